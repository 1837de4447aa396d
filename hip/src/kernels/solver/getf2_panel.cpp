// Getf2Panel: the LU leaf of a large getrf (a tall panel, at most 64 columns, one matrix)
// factored by up to one block per multiprocessor instead of one block. Each block keeps its
// slab of rows (rows [b·R, (b+1)·R), R = ceil(m / blocks)) in shared memory for the whole
// factorization; global memory is read once and written once.
//
// Partial pivoting needs the whole column's largest element before the next column can start,
// so every column costs one grid-wide barrier, and only one: before it, each block publishes
// its own candidate (value, row, and the candidate row itself) and the owner of row j
// publishes row j; after it, every block picks the same winner from the published candidates,
// the owners of rows j and p swap them from the published copies, and each block scales and
// updates its own rows. The published data are double-buffered by column parity: a block
// writes parity j & 1 only after the barrier of column j - 1, which every block passes only
// after it has read parity (j - 2) & 1. Reads of published data are volatile (never from a
// stale L1 line).
//
// The barrier needs every block resident at once: the launch is cooperative
// (launch_cooperative, panel_common.h: the runtime refuses a grid that cannot be), and the grid
// is at most one block per multiprocessor. The barrier's counter lives in the first 16 bytes of
// the exchange workspace; the launcher zeroes it before each launch.
//
// On NVIDIA, a panel of at most 16 blocks (sm_90's plans) runs as one thread-block cluster
// instead (getf2_panel_cluster.cpp); this kernel is the portable one, AMD's and the fallback.
#include <cstdlib>

#include "panel_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kPanelThreads = 256, kPanelWarps = kPanelThreads / 32;  // 32: the smallest warp
constexpr int kPanelWidth = 64;                  // plan::PANEL_WIDTH
constexpr long long kPanelShared = 46 * 1024;    // plan::PANEL_SHARED_BYTES

// An element published by another block: read past L1.
template <class T>
__device__ inline T vload(const T* p) {
  using R = typename Ty<T>::R;
  const volatile R* q = reinterpret_cast<const volatile R*>(p);
  if constexpr (sizeof(T) == sizeof(R)) {
    return q[0];
  } else {
    return T{q[0], q[1]};
  }
}

// Barrier number k (0, 1, ...) of the launch: every block arrives before any leaves; what a
// block wrote before arriving is visible to every block after leaving. The counter only grows
// (the launcher zeroes it): barrier k is passed when it reaches (k + 1)·blocks, so a block
// costs one atomic and the wait, and nothing is reset.
__device__ inline void grid_barrier(unsigned* count, unsigned k, unsigned blocks) {
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    atomicAdd(count, 1u);
    const unsigned target = (k + 1) * blocks;
    const volatile unsigned* c = count;
    while (*c < target) {
    }
    __threadfence();
  }
  __syncthreads();
}

// Bytes of one parity of the exchange: G values, G rows (as 64-bit), G candidate rows, row j,
// rounded up to 16 (plan::panel_exchange_bytes).
template <class T>
__host__ __device__ inline long long parity_bytes(long long g, long long n) {
  return (g * 16 + (g + 1) * n * static_cast<long long>(sizeof(T)) + 15) / 16 * 16;
}

template <class T>
__global__ void __launch_bounds__(kPanelThreads) getf2_panel_kernel(SolverDesc d) {
  extern __shared__ double2 s_raw[];
  __shared__ double s_v[kPanelWarps];
  __shared__ int s_i[kPanelWarps];
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int G = static_cast<int>(gridDim.x), blk = static_cast<int>(blockIdx.x);
  const int tid = threadIdx.x, nt = blockDim.x, lane = tid % OXHIP_WARP;
  const int R = (m + G - 1) / G;
  const int r0 = blk * R;
  const int rows = m - r0 < R ? (m - r0 > 0 ? m - r0 : 0) : R;
  // Shared: the block's rows (leading dimension R), the pivot row, row j as it was, the
  // multipliers of this column.
  T* tile = reinterpret_cast<T*>(s_raw);
  T* prow = tile + static_cast<long long>(R) * n;
  T* jrow = prow + n;
  T* mult = jrow + n;
  T* g = entry<T>(d.a.at, 0, d.a_off);
  const long long ld = d.a.ld;
  unsigned char* ws = reinterpret_cast<unsigned char*>(d.b.at.addr);
  unsigned* count = reinterpret_cast<unsigned*>(ws);
  int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) : nullptr;
  int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) : nullptr;

  tile_load(tile, R, g, ld, r0, rows, n);
  __syncthreads();

  const int mn = m < n ? m : n;
  const long long pb_bytes = parity_bytes<T>(G, n);
  for (int j = 0; j < mn; ++j) {
    unsigned char* xp = ws + 16 + (j & 1) * pb_bytes;
    double* cval = reinterpret_cast<double*>(xp);
    long long* cidx = reinterpret_cast<long long*>(xp + 8LL * G);
    T* crow = reinterpret_cast<T*>(xp + 16LL * G);
    T* rowj = crow + static_cast<long long>(G) * n;
    const bool own_j = j >= r0 && j < r0 + rows;

    // Publish this block's candidate (value, row, the row itself) and, from its owner, row j.
    if (d.pivot) {
      double v = -1.0;
      int vi = m;
      for (int i = tid; i < rows; i += nt)
        if (r0 + i >= j) better_scan(v, vi, abs1(tile[i + j * R]), r0 + i);
      block_argmax(v, vi, s_v, s_i);
      if (tid == 0) {
        cval[blk] = v;
        cidx[blk] = vi;
      }
      if (vi < m)
        for (int c = tid; c < n; c += nt) crow[static_cast<long long>(blk) * n + c] = tile[vi - r0 + c * R];
    }
    if (own_j)
      for (int c = tid; c < n; c += nt) rowj[c] = tile[j - r0 + c * R];
    grid_barrier(count, static_cast<unsigned>(j), static_cast<unsigned>(G));

    // Every warp finds the winner itself (no barrier between the two reads), then the pivot
    // row and row j come in together.
    int p = j, pb = -1;
    if (d.pivot) {
      double v = -1.0;
      int vi = m, vb = -1;
      for (int q = lane; q < G; q += OXHIP_WARP) {
        const double v2 = reinterpret_cast<volatile double*>(cval)[q];
        const int i2 = static_cast<int>(reinterpret_cast<volatile long long*>(cidx)[q]);
        better_block(v, vi, vb, v2, i2, q);
      }
      warp_winner(v, vi, vb);
      if (vi < m) {
        p = vi;
        pb = vb;
      }
    }
    const bool own_p = p >= r0 && p < r0 + rows;
    const T* src = pb >= 0 ? crow + static_cast<long long>(pb) * n : rowj;
    for (int c = tid; c < n; c += nt) {
      prow[c] = vload(&src[c]);
      if (own_p) jrow[c] = vload(&rowj[c]);
    }
    __syncthreads();
    const bool nz = panel_pivot(tile, R, r0, rows, n, j, p, prow, jrow, mult);
    const int first = j + 1 > r0 ? j + 1 - r0 : 0;  // first local row below j
    if (blk == 0 && tid == 0) {
      if (ipiv != nullptr) ipiv[d.row0 + j] = static_cast<int>(d.row0 + p + 1);
      if (!nz && info != nullptr && *info == 0) *info = static_cast<int>(d.row0 + j + 1);
    }
    __syncthreads();

    // The rank-1 update of this block's rows below j.
    const int urows = rows - first, ucols = n - j - 1;
    if (urows > 0 && ucols > 0) {
      for (int k = tid; k < urows * ucols; k += nt) {
        const int i = first + k % urows, c = j + 1 + k / urows;
        tile[i + c * R] = sub(tile[i + c * R], l2::mul(mult[i], prow[c]));
      }
    }
    __syncthreads();
  }

  panel_store(tile, R, g, ld, r0, rows, n);
}

// d.k1: blocks (at most one per multiprocessor, each with at least one row); d.b: the
// exchange workspace (16 + 2·parity_bytes bytes).
template <class T>
int launch_getf2_panel(const SolverDesc& d, hipStream_t s) {
  const long long blocks = d.k1;
  // A plan of one block (plan::LuNode::Rows, no exchange): up to 256 rows, a row a thread
  // (getf2_panel_rows.cpp).
  if (blocks == 1) {
    const int e = launch_getf2_rows<T>(d, s);
    if (e != kInvalidLaunch) return e;
  }
  if (d.batch != 1 || d.n > kPanelWidth || d.m > 0x7fffffffLL || blocks < 1 || blocks > d.m ||
      d.b.at.addr == 0)
    return kInvalidLaunch;
#if defined(OXBLAS_HIP_NVIDIA)
  // sm_90 plans panels of at most 16 blocks as one cluster (getf2_panel_cluster.cpp), unless
  // OXBLAS_LU_PANEL_PORTABLE=1 (read once per process; the plan reads it too).
  static const bool portable = [] {
    const char* v = std::getenv("OXBLAS_LU_PANEL_PORTABLE");
    return v != nullptr && v[0] == '1' && v[1] == '\0';
  }();
  if (blocks <= 16 && !portable) {
    const int e = launch_getf2_panel_cluster<T>(d, s);
    if (e != kInvalidLaunch) return e;
  }
#endif
  const long long rows = (d.m + blocks - 1) / blocks;
  const long long bytes = (rows * d.n + 2 * d.n + rows) * static_cast<long long>(sizeof(T));
  // A cluster plan the device cannot run now, with rows this kernel cannot hold: the one-block
  // kernel factors the same panel, with the same pivots.
  if (bytes > kPanelShared) return launch_getf2<T>(d, s);
  (void)hipGetLastError();
  void* bar = reinterpret_cast<void*>(d.b.at.addr);
  if (hipError_t e = hipMemsetAsync(bar, 0, 8, s)) return static_cast<int>(e);
  return launch_cooperative<T>(reinterpret_cast<const void*>(&getf2_panel_kernel<T>), blocks,
                               kPanelThreads, bytes, d, s);
}

template int launch_getf2_panel<float>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel<double>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
