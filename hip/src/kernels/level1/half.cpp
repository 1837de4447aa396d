// dot (= dotc) and nrm2 on f16 and bf16 vectors (rocBLAS hdot, bfdot, dot_ex, dotc_ex,
// nrm2_ex), accumulated in f64; the result type is the descriptor's. Nothing else on them.
#include "reduce_common.h"

int oxblas_hip::kern::launch_half(const ReduceDesc& d, void* stream) {
  const bool bf = d.dtype == DTypeCode::BF16;
  switch (d.op) {
    case ReduceOp::Dot:
    case ReduceOp::Dotc:
      return bf ? launch<DotOp<false>, b16>(d, stream) : launch<DotOp<false>, h16>(d, stream);
    case ReduceOp::Nrm2:
      return bf ? launch<Nrm2Op, b16>(d, stream) : launch<Nrm2Op, h16>(d, stream);
    default: return kInvalidLaunch;
  }
}
