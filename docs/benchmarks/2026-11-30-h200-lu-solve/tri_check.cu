// Correctness probe for TriSolve's blocked kernel (43rd session; written after the device time
// was spent, NOT RUN yet): one launch a case against a host reference, f64, the pivoted case
// as getrf's look-ahead makes it; exits 1 on a mismatch. Run it plain and under
// compute-sanitizer (racecheck, memcheck). Built here with the project's nvcc:
//   nvcc -O3 -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -I hip/include -I <cxxbridge include>
//        tri_check.cu -o tri_check
#include "../../../hip/src/kernels/solver/tri.cpp"
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cmath>
#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
using namespace oxblas_hip;
using oxblas::launch::SolverDesc;
namespace L = oxblas::launch;
static double rnd() { return rand() / (double)RAND_MAX - 0.5; }

// op(T)(i, l) of the stored k x k triangle at t (ld), as the kernel reads it.
struct Case { int k, vec; bool right; L::Uplo uplo; L::Trans trans; L::Diag diag; bool piv; };

int main() {
  const long long rows = 1100, cols = 700, ld = rows + 3;
  int fails = 0;
  for (Case cs : {Case{256, 256, false, L::Uplo::Lower, L::Trans::N, L::Diag::Unit, true},
                  Case{200, 37, false, L::Uplo::Lower, L::Trans::N, L::Diag::Unit, true},
                  Case{100, 37, false, L::Uplo::Upper, L::Trans::T, L::Diag::NonUnit, false},
                  Case{130, 50, true, L::Uplo::Lower, L::Trans::N, L::Diag::NonUnit, false},
                  Case{77, 9, true, L::Uplo::Upper, L::Trans::C, L::Diag::Unit, false}}) {
    std::vector<double> h(ld * cols);
    for (auto& v : h) v = rnd();
    // a well-conditioned triangle at (0, 0): unit-ish diagonal, small off-diagonal
    for (int i = 0; i < cs.k; ++i) for (int l = 0; l < cs.k; ++l) h[i + l * ld] *= 0.2;
    for (int i = 0; i < cs.k; ++i) h[i + i * ld] = 1.5 + rnd();
    std::vector<int> ipiv(cs.k);
    for (int t = 0; t < cs.k; ++t) ipiv[t] = 1 + t + (rand() % 3 == 0 ? 0 : rand() % (int)(rows - t));
    const long long boff = 300 * ld;  // B: rows 0.., columns 300..
    double *a; int* dp;
    CK(cudaMalloc(&a, sizeof(double) * ld * cols));
    CK(cudaMalloc(&dp, sizeof(int) * cs.k));
    CK(cudaMemcpy(a, h.data(), sizeof(double) * ld * cols, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dp, ipiv.data(), sizeof(int) * cs.k, cudaMemcpyHostToDevice));
    SolverDesc d{};
    d.op = L::SolverOp::TriSolve; d.dtype = L::DTypeCode::F64;
    d.uplo = cs.uplo; d.trans = cs.trans; d.diag = cs.diag; d.right = cs.right;
    d.m = cs.right ? cs.vec : cs.k; d.n = cs.right ? cs.k : cs.vec; d.batch = 1;
    d.a.at.addr = (unsigned long long)a; d.a.ld = ld; d.a_off = 0;
    d.b.at.addr = (unsigned long long)a; d.b.ld = ld; d.b_off = boff;
    d.incp = 1;
    if (cs.piv) { d.ipiv.addr = (unsigned long long)dp; d.ip0 = 0; d.row0 = 0; }
    int e = slv::launch_tri_solve<double>(d, 0);
    CK(cudaDeviceSynchronize());
    std::vector<double> got(ld * cols);
    CK(cudaMemcpy(got.data(), a, sizeof(double) * ld * cols, cudaMemcpyDeviceToHost));
    // host: interchanges, then the solve per vector
    std::vector<double> r = h;
    double* B = r.data() + boff;
    if (cs.piv)
      for (int t = 0; t < cs.k; ++t) {
        const int p = ipiv[t] - 1;
        for (int v = 0; v < cs.vec; ++v) std::swap(B[t + v * ld], B[p + v * ld]);
      }
    auto T = [&](int i, int l) { return h[i + l * ld]; };
    // M (k x k) = op(T) (left) or op(T)^T (right): the system per vector M x = b
    std::vector<double> M(cs.k * cs.k, 0.0);
    const bool stored_lower = cs.uplo == L::Uplo::Lower;
    for (int i = 0; i < cs.k; ++i) for (int l = 0; l < cs.k; ++l) {
      double opv;  // op(T)(i, l)
      if (cs.trans == L::Trans::N) opv = (stored_lower ? i >= l : i <= l) ? T(i, l) : 0;
      else opv = (stored_lower ? l >= i : l <= i) ? T(l, i) : 0;
      if (i == l && cs.diag == L::Diag::Unit) opv = 1;
      if (cs.right) M[l + i * cs.k] = opv; else M[i + l * cs.k] = opv;
    }
    bool mlow = true;
    for (int i = 0; i < cs.k; ++i) for (int l = i + 1; l < cs.k; ++l) if (M[i + l * cs.k] != 0) mlow = false;
    for (int v = 0; v < cs.vec; ++v) {
      auto el = [&](int i) -> double& { return cs.right ? B[v + i * ld] : B[i + v * ld]; };
      for (int s = 0; s < cs.k; ++s) {
        const int i = mlow ? s : cs.k - 1 - s;
        double sum = el(i);
        for (int l = 0; l < cs.k; ++l) if (l != i && M[i + l * cs.k] != 0) sum -= M[i + l * cs.k] * el(l);
        el(i) = sum / M[i + i * cs.k];
      }
    }
    double err = 0, mx = 0;
    for (long long q = 0; q < ld * cols; ++q) { err = fmax(err, fabs(got[q] - r[q])); mx = fmax(mx, fabs(r[q])); }
    const bool ok = e == 0 && err < 1e-11 * mx;
    fails += !ok;
    printf("k=%d vec=%d right=%d uplo=%d trans=%d diag=%d piv=%d: launch %d, max err %.3g (max %.3g) %s\n",
           cs.k, cs.vec, cs.right, (int)cs.uplo, (int)cs.trans, (int)cs.diag, cs.piv, e, err, mx, ok ? "ok" : "FAIL");
    CK(cudaFree(a)); CK(cudaFree(dp));
  }
  printf("%s\n", fails ? "FAILED" : "all ok");
  return fails != 0;
}
