#!/usr/bin/env bash
# CI check of the GPU configurations on a machine without a GPU: builds the crate with
# `--features nvidia` and with `--features amd` (tests and examples too, each in its own target
# dir), then runs the GPU-only test binary of each. With no device its tests skip, and
# `no_device_is_a_clean_error` proves that asking for the GPU backend gives Status::NoDevice
# (no crash, no hang). Needs the toolchains of scripts/install-{cuda,hip}-toolchain.sh.
#
# Usage: scripts/gpu-check-build.sh [nvidia|amd|both]   (default both)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"
cd "$ROOT"

which="${1:-both}"
case "$which" in nvidia|amd) vendors=("$which") ;; both) vendors=(nvidia amd) ;; *) die "usage: $0 [nvidia|amd|both]" ;; esac

summary=()
for vendor in "${vendors[@]}"; do
  target="$ROOT/target-gpu"; [[ $vendor == amd ]] && target="$ROOT/target-gpu-amd"
  log "[$vendor] cargo build --features $vendor --tests --examples (target $target)"
  CARGO_TARGET_DIR="$target" cargo build --features "$vendor" --tests --examples
  log "[$vendor] cargo test --features $vendor --test gpu_only"
  # No device here: the backend must answer no_device; the other tests print 'skipped'.
  out="$(CARGO_TARGET_DIR="$target" cargo test --features "$vendor" --test gpu_only -- --nocapture --test-threads=1 2>&1)" \
    || { echo "$out"; die "[$vendor] gpu_only tests failed"; }
  echo "$out" | grep -E "no_device_is_a_clean_error|skipped|test result" || true
  if echo "$out" | grep -q "no_device_is_a_clean_error: ok"; then
    summary+=("$vendor: build ok, no-device error clean (Status::NoDevice)")
  elif echo "$out" | grep -q "a device is present"; then
    summary+=("$vendor: build ok, a device is present (GPU tests ran)")
  else
    die "[$vendor] no_device_is_a_clean_error did not report"
  fi
done
printf '%s\n' "${summary[@]}"
