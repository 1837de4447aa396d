//! The CUDA runtime functions the benchmark calls directly (resolved against the static cudart
//! that the oxblas nvidia build links, so the benchmark, oxblas and the streams share one runtime),
//! libdl (cuBLAS is loaded at run time), error checks and graph capture.

use std::ffi::{c_char, c_int, c_void, CStr};

use super::R;

pub type CuStream = *mut c_void;
pub type CuEvent = *mut c_void;
pub type CuGraph = *mut c_void;
pub type CuGraphExec = *mut c_void;

pub const CUDA_MEMCPY_D2D: c_int = 3;
const CUDA_CAPTURE_THREAD_LOCAL: c_int = 1;
pub const CUDA_ATTR_L2_CACHE_SIZE: c_int = 38;

extern "C" {
    pub fn cudaMalloc(ptr: *mut *mut c_void, bytes: usize) -> c_int;
    pub fn cudaFree(ptr: *mut c_void) -> c_int;
    pub fn cudaMallocAsync(ptr: *mut *mut c_void, bytes: usize, stream: CuStream) -> c_int;
    pub fn cudaFreeAsync(ptr: *mut c_void, stream: CuStream) -> c_int;
    pub fn cudaEventCreate(event: *mut CuEvent) -> c_int;
    pub fn cudaEventDestroy(event: CuEvent) -> c_int;
    pub fn cudaEventRecord(event: CuEvent, stream: CuStream) -> c_int;
    pub fn cudaEventSynchronize(event: CuEvent) -> c_int;
    pub fn cudaEventElapsedTime(ms: *mut f32, start: CuEvent, end: CuEvent) -> c_int;
    pub fn cudaStreamSynchronize(stream: CuStream) -> c_int;
    pub fn cudaMemcpyAsync(
        dst: *mut c_void,
        src: *const c_void,
        bytes: usize,
        kind: c_int,
        stream: CuStream,
    ) -> c_int;
    pub fn cudaStreamBeginCapture(stream: CuStream, mode: c_int) -> c_int;
    pub fn cudaStreamEndCapture(stream: CuStream, graph: *mut CuGraph) -> c_int;
    pub fn cudaGraphInstantiate(exec: *mut CuGraphExec, graph: CuGraph, flags: u64) -> c_int;
    pub fn cudaGraphLaunch(exec: CuGraphExec, stream: CuStream) -> c_int;
    pub fn cudaGraphExecDestroy(exec: CuGraphExec) -> c_int;
    pub fn cudaGraphDestroy(graph: CuGraph) -> c_int;
    pub fn cudaGetLastError() -> c_int;
    pub fn cudaGetErrorString(code: c_int) -> *const c_char;
    pub fn cudaRuntimeGetVersion(version: *mut c_int) -> c_int;
    pub fn cudaDriverGetVersion(version: *mut c_int) -> c_int;
    pub fn cudaDeviceGetAttribute(value: *mut c_int, attr: c_int, device: c_int) -> c_int;
    pub fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> c_int;
    pub fn cudaDeviceGetPCIBusId(bus: *mut c_char, len: c_int, device: c_int) -> c_int;
}

pub const RTLD_NOW: c_int = 2;
pub const RTLD_GLOBAL: c_int = 0x100;

#[link(name = "dl")]
extern "C" {
    pub fn dlopen(file: *const c_char, flags: c_int) -> *mut c_void;
    pub fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    pub fn dlerror() -> *mut c_char;
}

pub fn cuda_error(code: c_int) -> String {
    // SAFETY: cudaGetErrorString returns a static string (or null).
    let text = unsafe { cudaGetErrorString(code) };
    if text.is_null() {
        format!("CUDA error {code}")
    } else {
        // SAFETY: non-null, NUL-terminated, static.
        let text = unsafe { CStr::from_ptr(text) };
        format!("{} (CUDA error {code})", text.to_string_lossy())
    }
}

pub fn ck(code: c_int, what: &str) -> R<()> {
    if code == 0 {
        Ok(())
    } else {
        Err(format!("{what}: {}", cuda_error(code)))
    }
}

pub fn last_dl_error() -> String {
    // SAFETY: dlerror returns a thread-local string or null.
    let e = unsafe { dlerror() };
    if e.is_null() {
        "unknown dlopen error".into()
    } else {
        // SAFETY: non-null, NUL-terminated.
        unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
    }
}

/// Capture `calls` calls of `body` on `stream` into an instantiated graph.
pub fn capture(stream: CuStream, calls: usize, body: &mut dyn FnMut() -> R<()>) -> R<CuGraphExec> {
    // SAFETY: capture on a live stream; the graph is destroyed on every path.
    unsafe {
        ck(
            cudaStreamBeginCapture(stream, CUDA_CAPTURE_THREAD_LOCAL),
            "cudaStreamBeginCapture",
        )?;
        let mut failed = None;
        for _ in 0..calls {
            if let Err(e) = body() {
                failed = Some(e);
                break;
            }
        }
        let mut graph: CuGraph = std::ptr::null_mut();
        let end = cudaStreamEndCapture(stream, &mut graph);
        if let Some(e) = failed {
            if !graph.is_null() {
                cudaGraphDestroy(graph);
            }
            cudaGetLastError();
            return Err(format!("during capture: {e}"));
        }
        ck(end, "cudaStreamEndCapture")?;
        let mut exec: CuGraphExec = std::ptr::null_mut();
        let inst = cudaGraphInstantiate(&mut exec, graph, 0);
        cudaGraphDestroy(graph);
        ck(inst, "cudaGraphInstantiate")?;
        Ok(exec)
    }
}
