//! The backend interface: what the memory model and the routines need from a device.
//!
//! The host backend implements it with host memory and synchronous queues; the GPU backends
//! implement it through the cxx bridge over the HIP runtime layer in `hip/`. Addresses are plain
//! integers here: only the safe types of [`crate::memory`] hand them to users.

use std::fmt;
use std::sync::Arc;

use crate::launch::{GemmDesc, GemvDesc, ReduceDesc, SymvDesc, TriBlockDesc, TriDesc};
// The symmetric/Hermitian level 3.
use crate::launch::SymDesc;
// solver
use crate::launch::SolverDesc;
use crate::status::Result;

#[cfg(feature = "gpu")]
pub mod gpu;
pub mod host;

/// A device address (host address on the host backend). Zero is null.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct DevicePtr(pub u64);

impl DevicePtr {
    /// The null address (no allocation).
    pub const NULL: DevicePtr = DevicePtr(0);
    /// Whether this is the null address.
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
    /// The address `bytes` further on.
    pub fn offset(self, bytes: usize) -> DevicePtr {
        DevicePtr(self.0 + bytes as u64)
    }
}

// SAFETY: a `DevicePtr` is a plain `u64` (repr(transparent)) with no host pointer or Drop inside,
// so a bitwise copy to and from device memory is a valid value.
unsafe impl crate::types::DeviceCopy for DevicePtr {}

/// How a new stream orders against the legacy null stream (`StreamId::DEFAULT`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum StreamFlags {
    /// Work on the null stream waits for it and it for the null stream (`cudaStreamDefault`):
    /// what callers of a BLAS expect from a plain stream.
    #[default]
    Default,
    /// No implicit ordering with the null stream (`cudaStreamNonBlocking`). Needed to capture a
    /// graph on a stream while other threads use the null stream (synchronous copies to and
    /// from the host, for instance): the runtime refuses to make the null stream wait for a
    /// capturing stream and invalidates the capture.
    NonBlocking,
    /// Non-blocking, at the device's greatest priority: its kernels' blocks are dispatched
    /// before the waiting blocks of lower-priority streams' kernels (`cudaStreamCreateWithPriority`).
    /// oxblas's look-ahead lane ([`crate::Handle`]'s second stream) is one; an application may
    /// use it for latency-critical work beside long kernels.
    HighPriority,
    /// Non-blocking, and its kernels run on every multiprocessor but one group that holds a
    /// thread-block cluster of [`SPARED_CLUSTER`] blocks, so that another stream's cluster
    /// launches find that group free of its blocks (NVIDIA: a CUDA green context of the other
    /// multiprocessors). oxblas's look-ahead runs getrf's trailing updates on one beside the
    /// lane's cluster panels. Where the device cannot be partitioned (AMD, a GPU without
    /// clusters, a driver that refuses the split; the host backend) creation fails with
    /// `not_implemented`.
    SparesCluster,
}

/// The blocks of the cluster a [`StreamFlags::SparesCluster`] stream leaves room for: sm_90's
/// largest (non-portable) cluster, that of getrf's cluster panels.
pub const SPARED_CLUSTER: u32 = 16;

/// A stream of the backend. `StreamId::DEFAULT` (0) is the null stream.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StreamId(pub u64);

impl StreamId {
    /// The backend's default (null) stream, which every backend has.
    pub const DEFAULT: StreamId = StreamId(0);
}

/// An event of the backend (used to order a new stream after the arena's last use).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EventId(pub u64);

/// A captured graph (instantiated, launchable).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GraphId(pub u64);

/// Whether a stream is being captured into a graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureStatus {
    /// Not capturing: enqueued work runs.
    None,
    /// Capturing: enqueued work is recorded into the graph, not run.
    Active,
    /// Capture was invalidated by an illegal operation; it must be ended.
    Invalidated,
}

/// Which implementation a handle runs on. Logged at creation, queryable on the handle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BackendKind {
    /// The reference backend: host memory, synchronous queues; always built.
    Host,
    /// NVIDIA GPUs through CUDA (`--features nvidia`).
    Nvidia,
    /// AMD GPUs through HIP (`--features amd`).
    Amd,
}

impl fmt::Display for BackendKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BackendKind::Host => "host",
            BackendKind::Nvidia => "nvidia",
            BackendKind::Amd => "amd",
        })
    }
}

/// What the routines' launch plans and the default workspace size depend on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceProperties {
    /// The device's marketing name as the runtime reports it (`"host"` on the host backend).
    pub name: String,
    /// Architecture name (`sm_90`, `gfx90a`, `host`).
    pub arch: String,
    /// Streaming multiprocessors (NVIDIA) or compute units (AMD); sizes the grid of split
    /// reductions.
    pub multiprocessors: u32,
    /// Threads per warp (32) or wavefront (64 on gfx90a).
    pub warp_size: u32,
    /// The largest block the device runs, in threads.
    pub max_threads_per_block: u32,
    /// Device memory in bytes.
    pub total_memory: u64,
}

/// One kernel launch: a family's descriptor (defined once for Rust and C++ in
/// `bridge/launch.rs`). The backend runs it as it is; the family's front end filled it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Launch {
    /// A level-1 reduction (asum, nrm2, dot, dotc, iamax, iamin).
    Reduce(ReduceDesc),
    /// gemv.
    Gemv(GemvDesc),
    /// symv and hemv.
    Symv(SymvDesc),
    /// trmv, tbmv, tpmv and trsv.
    Tri(TriDesc),
    /// gemm (level 3).
    Gemm(GemmDesc),
    /// Level-3 triangular family (trsm, trtri, trmm): its helper kernels.
    TriBlock(TriBlockDesc),
    // The symmetric/Hermitian level 3.
    /// syrk, herk, syr2k, her2k, syrkx, herkx, symm, hemm: their non-gemm steps.
    Sym(SymDesc),
    // solver
    /// The solver's kernels (getf2 panels, laswp, potf2, triangular blocks).
    Solver(SolverDesc),
}

impl Launch {
    /// The family's name, for messages.
    pub fn family(&self) -> &'static str {
        match self {
            Launch::Reduce(_) => "reduction",
            Launch::Gemv(_) => "gemv",
            Launch::Symv(_) => "symv",
            Launch::Tri(_) => "triangular level 2",
            Launch::Gemm(_) => "gemm",
            Launch::TriBlock(_) => "triangular level 3",
            // The symmetric/Hermitian level 3.
            Launch::Sym(_) => "symmetric level 3",
            // solver
            Launch::Solver(_) => "solver",
        }
    }
}

/// The device interface. Object safe: handles hold an `Arc<dyn Backend>`.
///
/// Stream operations are enqueued (asynchronous) unless named `synchronize`; a host backend may
/// run them at once as long as the observable order is that of a stream. While a stream is
/// capturing, enqueued operations are recorded into the graph instead of run.
///
/// # Safety of the unsafe methods
/// Callers pass addresses that the backend allocated (or valid host memory for the host side of
/// copies), large enough for the byte counts given, and keep them alive until the stream has
/// executed the operation.
// The safety contract of every unsafe method is the one above.
#[allow(clippy::missing_safety_doc)]
pub trait Backend: Send + Sync + fmt::Debug {
    /// Which implementation this is.
    fn kind(&self) -> BackendKind;
    /// The device's properties, read once when the backend was opened.
    fn properties(&self) -> &DeviceProperties;
    /// `DEF` (`docs/memory-model.md#def-and-f`): the size in bytes a managed handle starts with
    /// and pads every growth with.
    fn default_workspace_size(&self) -> usize {
        32 << 20
    }

    // ---- memory ----
    /// Synchronous (classic) allocation, at least 256-byte aligned.
    fn malloc(&self, bytes: usize) -> Result<DevicePtr>;
    /// Free a `malloc` allocation. May synchronize the device (as `hipFree` does).
    unsafe fn free(&self, ptr: DevicePtr) -> Result<()>;
    /// Stream-ordered allocation from the backend's own pool (never the process-wide one).
    fn malloc_async(&self, bytes: usize, stream: StreamId) -> Result<DevicePtr>;
    /// Stream-ordered free on `stream`.
    unsafe fn free_async(&self, ptr: DevicePtr, stream: StreamId) -> Result<()>;
    /// Enqueue a copy of `bytes` bytes from host memory at `src` to device memory at `dst`. The
    /// host memory must stay valid until the stream has run the copy.
    unsafe fn memcpy_htod(
        &self,
        dst: DevicePtr,
        src: *const u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    /// Enqueue a copy of `bytes` bytes from device memory at `src` to host memory at `dst`; the
    /// host memory holds the data once the stream has run the copy.
    unsafe fn memcpy_dtoh(
        &self,
        dst: *mut u8,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    /// Enqueue a copy of `bytes` bytes between two device allocations.
    unsafe fn memcpy_dtod(
        &self,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    /// Enqueue setting `bytes` bytes of device memory at `dst` to `value`.
    unsafe fn memset(
        &self,
        dst: DevicePtr,
        value: u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;

    // ---- streams, events, capture ----
    /// Create a stream owned by this backend: `StreamFlags::Default` orders against the legacy
    /// null stream (as the runtime's plain streams do), `NonBlocking` does not.
    fn stream_create(&self, flags: StreamFlags) -> Result<StreamId>;
    /// Destroy a stream `stream_create` made, after its queued work has run.
    fn stream_destroy(&self, stream: StreamId) -> Result<()>;
    /// Wait on the host until everything enqueued on `stream` has run.
    fn stream_synchronize(&self, stream: StreamId) -> Result<()>;
    /// Whether `stream` names a live stream of this backend (created or adopted by it).
    fn stream_is_valid(&self, stream: StreamId) -> bool;
    /// Accept a stream the application created with the runtime itself (a `cudaStream_t` or
    /// `hipStream_t` value), so handles can use it. oxblas never destroys an adopted stream.
    /// The host backend has no foreign streams: it accepts only streams it knows.
    fn adopt_stream(&self, stream: StreamId) -> Result<()> {
        if self.stream_is_valid(stream) {
            Ok(())
        } else {
            crate::status::bail!(
                crate::Status::InvalidValue,
                "stream {:?} is not a stream of this backend",
                stream
            )
        }
    }
    /// Create an event.
    fn event_create(&self) -> Result<EventId>;
    /// Destroy an event.
    fn event_destroy(&self, event: EventId) -> Result<()>;
    /// Record `event` on `stream`: it completes when the work enqueued so far has run.
    fn event_record(&self, event: EventId, stream: StreamId) -> Result<()>;
    /// Make `stream` wait (on the device) until `event` has completed.
    fn stream_wait_event(&self, stream: StreamId, event: EventId) -> Result<()>;
    /// Whether `stream` is being captured into a graph.
    fn capture_status(&self, stream: StreamId) -> Result<CaptureStatus>;
    /// Start capturing `stream`: later enqueued work is recorded, not run.
    fn begin_capture(&self, stream: StreamId) -> Result<()>;
    /// End the capture and instantiate the graph.
    fn end_capture(&self, stream: StreamId) -> Result<GraphId>;
    /// Enqueue one run of a captured graph on `stream`.
    fn graph_launch(&self, graph: GraphId, stream: StreamId) -> Result<()>;
    /// Destroy a graph `end_capture` returned.
    fn graph_destroy(&self, graph: GraphId) -> Result<()>;

    // ---- kernels ----
    /// Enqueue one launch descriptor on `stream`. Every code in it is checked (an unknown one
    /// is `invalid_value`); the addresses are the caller's contract (see the trait's safety).
    unsafe fn launch(&self, launch: &Launch, stream: StreamId) -> Result<()>;
    /// Whether kernels that split one problem over several blocks finish with completion
    /// counters: zeroed device memory each handle owns for its lifetime
    /// (`crate::call::LaunchCtx::counters`). Otherwise such kernels are not given any.
    fn uses_completion_counters(&self) -> bool {
        false
    }

    // ---- several GPUs (issue 13)
    /// The device ordinal this backend drives (0 on the host backend).
    fn ordinal(&self) -> usize {
        0
    }
    /// Make this backend's device current on the calling thread. Returns the device that was
    /// current when it had to switch (for [`Backend::restore_current`]), `None` when it already
    /// was (the common case costs one query, no switch). See [`DeviceScope`].
    fn make_current(&self) -> Result<Option<i32>> {
        Ok(None)
    }
    /// Make `previous` (from [`Backend::make_current`]) current again.
    fn restore_current(&self, _previous: i32) {}
    /// Free and total device memory in bytes, as the runtime reports them; `None` where the
    /// backend has no such notion (the host backend).
    fn memory_info(&self) -> Result<Option<(u64, u64)>> {
        Ok(None)
    }
    /// Give memory the backend keeps for reuse (the stream-ordered pool's freed blocks) back to
    /// the device; live allocations are not touched.
    fn release_cached_memory(&self) -> Result<()> {
        Ok(())
    }
}

/// The backend's device made current for a scope, and the caller's device restored at its end
/// (several GPUs: a handle works on its own device whatever device the calling thread has
/// current; `docs/memory-model.md` and the README's "Several GPUs").
#[must_use = "the caller's device is restored when the scope is dropped"]
pub struct DeviceScope<'a> {
    backend: &'a dyn Backend,
    previous: Option<i32>,
}

impl<'a> DeviceScope<'a> {
    /// Make `backend`'s device current until the scope is dropped.
    pub fn enter(backend: &'a dyn Backend) -> Result<DeviceScope<'a>> {
        Ok(DeviceScope {
            backend,
            previous: backend.make_current()?,
        })
    }
    /// Whether entering had to switch the calling thread's device.
    pub fn switched(&self) -> bool {
        self.previous.is_some()
    }
}

impl Drop for DeviceScope<'_> {
    fn drop(&mut self) {
        if let Some(p) = self.previous {
            self.backend.restore_current(p);
        }
    }
}

/// The backend a plain [`Handle::new`](crate::Handle::new) uses.
///
/// `OXBLAS_BACKEND` = `host` | `nvidia` | `amd` | `gpu` (the GPU backend built in) picks one;
/// unset means the GPU backend this build was compiled with, or the host backend when there is
/// none. A GPU backend is opened on the calling thread's current device ([`current_ordinal`]). A GPU backend with no device is an error (`no_device`), never a silent fall-back to the
/// host. Any other value, or a backend this build lacks, is `invalid_value` with a message that
/// lists the valid values or says how to build the missing backend.
pub fn default_backend() -> Result<Arc<dyn Backend>> {
    default_backend_on(None)
}

/// [`default_backend`] on device `ordinal` instead of the calling thread's current device (the
/// host backend has device 0 only; another ordinal is `no_device`).
pub fn backend_on(ordinal: usize) -> Result<Arc<dyn Backend>> {
    default_backend_on(Some(ordinal))
}

/// How many devices [`backend_on`] can open: the GPUs the runtime sees when the default backend
/// is a GPU backend, 1 on the host backend.
pub fn device_count() -> usize {
    #[cfg(feature = "gpu")]
    if !host_selected() {
        return gpu::GpuBackend::device_count();
    }
    1
}

/// The calling thread's current device on the compiled GPU backend (0 without one, or when the
/// runtime cannot tell): where `oxblas_create_handle` and [`crate::Handle::new`] put a handle.
pub fn current_ordinal() -> usize {
    #[cfg(feature = "gpu")]
    if !host_selected() {
        return gpu::GpuBackend::current_ordinal();
    }
    0
}

/// Make `ordinal` the calling thread's current device on the compiled GPU backend, as an
/// application does with `cudaSetDevice` (tests of several GPUs use it to check that oxblas
/// restores the caller's device). Without a GPU backend only device 0 exists.
#[doc(hidden)]
pub fn set_current_ordinal(ordinal: usize) -> Result<()> {
    #[cfg(feature = "gpu")]
    if !host_selected() {
        return gpu::GpuBackend::set_current_ordinal(ordinal);
    }
    if ordinal != 0 {
        crate::status::bail!(crate::Status::NoDevice, "no device {ordinal}");
    }
    Ok(())
}

/// `OXBLAS_BACKEND=host`.
#[cfg(feature = "gpu")]
fn host_selected() -> bool {
    std::env::var("OXBLAS_BACKEND").is_ok_and(|v| v.trim().eq_ignore_ascii_case("host"))
}

fn host_on(ordinal: Option<usize>) -> Result<Arc<dyn Backend>> {
    match ordinal {
        None | Some(0) => Ok(host::HostBackend::shared()),
        Some(o) => crate::status::bail!(
            crate::Status::NoDevice,
            "the host backend has device 0 only (asked for device {o})"
        ),
    }
}

#[cfg(feature = "gpu")]
fn gpu_on(ordinal: Option<usize>) -> Result<Arc<dyn Backend>> {
    let o = ordinal.unwrap_or_else(current_ordinal);
    let o = i32::try_from(o).map_err(|_| {
        crate::Error::new(crate::Status::NoDevice, format!("no GPU with ordinal {o}"))
    })?;
    gpu::GpuBackend::open(o)
}

fn default_backend_on(ordinal: Option<usize>) -> Result<Arc<dyn Backend>> {
    let wanted = std::env::var("OXBLAS_BACKEND").ok();
    match wanted
        .as_deref()
        .map(str::trim)
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None | Some("") => compiled_default(ordinal),
        Some("host") => host_on(ordinal),
        #[cfg(feature = "nvidia")]
        Some("nvidia") | Some("gpu") => gpu_on(ordinal),
        #[cfg(feature = "amd")]
        Some("amd") | Some("gpu") => gpu_on(ordinal),
        // A backend this build lacks (the arms above catch those it has), or no backend at all.
        Some(other) => {
            let built = built_backends().join(", ");
            match other {
                "nvidia" | "amd" => crate::status::bail!(
                    crate::Status::InvalidValue,
                    "OXBLAS_BACKEND={other}: this build has no {other} backend (built: {built}); \
                     build it with `cargo build --features {other}` (Rust) or \
                     `-DOXBLAS_BACKEND={other}` (CMake)"
                ),
                "gpu" => crate::status::bail!(
                    crate::Status::InvalidValue,
                    "OXBLAS_BACKEND=gpu: this build has no GPU backend (built: {built}); build one \
                     with `cargo build --features nvidia` or `--features amd` (Rust), or \
                     `-DOXBLAS_BACKEND=nvidia` or `amd` (CMake)"
                ),
                _ => crate::status::bail!(
                    crate::Status::InvalidValue,
                    "OXBLAS_BACKEND={:?}: unknown backend; valid values: host, nvidia, amd, gpu \
                     (the GPU backend built in), or unset for the default (built: {built})",
                    wanted.as_deref().unwrap_or_default()
                ),
            }
        }
    }
}

fn compiled_default(ordinal: Option<usize>) -> Result<Arc<dyn Backend>> {
    #[cfg(feature = "gpu")]
    {
        gpu_on(ordinal)
    }
    #[cfg(not(feature = "gpu"))]
    {
        host_on(ordinal)
    }
}

/// The GPU backend compiled into this build (device 0), or `None` in a host-only build. Tests
/// use it to run one suite against every backend present.
pub fn compiled_gpu_backend() -> Option<Result<Arc<dyn Backend>>> {
    #[cfg(feature = "gpu")]
    {
        Some(gpu::GpuBackend::open(0))
    }
    #[cfg(not(feature = "gpu"))]
    {
        None
    }
}

/// Names of the backends compiled into this build.
pub fn built_backends() -> Vec<&'static str> {
    let mut v = vec!["host"];
    if cfg!(feature = "nvidia") {
        v.push("nvidia");
    }
    if cfg!(feature = "amd") {
        v.push("amd");
    }
    v
}
