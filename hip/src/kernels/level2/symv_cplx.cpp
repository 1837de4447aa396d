// symv / hemv for c32 / c64 (the algorithm: symv_impl.h).
#include "symv_impl.h"

int oxblas_hip::l2::symv_cplx(const oxblas::launch::SymvDesc& d, hipStream_t s) {
  const bool herm = d.kind == oxblas::launch::SymvKind::Hermitian;
  switch (d.dtype) {
    case DTypeCode::C32:
      return herm ? symv::launch2<c32, true>(d, s) : symv::launch2<c32, false>(d, s);
    case DTypeCode::C64:
      return herm ? symv::launch2<c64, true>(d, s) : symv::launch2<c64, false>(d, s);
    default: return kInvalidLaunch;
  }
}
