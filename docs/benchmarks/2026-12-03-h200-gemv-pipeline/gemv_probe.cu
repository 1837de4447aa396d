// Throwaway probe (59th session): does gemv N read faster when a column's contiguous run per
// block is longer? f32 today: a block of 32 rows (128-byte runs, TX = 8 threads of 16 bytes),
// 256 blocks at 8192. Here the columns of a taller row tile are split over a thread-block
// cluster of CL blocks (interleaved slices), whose rank 0 adds the other ranks' row sums from
// their shared memory (distributed shared memory, fixed order): 256- and 512-byte runs with the
// same 256 blocks. Every variant's y is checked against variant 0's; cuBLAS side by side.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <dlfcn.h>
#include <cuda_runtime.h>
#include <cuComplex.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

template <class T> struct VecOf;
template <> struct VecOf<float> { using V = float4; static constexpr int n = 4; };
template <> struct VecOf<double> { using V = double2; static constexpr int n = 2; };
struct z64 { double re, im; };
template <> struct VecOf<z64> { using V = double2; static constexpr int n = 1; };

template <class T> __device__ __forceinline__ void ldv(const T* p, T* out) {
  using V = typename VecOf<T>::V;
  V v = __ldg(reinterpret_cast<const V*>(p));
  memcpy(out, &v, sizeof(V));
}
__device__ __forceinline__ float fmaT(float a, float b, float c) { return fmaf(a, b, c); }
__device__ __forceinline__ double fmaT(double a, double b, double c) { return fma(a, b, c); }
__device__ __forceinline__ z64 fmaT(z64 a, z64 b, z64 c) {
  return {fma(a.re, b.re, fma(-a.im, b.im, c.re)), fma(a.re, b.im, fma(a.im, b.re, c.im))};
}
template <class T> __device__ __forceinline__ T zeroT() { return T{}; }
__device__ __forceinline__ float addT(float a, float b) { return a + b; }
__device__ __forceinline__ double addT(double a, double b) { return a + b; }
__device__ __forceinline__ z64 addT(z64 a, z64 b) { return {a.re + b.re, a.im + b.im}; }

// y = A x (alpha 1, beta 0), m % R == 0, n % (CL * TY * U) == 0 assumed (probe sizes).
template <class T, int TX, int TY, int U, int CL>
__global__ void __launch_bounds__(TX * TY) gemv_n(const T* __restrict__ A, long long lda,
                                                  const T* __restrict__ x, T* y, long long n, int ty_rt) {
  constexpr int V = VecOf<T>::n, R = TX * V;
  __shared__ T sh[TY * R];
  __shared__ T tot[R];
  const int tx = threadIdx.x % TX, ty = threadIdx.x / TX;
  const int TYr = ty_rt;  // run-time, as the landed kernel's (ptxas schedules the loads differently)
  int rank = 0;
  if constexpr (CL > 1) rank = cg::this_cluster().block_rank();
  const long long tile = blockIdx.x / CL;
  const long long r0 = tile * R + tx * V;
  T acc[V];
  for (int v = 0; v < V; ++v) acc[v] = zeroT<T>();
  const long long step = (long long)CL * TYr;
  // Registers double-buffered: the step's FMAs use the loads of the step before, so however
  // ptxas interleaves them no FMA waits on a load just issued (probe sizes: U * step | n).
  long long j = ty + rank * TYr;
  T a[U][V], xv[U];
#pragma unroll
  for (int u = 0; u < U; ++u) {
    ldv(A + (j + u * step) * lda + r0, a[u]);
    xv[u] = x[j + u * step];
  }
  for (j += (long long)U * step; j < n; j += (long long)U * step) {
    T b[U][V], xb[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      ldv(A + (j + u * step) * lda + r0, b[u]);
      xb[u] = x[j + u * step];
    }
#pragma unroll
    for (int u = 0; u < U; ++u)
#pragma unroll
      for (int v = 0; v < V; ++v) acc[v] = fmaT(a[u][v], xv[u], acc[v]);
#pragma unroll
    for (int u = 0; u < U; ++u) {
      xv[u] = xb[u];
#pragma unroll
      for (int v = 0; v < V; ++v) a[u][v] = b[u][v];
    }
  }
#pragma unroll
  for (int u = 0; u < U; ++u)
#pragma unroll
    for (int v = 0; v < V; ++v) acc[v] = fmaT(a[u][v], xv[u], acc[v]);
  for (int v = 0; v < V; ++v) sh[ty * R + tx * V + v] = acc[v];
  __syncthreads();
  for (int r = threadIdx.x; r < R; r += TX * TY) {
    T s = sh[r];
    for (int k = 1; k < TY; ++k) s = addT(s, sh[k * R + r]);
    tot[r] = s;
  }
  if constexpr (CL > 1) {
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (rank == 0) {
      for (int r = threadIdx.x; r < R; r += TX * TY) {
        T s = tot[r];
        for (int q = 1; q < CL; ++q) s = addT(s, cl.map_shared_rank(tot, q)[r]);
        y[tile * R + r] = s;
      }
    }
    cl.sync();
  } else {
    __syncthreads();
    for (int r = threadIdx.x; r < R; r += TX * TY) y[tile * R + r] = tot[r];
  }
}

template <class T, int TX, int TY, int U, int CL>
void launch(const T* A, long long m, long long n, const T* x, T* y, cudaStream_t s) {
  constexpr int V = VecOf<T>::n, R = TX * V;
  const unsigned blocks = (unsigned)(m / R) * CL;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(blocks);
  cfg.blockDim = dim3(TX * TY);
  cfg.stream = s;
  cudaLaunchAttribute at[1];
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = CL;
  at[0].val.clusterDim.y = 1;
  at[0].val.clusterDim.z = 1;
  cfg.attrs = at;
  cfg.numAttrs = 1;
  CK(cudaLaunchKernelEx(&cfg, gemv_n<T, TX, TY, U, CL>, A, m, x, y, n, TY));
}

typedef int (*create_t)(void**);
typedef int (*sgemv_t)(void*, int, int, int, const float*, const float*, int, const float*, int, const float*, float*, int);
typedef int (*dgemv_t)(void*, int, int, int, const double*, const double*, int, const double*, int, const double*, double*, int);
typedef int (*zgemv_t)(void*, int, int, int, const void*, const void*, int, const void*, int, const void*, void*, int);
typedef int (*setstream_t)(void*, cudaStream_t);

struct Var { const char* name; void (*fn)(const void*, long long, long long, const void*, void*, cudaStream_t); };

template <class T, int TX, int TY, int U, int CL>
void thunk(const void* A, long long m, long long n, const void* x, void* y, cudaStream_t s) {
  launch<T, TX, TY, U, CL>((const T*)A, m, n, (const T*)x, (T*)y, s);
}

int main(int argc, char** argv) {
  const long long m = argc > 1 ? atoll(argv[1]) : 8192, n = m;
  const bool small = m < 8192;  // 4096: sgemv's block shapes only
  void* lib = dlopen(getenv("OXBLAS_CUBLAS"), RTLD_NOW);
  if (!lib) { printf("no cublas: %s\n", dlerror()); return 1; }
  void* h = nullptr;
  ((create_t)dlsym(lib, "cublasCreate_v2"))(&h);
  auto sgemv = (sgemv_t)dlsym(lib, "cublasSgemv_v2");
  auto dgemv = (dgemv_t)dlsym(lib, "cublasDgemv_v2");
  auto zgemv = (zgemv_t)dlsym(lib, "cublasZgemv_v2");
  cudaStream_t st;
  CK(cudaStreamCreate(&st));
  ((setstream_t)dlsym(lib, "cublasSetStream_v2"))(h, st);
  const size_t maxbytes = m * n * 16;
  void *A, *x, *y, *y0, *cpy;
  CK(cudaMalloc(&A, maxbytes)); CK(cudaMalloc(&cpy, maxbytes));
  CK(cudaMalloc(&x, n * 16)); CK(cudaMalloc(&y, m * 16)); CK(cudaMalloc(&y0, m * 16));
  {
    std::vector<float> hA(maxbytes / 4);
    unsigned s = 12345;
    for (auto& v : hA) { s = s * 1664525u + 1013904223u; v = ((s >> 9) & 0xffff) / 65536.0f - 0.5f; }
    // The same bits serve as f32/f64/c64 data: valid finite values only for f32; rewrite per type below.
    CK(cudaMemcpy(A, hA.data(), maxbytes, cudaMemcpyHostToDevice));
  }
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  const int rounds = 5, iters = 20;
  auto timeit = [&](auto&& f) {
    for (int i = 0; i < 3; ++i) f();
    CK(cudaEventRecord(e0, st));
    for (int i = 0; i < iters; ++i) f();
    CK(cudaEventRecord(e1, st));
    CK(cudaEventSynchronize(e1));
    float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
    return 1000.0 * ms / iters;
  };
  // copy reference: read + write of the f32 matrix's bytes
  const double fbytes = (double)m * n * 4;
  double copy_us = 0;
  for (int r = 0; r < 3; ++r) copy_us += timeit([&] { CK(cudaMemcpyAsync(cpy, A, (size_t)fbytes, cudaMemcpyDeviceToDevice, st)); }) / 3;
  const double copy_rate = 2 * fbytes / copy_us / 1e3;  // GB/s read + write
  printf("copy %.0f MB: %.2f us, %.1f GB/s (read + write)\n", fbytes / 1e6, copy_us, copy_rate);

  auto run_type = [&](const char* tname, int esize, std::vector<Var> vars, auto&& cublas_call) {
    // make the data finite for the type: fill floats in [-0.5, 0.5) viewed as the type
    if (esize >= 8) {
      std::vector<double> hd(m * n * (esize / 8));
      unsigned s = 777;
      for (auto& v : hd) { s = s * 1664525u + 1013904223u; v = ((s >> 9) & 0xffff) / 65536.0 - 0.5; }
      CK(cudaMemcpy(A, hd.data(), hd.size() * 8, cudaMemcpyHostToDevice));
      std::vector<double> hx(n * (esize / 8));
      for (auto& v : hx) { s = s * 1664525u + 1013904223u; v = ((s >> 9) & 0xffff) / 65536.0 - 0.5; }
      CK(cudaMemcpy(x, hx.data(), hx.size() * 8, cudaMemcpyHostToDevice));
    } else {
      std::vector<float> hx(n);
      unsigned s = 99;
      for (auto& v : hx) { s = s * 1664525u + 1013904223u; v = ((s >> 9) & 0xffff) / 65536.0f - 0.5f; }
      CK(cudaMemcpy(x, hx.data(), n * 4, cudaMemcpyHostToDevice));
    }
    const double bytes = (double)m * n * esize;
    // reference y from cuBLAS
    cublas_call((void*)y0);
    CK(cudaStreamSynchronize(st));
    std::vector<char> ref(m * esize), got(m * esize);
    CK(cudaMemcpy(ref.data(), y0, m * esize, cudaMemcpyDeviceToHost));
    for (auto& v : vars) {
      CK(cudaMemset(y, 0xff, m * esize));
      v.fn(A, m, n, x, y, st);
      CK(cudaStreamSynchronize(st));
      CK(cudaMemcpy(got.data(), y, m * esize, cudaMemcpyDeviceToHost));
      double maxd = 0, maxr = 0;
      for (long long i = 0; i < m * esize / (esize == 4 ? 4 : 8); ++i) {
        double a = esize == 4 ? ((float*)got.data())[i] : ((double*)got.data())[i];
        double b = esize == 4 ? ((float*)ref.data())[i] : ((double*)ref.data())[i];
        if (!(fabs(a - b) <= maxd)) maxd = fabs(a - b);
        if (fabs(b) > maxr) maxr = fabs(b);
      }
      printf("%s %-28s check: max |diff| %.3g (max |y| %.3g)%s\n", tname, v.name, maxd, maxr,
             maxd <= (esize == 4 ? 1e-3 : 1e-9) * (maxr + 1) ? "" : "  ** MISMATCH **");
    }
    std::vector<double> sum(vars.size() + 1, 0), best(vars.size() + 1, 1e30);
    for (int r = 0; r < rounds; ++r) {
      for (size_t i = 0; i <= vars.size(); ++i) {
        double us = i == 0 ? timeit([&] { cublas_call(y0); })
                           : timeit([&] { vars[i - 1].fn(A, m, n, x, y, st); });
        sum[i] += us / rounds;
        if (us < best[i]) best[i] = us;
      }
    }
    for (size_t i = 0; i <= vars.size(); ++i)
      printf("%s %-28s mean %7.2f us best %7.2f  %7.1f GB/s  %6.1f%% of copy  ox/cb time %.3f\n", tname,
             i == 0 ? "cuBLAS" : vars[i - 1].name, sum[i], best[i], bytes / sum[i] / 1e3,
             100.0 * bytes / sum[i] / 1e3 / copy_rate, sum[i] / sum[0]);
  };

  const float f1 = 1, f0 = 0;
  const double d1 = 1, d0 = 0;
  const double z1[2] = {1, 0}, z0[2] = {0, 0};
  if (!small) run_type("sgemv", 4,
           {{"TX8 TY32 U8 (landed)", thunk<float, 8, 32, 8, 1>},
            {"TX8 TY32 U16", thunk<float, 8, 32, 16, 1>},
            {"TX16 TY32 U8 (512 thr)", thunk<float, 16, 32, 8, 1>},
            {"TX16 TY16 U8 CL2", thunk<float, 16, 16, 8, 2>},
            {"TX16 TY16 U16 CL2", thunk<float, 16, 16, 16, 2>},
            {"TX32 TY8 U8 CL4", thunk<float, 32, 8, 8, 4>},
            {"TX32 TY8 U16 CL4", thunk<float, 32, 8, 16, 4>},
            {"TX32 TY16 U8 CL2 (512)", thunk<float, 32, 16, 8, 2>}},
           [&](void* yy) { sgemv(h, 0, m, n, &f1, (const float*)A, m, (const float*)x, 1, &f0, (float*)yy, 1); });
  if (small) {
    run_type("sgemv", 4,
             {{"TX4 TY64 U8 (landed)", thunk<float, 4, 64, 8, 1>},
              {"TX8 TY32 U8 CL2", thunk<float, 8, 32, 8, 2>},
              {"TX8 TY64 U4 (512 thr)", thunk<float, 8, 64, 4, 1>},
              {"TX8 TY64 U8 (512 thr)", thunk<float, 8, 64, 8, 1>},
              {"TX4 TY128 U4 (512 thr)", thunk<float, 4, 128, 4, 1>},
              {"TX8 TY64 U4 CL2 (512 thr)", thunk<float, 8, 64, 4, 2>},
              {"TX8 TY32 U8 (128 blocks)", thunk<float, 8, 32, 8, 1>}},
             [&](void* yy) { sgemv(h, 0, m, n, &f1, (const float*)A, m, (const float*)x, 1, &f0, (float*)yy, 1); });
    return 0;
  }
  run_type("dgemv", 8,
           {{"TX16 TY16 U16 (landed)", thunk<double, 16, 16, 16, 1>},
            {"TX32 TY8 U16 CL2", thunk<double, 32, 8, 16, 2>},
            {"TX32 TY8 U8 CL2", thunk<double, 32, 8, 8, 2>},
            {"TX32 TY16 U8 CL2 (512)", thunk<double, 32, 16, 8, 2>}},
           [&](void* yy) { dgemv(h, 0, m, n, &d1, (const double*)A, m, (const double*)x, 1, &d0, (double*)yy, 1); });
  run_type("zgemv", 16,
           {{"TX32 TY8 U16 (landed)", thunk<z64, 32, 8, 16, 1>},
            {"TX32 TY8 U8", thunk<z64, 32, 8, 8, 1>},
            {"TX32 TY8 U8 CL2", thunk<z64, 32, 8, 8, 2>},
            {"TX32 TY8 U16 CL2", thunk<z64, 32, 8, 16, 2>},
            {"TX32 TY16 U8 CL2 (512)", thunk<z64, 32, 16, 8, 2>}},
           [&](void* yy) { zgemv(h, 0, m, n, z1, A, m, x, 1, z0, yy, 1); });
  return 0;
}
