//! Inputs of the level-3 rows, their flop counts and peaks, and the comparison of their outputs
//! (host only: `tests/bench_data.rs` tests it without a GPU).
//!
//! The check of a row is normwise: `max_ij |ox_ij - cb_ij| / max_ij |cb_ij|` over the output both
//! libraries wrote from the same inputs, against a bound of `k·eps` of the type the products are
//! accumulated in (plus two roundings of the output type when that is coarser, as for hgemm's
//! f16 result). For random data in (-1, 1) the error of a k-term sum grows like `sqrt(k)·eps`
//! relative to `max|C|`, so the bound leaves room for any summation order (split-K, tensor-core
//! fragments) while a wrong tile, a missed k block or a transposed operand is off by O(1).

use half::{bf16, f16};
use oxblas::DType;

/// Machine epsilon (2^-52, 2^-23, 2^-10, 2^-7) of a type, or of the real type of a complex one.
pub fn eps(dt: DType) -> f64 {
    match dt {
        DType::F64 | DType::C64 => f64::EPSILON,
        DType::F32 | DType::C32 => f32::EPSILON as f64,
        DType::F16 => f16::EPSILON.to_f64(),
        DType::BF16 => bf16::EPSILON.to_f64(),
    }
}

/// The check's bound for a sum of `k` products accumulated in `compute`, written as `out`.
pub fn bound(k: usize, compute: DType, out: DType) -> f64 {
    let sum = k.max(1) as f64 * eps(compute);
    if eps(out) > eps(compute) {
        sum + 2.0 * eps(out)
    } else {
        sum
    }
}

/// Flops of `batch` products of an m×k by a k×n matrix: 2mnk, or 8mnk for complex types (a
/// complex multiply-add is 4 real multiplies and 4 adds), the convention of cuBLAS's and
/// rocBLAS's benchmarks.
pub fn gemm_flops(dt: DType, m: usize, n: usize, k: usize, batch: usize) -> f64 {
    let per = if dt.is_complex() { 8.0 } else { 2.0 };
    per * m as f64 * n as f64 * k as f64 * batch.max(1) as f64
}

/// The H200's dense peak a row is measured against (TF/s), by the kind of arithmetic.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Peak {
    /// FP64 on the tensor cores (DMMA): about 67 TF/s.
    Fp64,
    /// FP32 without tensor cores (exact f32, no TF32): about 67 TF/s.
    Fp32,
    /// FP16 or BF16 inputs on the tensor cores, dense: about 990 TF/s.
    Half,
}

impl Peak {
    pub fn tflops(self) -> f64 {
        match self {
            Peak::Fp64 | Peak::Fp32 => 67.0,
            Peak::Half => 990.0,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Peak::Fp64 => "FP64 tensor",
            Peak::Fp32 => "FP32",
            Peak::Half => "FP16/BF16 tensor",
        }
    }
    /// The peak of products of inputs of type `dt` (complex types count as their real type).
    pub fn of(dt: DType) -> Peak {
        match dt {
            DType::F64 | DType::C64 => Peak::Fp64,
            DType::F32 | DType::C32 => Peak::Fp32,
            DType::F16 | DType::BF16 => Peak::Half,
        }
    }
}

/// Values in (-1, 1) whose magnitude is at least 2^-10, so that they stay non-zero (and normal)
/// when rounded to f16; the bound is a power of two, so the f32 values stay exact.
pub fn away_from_zero(v: &mut [f32]) {
    const MIN: f32 = 1.0 / 1024.0;
    for x in v {
        if x.abs() < MIN {
            *x = MIN.copysign(*x);
        }
    }
}

/// `v` rounded to a half-precision type (`F16` or `BF16`), as little-endian bytes.
pub fn to_half_bytes(dt: DType, v: &[f32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(2 * v.len());
    for &x in v {
        let bits = match dt {
            DType::BF16 => bf16::from_f32(x).to_bits(),
            _ => f16::from_f32(x).to_bits(),
        };
        out.extend_from_slice(&bits.to_le_bytes());
    }
    out
}

/// Element `i` of an output of type `dt` held as little-endian bytes, as (re, im).
pub fn elem(dt: DType, bytes: &[u8], i: usize) -> (f64, f64) {
    let s = dt.size();
    let c = &bytes[i * s..(i + 1) * s];
    let f = |c: &[u8]| f32::from_le_bytes(c.try_into().unwrap()) as f64;
    let d = |c: &[u8]| f64::from_le_bytes(c.try_into().unwrap());
    match dt {
        DType::F32 => (f(c), 0.0),
        DType::F64 => (d(c), 0.0),
        DType::C32 => (f(&c[..4]), f(&c[4..])),
        DType::C64 => (d(&c[..8]), d(&c[8..])),
        DType::F16 => (f16::from_le_bytes([c[0], c[1]]).to_f64(), 0.0),
        DType::BF16 => (bf16::from_le_bytes([c[0], c[1]]).to_f64(), 0.0),
    }
}

/// Normwise difference `max_i |got_i - want_i| / max_i |want_i|` of two outputs of type `dt`
/// held as bytes (infinite when a value is not finite, the lengths differ or they are empty).
pub fn normwise_bytes(dt: DType, got: &[u8], want: &[u8]) -> f64 {
    if got.len() != want.len() || got.is_empty() || got.len() % dt.size() != 0 {
        return f64::INFINITY;
    }
    let mut diff = 0f64;
    let mut scale = 0f64;
    for i in 0..got.len() / dt.size() {
        let (a, b) = elem(dt, got, i);
        let (c, d) = elem(dt, want, i);
        let e = (a - c).hypot(b - d);
        if !e.is_finite() {
            return f64::INFINITY;
        }
        diff = diff.max(e);
        scale = scale.max(c.hypot(d));
    }
    diff / if scale > 0.0 { scale } else { 1.0 }
}

/// Give each of the `count` m×m column-major matrices packed in `v` a diagonal of magnitude
/// m + 1 (the sign of the random value there), so that both triangles are diagonally dominant
/// by rows (well conditioned: triangular solves of both libraries agree to rounding).
pub fn dominant_diagonal(v: &mut [f64], m: usize, count: usize) {
    let d = m as f64 + 1.0;
    for b in 0..count {
        for i in 0..m {
            let e = &mut v[b * m * m + i + i * m];
            *e = d.copysign(*e);
        }
    }
}

/// [`normwise_bytes`] over the lower triangle (diagonal included) of two n×n column-major
/// outputs of type `dt` with leading dimension n: the rank-k updates write only that triangle.
pub fn normwise_lower_bytes(dt: DType, n: usize, got: &[u8], want: &[u8]) -> f64 {
    if got.len() != want.len() || got.len() != n * n * dt.size() || n == 0 {
        return f64::INFINITY;
    }
    let mut diff = 0f64;
    let mut scale = 0f64;
    for j in 0..n {
        for i in j..n {
            let (a, b) = elem(dt, got, i + j * n);
            let (c, d) = elem(dt, want, i + j * n);
            let e = (a - c).hypot(b - d);
            if !e.is_finite() {
                return f64::INFINITY;
            }
            diff = diff.max(e);
            scale = scale.max(c.hypot(d));
        }
    }
    diff / if scale > 0.0 { scale } else { 1.0 }
}
