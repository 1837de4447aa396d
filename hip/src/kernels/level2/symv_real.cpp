// symv for f32 / f64 (the algorithm: symv_impl.h). Hermitian with a real type is symmetric.
#include "symv_impl.h"

int oxblas_hip::l2::symv_real(const oxblas::launch::SymvDesc& d, hipStream_t s) {
  switch (d.dtype) {
    case DTypeCode::F32: return symv::launch2<float, false>(d, s);
    case DTypeCode::F64: return symv::launch2<double, false>(d, s);
    default: return kInvalidLaunch;
  }
}
