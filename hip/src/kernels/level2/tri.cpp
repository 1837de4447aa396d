// The triangular family's entry point (trmv, tbmv, tpmv, trsv): checks the descriptor, then picks
// the operation and type. Design, grids, the trsv counter protocol and the workspace: see
// tri_common.h.
#include "tri_common.h"

std::int32_t oxblas_hip::launch_tri(std::int32_t ordinal, const TriDesc& d, std::uint64_t stream) {
  using namespace trik;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool op_ok = d.op == TriOp::Trmv || d.op == TriOp::Tbmv || d.op == TriOp::Tpmv ||
                     d.op == TriOp::Trsv;
  const bool codes_ok = (d.uplo == Uplo::Upper || d.uplo == Uplo::Lower) &&
                        (d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C) &&
                        (d.diag == Diag::NonUnit || d.diag == Diag::Unit);
  if (!dtype_ok || !op_ok || !codes_ok || d.n < 0 || d.batch < 0) return kInvalidLaunch;
  if (d.n == 0 || d.batch == 0) return 0;
  if (d.x.inc == 0 || d.x.at.addr == 0 || d.a.at.addr == 0) return kInvalidLaunch;
  switch (d.op) {
    case TriOp::Trmv:
      if (d.a.ld < d.n) return kInvalidLaunch;
      break;
    case TriOp::Tbmv:
      if (d.k < 0 || d.a.ld < d.k + 1) return kInvalidLaunch;
      break;
    case TriOp::Tpmv:
      break;
    default:  // Trsv
      if (d.a.ld < d.n || d.blocks_per_batch == 0) return kInvalidLaunch;
      break;
  }
  // The products need the copy of x; only the solve takes inverted diagonal blocks.
  if (d.op != TriOp::Trsv && (d.work == 0 || d.inv.addr != 0)) return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  const bool solve = d.op == TriOp::Trsv;
  switch (d.dtype) {
    case DTypeCode::F32: return solve ? launch_sv<float>(d, s) : launch_mv<float>(d, s);
    case DTypeCode::F64: return solve ? launch_sv<double>(d, s) : launch_mv<double>(d, s);
    case DTypeCode::C32: return solve ? launch_sv<c32>(d, s) : launch_mv<c32>(d, s);
    default: return solve ? launch_sv<c64>(d, s) : launch_mv<c64>(d, s);
  }
}
