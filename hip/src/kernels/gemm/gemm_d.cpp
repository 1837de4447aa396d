// dgemm's kernels (the template and its split-K combine pass: gemm_common.h).
#include "gemm_common.h"

int oxblas_hip::gemm::gemm_d(const Args& g, hipStream_t s) { return run<double>(g, s); }
