#!/usr/bin/env bash
# Session 57 call 2: symv's one-block-a-unit grid in the library (build "grid": OXBLAS_SYMV_GRID=0
# is the landed persistent kernel, 1 the unit kernel) A/B, the standalone prototype, the symv
# tests on the GPU with the unit kernel.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:grid:OXBLAS_SYMV_GRID=0 grid:grid:OXBLAS_SYMV_GRID=1" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 1024,dsymv 2048,dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 200 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -9 $R/ab.txt | cut -c1-200
( cd $H/proto && NOTRACE= CSV=$R/proto.csv timeout 100 ./symv_proto 3 30 > $R/proto.txt 2>&1; echo "proto rc $?" )
grep -v check $R/proto.txt | grep -v trace | cut -c1-110
grep check $R/proto.txt | awk '$NF+0 > 1e-12 || /NaN/'
cd $R && tar czf $OUT/c3.tgz . && cd /tmp
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
( time OXBLAS_REQUIRE_GPU=1 timeout 200 /tmp/gpu_all --include-ignored --test-threads=1 level2::symv ) > $OUT/tests-grid.log 2>&1
echo "tests rc $?"; tail -8 $OUT/tests-grid.log
