#!/usr/bin/env bash
# Install a pinned CMake + Ninja from PyPI into the project-local environment .venv-tools/
# (idempotent, cheap to re-run; nothing is installed into the system Python). The tools are
# linked into .venv-tools/path/: put that first on PATH (`source scripts/env.sh` does).
#
# Why pip and not apt: Debian 12 ships CMake 3.25.1, whose FindCUDAToolkit fails on CUDA 13;
# the project requires CMake >= 3.31 (OXBLAS_CMAKE_MIN in _common.sh) and < 4.2 (verified here
# with 4.1.3 against nvcc 13.0 and HIP 5.2, see check-cuda-cmake.sh / check-hip-cmake.sh). The
# pip wheel ships a self-contained cmake binary.
#
# Usage: scripts/install-cmake.sh [--min]
#   --min   instead, install the minimum CMake (CMAKE_MIN_PIN, the earliest 3.31 wheel) into
#           .venv-cmake-min/ (used by scripts/check-cmake-min.sh)
# Prints the version and CMAKE_BIN=/NINJA_BIN= lines.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"

CMAKE_PIN="4.1.3"     # newest release satisfying >=3.31,<4.2 on PyPI
NINJA_PIN="1.13.0"

venv="$TOOLS_VENV"; want="$CMAKE_PIN"
case "${1:-}" in
  "") ;;
  --min) venv="$CMAKE_MIN_VENV"; want="$CMAKE_MIN_PIN" ;;
  -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
  *) die "unknown argument: $1" ;;
esac

tools_install "$venv" "cmake==${want}" "ninja==${NINJA_PIN}"
bin="$venv/path"
[[ -x "$bin/cmake" ]] || die "pip cmake not found at $bin/cmake"

ver="$("$bin/cmake" --version | head -n1)"
# Wheel versions may carry a fourth component (3.31.0.1 is CMake 3.31.0).
[[ "$ver" == *" $(cut -d. -f1-3 <<<"$want")" ]] || die "unexpected cmake version: $ver"
echo "$ver"
echo "CMAKE_BIN=$bin/cmake"
echo "NINJA_BIN=$bin/ninja ($("$bin/ninja" --version))"
