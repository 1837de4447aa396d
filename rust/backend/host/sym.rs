//! Host reference of the symmetric/Hermitian level-3 steps ([`SymDesc`]): the diagonal blocks
//! of the rank-k family (or the whole triangle), the expansion of a symmetric/Hermitian A for
//! symm/hemm, the workspace-free symm/hemm, and the scalars gemm launches read in device pointer
//! mode. The off-diagonal blocks are gemm launches (the host gemm, `gemm.rs`), enqueued by the
//! front end (`rust/level3/syrk.rs`, `symm.rs`) exactly as on the GPU.
//!
//! Sums are accumulated in `Complex64` (every element type widened once, the result rounded to
//! the element type once), on operands packed row by row so the inner loops are contiguous.
//! Contract, as on the GPU: beta = 0 never reads C; alpha = 0 or k = 0 reads neither A nor B;
//! only the triangle the descriptor names is written; Hermitian results get a zero imaginary
//! part on the diagonal; a Hermitian A's diagonal imaginary parts are not read; nothing to add
//! (alpha = 0 or k = 0) with beta = 1 writes nothing, whatever the pointer mode.

use num_complex::{Complex32, Complex64};

use super::stored::{matrix, matrix_mut};
use crate::launch::{DTypeCode, Scalar as ScalarDesc, SymDesc, SymOp, Trans, Uplo};
use crate::status::{bail, Result, Status};
use crate::types::Scalar;

const ZERO: Complex64 = Complex64::new(0.0, 0.0);

/// Run one descriptor on the host.
///
/// # Safety
/// The descriptor's addresses are valid host memory for it (the `Backend` contract).
pub(crate) unsafe fn run(d: &SymDesc) -> Result<()> {
    // SAFETY: forwarded contract.
    unsafe {
        match d.dtype {
            DTypeCode::F32 => run_typed::<f32>(d),
            DTypeCode::F64 => run_typed::<f64>(d),
            DTypeCode::C32 => run_typed::<Complex32>(d),
            DTypeCode::C64 => run_typed::<Complex64>(d),
            t => bail!(
                Status::InvalidValue,
                "symmetric level 3: element type code {}",
                t.repr
            ),
        }
    }
}

/// A scalar as the GPU sees it: a host value rounded to the element type, or one element (of
/// the real type when `real`) read from memory.
///
/// # Safety
/// A device scalar points to one valid element.
unsafe fn scalar<T: Scalar>(s: &ScalarDesc, real: bool) -> Complex64 {
    if s.addr == 0 {
        T::from_c64(Complex64::new(s.re, s.im)).to_c64()
    } else if real {
        // SAFETY: the caller's contract.
        unsafe { (s.addr as *const T::Real).read() }.to_c64()
    } else {
        // SAFETY: the caller's contract.
        unsafe { (s.addr as *const T).read() }.to_c64()
    }
}

/// op(X) (`rows`×k) packed row by row: `out[i·k + l] = op(X)(i, l)`.
fn pack_op<T: Scalar>(
    x: &[T],
    ld: usize,
    t: Trans,
    rows: usize,
    k: usize,
    out: &mut Vec<Complex64>,
) {
    out.clear();
    out.resize(rows * k, ZERO);
    for l in 0..k {
        for i in 0..rows {
            out[i * k + l] = match t {
                Trans::N => x[i + l * ld].to_c64(),
                Trans::T => x[l + i * ld].to_c64(),
                _ => x[l + i * ld].to_c64().conj(),
            };
        }
    }
}

/// The full symmetric (Hermitian) matrix of order `n` that the `uplo` triangle of `a` stores,
/// row by row: `out[i·n + j] = S(i, j)`.
fn expand<T: Scalar>(
    a: &[T],
    lda: usize,
    n: usize,
    uplo: Uplo,
    herm: bool,
    out: &mut Vec<Complex64>,
) {
    out.clear();
    out.resize(n * n, ZERO);
    for j in 0..n {
        for i in 0..n {
            let stored = if uplo == Uplo::Lower { i >= j } else { i <= j };
            let v = if i == j {
                let v = a[i + j * lda].to_c64();
                if herm {
                    Complex64::new(v.re, 0.0)
                } else {
                    v
                }
            } else if stored {
                a[i + j * lda].to_c64()
            } else {
                let v = a[j + i * lda].to_c64();
                if herm {
                    v.conj()
                } else {
                    v
                }
            };
            out[i * n + j] = v;
        }
    }
}

/// Rows of the `uplo` triangle of column `j` inside its `nb` diagonal block (order `n`).
fn tri_rows(uplo: Uplo, n: usize, nb: usize, j: usize) -> std::ops::Range<usize> {
    let blk0 = j / nb * nb;
    if uplo == Uplo::Lower {
        j..n.min(blk0 + nb)
    } else {
        blk0..j + 1
    }
}

/// # Safety
/// As [`run`].
unsafe fn run_typed<T: Scalar>(d: &SymDesc) -> Result<()> {
    let op_ok = matches!(
        d.op,
        SymOp::RankK | SymOp::Expand | SymOp::Symm | SymOp::Scalars
    );
    let uplo_ok = matches!(d.uplo, Uplo::Upper | Uplo::Lower);
    if !op_ok || !uplo_ok || !d.trans.is_known() {
        bail!(
            Status::InvalidValue,
            "symmetric level 3: codes op {}, uplo {}, trans {}",
            d.op.repr,
            d.uplo.repr,
            d.trans.repr
        );
    }
    if d.n < 0 || d.k < 0 || d.batch < 0 || (d.op == SymOp::RankK && d.nb < 1) {
        bail!(
            Status::InvalidSize,
            "symmetric level 3: n = {}, k = {}, nb = {}, batch = {}",
            d.n,
            d.k,
            d.nb,
            d.batch
        );
    }
    // SAFETY: the forwarded contract, per step.
    unsafe {
        match d.op {
            SymOp::Scalars => {
                let alpha = scalar::<T>(&d.alpha, d.real_alpha);
                let beta = scalar::<T>(&d.beta, d.real_beta);
                let out = std::slice::from_raw_parts_mut(d.work as *mut T, 3);
                out[0] = T::from_c64(alpha);
                out[1] = T::from_c64(alpha.conj());
                out[2] = T::from_c64(beta);
                Ok(())
            }
            SymOp::RankK => rank_k::<T>(d),
            SymOp::Expand => {
                let n = d.n as usize;
                let (r0, c0) = (d.row0.max(0) as usize, d.col0.max(0) as usize);
                let (rows, cols) = (d.rows.max(0) as usize, d.cols.max(0) as usize);
                if r0 + rows > n || c0 + cols > n || r0 % 32 != 0 || c0 % 32 != 0 {
                    bail!(
                        Status::InvalidSize,
                        "expand: rows {r0}+{rows}, columns {c0}+{cols} of order {n} (32-aligned)"
                    );
                }
                let mut s = Vec::new();
                for b in 0..d.batch as usize {
                    let a = matrix::<T>(&d.a, b, n, n);
                    expand(a, d.a.ld as usize, n, d.uplo, d.hermitian, &mut s);
                    let w = matrix_mut::<T>(&d.c, b, rows, cols);
                    let ldw = d.c.ld as usize;
                    for j in 0..cols {
                        for i in 0..rows {
                            w[i + j * ldw] = T::from_c64(s[(r0 + i) * n + c0 + j]);
                        }
                    }
                }
                Ok(())
            }
            SymOp::Symm => symm::<T>(d),
            _ => unreachable!("checked above"),
        }
    }
}

/// # Safety
/// As [`run`].
unsafe fn rank_k<T: Scalar>(d: &SymDesc) -> Result<()> {
    let (n, k, nb) = (d.n as usize, d.k as usize, d.nb as usize);
    if n == 0 || d.batch == 0 {
        return Ok(());
    }
    // SAFETY: device scalars point to one element (the contract).
    let (alpha, beta) = unsafe {
        (
            scalar::<T>(&d.alpha, d.real_alpha),
            scalar::<T>(&d.beta, d.real_beta),
        )
    };
    let alpha2 = if d.hermitian { alpha.conj() } else { alpha };
    let beta0 = beta == ZERO;
    let products = d.work == 0 && k > 0 && alpha != ZERO;
    if (k == 0 || alpha == ZERO) && beta == Complex64::new(1.0, 0.0) {
        // Nothing to add and nothing to scale: C is not written (not even a Hermitian
        // diagonal), as the front end's quick return does for host scalars.
        return Ok(());
    }
    let (ar, ac) = if d.trans == Trans::N { (n, k) } else { (k, n) };
    let nblk = n.div_ceil(nb);
    let (mut pa, mut pb) = (Vec::new(), Vec::new());
    for b in 0..d.batch as usize {
        if products {
            // SAFETY: A (and B) of batch b hold op(·) n×k as stored (the contract).
            unsafe {
                pack_op(
                    matrix::<T>(&d.a, b, ar, ac),
                    d.a.ld as usize,
                    d.trans,
                    n,
                    k,
                    &mut pa,
                );
                if d.b.at.addr != 0 {
                    pack_op(
                        matrix::<T>(&d.b, b, ar, ac),
                        d.b.ld as usize,
                        d.trans,
                        n,
                        k,
                        &mut pb,
                    );
                } else {
                    pb.clone_from(&pa);
                }
            }
        }
        // SAFETY: C of batch b holds n×n with its ld, and nothing else refers to it.
        let c = unsafe { matrix_mut::<T>(&d.c, b, n, n) };
        let ldc = d.c.ld as usize;
        for j in 0..n {
            let blk0 = j / nb * nb;
            for i in tri_rows(d.uplo, n, nb, j) {
                let mut v = ZERO;
                if d.work != 0 {
                    let at = (b * nblk + j / nb) * nb * nb + (i - blk0) + (j - blk0) * nb;
                    // SAFETY: the workspace holds every diagonal block of every batch (the
                    // descriptor's layout).
                    v = unsafe { (d.work as *const T).add(at).read() }.to_c64();
                } else if products {
                    let (ri, rj) = (&pa[i * k..(i + 1) * k], &pb[j * k..(j + 1) * k]);
                    let mut s = ZERO;
                    for (x, y) in ri.iter().zip(rj) {
                        s += x * if d.hermitian { y.conj() } else { *y };
                    }
                    v = alpha * s;
                    if d.two {
                        let (ri, rj) = (&pb[i * k..(i + 1) * k], &pa[j * k..(j + 1) * k]);
                        let mut s = ZERO;
                        for (x, y) in ri.iter().zip(rj) {
                            s += x * if d.hermitian { y.conj() } else { *y };
                        }
                        v += alpha2 * s;
                    }
                }
                let p = i + j * ldc;
                if !beta0 {
                    v += beta * c[p].to_c64();
                }
                if d.hermitian && i == j {
                    v.im = 0.0;
                }
                c[p] = T::from_c64(v);
            }
        }
    }
    Ok(())
}

/// # Safety
/// As [`run`].
unsafe fn symm<T: Scalar>(d: &SymDesc) -> Result<()> {
    let (m, n) = (d.n as usize, d.k as usize);
    if m == 0 || n == 0 || d.batch == 0 {
        return Ok(());
    }
    // SAFETY: device scalars point to one element (the contract).
    let (alpha, beta) = unsafe { (scalar::<T>(&d.alpha, false), scalar::<T>(&d.beta, false)) };
    let beta0 = beta == ZERO;
    let products = alpha != ZERO;
    let ka = if d.side_right { n } else { m };
    let (mut s, mut bt) = (Vec::new(), Vec::new());
    for b in 0..d.batch as usize {
        if products {
            // SAFETY: A of batch b holds its ka×ka triangle, B its m×n (the contract).
            unsafe {
                expand(
                    matrix::<T>(&d.a, b, ka, ka),
                    d.a.ld as usize,
                    ka,
                    d.uplo,
                    d.hermitian,
                    &mut s,
                );
                // B row by row (left: B(l, j) as bt[j·m + l], column-contiguous).
                pack_op(
                    matrix::<T>(&d.b, b, m, n),
                    d.b.ld as usize,
                    Trans::T,
                    n,
                    m,
                    &mut bt,
                );
            }
        }
        // SAFETY: C of batch b holds m×n with its ld, and nothing else refers to it.
        let c = unsafe { matrix_mut::<T>(&d.c, b, m, n) };
        let ldc = d.c.ld as usize;
        for j in 0..n {
            for i in 0..m {
                let mut v = ZERO;
                if products {
                    let mut acc = ZERO;
                    if d.side_right {
                        // (B·S)(i, j) = Σ_l B(i, l)·S(l, j); S symmetric as stored: S(l, j)
                        // read as row j of the expansion's transpose.
                        for l in 0..n {
                            acc += bt[l * m + i] * s[l * n + j];
                        }
                    } else {
                        let (row, col) = (&s[i * m..(i + 1) * m], &bt[j * m..(j + 1) * m]);
                        for (x, y) in row.iter().zip(col) {
                            acc += x * y;
                        }
                    }
                    v = alpha * acc;
                }
                let p = i + j * ldc;
                if !beta0 {
                    v += beta * c[p].to_c64();
                }
                c[p] = T::from_c64(v);
            }
        }
    }
    Ok(())
}
