#!/usr/bin/env bash
# Every test that runs without a GPU: the Rust suites (unit, integration, doctests, compile-fail
# checks) on the host backend, then the C/C++ tests, the install and the consumer projects
# (scripts/cmake-check.sh).
#
# Needs Rust, a C/C++ compiler (cc, c++), Python 3 with the venv module and pkg-config (the
# README's quick start lists them). CMake and Ninja come from PyPI into .venv-tools/ (never into
# the system Python); PYTHON=... picks the interpreter that creates it (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$1 ($2)"); }
need cargo "Rust: https://rustup.rs"
need cc "a C compiler; Debian: apt install build-essential"
need c++ "a C++ compiler; Debian: apt install build-essential"
need "${PYTHON:-python3}" "Python 3; Debian: apt install python3 python3-venv"
need pkg-config "Debian: apt install pkg-config"
if ((${#missing[@]})); then
  printf 'scripts/test.sh: missing prerequisites:\n' >&2
  printf '  %s\n' "${missing[@]}" >&2
  exit 1
fi

cargo test

bash scripts/install-cmake.sh >/dev/null
bash scripts/cmake-check.sh
