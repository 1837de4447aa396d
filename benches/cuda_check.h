// CK(call): the standalone CUDA programs of benches/ (lu_panel_ab.cu, getrs_fused_probe.cu)
// stop with the runtime's message and the line at the first failed call.
#pragma once

#include <cstdio>
#include <cstdlib>

#define CK(x)                                                              \
  do {                                                                     \
    cudaError_t e_ = (x);                                                  \
    if (e_) {                                                              \
      printf("CUDA %s at line %d\n", cudaGetErrorString(e_), __LINE__);   \
      exit(2);                                                             \
    }                                                                      \
  } while (0)
