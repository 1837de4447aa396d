// Global-to-shared copies that hold no registers while in flight: cp.async on NVIDIA sm_80+, a
// load and a store elsewhere (AMD, older NVIDIA). The level-2 slab kernels (trmv/tbmv/tpmv)
// stage whole 32 KiB tiles with them, and symv/hemv a per-lane ring of column pieces, so that
// the bytes in flight per SM are set by shared memory, not by the register budget.
#pragma once

#include <cstdint>

#include "oxblas_hip/cuda_compat.h"

namespace oxblas_hip {
namespace kern {

#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define OXK_CP_ASYNC 1
#endif

// The B bytes at src (B in {4, 8, 16}, both addresses B-aligned) into shared memory at dst.
template <int B>
__device__ inline void copy_bytes(void* dst, const void* src) {
  static_assert(B == 4 || B == 8 || B == 16, "cp.async copies 4, 8 or 16 bytes");
#if defined(OXK_CP_ASYNC)
  const unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  if constexpr (B == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(d), "l"(src) : "memory");
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(d), "l"(src), "n"(B)
                 : "memory");
#else
  if constexpr (B == 16)
    *static_cast<uint4*>(dst) = *static_cast<const uint4*>(src);
  else if constexpr (B == 8)
    *static_cast<uint2*>(dst) = *static_cast<const uint2*>(src);
  else
    *static_cast<unsigned*>(dst) = *static_cast<const unsigned*>(src);
#endif
}

// One element (its own alignment: sizeof(T) for every type here, complex included).
template <class T>
__device__ inline void copy_in(T* dst, const T* src) {
  copy_bytes<static_cast<int>(sizeof(T))>(dst, src);
}

// One element aligned only to its component (complex data whose base is not element-aligned):
// component by component.
template <class T>
__device__ inline void copy_parts(T* dst, const T* src) {
  constexpr int H = static_cast<int>(sizeof(T)) / 2;
  copy_bytes<H>(dst, src);
  copy_bytes<H>(reinterpret_cast<char*>(dst) + H, reinterpret_cast<const char*>(src) + H);
}

// 16 bytes (16 / sizeof(T) consecutive elements), both ends 16-byte aligned.
template <class T>
__device__ inline void copy_in16(T* dst, const T* src) {
  copy_bytes<16>(dst, src);
}

// Closes this thread's group of copies issued since the last commit (copy_wait_group counts them).
__device__ inline void copy_commit() {
#if defined(OXK_CP_ASYNC)
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}

// At most N of this thread's committed groups are still in flight (the older ones have landed,
// visible to this thread; a barrier would make them visible to the others).
template <int N>
__device__ inline void copy_wait_group() {
#if defined(OXK_CP_ASYNC)
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

// This thread's copies have landed (a barrier then makes everyone's visible).
__device__ inline void copy_wait() {
#if defined(OXK_CP_ASYNC)
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

}  // namespace kern
}  // namespace oxblas_hip
