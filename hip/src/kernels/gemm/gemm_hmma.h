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
// Grid (gemm_tc.h's tile_origin): one block per tile, linearised with groups of 8 tile rows
// (consecutive blocks walk 8 tile rows, then the next tile column) so the blocks resident at
// once share A and B panels in L2; z enumerates (batch, split).
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
// k, both operands aligned) take a lean path (gemm_tc.h's Fast: one pointer and fixed strides
// per operand, no predicates). Elsewhere (gemm_tc.h's load_slice) whole chunks are 16-byte
// cp.async copies; chunks partly past m, n or the split's k, chunks wholly outside (zeros) and
// every chunk of an operand whose base is not 16-byte aligned or whose leading dimension is not
// a multiple of 8 elements (checked per batch entry, the same for the whole block) are gathered
// with predicated 2-byte loads and stored to shared memory with one 16-byte store, same layout,
// same pipeline.
//
// ---- Epilogue
// alpha and beta in f32, C read only when beta != 0, one rounding to the output type
// (gemm_ex.h's Epilogue); split-K writes the raw f32 sums to the workspace instead.
#pragma once

#include "gemm_tc.h"

namespace oxblas_hip {
namespace gemm_ex {
namespace hmma {

constexpr int BM = 128, BK = 32, NT = 256, STAGES = 4;
constexpr int WM = 64, MI = WM / 16;  // warp rows, mma atoms along m

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

// The shared-memory layout (gemm_tc.h's policy): element offset of 16-byte chunk c of row r (KC)
// / of k row k in a slice of ROWS rows (MC); see the header comment.
struct Smem {
  static constexpr int BK = hmma::BK;
  __host__ __device__ static constexpr int kc(int r, int c) {
    return r * BK + ((c ^ ((r >> 1) & 3)) << 3);
  }
  template <int ROWS>
  __host__ __device__ static constexpr int mc(int k, int c) {
    return k * ROWS + ((c ^ (k & 7)) << 3);
  }
};

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define OXHMMA_OK 1
#endif

using tc::cp_async16;
using tc::cp_commit;
using tc::cp_wait;
using tc::smem_addr;

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
        ldsm_x4<false>(af[mi], a0 + 2 * Smem::kc(r, c));
      } else {
        const int k = 16 * kk + (lane & 7) + (lane >> 4) * 8, c = (m0 >> 3) + ((lane >> 3) & 1);
        ldsm_x4<true>(af[mi], a0 + 2 * Smem::mc<BM>(k, c));
      }
    }
#pragma unroll
    for (int p = 0; p < NI / 2; ++p) {
      const int n0 = wn * WN + p * 16;
      unsigned r4[4];
      if constexpr (BKC) {
        const int r = n0 + (lane & 7) + (lane >> 4) * 8, c = 2 * kk + ((lane >> 3) & 1);
        ldsm_x4<false>(r4, b0 + 2 * Smem::kc(r, c));
      } else {
        const int k = 16 * kk + (lane & 7) + ((lane >> 3) & 1) * 8, c = (n0 >> 3) + (lane >> 4);
        ldsm_x4<true>(r4, b0 + 2 * Smem::mc<BN>(k, c));
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
  long long row0, col0;
  tc::tile_origin<BM, BN>(g, blockIdx.x, row0, col0);
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const tc::Layer ly(g, z);

    float acc[MI][NI][4];
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
#pragma unroll
      for (int ni = 0; ni < NI; ++ni)
#pragma unroll
        for (int v = 0; v < 4; ++v) acc[mi][ni][v] = 0.0f;

    if (!skip) {
      const tc::Operands<Smem, AKC, BKC, BM, BN, NT> ops(g, ly.bi, row0, col0, ly.kb, ly.ke, tid);
      const int ktiles = ops.ktiles;
      auto load = [&](int t, int st) { ops.load(smem + st * C::STAGE, C::SLICE_A, t, tid); };
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

    const Epilogue out(g, ly.bi, ly.s, alpha, beta, beta0, skip);
    const int lg = lane >> 2, lt = lane & 3;
    // A 16-row atom row at a time (e = 4·ni + v).
#pragma unroll
    for (int mi = 0; mi < MI; ++mi)
      put_group<4 * NI, 4>(
          out,
          [&](int e) {
            const int ni = e / 4, v = e % 4;
            return At{row0 + wm * WM + mi * 16 + lg + 8 * (v / 2),
                      col0 + wn * WN + ni * 8 + 2 * lt + v % 2};
          },
          [&](int e) { return acc[mi][e / 4][e % 4]; });
  }
}

template <int IN, bool AKC, bool BKC, int BN>
struct Launch {
  static int launch(const Args& g, unsigned zc, hipStream_t s) {
    return tc::launch_kernel<kernel<IN, AKC, BKC, BN>, Cfg<BN>::SMEM_BYTES, NT, BM, BN>(g, zc, s);
  }
};

// Enqueue the tensor-core kernel (and the combine pass with partials) for input type IN;
// kInvalidLaunch when the device has no such tensor cores or the grid is too large (the caller
// then runs the portable kernel).
template <int IN>
int run(const Args& g, hipStream_t s) {
  return tc::run_tiles<Launch, IN>(g, s, [](int major, int) { return major >= 8; });
}

}  // namespace hmma
}  // namespace gemm_ex
}  // namespace oxblas_hip
