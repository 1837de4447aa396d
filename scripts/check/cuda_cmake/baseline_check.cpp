// Links cuBLAS + cuSOLVER (shared, from the PyPI wheels). Without a GPU the
// handle creation fails cleanly; exit 2 in that case.
#include <cstdio>
#include <cublas_v2.h>
#include <cusolverDn.h>

int main() {
  int v = 0;
  cublasGetProperty(MAJOR_VERSION, &v);
  std::printf("baseline_check: cuBLAS major %d\n", v);
  cublasHandle_t h = nullptr;
  cublasStatus_t s = cublasCreate(&h);
  if (s != CUBLAS_STATUS_SUCCESS) {
    std::fprintf(stderr, "baseline_check: cublasCreate: %s (no GPU?)\n",
                 cublasGetStatusString(s));
    return 2;
  }
  cusolverDnHandle_t sh = nullptr;
  if (cusolverDnCreate(&sh) != CUSOLVER_STATUS_SUCCESS) { cublasDestroy(h); return 2; }
  cusolverDnDestroy(sh);
  cublasDestroy(h);
  std::printf("baseline_check: ok\n");
  return 0;
}
