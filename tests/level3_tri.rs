//! The level-3 triangular family (trsm, trsm_ex) on every backend present, checked against
//! computations written here: the solve's residual `op(A)·X - alpha·B` (left) or
//! `X·op(A) - alpha·B` (right) within a k·eps bound, on diagonally dominant random triangles;
//! every side × uplo × trans × diag; odd sizes across the 128-block edges and every algorithm
//! (trsv, substitution, blocked); leading dimensions above the rows; plain, strided and
//! pointer-array batches; host and device alpha, alpha = 0 and 1. The triangle not referenced
//! (and a unit diagonal) is NaN, so reading it shows; B's padding rows and the gaps between
//! strided batches are NaN and checked bit for bit. The size query equals the bytes borrowed;
//! one byte less than the optimal plan takes the fallback (`perf_degraded`) or fails
//! (`memory_error`) as rocBLAS's ladder says. GPU results are compared with the host backend's.

#![allow(clippy::too_many_arguments, clippy::needless_range_loop)]

#[path = "common/mod.rs"]
mod common;

use common::capi::{default_handle, download, release, upload};
use common::{bits, devices, eps, nan, Batch, Mode, Rng};
use oxblas::level3::{Matrices, MatricesMut, ScalarArg};
use oxblas::{
    Complex32, Complex64, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut, Diag,
    Handle, Scalar, Side, Status, Transpose, Uplo,
};

const TRANS: [Transpose; 3] = [Transpose::N, Transpose::T, Transpose::C];
const SIDES: [Side; 2] = [Side::Left, Side::Right];
const UPLOS: [Uplo; 2] = [Uplo::Upper, Uplo::Lower];
const DIAGS: [Diag; 2] = [Diag::NonUnit, Diag::Unit];

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

/// The `cnt` entries of `a`, `stride` elements apart, as a pointer array.
fn entry_pointers<'a, T: Scalar>(
    dev: &Device,
    a: &'a DeviceBuffer<T>,
    stride: usize,
    cnt: usize,
) -> DevicePointerArray<'a, T> {
    let sl = a.as_slice();
    let views: Vec<_> = (0..cnt)
        .map(|b| sl.range(b * stride, stride).unwrap())
        .collect();
    DevicePointerArray::new(dev.backend(), &views).unwrap()
}

/// One device buffer for each of the `cnt` host entries of `x`, `stride` elements apart.
fn entry_buffers<T: Scalar>(
    dev: &Device,
    x: &[T],
    stride: usize,
    cnt: usize,
) -> Vec<DeviceBuffer<T>> {
    (0..cnt)
        .map(|b| dev.upload(&x[b * stride..(b + 1) * stride]).unwrap())
        .collect()
}

impl Mode {
    /// Host for even `i`, device for odd: the cases alternate pointer modes.
    fn alternate(i: usize) -> Mode {
        if i % 2 == 0 {
            Mode::Host
        } else {
            Mode::Device
        }
    }
}

/// One trsm problem: A (triangle diagonally dominant, the rest NaN), B, with padding and gaps.
struct Tri<T: Scalar> {
    side: Side,
    uplo: Uplo,
    trans: Transpose,
    diag: Diag,
    m: usize,
    n: usize,
    k: usize,
    lda: usize,
    ldb: usize,
    sa: usize,
    sb: usize,
    batch: Batch,
    a: Vec<T>,
    b0: Vec<T>,
    alpha: T,
}

impl<T: Scalar> Tri<T> {
    fn new(
        rng: &mut Rng,
        (side, uplo, trans, diag): (Side, Uplo, Transpose, Diag),
        (m, n): (usize, usize),
        batch: Batch,
        alpha: T,
    ) -> Self {
        let k = if side == Side::Left { m } else { n };
        let (lda, ldb) = (k + 2, m + 3);
        let (sa, sb) = (lda * k + 5, ldb * n + 7);
        let nb = batch.count().max(1);
        let mut a = vec![nan::<T>(); sa * nb];
        let mut b0 = vec![nan::<T>(); sb * nb];
        for bi in 0..nb {
            for j in 0..k {
                for i in 0..k {
                    let inside = if uplo == Uplo::Upper { i <= j } else { i >= j };
                    if !inside || (i == j && diag == Diag::Unit) {
                        continue;
                    }
                    let v: T = rng.value();
                    let v = if i == j {
                        // |a_ii| in [2, 3]: the solve is well conditioned.
                        let z = c(v);
                        T::from_c64(z / z.norm().max(1e-3) * (2.0 + rng.unit()))
                    } else {
                        T::from_c64(c(v) / (k as f64).sqrt())
                    };
                    a[bi * sa + i + j * lda] = v;
                }
            }
            for j in 0..n {
                for i in 0..m {
                    b0[bi * sb + i + j * ldb] = rng.value();
                }
            }
        }
        Tri {
            side,
            uplo,
            trans,
            diag,
            m,
            n,
            k,
            lda,
            ldb,
            sa,
            sb,
            batch,
            a,
            b0,
            alpha,
        }
    }

    /// The case's name in failure messages.
    fn label(&self, dev: &Device, mode: Mode) -> String {
        let (combo, shape) = (
            (self.side, self.uplo, self.trans, self.diag),
            (self.m, self.n),
        );
        format!(
            "{}trsm {combo:?} {shape:?} {:?} {mode:?} on {:?}",
            T::DTYPE.prefix(),
            self.batch,
            dev.kind()
        )
    }

    /// op(A)(i, l) from the stored triangle (zero outside, one on a unit diagonal).
    fn op_a(&self, bi: usize, i: usize, l: usize) -> Complex64 {
        let (r, cc) = if self.trans == Transpose::N {
            (i, l)
        } else {
            (l, i)
        };
        let inside = if self.uplo == Uplo::Upper {
            r <= cc
        } else {
            r >= cc
        };
        if r == cc && self.diag == Diag::Unit {
            return Complex64::new(1.0, 0.0);
        }
        if !inside {
            return Complex64::new(0.0, 0.0);
        }
        let v = c(self.a[bi * self.sa + r + cc * self.lda]);
        if self.trans == Transpose::C {
            v.conj()
        } else {
            v
        }
    }

    /// For every (i, j) of the m×n result, the sum `s` of the terms `op(A)(i,l)·Y(l,j)` (left)
    /// or `Y(i,l)·op(A)(l,j)` (right) over l, in the order of l, and `mag`, the sum of their
    /// magnitudes, for batch entry `bi`. op(A) and Y are made dense first and the loops run
    /// down columns: element by element through `op_a` the checks took nine tenths of the
    /// suite's time.
    fn terms(
        &self,
        bi: usize,
        y: impl Fn(usize, usize) -> Complex64,
    ) -> (Vec<Complex64>, Vec<f64>) {
        let (m, n, k) = (self.m, self.n, self.k);
        let oa: Vec<Complex64> = (0..k * k).map(|e| self.op_a(bi, e % k, e / k)).collect();
        let na: Vec<f64> = oa.iter().map(|z| z.norm()).collect();
        let yd: Vec<Complex64> = (0..m * n).map(|e| y(e % m, e / m)).collect();
        let ny: Vec<f64> = yd.iter().map(|z| z.norm()).collect();
        let mut s = vec![Complex64::new(0.0, 0.0); m * n];
        let mut mag = vec![0.0; m * n];
        for j in 0..n {
            let (sj, mj) = (&mut s[j * m..(j + 1) * m], &mut mag[j * m..(j + 1) * m]);
            for l in 0..k {
                if self.side == Side::Left {
                    let (yv, yn) = (yd[l + j * m], ny[l + j * m]);
                    let (col, ncol) = (&oa[l * k..l * k + m], &na[l * k..l * k + m]);
                    for i in 0..m {
                        sj[i] += col[i] * yv;
                        mj[i] += ncol[i] * yn;
                    }
                } else {
                    let (av, an) = (oa[l + j * k], na[l + j * k]);
                    let (col, ncol) = (&yd[l * m..(l + 1) * m], &ny[l * m..(l + 1) * m]);
                    for i in 0..m {
                        sj[i] += col[i] * av;
                        mj[i] += ncol[i] * an;
                    }
                }
            }
        }
        (s, mag)
    }

    /// Check the solution X (all of B's storage) by its residual; padding and gaps untouched.
    fn check(&self, got: &[T], what: &str) {
        let nb = self.batch.count();
        let tol = 16.0 * (self.k as f64 + 4.0) * eps(T::DTYPE);
        let alpha = c(self.alpha);
        for bi in 0..nb {
            let x = |i: usize, j: usize| c(got[bi * self.sb + i + j * self.ldb]);
            let (sums, mags) = if alpha.norm() == 0.0 {
                (Vec::new(), Vec::new())
            } else {
                self.terms(bi, x)
            };
            for j in 0..self.n {
                for i in 0..self.m {
                    if alpha.norm() == 0.0 {
                        // X = 0 exactly (A is not read: it may be all NaN).
                        assert_eq!(x(i, j).norm(), 0.0, "{what}: batch {bi} ({i},{j})");
                        continue;
                    }
                    let (s, mag) = (sums[i + j * self.m], mags[i + j * self.m]);
                    let rhs = alpha * c(self.b0[bi * self.sb + i + j * self.ldb]);
                    let r = (s - rhs).norm();
                    let bound = tol * (mag + rhs.norm()).max(1e-30);
                    assert!(
                        r <= bound && s.re.is_finite() && s.im.is_finite(),
                        "{what}: batch {bi} ({i},{j}): residual {r:e} > {bound:e}"
                    );
                }
            }
        }
        for bi in 0..nb.max(1) {
            for idx in 0..self.sb {
                let (i, j) = (idx % self.ldb, idx / self.ldb);
                if bi < nb && i < self.m && j < self.n {
                    continue;
                }
                let p = bi * self.sb + idx;
                assert_eq!(
                    bits(got[p]),
                    bits(self.b0[p]),
                    "{what}: wrote outside B at {p}"
                );
            }
        }
    }

    /// trmm's result: `alpha·op(A)·B` (left) or `alpha·B·op(A)` (right), checked within a
    /// k·eps bound of the magnitudes; padding and gaps untouched.
    fn check_product(&self, got: &[T], what: &str) {
        let nb = self.batch.count();
        let tol = 8.0 * (self.k as f64 + 2.0) * eps(T::DTYPE);
        let alpha = c(self.alpha);
        for bi in 0..nb {
            let b = |i: usize, j: usize| c(self.b0[bi * self.sb + i + j * self.ldb]);
            let (sums, mags) = if alpha.norm() != 0.0 {
                self.terms(bi, b)
            } else {
                let mn = self.m * self.n;
                (vec![Complex64::new(0.0, 0.0); mn], vec![0.0; mn])
            };
            for j in 0..self.n {
                for i in 0..self.m {
                    let (s, mag) = (sums[i + j * self.m], mags[i + j * self.m]);
                    let want = alpha * s;
                    let g = c(got[bi * self.sb + i + j * self.ldb]);
                    let bound = tol * alpha.norm() * mag + 1e-300;
                    assert!(
                        (g - want).norm() <= bound && g.re.is_finite() && g.im.is_finite(),
                        "{what}: batch {bi} ({i},{j}): {g} vs {want} (bound {bound:e})"
                    );
                }
            }
        }
        for bi in 0..nb.max(1) {
            for idx in 0..self.sb {
                let (i, j) = (idx % self.ldb, idx / self.ldb);
                if bi < nb && i < self.m && j < self.n {
                    continue;
                }
                let p = bi * self.sb + idx;
                assert_eq!(
                    bits(got[p]),
                    bits(self.b0[p]),
                    "{what}: wrote outside B at {p}"
                );
            }
        }
    }

    /// Run trsm (or trsm_ex with `inv`) on `h`; B's storage after the call.
    fn run(
        &self,
        dev: &Device,
        h: &mut Handle,
        mode: Mode,
        inv: Option<(&DeviceBuffer<T>, usize)>,
    ) -> oxblas::Result<Vec<T>> {
        self.run_op(dev, h, mode, inv, false)
    }

    /// As [`Tri::run`]: trmm in place when `mult`.
    fn run_op(
        &self,
        dev: &Device,
        h: &mut Handle,
        mode: Mode,
        inv: Option<(&DeviceBuffer<T>, usize)>,
        mult: bool,
    ) -> oxblas::Result<Vec<T>> {
        let da = dev.upload(&self.a)?;
        let mut db = dev.upload(&self.b0)?;
        let scal = dev.upload(&[self.alpha])?;
        let alpha: ScalarArg<'_, T> = match mode {
            Mode::Host => self.alpha.into(),
            Mode::Device => ScalarArg::Device(scal.as_slice()),
        };
        let (s, u, t, d, m, n) = (self.side, self.uplo, self.trans, self.diag, self.m, self.n);
        let (lda, ldb) = (self.lda, self.ldb);
        let inv_m = inv.map(|(b, _)| Matrices::One(b.as_slice()));
        let inv_size = inv.map_or(0, |(_, s)| s);
        let go = |h: &mut Handle, a: Matrices<'_, T>, b: MatricesMut<'_, '_, T>| {
            if mult {
                h.trmm(s, u, t, d, m, n, alpha, a, lda, b, ldb)
            } else if inv.is_some() {
                h.trsm_ex(s, u, t, d, m, n, alpha, a, lda, b, ldb, inv_m, inv_size)
            } else {
                h.trsm(s, u, t, d, m, n, alpha, a, lda, b, ldb)
            }
        };
        match self.batch {
            Batch::Plain => go(
                h,
                Matrices::One(da.as_slice()),
                MatricesMut::One(&mut db.as_mut_slice()),
            )?,
            Batch::Strided(cnt) => go(
                h,
                Matrices::Strided {
                    a: da.as_slice(),
                    stride: self.sa,
                    count: cnt,
                },
                MatricesMut::Strided {
                    c: &mut db.as_mut_slice(),
                    stride: self.sb,
                    count: cnt,
                },
            )?,
            Batch::Pointers(cnt) => {
                let pa = entry_pointers(dev, &da, self.sa, cnt);
                let mut bs = entry_buffers(dev, &self.b0, self.sb, cnt);
                let views: Vec<_> = bs.iter_mut().map(|b| b.as_mut_slice()).collect();
                let mut pb = DevicePointerArrayMut::new(dev.backend(), views)?;
                let r = go(h, Matrices::Pointers(&pa), MatricesMut::Pointers(&mut pb));
                drop(pb);
                r?;
                let mut all = self.b0.clone();
                for (b, buf) in bs.iter().enumerate() {
                    all[b * self.sb..(b + 1) * self.sb].copy_from_slice(&buf.to_vec()?);
                }
                return Ok(all);
            }
        }
        db.to_vec()
    }
}

fn combos() -> Vec<(Side, Uplo, Transpose, Diag)> {
    let mut v = Vec::new();
    for s in SIDES {
        for u in UPLOS {
            for t in TRANS {
                for d in DIAGS {
                    v.push((s, u, t, d));
                }
            }
        }
    }
    v
}

/// Run `p` on a new handle of `dev` (a panic naming `what` on an error), check the solution,
/// and return it with the handle.
fn solve_checked<T: Scalar>(p: &Tri<T>, dev: &Device, mode: Mode, what: &str) -> (Vec<T>, Handle) {
    let mut h = Handle::with_device(dev).unwrap();
    let got = p
        .run(dev, &mut h, mode, None)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    p.check(&got, what);
    (got, h)
}

/// A GPU solution against the host backend's: within 64·(k + 4)·eps elementwise, or the same
/// bits (NaN and the untouched padding).
fn assert_matches_host<T: Scalar>(got: &[T], host: &[T], k: usize, what: &str) {
    let tol = 64.0 * (k as f64 + 4.0) * eps(T::DTYPE);
    for (x, (g, w)) in got.iter().zip(host).enumerate() {
        let (gc, wc) = (c(*g), c(*w));
        assert!(
            (gc - wc).norm() <= tol * wc.norm().max(1.0) || bits(*g) == bits(*w),
            "{what}: element {x}: {gc} vs host {wc}"
        );
    }
}

/// Every combination on shapes that take each algorithm, every batch form, both pointer modes.
fn trsm_all<T: Scalar>(dev: &Device, host_results: &mut Vec<Vec<T>>, compare: bool) {
    let mut rng = Rng::new(0x7253 ^ T::DTYPE.size() as u64);
    // (m, n): trsv (left, n = 1), substitution (small), blocked (odd, across 128-block edges).
    let shapes = [
        (37, 1),
        (9, 13),
        (70, 50),
        (200, 130),
        (131, 257),
        (300, 40),
    ];
    let batches = [Batch::Plain, Batch::Strided(2), Batch::Pointers(2)];
    let mut idx = 0;
    for (ci, combo) in combos().into_iter().enumerate() {
        for (si, &shape) in shapes.iter().enumerate() {
            // Not every batch form for every pair: rotate them (all appear for every shape).
            let batch = batches[(ci + si) % batches.len()];
            let mode = Mode::alternate(ci + si);
            let alpha: T = rng.value();
            let p = Tri::new(&mut rng, combo, shape, batch, alpha);
            let what = p.label(dev, mode);
            let (got, _) = solve_checked(&p, dev, mode, &what);
            if compare {
                assert_matches_host(&got, &host_results[idx], p.k, &what);
            } else {
                host_results.push(got);
            }
            idx += 1;
        }
    }
}

#[test]
fn trsm_every_combination_and_algorithm() {
    fn run_type<T: Scalar>() {
        let mut host = Vec::new();
        for (i, dev) in devices().iter().enumerate() {
            trsm_all::<T>(dev, &mut host, i > 0);
        }
    }
    run_type::<f64>();
    run_type::<f32>();
    run_type::<Complex32>();
    run_type::<Complex64>();
}

/// Few right-hand sides (at most 16; f32, f64, c32): the counter-chained kernel. Every
/// combination, orders across its 64-row blocks (a partial block first on the backward
/// solves), right-hand sides 1 to 16 on both sides, every batch form, both pointer modes, twice
/// on one handle (its counters must be left at zero); the size query equals the borrow (the
/// blocked path's plan) and one byte less is `memory_error`, as before; the GPU against the host
/// backend. With a GPU, also more 64-row blocks than the H200 has multiprocessors (the later
/// blocks start once earlier ones finish).
#[test]
fn trsm_few_right_hand_sides_chain() {
    fn run_type<T: Scalar>() {
        let mut host: Vec<Vec<T>> = Vec::new();
        let devs = devices();
        let ks = [65, 200, 333, 130];
        let rhs = [16, 3, 1, 9, 5];
        let batches = [Batch::Plain, Batch::Strided(3), Batch::Pointers(2)];
        for (di, dev) in devs.iter().enumerate() {
            let mut rng = Rng::new(0xc4a1 ^ T::DTYPE.size() as u64);
            for (ci, combo) in combos().into_iter().enumerate() {
                let (k, r) = (ks[ci % ks.len()], rhs[ci % rhs.len()]);
                let r = if combo.0 == Side::Left && r == 1 {
                    2
                } else {
                    r
                }; // n = 1 is trsv
                let shape = if combo.0 == Side::Left {
                    (k, r)
                } else {
                    (r, k)
                };
                let batch = batches[ci % batches.len()];
                let mode = Mode::alternate(ci);
                let alpha: T = rng.value();
                let p = Tri::new(&mut rng, combo, shape, batch, alpha);
                let what = p.label(dev, mode);
                let mut q = Handle::with_device(dev).unwrap();
                q.start_device_memory_size_query().unwrap();
                let _ = p.run(dev, &mut q, mode, None);
                let need = q.stop_device_memory_size_query().unwrap();
                let bc = batch.count();
                let elem = T::DTYPE.size();
                // rocBLAS's [max(X, C), Xarr, invA, Aarr]: X = m·n and invA = 128·k elements per
                // entry, C = 64·64 per whole 128-block (at least 4096 for a partial one); each
                // slot in 64-byte granules.
                let g = |b: usize| b.div_ceil(64) * 64;
                let c_el = if k % 128 == 0 {
                    k / 128 * 4096
                } else {
                    (k / 128 * 4096).max(4096)
                };
                let x_el = (shape.0 * shape.1 * bc).max(c_el);
                let arrays = if matches!(batch, Batch::Pointers(_)) {
                    2 * g(8 * bc)
                } else {
                    0
                };
                assert_eq!(
                    need,
                    g(x_el * elem) + g(128 * k * bc * elem) + arrays,
                    "{what}: rocBLAS's plan"
                );
                let (got, mut h) = solve_checked(&p, dev, mode, &what);
                assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
                let again = p.run(dev, &mut h, mode, None).unwrap();
                assert_eq!(h.last_status(), Status::Success, "{what}");
                p.check(&again, &format!("{what} (again)"));
                if ci % 6 == 0 {
                    let mut short = Handle::with_device(dev).unwrap();
                    let buf = dev.alloc::<u8>(need - 1).unwrap();
                    assert!(short.set_workspace(buf).is_ok(), "{what}: set_workspace");
                    let e = p.run(dev, &mut short, mode, None).unwrap_err();
                    assert_eq!(e.status(), Status::MemoryError, "{what}: one byte short");
                }
                if di == 0 {
                    host.push(got);
                } else {
                    assert_matches_host(&got, &host[ci], p.k, &what);
                }
            }
            if di > 0 {
                // 133 and 141 blocks of 64 rows: more than one wave of the H200's 132 SMs.
                let combo = (Side::Left, Uplo::Upper, Transpose::T, Diag::NonUnit);
                let alpha: T = rng.value();
                let p = Tri::<T>::new(&mut rng, combo, (8500, 2), Batch::Plain, alpha);
                let what = p.label(dev, Mode::Host);
                let (got, _) = solve_checked(&p, dev, Mode::Host, &what);
                let mut hh = Handle::with_device(&devs[0]).unwrap();
                let want = p.run(&devs[0], &mut hh, Mode::Host, None).unwrap();
                assert_matches_host(&got, &want, p.k, &what);
                let combo = (Side::Right, Uplo::Lower, Transpose::C, Diag::Unit);
                let alpha: T = rng.value();
                let p = Tri::<T>::new(&mut rng, combo, (3, 8449), Batch::Strided(2), alpha);
                let what = p.label(dev, Mode::Device);
                let (got, _) = solve_checked(&p, dev, Mode::Device, &what);
                let mut hh = Handle::with_device(&devs[0]).unwrap();
                let want = p.run(&devs[0], &mut hh, Mode::Device, None).unwrap();
                assert_matches_host(&got, &want, p.k, &what);
            }
        }
    }
    run_type::<f64>();
    run_type::<f32>();
    run_type::<Complex32>();
}

/// Batches of small orders (1 to 128, across the GPU kernel's 32/64/128 classes and its
/// groups of right-hand sides), every combination, both sides: the residual, the untouched
/// padding and gaps, and the GPU against the host backend.
#[test]
fn trsm_small_orders_batched() {
    fn run_type<T: Scalar>() {
        let mut host: Vec<Vec<T>> = Vec::new();
        // (m, n): with batches of 16 or more every one of these is a substitution (k <= 128).
        let shapes = [
            (1, 5),
            (31, 33),
            (33, 17),
            (64, 64),
            (65, 9),
            (100, 3),
            (128, 128),
            (7, 100),
        ];
        for (di, dev) in devices().iter().enumerate() {
            let mut rng = Rng::new(0x5a11 ^ T::DTYPE.size() as u64);
            let mut idx = 0;
            for (ci, combo) in combos().into_iter().enumerate() {
                for (si, &shape) in shapes.iter().enumerate() {
                    if (ci + si) % 3 != 0 && shape.0.max(shape.1) > 64 {
                        continue; // the large shapes for a third of the combinations
                    }
                    let batch = if (ci + si) % 2 == 0 {
                        Batch::Strided(17)
                    } else {
                        Batch::Pointers(16)
                    };
                    let mode = Mode::alternate(ci);
                    let alpha: T = rng.value();
                    let p = Tri::new(&mut rng, combo, shape, batch, alpha);
                    let what = p.label(dev, mode);
                    let (got, h) = solve_checked(&p, dev, mode, &what);
                    let borrowed = h.stats().high_water;
                    assert_eq!(borrowed, 0, "{what}: substitution borrows nothing");
                    if di == 0 {
                        host.push(got);
                    } else {
                        assert_matches_host(&got, &host[idx], p.k, &what);
                    }
                    idx += 1;
                }
            }
        }
    }
    run_type::<f64>();
    run_type::<f32>();
    run_type::<Complex32>();
    run_type::<Complex64>();
}

/// alpha = 0 (host: B zeroed, A never read even when it is all NaN) and alpha = 1; device
/// alpha = 0 on the blocked path.
#[test]
fn trsm_alpha_special_values() {
    let mut rng = Rng::new(0xa1fa);
    for dev in devices() {
        for (alpha, mode) in [(0.0, Mode::Host), (0.0, Mode::Device), (1.0, Mode::Host)] {
            for shape in [(200, 150), (20, 7), (50, 1)] {
                let combo = (Side::Left, Uplo::Lower, Transpose::N, Diag::NonUnit);
                let mut p = Tri::<f64>::new(&mut rng, combo, shape, Batch::Strided(2), alpha);
                if alpha == 0.0 && mode == Mode::Host {
                    p.a.iter_mut().for_each(|v| *v = f64::NAN);
                }
                let mut h = Handle::with_device(&dev).unwrap();
                let got = p.run(&dev, &mut h, mode, None).unwrap();
                let what = format!("alpha {alpha} {mode:?} {shape:?}");
                if alpha == 0.0 {
                    for bi in 0..2 {
                        for j in 0..shape.1 {
                            for i in 0..shape.0 {
                                assert_eq!(got[bi * p.sb + i + j * p.ldb], 0.0, "{what}");
                            }
                        }
                    }
                }
                p.check(&got, &what);
            }
        }
    }
}

/// Batch 0 and empty shapes: quick return, nothing touched; batch 1 and many.
#[test]
fn trsm_batch_counts() {
    let mut rng = Rng::new(0xba7c);
    for dev in devices() {
        for batch in [
            Batch::Strided(0),
            Batch::Strided(1),
            Batch::Strided(5),
            Batch::Pointers(1),
            Batch::Pointers(0),
        ] {
            for shape in [(0, 4), (4, 0), (96, 160)] {
                let combo = (Side::Right, Uplo::Upper, Transpose::T, Diag::Unit);
                let alpha: f32 = rng.value();
                let p = Tri::<f32>::new(&mut rng, combo, shape, batch, alpha);
                let mut h = Handle::with_device(&dev).unwrap();
                let got = p.run(&dev, &mut h, Mode::Host, None).unwrap();
                p.check(&got, &format!("{batch:?} {shape:?}"));
                if batch.count() == 0 || shape.0 == 0 || shape.1 == 0 {
                    assert_eq!(h.stats().high_water, 0, "quick return borrows nothing");
                }
            }
        }
    }
}

/// The size query equals the bytes borrowed, and rocBLAS's ladder: a special shape (k % 128 ==
/// 0) one byte short runs the chunked solve (`perf_degraded`, same result); other shapes one
/// byte short fail with `memory_error` and leave B alone.
#[test]
fn trsm_workspace_ladder() {
    let mut rng = Rng::new(0x1add);
    for dev in devices() {
        // Pointer arrays on the special shapes: the block-by-block (right-looking) solve.
        let (l, r) = (Side::Left, Side::Right);
        let (up, lo) = (Uplo::Upper, Uplo::Lower);
        let (nu, un) = (Diag::NonUnit, Diag::Unit);
        let (s2, p2) = (Batch::Strided(2), Batch::Pointers(2));
        for (combo, shape, special, batch) in [
            ((l, up, Transpose::N, nu), (256, 130), true, s2),
            ((r, lo, Transpose::C, un), (70, 256), true, s2),
            ((l, lo, Transpose::T, nu), (384, 70), true, p2),
            ((r, up, Transpose::C, un), (100, 384), true, p2),
            ((l, lo, Transpose::T, nu), (200, 150), false, s2),
            ((r, up, Transpose::N, nu), (90, 129), false, p2),
        ] {
            let alpha: Complex64 = rng.value();
            let p = Tri::<Complex64>::new(&mut rng, combo, shape, batch, alpha);
            let what = format!("{combo:?} {shape:?} {batch:?}");
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = p.run(&dev, &mut q, Mode::Host, None).unwrap_err();
            assert_eq!(e.status(), Status::SizeIncreased, "{what}");
            let need = q.stop_device_memory_size_query().unwrap();
            assert!(need > 0, "{what}");

            let mut h = Handle::with_device(&dev).unwrap();
            let full = p.run(&dev, &mut h, Mode::Host, None).unwrap();
            assert_eq!(h.last_status(), Status::Success, "{what}");
            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
            p.check(&full, &what);

            let mut short = Handle::with_device(&dev).unwrap();
            let buf = dev.alloc::<u8>(need - 1).unwrap();
            assert!(short.set_workspace(buf).is_ok(), "{what}: set_workspace");
            let r = p.run(&dev, &mut short, Mode::Host, None);
            if special {
                let got = r.unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
                p.check(&got, &format!("{what} (degraded)"));
            } else {
                let e = r.unwrap_err();
                assert_eq!(e.status(), Status::MemoryError, "{what}");
            }
        }
    }
}

/// trsm_ex with invA from trtri of the diagonal blocks (rocBLAS's recipe): the same solution,
/// and no invA in the plan; a too-small invA is ignored. On the blocked path and on the
/// chained kernel (few right-hand sides), which reads its diagonal blocks' inverses from invA.
#[test]
fn trsm_ex_with_caller_inverse() {
    let mut rng = Rng::new(0xe7);
    for dev in devices() {
        let (ll, ru) = (
            (Side::Left, Uplo::Lower, Transpose::N, Diag::NonUnit),
            (Side::Right, Uplo::Upper, Transpose::C, Diag::Unit),
        );
        let lut = (Side::Left, Uplo::Upper, Transpose::T, Diag::NonUnit);
        // The blocked path, then the chained kernel (few right-hand sides) reading invA.
        for (combo, shape) in [
            (ll, (300, 260)),
            (ru, (300, 260)),
            (ll, (300, 9)),
            (lut, (300, 16)),
            (ru, (5, 300)),
        ] {
            let alpha: f64 = rng.value();
            let p = Tri::<f64>::new(&mut rng, combo, shape, Batch::Plain, alpha);
            let k = p.k;
            // invA by hand: each 128 block's inverse (zeros in the other triangle).
            let mut inv = vec![0.0f64; 128 * k];
            let blocks = k.div_ceil(128);
            for j in 0..blocks {
                let r0 = j * 128;
                let r = 128.min(k - r0);
                for col in 0..r {
                    // Solve A_jj x = e_col by substitution.
                    let mut x = vec![0.0; r];
                    let at = |i: usize, l: usize| {
                        if i == l && p.diag == Diag::Unit {
                            1.0
                        } else {
                            p.a[(r0 + i) + (r0 + l) * p.lda]
                        }
                    };
                    if p.uplo == Uplo::Upper {
                        for i in (0..r).rev() {
                            let mut s = if i == col { 1.0 } else { 0.0 };
                            for l in i + 1..r {
                                s -= at(i, l) * x[l];
                            }
                            x[i] = s / at(i, i);
                        }
                    } else {
                        for i in 0..r {
                            let mut s = if i == col { 1.0 } else { 0.0 };
                            for l in 0..i {
                                s -= at(i, l) * x[l];
                            }
                            x[i] = s / at(i, i);
                        }
                    }
                    for i in 0..r {
                        inv[j * 128 * 128 + i + col * 128] = x[i];
                    }
                }
            }
            let dinv = dev.upload(&inv).unwrap();
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let _ = p.run(&dev, &mut q, Mode::Host, Some((&dinv, 128 * k)));
            let need_ex = q.stop_device_memory_size_query().unwrap();
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let _ = p.run(&dev, &mut q, Mode::Host, None);
            let need = q.stop_device_memory_size_query().unwrap();
            assert!(
                need_ex < need,
                "{combo:?}: a caller invA drops the invA slot"
            );

            let mut h = Handle::with_device(&dev).unwrap();
            let got = p
                .run(&dev, &mut h, Mode::Host, Some((&dinv, 128 * k)))
                .unwrap();
            assert_eq!(h.stats().high_water, need_ex);
            p.check(&got, &format!("trsm_ex {combo:?}"));
            // Too small: ignored, the blocks are inverted as by trsm.
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p
                .run(&dev, &mut h, Mode::Host, Some((&dinv, 128 * k - 1)))
                .unwrap();
            assert_eq!(h.stats().high_water, need);
            p.check(&got, &format!("trsm_ex small invA {combo:?}"));
        }
    }
}

/// rocBLAS's argument-check order: codes, then sizes, then leading dimensions.
#[test]
fn trsm_argument_errors() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let a = dev.upload(&[1.0f64; 64]).unwrap();
    let mut b = dev.upload(&[1.0f64; 64]).unwrap();
    let e = h
        .trsm(
            Side::Left,
            Uplo::Upper,
            Transpose::N,
            Diag::NonUnit,
            8,
            8,
            1.0,
            Matrices::One(a.as_slice()),
            7,
            MatricesMut::One(&mut b.as_mut_slice()),
            8,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize, "lda < m");
    let e = h
        .trsm(
            Side::Right,
            Uplo::Upper,
            Transpose::N,
            Diag::NonUnit,
            8,
            4,
            1.0,
            Matrices::One(a.as_slice()),
            4,
            MatricesMut::One(&mut b.as_mut_slice()),
            7,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize, "ldb < m");
    let e = h
        .trsm(
            Side::Right,
            Uplo::Upper,
            Transpose::N,
            Diag::NonUnit,
            8,
            9,
            1.0,
            Matrices::One(a.as_slice()),
            9,
            MatricesMut::One(&mut b.as_mut_slice()),
            8,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize, "A too short for 9x9");
}

/// trmm in place: every combination, the blocked shapes, every batch form, both pointer modes;
/// GPU against the host backend.
#[test]
fn trmm_every_combination() {
    fn run_type<T: Scalar>() {
        let mut host: Vec<Vec<T>> = Vec::new();
        for (di, dev) in devices().iter().enumerate() {
            let mut rng = Rng::new(0x7233 ^ T::DTYPE.size() as u64);
            let shapes = [(9, 13), (140, 20), (131, 150)];
            let batches = [Batch::Plain, Batch::Strided(2), Batch::Pointers(2)];
            let mut idx = 0;
            for (ci, combo) in combos().into_iter().enumerate() {
                for (si, &shape) in shapes.iter().enumerate() {
                    let batch = batches[(ci + si) % batches.len()];
                    let mode = if (ci + si) % 2 == 0 {
                        Mode::Host
                    } else {
                        Mode::Device
                    };
                    let alpha: T = rng.value();
                    let p = Tri::new(&mut rng, combo, shape, batch, alpha);
                    let mut h = Handle::with_device(dev).unwrap();
                    let what = format!(
                        "{}trmm {combo:?} {shape:?} {batch:?} {mode:?} on {:?}",
                        T::DTYPE.prefix(),
                        dev.kind()
                    );
                    let got = p
                        .run_op(dev, &mut h, mode, None, true)
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                    p.check_product(&got, &what);
                    if di == 0 {
                        host.push(got);
                    } else {
                        let tol = 16.0 * (p.k as f64 + 2.0) * eps(T::DTYPE);
                        for (x, (g, w)) in got.iter().zip(&host[idx]).enumerate() {
                            let (g, w) = (c(*g), c(*w));
                            let both_nan = g.re.is_nan() && w.re.is_nan();
                            assert!(
                                both_nan || (g - w).norm() <= tol * w.norm().max(1.0),
                                "{what}: element {x}: {g} vs host {w}"
                            );
                        }
                    }
                    idx += 1;
                }
            }
        }
    }
    run_type::<f64>();
    run_type::<f32>();
    run_type::<Complex32>();
    run_type::<Complex64>();
}

/// trmm into a separate C: B untouched, C's padding untouched, the same product.
#[test]
fn trmm_out_of_place() {
    let mut rng = Rng::new(0x0c);
    for dev in devices() {
        for combo in [
            (Side::Left, Uplo::Upper, Transpose::T, Diag::NonUnit),
            (Side::Right, Uplo::Lower, Transpose::N, Diag::Unit),
        ] {
            let alpha: f64 = rng.value();
            let p = Tri::<f64>::new(&mut rng, combo, (150, 140), Batch::Strided(2), alpha);
            let da = dev.upload(&p.a).unwrap();
            let db = dev.upload(&p.b0).unwrap();
            let c0 = vec![f64::NAN; p.b0.len()];
            let mut dc = dev.upload(&c0).unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            let (s, u, t, d) = combo;
            h.trmm_out(
                s,
                u,
                t,
                d,
                p.m,
                p.n,
                p.alpha,
                Matrices::Strided {
                    a: da.as_slice(),
                    stride: p.sa,
                    count: 2,
                },
                p.lda,
                Matrices::Strided {
                    a: db.as_slice(),
                    stride: p.sb,
                    count: 2,
                },
                p.ldb,
                MatricesMut::Strided {
                    c: &mut dc.as_mut_slice(),
                    stride: p.sb,
                    count: 2,
                },
                p.ldb,
            )
            .unwrap();
            assert_eq!(h.stats().high_water % 64, 0);
            let got = dc.to_vec().unwrap();
            // The product against B; C's padding stays NaN (as c0).
            let mut full = p.b0.clone();
            for (x, v) in got.iter().enumerate() {
                let (i, j) = ((x % p.sb) % p.ldb, (x % p.sb) / p.ldb);
                if i < p.m && j < p.n && x % p.sb < p.ldb * p.n {
                    full[x] = *v;
                } else {
                    assert!(v.is_nan(), "{combo:?}: C padding written at {x}");
                }
            }
            p.check_product(&full, &format!("trmm_out {combo:?}"));
            assert_eq!(db.to_vec().unwrap().len(), p.b0.len());
            for (x, v) in db.to_vec().unwrap().iter().enumerate() {
                assert_eq!(v.to_bits(), p.b0[x].to_bits(), "B written at {x}");
            }
        }
    }
}

/// trmm's ladder: query == borrow; one byte less runs in chunks (`perf_degraded`, same product).
#[test]
fn trmm_workspace_ladder() {
    let mut rng = Rng::new(0x1ad2);
    for dev in devices() {
        for combo in [
            (Side::Left, Uplo::Lower, Transpose::C, Diag::NonUnit),
            (Side::Right, Uplo::Upper, Transpose::N, Diag::Unit),
        ] {
            let alpha: Complex32 = rng.value();
            let p = Tri::<Complex32>::new(&mut rng, combo, (140, 133), Batch::Pointers(2), alpha);
            let what = format!("trmm {combo:?}");
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = p.run_op(&dev, &mut q, Mode::Host, None, true).unwrap_err();
            assert_eq!(e.status(), Status::SizeIncreased, "{what}");
            let need = q.stop_device_memory_size_query().unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run_op(&dev, &mut h, Mode::Host, None, true).unwrap();
            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
            p.check_product(&got, &what);
            let mut short = Handle::with_device(&dev).unwrap();
            assert!(short
                .set_workspace(dev.alloc::<u8>(need - 1).unwrap())
                .is_ok());
            let got = p.run_op(&dev, &mut short, Mode::Host, None, true).unwrap();
            assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
            p.check_product(&got, &format!("{what} (degraded)"));
        }
    }
}

/// trtri: A·X = I on the triangle, zeros in the other one, invA's padding untouched; every
/// uplo × diag, sizes across the 128 blocks, every batch form; query == borrow, one byte less is
/// `memory_error`.
#[test]
fn trtri_inverts() {
    fn run_type<T: Scalar>() {
        let mut rng = Rng::new(0x7e7 ^ T::DTYPE.size() as u64);
        for dev in devices() {
            let batches = [Batch::Plain, Batch::Strided(2), Batch::Pointers(2)];
            let mut ci = 0;
            for uplo in UPLOS {
                for diag in DIAGS {
                    for n in [1usize, 50, 128, 129, 256, 300] {
                        ci += 1;
                        let batch = batches[ci % 3];
                        let combo = (Side::Left, uplo, Transpose::N, diag);
                        let p = Tri::<T>::new(&mut rng, combo, (n, 1), batch, T::default());
                        let ldx = n + 1;
                        let sx = ldx * n + 3;
                        let cnt = batch.count();
                        let x0 = vec![nan::<T>(); sx * cnt];
                        let da = dev.upload(&p.a).unwrap();
                        let mut dx = dev.upload(&x0).unwrap();
                        let what =
                            format!("{}trtri {uplo:?} {diag:?} {n} {batch:?}", T::DTYPE.prefix());
                        let mut h = Handle::with_device(&dev).unwrap();
                        let mut bufs: Vec<DeviceBuffer<T>> = Vec::new();
                        let r = match batch {
                            Batch::Plain => h.trtri(
                                uplo,
                                diag,
                                n,
                                Matrices::One(da.as_slice()),
                                p.lda,
                                MatricesMut::One(&mut dx.as_mut_slice()),
                                ldx,
                            ),
                            Batch::Strided(_) => h.trtri(
                                uplo,
                                diag,
                                n,
                                Matrices::Strided {
                                    a: da.as_slice(),
                                    stride: p.sa,
                                    count: cnt,
                                },
                                p.lda,
                                MatricesMut::Strided {
                                    c: &mut dx.as_mut_slice(),
                                    stride: sx,
                                    count: cnt,
                                },
                                ldx,
                            ),
                            Batch::Pointers(_) => {
                                let pa = entry_pointers(&dev, &da, p.sa, cnt);
                                bufs = entry_buffers(&dev, &x0, sx, cnt);
                                let views: Vec<_> =
                                    bufs.iter_mut().map(|b| b.as_mut_slice()).collect();
                                let mut px =
                                    DevicePointerArrayMut::new(dev.backend(), views).unwrap();
                                h.trtri(
                                    uplo,
                                    diag,
                                    n,
                                    Matrices::Pointers(&pa),
                                    p.lda,
                                    MatricesMut::Pointers(&mut px),
                                    ldx,
                                )
                            }
                        };
                        r.unwrap_or_else(|e| panic!("{what}: {e}"));
                        let got: Vec<T> = if let Batch::Pointers(_) = batch {
                            bufs.iter().flat_map(|b| b.to_vec().unwrap()).collect()
                        } else {
                            dx.to_vec().unwrap()
                        };
                        let tol = 64.0 * (n as f64 + 2.0) * eps(T::DTYPE);
                        for bi in 0..cnt {
                            let x = |i: usize, j: usize| c(got[bi * sx + i + j * ldx]);
                            for j in 0..n {
                                for i in 0..n {
                                    let inside = if uplo == Uplo::Upper { i <= j } else { i >= j };
                                    if !inside {
                                        assert_eq!(
                                            x(i, j).norm(),
                                            0.0,
                                            "{what}: other triangle ({i},{j})"
                                        );
                                        continue;
                                    }
                                    let (mut s, mut mag) = (Complex64::new(0.0, 0.0), 0.0);
                                    for l in 0..n {
                                        let t = p.op_a(bi, i, l) * x(l, j);
                                        s += t;
                                        mag += t.norm();
                                    }
                                    let want = if i == j { 1.0 } else { 0.0 };
                                    let r = (s - Complex64::new(want, 0.0)).norm();
                                    assert!(
                                        r <= tol * mag.max(1.0),
                                        "{what}: (A·X)({i},{j}) off by {r:e}"
                                    );
                                }
                            }
                            for idx in 0..sx {
                                let (i, j) = (idx % ldx, idx / ldx);
                                if !(i < n && j < n) {
                                    assert!(
                                        c(got[bi * sx + idx]).re.is_nan(),
                                        "{what}: padding written at {idx}"
                                    );
                                }
                            }
                        }
                        if n > 128 && batch == Batch::Strided(2) {
                            let mut q = Handle::with_device(&dev).unwrap();
                            q.start_device_memory_size_query().unwrap();
                            let e = q
                                .trtri(
                                    uplo,
                                    diag,
                                    n,
                                    Matrices::Strided {
                                        a: da.as_slice(),
                                        stride: p.sa,
                                        count: cnt,
                                    },
                                    p.lda,
                                    MatricesMut::Strided {
                                        c: &mut dx.as_mut_slice(),
                                        stride: sx,
                                        count: cnt,
                                    },
                                    ldx,
                                )
                                .unwrap_err();
                            // Strided batches borrow nothing (only pointer arrays need the
                            // GEMMs' offset arrays): the query stays at zero and a handle
                            // with a one-byte workspace runs the call.
                            assert_eq!(e.status(), Status::SizeUnchanged, "{what}");
                            let need = q.stop_device_memory_size_query().unwrap();
                            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
                            assert_eq!(need, 0, "{what}: query");
                            let mut short = Handle::with_device(&dev).unwrap();
                            assert!(short.set_workspace(dev.alloc::<u8>(1).unwrap()).is_ok());
                            short
                                .trtri(
                                    uplo,
                                    diag,
                                    n,
                                    Matrices::Strided {
                                        a: da.as_slice(),
                                        stride: p.sa,
                                        count: cnt,
                                    },
                                    p.lda,
                                    MatricesMut::Strided {
                                        c: &mut dx.as_mut_slice(),
                                        stride: sx,
                                        count: cnt,
                                    },
                                    ldx,
                                )
                                .unwrap_or_else(|e| panic!("{what}: {e}"));
                        }
                        if n > 128 && batch == Batch::Pointers(2) {
                            // Pointer arrays borrow three arrays of `cnt` pointers (the GEMMs'
                            // operands at offsets): the query reports what the call borrowed,
                            // and one byte less is memory_error.
                            let pa = entry_pointers(&dev, &da, p.sa, cnt);
                            let mut outs = entry_buffers(&dev, &x0, sx, cnt);
                            let views: Vec<_> = outs.iter_mut().map(|b| b.as_mut_slice()).collect();
                            let mut px = DevicePointerArrayMut::new(dev.backend(), views).unwrap();
                            let mut run = |hh: &mut Handle| {
                                hh.trtri(
                                    uplo,
                                    diag,
                                    n,
                                    Matrices::Pointers(&pa),
                                    p.lda,
                                    MatricesMut::Pointers(&mut px),
                                    ldx,
                                )
                                .unwrap_err()
                            };
                            let mut q = Handle::with_device(&dev).unwrap();
                            q.start_device_memory_size_query().unwrap();
                            let e = run(&mut q);
                            assert_eq!(e.status(), Status::SizeIncreased, "{what}");
                            let need = q.stop_device_memory_size_query().unwrap();
                            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
                            assert!(need >= 3 * 8 * cnt, "{what}: {need} B for three arrays");
                            let mut short = Handle::with_device(&dev).unwrap();
                            assert!(short
                                .set_workspace(dev.alloc::<u8>(need - 1).unwrap())
                                .is_ok());
                            let e = run(&mut short);
                            assert_eq!(e.status(), Status::MemoryError, "{what}");
                        }
                    }
                }
            }
        }
    }
    run_type::<f64>();
    run_type::<Complex32>();
    run_type::<f32>();
    run_type::<Complex64>();
}

/// The size query equals the bytes borrowed on every trsm path: trsv's counters (left, one
/// right-hand side), the substitution kernel (nothing), the blocked solve.
#[test]
fn trsm_query_equals_borrow_on_every_path() {
    let mut rng = Rng::new(0x9e7);
    for dev in devices() {
        for (combo, shape, batch, want) in [
            (
                (Side::Left, Uplo::Upper, Transpose::N, Diag::NonUnit),
                (300, 1),
                Batch::Strided(3),
                Some(64),
            ),
            (
                (Side::Left, Uplo::Lower, Transpose::C, Diag::Unit),
                (300, 100),
                Batch::Plain,
                Some(0),
            ),
            (
                (Side::Right, Uplo::Upper, Transpose::T, Diag::NonUnit),
                (50, 40),
                Batch::Pointers(2),
                Some(0),
            ),
            (
                (Side::Right, Uplo::Lower, Transpose::N, Diag::NonUnit),
                (20, 300),
                Batch::Pointers(2),
                None,
            ),
        ] {
            let alpha: Complex64 = rng.value();
            let p = Tri::<Complex64>::new(&mut rng, combo, shape, batch, alpha);
            let what = format!("{combo:?} {shape:?} {batch:?}");
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let _ = p.run(&dev, &mut q, Mode::Device, None);
            let need = q.stop_device_memory_size_query().unwrap();
            if let Some(w) = want {
                assert_eq!(need, w, "{what}: footprint");
            } else {
                assert!(need > 0, "{what}");
            }
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run(&dev, &mut h, Mode::Device, None).unwrap();
            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
            p.check(&got, &what);
        }
    }
}

// ------------------------------------------------------------------------------------ C ABI

extern "C" {
    fn oxblas_dtrmm(
        h: *mut std::ffi::c_void,
        side: i32,
        uplo: i32,
        trans: i32,
        diag: i32,
        m: i64,
        n: i64,
        alpha: *const f64,
        a: *const f64,
        lda: i64,
        b: *const f64,
        ldb: i64,
        c: *mut f64,
        ldc: i64,
    ) -> i32;
    fn oxblas_dtrsm_strided_batched(
        h: *mut std::ffi::c_void,
        side: i32,
        uplo: i32,
        trans: i32,
        diag: i32,
        m: i64,
        n: i64,
        alpha: *const f64,
        a: *const f64,
        lda: i64,
        stride_a: i64,
        b: *mut f64,
        ldb: i64,
        stride_b: i64,
        batch_count: i64,
    ) -> i32;
}

/// The C entry point on the default backend: a strided batch checked by its residual, and
/// rocBLAS's check order (codes, sizes, leading dimensions, the empty quick return before any
/// pointer, then alpha and the matrices).
#[test]
fn c_abi_trsm_and_check_order() {
    let Some(h) = default_handle("C ABI trsm test") else {
        return;
    };
    let mut rng = Rng::new(0xcab3);
    let alpha: f64 = rng.value();
    let combo = (Side::Right, Uplo::Lower, Transpose::T, Diag::NonUnit);
    let p = Tri::<f64>::new(&mut rng, combo, (70, 150), Batch::Strided(3), alpha);
    let (da, db) = (upload(&p.a), upload(&p.b0));
    let call =
        |side: i32, uplo: i32, m: i64, lda: i64, al: *const f64, a: *const f64, b: *mut f64| {
            // SAFETY: the handle is live; pointers are null or device buffers of the problem's size.
            unsafe {
                oxblas_dtrsm_strided_batched(
                    h,
                    side,
                    uplo,
                    112,
                    131,
                    m,
                    150,
                    al,
                    a,
                    lda,
                    p.sa as i64,
                    b,
                    p.ldb as i64,
                    p.sb as i64,
                    3,
                )
            }
        };
    let pa = &p.alpha as *const f64;
    let null = std::ptr::null::<f64>();
    let (ad, bd) = (da as *const f64, db as *mut f64);
    // Check order: a bad side before a negative m; lda below n before null pointers; m = 0
    // returns before alpha or the matrices are looked at; then alpha, then A.
    assert_eq!(call(140, 122, -1, p.lda as i64, pa, ad, bd), 11, "bad side");
    assert_eq!(call(142, 0, -1, p.lda as i64, pa, ad, bd), 11, "bad uplo");
    assert_eq!(call(142, 122, -1, p.lda as i64, pa, ad, bd), 4, "m < 0");
    assert_eq!(call(142, 122, 70, 149, null, null, bd), 4, "lda < n");
    assert_eq!(
        call(142, 122, 0, p.lda as i64, null, null, std::ptr::null_mut()),
        0,
        "m = 0"
    );
    assert_eq!(
        call(142, 122, 70, p.lda as i64, null, ad, bd),
        3,
        "null alpha"
    );
    assert_eq!(call(142, 122, 70, p.lda as i64, pa, null, bd), 3, "null A");
    assert_eq!(call(142, 122, 70, p.lda as i64, pa, ad, bd), 0);
    let got: Vec<f64> = download(db, p.b0.len());
    release(h, &[da, db]);
    p.check(&got, "oxblas_dtrsm_strided_batched");
}

/// trmm with alpha = 0: B becomes zero and A is not read (all NaN), for a host and a device
/// alpha, in place, on both sides.
#[test]
fn trmm_alpha_zero() {
    let mut rng = Rng::new(0x7a0);
    for dev in devices() {
        for mode in [Mode::Host, Mode::Device] {
            for combo in [
                (Side::Left, Uplo::Upper, Transpose::N, Diag::NonUnit),
                (Side::Right, Uplo::Lower, Transpose::C, Diag::Unit),
            ] {
                let mut p = Tri::<Complex64>::new(
                    &mut rng,
                    combo,
                    (140, 131),
                    Batch::Strided(2),
                    Complex64::new(0.0, 0.0),
                );
                p.a.iter_mut().for_each(|v| *v = nan());
                let mut h = Handle::with_device(&dev).unwrap();
                let got = p.run_op(&dev, &mut h, mode, None, true).unwrap();
                p.check_product(&got, &format!("trmm alpha 0 {mode:?} {combo:?}"));
            }
        }
    }
}

/// Regression (issue 13's sweep of the C ABI): trsm's one-right-hand-side path (trsv) with a
/// single row block passes its counters slot to a solve that uses no counters; the host backend
/// refused any non-zero counter there (`internal_error`), so a workspace that an earlier call
/// had left dirty failed a valid trsm. The workspace here is poisoned (0xFF) first.
#[test]
fn trsm_one_column_on_a_dirty_workspace() {
    for dev in devices() {
        let mut h = Handle::with_device(&dev).unwrap();
        let bytes = 1 << 16;
        let ws = dev.alloc::<u8>(bytes).unwrap();
        common::poison_device(&dev, ws.ptr(), bytes);
        assert!(h.set_workspace(ws).is_ok());
        // Upper triangular, column-major, lda 4 (row 4 and the lower triangle NaN: unread).
        let n = f64::NAN;
        let a = [2.0, n, n, n, 1.0, 4.0, n, n, -1.0, 1.0, 8.0, n];
        let x = [1.0, -1.5, 0.25];
        let mut b = [0.0; 4];
        for i in 0..3 {
            for j in i..3 {
                b[i] += a[i + 4 * j] * x[j];
            }
        }
        b[3] = n;
        let da = dev.upload(&a).unwrap();
        let mut db = dev.upload(&b).unwrap();
        h.trsm(
            Side::Left,
            Uplo::Upper,
            Transpose::N,
            Diag::NonUnit,
            3,
            1,
            2.0,
            Matrices::One(da.as_slice()),
            4,
            MatricesMut::One(&mut db.as_mut_slice()),
            4,
        )
        .unwrap_or_else(|e| panic!("trsm on a dirty workspace: {e}"));
        let got = db.to_vec().unwrap();
        for i in 0..3 {
            assert!((got[i] - 2.0 * x[i]).abs() < 1e-14, "x[{i}] = {}", got[i]);
        }
        assert!(got[3].is_nan(), "padding row written");
    }
}

/// dtrmm's null-matrix check through C (rocBLAS's order, past the quick return: C always, A and
/// B unless a host alpha of 0 leaves C = 0 to write): status 3 (invalid_pointer) for a null
/// operand it reads, 0 with alpha = 0 and A, B null, after which C is zero; then a product
/// against the definition (left, lower, no transpose, non-unit diagonal).
#[test]
fn c_abi_trmm_null_matrices() {
    let Some(h) = default_handle("C ABI trmm test") else {
        return;
    };
    let (m, n) = (6usize, 4usize);
    let mut rng = Rng::new(0x7e33);
    let a: Vec<f64> = (0..m * m).map(|_| rng.value::<f64>()).collect();
    let b: Vec<f64> = (0..m * n).map(|_| rng.value::<f64>()).collect();
    let c0: Vec<f64> = (0..m * n).map(|_| rng.value::<f64>()).collect();
    let (va, vb, vc) = (upload(&a), upload(&b), upload(&c0));
    let (da, db, dc) = (va.cast::<f64>(), vb.cast::<f64>(), vc.cast::<f64>());
    let down = |d: *mut std::ffi::c_void| download::<f64>(d, m * n);
    let null = std::ptr::null::<f64>();
    let (left, lower, op_n, non_unit) = (141, 122, 111, 131);
    let (zero, two) = (0.0f64, 2.0f64);
    let trmm = |al: *const f64, pa: *const f64, pb: *const f64, pc: *mut f64| {
        // SAFETY: the handle is live; pointers are null or device buffers of the sizes given.
        unsafe {
            oxblas_dtrmm(
                h, left, lower, op_n, non_unit, m as i64, n as i64, al, pa, m as i64, pb, m as i64,
                pc, m as i64,
            )
        }
    };
    assert_eq!(trmm(&two, null, db, dc), 3, "dtrmm: A null");
    assert_eq!(trmm(&two, da, null, dc), 3, "dtrmm: B null");
    assert_eq!(trmm(&two, da, db, std::ptr::null_mut()), 3, "dtrmm: C null");
    assert_eq!(down(vc), c0, "dtrmm: C untouched by the calls refused");
    assert_eq!(
        trmm(&zero, null, null, dc),
        0,
        "dtrmm: alpha 0, A and B null"
    );
    assert!(
        down(vc).iter().all(|&v| v == 0.0),
        "dtrmm: alpha 0 writes C = 0"
    );
    assert_eq!(trmm(&two, da, db, dc), 0);
    let got = down(vc);
    for j in 0..n {
        for i in 0..m {
            let want = 2.0 * (0..=i).map(|l| a[i + l * m] * b[l + j * m]).sum::<f64>();
            let e = (got[i + j * m] - want).abs();
            assert!(
                e <= 64.0 * f64::EPSILON * (1.0 + want.abs()),
                "dtrmm C[{i},{j}]: {e:e}"
            );
        }
    }
    release(h, &[va, vb, vc]);
}
