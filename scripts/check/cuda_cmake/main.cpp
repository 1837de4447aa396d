// Host-only translation unit (compiled by the host C++ compiler), calling
// into the CUDA static library. Exits 2 with a clean message without a GPU.
#include <cstdio>
#include <cuda_runtime_api.h>
#include "kernels.h"

int main() {
  int ndev = 0;
  cudaError_t e = cudaGetDeviceCount(&ndev);
  if (e != cudaSuccess || ndev == 0) {
    std::fprintf(stderr, "smoke_main: no CUDA device (%s)\n",
                 e != cudaSuccess ? cudaGetErrorString(e) : "0 devices");
    return 2;
  }
  float* d = nullptr;
  if ((e = cudaMalloc(reinterpret_cast<void**>(&d), 256 * sizeof(float))) != cudaSuccess) {
    std::fprintf(stderr, "smoke_main: cudaMalloc: %s\n", cudaGetErrorString(e));
    return 1;
  }
  int rc = smoke_scale(256, 2.0f, d);
  std::printf("smoke_main: launch -> %s\n", smoke_error_string(rc));
  cudaFree(d);
  return rc == 0 ? 0 : 1;
}
