//! The backend interface: what the memory model and the routines need from a device.
//!
//! The host backend implements it with host memory and synchronous queues; the GPU backends
//! implement it through the cxx bridge over the HIP runtime layer in `hip/`. Addresses are plain
//! integers here: only the safe types of [`crate::memory`] hand them to users.

use std::fmt;
use std::sync::Arc;

use crate::status::Result;
use crate::types::DType;

#[cfg(feature = "gpu")]
pub mod gpu;
pub mod host;

/// A device address (host address on the host backend). Zero is null.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct DevicePtr(pub u64);

impl DevicePtr {
    pub const NULL: DevicePtr = DevicePtr(0);
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
    /// The address `bytes` further on.
    pub fn offset(self, bytes: usize) -> DevicePtr {
        DevicePtr(self.0 + bytes as u64)
    }
}

// SAFETY: an address is plain data.
unsafe impl crate::types::DeviceCopy for DevicePtr {}

/// A stream of the backend. `StreamId::DEFAULT` (0) is the null stream.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StreamId(pub u64);

impl StreamId {
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
    None,
    Active,
    /// Capture was invalidated by an illegal operation; it must be ended.
    Invalidated,
}

/// Which implementation a handle runs on. Logged at creation, queryable on the handle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BackendKind {
    Host,
    Nvidia,
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
    pub name: String,
    /// Architecture name (`sm_90`, `gfx90a`, `host`).
    pub arch: String,
    pub multiprocessors: u32,
    pub warp_size: u32,
    pub max_threads_per_block: u32,
    pub total_memory: u64,
}

/// The reduction a launch performs.
#[repr(u32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    Asum = 0,
    Nrm2 = 1,
    /// Unconjugated dot (`dotu` for complex types).
    Dot = 2,
    /// Conjugated dot: `sum(conj(x_i) * y_i)`.
    Dotc = 3,
    Iamax = 4,
    Iamin = 5,
}

impl ReduceOp {
    pub fn has_y(self) -> bool {
        matches!(self, ReduceOp::Dot | ReduceOp::Dotc)
    }
    pub fn is_index(self) -> bool {
        matches!(self, ReduceOp::Iamax | ReduceOp::Iamin)
    }
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Asum => "asum",
            ReduceOp::Nrm2 => "nrm2",
            ReduceOp::Dot => "dot",
            ReduceOp::Dotc => "dotc",
            ReduceOp::Iamax => "iamax",
            ReduceOp::Iamin => "iamin",
        }
    }
}

/// Where the vectors of each batch start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VectorLayout {
    /// Batch `b` starts at `base + b * stride` elements (plain calls: batch 1, stride 0).
    Strided { base: DevicePtr, stride: i64 },
    /// Batch `b` starts at the device pointer stored at `pointers[b]` (a device array).
    Array { pointers: DevicePtr },
}

/// One vector operand: layout of the batch and the BLAS increment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VectorArg {
    pub layout: VectorLayout,
    /// BLAS increment. Negative: element `i` is at `(n-1-i)*|inc|`. Zero (dot only): broadcast.
    pub inc: i64,
}

/// Everything a reduction kernel needs, computed by the Rust front end. Kernels allocate nothing:
/// `partials` is a workspace slot of `blocks_per_batch * batch * op_partial_bytes(op)` bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ReduceLaunch {
    pub op: ReduceOp,
    pub dtype: DType,
    pub n: i64,
    pub batch: i64,
    pub x: VectorArg,
    pub y: Option<VectorArg>,
    pub blocks_per_batch: u32,
    pub threads_per_block: u32,
    /// Workspace slot for the per-block partial results (null when `blocks_per_batch == 1`).
    pub partials: DevicePtr,
    /// The handle's completion counters, one `u32` per batch, zero before and after the launch
    /// (null when `blocks_per_batch == 1` or the backend does not use them). Null with several
    /// blocks: the GPU runs a second kernel that combines the partials.
    pub counters: DevicePtr,
    /// Device address of `batch` contiguous results (real type for asum/nrm2, element type for
    /// dot, `index_bytes`-wide 1-based indices for iamax/iamin).
    pub result: DevicePtr,
    /// 4 or 8: width of the index results.
    pub index_bytes: u32,
    /// Work schedule of the blocks of a batch: `false`, block `k` reads the `k`-th contiguous
    /// chunk; `true`, the blocks take turns over groups of loads across the whole vector (GPU
    /// kernels). Either way partial `k` is block `k`'s; the host backend always uses chunks.
    pub interleave: bool,
}

/// Bytes of one per-block partial result: accumulators are f64 (or complex f64) for every type.
pub fn op_partial_bytes(op: ReduceOp) -> usize {
    match op {
        ReduceOp::Asum => 8,
        // Three scaled sums of squares (Blue's algorithm): small, medium, big.
        ReduceOp::Nrm2 => 24,
        ReduceOp::Dot | ReduceOp::Dotc => 16,
        // (value f64, index i64).
        ReduceOp::Iamax | ReduceOp::Iamin => 16,
    }
}

/// Bytes of one result element of `op` on `dtype`.
pub fn op_result_bytes(op: ReduceOp, dtype: DType, index_bytes: u32) -> usize {
    match op {
        ReduceOp::Asum | ReduceOp::Nrm2 => dtype.real_size(),
        ReduceOp::Dot | ReduceOp::Dotc => dtype.size(),
        ReduceOp::Iamax | ReduceOp::Iamin => index_bytes as usize,
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
    fn kind(&self) -> BackendKind;
    fn properties(&self) -> &DeviceProperties;
    /// `DEF` of the spec: the size a managed handle starts with and pads growth with.
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
    unsafe fn memcpy_htod(
        &self,
        dst: DevicePtr,
        src: *const u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    unsafe fn memcpy_dtoh(
        &self,
        dst: *mut u8,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    unsafe fn memcpy_dtod(
        &self,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;
    unsafe fn memset(
        &self,
        dst: DevicePtr,
        value: u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()>;

    // ---- streams, events, capture ----
    fn stream_create(&self) -> Result<StreamId>;
    fn stream_destroy(&self, stream: StreamId) -> Result<()>;
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
    fn event_create(&self) -> Result<EventId>;
    fn event_destroy(&self, event: EventId) -> Result<()>;
    fn event_record(&self, event: EventId, stream: StreamId) -> Result<()>;
    /// Make `stream` wait (on the device) until `event` has completed.
    fn stream_wait_event(&self, stream: StreamId, event: EventId) -> Result<()>;
    fn capture_status(&self, stream: StreamId) -> Result<CaptureStatus>;
    fn begin_capture(&self, stream: StreamId) -> Result<()>;
    /// End the capture and instantiate the graph.
    fn end_capture(&self, stream: StreamId) -> Result<GraphId>;
    fn graph_launch(&self, graph: GraphId, stream: StreamId) -> Result<()>;
    fn graph_destroy(&self, graph: GraphId) -> Result<()>;

    // ---- kernels ----
    /// Enqueue a reduction (one kernel launch on the GPU; two for a split without counters).
    unsafe fn reduce(&self, launch: &ReduceLaunch, stream: StreamId) -> Result<()>;
    /// Whether split reductions (several blocks per batch) need completion counters: zeroed
    /// device memory that each handle owns for its lifetime (see `level1::plan`).
    fn uses_completion_counters(&self) -> bool {
        false
    }
}

/// The backend a plain [`Handle::new`](crate::Handle::new) uses.
///
/// `OXBLAS_BACKEND` = `host` | `nvidia` | `amd` picks one; unset means the GPU backend this build
/// was compiled with, or the host backend when there is none. A GPU backend with no device is an
/// error (`no_device`), never a silent fall-back to the host.
pub fn default_backend() -> Result<Arc<dyn Backend>> {
    let wanted = std::env::var("OXBLAS_BACKEND").ok();
    match wanted
        .as_deref()
        .map(str::trim)
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None | Some("") => compiled_default(),
        Some("host") => Ok(host::HostBackend::shared()),
        #[cfg(feature = "nvidia")]
        Some("nvidia") | Some("gpu") => gpu::GpuBackend::open(0),
        #[cfg(feature = "amd")]
        Some("amd") | Some("gpu") => gpu::GpuBackend::open(0),
        Some(other) => crate::status::bail!(
            crate::Status::InvalidValue,
            "OXBLAS_BACKEND={other:?}: not built into this library (built: {})",
            built_backends().join(", ")
        ),
    }
}

fn compiled_default() -> Result<Arc<dyn Backend>> {
    #[cfg(feature = "gpu")]
    {
        gpu::GpuBackend::open(0)
    }
    #[cfg(not(feature = "gpu"))]
    {
        Ok(host::HostBackend::shared())
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
