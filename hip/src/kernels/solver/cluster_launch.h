// Thread-block clusters on sm_90, for the cluster LU panel and the fused getrs: the device
// primitives both use (the cluster barrier in halves, another block's shared memory by
// address), and the launch: what it needs to know of the device, learnt once per device and
// kernel, and its configuration. NVIDIA only.
#pragma once

#if defined(OXBLAS_HIP_NVIDIA)
#include <mutex>

#include "../opt_in_shared.h"
#include "solver_common.h"

namespace oxblas_hip {
namespace slv {

// The cluster barrier in halves: an arrival with release semantics (this block's writes that
// others read; a block barrier before it makes it cover the block's, bar.sync then release
// being cumulative), or relaxed (a block whose writes reach others only through another
// arrival's release); every thread waits with acquire.
__device__ inline void cluster_arrive_release() {
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
__device__ inline void cluster_arrive_relaxed() {
  asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}
__device__ inline void cluster_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }

// Another block's shared memory by its 32-bit shared-window address (mapa), for
// ld.shared::cluster and st.async: the generic path of cooperative groups' map_shared_rank
// was slower.
__device__ inline unsigned shared_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ inline unsigned remote_addr(unsigned a, int rank) {
  unsigned r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
  return r;
}

// Pushing values into other blocks' shared memory: st.async stores whose arrival counts down
// the receiver's mbarrier by their bytes (complete_tx), so the receiver learns that the data is
// there from its own mbarrier, with no release fence in the sender and no remote load after
// a barrier. A phase completes when its one local arrival (mbar_expect, which adds the bytes
// the phase awaits) has happened and every awaited byte has arrived, in either order (the
// byte count may run below zero until the arrival).
__device__ inline void mbar_init(unsigned mbar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(mbar) : "memory");
}
// Every block's mbarriers initialized before any other block pushes: after the init, this
// fence, then the cluster barrier.
__device__ inline void mbar_init_fence() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ inline void mbar_expect(unsigned mbar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(mbar), "r"(bytes) : "memory");
}

// v into another block's shared memory at `dst`, counting down its mbarrier `mbar` by
// sizeof(T) bytes (both shared::cluster addresses).
__device__ inline void push(unsigned dst, float v, unsigned mbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" ::"r"(dst),
               "r"(__float_as_uint(v)), "r"(mbar)
               : "memory");
}
__device__ inline void push(unsigned dst, double v, unsigned mbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" ::"r"(dst),
               "l"(__double_as_longlong(v)), "r"(mbar)
               : "memory");
}
__device__ inline void push(unsigned dst, c32 v, unsigned mbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" ::"r"(dst),
               "r"(__float_as_uint(v.re)), "r"(__float_as_uint(v.im)), "r"(mbar)
               : "memory");
}
__device__ inline void push(unsigned dst, c64 v, unsigned mbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" ::"r"(dst),
               "l"(__double_as_longlong(v.re)), "l"(__double_as_longlong(v.im)), "r"(mbar)
               : "memory");
}
// 16 bytes (a 16-byte-aligned `dst`).
__device__ inline void push16(unsigned dst, uint4 v, unsigned mbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" ::"r"(dst),
               "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w), "r"(mbar)
               : "memory");
}

// Wait until the mbarrier's phase of this parity completes, with acquire semantics at cluster
// scope: the pushed values are then visible. Poll (test_wait) on a critical path: try_wait lets
// the hardware suspend the thread, and its wake-up took longer than the poll (the fused getrs,
// H200). Idle (try_wait) for threads off it, which then leave the issue slots to those on it
// (the cluster LU panel's updaters: polling there made the panels 1-2% slower).
enum class MbarWait { Poll, Idle };
#define OXBLAS_MBAR_WAIT(op) \
  "{ .reg .pred p; mbarrier." op ".parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
template <MbarWait W = MbarWait::Poll>
__device__ inline void mbar_wait(unsigned mbar, unsigned parity) {
  unsigned done = 0;
  do {
    if constexpr (W == MbarWait::Poll)
      asm volatile(OXBLAS_MBAR_WAIT("test_wait") : "=r"(done) : "r"(mbar), "r"(parity) : "memory");
    else
      asm volatile(OXBLAS_MBAR_WAIT("try_wait") : "=r"(done) : "r"(mbar), "r"(parity) : "memory");
  } while (!done);
}
#undef OXBLAS_MBAR_WAIT

// The kernel's shared-memory budget (the opt-in limit less its static shared memory) and
// which cluster sizes fit the device as it is partitioned or shared (bit b - 1: a cluster of b
// blocks, each with the whole budget; one that fits with it fits with less).
struct ClusterLimits {
  int error = 0;
  long long budget = 0;
  unsigned fits = 0;
};

// A launch of `blocks` blocks of `threads` as one cluster with `bytes` of dynamic shared
// memory; `attr` holds the cluster's dimensions and must outlive the configuration.
inline cudaLaunchConfig_t cluster_config(cudaLaunchAttribute& attr, unsigned blocks, unsigned threads,
                                         size_t bytes, hipStream_t s) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(blocks);
  cfg.blockDim = dim3(threads);
  cfg.dynamicSmemBytes = bytes;
  cfg.stream = s;
  attr = {};
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = blocks;
  attr.val.clusterDim.y = 1;
  attr.val.clusterDim.z = 1;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  return cfg;
}

// Queried with the kernel's opt-in and non-portable cluster attributes set (so a launch costs
// no host queries after the first).
template <auto K, int Threads>
ClusterLimits query_cluster_limits(int dev) {
  ClusterLimits l;
  cudaFuncAttributes fa;
  int optin = 0;
  if (cudaError_t e = cudaFuncGetAttributes(&fa, K)) return {static_cast<int>(e)};
  if (cudaError_t e = cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev))
    return {static_cast<int>(e)};
  l.budget = static_cast<long long>(optin) - static_cast<long long>(fa.sharedSizeBytes);
  if (int e = kern::opt_in_shared<K>(static_cast<size_t>(l.budget))) return {e};
  if (cudaError_t e = cudaFuncSetAttribute(K, cudaFuncAttributeNonPortableClusterSizeAllowed, 1))
    return {static_cast<int>(e)};
  for (unsigned b = 1; b <= 16; ++b) {
    cudaLaunchAttribute attr;
    const cudaLaunchConfig_t cfg = cluster_config(attr, b, Threads, static_cast<size_t>(l.budget), 0);
    int clusters = 0;
    if (cudaOccupancyMaxActiveClusters(&clusters, K, &cfg) == cudaSuccess && clusters >= 1)
      l.fits |= 1u << (b - 1);
  }
  (void)cudaGetLastError();  // an occupancy query's refusal is an answer, not an error
  return l;
}

template <auto K, int Threads>
ClusterLimits cluster_limits() {
  static std::mutex mu;
  static ClusterLimits known[64];
  static bool ready[64] = {};
  int dev = 0;
  if (cudaError_t e = cudaGetDevice(&dev)) return {static_cast<int>(e)};
  if (dev < 0 || dev >= 64) return query_cluster_limits<K, Threads>(dev);
  std::lock_guard<std::mutex> lock(mu);
  if (!ready[dev]) {
    known[dev] = query_cluster_limits<K, Threads>(dev);
    ready[dev] = known[dev].error == 0;
  }
  return known[dev];
}

// Launch K over `blocks` blocks as one cluster, as a programmatic dependent launch (the kernel
// waits for its predecessor's memory first), or a plain cluster launch if the driver refuses
// the pair. kInvalidLaunch, launching nothing, where the cluster cannot run: more shared memory
// than the budget, or no room for the cluster on the device.
template <auto K, int Threads>
int launch_one_cluster(const SolverDesc& d, long long blocks, long long bytes, hipStream_t s) {
  const ClusterLimits l = cluster_limits<K, Threads>();
  if (l.error != 0) return l.error;
  if (blocks < 1 || blocks > 16 || bytes > l.budget || (l.fits >> (blocks - 1) & 1u) == 0)
    return kInvalidLaunch;
  cudaLaunchAttribute attr[2];
  cudaLaunchConfig_t cfg = cluster_config(attr[0], static_cast<unsigned>(blocks), Threads,
                                          static_cast<size_t>(bytes), s);
  attr[1] = kern::pdl_attribute();
  cfg.attrs = attr;
  cfg.numAttrs = 2;
  if (cudaLaunchKernelEx(&cfg, K, d) == cudaSuccess) return 0;
  (void)cudaGetLastError();
  cfg.numAttrs = 1;
  return static_cast<int>(cudaLaunchKernelEx(&cfg, K, d));
}

}  // namespace slv
}  // namespace oxblas_hip
#endif
