// The symmetric/Hermitian level 3's own kernels (the off-diagonal blocks are gemm launches the
// Rust front end enqueues between them; bridge/launch.rs, SymOp):
//  * rank_k: the uplo triangle of C's nb-wide diagonal blocks (nb >= n: the whole triangle) of
//    syrk/herk/syr2k/her2k/syrkx/herkx, computed here (32x32 tiles of C, k in chunks through
//    shared memory), or combined from the workspace blocks the gemms wrote (work + beta C);
//  * expand: the full symmetric/Hermitian matrix, or a panel of it, from its stored triangle
//    (symm/hemm), one 32x32 tile per block through shared memory, so the mirrored half is read
//    coalesced;
//  * symm: symm/hemm without workspace (32x32 tiles of C, A read from its triangle);
//  * scalars: alpha, conj(alpha), beta in the element type, for gemm in device pointer mode.
// Contract (as the host reference, rust/backend/host/sym.rs): beta = 0 never reads C;
// alpha = 0 or k = 0 reads neither A nor B; alpha = 0 (or k = 0) with beta = 1 writes nothing;
// Hermitian results have a zero imaginary part on the diagonal; a Hermitian A's diagonal
// imaginary parts are not read.
#pragma once

#include "../level2/level2_common.h"

namespace oxblas_hip {
namespace sym {

using namespace oxblas_hip::l2;
using oxblas::launch::SymDesc;
using oxblas::launch::SymOp;
using oxblas::launch::Trans;
using oxblas::launch::Uplo;

constexpr int kTile = 32;  // C tile edge
constexpr int kK = 16;     // k per shared-memory chunk
constexpr int kRows = 8;   // thread rows: 32 x 8 threads, 4 columns each

template <class T> struct RealOf { using type = T; };
template <> struct RealOf<c32> { using type = float; };
template <> struct RealOf<c64> { using type = double; };

// A scalar, read as the real type when `real` (herk's alpha, the Hermitian routines' beta).
template <class T>
__device__ inline T load_scalar_as(const Scalar& s, bool real) {
  if (s.addr == 0 || !real) return load_scalar<T>(s);
  using R = typename RealOf<T>::type;
  const R v = *reinterpret_cast<const R*>(s.addr);
  return make<T>(static_cast<double>(v), 0.0);
}

template <class T> __device__ inline T hc(T v, bool herm) { return herm ? conj(v) : v; }

// op(X)(i, l) of an n x k operand stored n x k (N) or k x n (T, C).
template <class T>
__device__ inline T op_at(const T* x, long long ld, int trans, long long i, long long l) {
  if (trans == 0) return x[i + l * ld];
  const T v = x[l + i * ld];
  return trans == 2 ? conj(v) : v;
}

// Shared chunk of op(X): rows [r0, r0 + 32) x k in [l0, l0 + kK), zero outside. Threads walk
// the stored layout's contiguous direction (rows for N, k for T/C).
template <class T>
__device__ inline void load_chunk(T (&s)[kTile][kK + 1], const T* x, long long ld, int trans,
                                  long long r0, long long nrows, long long l0, long long k) {
  for (int e = threadIdx.x; e < kTile * kK; e += kTile * kRows) {
    int r, l;
    if (trans == 0) {
      r = e % kTile;
      l = e / kTile;
    } else {
      l = e % kK;
      r = e / kK;
    }
    const long long i = r0 + r, ll = l0 + l;
    s[r][l] = (i < nrows && ll < k) ? op_at(x, ld, trans, i, ll) : zero<T>();
  }
}

template <class T>
__global__ void __launch_bounds__(256) rank_k_kernel(SymDesc d, int tpb) {
  kern::pdl_begin();  // a programmatic dependent launch (launch_pdl)
  __shared__ T sa[kTile][kK + 1], sb[kTile][kK + 1], sa2[kTile][kK + 1], sb2[kTile][kK + 1];
  const bool herm = d.hermitian, two = d.two, lower = d.uplo == Uplo::Lower;
  const int trans = d.trans == Trans::N ? 0 : (d.trans == Trans::C && Num<T>::kCplx) ? 2 : 1;
  const long long n = d.n, k = d.k, nb = d.nb;
  const T alpha = load_scalar_as<T>(d.alpha, d.real_alpha);
  const T beta = load_scalar_as<T>(d.beta, d.real_beta);
  const bool alpha0 = is_zero(alpha) || k == 0, beta0 = is_zero(beta);
  if (alpha0 && is_one(beta)) return;
  const T alpha2 = herm ? conj(alpha) : alpha;
  const long long per = static_cast<long long>(tpb) * tpb;
  const long long blk = blockIdx.x / per, r = blockIdx.x % per;
  const long long b0 = blk * nb, b1 = b0 + nb < n ? b0 + nb : n;
  const long long row0 = b0 + (r % tpb) * kTile, col0 = b0 + (r / tpb) * kTile;
  if (row0 >= b1 || col0 >= b1) return;
  if (lower ? row0 + kTile - 1 < col0 : row0 > col0 + kTile - 1) return;
  const int tx = threadIdx.x % kTile, ty = threadIdx.x / kTile;
  const bool products = d.work == 0 && !alpha0;
  for (long long bt = blockIdx.z; bt < d.batch; bt += gridDim.z) {
    T acc[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
    T acc2[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
    if (products) {
      const T* A = batch_ptr<const T>(d.a.at, bt);
      const T* B = batch_ptr<const T>(d.b.at, bt);
      for (long long l0 = 0; l0 < k; l0 += kK) {
        load_chunk(sa, A, d.a.ld, trans, row0, b1, l0, k);
        load_chunk(sb, B, d.b.ld, trans, col0, b1, l0, k);
        if (two) {
          load_chunk(sa2, B, d.b.ld, trans, row0, b1, l0, k);
          load_chunk(sb2, A, d.a.ld, trans, col0, b1, l0, k);
        }
        __syncthreads();
#pragma unroll 4
        for (int l = 0; l < kK; ++l) {
          const T x = sa[tx][l];
#pragma unroll
          for (int q = 0; q < 4; ++q) acc[q] = add(acc[q], mul(x, hc(sb[ty + kRows * q][l], herm)));
          if (two) {
            const T x2 = sa2[tx][l];
#pragma unroll
            for (int q = 0; q < 4; ++q)
              acc2[q] = add(acc2[q], mul(x2, hc(sb2[ty + kRows * q][l], herm)));
          }
        }
        __syncthreads();
      }
    }
    T* C = batch_ptr<T>(d.c.at, bt);
    const long long nblk = (n + nb - 1) / nb;
    const T* W = d.work != 0 ? reinterpret_cast<const T*>(d.work) + (bt * nblk + blk) * nb * nb
                             : nullptr;
    const long long i = row0 + tx;
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const long long j = col0 + ty + kRows * q;
      if (i >= b1 || j >= b1 || (lower ? i < j : i > j)) continue;
      T v;
      if (d.work != 0) {
        v = W[(i - b0) + (j - b0) * nb];
      } else if (products) {
        v = mul(alpha, acc[q]);
        if (two) v = add(v, mul(alpha2, acc2[q]));
      } else {
        v = zero<T>();
      }
      T* c = C + i + j * d.c.ld;
      if (!beta0) v = add(v, mul(beta, *c));
      if (herm && i == j) v = real_part(v);
      *c = v;
    }
  }
}

// S(i, j) of the symmetric/Hermitian matrix stored in the uplo triangle of A.
template <class T>
__device__ inline T sym_at(const T* a, long long lda, bool lower, bool herm, long long i,
                           long long j) {
  if (i == j) return herm ? real_part(a[i + j * lda]) : a[i + j * lda];
  const bool stored = lower ? i > j : i < j;
  return stored ? a[i + j * lda] : hc(a[j + i * lda], herm);
}

// Rows [row0, row0 + rows) x columns [col0, col0 + cols) of S into W (rows x cols); row0 and
// col0 are multiples of 32, so output tiles are tiles of S: a tile on S's stored side is copied,
// one on the other side is read as its mirror tile (coalesced) and transposed in shared memory,
// a diagonal tile holds both halves.
template <class T>
__global__ void __launch_bounds__(256) expand_kernel(SymDesc d) {
  __shared__ T s[kTile][kTile + 1];
  const bool herm = d.hermitian, lower = d.uplo == Uplo::Lower;
  const long long n = d.n;
  const long long I = d.row0 / kTile + blockIdx.x, J = d.col0 / kTile + blockIdx.y;
  const bool tile_stored = lower ? I >= J : I <= J;
  const long long sr = tile_stored ? I : J, sc = tile_stored ? J : I;  // source tile
  const int tx = threadIdx.x % kTile, ty = threadIdx.x / kTile;
  for (long long bt = blockIdx.z; bt < d.batch; bt += gridDim.z) {
    const T* A = batch_ptr<const T>(d.a.at, bt);
    T* W = batch_ptr<T>(d.c.at, bt);
    for (int q = 0; q < 4; ++q) {
      const long long i = sr * kTile + tx, j = sc * kTile + ty + kRows * q;
      s[tx][ty + kRows * q] = (i < n && j < n) ? A[i + j * d.a.ld] : zero<T>();
    }
    __syncthreads();
    for (int q = 0; q < 4; ++q) {
      const int rr = tx, cc = ty + kRows * q;
      const long long i = I * kTile + rr - d.row0, j = J * kTile + cc - d.col0;  // in W
      if (i < d.rows && j < d.cols) {
        T v;
        if (I == J) {
          const bool stored = lower ? rr >= cc : rr <= cc;
          v = rr == cc ? (herm ? real_part(s[rr][cc]) : s[rr][cc])
                       : (stored ? s[rr][cc] : hc(s[cc][rr], herm));
        } else {
          v = tile_stored ? s[rr][cc] : hc(s[cc][rr], herm);
        }
        W[i + j * d.c.ld] = v;
      }
    }
    __syncthreads();
  }
}

// symm/hemm without workspace: C (n x k here) = alpha S B + beta C (left) or alpha B S + beta C.
template <class T>
__global__ void __launch_bounds__(256) symm_kernel(SymDesc d) {
  __shared__ T sx[kTile][kK + 1], sy[kTile][kK + 1];
  const bool herm = d.hermitian, lower = d.uplo == Uplo::Lower, right = d.side_right;
  const long long m = d.n, n = d.k, ka = right ? n : m;
  const T alpha = load_scalar<T>(d.alpha), beta = load_scalar<T>(d.beta);
  const bool alpha0 = is_zero(alpha), beta0 = is_zero(beta);
  if (alpha0 && is_one(beta)) return;
  const long long row0 = static_cast<long long>(blockIdx.x) * kTile;
  const long long col0 = static_cast<long long>(blockIdx.y) * kTile;
  const int tx = threadIdx.x % kTile, ty = threadIdx.x / kTile;
  for (long long bt = blockIdx.z; bt < d.batch; bt += gridDim.z) {
    T acc[4] = {zero<T>(), zero<T>(), zero<T>(), zero<T>()};
    if (!alpha0) {
      const T* A = batch_ptr<const T>(d.a.at, bt);
      const T* B = batch_ptr<const T>(d.b.at, bt);
      for (long long l0 = 0; l0 < ka; l0 += kK) {
        // sx[r][l]: the left factor's row row0 + r; sy[c][l]: the right factor's column.
        for (int e = threadIdx.x; e < kTile * kK; e += kTile * kRows) {
          const int r = e % kTile, l = e / kTile;
          const long long i = row0 + r, ll = l0 + l, j = col0 + r;
          if (right) {
            sx[r][l] = (i < m && ll < ka) ? B[i + ll * d.b.ld] : zero<T>();
            sy[r][l] = (j < n && ll < ka) ? sym_at(A, d.a.ld, lower, herm, ll, j) : zero<T>();
          } else {
            sx[r][l] = (i < m && ll < ka) ? sym_at(A, d.a.ld, lower, herm, i, ll) : zero<T>();
            sy[r][l] = (j < n && ll < ka) ? B[ll + j * d.b.ld] : zero<T>();
          }
        }
        __syncthreads();
#pragma unroll 4
        for (int l = 0; l < kK; ++l) {
          const T x = sx[tx][l];
#pragma unroll
          for (int q = 0; q < 4; ++q) acc[q] = add(acc[q], mul(x, sy[ty + kRows * q][l]));
        }
        __syncthreads();
      }
    }
    T* C = batch_ptr<T>(d.c.at, bt);
    const long long i = row0 + tx;
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const long long j = col0 + ty + kRows * q;
      if (i >= m || j >= n) continue;
      T* c = C + i + j * d.c.ld;
      T v = alpha0 ? zero<T>() : mul(alpha, acc[q]);
      if (!beta0) v = add(v, mul(beta, *c));
      *c = v;
    }
  }
}

template <class T>
__global__ void scalars_kernel(SymDesc d) {
  const T alpha = load_scalar_as<T>(d.alpha, d.real_alpha);
  T* out = reinterpret_cast<T*>(d.work);
  out[0] = alpha;
  out[1] = conj(alpha);
  out[2] = load_scalar_as<T>(d.beta, d.real_beta);
}

template <class T>
int run(const SymDesc& d, hipStream_t s) {
  const unsigned bz = batch_grid(d.batch);
  switch (d.op) {
    case SymOp::RankK: {
      const long long nbe = d.nb < d.n ? d.nb : d.n;
      const long long tpb = (nbe + kTile - 1) / kTile;
      const long long nblk = (d.n + d.nb - 1) / d.nb;
      const long long blocks = nblk * tpb * tpb;
      if (blocks > 0x7fffffffLL) return kInvalidLaunch;
      kern::launch_pdl(rank_k_kernel<T>, dim3(static_cast<unsigned>(blocks), 1, bz), dim3(256), s,
                       d, static_cast<int>(tpb));
      break;
    }
    case SymOp::Expand: {
      const long long tr = (d.rows + kTile - 1) / kTile, tc = (d.cols + kTile - 1) / kTile;
      if (tr > 0x7fffffffLL || tc > 65535) return kInvalidLaunch;
      expand_kernel<T><<<dim3(static_cast<unsigned>(tr), static_cast<unsigned>(tc), bz), 256, 0,
                         s>>>(d);
      break;
    }
    case SymOp::Symm: {
      const long long tm = (d.n + kTile - 1) / kTile, tn = (d.k + kTile - 1) / kTile;
      if (tm > 0x7fffffffLL || tn > 65535) return kInvalidLaunch;
      symm_kernel<T><<<dim3(static_cast<unsigned>(tm), static_cast<unsigned>(tn), bz), 256, 0,
                       s>>>(d);
      break;
    }
    case SymOp::Scalars:
      scalars_kernel<T><<<1, 1, 0, s>>>(d);
      break;
    default:
      return kInvalidLaunch;
  }
  return static_cast<int>(hipGetLastError());
}

int run_real(const SymDesc& d, hipStream_t s);
int run_cplx(const SymDesc& d, hipStream_t s);

}  // namespace sym
}  // namespace oxblas_hip
