// gemm_ex on the FP16/BF16 tensor cores of NVIDIA sm_80+ (the H200's sm_90): mma.sync
// m16n8k16 with f32 accumulation, beside the portable kernel of gemm_ex.cpp (which AMD and
// OXBLAS_GEMM_PORTABLE=1 use). Instantiated in gemm_ex_hmma_h.cpp (f16) and gemm_ex_hmma_b.cpp
// (bf16); the design of gemm_ex (types, split-K, epilogue contract) is in gemm_ex.h.
//
// ---- Tiles
// Block: 128 x BN tile of D (BN = 128 or 256), BK = 32, 256 threads = 8 warps in a 2 (m) x 4 (n)
// grid; warp (wm, wn) owns rows wm*64 .. +64 and columns wn*WN .. +WN (WN = BN / 4 = 32 or 64)
// of the tile = 4 x NI mma atoms of 16 x 8 (NI = WN / 8), i.e. 64 (BN 128) or 128 (BN 256) f32
// accumulators per thread. Per k16 step a warp issues 4 ldmatrix.x4 for A (one per 16-row
// atom), NI / 2 ldmatrix.x4 for B (each covers two 8-column atoms) and 4 * NI mma: the 64 x 64
// warp tile of BN = 256 reads half as many shared-memory bytes per mma as 64 x 32. BN = 128:
// 123-128 registers, 2 blocks (16 warps) per SM; BN = 256: one block (8 warps) per SM.
// run() takes BN = 256 when the call has at least two waves of such tiles on the device, else 128;
// OXBLAS_GEMM_EX_TILE=128 or 256 forces one (for timing).
// Grid: one block per tile, linearised with groups of 8 tile rows (consecutive blocks walk 8 tile
// rows, then the next tile column) so the blocks resident at once share A and B panels in L2;
// z enumerates (batch, split).
//
// ---- Shared memory (STAGES = 4 stages of 16 or 24 KiB: A slice then B slice, 16-bit elements)
// Each operand slice is R rows (R = 128 m for A, BN n for B) x 32 k, stored in one of two layouts
// chosen
// by how the operand lies in global memory, so that global -> shared copies are 16-byte chunks
// of contiguous memory (cp.async) and never transpose:
//   KC ("k contiguous": A transposed, B not transposed): element (r, k) at r*32 + k, in 16-byte
//      chunks c = k/8 (4 per row) swizzled as chunk c ^ ((r >> 1) & 3);
//   MC ("m/n contiguous": A not transposed, B transposed): element (k, r) at k*R + r, chunks
//      c = r/8 (R/8 per row) swizzled as chunk c ^ (k & 7).
// An ldmatrix 8x8 matrix is 8 rows of one 16-byte chunk: KC reads rows r0 .. r0+7 (r0 % 8 == 0)
// at one chunk, which the swizzle puts in 8 different 16-byte bank groups (two rows per 128-byte
// line, (r>>1)&3 takes 4 values); MC reads k0 .. k0+7 at one chunk, swizzled by k & 7 into 8
// different groups: no bank conflicts.
//
// ---- Fragments (PTX ISA, mma.m16n8k16 .f16/.bf16, lane l, g = l / 4, t = l % 4)
//   A (16 x 16, row): a0 = (g, 2t..2t+1), a1 = (g+8, 2t..), a2 = (g, 2t+8..), a3 = (g+8, 2t+8..)
//   B (16 x 8, col):  b0 = (k 2t..2t+1, n g), b1 = (k 2t+8.., n g)
//   C/D (16 x 8):     c0, c1 = (g, 2t), (g, 2t+1); c2, c3 = (g+8, 2t), (g+8, 2t+1)
// ldmatrix.x4: lanes 8i .. 8i+7 give the row addresses of matrix i, register i receives matrix
// i's (row g, cols 2t, 2t+1); with .trans the transposed matrix's.
//   A, KC: matrix i = rows m0 + 8*(i & 1) .. +8, k chunk 2*kk + (i >> 1)        -> a0..a3
//   A, MC (.trans): matrix i = k rows 16*kk + 8*(i >> 1) .. +8, m chunk m0/8 + (i & 1) -> a0..a3
//   B, KC: matrix i = n rows n0 + 8*(i >> 1) .. +8, k chunk 2*kk + (i & 1)
//          -> b0, b1 of atom n0 and b0, b1 of atom n0 + 8
//   B, MC (.trans): matrix i = k rows 16*kk + 8*(i & 1) .. +8, n chunk n0/8 + (i >> 1) -> same
//
// ---- Pipeline
// cp.async.cg 16-byte copies, STAGES - 1 slices in flight: iteration t waits for slice t
// (cp.async.wait_group STAGES-2), syncs the block, issues slice t + STAGES - 1 into the stage
// slice t - 1 used, then multiplies slice t. Interior slices (tile inside m and n, slice inside
// k, both operands aligned) take a lean path (Fast: one pointer and fixed strides per operand,
// no predicates). Elsewhere whole chunks are 16-byte cp.async copies; chunks partly past m, n or
// the split's k, chunks wholly outside (zeros) and every chunk of an operand whose base is not
// 16-byte aligned or whose leading dimension is not a multiple of 8 elements (checked per batch
// entry, the same for the whole block) are gathered with predicated 2-byte loads and stored to
// shared memory with one 16-byte store, same layout, same pipeline.
//
// ---- Epilogue
// alpha and beta in f32, C read only when beta != 0, one rounding to the output type
// (gemm_ex.h's Epilogue); split-K writes the raw f32 sums to the workspace instead.
#pragma once

#include <cstdlib>

#include "gemm_ex.h"

namespace oxblas_hip {
namespace gemm_ex {
namespace hmma {

constexpr int BM = 128, BK = 32, NT = 256, STAGES = 4;
constexpr int WM = 64, MI = WM / 16;  // warp rows, mma atoms along m
constexpr int GROUP_M = 8;            // tile rows per rasterisation group

// The shapes that depend on the block's width BN (128 or 256).
template <int BN>
struct Cfg {
  static constexpr int WN = BN / 4, NI = WN / 8;   // warp columns, mma atoms along n
  static constexpr int SLICE_A = BM * BK;           // elements of the A slice of a stage
  static constexpr int STAGE = SLICE_A + BN * BK;   // A slice, then B slice
  static constexpr int SMEM_BYTES = STAGES * STAGE * 2;
  static constexpr int MIN_BLOCKS = BN == 128 ? 2 : 1;
  static_assert(BN == 128 || BN == 256, "block width");
};

// Element offset of 16-byte chunk c of row r (KC) / of k row k in a slice of ROWS rows (MC): see
// the header comment.
__device__ inline int kc_off(int r, int c) { return r * BK + ((c ^ ((r >> 1) & 3)) << 3); }
template <int ROWS>
__device__ inline int mc_off(int k, int c) { return k * ROWS + ((c ^ (k & 7)) << 3); }

__device__ inline unsigned smem_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define OXHMMA_OK 1
#endif

__device__ inline void cp_async16(unsigned dst, const void* src, int bytes) {
#if defined(OXHMMA_OK)
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes)
               : "memory");
#else
  (void)dst; (void)src; (void)bytes;
  __trap();
#endif
}
__device__ inline void cp_commit() {
#if defined(OXHMMA_OK)
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}
template <int N>
__device__ inline void cp_wait() {
#if defined(OXHMMA_OK)
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

template <bool TRANS>
__device__ inline void ldsm_x4(unsigned (&r)[4], unsigned addr) {
#if defined(OXHMMA_OK)
  if constexpr (TRANS) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
  } else {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
  }
#else
  r[0] = r[1] = r[2] = r[3] = addr;
  __trap();
#endif
}

template <int IN>
__device__ inline void mma(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1) {
#if defined(OXHMMA_OK)
  if constexpr (IN == kInF16) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  } else {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  }
#else
  (void)d; (void)a; (void)b0; (void)b1;
  __trap();
#endif
}

// One operand's slice of one stage: rows [row0, row0 + ROWS) of op(X) (m for A, n for B) by k
// [k0, k0 + 32), valid below nrows and ke. KC: element (row, k) of op(X) is X[row*ld + k]; MC:
// X[k*ld + row]. vec: X is 16-byte aligned and ld a multiple of 8 (cp.async); else gathered.
template <bool KC, int ROWS>
__device__ inline void load_slice(unsigned short* sm, const unsigned short* X, long long ld,
                                  long long row0, long long nrows, long long k0, long long ke,
                                  bool vec, int tid) {
  constexpr int CHUNKS = ROWS * BK / 8, PER_THREAD = CHUNKS / NT, ROW_CHUNKS = ROWS / 8;
  static_assert(PER_THREAD * NT == CHUNKS, "whole chunks per thread");
#pragma unroll
  for (int i = 0; i < PER_THREAD; ++i) {
    const int q = tid + i * NT;
    int off;
    long long gs, gc, slim, clim;  // strided and contiguous global index, and their limits
    if constexpr (KC) {
      const int r = q >> 2, c = q & 3;
      off = kc_off(r, c);
      gs = row0 + r; gc = k0 + 8 * c; slim = nrows; clim = ke;
    } else {
      const int k = q / ROW_CHUNKS, c = q % ROW_CHUNKS;
      off = mc_off<ROWS>(k, c);
      gs = k0 + k; gc = row0 + 8 * c; slim = ke; clim = nrows;
    }
    const long long avail = gs < slim ? clim - gc : 0;
    const int cnt = avail <= 0 ? 0 : (avail >= 8 ? 8 : static_cast<int>(avail));
    const unsigned short* src = cnt > 0 ? X + gs * ld + gc : X;
    if (vec && cnt == 8) {
      cp_async16(smem_addr(sm + off), src, 16);
    } else {
      // Edge chunks too: a cp.async of fewer source bytes than 16 reads only those, but
      // compute-sanitizer's initcheck counts 16 (see gemm_ring.h's load_slice).
      unsigned w[4];
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        const unsigned lo = 2 * e < cnt ? src[2 * e] : 0u;
        const unsigned hi = 2 * e + 1 < cnt ? src[2 * e + 1] : 0u;
        w[e] = lo | (hi << 16);
      }
      *reinterpret_cast<uint4*>(sm + off) = make_uint4(w[0], w[1], w[2], w[3]);
    }
  }
}

// The copies of an interior slice (the whole tile inside m and n, the slice inside k, the operand
// 16-byte aligned): thread tid's chunks lie at fixed distances from its first one, in global and
// in shared memory (the swizzle term of kc_off / mc_off is the same for all of them: the rows of a
// thread's chunks differ by multiples of 8), and slice t + 1 at a fixed distance from slice t,
// so one pointer and three strides replace load_slice's per-chunk index arithmetic and
// predicates (dgemm's ring has the same lean path: gemm_ring.h's Fast).
template <bool KC, int ROWS>
struct Fast {
  static constexpr int PER = ROWS * BK / 8 / NT;         // chunks per thread
  static constexpr int STEP = KC ? NT / 4 : NT / (ROWS / 8);  // rows (KC) or k (MC) between them
  static constexpr int DOFF = 2 * STEP * (KC ? BK : ROWS);    // bytes between them in shared memory
  static_assert(KC ? NT % 4 == 0 : NT % (ROWS / 8) == 0 && STEP % 8 == 0, "fixed swizzle");
  const unsigned short* p;  // chunk 0 of slice 0
  long long di, dk;         // elements to the next chunk, to the next slice
  int off;                  // element offset of chunk 0 in a slice
  __device__ Fast(const unsigned short* X, long long ld, long long row0, long long kb, int tid) {
    if constexpr (KC) {
      const int r = tid >> 2, c = tid & 3;
      off = kc_off(r, c);
      p = X == nullptr ? nullptr : X + (row0 + r) * ld + kb + 8 * c;
      dk = BK;
    } else {
      const int k = tid / (ROWS / 8), c = tid % (ROWS / 8);
      off = mc_off<ROWS>(k, c);
      p = X == nullptr ? nullptr : X + (kb + k) * ld + row0 + 8 * c;
      dk = BK * ld;
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

// The warp's 4 x NI mma of both k16 steps of one stage.
template <int IN, bool AKC, bool BKC, int BN>
__device__ inline void multiply(float (&acc)[MI][Cfg<BN>::NI][4], const unsigned short* As,
                                const unsigned short* Bs, int lane, int wm, int wn) {
  constexpr int WN = Cfg<BN>::WN, NI = Cfg<BN>::NI;
  const unsigned a0 = smem_addr(As), b0 = smem_addr(Bs);
#pragma unroll
  for (int kk = 0; kk < BK / 16; ++kk) {
    unsigned af[MI][4], bf[NI][2];
#pragma unroll
    for (int mi = 0; mi < MI; ++mi) {
      const int m0 = wm * WM + mi * 16;
      if constexpr (AKC) {
        const int r = m0 + (lane & 7) + ((lane >> 3) & 1) * 8, c = 2 * kk + (lane >> 4);
        ldsm_x4<false>(af[mi], a0 + 2 * kc_off(r, c));
      } else {
        const int k = 16 * kk + (lane & 7) + (lane >> 4) * 8, c = (m0 >> 3) + ((lane >> 3) & 1);
        ldsm_x4<true>(af[mi], a0 + 2 * mc_off<BM>(k, c));
      }
    }
#pragma unroll
    for (int p = 0; p < NI / 2; ++p) {
      const int n0 = wn * WN + p * 16;
      unsigned r4[4];
      if constexpr (BKC) {
        const int r = n0 + (lane & 7) + (lane >> 4) * 8, c = 2 * kk + ((lane >> 3) & 1);
        ldsm_x4<false>(r4, b0 + 2 * kc_off(r, c));
      } else {
        const int k = 16 * kk + (lane & 7) + ((lane >> 3) & 1) * 8, c = (n0 >> 3) + (lane >> 4);
        ldsm_x4<true>(r4, b0 + 2 * mc_off<BN>(k, c));
      }
      bf[2 * p][0] = r4[0];
      bf[2 * p][1] = r4[1];
      bf[2 * p + 1][0] = r4[2];
      bf[2 * p + 1][1] = r4[3];
    }
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
#pragma unroll
      for (int ni = 0; ni < NI; ++ni) mma<IN>(acc[mi][ni], af[mi], bf[ni][0], bf[ni][1]);
  }
}

__device__ inline bool vec_ok(const unsigned short* p, long long ld) {
  return (reinterpret_cast<std::uintptr_t>(p) & 15u) == 0 && (ld & 7) == 0;
}

// AKC: A is stored transposed (op(A)'s rows have k contiguous); BKC: B is not transposed.
template <int IN, bool AKC, bool BKC, int BN>
__global__ void __launch_bounds__(NT, Cfg<BN>::MIN_BLOCKS) kernel(Args g) {
  using C = Cfg<BN>;
  constexpr int WN = C::WN, NI = C::NI;
  extern __shared__ __align__(16) unsigned short smem[];

  kern::pdl_wait();
  const float alpha = load_scalar(g.alpha, g.scalars_f16), beta = load_scalar(g.beta, g.scalars_f16);
  const bool beta0 = beta == 0.0f;
  const bool skip = alpha == 0.0f || g.k == 0;
  if (g.partials != nullptr && skip) return;  // the combine pass writes beta * C alone

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = warp & 1, wn = warp >> 1;
  const long long tiles_m = (g.m + BM - 1) / BM, tiles_n = (g.n + BN - 1) / BN;
  const long long pid = blockIdx.x, in_group = GROUP_M * tiles_n;
  const long long first_m = (pid / in_group) * GROUP_M;
  const long long rows_here = tiles_m - first_m < GROUP_M ? tiles_m - first_m : GROUP_M;
  const long long tm = first_m + (pid % in_group) % rows_here;
  const long long tn = (pid % in_group) / rows_here;
  const long long row0 = tm * BM, col0 = tn * BN;
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;

    float acc[MI][NI][4];
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
#pragma unroll
      for (int ni = 0; ni < NI; ++ni)
#pragma unroll
        for (int v = 0; v < 4; ++v) acc[mi][ni][v] = 0.0f;

    if (!skip) {
      const unsigned short* A = input_ptr(g.a, bi);
      const unsigned short* B = input_ptr(g.b, bi);
      const bool va = vec_ok(A, g.lda), vb = vec_ok(B, g.ldb);
      const int ktiles = static_cast<int>((ke - kb + BK - 1) / BK);
      // Slices [0, lean) take the lean path: all of them but a partial last one, when the tile is
      // interior and both operands are copied by 16-byte chunks.
      const bool interior = va && vb && row0 + BM <= g.m && col0 + BN <= g.n;
      const int lean = interior ? static_cast<int>((ke - kb) / BK) : 0;
      const Fast<AKC, BM> fa(interior ? A : nullptr, g.lda, interior ? row0 : 0, kb, tid);
      const Fast<BKC, BN> fb(interior ? B : nullptr, g.ldb, interior ? col0 : 0, kb, tid);
      auto load = [&](int t, int st) {
        unsigned short* sa = smem + st * C::STAGE;
        if (t < lean) {
          fa.copy(sa, t);
          fb.copy(sa + C::SLICE_A, t);
          return;
        }
        const long long k0 = kb + static_cast<long long>(t) * BK;
        load_slice<AKC, BM>(sa, A, g.lda, row0, g.m, k0, ke, va, tid);
        load_slice<BKC, BN>(sa + C::SLICE_A, B, g.ldb, col0, g.n, k0, ke, vb, tid);
      };
#pragma unroll
      for (int st = 0; st < STAGES - 1; ++st) {
        if (st < ktiles) load(st, st);
        cp_commit();
      }
      for (int t = 0; t < ktiles; ++t) {
        cp_wait<STAGES - 2>();
        __syncthreads();
        const int nt = t + STAGES - 1;
        if (nt < ktiles) load(nt, nt % STAGES);
        cp_commit();
        const unsigned short* sa = smem + (t % STAGES) * C::STAGE;
        multiply<IN, AKC, BKC, BN>(acc, sa, sa + C::SLICE_A, lane, wm, wn);
      }
      cp_wait<0>();
      __syncthreads();  // the next batch entry's copies reuse the stages
    }

    const Epilogue out(g, bi, s, alpha, beta, beta0, skip);
    const int lg = lane >> 2, lt = lane & 3;
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
#pragma unroll
      for (int ni = 0; ni < NI; ++ni) {
        const long long r = row0 + wm * WM + mi * 16 + lg;
        const long long c = col0 + wn * WN + ni * 8 + 2 * lt;
        out.put(r, c, acc[mi][ni][0]);
        out.put(r, c + 1, acc[mi][ni][1]);
        out.put(r + 8, c, acc[mi][ni][2]);
        out.put(r + 8, c + 1, acc[mi][ni][3]);
      }
  }
}

template <int IN, bool AKC, bool BKC, int BN>
int launch_one(const Args& g, unsigned zc, hipStream_t s) {
  constexpr int bytes = Cfg<BN>::SMEM_BYTES;
  // Above 48 KiB of dynamic shared memory a kernel must opt in, once.
  static const cudaError_t opt = cudaFuncSetAttribute(
      kernel<IN, AKC, BKC, BN>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
  if (opt != cudaSuccess) return static_cast<int>(opt);
  const long long tiles = ((g.m + BM - 1) / BM) * ((g.n + BN - 1) / BN);
  if (tiles > 0x7fffffffLL) return kInvalidLaunch;
  kernel<IN, AKC, BKC, BN><<<dim3(static_cast<unsigned>(tiles), 1, zc), NT, bytes, s>>>(g);
  return combine(g, s);
}

template <int IN, int BN>
int launch_layout(const Args& g, unsigned zc, hipStream_t s) {
  const bool akc = g.ta != 0, bkc = g.tb == 0;
  if (akc) {
    return bkc ? launch_one<IN, true, true, BN>(g, zc, s) : launch_one<IN, true, false, BN>(g, zc, s);
  }
  return bkc ? launch_one<IN, false, true, BN>(g, zc, s) : launch_one<IN, false, false, BN>(g, zc, s);
}

// Enqueue the tensor-core kernel (and the combine pass with partials) for input type IN;
// kInvalidLaunch when the device has no such tensor cores or the grid is too large (the caller
// then runs the portable kernel).
template <int IN>
int run(const Args& g, hipStream_t s) {
  static const int sms = [] {
    int dev = 0, major = 0, count = 0;
    if (hipGetDevice(&dev) != hipSuccess ||
        hipDeviceGetAttribute(&major, hipDeviceAttributeComputeCapabilityMajor, dev) != hipSuccess ||
        major < 8 ||
        hipDeviceGetAttribute(&count, hipDeviceAttributeMultiprocessorCount, dev) != hipSuccess)
      return 0;
    return count > 0 ? count : 1;
  }();
  static const int forced = [] {
    const char* v = std::getenv("OXBLAS_GEMM_EX_TILE");
    return v == nullptr ? 0 : std::atoi(v);
  }();
  if (sms == 0) return kInvalidLaunch;
  const long long zc = g.batch * g.splits;
  const unsigned z = static_cast<unsigned>(zc < 65535 ? zc : 65535);
  const long long wide = ((g.m + BM - 1) / BM) * ((g.n + 255) / 256) * zc;
  const bool use256 = forced == 256 || (forced != 128 && wide >= 2LL * sms);
  return use256 ? launch_layout<IN, 256>(g, z, s) : launch_layout<IN, 128>(g, z, s);
}

}  // namespace hmma
}  // namespace gemm_ex
}  // namespace oxblas_hip
