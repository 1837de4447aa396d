// The pieces gemm_ex's two tensor-core kernels share (gemm_hmma.h: mma.sync on sm_80+;
// sm90a/gemm_wgmma.h: wgmma on sm_90a): the cp.async copies and their edge gathers, the grid's
// tile order, and the launch plumbing (layout templates, the tile-width choice). NVIDIA only.
#pragma once

#include <cstdint>
#include <cstdlib>

#include "../async_copy.h"
#include "gemm_ex.h"

namespace oxblas_hip {
namespace gemm_ex {
namespace tc {

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define OXTC_CP_ASYNC 1
#endif

constexpr int GROUP_M = 8;  // tile rows per rasterisation group

__device__ inline unsigned smem_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__device__ inline void cp_async16(unsigned dst, const void* src, int bytes) {
#if defined(OXTC_CP_ASYNC)
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes)
               : "memory");
#else
  (void)dst; (void)src; (void)bytes;
  __trap();
#endif
}
// Groups of copies: async_copy.h's, under this file's names.
__device__ inline void cp_commit() { kern::copy_commit(); }
template <int N>
__device__ inline void cp_wait() {
  kern::copy_wait_group<N>();
}

// X (one batch entry of an operand) can be copied by 16-byte chunks: aligned base, ld a multiple
// of 8 elements.
__device__ inline bool vec_ok(const unsigned short* p, long long ld) {
  return (reinterpret_cast<std::uintptr_t>(p) & 15u) == 0 && (ld & 7) == 0;
}

// One 16-byte chunk of a slice into shared memory at dst: the 8 elements X[gs*ld + gc ..] that
// lie below (slim, clim) in the strided / contiguous index (zeros beyond). A whole chunk of a
// vec operand is one cp.async; edge chunks, chunks wholly outside and every chunk of an unaligned
// operand are gathered with predicated 2-byte loads and stored with one 16-byte store (a
// cp.async of fewer source bytes than 16 reads only those, but compute-sanitizer's initcheck
// counts 16: see gemm_ring.h's load_slice).
__device__ inline void copy_chunk(unsigned short* dst, const unsigned short* X, long long ld,
                                  long long gs, long long gc, long long slim, long long clim,
                                  bool vec) {
  const long long avail = gs < slim ? clim - gc : 0;
  const int cnt = avail <= 0 ? 0 : (avail >= 8 ? 8 : static_cast<int>(avail));
  const unsigned short* src = cnt > 0 ? X + gs * ld + gc : X;
  if (vec && cnt == 8) {
    cp_async16(smem_addr(dst), src, 16);
  } else {
    unsigned w[4];
#pragma unroll
    for (int e = 0; e < 4; ++e) {
      const unsigned lo = 2 * e < cnt ? src[2 * e] : 0u;
      const unsigned hi = 2 * e + 1 < cnt ? src[2 * e + 1] : 0u;
      w[e] = lo | (hi << 16);
    }
    *reinterpret_cast<uint4*>(dst) = make_uint4(w[0], w[1], w[2], w[3]);
  }
}

// ---- A stage's two operand slices, for a kernel whose shared-memory layout is L:
//   L::BK (k per slice), L::kc(r, c) (element offset of 16-byte chunk c of row r, k contiguous:
//   "KC"), L::mc<ROWS>(k, c) (chunk c of k row k of a ROWS-wide slice, m/n contiguous: "MC"),
//   both constexpr, with a swizzle term that depends on r or k only through r % 8 / k % 8.
// KC holds op(X)'s rows with k contiguous in memory (A transposed, B not); MC the others.

// One operand's slice by NTH threads: rows [row0, row0 + ROWS) of op(X) (m for A, n for B) by
// k [k0, k0 + BK), valid below nrows and ke; element (row, k) of op(X) is X[row*ld + k] (KC) or
// X[k*ld + row] (MC). Not unrolled: only edge tiles and unaligned operands come here.
template <class L, bool KC, int ROWS, int NTH>
__device__ inline void load_slice(unsigned short* sm, const unsigned short* X, long long ld,
                                  long long row0, long long nrows, long long k0, long long ke,
                                  bool vec, int tid) {
  constexpr int CHUNKS = ROWS * L::BK / 8, PER_THREAD = CHUNKS / NTH;
  constexpr int KC_CHUNKS = L::BK / 8, MC_CHUNKS = ROWS / 8;  // chunks per stored row
  static_assert(PER_THREAD * NTH == CHUNKS, "whole chunks per thread");
#pragma unroll 1
  for (int i = 0; i < PER_THREAD; ++i) {
    const int q = tid + i * NTH;
    if constexpr (KC) {
      const int r = q / KC_CHUNKS, c = q % KC_CHUNKS;
      copy_chunk(sm + L::kc(r, c), X, ld, row0 + r, k0 + 8 * c, nrows, ke, vec);
    } else {
      const int k = q / MC_CHUNKS, c = q % MC_CHUNKS;
      copy_chunk(sm + L::template mc<ROWS>(k, c), X, ld, k0 + k, row0 + 8 * c, ke, nrows, vec);
    }
  }
}

// The copies of an interior slice (the whole tile inside m and n, the slice inside k, the operand
// 16-byte aligned): thread tid's chunks lie at fixed distances from its first one in global and
// in shared memory (their rows / k differ by multiples of 8, so the swizzle term is the same),
// and slice t + 1 at a fixed distance from slice t: one pointer and three strides replace
// load_slice's index arithmetic and predicates (dgemm's ring has the same: gemm_ring.h's Fast).
template <class L, bool KC, int ROWS, int NTH>
struct Fast {
  static constexpr int ROW_CHUNKS = KC ? L::BK / 8 : ROWS / 8;
  static constexpr int PER = ROWS * L::BK / 8 / NTH;  // chunks per thread
  static constexpr int STEP = NTH / ROW_CHUNKS;        // rows (KC) or k (MC) between them
  static_assert(NTH % ROW_CHUNKS == 0 && STEP % 8 == 0, "fixed swizzle");
  // Bytes between them in shared memory.
  static constexpr int DOFF =
      2 * (KC ? L::kc(STEP, 0) - L::kc(0, 0) : L::template mc<ROWS>(STEP, 0) - L::template mc<ROWS>(0, 0));
  const unsigned short* p;  // chunk 0 of slice 0
  long long di, dk;         // elements to the next chunk, to the next slice
  int off;                  // element offset of chunk 0 in a slice
  __device__ Fast(const unsigned short* X, long long ld, long long row0, long long kb, int tid) {
    const int r = tid / ROW_CHUNKS, c = tid % ROW_CHUNKS;  // KC: row r; MC: k row r
    if constexpr (KC) {
      off = L::kc(r, c);
      p = X == nullptr ? nullptr : X + (row0 + r) * ld + kb + 8 * c;
      dk = L::BK;
    } else {
      off = L::template mc<ROWS>(r, c);
      p = X == nullptr ? nullptr : X + (kb + r) * ld + row0 + 8 * c;
      dk = L::BK * ld;
    }
    di = STEP * ld;
  }
  __device__ void copy(unsigned short* sm, int t) const {
    const unsigned short* q = p + t * dk;
    const unsigned dst = smem_addr(sm + off);
#pragma unroll
    for (int i = 0; i < PER; ++i) cp_async16(dst + i * DOFF, q + i * di, 16);
  }
};

// Both operands of one (batch entry, split) of a BM x BN tile, copied by NTH threads into a stage
// (A's slice, then B's at slice_a elements): slices [0, lean) take the lean path (all of them but
// a partial last one, when the tile is interior and both operands copy by 16-byte chunks).
template <class L, bool AKC, bool BKC, int BM, int BN, int NTH>
struct Operands {
  const unsigned short *A, *B;
  long long lda, ldb, m, n, row0, col0, kb, ke;
  bool va, vb;
  int ktiles, lean;
  Fast<L, AKC, BM, NTH> fa;
  Fast<L, BKC, BN, NTH> fb;
  __device__ Operands(const Args& g, long long bi, long long row0_, long long col0_,
                      long long kb_, long long ke_, int tid)
      : A(input_ptr(g.a, bi)), B(input_ptr(g.b, bi)), lda(g.lda), ldb(g.ldb), m(g.m), n(g.n),
        row0(row0_), col0(col0_), kb(kb_), ke(ke_), va(vec_ok(A, g.lda)), vb(vec_ok(B, g.ldb)),
        ktiles(static_cast<int>((ke_ - kb_ + L::BK - 1) / L::BK)),
        lean(va && vb && row0_ + BM <= g.m && col0_ + BN <= g.n
                 ? static_cast<int>((ke_ - kb_) / L::BK)
                 : 0),
        fa(lean > 0 ? A : nullptr, g.lda, lean > 0 ? row0_ : 0, kb_, tid),
        fb(lean > 0 ? B : nullptr, g.ldb, lean > 0 ? col0_ : 0, kb_, tid) {}
  __device__ void load(unsigned short* stage, int slice_a, int t, int tid) const {
    if (t < lean) {
      fa.copy(stage, t);
      fb.copy(stage + slice_a, t);
      return;
    }
    const long long k0 = kb + static_cast<long long>(t) * L::BK;
    load_slice<L, AKC, BM, NTH>(stage, A, lda, row0, m, k0, ke, va, tid);
    load_slice<L, BKC, BN, NTH>(stage + slice_a, B, ldb, col0, n, k0, ke, vb, tid);
  }
};

// The k range of split s of (batch, split) layer z: [kb, ke).
struct Layer {
  long long bi, kb, ke;
  int s;
  __device__ Layer(const Args& g, long long z)
      : bi(z / g.splits), kb((z % g.splits) * g.k_chunk),
        ke(g.k < kb + g.k_chunk ? g.k : kb + g.k_chunk), s(static_cast<int>(z % g.splits)) {}
};

// The first row and column of block pid's BM x BN tile of D: the grid walks GROUP_M tile rows,
// then the next tile column, so the blocks resident at once share A and B panels in L2.
template <int BM, int BN>
__device__ inline void tile_origin(const Args& g, long long pid, long long& row0, long long& col0) {
  const long long tiles_m = (g.m + BM - 1) / BM, tiles_n = (g.n + BN - 1) / BN;
  const long long in_group = GROUP_M * tiles_n;
  const long long first_m = (pid / in_group) * GROUP_M;
  const long long rows_here = tiles_m - first_m < GROUP_M ? tiles_m - first_m : GROUP_M;
  row0 = (first_m + (pid % in_group) % rows_here) * BM;
  col0 = ((pid % in_group) / rows_here) * BN;
}

// Enqueue kernel K (NT threads, BYTES of dynamic shared memory, one block per BM x BN tile, zc
// grid layers) and the split-K combine pass.
template <auto K, int BYTES, int NT, int BM, int BN>
int launch_kernel(const Args& g, unsigned zc, hipStream_t s) {
  // Above 48 KiB of dynamic shared memory a kernel must opt in, once.
  static const cudaError_t opt =
      cudaFuncSetAttribute(K, cudaFuncAttributeMaxDynamicSharedMemorySize, BYTES);
  if (opt != cudaSuccess) return static_cast<int>(opt);
  const long long tiles = ((g.m + BM - 1) / BM) * ((g.n + BN - 1) / BN);
  if (tiles > 0x7fffffffLL) return kInvalidLaunch;
  K<<<dim3(static_cast<unsigned>(tiles), 1, zc), NT, BYTES, s>>>(g);
  return combine(g, s);
}

// L<IN, AKC, BKC, BN>::launch for the call's operand layouts: AKC, A stored transposed (op(A)'s
// rows have k contiguous); BKC, B not transposed.
template <template <int, bool, bool, int> class L, int IN, int BN>
int by_layout(const Args& g, unsigned zc, hipStream_t s) {
  const bool akc = g.ta != 0, bkc = g.tb == 0;
  if (akc) {
    return bkc ? L<IN, true, true, BN>::launch(g, zc, s) : L<IN, true, false, BN>::launch(g, zc, s);
  }
  return bkc ? L<IN, false, true, BN>::launch(g, zc, s) : L<IN, false, false, BN>::launch(g, zc, s);
}

// The current device's multiprocessor count when its compute capability (major, minor) passes
// ok, else 0 (no such kernel there). Callers keep the answer in a static: one query per process.
template <class Ok>
int sm_count_if(Ok ok) {
  int dev = 0, major = 0, minor = 0, count = 0;
  if (hipGetDevice(&dev) != hipSuccess ||
      hipDeviceGetAttribute(&major, hipDeviceAttributeComputeCapabilityMajor, dev) != hipSuccess ||
      hipDeviceGetAttribute(&minor, hipDeviceAttributeComputeCapabilityMinor, dev) != hipSuccess ||
      !ok(major, minor) ||
      hipDeviceGetAttribute(&count, hipDeviceAttributeMultiprocessorCount, dev) != hipSuccess)
    return 0;
  return count > 0 ? count : 1;
}

// OXBLAS_GEMM_EX_TILE=128 or 256 forces the block width (read once); 0 otherwise.
inline int forced_tile() {
  static const int forced = [] {
    const char* v = std::getenv("OXBLAS_GEMM_EX_TILE");
    return v == nullptr ? 0 : std::atoi(v);
  }();
  return forced;
}

// The launch of a 128-row tile family whose kernels run where the device's compute capability
// passes ok (kInvalidLaunch elsewhere): 128 x 256 tiles when the call has at least two waves of
// them, else 128 x 128 (or what OXBLAS_GEMM_EX_TILE forces).
template <template <int, bool, bool, int> class L, int IN, class Ok>
int run_tiles(const Args& g, hipStream_t s, Ok ok) {
  static const int sms = sm_count_if(ok);
  if (sms == 0) return kInvalidLaunch;
  const long long zc = g.batch * g.splits;
  const unsigned z = static_cast<unsigned>(zc < 65535 ? zc : 65535);
  const long long wide = ((g.m + 127) / 128) * ((g.n + 255) / 256) * zc;
  const int forced = forced_tile();
  const bool use256 = forced == 256 || (forced != 128 && wide >= 2LL * sms);
  return use256 ? by_layout<L, IN, 256>(g, z, s) : by_layout<L, IN, 128>(g, z, s);
}

}  // namespace tc
}  // namespace gemm_ex
}  // namespace oxblas_hip
