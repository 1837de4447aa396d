// symv/hemv's entry point: checks the descriptor, quick return, then the real (symv_real.cpp)
// or complex (symv_cplx.cpp) launcher. Constraints: dtype, kind, uplo codes; with `partials`,
// col_blocks == ceil(n / 64). Hermitian with a real dtype is the symmetric product.
#include "level2_common.h"

std::int32_t oxblas_hip::launch_symv(std::int32_t ordinal, const SymvDesc& d,
                                     std::uint64_t stream) {
  using oxblas::launch::SymvKind;
  using oxblas::launch::Uplo;
  if (d.n <= 0 || d.batch <= 0) return 0;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool kind_ok = d.kind == SymvKind::Symmetric || d.kind == SymvKind::Hermitian;
  const bool uplo_ok = d.uplo == Uplo::Upper || d.uplo == Uplo::Lower;
  if (!dtype_ok || !kind_ok || !uplo_ok) return kInvalidLaunch;
  if (d.partials != 0 &&
      static_cast<long long>(d.col_blocks) != (d.n + l2::kSymvPanel - 1) / l2::kSymvPanel)
    return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  (void)hipGetLastError();
  const bool real = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64;
  return real ? l2::symv_real(d, s) : l2::symv_cplx(d, s);
}
