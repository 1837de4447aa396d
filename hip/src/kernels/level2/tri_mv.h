// trmv / tbmv / tpmv kernels: the copy kernel and the 64x64 tile kernel described at the top of
// tri_common.h (algorithm, grid, workspace). Instantiated per type group by tri_mv_real.cpp and
// tri_mv_cplx.cpp.
#pragma once

#include "tri_common.h"

namespace oxblas_hip {
namespace trik {

// work[b*n + i] = x_i; x_i = unit ? x_i : 0.
template <class T>
__global__ void __launch_bounds__(kThreads) copy_kernel(TriDesc d) {
  pdl_wait();
  pdl_launch_dependents();
  const long long n = d.n;
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    T* x = base_of<T>(d.x.at, b);
    T* w = reinterpret_cast<T*>(d.work) + b * n;
    for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += static_cast<long long>(gridDim.x) * blockDim.x) {
      T* p = x + vpos(i, n, d.x.inc);
      const T v = *p;
      w[i] = v;
      if (!unit) *p = zero<T>();
    }
  }
}

enum class Store { Full, Band, Packed };

// Two resident blocks at least (<= 128 registers) for the 4- and 8-byte types: without the
// minimum ptxas spills a few bytes in some f32 variants at 80 registers; c64 keeps all 255.
#if defined(OXBLAS_HIP_NVIDIA)
#define OXTRI_TILE_BOUNDS __launch_bounds__(kThreads, sizeof(T) >= 16 ? 1 : 2)
#else
#define OXTRI_TILE_BOUNDS __launch_bounds__(kThreads)
#endif

// Address (elements) of A[i,j] and whether it is referenced (outside: never read).
template <Store S>
struct Layout {
  long long n, k, lda;
  bool upper, unit;
  __device__ long long addr(long long i, long long j) const {
    if (S == Store::Full) return i + j * lda;
    if (S == Store::Band) return (upper ? k + i - j : i - j) + j * lda;
    return upper ? i + j * (j + 1) / 2 : i + (2 * n - j - 1) * j / 2;
  }
  __device__ bool in(long long i, long long j) const {
    if (i >= n || j >= n) return false;
    if (upper ? i > j : i < j) return false;
    if (unit && i == j) return false;
    if (S == Store::Band && (upper ? j - i : i - j) > k) return false;
    return true;
  }
};

// One 64x64 tile (I, J) of the physical matrix; adds its contribution to x.
template <class T, Store S, bool TR, bool CJ>
__device__ void tile(const Layout<S>& L, const T* a, const T* w, T* x, long long inc, long long I,
                     long long J) {
  constexpr int U = kTile / 4;  // 16 elements per thread
  constexpr int NW = kTile / kWarp;
  __shared__ T part[4 > NW ? 4 : NW][kTile];
  const int t = threadIdx.x;
  const int rl = t & (kTile - 1), cl = t >> 6;
  const long long i = I * kTile + rl;
  const long long j0 = J * kTile + cl;
  T v[U];
  unsigned live = 0;  // bit u: element u is referenced (a masked product must not meet w's inf/NaN)
#pragma unroll
  for (int u = 0; u < U; ++u) {
    const long long j = j0 + 4 * u;
    const bool in = L.in(i, j);
    live |= static_cast<unsigned>(in) << u;
    v[u] = in ? ldg(a + L.addr(i, j)) : zero<T>();
  }
  if (!TR) {
    // out[i] += sum_j A[i,j] w[j]
    T acc = zero<T>();
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if ((live >> u) & 1u) acc = fma_(acc, v[u], ldg(w + j0 + 4 * u));
    }
    part[cl][rl] = acc;
    __syncthreads();
    if (t < kTile && I * kTile + t < L.n) {
      T s = add(add(part[0][t], part[1][t]), add(part[2][t], part[3][t]));
      atomic_add(x + vpos(I * kTile + t, L.n, inc), s);
    }
  } else {
    // out[j] += sum_i op(A[i,j]) w[i]
    const T wi = i < L.n ? ldg(w + i) : zero<T>();
    T acc[U];
#pragma unroll
    for (int u = 0; u < U; ++u) acc[u] = ((live >> u) & 1u) ? mul(conj_if<CJ>(v[u]), wi) : zero<T>();
#pragma unroll
    for (int m = kWarp / 2; m > 0; m /= 2) {
#pragma unroll
      for (int u = 0; u < U; ++u) acc[u] = add(acc[u], shfl_xor(acc[u], m));
    }
    const int wr = rl / kWarp;  // which warp of the row range
    if ((rl & (kWarp - 1)) == 0) {
#pragma unroll
      for (int u = 0; u < U; ++u) part[wr][cl + 4 * u] = acc[u];
    }
    __syncthreads();
    if (t < kTile && J * kTile + t < L.n) {
      T s = part[0][t];
#pragma unroll
      for (int q = 1; q < NW; ++q) s = add(s, part[q][t]);
      atomic_add(x + vpos(J * kTile + t, L.n, inc), s);
    }
  }
}

// Grid x: the tiles that meet the referenced part; grid y: batches.
template <class T, Store S, bool TR, bool CJ>
__global__ void OXTRI_TILE_BOUNDS tile_kernel(TriDesc d) {
  pdl_wait();
  pdl_launch_dependents();
  const long long n = d.n;
  const long long nt = (n + kTile - 1) / kTile;
  const bool upper = d.uplo == Uplo::Upper;
  const Layout<S> L{n, d.k, d.a.ld, upper, d.diag == Diag::Unit};
  const long long q = blockIdx.x;
  long long I, J;
  if (S == Store::Band) {
    const long long wb = (kTile - 1 + d.k) / kTile + 1;
    I = q / wb;
    const long long off = q % wb;
    J = upper ? I + off : I - off;
    if (J < 0 || J >= nt) return;
  } else {
    // q -> (r, c), c <= r, q = r(r+1)/2 + c.
    long long r = static_cast<long long>((sqrt(8.0 * static_cast<double>(q) + 1.0) - 1.0) * 0.5);
    while (r * (r + 1) / 2 > q) --r;
    while ((r + 1) * (r + 2) / 2 <= q) ++r;
    const long long c = q - r * (r + 1) / 2;
    I = upper ? c : r;
    J = upper ? r : c;
  }
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base_of<T>(d.a.at, b);
    const T* w = reinterpret_cast<const T*>(d.work) + b * n;
    T* x = base_of<T>(d.x.at, b);
    tile<T, S, TR, CJ>(L, a, w, x, d.x.inc, I, J);
    __syncthreads();  // `part` is reused by the next batch
  }
}

template <class T, Store S>
int launch_store(const TriDesc& d, hipStream_t s) {
  const long long n = d.n;
  const unsigned by = static_cast<unsigned>(d.batch < 65535 ? d.batch : 65535);
  const long long nt = (n + kTile - 1) / kTile;
  long long tiles;
  if (S == Store::Band)
    tiles = nt * ((kTile - 1 + d.k) / kTile + 1);
  else
    tiles = nt * (nt + 1) / 2;
  if (tiles > 0x7fffffffLL) return kInvalidLaunch;
  long long cb = (n + kThreads - 1) / kThreads;
  if (cb > 4096) cb = 4096;
  launch_pdl(copy_kernel<T>, dim3(static_cast<unsigned>(cb), by), dim3(kThreads), s, d);
  const dim3 grid(static_cast<unsigned>(tiles), by), block(kThreads);
  if (d.trans == Trans::N)
    launch_pdl(tile_kernel<T, S, false, false>, grid, block, s, d);
  else if (d.trans == Trans::T || !Num<T>::kCplx)
    launch_pdl(tile_kernel<T, S, true, false>, grid, block, s, d);
  else if constexpr (Num<T>::kCplx)
    launch_pdl(tile_kernel<T, S, true, true>, grid, block, s, d);
  return static_cast<int>(hipGetLastError());
}

template <class T>
int launch_mv(const TriDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  switch (d.op) {
    case TriOp::Trmv: return launch_store<T, Store::Full>(d, s);
    case TriOp::Tbmv: return launch_store<T, Store::Band>(d, s);
    case TriOp::Tpmv: return launch_store<T, Store::Packed>(d, s);
    default: return kInvalidLaunch;
  }
}

}  // namespace trik
}  // namespace oxblas_hip
