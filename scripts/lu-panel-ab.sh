#!/usr/bin/env bash
# Build the A/B program of an LU kernel (benches/lu_panel_ab.cu): sm_90's cluster panel, or with
# --resident the resident LU (getrf_resident.cpp), of a git revision against the working tree's,
# in one program, compared byte for byte and timed. No GPU is needed to build; the program runs
# on an sm_90 GPU (the device tool's H200).
#
# Usage: scripts/lu-panel-ab.sh [--resident] [REV]   (default HEAD)
#   -> .gpu-bundle/lu-panel-ab/lu_panel_ab (or lu_resident_ab; AB_NAME=NAME names it NAME
#      instead, so that several variants of the tree can travel and run in one device call)
# On the GPU machine:
#   .gpu-bundle/lu-panel-ab/lu_panel_ab                 every case, then "FAILURES N"
#   ONLY=m,n,G .gpu-bundle/lu-panel-ab/lu_panel_ab      one f64 case, untimed (for sanitizers)
#   NOTIME=1 / NEWONLY=1                                no timing / the tree's kernel alone
# AB_FLAGS="-DNAME=V ..." at build time: extra nvcc flags for the tree's kernel only (an
# experiment's compile-time switches, several variants of one tree side by side).
#
# Both kernels are compiled against the cxx bridge's generated headers of the newest build of the
# crate with --features nvidia (scripts/bench-h200.sh or scripts/gpu-bundle-suites.sh makes one):
# REV's SolverDesc must be the tree's. Environment: OXBLAS_CUDA_ROOT (default scripts/.cuda-root).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/_common.sh
source scripts/_common.sh

name=lu_panel_ab kernels=(src/kernels/solver/getf2_panel_cluster.cpp) define=()
if [[ "${1:-}" == --resident ]]; then
  # The resident LU falls back to getf2 (and its one-warp kernel) where its grid cannot run.
  name=lu_resident_ab define=(-DAB_RESIDENT)
  kernels=(src/kernels/solver/getrf_resident.cpp src/kernels/solver/getf2.cpp src/kernels/solver/getf2_warp.cpp)
  shift
fi
name="${AB_NAME:-$name}"
[[ "$name" =~ ^[A-Za-z0-9_.-]+$ ]] || die "AB_NAME: letters, digits, '_', '.', '-' only: $name"
REV="${1:-HEAD}"
git rev-parse --verify --quiet "$REV^{commit}" >/dev/null || die "not a revision: $REV"
CUDA="${OXBLAS_CUDA_ROOT:-$(cat scripts/.cuda-root 2>/dev/null || true)}"
NVCC="$CUDA/bin/nvcc"
[[ -x "$NVCC" ]] || die "no nvcc under '$CUDA' (scripts/install-cuda-toolchain.sh)"
BRIDGE="$(ls -td target-bench/release/build/oxblas-*/out/cxxbridge/include \
  target-gpu/*/build/oxblas-*/out/cxxbridge/include 2>/dev/null | head -n1 || true)"
[[ -n "$BRIDGE" ]] || die "no cxx bridge headers: build the crate with --features nvidia first (scripts/bench-h200.sh)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git archive "$REV" hip | tar -x -C "$work"
flags=(-O3 -DNDEBUG -std=c++17 -arch=sm_90 -DOXBLAS_GPU_NVIDIA=1 -DOXBLAS_HIP_SM90A=1
  -I "$BRIDGE" -isystem "$CUDA/include" -isystem "$CUDA/include/cccl")
# AB_FLAGS: extra nvcc flags for the tree's kernel (an experiment's -D switches).
read -r -a extra <<<"${AB_FLAGS:-}"
log "compiling $REV's ${kernels[0]##*/} (namespace slv_old), the tree's, and the program (nvcc, sm_90)"
objs=()
for k in "${kernels[@]}"; do
  b="$(basename "$k" .cpp)"
  "$NVCC" -x cu "${flags[@]}" -I "$work/hip/include" -Dslv=slv_old -c -o "$work/old-$b.o" "$work/hip/$k"
  "$NVCC" -x cu "${flags[@]}" "${extra[@]}" -I hip/include -c -o "$work/new-$b.o" "hip/$k"
  objs+=("$work/old-$b.o" "$work/new-$b.o")
done
"$NVCC" -x cu "${flags[@]}" "${define[@]}" -I hip/include -I hip/src -c -o "$work/ab.o" benches/lu_panel_ab.cu
out="$ROOT/.gpu-bundle/lu-panel-ab"
mkdir -p "$out"
"$NVCC" -arch=sm_90 -cudart static -o "$out/$name" "$work/ab.o" "${objs[@]}"
printf 'old: %s (%s)\nnew: the working tree of %s%s\n' "$REV" "$(git rev-parse --short "$REV")" \
  "$(git rev-parse --short HEAD)" "$(git diff --quiet -- hip || echo ' + uncommitted changes in hip/')" \
  >"$out/BUILD_INFO-$name"
log "built $out/$name ($(du -h "$out/$name" | cut -f1)); on the GPU machine: .gpu-bundle/lu-panel-ab/$name"
