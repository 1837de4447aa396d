// TriSolve: substitution with a triangle of order k at most 64 (the solves of order up to
// plan::nb, and the fallback's diagonal blocks), one warp per right-hand-side vector,
// kSolveVectors vectors a block. The block puts the triangle in shared memory once; then each
// warp holds its vector in registers (lane i rows i, i + warp size) and eliminates one
// unknown per step: the owning lane finishes it, a shuffle hands it to the warp, every lane
// updates its rows without a branch. No barrier between steps, and few warps a
// multiprocessor. (16 vectors a block, in shared memory with a barrier a step, took 23 µs for
// an order-64 solve on an H100, and as many warps with a branch per row 20 µs: both bound by
// instruction issue; one thread per vector walking its vector in global memory, 250 µs.)
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kSolveMaxOrder = 64, kSolveVectors = 4;
constexpr int kSolveThreads = kSolveVectors * OXHIP_WARP;
// Rows of a vector a lane holds: i, i + OXHIP_WARP, ...
constexpr int kSolveRows = (kSolveMaxOrder + OXHIP_WARP - 1) / OXHIP_WARP;

// One warp's vector r (lane's rows lane + q·OXHIP_WARP) through the k steps; mel(i, l) is
// M(i, l) for any i < k (the other triangle unused). Every lane runs every step; a row's
// update is a predicated select, and only the owner's division branches.
template <class T, class Mel>
__device__ inline void solve_steps(T (&r)[kSolveRows], int k, int lane, bool lower, bool unit,
                                   Mel mel) {
  for (int step = 0; step < k; ++step) {
    const int l = lower ? step : k - 1 - step;
    const int owner = l % OXHIP_WARP, slot = l / OXHIP_WARP;
    // The step's multipliers first: they do not wait for the unknown.
    T m[kSolveRows];
#pragma unroll
    for (int q = 0; q < kSolveRows; ++q) {
      const int i = lane + q * OXHIP_WARP;
      m[q] = mel(i < k ? i : k - 1, l);
    }
    T xl = r[0];
#pragma unroll
    for (int q = 1; q < kSolveRows; ++q)
      if (q == slot) xl = r[q];
    if (!unit && lane == owner) xl = dv(xl, mel(l, l));
    xl = bcast(xl, owner);
#pragma unroll
    for (int q = 0; q < kSolveRows; ++q) {
      const int i = lane + q * OXHIP_WARP;
      const T u = sub(r[q], l2::mul(m[q], xl));
      if (i == l) r[q] = xl;
      else if (i < k && (lower ? i > l : i < l)) r[q] = u;
    }
  }
}

// Vector v of B solves M x = b, M = op(T) (left) or op(T)^T (right): DIRECT reads T(i, l),
// else T(l, i); CJ conjugates.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kSolveThreads) tri_solve_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  // M itself when it fits (order up to Ty<T>::NB; 32 KiB for f64): the steps then wait on
  // shared memory only.
  constexpr int NB = Ty<T>::NB;
  __shared__ T s_m[NB * (NB + 1)];
  const int k = static_cast<int>(d.right ? d.n : d.m);
  const long long vectors = d.right ? d.m : d.n;
  const int tid = threadIdx.x, lane = tid % OXHIP_WARP;
  const long long v = blockIdx.x * static_cast<long long>(kSolveVectors) + tid / OXHIP_WARP;
  const bool m_lower = (d.uplo == Uplo::Lower) == DIRECT;
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* t = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    T* x = entry<T>(d.b.at, b, d.b_off);
    const long long vs = d.right ? 1 : d.b.ld;  // between vectors
    const long long es = d.right ? d.b.ld : 1;  // between a vector's elements
    auto gel = [&](int i, int l) {
      const T e = DIRECT ? t[i + l * ld] : t[l + i * ld];
      return CJ ? l2::conj(e) : e;
    };
    const bool cached = k <= NB;
    // Eight loads in flight a thread (four of 16 bytes), then their stores (a loop of
    // load-store pairs waits for each load in turn). Only the triangle the solve reads (the
    // other one may be anything, NaN included): zeros in the other, which the steps read and
    // do not use.
    constexpr int kBatch = sizeof(T) > 8 ? 4 : 8;
    if (cached)
      for (int e0 = 0; e0 < k * k; e0 += kBatch * kSolveThreads) {
        T held[kBatch];
#pragma unroll
        for (int j = 0; j < kBatch; ++j) {
          const int e = e0 + j * kSolveThreads + tid, i = e % k, l = e / k;
          held[j] = e < k * k && (m_lower ? i >= l : i <= l) ? gel(i, l) : T{};
        }
#pragma unroll
        for (int j = 0; j < kBatch; ++j) {
          const int e = e0 + j * kSolveThreads + tid, i = e % k, l = e / k;
          if (e < k * k) s_m[i + l * (NB + 1)] = held[j];
        }
      }
    __syncthreads();
    if (v < vectors) {  // the whole warp, or none of it
      T* xv = x + v * vs;
      T r[kSolveRows];
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        r[q] = i < k ? xv[i * es] : T{};
      }
      if (cached)
        solve_steps(r, k, lane, m_lower, unit, [&](int i, int l) { return s_m[i + l * (NB + 1)]; });
      else  // the other triangle unused, but read: what it holds stays out of the result
        solve_steps(r, k, lane, m_lower, unit, gel);
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        if (i < k) xv[i * es] = r[q];
      }
    }
    __syncthreads();  // the triangle stays until every warp is done with it
  }
}

template <class T>
int launch_tri_solve(const SolverDesc& d, hipStream_t s) {
  const long long k = d.right ? d.n : d.m, vectors = d.right ? d.m : d.n;
  if (k > kSolveMaxOrder || d.b.at.addr == 0) return kInvalidLaunch;
  // The system per vector (see rust/backend/host/solver.rs): direct / conjugated reads.
  bool direct, cj;
  if (!d.right) {
    direct = d.trans == Trans::N;
    cj = d.trans == Trans::C;
  } else {
    direct = d.trans != Trans::N;
    cj = d.trans == Trans::C;
  }
  const dim3 grid(static_cast<unsigned>((vectors + kSolveVectors - 1) / kSolveVectors),
                  grid_batch(d.batch));
  (void)hipGetLastError();
  const dim3 block(kSolveThreads);
  if (direct && !cj) kern::launch_pdl(tri_solve_kernel<T, true, false>, grid, block, s, d);
  else if (direct) kern::launch_pdl(tri_solve_kernel<T, true, true>, grid, block, s, d);
  else if (!cj) kern::launch_pdl(tri_solve_kernel<T, false, false>, grid, block, s, d);
  else kern::launch_pdl(tri_solve_kernel<T, false, true>, grid, block, s, d);
  return static_cast<int>(hipGetLastError());
}

template int launch_tri_solve<float>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<double>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c32>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
