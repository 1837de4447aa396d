// C++ side of bridge/ffi.rs: forwards to the runtime layer in hip/ and classifies its errors.
// No exceptions: every function returns an Rc.
#pragma once

#include <cstdint>
#include <memory>

#include "rust/cxx.h"

namespace oxblas {
namespace bridge {

struct Rc;
struct DeviceInfo;

class GpuContext {
 public:
  GpuContext(int ordinal, std::uint64_t pool) : ordinal_(ordinal), pool_(pool) {}
  ~GpuContext();
  GpuContext(const GpuContext&) = delete;
  GpuContext& operator=(const GpuContext&) = delete;

  Rc malloc(std::uint64_t bytes, std::uint64_t& out) const;
  Rc free(std::uint64_t ptr) const;
  Rc malloc_async(std::uint64_t bytes, std::uint64_t stream, std::uint64_t& out) const;
  Rc free_async(std::uint64_t ptr, std::uint64_t stream) const;
  Rc memcpy_htod(std::uint64_t dst, const std::uint8_t* src, std::uint64_t bytes, std::uint64_t stream) const;
  Rc memcpy_dtoh(std::uint8_t* dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream) const;
  Rc memcpy_dtod(std::uint64_t dst, std::uint64_t src, std::uint64_t bytes, std::uint64_t stream) const;
  Rc memset(std::uint64_t dst, std::uint8_t value, std::uint64_t bytes, std::uint64_t stream) const;

  Rc stream_create(bool non_blocking, bool high_priority, std::uint64_t& out) const;
  Rc stream_create_sparing(std::uint32_t spare, std::uint64_t& out) const;
  Rc stream_destroy(std::uint64_t stream) const;
  Rc stream_synchronize(std::uint64_t stream) const;
  Rc event_create(std::uint64_t& out) const;
  Rc event_destroy(std::uint64_t event) const;
  Rc event_record(std::uint64_t event, std::uint64_t stream) const;
  Rc stream_wait_event(std::uint64_t stream, std::uint64_t event) const;
  Rc capture_status(std::uint64_t stream, std::int32_t& status) const;
  Rc begin_capture(std::uint64_t stream) const;
  Rc end_capture(std::uint64_t stream, std::uint64_t& graph) const;
  Rc graph_launch(std::uint64_t graph, std::uint64_t stream) const;
  Rc graph_destroy(std::uint64_t graph) const;
  // Issue 13: the pool's cached memory back to the device.
  Rc trim_pool() const;

 private:
  int ordinal_;
  std::uint64_t pool_;
};

Rc device_count(std::int32_t& count);
rust::String error_string(std::int32_t code);
Rc classify(std::int32_t code);
std::unique_ptr<GpuContext> open_device(std::int32_t ordinal, DeviceInfo& info, Rc& rc);

// Several GPUs (issue 13): the calling thread's current device, switching it, the device of a
// stream, and a device's free/total memory.
Rc current_device(std::int32_t& ordinal);
Rc set_device(std::int32_t ordinal);
Rc stream_device(std::uint64_t stream, std::int32_t& ordinal);
Rc mem_info(std::int32_t ordinal, std::uint64_t& free_bytes, std::uint64_t& total_bytes);

}  // namespace bridge
}  // namespace oxblas
