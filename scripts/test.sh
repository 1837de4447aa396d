#!/usr/bin/env bash
# Every test that runs without a GPU: the Rust suites (unit, integration, doctests, compile-fail
# checks) on the host backend, the demo and the tutorial examples, then the C/C++/Fortran tests,
# the install and the consumer projects (scripts/cmake-check.sh).
#
# Needs Rust, a C/C++ compiler (cc, c++), Python 3 with the venv module and pkg-config (the
# README's quick start lists them). CMake and Ninja come from PyPI into .venv-tools/ (never into
# the system Python); PYTHON=... picks the interpreter that creates it (default python3);
# gfortran (for the Fortran modules) comes from Debian's packages when missing
# (scripts/cmake-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tutorial=()

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$1 ($2)"); }
need cargo "Rust: https://rustup.rs"
need cc "a C compiler; Debian: apt install build-essential"
need c++ "a C++ compiler; Debian: apt install build-essential"
need "${PYTHON:-python3}" "Python 3; Debian: apt install python3 python3-venv"
need pkg-config "Debian: apt install pkg-config"
if ((${#missing[@]})); then
  printf 'scripts/test.sh: missing prerequisites:\n' >&2
  printf '  %s\n' "${missing[@]}" >&2
  exit 1
fi

cargo test

# The demo (built by cargo test with the test profile): runs on the host backend, logs through
# OXBLAS_LOG, and reports an error as one line (Display), not as a Debug struct.
demo() { cargo run --quiet --profile test --example demo; }
log="$(mktemp)"; trap 'rm -f "$log"' EXIT
OXBLAS_BACKEND=host OXBLAS_LOG=off RUST_LOG=debug demo >/dev/null 2>"$log" \
  || { cat "$log"; echo "demo failed"; exit 1; }
[[ ! -s "$log" ]] || { cat "$log"; echo "demo: OXBLAS_LOG=off still logged (RUST_LOG read?)"; exit 1; }
out="$(OXBLAS_BACKEND=host OXBLAS_LOG=info demo 2>&1 >/dev/null)"
grep -q "oxblas handle: backend host" <<<"$out" || { echo "demo: OXBLAS_LOG=info logged nothing: $out"; exit 1; }
if OXBLAS_BACKEND=foo OXBLAS_LOG=off demo >/dev/null 2>"$log"; then
  echo "demo: OXBLAS_BACKEND=foo did not fail"; exit 1
fi
err="$(cat "$log")"
[[ "$err" == "demo: oxblas_status_invalid_value: OXBLAS_BACKEND=\"foo\": unknown backend; valid values: host, nvidia, amd"* \
   && "$(wc -l <<<"$err")" -eq 1 ]] || { echo "demo: unexpected error report: $err"; exit 1; }
echo "demo: OK (runs, logs through OXBLAS_LOG, reports errors in one line)"

# solver: rocSOLVER's seed example (query, preallocate, getrf, getrs; half the size gives
# perf_degraded with the same answer); exits 1 when a check fails.
OXBLAS_BACKEND=host OXBLAS_LOG=off cargo run --quiet --profile test --example solver_seed >/dev/null \
  || { echo "solver_seed example failed"; exit 1; }
# The tutorial (examples/0N-*.rs, in Cargo.toml's order): each asserts what it teaches.
for ex in $(sed -n 's/^name = "\(0[0-9]-[a-z0-9-]*\)"$/\1/p' Cargo.toml); do
  OXBLAS_BACKEND=host OXBLAS_LOG=off cargo run --quiet --profile test --example "$ex" >/dev/null \
    || { echo "example $ex failed"; exit 1; }
  tutorial+=("$ex")
done
((${#tutorial[@]} >= 4)) || { echo "the tutorial examples were not found in Cargo.toml"; exit 1; }
echo "tutorial examples: OK (${tutorial[*]})"

bash scripts/install-cmake.sh >/dev/null
bash scripts/cmake-check.sh
