#!/usr/bin/env bash
# Session 58 call 5: balanced_chunk (the persistent grid's chunk of 4 widened to 5 or 6 where
# that spreads one matrix's units more evenly) against the forced 4, two rounds; then the
# level2 (with the forced-chunk test's new child in chunks of 6 and the in-turn test's zhemv of
# order 5790), gpu_only and memory_model suites, memcheck over the in-turn test and racecheck
# over read_one_triangle in chunks of 6, at once.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="c4:bal:OXBLAS_SYMV_CHUNK=4 bal:bal" OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 120 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -4 $R/ab.txt | cut -c1-220
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 300 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t memcheck X=1 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
t racecheck OXBLAS_SYMV_CHUNK=6 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t level2 X=1 -- $E --include-ignored --test-threads=1 level2:: &
t gpu_only X=1 -- $E --include-ignored --test-threads=1 --skip soak_gpu gpu_only:: &
t memory_model X=1 -- $E --include-ignored --test-threads=1 memory_model:: &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
grep -h "panicked" $R/t-*.log | head
cp $R/ab.txt $OUT/
cd $R && tar czf $OUT/c5.tgz .
