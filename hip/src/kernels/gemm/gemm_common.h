// GEMM kernels: D = alpha * op_a(A) * op_b(B) + beta * C over a batch (kernels/gemm/*.cpp).
//
// Portable algorithm (one template, instantiated once per element type; the transposes are
// runtime arguments handled in the global -> shared load, so they add no instantiations):
//   * a block of NT = (BM/TM) * (BN/TN) threads owns a BM x BN tile of D and walks k in steps of
//     BK; op(A)'s BM x BK slice and op(B)'s BK x BN slice are staged in shared memory as
//     As[kk][i] and Bs[kk][j] (k-major, one padding element per row against bank conflicts of
//     the transposed stores), transposition and conjugation applied while loading;
//   * double buffering: the next slices are loaded from global memory into registers while the
//     current ones are multiplied out of shared memory, then stored to the other buffer; one
//     barrier per k step;
//   * thread (tx, ty) keeps a TM x TN register tile of rows tx + r*DX and columns ty + c*DY
//     (strided, so the shared reads of a warp are consecutive and D's stores are coalesced along
//     the rows);
//   * edges are predicated: loads past m, n or the split's k range read zero, stores past m or n
//     are skipped, so no tile reads or writes outside the operands.
// Configurations (Cfg): f32 and f16 128x128x8 with 8x8 per thread; f64 64x64x16, c32 64x64x8 and
// c64 64x64x8 with 4x4; 256 threads each. f16 (hgemm) is converted to f32 in the global -> shared
// load, multiplied and accumulated in f32 (partials too), and rounded to f16 once when stored.
//
// Split-K (the descriptor's `partials`): z of the grid enumerates (batch, split); split s sums
// k in [s*k_chunk, min(k, (s+1)*k_chunk)) and stores its raw tile into the workspace block
// (b*splits + s) (column-major, ld = m); then combine_kernel sums the splits in order and applies
// alpha and beta. The layout and order are those of rust/backend/host/gemm.rs.
//
// Contract: beta == 0 never reads C; alpha == 0 or k == 0 reads neither A nor B (nor the
// partials) and writes beta * C. Scalars are read on the device when given by address.
#pragma once

#include <cstdlib>

#include "../level2/level2_common.h"
#include "epilogue.h"

namespace oxblas_hip {
namespace gemm {

using l2::c32;
using l2::c64;
using oxblas::launch::Operand;
using oxblas::launch::Scalar;

// The kernels' arguments, decoded once on the host from the descriptor.
struct Args {
  Operand a, b, c, d;
  long long lda, ldb, ldc, ldd;
  long long m, n, k, batch;
  int ta, tb;  // 0 = N, 1 = T, 2 = C
  Scalar alpha, beta;
  void* partials;      // split-K workspace; null: one pass with the epilogue into D
  long long k_chunk;   // k per split (k itself without partials)
  int splits;          // 1 without partials
  int leave_blocks;    // block slots the grid leaves free for another stream (0: one a tile)
};

// The x grid of a tile kernel whose blocks loop over the tiles: one block a tile, or with
// `leave_blocks`, at most what the device runs at once less that many (at least one block a
// multiprocessor), so that another stream's chain of small launches finds multiprocessors
// without waiting for this launch's blocks to finish (potrf's look-ahead lane beside the long
// updates of its handle's stream).
template <auto K>
long long tile_grid(int threads, size_t smem, long long tiles, int leave_blocks) {
  long long bx = tiles < 0x7fffffffLL ? tiles : 0x7fffffffLL;
  if (leave_blocks <= 0) return bx;
  const int per_sm = kern::resident_per_sm<K>(threads, smem);
  if (per_sm <= 0) return bx;
  const long long sms = kern::sm_count();
  long long cap = per_sm * sms - leave_blocks;
  if (cap < sms) cap = sms;
  return bx < cap ? bx : cap;
}

// q = a / b and r = a % b for a >= 0, b > 0. NARROW: in 32 bits when both fit, as they do for
// tile and batch indices of any matrix that fits in memory (a 64-bit division is a subroutine
// of about 70 instructions on NVIDIA; the small tile's prologue made several); kernels whose
// registers are full keep the plain 64-bit ones (NARROW = false: the large dgemm tile spilled
// 4-28 more bytes with the 32-bit branch).
template <bool NARROW = true>
__device__ inline void divmod(long long a, long long b, long long& q, long long& r) {
  if constexpr (!NARROW) {
    q = a / b;
    r = a % b;
  } else if (((a | b) >> 32) == 0) {
    const unsigned ua = static_cast<unsigned>(a), ub = static_cast<unsigned>(b);
    const unsigned uq = ua / ub;
    q = uq;
    r = ua - uq * ub;
  } else {
    q = a / b;
    r = a - q * b;
  }
}

// IEEE binary16 as stored (hgemm): converted by bit manipulation, so no vendor half header is
// needed; products are accumulated in f32 and rounded once, to nearest even.
struct h16 {
  unsigned short bits;
};

__device__ inline float h2f(h16 h) {
  const unsigned sign = (h.bits & 0x8000u) << 16, e = (h.bits >> 10) & 0x1fu, m = h.bits & 0x3ffu;
  if (e == 0) {
    const float f = static_cast<float>(m) * 5.9604644775390625e-8f;  // m * 2^-24
    return sign ? -f : f;
  }
  if (e == 0x1f) return __uint_as_float(sign | 0x7f800000u | (m << 13));
  return __uint_as_float(sign | ((e + 112u) << 23) | (m << 13));
}

__device__ inline h16 f2h(float f) {
  const unsigned x = __float_as_uint(f);
  const unsigned short sign = static_cast<unsigned short>((x >> 16) & 0x8000u);
  const unsigned ax = x & 0x7fffffffu;
  unsigned r;
  if (ax >= 0x7f800000u) {
    r = ax > 0x7f800000u ? 0x7e00u : 0x7c00u;  // NaN, infinity
  } else if (ax >= 0x477ff000u) {
    r = 0x7c00u;  // 65520 and up round to infinity
  } else if (ax >= 0x38800000u) {
    const unsigned v = ax - (112u << 23);  // rebias the exponent, then round 13 bits away
    r = (v + 0x0fffu + ((v >> 13) & 1u)) >> 13;
  } else if (ax <= 0x33000000u) {
    r = 0;  // at most half the smallest subnormal: rounds to zero
  } else {
    const unsigned m = (ax & 0x7fffffu) | 0x800000u;
    const int shift = 126 - static_cast<int>(ax >> 23);  // units of 2^-24
    r = m >> shift;
    const unsigned rem = m & ((1u << shift) - 1u), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (r & 1u))) ++r;
  }
  return h16{static_cast<unsigned short>(sign | r)};
}

// Accumulation type of a stored element type.
template <class S> struct AccOf { using type = S; };
template <> struct AccOf<h16> { using type = float; };
template <class S> using acc_t = typename AccOf<S>::type;

template <class S> __device__ inline acc_t<S> load_elem(const S* p) { return l2::ld(p); }
template <> __device__ inline float load_elem<h16>(const h16* p) { return h2f(*p); }
template <class S> __device__ inline S store_elem(acc_t<S> v) { return v; }
template <> __device__ inline h16 store_elem<h16>(float v) { return f2h(v); }

// alpha or beta: by value (already a value of S, exact in acc_t<S>) or one S in device memory.
template <class S>
__device__ inline acc_t<S> load_scalar_s(const Scalar& s) {
  if (s.addr == 0) return l2::make<acc_t<S>>(s.re, s.im);
  return load_elem(reinterpret_cast<const S*>(s.addr));
}

template <class T> struct Cfg;
template <> struct Cfg<float> { static constexpr int BM = 128, BN = 128, BK = 8, TM = 8, TN = 8; };
template <> struct Cfg<double> { static constexpr int BM = 64, BN = 64, BK = 16, TM = 4, TN = 4; };
template <> struct Cfg<c32> { static constexpr int BM = 64, BN = 64, BK = 8, TM = 4, TN = 4; };
template <> struct Cfg<h16> { static constexpr int BM = 128, BN = 128, BK = 8, TM = 8, TN = 8; };
template <> struct Cfg<c64> { static constexpr int BM = 64, BN = 64, BK = 8, TM = 4, TN = 4; };

// nvcc: the block size only. Asking for 2 blocks per SM gives f32 128 registers and a 16-byte
// spill (without: 135, one block per SM); a minimum of 1 block makes ptxas take 230. To be timed
// on the H200.
// The k loop over a shared slice: fully unrolled for nvcc; two steps at a time for AMD's compiler,
// which otherwise hoists every shared-memory load of the slice into registers (256 VGPRs + up to
// 172 AGPRs, one wave per SIMD; with the partial unroll 122-210 VGPRs and 2-4 waves).
#if defined(OXBLAS_HIP_NVIDIA)
#define OXGEMM_BOUNDS(T) __launch_bounds__(threads<T>())
#define OXGEMM_UNROLL_K _Pragma("unroll")
#else
#define OXGEMM_BOUNDS(T) __launch_bounds__(threads<T>())
#define OXGEMM_UNROLL_K _Pragma("unroll 2")
#endif

template <class T>
constexpr int threads() {
  return (Cfg<T>::BM / Cfg<T>::TM) * (Cfg<T>::BN / Cfg<T>::TN);
}

// One thread's share of a slice load: element r of its L elements is row r0 + r*dr, k k0 + r*dk
// of the slice (rows = m of op(A), n of op(B)), at offset row*sr + k*sk of the stored matrix.
// Consecutive threads take consecutive stored elements (rows_fastest: the slice's rows are
// contiguous in memory, A with N and B with T/C; else its k is), so a warp's loads coalesce, and
// every index is an affine function of r that the compiler strength-reduces.
struct Walk {
  int r0, dr, k0, dk;
  long long sr, sk;
};

template <int ROWS, int BK, int NT>
__device__ inline Walk make_walk(int tid, bool rows_fastest, long long ld) {
  static_assert(NT % ROWS == 0 && NT % BK == 0, "a slice must be an exact number of thread rows");
  Walk w;
  if (rows_fastest) {
    w.r0 = tid % ROWS; w.dr = 0; w.k0 = tid / ROWS; w.dk = NT / ROWS; w.sr = 1; w.sk = ld;
  } else {
    w.r0 = tid / BK; w.dr = NT / BK; w.k0 = tid % BK; w.dk = 0; w.sr = ld; w.sk = 1;
  }
  return w;
}

// Load the thread's L elements of the slice [row0, row0 + ROWS) x [k0, k0 + BK) (zero outside
// rows < nrows, k < ke), conjugated when cj.
template <class S, class T, int L>
__device__ inline void gather(T (&reg)[L], const S* M, const Walk& w, long long row0,
                              long long nrows, long long k0, long long ke, bool cj) {
  // Remaining rows and k from the thread's first element (negative: none left); one pointer
  // walked by a fixed step keeps a single 64-bit address live.
  const long long rl = nrows - row0 - w.r0, kl = ke - k0 - w.k0;
  const long long step = w.dr * w.sr + w.dk * w.sk;
  const S* p = M + (row0 + w.r0) * w.sr + (k0 + w.k0) * w.sk;
#pragma unroll
  for (int r = 0; r < L; ++r) {
    T v = l2::zero<T>();
    if (r * w.dr < rl && r * w.dk < kl) v = load_elem(p);
    reg[r] = cj ? l2::conj(v) : v;
    p += step;
  }
}

// D's element from its sum and its C term (beta·C or zero): alpha·acc + cterm, or cterm alone
// when alpha = 0 or k = 0 (skip), rounded to S once.
template <class S>
__device__ inline S finish(acc_t<S> alpha, acc_t<S> acc, bool skip, acc_t<S> cterm) {
  const acc_t<S> v = skip ? l2::zero<acc_t<S>>() : l2::mul(alpha, acc);
  return store_elem<S>(l2::add(v, cterm));
}

// Where a finished element goes: the split's workspace block (raw sum), or D = alpha * acc +
// beta * C (C read only when beta != 0). Elements past m or n are dropped.
template <class S>
struct Out {
  using T = acc_t<S>;
  const Args& g;
  T* P;
  S* D;
  const S* C;
  T alpha, beta;
  bool beta0, skip;
  __device__ Out(const Args& g_, long long bi, int s, T alpha_, T beta_, bool beta0_, bool skip_)
      : g(g_), alpha(alpha_), beta(beta_), beta0(beta0_), skip(skip_) {
    if (g.partials != nullptr) {
      P = static_cast<T*>(g.partials) + (bi * g.splits + s) * (g.m * g.n);
      D = nullptr;
      C = nullptr;
    } else {
      P = nullptr;
      D = l2::batch_ptr<S>(g.d, bi);
      C = beta0 ? nullptr : l2::batch_ptr<const S>(g.c, bi);
    }
  }
  // beta·C at (gi, gj); zero where C is not read (beta = 0, a split's partials, outside m×n).
  __device__ T c_term(long long gi, long long gj) const {
    if (C == nullptr || gi >= g.m || gj >= g.n) return l2::zero<T>();
    return l2::mul(beta, load_elem(C + gi + gj * g.ldc));
  }
  // cterm: c_term(gi, gj), read before (put_group).
  __device__ void put(long long gi, long long gj, T acc, T cterm) const {
    if (gi >= g.m || gj >= g.n) return;
    if (P != nullptr) {
      P[gi + gj * g.m] = acc;
      return;
    }
    D[gi + gj * g.ldd] = finish<S>(alpha, acc, skip, cterm);
  }
};

// The epilogue of a tile that lies inside m×n, outside split-K: D and C from the thread's first
// element (i0, j0), each element at a small offset (i, j) from it, no bounds checks. The checked
// Out spent 1257 of the ~3000 instructions a warp of a 64x64 dgemm tile with k = 128 executes
// (bounds, 64-bit indices and the descriptor reloaded per element); with four warps an SM such
// a launch took 9.6 us on the H200, most of it in instruction latency.
template <class S>
struct OutLean {
  using T = acc_t<S>;
  S* D;
  const S* C;
  long long ldd, ldc;
  T alpha, beta;
  bool skip;
  __device__ OutLean(const Args& g, long long bi, long long i0, long long j0, T alpha_, T beta_,
                     bool beta0, bool skip_)
      : ldd(g.ldd), ldc(g.ldc), alpha(alpha_), beta(beta_), skip(skip_) {
    D = l2::batch_ptr<S>(g.d, bi) + i0 + j0 * g.ldd;
    C = beta0 ? nullptr : l2::batch_ptr<const S>(g.c, bi) + i0 + j0 * g.ldc;
  }
  __device__ T c_term(long long i, long long j) const {
    if (C == nullptr) return l2::zero<T>();
    return l2::mul(beta, load_elem(C + i + j * ldc));
  }
  __device__ void put(long long i, long long j, T acc, T cterm) const {
    D[i + j * ldd] = finish<S>(alpha, acc, skip, cterm);
  }
};

template <class S>
__global__ void OXGEMM_BOUNDS(S) tile_kernel(Args g) {
  using T = acc_t<S>;
  constexpr int BM = Cfg<S>::BM, BN = Cfg<S>::BN, BK = Cfg<S>::BK;
  constexpr int TM = Cfg<S>::TM, TN = Cfg<S>::TN;
  constexpr int DX = BM / TM, DY = BN / TN, NT = DX * DY;
  constexpr int LA = BM * BK / NT, LB = BK * BN / NT;
  static_assert(LA * NT == BM * BK && LB * NT == BK * BN, "tile loads must divide evenly");
  // VEC (the 4-byte 128x128 configurations, 8x8 a thread): a thread's rows are two runs of 4
  // (tx*4 .. tx*4+3 and BM/2 + the same), so that its 8 values of a k step are two 16-byte
  // shared loads instead of 8 scalar ones; rows are padded by 4 to keep them 16-byte aligned
  // (the transposed stores stay conflict-free: 132 = 4 mod 32). Otherwise rows tx + r*DX and a
  // padding of 1.
  constexpr bool VEC = sizeof(T) == 4 && TM == 8 && TN == 8 && BM == 128 && BN == 128;
  constexpr int PADS = VEC ? 4 : 1;
  __shared__ __align__(16) T As[2][BK][BM + PADS];
  __shared__ __align__(16) T Bs[2][BK][BN + PADS];
  auto row_of = [&](int tx_, int r) {
    return VEC ? (r / 4) * (BM / 2) + tx_ * 4 + r % 4 : tx_ + r * DX;
  };
  auto col_of = [&](int ty_, int c) {
    return VEC ? (c / 4) * (BN / 2) + ty_ * 4 + c % 4 : ty_ + c * DY;
  };

  kern::pdl_wait();
  const T alpha = load_scalar_s<S>(g.alpha), beta = load_scalar_s<S>(g.beta);
  const bool beta0 = l2::is_zero(beta);
  const bool skip = l2::is_zero(alpha) || g.k == 0;
  if (g.partials != nullptr && skip) return;  // the combine pass writes beta * C alone

  const int tid = threadIdx.x, tx = tid % DX, ty = tid / DX;
  const long long tiles_n = (g.n + BN - 1) / BN;
  const long long row0 = static_cast<long long>(blockIdx.x) * BM;
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const S* A = skip ? nullptr : l2::batch_ptr<const S>(g.a, bi);
    const S* B = skip ? nullptr : l2::batch_ptr<const S>(g.b, bi);

    for (long long tn = blockIdx.y; tn < tiles_n; tn += gridDim.y) {
      const long long col0 = tn * BN;
      T acc[TM][TN];
#pragma unroll
      for (int r = 0; r < TM; ++r)
#pragma unroll
        for (int c = 0; c < TN; ++c) acc[r][c] = l2::zero<T>();

      if (!skip) {
        T ra[LA], rb[LB];
        const Walk wa = make_walk<BM, BK, NT>(tid, g.ta == 0, g.lda);
        const Walk wb = make_walk<BN, BK, NT>(tid, g.tb != 0, g.ldb);
        auto gload = [&](long long k0) {
          gather(ra, A, wa, row0, g.m, k0, ke, g.ta == 2);
          gather(rb, B, wb, col0, g.n, k0, ke, g.tb == 2);
        };
        auto sstore = [&](int st) {
#pragma unroll
          for (int r = 0; r < LA; ++r) As[st][wa.k0 + r * wa.dk][wa.r0 + r * wa.dr] = ra[r];
#pragma unroll
          for (int r = 0; r < LB; ++r) Bs[st][wb.k0 + r * wb.dk][wb.r0 + r * wb.dr] = rb[r];
        };

        gload(kb);
        sstore(0);
        __syncthreads();
        int st = 0;
        for (long long k0 = kb; k0 < ke; k0 += BK) {
          const bool more = k0 + BK < ke;
          if (more) gload(k0 + BK);
          OXGEMM_UNROLL_K
          for (int kk = 0; kk < BK; ++kk) {
            T av[TM], bv[TN];
            if constexpr (VEC) {
#pragma unroll
              for (int h = 0; h < 2; ++h) {
                const float4 a4 =
                    *reinterpret_cast<const float4*>(&As[st][kk][h * (BM / 2) + tx * 4]);
                const float4 b4 =
                    *reinterpret_cast<const float4*>(&Bs[st][kk][h * (BN / 2) + ty * 4]);
                av[4 * h] = a4.x; av[4 * h + 1] = a4.y; av[4 * h + 2] = a4.z; av[4 * h + 3] = a4.w;
                bv[4 * h] = b4.x; bv[4 * h + 1] = b4.y; bv[4 * h + 2] = b4.z; bv[4 * h + 3] = b4.w;
              }
            } else {
#pragma unroll
              for (int r = 0; r < TM; ++r) av[r] = As[st][kk][row_of(tx, r)];
#pragma unroll
              for (int c = 0; c < TN; ++c) bv[c] = Bs[st][kk][col_of(ty, c)];
            }
#pragma unroll
            for (int r = 0; r < TM; ++r)
#pragma unroll
              for (int c = 0; c < TN; ++c) acc[r][c] = l2::mad<false>(acc[r][c], av[r], bv[c]);
          }
          // The other buffer was last read in the previous step, before its closing barrier.
          if (more) sstore(st ^ 1);
          __syncthreads();
          st ^= 1;
        }
      }

      Out<S> out(g, bi, s, alpha, beta, beta0, skip);
#pragma unroll
      for (int c = 0; c < TN; ++c)
        put_group<TM, TM>(
            out, [&](int r) { return At{row0 + row_of(tx, r), col0 + col_of(ty, c)}; },
            [&](int r) { return acc[r][c]; });
    }
  }
}

// D = alpha * sum_s P[b][s] + beta * C, the splits summed in order (split-K's second pass).
// grid: (element blocks, min(batch, 65535)), 256 threads, grid-stride loops.
template <class S>
__global__ void __launch_bounds__(256) combine_kernel(Args g) {
  using T = acc_t<S>;
  kern::pdl_wait();
  const T alpha = load_scalar_s<S>(g.alpha), beta = load_scalar_s<S>(g.beta);
  const bool alpha0 = l2::is_zero(alpha), beta0 = l2::is_zero(beta);
  const long long mn = g.m * g.n;
  for (long long b = blockIdx.y; b < g.batch; b += gridDim.y) {
    S* D = l2::batch_ptr<S>(g.d, b);
    const S* C = beta0 ? nullptr : l2::batch_ptr<const S>(g.c, b);
    const T* P = static_cast<const T*>(g.partials) + b * g.splits * mn;
    for (long long e = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; e < mn;
         e += static_cast<long long>(gridDim.x) * blockDim.x) {
      const long long i = e % g.m, j = e / g.m;
      T v = l2::zero<T>();
      if (!alpha0) {
        T sum = l2::zero<T>();
        for (int sp = 0; sp < g.splits; ++sp) sum = l2::add(sum, P[sp * mn + e]);
        v = l2::mul(alpha, sum);
      }
      if (!beta0) v = l2::add(v, l2::mul(beta, load_elem(C + i + j * g.ldc)));
      D[i + j * g.ldd] = store_elem<S>(v);
    }
  }
}

template <class T>
int combine(const Args& g, hipStream_t s);

// Enqueue the tile kernel (and the combine pass with partials) for T.
template <class T>
int run(const Args& g, hipStream_t s) {
  constexpr int BM = Cfg<T>::BM, BN = Cfg<T>::BN;
  const long long tm = (g.m + BM - 1) / BM, tn = (g.n + BN - 1) / BN;
  if (tm > 0x7fffffffLL) return kInvalidLaunch;
  const long long zc = g.batch * g.splits;
  const dim3 grid(static_cast<unsigned>(tm), static_cast<unsigned>(tn < 65535 ? tn : 65535),
                  static_cast<unsigned>(zc < 65535 ? zc : 65535));
  tile_kernel<T><<<grid, threads<T>(), 0, s>>>(g);
  return combine<T>(g, s);
}

// After a tile kernel: the split-K combine pass when there are partials (else just the launch
// status).
template <class T>
int combine(const Args& g, hipStream_t s) {
  if (g.partials == nullptr) return static_cast<int>(hipGetLastError());
  if (hipError_t e = hipGetLastError()) return static_cast<int>(e);
  const long long mn = g.m * g.n;
  const long long blocks = (mn + 255) / 256;
  const dim3 cgrid(static_cast<unsigned>(blocks < 4096 ? blocks : 4096),
                   static_cast<unsigned>(g.batch < 65535 ? g.batch : 65535));
  combine_kernel<T><<<cgrid, 256, 0, s>>>(g);
  return static_cast<int>(hipGetLastError());
}

// A gemm testing or comparison switch: on when the variable's value starts with '1' (callers
// keep the answer in a static: read once per process).
inline bool env_switch_on(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && v[0] == '1';
}

// OXBLAS_GEMM_PORTABLE=1: the NVIDIA launchers run the portable kernels instead of their
// architecture-specific ones (for comparison); read once per process.
inline bool portable_forced() {
  static const bool forced = env_switch_on("OXBLAS_GEMM_PORTABLE");
  return forced;
}

// One compile unit per element type (gemm_[sdcz].cpp).
int gemm_s(const Args& g, hipStream_t s);
int gemm_d(const Args& g, hipStream_t s);
int gemm_c(const Args& g, hipStream_t s);
int gemm_z(const Args& g, hipStream_t s);
int gemm_h(const Args& g, hipStream_t s);

}  // namespace gemm
}  // namespace oxblas_hip
