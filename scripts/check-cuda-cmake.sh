#!/usr/bin/env bash
# Configure + build scripts/check/cuda_cmake (static lib with one CUDA kernel
# + host executable) with the pip CMake and the pip CUDA 13 toolkit, in a
# temporary build dir, then run the executable (no GPU -> clean rc 2).
#
# Uses ONLY the two cache variables a real build needs
#   -DCUDAToolkit_ROOT=$(cat scripts/.cuda-root)
#   -DCMAKE_CUDA_COMPILER=$(cat scripts/.cuda-root)/bin/nvcc
# plus CMAKE_CUDA_ARCHITECTURES=90 / CMAKE_CUDA_RUNTIME_LIBRARY=Static, with
# CUDA_PATH/CUDACXX/CUDA_HOME/LD_LIBRARY_PATH unset to prove no env is needed.
#
# Usage: [CMAKE=<cmake>] scripts/check-cuda-cmake.sh [--keep]   (--keep: keep the build dir)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"

[[ -f "$SCRIPTS_DIR/.cuda-root" ]] || die "run scripts/install-cuda-toolchain.sh first"
ROOT="$(cat "$SCRIPTS_DIR/.cuda-root")"
# CMake: $CMAKE if set (scripts/check-cmake-min.sh passes the minimum version), else the pinned one.
if [[ -z "${CMAKE:-}" ]]; then
  ensure_cmake
  CMAKE="$(command -v cmake)"
fi
GEN=(); command -v ninja >/dev/null 2>&1 && GEN=(-G Ninja)

BUILD="$(mktemp -d /tmp/oxblas-cuda-cmake.XXXXXX)"
[[ "${1:-}" == --keep ]] || trap 'rm -rf "$BUILD"' EXIT

run_clean() { env -u CUDA_PATH -u CUDACXX -u CUDA_HOME -u CUDAToolkit_ROOT -u LD_LIBRARY_PATH "$@"; }

log "cmake: $CMAKE ($("$CMAKE" --version | head -n1))"
run_clean "$CMAKE" -S "$SCRIPTS_DIR/check/cuda_cmake" -B "$BUILD" "${GEN[@]}" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCUDAToolkit_ROOT="$ROOT" \
  -DCMAKE_CUDA_COMPILER="$ROOT/bin/nvcc" \
  -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DCMAKE_CUDA_RUNTIME_LIBRARY=Static
run_clean "$CMAKE" --build "$BUILD" --verbose

# (cuobjdump is not part of the pinned wheels, so the sm_90 SASS is not
# listed here; the nvcc command line above shows code=[compute_90,sm_90].)
set +e
out="$("$BUILD/smoke_main" 2>&1)"; rc=$?
set -e
log "smoke_main -> rc=$rc: $out"
[[ $rc -eq 0 || $rc -eq 2 ]] || die "smoke_main failed unexpectedly (rc=$rc)"
if [[ -x "$BUILD/baseline_check" ]]; then
  set +e
  # The wheels' shared libs are found via the exe's RUNPATH that CMake adds
  # for the build tree (no LD_LIBRARY_PATH).
  out="$("$BUILD/baseline_check" 2>&1)"; rc2=$?
  set -e
  log "baseline_check -> rc=$rc2: $out"
  [[ $rc2 -eq 0 || $rc2 -eq 2 ]] || die "baseline_check failed unexpectedly (rc=$rc2)"
fi
echo "CUDA CMake check: OK (lib $(basename "$BUILD")/libsmoke_kernels.a, exe rc=$rc)"
