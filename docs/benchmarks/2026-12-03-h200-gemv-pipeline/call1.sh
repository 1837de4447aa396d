#!/usr/bin/env bash
# Session 59 call 1: the gemv N run-length probe (sgemv/dgemv/zgemv 8192^2, column slices over
# a cluster), then HEAD's balanced_chunk for f32/c32 (ssymv/chemv 5792) against chunks of 4,
# with the gemv N rows of the library beside them, two rounds.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
timeout 200 $H/probe/gemv_probe > $R/probe.txt 2>&1; echo "probe rc $?" >> $R/probe.txt
cat $R/probe.txt
VARIANTS="c4:head:OXBLAS_SYMV_CHUNK=4 head:head" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="ssymv 5792,chemv 5792,zhemv 5792,sgemv N 8192,dgemv N 8192,zgemv N 8192" OUT=/tmp/ab \
  timeout 200 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -12 $R/ab.txt | cut -c1-220
cp $R/*.txt $OUT/
