// trsv kernel: the blocked, counter-chained forward substitution described at the top of
// tri_common.h (index mapping, grid, ticket/done protocol, why it cannot deadlock, why the
// counters end at zero). Instantiated per type group by tri_sv_real.cpp and tri_sv_cplx.cpp.
#pragma once

#include "tri_common.h"

namespace oxblas_hip {
namespace trik {

constexpr unsigned kTicket = 1u << 16;
constexpr unsigned kDoneMask = kTicket - 1;
constexpr int kPacked = kNB * (kNB + 1) / 2;
constexpr int kInvNB = 128;  // trsv_ex: the caller's inverted diagonal blocks (rocBLAS's 128)
static_assert(kInvNB % kNB == 0, "a row block must lie inside one block of invA");

// The logical lower-triangular system of one batch (see tri_common.h). Indices are virtual:
// logical row i is v = i + off, so that with rev the row blocks [64 r, 64 r + 64) of v are the
// physical row blocks of A counted from row 0 (what invA's blocks are), the partial one first.
template <class T, bool TR, bool CJ>
struct System {
  const T* a;
  T* x;
  const T* inv;  // trsv_ex's invA of this batch, or null (invert in the kernel)
  long long n, lda, inc, off;
  bool rev;
  __device__ bool valid(long long v) const { return v >= off && v < n + off; }
  __device__ long long p(long long v) const { return rev ? n - 1 - (v - off) : v - off; }
  // M(i,j), j <= i: TR ? op(A[p(j), p(i)]) : A[p(i), p(j)]. Consecutive i (N) or j (T/C) are
  // consecutive (or reversed) addresses.
  __device__ T m(long long i, long long j) const {
    const T v = TR ? ldg(a + p(j) + p(i) * lda) : ldg(a + p(i) + p(j) * lda);
    return conj_if<CJ>(v);
  }
  // The same entry of M's inverse diagonal block, from invA: physical (r, c) of one 128-block
  // at (r / 128) * 128 * 128 + r % 128 + (c % 128) * 128. The inverse of a triangular block
  // is triangular and its 64x64 diagonal sub-blocks are the inverses of A's 64x64 diagonal
  // blocks, so only the stored triangle of the caller's blocks is read.
  __device__ T minv(long long i, long long j) const {
    const long long r = TR ? p(j) : p(i), c = TR ? p(i) : p(j);
    const T v = ldg(inv + (r / kInvNB) * kInvNB * kInvNB + r % kInvNB + (c % kInvNB) * kInvNB);
    return conj_if<CJ>(v);
  }
  __device__ T* y(long long i) const { return x + vpos(p(i), n, inc); }
};

struct SvShared {
  unsigned done;
};

// Row q of this lane's rows (q a run-time index into a tiny register array, without local memory).
template <class T, int N>
__device__ inline T pick(const T (&a)[N], int q) {
  T v = a[0];
#pragma unroll
  for (int k = 1; k < N; ++k)
    if (q == k) v = a[k];
  return v;
}

// In place: dg (packed lower, diagonal holding reciprocals) := the inverse of the block, whose
// rows and columns [j0, rows) are real and the ones before j0 the identity.
// Warp w solves D z = e_c for columns c = w + warps*s by column-oriented forward substitution
// (lane l holds rows l + kWarp*q, z_j finished by its owner and broadcast by shuffle); all
// columns are kept in registers until every warp has finished reading dg.
template <class T>
__device__ void invert_diag(T* dg, int j0, long long rows) {
  constexpr int W = kThreads / kWarp, CPW = kNB / W, RPL = kNB / kWarp;
  const int l = threadIdx.x % kWarp, w = threadIdx.x / kWarp;
  T z[CPW][RPL];
#pragma unroll
  for (int s = 0; s < CPW; ++s)
#pragma unroll
    for (int q = 0; q < RPL; ++q) z[s][q] = l + kWarp * q == w + W * s ? one<T>() : zero<T>();
#pragma unroll 1
  for (int j = j0; j < rows; ++j) {
    const int qj = j / kWarp, src = j % kWarp;
    const T dj = dg[j * (j + 1) / 2 + j];
    T lij[RPL];
#pragma unroll
    for (int q = 0; q < RPL; ++q) {
      const int i = l + kWarp * q;
      lij[q] = i > j && i < rows ? dg[i * (i + 1) / 2 + j] : zero<T>();
    }
#pragma unroll
    for (int s = 0; s < CPW; ++s) {
      if (j < w + W * s) continue;  // z_j = 0 above the column's diagonal (warp-uniform)
      const T zj = mul(shfl(pick(z[s], qj), src), dj);
#pragma unroll
      for (int q = 0; q < RPL; ++q) {
        const int i = l + kWarp * q;
        if (i == j) z[s][q] = zj;
        else if (i > j && i < rows) z[s][q] = sub(z[s][q], mul(lij[q], zj));
      }
    }
  }
  __syncthreads();  // every warp is done reading dg
#pragma unroll
  for (int s = 0; s < CPW; ++s) {
    const int c = w + W * s;
#pragma unroll
    for (int q = 0; q < RPL; ++q) {
      const int i = l + kWarp * q;
      if (c <= i && i < rows) dg[i * (i + 1) / 2 + c] = z[s][q];
    }
  }
  __syncthreads();
}

// Solve row block r of one batch. COUNTED: wait on / signal `ctr` (see the protocol).
template <class T, bool TR, bool CJ, bool COUNTED>
__device__ void solve_rows(const System<T, TR, CJ>& S, long long r, bool unit, unsigned* ctr,
                           bool last) {
  constexpr int U = kNB / 4;  // 16 tile elements per thread
  constexpr int NW = kNB / kWarp;
  __shared__ T dg[kPacked];         // diagonal block, packed lower; then its inverse
  __shared__ T ys[kNB];             // the y block of the current column block
  __shared__ T rhs[kNB];
  __shared__ T red[4 > NW ? 4 : NW][kNB];
  __shared__ unsigned s_done;
  const int t = threadIdx.x;
  const int lo = t & (kNB - 1), hi = t >> 6;
  const long long R0 = r * kNB;  // virtual: rows [first, rows) of the block are real
  const long long rows = S.n + S.off - R0 < kNB ? S.n + S.off - R0 : kNB;
  const int first = R0 < S.off ? static_cast<int>(S.off - R0) : 0;
  const bool given = S.inv != nullptr;

  // 1. Off the critical path: the diagonal block (reciprocal diagonal) and the right-hand side,
  // or (trsv_ex) the caller's inverse of the block; the rows before `first` are the identity.
#pragma unroll 4
  for (int u = 0; u < U; ++u) {
    const int il = TR ? hi + 4 * u : lo;
    const int jl = TR ? lo : hi + 4 * u;
    if (jl <= il && il < rows) {
      T v;
      if (jl < first)
        v = il == jl ? one<T>() : zero<T>();
      else if (il == jl && unit)
        v = one<T>();
      else if (given)
        v = S.minv(R0 + il, R0 + jl);
      else if (il == jl)
        v = recip(S.m(R0 + il, R0 + jl));
      else
        v = S.m(R0 + il, R0 + jl);
      dg[il * (il + 1) / 2 + jl] = v;
    }
  }
  if (t < kNB) rhs[t] = t >= first && t < rows ? *S.y(R0 + t) : zero<T>();
  __syncthreads();
  if (!given) invert_diag<T>(dg, first, rows);  // dg := inverse of the block (packed lower)

  // 2. The update from the solved column blocks c < r, in order, one tile ahead.
  T acc[TR ? U : 1];
#pragma unroll
  for (int u = 0; u < (TR ? U : 1); ++u) acc[u] = zero<T>();
  T v[U];
  auto load_tile = [&](long long c) {
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const int il = TR ? hi + 4 * u : lo;
      const int jl = TR ? lo : hi + 4 * u;
      // Row blocks r > 0 start on a real row; column block 0 may not (rev).
      const bool in = il < rows && (c > 0 || jl >= S.off);
      v[u] = in ? S.m(R0 + il, c * kNB + jl) : zero<T>();
    }
  };
  if (r > 0) load_tile(0);
  unsigned known = 0;
  for (long long c = 0; c < r; ++c) {
    if (COUNTED && known <= c) {
      if (t == 0) {
        unsigned s;
        const volatile unsigned* vc = ctr;
        while (((s = *vc) & kDoneMask) <= c) {
        }
        __threadfence();  // acquire: y of the blocks counted in `s` is visible from here
        s_done = s & kDoneMask;
      }
      __syncthreads();
      known = s_done;
    }
    if (t < kNB) ys[t] = c > 0 || t >= S.off ? ld_vol(S.y(c * kNB + t)) : zero<T>();
    __syncthreads();
    T cur[U];
#pragma unroll
    for (int u = 0; u < U; ++u) cur[u] = v[u];
    if (c + 1 < r) load_tile(c + 1);  // in flight while we compute and wait for c + 1
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if (TR)
        acc[TR ? u : 0] = fma_(acc[TR ? u : 0], cur[u], ys[lo]);
      else
        acc[0] = fma_(acc[0], cur[u], ys[hi + 4 * u]);
    }
    __syncthreads();  // ys is rewritten next
  }

  // 3. rhs -= the update (reduced across the threads sharing a row).
  if (r > 0) {
    if (!TR) {
      red[hi][lo] = acc[0];
    } else {
#pragma unroll
      for (int m = kWarp / 2; m > 0; m /= 2) {
#pragma unroll
        for (int u = 0; u < (TR ? U : 1); ++u) acc[u] = add(acc[u], shfl_xor(acc[u], m));
      }
      if ((lo & (kWarp - 1)) == 0) {
#pragma unroll
        for (int u = 0; u < (TR ? U : 1); ++u) red[lo / kWarp][hi + 4 * u] = acc[u];
      }
    }
    __syncthreads();
    if (t >= first && t < rows) {
      T s = red[0][t];
#pragma unroll
      for (int q = 1; q < (TR ? NW : 4); ++q) s = add(s, red[q][t]);
      rhs[t] = sub(rhs[t], s);
    }
  }
  __syncthreads();

  // 4. y_r = D^-1 rhs: row t%64, every 4th column from t/64, the 4 lanes summed in shared.
  {
    T sum = zero<T>();
    for (int j = hi; j <= lo; j += 4) sum = fma_(sum, dg[lo * (lo + 1) / 2 + j], rhs[j]);
    red[hi][lo] = sum;
  }
  __syncthreads();
  if (t >= first && t < rows) {
    const T yv = add(add(red[0][t], red[1][t]), add(red[2][t], red[3][t]));
    *S.y(R0 + t) = yv;
    __threadfence();  // release: y_r is visible device-wide before done says so
  }
  __syncthreads();
  if (COUNTED && t == 0) {
    if (last)
      atomicExch(ctr, 0u);  // every ticket taken, every other block done: reset for next call
    else
      atomicAdd(ctr, 1u);
  }
  __syncthreads();  // shared memory is reused by the next row block / batch
}

// Grid: (blocks_per_batch, min(batch, 65535)) counted, else (1, min(batch, 65535)).
template <class T, bool TR, bool CJ, bool COUNTED>
__global__ void __launch_bounds__(kThreads) sv_kernel(TriDesc d) {
  pdl_wait();
  pdl_launch_dependents();  // every block of this grid runs before a dependent grid can start
  __shared__ unsigned s_ticket;
  const long long n = d.n;
  const long long nb = (n + kNB - 1) / kNB;
  const bool upper = d.uplo == Uplo::Upper;
  const bool rev = (upper && d.trans == Trans::N) || (!upper && d.trans != Trans::N);
  const bool unit = d.diag == Diag::Unit;
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* inv = d.inv.addr != 0 ? base_of<const T>(d.inv, b) : nullptr;
    const System<T, TR, CJ> S{base_of<const T>(d.a.at, b), base_of<T>(d.x.at, b), inv, n,
                              d.a.ld, d.x.inc, rev ? nb * kNB - n : 0, rev};
    if (COUNTED) {
      unsigned* ctr = reinterpret_cast<unsigned*>(d.work) + b;
      if (threadIdx.x == 0) s_ticket = atomicAdd(ctr, kTicket) >> 16;
      __syncthreads();
      const long long r = s_ticket;
      __syncthreads();
      solve_rows<T, TR, CJ, true>(S, r, unit, ctr, r == nb - 1);
    } else {
      for (long long r = 0; r < nb; ++r) solve_rows<T, TR, CJ, false>(S, r, unit, nullptr, false);
    }
  }
}

template <class T>
int launch_sv(const TriDesc& d, hipStream_t s) {
  (void)hipGetLastError();
  const long long nb = (d.n + kNB - 1) / kNB;
  const bool counted = d.work != 0 && d.blocks_per_batch > 1;
  if (counted && (d.blocks_per_batch != nb || nb > static_cast<long long>(kDoneMask)))
    return kInvalidLaunch;
  const unsigned by = static_cast<unsigned>(d.batch < 65535 ? d.batch : 65535);
  const dim3 grid(counted ? d.blocks_per_batch : 1u, by), block(kThreads);
  const bool tr = d.trans != Trans::N, cj = d.trans == Trans::C;
  if (counted) {
    if (!tr) launch_pdl(sv_kernel<T, false, false, true>, grid, block, s, d);
    else if (!Num<T>::kCplx || !cj) launch_pdl(sv_kernel<T, true, false, true>, grid, block, s, d);
    else if constexpr (Num<T>::kCplx) launch_pdl(sv_kernel<T, true, true, true>, grid, block, s, d);
  } else {
    if (!tr) launch_pdl(sv_kernel<T, false, false, false>, grid, block, s, d);
    else if (!Num<T>::kCplx || !cj) launch_pdl(sv_kernel<T, true, false, false>, grid, block, s, d);
    else if constexpr (Num<T>::kCplx) launch_pdl(sv_kernel<T, true, true, false>, grid, block, s, d);
  }
  return static_cast<int>(hipGetLastError());
}

}  // namespace trik
}  // namespace oxblas_hip
