//! Host tests of the H200 benchmark's level-2 data helpers (`benches/h200/level2/data.rs`): the
//! positions of the diagonals in each storage, the near-identity matrices, the comparison and the
//! decoding of outputs; and of the level-3 ones (`benches/h200/level3/data.rs`): the check's
//! bound, flop counts, peaks, the half-precision inputs and the comparison of outputs of every
//! type. The benchmark itself needs a GPU; these parts do not.

#[allow(dead_code)]
#[path = "../benches/h200/level2/data.rs"]
mod data;

#[allow(dead_code)]
#[path = "../benches/h200/level3/data.rs"]
mod data3;

use data::{near_identity, normwise_error, tolerance, values, TriStorage, TRI_SCALE};
use oxblas::DType;

#[test]
fn diagonal_positions() {
    let n = 5;
    // Packed lower: column j starts after n + (n-1) + ... + (n-j+1) elements.
    let mut start = 0;
    for j in 0..n {
        assert_eq!(TriStorage::Packed.diag(n, j), start);
        start += n - j;
    }
    assert_eq!(start, TriStorage::Packed.elems(n));
    assert_eq!(TriStorage::Full.diag(n, 3), 3 * n + 3);
    assert_eq!(TriStorage::Band(2).diag(n, 4), 12);
    assert_eq!(TriStorage::Band(2).triangle(5), 5 + 4 + 3);
    assert_eq!(TriStorage::Full.triangle(4), 10);
}

#[test]
fn near_identity_sets() {
    let base: Vec<f64> = (0..100).map(|i| (i as f64 + 1.0) / 128.0).collect();
    let v = near_identity(&base, TriStorage::Full, 3, 2, 10);
    assert_eq!(v.len(), 19);
    for s in 0..2 {
        for j in 0..3 {
            let at = s * 10 + j * 4;
            assert_eq!(v[at], 1.0 + base[at] * TRI_SCALE);
        }
    }
    assert_eq!(v[1], base[1] * TRI_SCALE);
}

#[test]
fn normwise() {
    let want = [(1.0, 0.0), (-4.0, 0.0)];
    assert_eq!(normwise_error(&want, &want), 0.0);
    assert_eq!(normwise_error(&[(1.0, 0.0), (-3.0, 0.0)], &want), 0.25);
    assert!(normwise_error(&[(f64::NAN, 0.0), (-4.0, 0.0)], &want).is_infinite());
    assert!(normwise_error(&want[..1], &want).is_infinite());
}
#[test]
fn decoding_and_tolerances() {
    let mut b = Vec::new();
    for v in [1.5f64, -2.0, 0.25, 8.0] {
        b.extend_from_slice(&v.to_le_bytes());
    }
    assert_eq!(
        values(DType::F64, &b),
        vec![(1.5, 0.0), (-2.0, 0.0), (0.25, 0.0), (8.0, 0.0)]
    );
    assert_eq!(values(DType::C64, &b), vec![(1.5, -2.0), (0.25, 8.0)]);
    let f: Vec<u8> = [3.0f32, -1.0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    assert_eq!(values(DType::F32, &f), vec![(3.0, 0.0), (-1.0, 0.0)]);
    assert_eq!(values(DType::C32, &f), vec![(3.0, -1.0)]);
    assert!(tolerance(DType::F64) < tolerance(DType::F32));
}

/// The near-identity matrices keep the triangular solve and products bounded: solve with the
/// host and check the growth stays within the bound the module documentation gives.
#[test]
fn near_identity_is_well_conditioned() {
    let n = 200;
    let mut seed = 0x1234_5678_u64;
    let base: Vec<f64> = (0..n * n)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect();
    let a = near_identity(&base, TriStorage::Full, n, 1, n * n);
    // Forward substitution (lower, non-unit) of b = ones.
    let mut x = vec![1.0f64; n];
    for i in 0..n {
        let mut s = x[i];
        for j in 0..i {
            s -= a[j * n + i] * x[j];
        }
        x[i] = s / a[i * n + i];
    }
    let growth = x.iter().fold(0f64, |m, v| m.max(v.abs()));
    assert!(
        (growth - 1.0).abs() <= 2.0 * n as f64 * TRI_SCALE,
        "growth {growth}"
    );
}

#[test]
fn level3_bound_flops_and_peaks() {
    assert_eq!(data3::eps(DType::F64), 2f64.powi(-52));
    assert_eq!(data3::eps(DType::C32), 2f64.powi(-23));
    assert_eq!(data3::eps(DType::F16), 2f64.powi(-10));
    assert_eq!(data3::eps(DType::BF16), 2f64.powi(-7));
    // k·eps of the accumulation; a coarser output adds two of its roundings.
    assert_eq!(
        data3::bound(1 << 20, DType::F64, DType::F64),
        2f64.powi(-32)
    );
    assert_eq!(
        data3::bound(8192, DType::F32, DType::F16),
        8192.0 * 2f64.powi(-23) + 2.0 * 2f64.powi(-10)
    );
    assert_eq!(data3::bound(0, DType::F32, DType::F32), 2f64.powi(-23));
    assert_eq!(
        data3::gemm_flops(DType::F64, 8192, 8192, 8192, 1),
        2.0 * 8192f64.powi(3)
    );
    assert_eq!(
        data3::gemm_flops(DType::C64, 4, 5, 6, 3),
        8.0 * 4.0 * 5.0 * 6.0 * 3.0
    );
    assert_eq!(data3::Peak::of(DType::C64), data3::Peak::Fp64);
    assert_eq!(data3::Peak::of(DType::BF16).tflops(), 990.0);
    assert_eq!(data3::Peak::of(DType::F32).tflops(), 67.0);
}

#[test]
fn level3_half_inputs_stay_non_zero() {
    let mut v = vec![0.5f32, -1e-6, 3e-9, -0.999, 1.0 / 1024.0, -1.0 / 2048.0];
    data3::away_from_zero(&mut v);
    assert_eq!(
        v,
        vec![
            0.5,
            -1.0 / 1024.0,
            1.0 / 1024.0,
            -0.999,
            1.0 / 1024.0,
            -1.0 / 1024.0
        ]
    );
    for dt in [DType::F16, DType::BF16] {
        let b = data3::to_half_bytes(dt, &v);
        assert_eq!(b.len(), 2 * v.len());
        for (i, &x) in v.iter().enumerate() {
            let (re, im) = data3::elem(dt, &b, i);
            assert_eq!(im, 0.0);
            assert!(re != 0.0 && re.signum() == x.signum() as f64);
            assert!(
                (re - x as f64).abs() <= data3::eps(dt) * (x as f64).abs(),
                "{dt:?} {x} {re}"
            );
        }
    }
    // 0.5 and 2^-10 are exact in both.
    let b = data3::to_half_bytes(DType::F16, &[0.5, 1.0 / 1024.0]);
    assert_eq!(b, vec![0x00, 0x38, 0x00, 0x14]);
}

#[test]
fn level3_normwise_of_every_type() {
    let f64s = |v: &[f64]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let f32s = |v: &[f32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let want = f64s(&[1.0, -4.0, 2.0, 0.5]);
    assert_eq!(data3::normwise_bytes(DType::F64, &want, &want), 0.0);
    let got = f64s(&[1.0, -3.0, 2.0, 0.5]);
    assert_eq!(data3::normwise_bytes(DType::F64, &got, &want), 0.25);
    // As two complex values: |(-3) - (-4)| = 1 over max |(1, -4)|, |(2, 0.5)| = sqrt(17).
    let e = data3::normwise_bytes(DType::C64, &got, &want);
    assert!((e - 1.0 / 17f64.sqrt()).abs() < 1e-15);
    let nan = f64s(&[1.0, f64::NAN, 2.0, 0.5]);
    assert!(data3::normwise_bytes(DType::F64, &nan, &want).is_infinite());
    assert!(data3::normwise_bytes(DType::F64, &want[..8], &want).is_infinite());
    assert!(data3::normwise_bytes(DType::F64, &[], &[]).is_infinite());
    let w32 = f32s(&[2.0, -8.0]);
    let g32 = f32s(&[2.0, -7.0]);
    assert_eq!(data3::normwise_bytes(DType::F32, &g32, &w32), 0.125);
    let e = data3::normwise_bytes(DType::C32, &g32, &w32);
    assert!((e - 1.0 / 68f64.sqrt()).abs() < 1e-15);
    let h = |dt, v: &[f32]| data3::to_half_bytes(dt, v);
    for dt in [DType::F16, DType::BF16] {
        assert_eq!(
            data3::normwise_bytes(dt, &h(dt, &[1.0, 3.0]), &h(dt, &[1.0, -4.0])),
            7.0 / 4.0
        );
    }
}
