// gemm's entry point: checks the descriptor, quick return, then the per-type launcher
// (gemm_[sdczh].cpp). Descriptor constraints checked here: a_type == c_type == compute_type in
// {F32, F64, C32, C64, F16}; trans codes; sizes and leading dimensions; with `partials`, splits >= 2
// and splits == ceil(k / k_chunk) (the layout of gemm_common.h).
#include "gemm_common.h"
#include "gemm_ex.h"  // gemm_ex family: the mixed-precision descriptors

std::int32_t oxblas_hip::launch_gemm(std::int32_t ordinal, const GemmDesc& d,
                                     std::uint64_t stream) {
  using oxblas::launch::Trans;
  // gemm_ex family: f16/bf16 inputs with f32 compute (gemm_ex.cpp).
  if (d.a_type != d.c_type || d.a_type != d.compute_type) return gemm_ex::launch(ordinal, d, stream);
  // hgemm: gemm_ex's tensor-core kernel (same f32 accumulation and split-K layout as the
  // portable f16 kernel of gemm_common.h, which OXBLAS_GEMM_PORTABLE=1 keeps).
  if (d.a_type == DTypeCode::F16 && !gemm::portable_forced())
    return gemm_ex::launch(ordinal, d, stream);
  const bool types_ok = d.a_type == d.c_type && d.a_type == d.compute_type &&
                        (d.a_type == DTypeCode::F32 || d.a_type == DTypeCode::F64 ||
                         d.a_type == DTypeCode::C32 || d.a_type == DTypeCode::C64 ||
                         d.a_type == DTypeCode::F16);
  auto code = [](Trans t) { return t == Trans::N ? 0 : t == Trans::T ? 1 : t == Trans::C ? 2 : -1; };
  const int ta = code(d.trans_a), tb = code(d.trans_b);
  if (!types_ok || ta < 0 || tb < 0 || d.m < 0 || d.n < 0 || d.k < 0 || d.batch < 0)
    return kInvalidLaunch;
  if (d.m == 0 || d.n == 0 || d.batch == 0) return 0;
  if (d.a.ld < (ta == 0 ? d.m : d.k) || d.b.ld < (tb == 0 ? d.k : d.n) || d.c.ld < d.m ||
      d.d.ld < d.m)
    return kInvalidLaunch;
  gemm::Args g{};
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
  g.alpha = d.alpha;
  g.beta = d.beta;
  g.leave_blocks = d.leave_blocks > 0x7fffffffu ? 0x7fffffff : static_cast<int>(d.leave_blocks);
  if (d.partials != 0 && d.k > 0) {
    if (d.splits < 2 || d.k_chunk <= 0 || (d.k + d.k_chunk - 1) / d.k_chunk != d.splits)
      return kInvalidLaunch;
    g.partials = reinterpret_cast<void*>(d.partials);
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
  switch (d.a_type) {
    case DTypeCode::F32: return gemm::gemm_s(g, s);
    case DTypeCode::F64: return gemm::gemm_d(g, s);
    case DTypeCode::C32: return gemm::gemm_c(g, s);
    case DTypeCode::F16: return gemm::gemm_h(g, s);
    default: return gemm::gemm_z(g, s);
  }
}
