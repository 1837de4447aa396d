//! The solver's workspace plans and blocking decisions. The size query, the borrow and the
//! launch sequence all take their sizes from here, so `start_device_memory_size_query` →
//! getrf → getrs → `stop` reports exactly what the two calls borrow.
//!
//! Every solver plan has the same slots (empty where a call needs none):
//! 0. `sub-matrix pointers`: `3·batch` device pointers, only for pointer-array batches (the
//!    gemm and trsm sub-calls on blocks of the caller's matrices get arrays of offset pointers);
//! 1.–4. the level-3 trsm's own plan (`X`, `Xarr`, `invA`, `Aarr`: [`TrsmShape::plans`]) for
//!    the largest of the routine's triangular solves that run it ([`uses_level3`]), nested in the
//!    routine's plan (slot by slot the largest over its solves: they run one after another);
//! 5. `update block` (potrf): the `nb`×`nb` products of the previous columns, made by gemm;
//! 6. `panel exchange` (getrf of one matrix): what the blocks of the multi-block getf2 publish
//!    to each other (candidates, rows, the barrier: [`panel_exchange_bytes`]);
//! 7.–8. `rank-k diagonal blocks`, `rank-k partials` (potrf): level-3 herk/syrk's own
//!    workspace for the largest of its updates on the handle's stream, the recursion's
//!    trailing updates or the look-ahead's updates of diagonal blocks by the columns before
//!    them (`level3::syrk::nested_bytes`);
//! 9. `lane rank-k square products` (potrf's look-ahead): the largest square product of the
//!    rank-k updates that run on the handle's look-ahead lane (`crate::lane`: the next panel's
//!    diagonal block, the updates inside a panel; `level3::syrk::square_elements`) while the
//!    updates in slots 7–8 run on the handle's stream.
//!
//! potrf's recursion with inverting leaves ([`chol_leaf`]) keeps the inverses of its leaves'
//! factors, and those it composes from them for blocks of order [`CHOL_INV_BLOCK`], in slot 3
//! (`trsm invA`: `256·n` elements per batch entry, leading dimension 256, the block at row and
//! column `j0` at row `j0 % 256`, column `j0`); its solves are level-3 trsm's blocked path on
//! them (`TrsmShape::nested`, blocks of 256 or 128), so they need no invA of their own. A
//! composition's 128×128 product goes through slot 1 (`trsm X`, at least `128·128` elements
//! per batch entry when the recursion composes).
//!
//! The fallback plan keeps slot 0 only: the triangular solves then substitute block by block
//! with the solver's own kernel and gemm, potf2 subtracts the previous columns itself, and LU
//! panels are factored one block each (slower: `perf_degraded`). With less than slot 0 a pointer-array call fails with
//! `memory_error`.

use crate::backend::DeviceProperties;
use crate::level3::tri_plan::{TrsmPath, TrsmShape};
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

/// Order of potrf's inverting leaves (`SolverOp::PotrfLeaf`: the factor and its inverse, which
/// is level-3 trsm's invA block of the same order).
pub const CHOL_LEAF: i64 = crate::level3::tri_plan::BLOCK;

/// Order of the largest inverses potrf composes from its leaves' (`2·CHOL_LEAF`: pairs of
/// leaves): its solves of order 256 and more go by blocks of 256, half the gemms that blocks of
/// the leaves' 128 take (H200, dpotrf 8192: 12.7 -> 12.0 ms, 700 launches instead of 892). The
/// recursion composes any power-of-two multiple of the leaf: with 512 (pairs of pairs, twice
/// the inverses' workspace) the kernels took 0.25 ms less and the call no less time.
pub const CHOL_INV_BLOCK: i64 = 2 * CHOL_LEAF;

/// The order of potrf's inverting leaves for `dtype`, or none: c64's factor and inverse do not
/// fit the leaf kernel's registers, so its recursion ends in potf2 leaves of order `nb`.
pub fn chol_leaf(dtype: DType) -> Option<i64> {
    (dtype != DType::C64).then_some(CHOL_LEAF)
}

/// potrf's recursion on an order-n block with leaves of order up to `nb`: the first half's
/// order (the multiple of `nb` nearest to half, at least `nb`), or none for a leaf.
pub fn chol_split(nb: i64, n: i64) -> Option<i64> {
    (n > nb).then(|| ((n / 2 + nb / 2) / nb * nb).max(nb))
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

/// Most rows of a real panel factored by one block, a row a thread (`getf2_panel_rows.cpp`):
/// two block barriers a column instead of a meeting of blocks. Taller panels, and complex ones,
/// were measured slower on one block than on a cluster (H200: 512 rows 0.86×, 1024 rows 0.66×
/// the cluster panel's speed, with 2 and 4 rows a thread; c64 0.8×).
pub const PANEL_BLOCK_ROWS: i64 = 256;

/// Most blocks of a cluster panel (sm_90's largest, non-portable, cluster).
pub const PANEL_CLUSTER_BLOCKS: i64 = 16;
/// Most rows one block of a cluster panel holds: its pivot warps keep the rows of the column on
/// the critical path in registers, 16 a lane (`getf2_panel_cluster.cpp`).
pub const PANEL_CLUSTER_ROWS: i64 = 512;
/// Shared memory of one block of a cluster panel, as [`panel_cluster_bytes`] counts it: sm_90's
/// 227 KiB opt-in limit less a margin for the kernel's static shared memory (its pivots).
pub const PANEL_CLUSTER_SHARED_BYTES: i64 = 226 * 1024;

/// Columns a block of the resident LU takes at a time (`getrf_resident.cpp`'s `res_width`):
/// 8, or 4 for c64 (a thread keeps its rows of a panel in registers).
pub fn resident_width(dtype: DType) -> i64 {
    if dtype == DType::C64 {
        4
    } else {
        8
    }
}
/// The orders (`min(m, n)`) that getrf factors resident by default ([`lu_resident`]): those
/// measured faster than the recursion on an H200 (dgetrf, one build, two runs each: 256
/// -21.1%, 384 -35.9%, 512 -38.6%, 640 -34.5%, 768 -33.4%, 896 -35.5%, 1024 -34.4%:
/// `docs/benchmarks/2026-11-30-h200-lu-chain/`; 128 -1.7%, 192 -17.8%:
/// `docs/benchmarks/2026-11-30-h200-lu-from-128/`; no order below 128 measured). Up to
/// [`RESIDENT_MAX`], the most rows the kernel takes.
pub const RESIDENT_MIN: i64 = 128;
/// See [`RESIDENT_MIN`].
pub const RESIDENT_TOP: i64 = 1024;
/// Most rows of a resident LU, whatever `OXBLAS_LU_RESIDENT` says: the kernel's 256 threads
/// keep up to 4 rows each of a panel in registers. (Above order 1024 getrf runs with
/// look-ahead, `lu::LOOKAHEAD_MIN`, whose panels the handle's lane factors beside the updates.)
pub const RESIDENT_MAX: i64 = 1024;

/// Shared memory a block of the resident LU may hold of the matrix on `arch`
/// (`getrf_resident.cpp`'s `kResShared`): sm_90's 227 KiB opt-in limit, AMD's 64 KiB a
/// workgroup, each less room for the kernel's static scratch; none elsewhere (the kernel is
/// built for sm_90 and gfx90a only).
pub fn resident_shared_bytes(arch: &str) -> i64 {
    if runs_clusters(arch) {
        220 * 1024
    } else if arch.starts_with("gfx") {
        56 * 1024
    } else {
        0
    }
}

/// `OXBLAS_LU_RESIDENT`: `0` never factors an LU resident, `1` does for every matrix of at
/// most [`RESIDENT_MAX`] rows that fits (outside [`RESIDENT_MIN`]..=[`RESIDENT_TOP`] too);
/// unset (or not a switch, `crate::env::parse_switch`), the plan's choice. Read once per process (for comparisons, and so that both paths
/// are tested on the GPUs here).
pub const LU_RESIDENT: &str = "OXBLAS_LU_RESIDENT";

fn lu_resident_forced() -> Option<bool> {
    static FORCED: std::sync::OnceLock<Option<bool>> = std::sync::OnceLock::new();
    *FORCED.get_or_init(|| {
        std::env::var(LU_RESIDENT)
            .ok()
            .and_then(|v| crate::env::parse_switch(&v))
    })
}

/// The blocks of the resident LU (`SolverOp::GetrfResident`) for one m×n matrix on a device
/// with `props`, or none where it does not run: at most [`RESIDENT_MAX`] rows; every block
/// keeps its columns (column blocks `b`, `b + G`, ... of [`resident_width`]) in shared memory,
/// so block 0's (the most) must fit [`resident_shared_bytes`]; `G` is the column blocks, at
/// most one a multiprocessor.
pub fn lu_resident(dtype: DType, m: i64, n: i64, props: &DeviceProperties) -> Option<i64> {
    lu_resident_with(dtype, m, n, props, lu_resident_forced())
}

fn lu_resident_with(
    dtype: DType,
    m: i64,
    n: i64,
    props: &DeviceProperties,
    forced: Option<bool>,
) -> Option<i64> {
    let k = m.min(n);
    let (lo, hi) = if forced == Some(true) {
        (1, RESIDENT_MAX)
    } else {
        (RESIDENT_MIN, RESIDENT_TOP)
    };
    if forced == Some(false) || k < lo || k > hi || m > RESIDENT_MAX || props.multiprocessors == 0 {
        return None;
    }
    let w = resident_width(dtype);
    let cols = (n + w - 1) / w;
    let g = cols.min(i64::from(props.multiprocessors));
    let per_block = (cols + g - 1) / g;
    let bytes = per_block
        .saturating_mul(w)
        .saturating_mul(m)
        .saturating_mul(dtype.size() as i64);
    (bytes <= resident_shared_bytes(&props.arch)).then_some(g)
}

/// An H200's properties as the GPU backend reports them (132 multiprocessors, sm_90), for
/// the solver plans' tests.
#[cfg(test)]
pub(crate) fn h200_props() -> DeviceProperties {
    DeviceProperties {
        name: "H200".into(),
        arch: "sm_90".into(),
        multiprocessors: 132,
        warp_size: 32,
        max_threads_per_block: 1024,
        total_memory: 1 << 37,
    }
}

/// Largest order getrs solves in one launch (`SolverOp::GetrsFused`, `getrs_fused.cpp`): a
/// cluster of at most 16 blocks of 64 rows.
pub const GETRS_FUSED_MAX: i64 = 1024;

/// How getrs runs a call it takes in one launch ([`getrs_fused`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GetrsFused {
    /// The launcher's choice: one thread-block cluster where the device runs it, else one
    /// block.
    Cluster,
    /// The one-block kernel (the cluster's fallback), for tests.
    Block,
}

/// `OXBLAS_GETRS_FUSED`: `0` never solves getrs in one launch, `1` does for every call it can
/// (on any GPU backend: off sm_90 that is the one-block kernel, and on the host the same
/// three steps as one launch), `block` the one-block kernel on every backend; unset (or
/// anything else), the plan's choice. Read once per process.
pub const GETRS_FUSED: &str = "OXBLAS_GETRS_FUSED";

fn getrs_fused_forced() -> Option<Option<GetrsFused>> {
    static FORCED: std::sync::OnceLock<Option<Option<GetrsFused>>> = std::sync::OnceLock::new();
    *FORCED.get_or_init(|| {
        let v = std::env::var(GETRS_FUSED).ok()?;
        if v.trim().eq_ignore_ascii_case("block") {
            return Some(Some(GetrsFused::Block));
        }
        crate::env::parse_switch(&v).map(|on| on.then_some(GetrsFused::Cluster))
    })
}

/// Whether getrs of order `n` with `nrhs` right-hand sides runs in one launch, and how: one
/// matrix (not pointer arrays) with one vector, `op(A) = A`, order at most
/// [`GETRS_FUSED_MAX`], on a device with thread-block clusters (H200, dgetrs 1024: 126 µs in
/// the three launches, 45 µs in the cluster's one; `docs/benchmarks/`).
pub fn getrs_fused(
    trans_n: bool,
    n: i64,
    nrhs: i64,
    batch: i64,
    arrays: bool,
    props: &DeviceProperties,
) -> Option<GetrsFused> {
    getrs_fused_with(trans_n, n, nrhs, batch, arrays, props, getrs_fused_forced())
}

fn getrs_fused_with(
    trans_n: bool,
    n: i64,
    nrhs: i64,
    batch: i64,
    arrays: bool,
    props: &DeviceProperties,
    forced: Option<Option<GetrsFused>>,
) -> Option<GetrsFused> {
    if !trans_n || nrhs != 1 || batch != 1 || arrays || !(1..=GETRS_FUSED_MAX).contains(&n) {
        return None;
    }
    match forced {
        Some(how) => how,
        None => runs_clusters(&props.arch).then_some(GetrsFused::Cluster),
    }
}

/// Bytes of the resident LU's workspace for an m×n matrix on `g` blocks of a device of `arch`
/// (`getrf_resident.cpp`'s `ResStreamLayout`): 16 for the grid's last meeting, then a 32-bit
/// flag per panel of [`resident_width`] columns, rounded up to 16; then, where the kernel
/// streams its panels (NVIDIA, `g` > 1 and at most one column block a block: `res_streams`),
/// each panel's stream: the register slots of its pivot rows (`w` 32-bit values), the slots of
/// its rows (`m`), and its multipliers by slot (`w` × `S` elements, `S` the kernel's 512 or
/// 1024 slots), each part from a 16-byte bound.
pub fn resident_exchange_bytes(dtype: DType, m: i64, n: i64, g: i64, arch: &str) -> usize {
    let w = resident_width(dtype);
    let panels = (m.min(n) + w - 1) / w;
    let up16 = |b: i64| (b + 15) / 16 * 16;
    let flags = up16(16 + 4 * panels);
    let cols = (n + w - 1) / w;
    if !arch.starts_with("sm_") || g < 2 || cols > g {
        return flags as usize;
    }
    let slots = if (m + 255) / 256 <= 2 { 512 } else { 1024 };
    let streams =
        up16(4 * panels * w) + up16(4 * panels * m) + panels * w * slots * dtype.size() as i64;
    (flags + streams) as usize
}

/// Where an LU's leaves run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaves {
    /// One block per panel and batch entry: batches, and the fallback plan.
    Block,
    /// Tall panels of one matrix spread over several blocks.
    Spread {
        /// At most this many (the multiprocessors).
        blocks: i64,
        /// The device runs thread-block clusters (NVIDIA sm_90 and later): a panel is one
        /// cluster of up to [`PANEL_CLUSTER_BLOCKS`] blocks sharing their shared memory,
        /// narrower where its rows do not fit.
        cluster: bool,
    },
}

impl Leaves {
    /// The optimal plan's leaves for a call on `batch` matrices.
    pub fn optimal(batch: i64, props: &DeviceProperties) -> Leaves {
        if batch == 1 && props.multiprocessors > 0 {
            Leaves::Spread {
                blocks: i64::from(props.multiprocessors).min(1024),
                cluster: runs_clusters(&props.arch) && !lu_panel_portable(),
            }
        } else {
            Leaves::Block
        }
    }
}

/// `OXBLAS_LU_PANEL_PORTABLE=1`: LU panels run as the portable grid-barrier kernel on NVIDIA
/// too, with its plan (for comparison, and so that the kernel AMD runs is tested on the GPUs
/// here). Read once per process, here and by the launcher (`getf2_panel.cpp`).
pub const LU_PANEL_PORTABLE: &str = "OXBLAS_LU_PANEL_PORTABLE";

fn lu_panel_portable() -> bool {
    static FORCED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FORCED.get_or_init(|| std::env::var(LU_PANEL_PORTABLE).is_ok_and(|v| v == "1"))
}

/// Whether an architecture name (`sm_90`, `gfx90a`, `host`) has thread-block clusters.
pub fn runs_clusters(arch: &str) -> bool {
    arch.strip_prefix("sm_")
        .and_then(|v| v.parse::<u32>().ok())
        .is_some_and(|v| v >= 90)
}

/// Bytes of shared memory one block of a cluster panel uses for `rows` rows of `n` columns
/// (the kernel's layout, `getf2_panel_cluster.cpp`): the rows (rounded up to 16 bytes), two
/// parities of the candidate rows pushed by up to 16 blocks (each row rounded up to 16 bytes),
/// two parities of 16 pushed candidates (48 bytes each), the two parities' mbarriers (16
/// bytes), each row's logical position and pivot step (4 bytes each).
pub fn panel_cluster_bytes(dtype: DType, rows: i64, n: i64) -> i64 {
    let e = dtype.size() as i64;
    let round = |b: i64| b.saturating_add(15) / 16 * 16;
    let staged_row = round(n.saturating_mul(e));
    round(rows.saturating_mul(n).saturating_mul(e))
        .saturating_add(2 * PANEL_CLUSTER_BLOCKS * staged_row)
        .saturating_add(2 * PANEL_CLUSTER_BLOCKS * 48)
        .saturating_add(16)
        .saturating_add(rows.saturating_mul(8))
}

/// How one node of the LU recursion is factored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LuNode {
    /// One getf2 kernel, a block per batch entry: narrow, or small enough for shared memory.
    Leaf,
    /// One getf2 on one block, a row a thread ([`Leaves::Spread`], f32 and f64: at most
    /// [`PANEL_BLOCK_ROWS`] rows and [`PANEL_WIDTH`] columns, no more columns than rows, and
    /// more than 32 rows: the one-warp kernel keeps 32 × 32). No exchange.
    Rows,
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
    if matches!(leaves, Leaves::Spread { .. })
        && matches!(dtype, DType::F32 | DType::F64)
        && m <= PANEL_BLOCK_ROWS
        && n <= m.min(PANEL_WIDTH)
        && m > 32
    {
        return LuNode::Rows;
    }
    if m.saturating_mul(n).saturating_mul(elem) <= SHARED_PANEL_BYTES {
        return LuNode::Leaf;
    }
    if let Leaves::Spread { blocks, cluster } = leaves {
        let g = panel_blocks(m, blocks.min(PANEL_CLUSTER_BLOCKS));
        let rows = (m + g - 1) / g;
        // More rows than a cluster's blocks hold: the grid-wide panel below.
        if cluster && n <= PANEL_WIDTH && rows <= PANEL_CLUSTER_ROWS {
            if panel_cluster_bytes(dtype, rows, n) <= PANEL_CLUSTER_SHARED_BYTES {
                return LuNode::Panel { blocks: g };
            }
            // Too tall for one cluster at this width: narrower panels, down to the leaf width
            // (then the grid-wide panel below, if its blocks hold the rows).
            if n > LEAF_WIDTH {
                return LuNode::Split((m.min(n) / 2).max(1));
            }
        }
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

/// Whether the solver's triangular solve of `shape` runs level-3 trsm's launch sequence (in the
/// plan's trsm slots) rather than its own substitution kernel block by block with gemm: for
/// level 3's trsv path, and for its blocked (invA) path above order `4·nb`. Orders up to `nb`
/// are one substitution launch; level 3's own substitution kernel walks each vector in global
/// memory (1.1 ms for a 128×128 solve with 128 vectors on an H100); and at orders up to `4·nb`
/// up to four substitution launches (a warp per vector, no barrier) and the gemms between them
/// beat inverting the 128-blocks (one 148 µs launch at base clocks, however many blocks) and
/// the gemms after it. On an H100, dgetrf 1024/4096/8192 ran 2.8/2.1/1.6% faster with `4·nb`
/// than with `2·nb`, and 0.2-1.2% slower with `8·nb` or `16·nb` than with `4·nb`.
pub fn uses_level3(shape: &TrsmShape) -> bool {
    let nb = nb_for_elem(shape.elem);
    match shape.path() {
        _ if one_launch(shape) => false,
        TrsmPath::Trsv => true,
        TrsmPath::Blocked | TrsmPath::Chain => shape.k() > 4 * nb,
        TrsmPath::Substitution => false,
    }
}

/// The largest order the substitution kernel (`SolverOp::TriSolve`) takes in one launch: up
/// to `nb` one warp a vector, above that its blocked kernel (diagonal blocks inverted in
/// shared memory, a block of vectors a thread block).
pub const ONE_LAUNCH_ORDER: i64 = 256;

/// The most vectors the solver's solves give the blocked kernel (every thread block inverts
/// the diagonal blocks again; wider right-hand sides go to level 3's gemms).
pub const ONE_LAUNCH_VECTORS: i64 = 512;

/// Whether a solve takes one launch of the substitution kernel, without workspace
/// (`blocks::Env::trsm` and [`uses_level3`] ask this): order at most `nb` (a warp a vector),
/// or at most [`ONE_LAUNCH_ORDER`] with at most [`ONE_LAUNCH_VECTORS`] vectors (its blocked
/// form). H200 (the blocked form against block substitution and gemm, three or more
/// launches): dgetrf 4096 without the lane -5.2%, `docs/benchmarks/2026-11-30-h200-lu-solve/`.
pub fn one_launch(shape: &TrsmShape) -> bool {
    let (k, vectors) = (shape.k(), if shape.left { shape.n } else { shape.m });
    k <= nb_for_elem(shape.elem) || (k <= ONE_LAUNCH_ORDER && vectors <= ONE_LAUNCH_VECTORS)
}

/// Bytes of the four slots of level-3 trsm's optimal plan for one solve (all zero where
/// [`uses_level3`] is false: the solver's substitution kernel then solves it without workspace).
pub fn trsm_bytes(shape: &TrsmShape) -> [usize; 4] {
    if uses_level3(shape) {
        level3_bytes(shape)
    } else {
        [0; 4]
    }
}

/// Bytes of the four slots of level-3 trsm's optimal plan for `shape`.
pub fn level3_bytes(shape: &TrsmShape) -> [usize; 4] {
    let mut out = [0; 4];
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

/// The shape of `op(T)^-1·B` (left, T m×m) or `B·op(T)^-1` (right, T n×n), B m×n: what the
/// solver's triangular solve hands level-3 trsm, and what its plan is sized for.
pub fn solve_shape(
    dtype: DType,
    right: bool,
    trans_n: bool,
    m: i64,
    n: i64,
    batch: i64,
    arrays: bool,
) -> TrsmShape {
    TrsmShape {
        left: !right,
        trans_n,
        m,
        n,
        batch,
        elem: dtype.size(),
        arrays,
        inv_given: false,
        nested: false,
        block: crate::level3::tri_plan::BLOCK,
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
        LuNode::Leaf | LuNode::Rows => ([0; 4], 0),
        LuNode::Panel { blocks } => ([0; 4], panel_exchange_bytes(dtype, blocks, n)),
        LuNode::Split(n1) => {
            let here = trsm_bytes(&solve_shape(dtype, false, true, n1, n - n1, batch, arrays));
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

/// What a solver call's optimal plan holds beyond the pointers (bytes; zero: the slot is empty).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SolverWs {
    /// Slots 1–4: level-3 trsm's.
    pub trsm: [usize; 4],
    /// Slot 5: potrf's update block (its pointer-array path).
    pub update: usize,
    /// Slot 6: the multi-block getf2's exchange.
    pub exchange: usize,
    /// Slots 7–8: the rank-k update's diagonal blocks and split-K partials.
    pub rank_k: [usize; 2],
    /// Slot 9: the square products of the rank-k updates on the look-ahead lane.
    pub lane_square: usize,
}

/// A solver call's candidate plans (module documentation): the pointers and `ws`, then the
/// fallback with the pointers only.
pub fn solver_plans(batch: i64, pointer_arrays: bool, ws: SolverWs) -> Candidates {
    let batch = batch.max(0) as usize;
    let ptrs = if pointer_arrays { 3 * batch } else { 0 };
    let plan = |w: SolverWs| {
        WorkspacePlan::new()
            .with::<u64>("sub-matrix pointers", ptrs)
            .with_bytes("trsm X", w.trsm[0])
            .with_bytes("trsm Xarr", w.trsm[1])
            .with_bytes("trsm invA", w.trsm[2])
            .with_bytes("trsm Aarr", w.trsm[3])
            .with_bytes("update block", w.update)
            .with_bytes("panel exchange", w.exchange)
            .with_bytes("rank-k diagonal blocks", w.rank_k[0])
            .with_bytes("rank-k partials", w.rank_k[1])
            .with_bytes("lane rank-k square products", w.lane_square)
    };
    let optimal = plan(ws);
    let fallback = plan(SolverWs::default());
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
    fn cholesky_splits_on_block_multiples() {
        assert_eq!(chol_split(64, 64), None);
        assert_eq!(chol_split(64, 65), Some(64));
        assert_eq!(chol_split(64, 130), Some(64));
        assert_eq!(chol_split(64, 200), Some(128));
        assert_eq!(chol_split(64, 8192), Some(4096));
        assert_eq!(chol_split(32, 8191), Some(4096));
        // Inverting leaves of 128 (level-3 trsm's invA blocks) except for c64.
        assert_eq!(chol_leaf(DType::F64), Some(128));
        assert_eq!(chol_leaf(DType::C32), Some(128));
        assert_eq!(chol_leaf(DType::C64), None);
        assert_eq!(chol_split(128, 128), None);
        assert_eq!(chol_split(128, 129), Some(128));
        assert_eq!(chol_split(128, 300), Some(128));
        assert_eq!(chol_split(128, 8192), Some(4096));
        // A solve on a solver's own inverses is blocked whatever its shape (one right-hand side
        // or few would otherwise substitute and ignore them); level-3 trsm's own plans keep
        // rocBLAS's choices.
        let mut one_rhs = solve_shape(DType::F64, false, false, 128, 1, 1, false);
        assert_eq!(one_rhs.path(), TrsmPath::Trsv);
        (one_rhs.inv_given, one_rhs.nested) = (true, true);
        assert_eq!(one_rhs.path(), TrsmPath::Blocked);
        assert_eq!(level3_bytes(&one_rhs)[2], 0, "no invA of its own");
        // Every split leaves both halves non-empty.
        for n in 33..600 {
            let n1 = chol_split(32, n).unwrap();
            assert!(n1 % 32 == 0 && n1 > 0 && n1 < n, "{n}: {n1}");
        }
    }

    #[test]
    fn getrs_fused_takes_one_vector_up_to_1024() {
        let props = |arch: &str| DeviceProperties {
            name: "t".into(),
            arch: arch.into(),
            multiprocessors: 132,
            warp_size: 32,
            max_threads_per_block: 1024,
            total_memory: 1 << 30,
        };
        let (h200, mi, host) = (props("sm_90"), props("gfx90a"), props("host"));
        let at = |n, nrhs, p: &DeviceProperties, f| getrs_fused_with(true, n, nrhs, 1, false, p, f);
        assert_eq!(at(1, 1, &h200, None), Some(GetrsFused::Cluster));
        assert_eq!(at(1024, 1, &h200, None), Some(GetrsFused::Cluster));
        assert_eq!(at(1025, 1, &h200, None), None);
        assert_eq!(at(0, 1, &h200, None), None);
        assert_eq!(at(100, 2, &h200, None), None);
        assert_eq!(at(100, 1, &mi, None), None);
        assert_eq!(at(100, 1, &host, None), None);
        assert_eq!(at(100, 1, &h200, Some(None)), None);
        assert_eq!(
            at(100, 1, &mi, Some(Some(GetrsFused::Cluster))),
            Some(GetrsFused::Cluster)
        );
        assert_eq!(
            at(100, 1, &host, Some(Some(GetrsFused::Block))),
            Some(GetrsFused::Block)
        );
        assert_eq!(at(2000, 1, &host, Some(Some(GetrsFused::Block))), None);
        assert_eq!(getrs_fused_with(false, 100, 1, 1, false, &h200, None), None);
        assert_eq!(getrs_fused_with(true, 100, 1, 2, false, &h200, None), None);
        assert_eq!(getrs_fused_with(true, 100, 1, 1, true, &h200, None), None);
    }

    #[test]
    fn resident_lu_fits_its_blocks() {
        let h200 = h200_props();
        let at = |d, m, n, f| lu_resident_with(d, m, n, &h200, f);
        // Order 512: 64 column blocks of 8, one a block (32 KiB each); the seed example's
        // 1024, 128 blocks of 64 KiB. By default the orders measured faster than the
        // recursion, 128 to 1024; never more than 1024 rows.
        assert_eq!(at(DType::F64, 512, 512, None), Some(64));
        assert_eq!(at(DType::F64, 1024, 1024, None), Some(128));
        assert_eq!(at(DType::F64, 1024, 1024, Some(true)), Some(128));
        assert_eq!(at(DType::F64, 1024, 1024, Some(false)), None);
        assert_eq!(at(DType::F64, 127, 127, None), None);
        assert_eq!(at(DType::F64, 128, 128, None), Some(16));
        assert_eq!(at(DType::F64, 256, 256, None), Some(32));
        assert_eq!(at(DType::F64, 256, 100, None), None);
        assert_eq!(at(DType::F64, 960, 960, None), Some(120));
        assert_eq!(at(DType::F64, 1024, 1030, None), Some(129));
        assert_eq!(at(DType::F64, 127, 127, Some(true)), Some(16));
        assert_eq!(at(DType::F64, 1025, 1025, Some(true)), None);
        assert_eq!(at(DType::F64, 512, 512, Some(false)), None);
        // Wide: 1300 columns of order 900 are 163 column blocks on 132 blocks, two for some
        // (2 x 8 x 900 f64 = 112.5 KiB). Tall: at most 1024 rows (a thread's 4 rows of a
        // panel in registers).
        assert_eq!(at(DType::F64, 900, 1300, None), Some(132));
        assert_eq!(at(DType::F64, 1024, 700, None), Some(88));
        assert_eq!(at(DType::F64, 1025, 700, None), None);
        // c64 takes 4 columns at a time: 1024 x 1024 is 256 column blocks, two for some
        // (128 KiB); 3000 columns are 750, six for some (384 KiB): too many.
        assert_eq!(at(DType::C64, 1024, 1024, Some(true)), Some(132));
        assert_eq!(at(DType::C64, 900, 3000, None), None);
        assert_eq!(at(DType::C64, 600, 601, None), Some(132));
        // AMD's 64 KiB a workgroup (56 KiB of it for the matrix): 880 f64 rows (55 KiB a
        // block) fit, 900 rows (56.25 KiB) do not; no such kernel on the host or on other
        // NVIDIA architectures.
        let mi = DeviceProperties {
            arch: "gfx90a".into(),
            multiprocessors: 110,
            ..h200.clone()
        };
        assert_eq!(lu_resident_with(DType::F64, 512, 512, &mi, None), Some(64));
        assert_eq!(lu_resident_with(DType::F64, 880, 880, &mi, None), Some(110));
        assert_eq!(lu_resident_with(DType::F64, 900, 900, &mi, None), None);
        for arch in ["host", "sm_80"] {
            let other = DeviceProperties {
                arch: arch.into(),
                ..h200.clone()
            };
            assert_eq!(lu_resident_with(DType::F64, 512, 512, &other, None), None);
        }
        // The flags alone (AMD, one block, or blocks of two column blocks): 128 panels of 8:
        // 16 + 512 bytes; 3 panels (17 columns): 16 + 12, rounded to 32; c64 256 panels of 4
        // on 132 blocks: 16 + 1024.
        assert_eq!(
            resident_exchange_bytes(DType::F64, 1024, 1024, 128, "gfx90a"),
            528
        );
        assert_eq!(resident_exchange_bytes(DType::F64, 40, 17, 1, "sm_90"), 32);
        assert_eq!(
            resident_exchange_bytes(DType::C64, 1024, 1024, 132, "sm_90"),
            1040
        );
        // With the streams: 128 panels of 8 columns, each 8 pivot slots, 1024 row slots and
        // 8 × 1024 multipliers; 40 × 17: 3 panels, 512 slots, 3 × 40 row slots.
        assert_eq!(
            resident_exchange_bytes(DType::F64, 1024, 1024, 128, "sm_90"),
            528 + 4096 + 4 * 128 * 1024 + 128 * 8 * 1024 * 8
        );
        assert_eq!(
            resident_exchange_bytes(DType::F32, 40, 17, 3, "sm_90"),
            32 + 96 + 480 + 3 * 8 * 512 * 4
        );
    }

    #[test]
    fn lu_recursion_and_its_workspace() {
        use LuNode::{Leaf, Panel, Rows, Split};
        let block = Leaves::Block;
        // 32×32 f64 (8 KiB) is one shared-memory kernel; 1024×1024 splits in halves.
        assert_eq!(lu_node(DType::F64, 32, 32, block), Leaf);
        assert_eq!(lu_node(DType::F64, 1024, 1024, block), Split(512));
        assert_eq!(lu_node(DType::F64, 4096, 8, block), Leaf);
        assert_eq!(lu_node(DType::F64, 1, 100_000, block), Split(1));
        // Spread over up to 132 blocks of 64 rows or more: a 8192×64 f64 panel is 128 blocks of
        // 64 rows (34 KiB); a c64 one does not fit (69 KiB) and splits; 100 rows take 2 blocks
        // of 50; 40 000 rows (304 a block) need narrower panels.
        let spread = Leaves::Spread {
            blocks: 132,
            cluster: false,
        };
        assert_eq!(lu_node(DType::F64, 8192, 64, spread), Panel { blocks: 128 });
        assert_eq!(lu_node(DType::C64, 8192, 64, spread), Split(32));
        assert_eq!(lu_node(DType::C64, 8192, 32, spread), Panel { blocks: 128 });
        // Real panels of up to 256 rows (no more columns than rows): one block, a row a
        // thread; complex ones stay multi-block, and the one-warp kernel keeps 32 × 32.
        assert_eq!(lu_node(DType::F64, 100, 64, spread), Rows);
        assert_eq!(lu_node(DType::F64, 256, 64, spread), Rows);
        assert_eq!(lu_node(DType::F64, 257, 64, spread), Panel { blocks: 5 });
        assert_eq!(lu_node(DType::F32, 256, 64, spread), Rows);
        assert_eq!(lu_node(DType::C32, 100, 64, spread), Panel { blocks: 2 });
        assert_eq!(lu_node(DType::F64, 32, 32, spread), Leaf);
        assert_eq!(lu_node(DType::F64, 33, 32, spread), Rows);
        assert_eq!(lu_node(DType::F64, 40, 64, spread), Leaf);
        assert_eq!(lu_node(DType::F64, 1024, 64, spread), Panel { blocks: 16 });
        assert_eq!(lu_node(DType::F64, 40_000, 64, spread), Split(32));
        assert_eq!(lu_node(DType::F64, 1_000_000, 8, spread), Leaf);
        // sm_90: one cluster of up to 16 blocks, narrower panels where the rows do not fit a
        // block's 226 KiB: 8192 rows are 512 a block, 32 f64 columns (142 KiB) or 16 c64 ones.
        let cluster = Leaves::Spread {
            blocks: 132,
            cluster: true,
        };
        assert_eq!(lu_node(DType::F64, 1024, 64, cluster), Panel { blocks: 16 });
        assert_eq!(lu_node(DType::F64, 300, 64, cluster), Panel { blocks: 5 });
        assert_eq!(lu_node(DType::F64, 256, 64, cluster), Rows);
        assert_eq!(lu_node(DType::F64, 8192, 64, cluster), Split(32));
        assert_eq!(lu_node(DType::F64, 8192, 32, cluster), Panel { blocks: 16 });
        assert_eq!(panel_cluster_bytes(DType::F64, 512, 32), 144_912);
        assert_eq!(lu_node(DType::C64, 8192, 32, cluster), Split(16));
        assert_eq!(lu_node(DType::C64, 8192, 16, cluster), Panel { blocks: 16 });
        // Over 512 rows a block (PANEL_CLUSTER_ROWS), the grid-wide panel at any width.
        assert_eq!(
            lu_node(DType::F64, 10_000, 32, cluster),
            Panel { blocks: 132 }
        );
        // 200 000 rows: no cluster holds 8 columns (12 500 rows a block), nor do 132 grid
        // blocks (1 516 rows): one block per panel.
        assert_eq!(lu_node(DType::F64, 200_000, 8, cluster), Leaf);
        assert_eq!(lu_node(DType::F64, 200_000, 64, cluster), Split(32));
        let few = Leaves::Spread {
            blocks: 4,
            cluster: true,
        };
        assert_eq!(lu_node(DType::F64, 1024, 32, few), Panel { blocks: 4 });
        assert!(runs_clusters("sm_90") && runs_clusters("sm_100"));
        assert!(!runs_clusters("sm_89") && !runs_clusters("gfx90a") && !runs_clusters("host"));
        // The first (tallest) panel sizes the exchange; 256 rows or fewer need none.
        assert_eq!(
            getrf_bytes(DType::F64, 1024, 1024, 1, false, cluster).1,
            panel_exchange_bytes(DType::F64, 16, 64)
        );
        assert_eq!(getrf_bytes(DType::F64, 256, 256, 1, false, cluster).1, 0);
        assert_eq!(panel_blocks(1, 132), 1);
        assert_eq!(panel_blocks(1_000_000, 132), 132);
        // The top node's solve (512 on 512 columns) dominates the recursion's; the first panel
        // (the tallest) the exchange.
        let top = trsm_bytes(&solve_shape(DType::F64, false, true, 512, 512, 1, false));
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
            trsm_bytes(&solve_shape(DType::F64, false, true, 64, 1000, 1, false)),
            [0; 4]
        );
        assert_eq!(
            trsm_bytes(&solve_shape(DType::C64, false, true, 32, 1000, 1, false)),
            [0; 4]
        );
        let trsm = [100, 0, 10, 0];
        let c = solver_plans(
            1,
            false,
            SolverWs {
                trsm,
                ..SolverWs::default()
            },
        );
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].footprint(), 128 + 64);
        assert_eq!(c[1].footprint(), 0);
        let p = solver_plans(5, true, SolverWs::default());
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].footprint(), 128);
    }
}
