// TriSolve: substitution with a triangle of order at most 64, a thread per right-hand side
// vector (the solves of order up to plan::nb, and the fallback's diagonal blocks). The
// triangle is read from global memory: every thread of a block reads the same element at the
// same time, so the reads are broadcasts out of L1.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kSolveThreads = 128;

// Vector v of B solves M x = b, M = op(T) (left) or op(T)^T (right): DIRECT reads T(i, l),
// else T(l, i); CJ conjugates.
template <class T, bool DIRECT, bool CJ>
__global__ void __launch_bounds__(kSolveThreads) tri_solve_kernel(SolverDesc d) {
  const long long k = d.right ? d.n : d.m, vectors = d.right ? d.m : d.n;
  const long long v = blockIdx.x * static_cast<long long>(kSolveThreads) + threadIdx.x;
  const bool m_lower = (d.uplo == Uplo::Lower) == DIRECT;
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    if (v >= vectors) continue;
    const T* t = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    T* x = entry<T>(d.b.at, b, d.b_off);
    const long long vs = d.right ? 1 : d.b.ld;  // between vectors
    const long long es = d.right ? d.b.ld : 1;  // between a vector's elements
    x += v * vs;
    auto mel = [&](long long i, long long l) {
      const T e = DIRECT ? t[i + l * ld] : t[l + i * ld];
      return CJ ? l2::conj(e) : e;
    };
    for (long long idx = 0; idx < k; ++idx) {
      const long long i = m_lower ? idx : k - 1 - idx;
      T s = x[i * es];
      const long long lo = m_lower ? 0 : i + 1, hi = m_lower ? i : k;
      for (long long l = lo; l < hi; ++l) s = sub(s, l2::mul(mel(i, l), x[l * es]));
      if (!unit) s = dv(s, mel(i, i));
      x[i * es] = s;
    }
  }
}

template <class T>
int launch_tri_solve(const SolverDesc& d, hipStream_t s) {
  const long long k = d.right ? d.n : d.m, vectors = d.right ? d.m : d.n;
  if (k > 64 || d.b.at.addr == 0) return kInvalidLaunch;
  // The system per vector (see rust/backend/host/solver.rs): direct / conjugated reads.
  bool direct, cj;
  if (!d.right) {
    direct = d.trans == Trans::N;
    cj = d.trans == Trans::C;
  } else {
    direct = d.trans != Trans::N;
    cj = d.trans == Trans::C;
  }
  const dim3 grid(static_cast<unsigned>((vectors + kSolveThreads - 1) / kSolveThreads),
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
