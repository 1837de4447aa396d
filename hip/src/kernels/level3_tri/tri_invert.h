// Invert (level-3 trsm's invA, trtri's diagonal blocks) with the block's triangle in shared
// memory: 16 threads per row, no barrier between steps; above 64 rows the rows alternate
// between two blocks (each loads the whole triangle).
//
// Row i of X = D^-1 solves x D = e_i alone: no row waits for another, so once the triangle is
// in shared memory each row walks its steps at its own pace. diag_kernel staged one column of
// D at a time, two block barriers and a global load a step: ~123 µs for an order-128 f64 block
// on the H200 against ~31 µs here (harness, docs/benchmarks/2026-11-29-h200-tri-invert/),
// once per trsm call and on getrf's critical path (the 512-order solve of a 1024
// factorization; each 256-panel's trailing solve at larger orders).
//
// Upper D is the lower case with both indices reversed (D'(l, j) = D(r-1-l, r-1-j)), so one
// code path: D' is stored by rows, packed (row l's columns 0..l contiguous: a step reads 16
// consecutive elements a row, the same for the warp's two rows: a broadcast), the diagonal's
// reciprocals apart. Row i goes right-looking from l = i down to 0: x_l = s_l / D'(l, l),
// then s_j -= x_l D'(l, j) for j < l: a step's dependent chain is one multiply and one
// shuffle (the owner's x_l to its row), its updates independent. Thread q of a row holds s_j
// for j = q + 16k, k < 8, in registers.
//
// Shared memory: r (r + 1) / 2 + r elements (order 128: f32 33 KiB, f64 and c32 66 KiB).
// Opted in on NVIDIA; on AMD (64 KiB of LDS) what does not fit keeps diag_kernel, as does c64
// (not measured: 16-byte elements, twice the registers in a block of up to 1024 threads).
#pragma once

#include <type_traits>

#include "../opt_in_shared.h"

namespace oxblas_hip {
namespace tb {

// Threads a row, the s_j a thread holds, and the blocks that share a diagonal block's rows
// (above kInvHalf rows: rows alternate between two blocks, each with the whole triangle, so
// that a 1024-thread block has registers to spare for its reads; with all 128 rows in one
// block, 8 threads a row, f64's 16 sums a thread filled the 64 registers and every read of D'
// waited in turn).
constexpr int kInvRowThreads = 16;
constexpr int kInvSlots = kBlock / kInvRowThreads;
constexpr int kInvHalf = 64;

// f(K), f(K - 1), ..., f(0), each as a std::integral_constant.
template <int K, class F>
__device__ inline void static_for_down(F&& f) {
  f(std::integral_constant<int, K>{});
  if constexpr (K > 0) static_for_down<K - 1>(f);
}

template <class T>
constexpr long long invert_smem_bytes(long long r) {
  return (r * (r + 1) / 2 + r) * static_cast<long long>(sizeof(T));
}

// Blocks a diagonal block's rows are split over (1 or 2), for blocks of `rows` rows at most.
__host__ __device__ inline int invert_split(long long rows) { return rows > kInvHalf ? 2 : 1; }

template <class T, bool UPPER>
__global__ void __launch_bounds__(kInvHalf * kInvRowThreads) invert_kernel(TriBlockDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  extern __shared__ __align__(16) unsigned char inv_smem[];
  T* tri = reinterpret_cast<T*>(inv_smem);
  const int split = invert_split(d.n < d.block ? d.n : d.block);
  const long long blk = blockIdx.x / split;
  const int half = static_cast<int>(blockIdx.x % split);
  const long long j0 = blk * d.block;
  const int r = static_cast<int>(d.n - j0 < d.block ? d.n - j0 : d.block);
  T* rcp = tri + r * (r + 1) / 2;
  const int tid = threadIdx.x, lane = tid % trik::kWarp;
  const int q = tid % kInvRowThreads;
  const int i = split * (tid / kInvRowThreads) + half;  // this block's rows: half, half + split, ...
  const int group = lane - q;                           // the row's first lane
  // The warp's first and last rows: its steps start at the last (the rows below it skip the
  // first few), and every row takes part from the first down.
  const int warp_rows = trik::kWarp / kInvRowThreads;
  const int wbase = split * ((tid / trik::kWarp) * warp_rows) + half;
  const int top = wbase + split * (warp_rows - 1);
  const int lmax = top < r - 1 ? top : r - 1;
  const bool unit = d.diag == Diag::Unit;
  const T zero = trik::zero<T>(), one = trik::one<T>();
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* a = base<T>(d.a.at, b, d.a_off) + j0 + j0 * d.a.ld;
    T* x = base<T>(d.b.at, b, d.b_off) + blk * d.out_step;
    const long long lda = d.a.ld, ldx = d.b.ld;
    // The triangle, column by column of D (coalesced reads), eight loads in flight a thread
    // before their stores. Only the triangle is read (the other may hold anything).
    const int total = r * r;
    constexpr int kBatch = 8;
    for (int e0 = 0; e0 < total; e0 += kBatch * static_cast<int>(blockDim.x)) {
      T held[kBatch];
#pragma unroll
      for (int u = 0; u < kBatch; ++u) {
        const int e = e0 + u * static_cast<int>(blockDim.x) + tid, p = e % r, c = e / r;
        const bool in = e < total && (UPPER ? p <= c : p >= c) && !(p == c && unit);
        held[u] = in ? a[p + c * lda] : zero;
      }
#pragma unroll
      for (int u = 0; u < kBatch; ++u) {
        const int e = e0 + u * static_cast<int>(blockDim.x) + tid, p = e % r, c = e / r;
        if (e < total && (UPPER ? p <= c : p >= c)) {
          const int l = UPPER ? r - 1 - p : p, j = UPPER ? r - 1 - c : c;
          if (l == j) rcp[l] = unit ? one : trik::recip(held[u]);
          else tri[l * (l + 1) / 2 + j] = held[u];
        }
      }
    }
    __syncthreads();
    T s[kInvSlots];
#pragma unroll
    for (int k = 0; k < kInvSlots; ++k) s[k] = i == q + kInvRowThreads * k ? one : zero;
    // Step l: x_l = s_l / D'(l, l) by its owner (thread l % 16 of the row), to the row's
    // threads by a shuffle, then s_j -= x_l D'(l, j) for j < l. The next step's reciprocal is
    // read a step ahead, and the step's elements of D' are read before its shuffle (after
    // it, every fused multiply-add waited for its read). GUARD: some rows of the warp start below l (its
    // first steps, down to its first row): those rows skip the step, so that a non-finite D'
    // row past a row's own never reaches it.
    T rc = rcp[lmax];
    auto step = [&](auto guard, auto kkc, int q0) {
      constexpr int kk = decltype(kkc)::value;
      const int l = q0 + kInvRowThreads * kk;
      const T* row = tri + l * (l + 1) / 2 + q;
      T dl[kk + 1];
#pragma unroll
      for (int k = 0; k < kk; ++k) dl[k] = row[kInvRowThreads * k];
      dl[kk] = q < q0 ? row[kInvRowThreads * kk] : zero;
      const T own = trik::mul(s[kk], rc);
      if (l > 0) rc = rcp[l - 1];
      const T xl = trik::shfl(own, group + q0);
      if (decltype(guard)::value && l > i) return;
      const T nx = trik::sub(zero, xl);
#pragma unroll
      for (int k = 0; k < kk; ++k) s[k] = trik::fma_(s[k], nx, dl[k]);
      if (q < q0) s[kk] = trik::fma_(s[kk], nx, dl[kk]);
      if (q == q0) s[kk] = xl;
    };
    // Steps l = lmax .. 0 as (kk, q0), l = q0 + 16 kk: the owner's slot kk is a constant.
    const auto by_slot = [&](auto kkc) {
      constexpr int kk = decltype(kkc)::value;
      if (kInvRowThreads * kk > lmax) return;
      const int q_hi = lmax - kInvRowThreads * kk < kInvRowThreads - 1 ? lmax - kInvRowThreads * kk
                                                                      : kInvRowThreads - 1;
#pragma unroll 1
      for (int q0 = q_hi; q0 >= 0; --q0) {
        if (q0 + kInvRowThreads * kk > wbase) step(std::true_type{}, kkc, q0);
        else step(std::false_type{}, kkc, q0);
      }
    };
    static_for_down<kInvSlots - 1>(by_slot);
    // Row i of X' into X: the triangle, and zeros in the other one when asked.
    if (i < r) {
#pragma unroll
      for (int k = 0; k < kInvSlots; ++k) {
        const int j = q + kInvRowThreads * k;
        if (j < r && (j <= i || d.zero_other)) {
          const int row = UPPER ? r - 1 - i : i, col = UPPER ? r - 1 - j : j;
          x[row + static_cast<long long>(col) * ldx] = j <= i ? s[k] : zero;
        }
      }
    }
    __syncthreads();  // the triangle stays until every row is done with it
  }
}

// Launch invert_kernel where it applies: returns true when launched (the result in *err),
// false for diag_kernel to take the call.
template <class T>
bool launch_invert(const TriBlockDesc& d, dim3 g, hipStream_t s, int* err) {
  if constexpr (sizeof(T) > 8) {
    return false;  // c64: see the head of this file
  } else {
    const long long rows = d.n < d.block ? d.n : d.block;
    if (d.block > kBlock || rows <= 0) return false;
    const size_t bytes = static_cast<size_t>(invert_smem_bytes<T>(rows));
    const bool upper = d.uplo == Uplo::Upper;
#if defined(OXBLAS_HIP_NVIDIA)
    constexpr size_t most = static_cast<size_t>(invert_smem_bytes<T>(kBlock));
    if (most > 48 * 1024) {
      int e = upper ? kern::opt_in_shared<invert_kernel<T, true>>(most)
                    : kern::opt_in_shared<invert_kernel<T, false>>(most);
      if (e) {
        *err = e;
        return true;
      }
    }
#else
    if (bytes > 64 * 1024) return false;
#endif
    const int split = invert_split(rows);
    const long long per = (rows + split - 1) / split;
    const long long t = (per * kInvRowThreads + trik::kWarp - 1) / trik::kWarp * trik::kWarp;
    const unsigned threads = static_cast<unsigned>(t);
    const dim3 gs(g.x * split, g.y);
    const size_t sb = static_cast<size_t>(bytes);
    if (upper) kern::launch_pdl_smem(invert_kernel<T, true>, gs, dim3(threads), sb, s, d);
    else kern::launch_pdl_smem(invert_kernel<T, false>, gs, dim3(threads), sb, s, d);
    *err = static_cast<int>(hipGetLastError());
    return true;
  }
}

}  // namespace tb
}  // namespace oxblas_hip
