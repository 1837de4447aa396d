// Device side of the solver's kernels (SolverDesc, bridge/launch.rs): the pieces the blocked
// getrf/getrs/potrf/potrs of rust/solver/ compose with gemm and level-3 trsm. Each kernel does exactly what the
// host reference (rust/backend/host/solver.rs) does, element for element, in the element's own
// precision: pivots are the first row of largest |re| + |im| (LAPACK's i?amax), a pivot of at
// least the smallest normal is applied as a reciprocal, smaller ones by division, a zero pivot
// is skipped (no division, so a singular matrix produces no NaN) and reported once in info.
//
// Kernels allocate nothing; workspace (update blocks, pointer arrays) arrives as
// addresses in the descriptor. Sub-matrices are element offsets from each batch entry's
// matrix, so pointer-array batches work as strided ones do.
#pragma once

#include <cstdint>

#include "../level2/level2_common.h"

namespace oxblas_hip {
namespace slv {

using kern::c32;
using kern::c64;
using oxblas::launch::Diag;
using oxblas::launch::DTypeCode;
using oxblas::launch::Operand;
using oxblas::launch::SolverDesc;
using oxblas::launch::SolverOp;
using oxblas::launch::Trans;
using oxblas::launch::Uplo;

// The real type of an element type, and the block order of the triangle kernels (plan::nb).
template <class T> struct Ty;
template <> struct Ty<float> { using R = float; static constexpr int NB = 64; };
template <> struct Ty<double> { using R = double; static constexpr int NB = 64; };
template <> struct Ty<c32> { using R = float; static constexpr int NB = 64; };
template <> struct Ty<c64> { using R = double; static constexpr int NB = 32; };

__device__ inline float re(float v) { return v; }
__device__ inline double re(double v) { return v; }
__device__ inline float re(c32 v) { return v.re; }
__device__ inline double re(c64 v) { return v.re; }

template <class T> __device__ inline T from_re(typename Ty<T>::R v);
template <> __device__ inline float from_re<float>(float v) { return v; }
template <> __device__ inline double from_re<double>(double v) { return v; }
template <> __device__ inline c32 from_re<c32>(float v) { return c32{v, 0.0f}; }
template <> __device__ inline c64 from_re<c64>(double v) { return c64{v, 0.0}; }

// |re| + |im| in the element's precision (LAPACK's cabs1), widened for comparisons.
__device__ inline double abs1(float v) { return fabsf(v); }
__device__ inline double abs1(double v) { return fabs(v); }
__device__ inline double abs1(c32 v) { return fabsf(v.re) + fabsf(v.im); }
__device__ inline double abs1(c64 v) { return fabs(v.re) + fabs(v.im); }

__device__ inline float sub(float a, float b) { return a - b; }
__device__ inline double sub(double a, double b) { return a - b; }
__device__ inline c32 sub(c32 a, c32 b) { return c32{a.re - b.re, a.im - b.im}; }
__device__ inline c64 sub(c64 a, c64 b) { return c64{a.re - b.re, a.im - b.im}; }
__device__ inline float neg(float a) { return -a; }
__device__ inline double neg(double a) { return -a; }
__device__ inline c32 neg(c32 a) { return c32{-a.re, -a.im}; }
__device__ inline c64 neg(c64 a) { return c64{-a.re, -a.im}; }

// a / b, as num_complex divides (a·conj(b) / |b|², unscaled) for complex types.
__device__ inline float dv(float a, float b) { return a / b; }
__device__ inline double dv(double a, double b) { return a / b; }
__device__ inline c32 dv(c32 a, c32 b) {
  const float d = b.re * b.re + b.im * b.im;
  return c32{(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
}
__device__ inline c64 dv(c64 a, c64 b) {
  const double d = b.re * b.re + b.im * b.im;
  return c64{(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
}

template <class T> __device__ inline T one() { return l2::make<T>(1.0, 0.0); }

// (value, row) of the first largest value: ties go to the smaller row (LAPACK's i?amax).
// For reductions of candidates that are never NaN (shuffled or published ones).
__device__ inline void better(double& v, int& i, double v2, int i2) {
  if (v2 > v || (v2 == v && i2 < i)) {
    v = v2;
    i = i2;
  }
}

// A candidate's key for a value of abs1 (non-negative, or NaN): its bits plus one
// (non-negative doubles order as their bits), 0 for NaN and for negative values (no
// candidate). Integer operations only: as a floating-point compare the NaN test can be lost
// (against a known starting -1 ptxas folded `a > v` to true for values widened from f32).
// The one-block panel and the warp reductions compare keys; the cluster panel's lane search
// compares doubles against a start the compiler cannot see; better_scan tests the key.
__device__ inline unsigned long long cand_key(double a) {
  const unsigned long long b = static_cast<unsigned long long>(__double_as_longlong(a));
  return b <= 0x7ff0000000000000ull ? b + 1ull : 0ull;
}

// As better, for a thread's scan of its own rows (v starting at -1): a value without a key
// (NaN) is never taken. With the floating-point compares alone, in the portable panels (the
// kernels AMD runs) a NaN row became a thread's best and hid its real candidate
// (tests/solver.rs: nan_rows_hide_no_pivot with OXBLAS_LU_PANEL_PORTABLE=1, an sgetrf 512x64
// with |l| = 1.008 on an H200).
__device__ inline void better_scan(double& v, int& i, double v2, int i2) {
  if (cand_key(v2) != 0ull && (v2 > v || (v2 == v && i2 < i))) {
    v = v2;
    i = i2;
  }
}

// The block's first largest (value, row) from every thread's candidate, in every thread.
// `s_v`, `s_i`: a slot per warp; two calls need a barrier between them.
__device__ inline void block_argmax(double& v, int& i, double* s_v, int* s_i) {
  const int lane = threadIdx.x % OXHIP_WARP, warp = threadIdx.x / OXHIP_WARP;
  for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) {
    const double v2 = kern::shfl_down(v, off);
    const int i2 = kern::shfl_down(i, off);
    better(v, i, v2, i2);
  }
  if (lane == 0) {
    s_v[warp] = v;
    s_i[warp] = i;
  }
  __syncthreads();
  v = s_v[0];
  i = s_i[0];
  for (int w = 1; w < static_cast<int>(blockDim.x) / OXHIP_WARP; ++w) better(v, i, s_v[w], s_i[w]);
}

// Lane `src`'s value in every lane of the warp, real or complex (every lane must take part).
template <class V>
__device__ inline V bcast(V v, int src) {
  return kern::shfl(v, src);
}

// Smallest normal of the element's precision (LAPACK's sfmin).
template <class T> __device__ inline double sfmin() {
  return sizeof(typename Ty<T>::R) == 4 ? 1.1754943508222875e-38 : 2.2250738585072014e-308;
}

// Batch b's matrix of `o`, plus `off` elements.
template <class T>
__device__ inline T* entry(const Operand& o, long long b, long long off) {
  return l2::batch_ptr<T>(o, b) + off;
}

// The launchers of each compile unit (getf2.cpp, getf2_warp.cpp, getf2_panel.cpp,
// getf2_panel_cluster.cpp, getf2_panel_rows.cpp, getrf_resident.cpp, tri.cpp, potf2.cpp,
// potrf_leaf.cpp, solver.cpp).
template <class T> int launch_getf2(const SolverDesc& d, hipStream_t s);
// Matrices of at most 32 rows and 32 columns, one warp each (kInvalidLaunch otherwise).
template <class T> int launch_getf2_warp(const SolverDesc& d, hipStream_t s);
template <class T> int launch_getf2_panel(const SolverDesc& d, hipStream_t s);
// The cluster panel of sm_90 (getf2_panel_cluster.cpp): at most 16 blocks; kInvalidLaunch
// where it cannot run (elsewhere always).
template <class T> int launch_getf2_panel_cluster(const SolverDesc& d, hipStream_t s);
// A real panel of at most 256 rows (n <= m, n <= 64) on one block (getf2_panel_rows.cpp):
// any vendor; kInvalidLaunch for other shapes and for complex types.
template <class T> int launch_getf2_rows(const SolverDesc& d, hipStream_t s);
// A whole matrix's LU on a persistent grid that keeps it in shared memory
// (getrf_resident.cpp): any vendor; kInvalidLaunch for shapes beyond the plan's.
template <class T> int launch_getrf_resident(const SolverDesc& d, hipStream_t s);
template <class T> int launch_tri_solve(const SolverDesc& d, hipStream_t s);
// getrs of one matrix with one vector in one launch (getrs_fused.cpp): order at most 1024;
// kInvalidLaunch otherwise.
template <class T> int launch_getrs_fused(const SolverDesc& d, hipStream_t s);
template <class T> int launch_potf2(const SolverDesc& d, hipStream_t s);
template <class T> int launch_potrf_leaf(const SolverDesc& d, hipStream_t s);

// Rows [r0, r0 + rows) of the rows x n block at g (leading dimension ld) into the shared tile
// (leading dimension R), by every thread of the block: each pass issues eight loads a thread
// before it stores any, so a thread has eight round trips to memory in flight instead of one
// (one element per loop trip left every trip waiting on its load: 32 round trips for a
// 512-row block of a 32-column panel on the LU chain; H200: dgetrf 4096/8192 -2.2/-2.0%,
// docs/benchmarks/2026-11-29-h200-lu-panel-loads/). The element order is column by column.
template <class T>
__device__ inline void tile_load(T* tile, int R, const T* g, long long ld, int r0, int rows, int n) {
  constexpr int U = 8;
  const int total = rows * n, nt = static_cast<int>(blockDim.x);
  if (total <= 0) return;
  // Element k = i + c * rows; a step of nt elements moves (di, dc), carried without division.
  const int dc = nt / rows, di = nt - dc * rows;
  int i = static_cast<int>(threadIdx.x) % rows, c = static_cast<int>(threadIdx.x) / rows;
  for (int k0 = static_cast<int>(threadIdx.x); k0 < total; k0 += U * nt) {
    T v[U];
    int ii[U], cc[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      ii[u] = i;
      cc[u] = c;
      if (k0 + u * nt < total) v[u] = g[r0 + i + static_cast<long long>(c) * ld];
      i += di;
      c += dc;
      if (i >= rows) {
        i -= rows;
        ++c;
      }
    }
#pragma unroll
    for (int u = 0; u < U; ++u)
      if (k0 + u * nt < total) tile[ii[u] + cc[u] * R] = v[u];
  }
}

// Whether a batch entry's factorization has already stopped (its info value is set): thread 0
// reads it into the shared `flag`, and after the barrier every thread of the block has it.
__device__ inline bool stopped(const int* info, int* flag) {
  if (threadIdx.x == 0) *flag = info != nullptr && *info != 0;
  __syncthreads();
  return *flag != 0;
}

// A 1-D grid of `blocks` blocks, at most 2^31 - 1 (the kernels stride over the rest).
inline unsigned grid_blocks(long long blocks) {
  return static_cast<unsigned>(blocks < 0x7fffffffLL ? blocks : 0x7fffffffLL);
}

inline unsigned grid_batch(long long batch) {
  return static_cast<unsigned>(batch < 65535 ? batch : 65535);
}

}  // namespace slv
}  // namespace oxblas_hip
