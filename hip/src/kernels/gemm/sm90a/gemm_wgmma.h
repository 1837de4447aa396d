// gemm_ex on the H100/H200 (sm_90a): warpgroup MMA (wgmma.mma_async) reading both operands
// straight from shared memory, beside the mma.sync kernel of gemm_hmma.h (every sm_80+ GPU) and
// the portable kernel of gemm_ex.cpp (AMD, OXBLAS_GEMM_PORTABLE=1). wgmma exists only in the
// architecture-specific sm_90a target, so this header is compiled by the units of sm90a/, which
// CMake builds for sm_90a alone; gemm_ex.cpp calls them on a compute-capability-9.0 device and
// falls back to gemm_hmma.h elsewhere (or with OXBLAS_GEMM_EX_KERNEL=mma). The contract (types,
// split-K partials, epilogue) is gemm_ex.h's.
//
// ---- Tiles
// Block: 128 x BN tile of D (BN = 256, or 128 when the call has fewer than two waves of wide
// tiles), BK = 64, 256 threads = two warpgroups; warpgroup w owns rows 64w .. 64w + 63 of the tile
// and issues one m64nBNk16 wgmma per k16 step (4 per slice), its BN / 2 f32 accumulators per
// thread in registers. The tile order is gemm_tc.h's (groups of 8 tile rows); z enumerates
// (batch, split).
//
// ---- Shared memory (STAGES = 4 stages: A slice then B slice, 16-bit elements, 1024-byte aligned)
// wgmma's 128-byte-swizzled canonical layouts, one per way an operand lies in global memory, so
// that global -> shared copies stay 16-byte chunks of contiguous memory (cp.async):
//   KC ("K-major": A transposed, B not transposed): R rows (m or n) of 64 k = 128 bytes each;
//      16-byte chunk c (k / 8) of row r at r*64 + 8*(c ^ (r & 7)). Eight rows make a 1024-byte
//      swizzle atom; the descriptor's stride (SBO) is 1024 between atoms along m/n, and a k16
//      step advances the start address by 32 bytes inside the atom.
//   MC ("MN-major": A not transposed, B transposed): atoms of 64 m/n (128 bytes) by 8 k, each
//      64-wide column block holding all 64 k of the slice: chunk c (m/n / 8) of k row k at
//      (c / 8)*4096 + k*64 + 8*((c % 8) ^ (k & 7)). SBO (next 8 k) = 1024, LBO (next 64 m/n) =
//      8192; a k16 step advances 2048 bytes.
// The swizzle (16-byte chunk ^ row within the atom) is the hardware's, on address bits 4-6 and
// 7-9: hence the 1024-byte alignment of every stage.
//
// ---- Pipeline
// All 256 threads copy (cp.async.cg, 16 bytes; edges and unaligned operands gathered by
// gemm_tc.h) and both warpgroups multiply. Slices 0 .. STAGES-3 are prefetched; iteration t
// waits for its slice (cp.async.wait_group STAGES-3), makes the copies visible to the tensor
// cores' async proxy (fence.proxy.async), syncs the block, issues slice t + STAGES - 2 into the
// stage slice t - 2 used, issues slice t's four wgmma as one group and waits until at most that
// group is pending (wgmma.wait_group 1): the multiply of slice t overlaps the barrier and copies
// of slice t + 1, and slice t - 2's stage is free at the next barrier.
//
// ---- Accumulators (PTX ISA, wgmma .m64nNk16, f32 D; thread = 32*warp + lane of the warpgroup,
// g = lane / 4, t = lane % 4): d[4j + v] is row 16*warp + g + 8*(v / 2), column 8j + 2t + v % 2.
#pragma once

#include "../gemm_tc.h"

namespace oxblas_hip {
namespace gemm_ex {
namespace wgmma {

constexpr int BM = 128, BK = 64, NT = 256, STAGES = 4;

template <int BN>
struct Cfg {
  static constexpr int ACC = BN / 2;                 // f32 accumulators per thread
  static constexpr int SLICE_A = BM * BK;            // elements of the A slice of a stage
  static constexpr int STAGE = SLICE_A + BN * BK;    // A slice, then B slice
  static constexpr int SMEM_BYTES = STAGES * STAGE * 2 + 1024;  // + alignment slack
  static_assert(BN == 128 || BN == 256, "block width");
};

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define OXWG_OK 1
#endif

// The shared-memory layout (gemm_tc.h's policy): element offset of chunk c of row r (KC) / of k
// row k (MC, any width); see the header comment.
struct Smem {
  static constexpr int BK = wgmma::BK;
  __host__ __device__ static constexpr int kc(int r, int c) { return r * BK + ((c ^ (r & 7)) << 3); }
  template <int ROWS>
  __host__ __device__ static constexpr int mc(int k, int c) {
    return (c >> 3) * (64 * BK) + k * 64 + (((c & 7) ^ (k & 7)) << 3);
  }
};

using tc::cp_async16;
using tc::cp_commit;
using tc::cp_wait;
using tc::smem_addr;

// Shared-memory matrix descriptor: start address, LBO, SBO (bytes), 128-byte swizzle.
__device__ inline unsigned long long descriptor(unsigned addr, unsigned lbo, unsigned sbo) {
  return static_cast<unsigned long long>((addr & 0x3ffffu) >> 4) |
         (static_cast<unsigned long long>(lbo >> 4) << 16) |
         (static_cast<unsigned long long>(sbo >> 4) << 32) | (1ull << 62);
}

__device__ inline void fence_async_shared() {
#if defined(OXWG_OK)
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
}
__device__ inline void wg_arrive() {
#if defined(OXWG_OK)
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
__device__ inline void wg_commit() {
#if defined(OXWG_OK)
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
template <int N>
__device__ inline void wg_wait() {
#if defined(OXWG_OK)
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
#endif
}
// Keeps the compiler from moving accumulator reads or writes across the asynchronous MMA.
template <int ACC>
__device__ inline void fence_acc(float (&d)[ACC]) {
#pragma unroll
  for (int i = 0; i < ACC; ++i) asm volatile("" : "+f"(d[i])::"memory");
}

// asm needs literal operand numbers: the accumulator lists of m64n128 (64) and m64n256 (128).
#define OXWG_D64 \
  "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
  "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
  "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
  "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
#define OXWG_C64 \
  "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
  "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
  "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
  "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), \
  "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), \
  "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), \
  "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
  "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
#define OXWG_D128 \
  "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
  "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
  "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
  "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, " \
  "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, " \
  "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, " \
  "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, " \
  "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127"
#define OXWG_C128 \
  "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
  "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
  "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
  "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), \
  "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), \
  "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), \
  "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
  "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), \
  "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), \
  "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), \
  "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), \
  "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), \
  "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), \
  "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), \
  "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), \
  "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
// One wgmma of shape m64n<N>k16 with accumulator list REGS / constraints CONS; DA .. TRB: the
// operand numbers after the N / 2 accumulators.
#define OXWG_MMA(N, TY, REGS, CONS, DA, DB, SD, TRA, TRB)                                    \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, " SD ", 0;\n"                               \
               "wgmma.mma_async.sync.aligned.m64n" #N "k16.f32." TY "." TY " {" REGS "}, " DA \
               ", " DB ", p, 1, 1, " TRA ", " TRB ";\n}\n"                                    \
               : CONS                                                                        \
               : "l"(da), "l"(db), "r"(1), "n"(TA), "n"(TB))
#define OXWG_MMA256(TY) \
  OXWG_MMA(256, TY, OXWG_D128, OXWG_C128, "%128", "%129", "%130", "%131", "%132")
#define OXWG_MMA128(TY) OXWG_MMA(128, TY, OXWG_D64, OXWG_C64, "%64", "%65", "%66", "%67", "%68")

// D(64 x BN) += A(64 x 16) * B(16 x BN) for the warpgroup, operands by descriptor; TA / TB: the
// operand is MN-major (1) or K-major (0).
template <int IN, int BN, int TA, int TB>
__device__ inline void mma(float (&d)[BN / 2], unsigned long long da, unsigned long long db) {
#if defined(OXWG_OK)
  if constexpr (BN == 256) {
    if constexpr (IN == kInF16) OXWG_MMA256("f16");
    else OXWG_MMA256("bf16");
  } else {
    if constexpr (IN == kInF16) OXWG_MMA128("f16");
    else OXWG_MMA128("bf16");
  }
#else
  (void)d; (void)da; (void)db;
  __trap();
#endif
}

#undef OXWG_MMA
#undef OXWG_MMA256
#undef OXWG_MMA128

// AKC: A is stored transposed (op(A)'s rows have k contiguous: K-major); BKC: B is not
// transposed (K-major).
template <int IN, bool AKC, bool BKC, int BN>
__global__ void __launch_bounds__(NT, 1) kernel(Args g) {
  using C = Cfg<BN>;
  constexpr int ACC = C::ACC;
  extern __shared__ __align__(1024) unsigned short smem_raw[];
  // Every stage 1024-byte aligned (the swizzle is on absolute address bits).
  unsigned short* smem = reinterpret_cast<unsigned short*>(
      (reinterpret_cast<std::uintptr_t>(smem_raw) + 1023) & ~static_cast<std::uintptr_t>(1023));

  kern::pdl_wait();
  const float alpha = load_scalar(g.alpha, g.scalars_f16), beta = load_scalar(g.beta, g.scalars_f16);
  const bool beta0 = beta == 0.0f;
  const bool skip = alpha == 0.0f || g.k == 0;
  if (g.partials != nullptr && skip) return;  // the combine pass writes beta * C alone

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wg = warp >> 2, wq = warp & 3;  // warpgroup, warp within it
  long long row0, col0;
  tc::tile_origin<BM, BN>(g, blockIdx.x, row0, col0);
  const long long zc = g.batch * g.splits;

  // Descriptor pieces: this warpgroup's 64 rows of the A slice, and the B slice.
  const unsigned base = smem_addr(smem);
  const unsigned a_off = 2u * static_cast<unsigned>(wg * 64 * BK);  // both layouts: 64 rows = 8 KiB
  constexpr unsigned KSTEP_A = AKC ? 32u : 2048u, KSTEP_B = BKC ? 32u : 2048u;
  constexpr unsigned LBO_A = AKC ? 0u : 8192u, LBO_B = BKC ? 0u : 8192u;
  constexpr int TA = AKC ? 0 : 1, TB = BKC ? 0 : 1;

  for (long long z = blockIdx.z; z < zc; z += gridDim.z) {
    const tc::Layer ly(g, z);

    float acc[ACC];
#pragma unroll
    for (int i = 0; i < ACC; ++i) acc[i] = 0.0f;

    if (!skip) {
      const tc::Operands<Smem, AKC, BKC, BM, BN, NT> ops(g, ly.bi, row0, col0, ly.kb, ly.ke, tid);
      const int ktiles = ops.ktiles;
      auto load = [&](int t, int st) { ops.load(smem + st * C::STAGE, C::SLICE_A, t, tid); };
      // Slices in flight ahead of the one multiplied: one stage is read by the multiply, one may
      // still be read by the previous slice's wgmma group (waiting for that group instead, to
      // prefetch STAGES - 1, was 15% slower on an H100: the tensor cores idle at each barrier).
      constexpr int AHEAD = STAGES - 2;
#pragma unroll
      for (int st = 0; st < AHEAD; ++st) {
        if (st < ktiles) load(st, st);
        cp_commit();
      }
      for (int t = 0; t < ktiles; ++t) {
        cp_wait<AHEAD - 1>();
        fence_async_shared();
        __syncthreads();
        const int nt = t + AHEAD;
        if (nt < ktiles) load(nt, nt % STAGES);
        cp_commit();
        const unsigned st = base + 2u * static_cast<unsigned>((t % STAGES) * C::STAGE);
        const unsigned sa = st + a_off, sb = st + 2u * C::SLICE_A;
        fence_acc(acc);
        wg_arrive();
#pragma unroll
        for (int kk = 0; kk < BK / 16; ++kk) {
          mma<IN, BN, TA, TB>(acc, descriptor(sa + kk * KSTEP_A, LBO_A, 1024u),
                              descriptor(sb + kk * KSTEP_B, LBO_B, 1024u));
        }
        wg_commit();
        fence_acc(acc);
        wg_wait<1>();
      }
      wg_wait<0>();
      fence_acc(acc);
      cp_wait<0>();
      __syncthreads();  // the next batch entry's copies reuse the stages
    }

    const Epilogue out(g, ly.bi, ly.s, alpha, beta, beta0, skip);
    const int lg = lane >> 2, lt = lane & 3;
    const long long r = row0 + wg * 64 + wq * 16 + lg;
    // Four 8-column atoms at a time (e = 4·j + v, j within the group).
    constexpr int G = BN / 8 < 4 ? BN / 8 : 4;
#pragma unroll
    for (int j0 = 0; j0 < BN / 8; j0 += G)
      put_group<4 * G, 4 * G>(
          out,
          [&](int e) {
            const int v = e % 4;
            return At{r + 8 * (v / 2), col0 + (j0 + e / 4) * 8 + 2 * lt + v % 2};
          },
          [&](int e) { return acc[4 * j0 + e]; });
  }
}

template <int IN, bool AKC, bool BKC, int BN>
struct Launch {
  static int launch(const Args& g, unsigned zc, hipStream_t s) {
    return tc::launch_kernel<kernel<IN, AKC, BKC, BN>, Cfg<BN>::SMEM_BYTES, NT, BM, BN>(g, zc, s);
  }
};

// Enqueue the wgmma kernel (and the combine pass with partials) for input type IN;
// kInvalidLaunch unless the current device is compute capability 9.0 (sm_90a code runs there
// only), or when the grid is too large: the caller then runs gemm_hmma.h's kernel.
template <int IN>
int run(const Args& g, hipStream_t s) {
  return tc::run_tiles<Launch, IN>(g, s, [](int major, int minor) { return major == 9 && minor == 0; });
}

}  // namespace wgmma
}  // namespace gemm_ex
}  // namespace oxblas_hip
