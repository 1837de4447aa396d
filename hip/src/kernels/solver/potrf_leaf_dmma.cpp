// potrf's f64 leaf on the FP64 tensor cores of sm_90: the Cholesky factor of a diagonal block
// of order up to 128 and the inverse of that factor (level-3 trsm's invA), one block of 8 warps
// per batch entry, on the shared-memory picture of potrf_leaf.h.
//
// Why: potrf's leaves run one after another on its critical chain (64 of them in dpotrf
// 8192). The FMA leaf (potrf_leaf.cpp, f32 and c32) spent 81 us on an f64 one (H200, ncu):
// 110 787 warp instructions at 0.70 a cycle, 40% of its time at barriers, five times the
// instructions its arithmetic needs, because every multiply-add of its panel solves, trailing
// updates and inverse read one operand from shared memory. Here everything but the diagonal
// blocks is a 16×8×8 tensor-core product (kern::dmma_16x8x8), and the inverse's off-diagonal
// blocks are made inside the factor's own phases instead of after it. Per panel of 32 columns
// at c0 (p = c0 / 32):
//   A. warp 0 factors the diagonal block two columns a step (leaf::factor_diag<true>) and
//      inverts it by halves (invert_diag_halves); meanwhile the other warps store what panel
//      p - 1 finished (store_panel);
//   B. every warp, a task at a time: the panel below, L_ip = A_ip·X_pp^H (X_pp = L_pp^-1), 16
//      rows a task, in place; and block row p of the inverse, X_pk = -X_pp·sum_{m=k}^{p-1}
//      L_pm·X_mk for k < p, 8 columns a task (its inputs are final: L's rows of block p since
//      panel p - 1, X's block rows before p since their own B phases);
//   C. every warp: the trailing triangle loses L_ip·L_jp^H, 16×16 pieces.
// Three barriers a panel. B's tasks grow with p where C's shrink, so the 8 warps stay busy.
// H200, clock64 at the phase ends of one leaf of order 128 (cycles; docs/benchmarks/
// 2026-11-29-h200-potrf-dmma-leaf/): load 3 900; per panel A 9 600-10 600 (the diagonal factor
// 8 300-9 200 of it, the inverse 1 300), B 1 800-5 300 (growing with the inverse's block row),
// C 3 200, 1 800, 760; the last panel's store 4 600: ~70 000 in all (35 us), against ~160 000
// for the FMA leaf. The diagonal factors, a chain of 128 square roots and shuffles, are half.
// After a failure at column f, B runs with the reciprocals from f on zero (L's columns from f
// on below the block zero, X's rows from f on zero), C and the later panels are skipped, as in
// the FMA leaf.
// Shared memory: the block with leading dimension 132 (≡ 4 mod 16: every fragment read below
// falls in 16 different bank pairs per half-warp, the accumulator reads and writes in 8), the
// reciprocals, and a scratch a warp (kScratch): 169 KiB.
#include "../opt_in_shared.h"
#include "potrf_leaf.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include "../dmma.h"
#endif

namespace oxblas_hip {
namespace slv {

#if defined(OXBLAS_HIP_NVIDIA)
namespace {

using leaf::kLeaf;
using leaf::kPanel;
using leaf::kThreads;
using leaf::kWarps;
constexpr int kLds = kLeaf + 4;
// A warp's scratch: 16 columns of leading dimension kLdw, the largest of its three users (the
// inverse's 32×8 partial products, invert_diag_halves' 16×16 product, factor_diag's 32×8
// rows), so that no warp's use reaches into the next warp's scratch.
constexpr int kLdw = kPanel + 4;
constexpr int kScratch = kLdw * 16;
constexpr size_t kBytes = sizeof(double) * (static_cast<size_t>(kLeaf) * kLds + kLeaf + kWarps * kScratch);
static_assert(kScratch >= kPanel * leaf::kSub, "factor_diag's rows fit warp 0's scratch");
static_assert(kBytes <= 227 * 1024, "one block's shared memory on sm_90");

using Blk = leaf::Block<double, kLds>;

// A lane's coordinates in the fragments (../dmma.h).
struct Frag {
  int g, t;
};

// X[i][k] at any (i, k): the strict lower part from S, the reciprocals on the diagonal, zero
// above it.
// Both values are read whatever (i, k) is (S's (k, i) holds L above the diagonal), so that the
// choice is a select and not a branch that splits the warp.
__device__ inline double xval(const Blk& B, int i, int k) {
  const double x = B.X(i, k), r = B.rcp[i];
  return i > k ? x : (i == k ? r : 0.0);
}

// The A fragment of L's 16×8 block at (r0, k0), which lies in L's strict lower triangle.
__device__ inline void l_frag(double (&a)[4], const Blk& B, int r0, int k0, Frag f) {
#pragma unroll
  for (int i = 0; i < 4; ++i) a[i] = B.L(r0 + f.g + 8 * (i % 2), k0 + f.t + 4 * (i / 2));
}

// B: 16 rows of the panel below the diagonal block at c0, from r0: L = A·X_pp^H in place (the
// warp reads its rows whole before it writes them, and no other warp reads them in B).
__device__ inline void panel_rows(const Blk& B, int c0, int r0, Frag f) {
  double a[4][4], acc[4][4] = {};
#pragma unroll
  for (int ks = 0; ks < 4; ++ks) l_frag(a[ks], B, r0, c0 + 8 * ks, f);
#pragma unroll
  for (int na = 0; na < 4; ++na) {
#pragma unroll
    for (int ks = 0; ks < 4; ++ks) {
      double b[2];
#pragma unroll
      for (int j = 0; j < 2; ++j) b[j] = xval(B, c0 + 8 * na + f.g, c0 + 8 * ks + f.t + 4 * j);
      kern::dmma_16x8x8(acc[na], a[ks], b);
    }
  }
  __syncwarp();  // every lane's reads of the rows before any lane's writes
#pragma unroll
  for (int na = 0; na < 4; ++na)
#pragma unroll
    for (int i = 0; i < 4; ++i) B.L(r0 + f.g + 8 * (i / 2), c0 + 8 * na + 2 * f.t + i % 2) = acc[na][i];
}

// B: 8 columns from kq (in block k0 = kq rounded down to 32, k0 < p0) of block row p0 of X:
// T = sum_{m=k0}^{p0-1} L_pm·X_mk into the warp's scratch, then X_pk = -X_pp·T.
__device__ inline void inverse_columns(const Blk& B, double* w, int p0, int kq, Frag f) {
  const int k0 = kq / kPanel * kPanel;
  double acc[2][4] = {};
  for (int m0 = k0; m0 < p0; m0 += kPanel) {
#pragma unroll
    for (int ks = 0; ks < 4; ++ks) {
      double b[2];
#pragma unroll
      for (int j = 0; j < 2; ++j) {
        const int i = m0 + 8 * ks + f.t + 4 * j;
        b[j] = m0 == k0 ? xval(B, i, kq + f.g) : B.X(i, kq + f.g);  // X_kk is triangular
      }
#pragma unroll
      for (int ra = 0; ra < 2; ++ra) {
        double a[4];
        l_frag(a, B, p0 + 16 * ra, m0 + 8 * ks, f);
        kern::dmma_16x8x8(acc[ra], a, b);
      }
    }
  }
#pragma unroll
  for (int ra = 0; ra < 2; ++ra)
#pragma unroll
    for (int i = 0; i < 4; ++i) w[(16 * ra + f.g + 8 * (i / 2)) + (2 * f.t + i % 2) * kLdw] = acc[ra][i];
  __syncwarp();
  double x[2][4] = {};
#pragma unroll
  for (int ks = 0; ks < 4; ++ks) {
    double b[2];
#pragma unroll
    for (int j = 0; j < 2; ++j) b[j] = w[(8 * ks + f.t + 4 * j) + f.g * kLdw];
#pragma unroll
    for (int ra = 0; ra < 2; ++ra) {
      double a[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) a[i] = xval(B, p0 + 16 * ra + f.g + 8 * (i % 2), p0 + 8 * ks + f.t + 4 * (i / 2));
      kern::dmma_16x8x8(x[ra], a, b);
    }
  }
#pragma unroll
  for (int ra = 0; ra < 2; ++ra)
#pragma unroll
    for (int i = 0; i < 4; ++i) B.X(p0 + 16 * ra + f.g + 8 * (i / 2), kq + 2 * f.t + i % 2) = -x[ra][i];
  __syncwarp();  // the scratch is read before the warp's next task writes it
}

// C: the 16×16 piece at (r0, q0) of the trailing triangle after the panel at c0 loses its part
// of L_ip·L_jp^H (elements above the diagonal are not stored).
__device__ inline void trailing_piece(const Blk& B, int c0, int r0, int q0, Frag f) {
  double a[4][4], acc[2][4] = {};
#pragma unroll
  for (int ks = 0; ks < 4; ++ks) l_frag(a[ks], B, r0, c0 + 8 * ks, f);
#pragma unroll
  for (int h = 0; h < 2; ++h) {
#pragma unroll
    for (int ks = 0; ks < 4; ++ks) {
      double b[2];
#pragma unroll
      for (int j = 0; j < 2; ++j) b[j] = B.L(q0 + 8 * h + f.g, c0 + 8 * ks + f.t + 4 * j);
      kern::dmma_16x8x8(acc[h], a[ks], b);
    }
  }
#pragma unroll
  for (int h = 0; h < 2; ++h) {
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int r = r0 + f.g + 8 * (i / 2), c = q0 + 8 * h + 2 * f.t + i % 2;
      if (c <= r) B.L(r, c) -= acc[h][i];
    }
  }
}

// The part of the result that panel p0 / 32 finishes: L's columns p0 .. p0 + 31 (from row p0 on)
// into `a`, and X's rows p0 .. p0 + 31 (every column below n; zeros above X's diagonal and in
// its rows from a failing column `fail` on) into `inv`, by the warps from `first` on, a lane a
// row (coalesced in the lower form). The kernel stores each panel while warp 0 factors the
// next one (its other warps are idle then), so that only the last panel's part is left for the
// end. Every load of a group before its stores (a and inv may alias S as far as the compiler
// knows).
template <bool LOWER>
__device__ inline void store_panel(const Blk& B, double* a, long long ld, double* inv, long long ldi, int n, int p0,
                                   int fail, int first) {
  const int lane = threadIdx.x % 32, warps = kWarps - first, w = threadIdx.x / 32 - first;
  // Element (i, k) of the lower form is a[i·si + k·sk] (an upper triangle is stored transposed).
  const long long si = LOWER ? 1 : ld, sk = LOWER ? ld : 1;
  const long long ti = LOWER ? 1 : ldi, tk = LOWER ? ldi : 1;
  for (int k = p0 + w; k < p0 + kPanel && k < n; k += warps) {
    double v[leaf::kRowGroups];
#pragma unroll
    for (int c = 0; c < leaf::kRowGroups; ++c) v[c] = B.L(min(p0 + lane + 32 * c, kLeaf - 1), k);
#pragma unroll
    for (int c = 0; c < leaf::kRowGroups; ++c) {
      const int i = p0 + lane + 32 * c;
      if (i < n && i >= k) a[i * si + k * sk] = v[c];
    }
  }
  if (inv == nullptr) return;
  const int i = p0 + lane, is = min(i, kLeaf - 1);
  const bool zero = fail >= 0 && i >= fail;
  constexpr int kGroup = 4;
  for (int k0 = kGroup * w; k0 < n; k0 += kGroup * warps) {
    double v[kGroup];
#pragma unroll
    for (int u = 0; u < kGroup; ++u) v[u] = zero ? 0.0 : xval(B, is, min(k0 + u, kLeaf - 1));
#pragma unroll
    for (int u = 0; u < kGroup; ++u)
      if (i < n && k0 + u < n) inv[i * ti + (k0 + u) * tk] = v[u];
  }
}

// A: the inverse of the diagonal block at c0 by halves, in warp 0: lanes 0-15 solve the columns
// of X11 = L11^-1, lanes 16-31 those of X22 (16 substitution steps, not 32), then
// X21 = -X22·(L21·X11) on the tensor cores through the warp's scratch.
__device__ inline void invert_diag_halves(const Blk& B, double* w, int c0, Frag f) {
  const int lane = threadIdx.x % 32, h = lane & 16, col = lane & 15;
  double x[16];
#pragma unroll
  for (int c = 0; c < 16; ++c) x[c] = c == col ? 1.0 : 0.0;
#pragma unroll
  for (int m = 0; m < 16; ++m) {
    x[m] *= B.rcp[c0 + h + m];
#pragma unroll
    for (int c = m + 1; c < 16; ++c) x[c] -= B.L(c0 + h + c, c0 + h + m) * x[m];
  }
#pragma unroll
  for (int c = 0; c < 16; ++c)
    if (c > col) B.X(c0 + h + c, c0 + h + col) = x[c];
  __syncwarp();
  double acc[2][4] = {};
#pragma unroll
  for (int ks = 0; ks < 2; ++ks) {
    double a[4];
    l_frag(a, B, c0 + 16, c0 + 8 * ks, f);
#pragma unroll
    for (int na = 0; na < 2; ++na) {
      double b[2];
#pragma unroll
      for (int j = 0; j < 2; ++j) b[j] = xval(B, c0 + 8 * ks + f.t + 4 * j, c0 + 8 * na + f.g);
      kern::dmma_16x8x8(acc[na], a, b);
    }
  }
#pragma unroll
  for (int na = 0; na < 2; ++na)
#pragma unroll
    for (int i = 0; i < 4; ++i) w[(f.g + 8 * (i / 2)) + (8 * na + 2 * f.t + i % 2) * kLdw] = acc[na][i];
  __syncwarp();
  double x21[2][4] = {};
#pragma unroll
  for (int ks = 0; ks < 2; ++ks) {
    double a[4];
#pragma unroll
    for (int i = 0; i < 4; ++i) a[i] = xval(B, c0 + 16 + f.g + 8 * (i % 2), c0 + 16 + 8 * ks + f.t + 4 * (i / 2));
#pragma unroll
    for (int na = 0; na < 2; ++na) {
      double b[2];
#pragma unroll
      for (int j = 0; j < 2; ++j) b[j] = w[(8 * ks + f.t + 4 * j) + (8 * na + f.g) * kLdw];
      kern::dmma_16x8x8(x21[na], a, b);
    }
  }
#pragma unroll
  for (int na = 0; na < 2; ++na)
#pragma unroll
    for (int i = 0; i < 4; ++i) B.X(c0 + 16 + f.g + 8 * (i / 2), c0 + 8 * na + 2 * f.t + i % 2) = -x21[na][i];
  __syncwarp();  // the scratch is read before factor_diag writes it again
}

template <bool LOWER>
__global__ void __launch_bounds__(kThreads, 1) potrf_leaf_dmma_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  extern __shared__ __align__(16) unsigned char smem_raw[];
  double* S = reinterpret_cast<double*>(smem_raw);
  const Blk B{S, S + kLeaf * kLds};
  __shared__ int s_stop, s_fail;
  const int n = static_cast<int>(d.n), tid = threadIdx.x;
  const int lane = tid % 32, warp = tid / 32;
  const Frag f{lane / 4, lane % 4};
  double* w = B.rcp + kLeaf + warp * kScratch;
  const int np = (n + kPanel - 1) / kPanel * kPanel;
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    leaf::Entry<double> e;
    if (!leaf::begin_entry(d, b, &s_stop, &s_fail, e)) {
      __syncthreads();
      continue;
    }
    double* a = e.a;
    double* inv = e.inv;
    int* info = e.info;
    const long long ld = d.a.ld, ldi = d.b.ld;
    leaf::load<double, LOWER>(B, a, ld, n, np);
    __syncthreads();
    int c0 = 0;
    for (; c0 < np; c0 += kPanel) {
      if (warp == 0) {
        leaf::factor_diag<true>(B, w, c0, &s_fail);
        __syncwarp();
        invert_diag_halves(B, w, c0, f);
      } else if (c0 > 0) {
        store_panel<LOWER>(B, a, ld, inv, ldi, n, c0 - kPanel, -1, 1);  // no failure before c0
      }
      __syncthreads();
      // The inverse's tasks first: they are the longer ones. Without `inv` (a matrix that is one
      // leaf) the inverse's off-diagonal blocks are not needed.
      const int below = (np - c0 - kPanel) / 16, columns = inv != nullptr ? c0 / 8 : 0;
      for (int task = warp; task < columns + below; task += kWarps) {
        if (task < columns) inverse_columns(B, w, c0, 8 * task, f);
        else panel_rows(B, c0, c0 + kPanel + 16 * (task - columns), f);
      }
      __syncthreads();
      if (s_fail >= 0 || below == 0) break;  // uniform
      const int pieces = below * (below + 1) / 2;
      for (int t = warp; t < pieces; t += kWarps) {
        int r = 0, q = t;
        while (q > r) q -= ++r;
        trailing_piece(B, c0, c0 + kPanel + 16 * r, c0 + kPanel + 16 * q, f);
      }
      __syncthreads();
    }
    const int fail = s_fail;
    // The loop stops at the last panel (nothing below it) or at a failing one: from there on
    // nothing is stored yet.
    for (; c0 < np; c0 += kPanel) store_panel<LOWER>(B, a, ld, inv, ldi, n, c0, fail, 0);
    if (tid == 0 && fail >= 0 && info != nullptr) *info = static_cast<int>(d.row0 + fail + 1);
    __syncthreads();
  }
}

template <bool LOWER>
int launch(const SolverDesc& d, unsigned grid, hipStream_t s) {
  if (int e = kern::opt_in_shared<potrf_leaf_dmma_kernel<LOWER>>(kBytes)) return e;
  kern::launch_pdl_smem(potrf_leaf_dmma_kernel<LOWER>, dim3(grid), dim3(kThreads), kBytes, s, d);
  return 0;
}

}  // namespace

int launch_potrf_leaf_dmma(const SolverDesc& d, unsigned grid, hipStream_t s) {
  return d.uplo == Uplo::Lower ? launch<true>(d, grid, s) : launch<false>(d, grid, s);
}
#else
int launch_potrf_leaf_dmma(const SolverDesc&, unsigned, hipStream_t) { return kInvalidLaunch; }
#endif

}  // namespace slv
}  // namespace oxblas_hip
