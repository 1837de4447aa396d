// The FP64 tensor-core product of sm_90 that dgemm, zgemm (gemm/gemm_dmma.h) and potrf's f64
// leaf (solver/potrf_leaf_dmma.cpp) are built on: D += A·B with A 16×8, B 8×8, D 16×8,
// `mma.sync.m16n8k8.row.col.f64`. It runs at the full FP64 tensor rate of the H200 (66 TF/s
// measured with independent accumulators), where sm_80's m8n8k4 issues at half of it.
// Fragments (PTX ISA; lane l, g = l / 4, t = l % 4): a_i = A(g + 8 (i % 2), t + 4 (i / 2)),
// b_i = B(t + 4 i, g), d_i = D(g + 8 (i / 2), 2 t + i % 2).
#pragma once

#include "oxblas_hip/cuda_compat.h"

namespace oxblas_hip {
namespace kern {

__device__ inline void dmma_16x8x8(double (&d)[4], const double (&a)[4], const double (&b)[2]) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};\n"
      : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
      : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]));
#else
  (void)d; (void)a; (void)b;
  __trap();
#endif
}

}  // namespace kern
}  // namespace oxblas_hip
