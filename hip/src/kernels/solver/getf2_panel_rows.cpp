// Getf2Panel on one block: a real LU panel of at most 256 rows and 64 columns (no more
// columns than rows), a row a thread.
//
// The multi-block panels (getf2_panel.cpp, getf2_panel_cluster.cpp) spread a panel's rows over
// several multiprocessors, so every column costs a meeting of blocks (a grid-wide or cluster
// barrier, then reads of the others' candidates): 1.6-1.7 µs a column on an H200 for 64 to
// 256 rows. Here a column costs two block barriers: 1.1-1.3 µs (f64, the A/B harness in
// docs/benchmarks/2026-11-29-h200-lu-panel-block/). Taller panels stay on the cluster: with 2
// or 4 rows a thread this kernel was slower there (0.86× at 512 rows, 0.66× at 1024), and so
// were complex panels (c32 ~1.0×, c64 0.8×), which it does not take.
//
// The panel is factored by leaves of 16 columns, a leaf's columns of a thread's row in its
// registers. Per column j:
//   1. each warp finds its first largest |value| among its active rows (ties: the smaller
//      logical row) by a butterfly on (the value's bits, logical row), and the winning lane
//      publishes it; meanwhile every thread applies the previous step's update to the leaf's
//      columns right of j (column j itself was updated at once, for this search) and computes
//      the pivot factor of its own candidate;
//   2. barrier; every thread reduces the warps' candidates to the same winner (a tree), and the
//      winner's thread publishes its leaf row and pivot factor;
//   3. barrier; every active row scales its multiplier and updates column j + 1.
// At a leaf's end the columns right of it get the leaf's steps at once: the leaf's pivot rows
// (rows of U) by a forward substitution with the leaf's unit-lower triangle, a thread a column,
// then every active row subtracts its multipliers times those rows. Every element gets the same
// fused multiply-adds in the same order as in the column-by-column kernels: the factors, pivots
// and info are the cluster panel's, bit for bit, and the one-block getf2's pivots.
//
// The panel is copied to shared memory when it fits (every leaf's loads and updates then wait
// for shared memory, not L2); else (AMD's 64 KiB) it is factored in place, in global memory.
// Rows never move meanwhile: an interchange sets logical positions (as in the cluster panel),
// and the final pass stores each row at its own.
#include "panel_common.h"

#include <climits>

#if defined(OXBLAS_HIP_NVIDIA)
#include "../opt_in_shared.h"
#endif

namespace oxblas_hip {
namespace slv {

constexpr int kRowsThreads = 256, kRowsWarps = kRowsThreads / 32;  // plan::PANEL_BLOCK_ROWS
constexpr int kRowsMaxPanel = 64;                                  // plan::PANEL_WIDTH
constexpr int kRowsLeaf = 16;  // columns of a leaf: 32 registers of an f64 row
constexpr int kRowsChunk = 16;  // columns right of a leaf updated per round of loads

// The panel in shared memory up to this many bytes (NVIDIA opts in beyond 48 KiB).
#if defined(OXBLAS_HIP_NVIDIA)
constexpr long long kRowsShared = 200 * 1024;
#else
constexpr long long kRowsShared = 48 * 1024;
#endif

template <class T>
__global__ void __launch_bounds__(kRowsThreads, 1) getf2_rows_kernel(SolverDesc d, int in_shared) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  constexpr int W = kRowsLeaf;
  // Per column parity: each warp's candidate (key; logical row << 16 | row); slots of absent
  // warps stay 0 (no candidate). Then the pivot row's pivot factor, and the row at logical j.
  alignas(16) __shared__ unsigned long long s_k[2][kRowsWarps];
  alignas(16) __shared__ int s_lr[2][kRowsWarps];
  __shared__ T s_f[2];
  __shared__ int s_hold[2];
  alignas(16) __shared__ T s_lu[W][W];  // the leaf's pivot rows, in step order
  __shared__ int s_q[W];                // and their rows
  __shared__ T s_u[W][kRowsMaxPanel];   // the leaf's rows of U right of the leaf
  __shared__ int s_piv[kRowsMaxPanel];
  __shared__ int s_zero, s_moved;
  extern __shared__ double2 s_raw[];
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int tid = threadIdx.x, nt = blockDim.x, lane = tid % OXHIP_WARP, warp = tid / OXHIP_WARP;
  T* g = entry<T>(d.a.at, 0, d.a_off);
  const long long ld = d.a.ld;
  // The panel the leaves work on. In shared memory its leading dimension is odd: the forward
  // substitution's threads (a column each) read a row without bank conflicts.
  T* A = in_shared ? reinterpret_cast<T*>(s_raw) : g;
  const long long lda = in_shared ? m | 1 : ld;
  if (in_shared && tid < m) {
    // Eight loads in flight a thread, coalesced down each column.
    int c = 0;
    for (; c + 8 <= n; c += 8) {
      T t[8];
#pragma unroll
      for (int h = 0; h < 8; ++h) t[h] = g[tid + (c + h) * ld];
#pragma unroll
      for (int h = 0; h < 8; ++h) A[tid + (c + h) * lda] = t[h];
    }
    for (; c < n; ++c) A[tid + c * lda] = g[tid + c * ld];
  }
  if (tid == 0) {
    s_zero = -1;
    s_moved = 0;
  }
  if (tid < 2 * kRowsWarps) {
    s_k[tid / kRowsWarps][tid % kRowsWarps] = 0ull;
    s_lr[tid / kRowsWarps][tid % kRowsWarps] = INT_MAX;
  }
  __syncthreads();
  // The thread's row: its logical position and the step it was chosen at (INT_MAX: active;
  // -1: past the panel's rows).
  int lp = tid;
  int st = tid < m ? INT_MAX : -1;
  T x[W];
  int c0 = 0;
  for (;; c0 += W) {
    const int wl = n - c0 < W ? n - c0 : W;
    const bool last = c0 + W >= n;
#pragma unroll
    for (int k = 0; k < W; ++k) x[k] = st >= c0 && k < wl ? A[tid + (c0 + k) * lda] : l2::zero<T>();
#pragma unroll
    for (int jj = 0; jj < W; ++jj) {
      if (jj >= wl) continue;
      const int j = c0 + jj, P = j & 1;
      // 1. The warp's candidate; the previous step's update of columns right of j.
      const bool act = st == INT_MAX;
      const unsigned long long vk = act && d.pivot ? cand_key(abs1(x[jj])) : 0ull;
      if (act && lp == j) s_hold[P] = tid;
      const T vf = pivot_factor(x[jj]);
      unsigned long long wk = vk;
      int wlg = act ? lp : INT_MAX;
      warp_best(wk, wlg);
      if (wk != 0ull ? vk == wk && lp == wlg : lane == 0) {
        s_k[P][warp] = wk;
        s_lr[P][warp] = wlg << 16 | tid;
      }
      if (jj >= 1 && act) {
#pragma unroll
        for (int k = 0; k < W; ++k)
          if (k > jj) x[k] = nmadd(x[k], x[jj - 1], s_lu[jj - 1][k]);
      }
      __syncthreads();
      // 2. The winner, the same in every thread; its thread publishes its row.
      unsigned long long bk[kRowsWarps];
      int bl[kRowsWarps];
#pragma unroll
      for (int i = 0; i < kRowsWarps; ++i) {
        bk[i] = s_k[P][i];
        bl[i] = s_lr[P][i];
      }
#pragma unroll
      for (int h = kRowsWarps / 2; h > 0; h /= 2)
#pragma unroll
        for (int i = 0; i < h; ++i) {
          const bool take = first_of(bk[i + h], bl[i + h], bk[i], bl[i]);
          bk[i] = take ? bk[i + h] : bk[i];
          bl[i] = take ? bl[i + h] : bl[i];
        }
      // No candidate (npvt, or every value NaN): the row at logical j, not interchanged.
      const bool won = bk[0] != 0ull;
      const int p = won ? bl[0] >> 16 : j;
      const int q = won ? bl[0] & 0xffff : s_hold[P];
      if (tid == q) {
#pragma unroll
        for (int k = 0; k < W; ++k) s_lu[jj][k] = x[k];
        s_f[P] = vf;
        s_q[jj] = q;
        s_piv[j] = p;
        if (p != j) s_moved = 1;
        if (l2::is_zero(x[jj]) && s_zero < 0) s_zero = j;
        lp = j;
        st = j;
      } else if (act && lp == j) {
        lp = p;
      }
      __syncthreads();
      // 3. The multipliers (a uniform branch: no division beside the reciprocal's product),
      // and column j + 1.
      const T piv = s_lu[jj][jj];
      const bool nz = won ? bk[0] != 1ull : !l2::is_zero(piv);
      const bool recip = abs1(piv) >= sfmin<T>();
      if (st == INT_MAX) {
        if (nz) {
          if (recip) {
            x[jj] = l2::mul(x[jj], s_f[P]);
          } else {
            x[jj] = dv(x[jj], piv);
          }
        }
        if (jj + 1 < W) x[jj + 1] = nmadd(x[jj + 1], x[jj], s_lu[jj][jj + 1]);
      }
    }
    if (last) break;
    // Columns right of the leaf: the leaf's rows of U (a forward substitution with its unit
    // lower triangle, a thread a column), then every active row's update.
    const int cr = c0 + W, rest = n - cr;
    if (st >= c0) {
#pragma unroll
      for (int k = 0; k < W; ++k) A[tid + (c0 + k) * lda] = x[k];
    }
    for (int c = tid; c < rest; c += nt) {
      T u[W];
#pragma unroll
      for (int k = 0; k < W; ++k) u[k] = A[s_q[k] + (cr + c) * lda];
#pragma unroll
      for (int k = 1; k < W; ++k) {
        // One row of the triangle at a time: left to itself the compiler loads all of it
        // ahead, into more registers than the kernel has.
        asm volatile("" ::: "memory");
#pragma unroll
        for (int h = 0; h < k; ++h) u[k] = nmadd(u[k], s_lu[k][h], u[h]);
      }
#pragma unroll
      for (int k = 0; k < W; ++k) {
        s_u[k][c] = u[k];
        A[s_q[k] + (cr + c) * lda] = u[k];
      }
    }
    __syncthreads();
    if (st == INT_MAX) {
      T* row = A + tid + cr * lda;
      for (int c = 0; c < rest; c += kRowsChunk) {
        T a[kRowsChunk];
#pragma unroll
        for (int h = 0; h < kRowsChunk; ++h) a[h] = c + h < rest ? row[(c + h) * lda] : l2::zero<T>();
#pragma unroll
        for (int k = 0; k < W; ++k) {
          asm volatile("" ::: "memory");  // a row of s_u at a time, as above
#pragma unroll
          for (int h = 0; h < kRowsChunk; ++h)
            a[h] = nmadd(a[h], x[k], s_u[k][c + h < kRowsMaxPanel ? c + h : 0]);
        }
#pragma unroll
        for (int h = 0; h < kRowsChunk; ++h)
          if (c + h < rest) row[(c + h) * lda] = a[h];
      }
    }
  }
  // Every row to its logical position; the last leaf's columns are in the registers of the
  // rows it factored.
  const int wl = n - c0;
  if (in_shared) {
    __syncthreads();  // the copy's last writes; s_piv, s_zero final
    if (st >= 0) {
#pragma unroll
      for (int k = 0; k < W; ++k)
        if (k < wl) g[lp + (c0 + k) * ld] = st >= c0 ? x[k] : A[tid + (c0 + k) * lda];
      for (int c = 0; c < c0; ++c) g[lp + c * ld] = A[tid + c * lda];
    }
  } else {
    // In place, only the rows that moved are rewritten left of the last leaf; a barrier
    // between a leaf's reads and its writes, and a leaf's writes meet no other leaf's reads.
    const bool mv = st >= 0 && lp != tid;
    if (mv && st < c0) {
#pragma unroll
      for (int k = 0; k < W; ++k)
        if (k < wl) x[k] = g[tid + (c0 + k) * ld];
    }
    __syncthreads();  // s_moved, s_piv, s_zero final; the last leaf's columns read
    if (mv || st >= c0) {
#pragma unroll
      for (int k = 0; k < W; ++k)
        if (k < wl) g[lp + (c0 + k) * ld] = x[k];
    }
    if (s_moved != 0) {
      for (int b0 = 0; b0 < c0; b0 += W) {
        if (mv) {
#pragma unroll
          for (int k = 0; k < W; ++k) x[k] = g[tid + (b0 + k) * ld];
        }
        __syncthreads();
        if (mv) {
#pragma unroll
          for (int k = 0; k < W; ++k) g[lp + (b0 + k) * ld] = x[k];
        }
      }
    }
  }
  int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) : nullptr;
  int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) : nullptr;
  if (ipiv != nullptr)
    for (int k = tid; k < n; k += nt) ipiv[d.row0 + k] = static_cast<int>(d.row0 + s_piv[k] + 1);
  if (tid == 0 && s_zero >= 0 && info != nullptr && *info == 0) *info = static_cast<int>(d.row0 + s_zero + 1);
}

template <class T>
int launch_getf2_rows(const SolverDesc& d, hipStream_t s) {
  if constexpr (sizeof(typename Ty<T>::R) != sizeof(T)) {
    return kInvalidLaunch;  // complex: the cluster panel is as fast or faster
  } else {
    if (d.batch != 1 || d.m < 1 || d.m > kRowsThreads || d.n < 1 || d.n > d.m || d.n > kRowsMaxPanel)
      return kInvalidLaunch;
    const long long nt = (d.m + OXHIP_WARP - 1) / OXHIP_WARP * OXHIP_WARP;
    const long long bytes = (d.m | 1) * d.n * static_cast<long long>(sizeof(T));
    const int in_shared = bytes <= kRowsShared ? 1 : 0;
#if defined(OXBLAS_HIP_NVIDIA)
    if (in_shared)
      if (int e = kern::opt_in_shared<&getf2_rows_kernel<T>>(static_cast<size_t>(kRowsShared))) return e;
#endif
    (void)hipGetLastError();
    kern::launch_pdl_smem(getf2_rows_kernel<T>, dim3(1), dim3(static_cast<unsigned>(nt)),
                        static_cast<size_t>(in_shared ? bytes : 0), s, d, in_shared);
    return static_cast<int>(hipGetLastError());
  }
}

template int launch_getf2_rows<float>(const SolverDesc&, hipStream_t);
template int launch_getf2_rows<double>(const SolverDesc&, hipStream_t);
template int launch_getf2_rows<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2_rows<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
