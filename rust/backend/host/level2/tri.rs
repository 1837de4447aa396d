//! The triangular family: `trmv`, `tbmv`, `tpmv` (`x = op(A) * x`) and `trsv`
//! (`x = op(A)^-1 * x`).

use super::access::{
    batch_base, check_inc, check_ld, check_sizes, decode_unit, decode_upper, dispatch_dtype, Acc,
    Elem, Matrix, Op, Vector,
};
use crate::launch::{TriDesc, TriOp};
use crate::status::{bail, Result, Status};

/// Host reference of one launch of the triangular family over `d.batch` batches.
///
/// Only the stored triangle (full storage), band (`k` super- or sub-diagonals, BLAS band
/// layout) or pack is read, and with a unit diagonal not the diagonal either.
///
/// Products: with `d.work`, x of batch `b` is first copied to the workspace elements
/// `b * n .. b * n + n` and the product computed from the copy (as the GPU does); without, it
/// is computed in place, rows in the order that reads only elements not yet overwritten.
/// `trsv` substitutes in place (forward for an effectively lower op(A), backward for upper),
/// each `x[i]` rounded to T when stored and read back from there by the later rows; its `d.work`,
/// when non-zero, holds the `batch` completion counters of a split solve, which must be zero
/// (`InternalError` otherwise) and are left untouched. With `d.inv` (`trsv_ex`) it solves by
/// blocks of 128 rows in substitution order: each block's right-hand side less the solved
/// blocks' contribution, times the caller's inverse of op(A)'s diagonal block (only the `uplo`
/// triangle of each 128×128 block of invA read, and not its diagonal when unit).
///
/// # Safety
/// The descriptor's addresses are valid host memory for the operands it describes: A (full
/// `n × n` with leading dimension `d.a.ld`, band `(k + 1) × n` with leading dimension `d.a.ld`,
/// or a pack of `n (n + 1) / 2` elements), x (with its increment), every batch (strided, or the
/// pointer arrays of `batch` entries), and `d.work` when non-zero (`n * batch` elements of T for
/// the products, `batch` `u32` for `trsv`), and `d.inv` when non-zero (`128 * n` elements of T
/// per batch, strided or a pointer array). x overlaps nothing else.
pub(crate) unsafe fn run_tri(d: &TriDesc) -> Result<()> {
    let upper = decode_upper(d.uplo)?;
    let op = Op::decode(d.trans)?;
    let unit = decode_unit(d.diag)?;
    let kind = match d.op {
        TriOp::Trmv => Kind::Full,
        TriOp::Tbmv => Kind::Band,
        TriOp::Tpmv => Kind::Packed,
        TriOp::Trsv => Kind::Solve,
        _ => bail!(
            Status::InvalidValue,
            "unknown triangular op code {}",
            d.op.repr
        ),
    };
    if d.inv.addr != 0 && kind != Kind::Solve {
        bail!(
            Status::InvalidValue,
            "inverted diagonal blocks given to a product"
        );
    }
    let shape = Shape {
        kind,
        upper,
        op,
        unit,
    };
    // SAFETY: forwarded contract.
    unsafe { dispatch_dtype!(d.dtype, tri(d, shape)) }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Full,
    Band,
    Packed,
    /// `trsv`: full storage, solve.
    Solve,
}

#[derive(Debug, Clone, Copy)]
struct Shape {
    kind: Kind,
    upper: bool,
    op: Op,
    unit: bool,
}

/// Where A's stored elements are.
enum Storage<T> {
    /// Full (`trmv`, `trsv`): `A[r, c]` at `r + c * lda`.
    Full(Matrix<T>),
    /// Band: `A[r, c]` at band row `k + r - c` (upper) or `r - c` (lower) of column `c`.
    Band(Matrix<T>, i64),
    /// Packed columns: upper `A[r, c]` at `r + c (c + 1) / 2`, lower at `r + (2n - c - 1) c / 2`.
    Packed(Vector<T>),
}

/// op(A) of one batch: only the stored triangle/band/pack is reachable.
struct Tri<T> {
    s: Storage<T>,
    n: i64,
    upper: bool,
    op: Op,
    unit: bool,
    /// Band width: `k` for a band, `n - 1` otherwise.
    width: i64,
}

impl<T: Elem> Tri<T> {
    /// Stored element `A[r, c]`, inside the triangle (and band).
    fn stored(&self, r: i64, c: i64) -> T::Acc {
        let inside = if self.upper { r <= c } else { r >= c };
        debug_assert!(
            inside && (r - c).abs() <= self.width,
            "({r}, {c}) is not stored"
        );
        match &self.s {
            Storage::Full(a) => a.get(r, c),
            Storage::Band(a, k) => {
                if self.upper {
                    a.get(k + r - c, c)
                } else {
                    a.get(r - c, c)
                }
            }
            Storage::Packed(ap) => {
                if self.upper {
                    ap.get(r + c * (c + 1) / 2)
                } else {
                    ap.get(r + (2 * self.n - c - 1) * c / 2)
                }
            }
        }
    }

    /// `op(A)[i, j]` for `j` in [`Tri::row`]`(i)`; the unit diagonal is not read.
    fn at(&self, i: i64, j: i64) -> T::Acc {
        if i == j && self.unit {
            return T::Acc::ONE;
        }
        let v = if self.op == Op::N {
            self.stored(i, j)
        } else {
            self.stored(j, i)
        };
        self.op.apply(v)
    }

    /// Whether op(A) is upper triangular.
    fn op_upper(&self) -> bool {
        self.upper == (self.op == Op::N)
    }

    /// The columns `j` of row `i` of op(A) inside its triangle and band.
    fn row(&self, i: i64) -> std::ops::RangeInclusive<i64> {
        if self.op_upper() {
            i..=(i + self.width).min(self.n - 1)
        } else {
            (i - self.width).max(0)..=i
        }
    }

    /// The row order of an in-place product or solve: ascending when op(A) is upper for a
    /// product (row i reads x[j >= i]), lower for a solve (row i reads the solved x[j < i]).
    fn order(&self, solve: bool) -> Box<dyn Iterator<Item = i64>> {
        if self.op_upper() != solve {
            Box::new(0..self.n)
        } else {
            Box::new((0..self.n).rev())
        }
    }
}

/// # Safety
/// As [`run_tri`], `T` being the descriptor's element type.
unsafe fn tri<T: Elem>(d: &TriDesc, sh: Shape) -> Result<()> {
    let n = d.n;
    check_sizes(&[("n", n), ("batch", d.batch)])?;
    if n == 0 || d.batch == 0 {
        return Ok(());
    }
    check_inc("x", d.x.inc)?;
    let width = match sh.kind {
        Kind::Full | Kind::Solve => {
            check_ld("lda", d.a.ld, n)?;
            n - 1
        }
        Kind::Band => {
            check_sizes(&[("k", d.k)])?;
            check_ld("lda", d.a.ld, d.k + 1)?;
            d.k.min(n - 1)
        }
        Kind::Packed => n - 1,
    };
    let solve = sh.kind == Kind::Solve;
    // The counters exist only for the split solve (blocks_per_batch > 1, the GPU kernels'
    // protocol, tri_common.h); a single-block solve ignores `work`, which then holds whatever
    // the workspace held (trsm's one-column path passes its counters slot either way).
    if solve && d.work != 0 && d.blocks_per_batch > 1 {
        for b in 0..d.batch {
            // SAFETY: with a split solve, `work` holds `batch` u32 counters (contract).
            let c = unsafe {
                (d.work as *const u32)
                    .wrapping_add(b as usize)
                    .read_unaligned()
            };
            if c != 0 {
                bail!(
                    Status::InternalError,
                    "trsv completion counter {b} is {c}, not 0"
                );
            }
        }
    }

    for b in 0..d.batch {
        // SAFETY: batch `b` of A is the storage the op names, of x `n` elements with inc x
        // (contract); the views reach nothing else.
        let (s, x) = unsafe {
            let a_base = batch_base::<T>(&d.a.at, b)?;
            let s: Storage<T> = match sh.kind {
                Kind::Full | Kind::Solve => Storage::Full(Matrix::new(a_base, n, n, d.a.ld)),
                Kind::Band => Storage::Band(Matrix::new(a_base, d.k + 1, n, d.a.ld), d.k),
                Kind::Packed => Storage::Packed(Vector::contiguous(a_base, n * (n + 1) / 2)),
            };
            (
                s,
                Vector::<T>::new(batch_base::<T>(&d.x.at, b)?, n, d.x.inc),
            )
        };
        let a = Tri {
            s,
            n,
            upper: sh.upper,
            op: sh.op,
            unit: sh.unit,
            width,
        };
        if solve && d.inv.addr != 0 {
            // SAFETY: batch `b` of invA holds `128 * n` elements (contract).
            let inv = unsafe { Vector::<T>::contiguous(batch_base::<T>(&d.inv, b)?, INV_NB * n) };
            solve_blocked(&a, &x, &inv);
            continue;
        }
        if solve {
            for i in a.order(true) {
                let mut t = T::Acc::ZERO;
                for j in a.row(i).filter(|&j| j != i) {
                    t += a.at(i, j) * x.get(j);
                }
                let r = x.get(i) - t;
                x.set(i, if sh.unit { r } else { r / a.at(i, i) });
            }
            continue;
        }
        // The source of the product: a workspace copy of x, or x itself (then the row order
        // makes every read see an element not yet overwritten).
        let src = if d.work != 0 {
            // SAFETY: `work` holds `n * batch` elements of T (contract); batch `b` at `b * n`.
            let w = unsafe {
                Vector::<T>::contiguous(
                    (d.work as *const T).wrapping_add((b * n) as usize) as u64,
                    n,
                )
            };
            for i in 0..n {
                w.set_raw(i, x.get_raw(i));
            }
            w
        } else {
            x
        };
        for i in a.order(false) {
            let mut t = T::Acc::ZERO;
            for j in a.row(i) {
                t += a.at(i, j) * src.get(j);
            }
            x.set(i, t);
        }
    }
    Ok(())
}

/// Order of invA's diagonal blocks (rocBLAS's trsv_ex block).
const INV_NB: i64 = 128;

/// `trsv_ex`: x := op(A)^-1 x by blocks of [`INV_NB`] rows, with `inv` the inverses of A's
/// diagonal blocks (block `j` at `INV_NB² j`, leading dimension `INV_NB`).
fn solve_blocked<T: Elem>(a: &Tri<T>, x: &Vector<T>, inv: &Vector<T>) {
    let n = a.n;
    let nb = (n + INV_NB - 1) / INV_NB;
    // Lower op(A): blocks top down, the solved x above; upper: bottom up, the solved x below.
    let blocks: Vec<i64> = if a.op_upper() {
        (0..nb).rev().collect()
    } else {
        (0..nb).collect()
    };
    let inv_at = |i: i64, j: i64| -> T::Acc {
        if i == j && a.unit {
            return T::Acc::ONE;
        }
        let (r, c) = if a.op == Op::N { (i, j) } else { (j, i) };
        a.op.apply(inv.get((r / INV_NB) * INV_NB * INV_NB + r % INV_NB + (c % INV_NB) * INV_NB))
    };
    for blk in blocks {
        let (s, e) = (blk * INV_NB, ((blk + 1) * INV_NB).min(n));
        let rhs: Vec<T::Acc> = (s..e)
            .map(|i| {
                let mut t = x.get(i);
                for j in a.row(i).filter(|j| !(s..e).contains(j)) {
                    t = t - a.at(i, j) * x.get(j);
                }
                t
            })
            .collect();
        for i in s..e {
            let mut t = T::Acc::ZERO;
            for j in a.row(i).filter(|j| (s..e).contains(j)) {
                t += inv_at(i, j) * rhs[(j - s) as usize];
            }
            x.set(i, t);
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
    use crate::launch::{Diag, MatrixDesc, Operand, Trans, Uplo, VectorDesc};

    /// Where stored `A[r, c]` lives, for op code `op` (0 full, 1 band, 2 packed, 3 solve).
    fn offset(op: u32, upper: bool, n: usize, k: usize, lda: usize, r: usize, c: usize) -> usize {
        match op {
            1 if upper => k + r - c + c * lda,
            1 => r - c + c * lda,
            2 if upper => r + c * (c + 1) / 2,
            2 => r + (2 * n - c - 1) * c / 2,
            _ => r + c * lda,
        }
    }

    /// `A z = b` by Gaussian elimination without pivoting (A diagonally dominant).
    fn dense_solve(a: &Dense, b: &[Complex64]) -> Vec<Complex64> {
        let n = b.len();
        let (mut a, mut b) = (a.clone(), b.to_vec());
        for p in 0..n {
            for i in p + 1..n {
                let f = a[i][p] / a[p][p];
                for j in p..n {
                    let t = a[p][j];
                    a[i][j] -= f * t;
                }
                let t = b[p];
                b[i] -= f * t;
            }
        }
        let mut z = vec![Complex64::new(0.0, 0.0); n];
        for i in (0..n).rev() {
            let s: Complex64 = (i + 1..n).map(|j| a[i][j] * z[j]).sum();
            z[i] = (b[i] - s) / a[i][i];
        }
        z
    }

    /// One case of the triangular family against the dense reference; returns 1.
    #[allow(clippy::too_many_arguments)]
    fn case<T: Elem>(
        rng: &mut Lcg,
        op: u32,
        uplo: u32,
        trans: u32,
        diag: u32,
        n: usize,
        k: usize,
        cfg: &Cfg,
        work: bool,
    ) -> usize {
        let what = format!(
            "{:?} op {op} uplo {uplo} trans {trans} diag {diag} n {n} k {k} {cfg:?} work {work}",
            T::DTYPE
        );
        let (batch, upper, unit) = (cfg.batch, uplo == 0, diag == 1);
        let width = if op == 1 { k } else { n.saturating_sub(1) };
        let stored = |r: usize, c: usize| {
            if upper {
                r <= c && c - r <= width
            } else {
                r >= c && r - c <= width
            }
        };
        let lda = match op {
            1 => k + 1 + cfg.pad,
            _ => n.max(1) + cfg.pad,
        };
        let span = if op == 2 { n * (n + 1) / 2 } else { lda * n };
        let at = |r: usize, c: usize| offset(op, upper, n, k, lda, r, c);

        // The stored triangle/band/pack; everything else stays NaN, the diagonal too when unit.
        // Off the diagonal small, on it at least 1: diagonally dominant.
        let mut a = Batch::<T>::new(cfg.layout, batch, span);
        let off_scale = 0.5 / (width as f64 + 1.0);
        for b in 0..batch {
            for cc in 0..n {
                for r in (0..n).filter(|&r| stored(r, cc)) {
                    let v = if r == cc {
                        if unit {
                            continue;
                        }
                        T::from_c64(Complex64::new(1.5 + 0.5 * rng.unit(), 0.5 * rng.unit()))
                    } else {
                        T::from_c64(c(rng.elem::<T>()) * off_scale)
                    };
                    a.set(b, at(r, cc), v);
                }
            }
        }
        let mut x = TestVec::<T>::new(cfg.layout, batch, n, cfg.incx, &mut |_, _| rng.elem());
        let (a0, x0) = (a.snapshot(), x.data.snapshot());
        let x_in: Vec<Vec<Complex64>> = (0..batch).map(|b| x.values(b)).collect();
        let x_raw: Vec<Vec<T>> = (0..batch)
            .map(|b| (0..n).map(|i| x.get(b, i)).collect())
            .collect();
        let mut ws = vec![nan::<T>(); n * batch + 4];
        let mut counters = vec![0u32; batch + 1];
        let work_addr = match (work, op) {
            (false, _) => 0,
            (true, 3) => counters.as_mut_ptr() as u64,
            (true, _) => ws.as_mut_ptr() as u64,
        };

        let d = TriDesc {
            dtype: dtype_code::<T>(),
            op: TriOp { repr: op },
            uplo: Uplo { repr: uplo },
            trans: Trans { repr: trans },
            diag: Diag { repr: diag },
            n: n as i64,
            // Read by the band only.
            k: if op == 1 { k as i64 } else { -3 },
            batch: batch as i64,
            a: MatrixDesc {
                at: a.operand(),
                ld: if op == 2 { 0 } else { lda as i64 },
            },
            x: x.desc(),
            work: work_addr,
            blocks_per_batch: if work && op == 3 { 4 } else { 1 },
            inv: Operand::one(0),
        };
        // SAFETY: every operand is a live buffer of the extent the descriptor gives.
        unsafe { run_tri(&d) }.unwrap_or_else(|e| panic!("{what}: {e}"));

        a.assert_unchanged_except(&a0, &|_, _| false, &what);
        x.assert_gaps_unchanged(&x0, &what);
        assert!(counters.iter().all(|&c| c == 0), "{what}: counters");
        let copied = work && op != 3 && n > 0;
        for (i, v) in ws.iter().enumerate() {
            let bits = |v: &T| c(*v).re.to_bits();
            if copied && i < n * batch {
                // The workspace holds the copy of x.
                assert_eq!(bits(v), bits(&x_raw[i / n][i % n]), "{what}: copy of x");
            } else {
                assert!(c(*v).re.is_nan(), "{what}: workspace element {i} written");
            }
        }
        for b in 0..batch {
            let dense: Dense = (0..n)
                .map(|r| {
                    (0..n)
                        .map(|cc| {
                            if r == cc && unit {
                                Complex64::new(1.0, 0.0)
                            } else if stored(r, cc) {
                                c(a.get(b, at(r, cc)))
                            } else {
                                Complex64::new(0.0, 0.0)
                            }
                        })
                        .collect()
                })
                .collect();
            let opa = op_of(&dense, n, n, trans);
            let got = x.values(b);
            let want = if op == 3 {
                dense_solve(&opa, &x_in[b])
            } else {
                matvec(&opa, &x_in[b]).0
            };
            let scale = matvec(
                &opa.iter()
                    .map(|row| row.iter().map(|v| Complex64::new(v.norm(), 0.0)).collect())
                    .collect(),
                &want
                    .iter()
                    .map(|v| Complex64::new(v.norm(), 0.0))
                    .collect::<Vec<_>>(),
            )
            .0;
            for i in 0..n {
                let s = scale[i].re + x_in[b][i].norm();
                assert_close(
                    got[i],
                    want[i],
                    s,
                    tol::<T>(),
                    &format!("{what}: x[{i}] of batch {b}"),
                );
            }
            if op == 3 {
                // The residual of the result itself.
                let (r, abs) = matvec(&opa, &got);
                for i in 0..n {
                    let s = abs[i] + x_in[b][i].norm();
                    assert_close(
                        r[i],
                        x_in[b][i],
                        s,
                        tol::<T>(),
                        &format!("{what}: residual {i}"),
                    );
                }
            }
        }
        1
    }

    /// Band widths tried with `tbmv` (the last one wider than every size).
    const KS: [usize; 4] = [0, 1, 3, 40];

    fn all_cases<T: Elem>(seed: u64, sizes: &[usize], cfgs: &[Cfg]) -> usize {
        let mut rng = Lcg::new(seed);
        let mut count = 0;
        for op in 0..4 {
            let ks: &[usize] = if op == 1 { &KS } else { &[0] };
            for uplo in 0..2 {
                for trans in 0..3 {
                    for diag in 0..2 {
                        for &n in sizes {
                            for &k in ks {
                                for cfg in cfgs {
                                    for work in [false, true] {
                                        count += case::<T>(
                                            &mut rng, op, uplo, trans, diag, n, k, cfg, work,
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        count
    }

    #[test]
    fn tri_f64_every_case() {
        let n = all_cases::<f64>(21, &SIZES, &CFGS);
        eprintln!("trmv/tbmv/tpmv/trsv f64: {n} cases");
    }

    #[test]
    fn tri_c64_every_case() {
        let n = all_cases::<Complex64>(22, &SIZES, &CFGS);
        eprintln!("trmv/tbmv/tpmv/trsv c64: {n} cases");
    }

    #[test]
    fn tri_f32_c32_some_cases() {
        let sizes = [0, 7, 33];
        let n = all_cases::<f32>(23, &sizes, &CFGS[1..3])
            + all_cases::<Complex32>(24, &sizes, &CFGS[1..3]);
        eprintln!("trmv/tbmv/tpmv/trsv f32/c32: {n} cases");
    }

    #[test]
    fn tri_refuses_bad_descriptors() {
        use crate::status::Status;
        let (mut x, mut a, mut counters) = ([1.0f64; 3], [1.0f64; 9], [0u32, 1]);
        let base = TriDesc {
            dtype: dtype_code::<f64>(),
            op: TriOp::Trmv,
            uplo: Uplo::Upper,
            trans: Trans::N,
            diag: Diag::NonUnit,
            n: 3,
            k: 0,
            batch: 1,
            a: MatrixDesc {
                at: Operand::one(a.as_mut_ptr() as u64),
                ld: 3,
            },
            x: VectorDesc {
                at: Operand::one(x.as_mut_ptr() as u64),
                inc: 1,
            },
            work: 0,
            blocks_per_batch: 1,
            inv: Operand::one(0),
        };
        let counters = counters.as_mut_ptr() as u64;
        // SAFETY: every call below gets buffers that outlive it and match its descriptor.
        unsafe {
            assert!(run_tri(&base).is_ok());
            let bad = |f: &dyn Fn(&mut TriDesc)| {
                let mut d = base;
                f(&mut d);
                status_of(run_tri(&d))
            };
            assert_eq!(bad(&|d| d.dtype.repr = 4), Status::InvalidValue);
            assert_eq!(bad(&|d| d.op.repr = 4), Status::InvalidValue);
            assert_eq!(bad(&|d| d.uplo.repr = 2), Status::InvalidValue);
            assert_eq!(bad(&|d| d.trans.repr = 3), Status::InvalidValue);
            assert_eq!(bad(&|d| d.diag.repr = 2), Status::InvalidValue);
            assert_eq!(bad(&|d| d.x.inc = 0), Status::InvalidValue);
            assert_eq!(bad(&|d| d.n = -1), Status::InvalidSize);
            assert_eq!(bad(&|d| d.a.ld = 2), Status::InvalidSize);
            assert_eq!(bad(&|d| d.x.at.addr = 0), Status::InvalidPointer);
            // Inverted diagonal blocks belong to the solve only.
            assert_eq!(
                bad(&|d| d.inv = Operand::one(d.a.at.addr)),
                Status::InvalidValue
            );
            assert_eq!(
                bad(&|d| {
                    d.op = TriOp::Tbmv;
                    d.k = -1;
                }),
                Status::InvalidSize
            );
            assert_eq!(
                bad(&|d| {
                    d.op = TriOp::Tbmv;
                    d.k = 3;
                }),
                Status::InvalidSize
            );
            // A split solve whose counter is not zero.
            assert_eq!(
                bad(&|d| {
                    d.op = TriOp::Trsv;
                    d.batch = 2;
                    d.a.at.stride = 0;
                    d.x.at.stride = 0;
                    d.work = counters;
                    d.blocks_per_batch = 2;
                }),
                Status::InternalError
            );
            let mut d = base;
            d.op = TriOp::Trsv;
            d.work = counters;
            d.blocks_per_batch = 2;
            assert!(run_tri(&d).is_ok());
            // A single-block solve uses no counter (tri_common.h): whatever the slot holds.
            let mut d = base;
            d.op = TriOp::Trsv;
            (d.batch, d.a.at.stride, d.x.at.stride) = (2, 0, 0);
            d.work = counters;
            assert!(run_tri(&d).is_ok());
        }
    }
}
