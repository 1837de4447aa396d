// sgemm on the H200's FP32 FMA pipes, beside the portable kernel of gemm_common.h (which AMD and
// OXBLAS_GEMM_PORTABLE=1 use): the portable kernel's register tiles (8x8 a thread, 128x128 a
// block of 256 threads) fed by the cp.async ring of gemm_ring.h instead of register staging.
//
// Shared reads are 16-byte loads of 4 consecutive values in both operand layouts:
//   * row-contiguous slices (A not transposed, B transposed): a thread's 8 rows are two runs of
//     4 (t*4 .. t*4+3 and 64 + the same), read at each k as two 16-byte loads; the 8 threads of a
//     quarter-warp read 8 consecutive quads;
//   * k-contiguous slices (A transposed, B not transposed): a thread's 8 rows are t + 16 r, and
//     each row's 4 k values of a k group are one 16-byte load; rows of 20 floats (5 quads, odd)
//     put the 8 rows of a quarter-warp in 8 different quads.
// B's values are the same for the 16 lanes of a half-warp (t = ty, broadcast). k advances in
// slices of 16 through a 4-stage ring (66-80 KiB), one barrier per slice; tiles in groups of 8 tile
// rows. A thread's next k group of fragments is read during this group's 256 FMAs (two register
// buffers: ~250 registers, one block of 8 warps per SM). H200, sgemm NN 4096/8192 (twice each,
// docs/benchmarks/2026-11-29-h200-sgemm-batch/): 43.1/44.1 TF/s (0.85/0.87 of cuBLAS) with
// 4 stages; 42.2/42.9 with 3, 42.1/42.8 with 5 or 6; 39.1-41.3 with slices of 32 k (2-4
// stages); 40.3/40.7 with each group read before its FMAs and the ring position divided out
// of the slice index (the loop until the twenty-first session). Edges, split-K partials,
// alpha/beta, beta = 0 and alpha = 0: as the portable kernel (Out<float>, combine<float>).
#pragma once

#include <type_traits>

#include "gemm_ring.h"

namespace oxblas_hip {
namespace gemm {
namespace ffma {

using namespace ring;

constexpr int BM = 128, BN = 128, BK = 16, NT = 256, STAGES = 4, GROUP_M = 8;

template <bool AK, bool BKM>
struct Layout {
  using SA = Slice<float, BM, BK, AK>;
  using SB = Slice<float, BN, BK, BKM>;
  static constexpr int A = SA::SIZE, STAGE = SA::SIZE + SB::SIZE;
  static constexpr size_t BYTES = sizeof(float) * STAGES * STAGE;
};

// Row (of the tile) of a thread's r-th value (r < 8), t = its index along that side (0..15).
__device__ constexpr int row_of(bool kmaj, int t, int r) {
  return kmaj ? t + 16 * r : (r / 4) * 64 + t * 4 + r % 4;
}

// v[kk][r]: the thread's 8 values of op(X) at k = k4 + kk, kk < 4, from slice sm.
template <class Sl, bool KMAJ>
__device__ inline void frag(float (&v)[4][8], const float* sm, int t, int k4) {
  if constexpr (KMAJ) {
#pragma unroll
    for (int r = 0; r < 8; ++r) {
      const float4 x = *reinterpret_cast<const float4*>(sm + Sl::at(row_of(true, t, r), k4));
      v[0][r] = x.x; v[1][r] = x.y; v[2][r] = x.z; v[3][r] = x.w;
    }
  } else {
#pragma unroll
    for (int kk = 0; kk < 4; ++kk)
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        const float4 x = *reinterpret_cast<const float4*>(sm + Sl::at(h * 64 + t * 4, k4 + kk));
        v[kk][4 * h] = x.x; v[kk][4 * h + 1] = x.y; v[kk][4 * h + 2] = x.z; v[kk][4 * h + 3] = x.w;
      }
  }
}

template <bool AK, bool BKM>
__global__ void __launch_bounds__(NT) kernel(Args g, long long tiles_m, long long tiles_n,
                                             bool vec_a, bool vec_b) {
  extern __shared__ __align__(16) unsigned char smem_raw[];
  float* const smem = reinterpret_cast<float*>(smem_raw);
  using LY = Layout<AK, BKM>;
  constexpr int SA = LY::A, ST = LY::STAGE;

  kern::pdl_wait();
  const float alpha = load_scalar_s<float>(g.alpha), beta = load_scalar_s<float>(g.beta);
  const bool beta0 = beta == 0.0f;
  const bool skip = alpha == 0.0f || g.k == 0;
  if (g.partials != nullptr && skip) return;

  const int tid = threadIdx.x, tx = tid % 16, ty = tid / 16;
  const long long tiles = tiles_m * tiles_n;
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const float* A = skip ? nullptr : l2::batch_ptr<const float>(g.a, bi);
    const float* B = skip ? nullptr : l2::batch_ptr<const float>(g.b, bi);
    const bool va = vec_a && (reinterpret_cast<unsigned long long>(A) % 16) == 0;
    const bool vb = vec_b && (reinterpret_cast<unsigned long long>(B) % 16) == 0;

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
        using FA = Fast<float, BM, BK, NT, AK>;
        using FB = Fast<float, BN, BK, NT, BKM>;
        const FA fa(A, g.lda, row0, kb, tid);
        const FB fb(B, g.ldb, col0, kb, tid);
        const bool rows_in = va && vb && row0 + BM <= g.m && col0 + BN <= g.n;
        const long long nk_fast = rows_in ? (ke - kb) / BK : 0;
        const unsigned sm0 = smem_u32(smem);
        // Step ahead (as dgemm's loop, gemm_dmma.h): every ring buffer filled first; the
        // fragments of the next k group (4 k values) are read into the other of two register
        // buffers while this group's FMAs run; the barrier sits before the last group of slice
        // kt (slice kt + 1 has landed, and no warp reads slice kt any more: its last group is
        // in registers), after which slice kt + STAGES is copied into slice kt's buffer. The
        // ring position is tracked, not divided out of kt.
        auto load_general = [&](long long kt, int buf) {
          float* st = smem + buf * ST;
          const long long k0 = kb + kt * BK;
          load_slice<float, BM, BK, NT, AK>(st, A, g.lda, row0, g.m, k0, ke, va, tid);
          load_slice<float, BN, BK, NT, BKM>(st + SA, B, g.ldb, col0, g.n, k0, ke, vb, tid);
        };
        auto issue = [&](long long pf, int buf) {
          if (pf < nk_fast) {
            const unsigned st = sm0 + static_cast<unsigned>(buf * ST * sizeof(float));
            fa.copy(st, pf);
            fb.copy(st + static_cast<unsigned>(SA * sizeof(float)), pf);
          } else if (pf < nk) {
            load_general(pf, buf);
          }
          cp_commit();
        };
#pragma unroll
        for (int p = 0; p < STAGES; ++p) issue(p, p);
        cp_wait<STAGES - 1>();
        __syncthreads();
        constexpr int KG = BK / 4;  // k groups a slice
        static_assert(KG % 2 == 0, "fragment buffers restart every slice");
        float a[2][4][8], b[2][4][8];
        frag<typename LY::SA, AK>(a[0], smem, tx, 0);
        frag<typename LY::SB, BKM>(b[0], smem + SA, ty, 0);
        int stage = 0, next = 1 % STAGES;
        long long oa = STAGES * fa.dk, ob = STAGES * fb.dk;
        auto run = [&](long long k0, long long k1, auto gen) {
          for (long long kt = k0; kt < k1; ++kt) {
            const float* sa = smem + stage * ST;
#pragma unroll
            for (int q = 0; q < KG; ++q) {
              const bool last = q + 1 == KG;
              const float* la = last ? smem + next * ST : sa;
              const int k4 = last ? 0 : 4 * (q + 1);
              if (last) {
                cp_wait<STAGES - 2>();
                __syncthreads();
                const long long pf = kt + STAGES;
                refill<decltype(gen)::value>(
                    fa, fb, sm0 + static_cast<unsigned>(stage * ST * sizeof(float)),
                    static_cast<unsigned>(SA * sizeof(float)), pf, nk_fast, nk, oa, ob,
                    [&] { load_general(pf, stage); });
              }
              // After the last slice this reads a buffer no copy targets any more (unused):
              // unconditional, so that the reads interleave with this group's FMAs.
              frag<typename LY::SA, AK>(a[(q + 1) % 2], la, tx, k4);
              frag<typename LY::SB, BKM>(b[(q + 1) % 2], la + SA, ty, k4);
#pragma unroll
              for (int kk = 0; kk < 4; ++kk)
#pragma unroll
                for (int r = 0; r < 8; ++r)
#pragma unroll
                  for (int c = 0; c < 8; ++c)
                    acc[r][c] = fmaf(a[q % 2][kk][r], b[q % 2][kk][c], acc[r][c]);
            }
            stage = next;
            next = next + 1 == STAGES ? 0 : next + 1;
          }
        };
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
            out, [&](int r) { return At{row0 + row_of(AK, tx, r), col0 + row_of(BKM, ty, c)}; },
            [&](int r) { return acc[r][c]; });
    }
  }
}

template <bool AK, bool BKM>
int launch(const Args& g, hipStream_t s) {
  constexpr size_t bytes = Layout<AK, BKM>::BYTES;
  auto k = kernel<AK, BKM>;
  if (int e = opt_in_shared<kernel<AK, BKM>>(bytes)) return e;
  const long long tm = (g.m + BM - 1) / BM, tn = (g.n + BN - 1) / BN;
  const long long tiles = tm * tn, zc = g.batch * g.splits;
  const long long bx = tile_grid<kernel<AK, BKM>>(NT, bytes, tiles, g.leave_blocks);
  const dim3 grid(static_cast<unsigned>(bx), 1, static_cast<unsigned>(zc < 65535 ? zc : 65535));
  k<<<grid, NT, bytes, s>>>(g, tm, tn, aligned16<float>(g.a, g.lda),
                            aligned16<float>(g.b, g.ldb));
  return combine<float>(g, s);
}

inline int run(const Args& g, hipStream_t s) {
  const bool ak = g.ta != 0, bk = g.tb == 0;
  if (ak && bk) return launch<true, true>(g, s);
  if (ak) return launch<true, false>(g, s);
  if (bk) return launch<false, true>(g, s);
  return launch<false, false>(g, s);
}

}  // namespace ffma
}  // namespace gemm
}  // namespace oxblas_hip
