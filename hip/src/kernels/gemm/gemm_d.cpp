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
// small tile; the small ones when they give at least half the SMs one; the mini ones otherwise,
// and for products at most one mini tile wide or tall.
// (H200, dpotrf 8192's launches: 64x64 grids of up to 33 blocks took 8.6-9.9 us, as 32x32 ones
// 5.3-5.9 us; at 128 blocks the 64x64 grid took 8.0-9.3 us, the 32x32 one 9.0-10.3.)
int dmma::run_d(const Args& g, hipStream_t s) {
  const int sms = l2::sm_count();
  if (g.splits == 1 && g.m <= TINY && g.n <= TINY && g.batch >= 8LL * sms)
    return launch_tiny<double>(g, s);
  if (g.splits == 1 && g.m <= Batch::BM && g.n <= Batch::BN && g.batch >= 4LL * sms)
    return launch_batch<double>(g, s);
  // One mini tile wide or tall (getrf's 32-column nodes: m x 32 x 32): a small tile would be
  // half empty, and a tile past the matrix's edge copies its slices by the checked loads, not
  // cp.async. H200, 8160 x 32 x 32 (alpha -1, beta 1): 10.1 us on the small tile, 5.5 us on
  // the mini one; 8128 x 64 x 64 7.1 against 10.1 (the forty-eighth session's tile probe,
  // docs/benchmarks/2026-12-02-h200-lu-warp-solve/experiments.txt).
  if (g.m <= Mini::BM || g.n <= Mini::BN) return launch_tl<double, Mini>(g, s);
  const long long big = ((g.m + Big::BM - 1) / Big::BM) * ((g.n + Big::BN - 1) / Big::BN) *
                        g.batch * g.splits;
  if (g.m > Small::BM && g.n > Small::BN && big >= sms)
    return launch_tl<double, Big>(g, s);
  const long long small = ((g.m + Small::BM - 1) / Small::BM) *
                          ((g.n + Small::BN - 1) / Small::BN) * g.batch * g.splits;
  if (2 * small >= sms) return launch_tl<double, Small>(g, s);
  return launch_tl<double, Mini>(g, s);
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
