// gemm_ex's tensor-core kernels for bf16 inputs: not yet (the portable kernel of gemm_ex.cpp runs).
#include "gemm_ex.h"

int oxblas_hip::gemm_ex::run_hmma_bf16(const Args& g, hipStream_t s) {
  (void)g;
  (void)s;
  return kInvalidLaunch;
}
