// Prototype A/B of symv's work distribution (lower): the landed launcher against the landed
// strip kernel under other grids and a two-width chunk geometry. Standalone (no Rust): built
// here with nvcc, run on the H200.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "symv_impl.h"

using namespace oxblas_hip;
using namespace oxblas_hip::l2;
using namespace oxblas_hip::l2::symv;
using oxblas::launch::DTypeCode;
using oxblas::launch::SymvDesc;
using oxblas::launch::SymvKind;

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x,               \
              cudaGetErrorString(e_));                                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

namespace proto {

// Lower only. Chunks: KW wide chunks of m column blocks cover [0, W), then narrow chunks of
// m2 blocks cover [W, cb).
struct Geo {
  long long cb, m, W, m2;
  long long KW, bKW, nch, nun;  // set by make()
  int lpt;                       // uniform m: full units first, then diagonal units widest first
  long long NA, Kf;              // lpt: full units, chunks with full units
  static Geo make(long long cb, long long m, long long W, long long m2) {
    Geo g{cb, m, W, m2, 0, 0, 0, 0, 0, 0, 0};
    g.KW = (W + m - 1) / m;
    g.bKW = g.KW * cb - m * g.KW * (g.KW - 1) / 2;
    g.nch = g.KW + (cb - W + m2 - 1) / m2;
    g.nun = g.before(g.nch);
    g.Kf = cb > m ? (cb - m + m - 1) / m : 0;  // chunks k with cb - k m - m > 0
    g.NA = g.fa(g.Kf);
    return g;
  }
  __host__ __device__ __forceinline__ long long kw() const { return KW; }
  __host__ __device__ __forceinline__ long long nchunks() const { return nch; }
  __host__ __device__ __forceinline__ long long b(long long k) const {
    if (k <= KW) return k * m < W ? k * m : W;
    const long long v = W + (k - KW) * m2;
    return v < cb ? v : cb;
  }
  __host__ __device__ __forceinline__ long long before(long long k) const {
    if (k <= KW) return k * cb - m * k * (k - 1) / 2;
    const long long j = k - KW;
    return bKW + j * (cb - W) - m2 * j * (j - 1) / 2;
  }
  __host__ __device__ __forceinline__ long long units() const { return nun; }
  // full units (no diagonal block) of the chunks before k (k <= Kf)
  __host__ __device__ __forceinline__ long long fa(long long k) const {
    return k * (cb - m) - m * k * (k - 1) / 2;
  }
  __host__ __device__ __forceinline__ long long chunk_of(long long s) const {
    return s < W ? s / m : KW + (s - W) / m2;
  }
};

template <class T>
__device__ inline Unit unit_at(const Geo& g, long long u, long long n, int G, bool staged) {
  long long k, sidx;
  if (g.lpt) {
    if (u < g.NA) {
      long long lo = 0, hi = g.Kf - 1;
      while (lo < hi) {
        const long long mid = (lo + hi + 1) / 2;
        if (g.fa(mid) <= u) lo = mid; else hi = mid - 1;
      }
      k = lo;
      sidx = k * g.m + g.m + (u - g.fa(k));
    } else {
      long long v = u - g.NA, w = g.m;
      for (; w > 1; --w) {
        const long long c = (g.cb - w) / g.m + 1;  // chunks with a width-w diagonal unit
        if (w <= g.cb && v < c) break;
        if (w <= g.cb) v -= c;
      }
      k = v;
      sidx = k * g.m + w - 1;
    }
  } else {
    long long lo = 0, hi = g.nchunks() - 1;
    while (lo < hi) {
      const long long mid = (lo + hi + 1) / 2;
      if (g.before(mid) <= u) lo = mid; else hi = mid - 1;
    }
    k = lo;
    sidx = g.b(k) + (u - g.before(k));
  }
  Unit U;
  U.s = sidx;
  const long long b0 = g.b(k), b1e = g.b(k + 1);
  const long long b1 = b1e < U.s + 1 ? b1e : U.s + 1;
  U.cbeg = b0 * kSymvPanel;
  U.cend = b1 * kSymvPanel;
  U.has_diag = U.s >= b0 && U.s < b1;
  U.dslot = k;
  const long long r0 = U.s * kSymvPanel;
  U.fb = U.fe = U.cbeg;
  if (staged && r0 + kSymvPanel <= n) U.fe = U.cend < r0 ? U.cend : r0;
  return U;
}

struct Sched {
  long long persist;     // blocks [0, persist) walk units b, b + persist, ... < static_end
  long long static_end;  // blocks >= persist take unit static_end + (b - persist)
};

template <class T, bool HERM, bool VEC, bool AL, bool XST>
__device__ inline void units(const Geo& geo, Sched sc, const T* __restrict__ A, long long lda,
                             const T* __restrict__ x, long long incx, T* __restrict__ P,
                             long long n, T (*sdir)[kSymvPanel], T* sdiag, Pair<T>* ring,
                             T* sx) {
  constexpr int G = Strip<T>::G, W = Strip<T>::kWarps, S = kSymvStages;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const long long nu_all = geo.units();
  long long ubeg, step, nu;
  if (blockIdx.x < sc.persist) {
    ubeg = blockIdx.x; step = sc.persist; nu = sc.static_end;
  } else {
    ubeg = sc.static_end + (blockIdx.x - sc.persist); step = 1; nu = ubeg + 1;
    if (nu > nu_all) nu = nu_all;
  }
  constexpr bool staged = VEC && S >= 2;
  constexpr bool XS = staged && kStageX<T> && XST;
  auto x_fits = [](const Unit& V) { return V.fe - V.fb <= kSymvXCols; };
  long long iu = ubeg, ig = 0, issued = 0;
  Unit IU = iu < nu ? unit_at<T>(geo, iu, n, G, staged) : Unit{};
  auto issue = [&]() {
    if constexpr (S >= 2) {
      while (iu < nu && ig >= mine(IU, G, w, W)) {
        iu += step;
        ig = 0;
        if (iu < nu) IU = unit_at<T>(geo, iu, n, G, staged);
      }
      if (iu < nu) {
        const long long c0 = IU.fb + (w + ig * W) * G;
        Pair<T>* sl = ring + (issued % S) * G * kThreads + threadIdx.x;
        const T* p = A + c0 * lda + IU.s * kSymvPanel + 2 * lane;
#pragma unroll
        for (int j = 0; j < G; ++j) stage_pair(sl + j * kThreads, p + j * lda);
        ++ig;
      }
      kern::copy_commit();
      ++issued;
    }
  };
  if constexpr (staged) {
#pragma unroll
    for (int q = 0; q < (S >= 2 ? S - 1 : 0); ++q) issue();
  }
  auto load_x = [&](long long v) {
    const Unit V = unit_at<T>(geo, v, n, G, staged);
    if (x_fits(V))
      for (long long c = V.fb + threadIdx.x; c < V.fe; c += kThreads)
        sx[c - V.fb] = ld(x + vpos(c, n, incx));
  };
  if constexpr (XS) {
    if (ubeg < nu) load_x(ubeg);
    __syncthreads();
  }
  long long consumed = 0;
#pragma unroll 1
  for (long long u = ubeg; u < nu; u += step) {
    const Unit U = unit_at<T>(geo, u, n, G, staged);
    const long long r0 = U.s * kSymvPanel, i0 = r0 + 2 * lane;
    const bool rows_in = r0 + kSymvPanel <= n;
    T xr[2], dir[2] = {zero<T>(), zero<T>()};
#pragma unroll
    for (int e = 0; e < 2; ++e) xr[e] = i0 + e < n ? ld(x + vpos(i0 + e, n, incx)) : zero<T>();
    if constexpr (S >= 2) {
      const long long nm = staged ? mine(U, G, w, W) : 0;
      const bool xs = x_fits(U);
#pragma unroll 1
      for (long long gi = 0; gi < nm; ++gi) {
        kern::copy_wait_group<(S >= 2 ? S - 2 : 0)>();
        issue();
        const long long c0 = U.fb + (w + gi * W) * G;
        const Pair<T>* sl = ring + (consumed % S) * G * kThreads + threadIdx.x;
        ++consumed;
        T a[G][2], xc[G];
        const bool none[G][2] = {};
#pragma unroll
        for (int j = 0; j < G; ++j) {
          const Pair<T> pr = sl[j * kThreads];
          a[j][0] = pr.v[0];
          a[j][1] = pr.v[1];
          if constexpr (!XS) xc[j] = ld(x + vpos(c0 + j, n, incx));
        }
        if constexpr (XS) {
          if (xs) {
            x_group(sx + (c0 - U.fb), xc);
          } else {
#pragma unroll
            for (int j = 0; j < G; ++j) xc[j] = ld(x + vpos(c0 + j, n, incx));
          }
        }
        const T v = fold<T, HERM, false>(a, none, xc, xr, dir, i0, c0, lane);
        if (lane % (32 / G) == 0) P[U.s * n + c0 + (lane >> (5 - Strip<T>::kLogG))] = v;
      }
    }
    const long long groups = (U.cend - U.cbeg) / G;
#pragma unroll 1
    for (long long g = w; g < groups; g += W) {
      const long long c0 = U.cbeg + g * G;
      if (c0 >= U.fb && c0 < U.fe) continue;
      const bool diag = c0 >= r0 && c0 < r0 + kSymvPanel;
      const T v =
          diag || !rows_in || c0 + G > n
              ? group<T, HERM, true, true, false, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane)
              : group<T, HERM, true, false, VEC, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane);
      if (lane % (32 / G) == 0) {
        const long long c = c0 + (lane >> (5 - Strip<T>::kLogG));
        if (diag)
          sdiag[c - r0] = v;
        else if (c < n)
          P[U.s * n + c] = v;
      }
    }
#pragma unroll
    for (int e = 0; e < 2; ++e) sdir[w][2 * lane + e] = dir[e];
    __syncthreads();
    if (threadIdx.x < kSymvPanel) {
      const int r = threadIdx.x;
      T v = sdir[0][r];
#pragma unroll
      for (int q = 1; q < W; ++q) v = add(v, sdir[q][r]);
      if (U.has_diag) v = add(v, sdiag[r]);
      if (r0 + r < n) P[U.dslot * n + r0 + r] = v;
    }
    if constexpr (XS) {
      if (u + step < nu) load_x(u + step);
    }
    __syncthreads();
  }
  kern::copy_wait();
}

__device__ inline unsigned long long gtime() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__device__ inline unsigned smid() {
  unsigned s;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
  return s;
}

template <class T, bool HERM, bool XST>
__global__ void SYMV_BOUNDS pstrip(SymvDesc d, Geo geo, Sched sc, unsigned long long* trace) {
  __shared__ T sdir[Strip<T>::kWarps][kSymvPanel];
  __shared__ T sdiag[kSymvPanel];
  alignas(16) __shared__ T sx[kStageX<T> && XST ? kSymvXCols : 1];
  extern __shared__ __align__(16) unsigned char symv_ring[];
  Pair<T>* const ring = reinterpret_cast<Pair<T>*>(symv_ring);
  pdl_begin();
  unsigned long long t0 = 0;
  if (trace && threadIdx.x == 0) t0 = gtime();
  const T* A = reinterpret_cast<const T*>(d.a.at.addr);
  const T* x = reinterpret_cast<const T*>(d.x.at.addr);
  T* P = reinterpret_cast<T*>(d.partials);
  units<T, HERM, true, Num<T>::kCplx, XST>(geo, sc, A, d.a.ld, x, d.x.inc, P, d.n, sdir, sdiag,
                                           ring, sx);
  if (trace && threadIdx.x == 0) {
    trace[3 * blockIdx.x] = smid();
    trace[3 * blockIdx.x + 1] = t0;
    trace[3 * blockIdx.x + 2] = gtime();
  }
}

// One unit per block (grid mode): the ring within the unit only, int counters.
template <class T, bool HERM, bool VEC, bool AL, bool XST, int S>
__device__ inline void one_unit(const Geo& geo, long long u, const T* __restrict__ A,
                                long long lda, const T* __restrict__ x, long long incx,
                                T* __restrict__ P, long long n, T (*sdir)[kSymvPanel], T* sdiag,
                                Pair<T>* ring, T* sx) {
  constexpr int G = Strip<T>::G, W = Strip<T>::kWarps;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  constexpr bool staged = VEC && S >= 2;
  constexpr bool XS = staged && kStageX<T> && XST;
  const Unit U = unit_at<T>(geo, u, n, G, staged);
  const int nm = staged ? static_cast<int>(mine(U, G, w, W)) : 0;
  const bool xs = U.fe - U.fb <= kSymvXCols;
  int ig = 0;
  const T* abase = A + U.fb * lda + U.s * kSymvPanel + 2 * lane;
  auto issue = [&]() {
    if constexpr (S >= 2) {
      if (ig < nm) {
        const long long c0 = (w + static_cast<long long>(ig) * W) * G;
        Pair<T>* sl = ring + (ig % S) * G * kThreads + threadIdx.x;
        const T* p = abase + c0 * lda;
#pragma unroll
        for (int j = 0; j < G; ++j) stage_pair(sl + j * kThreads, p + j * lda);
        ++ig;
      }
      kern::copy_commit();
    }
  };
  if constexpr (staged) {
#pragma unroll
    for (int q = 0; q < S - 1; ++q) issue();
  }
  if constexpr (XS) {
    if (xs)
      for (long long c = U.fb + threadIdx.x; c < U.fe; c += kThreads)
        sx[c - U.fb] = ld(x + vpos(c, n, incx));
    __syncthreads();
  }
  const long long r0 = U.s * kSymvPanel, i0 = r0 + 2 * lane;
  const bool rows_in = r0 + kSymvPanel <= n;
  T xr[2], dir[2] = {zero<T>(), zero<T>()};
#pragma unroll
  for (int e = 0; e < 2; ++e) xr[e] = i0 + e < n ? ld(x + vpos(i0 + e, n, incx)) : zero<T>();
  if constexpr (S >= 2) {
#pragma unroll 1
    for (int gi = 0; gi < nm; ++gi) {
      kern::copy_wait_group<S - 2>();
      issue();
      const long long c0 = U.fb + (w + static_cast<long long>(gi) * W) * G;
      const Pair<T>* sl = ring + (gi % S) * G * kThreads + threadIdx.x;
      T a[G][2], xc[G];
      const bool none[G][2] = {};
#pragma unroll
      for (int j = 0; j < G; ++j) {
        const Pair<T> pr = sl[j * kThreads];
        a[j][0] = pr.v[0];
        a[j][1] = pr.v[1];
        if constexpr (!XS) xc[j] = ld(x + vpos(c0 + j, n, incx));
      }
      if constexpr (XS) {
        if (xs) {
          x_group(sx + (c0 - U.fb), xc);
        } else {
#pragma unroll
          for (int j = 0; j < G; ++j) xc[j] = ld(x + vpos(c0 + j, n, incx));
        }
      }
      const T v = fold<T, HERM, false>(a, none, xc, xr, dir, i0, c0, lane);
      if (lane % (32 / G) == 0) P[U.s * n + c0 + (lane >> (5 - Strip<T>::kLogG))] = v;
    }
  }
  const long long groups = (U.cend - U.cbeg) / G;
#pragma unroll 1
  for (long long g = w; g < groups; g += W) {
    const long long c0 = U.cbeg + g * G;
    if (c0 >= U.fb && c0 < U.fe) continue;
    const bool diag = c0 >= r0 && c0 < r0 + kSymvPanel;
    const T v =
        diag || !rows_in || c0 + G > n
            ? group<T, HERM, true, true, false, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane)
            : group<T, HERM, true, false, VEC, AL>(A, lda, n, i0, c0, x, incx, xr, dir, lane);
    if (lane % (32 / G) == 0) {
      const long long c = c0 + (lane >> (5 - Strip<T>::kLogG));
      if (diag)
        sdiag[c - r0] = v;
      else if (c < n)
        P[U.s * n + c] = v;
    }
  }
#pragma unroll
  for (int e = 0; e < 2; ++e) sdir[w][2 * lane + e] = dir[e];
  __syncthreads();
  if (threadIdx.x < kSymvPanel) {
    const int r = threadIdx.x;
    T v = sdir[0][r];
#pragma unroll
    for (int q = 1; q < W; ++q) v = add(v, sdir[q][r]);
    if (U.has_diag) v = add(v, sdiag[r]);
    if (r0 + r < n) P[U.dslot * n + r0 + r] = v;
  }
}

template <class T, bool HERM, bool XST, int S, int BPS>
__global__ void __launch_bounds__(256, BPS) gstrip(SymvDesc d, Geo geo, unsigned long long* trace) {
  __shared__ T sdir[Strip<T>::kWarps][kSymvPanel];
  __shared__ T sdiag[kSymvPanel];
  alignas(16) __shared__ T sx[kStageX<T> && XST ? kSymvXCols : 1];
  extern __shared__ __align__(16) unsigned char symv_ring[];
  Pair<T>* const ring = reinterpret_cast<Pair<T>*>(symv_ring);
  pdl_begin();
  unsigned long long t0 = 0;
  if (trace && threadIdx.x == 0) t0 = gtime();
  const T* A = reinterpret_cast<const T*>(d.a.at.addr);
  const T* x = reinterpret_cast<const T*>(d.x.at.addr);
  T* P = reinterpret_cast<T*>(d.partials);
  one_unit<T, HERM, true, Num<T>::kCplx, XST, S>(geo, blockIdx.x, A, d.a.ld, x, d.x.inc, P, d.n,
                                                sdir, sdiag, ring, sx);
  if (trace && threadIdx.x == 0) {
    trace[3 * blockIdx.x] = smid();
    trace[3 * blockIdx.x + 1] = t0;
    trace[3 * blockIdx.x + 2] = gtime();
  }
}

template <class T>
__global__ void __launch_bounds__(256) pcombine(const T* __restrict__ P, T* y, long long n,
                                                Geo geo, int JB) {
  __shared__ T sh[kThreads];
  pdl_begin();
  const int RG = kThreads / JB;
  const int jx = threadIdx.x % JB, g = threadIdx.x / JB;
  const long long i = static_cast<long long>(blockIdx.x) * JB + jx;
  const long long q = (static_cast<long long>(blockIdx.x) * JB) / kSymvPanel, K = geo.cb;
  const long long lo = 0, hi = geo.chunk_of(q) + 1, lo2 = q + 1, hi2 = K;
  T s = zero<T>();
  if (i < n) {
    const T* p = P + i;
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
  if (g == 0 && i < n) y[i] = sh[jx];  // alpha 1, beta 0
}

}  // namespace proto

// ------------------------------------------------------------------------------- host side

template <class T> struct El;
template <> struct El<double> {
  static constexpr DTypeCode code = DTypeCode::F64;
  static constexpr bool herm = false;
};
template <> struct El<c64> {
  static constexpr DTypeCode code = DTypeCode::C64;
  static constexpr bool herm = true;
};

__device__ inline double hrand(unsigned long long k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL; k ^= k >> 33;
  return static_cast<double>(k >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0;
}
__device__ inline void setv(double* p, unsigned long long k) { *p = hrand(k); }
__device__ inline void setv(c64* p, unsigned long long k) { *p = c64{hrand(k), hrand(k + 7777777ULL)}; }
__device__ inline void setnan(double* p) { *p = __longlong_as_double(0x7ff8000000000000LL); }
__device__ inline void setnan(c64* p) {
  const double q = __longlong_as_double(0x7ff8000000000000LL);
  *p = c64{q, q};
}
template <class T>
__global__ void fill_a(T* A, long long n, unsigned long long seed) {
  const long long tot = n * n;
  for (long long t = blockIdx.x * 256LL + threadIdx.x; t < tot; t += 256LL * gridDim.x) {
    const long long c = t / n, r = t % n;
    if (r >= c) setv(A + t, seed + t); else setnan(A + t);
  }
}
template <class T>
__global__ void fill_v(T* v, long long n, unsigned long long seed) {
  for (long long t = blockIdx.x * 256LL + threadIdx.x; t < n; t += 256LL * gridDim.x)
    setv(v + t, seed + t);
}

static double mag(double v) { return std::fabs(v); }
static double mag(c64 v) { return std::hypot(v.re, v.im); }
static double dif(double a, double b) { return std::fabs(a - b); }
static double dif(c64 a, c64 b) { return std::hypot(a.re - b.re, a.im - b.im); }

struct Cfg {
  std::string name;
  int kind;  // 0 landed launcher; 1 proto
  long long m, Wfrac_pct, m2;  // geometry: W = Wfrac% of cb (rounded to m), m2
  int sched;  // 0 persistent; 1 all blocks single unit; 2 hybrid (persistent for wide units)
  int lpt = 0;  // full units first, then diagonal units widest first (uniform m)
  int pdl = 1;
};

template <class T>
struct Run {
  long long n;
  T *A, *x, *y, *P;
  unsigned long long* trace;
  cudaStream_t s;
  SymvDesc d;

  proto::Geo geo_of(const Cfg& c) const {
    const long long cb = (n + 63) / 64;
    long long W = cb * c.Wfrac_pct / 100;
    W = (W + c.m - 1) / c.m * c.m;
    if (W > cb) W = cb;
    proto::Geo g = proto::Geo::make(cb, c.m, W, c.m2);
    g.lpt = c.lpt;
    return g;
  }
  // launches one call; returns blocks of the strip kernel
  long long launch(const Cfg& c, bool tr) {
    if (c.kind == 0) {
      if (int e = launch2<T, El<T>::herm>(d, s)) { fprintf(stderr, "launch2 %d\n", e); exit(1); }
      return 0;
    }
    const proto::Geo g = geo_of(c);
    const long long nu = g.units();
    const long long resident = 2LL * kern::sm_count();
    proto::Sched sc{};
    long long grid;
    if (c.sched == 0) {
      grid = std::min(nu, resident);
      sc = proto::Sched{grid, nu};
    } else if (c.sched == 1) {
      grid = nu;
      sc = proto::Sched{0, 0};
    } else {
      const long long nw = g.lpt ? g.NA : g.before(g.kw());
      const long long per = std::min(nw, resident);
      grid = per + (nu - nw);
      sc = proto::Sched{per, nw};
    }
    if (c.kind >= 2) {
      const bool xst = kStageX<T> && c.m >= 4;
      const long long gridg = g.units();
      auto go = [&](auto kern, size_t ring) {
        static bool once = false;  // per kernel instantiation
        if (!once) {
          CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)ring));
          once = true;
        }
        launch_pdl_smem(kern, dim3((unsigned)gridg), dim3(256), ring, s, d, g, tr ? trace : nullptr);
      };
      const size_t r3 = sizeof(Pair<T>) * 3 * Strip<T>::G * kThreads;
      const size_t r2 = sizeof(Pair<T>) * 2 * Strip<T>::G * kThreads;
      if (c.kind == 2) {
        if (xst) { if constexpr (kStageX<T>) go(proto::gstrip<T, El<T>::herm, true, 3, 2>, r3); }
        else go(proto::gstrip<T, El<T>::herm, false, 3, 2>, r3);
      } else {
        if (xst) { if constexpr (kStageX<T>) go(proto::gstrip<T, El<T>::herm, true, 2, 3>, r2); }
        else go(proto::gstrip<T, El<T>::herm, false, 2, 3>, r2);
      }
      const int jb = combine_rows(n, 1, kern::sm_count());
      launch_pdl(proto::pcombine<T>, dim3((unsigned)((n + jb - 1) / jb)), dim3(256), s, (const T*)P, y, n, g, jb);
      return gridg;
    }
    constexpr size_t ring = ring_bytes<T>();
    const bool xst = kStageX<T> && c.m >= 4;
    if (xst) {
      if constexpr (kStageX<T>) {
        static bool once = false;
        if (!once) {
          CK(cudaFuncSetAttribute(proto::pstrip<T, El<T>::herm, true>,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize, (int)ring));
          once = true;
        }
        if (c.pdl) launch_pdl_smem(proto::pstrip<T, El<T>::herm, true>, dim3((unsigned)grid), dim3(256), ring, s, d, g, sc, tr ? trace : nullptr);
        else proto::pstrip<T, El<T>::herm, true><<<(unsigned)grid, 256, ring, s>>>(d, g, sc, tr ? trace : nullptr);
      }
    } else {
      static bool once = false;
      if (!once) {
        CK(cudaFuncSetAttribute(proto::pstrip<T, El<T>::herm, false>,
                                cudaFuncAttributeMaxDynamicSharedMemorySize, (int)ring));
        once = true;
      }
      if (c.pdl) launch_pdl_smem(proto::pstrip<T, El<T>::herm, false>, dim3((unsigned)grid), dim3(256), ring, s, d, g, sc, tr ? trace : nullptr);
      else proto::pstrip<T, El<T>::herm, false><<<(unsigned)grid, 256, ring, s>>>(d, g, sc, tr ? trace : nullptr);
    }
    const int jb = combine_rows(n, 1, kern::sm_count());
    if (c.pdl) launch_pdl(proto::pcombine<T>, dim3((unsigned)((n + jb - 1) / jb)), dim3(256), s, (const T*)P, y, n, g, jb);
    else proto::pcombine<T><<<(unsigned)((n + jb - 1) / jb), 256, 0, s>>>(P, y, n, g, jb);
    return grid;
  }
};

template <class T>
static void bench(long long n, const std::vector<Cfg>& cfgs, int rounds, int reps, FILE* csv,
                  const char* label) {
  Run<T> r{};
  r.n = n;
  const long long cb = (n + 63) / 64;
  CK(cudaMalloc(&r.A, sizeof(T) * n * n));
  CK(cudaMalloc(&r.x, sizeof(T) * n));
  CK(cudaMalloc(&r.y, sizeof(T) * n));
  CK(cudaMalloc(&r.P, sizeof(T) * n * cb));
  CK(cudaMalloc(&r.trace, sizeof(unsigned long long) * 3 * 200000));
  CK(cudaStreamCreateWithFlags(&r.s, cudaStreamNonBlocking));
  fill_a<T><<<4096, 256>>>(r.A, n, 12345);
  fill_v<T><<<64, 256>>>(r.x, n, 999);
  CK(cudaDeviceSynchronize());
  SymvDesc& d = r.d;
  memset(&d, 0, sizeof(d));
  d.dtype = El<T>::code;
  d.kind = El<T>::herm ? SymvKind::Hermitian : SymvKind::Symmetric;
  d.uplo = oxblas::launch::Uplo::Lower;
  d.n = n;
  d.batch = 1;
  d.alpha.re = 1.0;
  d.beta.re = 0.0;
  d.a.at.addr = reinterpret_cast<std::uint64_t>(r.A);
  d.a.ld = n;
  d.x.at.addr = reinterpret_cast<std::uint64_t>(r.x);
  d.x.inc = 1;
  d.y.at.addr = reinterpret_cast<std::uint64_t>(r.y);
  d.y.inc = 1;
  d.partials = reinterpret_cast<std::uint64_t>(r.P);
  d.col_blocks = static_cast<std::uint32_t>(cb);
  const double bytes = sizeof(T) * (n * (n + 1) / 2.0 + 2.0 * n);
  // reference: the landed launcher
  std::vector<T> ref(n), out(n);
  r.launch(cfgs[0], false);
  CK(cudaStreamSynchronize(r.s));
  CK(cudaMemcpy(ref.data(), r.y, sizeof(T) * n, cudaMemcpyDeviceToHost));
  double refmax = 0;
  for (auto v : ref) refmax = std::max(refmax, mag(v));
  for (size_t c = 0; c < cfgs.size(); ++c) {
    CK(cudaMemset(r.y, 0xff, sizeof(T) * n));
    r.launch(cfgs[c], false);
    CK(cudaStreamSynchronize(r.s));
    CK(cudaGetLastError());
    CK(cudaMemcpy(out.data(), r.y, sizeof(T) * n, cudaMemcpyDeviceToHost));
    double e = 0;
    bool bad = false;
    for (long long i = 0; i < n; ++i) {
      const double q = dif(out[i], ref[i]);
      if (!(q == q)) bad = true; else e = std::max(e, q);
    }
    printf("# %s n=%lld %-22s check: max|diff|/max|ref| = %.3g%s\n", label, n, cfgs[c].name.c_str(),
           e / refmax, bad ? " NaN!" : "");
  }
  // copy reference
  void* cdst;
  CK(cudaMalloc(&cdst, (size_t)bytes));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  std::vector<std::vector<double>> t(cfgs.size());
  std::vector<double> tc;
  for (int rd = 0; rd < rounds; ++rd) {
    for (int w = 0; w < 5; ++w) CK(cudaMemcpyAsync(cdst, r.A, (size_t)bytes, cudaMemcpyDeviceToDevice, r.s));
    CK(cudaEventRecord(e0, r.s));
    for (int k = 0; k < reps; ++k) CK(cudaMemcpyAsync(cdst, r.A, (size_t)bytes, cudaMemcpyDeviceToDevice, r.s));
    CK(cudaEventRecord(e1, r.s));
    CK(cudaEventSynchronize(e1));
    float ms;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    tc.push_back(1000.0 * ms / reps);
    for (size_t c = 0; c < cfgs.size(); ++c) {
      for (int w = 0; w < 5; ++w) r.launch(cfgs[c], false);
      CK(cudaEventRecord(e0, r.s));
      for (int k = 0; k < reps; ++k) r.launch(cfgs[c], false);
      CK(cudaEventRecord(e1, r.s));
      CK(cudaEventSynchronize(e1));
      CK(cudaEventElapsedTime(&ms, e0, e1));
      t[c].push_back(1000.0 * ms / reps);
    }
  }
  auto med = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  const double copy_us = med(tc), copy_rate = 2.0 * bytes / (copy_us * 1e-6);
  const double base = med(t[0]);
  printf("# %s n=%lld copy %.1f us (%.0f GB/s r+w)\n", label, n, copy_us, copy_rate / 1e9);
  for (size_t c = 0; c < cfgs.size(); ++c) {
    const double m = med(t[c]);
    double lo = *std::min_element(t[c].begin(), t[c].end()), hi = *std::max_element(t[c].begin(), t[c].end());
    const double pct = 100.0 * (bytes / (m * 1e-6)) / copy_rate;
    printf("%s n=%-6lld %-24s %8.2f us [%7.2f-%7.2f]  x base %.3f  %%copy %.1f\n", label, n,
           cfgs[c].name.c_str(), m, lo, hi, m / base, pct);
    fprintf(csv, "%s,%lld,%s,%.3f,%.3f,%.3f,%.4f,%.2f\n", label, n, cfgs[c].name.c_str(), m, lo, hi,
            m / base, pct);
  }
  // traces: per-block end-time spread of each config (one traced call after a warm call)
  for (size_t c = 1; c < cfgs.size() && !getenv("NOTRACE"); ++c) {
    r.launch(cfgs[c], false);
    const long long grid = r.launch(cfgs[c], true);
    CK(cudaStreamSynchronize(r.s));
    std::vector<unsigned long long> tr(3 * grid);
    CK(cudaMemcpy(tr.data(), r.trace, sizeof(unsigned long long) * 3 * grid, cudaMemcpyDeviceToHost));
    unsigned long long t0 = ~0ULL, t1 = 0;
    std::vector<unsigned long long> smend(200, 0), smbusy(200, 0);
    for (long long b = 0; b < grid; ++b) {
      t0 = std::min(t0, tr[3 * b + 1]);
      t1 = std::max(t1, tr[3 * b + 2]);
    }
    for (long long b = 0; b < grid; ++b) {
      const unsigned sm = (unsigned)tr[3 * b];
      if (sm < 200) {
        smend[sm] = std::max(smend[sm], tr[3 * b + 2] - t0);
        smbusy[sm] += tr[3 * b + 2] - tr[3 * b + 1];
      }
    }
    std::vector<double> ends;
    double busy = 0;
    int nsm = 0;
    for (int q = 0; q < 200; ++q)
      if (smend[q]) { ends.push_back(smend[q] / 1000.0); busy += smbusy[q] / 1000.0; ++nsm; }
    std::sort(ends.begin(), ends.end());
    printf("#   trace %s n=%lld %-22s grid %lld span %.1f us; SM last-end min/10%%/50%%/90%%/max %.1f/%.1f/%.1f/%.1f/%.1f; mean block-slot busy %.1f us\n",
           label, n, cfgs[c].name.c_str(), grid, (t1 - t0) / 1000.0, ends.front(),
           ends[ends.size() / 10], ends[ends.size() / 2], ends[ends.size() * 9 / 10], ends.back(),
           busy / nsm / 2.0);
  }
  CK(cudaFree(cdst));
  CK(cudaFree(r.A)); CK(cudaFree(r.x)); CK(cudaFree(r.y)); CK(cudaFree(r.P)); CK(cudaFree(r.trace));
  CK(cudaStreamDestroy(r.s));
}

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? atoi(argv[1]) : 3, reps = argc > 2 ? atoi(argv[2]) : 30;
  const char* only = argc > 3 ? argv[3] : "";
  FILE* csv = fopen(getenv("CSV") ? getenv("CSV") : "proto.csv", "w");
  fprintf(csv, "type,n,cfg,med_us,min_us,max_us,x_base,pct_copy\n");
  cudaDeviceProp p;
  CK(cudaGetDeviceProperties(&p, 0));
  printf("# %s, %d SMs\n", p.name, p.multiProcessorCount);
  // name, kind, m, W%, m2, sched
  // name, kind, m, W%, m2, sched, lpt, pdl
  std::vector<Cfg> d8 = {
      {"landed", 0, 8, 100, 1, 0},
      {"p8-persist", 1, 8, 100, 1, 0, 0, 1},
      {"p8-persist-nopdl", 1, 8, 100, 1, 0, 0, 0},
      {"p8-grid", 1, 8, 100, 1, 1, 0, 1},
      {"p8-grid-lpt", 1, 8, 100, 1, 1, 1, 1},
      {"p8-hyb-lpt", 1, 8, 100, 1, 2, 1, 1},
      {"p8-persist-lpt", 1, 8, 100, 1, 0, 1, 1},
      {"p4-persist", 1, 4, 100, 1, 0, 0, 1},
      {"p4-grid", 1, 4, 100, 1, 1, 0, 1},
      {"p4-grid-lpt", 1, 4, 100, 1, 1, 1, 1},
      {"p4-hyb-lpt", 1, 4, 100, 1, 2, 1, 1},
      {"p2-grid-lpt", 1, 2, 100, 2, 1, 1, 1},
      {"w8-70-n4-hyb", 1, 8, 70, 4, 2, 0, 1},
      {"w8-50-n4-grid", 1, 8, 50, 4, 1, 0, 1},
      {"g8-s3b2-lpt", 2, 8, 100, 1, 1, 1, 1},
      {"g4-s3b2-lpt", 2, 4, 100, 1, 1, 1, 1},
      {"g8-s3b2", 2, 8, 100, 1, 1, 0, 1},
  };

  if (const char* f = getenv("CFGS")) {  // keep "landed" and the named ones
    std::vector<Cfg> k;
    for (auto& c : d8)
      if (c.kind == 0 || strstr(f, (c.name + ",").c_str())) k.push_back(c);
    d8 = k;
  }
  auto sizes = [](const char* e, std::vector<long long> def) {
    if (!getenv(e)) return def;
    std::vector<long long> v;
    for (const char* p = getenv(e); *p;) {
      v.push_back(atoll(p));
      while (*p && *p != ',') ++p;
      if (*p) ++p;
    }
    return v;
  };
  if (!*only || strstr(only, "d"))
    for (long long n : sizes("DN", {8192LL, 16384LL, 4096LL})) bench<double>(n, d8, rounds, reps, csv, "dsymv");
  if (!*only || strstr(only, "z"))
    for (long long n : sizes("ZN", {5792LL})) bench<c64>(n, d8, rounds, reps, csv, "zhemv");
  fclose(csv);
  return 0;
}
