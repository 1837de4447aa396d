// Glue between the cxx bridge (bridge/ffi.rs) and the runtime layer (hip/include/oxblas_hip).
#include "oxblas/bridge/bridge.h"

#include <string>

#include "oxblas/bridge/ffi.rs.h"
#include "oxblas_hip/runtime.h"

namespace oxblas {
namespace bridge {
namespace {

namespace rt = oxblas_hip;

Rc rc(int code) {
  Rc r;
  r.code = code;
  r.status = static_cast<GpuStatus>(static_cast<std::int32_t>(rt::classify(code)));
  return r;
}

}  // namespace

Rc device_count(std::int32_t& count) {
  int c = 0;
  int e = rt::device_count(&c);
  count = c;
  return rc(e);
}

Rc classify(std::int32_t code) { return rc(code); }

rust::String error_string(std::int32_t code) {
  std::string s = rt::error_name(code);
  s += ": ";
  s += rt::error_string(code);
  return rust::String(s);
}

std::unique_ptr<GpuContext> open_device(std::int32_t ordinal, DeviceInfo& info, Rc& out) {
  int count = 0;
  if (int e = rt::device_count(&count)) {
    out = rc(e);
    return nullptr;
  }
  if (ordinal < 0 || ordinal >= count) {
    // Not a runtime error code of its own: report "no device" with the runtime's code for it.
    out = Rc{GpuStatus::NoDevice, 0};
    return nullptr;
  }
  rt::DeviceInfo di;
  if (int e = rt::device_info(ordinal, &di)) {
    out = rc(e);
    return nullptr;
  }
  std::uint64_t pool = 0;
  if (int e = rt::pool_create(ordinal, &pool)) {
    out = rc(e);
    return nullptr;
  }
  info.name = rust::String(di.name);
  info.arch = rust::String(di.arch);
  info.multiprocessors = static_cast<std::uint32_t>(di.multiprocessors);
  info.warp_size = static_cast<std::uint32_t>(di.warp_size);
  info.max_threads_per_block = static_cast<std::uint32_t>(di.max_threads_per_block);
  info.total_memory = di.total_memory;
  out = rc(0);
  return std::unique_ptr<GpuContext>(new GpuContext(ordinal, pool));
}

Rc current_device(std::int32_t& ordinal) {
  int d = -1;
  Rc r = rc(rt::current_device(&d));
  ordinal = d;
  return r;
}
Rc set_device(std::int32_t ordinal) { return rc(rt::use_device(ordinal)); }
Rc stream_device(std::uint64_t stream, std::int32_t& ordinal) {
  int d = -1;
  Rc r = rc(rt::stream_device(stream, &d));
  ordinal = d;
  return r;
}
Rc mem_info(std::int32_t ordinal, std::uint64_t& free_bytes, std::uint64_t& total_bytes) {
  return rc(rt::mem_info(ordinal, &free_bytes, &total_bytes));
}

GpuContext::~GpuContext() {
  // The pool's memory goes back to the device; stream-ordered frees must have run by now.
  if (pool_) (void)rt::pool_destroy(pool_);
}

Rc GpuContext::malloc(std::uint64_t bytes, std::uint64_t& out) const {
  return rc(rt::malloc_device(ordinal_, bytes, &out));
}
Rc GpuContext::free(std::uint64_t ptr) const { return rc(rt::free_device(ordinal_, ptr)); }
Rc GpuContext::malloc_async(std::uint64_t bytes, std::uint64_t stream, std::uint64_t& out) const {
  return rc(rt::malloc_async(ordinal_, pool_, bytes, stream, &out));
}
Rc GpuContext::free_async(std::uint64_t ptr, std::uint64_t stream) const {
  return rc(rt::free_async(ptr, stream));
}
Rc GpuContext::memcpy_htod(std::uint64_t dst, const std::uint8_t* src, std::uint64_t bytes,
                           std::uint64_t stream) const {
  return rc(rt::memcpy_htod(dst, src, bytes, stream));
}
Rc GpuContext::memcpy_dtoh(std::uint8_t* dst, std::uint64_t src, std::uint64_t bytes,
                           std::uint64_t stream) const {
  return rc(rt::memcpy_dtoh(dst, src, bytes, stream));
}
Rc GpuContext::memcpy_dtod(std::uint64_t dst, std::uint64_t src, std::uint64_t bytes,
                           std::uint64_t stream) const {
  return rc(rt::memcpy_dtod(dst, src, bytes, stream));
}
Rc GpuContext::memset(std::uint64_t dst, std::uint8_t value, std::uint64_t bytes,
                      std::uint64_t stream) const {
  return rc(rt::memset_async(dst, value, bytes, stream));
}

Rc GpuContext::stream_create(bool non_blocking, bool high_priority, std::uint64_t& out) const {
  return rc(rt::stream_create(ordinal_, non_blocking, high_priority, &out));
}
Rc GpuContext::stream_create_sparing(std::uint32_t spare, std::uint64_t& out) const {
  return rc(rt::stream_create_sparing(ordinal_, spare, &out));
}
Rc GpuContext::stream_destroy(std::uint64_t stream) const { return rc(rt::stream_destroy(stream)); }
Rc GpuContext::stream_synchronize(std::uint64_t stream) const {
  return rc(rt::stream_synchronize(stream));
}
Rc GpuContext::event_create(std::uint64_t& out) const { return rc(rt::event_create(ordinal_, &out)); }
Rc GpuContext::event_destroy(std::uint64_t event) const { return rc(rt::event_destroy(event)); }
Rc GpuContext::event_record(std::uint64_t event, std::uint64_t stream) const {
  return rc(rt::event_record(event, stream));
}
Rc GpuContext::stream_wait_event(std::uint64_t stream, std::uint64_t event) const {
  return rc(rt::stream_wait_event(stream, event));
}
Rc GpuContext::capture_status(std::uint64_t stream, std::int32_t& status) const {
  int s = 0;
  Rc r = rc(rt::capture_status(stream, &s));
  status = s;
  return r;
}
Rc GpuContext::begin_capture(std::uint64_t stream) const { return rc(rt::capture_begin(stream)); }
Rc GpuContext::end_capture(std::uint64_t stream, std::uint64_t& graph) const {
  return rc(rt::capture_end(stream, &graph));
}
Rc GpuContext::graph_launch(std::uint64_t graph, std::uint64_t stream) const {
  return rc(rt::graph_launch(graph, stream));
}
Rc GpuContext::graph_destroy(std::uint64_t graph) const { return rc(rt::graph_destroy(graph)); }
Rc GpuContext::trim_pool() const {
  if (int e = rt::use_device(ordinal_)) return rc(e);
  return rc(rt::pool_trim(pool_, ordinal_));
}

}  // namespace bridge
}  // namespace oxblas
