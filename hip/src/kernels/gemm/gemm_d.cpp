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
// The big tiles when they alone give every SM at least one block and a matrix fills more than a
// small tile; the small ones otherwise.
int dmma::run_d(const Args& g, hipStream_t s) {
  const int sms = l2::sm_count();
  if (g.splits == 1 && g.m <= TINY && g.n <= TINY && g.batch >= 8LL * sms)
    return launch_tiny<double>(g, s);
  if (g.splits == 1 && g.m <= Batch::BM && g.n <= Batch::BN && g.batch >= 4LL * sms)
    return launch_tl<double, Batch>(g, s);
  const long long big = ((g.m + Big::BM - 1) / Big::BM) * ((g.n + Big::BN - 1) / Big::BN) *
                        g.batch * g.splits;
  if (g.m > Small::BM && g.n > Small::BN && big >= sms)
    return launch_tl<double, Big>(g, s);
  return launch_tl<double, Small>(g, s);
}
}  // namespace gemm
}  // namespace oxblas_hip
#endif

int oxblas_hip::gemm::gemm_d(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return dmma::run_d(g, s);
#endif
  return run<double>(g, s);
}
