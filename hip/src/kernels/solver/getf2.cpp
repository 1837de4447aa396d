// getf2: LU of an m×n panel with partial pivoting, one block per batch entry. The panel lives
// in shared memory when it fits (a batch of small matrices: each block factors its matrix
// there and writes it back once), else it is factored in place in global memory (the narrow
// leaves of the recursive getrf, at most plan::LEAF_WIDTH columns). Per column: a block-wide
// search for the first largest |re| + |im|, the row swap across the panel, then each thread
// scales its rows' multipliers and applies the rank-1 update to them.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

// Up to 1024 threads: a tall leaf panel of the recursive getrf (m up to the matrix's order, 8
// columns, in global memory) is one block, so its pivot searches and updates scale with the
// block's width (256 threads left 32 rows a thread at m = 8192).
constexpr int kMaxThreads = 1024, kMaxWarps = kMaxThreads / 32;
constexpr long long kSharedPanelBytes = 47 * 1024;  // plan::SHARED_PANEL_BYTES (room for the static scratch)

template <class T>
__global__ void __launch_bounds__(kMaxThreads) getf2_kernel(SolverDesc d, int in_shared) {
  extern __shared__ double2 s_raw[];
  __shared__ double s_v[kMaxWarps];
  __shared__ int s_i[kMaxWarps];
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int tid = threadIdx.x, nt = blockDim.x;
  const int mn = m < n ? m : n;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    T* g = entry<T>(d.a.at, b, d.a_off);
    const long long gld = d.a.ld;
    T* A = g;
    long long lda = gld;
    if (in_shared) {
      A = reinterpret_cast<T*>(s_raw);
      lda = m;
      tile_load(A, m, g, gld, 0, m, n);
      __syncthreads();
    }
    int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) + b * d.ipiv.stride : nullptr;
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
    for (int j = 0; j < mn; ++j) {
      int p = j;
      if (d.pivot) {
        double v = -1.0;
        int vi = m;
        for (int i = j + tid; i < m; i += nt) better_scan(v, vi, abs1(A[i + j * lda]), i);
        block_argmax(v, vi, s_v, s_i);
        p = vi < m ? vi : j;
        if (tid == 0) ipiv[d.row0 + j] = static_cast<int>(d.row0 + p + 1);
      }
      const T piv = A[p + j * lda];
      const bool nz = !l2::is_zero(piv);
      if (nz && p != j) {
        // Every thread has read the pivot before the swap moves it (p and nz are the same in
        // every thread: the branch and the barrier are uniform). Without it the thread that
        // swaps column j could overwrite A[p, j] first (compute-sanitizer racecheck found it,
        // and under its scheduling getrf's residuals were wrong).
        __syncthreads();
        for (int c = tid; c < n; c += nt) {
          const T t = A[j + c * lda];
          A[j + c * lda] = A[p + c * lda];
          A[p + c * lda] = t;
        }
      } else if (!nz && tid == 0 && info != nullptr && *info == 0) {
        *info = static_cast<int>(d.row0 + j + 1);
      }
      __syncthreads();
      const bool recip = abs1(piv) >= sfmin<T>();
      const T r = recip ? dv(one<T>(), piv) : piv;
      for (int i = j + 1 + tid; i < m; i += nt) {
        T l = A[i + j * lda];
        if (nz) {
          l = recip ? l2::mul(l, r) : dv(l, piv);
          A[i + j * lda] = l;
        }
        for (int c = j + 1; c < n; ++c) A[i + c * lda] = sub(A[i + c * lda], l2::mul(l, A[j + c * lda]));
      }
      __syncthreads();
    }
    if (in_shared) {
      for (int k = tid; k < m * n; k += nt) g[(k % m) + (k / m) * gld] = A[k];
      __syncthreads();
    }
  }
}

template <class T>
int launch_getf2(const SolverDesc& d, hipStream_t s) {
  if (d.m > 0x7fffffffLL || d.n > 0x7fffffffLL || d.m * d.n > 0x7fffffffLL) return kInvalidLaunch;
  // Small matrices (a batch of them, typically): one warp each (getf2_warp.cpp).
  if (d.m <= 32 && d.n <= 32) return launch_getf2_warp<T>(d, s);
  const long long bytes = d.m * d.n * static_cast<long long>(sizeof(T));
  const int in_shared = bytes <= kSharedPanelBytes ? 1 : 0;
  // Whole wavefronts of 64 (also whole warps of 32), one thread per row up to kMaxThreads.
  long long nt = (d.m + 63) / 64 * 64;
  nt = nt < 64 ? 64 : (nt > kMaxThreads ? kMaxThreads : nt);
  const unsigned grid = grid_blocks(d.batch);
  (void)hipGetLastError();
  getf2_kernel<T><<<grid, static_cast<unsigned>(nt), in_shared ? bytes : 0, s>>>(d, in_shared);
  return static_cast<int>(hipGetLastError());
}

template int launch_getf2<float>(const SolverDesc&, hipStream_t);
template int launch_getf2<double>(const SolverDesc&, hipStream_t);
template int launch_getf2<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
