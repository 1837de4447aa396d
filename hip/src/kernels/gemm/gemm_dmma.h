// dgemm on the FP64 tensor cores of sm_80+ (the H200's sm_90): mma.sync m8n8k4 (DMMA), beside the
// portable kernel of gemm_common.h (which AMD and OXBLAS_GEMM_PORTABLE=1 use).
//
// Block: 64x64 tile of D, BK = 16, 128 threads = 4 warps in a 2x2 grid, each warp a 32x32 tile =
// 4x4 DMMA atoms (32 doubles of accumulator per thread). op(A)'s 64x16 slice is staged k-major
// (As[kk][i]) and op(B)'s 16x64 slice n-major (Bs[j][kk]) so that both fragment loads of an atom
// are conflict-free 256-byte reads; transposition and conjugation (a no-op for reals) happen in
// the global -> shared load as in the portable kernel, and the same register double buffering
// (load the next slice while the tensor cores work on this one, one barrier per step) is used.
// Fragments (PTX ISA, m8n8k4 .f64): lane l, g = l / 4, t = l % 4: A(row g, k t), B(k t, col g),
// C/D(row g, cols 2t and 2t + 1).
// Edges, split-K partials, alpha/beta and the beta = 0 / alpha = 0 contracts: as the portable
// kernel (Out<double>, combine<double>).
#pragma once

#include "gemm_common.h"

namespace oxblas_hip {
namespace gemm {
namespace dmma {

constexpr int BM = 64, BN = 64, BK = 16, NT = 128;
constexpr int PA = 4, PB = 4;  // shared padding (doubles), see the header comment
constexpr int LA = BM * BK / NT, LB = BK * BN / NT;

__device__ inline void mma(double (&d)[2], double a, double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};\n"
               : "+d"(d[0]), "+d"(d[1])
               : "d"(a), "d"(b));
#else
  (void)d; (void)a; (void)b;
  __trap();
#endif
}

__global__ void __launch_bounds__(NT) kernel(Args g) {
  __shared__ double As[2][BK][BM + PA];
  __shared__ double Bs[2][BN][BK + PB];

  kern::pdl_wait();
  const double alpha = l2::load_scalar<double>(g.alpha), beta = l2::load_scalar<double>(g.beta);
  const bool beta0 = beta == 0.0;
  const bool skip = alpha == 0.0 || g.k == 0;
  if (g.partials != nullptr && skip) return;

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int lg = lane / 4, lt = lane % 4;
  const int wm0 = (warp % 2) * 32, wn0 = (warp / 2) * 32;
  const long long tiles_n = (g.n + BN - 1) / BN;
  const long long row0 = static_cast<long long>(blockIdx.x) * BM;
  const long long zc = g.batch * g.splits;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const double* A = skip ? nullptr : l2::batch_ptr<const double>(g.a, bi);
    const double* B = skip ? nullptr : l2::batch_ptr<const double>(g.b, bi);

    for (long long tn = blockIdx.y; tn < tiles_n; tn += gridDim.y) {
      const long long col0 = tn * BN;
      double acc[4][4][2];
#pragma unroll
      for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni) acc[mi][ni][0] = acc[mi][ni][1] = 0.0;

      if (!skip) {
        double ra[LA], rb[LB];
        const Walk wa = make_walk<BM, BK, NT>(tid, g.ta == 0, g.lda);
        const Walk wb = make_walk<BN, BK, NT>(tid, g.tb != 0, g.ldb);
        auto gload = [&](long long k0) {
          gather(ra, A, wa, row0, g.m, k0, ke, false);
          gather(rb, B, wb, col0, g.n, k0, ke, false);
        };
        auto sstore = [&](int st) {
#pragma unroll
          for (int r = 0; r < LA; ++r) As[st][wa.k0 + r * wa.dk][wa.r0 + r * wa.dr] = ra[r];
#pragma unroll
          for (int r = 0; r < LB; ++r) Bs[st][wb.r0 + r * wb.dr][wb.k0 + r * wb.dk] = rb[r];
        };

        gload(kb);
        sstore(0);
        __syncthreads();
        int st = 0;
        for (long long k0 = kb; k0 < ke; k0 += BK) {
          const bool more = k0 + BK < ke;
          if (more) gload(k0 + BK);
#pragma unroll
          for (int k4 = 0; k4 < BK; k4 += 4) {
            double a[4], b[4];
#pragma unroll
            for (int mi = 0; mi < 4; ++mi) a[mi] = As[st][k4 + lt][wm0 + mi * 8 + lg];
#pragma unroll
            for (int ni = 0; ni < 4; ++ni) b[ni] = Bs[st][wn0 + ni * 8 + lg][k4 + lt];
#pragma unroll
            for (int mi = 0; mi < 4; ++mi)
#pragma unroll
              for (int ni = 0; ni < 4; ++ni) mma(acc[mi][ni], a[mi], b[ni]);
          }
          if (more) sstore(st ^ 1);
          __syncthreads();
          st ^= 1;
        }
      }

      Out<double> out(g, bi, s, alpha, beta, beta0, skip);
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int v = 0; v < 2; ++v)
#pragma unroll
          for (int mi = 0; mi < 4; ++mi)
            out.put(row0 + wm0 + mi * 8 + lg, col0 + wn0 + ni * 8 + 2 * lt + v, acc[mi][ni][v]);
    }
  }
}

inline int run(const Args& g, hipStream_t s) {
  const long long tm = (g.m + BM - 1) / BM, tn = (g.n + BN - 1) / BN;
  if (tm > 0x7fffffffLL) return kInvalidLaunch;
  const long long zc = g.batch * g.splits;
  const dim3 grid(static_cast<unsigned>(tm), static_cast<unsigned>(tn < 65535 ? tn : 65535),
                  static_cast<unsigned>(zc < 65535 ? zc : 65535));
  kernel<<<grid, NT, 0, s>>>(g);
  return combine<double>(g, s);
}

}  // namespace dmma
}  // namespace gemm
}  // namespace oxblas_hip
