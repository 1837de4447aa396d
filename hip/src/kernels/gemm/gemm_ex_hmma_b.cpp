// gemm_ex's tensor-core kernels for bf16 inputs (gemm_hmma.h); NVIDIA only, elsewhere the
// portable kernel of gemm_ex.cpp runs.
#include "gemm_ex.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_hmma.h"
#endif

int oxblas_hip::gemm_ex::run_hmma_bf16(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  return hmma::run<kInBF16>(g, s);
#else
  (void)g;
  (void)s;
  return kInvalidLaunch;
#endif
}
