// asum for f32, f64, c32, c64 (sum of |re| + |im|, accumulated in f64).
#include "reduce_common.h"

int oxblas_hip::kern::launch_asum(const ReduceDesc& d, void* stream) {
  return kern::launch_typed<kern::AsumOp>(d, stream);
}
