// symv / hemv: y = alpha * A * x + beta * y, A n x n symmetric or Hermitian, only the `uplo`
// triangle read (the other may hold NaN: never read, not even speculatively). Included by
// symv_real.cpp (s, d) and symv_cplx.cpp (c, z).
//
// Workspace path (d.partials != 0, n > 512): strips and chunks. The stored triangle is cut into
// strips of 64 rows (strip s: rows [64 s, 64 s + 64)) and chunks of m column blocks of 64
// (SymvStrips, level2_common.h; m by the launcher: strip_chunk, balanced_chunk); a unit is the
// part of one chunk in one strip's stored columns (lower: column blocks [0, s], upper:
// [s, cb)), the diagonal block included where the chunk holds it. The grid is persistent (two
// blocks of 256 threads per SM at most): block b takes units b, b + gridDim.x, ... in the order
// of SymvStrips, chunk by chunk, so that the blocks running at once read the same columns of
// consecutive strips.
// (Strip by strip, each block reading 512-byte pieces of scattered columns, dsymv 8192 ran at
// 71% of copy; chunk by chunk 74%; persistent, without a pipeline drain per unit, 76% and
// 16384 at 84%.)
// Or (unit_grid: f64 in chunks of 4 and 8, dsymv 5697 and up on an H200) one block a unit,
// the units in SymvStrips::widest_last's order (those without a diagonal block first, then the
// others widest first): the hardware hands blocks to the multiprocessors as theirs end, so
// those that stream faster take more units and the grid ends on its smallest ones (the
// persistent blocks' equal shares end 61-81 us apart at dsymv 8192 on an H200).
// In a unit the warps take groups of G columns in turn (G = 8 f32, f64 and c32, 4 c64). On the
// register path lane l of each warp owns rows 64 s + 2l and + 1 of all G columns (a warp reads
// 64 consecutive elements of a column); on the ring path (Ring<T, Q>) the same for f64, c32
// and c64 (128 bytes a lane) and for f32 in the persistent grid, and for f32 in the unit grid
// rows 64 s + 4 (l % 16) + 0..3 of the group's columns (l / 16) 4 + 0..3 (16-byte quads, 64
// bytes a lane). The groups off the diagonal block and
// inside the matrix (the bulk) are copied by cp.async into a per-lane ring of kSymvStages
// stages in shared memory, two groups ahead along the warp's sequence of groups across all its
// units (each lane reads back only what it copied: no barrier, and the pipeline does not drain
// between units). Per group a lane adds A[i, c] x[c] to its rows' direct sums, kept in
// registers over the unit, and op(A[i, c]) x[i] to its columns' reflected sums (op = conj for
// Hermitian), which the lanes sharing those columns (32; f32's quads: 16) sum for all of them
// at once by a butterfly that halves the values per step (G - 1 + 5 - log2 G shuffles instead
// of 5 G; quads 5 instead of 16). The diagonal block and the edges take the register path,
// which reads only stored elements inside the matrix. One barrier per unit sums the warps'
// direct sums (f32's quads first added into the pairs by shuffles, add_quads); in units of 4
// column blocks and more (real and c32), between it and the unit's last barrier the block
// stages the next unit's x of its full groups in shared memory, which the ring loop reads as
// 16-byte broadcasts, four a group (f32: one; kSymvXCols below).
// Outputs (type T, layout partials[(b*cb + k)*n + i], cb = col_blocks = ceil(n/64)), each
// element written once, so no zero fill:
//  * the reflected sums of strip s's off-diagonal columns: slot s, at the column;
//  * the direct sums of unit (s, k) (and, in the unit holding the diagonal block, that block's
//    reflected sums, which land on the strip's own rows): slot SymvStrips::direct_slot (lower
//    k, upper s + k - s/m), at the strip's rows.
// So a row of strip q sums slots [0, q/m + 1) and (q, cb) (lower) / [0, q + its chunks)
// (upper); combine_kernel (Slots::SymvLower/Upper) adds exactly those in a fixed order and
// writes y = alpha * sum + beta * y. Nothing else is read. (Summing the partials inside the
// strip grid instead was measured twice on an H200 and lost: by the unit completing a strip's
// count in the persistent kernel, 2.8x slower, docs/benchmarks/2026-11-28-h200-level2-counted-
// combine/; by blocks of their own after the unit grid's units, on tickets and per-strip counts,
// +16-28 us where the combine kernel costs ~4 us, 2026-12-03-h200-symv-grid-finish/.)
// Bandwidth: the stored triangle is read once; the extra traffic is one partial per strip and
// column (1/64 of A's bytes) written and read again, and x, which stays in L1/L2.
//
// Small n (n <= 512, workspace given): small_kernel, one launch without partials (below); the
// workspace is still borrowed, as rocBLAS's formula sizes it.
//
// Without workspace (d.partials == 0): one thread per row i walks the stored row part
// (A[i, c], coalesced across the warp) and the stored column part (A[c, i], one column per
// thread): reads only the triangle, slower.
#pragma once

#include <cstdlib>
#include <type_traits>

#include "../async_copy.h"
#include "../opt_in_shared.h"
#include "level2_common.h"

namespace oxblas_hip {
namespace l2 {
namespace symv {

using oxblas::launch::SymvDesc;

// Columns a warp takes per step: 128 bytes of A a lane for 8- and 16-byte types; for f32 8
// columns (64 bytes), not 16: a group of 16 (32 elements and 16 reflected sums a lane) spilled
// 16-72 bytes at the 128-register cap and ran ssymv 8192 at 37% of copy on an H200 (0.62x
// cuBLAS), slower than dsymv 8192 with twice the bytes (docs/benchmarks/
// 2026-12-03-h200-gemv-pipeline/).
template <class T> struct Strip {
  static constexpr int G = sizeof(T) == 16 ? 4 : 8;
  static constexpr int kWarps = kThreads / 32;
};
// A lane's part of a full group on the ring path: R rows of GC columns; L lanes share a column.
// Q (quads wanted): f32 takes 4 rows of 4 columns, 16 bytes of a column, the warp's halves on
// the group's two halves of columns; otherwise 2 rows of all G, as on the register path. In
// pairs (8-byte copies, 8 columns a lane) f32's ring loop takes ~180 instructions a group and
// ran ssymv 8192 at ~55% of copy on an H200; in quads ~135 (half the copies, shared-memory
// reads and shuffles; docs/benchmarks/2026-12-03-h200-ssymv-stages/).
template <class T, bool Q> struct Ring {
  static constexpr int R = Q && sizeof(T) == 4 ? 4 : 2;
  static constexpr int GC = Strip<T>::G * 2 / R;
  static constexpr int L = kSymvPanel / R;
  static_assert(L * (Strip<T>::G / GC) == 32, "a warp covers the strip's rows once per column");
};
// Where the quads are taken: one_unit (the unit grid) for f32. The persistent grid keeps f32 in
// pairs: in quads its units() ran ssymv 4096-8192 5-37% slower on an H200, one_unit 2% faster
// than in pairs at 8192 (its kernels at the 128-register cap; where the persistent one loses
// was not measured; docs/benchmarks/2026-12-03-h200-ssymv-stages/).
template <class T>
inline constexpr bool kQuads = Ring<T, true>::R == 4;

// A lane's two consecutive elements of a column: one vector load when VEC (the caller checked
// the alignment), else two element loads (AL: the complex element itself is aligned).
template <class T> struct Two;  // the real types' two-element vectors
template <> struct Two<float> { using V = float2; };
template <> struct Two<double> { using V = double2; };
template <bool VEC, bool AL, class T>
__device__ inline void ld_pair(const T* p, T& a0, T& a1) {
  if (VEC) {
    const auto v = ldg(reinterpret_cast<const typename Two<T>::V*>(p));
    a0 = v.x; a1 = v.y;
  } else {
    a0 = ld(p); a1 = ld(p + 1);
  }
}
template <bool VEC, bool AL>
__device__ inline void ld_pair(const c32* p, c32& a0, c32& a1) {
  if (VEC) {
    const float4 v = ldg(reinterpret_cast<const float4*>(p));
    a0 = c32{v.x, v.y}; a1 = c32{v.z, v.w};
  } else {
    a0 = ld<AL>(p); a1 = ld<AL>(p + 1);
  }
}
template <bool VEC, bool AL>
__device__ inline void ld_pair(const c64* p, c64& a0, c64& a1) {
  a0 = ld<VEC || AL>(p); a1 = ld<VEC || AL>(p + 1);
}

// Sums v[j] over the L lanes of each aligned group of L for all G values at once: each step
// keeps half of the values (the lower half on lanes whose bit `off` is clear, the upper half on
// the others) and adds the partner's other half. Afterwards v[0] of lane l is the sum of column
// j = (l % L) / (L / G), on all L / G lanes that share j; the same order on every lane.
template <class T, int G, int L>
__device__ inline T multi_sum(T (&v)[G], int lane) {
  constexpr int LOG_G = G == 8 ? 3 : G == 4 ? 2 : -1;
  static_assert(LOG_G > 0, "G is 4 or 8");
#pragma unroll
  for (int st = 0; st < LOG_G; ++st) {
    const int off = (L / 2) >> st, half = G >> (st + 1);
    const bool up = (lane & off) != 0;
#pragma unroll
    for (int j = 0; j < half; ++j) {
      const T keep = up ? v[j + half] : v[j], send = up ? v[j] : v[j + half];
      v[j] = add(keep, shfl_xor(send, off));
    }
  }
#pragma unroll
  for (int off = (L / 2) >> LOG_G; off > 0; off >>= 1) v[0] = add(v[0], shfl_xor(v[0], off));
  return v[0];
}

// The sums of a lane's G columns of R rows (a[j][e] = A[i0 + e, c0 + j], xc[j] = x[c0 + j];
// the register path's G = Strip<T>::G, R = 2; the ring path's Ring<T, Q>): the direct sums
// of the lane's rows, and the reflected sum over the L = 64 / R lanes that share its columns of
// column c0 + (lane % L) / (L / G) (multi_sum). MASK (R = 2 only): only the
// elements with rd[j][e] count, and the diagonal element (i0 + e == c0 + j) adds to its row
// once (its real part for Hermitian), by selects, not branches, so that the sums stay in
// registers. Without MASK rd is not read.
template <class T, bool HERM, bool MASK, int G = Strip<T>::G, int R = 2>
__device__ inline T fold(const T (&a)[G][R], const bool (&rd)[G][R], const T (&xc)[G],
                         const T (&xr)[R], T (&dir)[R], long long i0, long long c0, int lane) {
  static_assert(!MASK || R == 2, "masked groups take the register path's pairs");
  T refl[G];
#pragma unroll
  for (int j = 0; j < G; ++j) {
    refl[j] = zero<T>();
#pragma unroll
    for (int e = 0; e < R; ++e) {
      if constexpr (MASK) {
        const bool dg = i0 + e == c0 + j;
        const T ad = HERM && dg ? real_part(a[j][e]) : a[j][e];
        const T nd = mad<false>(dir[e], ad, xc[j]), nr = mad<HERM>(refl[j], a[j][e], xr[e]);
        dir[e] = rd[j][e] ? nd : dir[e];
        refl[j] = rd[j][e] && !dg ? nr : refl[j];
      } else {
        dir[e] = mad<false>(dir[e], a[j][e], xc[j]);
        refl[j] = mad<HERM>(refl[j], a[j][e], xr[e]);
      }
    }
  }
  return multi_sum<T, G, kSymvPanel / R>(refl, lane);
}

// One group of G columns from c0 on, rows i0, i0 + 1 (i0 = r0 + 2 * lane); returns the warp's
// reflected sum of column c0 + lane / (32 / G) (multi_sum). MASK: the group
// touches the diagonal block or an edge (rows or columns past n), so each element is read only
// where it is stored and inside the matrix, and an element not read is never multiplied (x may
// hold inf/NaN). The diagonal element adds to its row once (its real part for Hermitian).
template <class T, bool HERM, bool LOWER, bool MASK, bool VEC, bool AL>
__device__ inline T group(const T* __restrict__ A, long long lda, long long n, long long i0,
                          long long c0, const T* __restrict__ x, long long incx, const T (&xr)[2],
                          T (&dir)[2], int lane) {
  constexpr int G = Strip<T>::G;
  T a[G][2], xc[G];
  bool rd[G][2];
#pragma unroll
  for (int j = 0; j < G; ++j) {
    const long long c = c0 + j;
    const T* p = A + c * lda + i0;
    if (MASK) {
#pragma unroll
      for (int e = 0; e < 2; ++e) {
        const long long i = i0 + e;
        rd[j][e] = i < n && c < n && (LOWER ? i >= c : i <= c);
        a[j][e] = rd[j][e] ? ld<AL>(p + e) : zero<T>();
      }
      xc[j] = c < n ? ld(x + vpos(c, n, incx)) : zero<T>();
    } else {
      ld_pair<VEC, AL>(p, a[j][0], a[j][1]);
      xc[j] = ld(x + vpos(c, n, incx));
    }
  }
  return fold<T, HERM, MASK>(a, rd, xc, xr, dir, i0, c0, lane);
}

// A lane's R rows of one column on the ring path (Ring<T, Q>) as staged in shared memory: 8
// (f32 pairs), 16 (f32 quads, f64 and c32 pairs) or 32 (c64 pairs) bytes.
template <class T, bool Q>
struct alignas(Ring<T, Q>::R * sizeof(T) < 16 ? Ring<T, Q>::R * sizeof(T) : 16) Pack {
  T v[Ring<T, Q>::R];
};
// One column's pack by cp.async: one copy of its bytes (two 16-byte ones for c64); f32 quads of
// a matrix whose columns are aligned to 8 bytes only (W16 false: the address or lda % 4) in two
// 8-byte ones.
template <class T, bool Q, bool W16>
__device__ inline void stage_pack(Pack<T, Q>* dst, const T* src) {
  if constexpr (sizeof(T) == 16) {
    kern::copy_bytes<16>(&dst->v[0], src);
    kern::copy_bytes<16>(&dst->v[1], src + 1);
  } else if constexpr (Ring<T, Q>::R == 4) {
    if constexpr (W16) {
      kern::copy_bytes<16>(dst, src);
    } else {
      kern::copy_bytes<8>(&dst->v[0], src);
      kern::copy_bytes<8>(&dst->v[2], src + 2);
    }
  } else {
    kern::copy_bytes<static_cast<int>(sizeof(Pack<T, Q>))>(dst, src);
  }
}
// Stages of the ring: S - 1 groups of every warp in flight while one is summed. NVIDIA only:
// elsewhere (no cp.async, and gfx90a's 64 KiB of LDS) every group takes the register path.
// (f32 with 4 stages measured as 3 at ssymv 4096-8192 on an H200, 5 and 6 stages 13-47%
// slower: docs/benchmarks/2026-12-03-h200-ssymv-stages/.)
#if defined(OXBLAS_HIP_NVIDIA)
constexpr int kSymvStages = 3;
#else
constexpr int kSymvStages = 0;
#endif
// The same bytes in pairs and in quads (a lane's 2 G elements of a group either way).
template <class T>
constexpr size_t ring_bytes() {
  static_assert(sizeof(Pack<T, false>) * Ring<T, false>::GC ==
                    sizeof(Pack<T, true>) * Ring<T, true>::GC,
                "pairs and quads stage the same bytes a group");
  return sizeof(Pack<T, false>) * kSymvStages * Ring<T, false>::GC * kThreads;
}
// Resident blocks per SM (NVIDIA: registers <= 128 and two rings fit): the grid is this many
// blocks per SM at most, each walking units u = blockIdx.x, + gridDim.x, ...
constexpr int kSymvBlocksPerSM = 2;
// x of a unit's full groups, staged in shared memory once a unit (up to 8 column blocks: the
// launcher's widest chunk; wider forced chunks read x per group): read per group as four
// 16-byte broadcasts instead of G loads of x through L1 with their index arithmetic. On the
// H200 the ring loop's x loads were 8.6% of dsymv 8192 (measured by leaving them out); staged,
// dsymv 8192 83.2 -> 79.0 us, 16384 292.4 -> 282.2
// (docs/benchmarks/2026-11-30-h200-batch-whole-k/).
// Only units of 4 column blocks and more (the launcher's choice from order 5697 on): with
// the stage, units of one or two blocks (1024-4096) were 3-10% slower. Not c64: two blocks'
// shared memory would exceed the SM's (2 x 114 KiB with the ring; leaving zhemv 5792's x loads
// out saved only 1.9%).
constexpr int kSymvXCols = 8 * kSymvPanel;
template <class T>
inline constexpr bool kStageX = kSymvStages >= 2 && sizeof(T) <= 8;

// A lane's x of a group from shared memory (16-byte aligned): 64 bytes in four 16-byte loads
// (f32: its 8 columns in two, in quads its 4 in one).
__device__ inline void x_group(const double* p, double (&xc)[8]) {
  const double2* q = reinterpret_cast<const double2*>(p);
#pragma unroll
  for (int h = 0; h < 4; ++h) {
    const double2 v = q[h];
    xc[2 * h] = v.x;
    xc[2 * h + 1] = v.y;
  }
}
__device__ inline void x_group(const float* p, float (&xc)[8]) {
  const float4* q = reinterpret_cast<const float4*>(p);
#pragma unroll
  for (int h = 0; h < 2; ++h) {
    const float4 v = q[h];
    xc[4 * h] = v.x;
    xc[4 * h + 1] = v.y;
    xc[4 * h + 2] = v.z;
    xc[4 * h + 3] = v.w;
  }
}
__device__ inline void x_group(const float* p, float (&xc)[4]) {
  const float4 v = *reinterpret_cast<const float4*>(p);
  xc[0] = v.x;
  xc[1] = v.y;
  xc[2] = v.z;
  xc[3] = v.w;
}
__device__ inline void x_group(const c32* p, c32 (&xc)[8]) {
  const float4* q = reinterpret_cast<const float4*>(p);
#pragma unroll
  for (int h = 0; h < 4; ++h) {
    const float4 v = q[h];
    xc[2 * h] = c32{v.x, v.y};
    xc[2 * h + 1] = c32{v.z, v.w};
  }
}

// Where unit u lies (SymvStrips: chunk by chunk) and which of its columns are full: the
// columns [fb, fe) of whole groups off the diagonal block and inside the matrix (lower: left of
// the diagonal block; upper: right of it up to the last whole group), staged when `staged`.
struct Unit {
  long long s, cbeg, cend, fb, fe, dslot;
  bool has_diag;
};
template <bool LOWER>
__device__ inline Unit unit_of(const SymvStrips& st, long long s, long long k, long long n, int G,
                               bool staged) {
  const long long m = st.m, cb = st.cb;
  Unit U;
  U.s = s;
  // Columns in whole 64-column blocks (the diagonal block may pass n).
  const long long kb = k * m, ke = kb + m;
  const long long b0 = LOWER ? kb : (kb > U.s ? kb : U.s);
  const long long b1 = LOWER ? (ke < U.s + 1 ? ke : U.s + 1) : (ke < cb ? ke : cb);
  U.cbeg = b0 * kSymvPanel;
  U.cend = b1 * kSymvPanel;
  U.has_diag = U.s >= b0 && U.s < b1;
  U.dslot = st.direct_slot(U.s, k, LOWER);
  const long long r0 = U.s * kSymvPanel;
  U.fb = U.fe = U.cbeg;
  if (staged && r0 + kSymvPanel <= n) {
    if (LOWER) {
      U.fe = U.cend < r0 ? U.cend : r0;
    } else {
      U.fb = U.cbeg > r0 + kSymvPanel ? U.cbeg : r0 + kSymvPanel;
      const long long last = U.cend < n ? U.cend : n;
      U.fe = last > U.fb ? U.fb + (last - U.fb) / G * G : U.fb;
    }
  }
  return U;
}
template <bool LOWER>
__device__ inline Unit unit_at(const SymvStrips& st, long long u, long long n, int G, bool staged) {
  const long long m = st.m, units = st.units(LOWER);
  // Lower: k ascending (the longest chunk first); upper: k descending, likewise; consecutive
  // strips within a chunk. k by bisection of before().
  const long long v = LOWER ? u : units - 1 - u;
  long long lo = 0, hi = st.nchunks() - 1;  // the largest k with before(k) <= v
  while (lo < hi) {
    const long long mid = (lo + hi + 1) / 2;
    if (st.before(mid, LOWER) <= v) lo = mid; else hi = mid - 1;
  }
  const long long k = lo, j = v - st.before(k, LOWER);
  return unit_of<LOWER>(st, LOWER ? k * m + j : st.strips(k, false) - 1 - j, k, n, G, staged);
}

// The full groups of one warp, in the order the block's units are walked: (unit u, its i-th
// group of this warp), i < mine(unit).
__device__ inline long long mine(const Unit& U, int G, int w, int W) {
  const long long nfull = (U.fe - U.fb) / G;
  return nfull > w ? (nfull - w + W - 1) / W : 0;
}

// One full group of a unit from its ring stage sl (the lane's packs, copied by itself; its
// columns cl + j, its rows those of xr and dir, Ring<T, Q>): its x (from sx when XS and the
// unit's x fits there, else loaded beside each pack), the fold, and the reflected sums into
// slot U.s. The kernel without the stage loads each pack's x beside it: it is then the one
// before the stage existed, instruction for instruction (PTX compared); built with the packs
// first, it read dsymv 1024 0.4 us slower in one A/B on an H200.
template <class T, bool HERM, bool XS, bool Q>
__device__ inline void staged_group(const Pack<T, Q>* sl, const Unit& U, long long c0, bool xs,
                                    const T* __restrict__ x, long long incx, long long n,
                                    const T* sx, const T (&xr)[Ring<T, Q>::R],
                                    T (&dir)[Ring<T, Q>::R], T* __restrict__ P, int lane) {
  constexpr int GC = Ring<T, Q>::GC, R = Ring<T, Q>::R, L = Ring<T, Q>::L;
  T a[GC][R], xc[GC];
  const bool none[GC][R] = {};  // not read without MASK
  const long long cl = c0 + (lane / L) * GC;
#pragma unroll
  for (int j = 0; j < GC; ++j) {
    const Pack<T, Q> pk = sl[j * kThreads];
#pragma unroll
    for (int e = 0; e < R; ++e) a[j][e] = pk.v[e];
    if constexpr (!XS) xc[j] = ld(x + vpos(cl + j, n, incx));
  }
  if constexpr (XS) {
    if (xs) {
      x_group(sx + (cl - U.fb), xc);
    } else {
#pragma unroll
      for (int j = 0; j < GC; ++j) xc[j] = ld(x + vpos(cl + j, n, incx));
    }
  }
  const T v = fold<T, HERM, false, GC, R>(a, none, xc, xr, dir, 0, c0, lane);
  if (lane % (L / GC) == 0) P[U.s * n + cl + (lane % L) / (L / GC)] = v;
}

// The lane's rows on the ring path: r0 + R (lane % L) + e (f32: quads; the other types' pairs
// are the register path's rows, whose x and sums the ring path shares).
template <class T, bool Q>
__device__ inline long long ring_row(long long r0, int lane) {
  return r0 + Ring<T, Q>::R * (lane % Ring<T, Q>::L);
}

// The ring path's direct sums of f32 quads (rows 4 q + e of lane q, the same rows in both
// halves of the warp) added to the register path's pairs (rows 2 l + e of lane l): the halves
// summed, then each pair taken from the quad that holds it.
__device__ inline void add_quads(float (&dq)[4], float (&dir)[2], int lane) {
#pragma unroll
  for (int k = 0; k < 4; ++k) dq[k] += shfl_xor(dq[k], 16);
  float v[4];
#pragma unroll
  for (int k = 0; k < 4; ++k) v[k] = kern::shfl(dq[k], lane >> 1);
  const bool hi = (lane & 1) != 0;
  dir[0] += hi ? v[2] : v[0];
  dir[1] += hi ? v[3] : v[1];
}

// The lane's first element of the full group at column c0 of strip rows r0, and the copies of
// its GC columns from there into ring stage sl.
template <class T, bool Q>
__device__ inline const T* ring_src(const T* A, long long lda, long long c0, long long r0,
                                    int lane) {
  return A + (c0 + (lane / Ring<T, Q>::L) * Ring<T, Q>::GC) * lda + ring_row<T, Q>(r0, lane);
}
template <class T, bool Q, bool W16>
__device__ inline void stage_group(Pack<T, Q>* sl, const T* p, long long lda) {
#pragma unroll
  for (int j = 0; j < Ring<T, Q>::GC; ++j)
    stage_pack<T, Q, W16>(sl + j * kThreads, p + j * lda);
}

// The ring path's x and direct sums of the lane's rows (ring_row) over one unit: for pairs
// the register path's own (xr, dir); for f32 quads x loaded here and sums that finish() adds
// into dir (add_quads).
template <class T, bool Q, bool QUADS = (Ring<T, Q>::R != 2)>
struct RingSums {
  T (&x)[2];
  T (&d)[2];
  __device__ RingSums(T (&xr)[2], T (&dir)[2], const T*, long long, long long, long long, int)
      : x(xr), d(dir) {}
  __device__ void finish(T (&)[2], int) {}
};
template <class T, bool Q>
struct RingSums<T, Q, true> {
  T x[4], d[4];
  __device__ RingSums(T (&)[2], T (&)[2], const T* __restrict__ xv, long long incx, long long n,
                      long long r0, int lane) {
    const long long q0 = ring_row<T, Q>(r0, lane);
#pragma unroll
    for (int e = 0; e < 4; ++e) {
      x[e] = q0 + e < n ? ld(xv + vpos(q0 + e, n, incx)) : zero<T>();
      d[e] = zero<T>();
    }
  }
  __device__ void finish(T (&dir)[2], int lane) { add_quads(d, dir, lane); }
};

// A unit's groups outside its staged ones (the diagonal block, edges, unaligned matrices, or
// all of them without the ring), in turn over the warps, on group()'s register path.
template <class T, bool HERM, bool LOWER, bool VEC, bool AL>
__device__ inline void register_groups(const Unit& U, const T* __restrict__ A, long long lda,
                                       long long n, const T* __restrict__ x, long long incx,
                                       const T (&xr)[2], T (&dir)[2], long long i0,
                                       T* __restrict__ P, T* sdiag, int lane) {
  constexpr int G = Strip<T>::G, W = Strip<T>::kWarps;
  const int w = threadIdx.x / 32;
  const long long r0 = U.s * kSymvPanel;
  const bool rows_in = r0 + kSymvPanel <= n;
  const long long groups = (U.cend - U.cbeg) / G;
#pragma unroll 1
  for (long long g = w; g < groups; g += W) {
    const long long c0 = U.cbeg + g * G;
    if (c0 >= U.fb && c0 < U.fe) continue;
    const bool diag = c0 >= r0 && c0 < r0 + kSymvPanel;
    const T v =
        diag || !rows_in || c0 + G > n
            ? group<T, HERM, LOWER, true, false, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane)
            : group<T, HERM, LOWER, false, VEC, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane);
    if (lane % (32 / G) == 0) {
      const long long c = c0 + lane / (32 / G);
      if (diag)
        sdiag[c - r0] = v;  // the diagonal block's reflected sums: rows of this strip
      else if (c < n)
        P[U.s * n + c] = v;  // slot s: reflected sums of strip s
    }
  }
}

// A unit's end: the warps' direct sums of its rows (and, with the diagonal block, that block's
// reflected sums) added in a fixed order into its direct slot. One barrier, before the sum.
template <class T>
__device__ inline void direct_sums(const Unit& U, const T (&dir)[2], T (*sdir)[kSymvPanel],
                                   const T* sdiag, T* __restrict__ P, long long n) {
  constexpr int W = Strip<T>::kWarps;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const long long r0 = U.s * kSymvPanel;
#pragma unroll
  for (int e = 0; e < 2; ++e) sdir[w][2 * lane + e] = dir[e];
  __syncthreads();
  if (threadIdx.x < kSymvPanel) {
    const int r = threadIdx.x;
    T v = sdir[0][r];
#pragma unroll
    for (int q = 1; q < W; ++q) v = add(v, sdir[q][r]);
    if (U.has_diag) v = add(v, sdiag[r]);
    if (r0 + r < n) P[U.dslot * n + r0 + r] = v;
  }
}

// A block's units u = blockIdx.x, + gridDim.x, ... of one matrix. The full groups are staged by
// cp.async into a per-lane ring in shared memory, S - 1 groups ahead along the warp's sequence
// of full groups across all its units (each lane reads back only what it copied: no barrier;
// the pipeline does not drain between units); the other groups (the diagonal block, edges,
// unaligned matrices) take group()'s register path, while the next full groups are in flight.
// At the end of a unit one barrier sums the warps' direct sums.
template <class T, bool HERM, bool LOWER, bool VEC, bool AL, bool XST>
__device__ inline void units(const SymvStrips& st, const T* __restrict__ A, long long lda,
                             const T* __restrict__ x, long long incx, T* __restrict__ P,
                             long long n, T (*sdir)[kSymvPanel], T* sdiag,
                             Pack<T, false>* ring, T* sx) {
  constexpr int G = Strip<T>::G, W = Strip<T>::kWarps, S = kSymvStages;
  constexpr int GC = Ring<T, false>::GC;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const long long nu = st.units(LOWER), step = gridDim.x;
  constexpr bool staged = VEC && S >= 2;
  constexpr bool XS = staged && kStageX<T> && XST;
  static_assert(sizeof(T) * GC % 16 == 0, "a lane's x of a group is whole 16-byte pieces");
  auto x_fits = [](const Unit& V) { return V.fe - V.fb <= kSymvXCols; };
  // The issue cursor: the next full group to stage (unit iu, its group ig), and the count of
  // groups issued (the ring stage). (Counted in ints that wrap at S instead, chemv 5792 ran 28%
  // slower on an H200 with its kernel otherwise unchanged: the schedule at the register cap.)
  long long iu = blockIdx.x, ig = 0, issued = 0;
  Unit IU = iu < nu ? unit_at<LOWER>(st, iu, n, G, staged) : Unit{};
  auto issue = [&]() {
    if constexpr (S >= 2) {
      while (iu < nu && ig >= mine(IU, G, w, W)) {
        iu += step;
        ig = 0;
        if (iu < nu) IU = unit_at<LOWER>(st, iu, n, G, staged);
      }
      if (iu < nu) {
        const long long c0 = IU.fb + (w + ig * W) * G;
        stage_group<T, false, true>(ring + (issued % S) * GC * kThreads + threadIdx.x,
                                    ring_src<T, false>(A, lda, c0, IU.s * kSymvPanel, lane), lda);
        ++ig;
      }
      kern::copy_commit();
      ++issued;
    }
  };
  if constexpr (staged) {
#pragma unroll
    for (int q = 0; q < (S >= 2 ? S - 1 : 0); ++q) issue();
  }
  // Unit v's x of its full groups into sx, by the whole block (XS; between barriers).
  auto load_x = [&](long long v) {
    const Unit V = unit_at<LOWER>(st, v, n, G, staged);
    if (x_fits(V))
      for (long long c = V.fb + threadIdx.x; c < V.fe; c += kThreads)
        sx[c - V.fb] = ld(x + vpos(c, n, incx));
  };
  if constexpr (XS) {  // the first unit's, while the ring's first copies are in flight
    if (blockIdx.x < nu) load_x(blockIdx.x);
    __syncthreads();
  }
  long long consumed = 0;
#pragma unroll 1
  for (long long u = blockIdx.x; u < nu; u += step) {
    const Unit U = unit_at<LOWER>(st, u, n, G, staged);
    const long long r0 = U.s * kSymvPanel, i0 = r0 + 2 * lane;
    T xr[2], dir[2] = {zero<T>(), zero<T>()};
#pragma unroll
    for (int e = 0; e < 2; ++e) xr[e] = i0 + e < n ? ld(x + vpos(i0 + e, n, incx)) : zero<T>();
    if constexpr (S >= 2) {
      const long long nm = staged ? mine(U, G, w, W) : 0;
      const bool xs = x_fits(U);
#pragma unroll 1
      for (long long gi = 0; gi < nm; ++gi) {
        kern::copy_wait_group<(S >= 2 ? S - 2 : 0)>();
        issue();  // into the stage summed in the step before
        const long long c0 = U.fb + (w + gi * W) * G;
        const Pack<T, false>* sl = ring + (consumed % S) * GC * kThreads + threadIdx.x;
        ++consumed;
        staged_group<T, HERM, XS, false>(sl, U, c0, xs, x, incx, n, sx, xr, dir, P, lane);
      }
    }
    register_groups<T, HERM, LOWER, VEC, AL>(U, A, lda, n, x, incx, xr, dir, i0, P, sdiag, lane);
    // Every warp is past this unit's groups afterwards: sx may take the next unit's x.
    direct_sums(U, dir, sdir, sdiag, P, n);
    if constexpr (XS) {
      if (u + step < nu) load_x(u + step);
    }
    __syncthreads();  // sdir, sdiag (and sx) are reused by the next unit
  }
  kern::copy_wait();  // nothing is left in flight (the last commits were empty)
}

// One unit of one matrix, the whole block on it (unit_kernel: the grid is one block a unit, in
// SymvStrips::widest_last's order). As units() for a single unit: the ring only within the
// unit (S - 1 groups in flight from the start), int counters for the unit's groups.
template <class T, bool HERM, bool LOWER, bool VEC, bool AL, bool XST, bool W16>
__device__ inline void one_unit(const SymvStrips& st, long long u, const T* __restrict__ A,
                                long long lda, const T* __restrict__ x, long long incx,
                                T* __restrict__ P, long long n, T (*sdir)[kSymvPanel], T* sdiag,
                                Pack<T, true>* ring, T* sx) {
  constexpr int G = Strip<T>::G, W = Strip<T>::kWarps, S = kSymvStages;
  constexpr int GC = Ring<T, true>::GC;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  constexpr bool staged = VEC && S >= 2;
  constexpr bool XS = staged && kStageX<T> && XST;
  long long us, uk;
  st.widest_last(u, LOWER, us, uk);
  const Unit U = unit_of<LOWER>(st, us, uk, n, G, staged);
  const int nm = staged ? static_cast<int>(mine(U, G, w, W)) : 0;
  const bool xs = U.fe - U.fb <= kSymvXCols;
  // The warp's groups start at column fb + w G and step W G.
  const T* const a0 = ring_src<T, true>(A, lda, U.fb + w * G, U.s * kSymvPanel, lane);
  int ig = 0;
  auto issue = [&]() {
    if constexpr (S >= 2) {
      if (ig < nm) {
        stage_group<T, true, W16>(ring + (ig % S) * GC * kThreads + threadIdx.x,
                                  a0 + static_cast<long long>(ig) * (W * G) * lda, lda);
        ++ig;
      }
      kern::copy_commit();
    }
  };
  if constexpr (staged) {
#pragma unroll
    for (int q = 0; q < (S >= 2 ? S - 1 : 0); ++q) issue();
  }
  if constexpr (XS) {  // the unit's x, while the ring's first copies are in flight
    if (xs)
      for (long long c = U.fb + threadIdx.x; c < U.fe; c += kThreads)
        sx[c - U.fb] = ld(x + vpos(c, n, incx));
    __syncthreads();
  }
  const long long r0 = U.s * kSymvPanel, i0 = r0 + 2 * lane;
  T xr[2], dir[2] = {zero<T>(), zero<T>()};
#pragma unroll
  for (int e = 0; e < 2; ++e) xr[e] = i0 + e < n ? ld(x + vpos(i0 + e, n, incx)) : zero<T>();
  if constexpr (S >= 2) {
    RingSums<T, true> rs(xr, dir, x, incx, n, r0, lane);
#pragma unroll 1
    for (int gi = 0; gi < nm; ++gi) {
      kern::copy_wait_group<(S >= 2 ? S - 2 : 0)>();
      issue();  // into the stage summed in the step before
      const long long c0 = U.fb + (w + static_cast<long long>(gi) * W) * G;
      const Pack<T, true>* sl = ring + (gi % S) * GC * kThreads + threadIdx.x;
      staged_group<T, HERM, XS, true>(sl, U, c0, xs, x, incx, n, sx, rs.x, rs.d, P, lane);
    }
    rs.finish(dir, lane);
  }
  register_groups<T, HERM, LOWER, VEC, AL>(U, A, lda, n, x, incx, xr, dir, i0, P, sdiag, lane);
  direct_sums(U, dir, sdir, sdiag, P, n);
  kern::copy_wait();  // nothing in flight (the last commits were empty)
}

// Resident blocks per SM the register budget is fitted to (NVIDIA).
#if defined(OXBLAS_HIP_NVIDIA)
#define SYMV_BOUNDS __launch_bounds__(256, kSymvBlocksPerSM)
#else
#define SYMV_BOUNDS __launch_bounds__(256)
#endif

template <class T, bool HERM, bool LOWER, bool XST>
__global__ void SYMV_BOUNDS strip_kernel(SymvDesc d, long long m) {
  __shared__ T sdir[Strip<T>::kWarps][kSymvPanel];
  __shared__ T sdiag[kSymvPanel];
  alignas(16) __shared__ T sx[kStageX<T> && XST ? kSymvXCols : 1];
  extern __shared__ __align__(16) unsigned char symv_ring[];
  Pack<T, false>* const ring = reinterpret_cast<Pack<T, false>*>(symv_ring);
  pdl_begin();
  const T alpha = load_scalar<T>(d.alpha);
  if (is_zero(alpha)) return;  // combine_kernel scales y, reads no partials
  const long long n = d.n, cb = d.col_blocks;
  const SymvStrips st{cb, m};
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    T* P = reinterpret_cast<T*>(d.partials) + b * cb * n;
    // A lane's pair of rows as one vector load: 8 (f32) / 16 bytes at every column; complex
    // elements as one load each when the matrix is element-aligned.
    const std::uintptr_t ad = reinterpret_cast<std::uintptr_t>(A);
    const bool vec = sizeof(T) == 16 ? ad % 16 == 0
                                     : ad % (2 * sizeof(T)) == 0 && d.a.ld % 2 == 0;
    const bool al = Num<T>::kCplx && ad % sizeof(T) == 0;
    const long long lda = d.a.ld;
    if (vec)
      units<T, HERM, LOWER, true, Num<T>::kCplx, XST>(st, A, lda, x, d.x.inc, P, n, sdir, sdiag,
                                                      ring, sx);
    else if (al)
      units<T, HERM, LOWER, false, true, XST>(st, A, lda, x, d.x.inc, P, n, sdir, sdiag, ring,
                                              sx);
    else
      units<T, HERM, LOWER, false, false, XST>(st, A, lda, x, d.x.inc, P, n, sdir, sdiag, ring,
                                               sx);
  }
}

// One block a unit (blockIdx.x: SymvStrips::widest_last's order; blockIdx.y: the batch). The
// hardware hands the blocks out as earlier ones end, so the multiprocessors that stream faster
// take more units and the grid ends on its smallest units.
template <class T, bool HERM, bool LOWER, bool XST>
__global__ void SYMV_BOUNDS unit_kernel(SymvDesc d, long long m) {
  __shared__ T sdir[Strip<T>::kWarps][kSymvPanel];
  __shared__ T sdiag[kSymvPanel];
  alignas(16) __shared__ T sx[kStageX<T> && XST ? kSymvXCols : 1];
  extern __shared__ __align__(16) unsigned char symv_ring[];
  Pack<T, true>* const ring = reinterpret_cast<Pack<T, true>*>(symv_ring);
  pdl_begin();
  const T alpha = load_scalar<T>(d.alpha);
  if (is_zero(alpha)) return;  // combine_kernel scales y, reads no partials
  const long long n = d.n, cb = d.col_blocks;
  const SymvStrips st{cb, m};
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    T* P = reinterpret_cast<T*>(d.partials) + b * cb * n;
    const std::uintptr_t ad = reinterpret_cast<std::uintptr_t>(A);
    const bool vec = sizeof(T) == 16 ? ad % 16 == 0
                                     : ad % (2 * sizeof(T)) == 0 && d.a.ld % 2 == 0;
    const bool al = Num<T>::kCplx && ad % sizeof(T) == 0;
    const long long lda = d.a.ld;
    // f32 quads in one 16-byte copy (stage_pack); the other types' packs always are.
    const bool w16 = !kQuads<T> || (ad % 16 == 0 && lda % 4 == 0);
    const long long u = blockIdx.x;
    if (vec && w16)
      one_unit<T, HERM, LOWER, true, Num<T>::kCplx, XST, true>(st, u, A, lda, x, d.x.inc, P, n,
                                                               sdir, sdiag, ring, sx);
    else if (vec)
      one_unit<T, HERM, LOWER, true, Num<T>::kCplx, XST, !kQuads<T>>(st, u, A, lda, x, d.x.inc, P,
                                                                     n, sdir, sdiag, ring, sx);
    else if (al)
      one_unit<T, HERM, LOWER, false, true, XST, true>(st, u, A, lda, x, d.x.inc, P, n, sdir,
                                                       sdiag, ring, sx);
    else
      one_unit<T, HERM, LOWER, false, false, XST, true>(st, u, A, lda, x, d.x.inc, P, n, sdir,
                                                        sdiag, ring, sx);
    __syncthreads();  // sdir, sdiag, sx are reused by the next matrix
  }
}

// OXBLAS_SYMV_CHUNK=m (1..64, read once per process): the chunk width forced, for tests and
// tuning; 0 when unset.
inline long long forced_chunk() {
  static const long long forced = [] {
    const char* e = std::getenv("OXBLAS_SYMV_CHUNK");
    const long long m = e ? std::atoll(e) : 0;
    return m >= 1 && m <= 64 ? m : 0;
  }();
  return forced;
}

// Column blocks per chunk (H200, dsymv L, chunks of 1/2/3/4/8 blocks measured: 8192 139/100/
// 90/85/87 us, 16384 553/365/317/301/292, 2048 14.6/15.3/14.1/-/15.6; smaller chunks give
// small matrices more units, larger ones cost fewer partials and barriers): 8 when that still
// gives the call 16 units per SM, else the widest of 4 and 2 that gives 8 units per SM, else 1.
inline long long strip_chunk(long long cb, long long batch) {
  if (const long long forced = forced_chunk()) return forced;
  const long long sms = sm_count();
  if (SymvStrips{cb, 8}.units(true) * batch >= 16 * sms) return 8;
  for (long long m = 4; m > 1; m /= 2)
    if (SymvStrips{cb, m}.units(true) * batch >= 8 * sms) return m;
  return 1;
}

// The persistent grid's chunk for one matrix: strip_chunk's 4, or 5 or 6 where that spreads the
// units over the resident blocks more evenly. Each block takes every resident-th unit, so the
// grid lasts ceil(units / resident) rounds of units; the share of block slots left idle in
// the last round is what a width's count efficiency, units / (resident * rounds), measures. A
// wider chunk is taken when its efficiency beats 4's by more than 0.05. On an H200 (two
// rounds, docs/benchmarks/2026-12-03-h200-symv-grid-finish/): zhemv 5792 (91 column blocks;
// chunks of 4: 1081 units on 264 blocks, 25 of them running a fifth, efficiency 0.82) 89.8 ->
// 84.1 us in chunks of 6 (736 units, 0.93); chunks of 3 / 5 / 8 (0.90 / 0.83 / 0.71): 88.0 /
// 90.2 / 98.1 us. Several matrices keep 4 (their blocks do not run in rounds of one matrix);
// a forced width is kept.
inline long long balanced_chunk(long long cb, long long batch, long long m, long long resident) {
  if (forced_chunk() || m != 4 || batch != 1) return m;
  auto efficiency = [&](long long w) {
    const long long nu = SymvStrips{cb, w}.units(true), g = nu < resident ? nu : resident;
    return static_cast<double>(nu) / static_cast<double>(g * ((nu + g - 1) / g));
  };
  const double base = efficiency(4);
  long long best = 4;
  double eb = base;
  for (long long w = 5; w <= 6; ++w) {
    const double e = efficiency(w);
    if (e > eb && e > base + 0.05) {
      best = w;
      eb = e;
    }
  }
  return best;
}

// Small n (workspace given, n <= kSymvSmall): one kernel, no partials, no combine launch.
// Block of kSmallRows rows; half its threads sum the stored part of each of its rows (row
// part: A[i, c], lower c <= i / upper c >= i, the diagonal's real part for Hermitian), the
// other half the stored part of each of its columns (column part: op(A[c, i]), lower c > i /
// upper c < i, reflected), 32 lanes per row or column, 4 loads in flight per lane. Every
// stored element is read twice (by the block of its row and the block of its column): at
// these sizes the second read comes from L2, and the two launches of the tiled path (panel
// and combine) cost more than the bytes.
constexpr long long kSymvSmall = 512;
constexpr int kSmallRows = 4;

template <class T, bool HERM, bool LOWER>
__global__ void __launch_bounds__(256) small_kernel(SymvDesc d) {
  constexpr int R = kSmallRows, H = kThreads / 2, G = H / R;
  __shared__ T sh[2][G][R];
  pdl_begin();
  const auto [alpha, beta, alpha0, beta0] = alpha_beta<T>(d);
  if (alpha0 && is_one(beta)) return;
  const long long n = d.n, lda = d.a.ld, incx = d.x.inc;
  const int t = threadIdx.x, part = t / H, u = t % H;
  // Row part: row u % R, lane u / R (a warp reads 8 columns of 4 rows); column part: column
  // u / G, lane u % G (a warp reads 32 consecutive elements of one column).
  const int ro = part == 0 ? u % R : u / G, g = part == 0 ? u / R : u % G;
  const long long i = static_cast<long long>(blockIdx.x) * R + ro;
  const long long lo = part == 0 ? (LOWER ? 0 : i) : (LOWER ? i + 1 : 0);
  const long long hi = part == 0 ? (LOWER ? i + 1 : n) : (LOWER ? n : i);
  const long long step = part == 0 ? lda : 1;
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    T* y = batch_ptr<T>(d.y.at, b);
    if (alpha0) {
      const long long iy = static_cast<long long>(blockIdx.x) * R + t;
      if (t < R && iy < n) scale_y(y + vpos(iy, n, d.y.inc), beta, beta0);
      continue;
    }
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    const T* base = part == 0 ? A + i : A + i * lda;  // element c at base + c * step
    T s = zero<T>();
    if (i < n) {
      long long c = lo + g;
      for (; c + 3 * G < hi; c += 4 * G) {
        T a[4], xv[4];
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          a[k] = ld(base + (c + k * G) * step);
          xv[k] = ld(x + vpos(c + k * G, n, incx));
        }
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          if (part != 0) s = mad<HERM>(s, a[k], xv[k]);
          else s = mad<false>(s, HERM && c + k * G == i ? real_part(a[k]) : a[k], xv[k]);
        }
      }
      for (; c < hi; c += G) {
        const T a = ld(base + c * step), xv = ld(x + vpos(c, n, incx));
        if (part != 0) s = mad<HERM>(s, a, xv);
        else s = mad<false>(s, HERM && c == i ? real_part(a) : a, xv);
      }
    }
    sh[part][g][ro] = s;
    __syncthreads();
    if (t < R) {
      const long long iy = static_cast<long long>(blockIdx.x) * R + t;
      T v = zero<T>();
#pragma unroll 4
      for (int q = 0; q < G; ++q) v = add(v, add(sh[0][q][t], sh[1][q][t]));
      if (iy < n) update_y(y + vpos(iy, n, d.y.inc), v, alpha, beta, beta0);
    }
    __syncthreads();
  }
}

// No workspace: one thread per row.
template <class T, bool HERM, bool LOWER>
__global__ void __launch_bounds__(256) row_kernel(SymvDesc d) {
  pdl_begin();
  const auto [alpha, beta, alpha0, beta0] = alpha_beta<T>(d);
  if (alpha0 && is_one(beta)) return;
  const long long n = d.n, lda = d.a.ld, incx = d.x.inc;
  const long long i = static_cast<long long>(blockIdx.x) * kThreads + threadIdx.x;
  if (i >= n) return;
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    T* y = batch_ptr<T>(d.y.at, b) + vpos(i, n, d.y.inc);
    if (alpha0) {
      scale_y(y, beta, beta0);
      continue;
    }
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    T s0 = zero<T>(), s1 = zero<T>();
    // The stored row part: A[i, c] for c < i (lower) / c > i (upper), coalesced over rows.
    // The stored column part: A[c, i] = op(A[i, c]) reflected, c > i (lower) / c < i (upper).
    const long long r_lo = LOWER ? 0 : i + 1, r_hi = LOWER ? i : n;
    const long long c_lo = LOWER ? i + 1 : 0, c_hi = LOWER ? n : i;
    for (long long c = r_lo; c < r_hi; ++c)
      s0 = mad<false>(s0, ld(A + i + c * lda), ld(x + vpos(c, n, incx)));
    const T* col = A + i * lda;
    for (long long c = c_lo; c < c_hi; ++c)
      s1 = mad<HERM>(s1, ld(col + c), ld(x + vpos(c, n, incx)));
    const T a_ii = ld(A + i + i * lda);
    s0 = mad<false>(s0, HERM ? real_part(a_ii) : a_ii, ld(x + vpos(i, n, incx)));
    update_y(y, add(s0, s1), alpha, beta, beta0);
  }
}

// The strip kernel (persistent) or the unit kernel (one block a unit), with or without the x
// stage, on its ring of shared memory.
template <class T, bool HERM, bool LOWER, bool XST>
int launch_strip(const SymvDesc& d, long long m, bool grid_mode, dim3 grid, hipStream_t s) {
  constexpr size_t ring = ring_bytes<T>();
  auto kernel = grid_mode ? unit_kernel<T, HERM, LOWER, XST> : strip_kernel<T, HERM, LOWER, XST>;
#if defined(OXBLAS_HIP_NVIDIA)
  if (int e = grid_mode ? kern::opt_in_shared<unit_kernel<T, HERM, LOWER, XST>>(ring)
                        : kern::opt_in_shared<strip_kernel<T, HERM, LOWER, XST>>(ring))
    return e;
#endif
  launch_pdl_smem(kernel, grid, dim3(kThreads), ring, s, d, m);
  return 0;
}

// One block a unit (unit_kernel) or a persistent grid (strip_kernel). On H200s (two rounds
// each, docs/benchmarks/2026-12-03-h200-symv-unit-grid/ and 2026-12-03-h200-symv-grid-finish/):
// dsymv 16384 (chunks of 8) -1.5 to -3.9% in the unit grid on four cards, dsymv 8192 (chunks of
// 4) -1.5%, but dsymv 1024-4096 (chunks of 1-2) +8-16% and zhemv 5792 (chunks of 4) +4%: the
// unit grid for f64 in chunks of 4 and 8 (strip_chunk's widths from order 5697 on an H200).
// f32 (its unit grid in quads; two rounds, docs/benchmarks/2026-12-03-h200-ssymv-stages/): in
// chunks of 4, ssymv 6144 / 8192 / 11000 -10 / -11 / -8%, 7000 +2%, but 5792 +12% against the
// persistent grid in balanced_chunk's chunks of 6: the unit grid where strip_chunk gives 4 or 8
// and balanced_chunk keeps it (`balanced`: its width). Persistent otherwise (in the unit grid
// in chunks of 4, chemv 5792 +13% and zhemv 5792 +11% in the same runs).
// OXBLAS_SYMV_GRID=0/1 (read once per process) forces one: for tests and tuning.
template <class T>
inline bool unit_grid(long long m, long long balanced) {
  static const int forced = env_choice("OXBLAS_SYMV_GRID");
  if (forced >= 0) return forced == 1;
  if (std::is_same<T, float>::value) return m >= 4 && balanced == m;
  return std::is_same<T, double>::value && m >= 4;
}

template <class T, bool HERM, bool LOWER>
int launch3(const SymvDesc& d, hipStream_t s) {
  const dim3 block(kThreads);
  const unsigned bz = batch_grid(d.batch);
  if (d.partials == 0) {
    const long long blocks = (d.n + kThreads - 1) / kThreads;
    if (blocks > 0x7fffffffLL) return kInvalidLaunch;
    launch_pdl(row_kernel<T, HERM, LOWER>, dim3(static_cast<unsigned>(blocks), 1, bz), block, s,
               d);
    return static_cast<int>(hipGetLastError());
  }
  if (d.n <= kSymvSmall) {
    launch_pdl(small_kernel<T, HERM, LOWER>,
               dim3(static_cast<unsigned>((d.n + kSmallRows - 1) / kSmallRows), 1, bz), block, s,
               d);
    return static_cast<int>(hipGetLastError());
  }
  const long long cb = d.col_blocks;
  const long long resident = static_cast<long long>(kSymvBlocksPerSM) * sm_count();
  long long m = strip_chunk(cb, d.batch);
  const long long mb = balanced_chunk(cb, d.batch, m, resident);
  const bool gm = unit_grid<T>(m, mb);
  if (!gm) m = mb;  // the unit grid balances itself
  const long long units = SymvStrips{cb, m}.units(LOWER);
  if (gm && units > 0x7fffffffLL) return kInvalidLaunch;
  const long long grid = gm || units < resident ? units : resident;
  const dim3 sgrid(static_cast<unsigned>(grid), bz, 1);
  // Units of 4 column blocks and more (order 5697 and up) stage x in shared memory; narrower
  // units take the kernel without the stage (a warp's one or two groups a unit: the stage's
  // loads and barrier cost more than they save). The staged kernel exists only where it can
  // stage: not for c64, not without the ring.
  int e;
  if constexpr (kStageX<T>)
    e = m >= 4 ? launch_strip<T, HERM, LOWER, true>(d, m, gm, sgrid, s)
               : launch_strip<T, HERM, LOWER, false>(d, m, gm, sgrid, s);
  else
    e = launch_strip<T, HERM, LOWER, false>(d, m, gm, sgrid, s);
  if (e) return e;
  // combine rows in blocks of JB <= 32 (JB divides 64: a block's rows share one strip).
  const int jb = combine_rows(d.n, d.batch, sm_count());
  const long long cblocks = (d.n + jb - 1) / jb;
  if (cblocks > 0x7fffffffLL) return kInvalidLaunch;
  launch_pdl(combine_kernel<T>, dim3(static_cast<unsigned>(cblocks), 1, bz), block, s,
             reinterpret_cast<const T*>(d.partials), d.y, d.n, cb, d.batch, d.alpha, d.beta,
             static_cast<int>(LOWER ? Slots::SymvLower : Slots::SymvUpper), m, jb);
  return static_cast<int>(hipGetLastError());
}

template <class T, bool HERM>
int launch2(const SymvDesc& d, hipStream_t s) {
  return d.uplo == oxblas::launch::Uplo::Lower ? launch3<T, HERM, true>(d, s)
                                               : launch3<T, HERM, false>(d, s);
}

}  // namespace symv
}  // namespace l2
}  // namespace oxblas_hip
