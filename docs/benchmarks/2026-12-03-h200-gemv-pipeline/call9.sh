#!/usr/bin/env bash
# Session 59 call 9: f32 symv/hemv strip groups of 8 columns instead of 16 (no spills; the f64
# and complex kernels' SASS unchanged). A/B against HEAD (wide2) on the ssymv rows, chemv 5792
# and dsymv 8192, two rounds; then the symv tests that run f32 in the default routing
# (read_one_triangle by default and in the unit grid in chunks of 5, in_turn) and memcheck over in_turn, at once, cut at 75 s.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="head:wide2 g8:g8" OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv,chemv 5792,dsymv 8192" OUT=/tmp/ab \
  timeout 60 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -7 $R/ab.txt | cut -c1-260
cp $R/ab.txt $R/gpu.txt $OUT/
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 68 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t one X=1 -- $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t turn X=1 -- $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
t one-unit5 OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t memcheck X=1 -- $CS --tool memcheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY' $f | tail -1) $(tail -n1 $f)"; done
cp $R/t-*.log $OUT/
