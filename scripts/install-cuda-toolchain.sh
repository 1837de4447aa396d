#!/usr/bin/env bash
# Install a pinned CUDA 13.0 compiler toolchain from PyPI wheels (no GPU or
# driver needed to build) into the project-local environment .venv-cuda/
# (git-ignored; OXBLAS_CUDA_VENV=... picks another folder; nothing is installed
# into the system Python, as with scripts/install-cmake.sh and .venv-tools/),
# and make the pip layout look enough like a normal /usr/local/cuda that nvcc
# and CMake's FindCUDAToolkit work.
# Idempotent: pins already installed and symlinks already present are skipped.
#
# Usage: scripts/install-cuda-toolchain.sh [--with-baselines] [--no-verify]
#   --with-baselines  also install cuBLAS + cuSOLVER (for comparison
#                     benchmarks/tests); versions = those of the CUDA 13.0.2
#                     `cuda-toolkit` meta-wheel, which pins exactly the
#                     nvcc/runtime versions below.
#   --no-verify       skip the nvcc compile/run smoke test.
#
# Result: prints `CUDA_TOOLKIT_ROOT=<dir>` (<dir> = .venv-cuda/lib/python3.X/
# site-packages/nvidia/cu13) and writes <dir> to scripts/.cuda-root (only
# this script writes it: it names the toolkit it last installed). A later
# CMake configure then needs only
#   -DCUDAToolkit_ROOT=$(cat scripts/.cuda-root)
#   -DCMAKE_CUDA_COMPILER=$(cat scripts/.cuda-root)/bin/nvcc
# (no CUDA_PATH / CUDACXX / LD_LIBRARY_PATH needed; see check-cuda-cmake.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"

WITH_BASELINES=0
VERIFY=1
for arg in "$@"; do
  case "$arg" in
    --with-baselines) WITH_BASELINES=1 ;;
    --no-verify) VERIFY=0 ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) die "unknown argument: $arg" ;;
  esac
done

# --- 1. wheels ----------------------------------------------------------------
# These five are the compiler toolchain of CUDA 13.0 update 2 (the
# `cuda-toolkit==13.0.2` meta-wheel pins exactly these versions):
#   nvidia-cuda-nvcc    bin/nvcc, ptxas, nvlink, fatbinary, cudafe++, nvcc.profile
#   nvidia-cuda-crt     include/crt/*.h (nvcc's host/device glue headers) and
#                       bin/crt/{link,prelink}.stub (needed for -rdc=true)
#   nvidia-nvvm         nvvm/bin/cicc, nvvm/libdevice/libdevice.10.bc, lib/libnvvm.so.4
#   nvidia-cuda-runtime include/cuda_runtime*.h, lib/libcudart.so.13,
#                       lib/libcudart_static.a, lib/libcudadevrt.a
#   nvidia-cuda-cccl    include/cccl (thrust/cub/libcu++), which nvcc.profile
#                       adds as -isystem and cuda_runtime.h needs (<cuda/std/...>)
TOOLCHAIN_PINS=(
  nvidia-cuda-nvcc==13.0.88
  nvidia-cuda-runtime==13.0.96
  nvidia-cuda-cccl==13.0.85
  nvidia-cuda-crt==13.0.88
  nvidia-nvvm==13.0.88
)
# Baseline libraries from the same cuda-toolkit==13.0.2 meta-wheel.
# cusolver depends (unpinned) on cusparse, nvjitlink and cublas: pin them
# too, otherwise pip pulls the newest 13.x/12.x builds (e.g. nvjitlink 13.5),
# which would not match the 13.0 compiler.
BASELINE_PINS=(
  nvidia-cublas==13.1.0.3
  nvidia-cusolver==12.0.4.66
  nvidia-cusparse==12.6.3.3
  nvidia-nvjitlink==13.0.88
)

pins=("${TOOLCHAIN_PINS[@]}")
((WITH_BASELINES)) && pins+=("${BASELINE_PINS[@]}")
venv_ensure "$CUDA_VENV"
PIP_PYTHON="$CUDA_VENV/bin/python" pip_ensure "${pins[@]}"

# --- 2. locate the toolkit root ------------------------------------------------
SITE="$("$CUDA_VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
ROOT="$SITE/nvidia/cu13"
[[ -x "$ROOT/bin/nvcc" ]] || die "nvcc not found at $ROOT/bin/nvcc"

# --- 3. layout fixes (each verified necessary on Debian 12 + CMake 4.1) --------
# Fix A: lib64 -> lib.
#   The wheels put libraries in lib/, but bin/nvcc.profile (from the wheel)
#   adds  -L$(TOP)/lib64  (LIBRARIES = ... lib$(_TARGET_SIZE_)) only. Without
#   it every nvcc link fails with "cannot find -lcudadevrt / -lcudart_static",
#   and CMake's CUDA compiler identification (which links a test program)
#   fails in project(... CUDA).
if [[ -L "$ROOT/lib64" ]]; then
  [[ "$(readlink "$ROOT/lib64")" == lib ]] || ln -sfn lib "$ROOT/lib64"
elif [[ -e "$ROOT/lib64" ]]; then
  log "note: $ROOT/lib64 exists and is not a symlink; leaving it alone"
else
  ln -s lib "$ROOT/lib64"; log "created $ROOT/lib64 -> lib"
fi

# Fix B: unversioned lib*.so dev symlinks (libcudart.so -> libcudart.so.13 ...).
#   The wheels ship only the SONAME files (runtime layout, no -dev links).
#   FindCUDAToolkit does find_library(CUDA_CUDART cudart) -- the *shared*
#   runtime -- even when CMAKE_CUDA_RUNTIME_LIBRARY=Static, and fails with
#   "Could NOT find CUDAToolkit (missing: CUDA_CUDART)" without it. The same
#   applies to CUDA::cublas / CUDA::cusolver etc. with --with-baselines, and
#   to plain `-lcudart` / `-lcublas` links. Only names of the form
#   libX.so.<major> are linked; existing files/links are never touched.
shopt -s nullglob
for f in "$ROOT"/lib/lib*.so.[0-9]*; do
  base="$(basename "$f")"
  [[ "$base" =~ ^(lib[^.]+)\.so\.[0-9]+$ ]] || continue
  dev="$ROOT/lib/${BASH_REMATCH[1]}.so"
  if [[ ! -e "$dev" && ! -L "$dev" ]]; then
    ln -s "$base" "$dev"; log "created $dev -> $base"
  fi
done
shopt -u nullglob
[[ -e "$ROOT/lib/libcudart.so" ]] || die "libcudart.so missing in $ROOT/lib"

# Not needed (checked): nvcc finds cicc and libdevice through nvcc.profile
# (CICC_PATH=$(TOP)/nvvm/bin, NVVMIR_LIBRARY_DIR=$(TOP)/nvvm/libdevice), and
# the crt headers are in $ROOT/include/crt, which nvcc.profile's -I covers.
# cicc is statically linked (does not load libnvvm.so). Sanity-check all this:
for f in nvvm/bin/cicc nvvm/libdevice/libdevice.10.bc include/crt/host_config.h \
         bin/crt/link.stub include/cuda_runtime.h include/cccl/cuda/std/version \
         lib/libcudart_static.a lib/libcudadevrt.a; do
  [[ -e "$ROOT/$f" ]] || die "missing $ROOT/$f (broken wheel install?)"
done
if ((WITH_BASELINES)); then
  for f in lib/libcublas.so lib/libcublasLt.so lib/libcusolver.so include/cublas_v2.h include/cusolverDn.h; do
    [[ -e "$ROOT/$f" ]] || die "missing $ROOT/$f (baseline wheels)"
  done
fi

# --- 4. record the root ----------------------------------------------------------
# Rewritten only when it changes: the GPU build script watches this file, and a new time on it
# reruns the kernel build step and recompiles the crate.
[[ "$(cat "$SCRIPTS_DIR/.cuda-root" 2>/dev/null)" == "$ROOT" ]] || echo "$ROOT" > "$SCRIPTS_DIR/.cuda-root"

# --- 5. verify -------------------------------------------------------------------
if ((VERIFY)); then
  "$ROOT/bin/nvcc" --version | tail -n 2 >&2
  log "compiling check/cuda_smoke.cu (sm_90, static cudart)"
  "$ROOT/bin/nvcc" -arch=sm_90 -cudart static \
    -o /tmp/cuda_smoke "$SCRIPTS_DIR/check/cuda_smoke.cu"
  set +e
  out="$(/tmp/cuda_smoke 2>&1)"; rc=$?
  set -e
  log "running /tmp/cuda_smoke -> rc=$rc: $out"
  # 0 = ran on a GPU; 2 = clean "no device/driver" error. Anything else
  # (esp. >=128, a signal) means the binary is broken.
  [[ $rc -eq 0 || $rc -eq 2 ]] || die "cuda_smoke failed unexpectedly (rc=$rc)"
fi

echo "CUDA_TOOLKIT_ROOT=$ROOT"
