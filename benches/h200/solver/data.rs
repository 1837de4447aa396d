//! Inputs of the solver rows and the comparison of their outputs (host only).
//!
//! * getrf: random values in (-1, 1), not diagonally dominant, so that partial pivoting swaps
//!   rows. The pivots must equal the baseline's: for random data a tie between pivot
//!   candidates has probability zero, so both libraries pick the same rows. Up to n = 1024 (and
//!   for every matrix of the batched row) oxblas's factors are multiplied out on the host:
//!   `max|P·A - L·U| / max(|A|, |LU|)` against `n·eps` (`lu_residual`, independent of A's
//!   condition; the normwise difference to the baseline's factors is printed). Above, the
//!   factors of oxblas and cuSOLVER are compared normwise (`max|ox - cb| / max|cb|`) against
//!   `n·eps·growth` (growth = `max|LU| / max|A|`): they agree to rounding times A's condition,
//!   about n for random matrices.
//! * getrs and getrf + getrs: the solution's residual against the host copy of A,
//!   `||b - A·x||_inf / (||A||_inf·||x||_inf + ||b||_inf)`, against `n·eps` (backward stable:
//!   independent of A's condition), for both libraries.
//! * potrf: A = (R + R^T)/2 + n·I (R random in (-1, 1)): symmetric, and its eigenvalues lie
//!   within about `n ± 0.6·sqrt(n)`, so A is positive definite and well conditioned; the factors
//!   are compared normwise against `n·eps`.
//! * trtri: A lower triangular with off-diagonal values in (-1, 1) and a diagonal of magnitude
//!   n + 1 (diagonally dominant by rows, well conditioned); the lower triangles of the inverses
//!   are compared normwise against `n·eps`.

use crate::harness::check::KSum;

/// Column-major n×n element (i, j).
fn at(n: usize, i: usize, j: usize) -> usize {
    i + j * n
}

/// `r` made symmetric ((R + R^T)/2, n×n, column-major) with `n` added to its diagonal.
pub fn make_spd(r: &mut [f64], n: usize) {
    for j in 0..n {
        for i in j + 1..n {
            let v = 0.5 * (r[at(n, i, j)] + r[at(n, j, i)]);
            r[at(n, i, j)] = v;
            r[at(n, j, i)] = v;
        }
        r[at(n, j, j)] += n as f64;
    }
}

/// Little-endian f64 values of a device read-back.
pub fn f64s(bytes: &[u8]) -> Vec<f64> {
    bytes
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Little-endian i32 values of a device read-back.
pub fn i32s(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// `max_i |v_i|` (infinite when a value is not finite).
pub fn max_abs(v: &[f64]) -> f64 {
    v.iter().fold(0.0, |m: f64, x| {
        if x.is_finite() {
            m.max(x.abs())
        } else {
            f64::INFINITY
        }
    })
}

/// `max|got - want| / max|want|` over the elements `keep` selects (infinite when a value is
/// not finite or the lengths differ).
fn normwise_where(got: &[f64], want: &[f64], keep: impl Fn(usize) -> bool) -> f64 {
    if got.len() != want.len() || got.is_empty() {
        return f64::INFINITY;
    }
    let (mut diff, mut scale) = (0f64, 0f64);
    for (i, (a, b)) in got.iter().zip(want).enumerate() {
        if !keep(i) {
            continue;
        }
        let e = (a - b).abs();
        if !e.is_finite() {
            return f64::INFINITY;
        }
        diff = diff.max(e);
        scale = scale.max(b.abs());
    }
    diff / if scale > 0.0 { scale } else { 1.0 }
}

/// Normwise difference of two outputs over every element.
pub fn normwise(got: &[f64], want: &[f64]) -> f64 {
    normwise_where(got, want, |_| true)
}

/// Normwise difference of the lower triangles (diagonal included) of two n×n column-major
/// matrices.
pub fn normwise_lower(n: usize, got: &[f64], want: &[f64]) -> f64 {
    normwise_where(got, want, |i| i % n >= i / n)
}

/// The number of positions where two pivot vectors differ.
pub fn pivots_differ(a: &[i32], b: &[i32]) -> usize {
    a.iter().zip(b).filter(|(x, y)| x != y).count() + a.len().abs_diff(b.len())
}

/// The bound of the factor comparison: `n·eps·max(1, growth)`, growth = `max|LU| / max|A|`.
pub fn lu_bound(n: usize, lu: &[f64], a: &[f64]) -> f64 {
    let ma = max_abs(a);
    let growth = if ma > 0.0 { max_abs(lu) / ma } else { 1.0 };
    n as f64 * f64::EPSILON * growth.max(1.0)
}

/// The scaled residual `||b - A·x||_inf / (||A||_inf·||x||_inf + ||b||_inf)` of the n×nrhs
/// solution `x` of `A·x = b` (A n×n, all column-major with leading dimension n), in compensated
/// f64 sums.
pub fn residual(n: usize, nrhs: usize, a: &[f64], x: &[f64], b: &[f64]) -> f64 {
    if a.len() < n * n || x.len() < n * nrhs || b.len() < n * nrhs {
        return f64::INFINITY;
    }
    let mut norm_a = 0f64;
    for i in 0..n {
        let mut s = KSum::default();
        for j in 0..n {
            s.add(a[at(n, i, j)].abs());
        }
        norm_a = norm_a.max(s.get());
    }
    let mut worst = 0f64;
    for c in 0..nrhs {
        let (xc, bc) = (&x[c * n..(c + 1) * n], &b[c * n..(c + 1) * n]);
        let mut r = vec![KSum::default(); n];
        for (i, ri) in r.iter_mut().enumerate() {
            ri.add(bc[i]);
        }
        for (j, &xj) in xc.iter().enumerate() {
            let col = &a[j * n..(j + 1) * n];
            for (ri, &aij) in r.iter_mut().zip(col) {
                ri.add(-aij * xj);
            }
        }
        let rn = r.iter().fold(0f64, |m, s| m.max(s.get().abs()));
        if !rn.is_finite() {
            return f64::INFINITY;
        }
        let den = norm_a * max_abs(xc) + max_abs(bc);
        worst = worst.max(rn / if den > 0.0 { den } else { 1.0 });
    }
    worst
}

/// The bound of the residual check: `n·eps`.
pub fn residual_bound(n: usize) -> f64 {
    n as f64 * f64::EPSILON
}

/// The LU factorization's backward error `max|P·A - L·U| / max(max|A|, max|LU|)` of one n×n
/// matrix (column-major, leading dimension n): `lu` holds L (unit lower, below the diagonal)
/// and U, `ipiv` the 1-based row interchanges (LAPACK's: row k swapped with row ipiv[k], in
/// order), in compensated f64 sums. Independent of A's condition: against `n·eps` it checks
/// oxblas's factors without a baseline whose factors may differ by `cond(A)·eps`.
pub fn lu_residual(n: usize, a: &[f64], lu: &[f64], ipiv: &[i32]) -> f64 {
    if a.len() < n * n || lu.len() < n * n || ipiv.len() < n {
        return f64::INFINITY;
    }
    // P·A: A's rows interchanged as getrf did.
    let mut pa = a[..n * n].to_vec();
    for (k, &p) in ipiv[..n].iter().enumerate() {
        let p = p as usize;
        if p < 1 || p > n {
            return f64::INFINITY;
        }
        if p - 1 != k {
            for j in 0..n {
                pa.swap(at(n, k, j), at(n, p - 1, j));
            }
        }
    }
    let mut worst = 0f64;
    for j in 0..n {
        for i in 0..n {
            // (L·U)_ij = sum over k <= min(i, j) of L_ik·U_kj, L_ii = 1.
            let mut s = KSum::default();
            for k in 0..=i.min(j) {
                let l = if k == i { 1.0 } else { lu[at(n, i, k)] };
                s.add(l * lu[at(n, k, j)]);
            }
            s.add(-pa[at(n, i, j)]);
            let e = s.get().abs();
            if !e.is_finite() {
                return f64::INFINITY;
            }
            worst = worst.max(e);
        }
    }
    let scale = max_abs(&a[..n * n]).max(max_abs(&lu[..n * n]));
    worst / if scale > 0.0 { scale } else { 1.0 }
}
