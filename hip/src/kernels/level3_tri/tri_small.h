// trsm's substitution for triangular orders up to 128 (TriBlockOp::Solve; tri_block.h's
// solve_kernel keeps the larger ones): batches of small solves, where solve_kernel's thread per
// right-hand side, reading A's triangle and its own solution from global memory at every step,
// ran at 0.1-0.3 of cuBLAS's batched trsm (orders 32-128). Included by tri_block.h after its
// helpers (base, load_scalar, batch_grid).
//
// The problem in canonical form. Every side/uplo/trans is M x = alpha b with M lower triangular
// (forward substitution): M(p, q) = TR ? A(q, p) : A(p, q), conjugated when CJ (solve_kernel's
// flags: M = op(A) on the left, op(A)^T on the right, whose vectors are B's rows); an upper M
// is walked backwards, i.e. canonical row q is M's row k - 1 - q. A block stages M in shared
// memory once per matrix, with 1/M(p,p) on the diagonal (1 on a unit diagonal), so no
// division is on a chain; A's other triangle and B's padding are never read. Two kernels,
// measured on the H200 (dtrsm L,L,N,N, 10 000 matrices, as many right-hand sides as the order):
//
// warp_solve_kernel (orders up to 64): a warp owns C right-hand sides whole; lane l holds rows
//   l + 32 j (j < R = KMAX / 32) of each in registers, so B is read and written coalesced
//   along its columns (left side) and a warp needs no other warp. Step p (right-looking): the
//   lane holding row p scales its C values by the diagonal slot and publishes them in the
//   warp's shared buffer (two, alternating, so that a slow lane still reading step p - 1's is
//   never overwritten); every lane reads them and M(q, p) for its rows q > p and updates
//   R x C values. M is packed by columns (column p: rows p..k-1). R x C = 16 values a lane
//   (8 for c64): (R, C) = (1, 16), (2, 8). Orders 32 / 64: 207 / 915 us against the lane
//   kernel's 295 / 1101 (whose left-side reads of B are a column a lane: 32 sectors a load).
//   At order 128 its chain (a shared-memory round trip and a warp sync each of the 128 steps)
//   took 9.2 ms.
// lane_solve_kernel (orders 65 to 128): a thread per vector, its current chunk of CH rows (32;
//   16 for c64) in registers (the unrolled loops index them statically). A chunk first takes
//   the solved chunks before it (left-looking: x_p re-read from B, where this thread wrote it;
//   those loads are off the dependent chain), then solves its own diagonal block, whose chain
//   is one multiply and one FMA a step. M is stored in row chunks: chunk jc is a CH x CH (jc +
//   1) column-major tile of rows CH jc .. CH jc + CH - 1 by columns 0 .. CH jc + CH - 1, so the
//   CH values a step needs are contiguous and 16-byte aligned (wide broadcast reads); rows
//   past k pad the last chunk with ones on the diagonal and zeros. Order 128: 5.9 ms.
// Shared memory at order 128 (lane kernel, CH^2 nch (nch + 1) / 2 elements): f32 40 KiB, f64
// and c32 80 KiB, c64 144 KiB; at order 64 (warp kernel) at most 34 KiB. Opted in on NVIDIA;
// on AMD (64 KiB of LDS) what does not fit goes to solve_kernel.
#pragma once

#include "../opt_in_shared.h"

namespace oxblas_hip {
namespace tb {

constexpr int kSmallMaxOrder = 128;
constexpr int kWarpSolveMaxOrder = 64;
constexpr int kSmallWarps = 8;      // warp kernel: at most, a block
constexpr int kSmallThreads = 256;  // lane kernel: at most, a block (a vector each)

// ---- warp_solve_kernel (orders up to 64)

template <class T, int KMAX>
struct WarpCfg {
  static constexpr int R = KMAX / 32;                       // rows a lane holds
  static constexpr int C = (sizeof(T) == 16 ? 8 : 16) / R;  // right-hand sides a warp holds
};

// Offset of canonical column p's diagonal in the packed triangle of order k.
__device__ inline int packed_col(int k, int p) { return p * k - (p * (p - 1)) / 2; }

// Shared memory of a block of `warps` warps at order k: M, rounded to 16 bytes, then the warps'
// double buffers.
template <class T, int KMAX>
constexpr long long warp_smem_bytes(long long k, long long warps) {
  return ((k * (k + 1) / 2 + 3) / 4 * 4 + warps * 2 * WarpCfg<T, KMAX>::C) *
         static_cast<long long>(sizeof(T));
}

// v[i], v[i + 1] from shared memory in one read where the type allows (8-byte types: 16 bytes,
// f32: 8).
template <class T>
__device__ inline void load_pair(const T* p, T& a, T& b) {
  if constexpr (sizeof(T) <= 8) {
    struct alignas(2 * sizeof(T)) Pair { T v[2]; };
    const Pair x = *reinterpret_cast<const Pair*>(p);
    a = x.v[0];
    b = x.v[1];
  } else {
    a = p[0];
    b = p[1];
  }
}

template <class T, int KMAX>
__global__ void __launch_bounds__(32 * kSmallWarps)
    warp_solve_kernel(TriBlockDesc d, bool tr, bool cj, bool lower) {
  constexpr int R = WarpCfg<T, KMAX>::R, C = WarpCfg<T, KMAX>::C;
  extern __shared__ __align__(16) unsigned char warp_raw[];
  T* const ms = reinterpret_cast<T*>(warp_raw);
  const bool left = d.side == Side::Left;
  const int k = static_cast<int>(left ? d.m : d.n);
  const long long vecs = left ? d.n : d.m;
  const int warps = static_cast<int>(blockDim.x / 32);
  const int lane = static_cast<int>(threadIdx.x % 32), warp = static_cast<int>(threadIdx.x / 32);
  T* const xw = ms + (static_cast<long long>(k) * (k + 1) / 2 + 3) / 4 * 4 + warp * 2 * C;
  const long long v0 = (static_cast<long long>(blockIdx.x) * warps + warp) * C;
  const bool unit = d.diag == Diag::Unit;
  const T alpha = load_scalar<T>(d.alpha);
  const long long lda = d.a.ld, ldb = d.b.ld;
  const T one = trik::one<T>();

  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base<T>(d.a.at, b, d.a_off);
    T* bb = base<T>(d.b.at, b, d.b_off);
    __syncthreads();  // the previous matrix's reads of ms are done
    for (int e = static_cast<int>(threadIdx.x); e < k * k; e += static_cast<int>(blockDim.x)) {
      const int q = e % k, p = e / k;
      if (q < p) continue;
      const int r = lower ? q : k - 1 - q, c = lower ? p : k - 1 - p;
      T val = one;
      if (q != p || !unit) {
        const long long i = tr ? c : r, j = tr ? r : c;
        val = a[i + j * lda];
        if (cj) val = trik::conj(val);
        if (q == p) val = trik::recip(val);
      }
      ms[packed_col(k, p) + (q - p)] = val;
    }
    // The warp's right-hand sides, scaled by alpha: canonical row q of vector v.
    T acc[R][C];
#pragma unroll
    for (int j = 0; j < R; ++j)
#pragma unroll
      for (int c = 0; c < C; ++c) {
        const int q = lane + 32 * j;
        const long long v = v0 + c;
        acc[j][c] = trik::zero<T>();
        if (q < k && v < vecs) {
          const long long row = lower ? q : k - 1 - q;
          acc[j][c] = trik::mul(alpha, left ? bb[row + v * ldb] : bb[v + row * ldb]);
        }
      }
    __syncthreads();

#pragma unroll
    for (int jp = 0; jp < R; ++jp) {
      for (int lp = 0; lp < 32; ++lp) {
        const int p = 32 * jp + lp;
        if (p >= k) break;
        T* const xp = xw + (p & 1) * C;
        const int col = packed_col(k, p);
        if (lane == lp) {
          const T dinv = ms[col];
#pragma unroll
          for (int c = 0; c < C; ++c) {
            acc[jp][c] = trik::mul(acc[jp][c], dinv);
            xp[c] = acc[jp][c];
          }
        }
        trik::sync_warp();
        T x[C];
#pragma unroll
        for (int c = 0; c < C; c += 2) load_pair(xp + c, x[c], x[c + 1]);
        const T* const mcol = ms + col - p;  // mcol[q] = M(q, p) for q >= p
#pragma unroll
        for (int j = jp; j < R; ++j) {
          const int q = lane + 32 * j;
          if (q < k && (j > jp || lane > lp)) {
            const T m = mcol[q];
#pragma unroll
            for (int c = 0; c < C; ++c) acc[j][c] = trik::sub(acc[j][c], trik::mul(m, x[c]));
          }
        }
      }
    }

#pragma unroll
    for (int j = 0; j < R; ++j)
#pragma unroll
      for (int c = 0; c < C; ++c) {
        const int q = lane + 32 * j;
        const long long v = v0 + c;
        if (q < k && v < vecs) {
          const long long row = lower ? q : k - 1 - q;
          (left ? bb[row + v * ldb] : bb[v + row * ldb]) = acc[j][c];
        }
      }
  }
}

template <class T, int KMAX>
int launch_warp_solve(const TriBlockDesc& d, hipStream_t s, bool tr, bool cj, bool lower) {
  constexpr int C = WarpCfg<T, KMAX>::C;
  const bool left = d.side == Side::Left;
  const long long k = left ? d.m : d.n, vecs = left ? d.n : d.m;
  const long long groups = (vecs + C - 1) / C;
  const long long warps = groups < kSmallWarps ? groups : kSmallWarps;
  const size_t bytes = static_cast<size_t>(warp_smem_bytes<T, KMAX>(k, warps));
#if defined(OXBLAS_HIP_NVIDIA)
  constexpr size_t most = static_cast<size_t>(warp_smem_bytes<T, KMAX>(KMAX, kSmallWarps));
  if (most > 48 * 1024)
    if (int e = kern::opt_in_shared<warp_solve_kernel<T, KMAX>>(most)) return e;
#endif
  const long long bx = (groups + warps - 1) / warps;
  const dim3 g = batch_grid(bx < 0x7fffffffLL ? bx : 0x7fffffffLL, d.batch);
  warp_solve_kernel<T, KMAX><<<g, static_cast<unsigned>(32 * warps), bytes, s>>>(d, tr, cj, lower);
  return static_cast<int>(hipGetLastError());
}

// ---- lane_solve_kernel (orders 65 to 128)

template <class T>
struct SmallCh {
  static constexpr int CH = sizeof(T) == 16 ? 16 : 32;  // c64: 32 values would be 128 registers
};

// Elements before chunk jc's tile.
template <int CH>
__device__ __host__ constexpr long long small_chunk_off(long long jc) {
  return static_cast<long long>(CH) * CH * jc * (jc + 1) / 2;
}

template <class T>
constexpr long long lane_smem_bytes(long long k) {
  constexpr int CH = SmallCh<T>::CH;
  const long long nch = (k + CH - 1) / CH;
  return small_chunk_off<CH>(nch) * static_cast<long long>(sizeof(T));
}

template <class T>
__global__ void __launch_bounds__(kSmallThreads, trik::Num<T>::kCplx ? 1 : 2)
    lane_solve_kernel(TriBlockDesc d, bool tr, bool cj, bool lower) {
  constexpr int CH = SmallCh<T>::CH;
  extern __shared__ __align__(16) unsigned char lane_raw[];
  T* const ms = reinterpret_cast<T*>(lane_raw);
  const bool left = d.side == Side::Left;
  const int k = static_cast<int>(left ? d.m : d.n);
  const int nch = (k + CH - 1) / CH;
  const long long vecs = left ? d.n : d.m;
  const long long v = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  const bool active = v < vecs;
  const bool unit = d.diag == Diag::Unit;
  const T alpha = load_scalar<T>(d.alpha);
  const long long lda = d.a.ld, ldb = d.b.ld;
  const long long sx = left ? 1 : ldb;  // between a vector's consecutive elements in B
  const T zero = trik::zero<T>(), one = trik::one<T>();

  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base<T>(d.a.at, b, d.a_off);
    T* const x = base<T>(d.b.at, b, d.b_off) + (active ? (left ? v * ldb : v) : 0);
    // Canonical row q's place in the vector.
    auto at = [&](int q) { return static_cast<long long>(lower ? q : k - 1 - q) * sx; };

    __syncthreads();  // the previous matrix's reads of ms are done
    for (int jc = 0; jc < nch; ++jc) {
      T* const tile = ms + small_chunk_off<CH>(jc);
      const int n_el = CH * CH * (jc + 1);
#pragma unroll 4
      for (int e = static_cast<int>(threadIdx.x); e < n_el; e += static_cast<int>(blockDim.x)) {
        const int q = CH * jc + e % CH, p = e / CH;
        T val = zero;
        if (q == p) {
          val = one;
          if (!unit && q < k) {
            const int r = lower ? q : k - 1 - q;
            val = a[r + r * lda];
            val = trik::recip(cj ? trik::conj(val) : val);
          }
        } else if (q > p && q < k) {
          // M(r, c), r > c for lower M; A's stored triangle holds it.
          const int r = lower ? q : k - 1 - q, c = lower ? p : k - 1 - p;
          val = tr ? a[c + static_cast<long long>(r) * lda] : a[r + static_cast<long long>(c) * lda];
          if (cj) val = trik::conj(val);
        }
        tile[e] = val;
      }
    }
    __syncthreads();
    if (!active) continue;

    for (int jc = 0; jc < nch; ++jc) {
      const int q0 = CH * jc;
      T acc[CH];
#pragma unroll
      for (int i = 0; i < CH; ++i)
        acc[i] = q0 + i < k ? trik::mul(alpha, x[at(q0 + i)]) : zero;
      const T* const tile = ms + small_chunk_off<CH>(jc);
      // The solved rows before this chunk (loads of B not on the chain).
#pragma unroll 4
      for (int p = 0; p < q0; ++p) {
        const T xp = x[at(p)];
        const T* const mp = tile + CH * p;
#pragma unroll
        for (int i = 0; i < CH; i += 2) {
          T m0, m1;
          load_pair(mp + i, m0, m1);
          acc[i] = trik::sub(acc[i], trik::mul(m0, xp));
          acc[i + 1] = trik::sub(acc[i + 1], trik::mul(m1, xp));
        }
      }
      // The diagonal block: x_p = acc_p / M(p,p), then the rows below it in the chunk.
#pragma unroll
      for (int j = 0; j < CH; ++j) {
        const T* const mp = tile + CH * (q0 + j);
        acc[j] = trik::mul(acc[j], mp[j]);
#pragma unroll
        for (int i = j + 1; i < CH; ++i) acc[i] = trik::sub(acc[i], trik::mul(mp[i], acc[j]));
      }
#pragma unroll
      for (int i = 0; i < CH; ++i)
        if (q0 + i < k) x[at(q0 + i)] = acc[i];
    }
  }
}

// Whether the small kernels take this solve: order up to 128 and (AMD) the lane kernel's
// shared memory within the 64 KiB of LDS (the warp kernel's, at most 34 KiB, always fits).
template <class T>
bool small_solve_fits(const TriBlockDesc& d) {
  const long long k = d.side == Side::Left ? d.m : d.n;
  if (k < 1 || k > kSmallMaxOrder) return false;
#if defined(OXBLAS_HIP_NVIDIA)
  return true;
#else
  return k <= kWarpSolveMaxOrder || lane_smem_bytes<T>(k) <= 64 * 1024;
#endif
}

template <class T>
int launch_lane_solve(const TriBlockDesc& d, hipStream_t s, bool tr, bool cj, bool lower) {
  const bool left = d.side == Side::Left;
  const long long k = left ? d.m : d.n, vecs = left ? d.n : d.m;
  const size_t bytes = static_cast<size_t>(lane_smem_bytes<T>(k));
#if defined(OXBLAS_HIP_NVIDIA)
  // Once per device, for the largest order.
  constexpr size_t most = static_cast<size_t>(lane_smem_bytes<T>(kSmallMaxOrder));
  if (most > 48 * 1024)
    if (int e = kern::opt_in_shared<lane_solve_kernel<T>>(most)) return e;
#endif
  // Whole warps, a vector each; one block covers up to 256 vectors.
  const long long want = (vecs + trik::kWarp - 1) / trik::kWarp * trik::kWarp;
  const int threads = static_cast<int>(want < kSmallThreads ? want : kSmallThreads);
  const long long bx = (vecs + threads - 1) / threads;
  const dim3 g = batch_grid(bx < 0x7fffffffLL ? bx : 0x7fffffffLL, d.batch);
  lane_solve_kernel<T><<<g, static_cast<unsigned>(threads), bytes, s>>>(d, tr, cj, lower);
  return static_cast<int>(hipGetLastError());
}

template <class T>
int launch_small_solve(const TriBlockDesc& d, hipStream_t s, bool tr, bool cj, bool lower) {
  const long long k = d.side == Side::Left ? d.m : d.n;
  if (k <= 32) return launch_warp_solve<T, 32>(d, s, tr, cj, lower);
  if (k <= kWarpSolveMaxOrder) return launch_warp_solve<T, 64>(d, s, tr, cj, lower);
  return launch_lane_solve<T>(d, s, tr, cj, lower);
}

}  // namespace tb
}  // namespace oxblas_hip
