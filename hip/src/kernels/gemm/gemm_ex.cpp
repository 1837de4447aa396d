// gemm_ex's launcher and portable kernels (the design: gemm_ex.h).
//
// Portable kernel: a block of 256 threads owns a 64 x 64 tile of D and walks k in steps of 16;
// op(A)'s 64 x 16 slice and op(B)'s 16 x 64 slice are converted to f32 while staged in shared
// memory as As[kk][i], Bs[kk][j] (k-major, padded against bank conflicts of the transposed
// stores); register double buffering (the next slices are loaded into registers while this one
// is multiplied, one barrier per step); thread (tx, ty) keeps a 4 x 4 tile of rows tx + 16 r and
// columns ty + 16 c. Consecutive threads load consecutive stored elements (the slice's rows when
// they are contiguous in memory, its k otherwise), so loads coalesce. Edges are predicated: no
// read or write outside the operands.
#include <cstdlib>
#include <cstring>

#include "gemm_common.h"  // portable_forced: the one OXBLAS_GEMM_PORTABLE switch
#include "gemm_ex.h"

namespace oxblas_hip {
namespace gemm_ex {
namespace {

constexpr int BM = 64, BN = 64, BK = 16, TM = 4, TN = 4;
constexpr int DX = BM / TM, DY = BN / TN, NT = DX * DY;
constexpr int LA = BM * BK / NT, LB = BK * BN / NT;
static_assert(NT == 256 && LA * NT == BM * BK && LB * NT == BK * BN, "tile shape");

// Thread tid's element r of a ROWS x BK slice: (row, k) within the slice. rows_fast: the slice's
// rows are contiguous in memory (consecutive threads take consecutive rows), else its k is.
template <int ROWS>
__device__ inline void slot(int tid, int r, bool rows_fast, int& row, int& kk) {
  const int q = tid + r * NT;
  if (rows_fast) {
    row = q % ROWS;
    kk = q / ROWS;
  } else {
    row = q / BK;
    kk = q % BK;
  }
}

// Load this thread's L elements of the slice: element (row0 + row, k0 + kk) of op(M), which is
// stored at M[row + k*ld] (rows_fast) or M[k + row*ld]; zero past nrows or ke.
template <int IN, int ROWS, int L>
__device__ inline void gather(float (&reg)[L], const unsigned short* M, long long ld, bool rows_fast,
                              int tid, long long row0, long long nrows, long long k0,
                              long long ke) {
#pragma unroll
  for (int r = 0; r < L; ++r) {
    int row, kk;
    slot<ROWS>(tid, r, rows_fast, row, kk);
    const long long gi = row0 + row, gk = k0 + kk;
    float v = 0.0f;
    if (gi < nrows && gk < ke) v = to_f32<IN>(rows_fast ? M[gi + gk * ld] : M[gk + gi * ld]);
    reg[r] = v;
  }
}

template <int IN>
__global__ void __launch_bounds__(NT) portable_kernel(Args g) {
  __shared__ float As[2][BK][BM + 1];
  __shared__ float Bs[2][BK][BN + 1];

  kern::pdl_wait();
  const float alpha = load_scalar(g.alpha, g.scalars_f16), beta = load_scalar(g.beta, g.scalars_f16);
  const bool beta0 = beta == 0.0f;
  const bool skip = alpha == 0.0f || g.k == 0;
  if (g.partials != nullptr && skip) return;  // the combine pass writes beta * C alone

  const int tid = threadIdx.x, tx = tid % DX, ty = tid / DX;
  const long long tiles_n = (g.n + BN - 1) / BN;
  const long long row0 = static_cast<long long>(blockIdx.x) * BM;
  const long long zc = g.batch * g.splits;
  const bool a_rows = g.ta == 0, b_rows = g.tb != 0;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const long long bi = z / g.splits;
    const int s = static_cast<int>(z % g.splits);
    const long long kb = s * g.k_chunk;
    const long long ke = (g.k < kb + g.k_chunk) ? g.k : kb + g.k_chunk;
    const unsigned short* A = skip ? nullptr : input_ptr(g.a, bi);
    const unsigned short* B = skip ? nullptr : input_ptr(g.b, bi);

    for (long long tn = blockIdx.y; tn < tiles_n; tn += gridDim.y) {
      const long long col0 = tn * BN;
      float acc[TM][TN];
#pragma unroll
      for (int r = 0; r < TM; ++r)
#pragma unroll
        for (int c = 0; c < TN; ++c) acc[r][c] = 0.0f;

      if (!skip) {
        float ra[LA], rb[LB];
        auto gload = [&](long long k0) {
          gather<IN, BM>(ra, A, g.lda, a_rows, tid, row0, g.m, k0, ke);
          gather<IN, BN>(rb, B, g.ldb, b_rows, tid, col0, g.n, k0, ke);
        };
        auto sstore = [&](int st) {
#pragma unroll
          for (int r = 0; r < LA; ++r) {
            int row, kk;
            slot<BM>(tid, r, a_rows, row, kk);
            As[st][kk][row] = ra[r];
          }
#pragma unroll
          for (int r = 0; r < LB; ++r) {
            int row, kk;
            slot<BN>(tid, r, b_rows, row, kk);
            Bs[st][kk][row] = rb[r];
          }
        };

        gload(kb);
        sstore(0);
        __syncthreads();
        int st = 0;
        for (long long k0 = kb; k0 < ke; k0 += BK) {
          const bool more = k0 + BK < ke;
          if (more) gload(k0 + BK);
#pragma unroll
          for (int kk = 0; kk < BK; ++kk) {
            float av[TM], bv[TN];
#pragma unroll
            for (int r = 0; r < TM; ++r) av[r] = As[st][kk][tx + r * DX];
#pragma unroll
            for (int c = 0; c < TN; ++c) bv[c] = Bs[st][kk][ty + c * DY];
#pragma unroll
            for (int r = 0; r < TM; ++r)
#pragma unroll
              for (int c = 0; c < TN; ++c) acc[r][c] = fmaf(av[r], bv[c], acc[r][c]);
          }
          // The other buffer was last read in the previous step, before its closing barrier.
          if (more) sstore(st ^ 1);
          __syncthreads();
          st ^= 1;
        }
      }

      const Epilogue out(g, bi, s, alpha, beta, beta0, skip);
#pragma unroll
      for (int c = 0; c < TN; ++c)
        put_group<TM, TM>(
            out, [&](int r) { return At{row0 + tx + r * DX, col0 + ty + c * DY}; },
            [&](int r) { return acc[r][c]; });
    }
  }
}

int run_portable(const Args& g, int in, hipStream_t s) {
  const long long tm = (g.m + BM - 1) / BM, tn = (g.n + BN - 1) / BN;
  if (tm > 0x7fffffffLL) return kInvalidLaunch;
  const long long zc = g.batch * g.splits;
  const dim3 grid(static_cast<unsigned>(tm), static_cast<unsigned>(tn < 65535 ? tn : 65535),
                  static_cast<unsigned>(zc < 65535 ? zc : 65535));
  if (in == kInF16) {
    portable_kernel<kInF16><<<grid, NT, 0, s>>>(g);
  } else {
    portable_kernel<kInBF16><<<grid, NT, 0, s>>>(g);
  }
  return combine(g, s);
}

}  // namespace

// g without partials (so the Epilogue addresses D and C); the partials are P.
__global__ void __launch_bounds__(256) combine_kernel(Args g, const float* P0) {
  kern::pdl_wait();
  const float alpha = load_scalar(g.alpha, g.scalars_f16), beta = load_scalar(g.beta, g.scalars_f16);
  const bool alpha0 = alpha == 0.0f, beta0 = beta == 0.0f;
  const long long mn = g.m * g.n;
  for (long long b = blockIdx.y; b < g.batch; b += gridDim.y) {
    const Epilogue out(g, b, 0, alpha, beta, beta0, alpha0);
    const float* P = P0 + b * g.splits * mn;
    for (long long e = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; e < mn;
         e += static_cast<long long>(gridDim.x) * blockDim.x) {
      float sum = 0.0f;
      if (!alpha0)
        for (int sp = 0; sp < g.splits; ++sp) sum += P[sp * mn + e];
      const long long i = e % g.m, j = e / g.m;
      out.put(i, j, sum, out.c_term(i, j));
    }
  }
}

int combine(const Args& g, hipStream_t s) {
  if (g.partials == nullptr) return static_cast<int>(hipGetLastError());
  if (hipError_t e = hipGetLastError()) return static_cast<int>(e);
  Args c = g;
  c.partials = nullptr;
  const long long mn = g.m * g.n;
  const long long blocks = (mn + 255) / 256;
  const dim3 cgrid(static_cast<unsigned>(blocks < 4096 ? blocks : 4096),
                   static_cast<unsigned>(g.batch < 65535 ? g.batch : 65535));
  combine_kernel<<<cgrid, 256, 0, s>>>(c, g.partials);
  return static_cast<int>(hipGetLastError());
}

std::int32_t launch(std::int32_t ordinal, const GemmDesc& d, std::uint64_t stream) {
  using oxblas::launch::Trans;
  const bool in16 = d.a_type == DTypeCode::F16 || d.a_type == DTypeCode::BF16;
  // hgemm (f16 everywhere) runs here too, on the tensor cores: f32 accumulation rounded once
  // to f16, as gemm's portable f16 kernel computes; only its scalars stay f16 in memory.
  const bool hgemm = d.a_type == DTypeCode::F16 && d.c_type == DTypeCode::F16 &&
                     d.compute_type == DTypeCode::F16;
  const bool types_ok = in16 &&
                        ((d.compute_type == DTypeCode::F32 &&
                          (d.c_type == d.a_type || d.c_type == DTypeCode::F32)) ||
                         hgemm);
  auto code = [](Trans t) { return t == Trans::N ? 0 : t == Trans::T ? 1 : t == Trans::C ? 2 : -1; };
  const int ta = code(d.trans_a), tb = code(d.trans_b);
  if (!types_ok || ta < 0 || tb < 0 || d.m < 0 || d.n < 0 || d.k < 0 || d.batch < 0)
    return kInvalidLaunch;
  if (d.m == 0 || d.n == 0 || d.batch == 0) return 0;
  if (d.a.ld < (ta == 0 ? d.m : d.k) || d.b.ld < (tb == 0 ? d.k : d.n) || d.c.ld < d.m ||
      d.d.ld < d.m)
    return kInvalidLaunch;
  Args g{};
  g.a = d.a.at;
  g.b = d.b.at;
  g.c = d.c.at;
  g.d = d.d.at;
  g.lda = d.a.ld;
  g.ldb = d.b.ld;
  g.ldc = d.c.ld;
  g.ldd = d.d.ld;
  g.m = d.m;
  g.n = d.n;
  g.k = d.k;
  g.batch = d.batch;
  g.ta = ta;
  g.tb = tb;
  g.out = d.c_type == DTypeCode::F32 ? kOutF32 : d.c_type == DTypeCode::F16 ? kOutF16 : kOutBF16;
  g.alpha = d.alpha;
  g.beta = d.beta;
  g.scalars_f16 = hgemm;
  if (d.partials != 0 && d.k > 0) {
    if (d.splits < 2 || d.k_chunk <= 0 || (d.k + d.k_chunk - 1) / d.k_chunk != d.splits)
      return kInvalidLaunch;
    g.partials = reinterpret_cast<float*>(d.partials);
    g.k_chunk = d.k_chunk;
    g.splits = static_cast<int>(d.splits);
  } else {
    g.partials = nullptr;
    g.k_chunk = d.k;
    g.splits = 1;
  }
  if (int e = use_device(ordinal)) return e;
  hipStream_t s = reinterpret_cast<hipStream_t>(stream);
  (void)hipGetLastError();  // a stale error of an earlier call is not ours
  const int in = d.a_type == DTypeCode::F16 ? kInF16 : kInBF16;
  if (!gemm::portable_forced()) {
#if defined(OXBLAS_HIP_SM90A)
    static const bool mma_forced = [] {
      const char* v = std::getenv("OXBLAS_GEMM_EX_KERNEL");
      return v != nullptr && std::strcmp(v, "mma") == 0;
    }();
    if (!mma_forced) {
      const int w = in == kInF16 ? run_wgmma_f16(g, s) : run_wgmma_bf16(g, s);
      if (w != kInvalidLaunch) return w;
    }
#endif
    const int r = in == kInF16 ? run_hmma_f16(g, s) : run_hmma_bf16(g, s);
    if (r != kInvalidLaunch) return r;
  }
  return run_portable(g, in, s);
}

}  // namespace gemm_ex
}  // namespace oxblas_hip
