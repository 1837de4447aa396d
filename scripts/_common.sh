# shellcheck shell=bash
# Shared helpers for the scripts/install-*.sh toolchain installers.
# Sourced, not executed.

# The base interpreter: runs the helper snippets and creates the project's tool environments.
# Any Python 3 with the venv module (Debian: python3-venv); PYTHON=... picks another.
PYTHON="${PYTHON:-python3}"
# The interpreter pip_ensure installs into. The installers always set it to one of the
# project-local environments below (venv_ensure); nothing is installed into $PYTHON itself.
PIP_PYTHON="${PIP_PYTHON:-$PYTHON}"

log()  { printf '[%s] %s\n' "$(basename "$0")" "$*" >&2; }
die()  { log "ERROR: $*"; exit 1; }

# pip_installed_version <dist-name>  -> prints installed version or nothing
pip_installed_version() {
  "$PIP_PYTHON" - "$1" <<'PY' 2>/dev/null || true
import sys
from importlib import metadata
try:
    print(metadata.version(sys.argv[1]))
except metadata.PackageNotFoundError:
    pass
PY
}

# pip_ensure name==ver [name==ver ...]
# Installs only the pins whose installed version differs (cheap re-run: no
# network access at all when everything is already at the pinned version).
pip_ensure() {
  local missing=() spec name want have
  for spec in "$@"; do
    name="${spec%%==*}"; want="${spec#*==}"
    have="$(pip_installed_version "$name")"
    if [[ "$have" == "$want" ]]; then
      log "ok: $name $have"
    else
      log "need: $name ${have:-<none>} -> $want"
      missing+=("$spec")
    fi
  done
  if ((${#missing[@]})); then
    "$PIP_PYTHON" -m pip install --disable-pip-version-check --no-input "${missing[@]}"
    # pyenv only exposes new console scripts (cmake, ninja) via its shims
    # after a rehash.
    if command -v pyenv >/dev/null 2>&1; then pyenv rehash || true; fi
  fi
}

# Resolve a command to its real binary, seeing through pyenv shims.
resolve_cmd() {
  local p
  p="$(command -v "$1" 2>/dev/null)" || return 1
  if [[ "$p" == */.pyenv/shims/* ]] && command -v pyenv >/dev/null 2>&1; then
    p="$(pyenv which "$1" 2>/dev/null || echo "$p")"
  fi
  echo "$p"
}

# need_cmd <command> <how to get it>: stop with one line when a command is missing.
need_cmd() {
  command -v "$1" >/dev/null 2>&1 || die "missing $1: $2"
}

# apt_ensure <command> <Debian package>: install a missing command from Debian's packages (as
# root, or through sudo without a password), else stop with one line naming the package.
apt_ensure() {
  local cmd="$1" pkg="$2" sudo=()
  command -v "$cmd" >/dev/null 2>&1 && return 0
  if [[ $(id -u) -ne 0 ]]; then
    sudo -n true >/dev/null 2>&1 || die "missing $cmd: install Debian's $pkg (apt-get install $pkg; no root or sudo here)"
    sudo=(sudo -n)
  fi
  command -v apt-get >/dev/null 2>&1 || die "missing $cmd: install the package that provides it ($pkg on Debian)"
  log "installing $pkg (apt-get) for $cmd"
  local install=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg")
  # The package lists may be missing or stale on a fresh machine: update once and retry.
  "${install[@]}" >/dev/null 2>&1 \
    || { "${sudo[@]}" apt-get update -qq >/dev/null 2>&1 && "${install[@]}" >/dev/null 2>&1; } \
    || die "missing $cmd: 'apt-get install $pkg' failed"
  command -v "$cmd" >/dev/null 2>&1 || die "missing $cmd: not found after installing $pkg"
}

SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OXBLAS_ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"

# CMake: the one minimum version the project states (CMakeLists.txt, hip/, cmake/*.cmake,
# CMakePresets.json, the consumer projects, README; scripts/check-cmake-min.sh checks them all
# and builds the package with CMAKE_MIN_PIN, the earliest release of that version on PyPI).
OXBLAS_CMAKE_MIN="3.31"
CMAKE_MIN_PIN="3.31.0.1"

# Build tools from PyPI (cmake, ninja) live in project-local virtual environments, never in the
# system Python (Debian's refuses pip installs: "externally-managed-environment"). Each has a
# path/ folder with links to its cmake, ctest, cpack and ninja only, for PATH (the environment's
# own bin/ would also shadow python3 and pip).
TOOLS_VENV="$OXBLAS_ROOT/.venv-tools"          # scripts/install-cmake.sh (pinned CMake + Ninja)
CMAKE_MIN_VENV="$OXBLAS_ROOT/.venv-cmake-min"  # scripts/install-cmake.sh --min
# The CUDA compiler wheels (scripts/install-cuda-toolchain.sh); the toolkit root is
# <venv>/lib/python3.X/site-packages/nvidia/cu13, recorded in scripts/.cuda-root. About 300 MB:
# OXBLAS_CUDA_VENV=... puts it elsewhere (one environment shared by several checkouts).
CUDA_VENV="${OXBLAS_CUDA_VENV:-$OXBLAS_ROOT/.venv-cuda}"

# venv_ensure <venv-dir>: create the environment when missing (or broken: no pip).
venv_ensure() {
  local venv="$1"
  if ! "$venv/bin/python" -c 'import pip' >/dev/null 2>&1; then
    log "creating $venv ($("$PYTHON" --version 2>&1))"
    rm -rf "$venv"
    "$PYTHON" -m venv "$venv" || die "'$PYTHON -m venv' failed: install the venv module (Debian: apt install python3-venv) or set PYTHON"
  fi
}

# tools_install <venv-dir> name==ver [name==ver ...]
# Creates the environment when missing (or broken), installs the pins that differ, links the
# tools into <venv-dir>/path/.
tools_install() {
  local venv="$1"; shift
  venv_ensure "$venv"
  PIP_PYTHON="$venv/bin/python" pip_ensure "$@"
  mkdir -p "$venv/path"
  local t
  for t in cmake ctest cpack ninja; do
    [[ -x "$venv/bin/$t" ]] && ln -sfn "../bin/$t" "$venv/path/$t"
  done
  return 0
}

# ensure_cmake: install the pinned CMake + Ninja if needed and put them first on PATH (the
# GPU builds run CMake from the crate's build script through whatever `cmake` PATH finds).
ensure_cmake() {
  "$SCRIPTS_DIR/install-cmake.sh" >/dev/null
  use_tools_path
}

# use_tools_path [venv-dir]: put the tools of an environment (default: $TOOLS_VENV) first on PATH.
use_tools_path() {
  local venv="${1:-$TOOLS_VENV}"
  [[ -d "$venv/path" ]] || die "$venv/path missing: run scripts/install-cmake.sh first"
  export PATH="$venv/path:$PATH"
}

# bundle_release_tests <dest> <test>...: build the integration tests <test>... optimized with
# the nvidia feature (in $CARGO_TARGET_DIR), then strip each and compress it to <dest>/<test>.xz.
# For the device machine, where what a call carries is limited (64 MiB): gpu-bundle-suites.sh
# and stress-gpu.sh --compact.
bundle_release_tests() {
  local dest="$1"; shift
  local json t exe args=()
  for t in "$@"; do args+=(--test "$t"); done
  json="$(mktemp)"
  log "building: cargo test --release --no-run --features nvidia ${args[*]} (${CARGO_TARGET_DIR:-target})"
  cargo test --release --no-run --features nvidia "${args[@]}" \
    --message-format=json-render-diagnostics >"$json" || { rm -f "$json"; die "cargo test failed"; }
  mkdir -p "$dest"
  for t in "$@"; do
    exe="$("$PYTHON" - "$json" "$t" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == sys.argv[2] \
            and m.get("executable"):
        print(m["executable"])
PY
)"
    [[ -x "$exe" ]] || { rm -f "$json"; die "no $t executable in cargo's output"; }
    strip -o "$dest/$t" "$exe" && xz -f -T2 -3 "$dest/$t"
  done
  rm -f "$json"
}
