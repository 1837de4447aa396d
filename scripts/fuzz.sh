#!/usr/bin/env bash
# The C-ABI fuzzer (fuzz/, issue 13): libFuzzer through cargo-fuzz on the nightly toolchain,
# host backend, AddressSanitizer on.
#
#   scripts/fuzz.sh [SECONDS]         run for SECONDS (default 120; CI runs this), starting from the
#                                     committed corpus (fuzz/corpus/capi_sequence, read only) and
#                                     a scratch copy that receives the new inputs
#   scripts/fuzz.sh repro FILE        run one input (a crash artifact) and show what it did
#   scripts/fuzz.sh fmt FILE          print an input as the action sequence it decodes to
#   scripts/fuzz.sh tmin FILE         minimize a crashing input
#   scripts/fuzz.sh cmin              shrink the committed corpus to the inputs that add coverage
#
# A finding stops the run with a non-zero status and leaves fuzz/artifacts/capi_sequence/crash-*
# (README, "Fuzzing": how to turn it into a regression test). Installs cargo-fuzz when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../fuzz"
export CARGO_TERM_COLOR=never
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked --version 0.13.2
T=capi_sequence
# A failed allocation returns null (the library's contract with the allocator: it answers
# memory_error) instead of ASan aborting on an exabyte request the library forwards.
export ASAN_OPTIONS="${ASAN_OPTIONS:-allocator_may_return_null=1}"
case "${1:-}" in
  repro) RUST_BACKTRACE=1 cargo +nightly fuzz run "$T" "$2" ;;
  fmt) cargo +nightly fuzz fmt "$T" "$2" ;;
  tmin) cargo +nightly fuzz tmin "$T" "$2" ;;
  cmin) cargo +nightly fuzz cmin "$T" corpus/$T ;;
  *)
    secs="${1:-120}"
    work="$(mktemp -d /tmp/oxblas-fuzz.XXXXXX)"; trap 'rm -rf "$work"' EXIT
    cargo +nightly fuzz build "$T"
    cargo +nightly fuzz run "$T" "$work" "corpus/$T" -- -max_total_time="$secs" -max_len=4096 \
      -print_final_stats=1 2>&1 | grep -Ev '^(#[0-9]+ +(NEW|REDUCE|pulse)|	NEW_FUNC)' 
    echo "fuzz: $T ran ${secs} s with no finding"
    ;;
esac
