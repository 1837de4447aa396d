// Device side of the level-3 triangular family's helper kernels (TriBlockDesc, bridge/launch.rs):
// trsm, trtri and trmm are composed from these and GEMM launches by the Rust front end
// (rust/level3/tri_common.rs), so every kernel here is small and allocates nothing.
//
//   Invert: tri_invert.h where the block's triangle fits in shared memory (f32, f64, c32 on
//     NVIDIA; f32 on AMD); otherwise (c64, AMD's larger blocks) diag_kernel below: one block
//     per (diagonal block, batch), kRowThreads threads per row. Row i of
//     X = D^-1 (X D = I) comes by substitution along the columns of D: upper D goes j = 0, 1, ...
//     (X[i,j] = (d_ij - sum_{i<=l<j} X[i,l] D[l,j]) / D[j,j]), lower D goes j = r-1 down to 0.
//     Column j of D is staged in shared memory (every thread reads the same element: a
//     broadcast), loaded a step ahead; the row's finished part of X lives in its threads'
//     registers (c64: re-read from the output block); its inner products are split over the
//     row's threads and summed by shuffles. Only the triangle of D is read (the unit
//     diagonal never).
//   Mask: the same grid; thread i copies row i of D's triangle (ones on a unit diagonal).
//   Copy: b = alpha a over m x n, grid-stride; alpha == 0 writes zeros without reading a.
//   Solve: orders up to 128 in tri_small.h (A's triangle in shared memory; a warp per group of
//     right-hand sides up to order 64, a thread per right-hand side above); larger ones
//     solve_kernel, one thread per right-hand side (a column of B on the left, a row on the
//     right), substitution in place in B; every thread of a warp reads the same element of A
//     at a time. For the small shapes rocBLAS also solves without workspace. Blocks of up to
//     128 threads, fewer (whole warps) for fewer right-hand sides.
//   Offsets: one thread per batch entry.
// Batches: grid.y = min(batch, 65535), blocks loop over the rest.
#pragma once

#include "../level2/tri_common.h"

namespace oxblas_hip {
namespace tb {

using oxblas::launch::Diag;
using oxblas::launch::MatrixDesc;
using oxblas::launch::Operand;
using oxblas::launch::Scalar;
using oxblas::launch::Side;
using oxblas::launch::Trans;
using oxblas::launch::TriBlockDesc;
using oxblas::launch::TriBlockOp;
using oxblas::launch::Uplo;
using trik::c32;
using trik::c64;

constexpr int kBlock = 128;  // threads of Invert/Mask/Solve blocks; the largest diagonal block

template <class T> __device__ inline T make(double re, double im);
template <> __device__ inline float make<float>(double re, double) { return static_cast<float>(re); }
template <> __device__ inline double make<double>(double re, double) { return re; }
template <> __device__ inline c32 make<c32>(double re, double im) {
  return c32{static_cast<float>(re), static_cast<float>(im)};
}
template <> __device__ inline c64 make<c64>(double re, double im) { return c64{re, im}; }

__device__ inline bool is_zero(float v) { return v == 0.0f; }
__device__ inline bool is_zero(double v) { return v == 0.0; }
__device__ inline bool is_zero(c32 v) { return v.re == 0.0f && v.im == 0.0f; }
__device__ inline bool is_zero(c64 v) { return v.re == 0.0 && v.im == 0.0; }

template <class T>
__device__ inline T load_scalar(const Scalar& s) {
  if (s.addr == 0) return make<T>(s.re, s.im);
  return *reinterpret_cast<const T*>(s.addr);
}

// Where batch b of an operand starts, plus `off` elements.
template <class T>
__device__ inline T* base(const Operand& o, long long b, long long off) {
  T* p = o.is_array ? reinterpret_cast<T* const*>(o.addr)[b]
                    : reinterpret_cast<T*>(o.addr) + b * o.stride;
  return p + off;
}

template <class T> __device__ inline T div_(T a, T b) { return trik::mul(a, trik::recip(b)); }

// Threads per row of an Invert block: row i's inner products are split over kRowThreads
// adjacent lanes and summed by shuffles, so each step's dependent chain is an eighth as long
// (one thread a row spent 277 µs on a 128-row block on an H100: a chain of L1 loads).
constexpr int kRowThreads = 8;

// Invert (INV) or mask (!INV) the diagonal blocks.
template <class T, bool UPPER, bool INV>
__global__ void __launch_bounds__(kBlock * kRowThreads) diag_kernel(TriBlockDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  constexpr int RT = INV ? kRowThreads : 1;
  __shared__ T col[kBlock];
  __shared__ T dinv[INV ? kBlock : 1];
  const long long j0 = static_cast<long long>(blockIdx.x) * d.block;
  const int r = static_cast<int>(d.n - j0 < d.block ? d.n - j0 : d.block);
  const int i = threadIdx.x / RT, q = threadIdx.x % RT;
  const bool unit = d.diag == Diag::Unit;
  const T zero = trik::zero<T>(), one = trik::one<T>();
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base<T>(d.a.at, b, d.a_off) + j0 + j0 * d.a.ld;
    T* x = base<T>(d.b.at, b, d.b_off) + static_cast<long long>(blockIdx.x) * d.out_step;
    const long long lda = d.a.ld, ldx = d.b.ld;
    if (!INV) {
      if (i < r) {
        for (int j = 0; j < r; ++j) {
          const bool inside = UPPER ? i <= j : i >= j;
          if (i == j && unit) x[i + j * ldx] = one;
          else if (inside) x[i + j * ldx] = a[i + j * lda];
          else if (d.zero_other) x[i + j * ldx] = zero;
        }
      }
      continue;
    }
    // Column j of D, loaded one step ahead (the loads' latency, not the arithmetic, bounded
    // each step): thread t holds element t.
    const int t = threadIdx.x;
    auto d_el = [&](int jj) {
      const bool in = t < r && (UPPER ? t <= jj : t >= jj);
      return !in ? zero : ((t == jj && unit) ? one : a[t + jj * lda]);
    };
    T next = d_el(UPPER ? 0 : r - 1);
    // The diagonal's reciprocals, once (div_ multiplies by them): no division on the steps'
    // dependent chain.
    if (!unit && t < r) dinv[t] = trik::recip(a[t + t * lda]);
    // The row's finished X(i, l) in registers, X(i, q + RT·k) in xr[k] of lane q (f32, f64,
    // c32); c64 (twice the registers) reads them back from the output block instead.
    constexpr bool REGS = sizeof(T) <= 8;
    constexpr int SLOTS = REGS ? kBlock / kRowThreads : 1;
    T xr[SLOTS];
#pragma unroll
    for (int k = 0; k < SLOTS; ++k) xr[k] = zero;
    for (int s = 0; s < r; ++s) {
      const int j = UPPER ? s : r - 1 - s;
      __syncthreads();
      if (t < r) col[t] = next;
      __syncthreads();
      if (s + 1 < r) next = d_el(UPPER ? s + 1 : r - 2 - s);
      const bool mine = i < r && (UPPER ? i <= j : i >= j);
      // This row's part of the inner product over l in (j, i] (lower) or [i, j) (upper); every
      // lane takes part in the sums below (whole warps shuffle), rows outside with zeros.
      T acc = zero;
      if (mine) {
        if (REGS) {
          // Two chains (even and odd slots), summed at the end.
          T acc2 = zero;
#pragma unroll
          for (int k = 0; k < SLOTS; ++k) {
            const int l = q + RT * k;
            if (UPPER ? (l >= i && l < j) : (l > j && l <= i)) {
              if (k % 2 == 0) acc = trik::sub(acc, trik::mul(xr[k], col[l]));
              else acc2 = trik::sub(acc2, trik::mul(xr[k], col[l]));
            }
          }
          acc = trik::add(acc, acc2);
        } else if (UPPER) {
          for (int l = i + q; l < j; l += RT) acc = trik::sub(acc, trik::mul(x[i + l * ldx], col[l]));
        } else {
          for (int l = j + 1 + q; l <= i; l += RT) acc = trik::sub(acc, trik::mul(x[i + l * ldx], col[l]));
        }
      }
      for (int off = RT / 2; off > 0; off >>= 1) acc = trik::add(acc, trik::shfl_xor(acc, off));
      if (i >= r) continue;
      if (mine) {
        if (i == j) acc = trik::add(acc, one);
        const T v = unit ? acc : trik::mul(acc, dinv[j]);
        const bool owner = q == j % RT;
#pragma unroll
        for (int k = 0; k < SLOTS; ++k) xr[k] = (owner && k == j / RT) ? v : xr[k];
        if (q == 0) x[i + j * ldx] = v;
      } else if (d.zero_other && q == 0) {
        x[i + j * ldx] = zero;
      }
    }
    __syncthreads();
  }
}

template <class T>
__global__ void __launch_bounds__(256) copy_kernel(TriBlockDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  const T alpha = load_scalar<T>(d.alpha);
  const bool zero_alpha = is_zero(alpha);
  const long long total = d.m * d.n;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = zero_alpha ? nullptr : base<T>(d.a.at, b, d.a_off);
    T* x = base<T>(d.b.at, b, d.b_off);
    auto put = [&](long long i, long long j) {
      x[i + j * d.b.ld] = zero_alpha ? trik::zero<T>() : trik::mul(alpha, a[i + j * d.a.ld]);
    };
    // Element e's row and column by a 32-bit division when fewer than 2^31 elements (so that e
    // plus the grid's stride, at most 2^20, cannot wrap): the 64-bit one is a subroutine of ~70
    // instructions, and a 128x128 copy of potrf's solves took 3-5 us on the H200.
    if ((total >> 31) == 0) {
      const unsigned m = static_cast<unsigned>(d.m), n32 = static_cast<unsigned>(total);
      for (unsigned e = blockIdx.x * 256u + threadIdx.x; e < n32; e += 256u * gridDim.x) {
        const unsigned j = e / m;
        put(e - j * m, j);
      }
    } else {
      for (long long e = blockIdx.x * 256LL + threadIdx.x; e < total; e += 256LL * gridDim.x)
        put(e % d.m, e / d.m);
    }
  }
}

// x solves M x = alpha b, M = op(A) (left) or op(A)^T (right); M(p, q) = TR ? A(q, p) : A(p, q),
// conjugated when CJ; LOWER: M lower triangular (forward substitution).
template <class T, bool TR, bool CJ, bool LOWER>
__global__ void __launch_bounds__(kBlock) solve_kernel(TriBlockDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  const bool left = d.side == Side::Left;
  const long long k = left ? d.m : d.n, vecs = left ? d.n : d.m;
  const long long v = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  const bool unit = d.diag == Diag::Unit;
  const T alpha = load_scalar<T>(d.alpha);
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    if (v >= vecs) continue;
    const T* a = base<T>(d.a.at, b, d.a_off);
    T* bb = base<T>(d.b.at, b, d.b_off);
    const long long lda = d.a.ld, ldb = d.b.ld;
    T* x = left ? bb + v * ldb : bb + v;
    const long long sx = left ? 1 : ldb;
    for (long long s = 0; s < k; ++s) {
      const long long p = LOWER ? s : k - 1 - s;
      T acc = trik::mul(alpha, x[p * sx]);
      const long long lo = LOWER ? 0 : p + 1, hi = LOWER ? p : k;
      for (long long q = lo; q < hi; ++q) {
        T m = TR ? a[q + p * lda] : a[p + q * lda];
        if (CJ) m = trik::conj(m);
        // x[q] already holds the solution (scaled by alpha) for q solved before p.
        acc = trik::sub(acc, trik::mul(m, x[q * sx]));
      }
      if (!unit) {
        T m = a[p + p * lda];
        if (CJ) m = trik::conj(m);
        acc = div_(acc, m);
      }
      x[p * sx] = acc;
    }
  }
}

__global__ void offsets_kernel(TriBlockDesc d, long long bytes);

inline dim3 batch_grid(long long x, long long batch) {
  return dim3(static_cast<unsigned>(x), static_cast<unsigned>(batch < 65535 ? batch : 65535));
}

}  // namespace tb
}  // namespace oxblas_hip

#include "tri_small.h"   // Solve up to order 128
#include "tri_invert.h"  // Invert with the triangle in shared memory

namespace oxblas_hip {
namespace tb {

template <class T>
int launch_typed(const TriBlockDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  const bool upper = d.uplo == Uplo::Upper;
  switch (d.op) {
    case TriBlockOp::Invert:
    case TriBlockOp::Mask: {
      const long long blocks = (d.n + d.block - 1) / d.block;
      const dim3 g = batch_grid(blocks, d.batch);
      const bool inv = d.op == TriBlockOp::Invert;
      int err = 0;
      if (inv && launch_invert<T>(d, g, s, &err)) return err;
      // One thread (Invert: kRowThreads) per row of the largest block, in whole warps.
      const long long rows = d.n < d.block ? d.n : d.block;
      const int per_row = d.op == TriBlockOp::Invert ? kRowThreads : 1;
      const int t = static_cast<int>((rows * per_row + trik::kWarp - 1) / trik::kWarp * trik::kWarp);
      const int threads = t < kBlock * per_row ? t : kBlock * per_row;
      const dim3 tb(static_cast<unsigned>(threads));
      if (upper && inv) kern::launch_pdl(diag_kernel<T, true, true>, g, tb, s, d);
      else if (upper) kern::launch_pdl(diag_kernel<T, true, false>, g, tb, s, d);
      else if (inv) kern::launch_pdl(diag_kernel<T, false, true>, g, tb, s, d);
      else kern::launch_pdl(diag_kernel<T, false, false>, g, tb, s, d);
      break;
    }
    case TriBlockOp::Copy: {
      long long blocks = (d.m * d.n + 255) / 256;
      if (blocks > 4096) blocks = 4096;
      kern::launch_pdl(copy_kernel<T>, batch_grid(blocks, d.batch), dim3(256), s, d);
      break;
    }
    default: {  // Solve
      const bool left = d.side == Side::Left;
      const long long vecs = left ? d.n : d.m;
      // Few right-hand sides (small batched solves): blocks of just enough whole warps, so
      // more of them share a multiprocessor.
      const long long want = (vecs + trik::kWarp - 1) / trik::kWarp * trik::kWarp;
      const int threads = static_cast<int>(want < kBlock ? want : kBlock);
      const dim3 g = batch_grid((vecs + threads - 1) / threads, d.batch);
      const bool tr = left ? d.trans != Trans::N : d.trans == Trans::N;
      const bool cj = d.trans == Trans::C && trik::Num<T>::kCplx;
      const bool lower = upper == tr;
      if (small_solve_fits<T>(d)) return launch_small_solve<T>(d, s, tr, cj, lower);
      const dim3 tb(static_cast<unsigned>(threads));
      if (!tr && !cj && lower) kern::launch_pdl(solve_kernel<T, false, false, true>, g, tb, s, d);
      else if (!tr && !cj) kern::launch_pdl(solve_kernel<T, false, false, false>, g, tb, s, d);
      else if (tr && !cj && lower) kern::launch_pdl(solve_kernel<T, true, false, true>, g, tb, s, d);
      else if (tr && !cj) kern::launch_pdl(solve_kernel<T, true, false, false>, g, tb, s, d);
      else if constexpr (trik::Num<T>::kCplx) {
        if (tr && lower) kern::launch_pdl(solve_kernel<T, true, true, true>, g, tb, s, d);
        else if (tr) kern::launch_pdl(solve_kernel<T, true, true, false>, g, tb, s, d);
        else if (lower) kern::launch_pdl(solve_kernel<T, false, true, true>, g, tb, s, d);
        else kern::launch_pdl(solve_kernel<T, false, true, false>, g, tb, s, d);
      }
      break;
    }
  }
  return static_cast<int>(hipGetLastError());
}

}  // namespace tb
}  // namespace oxblas_hip
