// A/B harness: level-3's Invert op by the old kernel (tb::diag_kernel, a column of D staged a
// step) and the new one (tb::invert_kernel, the triangle in shared memory), compiled from the
// tree. For each case: both invert the same blocks; X D = I checked on the host for the new
// kernel (and the old, for reference), the two results compared, and 30 interleaved timed
// launches each. The other triangle of A holds NaN (never read), the output starts poisoned.
// Build: nvcc -I<cxxbridge include> -Ihip/include -Ihip/src -DOXBLAS_HIP_NVIDIA -arch=sm_90 -O3
//        -std=c++17 harness.cu
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "kernels/level3_tri/tri_block.h"

using namespace oxblas_hip;
using oxblas::launch::Diag;
using oxblas::launch::TriBlockDesc;
using oxblas::launch::TriBlockOp;
using oxblas::launch::Uplo;

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_) {                                                                  \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static int failures = 0;

template <class T>
void run_case(const char* tn, int n, int block, bool upper, bool unit, int batch) {
  const int ld = n + 3;
  std::mt19937_64 rng(n * 131 + block * 7 + upper * 3 + unit + batch * 1000);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<T> a(static_cast<size_t>(ld) * n * batch);
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < ld; ++i) {
        T& v = a[static_cast<size_t>(b) * ld * n + i + static_cast<size_t>(j) * ld];
        const bool tri = i < n && (upper ? i <= j : i >= j);
        if (!tri) v = NAN;
        else if (i == j) v = static_cast<T>((u(rng) < 0 ? -1 : 1) * (1.0 + std::fabs(u(rng))));
        else v = static_cast<T>(u(rng) * 0.5);
      }
  const int nblocks = (n + block - 1) / block;
  const long long out_step = static_cast<long long>(block) * block;
  const size_t xsz = static_cast<size_t>(out_step) * nblocks * batch;
  T *da, *dx1, *dx2, *dx3;
  CK(cudaMalloc(&da, a.size() * sizeof(T)));
  CK(cudaMalloc(&dx1, xsz * sizeof(T)));
  CK(cudaMalloc(&dx2, xsz * sizeof(T)));
  CK(cudaMalloc(&dx3, xsz * sizeof(T)));
  CK(cudaMemset(dx3, 0xff, xsz * sizeof(T)));
  CK(cudaMemcpy(da, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  CK(cudaMemset(dx1, 0xff, xsz * sizeof(T)));
  CK(cudaMemset(dx2, 0xff, xsz * sizeof(T)));
  TriBlockDesc d{};
  d.op = TriBlockOp::Invert;
  d.uplo = upper ? Uplo::Upper : Uplo::Lower;
  d.diag = unit ? Diag::Unit : Diag::NonUnit;
  d.n = n;
  d.block = block;
  d.out_step = out_step;
  d.batch = batch;
  d.a.at.addr = reinterpret_cast<unsigned long long>(da);
  d.a.at.stride = static_cast<long long>(ld) * n;
  d.a.ld = ld;
  d.b.ld = block;
  d.zero_other = true;
  const dim3 g(nblocks, batch);
  const int rows = n < block ? n : block;
  const int threads_old = (rows * tb::kRowThreads + 31) / 32 * 32;
  auto old_launch = [&](T* out) {
    d.b.at.addr = reinterpret_cast<unsigned long long>(out);
    d.b.at.stride = out_step * nblocks;
    if (upper) tb::diag_kernel<T, true, true><<<g, threads_old>>>(d);
    else tb::diag_kernel<T, false, true><<<g, threads_old>>>(d);
  };
  auto new_launch = [&](T* out) {
    d.b.at.addr = reinterpret_cast<unsigned long long>(out);
    d.b.at.stride = out_step * nblocks;
    int err = 0;
    if (!tb::launch_invert<T>(d, g, 0, &err)) {
      printf("launch_invert declined\n");
      exit(1);
    }
    if (err) {
      printf("launch_invert error %d\n", err);
      exit(1);
    }
  };
  // v2: the same kernel again (a second copy of the result, for a determinism check).
  auto v2_launch = [&](T* out) { new_launch(out); };
  old_launch(dx1);
  new_launch(dx2);
  v2_launch(dx3);
  CK(cudaDeviceSynchronize());
  std::vector<T> x1(xsz), x2(xsz), x3(xsz);
  CK(cudaMemcpy(x3.data(), dx3, xsz * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(x1.data(), dx1, xsz * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(x2.data(), dx2, xsz * sizeof(T), cudaMemcpyDeviceToHost));
  // X D = I per block (the host's f64 product), and |x1 - x2|.
  double worst_new = 0, worst_old = 0, worst_v2 = 0, diff = 0, xmax = 0;
  bool bad_other = false;
  for (int b = 0; b < batch; ++b)
    for (int blk = 0; blk < nblocks; ++blk) {
      const int j0 = blk * block, r = n - j0 < block ? n - j0 : block;
      const T* ab = a.data() + static_cast<size_t>(b) * ld * n + j0 + static_cast<size_t>(j0) * ld;
      const size_t xo = (static_cast<size_t>(b) * nblocks + blk) * out_step;
      for (int which = 0; which < 3; ++which) {
        const T* x = (which == 2 ? x3.data() : which ? x2.data() : x1.data()) + xo;
        for (int i = 0; i < r; ++i)
          for (int j = 0; j < r; ++j) {
            const bool tri = upper ? i <= j : i >= j;
            if (!tri && x[i + j * block] != T(0)) bad_other = true;
            double s = 0;
            for (int l = 0; l < r; ++l) {
              const bool xin = upper ? i <= l : i >= l, din = upper ? l <= j : l >= j;
              if (!xin || !din) continue;
              const double dv = (l == j && unit) ? 1.0 : static_cast<double>(ab[l + j * ld]);
              s += static_cast<double>(x[i + l * block]) * dv;
            }
            const double e = std::fabs(s - (i == j ? 1.0 : 0.0));
            if (which == 2) worst_v2 = std::max(worst_v2, e);
            else if (which) worst_new = std::max(worst_new, e);
            else worst_old = std::max(worst_old, e);
          }
      }
      for (int i = 0; i < r; ++i)
        for (int j = 0; j < r; ++j) {
          const double v1 = x1[xo + i + j * block], v2 = x2[xo + i + j * block];
          diff = std::max(diff, std::fabs(v1 - v2));
          xmax = std::max(xmax, std::fabs(v1));
        }
    }
  const double eps = sizeof(T) == 4 ? 1.2e-7 : 2.3e-16;
  const double tol = 1e3 * eps * block * (xmax > 1 ? xmax : 1);
  const bool ok = !bad_other && worst_new < tol && std::isfinite(worst_new) && worst_v2 < tol &&
                  std::isfinite(worst_v2);
  if (!ok) ++failures;
  if (std::getenv("INV_QUICK")) {  // the sanitizers' run: results only
    printf("%s %s %s n=%4d block=%3d batch=%d: |XD-I| %.2e %s\n", tn, upper ? "U" : "L",
           unit ? "unit" : "nonunit", n, block, batch, worst_new, ok ? "OK" : "FAIL");
    CK(cudaFree(da));
    CK(cudaFree(dx1));
    CK(cudaFree(dx2));
    CK(cudaFree(dx3));
    return;
  }
  // Timing: 30 interleaved launches each.
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  std::vector<float> to, tn_, t2;
  for (int it = 0; it < 30; ++it) {
    float ms;
    CK(cudaEventRecord(e0));
    old_launch(dx1);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&ms, e0, e1));
    to.push_back(ms * 1000);
    CK(cudaEventRecord(e0));
    new_launch(dx2);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&ms, e0, e1));
    tn_.push_back(ms * 1000);
    CK(cudaEventRecord(e0));
    v2_launch(dx3);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&ms, e0, e1));
    t2.push_back(ms * 1000);
  }
  std::sort(t2.begin(), t2.end());
  std::sort(to.begin(), to.end());
  std::sort(tn_.begin(), tn_.end());
  printf("%s %s %s n=%4d block=%3d batch=%d: |XD-I| new %.2e old %.2e, |new-old| %.2e (max|X| %.2e) %s | "
         "old %.1f us, new %.1f us, v2 %.1f us (medians), old/new %.2f, |XD-I| v2 %.2e\n",
         tn, upper ? "U" : "L", unit ? "unit" : "nonunit", n, block, batch, worst_new, worst_old, diff,
         xmax, ok ? "OK" : "FAIL", to[15], tn_[15], t2[15], to[15] / tn_[15], worst_v2);
  CK(cudaFree(da));
  CK(cudaFree(dx1));
  CK(cudaFree(dx2));
  CK(cudaFree(dx3));
}

int main() {
  const int shapes[][3] = {{512, 128, 1}, {256, 128, 1}, {128, 128, 1}, {100, 128, 1},
                           {333, 128, 1}, {77, 64, 3},   {5, 128, 2},   {1, 128, 1},
                           {8192, 128, 1}, {130, 32, 2}};
  const bool quick = std::getenv("INV_QUICK") != nullptr;
  for (auto& sh : shapes)
    for (int up = 0; up < 2; ++up)
      for (int un = 0; un < 2; ++un) {
        if (quick && (sh[0] > 333 || sh[0] < 77)) continue;
        run_case<double>("f64", sh[0], sh[1], up, un, sh[2]);
        if (sh[0] <= 512) run_case<float>("f32", sh[0], sh[1], up, un, sh[2]);
      }
  printf("%s: %d failures\n", failures ? "FAILED" : "PASSED", failures);
  return failures ? 1 : 0;
}
