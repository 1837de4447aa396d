// TriSolve: substitution with a triangle of order k at most 256. Up to 64 (the solves of order
// up to plan::nb, and the fallback's diagonal blocks): one warp per right-hand-side vector,
// kSolveVectors vectors a block. The block puts the triangle in shared memory once; then each
// warp holds its vector in registers (lane i rows i, i + warp size) and eliminates one
// unknown per step: a shuffle hands the owner's value to the warp (every lane divides it by
// the diagonal when it is not unit), every lane updates its rows without a branch. No barrier
// between steps, and few warps a multiprocessor (order 64 on an H200: 5.5 µs). (16 vectors a
// block, in shared memory with a barrier a step, took 23 µs for an order-64 solve on an H100,
// and as many warps with a branch per row 20 µs: both bound by instruction issue; one thread
// per vector walking its vector in global memory, 250 µs.)
//
// Orders 65 to 256 (getrf's look-ahead solve of the next panel's rows, 256 x 256, on the chain
// between two panels; level-3 trsm took it in several launches): the blocked kernel below, one
// launch. A block takes VB vectors; thread t owns row t of them in registers. The triangle's
// diagonal blocks of DB rows are inverted at once, one team of DB threads each (lane j: column
// j of the inverse, right-looking, its steps before j skipped so that nothing past a column's
// own rows reaches it), and kept in shared memory. Then chunk by chunk: the chunk's rows
// become X = inv(D) B (one barrier), the rows below subtract their part of the chunk's
// columns of the triangle times X, and the chunk's owners store X. Two barriers a chunk. Each
// row's part of the next chunk's columns is copied into shared memory by cp.async while this
// chunk is solved (NVIDIA; elsewhere read into registers at the chunk's start). On an H200 a
// 256 x 256 f64 solve takes 21-28 us in one launch (solve_probe.cu,
// docs/benchmarks/2026-11-30-h200-lu-solve/): latency-bound, 8 warps a multiprocessor.
// With pivots (left side only; getrf's look-ahead: the panel's interchanges on the next
// panel's columns, which took a launch of their own on the chain), B's rows are interchanged
// first as laswp would: every row of B and every pivot row below it finds the row whose value
// ends up in it by following the interchanges backwards (all at once, a thread a row), the
// rows of B start from their sources' values, and the pivot rows below B get theirs after the
// block's first barrier, when every value has been read.
#include "../async_copy.h"
#include "solver_common.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "../opt_in_shared.h"
#endif

namespace oxblas_hip {
namespace slv {

constexpr int kSolveMaxOrder = 64, kSolveVectors = 4;
constexpr int kSolveThreads = kSolveVectors * OXHIP_WARP;
// Rows of a vector a lane holds: i, i + OXHIP_WARP, ...
constexpr int kSolveRows = (kSolveMaxOrder + OXHIP_WARP - 1) / OXHIP_WARP;

// One warp's vector r (lane's rows lane + q·OXHIP_WARP) through the k steps, M lower
// (forward) or upper (backward); mel(i, l) is M(i, l) for any i < k (the other triangle
// unused). The steps go slot by slot (the unknowns of rows slot·OXHIP_WARP on, held in
// r[slot]), so that which register holds a step's unknown, and which of a lane's rows are
// already final, are known at compile time; no branch, and a step's chain is its shuffle and
// one multiply-add (non-unit: the division first, in every lane). H200, order 64 unit lower
// (the forty-eighth session's clock64 stamps, docs/benchmarks/2026-12-02-h200-lu-warp-solve/
// experiments.txt): 129 cycles a step with the slot found at run time and the owner's
// division in a branch, 53 so.
template <bool LOWER, bool UNIT, class T, class Mel>
__device__ inline void solve_steps(T (&r)[kSolveRows], int k, int lane, Mel mel) {
#pragma unroll
  for (int p = 0; p < kSolveRows; ++p) {
    const int slot = LOWER ? p : kSolveRows - 1 - p;
    const int lo = slot * OXHIP_WARP, hi = k < lo + OXHIP_WARP ? k : lo + OXHIP_WARP;
#pragma unroll 4
    for (int s = 0; s < hi - lo; ++s) {
      const int l = LOWER ? lo + s : hi - 1 - s;
      // The step's multipliers first: they do not wait for the unknown. Rows past k hold
      // values never stored; their multipliers are row k - 1's.
      T m[kSolveRows];
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        if (LOWER ? q >= slot : q <= slot) m[q] = mel(i < k ? i : k - 1, l);
      }
      T xl = bcast(r[slot], l - lo);
      if (!UNIT) xl = dv(xl, mel(l, l));
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        if (LOWER ? q < slot : q > slot) continue;  // rows already final
        const int i = lane + q * OXHIP_WARP;
        const T u = sub(r[q], l2::mul(m[q], xl));
        if (q != slot) r[q] = u;  // every row of the slot lies past l
        else if (LOWER ? i > l : i < l) r[q] = u;
        else if (!UNIT && i == l) r[q] = xl;
      }
    }
  }
}

// Vector v of B solves M x = b, M = op(T) (left) or op(T)^T (right): DIRECT reads T(i, l),
// else T(l, i); CJ conjugates.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kSolveThreads) tri_solve_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  // M itself when it fits (order up to Ty<T>::NB; 32 KiB for f64): the steps then wait on
  // shared memory only.
  constexpr int NB = Ty<T>::NB;
  __shared__ T s_m[NB * (NB + 1)];
  const int k = static_cast<int>(d.right ? d.n : d.m);
  const long long vectors = d.right ? d.m : d.n;
  const int tid = threadIdx.x, lane = tid % OXHIP_WARP;
  const long long v = blockIdx.x * static_cast<long long>(kSolveVectors) + tid / OXHIP_WARP;
  const bool m_lower = (d.uplo == Uplo::Lower) == DIRECT;
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* t = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    T* x = entry<T>(d.b.at, b, d.b_off);
    const long long vs = d.right ? 1 : d.b.ld;  // between vectors
    const long long es = d.right ? d.b.ld : 1;  // between a vector's elements
    auto gel = [&](int i, int l) {
      const T e = DIRECT ? t[i + l * ld] : t[l + i * ld];
      return CJ ? l2::conj(e) : e;
    };
    const bool cached = k <= NB;
    // All of the triangle's loads in flight at once (a thread: row tid % NB of every CS-th
    // column; an order-64 f64 triangle is 32 loads a thread), then their stores: in rounds of
    // 8 loads, an order-64 load took 4200 cycles of the H200's (four waits on L2), about as
    // long as the 64 steps after it. Only the triangle the solve reads (the other one may be
    // anything, NaN included): zeros in the other, which the steps read and do not use.
    static_assert(kSolveThreads % NB == 0, "whole columns a round");
    constexpr int CS = kSolveThreads / NB, PER = NB / CS;
    if (cached) {
      const int i = tid % NB, c0 = tid / NB;
      T held[PER];
#pragma unroll
      for (int j = 0; j < PER; ++j) {
        const int l = c0 + j * CS;
        held[j] = i < k && l < k && (m_lower ? i >= l : i <= l) ? gel(i, l) : T{};
      }
#pragma unroll
      for (int j = 0; j < PER; ++j) {
        const int l = c0 + j * CS;
        if (l < k) s_m[i + l * (NB + 1)] = held[j];
      }
    }
    __syncthreads();
    if (v < vectors) {  // the whole warp, or none of it
      T* xv = x + v * vs;
      T r[kSolveRows];
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        r[q] = i < k ? xv[i * es] : T{};
      }
      auto steps = [&](auto mel) {
        if (m_lower) {
          if (unit) solve_steps<true, true>(r, k, lane, mel);
          else solve_steps<true, false>(r, k, lane, mel);
        } else {
          if (unit) solve_steps<false, true>(r, k, lane, mel);
          else solve_steps<false, false>(r, k, lane, mel);
        }
      };
      if (cached)
        steps([&](int i, int l) { return s_m[i + l * (NB + 1)]; });
      else  // the other triangle unused, but read: what it holds stays out of the result
        steps(gel);
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        if (i < k) xv[i * es] = r[q];
      }
    }
    __syncthreads();  // the triangle stays until every warp is done with it
  }
}

constexpr int kSolveBlockedMax = 256, kBlockedThreads = 256;

// Diagonal block order DB and vectors a block VB: every diagonal block's inverse stays in
// shared memory (ceil(k / DB) DB (DB + 1) elements) beside two DB x VB blocks. Measured on an
// H200 (dtrsm-like 256 x 256, one launch; docs/benchmarks/2026-11-30-h200-lu-solve/): DB 32 /
// 16 / 8 took 31.5 / 28.5 / 21.0 us (the inversion's steps cost more than the chunks save),
// VB 8 / 4 / 2 at DB 8: 32.9 / 21.0 / 22.9, three or four stages instead of two 24.5.
template <class T> struct Blocked {
  static constexpr int DB = 8;
  static constexpr int VB = sizeof(T) == 16 ? 2 : 4;
#if defined(OXBLAS_HIP_NVIDIA)
  static constexpr bool kStage = true;
  static constexpr int NS = 2;
#else
  static constexpr bool kStage = false;
  static constexpr int NS = 1;
#endif
  static_assert(kSolveBlockedMax / DB <= kBlockedThreads / DB, "a team a diagonal block");
  // The inverses, two DB x VB blocks, with kStage NS stages of every row's part of a chunk's
  // columns (a row of DB + 1 elements a thread); then the pivots' rows and the rows' sources
  // (ints).
  static size_t smem(int k) {
    const int nblk = (k + DB - 1) / DB;
    const size_t stage = kStage ? NS * static_cast<size_t>(kBlockedThreads) * (DB + 1) : 0;
    return (static_cast<size_t>(nblk) * DB * (DB + 1) + 2 * DB * VB + stage) * sizeof(T) +
           3 * sizeof(int) * static_cast<size_t>(k);
  }
};

// Vectors of B solve M x = b (as tri_solve_kernel: M = op(T) left, op(T)^T right), for
// 64 < k <= 256. Rows are taken in the order M' = M with both indices reversed when M is
// upper, so that M' is lower: forward substitution on M' in every case.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kBlockedThreads, 1) tri_solve_blocked_kernel(SolverDesc d) {
  kern::pdl_begin();
  constexpr int DB = Blocked<T>::DB, VB = Blocked<T>::VB, NS = Blocked<T>::NS, RS = DB + 1;
  extern __shared__ __align__(16) unsigned char solve_smem[];
  const int k = static_cast<int>(d.right ? d.n : d.m);
  const long long vectors = d.right ? d.m : d.n;
  const int nblk = (k + DB - 1) / DB;
  T* const s_inv = reinterpret_cast<T*>(solve_smem);  // block c, row i, column l
  T* const s_b = s_inv + nblk * DB * RS;                // the chunk's rows of B: [l][v]
  T* const s_x = s_b + DB * VB;                         // their solution: [l][v]
  T* const s_m = s_x + DB * VB;                         // kStage: [stage][thread][l]
  // With pivots: the row of B interchange t swaps with row t, then the source of row q (q <
  // k) and of pivot row s_piv[q - k] (k <= q < 2k).
  int* const s_piv =
      reinterpret_cast<int*>(s_m + (Blocked<T>::kStage ? NS * kBlockedThreads * RS : 0));
  int* const s_src = s_piv + k;
  const bool pivots = d.ipiv.addr != 0;
  const int tid = threadIdx.x;
  const bool m_lower = (d.uplo == Uplo::Lower) == DIRECT;
  const bool unit = d.diag == Diag::Unit;
  const T zero = l2::zero<T>(), one_v = one<T>();
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* t = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    T* x = entry<T>(d.b.at, b, d.b_off);
    const long long vs = d.right ? 1 : d.b.ld;  // between vectors
    const long long es = d.right ? d.b.ld : 1;  // between a vector's elements
    auto pos = [&](int i) { return m_lower ? i : k - 1 - i; };
    // M'(i, l0 + l) for l = 0, 1, ...: at row(i, l0)[l * step] (i and l0 + l < k).
    const long long lstep = DIRECT ? (m_lower ? ld : -ld) : (m_lower ? 1 : -1);
    auto row_at = [&](int i, int l0) {
      const long long pi = pos(i), pl = pos(l0);
      return DIRECT ? t + pi + pl * ld : t + pl + pi * ld;
    };
    auto op = [&](T e) { return CJ ? l2::conj(e) : e; };
    if (pivots) {
      const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr) + b * d.ipiv.stride + d.ip0;
      for (int q = tid; q < k; q += blockDim.x)
        s_piv[q] = ipiv[q] - 1 - static_cast<int>(d.row0);
    }
    {
      // Row i of diagonal block c by thread (c, i) (lanes on consecutive rows): the stored
      // triangle only, the diagonal 1 when unit; rows past k are the identity's.
      const int c = tid / DB, i = tid % DB, gi = c * DB + i;
      if (c < nblk) {
        T row[DB];
        const T* p = row_at(gi < k ? gi : k - 1, c * DB);
#pragma unroll
        for (int l = 0; l < DB; ++l)
          row[l] = l < i && gi < k ? op(l2::ld(p + l * lstep))
                   : l == i        ? (unit || gi >= k ? one_v : op(l2::ld(p + l * lstep)))
                                   : zero;
        T* r = s_inv + (c * DB + i) * RS;
#pragma unroll
        for (int l = 0; l < DB; ++l)
          if (l <= i) r[l] = row[l];
      }
      __syncthreads();
      // Sources (pivots): interchange u swapped rows u and s_piv[u] (at or below u, as
      // getrf's), so the value that ends in row x is found by following them backwards; a row
      // q < k of B is touched by no interchange after q.
      if (pivots)
        for (int q = tid; q < 2 * k; q += blockDim.x) {
          int from = q < k ? q : s_piv[q - k];
          for (int u = q < k ? q : k - 1; u >= 0; --u) {
            const int p = s_piv[u];
            from = from == u ? p : from == p ? u : from;
          }
          s_src[q] = from;
        }
      // Column j of the block's inverse: x = e_j; step l (from j on) finishes x_l and takes
      // it out of the rows below.
      T xc[DB];
      const int j = i;
      if (c < nblk) {
        const T* blk = s_inv + c * DB * RS;
#pragma unroll
        for (int q = 0; q < DB; ++q) xc[q] = q == j ? one_v : zero;
#pragma unroll
        for (int l = 0; l < DB; ++l) {
          if (!unit) xc[l] = l >= j ? dv(xc[l], blk[l * RS + l]) : xc[l];
          const T xl = xc[l];
#pragma unroll
          for (int q = l + 1; q < DB; ++q) {
            const T u = l2::mad<false>(xc[q], neg(blk[q * RS + l]), xl);
            xc[q] = l >= j ? u : xc[q];
          }
        }
      }
      __syncthreads();  // every team has read its block
      if (c < nblk) {
        T* col = s_inv + c * DB * RS + j;
#pragma unroll
        for (int q = 0; q < DB; ++q)
          if (q >= j) col[q * RS] = xc[q];
      }
      __syncthreads();
    }
    for (long long v0 = blockIdx.x * static_cast<long long>(VB); v0 < vectors;
         v0 += static_cast<long long>(gridDim.x) * VB) {
      // Thread tid owns row tid of the VB vectors (zero past k and past the last vector).
      T acc[VB];
      const bool own = tid < k;
      T* const xr = x + (own ? pos(tid) : 0) * es;
      {
        const T* from = pivots && own ? x + s_src[pos(tid)] * es : xr;
#pragma unroll
        for (int v = 0; v < VB; ++v)
          acc[v] = own && v0 + v < vectors ? from[(v0 + v) * vs] : zero;
      }
      // Pivot rows below B (pivots): thread q reads pivot q's new value now and writes it
      // after the first barrier, when every value has been read (a row listed twice gets the
      // same value twice).
      T moved[VB];
      const int prow = pivots && tid < k ? s_piv[tid] : 0;
      const bool mover = pivots && tid < k && prow >= k;
      if (mover) {
        const T* from = x + s_src[k + tid] * es;
#pragma unroll
        for (int v = 0; v < VB; ++v) moved[v] = v0 + v < vectors ? from[(v0 + v) * vs] : zero;
      }
      // The rows below chunk c use their part of its columns of M' (negated). NVIDIA: each
      // thread copies its row's part of chunk c + 1 into its stage while chunk c is solved
      // (cp.async: no registers held; only the thread reads it back, so no barrier), else
      // read into registers at the chunk's start.
      auto stage_m = [&](int c) {
        if constexpr (Blocked<T>::kStage) {
          const int c0 = c * DB;
          if (own && c < nblk && tid >= c0 + DB) {
            T* dst = s_m + ((c % NS) * kBlockedThreads + tid) * RS;
            const T* p = row_at(tid, c0);
#pragma unroll
            for (int l = 0; l < DB; ++l)
              if (c0 + l < k) {
                if constexpr (l2::Num<T>::kCplx) kern::copy_parts(dst + l, p + l * lstep);
                else kern::copy_in(dst + l, p + l * lstep);
              }
          }
          kern::copy_commit();
        }
      };
      for (int c = 0; c < NS - 1; ++c) stage_m(c);
      for (int c = 0; c < nblk; ++c) {
        const int c0 = c * DB;
        const bool mine = tid >= c0 && tid < c0 + DB, below = tid >= c0 + DB && own;
        T m[DB];
        if constexpr (Blocked<T>::kStage) {
          stage_m(c + NS - 1);
        } else {
          const T* p = row_at(below ? tid : 0, c0);
#pragma unroll
          for (int l = 0; l < DB; ++l)
            m[l] = below && c0 + l < k ? neg(op(l2::ld(p + l * lstep))) : zero;
        }
        if (mine) {
#pragma unroll
          for (int v = 0; v < VB; ++v) s_b[(tid - c0) * VB + v] = acc[v];
        }
        __syncthreads();
        if (c == 0 && mover) {
#pragma unroll
          for (int v = 0; v < VB; ++v)
            if (v0 + v < vectors) x[prow * es + (v0 + v) * vs] = moved[v];
        }
        if (tid < DB * VB) {  // X = inv(D) B, output (r, v); lanes on rows; four sums
          const int r = tid % DB, v = tid / DB;
          const T* irow = s_inv + (c0 + r) * RS;
          T s4[4] = {zero, zero, zero, zero};
#pragma unroll
          for (int l = 0; l < DB; ++l) {
            const T u = l2::mad<false>(s4[l % 4], irow[l], s_b[l * VB + v]);
            s4[l % 4] = l <= r ? u : s4[l % 4];
          }
          s_x[r * VB + v] = l2::add(l2::add(s4[0], s4[1]), l2::add(s4[2], s4[3]));
        }
        __syncthreads();
        if (mine && own) {
#pragma unroll
          for (int v = 0; v < VB; ++v)
            if (v0 + v < vectors) xr[(v0 + v) * vs] = s_x[(tid - c0) * VB + v];
        } else if (below) {
          if constexpr (Blocked<T>::kStage) {
            kern::copy_wait_group<NS - 1>();  // chunk c's copies (later ones may be in flight)
            const T* srow = s_m + ((c % NS) * kBlockedThreads + tid) * RS;
#pragma unroll
            for (int l = 0; l < DB; ++l) m[l] = c0 + l < k ? neg(op(srow[l])) : zero;
          }
#pragma unroll
          for (int l = 0; l < DB; ++l)
#pragma unroll
            for (int v = 0; v < VB; ++v) acc[v] = l2::mad<false>(acc[v], m[l], s_x[l * VB + v]);
        }
      }
      kern::copy_wait();  // nothing left in flight (the last groups were empty)
      __syncthreads();  // s_b and s_x are reused by the next vectors
    }
  }
}

// One instantiation of the blocked kernel, opted in to its largest shared memory once.
template <auto K, class T>
int launch_blocked(const SolverDesc& d, hipStream_t s) {
  using P = Blocked<T>;
  const long long k = d.right ? d.n : d.m, vectors = d.right ? d.m : d.n;
#if defined(OXBLAS_HIP_NVIDIA)
  if (int e = kern::opt_in_shared<K>(P::smem(kSolveBlockedMax))) return e;
#endif
  const dim3 grid(grid_blocks((vectors + P::VB - 1) / P::VB), grid_batch(d.batch));
  kern::launch_pdl_smem(K, grid, dim3(kBlockedThreads), P::smem(static_cast<int>(k)), s, d);
  return static_cast<int>(hipGetLastError());
}

template <class T>
int launch_tri_solve(const SolverDesc& d, hipStream_t s) {
  const long long k = d.right ? d.n : d.m, vectors = d.right ? d.m : d.n;
  if (k > kSolveBlockedMax || d.b.at.addr == 0) return kInvalidLaunch;
  // Pivots: the blocked kernel only, left side, pivots one apart.
  if (d.ipiv.addr != 0 && (d.right || k <= kSolveMaxOrder || d.incp != 1)) return kInvalidLaunch;
  // The system per vector (see rust/backend/host/solver.rs): direct / conjugated reads.
  bool direct, cj;
  if (!d.right) {
    direct = d.trans == Trans::N;
    cj = d.trans == Trans::C;
  } else {
    direct = d.trans != Trans::N;
    cj = d.trans == Trans::C;
  }
  (void)hipGetLastError();
  if (k > kSolveMaxOrder) {
    if (direct && !cj) return launch_blocked<tri_solve_blocked_kernel<T, true, false>, T>(d, s);
    if (direct) return launch_blocked<tri_solve_blocked_kernel<T, true, true>, T>(d, s);
    if (!cj) return launch_blocked<tri_solve_blocked_kernel<T, false, false>, T>(d, s);
    return launch_blocked<tri_solve_blocked_kernel<T, false, true>, T>(d, s);
  }
  const dim3 grid(static_cast<unsigned>((vectors + kSolveVectors - 1) / kSolveVectors),
                  grid_batch(d.batch));
  const dim3 block(kSolveThreads);
  if (direct && !cj) kern::launch_pdl(tri_solve_kernel<T, true, false>, grid, block, s, d);
  else if (direct) kern::launch_pdl(tri_solve_kernel<T, true, true>, grid, block, s, d);
  else if (!cj) kern::launch_pdl(tri_solve_kernel<T, false, false>, grid, block, s, d);
  else kern::launch_pdl(tri_solve_kernel<T, false, true>, grid, block, s, d);
  return static_cast<int>(hipGetLastError());
}

template int launch_tri_solve<float>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<double>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c32>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
