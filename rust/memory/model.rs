//! The handle's workspace: schemes, growth, size query, stream switching, graph safety.
//!
//! All state is host-side and owned by one handle (`Send`, not `Sync`). Borrowing goes through
//! [`Workspace`](super::Workspace), which holds `&mut MemoryModel`: one live borrow, LIFO nesting
//! and "no capacity change while borrowed" are enforced by the borrow checker. The only runtime
//! checks of those rules are for the C ABI, whose borrows outlive a Rust borrow.

use std::sync::Arc;

use log::{debug, info, warn};

use super::plan::{round_up, WorkspacePlan, GRANULE};
use super::stats::Stats;
use crate::backend::{Backend, CaptureStatus, DevicePtr, EventId, StreamId};
use crate::env::{EnvConfig, InitialWorkspace};
use crate::status::{bail, Error, Result, Status};

/// Who owns the workspace (rocBLAS's three values; `docs/memory-model.md#schemes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    /// The library allocates and grows the workspace on demand (the default).
    Managed,
    /// The library allocated a fixed size asked for by the user (environment or
    /// `set_device_memory_size`); it never grows.
    UserManaged,
    /// The user's own buffer (`set_workspace`); never allocated, grown or freed by the library.
    UserOwned,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Arena {
    pub ptr: DevicePtr,
    pub bytes: usize,
    /// Allocated by the library (false: the user's buffer).
    pub owned: bool,
    /// Allocated with `malloc_async` (freed with `free_async`, no synchronization).
    pub stream_ordered: bool,
}

/// How one borrow was served; the guard gives it back on drop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lease {
    Empty,
    /// Sub-allocation at the arena's stack top; `in_use` before it.
    Arena {
        prev_in_use: usize,
    },
    /// One stream-ordered allocation, freed on the stream it was made on.
    StreamOrdered {
        ptr: DevicePtr,
        stream: StreamId,
    },
    /// The kept stream-ordered block (`MemoryModel::cached`).
    Cached,
}

#[derive(Debug)]
pub(crate) struct MemoryModel {
    pub(crate) backend: Arc<dyn Backend>,
    pub(crate) stream: StreamId,
    scheme: Scheme,
    stream_order: bool,
    arena: Option<Arena>,
    in_use: usize,
    /// Live stream-ordered borrows (bytes, count): they never touch `in_use` of the arena.
    async_in_use: usize,
    async_live: usize,
    default_size: usize,
    query: Option<usize>,
    pub(crate) stats: Stats,
    /// Work that used the workspace was enqueued on `stream` since the last switch.
    dirty: bool,
    /// Work that used the arena may still be running (cleared by a synchronization). Outlives
    /// stream switches: the current stream waits for the old one, so syncing it covers both.
    pending: bool,
    event: Option<EventId>,
    /// The current arena was used while the stream was capturing: a graph may use it.
    pinned_by_graph: bool,
    retired: Vec<Arena>,
    /// Stream-ordered managed mode: the block of the last outermost borrow, kept for the next
    /// one instead of a free + allocation per call (see `lease_stream_ordered`).
    cached: Option<CachedBlock>,
    cached_in_use: bool,
}

/// A stream-ordered allocation kept between calls, with the stream that last used it.
#[derive(Debug, Clone, Copy)]
struct CachedBlock {
    ptr: DevicePtr,
    bytes: usize,
    stream: StreamId,
}

impl MemoryModel {
    pub(crate) fn new(backend: Arc<dyn Backend>, env: &EnvConfig) -> Result<MemoryModel> {
        let mut m = MemoryModel {
            default_size: backend.default_workspace_size(),
            backend,
            stream: StreamId::DEFAULT,
            scheme: Scheme::Managed,
            stream_order: env.stream_order,
            arena: None,
            in_use: 0,
            async_in_use: 0,
            async_live: 0,
            query: None,
            stats: Stats::default(),
            dirty: false,
            pending: false,
            event: None,
            pinned_by_graph: false,
            retired: Vec::new(),
            cached: None,
            cached_in_use: false,
        };
        match env.workspace {
            InitialWorkspace::Managed if !m.stream_order => {
                let size = round_up(m.default_size);
                let arena = m.allocate_arena(size)?;
                m.install(arena, Scheme::Managed);
            }
            InitialWorkspace::Managed => {}
            InitialWorkspace::UserManaged(n) => {
                let arena = m.allocate_arena(round_up(n))?;
                m.install(arena, Scheme::UserManaged);
            }
        }
        Ok(m)
    }

    // ---------------------------------------------------------------- queries of state

    pub(crate) fn scheme(&self) -> Scheme {
        self.scheme
    }
    pub(crate) fn stream_order(&self) -> bool {
        self.stream_order
    }
    /// Bytes the workspace holds. Stream-ordered managed mode has no arena: 0 (rocBLAS reports
    /// a creation value there that describes no memory).
    pub(crate) fn capacity(&self) -> usize {
        match (self.arena, self.cached) {
            (Some(a), _) => a.bytes,
            (None, Some(c)) => c.bytes,
            (None, None) => 0,
        }
    }
    pub(crate) fn in_use(&self) -> usize {
        self.in_use + self.async_in_use
    }
    pub(crate) fn has_live_borrows(&self) -> bool {
        self.in_use > 0 || self.async_live > 0
    }
    pub(crate) fn stats(&self) -> Stats {
        Stats {
            capacity: self.capacity(),
            ..self.stats
        }
    }
    pub(crate) fn default_size(&self) -> usize {
        self.default_size
    }

    /// Whether the handle's stream is capturing: the one runtime query a routine call makes
    /// about capture (the call driver asks it once and passes the answer to the borrow).
    pub(crate) fn capturing(&self) -> Result<bool> {
        Ok(self.backend.capture_status(self.stream)? != CaptureStatus::None)
    }

    // ---------------------------------------------------------------- size query

    pub(crate) fn is_query(&self) -> bool {
        self.query.is_some()
    }

    pub(crate) fn start_query(&mut self) -> Result<()> {
        if self.query.is_some() {
            bail!(
                Status::SizeQueryMismatch,
                "a size query is already active (its maximum is kept)"
            );
        }
        self.query = Some(0);
        Ok(())
    }

    pub(crate) fn stop_query(&mut self) -> Result<usize> {
        match self.query.take() {
            Some(max) => Ok(max),
            None => bail!(Status::SizeQueryMismatch, "no size query is active"),
        }
    }

    /// Record one call's footprint in the running maximum. No allocation, no device call.
    pub(crate) fn set_optimal(&mut self, footprint: usize) -> Result<Status> {
        let Some(max) = self.query.as_mut() else {
            bail!(
                Status::SizeQueryMismatch,
                "set-optimal outside a size query"
            );
        };
        if footprint > *max {
            *max = footprint;
            Ok(Status::SizeIncreased)
        } else {
            Ok(Status::SizeUnchanged)
        }
    }

    // ---------------------------------------------------------------- arenas

    fn allocate_arena(&mut self, bytes: usize) -> Result<Arena> {
        let stream_ordered = self.stream_order;
        let ptr = if stream_ordered {
            self.backend.malloc_async(bytes, self.stream)
        } else {
            self.backend.malloc(bytes)
        }
        .map_err(|e| {
            Error::new(
                Status::MemoryError,
                format!("workspace of {bytes} B: {}", e.message()),
            )
        })?;
        self.stats.allocated(bytes);
        debug!("workspace: allocated arena of {bytes} B at {:#x}", ptr.0);
        Ok(Arena {
            ptr,
            bytes,
            owned: true,
            stream_ordered,
        })
    }

    fn install(&mut self, arena: Arena, scheme: Scheme) {
        self.arena = Some(arena);
        self.scheme = scheme;
        self.pinned_by_graph = false;
    }

    /// Give up the current arena: free it (after the stream's work), keep it for live graphs,
    /// or leave it to the user who owns it.
    fn drop_arena(&mut self) -> Result<()> {
        let Some(old) = self.arena.take() else {
            return Ok(());
        };
        let pinned = std::mem::take(&mut self.pinned_by_graph);
        if pinned {
            // The user's own buffer is recorded too, so the handle can keep it from being handed
            // back (and freed) while a graph may still use it.
            info!(
                "workspace: keeping the old {} arena ({} B) alive: a captured graph may use it",
                if old.owned { "library" } else { "user" },
                old.bytes
            );
            self.stats.retained_for_graphs += 1;
            self.retired.push(old);
            return Ok(());
        }
        if !old.owned {
            return Ok(());
        }
        self.free_arena(old)
    }

    /// Replace the arena by `new`. The new arena is installed first, so a failure to free the old
    /// one (a device error) leaves a working handle; it is logged and the old arena stays counted
    /// as live in the statistics.
    fn replace_arena(&mut self, new: Option<Arena>, scheme: Scheme) {
        if let Err(e) = self.free_cached() {
            warn!("workspace: releasing the kept stream-ordered block failed: {e}");
        }
        if let Err(e) = self.drop_arena() {
            warn!("workspace: releasing the old arena failed: {e}");
        }
        match new {
            Some(a) => self.install(a, scheme),
            None => self.scheme = scheme,
        }
    }

    /// True when the arena at `ptr` is kept alive for a captured graph.
    pub(crate) fn is_retained(&self, ptr: DevicePtr) -> bool {
        self.retired.iter().any(|a| a.ptr == ptr)
    }

    fn free_arena(&mut self, a: Arena) -> Result<()> {
        // SAFETY: allocated by this model on this backend; the stream order (below) guarantees no
        // enqueued work still reads it.
        unsafe {
            if a.stream_ordered {
                self.backend.free_async(a.ptr, self.stream)?;
            } else {
                if self.pending {
                    self.backend.stream_synchronize(self.stream)?;
                    self.stats.synchronizations += 1;
                    self.pending = false;
                }
                self.backend.free(a.ptr)?;
            }
        }
        self.stats.freed(a.bytes);
        debug!("workspace: freed arena of {} B", a.bytes);
        Ok(())
    }

    fn check_can_change(&self, what: &str) -> Result<()> {
        if self.has_live_borrows() {
            bail!(
                Status::InternalError,
                "{what} while {} B of workspace are borrowed",
                self.in_use()
            );
        }
        if self.capturing()? {
            bail!(
                Status::InvalidValue,
                "{what} while the handle's stream is capturing (it would free or allocate)"
            );
        }
        Ok(())
    }

    /// `set_device_memory_size`: 0 → managed with no arena; n → user-managed `R64(n)`.
    /// The new arena is allocated before the old one is released: a failure changes nothing.
    pub(crate) fn set_size(&mut self, bytes: usize) -> Result<()> {
        self.check_can_change("set_device_memory_size")?;
        if bytes == 0 {
            self.replace_arena(None, Scheme::Managed);
            info!("workspace: back to managed, 0 B (grows on first need)");
            return Ok(());
        }
        let size = round_up(bytes);
        let arena = self.allocate_arena(size)?;
        self.replace_arena(Some(arena), Scheme::UserManaged);
        info!("workspace: user-managed, {size} B");
        Ok(())
    }

    /// `set_workspace`: the user's buffer (null or 0 bytes → managed with no arena).
    ///
    /// # Safety
    /// `ptr` must be device memory of this backend, valid for `bytes` bytes, for as long as the
    /// handle uses it (until another workspace is set or the handle is destroyed).
    pub(crate) unsafe fn set_user_workspace(&mut self, ptr: DevicePtr, bytes: usize) -> Result<()> {
        if !ptr.is_null() && !ptr.0.is_multiple_of(GRANULE as u64) {
            bail!(
                Status::InvalidPointer,
                "workspace {:#x} is not {GRANULE}-byte aligned",
                ptr.0
            );
        }
        self.check_can_change("set_workspace")?;
        if ptr.is_null() || bytes == 0 {
            self.replace_arena(None, Scheme::Managed);
            info!("workspace: set_workspace(null or 0 B): back to managed, 0 B");
        } else {
            let user = Arena {
                ptr,
                bytes,
                owned: false,
                stream_ordered: false,
            };
            self.replace_arena(Some(user), Scheme::UserOwned);
            info!("workspace: user-owned, {bytes} B at {:#x}", ptr.0);
        }
        Ok(())
    }

    /// Switch between classic and stream-ordered allocation for managed workspaces.
    pub(crate) fn set_stream_order(&mut self, on: bool) -> Result<()> {
        if on == self.stream_order {
            return Ok(());
        }
        self.check_can_change("set_stream_order_alloc")?;
        if self.scheme == Scheme::Managed {
            self.replace_arena(None, Scheme::Managed);
        }
        self.stream_order = on;
        info!(
            "workspace: stream-ordered allocation {}",
            if on { "on" } else { "off" }
        );
        Ok(())
    }

    /// Free the arenas kept for captured graphs.
    ///
    /// # Safety
    /// No graph captured from this handle may be launched again.
    pub(crate) unsafe fn release_retired(&mut self) -> Result<()> {
        while let Some(a) = self.retired.pop() {
            if a.owned {
                self.free_arena(a)?;
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- borrowing

    /// Serve a footprint of `f` bytes; see the module documentation for the rules.
    /// `capturing` is the caller's answer of [`MemoryModel::capturing`] (asked once per call).
    pub(crate) fn lease(&mut self, f: usize, capturing: bool) -> Result<(DevicePtr, Lease)> {
        if f == 0 {
            return Ok((DevicePtr::NULL, Lease::Empty));
        }
        let result = self.lease_inner(f, capturing);
        match &result {
            Ok(_) => {
                self.stats.borrows += 1;
                self.dirty = true;
                self.pending = true;
                self.stats.set_in_use(self.in_use());
            }
            Err(e) => {
                self.stats.failed_borrows += 1;
                debug!("workspace: borrow of {f} B failed: {}", e.message());
            }
        }
        result
    }

    fn lease_inner(&mut self, f: usize, capturing: bool) -> Result<(DevicePtr, Lease)> {
        if self.scheme == Scheme::Managed && self.stream_order {
            return self.lease_stream_ordered(f, capturing);
        }
        let available = self.capacity() - self.in_use;
        if f > available {
            if self.scheme != Scheme::Managed {
                bail!(
                    Status::MemoryError,
                    "{f} B of workspace needed, {available} B available in the {:?} workspace",
                    self.scheme
                );
            }
            if self.in_use > 0 {
                bail!(
                    Status::MemoryError,
                    "nested borrow of {f} B does not fit ({available} B left)"
                );
            }
            self.grow(f, capturing)?;
        }
        let arena = self.arena.expect("an arena that fits");
        if capturing {
            self.pinned_by_graph = true;
        }
        let ptr = arena.ptr.offset(self.in_use);
        let prev_in_use = self.in_use;
        self.in_use += f;
        Ok((ptr, Lease::Arena { prev_in_use }))
    }

    /// Stream-ordered managed borrows. The outermost borrow outside capture reuses the kept
    /// block when it is big enough and was last used on this stream (or on one this stream was
    /// ordered after by `set_stream`): stream order makes reuse safe with no host wait, and the
    /// steady state allocates nothing. A bigger need frees the block on the stream that used it
    /// and allocates a new one there. Nested borrows and borrows while capturing are separate
    /// allocations (during capture they belong to the graph).
    fn lease_stream_ordered(&mut self, f: usize, capturing: bool) -> Result<(DevicePtr, Lease)> {
        let reusable = !self.cached_in_use && !capturing;
        if reusable {
            if let Some(c) = self.cached {
                if c.bytes >= f && c.stream == self.stream {
                    self.cached_in_use = true;
                    self.async_in_use += f;
                    self.async_live += 1;
                    return Ok((c.ptr, Lease::Cached));
                }
                self.free_cached()?;
            }
        }
        let ptr = self.backend.malloc_async(f, self.stream).map_err(|e| {
            Error::new(
                Status::MemoryError,
                format!("stream-ordered borrow of {f} B: {}", e.message()),
            )
        })?;
        self.stats.allocated(f);
        self.async_in_use += f;
        self.async_live += 1;
        if reusable && self.cached.is_none() {
            self.cached = Some(CachedBlock {
                ptr,
                bytes: f,
                stream: self.stream,
            });
            self.cached_in_use = true;
            return Ok((ptr, Lease::Cached));
        }
        Ok((
            ptr,
            Lease::StreamOrdered {
                ptr,
                stream: self.stream,
            },
        ))
    }

    /// Free the kept stream-ordered block on the stream that last used it (not while that
    /// stream is capturing: the free would land in the graph; it stays kept until later).
    fn free_cached(&mut self) -> Result<()> {
        let Some(c) = self.cached else { return Ok(()) };
        if self.cached_in_use || self.backend.capture_status(c.stream)? != CaptureStatus::None {
            return Ok(());
        }
        self.cached = None;
        // SAFETY: allocated by `lease_stream_ordered` on this backend, not borrowed now; the
        // free is ordered after its last use on `c.stream`.
        unsafe { self.backend.free_async(c.ptr, c.stream)? };
        self.stats.freed(c.bytes);
        debug!(
            "workspace: freed the kept stream-ordered block ({} B)",
            c.bytes
        );
        Ok(())
    }

    /// Managed growth to `f + DEF` (or exactly `f` when that fails). Never inside a borrow,
    /// never while capturing; the old arena is released only once the new one exists.
    fn grow(&mut self, f: usize, capturing: bool) -> Result<()> {
        if capturing {
            bail!(
                Status::MemoryError,
                "{f} B needed while capturing; the workspace cannot grow during capture \
                 (size it before capturing)"
            );
        }
        let padded = round_up(f.saturating_add(self.default_size));
        let arena = match self.allocate_arena(padded) {
            Ok(a) => a,
            Err(first) if padded > f => {
                debug!(
                    "workspace: growth to {padded} B failed ({}); trying {f} B",
                    first.message()
                );
                self.allocate_arena(f)?
            }
            Err(e) => return Err(e),
        };
        let old = self.capacity();
        self.replace_arena(Some(arena), Scheme::Managed);
        self.stats.growths += 1;
        self.stats.growth_bytes += arena.bytes as u64;
        info!(
            "workspace: grew from {old} B to {} B for a {f} B request",
            arena.bytes
        );
        Ok(())
    }

    pub(crate) fn release(&mut self, lease: Lease, f: usize) {
        match lease {
            Lease::Empty => {}
            Lease::Arena { prev_in_use } => {
                debug_assert_eq!(
                    self.in_use,
                    prev_in_use + f,
                    "borrows are LIFO by construction"
                );
                self.in_use = prev_in_use;
            }
            Lease::StreamOrdered { ptr, stream } => {
                // SAFETY: allocated by `lease_inner` on this backend; freed once, on its stream.
                match unsafe { self.backend.free_async(ptr, stream) } {
                    Ok(()) => self.stats.freed(f),
                    Err(e) => warn!("workspace: stream-ordered free of {f} B failed: {e}"),
                }
                self.async_in_use -= f;
                self.async_live -= 1;
            }
            Lease::Cached => {
                // Kept: its last use is ordered on its stream, where the next borrow runs.
                self.cached_in_use = false;
                self.async_in_use -= f;
                self.async_live -= 1;
            }
        }
        self.stats.in_use = self.in_use();
    }

    /// Borrow the first plan that can be served; returns which one (index > 0 = degraded).
    pub(crate) fn lease_best(
        &mut self,
        plans: &[WorkspacePlan],
        capturing: bool,
    ) -> Result<(usize, DevicePtr, Lease)> {
        let mut last = None;
        for (i, plan) in plans.iter().enumerate() {
            match self.lease(plan.footprint(), capturing) {
                Ok((ptr, lease)) => {
                    if i > 0 {
                        self.stats.degraded_calls += 1;
                        info!(
                            "workspace: optimal plan ({} B) unavailable, running with {} B (perf_degraded)",
                            plans[0].footprint(),
                            plan.footprint()
                        );
                    }
                    return Ok((i, ptr, lease));
                }
                Err(e) if e.status() == Status::MemoryError => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or_else(|| Error::new(Status::InternalError, "no workspace plan given")))
    }

    // ---------------------------------------------------------------- streams

    /// The current stream was synchronized by the host after the last work that used the
    /// workspace (a result read back to host memory): nothing that used it is still running,
    /// on this stream or on the ones before it (each switch ordered the new stream after them).
    pub(crate) fn note_synchronized(&mut self) {
        self.pending = false;
    }

    /// Switch streams without a host synchronization: the new stream waits (on the device) for
    /// an event recorded after the last work that used the workspace on the old stream.
    pub(crate) fn set_stream(&mut self, stream: StreamId) -> Result<()> {
        if stream == self.stream {
            return Ok(());
        }
        if !self.backend.stream_is_valid(stream) {
            bail!(
                Status::InvalidValue,
                "stream {:?} is not a valid stream",
                stream
            );
        }
        // Order the new stream after the old one whenever work that used the workspace may
        // still be running on it, or stream-ordered memory is kept for reuse: not only after
        // work enqueued since the last switch. (A switch with nothing enqueued since the last
        // one left the kept block on the old stream: the application may destroy that stream
        // once no handle uses it, and the block's free then went to a dead stream. The fuzzer
        // found it.) The old stream waited for the one before it, so one event covers all.
        if self.dirty || self.pending || self.cached.is_some() {
            let old_capturing = self.capturing()?;
            let new_capturing = self.backend.capture_status(stream)? != CaptureStatus::None;
            if old_capturing || new_capturing {
                // A captured graph runs later, when it is launched: ordering it against live
                // work is the graph's launcher's job (see the capture contract in the README).
                debug!("workspace: stream switch with capture involved; no event ordering");
            } else {
                let event = match self.event {
                    Some(e) => e,
                    None => *self.event.insert(self.backend.event_create()?),
                };
                self.backend.event_record(event, self.stream)?;
                self.backend.stream_wait_event(stream, event)?;
                self.stats.stream_waits += 1;
                // The new stream runs after the kept block's last use: it may reuse it.
                if let Some(c) = self.cached.as_mut() {
                    c.stream = stream;
                }
                debug!(
                    "workspace: stream {:?} waits for {:?} (event)",
                    stream, self.stream
                );
            }
        }
        self.stream = stream;
        self.dirty = false;
        Ok(())
    }

    /// Tear down: free the arena and the kept arenas, destroy the event.
    pub(crate) fn destroy(&mut self) -> Result<()> {
        if self.has_live_borrows() {
            bail!(
                Status::InternalError,
                "handle destroyed with {} B of workspace borrowed",
                self.in_use()
            );
        }
        let mut result = Ok(());
        let mut keep = |r: Result<()>| {
            if let Err(e) = r {
                warn!("destroy: {e}");
                if result.is_ok() {
                    result = Err(e);
                }
            }
        };
        // Graphs must not outlive the handle (README, capture contract): free kept arenas too.
        self.pinned_by_graph = false;
        keep(self.free_cached());
        keep(self.drop_arena());
        // SAFETY: the handle is going away; the contract forbids launching its graphs after.
        keep(unsafe { self.release_retired() });
        if let Some(e) = self.event.take() {
            keep(self.backend.event_destroy(e));
        }
        result
    }
}
