// TriSolve: substitution with a triangle of order k at most 64 (the solves of order up to
// plan::nb, and the fallback's diagonal blocks), one warp per right-hand-side vector,
// kSolveVectors vectors a block. The block puts the triangle in shared memory once; then each
// warp holds its vector in registers (lane i rows i, i + warp size) and eliminates one
// unknown per step: the owning lane finishes it, a shuffle hands it to the warp, every lane
// updates its rows. No barrier between steps: a 64-step solve is 64 shuffles and 128
// multiply-adds a lane. (The block-wide version before it, 16 vectors in shared memory and a
// barrier a step, took 32 µs for an order-64 solve of 64 vectors on an H100 at base clocks;
// one thread per vector walking its vector in global memory, before that, 250 µs.)
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kSolveMaxOrder = 64, kSolveVectors = 16;
constexpr int kSolveThreads = kSolveVectors * OXHIP_WARP;
// Rows of a vector a lane holds: i, i + OXHIP_WARP, ...
constexpr int kSolveRows = (kSolveMaxOrder + OXHIP_WARP - 1) / OXHIP_WARP;

// Vector v of B solves M x = b, M = op(T) (left) or op(T)^T (right): DIRECT reads T(i, l),
// else T(l, i); CJ conjugates.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kSolveThreads) tri_solve_kernel(SolverDesc d) {
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
    if (cached)
      for (int e = tid; e < k * k; e += kSolveThreads) {
        const int i = e % k, l = e / k;
        // Only the triangle the solve reads (the other one may be anything, NaN included).
        if (m_lower ? i >= l : i <= l) s_m[i + l * (NB + 1)] = gel(i, l);
      }
    auto mel = [&](int i, int l) { return cached ? s_m[i + l * (NB + 1)] : gel(i, l); };
    __syncthreads();
    if (v < vectors) {  // the whole warp, or none of it
      T* xv = x + v * vs;
      T r[kSolveRows];
#pragma unroll
      for (int q = 0; q < kSolveRows; ++q) {
        const int i = lane + q * OXHIP_WARP;
        r[q] = i < k ? xv[i * es] : T{};
      }
      for (int step = 0; step < k; ++step) {
        const int l = m_lower ? step : k - 1 - step;
        const int owner = l % OXHIP_WARP, slot = l / OXHIP_WARP;
        T xl{};
#pragma unroll
        for (int q = 0; q < kSolveRows; ++q)
          if (q == slot) xl = r[q];
        if (!unit && lane == owner) xl = dv(xl, mel(l, l));
        xl = bcast(xl, owner);
#pragma unroll
        for (int q = 0; q < kSolveRows; ++q) {
          const int i = lane + q * OXHIP_WARP;
          if (i == l) r[q] = xl;
          else if (i < k && (m_lower ? i > l : i < l)) r[q] = sub(r[q], l2::mul(mel(i, l), xl));
        }
      }
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
  if (direct && !cj) tri_solve_kernel<T, true, false><<<grid, kSolveThreads, 0, s>>>(d);
  else if (direct) tri_solve_kernel<T, true, true><<<grid, kSolveThreads, 0, s>>>(d);
  else if (!cj) tri_solve_kernel<T, false, false><<<grid, kSolveThreads, 0, s>>>(d);
  else tri_solve_kernel<T, false, true><<<grid, kSolveThreads, 0, s>>>(d);
  return static_cast<int>(hipGetLastError());
}

template int launch_tri_solve<float>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<double>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c32>(const SolverDesc&, hipStream_t);
template int launch_tri_solve<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
