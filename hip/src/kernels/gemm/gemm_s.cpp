// sgemm's kernels. On NVIDIA the FP64 tensor-core kernels of gemm_dmma.h with float operands
// (below); OXBLAS_SGEMM_FP32=1 selects the FP32 FMA tile (gemm_ffma.h) for every shape instead,
// and OXBLAS_GEMM_PORTABLE=1 the portable kernel, both read once per process. The portable
// template (gemm_common.h) elsewhere.
#include "gemm_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "gemm_dmma.h"
#include "gemm_ffma.h"
#endif

#if defined(OXBLAS_HIP_NVIDIA)
namespace oxblas_hip {
namespace gemm {
// Why the FP64 tensor cores for f32: the H200's FP64 tensor rate (67 TF/s) equals its FP32 FMA
// rate, and an MMA tile gets much nearer to it than FMA tiles do: the FP32 FMA tile reached
// 0.87-0.90 of cuBLAS's sgemm (45 TF/s; cuBLAS 51), this one 61-63 TF/s at 4096-8192, 1.20-1.26 of
// cuBLAS, its float slices half a double slice's bytes (dgemm's tile: 55 TF/s). The operands are
// copied into shared memory as floats and each fragment value converted to double as it is read; a
// product of two floats is exact in double and the sums run in double, so every element of
// op(A)·op(B) is at least as accurate as an FP32 accumulation's; alpha, beta and C are applied in
// float as the FP32 kernels apply them (a rounding of the sum to float first). Results differ from
// an FP32 accumulation's (cuBLAS's, the AMD build's) by that accumulation's rounding errors. The
// shapes take the tiles dgemm's do (run_real, gemm_dmma.h), except that NN's large tile has 6
// stages. H200 (docs/benchmarks/2026-12-02-h200-sgemm-dmma/), against the FP32 tile: NN 1024 110.1
// -> 43.8 us (0.51 -> 1.29 of cuBLAS: 64 FP32 tiles for 132 SMs), NN 8192 24244 -> 17337 us;
// batches of 64^3 x 16 000 1817 -> 233 us, of 16^3 x 100 000 4427 -> 118 us (1.26 and 2.14 of
// cublasSgemmStridedBatched).
inline bool fp32_forced() {
  static const bool forced = env_switch_on("OXBLAS_SGEMM_FP32");
  return forced;
}

int dmma::run_s(const Args& g, hipStream_t s) {
  if (fp32_forced()) return ffma::run(g, s);
  return run_real<float, BigF6>(g, s);
}
}  // namespace gemm
}  // namespace oxblas_hip
#endif

int oxblas_hip::gemm::gemm_s(const Args& g, hipStream_t s) {
#if defined(OXBLAS_HIP_NVIDIA)
  if (!portable_forced()) return dmma::run_s(g, s);
#endif
  return run<float>(g, s);
}
