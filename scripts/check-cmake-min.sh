#!/usr/bin/env bash
# CI check of the minimum CMake: the project states one minimum (OXBLAS_CMAKE_MIN in _common.sh),
# and the package builds, tests, installs and is consumed with exactly that version.
#   1. every cmake_minimum_required(VERSION ...) of the CMake files, the cmakeMinimumRequired of
#      CMakePresets.json and every "CMake >= X" of the docs and scripts name OXBLAS_CMAKE_MIN;
#      every script run with `cmake -P` calls cmake_minimum_required itself;
#   2. CMake CMAKE_MIN_PIN (the earliest wheel of that version on PyPI, in .venv-cmake-min/):
#      the cargo driver script on its own, then preset `host` configured into build/host-cmake-min
#      (the Rust build in build/cargo-host is shared with the main build), built and tested with
#      ctest: C/C++ tests, exported symbols, install + the three consumer projects;
#   3. where the GPU toolchains are installed (scripts/.cuda-root, scripts/.hip-config): the CUDA
#      and HIP CMake checks (check-cuda-cmake.sh, check-hip-cmake.sh) with that CMake.
#
# Usage: scripts/check-cmake-min.sh [--static-only]   (--static-only: step 1 alone)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
cd "$OXBLAS_ROOT"

# ---- 1. one minimum, stated everywhere
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  files() { git ls-files --cached --others --exclude-standard; }
else
  files() { find . -path ./target -prune -o -path ./build -prune -o -path './.venv-*' -prune -o -type f -print | sed 's|^\./||'; }
fi
files | "$PYTHON" -c '
import json, os, re, sys
want = sys.argv[1]
files = [f for f in sys.stdin.read().splitlines() if os.path.isfile(f)]
bad, seen = [], 0
def code(text):  # CMake text without comments
    return "\n".join(l.split("#", 1)[0] for l in text.splitlines())
def same(v):
    return v.split(".")[:2] == want.split(".") and all(x == "0" for x in v.split(".")[2:])
cmake_files = [f for f in files if os.path.basename(f) == "CMakeLists.txt" or f.endswith((".cmake", ".cmake.in"))]
for f in cmake_files:
    for m in re.finditer(r"cmake_minimum_required\s*\(\s*VERSION\s+([0-9.]+)", code(open(f).read())):
        seen += 1
        if not same(m.group(1)):
            bad.append(f"{f}: cmake_minimum_required(VERSION {m.group(1)})")
# Scripts run with cmake -P get no policies from a project: they must set their own.
for f in files:
    if not (f.endswith((".sh", ".cmake", "CMakeLists.txt"))):
        continue
    for m in re.finditer(r"-P\s+\"?([^\"\s)]+\.cmake)", open(f).read()):
        name = m.group(1).replace("${PROJECT_SOURCE_DIR}/", "").replace("${CMAKE_SOURCE_DIR}/", "")
        if name in files and not re.search(r"cmake_minimum_required", code(open(name).read())):
            bad.append(f"{name}: run with cmake -P ({f}) but sets no cmake_minimum_required")
presets = json.load(open("CMakePresets.json"))["cmakeMinimumRequired"]
seen += 1
if "%s.%s" % (presets["major"], presets["minor"]) != want or presets.get("patch", 0) != 0:
    bad.append(f"CMakePresets.json: cmakeMinimumRequired {presets}")
# Prose: any "(CMake) >= X" / "CMake X or newer" on a line that talks about CMake.
for f in files:
    if not f.endswith((".md", ".sh", ".txt", ".cmake", ".hpp", ".h")):
        continue
    for n, line in enumerate(open(f, errors="replace"), 1):
        if "cmake" not in line.lower():
            continue
        for m in re.finditer(r"(?:≥|>=)\s*(3\.[0-9]+(?:\.[0-9]+)*)|CMake\s+(3\.[0-9]+)\s+or\s+(?:newer|later)", line):
            v = m.group(1) or m.group(2)
            seen += 1
            if not same(v):
                bad.append(f"{f}:{n}: {line.strip()}")
if bad:
    print(f"check-cmake-min: the minimum CMake is {want}, but:")
    print("\n".join("  " + b for b in bad))
    sys.exit(1)
print(f"check-cmake-min: {seen} statements of the minimum CMake, all {want}")
' "$OXBLAS_CMAKE_MIN"
[[ "${1:-}" == --static-only ]] && exit 0

# ---- 2. build, test, install and consume with exactly that CMake
"$SCRIPTS_DIR/install-cmake.sh" --min >/dev/null
use_tools_path "$CMAKE_MIN_VENV"
CMAKE="$(command -v cmake)"
log "cmake: $CMAKE ($(cmake --version | head -n1)), ninja $(ninja --version)"
[[ "$(cmake --version | head -n1)" == "cmake version $OXBLAS_CMAKE_MIN."* ]] || die "not CMake $OXBLAS_CMAKE_MIN"

# The cargo driver (cmake -P) on its own: the check of rustc's native libraries runs only when
# cargo really compiles, which a shared, up-to-date Rust build never does below.
fake='-DCMD=sh;-c;echo "note: native-static-libs: -lgcc_s -lc" >&2'
out="$(cmake "$fake" -DEXPECTED="gcc_s;c" -DRECORD="$(mktemp)" -P cmake/OxblasCargoBuild.cmake 2>&1)" \
  || die "cmake/OxblasCargoBuild.cmake fails with CMake $OXBLAS_CMAKE_MIN: $out"
if out="$(cmake "$fake" -DEXPECTED="c" -DRECORD="$(mktemp)" -P cmake/OxblasCargoBuild.cmake 2>&1)"; then
  die "cmake/OxblasCargoBuild.cmake accepted a native library it was not configured with"
fi
grep -q "OXBLAS_EXTRA_NATIVE_LIBS=\"gcc_s\"" <<<"$out" || die "unexpected driver message: $out"
log "cargo driver script: OK"

B="$OXBLAS_ROOT/build/host-cmake-min"
cmake --preset host -B "$B" >/dev/null
cmake --build "$B"
OXBLAS_BACKEND=host ctest --test-dir "$B" --output-on-failure --no-tests=error -j2

# ---- 3. the GPU toolchains, where installed
if [[ -f "$SCRIPTS_DIR/.cuda-root" ]]; then
  CMAKE="$CMAKE" "$SCRIPTS_DIR/check-cuda-cmake.sh" >/dev/null
  log "CUDA 13 CMake check with CMake $OXBLAS_CMAKE_MIN: OK"
else
  log "no CUDA toolchain (scripts/.cuda-root): CUDA CMake check skipped"
fi
if [[ -f "$SCRIPTS_DIR/.hip-config" ]]; then
  CMAKE="$CMAKE" "$SCRIPTS_DIR/check-hip-cmake.sh" >/dev/null
  log "HIP CMake check with CMake $OXBLAS_CMAKE_MIN: OK"
else
  log "no HIP toolchain (scripts/.hip-config): HIP CMake check skipped"
fi
echo "check-cmake-min: OK (CMake $(cmake --version | head -n1 | cut -d' ' -f3))"
