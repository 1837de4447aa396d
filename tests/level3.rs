//! gemm on every backend present (the host backend always; the GPU when compiled in and a device
//! exists), against a triple-loop reference written here (small shapes) and against the host
//! backend (large shapes): random non-zero data, odd m/n/k, leading dimensions above the rows,
//! every transA × transB, alpha/beta special values (0, 1, other; beta = 0 with NaN in C), plain,
//! strided and pointer-array batches (0, 1, many), host and device pointer modes, split-K on and
//! off. C's padding rows and the gaps between strided batches are NaN and checked bit for bit.
//! The size query equals the bytes borrowed; one byte less than the split plan gives the one-pass
//! kernel and `perf_degraded`, with the same result up to rounding.

#![allow(clippy::too_many_arguments, clippy::needless_range_loop)]

#[path = "common/mod.rs"]
mod common;

use common::capi::{default_handle, download, release, upload};
use common::{bits, devices, eps, nan, Batch, Mode, Rng};
use oxblas::level3::{Matrices, MatricesMut, ScalarArg};
use oxblas::{
    Complex32, Complex64, DType, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut,
    Handle, Scalar, Status, Transpose,
};

const NAN: f64 = f64::NAN;
const TRANS: [Transpose; 3] = [Transpose::N, Transpose::T, Transpose::C];

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

/// The error allowed for an element of an inner product of length k whose terms' magnitudes sum
/// to `scale`: k·eps of the accumulation, plus (f16, accumulated in f32) one rounding of the
/// result to f16.
fn bound(dtype: DType, k: usize, scale: f64) -> f64 {
    let acc = 8.0 * (k as f64 + 2.0);
    match dtype {
        DType::F16 => (2f64.powi(-10) + acc * f32::EPSILON as f64) * scale,
        _ => acc * eps(dtype) * scale,
    }
}

/// One gemm problem: stored operands (every batch entry `sa`/`sb`/`sc` elements apart, with
/// padding rows and gaps), scalars, and the C it started with.
struct Problem<T: Scalar> {
    ta: Transpose,
    tb: Transpose,
    m: usize,
    n: usize,
    k: usize,
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

fn dims(t: Transpose, rows: usize, cols: usize) -> (usize, usize) {
    if t == Transpose::N {
        (rows, cols)
    } else {
        (cols, rows)
    }
}

impl<T: Scalar> Problem<T> {
    fn new(
        rng: &mut Rng,
        ta: Transpose,
        tb: Transpose,
        (m, n, k): (usize, usize, usize),
        batch: Batch,
        alpha: T,
        beta: T,
    ) -> Self {
        let (ar, ac) = dims(ta, m, k);
        let (br, bc) = dims(tb, k, n);
        let (lda, ldb, ldc) = (ar + 2, br + 1, m + 3);
        let (sa, sb, sc) = (lda * ac + 5, ldb * bc + 3, ldc * n + 7);
        let nb = batch.count().max(1);
        let mut fill = |stride: usize, ld: usize, rows: usize, cols: usize| {
            let mut v = vec![nan::<T>(); stride * nb];
            for b in 0..nb {
                for j in 0..cols {
                    for i in 0..rows {
                        v[b * stride + i + j * ld] = rng.value();
                    }
                }
            }
            v
        };
        let a = fill(sa, lda, ar, ac);
        let b = fill(sb, ldb, br, bc);
        let mut c0 = fill(sc, ldc, m, n);
        if beta == T::default() {
            // beta = 0 must not read C: NaN there must not reach the result.
            c0.iter_mut().for_each(|v| *v = nan());
        }
        Problem {
            ta,
            tb,
            m,
            n,
            k,
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

    fn op(&self, x: &[T], ld: usize, t: Transpose, i: usize, l: usize) -> Complex64 {
        match t {
            Transpose::N => c(x[i + l * ld]),
            Transpose::T => c(x[l + i * ld]),
            Transpose::C => c(x[l + i * ld]).conj(),
        }
    }

    /// The triple loop: (value, scale) of each C element, scale = |alpha|·Σ|a||b| + |beta||c|.
    fn expected(&self, bi: usize, i: usize, j: usize) -> (Complex64, f64) {
        let a = &self.a[bi * self.sa..];
        let b = &self.b[bi * self.sb..];
        let mut s = Complex64::new(0.0, 0.0);
        let mut mag = 0.0;
        for l in 0..self.k {
            let t = self.op(a, self.lda, self.ta, i, l) * self.op(b, self.ldb, self.tb, l, j);
            s += t;
            mag += t.norm();
        }
        let alpha = c(self.alpha);
        let (mut want, mut scale) = if self.k == 0 || alpha == Complex64::new(0.0, 0.0) {
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

    /// Check `got` (all of C's storage): the m×n blocks against the triple loop within
    /// `8·(k + 2)·eps·scale`, everything else untouched.
    fn check(&self, got: &[T], what: &str) {
        let quick = self.m == 0 || self.n == 0;
        for bi in 0..self.batch.count().max(1) {
            for idx in 0..self.sc {
                let p = bi * self.sc + idx;
                let (i, j) = (idx % self.ldc, idx / self.ldc);
                if bi < self.batch.count() && i < self.m && j < self.n && !quick {
                    let (want, scale) = self.expected(bi, i, j);
                    let g = c(got[p]);
                    let bound = bound(T::DTYPE, self.k, scale.max(1e-300));
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

    /// Run on `h`; returns C's storage after the call.
    fn run(&self, dev: &Device, h: &mut Handle, mode: Mode) -> oxblas::Result<Vec<T>> {
        let da = dev.upload(&self.a)?;
        let db = dev.upload(&self.b)?;
        let mut dc = dev.upload(&self.c0)?;
        let scal = dev.upload(&[self.alpha, self.beta])?;
        let (alpha, beta): (ScalarArg<'_, T>, ScalarArg<'_, T>) = match mode {
            Mode::Host => (self.alpha.into(), self.beta.into()),
            Mode::Device => (
                ScalarArg::Device(scal.as_slice().range(0, 1)?),
                ScalarArg::Device(scal.as_slice().range(1, 1)?),
            ),
        };
        let (m, n, k, ta, tb) = (self.m, self.n, self.k, self.ta, self.tb);
        let (lda, ldb, ldc) = (self.lda, self.ldb, self.ldc);
        match self.batch {
            Batch::Plain => h.gemm(
                ta,
                tb,
                m,
                n,
                k,
                alpha,
                Matrices::One(da.as_slice()),
                lda,
                Matrices::One(db.as_slice()),
                ldb,
                beta,
                MatricesMut::One(&mut dc.as_mut_slice()),
                ldc,
            )?,
            Batch::Strided(cnt) => h.gemm(
                ta,
                tb,
                m,
                n,
                k,
                alpha,
                Matrices::Strided {
                    a: da.as_slice(),
                    stride: self.sa,
                    count: cnt,
                },
                lda,
                Matrices::Strided {
                    a: db.as_slice(),
                    stride: self.sb,
                    count: cnt,
                },
                ldb,
                beta,
                MatricesMut::Strided {
                    c: &mut dc.as_mut_slice(),
                    stride: self.sc,
                    count: cnt,
                },
                ldc,
            )?,
            Batch::Pointers(cnt) => {
                let backend = dev.backend();
                let (sl_a, sl_b) = (da.as_slice(), db.as_slice());
                let aps: Vec<_> = (0..cnt)
                    .map(|b| sl_a.range(b * self.sa, self.sa).unwrap())
                    .collect();
                let bps: Vec<_> = (0..cnt)
                    .map(|b| sl_b.range(b * self.sb, self.sb).unwrap())
                    .collect();
                let pa = DevicePointerArray::new(backend, &aps)?;
                let pb = DevicePointerArray::new(backend, &bps)?;
                // Separate buffers per entry: the array is not a stride.
                let mut cs: Vec<DeviceBuffer<T>> = (0..cnt)
                    .map(|b| {
                        dev.upload(&self.c0[b * self.sc..(b + 1) * self.sc])
                            .unwrap()
                    })
                    .collect();
                let views: Vec<_> = cs.iter_mut().map(|b| b.as_mut_slice()).collect();
                let mut pc = DevicePointerArrayMut::new(backend, views)?;
                let r = h.gemm(
                    ta,
                    tb,
                    m,
                    n,
                    k,
                    alpha,
                    Matrices::Pointers(&pa),
                    lda,
                    Matrices::Pointers(&pb),
                    ldb,
                    beta,
                    MatricesMut::Pointers(&mut pc),
                    ldc,
                );
                drop(pc);
                r?;
                let mut all = self.c0.clone();
                for (b, buf) in cs.iter().enumerate() {
                    all[b * self.sc..(b + 1) * self.sc].copy_from_slice(&buf.to_vec()?);
                }
                return Ok(all);
            }
        }
        dc.to_vec()
    }
}

fn one<T: Scalar>() -> T {
    T::from_c64(Complex64::new(1.0, 0.0))
}

/// Every transA × transB, shapes across the kernels' tile edges, every batch form, both pointer
/// modes and the alpha/beta special values, against the triple loop.
fn gemm_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x3e33 ^ T::DTYPE.size() as u64);
    let shapes = [
        (1, 1, 1),
        (7, 5, 3),
        (33, 17, 9),
        (65, 70, 40),
        (130, 3, 129),
    ];
    for ta in TRANS {
        for tb in TRANS {
            for (si, &shape) in shapes.iter().enumerate() {
                let batches = [
                    Batch::Plain,
                    Batch::Strided(3),
                    Batch::Pointers(2),
                    Batch::Strided(0),
                ];
                let batch = batches[si % batches.len()];
                let mode = if (si + ta as usize) % 2 == 0 {
                    Mode::Host
                } else {
                    Mode::Device
                };
                let (alpha, beta) = (rng.value::<T>(), rng.value::<T>());
                let p = Problem::new(&mut rng, ta, tb, shape, batch, alpha, beta);
                let mut h = Handle::with_device(dev).unwrap();
                let what = format!(
                    "{}gemm {ta:?}{tb:?} {shape:?} {batch:?} {mode:?} on {:?}",
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
    // alpha/beta special values, both modes, a strided batch of 2.
    let specials = [
        (T::default(), rng.value::<T>()), // alpha = 0: C = beta·C, A and B not needed
        (rng.value::<T>(), T::default()), // beta = 0: C is NaN, never read
        (one::<T>(), one::<T>()),
        (T::default(), T::default()),
        (T::default(), one::<T>()), // host: quick return
    ];
    for (alpha, beta) in specials {
        for mode in [Mode::Host, Mode::Device] {
            for shape in [(9, 11, 13), (9, 11, 0)] {
                let p = Problem::new(
                    &mut rng,
                    Transpose::T,
                    Transpose::C,
                    shape,
                    Batch::Strided(2),
                    alpha,
                    beta,
                );
                let mut h = Handle::with_device(dev).unwrap();
                let what = format!(
                    "{}gemm alpha {:?} beta {:?} {shape:?} {mode:?}",
                    T::DTYPE.prefix(),
                    alpha,
                    beta
                );
                let got = p.run(dev, &mut h, mode).unwrap();
                p.check(&got, &what);
            }
        }
    }
    // Empty shapes: quick return, C untouched.
    for shape in [(0, 5, 3), (4, 0, 3)] {
        let (alpha, beta) = (rng.value::<T>(), rng.value::<T>());
        let p = Problem::new(
            &mut rng,
            Transpose::N,
            Transpose::N,
            shape,
            Batch::Strided(2),
            alpha,
            beta,
        );
        let mut h = Handle::with_device(dev).unwrap();
        let got = p.run(dev, &mut h, Mode::Host).unwrap();
        p.check(&got, "empty");
    }
}

#[test]
fn gemm_matches_the_triple_loop() {
    for dev in devices() {
        gemm_all::<f32>(&dev);
        gemm_all::<f64>(&dev);
        gemm_all::<Complex32>(&dev);
        gemm_all::<Complex64>(&dev);
        gemm_all::<half::f16>(&dev);
    }
}

/// Split-K: a long k over a small C takes the workspace path; the size query equals the bytes
/// borrowed; one byte less runs the one-pass kernel with `perf_degraded` and the same result up
/// to rounding.
fn split_k<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x5917);
    let (tn, tt, tc) = (Transpose::N, Transpose::T, Transpose::C);
    // (transA, transB, batch, pointer mode, alpha = 0, beta = 0)
    for (ta, tb, batch, mode, alpha0, beta0) in [
        (tn, tn, Batch::Plain, Mode::Host, false, false),
        (tt, tc, Batch::Strided(2), Mode::Device, false, false),
        (tc, tn, Batch::Pointers(2), Mode::Host, false, false),
        // beta = 0: the combine pass must not read the NaN in C.
        (tt, tn, Batch::Strided(2), Mode::Host, false, true),
        // A device alpha of 0: the split plan is borrowed, but no partial is computed or read.
        (tn, tt, Batch::Plain, Mode::Device, true, false),
    ] {
        let zero_or =
            |zero: bool, rng: &mut Rng| if zero { T::default() } else { rng.value::<T>() };
        let alpha = zero_or(alpha0, &mut rng);
        let beta = zero_or(beta0, &mut rng);
        let p = Problem::new(&mut rng, ta, tb, (20, 17, 1500), batch, alpha, beta);
        let what = format!("{}gemm split-K {ta:?}{tb:?} {batch:?}", T::DTYPE.prefix());
        let mut q = Handle::with_device(dev).unwrap();
        q.start_device_memory_size_query().unwrap();
        let e = p.run(dev, &mut q, mode).unwrap_err();
        assert_eq!(e.status(), Status::SizeIncreased, "{what}");
        let need = q.stop_device_memory_size_query().unwrap();
        assert!(need > 0, "{what}: the split plan borrows partials");
        assert_eq!(need % 64, 0);
        assert!(
            need >= 2 * 20 * 17 * T::DTYPE.size().max(4) * batch.count(),
            "{what}: {need}"
        );

        // A managed handle borrows exactly the query's bytes.
        let mut h = Handle::with_device(dev).unwrap();
        let split = p.run(dev, &mut h, mode).unwrap();
        assert_eq!(h.last_status(), Status::Success, "{what}");
        assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
        p.check(&split, &what);

        // One byte less than the split plan: the one-pass kernel.
        let mut short = Handle::with_device(dev).unwrap();
        let buf = dev.alloc::<u8>(need - 1).unwrap();
        assert!(short.set_workspace(buf).is_ok(), "{what}: set_workspace");
        let one_pass = p.run(dev, &mut short, mode).unwrap();
        assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
        assert_eq!(short.stats().high_water, 0);
        p.check(&one_pass, &format!("{what} (degraded)"));
    }
}

#[test]
fn split_k_through_the_workspace_and_its_fallback() {
    for dev in devices() {
        split_k::<f32>(&dev);
        split_k::<f64>(&dev);
        split_k::<Complex32>(&dev);
        split_k::<Complex64>(&dev);
        split_k::<half::f16>(&dev);
    }
}

/// Every backend against the host backend at a size the triple loop would be slow for:
/// Large batches of small matrices: the GPU kernels switch to one warp per matrix (m, n <= 32;
/// a narrower warp for m, n <= 16) and to a small-tile configuration (m, n <= 64) when the
/// batch is several times the device's SM count (8x and 4x; the H200 has 132), so these
/// batches exceed 1056 and 528.
#[test]
fn large_batches_of_small_matrices() {
    let mut rng = Rng::new(0xba7c);
    for dev in devices() {
        for (ta, tb, shape, batch, zero_beta) in [
            (
                Transpose::N,
                Transpose::N,
                (16, 16, 16),
                Batch::Strided(1100),
                false,
            ),
            (
                Transpose::T,
                Transpose::C,
                (13, 29, 37),
                Batch::Pointers(1070),
                false,
            ),
            // m, n <= 16 (the narrower warp kernel) with edges in both.
            (
                Transpose::T,
                Transpose::N,
                (11, 7, 19),
                Batch::Pointers(1090),
                false,
            ),
            (
                Transpose::N,
                Transpose::T,
                (32, 32, 5),
                Batch::Strided(1060),
                false,
            ),
            (
                Transpose::C,
                Transpose::N,
                (64, 64, 24),
                Batch::Strided(540),
                false,
            ),
            (
                Transpose::N,
                Transpose::N,
                (50, 61, 19),
                Batch::Pointers(530),
                false,
            ),
            // Five k slices a matrix, the last one partial, in the layout whose batch tile
            // has 3 ring stages (TN; the others 4), with edges in n.
            (
                Transpose::T,
                Transpose::N,
                (64, 40, 70),
                Batch::Strided(1500),
                false,
            ),
            // k <= 64 outside TN: the whole-k batch kernel (gemm_dmma.h) on a GPU, batches of
            // at least 4 per multiprocessor. Full tiles with beta = 0 (C is NaN; the store
            // through shared memory), edges with beta = 0, full tiles reading C, and TT with
            // edges in m; k of 64, 48, and 33 (a partial last slice).
            (
                Transpose::N,
                Transpose::N,
                (64, 64, 64),
                Batch::Strided(600),
                true,
            ),
            (
                Transpose::N,
                Transpose::T,
                (64, 48, 33),
                Batch::Pointers(560),
                true,
            ),
            (
                Transpose::N,
                Transpose::N,
                (64, 64, 48),
                Batch::Pointers(560),
                false,
            ),
            (
                Transpose::T,
                Transpose::T,
                (40, 64, 64),
                Batch::Strided(560),
                false,
            ),
        ] {
            // f32 too: on the H200 the same warp and batch-tile kernels with float operands.
            one_batch::<f64>(&dev, &mut rng, ta, tb, shape, batch, zero_beta);
            one_batch::<f32>(&dev, &mut rng, ta, tb, shape, batch, zero_beta);
        }
    }
}

/// One batched product of `large_batches_of_small_matrices` (zero_beta: C is NaN and must not be
/// read), against the triple loop.
fn one_batch<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    ta: Transpose,
    tb: Transpose,
    shape: (usize, usize, usize),
    batch: Batch,
    zero_beta: bool,
) {
    let alpha = rng.value::<T>();
    let beta = if zero_beta {
        T::default()
    } else {
        rng.value::<T>()
    };
    let p = Problem::<T>::new(rng, ta, tb, shape, batch, alpha, beta);
    let mut h = Handle::with_device(dev).unwrap();
    let what = format!(
        "{}gemm {ta:?}{tb:?} {shape:?} {batch:?} on {:?}",
        T::DTYPE.prefix(),
        dev.kind()
    );
    let got = p
        .run(dev, &mut h, Mode::Device)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    p.check(&got, &what);
}

/// Shapes with whole tiles inside, every transpose: the GPU kernels' interior fast copies, their
/// edges and their tile order, against the triple loop. On an H200 f32 takes the FP64 tensor
/// cores' 32x32 tile at these sizes (the FP32 tile's 128x128 under `OXBLAS_SGEMM_FP32=1`, which
/// the GPU suites run too), c64 the 64x64 complex tile.
#[test]
fn whole_tiles_in_every_layout() {
    fn each<T: Scalar>(dev: &Device, rng: &mut Rng, shape: (usize, usize, usize)) {
        for ta in TRANS {
            for tb in TRANS {
                let (alpha, beta) = (rng.value::<T>(), rng.value::<T>());
                let p = Problem::<T>::new(rng, ta, tb, shape, Batch::Plain, alpha, beta);
                let mut h = Handle::with_device(dev).unwrap();
                let what = format!(
                    "{}gemm {ta:?}{tb:?} {shape:?} on {:?}",
                    T::DTYPE.prefix(),
                    dev.kind()
                );
                let got = p
                    .run(dev, &mut h, Mode::Host)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                p.check(&got, &what);
            }
        }
    }
    let mut rng = Rng::new(0x7113);
    for dev in devices() {
        each::<f32>(&dev, &mut rng, (260, 384, 67));
        // lda = m + 2 and ldb = k + 1 (NN), n + 1 (NT) whole 16-byte chunks of f32: the NVIDIA
        // build's sgemm copies NN's and NT's interior tiles fast for every whole k slice, then
        // the partial last one generally (the FP32 tile: 3 x 2 interior tiles of 128 x 128
        // beside edge tiles).
        each::<f32>(&dev, &mut rng, (390, 303, 303));
        each::<Complex64>(&dev, &mut rng, (130, 192, 40));
        each::<f64>(&dev, &mut rng, (264, 130, 50));
        // 9 x 9 tiles of 64 x 64 (the NVIDIA build's small real tile on an H200, whose loop
        // reads the next k step's fragments during this one's products): NN and NT interior
        // tiles copy their first k slices fast, then the partial last one generally.
        each::<f64>(&dev, &mut rng, (520, 530, 99));
        // Odd m, so ldc = m + 3 is even: the interior tiles' epilogue copies C into shared
        // memory 16 bytes at a time (the NVIDIA build's real tiles of 64 rows and more), in
        // every layout; the shapes above have odd ldc (its element-wise path).
        each::<f64>(&dev, &mut rng, (519, 530, 99));
    }
}

/// One product on `dev` against the host backend, element by element within
/// 32·k·eps·|alpha|·64 + 32·eps·|beta|·8 (data below 8 in magnitude), C's padding rows untouched.
fn against_host<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    ta: Transpose,
    tb: Transpose,
    shape: (usize, usize, usize),
) {
    let (alpha, beta) = (rng.value::<T>(), rng.value::<T>());
    against_host_with(dev, rng, ta, tb, shape, (alpha, beta), Mode::Host);
}

/// `against_host` with the given alpha and beta (beta = 0: C is NaN, as `Problem` fills it),
/// passed in `mode`.
fn against_host_with<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    ta: Transpose,
    tb: Transpose,
    shape: (usize, usize, usize),
    (alpha, beta): (T, T),
    mode: Mode,
) {
    let host = Device::host();
    let p = Problem::<T>::new(rng, ta, tb, shape, Batch::Plain, alpha, beta);
    let mut hh = Handle::with_device(&host).unwrap();
    let want = p.run(&host, &mut hh, mode).unwrap();
    let mut h = Handle::with_device(dev).unwrap();
    let got = p.run(dev, &mut h, mode).unwrap();
    let (m, n, k) = shape;
    let e = eps(T::DTYPE);
    let bound = 4.0 * k as f64 * e * c(p.alpha).norm() * 64.0 + 4.0 * e * c(p.beta).norm() * 8.0;
    let what = format!(
        "{}gemm {ta:?}{tb:?} {shape:?} on {:?}",
        T::DTYPE.prefix(),
        dev.kind()
    );
    for j in 0..n {
        for i in 0..m {
            let x = i + j * p.ldc;
            let (g, w) = (c(got[x]), c(want[x]));
            assert!(
                (g - w).norm() <= bound * 8.0,
                "{what}: C[{i},{j}] = {g}, host {w}"
            );
        }
    }
    for x in 0..p.sc {
        if x % p.ldc >= m {
            assert!(
                bits(got[x]) == bits(p.c0[x]) && bits(want[x]) == bits(p.c0[x]),
                "{what}: padding written"
            );
        }
    }
}

/// 1024³ (f64: 128 tiles of 128×64 for the H200's 132 SMs, on that large tile by its rule for
/// long k), odd shapes with every transpose, and a shape of more 128×64 tiles than an H200
/// has SMs (the NVIDIA build's large tile), in every layout: the interior tiles of NN and NT
/// (leading dimensions even: 16-byte copies) run its fast loop and then its general tail (the
/// partial last k slice), TN and TT (odd lda) the general copies only, the edge tiles both.
/// The odd m of `big_even_ldc` makes ldc = m + 3 even: the interior tiles' epilogue then copies
/// C into shared memory 16 bytes at a time (the NVIDIA build's real tiles of 64 rows and more),
/// where the other shapes' odd ldc takes its element-wise path.
/// f32 takes the large shapes too, on the H200 on the FP64 tensor-core tiles with float operands:
/// those of more than 132 tiles of 128×64 on that tile (1024³, 128 tiles, on the 64×64 one). NN
/// (1030, 1101, 331) has lda = 1032 and ldb = 332, whole 16-byte chunks of floats: the fast
/// copies of both operands; TT (1029, 1103, 330) has lda = 332, ldb = 1104 and ldc = 1032: the
/// fast copies and the staged epilogue's 16-byte copies of C and stores of D. (130, 140, 16384)
/// is split in k (57 splits on an H200: 342 tiles), its partials written by that tile.
#[test]
fn large_shapes_match_the_host_backend() {
    let mut rng = Rng::new(0x1024);
    let big = (1030, 1101, 333);
    let big_even_ldc = (1029, 1101, 333);
    for dev in devices() {
        for (ta, tb, shape) in [
            (Transpose::N, Transpose::N, (1024, 1024, 1024)),
            (Transpose::T, Transpose::N, (257, 511, 333)),
            (Transpose::N, Transpose::C, (300, 129, 1031)),
            (Transpose::N, Transpose::N, big),
            (Transpose::N, Transpose::T, big),
            (Transpose::T, Transpose::N, big),
            (Transpose::T, Transpose::T, big),
            (Transpose::N, Transpose::N, big_even_ldc),
            (Transpose::T, Transpose::N, big_even_ldc),
        ] {
            against_host::<f64>(&dev, &mut rng, ta, tb, shape);
        }
        for (ta, tb, shape) in [
            (Transpose::N, Transpose::N, (1024, 1024, 1024)),
            (Transpose::N, Transpose::N, big),
            (Transpose::N, Transpose::T, big),
            (Transpose::T, Transpose::N, big),
            (Transpose::T, Transpose::T, big),
            (Transpose::C, Transpose::C, big_even_ldc),
            (Transpose::N, Transpose::N, (1030, 1101, 331)),
            (Transpose::T, Transpose::T, (1029, 1103, 330)),
            (Transpose::N, Transpose::T, (130, 140, 16384)),
        ] {
            against_host::<f32>(&dev, &mut rng, ta, tb, shape);
        }
        // c32: on the H200 the FP64 tensor cores' complex tile with c32 operands (64 x 64
        // tiles: interior ones with fast copies where lda and ldb are even, conjugated operands).
        for (ta, tb, shape) in [
            (Transpose::N, Transpose::N, (1030, 1101, 333)),
            (Transpose::N, Transpose::C, (1030, 1101, 331)),
            (Transpose::C, Transpose::T, (1029, 1103, 330)),
            (Transpose::T, Transpose::N, (130, 140, 16384)),
        ] {
            against_host::<Complex32>(&dev, &mut rng, ta, tb, shape);
        }
    }
}

/// Shapes of 128–131 tiles of 128×64 (an H200 has 132 SMs) with k ≥ 1024: the NVIDIA build's
/// dgemm takes its large tile there by the long-k rule (gemm_dmma.h, run_real), with edge tiles
/// on both sides and odd k (a partial last slice), in every layout. (1000, 1000, 1101): lda
/// and ldb whole 16-byte chunks in NN (the fast copies), odd ldc (C's element-wise path);
/// (999, 1000, 1101): even ldc (C copied 16 bytes at a time). Then beta = 0 (C NaN, never
/// read), and alpha = 0 with beta = 0.5 from device memory (the blocks skip their k loops).
/// The host backend itself is the reference, so this runs on GPU devices only.
#[test]
fn long_k_large_tile_shapes_match_the_host_backend() {
    let mut rng = Rng::new(0x9a12);
    for dev in devices() {
        if dev.kind() == oxblas::BackendKind::Host {
            continue;
        }
        for ta in [Transpose::N, Transpose::T] {
            for tb in [Transpose::N, Transpose::C] {
                for shape in [(1000, 1000, 1101), (999, 1000, 1101)] {
                    against_host::<f64>(&dev, &mut rng, ta, tb, shape);
                }
            }
        }
        let alpha = rng.value::<f64>();
        let (odd, cube) = ((1000, 1000, 1101), (1024, 1024, 1024));
        for (ta, tb, shape, scalars, mode) in [
            (Transpose::N, Transpose::N, odd, (alpha, 0.0), Mode::Host),
            (Transpose::T, Transpose::N, odd, (alpha, 0.0), Mode::Host),
            (Transpose::N, Transpose::N, cube, (0.0, 0.5), Mode::Device),
            (Transpose::T, Transpose::C, cube, (0.0, 0.5), Mode::Device),
        ] {
            against_host_with::<f64>(&dev, &mut rng, ta, tb, shape, scalars, mode);
        }
    }
}

/// `steps` dependent products on one handle with no synchronization between them:
/// X_{i+1} = alpha·X_i·B (n×n, beta = 0), every X_i after the first in its own buffer filled
/// with NaN; returns the last one.
fn product_chain<T: Scalar>(
    dev: &Device,
    x0: &[T],
    b: &[T],
    n: usize,
    alpha: T,
    steps: usize,
) -> Vec<T> {
    let mut h = Handle::with_device(dev).unwrap();
    let db = dev.upload(b).unwrap();
    let mut xs = vec![dev.upload(x0).unwrap()];
    for _ in 0..steps {
        xs.push(dev.upload(&vec![nan::<T>(); n * n]).unwrap());
    }
    for i in 0..steps {
        let (done, next) = xs.split_at_mut(i + 1);
        h.gemm(
            Transpose::N,
            Transpose::N,
            n,
            n,
            n,
            ScalarArg::Host(alpha),
            Matrices::One(done[i].as_slice()),
            n,
            Matrices::One(db.as_slice()),
            n,
            ScalarArg::Host(T::default()),
            MatricesMut::One(&mut next[0].as_mut_slice()),
            n,
        )
        .unwrap_or_else(|e| panic!("step {i} of the chain on {:?}: {e}", dev.kind()));
    }
    xs[steps].to_vec().unwrap()
}

/// A chain of dependent products whose grids are one wave of blocks on an H200 (all resident at
/// once): 999 on the 64×64 tile (16×16 tiles, two an SM: f64, f32), 499 on the 32×32 tile (its
/// 8×8 tiles of 64×64 would leave most SMs idle), 740 on the complex tile (12×12 tiles, c32).
/// The NVIDIA build launches such a product as a programmatic dependent launch, scheduled while
/// the one before it still runs: it must wait for that product's memory before it reads X_i, or
/// it reads NaN (or a partial X_i). Compared with the host backend's chain, normwise, within
/// 32·steps·√n·eps; every element finite.
#[test]
fn dependent_products_in_one_wave_grids() {
    fn each<T: Scalar>(dev: &Device, rng: &mut Rng, n: usize) {
        const STEPS: usize = 3;
        let x0: Vec<T> = (0..n * n).map(|_| rng.value()).collect();
        let b: Vec<T> = (0..n * n).map(|_| rng.value()).collect();
        // Entries of about unit size stay so: |X·B| grows like √n·|X|.
        let alpha = T::from_c64(Complex64::new(1.0 / (2.0 * n as f64).sqrt(), 0.0));
        let want = product_chain(&Device::host(), &x0, &b, n, alpha, STEPS);
        let got = product_chain(dev, &x0, &b, n, alpha, STEPS);
        let what = format!(
            "{}gemm chain n = {n} on {:?}",
            T::DTYPE.prefix(),
            dev.kind()
        );
        let (mut diff, mut norm) = (0.0, 0.0);
        for (g, w) in got.iter().zip(&want) {
            let (g, w) = (c(*g), c(*w));
            assert!(
                g.re.is_finite() && g.im.is_finite(),
                "{what}: {g} (host {w})"
            );
            diff += (g - w).norm_sqr();
            norm += w.norm_sqr();
        }
        let rel = (diff / norm).sqrt();
        let bound = 32.0 * STEPS as f64 * (n as f64).sqrt() * eps(T::DTYPE);
        assert!(
            norm > 0.0 && rel <= bound,
            "{what}: relative difference {rel:e} > {bound:e}"
        );
    }
    let mut rng = Rng::new(0xc4a1);
    for dev in devices() {
        if dev.kind() == Device::host().kind() {
            continue; // the reference itself
        }
        each::<f64>(&dev, &mut rng, 999);
        each::<f64>(&dev, &mut rng, 499);
        each::<f32>(&dev, &mut rng, 999);
        each::<Complex32>(&dev, &mut rng, 740);
    }
}

/// rocBLAS's argument-check order and quick returns through the typed API.
#[test]
fn argument_errors_and_quick_returns() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let a = dev.upload(&[1.0f64; 64]).unwrap();
    let b = dev.upload(&[1.0f64; 64]).unwrap();
    let mut cbuf = dev.upload(&[2.0f64; 64]).unwrap();
    let mut call = |h: &mut Handle, m, n, k, lda, ldb, ldc, beta: f64| {
        h.gemm(
            Transpose::N,
            Transpose::T,
            m,
            n,
            k,
            1.0,
            Matrices::One(a.as_slice()),
            lda,
            Matrices::One(b.as_slice()),
            ldb,
            beta,
            MatricesMut::One(&mut cbuf.as_mut_slice()),
            ldc,
        )
    };
    // lda < m, ldb < n (B transposed), ldc < m: invalid_size.
    for (lda, ldb, ldc) in [(3, 4, 4), (4, 3, 4), (4, 4, 3)] {
        let e = call(&mut h, 4, 4, 4, lda, ldb, ldc, 1.0).unwrap_err();
        assert_eq!(e.status(), Status::InvalidSize, "{lda} {ldb} {ldc}");
    }
    // A too short for its shape: invalid_size.
    let e = call(&mut h, 9, 9, 9, 9, 9, 9, 1.0).unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    // k = 0 with beta = 1: quick return, C untouched.
    call(&mut h, 4, 4, 0, 4, 4, 4, 1.0).unwrap();
    // k = 0 with beta = 3: C = 3·C on the 4×4 block only.
    call(&mut h, 4, 4, 0, 4, 4, 5, 3.0).unwrap();
    let got = cbuf.to_vec().unwrap();
    for (x, v) in got.iter().enumerate() {
        let inside = x % 5 < 4 && x / 5 < 4;
        assert_eq!(*v, if inside { 6.0 } else { 2.0 }, "element {x}");
    }
    // Mismatched batch counts: invalid_size.
    let e = h
        .gemm(
            Transpose::N,
            Transpose::N,
            2,
            2,
            2,
            1.0,
            Matrices::Strided {
                a: a.as_slice(),
                stride: 4,
                count: 2,
            },
            2,
            Matrices::One(b.as_slice()),
            2,
            0.0,
            MatricesMut::One(&mut cbuf.as_mut_slice()),
            2,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    // bfloat16 gemm is not implemented (gemm_ex's business).
    let ha = dev.upload(&[half::bf16::ONE; 4]).unwrap();
    let mut hc = dev.upload(&[half::bf16::ONE; 4]).unwrap();
    let e = h
        .gemm(
            Transpose::N,
            Transpose::N,
            2,
            2,
            2,
            half::bf16::ONE,
            Matrices::One(ha.as_slice()),
            2,
            Matrices::One(ha.as_slice()),
            2,
            half::bf16::ONE,
            MatricesMut::One(&mut hc.as_mut_slice()),
            2,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::NotImplemented);
}

/// Complex types are not mixed up with real ones: a purely imaginary product.
#[test]
fn complex_conjugation_is_applied_to_the_right_operand() {
    for dev in devices() {
        let i = Complex32::new(0.0, 1.0);
        let a = dev.upload(&[i]).unwrap();
        let b = dev.upload(&[Complex32::new(2.0, 0.0)]).unwrap();
        for (ta, tb, want) in [
            (Transpose::N, Transpose::N, Complex32::new(0.0, 2.0)),
            (Transpose::C, Transpose::N, Complex32::new(0.0, -2.0)),
            (Transpose::T, Transpose::C, Complex32::new(0.0, 2.0)),
        ] {
            let mut cbuf = dev.upload(&[Complex32::new(NAN as f32, 0.0)]).unwrap();
            let mut h = Handle::with_device(&dev).unwrap();
            h.gemm(
                ta,
                tb,
                1,
                1,
                1,
                Complex32::new(1.0, 0.0),
                Matrices::One(a.as_slice()),
                1,
                Matrices::One(b.as_slice()),
                1,
                Complex32::new(0.0, 0.0),
                MatricesMut::One(&mut cbuf.as_mut_slice()),
                1,
            )
            .unwrap();
            assert_eq!(cbuf.to_vec().unwrap()[0], want, "{ta:?}{tb:?}");
        }
    }
}

// ------------------------------------------------------------------------------------ C ABI

extern "C" {
    fn oxblas_hgemm(
        h: *mut std::ffi::c_void,
        trans_a: i32,
        trans_b: i32,
        m: i64,
        n: i64,
        k: i64,
        alpha: *const half::f16,
        a: *const half::f16,
        lda: i64,
        b: *const half::f16,
        ldb: i64,
        beta: *const half::f16,
        c: *mut half::f16,
        ldc: i64,
    ) -> i32;
    fn oxblas_dgemm_strided_batched(
        h: *mut std::ffi::c_void,
        trans_a: i32,
        trans_b: i32,
        m: i64,
        n: i64,
        k: i64,
        alpha: *const f64,
        a: *const f64,
        lda: i64,
        stride_a: i64,
        b: *const f64,
        ldb: i64,
        stride_b: i64,
        beta: *const f64,
        c: *mut f64,
        ldc: i64,
        stride_c: i64,
        batch_count: i64,
    ) -> i32;
}

/// The C entry point on the default backend: a strided batch against the triple loop, and
/// rocBLAS's check order (enumerations, sizes, leading dimensions, the empty quick return before
/// any pointer, then the scalars and the matrices).
#[test]
fn c_abi_strided_batched_and_check_order() {
    let Some(h) = default_handle("C ABI gemm test") else {
        return;
    };
    let mut rng = Rng::new(0xcab1);
    let (alpha, beta) = (rng.value::<f64>(), rng.value::<f64>());
    let p = Problem::<f64>::new(
        &mut rng,
        Transpose::T,
        Transpose::N,
        (13, 6, 21),
        Batch::Strided(3),
        alpha,
        beta,
    );
    let (da, db, dc) = (upload(&p.a), upload(&p.b), upload(&p.c0));
    let null = std::ptr::null::<f64>();
    let (n_, t_) = (111, 112);
    let call = |ta: i32, m: i64, k: i64, lda: i64, al: *const f64, be: *const f64, cc: *mut f64| {
        // SAFETY: the handle is live; pointers are null or device buffers of the problem's size.
        unsafe {
            oxblas_dgemm_strided_batched(
                h,
                ta,
                n_,
                m,
                6,
                k,
                al,
                da.cast(),
                lda,
                p.sa as i64,
                db.cast(),
                p.ldb as i64,
                p.sb as i64,
                be,
                cc,
                p.ldc as i64,
                p.sc as i64,
                3,
            )
        }
    };
    let (pa, pb) = (&p.alpha as *const f64, &p.beta as *const f64);
    assert_eq!(call(t_, 13, 21, p.lda as i64, pa, pb, dc.cast()), 0);
    let got: Vec<f64> = download(dc, p.c0.len());
    p.check(&got, "oxblas_dgemm_strided_batched");

    let lda = p.lda as i64;
    assert_eq!(call(7, -1, 21, 0, null, null, std::ptr::null_mut()), 11);
    assert_eq!(call(t_, -1, 21, lda, null, null, std::ptr::null_mut()), 4);
    assert_eq!(call(t_, 13, 21, 20, null, null, std::ptr::null_mut()), 4);
    // m = 0: success before any pointer is looked at.
    assert_eq!(call(t_, 0, 21, lda, null, null, std::ptr::null_mut()), 0);
    assert_eq!(call(t_, 13, 21, lda, pa, null, dc.cast()), 3);
    assert_eq!(call(t_, 13, 21, lda, null, pb, dc.cast()), 3);
    let (zero, one, two) = (0.0f64, 1.0f64, 2.0f64);
    // Host alpha = 0 (or k = 0) with beta = 1: nothing to do, C may be null.
    assert_eq!(call(t_, 13, 21, lda, &zero, &one, std::ptr::null_mut()), 0);
    assert_eq!(call(t_, 13, 0, lda, &two, &one, std::ptr::null_mut()), 0);
    assert_eq!(call(t_, 13, 0, lda, &two, &two, std::ptr::null_mut()), 3);
    // hgemm through C: small integers, exact in f16 and in the f32 accumulation.
    let f = |v: f64| half::f16::from_f64(v);
    let (ha, hb) = (
        [f(1.0), f(2.0), f(3.0), f(4.0)],
        [f(5.0), f(6.0), f(7.0), f(8.0)],
    );
    let hc0 = [f(1.0), f(1.0), f(9.0), f(1.0), f(1.0), f(9.0)]; // ldc = 3: row 2 is padding
    let (dha, dhb, dhc) = (upload(&ha), upload(&hb), upload(&hc0));
    let (two_h, one_h) = (f(2.0), f(1.0));
    // SAFETY: live handle; device buffers of the sizes the call reads and writes.
    let st = unsafe {
        oxblas_hgemm(
            h,
            n_,
            t_,
            2,
            2,
            2,
            &two_h,
            dha.cast(),
            2,
            dhb.cast(),
            2,
            &one_h,
            dhc.cast(),
            3,
        )
    };
    assert_eq!(st, 0);
    let hc: Vec<half::f16> = download(dhc, 6);
    // C = 2·A·Bᵀ + C with A = [1 3; 2 4], B = [5 7; 6 8].
    let want = [
        2.0 * 26.0 + 1.0,
        2.0 * 38.0 + 1.0,
        9.0,
        2.0 * 30.0 + 1.0,
        2.0 * 44.0 + 1.0,
        9.0,
    ];
    for (g, w) in hc.iter().zip(want) {
        assert_eq!(g.to_f64(), w);
    }
    release(h, &[da, db, dc, dha, dhb, dhc]);
}
