// dgemm and zgemm on the FP64 tensor cores of the H200 (sm_90), beside the portable kernel of gemm_common.h
// (which AMD and OXBLAS_GEMM_PORTABLE=1 use); sgemm and cgemm too, with float operands (T =
// float, c32: slices of floats in shared memory, each fragment value converted to double as it
// is read, sums in double; why: gemm_s.cpp).
//
// Why these instructions (../dmma.h): sm_90 runs `mma.sync.m16n8k8` / `m16n8k16` .f64 at the
// full FP64 tensor rate, the sm_80 shape m8n8k4 at half of it (33 TF/s). This kernel uses
// m16n8k8: the k16 shape needs twice the A-fragment registers for no measured gain.
//
// Structure (one template, configurations by tile size):
//   * a block of WARPS_M x WARPS_N warps owns a BM x BN tile of D; each warp a (BM/WARPS_M) x
//     (BN/WARPS_N) sub-tile = MA x NA atoms of 16x8, accumulated in registers;
//   * k advances in slices of BK = 16 through a STAGES-deep ring of shared-memory buffers filled
//     by cp.async (global -> shared without registers, with the 128-byte L2 prefetch hint that
//     cuBLAS's copies carry: dgemm NT 4096 0.94 -> 0.99 of cuBLAS): the copies of slices
//     kt + 1 .. kt + STAGES - 1 are in flight while the tensor cores work on slice kt; one
//     barrier per slice, before its last k step or unit (both loops below), after which slice
//     kt + STAGES is copied into slice kt's buffer;
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
//     and fixed strides, no predicates (the step-ahead loop keeps the slice offset as a running
//     sum, and runs the slices whose copies are all fast as a loop of their own). That path
//     alone took dgemm 8192 from 38 to 50 TF/s;
//   * complex (zgemm): the same ring with 16-byte elements, multiplied as a real product of twice
//     the rows and twice the k (A~ below: four real MMAs per complex product);
//   * tiles are visited in groups of 8 tile rows (a wave of blocks shares A and B panels in L2).
// Fragments: as ../dmma.h gives them (lane l, g = l / 4, t = l % 4).
// Edges, split-K partials, alpha/beta and the beta = 0 / alpha = 0 contracts: as the portable
// kernel (Out<T>, combine<T>). Large batches of tiny matrices (m, n <= 32) take tiny_kernel, one
// warp per matrix, and batches of matrices up to 64x64 a register-capped small tile (Batch).
#pragma once

#include <type_traits>

#include "../dmma.h"
#include "gemm_ring.h"

namespace oxblas_hip {
namespace gemm {
namespace dmma {

__device__ inline void mma(double (&d)[4], const double (&a)[4], const double (&b)[2]) {
  kern::dmma_16x8x8(d, a, b);
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
// large tiles than SMs: 64x64, 4 warps of 32x32, 3 stages (57-60 KiB; dgemm 1024 on the H200
// 0.956/0.991 of cuBLAS against 0.929/0.950 with 4 stages, 0.909/0.913 with a 128x64 tile of
// 8 warps).
// Complex (zgemm; the A~ product below): 64x64, 4 warps of 32x32 (A~: 64x32 real, 64
// accumulators a thread like the large real tile), 3 stages (105 KiB): two blocks per SM.
// zgemm NN 4096 on the H200: 51.5 TF/s (cuBLAS 51.7), against 46.7 for 8 warps of 32x16 in one
// block per SM (4 stages) and 43.6 for the complex fragments of 16-byte reads before A~.
using Big = Tile<128, 64, 2, 2, 3>;
// sgemm's large tile in NN (float operands converted as their fragments are read: gemm_s.cpp):
// the large real tile, its float slices half the bytes, so NN (A m-contiguous, B k-contiguous)
// takes 6 stages (81 KiB: two blocks an SM still fit); the other layouts keep Big's 3. H200,
// 3 / 4 / 6 stages (docs/benchmarks/2026-12-02-h200-sgemm-dmma/): sgemm NN 4096 2276 / 2277 /
// 2229 us, NN 8192 17707 / 17712 / 17314, TN 8192 17648 / 17641 / 17578, NT 4096 2219 / 2230 /
// 2243, TT 4096 2222 / 2223 / 2230.
using BigF6 = Tile<128, 64, 2, 2, 6>;
using Small = Tile<64, 64, 2, 2, 3>;
// Problems with fewer small tiles than SMs (the solvers' updates near their leaves: 128x128 is
// four small tiles): 32x32, 4 warps of 16x16, 4 stages (20 KiB), so that four times as many
// SMs share the work. A 64x64 block's k loop of 128 was bound by its SM's FP64 tensor rate
// (16 dependent MMAs a warp a slice; 8 us of a 9.6 us launch on the H200 with 4 blocks).
using Mini = Tile<32, 32, 2, 2, 4>;
using Cplx = Tile<64, 64, 2, 2, 3, 16, 2>;
// Batches of matrices of at most 64x64: the small tile with registers capped for 3 blocks per
// SM, so that more matrices are in flight, and 4 stages: a 64^3 product's whole k (four slices)
// is copied at once. H200, dgemm 64^3 x 20 000 (the work is moving 96 KiB a matrix): 4 stages
// 21.4 TF/s, 3 stages 21.1, 2 stages 20.4-20.6; 2 stages with 2 blocks per SM 17.0; a copy
// ring running across each block's matrices (persistent blocks, the next matrix's slices
// copied during this one's epilogue) 17.3-19.0 (docs/benchmarks/2026-11-29-h200-sgemm-batch/).
// Its registers capped, ptxas spills 24-88 bytes in some layouts. TN (both operands
// k-contiguous: 80 KiB for 4 stages, and 3 blocks need 3 x 81 KiB of the SM's 228) takes 3
// stages (60 KiB), so that it keeps 3 blocks per SM (NN measured 21.1 TF/s with 3; TN itself
// not measured). Products with k <= 64 in the other layouts take whole_k_kernel (below).
using Batch = Tile<64, 64, 2, 2, 4, 16, 3>;
using Batch3 = Tile<64, 64, 2, 2, 3, 16, 3>;

constexpr int GROUP_M = 8;

// The accumulators of one warp: MA x NA atoms of 16x8, 4 values a thread each (8 for complex:
// those of the two 16-row atoms of A~ (below) that its 16 complex rows make).
template <class T, class TL>
struct Acc {
  static constexpr int V = Elem<T>::complex ? 8 : 4;
  double v[TL::MA][TL::NA][V];
  __device__ void clear() {
#pragma unroll
    for (int mi = 0; mi < TL::MA; ++mi)
#pragma unroll
      for (int ni = 0; ni < TL::NA; ++ni)
#pragma unroll
        for (int e = 0; e < V; ++e) v[mi][ni][e] = 0.0;
  }
};

// Complex products as real ones. With a complex matrix seen as the reals it is stored as, op(B)
// is a real (2k x n) matrix B^ (k-index 2p + q: part q of B(p, j)) and D a real (2m x n) matrix
// D^ (row 2i + s: part s of D(i, j)), and D^ = A~ B^ for the real (2m x 2k) matrix
//   A~(2i + s, 2p + q) = Re A(i, p) when s = q, -Im A(i, p) when s = 0, q = 1, Im A(i, p) when
//   s = 1, q = 0,
// so a complex tile is a real tile of twice the rows over twice the k, multiplied by the real
// kernel's MMAs (the same count: four real products per complex one). A lane's fragment values
// of A~ all take the same part of A (s = g % 2 against q = t % 2) with the same sign, and its B^
// values the same part of B (t % 2): every fragment value is one 8-byte shared read into its own
// register. Reading whole complex elements (16 bytes) instead put re and im side by side, and
// ptxas spent 141 register moves a slice regrouping them for the MMAs (ncu, zgemm 4096: the FP64
// tensor pipe 67% busy against cuBLAS's 96%). A conjugated operand's imaginary parts and A~'s
// -Im are sign flips by an integer XOR of the high word, off the FP64 pipe the MMAs issue on.
//
// Fragments are read from shared memory ahead of the MMAs that use them, in one of two loops
// (the kernel's STEP; which tile takes which: launch below). Step ahead: the whole next k8 step
// (ks) into the other of two register buffers while this step's MMAs run, as cuBLAS's kernel
// of the same tile does (ncu, dgemm 8192: the FP64 tensor pipe 97.0% busy, was 87.4%; 3.41 G
// instructions against cuBLAS's 3.43 G). A unit ahead, for tiles without the registers for two
// steps: a unit is one 16-row atom row (mr: of op(A), or of A~ for complex) at one k step, and
// the next unit's A fragment (and, entering a k step, its B fragments) are read while this
// unit's MMAs run. Loading a whole step before its MMAs (the large tile's loop until the
// twentieth session) left each step's first MMA waiting on the loads; re-reading each atom
// row's A fragment in place right after its MMAs was slower still (dgemm 8192 0.85-0.87 of
// cuBLAS against 0.92: the loads wait for the MMAs to release their registers).
template <class T>
struct FragA {
  double r[4];
};
template <class T, int NA>
struct FragB {
  double r[NA][2];
};

// The type of one part of a complex element (c64: double, c32: float: converted to double as
// it is read, as sgemm's float operands are).
template <class T> using Part = typename kern::Elem<T>::Real;

__device__ inline double flip_sign(double x, unsigned mask) {
  return __hiloint2double(__double2hiint(x) ^ static_cast<int>(mask), __double2loint(x));
}

// Per-lane constants of the fragment reads: complex, the part of A~'s values and of B^'s and
// their sign masks (a conjugated operand's imaginary parts; A~'s -Im).
struct Lane {
  int lg, lt;
  int part_a, part_b;
  unsigned mask_a, mask_b;
  __device__ Lane(int lane, int ta, int tb) : lg(lane / 4), lt(lane % 4) {
    constexpr unsigned SIGN = 0x80000000u;
    part_a = (lg ^ lt) & 1;
    part_b = lt & 1;
    mask_a = part_a ? (((lg & 1) == 0 ? SIGN : 0u) ^ (ta == 2 ? SIGN : 0u)) : 0u;
    mask_b = part_b && tb == 2 ? SIGN : 0u;
  }
};

// Atom row mr's A fragment at k step ks of the slice in shared memory.
template <class T, class TL, class SlA>
__device__ inline void load_a(FragA<T>& f, const T* sa, int ks, int mr, int wm0, const Lane& l) {
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    if constexpr (!Elem<T>::complex) {
      f.r[i] = sa[SlA::at(wm0 + mr * 16 + l.lg + 8 * (i % 2), ks * 8 + l.lt + 4 * (i / 2))];
    } else {
      const int at = SlA::at(wm0 + mr * 8 + l.lg / 2 + 4 * (i % 2), ks * 4 + l.lt / 2 + 2 * (i / 2));
      f.r[i] = flip_sign(static_cast<double>(reinterpret_cast<const Part<T>*>(sa)[2 * at + l.part_a]),
                         l.mask_a);
    }
  }
}

// The B fragments of every atom column at k step ks.
template <class T, class TL, class SlB>
__device__ inline void load_b(FragB<T, TL::NA>& f, const T* sb, int ks, int wn0, const Lane& l) {
#pragma unroll
  for (int ni = 0; ni < TL::NA; ++ni)
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      if constexpr (!Elem<T>::complex) {
        f.r[ni][i] = sb[SlB::at(wn0 + ni * 8 + l.lg, ks * 8 + l.lt + 4 * i)];
      } else {
        const int at = SlB::at(wn0 + ni * 8 + l.lg, ks * 4 + l.lt / 2 + 2 * i);
        f.r[ni][i] = flip_sign(
            static_cast<double>(reinterpret_cast<const Part<T>*>(sb)[2 * at + l.part_b]), l.mask_b);
      }
    }
}

// One unit's MMAs: atom row mr against every atom column. Complex: A~'s atom row mr is the
// half (mr % 2) of the accumulators of complex atom row mr / 2.
template <class T, class TL>
__device__ inline void mma_unit(Acc<T, TL>& acc, int mr, const FragA<T>& a,
                                const FragB<T, TL::NA>& b) {
#pragma unroll
  for (int ni = 0; ni < TL::NA; ++ni) {
    if constexpr (!Elem<T>::complex)
      mma(acc.v[mr][ni], a.r, b.r[ni]);
    else
      mma(*reinterpret_cast<double(*)[4]>(&acc.v[mr / 2][ni][4 * (mr % 2)]), a.r, b.r[ni]);
  }
}

// A real tile's epilogue, an 8-column atom column at a time (e = v·MA + mi), G values a group
// (16 spilled more of the large tile's registers). put_inside: a tile inside m×n outside
// split-K, D and C from the lane's first element with no checks (OutLean); put_checked: any
// tile, through Out (edges, split-K partials).
template <int MA>
inline constexpr int kPutGroup = 4 * MA < 8 ? 4 * MA : 8;

template <class T, class TL>
__device__ inline void put_inside(const Args& g, long long bi, long long r0, long long c0,
                                  T alpha, T beta, bool beta0, bool skip, const Acc<T, TL>& acc) {
  constexpr int MA = TL::MA;
  OutLean<T> out(g, bi, r0, c0, alpha, beta, beta0, skip);
#pragma unroll
  for (int ni = 0; ni < TL::NA; ++ni) {
    auto at = [&](int e) {
      const int v = e / MA, mi = e % MA;
      return At{mi * 16 + 8 * (v / 2), ni * 8 + v % 2};
    };
    put_group<4 * MA, kPutGroup<MA>>(out, at, [&](int e) { return acc.v[e % MA][ni][e / MA]; });
  }
}

// A real tile inside m×n, outside split-K, through shared memory (the ring, idle once the k
// loop is done): C (beta != 0) copied in whole by cp.async, each thread's elements finished in
// place, then D written a column a warp, 16 bytes a lane where D allows. put_inside reads C
// between its stores in groups (D may be C), each group a round trip to L2 or memory: a 128x64
// tile's eight took ~10 us of a k = 256 tile's ~35 (H200, dgemm 7936x7680x256, beta = 1).
template <class T, class TL, bool AK, bool BKM>
__device__ inline void put_staged(const Args& g, long long bi, long long row0, long long col0,
                                  int wm0, int wn0, int lg, int lt, int tid, T alpha, T beta,
                                  bool beta0, bool skip, const Acc<T, TL>& acc, T* smem) {
  constexpr int MA = TL::MA, NA = TL::NA, BM = TL::BM, BN = TL::BN, NT = TL::NT;
  // E: elements a 16-byte chunk. Rows padded by 2 doubles (a warp's fragment positions fall on
  // every bank pair twice) or 4 floats (16-byte aligned rows; the 32 positions, rows g by
  // columns 2t, in 32 banks).
  constexpr int E = 16 / static_cast<int>(sizeof(T));
  constexpr int LDC = BM + (E == 2 ? 2 : 4);
  static_assert(BM % E == 0 && LDC % E == 0, "16-byte chunks");
  static_assert(LDC * BN * sizeof(T) <= Ring<T, TL, AK, BKM>::BYTES, "fits the ring");
  T* ct = smem;
  if (!beta0) {
    const T* C = l2::batch_ptr<const T>(g.c, bi) + row0 + col0 * g.ldc;
    if ((reinterpret_cast<unsigned long long>(C) % 16) == 0 && g.ldc % E == 0) {
#pragma unroll 4
      for (int e = tid; e < BN * (BM / E); e += NT) {
        const int c = e / (BM / E), r = E * (e % (BM / E));
        cp16(smem_u32(ct + r + c * LDC), C + r + c * g.ldc, 16);
      }
      cp_commit();
      cp_wait<0>();
    } else {
      for (int e = tid; e < BN * BM; e += NT) {
        const int c = e / BM, r = e % BM;
        ct[r + c * LDC] = C[r + c * g.ldc];
      }
    }
    __syncthreads();
  }
#pragma unroll
  for (int mi = 0; mi < MA; ++mi)
#pragma unroll
    for (int ni = 0; ni < NA; ++ni)
#pragma unroll
      for (int v = 0; v < 4; ++v) {
        T& x = ct[wm0 + mi * 16 + lg + 8 * (v / 2) + (wn0 + ni * 8 + 2 * lt + v % 2) * LDC];
        x = finish<T>(alpha, acc.v[mi][ni][v], skip, beta0 ? l2::zero<T>() : l2::mul(beta, x));
      }
  __syncthreads();
  T* D = l2::batch_ptr<T>(g.d, bi) + row0 + col0 * g.ldd;
  if ((reinterpret_cast<unsigned long long>(D) % 16) == 0 && g.ldd % E == 0) {
#pragma unroll 4
    for (int e = tid; e < BN * (BM / E); e += NT) {
      const int c = e / (BM / E), r = E * (e % (BM / E));
      *reinterpret_cast<uint4*>(D + r + c * g.ldd) =
          *reinterpret_cast<const uint4*>(ct + r + c * LDC);
    }
  } else {
    for (int e = tid; e < BN * BM; e += NT) {
      const int c = e / BM, r = e % BM;
      D[r + c * g.ldd] = ct[r + c * LDC];
    }
  }
  __syncthreads();  // the next tile's copies reuse the ring
}

// (row0, col0: the tile's origin; wm0, wn0: the warp's in the tile; lg, lt: the lane's.)
template <class T, class TL>
__device__ inline void put_checked(const Out<T>& out, long long row0, long long col0, int wm0,
                                   int wn0, int lg, int lt, const Acc<T, TL>& acc) {
  constexpr int MA = TL::MA;
#pragma unroll
  for (int ni = 0; ni < TL::NA; ++ni) {
    auto at = [&](int e) {
      const int v = e / MA, mi = e % MA;
      return At{row0 + wm0 + mi * 16 + lg + 8 * (v / 2), col0 + wn0 + ni * 8 + 2 * lt + v % 2};
    };
    put_group<4 * MA, kPutGroup<MA>>(out, at, [&](int e) { return acc.v[e % MA][ni][e / MA]; });
  }
}

template <class T, class TL, bool AK, bool BKM, bool STEP>
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
  const Lane ln(lane, g.ta, g.tb);
  const int lg = ln.lg, lt = ln.lt;
  const int wm0 = (warp % TL::WARPS_M) * TL::WTM, wn0 = (warp / TL::WARPS_M) * TL::WTN;
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
      acc.clear();

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
        auto load_general = [&](long long kt, int buf) {
          T* st = smem + buf * ST;
          const long long k0 = kb + kt * BK;
          load_slice<T, TL::BM, BK, TL::NT, AK>(st, A, g.lda, row0, g.m, k0, ke, va, tid);
          load_slice<T, TL::BN, BK, TL::NT, BKM>(st + SA, B, g.ldb, col0, g.n, k0, ke, vb, tid);
        };
        // The copies of slice pf into ring buffer buf, as one commit group (empty past nk).
        auto issue = [&](long long pf, int buf) {
          if (pf < nk_fast) {
            const unsigned st = sm0 + static_cast<unsigned>(buf * ST * sizeof(T));
            fa.copy(st, pf);
            fb.copy(st + static_cast<unsigned>(SA * sizeof(T)), pf);
          } else if (pf < nk) {
            load_general(pf, buf);
          }
          cp_commit();
        };
        // A slice is KS k8 steps of MR atom rows (complex: of A~, twice the rows over twice
        // the k).
        constexpr bool CX = Elem<T>::complex;
        constexpr int KS = CX ? BK / 4 : BK / 8, MR = CX ? 2 * MA : MA;
        // Both loops fill every buffer of the ring first and start once slice 0 has landed.
#pragma unroll
        for (int p = 0; p < STAGES; ++p) issue(p, p);
        cp_wait<STAGES - 1>();
        __syncthreads();
        if constexpr (STEP) {
          // Step ahead: the next k step's fragments (A and B, into the other of two buffers)
          // are read while this step's MMAs run. The barrier sits before the last step of
          // slice kt: slice kt + 1 has landed, and no warp reads slice kt any more, so slice
          // kt + STAGES is copied into its buffer then.
          static_assert(KS % 2 == 0, "fragment buffers restart every slice");
          FragA<T> fa4[2][MR];
          FragB<T, NA> fb2[2];
#pragma unroll
          for (int mr = 0; mr < MR; ++mr) load_a<T, TL, SlA>(fa4[0][mr], smem, 0, mr, wm0, ln);
          load_b<T, TL, SlB>(fb2[0], smem + SA, 0, wn0, ln);
          // Incremental copy pointers of the fast slices (slice STAGES next).
          long long oa = STAGES * fa.dk, ob = STAGES * fb.dk;
          int stage = 0, next = 1 % STAGES;
          // Slices [k0, k1); GEN: whether a slice copied on the way may need the general copies
          // (a loop of its own, so that their registers do not weigh on the fast loop's).
          auto run = [&](long long k0, long long k1, auto gen) {
            for (long long kt = k0; kt < k1; ++kt) {
              const T* sa = smem + stage * ST;
#pragma unroll
              for (int ks = 0; ks < KS; ++ks) {
                const bool last = ks + 1 == KS;
                const T* la = last ? smem + next * ST : sa;
                const int ks1 = last ? 0 : ks + 1;
                const bool more = !last || kt + 1 < nk;
                if (last) {
                  cp_wait<STAGES - 2>();
                  __syncthreads();
                  const long long pf = kt + STAGES;
                  refill<decltype(gen)::value>(
                      fa, fb, sm0 + static_cast<unsigned>(stage * ST * sizeof(T)),
                      static_cast<unsigned>(SA * sizeof(T)), pf, nk_fast, nk, oa, ob,
                      [&] { load_general(pf, stage); });
                }
                if (more) {
#pragma unroll
                  for (int mr = 0; mr < MR; ++mr)
                    load_a<T, TL, SlA>(fa4[(ks + 1) % 2][mr], la, ks1, mr, wm0, ln);
                  load_b<T, TL, SlB>(fb2[(ks + 1) % 2], la + SA, ks1, wn0, ln);
                }
#pragma unroll
                for (int mr = 0; mr < MR; ++mr) mma_unit<T, TL>(acc, mr, fa4[ks % 2][mr], fb2[ks % 2]);
              }
              stage = next;
              next = next + 1 == STAGES ? 0 : next + 1;
            }
          };
          // The slices whose copies-to-be are all fast, then the rest.
          const long long kf = nk_fast - STAGES > 0 ? nk_fast - STAGES : 0;
          run(0LL, kf, std::integral_constant<bool, false>{});
          run(kf, nk, std::integral_constant<bool, true>{});
        } else {
          // Slice kt + STAGES is copied into slice kt's buffer once every warp has read slice
          // kt into registers (the barrier before the last unit of slice kt), so one slice more
          // is in flight than with a barrier at each slice's start.
          // Units of a slice: KS k8 steps of MR atom rows; fragments double-buffered by the
          // parity of the unit (A) and of the k step (B), which restart at 0 every slice.
          constexpr int U = KS * MR;
          static_assert(U % 2 == 0 && KS % 2 == 0, "fragment buffers restart every slice");
          FragA<T> fa2[2];
          FragB<T, NA> fb2[2];
          load_a<T, TL, SlA>(fa2[0], smem, 0, 0, wm0, ln);
          load_b<T, TL, SlB>(fb2[0], smem + SA, 0, wn0, ln);
          // The ring positions of slice kt and of slice kt + 1 (no 64-bit division per slice).
          int stage = 0, next = 1 % STAGES;
          for (long long kt = 0; kt < nk; ++kt) {
            const T* sa = smem + stage * ST;
            const T* sb = sa + SA;
#pragma unroll
            for (int u = 0; u < U; ++u) {
              const int ks = u / MR, mr = u % MR;
              if (u + 1 < U) {
                const int ks1 = (u + 1) / MR, mr1 = (u + 1) % MR;
                load_a<T, TL, SlA>(fa2[(u + 1) % 2], sa, ks1, mr1, wm0, ln);
                if (mr1 == 0) load_b<T, TL, SlB>(fb2[ks1 % 2], sb, ks1, wn0, ln);
              } else {
                // Slice kt + 1 has landed (this thread's copies: the wait; everyone's: the
                // barrier), and no warp reads slice kt's buffer any more. The copies are issued
                // after the last unit's MMAs, when only the accumulators are live (before them,
                // the general copies' registers spilled), and the next slice's first fragments
                // load while those MMAs run.
                cp_wait<STAGES - 2>();
                __syncthreads();
                mma_unit<T, TL>(acc, mr, fa2[u % 2], fb2[ks % 2]);
                issue(kt + STAGES, stage);
                if (kt + 1 < nk) {
                  const T* na = smem + next * ST;
                  load_a<T, TL, SlA>(fa2[0], na, 0, 0, wm0, ln);
                  load_b<T, TL, SlB>(fb2[0], na + SA, 0, wn0, ln);
                }
                continue;
              }
              mma_unit<T, TL>(acc, mr, fa2[u % 2], fb2[ks % 2]);
            }
            stage = next;
            next = next + 1 == STAGES ? 0 : next + 1;
          }
        }
        // No copy may still target a buffer the next tile's first loads reuse.
        cp_wait<0>();
        __syncthreads();
      }

      // The real tiles of 64 rows and more with one block's registers (Big, Small): their
      // epilogue through shared memory (put_staged). H200, gemm_probe (getrf's look-ahead
      // updates, alpha = -1, beta = 1, ld 8192), us against put_inside: 7936x7680x256 1108 ->
      // 721 (cuBLAS 643), beta = 0 772 -> 666, 4096x3840x256 309 -> 213, 7936x256x256 49.4 ->
      // 35.7, 1024x1024x256 21.9 -> 21.0, 4096^3 beta = 0 2260 -> 2213, 8192^3 unchanged;
      // the Small tile of 3840x256x256 20.4 -> 21.8. Not the 32x32 tile nor the batch tile
      // (their registers capped: more spills), nor complex.
      if constexpr (!Elem<T>::complex && TL::MINB == 1 && TL::BM >= 64) {
        if (g.partials == nullptr && row0 + TL::BM <= g.m && col0 + TL::BN <= g.n) {
          put_staged<T, TL, AK, BKM>(g, bi, row0, col0, wm0, wn0, lg, lt, tid, alpha, beta, beta0,
                                     skip, acc, smem);
          continue;
        }
      }
      if constexpr (LEAN) {
        if (g.partials == nullptr && row0 + TL::BM <= g.m && col0 + TL::BN <= g.n) {
          put_inside<T, TL>(g, bi, row0 + wm0 + lg, col0 + wn0 + 2 * lt, alpha, beta, beta0, skip,
                            acc);
          continue;
        }
      }
      Out<T> out(g, bi, s, alpha, beta, beta0, skip);
      if constexpr (Elem<T>::complex) {
        // A lane holds one part (lg % 2) of four complex elements an atom of A~: rows
        // 8 mr + lg / 2 (+4 for v >= 2), columns 2 lt (+1 for odd v). It trades the other part
        // of half of them with lane ^ 4 (same elements, the other part): lg even keeps
        // rows +0, lg odd rows +4.
        const bool even = (lg & 1) == 0;
#pragma unroll
        for (int ni = 0; ni < NA; ++ni) {
          c64 z[4 * MA];
#pragma unroll
          for (int mr = 0; mr < 2 * MA; ++mr) {
            const double(&d)[4] = *reinterpret_cast<const double(*)[4]>(&acc.v[mr / 2][ni][4 * (mr % 2)]);
#pragma unroll
            for (int c = 0; c < 2; ++c) {
              const double y = __shfl_xor_sync(0xffffffffu, even ? d[2 + c] : d[c], 4);
              z[2 * mr + c] = even ? c64{d[c], y} : c64{y, d[2 + c]};
            }
          }
          put_group<4 * MA, 4>(
              out,
              [&](int e) {
                return At{row0 + wm0 + 8 * (e / 2) + lg / 2 + 4 * (lg & 1),
                          col0 + wn0 + ni * 8 + 2 * lt + e % 2};
              },
              [&](int e) { return l2::make<T>(z[e].re, z[e].im); });
        }
      } else {
        put_checked<T, TL>(out, row0, col0, wm0, wn0, lg, lt, acc);
      }
    }
  }
}

// Batches of real matrices whose whole k fits the ring (k <= STAGES x BK: 64^3 and smaller,
// no split): every slice is copied at once, then one wait and one barrier, then the MMAs of
// every slice with no barrier between them and no refill. The ring kernel above carries the
// per-slice barrier and refill code for any k; capped at 168 registers for three blocks per
// SM, that cost its NN layout 88 bytes of spills (this kernel: none in any layout). Under ncu
// (H200, dgemm NN 64^3 x 20 000, beta = 0) the ring kernel wrote 729 MB to DRAM for 655 MB of
// C (cuBLAS 637 MB): the spills' local memory does not stay in an L1 that three rings fill.
// Full tiles with beta = 0 are stored through shared memory (the idle ring): a warp writes
// whole columns with 16-byte stores instead of 64-byte pieces of four columns (alone, on the
// ring kernel: -1.8%). dgemm NN 64^3 x 20 000 on three H200s: 489.5-525.5 -> 458.6-459.0 us,
// 0.87-0.94 -> 0.998-1.002 of cuBLAS (docs/benchmarks/2026-11-30-h200-batch-whole-k/).
template <class T, class TL, bool AK, bool BKM>
__global__ void __launch_bounds__(TL::NT, TL::MINB) whole_k_kernel(Args g, long long tiles_m,
                                                                   long long tiles_n, bool vec_a,
                                                                   bool vec_b) {
  static_assert(!Elem<T>::complex, "real tiles");
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
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const Lane ln(lane, g.ta, g.tb);
  const int lg = ln.lg, lt = ln.lt;
  const int wm0 = (warp % TL::WARPS_M) * TL::WTM, wn0 = (warp / TL::WARPS_M) * TL::WTN;
  const long long tiles = tiles_m * tiles_n;
  const long long nk = (g.k + BK - 1) / BK;  // <= STAGES: the launcher checked

  for (long long bi = blockIdx.z; bi < g.batch; bi += gridDim.z) {
    const T* A = skip ? nullptr : l2::batch_ptr<const T>(g.a, bi);
    const T* B = skip ? nullptr : l2::batch_ptr<const T>(g.b, bi);
    const bool va = vec_a && (reinterpret_cast<unsigned long long>(A) % 16) == 0;
    const bool vb = vec_b && (reinterpret_cast<unsigned long long>(B) % 16) == 0;
    for (long long tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
      long long row0, col0;
      tile_origin<GROUP_M, true>(tile, tiles_m, tiles_n, TL::BM, TL::BN, row0, col0);
      const bool full = row0 + TL::BM <= g.m && col0 + TL::BN <= g.n;
      if (!beta0)
        prefetch_c<T, TL::BM, TL::BN, TL::NT>(l2::batch_ptr<const T>(g.c, bi), g.ldc, row0, col0,
                                             g.m, g.n, tid);
      Acc<T, TL> acc;
      acc.clear();
      if (!skip) {
        // Every slice in one commit group: the fast copies for slices of whole 16-byte chunks
        // inside both matrices, the general ones (zero-filled past m, n, k) for the others.
        const long long nk_fast = va && vb && full ? g.k / BK : 0;
        using FA = Fast<T, TL::BM, BK, TL::NT, AK>;
        using FB = Fast<T, TL::BN, BK, TL::NT, BKM>;
        const FA fa(A, g.lda, row0, 0, tid);
        const FB fb(B, g.ldb, col0, 0, tid);
        const unsigned sm0 = smem_u32(smem);
#pragma unroll
        for (int p = 0; p < STAGES; ++p) {
          if (p < nk_fast) {
            const unsigned st = sm0 + static_cast<unsigned>(p * ST * sizeof(T));
            fa.copy(st, p);
            fb.copy(st + static_cast<unsigned>(SA * sizeof(T)), p);
          } else if (p < nk) {
            T* st = smem + p * ST;
            load_slice<T, TL::BM, BK, TL::NT, AK>(st, A, g.lda, row0, g.m, p * BK, g.k, va, tid);
            load_slice<T, TL::BN, BK, TL::NT, BKM>(st + SA, B, g.ldb, col0, g.n, p * BK, g.k, vb,
                                                   tid);
          }
        }
        cp_commit();
        cp_wait<0>();
        __syncthreads();
        // Every unit (an atom row at a k8 step) of every slice, fully unrolled: the compiler
        // reads fragments ahead freely, there being no barrier to order them against.
        constexpr int KS = BK / 8;
#pragma unroll
        for (int kt = 0; kt < STAGES; ++kt) {
          if (kt < nk) {
            const T* sa = smem + kt * ST;
#pragma unroll
            for (int ks = 0; ks < KS; ++ks) {
              FragB<T, NA> fbk;
              load_b<T, TL, SlB>(fbk, sa + SA, ks, wn0, ln);
#pragma unroll
              for (int mr = 0; mr < MA; ++mr) {
                FragA<T> fam;
                load_a<T, TL, SlA>(fam, sa, ks, mr, wm0, ln);
                mma_unit<T, TL>(acc, mr, fam, fbk);
              }
            }
          }
        }
        __syncthreads();  // no warp reads the ring any more: the epilogue or the next tile may
      }
      if (full && beta0) {
        put_staged<T, TL, AK, BKM>(g, bi, row0, col0, wm0, wn0, lg, lt, tid, alpha, beta, beta0,
                                   skip, acc, smem);
        continue;
      }
      if (full) {
        put_inside<T, TL>(g, bi, row0 + wm0 + lg, col0 + wn0 + 2 * lt, alpha, beta, beta0, skip,
                          acc);
        continue;
      }
      put_checked<T, TL>(Out<T>(g, bi, 0, alpha, beta, beta0, skip), row0, col0, wm0, wn0, lg, lt,
                         acc);
    }
  }
}

template <class T, class TL, bool AK, bool BKM>
int launch(const Args& g, hipStream_t s, long long tm, long long tn) {
  constexpr size_t bytes = Ring<T, TL, AK, BKM>::BYTES;
  // The step-ahead loop for the real tiles of 64 rows and more with one block's registers
  // uncapped (Big, Small); a unit ahead for the others. H200, this build with either loop
  // (docs/benchmarks/2026-11-28-h200-step-ahead/): dgemm NN 8192 55.1-55.3 TF/s against
  // 52.1-52.2 (the old loop, a whole k step's fragments before its MMAs), NN 1024 (Small)
  // 48.0-49.4 against 41.3-41.5 a unit ahead; the register-capped batch tile 18.0 against
  // 20.3-20.8 (64^3 x 20 000: spills); complex tiles spill 700 bytes with two steps of
  // fragments. The 32 x 32 tile (Mini) was not measured with it.
  constexpr bool step = !Elem<T>::complex && TL::MINB == 1 && TL::BM >= 64;
  auto k = kernel<T, TL, AK, BKM, step>;
  if (int e = opt_in_shared<kernel<T, TL, AK, BKM, step>>(bytes)) return e;
  const long long tiles = tm * tn, zc = g.batch * g.splits;
  const long long zmax = zc < 65535 ? zc : 65535;
  // Enough blocks for every tile (capped: the kernel loops over the rest); the z grid walks
  // the batch and the splits.
  const long long bx =
      tile_grid<kernel<T, TL, AK, BKM, step>>(TL::NT, bytes, tiles, g.leave_blocks);
  const dim3 grid(static_cast<unsigned>(bx), 1, static_cast<unsigned>(zmax));
  // One product (no batch, no split) whose blocks are all resident at once (one wave: the
  // solvers' chains of small products, dgemm 512-1024) is a programmatic dependent launch:
  // scheduled while its predecessor finishes (the kernel waits for that predecessor's memory
  // first, and never releases its own successor early). Larger grids stay plain: their early
  // blocks would hold multiprocessors that another stream's chain needs; so do split or
  // batched launches (zherk's split levels beside its forked ones measured -2% as programmatic
  // launches). H200, against the same tree without it, two runs each
  // (docs/benchmarks/2026-11-29-h200-lu-panel-loads/, grids of at most one block a
  // multiprocessor): dgetrf 1024/4096/8192 -1.4/-1.7/-1.5%, dgesv 1024 -1%, dpotrf 4096/8192
  // -4.9/-1.3%, dgemm NN 256 6.0 -> 4.9 us, zherk 4096 unchanged. Up to a whole wave
  // (docs/benchmarks/2026-12-02-h200-gemm-wave-pdl/, three rounds): dgemm NN 512 (256 tiles of
  // 32 x 32) 11.8 -> 10.6 us, dgetrf 4096 / 8192 -0.9 / -0.7%, dpotrf 8192 -0.4%, dgemm NN
  // 1024 within its spread; releasing the successor at the kernel's start as well made dgemm
  // NN 512 14.5 us and dgetrf 8192 +1.2% (another card, two rounds).
  const int per_sm = kern::resident_per_sm<kernel<T, TL, AK, BKM, step>>(TL::NT, bytes);
  const bool one_wave = bx <= static_cast<long long>(per_sm > 1 ? per_sm : 1) * kern::sm_count();
  if (zc == 1 && one_wave) {
    kern::launch_pdl_smem(k, grid, dim3(TL::NT), bytes, s, g, tm, tn, aligned16<T>(g.a, g.lda),
                          aligned16<T>(g.b, g.ldb));
    return combine<T>(g, s);
  }
  k<<<grid, TL::NT, bytes, s>>>(g, tm, tn, aligned16<T>(g.a, g.lda), aligned16<T>(g.b, g.ldb));
  return combine<T>(g, s);
}

// The tile TL in the call's layout; NN (A m-contiguous, B k-contiguous) on TLNN, a tile of the
// same shape (sgemm's large tile takes more stages there).
template <class T, class TL, class TLNN = TL>
int launch_tl(const Args& g, hipStream_t s) {
  static_assert(TLNN::BM == TL::BM && TLNN::BN == TL::BN, "one tile shape");
  const long long tm = (g.m + TL::BM - 1) / TL::BM, tn = (g.n + TL::BN - 1) / TL::BN;
  const bool ak = g.ta != 0, bk = g.tb == 0;
  if (ak && bk) return launch<T, TL, true, true>(g, s, tm, tn);
  if (ak) return launch<T, TL, true, false>(g, s, tm, tn);
  if (bk) return launch<T, TLNN, false, true>(g, s, tm, tn);
  return launch<T, TL, false, false>(g, s, tm, tn);
}

// whole_k_kernel of the batch tile: a block a tile, the z grid over the batch.
template <class T, bool AK, bool BKM>
int launch_whole_k(const Args& g, hipStream_t s, long long tm, long long tn) {
  constexpr size_t bytes = Ring<T, Batch, AK, BKM>::BYTES;
  if (int e = opt_in_shared<whole_k_kernel<T, Batch, AK, BKM>>(bytes)) return e;
  const long long zmax = g.batch < 65535 ? g.batch : 65535;
  const dim3 grid(static_cast<unsigned>(tm * tn), 1, static_cast<unsigned>(zmax));
  whole_k_kernel<T, Batch, AK, BKM><<<grid, Batch::NT, bytes, s>>>(
      g, tm, tn, aligned16<T>(g.a, g.lda), aligned16<T>(g.b, g.ldb));
  return static_cast<int>(hipGetLastError());
}

// The batch tile in each layout: TN with 3 stages (Batch3, above), the others with 4.
template <class T>
int launch_batch(const Args& g, hipStream_t s) {
  const long long tm = (g.m + Batch::BM - 1) / Batch::BM, tn = (g.n + Batch::BN - 1) / Batch::BN;
  const bool ak = g.ta != 0, bk = g.tb == 0;
  static_assert(3 * (Ring<T, Batch, false, true>::BYTES + 1024) <= 228 * 1024 &&
                    3 * (Ring<T, Batch, true, false>::BYTES + 1024) <= 228 * 1024 &&
                    3 * (Ring<T, Batch, false, false>::BYTES + 1024) <= 228 * 1024 &&
                    3 * (Ring<T, Batch3, true, true>::BYTES + 1024) <= 228 * 1024,
                "three blocks of the batch tile per SM in every layout");
  // Products whose whole k fits the ring (no split; TN excepted: its 4 stages would not fit
  // three blocks per SM): whole_k_kernel.
  if constexpr (!Elem<T>::complex) {
    if (!(ak && bk) && g.splits == 1 && g.k <= Batch::STAGES * Batch::BK) {
      if (ak) return launch_whole_k<T, true, false>(g, s, tm, tn);
      if (bk) return launch_whole_k<T, false, true>(g, s, tm, tn);
      return launch_whole_k<T, false, false>(g, s, tm, tn);
    }
  }
  if (ak && bk) return launch<T, Batch3, true, true>(g, s, tm, tn);
  if (ak) return launch<T, Batch, true, false>(g, s, tm, tn);
  if (bk) return launch<T, Batch, false, true>(g, s, tm, tn);
  return launch<T, Batch, false, false>(g, s, tm, tn);
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
// T: double, or float (sgemm: each value converted to double as it is loaded, the sums in
// double, as the float tiles do).
template <class T, int MA, int NA = TINY / 8>
__global__ void __launch_bounds__(32 * TINY_WARPS, MA == 1 ? (NA == 2 ? 8 : 5) : 4) tiny_kernel(Args g) {
  static_assert(!Elem<T>::complex, "real matrices");
  kern::pdl_wait();
  const T alpha = load_scalar_s<T>(g.alpha), beta = load_scalar_s<T>(g.beta);
  const bool beta0 = l2::is_zero(beta), skip = l2::is_zero(alpha) || g.k == 0;
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
      const T* A = l2::batch_ptr<const T>(g.a, bi);
      const T* B = l2::batch_ptr<const T>(g.b, bi);
      // Two k steps per trip: the second step's loads are in flight with the first's.
#pragma unroll 2
      for (long long k0 = 0; k0 < g.k; k0 += 8) {
        double af[MA][4], bf[NA][2];
#pragma unroll
        for (int mi = 0; mi < MA; ++mi)
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            const long long r = mi * 16 + lg + 8 * (i % 2), k = k0 + lt + 4 * (i / 2);
            af[mi][i] = (mi * 16 < g.m && r < g.m && k < g.k) ? double(A[r * sra + k * ska]) : 0.0;
          }
#pragma unroll
        for (int ni = 0; ni < NA; ++ni)
#pragma unroll
          for (int i = 0; i < 2; ++i) {
            const long long c = ni * 8 + lg, k = k0 + lt + 4 * i;
            bf[ni][i] = (ni * 8 < g.n && c < g.n && k < g.k) ? double(B[k * skb + c * srb]) : 0.0;
          }
#pragma unroll
        for (int mi = 0; mi < MA; ++mi)
#pragma unroll
          for (int ni = 0; ni < NA; ++ni)
            if (mi * 16 < g.m && ni * 8 < g.n) mma(acc[mi][ni], af[mi], bf[ni]);
      }
    }
    Out<T> out(g, bi, 0, alpha, beta, beta0, skip);
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

// The real tiles' choice, dgemm's (gemm_d.cpp) and sgemm's (gemm_s.cpp, whose NN large tile is
// BigNN): a warp a matrix and the batch tile for batches of small matrices; the big tiles when
// they alone give every SM at least one block and a matrix fills more than a small tile (dgemm:
// also one SM in 32 without one, for one long product: below); the small ones when they give at
// least half the SMs one; the mini ones otherwise, and for products at most one mini tile wide
// or tall.
// (H200, dpotrf 8192's launches: 64x64 grids of up to 33 blocks took 8.6-9.9 us, as 32x32 ones
// 5.3-5.9 us; at 128 blocks the 64x64 grid took 8.0-9.3 us, the 32x32 one 9.0-10.3.)
template <class T, class BigNN = Big>
int run_real(const Args& g, hipStream_t s) {
  const int sms = l2::sm_count();
  if (g.splits == 1 && g.m <= TINY && g.n <= TINY && g.batch >= 8LL * sms)
    return launch_tiny<T>(g, s);
  if (g.splits == 1 && g.m <= Batch::BM && g.n <= Batch::BN && g.batch >= 4LL * sms)
    return launch_batch<T>(g, s);
  // One mini tile wide or tall (getrf's 32-column nodes: m x 32 x 32): a small tile would be
  // half empty, and a tile past the matrix's edge copies its slices by the checked loads, not
  // cp.async. H200, 8160 x 32 x 32 (alpha -1, beta 1): 10.1 us on the small tile, 5.5 us on
  // the mini one; 8128 x 64 x 64 7.1 against 10.1 (the forty-eighth session's tile probe,
  // docs/benchmarks/2026-12-02-h200-lu-warp-solve/experiments.txt).
  if (g.m <= Mini::BM || g.n <= Mini::BN) return launch_tl<T, Mini>(g, s);
  const long long big = ((g.m + Big::BM - 1) / Big::BM) * ((g.n + Big::BN - 1) / Big::BN) *
                        g.batch * g.splits;
  // dgemm takes the big tiles also where they leave at most one SM in 32 without a block, for
  // one long product (a single split with k >= 1024, no batch) that has the device to itself
  // (no block slots left to another stream). Such a launch runs long enough to meet the card's
  // power cap, and under the cap the clock follows the operand bytes each MMA moves from L2, a
  // quarter fewer on the big tile (H200, dgemm NN 1024 in the benchmark's settled order: the
  // small tile at 1748-1785 MHz, the big one at 1875-1882; sgemm, half the bytes on the same
  // tiles, stays at 1980). dgemm NN 1024 (128 big tiles for 132 SMs), two cards, two rounds
  // each: 42.6-42.8 us against 44.1-44.3 on the small tile, 0.989-1.002 of cuBLAS against
  // 0.958-0.967 (docs/benchmarks/2026-12-02-h200-long-k-tile/). The solvers keep their tiles:
  // getrf's look-ahead updates have k = 256, and potrf's updates beside its lane leave block
  // slots (with them dpotrf L 8192 lost 1.1% on the big tiles; without, -0.1%).
  const bool long_k = std::is_same<T, double>::value && g.splits == 1 && g.batch == 1 &&
                      g.k >= 1024 && g.leave_blocks == 0;
  if (g.m > Small::BM && g.n > Small::BN && (big >= sms || (long_k && 32 * big >= 31 * sms)))
    return launch_tl<T, Big, BigNN>(g, s);
  const long long small = ((g.m + Small::BM - 1) / Small::BM) *
                          ((g.n + Small::BN - 1) / Small::BN) * g.batch * g.splits;
  if (2 * small >= sms) return launch_tl<T, Small>(g, s);
  return launch_tl<T, Mini>(g, s);
}

// The launchers, one per compile unit (gemm_d.cpp, gemm_z.cpp, gemm_s.cpp, gemm_c.cpp), so that
// each instantiates only its own kernels.
int run_d(const Args& g, hipStream_t s);
int run_z(const Args& g, hipStream_t s);
int run_s(const Args& g, hipStream_t s);  // f32 operands (gemm_s.cpp)
int run_c(const Args& g, hipStream_t s);  // c32 operands (gemm_c.cpp)

}  // namespace dmma
}  // namespace gemm
}  // namespace oxblas_hip
