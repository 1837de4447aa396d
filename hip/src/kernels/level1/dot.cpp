// dot (unconjugated) and dotc for f32, f64, c32, c64. Real types have one kernel for both.
#include "reduce_common.h"

int oxblas_hip::kern::launch_dot(const ReduceDesc& d, void* stream) {
  const bool conj = d.op == ReduceOp::Dotc;
  switch (d.dtype) {
    case DTypeCode::F32: return launch<DotOp<false>, float>(d, stream);
    case DTypeCode::F64: return launch<DotOp<false>, double>(d, stream);
    case DTypeCode::C32: return conj ? launch<DotOp<true>, c32>(d, stream) : launch<DotOp<false>, c32>(d, stream);
    case DTypeCode::C64: return conj ? launch<DotOp<true>, c64>(d, stream) : launch<DotOp<false>, c64>(d, stream);
    default: return kInvalidLaunch;
  }
}
