// gemm_ex's mixed-precision kernels: D = alpha * op_a(A) * op_b(B) + beta * C with A and B in
// f16 or bf16, the computation (alpha, beta, accumulators, split-K partials) in f32, and C, D in
// the input type or f32 (the descriptor's c_type). The other gemm_ex combinations are gemm's
// descriptors and kernels (gemm.cpp).
//
// Three kernels, picked by gemm_ex.cpp's launcher:
//   * the portable one (gemm_ex.cpp): every vendor; f16/bf16 converted exactly to f32 while
//     staged in shared memory, f32 FMAs;
//   * on NVIDIA sm_80+ the tensor-core one (gemm_hmma.h, instantiated in gemm_ex_hmma_[hb].cpp):
//     mma.sync m16n8k16 with f32 accumulation;
//   * on the H100/H200 (compute capability 9.0) the warpgroup one (sm90a/gemm_wgmma.h):
//     wgmma.mma_async m64nNk16 reading both operands from shared memory, f32 accumulation.
// OXBLAS_GEMM_PORTABLE=1 selects the portable kernel (for comparisons), as for dgemm;
// OXBLAS_GEMM_EX_KERNEL=mma skips the warpgroup kernel (to time mma.sync on an H100/H200).
// All: one template per input type (the output type is a runtime switch in the epilogue, the
// transposes are runtime in the portable kernel and a template choice in the tensor-core ones).
//
// Split-K (partials != null): z of the grid enumerates (batch, split); split s sums k in
// [s*k_chunk, min(k, (s+1)*k_chunk)) into the f32 block (b*splits + s) (column-major, ld = m), then
// combine_kernel sums the splits in order and applies alpha and beta: the layout of
// rust/backend/host/gemm_ex.rs.
//
// Contract: beta == 0 never reads C; alpha == 0 or k == 0 reads neither A nor B (nor partials)
// and writes beta * C; only the m x n block of D is written.
#pragma once

#include <cstdint>

#include "../level2/level2_common.h"
#include "epilogue.h"

namespace oxblas_hip {
namespace gemm_ex {

using gemm::At;
using gemm::put_group;
using oxblas::launch::GemmDesc;
using oxblas::launch::Operand;
using oxblas::launch::Scalar;

// Output (C, D) element types.
enum OutType : int { kOutF32 = 0, kOutF16 = 1, kOutBF16 = 2 };
// Input (A, B) element types: the template argument of the kernels.
constexpr int kInF16 = 0, kInBF16 = 1;

// The kernels' arguments, decoded once on the host from the descriptor.
struct Args {
  Operand a, b, c, d;
  long long lda, ldb, ldc, ldd;
  long long m, n, k, batch;
  int ta, tb;  // 0 = N, 1 = T, 2 = C (= T: the types are real)
  int out;     // OutType of C and D
  Scalar alpha, beta;
  bool scalars_f16;   // alpha and beta given by address are f16 (hgemm), else f32
  float* partials;    // split-K workspace; null: one pass with the epilogue into D
  long long k_chunk;  // k per split (k itself without partials)
  int splits;         // 1 without partials
};

// ---------------------------------------------------------------- 16-bit conversions

// An f16 or bf16 bit pattern as f32: exact. NVIDIA: the conversion instruction; elsewhere
// integer arithmetic (independent of the f32 denormal mode).
template <int IN>
__device__ inline float to_f32(unsigned short bits) {
  if constexpr (IN == kInBF16) {
    return __uint_as_float(static_cast<unsigned>(bits) << 16);
  } else {
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__)
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(bits));
    return f;
#else
    const unsigned sign = (bits & 0x8000u) << 16, e = (bits >> 10) & 0x1fu, m = bits & 0x3ffu;
    if (e == 0) {
      const float f = static_cast<float>(m) * 5.9604644775390625e-8f;  // m * 2^-24, exact
      return sign ? -f : f;
    }
    if (e == 0x1f) return __uint_as_float(sign | 0x7f800000u | (m << 13));
    return __uint_as_float(sign | ((e + 112u) << 23) | (m << 13));
#endif
  }
}

// f32 rounded to the nearest f16 / bf16, ties to even. Portable: through f64 (exact), then one
// rounding in integer arithmetic (kern::f64_to_narrow, ~25 instructions). NVIDIA sm_80+: the
// conversion instruction, which rounds the same way (the f64 step is exact, so there is no double
// rounding) but not NaNs: those get f64_to_narrow's answer (the sign, the quiet bit, no payload),
// so both give the same bits for every input. The epilogue converts every element of D: on an
// H200 the integer version cost hgemm 8192 about a quarter of its time.
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define OXBLAS_GEMM_EX_CVT 1
#endif
__device__ inline unsigned short f32_to_f16(float v) {
#if defined(OXBLAS_GEMM_EX_CVT)
  if (v != v) return static_cast<unsigned short>(((__float_as_uint(v) >> 16) & 0x8000u) | 0x7e00u);
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));
  return h;
#else
  return kern::f64_to_narrow<5, 10>(static_cast<double>(v));
#endif
}
__device__ inline unsigned short f32_to_bf16(float v) {
#if defined(OXBLAS_GEMM_EX_CVT)
  if (v != v) return static_cast<unsigned short>(((__float_as_uint(v) >> 16) & 0x8000u) | 0x7fc0u);
  unsigned short h;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(v));
  return h;
#else
  return kern::f64_to_narrow<8, 7>(static_cast<double>(v));
#endif
}

// alpha or beta: by value (carried in f64) or one f32 (hgemm: f16) in device memory.
__device__ inline float load_scalar(const Scalar& s, bool f16) {
  if (s.addr == 0) return static_cast<float>(s.re);
  if (f16) return to_f32<kInF16>(*reinterpret_cast<const unsigned short*>(s.addr));
  return *reinterpret_cast<const float*>(s.addr);
}

__device__ inline float load_out(const void* p, long long i, int out) {
  if (out == kOutF32) return static_cast<const float*>(p)[i];
  const unsigned short b = static_cast<const unsigned short*>(p)[i];
  return out == kOutF16 ? to_f32<kInF16>(b) : to_f32<kInBF16>(b);
}

__device__ inline void store_out(void* p, long long i, int out, float v) {
  if (out == kOutF32) {
    static_cast<float*>(p)[i] = v;
  } else {
    static_cast<unsigned short*>(p)[i] = out == kOutF16 ? f32_to_f16(v) : f32_to_bf16(v);
  }
}

// Where a finished element goes: the split's f32 workspace block (raw sum), or
// D = alpha * acc + beta * C (C read only when beta != 0), rounded once to the output type.
// Elements past m or n are dropped.
struct Epilogue {
  const Args& g;
  float* P;
  void* D;
  const void* C;
  float alpha, beta;
  bool beta0, skip;
  __device__ Epilogue(const Args& g_, long long bi, int s, float alpha_, float beta_, bool beta0_,
                      bool skip_)
      : g(g_), alpha(alpha_), beta(beta_), beta0(beta0_), skip(skip_) {
    if (g.partials != nullptr) {
      P = g.partials + (bi * g.splits + s) * (g.m * g.n);
      D = nullptr;
      C = nullptr;
    } else {
      P = nullptr;
      const int es = g.out == kOutF32 ? 4 : 2;
      // The output type is a runtime value: batch offsets in bytes.
      D = g.d.is_array ? reinterpret_cast<void* const*>(g.d.addr)[bi]
                       : reinterpret_cast<unsigned char*>(g.d.addr) + bi * g.d.stride * es;
      C = beta0 ? nullptr
                : (g.c.is_array ? reinterpret_cast<const void* const*>(g.c.addr)[bi]
                                : reinterpret_cast<const unsigned char*>(g.c.addr) +
                                      bi * g.c.stride * es);
    }
  }
  // beta·C at (gi, gj); zero where C is not read (gemm::put_group says why it is apart).
  __device__ float c_term(long long gi, long long gj) const {
    if (C == nullptr || gi >= g.m || gj >= g.n) return 0.0f;
    return beta * load_out(C, gi + gj * g.ldc, g.out);
  }
  __device__ void put(long long gi, long long gj, float acc, float cterm) const {
    if (gi >= g.m || gj >= g.n) return;
    if (P != nullptr) {
      P[gi + gj * g.m] = acc;
      return;
    }
    const float v = skip ? 0.0f : alpha * acc;
    store_out(D, gi + gj * g.ldd, g.out, v + cterm);
  }
};

// Batch bi of a 16-bit input operand.
__device__ inline const unsigned short* input_ptr(const Operand& o, long long bi) {
  return l2::batch_ptr<const unsigned short>(o, bi);
}

// D = alpha * sum_s P[b][s] + beta * C, the splits summed in order (split-K's second pass); g
// without partials, P the partials.
__global__ void __launch_bounds__(256) combine_kernel(Args g, const float* P);

// Enqueue the split-K combine pass when there are partials (else just the launch status).
int combine(const Args& g, hipStream_t s);

// The tensor-core kernels (gemm_hmma.h; one compile unit per input type, gemm_ex_hmma_[hb].cpp).
// kInvalidLaunch where there is no such kernel (AMD, a GPU below sm_80): the caller then runs
// the portable one.
int run_hmma_f16(const Args& g, hipStream_t s);
int run_hmma_bf16(const Args& g, hipStream_t s);
// The wgmma kernels (sm90a/gemm_wgmma.h, built for sm_90a only: defined where the build has them,
// OXBLAS_HIP_SM90A): kInvalidLaunch unless the device has compute capability 9.0.
int run_wgmma_f16(const Args& g, hipStream_t s);
int run_wgmma_bf16(const Args& g, hipStream_t s);

// The launcher (gemm_ex.cpp), called by oxblas_hip::launch_gemm for mixed descriptors.
std::int32_t launch(std::int32_t ordinal, const GemmDesc& d, std::uint64_t stream);

}  // namespace gemm_ex
}  // namespace oxblas_hip
