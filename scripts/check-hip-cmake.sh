#!/usr/bin/env bash
# Build scripts/check/hip_cmake (static lib with one HIP kernel for gfx90a +
# host executable) with the pip CMake and Debian's HIP 5.2, in temporary
# build dirs, in both supported ways, then run the executable (no AMD GPU ->
# clean rc 2).
#
#  LANG  (recommended) enable_language(HIP):
#        -DCMAKE_HIP_COMPILER=/usr/bin/clang++-15
#        -DCMAKE_HIP_ARCHITECTURES=gfx90a
#        "-DCMAKE_HIP_FLAGS=--rocm-path=/usr --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
#        Without CMAKE_HIP_FLAGS the HIP compiler id/ABI test fails ("cannot
#        find HIP runtime"), and CMake then also cannot find Debian's multiarch
#        hip-lang package (/usr/lib/x86_64-linux-gnu/cmake/hip-lang).
#        find_package(hip) must NOT be used with CMake >= 4 (Debian's
#        hip-config.cmake has cmake_minimum_required(VERSION 3.3)); link
#        hip-lang::host instead (see check/hip_cmake/CMakeLists.txt).
#  HIPCC CMAKE_CXX_COMPILER=/usr/bin/hipcc, --offload-arch on every call.
#
# Usage: scripts/check-hip-cmake.sh [LANG|HIPCC|both] [--keep]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"

MODE="both"; KEEP=0
for arg in "$@"; do
  case "$arg" in
    LANG|HIPCC|both) MODE="$arg" ;;
    --keep) KEEP=1 ;;
    *) die "unknown argument: $arg" ;;
  esac
done

[[ -f "$SCRIPTS_DIR/.hip-config" ]] || die "run scripts/install-hip-toolchain.sh first"
# shellcheck disable=SC1091
source "$SCRIPTS_DIR/.hip-config"
# CMake: $CMAKE if set (scripts/check-cmake-min.sh passes the minimum version), else the pinned one.
if [[ -z "${CMAKE:-}" ]]; then
  ensure_cmake
  CMAKE="$(command -v cmake)"
fi
GEN=(); command -v ninja >/dev/null 2>&1 && GEN=(-G Ninja)
log "cmake: $CMAKE ($("$CMAKE" --version | head -n1))"

BUILDS=()
cleanup() { ((KEEP)) || rm -rf "${BUILDS[@]}"; }
trap cleanup EXIT

build_and_run() {   # <mode> <cmake args...>
  local mode="$1"; shift
  local b; b="$(mktemp -d "/tmp/oxblas-hip-cmake-$mode.XXXXXX")"; BUILDS+=("$b")
  "$CMAKE" -S "$SCRIPTS_DIR/check/hip_cmake" -B "$b" "${GEN[@]}" \
    -DCMAKE_BUILD_TYPE=Release -DOXBLAS_HIP_MODE="$mode" "$@"
  "$CMAKE" --build "$b" --verbose
  if command -v roc-obj-ls >/dev/null; then
    roc-obj-ls "$b/hip_smoke_main" | grep -q 'amdgcn-amd-amdhsa--gfx90a' \
      || die "[$mode] no gfx90a code object in hip_smoke_main"
  fi
  local out rc
  set +e; out="$("$b/hip_smoke_main" 2>&1)"; rc=$?; set -e
  log "[$mode] hip_smoke_main -> rc=$rc: $out"
  [[ $rc -eq 0 || $rc -eq 2 ]] || die "[$mode] hip_smoke_main failed (rc=$rc)"
  echo "HIP CMake check [$mode]: OK (libhip_smoke_kernels.a with gfx90a, exe rc=$rc)"
}

if [[ $MODE == LANG || $MODE == both ]]; then
  build_and_run LANG \
    -DCMAKE_HIP_COMPILER="$HIP_CLANG" \
    -DCMAKE_HIP_ARCHITECTURES=gfx90a \
    "-DCMAKE_HIP_FLAGS=$HIP_CMAKE_HIP_FLAGS"
fi
if [[ $MODE == HIPCC || $MODE == both ]]; then
  build_and_run HIPCC \
    -DCMAKE_CXX_COMPILER="$(command -v hipcc)" \
    -DOXBLAS_HIP_ARCH=gfx90a
fi
