// TriSolve: substitution with a triangle of order k at most 64 (the solves of order up to
// plan::nb, and the fallback's diagonal blocks), kSolveVectors right-hand-side vectors a block.
// The block holds its vectors in shared memory and eliminates one unknown per step: the
// threads of row group g update rows g, g + 16, ... of every vector with the finished unknown,
// then the block synchronizes (k steps, two barriers each with a non-unit diagonal). The
// triangle is read from global memory: a step reads one column of it, out of L1 after the
// first vector block. (One thread per vector walking its own vector in global memory, as
// before, took 250 µs for a 64×64 solve with 64 vectors on an H100: a dependent global load
// per multiply.)
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kSolveThreads = 256, kSolveVectors = 16, kSolveGroups = kSolveThreads / kSolveVectors;
constexpr int kSolveMaxOrder = 64;

// Vector v of B solves M x = b, M = op(T) (left) or op(T)^T (right): DIRECT reads T(i, l),
// else T(l, i); CJ conjugates.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kSolveThreads) tri_solve_kernel(SolverDesc d) {
  __shared__ T s_x[kSolveMaxOrder * kSolveVectors];  // element i of vector v at i·16 + v
  // M itself when it fits (order up to Ty<T>::NB; 32 KiB for f64): the steps then wait on
  // shared memory only.
  constexpr int NB = Ty<T>::NB;
  __shared__ T s_m[NB * (NB + 1)];
  const int k = static_cast<int>(d.right ? d.n : d.m);
  const long long vectors = d.right ? d.m : d.n;
  const long long v0 = blockIdx.x * static_cast<long long>(kSolveVectors);
  const int nv = vectors - v0 < kSolveVectors ? static_cast<int>(vectors - v0) : kSolveVectors;
  const int tid = threadIdx.x, tv = tid % kSolveVectors, group = tid / kSolveVectors;
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
    // Consecutive threads along a vector (contiguous on the left side).
    for (int e = tid; e < k * nv; e += kSolveThreads) {
      const int i = e % k, v = e / k;
      s_x[i * kSolveVectors + v] = x[(v0 + v) * vs + i * es];
    }
    __syncthreads();
    for (int step = 0; step < k; ++step) {
      const int l = m_lower ? step : k - 1 - step;
      if (!unit) {
        if (group == 0 && tv < nv) s_x[l * kSolveVectors + tv] = dv(s_x[l * kSolveVectors + tv], mel(l, l));
        __syncthreads();
      }
      if (tv < nv) {
        const T xl = s_x[l * kSolveVectors + tv];
        const int lo = m_lower ? l + 1 : 0, hi = m_lower ? k : l;
        for (int i = lo + group; i < hi; i += kSolveGroups)
          s_x[i * kSolveVectors + tv] = sub(s_x[i * kSolveVectors + tv], l2::mul(mel(i, l), xl));
      }
      __syncthreads();
    }
    for (int e = tid; e < k * nv; e += kSolveThreads) {
      const int i = e % k, v = e / k;
      x[(v0 + v) * vs + i * es] = s_x[i * kSolveVectors + v];
    }
    __syncthreads();
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
