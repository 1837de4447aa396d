// hgemm's kernels (the template with f16 storage and f32 accumulation: gemm_common.h).
#include "gemm_common.h"

int oxblas_hip::gemm::gemm_h(const Args& g, hipStream_t s) { return run<h16>(g, s); }
