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

// Set attribute A of kernel K to `value`, once per device (attributes are per device; later
// calls on that device keep the first value). K and A are template arguments, not function
// arguments: every kernel and attribute needs its own bit mask, and kernels of one signature
// share a function-pointer type.
template <auto K, cudaFuncAttribute A>
int set_attribute_once(int value) {
  static std::atomic<unsigned long long> set{0};
  int dev = 0;
  if (cudaError_t e = cudaGetDevice(&dev)) return static_cast<int>(e);
  const unsigned long long bit = dev < 64 ? 1ull << dev : 0;
  if (bit == 0 || (set.load(std::memory_order_relaxed) & bit) == 0) {
    if (cudaError_t e = cudaFuncSetAttribute(K, A, value)) return static_cast<int>(e);
    set.fetch_or(bit, std::memory_order_relaxed);
  }
  return 0;
}

// Opt kernel K in to `bytes` of dynamic shared memory (needed above 48 KiB), once per device.
template <auto K>
int opt_in_shared(size_t bytes) {
  return set_attribute_once<K, cudaFuncAttributeMaxDynamicSharedMemorySize>(
      static_cast<int>(bytes));
}

// Ask for the largest shared-memory carveout for kernel K (a hint, once per device): kernels
// whose residency is bounded by their static shared memory (level 2's band kernels: 35 KiB a
// block) otherwise get the driver's default split, which leaves room for fewer blocks.
template <auto K>
int prefer_max_shared() {
  return set_attribute_once<K, cudaFuncAttributePreferredSharedMemoryCarveout>(
      static_cast<int>(cudaSharedmemCarveoutMaxShared));
}

}  // namespace kern
}  // namespace oxblas_hip
#endif
