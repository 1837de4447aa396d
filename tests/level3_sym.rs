//! The symmetric/Hermitian level 3 (syrk, herk, syr2k, her2k, syrkx, herkx, symm, hemm) on every
//! backend present (the host backend always; the GPU when compiled in and a device exists),
//! against naive loops written here: random non-zero data, odd n and k (across the 64-wide
//! diagonal blocks and the levels of the blocked algorithm), leading dimensions above the rows,
//! every uplo × trans (× side), alpha/beta special values (beta = 0 with NaN in C), plain,
//! strided and pointer-array batches (0, 1, many), host and device scalars. The triangle of C
//! that is not referenced, the triangle of A that is not referenced (symm/hemm), C's padding
//! rows and the gaps between strided batches are NaN and checked bit for bit. The size query
//! equals the bytes borrowed; one byte less gives the workspace-free kernel and
//! `perf_degraded`, with the same result up to rounding. Large shapes: every GPU result against
//! the host backend.

#![allow(clippy::too_many_arguments, clippy::needless_range_loop)]

#[path = "common/mod.rs"]
mod common;

use common::{bits, devices, eps, nan, Batch, Mode, Rng};
use oxblas::level3::{Matrices, MatricesMut, ScalarArg, Side};
use oxblas::{
    Complex32, Complex64, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut, Handle,
    Scalar, Status, Transpose, Uplo,
};

const NAN: f64 = f64::NAN;

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Syrk,
    Herk,
    Syr2k,
    Her2k,
    Syrkx,
    Herkx,
}

const KINDS: [Kind; 6] = [
    Kind::Syrk,
    Kind::Herk,
    Kind::Syr2k,
    Kind::Her2k,
    Kind::Syrkx,
    Kind::Herkx,
];

impl Kind {
    fn herm(self) -> bool {
        matches!(self, Kind::Herk | Kind::Her2k | Kind::Herkx)
    }
    fn has_b(self) -> bool {
        !matches!(self, Kind::Syrk | Kind::Herk)
    }
    fn two(self) -> bool {
        matches!(self, Kind::Syr2k | Kind::Her2k)
    }
    fn real_alpha(self) -> bool {
        self == Kind::Herk
    }
    fn real_beta(self) -> bool {
        self.herm()
    }
    /// The transposes rocBLAS accepts.
    fn transposes(self, complex: bool) -> &'static [Transpose] {
        if self.herm() {
            &[Transpose::N, Transpose::C]
        } else if complex {
            &[Transpose::N, Transpose::T]
        } else {
            &[Transpose::N, Transpose::T, Transpose::C]
        }
    }
}

/// A matrix batch: every entry `stride` elements apart, NaN outside the `rows`×`cols` blocks.
fn fill<T: Scalar>(
    rng: &mut Rng,
    stride: usize,
    ld: usize,
    rows: usize,
    cols: usize,
    nb: usize,
) -> Vec<T> {
    let mut v = vec![nan::<T>(); stride * nb];
    for b in 0..nb {
        for j in 0..cols {
            for i in 0..rows {
                v[b * stride + i + j * ld] = rng.value();
            }
        }
    }
    v
}

fn in_tri(uplo: Uplo, i: usize, j: usize) -> bool {
    match uplo {
        Uplo::Lower => i >= j,
        Uplo::Upper => i <= j,
    }
}

/// Upload a batch and call `f` with it as `Matrices` (pointer arrays: one buffer per entry).
struct Up<T: Scalar> {
    buf: DeviceBuffer<T>,
    parts: Vec<DeviceBuffer<T>>,
}

fn upload<T: Scalar>(dev: &Device, v: &[T], stride: usize, batch: Batch) -> Up<T> {
    let parts = if let Batch::Pointers(cnt) = batch {
        (0..cnt)
            .map(|b| dev.upload(&v[b * stride..(b + 1) * stride]).unwrap())
            .collect()
    } else {
        Vec::new()
    };
    Up {
        buf: dev.upload(v).unwrap(),
        parts,
    }
}

/// Read C's storage back (pointer arrays: reassembled with the original gaps).
fn download<T: Scalar>(up: &Up<T>, c0: &[T], stride: usize, batch: Batch) -> Vec<T> {
    if let Batch::Pointers(_) = batch {
        let mut all = c0.to_vec();
        for (b, p) in up.parts.iter().enumerate() {
            all[b * stride..(b + 1) * stride].copy_from_slice(&p.to_vec().unwrap());
        }
        all
    } else {
        up.buf.to_vec().unwrap()
    }
}

/// Input operands of one call, in the batch form asked for.
fn with_in<T: Scalar, R>(
    dev: &Device,
    up: &Up<T>,
    stride: usize,
    batch: Batch,
    f: impl FnOnce(Matrices<'_, T>) -> R,
) -> R {
    match batch {
        Batch::Plain => f(Matrices::One(up.buf.as_slice())),
        Batch::Strided(cnt) => f(Matrices::Strided {
            a: up.buf.as_slice(),
            stride,
            count: cnt,
        }),
        Batch::Pointers(_) => {
            let views: Vec<_> = up.parts.iter().map(|p| p.as_slice()).collect();
            let arr = DevicePointerArray::new(dev.backend(), &views).unwrap();
            f(Matrices::Pointers(&arr))
        }
    }
}

fn with_out<T: Scalar, R>(
    dev: &Device,
    up: &mut Up<T>,
    stride: usize,
    batch: Batch,
    f: impl FnOnce(MatricesMut<'_, '_, T>) -> R,
) -> R {
    match batch {
        Batch::Plain => f(MatricesMut::One(&mut up.buf.as_mut_slice())),
        Batch::Strided(cnt) => f(MatricesMut::Strided {
            c: &mut up.buf.as_mut_slice(),
            stride,
            count: cnt,
        }),
        Batch::Pointers(_) => {
            let views: Vec<_> = up.parts.iter_mut().map(|p| p.as_mut_slice()).collect();
            let mut arr = DevicePointerArrayMut::new(dev.backend(), views).unwrap();
            f(MatricesMut::Pointers(&mut arr))
        }
    }
}

// ------------------------------------------------------------------------------ rank k

/// One rank-k problem.
struct RankK<T: Scalar> {
    kind: Kind,
    uplo: Uplo,
    trans: Transpose,
    n: usize,
    k: usize,
    lda: usize,
    ldb: usize,
    ldc: usize,
    sa: usize,
    sc: usize,
    batch: Batch,
    a: Vec<T>,
    b: Vec<T>,
    c0: Vec<T>,
    alpha: Complex64,
    beta: Complex64,
}

impl<T: Scalar> RankK<T> {
    fn new(
        rng: &mut Rng,
        kind: Kind,
        uplo: Uplo,
        trans: Transpose,
        (n, k): (usize, usize),
        batch: Batch,
        alpha: Complex64,
        beta: Complex64,
    ) -> Self {
        let (ar, ac) = if trans == Transpose::N {
            (n, k)
        } else {
            (k, n)
        };
        let (lda, ldb, ldc) = (ar + 2, ar + 1, n + 3);
        let sa = lda.max(ldb) * ac.max(1) + 5;
        let sc = ldc * n.max(1) + 7;
        let cnt = batch.count().max(1);
        let a = fill(rng, sa, lda, ar, ac, cnt);
        let b = fill(rng, sa, ldb, ar, ac, cnt);
        let mut c0: Vec<T> = fill(rng, sc, ldc, n, n, cnt);
        for bi in 0..cnt {
            for j in 0..n {
                for i in 0..n {
                    // The other triangle is never read nor written; beta = 0 never reads C.
                    if !in_tri(uplo, i, j) || beta == Complex64::new(0.0, 0.0) {
                        c0[bi * sc + i + j * ldc] = nan();
                    }
                }
            }
        }
        // Real scalars are rounded to the element's real type as the routine will see them.
        let round = |z: Complex64, real: bool| {
            let v = T::from_c64(z).to_c64();
            if real {
                Complex64::new(v.re, 0.0)
            } else {
                v
            }
        };
        RankK {
            kind,
            uplo,
            trans,
            n,
            k,
            lda,
            ldb,
            ldc,
            sa,
            sc,
            batch,
            a,
            b,
            c0,
            alpha: round(alpha, kind.real_alpha()),
            beta: round(beta, kind.real_beta()),
        }
    }

    fn op(&self, x: &[T], ld: usize, i: usize, l: usize) -> Complex64 {
        match self.trans {
            Transpose::N => c(x[i + l * ld]),
            Transpose::T => c(x[l + i * ld]),
            Transpose::C => {
                if T::DTYPE.is_complex() {
                    c(x[l + i * ld]).conj()
                } else {
                    c(x[l + i * ld])
                }
            }
        }
    }

    /// (value, scale) of C(i, j) by the definition.
    fn expected(&self, bi: usize, i: usize, j: usize) -> (Complex64, f64) {
        let a = &self.a[bi * self.sa..];
        let b = if self.kind.has_b() {
            &self.b[bi * self.sa..]
        } else {
            a
        };
        let ldb = if self.kind.has_b() {
            self.ldb
        } else {
            self.lda
        };
        let h = |z: Complex64| if self.kind.herm() { z.conj() } else { z };
        let (mut s1, mut s2, mut mag) = (Complex64::new(0.0, 0.0), Complex64::new(0.0, 0.0), 0.0);
        for l in 0..self.k {
            let t = self.op(a, self.lda, i, l) * h(self.op(b, ldb, j, l));
            s1 += t;
            mag += t.norm();
            if self.kind.two() {
                let t = self.op(b, ldb, i, l) * h(self.op(a, self.lda, j, l));
                s2 += t;
                mag += t.norm();
            }
        }
        let alpha2 = h(self.alpha);
        let mut want = if self.k == 0 || self.alpha == Complex64::new(0.0, 0.0) {
            Complex64::new(0.0, 0.0)
        } else {
            self.alpha * s1 + alpha2 * s2
        };
        let mut scale = self.alpha.norm() * mag;
        if self.beta != Complex64::new(0.0, 0.0) {
            let bc = self.beta * c(self.c0[bi * self.sc + i + j * self.ldc]);
            want += bc;
            scale += bc.norm();
        }
        if self.kind.herm() && i == j {
            want.im = 0.0;
        }
        (want, scale)
    }

    fn check(&self, got: &[T], what: &str) {
        let quick = self.n == 0
            || ((self.k == 0 || self.alpha == Complex64::new(0.0, 0.0))
                && self.beta == Complex64::new(1.0, 0.0));
        for bi in 0..self.batch.count().max(1) {
            for idx in 0..self.sc {
                let p = bi * self.sc + idx;
                let (i, j) = (idx % self.ldc, idx / self.ldc);
                let inside = bi < self.batch.count()
                    && i < self.n
                    && j < self.n
                    && in_tri(self.uplo, i, j)
                    && !quick;
                if inside {
                    let (want, scale) = self.expected(bi, i, j);
                    let g = c(got[p]);
                    let bound = 8.0 * (self.k as f64 + 2.0) * eps(T::DTYPE) * scale.max(1e-300);
                    assert!(
                        (g - want).norm() <= bound && g.re.is_finite() && g.im.is_finite(),
                        "{what}: C[{bi}][{i},{j}] = {g}, want {want} (bound {bound})"
                    );
                    if self.kind.herm() && i == j {
                        assert_eq!(g.im, 0.0, "{what}: diagonal imaginary part");
                    }
                } else {
                    assert_eq!(
                        bits(got[p]),
                        bits(self.c0[p]),
                        "{what}: wrote outside C's triangle (batch {bi}, element {idx})"
                    );
                }
            }
        }
    }

    fn run(&self, dev: &Device, h: &mut Handle, mode: Mode) -> oxblas::Result<Vec<T>> {
        let ua = upload(dev, &self.a, self.sa, self.batch);
        let ub = upload(dev, &self.b, self.sa, self.batch);
        let mut uc = upload(dev, &self.c0, self.sc, self.batch);
        let t = |z: Complex64| T::from_c64(z);
        let r = |z: Complex64| <T::Real as Scalar>::from_c64(z);
        let st = dev.upload(&[t(self.alpha), t(self.beta)])?;
        let sr = dev.upload(&[r(self.alpha), r(self.beta)])?;
        let dev_t = |i: usize| ScalarArg::Device(st.as_slice().range(i, 1).unwrap());
        let dev_r = |i: usize| ScalarArg::Device(sr.as_slice().range(i, 1).unwrap());
        let scal_t = |i: usize, z: Complex64| -> ScalarArg<'_, T> {
            if mode == Mode::Device {
                dev_t(i)
            } else {
                ScalarArg::Host(t(z))
            }
        };
        let scal_r = |i: usize, z: Complex64| -> ScalarArg<'_, T::Real> {
            if mode == Mode::Device {
                dev_r(i)
            } else {
                ScalarArg::Host(r(z))
            }
        };
        let (uplo, trans, n, k) = (self.uplo, self.trans, self.n, self.k);
        let (lda, ldb, ldc, sa, sc, batch) =
            (self.lda, self.ldb, self.ldc, self.sa, self.sc, self.batch);
        let (al, be) = (self.alpha, self.beta);
        with_in(dev, &ua, sa, batch, |a| {
            with_in(dev, &ub, sa, batch, |b| {
                with_out(dev, &mut uc, sc, batch, |cm| match self.kind {
                    Kind::Syrk => h.syrk(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_t(0, al),
                        a,
                        lda,
                        scal_t(1, be),
                        cm,
                        ldc,
                    ),
                    Kind::Herk => h.herk(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_r(0, al),
                        a,
                        lda,
                        scal_r(1, be),
                        cm,
                        ldc,
                    ),
                    Kind::Syr2k => h.syr2k(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_t(0, al),
                        a,
                        lda,
                        b,
                        ldb,
                        scal_t(1, be),
                        cm,
                        ldc,
                    ),
                    Kind::Syrkx => h.syrkx(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_t(0, al),
                        a,
                        lda,
                        b,
                        ldb,
                        scal_t(1, be),
                        cm,
                        ldc,
                    ),
                    Kind::Her2k => h.her2k(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_t(0, al),
                        a,
                        lda,
                        b,
                        ldb,
                        scal_r(1, be),
                        cm,
                        ldc,
                    ),
                    Kind::Herkx => h.herkx(
                        uplo,
                        trans,
                        n,
                        k,
                        scal_t(0, al),
                        a,
                        lda,
                        b,
                        ldb,
                        scal_r(1, be),
                        cm,
                        ldc,
                    ),
                })
            })
        })?;
        Ok(download(&uc, &self.c0, self.sc, self.batch))
    }
}

fn kinds_for<T: Scalar>() -> Vec<Kind> {
    KINDS
        .iter()
        .copied()
        .filter(|k| T::DTYPE.is_complex() || !k.herm())
        .collect()
}

fn rank_k_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x5e7 ^ T::DTYPE.size() as u64);
    let shapes = [(1, 1), (7, 5), (64, 9), (65, 33), (130, 17), (200, 70)];
    let batches = [
        Batch::Plain,
        Batch::Strided(3),
        Batch::Pointers(2),
        Batch::Strided(1),
    ];
    let mut case = 0usize;
    for kind in kinds_for::<T>() {
        for uplo in [Uplo::Lower, Uplo::Upper] {
            for &trans in kind.transposes(T::DTYPE.is_complex()) {
                for &shape in &shapes {
                    case += 1;
                    let batch = batches[case % batches.len()];
                    let mode = if case % 3 == 0 {
                        Mode::Device
                    } else {
                        Mode::Host
                    };
                    let (alpha, beta) = (c(rng.value::<T>()), c(rng.value::<T>()));
                    let p = RankK::<T>::new(&mut rng, kind, uplo, trans, shape, batch, alpha, beta);
                    let mut h = Handle::with_device(dev).unwrap();
                    let what = format!(
                        "{}{kind:?} {uplo:?} {trans:?} {shape:?} {batch:?} {mode:?} on {:?}",
                        T::DTYPE.prefix(),
                        dev.kind()
                    );
                    let got = p
                        .run(dev, &mut h, mode)
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                    p.check(&got, &what);
                    assert_eq!(h.last_status(), Status::Success, "{what}");
                }
            }
        }
    }
    // alpha/beta special values (host and device), k = 0, through both the blocked path
    // (n = 97) and the one-kernel path (n = 9); batch 0.
    let zero = Complex64::new(0.0, 0.0);
    let one = Complex64::new(1.0, 0.0);
    for kind in kinds_for::<T>() {
        let specials = [
            (zero, c(rng.value::<T>())),
            (c(rng.value::<T>()), zero),
            (one, one),
            (zero, zero),
            (zero, one),
        ];
        for (si, (alpha, beta)) in specials.into_iter().enumerate() {
            for mode in [Mode::Host, Mode::Device] {
                for shape in [(97, 13), (9, 4), (97, 0)] {
                    let uplo = if si % 2 == 0 {
                        Uplo::Lower
                    } else {
                        Uplo::Upper
                    };
                    let trans = kind.transposes(T::DTYPE.is_complex())[1];
                    let p = RankK::<T>::new(
                        &mut rng,
                        kind,
                        uplo,
                        trans,
                        shape,
                        Batch::Strided(2),
                        alpha,
                        beta,
                    );
                    let mut h = Handle::with_device(dev).unwrap();
                    let what = format!(
                        "{}{kind:?} alpha {alpha} beta {beta} {shape:?} {mode:?} on {:?}",
                        T::DTYPE.prefix(),
                        dev.kind()
                    );
                    let got = p
                        .run(dev, &mut h, mode)
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                    p.check(&got, &what);
                }
            }
        }
        for (shape, batch) in [((0, 4), Batch::Strided(2)), ((5, 4), Batch::Strided(0))] {
            let (alpha, beta) = (c(rng.value::<T>()), c(rng.value::<T>()));
            let p = RankK::<T>::new(
                &mut rng,
                kind,
                Uplo::Lower,
                Transpose::N,
                shape,
                batch,
                alpha,
                beta,
            );
            let mut h = Handle::with_device(dev).unwrap();
            let got = p.run(dev, &mut h, Mode::Host).unwrap();
            p.check(&got, &format!("{kind:?} empty {shape:?} {batch:?}"));
        }
    }
}

#[test]
fn rank_k_family_matches_the_definition() {
    for dev in devices() {
        rank_k_all::<f32>(&dev);
        rank_k_all::<f64>(&dev);
        rank_k_all::<Complex32>(&dev);
        rank_k_all::<Complex64>(&dev);
    }
}

/// The blocked path's workspace: the size query equals the bytes borrowed; one byte less runs
/// the one-kernel path with `perf_degraded` and the same result up to rounding; pointer arrays
/// and n within one diagonal block borrow nothing.
fn rank_k_workspace<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x77);
    for kind in kinds_for::<T>() {
        for (shape, batch, mode) in [
            ((150, 40), Batch::Plain, Mode::Host),
            ((129, 20), Batch::Strided(2), Mode::Device),
            // k long against the small levels' blocks: those launches split k.
            ((150, 700), Batch::Plain, Mode::Host),
        ] {
            let (alpha, beta) = (c(rng.value::<T>()), c(rng.value::<T>()));
            let trans = kind.transposes(T::DTYPE.is_complex())[1];
            let p = RankK::<T>::new(
                &mut rng,
                kind,
                Uplo::Upper,
                trans,
                shape,
                batch,
                alpha,
                beta,
            );
            let what = format!(
                "{}{kind:?} workspace {shape:?} {batch:?} {mode:?}",
                T::DTYPE.prefix()
            );
            let mut q = Handle::with_device(dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = p.run(dev, &mut q, mode).unwrap_err();
            assert_eq!(e.status(), Status::SizeIncreased, "{what}");
            let need = q.stop_device_memory_size_query().unwrap();
            let blocks = shape.0.div_ceil(64) * 64 * 64 * batch.count() * T::DTYPE.size();
            assert!(need >= blocks, "{what}: {need} < {blocks}");

            let mut h = Handle::with_device(dev).unwrap();
            let got = p.run(dev, &mut h, mode).unwrap();
            assert_eq!(h.last_status(), Status::Success, "{what}");
            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
            p.check(&got, &what);

            // A user-managed arena of exactly the query's bytes: full speed.
            let mut exact = common::user_managed_handle(dev, need);
            let got = p.run(dev, &mut exact, mode).unwrap();
            assert_eq!(exact.last_status(), Status::Success, "{what}");
            p.check(&got, &format!("{what} (exact arena)"));

            let mut short = Handle::with_device(dev).unwrap();
            let buf = dev.alloc::<u8>(need - 1).unwrap();
            short.set_workspace(buf).unwrap();
            let got = p.run(dev, &mut short, mode).unwrap();
            assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
            assert_eq!(short.stats().high_water, 0, "{what}");
            p.check(&got, &format!("{what} (degraded)"));
        }
        // Pointer arrays and small n: nothing to borrow.
        for (shape, batch) in [((150, 10), Batch::Pointers(2)), ((64, 10), Batch::Plain)] {
            let (alpha, beta) = (c(rng.value::<T>()), c(rng.value::<T>()));
            let p = RankK::<T>::new(
                &mut rng,
                kind,
                Uplo::Lower,
                Transpose::N,
                shape,
                batch,
                alpha,
                beta,
            );
            let mut q = Handle::with_device(dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = p.run(dev, &mut q, Mode::Host).unwrap_err();
            assert_eq!(e.status(), Status::SizeUnchanged, "{kind:?} {shape:?}");
            assert_eq!(q.stop_device_memory_size_query().unwrap(), 0);
        }
    }
}

#[test]
fn rank_k_workspace_query_borrow_and_fallback() {
    for dev in devices() {
        rank_k_workspace::<f64>(&dev);
        rank_k_workspace::<Complex32>(&dev);
    }
}

/// A blocked call of its own forks onto the handle's look-ahead lane (the levels that do not
/// split k there, the split launches and the diagonal blocks on the handle's stream): the same
/// launches as on one stream, so C is the same bit for bit with the lane on and off, NaN
/// triangle and padding included; on a private host backend the fork is one wait each way,
/// and none at order 1024 or below.
#[test]
fn rank_k_lane_matches_one_stream() {
    fn same<T: Scalar>(dev: &Device, p: &RankK<T>, mode: Mode) {
        let [on, off] = [true, false].map(|on| {
            let mut h = Handle::with_device(dev).unwrap();
            h.set_lookahead(on);
            p.run(dev, &mut h, mode).unwrap()
        });
        assert_eq!(on.len(), off.len());
        for x in 0..on.len() {
            assert_eq!(
                bits(on[x]),
                bits(off[x]),
                "{:?} {:?} n {} k {} on {:?}: element {x}",
                p.kind,
                p.uplo,
                p.n,
                p.k,
                dev.kind()
            );
        }
    }
    let mut rng = Rng::new(0x1a4e);
    for dev in devices() {
        // The fork needs an order above 1024. On a GPU (132 multiprocessors), k 600: the levels
        // of 64-256 and the diagonal blocks split k, those of 512 and 1024 do not; the host
        // backend (which never splits at these sizes) gets short k.
        let gpu = dev.kind() != oxblas::BackendKind::Host;
        let k = |long: usize, short: usize| if gpu { long } else { short };
        let (alpha, beta) = (c(rng.value::<Complex64>()), c(rng.value::<Complex64>()));
        let p = RankK::<Complex64>::new(
            &mut rng,
            Kind::Herk,
            Uplo::Lower,
            Transpose::N,
            (1100, k(600, 24)),
            Batch::Plain,
            alpha,
            beta,
        );
        same(&dev, &p, Mode::Host);
        let p = RankK::<f64>::new(
            &mut rng,
            Kind::Syr2k,
            Uplo::Upper,
            Transpose::T,
            (1037, k(530, 17)),
            Batch::Plain,
            alpha,
            beta,
        );
        same(&dev, &p, Mode::Device);
        let p = RankK::<Complex32>::new(
            &mut rng,
            Kind::Herkx,
            Uplo::Upper,
            Transpose::C,
            (1030, k(520, 9)),
            Batch::Strided(2),
            alpha,
            beta,
        );
        same(&dev, &p, Mode::Host);
    }
    // The waits: the lane waits for the handle's stream, the handle's stream for the lane;
    // none with the lane off, nor at order 1024.
    let (hb, dev) = common::fresh_host();
    let (alpha, beta) = (c(rng.value::<f64>()), c(rng.value::<f64>()));
    for (n, on, want) in [(1025, true, 2), (1025, false, 0), (1024, true, 0)] {
        let p = RankK::<f64>::new(
            &mut rng,
            Kind::Syrk,
            Uplo::Lower,
            Transpose::N,
            (n, 8),
            Batch::Plain,
            alpha,
            beta,
        );
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_lookahead(on);
        let c0 = hb.counters();
        p.run(&dev, &mut h, Mode::Host).unwrap();
        assert_eq!(
            hb.counters().event_waits - c0.event_waits,
            want,
            "n {n}, lane {on}"
        );
    }
}

/// rocBLAS's argument checks through the typed API.
#[test]
fn rank_k_argument_errors() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let a = dev.upload(&[Complex64::new(1.0, 1.0); 64]).unwrap();
    let mut cb = dev.upload(&[Complex64::new(2.0, 0.5); 64]).unwrap();
    let cz = Complex64::new(1.0, 0.0);
    // Complex syrk: conjugate transpose is invalid_value; herk: transpose is.
    let e = h
        .syrk(
            Uplo::Lower,
            Transpose::C,
            4,
            4,
            cz,
            Matrices::One(a.as_slice()),
            4,
            cz,
            MatricesMut::One(&mut cb.as_mut_slice()),
            4,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidValue);
    let e = h
        .herk(
            Uplo::Lower,
            Transpose::T,
            4,
            4,
            1.0,
            Matrices::One(a.as_slice()),
            4,
            1.0,
            MatricesMut::One(&mut cb.as_mut_slice()),
            4,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidValue);
    // lda < n (trans N), lda < k (trans T), ldc < n: invalid_size.
    for (trans, n, k, lda, ldc) in [
        (Transpose::N, 4, 2, 3, 4),
        (Transpose::T, 2, 4, 3, 4),
        (Transpose::N, 4, 2, 4, 3),
    ] {
        let e = h
            .syrk(
                Uplo::Upper,
                trans,
                n,
                k,
                cz,
                Matrices::One(a.as_slice()),
                lda,
                cz,
                MatricesMut::One(&mut cb.as_mut_slice()),
                ldc,
            )
            .unwrap_err();
        assert_eq!(e.status(), Status::InvalidSize, "{trans:?} {lda} {ldc}");
    }
    // herk with k = 0 and beta = 1: quick return, even the diagonal's imaginary parts stay.
    h.herk(
        Uplo::Upper,
        Transpose::N,
        4,
        0,
        1.0,
        Matrices::One(a.as_slice()),
        4,
        1.0,
        MatricesMut::One(&mut cb.as_mut_slice()),
        4,
    )
    .unwrap();
    assert!(cb
        .to_vec()
        .unwrap()
        .iter()
        .all(|v| *v == Complex64::new(2.0, 0.5)));
    // herk with k = 0 and beta = 2: the triangle scaled, the diagonal made real.
    h.herk(
        Uplo::Upper,
        Transpose::N,
        4,
        0,
        1.0,
        Matrices::One(a.as_slice()),
        4,
        2.0,
        MatricesMut::One(&mut cb.as_mut_slice()),
        5,
    )
    .unwrap();
    let got = cb.to_vec().unwrap();
    for (x, v) in got.iter().enumerate() {
        let (i, j) = (x % 5, x / 5);
        let want = if i < 4 && j < 4 && i <= j {
            Complex64::new(4.0, if i == j { 0.0 } else { 1.0 })
        } else {
            Complex64::new(2.0, 0.5)
        };
        assert_eq!(*v, want, "element {x}");
    }
}

/// Every backend against the host backend at sizes with several levels of the blocked
/// algorithm.
#[test]
fn rank_k_large_shapes_match_the_host_backend() {
    let host = Device::host();
    let mut rng = Rng::new(0x1025);
    for dev in devices() {
        for (kind, uplo, trans, shape) in [
            (Kind::Syrk, Uplo::Lower, Transpose::N, (700, 300)),
            (Kind::Syr2k, Uplo::Upper, Transpose::T, (517, 129)),
            (Kind::Syrkx, Uplo::Lower, Transpose::T, (300, 513)),
        ] {
            let (alpha, beta) = (c(rng.value::<f64>()), c(rng.value::<f64>()));
            let p = RankK::<f64>::new(
                &mut rng,
                kind,
                uplo,
                trans,
                shape,
                Batch::Plain,
                alpha,
                beta,
            );
            let mut hh = Handle::with_device(&host).unwrap();
            let want = p.run(&host, &mut hh, Mode::Host).unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run(&dev, &mut h, Mode::Host).unwrap();
            let bound = 8.0 * shape.1 as f64 * f64::EPSILON * 64.0 * 4.0;
            for x in 0..got.len() {
                if want[x].is_nan() {
                    assert!(
                        got[x].is_nan(),
                        "{kind:?}: wrote outside the triangle at {x}"
                    );
                } else {
                    assert!(
                        (got[x] - want[x]).abs() <= bound,
                        "{kind:?} {shape:?} on {:?}: element {x}: {} vs host {}",
                        dev.kind(),
                        got[x],
                        want[x]
                    );
                }
            }
        }
        for (kind, trans) in [(Kind::Herk, Transpose::C), (Kind::Her2k, Transpose::N)] {
            let (alpha, beta) = (c(rng.value::<Complex64>()), c(rng.value::<Complex64>()));
            let p = RankK::<Complex64>::new(
                &mut rng,
                kind,
                Uplo::Upper,
                trans,
                (333, 200),
                Batch::Strided(2),
                alpha,
                beta,
            );
            let mut hh = Handle::with_device(&host).unwrap();
            let want = p.run(&host, &mut hh, Mode::Device).unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run(&dev, &mut h, Mode::Device).unwrap();
            let bound = 8.0 * 200.0 * f64::EPSILON * 64.0 * 8.0;
            for x in 0..got.len() {
                if want[x].re.is_nan() {
                    assert!(
                        got[x].re.is_nan(),
                        "{kind:?}: wrote outside the triangle at {x}"
                    );
                } else {
                    assert!((got[x] - want[x]).norm() <= bound, "{kind:?} element {x}");
                }
            }
        }
    }
}

// ------------------------------------------------------------------------------ symm / hemm

/// One symm/hemm problem. A's unreferenced triangle is NaN, and so (hemm) are the imaginary
/// parts of its diagonal: neither may reach C.
struct Symm<T: Scalar> {
    herm: bool,
    side: Side,
    uplo: Uplo,
    m: usize,
    n: usize,
    lda: usize,
    ldb: usize,
    ldc: usize,
    sa: usize,
    sb: usize,
    sc: usize,
    batch: Batch,
    a: Vec<T>,
    b: Vec<T>,
    c0: Vec<T>,
    alpha: T,
    beta: T,
}

impl<T: Scalar> Symm<T> {
    fn new(
        rng: &mut Rng,
        herm: bool,
        side: Side,
        uplo: Uplo,
        (m, n): (usize, usize),
        batch: Batch,
        alpha: T,
        beta: T,
    ) -> Self {
        let ka = if side == Side::Left { m } else { n };
        let (lda, ldb, ldc) = (ka + 2, m + 1, m + 3);
        let (sa, sb, sc) = (lda * ka.max(1) + 5, ldb * n.max(1) + 3, ldc * n.max(1) + 7);
        let cnt = batch.count().max(1);
        let mut a: Vec<T> = fill(rng, sa, lda, ka, ka, cnt);
        for bi in 0..cnt {
            for j in 0..ka {
                for i in 0..ka {
                    let p = bi * sa + i + j * lda;
                    if !in_tri(uplo, i, j) {
                        a[p] = nan();
                    } else if herm && i == j {
                        a[p] = T::from_c64(Complex64::new(c(a[p]).re, NAN));
                    }
                }
            }
        }
        let b = fill(rng, sb, ldb, m, n, cnt);
        let mut c0: Vec<T> = fill(rng, sc, ldc, m, n, cnt);
        if beta == T::default() {
            c0.iter_mut().for_each(|v| *v = nan());
        }
        Symm {
            herm,
            side,
            uplo,
            m,
            n,
            lda,
            ldb,
            ldc,
            sa,
            sb,
            sc,
            batch,
            a,
            b,
            c0,
            alpha,
            beta,
        }
    }

    fn s(&self, bi: usize, i: usize, j: usize) -> Complex64 {
        let a = &self.a[bi * self.sa..];
        let v = if in_tri(self.uplo, i, j) {
            c(a[i + j * self.lda])
        } else {
            let v = c(a[j + i * self.lda]);
            if self.herm {
                v.conj()
            } else {
                v
            }
        };
        if self.herm && i == j {
            Complex64::new(v.re, 0.0)
        } else {
            v
        }
    }

    fn expected(&self, bi: usize, i: usize, j: usize) -> (Complex64, f64) {
        let b = &self.b[bi * self.sb..];
        let (mut s, mut mag) = (Complex64::new(0.0, 0.0), 0.0);
        let ka = if self.side == Side::Left {
            self.m
        } else {
            self.n
        };
        for l in 0..ka {
            let t = if self.side == Side::Left {
                self.s(bi, i, l) * c(b[l + j * self.ldb])
            } else {
                c(b[i + l * self.ldb]) * self.s(bi, l, j)
            };
            s += t;
            mag += t.norm();
        }
        let alpha = c(self.alpha);
        let (mut want, mut scale) = if alpha == Complex64::new(0.0, 0.0) {
            (Complex64::new(0.0, 0.0), 0.0)
        } else {
            (alpha * s, alpha.norm() * mag)
        };
        if self.beta != T::default() {
            let bc = c(self.beta) * c(self.c0[bi * self.sc + i + j * self.ldc]);
            want += bc;
            scale += bc.norm();
        }
        (want, scale)
    }

    fn check(&self, got: &[T], what: &str) {
        let ka = if self.side == Side::Left {
            self.m
        } else {
            self.n
        };
        let quick = self.m == 0
            || self.n == 0
            || (self.alpha == T::default() && c(self.beta) == Complex64::new(1.0, 0.0));
        for bi in 0..self.batch.count().max(1) {
            for idx in 0..self.sc {
                let p = bi * self.sc + idx;
                let (i, j) = (idx % self.ldc, idx / self.ldc);
                if bi < self.batch.count() && i < self.m && j < self.n && !quick {
                    let (want, scale) = self.expected(bi, i, j);
                    let g = c(got[p]);
                    let bound = 8.0 * (ka as f64 + 2.0) * eps(T::DTYPE) * scale.max(1e-300);
                    assert!(
                        (g - want).norm() <= bound && g.re.is_finite() && g.im.is_finite(),
                        "{what}: C[{bi}][{i},{j}] = {g}, want {want} (bound {bound})"
                    );
                } else {
                    assert_eq!(
                        bits(got[p]),
                        bits(self.c0[p]),
                        "{what}: wrote outside C (batch {bi}, element {idx})"
                    );
                }
            }
        }
    }

    fn run(&self, dev: &Device, h: &mut Handle, mode: Mode) -> oxblas::Result<Vec<T>> {
        let ua = upload(dev, &self.a, self.sa, self.batch);
        let ub = upload(dev, &self.b, self.sb, self.batch);
        let mut uc = upload(dev, &self.c0, self.sc, self.batch);
        let st = dev.upload(&[self.alpha, self.beta])?;
        let scal = |i: usize, v: T| -> ScalarArg<'_, T> {
            if mode == Mode::Device {
                ScalarArg::Device(st.as_slice().range(i, 1).unwrap())
            } else {
                ScalarArg::Host(v)
            }
        };
        let (side, uplo, m, n, batch) = (self.side, self.uplo, self.m, self.n, self.batch);
        let (lda, ldb, ldc) = (self.lda, self.ldb, self.ldc);
        with_in(dev, &ua, self.sa, batch, |a| {
            with_in(dev, &ub, self.sb, batch, |b| {
                with_out(dev, &mut uc, self.sc, batch, |cm| {
                    let (al, be) = (scal(0, self.alpha), scal(1, self.beta));
                    if self.herm {
                        h.hemm(side, uplo, m, n, al, a, lda, b, ldb, be, cm, ldc)
                    } else {
                        h.symm(side, uplo, m, n, al, a, lda, b, ldb, be, cm, ldc)
                    }
                })
            })
        })?;
        Ok(download(&uc, &self.c0, self.sc, self.batch))
    }
}

fn symm_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x5133 ^ T::DTYPE.size() as u64);
    let herms: &[bool] = if T::DTYPE.is_complex() {
        &[false, true]
    } else {
        &[false]
    };
    let shapes = [(1, 1), (7, 5), (33, 70), (65, 9), (130, 41)];
    let batches = [
        Batch::Plain,
        Batch::Strided(3),
        Batch::Pointers(2),
        Batch::Strided(0),
    ];
    let mut case = 0usize;
    for &herm in herms {
        for side in [Side::Left, Side::Right] {
            for uplo in [Uplo::Lower, Uplo::Upper] {
                for &shape in &shapes {
                    case += 1;
                    let batch = batches[case % batches.len()];
                    let mode = if case % 2 == 0 {
                        Mode::Device
                    } else {
                        Mode::Host
                    };
                    let (alpha, beta) = (rng.value::<T>(), rng.value::<T>());
                    let p = Symm::<T>::new(&mut rng, herm, side, uplo, shape, batch, alpha, beta);
                    let mut h = Handle::with_device(dev).unwrap();
                    let what = format!(
                        "{}{} {side:?} {uplo:?} {shape:?} {batch:?} {mode:?} on {:?}",
                        T::DTYPE.prefix(),
                        if herm { "hemm" } else { "symm" },
                        dev.kind()
                    );
                    let got = p
                        .run(dev, &mut h, mode)
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                    p.check(&got, &what);
                    assert_eq!(h.last_status(), Status::Success, "{what}");
                }
            }
        }
        let zero = T::default();
        let one = T::from_c64(Complex64::new(1.0, 0.0));
        for (alpha, beta) in [
            (zero, rng.value::<T>()),
            (rng.value::<T>(), zero),
            (one, one),
            (zero, zero),
            (zero, one),
        ] {
            for mode in [Mode::Host, Mode::Device] {
                let p = Symm::<T>::new(
                    &mut rng,
                    herm,
                    Side::Right,
                    Uplo::Upper,
                    (11, 9),
                    Batch::Strided(2),
                    alpha,
                    beta,
                );
                let mut h = Handle::with_device(dev).unwrap();
                let what = format!("{herm} alpha {alpha:?} beta {beta:?} {mode:?}");
                let got = p.run(dev, &mut h, mode).unwrap();
                p.check(&got, &what);
            }
        }
    }
}

#[test]
fn symm_hemm_match_the_definition() {
    for dev in devices() {
        symm_all::<f32>(&dev);
        symm_all::<f64>(&dev);
        symm_all::<Complex32>(&dev);
        symm_all::<Complex64>(&dev);
    }
}

/// The expanded A's workspace: query == borrow (all of A); one byte less: 64-wide panels of it,
/// each with its gemm (`perf_degraded`, not for pointer arrays); less than a panel: the kernel
/// that reads A's triangle directly (`perf_degraded`, nothing borrowed). Same result each time up
/// to rounding.
#[test]
fn symm_workspace_query_borrow_and_fallbacks() {
    let mut rng = Rng::new(0x99);
    for dev in devices() {
        for (herm, side, shape, batch, mode) in [
            (false, Side::Left, (70, 33), Batch::Plain, Mode::Host),
            (
                true,
                Side::Right,
                (21, 140),
                Batch::Strided(2),
                Mode::Device,
            ),
            (
                true,
                Side::Right,
                (21, 40),
                Batch::Pointers(2),
                Mode::Device,
            ),
            (false, Side::Left, (130, 7), Batch::Strided(1), Mode::Host),
            // The panels' gemms give rows (left) or columns (right) of C: every side, both
            // triangles, hemm's conjugate transpose on the left.
            (true, Side::Left, (150, 9), Batch::Strided(2), Mode::Host),
            (false, Side::Right, (5, 133), Batch::Plain, Mode::Device),
        ] {
            let (alpha, beta) = (rng.value::<Complex64>(), rng.value::<Complex64>());
            let uplo = if shape.0 + shape.1 > 150 {
                Uplo::Upper
            } else {
                Uplo::Lower
            };
            let p = Symm::<Complex64>::new(&mut rng, herm, side, uplo, shape, batch, alpha, beta);
            let what = format!("{herm} {side:?} {uplo:?} {shape:?} {batch:?}");
            let ka = if side == Side::Left { shape.0 } else { shape.1 };
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = p.run(&dev, &mut q, mode).unwrap_err();
            assert_eq!(e.status(), Status::SizeIncreased, "{what}");
            let need = q.stop_device_memory_size_query().unwrap();
            assert_eq!(need, common::r64(ka * ka * batch.count() * 16), "{what}");

            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run(&dev, &mut h, mode).unwrap();
            assert_eq!(h.last_status(), Status::Success, "{what}");
            assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
            p.check(&got, &what);

            let mut exact = common::user_managed_handle(&dev, need);
            let got = p.run(&dev, &mut exact, mode).unwrap();
            assert_eq!(exact.last_status(), Status::Success, "{what}");
            p.check(&got, &format!("{what} (exact arena)"));

            let panels = ka > 64 && !matches!(batch, Batch::Pointers(_));
            let narrow = common::r64(ka * 64 * batch.count() * 16);
            let mut short = Handle::with_device(&dev).unwrap();
            short
                .set_workspace(dev.alloc::<u8>(need - 1).unwrap())
                .unwrap();
            let got = p.run(&dev, &mut short, mode).unwrap();
            assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
            let want_hw = if panels { narrow } else { 0 };
            assert_eq!(short.stats().high_water, want_hw, "{what}");
            p.check(&got, &format!("{what} (degraded)"));

            if panels {
                let mut tiny = Handle::with_device(&dev).unwrap();
                tiny.set_workspace(dev.alloc::<u8>(narrow - 1).unwrap())
                    .unwrap();
                let got = p.run(&dev, &mut tiny, mode).unwrap();
                assert_eq!(tiny.last_status(), Status::PerfDegraded, "{what}");
                assert_eq!(tiny.stats().high_water, 0, "{what}");
                p.check(&got, &format!("{what} (no workspace)"));
            }
        }
    }
}

#[test]
fn symm_argument_errors() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let a = dev.upload(&[1.0f64; 64]).unwrap();
    let b = dev.upload(&[1.0f64; 64]).unwrap();
    let mut cb = dev.upload(&[2.0f64; 64]).unwrap();
    // lda < m (left), lda < n (right), ldb < m, ldc < m: invalid_size.
    for (side, lda, ldb, ldc) in [
        (Side::Left, 4, 5, 5),
        (Side::Right, 2, 5, 5),
        (Side::Left, 5, 4, 5),
        (Side::Left, 5, 5, 4),
    ] {
        let e = h
            .symm(
                side,
                Uplo::Lower,
                5,
                3,
                1.0,
                Matrices::One(a.as_slice()),
                lda,
                Matrices::One(b.as_slice()),
                ldb,
                1.0,
                MatricesMut::One(&mut cb.as_mut_slice()),
                ldc,
            )
            .unwrap_err();
        assert_eq!(
            e.status(),
            Status::InvalidSize,
            "{side:?} {lda} {ldb} {ldc}"
        );
    }
    // alpha = 0, beta = 1: quick return, nothing read or written.
    h.symm(
        Side::Left,
        Uplo::Upper,
        5,
        3,
        0.0,
        Matrices::One(a.as_slice()),
        5,
        Matrices::One(b.as_slice()),
        5,
        1.0,
        MatricesMut::One(&mut cb.as_mut_slice()),
        5,
    )
    .unwrap();
    assert!(cb.to_vec().unwrap().iter().all(|v| *v == 2.0));
}

/// Every backend against the host backend at sizes where the gemm's tiles and the expansion's
/// 32-wide tiles have ragged edges.
#[test]
fn symm_large_shapes_match_the_host_backend() {
    let host = Device::host();
    let mut rng = Rng::new(0x1026);
    for dev in devices() {
        for (herm, side, uplo, shape) in [
            (false, Side::Left, Uplo::Lower, (517, 300)),
            (true, Side::Right, Uplo::Upper, (250, 333)),
        ] {
            let (alpha, beta) = (rng.value::<Complex64>(), rng.value::<Complex64>());
            let p = Symm::<Complex64>::new(
                &mut rng,
                herm,
                side,
                uplo,
                shape,
                Batch::Plain,
                alpha,
                beta,
            );
            let mut hh = Handle::with_device(&host).unwrap();
            let want = p.run(&host, &mut hh, Mode::Host).unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            let got = p.run(&dev, &mut h, Mode::Host).unwrap();
            let bound = 8.0 * 520.0 * f64::EPSILON * 64.0 * 8.0;
            for x in 0..got.len() {
                if want[x].re.is_nan() {
                    assert!(got[x].re.is_nan(), "wrote padding at {x}");
                } else {
                    assert!(
                        (got[x] - want[x]).norm() <= bound,
                        "{herm} {side:?} element {x}"
                    );
                }
            }
        }
    }
}

// ------------------------------------------------------------------------------------ C ABI

extern "C" {
    fn oxblas_dsymm(
        h: *mut std::ffi::c_void,
        side: i32,
        uplo: i32,
        m: i64,
        n: i64,
        alpha: *const f64,
        a: *const f64,
        lda: i64,
        b: *const f64,
        ldb: i64,
        beta: *const f64,
        c: *mut f64,
        ldc: i64,
    ) -> i32;
    fn oxblas_dsyrk(
        h: *mut std::ffi::c_void,
        uplo: i32,
        trans: i32,
        n: i64,
        k: i64,
        alpha: *const f64,
        a: *const f64,
        lda: i64,
        beta: *const f64,
        c: *mut f64,
        ldc: i64,
    ) -> i32;
}

/// The C entry points' null-matrix checks (rocBLAS's order: past the quick return, C always, A
/// and B unless the call only scales C), for dsymm and dsyrk: status 3 (invalid_pointer) for a
/// null operand the call reads, 0 where a host alpha of 0 (or k = 0) leaves only C to scale
/// (with beta = 1 those calls leave C as it was: the last call's check against the definition
/// starts from the first C).
#[test]
fn c_abi_symm_and_syrk_null_matrices() {
    use common::capi::{default_handle, download, release, upload};
    let Some(h) = default_handle("C ABI symm/syrk test") else {
        return;
    };
    let (m, n, k) = (7usize, 5usize, 3usize);
    let mut rng = Rng::new(0x5e77);
    let a: Vec<f64> = (0..m * m).map(|_| rng.value::<f64>()).collect();
    let b: Vec<f64> = (0..m * n).map(|_| rng.value::<f64>()).collect();
    let c0: Vec<f64> = (0..m * n).map(|_| rng.value::<f64>()).collect();
    let (va, vb, vc) = (upload(&a), upload(&b), upload(&c0));
    let (da, db, dc) = (va.cast::<f64>(), vb.cast::<f64>(), vc.cast::<f64>());
    let null = std::ptr::null::<f64>();
    let (left, lower, op_n) = (141, 122, 111);
    let (zero, one, two) = (0.0f64, 1.0f64, 2.0f64);
    let symm = |al: *const f64, pa: *const f64, pb: *const f64, pc: *mut f64| {
        // SAFETY: the handle is live; pointers are null or device buffers of the sizes given.
        unsafe {
            oxblas_dsymm(
                h, left, lower, m as i64, n as i64, al, pa, m as i64, pb, m as i64, &one, pc,
                m as i64,
            )
        }
    };
    assert_eq!(symm(&two, null, db, dc), 3, "dsymm: A null");
    assert_eq!(symm(&two, da, null, dc), 3, "dsymm: B null");
    assert_eq!(symm(&two, da, db, std::ptr::null_mut()), 3, "dsymm: C null");
    // alpha = 0: C = beta·C only; A and B may be null.
    assert_eq!(
        symm(&zero, null, null, dc),
        0,
        "dsymm: alpha 0, A and B null"
    );
    let syrk = |kk: i64, al: *const f64, pa: *const f64, pc: *mut f64| {
        // SAFETY: as above (A is m x k, C is m x m inside the m x n buffer).
        unsafe {
            oxblas_dsyrk(
                h, lower, op_n, m as i64, kk, al, pa, m as i64, &one, pc, m as i64,
            )
        }
    };
    assert_eq!(syrk(k as i64, &two, null, dc), 3, "dsyrk: A null");
    assert_eq!(
        syrk(k as i64, &two, da, std::ptr::null_mut()),
        3,
        "dsyrk: C null"
    );
    assert_eq!(syrk(0, &two, null, dc), 0, "dsyrk: k = 0, A null");
    assert_eq!(syrk(k as i64, &zero, null, dc), 0, "dsyrk: alpha 0, A null");
    // The calls that ran (alpha 0, beta 1; k = 0) left C as it was; now one that computes:
    // C = 2·A·B + C (A symmetric, its lower triangle read), against the definition.
    assert_eq!(symm(&two, da, db, dc), 0);
    let got: Vec<f64> = download(vc, m * n);
    let sym = |i: usize, j: usize| if i >= j { a[i + j * m] } else { a[j + i * m] };
    for j in 0..n {
        for i in 0..m {
            let want = 2.0 * (0..m).map(|l| sym(i, l) * b[l + j * m]).sum::<f64>() + c0[i + j * m];
            let e = (got[i + j * m] - want).abs();
            assert!(
                e <= 64.0 * f64::EPSILON * (1.0 + want.abs()),
                "dsymm C[{i},{j}]: {e:e}"
            );
        }
    }
    release(h, &[va, vb, vc]);
}
