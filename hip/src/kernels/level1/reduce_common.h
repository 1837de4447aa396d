// Device side of the level-1 reductions: one kernel for every op and element type.
//
// Block k of batch b reduces elements [k*chunk, min((k+1)*chunk, n)) (chunk = ceil(n / blocks)),
// or with the interleaved schedule every blocks-th group of loads (see Groups).
// With one block per batch it writes the finished result. With several, it writes its partial to
// partials[b*blocks + k] and counts itself done on the batch's completion counter; the block that
// brings the count to `blocks` combines the batch's partials in any order (sums are
// reassociated; index partials form a total order, so the winner is exact), writes the result and
// sets the counter back to zero. Counters are the handle's (zero between calls), partials are
// workspace: this is the layout of rust/backend/host/reduce.rs; accumulators are f64 always.
// Without counters (calls captured into graphs) a second kernel combines the partials.
//
// Memory-bound: unit-stride vectors are read with 16-byte loads, a whole group of them in flight
// per thread, the last (partial) group predicated instead of looped; the few scalar elements
// before the first aligned vector and after the last one are loaded up front and added at the
// end. Other increments take the same grouped scheme with gathered loads.
#pragma once

#include <cstdint>
#include <type_traits>

#include "oxblas_hip/cuda_compat.h"
#include "oxblas_hip/launch.h"
#include "oxblas_hip/runtime.h"

namespace oxblas_hip {
namespace kern {

using oxblas::launch::VectorDesc;

#if defined(OXBLAS_HIP_NVIDIA)
#define OXHIP_WARP 32
// At most 64 registers: four resident 256-thread blocks per SM keep enough loads in flight.
#define OXHIP_BOUNDS __launch_bounds__(256, 4)
#else
#if defined(__AMDGCN_WAVEFRONT_SIZE)
#define OXHIP_WARP __AMDGCN_WAVEFRONT_SIZE
#else
#define OXHIP_WARP 64
#endif
#define OXHIP_BOUNDS __launch_bounds__(256)
#endif
static_assert(kMaxThreads == 256, "OXHIP_BOUNDS assumes 256-thread blocks");

// Blue's constants (as rust/backend/host/reduce.rs): 2^-511, 2^486, 2^537, 2^-538.
constexpr double TSML = 0x1p-511;
constexpr double TBIG = 0x1p486;
constexpr double SSML = 0x1p537;
constexpr double SBIG = 0x1p-538;

struct c32 { float re, im; };
struct c64 { double re, im; };
// f16 and bf16 elements as their bit patterns: the conversions below are exact integer
// arithmetic, the same on nvcc and hipcc, with no vendor half header and no dependence on the
// denormal mode.
struct h16 { unsigned short bits; };
struct b16 { unsigned short bits; };

template <class V>
__device__ inline V ldg(const V* p) {
#if defined(OXBLAS_HIP_NVIDIA)
  return __ldg(p);
#else
  return *p;
#endif
}

template <class V>
__device__ inline V shfl_down(V v, int off) {
#if defined(OXBLAS_HIP_NVIDIA)
  return __shfl_down_sync(0xffffffffu, v, off);
#else
  return __shfl_down(v, off);
#endif
}

// Whether V is a complex element (a struct of two parts, re and im: kern's, or a family's own).
template <class V, class = void>
struct two_parts : std::false_type {};
template <class V>
struct two_parts<V, std::void_t<decltype(V::re), decltype(V::im)>> : std::true_type {};

// Lane `src`'s value, in every lane (int, float, double; a complex element as its two parts;
// every lane must take part).
template <class V>
__device__ inline V shfl(V v, int src) {
  if constexpr (two_parts<V>::value) {
    return V{shfl(v.re, src), shfl(v.im, src)};
  } else {
#if defined(OXBLAS_HIP_NVIDIA)
    return __shfl_sync(0xffffffffu, v, src);
#else
    return __shfl(v, src);
#endif
  }
}

// Butterfly exchange of any register type the hardware shuffles (int, float, double; a
// complex element as its two parts).
template <class V>
__device__ inline V shfl_xor(V v, int off) {
  if constexpr (two_parts<V>::value) {
    return V{shfl_xor(v.re, off), shfl_xor(v.im, off)};
  } else {
#if defined(OXBLAS_HIP_NVIDIA)
    return __shfl_xor_sync(0xffffffffu, v, off);
#else
    return __shfl_xor(v, off);
#endif
  }
}

__device__ inline bool is_nan(double v) { return v != v; }

// Programmatic dependent launch (Hopper): every kernel here first waits for its predecessor on
// the stream to complete (memory included), then lets its own successor be scheduled early, so
// launch latency overlaps the previous kernel's tail. No-ops elsewhere.
__device__ inline void pdl_launch_dependents() {
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}
__device__ inline void pdl_wait() {
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}
// The entry of a kernel launched by launch_pdl that lets its own successor start at once:
// wait for the predecessor's memory, then release the successor (which waits in turn).
__device__ inline void pdl_begin() {
  pdl_wait();
  pdl_launch_dependents();
}

// ---------------------------------------------------------------- 16-bit floats

// A binary floating-point format with E exponent and M mantissa bits (f16: 5, 10; bf16: 8, 7)
// widened to f64: exact.
template <int E, int M>
__device__ inline double narrow_to_f64(unsigned bits) {
  constexpr unsigned kExpMax = (1u << E) - 1u;
  constexpr int kBias = (1 << (E - 1)) - 1;
  const unsigned e = (bits >> M) & kExpMax, m = bits & ((1u << M) - 1u);
  double v;
  if (e == 0) {
    v = static_cast<double>(m) * ldexp(1.0, 1 - kBias - M);  // zero and subnormals
  } else if (e == kExpMax) {
    v = __longlong_as_double(m ? 0x7ff8000000000000ll : 0x7ff0000000000000ll);
  } else {
    const unsigned long long f = (static_cast<unsigned long long>(e + 1023 - kBias) << 52) |
                                 (static_cast<unsigned long long>(m) << (52 - M));
    v = __longlong_as_double(static_cast<long long>(f));
  }
  return (bits >> (E + M)) & 1u ? -v : v;
}

// f64 rounded to the nearest value of the (E, M) format, ties to even, in one step (no double
// rounding through f32); overflow gives infinity, NaN a quiet NaN.
template <int E, int M>
__device__ inline unsigned short f64_to_narrow(double v) {
  constexpr unsigned kExpMax = (1u << E) - 1u;
  constexpr int kBias = (1 << (E - 1)) - 1;
  const unsigned long long b = static_cast<unsigned long long>(__double_as_longlong(v));
  const unsigned sign = static_cast<unsigned>(b >> 63) << (E + M);
  const unsigned long long mag = b & 0x7fffffffffffffffull;
  if (mag >= 0x7ff0000000000000ull) {
    const unsigned nan = mag > 0x7ff0000000000000ull ? (1u << (M - 1)) : 0u;
    return static_cast<unsigned short>(sign | (kExpMax << M) | nan);
  }
  const int e64 = static_cast<int>(mag >> 52);
  if (e64 == 0) return static_cast<unsigned short>(sign);  // f64 subnormal: far below the format
  const unsigned long long sig = (mag & ((1ull << 52) - 1)) | (1ull << 52);
  const int te = e64 - 1023 + kBias;  // biased exponent in the target format
  const int shift = (52 - M) + (te >= 1 ? 0 : 1 - te);
  if (shift > 54) return static_cast<unsigned short>(sign);  // below half the least subnormal
  unsigned long long q = sig >> shift;
  const unsigned long long rem = sig & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (q & 1ull))) ++q;
  // Normal: exponent field plus the significand without its leading one (a carry out of the
  // significand bumps the exponent, up to infinity). Subnormal: q itself (a carry makes it the
  // least normal number).
  unsigned long long out = te >= 1 ? (static_cast<unsigned long long>(te) << M) + (q - (1ull << M)) : q;
  if (out >= (static_cast<unsigned long long>(kExpMax) << M)) out = static_cast<unsigned long long>(kExpMax) << M;
  return static_cast<unsigned short>(sign | static_cast<unsigned>(out));
}

// A 16-bit element widened to f64 for the accumulators. On NVIDIA with the conversion
// instructions (f16: cvt.f32.f16, exact; bf16: the upper half of an f32, whose subnormals
// cvt.f64.f32 keeps without -ftz): the integer version costs more instructions per element than
// the memory system leaves at full bandwidth. Elsewhere the exact integer version (it does not
// depend on the f32 denormal mode).
template <int E, int M>
__device__ inline double widen16(unsigned short bits) {
#if defined(OXBLAS_HIP_NVIDIA) && defined(__CUDA_ARCH__)
  if constexpr (E == 5 && M == 10) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(bits));
    return static_cast<double>(f);
  } else {
    static_assert(E == 8 && M == 7, "f16 or bf16");
    return static_cast<double>(__uint_as_float(static_cast<unsigned>(bits) << 16));
  }
#else
  return narrow_to_f64<E, M>(bits);
#endif
}

// ---------------------------------------------------------------- element types

template <class T> struct Elem;

template <> struct Elem<float> {
  using Real = float;
  static constexpr bool kNarrow = true;  // components are f32
  using Vec = float4;
  static constexpr int VW = 4;
  static constexpr bool kCplx = false;
  __device__ static void get(const float* p, double& re, double& im) { re = ldg(p); im = 0.0; }
  __device__ static void unpack(const Vec& v, double* re, double* im) {
    re[0] = v.x; re[1] = v.y; re[2] = v.z; re[3] = v.w;
    im[0] = im[1] = im[2] = im[3] = 0.0;
  }
};
template <> struct Elem<double> {
  using Real = double;
  static constexpr bool kNarrow = false;
  using Vec = double2;
  static constexpr int VW = 2;
  static constexpr bool kCplx = false;
  __device__ static void get(const double* p, double& re, double& im) { re = ldg(p); im = 0.0; }
  __device__ static void unpack(const Vec& v, double* re, double* im) {
    re[0] = v.x; re[1] = v.y;
    im[0] = im[1] = 0.0;
  }
};
template <> struct Elem<c32> {
  using Real = float;
  static constexpr bool kNarrow = true;  // components are f32
  using Vec = float4;
  static constexpr int VW = 2;
  static constexpr bool kCplx = true;
  __device__ static void get(const c32* p, double& re, double& im) {
    const float* f = reinterpret_cast<const float*>(p);
    re = ldg(f); im = ldg(f + 1);
  }
  __device__ static void unpack(const Vec& v, double* re, double* im) {
    re[0] = v.x; im[0] = v.y; re[1] = v.z; im[1] = v.w;
  }
};
template <> struct Elem<c64> {
  using Real = double;
  static constexpr bool kNarrow = false;
  using Vec = double2;
  static constexpr int VW = 1;
  static constexpr bool kCplx = true;
  __device__ static void get(const c64* p, double& re, double& im) {
    const double* f = reinterpret_cast<const double*>(p);
    re = ldg(f); im = ldg(f + 1);
  }
  __device__ static void unpack(const Vec& v, double* re, double* im) { re[0] = v.x; im[0] = v.y; }
};

// f16 and bf16: eight per 16-byte load. Squares of their values neither overflow nor
// underflow in f64, so nrm2 takes the unscaled (kNarrow) sum as for f32.
template <int E, int M, class H>
struct Elem16 {
  static constexpr bool kNarrow = true;
  using Vec = uint4;
  static constexpr int VW = 8;
  static constexpr bool kCplx = false;
  __device__ static void get(const H* p, double& re, double& im) {
    re = widen16<E, M>(ldg(&p->bits));
    im = 0.0;
  }
  __device__ static void unpack(const Vec& v, double* re, double* im) {
    const unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      re[2 * i] = widen16<E, M>(static_cast<unsigned short>(w[i] & 0xffffu));
      re[2 * i + 1] = widen16<E, M>(static_cast<unsigned short>(w[i] >> 16));
      im[2 * i] = im[2 * i + 1] = 0.0;
    }
  }
};
template <> struct Elem<h16> : Elem16<5, 10, h16> {};
template <> struct Elem<b16> : Elem16<8, 7, b16> {};

// Result b of a reduction (asum, nrm2, dot) in the descriptor's result type; a real type keeps
// the real part. Run once per batch, so the type is a runtime switch rather than a template
// parameter: no kernel per result type.
__device__ inline void store_result(const ReduceDesc& d, long long b, double re, double im) {
  switch (d.result_dtype) {
    case DTypeCode::F32: reinterpret_cast<float*>(d.result)[b] = static_cast<float>(re); break;
    case DTypeCode::F64: reinterpret_cast<double*>(d.result)[b] = re; break;
    case DTypeCode::C32: {
      float* r = reinterpret_cast<float*>(d.result);
      r[2 * b] = static_cast<float>(re);
      r[2 * b + 1] = static_cast<float>(im);
      break;
    }
    case DTypeCode::C64: {
      double* r = reinterpret_cast<double*>(d.result);
      r[2 * b] = re;
      r[2 * b + 1] = im;
      break;
    }
    case DTypeCode::F16: reinterpret_cast<unsigned short*>(d.result)[b] = f64_to_narrow<5, 10>(re); break;
    case DTypeCode::BF16: reinterpret_cast<unsigned short*>(d.result)[b] = f64_to_narrow<8, 7>(re); break;
    default: break;  // refused by launch_reduce
  }
}

// ---------------------------------------------------------------- operations
// Each op: Acc (plain data), zero, add (one element; i1 = 1-based logical index), combine, shfl,
// store/load of a partial (op_partial_bytes of rust/backend/mod.rs), write of the result.

struct AsumOp {
  struct Acc { double s; };
  static constexpr bool kHasY = false;
  static constexpr int kPartialBytes = 8;
  __device__ static Acc zero() { return Acc{0.0}; }
  using Thr = Acc;
  __device__ static Thr thr_zero() { return zero(); }
  template <bool NR>
  __device__ static Acc to_acc(Thr t) { return t; }
  static constexpr bool kRawF32 = false;
  template <bool CPLX, bool NARROW>
  __device__ static void add(Acc& a, double xr, double xi, double, double, long long) {
    a.s += CPLX ? fabs(xr) + fabs(xi) : fabs(xr);
  }
  __device__ static Acc combine(Acc a, Acc b) { return Acc{a.s + b.s}; }
  __device__ static Acc shfl(Acc a, int off) { return Acc{shfl_down(a.s, off)}; }
  __device__ static void store(char* p, Acc a) { reinterpret_cast<double*>(p)[0] = a.s; }
  __device__ static Acc load(const char* p) { return Acc{reinterpret_cast<const double*>(p)[0]}; }
  template <class T>
  __device__ static void write(const ReduceDesc& d, long long b, Acc a) {
    store_result(d, b, a.s, 0.0);
  }
};

struct Nrm2Op {
  struct Acc { double sml, med, big; };
  static constexpr bool kHasY = false;
  static constexpr int kPartialBytes = 24;
  __device__ static Acc zero() { return Acc{0.0, 0.0, 0.0}; }
  using Thr = Acc;
  __device__ static Thr thr_zero() { return zero(); }
  template <bool NR>
  __device__ static Acc to_acc(Thr t) { return t; }
  static constexpr bool kRawF32 = false;
  // Blue's three-accumulator update of one non-negative real (NaN lands in `med`).
  __device__ static void add_square(Acc& s, double a) {
    if (a > TBIG) {
      double t = a * SBIG;
      s.big += t * t;
    } else if (a < TSML) {
      if (a > 0.0) {
        double t = a * SSML;
        s.sml += t * t;
      }
    } else {
      s.med += a * a;
    }
  }
  // f32 components: every finite non-zero |x| lies in [2^-149, 2^128), inside [TSML, TBIG], so
  // Blue's update always takes the medium sum (inf and NaN end as they would): no branches.
  template <bool CPLX, bool NARROW>
  __device__ static void add(Acc& a, double xr, double xi, double, double, long long) {
    if (NARROW) {
      a.med += xr * xr;
      if (CPLX) a.med += xi * xi;
      return;
    }
    add_square(a, fabs(xr));
    if (CPLX) add_square(a, fabs(xi));
  }
  __device__ static Acc combine(Acc a, Acc b) { return Acc{a.sml + b.sml, a.med + b.med, a.big + b.big}; }
  __device__ static Acc shfl(Acc a, int off) {
    return Acc{shfl_down(a.sml, off), shfl_down(a.med, off), shfl_down(a.big, off)};
  }
  __device__ static void store(char* p, Acc a) {
    double* f = reinterpret_cast<double*>(p);
    f[0] = a.sml; f[1] = a.med; f[2] = a.big;
  }
  __device__ static Acc load(const char* p) {
    const double* f = reinterpret_cast<const double*>(p);
    return Acc{f[0], f[1], f[2]};
  }
  // Anderson's combination, as nrm2_finish of the host backend.
  __device__ static double finish(Acc s) {
    double asml = s.sml, amed = s.med, abig = s.big;
    if (abig > 0.0) {
      double big = abig;
      if (amed > 0.0 || is_nan(amed)) big += (amed * SBIG) * SBIG;
      return sqrt(big) / SBIG;
    }
    if (asml > 0.0) {
      if (amed > 0.0 || is_nan(amed)) {
        amed = sqrt(amed);
        double small = sqrt(asml) / SSML;
        double lo = small > amed ? amed : small;
        double hi = small > amed ? small : amed;
        return hi * sqrt(1.0 + (lo / hi) * (lo / hi));
      }
      return sqrt(asml) / SSML;
    }
    return sqrt(amed);
  }
  template <class T>
  __device__ static void write(const ReduceDesc& d, long long b, Acc a) {
    store_result(d, b, finish(a), 0.0);
  }
};

template <bool CONJ>
struct DotOp {
  struct Acc { double re, im; };
  static constexpr bool kHasY = true;
  static constexpr int kPartialBytes = 16;
  __device__ static Acc zero() { return Acc{0.0, 0.0}; }
  using Thr = Acc;
  __device__ static Thr thr_zero() { return zero(); }
  template <bool NR>
  __device__ static Acc to_acc(Thr t) { return t; }
  static constexpr bool kRawF32 = false;
  template <bool CPLX, bool NARROW>
  __device__ static void add(Acc& a, double xr, double xi, double yr, double yi, long long) {
    if (CPLX) {
      if (CONJ) xi = -xi;
      a.re += xr * yr - xi * yi;
      a.im += xr * yi + xi * yr;
    } else {
      a.re += xr * yr;
    }
  }
  __device__ static Acc combine(Acc a, Acc b) { return Acc{a.re + b.re, a.im + b.im}; }
  __device__ static Acc shfl(Acc a, int off) { return Acc{shfl_down(a.re, off), shfl_down(a.im, off)}; }
  __device__ static void store(char* p, Acc a) {
    double* f = reinterpret_cast<double*>(p);
    f[0] = a.re; f[1] = a.im;
  }
  __device__ static Acc load(const char* p) {
    const double* f = reinterpret_cast<const double*>(p);
    return Acc{f[0], f[1]};
  }
  template <class T>
  __device__ static void write(const ReduceDesc& d, long long b, Acc a) {
    store_result(d, b, a.re, a.im);
  }
};

template <bool MAX>
struct IndexOp {
  struct Acc { double v; long long i; };  // i == 0: no element yet
  static constexpr bool kHasY = false;
  static constexpr int kPartialBytes = 16;
  __device__ static Acc zero() { return Acc{0.0, 0}; }
  // combine_index of the host backend: ties -> smaller index; NaN never beats a number.
  __device__ static Acc combine(Acc a, Acc b) {
    if (a.i == 0) return b;
    if (b.i == 0) return a;
    if (MAX ? b.v > a.v : b.v < a.v) return b;
    if (MAX ? a.v > b.v : a.v < b.v) return a;
    bool an = is_nan(a.v), bn = is_nan(b.v);
    if (!an && bn) return a;
    if (an && !bn) return b;
    return b.i < a.i ? b : a;
  }
  // Per-thread scan. A thread sees its elements in increasing index order (see
  // thread_partial), so "strictly better" alone keeps the smaller index on ties. NaN is folded
  // into the key: for iamax a NaN measure becomes -1 (below every |re|+|im| >= 0); for iamin
  // the key is the measure's bit pattern, where every NaN lies above +inf. Real f32 elements
  // (NR) use 32-bit integer keys instead, no f64 at all: |x|'s bit pattern orders like |x|
  // (NaN above +inf); iamax adds 2 to numbers and maps NaN to 1, above the empty key 0.
  struct Thr {
    double max_key;              // iamax
    unsigned long long min_key;  // iamin
    long long i;
    unsigned nkey;               // NR
  };
  __device__ static Thr thr_zero() {
    return Thr{-__builtin_huge_val(), ~0ull, 0, MAX ? 0u : ~0u};
  }
  static constexpr bool kRawF32 = true;
  __device__ static void add_f32(Thr& t, float x, long long i1) {
    const unsigned b = __float_as_uint(x) & 0x7fffffffu;
    if (MAX) {
      const unsigned k = b > 0x7f800000u ? 1u : b + 2u;
      if (k > t.nkey) { t.nkey = k; t.i = i1; }
    } else {
      if (b < t.nkey) { t.nkey = b; t.i = i1; }
    }
  }
  template <bool CPLX, bool NARROW>
  __device__ static void add(Thr& t, double xr, double xi, double, double, long long i1) {
    if (NARROW && !CPLX) {
      add_f32(t, static_cast<float>(xr), i1);  // exact: xr came from an f32
      return;
    }
    const double m = CPLX ? fabs(xr) + fabs(xi) : fabs(xr);  // f64, as the host computes it
    if (MAX) {
      const double k = m == m ? m : -1.0;
      if (k > t.max_key) { t.max_key = k; t.i = i1; }
    } else {
      const unsigned long long k =
          static_cast<unsigned long long>(__double_as_longlong(m)) & 0x7fffffffffffffffull;
      if (k < t.min_key) { t.min_key = k; t.i = i1; }
    }
  }
  template <bool NR>
  __device__ static Acc to_acc(Thr t) {
    if (t.i == 0) return zero();
    double v;
    if (NR) {
      if (MAX)
        v = t.nkey == 1u ? __longlong_as_double(0x7ff8000000000000ll)
                         : static_cast<double>(__uint_as_float(t.nkey - 2u));
      else
        v = static_cast<double>(__uint_as_float(t.nkey));
      return Acc{v, t.i};
    }
    if (MAX)
      v = t.max_key < 0.0 ? __longlong_as_double(0x7ff8000000000000ll) : t.max_key;
    else
      v = __longlong_as_double(static_cast<long long>(t.min_key));
    return Acc{v, t.i};
  }
  __device__ static Acc shfl(Acc a, int off) { return Acc{shfl_down(a.v, off), shfl_down(a.i, off)}; }
  __device__ static void store(char* p, Acc a) {
    reinterpret_cast<double*>(p)[0] = a.v;
    reinterpret_cast<long long*>(p)[1] = a.i;
  }
  __device__ static Acc load(const char* p) {
    return Acc{reinterpret_cast<const double*>(p)[0], reinterpret_cast<const long long*>(p)[1]};
  }
  template <class T>
  __device__ static void write(const ReduceDesc& d, long long b, Acc a) {
    if (d.index_bytes == 4)
      reinterpret_cast<int*>(d.result)[b] = static_cast<int>(a.i);
    else
      reinterpret_cast<long long*>(d.result)[b] = a.i;
  }
};

// ---------------------------------------------------------------- building blocks

template <class T>
__device__ inline const T* batch_base(const VectorDesc& v, long long b) {
  if (v.at.is_array) return reinterpret_cast<const T* const*>(v.at.addr)[b];
  return reinterpret_cast<const T*>(v.at.addr) + b * v.at.stride;
}

// Position of logical element i (negative increments walk backwards; zero repeats element 0).
__device__ inline long long pos(long long i, long long n, long long inc) {
  // |inc| in unsigned arithmetic: -INT64_MIN is undefined, and n = 1 with inc = INT64_MIN is
  // a valid call (the front ends' extent checks keep the product itself in range).
  return inc >= 0 ? i * inc : (n - 1 - i) * static_cast<long long>(0ull - static_cast<unsigned long long>(inc));
}

// Whole-block reduction; the result is valid in thread 0. Ends with a barrier, so the shared
// scratch may be reused at once.
template <class Op>
__device__ typename Op::Acc block_reduce(typename Op::Acc a) {
  using Acc = typename Op::Acc;
  __shared__ Acc sh[kMaxThreads / 32];
  for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) a = Op::combine(a, Op::shfl(a, off));
  const int lane = threadIdx.x % OXHIP_WARP, w = threadIdx.x / OXHIP_WARP;
  if (lane == 0) sh[w] = a;
  __syncthreads();
  if (w == 0) {
    const int nw = blockDim.x / OXHIP_WARP;
    a = lane < nw ? sh[lane] : Op::zero();
    for (int off = OXHIP_WARP / 2; off > 0; off >>= 1) a = Op::combine(a, Op::shfl(a, off));
  }
  __syncthreads();
  return a;
}

template <class Op, class T>
__device__ inline void add_vec(typename Op::Thr& a, const typename Elem<T>::Vec& xv,
                               const typename Elem<T>::Vec& yv, long long first) {
  constexpr int VW = Elem<T>::VW;
  if constexpr (Op::kRawF32 && std::is_same<T, float>::value) {
    // Keys straight from the f32 bits (IndexOp): no conversion to f64.
    Op::add_f32(a, xv.x, first + 1);
    Op::add_f32(a, xv.y, first + 2);
    Op::add_f32(a, xv.z, first + 3);
    Op::add_f32(a, xv.w, first + 4);
    return;
  }
  double xr[VW], xi[VW], yr[VW], yi[VW];
  Elem<T>::unpack(xv, xr, xi);
  if (Op::kHasY) Elem<T>::unpack(yv, yr, yi);
#pragma unroll
  for (int e = 0; e < VW; ++e)
    Op::template add<Elem<T>::kCplx, Elem<T>::kNarrow>(a, xr[e], xi[e], Op::kHasY ? yr[e] : 0.0, Op::kHasY ? yi[e] : 0.0,
                                     first + e + 1);
}

// Which groups of loads (U vectors per thread, U * blockDim vectors per group) of [lo, hi) this
// block takes: first, first + step, ... Chunked schedule: all of its own chunk (0, 1). Interleaved
// schedule: every `blocks`-th group of the whole vector (k, blocks), so that the blocks stream
// through one window of memory together; the scalar edges then belong to block 0 alone.
struct Groups {
  long long first, step;
  bool edges;
};

// Gathered loads: any increment, or unit stride when x and y cannot share 16-byte alignment.
// Groups of UG elements per thread in flight; the last group is predicated.
template <class Op, class T>
__device__ typename Op::Acc gather_partial(const ReduceDesc& d, const T* x, const T* y, long long lo,
                                           long long hi, const Groups& g) {
  constexpr int UG = 4;
  const long long tid = threadIdx.x, nt = blockDim.x, n = d.n;
  const long long incx = d.x.inc, incy = Op::kHasY ? d.y.inc : 0;
  typename Op::Thr a = Op::thr_zero();
  long long i = lo + g.first * UG * nt + tid;
  for (; i + (UG - 1) * nt < hi; i += g.step * UG * nt) {
    double xr[UG], xi[UG], yr[UG] = {}, yi[UG] = {};
#pragma unroll
    for (int u = 0; u < UG; ++u) {
      Elem<T>::get(x + pos(i + u * nt, n, incx), xr[u], xi[u]);
      if (Op::kHasY) Elem<T>::get(y + pos(i + u * nt, n, incy), yr[u], yi[u]);
    }
#pragma unroll
    for (int u = 0; u < UG; ++u)
      Op::template add<Elem<T>::kCplx, Elem<T>::kNarrow>(a, xr[u], xi[u], yr[u], yi[u], i + u * nt + 1);
  }
  if (i < hi) {
    double xr[UG] = {}, xi[UG] = {}, yr[UG] = {}, yi[UG] = {};
#pragma unroll
    for (int u = 0; u < UG; ++u) {
      if (i + u * nt < hi) {
        Elem<T>::get(x + pos(i + u * nt, n, incx), xr[u], xi[u]);
        if (Op::kHasY) Elem<T>::get(y + pos(i + u * nt, n, incy), yr[u], yi[u]);
      }
    }
#pragma unroll
    for (int u = 0; u < UG; ++u)
      if (i + u * nt < hi) Op::template add<Elem<T>::kCplx, Elem<T>::kNarrow>(a, xr[u], xi[u], yr[u], yi[u], i + u * nt + 1);
  }
  return Op::template to_acc<Elem<T>::kNarrow && !Elem<T>::kCplx>(a);
}

// This thread's share of logical elements [lo, hi) of one batch. Within the vector part a
// thread visits its elements in increasing logical index (whole groups, then the predicated
// last group): the index ops' per-thread scan relies on it. The scalar edge elements go to an
// accumulator of their own, merged by `combine`, which orders index ties itself.
template <class Op, class T>
__device__ typename Op::Acc thread_partial(const ReduceDesc& d, const T* x, const T* y, long long lo,
                                           long long hi, const Groups& g) {
  using Vec = typename Elem<T>::Vec;
  constexpr int VW = Elem<T>::VW;
  // 16-byte loads in flight per thread: 128 B with one operand or two (dot) keeps enough bytes
  // in flight per SM at four resident blocks, within the 64 registers of OXHIP_BOUNDS.
  constexpr int U = Op::kHasY ? 4 : 8;
  const long long tid = threadIdx.x, nt = blockDim.x;
  if (lo >= hi) return Op::zero();
  const bool unit = d.x.inc == 1 && (!Op::kHasY || d.y.inc == 1);
  if (!unit) return gather_partial<Op, T>(d, x, y, lo, hi, g);

  const T* xp = x + lo;
  const T* yp = Op::kHasY ? y + lo : nullptr;
  const long long len = hi - lo;
  const std::uintptr_t ax = reinterpret_cast<std::uintptr_t>(xp);
  long long head = static_cast<long long>(((16u - (ax & 15u)) & 15u) / sizeof(T));
  bool vec_ok = ((ax + head * sizeof(T)) & 15u) == 0;
  if (Op::kHasY) vec_ok = vec_ok && ((reinterpret_cast<std::uintptr_t>(yp) - ax) & 15u) == 0;
  if (!vec_ok) return gather_partial<Op, T>(d, x, y, lo, hi, g);
  if (head > len) head = len;
  const long long nvec = (len - head) / VW;
  const long long tail0 = head + nvec * VW;

  // Edge elements (fewer than VW before the first vector, fewer than VW after the last): one per
  // thread, loaded now so that their latency overlaps the vector loads, added after them.
  const long long edges = head + (len - tail0);
  long long edge = -1;
  double er = 0.0, ei = 0.0, eyr = 0.0, eyi = 0.0;
  if (g.edges && tid < edges) {
    edge = tid < head ? tid : tail0 + (tid - head);
    Elem<T>::get(xp + edge, er, ei);
    if (Op::kHasY) Elem<T>::get(yp + edge, eyr, eyi);
  }

  typename Op::Thr a = Op::thr_zero();
  const Vec* xv = reinterpret_cast<const Vec*>(xp + head);
  const Vec* yv = Op::kHasY ? reinterpret_cast<const Vec*>(yp + head) : nullptr;
  const long long first = lo + head;
  long long v = g.first * U * nt + tid;
  for (; v + (U - 1) * nt < nvec; v += g.step * U * nt) {
    Vec xa[U], ya[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      xa[u] = ldg(xv + v + u * nt);
      if (Op::kHasY) ya[u] = ldg(yv + v + u * nt);
    }
#pragma unroll
    for (int u = 0; u < U; ++u) add_vec<Op, T>(a, xa[u], Op::kHasY ? ya[u] : xa[u], first + (v + u * nt) * VW);
  }
  if (v < nvec) {
    Vec xa[U] = {}, ya[U] = {};
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if (v + u * nt < nvec) {
        xa[u] = ldg(xv + v + u * nt);
        if (Op::kHasY) ya[u] = ldg(yv + v + u * nt);
      }
    }
#pragma unroll
    for (int u = 0; u < U; ++u)
      if (v + u * nt < nvec) add_vec<Op, T>(a, xa[u], Op::kHasY ? ya[u] : xa[u], first + (v + u * nt) * VW);
  }
  typename Op::Acc r = Op::template to_acc<Elem<T>::kNarrow && !Elem<T>::kCplx>(a);
  if (edge >= 0) {
    typename Op::Thr e = Op::thr_zero();
    Op::template add<Elem<T>::kCplx, Elem<T>::kNarrow>(e, er, ei, eyr, eyi, lo + edge + 1);
    r = Op::combine(r, Op::template to_acc<Elem<T>::kNarrow && !Elem<T>::kCplx>(e));
  }
  return r;
}

// ---------------------------------------------------------------- kernels

// A partial written by another block of this grid: read past the (incoherent) L1.
template <class Op>
__device__ inline typename Op::Acc load_partial(const char* p) {
  constexpr int W = (Op::kPartialBytes + 7) / 8;
  unsigned long long w[W];
  const volatile unsigned long long* s = reinterpret_cast<const volatile unsigned long long*>(p);
#pragma unroll
  for (int i = 0; i < W; ++i) w[i] = s[i];
  return Op::load(reinterpret_cast<const char*>(w));
}

// What a block does with its block-wide result.
enum class Finish {
  kResult,    // one block per batch: write the result
  kPartial,   // write the partial; combine_kernel finishes
  kCounted,   // write the partial and count it; the last block of the batch combines
};

// The batch's partials combined by one block; the result is valid in thread 0.
template <class Op>
__device__ typename Op::Acc combine_partials(const char* base, long long blocks) {
  typename Op::Acc s = Op::zero();
  for (long long j = threadIdx.x; j < blocks; j += blockDim.x)
    s = Op::combine(s, load_partial<Op>(base + j * Op::kPartialBytes));
  return block_reduce<Op>(s);
}

template <class Op, class T, Finish FIN>
__global__ void OXHIP_BOUNDS reduce_kernel(ReduceDesc d) {
  const long long blocks = d.blocks_per_batch, n = d.n;
  const long long k = blockIdx.x;
  long long lo = 0, hi = n;
  Groups g{0, 1, true};
  if (d.interleave) {
    g = Groups{k, blocks, k == 0};
  } else {
    const long long chunk = (n + blocks - 1) / blocks;
    lo = k * chunk < n ? k * chunk : n;
    hi = lo + chunk < n ? lo + chunk : n;
  }
  __shared__ bool last;
  // Launched as a dependent of whatever ran before on the stream: wait for it (completion and
  // memory) before reading anything, then let the next kernel be scheduled early.
  pdl_begin();
  for (long long b = blockIdx.y; b < d.batch; b += gridDim.y) {
    const T* x = batch_base<T>(d.x, b);
    const T* y = Op::kHasY ? batch_base<T>(d.y, b) : nullptr;
    typename Op::Acc a = thread_partial<Op, T>(d, x, y, lo, hi, g);
    a = block_reduce<Op>(a);
    if (FIN == Finish::kResult) {
      if (threadIdx.x == 0) Op::template write<T>(d, b, a);
      continue;
    }
    char* base = reinterpret_cast<char*>(d.partials) + b * blocks * Op::kPartialBytes;
    if (FIN == Finish::kPartial) {
      if (threadIdx.x == 0) Op::store(base + k * Op::kPartialBytes, a);
      continue;
    }
    unsigned* counter = reinterpret_cast<unsigned*>(d.counters) + b;
    if (threadIdx.x == 0) {
      Op::store(base + k * Op::kPartialBytes, a);
      __threadfence();  // the partial is visible device-wide before the count says so
      last = atomicAdd(counter, 1u) == static_cast<unsigned>(blocks - 1);
      if (last) __threadfence();  // and the other blocks' partials before we read them
    }
    __syncthreads();
    if (last) {
      typename Op::Acc s = combine_partials<Op>(base, blocks);
      if (threadIdx.x == 0) {
        Op::template write<T>(d, b, s);
        *counter = 0u;  // ready for the next call: kernels on the stream run after this grid
      }
    }
    __syncthreads();  // `last` is rewritten for the next batch
  }
}

// Second kernel of an uncounted split: one block per batch combines its partials.
template <class Op, class T>
__global__ void OXHIP_BOUNDS combine_kernel(ReduceDesc d) {
  const long long blocks = d.blocks_per_batch;
  pdl_begin();
  for (long long b = blockIdx.x; b < d.batch; b += gridDim.x) {
    const char* base = reinterpret_cast<const char*>(d.partials) + b * blocks * Op::kPartialBytes;
    typename Op::Acc s = combine_partials<Op>(base, blocks);
    if (threadIdx.x == 0) Op::template write<T>(d, b, s);
  }
}

// Launch `kernel` as a programmatic dependent launch on Hopper (CUDA-only launch API, no HIP
// name for it): its blocks may be scheduled while the previous kernel of the stream finishes,
// so the kernel must call pdl_wait before it touches memory. A plain launch if the driver
// refuses, and on AMD. launch_pdl_smem: with `smem` bytes of dynamic shared memory (the caller
// opted in above 48 KiB). Every family's kernels launch through these.
#if defined(OXBLAS_HIP_NVIDIA)
// The launch attribute that makes a launch programmatically dependent (with others, such as a
// cluster dimension, where a launcher builds its own configuration).
inline cudaLaunchAttribute pdl_attribute() {
  cudaLaunchAttribute a = {};
  a.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  a.val.programmaticStreamSerializationAllowed = 1;
  return a;
}
#endif
template <class... P, class... A>
void launch_pdl_smem(void (*kernel)(P...), dim3 grid, dim3 block, size_t smem, hipStream_t s,
                     A... args) {
#if defined(OXBLAS_HIP_NVIDIA)
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = grid;
  cfg.blockDim = block;
  cfg.dynamicSmemBytes = smem;
  cfg.stream = s;
  cudaLaunchAttribute attr[1] = {pdl_attribute()};
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  if (cudaLaunchKernelEx(&cfg, kernel, static_cast<P>(args)...) == cudaSuccess) return;
  (void)cudaGetLastError();
#endif
  kernel<<<grid, block, smem, s>>>(static_cast<P>(args)...);
}
template <class... P, class... A>
void launch_pdl(void (*kernel)(P...), dim3 grid, dim3 block, hipStream_t s, A... args) {
  launch_pdl_smem(kernel, grid, block, 0, s, args...);
}

template <class Op, class T>
int launch(const ReduceDesc& d, void* stream) {
  hipStream_t s = static_cast<hipStream_t>(stream);
  const unsigned batches = static_cast<unsigned>(d.batch < 65535 ? d.batch : 65535);
  const dim3 grid(d.blocks_per_batch, batches), block(d.threads_per_block);
  (void)hipGetLastError();  // a stale error of an earlier call (say, a failed malloc) is not ours
  if (d.blocks_per_batch == 1) {
    launch_pdl(reduce_kernel<Op, T, Finish::kResult>, grid, block, s, d);
  } else if (d.counters != 0) {
    launch_pdl(reduce_kernel<Op, T, Finish::kCounted>, grid, block, s, d);
  } else {
    launch_pdl(reduce_kernel<Op, T, Finish::kPartial>, grid, block, s, d);
    launch_pdl(combine_kernel<Op, T>, dim3(batches), block, s, d);
  }
  return static_cast<int>(hipGetLastError());
}

template <class Op>
int launch_typed(const ReduceDesc& d, void* stream) {
  switch (d.dtype) {
    case DTypeCode::F32: return launch<Op, float>(d, stream);
    case DTypeCode::F64: return launch<Op, double>(d, stream);
    case DTypeCode::C32: return launch<Op, c32>(d, stream);
    case DTypeCode::C64: return launch<Op, c64>(d, stream);
    default: return kInvalidLaunch;
  }
}

// Multiprocessors of the current device, asked once per process (132 if the runtime cannot
// say): launchers size grids by it.
inline int sm_count() {
  static const int sms = [] {
    int dev = 0, v = 0;
    if (hipGetDevice(&dev) != hipSuccess ||
        hipDeviceGetAttribute(&v, hipDeviceAttributeMultiprocessorCount, dev) != hipSuccess || v <= 0)
      v = 132;
    return v;
  }();
  return sms;
}

// Blocks of kernel K that one multiprocessor runs at once with `threads` threads and `smem`
// bytes of dynamic shared memory (0 if the runtime cannot say), asked once per kernel: a
// launcher's kernel, block and shared memory are fixed (a kernel above 48 KiB opts in to its
// shared memory before its first call here).
template <auto K>
int resident_per_sm(int threads, size_t smem) {
  static const int per_sm = [&] {
    int v = 0;
    if (hipOccupancyMaxActiveBlocksPerMultiprocessor(&v, K, threads, smem) != hipSuccess || v < 0) {
      (void)hipGetLastError();
      v = 0;
    }
    return v;
  }();
  return per_sm;
}

// The per-operation launchers (asum.cpp, nrm2.cpp, dot.cpp, index.cpp, half.cpp): one compile
// unit each. launch_half: dot and nrm2 on f16/bf16 (the only reductions rocBLAS has on them).
int launch_asum(const ReduceDesc& d, void* stream);
int launch_nrm2(const ReduceDesc& d, void* stream);
int launch_dot(const ReduceDesc& d, void* stream);
int launch_index(const ReduceDesc& d, void* stream);
int launch_half(const ReduceDesc& d, void* stream);

}  // namespace kern
}  // namespace oxblas_hip
