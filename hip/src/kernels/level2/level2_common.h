// Shared device helpers of the level-2 kernels (gemv, symv/hemv): element arithmetic for
// f32/f64/c32/c64 (accumulation in the element's own precision, as cuBLAS does), operand
// addressing (batch bases, negative increments), scalars read on the device, and the combine
// kernel that turns per-block partial sums into y = alpha * sum + beta * y.
//
// Scalars: a Scalar with addr == 0 carries (re, im) by value; otherwise it is the device address
// of one element of T and is read inside the kernel (never on the host: the pointer mode is
// device, the value may be written by an earlier kernel of the stream).
//
// y update contract of every level-2 kernel here: beta == 0 never reads y (NaN-safe),
// alpha == 0 reads neither A nor x (nor partials), alpha == 0 && beta == 1 writes nothing.
#pragma once

#include <cstdint>
#include <cstdlib>

#include "../level1/reduce_common.h"

namespace oxblas_hip {
namespace l2 {

using kern::c32;
using kern::c64;
using kern::ldg;
using kern::pdl_begin;
using oxblas::launch::MatrixDesc;
using oxblas::launch::Operand;
using oxblas::launch::Scalar;
using oxblas::launch::VectorDesc;

#if defined(OXBLAS_HIP_NVIDIA)
#define L2_WARP 32
#else
#define L2_WARP OXHIP_WARP
#endif

constexpr int kThreads = 256;  // level-2 blocks (sgemv N's 32-row tiles, at some sizes: 512)

// A level-2 testing and tuning switch of two settings: 0 or 1 when the variable is exactly "0"
// or "1", -1 (the launcher's own choice) otherwise. Callers keep the answer in a static: read
// once per process.
inline int env_choice(const char* name) {
  const char* e = std::getenv(name);
  return e && (e[0] == '0' || e[0] == '1') && e[1] == 0 ? e[0] - '0' : -1;
}

// ---------------------------------------------------------------- element traits

template <class T> struct Num;
template <> struct Num<float> {
  using Vec = float4;  // 16-byte load
  static constexpr int V = 4;  // elements per 16-byte load
  static constexpr bool kCplx = false;
};
template <> struct Num<double> {
  using Vec = double2;
  static constexpr int V = 2;
  static constexpr bool kCplx = false;
};
template <> struct Num<c32> {
  using Vec = float4;
  static constexpr int V = 2;
  static constexpr bool kCplx = true;
};
template <> struct Num<c64> {
  using Vec = double2;
  static constexpr int V = 1;
  static constexpr bool kCplx = true;
};

template <class T> __device__ inline T make(double re, double im);
template <> __device__ inline float make<float>(double re, double) { return static_cast<float>(re); }
template <> __device__ inline double make<double>(double re, double) { return re; }
template <> __device__ inline c32 make<c32>(double re, double im) {
  return c32{static_cast<float>(re), static_cast<float>(im)};
}
template <> __device__ inline c64 make<c64>(double re, double im) { return c64{re, im}; }

template <class T> __device__ inline T zero() { return make<T>(0.0, 0.0); }

__device__ inline bool is_zero(float v) { return v == 0.0f; }
__device__ inline bool is_zero(double v) { return v == 0.0; }
__device__ inline bool is_zero(c32 v) { return v.re == 0.0f && v.im == 0.0f; }
__device__ inline bool is_zero(c64 v) { return v.re == 0.0 && v.im == 0.0; }
__device__ inline bool is_one(float v) { return v == 1.0f; }
__device__ inline bool is_one(double v) { return v == 1.0; }
__device__ inline bool is_one(c32 v) { return v.re == 1.0f && v.im == 0.0f; }
__device__ inline bool is_one(c64 v) { return v.re == 1.0 && v.im == 0.0; }

__device__ inline float conj(float v) { return v; }
__device__ inline double conj(double v) { return v; }
__device__ inline c32 conj(c32 v) { return c32{v.re, -v.im}; }
__device__ inline c64 conj(c64 v) { return c64{v.re, -v.im}; }
// The Hermitian diagonal: the imaginary part is taken as zero.
__device__ inline float real_part(float v) { return v; }
__device__ inline double real_part(double v) { return v; }
__device__ inline c32 real_part(c32 v) { return c32{v.re, 0.0f}; }
__device__ inline c64 real_part(c64 v) { return c64{v.re, 0.0}; }

__device__ inline float add(float a, float b) { return a + b; }
__device__ inline double add(double a, double b) { return a + b; }
__device__ inline c32 add(c32 a, c32 b) { return c32{a.re + b.re, a.im + b.im}; }
__device__ inline c64 add(c64 a, c64 b) { return c64{a.re + b.re, a.im + b.im}; }
__device__ inline float mul(float a, float b) { return a * b; }
__device__ inline double mul(double a, double b) { return a * b; }
__device__ inline c32 mul(c32 a, c32 b) {
  return c32{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ inline c64 mul(c64 a, c64 b) {
  return c64{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

// acc + op(a) * x, op = conj when CJ.
template <bool CJ> __device__ inline float mad(float acc, float a, float x) { return fmaf(a, x, acc); }
template <bool CJ> __device__ inline double mad(double acc, double a, double x) { return fma(a, x, acc); }
template <bool CJ> __device__ inline c32 mad(c32 acc, c32 a, c32 x) {
  const float ai = CJ ? -a.im : a.im;
  acc.re = fmaf(a.re, x.re, acc.re);
  acc.re = fmaf(-ai, x.im, acc.re);
  acc.im = fmaf(a.re, x.im, acc.im);
  acc.im = fmaf(ai, x.re, acc.im);
  return acc;
}
template <bool CJ> __device__ inline c64 mad(c64 acc, c64 a, c64 x) {
  const double ai = CJ ? -a.im : a.im;
  acc.re = fma(a.re, x.re, acc.re);
  acc.re = fma(-ai, x.im, acc.re);
  acc.im = fma(a.re, x.im, acc.im);
  acc.im = fma(ai, x.re, acc.im);
  return acc;
}

// y = alpha * s + beta * y (y read only when beta != 0).
template <class T>
__device__ inline void update_y(T* y, T s, T alpha, T beta, bool beta0) {
  T v = mul(alpha, s);
  if (!beta0) v = add(v, mul(beta, *y));
  *y = v;
}
// y = beta * y, the alpha == 0 case (y read only when beta != 0).
template <class T>
__device__ inline void scale_y(T* y, T beta, bool beta0) {
  *y = beta0 ? zero<T>() : mul(beta, *y);
}

// ---------------------------------------------------------------- loads

// One element through the read-only path. Complex elements are two component loads unless AL
// (the caller checked 8/16-byte alignment of the element), then one 8- or 16-byte load.
template <bool AL = false> __device__ inline float ld(const float* p) { return ldg(p); }
template <bool AL = false> __device__ inline double ld(const double* p) { return ldg(p); }
template <bool AL = false> __device__ inline c32 ld(const c32* p) {
  if (AL) {
    const float2 v = ldg(reinterpret_cast<const float2*>(p));
    return c32{v.x, v.y};
  }
  const float* f = reinterpret_cast<const float*>(p);
  return c32{ldg(f), ldg(f + 1)};
}
template <bool AL = false> __device__ inline c64 ld(const c64* p) {
  if (AL) {
    const double2 v = ldg(reinterpret_cast<const double2*>(p));
    return c64{v.x, v.y};
  }
  const double* f = reinterpret_cast<const double*>(p);
  return c64{ldg(f), ldg(f + 1)};
}

// One 16-byte load of Num<T>::V consecutive elements (p 16-byte aligned).
__device__ inline void ldv(const float* p, float* out) {
  const float4 v = ldg(reinterpret_cast<const float4*>(p));
  out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
}
__device__ inline void ldv(const double* p, double* out) {
  const double2 v = ldg(reinterpret_cast<const double2*>(p));
  out[0] = v.x; out[1] = v.y;
}
__device__ inline void ldv(const c32* p, c32* out) {
  const float4 v = ldg(reinterpret_cast<const float4*>(p));
  out[0] = c32{v.x, v.y}; out[1] = c32{v.z, v.w};
}
__device__ inline void ldv(const c64* p, c64* out) {
  const double2 v = ldg(reinterpret_cast<const double2*>(p));
  out[0] = c64{v.x, v.y};
}

// The scalar's value: by value, or one element of T read from device memory.
template <class T>
__device__ inline T load_scalar(const Scalar& s) {
  if (s.addr == 0) return make<T>(s.re, s.im);
  return ld(reinterpret_cast<const T*>(s.addr));
}

// alpha and beta of a y = alpha op(A) x + beta y call, and whether each is zero (device
// pointer mode: read here, inside the kernel).
template <class T>
struct AlphaBeta {
  T alpha, beta;
  bool alpha0, beta0;
};
template <class T, class Desc>
__device__ inline AlphaBeta<T> alpha_beta(const Desc& d) {
  const T a = load_scalar<T>(d.alpha), b = load_scalar<T>(d.beta);
  return AlphaBeta<T>{a, b, is_zero(a), is_zero(b)};
}

// ---------------------------------------------------------------- addressing

// Where batch b of an operand starts.
template <class T>
__device__ inline T* batch_ptr(const Operand& o, long long b) {
  if (o.is_array) return reinterpret_cast<T* const*>(o.addr)[b];
  return reinterpret_cast<T*>(o.addr) + b * o.stride;
}

// Position of logical element i of an n-vector with increment inc (negative walks backwards).
__device__ inline long long vpos(long long i, long long n, long long inc) {
  // |inc| in unsigned arithmetic: -INT64_MIN is undefined, and n = 1 with inc = INT64_MIN is
  // a valid call (the front ends' extent checks keep the product itself in range).
  return inc >= 0 ? i * inc : (n - 1 - i) * static_cast<long long>(0ull - static_cast<unsigned long long>(inc));
}

__device__ inline bool aligned16(const void* p) {
  return (reinterpret_cast<std::uintptr_t>(p) & 15u) == 0;
}

// ---------------------------------------------------------------- shuffles

using kern::shfl_xor;  // real and complex (reduce_common.h)

// Butterfly sum over aligned groups of G lanes (G a power of two <= 32): every lane ends with
// its group's sum, in the same order on every lane (deterministic).
template <class T>
__device__ inline T group_sum(T v, int G) {
  for (int off = G / 2; off > 0; off >>= 1) v = add(v, shfl_xor(v, off));
  return v;
}

// ---------------------------------------------------------------- combine

// Which partial slots a row sums (see gemv_t.cpp and symv_impl.h).
enum class Slots : int {
  All = 0,        // gemv skinny: slots [0, K)
  SymvLower = 1,  // symv lower, row of strip q: direct [0, q / m + 1), then reflected (q, K)
  SymvUpper = 2,  // symv upper, row of strip q: reflected [0, q), then direct [q, q + K_q)
};

// symv's units (symv_impl.h): the stored triangle in strips of 64 rows (strip s, rows
// [64 s, 64 s + 64)) and in chunks of m column blocks of 64 (chunk k, columns [64 m k,
// 64 m (k + 1))); a unit is the part of one chunk inside one strip's stored columns (lower:
// column blocks [0, s], upper: [s, cb)). Units run chunk by chunk, so that the blocks running at
// once read the same columns of consecutive strips: whole columns, not 512-byte pieces of
// scattered ones. A function of (cb, m, lower) alone: the launcher picks m, and the strip and
// combine kernels take it as an argument.
constexpr int kSymvPanel = 64;
struct SymvStrips {
  long long cb;  // strips = column blocks = ceil(n / 64)
  long long m;   // column blocks per chunk
  __device__ __host__ long long nchunks() const { return (cb + m - 1) / m; }
  // The chunks strip s meets: [first, last].
  __device__ __host__ long long first(long long s, bool lower) const { return lower ? 0 : s / m; }
  __device__ __host__ long long last(long long s, bool lower) const {
    return lower ? s / m : (cb - 1) / m;
  }
  // Strips chunk k meets: lower [k m, cb), upper [0, min((k + 1) m, cb)).
  __device__ __host__ long long strips(long long k, bool lower) const {
    return lower ? cb - k * m : ((k + 1) * m < cb ? (k + 1) * m : cb);
  }
  // Units of the chunks before k.
  __device__ __host__ long long before(long long k, bool lower) const {
    if (lower) return k * cb - m * k * (k - 1) / 2;
    const long long full = cb / m, kk = k < full ? k : full;  // chunks with (k + 1) m <= cb
    return m * kk * (kk + 1) / 2 + (k - kk) * cb;
  }
  __device__ __host__ long long units(bool lower) const { return before(nchunks(), lower); }
  // The slot of the direct sums of unit (s, k): lower k (<= s / m <= s), upper
  // s + k - s / m (in [s, cb)): below (lower) / from (upper) the strip's reflected slots.
  __device__ __host__ long long direct_slot(long long s, long long k, bool lower) const {
    return lower ? k : s + k - s / m;
  }
  // The same units in the order of the one-unit-a-block grid (unit_kernel, symv_impl.h): the
  // units without a diagonal block first (all m column blocks wide, but the last chunk's in
  // upper; lower: chunk by chunk from the first, upper: from the last, consecutive strips),
  // then the units holding a diagonal block, widest first (width w: one unit in each chunk at
  // least w blocks wide, in the same chunk order). The hardware hands blocks out in about this
  // order as earlier ones end, so the last blocks handed out are the smallest: the grid ends
  // within a small unit of its last multiprocessor's share, whatever rate each one streams at.
  __device__ __host__ long long width(long long k) const { return cb - k * m < m ? cb - k * m : m; }
  // Units without a diagonal block in the first j chunks of the order (lower: chunks
  // [0, j), each cb - k m - m of them while positive; upper: the last j, each k m of them).
  __device__ __host__ long long full_before(long long j, bool lower) const {
    if (lower) return j * (cb - m) - m * j * (j - 1) / 2;
    return m * (j * (nchunks() - 1) - j * (j - 1) / 2);
  }
  __device__ __host__ long long full_chunks(bool lower) const {
    return lower ? (cb > m ? (cb - 1) / m : 0) : nchunks();
  }
  // Unit u of that order as (strip s, chunk k).
  __device__ __host__ void widest_last(long long u, bool lower, long long& s, long long& k) const {
    const long long nf = full_before(full_chunks(lower), lower);
    if (u < nf) {
      long long lo = 0, hi = full_chunks(lower) - 1;  // the last j with full_before(j) <= u
      while (lo < hi) {
        const long long mid = (lo + hi + 1) / 2;
        if (full_before(mid, lower) <= u) lo = mid; else hi = mid - 1;
      }
      const long long r = u - full_before(lo, lower);
      k = lower ? lo : nchunks() - 1 - lo;
      s = lower ? k * m + m + r : r;
      return;
    }
    long long v = u - nf, w = m;
    for (; w > 1; --w) {  // chunks at least w blocks wide: all full ones, and a short last one
      const long long c = cb / m + (cb % m >= w ? 1 : 0);
      if (v < c) break;
      v -= c;
    }
    const long long last = nchunks() - 1;
    k = lower ? v : (width(last) < w ? last - 1 - v : last - v);
    s = lower ? k * m + w - 1 : k * m + width(k) - w;
  }
};

// y[i] = alpha * sum_k P[(b*K + k)*n + i] + beta * y[i] over the slots of row i.
// Block: JB rows x (256 / JB) slot groups; slot group g sums k = lo + g, lo + g + RG, ... in
// order, then a fixed-order reduction in shared memory. grid: (ceil(n / JB), 1, batch).
template <class T>
__global__ void __launch_bounds__(256) combine_kernel(const T* __restrict__ P, VectorDesc yd,
                                                      long long n, long long K, long long batch,
                                                      Scalar alpha_s, Scalar beta_s, int mode,
                                                      long long m, int JB) {
  __shared__ T sh[kThreads];
  pdl_begin();
  const T alpha = load_scalar<T>(alpha_s), beta = load_scalar<T>(beta_s);
  const bool alpha0 = is_zero(alpha), beta0 = is_zero(beta);
  if (alpha0 && is_one(beta)) return;
  const int RG = kThreads / JB;
  const int jx = threadIdx.x % JB, g = threadIdx.x / JB;
  const long long i = static_cast<long long>(blockIdx.x) * JB + jx;
  // Row i sums slots [lo, hi) then [lo2, hi2) (the second range empty but for symv).
  long long lo = 0, hi = K, lo2 = 0, hi2 = 0;
  if (mode != static_cast<int>(Slots::All)) {
    const long long q = (static_cast<long long>(blockIdx.x) * JB) / kSymvPanel;
    const SymvStrips st{K, m};
    if (mode == static_cast<int>(Slots::SymvLower)) {
      hi = st.last(q, true) + 1;
      lo2 = q + 1; hi2 = K;
    } else {
      hi = q + st.last(q, false) - st.first(q, false) + 1;  // reflected [0, q), direct after
    }
  }
  for (long long b = blockIdx.z; b < batch; b += gridDim.z) {
    T* y = batch_ptr<T>(yd.at, b);
    if (alpha0) {
      if (g == 0 && i < n) scale_y(y + vpos(i, n, yd.inc), beta, beta0);
      continue;
    }
    T s = zero<T>();
    if (i < n) {
      const T* p = P + (b * K) * n + i;
      // The row's slots as one sequence t = 0 .. total (the first range, then the second);
      // this thread's t = g, g + RG, ..., eight loads in flight at a time (the tail predicated,
      // not a loop of dependent round trips), added in order.
      const long long h1 = hi - lo, total = h1 + (hi2 - lo2);
      for (long long t = g; t < total; t += 8LL * RG) {
        T v[8];
#pragma unroll
        for (int u = 0; u < 8; ++u) {
          const long long tt = t + u * RG;
          v[u] = tt < total ? p[(tt < h1 ? lo + tt : lo2 + (tt - h1)) * n] : zero<T>();
        }
#pragma unroll
        for (int u = 0; u < 8; ++u) s = t + u * RG < total ? add(s, v[u]) : s;
      }
    }
    sh[threadIdx.x] = s;
    __syncthreads();
    for (int h = RG / 2; h > 0; h >>= 1) {
      if (g < h) sh[threadIdx.x] = add(sh[threadIdx.x], sh[threadIdx.x + h * JB]);
      __syncthreads();
    }
    if (g == 0 && i < n) update_y(y + vpos(i, n, yd.inc), sh[jx], alpha, beta, beta0);
    __syncthreads();
  }
}

// Rows per combine block: wide when there are many rows, narrow (more slot groups) when few.
inline int combine_rows(long long n, long long batch, int sms) {
  int jb = 32;
  while (jb > 1 && ((n + jb - 1) / jb) * batch < 2LL * sms) jb /= 2;
  return jb;
}

using kern::sm_count;

inline unsigned batch_grid(long long batch) {
  return static_cast<unsigned>(batch < 65535 ? batch : 65535);
}

// Programmatic dependent launch on Hopper (reduce_common.h).
using kern::launch_pdl;
using kern::launch_pdl_smem;

// Per-type launchers (one compile unit per routine group).
int gemv_n(const oxblas::launch::GemvDesc& d, hipStream_t s);
int gemv_t(const oxblas::launch::GemvDesc& d, hipStream_t s);
int symv_real(const oxblas::launch::SymvDesc& d, hipStream_t s);
int symv_cplx(const oxblas::launch::SymvDesc& d, hipStream_t s);

}  // namespace l2
}  // namespace oxblas_hip
