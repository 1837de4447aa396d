#!/usr/bin/env bash
# One-off: ncu durations of every kernel of the first dgetrf 8192 rows' launches.
set -u
H=$(cd "$(dirname "$0")" && pwd)
cat > /tmp/wrap.sh <<W
#!/usr/bin/env bash
exec /usr/local/cuda/bin/ncu --clock-control none --csv --print-units base --kernel-name-base demangled \
  --metrics gpu__time_duration.sum --launch-count ${LC:-1800} --log-file $OUT/ncu.csv $H/bench/h200 "\$@"
W
chmod +x /tmp/wrap.sh
OXBLAS_BENCH_EXE=/tmp/wrap.sh OXBLAS_BENCH_NO_PLOT=1 OXBLAS_BENCH_ROWS="${ROWS:-dgetrf 8192x8192}" \
  timeout ${TO:-400} bash $H/bench/run-bench.sh --only=solver > $OUT/bench-ncu.log 2>&1
echo "rc $?"; tail -5 $OUT/bench-ncu.log; wc -l $OUT/ncu.csv
