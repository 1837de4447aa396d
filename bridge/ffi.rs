//! The cxx bridge between `rust/backend/gpu.rs` and the HIP runtime layer in `hip/`
//! (through `bridge/bridge.{h,cpp}`). Compiled into the crate as `backend::gpu::ffi`.
//!
//! Rules: no exceptions cross (every C++ function returns a [`Rc`]); runtime objects stay
//! opaque (streams, events and graph executables as `u64` handles, the device context with its
//! memory pool as a `UniquePtr` of an opaque type); kernel launches take the launch descriptors
//! of `bridge/launch.rs` (shared types, defined once) and go straight to the HIP launchers.

// cxx re-emits the doc comments without their `# Safety` headings.
#[allow(clippy::missing_safety_doc)]
#[cxx::bridge(namespace = "oxblas::bridge")]
pub mod ffi {
    // ------------------------------------------------------------------ 1. shared types

    /// What went wrong, classified on the C++ side (see `oxblas_hip::classify`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    #[repr(i32)]
    enum GpuStatus {
        Success = 0,
        NoDevice = 1,
        OutOfMemory = 2,
        InvalidValue = 3,
        InvalidPointer = 4,
        InvalidHandle = 5,
        ArchMismatch = 6,
        Other = 7,
        NotSupported = 8,
    }

    /// Result of every bridge call: the classification and the raw runtime code (for messages).
    #[derive(Debug, Clone, Copy)]
    struct Rc {
        status: GpuStatus,
        code: i32,
    }

    /// A device's properties (`DeviceProperties` of `rust/backend/mod.rs`).
    #[derive(Debug, Clone)]
    struct DeviceInfo {
        name: String,
        arch: String,
        multiprocessors: u32,
        warp_size: u32,
        max_threads_per_block: u32,
        total_memory: u64,
    }

    // ------------------------------------------------------------------ 2. C++ side

    unsafe extern "C++" {
        include!("oxblas/bridge/bridge.h");

        /// One device and the stream-ordered memory pool oxblas owns on it.
        type GpuContext;

        fn device_count(count: &mut i32) -> Rc;
        /// The name and description of a runtime code, for error messages.
        fn error_string(code: i32) -> String;
        /// A context for device `ordinal` (fills `info`); null on failure, with `rc` set.
        fn open_device(ordinal: i32, info: &mut DeviceInfo, rc: &mut Rc) -> UniquePtr<GpuContext>;

        fn malloc(self: &GpuContext, bytes: u64, out: &mut u64) -> Rc;
        fn free(self: &GpuContext, ptr: u64) -> Rc;
        fn malloc_async(self: &GpuContext, bytes: u64, stream: u64, out: &mut u64) -> Rc;
        fn free_async(self: &GpuContext, ptr: u64, stream: u64) -> Rc;
        /// # Safety
        /// `src` is valid host memory of `bytes` bytes.
        unsafe fn memcpy_htod(
            self: &GpuContext,
            dst: u64,
            src: *const u8,
            bytes: u64,
            stream: u64,
        ) -> Rc;
        /// # Safety
        /// `dst` is valid host memory of `bytes` bytes.
        unsafe fn memcpy_dtoh(
            self: &GpuContext,
            dst: *mut u8,
            src: u64,
            bytes: u64,
            stream: u64,
        ) -> Rc;
        fn memcpy_dtod(self: &GpuContext, dst: u64, src: u64, bytes: u64, stream: u64) -> Rc;
        fn memset(self: &GpuContext, dst: u64, value: u8, bytes: u64, stream: u64) -> Rc;

        fn stream_create(
            self: &GpuContext,
            non_blocking: bool,
            high_priority: bool,
            out: &mut u64,
        ) -> Rc;
        /// A stream kept off one group of multiprocessors that holds a cluster of `spare`
        /// blocks (`runtime.h`); `NotSupported` where the platform cannot partition.
        fn stream_create_sparing(self: &GpuContext, spare: u32, out: &mut u64) -> Rc;
        fn stream_destroy(self: &GpuContext, stream: u64) -> Rc;
        fn stream_synchronize(self: &GpuContext, stream: u64) -> Rc;
        fn event_create(self: &GpuContext, out: &mut u64) -> Rc;
        fn event_destroy(self: &GpuContext, event: u64) -> Rc;
        fn event_record(self: &GpuContext, event: u64, stream: u64) -> Rc;
        fn stream_wait_event(self: &GpuContext, stream: u64, event: u64) -> Rc;
        /// 0 none, 1 active, 2 invalidated.
        fn capture_status(self: &GpuContext, stream: u64, status: &mut i32) -> Rc;
        fn begin_capture(self: &GpuContext, stream: u64) -> Rc;
        fn end_capture(self: &GpuContext, stream: u64, graph: &mut u64) -> Rc;
        fn graph_launch(self: &GpuContext, graph: u64, stream: u64) -> Rc;
        fn graph_destroy(self: &GpuContext, graph: u64) -> Rc;

        /// The classification of a runtime code returned by a launcher.
        fn classify(code: i32) -> Rc;

        // Several GPUs (issue 13).
        /// The calling thread's current device.
        fn current_device(ordinal: &mut i32) -> Rc;
        /// Make `ordinal` the calling thread's current device (nothing when it already is).
        fn set_device(ordinal: i32) -> Rc;
        /// The device a runtime stream belongs to (the null stream: the current device).
        fn stream_device(stream: u64, ordinal: &mut i32) -> Rc;
        /// Free and total bytes of device `ordinal`.
        fn mem_info(ordinal: i32, free_bytes: &mut u64, total_bytes: &mut u64) -> Rc;
        /// Give the stream-ordered pool's unused memory back to the device, and the graph
        /// allocations' unused reservation (NVIDIA).
        fn trim_pool(self: &GpuContext) -> Rc;
    }

    // The kernel families' launchers, called directly: their descriptors are the shared types
    // of bridge/launch.rs, so nothing is copied or translated on the way (hip/.../launch.h).
    #[namespace = "oxblas_hip"]
    unsafe extern "C++" {
        include!("oxblas_hip/launch.h");
        #[namespace = "oxblas::launch"]
        type ReduceDesc = crate::launch::ReduceDesc;

        /// # Safety
        /// Every address in `desc` is device memory of `ordinal` valid for the launch (the
        /// front end's checks), kept alive until `stream` has run it.
        unsafe fn launch_reduce(ordinal: i32, desc: &ReduceDesc, stream: u64) -> i32;

        #[namespace = "oxblas::launch"]
        type GemvDesc = crate::launch::GemvDesc;
        /// # Safety
        /// As `launch_reduce`.
        unsafe fn launch_gemv(ordinal: i32, desc: &GemvDesc, stream: u64) -> i32;

        #[namespace = "oxblas::launch"]
        type SymvDesc = crate::launch::SymvDesc;
        /// # Safety
        /// As `launch_reduce`.
        unsafe fn launch_symv(ordinal: i32, desc: &SymvDesc, stream: u64) -> i32;

        #[namespace = "oxblas::launch"]
        type TriDesc = crate::launch::TriDesc;

        /// # Safety
        /// As `launch_reduce`; `desc.work` is the family's workspace slot (tri_common.h).
        unsafe fn launch_tri(ordinal: i32, desc: &TriDesc, stream: u64) -> i32;

        #[namespace = "oxblas::launch"]
        type GemmDesc = crate::launch::GemmDesc;

        /// # Safety
        /// As `launch_reduce`; `desc.partials` is the split-K workspace slot (kernels/gemm/).
        unsafe fn launch_gemm(ordinal: i32, desc: &GemmDesc, stream: u64) -> i32;

        // Level-3 triangular family (kernels/level3_tri/).
        #[namespace = "oxblas::launch"]
        type TriBlockDesc = crate::launch::TriBlockDesc;

        /// # Safety
        /// As `launch_reduce`.
        unsafe fn launch_tri_block(ordinal: i32, desc: &TriBlockDesc, stream: u64) -> i32;
        // solver
        #[namespace = "oxblas::launch"]
        type SolverDesc = crate::launch::SolverDesc;

        /// # Safety
        /// As `launch_reduce`; workspace addresses in `desc` are slots of the solver's plan.
        unsafe fn launch_solver(ordinal: i32, desc: &SolverDesc, stream: u64) -> i32;

        // The symmetric/Hermitian level 3.
        #[namespace = "oxblas::launch"]
        type SymDesc = crate::launch::SymDesc;

        /// # Safety
        /// As `launch_reduce`; `desc.work` is a workspace slot laid out as `SymOp` says.
        unsafe fn launch_sym(ordinal: i32, desc: &SymDesc, stream: u64) -> i32;
    }

    // ------------------------------------------------------------------ 3. Rust side
    // Nothing: the C++ side never calls back into Rust.
}
