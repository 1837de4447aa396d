//! Host reference of the level-3 triangular family's helper kernels ([`TriBlockDesc`]): the
//! inversion and masked copy of diagonal blocks, the scaled copy, the substitution solve (also
//! for the GPU's counter-chained solve, `Chain`) and the pointer-array offsets. The routines (trsm, trtri, trmm) compose these with GEMM launches in
//! rust/level3/, on every backend, so the host runs the very sequence the GPU runs.
//!
//! As on the GPU: only the stored triangle of A is read (and not a unit diagonal); alpha = 0
//! in `Copy` writes zeros without reading the source; only the m×n block of an output (or the
//! triangle of each output block) is written.

use super::level2::access::{batch_base, decode_unit, decode_upper, scalar, Acc, Elem, Op};
use crate::launch::{DTypeCode, Side, TriBlockDesc, TriBlockOp};
use crate::status::{bail, Result, Status};
use num_complex::{Complex32, Complex64};

/// Element `(r, c)` of a column-major matrix at `base` with leading dimension `ld`.
#[inline]
fn at<T>(base: u64, ld: i64, r: i64, c: i64) -> *mut T {
    (base as *mut T).wrapping_offset((r + c * ld) as isize)
}

/// # Safety
/// `p` is a valid element.
#[inline]
unsafe fn get<T: Elem>(p: *mut T) -> T::Acc {
    // SAFETY: the caller's contract.
    unsafe { p.read_unaligned() }.widen()
}

/// # Safety
/// `p` is a valid, writable element.
#[inline]
unsafe fn put<T: Elem>(p: *mut T, v: T::Acc) {
    // SAFETY: the caller's contract.
    unsafe { p.write_unaligned(T::narrow(v)) }
}

/// Run one descriptor on the host.
///
/// # Safety
/// The descriptor's addresses are valid host memory for it (the `Backend` contract).
pub(crate) unsafe fn run_tri_block(d: &TriBlockDesc) -> Result<()> {
    // SAFETY: forwarded contract.
    unsafe {
        match d.dtype {
            DTypeCode::F32 => run_typed::<f32>(d),
            DTypeCode::F64 => run_typed::<f64>(d),
            DTypeCode::C32 => run_typed::<Complex32>(d),
            DTypeCode::C64 => run_typed::<Complex64>(d),
            t => bail!(
                Status::InvalidValue,
                "triangular level 3: element type code {}",
                t.repr
            ),
        }
    }
}

/// # Safety
/// As [`run_tri_block`].
unsafe fn run_typed<T: Elem>(d: &TriBlockDesc) -> Result<()> {
    if d.m < 0 || d.n < 0 || d.batch < 0 {
        bail!(Status::InvalidSize, "triangular level 3: negative size");
    }
    let upper = decode_upper(d.uplo)?;
    let unit = decode_unit(d.diag)?;
    let op = Op::decode(d.trans)?;
    let bytes = std::mem::size_of::<T>() as i64;
    for b in 0..d.batch {
        match d.op {
            TriBlockOp::Offsets => {
                // SAFETY: both arrays hold `batch` entries (the contract).
                unsafe {
                    let src = (d.a.at.addr as *const u64).add(b as usize).read_unaligned();
                    let dst = (d.b.at.addr as *mut u64).add(b as usize);
                    dst.write_unaligned(src.wrapping_add_signed(d.a_off * bytes));
                }
                continue;
            }
            TriBlockOp::Chain => {
                // The GPU kernel's counters must start at zero and are left at zero; the host
                // solves by substitution (with A: a caller's invA holds the inverses of the
                // same blocks).
                if d.work == 0 {
                    bail!(Status::InternalError, "trsm chain: no counters");
                }
                // SAFETY: the counters slot holds one u32 per batch entry (the contract).
                let ctr = unsafe { (d.work as *const u32).add(b as usize).read_unaligned() };
                if ctr != 0 {
                    bail!(
                        Status::InternalError,
                        "trsm chain: counter {b} is {ctr:#x}, not zero"
                    );
                }
            }
            TriBlockOp::Invert | TriBlockOp::Mask | TriBlockOp::Copy | TriBlockOp::Solve => {}
            o => bail!(
                Status::InvalidValue,
                "triangular level 3: op code {}",
                o.repr
            ),
        }
        // SAFETY: the operands hold every batch entry (the contract).
        let (a, out) = unsafe {
            (
                batch_base::<T>(&d.a.at, b)?.wrapping_add_signed(d.a_off * bytes),
                batch_base::<T>(&d.b.at, b)?.wrapping_add_signed(d.b_off * bytes),
            )
        };
        let (lda, ldb) = (d.a.ld, d.b.ld);
        match d.op {
            TriBlockOp::Invert | TriBlockOp::Mask => {
                if d.block < 1 || d.block > 128 {
                    bail!(Status::InvalidValue, "diagonal block order {}", d.block);
                }
                let blocks = (d.n + d.block - 1) / d.block;
                for j in 0..blocks {
                    let r = d.block.min(d.n - j * d.block);
                    let src = at::<T>(a, lda, j * d.block, j * d.block) as u64;
                    let dst = at::<T>(out, 0, j * d.out_step, 0) as u64;
                    // SAFETY: block j of A and of the output are valid (the contract).
                    unsafe {
                        if d.op == TriBlockOp::Invert {
                            invert::<T>(src, lda, dst, ldb, r, upper, unit, d.zero_other)
                        } else {
                            mask::<T>(src, lda, dst, ldb, r, upper, unit, d.zero_other)
                        }
                    }
                }
            }
            TriBlockOp::Copy => {
                // SAFETY: a device scalar is valid (the contract).
                let alpha = unsafe { scalar::<T>(&d.alpha) };
                for j in 0..d.n {
                    for i in 0..d.m {
                        let v = if alpha == T::Acc::ZERO {
                            T::Acc::ZERO
                        } else {
                            // SAFETY: inside the m×n source.
                            alpha * unsafe { get(at::<T>(a, lda, i, j)) }
                        };
                        // SAFETY: inside the m×n output.
                        unsafe { put(at::<T>(out, ldb, i, j), v) };
                    }
                }
            }
            _ => {
                // SAFETY: a device scalar is valid; A and B hold the sizes (the contract).
                unsafe {
                    let alpha = scalar::<T>(&d.alpha);
                    solve::<T>(d.side, upper, op, unit, d.m, d.n, alpha, a, lda, out, ldb)?
                }
            }
        }
    }
    Ok(())
}

/// The inverse of the r×r triangle at `a` into `x` (only the triangle written; the other one
/// zeroed when `zero_other`), column by column: `U x_j = e_j` by substitution.
///
/// # Safety
/// Both blocks are valid r×r matrices with their leading dimensions.
#[allow(clippy::too_many_arguments)]
unsafe fn invert<T: Elem>(
    a: u64,
    lda: i64,
    x: u64,
    ldx: i64,
    r: i64,
    upper: bool,
    unit: bool,
    zero_other: bool,
) {
    let diag = |i: i64| -> T::Acc {
        if unit {
            T::Acc::ONE
        } else {
            // SAFETY: inside the block.
            unsafe { get(at::<T>(a, lda, i, i)) }
        }
    };
    let mut col = vec![T::Acc::ZERO; r as usize];
    for j in 0..r {
        col.iter_mut().for_each(|v| *v = T::Acc::ZERO);
        if upper {
            // Rows j down to 0: x_i = (δ_ij - Σ_{i<l≤j} a_il x_l) / a_ii.
            for i in (0..=j).rev() {
                let mut s = if i == j { T::Acc::ONE } else { T::Acc::ZERO };
                for l in i + 1..=j {
                    // SAFETY: inside the block's upper triangle.
                    s = s - unsafe { get(at::<T>(a, lda, i, l)) } * col[l as usize];
                }
                col[i as usize] = s / diag(i);
            }
        } else {
            for i in j..r {
                let mut s = if i == j { T::Acc::ONE } else { T::Acc::ZERO };
                for l in j..i {
                    // SAFETY: inside the block's lower triangle.
                    s = s - unsafe { get(at::<T>(a, lda, i, l)) } * col[l as usize];
                }
                col[i as usize] = s / diag(i);
            }
        }
        for i in 0..r {
            let inside = if upper { i <= j } else { i >= j };
            if inside || zero_other {
                // SAFETY: inside the output block.
                unsafe { put(at::<T>(x, ldx, i, j), col[i as usize]) };
            }
        }
    }
}

/// The r×r triangle at `a` copied to `x`, ones on a unit diagonal.
///
/// # Safety
/// As [`invert`].
#[allow(clippy::too_many_arguments)]
unsafe fn mask<T: Elem>(
    a: u64,
    lda: i64,
    x: u64,
    ldx: i64,
    r: i64,
    upper: bool,
    unit: bool,
    zero_other: bool,
) {
    for j in 0..r {
        for i in 0..r {
            let inside = if upper { i <= j } else { i >= j };
            let v = if i == j && unit {
                T::Acc::ONE
            } else if inside {
                // SAFETY: inside the block's triangle.
                unsafe { get(at::<T>(a, lda, i, j)) }
            } else if zero_other {
                T::Acc::ZERO
            } else {
                continue;
            };
            // SAFETY: inside the output block.
            unsafe { put(at::<T>(x, ldx, i, j), v) };
        }
    }
}

/// `B = alpha·op(A)⁻¹·B` (left) or `B = alpha·B·op(A)⁻¹` (right) by substitution. Each
/// right-hand side `x` (a column of B on the left, a row on the right) solves `M x = alpha b`
/// with `M = op(A)` (left) or `op(A)ᵀ` (right): `M(p, q)` is `A(q, p)` when transposed, `A(p, q)`
/// otherwise, conjugated for `C`.
///
/// # Safety
/// A holds the k×k triangle and B the m×n block.
#[allow(clippy::too_many_arguments)]
unsafe fn solve<T: Elem>(
    side: Side,
    upper: bool,
    op: Op,
    unit: bool,
    m: i64,
    n: i64,
    alpha: T::Acc,
    a: u64,
    lda: i64,
    b: u64,
    ldb: i64,
) -> Result<()> {
    let left = match side {
        Side::Left => true,
        Side::Right => false,
        s => bail!(Status::InvalidValue, "side code {}", s.repr),
    };
    let (k, vecs) = if left { (m, n) } else { (n, m) };
    // The right side solves with op(A)ᵀ: transposed unless op is T; conjugated for C.
    let tr = if left { op != Op::N } else { op == Op::N };
    let lower_m = upper == tr;
    let ma = |p: i64, q: i64| -> T::Acc {
        let (r, c) = if tr { (q, p) } else { (p, q) };
        // SAFETY: (r, c) is in the stored triangle (callers ask only for those).
        op.apply(unsafe { get(at::<T>(a, lda, r, c)) })
    };
    let elem = |v: i64, p: i64| -> *mut T {
        if left {
            at::<T>(b, ldb, p, v)
        } else {
            at::<T>(b, ldb, v, p)
        }
    };
    let mut x = vec![T::Acc::ZERO; k as usize];
    for v in 0..vecs {
        if alpha == T::Acc::ZERO {
            for p in 0..k {
                // SAFETY: inside B.
                unsafe { put(elem(v, p), T::Acc::ZERO) };
            }
            continue;
        }
        for p in 0..k {
            // SAFETY: inside B.
            x[p as usize] = alpha * unsafe { get(elem(v, p)) };
        }
        let order: Box<dyn Iterator<Item = i64>> = if lower_m {
            Box::new(0..k)
        } else {
            Box::new((0..k).rev())
        };
        for p in order {
            let mut s = x[p as usize];
            let (lo, hi) = if lower_m { (0, p) } else { (p + 1, k) };
            for q in lo..hi {
                s = s - ma(p, q) * x[q as usize];
            }
            x[p as usize] = if unit { s } else { s / ma(p, p) };
        }
        for p in 0..k {
            // SAFETY: inside B.
            unsafe { put(elem(v, p), x[p as usize]) };
        }
    }
    Ok(())
}
