#!/usr/bin/env bash
# Session 58 call 1: symv's unit grid summing its partials in its own grid (the finish) against
# the persistent grid, the default routing, and the unit grid with the combine kernel; then the
# level2, gpu_only and memory_model suites, the forced-chunk test's children (each its own
# process) and memcheck / racecheck of the unit grid with the finish, all at once.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="pers:fin:OXBLAS_SYMV_GRID=0 dflt:fin unit:fin:OXBLAS_SYMV_GRID=1,OXBLAS_SYMV_FINISH=0 unitfin:fin:OXBLAS_SYMV_GRID=1" \
  OXBLAS_BENCH_CLOCKS=1 \
  OXBLAS_BENCH_ROWS="dsymv 1024,dsymv 2048,dsymv 4096,dsymv 8192,dsymv 16384,zhemv 5792" OUT=/tmp/ab \
  timeout 260 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -8 $R/ab.txt | cut -c1-260
export OXBLAS_REQUIRE_GPU=1
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  timeout 280 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
t memcheck OXBLAS_SYMV_GRID=1 -- $CS --tool memcheck --leak-check full $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t memcheck-special OXBLAS_SYMV_GRID=1 -- $CS --tool memcheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_special_scalars &
t racecheck OXBLAS_SYMV_GRID=1 -- $CS --tool racecheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_read_one_triangle &
t synccheck OXBLAS_SYMV_GRID=1 OXBLAS_SYMV_CHUNK=5 -- $CS --tool synccheck $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_turn_on_one_handle &
t children X=1 -- $E --include-ignored --test-threads=1 --exact level2::symv_and_hemv_in_forced_chunk_widths &
t level2 X=1 -- $E --include-ignored --test-threads=1 --skip forced_chunk_widths level2:: &
t gpu_only X=1 -- $E --include-ignored --test-threads=1 --skip soak_gpu gpu_only:: &
t gpu_only-g1 OXBLAS_SYMV_GRID=1 -- $E --include-ignored --test-threads=1 gpu_only::level2_split_sums &
t memory_model X=1 -- $E --include-ignored --test-threads=1 memory_model:: &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' $f | tail -1) $(tail -1 $f)"; done
grep -h "panicked\|failed" $R/t-*.log | head -20
cp $R/ab.txt $OUT/ 2>/dev/null
cd $R && tar czf $OUT/c1.tgz .
