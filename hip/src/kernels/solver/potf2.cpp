// potf2: Cholesky of one nb×nb diagonal block per batch entry, in shared memory, in its lower
// form (the upper triangle is handled as L = U^H). The products of the previous columns are
// subtracted first: from the gemm result in the workspace (b), or, on the fallback path, summed
// here from the m columns (rows, for upper) before the block. A batch entry whose info is
// already set is skipped: its factorization stopped at an earlier block.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

template <class T>
__global__ void __launch_bounds__(256) potf2_kernel(SolverDesc d) {
  using R = typename Ty<T>::R;
  constexpr int NB = Ty<T>::NB;
  __shared__ T L[NB * NB];
  __shared__ int s_stop;
  const int n = static_cast<int>(d.n), tid = threadIdx.x, nt = blockDim.x;
  const bool lower = d.uplo == Uplo::Lower;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
    if (tid == 0) s_stop = info != nullptr && *info != 0;
    __syncthreads();
    if (s_stop) {
      __syncthreads();
      continue;
    }
    T* a = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    const T* w = d.b.at.addr != 0 ? entry<T>(d.b.at, b, d.b_off) : nullptr;
    for (int idx = tid; idx < n * n; idx += nt) {
      const int i = idx % n, k = idx / n;
      if (i < k) continue;
      T v = lower ? a[i + k * ld] : l2::conj(a[k + i * ld]);
      if (w != nullptr) {
        v = lower ? sub(v, w[i + k * d.b.ld]) : sub(v, l2::conj(w[k + i * d.b.ld]));
      } else {
        T s = l2::zero<T>();
        for (long long q = 0; q < d.m; ++q) {
          const long long off = q - d.m;
          s = lower ? l2::add(s, l2::mul(a[i + off * ld], l2::conj(a[k + off * ld])))
                    : l2::add(s, l2::mul(l2::conj(a[off + i * ld]), a[off + k * ld]));
        }
        v = sub(v, s);
      }
      L[i + k * n] = v;
    }
    __syncthreads();
    for (int j = 0; j < n; ++j) {
      const R djj = re(L[j + j * n]);
      if (!(djj > R(0))) {
        __syncthreads();
        if (tid == 0) {
          L[j + j * n] = from_re<T>(djj);
          if (info != nullptr) *info = static_cast<int>(d.row0 + j + 1);
        }
        break;
      }
      const T sq = from_re<T>(sqrt(djj));
      const T r = dv(one<T>(), sq);
      __syncthreads();  // every thread has read L(j, j)
      if (tid == 0) L[j + j * n] = sq;
      for (int i = j + 1 + tid; i < n; i += nt) L[i + j * n] = l2::mul(L[i + j * n], r);
      __syncthreads();
      const int rest = n - j - 1;
      for (int idx = tid; idx < rest * rest; idx += nt) {
        const int i = j + 1 + idx % rest, k = j + 1 + idx / rest;
        if (i >= k) L[i + k * n] = sub(L[i + k * n], l2::mul(L[i + j * n], l2::conj(L[k + j * n])));
      }
      __syncthreads();
    }
    __syncthreads();
    for (int idx = tid; idx < n * n; idx += nt) {
      const int i = idx % n, k = idx / n;
      if (i < k) continue;
      if (lower) a[i + k * ld] = L[i + k * n];
      else a[k + i * ld] = l2::conj(L[i + k * n]);
    }
    __syncthreads();
  }
}

template <class T>
int launch_potf2(const SolverDesc& d, hipStream_t s) {
  if (d.n > Ty<T>::NB || d.m < 0) return kInvalidLaunch;
  const unsigned grid = static_cast<unsigned>(d.batch < 0x7fffffffLL ? d.batch : 0x7fffffffLL);
  (void)hipGetLastError();
  potf2_kernel<T><<<grid, 256, 0, s>>>(d);
  return static_cast<int>(hipGetLastError());
}

template int launch_potf2<float>(const SolverDesc&, hipStream_t);
template int launch_potf2<double>(const SolverDesc&, hipStream_t);
template int launch_potf2<c32>(const SolverDesc&, hipStream_t);
template int launch_potf2<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
