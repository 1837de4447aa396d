#!/usr/bin/env bash
# Session 57 call 5: the hybrid grid (persistent blocks for the units without a diagonal block,
# one block each for the others, widest first; OXBLAS_SYMV_GRID=2) against the persistent and
# unit grids, zhemv in chunks of 4 and 8; then the forced-chunk test (all grids, children at
# once), the level2 suite, memcheck and racecheck of the hybrid grid.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:hyb:OXBLAS_SYMV_GRID=0 dflt:hyb hyb:hyb:OXBLAS_SYMV_GRID=2 hyb8:hyb:OXBLAS_SYMV_GRID=2,OXBLAS_SYMV_CHUNK=8 pers8:hyb:OXBLAS_SYMV_GRID=0,OXBLAS_SYMV_CHUNK=8" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 170 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -6 $R/ab.txt | cut -c1-260
export OXBLAS_REQUIRE_GPU=1
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  timeout 300 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t memcheck OXBLAS_SYMV_GRID=2 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t racecheck OXBLAS_SYMV_GRID=2 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t memcheck-c5 OXBLAS_SYMV_GRID=2 OXBLAS_SYMV_CHUNK=5 -- $CS --tool memcheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
t level2 X=1 -- $E --include-ignored --test-threads=1 level2:: &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' $f | tail -1) $(tail -1 $f)"; done
cd $R && tar czf $OUT/c5.tgz .
