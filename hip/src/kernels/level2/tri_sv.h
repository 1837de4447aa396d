// trsv kernel: the blocked, counter-chained forward substitution described at the top of
// tri_common.h (index mapping, grid, ticket/done protocol, why it cannot deadlock, why the
// counters end at zero). Instantiated per type group by tri_sv_real.cpp and tri_sv_cplx.cpp.
#pragma once

#include "tri_common.h"

namespace oxblas_hip {
namespace trik {

constexpr unsigned kTicket = 1u << 16;
constexpr unsigned kDoneMask = kTicket - 1;
constexpr int kPacked = kNB * (kNB + 1) / 2;
constexpr int kGFirst = 4;  // row blocks from here on take the one-product critical step (G)
constexpr int kInvNB = 128;  // trsv_ex: the caller's inverted diagonal blocks (rocBLAS's 128)
static_assert(kInvNB % kNB == 0, "a row block must lie inside one block of invA");

// The logical lower-triangular system of one batch (see tri_common.h). Indices are virtual:
// logical row i is v = i + off, so that with rev the row blocks [64 r, 64 r + 64) of v are the
// physical row blocks of A counted from row 0 (what invA's blocks are), the partial one first.
template <class T, bool TR, bool CJ>
struct System {
  const T* a;
  T* x;
  const T* inv;  // trsv_ex's invA of this batch, or null (invert in the kernel)
  long long n, lda, inc, off;
  bool rev;
  __device__ bool valid(long long v) const { return v >= off && v < n + off; }
  __device__ long long p(long long v) const { return rev ? n - 1 - (v - off) : v - off; }
  // M(i,j), j <= i: TR ? op(A[p(j), p(i)]) : A[p(i), p(j)]. Consecutive i (N) or j (T/C) are
  // consecutive (or reversed) addresses.
  __device__ T m(long long i, long long j) const {
    const T v = TR ? ldg(a + p(j) + p(i) * lda) : ldg(a + p(i) + p(j) * lda);
    return conj_if<CJ>(v);
  }
  // The same entry of M's inverse diagonal block, from invA: physical (r, c) of one 128-block
  // at (r / 128) * 128 * 128 + r % 128 + (c % 128) * 128. The inverse of a triangular block
  // is triangular and its 64x64 diagonal sub-blocks are the inverses of A's 64x64 diagonal
  // blocks, so only the stored triangle of the caller's blocks is read.
  __device__ T minv(long long i, long long j) const {
    const long long r = TR ? p(j) : p(i), c = TR ? p(i) : p(j);
    const T v = ldg(inv + (r / kInvNB) * kInvNB * kInvNB + r % kInvNB + (c % kInvNB) * kInvNB);
    return conj_if<CJ>(v);
  }
  __device__ T* y(long long i) const { return x + vpos(p(i), n, inc); }
};

__device__ inline float neg(float a) { return -a; }
__device__ inline double neg(double a) { return -a; }
__device__ inline c32 neg(c32 a) { return c32{-a.re, -a.im}; }
__device__ inline c64 neg(c64 a) { return c64{-a.re, -a.im}; }

// Element (i, j), j <= i, of a packed lower 64x64 block.
template <class T>
__device__ inline T& pk(T* dg, int i, int j) {
  return dg[i * (i + 1) / 2 + j];
}

// The 4x4 diagonal blocks at rows 4p..4p+3 (threads p < 16) in closed form: x_ii = d_i (the
// stored reciprocals), x_ij = -d_i sum_{j<=k<i} l_ik x_kj. Each thread reads and writes only
// its own block. Zeros above the diagonal are never multiplied, so an infinite reciprocal
// spoils only the entries a substitution would.
template <class T>
__device__ void invert_4x4(T* dg, int p) {
  const int o = 4 * p;
  const T d0 = pk(dg, o, o), d1 = pk(dg, o + 1, o + 1), d2 = pk(dg, o + 2, o + 2),
          d3 = pk(dg, o + 3, o + 3);
  const T l10 = pk(dg, o + 1, o), l20 = pk(dg, o + 2, o), l21 = pk(dg, o + 2, o + 1),
          l30 = pk(dg, o + 3, o), l31 = pk(dg, o + 3, o + 1), l32 = pk(dg, o + 3, o + 2);
  const T x10 = mul(neg(d1), mul(l10, d0));
  const T x21 = mul(neg(d2), mul(l21, d1));
  const T x20 = mul(neg(d2), fma_(mul(l20, d0), l21, x10));
  const T x32 = mul(neg(d3), mul(l32, d2));
  const T x31 = mul(neg(d3), fma_(mul(l31, d1), l32, x21));
  const T x30 = mul(neg(d3), fma_(fma_(mul(l30, d0), l31, x10), l32, x20));
  pk(dg, o + 1, o) = x10;
  pk(dg, o + 2, o) = x20;
  pk(dg, o + 2, o + 1) = x21;
  pk(dg, o + 3, o) = x30;
  pk(dg, o + 3, o + 1) = x31;
  pk(dg, o + 3, o + 2) = x32;
}

// One level of the blocked inversion. In every diagonal super-block of 4S rows whose four
// S x S diagonal blocks X_II are already inverted, the off-diagonal blocks, row block I = 1, 2, 3
// in turn: T_IJ = sum_{K=J..I-1} L_IK X_KJ for every J < I (X_KJ final: rows above I; only
// X_JJ's stored triangle) into `tmp`, then X_IJ = -X_II T_IJ over L_IJ. One thread per
// element (S = 16: I per thread); the sums are unrolled over four accumulators, so they are
// short dependent chains with their shared-memory loads issued ahead.
template <class T, int S>
__device__ void invert_level(T* dg, T* tmp) {
  constexpr int SS = S * S, E = (kNB / (4 * S)) * SS;  // elements of one (I, J) over super-blocks
  const int t = threadIdx.x;
#pragma unroll
  for (int I = 1; I < 4; ++I) {
#pragma unroll 1
    for (int x0 = 0; x0 < I * E; x0 += kThreads) {
      const int x = x0 + t;
      if (x < I * E) {
        const int J = x / E, sb = x % E / SS, a = x % SS / S, b = x % S, o = sb * 4 * S;
        T acc[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
#pragma unroll
        for (int K = 0; K < I; ++K) {
          if (K < J) continue;  // uniform over a warp (E is a multiple of the warp)
#pragma unroll
          for (int e = 0; e < S; ++e) {
            // X_JJ[e][b] = 0 above its diagonal (e < b): not stored, never multiplied.
            if (K > J || e >= b)
              acc[e % 4] = fma_(acc[e % 4], pk(dg, o + I * S + a, o + K * S + e),
                                pk(dg, o + K * S + e, o + J * S + b));
          }
        }
        tmp[x] = sum4(acc);
      }
    }
    __syncthreads();
#pragma unroll
    for (int x0 = 0; x0 < I * E; x0 += kThreads) {
      const int x = x0 + t;
      if (x < I * E) {
        const int J = x / E, sb = x % E / SS, a = x % SS / S, b = x % S, o = sb * 4 * S;
        T acc[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
#pragma unroll
        for (int c = 0; c < S; ++c)
          if (c <= a)
            acc[c % 4] = fma_(acc[c % 4], pk(dg, o + I * S + a, o + I * S + c),
                              tmp[x - a * S + c * S]);
        pk(dg, o + I * S + a, o + J * S + b) = neg(sum4(acc));
      }
    }
    __syncthreads();
  }
}

// In place: dg (packed lower, diagonal holding reciprocals, every row real or the identity)
// := the inverse of the block, by doubling: the sixteen 4x4 diagonal blocks in closed form,
// then 16x16 blocks from them, then the 64x64 block from those (13 barriers; no step is a
// long dependent chain). `tmp` holds 3 * 256 elements.
template <class T>
__device__ void invert_diag(T* dg, T* tmp) {
  static_assert(kNB == 64 && kThreads == 256, "the levels are 4 -> 16 -> 64 with 256 threads");
  if (threadIdx.x < kNB / 4) invert_4x4<T>(dg, threadIdx.x);
  __syncthreads();
  invert_level<T, 4>(dg, tmp);
  invert_level<T, 16>(dg, tmp);
}

constexpr int cmax(int a, int b) { return a > b ? a : b; }

// Scratch shared memory of one row block: the inversion's T blocks, the staged tile of G
// (below), and ys + red of the update, never live at the same time.
template <class T, bool G>
struct SvScratch {
  static constexpr int kRed = 4 > kNB / kWarp ? 4 : kNB / kWarp;
  static constexpr int kCh = G ? 256 / sizeof(T) : 0;  // staged columns of G's tile (16 KiB)
  static constexpr int kInv = 3 * 256, kUpd = kNB + kRed * kNB, kStage = kCh * (kNB + 1);
  static constexpr int kLen = cmax(kInv, cmax(kUpd, kStage));
};

// Solve row block r of one batch. COUNTED: wait on / signal `ctr` (see the protocol).
// G (COUNTED, elements of at most 8 bytes): the critical step is one product. Before the
// chain reaches row block r - 1, the block computes w = D^-1 (b_r - sum_{c < r-1} M_rc y_c)
// and holds G = D^-1 M_{r,r-1} in registers (thread (lo, hi): G[lo][hi + 4u]), so that once
// y_{r-1} is published only y_r = w - G y_{r-1} remains (one reduction, no substitution).
template <class T, bool TR, bool CJ, bool COUNTED>
__device__ void solve_rows(const System<T, TR, CJ>& S, long long r, bool unit, unsigned* ctr,
                           bool last) {
  constexpr int U = kNB / 4;  // 16 tile elements per thread
  constexpr int NW = kNB / kWarp;
  constexpr bool kG = COUNTED && sizeof(T) <= 8;
  using Scr = SvScratch<T, kG>;
  __shared__ T dg[kPacked];  // diagonal block, packed lower; then its inverse
  __shared__ T rhs[kNB];
  __shared__ T scr[Scr::kLen];
  __shared__ unsigned s_done;
  T* const ys = scr;  // the y block of the current column block
  auto red = [&](int q, int i) -> T& { return scr[kNB + q * kNB + i]; };
  auto red4 = [&](int i) { return sum4(red(0, i), red(1, i), red(2, i), red(3, i)); };
  const int t = threadIdx.x;
  const int lo = t & (kNB - 1), hi = t >> 6;
  const long long R0 = r * kNB;  // virtual: rows [first, rows) of the block are real
  const long long rows = S.n + S.off - R0 < kNB ? S.n + S.off - R0 : kNB;
  const int first = R0 < S.off ? static_cast<int>(S.off - R0) : 0;
  const bool given = S.inv != nullptr;
  // G costs about three chain steps (H200): the first blocks would wait for it.
  const bool useG = kG && r >= kGFirst;

  // 1. Off the critical path: the diagonal block (reciprocal diagonal) and the right-hand side,
  // or (trsv_ex) the caller's inverse of the block; rows before `first` and from `rows` on are
  // the identity (zero off the diagonal, one on it).
  {
    // Every load issued before any is used (one memory latency, not one per element); the
    // diagonal (and its reciprocal) by threads 0..63.
    T raw[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const int il = TR ? hi + 4 * u : lo;
      const int jl = TR ? lo : hi + 4 * u;
      const bool real = jl < il && jl >= first && il < rows;
      raw[u] = !real ? zero<T>() : given ? S.minv(R0 + il, R0 + jl) : S.m(R0 + il, R0 + jl);
    }
    T d = one<T>();
    const bool dreal = t < kNB && t >= first && t < rows && !unit;
    if (dreal) d = given ? S.minv(R0 + t, R0 + t) : S.m(R0 + t, R0 + t);
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const int il = TR ? hi + 4 * u : lo;
      const int jl = TR ? lo : hi + 4 * u;
      if (jl < il) pk(dg, il, jl) = raw[u];
    }
    if (t < kNB) pk(dg, t, t) = dreal && !given ? recip(d) : d;
  }
  if (t < kNB) rhs[t] = t >= first && t < rows ? *S.y(R0 + t) : zero<T>();
  __syncthreads();
  if (!given) invert_diag<T>(dg, scr);  // dg := inverse of the block (packed lower)

  T v[U];
  auto load_tile = [&](long long c) {
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const int il = TR ? hi + 4 * u : lo;
      const int jl = TR ? lo : hi + 4 * u;
      // Row blocks r > 0 start on a real row; column block 0 may not (rev).
      const bool in = il < rows && (c > 0 || jl >= S.off);
      v[u] = in ? S.m(R0 + il, c * kNB + jl) : zero<T>();
    }
  };
  unsigned known = 0;
  auto wait_for = [&](long long c) {  // until row block c is solved (done > c)
    if (COUNTED && known <= c) {
      if (t == 0) {
        unsigned s;
        const volatile unsigned* vc = ctr;
        while (((s = *vc) & kDoneMask) <= c) {
        }
        __threadfence();  // acquire: y of the blocks counted in `s` is visible from here
        s_done = s & kDoneMask;
      }
      __syncthreads();
      known = s_done;
    }
  };
  auto load_y = [&](long long c) {
    if (t < kNB) ys[t] = c > 0 || t >= S.off ? ld_vol(S.y(c * kNB + t)) : zero<T>();
  };

  // 2. G = D^-1 M_{r,r-1}: the tile staged column chunk by column chunk (stride kNB + 1).
  T g[kG ? U : 1];
#pragma unroll
  for (int u = 0; u < (kG ? U : 1); ++u) g[u] = zero<T>();
  if (useG) {
    constexpr int CH = Scr::kCh > 0 ? Scr::kCh : 4;
    load_tile(r - 1);
#pragma unroll
    for (int cb = 0; cb < kNB; cb += CH) {
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int il = TR ? hi + 4 * u : lo;
        const int jl = TR ? lo : hi + 4 * u;
        if (jl >= cb && jl < cb + CH) scr[(jl - cb) * (kNB + 1) + il] = v[u];
      }
      __syncthreads();
      // Columns hi + 4u in [cb, cb + CH): u in [cb/4, (cb + CH)/4) since hi < 4.
#pragma unroll 2
      for (int k = 0; k <= lo; ++k) {
        const T dk = pk(dg, lo, k);
#pragma unroll
        for (int u = cb / 4; u < (cb + CH) / 4; ++u)
          g[u] = fma_(g[u], dk, scr[(hi + 4 * u - cb) * (kNB + 1) + k]);
      }
      __syncthreads();
    }
  }

  // 3. The update from the solved column blocks c < cend, in order, one tile ahead.
  const long long cend = useG ? r - 1 : r;
  T acc[TR ? U : 1];
#pragma unroll
  for (int u = 0; u < (TR ? U : 1); ++u) acc[u] = zero<T>();
  if (cend > 0) load_tile(0);
  for (long long c = 0; c < cend; ++c) {
    wait_for(c);
    load_y(c);
    __syncthreads();
    T cur[U];
#pragma unroll
    for (int u = 0; u < U; ++u) cur[u] = v[u];
    if (c + 1 < cend) load_tile(c + 1);  // in flight while we compute and wait for c + 1
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if (TR)
        acc[TR ? u : 0] = fma_(acc[TR ? u : 0], cur[u], ys[lo]);
      else
        acc[0] = fma_(acc[0], cur[u], ys[hi + 4 * u]);
    }
    __syncthreads();  // ys is rewritten next
  }

  // rhs -= the update (reduced across the threads sharing a row).
  if (cend > 0) {
    if (!TR) {
      red(hi, lo) = acc[0];
    } else {
#pragma unroll
      for (int m = kWarp / 2; m > 0; m /= 2) {
#pragma unroll
        for (int u = 0; u < (TR ? U : 1); ++u) acc[u] = add(acc[u], shfl_xor(acc[u], m));
      }
      if ((lo & (kWarp - 1)) == 0) {
#pragma unroll
        for (int u = 0; u < (TR ? U : 1); ++u) red(lo / kWarp, hi + 4 * u) = acc[u];
      }
    }
    __syncthreads();
    if (t >= first && t < rows) {
      T s = red(0, t);
#pragma unroll
      for (int q = 1; q < (TR ? NW : 4); ++q) s = add(s, red(q, t));
      rhs[t] = sub(rhs[t], s);
    }
  }
  __syncthreads();

  // 4. w = D^-1 rhs: row t%64, every 4th column from t/64, the 4 lanes summed in shared.
  T w = zero<T>();
  {
    T sum[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
#pragma unroll
    for (int q = 0; q < kNB / 4; ++q) {
      const int j = hi + 4 * q;
      if (j <= lo) sum[q % 4] = fma_(sum[q % 4], pk(dg, lo, j), rhs[j]);
    }
    red(hi, lo) = sum4(sum);
  }
  __syncthreads();
  if (t < kNB) w = red4(t);

  // 5. (G) y_r = w - G y_{r-1}, once y_{r-1} is published.
  if (useG) {
    wait_for(r - 1);  // (its barrier also ends the reads of red above; so does the next one)
    load_y(r - 1);
    __syncthreads();
    T p = zero<T>();
#pragma unroll
    for (int u = 0; u < U; ++u) p = fma_(p, g[u], ys[hi + 4 * u]);
    red(hi, lo) = p;
    __syncthreads();
    if (t < kNB) w = sub(w, red4(t));
  }
  if (t >= first && t < rows) {
    *S.y(R0 + t) = w;
    __threadfence();  // release: y_r is visible device-wide before done says so
  }
  __syncthreads();
  if (COUNTED && t == 0) {
    if (last)
      atomicExch(ctr, 0u);  // every ticket taken, every other block done: reset for next call
    else
      atomicAdd(ctr, 1u);
  }
  __syncthreads();  // shared memory is reused by the next row block / batch
}

// Grid: (blocks_per_batch, min(batch, 65535)) counted, else (1, min(batch, 65535)).
// WIDE (the split solve of a non-transposed real system with more row blocks than
// multiprocessors): bound to two blocks per SM (128 registers, no spills), so that the later
// tickets are resident from the start instead of waiting for a block to finish (H200 dtrsv
// 16384 621 -> 544 us). Not for the others: under that bound the inversion and G run with
// less overlap and n = 512..8192 lost 2-6 us (fixed cost).
template <class T, bool TR, bool CJ, bool COUNTED, bool WIDE = false>
__global__ void __launch_bounds__(kThreads, WIDE ? 2 : 0) sv_kernel(TriDesc d) {
  pdl_begin();  // every block of this grid runs before a dependent grid can start
  __shared__ unsigned s_ticket;
  const long long n = d.n;
  const long long nb = (n + kNB - 1) / kNB;
  const bool upper = d.uplo == Uplo::Upper;
  const bool rev = (upper && d.trans == Trans::N) || (!upper && d.trans != Trans::N);
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* inv = d.inv.addr != 0 ? base_of<const T>(d.inv, b) : nullptr;
    const System<T, TR, CJ> S{base_of<const T>(d.a.at, b), base_of<T>(d.x.at, b), inv, n,
                              d.a.ld, d.x.inc, rev ? nb * kNB - n : 0, rev};
    if (COUNTED) {
      unsigned* ctr = reinterpret_cast<unsigned*>(d.work) + b;
      if (threadIdx.x == 0) s_ticket = atomicAdd(ctr, kTicket) >> 16;
      __syncthreads();
      const long long r = s_ticket;
      __syncthreads();
      solve_rows<T, TR, CJ, true>(S, r, unit, ctr, r == nb - 1);
    } else {
      for (long long r = 0; r < nb; ++r) solve_rows<T, TR, CJ, false>(S, r, unit, nullptr, false);
    }
  }
}

template <class T>
int launch_sv(const TriDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  const long long nb = (d.n + kNB - 1) / kNB;
  const bool counted = d.work != 0 && d.blocks_per_batch > 1;
  if (counted && (d.blocks_per_batch != nb || nb > static_cast<long long>(kDoneMask)))
    return kInvalidLaunch;
  const unsigned by = static_cast<unsigned>(d.batch < 65535 ? d.batch : 65535);
  const dim3 grid(counted ? d.blocks_per_batch : 1u, by), block(kThreads);
  const bool tr = d.trans != Trans::N, cj = d.trans == Trans::C;
  if (counted) {
    // WIDE: real T only (no complex instantiation), more row blocks than multiprocessors.
    constexpr bool kWide = !Num<T>::kCplx;
    if (!tr && kWide && nb > kern::sm_count())
      launch_pdl(sv_kernel<T, false, false, true, kWide>, grid, block, s, d);
    else if (!tr) launch_pdl(sv_kernel<T, false, false, true>, grid, block, s, d);
    else if (!Num<T>::kCplx || !cj) launch_pdl(sv_kernel<T, true, false, true>, grid, block, s, d);
    else if constexpr (Num<T>::kCplx) launch_pdl(sv_kernel<T, true, true, true>, grid, block, s, d);
  } else {
    if (!tr) launch_pdl(sv_kernel<T, false, false, false>, grid, block, s, d);
    else if (!Num<T>::kCplx || !cj) launch_pdl(sv_kernel<T, true, false, false>, grid, block, s, d);
    else if constexpr (Num<T>::kCplx) launch_pdl(sv_kernel<T, true, true, false>, grid, block, s, d);
  }
  return static_cast<int>(hipGetLastError());
}

}  // namespace trik
}  // namespace oxblas_hip
