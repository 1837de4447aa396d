// Tiny HIP smoke test: one kernel + host launch + error reporting.
// Built by scripts/install-hip-toolchain.sh with (Debian 12, HIP 5.2):
//   hipcc --offload-arch=gfx90a -o /tmp/hip_smoke hip_smoke.cpp
// On a machine without an AMD GPU it must exit cleanly (rc 2) with a
// readable error message, not crash.
#include <cstdio>
#include <hip/hip_runtime.h>

__global__ void axpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

#define CHECK(call)                                                        \
  do {                                                                     \
    hipError_t e_ = (call);                                                \
    if (e_ != hipSuccess) {                                                \
      std::fprintf(stderr, "hip_smoke: %s failed: %s (%s)\n", #call,       \
                   hipGetErrorString(e_), hipGetErrorName(e_));            \
      return 2;                                                            \
    }                                                                      \
  } while (0)

int main() {
  int ndev = 0;
  CHECK(hipGetDeviceCount(&ndev));
  if (ndev == 0) {
    std::fprintf(stderr, "hip_smoke: no HIP device\n");
    return 2;
  }
  const int n = 1 << 10;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) { hx[i] = 1.0f; hy[i] = 2.0f; }
  float *x = nullptr, *y = nullptr;
  CHECK(hipMalloc(reinterpret_cast<void**>(&x), n * sizeof(float)));
  CHECK(hipMalloc(reinterpret_cast<void**>(&y), n * sizeof(float)));
  CHECK(hipMemcpy(x, hx, n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(y, hy, n * sizeof(float), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(axpy, dim3((n + 255) / 256), dim3(256), 0, 0, n, 3.0f,
                     static_cast<const float*>(x), y);
  CHECK(hipGetLastError());
  axpy<<<(n + 255) / 256, 256>>>(n, 0.0f, x, y);  // triple-chevron form too
  CHECK(hipGetLastError());
  CHECK(hipMemcpy(hy, y, n * sizeof(float), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += (hy[i] != 5.0f);
  CHECK(hipFree(x));
  CHECK(hipFree(y));
  std::printf("hip_smoke: %d devices, axpy %s\n", ndev, bad ? "WRONG" : "ok");
  return bad ? 1 : 0;
}
