#!/usr/bin/env bash
# Install (idempotently) and verify the whole oxblas build toolchain:
#   1. CMake + Ninja (PyPI, into .venv-tools) scripts/install-cmake.sh
#   2. CUDA 13.0 compiler toolchain (PyPI, into .venv-cuda) scripts/install-cuda-toolchain.sh
#      + CMake check                         scripts/check-cuda-cmake.sh
#   3. HIP 5.2 toolchain (Debian apt)        scripts/install-hip-toolchain.sh
#      + CMake check                         scripts/check-hip-cmake.sh
#
# Usage: scripts/install-all.sh [--no-gpu] [--skip-cuda] [--skip-hip]
#                               [--with-baselines] [--no-checks]
#   --no-gpu          only step 1 (skip both GPU toolchains)
#   --skip-cuda / --skip-hip   skip one vendor
#   --with-baselines  also install cuBLAS/cuSOLVER wheels
#   --no-checks       skip the CMake checks (the installers still run their
#                     own quick compile smoke tests)
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

CUDA=1; HIP=1; CHECKS=1; CUDA_ARGS=()
for arg in "$@"; do
  case "$arg" in
    --no-gpu) CUDA=0; HIP=0 ;;
    --skip-cuda) CUDA=0 ;;
    --skip-hip) HIP=0 ;;
    --with-baselines) CUDA_ARGS+=(--with-baselines) ;;
    --no-checks) CHECKS=0 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "install-all.sh: unknown argument: $arg" >&2; exit 1 ;;
  esac
done

step() { printf '\n=== %s ===\n' "$*"; }

step "cmake"
"$HERE/install-cmake.sh"
if ((CUDA)); then
  step "cuda toolchain"
  "$HERE/install-cuda-toolchain.sh" "${CUDA_ARGS[@]}"
  if ((CHECKS)); then step "cuda cmake check"; "$HERE/check-cuda-cmake.sh" >/dev/null; echo "cuda cmake check: OK"; fi
fi
if ((HIP)); then
  step "hip toolchain"
  "$HERE/install-hip-toolchain.sh"
  if ((CHECKS)); then step "hip cmake check"; "$HERE/check-hip-cmake.sh" >/dev/null; echo "hip cmake check: OK"; fi
fi

step "summary"
"$HERE/../.venv-tools/path/cmake" --version | head -n1
[[ -f "$HERE/.cuda-root" ]] && ((CUDA)) && echo "CUDA_TOOLKIT_ROOT=$(cat "$HERE/.cuda-root")"
[[ -f "$HERE/.hip-config" ]] && ((HIP)) && grep -E '^HIP_(CLANG|CMAKE_HIP_FLAGS)=' "$HERE/.hip-config"
echo "install-all: OK"
