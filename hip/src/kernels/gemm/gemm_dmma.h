// dgemm and zgemm on the FP64 tensor cores of the H200 (sm_90), beside the portable kernel of gemm_common.h
// (which AMD and OXBLAS_GEMM_PORTABLE=1 use).
//
// Why these instructions: sm_90 runs `mma.sync.m16n8k8` / `m16n8k16` .f64 at the full FP64
// tensor rate (66 TF/s measured on the H200 with independent accumulators), while the sm_80
// shape m8n8k4 issues at half of it (33 TF/s). This kernel uses m16n8k8: the k16 shape needs
// twice the A-fragment registers for no measured gain.
//
// Structure (one template, configurations by tile size):
//   * a block of WARPS_M x WARPS_N warps owns a BM x BN tile of D; each warp a (BM/WARPS_M) x
//     (BN/WARPS_N) sub-tile = MA x NA atoms of 16x8, accumulated in registers;
//   * k advances in slices of BK = 16 through a STAGES-deep ring of shared-memory buffers filled
//     by cp.async (global -> shared without registers): the copy of slice kt + STAGES - 1 is in
//     flight while the tensor cores work on slice kt; one barrier per slice;
//   * each operand slice is stored the way it lies in memory, so that every copy is a run of
//     16-byte chunks: op(A) with A not transposed is m-contiguous (stored As[k][m]), with A
//     transposed k-contiguous (As[m][k]); op(B) likewise (Bs[k][n] for B transposed, Bs[n][k]
//     otherwise). The four combinations are the template's two bools. Rows are padded by 4
//     doubles: the fragment reads of a half-warp (rows g = 0..3 by k t = 0..3) then fall in 16
//     different bank pairs in both layouts, and every row start stays 16-byte aligned;
//   * chunks are 16 bytes along the contiguous direction (2 doubles, 1 complex). A matrix whose
//     base is 16-byte aligned (with an even leading dimension for doubles) is copied by 16-byte
//     cp.async; otherwise (odd ld, an odd offset, an unaligned pointer of a batch array: checked
//     per matrix) by pairs of 8-byte ones. Elements past m, n or the split's k range are
//     zero-filled by the copy (src-size 0), so edge tiles need no other predicate until the
//     stores. Interior slices (the bulk of a large problem) take a lean path (Fast): one pointer
//     and fixed strides, no predicates, issued in two halves between the k steps of the slice
//     being multiplied. That path alone took dgemm 8192 from 38 to 50 TF/s;
//   * complex (zgemm): the same ring with 16-byte elements; each complex fragment is one 16-byte
//     shared read, and a complex atom is four real MMAs (re += ar br - ai bi, im += ar bi + ai br,
//     the imaginary parts negated first for conjugated operands);
//   * tiles are visited in groups of 8 tile rows (a wave of blocks shares A and B panels in L2).
// Fragments (PTX ISA, m16n8k8 .f64; lane l, g = l / 4, t = l % 4): a_i = A(g + 8 (i % 2),
// t + 4 (i / 2)), b_i = B(t + 4 i, g), c_i = C(g + 8 (i / 2), 2 t + i % 2).
// Edges, split-K partials, alpha/beta and the beta = 0 / alpha = 0 contracts: as the portable
// kernel (Out<T>, combine<T>). Large batches of tiny matrices (m, n <= 32) take tiny_kernel, one
// warp per matrix, and batches of matrices up to 64x64 a register-capped small tile (Batch).
#pragma once

#include "gemm_ring.h"

namespace oxblas_hip {
namespace gemm {
namespace dmma {

__device__ inline void mma(double (&d)[4], const double (&a)[4], const double (&b)[2]) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};\n"
      : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
      : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]));
#else
  (void)d; (void)a; (void)b;
  __trap();
#endif
}

using namespace ring;

template <int BM_, int BN_, int WARPS_M_, int WARPS_N_, int STAGES_, int BK_ = 16, int MINB_ = 1>
struct Tile {
  static constexpr int BM = BM_, BN = BN_, BK = BK_, WARPS_M = WARPS_M_, WARPS_N = WARPS_N_;
  static constexpr int STAGES = STAGES_, MINB = MINB_;  // MINB: blocks per SM to fit registers for
  static constexpr int NT = 32 * WARPS_M * WARPS_N;
  static constexpr int WTM = BM / WARPS_M, WTN = BN / WARPS_N;
  static constexpr int MA = WTM / 16, NA = WTN / 8;
  static_assert(MA * 16 * WARPS_M == BM && NA * 8 * WARPS_N == BN, "warp tiles cover the tile");
};

// One ring buffer: op(A)'s slice, then op(B)'s (elements); the whole ring in bytes.
template <class T, class TL, bool AK, bool BKM>
struct Ring {
  static constexpr int A = Slice<T, TL::BM, TL::BK, AK>::SIZE;
  static constexpr int STAGE = A + Slice<T, TL::BN, TL::BK, BKM>::SIZE;
  static constexpr size_t BYTES = sizeof(T) * TL::STAGES * STAGE;
};

// Real tiles. Large (2048 and up): 128x64, 4 warps of 64x32 (64 accumulators a thread, ~250
// registers), 3 stages (90 KiB of shared memory): two blocks per SM. Measured on the H200
// (dgemm NN 4096/8192, TN 8192), against 128x128 with 8 warps of 64x32 or 32x64 (4 or 5
// stages), 128x128 with BK = 32, and 64x128: 54.0/51.8/51.3 TF/s against 47-50.6 for the
// others; the barrier of a 4-warp block holds fewer warps. Small, for problems with fewer
// large tiles than SMs: 64x64, 4 warps of 32x32, 4 stages (80 KiB, two blocks per SM).
// Complex (zgemm): 64x64, 8 warps of 32x16 (32 accumulator doubles, re and im, and 32 of
// fragments: ~240 registers, one block per SM; capped at 128 for two blocks, ptxas spills
// 160-280 bytes), BK = 16, 4 stages (160 KiB): 42.6 TF/s at 4096 against 39.2 with BK = 8 and
// 41.4 with 3 stages.
using Big = Tile<128, 64, 2, 2, 3>;
using Small = Tile<64, 64, 2, 2, 4>;
// Problems with fewer small tiles than SMs (the solvers' updates near their leaves: 128x128 is
// four small tiles): 32x32, 4 warps of 16x16, 4 stages (20 KiB), so that four times as many
// SMs share the work. A 64x64 block's k loop of 128 was bound by its SM's FP64 tensor rate
// (16 dependent MMAs a warp a slice; 8 us of a 9.6 us launch on the H200 with 4 blocks).
using Mini = Tile<32, 32, 2, 2, 4>;
using Cplx = Tile<64, 64, 2, 4, 4, 16>;
// Batches of matrices of at most 64x64: the small tile with 2 stages and registers capped for 4
// blocks per SM (3: 4 spills 70-230 bytes), so that more matrices are in flight.
using Batch = Tile<64, 64, 2, 2, 2, 16, 3>;

constexpr int GROUP_M = 8;

// The accumulators of one warp: MA x NA atoms of 16x8, 4 values a thread each (8 for complex:
// real parts, then imaginary parts).
template <class T, class TL>
struct Acc {
  static constexpr int V = Elem<T>::complex ? 8 : 4;
  double v[TL::MA][TL::NA][V];
};

// One k8 step of a warp over the slice in shared memory (sa, sb): fragments, then the MMAs.
// Complex: D_re += A_re B_re - A_im B_im, D_im += A_re B_im + A_im B_re, with A_im and B_im
// negated first for conjugated operands (sgn_a, sgn_b = -1).
template <class T, class TL, class SlA, class SlB>
__device__ inline void step(Acc<T, TL>& acc, const T* sa, const T* sb, int kk, int wm0, int wn0,
                            int lg, int lt, double sgn_a, double sgn_b) {
  constexpr int MA = TL::MA, NA = TL::NA;
  if constexpr (!Elem<T>::complex) {
    (void)sgn_a; (void)sgn_b;
    double af[MA][4], bf[NA][2];
#pragma unroll
    for (int mi = 0; mi < MA; ++mi)
#pragma unroll
      for (int i = 0; i < 4; ++i)
        af[mi][i] = sa[SlA::at(wm0 + mi * 16 + lg + 8 * (i % 2), kk + lt + 4 * (i / 2))];
#pragma unroll
    for (int ni = 0; ni < NA; ++ni)
#pragma unroll
      for (int i = 0; i < 2; ++i) bf[ni][i] = sb[SlB::at(wn0 + ni * 8 + lg, kk + lt + 4 * i)];
#pragma unroll
    for (int mi = 0; mi < MA; ++mi)
#pragma unroll
      for (int ni = 0; ni < NA; ++ni) mma(acc.v[mi][ni], af[mi], bf[ni]);
  } else {
    double ar[MA][4], ai[MA][4], an[MA][4], br[NA][2], bi[NA][2];
#pragma unroll
    for (int mi = 0; mi < MA; ++mi)
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const double2 x = *reinterpret_cast<const double2*>(
            sa + SlA::at(wm0 + mi * 16 + lg + 8 * (i % 2), kk + lt + 4 * (i / 2)));
        ar[mi][i] = x.x;
        ai[mi][i] = sgn_a * x.y;
        an[mi][i] = -ai[mi][i];
      }
#pragma unroll
    for (int ni = 0; ni < NA; ++ni)
#pragma unroll
      for (int i = 0; i < 2; ++i) {
        const double2 x =
            *reinterpret_cast<const double2*>(sb + SlB::at(wn0 + ni * 8 + lg, kk + lt + 4 * i));
        br[ni][i] = x.x;
        bi[ni][i] = sgn_b * x.y;
      }
#pragma unroll
    for (int mi = 0; mi < MA; ++mi)
#pragma unroll
      for (int ni = 0; ni < NA; ++ni) {
        double(&re)[4] = *reinterpret_cast<double(*)[4]>(&acc.v[mi][ni][0]);
        double(&im)[4] = *reinterpret_cast<double(*)[4]>(&acc.v[mi][ni][4]);
        mma(re, ar[mi], br[ni]);
        mma(im, ar[mi], bi[ni]);
        mma(re, an[mi], bi[ni]);
        mma(im, ai[mi], br[ni]);
      }
  }
}

template <class T, class TL, bool AK, bool BKM>
__global__ void __launch_bounds__(TL::NT, TL::MINB) kernel(Args g, long long tiles_m, long long tiles_n,
                                                 bool vec_a, bool vec_b) {
  extern __shared__ __align__(16) unsigned char smem_raw[];
  T* const smem = reinterpret_cast<T*>(smem_raw);
  constexpr int MA = TL::MA, NA = TL::NA, STAGES = TL::STAGES, BK = TL::BK;
  using SlA = Slice<T, TL::BM, BK, AK>;
  using SlB = Slice<T, TL::BN, BK, BKM>;
  constexpr int SA = Ring<T, TL, AK, BKM>::A, ST = Ring<T, TL, AK, BKM>::STAGE;

  kern::pdl_wait();
  const T alpha = load_scalar_s<T>(g.alpha), beta = load_scalar_s<T>(g.beta);
  const bool beta0 = l2::is_zero(beta);
  const bool skip = l2::is_zero(alpha) || g.k == 0;
  if (g.partials != nullptr && skip) return;

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int lg = lane / 4, lt = lane % 4;
  const int wm0 = (warp % TL::WARPS_M) * TL::WTM, wn0 = (warp / TL::WARPS_M) * TL::WTN;
  const double sgn_a = g.ta == 2 ? -1.0 : 1.0, sgn_b = g.tb == 2 ? -1.0 : 1.0;
  const long long tiles = tiles_m * tiles_n;
  const long long zc = g.batch * g.splits;
  // The real tiles of at most 32 accumulators a thread, whose short k loops (the solvers' small
  // updates) leave the prologue and epilogue a large share of a launch: 32-bit index divisions
  // (divmod) and, inside m×n, the epilogue without checks (OutLean). Not the large tile (64
  // accumulators), whose registers are full (ptxas spilled 4-28 more bytes) and whose long k
  // loops hide both, nor complex (spills).
  constexpr bool LEAN = !Elem<T>::complex && MA * NA * 4 <= 32;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    long long bi, sl;
    divmod<LEAN>(z, g.splits, bi, sl);
    const int s = static_cast<int>(sl);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const T* A = skip ? nullptr : l2::batch_ptr<const T>(g.a, bi);
    const T* B = skip ? nullptr : l2::batch_ptr<const T>(g.b, bi);
    const bool va = vec_a && (reinterpret_cast<unsigned long long>(A) % 16) == 0;
    const bool vb = vec_b && (reinterpret_cast<unsigned long long>(B) % 16) == 0;

    for (long long tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
      long long row0, col0;
      tile_origin<GROUP_M, LEAN>(tile, tiles_m, tiles_n, TL::BM, TL::BN, row0, col0);
      // C, read in the epilogue, asked of L2 now: each put_group's loads were a round trip to
      // memory (a 64x64 tile with beta = 1 and k = 128 took 18 us against 9.6 with beta = 0
      // after put_group, 14 with this; dtrmm 8192 0.84 -> 0.89 of cuBLAS). Prefetching the
      // operand panels of short k loops as well made those launches slower (14 -> 22 us).
      if (!beta0 && g.partials == nullptr)
        prefetch_c<T, TL::BM, TL::BN, TL::NT>(l2::batch_ptr<const T>(g.c, bi), g.ldc, row0, col0,
                                             g.m, g.n, tid);

      Acc<T, TL> acc;
#pragma unroll
      for (int mi = 0; mi < MA; ++mi)
#pragma unroll
        for (int ni = 0; ni < NA; ++ni)
#pragma unroll
          for (int v = 0; v < Acc<T, TL>::V; ++v) acc.v[mi][ni][v] = 0.0;

      if (!skip) {
        const long long nk = (ke - kb + BK - 1) / BK;
        using FA = Fast<T, TL::BM, BK, TL::NT, AK>;
        using FB = Fast<T, TL::BN, BK, TL::NT, BKM>;
        const FA fa(A, g.lda, row0, kb, tid);
        const FB fb(B, g.ldb, col0, kb, tid);
        // Slices with every element inside both matrices take the fast copies; the others
        // (edge tiles, the last partial k slice, unaligned operands) the general ones.
        const bool rows_in = va && vb && row0 + TL::BM <= g.m && col0 + TL::BN <= g.n;
        const long long nk_fast = rows_in ? (ke - kb) / BK : 0;
        const unsigned sm0 = smem_u32(smem);
        auto load_general = [&](long long kt) {
          T* st = smem + (kt % STAGES) * ST;
          const long long k0 = kb + kt * BK;
          load_slice<T, TL::BM, BK, TL::NT, AK>(st, A, g.lda, row0, g.m, k0, ke, va, tid);
          load_slice<T, TL::BN, BK, TL::NT, BKM>(st + SA, B, g.ldb, col0, g.n, k0, ke, vb, tid);
        };
        // The fast copies of slice kt in two halves, so that they can be spread over the k
        // steps of the slice being multiplied (asm statements keep their order).
        auto load_half = [&](long long kt, int half) {
          const unsigned st = sm0 + static_cast<unsigned>((kt % STAGES) * ST * sizeof(T));
          const unsigned sb = st + static_cast<unsigned>(SA * sizeof(T));
          if (half == 0) {
            fa.template copy<0, FA::CPT / 2>(st, kt);
            fb.template copy<0, FB::CPT / 2>(sb, kt);
          } else {
            fa.template copy<FA::CPT / 2, FA::CPT>(st, kt);
            fb.template copy<FB::CPT / 2, FB::CPT>(sb, kt);
          }
        };
#pragma unroll
        for (int p = 0; p < STAGES - 1; ++p) {
          if (p < nk_fast) {
            load_half(p, 0);
            load_half(p, 1);
          } else if (p < nk) {
            load_general(p);
          }
          cp_commit();
        }
        for (long long kt = 0; kt < nk; ++kt) {
          cp_wait<STAGES - 2>();
          __syncthreads();
          // The buffer refilled in this step was read in step kt - 1, which every warp has
          // finished (the barrier above).
          const long long pf = kt + STAGES - 1;
          const bool pf_fast = pf < nk_fast;
          if (!pf_fast && pf < nk) load_general(pf);
          const T* sa = smem + (kt % STAGES) * ST;
          const T* sb = sa + SA;
#pragma unroll
          for (int kk = 0; kk < BK; kk += 8) {
            if (pf_fast && BK == 8) {
              load_half(pf, 0);
              load_half(pf, 1);
            } else if (pf_fast && kk < 16) {
              load_half(pf, kk / 8);
            }
            step<T, TL, SlA, SlB>(acc, sa, sb, kk, wm0, wn0, lg, lt, sgn_a, sgn_b);
          }
          cp_commit();
        }
        // No copy may still target a buffer the next tile's first loads reuse.
        cp_wait<0>();
        __syncthreads();
      }

      // An 8-column atom column at a time (e = v·MA + mi), 8 values a group: 16 spilled more
      // of the large tile's registers.
      constexpr int G = 4 * MA < 8 ? 4 * MA : 8;
      if (LEAN && g.partials == nullptr && row0 + TL::BM <= g.m && col0 + TL::BN <= g.n) {
        OutLean<T> out(g, bi, row0 + wm0 + lg, col0 + wn0 + 2 * lt, alpha, beta, beta0, skip);
#pragma unroll
        for (int ni = 0; ni < NA; ++ni) {
          auto at = [&](int e) {
            const int v = e / MA, mi = e % MA;
            return At{mi * 16 + 8 * (v / 2), ni * 8 + v % 2};
          };
          if constexpr (Elem<T>::complex)
            put_group<4 * MA, G>(out, at, [&](int e) {
              return c64{acc.v[e % MA][ni][e / MA], acc.v[e % MA][ni][4 + e / MA]};
            });
          else
            put_group<4 * MA, G>(out, at, [&](int e) { return acc.v[e % MA][ni][e / MA]; });
        }
        continue;
      }
      Out<T> out(g, bi, s, alpha, beta, beta0, skip);
#pragma unroll
      for (int ni = 0; ni < NA; ++ni) {
        auto at = [&](int e) {
          const int v = e / MA, mi = e % MA;
          return At{row0 + wm0 + mi * 16 + lg + 8 * (v / 2), col0 + wn0 + ni * 8 + 2 * lt + v % 2};
        };
        if constexpr (Elem<T>::complex)
          put_group<4 * MA, G>(out, at, [&](int e) {
            return c64{acc.v[e % MA][ni][e / MA], acc.v[e % MA][ni][4 + e / MA]};
          });
        else
          put_group<4 * MA, G>(out, at, [&](int e) { return acc.v[e % MA][ni][e / MA]; });
      }
    }
  }
}

template <class T, class TL, bool AK, bool BKM>
int launch(const Args& g, hipStream_t s, long long tm, long long tn) {
  constexpr size_t bytes = Ring<T, TL, AK, BKM>::BYTES;
  auto k = kernel<T, TL, AK, BKM>;
  if (int e = opt_in_shared<kernel<T, TL, AK, BKM>>(bytes)) return e;
  const long long tiles = tm * tn, zc = g.batch * g.splits;
  const long long zmax = zc < 65535 ? zc : 65535;
  // Enough blocks for every tile (capped: the kernel loops over the rest); the z grid walks
  // the batch and the splits.
  const long long bx = tiles < 0x7fffffffLL ? tiles : 0x7fffffffLL;
  const dim3 grid(static_cast<unsigned>(bx), 1, static_cast<unsigned>(zmax));
  k<<<grid, TL::NT, bytes, s>>>(g, tm, tn, aligned16<T>(g.a, g.lda), aligned16<T>(g.b, g.ldb));
  return combine<T>(g, s);
}

template <class T, class TL>
int launch_tl(const Args& g, hipStream_t s) {
  const long long tm = (g.m + TL::BM - 1) / TL::BM, tn = (g.n + TL::BN - 1) / TL::BN;
  const bool ak = g.ta != 0, bk = g.tb == 0;
  if (ak && bk) return launch<T, TL, true, true>(g, s, tm, tn);
  if (ak) return launch<T, TL, true, false>(g, s, tm, tn);
  if (bk) return launch<T, TL, false, true>(g, s, tm, tn);
  return launch<T, TL, false, false>(g, s, tm, tn);
}

// Tiny dgemm batches (m, n <= 32: 16^3 and the like), one warp per matrix, fragments read
// straight from global memory (no shared memory, no barrier): for such sizes the work is moving
// the matrices, and a warp per matrix keeps many independent loads in flight on every SM while
// a tile of 64 or more would leave most of its threads idle. Atoms outside m x n are skipped
// (uniform branches); transposes are runtime strides; edges are predicated loads.
constexpr int TINY = 32, TINY_WARPS = 4;

// MA: 16-row atoms (1 for m <= 16), NA: 8-column atoms (2 for n <= 16): fewer registers, more
// warps per SM, so more matrices' loads in flight. 16^3 x 100 000 on the H200: 192 us with
// NA = 4 (5 blocks of 4 warps per SM), 149 us with NA = 2 (8 blocks).
template <class T, int MA, int NA = TINY / 8>  // T = double only (only gemm_d.cpp instantiates it)
__global__ void __launch_bounds__(32 * TINY_WARPS, MA == 1 ? (NA == 2 ? 8 : 5) : 4) tiny_kernel(Args g) {
  kern::pdl_wait();
  const double alpha = l2::load_scalar<double>(g.alpha), beta = l2::load_scalar<double>(g.beta);
  const bool beta0 = beta == 0.0, skip = alpha == 0.0 || g.k == 0;
  const int lane = threadIdx.x % 32, lg = lane / 4, lt = lane % 4;
  // op(X)(r, k) = X[r * sr + k * sk]
  const long long sra = g.ta == 0 ? 1 : g.lda, ska = g.ta == 0 ? g.lda : 1;
  const long long srb = g.tb == 0 ? g.ldb : 1, skb = g.tb == 0 ? 1 : g.ldb;  // op(B)(k, c)
  const long long warps = static_cast<long long>(gridDim.x) * TINY_WARPS;
  for (long long bi = static_cast<long long>(blockIdx.x) * TINY_WARPS + threadIdx.x / 32;
       bi < g.batch; bi += warps) {
    double acc[MA][NA][4];
#pragma unroll
    for (int mi = 0; mi < MA; ++mi)
#pragma unroll
      for (int ni = 0; ni < NA; ++ni)
#pragma unroll
        for (int v = 0; v < 4; ++v) acc[mi][ni][v] = 0.0;
    if (!skip) {
      const double* A = l2::batch_ptr<const double>(g.a, bi);
      const double* B = l2::batch_ptr<const double>(g.b, bi);
      // Two k steps per trip: the second step's loads are in flight with the first's.
#pragma unroll 2
      for (long long k0 = 0; k0 < g.k; k0 += 8) {
        double af[MA][4], bf[NA][2];
#pragma unroll
        for (int mi = 0; mi < MA; ++mi)
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            const long long r = mi * 16 + lg + 8 * (i % 2), k = k0 + lt + 4 * (i / 2);
            af[mi][i] = (mi * 16 < g.m && r < g.m && k < g.k) ? A[r * sra + k * ska] : 0.0;
          }
#pragma unroll
        for (int ni = 0; ni < NA; ++ni)
#pragma unroll
          for (int i = 0; i < 2; ++i) {
            const long long c = ni * 8 + lg, k = k0 + lt + 4 * i;
            bf[ni][i] = (ni * 8 < g.n && c < g.n && k < g.k) ? B[k * skb + c * srb] : 0.0;
          }
#pragma unroll
        for (int mi = 0; mi < MA; ++mi)
#pragma unroll
          for (int ni = 0; ni < NA; ++ni)
            if (mi * 16 < g.m && ni * 8 < g.n) mma(acc[mi][ni], af[mi], bf[ni]);
      }
    }
    Out<double> out(g, bi, 0, alpha, beta, beta0, skip);
#pragma unroll
    for (int ni = 0; ni < NA; ++ni)
      put_group<4 * MA, 4>(
          out,
          [&](int e) {
            const int v = e / MA, mi = e % MA;
            return At{mi * 16 + lg + 8 * (v / 2), ni * 8 + 2 * lt + v % 2};
          },
          [&](int e) { return acc[e % MA][ni][e / MA]; });
  }
}

template <class T>
int launch_tiny(const Args& g, hipStream_t s) {
  const long long blocks = (g.batch + TINY_WARPS - 1) / TINY_WARPS;
  const unsigned grid = static_cast<unsigned>(blocks < 0x7fffffffLL ? blocks : 0x7fffffffLL);
  if (g.m <= 16 && g.n <= 16)
    tiny_kernel<T, 1, 2><<<grid, 32 * TINY_WARPS, 0, s>>>(g);
  else if (g.m <= 16)
    tiny_kernel<T, 1><<<grid, 32 * TINY_WARPS, 0, s>>>(g);
  else
    tiny_kernel<T, 2><<<grid, 32 * TINY_WARPS, 0, s>>>(g);
  return static_cast<int>(hipGetLastError());
}

// The launchers, one per compile unit (gemm_d.cpp, gemm_z.cpp), so that each instantiates
// only its own kernels.
int run_d(const Args& g, hipStream_t s);
int run_z(const Args& g, hipStream_t s);

}  // namespace dmma
}  // namespace gemm
}  // namespace oxblas_hip
