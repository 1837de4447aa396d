#!/usr/bin/env bash
# Session 60 call 4: the landed candidate fin2 (fin + f32 routed to the unit grid where
# strip_chunk gives 4 or 8 and balanced_chunk keeps it; a test case for that route). A/B, two
# rounds: def (its default) against P (OXBLAS_SYMV_GRID=0: the persistent grid, HEAD's f32
# path) over ssymv 2048-11000, chemv 5792, dsymv 8192 and zhemv 5792. Then the level2 suite,
# the symv tests by default, and compute-sanitizer memcheck and racecheck over the in-turn test
# (f32 6142 in the unit grid by default).
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="def:fin2 P:fin2:OXBLAS_SYMV_GRID=0" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv,chemv 5792,dsymv 8192,zhemv 5792" OUT=/tmp/ab \
  timeout 150 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
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
for k in 1 2; do grep -E "^(ssymv|chemv|dsymv,f64,L 8192|zhemv)" /tmp/ab/def-$k/level2.csv | cut -d, -f1-3,8,12,16,17,21 ; done
cp $R/ab.txt $R/gpu.txt $OUT/
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 250 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
T="$E --include-ignored --test-threads=1 --exact"
t mc-turn X=1 -- $CS --tool memcheck --leak-check full $T level2::symv_and_hemv_in_turn_on_one_handle &
t rc-turn X=1 -- $CS --tool racecheck $T level2::symv_and_hemv_in_turn_on_one_handle &
SUITE_TIMEOUT=250 OUT=$R/suites timeout 260 bash $H/suites/run-suites.sh level2 > $R/suites.txt 2>&1
echo "suites rc $?"
wait
tail -4 $R/suites.txt
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
(cd $R && tar czf $OUT/tests.tgz t-*.log suites.txt suites)
