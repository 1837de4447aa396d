// cgemm's kernels: on NVIDIA the FP64 tensor-core kernel (gemm_dmma.h's complex path, four real
// MMAs a complex product) with c32 operands, each part converted to double as it is read, sums
// in double (as sgemm's, gemm_s.cpp); OXBLAS_GEMM_PORTABLE=1 selects the portable template
// (gemm_common.h) instead, which AMD runs.
#include "gemm_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_dmma.h"
#endif

#if defined(OXBLAS_HIP_NVIDIA)
int oxblas_hip::gemm::dmma::run_c(const Args& g, hipStream_t s) {
  return launch_tl<c32, Cplx>(g, s);
}
#endif

int oxblas_hip::gemm::gemm_c(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return dmma::run_c(g, s);
#endif
  return run<c32>(g, s);
}
