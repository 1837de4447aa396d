#!/usr/bin/env bash
# Session 60 call 2: f32 symv's quads in each grid, against HEAD. Builds (pack.tar.xz): head
# (e055ecb), s3 (the int ring counters; as head for f32), q4 (quads; the persistent issue
# cursor a running pointer), q4b (quads; the cursor's address from the unit as in head).
# Columns: head, s3, s3g (s3 in the unit grid), q4b, q4g (q4 in the unit grid), q4g6 / q4g8
# (q4 in the unit grid in chunks of 6 / 8). Two rounds over ssymv 4096 / 5792 / 8192, chemv
# 5792 and zhemv 5792.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="head:head s3:s3 s3g:s3:OXBLAS_SYMV_GRID=1 q4b:q4b q4g:q4:OXBLAS_SYMV_GRID=1 q4g6:q4:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=6 q4g8:q4:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=8" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv,chemv 5792,zhemv 5792" OUT=/tmp/ab \
  timeout 400 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"
python3 - $R/ab.txt <<'P'
import re,sys
t=open(sys.argv[1]).read().split('\n')
h=[l for l in t if l.startswith('row')]
if h:
    i=h[0].index('mean ')
    print(h[0][:22], h[0][i:])
    for l in t:
        if re.match(r'^(ssymv|chemv|zhemv|dsymv)',l): print(l[:22], l[i:])
P
cp $R/ab.txt $R/gpu.txt $OUT/
