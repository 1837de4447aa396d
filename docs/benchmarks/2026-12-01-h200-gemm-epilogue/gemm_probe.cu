// Times oxblas's dgemm launcher (gemm_d: the FP64 tensor-core tiles of gemm_dmma.h) on one
// product shape inside a larger matrix, the way getrf's look-ahead calls it (A, B and C
// submatrices of one column-major matrix of leading dimension LD, alpha = -1, beta = 1), or
// with beta = 0, 3 warm-up launches then REPS timed ones. Not part of the library or of
// `cargo test`. Built from the repository root against the cxx bridge's headers of a
// `--features nvidia` build (scripts/bench-h200.sh makes one), as in the forty-fifth session:
//   CUDA=$(cat scripts/.cuda-root); BR=$(ls -td target-bench/release/build/oxblas-*/out/cxxbridge/include | head -1)
//   F="-O3 -DNDEBUG -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -DOXBLAS_HIP_SM90A=1 -I $BR -I hip/include -I hip/src -isystem $CUDA/include -isystem $CUDA/include/cccl"
//   $CUDA/bin/nvcc -x cu $F -c -o gemm_d.o hip/src/kernels/gemm/gemm_d.cpp
//   $CUDA/bin/nvcc -x cu $F -I benches -c -o probe.o docs/benchmarks/2026-12-01-h200-gemm-epilogue/gemm_probe.cu
//   $CUDA/bin/nvcc -arch=sm_90 -cudart static -o gemm_probe probe.o gemm_d.o
// cuBLAS on the same layout: cublas_gemm.py beside this file (PyTorch's addmm_).
//
// Usage: gemm_probe M N K [LD [BETA [REPS]]]  -> "M N K beta: us, TF/s"
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "cuda_check.h"
#include "kernels/gemm/gemm_common.h"

using namespace oxblas_hip::gemm;

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

int main(int argc, char** argv) {
  if (argc < 4) {
    printf("usage: gemm_probe M N K [LD [BETA [REPS]]]\n");
    return 2;
  }
  const long long m = atoll(argv[1]), n = atoll(argv[2]), k = atoll(argv[3]);
  const long long ld = argc > 4 ? atoll(argv[4]) : (m + k);
  const double beta = argc > 5 ? atof(argv[5]) : 1.0;
  const int reps = argc > 6 ? atoi(argv[6]) : 20;
  // One matrix of ld rows and k + n columns: A = rows [k, k + m) of columns [0, k), B = rows
  // [0, k) of columns [k, k + n), C = rows [k, k + m) of columns [k, k + n) (getrf's L21, U12,
  // A22 with the panel at the top left).
  const long long rows = ld, cols = k + n;
  double* M = nullptr;
  CK(cudaMalloc(&M, sizeof(double) * rows * cols));
  fill<<<1024, 256>>>(M, rows * cols, 1234u);
  CK(cudaDeviceSynchronize());
  Args g{};
  g.a.addr = reinterpret_cast<unsigned long long>(M + k);
  g.b.addr = reinterpret_cast<unsigned long long>(M + k * ld);
  g.c.addr = reinterpret_cast<unsigned long long>(M + k + k * ld);
  g.d = g.c;
  g.lda = g.ldb = g.ldc = g.ldd = ld;
  g.m = m;
  g.n = n;
  g.k = k;
  g.batch = 1;
  g.ta = g.tb = 0;
  g.alpha.re = -1.0;
  g.beta.re = beta;
  g.partials = nullptr;
  g.k_chunk = k;
  g.splits = 1;
  g.leave_blocks = 0;
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (int i = 0; i < 3; ++i)
    if (int e = gemm_d(g, s)) {
      printf("launch failed: %d\n", e);
      return 1;
    }
  CK(cudaStreamSynchronize(s));
  std::vector<float> t(reps);
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(e0, s));
    gemm_d(g, s);
    CK(cudaEventRecord(e1, s));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&t[r], e0, e1));
  }
  float best = t[0], sum = 0;
  for (float x : t) {
    best = x < best ? x : best;
    sum += x;
  }
  const double us = 1000.0 * sum / reps;
  printf("%lld %lld %lld ld %lld beta %g: mean %.1f us (best %.1f), %.1f TF/s\n", m, n, k, ld,
         beta, us, 1000.0 * best, 2.0 * m * n * k / us / 1e6);
  return 0;
}
