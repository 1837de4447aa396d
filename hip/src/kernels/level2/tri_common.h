// Device side of the triangular level-2 family: trmv, tbmv, tpmv (x = op(A) x) and trsv
// (x = op(A)^-1 x), f32/f64/c32/c64, every uplo/trans/diag, batched, any non-zero increment.
//
// Products (tri_mv_*.cpp): two kernels.
//   1. copy_kernel: work[b*n + i] = x_i (logical order), then x_i = (diag == Unit ? x_i : 0).
//      The unit diagonal is thus applied here and never read.
//   2. slab_kernel (full, packed) / band_kernel: the stored matrix is cut into slabs of its
//      *storage*, one block of 256 threads each, grid (slabs, min(batch, 65535)), blocks loop
//      over batches; only slabs that can hold referenced elements are launched.
//      Full and packed: E x E slabs of A (E = 64; 32 for c64, so a slab is at most 32 KiB),
//      the triangle's nt(nt+1)/2. Thread t copies storage row t % E, every (256/E)-th column,
//      so the referenced part of its share is one interval (Span: triangle, diagonal, matrix
//      edge in one test).
//      Band (BLAS band storage: column j's band is contiguous): the stored rows that can be
//      referenced, cut into row slabs of at most E, times as many columns as fill E*E
//      elements of shared memory (at most 256): k = 32 gets 33 x 124 slabs, not half-empty
//      64 x 64 ones. The copies walk the slab in storage order, each element tested.
//      The copies are asynchronous (cp.async on NVIDIA sm_80+: no registers held, so the whole
//      slab is in flight at once and 5 blocks per SM stay resident), together with the slice
//      of w the slab multiplies. Elements outside are never loaded nor multiplied (they may be
//      NaN, w may hold inf). Then, from shared memory, each output is summed in a fixed order
//      (full/packed: by 256/E threads, then in shared memory; band: by one thread):
//        trans N: out[i] += sum_j A[i,j] w[j] (full/packed: one output per slab row; band:
//                 the slab's diagonals c + r constant are the physical rows);
//        trans T/C: out[j] += sum_i op(A[i,j]) w[i], one output per slab column;
//      and each output that met a referenced element is added to x with atomicAdd (complex:
//      per component). Summation order across slabs is therefore not deterministic (rounding
//      may differ run to run).
//   Workspace: `work` = n*batch elements, the copy of x.
//
// Solve (tri_sv_*.cpp): every variant is mapped to a forward substitution with a logical lower
// triangular M: with rev = (Upper && N) || (Lower && T/C), p(i) = rev ? n-1-i : i and
// M(i,j) = trans == N ? A[p(i),p(j)] : op(A[p(j),p(i)]) (j <= i), y_i lives at x[p(i)].
// Rows are cut in blocks of NB = 64 (all types): blocks_per_batch = ceil(n / 64). With rev the
// logical rows are shifted by off = 64 * blocks_per_batch - n (virtual row v = i + off), so that
// row blocks are physical row blocks of A counted from row 0 and the partial block is the first
// one solved (its first `off` rows do not exist and are masked), not the last.
//   trsv_ex (d.inv != 0): the caller's inverses of A's 128x128 diagonal blocks (rocBLAS's
//   layout, see TriDesc::inv). A 64-block of ours is a diagonal sub-block of one of them, and
//   the diagonal sub-blocks of the inverse of a triangular block are the inverses of its
//   diagonal sub-blocks: step 1 loads D^-1 from there (stored triangle only) and skips the
//   in-kernel inversion; everything else is the same kernel.
//   Split solve (work != 0, blocks_per_batch > 1): ONE kernel, grid (blocks_per_batch,
//   min(batch, 65535)), 256 threads. Each batch has one u32 counter in `work`:
//     bits 16..31: the ticket dispenser; bits 0..15: `done`, the number of row blocks solved.
//   A block takes r = atomicAdd(counter, 1 << 16) >> 16 as the row block it solves: row blocks
//   are handed out in scheduling order. Off the critical path (while earlier blocks solve) it
//   loads its diagonal block D (packed lower, shared memory; all 16 loads of a thread issued
//   before any is used) and its right-hand side, and inverts D in place by doubling: the
//   sixteen 4x4 diagonal blocks in closed form, then the 16x16 blocks, then the 64x64 block
//   (X_IJ = -X_II sum_K L_IK X_KJ, one thread per element, sums over four accumulators: 13
//   barriers, no long dependent chain; the 64-step substitution it replaces took ~30 us).
//   Row blocks r >= kGFirst (4) of the real and c32 kernels also form G = D^-1 M[r, r-1] in
//   registers (the tile staged in shared memory in column chunks). Then for each column
//   block c < r (c < r - 1 with G), in order: waits until done > c (thread 0 spins on a
//   volatile load, then a fence), reads y_c (volatile, past L1) and adds M[r, c] y_c to
//   per-thread accumulators (N: thread = row, 4 column lanes; T/C: thread = column, 16 rows
//   each, reduced by shuffles at the end); the A tile of column block c+1 is loaded before
//   the wait for c+1. Then w = D^-1 (b_r - sum) (a 64x64 product in shared memory, no
//   substitution). Without G, y_r = w. With G, the block waits for y_{r-1} and only
//   y_r = w - G y_{r-1} (one 64x64 product, one reduction) is left on the critical path:
//   w is formed while block r-1 finishes. y_r is written to x, fenced, and thread 0 adds 1
//   to done: done only ever advances in order, since block r adds after seeing done > r-1.
//   The first kGFirst blocks skip G: the chain reaches them before G (~3 chain steps of
//   work) would be ready.
//   No deadlock: a block waits only on row blocks with smaller tickets, i.e. blocks that took
//   their ticket earlier and are therefore already running (resident) and themselves wait only
//   on smaller tickets; ticket 0 waits on nothing. Nothing depends on launch order or on how
//   many blocks fit at once. (PDL: dependents are released at the start of every block, so a
//   dependent grid is launched only once every block of this one runs.)
//   Counters end at zero: the block holding the last ticket (r = blocks_per_batch - 1) ends
//   instead with atomicExch(counter, 0). By then every ticket has been taken and every other
//   block has added its done (it waited for done = r), and no block touches the counter after
//   its own final add, so no one reads or writes it again in this launch.
//   Needs blocks_per_batch <= 65535 (n <= 4,194,240): checked by the launcher. With more row
//   blocks than multiprocessors, real N solves run an instantiation bound to two blocks per SM
//   (WIDE, 128 registers): the later tickets are then resident from the start.
//   Single-block solve (work == 0 or blocks_per_batch == 1): one block per batch runs the same
//   code for r = 0, 1, ... in turn with no counter (__syncthreads orders it).
//   Workspace: `work` = batch zeroed u32 counters (one per batch), left zero.
#pragma once

#include <cstdint>

#include "oxblas_hip/cuda_compat.h"
#include "oxblas_hip/launch.h"
#include "oxblas_hip/runtime.h"

#include "../level1/reduce_common.h"

namespace oxblas_hip {
namespace trik {

using oxblas::launch::Diag;
using oxblas::launch::TriOp;
using oxblas::launch::Trans;
using oxblas::launch::Uplo;

#if defined(OXBLAS_HIP_NVIDIA)
constexpr int kWarp = 32;
#elif defined(__AMDGCN_WAVEFRONT_SIZE)
constexpr int kWarp = __AMDGCN_WAVEFRONT_SIZE;
#else
constexpr int kWarp = 64;
#endif

constexpr int kThreads = 256;
constexpr int kNB = 64;    // trsv row block
static_assert(kNB * 4 == kThreads, "the solve's layouts assume 4 lanes of 64");

// ---------------------------------------------------------------- element types

struct alignas(8) c32 { float re, im; };
struct alignas(16) c64 { double re, im; };

template <class T> struct Num;
template <> struct Num<float> { using R = float; static constexpr bool kCplx = false; };
template <> struct Num<double> { using R = double; static constexpr bool kCplx = false; };
template <> struct Num<c32> { using R = float; static constexpr bool kCplx = true; };
template <> struct Num<c64> { using R = double; static constexpr bool kCplx = true; };

__device__ inline float zero(float) { return 0.f; }
__device__ inline double zero(double) { return 0.0; }
__device__ inline c32 zero(c32) { return c32{0.f, 0.f}; }
__device__ inline c64 zero(c64) { return c64{0.0, 0.0}; }
template <class T> __device__ inline T zero() { return zero(T{}); }
template <class T> __device__ inline T one();
template <> __device__ inline float one<float>() { return 1.f; }
template <> __device__ inline double one<double>() { return 1.0; }
template <> __device__ inline c32 one<c32>() { return c32{1.f, 0.f}; }
template <> __device__ inline c64 one<c64>() { return c64{1.0, 0.0}; }

__device__ inline float conj(float a) { return a; }
__device__ inline double conj(double a) { return a; }
__device__ inline c32 conj(c32 a) { return c32{a.re, -a.im}; }
__device__ inline c64 conj(c64 a) { return c64{a.re, -a.im}; }
template <bool C, class T> __device__ inline T conj_if(T a) { return C ? conj(a) : a; }

__device__ inline float add(float a, float b) { return a + b; }
__device__ inline double add(double a, double b) { return a + b; }
__device__ inline c32 add(c32 a, c32 b) { return c32{a.re + b.re, a.im + b.im}; }
__device__ inline c64 add(c64 a, c64 b) { return c64{a.re + b.re, a.im + b.im}; }
__device__ inline float sub(float a, float b) { return a - b; }
__device__ inline double sub(double a, double b) { return a - b; }
__device__ inline c32 sub(c32 a, c32 b) { return c32{a.re - b.re, a.im - b.im}; }
__device__ inline c64 sub(c64 a, c64 b) { return c64{a.re - b.re, a.im - b.im}; }
__device__ inline float mul(float a, float b) { return a * b; }
__device__ inline double mul(double a, double b) { return a * b; }
template <class C>
__device__ inline C cmul(C a, C b) { return C{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
__device__ inline c32 mul(c32 a, c32 b) { return cmul(a, b); }
__device__ inline c64 mul(c64 a, c64 b) { return cmul(a, b); }
// acc + a*b
__device__ inline float fma_(float acc, float a, float b) { return fmaf(a, b, acc); }
__device__ inline double fma_(double acc, double a, double b) { return fma(a, b, acc); }
template <class C>
__device__ inline C cfma(C acc, C a, C b) {
  acc.re = fma(a.re, b.re, acc.re);
  acc.re = fma(-a.im, b.im, acc.re);
  acc.im = fma(a.re, b.im, acc.im);
  acc.im = fma(a.im, b.re, acc.im);
  return acc;
}
__device__ inline c32 fma_(c32 acc, c32 a, c32 b) { return cfma(acc, a, b); }
__device__ inline c64 fma_(c64 acc, c64 a, c64 b) { return cfma(acc, a, b); }

// (a0 + a1) + (a2 + a3): the fixed order every four-way partial sum here is reduced in.
template <class T>
__device__ inline T sum4(T a0, T a1, T a2, T a3) {
  return add(add(a0, a1), add(a2, a3));
}
template <class T>
__device__ inline T sum4(const T (&a)[4]) {
  return sum4(a[0], a[1], a[2], a[3]);
}
// A sum of products over an index range on four accumulators (no chain of dependent FMAs
// through shared-memory loads), reduced by sum4: f(acc, r) returns acc + term r.
template <class T>
struct Sum4 {
  T a[4];
  __device__ Sum4() {
#pragma unroll
    for (int u = 0; u < 4; ++u) a[u] = zero<T>();
  }
  template <class F>
  __device__ void range(int lo, int hi, F f) {  // lo..hi inclusive
    int r = lo;
    for (; r + 3 <= hi; r += 4) {
#pragma unroll
      for (int u = 0; u < 4; ++u) a[u] = f(a[u], r + u);
    }
    for (; r <= hi; ++r) a[0] = f(a[0], r);
  }
  __device__ T total() const { return sum4(a); }
};
// 1/a (complex: scaled so that |a|^2 neither overflows nor underflows needlessly).
__device__ inline float recip(float a) { return 1.f / a; }
__device__ inline double recip(double a) { return 1.0 / a; }
template <class C>
__device__ inline C crecip(C a) {
  using R = decltype(a.re);
  if (fabs(a.re) >= fabs(a.im)) {
    const R r = a.im / a.re, den = a.re + a.im * r;
    return C{R(1) / den, -r / den};
  }
  const R r = a.re / a.im, den = a.re * r + a.im;
  return C{r / den, R(-1) / den};
}
__device__ inline c32 recip(c32 a) { return crecip(a); }
__device__ inline c64 recip(c64 a) { return crecip(a); }

// Read-only (A, the work copy): through the non-coherent cache.
template <class T>
__device__ inline T ldg(const T* p) {
#if defined(OXBLAS_HIP_NVIDIA)
  return __ldg(p);
#else
  return *p;
#endif
}
#if defined(OXBLAS_HIP_NVIDIA)
template <> __device__ inline c32 ldg<c32>(const c32* p) {
  const float2 v = __ldg(reinterpret_cast<const float2*>(p));
  return c32{v.x, v.y};
}
template <> __device__ inline c64 ldg<c64>(const c64* p) {
  const double2 v = __ldg(reinterpret_cast<const double2*>(p));
  return c64{v.x, v.y};
}
#endif

// Written by another block of this grid: read past L1.
__device__ inline float ld_vol(const float* p) { return *reinterpret_cast<const volatile float*>(p); }
__device__ inline double ld_vol(const double* p) { return *reinterpret_cast<const volatile double*>(p); }
__device__ inline c32 ld_vol(const c32* p) {
  const volatile float* f = reinterpret_cast<const volatile float*>(p);
  return c32{f[0], f[1]};
}
__device__ inline c64 ld_vol(const c64* p) {
  const volatile double* f = reinterpret_cast<const volatile double*>(p);
  return c64{f[0], f[1]};
}

__device__ inline void atomic_add(float* p, float v) { atomicAdd(p, v); }
__device__ inline void atomic_add(double* p, double v) { atomicAdd(p, v); }
__device__ inline void atomic_add(c32* p, c32 v) {
  atomicAdd(&p->re, v.re);
  atomicAdd(&p->im, v.im);
}
__device__ inline void atomic_add(c64* p, c64 v) {
  atomicAdd(&p->re, v.re);
  atomicAdd(&p->im, v.im);
}

using kern::shfl;      // real and complex (reduce_common.h)
using kern::shfl_xor;

// Order a warp's shared-memory writes before its lanes' reads of them (NVIDIA: independent
// thread scheduling; AMD: a wavefront runs in lockstep, so only the compiler must keep them).
__device__ inline void sync_warp() {
#if defined(OXBLAS_HIP_NVIDIA)
  __syncwarp();
#else
  __builtin_amdgcn_wave_barrier();
#endif
}

// Programmatic dependent launch (Hopper; reduce_common.h): wait for the predecessor's memory,
// then release the successor; launched with the attribute that allows it.
using kern::launch_pdl;
using kern::launch_pdl_smem;
using kern::pdl_begin;

// ---------------------------------------------------------------- operands

template <class T>
__device__ inline T* base_of(const oxblas::launch::Operand& o, long long b) {
  if (o.is_array) return reinterpret_cast<T* const*>(o.addr)[b];
  return reinterpret_cast<T*>(o.addr) + b * o.stride;
}

// Position of logical element i (negative increments walk backwards).
__device__ inline long long vpos(long long i, long long n, long long inc) {
  // |inc| in unsigned arithmetic: -INT64_MIN is undefined, and n = 1 with inc = INT64_MIN is
  // a valid call (the front ends' extent checks keep the product itself in range).
  return inc > 0 ? i * inc : (n - 1 - i) * static_cast<long long>(0ull - static_cast<unsigned long long>(inc));
}

// ---------------------------------------------------------------- launchers (per type)

template <class T> int launch_mv(const TriDesc& d, hipStream_t s);
template <class T> int launch_sv(const TriDesc& d, hipStream_t s);

}  // namespace trik
}  // namespace oxblas_hip
