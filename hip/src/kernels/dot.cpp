// dot (unconjugated) and dotc for f32, f64, c32, c64. Real types have one kernel for both.
#include "reduce_common.h"

int oxblas_hip::launch_dot(const ReduceDesc& d, void* stream) {
  using namespace kern;
  const bool conj = d.op == kDotc;
  switch (d.dtype) {
    case kF32: return launch<DotOp<false>, float>(d, stream);
    case kF64: return launch<DotOp<false>, double>(d, stream);
    case kC32: return conj ? launch<DotOp<true>, c32>(d, stream) : launch<DotOp<false>, c32>(d, stream);
    case kC64: return conj ? launch<DotOp<true>, c64>(d, stream) : launch<DotOp<false>, c64>(d, stream);
    default: return kInvalidLaunch;
  }
}
