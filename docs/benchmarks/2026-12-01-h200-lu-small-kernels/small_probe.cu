// Throwaway probe (forty-seventh session): the time of the lane's small launches between two
// leaves of getrf's look-ahead panels, at dgetrf 8192's shapes, f64, in one matrix of ld 8192:
// TriSolve (unit lower, left) of order k with v vectors, Laswp of c interchanges over n
// columns, gemm_d (m x n x k, alpha -1, beta 1). Each case: one warm-up launch, then R launches
// back to back (the mean: what a chain of launches pays a launch, PDL overlap included) and R
// launches each timed alone between two events with a sync after (the median: one launch's
// latency plus ~1.3 us of events and sync, the last case). The data is L2-warm from the
// warm-up (as the lane's is).
// Built against liboxblas_hip.a of a `--features nvidia` build (scripts/bench-h200.sh):
//   CUDA=$(cat scripts/.cuda-root); B=$(ls -td target-bench/release/build/oxblas-*/out | head -1)
//   F="-O3 -DNDEBUG -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -DOXBLAS_HIP_SM90A=1 -I $B/cxxbridge/include -I hip/include -I hip/src -I benches -isystem $CUDA/include"
//   $CUDA/bin/nvcc -x cu $F -c -o small_probe.o docs/benchmarks/2026-12-01-h200-lu-small-kernels/small_probe.cu
//   $CUDA/bin/nvcc -arch=sm_90 -o small_probe small_probe.o $B/build/liboxblas_hip.a -cudart static
// (not `-x cu` on the archive: nvcc then reads it as source and does not finish).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "cuda_check.h"
#include "kernels/gemm/gemm_common.h"
#include "kernels/solver/solver_common.h"

using oxblas::launch::SolverDesc;
namespace L = oxblas::launch;

__global__ void fill(double* p, long long n, unsigned seed) {
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    unsigned x = (unsigned)(i * 2654435761u) ^ seed;
    x ^= x >> 13;
    x *= 0x5bd1e995u;
    x ^= x >> 15;
    p[i] = (double)(x & 0xffff) / 65536.0 - 0.5;
  }
}

static cudaStream_t s;
static cudaEvent_t e0, e1;
static int R = 50;

template <class F>
static void timeit(const char* what, F launch) {
  if (int e = launch()) {
    printf("%-48s launch error %d\n", what, e);
    return;
  }
  CK(cudaStreamSynchronize(s));
  CK(cudaEventRecord(e0, s));
  for (int r = 0; r < R; ++r) launch();
  CK(cudaEventRecord(e1, s));
  CK(cudaEventSynchronize(e1));
  float ms;
  CK(cudaEventElapsedTime(&ms, e0, e1));
  std::vector<float> t(R);
  for (int r = 0; r < R; ++r) {
    CK(cudaEventRecord(e0, s));
    launch();
    CK(cudaEventRecord(e1, s));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&t[r], e0, e1));
  }
  std::sort(t.begin(), t.end());
  printf("%-48s back to back %7.2f us   alone median %7.2f us (min %.2f)\n", what,
         1000.0 * ms / R, 1000.0 * t[R / 2], 1000.0 * t[0]);
}

int main(int argc, char** argv) {
  if (argc > 1) R = atoi(argv[1]);
  const long long ld = 8192, n = 8192;
  double* a;
  CK(cudaMalloc(&a, sizeof(double) * ld * n));
  fill<<<1024, 256>>>(a, ld * n, 99u);
  int* piv;
  CK(cudaMalloc(&piv, sizeof(int) * 256));
  {
    std::vector<int> h(256);
    srand(3);
    for (int i = 0; i < 256; ++i) h[i] = i + 1 + rand() % (8000 - i);  // 1-based, at or below i
    CK(cudaMemcpy(piv, h.data(), sizeof(int) * 256, cudaMemcpyHostToDevice));
  }
  CK(cudaStreamCreate(&s));
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  const std::uint64_t st = reinterpret_cast<std::uint64_t>(s);
  auto base = [&](L::SolverOp op) {
    SolverDesc d{};
    d.op = op;
    d.dtype = L::DTypeCode::F64;
    d.uplo = L::Uplo::Lower;
    d.trans = L::Trans::N;
    d.diag = L::Diag::Unit;
    d.batch = 1;
    d.a.at.addr = reinterpret_cast<unsigned long long>(a);
    d.a.ld = ld;
    return d;
  };
  // TriSolve: the triangle at (0, 0), B = rows 0..k of the k columns right of it (as the
  // recursion's U12).
  struct Tc { int k, v; };
  for (Tc c : {Tc{16, 16}, Tc{32, 32}, Tc{64, 4}, Tc{64, 16}, Tc{64, 64}, Tc{64, 192},
               Tc{96, 96}, Tc{128, 128}, Tc{256, 256}}) {
    SolverDesc d = base(L::SolverOp::TriSolve);
    d.m = c.k;
    d.n = c.v;
    d.b.at.addr = d.a.at.addr;
    d.b.ld = ld;
    d.b_off = c.k * ld;
    char name[96];
    snprintf(name, sizeof name, "TriSolve k %3d, %3d vectors", c.k, c.v);
    timeit(name, [&] { return oxblas_hip::launch_solver(0, d, st); });
  }
  // Laswp: cnt interchanges (rows r0 + t with piv[t] - 1) over cols columns right of a leaf.
  struct Lc { int cnt, cols; };
  for (Lc c : {Lc{32, 224}, Lc{64, 192}, Lc{64, 64}, Lc{64, 8064}}) {
    SolverDesc d = base(L::SolverOp::Laswp);
    d.n = c.cols;
    d.row0 = 0;
    d.m = 0;
    d.k1 = 0;
    d.k2 = c.cnt;
    d.ipiv.addr = reinterpret_cast<unsigned long long>(piv);
    d.ip0 = 0;
    d.incp = 1;
    d.a_off = 256 * ld;
    char name[96];
    snprintf(name, sizeof name, "Laswp %2d interchanges, %4d columns", c.cnt, c.cols);
    timeit(name, [&] { return oxblas_hip::launch_solver(0, d, st); });
  }
  // gemm_d: A22 (rows k.., columns k..k+n) -= L21 (rows k.., columns 0..k) U12.
  struct Gc { int m, n, k; };
  for (Gc c : {Gc{8160, 32, 32}, Gc{8128, 64, 64}, Gc{8064, 128, 128}, Gc{6336, 64, 64},
               Gc{6272, 128, 128}, Gc{7936, 256, 256}}) {
    using namespace oxblas_hip::gemm;
    Args g{};
    g.a.addr = reinterpret_cast<unsigned long long>(a + c.k);
    g.b.addr = reinterpret_cast<unsigned long long>(a + c.k * ld);
    g.c.addr = reinterpret_cast<unsigned long long>(a + c.k + c.k * ld);
    g.d = g.c;
    g.lda = g.ldb = g.ldc = g.ldd = ld;
    g.m = c.m;
    g.n = c.n;
    g.k = c.k;
    g.batch = 1;
    g.alpha.re = -1.0;
    g.beta.re = 1.0;
    g.k_chunk = c.k;
    g.splits = 1;
    g.leave_blocks = 0;
    char name[96];
    snprintf(name, sizeof name, "gemm %4d x %3d x %3d", c.m, c.n, c.k);
    timeit(name, [&] { return gemm_d(g, s); });
  }
  // No launch at all between the events: what the events and the sync cost alone. (As run in
  // call 2 this case was labelled "an empty Laswp: 0 interchanges", which it never was.)
  timeit("nothing (no launch between the events)", [&] { return 0; });
  return 0;
}
