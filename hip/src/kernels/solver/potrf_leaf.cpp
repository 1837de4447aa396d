// potrf's leaf (SolverOp::PotrfLeaf): the Cholesky factor of one diagonal block of order up to
// 128 and the inverse of that factor, one block of threads per batch entry, in registers.
// The inverse is what level-3 trsm calls invA (its 128×128 diagonal blocks), so the recursion's
// off-diagonal solves become gemms on it: no triangle is inverted a second time, and no solve
// substitutes column by column (rust/solver/chol.rs).
//
// The block is worked on in its lower form (the upper triangle as L = U^H), one column a step:
// the column's owners scale it, publish it and store it (it is final), then every thread
// updates its elements of L right of the column (right-looking) and of X = L^-1 left of it,
// column j included (row j of X is final at step j: X[j][:] /= l_jj, then
// X[i][:] -= l_ij·X[j][:] below it). Element (i, k) of a thread is L's while k > j and X's from
// step k on, when L's is final and stored: one register holds both, in turn. Row j of X in a
// thread's columns lies in its own warp, so X needs no barrier of its own, only a shuffle. One
// barrier a column.
#include <cstdlib>
#include <type_traits>

#include "../opt_in_shared.h"
#include "potrf_leaf.h"

namespace oxblas_hip {
namespace slv {

// The leaf order (plan::CHOL_LEAF, level-3 trsm's BLOCK), and the thread grid: thread
// (ti, tk) holds rows ti + 32·a and columns tk + 16·c (a < 4, c < 8), cyclically, so the
// shrinking trailing triangle stays spread over every thread. A slot (a, c) that lies wholly
// above the diagonal is never kept.
using leaf::kLeaf;
using leaf::rsq;
using leaf::scaled;
constexpr int kRowLanes = 32, kColGroups = 16;
constexpr int kPa = kLeaf / kRowLanes, kPc = kLeaf / kColGroups;

__device__ constexpr bool kept(int pa, int pc) {
  return kColGroups * pc <= kRowLanes * pa + kRowLanes - 1;
}

// LOWER a template parameter: both triangles' addressing hoisted out of the column loop spilled
// registers (f64, c32).
template <class T, bool LOWER>
__global__ void __launch_bounds__(kRowLanes * kColGroups) potrf_leaf_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  using R = typename Ty<T>::R;
  __shared__ T s_col[2][kLeaf];
  __shared__ R s_diag[2], s_rcp[2];
  __shared__ int s_stop;
  const int n = static_cast<int>(d.n), tid = threadIdx.x;
  const int ti = tid % kRowLanes, tk = tid / kRowLanes;
  constexpr bool lower = LOWER;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    int* info = d.info != 0 ? reinterpret_cast<int*>(d.info) + b : nullptr;
    if (stopped(info, &s_stop)) {
      __syncthreads();
      continue;
    }
    T* a = entry<T>(d.a.at, b, d.a_off);
    T* inv = d.b.at.addr != 0 ? entry<T>(d.b.at, b, d.b_off) : nullptr;
    const long long ld = d.a.ld, ldi = d.b.ld;
    // L's element, or X's once its column is done.
    T w[kPa][kPc];
#pragma unroll
    for (int pa = 0; pa < kPa; ++pa) {
#pragma unroll
      for (int pc = 0; pc < kPc; ++pc) {
        if (!kept(pa, pc)) continue;
        const int i = ti + kRowLanes * pa, k = tk + kColGroups * pc;
        T e = l2::zero<T>();
        if (i < n && k <= i) e = lower ? a[i + k * ld] : l2::conj(a[k + i * ld]);
        w[pa][pc] = e;
      }
    }
    int j = 0;
    for (; j < n; ++j) {
      const int jr = j % kRowLanes, ja = j / kRowLanes;
      const int jk = j % kColGroups, jc = j / kColGroups, par = j & 1;
      // The warp holding column j takes the diagonal from its owner by a shuffle; the column's
      // owners scale, publish and store it, and start X's column j (the identity's). The
      // published column is double-buffered: the next one is written while slower threads may
      // still read this one.
      if (tid / OXHIP_WARP == jk * kRowLanes / OXHIP_WARP) {
        R dj = R(0);
#pragma unroll
        for (int pa = 0; pa < kPa; ++pa)
#pragma unroll
          for (int pc = 0; pc < kPc; ++pc)
            if (kept(pa, pc) && pa == ja && pc == jc) dj = re(w[pa][pc]);
        const R djj = bcast(dj, (jk * kRowLanes + jr) % OXHIP_WARP);
        if (djj > R(0)) {
          const R r = rsq(djj);
          if (tk == jk) {
            if (ti == jr) {
              s_diag[par] = djj;
              s_rcp[par] = r;
            }
#pragma unroll
            for (int pa = 0; pa < kPa; ++pa) {
#pragma unroll
              for (int pc = 0; pc < kPc; ++pc) {
                if (!kept(pa, pc) || pc != jc) continue;
                const int i = ti + kRowLanes * pa;
                if (i < j || i >= n) continue;
                const T l = i == j ? from_re<T>(djj * r) : scaled(w[pa][pc], r);
                if (i > j) s_col[par][i] = l;
                if (lower) a[i + j * ld] = l;
                else a[j + i * ld] = l2::conj(l);
                w[pa][pc] = i == j ? one<T>() : l2::zero<T>();
              }
            }
          }
        } else if (tk == jk && ti == jr) {
          s_diag[par] = djj;
#pragma unroll
          for (int pa = 0; pa < kPa; ++pa)
#pragma unroll
            for (int pc = 0; pc < kPc; ++pc)
              if (kept(pa, pc) && pa == ja && pc == jc) w[pa][pc] = from_re<T>(djj);
        }
      }
      __syncthreads();
      if (!(s_diag[par] > R(0))) {  // uniform: every thread reads the same value
        if (tid == 0 && info != nullptr) *info = static_cast<int>(d.row0 + j + 1);
        break;
      }
      const R r = s_rcp[par];
      // Column by column of this thread: row j of X there (final after the scaling; in
      // columns tk + 16·c it is held by lane jr of this thread's own group of 32, zero right
      // of the diagonal), then the updates of X left of column j + 1 and of L right of it.
      T li[kPa];
#pragma unroll
      for (int pa = 0; pa < kPa; ++pa) {
        const int i = ti + kRowLanes * pa;
        li[pa] = i > j && i < n ? s_col[par][i] : l2::zero<T>();
      }
      const int src = (tk * kRowLanes + jr) % OXHIP_WARP;
#pragma unroll
      for (int pc = 0; pc < kPc; ++pc) {
        const int k = tk + kColGroups * pc;
        T xj = l2::zero<T>();
        if (kColGroups * pc <= j) {  // uniform: X[j][k] = 0 for every k of larger c
          T own = l2::zero<T>();
#pragma unroll
          for (int pa = 0; pa < kPa; ++pa)
            if (kept(pa, pc) && pa == ja) own = w[pa][pc];
          xj = scaled(bcast(own, src), r);
          if (ti == jr) {
#pragma unroll
            for (int pa = 0; pa < kPa; ++pa)
              if (kept(pa, pc) && pa == ja) w[pa][pc] = xj;
          }
        }
        const T lk = k > j && k < n ? l2::conj(s_col[par][k]) : l2::zero<T>();
#pragma unroll
        for (int pa = 0; pa < kPa; ++pa) {
          if (!kept(pa, pc)) continue;
          const int i = ti + kRowLanes * pa;
          if (i <= j || i >= n) continue;
          if (k <= j) w[pa][pc] = sub(w[pa][pc], l2::mul(li[pa], xj));
          else if (k <= i) w[pa][pc] = sub(w[pa][pc], l2::mul(li[pa], lk));
        }
      }
    }
    // X (lower: L^-1; upper: U^-1 = X^H) over the whole n×n block, zeros in its other
    // triangle (none without b: a matrix that is one leaf). After a failure at column j, L's
    // columns from j on are stored as they are, X's rows before j are final (what the solves
    // of the columns before j read) and its columns from j on zero.
#pragma unroll
    for (int pa = 0; pa < kPa; ++pa) {
#pragma unroll
      for (int pc = 0; pc < kPc; ++pc) {
        const int i = ti + kRowLanes * pa, k = tk + kColGroups * pc;
        if (i >= n || k >= n) continue;
        T xe = l2::zero<T>();
        if (kept(pa, pc) && k <= i) {
          if (k < j) {
            xe = w[pa][pc];
          } else if (lower) {
            a[i + k * ld] = w[pa][pc];
          } else {
            a[k + i * ld] = l2::conj(w[pa][pc]);
          }
        }
        if (inv == nullptr) continue;
        if (lower) inv[i + k * ldi] = xe;
        else inv[k + i * ldi] = l2::conj(xe);
      }
    }
    __syncthreads();
  }
}

// OXBLAS_POTRF_PORTABLE=1: NVIDIA runs the portable leaf above instead of the shared-memory ones
// (below; f64: potrf_leaf_dmma.cpp), for comparison and so that the kernel AMD runs is tested on
// the GPUs here; read once per process.
inline bool portable_forced() {
  static const bool forced = [] {
    const char* v = std::getenv("OXBLAS_POTRF_PORTABLE");
    return v != nullptr && v[0] == '1';
  }();
  return forced;
}

#if defined(OXBLAS_HIP_NVIDIA)
// ---- NVIDIA: the leaf blocked in shared memory (227 KiB a block on sm_90; AMD's 64 KiB do not
// hold it), f32 and c32 (f64 has its tensor-core kernel, potrf_leaf_dmma.cpp). The
// column-a-step kernel above is latency-bound: every column costs a barrier and a pass of each
// thread over its 20 elements of L and X (343 µs for an f64 leaf on an H100, 2.7 µs a column).
// Here the block lives in shared memory (potrf_leaf.h) as four panels of 32 columns; only a
// panel's 32×32 diagonal block goes column by column, in one warp with no block barrier, and
// everything else is small products over whole panels:
//   A. one warp factors the diagonal block D (leaf::factor_diag);
//   B. the panel below becomes A21·D^-H by substitution, a lane a row;
//   C. the trailing triangle loses L21·L21^H (every warp: 32×16 pieces).
// After the last panel the inverse: its diagonal blocks D^-1 (leaf::invert_diag, a warp each),
// then its off-diagonal blocks block row by block row, X_ik = -X_ii·sum_{m=k}^{i-1} L_im·X_mk.
// Shared memory: the block (128 × 129 elements), the reciprocals, and a 32×96 scratch. After
// a failure at column f (a panel's warp finds a minor that is not positive), the failing panel
// finishes B with the reciprocals from f on set to zero (so L's columns before f are final and
// X's rows from f on zero), C and the later panels are skipped, and the inverse covers the
// panels done.
using leaf::kPanel;
constexpr int kLds = kLeaf + 1, kSmemThreads = leaf::kThreads;
constexpr int kHalf = 16;    // the columns one lane computes in C
constexpr int kQuarter = 8;  // and in the inverse's off-diagonal blocks

template <class T>
constexpr size_t smem_leaf_bytes() {
  return (static_cast<size_t>(kLeaf) * kLds + kPanel * (kLeaf - kPanel)) * sizeof(T) +
         kLeaf * sizeof(typename Ty<T>::R);
}

template <class T, bool LOWER>
__global__ void __launch_bounds__(kSmemThreads, 1) potrf_leaf_smem_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  using R = typename Ty<T>::R;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  T* S = reinterpret_cast<T*>(smem_raw);
  R* s_rcp = reinterpret_cast<R*>(S + kLeaf * kLds);
  // T_k of the inverse's block row being made: 32 rows × up to 96 columns.
  T* W = reinterpret_cast<T*>(s_rcp + kLeaf);
  const leaf::Block<T, kLds> blk{S, s_rcp};
  __shared__ int s_stop, s_fail;
  const int n = static_cast<int>(d.n), tid = threadIdx.x;
  const int lane = tid % 32, warp = tid / 32;
  constexpr int kWarps = kSmemThreads / 32;
  const int np = (n + kPanel - 1) / kPanel * kPanel;
  auto L = [&](int i, int k) -> T& { return blk.L(i, k); };
  auto X = [&](int i, int k) -> T& { return blk.X(i, k); };
  const long long ld = d.a.ld, ldi = d.b.ld;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    leaf::Entry<T> e;
    if (!leaf::begin_entry(d, b, &s_stop, &s_fail, e)) {
      __syncthreads();
      continue;
    }
    T* a = e.a;
    T* inv = e.inv;
    int* info = e.info;
    leaf::load<T, LOWER>(blk, a, ld, n, np);
    __syncthreads();
    int panels = 0;
    for (int c0 = 0; c0 < np; c0 += kPanel) {
      ++panels;
      // A: the diagonal block, one warp (W is free until the inverse).
      if (warp == 0) leaf::factor_diag(blk, W, c0, &s_fail);
      __syncthreads();
      // B: the panel below, L21 = A21·D^-H by substitution, a lane a row (right-looking: x_k
      // final, then the columns after it lose x_k·conj(L[c][k])). Rows are independent: no
      // barrier until C reads them.
      const int below = (np - c0 - kPanel) / kPanel;
      if (warp < below) {
        const int i = c0 + kPanel + warp * kPanel + lane;
        T x[kPanel];
#pragma unroll
        for (int m = 0; m < kPanel; ++m) x[m] = L(i, c0 + m);
#pragma unroll
        for (int k = 0; k < kPanel; ++k) {
          x[k] = scaled(x[k], s_rcp[c0 + k]);
#pragma unroll
          for (int c = k + 1; c < kPanel; ++c)
            x[c] = sub(x[c], l2::mul(x[k], l2::conj(L(c0 + c, c0 + k))));
        }
#pragma unroll
        for (int m = 0; m < kPanel; ++m) L(i, c0 + m) = x[m];
      }
      __syncthreads();
      if (s_fail >= 0) break;  // uniform
      // C: the trailing triangle, 32×32 tiles (rb, kb), kb <= rb, in 16-column halves.
      const int tiles = below * (below + 1) / 2 * (kPanel / kHalf);
      for (int t = warp; t < tiles; t += kWarps) {
        const int q = t % (kPanel / kHalf);
        int tile = t / (kPanel / kHalf), rb = 0;
        while (tile > rb) tile -= ++rb;
        const int i = c0 + kPanel + rb * kPanel + lane;
        const int k0 = c0 + kPanel + tile * kPanel + q * kHalf;
        T arow[kPanel];
#pragma unroll
        for (int m = 0; m < kPanel; ++m) arow[m] = L(i, c0 + m);
#pragma unroll
        for (int c = 0; c < kHalf; ++c) {
          const int k = k0 + c;
          T acc = l2::zero<T>();
#pragma unroll
          for (int m = 0; m < kPanel; ++m)
            acc = l2::add(acc, l2::mul(arow[m], l2::conj(L(k, c0 + m))));
          if (k <= i) L(i, k) = sub(L(i, k), acc);
        }
      }
      __syncthreads();
    }
    // The diagonal blocks of X, a warp each.
    if (warp < panels) leaf::invert_diag(blk, warp * kPanel);
    __syncthreads();
    // X's off-diagonal blocks, block row by block row, of the panels done: T_k = sum_{m=k}^{i-1}
    // L_im·X_mk into W, then X_ik = -X_ii·T_k; a warp a block row piece of 8 columns (up to 12
    // of them over 8 warps). X_mk's diagonal block (m = k) is triangular, the others full.
    for (int br = 1; br < panels; ++br) {
      const int r0 = br * kPanel, i = r0 + lane;
      const int tasks = br * (kPanel / kQuarter);
      for (int t = warp; t < tasks; t += kWarps) {
        const int kb = t / (kPanel / kQuarter), q0 = (t % (kPanel / kQuarter)) * kQuarter;
        const int kq = kb * kPanel + q0;
        T acc[kQuarter], lrow[kPanel];
#pragma unroll
        for (int mm = 0; mm < kPanel; ++mm) lrow[mm] = L(i, kb * kPanel + mm);
#pragma unroll
        for (int c = 0; c < kQuarter; ++c) {
          T lq = lrow[c];  // lrow[q0 + c] with constant indices (lrow stays in registers)
#pragma unroll
          for (int qq = kQuarter; qq < kPanel; qq += kQuarter)
            if (qq == q0) lq = lrow[qq + c];
          acc[c] = l2::mul(lq, from_re<T>(s_rcp[kq + c]));
#pragma unroll
          for (int mm = 1; mm < kPanel; ++mm)
            if (mm > q0 + c) acc[c] = l2::add(acc[c], l2::mul(lrow[mm], X(kb * kPanel + mm, kq + c)));
        }
        for (int mb = kb + 1; mb < br; ++mb) {
#pragma unroll
          for (int mm = 0; mm < kPanel; ++mm) lrow[mm] = L(i, mb * kPanel + mm);
#pragma unroll
          for (int mm = 0; mm < kPanel; ++mm)
#pragma unroll
            for (int c = 0; c < kQuarter; ++c)
              acc[c] = l2::add(acc[c], l2::mul(lrow[mm], X(mb * kPanel + mm, kq + c)));
        }
#pragma unroll
        for (int c = 0; c < kQuarter; ++c) W[lane + (kq + c) * kPanel] = acc[c];
      }
      __syncthreads();
      for (int t = warp; t < tasks; t += kWarps) {
        const int kq = (t / (kPanel / kQuarter)) * kPanel + (t % (kPanel / kQuarter)) * kQuarter;
        T acc[kQuarter];
#pragma unroll
        for (int c = 0; c < kQuarter; ++c)
          acc[c] = l2::mul(from_re<T>(s_rcp[i]), W[lane + (kq + c) * kPanel]);
#pragma unroll
        for (int m = 0; m < kPanel; ++m) {
          if (m >= lane) continue;
          const T xim = X(i, r0 + m);
#pragma unroll
          for (int c = 0; c < kQuarter; ++c)
            acc[c] = l2::add(acc[c], l2::mul(xim, W[m + (kq + c) * kPanel]));
        }
#pragma unroll
        for (int c = 0; c < kQuarter; ++c) X(i, kq + c) = neg(acc[c]);
      }
      __syncthreads();
    }
    const int fail = s_fail;
    leaf::store<T, LOWER>(blk, a, ld, inv, ldi, n, np, fail);
    if (tid == 0 && fail >= 0 && info != nullptr) *info = static_cast<int>(d.row0 + fail + 1);
    __syncthreads();
  }
}

template <class T, bool LOWER>
int launch_smem_leaf(const SolverDesc& d, unsigned grid, hipStream_t s) {
  constexpr size_t bytes = smem_leaf_bytes<T>();
  if (int e = kern::opt_in_shared<potrf_leaf_smem_kernel<T, LOWER>>(bytes)) return e;
  kern::launch_pdl_smem(potrf_leaf_smem_kernel<T, LOWER>, dim3(grid), dim3(kSmemThreads), bytes, s, d);
  return 0;
}
#endif

// c64 has no leaf of its own: its factor and inverse do not fit the registers of 512 threads
// (plan::chol_leaf: its recursion ends in potf2 and substitutes its small solves).
template <class T>
int launch_potrf_leaf(const SolverDesc& d, hipStream_t s) {
  if constexpr (std::is_same<T, c64>::value) {
    return kInvalidLaunch;
  } else {
    if (d.n > kLeaf || (d.b.at.addr != 0 && d.b.ld < d.n)) return kInvalidLaunch;
    const unsigned grid = grid_blocks(d.batch);
    (void)hipGetLastError();
    const bool lower = d.uplo == Uplo::Lower;
#if defined(OXBLAS_HIP_NVIDIA)
    if (!portable_forced()) {
      int e = 0;
      if constexpr (std::is_same<T, double>::value) e = launch_potrf_leaf_dmma(d, grid, s);
      else e = lower ? launch_smem_leaf<T, true>(d, grid, s) : launch_smem_leaf<T, false>(d, grid, s);
      return e != 0 ? e : static_cast<int>(hipGetLastError());
    }
#endif
    const dim3 tb(kRowLanes * kColGroups);
    if (lower) kern::launch_pdl(potrf_leaf_kernel<T, true>, dim3(grid), tb, s, d);
    else kern::launch_pdl(potrf_leaf_kernel<T, false>, dim3(grid), tb, s, d);
    return static_cast<int>(hipGetLastError());
  }
}

template int launch_potrf_leaf<float>(const SolverDesc&, hipStream_t);
template int launch_potrf_leaf<double>(const SolverDesc&, hipStream_t);
template int launch_potrf_leaf<c32>(const SolverDesc&, hipStream_t);
template int launch_potrf_leaf<c64>(const SolverDesc&, hipStream_t);

}  // namespace slv
}  // namespace oxblas_hip
