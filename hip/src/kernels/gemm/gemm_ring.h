// The cp.async ring of the NVIDIA FP64 tensor-core gemm kernels (gemm_dmma.h: dgemm, zgemm, and
// sgemm and cgemm with float slices):
// 16-byte chunked copies of operand slices into shared memory, stored the way they lie in memory
// (k-contiguous or row-contiguous), with zero-fill at the edges and a lean path for interior
// slices. The layouts and the bank analysis are in gemm_dmma.h's header comment. sgemm's FP32
// tile (gemm_ffma.h) lays its slices out its own way and takes from here the copy primitives,
// the tile order and the alignment test.
#pragma once

#include "../opt_in_shared.h"
#include "gemm_common.h"

namespace oxblas_hip {
namespace gemm {
namespace ring {

__device__ inline unsigned smem_u32(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
// Copy `bytes` (0: zero-fill) of a 16- or 8-byte chunk asynchronously.
__device__ inline void cp16(unsigned dst, const void* src, int bytes) {
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src),
               "r"(bytes));
}
// An 8- or 4-byte copy (for operands not aligned to 16 bytes).
template <int U>
__device__ inline void cp_small(unsigned dst, const void* src, int bytes) {
  if constexpr (U == 8)
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
}
// Zero U (4 or 8) bytes of shared memory at byte address dst with a plain store: the part of a
// chunk past the matrix's edge. The stage it lands in is read only after the ring's barrier,
// which orders these stores like the cp.async copies beside them.
template <int U>
__device__ inline void zero_shared(unsigned dst) {
  if constexpr (U == 8)
    asm volatile("st.shared.v2.u32 [%0], {%1, %1};\n" ::"r"(dst), "r"(0u) : "memory");
  else
    asm volatile("st.shared.u32 [%0], %1;\n" ::"r"(dst), "r"(0u) : "memory");
}
__device__ inline void cp_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ inline void cp_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

// Per element type: elements per 16-byte chunk, and the row padding (elements) of each shared
// layout that makes the fragment reads conflict-free: a double fragment read (LDS.64) is served
// by half-warps of rows g = 0..3 by k t = 0..3, which need 16 different 8-byte bank pairs (a
// padded row length of 4 mod 16 doubles). Complex (gemm_dmma.h reads one part of an element,
// 8 bytes, per fragment value): a half-warp reads B's columns g = 0..3 at 4 consecutive doubles
// each, so k-contiguous rows of 2 mod 8 elements; B's k rows t / 2 = 0, 1 at 8 doubles each
// (A's at 4), so row-contiguous rows of 4 mod 8.
template <class T> struct Elem;
template <> struct Elem<double> {
  static constexpr int EPC = 2, PAD_K = 4, PAD_MN = 4;
  static constexpr bool complex = false;
};
// Float (sgemm on the FP64 tensor cores, gemm_dmma.h: each fragment value a 4-byte read,
// converted to double): a whole warp's read, rows g = 0..7 by k t = 0..3, is one wavefront when
// its 32 elements fall in 32 banks: k-contiguous rows of 20 floats (20 g mod 32 + t), row-
// contiguous rows of 8 mod 32 (8 t + g). (The FP32 tile, gemm_ffma.h, has its own layout.)
template <> struct Elem<float> {
  static constexpr int EPC = 4, PAD_K = 4, PAD_MN = 8;
  static constexpr bool complex = false;
};
// c32 (cgemm on the FP64 tensor cores, gemm_dmma.h's complex path: each fragment value one
// 4-byte part, a warp's read one wavefront when its words fall in distinct banks). k-contiguous
// rows: B's lanes read word 2 LD g + t (g = 0..7, t = 0..3), A's 2 LD r + 0..3 (r = 0..3), so
// 2 LD = 4 mod 8 words apart: LD = 2 mod 4 elements (18). Row-contiguous rows: words
// 2 LD (t / 2) + 0..15, so 2 LD = 16 mod 32: LD = 8 mod 16 (72 for 64 rows).
template <> struct Elem<c32> {
  static constexpr int EPC = 2, PAD_K = 2, PAD_MN = 8;
  static constexpr bool complex = true;
};
template <> struct Elem<c64> {
  static constexpr int EPC = 1, PAD_K = 2, PAD_MN = 4;
  static constexpr bool complex = true;
};

// One operand slice in shared memory: R rows (m of op(A), n of op(B)) by BK, k-contiguous
// (KMAJ) or row-contiguous; offsets in elements.
template <class T, int R, int BK, bool KMAJ>
struct Slice {
  static constexpr int LD = KMAJ ? BK + Elem<T>::PAD_K : R + Elem<T>::PAD_MN;
  static constexpr int SIZE = KMAJ ? R * LD : BK * LD;
  __device__ static constexpr int at(int r, int k) { return KMAJ ? r * LD + k : k * LD + r; }
};

// Enqueue the copies of rows [row0, row0 + R) (of nrows) by k [k0, k0 + BK) (of ke) of M into
// sm. Element (r, k) of op(M) is M[r * ld + k] when KMAJ, M[r + k * ld] otherwise. Chunks are
// EPC elements along the contiguous direction; those past the matrix are zero-filled.
template <class T, int R, int BK, int NT, bool KMAJ>
__device__ inline void load_slice(T* sm, const T* M, long long ld, long long row0,
                                  long long nrows, long long k0, long long ke, bool vec, int tid) {
  constexpr int EPC = Elem<T>::EPC, CH = R * BK / EPC;
  static_assert(CH % NT == 0, "a slice is an exact number of chunks per thread");
#pragma unroll
  for (int i = 0; i < CH / NT; ++i) {
    const int c = tid + i * NT;
    const int r = KMAJ ? c / (BK / EPC) : (c % (R / EPC)) * EPC;
    const int k = KMAJ ? (c % (BK / EPC)) * EPC : c / (R / EPC);
    const long long gr = row0 + r, gk = k0 + k;
    // Elements of the chunk inside the matrix (a later one is in only if an earlier one is).
    const long long in = KMAJ ? (gr < nrows ? ke - gk : 0) : (gk < ke ? nrows - gr : 0);
    const int bytes = static_cast<int>(sizeof(T)) * static_cast<int>(in <= 0 ? 0 : in >= EPC ? EPC : in);
    const T* src = bytes > 0 ? M + (KMAJ ? gr * ld + gk : gr + gk * ld) : M;
    const unsigned dst = smem_u32(sm + Slice<T, R, BK, KMAJ>::at(r, k));
    if (vec && bytes == 16) {
      cp16(dst, src, 16);
    } else {
      // An edge chunk, or an operand not aligned to 16 bytes: copies of the element's alignment
      // unit (at most 8 bytes: a complex double is 8-aligned) for the part inside the matrix,
      // plain shared stores of zero for the rest. A 16-byte cp.async with a smaller source size
      // would read only that many bytes, but compute-sanitizer's initcheck counts it as a
      // 16-byte read of whatever lies past the edge (unwritten padding rows of lda).
      // A copy is at most as wide as the element's alignment (a complex float's is 4 bytes).
      constexpr int U = alignof(T) < 8 ? static_cast<int>(alignof(T)) : 8;
      const char* s8 = reinterpret_cast<const char*>(src);
#pragma unroll
      for (int u = 0; u < 16 / U; ++u) {
        if ((u + 1) * U <= bytes)
          cp_small<U>(dst + u * U, s8 + u * U, U);
        else
          zero_shared<U>(dst + u * U);
      }
    }
  }
}

// The copies of an interior slice (every element inside the matrix, 16-byte chunks): thread
// tid's chunk i of every slice sits at a fixed distance from its chunk 0, and slice kt at a fixed
// distance from slice 0, in global and in shared memory alike, so one pointer and three strides
// replace the per-chunk index arithmetic and predicates of load_slice.
template <class T, int R, int BK, int NT, bool KMAJ>
struct Fast {
  static constexpr int EPC = Elem<T>::EPC;
  static constexpr int CPT = R * BK / EPC / NT;  // chunks per thread
  // Rows (KMAJ) or k (otherwise) between a thread's consecutive chunks.
  static constexpr int STEP = KMAJ ? NT / (BK / EPC) : NT / (R / EPC);
  static_assert(KMAJ ? NT % (BK / EPC) == 0 : NT % (R / EPC) == 0, "chunks repeat by rows");
  using Sl = Slice<T, R, BK, KMAJ>;
  const T* p;        // chunk 0 of slice 0
  long long di, dk;  // elements to chunk i + 1, to the next slice
  unsigned dst;      // byte offset of chunk 0 in a stage
  __device__ Fast(const T* M, long long ld, long long row0, long long kb, int tid) {
    const int r = KMAJ ? tid / (BK / EPC) : (tid % (R / EPC)) * EPC;
    const int k = KMAJ ? (tid % (BK / EPC)) * EPC : tid / (R / EPC);
    p = M == nullptr ? nullptr
                     : M + (KMAJ ? (row0 + r) * ld + kb + k : row0 + r + (kb + k) * ld);
    di = STEP * ld;
    dk = KMAJ ? BK : BK * ld;
    dst = static_cast<unsigned>(sizeof(T)) * Sl::at(r, k);
  }
  // This thread's chunks of slice kt into the stage at shared byte address `stage`.
  __device__ void copy(unsigned stage, long long kt) const {
    const T* q = p + kt * dk;
    constexpr int DS = static_cast<int>(sizeof(T)) * STEP * Sl::LD;
#pragma unroll
    for (int i = 0; i < CPT; ++i) cp16(stage + dst + i * DS, q + i * di, 16);
  }
  // The same, for the slice at element offset `off` from slice 0 (off = kt * dk, kept by the
  // caller as a running sum; the chunks' addresses as a running sum too).
  __device__ void copy_at(unsigned stage, long long off) const {
    const T* q = p + off;
    constexpr int DS = static_cast<int>(sizeof(T)) * STEP * Sl::LD;
#pragma unroll
    for (int i = 0; i < CPT; ++i) {
      cp16(stage + dst + i * DS, q, 16);
      q += di;
    }
  }
};

// The refill of the step-ahead loops (gemm_dmma.h), after the barrier before a
// slice's last k step: slice pf into the ring buffer at shared byte address st (op(B)'s part
// b_off bytes in), by the fast copies at the running offsets oa and ob, or, where GEN (a loop
// that may meet slices past the fast ones) and pf is past them, by `general` (nothing past nk);
// one commit group either way, and the offsets move on a slice.
template <bool GEN, class FA, class FB, class General>
__device__ inline void refill(const FA& fa, const FB& fb, unsigned st, unsigned b_off,
                              long long pf, long long nk_fast, long long nk, long long& oa,
                              long long& ob, const General& general) {
  if (!GEN || pf < nk_fast) {
    fa.copy_at(st, oa);
    fb.copy_at(st + b_off, ob);
  } else if (pf < nk) {
    general();
  }
  cp_commit();
  oa += fa.dk;
  ob += fb.dk;
}

// Whether every matrix of the operand can be copied in 16-byte chunks (a 16-byte aligned start
// and a leading dimension and stride that are whole chunks). The pointers of a batch array are
// checked per matrix on the device (the host never reads the array).
template <class T>
inline bool aligned16(Operand o, long long ld) {
  constexpr int EPC = Elem<T>::EPC;
  if (ld % EPC != 0) return false;
  return o.is_array || ((o.addr % 16) == 0 && o.stride % EPC == 0);
}

using kern::opt_in_shared;

// The origin of tile `tile` in grouped order: GROUP_M tile rows at a time, column by column
// within the group (a wave of blocks shares A and B panels in L2).
// NARROW: the divisions as divmod<NARROW>.
template <int GROUP_M, bool NARROW = false>
__device__ inline void tile_origin(long long tile, long long tiles_m, long long tiles_n, int bm,
                                   int bn, long long& row0, long long& col0) {
  long long group, in_group, q, r;
  divmod<NARROW>(tile, GROUP_M * tiles_n, group, in_group);
  const long long first = group * GROUP_M;
  const long long gm = (tiles_m - first < GROUP_M) ? tiles_m - first : GROUP_M;
  divmod<NARROW>(in_group, gm, q, r);
  row0 = (first + r) * bm;
  col0 = q * bn;
}

}  // namespace ring
}  // namespace gemm
}  // namespace oxblas_hip
