#!/usr/bin/env bash
# Build and run the consumer projects against an oxblas install prefix.
#   tests/consumers/run-consumers.sh <prefix> <work-dir> [find_package|add_subdirectory|pkgconfig|all]
# Env: OXBLAS_CARGO_TARGET_DIR (reuse the Rust build in add_subdirectory), CMAKE (cmake binary).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(cd "$here/../.." && pwd)"
prefix="$(cd "${1:?prefix}" && pwd)"
work="${2:?work dir}"
which="${3:-all}"
CMAKE="${CMAKE:-cmake}"
GEN=(); command -v ninja >/dev/null 2>&1 && GEN=(-G Ninja)
mkdir -p "$work"

if [[ $which == all || $which == find_package ]]; then
  echo "== consumer (a): install + find_package"
  rm -rf "$work/find_package"
  "$CMAKE" -S "$here/find_package" -B "$work/find_package" "${GEN[@]}" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release
  "$CMAKE" --build "$work/find_package"
  "$work/find_package/app_shared"
  "$work/find_package/app_static"
  "$work/find_package/app_cxx"
fi

if [[ $which == all || $which == add_subdirectory ]]; then
  echo "== consumer (b): add_subdirectory"
  extra=()
  [[ -n "${OXBLAS_CARGO_TARGET_DIR:-}" ]] && extra+=(-DOXBLAS_CARGO_TARGET_DIR="$OXBLAS_CARGO_TARGET_DIR")
  # A fresh tree of its own (not the build tree of the caller).
  "$CMAKE" -S "$here/add_subdirectory" -B "$work/add_subdirectory" "${GEN[@]}" -DOXBLAS_SOURCE_DIR="$src" "${extra[@]}"
  "$CMAKE" --build "$work/add_subdirectory"
  "$work/add_subdirectory/app"
  "$work/add_subdirectory/app_static"
fi

if [[ $which == all || $which == pkgconfig ]]; then
  echo "== consumer (c): pkg-config, the README's commands"
  "$here/pkgconfig/build.sh" "$prefix" "$work/pkgconfig"
fi
echo "consumers ($which): OK"
