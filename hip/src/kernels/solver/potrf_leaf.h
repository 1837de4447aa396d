// potrf's shared-memory leaf on NVIDIA (potrf_leaf.cpp: the FMA kernel of f32 and c32;
// potrf_leaf_dmma.cpp: f64 on the tensor cores): the pieces both kernels run, on the same
// shared-memory picture of the block.
//
// The block of order n <= 128 is held in its lower form (an upper triangle as L = U^H), padded
// to np, a multiple of 32, with the identity. S holds L in its lower triangle and X^T = L^-T
// in its strict upper one (X[i][k] at (k, i)), the diagonal of X (the reciprocals of L's) in
// `rcp`. The factor goes by panels of 32 columns; a panel's 32×32 diagonal block is factored
// column by column by one warp (factor_diag) and its inverse made by that warp
// (invert_diag); what the kernels do between (the panel below, the trailing triangle, the
// inverse's off-diagonal blocks) is their own.
#pragma once

#include "solver_common.h"

namespace oxblas_hip {
namespace slv {
namespace leaf {

// The leaf order (plan::CHOL_LEAF, level-3 trsm's BLOCK), the panel width, the threads of a
// block (a thread may keep a row of a panel, 32 elements, and 16 sums in registers: 512
// threads spilled kilobytes of them for f64).
constexpr int kLeaf = 128, kPanel = 32, kThreads = 256, kWarps = kThreads / 32;
constexpr int kRowGroups = kLeaf / kPanel;
constexpr int kSub = 8;  // the diagonal block's sub-blocks (factor_diag)
// Columns a thread loads from global memory at a time (4 rows each: 16 loads in flight); the
// stores take half as many (each has an L and an X value).
constexpr int kIoCols = 4;

__device__ inline float rsq(float v) { return rsqrtf(v); }
__device__ inline double rsq(double v) { return rsqrt(v); }

template <class T>
__device__ inline T scaled(T v, typename Ty<T>::R r) {
  return l2::mul(v, from_re<T>(r));
}

#if defined(OXBLAS_HIP_NVIDIA)
// The block's elements in shared memory, leading dimension LDS.
template <class T, int LDS>
struct Block {
  using R = typename Ty<T>::R;
  T* s;
  R* rcp;
  // L[i][k] (i >= k) and X[i][k] (i > k).
  __device__ T& L(int i, int k) const { return s[i + k * LDS]; }
  __device__ T& X(int i, int k) const { return s[k + i * LDS]; }
};

// One batch entry's operands: the matrix, the inverse's block (null without one: a matrix that
// is one leaf), and the entry's info.
template <class T>
struct Entry {
  T* a;
  T* inv;
  int* info;
};

// Batch entry b's operands, or false (in every thread) when its factorization has already
// stopped (its info is set). Resets the shared failure column first.
template <class T>
__device__ inline bool begin_entry(const SolverDesc& d, long long b, int* s_stop, int* s_fail, Entry<T>& e) {
  e.info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
  if (threadIdx.x == 0) *s_fail = -1;
  if (stopped(e.info, s_stop)) return false;
  e.a = entry<T>(d.a.at, b, d.a_off);
  e.inv = d.b.at.addr != 0 ? entry<T>(d.b.at, b, d.b_off) : nullptr;
  return true;
}

// The uplo triangle of `a` (order n) into S as L's lower triangle, the identity from n to np.
// Thread (lane, warp) moves rows lane + 32·ra and columns warp + 8·c: no division in the
// indices. kIoCols columns (up to 4·kIoCols elements) at a time, every load of a group before
// its stores: a is a generic pointer that may alias S, so a load after a store to S is not
// moved ahead of it and the loop waited for each load in turn (~15 us of a 137 us leaf on the
// H200; ~4 us this way).
template <class T, bool LOWER, int LDS>
__device__ inline void load(const Block<T, LDS>& B, const T* a, long long ld, int n, int np) {
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int row_groups = np / kPanel;
  for (int c0 = 0; c0 < np / kWarps; c0 += kIoCols) {
    T v[kIoCols][kRowGroups];
#pragma unroll
    for (int c = 0; c < kIoCols; ++c) {
#pragma unroll
      for (int ra = 0; ra < kRowGroups; ++ra) {
        const int i = lane + kPanel * ra, k = warp + kWarps * (c0 + c);
        v[c][ra] = i == k ? one<T>() : l2::zero<T>();
        if (ra < row_groups && k <= i && i < n) v[c][ra] = LOWER ? a[i + k * ld] : l2::conj(a[k + i * ld]);
      }
    }
#pragma unroll
    for (int c = 0; c < kIoCols; ++c) {
#pragma unroll
      for (int ra = 0; ra < kRowGroups; ++ra) {
        const int i = lane + kPanel * ra, k = warp + kWarps * (c0 + c);
        if (ra < row_groups && k <= i) B.L(i, k) = v[c][ra];
      }
    }
  }
}

// One warp factors the diagonal block at c0 (updated by every earlier panel): lane l holds
// row l, the column's values come by shuffles (independent of each other, so they pipeline;
// shared memory loads here were each waited for in turn). The block goes by sub-blocks of kSub
// columns: inside one, a column step updates only the sub-block's later columns (one shuffle
// pair each); after it, the columns right of it lose its rank-kSub product at once, their
// values of it read from shared memory (W: 32·kSub elements, free while the warp runs this).
// Lanes update their whole row, the part right of the diagonal too (zeros at first, never
// read, never stored). The four diagonal blocks of an f64 leaf on the H200 (ncu samples): ~40
// us with lane predicates on every element and steps over all 31 - j later columns, ~20
// without the predicates, ~16 with sub-blocks of 8.
// Writes L's block and rcp[c0 ..]; at a minor that is not positive (column c0 + f), the
// reciprocals from it on are zero and *fail is c0 + f.
template <bool PAIR = false, class T, int LDS>
__device__ inline void factor_diag(const Block<T, LDS>& B, T* W, int c0, int* fail_at) {
  using R = typename Ty<T>::R;
  const int lane = threadIdx.x % 32;
  T row[kPanel];
#pragma unroll
  for (int k = 0; k < kPanel; ++k) row[k] = k <= lane ? B.L(c0 + lane, c0 + k) : l2::zero<T>();
  int fail = kPanel;
#pragma unroll
  for (int s0 = 0; s0 < kPanel; s0 += kSub) {
    if (PAIR) {
#pragma unroll
      for (int j = s0; j < s0 + kSub; j += 2) {
        // Columns j and j + 1 at once: every lane takes d_j, a_{j+1,j} and d_{j+1} (and the two
        // columns' values of the later rows) before the first square root, and works out
        // d_{j+1} - |l_{j+1,j}|^2 itself: one round of shuffles for two columns. (A failure
        // skips the later steps by `fail`, not by a break: with breaks the loop was not
        // unrolled and row[] went to local memory.)
        const R a0 = re(bcast(row[j], j));
        const T b10 = bcast(row[j], j + 1);
        const R c1 = re(bcast(row[j + 1], j + 1));
        T u[kSub], v[kSub];
#pragma unroll
        for (int k = j + 2; k < s0 + kSub; ++k) {
          u[k - s0] = bcast(row[j], k);
          v[k - s0] = bcast(row[j + 1], k);
        }
        if (fail == kPanel && !(a0 > R(0))) fail = j;  // uniform
        if (fail == kPanel) {
          const R r0 = rsq(a0);
          const T l10 = scaled(b10, r0);
          const R d1 = c1 - re(l2::mul(l10, l2::conj(l10)));
          const T x0 = scaled(row[j], r0);
          row[j] = lane == j ? from_re<T>(a0 * r0) : x0;
          if (lane == 0) B.rcp[c0 + j] = r0;
          const T y = sub(row[j + 1], l2::mul(x0, l2::conj(l10)));
          if (d1 > R(0)) {  // uniform
            const R r1 = rsq(d1);
            const T x1 = scaled(y, r1);
            row[j + 1] = lane == j + 1 ? from_re<T>(d1 * r1) : x1;
            if (lane == 0) B.rcp[c0 + j + 1] = r1;
#pragma unroll
            for (int k = j + 2; k < s0 + kSub; ++k) {
              const T lk0 = scaled(u[k - s0], r0);
              const T lk1 = scaled(sub(v[k - s0], l2::mul(lk0, l2::conj(l10))), r1);
              row[k] = sub(row[k], l2::add(l2::mul(x0, l2::conj(lk0)), l2::mul(x1, l2::conj(lk1))));
            }
          } else {  // column j done, j + 1 fails
            row[j + 1] = y;
#pragma unroll
            for (int k = j + 2; k < s0 + kSub; ++k) row[k] = sub(row[k], l2::mul(x0, l2::conj(scaled(u[k - s0], r0))));
            fail = j + 1;
          }
        }
      }
    } else {
#pragma unroll
      for (int j = s0; j < s0 + kSub; ++j) {
        const R djj = re(bcast(row[j], j));
        if (!(djj > R(0))) {  // uniform
          fail = j;
          break;
        }
        const R r = rsq(djj);
        row[j] = lane == j ? from_re<T>(djj * r) : scaled(row[j], r);
        if (lane == 0) B.rcp[c0 + j] = r;
#pragma unroll
        for (int k = j + 1; k < s0 + kSub; ++k) row[k] = sub(row[k], l2::mul(row[j], l2::conj(bcast(row[j], k))));
      }
    }
    if (fail < kPanel || s0 + kSub == kPanel) break;  // uniform
    // Row `lane` of the sub-block's columns into W (lane-major), then column k right of the
    // sub-block loses sum_j L[lane][j]·conj(L[k][j]).
#pragma unroll
    for (int j = 0; j < kSub; ++j) W[lane * kSub + j] = row[s0 + j];
    __syncwarp();
#pragma unroll
    for (int k = s0 + kSub; k < kPanel; ++k) {
      T acc = l2::zero<T>();
#pragma unroll
      for (int j = 0; j < kSub; ++j) acc = l2::add(acc, l2::mul(row[s0 + j], l2::conj(W[k * kSub + j])));
      row[k] = sub(row[k], acc);
    }
    __syncwarp();  // W is read before the next sub-block writes it
  }
#pragma unroll
  for (int k = 0; k < kPanel; ++k)
    if (k <= lane) B.L(c0 + lane, c0 + k) = row[k];
  if (lane >= fail) B.rcp[c0 + lane] = R(0);
  if (lane == 0 && fail < kPanel) *fail_at = c0 + fail;
}

// One warp inverts L's diagonal block at c0 into X's: lane l solves column l (right-looking:
// x_m final, then the rows below lose L[c][m]·x_m). With the reciprocals from a failing column
// on zero, X's rows from there on are zero.
template <class T, int LDS>
__device__ inline void invert_diag(const Block<T, LDS>& B, int c0) {
  const int lane = threadIdx.x % 32;
  T x[kPanel];
#pragma unroll
  for (int c = 0; c < kPanel; ++c) x[c] = c == lane ? one<T>() : l2::zero<T>();
#pragma unroll
  for (int m = 0; m < kPanel; ++m) {
    x[m] = scaled(x[m], B.rcp[c0 + m]);
#pragma unroll
    for (int c = m + 1; c < kPanel; ++c) x[c] = sub(x[c], l2::mul(B.L(c0 + c, c0 + m), x[m]));
  }
#pragma unroll
  for (int c = 0; c < kPanel; ++c)
    if (c > lane) B.X(c0 + c, c0 + lane) = x[c];
}

// L over the stored triangle of `a`; X (lower: L^-1, upper: U^-1 = X^H) over the n×n block of
// `inv` (when there is one), zeros in its other triangle and in its rows from a failing column
// (`fail`, or -1) on. As the loads: the shared-memory reads of kIoCols / 2 columns before their
// stores.
template <class T, bool LOWER, int LDS>
__device__ inline void store(const Block<T, LDS>& B, T* a, long long ld, T* inv, long long ldi, int n, int np,
                             int fail) {
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int row_groups = np / kPanel;
  for (int c0 = 0; c0 < np / kWarps; c0 += kIoCols / 2) {
    T lv[kIoCols / 2][kRowGroups], xv[kIoCols / 2][kRowGroups];
#pragma unroll
    for (int c = 0; c < kIoCols / 2; ++c) {
#pragma unroll
      for (int ra = 0; ra < kRowGroups; ++ra) {
        const int i = lane + kPanel * ra, k = warp + kWarps * (c0 + c);
        lv[c][ra] = xv[c][ra] = l2::zero<T>();
        if (ra < row_groups && k <= i && i < n) {
          lv[c][ra] = B.L(i, k);
          if (fail < 0 || i < fail) xv[c][ra] = i == k ? from_re<T>(B.rcp[i]) : B.X(i, k);
        }
      }
    }
#pragma unroll
    for (int c = 0; c < kIoCols / 2; ++c) {
#pragma unroll
      for (int ra = 0; ra < kRowGroups; ++ra) {
        const int i = lane + kPanel * ra, k = warp + kWarps * (c0 + c);
        if (ra >= row_groups || i >= n || k >= n) continue;
        if (k <= i) {
          if (LOWER) a[i + k * ld] = lv[c][ra];
          else a[k + i * ld] = l2::conj(lv[c][ra]);
        }
        if (inv == nullptr) continue;
        if (LOWER) inv[i + k * ldi] = xv[c][ra];
        else inv[k + i * ldi] = l2::conj(xv[c][ra]);
      }
    }
  }
}

#endif  // OXBLAS_HIP_NVIDIA

}  // namespace leaf

// The f64 leaf on sm_90's FP64 tensor cores (potrf_leaf_dmma.cpp), `grid` blocks;
// kInvalidLaunch where it cannot run.
int launch_potrf_leaf_dmma(const SolverDesc& d, unsigned grid, hipStream_t s);

}  // namespace slv
}  // namespace oxblas_hip
