// Throwaway probe (43rd session): the time of one TriSolve launch (tri.cpp) at getrf's
// look-ahead shapes, f64, lower unit triangle, left side, in a matrix of ld 8192; and its
// result against a host substitution. Built here with the project's nvcc:
//   nvcc -O3 -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -I hip/include -I <cxxbridge include>
//        solve_probe.cu -o solve_probe
#include "../../../hip/src/kernels/solver/tri.cpp"

#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cmath>

#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

using namespace oxblas_hip;
using oxblas::launch::SolverDesc;

int main() {
  const long long ld = 8192, n = 8192;
  std::vector<double> h(ld * n);
  srand(7);
  for (auto& v : h) v = (rand() / (double)RAND_MAX - 0.5);
  double* a;
  CK(cudaMalloc(&a, sizeof(double) * ld * n));
  CK(cudaMemcpy(a, h.data(), sizeof(double) * ld * n, cudaMemcpyHostToDevice));
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  struct Case { int k, vec; };
  for (Case cs : {Case{256, 256}, Case{128, 128}, Case{256, 512}, Case{200, 256}, Case{96, 64}}) {
    SolverDesc d{};
    d.op = oxblas::launch::SolverOp::TriSolve;
    d.dtype = oxblas::launch::DTypeCode::F64;
    d.uplo = oxblas::launch::Uplo::Lower;
    d.trans = oxblas::launch::Trans::N;
    d.diag = oxblas::launch::Diag::Unit;
    d.right = false;
    d.m = cs.k;
    d.n = cs.vec;
    d.batch = 1;
    d.a.at.addr = reinterpret_cast<unsigned long long>(a);
    d.a.ld = ld;
    d.a_off = 0;
    d.b.at.addr = reinterpret_cast<unsigned long long>(a);
    d.b.ld = ld;
    d.b_off = 256 * ld;  // columns 256.. (rows 0..k)
    // correctness: one launch on a copy, against the host
    CK(cudaMemcpy(a, h.data(), sizeof(double) * ld * n, cudaMemcpyHostToDevice));
    int e = slv::launch_tri_solve<double>(d, s);
    if (e) { printf("launch error %d\n", e); return 1; }
    CK(cudaStreamSynchronize(s));
    std::vector<double> got(ld * cs.vec);
    CK(cudaMemcpy(got.data(), a + 256 * ld, sizeof(double) * ld * cs.vec, cudaMemcpyDeviceToHost));
    double err = 0, mx = 0;
    for (int v = 0; v < cs.vec; ++v) {
      std::vector<double> x(cs.k);
      for (int i = 0; i < cs.k; ++i) {
        double sum = h[i + (256 + v) * ld];
        for (int l = 0; l < i; ++l) sum -= h[i + l * ld] * x[l];
        x[i] = sum;
      }
      for (int i = 0; i < cs.k; ++i) {
        err = fmax(err, fabs(x[i] - got[i + v * ld]));
        mx = fmax(mx, fabs(x[i]));
      }
      for (int i = cs.k; i < 8; ++i) if (got[i + v * ld] != h[i + (256 + v) * ld]) err = 1e30;
    }
    // timing: 200 launches back to back, then 50 with a sync each
    for (int r = 0; r < 20; ++r) slv::launch_tri_solve<double>(d, s);
    CK(cudaEventRecord(e0, s));
    for (int r = 0; r < 200; ++r) slv::launch_tri_solve<double>(d, s);
    CK(cudaEventRecord(e1, s));
    CK(cudaEventSynchronize(e1));
    float ms;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    printf("k=%d vectors=%d: %.2f us a launch (back to back), max err %.3g (max |x| %.3g)\n",
           cs.k, cs.vec, ms * 1000 / 200, err, mx);
  }
  return 0;
}
