// Dynamic shared memory above the 48 KiB every NVIDIA GPU gives without asking: a kernel opts
// in once per device (the gemm ring kernels, potrf's shared-memory leaf); and the carveout
// preference of kernels bounded by their shared memory. NVIDIA only.
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

// Ask for the largest shared-memory carveout for kernel K (a hint, once per device): kernels
// whose residency is bounded by their static shared memory (level 2's slab kernels: 35 KiB a
// block) otherwise get the driver's default split, which leaves room for fewer blocks.
template <auto K>
int prefer_max_shared() {
  static std::atomic<unsigned long long> set{0};
  int dev = 0;
  if (cudaError_t e = cudaGetDevice(&dev)) return static_cast<int>(e);
  const unsigned long long bit = dev < 64 ? 1ull << dev : 0;
  if (bit == 0 || (set.load(std::memory_order_relaxed) & bit) == 0) {
    if (cudaError_t e = cudaFuncSetAttribute(K, cudaFuncAttributePreferredSharedMemoryCarveout,
                                             static_cast<int>(cudaSharedmemCarveoutMaxShared)))
      return static_cast<int>(e);
    set.fetch_or(bit, std::memory_order_relaxed);
  }
  return 0;
}

}  // namespace kern
}  // namespace oxblas_hip
#endif
