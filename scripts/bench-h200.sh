#!/usr/bin/env bash
# Build the H200 benchmark (benches/h200/) here and bundle it for the GPU machine, which has no
# Rust: .gpu-bundle/bench/{h200, plot.py, run-bench.sh, BUILD_INFO} (.gpu-bundle is git-ignored).
#
# Usage: scripts/bench-h200.sh [--run [BENCH ARGS...] | --variant NAME]
#   (no argument)  build and bundle; print the command to run on the GPU machine.
#   --run          also run the bundle here (a machine with an NVIDIA GPU and Rust); the
#                  remaining arguments go to the benchmark (--quick, --only=percall,...).
#   --variant NAME also keep this build as variant NAME for an A/B experiment:
#                  .gpu-bundle/variants/NAME.xz (compressed, ~8 MiB) and NAME.info (commit and
#                  the uncommitted diff it was built from). Build each variant in turn (change
#                  the tree between builds); on the GPU machine
#                    bash .gpu-bundle/variants/run-ab.sh ROUNDS [BENCH ARGS...]
#                  runs the variants in turn ROUNDS times on the card (A, B, A, B, ...; rows
#                  filtered by OXBLAS_BENCH_ROWS as usual) and prints benches/ab.py's table of
#                  every row: each run's time and ratio, each variant's mean and its change
#                  against the first variant. VARIANTS="LABEL:NAME:ENV=V,ENV=V ..." runs a
#                  variant under environment switches (one build, several settings: an
#                  experiment's OXBLAS_EXP_* switch off and on), each as its own column LABEL.
#
# On a machine with an H200 GPU, from a copy of the repository root that includes .gpu-bundle:
#   bash .gpu-bundle/bench/run-bench.sh [--quick] [--only=percall,bandwidth,batched,level2,level3,solver]
# writes bench.log, *.csv, summary.txt, meta.txt, gpu.txt and the PNG plots under $OUT
# (default ./bench-out). Level 2 only: run-bench.sh --only=level2; level 3 (GEMM vs cuBLAS) only:
# run-bench.sh --only=level3. See docs/benchmarks/README.md and benches/README.md.
#
# Environment: CARGO_TARGET_DIR (default <repo>/target-bench), OXBLAS_CUDA_ROOT (the CUDA
# toolkit used to build the kernels; default scripts/.cuda-root).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target-bench}"
BUNDLE="$ROOT/.gpu-bundle/bench"
log() { printf '[bench-h200] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

RUN=0
VARIANT=""
if [[ "${1:-}" == "--run" ]]; then
  RUN=1
  shift
elif [[ "${1:-}" == "--variant" ]]; then
  VARIANT="${2:-}"
  [[ "$VARIANT" =~ ^[A-Za-z0-9_.]+$ ]] || die "--variant needs a NAME of letters, digits, _ and ."
  shift 2
  [[ $# -eq 0 ]] || die "unexpected argument after --variant NAME: $1"
elif [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then
  sed -n '2,26p' "$0"
  exit 0
elif [[ $# -gt 0 ]]; then
  die "unknown argument $1 (see --help)"
fi

command -v cargo >/dev/null || die "cargo not found"
# The crate's build script builds hip/ with CMake: the pinned one (scripts/install-cmake.sh).
bash "$ROOT/scripts/install-cmake.sh" >/dev/null
export PATH="$ROOT/.venv-tools/path:$PATH"
command -v python3 >/dev/null || die "python3 not found (used to read cargo's JSON messages)"

# 1. Build (bench profile = release, optimized) and find the executable in cargo's JSON messages.
json="$(mktemp)"
trap 'rm -f "$json"' EXIT
log "building: cargo bench --no-run --features nvidia --bench h200 (target dir $CARGO_TARGET_DIR)"
cargo bench --no-run --features nvidia --bench h200 --message-format=json-render-diagnostics >"$json"
exe="$(python3 - "$json" <<'PY'
import json, sys
exe = ""
for line in open(sys.argv[1]):
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m.get("target", {}).get("name") == "h200" \
            and m.get("executable"):
        exe = m["executable"]
print(exe)
PY
)"
[[ -n "$exe" && -x "$exe" ]] || die "no h200 executable in cargo's output"
log "built $exe"

# 2. Bundle: the binary (debug info stripped: the carry limit is 64 MiB), the plot script, the
#    run script, and what was built from what.
rm -rf "$BUNDLE"
mkdir -p "$BUNDLE"
cp "$exe" "$BUNDLE/h200"
if command -v objcopy >/dev/null; then
  objcopy --strip-debug "$BUNDLE/h200"
fi
cp benches/plot.py "$BUNDLE/plot.py"
cp benches/ab.py "$BUNDLE/ab.py"
{
  echo "built:  $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -n)"
  echo "commit: $(git rev-parse HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- 2>/dev/null || echo ' (+ uncommitted changes)')"
  echo "rustc:  $(rustc --version 2>/dev/null || echo '?')"
  cuda_root="${OXBLAS_CUDA_ROOT:-$(cat scripts/.cuda-root 2>/dev/null || echo '?')}"
  echo "nvcc:   $("$cuda_root/bin/nvcc" --version 2>/dev/null | tail -n 1 || echo '?') ($cuda_root)"
  echo "glibc needed: $(objdump -T "$BUNDLE/h200" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -Vu | tail -n 1)"
} >"$BUNDLE/BUILD_INFO"

cat >"$BUNDLE/run-bench.sh" <<'RUN'
#!/usr/bin/env bash
# Run the oxblas H200 benchmark on the GPU machine (written by scripts/bench-h200.sh).
# Usage: bash .gpu-bundle/bench/run-bench.sh [--quick] [--only=percall,bandwidth,batched,level2,level3,solver]
# Output: $OUT (default ./bench-out): bench.log, percall.csv, bandwidth.csv, batched.csv,
# level2.csv, level3.csv, solver.csv, summary.txt, meta.txt, gpu.txt, BUILD_INFO, *.png
# (level2.png: gemv N, symv and trsv against n; level3.png: dgemm against n, every level-3 row
# against cuBLAS; solver.png: dgetrf against n, every solver row against cuSOLVER/cuBLAS). The
# summary is the last thing printed.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
cp "$HERE/BUILD_INFO" "$OUT/BUILD_INFO" 2>/dev/null || true

# cuBLAS 13 (the baseline, dlopen'ed by the benchmark): the toolkit's first, then Python wheels.
find_cublas() {
  local p
  if [[ -n "${OXBLAS_CUBLAS:-}" && -e "${OXBLAS_CUBLAS}" ]]; then echo "$OXBLAS_CUBLAS"; return; fi
  p="$(ldconfig -p 2>/dev/null | awk '/libcublas\.so\.13 /{print $NF; exit}')"
  if [[ -n "$p" && -e "$p" ]]; then echo "$p"; return; fi
  for p in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib \
           /usr/local/cuda-13*/lib64 /usr/local/cuda-13*/targets/x86_64-linux/lib \
           /usr/local/cuda*/lib64 /usr/local/cuda*/targets/x86_64-linux/lib \
           /opt/torch/.venv/lib/python3*/site-packages/nvidia/cu13/lib \
           /opt/torch/.venv/lib/python3*/site-packages/nvidia/cublas/lib \
           /usr/local/lib/python3*/dist-packages/nvidia/cu13/lib \
           /usr/local/lib/python3*/dist-packages/nvidia/cublas/lib; do
    if [[ -e "$p/libcublas.so.13" ]]; then echo "$p/libcublas.so.13"; return; fi
  done
  python3 - <<'PY' 2>/dev/null || true
import glob, os, site
for sp in site.getsitepackages():
    for g in ("nvidia/cu13/lib/libcublas.so.13", "nvidia/cublas/lib/libcublas.so.13"):
        for p in glob.glob(os.path.join(sp, g)):
            print(p)
            raise SystemExit
PY
}
cublas="$(find_cublas)"
if [[ -n "$cublas" ]]; then
  export OXBLAS_CUBLAS="$cublas"
  export LD_LIBRARY_PATH="$(dirname "$cublas")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  echo "run-bench: cuBLAS $cublas"
else
  echo "run-bench: libcublas.so.13 not found: oxblas is checked against a host reference only"
fi

# The card as we found it (read only: nothing here changes its settings).
{
  nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,power.limit,persistence_mode,compute_mode --format=csv 2>&1
  echo
  nvidia-smi 2>&1
} >"$OUT/gpu.txt"
gpu_line="$(sed -n 2p "$OUT/gpu.txt")"
echo "run-bench: GPU ${gpu_line:-? (nvidia-smi gave nothing)}"

# OXBLAS_BENCH_EXE: another build of the benchmark (run-ab.sh's variants); OXBLAS_BENCH_NO_PLOT=1
# leaves the plots out.
"${OXBLAS_BENCH_EXE:-$HERE/h200}" "$@" 2>&1 | tee "$OUT/bench.log"
rc=${PIPESTATUS[0]}

if [[ "${OXBLAS_BENCH_NO_PLOT:-0}" == 1 ]]; then
  :
elif python3 "$HERE/plot.py" "$OUT" >"$OUT/plot.log" 2>&1; then
  echo "run-bench: $(tail -n 1 "$OUT/plot.log")"
else
  echo "run-bench: plotting failed: $(tail -n 1 "$OUT/plot.log")"
fi
echo "run-bench: exit $rc; in $OUT: $(cd "$OUT" && ls | tr '\n' ' ')"
exit "$rc"
RUN
chmod +x "$BUNDLE/run-bench.sh" "$BUNDLE/h200" "$BUNDLE/plot.py" "$BUNDLE/ab.py"

if [[ -n "$VARIANT" ]]; then
  VDIR="$ROOT/.gpu-bundle/variants"
  mkdir -p "$VDIR"
  xz -T2 -3 -c "$BUNDLE/h200" >"$VDIR/$VARIANT.xz"
  {
    cat "$BUNDLE/BUILD_INFO"
    echo "uncommitted diff (sha1 $(git diff HEAD | sha1sum | cut -c1-12)):"
    git diff --stat HEAD
  } >"$VDIR/$VARIANT.info"
  cat >"$VDIR/run-ab.sh" <<'AB'
#!/usr/bin/env bash
# Generated by scripts/bench-h200.sh --variant: the variants of this folder run in turn on one
# card, ROUNDS times, then benches/ab.py's table (also in $OUT/ab.txt).
# Usage: bash .gpu-bundle/variants/run-ab.sh ROUNDS [BENCH ARGS...]   (VARIANTS="A B": which,
# in that order; default every NAME.xz here, oldest build first; an entry LABEL:NAME:ENV=V,ENV=V
# runs build NAME with those environment settings as column LABEL, e.g.
# VARIANTS="off:exp:OXBLAS_EXP_X=0 on:exp:OXBLAS_EXP_X=1"). Output under $OUT
# (default ./ab-out): LABEL-K/ for round K, each as run-bench.sh writes it.
set -uo pipefail
V="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
B="$V/../bench"
rounds="${1:?usage: run-ab.sh ROUNDS [BENCH ARGS...]}"; shift
OUT_ROOT="${OUT:-$PWD/ab-out}"; mkdir -p "$OUT_ROOT"
read -r -a specs <<<"${VARIANTS:-$(cd "$V" && ls -tr -- *.xz | sed 's/\.xz$//' | tr '\n' ' ')}"
[[ ${#specs[@]} -ge 1 ]] || { echo "run-ab: no variants in $V"; exit 1; }
labels=(); builds=(); envs=()
for spec in "${specs[@]}"; do
  IFS=: read -r label build env <<<"$spec"
  labels+=("$label"); builds+=("${build:-$label}"); envs+=("${env//,/ }")
done
for n in $(printf '%s\n' "${builds[@]}" | sort -u); do
  xz -dc "$V/$n.xz" >"$OUT_ROOT/.h200-$n" && chmod +x "$OUT_ROOT/.h200-$n" || exit 1
done
for ((k = 1; k <= rounds; k++)); do
  for i in "${!labels[@]}"; do
    l="${labels[$i]}" n="${builds[$i]}"
    echo "run-ab: round $k, $l (build $n${envs[$i]:+, ${envs[$i]}})"
    # shellcheck disable=SC2086 # the settings split on purpose
    env ${envs[$i]} OUT="$OUT_ROOT/$l-$k" OXBLAS_BENCH_EXE="$OUT_ROOT/.h200-$n" \
      OXBLAS_BENCH_NO_PLOT=1 bash "$B/run-bench.sh" "$@" >"$OUT_ROOT/$l-$k.log" 2>&1
    [[ -d "$OUT_ROOT/$l-$k" ]] &&
      { cat "$V/$n.info"; echo "environment: ${envs[$i]:-(none)}"; } >"$OUT_ROOT/$l-$k/VARIANT_INFO"
  done
done
rm -f "$OUT_ROOT"/.h200-*
runs=()
for ((k = 1; k <= rounds; k++)); do for l in "${labels[@]}"; do runs+=("$OUT_ROOT/$l-$k"); done; done
python3 "$B/ab.py" "${runs[@]}"
AB
  chmod +x "$VDIR/run-ab.sh"
  log "variant $VARIANT: $VDIR/$VARIANT.xz ($(du -h "$VDIR/$VARIANT.xz" | cut -f1)); variants now: $(cd "$VDIR" && ls -- *.xz | tr '\n' ' ')"
fi

size=$(du -sk "$BUNDLE" | cut -f1)
log "bundle: $BUNDLE ($((size / 1024)) MiB; kept under 60 MiB so it is quick to copy)"
((size < 60 * 1024)) || die "the bundle is $((size / 1024)) MiB, over the 60 MiB limit (debug info stripped?)"
sed 's/^/[bench-h200]   /' "$BUNDLE/BUILD_INFO" >&2

# 3. Start-up check here: with no GPU the benchmark must stop cleanly with no_device (exit 2).
if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L >/dev/null 2>&1; then
  set +e
  out="$(OUT="$(mktemp -d)" "$BUNDLE/h200" 2>&1)"
  rc=$?
  set -e
  if [[ $rc -eq 2 ]]; then
    log "start-up check (no GPU here): exit 2, no_device, as expected"
  else
    log "WARNING: start-up check without a GPU: exit $rc (expected 2): $out"
  fi
fi

if ((RUN)); then
  exec bash "$BUNDLE/run-bench.sh" "$@"
fi
log "next, copy .gpu-bundle/ to a machine with an H200 GPU and run there, from the folder that holds it:"
log "  bash .gpu-bundle/bench/run-bench.sh   (smoke test first if you like: ... run-bench.sh --quick)"
