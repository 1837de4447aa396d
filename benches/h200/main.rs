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
//! * cuBLAS is loaded at run time (dlopen of libcublas.so.13), cuSOLVER too (libcusolver.so.12,
//!   else .11); the CUDA runtime functions used
//!   directly here resolve against the static cudart that the oxblas nvidia build links, so the
//!   benchmark, oxblas and the streams share one runtime.
//!
//! Output: tables on stdout (the compact summary last), CSV files, `summary.txt` and `meta.txt`
//! under `$OUT` (default `./bench-out`); `benches/plot.py $OUT` draws the PNGs.
//!
//! Options: `--quick` (smoke run: fewer sizes, calls and repetitions), `--only=LIST` with LIST a
//! comma list of `percall`, `bandwidth`, `batched`, `level2`, `level3`, `solver` (also
//! `OXBLAS_BENCH_ONLY`). Environment:
//! `OUT`, `OXBLAS_CUBLAS` (path of libcublas.so.13), `OXBLAS_CUSOLVER` (path of
//! libcusolver.so.12 or .11, the solver section's baseline), `OXBLAS_BENCH_ORDER`
//! (`settled`, the default: oxblas's and the baseline's loops in blocks ox, cb, cb, ox, each after
//! 0.3 s (`OXBLAS_BENCH_SETTLE_MS`) of the same side's calls, so that each library runs at the
//! clock its own power draw earns under the card's power cap; `interleave`; `sequential`, the
//! order before the fifty-third session: harness/timing.rs), `OXBLAS_BENCH_TRACE=LABEL` (every
//! timed loop on stderr), `OXBLAS_BENCH_CLOCKS=1` (NVML's SM clock, power and power-cap reason
//! sampled every 2 ms: each level-2/3 and solver row shows both sides' means, and level3.csv /
//! solver.csv get six columns: harness/clocks.rs). Exit status: 0 done (targets are reported,
//! not asserted), 1 error, 2 no usable GPU (`no_device`).
//!
//! Layout: this file (options, the run, the list of families), `harness/` (CUDA runtime and
//! libdl, timing, random data, result checks, cuBLAS loading, CSV files and summary), `reduce.rs`
//! (the level-1 reductions through oxblas and cuBLAS, host references), and one module per family
//! of rows: `percall.rs` (section 1), `level1.rs` (section 2, bandwidth) with `batched.rs`
//! (section 3), `level2/` (section 4: gemv, symv/hemv, trmv/tpmv/tbmv/trsv against cuBLAS),
//! `level3/` (section 5: gemm in every precision, gemm_ex, strided-batched, split-K, and
//! trsm (also batched), trmm, symm, syrk, syr2k, syrkx, herk, against cuBLAS), `solver/`
//! (section 6: getrf, getrs, getrf + getrs, potrf, trtri and batched getrf against cuSOLVER,
//! loaded at run time like cuBLAS, and cuBLAS's batched getrf; it runs on the level-3 pools and
//! harness).
//! A new family is a module implementing `harness::Family` plus one line in
//! `families()`.

#![allow(clippy::too_many_arguments)]

mod batched;
mod harness;
mod level1;
mod level2;
mod level3;
mod percall;
mod reduce;
mod solver;

use std::ffi::c_int;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use oxblas::{Device, Status};

use crate::harness::cublas::Cublas;
use crate::harness::cuda::{
    cudaDeviceGetAttribute, cudaDeviceGetPCIBusId, cudaDriverGetVersion, cudaMemGetInfo,
    cudaRuntimeGetVersion, CuStream, CUDA_ATTR_L2_CACHE_SIZE,
};
use crate::harness::report::{summary, write_csvs};
use crate::harness::timing::Timer;
use crate::harness::{Ctx, Family, OxExt, Report, R};

/// The families of benchmark rows, in the order they run (a new family: one line here).
fn families() -> Vec<Box<dyn Family>> {
    vec![
        Box::new(percall::PerCall::default()),
        Box::new(level1::Level1::default()),
        Box::new(level2::Level2::default()),
        Box::new(level3::Level3::default()),
        Box::new(solver::Solver::default()),
    ]
}

// ------------------------------------------------------------------------------------------------
// Options
// ------------------------------------------------------------------------------------------------

/// The run's options (command line, environment) and the sizes and repetitions they imply.
pub struct Opts {
    /// `--quick`: a smoke run with fewer sizes, calls and repetitions.
    pub quick: bool,
    /// `--only=LIST` (or `OXBLAS_BENCH_ONLY`): the sections to run; all when unset.
    only: Option<String>,
    /// Output folder (`OUT`, default `./bench-out`).
    pub out: PathBuf,
    /// Per-call section: calls per timed loop.
    pub calls: usize,
    /// Per-call section: timed loops per variant.
    pub pc_reps: usize,
    /// Per-call section: warm-up calls.
    pub pc_warm: usize,
    /// Per-call section: calls captured into one graph.
    pub graph_calls: usize,
    /// Bandwidth section: log2 of the vector lengths.
    pub bw_log2: Vec<u32>,
    /// Bandwidth and level-2 sections: timed loops per row.
    pub bw_reps: usize,
    /// Bandwidth and level-2 sections: seconds per timed loop.
    pub bw_target_s: f64,
    /// Batched section: vector length.
    pub batch_n: usize,
    /// Batched section: vectors per call.
    pub batch_count: usize,
    /// Batched section: timed loops of the cuBLAS loop baseline.
    pub loop_reps: usize,
}

impl Opts {
    /// The options of the command line; `sections`: the `--only=` names of every family.
    fn parse(sections: &[&str]) -> R<Opts> {
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
                    "h200 [--quick] [--only={}]   (OUT=dir, OXBLAS_CUBLAS=path, OXBLAS_CUSOLVER=path)",
                    sections.join(",")
                );
                std::process::exit(0);
            } else if a == "--bench" || a.starts_with("--") {
                // `cargo bench` passes --bench; other harness flags are ignored too.
            } else {
                return Err(format!("unknown argument {a:?} (see --help)"));
            }
        }
        // A misspelt section would otherwise run nothing and still exit 0.
        if let Some(list) = &only {
            for name in list.split(',').map(str::trim) {
                if !sections.contains(&name) {
                    return Err(format!(
                        "--only: unknown section {name:?} (sections: {})",
                        sections.join(",")
                    ));
                }
            }
        }
        let out = std::env::var_os("OUT")
            .filter(|s| !s.is_empty())
            .map(PathBuf::from);
        let full: Vec<u32> = vec![10, 12, 14, 16, 18, 20, 22, 24, 26, 27];
        Ok(Opts {
            quick,
            only,
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

    /// Whether the section `name` runs (`--only`).
    pub fn selected(&self, name: &str) -> bool {
        self.only
            .as_deref()
            .is_none_or(|l| l.split(',').any(|s| s.trim() == name))
    }
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
    let mut families = families();
    let sections: Vec<&str> = families
        .iter()
        .flat_map(|f| f.sections())
        .copied()
        .collect();
    let opts = Opts::parse(&sections)?;
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

    let sid = backend
        .stream_create(oxblas::backend::StreamFlags::Default)
        .ox("stream_create")?;
    // The GPU backend's stream ids are the cudaStream_t values (hip/src/runtime.cpp).
    let stream = sid.0 as CuStream;
    let mut timer = Timer::new(stream)?;
    if harness::clocks::wanted() {
        // The clock log (harness/clocks.rs): NVML finds the device by its PCI bus id.
        let mut bus = [0 as std::ffi::c_char; 32];
        // SAFETY: a 32-byte buffer for the id of device 0, the one oxblas's backend opened.
        let rc = unsafe { cudaDeviceGetPCIBusId(bus.as_mut_ptr(), 32, 0) };
        // SAFETY: on success the runtime wrote a NUL-terminated id into the buffer.
        let id = (rc == 0).then(|| unsafe { std::ffi::CStr::from_ptr(bus.as_ptr()) });
        match id.map(|id| harness::clocks::Clocks::start(&id.to_string_lossy())) {
            Some(Ok(c)) => {
                println!("clock log: on (NVML, every 2 ms): rows show each side's SM clock, power and power-cap share");
                timer.clocks = Some(c);
            }
            Some(Err(e)) => println!("clock log: off ({e})"),
            None => println!("clock log: off (cudaDeviceGetPCIBusId returned {rc})"),
        }
    }
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
    let mut symbols: Vec<&'static str> = Vec::new();
    for s in families.iter().flat_map(|f| f.cublas_symbols()) {
        if !symbols.contains(&s) {
            symbols.push(s);
        }
    }
    let cb = match Cublas::load(stream, &symbols) {
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
    for family in &mut families {
        if !family.sections().iter().any(|s| ctx.opts.selected(s)) {
            continue;
        }
        let t = Instant::now();
        if let Err(e) = family.run(&mut ctx, cb.as_ref()) {
            println!("{} FAILED: {e}", family.title());
            failed.get_or_insert(e);
        }
        ctx.report
            .section_s
            .push((family.name(), t.elapsed().as_secs_f64()));
    }
    drop(cb);
    if let Err(e) = write_csvs(&ctx, &families) {
        println!("writing CSV failed: {e}");
    }
    if let Some(e) = &failed {
        ctx.report.notes.push(format!("a section failed: {e}"));
    }
    let sum = summary(&ctx, &families, wall.elapsed().as_secs_f64());
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
