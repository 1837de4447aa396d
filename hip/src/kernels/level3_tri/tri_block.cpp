// The level-3 triangular family's helper-kernel entry point: checks the descriptor, then picks
// the element type (kernels and design: tri_block.h).
#include "tri_block.h"

namespace oxblas_hip {
namespace tb {

__global__ void offsets_kernel(TriBlockDesc d, long long bytes) {
  const long long b = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (b >= d.batch) return;
  const std::uint64_t* src = reinterpret_cast<const std::uint64_t*>(d.a.at.addr);
  std::uint64_t* dst = reinterpret_cast<std::uint64_t*>(d.b.at.addr);
  dst[b] = src[b] + static_cast<std::uint64_t>(d.a_off * bytes);
}

extern template int launch_typed<float>(const TriBlockDesc&, hipStream_t);
extern template int launch_typed<double>(const TriBlockDesc&, hipStream_t);
extern template int launch_typed<c32>(const TriBlockDesc&, hipStream_t);
extern template int launch_typed<c64>(const TriBlockDesc&, hipStream_t);
int launch_chain(const TriBlockDesc& d, hipStream_t s);  // trsm_chain.cpp

}  // namespace tb

std::int32_t launch_tri_block(std::int32_t ordinal, const TriBlockDesc& d, std::uint64_t stream) {
  using namespace tb;
  long long bytes = 0;
  switch (d.dtype) {
    case DTypeCode::F32: bytes = 4; break;
    case DTypeCode::F64: bytes = 8; break;
    case DTypeCode::C32: bytes = 8; break;
    case DTypeCode::C64: bytes = 16; break;
    default: return kInvalidLaunch;
  }
  const bool op_ok = d.op == TriBlockOp::Invert || d.op == TriBlockOp::Mask ||
                     d.op == TriBlockOp::Copy || d.op == TriBlockOp::Solve ||
                     d.op == TriBlockOp::Offsets || d.op == TriBlockOp::Chain;
  const bool codes_ok = (d.side == Side::Left || d.side == Side::Right) &&
                        (d.uplo == Uplo::Upper || d.uplo == Uplo::Lower) &&
                        (d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C) &&
                        (d.diag == Diag::NonUnit || d.diag == Diag::Unit);
  if (!op_ok || !codes_ok || d.m < 0 || d.n < 0 || d.batch < 0) return kInvalidLaunch;
  if (d.batch == 0) return 0;
  if (d.a.at.addr == 0 || d.b.at.addr == 0) return kInvalidLaunch;
  if ((d.op == TriBlockOp::Invert || d.op == TriBlockOp::Mask) &&
      (d.block < 1 || d.block > kBlock || d.n == 0))
    return d.n == 0 ? 0 : kInvalidLaunch;
  if ((d.op == TriBlockOp::Copy || d.op == TriBlockOp::Solve || d.op == TriBlockOp::Chain) &&
      (d.m == 0 || d.n == 0))
    return 0;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  if (d.op == TriBlockOp::Offsets) {
    (void)hipGetLastError();
    offsets_kernel<<<static_cast<unsigned>((d.batch + 255) / 256), 256, 0, s>>>(d, bytes);
    return static_cast<int>(hipGetLastError());
  }
  if (d.op == TriBlockOp::Chain) return launch_chain(d, s);
  switch (d.dtype) {
    case DTypeCode::F32: return launch_typed<float>(d, s);
    case DTypeCode::F64: return launch_typed<double>(d, s);
    case DTypeCode::C32: return launch_typed<c32>(d, s);
    default: return launch_typed<c64>(d, s);
  }
}

}  // namespace oxblas_hip
