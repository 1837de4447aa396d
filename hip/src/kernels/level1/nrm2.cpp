// nrm2 for f32, f64, c32, c64 (Blue's scaled sums of squares in f64).
#include "reduce_common.h"

int oxblas_hip::kern::launch_nrm2(const ReduceDesc& d, void* stream) {
  return kern::launch_typed<kern::Nrm2Op>(d, stream);
}
