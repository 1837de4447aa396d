//! The solver's workspace plans and blocking decisions. The size query, the borrow and the
//! launch sequence all take their sizes from here, so `start_device_memory_size_query` →
//! getrf → getrs → `stop` reports exactly what the two calls borrow.
//!
//! Every solver plan has the same three slots:
//! 0. `sub-matrix pointers`: `3·batch` device pointers, only for pointer-array batches (the
//!    gemm sub-calls on blocks of the caller's matrices get arrays of offset pointers);
//! 1. `inverted diagonal blocks` (LU and the solves: the blocked triangular solves multiply by
//!    the inverses of the `nb`×`nb` diagonal blocks, rocBLAS trsm's `invA`), or `update block`
//!    (Cholesky: the `nb`×`nb` product of the previous columns, made by gemm);
//! 2. `solve panel`: the rows (columns) of the right-hand sides a block solve reads while gemm
//!    overwrites them.
//!
//! The fallback plan keeps slot 0 only: the triangular solves then substitute block by block
//! and potf2 subtracts the previous columns itself (slower: `perf_degraded`). With less than
//! slot 0 a pointer-array call fails with `memory_error`.

use crate::memory::{Candidates, WorkspacePlan};
use crate::types::DType;

/// Order of the diagonal blocks of the triangular solves and of the Cholesky panels: the
/// largest triangle the GPU kernels hold in shared memory (64×64, 32×32 for complex f64).
pub fn nb(dtype: DType) -> i64 {
    if dtype == DType::C64 {
        32
    } else {
        64
    }
}

/// Widest LU panel factored by one getf2 kernel in global memory.
pub const LEAF_WIDTH: i64 = 8;
/// A block the getf2 kernel factors in shared memory (bytes): larger panels split.
pub const SHARED_PANEL_BYTES: i64 = 48 * 1024;

/// Columns of the left half of an m×n LU node (recursive LU, LAPACK's `getrf2`), or `None`
/// when one getf2 kernel factors the node: narrow, or small enough for shared memory.
pub fn lu_split(dtype: DType, m: i64, n: i64) -> Option<i64> {
    if n <= LEAF_WIDTH
        || m.saturating_mul(n).saturating_mul(dtype.size() as i64) <= SHARED_PANEL_BYTES
    {
        return None;
    }
    Some((m.min(n) / 2).max(1))
}

/// Per-batch-entry elements of the triangular solve's slots (inverses, panel) for a solve of
/// order `order` with `vectors` right-hand sides (columns when left, rows when right).
pub fn trsm_elems(dtype: DType, order: i64, vectors: i64) -> (i64, i64) {
    let nb = nb(dtype);
    if order <= nb || vectors <= 0 {
        return (0, 0);
    }
    let blocks = (order + nb - 1) / nb;
    (blocks * nb * nb, nb * vectors)
}

/// The largest triangular solve of an m×n LU (its recursion's trsm sizes).
pub fn getrf_trsm_elems(dtype: DType, m: i64, n: i64) -> (i64, i64) {
    match lu_split(dtype, m, n) {
        None => (0, 0),
        Some(n1) => {
            let here = trsm_elems(dtype, n1, n - n1);
            let left = getrf_trsm_elems(dtype, m, n1);
            let right = if m > n1 {
                getrf_trsm_elems(dtype, m - n1, n - n1)
            } else {
                (0, 0)
            };
            (
                here.0.max(left.0).max(right.0),
                here.1.max(left.1).max(right.1),
            )
        }
    }
}

/// The plan of a call whose triangular solves need `(inv, panel)` elements per batch entry
/// (or, for Cholesky, `inv` = the update block).
pub fn solver_plans(
    dtype: DType,
    batch: i64,
    pointer_arrays: bool,
    per_batch: (i64, i64),
    inv_name: &'static str,
) -> Candidates {
    let batch = batch.max(0) as usize;
    let size = dtype.size();
    let ptrs = if pointer_arrays { 3 * batch } else { 0 };
    let fallback = WorkspacePlan::new()
        .with::<u64>("sub-matrix pointers", ptrs)
        .with_bytes(inv_name, 0)
        .with_bytes("solve panel", 0);
    let optimal = WorkspacePlan::new()
        .with::<u64>("sub-matrix pointers", ptrs)
        .with_bytes(
            inv_name,
            (per_batch.0.max(0) as usize)
                .saturating_mul(batch)
                .saturating_mul(size),
        )
        .with_bytes(
            "solve panel",
            (per_batch.1.max(0) as usize)
                .saturating_mul(batch)
                .saturating_mul(size),
        );
    if optimal.footprint() == fallback.footprint() {
        Candidates::one(optimal)
    } else {
        Candidates::two(optimal, fallback)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lu_recursion_and_its_workspace() {
        // 32×32 f64 (8 KiB) is one shared-memory kernel; 1024×1024 splits in halves.
        assert_eq!(lu_split(DType::F64, 32, 32), None);
        assert_eq!(lu_split(DType::F64, 1024, 1024), Some(512));
        assert_eq!(lu_split(DType::F64, 4096, 8), None);
        assert_eq!(lu_split(DType::F64, 1, 100_000), Some(1));
        // The top node's solve dominates: 512 = 8 blocks of 64, panel 64 × 512.
        assert_eq!(
            getrf_trsm_elems(DType::F64, 1024, 1024),
            (8 * 64 * 64, 64 * 512)
        );
        assert_eq!(trsm_elems(DType::F64, 64, 1000), (0, 0));
        assert_eq!(trsm_elems(DType::C64, 33, 1), (2 * 32 * 32, 32));
        let c = solver_plans(DType::F64, 1, false, (10, 3), "x");
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), 128 + 64);
        assert_eq!(c[1].footprint(), 0);
        let p = solver_plans(DType::F32, 5, true, (0, 0), "x");
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].footprint(), 128);
    }
}
