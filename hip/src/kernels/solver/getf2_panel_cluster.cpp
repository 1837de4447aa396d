// Getf2Panel on sm_90: the multi-block LU panel as one thread-block cluster.
//
// getf2_panel.cpp's kernel spreads a panel over up to one block per multiprocessor and meets
// once per column through global memory: each block publishes its candidate, a grid-wide
// barrier (a fence, an atomic, a poll, a fence), then the winner and its row come back from
// L2. On an H200 a column costs 3.2 µs on one block and 5.2 µs on 128 (8192 rows).
//
// Hopper groups up to 16 blocks into a cluster that shares its shared memory (distributed
// shared memory) and has a barrier in hardware. Here a panel is one cluster: block b keeps
// rows [b·R, (b+1)·R) in its shared memory (up to 227 KiB), publishes its candidate, the
// candidate row and (from its owner) row j in its own shared memory, and after the cluster
// barrier warp 0 of every block reads the candidates and the winner's row straight from the
// others' shared memory. Global memory is read once and written once; pivots and info are
// kept in shared memory and written at the end.
//
// The critical path of a column is kept short: after the multipliers, warp 0 alone updates
// column j + 1, finds and publishes the next candidate (the candidate row's later columns are
// computed on the fly, with the same fused multiply-adds the other warps then apply to the
// tile), and arrives at the barrier with release semantics; the other warps arrive relaxed
// and update the remaining columns while the barrier and the next column's reads proceed
// (the pivot row and row j are double-buffered for that). H200, f64: 2.1-2.3 µs a column up to
// 1024 rows, 2.7 at 2048, 3.4 at 4096 (64 columns), 4.0 at 8192 (32 columns, 512 rows a
// block: the update then outweighs the path).
//
// Published candidates and rows are double-buffered by column parity: a block rewrites
// parity j & 1 at column j + 2, after the barrier of column j + 1, which every block reaches
// only after reading column j's. A last barrier keeps every block's shared memory alive until
// the others have read it.
//
// NVIDIA only; the launcher answers kInvalidLaunch where a cluster of the plan's size cannot
// run (too much shared memory, or the device as partitioned or shared has no room for the
// cluster: both learnt once per device), and launch_getf2_panel then takes the portable kernel
// or the one-block one.
#include "panel_common.h"

#if defined(OXBLAS_HIP_NVIDIA)
#include <cooperative_groups.h>

#include <mutex>

#include "../opt_in_shared.h"
#endif

namespace oxblas_hip {
namespace slv {

#if defined(OXBLAS_HIP_NVIDIA)

namespace cg = cooperative_groups;

constexpr int kClusterThreads = 512, kClusterWarps = kClusterThreads / 32;

// x - m·u with explicit fused multiply-adds: the candidate row a block publishes and the same
// row in its tile are computed by different warps, and must agree to the bit.
__device__ inline float nmadd(float x, float m, float u) { return fmaf(-m, u, x); }
__device__ inline double nmadd(double x, double m, double u) { return fma(-m, u, x); }
__device__ inline c32 nmadd(c32 x, c32 m, c32 u) {
  return c32{fmaf(-m.re, u.re, fmaf(m.im, u.im, x.re)), fmaf(-m.re, u.im, fmaf(-m.im, u.re, x.im))};
}
__device__ inline c64 nmadd(c64 x, c64 m, c64 u) {
  return c64{fma(-m.re, u.re, fma(m.im, u.im, x.re)), fma(-m.re, u.im, fma(-m.im, u.re, x.im))};
}

// The cluster barrier in halves: a warp that published arrives with release semantics, the
// others relaxed; every thread waits with acquire semantics before reading the others.
__device__ inline void cluster_arrive_release() {
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
__device__ inline void cluster_arrive_relaxed() {
  asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}
__device__ inline void cluster_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }

// The block's shared memory (plan::panel_cluster_bytes): its rows (leading dimension R), the
// multipliers, then two parities each of the pivot row, row j as it was, the published
// candidate row and the published row j, then (16-byte aligned) two candidate values and rows.
template <class T>
struct ClusterLayout {
  long long mult, prow, jrow, crow, rowj, cval, bytes;
  __host__ __device__ ClusterLayout(long long r, long long n) {
    const long long e = sizeof(T);
    mult = r * n * e;
    prow = mult + r * e;
    jrow = prow + 2 * n * e;
    crow = jrow + 2 * n * e;
    rowj = crow + 2 * n * e;
    cval = (rowj + 2 * n * e + 15) / 16 * 16;
    bytes = cval + 2 * 8 + 2 * 8;
  }
};

// Per column j (parity P = j & 1), with column j up to date in every block and each block's
// candidate for it published:
//   1. every thread waits at the cluster barrier;
//   2. warp 0 reads the candidates from every block's shared memory, picks the winner p and
//      copies its row (and, in the owner of row p, row j) into prow[P] / jrow[P];
//   3. the block swaps rows j and p where it owns them and scales column j (the multipliers);
//   4. warp 0 updates column j + 1, finds the block's candidate there, publishes it with its
//      row (the row's later columns computed on the fly: the tile still holds them before
//      the update) and, from the owner, row j + 1, and arrives (release); the other warps
//      arrive (relaxed) and update columns j + 2 onwards, overlapping the barrier and the
//      next column's reads (prow and jrow are double-buffered for that).
template <class T>
__global__ void __launch_bounds__(kClusterThreads) getf2_panel_cluster_kernel(SolverDesc d) {
  extern __shared__ double2 s_raw[];
  __shared__ int s_p;
  __shared__ int s_piv[64];  // pivots (0-based, panel rows), written out at the end
  __shared__ int s_zero;     // the first zero pivot (-1: none)
  cg::cluster_group cluster = cg::this_cluster();
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int G = static_cast<int>(cluster.num_blocks()), blk = static_cast<int>(cluster.block_rank());
  const int tid = threadIdx.x, nt = blockDim.x, lane = tid % 32, warp = tid / 32;
  const int R = (m + G - 1) / G;
  const int r0 = blk * R;
  const int rows = m - r0 < R ? (m - r0 > 0 ? m - r0 : 0) : R;
  const ClusterLayout<T> lay(R, n);
  unsigned char* sm = reinterpret_cast<unsigned char*>(s_raw);
  T* tile = reinterpret_cast<T*>(sm);
  T* mult = reinterpret_cast<T*>(sm + lay.mult);
  T* prow2 = reinterpret_cast<T*>(sm + lay.prow);   // [2][n]
  T* jrow2 = reinterpret_cast<T*>(sm + lay.jrow);   // [2][n]
  T* crow = reinterpret_cast<T*>(sm + lay.crow);    // [2][n]
  T* rowj = reinterpret_cast<T*>(sm + lay.rowj);    // [2][n]
  double* cval = reinterpret_cast<double*>(sm + lay.cval);   // [2]
  long long* cidx = reinterpret_cast<long long*>(cval + 2);  // [2]
  T* g = entry<T>(d.a.at, 0, d.a_off);
  const long long ld = d.a.ld;
  const int mn = m < n ? m : n;

  panel_load(tile, R, g, ld, r0, rows, n);
  if (tid == 0) s_zero = -1;
  __syncthreads();

  // Warp 0: publish column jc's candidate (its rows below jc - 1 of column jc are up to date;
  // with `u` non-null, the later columns of the candidate row and of row jc still lack the
  // update of column jc - 1, whose pivot row `u` is), then arrive.
  auto publish = [&](int jc, const T* u) {
    const int P = jc & 1;
    const int lj = jc >= r0 && jc < r0 + rows ? jc - r0 : -1;
    int li = -1;
    if (d.pivot) {
      double v = -1.0;
      int vi = m;
      // Four rows a lane at a time: their loads in flight together (a block holds up to
      // 512 rows, 16 a lane; one at a time the loop was a chain of shared-memory latencies on
      // the column's critical path). better() is a total order: any order gives its winner.
      const T* col = tile + jc * R;
      const int lo = jc > r0 ? jc - r0 : 0;
      int i = lo + lane;
      for (; i + 96 < rows; i += 128) {
        const double a0 = abs1(col[i]), a1 = abs1(col[i + 32]), a2 = abs1(col[i + 64]),
                     a3 = abs1(col[i + 96]);
        better(v, vi, a0, r0 + i);
        better(v, vi, a1, r0 + i + 32);
        better(v, vi, a2, r0 + i + 64);
        better(v, vi, a3, r0 + i + 96);
      }
      for (; i < rows; i += 32) better(v, vi, abs1(col[i]), r0 + i);
      for (int off = 16; off > 0; off >>= 1) {
        const double v2 = kern::shfl_xor(v, off);
        const int i2 = kern::shfl_xor(vi, off);
        better(v, vi, v2, i2);
      }
      if (lane == 0) {
        cval[P] = v;
        cidx[P] = vi;
      }
      li = vi < m ? vi - r0 : -1;
    }
    for (int c = lane; c < n; c += 32) {
      const bool later = u != nullptr && c > jc;
      if (li >= 0) {
        const T x = tile[li + c * R];
        crow[P * n + c] = later ? nmadd(x, mult[li], u[c]) : x;
      }
      if (lj >= 0) {
        const T x = tile[lj + c * R];
        rowj[P * n + c] = later ? nmadd(x, mult[lj], u[c]) : x;
      }
    }
    cluster_arrive_release();
  };

  // The rank-1 update of column c, this block's rows from `first` on, by one warp: four rows a
  // lane at a time, loaded before any is stored (the compiler cannot move a load of the tile
  // or the multipliers above a store to the tile itself: one at a time, each row waited for
  // the previous one's store).
  auto update = [&](int c, int first, const T* prow) {
    const T u = prow[c];
    T* col = tile + c * R;
    int i = first + lane;
    for (; i + 96 < rows; i += 128) {
      const T x0 = col[i], x1 = col[i + 32], x2 = col[i + 64], x3 = col[i + 96];
      const T m0 = mult[i], m1 = mult[i + 32], m2 = mult[i + 64], m3 = mult[i + 96];
      col[i] = nmadd(x0, m0, u);
      col[i + 32] = nmadd(x1, m1, u);
      col[i + 64] = nmadd(x2, m2, u);
      col[i + 96] = nmadd(x3, m3, u);
    }
    for (; i < rows; i += 32) col[i] = nmadd(col[i], mult[i], u);
  };

  if (warp == 0) {
    publish(0, nullptr);  // mn >= 1 (the launcher's precondition)
  } else {
    cluster_arrive_relaxed();
  }
  for (int j = 0; j < mn; ++j) {
    const int P = j & 1;
    T* prow = prow2 + P * n;
    T* jrow = jrow2 + P * n;
    cluster_wait();

    if (warp == 0) {
      int p = j, pb = -1;
      if (d.pivot) {
        double v = -1.0;
        int vi = m, vb = -1;
        if (lane < G) {
          v = *cluster.map_shared_rank(cval + P, lane);
          vi = static_cast<int>(*cluster.map_shared_rank(cidx + P, lane));
          vb = lane;
        }
        warp_winner(v, vi, vb);
        if (vi < m) {
          p = vi;
          pb = vb;
        }
      }
      const int jb = j / R;  // the block that owns row j
      const T* jsrc = cluster.map_shared_rank(rowj + P * n, jb);
      const T* src = pb >= 0 ? cluster.map_shared_rank(crow + P * n, pb) : jsrc;
      const bool own_p = p >= r0 && p < r0 + rows;
      for (int c = lane; c < n; c += 32) {
        prow[c] = src[c];
        if (own_p) jrow[c] = jsrc[c];
      }
      if (lane == 0) s_p = p;
    }
    __syncthreads();
    const int p = s_p;
    const bool nz = panel_pivot(tile, R, r0, rows, n, j, p, prow, jrow, mult);
    const int first = j + 1 > r0 ? j + 1 - r0 : 0;  // first local row below j
    if (blk == 0 && tid == 0) {
      s_piv[j] = p;
      if (!nz && s_zero < 0) s_zero = j;
    }
    __syncthreads();

    if (j + 1 < mn) {
      if (warp == 0) {
        // Column j + 1 first (the next pivot's column), then the next candidate.
        update(j + 1, first, prow);
        __syncwarp();
        publish(j + 1, prow);
      }
      // The other warps start on the columns after j + 1 once warp 0 has read the rows it
      // publishes.
      __syncthreads();
      if (warp != 0) {
        cluster_arrive_relaxed();
        for (int c = j + 2 + warp - 1; c < n; c += kClusterWarps - 1) update(c, first, prow);
      }
    } else {
      // The last pivot column: the rest of a wide panel's columns.
      for (int c = j + 1 + warp; c < n; c += kClusterWarps) update(c, first, prow);
    }
  }
  // No block leaves while another may still read its shared memory.
  __syncthreads();
  cluster_arrive_relaxed();
  cluster_wait();
  if (blk == 0) {
    int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) : nullptr;
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) : nullptr;
    if (ipiv != nullptr)
      for (int k = tid; k < mn; k += nt) ipiv[d.row0 + k] = static_cast<int>(d.row0 + s_piv[k] + 1);
    if (tid == 0 && s_zero >= 0 && info != nullptr && *info == 0) *info = static_cast<int>(d.row0 + s_zero + 1);
  }

  panel_store(tile, R, g, ld, r0, rows, n);
}

// What a cluster launch needs to know of the device: the kernel's shared-memory budget (the
// opt-in limit less its static shared memory) and which cluster sizes fit the device as it is
// partitioned or shared (bit b - 1: a cluster of b blocks, each with the whole budget; one
// that fits with it fits with less). Queried once per device and element type, with the
// kernel's opt-in and non-portable cluster attributes, so a launch costs no host queries.
struct ClusterLimits {
  int error = 0;
  long long budget = 0;
  unsigned fits = 0;
};

// A launch of `blocks` blocks as one cluster with `bytes` of dynamic shared memory; `attr`
// holds the cluster's dimensions and must outlive `cfg`.
inline cudaLaunchConfig_t cluster_config(cudaLaunchAttribute& attr, unsigned blocks, size_t bytes,
                                         hipStream_t s) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(blocks);
  cfg.blockDim = dim3(kClusterThreads);
  cfg.dynamicSmemBytes = bytes;
  cfg.stream = s;
  attr = {};
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = blocks;
  attr.val.clusterDim.y = 1;
  attr.val.clusterDim.z = 1;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  return cfg;
}

template <class T>
ClusterLimits query_cluster_limits(int dev) {
  auto* k = &getf2_panel_cluster_kernel<T>;
  ClusterLimits l;
  cudaFuncAttributes fa;
  int optin = 0;
  if (cudaError_t e = cudaFuncGetAttributes(&fa, k)) return {static_cast<int>(e)};
  if (cudaError_t e = cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev))
    return {static_cast<int>(e)};
  l.budget = static_cast<long long>(optin) - static_cast<long long>(fa.sharedSizeBytes);
  if (int e = kern::opt_in_shared<&getf2_panel_cluster_kernel<T>>(static_cast<size_t>(l.budget)))
    return {e};
  if (cudaError_t e = cudaFuncSetAttribute(k, cudaFuncAttributeNonPortableClusterSizeAllowed, 1))
    return {static_cast<int>(e)};
  for (unsigned b = 1; b <= 16; ++b) {
    cudaLaunchAttribute attr;
    const cudaLaunchConfig_t cfg = cluster_config(attr, b, static_cast<size_t>(l.budget), 0);
    int clusters = 0;
    if (cudaOccupancyMaxActiveClusters(&clusters, k, &cfg) == cudaSuccess && clusters >= 1)
      l.fits |= 1u << (b - 1);
  }
  (void)cudaGetLastError();  // an occupancy query's refusal is an answer, not an error
  return l;
}

template <class T>
ClusterLimits cluster_limits() {
  static std::mutex mu;
  static ClusterLimits known[64];
  static bool ready[64] = {};
  int dev = 0;
  if (cudaError_t e = cudaGetDevice(&dev)) return {static_cast<int>(e)};
  if (dev < 0 || dev >= 64) return query_cluster_limits<T>(dev);
  std::lock_guard<std::mutex> lock(mu);
  if (!ready[dev]) {
    known[dev] = query_cluster_limits<T>(dev);
    ready[dev] = known[dev].error == 0;
  }
  return known[dev];
}

template <class T>
int launch_getf2_panel_cluster(const SolverDesc& d, hipStream_t s) {
  const long long blocks = d.k1;
  if (blocks < 1 || blocks > 16 || d.m < 1 || d.n < 1 || d.n > 64 || d.batch != 1) return kInvalidLaunch;
  const long long rows = (d.m + blocks - 1) / blocks;
  const long long bytes = ClusterLayout<T>(rows, d.n).bytes;
  const ClusterLimits l = cluster_limits<T>();
  if (l.error != 0) return l.error;
  // Too much shared memory, or no room for the cluster: the portable kernel runs the panel.
  if (bytes > l.budget || (l.fits >> (blocks - 1) & 1u) == 0) return kInvalidLaunch;
  cudaLaunchAttribute attr;
  const cudaLaunchConfig_t cfg =
      cluster_config(attr, static_cast<unsigned>(blocks), static_cast<size_t>(bytes), s);
  return static_cast<int>(cudaLaunchKernelEx(&cfg, &getf2_panel_cluster_kernel<T>, d));
}

#else

template <class T>
int launch_getf2_panel_cluster(const SolverDesc&, hipStream_t) {
  return kInvalidLaunch;
}

#endif

template int launch_getf2_panel_cluster<float>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<double>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
