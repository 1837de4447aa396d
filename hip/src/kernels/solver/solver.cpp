// The solver family's entry point: checks the descriptor, then picks the kernel and type.
// Also the small data-movement kernels: Laswp (chunks of interchanges as permutations) and
// PtrOffset.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kThreads = 256;

// Laswp in chunks of kSwapChunk interchanges. A chunk's interchanges are one permutation of
// at most 2·kSwapChunk rows; each candidate row (a chunk's r or p, the first time it appears)
// finds the row whose value ends up in it by following the chunk's interchanges backwards, all
// rows at once. Then a block moves its columns' values of those rows through its registers:
// every value is read before any is written, so the chunk costs two memory round trips
// instead of two per interchange (the sequential loop this replaces spent most of getrf's time
// on them). Columns row0 .. row0 + m are skipped (getrf's leaf: its own kernel swapped them).
constexpr int kSwapChunk = 64, kSwapSlots = 2 * kSwapChunk, kSwapCols = 16;
constexpr int kSwapPer = kSwapSlots * kSwapCols / kThreads;  // values a thread moves

template <class T>
__global__ void __launch_bounds__(kThreads) laswp_kernel(SolverDesc d) {
  __shared__ long long s_r[kSwapChunk], s_pv[kSwapChunk];
  __shared__ long long s_dst[kSwapSlots], s_src[kSwapSlots];
  const int tid = threadIdx.x;
  const long long c0 = blockIdx.x * static_cast<long long>(kSwapCols);
  const int cols = d.n - c0 < kSwapCols ? static_cast<int>(d.n - c0) : kSwapCols;
  const long long dir = d.incp > 0 ? 1 : -1;
  // Element offset of the block's column c.
  auto col = [&](int c) { return (c0 + c < d.row0 ? c0 + c : c0 + c + d.m) * d.a.ld; };
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    T* a = entry<T>(d.a.at, b, d.a_off);
    const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr) + b * d.ipiv.stride;
    for (long long t0 = 0; t0 < d.k2; t0 += kSwapChunk) {
      const int cnt = d.k2 - t0 < kSwapChunk ? static_cast<int>(d.k2 - t0) : kSwapChunk;
      if (tid < cnt) {
        const long long t = t0 + tid;
        s_r[tid] = d.k1 + t * dir;
        s_pv[tid] = static_cast<long long>(ipiv[d.ip0 + t * d.incp]) - 1;
      }
      __syncthreads();
      if (tid < 2 * cnt) {
        const bool is_p = tid >= cnt;
        const int t = is_p ? tid - cnt : tid;
        const long long x = is_p ? s_pv[t] : s_r[t];
        bool dup = false;  // a p already listed (as any r, or an earlier p)
        if (is_p)
          for (int u = 0; u < cnt; ++u) dup |= s_r[u] == x || (u < t && s_pv[u] == x);
        long long from = x;
        for (int u = cnt - 1; u >= 0; --u) {
          if (from == s_r[u]) from = s_pv[u];
          else if (from == s_pv[u]) from = s_r[u];
        }
        const bool moves = !dup && from != x;
        s_dst[tid] = moves ? x : -1;
        s_src[tid] = from;
      }
      __syncthreads();
      // Each thread reads its values into registers, every read in flight at once, and after
      // the barrier (every value of the block's columns read) writes them to their rows.
      const int slots = 2 * cnt;
      T held[kSwapPer];
#pragma unroll
      for (int j = 0; j < kSwapPer; ++j) {
        const int e = tid + j * kThreads, k = e % slots, c = e / slots;
        held[j] = e < slots * cols && s_dst[k] >= 0 ? a[s_src[k] + col(c)] : T{};
      }
      __syncthreads();
#pragma unroll
      for (int j = 0; j < kSwapPer; ++j) {
        const int e = tid + j * kThreads, k = e % slots, c = e / slots;
        if (e < slots * cols && s_dst[k] >= 0) a[s_dst[k] + col(c)] = held[j];
      }
      __syncthreads();
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
    case SolverOp::Getf2Panel: return launch_getf2_panel<T>(d, s);
    case SolverOp::Potf2: return launch_potf2<T>(d, s);
    case SolverOp::PotrfLeaf: return launch_potrf_leaf<T>(d, s);
    case SolverOp::TriSolve: return launch_tri_solve<T>(d, s);
    default: break;
  }
  (void)hipGetLastError();
  if (d.op == SolverOp::Laswp) {
    if (d.incp == 0 || d.ipiv.addr == 0) return kInvalidLaunch;
    const dim3 grid(static_cast<unsigned>((d.n + kSwapCols - 1) / kSwapCols), grid_batch(d.batch));
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
  const bool op_ok = d.op == SolverOp::Getf2 || d.op == SolverOp::Getf2Panel || d.op == SolverOp::Laswp ||
                     d.op == SolverOp::Potf2 || d.op == SolverOp::PotrfLeaf ||
                     d.op == SolverOp::TriSolve || d.op == SolverOp::PtrOffset;
  const bool codes_ok = (d.uplo == Uplo::Upper || d.uplo == Uplo::Lower) &&
                        (d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C) &&
                        (d.diag == Diag::NonUnit || d.diag == Diag::Unit);
  if (!dtype_ok || !op_ok || !codes_ok || d.m < 0 || d.n < 0 || d.batch < 0) return kInvalidLaunch;
  if (d.batch == 0) return 0;
  const bool uses_m = d.op == SolverOp::Getf2 || d.op == SolverOp::Getf2Panel ||
                      d.op == SolverOp::TriSolve;
  if (uses_m && d.m == 0) return 0;
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
