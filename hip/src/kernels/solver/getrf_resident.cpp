// GetrfResident: the LU of a whole matrix (batch 1, partial pivoting or none) held in the
// shared memory of a persistent grid, read once and written once.
//
// Why: getrf of order 1024 (the seed example's) is a chain of 1024 pivot steps; through the
// recursion each ~64-column panel is one launch and each of its columns a meeting of blocks
// (~2-3 µs), and between panels run the solves, updates and interchanges as launches of their
// own. Here the matrix's columns are dealt out to the blocks in blocks of W (column block c to
// block c mod G, G = gridDim.x at most one per multiprocessor: order 1024 in f64 is 128 blocks
// of 64 KiB each), and every block keeps its columns in shared memory from the first load to
// the last store. Panel p (column block p) is factored by its owner alone, one block barrier a
// column; the owner writes the panel's factored columns to A (their place in the result) and
// the pivots to ipiv, and raises the panel's flag. Every other block waits for that flag, then
// applies the panel to each of its column blocks: the interchanges (all of them: left of the
// panel they are the ones LAPACK applies to L), and right of it the triangular solve for the
// panel's rows of U and the rank-W update below them, with the multipliers read from A.
// The owner of panel p + 1 applies panel p to that column block before anything else, inside
// its factorization (the update in the registers that factor it), so the chain of the
// factorization is one block's: wait, apply and factor, publish; the other blocks' work runs
// beside it. On NVIDIA (where each block holds one column block) the panels are also streamed
// (ResStream): the owner stores each column's multipliers and pivot row as soon as they are
// final, and the owners of the next three panels apply the panel from that stream a column
// at a time while it is still being factored, so that the next owner starts its panel about a
// column after the last one's values arrive.
//
// The factorization is LAPACK's (getf2's pivots: the first largest |re| + |im|; a zero pivot
// is skipped, no division, and reported once in info); every element gets its multiply-adds
// in getf2's order, as fused multiply-adds (panel_common.h's nmadd), so the result is getf2's
// up to their rounding.
//
// Memory order: after a panel's stores (A, ipiv, info) the block meets and thread 0 raises the
// flag with release semantics; a waiting block's thread 0 polls it with acquire semantics, and
// the block meets before anyone reads (res_raise, res_wait). Published data (multipliers,
// pivots) are read from L2 (res_ld): a multiprocessor's L1 may hold their lines from before
// they were published. A last grid-wide meeting keeps every panel's published columns in place
// until every block has applied it; then each block stores its columns, final, over them.
//
// Where it stands (H200, docs/benchmarks/2026-11-30-h200-lu-resident/, -lu-lean-column/,
// -lu-chain/, -lu-from-128/ and -lu-streams/): at order 1024 a panel of 8 cost ~10.1 µs on the
// chain before the streams, ~0.73 µs a column (a chain of dependent instructions between two
// barriers with two warps a scheduler to hide each other's latencies) and ~4.3 µs of hand-off
// (the owner's stores 0.7 and release 0.5, the flag 0.4, the next owner's loads 1.3 and its
// rank-8 update 1.3); the streams take dgetrf 1024 from 1.31 to 1.16 ms (x1.13), 512 x1.22.
// That beats the recursion at orders 128 to 1024: the plan takes it there (plan::lu_resident).
//
// The workspace (d.b, plan::resident_exchange_bytes, ResStreamLayout): 16 bytes for the final
// meeting's counter, then one 32-bit flag per panel, which the launcher zeroes; then, where the
// kernel streams, the streams, which it sets to all ones. The grid must be resident
// at once (blocks wait on each other): the launch is cooperative, and where the runtime
// refuses the grid (a shared or partitioned device), the one-block getf2 factors the same
// matrix in global memory with the same pivots (launch_cooperative, panel_common.h).
#include <climits>
#include <type_traits>

#include "panel_common.h"

#if defined(OXBLAS_HIP_NVIDIA)
#include "../opt_in_shared.h"
#endif

namespace oxblas_hip {
namespace slv {

constexpr int kResThreads = 256, kResWarps = kResThreads / 32;  // 32: the smallest warp
// Panels streamed to the owner of the next (ResStream): it applies the last kResDepth panels
// before its own as their columns arrive, not only the last one, so that applying the one
// before the last through its flag does not hold it up.
#ifndef OXBLAS_RES_DEPTH
#define OXBLAS_RES_DEPTH 3
#endif
constexpr int kResDepth = OXBLAS_RES_DEPTH;
// Columns a block takes at a time (plan::resident_width): 8, or 4 for c64, whose rows of 8
// columns in registers spilled (0.7-50 KB with 512 threads, 128 registers a thread).
template <class T>
constexpr int res_width() {
  return sizeof(T) == 16 ? 4 : 8;
}
// The most dynamic shared memory a block holds (plan::resident_shared_bytes): sm_90's 227 KiB
// opt-in limit less room for the static arrays below; on AMD the 64 KiB of a workgroup less
// the same room.
#if defined(OXBLAS_HIP_NVIDIA)
constexpr long long kResShared = 220 * 1024;
#else
constexpr long long kResShared = 56 * 1024;
#endif

__device__ inline void res_sync_warp() {
#if defined(OXBLAS_HIP_NVIDIA)
  __syncwarp();
#else
  __builtin_amdgcn_wave_barrier();
#endif
}

// This block's stores so far are visible to every block that sees the flag raised: the block
// meets, then thread 0 releases the flag (NVIDIA: a release store, which orders what the block
// stored before the barrier; H200: 1.5% faster at order 1024 than a fence and an atomic).
__device__ inline void res_raise(unsigned* flag) {
  __syncthreads();
  if (threadIdx.x == 0) {
#if defined(OXBLAS_HIP_NVIDIA)
    asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(flag), "r"(1u) : "memory");
#else
    __threadfence();
    atomicExch(flag, 1u);
#endif
  }
}

// Every thread of the block may read what the flag's raiser stored before raising it: thread 0
// polls it (NVIDIA: acquire loads; elsewhere volatile ones and a fence), then the block meets.
__device__ inline void res_wait(const unsigned* flag) {
  if (threadIdx.x == 0) {
#if defined(OXBLAS_HIP_NVIDIA)
    unsigned v = 0;
    do {
      asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(flag) : "memory");
    } while (v == 0u);
#else
    const volatile unsigned* f = flag;
    while (*f == 0u) {
    }
    __threadfence();
#endif
  }
  __syncthreads();
}

// An element another block published: read from L2, never from this multiprocessor's L1, which
// may hold the line from before it was published (the block's own columns, loaded at the
// start, can share a cache line with a neighbour's; a pivot's line holds the next panels').
template <class V>  // float, double, int
__device__ inline V res_ld(const V* p) {
#if defined(OXBLAS_HIP_NVIDIA)
  return __ldcg(p);
#else
  return *reinterpret_cast<const volatile V*>(p);
#endif
}
__device__ inline c32 res_ld(const c32* p) {
  const float* q = reinterpret_cast<const float*>(p);
  return c32{res_ld(q), res_ld(q + 1)};
}
__device__ inline c64 res_ld(const c64* p) {
  const double* q = reinterpret_cast<const double*>(p);
  return c64{res_ld(q), res_ld(q + 1)};
}

// The stream of a panel (NVIDIA): its owner stores each column's multipliers as soon as they
// are final, and the column's pivot row, to the workspace, where the next panel's owner reads
// them while the panel is still being factored: it applies the panel to its column block a
// column at a time, one column behind, and starts its own panel as soon as the last column's
// values arrive, instead of waiting for the whole panel's stores, a flag and loads from L2.
// Every stream element starts as all ones (the launcher's memset): no value the owner stores
// (an element all ones is stored as the canonical NaN instead) and no slot (-1), so the reader
// polls each element until it is something else; relaxed loads and stores at GPU scope, as
// nothing else rides on them. Panel p's stream, in the owner's register slots (slot
// i = tid + t·kResThreads; S = RPT·kResThreads of them): which slot holds each row of the
// panel's start (by its place then, r0 .. m), the slot of each column's pivot row, and each
// column's multipliers by slot (column j at j·S: the address of a store is a constant off the
// thread's own, which keeps the factorization's registers within bounds).
// The workspace (plan::resident_exchange_bytes): 16 bytes for the final meeting's counter,
// a 32-bit flag a panel, then (NVIDIA) the panels' streams: every panel's pivot slots (W
// ints), every panel's slots of its rows (m ints), every panel's values (W·S elements), each
// part starting at a 16-byte bound.
struct ResStreamLayout {
  long long P, W, m, S, elem;
  __host__ __device__ static constexpr long long up16(long long b) { return (b + 15) / 16 * 16; }
  __host__ __device__ long long piv() const { return up16(16 + 4 * P); }
  __host__ __device__ long long map() const { return piv() + up16(4 * P * W); }
  __host__ __device__ long long values() const { return map() + up16(4 * P * m); }
  __host__ __device__ long long end() const { return values() + P * W * S * elem; }
};
// Whether the resident LU streams its panels: on NVIDIA, with two blocks or more, each of at
// most one column block. (Where a block holds two, it applies the panels streamed to its
// first through their flags to its second before its turn, and came late: dgetrf 900 x 1300
// on 132 blocks x0.92 on an H200.) plan::resident_exchange_bytes sizes the workspace by it.
__host__ __device__ inline bool res_streams(long long C, long long G) {
#if defined(OXBLAS_HIP_NVIDIA)
  return G > 1 && C <= G;
#else
  (void)C;
  (void)G;
  return false;
#endif
}

// Panel q's parts of the streams in the workspace at `base` (laid out as `l`): its pivot
// slots, the slots of its rows, its values. Const for the readers, not for the owner.
template <class E, class B>
using ResPart = std::conditional_t<std::is_const_v<B>, const E, E>;
template <class B>
__device__ inline ResPart<int, B>* res_piv(B* base, const ResStreamLayout& l, int q) {
  return reinterpret_cast<ResPart<int, B>*>(base + l.piv()) + q * l.W;
}
template <class B>
__device__ inline ResPart<int, B>* res_map(B* base, const ResStreamLayout& l, int q) {
  return reinterpret_cast<ResPart<int, B>*>(base + l.map()) + q * l.m;
}
template <class T, class B>
__device__ inline ResPart<T, B>* res_values(B* base, const ResStreamLayout& l, int q) {
  return reinterpret_cast<ResPart<T, B>*>(base + l.values()) + static_cast<long long>(q) * l.W * l.S;
}

template <class T>
struct ResStream {
  int* piv_out = nullptr;  // this panel's stream, if its next owner is another block
  int* map_out = nullptr;
  T* l_out = nullptr;
  // The panels before this one that come to this block by their streams: `count` of them from
  // panel `first` on (the workspace at `base`, laid out as `lay`).
  const unsigned char* base = nullptr;
  ResStreamLayout lay{};
  int first = 0, count = 0;
  __device__ const int* piv(int q) const { return res_piv(base, lay, q); }
  __device__ const int* map(int q) const { return res_map(base, lay, q); }
  __device__ const T* values(int q) const { return res_values<T>(base, lay, q); }
};
#if defined(OXBLAS_HIP_NVIDIA)
__device__ inline void st_relaxed(int* p, int v) {
  asm volatile("st.relaxed.gpu.global.b32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}
__device__ inline void st_relaxed(float* p, float v) {
  const unsigned b = __float_as_uint(v);
  asm volatile("st.relaxed.gpu.global.b32 [%0], %1;" ::"l"(p), "r"(b == ~0u ? 0x7fffffffu : b) : "memory");
}
__device__ inline void st_relaxed(double* p, double v) {
  const unsigned long long b = static_cast<unsigned long long>(__double_as_longlong(v));
  asm volatile("st.relaxed.gpu.global.b64 [%0], %1;" ::"l"(p), "l"(b == ~0ull ? 0x7fffffffffffffffull : b)
               : "memory");
}
__device__ inline void st_relaxed(c32* p, c32 v) {
  st_relaxed(reinterpret_cast<float*>(p), v.re);
  st_relaxed(reinterpret_cast<float*>(p) + 1, v.im);
}
__device__ inline void st_relaxed(c64* p, c64 v) {
  st_relaxed(reinterpret_cast<double*>(p), v.re);
  st_relaxed(reinterpret_cast<double*>(p) + 1, v.im);
}
__device__ inline int ld_relaxed(const int* p) {
  int v;
  asm volatile("ld.relaxed.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}
__device__ inline bool ld_relaxed(const float* p, float& v) {
  unsigned b;
  asm volatile("ld.relaxed.gpu.global.b32 %0, [%1];" : "=r"(b) : "l"(p) : "memory");
  v = __uint_as_float(b);
  return b != ~0u;
}
__device__ inline bool ld_relaxed(const double* p, double& v) {
  unsigned long long b;
  asm volatile("ld.relaxed.gpu.global.b64 %0, [%1];" : "=l"(b) : "l"(p) : "memory");
  v = __longlong_as_double(static_cast<long long>(b));
  return b != ~0ull;
}
__device__ inline bool ld_relaxed(const c32* p, c32& v) {
  const bool a = ld_relaxed(reinterpret_cast<const float*>(p), v.re);
  return ld_relaxed(reinterpret_cast<const float*>(p) + 1, v.im) && a;
}
__device__ inline bool ld_relaxed(const c64* p, c64& v) {
  const bool a = ld_relaxed(reinterpret_cast<const double*>(p), v.re);
  return ld_relaxed(reinterpret_cast<const double*>(p) + 1, v.im) && a;
}
#endif

// The first of this thread's rows (tid, tid + nt, ...) at or after x.
__device__ inline int first_own(int x) {
  const int tid = threadIdx.x, nt = blockDim.x;
  return x <= tid ? tid : tid + (x - tid + nt - 1) / nt * nt;
}

// The block's scratch: per column parity, each warp's candidate (key, row); per column of the
// panel, each warp's candidate's row and row j (the pivot row is one of them: the panel's end
// stores the pivot rows from here); the panel's L11 for the solves. (f64: 5.2 KiB beside the
// 220 KiB of columns, within sm_90's 227.)
template <class T, int W>
struct ResScratch {
  unsigned long long key[2][kResWarps];
  int row[2][kResWarps];
  T cand[W][kResWarps][W];
  T jrow[W][W];
  T l11[W * W];
  int plab[W];  // a streamed panel's pivot rows' places in this block (res_factor)
};

// Row i of the block is loaded into thread i % kResThreads's register slot i / kResThreads (a
// power of two: a mask and a shift). A slot's row goes out of the registers by one thread.
static_assert((kResThreads & (kResThreads - 1)) == 0, "rows are dealt by mask and shift");
template <class T, int W, int RPT>
__device__ inline void slot_out(const T (&a)[RPT][W], int t0, T* dst) {
#pragma unroll
  for (int t = 0; t < RPT; ++t)
    if (t == t0)
#pragma unroll
      for (int k = 0; k < W; ++k) dst[k] = a[t][k];
}

// Warp 0's part of applying factored panel p to the block's column block `A` (matrix columns
// c·W ..): the panel's interchanges (the up to 2·wp rows they move, each read before any is
// written), and for a column block right of the panel the solve with L11 (a column a lane).
template <class T, int W>
__device__ void res_swap_solve(T* A, int m, int c, int p, int wp, int cw, const T* g, long long ld,
                               const SolverDesc& d, ResScratch<T, W>& s) {
  const int tid = threadIdx.x;
  const int r0 = p * W;
  const bool right = c > p;
  if (tid < OXHIP_WARP) {
    // All that warp 0 reads of the panel (L11, the pivots) in one round trip to L2: read by a
    // loop whose every load waited for the one before's store, the next owner's apply took
    // ~2.3 µs before its update at order 1024, ~1.8 µs so (docs/benchmarks/
    // 2026-11-30-h200-lu-chain/).
    constexpr int LE = (W * W + OXHIP_WARP - 1) / OXHIP_WARP;
    T lv[LE];
#pragma unroll
    for (int h = 0; h < LE; ++h) {
      const int e = tid + h * OXHIP_WARP, r = e / W, q = e % W;
      lv[h] = right && e < W * W && r > q && r < wp
                  ? res_ld(&g[r0 + r + static_cast<long long>(r0 + q) * ld])
                  : T{};
    }
    const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr);
    int pv[W];
#pragma unroll
    for (int u = 0; u < W; ++u)
      pv[u] = d.pivot && u < wp ? res_ld(&ipiv[d.row0 + r0 + u]) - 1 - static_cast<int>(d.row0)
                                : r0 + u;
#pragma unroll
    for (int h = 0; h < LE; ++h) {
      const int e = tid + h * OXHIP_WARP;
      if (right && e < W * W) s.l11[e] = lv[h];
    }
    if (d.pivot) {
      // Lane t < wp: row r0 + t; lane wp + t: pivot t, unless it is one of those rows or an
      // earlier pivot. Each finds the row whose value ends up in it.
      int x = -1;
      if (tid < wp) {
        x = r0 + tid;
      } else if (tid < 2 * wp) {
        const int t = tid - wp;
        x = pv[t];
        bool dup = x < r0 + wp;
#pragma unroll
        for (int u = 0; u < W; ++u) dup |= u < t && pv[u] == x;
        if (dup) x = -1;
      }
      int from = x;
#pragma unroll
      for (int u = W - 1; u >= 0; --u) {
        if (u >= wp) continue;
        if (from == r0 + u) {
          from = pv[u];
        } else if (from == pv[u]) {
          from = r0 + u;
        }
      }
      const bool moves = x >= 0 && from != x;
      T held[W];
#pragma unroll
      for (int k = 0; k < W; ++k) held[k] = moves && k < cw ? A[from + k * m] : T{};
      res_sync_warp();
#pragma unroll
      for (int k = 0; k < W; ++k)
        if (moves && k < cw) A[x + k * m] = held[k];
    }
    res_sync_warp();
    if (right && tid < cw) {
      T u[W];
#pragma unroll
      for (int r = 0; r < W; ++r) u[r] = r < wp ? A[r0 + r + tid * m] : T{};
#pragma unroll
      for (int r = 1; r < W; ++r)
#pragma unroll
        for (int q = 0; q < r; ++q) u[r] = nmadd(u[r], s.l11[r * W + q], u[q]);
#pragma unroll
      for (int r = 1; r < W; ++r)
        if (r < wp) A[r0 + r + tid * m] = u[r];
    }
  }
}

#if defined(OXBLAS_HIP_NVIDIA)
// The lane holding the warp's first largest (v, i), as warp_first_largest (panel_common.h)
// finds it, for a column's chain: where the largest value's top 32 bits are one lane's alone
// (random data: nearly always), that lane, without the reductions of the low bits and the
// rows; with no candidate in the warp, some lane whose key is 0 (the caller publishes the key,
// and a key of 0 is no candidate), not -1.
__device__ inline int res_warp_winner(double v, int i) {
  const unsigned long long key = cand_key(v);
  const unsigned hi = static_cast<unsigned>(key >> 32), lo = static_cast<unsigned>(key);
  const unsigned top = __reduce_max_sync(0xffffffffu, hi);
  const bool at_top = hi == top;
  return warp_first_at_top(at_top, __ballot_sync(0xffffffffu, at_top), lo, i);
}
#endif

// Factor panel p in the block's column block `A` (m rows, leading dimension m; column k is the
// matrix's column p·W + k), whose earlier panels are all applied, and publish its factored
// columns in the matrix `g` (its columns p·W ..): its first wp columns, each with one block
// barrier. Every thread keeps its rows (tid + t·NT, t < RPT) of the block in registers for the
// whole panel (in shared memory, a column's chain of dependent accesses took ~2.5 µs on an
// H200). A column: each warp finds its first largest candidate (warp reductions), and only the
// lane holding it writes its key, row label and row to the scratch (by column parity); after
// the barrier every thread reads the warps' candidates at once and picks the winner by a tree
// of compares in registers; the interchange of rows j and p swaps their labels (lab below: the
// rows stay in their slots and go to their places at the panel's end); every thread scales and
// updates its own rows and finds its candidate for the next column. (The kernel before wrote
// the rows by predicated stores in every thread of every warp and picked the winner by a
// second warp reduction: ~450 SASS instructions a warp a column against ~375; dgetrf 768 -4%,
// 1024 -3%, 256-512 +1-3% on an H200, results identical to the bit. Interchanging the rows'
// registers instead of their labels: dgetrf 256-1024 +8 to +11%, cgetrf 513 x 400 +10%,
// docs/benchmarks/2026-11-30-h200-lu-chain/.) Measured and not kept: the columns as a loop, the
// registers of a row rotated by one column a step (one column's code for all, where unrolled
// they are ~70 KB of straight-line code that each block runs once): in ncu's cold-cache
// replays it removed the "no instruction" stalls, in the factorization it was 2% slower.
// A column's code is a chain of dependent instructions with two warps a scheduler, so what
// lets independent steps interleave pays: the slots' candidates merged by selects (x1.06 at
// order 1024), and the slots' updates, the scan and the interchange without a branch (x1.05):
// every slot is updated, live or not, its candidate taken only where live, and the pivot rows,
// whose registers that leaves wrong, are stored from the scratch at the panel's end
// (docs/benchmarks/2026-11-30-h200-lu-from-128/).
//
// With `after` (this block applies panel p - 1 to the column block just before, the chain's
// next step): warp 0 interchanges and solves as res_apply does, every thread loads its rows'
// multipliers of panel p - 1 with the rows, and the rank-W update happens in the registers
// the factorization keeps them in: not stored to shared memory, met over and loaded again.
// With `after` and panels in `st` (st.count, up to kResDepth: p - st.count .. p - 1), the
// panels come by their streams instead, a column at a time, and then the rows are in the
// slots out of order: everything after goes by label. With `st`'s outputs, this panel's
// stream is stored as it is factored.
//
// Stream: the kernel streams its panels (res_streams). A template argument, not a branch: the
// stream's code, present and switched off, made the factorization 6-12% slower where it does
// not stream (dgetrf 900 x 1300, zgetrf 600 x 601 on an H200).
template <class T, int W, int RPT, bool Stream>
__device__ void res_factor(T* A, T* g, long long ld, int m, int p, int wp, int cw, const SolverDesc& d,
                           ResScratch<T, W>& s, bool after, unsigned* flag, const ResStream<T>& st) {
  constexpr int NT = kResThreads, NW = NT / OXHIP_WARP;
  const int tid = threadIdx.x, lane = tid % OXHIP_WARP, warp = tid / OXHIP_WARP;
  const int r0 = p * W;
  T* const out = g + static_cast<long long>(p) * W * ld;  // the panel's columns in the matrix
  int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) : nullptr;
  int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) : nullptr;
  T a[RPT][W];
  // lab[t]: the row of the panel that slot t holds now. An interchange swaps two labels, not
  // two rows of registers (a row moved into a slot picked at run time took selects over every
  // slot of the two threads holding it, and their warps were the column's last at the next
  // barrier); the rows go to their labels' places once, at the panel's end.
  int lab[RPT];
  T l[RPT][W];  // after: the rows' multipliers of panel p - 1 (of W columns: not the last)
  const int q0 = r0 - W;
  bool streamed_in = false;
#if defined(OXBLAS_HIP_NVIDIA)
  if constexpr (Stream)
  if (after && st.count > 0) {
    streamed_in = true;
    // Panels st.first .. p - 1 streamed: this block's rows from the first one's start on (row
    // i in slot i), then each panel's columns one at a time as their values arrive: the
    // column's pivot row swaps places (labels) with row q0 + j, and every row of the panel not
    // yet a pivot row takes its update, in registers, with the multipliers in the order and
    // with the operands of the solve and update of the unstreamed path (the same results to
    // the bit). A row's identity in a panel's stream is its label at the panel's start.
    const int f0 = st.first * W;
#pragma unroll
    for (int t = 0; t < RPT; ++t) {
      const int i = tid + t * NT;
      lab[t] = i;
#pragma unroll
      for (int k = 0; k < W; ++k) a[t][k] = i >= f0 && i < m && k < cw ? A[i + k * m] : T{};
    }
#pragma unroll 1
    for (int q = st.first; q < p; ++q) {
      const int qr = q * W;
      const int* piv_in = st.piv(q);
      const T* l_in = st.values(q);
      bool live[RPT];  // slot t's row is a row of panel q not yet its pivot row
      int from[RPT];   // the pushing block's slot of slot t's row
#pragma unroll
      for (int t = 0; t < RPT; ++t) {
        live[t] = lab[t] >= qr && lab[t] < m;
        from[t] = -1;
        if (live[t])
          do {
            from[t] = ld_relaxed(st.map(q) + lab[t]);
          } while (from[t] < 0);
      }
#pragma unroll 1
      for (int j = 0; j < W; ++j) {
        const int jj = qr + j;
        int pi;  // the pushing block's slot of the column's pivot row
        T lv[RPT];
        bool ok;
        do {
          pi = ld_relaxed(piv_in + j);
          ok = pi >= 0;
#pragma unroll
          for (int t = 0; t < RPT; ++t) {
            lv[t] = T{};
            if (live[t]) ok &= ld_relaxed(l_in + (j * RPT * NT + from[t]), lv[t]) || from[t] == pi;
          }
        } while (!ok);
#pragma unroll
        for (int t = 0; t < RPT; ++t)
          if (live[t] && from[t] == pi) {
#pragma unroll
            for (int k = 0; k < W; ++k) s.jrow[j][k] = a[t][k];
            s.plab[j] = lab[t];
          }
        __syncthreads();
        T u[W];
#pragma unroll
        for (int k = 0; k < W; ++k) u[k] = s.jrow[j][k];
        const int pl = s.plab[j];
#pragma unroll
        for (int t = 0; t < RPT; ++t) {
          lab[t] = lab[t] == pl ? jj : lab[t] == jj ? pl : lab[t];
          if (live[t] && from[t] != pi)
#pragma unroll
            for (int k = 0; k < W; ++k) a[t][k] = nmadd(a[t][k], lv[t], u[k]);
          live[t] = live[t] && from[t] != pi;
        }
      }
    }
    // The streamed panels' rows of U in this block (places f0 .. r0) to its shared memory,
    // their place from here to the end; the factorization below stores every place from r0 on.
#pragma unroll
    for (int t = 0; t < RPT; ++t)
      if (lab[t] >= f0 && lab[t] < r0)
#pragma unroll
        for (int k = 0; k < W; ++k)
          if (k < cw) A[lab[t] + k * m] = a[t][k];
  }
#endif
  if (!streamed_in) {
    if (after) {
      res_swap_solve<T, W>(A, m, p, p - 1, W, cw, g, ld, d, s);
#pragma unroll
      for (int t = 0; t < RPT; ++t) {
        const int i = tid + t * NT;
#pragma unroll
        for (int q = 0; q < W; ++q)
          l[t][q] = i >= r0 && i < m ? res_ld(&g[i + static_cast<long long>(q0 + q) * ld]) : T{};
      }
      __syncthreads();
    }
#pragma unroll
    for (int t = 0; t < RPT; ++t) {
      const int i = tid + t * NT;
      lab[t] = i;
#pragma unroll
      for (int k = 0; k < W; ++k) a[t][k] = i >= r0 && i < m && k < cw ? A[i + k * m] : T{};
    }
    if (after)
#pragma unroll
      for (int k = 0; k < W; ++k) {
        if (k >= cw) continue;
        T u[W];
#pragma unroll
        for (int q = 0; q < W; ++q) u[q] = A[q0 + q + k * m];
#pragma unroll
        for (int q = 0; q < W; ++q)
#pragma unroll
          for (int t = 0; t < RPT; ++t) a[t][k] = nmadd(a[t][k], l[t][q], u[q]);
      }
  }
  // The thread's candidate for the column: |value|, its label and its slot.
  double v = -1.0;
  int vi = m, vs = 0;
  // (By label: after a streamed panel the slots hold rows out of order.)
#if defined(OXBLAS_HIP_NVIDIA)
  if constexpr (Stream)
  if (st.map_out != nullptr)  // which slot holds each row of the panel
#pragma unroll
    for (int t = 0; t < RPT; ++t)
      if (lab[t] >= r0 && lab[t] < m) st_relaxed(st.map_out + lab[t], tid + t * NT);
#endif
  if (d.pivot)
#pragma unroll
    for (int t = 0; t < RPT; ++t) {
      const int r = lab[t];
      const double x = abs1(a[t][0]);
      if (r >= r0 && r < m && cand_key(x) != 0ull && (x > v || (x == v && r < vi))) {
        v = x;
        vi = r;
        vs = t;
      }
    }
  int pvs[W];  // the panel's pivot rows (block rows), written to ipiv after its last column
  int pw[W];   // where column j's pivot row lies in the scratch: s.cand[j][pw[j]], or s.jrow[j] (-1)
  int zero_at = -1;
#pragma unroll
  for (int j = 0; j < W; ++j) {
    pvs[j] = r0 + j;
    pw[j] = -1;
    if (j >= wp) continue;
    const int jj = r0 + j, par = j & 1;
    if (d.pivot) {
#if defined(OXBLAS_HIP_NVIDIA)
      if (lane == res_warp_winner(v, vi)) {
        s.key[par][warp] = cand_key(v);
        s.row[par][warp] = vi;
        slot_out(a, vs, s.cand[j][warp]);
      }
#else
      unsigned long long key = cand_key(v);
      int l = vi;
      warp_best(key, l);
      if (lane == 0) {
        s.key[par][warp] = key;
        s.row[par][warp] = l;
      }
      // Labels are unique: the lane whose candidate won holds it.
      if (key != 0ull && vi == l && cand_key(v) == key) slot_out(a, vs, s.cand[j][warp]);
#endif
    } else if (tid == jj % NT) {
      slot_out(a, jj / NT, s.jrow[j]);  // no interchanges: every label is its slot's row
    }
    __syncthreads();
    int pr = jj;
    const T* src = s.jrow[j];
    if (d.pivot) {
      unsigned long long kw[NW];
      int rw[NW], ww[NW];
#pragma unroll
      for (int w = 0; w < NW; ++w) {
        kw[w] = s.key[par][w];
        rw[w] = s.row[par][w];
        ww[w] = w;
      }
#pragma unroll
      for (int h = NW / 2; h > 0; h /= 2)
#pragma unroll
        for (int w = 0; w < h; ++w)
          if (first_of(kw[w + h], rw[w + h], kw[w], rw[w])) {
            kw[w] = kw[w + h];
            rw[w] = rw[w + h];
            ww[w] = ww[w + h];
          }
      if (kw[0] != 0ull) {
        pr = rw[0];
        src = s.cand[j][ww[0]];
        pw[j] = ww[0];
      } else {
        // No candidate (every value NaN): row j is the pivot; its holder publishes it (a
        // block-uniform branch, a second barrier only here).
#pragma unroll
        for (int t = 0; t < RPT; ++t)
          if (lab[t] == jj)
#pragma unroll
            for (int k = 0; k < W; ++k) s.jrow[j][k] = a[t][k];
        __syncthreads();
      }
    }
#if defined(OXBLAS_HIP_NVIDIA)
    if constexpr (Stream)
    if (st.piv_out != nullptr)  // the pivot row's slot, from the thread that holds it
#pragma unroll
      for (int t = 0; t < RPT; ++t)
        if (lab[t] == pr) st_relaxed(st.piv_out + j, tid + t * NT);
#endif
    T prow[W];
#pragma unroll
    for (int k = 0; k < W; ++k) prow[k] = src[k];
    const T piv = prow[j];
    const bool nz = !l2::is_zero(piv);
    {
      // Rows jj and pr swap labels (none where the pivot is zero: ps = jj), by selects.
      const int ps = nz ? pr : jj;
#pragma unroll
      for (int t = 0; t < RPT; ++t) lab[t] = lab[t] == ps ? jj : lab[t] == jj ? ps : lab[t];
    }
    pvs[j] = pr;
    if (!nz && zero_at < 0) zero_at = jj;
    v = -1.0;
    vi = m;
    vs = 0;
    const bool scan = d.pivot && j + 1 < wp;
    // The multipliers by the pivot's reciprocal (any pivot of at least the smallest normal),
    // else divided by it, or (a zero pivot) left as they are: one branch for the block, not
    // one a row (with the kernel's one-block launch bound: dgetrf 768-1024 -5 to -7%, cgetrf
    // 513 x 400 -17%, the rest -2 to -3% on an H200, results identical to the bit).
    if (nz && abs1(piv) >= sfmin<T>()) {
      const T r = recip_of(piv);
      // Each row's candidate for the next column apart, then the first largest by a tree (the
      // larger value, on a tie the smaller label); NaN is never a candidate. With the pivots
      // written once a panel: dgetrf 1024 -6%, 512 -4% on an H200 (the scan was one chain of
      // compares through the slots), results identical to the bit.
      double sv[RPT];
      int si[RPT], ss[RPT];
#pragma unroll
      for (int t = 0; t < RPT; ++t) {
        sv[t] = -1.0;
        si[t] = m;
        ss[t] = t;
        // Every slot, live or not (a row above the panel, past m, or an earlier pivot: never
        // a candidate, never stored from its registers; the pivot rows are stored from the
        // scratch), without a branch: the slots' chains interleave.
        const T l = l2::mul(a[t][j], r);
        a[t][j] = l;
#pragma unroll
        for (int k = j + 1; k < W; ++k) a[t][k] = nmadd(a[t][k], l, prow[k]);
        // (In the last column, slot j + 1 does not exist and scan is false: read slot j.)
        const double x = abs1(a[t][j + 1 < W ? j + 1 : j]);
        const bool c = scan && lab[t] > jj && lab[t] < m && cand_key(x) != 0ull;
        sv[t] = c ? x : -1.0;
        si[t] = c ? lab[t] : m;
      }
      auto later = [&](int a0, int b0) {
        const bool tk = (sv[b0] > sv[a0]) | ((sv[b0] == sv[a0]) & (si[b0] < si[a0]));
        sv[a0] = tk ? sv[b0] : sv[a0];
        si[a0] = tk ? si[b0] : si[a0];
        ss[a0] = tk ? ss[b0] : ss[a0];
      };
      static_assert(RPT == 2 || RPT == 4, "2 or 4 rows a thread");
      if constexpr (RPT == 4) {
        later(0, 1);
        later(2, 3);
        later(0, 2);
      } else {
        later(0, 1);
      }
      v = sv[0];
      vi = si[0];
      vs = ss[0];
    } else {
#pragma unroll
      for (int t = 0; t < RPT; ++t) {
        if (lab[t] > jj && lab[t] < m) {
          T l = a[t][j];
          if (nz) {
            l = dv(l, piv);
            a[t][j] = l;
          }
#pragma unroll
          for (int k = j + 1; k < W; ++k) a[t][k] = nmadd(a[t][k], l, prow[k]);
          const double x = abs1(a[t][j + 1 < W ? j + 1 : j]);
          if (scan && cand_key(x) != 0ull && (x > v || (x == v && lab[t] < vi))) {
            v = x;
            vi = lab[t];
            vs = t;
          }
        }
      }
    }
#if defined(OXBLAS_HIP_NVIDIA)
    if constexpr (Stream)
    if (st.l_out != nullptr)  // the column's multipliers, final now, by slot
#pragma unroll
      for (int t = 0; t < RPT; ++t)
        if (lab[t] > jj && lab[t] < m) st_relaxed(st.l_out + (j * RPT * NT + t * NT + tid), a[t][j]);
#endif
  }
  // The panel's pivots and its first zero pivot, once (not a branch of thread 0's a column).
  if (tid == 0) {
    if (ipiv != nullptr)
#pragma unroll
      for (int j = 0; j < W; ++j)
        if (j < wp) ipiv[d.row0 + r0 + j] = static_cast<int>(d.row0 + pvs[j] + 1);
    if (zero_at >= 0 && info != nullptr) atomicCAS(info, 0, static_cast<int>(d.row0 + zero_at + 1));
  }
  // The pivot rows (the rows labelled r0 .. r0 + wp, final since their columns: their
  // registers were updated with the rest) from the scratch, a value a thread; then the other
  // factored rows to the matrix, the flag, and the block's rows back to its shared memory: no
  // other block reads them, and this one not before its next barrier (the release no longer
  // waits behind the shared stores: dgetrf 1024 x1.03 in the A/B program on an H200,
  // docs/benchmarks/2026-11-30-h200-lu-from-128/).
  if (tid < W * W) {
    const int j = tid / W, k = tid % W;
    int w = pw[0];
#pragma unroll
    for (int u = 1; u < W; ++u) w = j == u ? pw[u] : w;
    if (j < wp) {
      const T x = w >= 0 ? s.cand[j][w][k] : s.jrow[j][k];
      if (k < wp) out[r0 + j + static_cast<long long>(k) * ld] = x;
      if (k < cw) A[r0 + j + k * m] = x;
    }
  }
  // The thread's other rows (not above the panel, not past m, not pivots), `cols` columns of
  // them, to `dst` with leading dimension `dld`.
  auto rows_to = [&](T* dst, long long dld, int cols) {
#pragma unroll
    for (int t = 0; t < RPT; ++t) {
      const int r = lab[t];
      if (r >= r0 + wp && r < m)
#pragma unroll
        for (int k = 0; k < W; ++k)
          if (k < cols) dst[r + k * dld] = a[t][k];
    }
  };
  rows_to(out, ld, wp);
  res_raise(flag);
  rows_to(A, m, cw);
}

// The multipliers of row i of panel p (columns r0 .. r0 + wp of A in global memory).
template <class T, int W>
__device__ inline void res_load_l(T (&l)[W], const T* g, long long ld, int i, int r0, int wp, int m) {
#pragma unroll
  for (int q = 0; q < W; ++q) l[q] = i < m && q < wp ? res_ld(&g[i + static_cast<long long>(r0 + q) * ld]) : T{};
}

// Apply factored panel p to the block's column block `A` (matrix columns c·W ..): its
// interchanges (warp 0: the up to 2·wp rows they move, each read before any is written), and
// for a column block right of the panel the solve with L11 (warp 0, a column a lane) and the
// update of the rows below (every thread, its own rows, their multipliers loaded from global
// memory before the barrier that waits for the solve).
template <class T, int W>
__device__ void res_apply(T* A, int m, int c, int p, int wp, int cw, const T* g, long long ld,
                          const SolverDesc& d, ResScratch<T, W>& s) {
  const int nt = blockDim.x;
  const int r0 = p * W;
  const bool right = c > p;
  res_swap_solve<T, W>(A, m, c, p, wp, cw, g, ld, d, s);
  if (!right) return;  // warp 0 alone wrote the block; nothing else reads it before a barrier
  // Two of this thread's rows' multipliers in flight before the barrier, then the rest; each
  // pair of rows in registers while every column's U comes from shared memory once.
  int i = first_own(r0 + wp);
  T l0[W], l1[W];
  res_load_l<T, W>(l0, g, ld, i, r0, wp, m);
  res_load_l<T, W>(l1, g, ld, i + nt, r0, wp, m);
  __syncthreads();
  while (i < m) {
    const int i1 = i + nt;
    T a0[W], a1[W];
#pragma unroll
    for (int k = 0; k < W; ++k) {
      a0[k] = k < cw ? A[i + k * m] : T{};
      a1[k] = k < cw && i1 < m ? A[i1 + k * m] : T{};
    }
#pragma unroll
    for (int k = 0; k < W; ++k) {
      if (k >= cw) continue;
      T u[W];
#pragma unroll
      for (int q = 0; q < W; ++q) u[q] = q < wp ? A[r0 + q + k * m] : T{};
#pragma unroll
      for (int q = 0; q < W; ++q) {
        a0[k] = nmadd(a0[k], l0[q], u[q]);
        a1[k] = nmadd(a1[k], l1[q], u[q]);
      }
    }
#pragma unroll
    for (int k = 0; k < W; ++k) {
      if (k < cw) A[i + k * m] = a0[k];
      if (k < cw && i1 < m) A[i1 + k * m] = a1[k];
    }
    i += 2 * nt;
    if (i >= m) break;
    res_load_l<T, W>(l0, g, ld, i, r0, wp, m);
    res_load_l<T, W>(l1, g, ld, i + nt, r0, wp, m);
  }
  __syncthreads();
}

// One block a multiprocessor: without the bound's second argument ptxas kept some instances to
// 128 registers (f32 with 2 rows a thread spilled 12 bytes).
template <class T, int W, int RPT, bool Stream>
__global__ void __launch_bounds__(kResThreads, 1) getrf_resident_kernel(SolverDesc d) {
  extern __shared__ double2 s_raw[];
  __shared__ ResScratch<T, W> s;
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n), kmin = m < n ? m : n;
  const int G = static_cast<int>(gridDim.x), blk = static_cast<int>(blockIdx.x), tid = threadIdx.x;
  const int C = (n + W - 1) / W, P = (kmin + W - 1) / W;
  T* tile = reinterpret_cast<T*>(s_raw);
  T* g = entry<T>(d.a.at, 0, d.a_off);
  const long long ld = d.a.ld;
  unsigned* ws = reinterpret_cast<unsigned*>(d.b.at.addr);
  unsigned* flags = ws + 4;
  auto slot = [&](int c) { return tile + static_cast<long long>(c / G) * W * m; };
  auto cols = [&](int c) { return n - c * W < W ? n - c * W : W; };
  auto width = [&](int p) { return kmin - p * W < W ? kmin - p * W : W; };
  auto col0 = [&](int c) { return g + static_cast<long long>(c) * W * ld; };

  for (int c = blk; c < C; c += G) tile_load(slot(c), m, col0(c), ld, 0, m, cols(c));
  __syncthreads();

  // Panel p is streamed (NVIDIA, ResStream) to the next panels' owners, other blocks, where
  // every block holds one column block at most (res_streams).
  auto streamed = [&](int p) { return Stream && p + 1 < P; };
  // The panels streamed to the owner of panel c: up to kResDepth of those just before it, the
  // next owner of each another block (G > 1) and not this one.
  auto window = [&](int c) {
    int k = 0;
    while (k < kResDepth && c - k - 1 >= 0 && streamed(c - k - 1) && (c - k - 1) % G != c % G) ++k;
    return k;
  };
  const ResStreamLayout lay{P, W, m, RPT * kResThreads, static_cast<int>(sizeof(T))};

  // Factor panel p (owned here), publish its factored columns and raise its flag; its stream
  // if another block owns the next panel; `in` panels before it come by their streams.
  auto factor = [&](int p, bool after, int in) {
    ResStream<T> st;
    unsigned char* base = reinterpret_cast<unsigned char*>(ws);
    if (streamed(p)) {
      st.piv_out = res_piv(base, lay, p);
      st.map_out = res_map(base, lay, p);
      st.l_out = res_values<T>(base, lay, p);
    }
    st.base = base;
    st.lay = lay;
    st.first = p - in;
    st.count = in;
    res_factor<T, W, RPT, Stream>(slot(p), g, ld, m, p, width(p), cols(p), d, s, after, &flags[p], st);
  };

  if (blk == 0 && P > 0) factor(0, false, 0);
  for (int p = 0; p < P; ++p) {
    const int wp = width(p), nx = p + 1;
    const bool next_here = nx < P && nx % G == blk;
    // Panel p's flag, once, before the first use of it here (a panel streamed to this block
    // is waited for element by element, not by its flag).
    bool waited = p % G == blk;
    auto wait_p = [&] {
      if (!waited) res_wait(&flags[p]);
      waited = true;
    };
    if (next_here) {
      const int in = window(nx);
      if (in == 0) wait_p();
      factor(nx, true, in);  // panel p (and those streamed before it) applied to it, then factored
    }
    for (int c = blk; c < C; c += G) {
      if (c == p || (next_here && c == nx)) continue;
      if (c > p && c < P && c - p <= window(c)) continue;  // streamed to it when it is factored
      wait_p();
      res_apply<T, W>(slot(c), m, c, p, wp, cols(c), g, ld, d, s);
    }
  }

  // Every block has applied every panel (read every published column): meet, then store.
  __syncthreads();
  if (tid == 0) {
    __threadfence();
    atomicAdd(ws, 1u);
    const volatile unsigned* cnt = ws;
    while (*cnt < static_cast<unsigned>(G)) {
    }
    __threadfence();
  }
  __syncthreads();
  for (int c = blk; c < C; c += G) panel_store(slot(c), m, col0(c), ld, 0, m, cols(c));
}

// The kernel whose threads keep RPT rows each of a panel in registers, opted in to the shared
// memory it may need (NVIDIA), launched cooperatively.
template <class T, int RPT, bool Stream>
int launch_resident_rpt(const SolverDesc& d, long long blocks, long long bytes, hipStream_t s) {
  constexpr auto kernel = &getrf_resident_kernel<T, res_width<T>(), RPT, Stream>;
#if defined(OXBLAS_HIP_NVIDIA)
  if (int e = kern::opt_in_shared<kernel>(static_cast<size_t>(kResShared))) return e;
#endif
  return launch_cooperative<T>(reinterpret_cast<const void*>(kernel), blocks, kResThreads, bytes, d, s);
}

// d.k1: blocks (at most the column blocks, at most one a multiprocessor); d.k2: the width W;
// d.b: the workspace (ResStreamLayout: the flags, and where the kernel streams the streams;
// plan::resident_exchange_bytes).
template <class T>
int launch_getrf_resident(const SolverDesc& d, hipStream_t s) {
  constexpr int W = res_width<T>();
  const long long G = d.k1;
  if (d.batch != 1 || d.m < 1 || d.n < 1 || d.m > INT_MAX / 2 || d.n > INT_MAX / 2 || d.k2 != W ||
      G < 1 || d.b.at.addr == 0)
    return kInvalidLaunch;
  const long long C = (d.n + W - 1) / W, P = ((d.m < d.n ? d.m : d.n) + W - 1) / W;
  // A thread's rows of a panel in registers: RPT of them, at most 4.
  const long long rpt = (d.m + kResThreads - 1) / kResThreads;
  if (G > C || rpt > 4) return kInvalidLaunch;
  const long long bytes = (C + G - 1) / G * W * d.m * static_cast<long long>(sizeof(T));
  if (bytes > kResShared) return kInvalidLaunch;
  (void)hipGetLastError();
  if (hipError_t e = hipMemsetAsync(reinterpret_cast<void*>(d.b.at.addr), 0, 16 + 4 * P, s))
    return static_cast<int>(e);
#if defined(OXBLAS_HIP_NVIDIA)
  // The panels' streams (ResStream), all ones: nothing arrived yet. The workspace holds them
  // after the flags (plan::resident_exchange_bytes). Only the kernel built to stream reads them.
  if (res_streams(C, G)) {
    const ResStreamLayout lay{P, W, d.m, (rpt <= 2 ? 2 : 4) * kResThreads, static_cast<int>(sizeof(T))};
    if (hipError_t e = hipMemsetAsync(reinterpret_cast<unsigned char*>(d.b.at.addr) + lay.piv(), 0xff,
                                      static_cast<size_t>(lay.end() - lay.piv()), s))
      return static_cast<int>(e);
    return rpt <= 2 ? launch_resident_rpt<T, 2, true>(d, G, bytes, s)
                    : launch_resident_rpt<T, 4, true>(d, G, bytes, s);
  }
#endif
  return rpt <= 2 ? launch_resident_rpt<T, 2, false>(d, G, bytes, s)
                  : launch_resident_rpt<T, 4, false>(d, G, bytes, s);
}

template int launch_getrf_resident<float>(const SolverDesc&, hipStream_t);
template int launch_getrf_resident<double>(const SolverDesc&, hipStream_t);
template int launch_getrf_resident<c32>(const SolverDesc&, hipStream_t);
template int launch_getrf_resident<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
