// Getf2Panel on sm_90: the multi-block LU panel as one thread-block cluster.
//
// getf2_panel.cpp's kernel spreads a panel over up to one block per multiprocessor and meets
// once per column through global memory (a grid-wide barrier, then the winner and its row from
// L2). Hopper groups up to 16 blocks into a cluster that shares its shared memory (distributed
// shared memory) and has a barrier in hardware. Here a panel is one cluster: block b keeps rows
// [b·R, (b+1)·R) in its shared memory (up to 227 KiB) from the first load to the last store.
//
// The rows never move while the panel is factored. Row interchanges are kept as each row's
// logical position (`lp`: the row of the factored panel it will be stored to) and the step at
// which it was chosen as a pivot (`chosen`); from that step on it is a row of U and nothing
// writes it. The final store puts every row at its logical position, so the panel in global
// memory is LAPACK's, bit for bit the same as when rows were swapped (every element gets the
// same fused multiply-adds in the same order). Without interchanges inside the tile, a step
// moves no row, and the warps that update the trailing columns need not stop for a swap.
//
// A column's critical path is the pivot warps' (warp 0 alone, or NP of them sharing the rows:
// below), which keep the block's rows of the current column in registers (RPL a lane: 2, 4, 8,
// 12 or 16, by the block's rows), with their logical positions and which are still active.
// Per column j (parity P = j & 1):
//   1. every thread waits on the block's mbarrier of parity P: every block, this one too, has
//      pushed its candidate for j (|value|, logical row, block row, the pivot factor of the value,
//      and which of its rows is at logical position j) and that candidate's row into this
//      block's shared memory (`cand`, `stage`), by st.async stores that count the mbarrier
//      down as they land;
//   2. lane b of warp 0 reads block b's candidate, and the warp picks the first largest (warp
//      reductions on the value's bits, `warp_first_largest`); the pivot row is already local;
//   3. warp 0 records the interchange in its registers (and `chosen` for the updaters), scales
//      column j's active rows by the published reciprocal (the multipliers) and signals the
//      updaters (hand-off kReady);
//   4. warp 0 updates column j + 1 and finds the block's candidate there; once the updaters
//      have finished columns j + 2.. (hand-off kDone: the candidate row it pushes must be
//      complete) it pushes the candidate and its row into every block and arrives on its own
//      mbarrier for column j + 1. The updaters keep a row's multiplier in a register across
//      their columns.
// With 1024 rows on 16 blocks a column took ~1.9 µs on an H200 when the candidates went
// through a cluster barrier (its release is a GPU-wide memory fence) and a round of
// distributed shared-memory loads after it; the pushes replace both by one-way stores (1.6 µs
// with the pivot warps; 8192 rows, 512 a block: 3.2 -> 2.4 µs).
//
// From 8 rows a lane on, several pivot warps share the rows (NP = 2 at 8, 4 at 12 and 16), each
// walking steps 2-4 for its part and warp 0 combining their candidates before it pushes the
// block's (the launcher gives the figures).
//
// Where the rest of the column goes, measured (docs/benchmarks/2026-11-29-h200-lu-deferred/):
// not in the updaters' rank-1 updates of shared memory. Deferring them by groups of 8 columns
// (each element read and written once a group) made every panel 7-13% slower, and with no
// rank-1 updates at all (a diagnostic, 2026-12-01) the panels ran only 2-15% faster: the pivot
// warps' chain is what the others wait for.
//
// Pushed candidates and rows are double-buffered by column parity, and each parity has its
// mbarrier: a block pushes column j + 2's into parity P only after every block's column j + 1
// has reached it, and each block pushed that after its own step j, when it had read parity P
// for the last time. A last cluster barrier keeps every block alive until the others are done.
//
// NVIDIA only; the launcher answers kInvalidLaunch where a cluster of the plan's size cannot
// run (too much shared memory, or the device as partitioned or shared has no room for the
// cluster: both learnt once per device), and launch_getf2_panel then takes the portable kernel
// or the one-block one.
#include "panel_common.h"

#if defined(OXBLAS_HIP_NVIDIA)
#include <cooperative_groups.h>

#include <climits>

#include "cluster_launch.h"
#endif

namespace oxblas_hip {
namespace slv {

#if defined(OXBLAS_HIP_NVIDIA)

namespace cg = cooperative_groups;

constexpr int kClusterThreads = 512;
// Widest panel (plan::PANEL_WIDTH): the pivots kept in shared memory until the end.
constexpr int kMaxPanel = 64;

// The hand-offs between warp 0 and the updaters (kReady, kDone, in that order every column)
// are block barriers, each reached by both roles at one place in one loop. Whichever
// side comes second finds the other already waiting, so a full barrier costs what a one-sided
// arrive would; compute-sanitizer's racecheck did not order the hand-offs by a one-sided
// bar.arrive, and its synccheck rejects one barrier reached from two places.
__device__ inline void handoff() { __syncthreads(); }

// A block's published candidate for one column: |value| (-1: none), its logical row and block
// row, the block row at the column's logical position (-1: another block's), and the pivot
// factor of its value (16 bytes: any element type).
struct alignas(16) Cand {
  double v;
  int lg, row, hold, pad;
  double2 rec;
};

// The block's shared memory (plan::panel_cluster_bytes): its rows (leading dimension R); two
// parities of the candidate rows every block pushed (16 rows of NS elements, NS·sizeof(T) a
// multiple of 16 bytes, so that a row pushed from a 16-byte-aligned column lands in whole
// 16-byte words); two parities of the candidates every block pushed (16 Cand each); the two
// parities' mbarriers; each row's logical position (written at the end) and the step it was
// chosen at.
template <class T>
struct ClusterLayout {
  long long ns, stage, cand, mbar, lp, chosen, bytes;
  __host__ __device__ ClusterLayout(long long r, long long n) {
    const long long e = sizeof(T);
    ns = (n * e + 15) / 16 * 16 / e;
    stage = (r * n * e + 15) / 16 * 16;
    cand = stage + 2 * 16 * ns * e;
    mbar = cand + 2 * 16 * static_cast<long long>(sizeof(Cand));
    lp = mbar + 16;
    chosen = lp + r * 4;
    bytes = chosen + r * 4;
  }
};

// RPL: rows a lane of the pivot warps keeps in registers (the block's rows R <= 32·RPL),
// spread over NP pivot warps (RPL / NP slots a lane each; warp w holds rows
// [32·w·RPL/NP, 32·(w+1)·RPL/NP)). With NP > 1 each pivot warp walks the column's critical path
// for its rows (the candidates' reduction done by each, the same result in each), and warp 0
// combines the pivot warps' candidates before it publishes the block's.
template <class T, int RPL, int NP>
__global__ void __launch_bounds__(kClusterThreads) getf2_panel_cluster_kernel(SolverDesc d) {
  static_assert(RPL % NP == 0 && NP >= 1 && NP <= 4, "whole slots a pivot warp");
  static_assert(sizeof(Cand) % 16 == 0 && 16 % sizeof(T) == 0, "whole 16-byte words");
  constexpr int RPW = RPL / NP;                  // slots a lane of one pivot warp
  constexpr int NU = kClusterThreads - 32 * NP;  // the updaters
  constexpr int CE = 16 / static_cast<int>(sizeof(T));  // elements a 16-byte word
  constexpr int CW = static_cast<int>(sizeof(Cand)) / 16;  // 16-byte words a candidate
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  extern __shared__ double2 s_raw[];
  __shared__ int s_piv[kMaxPanel];  // pivots (0-based, panel rows), written out at the end
  __shared__ int s_zero;            // the first zero pivot (-1: none)
  __shared__ int s_pb;              // the pivot row's block, for the updaters
  // Each pivot warp's candidate (NP > 1): |value|, logical row, block row, the block row at
  // the column's logical position, the pivot factor.
  __shared__ double s_cv[NP];
  __shared__ int s_cl[NP], s_cr[NP], s_ch[NP];
  __shared__ double2 s_crec[NP];
  cg::cluster_group cluster = cg::this_cluster();
  const int m = static_cast<int>(d.m), n = static_cast<int>(d.n);
  const int G = static_cast<int>(cluster.num_blocks()), blk = static_cast<int>(cluster.block_rank());
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int R = (m + G - 1) / G;
  const int r0 = blk * R;
  const int rows = m - r0 < R ? (m - r0 > 0 ? m - r0 : 0) : R;
  const ClusterLayout<T> lay(R, n);
  const int ns = static_cast<int>(lay.ns);
  unsigned char* sm = reinterpret_cast<unsigned char*>(s_raw);
  T* tile = reinterpret_cast<T*>(sm);
  T* stage = reinterpret_cast<T*>(sm + lay.stage);      // [2][16][ns]: parity, block
  Cand* cand = reinterpret_cast<Cand*>(sm + lay.cand);  // [2][16]
  unsigned long long* mbar = reinterpret_cast<unsigned long long*>(sm + lay.mbar);  // [2]
  int* lp = reinterpret_cast<int*>(sm + lay.lp);
  int* chosen = reinterpret_cast<int*>(sm + lay.chosen);
  T* g = entry<T>(d.a.at, 0, d.a_off);
  const long long ld = d.a.ld;
  const int mn = m < n ? m : n;

  // A column's pushes: its candidate and its row from the 16-byte word holding column jc on
  // (every block the same count), into every block (this one too). The bytes a phase awaits.
  auto first_word = [&](int jc) { return jc - jc % CE; };
  auto row_words = [&](int jc) { return ((n - first_word(jc)) * static_cast<int>(sizeof(T)) + 15) / 16; };
  auto phase_bytes = [&](int jc) { return static_cast<unsigned>(G * 16 * (CW + row_words(jc))); };
  if (tid == 0) {
    mbar_init(shared_addr(mbar));
    mbar_init(shared_addr(mbar + 1));
    mbar_init_fence();
  }
  tile_load(tile, R, g, ld, r0, rows, n);
  for (int i = tid; i < rows; i += kClusterThreads) chosen[i] = INT_MAX;
  if (tid == 0) s_zero = -1;
  __syncthreads();
  // Every block's mbarriers are initialized before the first push.
  cluster_arrive_relaxed();
  cluster_wait();

  // Pivot warp w: lane l's rows 32 (w RPW + k) + l (k < RPW): the current column's values,
  // their logical positions, and which are still active (in the block, not chosen as a pivot
  // yet).
  T y[RPW];
  int lg[RPW];
  unsigned act = 0;
  // With one pivot warp, warp 0, spelled so: the compiler does not see that warp < 1 means
  // warp 0, and the kernel it then makes for one pivot warp was measured 1-2% slower.
  const bool pivot_warp = NP == 1 ? warp == 0 : warp < NP;
  auto row_of = [&](int k) { return NP == 1 ? lane + 32 * k : 32 * (warp * RPW + k) + lane; };
  const bool lead = NP == 1 || warp == 0;  // inside `pivot_warp`: the pivot warp that leads
  // The updaters: thread t keeps one row's multiplier in a register and updates that row in
  // every `groups`-th column (rows <= NU), or whole rows (more rows than threads).
  const int t = tid - 32 * NP;
  const bool narrow = rows <= NU;
  const int groups = narrow && rows > 0 ? NU / rows : 1;
  const int first = narrow && rows > 0 ? t % rows : t;
  const int grp = narrow && rows > 0 ? t / rows : 0;
  const int rstep = narrow ? rows : NU;

  // A pivot warp, column jc's values in y: the lane's first largest |value| among its active
  // rows, then the warp's (w: -1 for none), with the pivot factor of its value and the block
  // row at logical position jc; with NP > 1 into the warp's slot for combine().
  double wv = -1.0;
  int wl = m, wr = -1, whold = -1;
  T wrec = l2::zero<T>();
  auto search = [&](int jc) {
    // v starts at -1 hidden from the compiler: known, the first row's `a > v` was folded to
    // true for f32 and c32 (|value| widened to double cannot be below -1, NaN aside), so a
    // NaN row became its lane's best and hid the lane's real candidate (a smaller pivot;
    // tests/solver.rs: nan_rows_hide_no_pivot). With it opaque the compares keep IEEE
    // semantics (NaN is never a candidate) at the cost of the double compares alone.
    double v = -1.0;
    asm volatile("" : "+d"(v));
    int vl = m, vr = -1, h = -1;
    T vy = l2::zero<T>();
#pragma unroll
    for (int k = 0; k < RPW; ++k) {
      if (act >> k & 1u) {
        if (d.pivot) {
          const double a = abs1(y[k]);
          if (a > v || (a == v && lg[k] < vl)) {
            v = a;
            vl = lg[k];
            vr = row_of(k);
            vy = y[k];
          }
        }
        if (lg[k] == jc) h = row_of(k);
      }
    }
    const int w = d.pivot ? warp_first_largest(v, vl) : -1;
    const T rec = pivot_factor(vy);  // every lane its own: the winner's is taken
    const int src = w < 0 ? 0 : w;
    wv = w < 0 ? -1.0 : kern::shfl(v, src);
    wl = w < 0 ? m : kern::shfl(vl, src);
    wr = w < 0 ? -1 : kern::shfl(vr, src);
    wrec = kern::shfl(rec, src);
    whold = static_cast<int>(__reduce_max_sync(0xffffffffu, static_cast<unsigned>(h + 1))) - 1;
    if (NP > 1 && lane == 0) {
      s_cv[warp] = wv;
      s_cl[warp] = wl;
      s_cr[warp] = wr;
      s_ch[warp] = whold;
      double2 r2 = make_double2(0.0, 0.0);
      memcpy(&r2, &wrec, sizeof(T));
      s_crec[warp] = r2;
    }
  };
  // Warp 0, after a barrier that follows every pivot warp's search (NP > 1): the block's
  // candidate, the first largest of the pivot warps' (the same order as one warp's search).
  auto combine = [&]() {
    if constexpr (NP > 1) {
      double bv = s_cv[0];
      int bl = s_cl[0], bh = s_ch[0], bw = 0;
#pragma unroll
      for (int w2 = 1; w2 < NP; ++w2) {
        better_block(bv, bl, bw, s_cv[w2], s_cl[w2], w2);
        bh = s_ch[w2] > bh ? s_ch[w2] : bh;
      }
      wv = bv;
      wl = bl;
      wr = s_cr[bw];
      whold = bh;
      const double2 r2 = s_crec[bw];
      memcpy(&wrec, &r2, sizeof(T));
    }
  };
  // Warp 0, once the updaters have finished the step before (the row must be complete): column
  // jc's candidate and a row into this block's slot of parity jc & 1 in every block, this one
  // included. The row is the candidate's; with no candidate, the row at logical position jc if
  // this block holds it (the pivot row where no block has a candidate: npvt, or every value
  // NaN); else zeros. Then this block's arrival on its own mbarrier, with the bytes it awaits.
  // Its own slot too is written by st.async only: the other pivot warps read it after the
  // mbarrier as they read the others' (compute-sanitizer's racecheck does not order a plain
  // store before the arrival with a load after the wait).
  auto publish = [&](int jc) {
    const int P = jc & 1;
    const int src = wr >= 0 ? wr : whold;
    const int c0 = first_word(jc), words = row_words(jc);
    // The candidate's three words, as Cand lays them out: v, lg, row | hold, pad | rec.
    static_assert(CW == 3 && offsetof(Cand, hold) == 16 && offsetof(Cand, rec) == 32, "Cand's layout");
    const unsigned long long vb = static_cast<unsigned long long>(__double_as_longlong(wv));
    double2 rb = make_double2(0.0, 0.0);
    memcpy(&rb, &wrec, sizeof(T));
    const uint4 kw0 = make_uint4(static_cast<unsigned>(vb), static_cast<unsigned>(vb >> 32),
                                 static_cast<unsigned>(wl), static_cast<unsigned>(wr));
    const uint4 kw1 = make_uint4(static_cast<unsigned>(whold), 0u, 0u, 0u);
    uint4 kw2;
    memcpy(&kw2, &rb, 16);
    const unsigned row = shared_addr(stage + (P * 16 + blk) * ns + c0);
    const unsigned own = shared_addr(cand + P * 16 + blk), mb = shared_addr(mbar + P);
    for (int i = lane; i < words + CW; i += 32) {
      uint4 v;
      if (i < words) {
        T e[CE];
#pragma unroll
        for (int q = 0; q < CE; ++q) {
          const int c = c0 + i * CE + q;
          e[q] = src >= 0 && c < n ? tile[src + c * R] : l2::zero<T>();
        }
        memcpy(&v, e, 16);
      } else {
        const int w = i - words;
        v = w == 0 ? kw0 : (w == 1 ? kw1 : kw2);
      }
      const unsigned a = i < words ? row + 16 * i : own + 16 * (i - words);
      for (int b = 0; b < G; ++b) push16(remote_addr(a, b), v, remote_addr(mb, b));
    }
    __syncwarp();
    if (lane == 0) mbar_expect(mb, phase_bytes(jc));
  };

  auto first_column = [&]() {
#pragma unroll
    for (int k = 0; k < RPW; ++k) {
      const int i = row_of(k);
      lg[k] = r0 + i;
      y[k] = i < rows ? tile[i] : l2::zero<T>();
      if (i < rows) act |= 1u << k;
    }
    search(0);  // mn >= 1 (the launcher's precondition)
  };
  if constexpr (NP > 1) {
    if (pivot_warp) first_column();
    __syncthreads();  // the pivot warps' candidates
  }
  if (warp == 0) {
    if constexpr (NP == 1) first_column();
    combine();
    publish(0);
  }
  // One loop for both roles, so that every hand-off is one barrier at one place.
  for (int j = 0; j < mn; ++j) {
    const int P = j & 1;
    // Column j's candidates and rows, every block's, are here.
    if (pivot_warp) {
      mbar_wait(shared_addr(mbar + P), static_cast<unsigned>(j >> 1) & 1u);
    } else {
      mbar_wait<MbarWait::Idle>(shared_addr(mbar + P), static_cast<unsigned>(j >> 1) & 1u);
    }
    const T* stg = stage + P * 16 * ns;
    int pb = 0, p = j, qi = 0;
    bool won = false;
    T r_pub = l2::zero<T>();
    if (pivot_warp) {
      // Lane b: block b's candidate; the warp's first largest (each pivot warp alike).
      double bv = -1.0;
      int bl = m, brow = -1, hold = -1;
      T brec = l2::zero<T>();
      if (lane < G) {
        const Cand& k = cand[P * 16 + lane];
        bv = k.v;
        bl = k.lg;
        brow = k.row;
        hold = k.hold;
        memcpy(&brec, &k.rec, sizeof(T));
      }
      const int w = d.pivot ? warp_first_largest(bv, bl) : -1;
      // The pivot row: the first largest candidate's, else (no candidate: npvt, or every
      // value NaN) the row at logical position j, not interchanged, which its block pushed.
      won = w >= 0;
      const unsigned held = __ballot_sync(0xffffffffu, hold >= 0);
      const int hb = held != 0 ? __ffs(held) - 1 : 0;  // the block holding logical row j
      pb = won ? w : hb;
      p = won ? kern::shfl(bl, pb) : j;
      qi = won ? kern::shfl(brow, pb) : kern::shfl(hold, pb);
      r_pub = kern::shfl(brec, pb);
      const T piv = stg[pb * ns + j];
      const bool nz = !l2::is_zero(piv);
      const bool recip = abs1(piv) >= sfmin<T>();
      const T r = won ? r_pub : (recip ? recip_of(piv) : piv);
      // The interchange: the row at logical j takes position p, row q (at p) becomes row j
      // and leaves the active rows.
#pragma unroll
      for (int k = 0; k < RPW; ++k) {
        if (p != j && (act >> k & 1u) && lg[k] == j) lg[k] = p;
        if (blk == pb && row_of(k) == qi) {
          lg[k] = j;
          act &= ~(1u << k);
          chosen[qi] = j;
        }
      }
      if (lead && lane == 0) {
        s_piv[j] = p;
        s_pb = pb;
        if (!nz && s_zero < 0) s_zero = j;
      }
      // The multipliers (recip is the same in every lane), into the tile for the updaters.
      if (nz) {
        T* col = tile + j * R;
        if (recip) {
#pragma unroll
          for (int k = 0; k < RPW; ++k)
            if (act >> k & 1u) {
              y[k] = l2::mul(y[k], r);
              col[row_of(k)] = y[k];
            }
        } else {
#pragma unroll
          for (int k = 0; k < RPW; ++k)
            if (act >> k & 1u) {
              y[k] = dv(y[k], piv);
              col[row_of(k)] = y[k];
            }
        }
      }
    }
    handoff();  // kReady
    const T* u = stg + s_pb * ns;
    if (pivot_warp) {
      // Column j + 1 (the updaters take j + 2 onwards): its values become the next y.
      if (j + 1 < n) {
        const T u1 = u[j + 1];
        T* col = tile + (j + 1) * R;
        // Loads before stores, in chunks that keep 16-byte elements out of local memory.
        constexpr int kChunk = sizeof(T) == 16 && RPW > 8 ? (RPW % 8 == 0 ? 8 : 4) : RPW;
#pragma unroll
        for (int k0 = 0; k0 < RPW; k0 += kChunk) {
          T x[kChunk];
#pragma unroll
          for (int k = 0; k < kChunk; ++k)
            x[k] = act >> (k0 + k) & 1u ? col[row_of(k0 + k)] : l2::zero<T>();
#pragma unroll
          for (int k = 0; k < kChunk; ++k)
            if (act >> (k0 + k) & 1u) {
              y[k0 + k] = nmadd(x[k], y[k0 + k], u1);
              col[row_of(k0 + k)] = y[k0 + k];
            }
        }
      }
      if (j + 1 < mn) search(j + 1);
    } else if (grp < groups) {
      const T* mul = tile + j * R;
      for (int i = first; i < rows; i += rstep) {
        if (chosen[i] <= j) continue;
        const T l = mul[i];
        T* x = tile + i;
        int c = j + 2 + grp;
        for (; c + 3 * groups < n; c += 4 * groups) {
          const T x0 = x[c * R], x1 = x[(c + groups) * R], x2 = x[(c + 2 * groups) * R],
                  x3 = x[(c + 3 * groups) * R];
          const T u0 = u[c], u1 = u[c + groups], u2 = u[c + 2 * groups], u3 = u[c + 3 * groups];
          x[c * R] = nmadd(x0, l, u0);
          x[(c + groups) * R] = nmadd(x1, l, u1);
          x[(c + 2 * groups) * R] = nmadd(x2, l, u2);
          x[(c + 3 * groups) * R] = nmadd(x3, l, u3);
        }
        for (; c < n; c += groups) x[c * R] = nmadd(x[c * R], l, u[c]);
      }
    }
    if (j + 1 < mn) {
      handoff();  // kDone
      if (warp == 0) {
        combine();
        publish(j + 1);
      }
    }
  }
  if (pivot_warp) {
#pragma unroll
    for (int k = 0; k < RPW; ++k)
      if (row_of(k) < rows) lp[row_of(k)] = lg[k];
  }
  // No block leaves while the cluster may still push into it.
  __syncthreads();
  cluster_arrive_relaxed();
  cluster_wait();
  if (blk == 0) {
    int* ipiv = d.pivot ? reinterpret_cast<int*>(d.ipiv.addr) : nullptr;
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) : nullptr;
    if (ipiv != nullptr)
      for (int k = tid; k < mn; k += kClusterThreads) ipiv[d.row0 + k] = static_cast<int>(d.row0 + s_piv[k] + 1);
    if (tid == 0 && s_zero >= 0 && info != nullptr && *info == 0) *info = static_cast<int>(d.row0 + s_zero + 1);
  }
  // Every row to its logical position.
  for (int k = tid; k < rows * n; k += kClusterThreads) {
    const int i = k % rows, c = k / rows;
    g[lp[i] + c * ld] = tile[i + c * R];
  }
}

template <class T, int RPL, int NP>
int launch_cluster(const SolverDesc& d, long long blocks, long long rows, hipStream_t s) {
  // Too much shared memory, or no room for the cluster: kInvalidLaunch, and the portable
  // kernel runs the panel.
  return launch_one_cluster<&getf2_panel_cluster_kernel<T, RPL, NP>, kClusterThreads>(
      d, blocks, ClusterLayout<T>(rows, d.n).bytes, s);
}

// Blocks of at most kMaxClusterRows rows (plan::PANEL_CLUSTER_ROWS: 16 a lane of the pivot warps).
constexpr long long kMaxClusterRows = 512;

template <class T>
int launch_getf2_panel_cluster(const SolverDesc& d, hipStream_t s) {
  const long long blocks = d.k1;
  // A cluster of one block would push its candidates into its own shared memory by st.async,
  // which compute-sanitizer's memcheck rejects ("Cluster needs to have at least 2 blocks";
  // H200, c64 panels of 64 rows, 2026-12-02), though the results were right: one block takes
  // the portable kernels instead (plan::lu_node gives one block to c64 panels of up to 64 rows
  // only: every smaller panel of another type fits a leaf).
  if (blocks < 2 || blocks > 16 || d.m < 1 || d.n < 1 || d.n > kMaxPanel || d.batch != 1) return kInvalidLaunch;
  const long long rows = (d.m + blocks - 1) / blocks;
  // Warp 0's loops run over all RPL slots of a lane, used or not, so RPL follows the block's
  // rows closely. H200, f64, against 16 a lane for every block over 128 rows (harness of
  // docs/benchmarks/2026-11-29-h200-lu-panel-loads/, with the batched loads of tile_load):
  // 4096 x 64 (256 rows a block) 2.98 -> 2.74 us a column, 6144 x 64 (384) 3.35 -> 3.08;
  // c64 4096 x 32 1.55x (16 c64 a lane spill). dgetrf 4096 -4.0%, 8192 -2.6% (two steps).
  // Pivot warps (each keeps RPL / NP of a lane's rows and walks the column's path for them;
  // warp 0 combines their candidates): 2 at 8 rows a lane, 4 at 12 and 16. With the cluster
  // barrier a second warp's combine cost f32, f64 and c32 more than the halved slots saved
  // (docs/benchmarks/2026-11-29-h200-lu-deferred/); with the candidates pushed it no longer
  // does (H200, harness against one pivot warp but for c64's two at 12 and 16, us a column:
  // f64 8192 x 32 3.07 -> 2.60, 8192 x 16 x1.27, 6144 x 64 x1.05, 4096 x 64 x1.02; f32 6000 x
  // 64 x1.13; c64 8192 x 16 x1.11; 2 at 4 rows a lane x0.99, 8 at 16 f64 8192 x 32 x1.14:
  // docs/benchmarks/2026-12-01-h200-lu-push/).
  if (rows <= 64) return launch_cluster<T, 2, 1>(d, blocks, rows, s);
  if (rows <= 128) return launch_cluster<T, 4, 1>(d, blocks, rows, s);
  if (rows <= 256) return launch_cluster<T, 8, 2>(d, blocks, rows, s);
  if (rows <= 384) return launch_cluster<T, 12, 4>(d, blocks, rows, s);
  if (rows <= kMaxClusterRows) return launch_cluster<T, 16, 4>(d, blocks, rows, s);
  return kInvalidLaunch;
}

#else

template <class T>
int launch_getf2_panel_cluster(const SolverDesc&, hipStream_t) {
  return kInvalidLaunch;
}

#endif

template int launch_getf2_panel_cluster<float>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<double>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<c32>(const SolverDesc&, hipStream_t);
template int launch_getf2_panel_cluster<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
