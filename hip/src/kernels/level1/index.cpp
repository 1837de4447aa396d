// iamax and iamin for f32, f64, c32, c64 (1-based; ties -> smaller index; NaN never wins).
#include "reduce_common.h"

int oxblas_hip::kern::launch_index(const ReduceDesc& d, void* stream) {
  return d.op == ReduceOp::Iamax ? launch_typed<IndexOp<true>>(d, stream) : launch_typed<IndexOp<false>>(d, stream);
}
