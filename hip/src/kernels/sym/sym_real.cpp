// The symmetric level 3's kernels for f32 / f64 (sym_impl.h).
#include "sym_impl.h"

int oxblas_hip::sym::run_real(const SymDesc& d, hipStream_t s) {
  return d.dtype == DTypeCode::F32 ? run<float>(d, s) : run<double>(d, s);
}
