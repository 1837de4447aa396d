// The reductions' entry point: checks the descriptor, then picks the operation's launcher.
#include "reduce_common.h"

std::int32_t oxblas_hip::launch_reduce(std::int32_t ordinal, const ReduceDesc& d,
                                       std::uint64_t stream) {
  using namespace kern;
  if (d.n <= 0 || d.batch <= 0) return 0;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  if (!dtype_ok || d.threads_per_block == 0 || d.threads_per_block > kMaxThreads ||
      d.threads_per_block % kWarpMultiple != 0 || d.blocks_per_batch == 0 ||
      (d.blocks_per_batch > 1 && d.partials == 0) || d.result == 0 ||
      (d.index_bytes != 4 && d.index_bytes != 8))
    return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  void* s = reinterpret_cast<void*>(stream);
  switch (d.op) {
    case ReduceOp::Asum: return launch_asum(d, s);
    case ReduceOp::Nrm2: return launch_nrm2(d, s);
    case ReduceOp::Dot:
    case ReduceOp::Dotc: return launch_dot(d, s);
    case ReduceOp::Iamax:
    case ReduceOp::Iamin: return launch_index(d, s);
    default: return kInvalidLaunch;
  }
}
