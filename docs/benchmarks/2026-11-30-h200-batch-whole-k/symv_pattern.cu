// Throwaway probe (33rd session): how fast can the lower triangle of an n x n f64 matrix be
// read in symv's unit shapes, with symv's arithmetic left out? Each kernel streams the stored
// triangle once (16-byte loads, a lane two rows of a column) and folds it into one number a
// block. Patterns:
//   wide : symv's units today: one strip of 64 rows x a chunk of 8 column blocks, chunk by
//          chunk, persistent grid of 2 blocks/SM, warps take groups of 8 columns in turn;
//   tall : a column block (64 columns) x a range of H strips, column block by column block,
//          the same grid, warp w owns strip w of the range and walks the 64 columns;
//   cols : a warp per column, rows c..n-1 contiguous;
//   full : the whole matrix, contiguous (gemv N's bytes; the read-bandwidth reference).
// Copy reference: cudaMemcpy device to device.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

constexpr int P = 64;  // strip height / column block width

__device__ __forceinline__ double2 ldv(const double* p) {
  return __ldg(reinterpret_cast<const double2*>(p));
}

// wide: units (chunk k of M column blocks, strip s >= k*M), chunk by chunk.
template <int M, int U>
__global__ void __launch_bounds__(256, 2) wide(const double* A, long long n, int cb, double* out) {
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  double acc = 0;
  // unit list: for k: for s = k*M .. cb-1
  long long nu = 0;
  const int nch = (cb + M - 1) / M;
  for (int k = 0; k < nch; ++k) nu += cb - k * M;
  for (long long u = blockIdx.x; u < nu; u += gridDim.x) {
    long long v = u;
    int k = 0;
    while (v >= cb - k * M) { v -= cb - k * M; ++k; }
    const int s = k * M + (int)v;
    const int b0 = k * M, b1 = min(k * M + M, s + 1);
    const long long c_beg = (long long)b0 * P, c_end = (long long)b1 * P;
    const double* base = A + (long long)s * P + 2 * lane;
    const int groups = (int)((c_end - c_beg) / 8);
    int g = w;
    for (; g + 8 * (U - 1) < groups; g += 8 * U) {
      double2 t[U][8];
#pragma unroll
      for (int q = 0; q < U; ++q)
#pragma unroll
        for (int j = 0; j < 8; ++j) t[q][j] = ldv(base + (c_beg + (g + 8 * q) * 8 + j) * n);
#pragma unroll
      for (int q = 0; q < U; ++q)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc = fma(t[q][j].x, t[q][j].y, acc);
    }
    for (; g < groups; g += 8) {
      double2 t[8];
#pragma unroll
      for (int j = 0; j < 8; ++j) t[j] = ldv(base + (c_beg + g * 8 + j) * n);
#pragma unroll
      for (int j = 0; j < 8; ++j) acc = fma(t[j].x, t[j].y, acc);
    }
  }
  if (acc == 12345.678) out[blockIdx.x * 256 + threadIdx.x] = acc;
}

// tall: units (column block k, range r of H strips from strip k), block by block.
template <int H, int U>
__global__ void __launch_bounds__(256, 2) tall(const double* A, long long n, int cb, double* out) {
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  double acc = 0;
  long long nu = 0;
  for (int k = 0; k < cb; ++k) nu += (cb - k + H - 1) / H;
  for (long long u = blockIdx.x; u < nu; u += gridDim.x) {
    long long v = u;
    int k = 0;
    while (v >= (cb - k + H - 1) / H) { v -= (cb - k + H - 1) / H; ++k; }
    const int r = (int)v;
    // H strips, 8 warps: warp w takes strips w, w + 8, ... of the range
    for (int si = w; si < H; si += 8) {
      const int s = k + r * H + si;
      if (s >= cb) break;
      const double* base = A + (long long)s * P + 2 * lane + (long long)k * P * n;
#pragma unroll 1
      for (int g = 0; g < 8; g += U) {
        double2 t[U][8];
#pragma unroll
        for (int q = 0; q < U; ++q)
#pragma unroll
          for (int j = 0; j < 8; ++j) t[q][j] = ldv(base + ((g + q) * 8 + j) * n);
#pragma unroll
        for (int q = 0; q < U; ++q)
#pragma unroll
          for (int j = 0; j < 8; ++j) acc = fma(t[q][j].x, t[q][j].y, acc);
      }
    }
  }
  if (acc == 12345.678) out[blockIdx.x * 256 + threadIdx.x] = acc;
}

// cols: warp per column c (grid-stride over columns, longest first), rows [c, n).
__global__ void __launch_bounds__(256) cols(const double* A, long long n, double* out) {
  const int lane = threadIdx.x & 31;
  const long long wid = (blockIdx.x * 256LL + threadIdx.x) >> 5, nw = gridDim.x * 8LL;
  double acc = 0;
  for (long long c = wid; c < n; c += nw) {
    const long long r0 = c & ~1LL;  // 16-byte aligned start
    const double* col = A + c * n;
    long long i = r0 + 2 * lane;
    for (; i + 64 * 3 < n; i += 64 * 4) {
      double2 t[4];
#pragma unroll
      for (int q = 0; q < 4; ++q) t[q] = ldv(col + i + 64 * q);
#pragma unroll
      for (int q = 0; q < 4; ++q) acc = fma(t[q].x, t[q].y, acc);
    }
    for (; i < n; i += 64) { const double2 t = ldv(col + i); acc = fma(t.x, t.y, acc); }
  }
  if (acc == 12345.678) out[blockIdx.x * 256 + threadIdx.x] = acc;
}

// full: the whole matrix as one contiguous array, 8 loads of 16 bytes in flight a thread.
__global__ void __launch_bounds__(256) full(const double2* A, long long n2, double* out) {
  double acc = 0;
  const long long t = blockIdx.x * 256LL + threadIdx.x, nt = gridDim.x * 256LL;
  long long i = t;
  for (; i + 7 * nt < n2; i += 8 * nt) {
    double2 v[8];
#pragma unroll
    for (int q = 0; q < 8; ++q) v[q] = __ldg(A + i + q * nt);
#pragma unroll
    for (int q = 0; q < 8; ++q) acc = fma(v[q].x, v[q].y, acc);
  }
  for (; i < n2; i += nt) { const double2 v = __ldg(A + i); acc = fma(v.x, v.y, acc); }
  if (acc == 12345.678) out[t] = acc;
}

int main(int argc, char** argv) {
  const long long n = argc > 1 ? atoll(argv[1]) : 8192;
  const int reps = 20;
  const int cb = (int)((n + P - 1) / P);
  int sms;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  // Rotate over several matrices so that L2 is cold (as the bench does: 512 MiB and up).
  const size_t bytes = (size_t)n * n * 8;
  const int nm = (int)((1536ull << 20) / bytes) + 1;
  std::vector<double*> mats(nm);
  for (auto& p : mats) {
    CK(cudaMalloc(&p, bytes));
    CK(cudaMemset(p, 0, bytes));
  }
  double* out;
  CK(cudaMalloc(&out, 1 << 24));
  void* cpy;
  CK(cudaMalloc(&cpy, bytes));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  const double tri = (double)n * (n + 1) / 2 * 8;
  double copy_gbs = 0;
  auto timeit = [&](const char* name, double nbytes, auto&& launch) {
    launch(mats[0]);
    CK(cudaDeviceSynchronize());
    float best = 1e30f, sum = 0;
    for (int r = 0; r < reps; ++r) {
      double* A = mats[(r + 1) % nm];
      CK(cudaEventRecord(e0));
      launch(A);
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      float ms;
      CK(cudaEventElapsedTime(&ms, e0, e1));
      best = ms < best ? ms : best;
      sum += ms;
    }
    CK(cudaGetLastError());
    const double us = sum / reps * 1e3, gbs = nbytes / (us * 1e-6) / 1e9;
    if (copy_gbs == 0) copy_gbs = gbs;
    printf("%-22s n=%lld  mean %8.2f us  best %8.2f us  %7.1f GB/s  %6.1f%% of copy\n", name, n, us,
           best * 1e3, gbs, 100.0 * gbs / copy_gbs);
  };
  timeit("copy (D2D, 2x bytes)", 2.0 * bytes, [&](double* A) { CK(cudaMemcpyAsync(cpy, A, bytes, cudaMemcpyDeviceToDevice)); });
  const int g2 = 2 * sms;
  timeit("full (whole matrix)", (double)bytes, [&](double* A) { full<<<4 * sms, 256>>>((const double2*)A, n * n / 2, out); });
  timeit("cols (warp a column)", tri, [&](double* A) { cols<<<8 * sms, 256>>>(A, n, out); });
  timeit("wide M=8 U=1", tri, [&](double* A) { wide<8, 1><<<g2, 256>>>(A, n, cb, out); });
  timeit("wide M=8 U=2", tri, [&](double* A) { wide<8, 2><<<g2, 256>>>(A, n, cb, out); });
  timeit("tall H=8 U=1", tri, [&](double* A) { tall<8, 1><<<g2, 256>>>(A, n, cb, out); });
  timeit("tall H=8 U=2", tri, [&](double* A) { tall<8, 2><<<g2, 256>>>(A, n, cb, out); });
  timeit("tall H=16 U=2", tri, [&](double* A) { tall<16, 2><<<g2, 256>>>(A, n, cb, out); });
  timeit("tall H=32 U=2", tri, [&](double* A) { tall<32, 2><<<g2, 256>>>(A, n, cb, out); });
  timeit("tall H=16 U=2 g4", tri, [&](double* A) { tall<16, 2><<<4 * sms, 256>>>(A, n, cb, out); });
  return 0;
}
