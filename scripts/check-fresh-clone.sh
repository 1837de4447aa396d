#!/usr/bin/env bash
# CI: every documented build entry point, run as a new user runs it from a fresh clone, as far
# as it goes without a GPU. Each step starts from the clone's clean state (`git clean -ffdx`:
# no .venv-tools, no scripts/.cuda-root or .hip-config, no .gpu-bundle), in an environment
# without the project's tools on PATH and without OXBLAS_*/CUDA_* variables, so a script that
# relies on something another script installed fails here:
#   1. README quick start:  cargo run --example demo
#   2. README C/C++:        install-cmake.sh, source env.sh, cmake --workflow --preset host,
#                           cmake --install (C, C++ and Fortran; consumers included)
#   3. README quick start:  bash scripts/test.sh
#   4. README GPU builds:   install-cmake.sh, install-cuda-toolchain.sh, source env.sh,
#                           cargo build --features nvidia
#   5.                      install-hip-toolchain.sh, source env.sh, cargo build --features amd
#   6. README GPU runs:     install-cuda-toolchain.sh, then gpu-bundle.sh (nothing else first)
#   7.                      install-cuda-toolchain.sh, then gpu-bundle-capi.sh
#   8.                      install-cuda-toolchain.sh, then bench-h200.sh
#
# Speed: the clone lives in one fixed place, $OXBLAS_CLONE_DIR (default
# ~/.cache/oxblas/fresh-clone, shared by every checkout of this machine, one run at a time:
# flock), and is brought to the checkout's state with git (fetch + reset: unchanged files keep
# their times), so its build outputs (target*/, build/, which `git clean` spares) and cargo's
# registry are reused and a run rebuilds only what changed. The first run builds everything
# (the nvidia kernels three times: dev/test, release, amd). The CUDA wheels are installed once
# into $OXBLAS_CLONE_DIR/venv-cuda (OXBLAS_CUDA_VENV), CMake and Ninja again at every step
# (from pip's cache). Steps 4 and 8 set CARGO_TARGET_DIR to the folders steps 6 and 7 use, so
# that one kernel build serves each profile.
#
# The clone is of the checkout's HEAD plus its uncommitted changes to tracked files and its
# untracked, not ignored files.
#
# Usage: scripts/check-fresh-clone.sh [STEP...]   (step numbers; default all)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
cd "$OXBLAS_ROOT"
need_cmd git "install git (Debian: apt-get install git)"
need_cmd cargo "install Rust (https://rustup.rs)"
need_cmd flock "install util-linux (Debian: apt-get install util-linux)"

HOME_DIR="${OXBLAS_CLONE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/oxblas/fresh-clone}"
SRC="$HOME_DIR/oxblas"
mkdir -p "$HOME_DIR"
exec 9>"$HOME_DIR/lock"
flock -w 3600 9 || die "another fresh-clone check holds $HOME_DIR/lock"

# ---- the clone, at the checkout's state
if [[ ! -d $SRC/.git ]]; then
  log "cloning into $SRC (first run: everything is built from scratch)"
  git clone -q --no-checkout "$OXBLAS_ROOT" "$SRC"
fi
git -C "$SRC" fetch -q --no-tags "$OXBLAS_ROOT" HEAD
git -C "$SRC" checkout -q --detach -f FETCH_HEAD
git -C "$SRC" reset -q --hard FETCH_HEAD
# scripts/.cuda-root is kept too: every step that builds for NVIDIA runs the CUDA installer first,
# which writes it when it is missing or names another toolkit, and a new file time would rerun
# the GPU build script and recompile the crate in every step.
clean_clone() { git -C "$SRC" clean -ffdxq -e '/target*/' -e '/build/' -e '/scripts/.cuda-root'; }
clean_clone
# The change goes into the clone's index too (new files included), so that the clean before
# each step keeps it: `git clean -x` removes whatever the clone does not track.
if ! git diff --quiet HEAD; then
  git diff HEAD --binary | git -C "$SRC" apply --index --whitespace=nowarn
fi
git ls-files --others --exclude-standard -z | while IFS= read -r -d '' f; do
  mkdir -p "$SRC/$(dirname "$f")"
  cmp -s "$f" "$SRC/$f" 2>/dev/null || cp -p "$f" "$SRC/$f"
  git -C "$SRC" add -N -- "$f"
done
log "clone at $(git -C "$SRC" rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' + uncommitted changes') in $SRC"

# ---- a new user's environment: no project tools on PATH, no project or CUDA variables
path=""
IFS=: read -ra parts <<<"$PATH"
for p in "${parts[@]}"; do
  [[ $p == */.venv-* || $p == *nvidia/cu13* || -z $p ]] && continue
  path="${path:+$path:}$p"
done
clean_env=(env -u CARGO_TARGET_DIR -u OXBLAS_CUDA_ROOT -u CUDA_HOME -u CUDA_PATH -u CUDACXX
           -u OXBLAS_BACKEND -u OXBLAS_DEVICE_MEMORY_SIZE -u ROCBLAS_DEVICE_MEMORY_SIZE
           -u OXBLAS_LOG -u HIP_PATH -u ROCM_PATH "PATH=$path"
           "OXBLAS_CUDA_VENV=${OXBLAS_CUDA_VENV:-$HOME_DIR/venv-cuda}")

STEPS=(
  "quick start: the demo|cargo run --quiet --example demo >/dev/null"
  "C/C++/Fortran with CMake, as the README shows|bash scripts/install-cmake.sh >/dev/null && source scripts/env.sh && cmake --workflow --preset host >/dev/null && cmake --install build/host --prefix \"\$(mktemp -d)\" >/dev/null"
  "quick start: scripts/test.sh|bash scripts/test.sh >/dev/null"
  "nvidia build, as the README shows|bash scripts/install-cmake.sh >/dev/null && bash scripts/install-cuda-toolchain.sh >/dev/null && source scripts/env.sh && CARGO_TARGET_DIR=target-gpu cargo build --quiet --features nvidia"
  "amd build, as the README shows|bash scripts/install-cmake.sh >/dev/null && bash scripts/install-hip-toolchain.sh --no-verify >/dev/null && source scripts/env.sh && CARGO_TARGET_DIR=target-gpu-amd cargo build --quiet --features amd"
  "the GPU bundle after the CUDA toolchain alone|bash scripts/install-cuda-toolchain.sh --no-verify >/dev/null && bash scripts/gpu-bundle.sh >/dev/null"
  "the C/C++/Fortran GPU bundle after the CUDA toolchain alone|bash scripts/install-cuda-toolchain.sh --no-verify >/dev/null && bash scripts/gpu-bundle-capi.sh >/dev/null"
  "the benchmark bundle after the CUDA toolchain alone|bash scripts/install-cuda-toolchain.sh --no-verify >/dev/null && CARGO_TARGET_DIR=build/cargo-nvidia bash scripts/bench-h200.sh >/dev/null"
)
wanted=("$@")
((${#wanted[@]})) || wanted=($(seq 1 ${#STEPS[@]}))
summary=()
for i in "${wanted[@]}"; do
  [[ $i =~ ^[0-9]+$ && $i -ge 1 && $i -le ${#STEPS[@]} ]] || die "no step $i (1..${#STEPS[@]})"
  title="${STEPS[$((i - 1))]%%|*}"
  cmd="${STEPS[$((i - 1))]#*|}"
  clean_clone
  log "step $i: $title"
  start=$SECONDS
  logf="$HOME_DIR/step-$i.log"
  if ! (cd "$SRC" && "${clean_env[@]}" bash -c "set -euo pipefail; $cmd") >"$logf" 2>&1; then
    tail -n 40 "$logf"
    die "step $i ($title) failed from a fresh clone: $cmd (log: $logf)"
  fi
  summary+=("$(printf 'step %s  %4ds  %s' "$i" $((SECONDS - start)) "$title")")
  log "step $i: OK ($((SECONDS - start)) s)"
done
printf '%s\n' "${summary[@]}"
echo "check-fresh-clone: OK"
