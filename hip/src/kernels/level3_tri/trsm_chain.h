// trsm with few right-hand sides (TriBlockOp::Chain): the counter-chained block substitution.
//
// Why. A left solve of order 8192 with 16 right-hand sides did 128 / 128-row steps of the
// blocked path (invA times a block, then a GEMM updating everything below it): two launches
// a step, each on a grid of a few tiles, 1.56 ms on an H200 where reading A's triangle once
// takes ~60 us. Here one launch solves it, each block of 256 threads owning 64 rows of the
// solution, as trsv's split solve (level2/tri_common.h) does for one right-hand side.
//
// The problem in canonical form, as trsv's (level2/tri_common.h): M Y = alpha B with M lower
// triangular of order k, logical row i of M and Y at physical row p(i) (rev walks backwards,
// rows shifted by `off` so that the partial 64-block is solved first and row blocks are A's
// own, counted from row 0). M(i, j) = TR ? op(A[p(j), p(i)]) : A[p(i), p(j)], conjugated when
// CJ. On the left Y = X (k = m, a right-hand side is a column of B: rows 1 apart, columns ldb);
// on the right X op(A) = alpha B is op(A)^T X^T = alpha B^T, so Y = X^T (k = n, rows ldb apart,
// right-hand sides 1 apart) and M = op(A)^T.
//
// One block, row block r (the ticket it takes: r = atomicAdd(counter, 1 << 16) >> 16):
//   1. its diagonal block D (packed lower, reciprocal diagonal) and alpha times its part of B,
//      then D inverted in place (trsv's doubling: invert_diag), all before it waits;
//   2. for every column block c < r in order: the tile M_rc staged in shared memory (the next
//      one loaded into registers meanwhile), wait until done > c, Y_c read past L1, and
//      acc(i, q) += sum_j M_rc(i, j) Y_c(j, g + 4q) (thread (i = t % 64, g = t / 64) owns row
//      i and the right-hand sides g, g + 4, g + 8, g + 12: no reduction between threads);
//   3. Y_r = D^-1 (alpha B_r - acc), written in place of B_r, fenced, and done += 1.
// The protocol (tickets in bits 16..31, done in bits 0..15, no deadlock since a block waits
// only on smaller tickets, whose holders are running; the holder of the last ticket resets
// the counter to zero once every other block has counted) is trsv's; see tri_common.h.
// Only the triangle of A is read (not a unit diagonal), B only in its m x n block; rows a
// block does not own are the identity and zeros.
//
// Shared memory: D packed (2080 elements), the tile 64 x 65 (4160; the inversion's scratch
// before the loop), Y_c 64 x 16 (1024; W = alpha B_r - acc at the end): 7264 elements, f32
// 28 KiB, f64 and c32 57 KiB (opted in on NVIDIA; AMD's 64 KiB hold it). c64 would need
// 114 KiB: the Rust front end keeps c64 on the blocked path (rust/level3/tri_plan.rs).
#pragma once

#include "../level2/tri_sv.h"
#include "tri_block.h"

namespace oxblas_hip {
namespace tb {

constexpr int kChainRhs = 16;               // right-hand sides at most
constexpr int kChainNB = trik::kNB;         // rows of a block: 64
constexpr int kChainLd = kChainNB + 1;      // the tile's leading dimension in shared memory
constexpr int kChainPacked = trik::kPacked;  // D, packed lower
constexpr int kChainElems = kChainPacked + kChainNB * kChainLd + kChainNB * kChainRhs;
static_assert(kChainRhs == 16 && trik::kThreads == 256, "thread (i, g) owns g + 4q, q < 4");

template <class T>
constexpr size_t chain_smem_bytes() {
  return static_cast<size_t>(kChainElems) * sizeof(T);
}

// What the launcher derives from the descriptor (all batch entries share it).
struct ChainShape {
  long long k;    // order of M
  long long nr;   // right-hand sides
  long long rs;   // elements between consecutive rows of Y
  long long cs;   // elements between consecutive right-hand sides of Y
  long long off;  // virtual rows before logical row 0 (rev)
  long long bpb;  // row blocks
  bool rev;
  bool unit;
};

// acc[q] += sum_j Ms(i, j) Ys(j, g + 4q), for the NQ column groups that exist.
template <class T, int NQ>
__device__ inline void chain_product(const T* ms, const T* ys, int i, int g, T (&acc)[4]) {
#pragma unroll 8
  for (int j = 0; j < kChainNB; ++j) {
    const T a = ms[j * kChainLd + i];
#pragma unroll
    for (int q = 0; q < NQ; ++q) acc[q] = trik::fma_(acc[q], a, ys[j * kChainRhs + g + 4 * q]);
  }
}

template <class T>
__device__ inline void chain_product_n(int nq, const T* ms, const T* ys, int i, int g,
                                       T (&acc)[4]) {
  switch (nq) {
    case 1: chain_product<T, 1>(ms, ys, i, g, acc); break;
    case 2: chain_product<T, 2>(ms, ys, i, g, acc); break;
    case 3: chain_product<T, 3>(ms, ys, i, g, acc); break;
    default: chain_product<T, 4>(ms, ys, i, g, acc); break;
  }
}

template <class T, bool TR, bool CJ>
__global__ void __launch_bounds__(trik::kThreads) chain_kernel(TriBlockDesc d, ChainShape c) {
  using trik::pk;
  constexpr int U = kChainNB / 4;  // tile elements a thread loads
  extern __shared__ __align__(16) unsigned char chain_raw[];
  T* const dg = reinterpret_cast<T*>(chain_raw);  // D, then D^-1 (packed lower)
  T* const ms = dg + kChainPacked;                // the tile M_rc; the inversion's scratch
  T* const ys = ms + kChainNB * kChainLd;         // Y_c; then W
  __shared__ unsigned s_ticket, s_done;
  const int t = threadIdx.x, lo = t & (kChainNB - 1), hi = t >> 6;
  const int i = lo, g = hi;  // the product's owner: row i, right-hand sides g + 4q
  const int nq = static_cast<int>((c.nr + 3) / 4);
  const T alpha = load_scalar<T>(d.alpha);
  const bool zero_alpha = is_zero(alpha);

  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    unsigned* const ctr = reinterpret_cast<unsigned*>(d.work) + b;
    if (t == 0) s_ticket = atomicAdd(ctr, trik::kTicket) >> 16;
    __syncthreads();
    const long long r = s_ticket;
    const trik::System<T, TR, CJ> S{base<const T>(d.a.at, b, d.a_off),
                                    nullptr,
                                    d.inv.addr ? base<const T>(d.inv, b, 0) : nullptr,
                                    c.k,
                                    d.a.ld,
                                    1,
                                    c.off,
                                    c.rev};
    T* const y = base<T>(d.b.at, b, d.b_off);
    auto yat = [&](long long v, long long col) { return y + S.p(v) * c.rs + col * c.cs; };
    const long long R0 = r * kChainNB;
    const int rows = static_cast<int>(c.k + c.off - R0 < kChainNB ? c.k + c.off - R0 : kChainNB);
    const int first = R0 < c.off ? static_cast<int>(c.off - R0) : 0;
    const bool given = S.inv != nullptr;

    // 1. D (or the caller's inverse of it) and alpha B_r, all loads issued first.
    {
      T raw[U];
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int il = TR ? hi + 4 * u : lo;
        const int jl = TR ? lo : hi + 4 * u;
        const bool real = jl < il && jl >= first && il < rows;
        raw[u] = !real ? trik::zero<T>() : given ? S.minv(R0 + il, R0 + jl) : S.m(R0 + il, R0 + jl);
      }
      T dd = trik::one<T>();
      const bool dreal = t < kChainNB && t >= first && t < rows && !c.unit;
      if (dreal) dd = given ? S.minv(R0 + t, R0 + t) : S.m(R0 + t, R0 + t);
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int il = TR ? hi + 4 * u : lo;
        const int jl = TR ? lo : hi + 4 * u;
        if (jl < il) pk(dg, il, jl) = raw[u];
      }
      if (t < kChainNB) pk(dg, t, t) = dreal && !given ? trik::recip(dd) : dd;
    }
    T bv[4];
    const bool row_real = i >= first && i < rows;
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const long long col = g + 4 * q;
      bv[q] = row_real && col < c.nr && !zero_alpha ? trik::mul(alpha, *yat(R0 + i, col))
                                                    : trik::zero<T>();
    }
    __syncthreads();
    if (!given && !zero_alpha) trik::invert_diag<T>(dg, ms);

    // 2. The update from the solved row blocks, one tile ahead.
    T v[U];
    auto load_tile = [&](long long cb) {
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int il = TR ? hi + 4 * u : lo;
        const int jl = TR ? lo : hi + 4 * u;
        const bool in = il < rows && (cb > 0 || jl >= c.off);
        v[u] = in ? S.m(R0 + il, cb * kChainNB + jl) : trik::zero<T>();
      }
    };
    unsigned known = 0;
    auto wait_for = [&](long long cb) {  // until row block cb is solved (done > cb)
      if (known <= cb) {
        if (t == 0) {
          unsigned s;
          const volatile unsigned* vc = ctr;
          while (((s = *vc) & trik::kDoneMask) <= cb) {
          }
          __threadfence();  // acquire: the Y of the blocks counted in s is visible from here
          s_done = s & trik::kDoneMask;
        }
        __syncthreads();
        known = s_done;
      }
    };
    T acc[4] = {trik::zero<T>(), trik::zero<T>(), trik::zero<T>(), trik::zero<T>()};
    if (zero_alpha) {
      // B = 0 without reading A: only the order of the counts is kept.
      if (r > 0) wait_for(r - 1);
    } else {
      if (r > 0) load_tile(0);
      for (long long cb = 0; cb < r; ++cb) {
        __syncthreads();  // the previous product is done with the tile and Y_c
#pragma unroll
        for (int u = 0; u < U; ++u) {
          const int il = TR ? hi + 4 * u : lo;
          const int jl = TR ? lo : hi + 4 * u;
          ms[jl * kChainLd + il] = v[u];
        }
        if (cb + 1 < r) load_tile(cb + 1);  // in flight while we wait and multiply
        wait_for(cb);
        // Y_c, 64 x nr: along rows where rows are adjacent (left), else along right-hand sides.
#pragma unroll
        for (int e0 = 0; e0 < kChainNB * kChainRhs; e0 += trik::kThreads) {
          const int e = e0 + t;
          const int jr = c.rs == 1 ? e % kChainNB : e / kChainRhs;
          const int col = c.rs == 1 ? e / kChainNB : e % kChainRhs;
          const long long vv = cb * kChainNB + jr;
          const bool in = col < c.nr && (cb > 0 || jr >= c.off);
          ys[jr * kChainRhs + col] = in ? trik::ld_vol(yat(vv, col)) : trik::zero<T>();
        }
        __syncthreads();
        chain_product_n<T>(nq, ms, ys, i, g, acc);
      }
    }

    // 3. Y_r = D^-1 (alpha B_r - acc).
    __syncthreads();  // the last product is done with Y_c
#pragma unroll
    for (int q = 0; q < 4; ++q) ys[i * kChainRhs + g + 4 * q] = trik::sub(bv[q], acc[q]);
    __syncthreads();
    T out[4] = {trik::zero<T>(), trik::zero<T>(), trik::zero<T>(), trik::zero<T>()};
    if (!zero_alpha) {
      // The warp's rows are 32 consecutive ones: j runs to the warp's last row.
      const int jmax = i | (trik::kWarp - 1);
#pragma unroll 4
      for (int j = 0; j <= jmax; ++j) {
        const T dij = j <= i ? pk(dg, i, j) : trik::zero<T>();
#pragma unroll
        for (int q = 0; q < 4; ++q)
          if (q < nq) out[q] = trik::fma_(out[q], dij, ys[j * kChainRhs + g + 4 * q]);
      }
    }
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const long long col = g + 4 * q;
      if (row_real && col < c.nr) *yat(R0 + i, col) = out[q];
    }
    __threadfence();  // release: Y_r before the count
    __syncthreads();
    if (t == 0) {
      if (r == c.bpb - 1) atomicExch(ctr, 0u);  // every other block has counted (it waited)
      else atomicAdd(ctr, 1u);
    }
    __syncthreads();  // s_ticket and the shared buffers are reused by the next batch entry
  }
}

template <class T, bool TR, bool CJ>
int launch_chain_kernel(const TriBlockDesc& d, const ChainShape& c, hipStream_t s) {
  constexpr size_t bytes = chain_smem_bytes<T>();
#if defined(OXBLAS_HIP_NVIDIA)
  if (bytes > 48 * 1024)
    if (int e = kern::opt_in_shared<chain_kernel<T, TR, CJ>>(bytes)) return e;
#endif
  (void)hipGetLastError();
  chain_kernel<T, TR, CJ><<<batch_grid(c.bpb, d.batch), trik::kThreads, bytes, s>>>(d, c);
  return static_cast<int>(hipGetLastError());
}

// The descriptor mapped to the canonical form; T is f32, f64 or c32.
template <class T>
int launch_chain_typed(const TriBlockDesc& d, hipStream_t s) {
  const bool left = d.side == Side::Left;
  const bool tr = left ? d.trans != Trans::N : d.trans == Trans::N;
  const bool cj = d.trans == Trans::C && trik::Num<T>::kCplx;
  const bool lower = (d.uplo == Uplo::Lower) != tr;  // M = op'(A) is lower
  ChainShape c{};
  c.k = left ? d.m : d.n;
  c.nr = left ? d.n : d.m;
  c.rs = left ? 1 : d.b.ld;
  c.cs = left ? d.b.ld : 1;
  c.rev = !lower;
  c.bpb = (c.k + kChainNB - 1) / kChainNB;
  c.off = c.rev ? c.bpb * kChainNB - c.k : 0;
  c.unit = d.diag == Diag::Unit;
  if (c.nr < 1 || c.nr > kChainRhs || c.bpb > 65535 || d.work == 0) return kInvalidLaunch;
  if (!tr && !cj) return launch_chain_kernel<T, false, false>(d, c, s);
  if (tr && !cj) return launch_chain_kernel<T, true, false>(d, c, s);
  if constexpr (trik::Num<T>::kCplx) {
    if (tr) return launch_chain_kernel<T, true, true>(d, c, s);
    return launch_chain_kernel<T, false, true>(d, c, s);
  }
  return kInvalidLaunch;
}

}  // namespace tb
}  // namespace oxblas_hip
