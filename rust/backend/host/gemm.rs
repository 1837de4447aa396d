//! Host reference of the GEMM launch descriptor ([`GemmDesc`]): `D = alpha·op(A)·op(B) + beta·C`.
//!
//! Every GPU result is compared against this, and the tests multiply 1024³ matrices with it on a
//! two-core machine, so it is cache-blocked rather than a triple loop: op(B) is packed into
//! `KC×NC` panels and op(A) into `MC×KC` panels (transposition and conjugation happen while
//! packing, so the inner kernel sees one layout), and a `4×4` register-tile kernel runs over the
//! packed panels. Sums are accumulated in f64 (`Complex64` for the complex types) and rounded to
//! the element type once per result element. Element types: f32, f64, c32, c64 and f16 (hgemm).
//!
//! The split-K descriptor (`partials`) is run as the GPU runs it: each split's partial sum of
//! its k range is written to the workspace in the element type (f32 for f16), then a combine pass reads them
//! back in order and applies alpha and beta, so the workspace is really written and read.
//!
//! Contract, as on the GPU: beta = 0 never reads C; alpha = 0 or k = 0 reads neither A nor B (nor
//! the partials) and writes `beta·C`; only the m×n block of D is written (padding rows of a larger
//! leading dimension and the memory between strided batches stay as they were).

use std::ops::{Add, AddAssign, Mul};

use half::f16;
use num_complex::{Complex32, Complex64};

use super::stored::{matrix, matrix_mut};
use crate::launch::{DTypeCode, GemmDesc, Scalar, Trans};
use crate::status::{bail, Result, Status};

/// Rows of op(A) per packed panel.
const MC: usize = 128;
/// Depth of one packed panel pair.
const KC: usize = 256;
/// Columns of op(B) per packed panel.
const NC: usize = 512;
/// Register tile of the inner kernel.
const MR: usize = 4;
const NR: usize = 4;

/// An accumulator: `f64` or `Complex64`.
pub(crate) trait Acc:
    Copy + PartialEq + Add<Output = Self> + Mul<Output = Self> + AddAssign
{
    const ZERO: Self;
}
impl Acc for f64 {
    const ZERO: f64 = 0.0;
}
impl Acc for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
}

/// One of the GEMM element types.
pub(crate) trait Elem: Copy {
    type Acc: Acc;
    /// Element type of the split-K partials (the element type, f32 for f16: the GPU keeps
    /// f16 products in f32 until the final rounding).
    type Part: Copy;
    fn to_part(a: Self::Acc) -> Self::Part;
    fn from_part(p: Self::Part) -> Self::Acc;
    fn widen(self) -> Self::Acc;
    /// Round once, at the end.
    fn narrow(a: Self::Acc) -> Self;
    fn conj(a: Self::Acc) -> Self::Acc;
    /// A scalar passed by value, as the GPU sees it (rounded to the element type).
    fn by_value(re: f64, im: f64) -> Self::Acc;
}

impl Elem for f32 {
    type Acc = f64;
    type Part = f32;
    fn to_part(a: f64) -> f32 {
        a as f32
    }
    fn from_part(p: f32) -> f64 {
        p as f64
    }
    fn widen(self) -> f64 {
        self as f64
    }
    fn narrow(a: f64) -> f32 {
        a as f32
    }
    fn conj(a: f64) -> f64 {
        a
    }
    fn by_value(re: f64, _im: f64) -> f64 {
        re as f32 as f64
    }
}
impl Elem for f64 {
    type Acc = f64;
    type Part = f64;
    fn to_part(a: f64) -> f64 {
        a
    }
    fn from_part(p: f64) -> f64 {
        p
    }
    fn widen(self) -> f64 {
        self
    }
    fn narrow(a: f64) -> f64 {
        a
    }
    fn conj(a: f64) -> f64 {
        a
    }
    fn by_value(re: f64, _im: f64) -> f64 {
        re
    }
}
impl Elem for Complex32 {
    type Acc = Complex64;
    type Part = Complex32;
    fn to_part(a: Complex64) -> Complex32 {
        Complex32::new(a.re as f32, a.im as f32)
    }
    fn from_part(p: Complex32) -> Complex64 {
        Complex64::new(p.re as f64, p.im as f64)
    }
    fn widen(self) -> Complex64 {
        Complex64::new(self.re as f64, self.im as f64)
    }
    fn narrow(a: Complex64) -> Complex32 {
        Complex32::new(a.re as f32, a.im as f32)
    }
    fn conj(a: Complex64) -> Complex64 {
        a.conj()
    }
    fn by_value(re: f64, im: f64) -> Complex64 {
        Complex64::new(re as f32 as f64, im as f32 as f64)
    }
}
impl Elem for Complex64 {
    type Acc = Complex64;
    type Part = Complex64;
    fn to_part(a: Complex64) -> Complex64 {
        a
    }
    fn from_part(p: Complex64) -> Complex64 {
        p
    }
    fn widen(self) -> Complex64 {
        self
    }
    fn narrow(a: Complex64) -> Complex64 {
        a
    }
    fn conj(a: Complex64) -> Complex64 {
        a.conj()
    }
    fn by_value(re: f64, im: f64) -> Complex64 {
        Complex64::new(re, im)
    }
}

impl Elem for f16 {
    type Acc = f64;
    type Part = f32;
    fn to_part(a: f64) -> f32 {
        a as f32
    }
    fn from_part(p: f32) -> f64 {
        p as f64
    }
    fn widen(self) -> f64 {
        self.to_f64()
    }
    fn narrow(a: f64) -> f16 {
        f16::from_f64(a)
    }
    fn conj(a: f64) -> f64 {
        a
    }
    fn by_value(re: f64, _im: f64) -> f64 {
        f16::from_f64(re).to_f64()
    }
}

/// `op(M)` of a stored column-major matrix: element `(i, l)` of the operated matrix.
#[derive(Clone, Copy)]
pub(crate) struct OpView<'a, T> {
    pub data: &'a [T],
    pub ld: usize,
    pub trans: Trans,
}

impl<T: Elem> OpView<'_, T> {
    #[inline]
    fn get(&self, i: usize, l: usize) -> T::Acc {
        match self.trans {
            Trans::N => self.data[i + l * self.ld].widen(),
            Trans::T => self.data[l + i * self.ld].widen(),
            _ => T::conj(self.data[l + i * self.ld].widen()),
        }
    }
}

/// `out[i + j·m] += Σ_{l ∈ [k0, k1)} op(A)(i, l)·op(B)(l, j)` for the m×n block, cache-blocked.
pub(crate) fn accumulate<T: Elem>(
    a: OpView<'_, T>,
    b: OpView<'_, T>,
    m: usize,
    n: usize,
    k0: usize,
    k1: usize,
    out: &mut [T::Acc],
) {
    let mut bp: Vec<T::Acc> = Vec::new();
    let mut ap: Vec<T::Acc> = Vec::new();
    for jc in (0..n).step_by(NC) {
        let nc = NC.min(n - jc);
        let npan = nc.div_ceil(NR);
        for pc in (k0..k1).step_by(KC) {
            let kc = KC.min(k1 - pc);
            // op(B) panel: NR-column strips, each kc rows of NR values (zero past n).
            bp.clear();
            bp.resize(npan * kc * NR, T::Acc::ZERO);
            for jp in 0..npan {
                let strip = &mut bp[jp * kc * NR..(jp + 1) * kc * NR];
                for c in 0..NR {
                    let j = jc + jp * NR + c;
                    if j < n {
                        for p in 0..kc {
                            strip[p * NR + c] = b.get(pc + p, j);
                        }
                    }
                }
            }
            for ic in (0..m).step_by(MC) {
                let mc = MC.min(m - ic);
                let mpan = mc.div_ceil(MR);
                ap.clear();
                ap.resize(mpan * kc * MR, T::Acc::ZERO);
                for ip in 0..mpan {
                    let strip = &mut ap[ip * kc * MR..(ip + 1) * kc * MR];
                    for r in 0..MR {
                        let i = ic + ip * MR + r;
                        if i < m {
                            for p in 0..kc {
                                strip[p * MR + r] = a.get(i, pc + p);
                            }
                        }
                    }
                }
                for jp in 0..npan {
                    let bs = &bp[jp * kc * NR..(jp + 1) * kc * NR];
                    for ip in 0..mpan {
                        let as_ = &ap[ip * kc * MR..(ip + 1) * kc * MR];
                        let t = micro::<T::Acc>(as_, bs, kc);
                        for (c, col) in t.iter().enumerate() {
                            let j = jc + jp * NR + c;
                            if j >= n {
                                break;
                            }
                            for (r, v) in col.iter().enumerate() {
                                let i = ic + ip * MR + r;
                                if i >= m {
                                    break;
                                }
                                out[i + j * m] += *v;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The register tile: `t[c][r] = Σ_p a[p·MR + r]·b[p·NR + c]`.
#[inline]
fn micro<A: Acc>(a: &[A], b: &[A], kc: usize) -> [[A; MR]; NR] {
    let mut t = [[A::ZERO; MR]; NR];
    for (ak, bk) in a.chunks_exact(MR).zip(b.chunks_exact(NR)).take(kc) {
        for c in 0..NR {
            for r in 0..MR {
                t[c][r] += ak[r] * bk[c];
            }
        }
    }
    t
}

/// # Safety
/// A device scalar points to one valid `T`.
unsafe fn scalar<T: Elem>(s: &Scalar) -> T::Acc {
    if s.addr == 0 {
        T::by_value(s.re, s.im)
    } else {
        // SAFETY: the caller's contract.
        unsafe { (s.addr as *const T).read() }.widen()
    }
}

/// Run one GEMM descriptor on the host.
///
/// # Safety
/// The descriptor's addresses are valid host memory for it (the `Backend` contract).
pub(crate) unsafe fn run_gemm(d: &GemmDesc) -> Result<()> {
    // gemm_ex's mixed-precision descriptors (f16/bf16 inputs, f32 compute).
    if super::gemm_ex::is_mixed(d) {
        // SAFETY: forwarded contract.
        return unsafe { super::gemm_ex::run_gemm_ex(d) };
    }
    if d.a_type != d.c_type || d.a_type != d.compute_type {
        bail!(
            Status::InvalidValue,
            "gemm: mixed element types ({}, {}, {}) are not supported yet",
            d.a_type.repr,
            d.c_type.repr,
            d.compute_type.repr
        );
    }
    // SAFETY: forwarded contract.
    unsafe {
        match d.a_type {
            DTypeCode::F32 => run_typed::<f32>(d),
            DTypeCode::F64 => run_typed::<f64>(d),
            DTypeCode::C32 => run_typed::<Complex32>(d),
            DTypeCode::C64 => run_typed::<Complex64>(d),
            DTypeCode::F16 => run_typed::<f16>(d),
            t => bail!(Status::InvalidValue, "gemm: element type code {}", t.repr),
        }
    }
}

/// # Safety
/// As [`run_gemm`].
unsafe fn run_typed<T: Elem>(d: &GemmDesc) -> Result<()> {
    if !d.trans_a.is_known() || !d.trans_b.is_known() {
        bail!(
            Status::InvalidValue,
            "gemm: trans codes {}, {}",
            d.trans_a.repr,
            d.trans_b.repr
        );
    }
    if d.m < 0 || d.n < 0 || d.k < 0 || d.batch < 0 {
        bail!(
            Status::InvalidSize,
            "gemm: m = {}, n = {}, k = {}, batch = {}",
            d.m,
            d.n,
            d.k,
            d.batch
        );
    }
    let (m, n, k, batch) = (d.m as usize, d.n as usize, d.k as usize, d.batch as usize);
    let (ar, ac) = if d.trans_a == Trans::N {
        (m, k)
    } else {
        (k, m)
    };
    let (br, bc) = if d.trans_b == Trans::N {
        (k, n)
    } else {
        (n, k)
    };
    if d.a.ld < ar as i64 || d.b.ld < br as i64 || d.c.ld < m as i64 || d.d.ld < m as i64 {
        bail!(
            Status::InvalidSize,
            "gemm: a leading dimension is too small"
        );
    }
    if m == 0 || n == 0 || batch == 0 {
        return Ok(());
    }
    // SAFETY: device scalars point to one T (the contract).
    let (alpha, beta) = unsafe { (scalar::<T>(&d.alpha), scalar::<T>(&d.beta)) };
    let scale_only = k == 0 || alpha == T::Acc::ZERO;
    let beta0 = beta == T::Acc::ZERO;
    if d.d.at.is_null()
        || (!beta0 && d.c.at.is_null())
        || (!scale_only && (d.a.at.is_null() || d.b.at.is_null()))
    {
        bail!(Status::InvalidPointer, "gemm: a null matrix");
    }
    let splits = if d.partials != 0 && !scale_only {
        let chunk = d.k_chunk;
        if d.splits < 2 || chunk <= 0 || (d.k + chunk - 1) / chunk != d.splits as i64 {
            bail!(
                Status::InternalError,
                "gemm: split-K descriptor ({} splits of {chunk}) does not match k = {k}",
                d.splits
            );
        }
        Some((d.splits as usize, chunk as usize))
    } else {
        None
    };
    let in_place = d.c == d.d;
    let mut acc: Vec<T::Acc> = Vec::new();
    for b in 0..batch {
        acc.clear();
        acc.resize(m * n, T::Acc::ZERO);
        if !scale_only {
            // SAFETY: A and B of batch b hold what their sizes and leading dimensions imply.
            let (av, bv) = unsafe {
                (
                    OpView {
                        data: matrix::<T>(&d.a, b, ar, ac),
                        ld: d.a.ld as usize,
                        trans: d.trans_a,
                    },
                    OpView {
                        data: matrix::<T>(&d.b, b, br, bc),
                        ld: d.b.ld as usize,
                        trans: d.trans_b,
                    },
                )
            };
            match splits {
                None => accumulate(av, bv, m, n, 0, k, &mut acc),
                Some((s_count, chunk)) => {
                    let mn = m * n;
                    // SAFETY: the slot holds `splits * batch * m * n` partials (the plan).
                    let parts = unsafe {
                        std::slice::from_raw_parts_mut(
                            d.partials as *mut T::Part,
                            s_count * batch * mn,
                        )
                    };
                    let mut one = vec![T::Acc::ZERO; mn];
                    for s in 0..s_count {
                        one.fill(T::Acc::ZERO);
                        let k0 = s * chunk;
                        accumulate(av, bv, m, n, k0, k.min(k0 + chunk), &mut one);
                        let slot = &mut parts[(b * s_count + s) * mn..][..mn];
                        for (p, v) in slot.iter_mut().zip(&one) {
                            *p = T::to_part(*v);
                        }
                    }
                    // The combine pass: the partials as stored, summed in split order.
                    for s in 0..s_count {
                        let slot = &parts[(b * s_count + s) * mn..][..mn];
                        for (a, p) in acc.iter_mut().zip(slot) {
                            *a += T::from_part(*p);
                        }
                    }
                }
            }
        }
        let ldc = d.c.ld as usize;
        let ldd = d.d.ld as usize;
        // Each element of C is read (beta != 0) just before the element of D in the same place
        // is written, so C and D may be the same matrix.
        // SAFETY: D of batch b holds m×n with ldd and nothing else refers to it; C likewise with
        // ldc when it is a separate matrix (read only).
        unsafe {
            let dm = matrix_mut::<T>(&d.d, b, m, n);
            let cm: Option<&[T]> = if beta0 || in_place {
                None
            } else {
                Some(matrix::<T>(&d.c, b, m, n))
            };
            for j in 0..n {
                for i in 0..m {
                    let mut v = if scale_only {
                        T::Acc::ZERO
                    } else {
                        alpha * acc[i + j * m]
                    };
                    if !beta0 {
                        let cv = match cm {
                            Some(c) => c[i + j * ldc],
                            None => dm[i + j * ldd],
                        };
                        v += beta * cv.widen();
                    }
                    dm[i + j * ldd] = T::narrow(v);
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no test dependency needed here).
    fn values(seed: u64, len: usize) -> Vec<f64> {
        let mut s = seed;
        (0..len)
            .map(|_| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn naive(
        a: &[Complex64],
        lda: usize,
        ta: Trans,
        b: &[Complex64],
        ldb: usize,
        tb: Trans,
        m: usize,
        n: usize,
        k: usize,
    ) -> Vec<Complex64> {
        let op = |x: &[Complex64], ld: usize, t: Trans, i: usize, l: usize| match t {
            Trans::N => x[i + l * ld],
            Trans::T => x[l + i * ld],
            _ => x[l + i * ld].conj(),
        };
        let mut c = vec![Complex64::new(0.0, 0.0); m * n];
        for j in 0..n {
            for i in 0..m {
                for l in 0..k {
                    c[i + j * m] += op(a, lda, ta, i, l) * op(b, ldb, tb, l, j);
                }
            }
        }
        c
    }

    /// The blocked kernel against the triple loop, across the block edges (MC, KC, NC, MR, NR).
    #[test]
    fn blocked_matches_the_triple_loop() {
        let shapes = [
            (1, 1, 1),
            (5, 3, 7),
            (MR + 1, NR - 1, 2),
            (MC + 3, 9, KC + 5),
            (7, NC + 2, 3),
            (17, 19, 0),
        ];
        for (m, n, k) in shapes {
            for ta in [Trans::N, Trans::T, Trans::C] {
                for tb in [Trans::N, Trans::T, Trans::C] {
                    let (ar, ac) = if ta == Trans::N { (m, k) } else { (k, m) };
                    let (br, bc) = if tb == Trans::N { (k, n) } else { (n, k) };
                    let (lda, ldb) = (ar + 2, br + 1);
                    let mk = |seed, len| -> Vec<Complex64> {
                        let v = values(seed, 2 * len);
                        (0..len)
                            .map(|i| Complex64::new(v[2 * i], v[2 * i + 1]))
                            .collect()
                    };
                    let a = mk(1, lda * ac.max(1));
                    let b = mk(2, ldb * bc.max(1));
                    let want = naive(&a, lda, ta, &b, ldb, tb, m, n, k);
                    let mut got = vec![Complex64::new(0.0, 0.0); m * n];
                    accumulate::<Complex64>(
                        OpView {
                            data: &a,
                            ld: lda,
                            trans: ta,
                        },
                        OpView {
                            data: &b,
                            ld: ldb,
                            trans: tb,
                        },
                        m,
                        n,
                        0,
                        k,
                        &mut got,
                    );
                    for (g, w) in got.iter().zip(&want) {
                        assert!((g - w).norm() <= 1e-12 * (k as f64 + 1.0), "{g} vs {w}");
                    }
                    // Real data through the f64 path, and a k sub-range.
                    let ar_: Vec<f64> = a.iter().map(|z| z.re).collect();
                    let br_: Vec<f64> = b.iter().map(|z| z.re).collect();
                    let k0 = k / 3;
                    let ac_: Vec<Complex64> = ar_.iter().map(|&x| Complex64::new(x, 0.0)).collect();
                    let bc_: Vec<Complex64> = br_.iter().map(|&x| Complex64::new(x, 0.0)).collect();
                    let full = naive(&ac_, lda, ta, &bc_, ldb, tb, m, n, k);
                    let head = naive(&ac_, lda, ta, &bc_, ldb, tb, m, n, k0);
                    let mut part = vec![0.0f64; m * n];
                    accumulate::<f64>(
                        OpView {
                            data: &ar_,
                            ld: lda,
                            trans: ta,
                        },
                        OpView {
                            data: &br_,
                            ld: ldb,
                            trans: tb,
                        },
                        m,
                        n,
                        k0,
                        k,
                        &mut part,
                    );
                    for i in 0..m * n {
                        let w = full[i].re - head[i].re;
                        assert!((part[i] - w).abs() <= 1e-12 * (k as f64 + 1.0));
                    }
                }
            }
        }
    }
}
