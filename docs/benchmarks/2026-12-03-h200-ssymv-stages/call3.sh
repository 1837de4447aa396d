#!/usr/bin/env bash
# Session 60 call 3: build fin (f32 quads in the unit grid's one_unit only; the persistent grid
# and every other type's kernels as HEAD's, SASS compared). Its f32 grid and chunk widths over
# ssymv 2048-11000, two rounds: P (the default: the persistent grid, as HEAD for f32), Ud (the
# unit grid, the default widths), U4 / U6 / U8 (the unit grid in chunks of 4 / 6 / 8). Then
# every GPU suite on fin's suites build, and compute-sanitizer memcheck / racecheck over the
# symv tests in the unit grid (f32 quads) and by default.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="P:fin Ud:fin:OXBLAS_SYMV_GRID=1 U4:fin:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=4 U6:fin:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=6 U8:fin:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_CHUNK=8" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv" OUT=/tmp/ab \
  timeout 200 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
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
grep -E "^ssymv" /tmp/ab/P-1/level2.csv 2>/dev/null | head -12
cp $R/ab.txt $R/gpu.txt $OUT/
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 280 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
T="$E --include-ignored --test-threads=1 --exact"
t one-u X=1 OXBLAS_SYMV_GRID=1 -- $T level2::symv_and_hemv_read_one_triangle &
t turn-u X=1 OXBLAS_SYMV_GRID=1 -- $T level2::symv_and_hemv_in_turn_on_one_handle &
t mc-one-u5 OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $CS --tool memcheck --leak-check full $T level2::symv_and_hemv_read_one_triangle &
t mc-turn-u OXBLAS_SYMV_GRID=1 -- $CS --tool memcheck $T level2::symv_and_hemv_in_turn_on_one_handle &
t rc-one-u5 OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $CS --tool racecheck $T level2::symv_and_hemv_read_one_triangle &
t rc-one X=1 -- $CS --tool racecheck $T level2::symv_and_hemv_read_one_triangle &
SUITE_TIMEOUT=290 OUT=$R/suites timeout 310 bash $H/suites/run-suites.sh > $R/suites.txt 2>&1
echo "suites rc $?"
wait
tail -25 $R/suites.txt
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
(cd $R && tar czf $OUT/tests.tgz t-*.log suites.txt suites)
