// The store of a gemm tile's finished elements, shared by every gemm kernel's epilogue (Out in
// gemm_common.h, Epilogue in gemm_ex.h: each gives c_term(i, j), beta·C or zero, and
// put(i, j, acc, cterm)).
#pragma once

#include "oxblas_hip/cuda_compat.h"

namespace oxblas_hip {
namespace gemm {

// Asks L2 for the BM×BN tile of C at (row0, col0) (ldc elements between columns; rows past m
// and columns past n skipped), its 128-byte lines spread over the NT threads of a block. A
// kernel that will read C in its epilogue calls it before its k loop, so that those loads find
// C in L2 instead of waiting for memory at the end. A hint that nothing waits for; no effect on
// AMD. (Line counts are compile-time: a runtime 64-bit division here cost the large dgemm
// tile 120 more bytes of spilled registers.)
template <class T, int BM, int BN, int NT>
__device__ inline void prefetch_c(const T* C, long long ldc, long long row0, long long col0,
                                  long long m, long long n, int tid) {
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__)
  constexpr int PER_LINE = 128 / static_cast<int>(sizeof(T));
  constexpr int LINES = (BM + PER_LINE - 1) / PER_LINE;  // of one column of the tile
  for (int e = tid; e < LINES * BN; e += NT) {
    const long long r = row0 + (e % LINES) * PER_LINE, c = col0 + e / LINES;
    if (r < m && c < n) asm volatile("prefetch.global.L2 [%0];\n" ::"l"(C + r + c * ldc));
  }
#else
  (void)C; (void)ldc; (void)row0; (void)col0; (void)m; (void)n; (void)tid;
#endif
}

// An element's place in D.
struct At {
  long long i, j;
};

// Writes the N finished elements e = 0..N-1 at pos(e) with values val(e) through an epilogue
// (Out, gemm_ex's Epilogue), G at a time: every C term of a group is read before the group's
// first store. D may be C, so a C load placed after a store to D cannot be moved ahead of it:
// read between the stores, each element's C waited for the one before it (a 64x64 dgemm tile
// with beta = 1 and k = 128 took 22 us on the H200 against 9.5 us with beta = 0). G bounds the
// registers the C values take from the tile's accumulators.
template <int N, int G, class E, class Pos, class Val>
__device__ inline void put_group(const E& out, Pos pos, Val val) {
  static_assert(N % G == 0, "whole groups");
#pragma unroll
  for (int e0 = 0; e0 < N; e0 += G) {
    decltype(val(0)) cv[G];
#pragma unroll
    for (int e = 0; e < G; ++e) {
      const At p = pos(e0 + e);
      cv[e] = out.c_term(p.i, p.j);
    }
#pragma unroll
    for (int e = 0; e < G; ++e) {
      const At p = pos(e0 + e);
      out.put(p.i, p.j, val(e0 + e), cv[e]);
    }
  }
}

}  // namespace gemm
}  // namespace oxblas_hip
