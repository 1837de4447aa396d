// gemv, op(A) = A: y = alpha * A * x + beta * y, A m x n column-major, over a batch.
//
// Algorithm: a 256-thread block (512 for f32 where that keeps 32-row tiles, see the launcher)
// owns a tile of R = TX * V consecutive rows (V = elements per 16-byte load: 4 f32, 2 f64/c32,
// 1 c64). Thread (tx, ty) (tx = tid % TX, ty = tid / TX) holds V rows [row0 + tx*V, +V) in
// registers and walks the columns j = ty, ty + TY, ... (TY = threads / TX), U columns in flight
// per iteration (U in {4, 8, 16}, see the launcher; f32 with U = 8 loads step k + 1 before
// summing step k, rows_dot_pipelined); x[j] is a broadcast load (all tx of a column read the
// same element). The TY column slices of each row are summed in shared memory in a fixed order
// (deterministic: no atomics, no split over blocks), then y is written once.
//
// Grid: (ceil(m / R), 1, min(batch, 65535)) with a batch-stride loop; TX in {32, 16, 8, 4} is
// picked by the launcher so there is at least one block per SM when m allows (8192 rows f64:
// TX = 16, R = 32, 256 blocks; 64x64 batched: 2-4 blocks per matrix).
//
// Bandwidth: A is read exactly once, with 16-byte loads when A and lda allow (a warp reads
// 32 * 16 B of TX-thread runs of consecutive rows, TX * 16 >= 64 contiguous bytes of each of
// 32/TX columns), U independent 16-byte loads per thread in flight: up to 64 KiB per block,
// several blocks per SM, which covers HBM latency. x (n elements) stays in L1/L2. No workspace.
// Limitation: a short, very wide A (m << 256, n huge) runs on few blocks (no workspace to split
// the columns deterministically).
#include <type_traits>

#include "level2_common.h"

namespace oxblas_hip {
namespace l2 {
namespace {

using oxblas::launch::GemvDesc;


// One step's U 16-byte loads of A (columns j, j + TY, ...) and their x; one step's FMAs; the
// columns left after the last full step, one at a time (VEC: 16-byte loads).
template <class T, int kU, class X>
__device__ inline void vec_step(const T* __restrict__ A, long long lda, long long r0, long long j,
                                int TY, const X& xat, T (&a)[kU][Num<T>::V], T (&xv)[kU]) {
#pragma unroll
  for (int u = 0; u < kU; ++u) {
    ldv(A + (j + u * TY) * lda + r0, a[u]);
    xv[u] = xat(j + u * TY);
  }
}
template <class T, int kU>
__device__ inline void step_sum(const T (&a)[kU][Num<T>::V], const T (&xv)[kU], T* acc) {
#pragma unroll
  for (int u = 0; u < kU; ++u)
#pragma unroll
    for (int v = 0; v < Num<T>::V; ++v) acc[v] = mad<false>(acc[v], a[u][v], xv[u]);
}
template <class T, class X>
__device__ inline void vec_tail(const T* __restrict__ A, long long lda, long long r0, long long j,
                                long long n, int TY, const X& xat, T* acc) {
  for (; j < n; j += TY) {
    T a[1][Num<T>::V], xv[1];
    vec_step<T, 1>(A, lda, r0, j, TY, xat, a, xv);
    step_sum<T, 1>(a, xv, acc);
  }
}

// The VEC path with the step's loads double-buffered in registers: step k's FMAs use the loads
// issued in step k - 1, so however ptxas interleaves loads and FMAs no FMA waits on a load just
// issued. (Without it ptxas schedules sgemv's U = 8 step with one of its 16-byte loads behind
// the FMAs, and its U = 16 step serially at 48 registers; a probe at 8192^2 on the H200 read
// 64.3 us pipelined against the library's 67.5, cuBLAS 66.3: docs/benchmarks/
// 2026-12-03-h200-gemv-pipeline/.)
template <class T, int kU>
__device__ inline void rows_dot_pipelined(const T* __restrict__ A, long long lda,
                                          const T* __restrict__ x, long long incx, long long n,
                                          long long r0, int ty, int TY, T* acc) {
  constexpr int V = Num<T>::V;
  const long long step = static_cast<long long>(kU) * TY;
  auto xat = [&](long long jj) { return ld(x + vpos(jj, n, incx)); };
  long long j = ty;
  if (j + step - TY >= n) {  // fewer than one full step: the tail does it all
    vec_tail(A, lda, r0, j, n, TY, xat, acc);
    return;
  }
  T a[kU][V], xv[kU];
  vec_step<T, kU>(A, lda, r0, j, TY, xat, a, xv);
  for (j += step; j + step - TY < n; j += step) {
    T b[kU][V], xb[kU];
    vec_step<T, kU>(A, lda, r0, j, TY, xat, b, xb);
    step_sum<T, kU>(a, xv, acc);
#pragma unroll
    for (int u = 0; u < kU; ++u) {
      xv[u] = xb[u];
#pragma unroll
      for (int v = 0; v < V; ++v) a[u][v] = b[u][v];
    }
  }
  step_sum<T, kU>(a, xv, acc);
  vec_tail(A, lda, r0, j, n, TY, xat, acc);
}

template <class T, bool VEC, int kU>
__device__ inline void rows_dot(const T* __restrict__ A, long long lda, const T* __restrict__ x,
                                long long incx, long long m, long long n, long long r0, int ty,
                                int TY, T* acc) {
  constexpr int V = Num<T>::V;
  long long j = ty;
  // x: element j of the n-vector.
  auto xat = [&](long long jj) { return ld(x + vpos(jj, n, incx)); };
  if (VEC) {
    for (; j + (kU - 1) * TY < n; j += kU * TY) {
      T a[kU][V], xv[kU];
      vec_step<T, kU>(A, lda, r0, j, TY, xat, a, xv);
      step_sum<T, kU>(a, xv, acc);
    }
    vec_tail(A, lda, r0, j, n, TY, xat, acc);
  } else {
    // Scalar loads, rows past m skipped (the last tile, or A/lda not 16-byte aligned).
    for (; j + (kU - 1) * TY < n; j += kU * TY) {
      T a[kU][V], xv[kU];
#pragma unroll
      for (int u = 0; u < kU; ++u) {
        const T* col = A + (j + u * TY) * lda;
#pragma unroll
        for (int v = 0; v < V; ++v) a[u][v] = r0 + v < m ? ld(col + r0 + v) : zero<T>();
        xv[u] = xat(j + u * TY);
      }
      step_sum<T, kU>(a, xv, acc);
    }
    for (; j < n; j += TY) {
      const T* col = A + j * lda;
      const T xv = xat(j);
#pragma unroll
      for (int v = 0; v < V; ++v)
        if (r0 + v < m) acc[v] = mad<false>(acc[v], ld(col + r0 + v), xv);
    }
  }
}

template <class T, int kU, bool PIPE, int NT = kThreads>
__global__ void __launch_bounds__(NT) gemv_n_kernel(GemvDesc d, int TX) {
  constexpr int V = Num<T>::V;
  // TY slices x R rows; R * TY = NT * V elements (4 KiB for every type at 256 threads).
  __shared__ T sh[NT * V];
  pdl_begin();
  const auto [alpha, beta, alpha0, beta0] = alpha_beta<T>(d);
  if (alpha0 && is_one(beta)) return;
  const int TY = NT / TX, R = TX * V;
  const int tx = threadIdx.x % TX, ty = threadIdx.x / TX;
  const long long m = d.m, n = d.n, lda = d.a.ld;
  const long long row0 = static_cast<long long>(blockIdx.x) * R;
  const long long r0 = row0 + tx * V;
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    T* y = batch_ptr<T>(d.y.at, b);
    if (alpha0) {
      if (threadIdx.x < R && row0 + threadIdx.x < m)
        scale_y(y + vpos(row0 + threadIdx.x, m, d.y.inc), beta, beta0);
      continue;
    }
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    T acc[V];
#pragma unroll
    for (int v = 0; v < V; ++v) acc[v] = zero<T>();
    const bool vec = aligned16(A) && (lda % V) == 0 && r0 + V <= m;
    if (vec && PIPE)
      rows_dot_pipelined<T, kU>(A, lda, x, d.x.inc, n, r0, ty, TY, acc);
    else if (vec)
      rows_dot<T, true, kU>(A, lda, x, d.x.inc, m, n, r0, ty, TY, acc);
    else if (r0 < m)
      rows_dot<T, false, kU>(A, lda, x, d.x.inc, m, n, r0, ty, TY, acc);
#pragma unroll
    for (int v = 0; v < V; ++v) sh[ty * R + tx * V + v] = acc[v];
    __syncthreads();
    for (int r = threadIdx.x; r < R; r += NT) {
      T s = sh[r];
      for (int k = 1; k < TY; ++k) s = add(s, sh[k * R + r]);
      if (row0 + r < m) update_y(y + vpos(row0 + r, m, d.y.inc), s, alpha, beta, beta0);
    }
    __syncthreads();
  }
}

// The 256-thread kernel for a step of u columns (16, 8 or 4), pipelined or not.
template <class T, bool PIPE>
void (*by_step(int u))(GemvDesc, int) {
  return u == 16 ? gemv_n_kernel<T, 16, PIPE>
         : u == 8 ? gemv_n_kernel<T, 8, PIPE>
                  : gemv_n_kernel<T, 4, PIPE>;
}

template <class T>
int launch(const GemvDesc& d, hipStream_t s) {
  constexpr int V = Num<T>::V;
  const int sms = sm_count();
  // One block per SM at least (more, thinner blocks cut the contiguous run per column; measured
  // on the H200, benches/README.md), then as many columns in flight per thread as one full
  // unrolled step allows: 16 for 8- and 16-byte types, 8 for f32 (16 was slower at 8192^2).
  int tx = 32;
  while (tx > 4 && ((d.m + tx * V - 1) / (tx * V)) * d.batch < sms) tx /= 2;
  const long long ty = kThreads / tx;
  int u = sizeof(T) == 4 ? 8 : 16;
  while (u > 4 && d.n < u * ty) u /= 2;
  const long long blocks = (d.m + tx * V - 1) / (tx * V);
  // Many small blocks (a batch of small matrices): occupancy hides latency, and U = 4's fewer
  // registers keep more blocks resident (64x64 x 10000 f64: 82 us at U = 4, 90 us at U = 8).
  if (blocks * d.batch >= 8LL * sms) u = 4;
  if (blocks > 0x7fffffffLL) return kInvalidLaunch;
  // The pipelined step (rows_dot_pipelined) for f32 in the few-blocks regime (U = 8), where it
  // was measured to pay: sgemv N 2048-8192 -4 to -11% on the H200. For f64 and the complex
  // types it lost 2-39% (their steps already keep every load in flight; the second set costs
  // registers), so only f32 has it. OXBLAS_GEMV_PIPE=0/1 (read once per process): for f32
  // neither this nor the 512-thread tiles below / the pipelined step at every U; for tests and
  // A/B runs.
  void (*kernel)(GemvDesc, int) = by_step<T, false>(u);
  unsigned threads = kThreads, grid = static_cast<unsigned>(blocks);
  if constexpr (std::is_same<T, float>::value) {
    static const int pipe_env = env_choice("OXBLAS_GEMV_PIPE");
    if (pipe_env >= 0 ? pipe_env == 1 : u == 8) kernel = by_step<T, true>(u);
    // Where 8 threads a column (32 rows, 128-byte runs) leave at most one SM in 16 without a
    // block but 256-thread blocks would have to drop to 4 (64-byte runs, two blocks an SM):
    // 512-thread blocks of 32 rows, pipelined. sgemv N 4096 on the H200 (a probe): 18.7 us
    // against 20.4 for 4 threads a column and 19.1 for cuBLAS; 1 SM in 33 idle.
    const long long wide = (d.m + 31) / 32;
    if (pipe_env != 0 && tx == 4 && wide * d.batch >= sms - sms / 16 && d.n >= 8 * 64) {
      kernel = gemv_n_kernel<T, 8, true, 2 * kThreads>;
      threads = 2 * kThreads;
      grid = static_cast<unsigned>(wide);
      tx = 8;
    }
  }
  launch_pdl(kernel, dim3(grid, 1, batch_grid(d.batch)), dim3(threads), s, d, tx);
  return static_cast<int>(hipGetLastError());
}

}  // namespace

int gemv_n(const GemvDesc& d, hipStream_t s) {
  switch (d.dtype) {
    case DTypeCode::F32: return launch<float>(d, s);
    case DTypeCode::F64: return launch<double>(d, s);
    case DTypeCode::C32: return launch<c32>(d, s);
    case DTypeCode::C64: return launch<c64>(d, s);
    default: return kInvalidLaunch;
  }
}

}  // namespace l2
}  // namespace oxblas_hip
