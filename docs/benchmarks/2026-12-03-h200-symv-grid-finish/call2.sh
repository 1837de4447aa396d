#!/usr/bin/env bash
# Session 58 call 2: why the unit grid's own finish lost in call 1. The same card model, A/B of
# the persistent grid, HEAD's unit grid (1c9af01's build, combine kernel), this build's unit
# grid with the combine kernel, with the finish (tickets, the finishing blocks' wait backing
# off by 500 ns), and with the finish in blockIdx order (no tickets; an experiment only: it
# relies on the hardware starting blocks in index order); and HEAD against HEAD with the strip
# code's three shared steps as functions (d2: staged_group, register_groups, direct_sums).
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:fin2:OXBLAS_SYMV_GRID=0 head:head d2:d2 headunit:head:OXBLAS_SYMV_GRID=1 unit:fin2:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_FINISH=0 fin:fin2:OXBLAS_SYMV_GRID=1 finnt:fin2:OXBLAS_SYMV_GRID=1,OXBLAS_EXP_NOTICKET=1" \
  OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 480 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -6 $R/ab.txt | cut -c1-420
cp $R/ab.txt $R/gpu.txt $OUT/ 2>/dev/null
