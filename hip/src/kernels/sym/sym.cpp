// The symmetric/Hermitian level 3's entry point: checks the descriptor, quick return, then the
// real (sym_real.cpp) or complex (sym_cplx.cpp) launcher. Constraints: dtype, op, uplo and
// trans codes; sizes >= 0; RankK: nb >= 1, leading dimensions that hold their operands;
// Expand: the region inside A, 32-aligned; Scalars: a work address.
#include "sym_impl.h"

std::int32_t oxblas_hip::launch_sym(std::int32_t ordinal, const SymDesc& d,
                                    std::uint64_t stream) {
  using oxblas::launch::SymOp;
  using oxblas::launch::Trans;
  using oxblas::launch::Uplo;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool op_ok = d.op == SymOp::RankK || d.op == SymOp::Expand || d.op == SymOp::Symm ||
                     d.op == SymOp::Scalars;
  const bool uplo_ok = d.uplo == Uplo::Upper || d.uplo == Uplo::Lower;
  const bool trans_ok = d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C;
  if (!dtype_ok || !op_ok || !uplo_ok || !trans_ok || d.n < 0 || d.k < 0 || d.batch < 0)
    return kInvalidLaunch;
  if (d.op == SymOp::Scalars) {
    if (d.work == 0) return kInvalidLaunch;
  } else {
    if (d.n == 0 || d.batch == 0 || (d.op == SymOp::Symm && d.k == 0)) return 0;
    if (d.op == SymOp::Expand && (d.rows == 0 || d.cols == 0)) return 0;
    if (d.op == SymOp::Expand &&
        (d.row0 < 0 || d.col0 < 0 || d.rows < 0 || d.cols < 0 || d.row0 % 32 != 0 ||
         d.col0 % 32 != 0 || d.row0 + d.rows > d.n || d.col0 + d.cols > d.n || d.c.ld < d.rows))
      return kInvalidLaunch;
    if (d.op == SymOp::RankK) {
      const long long rows = d.trans == Trans::N ? d.n : d.k;
      if (d.nb < 1 || d.c.ld < d.n || (d.work == 0 && d.k > 0 && (d.a.ld < rows || d.b.ld < rows)))
        return kInvalidLaunch;
    }
  }
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  (void)hipGetLastError();  // a stale error of an earlier call is not ours
  const bool real = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64;
  return real ? sym::run_real(d, s) : sym::run_cplx(d, s);
}
