// The symmetric/Hermitian level 3's kernels for complex f32 / f64 (sym_impl.h).
#include "sym_impl.h"

int oxblas_hip::sym::run_cplx(const SymDesc& d, hipStream_t s) {
  return d.dtype == DTypeCode::C32 ? run<c32>(d, s) : run<c64>(d, s);
}
