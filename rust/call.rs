//! One path from a routine call to its kernel.
//!
//! Every routine (Rust API and C ABI alike) builds one value that implements [`Call`] and hands it
//! to [`run`], which does the same steps in the same order for all of them:
//!
//! 1. **validate** the arguments that need no memory access (sizes, enumerations): also in a size
//!    query, so a query can fail as the real call would;
//! 2. **size query**: report the optimal plan's footprint (0 for a quick return) and stop: no
//!    kernel, no allocation, no log line;
//! 3. check the **pointers**;
//! 4. ask the **capture state**, at most once per call, and only when something depends on it
//!    (a workspace to borrow, results to copy to the host);
//! 5. **quick return** (BLAS's `n = 0` and friends) with its documented effects;
//! 6. **plan** and **borrow**: the first candidate plan that fits (a fallback is `perf_degraded`);
//! 7. **launch**: the routine fills its family's launch descriptor (`crate::launch`) from the
//!    arguments and the borrowed slots and enqueues it on the backend;
//! 8. **results**: copy results meant for host memory back and wait for them;
//! 9. **status**: `success`, or `perf_degraded` when a fallback plan ran or the arguments chose
//!    the slower path (trsv_ex's invA too small).
//!
//! A routine family therefore writes its argument checks, its plans and its descriptor, and
//! nothing else; the memory model, the query protocol and capture are handled here once.

use std::fmt;

use crate::backend::{Backend, DeviceProperties, DevicePtr, StreamId};
use crate::handle::Handle;
use crate::lane::LaneIds;
use crate::memory::{Candidates, Workspace};
use crate::status::{bail, Result, Status};

/// A routine's name for messages: BLAS prefix letter and base name (`d` + `gemv`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoutineName {
    pub prefix: char,
    pub base: &'static str,
}

impl fmt::Display for RoutineName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.prefix, self.base)
    }
}

/// What a routine's launch step gets from the driver.
pub(crate) struct LaunchCtx<'a, 'h> {
    /// The borrowed workspace, laid out by the plan that was served.
    pub ws: &'a Workspace<'h>,
    /// The handle's zeroed completion counters (address, count), when the backend uses them
    /// and the call is not being captured (a graph may run concurrently with the handle's later
    /// calls, and only the workspace belongs to it: the capture contract).
    pub counters: Option<(DevicePtr, usize)>,
    /// The handle's look-ahead lane, for a call that asked for it ([`Call::uses_lane`]) and is
    /// not being captured.
    pub lane: Option<LaneIds>,
    /// The stream this context enqueues on when not the workspace's (the lane's:
    /// [`LaunchCtx::on_lane`]).
    pub on: Option<StreamId>,
}

impl<'a, 'h> LaunchCtx<'a, 'h> {
    pub fn backend(&self) -> &dyn Backend {
        self.ws.backend().as_ref()
    }
    pub fn stream(&self) -> StreamId {
        self.on.unwrap_or_else(|| self.ws.stream())
    }
    /// The same workspace enqueued on the look-ahead lane (on the handle's stream without one).
    pub fn on_lane(&self) -> LaunchCtx<'a, 'h> {
        self.enqueuing_on(self.lane.map(|l| l.stream).or(self.on))
    }
    /// The same workspace, counters and lane, enqueued on `on` (the workspace's stream for
    /// `None`).
    fn enqueuing_on(&self, on: Option<StreamId>) -> LaunchCtx<'a, 'h> {
        LaunchCtx {
            ws: self.ws,
            counters: self.counters,
            lane: self.lane,
            on,
        }
    }
    /// The lane's worker (`crate::lane`), forked from this context's stream: a context that
    /// enqueues on the worker, which runs nothing before what this stream was given so far;
    /// `None` without a worker. The worker's work joins this stream again by
    /// [`LaunchCtx::join_worker`].
    pub fn fork_worker(&self) -> Result<Option<LaunchCtx<'a, 'h>>> {
        let Some(w) = self.lane.and_then(|l| l.worker) else {
            return Ok(None);
        };
        w.fork(self.backend(), self.stream())?;
        Ok(Some(self.enqueuing_on(Some(w.stream))))
    }
    /// This context's stream runs nothing more until the lane's worker has run what it was
    /// given so far (nothing without a worker).
    pub fn join_worker(&self) -> Result<()> {
        match self.lane.and_then(|l| l.worker) {
            Some(w) => w.join(self.backend(), self.stream()),
            None => Ok(()),
        }
    }
    /// Mark this context's stream (the handle's, or the worker's that runs in its place) for
    /// the lane's next [`LaunchCtx::lane_waits_mark`] (nothing without a lane).
    pub fn mark_main(&self) -> Result<()> {
        match self.lane {
            Some(l) => l.mark_main(self.backend(), self.stream()),
            None => Ok(()),
        }
    }
    /// The lane runs nothing more until the handle's stream has run what it had been given at
    /// the last [`LaunchCtx::mark_main`].
    pub fn lane_waits_mark(&self) -> Result<()> {
        match self.lane {
            Some(l) => l.lane_waits(self.backend()),
            None => Ok(()),
        }
    }
    /// This context's stream (the handle's, or the worker's) runs nothing more until the lane
    /// has run what it was given so far.
    pub fn main_after_lane(&self) -> Result<()> {
        match self.lane {
            Some(l) => l.before_main(self.backend(), self.stream()),
            None => Ok(()),
        }
    }
    /// A fallback plan was served: launch its (slower) algorithm.
    pub fn degraded(&self) -> bool {
        self.ws.degraded()
    }
    /// Address of slot `i` of the served plan (null for an empty or absent slot).
    pub fn slot(&self, i: usize) -> DevicePtr {
        self.ws.ptr(i).unwrap_or(DevicePtr::NULL)
    }
}

/// Results the call returns in host memory: `bytes` bytes copied from `src` (a workspace slot
/// the kernel wrote) to `dst` after the launch; the call waits for them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HostResults {
    pub dst: *mut u8,
    pub src: DevicePtr,
    pub bytes: usize,
}

/// One routine call, in the form the driver runs. See the module documentation for the order.
pub(crate) trait Call {
    fn name(&self) -> RoutineName;
    /// Step 1: sizes, increments, enumerations.
    fn validate(&self) -> Result<()>;
    /// Step 5: BLAS's "nothing to do".
    fn is_quick_return(&self) -> bool;
    /// Step 6: the candidate workspace plans, best first. The size query reports the first.
    fn plans(&self, props: &DeviceProperties) -> Candidates;
    /// Step 3: null pointers and the like (skipped in a size query).
    fn validate_pointers(&self) -> Result<()> {
        Ok(())
    }
    /// Step 9: the arguments themselves make the call take a slower path (rocBLAS's
    /// `perf_degraded` for an unusable optional argument), whatever workspace it gets.
    fn degraded_by_arguments(&self) -> bool {
        false
    }
    /// Whether the launch may put part of its work on the handle's look-ahead lane
    /// (`crate::lane`); it gets the lane when the handle has one and the call is not captured.
    fn uses_lane(&self) -> bool {
        false
    }
    /// Whether results go to host memory (the call then waits; refused under capture).
    fn results_to_host(&self) -> bool {
        false
    }
    /// The effects of a quick return (e.g. results set to zero).
    ///
    /// # Safety
    /// The call's pointers were validated by the front end that built it.
    unsafe fn quick_return(&self, _backend: &dyn Backend, _stream: StreamId) -> Result<()> {
        Ok(())
    }
    /// Step 7: fill the family's descriptor and enqueue it. Returns results for the host, if
    /// any (step 8).
    ///
    /// # Safety
    /// The call's pointers were validated by the front end that built it (bounds in Rust; the
    /// caller's contract at the C ABI).
    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>>;
}

/// Run `call` on `h`: the one driver of every routine (module documentation). Returns the status
/// of a completed call (`success`, `perf_degraded`) or, in a size query, `size_increased` /
/// `size_unchanged`.
pub(crate) fn run<C: Call>(h: &mut Handle, call: &C) -> Result<Status> {
    call.validate()?;
    let quick = call.is_quick_return();
    if h.mem.is_query() {
        let footprint = if quick {
            0
        } else {
            call.plans(h.mem.backend.properties())[0].footprint()
        };
        return h.mem.set_optimal(footprint);
    }
    call.validate_pointers()?;
    // The handle's device for the whole call, the caller's restored after it (several GPUs);
    // one query and no switch when it is current already.
    let backend = h.mem.backend.clone();
    let _on = crate::backend::DeviceScope::enter(backend.as_ref())?;
    let plans = if quick {
        Candidates::none()
    } else {
        call.plans(h.mem.backend.properties())
    };
    let to_host = call.results_to_host();
    let captured = if to_host || plans[0].footprint() > 0 || (call.uses_lane() && !quick) {
        h.mem.capturing()?
    } else {
        false
    };
    if to_host && captured {
        bail!(
            Status::InvalidValue,
            "{}: results to host memory cannot be captured (use device pointer mode)",
            call.name()
        );
    }
    if quick {
        // SAFETY: the front end validated the call's pointers (the trait's contract).
        unsafe { call.quick_return(h.mem.backend.as_ref(), h.mem.stream)? };
        return Ok(Status::Success);
    }
    let counters = if captured {
        None
    } else {
        h.completion_counters()
    };
    let lane = if call.uses_lane() && !captured {
        h.lane()
    } else {
        None
    };
    let ws = h.workspace_for_call(&plans, captured)?;
    let ctx = LaunchCtx {
        ws: &ws,
        counters,
        lane,
        on: None,
    };
    // SAFETY: as above; every workspace address the launch uses belongs to `ws`, which stays
    // borrowed until the work is enqueued (the stream orders later users after it).
    let results = unsafe { call.launch(&ctx)? };
    let synchronized = match results {
        Some(r) => {
            let backend = ws.backend();
            // SAFETY: `dst` holds `bytes` bytes (the front end's check); `src` is a slot of
            // `ws`.
            unsafe { backend.memcpy_dtoh(r.dst, r.src, r.bytes, ws.stream())? };
            backend.stream_synchronize(ws.stream())?;
            true
        }
        None => false,
    };
    let status = if ws.degraded() || call.degraded_by_arguments() {
        Status::PerfDegraded
    } else {
        Status::Success
    };
    drop(ws);
    if synchronized {
        h.mem.note_synchronized();
    }
    Ok(status)
}

/// The end of every typed Rust front end: a size-query answer becomes an error carrying that
/// status (the routine computed nothing); a completed call records its status on the handle.
pub(crate) fn finish(h: &mut Handle, r: Result<Status>) -> Result<()> {
    let status = r?;
    if matches!(status, Status::SizeIncreased | Status::SizeUnchanged) {
        return Err(crate::status::Error::new(
            status,
            "size query: nothing computed",
        ));
    }
    h.last_status = status;
    Ok(())
}

/// The completion counters a handle allocates at creation (zeroed once, left zero by every
/// kernel): the most any routine family needs on a device with `props`.
pub(crate) fn completion_counters_needed(props: &DeviceProperties) -> usize {
    crate::level1::plan::split_batches(props)
}
