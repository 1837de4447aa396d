// Dynamic shared memory above the 48 KiB every NVIDIA GPU gives without asking: a kernel opts
// in once per device (the gemm ring kernels, potrf's shared-memory leaf). NVIDIA only.
#pragma once

#include <atomic>
#include <cstddef>

#include "oxblas_hip/cuda_compat.h"

#if defined(OXBLAS_HIP_NVIDIA)
namespace oxblas_hip {
namespace kern {

// Opt kernel K in to `bytes` of dynamic shared memory (needed above 48 KiB), once per device.
// K is a template argument, not a function argument: every kernel needs its own bit mask, and
// kernels of one signature share a function-pointer type.
template <auto K>
int opt_in_shared(size_t bytes) {
  static std::atomic<unsigned long long> opted{0};
  int dev = 0;
  if (cudaError_t e = cudaGetDevice(&dev)) return static_cast<int>(e);
  const unsigned long long bit = dev < 64 ? 1ull << dev : 0;
  if (bit == 0 || (opted.load(std::memory_order_relaxed) & bit) == 0) {
    if (cudaError_t e = cudaFuncSetAttribute(K, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                             static_cast<int>(bytes)))
      return static_cast<int>(e);
    opted.fetch_or(bit, std::memory_order_relaxed);
  }
  return 0;
}

}  // namespace kern
}  // namespace oxblas_hip
#endif
