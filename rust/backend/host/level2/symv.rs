//! `symv` / `hemv`: `y = alpha * A * x + beta * y`, A symmetric or Hermitian, one triangle
//! stored.

use super::access::{
    batch_base, blocks_of, check_inc, check_ld, check_sizes, decode_upper, dispatch_dtype, scalar,
    Acc, Elem, Matrix, Vector,
};
use crate::launch::{SymvDesc, SymvKind};
use crate::status::{bail, Result, Status};

/// Columns per block of the partials path.
pub(crate) const SYMV_COL_BLOCK: i64 = 64;

/// Host reference of one `symv`/`hemv` launch over `d.batch` batches.
///
/// Only the `uplo` triangle of A is read. Symmetric: the mirror of `A[i, j]` is `A[i, j]`
/// (complex symmetric, no conjugation); Hermitian (complex types only): it is `conj(A[i, j])`
/// and only the real part of the diagonal is read. alpha/beta rules as [`super::run_gemv`].
///
/// Each stored element `A[i, j]` contributes `A[i, j] * x[j]` to `y[i]` and, off the
/// diagonal, `mirror * x[i]` to `y[j]`. The references visit the stored elements column by
/// column, which sums every `y[i]` over `j` in ascending order.
///
/// With `d.partials` (`col_blocks = ceil(n / 64)`): column block `c` (columns
/// `64c .. min(64c + 64, n)`) adds up the contributions of its stored elements, direct and
/// reflected, to every row it reaches, and writes them (type T, no alpha) to the workspace
/// element `(b * col_blocks + c) * n + i`. The rows block `c` reaches are `0 .. min(64c + 64, n)`
/// (upper) or `64c .. n` (lower); the others are neither written nor read. Then
/// `y[i] = alpha * sum over the blocks c that reach i (ascending) of partial + beta * y[i]`.
///
/// # Safety
/// The descriptor's addresses are valid host memory for the operands it describes: A (`n × n`,
/// leading dimension `d.a.ld`), x and y (with their increments), every batch (strided, or the
/// pointer arrays of `batch` entries), a scalar address when non-zero, and the workspace slot
/// of `col_blocks * n * batch` elements when `d.partials` is non-zero. y overlaps nothing else.
pub(crate) unsafe fn run_symv(d: &SymvDesc) -> Result<()> {
    let upper = decode_upper(d.uplo)?;
    let hermitian = match d.kind {
        SymvKind::Symmetric => false,
        SymvKind::Hermitian => true,
        _ => bail!(
            Status::InvalidValue,
            "unknown symv kind code {}",
            d.kind.repr
        ),
    };
    // SAFETY: forwarded contract.
    unsafe { dispatch_dtype!(d.dtype, symv(d, upper, hermitian)) }
}

/// # Safety
/// As [`run_symv`], `T` being the descriptor's element type.
unsafe fn symv<T: Elem>(d: &SymvDesc, upper: bool, hermitian: bool) -> Result<()> {
    if hermitian && !T::DTYPE.is_complex() {
        bail!(Status::InvalidValue, "hemv on a real type");
    }
    let n = d.n;
    check_sizes(&[("n", n), ("batch", d.batch)])?;
    if n == 0 || d.batch == 0 {
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
        check_ld("lda", d.a.ld, n)?;
    }
    let col_blocks = i64::from(d.col_blocks);
    if d.partials != 0 && col_blocks != blocks_of(n, SYMV_COL_BLOCK) {
        bail!(
            Status::InternalError,
            "symv col_blocks = {col_blocks}, n = {n} needs {}",
            blocks_of(n, SYMV_COL_BLOCK)
        );
    }

    for b in 0..d.batch {
        // SAFETY: batch `b` of y is `n` elements with inc y (contract).
        let y = unsafe { Vector::<T>::new(batch_base::<T>(&d.y.at, b)?, n, d.y.inc) };
        let finish = |i: i64, sum: T::Acc| y.update(i, alpha, sum, beta);
        if !reads_a {
            for i in 0..n {
                finish(i, T::Acc::ZERO);
            }
            continue;
        }
        // SAFETY: batch `b` of A is `n × n` with leading dimension lda, of x `n` elements with
        // inc x (contract).
        let (a, x) = unsafe {
            (
                Matrix::<T>::new(batch_base::<T>(&d.a.at, b)?, n, n, d.a.ld),
                Vector::<T>::new(batch_base::<T>(&d.x.at, b)?, n, d.x.inc),
            )
        };
        let sym = Stored {
            a,
            x,
            upper,
            hermitian,
        };
        let mut acc = vec![T::Acc::ZERO; n as usize];
        if d.partials == 0 {
            sym.add_columns(0, n, &mut acc);
            for (i, &s) in acc.iter().enumerate() {
                finish(i as i64, s);
            }
            continue;
        }
        // SAFETY: the slot holds `col_blocks * n * batch` elements (contract); this batch's
        // part starts `b * col_blocks * n` elements in.
        let ws = unsafe {
            Vector::<T>::contiguous(
                (d.partials as *const T).wrapping_add((b * col_blocks * n) as usize) as u64,
                col_blocks * n,
            )
        };
        let reach = |c: i64| {
            let (lo, hi) = (c * SYMV_COL_BLOCK, ((c + 1) * SYMV_COL_BLOCK).min(n));
            if upper {
                0..hi
            } else {
                lo..n
            }
        };
        for c in 0..col_blocks {
            acc.fill(T::Acc::ZERO);
            let (lo, hi) = (c * SYMV_COL_BLOCK, ((c + 1) * SYMV_COL_BLOCK).min(n));
            sym.add_columns(lo, hi, &mut acc);
            for i in reach(c) {
                ws.set(c * n + i, acc[i as usize]);
            }
        }
        for i in 0..n {
            let mut sum = T::Acc::ZERO;
            for c in 0..col_blocks {
                if reach(c).contains(&i) {
                    sum += ws.get(c * n + i);
                }
            }
            finish(i, sum);
        }
    }
    Ok(())
}

/// The stored triangle of one batch and its x.
struct Stored<T> {
    a: Matrix<T>,
    x: Vector<T>,
    upper: bool,
    hermitian: bool,
}

impl<T: Elem> Stored<T> {
    /// Add to `acc[i]` the contributions to `y[i]` (no alpha) of the stored elements of columns
    /// `lo..hi`. Within a column the rows go in ascending order, and the diagonal comes after the
    /// rows above it (upper) or before the rows below it (lower): so every `acc[i]` sums over
    /// `j` in ascending order when the columns are visited in order.
    fn add_columns(&self, lo: i64, hi: i64, acc: &mut [T::Acc]) {
        let n = acc.len() as i64;
        let mirror = |v: T::Acc| if self.hermitian { v.conj() } else { v };
        for j in lo..hi {
            let xj = self.x.get(j);
            let diag = if self.hermitian {
                self.a.get_re(j, j)
            } else {
                self.a.get(j, j)
            };
            let off = if self.upper { 0..j } else { j + 1..n };
            if !self.upper {
                acc[j as usize] += diag * xj;
            }
            for i in off {
                let v = self.a.get(i, j);
                acc[i as usize] += v * xj;
                acc[j as usize] += mirror(v) * self.x.get(i);
            }
            if self.upper {
                acc[j as usize] += diag * xj;
            }
        }
    }
}

#[cfg(test)]
// Dense references read best with indices.
#[allow(clippy::needless_range_loop)]
mod tests {
    use num_complex::{Complex32, Complex64};

    use super::*;
    use crate::backend::host::level2::testutil::*;
    use crate::launch::{MatrixDesc, Operand, Uplo, VectorDesc};

    /// One symv/hemv case against the dense reference; returns 1.
    fn case<T: Elem>(
        rng: &mut Lcg,
        kind: u32,
        uplo: u32,
        n: usize,
        cfg: &Cfg,
        (alpha, beta): (Complex64, Complex64),
        partials: bool,
    ) -> usize {
        let what = format!(
            "{:?} kind {kind} uplo {uplo} n {n} {cfg:?} alpha {alpha} beta {beta} partials {partials}",
            T::DTYPE
        );
        let (batch, herm, upper) = (cfg.batch, kind == 1, uplo == 0);
        let stored = |i: usize, j: usize| if upper { i <= j } else { i >= j };
        let lda = n.max(1) + cfg.pad;
        let mut sa = TestScalar::<T>::new(alpha, cfg.dev_scalars);
        let mut sb = TestScalar::<T>::new(beta, cfg.dev_scalars);
        let (av, bv) = (sa.value(), sb.value());
        let zero = Complex64::new(0.0, 0.0);
        let reads_a = av != zero;

        // Only the uplo triangle is set; the other one and the padding rows stay NaN, and so
        // does the imaginary part of a Hermitian diagonal.
        let mut a = Batch::<T>::new(cfg.layout, batch, lda * n);
        for b in 0..batch {
            for j in 0..n {
                for i in (0..n).filter(|&i| stored(i, j)) {
                    let v = if herm && i == j {
                        T::from_c64(Complex64::new(rng.unit(), f64::NAN))
                    } else {
                        rng.elem()
                    };
                    a.set(b, i + j * lda, v);
                }
            }
        }
        let mut x = TestVec::<T>::new(cfg.layout, batch, n, cfg.incx, &mut |_, _| rng.elem());
        let mut y = TestVec::<T>::new(cfg.layout, batch, n, cfg.incy, &mut |_, _| {
            if bv == zero {
                nan()
            } else {
                rng.elem()
            }
        });
        let (a0, x0, y0) = (a.snapshot(), x.data.snapshot(), y.data.snapshot());
        let y_in: Vec<Vec<Complex64>> = (0..batch).map(|b| y.values(b)).collect();
        let col_blocks = n.div_ceil(SYMV_COL_BLOCK as usize);
        let mut ws = vec![nan::<T>(); col_blocks * n * batch + 4];

        let d = SymvDesc {
            dtype: dtype_code::<T>(),
            kind: SymvKind { repr: kind },
            uplo: Uplo { repr: uplo },
            n: n as i64,
            batch: batch as i64,
            alpha: sa.desc(),
            beta: sb.desc(),
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
            col_blocks: if partials { col_blocks as u32 } else { 0 },
        };
        // SAFETY: every operand is a live buffer of the extent the descriptor gives.
        unsafe { run_symv(&d) }.unwrap_or_else(|e| panic!("{what}: {e}"));

        a.assert_unchanged_except(&a0, &|_, _| false, &what);
        x.data.assert_unchanged_except(&x0, &|_, _| false, &what);
        y.assert_gaps_unchanged(&y0, &what);
        let quick = n == 0 || batch == 0 || (av == zero && bv == Complex64::new(1.0, 0.0));
        if quick {
            y.data.assert_unchanged_except(&y0, &|_, _| false, &what);
        }
        let ws_reads = partials && !quick && reads_a;
        if !ws_reads {
            assert!(
                ws.iter().all(|v| c(*v).re.is_nan()),
                "{what}: workspace written"
            );
        }
        if quick {
            return 1;
        }
        for b in 0..batch {
            // The dense matrix, from the stored triangle only.
            let full: Dense = (0..n)
                .map(|i| {
                    (0..n)
                        .map(|j| {
                            if !reads_a {
                                zero
                            } else if i == j && herm {
                                Complex64::new(c(a.get(b, i + i * lda)).re, 0.0)
                            } else if stored(i, j) {
                                c(a.get(b, i + j * lda))
                            } else {
                                let v = c(a.get(b, j + i * lda));
                                if herm {
                                    v.conj()
                                } else {
                                    v
                                }
                            }
                        })
                        .collect()
                })
                .collect();
            let xv = if reads_a { x.values(b) } else { vec![zero; n] };
            let (ax, abs) = matvec(&full, &xv);
            for i in 0..n {
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
            if !ws_reads {
                continue;
            }
            // Block c's partial of row i: its stored elements' contributions, direct (column j
            // in block c) and reflected (column i in block c); unreached rows untouched.
            for cb in 0..col_blocks {
                let blk = cb * 64..((cb + 1) * 64).min(n);
                for i in 0..n {
                    let reached = if upper { i < blk.end } else { i >= blk.start };
                    let got = c(ws[(b * col_blocks + cb) * n + i]);
                    if !reached {
                        assert!(got.re.is_nan(), "{what}: partial of unreached row {i}");
                        continue;
                    }
                    let (mut want, mut scale) = (zero, 0.0);
                    for j in 0..n {
                        let direct = blk.contains(&j) && stored(i, j);
                        let reflected = blk.contains(&i) && j != i && stored(j, i);
                        if direct || reflected {
                            want += full[i][j] * xv[j];
                            scale += full[i][j].norm() * xv[j].norm();
                        }
                    }
                    assert_close(got, want, scale, tol::<T>(), &format!("{what}: partial"));
                }
            }
        }
        assert!(
            ws[ws.len() - 4..].iter().all(|v| c(*v).re.is_nan()),
            "{what}: past the workspace"
        );
        1
    }

    fn all_cases<T: Elem>(
        seed: u64,
        kinds: &[u32],
        sizes: &[usize],
        cfgs: &[Cfg],
        ab: &[(Complex64, Complex64)],
    ) -> usize {
        let mut rng = Lcg::new(seed);
        let mut count = 0;
        for &kind in kinds {
            for uplo in 0..2 {
                for &n in sizes {
                    for cfg in cfgs {
                        for &alpha_beta in ab {
                            for partials in [false, true] {
                                count +=
                                    case::<T>(&mut rng, kind, uplo, n, cfg, alpha_beta, partials);
                            }
                        }
                    }
                }
            }
        }
        count
    }

    /// The usual sizes, and some across the 64-column blocks of the partials.
    const SYMV_SIZES: [usize; 8] = [0, 1, 2, 7, 33, 64, 65, 130];

    #[test]
    fn symv_f64_every_case() {
        let n = all_cases::<f64>(11, &[0], &SYMV_SIZES, &CFGS, &ALPHA_BETA);
        eprintln!("symv f64: {n} cases");
    }

    #[test]
    fn symv_hemv_c64_every_case() {
        let n = all_cases::<Complex64>(12, &[0, 1], &SYMV_SIZES, &CFGS, &ALPHA_BETA);
        eprintln!("symv/hemv c64: {n} cases");
    }

    #[test]
    fn symv_hemv_f32_c32_some_cases() {
        let sizes = [0, 7, 65];
        let n = all_cases::<f32>(13, &[0], &sizes, &CFGS[..3], &ALPHA_BETA[..3])
            + all_cases::<Complex32>(14, &[0, 1], &sizes, &CFGS[..3], &ALPHA_BETA[..3]);
        eprintln!("symv/hemv f32/c32: {n} cases");
    }

    #[test]
    fn symv_refuses_bad_descriptors() {
        use crate::status::Status;
        let (mut x, mut y, mut a, mut ws) = ([1.0f64; 2], [0.0f64; 2], [1.0f64; 4], [0.0f64; 8]);
        let base = SymvDesc {
            dtype: dtype_code::<f64>(),
            kind: SymvKind::Symmetric,
            uplo: Uplo::Lower,
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
            col_blocks: 0,
        };
        let ws = ws.as_mut_ptr() as u64;
        // SAFETY: every call below gets buffers that outlive it and match its descriptor.
        unsafe {
            assert!(run_symv(&base).is_ok());
            let bad = |f: &dyn Fn(&mut SymvDesc)| {
                let mut d = base;
                f(&mut d);
                status_of(run_symv(&d))
            };
            assert_eq!(bad(&|d| d.dtype.repr = 7), Status::InvalidValue);
            assert_eq!(bad(&|d| d.uplo.repr = 2), Status::InvalidValue);
            assert_eq!(bad(&|d| d.kind.repr = 2), Status::InvalidValue);
            assert_eq!(bad(&|d| d.kind = SymvKind::Hermitian), Status::InvalidValue);
            assert_eq!(bad(&|d| d.x.inc = 0), Status::InvalidValue);
            assert_eq!(bad(&|d| d.y.inc = 0), Status::InvalidValue);
            assert_eq!(bad(&|d| d.n = -2), Status::InvalidSize);
            assert_eq!(bad(&|d| d.a.ld = 1), Status::InvalidSize);
            assert_eq!(bad(&|d| d.a.at.addr = 0), Status::InvalidPointer);
            assert_eq!(
                bad(&|d| {
                    d.partials = ws;
                    d.col_blocks = 2;
                }),
                Status::InternalError
            );
            let mut d = base;
            d.partials = ws;
            d.col_blocks = 1;
            assert!(run_symv(&d).is_ok());
        }
    }
}
