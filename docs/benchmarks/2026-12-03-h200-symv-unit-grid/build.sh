#!/bin/bash
# builds the symv prototype here (nvcc from the pinned wheels)
set -e
cd "$(dirname "$0")"
R=/work/main
NV=$(cat $R/scripts/.cuda-root)/bin/nvcc
INC=$(ls -d $R/target-bench/release/build/oxblas-*/out/cxxbridge/include | head -1)
$NV -x cu -DOXBLAS_GPU_NVIDIA=1 -O3 -DNDEBUG -std=c++17 --generate-code=arch=compute_90,code=sm_90 -Xptxas=-warn-spills -I $R/hip/include -I $R/hip/src/kernels/level2 -I $INC -cudart static -o ${1:-symv_proto} ${2:-symv_proto.cu} 2>&1 | grep -v Wno-deprecated || true
