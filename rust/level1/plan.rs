//! Launch plans of the reductions: the grid the kernels run with and the workspace it needs.
//! The size query, the borrow and the kernels all take their numbers from here.

use num_complex::Complex64;

use crate::backend::DeviceProperties;
use crate::launch::ReduceOp;
use crate::memory::{Candidates, WorkspacePlan};
use crate::types::DType;

/// Whether the reduction reads a second vector.
pub fn has_y(op: ReduceOp) -> bool {
    matches!(op, ReduceOp::Dot | ReduceOp::Dotc)
}

/// Bytes of one per-block partial result (accumulators are f64, or complex f64, for every
/// type); `None` for an unknown code.
pub fn partial_bytes(op: ReduceOp) -> Option<usize> {
    Some(match op {
        ReduceOp::Asum => 8,
        // Three scaled sums of squares (Blue's algorithm): small, medium, big.
        ReduceOp::Nrm2 => 24,
        ReduceOp::Dot | ReduceOp::Dotc => 16,
        // (value f64, index i64).
        ReduceOp::Iamax | ReduceOp::Iamin => 16,
        _ => return None,
    })
}

/// Bytes of one result of `op` on `dtype`: the real type for asum/nrm2, the element type for
/// dot, `index_bytes` for iamax/iamin.
pub fn result_bytes(op: ReduceOp, dtype: DType, index_bytes: u32) -> usize {
    result_size(op, result_dtype(op, dtype), index_bytes)
}

/// The result type of `op` on `dtype` when the call does not name one (every routine but the
/// `_ex` ones): the real type for asum/nrm2, the element type for dot/dotc (and, unused, for
/// iamax/iamin).
pub fn result_dtype(op: ReduceOp, dtype: DType) -> DType {
    match (op, dtype) {
        (ReduceOp::Asum | ReduceOp::Nrm2, DType::C32) => DType::F32,
        (ReduceOp::Asum | ReduceOp::Nrm2, DType::C64) => DType::F64,
        _ => dtype,
    }
}

/// Bytes of one result of `op` with results of type `result`.
pub fn result_size(op: ReduceOp, result: DType, index_bytes: u32) -> usize {
    if op.is_index() {
        index_bytes as usize
    } else {
        result.size()
    }
}

/// Grid of one reduction: `blocks_per_batch` blocks of `threads` threads for each batch, and
/// how the blocks share a vector (see `ReduceDesc::interleave`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchShape {
    /// Blocks that share one problem (1: no partials, no second stage).
    pub blocks_per_batch: u32,
    /// Threads per block.
    pub threads: u32,
    /// Blocks take turns over groups of loads instead of one chunk each.
    pub interleave: bool,
}

/// Elements each thread should handle before another block is worth launching.
const ELEMS_PER_THREAD: i64 = 8;
/// Blocks per multiprocessor for large problems: one full wave (the kernels are built for four
/// resident 256-thread blocks per SM, each thread keeping 128 B of loads in flight). Measured on
/// an H200 (tests/gpu_only.rs `bandwidth_report`, 64 MiB-1 GiB): 4 was best or within 3% of
/// the best of 2, 4, 5, 8 and 16; 8 and 16 lost up to 45% at 64 MiB (partial second wave).
const BLOCKS_PER_MP: i64 = 4;
/// Load groups per block from which the blocks interleave their groups instead of taking one
/// chunk each. Measured on an H200 (tests/gpu_only.rs `bandwidth_report`, 64 MiB-1 GiB, 528
/// blocks): interleaving was as fast or faster for every op from 4 groups per block, by up to 7%
/// (dot at 1 GiB per operand, where chunks lost to cuBLAS); with fewer groups than blocks it would
/// leave blocks idle.
const INTERLEAVE_MIN_GROUPS_PER_BLOCK: i64 = 2;
/// Host "blocks": chunk size below which splitting is not worth it.
const HOST_MIN_CHUNK: i64 = 1 << 14;

/// Blocks of one launch at most (one wave).
fn max_blocks(props: &DeviceProperties) -> i64 {
    BLOCKS_PER_MP * props.multiprocessors.max(1) as i64
}

/// The largest batch whose vectors may be split over several blocks: a handle owns one
/// completion counter for each (`Backend::uses_completion_counters`).
pub fn split_batches(props: &DeviceProperties) -> usize {
    (max_blocks(props) / 2).max(1) as usize
}

/// The optimal grid for `n` elements in each of `batch` vectors on `props`.
pub fn launch_shape(props: &DeviceProperties, n: i64, batch: i64) -> LaunchShape {
    let n = n.max(1);
    let batch = batch.max(1);
    let (threads, min_chunk) = if props.warp_size <= 1 {
        (1i64, HOST_MIN_CHUNK)
    } else {
        // 256 threads: 8 warps on NVIDIA, 4 wavefronts on AMD.
        let t = (props.warp_size as i64 * 8)
            .min(256)
            .min(props.max_threads_per_block as i64);
        (t, t * ELEMS_PER_THREAD)
    };
    let max_blocks = max_blocks(props);
    let per_batch_cap = (max_blocks / batch).max(1);
    // saturating: n may be up to i64::MAX (a valid dot with zero increments; found by the fuzzer).
    let wanted = n.saturating_add(min_chunk - 1) / min_chunk;
    LaunchShape {
        blocks_per_batch: wanted.clamp(1, per_batch_cap) as u32,
        threads: threads as u32,
        interleave: false,
    }
}

/// The grid of one call of `op` on `dtype`: [`launch_shape`] and the schedule. A load group
/// is one 16-byte load per operand from each of `threads` threads, `U` times over (U = 8, or 4
/// for dot: hip/src/kernels/reduce_common.h).
pub fn call_shape(
    props: &DeviceProperties,
    op: ReduceOp,
    dtype: DType,
    n: i64,
    batch: i64,
) -> LaunchShape {
    let mut shape = launch_shape(props, n, batch);
    if props.warp_size > 1 && shape.blocks_per_batch > 1 {
        let loads_in_flight = if has_y(op) { 4 } else { 8 };
        let per_load = (16 / dtype.size()).max(1) as i64;
        let group = loads_in_flight * per_load * shape.threads as i64;
        shape.interleave =
            n >= INTERLEAVE_MIN_GROUPS_PER_BLOCK * group * shape.blocks_per_batch as i64;
    }
    shape
}

/// Workspace of one reduction call with `blocks_per_batch` blocks: the per-block partials (none
/// with one block: it writes the result directly) and, for results to host memory, a staging
/// slot for the `batch` results (of type `result`) that are then copied back. The partials are
/// f64 accumulators whatever the element type, so f16/bf16 inputs need the same partials as
/// f64 ones.
pub fn workspace_plan(
    op: ReduceOp,
    result: DType,
    batch: i64,
    blocks_per_batch: u32,
    results_to_host: bool,
    index_bytes: u32,
) -> WorkspacePlan {
    let batch = batch.max(0) as usize;
    let partials = if blocks_per_batch > 1 {
        blocks_per_batch as usize * batch
    } else {
        0
    };
    let plan = match op {
        ReduceOp::Asum => WorkspacePlan::new().with::<f64>("partials", partials),
        ReduceOp::Nrm2 => WorkspacePlan::new().with::<[f64; 3]>("partials", partials),
        ReduceOp::Dot | ReduceOp::Dotc => {
            WorkspacePlan::new().with::<Complex64>("partials", partials)
        }
        _ => WorkspacePlan::new().with::<(f64, i64)>("partials", partials),
    };
    let staging = if results_to_host {
        batch * result_size(op, result, index_bytes)
    } else {
        0
    };
    plan.with_bytes("results", staging)
}

/// Candidate plans in order of preference: the optimal grid, then one block per batch (the
/// `perf_degraded` fallback, which needs no partials). `dtype` is the element type of the
/// vectors, `result` the type of the results.
#[allow(clippy::too_many_arguments)]
pub fn candidate_plans(
    props: &DeviceProperties,
    op: ReduceOp,
    dtype: DType,
    result: DType,
    n: i64,
    batch: i64,
    results_to_host: bool,
    index_bytes: u32,
) -> (LaunchShape, Candidates) {
    let shape = call_shape(props, op, dtype, n, batch);
    let plan = |blocks| workspace_plan(op, result, batch, blocks, results_to_host, index_bytes);
    let optimal = plan(shape.blocks_per_batch);
    let candidates = if shape.blocks_per_batch > 1 {
        Candidates::two(optimal, plan(1))
    } else {
        Candidates::one(optimal)
    };
    (shape, candidates)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gpu(mp: u32) -> DeviceProperties {
        DeviceProperties {
            name: "test".into(),
            arch: "sm_90".into(),
            multiprocessors: mp,
            warp_size: 32,
            max_threads_per_block: 1024,
            total_memory: 1 << 36,
        }
    }

    #[test]
    fn small_problems_use_one_block_and_no_partials() {
        let s = launch_shape(&gpu(132), 1024, 1);
        assert_eq!(
            s,
            LaunchShape {
                blocks_per_batch: 1,
                threads: 256,
                interleave: false,
            }
        );
        let p = workspace_plan(ReduceOp::Dot, DType::F64, 1, s.blocks_per_batch, false, 8);
        assert_eq!(p.footprint(), 0);
        let p = workspace_plan(ReduceOp::Dot, DType::F64, 1, s.blocks_per_batch, true, 8);
        assert_eq!(p.footprint(), 64);
    }

    #[test]
    fn large_problems_fill_the_device() {
        let s = launch_shape(&gpu(132), 1 << 25, 1);
        assert_eq!(s.blocks_per_batch, 132 * 4);
        let p = workspace_plan(ReduceOp::Nrm2, DType::F32, 1, s.blocks_per_batch, true, 8);
        assert_eq!(p.footprint(), crate::memory::round_up(528 * 24) + 64);
    }

    #[test]
    fn only_batches_within_the_counters_are_split() {
        for mp in [1, 7, 132] {
            let props = gpu(mp);
            let most = split_batches(&props) as i64;
            assert!(launch_shape(&props, 1 << 30, most).blocks_per_batch > 1);
            assert_eq!(launch_shape(&props, 1 << 30, most + 1).blocks_per_batch, 1);
        }
    }

    #[test]
    fn blocks_interleave_only_with_enough_groups_each() {
        let g = gpu(132);
        let s = call_shape(&g, ReduceOp::Asum, DType::F32, 1 << 24, 1);
        assert!(s.interleave && s.blocks_per_batch == 528);
        // 528 blocks x 2 groups x 8 loads x 256 threads x 2 doubles = 4.3 M elements.
        assert!(!call_shape(&g, ReduceOp::Asum, DType::F64, 4_325_375, 1).interleave);
        assert!(call_shape(&g, ReduceOp::Asum, DType::F64, 4_325_376, 1).interleave);
        // dot: 4 loads of each operand per group.
        assert!(call_shape(&g, ReduceOp::Dot, DType::F64, 2_162_688, 1).interleave);
        assert!(!call_shape(&g, ReduceOp::Dot, DType::F64, 1 << 16, 1).interleave);
        // Never on the host backend, never with one block.
        let mut host = g.clone();
        host.warp_size = 1;
        assert!(!call_shape(&host, ReduceOp::Asum, DType::F32, 1 << 28, 1).interleave);
        assert!(!call_shape(&g, ReduceOp::Asum, DType::F32, 1 << 28, 4096).interleave);
    }

    #[test]
    fn big_batches_get_one_block_each() {
        let s = launch_shape(&gpu(132), 4096, 4096);
        assert_eq!(s.blocks_per_batch, 1);
        let (_, plans) = candidate_plans(
            &gpu(132),
            ReduceOp::Asum,
            DType::F64,
            DType::F64,
            4096,
            4096,
            true,
            8,
        );
        assert_eq!(plans.len(), 1);
        assert_eq!(plans[0].footprint(), 4096 * 8);
    }
}
