// The pieces of a multi-block LU panel that its two kernels share: the grid-barrier kernel
// (getf2_panel.cpp, portable) and the cluster kernel (getf2_panel_cluster.cpp, sm_90). Each
// block holds rows [r0, r0 + rows) of the panel in shared memory (`tile`, leading dimension R).
#pragma once

#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

// The block's rows of the m×n panel at g (leading dimension ld) into the tile, and back.
template <class T>
__device__ inline void panel_load(T* tile, int R, const T* g, long long ld, int r0, int rows, int n) {
  for (int k = threadIdx.x; k < rows * n; k += blockDim.x) {
    const int i = k % rows, c = k / rows;
    tile[i + c * R] = g[r0 + i + c * ld];
  }
}
template <class T>
__device__ inline void panel_store(const T* tile, int R, T* g, long long ld, int r0, int rows, int n) {
  for (int k = threadIdx.x; k < rows * n; k += blockDim.x) {
    const int i = k % rows, c = k / rows;
    g[r0 + i + c * ld] = tile[i + c * R];
  }
}

// better() that also carries the candidate's block.
__device__ inline void better_block(double& v, int& i, int& b, double v2, int i2, int b2) {
  if (v2 > v || (v2 == v && i2 < i)) {
    v = v2;
    i = i2;
    b = b2;
  }
}

// The warp's first largest (value, row, block) from every lane's, in every lane.
__device__ inline void warp_winner(double& v, int& i, int& b) {
  for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) {
    const double v2 = kern::shfl_xor(v, off);
    const int i2 = kern::shfl_xor(i, off);
    const int b2 = kern::shfl_xor(b, off);
    better_block(v, i, b, v2, i2, b2);
  }
}

// Column j's pivot step in this block, by all its threads: the interchange of rows j and p
// where the block holds them (prow: the pivot row, jrow: row j as it was, read where the block
// holds row p; row p's column j is left to the scaling), then the multipliers of column j
// below row j into mult (and the tile, unless the pivot is zero). Whether the pivot is nonzero.
template <class T>
__device__ inline bool panel_pivot(T* tile, int R, int r0, int rows, int n, int j, int p,
                                   const T* prow, const T* jrow, T* mult) {
  const int tid = threadIdx.x, nt = blockDim.x;
  const bool own_p = p >= r0 && p < r0 + rows;
  const bool own_j = j >= r0 && j < r0 + rows;
  const T piv = prow[j];
  const bool nz = !l2::is_zero(piv);
  const bool swap = nz && p != j;
  if (swap) {
    for (int c = tid; c < n; c += nt) {
      if (own_p && c != j) tile[p - r0 + c * R] = jrow[c];
      if (own_j) tile[j - r0 + c * R] = prow[c];
    }
  }
  const int first = j + 1 > r0 ? j + 1 - r0 : 0;  // first local row below j
  const bool recip = abs1(piv) >= sfmin<T>();
  const T r = recip ? dv(one<T>(), piv) : piv;
  for (int i = first + tid; i < rows; i += nt) {
    T l = (swap && own_p && i == p - r0) ? jrow[j] : tile[i + j * R];
    if (nz) {
      l = recip ? l2::mul(l, r) : dv(l, piv);
      tile[i + j * R] = l;
    }
    mult[i] = l;
  }
  return nz;
}

}  // namespace slv
}  // namespace oxblas_hip
