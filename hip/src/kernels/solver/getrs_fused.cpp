// GetrsFused: getrs (op(A) = A) of one matrix with one right-hand side, in one launch.
//
// Why: getrs of order 1024 with one vector (the seed example's second call) was three launches,
// the vector's interchanges (~25 µs on an H200) and two triangular solves (~50 µs each), each
// solve a chain of 16 diagonal blocks handed from block to block through L2. After getrf the
// factors are in L2 and the work is small (8 MB read once); what costs is latency.
//
// sm_90: the matrix's rows are dealt out in blocks of 64 (row block c to block c) to one
// thread-block cluster of up to 16 blocks (order up to 1024, plan::GETRS_FUSED_MAX), and every
// hand-off goes through distributed shared memory: the owner of a row block pushes its 64
// values into the shared memory of every block that needs them (st.async), each store
// counting down that block's mbarrier for the row block, so a value arrives with its signal.
// Each block inverts its diagonal blocks of L and U (64x64, in shared memory) before the chain
// reaches it, so the chain's step at block c is y_c = L_cc^-1 (b'_c - sum_{j<c} L_cj y_j): the
// tiles of the earlier row blocks are read from the matrix (L2) and multiplied as their values
// arrive, the neighbour's (the chain's) from registers loaded beforehand, and the inverse's
// product is one 64x64 product with a block barrier (the same, backwards, for x with U).
//
// Where the time goes (H200, order 1024, benches/getrs_fused_probe.cu's stamps; 55 us a launch
// event-timed, 47.9 us from the first block's start to the last's end): L^-1 ~8.8 us before
// the chain starts, the L chain ~1.1 us a row block, U^-1 (after a block's L step) ~9 us,
// then the U chain ~0.65 us a row block. (Multiplying the inverse into the neighbour's tile
// beforehand, one product a step instead of two, cost more in the prologue than it saved.)
//
// The interchanges: getrs applies LAPACK's (row i with row ipiv[i] - 1, i ascending) to b
// first. Row k's final value is the one at row p_k before step k, and that one came from row m
// < k exactly when p_m is where it was: so each block finds the source of its rows by walking
// the pivots back from its own (sigma below), reads b there once, and no interchange is ever
// applied. Every read of b happens before any block writes x (each write follows the whole L
// chain, which follows every block's reads).
//
// Elsewhere, and where the runtime refuses the cluster (a partitioned or shared device): the
// one-block kernel below, the same result by substitution in global memory (slow: a block
// barrier a row). On AMD the plan never asks for this launch (getrs runs laswp and two
// triangular solves there).
#include "panel_common.h"

#if defined(OXBLAS_HIP_NVIDIA)
#include "cluster_launch.h"
#endif

namespace oxblas_hip {
namespace slv {

constexpr int kFusedThreads = 256;
constexpr int kFusedMaxOrder = 1024;  // plan::GETRS_FUSED_MAX: 16 blocks of 64 rows

// ---------------------------------------------------------------- the one-block kernel

// b = P b, then L y = b (unit), then U x = y, one block, b in shared memory.
template <class T>
__global__ void __launch_bounds__(kFusedThreads) getrs_one_block_kernel(SolverDesc d) {
  kern::pdl_begin();
  __shared__ T s_b[kFusedMaxOrder];
  const int n = static_cast<int>(d.n), tid = threadIdx.x, nt = blockDim.x;
  const T* a = entry<T>(d.a.at, 0, d.a_off);
  T* b = entry<T>(d.b.at, 0, d.b_off);
  const long long ld = d.a.ld;
  const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr);
  for (int i = tid; i < n; i += nt) s_b[i] = b[i];
  __syncthreads();
  if (tid == 0)
    for (int i = 0; i < n; ++i) {
      const int p = ipiv[i] - 1;
      if (p != i) {
        const T t = s_b[i];
        s_b[i] = s_b[p];
        s_b[p] = t;
      }
    }
  __syncthreads();
  for (int j = 0; j < n; ++j) {
    const T x = s_b[j];
    for (int i = j + 1 + tid; i < n; i += nt) s_b[i] = nmadd(s_b[i], a[i + j * ld], x);
    __syncthreads();
  }
  for (int j = n - 1; j >= 0; --j) {
    const T x = dv(s_b[j], a[j + j * ld]);
    for (int i = tid; i < j; i += nt) s_b[i] = nmadd(s_b[i], a[i + j * ld], x);
    if (tid == nt - 1) b[j] = x;
    __syncthreads();
  }
}

#if defined(OXBLAS_HIP_NVIDIA)

// ---------------------------------------------------------------- the cluster kernel

// benches/getrs_fused_probe.cu's build (-DOXBLAS_GETRS_TRACE): thread 0 of each block stamps
// %globaltimer at the kernel's phases into the 16 u64 of d.info from 16·c; nothing otherwise.
#if defined(OXBLAS_GETRS_TRACE)
#define GETRS_STAMP(k)                                                                       \
  do {                                                                                       \
    if (threadIdx.x == 0) {                                                                  \
      unsigned long long t_;                                                                 \
      asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t_));                                 \
      reinterpret_cast<unsigned long long*>(d.info)[16 * blockIdx.x + (k)] = t_;            \
    }                                                                                        \
  } while (0)
#else
#define GETRS_STAMP(k) \
  do {                 \
  } while (0)
#endif

// Shared memory holds 64x64 tiles row-major with every 16 columns padded by 16 bytes (Pad
// elements), so that the four threads of a row's quad (below), each reading its own 16
// columns 16 bytes at a time, hit four different bank groups.
template <class T>
struct FusedLayout {
  static constexpr int Pad = 16 / static_cast<int>(sizeof(T));
  static constexpr int S = 64 + 4 * Pad;  // a padded row
  __host__ __device__ static constexpr int col(int c) { return c + Pad * (c / 16); }
  // Byte offsets: mbarriers, then L^-1, U^-1, a scratch tile (the triangle being inverted,
  // the pivots), the vectors the inverses multiply (one for L, one for U), then the row
  // blocks' values (row block j at j·S: y_j for j < c, x_j for j > c).
  static constexpr long long kMbar = 0, kLinv = 256;
  static constexpr long long kTile = 64LL * S * sizeof(T);
  static constexpr long long kUinv = kLinv + kTile, kScratch = kUinv + kTile;
  static constexpr long long kR = kScratch + kTile, kV = kR + 2 * S * sizeof(T);
  static_assert(kTile >= kFusedMaxOrder * 4, "the pivots fit the scratch tile");
  __host__ __device__ static constexpr long long bytes(int blocks) { return kV + blocks * S * sizeof(T); }
};

// 16 consecutive elements from shared memory at a 16-byte-aligned address, 16 bytes a load.
template <class T>
__device__ inline void ld16(const T* p, T (&v)[16]) {
  constexpr int W = static_cast<int>(sizeof(T));  // 16-byte words in 16 elements
  const uint4* s = reinterpret_cast<const uint4*>(p);
  uint4 w[W];
#pragma unroll
  for (int u = 0; u < W; ++u) w[u] = s[u];
  memcpy(v, w, sizeof(v));
}

// The sum over a row's quad (lanes 4i .. 4i + 3), in every lane of it, in one order.
template <class T>
__device__ inline T quad_sum(T v) {
  v = l2::add(v, kern::shfl_xor(v, 1));
  return l2::add(v, kern::shfl_xor(v, 2));
}

// sum_k m[k] v[k] over a quad's 16 columns, two chains.
template <class T>
__device__ inline T dot16(const T (&m)[16], const T (&v)[16]) {
  T s0 = l2::zero<T>(), s1 = l2::zero<T>();
#pragma unroll
  for (int k = 0; k < 16; k += 2) {
    s0 = l2::mad<false>(s0, m[k], v[k]);
    s1 = l2::mad<false>(s1, m[k + 1], v[k + 1]);
  }
  return l2::add(s0, s1);
}

// The inverse of the 64x64 lower triangle in `t` (stored transposed: element (i, k) at
// k·S + col(i); its upper part zero), unit-diagonal or not, into `out` (row-major): X = L^-1
// by substitution, each thread 4 rows x 4 columns of X (warp w: columns 8w .. 8w + 7, lane l:
// rows l % 16 + 16v, columns 4(2w + l / 16) ..), so a step's 4 loads of L feed 16 multiply-adds
// and its x_m comes by shuffles from the lane owning row m. r[v] holds row 16(mb + v) + l % 16
// at step block mb: after a block its slot 0 is final and goes out and the slots move down one
// (no register indexed at run time, and a loop of small code, one copy for L and U: code run
// once is fetched cold, and unrolled the 64 steps were ~60 KB of it, ~50 us a launch). A warp
// has nothing to do before row 16(w / 2). With `reflect`, t holds the reflection of an upper
// triangle U (t(i, k) = U(63 - i, 63 - k)), and out gets U^-1 unreflected. `rd`: 64 elements
// of scratch (the diagonal's reciprocals).
template <class T>
__device__ __noinline__ void invert64(const T* t, T* out, T* rd, bool unit, bool reflect) {
  using Lay = FusedLayout<T>;
  const int tid = threadIdx.x, lane = tid % OXHIP_WARP, w = tid / OXHIP_WARP;
  const int rg = lane % 16, k0 = 4 * (2 * w + lane / 16), mb0 = w / 2;
  const T zero = l2::zero<T>();
  auto put = [&](int i, int kk, T v) {
    if (reflect) out[(63 - i) * Lay::S + Lay::col(63 - kk)] = v;
    else out[i * Lay::S + Lay::col(kk)] = v;
  };
  if (!unit) {
    if (tid < 64) rd[tid] = dv(one<T>(), t[tid * Lay::S + Lay::col(tid)]);
    __syncthreads();
  }
  for (int mb = 0; mb < mb0; ++mb)
#pragma unroll
    for (int c4 = 0; c4 < 4; ++c4) put(16 * mb + rg, k0 + c4, zero);
  T r[4][4];
#pragma unroll
  for (int v = 0; v < 4; ++v)
#pragma unroll
    for (int c4 = 0; c4 < 4; ++c4) r[v][c4] = 16 * (mb0 + v) + rg == k0 + c4 ? one<T>() : zero;
  for (int mb = mb0; mb < 4; ++mb) {
    const T* lp = t + 16 * mb * Lay::S + Lay::col(16 * mb + rg);  // L(16 mb + rg, m), m = 16 mb
    const T* rp = rd + 16 * mb;
#pragma unroll 4
    for (int tt = 0; tt < 16; ++tt, lp += Lay::S, ++rp) {
      T lm[4];
#pragma unroll
      for (int v = 0; v < 4; ++v) lm[v] = mb + v < 4 ? lp[v * (16 + Lay::Pad)] : zero;
      T xm[4];
      const T rm = unit ? zero : *rp;
#pragma unroll
      for (int c4 = 0; c4 < 4; ++c4) {
        const T x0 = unit ? r[0][c4] : l2::mul(r[0][c4], rm);
        xm[c4] = kern::shfl(x0, (lane & 16) | tt);
      }
#pragma unroll
      for (int c4 = 0; c4 < 4; ++c4) {
        if (rg == tt) r[0][c4] = xm[c4];
        else if (rg > tt) r[0][c4] = nmadd(r[0][c4], lm[0], xm[c4]);
#pragma unroll
        for (int v = 1; v < 4; ++v) r[v][c4] = nmadd(r[v][c4], lm[v], xm[c4]);
      }
    }
#pragma unroll
    for (int c4 = 0; c4 < 4; ++c4) {
      put(16 * mb + rg, k0 + c4, r[0][c4]);
#pragma unroll
      for (int v = 0; v < 3; ++v) r[v][c4] = r[v + 1][c4];
      r[3][c4] = zero;
    }
  }
}

// A 64x64 tile of the matrix into shared memory, transposed (element (i, k) = get(i, k) at
// k·S + col(i)), read with rows fastest (the matrix is column-major).
// All of a thread's 16 loads are issued before its first store (a loop of load-store pairs
// waits on L2 for each in turn: ~8 us a tile).
template <class T, class Get>
__device__ inline void tile_in(T* t, Get get) {
  using Lay = FusedLayout<T>;
  constexpr int E = 64 * 64 / kFusedThreads;
  T v[E];
#pragma unroll
  for (int u = 0; u < E; ++u) {
    const int e = threadIdx.x + u * kFusedThreads;
    v[u] = get(e % 64, e / 64);
  }
#pragma unroll
  for (int u = 0; u < E; ++u) {
    const int e = threadIdx.x + u * kFusedThreads;
    t[(e / 64) * Lay::S + Lay::col(e % 64)] = v[u];
  }
}

// The thread's 16 elements of tile (row block c, column block j) of the matrix: row r0 + i,
// columns 64j + 16q .. (zero outside the matrix).
template <class T>
__device__ inline void tile_regs(const T* a, long long ld, int n, int row, int j, int q, T (&v)[16]) {
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    const int col = 64 * j + 16 * q + k;
    v[k] = row < n && col < n ? a[row + col * ld] : l2::zero<T>();
  }
}

// One cluster of C = ceil(n / 64) blocks (the grid): block c owns rows [64c, 64c + 64).
template <class T>
__global__ void __launch_bounds__(kFusedThreads) getrs_cluster_kernel(SolverDesc d) {
  using Lay = FusedLayout<T>;
  extern __shared__ __align__(16) unsigned char smem[];
  unsigned long long* mbar = reinterpret_cast<unsigned long long*>(smem + Lay::kMbar);
  T* s_linv = reinterpret_cast<T*>(smem + Lay::kLinv);
  T* s_uinv = reinterpret_cast<T*>(smem + Lay::kUinv);
  T* s_t = reinterpret_cast<T*>(smem + Lay::kScratch);
  T* s_r = reinterpret_cast<T*>(smem + Lay::kR);
  T* s_v = reinterpret_cast<T*>(smem + Lay::kV);
  const int n = static_cast<int>(d.n), C = static_cast<int>(gridDim.x), c = static_cast<int>(blockIdx.x);
  const int tid = threadIdx.x, i = tid / 4, q = tid % 4;
  const int r0 = 64 * c, h = n - r0 < 64 ? n - r0 : 64, row = r0 + i;
  constexpr unsigned kBytes = 64 * sizeof(T);  // a row block's values: one mbarrier phase
  // Each mbarrier (one per other row block) completes once, when that block's 64 values have
  // arrived. Initialized before any block may push: the cluster meets (arrive here, wait
  // before the first push) after the init is fenced.
  if (tid == 0) {
    for (int j = 0; j < C; ++j) {
      if (j == c) continue;
      const unsigned mb = shared_addr(&mbar[j]);
      mbar_init(mb);
      mbar_expect(mb, kBytes);
    }
    mbar_init_fence();
  }
  cluster_arrive_release();
  kern::pdl_begin();  // the factors and b are the previous launches'
  GETRS_STAMP(0);
  const T* a = entry<T>(d.a.at, 0, d.a_off);
  T* b = entry<T>(d.b.at, 0, d.b_off);
  const long long ld = d.a.ld;
  const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr);
  const T zero = l2::zero<T>(), unit = one<T>();

  // ---- before the chains: L_cc^-1 (and U_cc^-1 below), each from the scratch tile.
  tile_in(s_t, [&](int ti, int tk) {
    if (ti >= h || tk >= ti) return ti == tk ? unit : zero;
    return a[r0 + ti + static_cast<long long>(r0 + tk) * ld];
  });
  __syncthreads();
  invert64(s_t, s_linv, s_r, true, false);
  __syncthreads();
  GETRS_STAMP(1);
  // b'_c: row k's value after the interchanges is b at sigma(k) (file comment): the pivots
  // up to this block's last row into the scratch, walked back four at a time.
  T bp = zero;
  {
    int* s_piv = reinterpret_cast<int*>(s_t);
    const int top = r0 + h;  // pivots 0 .. top - 1
    constexpr int P = kFusedMaxOrder / kFusedThreads;  // loads first, then stores (tile_in)
    int pv[P];
#pragma unroll
    for (int u = 0; u < P; ++u) pv[u] = tid + u * kFusedThreads < top ? ipiv[tid + u * kFusedThreads] : 0;
#pragma unroll
    for (int u = 0; u < P; ++u) s_piv[tid + u * kFusedThreads] = pv[u];
    __syncthreads();
    if (i < h) {
      int p1 = s_piv[row];  // 1-based: the row (+1) whose value ends up here, so far
      int m = row - 1;
      for (; m >= 0 && (m & 3) != 3; --m) p1 = s_piv[m] == p1 ? m + 1 : p1;
      // Two steps at a time: after step m, p1 is m + 1 (the pivot matched) or unchanged, so
      // the next step's outcome for the first case is known before p1 is.
      for (; m >= 3; m -= 4) {
        const int4 v = *reinterpret_cast<const int4*>(s_piv + m - 3);
        const int hi = v.z == m + 1 ? m : m + 1, lo = v.x == m - 1 ? m - 2 : m - 1;
        p1 = v.w == p1 ? hi : (v.z == p1 ? m : p1);
        p1 = v.y == p1 ? lo : (v.x == p1 ? m - 2 : p1);
      }
      bp = b[p1 - 1];
    }
    __syncthreads();
  }
  GETRS_STAMP(2);
  // U_cc^-1, after this block's step of the L chain: the U chain starts when the last block's
  // is done (~9 us after its L step) and reaches the others later. Before the L chain, in the
  // blocks it reaches late, it cost more: they came to their tiles behind the chain and caught
  // up at ~1 tile a microsecond (H200, dgetrs 1024: 61.2 -> 54.8 us a launch with the quicker
  // inversion, docs/benchmarks/2026-11-30-h200-getrs-one-launch/).
  auto u_prologue = [&]() {
    tile_in(s_t, [&](int ti, int tk) {
      const int ua = 63 - ti, ub = 63 - tk;  // the element of U reflected here
      if (ua >= h || ub >= h || ua > ub) return ua == ub ? unit : zero;
      return a[r0 + ua + static_cast<long long>(r0 + ub) * ld];
    });
    __syncthreads();
    invert64(s_t, s_uinv, s_r + Lay::S, false, true);
    __syncthreads();
  };
  cluster_wait();  // every mbarrier ready
  GETRS_STAMP(3);

  // The products with the tiles of earlier (L) or later (U) row blocks as their values arrive:
  // the thread's part of row i's sum over its 16 columns of each. The chain's tile (the
  // neighbour's, the last) is read first into registers of its own, so its product waits on
  // nothing but its values (read with the others, a block that came to its tiles late caught
  // up ~1 us behind the chain); the others with the next tile's loads in flight while a value
  // is awaited, two tiles ahead. (c64: no register of its own for the chain's tile, and one
  // tile ahead: its registers spilled.)
  constexpr bool kWide = sizeof(T) == 16;
  auto tiles = [&](int j0, int dir, int cnt) {
    T acc = zero;
    T ta[16], tl[16], v[16];
    const int jl = j0 + (cnt - 1) * dir;
    if (!kWide && cnt > 0) tile_regs(a, ld, n, row, jl, q, tl);
    const int others = kWide ? cnt : cnt - 1;
    if (others > 0) tile_regs(a, ld, n, row, j0, q, ta);
    if constexpr (kWide) {
      for (int t = 0; t < others; ++t) {
        const int j = j0 + t * dir;
        mbar_wait(shared_addr(&mbar[j]), 0);
        ld16(s_v + j * Lay::S + Lay::col(16 * q), v);
        acc = l2::add(acc, dot16(ta, v));
        if (t + 1 < others) tile_regs(a, ld, n, row, j + dir, q, ta);
      }
    } else {
      T tb[16];
      for (int t = 0; t < others; t += 2) {
        const int j = j0 + t * dir;
        if (t + 1 < others) tile_regs(a, ld, n, row, j + dir, q, tb);
        mbar_wait(shared_addr(&mbar[j]), 0);
        ld16(s_v + j * Lay::S + Lay::col(16 * q), v);
        acc = l2::add(acc, dot16(ta, v));
        if (t + 1 < others) {
          if (t + 2 < others) tile_regs(a, ld, n, row, j + 2 * dir, q, ta);
          mbar_wait(shared_addr(&mbar[j + dir]), 0);
          ld16(s_v + (j + dir) * Lay::S + Lay::col(16 * q), v);
          acc = l2::add(acc, dot16(tb, v));
        }
      }
    }
    if (!kWide && cnt > 0) {
      mbar_wait(shared_addr(&mbar[jl]), 0);
      ld16(s_v + jl * Lay::S + Lay::col(16 * q), v);
      acc = l2::add(acc, dot16(tl, v));
    }
    return quad_sum(acc);
  };
  // inv rhs, rhs the block's 64 values (row i's in its quad) and w the thread's 16 of row i
  // of the inverse (read before the chain's wait), through the vector `r` (one for each
  // chain, so no barrier guards its reuse).
  auto times_inverse = [&](const T (&w)[16], T* r, T rhs) {
    if (q == 0) r[Lay::col(i)] = rhs;
    __syncthreads();
    T v[16];
    ld16(r + Lay::col(16 * q), v);
    return quad_sum(dot16(w, v));
  };
  // This block's values to the blocks from `first` on, `dir` apart, `cnt` of them (the
  // chain's next block first), each row's from one lane of its quad.
  const unsigned own = shared_addr(s_v + c * Lay::S + Lay::col(i)), own_mbar = shared_addr(&mbar[c]);
  auto publish = [&](T v, int first, int dir, int cnt) {
#pragma unroll 1
    for (int e = q; e < cnt; e += 4) {
      const int dst = first + e * dir;
      push(remote_addr(own, dst), v, remote_addr(own_mbar, dst));
    }
  };

  // ---- L: y_c = L_cc^-1 (b'_c - sum_{j<c} L_cj y_j).
  T w[16];
  ld16(s_linv + i * Lay::S + Lay::col(16 * q), w);
  const T lsum = tiles(0, 1, c);
  GETRS_STAMP(4);
  const T y = times_inverse(w, s_r, sub(bp, lsum));
  GETRS_STAMP(5);
  publish(y, c + 1, 1, C - 1 - c);
  GETRS_STAMP(6);
  u_prologue();
  GETRS_STAMP(7);

  // ---- U: x_c = U_cc^-1 (y_c - sum_{j>c} U_cj x_j).
  ld16(s_uinv + i * Lay::S + Lay::col(16 * q), w);
  const T usum = tiles(C - 1, -1, C - 1 - c);
  GETRS_STAMP(8);
  const T x = times_inverse(w, s_r + Lay::S, sub(y, usum));
  GETRS_STAMP(9);
  publish(x, c - 1, -1, c);
  if (q == 0 && i < h) b[row] = x;
  GETRS_STAMP(10);
  // No block leaves while another may still push into its shared memory.
  cluster_arrive_release();
  cluster_wait();
  GETRS_STAMP(11);
}

template <class T>
int launch_cluster_getrs(const SolverDesc& d, hipStream_t s) {
  const long long blocks = (d.n + 63) / 64;
  return launch_one_cluster<&getrs_cluster_kernel<T>, kFusedThreads>(d, blocks, FusedLayout<T>::bytes(static_cast<int>(blocks)), s);
}

#endif

// d.k1: 1 the one-block kernel (tests), else the cluster where it runs.
template <class T>
int launch_getrs_fused(const SolverDesc& d, hipStream_t s) {
  if (d.batch != 1 || d.m != 1 || d.n > kFusedMaxOrder || d.ipiv.addr == 0 || d.b.at.addr == 0) return kInvalidLaunch;
#if defined(OXBLAS_HIP_NVIDIA)
  if (d.k1 != 1) {
    const int e = launch_cluster_getrs<T>(d, s);
    if (e != kInvalidLaunch) return e;
  }
#endif
  kern::launch_pdl(getrs_one_block_kernel<T>, dim3(1), dim3(kFusedThreads), s, d);
  return static_cast<int>(hipGetLastError());
}

template int launch_getrs_fused<float>(const SolverDesc&, hipStream_t);
template int launch_getrs_fused<double>(const SolverDesc&, hipStream_t);
template int launch_getrs_fused<c32>(const SolverDesc&, hipStream_t);
template int launch_getrs_fused<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
