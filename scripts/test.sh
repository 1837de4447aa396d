#!/usr/bin/env bash
# Every test that runs without a GPU: the Rust suites (unit, integration, doctests, compile-fail
# checks) on the host backend, then the C/C++ tests, the install and the consumer projects.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test
bash scripts/install-cmake.sh >/dev/null
bash scripts/cmake-check.sh
