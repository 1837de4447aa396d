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
//! 5. `update block` (potrf): the `nb`×`nb` products of the previous columns, made by gemm;
//! 6. `panel exchange` (getrf of one matrix): what the blocks of the multi-block getf2 publish
//!    to each other (candidates, rows, the barrier: [`panel_exchange_bytes`]).
//!
//! The fallback plan keeps slot 0 only: the triangular solves then substitute block by block
//! with the solver's own kernel and gemm, potf2 subtracts the previous columns itself, and LU
//! panels are factored one block each (slower: `perf_degraded`). With less than slot 0 a pointer-array call fails with
//! `memory_error`.

use crate::backend::DeviceProperties;
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

/// Widest panel the multi-block getf2 (`SolverOp::Getf2Panel`) factors.
pub const PANEL_WIDTH: i64 = 64;
/// Fewest rows one block of the multi-block getf2 gets (a shorter panel gets fewer blocks).
pub const PANEL_MIN_ROWS: i64 = 64;
/// Shared memory of one block of the multi-block getf2: its rows of the panel and the pivot
/// row (46 KiB: under the 48 KiB every GPU gives without opting in).
pub const PANEL_SHARED_BYTES: i64 = 46 * 1024;

/// Where an LU's leaves run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaves {
    /// One block per panel and batch entry: batches, and the fallback plan.
    Block,
    /// Tall panels of one matrix spread over several blocks.
    Spread {
        /// At most this many (the multiprocessors).
        blocks: i64,
    },
}

impl Leaves {
    /// The optimal plan's leaves for a call on `batch` matrices.
    pub fn optimal(batch: i64, props: &DeviceProperties) -> Leaves {
        if batch == 1 && props.multiprocessors > 0 {
            Leaves::Spread {
                blocks: i64::from(props.multiprocessors).min(1024),
            }
        } else {
            Leaves::Block
        }
    }
}

/// How one node of the LU recursion is factored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LuNode {
    /// One getf2 kernel, a block per batch entry: narrow, or small enough for shared memory.
    Leaf,
    /// One multi-block getf2 ([`Leaves::Spread`]).
    Panel {
        /// Blocks of its grid.
        blocks: i64,
    },
    /// Recursive LU (LAPACK's `getrf2`): the left half has this many columns.
    Split(i64),
}

/// Blocks of the multi-block getf2 on an m-row panel with at most `blocks` of them.
pub fn panel_blocks(m: i64, blocks: i64) -> i64 {
    ((m + PANEL_MIN_ROWS - 1) / PANEL_MIN_ROWS).clamp(1, blocks.max(1))
}

/// How the m×n node is factored.
pub fn lu_node(dtype: DType, m: i64, n: i64, leaves: Leaves) -> LuNode {
    let elem = dtype.size() as i64;
    if m.saturating_mul(n).saturating_mul(elem) <= SHARED_PANEL_BYTES {
        return LuNode::Leaf;
    }
    if let Leaves::Spread { blocks } = leaves {
        let g = panel_blocks(m, blocks);
        let rows = (m + g - 1) / g;
        // Its rows, the pivot row, row j and the multipliers (the kernel's layout).
        let shared = rows.saturating_mul(n).saturating_add(2 * n + rows);
        if n <= PANEL_WIDTH && shared.saturating_mul(elem) <= PANEL_SHARED_BYTES {
            return LuNode::Panel { blocks: g };
        }
    }
    if n <= LEAF_WIDTH {
        return LuNode::Leaf;
    }
    LuNode::Split((m.min(n) / 2).max(1))
}

/// Bytes of the multi-block getf2's exchange workspace for an m×n panel on `g` blocks: the
/// barrier (16 bytes), then two parities (each rounded up to 16 bytes) of `g` candidate values
/// and rows (16 bytes each), `g` candidate rows and row j (n elements each). The kernel's
/// layout.
pub fn panel_exchange_bytes(dtype: DType, g: i64, n: i64) -> usize {
    let parity = (g * 16 + (g + 1) * n * dtype.size() as i64 + 15) / 16 * 16;
    (16 + 2 * parity) as usize
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

/// The workspace of an m×n LU: the trsm slots (the largest over its recursion's solves) and
/// the exchange of its multi-block panels (the largest).
pub fn getrf_bytes(
    dtype: DType,
    m: i64,
    n: i64,
    batch: i64,
    arrays: bool,
    leaves: Leaves,
) -> ([usize; 4], usize) {
    match lu_node(dtype, m, n, leaves) {
        LuNode::Leaf => ([0; 4], 0),
        LuNode::Panel { blocks } => ([0; 4], panel_exchange_bytes(dtype, blocks, n)),
        LuNode::Split(n1) => {
            let here = trsm_bytes(&left_shape(dtype, true, n1, n - n1, batch, arrays));
            let left = getrf_bytes(dtype, m, n1, batch, arrays, leaves);
            let right = if m > n1 {
                getrf_bytes(dtype, m - n1, n - n1, batch, arrays, leaves)
            } else {
                ([0; 4], 0)
            };
            (
                max_bytes(here, max_bytes(left.0, right.0)),
                left.1.max(right.1),
            )
        }
    }
}

/// A solver call's candidate plans (module documentation): the pointers, the nested trsm
/// slots, the update block and the panel exchange, then the fallback with the pointers only.
pub fn solver_plans(
    batch: i64,
    pointer_arrays: bool,
    trsm: [usize; 4],
    update_bytes: usize,
    exchange_bytes: usize,
) -> Candidates {
    let batch = batch.max(0) as usize;
    let ptrs = if pointer_arrays { 3 * batch } else { 0 };
    let plan = |t: [usize; 4], u: usize, x: usize| {
        WorkspacePlan::new()
            .with::<u64>("sub-matrix pointers", ptrs)
            .with_bytes("trsm X", t[0])
            .with_bytes("trsm Xarr", t[1])
            .with_bytes("trsm invA", t[2])
            .with_bytes("trsm Aarr", t[3])
            .with_bytes("update block", u)
            .with_bytes("panel exchange", x)
    };
    let optimal = plan(trsm, update_bytes, exchange_bytes);
    let fallback = plan([0; 4], 0, 0);
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
        use LuNode::{Leaf, Panel, Split};
        let block = Leaves::Block;
        // 32×32 f64 (8 KiB) is one shared-memory kernel; 1024×1024 splits in halves.
        assert_eq!(lu_node(DType::F64, 32, 32, block), Leaf);
        assert_eq!(lu_node(DType::F64, 1024, 1024, block), Split(512));
        assert_eq!(lu_node(DType::F64, 4096, 8, block), Leaf);
        assert_eq!(lu_node(DType::F64, 1, 100_000, block), Split(1));
        // Spread over up to 132 blocks of 64 rows or more: a 8192×64 f64 panel is 128 blocks of
        // 64 rows (34 KiB); a c64 one does not fit (69 KiB) and splits; 100 rows take 2 blocks
        // of 50; 40 000 rows (304 a block) need narrower panels.
        let spread = Leaves::Spread { blocks: 132 };
        assert_eq!(lu_node(DType::F64, 8192, 64, spread), Panel { blocks: 128 });
        assert_eq!(lu_node(DType::C64, 8192, 64, spread), Split(32));
        assert_eq!(lu_node(DType::C64, 8192, 32, spread), Panel { blocks: 128 });
        assert_eq!(lu_node(DType::F64, 100, 64, spread), Panel { blocks: 2 });
        assert_eq!(lu_node(DType::F64, 40_000, 64, spread), Split(32));
        assert_eq!(lu_node(DType::F64, 1_000_000, 8, spread), Leaf);
        assert_eq!(panel_blocks(1, 132), 1);
        assert_eq!(panel_blocks(1_000_000, 132), 132);
        // The top node's solve (512 on 512 columns) dominates the recursion's; the first panel
        // (the tallest) the exchange.
        let top = trsm_bytes(&left_shape(DType::F64, true, 512, 512, 1, false));
        assert!(top[2] >= 512 * 128 * 8, "invA of 128-blocks: {top:?}");
        assert_eq!(
            getrf_bytes(DType::F64, 1024, 1024, 1, false, block),
            (top, 0)
        );
        let spread_bytes = getrf_bytes(DType::F64, 1024, 1024, 1, false, spread);
        assert_eq!(spread_bytes.0, top);
        assert_eq!(spread_bytes.1, panel_exchange_bytes(DType::F64, 16, 64));
        assert_eq!(
            panel_exchange_bytes(DType::F64, 32, 64),
            16 + 2 * (32 * 16 + 33 * 64 * 8)
        );
        // f32 and an odd width: each parity rounded up to 16 bytes (the doubles after it).
        assert_eq!(panel_exchange_bytes(DType::F32, 3, 3), 16 + 2 * 96);
        // Orders up to nb need nothing.
        assert_eq!(
            trsm_bytes(&left_shape(DType::F64, true, 64, 1000, 1, false)),
            [0; 4]
        );
        assert_eq!(
            trsm_bytes(&left_shape(DType::C64, true, 32, 1000, 1, false)),
            [0; 4]
        );
        let c = solver_plans(1, false, [100, 0, 10, 0], 0, 0);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), 128 + 64);
        assert_eq!(c[1].footprint(), 0);
        let p = solver_plans(5, true, [0; 4], 0, 0);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].footprint(), 128);
    }
}
