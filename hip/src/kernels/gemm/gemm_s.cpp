// sgemm's kernels (the template and its split-K combine pass: gemm_common.h).
#include "gemm_common.h"

int oxblas_hip::gemm::gemm_s(const Args& g, hipStream_t s) { return run<float>(g, s); }
