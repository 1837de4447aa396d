// The solver family's entry point: checks the descriptor, then picks the kernel and type.
// Also the small data-movement kernels: Laswp (chunks of interchanges as permutations; few
// columns by one block) and PtrOffset.
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

constexpr int kThreads = 256;

// The row whose value ends up in row x after a chunk's cnt interchanges (row r(u) with row
// p(u), u = 0, 1, ...): the interchanges followed backwards.
// Unrolled, so that the loads of p run ahead of the compare-and-select chain (which is all a
// step has to wait for).
template <class R, class P>
__device__ inline long long source_row(long long x, int cnt, R r, P p) {
  long long from = x;
#pragma unroll 8
  for (int u = cnt - 1; u >= 0; --u) {
    const long long ru = r(u), pu = p(u);
    from = from == ru ? pu : from == pu ? ru : from;
  }
  return from;
}

// Laswp in chunks of kSwapChunk interchanges. A chunk's interchanges are one permutation of
// at most 2·kSwapChunk rows; each candidate row (a chunk's r or p) finds the row whose value
// ends up in it by following the chunk's interchanges backwards, all rows at once. Then a block
// moves its columns' values of those rows through its registers: every value is read before any
// is written, so the chunk costs two memory round trips instead of two per interchange (the
// sequential loop this replaces spent most of getrf's time on them). Columns row0 .. row0 + m
// are skipped (getrf's leaf: its own kernel swapped them).
// The chunk's rows r are k1 + t·dir: the walk computes them, and only the pivots come from
// shared memory. A pivot that is one of the chunk's rows is left to that row's slot (a range
// test); a pivot repeated within the chunk finds the same source for the same row, and both
// slots write the same value. (With r read from shared memory and a pivot's duplicate test a
// second walk, 64 interchanges took 8.3 us a launch on an H200 and 32 took 5.1:
// docs/benchmarks/2026-12-01-h200-lu-small-kernels/.)
constexpr int kSwapChunk = 64, kSwapSlots = 2 * kSwapChunk, kSwapCols = 16;
constexpr int kSwapPer = kSwapSlots * kSwapCols / kThreads;  // values a thread moves

template <class T>
__global__ void __launch_bounds__(kThreads) laswp_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  __shared__ long long s_pv[kSwapChunk];
  __shared__ long long s_dst[kSwapSlots], s_src[kSwapSlots];
  const int tid = threadIdx.x;
  const long long c0 = blockIdx.x * static_cast<long long>(kSwapCols);
  const int cols = d.n - c0 < kSwapCols ? static_cast<int>(d.n - c0) : kSwapCols;
  const long long dir = d.incp > 0 ? 1 : -1;
  // Element offset of the block's column c.
  auto col = [&](int c) { return (c0 + c < d.row0 ? c0 + c : c0 + c + d.m) * d.a.ld; };
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    T* a = entry<T>(d.a.at, b, d.a_off);
    const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr) + b * d.ipiv.stride;
    for (long long t0 = 0; t0 < d.k2; t0 += kSwapChunk) {
      const int cnt = d.k2 - t0 < kSwapChunk ? static_cast<int>(d.k2 - t0) : kSwapChunk;
      const long long r0 = d.k1 + t0 * dir;  // the chunk's rows: r0, r0 + dir, ...
      if (tid < cnt) s_pv[tid] = static_cast<long long>(ipiv[d.ip0 + (t0 + tid) * d.incp]) - 1;
      __syncthreads();
      if (tid < 2 * cnt) {
        const bool is_p = tid >= cnt;
        const int t = is_p ? tid - cnt : tid;
        const long long x = is_p ? s_pv[t] : r0 + t * dir;
        const long long at = (x - r0) * dir;  // x's place among the chunk's rows
        const bool row_slot = is_p && at >= 0 && at < cnt;
        const long long from =
            source_row(x, cnt, [&](int u) { return r0 + u * dir; }, [&](int u) { return s_pv[u]; });
        const bool moves = !row_slot && from != x;
        s_dst[tid] = moves ? x : -1;
        s_src[tid] = from;
      }
      __syncthreads();
      // Each thread reads its values into registers, every read in flight at once, and after
      // the barrier (every value of the block's columns read) writes them to their rows.
      const int slots = 2 * cnt;
      T held[kSwapPer];
#pragma unroll
      for (int j = 0; j < kSwapPer; ++j) {
        const int e = tid + j * kThreads, k = e % slots, c = e / slots;
        held[j] = e < slots * cols && s_dst[k] >= 0 ? a[s_src[k] + col(c)] : T{};
      }
      __syncthreads();
#pragma unroll
      for (int j = 0; j < kSwapPer; ++j) {
        const int e = tid + j * kThreads, k = e % slots, c = e / slots;
        if (e < slots * cols && s_dst[k] >= 0) a[s_dst[k] + col(c)] = held[j];
      }
      __syncthreads();
    }
  }
}

// Laswp on few columns (getrs with few right-hand sides: one block for the whole call, where
// the kernel above spent ~90 µs on 1024 interchanges of one vector, 16 chunks of 64, each
// waiting for its pivots and its values in turn). Chunks of kFewChunk interchanges, one
// candidate row a thread: a chunk's row r_t (its rows are k1 + t·dir, distinct) and its pivot
// p_t. A pivot that is also a row of the chunk, or an earlier pivot, finds the same source and
// writes the same value: no duplicate test. The next chunk's pivots are read while this one
// moves its values; the values of a chunk are all read before any is written.
constexpr int kFewChunk = 128, kFewThreads = 2 * kFewChunk, kFewCols = 8;

template <class T>
__global__ void __launch_bounds__(kFewThreads) laswp_few_kernel(SolverDesc d) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  __shared__ long long s_pv[2][kFewChunk];
  const int tid = threadIdx.x;
  const int cols = static_cast<int>(d.n);
  const long long dir = d.incp > 0 ? 1 : -1;
  auto col = [&](int c) { return (c < d.row0 ? c : c + d.m) * d.a.ld; };
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    T* a = entry<T>(d.a.at, b, d.a_off);
    const int* ipiv = reinterpret_cast<const int*>(d.ipiv.addr) + b * d.ipiv.stride;
    auto pivot = [&](long long t) { return static_cast<long long>(ipiv[d.ip0 + t * d.incp]) - 1; };
    if (tid < kFewChunk && tid < d.k2) s_pv[0][tid] = pivot(tid);
    __syncthreads();
    for (long long t0 = 0, c = 0; t0 < d.k2; t0 += kFewChunk, c ^= 1) {
      const int cnt = d.k2 - t0 < kFewChunk ? static_cast<int>(d.k2 - t0) : kFewChunk;
      // The next chunk's pivot, read now, stored after this chunk's walk.
      const long long tn = t0 + kFewChunk + tid;
      const long long next = tid < kFewChunk && tn < d.k2 ? pivot(tn) : 0;
      const bool is_p = tid >= kFewChunk;
      const int t = is_p ? tid - kFewChunk : tid;
      const long long* pv = s_pv[c];
      long long x = -1, from = -1;
      if (t < cnt) {
        x = is_p ? pv[t] : d.k1 + (t0 + t) * dir;
        from = source_row(x, cnt, [&](int u) { return d.k1 + (t0 + u) * dir; }, [&](int u) { return pv[u]; });
      }
      const bool moves = t < cnt && from != x;
      T held[kFewCols];
#pragma unroll
      for (int k = 0; k < kFewCols; ++k) held[k] = moves && k < cols ? a[from + col(k)] : T{};
      if (tid < kFewChunk && tn < d.k2) s_pv[c ^ 1][tid] = next;
      __syncthreads();  // every value of the chunk read (and the next pivots stored)
#pragma unroll
      for (int k = 0; k < kFewCols; ++k)
        if (moves && k < cols) a[x + col(k)] = held[k];
      __syncthreads();  // written before the next chunk reads
    }
  }
}

template <class T>
__global__ void __launch_bounds__(kThreads) ptr_offset_kernel(SolverDesc d) {
  const long long b = blockIdx.x * static_cast<long long>(kThreads) + threadIdx.x;
  if (b >= d.batch) return;
  reinterpret_cast<T**>(d.b.at.addr)[b] = entry<T>(d.a.at, b, d.a_off);
}

template <class T>
int launch_typed(const SolverDesc& d, hipStream_t s) {
  switch (d.op) {
    case SolverOp::Getf2: return launch_getf2<T>(d, s);
    case SolverOp::Getf2Panel: return launch_getf2_panel<T>(d, s);
    case SolverOp::GetrfResident: return launch_getrf_resident<T>(d, s);
    case SolverOp::GetrsFused: return launch_getrs_fused<T>(d, s);
    case SolverOp::Potf2: return launch_potf2<T>(d, s);
    case SolverOp::PotrfLeaf: return launch_potrf_leaf<T>(d, s);
    case SolverOp::TriSolve: return launch_tri_solve<T>(d, s);
    default: break;
  }
  (void)hipGetLastError();
  if (d.op == SolverOp::Laswp) {
    if (d.incp == 0 || d.ipiv.addr == 0) return kInvalidLaunch;
    if (d.n <= kFewCols && d.k2 > kSwapChunk) {
      kern::launch_pdl(laswp_few_kernel<T>, dim3(1, grid_batch(d.batch)), dim3(kFewThreads), s, d);
    } else {
      const dim3 grid(static_cast<unsigned>((d.n + kSwapCols - 1) / kSwapCols), grid_batch(d.batch));
      kern::launch_pdl(laswp_kernel<T>, grid, dim3(kThreads), s, d);
    }
  } else {  // PtrOffset
    if (d.b.at.addr == 0 || !d.a.at.is_array) return kInvalidLaunch;
    const unsigned grid = static_cast<unsigned>((d.batch + kThreads - 1) / kThreads);
    ptr_offset_kernel<T><<<grid, kThreads, 0, s>>>(d);
  }
  return static_cast<int>(hipGetLastError());
}

}  // namespace slv
}  // namespace oxblas_hip

std::int32_t oxblas_hip::launch_solver(std::int32_t ordinal, const SolverDesc& d,
                                       std::uint64_t stream) {
  using namespace slv;
  const bool dtype_ok = d.dtype == DTypeCode::F32 || d.dtype == DTypeCode::F64 ||
                        d.dtype == DTypeCode::C32 || d.dtype == DTypeCode::C64;
  const bool op_ok = d.op == SolverOp::Getf2 || d.op == SolverOp::Getf2Panel ||
                     d.op == SolverOp::GetrfResident || d.op == SolverOp::GetrsFused ||
                     d.op == SolverOp::Laswp ||
                     d.op == SolverOp::Potf2 || d.op == SolverOp::PotrfLeaf ||
                     d.op == SolverOp::TriSolve || d.op == SolverOp::PtrOffset;
  const bool codes_ok = (d.uplo == Uplo::Upper || d.uplo == Uplo::Lower) &&
                        (d.trans == Trans::N || d.trans == Trans::T || d.trans == Trans::C) &&
                        (d.diag == Diag::NonUnit || d.diag == Diag::Unit);
  if (!dtype_ok || !op_ok || !codes_ok || d.m < 0 || d.n < 0 || d.batch < 0) return kInvalidLaunch;
  if (d.batch == 0) return 0;
  const bool uses_m = d.op == SolverOp::Getf2 || d.op == SolverOp::Getf2Panel ||
                      d.op == SolverOp::GetrfResident || d.op == SolverOp::TriSolve ||
                      d.op == SolverOp::GetrsFused;
  if (uses_m && d.m == 0) return 0;
  if (d.n == 0 && d.op != SolverOp::PtrOffset) return 0;
  if (d.a.at.addr == 0) return kInvalidLaunch;
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  switch (d.dtype) {
    case DTypeCode::F32: return launch_typed<float>(d, s);
    case DTypeCode::F64: return launch_typed<double>(d, s);
    case DTypeCode::C32: return launch_typed<c32>(d, s);
    default: return launch_typed<c64>(d, s);
  }
}
