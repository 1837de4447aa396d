// Probe of the fused getrs (hip/src/kernels/solver/getrs_fused.cpp): one f64 system of order n
// (argv[1], default 1024) with synthetic factors (L unit lower with small entries, U upper with a
// dominant diagonal, pivots p_i >= i at random), solved by the cluster kernel and by the one-block
// kernel; prints their difference, each one's time (event-timed, 50 launches after a warm-up, the
// vector restored before each), and, built with -DOXBLAS_GETRS_TRACE, where a launch's time goes:
// per block, %globaltimer stamps at the kernel's phases (getrs_fused.cpp's GETRS_STAMP), relative
// to the earliest start. Not part of the library or of `cargo test`. Built by hand against the
// bridge headers of a `--features nvidia` build (scripts/bench-h200.sh makes one), F the flags
// of scripts/lu-panel-ab.sh (-O3 -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 ... -I hip/include):
//   nvcc -x cu $F -DOXBLAS_GETRS_TRACE -c -o k.o hip/src/kernels/solver/getrs_fused.cpp
//   nvcc -x cu $F -DOXBLAS_GETRS_TRACE -I hip/src -c -o p.o benches/getrs_fused_probe.cu
//   nvcc -arch=sm_90 -cudart static -o getrs_probe p.o k.o      (run: getrs_probe [n])
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "cuda_check.h"
#include "kernels/solver/solver_common.h"

using namespace oxblas_hip::slv;


int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1024, ld = n + 3;
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<double> a(static_cast<size_t>(ld) * n), b(n);
  std::vector<int> piv(n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) a[i + static_cast<size_t>(j) * ld] = i == j ? 4.0 + u(rng) : u(rng) * (i > j ? 0.05 : 1.0);
  for (int i = 0; i < n; ++i) {
    piv[i] = i + 1 + static_cast<int>((rng() % static_cast<unsigned long long>(n - i)));
    b[i] = u(rng);
  }
  double *da, *db;
  int* dp;
  unsigned long long* tr;
  CK(cudaMalloc(&da, a.size() * 8));
  CK(cudaMalloc(&db, n * 8));
  CK(cudaMalloc(&dp, n * 4));
  CK(cudaMalloc(&tr, 16 * 16 * 8));
  CK(cudaMemcpy(da, a.data(), a.size() * 8, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dp, piv.data(), n * 4, cudaMemcpyHostToDevice));
  SolverDesc d{};
  d.op = SolverOp::GetrsFused;
  d.dtype = DTypeCode::F64;
  d.m = 1;
  d.n = n;
  d.batch = 1;
  d.a.at.addr = reinterpret_cast<uint64_t>(da);
  d.a.ld = ld;
  d.b.at.addr = reinterpret_cast<uint64_t>(db);
  d.b.ld = n;
  d.ipiv.addr = reinterpret_cast<uint64_t>(dp);
  d.info = reinterpret_cast<uint64_t>(tr);
  std::vector<double> x[2];
  float ms[2] = {0, 0};
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (int v = 0; v < 2; ++v) {
    d.k1 = v;  // 0: the cluster; 1: one block
    CK(cudaMemcpy(db, b.data(), n * 8, cudaMemcpyHostToDevice));
    if (int e = launch_getrs_fused<double>(d, 0)) {
      printf("launch %d: error %d\n", v, e);
      return 2;
    }
    CK(cudaDeviceSynchronize());
    x[v].resize(n);
    CK(cudaMemcpy(x[v].data(), db, n * 8, cudaMemcpyDeviceToHost));
    const int reps = 50;
    float total = 0;
    for (int r = 0; r < reps; ++r) {
      CK(cudaMemcpy(db, b.data(), n * 8, cudaMemcpyHostToDevice));
      CK(cudaEventRecord(e0));
      (void)launch_getrs_fused<double>(d, 0);
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      float t = 0;
      CK(cudaEventElapsedTime(&t, e0, e1));
      total += t;
    }
    ms[v] = total / reps;
  }
  double diff = 0, norm = 0;
  for (int i = 0; i < n; ++i) {
    diff = std::max(diff, std::abs(x[0][i] - x[1][i]));
    norm = std::max(norm, std::abs(x[1][i]));
  }
  printf("n=%d cluster %.1f us, one block %.1f us, max |diff| / max |x| %.3g\n", n, 1e3 * ms[0], 1e3 * ms[1], diff / norm);
#if defined(OXBLAS_GETRS_TRACE)
  // The last cluster launch's stamps (the one-block kernel writes none): rerun it once.
  d.k1 = 0;
  CK(cudaMemset(tr, 0, 16 * 16 * 8));
  CK(cudaMemcpy(db, b.data(), n * 8, cudaMemcpyHostToDevice));
  (void)launch_getrs_fused<double>(d, 0);
  CK(cudaDeviceSynchronize());
  std::vector<unsigned long long> t(256);
  CK(cudaMemcpy(t.data(), tr, 256 * 8, cudaMemcpyDeviceToHost));
  const int C = (n + 63) / 64;
  unsigned long long t0 = ~0ull;
  for (int c = 0; c < C; ++c) t0 = std::min(t0, t[16 * c]);
  printf("stamps (us from the first block's start): 0 start, 1 L^-1, 2 sigma, 3 early U^-1 + cluster wait,\n"
         "4 L tiles, 5 y, 6 published, 7 late U^-1, 8 U tiles, 9 x, 10 published and stored, 11 end\n");
  for (int c = 0; c < C; ++c) {
    printf("block %2d:", c);
    for (int k = 0; k < 12; ++k) printf(" %7.2f", (t[16 * c + k] - t0) / 1e3);
    printf("\n");
  }
#endif
  return 0;
}
