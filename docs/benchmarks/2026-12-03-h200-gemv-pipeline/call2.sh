#!/usr/bin/env bash
# Session 59 call 2: gemv N's pipelined step. One build (pipe), three settings: off
# (OXBLAS_GEMV_PIPE=0, HEAD's kernels), the default (f32 in steps of 8), all (every type and
# step width), two rounds; then every GPU suite and compute-sanitizer over gemv with the
# pipelined step forced on.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="off:pipe:OXBLAS_GEMV_PIPE=0 def:pipe all:pipe:OXBLAS_GEMV_PIPE=1" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="sgemv N,dgemv N,zgemv N 8192,dgemv strided-batched,dgemv batched" OUT=/tmp/ab \
  timeout 260 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -22 $R/ab.txt | cut -c1-240
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 250 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t memcheck-pipe OXBLAS_GEMV_PIPE=1 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::gemv_matches_the_dense_reference &
t racecheck-pipe OXBLAS_GEMV_PIPE=1 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::gemv_matches_the_dense_reference &
SUITE_TIMEOUT=250 OUT=$R/suites timeout 270 bash $H/suites/run-suites.sh > $R/suites.txt 2>&1
wait
tail -25 $R/suites.txt
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
cp $R/ab.txt $R/gpu.txt $OUT/
cd $R && tar czf $OUT/c2.tgz .
