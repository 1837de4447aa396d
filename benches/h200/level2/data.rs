//! Inputs of the level-2 rows and the comparison of their outputs.
//!
//! The general matrices (gemv, symv, hemv) are the random values of `harness::data` in (-1, 1).
//! The triangular ones are near the identity: every stored element is a random value times
//! `TRI_SCALE` and the diagonal adds 1. Then `||A - I|| <= n * TRI_SCALE <= 1/64` for n up to
//! 16384, so the solves are well conditioned and the timed loops, which apply the routine to the
//! same x again and again, neither overflow nor underflow; a kernel that drops the
//! off-diagonal part is still off by about `sqrt(n) * TRI_SCALE`, far beyond the tolerance.

use oxblas::DType;

/// Scale of the off-diagonal elements of the triangular matrices (a power of two: exact).
pub const TRI_SCALE: f64 = 1.0 / (1u64 << 20) as f64;

/// Storage of a lower triangular matrix of order n.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TriStorage {
    /// Column-major, leading dimension n.
    Full,
    /// Packed: column j holds rows j..n, one column after another.
    Packed,
    /// Band with k sub-diagonals, leading dimension k + 1 (diagonal in row 0 of each column).
    Band(usize),
}

impl TriStorage {
    /// Elements one matrix of order `n` occupies.
    pub fn elems(self, n: usize) -> usize {
        match self {
            TriStorage::Full => n * n,
            TriStorage::Packed => n * (n + 1) / 2,
            TriStorage::Band(k) => (k + 1) * n,
        }
    }
    /// Elements of the lower triangle a routine must read (the byte model).
    pub fn triangle(self, n: usize) -> usize {
        match self {
            TriStorage::Full | TriStorage::Packed => n * (n + 1) / 2,
            TriStorage::Band(k) => {
                let k = k.min(n.saturating_sub(1));
                (k + 1) * n - k * (k + 1) / 2
            }
        }
    }
    /// Position of diagonal element `j` within one matrix.
    pub fn diag(self, n: usize, j: usize) -> usize {
        match self {
            TriStorage::Full => j * (n + 1),
            // Columns 0..j hold n, n-1, ..., n-j+1 elements.
            TriStorage::Packed => j * n - j * j.saturating_sub(1) / 2,
            TriStorage::Band(k) => j * (k + 1),
        }
    }
}

/// `sets` near-identity lower triangular matrices of order `n`, `stride` elements apart, from
/// the random values `base` (see the module documentation).
pub fn near_identity(
    base: &[f64],
    storage: TriStorage,
    n: usize,
    sets: usize,
    stride: usize,
) -> Vec<f64> {
    let len = (sets - 1) * stride + storage.elems(n);
    let mut v: Vec<f64> = base[..len].iter().map(|x| x * TRI_SCALE).collect();
    for s in 0..sets {
        for j in 0..n {
            v[s * stride + storage.diag(n, j)] += 1.0;
        }
    }
    v
}

/// The elements of an output vector read back from the device, as (re, im).
pub fn values(dt: DType, bytes: &[u8]) -> Vec<(f64, f64)> {
    let f = |c: &[u8]| f32::from_le_bytes(c.try_into().unwrap()) as f64;
    let d = |c: &[u8]| f64::from_le_bytes(c.try_into().unwrap());
    match dt {
        DType::F32 => bytes.chunks_exact(4).map(|c| (f(c), 0.0)).collect(),
        DType::F64 => bytes.chunks_exact(8).map(|c| (d(c), 0.0)).collect(),
        DType::C32 => bytes
            .chunks_exact(8)
            .map(|c| (f(&c[..4]), f(&c[4..])))
            .collect(),
        DType::C64 => bytes
            .chunks_exact(16)
            .map(|c| (d(&c[..8]), d(&c[8..])))
            .collect(),
        // No level-2 row of this benchmark uses the half-precision types.
        _ => Vec::new(),
    }
}

/// Normwise difference `max_i |got_i - want_i| / max_i |want_i|` (infinite when a value is not
/// finite or the lengths differ).
pub fn normwise_error(got: &[(f64, f64)], want: &[(f64, f64)]) -> f64 {
    if got.len() != want.len() || got.is_empty() {
        return f64::INFINITY;
    }
    let mut diff = 0f64;
    let mut scale = 0f64;
    for (&(a, b), &(c, d)) in got.iter().zip(want) {
        let e = (a - c).hypot(b - d);
        if !e.is_finite() {
            return f64::INFINITY;
        }
        diff = diff.max(e);
        scale = scale.max(c.hypot(d));
    }
    diff / if scale > 0.0 { scale } else { 1.0 }
}

/// The tolerance of the normwise comparison (f64: sums of up to 4M terms in different orders).
pub fn tolerance(dt: DType) -> f64 {
    if dt.real_size() == 8 {
        1e-11
    } else {
        1e-4
    }
}
