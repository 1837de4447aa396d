#!/usr/bin/env bash
# Build and run the consumer projects against an oxblas install prefix.
#   tests/consumers/run-consumers.sh <prefix> <work-dir> [find_package|add_subdirectory|pkgconfig|fortran|all]
# (`all` includes fortran when the prefix has the Fortran component.)
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
if [[ $which == fortran || ( $which == all && -f "$prefix/lib/cmake/oxblas/oxblasFortranTargets.cmake" ) ]]; then
  echo "== consumer (d): Fortran, find_package(oxblas COMPONENTS Fortran)"
  rm -rf "$work/fortran" "$work/fortran-nolang"
  "$CMAKE" -S "$here/fortran" -B "$work/fortran" "${GEN[@]}" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release
  "$CMAKE" --build "$work/fortran"
  "$work/fortran/app_fortran"
  # A project that does not compile Fortran is told so, in one message.
  mkdir -p "$work/fortran-nolang/src"
  printf 'cmake_minimum_required(VERSION 3.31)\nproject(p LANGUAGES C)\nfind_package(oxblas CONFIG REQUIRED COMPONENTS Fortran)\n' \
    >"$work/fortran-nolang/src/CMakeLists.txt"
  if out="$("$CMAKE" -S "$work/fortran-nolang/src" -B "$work/fortran-nolang/build" -DCMAKE_PREFIX_PATH="$prefix" 2>&1)"; then
    echo "find_package(oxblas COMPONENTS Fortran) succeeded in a project without Fortran"; exit 1
  fi
  # (CMake wraps the message: compare with the blanks and line breaks folded)
  tr -s ' \n' '  ' <<<"$out" | grep -q "component Fortran not available: the project does not compile Fortran" \
    || { echo "unexpected message: $out"; exit 1; }
fi
echo "consumers ($which): OK"
