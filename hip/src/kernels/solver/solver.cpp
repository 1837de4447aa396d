// The solver family's entry point: checks the descriptor, then picks the kernel and type.
// Also the small data-movement kernels: Laswp (a thread per column applies the interchanges
// in order) and PtrOffset.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kThreads = 256;

template <class T>
__global__ void __launch_bounds__(kThreads) laswp_kernel(SolverDesc d) {
  const long long c = blockIdx.x * static_cast<long long>(kThreads) + threadIdx.x;
  const long long dir = d.incp > 0 ? 1 : -1;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    if (c >= d.n) continue;
    T* a = entry<T>(d.a.at, b, d.a_off) + c * d.a.ld;
    const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr) + b * d.ipiv.stride;
    for (long long t = 0; t < d.k2; ++t) {
      const long long r = d.k1 + t * dir;
      const long long p = static_cast<long long>(ipiv[d.ip0 + t * d.incp]) - 1;
      if (p != r) {
        const T v = a[r];
        a[r] = a[p];
        a[p] = v;
      }
    }
  }
}

template <class T>
__global__ void __launch_bounds__(kThreads) ptr_offset_kernel(SolverDesc d) {
  const long long b = blockIdx.x * static_cast<long long>(kThreads) + threadIdx.x;
  if (b >= d.batch) return;
  reinterpret_cast<T**>(d.b.at.addr)[b] = entry<T>(d.a.at, b, d.a_off);
}

template <class T>
int launch_typed(const SolverDesc& d, hipStream_t s) {
  switch (d.op) {
    case SolverOp::Getf2: return launch_getf2<T>(d, s);
    case SolverOp::Potf2: return launch_potf2<T>(d, s);
    case SolverOp::TriSolve: return launch_tri_solve<T>(d, s);
    default: break;
  }
  (void)hipGetLastError();
  if (d.op == SolverOp::Laswp) {
    if (d.incp == 0 || d.ipiv.addr == 0) return kInvalidLaunch;
    const dim3 grid(static_cast<unsigned>((d.n + kThreads - 1) / kThreads), grid_batch(d.batch));
    laswp_kernel<T><<<grid, kThreads, 0, s>>>(d);
  } else {  // PtrOffset
    if (d.b.at.addr == 0 || !d.a.at.is_array) return kInvalidLaunch;
    const unsigned grid = static_cast<unsigned>((d.batch + kThreads - 1) / kThreads);
    ptr_offset_kernel<T><<<grid, kThreads, 0, s>>>(d);
  }
  return static_cast<int>(hipGetLastError());
}

}  // namespace slv
}  // namespace oxblas_hip

std::int32_t oxblas_hip::launch_solver(std::int32_t ordinal, const SolverDesc& d,
                                       std::uint64_t stream) {
  using namespace slv;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool op_ok = d.op == SolverOp::Getf2 || d.op == SolverOp::Laswp ||
                     d.op == SolverOp::Potf2 || d.op == SolverOp::TriSolve ||
                     d.op == SolverOp::PtrOffset;
  const bool codes_ok = (d.uplo == Uplo::Upper || d.uplo == Uplo::Lower) &&
                        (d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C) &&
                        (d.diag == Diag::NonUnit || d.diag == Diag::Unit);
  if (!dtype_ok || !op_ok || !codes_ok || d.m < 0 || d.n < 0 || d.batch < 0) return kInvalidLaunch;
  if (d.batch == 0) return 0;
  if (d.op != SolverOp::PtrOffset && (d.m == 0 && d.op != SolverOp::Laswp && d.op != SolverOp::Potf2))
    return 0;
  if (d.n == 0 && d.op != SolverOp::PtrOffset) return 0;
  if (d.a.at.addr == 0) return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  switch (d.dtype) {
    case DTypeCode::F32: return launch_typed<float>(d, s);
    case DTypeCode::F64: return launch_typed<double>(d, s);
    case DTypeCode::C32: return launch_typed<c32>(d, s);
    default: return launch_typed<c64>(d, s);
  }
}
