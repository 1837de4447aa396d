// The reductions' entry point: checks the descriptor, then picks the operation's launcher.
#include "reduce_common.h"

std::int32_t oxblas_hip::launch_reduce(std::int32_t ordinal, const ReduceDesc& d,
                                       std::uint64_t stream) {
  using namespace kern;
  if (d.n <= 0 || d.batch <= 0) return 0;
  const bool half = d.dtype == DTypeCode::F16 || d.dtype == DTypeCode::BF16;
  const bool dtype_ok = half || d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  // Results (index ops excepted): any real type, complex ones for complex inputs only.
  const bool cplx_in = d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool cplx_out = d.result_dtype == DTypeCode::C32 || d.result_dtype == DTypeCode::C64;
  const bool result_ok = d.op == ReduceOp::Iamax || d.op == ReduceOp::Iamin ||
                         ((cplx_out ? cplx_in : true) &&
                          (cplx_out || d.result_dtype == DTypeCode::F32 || d.result_dtype == DTypeCode::F64 ||
                           d.result_dtype == DTypeCode::F16 || d.result_dtype == DTypeCode::BF16));
  if (!dtype_ok || !result_ok || d.threads_per_block == 0 || d.threads_per_block > kMaxThreads ||
      d.threads_per_block % kWarpMultiple != 0 || d.blocks_per_batch == 0 ||
      (d.blocks_per_batch > 1 && d.partials == 0) || d.result == 0 ||
      (d.index_bytes != 4 && d.index_bytes != 8))
    return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  void* s = reinterpret_cast<void*>(stream);
  if (half) return launch_half(d, s);
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
