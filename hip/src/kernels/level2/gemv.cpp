// gemv's entry point: checks the descriptor, quick return, then the N (gemv_n.cpp) or T/C
// (gemv_t.cpp) launcher. Descriptor constraints checked here: dtype and trans codes; with
// `partials` (skinny path, T/C only) row_blocks == ceil(m / 1024) and row_blocks < 2^31.
#include "level2_common.h"

std::int32_t oxblas_hip::launch_gemv(std::int32_t ordinal, const GemvDesc& d,
                                     std::uint64_t stream) {
  using oxblas::launch::Trans;
  if (d.m <= 0 || d.n <= 0 || d.batch <= 0) return 0;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool trans_ok = d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C;
  if (!dtype_ok || !trans_ok) return kInvalidLaunch;
  if (d.partials != 0 &&
      (d.trans == Trans::N || static_cast<long long>(d.row_blocks) != (d.m + 1023) / 1024 ||
       d.row_blocks > 0x7fffffffu))
    return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  (void)hipGetLastError();  // a stale error of an earlier call is not ours
  return d.trans == Trans::N ? l2::gemv_n(d, s) : l2::gemv_t(d, s);
}
