#!/usr/bin/env bash
# The benchmark's opt-in clock log (OXBLAS_BENCH_CLOCKS=1, benches/h200/harness/clocks.rs) on a
# machine without a GPU: builds a fake libnvidia-ml.so.1 (benches/clocks-check/fake_nvml.c) and
# a small program that compiles clocks.rs as the benchmark does (benches/clocks-check/check.rs),
# then runs it against the fake: the dlopen and symbols, the sampling thread, the windows, the
# CSV cells, clear and shutdown. Needs cc and rustc; writes only to a temporary folder.
#
# Usage: scripts/check-bench-clocks.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"
need_cmd cc "install a C compiler (Debian: apt-get install gcc)"
need_cmd rustc "install Rust (https://rustup.rs)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cc -shared -fPIC -o "$tmp/libnvidia-ml.so.1" "$ROOT/benches/clocks-check/fake_nvml.c"
rustc --edition 2021 -O -D warnings -o "$tmp/check" "$ROOT/benches/clocks-check/check.rs"
LD_LIBRARY_PATH="$tmp" "$tmp/check"
