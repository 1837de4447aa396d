//! The solver's workspace plans and blocking decisions. The size query, the borrow and the
//! launch sequence all take their sizes from here, so `start_device_memory_size_query` →
//! getrf → getrs → `stop` reports exactly what the two calls borrow.
//!
//! Every solver plan has the same six slots:
//! 0. `sub-matrix pointers`: `3·batch` device pointers, only for pointer-array batches (the
//!    gemm and trsm sub-calls on blocks of the caller's matrices get arrays of offset pointers);
//! 1.–4. the level-3 trsm's own plan (`X`, `Xarr`, `invA`, `Aarr`: [`TrsmShape::plans`]) for
//!    the largest of the routine's triangular solves of order above [`nb`], nested inside the
//!    routine's plan (slot by slot the largest over its solves: they run one after another);
//! 5. `update block` (potrf): the `nb`×`nb` products of the previous columns, made by gemm.
//!
//! The fallback plan keeps slot 0 only: the triangular solves then substitute block by block
//! with the solver's own kernel and gemm, and potf2 subtracts the previous columns itself
//! (slower: `perf_degraded`). With less than slot 0 a pointer-array call fails with
//! `memory_error`.

use crate::level3::tri_plan::TrsmShape;
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
// 47 KiB, not 48: the kernel's static shared memory (its reduction scratch) counts against the
// same 48 KiB default limit, and a 48 KiB panel (1024 x 6 doubles, the seed example's) made the
// launch fail with cudaErrorInvalidValue on the H200.
pub const SHARED_PANEL_BYTES: i64 = 47 * 1024;

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

/// Bytes of the four slots of level-3 trsm's optimal plan for one solve (all zero for orders
/// up to [`nb`], which the solver's substitution kernel solves without workspace).
pub fn trsm_bytes(shape: &TrsmShape) -> [usize; 4] {
    let mut out = [0; 4];
    if shape.k() <= nb_for_elem(shape.elem) {
        return out;
    }
    let plans = shape.plans();
    for (i, o) in out.iter_mut().enumerate() {
        *o = plans[0].slot(i).map_or(0, |s| s.bytes());
    }
    out
}

fn nb_for_elem(elem: usize) -> i64 {
    if elem == 16 {
        32
    } else {
        64
    }
}

/// Slot by slot the larger of two trsm plans.
pub fn max_bytes(a: [usize; 4], b: [usize; 4]) -> [usize; 4] {
    [
        a[0].max(b[0]),
        a[1].max(b[1]),
        a[2].max(b[2]),
        a[3].max(b[3]),
    ]
}

/// The shape of a left solve `op(T)^-1 B`, T m×m, B m×n.
pub fn left_shape(
    dtype: DType,
    trans_n: bool,
    m: i64,
    n: i64,
    batch: i64,
    arrays: bool,
) -> TrsmShape {
    TrsmShape {
        left: true,
        trans_n,
        m,
        n,
        batch,
        elem: dtype.size(),
        arrays,
        inv_given: false,
    }
}

/// The trsm slots of an m×n LU: the largest over its recursion's solves.
pub fn getrf_trsm_bytes(dtype: DType, m: i64, n: i64, batch: i64, arrays: bool) -> [usize; 4] {
    match lu_split(dtype, m, n) {
        None => [0; 4],
        Some(n1) => {
            let here = trsm_bytes(&left_shape(dtype, true, n1, n - n1, batch, arrays));
            let left = getrf_trsm_bytes(dtype, m, n1, batch, arrays);
            let right = if m > n1 {
                getrf_trsm_bytes(dtype, m - n1, n - n1, batch, arrays)
            } else {
                [0; 4]
            };
            max_bytes(here, max_bytes(left, right))
        }
    }
}

/// A solver call's candidate plans (module documentation): the pointers, the nested trsm
/// slots and the update block, then the fallback with the pointers only.
pub fn solver_plans(
    batch: i64,
    pointer_arrays: bool,
    trsm: [usize; 4],
    update_bytes: usize,
) -> Candidates {
    let batch = batch.max(0) as usize;
    let ptrs = if pointer_arrays { 3 * batch } else { 0 };
    let plan = |t: [usize; 4], u: usize| {
        WorkspacePlan::new()
            .with::<u64>("sub-matrix pointers", ptrs)
            .with_bytes("trsm X", t[0])
            .with_bytes("trsm Xarr", t[1])
            .with_bytes("trsm invA", t[2])
            .with_bytes("trsm Aarr", t[3])
            .with_bytes("update block", u)
    };
    let optimal = plan(trsm, update_bytes);
    let fallback = plan([0; 4], 0);
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
        // The top node's solve (512 on 512 columns) dominates the recursion's.
        let top = trsm_bytes(&left_shape(DType::F64, true, 512, 512, 1, false));
        assert!(top[2] >= 512 * 128 * 8, "invA of 128-blocks: {top:?}");
        assert_eq!(getrf_trsm_bytes(DType::F64, 1024, 1024, 1, false), top);
        // Orders up to nb need nothing.
        assert_eq!(
            trsm_bytes(&left_shape(DType::F64, true, 64, 1000, 1, false)),
            [0; 4]
        );
        assert_eq!(
            trsm_bytes(&left_shape(DType::C64, true, 32, 1000, 1, false)),
            [0; 4]
        );
        let c = solver_plans(1, false, [100, 0, 10, 0], 0);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), 128 + 64);
        assert_eq!(c[1].footprint(), 0);
        let p = solver_plans(5, true, [0; 4], 0);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].footprint(), 128);
    }
}
