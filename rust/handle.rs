//! The handle: one device, one stream, one workspace.

use std::cell::Cell;
use std::marker::PhantomData;
use std::sync::Arc;

use log::{info, warn};

use crate::backend::{
    self, Backend, BackendKind, DeviceProperties, DevicePtr, StreamFlags, StreamId,
};
use crate::env::EnvConfig;
use crate::lane::{Lane, LaneIds, LaneState};
use crate::memory::model::MemoryModel;
use crate::memory::{DeviceBuffer, Scheme, Stats, Workspace, WorkspacePlan};
use crate::status::{bail, Result, Status};
use crate::types::DeviceCopy;

/// A device to create handles and buffers on (a shared backend instance).
#[derive(Clone, Debug)]
pub struct Device {
    backend: Arc<dyn Backend>,
}

impl Device {
    /// The process-wide host backend.
    pub fn host() -> Device {
        Device {
            backend: backend::host::HostBackend::shared(),
        }
    }
    /// The backend `OXBLAS_BACKEND` selects (or the compiled default; see
    /// [`backend::default_backend`]), on the calling thread's current device.
    pub fn default_device() -> Result<Device> {
        Ok(Device {
            backend: backend::default_backend()?,
        })
    }
    /// Device `ordinal` of the default backend (`OXBLAS_BACKEND`, else the compiled GPU
    /// backend, else the host backend, which has device 0 only): `no_device` when there is no
    /// such device. Handles created on it keep working on it whatever device the calling thread
    /// has current (the README's "Several GPUs").
    pub fn from_ordinal(ordinal: usize) -> Result<Device> {
        Ok(Device {
            backend: backend::backend_on(ordinal)?,
        })
    }
    /// How many devices [`Device::from_ordinal`] can open (1 on the host backend).
    pub fn count() -> usize {
        backend::device_count()
    }
    /// This device's ordinal on its backend (0 on the host backend).
    pub fn ordinal(&self) -> usize {
        self.backend.ordinal()
    }
    /// Free and total device memory in bytes as the runtime reports them (`None` on the host
    /// backend).
    pub fn memory_info(&self) -> Result<Option<(u64, u64)>> {
        self.backend.memory_info()
    }
    /// Give the memory oxblas keeps for reuse on this device (the stream-ordered pool's freed
    /// blocks, kept across calls by design) back to the device, e.g. before another library
    /// needs it. Live workspaces and buffers are not touched; synchronize their streams first.
    /// On NVIDIA this also trims the device's graph-memory reservation: a stream-ordered
    /// handle's workspaces borrowed during capture are graph allocations, and the driver keeps
    /// their physical memory (its high-water mark, in 32 MiB steps) after the graphs are
    /// destroyed; memory a live graph allocation uses is kept (`cudaDeviceGraphMemTrim`).
    pub fn release_cached_memory(&self) -> Result<()> {
        self.backend.release_cached_memory()
    }
    /// A device on a backend the caller opened (a GPU backend of another ordinal, a test
    /// backend).
    pub fn from_backend(backend: Arc<dyn Backend>) -> Device {
        Device { backend }
    }
    /// The backend every handle and buffer of this device uses.
    pub fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }
    /// Which implementation the device runs on.
    pub fn kind(&self) -> BackendKind {
        self.backend.kind()
    }
    /// `len` elements of device memory, contents unspecified (synchronous allocation;
    /// `memory_error` when the device is full).
    pub fn alloc<T: DeviceCopy>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::alloc(&self.backend, len)
    }
    /// A buffer of device memory holding a copy of `data` (the copy has completed on return).
    pub fn upload<T: DeviceCopy>(&self, data: &[T]) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::from_slice(&self.backend, data)
    }
    /// Let handles use a stream the application created with the GPU runtime (the raw
    /// `cudaStream_t`/`hipStream_t` value). The application keeps owning it.
    pub fn adopt_stream(&self, raw: u64) -> Result<StreamId> {
        self.backend.adopt_stream(StreamId(raw))?;
        Ok(StreamId(raw))
    }

    /// A new stream, destroyed with the returned guard. It orders against the null stream
    /// ([`StreamFlags::Default`]), as the runtime's plain streams.
    pub fn create_stream(&self) -> Result<Stream> {
        self.create_stream_with(StreamFlags::Default)
    }

    /// A new stream with the given ordering against the null stream: `NonBlocking` for streams
    /// that capture graphs while other threads use the null stream.
    pub fn create_stream_with(&self, flags: StreamFlags) -> Result<Stream> {
        Ok(Stream {
            backend: self.backend.clone(),
            id: self.backend.stream_create(flags)?,
        })
    }
}

/// A stream of a device, destroyed on drop. Reset handles that use it before dropping it.
#[derive(Debug)]
pub struct Stream {
    backend: Arc<dyn Backend>,
    id: StreamId,
}

impl Stream {
    /// The stream's id, for [`Handle::set_stream`].
    pub fn id(&self) -> StreamId {
        self.id
    }
    /// Wait on the host until everything enqueued on the stream has run.
    pub fn synchronize(&self) -> Result<()> {
        self.backend.stream_synchronize(self.id)
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if let Err(e) = self.backend.stream_destroy(self.id) {
            warn!("stream destroy: {e}");
        }
    }
}

/// A workspace buffer that [`Handle::set_workspace`] refused, given back with the reason.
#[derive(Debug)]
pub struct WorkspaceRejected {
    /// Why: `invalid_pointer` (a buffer of another device), `invalid_size` (empty), or the
    /// memory model's refusal (such as `invalid_value` while the handle's stream is captured).
    pub error: crate::Error,
    /// The buffer, unchanged and still the caller's.
    pub buffer: DeviceBuffer<u8>,
}

impl std::fmt::Display for WorkspaceRejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "workspace buffer refused: {}", self.error)
    }
}

impl std::error::Error for WorkspaceRejected {}

impl From<WorkspaceRejected> for crate::Error {
    fn from(r: WorkspaceRejected) -> Self {
        r.error
    }
}

/// Where scalar results of reductions go (C API; the Rust API picks by method).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PointerMode {
    /// Results are written to host memory; the call waits for them.
    #[default]
    Host = 0,
    /// Results are written to device memory; the call does not wait.
    Device = 1,
}

/// A library context: one device, one stream, one workspace, statistics.
///
/// `Send` (move it to another thread) but not `Sync` (never share it between threads):
/// ```compile_fail,E0277
/// fn shared<T: Sync>() {}
/// shared::<oxblas::Handle>();
/// ```
/// ```
/// fn movable<T: Send>() {}
/// movable::<oxblas::Handle>();
/// ```
pub struct Handle {
    pub(crate) mem: MemoryModel,
    pub(crate) pointer_mode: PointerMode,
    /// The user-owned workspace handed over with `set_workspace` (kept alive while in use).
    user_buffer: Option<DeviceBuffer<u8>>,
    /// User buffers replaced while a captured graph may still use them.
    graph_buffers: Vec<DeviceBuffer<u8>>,
    /// Completion counters of the split reductions (GPU backends): allocated and zeroed once,
    /// left at zero by every kernel. Not workspace: no routine borrows them, no query counts them.
    counters: Option<DeviceBuffer<u32>>,
    /// The look-ahead lane (`crate::lane`): made by the first call that uses it.
    lane: LaneState,
    pub(crate) last_status: Status,
    _not_sync: PhantomData<Cell<()>>,
}

impl std::fmt::Debug for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Handle")
            .field("backend", &self.backend_kind())
            .field("scheme", &self.scheme())
            .field("stream_order", &self.is_stream_order_alloc())
            .field("capacity", &self.get_device_memory_size())
            .finish()
    }
}

impl Handle {
    /// A handle on the default device (see [`Device::default_device`]), configured from the
    /// environment (`OXBLAS_DEVICE_MEMORY_SIZE`, `OXBLAS_STREAM_ORDER_ALLOC`).
    pub fn new() -> Result<Handle> {
        Handle::with_device(&Device::default_device()?)
    }

    /// A handle on the host backend.
    pub fn host() -> Result<Handle> {
        Handle::with_device(&Device::host())
    }

    /// A handle on `device`, configured from the environment (as [`Handle::new`]).
    pub fn with_device(device: &Device) -> Result<Handle> {
        Handle::with_config(device, &EnvConfig::from_process())
    }

    /// A handle configured by `env` instead of the process environment.
    pub fn with_config(device: &Device, env: &EnvConfig) -> Result<Handle> {
        crate::env::report_warnings(&env.warnings);
        let backend = device.backend.clone();
        let mem = MemoryModel::new(backend, env)?;
        let counters = if mem.backend.uses_completion_counters() {
            let len = crate::call::completion_counters_needed(mem.backend.properties());
            // Synchronous: zero before any kernel can run.
            Some(DeviceBuffer::filled(&mem.backend, len, 0u32)?)
        } else {
            None
        };
        let props = mem.backend.properties();
        info!(
            "oxblas handle: backend {} ({}, {}), workspace {:?} {} B{}",
            mem.backend.kind(),
            props.name,
            props.arch,
            mem.scheme(),
            mem.capacity(),
            if mem.stream_order() {
                ", stream-ordered allocation"
            } else {
                ""
            }
        );
        Ok(Handle {
            mem,
            pointer_mode: PointerMode::Host,
            user_buffer: None,
            graph_buffers: Vec::new(),
            counters,
            lane: if env.lookahead {
                LaneState::Unmade
            } else {
                LaneState::Off
            },
            last_status: Status::Success,
            _not_sync: PhantomData,
        })
    }

    // ------------------------------------------------------------------ identity

    /// Which implementation the handle runs on.
    pub fn backend_kind(&self) -> BackendKind {
        self.mem.backend.kind()
    }
    /// The handle's backend.
    pub fn backend(&self) -> &Arc<dyn Backend> {
        &self.mem.backend
    }
    /// The handle's device, to allocate buffers the handle can use.
    pub fn device(&self) -> Device {
        Device {
            backend: self.mem.backend.clone(),
        }
    }
    /// Properties of the handle's device.
    pub fn device_properties(&self) -> &DeviceProperties {
        self.mem.backend.properties()
    }
    /// The completion counters (`len` u32 at the address), if the backend uses them.
    pub(crate) fn completion_counters(&self) -> Option<(DevicePtr, usize)> {
        self.counters.as_ref().map(|c| (c.ptr(), c.len()))
    }

    /// The look-ahead lane's ids, made now if it is not yet (the handle's device is current):
    /// none when turned off or when making it failed (logged once; calls then use one stream).
    pub(crate) fn lane(&mut self) -> Option<LaneIds> {
        if let LaneState::Unmade = self.lane {
            self.lane = match Lane::new(&self.mem.backend) {
                Ok(lane) => {
                    info!("oxblas handle: look-ahead lane made");
                    LaneState::Made(lane)
                }
                Err(e) => {
                    warn!("oxblas handle: no look-ahead lane ({e}); routines use one stream");
                    LaneState::Failed
                }
            };
        }
        match &self.lane {
            LaneState::Made(lane) => Some(lane.ids()),
            _ => None,
        }
    }

    /// Let routines overlap their critical path with their updates on a second stream of the
    /// handle's device (on by default; `OXBLAS_LOOKAHEAD=0` turns it off for new handles).
    /// Results are the same either way; the call still orders as one piece of work on the
    /// handle's stream. Off: every launch goes to the handle's stream, and a lane already made
    /// is destroyed (after its work, which the handle's stream has waited for).
    pub fn set_lookahead(&mut self, on: bool) {
        self.lane = match (on, std::mem::replace(&mut self.lane, LaneState::Off)) {
            (false, _) => LaneState::Off,
            (true, LaneState::Off) => LaneState::Unmade,
            (true, other) => other,
        };
    }

    /// Whether routines may use the look-ahead lane ([`Handle::set_lookahead`]).
    pub fn lookahead(&self) -> bool {
        !matches!(self.lane, LaneState::Off)
    }

    /// Status of the last completed routine call: `success` or `perf_degraded`.
    pub fn last_status(&self) -> Status {
        self.last_status
    }

    // ------------------------------------------------------------------ streams

    /// Use `stream` from now on. Safe without synchronizing: the new stream is ordered after the
    /// old stream's last use of the workspace by an event (no host wait).
    pub fn set_stream(&mut self, stream: StreamId) -> Result<()> {
        self.mem.set_stream(stream)
    }
    /// The stream the handle enqueues its work on.
    pub fn stream(&self) -> StreamId {
        self.mem.stream
    }
    /// Wait for all work enqueued on the handle's stream.
    pub fn synchronize(&self) -> Result<()> {
        self.mem.backend.stream_synchronize(self.mem.stream)
    }

    /// Where results and alpha/beta live from now on: host memory (results waited for) or
    /// device memory (calls return without waiting).
    pub fn set_pointer_mode(&mut self, mode: PointerMode) {
        self.pointer_mode = mode;
    }
    /// The current pointer mode (host by default).
    pub fn pointer_mode(&self) -> PointerMode {
        self.pointer_mode
    }

    // ------------------------------------------------------------------ memory model

    /// Who provides the workspace now (`docs/memory-model.md#schemes`).
    pub fn scheme(&self) -> Scheme {
        self.mem.scheme()
    }
    /// True in the managed scheme (classic or stream-ordered).
    pub fn is_managing_device_memory(&self) -> bool {
        self.mem.scheme() == Scheme::Managed
    }
    /// True in the user-managed scheme (fixed size allocated by the library).
    pub fn is_user_managing_device_memory(&self) -> bool {
        self.mem.scheme() == Scheme::UserManaged
    }
    /// Bytes the workspace holds now (0 in stream-ordered managed mode: there is no arena).
    pub fn get_device_memory_size(&self) -> usize {
        self.mem.capacity()
    }
    /// The default size `DEF` of this handle's device (start size and growth pad).
    pub fn default_device_memory_size(&self) -> usize {
        self.mem.default_size()
    }

    /// `0`: back to managed with no arena (grows on first need). `n > 0`: a user-managed
    /// workspace of `R64(n)` bytes. The new arena is allocated before the old is released, so a
    /// failure (`memory_error`) leaves the handle as it was.
    pub fn set_device_memory_size(&mut self, bytes: usize) -> Result<()> {
        self.mem.set_size(bytes)
    }

    /// Hand the handle a buffer of the user's: the user-owned scheme. The handle keeps the buffer
    /// until [`Handle::take_workspace`] or the next `set_workspace`, which return it (the
    /// previous buffer comes back here). A refused buffer comes back inside the error.
    ///
    /// A buffer that a captured graph may still use is not handed back: the handle keeps it
    /// until [`Handle::release_graph_workspaces`] (or its destruction), so it cannot be freed
    /// under a live graph.
    pub fn set_workspace(
        &mut self,
        buffer: DeviceBuffer<u8>,
    ) -> std::result::Result<Option<DeviceBuffer<u8>>, WorkspaceRejected> {
        let reject = |buffer, error| Err(WorkspaceRejected { error, buffer });
        if !Arc::ptr_eq(buffer.backend(), &self.mem.backend) {
            let e = crate::Error::new(
                Status::InvalidPointer,
                "workspace buffer belongs to another device",
            );
            return reject(buffer, e);
        }
        if buffer.is_empty() {
            return reject(
                buffer,
                crate::Error::new(Status::InvalidSize, "an empty workspace buffer"),
            );
        }
        // SAFETY: the buffer is kept in `self.user_buffer` while the handle uses it.
        if let Err(e) = unsafe { self.mem.set_user_workspace(buffer.ptr(), buffer.len()) } {
            return reject(buffer, e);
        }
        let old = self.user_buffer.replace(buffer);
        Ok(old.and_then(|b| self.hand_back(b)))
    }

    /// Return the user-owned buffer (if any). While the handle still works in it, go back to
    /// managed with no arena; after another workspace change (e.g. `set_device_memory_size`)
    /// the current workspace is left alone.
    pub fn take_workspace(&mut self) -> Result<Option<DeviceBuffer<u8>>> {
        if self.user_buffer.is_none() {
            return Ok(None);
        }
        // `user_buffer` is only set by `set_workspace` and cleared by `set_workspace_raw`, so a
        // user-owned scheme with a kept buffer means the workspace is that buffer.
        if self.mem.scheme() == Scheme::UserOwned {
            // SAFETY: null means "managed"; nothing of the user's is referenced afterwards.
            unsafe { self.mem.set_user_workspace(DevicePtr::NULL, 0)? };
        }
        Ok(self.user_buffer.take().and_then(|b| self.hand_back(b)))
    }

    /// The user's buffer, unless a captured graph may still use it (then it is kept).
    fn hand_back(&mut self, buffer: DeviceBuffer<u8>) -> Option<DeviceBuffer<u8>> {
        if self.mem.is_retained(buffer.ptr()) {
            info!(
                "workspace: user buffer kept until release_graph_workspaces (a graph may use it)"
            );
            self.graph_buffers.push(buffer);
            None
        } else {
            Some(buffer)
        }
    }

    /// `set_workspace` with a raw address (the C ABI's form): null or 0 → managed, 0 bytes.
    ///
    /// # Safety
    /// `ptr` must be device memory of this handle's backend, at least `bytes` long, 64-byte
    /// aligned, and stay valid until the handle's workspace is changed again or it is destroyed
    /// (or, when a graph captured with it may still run, until `release_graph_workspaces`).
    pub unsafe fn set_workspace_raw(&mut self, ptr: DevicePtr, bytes: usize) -> Result<()> {
        // SAFETY: the caller's contract above is set_user_workspace's.
        unsafe { self.mem.set_user_workspace(ptr, bytes) }?;
        if let Some(b) = self.user_buffer.take() {
            // Dropped (freed) unless a graph may still use it.
            drop(self.hand_back(b));
        }
        Ok(())
    }

    /// Switch managed workspaces between classic arenas and stream-ordered allocation.
    pub fn set_stream_order_alloc(&mut self, on: bool) -> Result<()> {
        self.mem.set_stream_order(on)
    }
    /// Whether managed workspaces use stream-ordered allocation (`docs/memory-model.md#stream-ordered`).
    pub fn is_stream_order_alloc(&self) -> bool {
        self.mem.stream_order()
    }

    /// Release the workspaces kept alive for graphs captured before a workspace change.
    /// Frees the library's old arenas and returns the user buffers that were kept.
    ///
    /// # Safety
    /// No graph captured from this handle may be launched afterwards.
    pub unsafe fn release_graph_workspaces(&mut self) -> Result<Vec<DeviceBuffer<u8>>> {
        // SAFETY: no captured graph runs again (the contract above), so no kernel can touch the
        // retired arenas.
        unsafe { self.mem.release_retired() }?;
        Ok(std::mem::take(&mut self.graph_buffers))
    }

    /// The handle's memory statistics (allocations, growths, borrows, ...) so far.
    pub fn stats(&self) -> Stats {
        self.mem.stats()
    }

    // ------------------------------------------------------------------ size query

    /// Start a size query: routines then run nothing and record their footprint instead
    /// (they return an error whose status is `size_increased` or `size_unchanged`).
    pub fn start_device_memory_size_query(&mut self) -> Result<()> {
        self.mem.start_query()
    }
    /// End the query and return the largest footprint recorded.
    pub fn stop_device_memory_size_query(&mut self) -> Result<usize> {
        self.mem.stop_query()
    }
    /// Whether a size query is active.
    pub fn is_device_memory_size_query(&self) -> bool {
        self.mem.is_query()
    }
    /// Record `plan`'s footprint in the running maximum (for code that joins the memory model).
    pub fn set_optimal_device_memory_size(&mut self, plan: &WorkspacePlan) -> Result<Status> {
        self.mem.set_optimal(plan.footprint())
    }

    // ------------------------------------------------------------------ borrowing

    /// Borrow workspace laid out by `plan` until the guard is dropped (never in query mode).
    pub fn workspace(&mut self, plan: &WorkspacePlan) -> Result<Workspace<'_>> {
        self.workspace_best(std::slice::from_ref(plan))
    }

    /// Borrow the first of `plans` that can be served, in order of preference: the
    /// `perf_degraded` helper. [`Workspace::degraded`] tells whether a fallback was served.
    pub fn workspace_best(&mut self, plans: &[WorkspacePlan]) -> Result<Workspace<'_>> {
        if self.mem.is_query() {
            bail!(
                Status::InvalidValue,
                "workspace borrowed during a size query"
            );
        }
        let captured = self.mem.capturing()?;
        Workspace::borrow(&mut self.mem, plans, captured)
    }

    /// The borrow of the call driver ([`crate::call`]), which knows the capture state already.
    pub(crate) fn workspace_for_call(
        &mut self,
        plans: &[WorkspacePlan],
        captured: bool,
    ) -> Result<Workspace<'_>> {
        Workspace::borrow(&mut self.mem, plans, captured)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        if let Err(e) = self.mem.destroy() {
            warn!("handle destroy: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The only unit test that sets `OXBLAS_BACKEND` (the others never read it).
    #[test]
    fn oxblas_backend_errors_say_what_to_do() {
        let err = |value: &str| {
            std::env::set_var("OXBLAS_BACKEND", value);
            let e = Device::default_device().expect_err(value);
            std::env::remove_var("OXBLAS_BACKEND");
            assert_eq!(e.status(), Status::InvalidValue, "{value}");
            e.to_string()
        };
        let unknown = err("foo");
        assert!(unknown.contains("\"foo\""), "{unknown}");
        assert!(
            unknown.contains("valid values: host, nvidia, amd, gpu"),
            "{unknown}"
        );
        if !cfg!(feature = "nvidia") {
            let m = err(" NVIDIA ");
            assert!(m.contains("--features nvidia"), "{m}");
            assert!(m.contains("-DOXBLAS_BACKEND=nvidia"), "{m}");
        }
        if !cfg!(feature = "amd") {
            let m = err("amd");
            assert!(m.contains("--features amd") && m.contains("-DOXBLAS_BACKEND=amd"));
        }
        if !cfg!(feature = "gpu") {
            let m = err("gpu");
            assert!(m.contains("no GPU backend") && m.contains("--features nvidia"));
        }
        std::env::set_var("OXBLAS_BACKEND", "host");
        let host = Device::default_device();
        std::env::remove_var("OXBLAS_BACKEND");
        assert_eq!(host.unwrap().kind(), BackendKind::Host);
    }
}
