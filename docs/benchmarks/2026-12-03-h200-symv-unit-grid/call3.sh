#!/usr/bin/env bash
# Session 57 call 3: the final routing (unit grid for f64 in chunks of 8) A/B against the
# persistent grid; the level2, gpu_only and memory_model suites; the forced-chunk children of
# symv in both grids, in parallel; memcheck and racecheck of symv in the unit grid.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
export OXBLAS_REQUIRE_GPU=1
E=/tmp/gpu_all
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:final:OXBLAS_SYMV_GRID=0 final:final" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 1024,dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 100 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -7 $R/ab.txt | cut -c1-200
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  timeout 400 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
# sanitizers first (slowest), in the background
t memcheck OXBLAS_SYMV_GRID=1 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t racecheck OXBLAS_SYMV_GRID=1 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t memcheck-c5 OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $CS --tool memcheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
# the forced-chunk test's children, each its own process
for c in "read_one_triangle 3 0" "read_one_triangle 3 1" "read_one_triangle 5 0" "read_one_triangle 5 1" "read_one_triangle 9 1" "in_turn_on_one_handle 3 0" "in_turn_on_one_handle 3 1"; do
  set -- $c
  t "child-$1-$2-$3" OXBLAS_SYMV_CHUNK=$2 OXBLAS_SYMV_GRID=$3 -- $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_$1 &
done
t level2 X=1 -- $E --include-ignored --test-threads=1 --skip forced_chunk_widths level2:: &
t gpu_only X=1 -- $E --include-ignored --test-threads=1 --skip soak_gpu gpu_only:: &
t memory_model X=1 -- $E --include-ignored --test-threads=1 memory_model:: &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' $f | tail -1) $(tail -1 $f)"; done
cd $R && tar czf $OUT/c4.tgz . 
