#include <cuda_runtime.h>
#include "kernels.h"

__global__ void scale_kernel(int n, float a, float* x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

extern "C" int smoke_scale(int n, float a, float* d_x) {
  scale_kernel<<<(n + 255) / 256, 256>>>(n, a, d_x);
  return static_cast<int>(cudaGetLastError());
}

extern "C" const char* smoke_error_string(int err) {
  return cudaGetErrorString(static_cast<cudaError_t>(err));
}
