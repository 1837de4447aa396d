//! Section 5, level 3 (`--only=level3`): gemm (dgemm NN swept over n, TN, NT, sgemm, zgemm, cgemm,
//! hgemm, dgemm strided-batched at 64³, 32³ and 16³, split-K at m = n = 256, k = 2^20 with the
//! handle's default workspace and with the workspace denied), gemm_ex (f16 and bf16 inputs,
//! f32 output and compute), and (`tri.rs`) dtrsm L,L,N,N and R,U,N,N at 4096 and 8192, with few
//! right-hand sides at both orders (L,L,N,N × 16 and × 4, R,U,N,N with 16 rows), dtrmm L,L,N,N
//! 8192 (out of place, as cuBLAS's v2 API),
//! dsymm L,L 8192, dsyrk, dsyr2k, dsyrkx L,N 8192 (n = k), zherk, zher2k, zherkx L,N 4096, zhemm
//! L,L 4096 and strided-batched
//! dtrsm L,L,N,N at 32, 64, 128 × 10 000 (against `cublasDtrsmBatched`'s pointer arrays), oxblas
//! against cuBLAS on the same data in device memory. `OXBLAS_BENCH_ROWS` (row-name prefixes)
//! runs only the rows it names. Summary item [8]; `level3.csv`; `plot.py`
//! draws `level3.png`. (dtrtri, against cuSOLVER's `cusolverDnXtrtri`, is in the solver section,
//! `solver/`, which loads cuSOLVER.)
//!
//! Per row: the median time of each library (CUDA events, warm-up, a calibration loop, then
//! timed loops of about `LOOP_S`), TF/s of each for the row's flop count, each as a percentage of
//! the H200's dense peak for its arithmetic (`data::Peak`), the ratio oxblas TF/s / cuBLAS TF/s
//! (above 1: oxblas faster) against the issue's target where it names one (a time target "≤ x of
//! cuBLAS's time" is the ratio ≥ 1/x), and the status oxblas returned. Then each library runs
//! once more on the same inputs and the outputs are compared normwise against a `k·eps` bound
//! (`data`); a difference beyond it flags `MISMATCH`.
//!
//! A row is one call of [`Run::measure`] with a [`Spec`] (names, flop count, peak, expected
//! status, target, what the check compares), an oxblas closure, a baseline closure (cuBLAS here;
//! cuSOLVER in `solver/`), an optional restore closure for routines that overwrite their input
//! (trsm's B here; getrf's and potrf's A in `solver/`: run before every call, timed alone and
//! subtracted) and a check closure returning (error, bound) (usually [`Run::normwise`] on the two
//! outputs). Each routine family is one function of [`Run`]: [`Run::gemm`] here, trsm, trmm,
//! symm and the rank-k updates in `tri.rs`, the solvers in `solver/` (which reuses `Run`, its
//! pools and `measure`).

pub(crate) mod cublas;
pub(crate) mod data;
mod tri;

use std::ffi::{c_int, c_void};
use std::fmt::Write as _;

use oxblas::level3::gemm_ex::{GemmEx, GemmExOptions, GemmExOutput};
use oxblas::level3::MatricesMut;
use oxblas::operands::Matrices;
use oxblas::{DType, DeviceBuffer, DevicePtr, Handle, Scalar, Status, Transpose};

use self::cublas::{
    check as cbck, get, hp, COMPUTE_32F, CUDA_R_16BF, CUDA_R_16F, CUDA_R_32F, GEMM_DEFAULT, OP_C,
    OP_N, OP_T,
};
use self::data::{away_from_zero, bound, gemm_flops, normwise_bytes, to_half_bytes, Peak};
use self::tri::{RankK, Tri};
use crate::harness::clocks::{clock_csv, row_note};
use crate::harness::cublas::Cublas;
use crate::harness::data::HostVec;
use crate::harness::report::verdict_ge;
use crate::harness::timing::Meas;
use crate::harness::{scalar, short, view, view_mut, Ctx, Family, OxExt, Rows, R};

/// Each input pool (A, B): the largest operand, A of the split-K row (256 × 2^20 f64, 2 GiB).
const AB_POOL: usize = 2 << 30;
/// Each output pool (oxblas's C, cuBLAS's C): the largest output, the B of the batched dtrsm
/// 128² × 10 000 f64 (1250 MiB).
const C_POOL: usize = 1280 << 20;
/// B is uploaded from the host values this many elements after A's, so that A and B differ
/// (odd, so that no matrix's columns line up with the other's).
const B_SHIFT: usize = 131_071;
/// The largest square of the f32 and half-precision rows (8192²).
const SMALL_TYPES_ELEMS: usize = 8192 * 8192;

/// Seconds per timed loop and timed loops per library (the full run and `--quick`).
pub(crate) fn loop_params(quick: bool) -> (f64, usize) {
    if quick {
        (0.005, 3)
    } else {
        (0.02, 7)
    }
}

fn sweep(quick: bool) -> Vec<usize> {
    if quick {
        vec![1024, 4096]
    } else {
        vec![256, 512, 1024, 2048, 4096, 8192]
    }
}

/// The level-3 family.
#[derive(Default)]
pub struct Level3 {
    rows: Vec<Row>,
}

/// One measured row (also the solver family's).
pub(crate) struct Row {
    pub(crate) spec: Spec,
    pub(crate) ox: Meas,
    pub(crate) cb: Option<Meas>,
    /// Median time of the restore step alone (subtracted from both), if the row has one.
    pub(crate) restore: Option<f64>,
    /// oxblas handle status after the timed loops.
    pub(crate) status: Status,
    /// (difference, bound) against the baseline; None without it.
    pub(crate) err: Option<(f64, f64)>,
}

impl Row {
    /// Seconds per call without the restore step.
    pub(crate) fn net(&self, m: &Meas) -> f64 {
        (m.median() - self.restore.unwrap_or(0.0)).max(1e-9)
    }
    pub(crate) fn ox_tf(&self) -> f64 {
        self.spec.flops / self.net(&self.ox) / 1e12
    }
    pub(crate) fn cb_tf(&self) -> Option<f64> {
        self.cb
            .as_ref()
            .map(|m| self.spec.flops / self.net(m) / 1e12)
    }
    pub(crate) fn pct_peak(&self, tf: f64) -> f64 {
        100.0 * tf / self.spec.peak.tflops()
    }
    /// oxblas TF/s over cuBLAS TF/s: above 1, oxblas is faster.
    pub(crate) fn ratio(&self) -> Option<f64> {
        self.cb_tf().map(|c| self.ox_tf() / c)
    }
    pub(crate) fn ok(&self) -> bool {
        self.err.is_none_or(|(e, b)| e <= b)
    }
    pub(crate) fn check_word(&self) -> &'static str {
        match self.err {
            None => "no-ref",
            Some(_) if self.ok() => "ok",
            Some(_) => "MISMATCH",
        }
    }
    pub(crate) fn status_word(&self) -> String {
        if self.status == self.spec.expect {
            short(self.status).to_string()
        } else {
            format!(
                "{} (expected {})",
                short(self.status),
                short(self.spec.expect)
            )
        }
    }
    /// The target and its verdict, e.g. ">=0.9 MISS" (empty without a target).
    pub(crate) fn target_word(&self) -> String {
        match self.spec.target {
            Some(t) => format!(">={t} {}", self.verdict()),
            None => String::new(),
        }
    }
    pub(crate) fn verdict(&self) -> &'static str {
        match self.spec.target {
            Some(t) => verdict_ge(self.ratio(), t),
            None => "",
        }
    }
}

/// What a row is, besides its calls.
pub(crate) struct Spec {
    /// BLAS/LAPACK name with its precision letter, e.g. "dgemm".
    pub(crate) routine: String,
    /// Element types, e.g. "f64" or "bf16->f32".
    pub(crate) types: String,
    /// Arguments in words, e.g. "NN 8192".
    pub(crate) shape: String,
    /// The baseline routine timed, e.g. "cublasDgemm_v2".
    pub(crate) baseline: &'static str,
    /// The plot series of the sweep rows ("dgemm_nn").
    pub(crate) series: Option<&'static str>,
    /// Shown in the summary.
    pub(crate) headline: bool,
    /// The plot's x (the matrix order).
    pub(crate) n: usize,
    /// Flops of one call.
    pub(crate) flops: f64,
    pub(crate) peak: Peak,
    /// Status oxblas must return (the workspace-denied row: perf_degraded).
    pub(crate) expect: Status,
    /// The target for oxblas TF/s / baseline TF/s (= baseline time / oxblas time), where
    /// it names one.
    pub(crate) target: Option<f64>,
    /// What the check compares, for its mismatch line, e.g. "normwise vs cuBLAS, bound k*eps".
    pub(crate) check: &'static str,
}

/// The check of most rows (`Run::normwise`), as the mismatch line names it.
pub(crate) const NORMWISE: &str =
    "normwise max|ox - cb| / max|cb| of the outputs, bound k*eps; level 3 has no host reference";

/// Which library's copy of an in-place operand a restore step resets (and which side of a
/// timed pair a call is).
pub(crate) use crate::harness::timing::Side;

/// One oxblas call.
pub(crate) type OxCall<'a> = dyn FnMut(&mut Handle) -> oxblas::Result<()> + 'a;
/// One baseline call (cuBLAS, or another library loaded at run time).
pub(crate) type CbCall<'a> = dyn FnMut() -> R<()> + 'a;
/// Reset the input that the given side's call overwrites (enqueued on the bench stream).
pub(crate) type Restore<'a> = dyn FnMut(Side) -> R<()> + 'a;
/// Compare the two libraries' outputs: (normwise difference, bound).
pub(crate) type Check<'a> = dyn FnMut(&Ctx) -> R<(f64, f64)> + 'a;

impl Family for Level3 {
    fn sections(&self) -> &'static [&'static str] {
        &["level3"]
    }
    fn name(&self) -> &'static str {
        "level3"
    }
    fn title(&self) -> &'static str {
        "level-3 section"
    }
    fn cublas_symbols(&self) -> Vec<&'static str> {
        cublas::SYMBOLS.to_vec()
    }
    fn run(&mut self, ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
        if let Some(cb) = cb {
            // alpha and beta are host values.
            cb.pointer_mode_device(false)?;
        }
        if cb.is_none() {
            ctx.report
                .notes
                .push("level 3: no cuBLAS, so its rows are timed but not checked".into());
        }
        let mut run = Run::new(ctx, cb)?;
        let r = run.all(ctx);
        self.rows = std::mem::take(&mut run.rows);
        r
    }
    fn csv(&self, _ctx: &Ctx) -> Vec<(&'static str, String)> {
        vec![("level3.csv", csv(&self.rows))]
    }
    fn summary(&self, _ctx: &Ctx) -> Vec<(u32, String)> {
        if self.rows.is_empty() {
            Vec::new()
        } else {
            vec![(8, summary(&self.rows))]
        }
    }
}

/// A gemm call: op(A) m×k, op(B) k×n, C m×n, leading dimensions the stored rows; a strided
/// batch of `batch` matrices each, packed back to back, or one matrix (`None`).
#[derive(Clone, Copy, Debug)]
struct G {
    ta: Transpose,
    tb: Transpose,
    m: usize,
    n: usize,
    k: usize,
    batch: Option<usize>,
}

impl G {
    fn nn(m: usize, n: usize, k: usize) -> G {
        G {
            ta: Transpose::N,
            tb: Transpose::N,
            m,
            n,
            k,
            batch: None,
        }
    }
    /// Rows and columns A stores.
    fn a_dims(&self) -> (usize, usize) {
        if self.ta == Transpose::N {
            (self.m, self.k)
        } else {
            (self.k, self.m)
        }
    }
    fn b_dims(&self) -> (usize, usize) {
        if self.tb == Transpose::N {
            (self.k, self.n)
        } else {
            (self.n, self.k)
        }
    }
    fn count(&self) -> usize {
        self.batch.unwrap_or(1)
    }
    /// Elements of A, B and C of one matrix of the batch.
    fn sizes(&self) -> (usize, usize, usize) {
        let (ar, ac) = self.a_dims();
        let (br, bc) = self.b_dims();
        (ar * ac, br * bc, self.m * self.n)
    }
    fn ops(&self) -> String {
        let t = |t: Transpose| match t {
            Transpose::N => 'N',
            Transpose::T => 'T',
            Transpose::C => 'C',
        };
        format!("{}{}", t(self.ta), t(self.tb))
    }
    fn shape(&self) -> String {
        let (m, n, k) = (self.m, self.n, self.k);
        match self.batch {
            Some(b) => format!("{} {m}x{n}x{k} batch {b}", self.ops()),
            None if m == n && n == k => format!("{} {n}", self.ops()),
            None => format!("{} {m}x{n} k={}", self.ops(), pow2(k)),
        }
    }
}

/// `n` as 2^e when it is a large power of two, else as is.
fn pow2(n: usize) -> String {
    if n >= 1 << 16 && n.is_power_of_two() {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

fn op_code(t: Transpose) -> c_int {
    match t {
        Transpose::N => OP_N,
        Transpose::T => OP_T,
        Transpose::C => OP_C,
    }
}

/// How a gemm row is shown and judged besides its call.
#[derive(Clone)]
struct RowOpt {
    /// Replaces the shape in words (the split-K rows name their workspace).
    label: Option<String>,
    series: Option<&'static str>,
    headline: bool,
    target: Option<f64>,
    expect: Status,
}

impl RowOpt {
    fn headline(target: Option<f64>) -> RowOpt {
        RowOpt {
            label: None,
            series: None,
            headline: true,
            target,
            expect: Status::Success,
        }
    }
}

/// One oxblas gemm of `g` with alpha = 1, beta = 0 on the matrices at `a`, `b`, `c`.
fn ox_gemm<T: Scalar>(
    h: &mut Handle,
    g: G,
    a: DevicePtr,
    b: DevicePtr,
    c: DevicePtr,
) -> oxblas::Result<()> {
    let (sa, sb, sc) = g.sizes();
    let (lda, ldb) = (g.a_dims().0, g.b_dims().0);
    let (one, zero) = (scalar::<T>(1.0), scalar::<T>(0.0));
    match g.batch {
        None => h.gemm(
            g.ta,
            g.tb,
            g.m,
            g.n,
            g.k,
            one,
            Matrices::One(view::<T>(a, sa)),
            lda,
            Matrices::One(view::<T>(b, sb)),
            ldb,
            zero,
            MatricesMut::One(&mut view_mut::<T>(c, sc)),
            g.m,
        ),
        Some(count) => h.gemm(
            g.ta,
            g.tb,
            g.m,
            g.n,
            g.k,
            one,
            Matrices::Strided {
                a: view::<T>(a, sa * count),
                stride: sa,
                count,
            },
            lda,
            Matrices::Strided {
                a: view::<T>(b, sb * count),
                stride: sb,
                count,
            },
            ldb,
            zero,
            MatricesMut::Strided {
                c: &mut view_mut::<T>(c, sc * count),
                stride: sc,
                count,
            },
            g.m,
        ),
    }
}

/// `cublasGemmEx` for `g` (one matrix) with A and B of the `cudaDataType_t` `types.0` and C of
/// `types.1`, f32 compute (`CUBLAS_COMPUTE_32F`: f32 alpha = 1 and beta = 0), writing C at `c`.
fn cublas_gemm_ex(
    cb: &Cublas,
    g: G,
    types: (c_int, c_int),
    (a, b, c): (DevicePtr, DevicePtr, DevicePtr),
) -> Box<CbCall<'_>> {
    // SAFETY: cublasGemmEx has the `GemmEx` signature.
    let (f, name) = unsafe { get::<cublas::GemmEx>(cb, "cublasGemmEx") };
    let (one, zero) = (1.0f32, 0.0f32);
    let (lda, ldb, ldc) = (g.a_dims().0 as c_int, g.b_dims().0 as c_int, g.m as c_int);
    let (ta, tb) = (op_code(g.ta), op_code(g.tb));
    let (m, n, k) = (g.m as c_int, g.n as c_int, g.k as c_int);
    Box::new(move || {
        // SAFETY: the operands lie in the pools (the caller checked their sizes); f32 host
        // scalars for the f32 compute type.
        let st = unsafe {
            f(
                cb.handle,
                ta,
                tb,
                m,
                n,
                k,
                hp(&one).ptr(),
                a.0 as *const c_void,
                types.0,
                lda,
                b.0 as *const c_void,
                types.0,
                ldb,
                hp(&zero).ptr(),
                c.0 as *mut c_void,
                types.1,
                ldc,
                COMPUTE_32F,
                GEMM_DEFAULT,
            )
        };
        cbck(st, name)
    })
}

/// Device pools and the rows of one run of the family (the solver family runs its rows on
/// them too: `solver/`).
pub(crate) struct Run<'c> {
    pub(crate) cb: Option<&'c Cublas>,
    pub(crate) a: DeviceBuffer<u8>,
    pub(crate) b: DeviceBuffer<u8>,
    pub(crate) c_ox: DeviceBuffer<u8>,
    pub(crate) c_cb: DeviceBuffer<u8>,
    pub(crate) rows: Vec<Row>,
}

impl<'c> Run<'c> {
    pub(crate) fn new(ctx: &Ctx, cb: Option<&'c Cublas>) -> R<Run<'c>> {
        let alloc = |bytes: usize, what: &str| ctx.device.alloc::<u8>(bytes).ox(what);
        Ok(Run {
            cb,
            a: alloc(AB_POOL, "alloc 2 GiB pool of A")?,
            b: alloc(AB_POOL, "alloc 2 GiB pool of B")?,
            c_ox: alloc(C_POOL, "alloc oxblas's C")?,
            c_cb: alloc(C_POOL, "alloc cuBLAS's C")?,
            rows: Vec::new(),
        })
    }

    /// Upload `a` to the pool of A and `b` to the pool of B.
    pub(crate) fn upload_ab(&self, ctx: &Ctx, a: &[u8], b: &[u8]) -> R<()> {
        if a.len() > AB_POOL || b.len() > AB_POOL {
            return Err("level 3: input data larger than its pool".into());
        }
        for (dst, src) in [(self.a.ptr(), a), (self.b.ptr(), b)] {
            // SAFETY: the pool holds `src.len()` bytes (checked above); we wait before the host
            // data can go away.
            unsafe {
                ctx.backend
                    .memcpy_htod(dst, src.as_ptr(), src.len(), ctx.sid)
                    .ox("upload")?
            };
        }
        ctx.backend.stream_synchronize(ctx.sid).ox("upload")
    }

    /// Random f64 values in (-1, 1) filling both input pools (complex rows read them in pairs).
    fn upload_f64(&self, ctx: &Ctx) -> R<()> {
        let HostVec::F64(v) = HostVec::random(DType::F64, AB_POOL + 8 * B_SHIFT, 0x5EED_3001)
        else {
            unreachable!("f64 data")
        };
        let n = AB_POOL / 8;
        // SAFETY: reading initialized f64 values as bytes.
        let (a, b) = unsafe {
            (
                std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), 8 * n),
                std::slice::from_raw_parts(v[B_SHIFT..].as_ptr().cast::<u8>(), 8 * n),
            )
        };
        self.upload_ab(ctx, a, b)
    }

    /// Random values in (-1, 1) for the f32 and complex-f32 rows (8192² f32 per pool), or, for
    /// `F16`/`BF16`, the same kind of values (magnitude at least 2^-10) rounded to that type.
    fn upload_small(&self, ctx: &Ctx, dt: DType, seed: u64) -> R<()> {
        let len = SMALL_TYPES_ELEMS + B_SHIFT;
        let HostVec::F32(mut v) = HostVec::random(DType::F32, 4 * len, seed) else {
            unreachable!("f32 data")
        };
        if dt == DType::F32 {
            // SAFETY: reading initialized f32 values as bytes.
            let (a, b) = unsafe {
                (
                    std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), 4 * SMALL_TYPES_ELEMS),
                    std::slice::from_raw_parts(
                        v[B_SHIFT..].as_ptr().cast::<u8>(),
                        4 * SMALL_TYPES_ELEMS,
                    ),
                )
            };
            return self.upload_ab(ctx, a, b);
        }
        away_from_zero(&mut v);
        let h = to_half_bytes(dt, &v);
        self.upload_ab(
            ctx,
            &h[..2 * SMALL_TYPES_ELEMS],
            &h[2 * B_SHIFT..2 * (B_SHIFT + SMALL_TYPES_ELEMS)],
        )
    }

    /// The check of most rows: the first `elems` elements of type `dt` of both output pools,
    /// normwise, against `bound`.
    pub(crate) fn normwise(
        ctx: &Ctx,
        (ox, cb): (DevicePtr, DevicePtr),
        dt: DType,
        elems: usize,
        bound: f64,
    ) -> R<(f64, f64)> {
        let bytes = elems * dt.size();
        let got = ctx.read(ox, bytes)?;
        let want = ctx.read(cb, bytes)?;
        Ok((normwise_bytes(dt, &got, &want), bound))
    }

    /// Time both libraries, check them against each other, print and keep the row.
    pub(crate) fn measure(
        &mut self,
        ctx: &mut Ctx,
        spec: Spec,
        h: &mut Handle,
        ox: &mut OxCall<'_>,
        mut cb: Option<&mut CbCall<'_>>,
        mut restore: Option<&mut Restore<'_>>,
        check: &mut Check<'_>,
    ) -> R<()> {
        let (target, reps) = loop_params(ctx.opts.quick);
        let (oxm, cbm) = ctx
            .timer
            .pair(target, reps, 100_000, cb.is_some(), &mut |side, _| {
                if let Some(r) = restore.as_deref_mut() {
                    r(side)?;
                }
                match side {
                    Side::Ox => ox(h).ox("oxblas"),
                    Side::Cb => cb.as_deref_mut().map_or(Ok(()), |f| f()),
                }
            })?;
        // The status of oxblas's last timed call (the baseline's calls do not set it).
        let status = h.last_status();
        let restore_s = match restore.as_deref_mut() {
            Some(r) => Some(
                ctx.timer
                    .auto(target, reps, 100_000, &mut |_| r(Side::Ox))?
                    .median(),
            ),
            None => None,
        };
        // The check: both libraries once more on the same inputs.
        let mut err = None;
        if let Some(f) = cb {
            if let Some(r) = restore {
                r(Side::Ox)?;
                r(Side::Cb)?;
            }
            ox(h).ox("oxblas check call")?;
            f()?;
            ctx.sync()?;
            err = Some(check(ctx)?);
        }
        let row = Row {
            spec,
            ox: oxm,
            cb: cbm,
            restore: restore_s,
            status,
            err,
        };
        let what = format!("{} {} {}", row.spec.routine, row.spec.types, row.spec.shape);
        let checks = &mut ctx.report.checks;
        if let Some((e, b)) = row.err {
            checks.compared += 1;
            if !row.ok() {
                // Without a host reference the difference is not attributed: counted against
                // oxblas, so that the summary cannot pass on it.
                checks.mismatches += 1;
                checks.ox_wrong += 1;
                checks.note(format!(
                    "{what}: oxblas's check fails: {e:.2e} > bound {b:.1e} ({}; baseline {})",
                    row.spec.check, row.spec.baseline
                ));
            }
        }
        println!(
            "  {:<7} {:<9} {:<40} {:>11} {:>7.2} {:>5.1}% {:>11} {:>7} {:>6} {:>6} {:<11} {:>5} {:<14} {}",
            row.spec.routine,
            row.spec.types,
            row.spec.shape,
            format!("{:.1}", 1e6 * row.net(&row.ox)),
            row.ox_tf(),
            row.pct_peak(row.ox_tf()),
            row.cb.as_ref().map(|m| format!("{:.1}", 1e6 * row.net(m))).unwrap_or_else(|| "-".into()),
            row.cb_tf().map(|t| format!("{t:.2}")).unwrap_or_else(|| "-".into()),
            row.cb_tf().map(|t| format!("{:.1}%", row.pct_peak(t))).unwrap_or_else(|| "-".into()),
            row.ratio().map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
            row.target_word(),
            format!("{:.0}%", 100.0 * row.ox.spread()),
            row.status_word(),
            match row.err {
                Some((e, _)) => format!("{} ({e:.1e})", row.check_word()),
                None => row.check_word().to_string(),
            } + &row_note(row.ox.clock.as_ref(), row.cb.as_ref().and_then(|m| m.clock.as_ref()))
        );
        self.rows.push(row);
        Ok(())
    }

    fn all(&mut self, ctx: &mut Ctx) -> R<()> {
        println!();
        println!("== 5. level 3: oxblas vs cuBLAS on the same data (host alpha = 1, beta = 0; lda = stored rows);");
        println!("   TF/s = flops (gemm 2mnk, complex 8mnk; trsm/trmm m^2 n (side L), symm 2m^2 n, syrk and syrkx");
        println!("   n^2 k, syr2k 2n^2 k, herk 4n^2 k) / median time; %pk = of the H200 dense peak (FP64 tensor 67,");
        println!("   FP32 67, FP16/BF16 tensor 990 TF/s); ox/cb = oxblas TF/s / cuBLAS TF/s (>1: oxblas faster)");
        println!("   against the issue's target; check = normwise difference to cuBLAS, bound k*eps; trsm's B is");
        println!("   restored before every call (the copy timed alone and subtracted)");
        println!(
            "  {:<7} {:<9} {:<40} {:>11} {:>7} {:>6} {:>11} {:>7} {:>6} {:>6} {:<11} {:>5} {:<14} check",
            "", "types", "shape", "ox us", "ox TF/s", "%pk", "cuBLAS us", "cb TF/s", "%pk", "ox/cb",
            "target", "sprd", "oxblas status"
        );
        let mut h = ctx.handle()?;
        // OXBLAS_BENCH_ROWS (harness::Rows): only the rows named there, the data uploaded all
        // the same; a row that fails is reported, the others still run.
        let mut rows = Rows::from_env();
        let mut row = |what: &str, r: &mut dyn FnMut() -> R<()>| rows.run(what, r);
        let quick = ctx.opts.quick;
        let t0 = std::time::Instant::now();
        self.upload_f64(ctx)?;
        println!(
            "  [f64 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        for n in sweep(quick) {
            let target = match n {
                1024 => Some(1.0),
                4096 | 8192 => Some(0.9),
                _ => None,
            };
            let opt = RowOpt {
                series: Some("dgemm_nn"),
                headline: n >= 1024,
                ..RowOpt::headline(target)
            };
            row(&format!("dgemm NN {n}"), &mut || {
                self.gemm::<f64>(ctx, &mut h, G::nn(n, n, n), opt.clone())
            });
        }
        let tn = G {
            ta: Transpose::T,
            ..G::nn(8192, 8192, 8192)
        };
        row("dgemm TN 8192", &mut || {
            self.gemm::<f64>(ctx, &mut h, tn, RowOpt::headline(Some(0.9)))
        });
        let nt = G {
            tb: Transpose::T,
            ..G::nn(4096, 4096, 4096)
        };
        row("dgemm NT 4096", &mut || {
            self.gemm::<f64>(ctx, &mut h, nt, RowOpt::headline(Some(0.9)))
        });
        row("zgemm NN 4096", &mut || {
            self.gemm::<oxblas::Complex64>(
                ctx,
                &mut h,
                G::nn(4096, 4096, 4096),
                RowOpt::headline(Some(0.9)),
            )
        });
        let nc = G {
            tb: Transpose::C,
            ..G::nn(4096, 4096, 4096)
        };
        row("zgemm NC 4096", &mut || {
            self.gemm::<oxblas::Complex64>(ctx, &mut h, nc, RowOpt::headline(None))
        });
        for (n, count, target) in [
            (64, 20_000, Some(1.0)),
            (32, 50_000, None),
            (16, 100_000, Some(2.0)),
        ] {
            let g = G {
                batch: Some(count),
                ..G::nn(n, n, n)
            };
            row(
                &format!("dgemm strided-batched {n}^3 x {count}"),
                &mut || self.gemm::<f64>(ctx, &mut h, g, RowOpt::headline(target)),
            );
        }
        // TN: both operands' slices k-contiguous, the batch tile's one layout with 3 stages.
        let tn64 = G {
            ta: Transpose::T,
            batch: Some(20_000),
            ..G::nn(64, 64, 64)
        };
        row("dgemm strided-batched TN 64^3 x 20000", &mut || {
            self.gemm::<f64>(ctx, &mut h, tn64, RowOpt::headline(None))
        });
        row("dgemm split-K", &mut || self.split_k(ctx, &mut h));

        let t0 = std::time::Instant::now();
        self.upload_small(ctx, DType::F32, 0x5EED_3002)?;
        println!(
            "  [f32 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        // On NVIDIA every shape on the FP64 tensor cores: 1024 on the 64 x 64 tile (128 tiles
        // of 128 x 64 would not give every SM one), 2048 and up on the 128 x 64 one.
        for n in [1024, 2048, 4096, 8192] {
            row(&format!("sgemm NN {n}"), &mut || {
                self.gemm::<f32>(ctx, &mut h, G::nn(n, n, n), RowOpt::headline(Some(0.9)))
            });
        }
        // 64^3 x 16 000, not 20 000: the f32 data uploaded covers 8192^2 elements a pool.
        for (n, count) in [(64, 16_000), (16, 100_000)] {
            let g = G {
                batch: Some(count),
                ..G::nn(n, n, n)
            };
            row(
                &format!("sgemm strided-batched {n}^3 x {count}"),
                &mut || self.gemm::<f32>(ctx, &mut h, g, RowOpt::headline(None)),
            );
        }
        // The other layouts, as dgemm's: a transposed A or a non-transposed B is k-contiguous
        // (op(A) in TN and TT, op(B) in NN and TN).
        for (name, ta, tb, n) in [
            ("TN", Transpose::T, Transpose::N, 8192),
            ("NT", Transpose::N, Transpose::T, 4096),
            ("TT", Transpose::T, Transpose::T, 4096),
        ] {
            let g = G {
                ta,
                tb,
                ..G::nn(n, n, n)
            };
            row(&format!("sgemm {name} {n}"), &mut || {
                self.gemm::<f32>(ctx, &mut h, g, RowOpt::headline(Some(0.9)))
            });
        }
        row("cgemm NN 4096", &mut || {
            self.gemm::<oxblas::Complex32>(
                ctx,
                &mut h,
                G::nn(4096, 4096, 4096),
                RowOpt::headline(None),
            )
        });
        // Conjugated B: the complex kernels' conjugation on read, as zgemm NC.
        let cnc = G {
            tb: Transpose::C,
            ..G::nn(4096, 4096, 4096)
        };
        row("cgemm NC 4096", &mut || {
            self.gemm::<oxblas::Complex32>(ctx, &mut h, cnc, RowOpt::headline(None))
        });

        let t0 = std::time::Instant::now();
        self.upload_small(ctx, DType::F16, 0x5EED_3003)?;
        println!(
            "  [f16 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        row("hgemm NN 8192", &mut || {
            self.gemm::<half::f16>(ctx, &mut h, G::nn(8192, 8192, 8192), RowOpt::headline(None))
        });
        row("gemm_ex f16->f32 8192", &mut || {
            self.gemm_ex::<half::f16>(ctx, &mut h, 8192)
        });

        let t0 = std::time::Instant::now();
        self.upload_small(ctx, DType::BF16, 0x5EED_3004)?;
        println!(
            "  [bf16 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        row("gemm_ex bf16->f32 8192", &mut || {
            self.gemm_ex::<half::bf16>(ctx, &mut h, 8192)
        });

        // trsm, trmm, symm and the rank-k updates (tri.rs): A with a dominant diagonal.
        let one = |side, uplo, m, n| Tri {
            side,
            uplo,
            m,
            n,
            batch: None,
        };
        let (left, right) = (oxblas::Side::Left, oxblas::Side::Right);
        let (lower, upper) = (oxblas::Uplo::Lower, oxblas::Uplo::Upper);
        for n in [4096, 8192] {
            let t0 = std::time::Instant::now();
            self.upload_tri(ctx, n, n, 1, 0x5EED_3005 ^ n as u64)?;
            println!(
                "  [f64 triangular data {n} uploaded in {:.1} s]",
                t0.elapsed().as_secs_f64()
            );
            row(&format!("dtrsm L,L,N,N {n}"), &mut || {
                self.trsm(ctx, &mut h, one(left, lower, n, n), Some(1.0))
            });
            row(&format!("dtrsm R,U,N,N {n}"), &mut || {
                self.trsm(ctx, &mut h, one(right, upper, n, n), Some(1.0))
            });
            // Few right-hand sides (the chained kernel): B's first columns (left) or rows
            // (right) of the same data. Issue 11's target at 8192 x 16: time <= 0.25 of
            // cuBLAS's, i.e. oxblas TF/s / cuBLAS TF/s >= 4.
            for rhs in [16, 4] {
                let target = (n == 8192 && rhs == 16).then_some(4.0);
                row(&format!("dtrsm L,L,N,N {n}x{rhs}"), &mut || {
                    self.trsm(ctx, &mut h, one(left, lower, n, rhs), target)
                });
            }
            row(&format!("dtrsm R,U,N,N 16x{n}"), &mut || {
                self.trsm(ctx, &mut h, one(right, upper, 16, n), None)
            });
        }
        row("dtrmm L,L,N,N 8192", &mut || {
            self.trmm(ctx, &mut h, 8192, 8192)
        });
        row("dsymm L,L 8192", &mut || {
            self.symm(ctx, &mut h, false, 8192, 8192)
        });
        for kind in [RankK::Syrk, RankK::Syr2k, RankK::Syrkx] {
            row("rank-k 8192", &mut || {
                self.rank_k(ctx, &mut h, kind, 8192, 8192)
            });
        }
        row("zherk L,N 4096", &mut || {
            self.rank_k(ctx, &mut h, RankK::Herk, 4096, 4096)
        });
        // The Hermitian routines issue 11 names beside zherk: the complex gemm kernel's.
        row("zher2k L,N 4096", &mut || {
            self.rank_k(ctx, &mut h, RankK::Her2k, 4096, 4096)
        });
        row("zherkx L,N 4096", &mut || {
            self.rank_k(ctx, &mut h, RankK::Herkx, 4096, 4096)
        });
        row("zhemm L,L 4096", &mut || {
            self.symm(ctx, &mut h, true, 4096, 4096)
        });
        for m in [32, 64, 128] {
            let count = 10_000;
            let t0 = std::time::Instant::now();
            self.upload_tri(ctx, m, m, count, 0x5EED_3006 ^ m as u64)?;
            println!(
                "  [f64 triangular batch {m}x{m} x {count} uploaded in {:.1} s]",
                t0.elapsed().as_secs_f64()
            );
            let t = Tri {
                batch: Some(count),
                ..one(left, lower, m, m)
            };
            row(&format!("dtrsm batched {m} x {count}"), &mut || {
                self.trsm(ctx, &mut h, t, Some(1.0))
            });
        }
        rows.finish()
    }

    /// One gemm row: oxblas's `gemm::<T>` against `cublas?gemm_v2` (hgemm: `cublasGemmEx` with
    /// f16 A, B, C and f32 compute, the arithmetic oxblas's hgemm does; strided batches:
    /// `cublasDgemmStridedBatched` / `cublasSgemmStridedBatched`, f64 and f32 only).
    fn gemm<T: Scalar>(&mut self, ctx: &mut Ctx, h: &mut Handle, g: G, opt: RowOpt) -> R<()> {
        let dt = T::DTYPE;
        let es = dt.size();
        let (sa, sb, sc) = g.sizes();
        let count = g.count();
        if (sa.max(sb) * count * es) > AB_POOL || sc * count * es > C_POOL {
            return Err(format!("{:?} {}: larger than the pools", dt, g.shape()));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let mut ox = move |h: &mut Handle| ox_gemm::<T>(h, g, a, b, co);
        let (lda, ldb, ldc) = (g.a_dims().0 as i32, g.b_dims().0 as i32, g.m as i32);
        let (ta, tb) = (op_code(g.ta), op_code(g.tb));
        let (m, n, k) = (g.m as i32, g.n as i32, g.k as i32);
        let baseline: &'static str = match (g.batch, dt) {
            (Some(_), DType::F64) => "cublasDgemmStridedBatched",
            (Some(_), DType::F32) => "cublasSgemmStridedBatched",
            (Some(_), _) => return Err(format!("{dt:?}: no strided-batched baseline here")),
            (None, DType::F32) => "cublasSgemm_v2",
            (None, DType::F64) => "cublasDgemm_v2",
            (None, DType::C32) => "cublasCgemm_v2",
            (None, DType::C64) => "cublasZgemm_v2",
            (None, DType::F16) => "cublasGemmEx",
            (None, DType::BF16) => return Err("bf16 gemm: use gemm_ex".into()),
        };
        let (one, zero) = (scalar::<T>(1.0), scalar::<T>(0.0));
        let mut cbf: Option<Box<CbCall<'_>>> = self.cb.map(|cb| -> Box<CbCall<'_>> {
            // SAFETY: each symbol has the signature it is read with (level3/cublas.rs).
            unsafe {
                match baseline {
                    "cublasDgemmStridedBatched" | "cublasSgemmStridedBatched" => {
                        let (f, name) = get::<cublas::GemmStridedBatched>(cb, baseline);
                        let (sa, sb, sc) = (sa as i64, sb as i64, sc as i64);
                        Box::new(move || {
                            // SAFETY: the batch lies in the pools (checked above); host scalars.
                            let st = f(
                                cb.handle,
                                ta,
                                tb,
                                m,
                                n,
                                k,
                                hp(&one).ptr(),
                                a.0 as *const c_void,
                                lda,
                                sa,
                                b.0 as *const c_void,
                                ldb,
                                sb,
                                hp(&zero).ptr(),
                                cc.0 as *mut c_void,
                                ldc,
                                sc,
                                count as i32,
                            );
                            cbck(st, name)
                        })
                    }
                    "cublasGemmEx" => cublas_gemm_ex(cb, g, (CUDA_R_16F, CUDA_R_16F), (a, b, cc)),
                    _ => {
                        let (f, name) = get::<cublas::Gemm>(cb, baseline);
                        Box::new(move || {
                            // SAFETY: as above.
                            let st = f(
                                cb.handle,
                                ta,
                                tb,
                                m,
                                n,
                                k,
                                hp(&one).ptr(),
                                a.0 as *const c_void,
                                lda,
                                b.0 as *const c_void,
                                ldb,
                                hp(&zero).ptr(),
                                cc.0 as *mut c_void,
                                ldc,
                            );
                            cbck(st, name)
                        })
                    }
                }
            }
        });
        // hgemm accumulates in f32 and rounds once to f16.
        let compute = if dt == DType::F16 { DType::F32 } else { dt };
        let bnd = bound(g.k, compute, dt);
        let mut check = move |ctx: &Ctx| Run::normwise(ctx, (co, cc), dt, sc * count, bnd);
        let types = format!("{dt:?}").to_lowercase();
        let spec = Spec {
            routine: format!("{}gemm", dt.prefix()),
            types,
            shape: opt.label.unwrap_or_else(|| g.shape()),
            baseline,
            series: opt.series,
            headline: opt.headline,
            n: g.n,
            flops: gemm_flops(dt, g.m, g.n, g.k, count),
            // The inputs' type decides the units: f16 products run on the FP16 tensor cores.
            peak: Peak::of(dt),
            expect: opt.expect,
            target: opt.target,
            check: NORMWISE,
        };
        self.measure(ctx, spec, h, &mut ox, cbf.as_deref_mut(), None, &mut check)
    }

    /// gemm_ex NN n×n×n: `Ti` (f16 or bf16) A and B, f32 C (D = C) and f32 compute, against
    /// `cublasGemmEx` with the same types and `CUBLAS_COMPUTE_32F`.
    fn gemm_ex<Ti: GemmEx<f32, f32>>(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize) -> R<()> {
        let dt = Ti::DTYPE;
        let g = G::nn(n, n, n);
        let (sa, sb, sc) = g.sizes();
        if sa.max(sb) * dt.size() > AB_POOL || sc * 4 > C_POOL {
            return Err(format!("gemm_ex {}: larger than the pools", g.shape()));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let mut ox = move |h: &mut Handle| {
            h.gemm_ex::<Ti, f32, f32>(
                Transpose::N,
                Transpose::N,
                n,
                n,
                n,
                1.0f32,
                Matrices::One(view::<Ti>(a, sa)),
                n,
                Matrices::One(view::<Ti>(b, sb)),
                n,
                0.0f32,
                GemmExOutput::InPlace {
                    c: MatricesMut::One(&mut view_mut::<f32>(co, sc)),
                    ldc: n,
                },
                GemmExOptions::default(),
            )
        };
        let input = if dt == DType::BF16 {
            CUDA_R_16BF
        } else {
            CUDA_R_16F
        };
        let mut cbf = self
            .cb
            .map(|cb| cublas_gemm_ex(cb, g, (input, CUDA_R_32F), (a, b, cc)));
        let bnd = bound(n, DType::F32, DType::F32);
        let mut check = move |ctx: &Ctx| Run::normwise(ctx, (co, cc), DType::F32, sc, bnd);
        let spec = Spec {
            routine: "gemm_ex".into(),
            types: format!("{dt:?}->f32").to_lowercase(),
            shape: g.shape(),
            baseline: "cublasGemmEx",
            series: None,
            headline: true,
            n,
            flops: gemm_flops(dt, n, n, n, 1),
            peak: Peak::Half,
            expect: Status::Success,
            target: Some(0.6),
            check: NORMWISE,
        };
        self.measure(ctx, spec, h, &mut ox, cbf.as_deref_mut(), None, &mut check)
    }

    /// dgemm NN with m = n = 256, k = 2^20: on the handle's default (managed) workspace, which
    /// holds the split-K partials, then on a handle whose workspace is a user-managed 64 bytes,
    /// so the call runs the one-pass kernel and must answer perf_degraded.
    fn split_k(&mut self, ctx: &mut Ctx, h: &mut Handle) -> R<()> {
        let g = G::nn(256, 256, 1 << 20);
        let (a, b, co) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr());
        let need = {
            let mut q = ctx.handle()?;
            q.start_device_memory_size_query().ox("size query")?;
            if let Err(e) = ox_gemm::<f64>(&mut q, g, a, b, co) {
                if !e.is_size_query() {
                    return Err(format!("size query: {e}"));
                }
            }
            q.stop_device_memory_size_query().ox("size query")?
        };
        let opt = RowOpt {
            label: Some(format!("{} (split-K, default ws)", g.shape())),
            ..RowOpt::headline(Some(1.0))
        };
        self.gemm::<f64>(ctx, h, g, opt)?;
        const DENIED: usize = 64;
        if need <= DENIED {
            let note = format!(
                "dgemm {}: the size query asks for {need} bytes, so there is no workspace-denied \
                 variant to measure",
                g.shape()
            );
            println!("  {note}");
            ctx.report.notes.push(note);
            return Ok(());
        }
        let mut hd = ctx.handle()?;
        hd.set_device_memory_size(DENIED)
            .ox("set_device_memory_size")?;
        let opt = RowOpt {
            label: Some(format!("{} ws {DENIED} B of {need}", g.shape())),
            expect: Status::PerfDegraded,
            ..RowOpt::headline(None)
        };
        let with_ws = self.rows.last().map(|r| r.net(&r.ox));
        self.gemm::<f64>(ctx, &mut hd, g, opt)?;
        if let (Some(t), Some(r)) = (with_ws, self.rows.last()) {
            let note = format!(
                "dgemm {}: with the workspace denied ({}) the call takes {:.1}x the time of the \
                 split-K call on the default workspace",
                g.shape(),
                short(r.status),
                r.net(&r.ox) / t
            );
            println!("  {note}");
            ctx.report.notes.push(note);
        }
        Ok(())
    }
}

pub(crate) fn csv(rows: &[Row]) -> String {
    let mut s = String::from(
        "routine,types,shape,baseline,series,n,flops,peak,peak_TFps,oxblas_us,oxblas_us_min,\
         oxblas_us_max,oxblas_TFps,oxblas_pct_peak,cublas_us,cublas_TFps,cublas_pct_peak,\
         oxblas_over_cublas_TFps,target,verdict,restore_us,oxblas_status,expected_status,\
         normwise_diff,bound,check_ok,oxblas_mhz,cublas_mhz,oxblas_watts,cublas_watts,\
         oxblas_capped,cublas_capped\n",
    );
    let opt = |v: Option<String>| v.unwrap_or_default();
    for r in rows {
        let sp = &r.spec;
        let rs = r.restore.unwrap_or(0.0);
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{:.6e},{},{},{:.3},{:.3},{:.3},{:.4},{:.2},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            sp.routine,
            sp.types,
            // Shapes are words, never commas; kept out anyway so the columns stay aligned.
            sp.shape.replace(',', " "),
            sp.baseline,
            sp.series.unwrap_or(""),
            sp.n,
            sp.flops,
            sp.peak.name(),
            sp.peak.tflops(),
            1e6 * r.net(&r.ox),
            1e6 * (r.ox.min() - rs),
            1e6 * (r.ox.max() - rs),
            r.ox_tf(),
            r.pct_peak(r.ox_tf()),
            opt(r.cb.as_ref().map(|m| format!("{:.3}", 1e6 * r.net(m)))),
            opt(r.cb_tf().map(|t| format!("{t:.4}"))),
            opt(r.cb_tf().map(|t| format!("{:.2}", r.pct_peak(t)))),
            opt(r.ratio().map(|v| format!("{v:.4}"))),
            opt(sp.target.map(|t| t.to_string())),
            r.verdict(),
            opt(r.restore.map(|t| format!("{:.3}", 1e6 * t))),
            short(r.status),
            short(sp.expect),
            opt(r.err.map(|(e, _)| format!("{e:.3e}"))),
            opt(r.err.map(|(_, b)| format!("{b:.3e}"))),
            // Empty when there was nothing to compare with (no cuBLAS).
            opt(r.err.map(|_| r.ok().to_string())),
            // Empty without the clock log (OXBLAS_BENCH_CLOCKS=1).
            clock_csv(r.ox.clock.as_ref(), r.cb.as_ref().and_then(|m| m.clock.as_ref()))
        );
    }
    s
}

/// Item [8]: the headline rows.
fn summary(rows: &[Row]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "[8] level 3 vs cuBLAS (TF/s; %pk of the H200 dense peak; ox/cb = oxblas TF/s / cuBLAS TF/s, >1: oxblas faster)"
    );
    let _ = writeln!(
        s,
        "    {:<7} {:<9} {:<40} {:>8} {:>6} {:>8} {:>6} {:>6} {:<12} {:<14} check",
        "", "types", "shape", "ox TF/s", "%pk", "cb TF/s", "%pk", "ox/cb", "target", "status"
    );
    for r in rows.iter().filter(|r| r.spec.headline) {
        let _ = writeln!(
            s,
            "    {:<7} {:<9} {:<40} {:>8.2} {:>5.1}% {:>8} {:>6} {:>6} {:<12} {:<14} {}",
            r.spec.routine,
            r.spec.types,
            r.spec.shape,
            r.ox_tf(),
            r.pct_peak(r.ox_tf()),
            r.cb_tf()
                .map(|t| format!("{t:.2}"))
                .unwrap_or_else(|| "-".into()),
            r.cb_tf()
                .map(|t| format!("{:.1}%", r.pct_peak(t)))
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
    let _ = writeln!(
        s,
        "    {} rows ({} in the dgemm NN sweep: level3.csv, level3.png); {bad} differ from cuBLAS, {st} with an unexpected status",
        rows.len(),
        rows.iter().filter(|r| r.spec.series.is_some()).count(),
    );
    s
}
