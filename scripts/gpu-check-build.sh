#!/usr/bin/env bash
# CI check of the GPU configurations on a machine without a GPU: builds the crate with
# `--features nvidia` and with `--features amd` (tests, examples and benches too, each in its own
# target dir; the H200 benchmark with nvidia), then runs the GPU-only test binary of each. With no device its device tests are
# reported as ignored (#[ignore = "needs a GPU device: ..."]), `no_device_is_a_clean_error`
# proves that asking for the GPU backend gives Status::NoDevice (no crash, no hang), and a run
# that forces the device tests (--include-ignored) must fail, not pass. Needs the toolchains of
# scripts/install-{cuda,hip}-toolchain.sh.
# For nvidia it first checks, in a copy of the package without scripts/.cuda-root, that a build
# with no CUDA toolkit to be found, or with a CUDA_HOME that names none, stops with one clear
# line (bridge/build_gpu.rs, `cuda_root`).
#
# Usage: scripts/gpu-check-build.sh [nvidia|amd|both]   (default both)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"
cd "$ROOT"

need_cmd cargo "install Rust (https://rustup.rs)"
ensure_cmake   # the crate's build script builds hip/ with CMake

which="${1:-both}"
case "$which" in nvidia|amd) vendors=("$which") ;; both) vendors=(nvidia amd) ;; *) die "usage: $0 [nvidia|amd|both]" ;; esac

# A build that cannot find the CUDA toolkit: exit status 1 and one warning line saying what to
# set, no panic. Run in a copy without scripts/.cuda-root, sharing the GPU target dir (only the
# copy's build script is compiled and run).
check_cuda_root_errors() {
  local copy out
  copy="$(mktemp -d /tmp/oxblas-no-cuda.XXXXXX)"
  git ls-files -co --exclude-standard | grep -v '^scripts/\.cuda-root$' | tar -cf - -T - | tar -xf - -C "$copy"
  # A PATH without nvcc, CUDA variables unset.
  local path=/usr/bin:/bin:$(dirname "$(command -v cargo)"):$(dirname "$(command -v cmake)")
  local clean=(env -u OXBLAS_CUDA_ROOT -u CUDA_PATH -u CUDA_HOME PATH="$path" CARGO_TARGET_DIR="$ROOT/target-gpu")
  if [[ ! -x /usr/local/cuda/bin/nvcc && ! -x /usr/bin/nvcc && ! -x /bin/nvcc ]]; then
    if out="$(cd "$copy" && "${clean[@]}" cargo build --locked --features nvidia 2>&1)"; then
      rm -rf "$copy"; die "[nvidia] a build with no CUDA toolkit succeeded"
    fi
    grep -q "warning: oxblas@.*: no CUDA toolkit found (looked at OXBLAS_CUDA_ROOT, CUDA_PATH, CUDA_HOME, nvcc on PATH" <<<"$out" \
      && ! grep -q "panicked" <<<"$out" || { echo "$out"; rm -rf "$copy"; die "[nvidia] unclear error without a CUDA toolkit"; }
  fi
  if out="$(cd "$copy" && "${clean[@]}" CUDA_HOME=/nonexistent/cuda cargo build --locked --features nvidia 2>&1)"; then
    rm -rf "$copy"; die "[nvidia] a build with CUDA_HOME=/nonexistent/cuda succeeded"
  fi
  grep -q "warning: oxblas@.*: CUDA_HOME=/nonexistent/cuda is not a CUDA toolkit (no bin/nvcc): set OXBLAS_CUDA_ROOT" <<<"$out" \
    || { echo "$out"; rm -rf "$copy"; die "[nvidia] unclear error for a bad CUDA_HOME"; }
  rm -rf "$copy"
  log "[nvidia] no toolkit / bad CUDA_HOME: one clear line each (OK)"
}

summary=()
for vendor in "${vendors[@]}"; do
  [[ $vendor == nvidia ]] && check_cuda_root_errors
  target="$ROOT/target-gpu"; [[ $vendor == amd ]] && target="$ROOT/target-gpu-amd"
  # --benches: the H200 benchmark (benches/h200/, nvidia only: required-features) is compiled
  # here so that an API change cannot leave it broken; it costs one crate's compile (seconds),
  # the kernels are shared with the examples' dev-profile build.
  log "[$vendor] cargo build --features $vendor --tests --examples --benches (target $target)"
  CARGO_TARGET_DIR="$target" cargo build --features "$vendor" --tests --examples --benches
  if [[ $vendor == nvidia ]]; then
    bench_json="$(CARGO_TARGET_DIR="$target" cargo build --features nvidia --bench h200 --message-format=json)"
    grep -q '"executable":"[^"]*/h200-' <<<"$bench_json" || die "[nvidia] the h200 benchmark was not built"
    log "[nvidia] benches/h200 compiled"
  fi
  log "[$vendor] cargo test --features $vendor --test gpu_only"
  # No device here: the backend must answer no_device; the device tests are reported ignored.
  out="$(CARGO_TARGET_DIR="$target" cargo test --features "$vendor" --test gpu_only -- --nocapture --test-threads=1 2>&1)" \
    || { echo "$out"; die "[$vendor] gpu_only tests failed"; }
  echo "$out" | grep -E "no_device_is_a_clean_error|test result" || true
  if echo "$out" | grep -q "no_device_is_a_clean_error: ok"; then
    # Forced (--include-ignored) without a device, the device tests must fail loudly.
    log "[$vendor] cargo test --features $vendor --test gpu_only -- --include-ignored (must fail)"
    if forced="$(CARGO_TARGET_DIR="$target" cargo test --features "$vendor" --test gpu_only -- --include-ignored --skip bandwidth_report --test-threads=1 2>&1)"; then
      echo "$forced"; die "[$vendor] device tests passed without a device"
    fi
    echo "$forced" | grep -q "this test needs a GPU device" \
      || { echo "$forced"; die "[$vendor] forced device tests failed for another reason"; }
    echo "$forced" | grep -E "test result" || true
    summary+=("$vendor: build ok, no-device error clean (Status::NoDevice), device tests ignored (and fail when forced)")
  elif echo "$out" | grep -q "a device is present"; then
    log "[$vendor] a device is present: cargo test --features $vendor --test gpu_only -- --include-ignored"
    CARGO_TARGET_DIR="$target" cargo test --features "$vendor" --test gpu_only -- --include-ignored --skip bandwidth_report --test-threads=1 \
      || die "[$vendor] gpu_only device tests failed"
    summary+=("$vendor: build ok, a device is present (GPU tests ran)")
  else
    die "[$vendor] no_device_is_a_clean_error did not report"
  fi
done
printf '%s\n' "${summary[@]}"
