// oxblas's GPU runtime layer: a small, vendor-neutral C++ API over the HIP runtime (CUDA through
// cuda_compat.h). Nothing here names a vendor type, so the cxx bridge includes it with a plain
// C++ compiler. Every function returns the raw runtime error code (0 = success); classify() and
// error_string() turn it into something a caller can act on. Handles (streams, events, graph
// executables, pools) travel as opaque 64-bit integers: 0 is the null stream.
#pragma once

#include <cstdint>

namespace oxblas_hip {

// ---------------------------------------------------------------- errors

enum class ErrorKind : int {
  Success = 0,
  NoDevice = 1,        // no GPU, no driver, or a driver too old for this runtime
  OutOfMemory = 2,     // allocation or launch resources exhausted
  InvalidValue = 3,
  InvalidPointer = 4,
  InvalidHandle = 5,   // bad device, stream, event or graph
  ArchMismatch = 6,    // no kernel image for this GPU
  Other = 7,
  NotSupported = 8,    // the device or driver cannot do what was asked (kNotSupported)
};

ErrorKind classify(int code);
const char* error_name(int code);
const char* error_string(int code);
// A code of ours (not the runtime's) for argument checks done here, e.g. a bad launch shape.
constexpr int kInvalidLaunch = -1;
// A code of ours: the device, driver or platform cannot do what was asked (a partitioned
// stream on AMD, or where the driver refuses the split).
constexpr int kNotSupported = -2;

// ---------------------------------------------------------------- device

struct DeviceInfo {
  char name[256];
  char arch[64];  // "sm_90", "gfx90a"
  int multiprocessors;
  int warp_size;
  int max_threads_per_block;
  std::uint64_t total_memory;
};

int device_count(int* count);
int device_info(int ordinal, DeviceInfo* out);
// Make `ordinal` current on the calling thread (cheap when it already is).
int use_device(int ordinal);
// The calling thread's current device (several GPUs: handles switch to theirs and back).
int current_device(int* ordinal);
// The device `stream` belongs to (a stream of another device is refused, never used); the null
// stream belongs to the current device.
int stream_device(std::uint64_t stream, int* ordinal);
// Free and total memory of device `ordinal`, as the runtime reports them (tests of a full
// device and of leaks).
int mem_info(int ordinal, std::uint64_t* free_bytes, std::uint64_t* total_bytes);

// ---------------------------------------------------------------- memory

int malloc_device(int ordinal, std::uint64_t bytes, std::uint64_t* out);
int free_device(int ordinal, std::uint64_t ptr);
// A pool owned by the caller, release threshold UINT64_MAX (memory stays with the pool).
int pool_create(int ordinal, std::uint64_t* pool);
int pool_destroy(std::uint64_t pool);
// Give the pool's unused memory back to the device (freed blocks it keeps for reuse), and on
// NVIDIA the device's unused graph-memory reservation (workspaces of captured calls).
int pool_trim(std::uint64_t pool, int ordinal);
int malloc_async(int ordinal, std::uint64_t pool, std::uint64_t bytes, std::uint64_t stream,
                 std::uint64_t* out);
int free_async(std::uint64_t ptr, std::uint64_t stream);
int memcpy_htod(std::uint64_t dst, const void* src, std::uint64_t bytes, std::uint64_t stream);
int memcpy_dtoh(void* dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream);
int memcpy_dtod(std::uint64_t dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream);
int memset_async(std::uint64_t dst, int value, std::uint64_t bytes, std::uint64_t stream);

// ---------------------------------------------------------------- streams, events, graphs

// high_priority: the device's greatest stream priority (its blocks are dispatched before those
// of waiting kernels of lower priority); oxblas's look-ahead lane.
int stream_create(int ordinal, bool non_blocking, bool high_priority, std::uint64_t* out);
// A non-blocking stream whose kernels run on every multiprocessor but one group that can hold
// a thread-block cluster of `spare` blocks (NVIDIA: a green context of the other
// multiprocessors), so that other streams' cluster launches find that group free of its
// blocks. kNotSupported where the platform, driver or device cannot partition (AMD; a device
// without clusters). stream_destroy releases the partition with the stream.
int stream_create_sparing(int ordinal, unsigned spare, std::uint64_t* out);
int stream_destroy(std::uint64_t stream);
int stream_synchronize(std::uint64_t stream);
int event_create(int ordinal, std::uint64_t* out);
int event_destroy(std::uint64_t event);
int event_record(std::uint64_t event, std::uint64_t stream);
int stream_wait_event(std::uint64_t stream, std::uint64_t event);
// 0 none, 1 active, 2 invalidated.
int capture_status(std::uint64_t stream, int* status);
int capture_begin(std::uint64_t stream);
// Ends the capture and instantiates it; the graph template is released, the executable kept.
int capture_end(std::uint64_t stream, std::uint64_t* graph_exec);
int graph_launch(std::uint64_t graph_exec, std::uint64_t stream);
int graph_destroy(std::uint64_t graph_exec);

// ---------------------------------------------------------------- kernels

// The launchers of the kernel families are declared in launch.h.

// Block sizes the kernels accept: whole warps (wavefronts), at most kMaxThreads.
constexpr std::uint32_t kMaxThreads = 256;
#if defined(__HIP_PLATFORM_AMD__) || defined(OXBLAS_HIP_AMD)
constexpr std::uint32_t kWarpMultiple = 64;
#else
constexpr std::uint32_t kWarpMultiple = 32;
#endif

}  // namespace oxblas_hip
