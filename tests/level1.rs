//! Level-1 reductions against higher-precision references, on every backend present.
//!
//! Property tests: every routine (`asum`, `nrm2`, `dot`, `dotc`, `iamax`, `iamin`) × every type
//! (s, d, c, z) on random non-zero data: n in 0..3000, increments in -7..=7 (0 included: a quick
//! return for the single-vector routines, a broadcast for `dot`), plain / pointer-array batched /
//! strided-batched with odd strides and batch counts 0..=5, results to host and to device memory.
//! Result buffers are poisoned first, with one guard element after the last result that must stay
//! poisoned. The runner is seeded deterministically (CI must not flake); 64 cases per property.
//!
//! Fixed cases: large vectors (many blocks), ties of `iamax`/`iamin`, `nrm2` at the extremes of
//! the exponent range, a 2^27-element (1 GiB) accuracy test, quick-return conventions, bounds
//! errors, the zero increment of `dot`, and the device buffer types.

#[macro_use]
mod common;

use std::cell::RefCell;

use common::Rng;
use common::*;
use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{Complex32, Complex64, DevicePointerArray, Scalar, Status};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

// ------------------------------------------------------------------------------ properties

fn property<T: Scalar>(op: ReduceOp) {
    let devs = devices();
    // One handle per device for the whole property: the workspace is reused across cases.
    let handles: Vec<RefCell<oxblas::Handle>> =
        devs.iter().map(|d| RefCell::new(handle(d))).collect();
    let config = Config {
        cases: 64,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    let strategy = (
        0usize..3,
        0usize..2,
        prop_oneof![3 => 0usize..3000, 1 => 0usize..24],
        -7i64..=7,
        -7i64..=7,
        0usize..=5,
        0usize..6,
        any::<u64>(),
    );
    let result = runner.run(
        &strategy,
        |(layout, dest, n, incx, incy, batch, pad, seed)| {
            let mut rng = Rng::new(seed);
            let case = Case::<T>::random(
                &mut rng,
                op,
                LAYOUTS[layout],
                DESTS[dest],
                n,
                incx,
                incy,
                batch,
                pad,
            );
            for (dev, h) in devs.iter().zip(&handles) {
                let mut h = h.borrow_mut();
                let mut p = Prepared::new(dev, case.clone());
                p.run(&mut h).map_err(|e| {
                    TestCaseError::fail(format!("{} on {:?}: {e}", case.describe(), dev.kind()))
                })?;
                prop_assert_eq!(h.last_status(), Status::Success);
                let got = p.read(&h);
                case.check(&got).map_err(|m| {
                    TestCaseError::fail(format!("{} on {:?}: {m}", case.describe(), dev.kind()))
                })?;
            }
            Ok(())
        },
    );
    if let Err(e) = result {
        panic!("{}{}: {e}", T::DTYPE.prefix(), op.name());
    }
}

macro_rules! properties {
    ($($name:ident: $op:ident, $t:ty;)*) => {
        $(
            #[test]
            fn $name() {
                property::<$t>(ReduceOp::$op);
            }
        )*
    };
}

properties! {
    prop_sasum: Asum, f32;
    prop_dasum: Asum, f64;
    prop_scasum: Asum, Complex32;
    prop_dzasum: Asum, Complex64;
    prop_snrm2: Nrm2, f32;
    prop_dnrm2: Nrm2, f64;
    prop_scnrm2: Nrm2, Complex32;
    prop_dznrm2: Nrm2, Complex64;
    prop_sdot: Dot, f32;
    prop_ddot: Dot, f64;
    prop_cdotu: Dot, Complex32;
    prop_zdotu: Dot, Complex64;
    prop_sdotc: Dotc, f32;
    prop_ddotc: Dotc, f64;
    prop_cdotc: Dotc, Complex32;
    prop_zdotc: Dotc, Complex64;
    prop_isamax: Iamax, f32;
    prop_idamax: Iamax, f64;
    prop_icamax: Iamax, Complex32;
    prop_izamax: Iamax, Complex64;
    prop_isamin: Iamin, f32;
    prop_idamin: Iamin, f64;
    prop_icamin: Iamin, Complex32;
    prop_izamin: Iamin, Complex64;
}

// ------------------------------------------------------------------------------ large vectors

/// n = 2^20 + 3: many blocks (partials in the workspace, a second stage), plain and strided
/// batched with a negative increment, results to host and device.
fn large_case<T: Scalar>(seed: u64) {
    let n = (1 << 20) + 3;
    for dev in devices() {
        let mut h = handle(&dev);
        for op in OPS {
            let mut rng = Rng::new(seed ^ op.repr as u64);
            let plain = Case::<T>::random(&mut rng, op, Layout::Plain, Dest::Host, n, 1, 1, 1, 0);
            Prepared::new(&dev, plain).run_and_check(&mut h);
            let strided =
                Case::<T>::random(&mut rng, op, Layout::Strided, Dest::Device, n, -2, 3, 2, 5);
            Prepared::new(&dev, strided).run_and_check(&mut h);
        }
    }
}

#[test]
fn large_vectors_many_blocks() {
    for_each_type!(large_case(0x1a2b));
}

// ------------------------------------------------------------------------------ iamax / iamin

/// Storage `v`, with the logical vector for `inc`; checks both routines against the reference
/// and against the expected indices given explicitly (derived by hand from the tie rule).
fn check_index<T: Scalar>(
    h: &mut oxblas::Handle,
    dev: &oxblas::Device,
    v: &[T],
    inc: i64,
    want_max: i64,
    want_min: i64,
) {
    let n = if inc == 0 {
        0
    } else {
        (v.len() - 1) / inc.unsigned_abs() as usize + 1
    };
    let logical_v = logical(v, n, inc);
    assert_eq!(
        ref_iamax(&logical_v, true),
        want_max,
        "reference iamax disagrees with the hand-derived index"
    );
    assert_eq!(
        ref_iamax(&logical_v, false),
        want_min,
        "reference iamin disagrees with the hand-derived index"
    );
    let d = dev.upload(v).unwrap();
    assert_eq!(
        h.iamax(n, &d.as_slice(), inc).unwrap(),
        want_max,
        "iamax {:?} inc {inc}",
        T::DTYPE
    );
    assert_eq!(
        h.iamin(n, &d.as_slice(), inc).unwrap(),
        want_min,
        "iamin {:?} inc {inc}",
        T::DTYPE
    );
}

#[test]
fn iamax_iamin_ties_go_to_the_smallest_index() {
    for dev in devices() {
        let mut h = handle(&dev);
        let r = |v: &[f64]| v.to_vec();
        // Largest |x| = 3 at positions 2 and 3 (1-based) → 2; smallest |x| = 1 at 1 and 5 → 1.
        check_index::<f64>(&mut h, &dev, &r(&[1.0, -3.0, 3.0, 2.0, -1.0]), 1, 2, 1);
        check_index::<f32>(&mut h, &dev, &[1.0f32, -3.0, 3.0, 2.0, -1.0], 1, 2, 1);
        // incx <= 0: quick return 0 (reference BLAS), whatever the data.
        let d = dev.upload(&[1.0f64, -3.0, 3.0, 2.0, -1.0]).unwrap();
        for inc in [0, -1] {
            assert_eq!(h.iamax(5, &d.as_slice(), inc).unwrap(), 0);
            assert_eq!(h.iamin(5, &d.as_slice(), inc).unwrap(), 0);
        }
        // Stride 2: logical [1, 3, -1] → max 2, min 1.
        check_index::<f64>(&mut h, &dev, &r(&[1.0, -3.0, 3.0, 2.0, -1.0]), 2, 2, 1);
        // Complex measure |re| + |im| (not the modulus): (1,2), (-2,1), (3,0) all measure 3;
        // (0.5, -2.4) measures 2.9 but has the largest modulus.
        let c = [
            Complex64::new(0.5, -2.4),
            Complex64::new(1.0, 2.0),
            Complex64::new(-2.0, 1.0),
            Complex64::new(3.0, 0.0),
        ];
        check_index::<Complex64>(&mut h, &dev, &c, 1, 2, 1);
        let c32: Vec<Complex32> = c
            .iter()
            .map(|v| Complex32::new(v.re as f32, v.im as f32))
            .collect();
        check_index::<Complex32>(&mut h, &dev, &c32, 1, 2, 1);

        // Ties across blocks of a long vector: the maximum at two far-apart positions, the
        // minimum likewise, everything else in between.
        for n in [100_003usize, (1 << 20) + 7] {
            let mut v = vec![2.0f64; n];
            let (m1, m2) = (n / 3, n - 2);
            v[m2] = -9.0;
            v[m1] = 9.0;
            let (s1, s2) = (n / 2 + 1, 5);
            v[s1] = 0.25;
            v[s2] = -0.25;
            check_index::<f64>(&mut h, &dev, &v, 1, m1 as i64 + 1, s2 as i64 + 1);
            // All equal: index 1 for both.
            check_index::<f32>(&mut h, &dev, &vec![1.5f32; n], 1, 1, 1);
        }
    }
}

#[test]
fn iamax_iamin_distinct_magnitudes() {
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(77);
        for n in [1usize, 2, 31, 1000, 4099, 70_001] {
            // A random permutation of distinct magnitudes 1..=n with random signs.
            let mut mags: Vec<f64> = (1..=n).map(|i| i as f64).collect();
            for i in (1..n).rev() {
                mags.swap(i, rng.range(0, i as i64 + 1) as usize);
            }
            let v: Vec<f64> = mags.iter().map(|m| m * rng.sign()).collect();
            let argmax = mags.iter().position(|&m| m == n as f64).unwrap() as i64 + 1;
            let argmin = mags.iter().position(|&m| m == 1.0).unwrap() as i64 + 1;
            check_index::<f64>(&mut h, &dev, &v, 1, argmax, argmin);
            let v32: Vec<f32> = v.iter().map(|&x| x as f32).collect();
            check_index::<f32>(&mut h, &dev, &v32, 1, argmax, argmin);
        }
    }
}

// ------------------------------------------------------------------------------ nrm2 extremes

fn check_nrm2<T: Scalar>(
    h: &mut oxblas::Handle,
    dev: &oxblas::Device,
    v: &[T],
    rel: f64,
    what: &str,
) {
    let want = ref_nrm2(&logical(v, v.len(), 1));
    assert!(want.is_finite() && want > 0.0, "{what}: reference {want}");
    let d = dev.upload(v).unwrap();
    let got: f64 = h.nrm2(v.len(), &d.as_slice(), 1).unwrap().into();
    assert!(
        got.is_finite(),
        "{what} ({:?}): nrm2 = {got}, want {want:e}",
        T::DTYPE
    );
    assert!(
        rel_err(got, want) <= rel,
        "{what} ({:?}): nrm2 = {got:e}, want {want:e}, rel err {:e}",
        T::DTYPE,
        rel_err(got, want)
    );
    // Also through a strided batch of two copies with device results.
    let two: Vec<T> = v.iter().chain(v.iter()).copied().collect();
    let d2 = dev.upload(&two).unwrap();
    let mut out = dev.upload(&[T::Real::default(); 2]).unwrap();
    poison_device(dev, out.ptr(), 2 * std::mem::size_of::<T::Real>());
    h.nrm2_device(
        v.len(),
        Vectors::Strided {
            x: d2.as_slice(),
            stride: v.len(),
            count: 2,
        },
        1,
        &mut out.as_mut_slice(),
    )
    .unwrap();
    h.synchronize().unwrap();
    for (b, g) in out.to_vec().unwrap().into_iter().enumerate() {
        let g: f64 = g.into();
        assert!(
            rel_err(g, want) <= rel,
            "{what} ({:?}) batch {b}: nrm2 = {g:e}, want {want:e}",
            T::DTYPE
        );
    }
}

#[test]
fn nrm2_extreme_inputs_do_not_overflow_or_underflow() {
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(5);
        let n = 1001;
        // f64: squares overflow (1e300² = inf) or underflow (1e-300² = 0) without scaling.
        let big: Vec<f64> = (0..n).map(|_| 1e300 * (1.0 + rng.unit())).collect();
        check_nrm2(&mut h, &dev, &big, 1e-14, "f64 ~1e300");
        let tiny: Vec<f64> = (0..n).map(|_| 1e-300 * (1.0 + rng.unit())).collect();
        check_nrm2(&mut h, &dev, &tiny, 1e-14, "f64 ~1e-300");
        let mixed: Vec<f64> = (0..n)
            .map(|i| [1e300, 1e-300, 1.0, -3e299, 7e-301][i % 5] * (1.0 + rng.unit()))
            .collect();
        check_nrm2(&mut h, &dev, &mixed, 1e-14, "f64 mixed 1e300/1e-300/1");
        // Subnormal inputs whose norm is normal: 10^6 · 1e-310 → ~1e-307.
        let sub: Vec<f64> = (0..1_000_000)
            .map(|_| 1e-310 * (1.0 + rng.unit()))
            .collect();
        assert!(sub.iter().all(|v| v.is_subnormal()));
        check_nrm2(&mut h, &dev, &sub, 1e-14, "f64 subnormals");
        // Subnormals next to a normal value, and a big value next to subnormals.
        let mut sub_mixed = sub[..1000].to_vec();
        sub_mixed.push(3e-300);
        check_nrm2(&mut h, &dev, &sub_mixed, 1e-14, "f64 subnormals + 3e-300");
        sub_mixed.push(2e300);
        check_nrm2(&mut h, &dev, &sub_mixed, 1e-14, "f64 subnormals + 2e300");
        // Complex double.
        let zbig: Vec<Complex64> = (0..n)
            .map(|_| Complex64::new(1e300 * rng.sign(), -1e300 * (1.0 + rng.unit())))
            .collect();
        check_nrm2(&mut h, &dev, &zbig, 1e-14, "z ~1e300");
        let ztiny: Vec<Complex64> = (0..n)
            .map(|_| Complex64::new(1e-300, 1e-310 * rng.sign()))
            .collect();
        check_nrm2(&mut h, &dev, &ztiny, 1e-14, "z ~1e-300 / subnormal");
        // f32: 1e30² overflows f32, 1e-30² underflows it.
        let sbig: Vec<f32> = (0..n).map(|_| (1e30 * (1.0 + rng.unit())) as f32).collect();
        check_nrm2(&mut h, &dev, &sbig, 1e-6, "f32 ~1e30");
        let stiny: Vec<f32> = (0..n)
            .map(|_| (1e-30 * (1.0 + rng.unit())) as f32)
            .collect();
        check_nrm2(&mut h, &dev, &stiny, 1e-6, "f32 ~1e-30");
        let smixed: Vec<f32> = (0..n)
            .map(|i| [1e30f32, 1e-30, 1.0, -2e-40][i % 4])
            .collect();
        check_nrm2(&mut h, &dev, &smixed, 1e-6, "f32 mixed with subnormals");
        let cbig: Vec<Complex32> = (0..n)
            .map(|_| Complex32::new(3e30, -(1e30 * (1.0 + rng.unit())) as f32))
            .collect();
        check_nrm2(&mut h, &dev, &cbig, 1e-6, "c ~1e30");
        // Many blocks of large values.
        let long: Vec<f64> = (0..(1 << 20) + 3)
            .map(|_| 1e300 * (1.0 + rng.unit()))
            .collect();
        check_nrm2(&mut h, &dev, &long, 1e-14, "f64 2^20+3 × 1e300");
    }
}

// ------------------------------------------------------------------------------ 2^27 elements

/// 1 GiB of f64: asum and dot against compensated references, relative error ≤ 1e-13.
/// (A plain left-to-right f64 sum of this vector is off by ~4e-13.)
#[test]
fn sums_accurate_for_2_pow_27_f64() {
    let n = 1usize << 27;
    for dev in devices() {
        let mut rng = Rng::new(2027);
        let mut asum = KahanSum::default();
        let mut sq = KahanSum::default();
        let x: Vec<f64> = (0..n)
            .map(|_| {
                let v = rng.sign() * (0.5 + rng.unit());
                asum.add(v.abs());
                sq.add(v * v);
                v
            })
            .collect();
        let d = dev.upload(&x).unwrap();
        drop(x);
        let mut h = handle(&dev);
        let got = h.asum(n, &d.as_slice(), 1).unwrap();
        assert!(
            rel_err(got, asum.value()) <= 1e-13,
            "dasum 2^27: {got} vs {}, rel {:e}",
            asum.value(),
            rel_err(got, asum.value())
        );
        let got = h.dot(n, &d.as_slice(), 1, &d.as_slice(), 1).unwrap();
        assert!(
            rel_err(got, sq.value()) <= 1e-13,
            "ddot 2^27: {got} vs {}, rel {:e}",
            sq.value(),
            rel_err(got, sq.value())
        );
    }
}

// ------------------------------------------------------------------------------ conventions

/// n = 0 → 0 for every routine; incx ≤ 0 → 0 for the single-vector routines; batch 0 →
/// success and nothing written. Result buffers are poisoned, so "0" means "written as 0".
fn quick_returns<T: Scalar>() {
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(3);
        for op in OPS {
            for layout in LAYOUTS {
                for dest in DESTS {
                    let mut cases =
                        vec![Case::<T>::random(&mut rng, op, layout, dest, 0, 1, 1, 3, 1)];
                    if !op.has_y() {
                        for inc in [0, -1, -5] {
                            cases.push(Case::<T>::random(
                                &mut rng, op, layout, dest, 17, inc, 1, 3, 1,
                            ));
                        }
                    }
                    if layout != Layout::Plain {
                        cases.push(Case::<T>::random(
                            &mut rng, op, layout, dest, 17, 1, 1, 0, 1,
                        ));
                    }
                    for case in cases {
                        let mut p = Prepared::new(&dev, case.clone());
                        p.run(&mut h)
                            .unwrap_or_else(|e| panic!("{}: {e}", case.describe()));
                        let got = p.read(&h);
                        let b = case.batch();
                        assert!(got[b].is_none(), "{}: guard overwritten", case.describe());
                        for (i, g) in got[..b].iter().enumerate() {
                            assert_eq!(
                                *g,
                                Some(Complex64::new(0.0, 0.0)),
                                "{}: result {i}",
                                case.describe()
                            );
                        }
                        assert_eq!(h.last_status(), Status::Success);
                    }
                }
            }
        }
    }
}

#[test]
fn quick_return_conventions() {
    for_each_type!(quick_returns());
}

#[test]
fn bounds_errors_are_invalid_size_and_write_nothing() {
    for dev in devices() {
        let mut h = handle(&dev);
        let x = dev.upload(&[1.0f64; 10]).unwrap();
        let short = dev.upload(&[1.0f64; 9]).unwrap();
        let xs = x.as_slice();
        let err = |r: oxblas::Result<()>| r.expect_err("must fail").status();
        let mut out = [f64::NAN; 4];
        // n = 11 > 10 elements; n = 4 with incx 3 needs 10 (ok), n = 5 needs 13.
        assert_eq!(
            h.asum(11, &xs, 1).unwrap_err().status(),
            Status::InvalidSize
        );
        assert_eq!(h.asum(4, &xs, 3).unwrap(), 4.0);
        assert_eq!(h.nrm2(5, &xs, 3).unwrap_err().status(), Status::InvalidSize);
        assert_eq!(
            h.iamax(5, &xs, 3).unwrap_err().status(),
            Status::InvalidSize
        );
        // incx <= 0 reads nothing (quick return 0), so no bounds error either.
        assert_eq!(h.iamax(50, &xs, -3).unwrap(), 0);
        // dot: y too short, negative increments count too.
        assert_eq!(
            h.dot(10, &xs, 1, &short.as_slice(), 1)
                .unwrap_err()
                .status(),
            Status::InvalidSize
        );
        assert_eq!(
            h.dotc(4, &xs, 1, &short.as_slice(), -3)
                .unwrap_err()
                .status(),
            Status::InvalidSize
        );
        assert_eq!(h.dot(4, &xs, -3, &short.as_slice(), 2).unwrap(), 4.0);
        // Strided batch whose last vector runs past the end: 3 vectors of 4, stride 4 → 12 > 10.
        let sv = |count| Vectors::Strided {
            x: xs,
            stride: 4,
            count,
        };
        assert_eq!(
            err(h.asum_batched(4, sv(3), 1, &mut out)),
            Status::InvalidSize
        );
        assert!(out.iter().all(|v| v.is_nan()), "nothing written on error");
        h.asum_batched(2, sv(3), 1, &mut out).unwrap(); // last vector at 8, needs 2 → fits
        assert_eq!(&out[..3], &[2.0, 2.0, 2.0]);
        assert!(out[3].is_nan(), "only `count` results are written");
        // Results slice shorter than the batch.
        let mut two = [f64::NAN; 2];
        assert_eq!(
            err(h.asum_batched(2, sv(3), 1, &mut two)),
            Status::InvalidSize
        );
        assert!(two.iter().all(|v| v.is_nan()));
        let mut dres = dev.alloc::<f64>(2).unwrap();
        assert_eq!(
            err(h.nrm2_device(2, sv(3), 1, &mut dres.as_mut_slice())),
            Status::InvalidSize
        );
        // Pointer array with one short vector.
        let arr = DevicePointerArray::new(dev.backend(), &[xs, short.as_slice(), xs]).unwrap();
        assert_eq!(arr.min_len(), 9);
        assert_eq!(
            err(h.asum_batched(10, Vectors::Pointers(&arr), 1, &mut out)),
            Status::InvalidSize
        );
        h.asum_batched(9, Vectors::Pointers(&arr), 1, &mut out)
            .unwrap();
        assert_eq!(&out[..3], &[9.0, 9.0, 9.0]);
        // x and y batch counts differ.
        let mut dots = [0.0f64; 3];
        assert_eq!(
            err(h.dot_batched(2, sv(3), 1, sv(2), 1, &mut dots)),
            Status::InvalidSize
        );
        // A failed call does not change `last_status`.
        assert_eq!(h.last_status(), Status::Success);
    }
}

#[test]
fn dot_with_zero_increment_broadcasts() {
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(11);
        let n = 5000;
        let a = [rng.value::<f64>()];
        let y: Vec<f64> = rng.vec(n);
        let (da, dy) = (dev.upload(&a).unwrap(), dev.upload(&y).unwrap());
        // x broadcast: a · Σ y.
        let mut sy = KahanSum::default();
        y.iter().for_each(|v| sy.add(*v));
        let scale: f64 = y.iter().map(|v| (a[0] * v).abs()).sum();
        let got = h.dot(n, &da.as_slice(), 0, &dy.as_slice(), 1).unwrap();
        assert!(
            (got - a[0] * sy.value()).abs() <= 1e-13 * scale,
            "ddot incx=0: {got} vs {}",
            a[0] * sy.value()
        );
        // y broadcast with x walking backwards; both broadcast: n · a · b.
        let got = h.dot(n, &dy.as_slice(), -1, &da.as_slice(), 0).unwrap();
        assert!((got - a[0] * sy.value()).abs() <= 1e-13 * scale);
        let got = h.dot(n, &da.as_slice(), 0, &da.as_slice(), 0).unwrap();
        assert!(rel_err(got, n as f64 * a[0] * a[0]) <= 1e-13);
        // Complex, conjugated, broadcast.
        let z = [Complex64::new(0.5, -2.0)];
        let w: Vec<Complex64> = rng.vec(n);
        let (dz, dw) = (dev.upload(&z).unwrap(), dev.upload(&w).unwrap());
        let (want, scale) = ref_dot(&vec![z[0]; n], &w, true);
        let got = h.dotc(n, &dz.as_slice(), 0, &dw.as_slice(), 1).unwrap();
        assert!(
            close(got, want, scale, 1e-13),
            "zdotc incx=0: {got} vs {want}"
        );
        // Batched broadcast: every batch reads the same single element of x.
        let sv = Vectors::Strided {
            x: dy.as_slice(),
            stride: 1000,
            count: 4,
        };
        let mut out = [f64::NAN; 4];
        h.dot_batched(
            1000,
            Vectors::Strided {
                x: da.as_slice(),
                stride: 0,
                count: 4,
            },
            0,
            sv,
            1,
            &mut out,
        )
        .unwrap();
        for (b, got) in out.iter().enumerate() {
            let (want, scale) = ref_dot(
                &[Complex64::new(a[0], 0.0); 1000],
                &logical(&y[b * 1000..], 1000, 1),
                false,
            );
            assert!((got - want.re).abs() <= 1e-13 * scale, "batch {b}");
        }
    }
}

#[test]
fn definitions_on_small_examples() {
    // Values derived from the BLAS definitions by hand.
    for dev in devices() {
        let mut h = handle(&dev);
        let x = dev.upload(&[1.0f64, 2.0, 3.0]).unwrap();
        let y = dev.upload(&[4.0f64, 5.0, 6.0]).unwrap();
        let (xs, ys) = (x.as_slice(), y.as_slice());
        assert_eq!(h.dot(3, &xs, 1, &ys, 1).unwrap(), 32.0);
        // incy = -1: x_i · y_{n-1-i} = 1·6 + 2·5 + 3·4.
        assert_eq!(h.dot(3, &xs, 1, &ys, -1).unwrap(), 28.0);
        assert_eq!(h.dot(3, &xs, -1, &ys, -1).unwrap(), 32.0);
        // Complex: asum is Σ|re|+|im| (7 for 3+4i), nrm2 the modulus (5).
        let z = dev.upload(&[Complex64::new(3.0, -4.0)]).unwrap();
        assert_eq!(h.asum(1, &z.as_slice(), 1).unwrap(), 7.0);
        assert_eq!(h.nrm2(1, &z.as_slice(), 1).unwrap(), 5.0);
        // dotu (1+2i)(3+4i) = -5+10i; dotc conj(1+2i)(3+4i) = 11-2i.
        let a = dev.upload(&[Complex32::new(1.0, 2.0)]).unwrap();
        let b = dev.upload(&[Complex32::new(3.0, 4.0)]).unwrap();
        assert_eq!(
            h.dot(1, &a.as_slice(), 1, &b.as_slice(), 1).unwrap(),
            Complex32::new(-5.0, 10.0)
        );
        assert_eq!(
            h.dotc(1, &a.as_slice(), 1, &b.as_slice(), 1).unwrap(),
            Complex32::new(11.0, -2.0)
        );
    }
}

#[test]
fn device_buffer_and_slice_basics() {
    for dev in devices() {
        // Empty buffers have no address.
        let e = dev.alloc::<f64>(0).unwrap();
        assert!(e.is_empty() && e.ptr().is_null() && e.to_vec().unwrap().is_empty());
        // Round trip, copy_from_host, filled.
        let data: Vec<f32> = (0..1000).map(|i| i as f32 * 0.5).collect();
        let mut b = dev.upload(&data).unwrap();
        assert_eq!(b.len(), 1000);
        assert_eq!(
            b.ptr().0 % 64,
            0,
            "device allocations are at least 64-byte aligned"
        );
        assert_eq!(b.to_vec().unwrap(), data);
        let rev: Vec<f32> = data.iter().rev().copied().collect();
        b.copy_from_host(&rev).unwrap();
        assert_eq!(b.to_vec().unwrap(), rev);
        assert_eq!(
            b.copy_from_host(&rev[..999]).unwrap_err().status(),
            Status::InvalidSize
        );
        assert_eq!(b.to_vec().unwrap(), rev, "a failed copy changes nothing");
        let f = oxblas::DeviceBuffer::filled(dev.backend(), 7, Complex64::new(1.0, -1.0)).unwrap();
        assert_eq!(f.to_vec().unwrap(), vec![Complex64::new(1.0, -1.0); 7]);
        // Slices and ranges.
        let s = b.as_slice();
        let r = s.range(10, 5).unwrap();
        assert_eq!(r.len(), 5);
        assert_eq!(r.ptr().0, s.ptr().0 + 40);
        assert_eq!(r.to_vec(dev.backend()).unwrap(), rev[10..15].to_vec());
        assert_eq!(s.range(996, 5).err().unwrap().status(), Status::InvalidSize);
        assert_eq!(
            s.range(usize::MAX, 2).err().unwrap().status(),
            Status::InvalidSize
        );
        assert!(s.range(1000, 0).unwrap().is_empty());
        // A range is usable by the routines: asum of rev[10..15].
        let mut h = handle(&dev);
        let want: f64 = rev[10..15].iter().map(|v| *v as f64).sum();
        assert_eq!(h.asum(5, &r, 1).unwrap() as f64, want);
        let bp = b.ptr();
        let m = b.as_mut_slice();
        assert_eq!((m.len(), m.ptr(), m.as_slice().len()), (1000, bp, 1000));
        // Pointer arrays.
        let v1 = dev.upload(&[1.0f64; 5]).unwrap();
        let v2 = dev.upload(&[2.0f64; 3]).unwrap();
        let arr = DevicePointerArray::new(dev.backend(), &[v1.as_slice(), v2.as_slice()]).unwrap();
        assert_eq!((arr.batch_count(), arr.min_len()), (2, 3));
        let mut out = [0.0f64; 2];
        h.asum_batched(3, Vectors::Pointers(&arr), 1, &mut out)
            .unwrap();
        assert_eq!(out, [3.0, 6.0]);
        // Sizes that overflow the address space are refused, absurd ones fail to allocate.
        assert_eq!(
            dev.alloc::<f64>(usize::MAX / 4).unwrap_err().status(),
            Status::InvalidSize
        );
        assert_eq!(
            dev.alloc::<u8>(1 << 62).unwrap_err().status(),
            Status::MemoryError
        );
        // into_raw hands ownership to the caller.
        let raw = dev.upload(&[9u8; 33]).unwrap();
        let (p, len) = raw.into_raw();
        assert_eq!(len, 33);
        // SAFETY: `p` came from this backend's allocator and is freed once.
        unsafe { dev.backend().free(p).unwrap() };
    }
}
