// symv / hemv: y = alpha * A * x + beta * y, A n x n symmetric or Hermitian, only the `uplo`
// triangle read (the other may hold NaN: never read, not even speculatively). Included by
// symv_real.cpp (s, d) and symv_cplx.cpp (c, z).
//
// Workspace path (d.partials != 0), tiled: A is cut into 64x64 tiles; tile (p, j) is row panel
// p, column panel j, stored when p >= j (lower) / p <= j (upper). Column panel j has
// tiles_j = cb - j (lower) / j + 1 (upper) stored tiles, t = 0.. at row panel p = j + t (lower) /
// j - t (upper), t = 0 the diagonal tile. Block (j, s) processes tiles t in [tpb s, tpb s + tpb)
// of panel j (S_j = ceil(tiles_j / tpb) blocks per panel; tpb = symv_tpb(cb, batch): 4 when the
// triangle's tiles give a wave of blocks that way (a block reads at most 4 tiles = 128 KiB
// f64, the triangle is balanced over ~cb^2/8 blocks instead of one block per panel), 1 for
// small n, where the panel of 4 tiles in one block was the critical path).
// Per tile, 256 threads = 8 column groups (one warp each) x 32 rows, two row passes (c64: 16
// groups of 4 columns x 16 rows, four passes, see Shape); a thread
// holds 8 columns: per pass it loads 8 elements (a warp reads 32 consecutive rows of a column), adds
// A[i, c] * x[c] to its row's direct sum and op(A[i, c]) * x[i] to its column's reflected sum
// (op = conj for Hermitian). The diagonal tile reads only its stored half, takes the diagonal
// once (real part for Hermitian).
// Outputs (type T, layout partials[(b*cb + k)*n + i], cb = col_blocks = ceil(n/64)):
//  * direct sums of an off-diagonal tile (p, j): rows of panel p, slot k = j;
//  * reflected sums of block (j, s), plus for s = 0 the diagonal tile's direct sums: rows of
//    panel j, slot k = j + s (lower) / j - s (upper).
// So a row i of panel q has its slots exactly in [0, q + S_q) (lower) / [q - S_q + 1, cb)
// (upper), each written once: no zero fill, and combine_kernel (Slots::SymvLower/Upper) sums
// exactly those in a fixed order: y[i] = alpha * sum + beta * y[i]. Slots outside the range
// are neither written nor read.
// Grid: (cb, S_0 = ceil(cb / tpb), min(batch, 65535)); blocks with s >= S_j exit at once.
// Bandwidth: the stored triangle is read once (n^2/2 elements), in 256-byte (f64) warp rows,
// 8 independent loads per thread in flight, 3 (real) / 2 (complex) blocks per SM; the extra traffic is 2 * 64 partials per 64x64
// tile written and read again (~3% at f64), x is L2-resident.
//
// Small n (n <= 512, workspace given): small_kernel, one launch without partials (below); the
// workspace is still borrowed, as rocBLAS's formula sizes it.
//
// Without workspace (d.partials == 0): one thread per row i walks the stored row part
// (A[i, c], coalesced across the warp) and the stored column part (A[c, i], one column per
// thread): reads only the triangle, slower.
#pragma once

#include "level2_common.h"

namespace oxblas_hip {
namespace l2 {
namespace symv {

using oxblas::launch::SymvDesc;

// Thread shape: kGroups column groups of kCols columns (kGroups * kCols = 64) x kRowsPass rows
// per pass (kRowsPass * kGroups = 256 threads). c64 takes 16 x 4 (16 rows per pass, 4 passes)
// so that its 16-byte elements fit in registers without spilling.
template <class T> struct Shape {
  static constexpr int kRowsPass = 32, kGroups = 8, kCols = 8;
};
template <> struct Shape<c64> {
  static constexpr int kRowsPass = 16, kGroups = 16, kCols = 4;
};

// One 64x64 tile at rows i0 of column panel j0, in two passes of 32 rows (8 loads per thread
// in flight per pass: fewer registers, more resident blocks).
template <class T, bool HERM, bool LOWER, bool AL, bool DIAG>
__device__ inline void tile(const T* __restrict__ A, long long lda, long long n, long long i0,
                            long long j0, int tx, int cg, const T* xc, const T* __restrict__ x,
                            long long incx, T* refl, T* sb) {
  constexpr int kRowsPass = Shape<T>::kRowsPass, kCols = Shape<T>::kCols;
  const long long c0 = j0 + cg * kCols;
#pragma unroll 1
  for (int h = 0; h < kSymvPanel / kRowsPass; ++h) {
    const long long i = i0 + h * kRowsPass + tx;
    const T* pa = A + c0 * lda + i;
    T a[kCols];
    bool rd[kCols];
#pragma unroll
    for (int k = 0; k < kCols; ++k) {
      rd[k] = i < n && c0 + k < n && (!DIAG || (LOWER ? i >= c0 + k : i <= c0 + k));
      a[k] = rd[k] ? ld<AL>(pa + k * lda) : zero<T>();
    }
    const T xh = i < n ? ld(x + vpos(i, n, incx)) : zero<T>();
    T dir = zero<T>();
#pragma unroll
    for (int k = 0; k < kCols; ++k) {
      if (!rd[k]) continue;  // never multiply an unread element (x may hold inf/NaN)
      if (DIAG && i == c0 + k) {
        dir = mad<false>(dir, HERM ? real_part(a[k]) : a[k], xc[k]);
      } else {
        dir = mad<false>(dir, a[k], xc[k]);
        refl[k] = mad<HERM>(refl[k], a[k], xh);
      }
    }
    sb[cg * kSymvPanel + h * kRowsPass + tx] = dir;  // this row's direct sum over the group's columns
  }
}

template <class T, bool HERM, bool LOWER, bool AL>
__device__ inline void panel_block(const T* __restrict__ A, long long lda, const T* __restrict__ x,
                                   long long incx, T* __restrict__ P, long long n, long long cb,
                                   long long j, long long t0, long long t_end, long long slot,
                                   T* shd, T* diag_d, T* shr) {
  constexpr int kRowsPass = Shape<T>::kRowsPass, kGroups = Shape<T>::kGroups,
                kCols = Shape<T>::kCols;
  static_assert(kGroups * kCols == kSymvPanel && kGroups * kRowsPass == kThreads, "shape");
  const int tx = threadIdx.x % kRowsPass, cg = threadIdx.x / kRowsPass;
  const long long j0 = j * kSymvPanel;
  T xc[kCols], refl[kCols];
#pragma unroll
  for (int k = 0; k < kCols; ++k) {
    const long long c = j0 + cg * kCols + k;
    xc[k] = c < n ? ld(x + vpos(c, n, incx)) : zero<T>();
    refl[k] = zero<T>();
  }
  int buf = 0;
#pragma unroll 1
  for (long long t = t0; t < t_end; ++t) {
    const long long p = LOWER ? j + t : j - t;
    const long long i0 = p * kSymvPanel;
    T* sb = shd + buf * (kGroups * kSymvPanel);
    if (t == 0)
      tile<T, HERM, LOWER, AL, true>(A, lda, n, i0, j0, tx, cg, xc, x, incx, refl, sb);
    else
      tile<T, HERM, LOWER, AL, false>(A, lda, n, i0, j0, tx, cg, xc, x, incx, refl, sb);
    __syncthreads();
    if (threadIdx.x < kSymvPanel) {
      const int r = threadIdx.x;
      T v = sb[r];
#pragma unroll
      for (int g = 1; g < kGroups; ++g) v = add(v, sb[g * kSymvPanel + r]);
      if (t == 0)
        diag_d[r] = v;
      else if (i0 + r < n)
        P[j * n + i0 + r] = v;  // direct sums of tile (p, j): slot j
    }
    buf ^= 1;
  }
  // Reflected sums: each aligned group of kRowsPass lanes is one column group, its lanes the rows.
#pragma unroll
  for (int k = 0; k < kCols; ++k) {
    const T v = group_sum(refl[k], kRowsPass);
    if (tx == k) shr[cg * kCols + k] = v;
  }
  __syncthreads();
  if (threadIdx.x < kSymvPanel) {
    const int c = threadIdx.x;
    T v = shr[c];
    if (t0 == 0) v = add(v, diag_d[c]);
    if (j0 + c < n) P[slot * n + j0 + c] = v;
  }
}

// Resident blocks per SM the register budget is fitted to (NVIDIA; no spills at these: f32 64
// registers, f64 80, complex <= 128).
#if defined(OXBLAS_HIP_NVIDIA)
#define SYMV_BOUNDS(T) __launch_bounds__(256, Num<T>::kCplx ? 2 : (sizeof(T) == 4 ? 4 : 3))
#else
#define SYMV_BOUNDS(T) __launch_bounds__(256)
#endif

template <class T, bool HERM, bool LOWER>
__global__ void SYMV_BOUNDS(T) panel_kernel(SymvDesc d) {
  __shared__ T shd[2 * Shape<T>::kGroups * kSymvPanel];
  __shared__ T diag_d[kSymvPanel];
  __shared__ T shr[kSymvPanel];
  pdl_wait();
  pdl_launch_dependents();
  const T alpha = load_scalar<T>(d.alpha);
  if (is_zero(alpha)) return;  // combine_kernel scales y, reads no partials
  const long long n = d.n, cb = d.col_blocks, j = blockIdx.x, s = blockIdx.y;
  const long long ntiles = LOWER ? cb - j : j + 1;
  const int tpb = symv_tpb(cb, d.batch);
  if (s >= symv_splits(ntiles, tpb)) return;
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    T* P = reinterpret_cast<T*>(d.partials) + b * cb * n;
    // Complex elements as one 8/16-byte load when the matrix is element-aligned.
    const bool al = Num<T>::kCplx && (reinterpret_cast<std::uintptr_t>(A) % sizeof(T)) == 0;
    const long long t0 = s * tpb, t_end = t0 + tpb < ntiles ? t0 + tpb : ntiles;
    const long long slot = LOWER ? j + s : j - s;
    if (al)
      panel_block<T, HERM, LOWER, Num<T>::kCplx>(A, d.a.ld, x, d.x.inc, P, n, cb, j, t0, t_end,
                                                 slot, shd, diag_d, shr);
    else
      panel_block<T, HERM, LOWER, false>(A, d.a.ld, x, d.x.inc, P, n, cb, j, t0, t_end, slot,
                                         shd, diag_d, shr);
    __syncthreads();  // shared buffers are reused by the next batch
  }
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
  pdl_wait();
  pdl_launch_dependents();
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
  pdl_wait();
  pdl_launch_dependents();
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
  const long long cb = d.col_blocks, smax = symv_splits(cb, symv_tpb(cb, d.batch));
  if (cb > 0x7fffffffLL || smax > 65535) return kInvalidLaunch;
  launch_pdl(panel_kernel<T, HERM, LOWER>,
             dim3(static_cast<unsigned>(cb), static_cast<unsigned>(smax), bz), block, s, d);
  // combine rows in blocks of JB <= 32 (JB divides 64: a block's rows share one panel).
  const int jb = combine_rows(d.n, d.batch, sm_count());
  const long long cblocks = (d.n + jb - 1) / jb;
  if (cblocks > 0x7fffffffLL) return kInvalidLaunch;
  launch_pdl(combine_kernel<T>, dim3(static_cast<unsigned>(cblocks), 1, bz), block, s,
             reinterpret_cast<const T*>(d.partials), d.y, d.n, cb, d.batch, d.alpha, d.beta,
             static_cast<int>(LOWER ? Slots::SymvLower : Slots::SymvUpper), jb);
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
