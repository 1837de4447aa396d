# shellcheck shell=bash
# Shared helpers for the scripts/install-*.sh toolchain installers.
# Sourced, not executed.

# Use the same interpreter everywhere (pyenv shim on this machine).
PYTHON="${PYTHON:-python3}"

log()  { printf '[%s] %s\n' "$(basename "$0")" "$*" >&2; }
die()  { log "ERROR: $*"; exit 1; }

# pip_installed_version <dist-name>  -> prints installed version or nothing
pip_installed_version() {
  "$PYTHON" - "$1" <<'PY' 2>/dev/null || true
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
    "$PYTHON" -m pip install --disable-pip-version-check --no-input "${missing[@]}"
    # pyenv only exposes new console scripts (cmake, ninja) via its shims
    # after a rehash.
    if command -v pyenv >/dev/null 2>&1; then pyenv rehash || true; fi
  fi
}

# Directory where pip puts console scripts for $PYTHON (cmake, ninja).
python_scripts_dir() {
  "$PYTHON" -c 'import sysconfig; print(sysconfig.get_path("scripts"))'
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

SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
