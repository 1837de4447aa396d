//! gemm_ex on every backend present (the host backend always; the GPU when compiled in and a
//! device exists): every type combination of rocBLAS's table (f16/bf16 inputs with f32 compute
//! and f16/bf16/f32 output; f16 with f16 compute; f32, f64, c32, c64) against a triple-loop
//! reference of the rounded inputs in f64 (small shapes), and the GPU against the host backend
//! (large shapes): random non-zero data, odd m/n/k and shapes across the kernels' 64- and
//! 128-wide tiles, leading dimensions above the rows (multiples of 8, which the tensor-core
//! kernel copies with cp.async, and odd ones, which it gathers), every transA × transB,
//! alpha/beta special values (beta = 0 with NaN in C), plain, strided and pointer-array batches
//! (0, 1, many), host and device pointer modes, D in place of C and D separate from C (C then
//! checked untouched bit for bit), split-K on and off. D's padding rows and the gaps between
//! strided batches are NaN and checked bit for bit. Argument checks and quick returns in
//! rocBLAS's order, through the typed API and the C ABI.

#![allow(
    clippy::too_many_arguments,
    clippy::needless_range_loop,
    clippy::type_complexity
)]

#[path = "common/mod.rs"]
mod common;

use common::capi::{default_handle, download, release, upload};
use common::{bits, devices, nan, Batch, Mode, Rng};
use half::{bf16, f16};
use oxblas::level3::gemm_ex::{flags, GemmAlgo, GemmEx, GemmExOptions, GemmExOutput};
use oxblas::level3::{Matrices, MatricesMut, ScalarArg};
use oxblas::{
    Complex32, Complex64, DType, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut,
    Handle, Scalar, Status, Transpose,
};

const TRANS: [Transpose; 3] = [Transpose::N, Transpose::T, Transpose::C];

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

/// Rounding error of the accumulation, per term: f32 for every compute type but f64/c64 (f16
/// compute, hgemm, accumulates in f32 too).
fn acc_eps(compute: DType) -> f64 {
    match compute {
        DType::F64 | DType::C64 => f64::EPSILON,
        _ => f32::EPSILON as f64,
    }
}

/// The final rounding to the output type.
fn out_eps(out: DType) -> f64 {
    match out {
        DType::F16 => 2f64.powi(-10),
        DType::BF16 => 2f64.powi(-7),
        DType::F32 | DType::C32 => f32::EPSILON as f64,
        _ => 0.0,
    }
}

/// The error allowed for an element whose terms' magnitudes sum to `scale`.
fn bound(out: DType, compute: DType, k: usize, scale: f64) -> f64 {
    (out_eps(out) + 8.0 * (k as f64 + 2.0) * acc_eps(compute)) * scale
}

fn one<T: Scalar>() -> T {
    T::from_c64(Complex64::new(1.0, 0.0))
}

fn dims(t: Transpose, rows: usize, cols: usize) -> (usize, usize) {
    if t == Transpose::N {
        (rows, cols)
    } else {
        (cols, rows)
    }
}

/// One gemm_ex problem: stored operands (batch entries `sa`/`sb`/`sc`/`sd` elements apart,
/// padding rows and gaps NaN), scalars, and C and D as they started (`separate`: D is its own
/// matrix, all NaN; else D is C).
struct Problem<Ti: Scalar, To: Scalar, Tc: Scalar> {
    ta: Transpose,
    tb: Transpose,
    m: usize,
    n: usize,
    k: usize,
    lda: usize,
    ldb: usize,
    ldc: usize,
    ldd: usize,
    sa: usize,
    sb: usize,
    sc: usize,
    sd: usize,
    batch: Batch,
    separate: bool,
    a: Vec<Ti>,
    b: Vec<Ti>,
    c0: Vec<To>,
    d0: Vec<To>,
    alpha: Tc,
    beta: Tc,
}

/// A leading dimension above `rows`: a multiple of 8 (`aligned`), else odd-padded.
fn pad(rows: usize, extra: usize, aligned: bool) -> usize {
    if aligned {
        (rows + extra).div_ceil(8) * 8
    } else {
        rows + extra
    }
}

impl<Ti: Scalar, To: Scalar, Tc: Scalar> Problem<Ti, To, Tc> {
    #[allow(clippy::new_ret_no_self)]
    fn new(
        rng: &mut Rng,
        ta: Transpose,
        tb: Transpose,
        (m, n, k): (usize, usize, usize),
        batch: Batch,
        separate: bool,
        aligned: bool,
        alpha: Tc,
        beta: Tc,
    ) -> Self {
        let (ar, ac) = dims(ta, m, k);
        let (br, bc) = dims(tb, k, n);
        let (lda, ldb, ldc) = (pad(ar, 2, aligned), pad(br, 1, aligned), pad(m, 3, aligned));
        let ldd = if separate { pad(m, 1, aligned) } else { ldc };
        let (sa, sb) = (lda * ac + 5, ldb * bc + 3);
        let (sc, sd) = (ldc * n + 7, ldd * n + 9);
        let nb = batch.count().max(1);
        fn fill<T: Scalar>(
            rng: &mut Rng,
            nb: usize,
            stride: usize,
            ld: usize,
            rows: usize,
            cols: usize,
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
        let a = fill(rng, nb, sa, lda, ar, ac);
        let b = fill(rng, nb, sb, ldb, br, bc);
        let mut c0: Vec<To> = fill(rng, nb, sc, ldc, m, n);
        if beta == Tc::default() {
            // beta = 0 must not read C: NaN there must not reach the result.
            c0.iter_mut().for_each(|v| *v = nan());
        }
        let d0 = vec![nan::<To>(); if separate { sd * nb } else { 0 }];
        Problem {
            ta,
            tb,
            m,
            n,
            k,
            lda,
            ldb,
            ldc,
            ldd,
            sa,
            sb,
            sc,
            sd: if separate { sd } else { sc },
            batch,
            separate,
            a,
            b,
            c0,
            d0,
            alpha,
            beta,
        }
    }

    fn op(&self, x: &[Ti], ld: usize, t: Transpose, i: usize, l: usize) -> Complex64 {
        match t {
            Transpose::N => c(x[i + l * ld]),
            Transpose::T => c(x[l + i * ld]),
            Transpose::C => c(x[l + i * ld]).conj(),
        }
    }

    /// The triple loop over the stored (rounded) inputs in f64: (value, scale) of D(i, j).
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
        if self.beta != Tc::default() {
            let bc = c(self.beta) * c(self.c0[bi * self.sc + i + j * self.ldc]);
            want += bc;
            scale += bc.norm();
        }
        (want, scale)
    }

    /// Check D's storage (`d`) against the triple loop and its untouched parts, and C's storage
    /// (`cs`, when separate) untouched.
    fn check(&self, cs: &[To], d: &[To], what: &str) {
        if self.separate {
            assert_eq!(cs.len(), self.c0.len());
            for (x, (g, w)) in cs.iter().zip(&self.c0).enumerate() {
                assert_eq!(bits(*g), bits(*w), "{what}: C written (element {x})");
            }
        }
        let d0 = if self.separate { &self.d0 } else { &self.c0 };
        let quick = self.m == 0 || self.n == 0;
        for bi in 0..self.batch.count().max(1) {
            for idx in 0..self.sd {
                let p = bi * self.sd + idx;
                let (i, j) = (idx % self.ldd, idx / self.ldd);
                if bi < self.batch.count() && i < self.m && j < self.n && !quick {
                    let (want, scale) = self.expected(bi, i, j);
                    let g = c(d[p]);
                    let bound = bound(To::DTYPE, Tc::DTYPE, self.k, scale.max(1e-300));
                    assert!(
                        (g - want).norm() <= bound && g.re.is_finite() && g.im.is_finite(),
                        "{what}: D[{bi}][{i},{j}] = {g}, want {want} (bound {bound})"
                    );
                } else {
                    assert_eq!(
                        bits(d[p]),
                        bits(d0[p]),
                        "{what}: wrote outside D (batch {bi}, element {idx})"
                    );
                }
            }
        }
    }

    /// Run on `h`; returns C's and D's storage after the call (C empty when D is C).
    fn run(
        &self,
        dev: &Device,
        h: &mut Handle,
        mode: Mode,
        options: GemmExOptions,
    ) -> oxblas::Result<(Vec<To>, Vec<To>)>
    where
        Ti: GemmEx<To, Tc>,
    {
        let da = dev.upload(&self.a)?;
        let db = dev.upload(&self.b)?;
        let scal = dev.upload(&[self.alpha, self.beta])?;
        let (alpha, beta): (ScalarArg<'_, Tc>, ScalarArg<'_, Tc>) = match mode {
            Mode::Host => (self.alpha.into(), self.beta.into()),
            Mode::Device => (
                ScalarArg::Device(scal.as_slice().range(0, 1)?),
                ScalarArg::Device(scal.as_slice().range(1, 1)?),
            ),
        };
        let (m, n, k, ta, tb) = (self.m, self.n, self.k, self.ta, self.tb);
        let (lda, ldb, ldc, ldd) = (self.lda, self.ldb, self.ldc, self.ldd);
        let backend = dev.backend();
        match self.batch {
            Batch::Plain | Batch::Strided(_) => {
                let strided = |x: usize| -> Option<(usize, usize)> {
                    match self.batch {
                        Batch::Strided(cnt) => Some((x, cnt)),
                        _ => None,
                    }
                };
                fn rd<T: Scalar>(
                    buf: &DeviceBuffer<T>,
                    s: Option<(usize, usize)>,
                ) -> Matrices<'_, T> {
                    match s {
                        None => Matrices::One(buf.as_slice()),
                        Some((stride, count)) => Matrices::Strided {
                            a: buf.as_slice(),
                            stride,
                            count,
                        },
                    }
                }
                let mut dc = dev.upload(&self.c0)?;
                if self.separate {
                    let mut dd = dev.upload(&self.d0)?;
                    {
                        let mut sd_ = dd.as_mut_slice();
                        let cm = match strided(self.sc) {
                            None => Matrices::One(dc.as_slice()),
                            Some((stride, count)) => Matrices::Strided {
                                a: dc.as_slice(),
                                stride,
                                count,
                            },
                        };
                        let dm = match strided(self.sd) {
                            None => MatricesMut::One(&mut sd_),
                            Some((stride, count)) => MatricesMut::Strided {
                                c: &mut sd_,
                                stride,
                                count,
                            },
                        };
                        h.gemm_ex::<Ti, To, Tc>(
                            ta,
                            tb,
                            m,
                            n,
                            k,
                            alpha,
                            rd(&da, strided(self.sa)),
                            lda,
                            rd(&db, strided(self.sb)),
                            ldb,
                            beta,
                            GemmExOutput::Separate {
                                c: cm,
                                ldc,
                                d: dm,
                                ldd,
                            },
                            options,
                        )?;
                    }
                    Ok((dc.to_vec()?, dd.to_vec()?))
                } else {
                    {
                        let mut sc_ = dc.as_mut_slice();
                        let cm = match strided(self.sc) {
                            None => MatricesMut::One(&mut sc_),
                            Some((stride, count)) => MatricesMut::Strided {
                                c: &mut sc_,
                                stride,
                                count,
                            },
                        };
                        h.gemm_ex::<Ti, To, Tc>(
                            ta,
                            tb,
                            m,
                            n,
                            k,
                            alpha,
                            rd(&da, strided(self.sa)),
                            lda,
                            rd(&db, strided(self.sb)),
                            ldb,
                            beta,
                            GemmExOutput::InPlace { c: cm, ldc },
                            options,
                        )?;
                    }
                    Ok((Vec::new(), dc.to_vec()?))
                }
            }
            Batch::Pointers(cnt) => {
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
                let mut cs: Vec<DeviceBuffer<To>> = (0..cnt)
                    .map(|b| {
                        dev.upload(&self.c0[b * self.sc..(b + 1) * self.sc])
                            .unwrap()
                    })
                    .collect();
                let mut ds: Vec<DeviceBuffer<To>> = if self.separate {
                    (0..cnt)
                        .map(|b| {
                            dev.upload(&self.d0[b * self.sd..(b + 1) * self.sd])
                                .unwrap()
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let r = if self.separate {
                    let cviews: Vec<_> = cs.iter().map(|b| b.as_slice()).collect();
                    let pc = DevicePointerArray::new(backend, &cviews)?;
                    let dviews: Vec<_> = ds.iter_mut().map(|b| b.as_mut_slice()).collect();
                    let mut pd = DevicePointerArrayMut::new(backend, dviews)?;
                    h.gemm_ex::<Ti, To, Tc>(
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
                        GemmExOutput::Separate {
                            c: Matrices::Pointers(&pc),
                            ldc,
                            d: MatricesMut::Pointers(&mut pd),
                            ldd,
                        },
                        options,
                    )
                } else {
                    let views: Vec<_> = cs.iter_mut().map(|b| b.as_mut_slice()).collect();
                    let mut pc = DevicePointerArrayMut::new(backend, views)?;
                    h.gemm_ex::<Ti, To, Tc>(
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
                        GemmExOutput::InPlace {
                            c: MatricesMut::Pointers(&mut pc),
                            ldc,
                        },
                        options,
                    )
                };
                r?;
                let gather = |bufs: &[DeviceBuffer<To>], init: &[To], s: usize| {
                    let mut all = init.to_vec();
                    for (b, buf) in bufs.iter().enumerate() {
                        all[b * s..(b + 1) * s].copy_from_slice(&buf.to_vec().unwrap());
                    }
                    all
                };
                let call = gather(&cs, &self.c0, self.sc);
                if self.separate {
                    Ok((call, gather(&ds, &self.d0, self.sd)))
                } else {
                    Ok((Vec::new(), call))
                }
            }
        }
    }

    fn run_and_check(&self, dev: &Device, mode: Mode, what: &str)
    where
        Ti: GemmEx<To, Tc>,
    {
        let mut h = Handle::with_device(dev).unwrap();
        let (cs, d) = self
            .run(dev, &mut h, mode, GemmExOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        self.check(&cs, &d, what);
    }
}

fn name<Ti: Scalar, To: Scalar, Tc: Scalar>() -> String {
    format!("gemm_ex {:?}->{:?} ({:?})", Ti::DTYPE, To::DTYPE, Tc::DTYPE)
}

/// Every transA × transB, shapes across the kernels' tile edges, every batch form, both pointer
/// modes, D in place and separate, aligned and odd leading dimensions.
fn all_shapes<Ti: GemmEx<To, Tc>, To: Scalar, Tc: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0xe3 ^ (Ti::DTYPE as u64) << 8 ^ (To::DTYPE as u64) << 16);
    let shapes = [
        (1, 1, 1),
        (7, 5, 3),
        (33, 17, 40),
        (65, 70, 33),
        (130, 3, 129),
        (129, 136, 67),
    ];
    let batches = [
        Batch::Plain,
        Batch::Strided(3),
        Batch::Pointers(2),
        Batch::Strided(0),
        Batch::Strided(1),
    ];
    let mut case = 0usize;
    for ta in TRANS {
        for tb in TRANS {
            for &shape in &shapes {
                case += 1;
                let batch = batches[case % batches.len()];
                let mode = if case % 3 == 0 {
                    Mode::Device
                } else {
                    Mode::Host
                };
                let separate = case % 2 == 0;
                let aligned = case % 4 < 2;
                let (alpha, beta) = (rng.value::<Tc>(), rng.value::<Tc>());
                let p = Problem::<Ti, To, Tc>::new(
                    &mut rng, ta, tb, shape, batch, separate, aligned, alpha, beta,
                );
                let what = format!(
                    "{} {ta:?}{tb:?} {shape:?} {batch:?} {mode:?} separate {separate} aligned \
                     {aligned} on {:?}",
                    name::<Ti, To, Tc>(),
                    dev.kind()
                );
                p.run_and_check(dev, mode, &what);
            }
        }
    }
    // alpha/beta special values, both modes, in place and separate.
    let specials = [
        (Tc::default(), rng.value::<Tc>()), // alpha = 0: D = beta·C, A and B not read
        (rng.value::<Tc>(), Tc::default()), // beta = 0: C is NaN, never read
        (one::<Tc>(), one::<Tc>()),
        (Tc::default(), Tc::default()),
        (Tc::default(), one::<Tc>()), // host, in place: quick return; separate: D = C
    ];
    for (alpha, beta) in specials {
        for mode in [Mode::Host, Mode::Device] {
            for separate in [false, true] {
                for shape in [(9, 11, 13), (9, 11, 0)] {
                    let p = Problem::<Ti, To, Tc>::new(
                        &mut rng,
                        Transpose::T,
                        Transpose::N,
                        shape,
                        Batch::Strided(2),
                        separate,
                        true,
                        alpha,
                        beta,
                    );
                    let what = format!(
                        "{} alpha {alpha:?} beta {beta:?} {shape:?} {mode:?} separate {separate}",
                        name::<Ti, To, Tc>()
                    );
                    p.run_and_check(dev, mode, &what);
                }
            }
        }
    }
    // Empty shapes: quick return, nothing touched.
    for shape in [(0, 5, 3), (4, 0, 3)] {
        let (alpha, beta) = (rng.value::<Tc>(), rng.value::<Tc>());
        let p = Problem::<Ti, To, Tc>::new(
            &mut rng,
            Transpose::N,
            Transpose::N,
            shape,
            Batch::Strided(2),
            true,
            false,
            alpha,
            beta,
        );
        p.run_and_check(dev, Mode::Host, "empty");
    }
}

#[test]
fn mixed_precision_combinations_match_the_triple_loop() {
    for dev in devices() {
        all_shapes::<f16, f16, f32>(&dev);
        all_shapes::<f16, f32, f32>(&dev);
        all_shapes::<bf16, bf16, f32>(&dev);
        all_shapes::<bf16, f32, f32>(&dev);
    }
}

#[test]
fn same_type_combinations_match_the_triple_loop() {
    for dev in devices() {
        all_shapes::<f16, f16, f16>(&dev);
        all_shapes::<f32, f32, f32>(&dev);
        all_shapes::<f64, f64, f64>(&dev);
        all_shapes::<Complex32, Complex32, Complex32>(&dev);
        all_shapes::<Complex64, Complex64, Complex64>(&dev);
    }
}

/// Split-K: a long k over a small D takes the workspace path (f32 partials for the 16-bit
/// inputs); the size query equals the bytes borrowed; one byte less runs the one-pass kernel with
/// `perf_degraded` and the same result up to rounding.
fn split_k<Ti: GemmEx<To, Tc>, To: Scalar, Tc: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x5e17);
    let (tn, tt, tc) = (Transpose::N, Transpose::T, Transpose::C);
    for (ta, tb, batch, mode, separate, alpha0, beta0) in [
        (tn, tn, Batch::Plain, Mode::Host, false, false, false),
        (tt, tc, Batch::Strided(2), Mode::Device, true, false, false),
        (tc, tn, Batch::Pointers(2), Mode::Host, true, false, false),
        (tt, tn, Batch::Strided(2), Mode::Host, false, false, true),
        (tn, tt, Batch::Plain, Mode::Device, true, true, false),
    ] {
        let zero_or = |zero: bool, rng: &mut Rng| {
            if zero {
                Tc::default()
            } else {
                rng.value::<Tc>()
            }
        };
        let alpha = zero_or(alpha0, &mut rng);
        let beta = zero_or(beta0, &mut rng);
        let p = Problem::<Ti, To, Tc>::new(
            &mut rng,
            ta,
            tb,
            (20, 17, 1500),
            batch,
            separate,
            true,
            alpha,
            beta,
        );
        let what = format!("{} split-K {ta:?}{tb:?} {batch:?}", name::<Ti, To, Tc>());
        let opts = GemmExOptions::default();
        let mut q = Handle::with_device(dev).unwrap();
        q.start_device_memory_size_query().unwrap();
        let e = p.run(dev, &mut q, mode, opts).unwrap_err();
        assert_eq!(e.status(), Status::SizeIncreased, "{what}");
        let need = q.stop_device_memory_size_query().unwrap();
        assert!(
            need >= 2 * 20 * 17 * 4 * batch.count(),
            "{what}: f32 partials: {need}"
        );
        assert_eq!(need % 64, 0);

        let mut h = Handle::with_device(dev).unwrap();
        let (cs, d) = p.run(dev, &mut h, mode, opts).unwrap();
        assert_eq!(h.last_status(), Status::Success, "{what}");
        assert_eq!(h.stats().high_water, need, "{what}: query == borrow");
        p.check(&cs, &d, &what);

        let mut short = Handle::with_device(dev).unwrap();
        let buf = dev.alloc::<u8>(need - 1).unwrap();
        assert!(short.set_workspace(buf).is_ok(), "{what}: set_workspace");
        let (cs, d) = p.run(dev, &mut short, mode, opts).unwrap();
        assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
        assert_eq!(short.stats().high_water, 0);
        p.check(&cs, &d, &format!("{what} (degraded)"));
    }
}

#[test]
fn split_k_through_the_workspace_and_its_fallback() {
    for dev in devices() {
        split_k::<f16, f16, f32>(&dev);
        split_k::<f16, f32, f32>(&dev);
        split_k::<bf16, bf16, f32>(&dev);
        split_k::<bf16, f32, f32>(&dev);
        split_k::<f64, f64, f64>(&dev);
    }
}

/// (op(A), op(B), m×n×k, batch) of a comparison with the host backend.
type Large = (Transpose, Transpose, (usize, usize, usize), Batch);

/// Every backend against the host backend at sizes the triple loop would be slow for, with D
/// separate and in place, aligned and odd leading dimensions in turn; the bound is
/// k·eps(f32)·|alpha|·max|a|·max|b| plus the output rounding.
fn large<Ti: GemmEx<To, Tc>, To: Scalar, Tc: Scalar>(host: &Device, dev: &Device, cases: &[Large]) {
    let mut rng = Rng::new(0x1a29e);
    for (case, &(ta, tb, shape, batch)) in cases.iter().enumerate() {
        let (alpha, beta) = (rng.value::<Tc>(), rng.value::<Tc>());
        let separate = case % 2 == 1;
        let aligned = case % 3 != 2;
        let p = Problem::<Ti, To, Tc>::new(
            &mut rng, ta, tb, shape, batch, separate, aligned, alpha, beta,
        );
        let opts = GemmExOptions::default();
        let mut hh = Handle::with_device(host).unwrap();
        let (_, want) = p.run(host, &mut hh, Mode::Host, opts).unwrap();
        let mut h = Handle::with_device(dev).unwrap();
        let (cs, got) = p.run(dev, &mut h, Mode::Host, opts).unwrap();
        let (m, n, k) = shape;
        // Data below 8 in magnitude.
        let scale = c(p.alpha).norm() * 64.0 * k as f64 + c(p.beta).norm() * 8.0;
        let tol = bound(To::DTYPE, Tc::DTYPE, k, scale) * 2.0;
        let what = format!(
            "{} {ta:?}{tb:?} {shape:?} {batch:?} separate {separate} aligned {aligned} on {:?}",
            name::<Ti, To, Tc>(),
            dev.kind()
        );
        if separate {
            for (g, w) in cs.iter().zip(&p.c0) {
                assert_eq!(bits(*g), bits(*w), "{what}: C written");
            }
        }
        for bi in 0..batch.count() {
            for j in 0..n {
                for i in 0..m {
                    let x = bi * p.sd + i + j * p.ldd;
                    let (g, w) = (c(got[x]), c(want[x]));
                    assert!(
                        (g - w).norm() <= tol,
                        "{what}: D[{bi}][{i},{j}] = {g}, host {w} (tol {tol})"
                    );
                }
            }
        }
        for x in 0..got.len() {
            if x % p.sd % p.ldd >= m || x % p.sd >= p.ldd * n {
                assert_eq!(bits(got[x]), bits(want[x]), "{what}: padding, element {x}");
            }
        }
    }
}

/// Every transpose pair (the tensor-core kernel's four shared-memory layouts) at two sizes with
/// edge tiles in m, n and k.
#[test]
fn large_shapes_match_the_host_backend() {
    let host = Device::host();
    let mut cases: Vec<Large> = Vec::new();
    for ta in [Transpose::N, Transpose::T] {
        for tb in [Transpose::N, Transpose::T] {
            cases.push((ta, tb, (256, 384, 512), Batch::Plain));
            cases.push((ta, tb, (300, 257, 520), Batch::Strided(2)));
        }
    }
    for dev in devices() {
        large::<f16, f16, f32>(&host, &dev, &cases);
        large::<f16, f32, f32>(&host, &dev, &cases);
        large::<bf16, bf16, f32>(&host, &dev, &cases);
        large::<bf16, f32, f32>(&host, &dev, &cases);
    }
}

/// Calls with at least two waves of 128×256 tiles on a 132-SM GPU (8·4·16 = 512 tiles), so the
/// tensor-core kernel takes its wide block; k = 72 ends in a partial k slice; the odd batch
/// strides make every other entry take the gathered (unaligned) loads.
#[test]
fn wide_tile_calls_match_the_host_backend() {
    let host = Device::host();
    let cases: Vec<Large> = vec![
        (
            Transpose::N,
            Transpose::N,
            (1024, 1000, 72),
            Batch::Strided(16),
        ),
        (
            Transpose::T,
            Transpose::T,
            (1000, 1024, 72),
            Batch::Strided(16),
        ),
    ];
    for dev in devices() {
        large::<bf16, f32, f32>(&host, &dev, &cases);
        large::<f16, f16, f32>(&host, &dev, &cases);
    }
}

/// One bf16 → f32 call of the options test: D (ldd 5) separate from C (ldc 4), B = A.
fn opts_call(
    h: &mut Handle,
    a: &DeviceBuffer<bf16>,
    cbuf: &DeviceBuffer<f32>,
    dbuf: &mut DeviceBuffer<f32>,
    (m, k, lda): (usize, usize, usize),
    opts: GemmExOptions,
    alpha: f32,
    beta: f32,
) -> oxblas::Result<()> {
    h.gemm_ex::<bf16, f32, f32>(
        Transpose::N,
        Transpose::T,
        m,
        4,
        k,
        alpha,
        Matrices::One(a.as_slice()),
        lda,
        Matrices::One(a.as_slice()),
        4,
        beta,
        GemmExOutput::Separate {
            c: Matrices::One(cbuf.as_slice()),
            ldc: 4,
            d: MatricesMut::One(&mut dbuf.as_mut_slice()),
            ldd: 5,
        },
        opts,
    )
}

/// The typed API's checks: rocBLAS's order, the quick returns, algo/solution_index/flags.
#[test]
fn options_quick_returns_and_errors() {
    let dev = Device::host();
    let a = dev.upload(&[bf16::from_f32(1.5); 64]).unwrap();
    let mut cbuf = dev.upload(&[2.0f32; 64]).unwrap();
    let mut dbuf = dev.upload(&[7.0f32; 64]).unwrap();
    let std = GemmExOptions::default();
    let mut h = Handle::with_device(&dev).unwrap();
    // lda < m: invalid_size.
    let e = opts_call(&mut h, &a, &cbuf, &mut dbuf, (4, 4, 3), std, 1.0, 1.0).unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    // A solution index names no solution; <= 0 or algo standard is the default.
    let idx = GemmExOptions {
        algo: GemmAlgo::SolutionIndex,
        solution_index: 3,
        flags: 0,
    };
    let e = opts_call(&mut h, &a, &cbuf, &mut dbuf, (4, 4, 4), idx, 1.0, 1.0).unwrap_err();
    assert_eq!(e.status(), Status::InvalidValue);
    // check_solution_index: success, nothing written.
    let check = GemmExOptions {
        algo: GemmAlgo::Standard,
        solution_index: 3,
        flags: flags::CHECK_SOLUTION_INDEX | flags::FP16_ALT_IMPL,
    };
    opts_call(&mut h, &a, &cbuf, &mut dbuf, (4, 4, 4), check, 1.0, 1.0).unwrap();
    assert!(dbuf.to_vec().unwrap().iter().all(|&v| v == 7.0));
    // k = 0, beta = 1, D separate: D = C on the 4×4 block (not a quick return), C untouched;
    // unknown flag bits are ignored.
    let other = GemmExOptions {
        algo: GemmAlgo::SolutionIndex,
        solution_index: 0,
        flags: flags::USE_CU_EFFICIENCY | 0x4000,
    };
    opts_call(&mut h, &a, &cbuf, &mut dbuf, (4, 0, 4), other, 1.0, 1.0).unwrap();
    let d = dbuf.to_vec().unwrap();
    for (x, v) in d.iter().enumerate() {
        let inside = x % 5 < 4 && x / 5 < 4;
        assert_eq!(*v, if inside { 2.0 } else { 7.0 }, "element {x}");
    }
    assert!(cbuf.to_vec().unwrap().iter().all(|&v| v == 2.0));
    // 1.5·1.5·4 = 9 per element, times alpha 2, plus beta 0.5 · 2: exact.
    opts_call(&mut h, &a, &cbuf, &mut dbuf, (4, 4, 4), std, 2.0, 0.5).unwrap();
    let d = dbuf.to_vec().unwrap();
    for (x, v) in d.iter().enumerate() {
        let inside = x % 5 < 4 && x / 5 < 4;
        assert_eq!(*v, if inside { 19.0 } else { 7.0 }, "element {x}");
    }
    // Mismatched batch counts: invalid_size.
    let e = h
        .gemm_ex::<bf16, f32, f32>(
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
            Matrices::One(a.as_slice()),
            2,
            0.0,
            GemmExOutput::InPlace {
                c: MatricesMut::One(&mut cbuf.as_mut_slice()),
                ldc: 2,
            },
            std,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
}

// ------------------------------------------------------------------------------------ C ABI

type Ptr = *const std::ffi::c_void;

extern "C" {
    fn oxblas_set_pointer_mode(h: *mut std::ffi::c_void, mode: i32) -> i32;
    fn oxblas_gemm_strided_batched_ex(
        h: *mut std::ffi::c_void,
        trans_a: i32,
        trans_b: i32,
        m: i64,
        n: i64,
        k: i64,
        alpha: Ptr,
        a: Ptr,
        a_type: i32,
        lda: i64,
        stride_a: i64,
        b: Ptr,
        b_type: i32,
        ldb: i64,
        stride_b: i64,
        beta: Ptr,
        c: Ptr,
        c_type: i32,
        ldc: i64,
        stride_c: i64,
        d: *mut std::ffi::c_void,
        d_type: i32,
        ldd: i64,
        stride_d: i64,
        batch_count: i64,
        compute_type: i32,
        algo: i32,
        solution_index: i32,
        flags: u32,
    ) -> i32;
}

const F16R: i32 = 150;
const F32R: i32 = 151;
const F64R: i32 = 152;
const BF16R: i32 = 168;
const I8R: i32 = 160;
const I32R: i32 = 162;

/// The C entry point on the default backend: f16 → f32 and bf16 → bf16 strided batches
/// against the triple loop, C separate and in place, and rocBLAS's check order.
#[test]
fn c_abi_strided_batched_ex_and_check_order() {
    let Some(h) = default_handle("C ABI gemm_ex test") else {
        return;
    };
    let mut rng = Rng::new(0xcab2);
    let (n_, t_) = (111, 112);

    // f16 inputs, f32 output, separate D.
    let (alpha, beta) = (rng.value::<f32>(), rng.value::<f32>());
    let p = Problem::<f16, f32, f32>::new(
        &mut rng,
        Transpose::T,
        Transpose::N,
        (13, 6, 21),
        Batch::Strided(3),
        true,
        false,
        alpha,
        beta,
    );
    let (da, db, dc, dd) = (upload(&p.a), upload(&p.b), upload(&p.c0), upload(&p.d0));
    let call = |ta: i32,
                m: i64,
                k: i64,
                lda: i64,
                al: Ptr,
                be: Ptr,
                cc: Ptr,
                ldc: i64,
                d: *mut std::ffi::c_void,
                ldd: i64,
                types: (i32, i32, i32, i32, i32),
                algo: i32,
                sol: i32,
                fl: u32| {
        // SAFETY: the handle is live; pointers are null or device buffers of the problem's size.
        unsafe {
            oxblas_gemm_strided_batched_ex(
                h,
                ta,
                n_,
                m,
                6,
                k,
                al,
                da,
                types.0,
                lda,
                p.sa as i64,
                db,
                types.1,
                p.ldb as i64,
                p.sb as i64,
                be,
                cc,
                types.2,
                ldc,
                p.sc as i64,
                d,
                types.3,
                ldd,
                p.sd as i64,
                3,
                types.4,
                algo,
                sol,
                fl,
            )
        }
    };
    let ty = (F16R, F16R, F32R, F32R, F32R);
    let (pa, pb): (Ptr, Ptr) = (
        (&p.alpha as *const f32).cast(),
        (&p.beta as *const f32).cast(),
    );
    let (lda, ldc, ldd) = (p.lda as i64, p.ldc as i64, p.ldd as i64);
    assert_eq!(
        call(t_, 13, 21, lda, pa, pb, dc, ldc, dd, ldd, ty, 0, 0, 0),
        0
    );
    p.check(
        &download::<f32>(dc, p.c0.len()),
        &download::<f32>(dd, p.d0.len()),
        "oxblas_gemm_strided_batched_ex f16->f32",
    );

    let null: Ptr = std::ptr::null();
    let nul = std::ptr::null_mut();
    // Enumerations, sizes, leading dimensions (ldd too), before anything else.
    assert_eq!(
        call(7, 13, 21, lda, null, null, null, ldc, nul, ldd, ty, 0, 0, 0),
        11
    );
    assert_eq!(
        call(t_, -1, 21, lda, null, null, null, ldc, nul, ldd, ty, 0, 0, 0),
        4
    );
    assert_eq!(
        call(t_, 13, 21, 20, null, null, null, ldc, nul, ldd, ty, 0, 0, 0),
        4
    );
    assert_eq!(
        call(t_, 13, 21, lda, null, null, null, ldc, nul, 12, ty, 0, 0, 0),
        4
    );
    // m = 0: success before any pointer or type is looked at.
    let bad = (I8R, I8R, I32R, I32R, I32R);
    assert_eq!(
        call(t_, 0, 21, lda, null, null, null, ldc, nul, ldd, bad, 0, 0, 0),
        0
    );
    // C is D: ldc != ldd is invalid_size, c_type != d_type invalid_value.
    let (m13, k21) = (13, 21);
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, dc, ldc + 1, ty, 0, 0, 0),
        4
    );
    let cd = (F16R, F16R, F16R, F32R, F32R);
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, dc, ldc, cd, 0, 0, 0),
        11
    );
    // oxblas's own check: C is D with stride_c != stride_d (p.sc, p.sd) is invalid_size.
    assert_ne!(p.sc, p.sd);
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, dc, ldc, ty, 0, 0, 0),
        4
    );
    // Unsupported combinations: not_implemented (int8 included).
    for t in [
        bad,
        (F16R, BF16R, F32R, F32R, F32R),
        (BF16R, BF16R, F16R, F16R, F32R),
        (F16R, F16R, BF16R, BF16R, F32R),
        (F32R, F32R, F64R, F64R, F64R),
        (BF16R, BF16R, BF16R, BF16R, BF16R),
    ] {
        assert_eq!(
            call(t_, m13, k21, lda, pa, pb, dc, ldc, dd, ldd, t, 0, 0, 0),
            2,
            "{t:?}"
        );
    }
    // algo solution_index with an index: invalid_value; with 0 or algo standard: runs.
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, dd, ldd, ty, 1, 5, 0),
        11
    );
    // Pointers: null beta, null alpha with k > 0, null D.
    assert_eq!(
        call(t_, m13, k21, lda, pa, null, dc, ldc, dd, ldd, ty, 0, 0, 0),
        3
    );
    assert_eq!(
        call(t_, m13, k21, lda, null, pb, dc, ldc, dd, ldd, ty, 0, 0, 0),
        3
    );
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, nul, ldd, ty, 0, 0, 0),
        3
    );
    // Null C with beta = 0, null alpha with k = 0: fine.
    let zero = 0.0f32;
    let pz: Ptr = (&zero as *const f32).cast();
    assert_eq!(
        call(t_, m13, k21, lda, pa, pz, null, ldc, dd, ldd, ty, 1, 0, 0),
        0
    );
    assert_eq!(
        call(t_, m13, 0, lda, null, pb, dc, ldc, dd, ldd, ty, 0, 0, 0),
        0
    );
    // Null C with beta != 0: invalid_pointer.
    assert_eq!(
        call(t_, m13, 0, lda, null, pb, null, ldc, dd, ldd, ty, 0, 0, 0),
        3
    );
    // A D that is not aligned to its element: invalid_size.
    let odd = (dd as *mut u8).wrapping_add(2).cast();
    assert_eq!(
        call(t_, m13, k21, lda, pa, pb, dc, ldc, odd, ldd, ty, 0, 0, 0),
        4
    );

    // bf16 in place, device pointer mode.
    let (alpha, beta) = (rng.value::<f32>(), rng.value::<f32>());
    let q = Problem::<bf16, bf16, f32>::new(
        &mut rng,
        Transpose::N,
        Transpose::C,
        (13, 6, 21),
        Batch::Strided(3),
        false,
        true,
        alpha,
        beta,
    );
    let (qa, qb, qc) = (upload(&q.a), upload(&q.b), upload(&q.c0));
    let scal = upload(&[q.alpha, q.beta]);
    // SAFETY: live handle; 1 = device pointer mode.
    unsafe { assert_eq!(oxblas_set_pointer_mode(h, 1), 0) };
    // SAFETY: live handle, device buffers of the sizes the call reads and writes, device
    // scalars.
    let st = unsafe {
        oxblas_gemm_strided_batched_ex(
            h,
            n_,
            113,
            13,
            6,
            21,
            scal,
            qa,
            BF16R,
            q.lda as i64,
            q.sa as i64,
            qb,
            BF16R,
            q.ldb as i64,
            q.sb as i64,
            (scal as *const f32).wrapping_add(1).cast(),
            qc,
            BF16R,
            q.ldc as i64,
            q.sc as i64,
            qc,
            BF16R,
            q.ldc as i64,
            q.sc as i64,
            3,
            F32R,
            0,
            0,
            0,
        )
    };
    assert_eq!(st, 0);
    q.check(
        &[],
        &download::<bf16>(qc, q.c0.len()),
        "oxblas_gemm_strided_batched_ex bf16 in place",
    );
    release(h, &[da, db, dc, dd, qa, qb, qc, scal]);
}
