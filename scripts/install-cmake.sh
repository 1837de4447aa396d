#!/usr/bin/env bash
# Install a pinned CMake + Ninja from PyPI (idempotent, cheap to re-run).
#
# Why pip and not apt: Debian 12 ships CMake 3.25; the project requires
# >=3.31,<4.2 (verified here with 4.1.3 against nvcc 13.0 and HIP 5.2, see
# check-cuda-cmake.sh / check-hip-cmake.sh). The pip wheel ships a
# self-contained cmake binary.
#
# Usage: scripts/install-cmake.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"

CMAKE_PIN="4.1.3"     # newest release satisfying >=3.31,<4.2 on PyPI
NINJA_PIN="1.13.0"

pip_ensure "cmake==${CMAKE_PIN}" "ninja==${NINJA_PIN}"

bindir="$(python_scripts_dir)"
[[ -x "$bindir/cmake" ]] || die "pip cmake not found at $bindir/cmake"

# Make sure the pip cmake wins over any system /usr/bin/cmake (Debian: 3.25).
# On this machine PATH has /root/.pyenv/shims before /usr/bin, so the shim
# resolves to $bindir/cmake. If some caller's PATH is different, the check
# below fails loudly and tells how to fix it (prepend $bindir).
resolved="$(resolve_cmd cmake || true)"
if [[ "$(readlink -f "${resolved:-/nonexistent}")" != "$(readlink -f "$bindir/cmake")" ]]; then
  log "WARNING: 'cmake' on PATH resolves to '${resolved:-<none>}', not the pip one."
  log "         Fix with: export PATH=\"$bindir:\$PATH\"  (or: source scripts/env.sh)"
  export PATH="$bindir:$PATH"
  resolved="$(resolve_cmd cmake)"
fi

ver="$(cmake --version | head -n1)"
[[ "$ver" == *"$CMAKE_PIN"* ]] || die "unexpected cmake version: $ver"
echo "$ver"
echo "CMAKE_BIN=$resolved"
echo "NINJA_BIN=$(resolve_cmd ninja) ($(ninja --version))"
