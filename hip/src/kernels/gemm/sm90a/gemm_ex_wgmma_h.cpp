// gemm_ex's wgmma kernels for f16 inputs (gemm_wgmma.h). Compiled for sm_90a only
// (hip/CMakeLists.txt); gemm_ex.cpp calls them where the build has them (OXBLAS_HIP_SM90A).
#include "gemm_wgmma.h"

int oxblas_hip::gemm_ex::run_wgmma_f16(const Args& g, hipStream_t s) {
  return wgmma::run<kInF16>(g, s);
}
