// sgemm's kernels: on NVIDIA the cp.async-fed FMA kernel (gemm_ffma.h) for every shape
// (OXBLAS_GEMM_PORTABLE=1 selects the portable one instead, for comparison); the portable
// template (gemm_common.h) elsewhere.
#include "gemm_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_ffma.h"
#endif

int oxblas_hip::gemm::gemm_s(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return ffma::run(g, s);
#endif
  return run<float>(g, s);
}
