#!/usr/bin/env bash
# Session 58 call 3: the landed tree (the strip code's shared steps as functions; the unit grid
# for f64 in chunks of 4 too). A/B of the default routing against the persistent grid, two
# rounds; then every GPU suite (run-suites.sh) and compute-sanitizer over the symv tests in
# both grids, at once.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:final:OXBLAS_SYMV_GRID=0 final:final" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 1024,dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 150 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -6 $R/ab.txt | cut -c1-220
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 380 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t memcheck X=1 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t memcheck-unit OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $CS --tool memcheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
t racecheck OXBLAS_SYMV_GRID=1 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t racecheck-pers X=1 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_special_scalars &
SUITE_TIMEOUT=380 OUT=$R/suites timeout 400 bash $H/suites/run-suites.sh > $R/suites.txt 2>&1
wait
tail -25 $R/suites.txt
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
cp $R/ab.txt $OUT/
cd $R && tar czf $OUT/c3.tgz .
