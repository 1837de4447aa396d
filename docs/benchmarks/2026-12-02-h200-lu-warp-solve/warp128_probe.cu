// Throwaway probe (forty-ninth session): would the warp TriSolve (tri.cpp's solve_steps, by
// register slot) beat the blocked kernel at orders 65-128, the lane's order-128 solve of
// dgetrf 8192's 256-column panels? A copy of the warp kernel with R rows a lane (R = 4: order
// 128) and the triangle in opt-in dynamic shared memory (k x (k + 1) doubles, 129 KiB at 128),
// loaded in rounds of 32 loads a thread; f64, lower, unit, left, ld 8192, checked against a host
// substitution; against launch_tri_solve (the blocked kernel above order 64). Built from the
// repository root as blocked_probe.cu of 2026-12-01-h200-lu-small-kernels/:
//   nvcc -x cu -O3 -DNDEBUG -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -DOXBLAS_HIP_SM90A=1 \
//     -I <cxxbridge include> -I hip/include -I hip/src -c warp128_probe.cu -o w.o
//   nvcc -arch=sm_90 w.o <liboxblas_hip.a> -cudart static -o warp128_probe
#include "kernels/solver/tri.cpp"
#include <algorithm>
#include <cstdio>
#include <vector>
#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
using namespace oxblas_hip;
namespace L = oxblas::launch;

// tri.cpp's solve_steps for lower unit M, with R rows a lane.
template <int R, class Mel>
__device__ inline void steps_r(double (&r)[R], int k, int lane, Mel mel) {
#pragma unroll
  for (int slot = 0; slot < R; ++slot) {
    const int lo = slot * 32, hi = k < lo + 32 ? k : lo + 32;
#pragma unroll 4
    for (int s = 0; s < hi - lo; ++s) {
      const int l = lo + s;
      double m[R];
#pragma unroll
      for (int q = 0; q < R; ++q) {
        const int i = lane + q * 32;
        if (q >= slot) m[q] = mel(i < k ? i : k - 1, l);
      }
      const double xl = __shfl_sync(0xffffffffu, r[slot], l - lo);
#pragma unroll
      for (int q = 0; q < R; ++q) {
        if (q < slot) continue;
        const int i = lane + q * 32;
        const double u = r[q] - m[q] * xl;
        if (q != slot) r[q] = u;
        else if (i > l) r[q] = u;
      }
    }
  }
}

template <int R, int VPB>
__global__ void __launch_bounds__(VPB * 32) warp_solve(const double* t, long long ld, double* x,
                                                       long long xld, int k, int vectors) {
  extern __shared__ double sm[];
  constexpr int NT = VPB * 32, BATCH = 32;
  const int S = k + 1;
  const int tid = threadIdx.x, lane = tid % 32;
  const int v = blockIdx.x * VPB + tid / 32;
  for (int e0 = 0; e0 < k * k; e0 += BATCH * NT) {
    double h[BATCH];
#pragma unroll
    for (int j = 0; j < BATCH; ++j) {
      const int e = e0 + j * NT + tid, i = e % k, l = e / k;
      h[j] = e < k * k && i >= l ? t[i + l * ld] : 0.0;
    }
#pragma unroll
    for (int j = 0; j < BATCH; ++j) {
      const int e = e0 + j * NT + tid, i = e % k, l = e / k;
      if (e < k * k) sm[i + l * S] = h[j];
    }
  }
  __syncthreads();
  if (v >= vectors) return;
  double* xv = x + v * xld;
  double r[R];
#pragma unroll
  for (int q = 0; q < R; ++q) {
    const int i = lane + q * 32;
    r[q] = i < k ? xv[i] : 0.0;
  }
  steps_r<R>(r, k, lane, [&](int i, int l) { return sm[i + l * S]; });
#pragma unroll
  for (int q = 0; q < R; ++q) {
    const int i = lane + q * 32;
    if (i < k) xv[i] = r[q];
  }
}

template <int R, int VPB>
int launch_warp(const double* t, long long ld, double* x, long long xld, int k, int vectors,
                cudaStream_t s) {
  const size_t smem = sizeof(double) * k * (k + 1);
  static bool once = [] {
    cudaFuncSetAttribute(warp_solve<R, VPB>, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024);
    return true;
  }();
  (void)once;
  warp_solve<R, VPB><<<(vectors + VPB - 1) / VPB, VPB * 32, smem, s>>>(t, ld, x, xld, k, vectors);
  return static_cast<int>(cudaGetLastError());
}

int main() {
  const long long ld = 8192, n = 1024;
  std::vector<double> h(ld * n);
  srand(7);
  for (auto& v : h) v = (rand() / (double)RAND_MAX - 0.5);
  for (long long j = 0; j < 256; ++j) for (long long i = 0; i < 256; ++i) h[i + j * ld] *= 0.1;  // tame L
  double* a; CK(cudaMalloc(&a, sizeof(double) * ld * n));
  cudaStream_t s; CK(cudaStreamCreate(&s));
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  struct Case { int k, vectors, how; };  // how: 0 launch_tri_solve, 1 warp R=4 VPB 4, 2 R=4 VPB 8, 3 R=3 VPB 4, 4 R=2 VPB 4
  const char* names[] = {"launch_tri_solve", "warp R4 x4 vectors a block", "warp R4 x8 vectors a block",
                         "warp R3 x4 vectors a block", "warp R2 x4 vectors a block"};
  std::vector<Case> cases;
  for (int vec : {128, 64, 4}) for (int how : {0, 1, 2}) cases.push_back({128, vec, how});
  for (int how : {0, 3, 1}) cases.push_back({96, 128, how});
  for (int how : {0, 4}) cases.push_back({64, 64, how});
  for (const Case& c : cases) {
    const int k = c.k;
    L::SolverDesc d{};
    d.op = L::SolverOp::TriSolve; d.dtype = L::DTypeCode::F64; d.uplo = L::Uplo::Lower;
    d.trans = L::Trans::N; d.diag = L::Diag::Unit; d.m = k; d.n = c.vectors; d.batch = 1;
    d.a.at.addr = (unsigned long long)a; d.a.ld = ld; d.b.at.addr = (unsigned long long)a; d.b.ld = ld;
    d.b_off = 256 * ld;
    double* b = a + 256 * ld;
    auto go = [&] {
      switch (c.how) {
        case 0: return slv::launch_tri_solve<double>(d, s);
        case 1: return launch_warp<4, 4>(a, ld, b, ld, k, c.vectors, s);
        case 2: return launch_warp<4, 8>(a, ld, b, ld, k, c.vectors, s);
        case 3: return launch_warp<3, 4>(a, ld, b, ld, k, c.vectors, s);
        default: return launch_warp<2, 4>(a, ld, b, ld, k, c.vectors, s);
      }
    };
    CK(cudaMemcpy(a, h.data(), sizeof(double) * ld * n, cudaMemcpyHostToDevice));
    if (int e = go()) { printf("launch error %d (%s)\n", e, names[c.how]); continue; }
    CK(cudaStreamSynchronize(s));
    std::vector<double> got(ld * c.vectors);
    CK(cudaMemcpy(got.data(), b, sizeof(double) * ld * c.vectors, cudaMemcpyDeviceToHost));
    double err = 0;
    for (int v = 0; v < c.vectors; ++v) {
      std::vector<double> xs(k);
      for (int i = 0; i < k; ++i) {
        double sum = h[i + (256 + v) * ld];
        for (int l = 0; l < i; ++l) sum -= h[i + l * ld] * xs[l];
        xs[i] = sum;
        err = std::max(err, fabs(xs[i] - got[i + v * ld]));
      }
      for (int i = k; i < k + 8; ++i) if (got[i + v * ld] != h[i + (256 + v) * ld]) err = 1e30;
    }
    for (int r = 0; r < 20; ++r) go();
    CK(cudaEventRecord(e0, s));
    for (int r = 0; r < 200; ++r) go();
    CK(cudaEventRecord(e1, s)); CK(cudaEventSynchronize(e1));
    float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
    printf("k %3d, %3d vectors, %-28s: %6.2f us back to back, max err %.3g\n", k, c.vectors, names[c.how],
           ms * 1000 / 200, err);
  }
}
