// Throwaway probe (forty-seventh session, call 3): TriSolve's blocked kernel forced at orders 16-64
// (launch_tri_solve sends k <= 64 to the warp kernel) against launch_tri_solve, f64, lower unit, left,
// ld 8192, k vectors, checked against a host substitution. Built from the repository root:
//   nvcc -x cu -O3 -DNDEBUG -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -DOXBLAS_HIP_SM90A=1 -I <cxxbridge include> -I hip/include -I hip/src -o blocked_probe blocked_probe.cu
#include "kernels/solver/tri.cpp"
#include <cstdio>
#include <vector>
#include <algorithm>
#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
using namespace oxblas_hip;
namespace L = oxblas::launch;
int main() {
  const long long ld = 8192, n = 1024;
  std::vector<double> h(ld * n);
  srand(7);
  for (auto& v : h) v = (rand() / (double)RAND_MAX - 0.5);
  for (long long j = 0; j < 256; ++j) for (long long i = 0; i < 256; ++i) h[i + j * ld] *= 0.1;  // tame L
  double* a; CK(cudaMalloc(&a, sizeof(double) * ld * n));
  cudaStream_t s; CK(cudaStreamCreate(&s));
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  for (int k : {16, 32, 48, 64}) for (int blocked = 0; blocked < 2; ++blocked) {
    L::SolverDesc d{};
    d.op = L::SolverOp::TriSolve; d.dtype = L::DTypeCode::F64; d.uplo = L::Uplo::Lower;
    d.trans = L::Trans::N; d.diag = L::Diag::Unit; d.m = k; d.n = k; d.batch = 1;
    d.a.at.addr = (unsigned long long)a; d.a.ld = ld; d.b.at.addr = (unsigned long long)a; d.b.ld = ld;
    d.b_off = 256 * ld;
    auto go = [&] { return blocked ? slv::launch_blocked<slv::tri_solve_blocked_kernel<double, true, false>, double>(d, s)
                                   : slv::launch_tri_solve<double>(d, s); };
    CK(cudaMemcpy(a, h.data(), sizeof(double) * ld * n, cudaMemcpyHostToDevice));
    if (int e = go()) { printf("launch error %d\n", e); continue; }
    CK(cudaStreamSynchronize(s));
    std::vector<double> got(ld * k);
    CK(cudaMemcpy(got.data(), a + 256 * ld, sizeof(double) * ld * k, cudaMemcpyDeviceToHost));
    double err = 0;
    for (int v = 0; v < k; ++v) {
      std::vector<double> x(k);
      for (int i = 0; i < k; ++i) { double sum = h[i + (256 + v) * ld]; for (int l = 0; l < i; ++l) sum -= h[i + l * ld] * x[l]; x[i] = sum;
        err = std::max(err, fabs(x[i] - got[i + v * ld])); }
      for (int i = k; i < k + 8; ++i) if (got[i + v * ld] != h[i + (256 + v) * ld]) err = 1e30;
    }
    for (int r = 0; r < 20; ++r) go();
    CK(cudaEventRecord(e0, s));
    for (int r = 0; r < 200; ++r) go();
    CK(cudaEventRecord(e1, s)); CK(cudaEventSynchronize(e1));
    float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
    printf("k %3d, %3d vectors, %s: %.2f us back to back, max err %.3g\n", k, k, blocked ? "blocked kernel" : "launch_tri_solve (warp kernel)", ms * 1000 / 200, err);
  }
}
