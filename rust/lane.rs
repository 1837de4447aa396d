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
//! The lane is at the device's greatest priority: the blocks of its short kernels start as
//! soon as blocks of the long ones finish, instead of after all of them (H200: 32 potrf leaves
//! beside a 10.6 ms gemm series took 0.1 ms more than the gemms at the greatest priority, 1.5 ms
//! more at the default one; `tests/solver.rs` `lane_concurrency_probe`).

use std::sync::Arc;

use log::warn;

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

/// A lane the handle owns: destroyed with it (after its last call's work, which the handle's
/// stream waited for).
pub(crate) struct Lane {
    backend: Arc<dyn Backend>,
    ids: LaneIds,
}

impl Lane {
    /// A new lane on `backend`'s device (the caller has made it current).
    pub fn new(backend: &Arc<dyn Backend>) -> Result<Lane> {
        let stream = backend.stream_create(StreamFlags::HighPriority)?;
        let to_lane = match backend.event_create() {
            Ok(e) => e,
            Err(e) => {
                let _ = backend.stream_destroy(stream);
                return Err(e);
            }
        };
        let to_main = match backend.event_create() {
            Ok(e) => e,
            Err(e) => {
                let _ = backend.event_destroy(to_lane);
                let _ = backend.stream_destroy(stream);
                return Err(e);
            }
        };
        Ok(Lane {
            backend: backend.clone(),
            ids: LaneIds {
                stream,
                to_lane,
                to_main,
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
        let r = b
            .event_destroy(self.ids.to_lane)
            .and(b.event_destroy(self.ids.to_main))
            .and(b.stream_destroy(self.ids.stream));
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
