// The runtime layer: thin wrappers that keep vendor types out of the bridge. See runtime.h.
#include "oxblas_hip/runtime.h"

#include <cstdio>
#include <cstring>
#include <mutex>
#include <utility>
#include <vector>

#include "oxblas_hip/cuda_compat.h"
#if defined(OXBLAS_HIP_NVIDIA)
#include <cuda.h>
#endif

namespace oxblas_hip {
namespace {

inline hipStream_t S(std::uint64_t s) { return reinterpret_cast<hipStream_t>(s); }
inline hipEvent_t E(std::uint64_t e) { return reinterpret_cast<hipEvent_t>(e); }
inline void* P(std::uint64_t p) { return reinterpret_cast<void*>(p); }
inline std::uint64_t U(const void* p) { return reinterpret_cast<std::uint64_t>(p); }
inline int C(hipError_t e) { return static_cast<int>(e); }

}  // namespace

ErrorKind classify(int code) {
  if (code == kInvalidLaunch) return ErrorKind::InvalidValue;
  if (code == kNotSupported) return ErrorKind::NotSupported;
  switch (static_cast<hipError_t>(code)) {
    case hipSuccess: return ErrorKind::Success;
    case hipErrorNoDevice:
    case hipErrorInsufficientDriver:
    case hipErrorInitializationError: return ErrorKind::NoDevice;
    case hipErrorOutOfMemory:
    case hipErrorLaunchOutOfResources: return ErrorKind::OutOfMemory;
    case hipErrorInvalidValue: return ErrorKind::InvalidValue;
    case hipErrorInvalidDevicePointer: return ErrorKind::InvalidPointer;
    case hipErrorInvalidDevice:
    case hipErrorInvalidResourceHandle: return ErrorKind::InvalidHandle;
    case hipErrorNoBinaryForGpu:
    case hipErrorInvalidDeviceFunction: return ErrorKind::ArchMismatch;
    default: return ErrorKind::Other;
  }
}

const char* error_name(int code) {
  if (code == kInvalidLaunch) return "oxblas_invalid_launch";
  if (code == kNotSupported) return "oxblas_not_supported";
  return hipGetErrorName(static_cast<hipError_t>(code));
}

const char* error_string(int code) {
  if (code == kInvalidLaunch) return "launch shape or descriptor not supported by the kernels";
  if (code == kNotSupported) return "not supported by this device, driver or platform";
  return hipGetErrorString(static_cast<hipError_t>(code));
}

// ---------------------------------------------------------------- device

int device_count(int* count) {
  *count = 0;
  hipError_t e = hipGetDeviceCount(count);
  if (e != hipSuccess) *count = 0;
  return C(e);
}

int use_device(int ordinal) {
  int cur = -1;
  hipError_t e = hipGetDevice(&cur);
  if (e == hipSuccess && cur == ordinal) return 0;
  return C(hipSetDevice(ordinal));
}

int current_device(int* ordinal) {
  *ordinal = -1;
  return C(hipGetDevice(ordinal));
}

int stream_device(std::uint64_t stream, int* ordinal) {
  *ordinal = -1;
  if (stream == 0) return C(hipGetDevice(ordinal));
#if defined(OXBLAS_HIP_NVIDIA)
  hipDevice_t d = -1;
  hipError_t e = hipStreamGetDevice(S(stream), &d);
  *ordinal = static_cast<int>(d);
  return C(e);
#else
  // HIP's own query (hipStreamGetDevice is newer than the HIP we build against); -1 means the
  // stream is not a valid one.
  int d = hipGetStreamDeviceId(S(stream));
  if (d < 0) return C(hipErrorInvalidResourceHandle);
  *ordinal = d;
  return 0;
#endif
}

int mem_info(int ordinal, std::uint64_t* free_bytes, std::uint64_t* total_bytes) {
  *free_bytes = 0;
  *total_bytes = 0;
  int prev = -1;
  hipError_t e = hipGetDevice(&prev);
  if (e != hipSuccess) return C(e);
  if (prev != ordinal && (e = hipSetDevice(ordinal)) != hipSuccess) return C(e);
  size_t f = 0, t = 0;
  e = hipMemGetInfo(&f, &t);
  if (prev != ordinal) (void)hipSetDevice(prev);
  *free_bytes = f;
  *total_bytes = t;
  return C(e);
}

int device_info(int ordinal, DeviceInfo* out) {
  std::memset(out, 0, sizeof *out);
  hipDeviceProp_t p;
  std::memset(&p, 0, sizeof p);
  hipError_t e = hipGetDeviceProperties(&p, ordinal);
  if (e != hipSuccess) return C(e);
  std::snprintf(out->name, sizeof out->name, "%s", p.name);
  out->total_memory = static_cast<std::uint64_t>(p.totalGlobalMem);
  int mp = 0, warp = 0, mtpb = 0;
  if ((e = hipDeviceGetAttribute(&mp, hipDeviceAttributeMultiprocessorCount, ordinal)) != hipSuccess ||
      (e = hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, ordinal)) != hipSuccess ||
      (e = hipDeviceGetAttribute(&mtpb, hipDeviceAttributeMaxThreadsPerBlock, ordinal)) != hipSuccess)
    return C(e);
  out->multiprocessors = mp;
  out->warp_size = warp;
  out->max_threads_per_block = mtpb;
#if defined(OXBLAS_HIP_NVIDIA)
  std::snprintf(out->arch, sizeof out->arch, "sm_%d%d", p.major, p.minor);
#else
  // "gfx90a:sramecc+:xnack-" -> "gfx90a"
  std::snprintf(out->arch, sizeof out->arch, "%s", p.gcnArchName);
  if (char* colon = std::strchr(out->arch, ':')) *colon = '\0';
#endif
  return 0;
}

// ---------------------------------------------------------------- memory

int malloc_device(int ordinal, std::uint64_t bytes, std::uint64_t* out) {
  *out = 0;
  if (int e = use_device(ordinal)) return e;
  void* p = nullptr;
  hipError_t e = hipMalloc(&p, bytes);
  *out = U(p);
  return C(e);
}

int free_device(int ordinal, std::uint64_t ptr) {
  if (int e = use_device(ordinal)) return e;
  return C(hipFree(P(ptr)));
}

int pool_create(int ordinal, std::uint64_t* pool) {
  *pool = 0;
  hipMemPoolProps props;
  std::memset(&props, 0, sizeof props);
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypeNone;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = ordinal;
  hipMemPool_t p = nullptr;
  hipError_t e = hipMemPoolCreate(&p, &props);
  if (e != hipSuccess) return C(e);
  // Keep freed memory in the pool across synchronizations (the default threshold, 0, hands
  // it back to the OS at every sync, which makes per-call stream-ordered allocation slow).
  std::uint64_t threshold = UINT64_MAX;
  e = hipMemPoolSetAttribute(p, hipMemPoolAttrReleaseThreshold, &threshold);
  if (e != hipSuccess) {
    (void)hipMemPoolDestroy(p);
    return C(e);
  }
  *pool = U(p);
  return 0;
}

int pool_trim(std::uint64_t pool, int ordinal) {
  hipError_t e = hipMemPoolTrimTo(reinterpret_cast<hipMemPool_t>(pool), 0);
  if (e != hipSuccess) return C(e);
#if defined(OXBLAS_HIP_NVIDIA)
  // Workspaces borrowed while a stream was capturing are graph allocations: they come from the
  // device's graph-memory reservation, which keeps its physical memory after the graphs are
  // destroyed (its high-water mark, in 32 MiB steps) until it is trimmed. Trimming releases
  // only memory no live graph allocation uses. HIP 5.2 (the AMD build) has no such call.
  e = hipDeviceGraphMemTrim(ordinal);
#else
  (void)ordinal;
#endif
  return C(e);
}

int pool_destroy(std::uint64_t pool) {
  return C(hipMemPoolDestroy(reinterpret_cast<hipMemPool_t>(pool)));
}

int malloc_async(int ordinal, std::uint64_t pool, std::uint64_t bytes, std::uint64_t stream,
                 std::uint64_t* out) {
  *out = 0;
  if (int e = use_device(ordinal)) return e;
  void* p = nullptr;
  hipError_t e = hipMallocFromPoolAsync(&p, bytes, reinterpret_cast<hipMemPool_t>(pool), S(stream));
  *out = U(p);
  return C(e);
}

int free_async(std::uint64_t ptr, std::uint64_t stream) { return C(hipFreeAsync(P(ptr), S(stream))); }

int memcpy_htod(std::uint64_t dst, const void* src, std::uint64_t bytes, std::uint64_t stream) {
  return C(hipMemcpyAsync(P(dst), src, bytes, hipMemcpyHostToDevice, S(stream)));
}
int memcpy_dtoh(void* dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream) {
  return C(hipMemcpyAsync(dst, P(src), bytes, hipMemcpyDeviceToHost, S(stream)));
}
int memcpy_dtod(std::uint64_t dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream) {
  return C(hipMemcpyAsync(P(dst), P(src), bytes, hipMemcpyDeviceToDevice, S(stream)));
}
int memset_async(std::uint64_t dst, int value, std::uint64_t bytes, std::uint64_t stream) {
  return C(hipMemsetAsync(P(dst), value, bytes, S(stream)));
}

// ---------------------------------------------------------------- streams, events, graphs

int stream_create(int ordinal, bool non_blocking, bool high_priority, std::uint64_t* out) {
  *out = 0;
  if (int e = use_device(ordinal)) return e;
  // Blocking streams by default: the null stream orders against them, as callers of a BLAS
  // expect. Non-blocking ones on request (graph capture beside null-stream work).
  unsigned flags = non_blocking ? hipStreamNonBlocking : hipStreamDefault;
  hipStream_t s = nullptr;
  hipError_t e = hipSuccess;
  if (high_priority) {
    // Lower numbers are higher priorities; `greatest` is the highest the device offers.
    int least = 0, greatest = 0;
    e = hipDeviceGetStreamPriorityRange(&least, &greatest);
    if (e == hipSuccess) e = hipStreamCreateWithPriority(&s, flags, greatest);
  } else {
    e = hipStreamCreateWithFlags(&s, flags);
  }
  *out = U(s);
  return C(e);
}
// ---- partitioned streams
//
// NVIDIA: CUDA green contexts, through the driver's entry points (the runtime we link
// statically has no green-context calls in 13.0, and oxblas links no libcuda). A green context
// shares the primary context's memory, so buffers, events and the kernels' attributes work as on
// any stream; its streams' blocks run only on its multiprocessors. The partition lives as long
// as its one stream (`parts`).
#if defined(OXBLAS_HIP_NVIDIA)
namespace {

struct GreenApi {
  CUresult (*device_get)(CUdevice*, int) = nullptr;
  CUresult (*get_resource)(CUdevice, CUdevResource*, CUdevResourceType) = nullptr;
  CUresult (*split)(CUdevResource*, unsigned*, const CUdevResource*, CUdevResource*, unsigned,
                    unsigned) = nullptr;
  CUresult (*gen_desc)(CUdevResourceDesc*, CUdevResource*, unsigned) = nullptr;
  CUresult (*create)(CUgreenCtx*, CUdevResourceDesc, CUdevice, unsigned) = nullptr;
  CUresult (*stream)(CUstream*, CUgreenCtx, unsigned, int) = nullptr;
  CUresult (*destroy)(CUgreenCtx) = nullptr;
  bool ok = false;
};

template <class F>
bool entry(const char* name, F& f) {
  void* p = nullptr;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  // The ABI of the header compiled against (a driver older than the runtime cannot run it).
  if (cudaGetDriverEntryPointByVersion(name, &p, CUDA_VERSION, cudaEnableDefault, &q) != cudaSuccess ||
      q != cudaDriverEntryPointSuccess || p == nullptr) {
    (void)cudaGetLastError();
    return false;
  }
  f = reinterpret_cast<F>(p);
  return true;
}

const GreenApi& green_api() {
  static const GreenApi api = [] {
    GreenApi a;
    a.ok = entry("cuDeviceGet", a.device_get) && entry("cuDeviceGetDevResource", a.get_resource) &&
           entry("cuDevSmResourceSplitByCount", a.split) &&
           entry("cuDevResourceGenerateDesc", a.gen_desc) && entry("cuGreenCtxCreate", a.create) &&
           entry("cuGreenCtxStreamCreate", a.stream) && entry("cuGreenCtxDestroy", a.destroy);
    return a;
  }();
  return api;
}

std::mutex parts_mutex;
std::vector<std::pair<std::uint64_t, CUgreenCtx>> parts;  // (stream, its green context)

}  // namespace

int stream_create_sparing(int ordinal, unsigned spare, std::uint64_t* out) {
  *out = 0;
  if (int e = use_device(ordinal)) return e;
  const GreenApi& g = green_api();
  CUdevice dev = 0;
  CUdevResource all{}, group{}, rest{};
  unsigned groups = 1;
  CUdevResourceDesc desc = nullptr;
  // One group able to hold a cluster of `spare` blocks (a whole cluster's worth of one GPC),
  // split off the device's multiprocessors; the green context gets the rest.
  if (!g.ok || g.device_get(&dev, ordinal) != CUDA_SUCCESS ||
      g.get_resource(dev, &all, CU_DEV_RESOURCE_TYPE_SM) != CUDA_SUCCESS ||
      g.split(&group, &groups, &all, &rest, CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE,
              spare) != CUDA_SUCCESS ||
      groups != 1 || group.sm.smCount < spare || rest.sm.smCount == 0 ||
      g.gen_desc(&desc, &rest, 1) != CUDA_SUCCESS)
    return kNotSupported;
  CUgreenCtx ctx = nullptr;
  if (g.create(&ctx, desc, dev, CU_GREEN_CTX_DEFAULT_STREAM) != CUDA_SUCCESS) return kNotSupported;
  CUstream s = nullptr;
  if (g.stream(&s, ctx, CU_STREAM_NON_BLOCKING, 0) != CUDA_SUCCESS) {
    g.destroy(ctx);
    return kNotSupported;
  }
  std::lock_guard<std::mutex> lock(parts_mutex);
  parts.emplace_back(U(s), ctx);
  *out = U(s);
  return 0;
}

int stream_destroy(std::uint64_t stream) {
  CUgreenCtx ctx = nullptr;
  {
    std::lock_guard<std::mutex> lock(parts_mutex);
    for (auto it = parts.begin(); it != parts.end(); ++it) {
      if (it->first == stream) {
        ctx = it->second;
        parts.erase(it);
        break;
      }
    }
  }
  hipError_t e = hipStreamDestroy(S(stream));
  if (ctx != nullptr && green_api().destroy(ctx) != CUDA_SUCCESS && e == hipSuccess)
    return C(hipErrorInvalidResourceHandle);
  return C(e);
}
#else
// HIP has no partitioned streams in the version oxblas builds against.
int stream_create_sparing(int, unsigned, std::uint64_t* out) {
  *out = 0;
  return kNotSupported;
}
int stream_destroy(std::uint64_t stream) { return C(hipStreamDestroy(S(stream))); }
#endif
int stream_synchronize(std::uint64_t stream) { return C(hipStreamSynchronize(S(stream))); }

int event_create(int ordinal, std::uint64_t* out) {
  *out = 0;
  if (int e = use_device(ordinal)) return e;
  hipEvent_t ev = nullptr;
  hipError_t e = hipEventCreateWithFlags(&ev, hipEventDisableTiming);
  *out = U(ev);
  return C(e);
}
int event_destroy(std::uint64_t event) { return C(hipEventDestroy(E(event))); }
int event_record(std::uint64_t event, std::uint64_t stream) {
  return C(hipEventRecord(E(event), S(stream)));
}
int stream_wait_event(std::uint64_t stream, std::uint64_t event) {
  return C(hipStreamWaitEvent(S(stream), E(event), 0));
}

int capture_status(std::uint64_t stream, int* status) {
  hipStreamCaptureStatus st = hipStreamCaptureStatusNone;
  hipError_t e = hipStreamIsCapturing(S(stream), &st);
  *status = st == hipStreamCaptureStatusActive ? 1 : st == hipStreamCaptureStatusInvalidated ? 2 : 0;
  return C(e);
}

int capture_begin(std::uint64_t stream) {
  // Thread-local mode: unsafe calls (hipMalloc, sync copies) from the capturing thread fail
  // instead of being silently run outside the graph; other threads are not affected.
  return C(hipStreamBeginCapture(S(stream), hipStreamCaptureModeThreadLocal));
}

int capture_end(std::uint64_t stream, std::uint64_t* graph_exec) {
  *graph_exec = 0;
  hipGraph_t g = nullptr;
  hipError_t e = hipStreamEndCapture(S(stream), &g);
  if (e != hipSuccess) {
    if (g) (void)hipGraphDestroy(g);
    return C(e);
  }
  hipGraphExec_t x = nullptr;
  // Auto-free: a graph whose stream-ordered allocations outlive one launch may be relaunched.
  e = hipGraphInstantiateWithFlags(&x, g, hipGraphInstantiateFlagAutoFreeOnLaunch);
  (void)hipGraphDestroy(g);
  *graph_exec = U(x);
  return C(e);
}

int graph_launch(std::uint64_t graph_exec, std::uint64_t stream) {
  return C(hipGraphLaunch(reinterpret_cast<hipGraphExec_t>(graph_exec), S(stream)));
}
int graph_destroy(std::uint64_t graph_exec) {
  return C(hipGraphExecDestroy(reinterpret_cast<hipGraphExec_t>(graph_exec)));
}

}  // namespace oxblas_hip
