// The pieces of a multi-block LU panel that its kernels share: the grid-barrier kernel
// (getf2_panel.cpp, portable), the cluster kernel (getf2_panel_cluster.cpp, sm_90) and the
// resident LU (getrf_resident.cpp). Each block holds rows [r0, r0 + rows) of the panel in
// shared memory (`tile`, leading dimension R).
#pragma once

#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

// The block's rows of the m×n panel back from the tile to g (leading dimension ld); they came
// in by tile_load (solver_common.h).
template <class T>
__device__ inline void panel_store(const T* tile, int R, T* g, long long ld, int r0, int rows, int n) {
  for (int k = threadIdx.x; k < rows * n; k += blockDim.x) {
    const int i = k % rows, c = k / rows;
    g[r0 + i + c * ld] = tile[i + c * R];
  }
}

// A cooperative launch of `kernel` (its blocks wait on each other, so all must be resident at
// once) with the descriptor as its one argument. Where the runtime refuses the grid on this
// device as it is shared now (MPS limits, a partition with fewer multiprocessors than the
// plan counted), the one-block getf2 factors the same panel or matrix, with the same pivots.
template <class T>
inline int launch_cooperative(const void* kernel, long long blocks, int threads, long long bytes,
                              const SolverDesc& d, hipStream_t s) {
  SolverDesc arg = d;
  void* args[] = {&arg};
  const hipError_t e = hipLaunchCooperativeKernel(kernel, dim3(static_cast<unsigned>(blocks)),
                                                  dim3(static_cast<unsigned>(threads)), args,
                                                  static_cast<unsigned>(bytes), s);
  if (e == hipErrorCooperativeLaunchTooLarge) {
    (void)hipGetLastError();
    return launch_getf2<T>(d, s);
  }
  return static_cast<int>(e);
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

// x - m·u with explicit fused multiply-adds: the one-block and cluster panels apply a column's
// steps to different columns in different threads, and must meet the portable kernels' results
// to the bit.
__device__ inline float nmadd(float x, float m, float u) { return fmaf(-m, u, x); }
__device__ inline double nmadd(double x, double m, double u) { return fma(-m, u, x); }
__device__ inline c32 nmadd(c32 x, c32 m, c32 u) {
  return c32{fmaf(-m.re, u.re, fmaf(m.im, u.im, x.re)), fmaf(-m.re, u.im, fmaf(-m.im, u.re, x.im))};
}
__device__ inline c64 nmadd(c64 x, c64 m, c64 u) {
  return c64{fma(-m.re, u.re, fma(m.im, u.im, x.re)), fma(-m.re, u.im, fma(-m.im, u.re, x.im))};
}

// 1/x, correctly rounded (the same bits as dv(one, x)); on NVIDIA without the division's slow
// path.
#if defined(OXBLAS_HIP_NVIDIA)
__device__ inline float recip_of(float x) { return __frcp_rn(x); }
__device__ inline double recip_of(double x) { return __drcp_rn(x); }
#else
__device__ inline float recip_of(float x) { return dv(1.0f, x); }
__device__ inline double recip_of(double x) { return dv(1.0, x); }
#endif
__device__ inline c32 recip_of(c32 x) { return dv(one<c32>(), x); }
__device__ inline c64 recip_of(c64 x) { return dv(one<c64>(), x); }

// The pivot factor as the multipliers use it: the reciprocal when |x| is at least the smallest
// normal, else x itself (divided by).
template <class T>
__device__ inline T pivot_factor(T x) {
  return abs1(x) >= sfmin<T>() ? recip_of(x) : x;
}

// Whether (k2, l2) comes first: the larger key, then the smaller logical row. Branch-free.
__device__ inline bool first_of(unsigned long long k2, int l2, unsigned long long k, int l) {
  return (k2 > k) | ((k2 == k) & (l2 < l));
}

// The first largest (key, l) of the warp, in every lane.
__device__ inline void warp_best(unsigned long long& k, int& l) {
  for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) {
    const unsigned long long k2 = kern::shfl_xor(k, off);
    const int l2 = kern::shfl_xor(l, off);
    const bool take = first_of(k2, l2, k, l);
    k = take ? k2 : k;
    l = take ? l2 : l;
  }
}

#if defined(OXBLAS_HIP_NVIDIA)
// The second half of warp_first_largest (below): among the lanes `at_top` (ballot m1) whose
// keys share the largest top 32 bits, the lane with the largest low bits, then the smallest i;
// where one lane alone has the top word (random data: nearly always), that lane at once.
__device__ inline int warp_first_at_top(bool at_top, unsigned m1, unsigned lo, int i) {
  if ((m1 & (m1 - 1)) == 0) return __ffs(m1) - 1;
  unsigned lo_top = 0;
  if (at_top) lo_top = __reduce_max_sync(m1, lo);
  const bool best = at_top && lo == lo_top;
  const unsigned m2 = __ballot_sync(0xffffffffu, best);
  if ((m2 & (m2 - 1)) == 0) return __ffs(m2) - 1;
  unsigned first = 0;
  if (best) first = __reduce_min_sync(m2, static_cast<unsigned>(i));
  return __ffs(__ballot_sync(0xffffffffu, best && static_cast<unsigned>(i) == first)) - 1;
}
// The lane holding the first largest (v, i) of the warp (the sm_90 cluster panel's): largest
// v, then smallest i; v < 0 and NaN are no candidate. -1 when no lane has one. Warp
// reductions on the value's bits (non-negative doubles order as their bits), the index only
// among equal values: a handful of redux/ballot steps instead of five rounds of shuffles.
__device__ inline int warp_first_largest(double v, int i) {
  const unsigned long long key = cand_key(v);
  if (__ballot_sync(0xffffffffu, key != 0) == 0) return -1;
  const unsigned hi = static_cast<unsigned>(key >> 32), lo = static_cast<unsigned>(key);
  const unsigned top = __reduce_max_sync(0xffffffffu, hi);
  const bool at_top = hi == top;
  return warp_first_at_top(at_top, __ballot_sync(0xffffffffu, at_top), lo, i);
}
#endif

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
