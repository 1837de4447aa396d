// Probe for getrf's look-ahead on a partitioned GPU (issue 12; written in the forty-first
// session, first run in the forty-second: docs/benchmarks/2026-11-30-h200-lu-worker/): does a
// chain of thread-block-cluster launches (getrf's lane: its cluster panels, 16 blocks of 512
// threads with most of a multiprocessor's shared memory each) keep its pace beside a long series
// of many-block kernels (the trailing updates) when each has its own SMs (CUDA green contexts),
// where on two ordinary streams it does not? On an H200: x1.83 beside the load on ordinary
// streams, x1.01 on two green contexts, x1.02 with only the load in a green context of 116 SMs
// (what oxblas does: `rust/lane.rs`'s worker).
//
// It answers, in order: how the driver splits the SMs (a cluster-capable group of G SMs for the
// chain, the rest for the load); whether runtime-API launches on the green contexts' streams run
// only on their SMs (%smid of every block); whether a cluster of 16 (and of 8) launches in the
// G-SM context; and the chain's time alone and beside the load, on ordinary streams (the chain at
// the greatest priority, as oxblas's lane), on the two green contexts, and with only the load in
// its green context (the chain on an ordinary stream, where the group's SMs stay free for it:
// the smaller change to oxblas, a worker stream for the trailing updates). The kernels only spin
// on %globaltimer and meet at cluster barriers: the probe measures scheduling, not arithmetic.
//
// Not part of the library or of `cargo test`. No libcuda link: the driver's green-context calls
// come through cudaGetDriverEntryPointByVersion. Build (any machine with the toolkit):
//   nvcc -O2 -std=c++17 -arch=sm_90 -cudart static -o green_probe benches/green_ctx_probe.cu
// Run: green_probe [G (SMs for the chain, default 16)] [chain launches (default 200)]
#include <cooperative_groups.h>
#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <vector>

namespace cg = cooperative_groups;

#define CK(x)                                                                               \
  do {                                                                                      \
    cudaError_t e_ = (x);                                                                   \
    if (e_ != cudaSuccess) {                                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                         \
    }                                                                                       \
  } while (0)
#define CU(x)                                                                     \
  do {                                                                            \
    CUresult r_ = (x);                                                            \
    if (r_ != CUDA_SUCCESS) {                                                     \
      std::fprintf(stderr, "%s:%d: %s: CUresult %d\n", __FILE__, __LINE__, #x, (int)r_); \
      std::exit(1);                                                               \
    }                                                                             \
  } while (0)

// The driver calls, through the runtime's entry-point query.
struct Driver {
  CUresult (*device_get)(CUdevice*, int);
  CUresult (*get_resource)(CUdevice, CUdevResource*, CUdevResourceType);
  CUresult (*split)(CUdevResource*, unsigned*, const CUdevResource*, CUdevResource*, unsigned, unsigned);
  CUresult (*gen_desc)(CUdevResourceDesc*, CUdevResource*, unsigned);
  CUresult (*green_create)(CUgreenCtx*, CUdevResourceDesc, CUdevice, unsigned);
  CUresult (*green_stream)(CUstream*, CUgreenCtx, unsigned, int);
  CUresult (*green_destroy)(CUgreenCtx);
};

template <class F>
void entry(const char* name, F& f) {
  void* p = nullptr;
  cudaDriverEntryPointQueryResult q;
  CK(cudaGetDriverEntryPointByVersion(name, &p, 13000, cudaEnableDefault, &q));
  if (q != cudaDriverEntryPointSuccess || p == nullptr) {
    std::fprintf(stderr, "driver entry point %s: not found (%d)\n", name, (int)q);
    std::exit(1);
  }
  f = reinterpret_cast<F>(p);
}

__device__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__device__ unsigned smid() {
  unsigned s;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
  return s;
}
__device__ void spin(unsigned long long ns) {
  const unsigned long long t0 = now_ns();
  while (now_ns() - t0 < ns) {
  }
}

// Every block records its multiprocessor.
__global__ void smid_kernel(int* out) {
  if (threadIdx.x == 0) out[blockIdx.x] = static_cast<int>(smid());
  spin(20000);
}

// A cluster step, as a panel leaf's columns: `steps` rounds of a short spin and a cluster
// barrier; the dynamic shared memory makes a block take most of a multiprocessor.
__global__ void cluster_chain_kernel(int steps, unsigned long long ns, int* sm_seen) {
  extern __shared__ unsigned char smem[];
  cg::cluster_group cl = cg::this_cluster();
  for (int s = 0; s < steps; ++s) {
    spin(ns);
    smem[threadIdx.x] = static_cast<unsigned char>(s);
    cl.sync();
  }
  if (threadIdx.x == 0 && sm_seen != nullptr) sm_seen[blockIdx.x] = static_cast<int>(smid());
}

// The load, as a trailing update's gemm tiles: many blocks, each spinning ~ns.
__global__ void load_kernel(unsigned long long ns) {
  extern __shared__ unsigned char smem[];
  smem[threadIdx.x] = 1;
  spin(ns);
}

constexpr int kChainThreads = 512, kLoadThreads = 256;
constexpr size_t kChainSmem = 200 * 1024, kLoadSmem = 96 * 1024;

cudaError_t launch_chain(cudaStream_t s, int cluster, int* sm_seen) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(cluster);
  cfg.blockDim = dim3(kChainThreads);
  cfg.dynamicSmemBytes = kChainSmem;
  cfg.stream = s;
  cudaLaunchAttribute at[1];
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = cluster;
  at[0].val.clusterDim.y = 1;
  at[0].val.clusterDim.z = 1;
  cfg.attrs = at;
  cfg.numAttrs = 1;
  return cudaLaunchKernelEx(&cfg, cluster_chain_kernel, 8, 1000ull, sm_seen);
}

// The chain's time (ms): `launches` cluster launches on `chain`, with (if `load` is set) a
// series of load kernels started first on `load` and long enough to outlast the chain.
float chain_ms(cudaStream_t chain, cudaStream_t load, int load_blocks, int launches) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  if (load != nullptr)
    for (int i = 0; i < 3 * launches / 10 + 1; ++i)
      load_kernel<<<load_blocks, kLoadThreads, kLoadSmem, load>>>(40000ull);
  CK(cudaEventRecord(a, chain));
  for (int i = 0; i < launches; ++i) CK(launch_chain(chain, 16, nullptr));
  CK(cudaEventRecord(b, chain));
  CK(cudaDeviceSynchronize());
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, a, b));
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return ms;
}

void report_sms(const char* what, cudaStream_t s, int blocks) {
  int* d;
  CK(cudaMalloc(&d, blocks * sizeof(int)));
  smid_kernel<<<blocks, 64, 0, s>>>(d);
  CK(cudaGetLastError());
  CK(cudaStreamSynchronize(s));
  std::vector<int> h(blocks);
  CK(cudaMemcpy(h.data(), d, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CK(cudaFree(d));
  std::set<int> u(h.begin(), h.end());
  std::printf("%-28s %zu distinct SMs (%d..%d)\n", what, u.size(), *u.begin(), *u.rbegin());
}

int main(int argc, char** argv) {
  const unsigned want = argc > 1 ? static_cast<unsigned>(atoi(argv[1])) : 16;
  const int launches = argc > 2 ? atoi(argv[2]) : 200;
  CK(cudaSetDevice(0));
  CK(cudaFree(nullptr));  // the primary context, before any green context
  CK(cudaFuncSetAttribute(cluster_chain_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)kChainSmem));
  CK(cudaFuncSetAttribute(cluster_chain_kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  CK(cudaFuncSetAttribute(load_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)kLoadSmem));
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int lo = 0, hi = 0;
  CK(cudaDeviceGetStreamPriorityRange(&lo, &hi));

  Driver drv;
  entry("cuDeviceGet", drv.device_get);
  entry("cuDeviceGetDevResource", drv.get_resource);
  entry("cuDevSmResourceSplitByCount", drv.split);
  entry("cuDevResourceGenerateDesc", drv.gen_desc);
  entry("cuGreenCtxCreate", drv.green_create);
  entry("cuGreenCtxStreamCreate", drv.green_stream);
  entry("cuGreenCtxDestroy", drv.green_destroy);
  CUdevice dev;
  CU(drv.device_get(&dev, 0));
  CUdevResource all;
  CU(drv.get_resource(dev, &all, CU_DEV_RESOURCE_TYPE_SM));
  std::printf("device: %d SMs; resource smCount %u, minSmPartitionSize %u, smCoscheduledAlignment %u\n", sms,
              all.sm.smCount, all.sm.minSmPartitionSize, all.sm.smCoscheduledAlignment);
  // One group of `want` SMs for the chain (cluster-capable), the rest for the load.
  CUdevResource group, rest;
  unsigned n = 1;
  CU(drv.split(&group, &n, &all, &rest, CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE, want));
  std::printf("split: %u group(s) of %u SMs, the rest %u SMs\n", n, group.sm.smCount, rest.sm.smCount);
  CUdevResourceDesc dg, dr;
  CU(drv.gen_desc(&dg, &group, 1));
  CU(drv.gen_desc(&dr, &rest, 1));
  CUgreenCtx gchain, gload;
  CU(drv.green_create(&gchain, dg, dev, CU_GREEN_CTX_DEFAULT_STREAM));
  CU(drv.green_create(&gload, dr, dev, CU_GREEN_CTX_DEFAULT_STREAM));
  CUstream cs, ls;
  CU(drv.green_stream(&cs, gchain, CU_STREAM_NON_BLOCKING, hi));
  CU(drv.green_stream(&ls, gload, CU_STREAM_NON_BLOCKING, 0));
  cudaStream_t gc = reinterpret_cast<cudaStream_t>(cs), gl = reinterpret_cast<cudaStream_t>(ls);
  cudaStream_t oc, ol;
  CK(cudaStreamCreateWithPriority(&oc, cudaStreamNonBlocking, hi));
  CK(cudaStreamCreateWithPriority(&ol, cudaStreamNonBlocking, 0));

  // Where runtime launches run.
  report_sms("ordinary stream", ol, 4 * sms);
  report_sms("green context of the chain", gc, 4 * sms);
  report_sms("green context of the load", gl, 4 * sms);

  // Clusters of 16 and 8 in the chain's context.
  for (int c : {16, 8}) {
    int* seen;
    CK(cudaMalloc(&seen, c * sizeof(int)));
    cudaError_t e = launch_chain(gc, c, seen);
    if (e == cudaSuccess) e = cudaStreamSynchronize(gc);
    std::vector<int> h(c, -1);
    if (e == cudaSuccess) CK(cudaMemcpy(h.data(), seen, c * sizeof(int), cudaMemcpyDeviceToHost));
    std::set<int> u(h.begin(), h.end());
    std::printf("cluster of %2d in the chain's context: %s, %zu distinct SMs\n", c,
                e == cudaSuccess ? "ran" : cudaGetErrorString(e), u.size());
    (void)cudaGetLastError();
    CK(cudaFree(seen));
  }

  // The chain alone and beside the load: two blocks a multiprocessor of the load's SMs.
  const int ord_blocks = 2 * sms, green_blocks = 2 * static_cast<int>(rest.sm.smCount);
  chain_ms(oc, nullptr, 0, 20);  // warm-up
  const float alone = chain_ms(oc, nullptr, 0, launches);
  const float beside = chain_ms(oc, ol, ord_blocks, launches);
  const float g_alone = chain_ms(gc, nullptr, 0, launches);
  const float g_beside = chain_ms(gc, gl, green_blocks, launches);
  // Only the load partitioned: the chain on an ordinary stream finds the group's SMs free.
  const float o_green_load = chain_ms(oc, gl, green_blocks, launches);
  std::printf("chain of %d cluster launches (16 blocks, 8 barriers each):\n", launches);
  std::printf("  ordinary streams: alone %.3f ms, beside the load %.3f ms (x%.2f)\n", alone, beside, beside / alone);
  std::printf("  green contexts:   alone %.3f ms, beside the load %.3f ms (x%.2f)\n", g_alone, g_beside,
              g_beside / g_alone);
  std::printf("  ordinary chain beside the load in its green context: %.3f ms (x%.2f)\n", o_green_load,
              o_green_load / alone);
  CK(cudaStreamDestroy(oc));
  CK(cudaStreamDestroy(ol));
  CK(cudaStreamDestroy(gc));
  CK(cudaStreamDestroy(gl));
  CU(drv.green_destroy(gchain));
  CU(drv.green_destroy(gload));
  return 0;
}
