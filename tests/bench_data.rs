//! Host tests of the H200 benchmark's level-2 data helpers (`benches/h200/level2/data.rs`): the
//! positions of the diagonals in each storage, the near-identity matrices, the comparison and the
//! decoding of outputs. The benchmark itself needs a GPU; these parts do not.

#[allow(dead_code)]
#[path = "../benches/h200/level2/data.rs"]
mod data;

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
