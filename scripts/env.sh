# shellcheck shell=bash
# The environment for building oxblas by hand (cargo build --features nvidia, cmake --preset ...):
#   PATH               the pinned CMake and Ninja first (.venv-tools/path, made by
#                      scripts/install-cmake.sh; the GPU builds need CMake >= 3.31)
#   OXBLAS_CUDA_ROOT   the CUDA toolkit recorded by scripts/install-cuda-toolchain.sh
#                      (scripts/.cuda-root), unless already set
# Installs nothing; says what is missing.
#
#   source scripts/env.sh            # set them in this shell
#   bash scripts/env.sh              # print the export lines instead: eval "$(bash scripts/env.sh)"
_oxblas_env() {
  local root lines=() tools cuda
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  tools="$root/.venv-tools/path"
  if [[ -x "$tools/cmake" ]]; then
    case ":$PATH:" in
      *":$tools:"*) ;;
      *) lines+=("export PATH=\"$tools:\$PATH\"") ;;
    esac
  else
    echo "scripts/env.sh: no pinned CMake yet: run scripts/install-cmake.sh" >&2
  fi
  if [[ -n "${OXBLAS_CUDA_ROOT:-}" ]]; then
    :
  elif [[ -f "$root/scripts/.cuda-root" ]]; then
    cuda="$(cat "$root/scripts/.cuda-root")"
    lines+=("export OXBLAS_CUDA_ROOT=\"$cuda\"")
  else
    echo "scripts/env.sh: OXBLAS_CUDA_ROOT not set and no scripts/.cuda-root: the nvidia build" \
      "finds the toolkit through CUDA_PATH, CUDA_HOME, nvcc on PATH or /usr/local/cuda, or" \
      "run scripts/install-cuda-toolchain.sh" >&2
  fi
  if ((${#lines[@]})); then printf '%s\n' "${lines[@]}"; fi
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  _oxblas_env
else
  eval "$(_oxblas_env)"
  unset -f _oxblas_env
fi
