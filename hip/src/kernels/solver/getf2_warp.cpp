// getf2 of small matrices, one warp (wavefront) per batch entry: a batch of matrices of at most
// kWarpRows rows and kWarpCols columns (rocSOLVER's and cuBLAS's batched small-LU shapes). Each
// warp holds its matrix in shared memory, lane i owning row i (loaded column by column, so every
// load is one coalesced row segment of the batch entry). The pivot search is a warp reduction,
// a row interchange only changes which position two lanes' rows will be written back to (no
// data moves), and the rank-1 update reads the pivot row by broadcast. No block barriers: each
// warp works alone, so one multiprocessor keeps many matrices in flight.
//
// Two earlier versions kept the rows in registers (fully unrolled loops, since registers cannot
// be indexed at run time): moving rows between lanes made the shuffle unit the bound (410 µs
// for 10 000 32×32 f64 on an H100), and without the moves the 32×32-times-unrolled code no
// longer fit the instruction cache (67 µs for one wave of 300 matrices). The arithmetic is
// getf2's (getf2.cpp) operation for operation, so both kernels give the same factors and pivots.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kWarpRows = 32, kWarpCols = 32;
// Warps of a block (its shared memory: kWarpsPerBlock·32·33 elements, 33 KiB for c64).
constexpr int kWarpsPerBlock = 2;

// The warp's lanes see each other's shared-memory writes (NVIDIA's independent thread
// scheduling; AMD's wavefront runs in lockstep).
__device__ inline void warp_sync() {
#if defined(OXBLAS_HIP_NVIDIA)
  __syncwarp();
#endif
}

// The lane whose `pos` is j (every lane of the warp takes part).
__device__ inline int lane_at(int pos, int j) {
  int at = pos == j ? static_cast<int>(threadIdx.x % OXHIP_WARP) : -1;
  for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) {
    const int o = kern::shfl_xor(at, off);
    at = o > at ? o : at;
  }
  return at;
}

template <class T>
__global__ void __launch_bounds__(kWarpsPerBlock * OXHIP_WARP) getf2_warp_kernel(SolverDesc d) {
  __shared__ T s_all[kWarpsPerBlock][kWarpRows][kWarpCols + 1];
  const int w = threadIdx.x / OXHIP_WARP, lane = threadIdx.x % OXHIP_WARP;
  T(*s)[kWarpCols + 1] = s_all[w];
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int mn = m < n ? m : n;
  const bool mine = lane < m;
  // A warp's batch entries are uniform across its lanes: every shuffle sees the whole warp.
  for (long long b = static_cast<long long>(blockIdx.x) * kWarpsPerBlock + w; b < d.batch;
       b += static_cast<long long>(gridDim.x) * kWarpsPerBlock) {
    T* g = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    if (mine)
      for (int c = 0; c < n; ++c) s[lane][c] = g[lane + c * ld];
    int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) + b * d.ipiv.stride : nullptr;
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
    warp_sync();
    // `pos`: where this lane's row stands in the pivoted order (LAPACK's interchanges applied
    // to positions); the row is written back there.
    int pos = lane;
    for (int j = 0; j < mn; ++j) {
      int p = j, src = j;  // the pivot's position and lane
      if (d.pivot) {
        // (value, position·64 + lane): positions are distinct, so the key orders as the
        // position does, and the winner's lane comes with it.
        const bool cand = mine && pos >= j;
        double v = cand ? abs1(s[lane][j]) : -1.0;
        int key = cand ? pos * 64 + lane : m * 64;
        for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) {
          const double v2 = kern::shfl_down(v, off);
          const int k2 = kern::shfl_down(key, off);
          better(v, key, v2, k2);
        }
        key = bcast(key, 0);  // lane 0's (value, row): the order block_argmax reduces in
        if (key / 64 < m) {
          p = key / 64;
          src = key % 64;
        } else {  // NaN candidates only: position j, as getf2.cpp
          src = lane_at(pos, j);
        }
        if (lane == 0) ipiv[d.row0 + j] = static_cast<int>(d.row0 + p + 1);
      } else {
        src = j;  // without pivoting every row stays at its lane
      }
      const T piv = s[src][j];
      const bool nz = !l2::is_zero(piv);
      if (nz && p != j) {
        if (lane == src) pos = j;
        else if (pos == j) pos = p;
      } else if (!nz && lane == 0 && info != nullptr && *info == 0) {
        *info = static_cast<int>(d.row0 + j + 1);
      }
      // The row at position j: the pivot's lane, unless a zero pivot found below position j
      // (a NaN column only) left the rows in place.
      const int urow = (nz || p == j) ? src : lane_at(pos, j);
      const bool recip = abs1(piv) >= sfmin<T>();
      const T rp = recip ? dv(one<T>(), piv) : piv;
      if (mine && pos > j) {
        T l = s[lane][j];
        if (nz) {
          l = recip ? l2::mul(l, rp) : dv(l, piv);
          s[lane][j] = l;
        }
        for (int c = j + 1; c < n; ++c) s[lane][c] = sub(s[lane][c], l2::mul(l, s[urow][c]));
      }
      warp_sync();
    }
    if (mine)
      for (int c = 0; c < n; ++c) g[pos + c * ld] = s[lane][c];
    warp_sync();
  }
}

template <class T>
int launch_getf2_warp(const SolverDesc& d, hipStream_t s) {
  if (d.m > kWarpRows || d.n > kWarpCols) return kInvalidLaunch;
  const long long blocks = (d.batch + kWarpsPerBlock - 1) / kWarpsPerBlock;
  const unsigned grid = grid_blocks(blocks);
  (void)hipGetLastError();
  getf2_warp_kernel<T><<<grid, kWarpsPerBlock * OXHIP_WARP, 0, s>>>(d);
  return static_cast<int>(hipGetLastError());
}

template int launch_getf2_warp<float>(const SolverDesc&, hipStream_t);
template int launch_getf2_warp<double>(const SolverDesc&, hipStream_t);
template int launch_getf2_warp<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2_warp<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
