// clock64 probe of the solver's TriSolve warp kernel (a copy of tri_solve_kernel<double, true,
// false> for a unit lower M, with time stamps): where an order-64 solve's ~17 µs go.
#include <cstdio>
#include <vector>
#include "kernels/solver/tri.cpp"
using namespace oxblas_hip;
using namespace oxblas_hip::slv;
__device__ long long stamps[8];
__global__ void __launch_bounds__(kSolveThreads) probe(SolverDesc d) {
  constexpr int NB = 64;
  __shared__ double s_m[NB * (NB + 1)];
  long long t0 = clock64();
  const int k = static_cast<int>(d.m);
  const int tid = threadIdx.x, lane = tid % 32;
  const long long v = blockIdx.x * 4LL + tid / 32;
  const double* t = reinterpret_cast<const double*>(d.a.at.addr);
  const long long ld = d.a.ld;
  double* x = reinterpret_cast<double*>(d.b.at.addr);
  auto gel = [&](int i, int l) { return t[i + l * ld]; };
  constexpr int kBatch = 8;
  for (int e0 = 0; e0 < k * k; e0 += kBatch * kSolveThreads) {
    double held[kBatch];
#pragma unroll
    for (int j = 0; j < kBatch; ++j) {
      const int e = e0 + j * kSolveThreads + tid, i = e % k, l = e / k;
      held[j] = e < k * k && i >= l ? gel(i, l) : 0.0;
    }
#pragma unroll
    for (int j = 0; j < kBatch; ++j) {
      const int e = e0 + j * kSolveThreads + tid, i = e % k, l = e / k;
      if (e < k * k) s_m[i + l * (NB + 1)] = held[j];
    }
  }
  long long t1 = clock64();
  __syncthreads();
  long long t2 = clock64();
  double* xv = x + v * d.b.ld;
  double r[2];
  for (int q = 0; q < 2; ++q) {
    const int i = lane + q * 32;
    r[q] = i < k ? xv[i] : 0.0;
  }
  long long t3 = clock64();
  solve_steps(r, k, lane, true, true, [&](int i, int l) { return s_m[i + l * (NB + 1)]; });
  long long t4 = clock64();
  for (int q = 0; q < 2; ++q) {
    const int i = lane + q * 32;
    if (i < k) xv[i] = r[q];
  }
  __syncthreads();
  long long t5 = clock64();
  if (blockIdx.x == 0 && tid == 0) {
    stamps[0] = t1 - t0; stamps[1] = t2 - t1; stamps[2] = t3 - t2; stamps[3] = t4 - t3; stamps[4] = t5 - t4;
    stamps[5] = static_cast<long long>(r[0] * 0);  // keep r
  }
}
int main() {
  const int k = 64, n = 64, ld = 64;
  std::vector<double> a(ld * k), b(ld * n);
  for (int i = 0; i < ld * k; ++i) a[i] = (i % 7) * 0.01 + ((i % (ld + 1)) == 0 ? 1.0 : 0.0);
  for (auto& v : b) v = 1.0;
  double *da, *db;
  cudaMalloc(&da, a.size() * 8); cudaMalloc(&db, b.size() * 8);
  cudaMemcpy(da, a.data(), a.size() * 8, cudaMemcpyHostToDevice);
  SolverDesc d{};
  d.m = k; d.n = n; d.batch = 1;
  d.a.at.addr = (unsigned long long)da; d.a.ld = ld;
  d.b.at.addr = (unsigned long long)db; d.b.ld = ld;
  for (int it = 0; it < 5; ++it) {
    cudaMemcpy(db, b.data(), b.size() * 8, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    cudaEventRecord(e0);
    probe<<<16, kSolveThreads>>>(d);
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1);
    long long h[8]; cudaMemcpyFromSymbol(h, stamps, sizeof(h));
    printf("it %d: %.1f us; cycles: load %lld, barrier %lld, vector %lld, steps %lld (%.0f a step), store %lld\n", it, ms * 1e3,
           h[0], h[1], h[2], h[3], h[3] / 64.0, h[4]);
  }
  return 0;
}
