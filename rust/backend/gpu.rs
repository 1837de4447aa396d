//! The GPU backend: [`Backend`] over the HIP runtime layer in `hip/` (CUDA on NVIDIA), through
//! the cxx bridge in `bridge/`. One process-wide instance per device ([`GpuBackend::open`]).
//!
//! Streams, events and graphs are runtime handles passed as integers (a `StreamId` is the raw
//! `cudaStream_t`/`hipStream_t`); this side keeps the set of live ones so that a stale id is an
//! `invalid_value` error (as on the host backend). An application's own stream must be adopted
//! first ([`Backend::adopt_stream`]: probing arbitrary values through the CUDA runtime can
//! crash, so oxblas never guesses); it is never destroyed by oxblas. Stream-ordered allocations come
//! from a memory pool oxblas owns (release threshold `u64::MAX`); the device's default pool is
//! never touched.

#[cfg(all(feature = "nvidia", feature = "amd"))]
compile_error!("features `nvidia` and `amd` are mutually exclusive: enable one GPU vendor");

#[path = "../../bridge/ffi.rs"]
mod bridge;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use log::{info, warn};

use bridge::ffi;
use ffi::{GpuStatus, Rc};

use super::*;
use crate::status::{bail, Error, Status};

// SAFETY: the context holds a device ordinal and a pool handle, both immutable after creation;
// the HIP/CUDA runtime calls it makes are thread-safe.
unsafe impl Send for ffi::GpuContext {}
// SAFETY: every method takes `&self` and only reads those immutable fields before calling the
// runtime, which serializes what needs serializing itself.
unsafe impl Sync for ffi::GpuContext {}

#[derive(Default)]
struct Live {
    streams: HashSet<u64>,
    events: HashSet<u64>,
    graphs: HashSet<u64>,
    capturing: HashSet<u64>,
    /// Streams the application created (e.g. its own `cudaStream_t`) and handed to a handle:
    /// usable, never destroyed by oxblas.
    foreign: HashSet<u64>,
}

/// See the module documentation.
pub struct GpuBackend {
    ordinal: i32,
    props: DeviceProperties,
    default_size: usize,
    ctx: cxx::UniquePtr<ffi::GpuContext>,
    live: Mutex<Live>,
}

impl fmt::Debug for GpuBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GpuBackend")
            .field("kind", &Self::KIND)
            .field("ordinal", &self.ordinal)
            .field("props", &self.props)
            .finish()
    }
}

/// The runtime error of `rc` as an oxblas status (`docs/memory-model.md#runtime-errors`).
fn status_of(s: GpuStatus) -> Status {
    match s {
        GpuStatus::Success => Status::Success,
        GpuStatus::NoDevice => Status::NoDevice,
        GpuStatus::OutOfMemory => Status::MemoryError,
        GpuStatus::InvalidPointer => Status::InvalidPointer,
        GpuStatus::InvalidHandle => Status::InvalidHandle,
        GpuStatus::ArchMismatch => Status::ArchMismatch,
        GpuStatus::NotSupported => Status::NotImplemented,
        // hipErrorInvalidValue and everything unexpected: internal_error.
        _ => Status::InternalError,
    }
}

#[track_caller]
fn check(rc: Rc, what: impl FnOnce() -> String) -> Result<()> {
    if rc.status == GpuStatus::Success {
        return Ok(());
    }
    Err(Error::new(
        status_of(rc.status),
        format!("{}: {} ({})", what(), ffi::error_string(rc.code), rc.code),
    ))
}

impl GpuBackend {
    const KIND: BackendKind = if cfg!(feature = "nvidia") {
        BackendKind::Nvidia
    } else {
        BackendKind::Amd
    };

    /// The shared backend of device `ordinal`, created on first use. With no usable device
    /// (no GPU, no driver) this is an error with [`Status::NoDevice`], logged, never a panic.
    pub fn open(ordinal: i32) -> Result<Arc<dyn Backend>> {
        Ok(Self::open_typed(ordinal)?)
    }

    /// As [`GpuBackend::open`], with the concrete type.
    pub fn open_typed(ordinal: i32) -> Result<Arc<GpuBackend>> {
        static OPEN: OnceLock<Mutex<HashMap<i32, Arc<GpuBackend>>>> = OnceLock::new();
        let mut open = OPEN
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(b) = open.get(&ordinal) {
            return Ok(b.clone());
        }
        let b = Arc::new(Self::create(ordinal).inspect_err(|e| {
            warn!(
                "oxblas: {} backend unavailable (device {ordinal}): {e}",
                Self::KIND
            );
        })?);
        info!(
            "oxblas: {} device {ordinal}: {} ({}, {} multiprocessors, warp {}, {} MiB)",
            Self::KIND,
            b.props.name,
            b.props.arch,
            b.props.multiprocessors,
            b.props.warp_size,
            b.props.total_memory >> 20
        );
        open.insert(ordinal, b.clone());
        Ok(b)
    }

    /// Number of devices the runtime sees (0 with no driver).
    pub fn device_count() -> usize {
        let mut n = 0;
        let rc = ffi::device_count(&mut n);
        if rc.status == GpuStatus::Success {
            n.max(0) as usize
        } else {
            0
        }
    }

    /// The calling thread's current device (0 when the runtime cannot tell, e.g. no driver).
    pub fn current_ordinal() -> usize {
        let mut d = -1;
        let rc = ffi::current_device(&mut d);
        if rc.status == GpuStatus::Success {
            d.max(0) as usize
        } else {
            0
        }
    }

    /// Make `ordinal` the calling thread's current device (`backend::set_current_ordinal`).
    pub fn set_current_ordinal(ordinal: usize) -> Result<()> {
        let o = i32::try_from(ordinal)
            .map_err(|_| Error::new(Status::NoDevice, format!("no GPU with ordinal {ordinal}")))?;
        check(ffi::set_device(o), || format!("making device {o} current"))
    }

    /// This device made current until the scope ends (every runtime call below runs in one).
    fn on_device(&self) -> Result<DeviceScope<'_>> {
        DeviceScope::enter(self)
    }

    fn create(ordinal: i32) -> Result<GpuBackend> {
        let mut info = ffi::DeviceInfo {
            name: String::new(),
            arch: String::new(),
            multiprocessors: 0,
            warp_size: 0,
            max_threads_per_block: 0,
            total_memory: 0,
        };
        let mut rc = Rc {
            status: GpuStatus::Success,
            code: 0,
        };
        let ctx = ffi::open_device(ordinal, &mut info, &mut rc);
        if ctx.is_null() {
            if rc.status == GpuStatus::NoDevice && rc.code == 0 {
                bail!(Status::NoDevice, "no GPU with ordinal {ordinal}");
            }
            check(rc, || format!("opening GPU {ordinal}"))?;
            bail!(Status::InternalError, "opening GPU {ordinal} failed");
        }
        // DEF: 128 MiB on gfx94x/gfx95x, else 32 MiB, as rocBLAS (docs/memory-model.md#def-and-f).
        let big = info.arch.starts_with("gfx94") || info.arch.starts_with("gfx95");
        Ok(GpuBackend {
            ordinal,
            default_size: if big { 128 << 20 } else { 32 << 20 },
            props: DeviceProperties {
                name: info.name,
                arch: info.arch,
                multiprocessors: info.multiprocessors,
                warp_size: info.warp_size,
                max_threads_per_block: info.max_threads_per_block,
                total_memory: info.total_memory,
            },
            ctx,
            live: Mutex::new(Live::default()),
        })
    }

    fn live(&self) -> MutexGuard<'_, Live> {
        self.live.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn check_stream(&self, stream: StreamId) -> Result<()> {
        if stream != StreamId::DEFAULT && !self.stream_is_valid(stream) {
            bail!(
                Status::InvalidValue,
                "stream {:?} is not a live stream of this device",
                stream
            );
        }
        Ok(())
    }

    fn check_event(&self, event: EventId) -> Result<()> {
        if !self.live().events.contains(&event.0) {
            bail!(Status::InvalidValue, "event {:?} is not live", event);
        }
        Ok(())
    }

    /// A byte operation on `stream`: stream checked, nothing enqueued for 0 bytes.
    #[track_caller]
    fn bytes_op(
        &self,
        stream: StreamId,
        bytes: usize,
        what: &str,
        op: impl FnOnce(u64) -> Rc,
    ) -> Result<()> {
        self.check_stream(stream)?;
        if bytes == 0 {
            return Ok(());
        }
        let _on = self.on_device()?;
        check(op(bytes as u64), || format!("{what} of {bytes} B"))
    }

    fn raw_capture_status(&self, stream: StreamId) -> Result<CaptureStatus> {
        let mut s = 0;
        check(self.ctx.capture_status(stream.0, &mut s), || {
            format!("capture status of {stream:?}")
        })?;
        Ok(match s {
            0 => CaptureStatus::None,
            1 => CaptureStatus::Active,
            _ => CaptureStatus::Invalidated,
        })
    }
}

impl Backend for GpuBackend {
    fn kind(&self) -> BackendKind {
        Self::KIND
    }
    fn properties(&self) -> &DeviceProperties {
        &self.props
    }
    fn default_workspace_size(&self) -> usize {
        self.default_size
    }

    // ---- memory

    fn malloc(&self, bytes: usize) -> Result<DevicePtr> {
        let _on = self.on_device()?;
        let mut p = 0;
        check(self.ctx.malloc(bytes.max(1) as u64, &mut p), || {
            format!("device allocation of {bytes} B")
        })?;
        Ok(DevicePtr(p))
    }
    unsafe fn free(&self, ptr: DevicePtr) -> Result<()> {
        let _on = self.on_device()?;
        if ptr.is_null() {
            return Ok(());
        }
        check(self.ctx.free(ptr.0), || format!("free of {:#x}", ptr.0))
    }
    fn malloc_async(&self, bytes: usize, stream: StreamId) -> Result<DevicePtr> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        let mut p = 0;
        check(
            self.ctx.malloc_async(bytes.max(1) as u64, stream.0, &mut p),
            || format!("stream-ordered allocation of {bytes} B on {stream:?}"),
        )?;
        Ok(DevicePtr(p))
    }
    unsafe fn free_async(&self, ptr: DevicePtr, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        if ptr.is_null() {
            return Ok(());
        }
        check(self.ctx.free_async(ptr.0, stream.0), || {
            format!("stream-ordered free of {:#x}", ptr.0)
        })
    }
    unsafe fn memcpy_htod(
        &self,
        dst: DevicePtr,
        src: *const u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.bytes_op(stream, bytes, "copy to the device", |b| {
            // SAFETY: `src` holds `bytes` bytes of host memory (the trait's contract), and `b`
            // is `bytes`.
            unsafe { self.ctx.memcpy_htod(dst.0, src, b, stream.0) }
        })
    }
    unsafe fn memcpy_dtoh(
        &self,
        dst: *mut u8,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.bytes_op(stream, bytes, "copy to the host", |b| {
            // SAFETY: `dst` holds `bytes` bytes of host memory (the trait's contract), and `b`
            // is `bytes`.
            unsafe { self.ctx.memcpy_dtoh(dst, src.0, b, stream.0) }
        })
    }
    unsafe fn memcpy_dtod(
        &self,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.bytes_op(stream, bytes, "device copy", |b| {
            self.ctx.memcpy_dtod(dst.0, src.0, b, stream.0)
        })
    }
    unsafe fn memset(
        &self,
        dst: DevicePtr,
        value: u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.bytes_op(stream, bytes, "memset", |b| {
            self.ctx.memset(dst.0, value, b, stream.0)
        })
    }

    // ---- streams, events, capture

    fn stream_create(&self, flags: StreamFlags) -> Result<StreamId> {
        let _on = self.on_device()?;
        let mut s = 0;
        let rc = match flags {
            StreamFlags::SparesCluster => self.ctx.stream_create_sparing(SPARED_CLUSTER, &mut s),
            _ => {
                let non_blocking = flags != StreamFlags::Default;
                let high_priority = flags == StreamFlags::HighPriority;
                self.ctx.stream_create(non_blocking, high_priority, &mut s)
            }
        };
        check(rc, || format!("stream creation ({flags:?})"))?;
        self.live().streams.insert(s);
        Ok(StreamId(s))
    }
    fn stream_destroy(&self, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        {
            let mut live = self.live();
            if live.capturing.contains(&stream.0) {
                bail!(Status::InvalidValue, "stream {:?} is capturing", stream);
            }
            if live.foreign.contains(&stream.0) {
                bail!(
                    Status::InvalidValue,
                    "stream {:?} belongs to the application",
                    stream
                );
            }
            if !live.streams.remove(&stream.0) {
                bail!(
                    Status::InvalidValue,
                    "stream {:?} is not a live stream",
                    stream
                );
            }
        }
        check(self.ctx.stream_destroy(stream.0), || {
            format!("destroying {stream:?}")
        })
    }
    fn stream_synchronize(&self, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        // Synchronizing a capturing stream would invalidate the capture: refuse first.
        if self.raw_capture_status(stream)? != CaptureStatus::None {
            bail!(
                Status::InternalError,
                "synchronize of a capturing stream {:?}",
                stream
            );
        }
        check(self.ctx.stream_synchronize(stream.0), || {
            format!("synchronizing {stream:?}")
        })
    }
    fn stream_is_valid(&self, stream: StreamId) -> bool {
        let live = self.live();
        stream == StreamId::DEFAULT
            || live.streams.contains(&stream.0)
            || live.foreign.contains(&stream.0)
    }
    fn adopt_stream(&self, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        if self.stream_is_valid(stream) {
            return Ok(());
        }
        // The caller vouches that this is a live stream of the runtime; the capture-status
        // query still checks it is one of this device's (and is legal during capture).
        let mut st = 0;
        check(self.ctx.capture_status(stream.0, &mut st), || {
            format!("adopting stream {:#x}", stream.0)
        })?;
        // A stream of another device is refused, never used: its work would run on that device
        // while the handle's workspace and operands live on this one.
        let mut dev = -1;
        check(ffi::stream_device(stream.0, &mut dev), || {
            format!("device of stream {:#x}", stream.0)
        })?;
        if dev != self.ordinal {
            bail!(
                Status::InvalidValue,
                "stream {:#x} belongs to device {dev}, not to device {}",
                stream.0,
                self.ordinal
            );
        }
        info!("oxblas: adopted application stream {:#x}", stream.0);
        self.live().foreign.insert(stream.0);
        Ok(())
    }
    fn event_create(&self) -> Result<EventId> {
        let _on = self.on_device()?;
        let mut e = 0;
        check(self.ctx.event_create(&mut e), || "event creation".into())?;
        self.live().events.insert(e);
        Ok(EventId(e))
    }
    fn event_destroy(&self, event: EventId) -> Result<()> {
        let _on = self.on_device()?;
        if !self.live().events.remove(&event.0) {
            bail!(Status::InvalidValue, "event {:?} is not live", event);
        }
        check(self.ctx.event_destroy(event.0), || {
            format!("destroying {event:?}")
        })
    }
    fn event_record(&self, event: EventId, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        self.check_event(event)?;
        check(self.ctx.event_record(event.0, stream.0), || {
            format!("recording {event:?} on {stream:?}")
        })
    }
    fn stream_wait_event(&self, stream: StreamId, event: EventId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        self.check_event(event)?;
        check(self.ctx.stream_wait_event(stream.0, event.0), || {
            format!("{stream:?} waiting for {event:?}")
        })
    }
    fn capture_status(&self, stream: StreamId) -> Result<CaptureStatus> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        self.raw_capture_status(stream)
    }
    fn begin_capture(&self, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        if stream == StreamId::DEFAULT {
            bail!(Status::InvalidValue, "the null stream cannot be captured");
        }
        self.check_stream(stream)?;
        if self.raw_capture_status(stream)? != CaptureStatus::None {
            bail!(
                Status::InvalidValue,
                "stream {:?} is already capturing",
                stream
            );
        }
        check(self.ctx.begin_capture(stream.0), || {
            format!("beginning capture on {stream:?}")
        })?;
        self.live().capturing.insert(stream.0);
        Ok(())
    }
    fn end_capture(&self, stream: StreamId) -> Result<GraphId> {
        let _on = self.on_device()?;
        if !self.live().capturing.remove(&stream.0) {
            bail!(Status::InvalidValue, "stream {:?} is not capturing", stream);
        }
        let mut g = 0;
        check(self.ctx.end_capture(stream.0, &mut g), || {
            format!("ending capture on {stream:?}")
        })?;
        self.live().graphs.insert(g);
        Ok(GraphId(g))
    }
    fn graph_launch(&self, graph: GraphId, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        if !self.live().graphs.contains(&graph.0) {
            bail!(Status::InvalidValue, "graph {:?} is not live", graph);
        }
        check(self.ctx.graph_launch(graph.0, stream.0), || {
            format!("launching {graph:?} on {stream:?}")
        })
    }
    fn graph_destroy(&self, graph: GraphId) -> Result<()> {
        let _on = self.on_device()?;
        if !self.live().graphs.remove(&graph.0) {
            bail!(Status::InvalidValue, "graph {:?} is not live", graph);
        }
        check(self.ctx.graph_destroy(graph.0), || {
            format!("destroying {graph:?}")
        })
    }

    // ---- kernels

    fn uses_completion_counters(&self) -> bool {
        true
    }

    unsafe fn launch(&self, launch: &Launch, stream: StreamId) -> Result<()> {
        let _on = self.on_device()?;
        self.check_stream(stream)?;
        let (o, st) = (self.ordinal, stream.0);
        // SAFETY: the caller's contract (see `Backend`): every address in the descriptor is
        // device memory of this device, valid until the stream has run the launch.
        let code = unsafe {
            match launch {
                Launch::Reduce(d) => ffi::launch_reduce(o, d, st),
                Launch::Gemv(d) => ffi::launch_gemv(o, d, st),
                Launch::Symv(d) => ffi::launch_symv(o, d, st),
                Launch::Tri(d) => ffi::launch_tri(o, d, st),
                Launch::Gemm(d) => ffi::launch_gemm(o, d, st),
                Launch::TriBlock(d) => ffi::launch_tri_block(o, d, st),
                // solver
                Launch::Solver(d) => ffi::launch_solver(o, d, st),
                // The symmetric/Hermitian level 3.
                Launch::Sym(d) => ffi::launch_sym(o, d, st),
            }
        };
        check(ffi::classify(code), || {
            format!("{} launch", launch.family())
        })
    }

    // ---- several GPUs

    fn ordinal(&self) -> usize {
        self.ordinal as usize
    }

    fn make_current(&self) -> Result<Option<i32>> {
        let mut current = -1;
        check(ffi::current_device(&mut current), || {
            "querying the current device".into()
        })?;
        if current == self.ordinal {
            return Ok(None);
        }
        check(ffi::set_device(self.ordinal), || {
            format!("making device {} current", self.ordinal)
        })?;
        Ok(Some(current))
    }

    fn restore_current(&self, previous: i32) {
        if previous < 0 {
            return;
        }
        if let Err(e) = check(ffi::set_device(previous), || {
            format!("restoring the caller's device {previous}")
        }) {
            warn!("oxblas: {e}");
        }
    }

    fn release_cached_memory(&self) -> Result<()> {
        // Freed stream-ordered blocks must have been freed on the device first.
        check(self.ctx.trim_pool(), || {
            format!("trimming the pool of device {}", self.ordinal)
        })
    }

    fn memory_info(&self) -> Result<Option<(u64, u64)>> {
        let (mut free, mut total) = (0, 0);
        check(ffi::mem_info(self.ordinal, &mut free, &mut total), || {
            format!("memory info of device {}", self.ordinal)
        })?;
        Ok(Some((free, total)))
    }
}
