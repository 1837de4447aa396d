// A/B harness: the solver's TriSolve (substitution with a triangle of order <= 64) by the
// kernel of a base commit (tri_old.inc, its tri.cpp in namespace slv_old) and by the tree's,
// through their launchers: the same solves by both, results compared bit for bit, 30
// interleaved timed launches each. The other triangle of A holds NaN. tri_old.inc:
//   git show BASE:hip/src/kernels/solver/tri.cpp \
//     | sed 's/^namespace slv {/namespace slv_old {\nusing namespace slv;/' \
//     | sed 's/^#include "solver_common.h"/#include "kernels\/solver\/solver_common.h"/' > tri_old.inc
// Build: nvcc -I<cxxbridge include> -Ihip/include -Ihip/src -I<dir of tri_old.inc>
//        -DOXBLAS_HIP_NVIDIA -arch=sm_90 -O3 -std=c++17 harness_trisolve.cu
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "kernels/solver/tri.cpp"
#include "tri_old.inc"

using namespace oxblas_hip;
using oxblas::launch::Diag;
using oxblas::launch::SolverDesc;
using oxblas::launch::SolverOp;
using oxblas::launch::Trans;
using oxblas::launch::Uplo;

#define CK(x)                                                                           \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_) {                                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

using oxblas_hip::kern::c32;
using oxblas_hip::kern::c64;
static int failures = 0;

// A value of T from a double (complex: an imaginary part too).
template <class T> T mk(double v) { return static_cast<T>(v); }
template <> c32 mk<c32>(double v) { return c32{static_cast<float>(v), static_cast<float>(0.7 * v)}; }
template <> c64 mk<c64>(double v) { return c64{v, -0.6 * v}; }

template <class T>
void run_case(const char* tn, int k, long long vecs, bool right, bool lower, bool trans, bool unit) {
  const int lda = k + 5;
  const long long m = right ? vecs : k, n = right ? k : vecs, ldb = m + 3;
  std::mt19937_64 rng(k * 7 + vecs + right * 3 + lower * 5 + trans * 11 + unit * 13);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<T> a(static_cast<size_t>(lda) * k), bm(static_cast<size_t>(ldb) * n);
  for (int j = 0; j < k; ++j)
    for (int i = 0; i < lda; ++i) {
      const bool tri = i < k && (lower ? i >= j : i <= j);
      a[i + static_cast<size_t>(j) * lda] =
          !tri ? mk<T>(NAN) : i == j ? mk<T>(1.5 + 0.5 * u(rng)) : mk<T>(u(rng) * 0.3);
    }
  for (auto& v : bm) v = mk<T>(u(rng));
  T *da, *db1, *db2;
  CK(cudaMalloc(&da, a.size() * sizeof(T)));
  CK(cudaMalloc(&db1, bm.size() * sizeof(T)));
  CK(cudaMalloc(&db2, bm.size() * sizeof(T)));
  CK(cudaMemcpy(da, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  SolverDesc d{};
  d.op = SolverOp::TriSolve;
  d.uplo = lower ? Uplo::Lower : Uplo::Upper;
  d.trans = trans ? Trans::T : Trans::N;
  d.diag = unit ? Diag::Unit : Diag::NonUnit;
  d.right = right;
  d.m = m;
  d.n = n;
  d.batch = 1;
  d.a.at.addr = reinterpret_cast<unsigned long long>(da);
  d.a.ld = lda;
  d.b.ld = ldb;
  auto old_launch = [&](T* b) {
    d.b.at.addr = reinterpret_cast<unsigned long long>(b);
    if (int e = slv_old::launch_tri_solve<T>(d, 0)) {
      printf("old launch error %d\n", e);
      exit(1);
    }
  };
  auto new_launch = [&](T* b) {
    d.b.at.addr = reinterpret_cast<unsigned long long>(b);
    if (int e = slv::launch_tri_solve<T>(d, 0)) {
      printf("new launch error %d\n", e);
      exit(1);
    }
  };
  CK(cudaMemcpy(db1, bm.data(), bm.size() * sizeof(T), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(db2, bm.data(), bm.size() * sizeof(T), cudaMemcpyHostToDevice));
  old_launch(db1);
  new_launch(db2);
  CK(cudaDeviceSynchronize());
  std::vector<T> x1(bm.size()), x2(bm.size());
  CK(cudaMemcpy(x1.data(), db1, bm.size() * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(x2.data(), db2, bm.size() * sizeof(T), cudaMemcpyDeviceToHost));
  long long differ = 0, changed = 0;
  for (size_t e = 0; e < bm.size(); ++e) {
    if (std::memcmp(&x1[e], &x2[e], sizeof(T)) != 0) ++differ;
    if (std::memcmp(&x1[e], &bm[e], sizeof(T)) != 0) ++changed;
  }
  const bool identity = k == 1 && unit;  // nothing to change
  if (differ || (changed == 0 && !identity)) ++failures;
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  std::vector<float> to, tn_;
  for (int it = 0; it < 30; ++it) {
    float ms;
    CK(cudaEventRecord(e0));
    old_launch(db1);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&ms, e0, e1));
    to.push_back(ms * 1000);
    CK(cudaEventRecord(e0));
    new_launch(db2);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&ms, e0, e1));
    tn_.push_back(ms * 1000);
  }
  std::sort(to.begin(), to.end());
  std::sort(tn_.begin(), tn_.end());
  printf("%s k=%2d vecs=%5lld %s %s %s %s: %lld of %zu elements differ (%lld changed) %s | old %.1f us, "
         "new %.1f us, old/new %.2f\n",
         tn, k, vecs, right ? "R" : "L", lower ? "L" : "U", trans ? "T" : "N", unit ? "unit" : "nonunit",
         differ, bm.size(), changed, differ || (changed == 0 && !identity) ? "FAIL" : "OK", to[15], tn_[15],
         to[15] / tn_[15]);
  CK(cudaFree(da));
  CK(cudaFree(db1));
  CK(cudaFree(db2));
}

int main() {
  for (long long vecs : {64LL, 960LL, 4LL, 1LL, 3000LL})
    run_case<double>("f64", 64, vecs, false, true, false, true);
  for (int k : {64, 37, 1})
    for (int right = 0; right < 2; ++right)
      for (int lower = 0; lower < 2; ++lower)
        for (int trans = 0; trans < 2; ++trans)
          for (int unit = 0; unit < 2; ++unit) {
            run_case<double>("f64", k, 200, right, lower, trans, unit);
            run_case<float>("f32", k, 130, right, lower, trans, unit);
          }
  run_case<float>("f32", 64, 960, false, true, false, true);
  for (long long vecs : {64LL, 960LL})
    for (int lower = 0; lower < 2; ++lower) {
      run_case<c32>("c32", 64, vecs, false, lower, true, false);
      run_case<c64>("c64", 32, vecs, false, lower, false, false);
      run_case<c64>("c64", 64, vecs, true, lower, true, true);
    }
  printf("%s: %d failures\n", failures ? "FAILED" : "PASSED", failures);
  return failures ? 1 : 0;
}
