// iamax and iamin for f32, f64, c32, c64 (1-based; ties -> smaller index; NaN never wins).
#include "reduce_common.h"

int oxblas_hip::launch_index(const ReduceDesc& d, void* stream) {
  using namespace kern;
  return d.op == kIamax ? launch_typed<IndexOp<true>>(d, stream) : launch_typed<IndexOp<false>>(d, stream);
}
