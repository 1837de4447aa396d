//! Section 6, the LU and Cholesky solvers (`--only=solver`): oxblas against cuSOLVER (cuBLAS's
//! `cublasDgetrfBatched` for the batched LU) on the same f64 data in device memory, with the
//! solver issue's targets. Summary item [9]; `solver.csv`; `plot.py` draws `solver.png`.
//!
//! Rows (targets as oxblas TF/s / baseline TF/s, which is baseline time / oxblas time):
//! * dgetrf n×n at 128-896 (the resident LU's orders), 1024, 1280-3072 (look-ahead with the
//!   resident LU's tail a large share), 4096, 8192 (flops 2/3·n³; target 1 at 4096, 1.5 at
//!   8192), and 1024, 4096 and 8192 again with the look-ahead lane off (the recursion);
//! * dgetrs N, nrhs = 1, at 1024 and 8192 (flops 2n²; target 1: time ≤ cuSOLVER's), both
//!   libraries on the same factors (oxblas's getrf, computed once);
//! * dgetrf + dgetrs, 1024, nrhs = 1, end to end (the seed example; target 2: time ≤ 0.5×);
//! * dpotrf lower 4096 and 8192 (flops 1/3·n³; target 1 at 8192);
//! * dtrtri lower, non-unit 8192 against `cusolverDnXtrtri` (flops 1/3·n³; target 5);
//! * batched dgetrf 32×32 × 10 000: oxblas strided, `cublasDgetrfBatched` with pointer arrays
//!   (target 1).
//!
//! The rows run on the level-3 family's pools and harness (`level3::Run::measure`): the same
//! timing (CUDA events, warm-up, calibration, timed loops), the same restore step for the
//! routines that overwrite their input (a device-to-device copy from a pristine copy before
//! every call, timed alone and subtracted from both libraries' times), the same table, CSV
//! columns and check accounting. cuSOLVER is loaded at run time (`cusolver.rs`); its workspace
//! is allocated once before timing, and oxblas runs with its handle's default memory model
//! (managed workspace, warmed up by the calibration calls). Without cuSOLVER (or cuBLAS for the
//! batched row) the baseline columns are "-" and oxblas is still timed, unchecked (as in
//! level 3, the check runs beside the baseline's call). Checks: `data.rs`.

mod cusolver;
mod data;

use std::ffi::{c_int, c_void};
use std::fmt::Write as _;

use oxblas::level3::MatricesMut;
use oxblas::operands::Matrices;
use oxblas::{DType, DeviceBuffer, DevicePtr, Diag, Handle, Status, Transpose, Uplo};

use self::cusolver::{check as csck, Cusolver, CUBLAS_GETRF_BATCHED, CUDA_R_64F, LOWER, NON_UNIT};
use self::data::{
    f64s, i32s, lu_bound, lu_residual, make_spd, normwise, normwise_lower, pivots_differ, residual,
    residual_bound,
};
use crate::harness::cublas::{check as cbck, get, Cublas};
use crate::harness::cuda::{ck, cudaMemcpyAsync, CuStream, CUDA_MEMCPY_D2D};
use crate::harness::data::HostVec;
use crate::harness::report::verdict_ge;
use crate::harness::{view, view_mut, Ctx, Family, OxExt, Rows, R};
use crate::level3::data::{bound, dominant_diagonal, Peak};
use crate::level3::{CbCall, Row, Run, Side, Spec};

/// The largest matrix order (8192: 512 MiB of f64, within every pool of `level3::Run`).
const N_MAX: usize = 8192;
/// The batched row: 32×32 matrices, 10 000 of them.
const BATCH_N: usize = 32;
const BATCH_COUNT: usize = 10_000;

/// The solver family.
#[derive(Default)]
pub struct Solver {
    rows: Vec<Row>,
}

impl Family for Solver {
    fn sections(&self) -> &'static [&'static str] {
        &["solver"]
    }
    fn name(&self) -> &'static str {
        "solver"
    }
    fn title(&self) -> &'static str {
        "solver section"
    }
    fn cublas_symbols(&self) -> Vec<&'static str> {
        vec![CUBLAS_GETRF_BATCHED]
    }
    fn run(&mut self, ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
        let cs = match Cusolver::load(ctx.stream) {
            Ok(c) => {
                let line = format!("cuSOLVER {} from {}", c.version_text(), c.path);
                println!("{line}");
                ctx.report.header.push(line);
                Some(c)
            }
            Err(e) => {
                println!("WARNING: cuSOLVER baseline unavailable: {e}");
                ctx.report.notes.push(format!(
                    "cuSOLVER unavailable ({e}): the solver rows are timed, only getrs checked"
                ));
                None
            }
        };
        let mut s = SolverRun::new(ctx, cb, cs.as_ref())?;
        let r = s.all(ctx);
        self.rows = std::mem::take(&mut s.run.rows);
        r
    }
    fn csv(&self, _ctx: &Ctx) -> Vec<(&'static str, String)> {
        vec![("solver.csv", crate::level3::csv(&self.rows))]
    }
    fn summary(&self, _ctx: &Ctx) -> Vec<(u32, String)> {
        if self.rows.is_empty() {
            Vec::new()
        } else {
            vec![(9, summary(&self.rows))]
        }
    }
}

/// Enqueue a device-to-device copy of `bytes` on `stream`.
fn d2d(stream: CuStream, dst: DevicePtr, src: DevicePtr, bytes: usize) -> R<()> {
    // SAFETY: the callers' ranges lie in the pools (sized from `N_MAX` and the batch).
    unsafe {
        ck(
            cudaMemcpyAsync(
                dst.0 as *mut c_void,
                src.0 as *const c_void,
                bytes,
                CUDA_MEMCPY_D2D,
                stream,
            ),
            "cudaMemcpyAsync (restore)",
        )
    }
}

/// The pools of `level3::Run` (A pristine in `a`, right-hand sides pristine in `b`, each
/// library's working copies in `c_ox` and `c_cb`) and the pivots and infos of each library.
struct SolverRun<'c> {
    run: Run<'c>,
    cs: Option<&'c Cusolver>,
    ipiv_ox: DeviceBuffer<i32>,
    ipiv_cb: DeviceBuffer<i32>,
    info_ox: DeviceBuffer<i32>,
    info_cb: DeviceBuffer<i32>,
}

/// The check of the rows compared with cuSOLVER's factors.
const CHECK_LU: &str = "factors normwise vs the baseline's, bound n*eps*growth, pivots equal";
/// The check of the LU rows small enough to multiply out on the host.
const CHECK_LU_SMALL: &str =
    "backward error max|PA-LU|/max(|A|,|LU|) on the host, bound n*eps; pivots equal the baseline's";
/// The largest getrf whose factors the check multiplies out on the host (n³/3 multiply-adds).
const RECONSTRUCT_MAX_N: usize = 1024;
const CHECK_RESIDUAL: &str = "scaled residual ||b-Ax||/(||A|| ||x||+||b||) vs host A, bound n*eps";
const CHECK_CHOL: &str = "factor normwise vs cuSOLVER's, bound n*eps";
const CHECK_TRTRI: &str = "lower triangle of the inverse normwise vs cuSOLVER's, bound n*eps";

impl<'c> SolverRun<'c> {
    fn new(ctx: &Ctx, cb: Option<&'c Cublas>, cs: Option<&'c Cusolver>) -> R<SolverRun<'c>> {
        let piv = N_MAX.max(BATCH_N * BATCH_COUNT);
        let alloc = |len: usize, what: &str| ctx.device.alloc::<i32>(len).ox(what);
        Ok(SolverRun {
            run: Run::new(ctx, cb)?,
            cs,
            ipiv_ox: alloc(piv, "alloc oxblas's pivots")?,
            ipiv_cb: alloc(piv, "alloc the baseline's pivots")?,
            info_ox: alloc(BATCH_COUNT, "alloc oxblas's info")?,
            info_cb: alloc(BATCH_COUNT, "alloc the baseline's info")?,
        })
    }

    /// Upload `a` to the start of the pool of A and `b` to the start of the pool of B.
    fn upload(&self, ctx: &Ctx, a: &[f64], b: &[f64]) -> R<()> {
        // SAFETY: reading initialized f64 values as bytes.
        let (ab, bb) = unsafe {
            (
                std::slice::from_raw_parts(a.as_ptr().cast::<u8>(), 8 * a.len()),
                std::slice::from_raw_parts(b.as_ptr().cast::<u8>(), 8 * b.len()),
            )
        };
        self.run.upload_ab(ctx, ab, bb)
    }

    fn all(&mut self, ctx: &mut Ctx) -> R<()> {
        println!();
        println!("== 6. solvers: oxblas vs cuSOLVER (cuBLAS for the batched getrf) on the same f64 data;");
        println!("   A overwritten: restored from a pristine copy before every call, the copy timed alone and");
        println!("   subtracted; TF/s = flops (getrf 2/3 n^3, getrs 2 n^2 nrhs, potrf and trtri 1/3 n^3) /");
        println!("   time; ox/cb = oxblas TF/s / baseline TF/s = baseline time / oxblas time (>1: oxblas");
        println!(
            "   faster) against the solver issue's target (getrs: time <= cuSOLVER's is >= 1; the"
        );
        println!("   end-to-end row: time <= 0.5x is >= 2)");
        println!(
            "  {:<7} {:<9} {:<40} {:>11} {:>7} {:>6} {:>11} {:>7} {:>6} {:>6} {:<11} {:>5} {:<14} check",
            "", "types", "shape", "ox us", "ox TF/s", "%pk", "base us", "cb TF/s", "%pk", "ox/cb",
            "target", "sprd", "oxblas status"
        );
        let mut h = ctx.handle()?;
        // OXBLAS_BENCH_ROWS (harness::Rows): only the rows named there, by the name the table
        // and ab.py print (routine and shape: "dgetrf 8192x8192", "dpotrf L 8192x8192 no
        // lane"); the summary then lists only those rows. A row that fails is reported, the
        // others still run.
        let mut rows = Rows::from_env();
        let mut row = |what: &str, r: &mut dyn FnMut() -> R<()>| rows.run(what, r);
        let quick = ctx.opts.quick;
        let sizes: &[usize] = if quick {
            &[1024, 4096]
        } else {
            &[1024, 4096, 8192]
        };
        // The resident LU's orders (plan::lu_resident) below the 1024 row, from its lowest
        // (plan::RESIDENT_MIN, 128; OXBLAS_LU_RESIDENT=0 against the default compares them
        // with the recursion).
        if !quick {
            for n in [128, 192, 256, 384, 512, 640, 768, 896] {
                row(&format!("dgetrf {n}x{n}"), &mut || {
                    self.getrf(ctx, &mut h, n, None)
                });
            }
        }
        // Look-ahead orders where the resident LU's tail (the last 1024 or fewer rows,
        // lu::GetrfCall::tail) is a large share of the work; OXBLAS_LU_RESIDENT=0 against the
        // default compares them with the look-ahead's panels to the last.
        let between: &[usize] = if quick {
            &[]
        } else {
            &[1280, 1536, 2048, 3072]
        };
        for &n in sizes[..1].iter().chain(between).chain(&sizes[1..]) {
            let target = match n {
                4096 => Some(1.0),
                8192 => Some(1.5),
                _ => None,
            };
            row(&format!("dgetrf {n}x{n}"), &mut || {
                self.getrf(ctx, &mut h, n, target)
            });
        }
        // The same calls with the look-ahead lane off: getrf's and potrf's recursion on the
        // handle's stream (what a captured call runs).
        let mut one = ctx.handle()?;
        one.set_lookahead(false);
        for &n in sizes {
            row(&format!("dgetrf {n}x{n} no lane"), &mut || {
                self.getrf(ctx, &mut one, n, None)
            });
        }
        for n in [1024, 8192] {
            row(&format!("dgetrs N {n}x{n} nrhs=1"), &mut || {
                self.getrs(ctx, &mut h, n, 1)
            });
        }
        row("dgesv getrf+getrs 1024x1024 nrhs=1", &mut || {
            self.getrf_getrs(ctx, &mut h, 1024, 1)
        });
        for (n, target) in [(4096, None), (8192, Some(1.0))] {
            row(&format!("dpotrf L {n}x{n}"), &mut || {
                self.potrf(ctx, &mut h, n, target)
            });
        }
        row("dpotrf L 8192x8192 no lane", &mut || {
            self.potrf(ctx, &mut one, 8192, None)
        });
        row("dtrtri L,N 8192x8192", &mut || {
            self.trtri(ctx, &mut h, 8192)
        });
        row(
            &format!("dgetrf batched {BATCH_N}x{BATCH_N} x {BATCH_COUNT}"),
            &mut || self.getrf_batched(ctx, &mut h, BATCH_N, BATCH_COUNT),
        );
        rows.finish()
    }

    /// Random n×n A (pool A) and n×nrhs B (pool B); returns their host copies.
    fn random_ab(&self, ctx: &Ctx, n: usize, nrhs: usize, seed: u64) -> R<(Vec<f64>, Vec<f64>)> {
        let HostVec::F64(a) = HostVec::random(DType::F64, 8 * n * n, seed) else {
            unreachable!("f64 data")
        };
        let HostVec::F64(b) = HostVec::random(DType::F64, 8 * n * nrhs.max(1), seed ^ 0xB) else {
            unreachable!("f64 data")
        };
        self.upload(ctx, &a, &b)?;
        Ok((a, b))
    }

    /// The fixed parts of a solver row's spec.
    fn spec(
        routine: &str,
        shape: String,
        baseline: &'static str,
        series: Option<&'static str>,
        n: usize,
        flops: f64,
        target: Option<f64>,
        check: &'static str,
    ) -> Spec {
        Spec {
            routine: routine.into(),
            types: "f64".into(),
            shape,
            baseline,
            series,
            headline: true,
            n,
            flops,
            peak: Peak::Fp64,
            expect: Status::Success,
            target,
            check,
        }
    }

    /// The info values of both libraries after the check call (first `count`): a non-zero one
    /// makes the check fail.
    fn infos_ok(ctx: &Ctx, (iox, icb): (DevicePtr, DevicePtr), count: usize) -> R<bool> {
        let ox = i32s(&ctx.read(iox, 4 * count)?);
        let cb = i32s(&ctx.read(icb, 4 * count)?);
        let bad_ox = ox.iter().filter(|&&v| v != 0).count();
        let bad_cb = cb.iter().filter(|&&v| v != 0).count();
        if bad_ox + bad_cb > 0 {
            println!(
                "    info: {bad_ox} non-zero of oxblas, {bad_cb} of the baseline (of {count})"
            );
        }
        Ok(bad_ox == 0)
    }

    /// dgetrf n×n: oxblas `getrf` against `cusolverDnDgetrf` on working copies of a random A.
    fn getrf(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, target: Option<f64>) -> R<()> {
        let (host_a, _) = self.random_ab(ctx, n, 1, 0x5EED_6001 ^ n as u64)?;
        let bytes = 8 * n * n;
        let (a, co, cc) = (self.run.a.ptr(), self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let (pox, pcb) = (self.ipiv_ox.ptr(), self.ipiv_cb.ptr());
        let (iox, icb) = (self.info_ox.ptr(), self.info_cb.ptr());
        let stream = ctx.stream;
        let mut ox = move |h: &mut Handle| {
            h.getrf::<f64>(
                n,
                n,
                MatricesMut::One(&mut view_mut::<f64>(co, n * n)),
                n,
                &mut view_mut::<i32>(pox, n),
                n,
                &mut view_mut::<i32>(iox, 1),
            )
        };
        // cuSOLVER's workspace, sized and allocated before timing.
        let mut ws: Option<DeviceBuffer<f64>> = None;
        let mut cbf: Option<Box<CbCall<'_>>> = match self.cs {
            None => None,
            Some(cs) => {
                let ni = n as c_int;
                // SAFETY: the symbols have these signatures (cusolver.rs).
                let ((size, sname), (f, name)) = unsafe {
                    (
                        cs.get::<cusolver::GetrfBufferSize>("cusolverDnDgetrf_bufferSize"),
                        cs.get::<cusolver::Getrf>("cusolverDnDgetrf"),
                    )
                };
                let mut lwork: c_int = 0;
                // SAFETY: A lies in the pool; lwork is a host int.
                let st = unsafe { size(cs.handle, ni, ni, cc.0 as *mut c_void, ni, &mut lwork) };
                csck(st, sname)?;
                let buf = ctx
                    .device
                    .alloc::<f64>((lwork as usize).max(1))
                    .ox("alloc cuSOLVER's workspace")?;
                let w = buf.ptr();
                ws = Some(buf);
                Some(Box::new(move || {
                    // SAFETY: A, the workspace, pivots and info lie in their buffers.
                    let st = unsafe {
                        f(
                            cs.handle,
                            ni,
                            ni,
                            cc.0 as *mut c_void,
                            ni,
                            w.0 as *mut c_void,
                            pcb.0 as *mut c_int,
                            icb.0 as *mut c_int,
                        )
                    };
                    csck(st, name)
                }))
            }
        };
        let mut restore = move |side: Side| match side {
            Side::Ox => d2d(stream, co, a, bytes),
            Side::Cb => d2d(stream, cc, a, bytes),
        };
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let infos = Self::infos_ok(ctx, (iox, icb), 1)?;
            let got = f64s(&ctx.read(co, bytes)?);
            let want = f64s(&ctx.read(cc, bytes)?);
            let ipiv = i32s(&ctx.read(pox, 4 * n)?);
            let piv = pivots_differ(&ipiv, &i32s(&ctx.read(pcb, 4 * n)?));
            let diff = normwise(&got, &want);
            let (e, bnd) = if n <= RECONSTRUCT_MAX_N {
                // Small enough to multiply out on the host: oxblas's backward error.
                let r = lu_residual(n, &host_a, &got, &ipiv);
                println!(
                    "    dgetrf {n}: max|PA-LU| / max(|A|,|LU|) = {r:.2e}; factors differ from \
                     cuSOLVER's by {diff:.2e} (normwise)"
                );
                (r, residual_bound(n))
            } else {
                (diff, lu_bound(n, &want, &host_a))
            };
            if piv > 0 {
                println!("    dgetrf {n}: {piv} of {n} pivots differ from cuSOLVER's");
                return Ok((f64::INFINITY, bnd));
            }
            Ok((if infos { e } else { f64::INFINITY }, bnd))
        };
        let flops = 2.0 / 3.0 * (n as f64).powi(3);
        let spec = Self::spec(
            "dgetrf",
            format!("{n}x{n}{}", if h.lookahead() { "" } else { " no lane" }),
            "cusolverDnDgetrf",
            Some("dgetrf"),
            n,
            flops,
            target,
            if n <= RECONSTRUCT_MAX_N {
                CHECK_LU_SMALL
            } else {
                CHECK_LU
            },
        );
        let r = self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(ws);
        r
    }

    /// Factor the random n×n A of pool A once with oxblas into pool A after it (at `lu`),
    /// pivots in oxblas's pivot buffer: the shared factors of the getrs rows.
    fn factor_once(&self, ctx: &Ctx, h: &mut Handle, n: usize, lu: DevicePtr) -> R<()> {
        d2d(ctx.stream, lu, self.run.a.ptr(), 8 * n * n)?;
        h.getrf::<f64>(
            n,
            n,
            MatricesMut::One(&mut view_mut::<f64>(lu, n * n)),
            n,
            &mut view_mut::<i32>(self.ipiv_ox.ptr(), n),
            n,
            &mut view_mut::<i32>(self.info_ox.ptr(), 1),
        )
        .ox("oxblas getrf (the factors of the getrs row)")?;
        ctx.sync()?;
        let info = i32s(&ctx.read(self.info_ox.ptr(), 4)?)[0];
        if info != 0 {
            return Err(format!("getrf of the getrs row: info = {info}"));
        }
        Ok(())
    }

    /// dgetrs N, n×n, `nrhs` right-hand sides: both libraries solve with the same factors
    /// (oxblas's getrf), each overwriting its own copy of B.
    fn getrs(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, nrhs: usize) -> R<()> {
        let (host_a, host_b) = self.random_ab(ctx, n, nrhs, 0x5EED_6002 ^ n as u64)?;
        let lu = self.run.a.ptr().offset(8 * N_MAX * N_MAX);
        self.factor_once(ctx, h, n, lu)?;
        let bytes_b = 8 * n * nrhs;
        let (b, co, cc) = (self.run.b.ptr(), self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let (piv, icb) = (self.ipiv_ox.ptr(), self.info_cb.ptr());
        let stream = ctx.stream;
        let mut ox = move |h: &mut Handle| {
            h.getrs::<f64>(
                Transpose::N,
                n,
                nrhs,
                Matrices::One(view::<f64>(lu, n * n)),
                n,
                view::<i32>(piv, n),
                n,
                MatricesMut::One(&mut view_mut::<f64>(co, n * nrhs)),
                n,
            )
        };
        let mut cbf: Option<Box<CbCall<'_>>> = self.cs.map(|cs| -> Box<CbCall<'_>> {
            // SAFETY: the symbol has this signature (cusolver.rs).
            let (f, name) = unsafe { cs.get::<cusolver::Getrs>("cusolverDnDgetrs") };
            let (ni, ri) = (n as c_int, nrhs as c_int);
            Box::new(move || {
                // SAFETY: the factors, pivots, B and info lie in their buffers.
                let st = unsafe {
                    f(
                        cs.handle,
                        cusolver::OP_N,
                        ni,
                        ri,
                        lu.0 as *const c_void,
                        ni,
                        piv.0 as *const c_int,
                        cc.0 as *mut c_void,
                        ni,
                        icb.0 as *mut c_int,
                    )
                };
                csck(st, name)
            })
        });
        let mut restore = move |side: Side| match side {
            Side::Ox => d2d(stream, co, b, bytes_b),
            Side::Cb => d2d(stream, cc, b, bytes_b),
        };
        let has_cb = cbf.is_some();
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let x = f64s(&ctx.read(co, bytes_b)?);
            let r = residual(n, nrhs, &host_a, &x, &host_b);
            if has_cb {
                let xc = f64s(&ctx.read(cc, bytes_b)?);
                let rc = residual(n, nrhs, &host_a, &xc, &host_b);
                println!("    dgetrs {n}: scaled residual oxblas {r:.2e}, cuSOLVER {rc:.2e}");
            }
            Ok((r, residual_bound(n)))
        };
        let spec = Self::spec(
            "dgetrs",
            format!("N {n}x{n} nrhs={nrhs}"),
            "cusolverDnDgetrs",
            None,
            n,
            2.0 * (n * n * nrhs) as f64,
            Some(1.0),
            CHECK_RESIDUAL,
        );
        self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        )
    }

    /// getrf + getrs N, n×n, `nrhs` right-hand sides, end to end (the seed example): each
    /// library factors its copy of A and solves its copy of B.
    fn getrf_getrs(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, nrhs: usize) -> R<()> {
        let (host_a, host_b) = self.random_ab(ctx, n, nrhs, 0x5EED_6003 ^ n as u64)?;
        let (bytes_a, bytes_b) = (8 * n * n, 8 * n * nrhs);
        // Each side's B right after its A (A's bytes are a multiple of 256 for n ≥ 32).
        let (a, b) = (self.run.a.ptr(), self.run.b.ptr());
        let (co, cc) = (self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let (xo, xc) = (co.offset(bytes_a), cc.offset(bytes_a));
        let (pox, pcb) = (self.ipiv_ox.ptr(), self.ipiv_cb.ptr());
        let (iox, icb) = (self.info_ox.ptr(), self.info_cb.ptr());
        let stream = ctx.stream;
        let mut ox = move |h: &mut Handle| {
            h.getrf::<f64>(
                n,
                n,
                MatricesMut::One(&mut view_mut::<f64>(co, n * n)),
                n,
                &mut view_mut::<i32>(pox, n),
                n,
                &mut view_mut::<i32>(iox, 1),
            )?;
            h.getrs::<f64>(
                Transpose::N,
                n,
                nrhs,
                Matrices::One(view::<f64>(co, n * n)),
                n,
                view::<i32>(pox, n),
                n,
                MatricesMut::One(&mut view_mut::<f64>(xo, n * nrhs)),
                n,
            )
        };
        let mut ws: Option<DeviceBuffer<f64>> = None;
        let mut cbf: Option<Box<CbCall<'_>>> = match self.cs {
            None => None,
            Some(cs) => {
                let (ni, ri) = (n as c_int, nrhs as c_int);
                // SAFETY: the symbols have these signatures (cusolver.rs).
                let ((size, sname), (getrf, n_getrf), (getrs, n_getrs)) = unsafe {
                    (
                        cs.get::<cusolver::GetrfBufferSize>("cusolverDnDgetrf_bufferSize"),
                        cs.get::<cusolver::Getrf>("cusolverDnDgetrf"),
                        cs.get::<cusolver::Getrs>("cusolverDnDgetrs"),
                    )
                };
                let mut lwork: c_int = 0;
                // SAFETY: A lies in the pool; lwork is a host int.
                let st = unsafe { size(cs.handle, ni, ni, cc.0 as *mut c_void, ni, &mut lwork) };
                csck(st, sname)?;
                let buf = ctx
                    .device
                    .alloc::<f64>((lwork as usize).max(1))
                    .ox("alloc cuSOLVER's workspace")?;
                let w = buf.ptr();
                ws = Some(buf);
                Some(Box::new(move || {
                    // SAFETY: A, B, the workspace, pivots and info lie in their buffers.
                    unsafe {
                        csck(
                            getrf(
                                cs.handle,
                                ni,
                                ni,
                                cc.0 as *mut c_void,
                                ni,
                                w.0 as *mut c_void,
                                pcb.0 as *mut c_int,
                                icb.0 as *mut c_int,
                            ),
                            n_getrf,
                        )?;
                        csck(
                            getrs(
                                cs.handle,
                                cusolver::OP_N,
                                ni,
                                ri,
                                cc.0 as *const c_void,
                                ni,
                                pcb.0 as *const c_int,
                                xc.0 as *mut c_void,
                                ni,
                                icb.0 as *mut c_int,
                            ),
                            n_getrs,
                        )
                    }
                }))
            }
        };
        let mut restore = move |side: Side| {
            let (w, x) = match side {
                Side::Ox => (co, xo),
                Side::Cb => (cc, xc),
            };
            d2d(stream, w, a, bytes_a)?;
            d2d(stream, x, b, bytes_b)
        };
        let has_cb = cbf.is_some();
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let infos = Self::infos_ok(ctx, (iox, icb), 1)?;
            let x = f64s(&ctx.read(xo, bytes_b)?);
            let r = residual(n, nrhs, &host_a, &x, &host_b);
            if has_cb {
                let xcb = f64s(&ctx.read(xc, bytes_b)?);
                let rc = residual(n, nrhs, &host_a, &xcb, &host_b);
                println!(
                    "    dgetrf+dgetrs {n}: scaled residual oxblas {r:.2e}, cuSOLVER {rc:.2e}"
                );
            }
            Ok((if infos { r } else { f64::INFINITY }, residual_bound(n)))
        };
        let nf = n as f64;
        let spec = Self::spec(
            "dgesv",
            format!("getrf+getrs {n}x{n} nrhs={nrhs}"),
            "cusolverDnDgetrf+Dgetrs",
            None,
            n,
            2.0 / 3.0 * nf.powi(3) + 2.0 * nf * nf * nrhs as f64,
            Some(2.0),
            CHECK_RESIDUAL,
        );
        let r = self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(ws);
        r
    }

    /// dpotrf lower n×n of a symmetric positive definite A against `cusolverDnDpotrf`.
    fn potrf(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, target: Option<f64>) -> R<()> {
        let HostVec::F64(mut host_a) = HostVec::random(DType::F64, 8 * n * n, 0x5EED_6004) else {
            unreachable!("f64 data")
        };
        make_spd(&mut host_a, n);
        self.upload(ctx, &host_a, &[0.0])?;
        drop(host_a);
        let bytes = 8 * n * n;
        let (a, co, cc) = (self.run.a.ptr(), self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let (iox, icb) = (self.info_ox.ptr(), self.info_cb.ptr());
        let stream = ctx.stream;
        let mut ox = move |h: &mut Handle| {
            h.potrf::<f64>(
                Uplo::Lower,
                n,
                MatricesMut::One(&mut view_mut::<f64>(co, n * n)),
                n,
                &mut view_mut::<i32>(iox, 1),
            )
        };
        let mut ws: Option<DeviceBuffer<f64>> = None;
        let mut cbf: Option<Box<CbCall<'_>>> = match self.cs {
            None => None,
            Some(cs) => {
                let ni = n as c_int;
                // SAFETY: the symbols have these signatures (cusolver.rs).
                let ((size, sname), (f, name)) = unsafe {
                    (
                        cs.get::<cusolver::PotrfBufferSize>("cusolverDnDpotrf_bufferSize"),
                        cs.get::<cusolver::Potrf>("cusolverDnDpotrf"),
                    )
                };
                let mut lwork: c_int = 0;
                // SAFETY: A lies in the pool; lwork is a host int.
                let st = unsafe { size(cs.handle, LOWER, ni, cc.0 as *mut c_void, ni, &mut lwork) };
                csck(st, sname)?;
                let buf = ctx
                    .device
                    .alloc::<f64>((lwork as usize).max(1))
                    .ox("alloc cuSOLVER's workspace")?;
                let w = buf.ptr();
                ws = Some(buf);
                Some(Box::new(move || {
                    // SAFETY: A, the workspace (lwork elements) and info lie in their buffers.
                    let st = unsafe {
                        f(
                            cs.handle,
                            LOWER,
                            ni,
                            cc.0 as *mut c_void,
                            ni,
                            w.0 as *mut c_void,
                            lwork,
                            icb.0 as *mut c_int,
                        )
                    };
                    csck(st, name)
                }))
            }
        };
        let mut restore = move |side: Side| match side {
            Side::Ox => d2d(stream, co, a, bytes),
            Side::Cb => d2d(stream, cc, a, bytes),
        };
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let infos = Self::infos_ok(ctx, (iox, icb), 1)?;
            let got = f64s(&ctx.read(co, bytes)?);
            let want = f64s(&ctx.read(cc, bytes)?);
            let e = normwise_lower(n, &got, &want);
            Ok((
                if infos { e } else { f64::INFINITY },
                bound(n, DType::F64, DType::F64),
            ))
        };
        let spec = Self::spec(
            "dpotrf",
            format!("L {n}x{n}{}", if h.lookahead() { "" } else { " no lane" }),
            "cusolverDnDpotrf",
            None,
            n,
            (n as f64).powi(3) / 3.0,
            target,
            CHECK_CHOL,
        );
        let r = self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(ws);
        r
    }

    /// dtrtri lower, non-unit n×n against `cusolverDnXtrtri`. cuSOLVER inverts in place, oxblas
    /// into a separate matrix: both restore a working copy of A before every call (oxblas reads
    /// its copy and writes the inverse to pool B), so that the subtracted copy is the same.
    fn trtri(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize) -> R<()> {
        let HostVec::F64(mut host_a) = HostVec::random(DType::F64, 8 * n * n, 0x5EED_6005) else {
            unreachable!("f64 data")
        };
        dominant_diagonal(&mut host_a, n, 1);
        self.upload(ctx, &host_a, &[0.0])?;
        drop(host_a);
        let bytes = 8 * n * n;
        let (a, inv) = (self.run.a.ptr(), self.run.b.ptr());
        let (co, cc) = (self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let icb = self.info_cb.ptr();
        let stream = ctx.stream;
        let mut ox = move |h: &mut Handle| {
            h.trtri::<f64>(
                Uplo::Lower,
                Diag::NonUnit,
                n,
                Matrices::One(view::<f64>(co, n * n)),
                n,
                MatricesMut::One(&mut view_mut::<f64>(inv, n * n)),
                n,
            )
        };
        let mut ws: Option<(DeviceBuffer<u8>, Vec<u8>)> = None;
        let mut cbf: Option<Box<CbCall<'_>>> = match self.cs {
            None => None,
            Some(cs) => {
                let ni = n as i64;
                // SAFETY: the symbols have these signatures (cusolver.rs).
                let ((size, sname), (f, name)) = unsafe {
                    (
                        cs.get::<cusolver::XtrtriBufferSize>("cusolverDnXtrtri_bufferSize"),
                        cs.get::<cusolver::Xtrtri>("cusolverDnXtrtri"),
                    )
                };
                let (mut dev_bytes, mut host_bytes) = (0usize, 0usize);
                // SAFETY: A lies in the pool; the sizes are host values.
                let st = unsafe {
                    size(
                        cs.handle,
                        LOWER,
                        NON_UNIT,
                        ni,
                        CUDA_R_64F,
                        cc.0 as *mut c_void,
                        ni,
                        &mut dev_bytes,
                        &mut host_bytes,
                    )
                };
                csck(st, sname)?;
                let dbuf = ctx
                    .device
                    .alloc::<u8>(dev_bytes.max(1))
                    .ox("alloc cuSOLVER's workspace")?;
                let mut hbuf = vec![0u8; host_bytes.max(1)];
                let (w, hw) = (dbuf.ptr(), hbuf.as_mut_ptr() as usize);
                ws = Some((dbuf, hbuf));
                Some(Box::new(move || {
                    // SAFETY: A, the device workspace and info lie in their buffers; the host
                    // workspace (`ws`) lives until the closure is dropped.
                    let st = unsafe {
                        f(
                            cs.handle,
                            LOWER,
                            NON_UNIT,
                            ni,
                            CUDA_R_64F,
                            cc.0 as *mut c_void,
                            ni,
                            w.0 as *mut c_void,
                            dev_bytes,
                            hw as *mut c_void,
                            host_bytes,
                            icb.0 as *mut c_int,
                        )
                    };
                    csck(st, name)
                }))
            }
        };
        let mut restore = move |side: Side| match side {
            Side::Ox => d2d(stream, co, a, bytes),
            Side::Cb => d2d(stream, cc, a, bytes),
        };
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let info = i32s(&ctx.read(icb, 4)?)[0];
            if info != 0 {
                println!("    dtrtri {n}: cuSOLVER's info = {info}");
            }
            let got = f64s(&ctx.read(inv, bytes)?);
            let want = f64s(&ctx.read(cc, bytes)?);
            Ok((
                normwise_lower(n, &got, &want),
                bound(n, DType::F64, DType::F64),
            ))
        };
        let spec = Self::spec(
            "dtrtri",
            format!("L,N {n}x{n}"),
            "cusolverDnXtrtri",
            None,
            n,
            (n as f64).powi(3) / 3.0,
            Some(5.0),
            CHECK_TRTRI,
        );
        let r = self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(ws);
        r
    }

    /// Batched dgetrf of `count` random m×m matrices: oxblas strided against
    /// `cublasDgetrfBatched` (a device array of pointers into cuBLAS's working copy).
    fn getrf_batched(&mut self, ctx: &mut Ctx, h: &mut Handle, m: usize, count: usize) -> R<()> {
        let per = m * m;
        let HostVec::F64(host_a) = HostVec::random(DType::F64, 8 * per * count, 0x5EED_6006) else {
            unreachable!("f64 data")
        };
        self.upload(ctx, &host_a, &[0.0])?;
        let bytes = 8 * per * count;
        let (a, co, cc) = (self.run.a.ptr(), self.run.c_ox.ptr(), self.run.c_cb.ptr());
        let (pox, pcb) = (self.ipiv_ox.ptr(), self.ipiv_cb.ptr());
        let (iox, icb) = (self.info_ox.ptr(), self.info_cb.ptr());
        let stream = ctx.stream;
        // The pointer array of cuBLAS's batch, uploaded before timing.
        let ptrs: Vec<u64> = (0..count).map(|i| cc.offset(8 * per * i).0).collect();
        let parr = ctx
            .device
            .alloc::<u8>(8 * count)
            .ox("alloc the pointer array")?;
        // SAFETY: the array holds `count` pointers; we wait before `ptrs` can go away.
        unsafe {
            ctx.backend
                .memcpy_htod(parr.ptr(), ptrs.as_ptr().cast(), 8 * count, ctx.sid)
                .ox("upload the pointer array")?;
        }
        ctx.sync()?;
        let pa = parr.ptr();
        let mut ox = move |h: &mut Handle| {
            h.getrf::<f64>(
                m,
                m,
                MatricesMut::Strided {
                    c: &mut view_mut::<f64>(co, per * count),
                    stride: per,
                    count,
                },
                m,
                &mut view_mut::<i32>(pox, m * count),
                m,
                &mut view_mut::<i32>(iox, count),
            )
        };
        let mut cbf: Option<Box<CbCall<'_>>> = self.run.cb.map(|cb| -> Box<CbCall<'_>> {
            // SAFETY: the symbol has this signature (cusolver.rs).
            let (f, name) = unsafe { get::<cusolver::GetrfBatched>(cb, CUBLAS_GETRF_BATCHED) };
            let (mi, ci) = (m as c_int, count as c_int);
            Box::new(move || {
                // SAFETY: the pointer array, the matrices, pivots (m per matrix) and infos lie
                // in their buffers.
                let st = unsafe {
                    f(
                        cb.handle,
                        mi,
                        pa.0 as *const *mut c_void,
                        mi,
                        pcb.0 as *mut c_int,
                        icb.0 as *mut c_int,
                        ci,
                    )
                };
                cbck(st, name)
            })
        });
        let mut restore = move |side: Side| match side {
            Side::Ox => d2d(stream, co, a, bytes),
            Side::Cb => d2d(stream, cc, a, bytes),
        };
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let infos = Self::infos_ok(ctx, (iox, icb), count)?;
            let got = f64s(&ctx.read(co, bytes)?);
            let want = f64s(&ctx.read(cc, bytes)?);
            let ipiv = i32s(&ctx.read(pox, 4 * m * count)?);
            let piv = pivots_differ(&ipiv, &i32s(&ctx.read(pcb, 4 * m * count)?));
            // oxblas's backward error, the worst matrix of the batch (condition-independent:
            // among 10 000 random 32×32 matrices some are ill conditioned, and two correct
            // factorizations of those differ by about cond·eps).
            let r = (0..count)
                .map(|i| {
                    let (f, p) = (i * per, i * m);
                    lu_residual(m, &host_a[f..f + per], &got[f..f + per], &ipiv[p..p + m])
                })
                .fold(0f64, f64::max);
            println!(
                "    dgetrf batched {m}x{m} x {count}: worst max|PA-LU| / max(|A|,|LU|) = {r:.2e}; \
                 factors differ from cuBLAS's by {:.2e} (normwise over the batch)",
                normwise(&got, &want)
            );
            let bnd = residual_bound(m);
            if piv > 0 {
                println!(
                    "    dgetrf batched {m}x{m} x {count}: {piv} of {} pivots differ from cuBLAS's",
                    m * count
                );
                return Ok((f64::INFINITY, bnd));
            }
            Ok((if infos { r } else { f64::INFINITY }, bnd))
        };
        let spec = Self::spec(
            "dgetrf",
            format!("batched {m}x{m} x {count}"),
            CUBLAS_GETRF_BATCHED,
            None,
            m,
            2.0 / 3.0 * (m as f64).powi(3) * count as f64,
            Some(1.0),
            CHECK_LU_SMALL,
        );
        let r = self.run.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(parr);
        r
    }
}

/// Item [9]: every solver row with its target and verdict.
fn summary(rows: &[Row]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "[9] solvers vs cuSOLVER (batched getrf: cuBLAS) (us per call, restore copy subtracted; TF/s; ox/cb = baseline time / oxblas time, >1: oxblas faster)"
    );
    let _ = writeln!(
        s,
        "    {:<7} {:<32} {:>11} {:>11} {:>8} {:>8} {:>6} {:<12} {:<14} check",
        "", "shape", "ox us", "base us", "ox TF/s", "cb TF/s", "ox/cb", "target", "status"
    );
    for r in rows.iter().filter(|r| r.spec.headline) {
        let _ = writeln!(
            s,
            "    {:<7} {:<32} {:>11.1} {:>11} {:>8.2} {:>8} {:>6} {:<12} {:<14} {}",
            r.spec.routine,
            r.spec.shape,
            1e6 * r.net(&r.ox),
            r.cb.as_ref()
                .map(|m| format!("{:.1}", 1e6 * r.net(m)))
                .unwrap_or_else(|| "-".into()),
            r.ox_tf(),
            r.cb_tf()
                .map(|t| format!("{t:.2}"))
                .unwrap_or_else(|| "-".into()),
            r.ratio()
                .map(|v| format!("{v:.3}"))
                .unwrap_or_else(|| "-".into()),
            r.target_word(),
            r.status_word(),
            r.check_word()
        );
    }
    let bad = rows.iter().filter(|r| r.check_word() == "MISMATCH").count();
    let st = rows.iter().filter(|r| r.status != r.spec.expect).count();
    let met = rows
        .iter()
        .filter(|r| {
            r.spec
                .target
                .is_some_and(|t| verdict_ge(r.ratio(), t) == "PASS")
        })
        .count();
    let targets = rows.iter().filter(|r| r.spec.target.is_some()).count();
    let _ = writeln!(
        s,
        "    {} rows (solver.csv, solver.png); {met} of {targets} targets met; {bad} fail their check, {st} with an unexpected status",
        rows.len(),
    );
    s
}
