#!/usr/bin/env bash
# Session 59 call 8: ssymv on the persistent grid reads ~1.3 TB/s at 5792 (and cuBLAS too):
# which grid and chunk width serve f32? One build (wide2: the landed gemv and ssymv rows at
# 4096 / 5792 / 8192), six settings of the existing switches, two rounds.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="def:wide2 g1:wide2:OXBLAS_SYMV_GRID=1 c8:wide2:OXBLAS_SYMV_CHUNK=8 g1c8:wide2:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=8 c2:wide2:OXBLAS_SYMV_CHUNK=2 c3:wide2:OXBLAS_SYMV_CHUNK=3" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv,chemv 5792" OUT=/tmp/ab \
  timeout 270 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -8 $R/ab.txt | cut -c1-400
grep -h "ssymv\|chemv" /tmp/ab/def-1/*.txt 2>/dev/null | head -8
cp $R/ab.txt $R/gpu.txt $OUT/
cp -r /tmp/ab/def-1 $OUT/def-1 2>/dev/null
