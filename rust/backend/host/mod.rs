//! The host backend: "device" memory is aligned host memory, a stream is an in-order queue that
//! runs each operation when it is enqueued, and capture records operations into a replayable
//! graph. It runs the whole API, and its fault injection (fail the Nth allocation, cap the total)
//! drives the `memory_error` and `perf_degraded` paths in tests.

mod gemm;
pub(crate) mod level2;
mod reduce;
// gemm_ex family: the mixed-precision GEMM descriptors.
mod gemm_ex;
// Level-3 triangular family.
mod tri_block;
// The symmetric/Hermitian level 3.
mod sym;
// solver
mod solver;
// Level-3 operands as slices (gemm, gemm_ex, sym).
mod stored;

use std::alloc::{alloc, dealloc, Layout};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use super::*;
use crate::status::{bail, Status};

const ALIGN: usize = 256;

/// Test hooks for the memory-error paths. Counters are per backend instance.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FaultInjection {
    /// Fail the allocation with this 1-based number, counted from when it was armed; once.
    pub fail_nth_allocation: Option<u64>,
    /// Refuse allocations that would take the live total above this many bytes.
    pub memory_limit: Option<usize>,
}

/// Counters a test can read to prove what the memory model did (or did not do).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HostCounters {
    /// Synchronous allocations (`malloc`).
    pub allocations: u64,
    /// Stream-ordered allocations (`malloc_async`).
    pub async_allocations: u64,
    /// Synchronous frees.
    pub frees: u64,
    /// Stream-ordered frees.
    pub async_frees: u64,
    /// Allocations not yet freed.
    pub live_allocations: u64,
    /// Bytes of the allocations not yet freed.
    pub live_bytes: u64,
    /// Host waits: stream synchronizations and synchronous frees.
    pub synchronizations: u64,
    /// Kernel launches run (not those recorded into a graph).
    pub kernel_launches: u64,
    /// `stream_wait_event` calls (stream switches ordered on the device).
    pub event_waits: u64,
}

// A kernel's descriptor (GEMM's is the largest, ~300 bytes) is stored as it is: ops live only in
// a captured graph's list, where boxing each would cost an allocation per recorded launch.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum Op {
    Kernel(Launch),
    Copy {
        dst: u64,
        src: u64,
        bytes: usize,
    },
    Set {
        dst: u64,
        value: u8,
        bytes: usize,
    },
    /// A stream-ordered free recorded in a graph: runs at replay? No: graph-owned memory is
    /// freed when the graph is destroyed (see `Graph::owned`), so this is a no-op marker.
    Nothing,
}

#[derive(Debug, Default)]
struct Graph {
    ops: Vec<Op>,
    /// Allocations made by stream-ordered allocation during capture: the graph owns them.
    owned: Vec<u64>,
}

#[derive(Debug, Default)]
struct State {
    live: HashMap<u64, Layout>,
    counters: HostCounters,
    faults: FaultInjection,
    allocations_since_armed: u64,
    next_id: u64,
    streams: HashSet<u64>,
    events: HashSet<u64>,
    capturing: HashMap<u64, Graph>,
    graphs: HashMap<u64, Graph>,
}

/// See the module documentation.
#[derive(Debug)]
pub struct HostBackend {
    props: DeviceProperties,
    default_size: usize,
    state: Mutex<State>,
}

impl HostBackend {
    /// A fresh backend instance with its own counters and fault settings.
    pub fn new() -> Arc<HostBackend> {
        Self::with_default_workspace_size(32 << 20)
    }

    /// A fresh instance whose `DEF` (default workspace size) is `bytes`.
    pub fn with_default_workspace_size(bytes: usize) -> Arc<HostBackend> {
        let cores = std::thread::available_parallelism()
            .map(|n| n.get() as u32)
            .unwrap_or(1);
        Arc::new(HostBackend {
            props: DeviceProperties {
                name: "oxblas host backend".into(),
                arch: "host".into(),
                multiprocessors: cores,
                warp_size: 1,
                max_threads_per_block: 1,
                total_memory: 1 << 40,
            },
            default_size: bytes,
            state: Mutex::new(State {
                next_id: 1,
                ..State::default()
            }),
        })
    }

    /// The process-wide instance used by `Handle::new` on the host backend.
    pub fn shared() -> Arc<dyn Backend> {
        static SHARED: OnceLock<Arc<HostBackend>> = OnceLock::new();
        SHARED.get_or_init(HostBackend::new).clone()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the maps inconsistent in a way that
        // matters more than refusing all further work would.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Arm fault injection (resets the allocation count used by `fail_nth_allocation`).
    pub fn set_faults(&self, faults: FaultInjection) {
        let mut s = self.state();
        s.faults = faults;
        s.allocations_since_armed = 0;
    }

    /// The counters so far (since the backend was created: the shared one counts for every
    /// handle of the process).
    pub fn counters(&self) -> HostCounters {
        self.state().counters
    }

    /// Streams and events alive now (created and not yet destroyed), handles' look-ahead lanes
    /// included: what a test checks for leaks.
    pub fn live_streams_and_events(&self) -> (usize, usize) {
        let s = self.state();
        (s.streams.len(), s.events.len())
    }

    fn allocate(&self, bytes: usize, is_async: bool) -> Result<DevicePtr> {
        let mut s = self.state();
        s.allocations_since_armed += 1;
        if s.faults.fail_nth_allocation == Some(s.allocations_since_armed) {
            s.faults.fail_nth_allocation = None;
            bail!(
                Status::MemoryError,
                "injected failure of allocation #{}",
                s.allocations_since_armed
            );
        }
        // The device's capacity (`total_memory`), as a GPU's allocator refuses more than it
        // has: a request of exabytes is `memory_error` here, not a call into the system
        // allocator (found by the fuzzer: 2^62 bytes from `set_device_memory_size`).
        let live = s.counters.live_bytes as usize;
        if live.saturating_add(bytes) as u64 > self.props.total_memory {
            bail!(
                Status::MemoryError,
                "out of device memory: {bytes} B requested, {live} B live, {} B in all",
                self.props.total_memory
            );
        }
        if let Some(limit) = s.faults.memory_limit {
            // saturating: `bytes` near usize::MAX must not wrap below the limit.
            if live.saturating_add(bytes) > limit {
                bail!(
                    Status::MemoryError,
                    "out of device memory: {bytes} B requested, {} B live, limit {limit} B",
                    s.counters.live_bytes
                );
            }
        }
        let layout = Layout::from_size_align(bytes.max(1), ALIGN).map_err(|_| {
            crate::Error::new(Status::MemoryError, format!("{bytes} B is too large"))
        })?;
        // SAFETY: non-zero size, valid alignment.
        let p = unsafe { alloc(layout) };
        if p.is_null() {
            bail!(Status::MemoryError, "host allocation of {bytes} B failed");
        }
        s.live.insert(p as u64, layout);
        let c = &mut s.counters;
        if is_async {
            c.async_allocations += 1;
        } else {
            c.allocations += 1;
        }
        c.live_allocations += 1;
        c.live_bytes += layout.size() as u64;
        Ok(DevicePtr(p as u64))
    }

    fn release(s: &mut State, ptr: DevicePtr, is_async: bool) -> Result<()> {
        let Some(layout) = s.live.remove(&ptr.0) else {
            bail!(
                Status::InvalidPointer,
                "free of {:#x}: not a live allocation",
                ptr.0
            );
        };
        // SAFETY: allocated by `allocate` with this layout and not freed since (map entry).
        unsafe { dealloc(ptr.0 as *mut u8, layout) };
        let c = &mut s.counters;
        if is_async {
            c.async_frees += 1;
        } else {
            c.frees += 1;
        }
        c.live_allocations -= 1;
        c.live_bytes -= layout.size() as u64;
        Ok(())
    }

    fn check_stream(s: &State, stream: StreamId) -> Result<()> {
        if stream != StreamId::DEFAULT && !s.streams.contains(&stream.0) {
            bail!(
                Status::InvalidValue,
                "stream {:?} is not a live stream",
                stream
            );
        }
        Ok(())
    }

    /// Run `op` now, or record it when `stream` is capturing.
    fn enqueue(&self, stream: StreamId, op: Op) -> Result<()> {
        let mut s = self.state();
        Self::check_stream(&s, stream)?;
        if let Some(g) = s.capturing.get_mut(&stream.0) {
            g.ops.push(op);
            return Ok(());
        }
        if matches!(op, Op::Kernel(_)) {
            s.counters.kernel_launches += 1;
        }
        drop(s);
        // SAFETY: the trait's callers guarantee the addresses (see `Backend`).
        unsafe { run_op(&op) }
    }
}

/// The host kernel of each family.
///
/// # Safety
/// The descriptor's addresses are valid host memory for the launch (the `Backend` contract).
unsafe fn run_kernel(l: &Launch) -> Result<()> {
    // SAFETY: each family's host kernel asks exactly this of its descriptor (the contract above).
    unsafe {
        match l {
            Launch::Reduce(d) => reduce::run(d),
            Launch::Gemv(d) => level2::run_gemv(d),
            Launch::Symv(d) => level2::run_symv(d),
            Launch::Tri(d) => level2::run_tri(d),
            Launch::Gemm(d) => gemm::run_gemm(d),
            Launch::TriBlock(d) => tri_block::run_tri_block(d),
            // The symmetric/Hermitian level 3.
            Launch::Sym(d) => sym::run(d),
            // solver
            Launch::Solver(d) => solver::run(d),
        }
    }
}

/// # Safety
/// The addresses in `op` are valid for the byte counts given.
unsafe fn run_op(op: &Op) -> Result<()> {
    match *op {
        // SAFETY: the launch's addresses are valid (this fn's contract).
        Op::Kernel(ref l) => unsafe { run_kernel(l) },
        Op::Copy { dst, src, bytes } => {
            // SAFETY: both ranges hold `bytes` bytes (this fn's contract); `copy` allows overlap.
            unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, bytes) };
            Ok(())
        }
        Op::Set { dst, value, bytes } => {
            // SAFETY: `dst` holds `bytes` writable bytes (this fn's contract).
            unsafe { std::ptr::write_bytes(dst as *mut u8, value, bytes) };
            Ok(())
        }
        Op::Nothing => Ok(()),
    }
}

impl Backend for HostBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Host
    }
    fn properties(&self) -> &DeviceProperties {
        &self.props
    }
    fn default_workspace_size(&self) -> usize {
        self.default_size
    }

    fn malloc(&self, bytes: usize) -> Result<DevicePtr> {
        self.allocate(bytes, false)
    }
    unsafe fn free(&self, ptr: DevicePtr) -> Result<()> {
        let mut s = self.state();
        // hipFree/cudaFree synchronize the device; so does this, for the counters.
        s.counters.synchronizations += 1;
        Self::release(&mut s, ptr, false)
    }
    fn malloc_async(&self, bytes: usize, stream: StreamId) -> Result<DevicePtr> {
        {
            let s = self.state();
            Self::check_stream(&s, stream)?;
        }
        let p = self.allocate(bytes, true)?;
        let mut s = self.state();
        if let Some(g) = s.capturing.get_mut(&stream.0) {
            g.owned.push(p.0);
        }
        Ok(p)
    }
    unsafe fn free_async(&self, ptr: DevicePtr, stream: StreamId) -> Result<()> {
        let mut s = self.state();
        Self::check_stream(&s, stream)?;
        if let Some(g) = s.capturing.get_mut(&stream.0) {
            if g.owned.contains(&ptr.0) {
                // Graph-owned: released with the graph, like a graph free node of its own alloc.
                g.ops.push(Op::Nothing);
                return Ok(());
            }
            bail!(
                Status::InternalError,
                "stream-ordered free during capture of memory the graph does not own"
            );
        }
        Self::release(&mut s, ptr, true)
    }
    unsafe fn memcpy_htod(
        &self,
        dst: DevicePtr,
        src: *const u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.enqueue(
            stream,
            Op::Copy {
                dst: dst.0,
                src: src as u64,
                bytes,
            },
        )
    }
    unsafe fn memcpy_dtoh(
        &self,
        dst: *mut u8,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.enqueue(
            stream,
            Op::Copy {
                dst: dst as u64,
                src: src.0,
                bytes,
            },
        )
    }
    unsafe fn memcpy_dtod(
        &self,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.enqueue(
            stream,
            Op::Copy {
                dst: dst.0,
                src: src.0,
                bytes,
            },
        )
    }
    unsafe fn memset(
        &self,
        dst: DevicePtr,
        value: u8,
        bytes: usize,
        stream: StreamId,
    ) -> Result<()> {
        self.enqueue(
            stream,
            Op::Set {
                dst: dst.0,
                value,
                bytes,
            },
        )
    }

    fn stream_create(&self, flags: StreamFlags) -> Result<StreamId> {
        if flags == StreamFlags::SparesCluster {
            bail!(
                Status::NotImplemented,
                "the host backend has no multiprocessors to partition"
            );
        }
        // Host streams run their work in order at once: no null-stream ordering to lift.
        let mut s = self.state();
        let id = s.next_id;
        s.next_id += 1;
        s.streams.insert(id);
        Ok(StreamId(id))
    }
    fn stream_destroy(&self, stream: StreamId) -> Result<()> {
        let mut s = self.state();
        if s.capturing.contains_key(&stream.0) {
            bail!(Status::InvalidValue, "stream {:?} is capturing", stream);
        }
        if !s.streams.remove(&stream.0) {
            bail!(
                Status::InvalidValue,
                "stream {:?} is not a live stream",
                stream
            );
        }
        Ok(())
    }
    fn stream_synchronize(&self, stream: StreamId) -> Result<()> {
        let mut s = self.state();
        Self::check_stream(&s, stream)?;
        if s.capturing.contains_key(&stream.0) {
            bail!(
                Status::InternalError,
                "synchronize of a capturing stream {:?}",
                stream
            );
        }
        s.counters.synchronizations += 1;
        Ok(())
    }
    fn stream_is_valid(&self, stream: StreamId) -> bool {
        stream == StreamId::DEFAULT || self.state().streams.contains(&stream.0)
    }
    fn event_create(&self) -> Result<EventId> {
        let mut s = self.state();
        let id = s.next_id;
        s.next_id += 1;
        s.events.insert(id);
        Ok(EventId(id))
    }
    fn event_destroy(&self, event: EventId) -> Result<()> {
        if !self.state().events.remove(&event.0) {
            bail!(Status::InvalidValue, "event {:?} is not live", event);
        }
        Ok(())
    }
    fn event_record(&self, event: EventId, stream: StreamId) -> Result<()> {
        let s = self.state();
        Self::check_stream(&s, stream)?;
        if !s.events.contains(&event.0) {
            bail!(Status::InvalidValue, "event {:?} is not live", event);
        }
        Ok(())
    }
    fn stream_wait_event(&self, stream: StreamId, event: EventId) -> Result<()> {
        let mut s = self.state();
        Self::check_stream(&s, stream)?;
        if !s.events.contains(&event.0) {
            bail!(Status::InvalidValue, "event {:?} is not live", event);
        }
        // Streams run operations as they are enqueued: an event is complete once recorded.
        s.counters.event_waits += 1;
        Ok(())
    }
    fn capture_status(&self, stream: StreamId) -> Result<CaptureStatus> {
        let s = self.state();
        Self::check_stream(&s, stream)?;
        Ok(if s.capturing.contains_key(&stream.0) {
            CaptureStatus::Active
        } else {
            CaptureStatus::None
        })
    }
    fn begin_capture(&self, stream: StreamId) -> Result<()> {
        let mut s = self.state();
        if stream == StreamId::DEFAULT {
            bail!(Status::InvalidValue, "the null stream cannot be captured");
        }
        Self::check_stream(&s, stream)?;
        if s.capturing.contains_key(&stream.0) {
            bail!(
                Status::InvalidValue,
                "stream {:?} is already capturing",
                stream
            );
        }
        s.capturing.insert(stream.0, Graph::default());
        Ok(())
    }
    fn end_capture(&self, stream: StreamId) -> Result<GraphId> {
        let mut s = self.state();
        let Some(g) = s.capturing.remove(&stream.0) else {
            bail!(Status::InvalidValue, "stream {:?} is not capturing", stream);
        };
        let id = s.next_id;
        s.next_id += 1;
        s.graphs.insert(id, g);
        Ok(GraphId(id))
    }
    fn graph_launch(&self, graph: GraphId, stream: StreamId) -> Result<()> {
        let mut s = self.state();
        Self::check_stream(&s, stream)?;
        let Some(g) = s.graphs.remove(&graph.0) else {
            bail!(Status::InvalidValue, "graph {:?} is not live", graph);
        };
        s.counters.kernel_launches +=
            g.ops.iter().filter(|o| matches!(o, Op::Kernel(_))).count() as u64;
        drop(s);
        let mut result = Ok(());
        for op in &g.ops {
            // SAFETY: the ops were valid when captured; the capture contract (README) requires
            // their memory to stay alive while the graph lives.
            result = unsafe { run_op(op) };
            if result.is_err() {
                break;
            }
        }
        self.state().graphs.insert(graph.0, g);
        result
    }
    fn graph_destroy(&self, graph: GraphId) -> Result<()> {
        let mut s = self.state();
        let Some(g) = s.graphs.remove(&graph.0) else {
            bail!(Status::InvalidValue, "graph {:?} is not live", graph);
        };
        for p in g.owned {
            Self::release(&mut s, DevicePtr(p), true)?;
        }
        Ok(())
    }

    unsafe fn launch(&self, launch: &Launch, stream: StreamId) -> Result<()> {
        self.enqueue(stream, Op::Kernel(*launch))
    }
}

impl Drop for HostBackend {
    fn drop(&mut self) {
        let s = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        for (p, layout) in s.live.drain() {
            // SAFETY: every live entry was allocated with this layout.
            unsafe { dealloc(p as *mut u8, layout) };
        }
    }
}
