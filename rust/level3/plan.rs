//! The GEMM workspace plan: split-K partial tiles when k is large against m·n. The size query and
//! the borrow both take their plan from here, so they cannot drift.
//!
//! A call whose output has few tiles for the device (fewer than two per multiprocessor) and a
//! long k (at least twice max(m, n) and [`SPLIT_MIN_K`]) splits k into `s` chunks (enough for
//! [`SPLIT_FILL_PER_SM`] tiles a multiprocessor, within the caps below): each chunk's
//! partial product goes to its own m×n block of the workspace (`s·m·n·batch` elements), then a
//! combine pass sums the blocks in order and applies alpha and beta. With less workspace than
//! that, the call runs the one-pass kernel and returns `perf_degraded` (the result differs only
//! by the order of the sums).
//!
//! rocBLAS reports 0 in the size query for non-HPA gemm and caps the back end's borrow at the
//! arena's `available` bytes, so its gemm never grows the arena and its speed depends on what is
//! free (`docs/memory-model.md`, section "Level-3 workspace"). oxblas keeps its query = borrow
//! rule instead: the query reports the split plan, and the split workspace is bounded by
//! [`SPLIT_MAX_BYTES`], below the default managed size, so a default handle does not grow for it.

use crate::memory::{Candidates, WorkspacePlan};
use crate::types::DType;

/// Output tile edge the split decision counts in (the GPU kernels' 64×64 tiles; f32 uses
/// 128×128, so it splits a little less eagerly than it could).
pub const SPLIT_TILE: i64 = 64;
/// Shortest k that is ever split, and the least k per split.
pub const SPLIT_MIN_K: i64 = 512;
/// Most splits of one call.
pub const SPLIT_MAX: i64 = 64;
/// Splits aim at this many [`SPLIT_TILE`] tiles per multiprocessor: the FP64 kernel's 128×64
/// tiles (two 64×64 tiles each) run two blocks per multiprocessor, so 4 fill the device once.
/// With 2 (the split decision's own threshold) the split-K dgemm of the benchmark ran 136
/// blocks on 132 SMs, one a multiprocessor: 0.52 of cuBLAS.
pub const SPLIT_FILL_PER_SM: i64 = 4;
/// Largest split-K workspace of one call (bytes).
pub const SPLIT_MAX_BYTES: usize = 16 << 20;
/// k per split is a multiple of this (the kernels' deepest k tile).
pub const SPLIT_K_ALIGN: i64 = 32;

/// Bytes of one split-K partial: the element's, except f32 for f16 (kernels keep f16 products in
/// f32 until the final rounding).
pub fn partial_size(dtype: DType) -> usize {
    match dtype {
        DType::F16 | DType::BF16 => 4,
        d => d.size(),
    }
}

/// How one call is split: `splits` chunks of `k_chunk` (the last one shorter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// Number of k chunks (at least 2).
    pub splits: u32,
    /// k per chunk, a multiple of [`SPLIT_K_ALIGN`].
    pub k_chunk: i64,
}

/// The split of an m×n×k call over `batch` on a device with `sms` multiprocessors, or `None`
/// when the one-pass kernel has enough tiles (or k is too short to be worth it).
pub fn gemm_split(dtype: DType, m: i64, n: i64, k: i64, batch: i64, sms: u32) -> Option<Split> {
    if m <= 0 || n <= 0 || batch <= 0 || k < SPLIT_MIN_K || k < 2 * m.max(n) {
        return None;
    }
    let tiles = ((m + SPLIT_TILE - 1) / SPLIT_TILE)
        .saturating_mul((n + SPLIT_TILE - 1) / SPLIT_TILE)
        .saturating_mul(batch);
    let want = 2 * i64::from(sms.max(1));
    if tiles >= want {
        return None;
    }
    let block_bytes = (m as u128) * (n as u128) * (batch as u128) * partial_size(dtype) as u128;
    let by_bytes = (SPLIT_MAX_BYTES as u128 / block_bytes.max(1)).min(SPLIT_MAX as u128) as i64;
    let fill = SPLIT_FILL_PER_SM * i64::from(sms.max(1));
    let mut splits = ((fill + tiles - 1) / tiles)
        .min(k / (SPLIT_MIN_K / 2))
        .min(SPLIT_MAX)
        .min(by_bytes);
    if splits < 2 {
        return None;
    }
    let per = (k + splits - 1) / splits;
    let k_chunk = (per + SPLIT_K_ALIGN - 1) / SPLIT_K_ALIGN * SPLIT_K_ALIGN;
    splits = (k + k_chunk - 1) / k_chunk;
    (splits >= 2).then_some(Split {
        splits: splits as u32,
        k_chunk,
    })
}

/// The candidate plans: the split-K partials then nothing (`perf_degraded`), or nothing.
pub fn gemm(dtype: DType, m: i64, n: i64, k: i64, batch: i64, sms: u32) -> Candidates {
    match gemm_split(dtype, m, n, k, batch, sms) {
        Some(s) => Candidates::two(
            WorkspacePlan::new().with_bytes(
                "split-K partials",
                partial_size(dtype).saturating_mul(
                    (s.splits as usize)
                        .saturating_mul(m as usize)
                        .saturating_mul(n as usize)
                        .saturating_mul(batch as usize),
                ),
            ),
            WorkspacePlan::new(),
        ),
        None => Candidates::none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_k_rule() {
        // The shape on an H200 (132 SMs): 16 tiles; 33 splits fill the device, the
        // byte cap (16 MiB of 512 KiB blocks) allows 32: 32 splits of 32768.
        let s = gemm_split(DType::F64, 256, 256, 1 << 20, 1, 132).unwrap();
        assert_eq!((s.splits, s.k_chunk), (32, 32768));
        assert!(s.splits >= 2 && s.splits as i64 <= SPLIT_MAX);
        assert_eq!(s.k_chunk % SPLIT_K_ALIGN, 0);
        assert!((s.splits as i64 - 1) * s.k_chunk < 1 << 20);
        assert!(s.splits as i64 * s.k_chunk >= 1 << 20);
        let c = gemm(DType::F64, 256, 256, 1 << 20, 1, 132);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), s.splits as usize * 256 * 256 * 8);
        assert!(c[0].footprint() <= SPLIT_MAX_BYTES);
        assert_eq!(c[1].footprint(), 0);
        // Square, short k or many tiles: no split.
        assert_eq!(gemm_split(DType::F64, 4096, 4096, 4096, 1, 132), None);
        assert_eq!(gemm_split(DType::F64, 64, 64, 500, 1, 132), None);
        assert_eq!(gemm_split(DType::F32, 64, 64, 1 << 20, 1000, 132), None);
        assert_eq!(gemm(DType::F32, 64, 64, 100, 1, 132)[0].footprint(), 0);
        // The byte cap bounds the splits.
        let big = gemm_split(DType::C64, 1024, 1024, 1 << 22, 1, 2000);
        assert_eq!(big, None, "16 MiB over 16 MiB blocks cannot split");
    }
}
