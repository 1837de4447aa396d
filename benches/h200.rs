//! H200 benchmark of the NVIDIA backend: oxblas against its floor, naive allocation schemes, a
//! device-to-device copy and cuBLAS, in one process, on the same data, on one stream.
//!
//! Built here (`scripts/bench-h200.sh`, or `cargo bench --no-run --features nvidia --bench h200`),
//! run on the GPU machine (`.gpu-bundle/bench/run-bench.sh`). Reproduction and results:
//! `docs/benchmarks/README.md`.
//!
//! Method (see the README for the why):
//! * every time is a pair of CUDA events around a loop of calls on one stream, after warm-up;
//!   per-call time = loop time / calls; each figure is the median of several repetitions;
//! * inputs are random non-zero values (xorshift), never zeros;
//! * the bandwidth runs rotate among input sets spread over 512 MiB per operand, so small sizes
//!   read cold data instead of the 60 MB L2 (the per-call runs do not: they measure overhead);
//! * every oxblas result is checked against cuBLAS (or an f64 host reference without cuBLAS);
//! * cuBLAS is loaded at run time (dlopen of libcublas.so.13); the CUDA runtime functions used
//!   directly here resolve against the static cudart that the oxblas nvidia build links, so the
//!   benchmark, oxblas and the streams share one runtime.
//!
//! Output: tables on stdout (the compact summary last), CSV files, `summary.txt` and `meta.txt`
//! under `$OUT` (default `./bench-out`); `benches/plot.py $OUT` draws the PNGs.
//!
//! Options: `--quick` (smoke run: fewer sizes, calls and repetitions), `--only=LIST` with LIST a
//! comma list of `percall`, `bandwidth`, `batched` (also `OXBLAS_BENCH_ONLY`). Environment:
//! `OUT`, `OXBLAS_CUBLAS` (path of libcublas.so.13). Exit status: 0 done (targets are reported,
//! not asserted), 1 error, 2 no usable GPU (`no_device`).

#![allow(clippy::too_many_arguments)]

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use oxblas::backend::{op_partial_bytes, Backend, ReduceLaunch, ReduceOp, VectorArg, VectorLayout};
use oxblas::env::EnvConfig;
use oxblas::level1::{plan, Vectors};
use oxblas::{Complex32, Complex64};
use oxblas::{
    DType, Device, DeviceBuffer, DevicePointerArray, DevicePtr, DeviceSlice, DeviceSliceMut,
    Handle, Scalar, Stats, Status, StreamId,
};

// ------------------------------------------------------------------------------------------------
// CUDA runtime (resolved against the static cudart linked by the oxblas nvidia build) and libdl
// ------------------------------------------------------------------------------------------------

type CuStream = *mut c_void;
type CuEvent = *mut c_void;
type CuGraph = *mut c_void;
type CuGraphExec = *mut c_void;

const CUDA_MEMCPY_D2D: c_int = 3;
const CUDA_CAPTURE_THREAD_LOCAL: c_int = 1;
const CUDA_ATTR_L2_CACHE_SIZE: c_int = 38;

extern "C" {
    fn cudaMalloc(ptr: *mut *mut c_void, bytes: usize) -> c_int;
    fn cudaFree(ptr: *mut c_void) -> c_int;
    fn cudaMallocAsync(ptr: *mut *mut c_void, bytes: usize, stream: CuStream) -> c_int;
    fn cudaFreeAsync(ptr: *mut c_void, stream: CuStream) -> c_int;
    fn cudaEventCreate(event: *mut CuEvent) -> c_int;
    fn cudaEventDestroy(event: CuEvent) -> c_int;
    fn cudaEventRecord(event: CuEvent, stream: CuStream) -> c_int;
    fn cudaEventSynchronize(event: CuEvent) -> c_int;
    fn cudaEventElapsedTime(ms: *mut f32, start: CuEvent, end: CuEvent) -> c_int;
    fn cudaStreamSynchronize(stream: CuStream) -> c_int;
    fn cudaMemcpyAsync(
        dst: *mut c_void,
        src: *const c_void,
        bytes: usize,
        kind: c_int,
        stream: CuStream,
    ) -> c_int;
    fn cudaStreamBeginCapture(stream: CuStream, mode: c_int) -> c_int;
    fn cudaStreamEndCapture(stream: CuStream, graph: *mut CuGraph) -> c_int;
    fn cudaGraphInstantiate(exec: *mut CuGraphExec, graph: CuGraph, flags: u64) -> c_int;
    fn cudaGraphLaunch(exec: CuGraphExec, stream: CuStream) -> c_int;
    fn cudaGraphExecDestroy(exec: CuGraphExec) -> c_int;
    fn cudaGraphDestroy(graph: CuGraph) -> c_int;
    fn cudaGetLastError() -> c_int;
    fn cudaGetErrorString(code: c_int) -> *const c_char;
    fn cudaRuntimeGetVersion(version: *mut c_int) -> c_int;
    fn cudaDriverGetVersion(version: *mut c_int) -> c_int;
    fn cudaDeviceGetAttribute(value: *mut c_int, attr: c_int, device: c_int) -> c_int;
    fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> c_int;
}

const RTLD_NOW: c_int = 2;
const RTLD_GLOBAL: c_int = 0x100;

#[link(name = "dl")]
extern "C" {
    fn dlopen(file: *const c_char, flags: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *mut c_char;
}

type R<T> = Result<T, String>;

fn cuda_error(code: c_int) -> String {
    // SAFETY: cudaGetErrorString returns a static string (or null).
    let text = unsafe { cudaGetErrorString(code) };
    if text.is_null() {
        format!("CUDA error {code}")
    } else {
        // SAFETY: non-null, NUL-terminated, static.
        format!(
            "{} (CUDA error {code})",
            unsafe { CStr::from_ptr(text) }.to_string_lossy()
        )
    }
}

fn ck(code: c_int, what: &str) -> R<()> {
    if code == 0 {
        Ok(())
    } else {
        Err(format!("{what}: {}", cuda_error(code)))
    }
}

/// `.ox("what")`: an oxblas error (or any displayable one) as this file's `String` error.
trait OxExt<T> {
    fn ox(self, what: &str) -> R<T>;
}
impl<T, E: std::fmt::Display> OxExt<T> for Result<T, E> {
    fn ox(self, what: &str) -> R<T> {
        self.map_err(|e| format!("{what}: {e}"))
    }
}

fn last_dl_error() -> String {
    // SAFETY: dlerror returns a thread-local string or null.
    let e = unsafe { dlerror() };
    if e.is_null() {
        "unknown dlopen error".into()
    } else {
        // SAFETY: non-null, NUL-terminated.
        unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
    }
}

// ------------------------------------------------------------------------------------------------
// Options
// ------------------------------------------------------------------------------------------------

/// Per-operand span the bandwidth runs rotate over (several times the 60 MB L2).
const RING: usize = 512 << 20;
/// Per-operand pool: the largest vector, 2^27 f64 = 1 GiB.
const HALF: usize = 1 << 30;

struct Opts {
    quick: bool,
    percall: bool,
    bandwidth: bool,
    batched: bool,
    out: PathBuf,
    calls: usize,
    pc_reps: usize,
    pc_warm: usize,
    graph_calls: usize,
    bw_log2: Vec<u32>,
    bw_reps: usize,
    bw_target_s: f64,
    batch_n: usize,
    batch_count: usize,
    loop_reps: usize,
}

impl Opts {
    fn parse() -> R<Opts> {
        let mut quick = false;
        let mut only: Option<String> = std::env::var("OXBLAS_BENCH_ONLY")
            .ok()
            .filter(|s| !s.is_empty());
        for a in std::env::args().skip(1) {
            if a == "--quick" {
                quick = true;
            } else if let Some(list) = a.strip_prefix("--only=") {
                only = Some(list.to_string());
            } else if a == "--help" || a == "-h" {
                println!(
                    "h200 [--quick] [--only=percall,bandwidth,batched]   (OUT=dir, OXBLAS_CUBLAS=path)"
                );
                std::process::exit(0);
            } else if a == "--bench" || a.starts_with("--") {
                // `cargo bench` passes --bench; other harness flags are ignored too.
            } else {
                return Err(format!("unknown argument {a:?} (see --help)"));
            }
        }
        let has = |name: &str| {
            only.as_deref()
                .is_none_or(|l| l.split(',').any(|s| s.trim() == name))
        };
        let out = std::env::var_os("OUT")
            .filter(|s| !s.is_empty())
            .map(PathBuf::from);
        let full: Vec<u32> = vec![10, 12, 14, 16, 18, 20, 22, 24, 26, 27];
        Ok(Opts {
            quick,
            percall: has("percall"),
            bandwidth: has("bandwidth"),
            batched: has("batched"),
            out: out.unwrap_or_else(|| PathBuf::from("bench-out")),
            calls: if quick { 1000 } else { 10_000 },
            pc_reps: if quick { 3 } else { 7 },
            pc_warm: if quick { 100 } else { 1000 },
            // The whole timed loop is one graph (one launch per timed loop).
            graph_calls: if quick { 1000 } else { 10_000 },
            bw_log2: if quick { vec![10, 16, 20, 24] } else { full },
            bw_reps: if quick { 3 } else { 11 },
            bw_target_s: if quick { 1e-3 } else { 5e-3 },
            batch_n: 4096,
            batch_count: 4096,
            loop_reps: if quick { 2 } else { 5 },
        })
    }
}

// ------------------------------------------------------------------------------------------------
// Random data
// ------------------------------------------------------------------------------------------------

struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> XorShift {
        // splitmix64 of the seed: never a zero state.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        XorShift(if z == 0 { 1 } else { z })
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    /// Uniform in (-1, 1), never 0: (2k+1 - 2^52) / 2^52 with k < 2^52 (exact).
    fn f64(&mut self) -> f64 {
        ((self.next() >> 12) as f64 + 0.5) * (1.0 / (1u64 << 51) as f64) - 1.0
    }
    /// Uniform in (-1, 1), never 0: (2k+1 - 2^23) / 2^23 with k < 2^23 (exact).
    fn f32(&mut self) -> f32 {
        ((self.next() >> 41) as f32 + 0.5) * (1.0 / (1u32 << 22) as f32) - 1.0
    }
}

fn par_fill<T: Send>(v: &mut [T], seed: u64, gen: fn(&mut XorShift) -> T) {
    const CHUNK: usize = 1 << 20;
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(4)
        .clamp(1, 32);
    let work = Mutex::new(v.chunks_mut(CHUNK).enumerate());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let next = work.lock().unwrap().next();
                let Some((i, chunk)) = next else { break };
                // Seeded per chunk: the data does not depend on the thread count.
                let mut r =
                    XorShift::new(seed ^ (i as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
                for e in chunk.iter_mut() {
                    *e = gen(&mut r);
                }
            });
        }
    });
}

/// Host copy of the data of one operand (components: complex values are interleaved).
enum HostVec {
    F32(Vec<f32>),
    F64(Vec<f64>),
}

impl HostVec {
    fn random(dt: DType, bytes: usize, seed: u64) -> HostVec {
        if dt.real_size() == 4 {
            let mut v = vec![0f32; bytes / 4];
            par_fill(&mut v, seed, XorShift::f32);
            HostVec::F32(v)
        } else {
            let mut v = vec![0f64; bytes / 8];
            par_fill(&mut v, seed, XorShift::f64);
            HostVec::F64(v)
        }
    }
    fn bytes(&self) -> (*const u8, usize) {
        match self {
            HostVec::F32(v) => (v.as_ptr().cast(), v.len() * 4),
            HostVec::F64(v) => (v.as_ptr().cast(), v.len() * 8),
        }
    }
    /// Element `i` (in elements of the data type) as (re, im).
    fn elem(&self, cplx: bool, i: usize) -> (f64, f64) {
        match (self, cplx) {
            (HostVec::F32(v), false) => (v[i] as f64, 0.0),
            (HostVec::F32(v), true) => (v[2 * i] as f64, v[2 * i + 1] as f64),
            (HostVec::F64(v), false) => (v[i], 0.0),
            (HostVec::F64(v), true) => (v[2 * i], v[2 * i + 1]),
        }
    }
    /// `|re| + |im|` of element `i`, computed in the data type's own precision (as cuBLAS does).
    fn measure(&self, cplx: bool, i: usize) -> f64 {
        match (self, cplx) {
            (HostVec::F32(v), false) => v[i].abs() as f64,
            (HostVec::F32(v), true) => (v[2 * i].abs() + v[2 * i + 1].abs()) as f64,
            (HostVec::F64(v), false) => v[i].abs(),
            (HostVec::F64(v), true) => v[2 * i].abs() + v[2 * i + 1].abs(),
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Host references and result decoding
// ------------------------------------------------------------------------------------------------

#[derive(Default, Clone, Copy)]
struct KSum {
    s: f64,
    c: f64,
}
impl KSum {
    fn add(&mut self, x: f64) {
        let t = self.s + x;
        if self.s.abs() >= x.abs() {
            self.c += (self.s - t) + x;
        } else {
            self.c += (x - t) + self.s;
        }
        self.s = t;
    }
    fn get(&self) -> f64 {
        self.s + self.c
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Val {
    Real(f64),
    Cplx(f64, f64),
    Index(i64),
}

impl std::fmt::Display for Val {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Val::Real(v) => write!(f, "{v:.17e}"),
            Val::Cplx(a, b) => write!(f, "({a:.17e}, {b:.17e})"),
            Val::Index(i) => write!(f, "{i}"),
        }
    }
}

/// f64 (compensated) reference of `op` over `n` elements starting at element `off`.
fn host_ref(op: ReduceOp, cplx: bool, x: &HostVec, y: &HostVec, off: usize, n: usize) -> Val {
    match op {
        ReduceOp::Asum => {
            let mut s = KSum::default();
            for i in off..off + n {
                let (a, b) = x.elem(cplx, i);
                s.add(a.abs());
                s.add(b.abs());
            }
            Val::Real(s.get())
        }
        ReduceOp::Nrm2 => Val::Real(sumsq(x, cplx, off, n).sqrt()),
        ReduceOp::Dot | ReduceOp::Dotc => {
            let conj = op == ReduceOp::Dotc;
            let (mut re, mut im) = (KSum::default(), KSum::default());
            for i in off..off + n {
                let (a, b) = x.elem(cplx, i);
                let (c, d) = y.elem(cplx, i);
                let b = if conj { -b } else { b };
                re.add(a * c);
                re.add(-b * d);
                im.add(a * d);
                im.add(b * c);
            }
            if cplx {
                Val::Cplx(re.get(), im.get())
            } else {
                Val::Real(re.get())
            }
        }
        ReduceOp::Iamax | ReduceOp::Iamin => {
            let mut best = 0usize;
            let mut bv = x.measure(cplx, off);
            for i in 1..n {
                let v = x.measure(cplx, off + i);
                if (op == ReduceOp::Iamax && v > bv) || (op == ReduceOp::Iamin && v < bv) {
                    best = i;
                    bv = v;
                }
            }
            Val::Index(best as i64 + 1)
        }
    }
}

fn sumsq(x: &HostVec, cplx: bool, off: usize, n: usize) -> f64 {
    let mut s = KSum::default();
    for i in off..off + n {
        let (a, b) = x.elem(cplx, i);
        s.add(a * a);
        if cplx {
            s.add(b * b);
        }
    }
    s.get()
}

/// Result `j` of a result array of `op` on `dt` with `index_bytes`-wide indices.
fn decode(op: ReduceOp, dt: DType, bytes: &[u8], j: usize, index_bytes: usize) -> Val {
    let rd = |at: usize, size: usize| -> f64 {
        if size == 4 {
            f32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as f64
        } else {
            f64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
        }
    };
    let rs = dt.real_size();
    match op {
        ReduceOp::Asum | ReduceOp::Nrm2 => Val::Real(rd(j * rs, rs)),
        ReduceOp::Dot | ReduceOp::Dotc if dt.is_complex() => {
            Val::Cplx(rd(j * 2 * rs, rs), rd(j * 2 * rs + rs, rs))
        }
        ReduceOp::Dot | ReduceOp::Dotc => Val::Real(rd(j * rs, rs)),
        ReduceOp::Iamax | ReduceOp::Iamin => {
            let at = j * index_bytes;
            Val::Index(if index_bytes == 4 {
                i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as i64
            } else {
                i64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
            })
        }
    }
}

/// Bytes of one result element as oxblas (8-byte indices) or cuBLAS (4-byte indices) writes it.
fn result_bytes(op: ReduceOp, dt: DType, index_bytes: usize) -> usize {
    match op {
        ReduceOp::Asum | ReduceOp::Nrm2 => dt.real_size(),
        ReduceOp::Dot | ReduceOp::Dotc => dt.size(),
        ReduceOp::Iamax | ReduceOp::Iamin => index_bytes,
    }
}

/// |got - want| / scale (values), 0 or infinity (indices).
fn error_of(got: Val, want: Val, scale: f64) -> f64 {
    match (got, want) {
        (Val::Real(a), Val::Real(b)) => (a - b).abs() / scale,
        (Val::Cplx(a, b), Val::Cplx(c, d)) => (a - c).hypot(b - d) / scale,
        (Val::Index(a), Val::Index(b)) if a == b => 0.0,
        _ => f64::INFINITY,
    }
}

fn tolerance(dt: DType) -> f64 {
    if dt.real_size() == 8 {
        1e-12
    } else {
        1e-5
    }
}

/// Results compared, and what disagreed.
#[derive(Default)]
struct Checks {
    compared: usize,
    mismatches: usize,
    /// Mismatches where oxblas is also off the f64 host reference (oxblas is wrong).
    ox_wrong: usize,
    /// Index mismatches between elements of equal measure (tie-breaking differs).
    ties: usize,
    against_host_only: usize,
    lines: Vec<String>,
}

impl Checks {
    fn note(&mut self, line: String) {
        println!("  CHECK {line}");
        if self.lines.len() < 200 {
            self.lines.push(line);
        }
    }
}

/// One comparison of an oxblas result. `reference` is cuBLAS's (or None: the host reference is
/// used). `scale` normalizes value errors (|ref| for asum/nrm2, ||x||·||y|| for dot).
fn check_result(
    checks: &mut Checks,
    what: &str,
    dt: DType,
    got: Val,
    reference: Option<Val>,
    host: &dyn Fn() -> Val,
    scale: f64,
    x: &HostVec,
    off: usize,
    quiet_after: &mut usize,
) -> bool {
    let tol = tolerance(dt);
    let cplx = dt.is_complex();
    checks.compared += 1;
    let (want, vs) = match reference {
        Some(r) => (r, "cuBLAS"),
        None => {
            checks.against_host_only += 1;
            (host(), "host f64 reference")
        }
    };
    let scale = if scale > 0.0 && scale.is_finite() {
        scale
    } else {
        1.0
    };
    let err = error_of(got, want, scale);
    if err <= tol {
        return true;
    }
    checks.mismatches += 1;
    let mut line = format!("{what}: oxblas {got} vs {vs} {want}");
    if let (Val::Index(a), Val::Index(b)) = (got, want) {
        let n_ok = |i: i64| i >= 1;
        if n_ok(a) && n_ok(b) {
            let (ma, mb) = (
                x.measure(cplx, off + a as usize - 1),
                x.measure(cplx, off + b as usize - 1),
            );
            if ma == mb {
                checks.ties += 1;
                let _ = write!(
                    line,
                    " (tie: both elements measure {ma:e}; tie-breaking differs)"
                );
            } else {
                let _ = write!(line, " (measures {ma:e} vs {mb:e})");
            }
        }
    } else {
        let _ = write!(line, " (error {err:.2e} x scale, tolerance {tol:.0e})");
    }
    if reference.is_some() {
        let h = host();
        let eo = error_of(got, h, scale);
        let ec = error_of(want, h, scale);
        if eo > tol {
            checks.ox_wrong += 1;
        }
        let _ = write!(
            line,
            "; host f64 ref {h}: oxblas err {eo:.2e}, cuBLAS err {ec:.2e}"
        );
    } else {
        checks.ox_wrong += 1;
    }
    if *quiet_after > 0 {
        *quiet_after -= 1;
        checks.note(line);
    }
    false
}

// ------------------------------------------------------------------------------------------------
// Timing
// ------------------------------------------------------------------------------------------------

/// Seconds per call of each repetition.
#[derive(Clone, Debug)]
struct Meas {
    per_call: Vec<f64>,
    iters: usize,
}

impl Meas {
    fn sorted(&self) -> Vec<f64> {
        let mut v = self.per_call.clone();
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        v
    }
    fn median(&self) -> f64 {
        let v = self.sorted();
        let m = v.len() / 2;
        if v.len() % 2 == 1 {
            v[m]
        } else {
            0.5 * (v[m - 1] + v[m])
        }
    }
    fn min(&self) -> f64 {
        self.sorted()[0]
    }
    fn max(&self) -> f64 {
        *self.sorted().last().unwrap()
    }
    /// Spread (max - min) / median.
    fn spread(&self) -> f64 {
        (self.max() - self.min()) / self.median()
    }
}

struct Timer {
    start: CuEvent,
    stop: CuEvent,
    stream: CuStream,
}

impl Timer {
    fn new(stream: CuStream) -> R<Timer> {
        let mut start = std::ptr::null_mut();
        let mut stop = std::ptr::null_mut();
        // SAFETY: plain event creation.
        unsafe {
            ck(cudaEventCreate(&mut start), "cudaEventCreate")?;
            ck(cudaEventCreate(&mut stop), "cudaEventCreate")?;
        }
        Ok(Timer {
            start,
            stop,
            stream,
        })
    }

    /// One timed loop of `iters` calls of `body` (given a running counter): seconds per call.
    fn run(
        &self,
        iters: usize,
        counter: &mut usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<f64> {
        // SAFETY: events and stream are live for the timer's lifetime.
        unsafe { ck(cudaEventRecord(self.start, self.stream), "cudaEventRecord")? };
        for _ in 0..iters {
            body(*counter)?;
            *counter += 1;
        }
        let mut ms = 0f32;
        // SAFETY: as above.
        unsafe {
            ck(cudaEventRecord(self.stop, self.stream), "cudaEventRecord")?;
            ck(
                cudaEventSynchronize(self.stop),
                "cudaEventSynchronize after the timed loop",
            )?;
            ck(
                cudaEventElapsedTime(&mut ms, self.start, self.stop),
                "cudaEventElapsedTime",
            )?;
            ck(cudaGetLastError(), "after the timed loop")?;
        }
        Ok(ms as f64 * 1e-3 / iters.max(1) as f64)
    }

    /// Warm-up, a calibration loop, then `reps` loops of about `target_s` seconds each.
    fn auto(
        &self,
        target_s: f64,
        reps: usize,
        max_iters: usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<Meas> {
        let mut c = 0;
        self.run(2, &mut c, body)?;
        let t = self.run(3, &mut c, body)?;
        let iters = ((target_s / t.max(1e-9)).ceil() as usize).clamp(1, max_iters);
        let mut v = Vec::with_capacity(reps);
        for _ in 0..reps {
            v.push(self.run(iters, &mut c, body)?);
        }
        Ok(Meas { per_call: v, iters })
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe {
            cudaEventDestroy(self.start);
            cudaEventDestroy(self.stop);
        }
    }
}

/// Capture `calls` calls of `body` on `stream` into an instantiated graph.
fn capture(stream: CuStream, calls: usize, body: &mut dyn FnMut() -> R<()>) -> R<CuGraphExec> {
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

// ------------------------------------------------------------------------------------------------
// cuBLAS, loaded at run time
// ------------------------------------------------------------------------------------------------

type CbOne = unsafe extern "C" fn(*mut c_void, c_int, *const c_void, c_int, *mut c_void) -> c_int;
type CbTwo = unsafe extern "C" fn(
    *mut c_void,
    c_int,
    *const c_void,
    c_int,
    *const c_void,
    c_int,
    *mut c_void,
) -> c_int;
type CbCreate = unsafe extern "C" fn(*mut *mut c_void) -> c_int;
type CbDestroy = unsafe extern "C" fn(*mut c_void) -> c_int;
type CbSetStream = unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int;
type CbSetPointerMode = unsafe extern "C" fn(*mut c_void, c_int) -> c_int;
type CbGetVersion = unsafe extern "C" fn(*mut c_void, *mut c_int) -> c_int;

#[derive(Clone, Copy)]
enum CbFn {
    One(CbOne),
    Two(CbTwo),
}

struct Cublas {
    path: String,
    handle: *mut c_void,
    version: c_int,
    set_pointer_mode: CbSetPointerMode,
    destroy: CbDestroy,
    fns: HashMap<(ReduceOp, DType), (CbFn, &'static str)>,
}

fn cublas_symbol(op: ReduceOp, dt: DType) -> &'static str {
    use DType::*;
    use ReduceOp::*;
    match (op, dt) {
        (Asum, F32) => "cublasSasum_v2",
        (Asum, F64) => "cublasDasum_v2",
        (Asum, C32) => "cublasScasum_v2",
        (Asum, C64) => "cublasDzasum_v2",
        (Nrm2, F32) => "cublasSnrm2_v2",
        (Nrm2, F64) => "cublasDnrm2_v2",
        (Nrm2, C32) => "cublasScnrm2_v2",
        (Nrm2, C64) => "cublasDznrm2_v2",
        (Dot, F32) | (Dotc, F32) => "cublasSdot_v2",
        (Dot, F64) | (Dotc, F64) => "cublasDdot_v2",
        (Dot, C32) => "cublasCdotu_v2",
        (Dot, C64) => "cublasZdotu_v2",
        (Dotc, C32) => "cublasCdotc_v2",
        (Dotc, C64) => "cublasZdotc_v2",
        (Iamax, F32) => "cublasIsamax_v2",
        (Iamax, F64) => "cublasIdamax_v2",
        (Iamax, C32) => "cublasIcamax_v2",
        (Iamax, C64) => "cublasIzamax_v2",
        (Iamin, F32) => "cublasIsamin_v2",
        (Iamin, F64) => "cublasIdamin_v2",
        (Iamin, C32) => "cublasIcamin_v2",
        (Iamin, C64) => "cublasIzamin_v2",
    }
}

const ALL_OPS: [ReduceOp; 6] = [
    ReduceOp::Asum,
    ReduceOp::Nrm2,
    ReduceOp::Dot,
    ReduceOp::Dotc,
    ReduceOp::Iamax,
    ReduceOp::Iamin,
];
const ALL_DTYPES: [DType; 4] = [DType::F32, DType::F64, DType::C32, DType::C64];

/// Where to look for libcublas.so.13, in order.
fn cublas_candidates() -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    if let Ok(p) = std::env::var("OXBLAS_CUBLAS") {
        if !p.is_empty() {
            v.push(p);
        }
    }
    let mut dirs: Vec<String> = Vec::new();
    if let Ok(l) = std::env::var("LD_LIBRARY_PATH") {
        dirs.extend(l.split(':').filter(|d| !d.is_empty()).map(String::from));
    }
    let mut later = vec![
        "/usr/local/cuda/lib64".to_string(),
        "/usr/local/cuda/targets/x86_64-linux/lib".into(),
    ];
    if let Ok(rd) = std::fs::read_dir("/usr/local") {
        let mut names: Vec<String> = rd
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("cuda"))
            .collect();
        names.sort();
        names.reverse();
        for n in names {
            later.push(format!("/usr/local/{n}/lib64"));
            later.push(format!("/usr/local/{n}/targets/x86_64-linux/lib"));
        }
    }
    for root in ["/opt/torch/.venv/lib", "/usr/local/lib", "/usr/lib"] {
        if let Ok(rd) = std::fs::read_dir(root) {
            for e in rd.flatten() {
                let n = e.file_name().to_string_lossy().into_owned();
                if n.starts_with("python3") {
                    for sp in ["site-packages", "dist-packages"] {
                        later.push(format!("{root}/{n}/{sp}/nvidia/cu13/lib"));
                        later.push(format!("{root}/{n}/{sp}/nvidia/cublas/lib"));
                    }
                }
            }
        }
    }
    later.push("/usr/lib/x86_64-linux-gnu".into());
    for d in &dirs {
        v.push(format!("{d}/libcublas.so.13"));
    }
    // The loader's own search (ldconfig cache, LD_LIBRARY_PATH) for the plain name.
    v.push("libcublas.so.13".into());
    for d in &later {
        v.push(format!("{d}/libcublas.so.13"));
    }
    let mut seen = std::collections::HashSet::new();
    v.retain(|p| seen.insert(p.clone()) && (!p.contains('/') || std::path::Path::new(p).exists()));
    v
}

impl Cublas {
    fn load(stream: CuStream) -> R<Cublas> {
        let mut tried = Vec::new();
        for path in cublas_candidates() {
            // Preload cublasLt from the same folder so that its copy is the one cuBLAS binds to.
            if let Some(dir) = std::path::Path::new(&path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
            {
                let lt = dir.join("libcublasLt.so.13");
                if lt.exists() {
                    let c = CString::new(lt.to_string_lossy().as_bytes()).unwrap();
                    // SAFETY: loading a shared library by path.
                    unsafe { dlopen(c.as_ptr(), RTLD_NOW | RTLD_GLOBAL) };
                }
            }
            let c = CString::new(path.as_bytes()).unwrap();
            // SAFETY: as above.
            let lib = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
            if lib.is_null() {
                tried.push(format!("{path}: {}", last_dl_error()));
                continue;
            }
            return Cublas::bind(lib, path, stream);
        }
        Err(format!(
            "libcublas.so.13 not found (set OXBLAS_CUBLAS=/path/libcublas.so.13); tried: {}",
            if tried.is_empty() {
                "no candidate exists".into()
            } else {
                tried.join("; ")
            }
        ))
    }

    fn bind(lib: *mut c_void, path: String, stream: CuStream) -> R<Cublas> {
        let sym = |name: &str| -> R<*mut c_void> {
            let c = CString::new(name).unwrap();
            // SAFETY: symbol lookup in a loaded library.
            let p = unsafe { dlsym(lib, c.as_ptr()) };
            if p.is_null() {
                Err(format!("{path}: no symbol {name}"))
            } else {
                Ok(p)
            }
        };
        // SAFETY: the symbols have these C signatures (cublas_api.h, all arguments pointer- or
        // int-sized; device pointers are passed as void pointers).
        unsafe {
            let create: CbCreate =
                std::mem::transmute::<*mut c_void, CbCreate>(sym("cublasCreate_v2")?);
            let destroy: CbDestroy =
                std::mem::transmute::<*mut c_void, CbDestroy>(sym("cublasDestroy_v2")?);
            let set_stream: CbSetStream =
                std::mem::transmute::<*mut c_void, CbSetStream>(sym("cublasSetStream_v2")?);
            let set_pointer_mode: CbSetPointerMode = std::mem::transmute::<
                *mut c_void,
                CbSetPointerMode,
            >(sym("cublasSetPointerMode_v2")?);
            let get_version: CbGetVersion =
                std::mem::transmute::<*mut c_void, CbGetVersion>(sym("cublasGetVersion_v2")?);
            let mut fns = HashMap::new();
            for op in ALL_OPS {
                for dt in ALL_DTYPES {
                    let name = cublas_symbol(op, dt);
                    let p = sym(name)?;
                    let f = if op.has_y() {
                        CbFn::Two(std::mem::transmute::<*mut c_void, CbTwo>(p))
                    } else {
                        CbFn::One(std::mem::transmute::<*mut c_void, CbOne>(p))
                    };
                    fns.insert((op, dt), (f, name));
                }
            }
            let mut handle = std::ptr::null_mut();
            let st = create(&mut handle);
            if st != 0 {
                return Err(format!("cublasCreate_v2: status {st}"));
            }
            let mut version = 0;
            get_version(handle, &mut version);
            let st = set_stream(handle, stream);
            if st != 0 {
                destroy(handle);
                return Err(format!("cublasSetStream_v2: status {st}"));
            }
            Ok(Cublas {
                path,
                handle,
                version,
                set_pointer_mode,
                destroy,
                fns,
            })
        }
    }

    fn pointer_mode_device(&self, device: bool) -> R<()> {
        // SAFETY: live handle; 0 = CUBLAS_POINTER_MODE_HOST, 1 = DEVICE.
        let st = unsafe { (self.set_pointer_mode)(self.handle, device as c_int) };
        if st != 0 {
            return Err(format!("cublasSetPointerMode_v2: status {st}"));
        }
        Ok(())
    }

    fn get(&self, op: ReduceOp, dt: DType) -> (CbFn, &'static str) {
        self.fns[&(op, dt)]
    }

    /// One call, unit increments; `res` is device memory in device pointer mode, host otherwise.
    ///
    /// # Safety
    /// `x`, `y` hold `n` elements of the function's type; `res` fits one result.
    unsafe fn call(
        &self,
        f: (CbFn, &'static str),
        n: usize,
        x: DevicePtr,
        y: DevicePtr,
        res: *mut c_void,
    ) -> R<()> {
        let st = match f.0 {
            CbFn::One(g) => g(self.handle, n as c_int, x.0 as *const c_void, 1, res),
            CbFn::Two(g) => g(
                self.handle,
                n as c_int,
                x.0 as *const c_void,
                1,
                y.0 as *const c_void,
                1,
                res,
            ),
        };
        if st != 0 {
            return Err(format!("{}: cuBLAS status {st}", f.1));
        }
        Ok(())
    }
}

impl Drop for Cublas {
    fn drop(&mut self) {
        // SAFETY: created in `bind`, destroyed once.
        unsafe { (self.destroy)(self.handle) };
    }
}

// ------------------------------------------------------------------------------------------------
// Context and report rows
// ------------------------------------------------------------------------------------------------

struct Ctx {
    opts: Opts,
    device: Device,
    backend: Arc<dyn Backend>,
    sid: StreamId,
    stream: CuStream,
    timer: Timer,
    report: Report,
}

impl Ctx {
    /// A handle on the bench stream, configured by nothing from the environment.
    fn handle(&self) -> R<Handle> {
        let mut h =
            Handle::with_config(&self.device, &EnvConfig::from_lookup(|_| None)).ox("handle")?;
        h.set_stream(self.sid).ox("set_stream")?;
        Ok(h)
    }

    fn sync(&self) -> R<()> {
        // SAFETY: live stream.
        unsafe { ck(cudaStreamSynchronize(self.stream), "cudaStreamSynchronize") }
    }

    fn read(&self, ptr: DevicePtr, bytes: usize) -> R<Vec<u8>> {
        let mut v = vec![0u8; bytes];
        self.sync()?;
        // SAFETY: `v` holds `bytes`; we wait before reading it.
        unsafe {
            self.backend
                .memcpy_dtoh(v.as_mut_ptr(), ptr, bytes, self.sid)
                .ox("read back")?;
        }
        self.backend.stream_synchronize(self.sid).ox("read back")?;
        Ok(v)
    }

    fn upload(&self, dst: DevicePtr, h: &HostVec) -> R<()> {
        let (p, bytes) = h.bytes();
        // SAFETY: `dst` has room (pool offsets); we wait before `h` can go away.
        unsafe {
            self.backend
                .memcpy_htod(dst, p, bytes, self.sid)
                .ox("upload")?
        };
        self.backend.stream_synchronize(self.sid).ox("upload")
    }
}

#[derive(Default, Clone, Copy, Debug)]
struct StatsDelta {
    allocations: u64,
    frees: u64,
    synchronizations: u64,
    borrows: u64,
    growths: u64,
    degraded: u64,
}

impl StatsDelta {
    fn between(a: &Stats, b: &Stats) -> StatsDelta {
        StatsDelta {
            allocations: b.allocations - a.allocations,
            frees: b.frees - a.frees,
            synchronizations: b.synchronizations - a.synchronizations,
            borrows: b.borrows - a.borrows,
            growths: b.growths - a.growths,
            degraded: b.degraded_calls - a.degraded_calls,
        }
    }
}

struct PcRow {
    n: usize,
    name: &'static str,
    mode: &'static str,
    meas: Option<Meas>,
    stats: Option<StatsDelta>,
    /// Calls timed in total (for the stats delta).
    calls: usize,
    value: Option<f64>,
    ok: Option<bool>,
    error: Option<String>,
}

struct BwRow {
    dt: DType,
    op: ReduceOp,
    n: usize,
    bytes: usize,
    sets: usize,
    ox: Meas,
    cb: Option<Meas>,
    copy: Meas,
    ok: bool,
}

impl BwRow {
    fn ox_gbs(&self) -> f64 {
        self.bytes as f64 / self.ox.median() / 1e9
    }
    fn cb_gbs(&self) -> Option<f64> {
        self.cb
            .as_ref()
            .map(|m| self.bytes as f64 / m.median() / 1e9)
    }
    /// Copy bandwidth counting bytes read and written.
    fn copy_gbs(&self) -> f64 {
        2.0 * self.bytes as f64 / self.copy.median() / 1e9
    }
    fn pct_copy(&self) -> f64 {
        100.0 * self.ox_gbs() / self.copy_gbs()
    }
    /// cuBLAS time / oxblas time: above 1, oxblas is faster.
    fn vs_cublas(&self) -> Option<f64> {
        self.cb.as_ref().map(|m| m.median() / self.ox.median())
    }
}

struct BatRow {
    dt: DType,
    op: ReduceOp,
    layout: &'static str,
    n: usize,
    batch: usize,
    ox: Meas,
    cb: Option<Meas>,
    ok: bool,
}

#[derive(Default)]
struct Report {
    percall: Vec<PcRow>,
    bw: Vec<BwRow>,
    batched: Vec<BatRow>,
    checks: Checks,
    notes: Vec<String>,
    header: Vec<String>,
    section_s: Vec<(&'static str, f64)>,
}

fn log2s(n: usize) -> String {
    if n.is_power_of_two() {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

fn us(s: f64) -> String {
    format!("{:.3}", s * 1e6)
}

// ------------------------------------------------------------------------------------------------
// oxblas calls through the public typed API
// ------------------------------------------------------------------------------------------------

/// One oxblas reduction with results to device memory (`batch` results at `res`).
///
/// # Safety
/// `res` holds `batch` results of the op's result type.
unsafe fn ox_reduce<T: Scalar>(
    h: &mut Handle,
    op: ReduceOp,
    n: usize,
    x: Vectors<'_, T>,
    y: Vectors<'_, T>,
    res: DevicePtr,
    batch: usize,
) -> oxblas::Result<()> {
    match op {
        ReduceOp::Asum => h.asum_device(
            n,
            x,
            1,
            &mut DeviceSliceMut::<T::Real>::from_raw(res, batch),
        ),
        ReduceOp::Nrm2 => h.nrm2_device(
            n,
            x,
            1,
            &mut DeviceSliceMut::<T::Real>::from_raw(res, batch),
        ),
        ReduceOp::Dot => h.dot_device(
            n,
            x,
            1,
            y,
            1,
            &mut DeviceSliceMut::<T>::from_raw(res, batch),
        ),
        ReduceOp::Dotc => h.dotc_device(
            n,
            x,
            1,
            y,
            1,
            &mut DeviceSliceMut::<T>::from_raw(res, batch),
        ),
        ReduceOp::Iamax => {
            h.iamax_device(n, x, 1, &mut DeviceSliceMut::<i64>::from_raw(res, batch))
        }
        ReduceOp::Iamin => {
            h.iamin_device(n, x, 1, &mut DeviceSliceMut::<i64>::from_raw(res, batch))
        }
    }
}

/// A typed view of `len` elements at `p` (pool memory that lives for the whole run).
fn view<T: Scalar>(p: DevicePtr, len: usize) -> DeviceSlice<'static, T> {
    // SAFETY: the pools outlive every use of the views made here.
    unsafe { DeviceSlice::from_raw(p, len) }
}

// ------------------------------------------------------------------------------------------------
// 1. Per-call cost of ddot
// ------------------------------------------------------------------------------------------------

fn percall_section(ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
    println!();
    println!(
        "== 1. per-call cost: ddot, {} calls per timed loop, median of {} loops (after {} warm-up calls)",
        ctx.opts.calls, ctx.opts.pc_reps, ctx.opts.pc_warm
    );
    println!("   The same x, y every call (L2-resident at these sizes): this measures per-call overhead.");
    println!("   x floor: / backend.reduce called directly with a preallocated partials buffer and the same");
    println!("   launch shape (oxblas::level1::plan). Graph rows: the whole loop captured once into a CUDA");
    println!(
        "   graph, one graph launch per timed loop. Handle stats: the change over all timed loops."
    );
    println!("   Loops run round-robin (loop 1 of every variant, then loop 2, ...): drift hits all alike.");
    clock_warm_up(ctx)?;
    for &n in &[1usize << 10, 1 << 20] {
        percall_n(ctx, cb, n)?;
    }
    Ok(())
}

/// Keep the GPU busy for a second of back-to-back calls before the first timed row, so the
/// first variant measured does not pay for clocks still ramping up (seen: the first row of the
/// section 30% slower than the same code measured later).
fn clock_warm_up(ctx: &mut Ctx) -> R<()> {
    let n = 1usize << 20;
    let xh = HostVec::random(DType::F64, n * 8, 0x5EED_0003);
    let x = ctx.device.alloc::<f64>(n).ox("alloc warm-up x")?;
    ctx.upload(x.ptr(), &xh)?;
    let mut r = ctx.device.alloc::<f64>(1).ox("alloc warm-up result")?;
    let mut h = ctx.handle()?;
    let t0 = Instant::now();
    while t0.elapsed().as_secs_f64() < 1.0 {
        for _ in 0..1000 {
            h.dot_device(
                n,
                Vectors::One(x.as_slice()),
                1,
                Vectors::One(x.as_slice()),
                1,
                &mut r.as_mut_slice(),
            )
            .ox("warm-up call")?;
        }
        h.synchronize().ox("warm-up sync")?;
    }
    Ok(())
}

/// One variant of the per-call section: a body that makes one call (or, for graphs, launches
/// `calls_per_body` captured calls), the handle it uses, and its timed loops.
struct Variant<'a> {
    name: &'static str,
    mode: &'static str,
    /// Result slot checked after the run.
    slot: Option<usize>,
    handle: Option<Handle>,
    body: Body<'a>,
    calls_per_body: usize,
    /// Slow baselines (cudaMalloc/cudaFree): fewer loops.
    slow: bool,
    /// Run before each loop (cuBLAS pointer mode).
    before_loop: Option<Box<dyn Fn() -> R<()> + 'a>>,
    times: Vec<f64>,
    stats_before: Option<Stats>,
    error: Option<String>,
}

/// One oxblas call on the variant's handle.
type OxCall<'a> = Box<dyn Fn(&mut Handle) -> oxblas::Result<()> + 'a>;

enum Body<'a> {
    Ox(OxCall<'a>),
    Raw(Box<dyn Fn() -> R<()> + 'a>),
    Graph(CuGraphExec),
}

impl<'a> Variant<'a> {
    fn ox(
        name: &'static str,
        mode: &'static str,
        slot: Option<usize>,
        h: Handle,
        call: OxCall<'a>,
    ) -> Self {
        Variant::new(name, mode, slot, Some(h), Body::Ox(call), 1, false)
    }
    fn raw(
        name: &'static str,
        slot: Option<usize>,
        f: Box<dyn Fn() -> R<()> + 'a>,
        slow: bool,
    ) -> Self {
        Variant::new(name, "device", slot, None, Body::Raw(f), 1, slow)
    }
    /// `h`: the handle whose workspace the graph uses (kept alive with it).
    fn graph(
        name: &'static str,
        slot: Option<usize>,
        h: Option<Handle>,
        exec: CuGraphExec,
        calls: usize,
    ) -> Self {
        Variant::new(name, "device", slot, h, Body::Graph(exec), calls, false)
    }
    #[allow(clippy::too_many_arguments)]
    fn new(
        name: &'static str,
        mode: &'static str,
        slot: Option<usize>,
        handle: Option<Handle>,
        body: Body<'a>,
        calls_per_body: usize,
        slow: bool,
    ) -> Self {
        Variant {
            name,
            mode,
            slot,
            handle,
            body,
            calls_per_body: calls_per_body.max(1),
            slow,
            before_loop: None,
            times: Vec::new(),
            stats_before: None,
            error: None,
        }
    }

    /// One loop of `iters` bodies; `keep`: record its time per call.
    fn run_loop(&mut self, timer: &Timer, iters: usize, keep: bool) {
        if self.error.is_some() || iters == 0 {
            return;
        }
        if let Some(f) = &self.before_loop {
            if let Err(e) = f() {
                self.error = Some(e);
                return;
            }
        }
        let (handle, body) = (&mut self.handle, &self.body);
        let mut c = 0;
        let r = timer.run(iters, &mut c, &mut |_| match body {
            Body::Ox(f) => f(handle.as_mut().expect("an oxblas variant has a handle")).ox("call"),
            Body::Raw(f) => f(),
            // SAFETY: the executable lives until every loop is done.
            Body::Graph(exec) => unsafe {
                ck(cudaGraphLaunch(*exec, timer.stream), "cudaGraphLaunch")
            },
        });
        match r {
            Ok(t) if keep => self.times.push(t / self.calls_per_body as f64),
            Ok(_) => {}
            Err(e) => self.error = Some(e),
        }
    }

    fn start_stats(&mut self) {
        if let (Body::Ox(_), Some(h)) = (&self.body, &self.handle) {
            self.stats_before = Some(h.stats());
        }
    }

    fn finish(self, calls: usize) -> R<(Meas, Option<StatsDelta>)> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let stats = match (&self.stats_before, &self.handle) {
            (Some(b), Some(h)) => Some(StatsDelta::between(b, &h.stats())),
            _ => None,
        };
        let iters = calls.div_ceil(self.calls_per_body) * self.calls_per_body;
        Ok((
            Meas {
                per_call: self.times,
                iters,
            },
            stats,
        ))
    }
}

fn percall_n(ctx: &mut Ctx, cb: Option<&Cublas>, n: usize) -> R<()> {
    let (calls, reps, warm) = (ctx.opts.calls, ctx.opts.pc_reps, ctx.opts.pc_warm);
    let xh = HostVec::random(DType::F64, n * 8, 0x5EED_0001 ^ n as u64);
    let yh = HostVec::random(DType::F64, n * 8, 0x5EED_0002 ^ n as u64);
    let host = host_ref(ReduceOp::Dot, false, &xh, &yh, 0, n);
    let scale = (sumsq(&xh, false, 0, n) * sumsq(&yh, false, 0, n)).sqrt();
    let x = ctx.device.alloc::<f64>(n).ox("alloc x")?;
    let y = ctx.device.alloc::<f64>(n).ox("alloc y")?;
    ctx.upload(x.ptr(), &xh)?;
    ctx.upload(y.ptr(), &yh)?;
    let (xs, ys) = (x.as_slice(), y.as_slice());
    // One result slot per variant.
    let res = ctx.device.alloc::<f64>(32).ox("alloc results")?;
    let slot = |k: usize| res.ptr().offset(8 * k);

    let dev_call = |k: usize| {
        move |h: &mut Handle| -> oxblas::Result<()> {
            // SAFETY: slot k of `res` holds one f64.
            h.dot_device(n, Vectors::One(xs), 1, Vectors::One(ys), 1, &mut unsafe {
                DeviceSliceMut::from_raw(slot(k), 1)
            })
        }
    };
    let host_value = std::cell::Cell::new(f64::NAN);
    let host_call = |h: &mut Handle| -> oxblas::Result<()> {
        host_value.set(h.dot(n, &xs, 1, &ys, 1)?);
        Ok(())
    };

    // Workspace size for the user-managed and user-owned schemes: a size query over both modes.
    let need = {
        let mut q = ctx.handle()?;
        q.start_device_memory_size_query().ox("size query")?;
        for r in [dev_call(31)(&mut q), host_call(&mut q)] {
            if let Err(e) = r {
                if !e.is_size_query() {
                    return Err(format!("size query: {e}"));
                }
            }
        }
        q.stop_device_memory_size_query().ox("size query")?
    };

    let row = |name: &'static str, mode: &'static str, r: R<(Meas, Option<StatsDelta>)>| -> PcRow {
        let (meas, stats, error) = match r {
            Ok((m, s)) => (Some(m), s, None),
            Err(e) => (None, None, Some(e)),
        };
        PcRow {
            n,
            name,
            mode,
            meas,
            stats,
            calls: calls * reps,
            value: None,
            ok: None,
            error,
        }
    };

    // The floor: the same kernel launch with its workspace passed in.
    let props = ctx.backend.properties().clone();
    let shape = plan::call_shape(&props, ReduceOp::Dot, DType::F64, n as i64, 1);
    let partial_bytes = if shape.blocks_per_batch > 1 {
        shape.blocks_per_batch as usize * op_partial_bytes(ReduceOp::Dot)
    } else {
        0
    };
    // What a library allocating per call would allocate: the partials (64 B when none are needed).
    let per_call_bytes = oxblas::memory::round_up(partial_bytes.max(1));
    let partials = ctx
        .device
        .alloc::<u8>(per_call_bytes)
        .ox("alloc partials")?;
    // The completion counter a handle would own (zero, and left at zero by every launch).
    let counters = ctx.device.upload(&[0u32; 1]).ox("alloc counters")?;
    let launch = |partials: DevicePtr, result: DevicePtr| ReduceLaunch {
        op: ReduceOp::Dot,
        dtype: DType::F64,
        n: n as i64,
        batch: 1,
        x: VectorArg {
            layout: VectorLayout::Strided {
                base: xs.ptr(),
                stride: 0,
            },
            inc: 1,
        },
        y: Some(VectorArg {
            layout: VectorLayout::Strided {
                base: ys.ptr(),
                stride: 0,
            },
            inc: 1,
        }),
        blocks_per_batch: shape.blocks_per_batch,
        threads_per_block: shape.threads,
        partials: if shape.blocks_per_batch > 1 {
            partials
        } else {
            DevicePtr::NULL
        },
        counters: if shape.blocks_per_batch > 1 {
            counters.ptr()
        } else {
            DevicePtr::NULL
        },
        result,
        index_bytes: 8,
        interleave: shape.interleave,
    };
    let backend = ctx.backend.clone();
    let sid = ctx.sid;
    let floor_launch = launch(partials.ptr(), slot(5));
    let stream = ctx.stream;
    let cb_host_value = std::cell::Cell::new(f64::NAN);

    // Every variant is set up first, then the timed loops run round-robin (rep 1 of every
    // variant, then rep 2, ...), so that clock and host drift hit all of them alike.
    let gc = ctx.opts.graph_calls;
    let mut vars: Vec<Variant> = Vec::new();
    let mut graphs: Vec<CuGraphExec> = Vec::new();
    let mut failed: Vec<(PcRow, Option<usize>)> = Vec::new();

    // --- oxblas, managed (classic arena), device and host pointer mode; then its graph.
    vars.push(Variant::ox(
        "oxblas managed",
        "device",
        Some(0),
        ctx.handle()?,
        Box::new(dev_call(0)),
    ));
    vars.push(Variant::ox(
        "oxblas managed",
        "host",
        None,
        ctx.handle()?,
        Box::new(host_call),
    ));
    {
        let mut hg = ctx.handle()?;
        let f = dev_call(1);
        match capture(ctx.stream, gc, &mut || f(&mut hg).ox("captured call")) {
            Ok(exec) => {
                graphs.push(exec);
                vars.push(Variant::graph(
                    "oxblas managed graph replay",
                    Some(1),
                    Some(hg),
                    exec,
                    gc,
                ));
            }
            Err(e) => failed.push((row("oxblas managed graph replay", "device", Err(e)), None)),
        }
    }
    // --- oxblas, user-managed (fixed size from the query).
    {
        let mut hu = ctx.handle()?;
        match hu
            .set_device_memory_size(need.max(64))
            .ox("set_device_memory_size")
        {
            Ok(()) => vars.push(Variant::ox(
                "oxblas user-managed",
                "device",
                Some(2),
                hu,
                Box::new(dev_call(2)),
            )),
            Err(e) => failed.push((row("oxblas user-managed", "device", Err(e)), None)),
        }
    }
    // --- oxblas, user-owned buffer.
    {
        let mut ho = ctx.handle()?;
        let r = ctx
            .device
            .alloc::<u8>(oxblas::memory::round_up(need.max(64)))
            .ox("alloc user workspace")
            .and_then(|b| ho.set_workspace(b).ox("set_workspace"));
        match r {
            Ok(_) => vars.push(Variant::ox(
                "oxblas user-owned",
                "device",
                Some(3),
                ho,
                Box::new(dev_call(3)),
            )),
            Err(e) => failed.push((row("oxblas user-owned", "device", Err(e)), None)),
        }
    }
    // --- oxblas, stream-ordered allocation.
    {
        let mut hs = ctx.handle()?;
        match hs.set_stream_order_alloc(true).ox("set_stream_order_alloc") {
            Ok(()) => vars.push(Variant::ox(
                "oxblas stream-ordered",
                "device",
                Some(4),
                hs,
                Box::new(dev_call(4)),
            )),
            Err(e) => failed.push((row("oxblas stream-ordered", "device", Err(e)), None)),
        }
    }

    // --- the floor.
    let floor = || -> R<()> {
        // SAFETY: x, y, partials and the result slot are live device memory of the right sizes.
        unsafe { backend.reduce(&floor_launch, sid).ox("backend.reduce") }
    };
    vars.push(Variant::raw(
        "floor: backend.reduce",
        Some(5),
        Box::new(floor),
        false,
    ));
    match capture(ctx.stream, gc, &mut || floor()) {
        Ok(exec) => {
            graphs.push(exec);
            vars.push(Variant::graph("floor graph replay", None, None, exec, gc));
        }
        Err(e) => failed.push((row("floor graph replay", "device", Err(e)), None)),
    }
    // --- naive allocation around each floor call.
    let malloc_free = || -> R<()> {
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: a fresh allocation, used by one launch, freed (cudaFree waits for the device).
        unsafe {
            ck(cudaMalloc(&mut p, per_call_bytes), "cudaMalloc")?;
            backend
                .reduce(&launch(DevicePtr(p as u64), slot(6)), sid)
                .ox("backend.reduce")?;
            ck(cudaFree(p), "cudaFree")
        }
    };
    vars.push(Variant::raw(
        "floor + cudaMalloc/cudaFree",
        Some(6),
        Box::new(malloc_free),
        true,
    ));
    let malloc_async = || -> R<()> {
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: stream-ordered allocation used by one launch on the same stream, then freed there.
        unsafe {
            ck(
                cudaMallocAsync(&mut p, per_call_bytes, stream),
                "cudaMallocAsync",
            )?;
            backend
                .reduce(&launch(DevicePtr(p as u64), slot(7)), sid)
                .ox("backend.reduce")?;
            ck(cudaFreeAsync(p, stream), "cudaFreeAsync")
        }
    };
    vars.push(Variant::raw(
        "floor + cudaMallocAsync/FreeAsync",
        Some(7),
        Box::new(malloc_async),
        true,
    ));

    // --- cuBLAS, device and host pointer mode (the pointer mode is set before each loop).
    let mut cb_dev_slot = None;
    if let Some(cb) = cb {
        let f = cb.get(ReduceOp::Dot, DType::F64);
        let dev = move || -> R<()> {
            unsafe { cb.call(f, n, xs.ptr(), ys.ptr(), slot(8).0 as *mut c_void) }
        };
        let mut v = Variant::raw("cuBLAS cublasDdot_v2", Some(8), Box::new(dev), false);
        v.before_loop = Some(Box::new(move || cb.pointer_mode_device(true)));
        vars.push(v);
        cb_dev_slot = Some(8);
        let hv = &cb_host_value;
        let host = move || -> R<()> {
            let mut x = f64::NAN;
            unsafe { cb.call(f, n, xs.ptr(), ys.ptr(), (&mut x as *mut f64).cast())? };
            hv.set(x);
            Ok(())
        };
        let mut v = Variant::raw("cuBLAS cublasDdot_v2", None, Box::new(host), false);
        v.mode = "host";
        v.before_loop = Some(Box::new(move || cb.pointer_mode_device(false)));
        vars.push(v);
    }

    // --- warm-up, then the rounds.
    let (slow_warm, slow_reps) = (warm.min(100), reps.min(5));
    for v in &mut vars {
        let w = if v.slow { slow_warm } else { warm };
        v.run_loop(&ctx.timer, w.div_ceil(v.calls_per_body), false);
        v.start_stats();
    }
    for rep in 0..reps {
        for v in &mut vars {
            if v.slow && rep >= slow_reps {
                continue;
            }
            v.run_loop(&ctx.timer, calls.div_ceil(v.calls_per_body), true);
        }
    }
    if let Some(cb) = cb {
        cb.pointer_mode_device(true)?;
    }
    for exec in graphs {
        // SAFETY: no launch of it is pending after the timer's last synchronization.
        unsafe { cudaGraphExecDestroy(exec) };
    }
    let mut rows: Vec<(PcRow, Option<usize>)> = Vec::new();
    for v in vars {
        let (name, mode, slot_k, is_host) = (v.name, v.mode, v.slot, v.mode == "host");
        let is_cb = name.starts_with("cuBLAS");
        let r = v.finish(calls);
        let mut pr = row(name, mode, r);
        if is_host {
            pr.value = Some(if is_cb {
                cb_host_value.get()
            } else {
                host_value.get()
            });
        }
        rows.push((pr, slot_k));
    }
    rows.extend(failed);

    // --- results.
    let bytes = ctx.read(res.ptr(), 32 * 8)?;
    let val = |k: usize| f64::from_le_bytes(bytes[8 * k..8 * k + 8].try_into().unwrap());
    let reference = cb_dev_slot.map(|k| Val::Real(val(k)));
    let mut quiet = 20;
    for (r, k) in &mut rows {
        if let Some(k) = *k {
            r.value = Some(val(k));
        }
        if r.error.is_some() || r.name.starts_with("cuBLAS") {
            continue;
        }
        if let Some(v) = r.value {
            let what = format!("ddot n={} {} ({})", log2s(n), r.name, r.mode);
            r.ok = Some(check_result(
                &mut ctx.report.checks,
                &what,
                DType::F64,
                Val::Real(v),
                reference,
                &|| host,
                scale,
                &xh,
                0,
                &mut quiet,
            ));
        }
    }

    // --- table.
    let floor_t = rows
        .iter()
        .find(|(r, _)| r.name == "floor: backend.reduce")
        .and_then(|(r, _)| r.meas.as_ref())
        .map(Meas::median);
    println!();
    println!(
        "  n = {} (footprint: device mode {} B, host mode {} B; floor grid {}x{}; user workspace {} B)",
        log2s(n),
        plan::workspace_plan(ReduceOp::Dot, DType::F64, 1, shape.blocks_per_batch, false, 8).footprint(),
        plan::workspace_plan(ReduceOp::Dot, DType::F64, 1, shape.blocks_per_batch, true, 8).footprint(),
        shape.blocks_per_batch,
        shape.threads,
        need.max(64)
    );
    println!(
        "  {:<36} {:<6} {:>10} {:>10} {:>10} {:>8}  {:<34} result",
        "variant", "mode", "us/call", "min", "max", "x floor", "handle stats delta (timed loops)",
    );
    for (r, _) in &rows {
        match (&r.meas, &r.error) {
            (Some(m), _) => {
                let ratio = floor_t
                    .map(|f| format!("{:.3}", m.median() / f))
                    .unwrap_or_else(|| "-".into());
                let stats = r
                    .stats
                    .map(|s| {
                        format!(
                            "alloc {} free {} sync {} borrow {} grow {}",
                            s.allocations, s.frees, s.synchronizations, s.borrows, s.growths
                        )
                    })
                    .unwrap_or_else(|| "-".into());
                let result = match (r.value, r.ok) {
                    (Some(v), Some(true)) => format!("{v:.6e} ok"),
                    (Some(v), Some(false)) => format!("{v:.6e} MISMATCH"),
                    (Some(v), None) => format!("{v:.6e}"),
                    _ => "-".into(),
                };
                println!(
                    "  {:<36} {:<6} {:>10} {:>10} {:>10} {:>8}  {:<34} {}",
                    r.name,
                    r.mode,
                    us(m.median()),
                    us(m.min()),
                    us(m.max()),
                    ratio,
                    stats,
                    result
                );
            }
            (None, Some(e)) => println!("  {:<36} {:<6} FAILED: {e}", r.name, r.mode),
            (None, None) => {}
        }
    }
    for (r, _) in rows {
        ctx.report.percall.push(r);
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------------
// 2. Bandwidth, and 3. batched, per data type
// ------------------------------------------------------------------------------------------------

struct Pools {
    /// x at [0, HALF), y at [HALF, 2 HALF): contiguous, so a copy of the bytes of x and y can
    /// read them in one piece.
    src: DeviceBuffer<u8>,
    dst: DeviceBuffer<u8>,
    /// Result arrays: oxblas timing, cuBLAS timing, and three check slots, 1 MiB each.
    scratch: DeviceBuffer<u8>,
}

const SCRATCH_SLOT: usize = 1 << 20;

impl Pools {
    fn x(&self) -> DevicePtr {
        self.src.ptr()
    }
    fn y(&self) -> DevicePtr {
        self.src.ptr().offset(HALF)
    }
    fn slot(&self, k: usize) -> DevicePtr {
        self.scratch.ptr().offset(k * SCRATCH_SLOT)
    }
}

/// Median D2D copy time of `bytes` (rotating over RING when it fits), cached per size.
fn copy_time(ctx: &Ctx, pools: &Pools, bytes: usize, cache: &mut HashMap<usize, Meas>) -> R<Meas> {
    if let Some(m) = cache.get(&bytes) {
        return Ok(m.clone());
    }
    let sets = (RING / bytes).max(1);
    let (src, dst, stream) = (pools.src.ptr(), pools.dst.ptr(), ctx.stream);
    let m = ctx
        .timer
        .auto(ctx.opts.bw_target_s, ctx.opts.bw_reps, 20_000, &mut |i| {
            let off = (i % sets) * bytes;
            // SAFETY: both pools hold 2 HALF >= off + bytes.
            unsafe {
                ck(
                    cudaMemcpyAsync(
                        dst.offset(off).0 as *mut c_void,
                        src.offset(off).0 as *const c_void,
                        bytes,
                        CUDA_MEMCPY_D2D,
                        stream,
                    ),
                    "cudaMemcpyAsync",
                )
            }
        })?;
    cache.insert(bytes, m.clone());
    Ok(m)
}

fn dtype_section<T: Scalar>(
    ctx: &mut Ctx,
    cb: Option<&Cublas>,
    pools: &Pools,
    log2s_: &[u32],
    ops: &[ReduceOp],
    with_bandwidth: bool,
    with_batched: bool,
    copy_cache: &mut HashMap<usize, Meas>,
) -> R<()> {
    let dt = T::DTYPE;
    let es = dt.size();
    let cplx = dt.is_complex();
    let max_n = log2s_
        .iter()
        .map(|&l| 1usize << l)
        .filter(|n| n * es <= HALF)
        .max()
        .unwrap_or(0);
    let batch_bytes = if with_batched {
        ctx.opts.batch_n * ctx.opts.batch_count * es
    } else {
        0
    };
    let region = RING.max(max_n * es).max(batch_bytes).min(HALF);
    let t0 = Instant::now();
    let xh = HostVec::random(dt, region, 0xA11CE ^ (dt as u64) << 8);
    let yh = HostVec::random(dt, region, 0xB0B ^ (dt as u64) << 8);
    ctx.upload(pools.x(), &xh)?;
    ctx.upload(pools.y(), &yh)?;
    println!(
        "  [{}] {} MiB of random data per operand generated and uploaded in {:.1} s",
        dt.prefix(),
        region >> 20,
        t0.elapsed().as_secs_f64()
    );
    let mut h = ctx.handle()?;
    let (ox_res, cb_res, chk_ox, chk_cb) =
        (pools.slot(0), pools.slot(1), pools.slot(2), pools.slot(3));
    if with_bandwidth {
        println!(
            "  {:<4} {:<6} {:>5} {:>10} {:>9} {:>10} {:>9} {:>9} {:>8} {:>8} {:>5} {:>6} check",
            "type",
            "op",
            "n",
            "ox us",
            "ox GB/s",
            "cuBLAS us",
            "cb GB/s",
            "copy GB/s",
            "%copy",
            "cb/ox",
            "sets",
            "spread"
        );
    }

    if with_bandwidth {
        for &l in log2s_ {
            let n = 1usize << l;
            let vb = n * es;
            if vb > HALF {
                continue;
            }
            let sets = (RING / vb).max(1);
            let xp = |i: usize| pools.x().offset((i % sets) * vb);
            let yp = |i: usize| pools.y().offset((i % sets) * vb);
            // ||x||·||y|| of the first set: the scale of the dot checks (computed when needed).
            let mut norms: Option<f64> = None;
            for &op in ops {
                let bytes = vb * if op.has_y() { 2 } else { 1 };
                let copy = copy_time(ctx, pools, bytes, copy_cache)?;
                let (target, reps) = (ctx.opts.bw_target_s, ctx.opts.bw_reps);
                let ox = ctx.timer.auto(target, reps, 20_000, &mut |i| {
                    // SAFETY: the result slot holds one result.
                    unsafe {
                        ox_reduce::<T>(
                            &mut h,
                            op,
                            n,
                            Vectors::One(view(xp(i), n)),
                            Vectors::One(view(yp(i), n)),
                            ox_res,
                            1,
                        )
                    }
                    .ox("oxblas")
                })?;
                let cbm = match cb {
                    Some(cb) => {
                        let f = cb.get(op, dt);
                        Some(ctx.timer.auto(target, reps, 20_000, &mut |i| unsafe {
                            cb.call(f, n, xp(i), yp(i), cb_res.0 as *mut c_void)
                        })?)
                    }
                    None => None,
                };
                // Check: one call of each on the first set.
                // SAFETY: check slots hold one result.
                unsafe {
                    ox_reduce::<T>(
                        &mut h,
                        op,
                        n,
                        Vectors::One(view(xp(0), n)),
                        Vectors::One(view(yp(0), n)),
                        chk_ox,
                        1,
                    )
                    .ox("oxblas check call")?;
                }
                let want = match cb {
                    Some(cb) => {
                        // SAFETY: as above.
                        unsafe {
                            cb.call(cb.get(op, dt), n, xp(0), yp(0), chk_cb.0 as *mut c_void)?
                        };
                        let b = ctx.read(chk_cb, 16)?;
                        Some(decode(op, dt, &b, 0, 4))
                    }
                    None => None,
                };
                let got = decode(op, dt, &ctx.read(chk_ox, 16)?, 0, 8);
                let scale = match (op, want) {
                    (ReduceOp::Dot | ReduceOp::Dotc, _) => *norms.get_or_insert_with(|| {
                        (sumsq(&xh, cplx, 0, n) * sumsq(&yh, cplx, 0, n)).sqrt()
                    }),
                    (_, Some(Val::Real(v))) => v.abs(),
                    (_, _) => match host_ref(op, cplx, &xh, &yh, 0, n) {
                        Val::Real(v) => v.abs(),
                        _ => 1.0,
                    },
                };
                let what = format!("{}{} n={}", dt.prefix(), op.name(), log2s(n));
                let mut quiet = 1;
                let ok = check_result(
                    &mut ctx.report.checks,
                    &what,
                    dt,
                    got,
                    want,
                    &|| host_ref(op, cplx, &xh, &yh, 0, n),
                    scale,
                    &xh,
                    0,
                    &mut quiet,
                );
                let row = BwRow {
                    dt,
                    op,
                    n,
                    bytes,
                    sets,
                    ox,
                    cb: cbm,
                    copy,
                    ok,
                };
                println!(
                    "  {:<4} {:<6} {:>5} {:>10} {:>9.1} {:>10} {:>9} {:>9.1} {:>7.1}% {:>8} {:>5} {:>6} {}",
                    format!("{:?}", dt).to_lowercase(),
                    op.name(),
                    log2s(n),
                    us(row.ox.median()),
                    row.ox_gbs(),
                    row.cb.as_ref().map(|m| us(m.median())).unwrap_or_else(|| "-".into()),
                    row.cb_gbs().map(|g| format!("{g:.1}")).unwrap_or_else(|| "-".into()),
                    row.copy_gbs(),
                    row.pct_copy(),
                    row.vs_cublas().map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
                    sets,
                    format!("{:.0}%", 100.0 * row.ox.spread()),
                    if ok { "ok" } else { "MISMATCH" }
                );
                ctx.report.bw.push(row);
            }
        }
    }

    if with_batched {
        batched_dtype::<T>(ctx, cb, pools, ops, &xh, &yh, &mut h)?;
    }
    Ok(())
}

fn batched_dtype<T: Scalar>(
    ctx: &mut Ctx,
    cb: Option<&Cublas>,
    pools: &Pools,
    ops: &[ReduceOp],
    xh: &HostVec,
    yh: &HostVec,
    h: &mut Handle,
) -> R<()> {
    let dt = T::DTYPE;
    let es = dt.size();
    let cplx = dt.is_complex();
    let (n, b) = (ctx.opts.batch_n, ctx.opts.batch_count);
    let set_bytes = n * b * es;
    let sets = (RING / set_bytes).max(1).min(HALF / set_bytes).max(1);
    let xs = |s: usize| pools.x().offset((s % sets) * set_bytes);
    let ys = |s: usize| pools.y().offset((s % sets) * set_bytes);
    let mut xarr = Vec::new();
    let mut yarr = Vec::new();
    for s in 0..sets {
        let vx: Vec<DeviceSlice<'static, T>> = (0..b)
            .map(|j| view::<T>(xs(s).offset(j * n * es), n))
            .collect();
        let vy: Vec<DeviceSlice<'static, T>> = (0..b)
            .map(|j| view::<T>(ys(s).offset(j * n * es), n))
            .collect();
        xarr.push(DevicePointerArray::new(&ctx.backend, &vx).ox("pointer array")?);
        yarr.push(DevicePointerArray::new(&ctx.backend, &vy).ox("pointer array")?);
    }
    let (ox_res, cb_res, chk_a, chk_b, chk_cb) = (
        pools.slot(0),
        pools.slot(1),
        pools.slot(2),
        pools.slot(3),
        pools.slot(4),
    );
    // Per-vector norms of set 0 (scale of the dot checks).
    let norms: Vec<f64> = (0..b)
        .map(|j| (sumsq(xh, cplx, j * n, n) * sumsq(yh, cplx, j * n, n)).sqrt())
        .collect();
    println!(
        "  {:<4} {:<6} {:<14} {:>10} {:>9} {:>12} {:>9} check",
        "type", "op", "layout", "ox us", "ox GB/s", "cuBLAS loop", "speedup"
    );
    let strided = |s: usize, base: &dyn Fn(usize) -> DevicePtr| -> Vectors<'static, T> {
        Vectors::Strided {
            x: view::<T>(base(s), n * b),
            stride: n,
            count: b,
        }
    };
    for &op in ops {
        let (target, reps) = (ctx.opts.bw_target_s, ctx.opts.bw_reps);
        let ox_s = ctx.timer.auto(target, reps, 20_000, &mut |i| {
            // SAFETY: the result slot holds b results.
            unsafe { ox_reduce::<T>(h, op, n, strided(i, &xs), strided(i, &ys), ox_res, b) }
                .ox("oxblas strided-batched")
        })?;
        let ox_a = ctx.timer.auto(target, reps, 20_000, &mut |i| {
            let (ax, ay) = (&xarr[i % sets], &yarr[i % sets]);
            // SAFETY: as above.
            unsafe {
                ox_reduce::<T>(
                    h,
                    op,
                    n,
                    Vectors::Pointers(ax),
                    Vectors::Pointers(ay),
                    ox_res,
                    b,
                )
            }
            .ox("oxblas batched")
        })?;
        let rb_cb = result_bytes(op, dt, 4);
        let cb_loop = match cb {
            Some(cb) => {
                let f = cb.get(op, dt);
                Some(ctx.timer.auto(0.02, ctx.opts.loop_reps, 1000, &mut |i| {
                    for j in 0..b {
                        // SAFETY: vector j of set i; result j of the cuBLAS slot.
                        unsafe {
                            cb.call(
                                f,
                                n,
                                xs(i).offset(j * n * es),
                                ys(i).offset(j * n * es),
                                cb_res.offset(j * rb_cb).0 as *mut c_void,
                            )?
                        };
                    }
                    Ok(())
                })?)
            }
            None => None,
        };
        // Checks on set 0: strided into A, pointer array into B, cuBLAS loop into CB.
        // SAFETY: check slots hold b results.
        unsafe {
            ox_reduce::<T>(h, op, n, strided(0, &xs), strided(0, &ys), chk_a, b)
                .ox("oxblas check")?;
            ox_reduce::<T>(
                h,
                op,
                n,
                Vectors::Pointers(&xarr[0]),
                Vectors::Pointers(&yarr[0]),
                chk_b,
                b,
            )
            .ox("oxblas check")?;
            if let Some(cb) = cb {
                let f = cb.get(op, dt);
                for j in 0..b {
                    cb.call(
                        f,
                        n,
                        xs(0).offset(j * n * es),
                        ys(0).offset(j * n * es),
                        chk_cb.offset(j * rb_cb).0 as *mut c_void,
                    )?;
                }
            }
        }
        let rb_ox = result_bytes(op, dt, 8);
        let a = ctx.read(chk_a, b * rb_ox)?;
        let bb = ctx.read(chk_b, b * rb_ox)?;
        let c = if cb.is_some() {
            Some(ctx.read(chk_cb, b * rb_cb)?)
        } else {
            None
        };
        let mut ok = [true, true];
        for (li, got_bytes) in [&a, &bb].into_iter().enumerate() {
            let layout = if li == 0 { "strided" } else { "pointer array" };
            let mut quiet = 3;
            for (j, &norm) in norms.iter().enumerate() {
                let got = decode(op, dt, got_bytes, j, 8);
                let want = c.as_ref().map(|c| decode(op, dt, c, j, 4));
                let scale = match (op, want) {
                    (ReduceOp::Dot | ReduceOp::Dotc, _) => norm,
                    (_, Some(Val::Real(v))) => v.abs(),
                    _ => match host_ref(op, cplx, xh, yh, j * n, n) {
                        Val::Real(v) => v.abs(),
                        _ => 1.0,
                    },
                };
                let what = format!(
                    "{}{} {layout} batch {j} of {b}, n={n}",
                    dt.prefix(),
                    op.name()
                );
                if !check_result(
                    &mut ctx.report.checks,
                    &what,
                    dt,
                    got,
                    want,
                    &|| host_ref(op, cplx, xh, yh, j * n, n),
                    scale,
                    xh,
                    j * n,
                    &mut quiet,
                ) {
                    ok[li] = false;
                }
            }
        }
        for (layout, m, okk) in [("strided", ox_s, ok[0]), ("pointer array", ox_a, ok[1])] {
            let row = BatRow {
                dt,
                op,
                layout,
                n,
                batch: b,
                ox: m,
                cb: cb_loop.clone(),
                ok: okk,
            };
            let gbs = (n * b * es * if op.has_y() { 2 } else { 1 }) as f64 / row.ox.median() / 1e9;
            println!(
                "  {:<4} {:<6} {:<14} {:>10} {:>9.1} {:>12} {:>9} {}",
                format!("{:?}", dt).to_lowercase(),
                op.name(),
                layout,
                us(row.ox.median()),
                gbs,
                row.cb
                    .as_ref()
                    .map(|m| us(m.median()))
                    .unwrap_or_else(|| "-".into()),
                row.cb
                    .as_ref()
                    .map(|m| format!("{:.1}", m.median() / row.ox.median()))
                    .unwrap_or_else(|| "-".into()),
                if okk { "ok" } else { "MISMATCH" }
            );
            ctx.report.batched.push(row);
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------------
// CSV and summary
// ------------------------------------------------------------------------------------------------

fn write_csvs(ctx: &Ctx) -> R<()> {
    let out = &ctx.opts.out;
    let mut s = String::from(
        "n,variant,pointer_mode,us_per_call_median,us_min,us_max,reps,calls_per_rep,ratio_vs_floor,\
         allocations,frees,synchronizations,borrows,growths,degraded,stats_calls,result,result_ok,error\n",
    );
    for n in [1usize << 10, 1 << 20] {
        let floor = ctx
            .report
            .percall
            .iter()
            .find(|r| r.n == n && r.name == "floor: backend.reduce")
            .and_then(|r| r.meas.as_ref())
            .map(Meas::median);
        for r in ctx.report.percall.iter().filter(|r| r.n == n) {
            let (med, mn, mx, reps, iters) = match &r.meas {
                Some(m) => (
                    us(m.median()),
                    us(m.min()),
                    us(m.max()),
                    m.per_call.len().to_string(),
                    m.iters.to_string(),
                ),
                None => Default::default(),
            };
            let ratio = match (&r.meas, floor) {
                (Some(m), Some(f)) => format!("{:.4}", m.median() / f),
                _ => String::new(),
            };
            let st = r.stats.map(|d| {
                format!(
                    "{},{},{},{},{},{},{}",
                    d.allocations,
                    d.frees,
                    d.synchronizations,
                    d.borrows,
                    d.growths,
                    d.degraded,
                    r.calls
                )
            });
            let _ = writeln!(
                s,
                "{},\"{}\",{},{},{},{},{},{},{},{},{},{},\"{}\"",
                n,
                r.name,
                r.mode,
                med,
                mn,
                mx,
                reps,
                iters,
                ratio,
                st.unwrap_or_else(|| ",,,,,,".into()),
                r.value.map(|v| format!("{v:.17e}")).unwrap_or_default(),
                r.ok.map(|o| o.to_string()).unwrap_or_default(),
                r.error.clone().unwrap_or_default().replace('"', "'")
            );
        }
    }
    std::fs::write(out.join("percall.csv"), s).map_err(|e| format!("percall.csv: {e}"))?;

    let mut s = String::from(
        "dtype,op,n,bytes_read,rotating_sets,oxblas_us,oxblas_us_min,oxblas_us_max,oxblas_GBps,cublas_us,\
         cublas_GBps,copy_us,copy_GBps_read_plus_write,pct_of_copy,cublas_time_over_oxblas_time,check_ok\n",
    );
    for r in &ctx.report.bw {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{},{:.2},{},{},{},{:.2},{:.2},{},{}",
            format!("{:?}", r.dt).to_lowercase(),
            r.op.name(),
            r.n,
            r.bytes,
            r.sets,
            us(r.ox.median()),
            us(r.ox.min()),
            us(r.ox.max()),
            r.ox_gbs(),
            r.cb.as_ref().map(|m| us(m.median())).unwrap_or_default(),
            r.cb_gbs().map(|g| format!("{g:.2}")).unwrap_or_default(),
            us(r.copy.median()),
            r.copy_gbs(),
            r.pct_copy(),
            r.vs_cublas().map(|v| format!("{v:.4}")).unwrap_or_default(),
            r.ok
        );
    }
    std::fs::write(out.join("bandwidth.csv"), s).map_err(|e| format!("bandwidth.csv: {e}"))?;

    let mut s = String::from(
        "dtype,op,layout,n,batch,oxblas_us,oxblas_GBps,cublas_loop_us,speedup,check_ok\n",
    );
    for r in &ctx.report.batched {
        let es = r.dt.size() * if r.op.has_y() { 2 } else { 1 };
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{:.2},{},{},{}",
            format!("{:?}", r.dt).to_lowercase(),
            r.op.name(),
            r.layout,
            r.n,
            r.batch,
            us(r.ox.median()),
            (r.n * r.batch * es) as f64 / r.ox.median() / 1e9,
            r.cb.as_ref().map(|m| us(m.median())).unwrap_or_default(),
            r.cb.as_ref()
                .map(|m| format!("{:.2}", m.median() / r.ox.median()))
                .unwrap_or_default(),
            r.ok
        );
    }
    std::fs::write(out.join("batched.csv"), s).map_err(|e| format!("batched.csv: {e}"))?;
    Ok(())
}

fn verdict(ok: Option<bool>) -> &'static str {
    match ok {
        Some(true) => "PASS",
        Some(false) => "MISS",
        None => "n/a",
    }
}

/// PASS at or above `target`; "MISS~" less than 2% under it (inside timing noise); MISS below.
fn verdict_ge(v: Option<f64>, target: f64) -> &'static str {
    match v {
        Some(v) if v >= target => "PASS",
        Some(v) if v >= 0.98 * target => "MISS~",
        Some(_) => "MISS",
        None => "n/a",
    }
}

fn summary(ctx: &Ctx, wall_s: f64) -> String {
    let rep = &ctx.report;
    let mut s = String::new();
    let _ = writeln!(s, "======================== SUMMARY: oxblas nvidia backend (H200 benchmark) ========================");
    for h in &rep.header {
        let _ = writeln!(s, "{h}");
    }
    // [1] bandwidth
    if !rep.bw.is_empty() {
        if let Some(c) = rep
            .bw
            .iter()
            .max_by(|a, b| a.copy_gbs().partial_cmp(&b.copy_gbs()).unwrap())
        {
            let _ = writeln!(
                s,
                "copy ceiling: {:.0} GB/s (D2D cudaMemcpyAsync of {} MiB, read+written)",
                c.copy_gbs(),
                c.bytes >> 20
            );
        }
        let _ = writeln!(
            s,
            "[1] bandwidth, device pointer mode, inputs rotated over {} MiB per operand (cold L2)",
            RING >> 20
        );
        let _ = writeln!(
            s,
            "    {:<4} {:<6} {:>16} {:<5} {:>22} {:<5}",
            "type", "op", "min %copy n>=2^24", ">=95%", "min cuBLAS/ox n>=2^16", ">=1"
        );
        let mut keys: Vec<(DType, ReduceOp)> = Vec::new();
        for r in &rep.bw {
            if !keys.contains(&(r.dt, r.op)) {
                keys.push((r.dt, r.op));
            }
        }
        for (dt, op) in keys {
            let rows: Vec<&BwRow> = rep.bw.iter().filter(|r| r.dt == dt && r.op == op).collect();
            let big = rows
                .iter()
                .filter(|r| r.n >= 1 << 24)
                .min_by(|a, b| a.pct_copy().partial_cmp(&b.pct_copy()).unwrap());
            let mid = rows
                .iter()
                .filter(|r| r.n >= 1 << 16 && r.vs_cublas().is_some())
                .min_by(|a, b| a.vs_cublas().partial_cmp(&b.vs_cublas()).unwrap());
            let _ = writeln!(
                s,
                "    {:<4} {:<6} {:>16} {:<5} {:>22} {:<5}",
                format!("{:?}", dt).to_lowercase(),
                op.name(),
                big.map(|r| format!("{:.1}% @{}", r.pct_copy(), log2s(r.n)))
                    .unwrap_or_else(|| "-".into()),
                verdict_ge(big.map(|r| r.pct_copy()), 95.0),
                mid.map(|r| format!("{:.3} @{}", r.vs_cublas().unwrap(), log2s(r.n)))
                    .unwrap_or_else(|| "-".into()),
                verdict_ge(mid.and_then(|r| r.vs_cublas()), 1.0),
            );
        }
    }
    // [2] per-call
    if !rep.percall.is_empty() {
        let get = |n: usize, name: &str, mode: &str| -> Option<f64> {
            rep.percall
                .iter()
                .find(|r| r.n == n && r.name == name && r.mode == mode)
                .and_then(|r| r.meas.as_ref())
                .map(Meas::median)
        };
        let _ = writeln!(
            s,
            "[2] ddot per-call cost, {} calls/loop, median of {} loops; x floor = / backend.reduce with its workspace",
            ctx.opts.calls, ctx.opts.pc_reps
        );
        let _ = writeln!(
            s,
            "    {:<38} {:>9} {:>8} {:<5} {:>9} {:>8} {:<5}",
            "scheme (device pointer mode)",
            "2^10 us",
            "x floor",
            "<=1.05",
            "2^20 us",
            "x floor",
            "<=1.05"
        );
        let schemes: [(&str, &str, &str); 8] = [
            ("oxblas managed", "oxblas managed", "floor: backend.reduce"),
            (
                "oxblas user-managed",
                "oxblas user-managed",
                "floor: backend.reduce",
            ),
            (
                "oxblas user-owned",
                "oxblas user-owned",
                "floor: backend.reduce",
            ),
            (
                "oxblas stream-ordered",
                "oxblas stream-ordered",
                "floor: backend.reduce",
            ),
            (
                "oxblas managed graph (vs floor graph)",
                "oxblas managed graph replay",
                "floor graph replay",
            ),
            (
                "floor: backend.reduce",
                "floor: backend.reduce",
                "floor: backend.reduce",
            ),
            (
                "floor + cudaMalloc/cudaFree",
                "floor + cudaMalloc/cudaFree",
                "floor: backend.reduce",
            ),
            (
                "floor + cudaMallocAsync/FreeAsync",
                "floor + cudaMallocAsync/FreeAsync",
                "floor: backend.reduce",
            ),
        ];
        for (label, name, floor) in schemes {
            let mut line = format!("    {label:<38}");
            let target = name.starts_with("oxblas");
            for n in [1usize << 10, 1 << 20] {
                let (t, f) = (get(n, name, "device"), get(n, floor, "device"));
                let ratio = t.zip(f).map(|(t, f)| t / f);
                let v = if target {
                    verdict(ratio.map(|r| r <= 1.05))
                } else {
                    ""
                };
                let _ = write!(
                    line,
                    " {:>9} {:>8} {:<5}",
                    t.map(us).unwrap_or_else(|| "-".into()),
                    ratio
                        .map(|r| format!("{r:.3}"))
                        .unwrap_or_else(|| "-".into()),
                    v
                );
            }
            let _ = writeln!(s, "{}", line.trim_end());
        }
        // [3] vs cuBLAS at n = 1024
        let n = 1usize << 10;
        let mut line = String::from("[3] ddot n=2^10 vs cuBLAS (oxblas managed / cuBLAS, <=1):");
        for mode in ["device", "host"] {
            let (o, c) = (
                get(n, "oxblas managed", mode),
                get(n, "cuBLAS cublasDdot_v2", mode),
            );
            let r = o.zip(c).map(|(o, c)| o / c);
            let _ = write!(
                line,
                "  {mode} {} vs {} us = {} {}",
                o.map(us).unwrap_or_else(|| "-".into()),
                c.map(us).unwrap_or_else(|| "-".into()),
                r.map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
                match r {
                    Some(r) if r <= 1.0 => "PASS",
                    Some(r) if r <= 1.02 => "MISS~",
                    Some(_) => "MISS",
                    None => "n/a",
                }
            );
        }
        let _ = writeln!(s, "{line}");
        // [4] stats
        let mut bad = Vec::new();
        let mut so_allocs = Vec::new();
        for r in rep.percall.iter().filter(|r| r.stats.is_some()) {
            let d = r.stats.unwrap();
            let so = r.name.contains("stream-ordered");
            // Every scheme, stream-ordered included (its block is kept between calls), must
            // neither allocate nor synchronize in the steady state.
            if d.synchronizations > 0 || d.growths > 0 || d.degraded > 0 || d.allocations > 0 {
                bad.push(format!(
                    "{} {} n={}: alloc {} sync {} grow {} degraded {}",
                    r.name,
                    r.mode,
                    log2s(r.n),
                    d.allocations,
                    d.synchronizations,
                    d.growths,
                    d.degraded
                ));
            }
            if so {
                so_allocs.push(format!(
                    "n={}: {:.2}/call",
                    log2s(r.n),
                    d.allocations as f64 / r.calls.max(1) as f64
                ));
            }
        }
        let _ = writeln!(
            s,
            "[4] handle stats over the timed loops: allocations/syncs/growths 0 in steady state: {}{}",
            if bad.is_empty() { "PASS".to_string() } else { format!("MISS ({})", bad.join("; ")) },
            if so_allocs.is_empty() {
                String::new()
            } else {
                format!(" (stream-ordered pool allocations per call: {})", so_allocs.join(", "))
            }
        );
    }
    // [5] batched
    if !rep.batched.is_empty() {
        let _ = writeln!(s, "[5] batched n={} x batch {} vs a loop of {} cuBLAS calls (cuBLAS loop time / oxblas time, >=10)", ctx.opts.batch_n, ctx.opts.batch_count, ctx.opts.batch_count);
        let mut keys: Vec<(DType, &str)> = Vec::new();
        for r in &rep.batched {
            if !keys.contains(&(r.dt, r.layout)) {
                keys.push((r.dt, r.layout));
            }
        }
        for (dt, layout) in keys {
            let rows: Vec<&BatRow> = rep
                .batched
                .iter()
                .filter(|r| r.dt == dt && r.layout == layout)
                .collect();
            let worst = rows
                .iter()
                .filter_map(|r| r.cb.as_ref().map(|m| (m.median() / r.ox.median(), r)))
                .min_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
            let ox_max = rows.iter().map(|r| r.ox.median()).fold(0.0, f64::max);
            let _ = writeln!(
                s,
                "    {:<4} {:<14} worst speedup {:>10}  (slowest oxblas call {} us)  {}",
                format!("{:?}", dt).to_lowercase(),
                layout,
                worst
                    .map(|(v, r)| format!("{v:.1}x {}", r.op.name()))
                    .unwrap_or_else(|| "-".into()),
                us(ox_max),
                verdict_ge(worst.map(|w| w.0), 10.0)
            );
        }
    }
    // [6] results
    let c = &rep.checks;
    let _ = writeln!(
        s,
        "[6] results: {} compared ({} against the host f64 reference: no cuBLAS), {} differ beyond \
         1e-12 (f64) / 1e-5 (f32) [{} index ties], {} wrong against the f64 host reference: {}",
        c.compared,
        c.against_host_only,
        c.mismatches,
        c.ties,
        c.ox_wrong,
        if c.compared == 0 {
            "n/a".to_string()
        } else if c.mismatches == 0 {
            "PASS".to_string()
        } else if c.ox_wrong == 0 {
            format!("PASS (all {} differences are cuBLAS's: oxblas matches the f64 host reference)", c.mismatches)
        } else {
            "MISS".to_string()
        }
    );
    for l in c.lines.iter().take(3) {
        let _ = writeln!(s, "    {l}");
    }
    for n in &rep.notes {
        let _ = writeln!(s, "note: {n}");
    }
    let _ = writeln!(s, "legend: MISS~ = missed by less than 2% (inside run-to-run timing noise); n/a = not measured");
    let secs: Vec<String> = rep
        .section_s
        .iter()
        .map(|(n, t)| format!("{n} {t:.0} s"))
        .collect();
    let _ = writeln!(
        s,
        "wall time {wall_s:.0} s ({}); CSV, summary.txt, meta.txt in {}",
        secs.join(", "),
        ctx.opts.out.display()
    );
    s
}

// ------------------------------------------------------------------------------------------------
// main
// ------------------------------------------------------------------------------------------------

fn main() {
    match run() {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            println!("h200 bench: ERROR: {e}");
            std::process::exit(1);
        }
    }
}

fn run() -> R<i32> {
    let wall = Instant::now();
    // oxblas logs through `log`: warnings (and RUST_LOG=...) reach stderr, which the run script keeps.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let opts = Opts::parse()?;
    let backend = match oxblas::backend::compiled_gpu_backend() {
        None => {
            println!("h200 bench: this build has no GPU backend (build with --features nvidia)");
            return Ok(2);
        }
        Some(Err(e)) if e.status() == Status::NoDevice => {
            println!("h200 bench: no_device: {e}");
            println!("  This benchmark needs an NVIDIA GPU: build it here with scripts/bench-h200.sh and run");
            println!(
                "  .gpu-bundle/bench/run-bench.sh on the GPU machine (docs/benchmarks/README.md)."
            );
            return Ok(2);
        }
        Some(Err(e)) => return Err(format!("opening the GPU backend: {e}")),
        Some(Ok(b)) => b,
    };
    let device = Device::from_backend(backend.clone());
    std::fs::create_dir_all(&opts.out)
        .map_err(|e| format!("creating {}: {e}", opts.out.display()))?;

    let sid = backend.stream_create().ox("stream_create")?;
    // The GPU backend's stream ids are the cudaStream_t values (hip/src/runtime.cpp).
    let stream = sid.0 as CuStream;
    let timer = Timer::new(stream)?;
    let mut ctx = Ctx {
        opts,
        device,
        backend: backend.clone(),
        sid,
        stream,
        timer,
        report: Report::default(),
    };

    // Header: device, versions.
    let props = backend.properties().clone();
    let (mut rt, mut drv, mut l2) = (0, 0, 0);
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: plain queries.
    unsafe {
        cudaRuntimeGetVersion(&mut rt);
        cudaDriverGetVersion(&mut drv);
        cudaDeviceGetAttribute(&mut l2, CUDA_ATTR_L2_CACHE_SIZE, 0);
        cudaMemGetInfo(&mut free, &mut total);
    }
    let cb = match Cublas::load(stream) {
        Ok(c) => Some(c),
        Err(e) => {
            println!("WARNING: cuBLAS baseline unavailable: {e}");
            ctx.report.notes.push(format!("cuBLAS unavailable: {e}"));
            None
        }
    };
    let ver = |v: c_int| format!("{}.{}", v / 1000, (v % 1000) / 10);
    ctx.report.header.push(format!(
        "device: {} ({}, {} SMs, L2 {} MB, {} GiB, {} GiB free); driver CUDA {}, runtime {} (static, in oxblas)",
        props.name,
        props.arch,
        props.multiprocessors,
        l2 >> 20,
        props.total_memory >> 30,
        free >> 30,
        ver(drv),
        ver(rt)
    ));
    ctx.report.header.push(match &cb {
        Some(c) => format!("cuBLAS {} from {}", c.version, c.path),
        None => "cuBLAS: not found (oxblas checked against an f64 host reference only)".into(),
    });
    if ctx.opts.quick {
        ctx.report.header.push(
            "QUICK RUN (--quick): fewer sizes, calls and repetitions; not for the record".into(),
        );
    }
    println!("oxblas H200 benchmark");
    for h in &ctx.report.header {
        println!("{h}");
    }
    let mut meta = ctx.report.header.join("\n");
    let _ = write!(
        meta,
        "\noxblas {} ({} backend); output {}\nargs: {:?}\n",
        env!("CARGO_PKG_VERSION"),
        backend.kind(),
        ctx.opts.out.display(),
        std::env::args().collect::<Vec<_>>()
    );
    std::fs::write(ctx.opts.out.join("meta.txt"), meta).map_err(|e| format!("meta.txt: {e}"))?;

    let mut failed: Option<String> = None;
    if ctx.opts.percall {
        let t = Instant::now();
        if let Err(e) = percall_section(&mut ctx, cb.as_ref()) {
            println!("per-call section FAILED: {e}");
            failed.get_or_insert(e);
        }
        ctx.report
            .section_s
            .push(("per-call", t.elapsed().as_secs_f64()));
    }
    if ctx.opts.bandwidth || ctx.opts.batched {
        let t = Instant::now();
        if let Err(e) = bandwidth_and_batched(&mut ctx, cb.as_ref()) {
            println!("bandwidth/batched section FAILED: {e}");
            failed.get_or_insert(e);
        }
        ctx.report
            .section_s
            .push(("bandwidth+batched", t.elapsed().as_secs_f64()));
    }
    drop(cb);
    if let Err(e) = write_csvs(&ctx) {
        println!("writing CSV failed: {e}");
    }
    if let Some(e) = &failed {
        ctx.report.notes.push(format!("a section failed: {e}"));
    }
    let sum = summary(&ctx, wall.elapsed().as_secs_f64());
    let _ = std::fs::write(ctx.opts.out.join("summary.txt"), &sum);
    println!();
    print!("{sum}");
    let Ctx {
        timer,
        backend,
        sid,
        ..
    } = ctx;
    drop(timer);
    let _ = backend.stream_destroy(sid);
    Ok(if failed.is_some() { 1 } else { 0 })
}

fn bandwidth_and_batched(ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
    let pools = Pools {
        src: ctx
            .device
            .alloc::<u8>(2 * HALF)
            .ox("alloc 2 GiB source pool")?,
        dst: ctx
            .device
            .alloc::<u8>(2 * HALF)
            .ox("alloc 2 GiB destination pool")?,
        scratch: ctx
            .device
            .alloc::<u8>(8 * SCRATCH_SLOT)
            .ox("alloc scratch")?,
    };
    println!();
    println!("== 2. bandwidth (device pointer mode): GB/s = bytes read / median time; copy = D2D memcpy of the same");
    println!("   bytes counted read+written; cb/ox = cuBLAS time / oxblas time (>1: oxblas faster); sets = input");
    println!(
        "   sets rotated over {} MiB per operand (>= 8x L2 whenever n is small); spread = (max-min)/median of oxblas;",
        RING >> 20
    );
    println!(
        "   each time is the median of {} timed loops of about {:.0} ms (after warm-up and a calibration loop)",
        ctx.opts.bw_reps,
        ctx.opts.bw_target_s * 1e3
    );
    let mut cache = HashMap::new();
    let real_ops = [
        ReduceOp::Asum,
        ReduceOp::Nrm2,
        ReduceOp::Dot,
        ReduceOp::Iamax,
        ReduceOp::Iamin,
    ];
    let log2 = ctx.opts.bw_log2.clone();
    let (bw, bat) = (ctx.opts.bandwidth, ctx.opts.batched);
    // Bandwidth of all types first (batched after, so the bandwidth table stays in one piece).
    if bw {
        dtype_section::<f32>(ctx, cb, &pools, &log2, &real_ops, true, false, &mut cache)?;
        dtype_section::<f64>(ctx, cb, &pools, &log2, &real_ops, true, false, &mut cache)?;
        dtype_section::<Complex32>(ctx, cb, &pools, &[24], &ALL_OPS, true, false, &mut cache)?;
        dtype_section::<Complex64>(ctx, cb, &pools, &[24], &ALL_OPS, true, false, &mut cache)?;
    }
    if bat {
        println!();
        println!(
            "== 3. batched: n = {}, batch = {}; oxblas strided-batched and pointer-array batched (one call) vs a",
            ctx.opts.batch_n, ctx.opts.batch_count
        );
        println!(
            "   loop of {} cuBLAS calls, results to a device array (device pointer mode)",
            ctx.opts.batch_count
        );
        dtype_section::<f32>(ctx, cb, &pools, &[], &real_ops, false, true, &mut cache)?;
        dtype_section::<f64>(ctx, cb, &pools, &[], &real_ops, false, true, &mut cache)?;
    }
    Ok(())
}
