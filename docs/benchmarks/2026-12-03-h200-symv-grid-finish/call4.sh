#!/usr/bin/env bash
# Session 58 call 4: symv's chunk width (OXBLAS_SYMV_CHUNK) on the landed build (d709d6c's
# kernels): zhemv 5792 (cb = 91: 1081 units in chunks of 4 on 264 persistent blocks, 25 of
# them running a fifth) and dsymv 8192 in chunks of 3, 5, 6 and 8 against the launcher's 4.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="dflt:final c3:final:OXBLAS_SYMV_CHUNK=3 c5:final:OXBLAS_SYMV_CHUNK=5 c6:final:OXBLAS_SYMV_CHUNK=6 c8:final:OXBLAS_SYMV_CHUNK=8 c6u:final:OXBLAS_SYMV_CHUNK=6,OXBLAS_SYMV_GRID=1" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="dsymv 8192,zhemv 5792" OUT=/tmp/ab \
  timeout 400 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -3 $R/ab.txt | cut -c1-400
cp $R/ab.txt $R/gpu.txt $OUT/
