//! The handle's look-ahead lane: a second stream on the handle's device, at the device's
//! greatest priority, and the two events that order it against the handle's stream.
//!
//! A routine whose critical path is a chain of small launches (potrf's diagonal blocks,
//! getrf's panels) runs that chain on the lane while its large updates run on the handle's
//! stream, so that the two overlap (look-ahead). The rank-k family puts its large levels on the
//! lane and its small launches on the handle's stream, so that the small ones fill the machine
//! where the large ones leave it idle (`crate::level3::syrk`). Everything the lane runs is
//! ordered after the handle's stream's work at the call's start ([`LaneIds::mark_main`],
//! [`LaneIds::lane_waits`]) and the handle's stream waits for the lane before the call returns
//! ([`LaneIds::before_main`]): to the caller the call is one piece of work on the handle's
//! stream, and the workspace, borrowed on that stream and given back after the call, outlives
//! every use on the lane. Nothing waits on the host.
//!
//! The lane is made on the first call that uses it (one stream and two events for the handle's
//! life), only while the handle's stream is not being captured: a captured call runs on the one
//! stream, with the algorithm the routine runs without a lane (potrf, getrf: the recursion), in
//! the same workspace plan (`docs/memory-model.md#look-ahead`).
//! `OXBLAS_LOOKAHEAD=0` or [`crate::Handle::set_lookahead`] keeps every call on one stream.
//! Where the device can be partitioned the lane also has a worker ([`WorkerIds`]): a stream kept off one
//! cluster's group of multiprocessors, on which getrf's look-ahead runs its updates in the
//! handle's stream's place (forked from it and joined back as the lane is).
//! The lane is at the device's greatest priority: the blocks of its short kernels start as
//! soon as blocks of the long ones finish, instead of after all of them (H200: 32 potrf leaves
//! beside a 10.6 ms gemm series took 0.1 ms more than the gemms at the greatest priority, 1.5 ms
//! more at the default one; `tests/solver.rs` `lane_concurrency_probe`).

use std::sync::Arc;

use log::{info, warn};

use crate::backend::{Backend, EventId, StreamFlags, StreamId};
use crate::status::Result;

/// The ids of a lane, as a launch sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LaneIds {
    /// The lane's stream.
    pub stream: StreamId,
    /// Recorded on the handle's stream, waited for by the lane.
    pub to_lane: EventId,
    /// Recorded on the lane, waited for by the handle's stream.
    pub to_main: EventId,
    /// The lane's worker, where the device has one ([`make_worker`]).
    pub worker: Option<WorkerIds>,
}

/// The ids of a lane's worker: a stream whose kernels leave one cluster's group of
/// multiprocessors to the lane ([`StreamFlags::SparesCluster`]), and the two events that fork
/// it from the handle's stream and join it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct WorkerIds {
    pub stream: StreamId,
    /// Recorded on the handle's stream, waited for by the worker.
    pub fork: EventId,
    /// Recorded on the worker, waited for by the handle's stream.
    pub join: EventId,
}

impl LaneIds {
    /// Mark the handle's stream: what it has been given so far is what the lane's next
    /// [`LaneIds::lane_waits`] waits for (until the next mark).
    pub fn mark_main(&self, backend: &dyn Backend, main: StreamId) -> Result<()> {
        backend.event_record(self.to_lane, main)
    }
    /// The lane runs nothing more until the handle's stream has run what it had been given at
    /// the last [`LaneIds::mark_main`] (an event wait binds to the event's latest record).
    pub fn lane_waits(&self, backend: &dyn Backend) -> Result<()> {
        backend.stream_wait_event(self.stream, self.to_lane)
    }
    /// The handle's stream runs nothing more until the lane has run what it has been given so
    /// far.
    pub fn before_main(&self, backend: &dyn Backend, main: StreamId) -> Result<()> {
        backend.event_record(self.to_main, self.stream)?;
        backend.stream_wait_event(main, self.to_main)
    }
}

impl WorkerIds {
    /// The worker runs nothing more until `main` has run what it has been given so far.
    pub fn fork(&self, backend: &dyn Backend, main: StreamId) -> Result<()> {
        backend.event_record(self.fork, main)?;
        backend.stream_wait_event(self.stream, self.fork)
    }
    /// `main` runs nothing more until the worker has run what it has been given so far.
    pub fn join(&self, backend: &dyn Backend, main: StreamId) -> Result<()> {
        backend.event_record(self.join, self.stream)?;
        backend.stream_wait_event(main, self.join)
    }
}

/// `OXBLAS_LANE_WORKER`: `0` makes lanes without a worker (read once per process; for
/// measuring the worker against the handle's stream).
pub const LANE_WORKER: &str = "OXBLAS_LANE_WORKER";

fn worker_allowed() -> bool {
    static ALLOWED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ALLOWED.get_or_init(|| std::env::var(LANE_WORKER).map_or(true, |v| v != "0"))
}

/// A lane's worker ([`WorkerIds`]): the stream on which a look-ahead runs its large updates,
/// where the handle's stream would run them on every multiprocessor. getrf's lane factors each
/// panel as a cluster of 16 blocks that take most of a multiprocessor each; beside the
/// updates' blocks on every multiprocessor such a cluster waits until one group's blocks have
/// all finished (H200, `benches/green_ctx_probe.cu`: a chain of cluster launches beside a
/// many-block load took 1.83x its time alone on two ordinary streams, 1.02x with the load on a
/// stream like this one). Made with the lane where the device can be partitioned (NVIDIA
/// sm_90; not on AMD or the host backend), destroyed with it.
fn make_worker(backend: &Arc<dyn Backend>) -> Result<WorkerIds> {
    let (stream, fork, join) = stream_with_events(backend, StreamFlags::SparesCluster)?;
    Ok(WorkerIds { stream, fork, join })
}

/// A stream made with `flags` and two events; on a failure nothing is left made.
fn stream_with_events(
    backend: &Arc<dyn Backend>,
    flags: StreamFlags,
) -> Result<(StreamId, EventId, EventId)> {
    let stream = backend.stream_create(flags)?;
    let first = match backend.event_create() {
        Ok(e) => e,
        Err(e) => {
            let _ = backend.stream_destroy(stream);
            return Err(e);
        }
    };
    match backend.event_create() {
        Ok(second) => Ok((stream, first, second)),
        Err(e) => {
            let _ = backend.event_destroy(first);
            let _ = backend.stream_destroy(stream);
            Err(e)
        }
    }
}

/// Destroy what [`stream_with_events`] made: every part, the first failure reported.
fn destroy_stream_with_events(b: &dyn Backend, made: (StreamId, EventId, EventId)) -> Result<()> {
    let (stream, first, second) = made;
    b.event_destroy(first)
        .and(b.event_destroy(second))
        .and(b.stream_destroy(stream))
}

/// A lane the handle owns: destroyed with it (after its last call's work, which the handle's
/// stream waited for).
pub(crate) struct Lane {
    backend: Arc<dyn Backend>,
    ids: LaneIds,
}

impl Lane {
    /// A new lane on `backend`'s device (the caller has made it current).
    pub fn new(backend: &Arc<dyn Backend>) -> Result<Lane> {
        let (stream, to_lane, to_main) = stream_with_events(backend, StreamFlags::HighPriority)?;
        let worker = if worker_allowed() {
            match make_worker(backend) {
                Ok(w) => {
                    info!("oxblas look-ahead lane: a worker stream that spares a cluster's multiprocessors");
                    Some(w)
                }
                Err(e) => {
                    info!("oxblas look-ahead lane: no worker stream ({e}); updates on the handle's stream");
                    None
                }
            }
        } else {
            None
        };
        Ok(Lane {
            backend: backend.clone(),
            ids: LaneIds {
                stream,
                to_lane,
                to_main,
                worker,
            },
        })
    }

    pub fn ids(&self) -> LaneIds {
        self.ids
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        let b = &self.backend;
        let ids = &self.ids;
        if let Some(w) = ids.worker {
            if let Err(e) = destroy_stream_with_events(b.as_ref(), (w.stream, w.fork, w.join)) {
                warn!("look-ahead lane's worker destroy: {e}");
            }
        }
        let r = destroy_stream_with_events(b.as_ref(), (ids.stream, ids.to_lane, ids.to_main));
        if let Err(e) = r {
            warn!("look-ahead lane destroy: {e}");
        }
    }
}

/// Whether the handle may make and use a lane: the lane's state in a handle.
pub(crate) enum LaneState {
    /// Not made yet (made by the first call that uses it).
    Unmade,
    Made(Lane),
    /// Its making failed once (logged): calls run on one stream from then on.
    Failed,
    /// Turned off (`OXBLAS_LOOKAHEAD=0`, `Handle::set_lookahead(false)`).
    Off,
}
