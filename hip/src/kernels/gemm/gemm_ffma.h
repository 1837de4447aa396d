// sgemm on the H200's FP32 FMA pipes, beside the portable kernel of gemm_common.h (which AMD and
// OXBLAS_GEMM_PORTABLE=1 use): 128x128 tiles of 8x8 values a thread, fed by cp.async. sgemm on
// NVIDIA runs on the FP64 tensor cores (gemm_s.cpp: 1.2-1.3x this tile's speed, sums in double);
// this tile runs it with OXBLAS_SGEMM_FP32=1, for an FP32 accumulation.
//
// Two blocks of 8 warps a multiprocessor. A thread reads one k at a time (16 fragment values,
// double-buffered: the next k's are read during this k's 64 FMAs), so it fits the 128 registers
// that two blocks of 256 threads leave it; with 16 warps a multiprocessor, one block's warps
// issue while the other's wait at their slice barrier or on their first shared reads after it.
// (The kernel before, one block of 8 warps with 4 k a register buffer, ~250 registers, spent
// 24.8% of its cycles with no eligible warp; this one 18.7%, cuBLAS's 9.2%: ncu at base clocks,
// sgemm NN 4096, docs/benchmarks/2026-11-30-h200-sgemm-two-blocks/.)
//
// Shared memory holds both operands' slices as [k][row] (rows 132 floats: 16-byte aligned,
// and 4k + row spreads a copy's k over the banks), so a k step is four 16-byte reads a thread
// in every layout: 2 of op(A) at rows a_row(.., 0..3) and a_row(.., 4..7), 2 of op(B). A warp's
// tile is 64x32, lanes 8 along op(A) by 4 along op(B): each read is 8 (4) consecutive
// 16-byte quads, one shared-memory wavefront. A row-contiguous operand (A not transposed, B
// transposed) comes in as 16-byte copies; a k-contiguous one (A transposed, B not) is
// transposed on its way in by 4-byte copies (cuBLAS's FP32 kernels do the same), a slice's k
// values of a row consecutive lanes, so a warp reads whole runs of global memory.
//
// k advances in slices through a ring of stages (NN: 8 k, 4 stages, 34 KiB a block; the other
// layouts: 16 k, 3 stages, 51 KiB), one barrier a slice: the barrier sits before a slice's last
// k step (no warp reads the slice any more: its last k's fragments are in registers), then the
// slice STAGES ahead is copied into its buffer and the next slice's first fragments are read.
// H200, against the kernel before (one block of 8 warps, 4 k a register buffer), same card,
// interleaved (docs/benchmarks/2026-11-30-h200-sgemm-two-blocks/): sgemm NN 4096/8192 -3.5/-2.9%
// (0.873/0.889 of cuBLAS against 0.845/0.865), TN 8192 -5.3% (0.870), NT 4096 -1.3% (0.878), TT
// 4096 -8.0% (0.899). Measured and not kept: NN with 16 k (4 or 3 stages) 1.1-2.0% slower, 8 k
// with 3 or 5 stages (5 spill in NN), groups of 4 or 16 tile rows instead of 8, a smaller
// shared-memory carveout (more L1 for the 4-byte copies), the ring position kept as pointers
// (4% slower: ptxas's order after the barrier changes); one fragment buffer, or columns-outer
// FMAs, spill in NN (not run). Edges, split-K partials, alpha/beta, beta = 0 and alpha = 0: as
// the portable kernel (Out<float>, combine<float>). ptxas: 128 registers; NT spills 8 bytes.
#pragma once

#include <type_traits>

#include "gemm_ring.h"

namespace oxblas_hip {
namespace gemm {
namespace ffma {

using namespace ring;

constexpr int BM = 128, BN = 128, NT = 256, GROUP_M = 8;
constexpr int LDR = 132;                // floats a k row of an operand's slice

template <int BK_, int STAGES_>
struct Cfg {
  static constexpr int BK = BK_, STAGES = STAGES_;
  static constexpr int SLICE = BK * LDR;   // one operand's slice
  static constexpr int STAGE = 2 * SLICE;  // op(A)'s slice, then op(B)'s
  static constexpr size_t BYTES = sizeof(float) * STAGES * STAGE;
};

// The tile row (op(A)) or column (op(B)) of a thread's value r < 8: warp coordinate w (64 rows
// of op(A), 32 columns of op(B) a warp), lane coordinate l (8 lanes along op(A), 4 along op(B)).
__device__ constexpr int a_row(int w, int l, int r) { return w * 64 + (r / 4) * 32 + l * 4 + r % 4; }
__device__ constexpr int b_col(int w, int l, int c) { return w * 32 + (c / 4) * 16 + l * 4 + c % 4; }

// An interior slice's copies. KMAJ (element (r, k) at M[r * ld + k]): BK/2 four-byte copies a
// thread, k = tid % BK and rows tid / BK + (256 / BK) i, written transposed. Otherwise BK/8
// 16-byte copies, rows 4 (tid % 32) .. + 3 at k = tid / 32 + 8 i. The pointer walks a slice a
// copy; the strides come from ld (a kernel parameter) at each use, so they take no registers.
template <bool KMAJ, int BK>
struct Fast {
  static constexpr int CPT = KMAJ ? BK * BM / NT : BK * (BM / 4) / NT;
  static constexpr int STEP = KMAJ ? NT / BK : NT / (BM / 4);  // rows (KMAJ) or k between copies
  static constexpr unsigned DS = KMAJ ? STEP * 4u : STEP * LDR * 4u;
  static_assert(CPT * NT * (KMAJ ? 1 : 4) == BK * BM && (KMAJ ? NT % BK : NT % (BM / 4)) == 0,
                "a slice is an exact number of copies a thread, repeating by whole rows");
  const float* p;
  unsigned dst;
  __device__ Fast(const float* M, long long ld, long long row0, long long kb, int tid) {
    const int r = KMAJ ? tid / BK : (tid % (BM / 4)) * 4;
    const int k = KMAJ ? tid % BK : tid / (BM / 4);
    p = M == nullptr ? nullptr : M + (KMAJ ? (row0 + r) * ld + kb + k : row0 + r + (kb + k) * ld);
    dst = 4u * static_cast<unsigned>(k * LDR + r);
  }
  __device__ void copy_next(unsigned stage, long long ld) {
    const float* q = p;
#pragma unroll
    for (int i = 0; i < CPT; ++i) {
      if constexpr (KMAJ)
        cp_small<4>(stage + dst + i * DS, q, 4);
      else
        cp16(stage + dst + i * DS, q, 16);
      q += STEP * ld;
    }
    p += KMAJ ? BK : BK * ld;
  }
};

// Any slice (an edge tile, or an operand not aligned to 16 bytes), element by element: 4-byte
// copies inside the matrix, zeros outside. Rows along the contiguous direction of memory.
template <bool KMAJ, int BK>
__device__ inline void load_general(unsigned st, const float* M, long long ld, long long row0,
                                    long long nrows, long long k0, long long ke, int tid) {
#pragma unroll
  for (int i = 0; i < BK * BM / NT; ++i) {
    const int r = KMAJ ? tid / BK + (NT / BK) * i : tid % BM;
    const int k = KMAJ ? tid % BK : tid / BM + (NT / BM) * i;
    const long long gr = row0 + r, gk = k0 + k;
    const unsigned dst = st + 4u * static_cast<unsigned>(k * LDR + r);
    if (gr < nrows && gk < ke)
      cp_small<4>(dst, M + (KMAJ ? gr * ld + gk : gr + gk * ld), 4);
    else
      zero_shared<4>(dst);
  }
}

// A thread's 8 values of op(A) (rows ar + 0..3, ar + 32..35) and of op(B) (columns bc + 0..3,
// bc + 16..19) at k of the stage st.
template <int SLICE>
__device__ inline void frag(float (&a)[8], float (&b)[8], const float* st, int k, int ar, int bc) {
  const float* pa = st + k * LDR + ar;
  const float* pb = st + SLICE + k * LDR + bc;
#pragma unroll
  for (int h = 0; h < 2; ++h) {
    const float4 x = *reinterpret_cast<const float4*>(pa + 32 * h);
    a[4 * h] = x.x; a[4 * h + 1] = x.y; a[4 * h + 2] = x.z; a[4 * h + 3] = x.w;
    const float4 y = *reinterpret_cast<const float4*>(pb + 16 * h);
    b[4 * h] = y.x; b[4 * h + 1] = y.y; b[4 * h + 2] = y.z; b[4 * h + 3] = y.w;
  }
}

// AK: op(A) k-contiguous (A transposed); BKM: op(B) k-contiguous (B not transposed).
template <bool AK, bool BKM, class CF>
__global__ void __launch_bounds__(NT, 2) kernel(Args g, long long tiles_m, long long tiles_n,
                                                bool vec_a, bool vec_b) {
  constexpr int BK = CF::BK, STAGES = CF::STAGES, SLICE = CF::SLICE, STAGE = CF::STAGE;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  float* const smem = reinterpret_cast<float*>(smem_raw);

  kern::pdl_wait();
  const float alpha = load_scalar_s<float>(g.alpha), beta = load_scalar_s<float>(g.beta);
  const bool beta0 = beta == 0.0f;
  const bool skip = alpha == 0.0f || g.k == 0;
  if (g.partials != nullptr && skip) return;

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int wm = warp % 2, wn = warp / 2, lm = lane % 8, ln = lane / 8;
  const int ar = a_row(wm, lm, 0), bc = b_col(wn, ln, 0);
  const long long tiles = tiles_m * tiles_n;
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const float* A = skip ? nullptr : l2::batch_ptr<const float>(g.a, bi);
    const float* B = skip ? nullptr : l2::batch_ptr<const float>(g.b, bi);
    // The 16-byte copies need a 16-byte aligned row-contiguous operand; the transposing 4-byte
    // ones need nothing more than a float's alignment.
    const bool va = AK || (vec_a && (reinterpret_cast<unsigned long long>(A) % 16) == 0);
    const bool vb = BKM || (vec_b && (reinterpret_cast<unsigned long long>(B) % 16) == 0);

    for (long long tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
      long long row0, col0;
      tile_origin<GROUP_M>(tile, tiles_m, tiles_n, BM, BN, row0, col0);

      float acc[8][8];
#pragma unroll
      for (int r = 0; r < 8; ++r)
#pragma unroll
        for (int c = 0; c < 8; ++c) acc[r][c] = 0.0f;

      if (!skip) {
        const long long nk = (ke - kb + BK - 1) / BK;
        Fast<AK, BK> fa(A, g.lda, row0, kb, tid);
        Fast<BKM, BK> fb(B, g.ldb, col0, kb, tid);
        const bool rows_in = va && vb && row0 + BM <= g.m && col0 + BN <= g.n;
        const long long nk_fast = rows_in ? (ke - kb) / BK : 0;
        const unsigned sm0 = smem_u32(smem);
        auto load_any = [&](long long kt, int buf) {
          const unsigned st = sm0 + static_cast<unsigned>(buf * STAGE * sizeof(float));
          const long long k0 = kb + kt * BK;
          load_general<AK, BK>(st, A, g.lda, row0, g.m, k0, ke, tid);
          load_general<BKM, BK>(st + SLICE * 4u, B, g.ldb, col0, g.n, k0, ke, tid);
        };
        // Slice pf into ring buffer buf: the fast copies while pf < nk_fast (GEN: a loop that
        // may meet slices past them; the fast ones are a prefix, copied in order), else the
        // general ones (nothing past nk); one commit group either way.
        auto issue = [&](long long pf, int buf, auto gen) {
          const unsigned st = sm0 + static_cast<unsigned>(buf * STAGE * sizeof(float));
          if (!decltype(gen)::value || pf < nk_fast) {
            fa.copy_next(st, g.lda);
            fb.copy_next(st + SLICE * 4u, g.ldb);
          } else if (pf < nk) {
            load_any(pf, buf);
          }
          cp_commit();
        };
#pragma unroll
        for (int p = 0; p < STAGES; ++p) issue(p, p, std::true_type{});
        cp_wait<STAGES - 1>();
        __syncthreads();
        float a[2][8], b[2][8];
        frag<SLICE>(a[0], b[0], smem, 0, ar, bc);
        int stage = 0, next = 1;
        auto run = [&](long long k0, long long k1, auto gen) {
          for (long long kt = k0; kt < k1; ++kt) {
            const float* sa = smem + stage * STAGE;
#pragma unroll
            for (int kk = 0; kk < BK; ++kk) {
              const bool last = kk + 1 == BK;
              if (last) {
                cp_wait<STAGES - 2>();
                __syncthreads();
                issue(kt + STAGES, stage, gen);
              }
              // After the last slice this reads a buffer no copy targets any more (unused):
              // unconditional, so that the reads interleave with this k's FMAs.
              frag<SLICE>(a[(kk + 1) % 2], b[(kk + 1) % 2], last ? smem + next * STAGE : sa,
                   last ? 0 : kk + 1, ar, bc);
#pragma unroll
              for (int r = 0; r < 8; ++r)
#pragma unroll
                for (int c = 0; c < 8; ++c)
                  acc[r][c] = fmaf(a[kk % 2][r], b[kk % 2][c], acc[r][c]);
            }
            stage = next;
            next = next + 1 == STAGES ? 0 : next + 1;
          }
        };
        static_assert(BK % 2 == 0, "fragment buffers restart every slice");
        // The slices whose copies-to-be are all fast, then the rest.
        const long long kf = nk_fast - STAGES > 0 ? nk_fast - STAGES : 0;
        run(0LL, kf, std::integral_constant<bool, false>{});
        run(kf, nk, std::integral_constant<bool, true>{});
        cp_wait<0>();
        __syncthreads();
      }

      Out<float> out(g, bi, s, alpha, beta, beta0, skip);
#pragma unroll
      for (int c = 0; c < 8; ++c)
        put_group<8, 8>(
            out, [&](int r) { return At{row0 + a_row(wm, lm, r), col0 + b_col(wn, ln, c)}; },
            [&](int r) { return acc[r][c]; });
    }
  }
}

template <bool AK, bool BKM, class CF>
int launch(const Args& g, hipStream_t s) {
  constexpr size_t BYTES = CF::BYTES;
  auto k = kernel<AK, BKM, CF>;
  if (int e = opt_in_shared<kernel<AK, BKM, CF>>(BYTES)) return e;
  const long long tm = (g.m + BM - 1) / BM, tn = (g.n + BN - 1) / BN;
  const long long tiles = tm * tn, zc = g.batch * g.splits;
  const long long bx = tile_grid<kernel<AK, BKM, CF>>(NT, BYTES, tiles, g.leave_blocks);
  const dim3 grid(static_cast<unsigned>(bx), 1, static_cast<unsigned>(zc < 65535 ? zc : 65535));
  k<<<grid, NT, BYTES, s>>>(g, tm, tn, aligned16<float>(g.a, g.lda), aligned16<float>(g.b, g.ldb));
  return combine<float>(g, s);
}

// NN takes slices of 8 k in 4 stages, the other layouts 16 k in 3 (a slice of 16 k a stage
// costs NN 1.1-2.0% and saves TN, NT and TT 1.0-3.7%: H200, every layout at 4096 or 8192).
inline int run(const Args& g, hipStream_t s) {
  const bool ak = g.ta != 0, bk = g.tb == 0;
  using Wide = Cfg<16, 3>;
  if (ak && bk) return launch<true, true, Wide>(g, s);
  if (ak) return launch<true, false, Wide>(g, s);
  if (bk) return launch<false, true, Cfg<8, 4>>(g, s);
  return launch<false, false, Wide>(g, s);
}

}  // namespace ffma
}  // namespace gemm
}  // namespace oxblas_hip
