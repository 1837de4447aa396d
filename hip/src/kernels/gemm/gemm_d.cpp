// dgemm's kernels: on NVIDIA the FP64 tensor-core kernel (gemm_dmma.h; OXBLAS_GEMM_PORTABLE=1
// selects the portable one instead, for comparison), elsewhere the portable template
// (gemm_common.h).
#include "gemm_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_dmma.h"
#endif

#if defined(OXBLAS_HIP_NVIDIA)
namespace oxblas_hip {
namespace gemm {
// The tiles as run_real (gemm_dmma.h) chooses them.
int dmma::run_d(const Args& g, hipStream_t s) { return run_real<double>(g, s); }
}  // namespace gemm
}  // namespace oxblas_hip
#endif

int oxblas_hip::gemm::gemm_d(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return dmma::run_d(g, s);
#endif
  return run<double>(g, s);
}
