// Host-only translation unit calling into the HIP static library.
// Exits 2 with a clean message when there is no AMD GPU.
#include <cstdio>
#include <hip/hip_runtime_api.h>
#include "kernels.h"

int main() {
  int ndev = 0;
  hipError_t e = hipGetDeviceCount(&ndev);
  if (e != hipSuccess || ndev == 0) {
    std::fprintf(stderr, "hip_smoke_main: no HIP device (%s)\n",
                 e != hipSuccess ? hipGetErrorString(e) : "0 devices");
    return 2;
  }
  float* d = nullptr;
  if ((e = hipMalloc(reinterpret_cast<void**>(&d), 256 * sizeof(float))) != hipSuccess) {
    std::fprintf(stderr, "hip_smoke_main: hipMalloc: %s\n", hipGetErrorString(e));
    return 1;
  }
  int rc = smoke_scale(256, 2.0f, d);
  std::printf("hip_smoke_main: launch -> %s\n", smoke_error_string(rc));
  (void)hipFree(d);
  return rc == 0 ? 0 : 1;
}
