#!/usr/bin/env bash
# The C/C++/CMake check CI runs on the host backend:
#   1. cmake --workflow --preset host   (configure + build + ctest: C API, C++ layer, headers,
#      exported symbols, examples, the Fortran modules and tests, consumer projects against a
#      test install)
#   2. install into a temporary prefix, then build + run the consumer projects against it
#      (find_package, add_subdirectory, pkg-config, Fortran with COMPONENTS Fortran)
#      and a C program with a rejected OXBLAS_DEVICE_MEMORY_SIZE: one warning on stderr by default,
#      none with OXBLAS_QUIET_ENV_WARNINGS=1
#   3. the symbol-export check on the installed liboxblas.so
# Works from a fresh clone: installs the pinned cmake + ninja (scripts/install-cmake.sh), and
# pkg-config and gfortran (apt) when missing. The Rust release build is reused across runs (build/cargo-host).
#
# Usage: scripts/cmake-check.sh [--keep]   (--keep: keep the temporary install prefix)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"
cd "$ROOT"

need_cmd cargo "install Rust (https://rustup.rs)"
ensure_cmake
apt_ensure pkg-config pkg-config
# The Fortran modules, tests and consumer are part of the check: gfortran from Debian.
apt_ensure gfortran gfortran

log "cmake: $(cmake --version | head -n1), ninja $(ninja --version)"

# 1. workflow: configure, build, test
cmake --workflow --preset host
# With gfortran present the Fortran modules must have been built and tested (AUTO found it).
grep -q 'test_fortran_size_query' build/host/fortran/CTestTestfile.cmake 2>/dev/null \
  || die "the host build has no Fortran modules although gfortran is installed"

# 2. install into a temp prefix, consumers against it
PREFIX="$(mktemp -d /tmp/oxblas-prefix.XXXXXX)"
WORK="$(mktemp -d /tmp/oxblas-consumers.XXXXXX)"
if [[ "${1:-}" == --keep ]]; then
  log "keeping $PREFIX and $WORK"
else
  trap 'rm -rf "$PREFIX" "$WORK"' EXIT
fi
cmake --install build/host --prefix "$PREFIX"
OXBLAS_CARGO_TARGET_DIR="$ROOT/build/cargo-host" OXBLAS_LOG=off \
  tests/consumers/run-consumers.sh "$PREFIX" "$WORK" all

# A C program with no logger sees a rejected environment value on stderr, once; quiet on request.
app="$WORK/pkgconfig/app_shared"
err="$(env -u OXBLAS_LOG OXBLAS_DEVICE_MEMORY_SIZE=lots "$app" 2>&1 >/dev/null)"
[[ "$err" == 'oxblas: warning: ignoring OXBLAS_DEVICE_MEMORY_SIZE="lots": '* && "$(wc -l <<<"$err")" -eq 1 ]] \
  || die "a rejected OXBLAS_DEVICE_MEMORY_SIZE should give one stderr line, got: '$err'"
err="$(env -u OXBLAS_LOG OXBLAS_QUIET_ENV_WARNINGS=1 OXBLAS_DEVICE_MEMORY_SIZE=lots "$app" 2>&1 >/dev/null)"
[[ -z "$err" ]] || die "OXBLAS_QUIET_ENV_WARNINGS=1 should silence the warning, got: '$err'"
log "environment warning for C programs: on stderr once, silenced by OXBLAS_QUIET_ENV_WARNINGS=1"

# 3. symbol export of the installed library
cmake -DLIB="$PREFIX/lib/liboxblas.so" -DNM="$(command -v nm)" -DOBJDUMP="$(command -v objdump)" \
  -DHEADER="$PREFIX/include/oxblas/oxblas.h" -P cmake/check-symbols.cmake

echo "cmake-check: OK"
