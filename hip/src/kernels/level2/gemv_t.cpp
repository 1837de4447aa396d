// gemv, op(A) = A^T or A^H: y[j] = alpha * sum_i op(A[i, j]) * x[i] + beta * y[j].
//
// Algorithm: a team of G lanes (G in {4, 8, 16, 32}, aligned inside a warp) computes the dot
// product of one column of A with x: lane l reads elements (l + k*G)*V .. +V of the column with
// 16-byte loads (x too, when it is unit-stride and aligned; else gathered scalar loads), four
// loads in flight, accumulating in registers; a butterfly shuffle sums the team. A block of 256
// threads covers 256 / G columns. G is chosen from the column length so that short columns
// (64x64 batched) pack several columns into a warp and long ones use a whole warp each.
//
// General grid: (ceil(n / (256/G)), 1, min(batch, 65535)), batch-stride loop; the team's first
// lane writes y[j] = alpha * dot + beta * y[j]. No workspace.
//
// Skinny path (d.partials != 0, for m >> n, e.g. 4M x 8): the rows split into R ranges of S
// rows (skinny_ranges: enough ranges to fill the device twice, S a multiple of 64, R at most the
// workspace's row_blocks = ceil(m / 1024)); grid (R * ceil(n / 8), 1, min(batch, 65535)), block
// r * ceil(n / 8) + cg (the column groups of a range side by side: x's slice read once from
// DRAM); block (r, cg) reads rows [r*S, min(m, (r+1)*S)) of the 8 columns of group cg (one
// warp-team of 32 per column) and writes the column sums WITHOUT alpha to
// partials[(b*R + r)*n + j] (type T). A second kernel (combine_kernel, level2_common.h) then
// writes y[j] = alpha * sum_r partials + beta * y[j], summing r in a fixed order. Workspace:
// row_blocks * n * batch elements of T (the anchor's size), of which this uses the first
// R * n * batch (the host backend fills all row_blocks rows, ranges of 1024).
//
// Bandwidth: every byte of A is read once with 16-byte, fully coalesced loads (a warp reads
// 512 contiguous bytes per load when G = 32) and 4 loads (64 B) in flight per thread; the
// skinny path has two waves of the device's resident blocks (1056 for 1M x 64 f64 on an H200:
// 132 ranges of 8000 rows, the last 576, by 8 column groups).
#include "level2_common.h"

namespace oxblas_hip {
namespace l2 {
namespace {

using oxblas::launch::GemvDesc;

constexpr int kU = 4;
constexpr long long kSkinnyRows = 1024;
constexpr int kSkinnyTeam = 32;

// Lane `lane` of a G-lane team: its share of sum_{i in [lo, hi)} op(A[i]) * x[i], A the column.
template <class T, bool CJ, bool VEC>
__device__ inline T col_dot(const T* __restrict__ col, const T* __restrict__ x, long long incx,
                            long long m, long long lo, long long hi, int lane, int G) {
  constexpr int V = Num<T>::V;
  T acc[V];
#pragma unroll
  for (int v = 0; v < V; ++v) acc[v] = zero<T>();
  long long tail = lo;
  if (VEC) {
    // lo is a multiple of V, col + lo and x + lo are 16-byte aligned, incx == 1.
    const long long nv = (hi - lo) / V;
    long long k = lane;
    for (; k + (kU - 1) * G < nv; k += kU * G) {
      T a[kU][V], xv[kU][V];
#pragma unroll
      for (int u = 0; u < kU; ++u) {
        ldv(col + lo + (k + u * G) * V, a[u]);
        ldv(x + lo + (k + u * G) * V, xv[u]);
      }
#pragma unroll
      for (int u = 0; u < kU; ++u)
#pragma unroll
        for (int v = 0; v < V; ++v) acc[v] = mad<CJ>(acc[v], a[u][v], xv[u][v]);
    }
    for (; k < nv; k += G) {
      T a[V], xv[V];
      ldv(col + lo + k * V, a);
      ldv(x + lo + k * V, xv);
#pragma unroll
      for (int v = 0; v < V; ++v) acc[v] = mad<CJ>(acc[v], a[v], xv[v]);
    }
    tail = lo + nv * V;
  }
  // Scalar: everything (not VEC) or the last hi - tail < V elements.
  long long i = tail + lane;
  if (!VEC) {
    for (; i + (kU - 1) * G < hi; i += kU * G) {
      T a[kU], xv[kU];
#pragma unroll
      for (int u = 0; u < kU; ++u) {
        a[u] = ld(col + i + u * G);
        xv[u] = ld(x + vpos(i + u * G, m, incx));
      }
#pragma unroll
      for (int u = 0; u < kU; ++u) acc[0] = mad<CJ>(acc[0], a[u], xv[u]);
    }
  }
  for (; i < hi; i += G) acc[0] = mad<CJ>(acc[0], ld(col + i), ld(x + vpos(i, m, incx)));
  T s = acc[0];
#pragma unroll
  for (int v = 1; v < V; ++v) s = add(s, acc[v]);
  return s;
}

template <class T, bool CJ>
__device__ inline T team_dot(const T* col, const T* x, long long incx, long long m, long long lo,
                             long long hi, int lane, int G, bool vec) {
  if (vec) return col_dot<T, CJ, true>(col, x, incx, m, lo, hi, lane, G);
  return col_dot<T, CJ, false>(col, x, incx, m, lo, hi, lane, G);
}

// Whether the 16-byte path applies to every column of this batch: A, lda and x aligned, x
// unit-stride.
template <class T>
__device__ inline bool vec_ok(const T* A, long long lda, const T* x, long long incx) {
  return aligned16(A) && aligned16(x) && incx == 1 && (lda % Num<T>::V) == 0;
}

// General: grid (column groups, 1, batch).
template <class T, bool CJ>
__global__ void __launch_bounds__(256) gemv_t_kernel(GemvDesc d, int G) {
  pdl_begin();
  const auto [alpha, beta, alpha0, beta0] = alpha_beta<T>(d);
  if (alpha0 && is_one(beta)) return;
  const int lane = threadIdx.x % G;
  const long long j = static_cast<long long>(blockIdx.x) * (kThreads / G) + threadIdx.x / G;
  const long long m = d.m, n = d.n, lda = d.a.ld;
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    T* y = batch_ptr<T>(d.y.at, b);
    if (alpha0) {
      if (lane == 0 && j < n) scale_y(y + vpos(j, n, d.y.inc), beta, beta0);
      continue;
    }
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    const bool vec = vec_ok(A, lda, x, d.x.inc);
    // Columns past n still take part in the shuffles (warp-synchronous), reading nothing.
    T s = j < n ? team_dot<T, CJ>(A + j * lda, x, d.x.inc, m, 0, m, lane, G, vec) : zero<T>();
    s = group_sum(s, G);
    if (lane == 0 && j < n) update_y(y + vpos(j, n, d.y.inc), s, alpha, beta, beta0);
  }
}

// Skinny: grid (row blocks x column groups of 8, 1, batch); partial column sums without alpha.
// Its blocks are short (8 KiB of A per warp): the loads in flight per SM, resident blocks x 8
// warps x 4 loads per lane, set the speed, so the register bound keeps 4 blocks resident (the
// compiler's own choice, 72 registers, kept 3: dgemv T 4M x 8 on the H200 82.9 -> 75.7 us,
// 88% -> 96% of copy). f32 already fits 64 registers and spills under any bound (0: none).
#if defined(OXBLAS_HIP_NVIDIA)
#define OXL2_SKINNY_BOUNDS __launch_bounds__(256, sizeof(T) == 4 ? 0 : 4)
#else
#define OXL2_SKINNY_BOUNDS __launch_bounds__(256)
#endif
// LINEAR: grid (row blocks x column groups, 1, batch), block = r * groups + cg, so the column
// groups of one row block run side by side and x's slice is read from DRAM once, then from L2
// (1M x 64 f64: 8 groups re-read the 8 MiB x 8 times, 12% of A's bytes, when rows ran
// fastest). Not LINEAR (one column group): grid (row blocks, 1, batch), the code it had
// before LINEAR existed: with the division in it, dgemv T 4M x 8 ran 4% slower (H200).
template <class T, bool CJ, bool LINEAR>
__global__ void OXL2_SKINNY_BOUNDS gemv_t_skinny_kernel(GemvDesc d, long long R, long long S) {
  pdl_begin();
  const T alpha = load_scalar<T>(d.alpha);
  if (is_zero(alpha)) return;  // the combine kernel scales y and reads no partials
  constexpr int G = kSkinnyTeam, CPB = kThreads / G;
  const int lane = threadIdx.x % G;
  const long long m = d.m, n = d.n, lda = d.a.ld;
  // (32-bit: the launcher keeps the linear grid below 2^31 blocks.)
  const unsigned groups = LINEAR ? static_cast<unsigned>((n + CPB - 1) / CPB) : 1u;
  const long long r = LINEAR ? blockIdx.x / groups : blockIdx.x;
  const long long jl =
      LINEAR ? static_cast<long long>(blockIdx.x % groups) * CPB + threadIdx.x / G : 0;
  const long long lo = r * S < m ? r * S : m, hi = lo + S < m ? lo + S : m;
  T* P = reinterpret_cast<T*>(d.partials);
  for (long long b = blockIdx.z; b < d.batch; b += gridDim.z) {
    const T* A = batch_ptr<const T>(d.a.at, b);
    const T* x = batch_ptr<const T>(d.x.at, b);
    const bool vec = vec_ok(A, lda, x, d.x.inc);
    auto column = [&](long long j) {
      T s = j < n ? team_dot<T, CJ>(A + j * lda, x, d.x.inc, m, lo, hi, lane, G, vec) : zero<T>();
      s = group_sum(s, G);
      if (lane == 0 && j < n) P[(b * R + r) * n + j] = s;
    };
    if (LINEAR)
      column(jl);
    else
      for (long long cg = blockIdx.y; cg * CPB < n; cg += gridDim.y)
        column(cg * CPB + threadIdx.x / G);
  }
}

// The skinny path's row ranges: R ranges of S rows (S a multiple of 64, so that every range
// starts 16-byte aligned where the matrix is), as many as fill the device's resident blocks
// (`resident`) twice over with `per_range` blocks each, and never more than the workspace's
// R = ceil(m / 1024) rows of partials (the anchor's size, which R and S hold on entry).
// Fewer, longer blocks than one a 1024 rows: H200, against 1024-row blocks, dgemv T 1M x 64
// 127.7 -> 125.0 us and 4M x 8 72.8 -> 71.3 us (docs/benchmarks/2026-11-30-h200-skinny-ranges/:
// the device filled once 0.4-0.6% faster, three times 0-0.7%, four times 1.5%).
inline void skinny_ranges(long long m, long long per_range, long long resident, long long& R,
                          long long& S) {
  if (resident <= 0 || per_range <= 0) return;
  const long long want = 2 * resident / per_range > 1 ? 2 * resident / per_range : 1;
  if (want >= R) return;
  S = ((m + want - 1) / want + 63) / 64 * 64;
  R = (m + S - 1) / S;
}

inline int team_size(long long m, int V) {
  const long long nv = (m + V - 1) / V;
  int g = 4;
  while (g < 32 && static_cast<long long>(g) * kU < nv) g *= 2;
  return g;
}

template <class T, bool CJ>
int launch(const GemvDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  if (d.partials != 0) {
    const long long cgs = (d.n + kThreads / kSkinnyTeam - 1) / (kThreads / kSkinnyTeam);
    // Skinny means n < 256 (32 groups at most), so 2^31 blocks would be a matrix of 2^46
    // elements; refused rather than truncated.
    if (d.row_blocks * cgs > 0x7fffffffLL) return kInvalidLaunch;
    // Column groups side by side (LINEAR) when there are several.
    auto k = cgs > 1 ? gemv_t_skinny_kernel<T, CJ, true> : gemv_t_skinny_kernel<T, CJ, false>;
    const int per_sm = cgs > 1
                           ? kern::resident_per_sm<gemv_t_skinny_kernel<T, CJ, true>>(kThreads, 0)
                           : kern::resident_per_sm<gemv_t_skinny_kernel<T, CJ, false>>(kThreads, 0);
    long long R = d.row_blocks, S = kSkinnyRows;
    skinny_ranges(d.m, cgs * batch_grid(d.batch), static_cast<long long>(per_sm) * sm_count(),
                  R, S);
    const dim3 grid(static_cast<unsigned>(R * cgs), 1, batch_grid(d.batch));
    launch_pdl(k, grid, dim3(kThreads), s, d, R, S);
    const int jb = combine_rows(d.n, d.batch, sm_count());
    const long long cblocks = (d.n + jb - 1) / jb;
    if (cblocks > 0x7fffffffLL) return kInvalidLaunch;
    launch_pdl(combine_kernel<T>, dim3(static_cast<unsigned>(cblocks), 1, batch_grid(d.batch)),
               dim3(kThreads), s, reinterpret_cast<const T*>(d.partials), d.y, d.n, R, d.batch,
               d.alpha, d.beta, static_cast<int>(Slots::All), 1LL, jb);
    return static_cast<int>(hipGetLastError());
  }
  const int G = team_size(d.m, Num<T>::V);
  const long long blocks = (d.n + kThreads / G - 1) / (kThreads / G);
  if (blocks > 0x7fffffffLL) return kInvalidLaunch;
  launch_pdl(gemv_t_kernel<T, CJ>, dim3(static_cast<unsigned>(blocks), 1, batch_grid(d.batch)),
             dim3(kThreads), s, d, G);
  return static_cast<int>(hipGetLastError());
}

}  // namespace

int gemv_t(const GemvDesc& d, hipStream_t s) {
  const bool cj = d.trans == oxblas::launch::Trans::C;
  switch (d.dtype) {
    case DTypeCode::F32: return launch<float, false>(d, s);
    case DTypeCode::F64: return launch<double, false>(d, s);
    case DTypeCode::C32: return cj ? launch<c32, true>(d, s) : launch<c32, false>(d, s);
    case DTypeCode::C64: return cj ? launch<c64, true>(d, s) : launch<c64, false>(d, s);
    default: return kInvalidLaunch;
  }
}

}  // namespace l2
}  // namespace oxblas_hip
