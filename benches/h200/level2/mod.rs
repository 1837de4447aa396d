//! Section 4, level 2 (`--only=level2`): gemv (N, skinny T, strided-batched, batched by pointer
//! arrays, the skinny T call with one byte too little workspace), symv/hemv and the triangular
//! family (trmv, tpmv, tbmv, trsv), oxblas against cuBLAS on the same data in device memory,
//! with sweeps over n of dgemv N, dsymv and dtrsv for the plot. Summary item [7];
//! `level2.csv`; `plot.py` draws `level2.png`.
//!
//! Per row: the median time of each library (CUDA events, warm-up, a calibration loop, then
//! timed loops of about `bw_target_s`), GB/s for the bytes the routine must move (the byte model
//! of each routine: `benches/README.md`), that rate as a fraction of a device-to-device copy of
//! as many bytes (bytes read + written, same rotation), and oxblas time / cuBLAS time. Matrices
//! smaller than `RING` rotate over several copies so that small sizes read cold data. Each row
//! then runs both libraries once on the first copy and compares the outputs (normwise,
//! `data::tolerance`); a difference beyond it flags the row `MISMATCH`.

mod cublas;
mod data;

use std::collections::HashMap;
use std::ffi::c_void;
use std::fmt::Write as _;

use oxblas::operands::{Matrices, Vectors, VectorsMut};
use oxblas::{
    Complex32, Complex64, DType, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut,
    DevicePtr, DeviceSlice, DeviceSliceMut, Diag, Handle, Scalar, Status, Transpose, Uplo,
};

use self::cublas::{check as cbck, get, hp, LOWER, NON_UNIT, OP_N, OP_T};
use self::data::{near_identity, normwise_error, tolerance, values, TriStorage};
use crate::harness::clocks::row_note;
use crate::harness::cublas::Cublas;
use crate::harness::cuda::{ck, cudaMemcpyAsync, CUDA_MEMCPY_D2D};
use crate::harness::data::HostVec;
use crate::harness::report::us;
use crate::harness::timing::{self, Meas, Side};
use crate::harness::{scalar, short, view, view_mut, Ctx, Family, OxExt, Rows, R};
use crate::level1::RING;

/// The matrix pool: the largest matrix, 16384² f64 = 2 GiB, and room for the copy of as many
/// bytes as the largest row moves (the matrix and its vectors); also the copy destination's size.
const A_POOL: usize = (2 << 30) + (16 << 20);
/// Each vector pool: the longest vector, x of the 4M×8 gemv T (32 MiB), with room.
const V_POOL: usize = 64 << 20;
/// Matrices start on this boundary (bytes) in the rotation.
const ALIGN: usize = 256;

/// The level-2 family.
#[derive(Default)]
pub struct Level2 {
    rows: Vec<Row>,
}

/// One measured row.
struct Row {
    /// BLAS name with its precision letter, e.g. "dgemv".
    routine: String,
    /// Arguments in words, e.g. "N 8192x8192".
    shape: String,
    /// The plot series of the sweep rows ("gemv_n", "symv", "trsv").
    series: Option<&'static str>,
    /// Shown in the summary.
    headline: bool,
    n: usize,
    dt: DType,
    /// Bytes the routine must read and write (byte model).
    bytes: usize,
    sets: usize,
    ox: Meas,
    cb: Option<Meas>,
    copy: Meas,
    /// oxblas handle status after the timed loops.
    status: Status,
    /// Status the row expects (the degraded variant: perf_degraded).
    expect: Status,
    /// Normwise difference to cuBLAS (None: no cuBLAS).
    err: Option<f64>,
    ok: bool,
}

impl Row {
    fn gbs(&self, m: &Meas) -> f64 {
        self.bytes as f64 / m.median() / 1e9
    }
    fn ox_gbs(&self) -> f64 {
        self.gbs(&self.ox)
    }
    fn cb_gbs(&self) -> Option<f64> {
        self.cb.as_ref().map(|m| self.gbs(m))
    }
    /// Copy bandwidth counting bytes read and written.
    fn copy_gbs(&self) -> f64 {
        2.0 * self.gbs(&self.copy)
    }
    fn pct_copy(&self) -> f64 {
        100.0 * self.ox_gbs() / self.copy_gbs()
    }
    /// oxblas time / cuBLAS time: below 1, oxblas is faster.
    fn ox_over_cb(&self) -> Option<f64> {
        self.cb.as_ref().map(|m| self.ox.median() / m.median())
    }
    fn check_word(&self) -> &'static str {
        match (self.err, self.ok) {
            (None, _) => "no-ref",
            (Some(_), true) => "ok",
            (Some(_), false) => "MISMATCH",
        }
    }
    fn status_word(&self) -> String {
        if self.status == self.expect {
            short(self.status).to_string()
        } else {
            format!("{} (expected {})", short(self.status), short(self.expect))
        }
    }
}

impl Family for Level2 {
    fn sections(&self) -> &'static [&'static str] {
        &["level2"]
    }
    fn name(&self) -> &'static str {
        "level2"
    }
    fn title(&self) -> &'static str {
        "level-2 section"
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
                .push("level 2: no cuBLAS, so its rows are timed but not checked".into());
        }
        let mut run = Run::new(ctx, cb)?;
        let r = run.all(ctx);
        self.rows = std::mem::take(&mut run.rows);
        r
    }
    fn csv(&self, _ctx: &Ctx) -> Vec<(&'static str, String)> {
        vec![("level2.csv", csv(&self.rows))]
    }
    fn summary(&self, _ctx: &Ctx) -> Vec<(u32, String)> {
        if self.rows.is_empty() {
            Vec::new()
        } else {
            vec![(7, summary(&self.rows))]
        }
    }
}

/// Device pools, host data and the rows of one run of the family.
struct Run<'c> {
    cb: Option<&'c Cublas>,
    a: DeviceBuffer<u8>,
    /// The copy's destination.
    dst: DeviceBuffer<u8>,
    /// Pristine x, and the outputs (or in-place x) of oxblas and cuBLAS.
    x0: DeviceBuffer<u8>,
    out_ox: DeviceBuffer<u8>,
    out_cb: DeviceBuffer<u8>,
    /// Random f64 values in (-1, 1) covering the matrix pool.
    base: Vec<f64>,
    copies: HashMap<usize, Meas>,
    rows: Vec<Row>,
}

/// What the runner needs to know of one row besides the two calls.
struct Spec {
    routine: String,
    shape: String,
    series: Option<&'static str>,
    headline: bool,
    n: usize,
    dt: DType,
    bytes: usize,
    sets: usize,
    /// Elements of the output (y, or x for the in-place routines).
    out_len: usize,
    /// In-place routines: the output starts as a copy of x0.
    in_place: bool,
    expect: Status,
}

/// One oxblas call on matrix copy `set`, writing `out_ox`.
type OxCall<'a> = dyn FnMut(&mut Handle, usize) -> oxblas::Result<()> + 'a;
/// One cuBLAS call on matrix copy `set`, writing `out_cb`.
type CbCall<'a> = dyn FnMut(usize) -> R<()> + 'a;

/// The row of a dgemv N on `batch` n×n matrices (`layout`: "" strided, " ptrs" pointer arrays).
fn batch_spec(n: usize, batch: usize, sets: usize, layout: &str) -> Spec {
    Spec {
        routine: "dgemv".into(),
        shape: format!("N {n}x{n} batch {batch}{layout}"),
        series: None,
        headline: true,
        n,
        dt: DType::F64,
        bytes: batch * (n * n + 2 * n) * 8,
        sets,
        out_len: n * batch,
        in_place: false,
        expect: Status::Success,
    }
}

/// Copies of a matrix of `bytes` that fit in `RING` (at least one), and their distance.
fn rotation(bytes: usize) -> (usize, usize) {
    let stride = bytes.div_ceil(ALIGN) * ALIGN;
    ((RING / stride).max(1), stride)
}

fn sweep(quick: bool) -> Vec<usize> {
    if quick {
        vec![1024, 8192]
    } else {
        vec![256, 512, 1024, 2048, 4096, 8192, 16384]
    }
}

impl<'c> Run<'c> {
    fn new(ctx: &Ctx, cb: Option<&'c Cublas>) -> R<Run<'c>> {
        let alloc = |bytes: usize, what: &str| ctx.device.alloc::<u8>(bytes).ox(what);
        Ok(Run {
            cb,
            a: alloc(A_POOL, "alloc 2 GiB matrix pool")?,
            dst: alloc(A_POOL, "alloc 2 GiB copy destination")?,
            x0: alloc(V_POOL, "alloc x")?,
            out_ox: alloc(V_POOL, "alloc oxblas output")?,
            out_cb: alloc(V_POOL, "alloc cuBLAS output")?,
            base: Vec::new(),
            copies: HashMap::new(),
            rows: Vec::new(),
        })
    }

    fn upload(&self, ctx: &Ctx, dst: DevicePtr, bytes: (*const u8, usize)) -> R<()> {
        // SAFETY: `dst` is a pool with room for `bytes` (callers size their data from the pools);
        // we wait before the host data can go away.
        unsafe {
            ctx.backend
                .memcpy_htod(dst, bytes.0, bytes.1, ctx.sid)
                .ox("upload")?
        };
        ctx.backend.stream_synchronize(ctx.sid).ox("upload")
    }

    /// Device-to-device copy of `bytes` on the bench stream.
    fn d2d(&self, ctx: &Ctx, dst: DevicePtr, src: DevicePtr, bytes: usize) -> R<()> {
        // SAFETY: both ranges lie in live pools.
        unsafe {
            ck(
                cudaMemcpyAsync(
                    dst.0 as *mut c_void,
                    src.0 as *const c_void,
                    bytes,
                    CUDA_MEMCPY_D2D,
                    ctx.stream,
                ),
                "cudaMemcpyAsync",
            )
        }
    }

    /// Median time of a device-to-device copy of `bytes`, rotating like the matrices.
    fn copy(&mut self, ctx: &Ctx, bytes: usize) -> R<Meas> {
        if let Some(m) = self.copies.get(&bytes) {
            return Ok(m.clone());
        }
        // SAFETY: sets * stride <= max(RING, stride) <= A_POOL for both pools.
        let m = unsafe {
            timing::copy_time(
                &ctx.timer,
                ctx.opts.bw_target_s,
                ctx.opts.bw_reps,
                (self.a.ptr(), self.dst.ptr()),
                bytes,
                rotation(bytes),
            )
        }?;
        self.copies.insert(bytes, m.clone());
        Ok(m)
    }

    /// Time both libraries, check them against each other, print and keep the row.
    fn measure(
        &mut self,
        ctx: &mut Ctx,
        spec: Spec,
        h: &mut Handle,
        ox: &mut OxCall<'_>,
        mut cb: Option<&mut CbCall<'_>>,
    ) -> R<()> {
        let es = spec.dt.size();
        let out_bytes = spec.out_len * es;
        let (target, reps) = (ctx.opts.bw_target_s, ctx.opts.bw_reps);
        if spec.in_place {
            self.d2d(ctx, self.out_ox.ptr(), self.x0.ptr(), out_bytes)?;
            self.d2d(ctx, self.out_cb.ptr(), self.x0.ptr(), out_bytes)?;
        }
        let (oxm, cbm) =
            ctx.timer.pair(
                target,
                reps,
                20_000,
                cb.is_some(),
                &mut |side, i| match side {
                    Side::Ox => ox(h, i).ox("oxblas"),
                    Side::Cb => cb.as_deref_mut().map_or(Ok(()), |f| f(i)),
                },
            )?;
        // The status of oxblas's last timed call (the baseline's calls do not set it).
        let status = h.last_status();
        let copy = self.copy(ctx, spec.bytes)?;
        // The check: both libraries once on the first matrix copy, from the same x.
        let mut err = None;
        if let Some(f) = cb {
            if spec.in_place {
                self.d2d(ctx, self.out_ox.ptr(), self.x0.ptr(), out_bytes)?;
                self.d2d(ctx, self.out_cb.ptr(), self.x0.ptr(), out_bytes)?;
            }
            ox(h, 0).ox("oxblas check call")?;
            f(0)?;
            let got = values(spec.dt, &ctx.read(self.out_ox.ptr(), out_bytes)?);
            let want = values(spec.dt, &ctx.read(self.out_cb.ptr(), out_bytes)?);
            err = Some(normwise_error(&got, &want));
        }
        let ok = err.is_none_or(|e| e <= tolerance(spec.dt));
        let what = format!("{} {}", spec.routine, spec.shape);
        let checks = &mut ctx.report.checks;
        if let Some(e) = err {
            checks.compared += 1;
            if !ok {
                // Without a host reference the difference is not attributed: counted against
                // oxblas, so that the summary cannot pass on it.
                checks.mismatches += 1;
                checks.ox_wrong += 1;
                checks.note(format!(
                    "{what}: oxblas differs from cuBLAS by {e:.2e} (normwise, tolerance {:.0e}; \
                     level 2 has no host reference)",
                    tolerance(spec.dt)
                ));
            }
        }
        let row = Row {
            routine: spec.routine,
            shape: spec.shape,
            series: spec.series,
            headline: spec.headline,
            n: spec.n,
            dt: spec.dt,
            bytes: spec.bytes,
            sets: spec.sets,
            ox: oxm,
            cb: cbm,
            copy,
            status,
            expect: spec.expect,
            err,
            ok,
        };
        println!(
            "  {:<6} {:<24} {:>10} {:>9.1} {:>10} {:>9} {:>9.1} {:>7.1}% {:>7} {:>5} {:>6} {:<14} {}",
            row.routine,
            row.shape,
            us(row.ox.median()),
            row.ox_gbs(),
            row.cb.as_ref().map(|m| us(m.median())).unwrap_or_else(|| "-".into()),
            row.cb_gbs().map(|g| format!("{g:.1}")).unwrap_or_else(|| "-".into()),
            row.copy_gbs(),
            row.pct_copy(),
            row.ox_over_cb().map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
            row.sets,
            format!("{:.0}%", 100.0 * row.ox.spread()),
            row.status_word(),
            match row.err {
                Some(e) => format!("{} ({e:.1e})", row.check_word()),
                None => row.check_word().to_string(),
            } + &row_note(row.ox.clock.as_ref(), row.cb.as_ref().and_then(|m| m.clock.as_ref()))
        );
        self.rows.push(row);
        Ok(())
    }

    fn all(&mut self, ctx: &mut Ctx) -> R<()> {
        println!();
        println!("== 4. level 2: oxblas vs cuBLAS on the same data (host alpha = 1, beta = 0); GB/s = bytes the");
        println!("   routine must read and write (benches/README.md) / median time; %copy = of a D2D copy of as");
        println!("   many bytes (read+written); ox/cb = oxblas time / cuBLAS time (<1: oxblas faster); sets =");
        println!(
            "   matrix copies rotated over {} MiB; check = normwise difference to cuBLAS",
            RING >> 20
        );
        println!(
            "  {:<6} {:<24} {:>10} {:>9} {:>10} {:>9} {:>9} {:>8} {:>7} {:>5} {:>6} {:<14} check",
            "",
            "shape",
            "ox us",
            "ox GB/s",
            "cuBLAS us",
            "cb GB/s",
            "copy GB/s",
            "%copy",
            "ox/cb",
            "sets",
            "spread",
            "oxblas status"
        );
        let mut h = ctx.handle()?;
        // OXBLAS_BENCH_ROWS (harness::Rows): only the rows named there, the data uploaded all
        // the same; a row that fails is reported, the others still run.
        let mut rows = Rows::from_env();
        let mut row = |what: &str, r: &mut dyn FnMut() -> R<()>| rows.run(what, r);
        let t0 = std::time::Instant::now();
        // f32 data first (sgemv, ssymv, chemv), then the f64 values every other row reads
        // (complex rows read them as interleaved pairs), the triangular matrices last (they
        // overwrite the pool).
        let f32a = HostVec::random(DType::F32, RING, 0x5EED_0001);
        self.upload(ctx, self.a.ptr(), f32a.bytes())?;
        drop(f32a);
        let f32x = HostVec::random(DType::F32, V_POOL, 0x5EED_0002);
        self.upload(ctx, self.x0.ptr(), f32x.bytes())?;
        drop(f32x);
        println!(
            "  [f32 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        // sgemv N over the sweep (the f32 data covers RING: 16384 would read past it).
        for n in sweep(ctx.opts.quick).into_iter().filter(|&n| n <= 8192) {
            row(&format!("sgemv N {n}"), &mut || {
                self.gemv::<f32>(ctx, &mut h, Transpose::N, n, n, None, n == 8192)
            });
        }
        // The single-precision types of symv/hemv (on the f32 data: complex pairs of it) at
        // the order where the persistent grid's chunks of 4 widen to 6 (balanced_chunk,
        // hip/src/kernels/level2/symv_impl.h); ssymv also over 2048-11000, where its launcher
        // picks the grid and the chunks (11000: the largest of whole f32 data, RING).
        for n in [2048, 3000, 4096, 5000, 5792, 6144, 7000, 8192, 11000] {
            row(&format!("ssymv {n}"), &mut || {
                self.symv::<f32>(ctx, &mut h, n, None, false)
            });
        }
        row("chemv 5792", &mut || {
            self.symv::<Complex32>(ctx, &mut h, 5792, None, false)
        });

        let t0 = std::time::Instant::now();
        let HostVec::F64(base) = HostVec::random(DType::F64, A_POOL, 0x5EED_0003) else {
            unreachable!("f64 data")
        };
        self.base = base;
        let bytes = (self.base.as_ptr().cast::<u8>(), A_POOL);
        self.upload(ctx, self.a.ptr(), bytes)?;
        let x64 = HostVec::random(DType::F64, V_POOL, 0x5EED_0004);
        self.upload(ctx, self.x0.ptr(), x64.bytes())?;
        drop(x64);
        println!(
            "  [f64 data uploaded in {:.1} s]",
            t0.elapsed().as_secs_f64()
        );
        let quick = ctx.opts.quick;
        for n in sweep(quick) {
            row(&format!("dgemv N {n}"), &mut || {
                self.gemv::<f64>(ctx, &mut h, Transpose::N, n, n, Some("gemv_n"), n == 8192)
            });
        }
        row("dgemv T 4Mx8", &mut || {
            self.gemv::<f64>(ctx, &mut h, Transpose::T, 4 << 20, 8, None, true)
        });
        row("dgemv T 4Mx8 short workspace", &mut || {
            self.gemv_degraded(ctx, 4 << 20, 8)
        });
        row("dgemv T 1Mx64", &mut || {
            self.gemv::<f64>(ctx, &mut h, Transpose::T, 1 << 20, 64, None, true)
        });
        row("zgemv N 8192", &mut || {
            self.gemv::<Complex64>(ctx, &mut h, Transpose::N, 8192, 8192, None, true)
        });
        for n in sweep(quick) {
            row(&format!("dsymv {n}"), &mut || {
                self.symv::<f64>(ctx, &mut h, n, Some("symv"), n == 8192)
            });
        }
        row("zhemv 5792", &mut || {
            self.symv::<Complex64>(ctx, &mut h, 5792, None, true)
        });
        row("dgemv strided-batched", &mut || {
            self.gemv_batched(ctx, &mut h, 64, 10_000)
        });
        row("dgemv batched", &mut || {
            self.gemv_pointers(ctx, &mut h, 64, 10_000)
        });

        // The products in both orientations: the transposed ones sum columns, not rows.
        for (tn, trans) in [("N", Transpose::N), ("T", Transpose::T)] {
            row(&format!("dtrmv {tn} 8192"), &mut || {
                self.tri(ctx, &mut h, Tri::Trmv, trans, 8192, None, true)
            });
            row(&format!("dtpmv {tn} 8192"), &mut || {
                self.tri(ctx, &mut h, Tri::Tpmv, trans, 8192, None, true)
            });
            row(&format!("dtbmv {tn} 1M k=32"), &mut || {
                self.tri(ctx, &mut h, Tri::Tbmv(32), trans, 1 << 20, None, true)
            });
        }
        for n in sweep(quick) {
            let headline = n == 8192 || n == 1024;
            row(&format!("dtrsv {n}"), &mut || {
                self.tri(
                    ctx,
                    &mut h,
                    Tri::Trsv,
                    Transpose::N,
                    n,
                    Some("trsv"),
                    headline,
                )
            });
        }
        rows.finish()
    }

    /// gemv on a general m×n matrix (lda = m), x and y contiguous.
    fn gemv<T: Scalar>(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        trans: Transpose,
        m: usize,
        n: usize,
        series: Option<&'static str>,
        headline: bool,
    ) -> R<()> {
        let dt = T::DTYPE;
        let es = dt.size();
        let (lx, ly) = if trans == Transpose::N {
            (n, m)
        } else {
            (m, n)
        };
        let (sets, stride) = rotation(m * n * es);
        let (a, x, yo, yc) = (
            self.a.ptr(),
            self.x0.ptr(),
            self.out_ox.ptr(),
            self.out_cb.ptr(),
        );
        let pa = move |i: usize| a.offset((i % sets) * stride);
        let (one, zero) = (scalar::<T>(1.0), scalar::<T>(0.0));
        let mut ox = |h: &mut Handle, i: usize| {
            h.gemv(
                trans,
                m,
                n,
                one,
                Matrices::One(view::<T>(pa(i), m * n)),
                m,
                Vectors::One(view::<T>(x, lx)),
                1,
                zero,
                VectorsMut::One(&mut view_mut::<T>(yo, ly)),
                1,
            )
        };
        let name = match dt {
            DType::F32 => "cublasSgemv_v2",
            DType::F64 => "cublasDgemv_v2",
            _ => "cublasZgemv_v2",
        };
        let op = if trans == Transpose::N { OP_N } else { OP_T };
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: the ?gemv_v2 symbols have the `Gemv` signature.
            let (f, name) = unsafe { get::<cublas::Gemv>(cb, name) };
            move |i: usize| -> R<()> {
                // SAFETY: the operands lie in the pools with the sizes above; host scalars.
                let st = unsafe {
                    f(
                        cb.handle,
                        op,
                        m as i32,
                        n as i32,
                        hp(&one).ptr(),
                        pa(i).0 as *const c_void,
                        m as i32,
                        x.0 as *const c_void,
                        1,
                        hp(&zero).ptr(),
                        yc.0 as *mut c_void,
                        1,
                    )
                };
                cbck(st, name)
            }
        });
        let t = if trans == Transpose::N { "N" } else { "T" };
        let spec = Spec {
            routine: format!("{}gemv", dt.prefix()),
            shape: format!("{t} {}x{}", log2m(m), log2m(n)),
            series,
            headline,
            n,
            dt,
            // A and x read, y written (beta = 0: y is not read).
            bytes: (m * n + lx + ly) * es,
            sets,
            out_len: ly,
            in_place: false,
            expect: Status::Success,
        };
        self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }

    /// The skinny gemv T with a user-owned workspace one byte smaller than its size query: the
    /// fallback path, which must answer perf_degraded.
    fn gemv_degraded(&mut self, ctx: &mut Ctx, m: usize, n: usize) -> R<()> {
        let (sets, stride) = rotation(m * n * 8);
        let (a, x, yo, yc) = (
            self.a.ptr(),
            self.x0.ptr(),
            self.out_ox.ptr(),
            self.out_cb.ptr(),
        );
        let pa = move |i: usize| a.offset((i % sets) * stride);
        let mut ox = |h: &mut Handle, i: usize| {
            h.gemv(
                Transpose::T,
                m,
                n,
                1.0f64,
                Matrices::One(view::<f64>(pa(i), m * n)),
                m,
                Vectors::One(view::<f64>(x, m)),
                1,
                0.0f64,
                VectorsMut::One(&mut view_mut::<f64>(yo, n)),
                1,
            )
        };
        let need = {
            let mut q = ctx.handle()?;
            q.start_device_memory_size_query().ox("size query")?;
            if let Err(e) = ox(&mut q, 0) {
                if !e.is_size_query() {
                    return Err(format!("size query: {e}"));
                }
            }
            q.stop_device_memory_size_query().ox("size query")?
        };
        if need <= 1 {
            let note = format!(
                "dgemv T {}x{n}: the size query asks for {need} bytes, so there is no degraded \
                 variant to measure",
                log2m(m)
            );
            println!("  {note}");
            ctx.report.notes.push(note);
            return Ok(());
        }
        let mut hd = ctx.handle()?;
        let buf = ctx
            .device
            .alloc::<u8>(need - 1)
            .ox("alloc the short workspace")?;
        hd.set_workspace(buf).ox("set_workspace")?;
        let (one, zero) = (1.0f64, 0.0f64);
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: cublasDgemv_v2 has the `Gemv` signature.
            let (f, name) = unsafe { get::<cublas::Gemv>(cb, "cublasDgemv_v2") };
            move |i: usize| -> R<()> {
                // SAFETY: as in `gemv`.
                let st = unsafe {
                    f(
                        cb.handle,
                        OP_T,
                        m as i32,
                        n as i32,
                        hp(&one).ptr(),
                        pa(i).0 as *const c_void,
                        m as i32,
                        x.0 as *const c_void,
                        1,
                        hp(&zero).ptr(),
                        yc.0 as *mut c_void,
                        1,
                    )
                };
                cbck(st, name)
            }
        });
        let spec = Spec {
            routine: "dgemv".into(),
            shape: format!("T {}x{n} ws {}B-1", log2m(m), need),
            series: None,
            headline: true,
            n,
            dt: DType::F64,
            bytes: (m * n + m + n) * 8,
            sets,
            out_len: n,
            in_place: false,
            expect: Status::PerfDegraded,
        };
        self.measure(
            ctx,
            spec,
            &mut hd,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }

    /// dgemv N on `batch` n×n matrices (strided, lda = n), x and y strided by n.
    fn gemv_batched(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, batch: usize) -> R<()> {
        let (a, x, yo, yc) = (
            self.a.ptr(),
            self.x0.ptr(),
            self.out_ox.ptr(),
            self.out_cb.ptr(),
        );
        let (sets, stride) = rotation(n * n * batch * 8);
        let pa = move |i: usize| a.offset((i % sets) * stride);
        let mut ox = |h: &mut Handle, i: usize| {
            h.gemv(
                Transpose::N,
                n,
                n,
                1.0f64,
                Matrices::Strided {
                    a: view::<f64>(pa(i), n * n * batch),
                    stride: n * n,
                    count: batch,
                },
                n,
                Vectors::Strided {
                    x: view::<f64>(x, n * batch),
                    stride: n,
                    count: batch,
                },
                1,
                0.0f64,
                VectorsMut::Strided {
                    x: &mut view_mut::<f64>(yo, n * batch),
                    stride: n,
                    count: batch,
                },
                1,
            )
        };
        let (one, zero) = (1.0f64, 0.0f64);
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: cublasDgemvStridedBatched has the `GemvStridedBatched` signature.
            let (f, name) =
                unsafe { get::<cublas::GemvStridedBatched>(cb, "cublasDgemvStridedBatched") };
            move |i: usize| -> R<()> {
                let (nn, ni) = (n as i64, n as i32);
                // SAFETY: the batch lies in the pools with the sizes above; host scalars.
                let st = unsafe {
                    f(
                        cb.handle,
                        OP_N,
                        ni,
                        ni,
                        hp(&one).ptr(),
                        pa(i).0 as *const c_void,
                        ni,
                        nn * nn,
                        x.0 as *const c_void,
                        1,
                        nn,
                        hp(&zero).ptr(),
                        yc.0 as *mut c_void,
                        1,
                        nn,
                        batch as i32,
                    )
                };
                cbck(st, name)
            }
        });
        let spec = batch_spec(n, batch, sets, "");
        self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }

    /// dgemv N on `batch` n×n matrices by arrays of pointers (the same matrices, x and y as
    /// `gemv_batched`), against `cublasDgemvBatched`; one array of A's pointers per matrix copy,
    /// uploaded before timing.
    fn gemv_pointers(&mut self, ctx: &mut Ctx, h: &mut Handle, n: usize, batch: usize) -> R<()> {
        let (a, x, yo, yc) = (
            self.a.ptr(),
            self.x0.ptr(),
            self.out_ox.ptr(),
            self.out_cb.ptr(),
        );
        let (sets, stride) = rotation(n * n * batch * 8);
        let arrays = (0..sets)
            .map(|s| {
                let mats: Vec<DeviceSlice<'static, f64>> = (0..batch)
                    .map(|j| view::<f64>(a.offset(s * stride + 8 * n * n * j), n * n))
                    .collect();
                DevicePointerArray::new(&ctx.backend, &mats).ox("pointer array of A")
            })
            .collect::<R<Vec<_>>>()?;
        let vectors = |base: DevicePtr| -> Vec<DeviceSlice<'static, f64>> {
            (0..batch)
                .map(|j| view::<f64>(base.offset(8 * n * j), n))
                .collect()
        };
        let outputs = |base: DevicePtr| -> Vec<DeviceSliceMut<'static, f64>> {
            (0..batch)
                .map(|j| view_mut::<f64>(base.offset(8 * n * j), n))
                .collect()
        };
        let xs = DevicePointerArray::new(&ctx.backend, &vectors(x)).ox("pointer array of x")?;
        let mut ys =
            DevicePointerArrayMut::new(&ctx.backend, outputs(yo)).ox("pointer array of y")?;
        let ycs = DevicePointerArrayMut::new(&ctx.backend, outputs(yc)).ox("pointer array of y")?;
        let (pa, px, pyc) = (
            arrays.iter().map(|p| p.ptr()).collect::<Vec<_>>(),
            xs.ptr(),
            ycs.ptr(),
        );
        let mut ox = |h: &mut Handle, i: usize| {
            h.gemv(
                Transpose::N,
                n,
                n,
                1.0f64,
                Matrices::Pointers(&arrays[i % sets]),
                n,
                Vectors::Pointers(&xs),
                1,
                0.0f64,
                VectorsMut::Pointers(&mut ys),
                1,
            )
        };
        let (one, zero) = (1.0f64, 0.0f64);
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: cublasDgemvBatched has the `GemvBatched` signature.
            let (f, name) = unsafe { get::<cublas::GemvBatched>(cb, "cublasDgemvBatched") };
            let pa = pa.clone();
            move |i: usize| -> R<()> {
                let ni = n as i32;
                // SAFETY: the arrays hold `batch` device pointers into the pools (sizes above);
                // host scalars.
                let st = unsafe {
                    f(
                        cb.handle,
                        OP_N,
                        ni,
                        ni,
                        hp(&one).ptr(),
                        pa[i % sets].0 as *const c_void,
                        ni,
                        px.0 as *const c_void,
                        1,
                        hp(&zero).ptr(),
                        pyc.0 as *const c_void,
                        1,
                        batch as i32,
                    )
                };
                cbck(st, name)
            }
        });
        let spec = batch_spec(n, batch, sets, " ptrs");
        self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }

    /// ?symv (real) or ?hemv (complex) with the lower triangle, lda = n.
    fn symv<T: Scalar>(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        n: usize,
        series: Option<&'static str>,
        headline: bool,
    ) -> R<()> {
        let dt = T::DTYPE;
        let es = dt.size();
        let herm = dt.is_complex();
        let (sets, stride) = rotation(n * n * es);
        let (a, x, yo, yc) = (
            self.a.ptr(),
            self.x0.ptr(),
            self.out_ox.ptr(),
            self.out_cb.ptr(),
        );
        let pa = move |i: usize| a.offset((i % sets) * stride);
        let (one, zero) = (scalar::<T>(1.0), scalar::<T>(0.0));
        let mut ox = |h: &mut Handle, i: usize| {
            let (am, xv, yv) = (
                Matrices::One(view::<T>(pa(i), n * n)),
                Vectors::One(view::<T>(x, n)),
                VectorsMut::One(&mut view_mut::<T>(yo, n)),
            );
            if herm {
                h.hemv(Uplo::Lower, n, one, am, n, xv, 1, zero, yv, 1)
            } else {
                h.symv(Uplo::Lower, n, one, am, n, xv, 1, zero, yv, 1)
            }
        };
        let name = match dt {
            DType::F32 => "cublasSsymv_v2",
            DType::C32 => "cublasChemv_v2",
            DType::C64 => "cublasZhemv_v2",
            _ => "cublasDsymv_v2",
        };
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: cublas?symv_v2 and cublas?hemv_v2 have the `Symv` signature.
            let (f, name) = unsafe { get::<cublas::Symv>(cb, name) };
            move |i: usize| -> R<()> {
                // SAFETY: the operands lie in the pools with the sizes above; host scalars.
                let st = unsafe {
                    f(
                        cb.handle,
                        LOWER,
                        n as i32,
                        hp(&one).ptr(),
                        pa(i).0 as *const c_void,
                        n as i32,
                        x.0 as *const c_void,
                        1,
                        hp(&zero).ptr(),
                        yc.0 as *mut c_void,
                        1,
                    )
                };
                cbck(st, name)
            }
        });
        let spec = Spec {
            routine: format!("{}{}", dt.prefix(), if herm { "hemv" } else { "symv" }),
            shape: format!("L {n}"),
            series,
            headline,
            n,
            dt,
            // The lower triangle and x read, y written.
            bytes: (n * (n + 1) / 2 + 2 * n) * es,
            sets,
            out_len: n,
            in_place: false,
            expect: Status::Success,
        };
        self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }

    /// The triangular routines on f64, lower, non-unit diagonal, x in place.
    #[allow(clippy::too_many_arguments)]
    fn tri(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        op: Tri,
        nt: Transpose,
        n: usize,
        series: Option<&'static str>,
        headline: bool,
    ) -> R<()> {
        let storage = match op {
            Tri::Tpmv => TriStorage::Packed,
            Tri::Tbmv(k) => TriStorage::Band(k),
            Tri::Trmv | Tri::Trsv => TriStorage::Full,
        };
        let elems = storage.elems(n);
        let (sets, stride) = rotation(elems * 8);
        let stride_elems = stride / 8;
        let t0 = std::time::Instant::now();
        let data = near_identity(&self.base, storage, n, sets, stride_elems);
        self.upload(ctx, self.a.ptr(), (data.as_ptr().cast(), data.len() * 8))?;
        let gen_s = t0.elapsed().as_secs_f64();
        drop(data);
        let (a, xo, xc) = (self.a.ptr(), self.out_ox.ptr(), self.out_cb.ptr());
        let pa = move |i: usize| a.offset((i % sets) * stride);
        let (lo, nu) = (Uplo::Lower, Diag::NonUnit);
        let cb_op = if nt == Transpose::N { OP_N } else { OP_T };
        let tn = if nt == Transpose::N { "N" } else { "T" };
        let mut ox = |h: &mut Handle, i: usize| {
            let am = Matrices::One(view::<f64>(pa(i), elems));
            let mut xv = view_mut::<f64>(xo, n);
            let xm = VectorsMut::One(&mut xv);
            match op {
                Tri::Trmv => h.trmv(lo, nt, nu, n, am, n, xm, 1),
                Tri::Tpmv => h.tpmv(lo, nt, nu, n, am, xm, 1),
                Tri::Tbmv(k) => h.tbmv(lo, nt, nu, n, k, am, k + 1, xm, 1),
                Tri::Trsv => h.trsv(lo, nt, nu, n, am, n, xm, 1),
            }
        };
        let mut cbf = self.cb.map(|cb| {
            // SAFETY: each symbol has the signature it is read with.
            let call: Box<dyn Fn(usize) -> R<()>> = unsafe {
                match op {
                    Tri::Trmv | Tri::Trsv => {
                        let name = if op == Tri::Trmv {
                            "cublasDtrmv_v2"
                        } else {
                            "cublasDtrsv_v2"
                        };
                        let (f, name) = get::<cublas::Trmv>(cb, name);
                        Box::new(move |i: usize| {
                            // SAFETY: A and x lie in the pools with the sizes above.
                            let st = f(
                                cb.handle,
                                LOWER,
                                cb_op,
                                NON_UNIT,
                                n as i32,
                                pa(i).0 as *const c_void,
                                n as i32,
                                xc.0 as *mut c_void,
                                1,
                            );
                            cbck(st, name)
                        })
                    }
                    Tri::Tpmv => {
                        let (f, name) = get::<cublas::Tpmv>(cb, "cublasDtpmv_v2");
                        Box::new(move |i: usize| {
                            // SAFETY: as above.
                            let st = f(
                                cb.handle,
                                LOWER,
                                cb_op,
                                NON_UNIT,
                                n as i32,
                                pa(i).0 as *const c_void,
                                xc.0 as *mut c_void,
                                1,
                            );
                            cbck(st, name)
                        })
                    }
                    Tri::Tbmv(k) => {
                        let (f, name) = get::<cublas::Tbmv>(cb, "cublasDtbmv_v2");
                        Box::new(move |i: usize| {
                            // SAFETY: as above.
                            let st = f(
                                cb.handle,
                                LOWER,
                                cb_op,
                                NON_UNIT,
                                n as i32,
                                k as i32,
                                pa(i).0 as *const c_void,
                                k as i32 + 1,
                                xc.0 as *mut c_void,
                                1,
                            );
                            cbck(st, name)
                        })
                    }
                }
            };
            move |i: usize| call(i)
        });
        let (name, shape) = match op {
            Tri::Trmv => ("dtrmv", format!("L {tn} {n}")),
            Tri::Tpmv => ("dtpmv", format!("L {tn} {n}")),
            Tri::Tbmv(k) => ("dtbmv", format!("L {tn} {} k={k}", log2m(n))),
            Tri::Trsv => ("dtrsv", format!("L {tn} {n}")),
        };
        let spec = Spec {
            routine: name.into(),
            shape,
            series,
            headline,
            n,
            dt: DType::F64,
            // The triangle (or band) read, x read and written.
            bytes: (storage.triangle(n) + 2 * n) * 8,
            sets,
            out_len: n,
            in_place: true,
            expect: Status::Success,
        };
        if gen_s > 1.0 {
            println!("  [{name} {n}: matrices built and uploaded in {gen_s:.1} s]");
        }
        self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_mut().map(|f| f as &mut CbCall<'_>),
        )
    }
}

/// The triangular operations measured.
#[derive(Clone, Copy, PartialEq)]
enum Tri {
    Trmv,
    Tpmv,
    /// With k sub-diagonals.
    Tbmv(usize),
    Trsv,
}

/// `n` as 4M / 1M when it is a large power of two, else as is.
fn log2m(n: usize) -> String {
    if n >= 1 << 20 && n.is_power_of_two() {
        format!("{}M", n >> 20)
    } else {
        n.to_string()
    }
}

fn csv(rows: &[Row]) -> String {
    let mut s = String::from(
        "routine,dtype,shape,series,n,bytes,rotating_sets,oxblas_us,oxblas_us_min,oxblas_us_max,\
         oxblas_GBps,cublas_us,cublas_GBps,copy_us,copy_GBps_read_plus_write,pct_of_copy,\
         oxblas_time_over_cublas_time,oxblas_status,expected_status,normwise_diff,check_ok\n",
    );
    for r in rows {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{},{},{},{:.2},{},{},{},{:.2},{:.2},{},{},{},{},{}",
            r.routine,
            format!("{:?}", r.dt).to_lowercase(),
            // Shapes are words, never commas; kept out anyway so the columns stay aligned.
            r.shape.replace(',', " "),
            r.series.unwrap_or(""),
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
            r.ox_over_cb()
                .map(|v| format!("{v:.4}"))
                .unwrap_or_default(),
            short(r.status),
            short(r.expect),
            r.err.map(|e| format!("{e:.3e}")).unwrap_or_default(),
            // Empty when there was nothing to compare with (no cuBLAS).
            r.err.map(|_| r.ok.to_string()).unwrap_or_default()
        );
    }
    s
}

/// Item [7]: the headline rows.
fn summary(rows: &[Row]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "[7] level 2 vs cuBLAS (GB/s of the byte model, benches/README.md; ox/cb = time ratio, <1: oxblas faster)"
    );
    let _ = writeln!(
        s,
        "    {:<6} {:<24} {:>10} {:>8} {:>7} {:>7} {:<14} check",
        "", "shape", "ox us", "GB/s", "%copy", "ox/cb", "status"
    );
    for r in rows.iter().filter(|r| r.headline) {
        let _ = writeln!(
            s,
            "    {:<6} {:<24} {:>10} {:>8.1} {:>6.1}% {:>7} {:<14} {}",
            r.routine,
            r.shape,
            us(r.ox.median()),
            r.ox_gbs(),
            r.pct_copy(),
            r.ox_over_cb()
                .map(|v| format!("{v:.3}"))
                .unwrap_or_else(|| "-".into()),
            r.status_word(),
            r.check_word()
        );
    }
    let bad = rows.iter().filter(|r| r.check_word() == "MISMATCH").count();
    let st = rows.iter().filter(|r| r.status != r.expect).count();
    let _ = writeln!(
        s,
        "    {} rows ({} in the sweeps: level2.csv, level2.png); {bad} differ from cuBLAS, {st} with an unexpected status",
        rows.len(),
        rows.iter().filter(|r| r.series.is_some()).count(),
    );
    s
}
