#!/usr/bin/env bash
# Session 60 call 1: f32 symv's ring. Builds: s3 (the ring stages counted in
# ints that wrap instead of long long modulo; f32 3 stages as before); s4 / s5 / s6 (f32 ring
# of 4 / 5 / 6 stages: 3 / 4 / 5 groups a warp in flight instead of 2); q4 (f32's ring path in
# quads: 4 rows x 4 columns a lane, 16-byte copies, the issue cursor a running pointer;
# 3 stages) and q4s5 (5 stages). s5 and q4 also in the unit grid (OXBLAS_SYMV_GRID=1).
# Two rounds over ssymv 4096 / 5792 / 8192, chemv 5792, dsymv 8192 and zhemv 5792. Then ncu of
# the strip kernel (s3, q4) at ssymv 8192, and q4's symv tests (its suites build) with
# compute-sanitizer memcheck and racecheck, and the gemv test's forced-switch children.
set -u
H=$(cd "$(dirname "$0")" && pwd)
R=/tmp/r; mkdir -p $R; cd /tmp
nvidia-smi --query-gpu=name,uuid,clocks.sm,power.draw --format=csv > $R/gpu.txt 2>&1
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
export OXBLAS_CUBLAS=$(ls /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib/libcublas.so.13 /usr/local/cuda/lib64/libcublas.so.13 2>/dev/null | head -1)
VARIANTS="s3:s3 s4:s4 s5:s5 s6:s6 s5g:s5:OXBLAS_SYMV_GRID=1 q4:q4 q4s5:q4s5 q4g:q4:OXBLAS_SYMV_GRID=1" \
  OXBLAS_BENCH_CLOCKS=1 OXBLAS_BENCH_ROWS="ssymv,chemv 5792,dsymv 8192,zhemv 5792" OUT=/tmp/ab \
  timeout 300 bash $H/variants/run-ab.sh 2 --only=level2 > $R/ab.txt 2>&1
echo "ab rc $?"; tail -10 $R/ab.txt | cut -c1-300
cp $R/ab.txt $R/gpu.txt $OUT/
# ncu of the strip kernel and cuBLAS's kernels, ssymv 8192, clocks not locked.
for v in s3 q4; do
  tar -xJOf $H/variants/pack.tar.xz $v > /tmp/bench-$v && chmod +x /tmp/bench-$v
  cat > /tmp/wrap-$v.sh <<W
#!/usr/bin/env bash
exec /usr/local/cuda/bin/ncu --clock-control none --kernel-name regex:"strip_kernel|combine_kernel|symv" --launch-count 5 \
  --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy \
  --section LaunchStats --section InstructionStats \
  --log-file $OUT/ncu-$v.txt /tmp/bench-$v "\$@"
W
  chmod +x /tmp/wrap-$v.sh
  OXBLAS_BENCH_EXE=/tmp/wrap-$v.sh OXBLAS_BENCH_NO_PLOT=1 OXBLAS_BENCH_ROWS="ssymv 8192" OUT=/tmp/ncu-$v \
    timeout 45 bash $H/bench/run-bench.sh --only=level2 > $R/ncu-run-$v.log 2>&1
  echo "ncu $v rc $?"
  grep -E "^  [a-z_]+.*\(|Duration|DRAM Throughput|Registers Per|Achieved Occ|Issued Warp|No Eligible|Executed Ipc A|Executed Instructions  " $OUT/ncu-$v.txt | head -40
done
xz -dc $H/suites/gpu_all.xz > /tmp/gpu_all && chmod +x /tmp/gpu_all
E=/tmp/gpu_all
t() { # name envs... -- args
  local name=$1; shift; local envs=(); while [[ $1 != -- ]]; do envs+=("$1"); shift; done; shift
  local s=$SECONDS
  OXBLAS_REQUIRE_GPU=1 timeout 140 env "${envs[@]}" "$@" > $R/t-$name.log 2>&1; echo "rc=$? wall=$((SECONDS - s))s" >> $R/t-$name.log
}
T="$E --include-ignored --test-threads=1 --exact"
t one X=1 -- $T level2::symv_and_hemv_read_one_triangle &
t turn X=1 -- $T level2::symv_and_hemv_in_turn_on_one_handle &
t special X=1 -- $T level2::symv_and_hemv_special_scalars &
t forced X=1 -- $T level2::symv_and_hemv_in_forced_chunk_widths &
t gemvpipe X=1 -- $T level2::gemv_in_forced_pipelines &
t mc-one X=1 -- $CS --tool memcheck --leak-check full $T level2::symv_and_hemv_read_one_triangle &
t mc-turn X=1 -- $CS --tool memcheck $T level2::symv_and_hemv_in_turn_on_one_handle &
t rc-one X=1 -- $CS --tool racecheck $T level2::symv_and_hemv_read_one_triangle &
t rc-one5 OXBLAS_SYMV_CHUNK=5 OXBLAS_SYMV_GRID=0 -- $CS --tool racecheck $T level2::symv_and_hemv_read_one_triangle &
wait
for f in $R/t-*.log; do echo "$(basename $f): $(grep -h 'test result' $f | tail -1 | cut -c1-50) $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|LEAK SUMMARY' $f | tail -2 | tr '\n' ' ') $(tail -n1 $f)"; done
(cd $R && tar czf $OUT/tests.tgz t-*.log ncu-run-*.log)
