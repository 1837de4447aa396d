// zgemm's kernels: on NVIDIA the FP64 tensor-core kernel (gemm_dmma.h, four real MMAs per
// complex product; OXBLAS_GEMM_PORTABLE=1 selects the portable one instead, for comparison),
// elsewhere the portable template (gemm_common.h).
#include "gemm_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_dmma.h"
#endif

#if defined(OXBLAS_HIP_NVIDIA)
int oxblas_hip::gemm::dmma::run_z(const Args& g, hipStream_t s) {
  return launch_tl<c64, Cplx>(g, s);
}
#endif

int oxblas_hip::gemm::gemm_z(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return dmma::run_z(g, s);
#endif
  return run<c64>(g, s);
}
