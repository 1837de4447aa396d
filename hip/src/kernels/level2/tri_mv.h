// trmv / tbmv / tpmv kernels: the copy kernel and the slab kernel described at the top of
// tri_common.h (algorithm, grid, workspace). Instantiated per type group by tri_mv_real.cpp and
// tri_mv_cplx.cpp.
#pragma once

#include "../async_copy.h"
#include "../opt_in_shared.h"
#include "tri_common.h"

namespace oxblas_hip {
namespace trik {

// work[b*n + i] = x_i; x_i = unit ? x_i : 0.
template <class T>
__global__ void __launch_bounds__(kThreads) copy_kernel(TriDesc d) {
  pdl_begin();
  const long long n = d.n;
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    T* x = base_of<T>(d.x.at, b);
    T* w = reinterpret_cast<T*>(d.work) + b * n;
    for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += static_cast<long long>(gridDim.x) * blockDim.x) {
      T* p = x + vpos(i, n, d.x.inc);
      const T v = *p;
      w[i] = v;
      if (!unit) *p = zero<T>();
    }
  }
}

using kern::copy_in;  // async_copy.h
using kern::copy_in16;
using kern::copy_wait;

enum class Store { Full, Band, Packed };

// Slab edge: 64 (32 for c64, so that every slab is at most 32 KiB of static shared memory).
template <class T>
constexpr int kSlab = sizeof(T) > 8 ? 32 : 64;

// The stored matrix in storage coordinates: element (s, j) is storage row s of column j (full
// and packed: the physical row; band: the stored diagonal, BLAS band storage).
template <Store S>
struct Layout {
  long long n, k, lda;
  bool upper, unit;
  // Physical row of storage element (s, j).
  __device__ long long row(long long s, long long j) const {
    if (S != Store::Band) return s;
    return upper ? j - k + s : j + s;
  }
  // Its offset in A.
  __device__ long long addr(long long s, long long j) const {
    if (S == Store::Packed) return upper ? s + j * (j + 1) / 2 : s + (2 * n - j - 1) * j / 2;
    return s + j * lda;
  }
};

// The referenced columns of storage row s inside a slab starting at column C0, as slab-local
// indices [lo, hi] (empty when lo > hi). Every referenced set of a row is one interval: the
// triangle (and its diagonal unless unit), the band, the matrix's edge. Elements outside it are
// never read and never multiplied (they may be NaN, w may hold inf).
struct Span {
  int lo, hi;
  __device__ bool has(int c) const { return c >= lo && c <= hi; }
};
template <Store S>
__device__ Span span(const Layout<S>& L, long long s, long long C0, int E) {
  static_assert(S != Store::Band, "the band's slabs test each element (band_slab)");
  if (s >= L.n) return Span{1, 0};
  long long jlo = 0, jhi = L.n - 1;
  if (L.upper)
    jlo = s + (L.unit ? 1 : 0);
  else
    jhi = s - (L.unit ? 1 : 0);
  jlo -= C0;
  jhi -= C0;
  return Span{static_cast<int>(jlo < 0 ? 0 : jlo > E ? E : jlo),
              static_cast<int>(jhi < -1 ? -1 : jhi > E - 1 ? E - 1 : jhi)};
}

// The referenced storage rows of column j, as slab-local indices [lo, hi] of a slab of E rows
// starting at storage row R0 (the transposed products sum a column: one interval per thread).
template <Store S>
__device__ Span col_span(const Layout<S>& L, long long R0, long long j, int E) {
  if (j >= L.n) return Span{1, 0};
  const long long u = L.unit ? 1 : 0;
  long long slo, shi;
  if (S != Store::Band) {
    slo = L.upper ? 0 : j + u;
    shi = L.upper ? j - u : L.n - 1;
  } else if (L.upper) {
    slo = L.k - j > 0 ? L.k - j : 0;  // physical row j - k + s >= 0
    shi = L.k - u;
  } else {
    slo = u;
    shi = L.k < L.n - 1 - j ? L.k : L.n - 1 - j;  // physical row j + s < n
  }
  slo -= R0;
  shi -= R0;
  return Span{static_cast<int>(slo < 0 ? 0 : slo > E ? E : slo),
              static_cast<int>(shi < -1 ? -1 : shi > E - 1 ? E - 1 : shi)};
}

// Which slab block q is (full and packed storage): rows [R0, R0 + E), columns [C0, C0 + E).
template <Store S>
__device__ void slab_of(const Layout<S>& L, long long q, long long E, long long* R0,
                        long long* C0) {
  // The slabs meeting the triangle: q -> (r, c), c <= r, q = r(r+1)/2 + c.
  long long r = static_cast<long long>((sqrt(8.0 * static_cast<double>(q) + 1.0) - 1.0) * 0.5);
  while (r * (r + 1) / 2 > q) --r;
  while ((r + 1) * (r + 2) / 2 <= q) ++r;
  const long long c = q - r * (r + 1) / 2;
  *R0 = (L.upper ? c : r) * E;
  *C0 = (L.upper ? r : c) * E;
}

// One slab of full or packed storage: copy its referenced elements into shared memory (each
// thread keeps one row and every (256/E)-th column, so its mask is one interval), then sum
// them into the slab's outputs and add those to x. Outputs: trans N, row i = R0 + r (w at
// column C0 + c); trans T/C, column j = C0 + c (w at row R0 + r). Each output is the
// fixed-order sum of its LANES threads' partial sums.
template <class T, Store S, bool TR, bool CJ>
__device__ void slab(const Layout<S>& L, const T* a, const T* w, T* x, long long inc,
                     long long R0, long long C0) {
  constexpr int E = kSlab<T>;
  constexpr int STEP = kThreads / E;  // columns between one thread's loads
  constexpr int PER = E / STEP;       // loads per thread
  constexpr int OUT = E;
  constexpr int LANES = kThreads / OUT;
  __shared__ T tile[E][E + 1];  // tile[c][r]: storage order, odd pitch (no bank conflicts)
  __shared__ T part[LANES][OUT];
  __shared__ bool seen[LANES][OUT];
  // The slice of w the slab multiplies, loaded with the slab (no global load after the
  // barrier): w[C0 + c] (trans N), w[R0 + r] (trans T/C).
  __shared__ T wsh[E];
  const int t = threadIdx.x;
  {
    const long long wi = (TR ? R0 : C0) + t;
    if (t < E) wsh[t] = wi < L.n ? ldg(w + wi) : zero<T>();
  }
  {
    const int r = t % E, c0 = t / E;
    const long long s = R0 + r;
    const Span sp = span(L, s, C0, E);
    // Elements outside the span get a zero by a plain store (never a zero-byte copy, which
    // compute-sanitizer's initcheck would count as a read). The loops are not fully unrolled:
    // the copies are asynchronous (no register waits for them), and sixteen precomputed
    // 64-bit addresses would not fit the register budget.
    if (S == Store::Packed) {
      // Column starts step by STEP columns: the offset grows by a delta that itself changes
      // by STEP^2 (the columns shorten (lower) or lengthen (upper) by one each).
      const long long j0 = C0 + c0;
      long long off = L.addr(s, j0);
      long long delta = L.upper ? STEP * j0 + STEP * (STEP + 1) / 2
                                : STEP * (L.n - j0) - STEP * (STEP + 1) / 2;
      const long long dd = L.upper ? STEP * STEP : -STEP * STEP;
#pragma unroll 4
      for (int u = 0; u < PER; ++u) {
        const int c = c0 + u * STEP;
        if (sp.has(c))
          copy_in(&tile[c][r], a + off);
        else
          tile[c][r] = zero<T>();
        off += delta;
        delta += dd;
      }
    } else {
      const T* p = a + s + (C0 + c0) * L.lda;
      const long long step = STEP * L.lda;
#pragma unroll 4
      for (int u = 0; u < PER; ++u) {
        const int c = c0 + u * STEP;
        if (sp.has(c))
          copy_in(&tile[c][r], p + u * step);
        else
          tile[c][r] = zero<T>();
      }
    }
  }
  copy_wait();
  __syncthreads();
  const int o = t % OUT, lane = t / OUT;
  T acc = zero<T>();
  bool any = false;
  long long out;
  if (!TR) {
    // Row R0 + o: the columns c = lane, lane + LANES, ...
    out = R0 + o;
    const Span sp = span(L, out, C0, E);
#pragma unroll 4
    for (int c = lane; c < E; c += LANES) {
      if (sp.has(c)) {
        acc = fma_(acc, tile[c][o], wsh[c]);
        any = true;
      }
    }
  } else {
    // Column C0 + o: the rows r = lane, lane + LANES, ...
    out = C0 + o;
    const Span sp = col_span(L, R0, out, E);
#pragma unroll 4
    for (int r = lane; r < E; r += LANES) {
      if (sp.has(r)) {
        acc = fma_(acc, conj_if<CJ>(tile[o][r]), wsh[r]);
        any = true;
      }
    }
  }
  part[lane][o] = acc;
  seen[lane][o] = any;
  __syncthreads();
  if (t < OUT && out >= 0 && out < L.n) {
    T sum = part[0][t];
    bool met = seen[0][t];
#pragma unroll
    for (int q = 1; q < LANES; ++q) {
      sum = add(sum, part[q][t]);
      met = met || seen[q][t];
    }
    // An output no referenced element reaches (a slab corner outside the triangle) adds nothing.
    if (met) atomic_add(x + vpos(out, L.n, inc), sum);
  }
}

// Resident blocks per SM the register budget must allow (NVIDIA): the copies hold no
// registers, so bytes in flight per SM = resident blocks x slab (32 KiB for 8- and 16-byte
// types); shared memory allows 6 (f64, c32), 5 at 48 registers is the most that every
// variant reaches without spilling (ptxas -v, sm_90).
#if defined(OXBLAS_HIP_NVIDIA)
#define OXTRI_SLAB_BOUNDS __launch_bounds__(kThreads, 5)
#else
#define OXTRI_SLAB_BOUNDS __launch_bounds__(kThreads)
#endif

// Grid x: the slabs that can meet the referenced part; grid y: batches.
template <class T, Store S, bool TR, bool CJ>
__global__ void OXTRI_SLAB_BOUNDS slab_kernel(TriDesc d) {
  pdl_begin();
  const Layout<S> L{d.n, d.k, d.a.ld, d.uplo == Uplo::Upper, d.diag == Diag::Unit};
  long long R0, C0;
  slab_of(L, blockIdx.x, kSlab<T>, &R0, &C0);
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base_of<T>(d.a.at, b);
    const T* w = reinterpret_cast<const T*>(d.work) + b * d.n;
    T* x = base_of<T>(d.x.at, b);
    slab<T, S, TR, CJ>(L, a, w, x, d.x.inc, R0, C0);
    __syncthreads();  // the shared arrays are reused by the next batch
  }
}

// ---------------------------------------------------------------- band storage

// The band's slabs: the stored rows that can be referenced, [lo, hi), cut into row slabs of at
// most E rows (nrs of them); each slab has `cols` columns, as many as fill E*E elements of
// shared memory at an odd pitch (pitch >= the slab's rows), at most kBandCols. k = 32 (33
// stored rows) thus gets 33 x 124 slabs: a 64 x 64 one would be half empty.
constexpr int kBandCols = 256;
static_assert(kBandCols <= kThreads, "trans T/C: one column per thread");
struct BandShape {
  long long lo, hi, nrs;
  int rows, pitch, cols;
};
template <class T>
__device__ __host__ inline BandShape band_shape(long long n, long long k, bool upper) {
  constexpr int E = kSlab<T>;
  BandShape b;
  // Upper: physical row j - k + s >= 0 for some column j < n; lower: j + s < n.
  if (upper) {
    b.lo = k - n + 1 > 0 ? k - n + 1 : 0;
    b.hi = k + 1;
  } else {
    b.lo = 0;
    b.hi = (k < n - 1 ? k : n - 1) + 1;
  }
  const long long stored = b.hi - b.lo;
  b.nrs = (stored + E - 1) / E;
  b.rows = static_cast<int>(stored < E ? stored : E);
  b.pitch = b.rows | 1;
  const int fill = E * E / b.pitch;
  b.cols = fill < kBandCols ? fill : kBandCols;
  return b;
}

// One band slab: stored rows [R0, R0 + nr) x columns [C0, C0 + cols). The copies walk the slab
// in storage order (consecutive threads, consecutive addresses), each tested on its own (band,
// diagonal, matrix edge) unless the slab lies inside. Outputs, each
// summed by one thread in order and added to x:
//   trans N: the slab's diagonals o = c + r, physical row row(R0, C0) + o (w at column C0 + c);
//   trans T/C: column C0 + c (w at the element's physical row, row(R0, C0) + r + c).
template <class T, bool TR, bool CJ>
__device__ void band_slab(const Layout<Store::Band>& L, const BandShape& B, const T* a,
                          const T* w, T* x, long long inc, long long R0, long long C0) {
  constexpr int E = kSlab<T>;
  constexpr int WN = kBandCols + E;  // w entries a slab can need
  alignas(16) __shared__ T tile[E * E];  // tile[c * pitch + r]
  __shared__ T wsh[WN];
  const int t = threadIdx.x;
  const int nr = static_cast<int>(B.hi - R0 < B.rows ? B.hi - R0 : B.rows);
  const int P = B.pitch, W = B.cols;
  const long long base = L.row(R0, C0);  // physical row of slab element (0, 0)
  // w: columns C0 + c (N), or physical rows base + r + c (T/C).
  for (int i = t; i < (TR ? W + nr - 1 : W); i += kThreads) {
    const long long wi = (TR ? base : C0) + i;
    wsh[i] = wi >= 0 && wi < L.n ? ldg(w + wi) : zero<T>();
  }
  const long long unit_row = L.unit ? (L.upper ? L.k : 0) : -1;  // stored row of the diagonal
  // Inside the matrix and off the unit diagonal, every element of the slab is referenced (the
  // common case): no test per element.
  const bool inner = (unit_row < R0 || unit_row >= R0 + nr) && C0 + W <= L.n && base >= 0 &&
                     base + W + nr - 2 < L.n;
  // Densely stored as well (lda = the slab's rows = its pitch): the slab is one contiguous run
  // of nr * W elements in A and in shared memory, copied by 16-byte chunks (half or a quarter
  // as many copies) when A's end lines up.
  constexpr int V = 16 / static_cast<int>(sizeof(T));
  const T* g = a + R0 + C0 * L.lda;
  if (inner && L.lda == nr && P == nr && (reinterpret_cast<std::uintptr_t>(g) & 15u) == 0) {
    const int n16 = nr * W / V;
    for (int i = t; i < n16; i += kThreads) copy_in16(&tile[i * V], g + i * V);
    for (int e = n16 * V + t; e < nr * W; e += kThreads) copy_in(&tile[e], g + e);
  } else {
    // Element by element in storage order (element e = t + 256u is row e % nr of column
    // e / nr), the pointer walked along.
    int c = t / nr, r = t - (t / nr) * nr;
    const int dc = kThreads / nr, dr = kThreads - dc * nr;
    const T* p = a + (R0 + r) + (C0 + c) * L.lda;
    const long long dp = dr + dc * L.lda, wrap = L.lda - nr;
    for (int e = t; e < nr * W; e += kThreads) {
      bool in = inner;
      if (!in) {
        const long long sr = R0 + r, j = C0 + c, i = L.row(sr, j);
        in = j < L.n && i >= 0 && i < L.n && sr != unit_row;
      }
      if (in)
        copy_in(&tile[c * P + r], p);
      else
        tile[c * P + r] = zero<T>();
      c += dc;
      r += dr;
      p += dp;
      if (r >= nr) {
        r -= nr;
        ++c;
        p += wrap;
      }
    }
  }
  copy_wait();
  __syncthreads();
  if (!TR) {
    // Diagonal o: elements (r, c = o - r), all in physical row base + o. Referenced when that
    // row is in the matrix, the column is, and the row is not the unit diagonal.
    const int cols = static_cast<int>(L.n - C0 < W ? L.n - C0 : W);
    const int ru = unit_row >= R0 && unit_row < R0 + nr ? static_cast<int>(unit_row - R0) : -1;
#pragma unroll 1
    for (int o = t; o < W + nr - 1; o += kThreads) {
      const long long out = base + o;
      if (out < 0 || out >= L.n) continue;
      const int r0 = o - cols + 1 > 0 ? o - cols + 1 : 0, r1 = o < nr - 1 ? o : nr - 1;
      // The unit diagonal's row (never read, w may hold inf) splits the range in two.
      const bool cut = ru >= r0 && ru <= r1;
      Sum4<T> acc;
      auto term = [&](T a, int r) { return fma_(a, tile[(o - r) * P + r], wsh[o - r]); };
      acc.range(r0, cut ? ru - 1 : r1, term);
      if (cut) acc.range(ru + 1, r1, term);
      if (r1 - r0 + 1 - (cut ? 1 : 0) > 0) atomic_add(x + vpos(out, L.n, inc), acc.total());
    }
  } else {
    // Column C0 + t (cols <= 256: one per thread).
    const int c = t;
    const Span sp = c < W ? col_span(L, R0, C0 + c, nr) : Span{1, 0};
    if (sp.lo <= sp.hi) {
      Sum4<T> acc;
      acc.range(sp.lo, sp.hi,
                [&](T a, int r) { return fma_(a, conj_if<CJ>(tile[c * P + r]), wsh[r + c]); });
      atomic_add(x + vpos(C0 + c, L.n, inc), acc.total());
    }
  }
}

// Grid x: row slab (fastest) x column slab; grid y: batches. (c64's variants spill at 48
// registers: they take 64, 4 slabs of 16 KiB per SM.)
#if defined(OXBLAS_HIP_NVIDIA)
#define OXTRI_BAND_BOUNDS __launch_bounds__(kThreads, sizeof(T) > 8 ? 4 : 5)
#else
#define OXTRI_BAND_BOUNDS __launch_bounds__(kThreads)
#endif
template <class T, bool TR, bool CJ>
__global__ void OXTRI_BAND_BOUNDS band_kernel(TriDesc d) {
  pdl_begin();
  const Layout<Store::Band> L{d.n, d.k, d.a.ld, d.uplo == Uplo::Upper, d.diag == Diag::Unit};
  const BandShape B = band_shape<T>(d.n, d.k, L.upper);
  const long long q = blockIdx.x;
  const long long R0 = B.lo + (q % B.nrs) * kSlab<T>, C0 = (q / B.nrs) * B.cols;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base_of<T>(d.a.at, b);
    const T* w = reinterpret_cast<const T*>(d.work) + b * d.n;
    T* x = base_of<T>(d.x.at, b);
    band_slab<T, TR, CJ>(L, B, a, w, x, d.x.inc, R0, C0);
    __syncthreads();  // the shared arrays are reused by the next batch
  }
}

// The slab kernel of one variant. The band's kernels ask for the largest shared-memory
// carveout first (residency is bounded by their 35 KiB slabs: the default split allowed 4
// blocks per SM, the maximum 6); the full and packed ones keep the default (packed storage
// ran 10% slower with the larger carveout, H200: its unaligned column runs share sectors).
template <class T, Store S, bool TR, bool CJ>
int launch_slabs(dim3 grid, hipStream_t s, const TriDesc& d) {
  if constexpr (S == Store::Band) {
#if defined(OXBLAS_HIP_NVIDIA)
    if (int e = kern::prefer_max_shared<band_kernel<T, TR, CJ>>()) return e;
#endif
    launch_pdl(band_kernel<T, TR, CJ>, grid, dim3(kThreads), s, d);
  } else {
    launch_pdl(slab_kernel<T, S, TR, CJ>, grid, dim3(kThreads), s, d);
  }
  return static_cast<int>(hipGetLastError());
}

template <class T, Store S>
int launch_store(const TriDesc& d, hipStream_t s) {
  constexpr long long E = kSlab<T>;
  const long long n = d.n;
  const unsigned by = static_cast<unsigned>(d.batch < 65535 ? d.batch : 65535);
  long long slabs;
  if (S == Store::Band) {
    const BandShape B = band_shape<T>(n, d.k, d.uplo == Uplo::Upper);
    slabs = B.nrs * ((n + B.cols - 1) / B.cols);
  } else {
    const long long nt = (n + E - 1) / E;
    slabs = nt * (nt + 1) / 2;
  }
  if (slabs > 0x7fffffffLL) return kInvalidLaunch;
  long long cb = (n + kThreads - 1) / kThreads;
  if (cb > 4096) cb = 4096;
  launch_pdl(copy_kernel<T>, dim3(static_cast<unsigned>(cb), by), dim3(kThreads), s, d);
  const dim3 grid(static_cast<unsigned>(slabs), by);
  const bool cj = d.trans == Trans::C && Num<T>::kCplx;
  if (d.trans == Trans::N) return launch_slabs<T, S, false, false>(grid, s, d);
  if (!cj) return launch_slabs<T, S, true, false>(grid, s, d);
  if constexpr (Num<T>::kCplx) return launch_slabs<T, S, true, true>(grid, s, d);
  return kInvalidLaunch;
}

template <class T>
int launch_mv(const TriDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  switch (d.op) {
    case TriOp::Trmv: return launch_store<T, Store::Full>(d, s);
    case TriOp::Tbmv: return launch_store<T, Store::Band>(d, s);
    case TriOp::Tpmv: return launch_store<T, Store::Packed>(d, s);
    default: return kInvalidLaunch;
  }
}

}  // namespace trik
}  // namespace oxblas_hip
