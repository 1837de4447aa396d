//! `gemv`: `y = alpha * op(A) * x + beta * y`.

use super::access::{
    batch_base, blocks_of, check_inc, check_ld, check_sizes, dispatch_dtype, scalar, Acc, Elem,
    Matrix, Op, Vector,
};
use crate::launch::GemvDesc;
use crate::status::{bail, Result, Status};

/// Rows per block of the skinny (transposed, partials) path.
pub(crate) const GEMV_ROW_BLOCK: i64 = 1024;

/// Host reference of one `gemv` launch over `d.batch` batches.
///
/// Quick returns as BLAS: nothing when `m`, `n` or `batch` is 0, or when alpha is 0 and beta 1.
/// beta 0: y is not read (a NaN there does not leak); alpha 0: A and x are not read.
/// With `d.partials` (transposed only) the skinny path of the GPU: for batch `b`, row block `r`
/// (1024 rows) and column `j`, the workspace element `(b * row_blocks + r) * n + j` (type T)
/// receives `sum over the block's rows i of op(A)[j, i] * x[i]` (no alpha), then
/// `y[j] = alpha * sum_r partial + beta * y[j]`.
///
/// # Safety
/// The descriptor's addresses are valid host memory for the operands it describes: A (`m × n`,
/// leading dimension `d.a.ld`), x and y (with their increments), every batch (strided, or the
/// pointer arrays of `batch` entries), a scalar address when non-zero, and the workspace slot
/// of `row_blocks * n * batch` elements when `d.partials` is non-zero. y overlaps nothing else.
pub(crate) unsafe fn run_gemv(d: &GemvDesc) -> Result<()> {
    let op = Op::decode(d.trans)?;
    // SAFETY: forwarded contract.
    unsafe { dispatch_dtype!(d.dtype, gemv(d, op)) }
}

/// # Safety
/// As [`run_gemv`], `T` being the descriptor's element type.
unsafe fn gemv<T: Elem>(d: &GemvDesc, op: Op) -> Result<()> {
    let (m, n) = (d.m, d.n);
    check_sizes(&[("m", m), ("n", n), ("batch", d.batch)])?;
    if m == 0 || n == 0 || d.batch == 0 {
        return Ok(());
    }
    // SAFETY: the scalars' addresses are valid when non-zero (contract).
    let (alpha, beta) = unsafe { (scalar::<T>(&d.alpha), scalar::<T>(&d.beta)) };
    if alpha == T::Acc::ZERO && beta == T::Acc::ONE {
        return Ok(());
    }
    check_inc("x", d.x.inc)?;
    check_inc("y", d.y.inc)?;
    let reads_a = alpha != T::Acc::ZERO;
    if reads_a {
        check_ld("lda", d.a.ld, m)?;
    }
    let (xlen, ylen) = if op == Op::N { (n, m) } else { (m, n) };
    let row_blocks = i64::from(d.row_blocks);
    if d.partials != 0 {
        if op == Op::N {
            bail!(Status::InternalError, "gemv partials with trans N");
        }
        if row_blocks != blocks_of(m, GEMV_ROW_BLOCK) {
            bail!(
                Status::InternalError,
                "gemv row_blocks = {row_blocks}, m = {m} needs {}",
                blocks_of(m, GEMV_ROW_BLOCK)
            );
        }
    }

    for b in 0..d.batch {
        // SAFETY: batch `b` of y exists and is `ylen` elements with inc y (contract).
        let y = unsafe { Vector::<T>::new(batch_base::<T>(&d.y.at, b)?, ylen, d.y.inc) };
        let finish = |i: i64, sum: T::Acc| y.update(i, alpha, sum, beta);
        if !reads_a {
            for i in 0..ylen {
                finish(i, T::Acc::ZERO);
            }
            continue;
        }
        // SAFETY: batch `b` of A is `m × n` with leading dimension lda, and of x `xlen`
        // elements with inc x (contract).
        let (a, x) = unsafe {
            (
                Matrix::<T>::new(batch_base::<T>(&d.a.at, b)?, m, n, d.a.ld),
                Vector::<T>::new(batch_base::<T>(&d.x.at, b)?, xlen, d.x.inc),
            )
        };
        if op == Op::N {
            // Column by column: each y[i] still sums over j in ascending order.
            let mut acc = vec![T::Acc::ZERO; m as usize];
            for j in 0..n {
                let xj = x.get(j);
                for (i, s) in acc.iter_mut().enumerate() {
                    *s += a.get(i as i64, j) * xj;
                }
            }
            for (i, &s) in acc.iter().enumerate() {
                finish(i as i64, s);
            }
        } else if d.partials == 0 {
            for j in 0..n {
                finish(j, column_dot(&a, &x, op, j, 0, m));
            }
        } else {
            // SAFETY: the slot holds `row_blocks * n * batch` elements (contract); this batch's
            // part starts `b * row_blocks * n` elements in.
            let ws = unsafe {
                Vector::<T>::contiguous(
                    (d.partials as *const T).wrapping_add((b * row_blocks * n) as usize) as u64,
                    row_blocks * n,
                )
            };
            for r in 0..row_blocks {
                let lo = r * GEMV_ROW_BLOCK;
                let hi = (lo + GEMV_ROW_BLOCK).min(m);
                for j in 0..n {
                    ws.set(r * n + j, column_dot(&a, &x, op, j, lo, hi));
                }
            }
            for j in 0..n {
                let mut sum = T::Acc::ZERO;
                for r in 0..row_blocks {
                    sum += ws.get(r * n + j);
                }
                finish(j, sum);
            }
        }
    }
    Ok(())
}

/// `sum over i in lo..hi of op(A[i, j]) * x[i]`.
fn column_dot<T: Elem>(a: &Matrix<T>, x: &Vector<T>, op: Op, j: i64, lo: i64, hi: i64) -> T::Acc {
    let mut s = T::Acc::ZERO;
    for i in lo..hi {
        s += op.apply(a.get(i, j)) * x.get(i);
    }
    s
}

#[cfg(test)]
// Dense references read best with indices.
#[allow(clippy::needless_range_loop)]
mod tests {
    use num_complex::{Complex32, Complex64};

    use super::*;
    use crate::backend::host::level2::testutil::*;
    use crate::launch::{MatrixDesc, Operand, Trans, VectorDesc};

    /// One gemv case against the dense reference; returns 1 (cases are counted).
    #[allow(clippy::too_many_arguments)]
    fn case<T: Elem>(
        rng: &mut Lcg,
        trans: u32,
        m: usize,
        n: usize,
        cfg: &Cfg,
        (alpha, beta): (Complex64, Complex64),
        partials: bool,
    ) -> usize {
        let what = format!(
            "{:?} trans {trans} m {m} n {n} {cfg:?} alpha {alpha} beta {beta} partials {partials}",
            T::DTYPE
        );
        let batch = cfg.batch;
        let (xlen, ylen) = if trans == 0 { (n, m) } else { (m, n) };
        let lda = m.max(1) + cfg.pad;
        let mut sa = TestScalar::<T>::new(alpha, cfg.dev_scalars);
        let mut sb = TestScalar::<T>::new(beta, cfg.dev_scalars);
        let (av, bv) = (sa.value(), sb.value());
        let zero = Complex64::new(0.0, 0.0);
        let reads_a = av != zero;

        // A: rows m..lda of every column stay NaN.
        let mut a = Batch::<T>::new(cfg.layout, batch, lda * n);
        for b in 0..batch {
            for j in 0..n {
                for i in 0..m {
                    a.set(b, i + j * lda, rng.elem());
                }
            }
        }
        let mut x = TestVec::<T>::new(cfg.layout, batch, xlen, cfg.incx, &mut |_, _| rng.elem());
        // beta 0: y must not be read.
        let mut y = TestVec::<T>::new(cfg.layout, batch, ylen, cfg.incy, &mut |_, _| {
            if bv == zero {
                nan()
            } else {
                rng.elem()
            }
        });
        let (a0, x0, y0) = (a.snapshot(), x.data.snapshot(), y.data.snapshot());
        let y_in: Vec<Vec<Complex64>> = (0..batch).map(|b| y.values(b)).collect();
        let row_blocks = m.div_ceil(GEMV_ROW_BLOCK as usize);
        let mut ws = vec![nan::<T>(); row_blocks * n * batch + 4];

        let d = GemvDesc {
            dtype: dtype_code::<T>(),
            trans: Trans { repr: trans },
            m: m as i64,
            n: n as i64,
            batch: batch as i64,
            alpha: sa.desc(),
            beta: sb.desc(),
            // alpha 0: A and x are not read at all, so they may be null.
            a: MatrixDesc {
                at: if reads_a {
                    a.operand()
                } else {
                    Operand::one(0)
                },
                ld: lda as i64,
            },
            x: if reads_a {
                x.desc()
            } else {
                VectorDesc {
                    at: Operand::one(0),
                    inc: cfg.incx,
                }
            },
            y: y.desc(),
            partials: if partials { ws.as_mut_ptr() as u64 } else { 0 },
            row_blocks: if partials { row_blocks as u32 } else { 0 },
        };
        // SAFETY: every operand is a live buffer of the extent the descriptor gives.
        unsafe { run_gemv(&d) }.unwrap_or_else(|e| panic!("{what}: {e}"));

        a.assert_unchanged_except(&a0, &|_, _| false, &what);
        x.data.assert_unchanged_except(&x0, &|_, _| false, &what);
        y.assert_gaps_unchanged(&y0, &what);
        assert!(
            ws[ws.len() - 4..].iter().all(|v| c(*v).re.is_nan()),
            "{what}: past the workspace"
        );
        let quick =
            m == 0 || n == 0 || batch == 0 || (av == zero && bv == Complex64::new(1.0, 0.0));
        if partials && !quick && reads_a {
            // The workspace holds the GPU's partials: block r's column sums, no alpha.
            for b in 0..batch {
                let xv = x.values(b);
                for r in 0..row_blocks {
                    for j in 0..n {
                        let (mut want, mut scale) = (zero, 0.0);
                        for i in r * 1024..((r + 1) * 1024).min(m) {
                            let v = c(a.get(b, i + j * lda));
                            let v = if trans == 2 { v.conj() } else { v };
                            want += v * xv[i];
                            scale += v.norm() * xv[i].norm();
                        }
                        let got = c(ws[(b * row_blocks + r) * n + j]);
                        assert_close(got, want, scale, tol::<T>(), &format!("{what}: partial"));
                    }
                }
            }
        }
        if quick {
            y.data.assert_unchanged_except(&y0, &|_, _| false, &what);
            return 1;
        }
        for b in 0..batch {
            let (ax, abs) = if reads_a {
                let dense: Dense = (0..m)
                    .map(|i| (0..n).map(|j| c(a.get(b, i + j * lda))).collect())
                    .collect();
                matvec(&op_of(&dense, m, n, trans), &x.values(b))
            } else {
                (vec![zero; ylen], vec![0.0; ylen])
            };
            for i in 0..ylen {
                let (mut want, mut scale) = (av * ax[i], av.norm() * abs[i]);
                if bv != zero {
                    want += bv * y_in[b][i];
                    scale += (bv * y_in[b][i]).norm();
                }
                let got = c(y.get(b, i));
                assert_close(
                    got,
                    want,
                    scale,
                    tol::<T>(),
                    &format!("{what}: y[{i}] of batch {b}"),
                );
            }
        }
        1
    }

    fn all_cases<T: Elem>(
        seed: u64,
        sizes: &[usize],
        cfgs: &[Cfg],
        ab: &[(Complex64, Complex64)],
    ) -> usize {
        let mut rng = Lcg::new(seed);
        let mut count = 0;
        for trans in 0..3 {
            for &m in sizes {
                for &n in sizes {
                    for cfg in cfgs {
                        for &alpha_beta in ab {
                            count += case::<T>(&mut rng, trans, m, n, cfg, alpha_beta, false);
                            if trans != 0 {
                                count += case::<T>(&mut rng, trans, m, n, cfg, alpha_beta, true);
                            }
                        }
                    }
                }
            }
        }
        count
    }

    #[test]
    fn gemv_f64_every_case() {
        let n = all_cases::<f64>(1, &SIZES, &CFGS, &ALPHA_BETA);
        eprintln!("gemv f64: {n} cases");
    }

    #[test]
    fn gemv_c64_every_case() {
        let n = all_cases::<Complex64>(2, &SIZES, &CFGS, &ALPHA_BETA);
        eprintln!("gemv c64: {n} cases");
    }

    #[test]
    fn gemv_f32_c32_some_cases() {
        let sizes = [0, 2, 33];
        let n = all_cases::<f32>(3, &sizes, &CFGS[..3], &ALPHA_BETA[..3])
            + all_cases::<Complex32>(4, &sizes, &CFGS[..3], &ALPHA_BETA[..3]);
        eprintln!("gemv f32/c32: {n} cases");
    }

    /// The skinny path over several row blocks of 1024, and the direct path on the same shapes.
    #[test]
    fn gemv_skinny_several_row_blocks() {
        let mut rng = Lcg::new(5);
        let mut count = 0;
        for &m in &[1023, 1024, 1025, 2100] {
            for &n in &[1, 3] {
                for trans in 1..3 {
                    for cfg in &CFGS[1..3] {
                        for partials in [false, true] {
                            let ab = ALPHA_BETA[0];
                            count += case::<f64>(&mut rng, trans, m, n, cfg, ab, partials);
                            count += case::<Complex64>(&mut rng, trans, m, n, cfg, ab, partials);
                            count += case::<f32>(&mut rng, trans, m, n, cfg, ab, partials);
                            count += case::<Complex32>(&mut rng, trans, m, n, cfg, ab, partials);
                        }
                    }
                }
            }
        }
        eprintln!("gemv skinny: {count} cases");
    }

    fn desc(x: &mut [f64], y: &mut [f64], a: &mut [f64]) -> GemvDesc {
        GemvDesc {
            dtype: dtype_code::<f64>(),
            trans: Trans::T,
            m: 2,
            n: 2,
            batch: 1,
            alpha: crate::launch::Scalar::value(1.0, 0.0),
            beta: crate::launch::Scalar::value(0.0, 0.0),
            a: MatrixDesc {
                at: Operand::one(a.as_mut_ptr() as u64),
                ld: 2,
            },
            x: VectorDesc {
                at: Operand::one(x.as_mut_ptr() as u64),
                inc: 1,
            },
            y: VectorDesc {
                at: Operand::one(y.as_mut_ptr() as u64),
                inc: 1,
            },
            partials: 0,
            row_blocks: 0,
        }
    }

    #[test]
    fn gemv_refuses_bad_descriptors() {
        use crate::status::Status;
        let (mut x, mut y, mut a, mut ws) = ([1.0; 2], [0.0; 2], [1.0; 4], [0.0; 8]);
        let base = desc(&mut x, &mut y, &mut a);
        // SAFETY: every call below gets buffers that outlive it and match its descriptor.
        unsafe {
            assert!(run_gemv(&base).is_ok());
            let bad = |f: &dyn Fn(&mut GemvDesc)| {
                let mut d = base;
                f(&mut d);
                status_of(run_gemv(&d))
            };
            assert_eq!(bad(&|d| d.dtype.repr = 4), Status::InvalidValue);
            assert_eq!(bad(&|d| d.trans.repr = 3), Status::InvalidValue);
            assert_eq!(bad(&|d| d.x.inc = 0), Status::InvalidValue);
            assert_eq!(bad(&|d| d.y.inc = 0), Status::InvalidValue);
            assert_eq!(bad(&|d| d.m = -1), Status::InvalidSize);
            assert_eq!(bad(&|d| d.batch = -1), Status::InvalidSize);
            assert_eq!(bad(&|d| d.a.ld = 1), Status::InvalidSize);
            assert_eq!(bad(&|d| d.y.at.addr = 0), Status::InvalidPointer);
            let ws = ws.as_mut_ptr() as u64;
            assert_eq!(
                bad(&|d| {
                    d.trans = Trans::N;
                    d.partials = ws;
                    d.row_blocks = 1;
                }),
                Status::InternalError
            );
            assert_eq!(
                bad(&|d| {
                    d.partials = ws;
                    d.row_blocks = 2;
                }),
                Status::InternalError
            );
            // Sizes and codes are checked before the quick returns; nothing else is.
            let mut d = base;
            d.m = 0;
            d.x.inc = 0;
            assert!(run_gemv(&d).is_ok());
        }
    }
}
