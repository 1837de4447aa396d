// cgemm's kernels (the template and its split-K combine pass: gemm_common.h).
#include "gemm_common.h"

int oxblas_hip::gemm::gemm_c(const Args& g, hipStream_t s) { return run<c32>(g, s); }
