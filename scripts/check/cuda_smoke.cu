// Tiny CUDA smoke test: one kernel + host launch + error reporting.
// Built by scripts/install-cuda-toolchain.sh with
//   nvcc -arch=sm_90 -cudart static -o /tmp/cuda_smoke cuda_smoke.cu
// On a machine without an NVIDIA GPU/driver it must exit cleanly (rc 2)
// with a readable error message, not crash.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void axpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e_ = (call);                                               \
    if (e_ != cudaSuccess) {                                               \
      std::fprintf(stderr, "cuda_smoke: %s failed: %s (%s)\n", #call,      \
                   cudaGetErrorString(e_), cudaGetErrorName(e_));          \
      return 2;                                                            \
    }                                                                      \
  } while (0)

int main() {
  int ndev = 0;
  CHECK(cudaGetDeviceCount(&ndev));
  if (ndev == 0) {
    std::fprintf(stderr, "cuda_smoke: no CUDA device\n");
    return 2;
  }
  const int n = 1 << 10;
  float *x = nullptr, *y = nullptr;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; ++i) { x[i] = 1.0f; y[i] = 2.0f; }
  axpy<<<(n + 255) / 256, 256>>>(n, 3.0f, x, y);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += (y[i] != 5.0f);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  std::printf("cuda_smoke: %d devices, axpy %s\n", ndev, bad ? "WRONG" : "ok");
  return bad ? 1 : 0;
}
