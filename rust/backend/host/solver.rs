//! Host reference of the solver's kernels ([`SolverDesc`]): the unblocked pieces that
//! `rust/solver/` composes with gemm into blocked getrf/getrs/potrf/potrs, exactly as the GPU
//! runs them (same descriptors, same order of operations per element, so pivots agree with the
//! GPU's wherever the candidates' magnitudes differ by more than rounding).
//!
//! Arithmetic is in the element's own precision (as LAPACK and the GPU kernels do), so a
//! host factorization is a faithful single- or double-precision LU/Cholesky, not a widened one.
//! Pivot choice is LAPACK's `i?amax`: the first row of largest `|re| + |im|` (`cabs1`).

use std::ops::{Add, Div, Mul, Neg, Sub};

use num_complex::{Complex32, Complex64};

use crate::launch::{DTypeCode, Diag, Operand, SolverDesc, SolverOp, Trans, Uplo};
use crate::status::{bail, Result, Status};

/// The four element types of the solver, in their own precision.
pub(crate) trait Field:
    Copy
    + PartialEq
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// `|re| + |im|` (LAPACK's `cabs1`), widened after it is computed in precision.
    fn abs1(self) -> f64;
    fn conj(self) -> Self;
    fn re(self) -> f64;
    fn from_re(v: f64) -> Self;
    /// The smallest normal magnitude (LAPACK's `sfmin`): pivots below it are divided by,
    /// not multiplied by their reciprocal.
    fn sfmin() -> f64;
    /// `sqrt(v)` for a positive real `v`, rounded to the element precision.
    fn sqrt_re(v: f64) -> Self;
}

impl Field for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
    fn abs1(self) -> f64 {
        self.abs() as f64
    }
    fn conj(self) -> f32 {
        self
    }
    fn re(self) -> f64 {
        self as f64
    }
    fn from_re(v: f64) -> f32 {
        v as f32
    }
    fn sfmin() -> f64 {
        f32::MIN_POSITIVE as f64
    }
    fn sqrt_re(v: f64) -> f32 {
        (v as f32).sqrt()
    }
}
impl Field for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    fn abs1(self) -> f64 {
        self.abs()
    }
    fn conj(self) -> f64 {
        self
    }
    fn re(self) -> f64 {
        self
    }
    fn from_re(v: f64) -> f64 {
        v
    }
    fn sfmin() -> f64 {
        f64::MIN_POSITIVE
    }
    fn sqrt_re(v: f64) -> f64 {
        v.sqrt()
    }
}
impl Field for Complex32 {
    const ZERO: Complex32 = Complex32::new(0.0, 0.0);
    const ONE: Complex32 = Complex32::new(1.0, 0.0);
    fn abs1(self) -> f64 {
        (self.re.abs() + self.im.abs()) as f64
    }
    fn conj(self) -> Complex32 {
        Complex32::new(self.re, -self.im)
    }
    fn re(self) -> f64 {
        self.re as f64
    }
    fn from_re(v: f64) -> Complex32 {
        Complex32::new(v as f32, 0.0)
    }
    fn sfmin() -> f64 {
        f32::MIN_POSITIVE as f64
    }
    fn sqrt_re(v: f64) -> Complex32 {
        Complex32::new((v as f32).sqrt(), 0.0)
    }
}
impl Field for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
    const ONE: Complex64 = Complex64::new(1.0, 0.0);
    fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
    fn conj(self) -> Complex64 {
        Complex64::new(self.re, -self.im)
    }
    fn re(self) -> f64 {
        self.re
    }
    fn from_re(v: f64) -> Complex64 {
        Complex64::new(v, 0.0)
    }
    fn sfmin() -> f64 {
        f64::MIN_POSITIVE
    }
    fn sqrt_re(v: f64) -> Complex64 {
        Complex64::new(v.sqrt(), 0.0)
    }
}

/// A column-major view at a host address. Every access goes through [`Mat::at`], whose
/// contract the kernel's caller (the `Backend` contract) guarantees.
#[derive(Clone, Copy)]
struct Mat<T> {
    base: *mut T,
    ld: isize,
}

impl<T: Field> Mat<T> {
    /// # Safety
    /// Element (i, j) is valid host memory of the operand (the descriptor's contract).
    #[inline]
    unsafe fn at(&self, i: i64, j: i64) -> *mut T {
        self.base.wrapping_offset(i as isize + j as isize * self.ld)
    }
    /// # Safety
    /// As [`Mat::at`].
    #[inline]
    unsafe fn get(&self, i: i64, j: i64) -> T {
        // SAFETY: forwarded contract.
        unsafe { self.at(i, j).read_unaligned() }
    }
    /// # Safety
    /// As [`Mat::at`], writable.
    #[inline]
    unsafe fn set(&self, i: i64, j: i64, v: T) {
        // SAFETY: forwarded contract.
        unsafe { self.at(i, j).write_unaligned(v) }
    }
}

/// Batch `b`'s matrix of `op` plus `off` elements.
///
/// # Safety
/// A pointer-array operand holds entry `b`.
unsafe fn base<T>(op: &Operand, b: i64, off: i64) -> Result<*mut T> {
    if op.addr == 0 {
        bail!(Status::InvalidPointer, "solver kernel: null operand");
    }
    let start = if op.is_array {
        // SAFETY: the caller guarantees entry `b` of the pointer array.
        let p = unsafe { (op.addr as *const u64).add(b as usize).read_unaligned() };
        if p == 0 {
            bail!(
                Status::InvalidPointer,
                "solver kernel: null pointer at batch entry {b}"
            );
        }
        p as *mut T
    } else {
        (op.addr as *mut T).wrapping_offset((b * op.stride) as isize)
    };
    Ok(start.wrapping_offset(off as isize))
}

/// Run one solver descriptor on the host.
///
/// # Safety
/// Every address in `d` is valid host memory for the extents the descriptor implies.
pub(crate) unsafe fn run(d: &SolverDesc) -> Result<()> {
    if d.m < 0 || d.n < 0 || d.batch < 0 {
        bail!(Status::InvalidValue, "solver kernel: negative size");
    }
    let codes_ok = matches!(d.uplo, Uplo::Upper | Uplo::Lower)
        && d.trans.is_known()
        && matches!(d.diag, Diag::NonUnit | Diag::Unit);
    if !codes_ok {
        bail!(Status::InvalidValue, "solver kernel: bad enumeration code");
    }
    // SAFETY: forwarded contract.
    unsafe {
        match d.dtype {
            DTypeCode::F32 => run_t::<f32>(d),
            DTypeCode::F64 => run_t::<f64>(d),
            DTypeCode::C32 => run_t::<Complex32>(d),
            DTypeCode::C64 => run_t::<Complex64>(d),
            _ => bail!(Status::InvalidValue, "solver kernel: element type"),
        }
    }
}

/// # Safety
/// As [`run`].
unsafe fn run_t<T: Field>(d: &SolverDesc) -> Result<()> {
    for b in 0..d.batch {
        // SAFETY: forwarded contract; each arm touches only what its op documents.
        unsafe {
            match d.op {
                // The panel's spread over blocks (the whole matrix's, for GetrfResident) is
                // the GPU's; the factorization is the same.
                SolverOp::Getf2 | SolverOp::Getf2Panel | SolverOp::GetrfResident => {
                    getf2::<T>(d, b)?
                }
                SolverOp::Laswp => laswp::<T>(d, b)?,
                SolverOp::GetrsFused => getrs_fused::<T>(d, b)?,
                SolverOp::Potf2 => potf2::<T>(d, b, false)?,
                SolverOp::PotrfLeaf => potf2::<T>(d, b, true)?,
                SolverOp::TriSolve => tri_solve::<T>(d, b)?,
                SolverOp::PtrOffset => {
                    let src = base::<T>(&d.a.at, b, d.a_off)?;
                    let out = (d.b.at.addr as *mut u64).add(b as usize);
                    out.write_unaligned(src as u64);
                }
                _ => bail!(Status::InvalidValue, "solver kernel: unknown op"),
            }
        }
    }
    Ok(())
}

/// # Safety
/// `d.info` is null or holds `d.batch` `i32`s.
unsafe fn info_ptr(d: &SolverDesc, b: i64) -> Option<*mut i32> {
    (d.info != 0).then(|| (d.info as *mut i32).wrapping_offset(b as isize))
}

/// # Safety
/// `ipiv` holds index `i` of batch `b`.
unsafe fn ipiv_ptr(d: &SolverDesc, b: i64, i: i64) -> *mut i32 {
    (d.ipiv.addr as *mut i32).wrapping_offset((b * d.ipiv.stride + i) as isize)
}

/// # Safety
/// As [`run`], for the Getf2 operand extents.
unsafe fn getf2<T: Field>(d: &SolverDesc, b: i64) -> Result<()> {
    // SAFETY: (whole body) the panel is m×n at `a`, ipiv holds row0 + min(m, n) entries, info
    // one per batch entry: the descriptor's contract.
    unsafe {
        let a = Mat {
            base: base::<T>(&d.a.at, b, d.a_off)?,
            ld: d.a.ld as isize,
        };
        let info = info_ptr(d, b);
        let (m, n) = (d.m, d.n);
        for j in 0..m.min(n) {
            let mut p = j;
            if d.pivot {
                let mut best = a.get(j, j).abs1();
                for i in j + 1..m {
                    let v = a.get(i, j).abs1();
                    if v > best {
                        best = v;
                        p = i;
                    }
                }
                ipiv_ptr(d, b, d.row0 + j).write_unaligned((d.row0 + p + 1) as i32);
            }
            let piv = a.get(p, j);
            if piv != T::ZERO {
                if p != j {
                    for c in 0..n {
                        let t = a.get(j, c);
                        a.set(j, c, a.get(p, c));
                        a.set(p, c, t);
                    }
                }
                if piv.abs1() >= T::sfmin() {
                    let r = T::ONE / piv;
                    for i in j + 1..m {
                        a.set(i, j, a.get(i, j) * r);
                    }
                } else {
                    for i in j + 1..m {
                        a.set(i, j, a.get(i, j) / piv);
                    }
                }
            } else if let Some(info) = info {
                if info.read_unaligned() == 0 {
                    info.write_unaligned((d.row0 + j + 1) as i32);
                }
            }
            for c in j + 1..n {
                let t = a.get(j, c);
                for i in j + 1..m {
                    a.set(i, c, a.get(i, c) - a.get(i, j) * t);
                }
            }
        }
    }
    Ok(())
}

/// # Safety
/// As [`run`], for the Laswp operand extents (every pivot names a row of the operand).
unsafe fn laswp<T: Field>(d: &SolverDesc, b: i64) -> Result<()> {
    // SAFETY: (whole body) the descriptor's contract.
    unsafe {
        let a = Mat {
            base: base::<T>(&d.a.at, b, d.a_off)?,
            ld: d.a.ld as isize,
        };
        let dir = d.incp.signum();
        // The skipped columns (getrf's leaf): none unless m > 0.
        let (at, skip) = (d.row0, d.m.max(0));
        for t in 0..d.k2 {
            let r = d.k1 + t * dir;
            let p = ipiv_ptr(d, b, d.ip0 + t * d.incp).read_unaligned() as i64 - 1;
            if p != r {
                for c in (0..d.n).map(|c| if c < at { c } else { c + skip }) {
                    let v = a.get(r, c);
                    a.set(r, c, a.get(p, c));
                    a.set(p, c, v);
                }
            }
        }
    }
    Ok(())
}

/// GetrsFused: getrs (op(A) = A) with one vector, as the launches it replaces run it: the
/// host's Laswp over the vector, then its TriSolve with L (unit) and with U.
///
/// # Safety
/// As [`run`]: A n×n, ipiv n entries, b n elements.
unsafe fn getrs_fused<T: Field>(d: &SolverDesc, b: i64) -> Result<()> {
    // The vector as Laswp's operand (n interchanges from row 0, none of its columns skipped)
    // and as TriSolve's right-hand side (T = A of order n on the left).
    let swaps = SolverDesc {
        a: d.b,
        a_off: d.b_off,
        m: 0,
        n: 1,
        row0: 0,
        k1: 0,
        k2: d.n,
        ip0: 0,
        incp: 1,
        ..*d
    };
    // The solves take no pivots (TriSolve would interchange B's rows again).
    let solve = |uplo, diag| SolverDesc {
        m: d.n,
        n: 1,
        right: false,
        trans: Trans::N,
        uplo,
        diag,
        ipiv: Operand::one(0),
        ..*d
    };
    // SAFETY: the same operands as the descriptor's contract names (B's n rows, A, ipiv).
    unsafe {
        laswp::<T>(&swaps, b)?;
        tri_solve::<T>(&solve(Uplo::Lower, Diag::Unit), b)?;
        tri_solve::<T>(&solve(Uplo::Upper, Diag::NonUnit), b)
    }
}

/// Potf2, or (`leaf`) PotrfLeaf: nothing subtracted, and the factor's inverse into `b`.
///
/// # Safety
/// As [`run`], for the Potf2 (PotrfLeaf) operand extents.
unsafe fn potf2<T: Field>(d: &SolverDesc, b: i64, leaf: bool) -> Result<()> {
    // SAFETY: (whole body) the block, its update source and info are valid (the contract).
    unsafe {
        let info = info_ptr(d, b);
        if let Some(i) = info {
            if i.read_unaligned() != 0 {
                return Ok(());
            }
        }
        let a = Mat {
            base: base::<T>(&d.a.at, b, d.a_off)?,
            ld: d.a.ld as isize,
        };
        let n = d.n as usize;
        let lower = d.uplo == Uplo::Lower;
        // The lower-triangular form L of the block: the upper case works on L = U^H.
        let stored = |i: i64, k: i64| -> T {
            if lower {
                a.get(i, k)
            } else {
                a.get(k, i).conj()
            }
        };
        let mut l = vec![T::ZERO; n * n];
        let w = if d.b.at.addr != 0 && !leaf {
            Some(Mat {
                base: base::<T>(&d.b.at, b, d.b_off)?,
                ld: d.b.ld as isize,
            })
        } else {
            None
        };
        for k in 0..n {
            for i in k..n {
                let (ii, kk) = (i as i64, k as i64);
                let mut v = stored(ii, kk);
                if let Some(w) = w {
                    v = if lower {
                        v - w.get(ii, kk)
                    } else {
                        v - w.get(kk, ii).conj()
                    };
                } else if !leaf {
                    // Columns (lower) or rows (upper) before the block, at negative offsets.
                    let mut s = T::ZERO;
                    for q in 0..d.m {
                        let off = q - d.m;
                        s = if lower {
                            s + a.get(ii, off) * a.get(kk, off).conj()
                        } else {
                            s + a.get(off, ii).conj() * a.get(off, kk)
                        };
                    }
                    v = v - s;
                }
                l[i + k * n] = v;
            }
        }
        let mut done = n;
        for j in 0..n {
            let djj = l[j + j * n].re();
            if djj.is_nan() || djj <= 0.0 {
                l[j + j * n] = T::from_re(djj);
                if let Some(i) = info {
                    i.write_unaligned((d.row0 + j as i64 + 1) as i32);
                }
                done = j;
                break;
            }
            let s = T::sqrt_re(djj);
            l[j + j * n] = s;
            let r = T::ONE / s;
            for i in j + 1..n {
                l[i + j * n] = l[i + j * n] * r;
            }
            for k in j + 1..n {
                let t = l[k + j * n].conj();
                for i in k..n {
                    l[i + k * n] = l[i + k * n] - l[i + j * n] * t;
                }
            }
        }
        // Element (i, k) of the lower form into the stored triangle (upper: (k, i), conjugated).
        let put = |m: &Mat<T>, i: usize, k: usize, v: T| {
            if lower {
                m.set(i as i64, k as i64, v);
            } else {
                m.set(k as i64, i as i64, v.conj());
            }
        };
        for k in 0..n {
            for i in k..n {
                put(&a, i, k, l[i + k * n]);
            }
        }
        if leaf && d.b.at.addr != 0 {
            // X = L^-1 row by row (rows before a failing column only; the rest stays zero):
            // X[j][:] = (e_j - sum_{m<j} l_jm X[m][:]) / l_jj.
            let mut x = vec![T::ZERO; n * n];
            for j in 0..done {
                for k in 0..=j {
                    let mut s = if k == j { T::ONE } else { T::ZERO };
                    for m in k..j {
                        s = s - l[j + m * n] * x[m + k * n];
                    }
                    x[j + k * n] = s / l[j + j * n];
                }
            }
            let inv = Mat {
                base: base::<T>(&d.b.at, b, d.b_off)?,
                ld: d.b.ld as isize,
            };
            for k in 0..n {
                for i in 0..n {
                    put(&inv, i, k, if k <= i { x[i + k * n] } else { T::ZERO });
                }
            }
        }
    }
    Ok(())
}

/// # Safety
/// As [`run`], for the TriSolve operand extents.
unsafe fn tri_solve<T: Field>(d: &SolverDesc, b: i64) -> Result<()> {
    // SAFETY: (whole body) T (order k) and B (m×n) are valid (the contract).
    unsafe {
        if d.ipiv.addr != 0 {
            // B's rows interchanged first (left side): row t with row ipiv[ip0 + t] - 1 - row0,
            // as Laswp on B's columns with the operand's rows counted from row0 above B.
            let swaps = SolverDesc {
                op: SolverOp::Laswp,
                a: d.b,
                a_off: d.b_off - d.row0,
                m: 0,
                n: d.n,
                row0: 0,
                k1: d.row0,
                k2: d.m,
                incp: 1,
                ..*d
            };
            laswp::<T>(&swaps, b)?;
        }
        let t = Mat {
            base: base::<T>(&d.a.at, b, d.a_off)?,
            ld: d.a.ld as isize,
        };
        let bm = Mat {
            base: base::<T>(&d.b.at, b, d.b_off)?,
            ld: d.b.ld as isize,
        };
        // The system per vector is M x = b with M = op(T) (left) or op(T)^T (right).
        let (direct, cj) = match (d.right, d.trans) {
            (false, Trans::N) => (true, false),
            (false, Trans::T) => (false, false),
            (false, _) => (false, true),
            (true, Trans::N) => (false, false),
            (true, Trans::T) => (true, false),
            (true, _) => (true, true),
        };
        let mel = |i: i64, l: i64| -> T {
            let v = if direct { t.get(i, l) } else { t.get(l, i) };
            if cj {
                v.conj()
            } else {
                v
            }
        };
        let m_lower = (d.uplo == Uplo::Lower) == direct;
        let unit = d.diag == Diag::Unit;
        let (k, vectors) = if d.right { (d.n, d.m) } else { (d.m, d.n) };
        // Element i of vector v of B.
        let el = |v: i64, i: i64| if d.right { (v, i) } else { (i, v) };
        for v in 0..vectors {
            for idx in 0..k {
                let i = if m_lower { idx } else { k - 1 - idx };
                let (r, c) = el(v, i);
                let mut s = bm.get(r, c);
                let (lo, hi) = if m_lower { (0, i) } else { (i + 1, k) };
                for l in lo..hi {
                    let (rl, cl) = el(v, l);
                    s = s - mel(i, l) * bm.get(rl, cl);
                }
                if !unit {
                    s = s / mel(i, i);
                }
                bm.set(r, c, s);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::MatrixDesc;

    fn desc(op: SolverOp, m: i64, n: i64) -> SolverDesc {
        SolverDesc {
            diag: Diag::Unit,
            m,
            n,
            ..SolverDesc::blank(op, DTypeCode::F64, 1)
        }
    }

    fn mat(v: &mut [f64], ld: i64) -> MatrixDesc {
        MatrixDesc {
            at: Operand::one(v.as_mut_ptr() as u64),
            ld,
        }
    }

    /// TriSolve with pivots is Laswp on B then TriSolve without; GetrsFused (one vector) solves
    /// A x = b with getf2's factors and pivots, its solves taking no pivots of their own.
    #[test]
    fn pivoted_solves_interchange_rows_once() {
        let n = 70usize;
        let mut s = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 11) as f64 / (1u64 << 53) as f64 - 0.5
        };
        let a0: Vec<f64> = (0..n * n).map(|_| rnd()).collect();
        let mut lu = a0.clone();
        let mut ipiv = vec![0i32; n];
        let mut info = [0i32];
        let mut d = desc(SolverOp::Getf2, n as i64, n as i64);
        (d.a, d.ipiv, d.info) = (
            mat(&mut lu, n as i64),
            Operand::one(ipiv.as_mut_ptr() as u64),
            info.as_mut_ptr() as u64,
        );
        // SAFETY: the descriptor names these vectors, sized for it.
        unsafe { run(&d).unwrap() };
        assert_eq!(info[0], 0);
        assert!(ipiv.iter().enumerate().any(|(t, &p)| p as usize != t + 1));

        // Rows 3.. of three columns, the pivots of rows 3..3+k (k = 60) from row0 = 3.
        let (k, cols, r0) = (60i64, 3usize, 3i64);
        let b0: Vec<f64> = (0..n * cols).map(|_| rnd()).collect();
        let (mut fused, mut apart) = (b0.clone(), b0.clone());
        let mut t = desc(SolverOp::TriSolve, k, cols as i64);
        (t.a, t.a_off) = (mat(&mut lu, n as i64), r0 * (n as i64 + 1));
        (t.b, t.b_off) = (mat(&mut fused, n as i64), r0);
        (t.ipiv, t.ip0, t.row0) = (Operand::one(ipiv.as_mut_ptr() as u64), r0, r0);
        // SAFETY: as above.
        unsafe { run(&t).unwrap() };
        let mut l = desc(SolverOp::Laswp, 0, cols as i64);
        (l.a, l.k1, l.k2, l.ipiv, l.ip0) = (mat(&mut apart, n as i64), r0, k, t.ipiv, r0);
        // SAFETY: as above.
        unsafe { run(&l).unwrap() };
        (t.b, t.ipiv) = (mat(&mut apart, n as i64), Operand::one(0));
        // SAFETY: as above.
        unsafe { run(&t).unwrap() };
        assert_eq!(fused, apart);
        assert_ne!(fused, b0);

        let b: Vec<f64> = (0..n).map(|_| rnd()).collect();
        let mut x = b.clone();
        let mut g = desc(SolverOp::GetrsFused, 1, n as i64);
        (g.a, g.b, g.ipiv) = (mat(&mut lu, n as i64), mat(&mut x, n as i64), l.ipiv);
        // SAFETY: as above.
        unsafe { run(&g).unwrap() };
        let res = (0..n)
            .map(|i| ((0..n).map(|j| a0[i + j * n] * x[j]).sum::<f64>() - b[i]).abs())
            .fold(0.0, f64::max);
        assert!(res < 1e-10, "residual {res}");
    }
}
