//! The level-3 rows besides gemm: trsm (one matrix, both sides, and strided batches against
//! `cublasDtrsmBatched`'s pointer arrays), trmm (out of place, as `cublasDtrmm_v2`), symm and
//! the rank-k updates (syrk, syr2k, syrkx, herk), each one function of [`Run`] on the level-3
//! pools, measured by [`Run::measure`].
//!
//! Data: A (pool A) random in (-1, 1) with a diagonal of magnitude m + 1 (`upload_tri`), so
//! that its triangles are diagonally dominant and the triangular solves well conditioned; B
//! (pool B) random. trsm overwrites B: its rows restore each library's working copy of B (in
//! the output pools) from pool B before every call (the copy timed alone and subtracted). The
//! other routines write a separate output, alpha = 1 and beta = 0, so nothing is restored.
//! Checks: normwise against `k·eps` (`data::bound`), over the lower triangle for the rank-k
//! updates (they write only that triangle).

use std::ffi::{c_int, c_void};

use oxblas::level3::MatricesMut;
use oxblas::operands::Matrices;
use oxblas::{Complex64, DType, DevicePtr, Diag, Handle, Side as OxSide, Status, Transpose, Uplo};

use super::cublas::{
    self, check as cbck, get, hp, DIAG_NON_UNIT, FILL_LOWER, FILL_UPPER, OP_N, SIDE_LEFT,
    SIDE_RIGHT,
};
use super::data::{bound, dominant_diagonal, normwise_lower_bytes, Peak};
use super::{CbCall, Run, Side, Spec, AB_POOL, C_POOL, NORMWISE};
use crate::harness::cuda::{ck, cudaMemcpyAsync, CuStream, CUDA_MEMCPY_D2D};
use crate::harness::data::HostVec;
use crate::harness::{view, view_mut, Ctx, OxExt, R};

/// The check of the rank-k rows.
const NORMWISE_LOWER: &str =
    "normwise max|ox - cb| / max|cb| over the lower triangle, bound k*eps; no host reference";

/// A triangular solve: side, the triangle of A, B m×n, one matrix or a strided batch.
#[derive(Clone, Copy)]
pub(super) struct Tri {
    pub side: OxSide,
    pub uplo: Uplo,
    pub m: usize,
    pub n: usize,
    pub batch: Option<usize>,
}

impl Tri {
    /// The order of A.
    fn k(&self) -> usize {
        if self.side == OxSide::Left {
            self.m
        } else {
            self.n
        }
    }
    fn letters(&self) -> String {
        format!(
            "{},{},N,N",
            if self.side == OxSide::Left { 'L' } else { 'R' },
            if self.uplo == Uplo::Lower { 'L' } else { 'U' }
        )
    }
}

/// Enqueue a device-to-device copy of `bytes` on `stream` (the restore step).
fn d2d(stream: CuStream, dst: DevicePtr, src: DevicePtr, bytes: usize) -> R<()> {
    // SAFETY: the callers' ranges lie in the pools (checked against their sizes).
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

/// Flops of the rank-k rows: syrk and syrkx n²k, syr2k 2n²k, herk 4n²k (complex).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum RankK {
    Syrk,
    Syr2k,
    Syrkx,
    Herk,
    Her2k,
    Herkx,
}

impl RankK {
    /// zherk, zher2k, zherkx: complex f64 with real beta (and real alpha for zherk).
    fn complex(self) -> bool {
        matches!(self, RankK::Herk | RankK::Her2k | RankK::Herkx)
    }
}

impl<'c> Run<'c> {
    /// Pool A: `count` m×m random matrices with a dominant diagonal (magnitude m + 1); pool B:
    /// `count` m×`n` random matrices.
    pub(super) fn upload_tri(
        &self,
        ctx: &Ctx,
        m: usize,
        n: usize,
        count: usize,
        seed: u64,
    ) -> R<()> {
        let (la, lb) = (m * m * count, m * n * count);
        let HostVec::F64(mut v) = HostVec::random(DType::F64, 8 * (la + lb), seed) else {
            unreachable!("f64 data")
        };
        dominant_diagonal(&mut v[..la], m, count);
        // SAFETY: reading initialized f64 values as bytes.
        let (a, b) = unsafe {
            (
                std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), 8 * la),
                std::slice::from_raw_parts(v[la..].as_ptr().cast::<u8>(), 8 * lb),
            )
        };
        self.upload_ab(ctx, a, b)
    }

    /// A device array of the `count` addresses `base + i·stride_bytes` (cuBLAS's batched
    /// pointer arrays), uploaded before timing.
    fn pointer_array(
        ctx: &Ctx,
        base: DevicePtr,
        stride_bytes: usize,
        count: usize,
    ) -> R<oxblas::DeviceBuffer<u64>> {
        let ptrs: Vec<u64> = (0..count)
            .map(|i| base.offset(stride_bytes * i).0)
            .collect();
        let buf = ctx.device.alloc::<u64>(count).ox("alloc a pointer array")?;
        // SAFETY: the buffer holds `count` pointers; we wait before `ptrs` can go away.
        unsafe {
            ctx.backend
                .memcpy_htod(buf.ptr(), ptrs.as_ptr().cast(), 8 * count, ctx.sid)
                .ox("upload a pointer array")?;
        }
        ctx.sync()?;
        Ok(buf)
    }

    /// dtrsm `t` (trans N, non-unit, alpha = 1) on A (pool A) and B restored from pool B before
    /// every call, against `cublasDtrsm_v2` or, for a batch, `cublasDtrsmBatched`.
    pub(super) fn trsm(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        t: Tri,
        target: Option<f64>,
    ) -> R<()> {
        let count = t.batch.unwrap_or(1);
        let (k, m, n) = (t.k(), t.m, t.n);
        let (sa, sb) = (k * k, m * n);
        let bytes_b = 8 * sb * count;
        if 8 * sa * count > AB_POOL || bytes_b > C_POOL {
            return Err(format!("dtrsm {m}x{n} x {count}: larger than the pools"));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let stream = ctx.stream;
        let one = 1.0f64;
        let mut ox = move |h: &mut Handle| match t.batch {
            None => h.trsm::<f64>(
                t.side,
                t.uplo,
                Transpose::N,
                Diag::NonUnit,
                m,
                n,
                one,
                Matrices::One(view::<f64>(a, sa)),
                k,
                MatricesMut::One(&mut view_mut::<f64>(co, sb)),
                m,
            ),
            Some(count) => h.trsm::<f64>(
                t.side,
                t.uplo,
                Transpose::N,
                Diag::NonUnit,
                m,
                n,
                one,
                Matrices::Strided {
                    a: view::<f64>(a, sa * count),
                    stride: sa,
                    count,
                },
                k,
                MatricesMut::Strided {
                    c: &mut view_mut::<f64>(co, sb * count),
                    stride: sb,
                    count,
                },
                m,
            ),
        };
        let side = if t.side == OxSide::Left {
            SIDE_LEFT
        } else {
            SIDE_RIGHT
        };
        let uplo = if t.uplo == Uplo::Lower {
            FILL_LOWER
        } else {
            FILL_UPPER
        };
        let (ki, mi, ni, ci) = (k as c_int, m as c_int, n as c_int, count as c_int);
        // The batched baseline's pointer arrays (A's, and B's working copy), before timing.
        let arrays = match (t.batch, self.cb) {
            (Some(_), Some(_)) => Some((
                Run::pointer_array(ctx, a, 8 * sa, count)?,
                Run::pointer_array(ctx, cc, 8 * sb, count)?,
            )),
            _ => None,
        };
        let parr = arrays.as_ref().map(|(pa, pb)| (pa.ptr(), pb.ptr()));
        let baseline = if t.batch.is_some() {
            "cublasDtrsmBatched"
        } else {
            "cublasDtrsm_v2"
        };
        let mut cbf: Option<Box<CbCall<'_>>> = self.cb.map(|cb| -> Box<CbCall<'_>> {
            match parr {
                Some((pa, pb)) => {
                    // SAFETY: the symbol has this signature (level3/cublas.rs).
                    let (f, name) = unsafe { get::<cublas::TrsmBatched>(cb, baseline) };
                    Box::new(move || {
                        // SAFETY: the pointer arrays address the batch in the pools; host alpha.
                        let st = unsafe {
                            f(
                                cb.handle,
                                side,
                                uplo,
                                OP_N,
                                DIAG_NON_UNIT,
                                mi,
                                ni,
                                hp(&one).ptr(),
                                pa.0 as *const c_void,
                                ki,
                                pb.0 as *const c_void,
                                mi,
                                ci,
                            )
                        };
                        cbck(st, name)
                    })
                }
                None => {
                    // SAFETY: the symbol has this signature (level3/cublas.rs).
                    let (f, name) = unsafe { get::<cublas::Trsm>(cb, baseline) };
                    Box::new(move || {
                        // SAFETY: A and B lie in the pools (checked above); host alpha.
                        let st = unsafe {
                            f(
                                cb.handle,
                                side,
                                uplo,
                                OP_N,
                                DIAG_NON_UNIT,
                                mi,
                                ni,
                                hp(&one).ptr(),
                                a.0 as *const c_void,
                                ki,
                                cc.0 as *mut c_void,
                                mi,
                            )
                        };
                        cbck(st, name)
                    })
                }
            }
        });
        let mut restore = move |s: Side| match s {
            Side::Ox => d2d(stream, co, b, bytes_b),
            Side::Cb => d2d(stream, cc, b, bytes_b),
        };
        let bnd = bound(k, DType::F64, DType::F64);
        let mut check = move |ctx: &Ctx| Run::normwise(ctx, (co, cc), DType::F64, sb * count, bnd);
        let shape = match t.batch {
            Some(c) => format!("{} {m}x{n} batch {c}", t.letters()),
            None if m == n => format!("{} {n}", t.letters()),
            None => format!("{} {m}x{n}", t.letters()),
        };
        let spec = Spec {
            routine: "dtrsm".into(),
            types: "f64".into(),
            shape,
            baseline,
            series: None,
            headline: true,
            n,
            flops: (k * k) as f64
                * (if t.side == OxSide::Left { n } else { m }) as f64
                * count as f64,
            peak: Peak::Fp64,
            expect: Status::Success,
            target,
            check: NORMWISE,
        };
        let r = self.measure(
            ctx,
            spec,
            h,
            &mut ox,
            cbf.as_deref_mut(),
            Some(&mut restore),
            &mut check,
        );
        drop(cbf);
        drop(arrays);
        r
    }

    /// dtrmm L,L,N,N m×n out of place (`Handle::trmm_out`, C = A·B) against `cublasDtrmm_v2`
    /// (out of place in cuBLAS's v2 API).
    pub(super) fn trmm(&mut self, ctx: &mut Ctx, h: &mut Handle, m: usize, n: usize) -> R<()> {
        let (sa, sb) = (m * m, m * n);
        if 8 * sa.max(sb) > AB_POOL || 8 * sb > C_POOL {
            return Err(format!("dtrmm {m}x{n}: larger than the pools"));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let one = 1.0f64;
        let mut ox = move |h: &mut Handle| {
            h.trmm_out::<f64>(
                OxSide::Left,
                Uplo::Lower,
                Transpose::N,
                Diag::NonUnit,
                m,
                n,
                one,
                Matrices::One(view::<f64>(a, sa)),
                m,
                Matrices::One(view::<f64>(b, sb)),
                m,
                MatricesMut::One(&mut view_mut::<f64>(co, sb)),
                m,
            )
        };
        let (mi, ni) = (m as c_int, n as c_int);
        let mut cbf: Option<Box<CbCall<'_>>> = self.cb.map(|cb| -> Box<CbCall<'_>> {
            // SAFETY: the symbol has this signature (level3/cublas.rs).
            let (f, name) = unsafe { get::<cublas::Trmm>(cb, "cublasDtrmm_v2") };
            Box::new(move || {
                // SAFETY: A, B and C lie in the pools (checked above); host alpha.
                let st = unsafe {
                    f(
                        cb.handle,
                        SIDE_LEFT,
                        FILL_LOWER,
                        OP_N,
                        DIAG_NON_UNIT,
                        mi,
                        ni,
                        hp(&one).ptr(),
                        a.0 as *const c_void,
                        mi,
                        b.0 as *const c_void,
                        mi,
                        cc.0 as *mut c_void,
                        mi,
                    )
                };
                cbck(st, name)
            })
        });
        let bnd = bound(m, DType::F64, DType::F64);
        let mut check = move |ctx: &Ctx| Run::normwise(ctx, (co, cc), DType::F64, sb, bnd);
        let spec = Spec {
            routine: "dtrmm".into(),
            types: "f64".into(),
            shape: if m == n {
                format!("L,L,N,N {n}")
            } else {
                format!("L,L,N,N {m}x{n}")
            },
            baseline: "cublasDtrmm_v2",
            series: None,
            headline: true,
            n,
            flops: (m * m) as f64 * n as f64,
            peak: Peak::Fp64,
            expect: Status::Success,
            target: Some(0.9),
            check: NORMWISE,
        };
        self.measure(ctx, spec, h, &mut ox, cbf.as_deref_mut(), None, &mut check)
    }

    /// dsymm L,L m×n (A m×m symmetric, read from its lower triangle; alpha = 1, beta = 0)
    /// against `cublasDsymm_v2`.
    pub(super) fn symm(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        herm: bool,
        m: usize,
        n: usize,
    ) -> R<()> {
        let dt = if herm { DType::C64 } else { DType::F64 };
        let es = dt.size();
        let routine = if herm { "zhemm" } else { "dsymm" };
        let (sa, sb) = (m * m, m * n);
        if es * sa.max(sb) > AB_POOL || es * sb > C_POOL {
            return Err(format!("{routine} {m}x{n}: larger than the pools"));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let (one, zero) = (1.0f64, 0.0f64);
        let (onec, zeroc) = (Complex64::new(1.0, 0.0), Complex64::new(0.0, 0.0));
        let mut ox = move |h: &mut Handle| {
            if herm {
                // Only the lower triangle is read, the diagonal's imaginary parts not at all
                // (as cuBLAS): the pool's values need no Hermitian structure.
                return h.hemm::<Complex64>(
                    OxSide::Left,
                    Uplo::Lower,
                    m,
                    n,
                    onec,
                    Matrices::One(view::<Complex64>(a, sa)),
                    m,
                    Matrices::One(view::<Complex64>(b, sb)),
                    m,
                    zeroc,
                    MatricesMut::One(&mut view_mut::<Complex64>(co, sb)),
                    m,
                );
            }
            h.symm::<f64>(
                OxSide::Left,
                Uplo::Lower,
                m,
                n,
                one,
                Matrices::One(view::<f64>(a, sa)),
                m,
                Matrices::One(view::<f64>(b, sb)),
                m,
                zero,
                MatricesMut::One(&mut view_mut::<f64>(co, sb)),
                m,
            )
        };
        let baseline = if herm {
            "cublasZhemm_v2"
        } else {
            "cublasDsymm_v2"
        };
        let (mi, ni) = (m as c_int, n as c_int);
        let mut cbf: Option<Box<CbCall<'_>>> = self.cb.map(|cb| -> Box<CbCall<'_>> {
            // SAFETY: both symbols have this signature (level3/cublas.rs).
            let (f, name) = unsafe { get::<cublas::Symm>(cb, baseline) };
            Box::new(move || {
                // The scalars live to the end of the closure's call.
                let (alpha_c, beta_c, alpha_r, beta_r) =
                    (hp(&onec), hp(&zeroc), hp(&one), hp(&zero));
                let (alpha, beta) = if herm {
                    (alpha_c.ptr(), beta_c.ptr())
                } else {
                    (alpha_r.ptr(), beta_r.ptr())
                };
                // SAFETY: A, B and C lie in the pools (checked above); host scalars.
                let st = unsafe {
                    f(
                        cb.handle,
                        SIDE_LEFT,
                        FILL_LOWER,
                        mi,
                        ni,
                        alpha,
                        a.0 as *const c_void,
                        mi,
                        b.0 as *const c_void,
                        mi,
                        beta,
                        cc.0 as *mut c_void,
                        mi,
                    )
                };
                cbck(st, name)
            })
        });
        let bnd = bound(m, dt, dt);
        let mut check = move |ctx: &Ctx| Run::normwise(ctx, (co, cc), dt, sb, bnd);
        let spec = Spec {
            routine: routine.into(),
            types: format!("{dt:?}").to_lowercase(),
            shape: if m == n {
                format!("L,L {n}")
            } else {
                format!("L,L {m}x{n}")
            },
            baseline,
            series: None,
            headline: true,
            n,
            flops: if herm { 8.0 } else { 2.0 } * (m * m) as f64 * n as f64,
            peak: Peak::of(dt),
            expect: Status::Success,
            target: Some(0.9),
            check: NORMWISE,
        };
        self.measure(ctx, spec, h, &mut ox, cbf.as_deref_mut(), None, &mut check)
    }

    /// A rank-k update of the lower triangle of the n×n C, trans N (A and B n×k), alpha = 1,
    /// beta = 0: dsyrk, dsyr2k, dsyrkx (f64) or zherk (complex f64, real scalars), against
    /// `cublasDsyrk_v2`, `cublasDsyr2k_v2`, `cublasDsyrkx`, `cublasZherk_v2`.
    pub(super) fn rank_k(
        &mut self,
        ctx: &mut Ctx,
        h: &mut Handle,
        kind: RankK,
        n: usize,
        k: usize,
    ) -> R<()> {
        let dt = if kind.complex() {
            DType::C64
        } else {
            DType::F64
        };
        let es = dt.size();
        let (sa, sc) = (n * k, n * n);
        if sa * es > AB_POOL || sc * es > C_POOL {
            return Err(format!("rank-k {n} k={k}: larger than the pools"));
        }
        let (a, b, co, cc) = (self.a.ptr(), self.b.ptr(), self.c_ox.ptr(), self.c_cb.ptr());
        let (one, zero) = (1.0f64, 0.0f64);
        let onec = Complex64::new(1.0, 0.0);
        let mut ox = move |h: &mut Handle| {
            let (l, tn) = (Uplo::Lower, Transpose::N);
            let ac = || Matrices::One(view::<Complex64>(a, sa));
            let bc = || Matrices::One(view::<Complex64>(b, sa));
            let av = || Matrices::One(view::<f64>(a, sa));
            let bv = || Matrices::One(view::<f64>(b, sa));
            let mut cv = view_mut::<f64>(co, sc);
            let c = MatricesMut::One(&mut cv);
            match kind {
                RankK::Syrk => h.syrk::<f64>(l, tn, n, k, one, av(), n, zero, c, n),
                RankK::Syr2k => h.syr2k::<f64>(l, tn, n, k, one, av(), n, bv(), n, zero, c, n),
                RankK::Syrkx => h.syrkx::<f64>(l, tn, n, k, one, av(), n, bv(), n, zero, c, n),
                RankK::Herk => h.herk::<Complex64>(
                    l,
                    tn,
                    n,
                    k,
                    one,
                    Matrices::One(view::<Complex64>(a, sa)),
                    n,
                    zero,
                    MatricesMut::One(&mut view_mut::<Complex64>(co, sc)),
                    n,
                ),
                RankK::Her2k => h.her2k::<Complex64>(
                    l,
                    tn,
                    n,
                    k,
                    onec,
                    ac(),
                    n,
                    bc(),
                    n,
                    zero,
                    MatricesMut::One(&mut view_mut::<Complex64>(co, sc)),
                    n,
                ),
                RankK::Herkx => h.herkx::<Complex64>(
                    l,
                    tn,
                    n,
                    k,
                    onec,
                    ac(),
                    n,
                    bc(),
                    n,
                    zero,
                    MatricesMut::One(&mut view_mut::<Complex64>(co, sc)),
                    n,
                ),
            }
        };
        let baseline = match kind {
            RankK::Syrk => "cublasDsyrk_v2",
            RankK::Syr2k => "cublasDsyr2k_v2",
            RankK::Syrkx => "cublasDsyrkx",
            RankK::Herk => "cublasZherk_v2",
            RankK::Her2k => "cublasZher2k_v2",
            RankK::Herkx => "cublasZherkx",
        };
        let (ni, ki) = (n as c_int, k as c_int);
        let mut cbf: Option<Box<CbCall<'_>>> = self.cb.map(|cb| -> Box<CbCall<'_>> {
            match kind {
                RankK::Syrk | RankK::Herk => {
                    // SAFETY: both symbols have this signature (level3/cublas.rs); zherk's
                    // scalars are doubles, as here.
                    let (f, name) = unsafe { get::<cublas::Syrk>(cb, baseline) };
                    Box::new(move || {
                        // SAFETY: A and C lie in the pools (checked above); host scalars.
                        let st = unsafe {
                            f(
                                cb.handle,
                                FILL_LOWER,
                                OP_N,
                                ni,
                                ki,
                                hp(&one).ptr(),
                                a.0 as *const c_void,
                                ni,
                                hp(&zero).ptr(),
                                cc.0 as *mut c_void,
                                ni,
                            )
                        };
                        cbck(st, name)
                    })
                }
                RankK::Syr2k | RankK::Syrkx | RankK::Her2k | RankK::Herkx => {
                    // SAFETY: the four symbols have this signature (level3/cublas.rs); zher2k's
                    // and zherkx's alpha is complex, their beta a double.
                    let (f, name) = unsafe { get::<cublas::Syr2k>(cb, baseline) };
                    let complex = kind.complex();
                    Box::new(move || {
                        // The scalars live to the end of the closure's call.
                        let (alpha_c, alpha_r) = (hp(&onec), hp(&one));
                        let alpha = if complex {
                            alpha_c.ptr()
                        } else {
                            alpha_r.ptr()
                        };
                        // SAFETY: A, B and C lie in the pools (checked above); host scalars.
                        let st = unsafe {
                            f(
                                cb.handle,
                                FILL_LOWER,
                                OP_N,
                                ni,
                                ki,
                                alpha,
                                a.0 as *const c_void,
                                ni,
                                b.0 as *const c_void,
                                ni,
                                hp(&zero).ptr(),
                                cc.0 as *mut c_void,
                                ni,
                            )
                        };
                        cbck(st, name)
                    })
                }
            }
        });
        // syr2k sums 2k products per element.
        let terms = if matches!(kind, RankK::Syr2k | RankK::Her2k) {
            2 * k
        } else {
            k
        };
        let bnd = bound(terms, dt, dt);
        let mut check = move |ctx: &Ctx| -> R<(f64, f64)> {
            let bytes = sc * es;
            let got = ctx.read(co, bytes)?;
            let want = ctx.read(cc, bytes)?;
            Ok((normwise_lower_bytes(dt, n, &got, &want), bnd))
        };
        let (routine, flops) = match kind {
            RankK::Syrk => ("dsyrk", (n * n) as f64 * k as f64),
            RankK::Syr2k => ("dsyr2k", 2.0 * (n * n) as f64 * k as f64),
            RankK::Syrkx => ("dsyrkx", (n * n) as f64 * k as f64),
            RankK::Herk => ("zherk", 4.0 * (n * n) as f64 * k as f64),
            RankK::Her2k => ("zher2k", 8.0 * (n * n) as f64 * k as f64),
            RankK::Herkx => ("zherkx", 4.0 * (n * n) as f64 * k as f64),
        };
        let spec = Spec {
            routine: routine.into(),
            types: format!("{dt:?}").to_lowercase(),
            shape: if n == k {
                format!("L,N {n}")
            } else {
                format!("L,N {n} k={k}")
            },
            baseline,
            series: None,
            headline: true,
            n,
            flops,
            peak: Peak::of(dt),
            expect: Status::Success,
            target: Some(0.9),
            check: NORMWISE_LOWER,
        };
        self.measure(ctx, spec, h, &mut ox, cbf.as_deref_mut(), None, &mut check)
    }
}
