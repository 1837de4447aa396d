// potf2: Cholesky of one nb×nb diagonal block per batch entry, in registers, in its lower
// form (the upper triangle is handled as L = U^H). The products of the previous columns are
// subtracted first: from the gemm result in the workspace (b), or, on the fallback path, summed
// here from the m columns (rows, for upper) before the block. A batch entry whose info is
// already set is skipped: its factorization stopped at an earlier block.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

// The block is a 16×16 grid of threads; thread (ti, tk) holds the elements (ti + 16·a, tk + 16·c)
// of the lower triangle in registers (a cyclic layout: the shrinking trailing triangle stays
// spread over every thread). Per column: the warp holding the column takes the diagonal by a
// shuffle, the column's owners scale the column and publish it, every thread updates its
// elements from the published column: one barrier a column, no shared-memory matrix.
constexpr int kGrid = 16;

template <class T>
__global__ void __launch_bounds__(kGrid * kGrid) potf2_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  using R = typename Ty<T>::R;
  constexpr int NB = Ty<T>::NB, P = NB / kGrid;
  __shared__ T s_col[2][NB];
  __shared__ R s_diag[2];
  __shared__ int s_stop;
  const int n = static_cast<int>(d.n), tid = threadIdx.x;
  const int ti = tid % kGrid, tk = tid / kGrid;
  const bool lower = d.uplo == Uplo::Lower;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
    if (stopped(info, &s_stop)) {
      __syncthreads();
      continue;
    }
    T* a = entry<T>(d.a.at, b, d.a_off);
    const long long ld = d.a.ld;
    const T* w = d.b.at.addr != 0 ? entry<T>(d.b.at, b, d.b_off) : nullptr;
    T v[P][P];
#pragma unroll
    for (int pa = 0; pa < P; ++pa) {
#pragma unroll
      for (int pc = 0; pc < P; ++pc) {
        const int i = ti + kGrid * pa, k = tk + kGrid * pc;
        T x = l2::zero<T>();
        if (i < n && k <= i) {
          x = lower ? a[i + k * ld] : l2::conj(a[k + i * ld]);
          if (w != nullptr) {
            x = lower ? sub(x, w[i + k * d.b.ld]) : sub(x, l2::conj(w[k + i * d.b.ld]));
          } else {
            T sum = l2::zero<T>();
            for (long long q = 0; q < d.m; ++q) {
              const long long off = q - d.m;
              sum = lower ? l2::add(sum, l2::mul(a[i + off * ld], l2::conj(a[k + off * ld])))
                          : l2::add(sum, l2::mul(l2::conj(a[off + i * ld]), a[off + k * ld]));
            }
            x = sub(x, sum);
          }
        }
        v[pa][pc] = x;
      }
    }
    for (int j = 0; j < n; ++j) {
      const int jt = j % kGrid, jp = j / kGrid, par = j & 1;
      // The warp holding column j (threads tk == jt) takes the diagonal from its owner by a
      // shuffle, and the column's owners scale and publish the column: one barrier a column.
      // The published diagonal and column are double-buffered: the next column's are written
      // while slower threads may still read these.
      if (tid / OXHIP_WARP == jt * kGrid / OXHIP_WARP) {
        R dj = R(0);
#pragma unroll
        for (int pa = 0; pa < P; ++pa)
          if (pa == jp) dj = re(v[pa][pa]);
        const R djj = bcast(dj, (jt * kGrid + jt) % OXHIP_WARP);
        if (ti == jt && tk == jt) s_diag[par] = djj;
        if (djj > R(0)) {
          const T sq = from_re<T>(sqrt(djj));
          const T r = dv(one<T>(), sq);
          if (tk == jt) {
#pragma unroll
            for (int pc = 0; pc < P; ++pc) {
              if (pc != jp) continue;
#pragma unroll
              for (int pa = 0; pa < P; ++pa) {
                const int i = ti + kGrid * pa;
                if (i == j) {
                  v[pa][pc] = sq;
                } else if (i > j && i < n) {
                  v[pa][pc] = l2::mul(v[pa][pc], r);
                  s_col[par][i] = v[pa][pc];
                }
              }
            }
          }
        } else if (ti == jt && tk == jt) {
#pragma unroll
          for (int pa = 0; pa < P; ++pa)
            if (pa == jp) v[pa][pa] = from_re<T>(djj);
        }
      }
      __syncthreads();
      if (!(s_diag[par] > R(0))) {  // uniform: every thread reads the same value
        if (tid == 0 && info != nullptr) *info = static_cast<int>(d.row0 + j + 1);
        break;
      }
#pragma unroll
      for (int pa = 0; pa < P; ++pa) {
        const int i = ti + kGrid * pa;
        if (i <= j || i >= n) continue;
        const T li = s_col[par][i];
#pragma unroll
        for (int pc = 0; pc < P; ++pc) {
          const int k = tk + kGrid * pc;
          if (k > j && k <= i) v[pa][pc] = sub(v[pa][pc], l2::mul(li, l2::conj(s_col[par][k])));
        }
      }
    }
#pragma unroll
    for (int pa = 0; pa < P; ++pa) {
#pragma unroll
      for (int pc = 0; pc < P; ++pc) {
        const int i = ti + kGrid * pa, k = tk + kGrid * pc;
        if (i < n && k <= i) {
          if (lower) a[i + k * ld] = v[pa][pc];
          else a[k + i * ld] = l2::conj(v[pa][pc]);
        }
      }
    }
    __syncthreads();
  }
}

template <class T>
int launch_potf2(const SolverDesc& d, hipStream_t s) {
  if (d.n > Ty<T>::NB || d.m < 0) return kInvalidLaunch;
  const unsigned grid = grid_blocks(d.batch);
  (void)hipGetLastError();
  kern::launch_pdl(potf2_kernel<T>, dim3(grid), dim3(kGrid * kGrid), s, d);
  return static_cast<int>(hipGetLastError());
}

template int launch_potf2<float>(const SolverDesc&, hipStream_t);
template int launch_potf2<double>(const SolverDesc&, hipStream_t);
template int launch_potf2<c32>(const SolverDesc&, hipStream_t);
template int launch_potf2<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
