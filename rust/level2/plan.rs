//! Workspace plans of level 2, from the anchor's formulas (`docs/memory-model.md`, level 2).
//! The size query and the borrow both take their plans from here.

use crate::memory::{Candidates, WorkspacePlan};
use crate::types::DType;

/// Rows of one row block of the skinny transposed gemv (the anchor's 1024).
pub const GEMV_ROW_BLOCK: i64 = 1024;
/// Columns of one panel of symv/hemv (the anchor's 64).
pub const SYMV_PANEL: i64 = 64;
/// Rows of one diagonal block of the multi-block trsv (hip/src/kernels/level2/tri_*).
pub const TRSV_BLOCK: i64 = 64;
/// Completion counters (u32) one batch entry of the multi-block trsv needs.
pub const TRSV_COUNTERS_PER_BATCH: usize = 1;
/// Order of the diagonal blocks of `trsv_ex`'s invA (rocBLAS's `ROCBLAS_TRSV_EX_NB`).
pub const TRSV_EX_BLOCK: i64 = 128;
/// Below this order trsv solves each batch entry with one block (no counters, no workspace).
pub const TRSV_MIN_SPLIT: i64 = 2 * TRSV_BLOCK;

/// `X(T)` of the anchor: transposed gemv with fewer columns than this (and `m >= 2048 n`) is
/// "skinny" and takes the column-partials path.
fn skinny_columns(dtype: DType) -> i64 {
    match dtype {
        DType::F64 => 128,
        DType::C32 => 64,
        DType::C64 => 16,
        DType::F32 | DType::F16 | DType::BF16 => 256,
    }
}

/// Row blocks of the skinny path, or `None` when the call is not skinny.
pub fn gemv_row_blocks(dtype: DType, transposed: bool, m: i64, n: i64) -> Option<i64> {
    (transposed && n < skinny_columns(dtype) && m >= 2048 * n && n > 0)
        .then(|| (m + GEMV_ROW_BLOCK - 1) / GEMV_ROW_BLOCK)
}

fn elems(dtype: DType, count: i64) -> WorkspacePlan {
    WorkspacePlan::new().with_bytes(
        "partials",
        dtype.size().saturating_mul(count.max(0) as usize),
    )
}

/// gemv: `sizeof(T)·ceil(m/1024)·n·batch` for skinny transposed calls, then nothing
/// (`perf_degraded` with the general kernel); nothing otherwise.
pub fn gemv(dtype: DType, transposed: bool, m: i64, n: i64, batch: i64) -> Candidates {
    match gemv_row_blocks(dtype, transposed, m, n) {
        Some(rb) => Candidates::two(
            elems(dtype, rb.saturating_mul(n).saturating_mul(batch)),
            WorkspacePlan::new(),
        ),
        None => Candidates::none(),
    }
}

/// symv/hemv: `sizeof(T)·ceil(n/64)·n·batch`, then nothing (a kernel without partials,
/// `perf_degraded`).
pub fn symv(dtype: DType, n: i64, batch: i64) -> Candidates {
    let panels = (n + SYMV_PANEL - 1) / SYMV_PANEL;
    Candidates::two(
        elems(dtype, panels.saturating_mul(n).saturating_mul(batch)),
        WorkspacePlan::new(),
    )
}

/// trmv/tbmv/tpmv: a copy of x, `sizeof(T)·n·batch`; no fallback (`memory_error`).
pub fn tri_product(dtype: DType, n: i64, batch: i64) -> Candidates {
    Candidates::one(
        WorkspacePlan::new().with_bytes(
            "x copy",
            dtype
                .size()
                .saturating_mul(n.saturating_mul(batch).max(0) as usize),
        ),
    )
}

/// Row blocks of a multi-block trsv of order `n` (1: one block solves each batch entry).
pub fn trsv_blocks(n: i64) -> u32 {
    let blocks = (n + TRSV_BLOCK - 1) / TRSV_BLOCK;
    // The split kernel's tickets hold up to 65535 row blocks (tri_common.h).
    if n < TRSV_MIN_SPLIT || blocks > 65535 {
        1
    } else {
        blocks as u32
    }
}

/// trsv: the anchor's `4·batch` (one u32 completion counter per batch entry) when the solve is
/// split over several blocks, then nothing (one block per entry, `perf_degraded`).
pub fn trsv(n: i64, batch: i64) -> Candidates {
    if trsv_blocks(n) > 1 {
        Candidates::two(
            WorkspacePlan::new().with::<u32>(
                "counters",
                TRSV_COUNTERS_PER_BATCH.saturating_mul(batch.max(0) as usize),
            ),
            WorkspacePlan::new(),
        )
    } else {
        Candidates::none()
    }
}

/// Whether a caller's invA of `size` elements covers an order-`n` solve (rocBLAS:
/// `invA_size / 128 >= n`); a smaller one is ignored (`perf_degraded`).
pub fn trsv_ex_inv_fits(n: i64, size: i64) -> bool {
    size >= TRSV_EX_BLOCK.saturating_mul(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skinny_gemv_follows_the_anchor() {
        // 4M x 8 f64, transposed: ceil(4M/1024) * 8 * 8 bytes.
        let c = gemv(DType::F64, true, 4 << 20, 8, 1);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), 4096 * 8 * 8);
        assert_eq!(c[1].footprint(), 0);
        // Not transposed, too many columns, or not tall enough: nothing.
        assert_eq!(gemv(DType::F64, false, 4 << 20, 8, 1)[0].footprint(), 0);
        assert_eq!(gemv(DType::F64, true, 4 << 20, 128, 1)[0].footprint(), 0);
        assert_eq!(gemv(DType::C64, true, 1 << 20, 16, 1)[0].footprint(), 0);
        assert_eq!(gemv(DType::F64, true, 2047 * 8, 8, 1)[0].footprint(), 0);
        assert_eq!(
            gemv(DType::F32, true, 2048 * 255, 255, 3)[0].footprint() % 64,
            0
        );
    }

    #[test]
    fn symv_and_triangular_plans() {
        assert_eq!(symv(DType::F64, 8192, 1)[0].footprint(), 128 * 8192 * 8);
        assert_eq!(symv(DType::C32, 65, 2)[0].footprint(), 2 * 65 * 8 * 2 + 32);
        assert_eq!(tri_product(DType::C64, 10, 3)[0].footprint(), 512);
        assert_eq!(trsv(TRSV_MIN_SPLIT - 1, 5)[0].footprint(), 0);
        assert_eq!(trsv(8192, 5)[0].footprint(), 64);
        assert_eq!(trsv_blocks(8192), 128);
        assert!(trsv_ex_inv_fits(3, 384) && !trsv_ex_inv_fits(3, 383) && !trsv_ex_inv_fits(1, -1));
    }
}
