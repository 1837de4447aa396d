#!/usr/bin/env bash
# MSRV check: the `rust-version` of Cargo.toml must hold for every locked package the crate can
# build on this platform (all features, dev- and build-dependencies included), so `cargo build`,
# `cargo test` and the GPU features all work with that Rust.
#   1. offline, always: every package of `cargo metadata --locked` declares a rust-version <= ours
#      (packages that declare none are accepted);
#   2. when rustup already has that toolchain installed: `cargo +<msrv> check --all-targets`
#      (nothing is downloaded; target dir target-msrv/).
#
# Usage: scripts/check-msrv.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
ROOT="$(cd "$SCRIPTS_DIR/.." && pwd)"
cd "$ROOT"
need_cmd cargo "install Rust (https://rustup.rs)"
need_cmd rustc "install Rust (https://rustup.rs)"

host="$(rustc -vV | sed -n 's/^host: //p')"
msrv="$(cargo metadata --format-version 1 --locked --no-deps --all-features \
  | "$PYTHON" -c 'import json, sys; print(json.load(sys.stdin)["packages"][0]["rust_version"] or "")')"
[[ -n "$msrv" ]] || die "Cargo.toml declares no rust-version"

cargo metadata --format-version 1 --locked --all-features --filter-platform "$host" \
  | "$PYTHON" -c '
import json, sys
msrv = sys.argv[1]
def key(v):  # "1.85" == "1.85.0"
    return tuple(([int(x) for x in v.split(".")] + [0, 0])[:3])
pkgs = json.load(sys.stdin)["packages"]
bad = sorted((p["name"], p["version"], p["rust_version"]) for p in pkgs
             if p["rust_version"] and key(p["rust_version"]) > key(msrv))
top = max((p["rust_version"] for p in pkgs if p["rust_version"]), key=key, default="none")
if bad:
    print(f"check-msrv: rust-version = \"{msrv}\" does not hold; locked packages need more:")
    for name, version, rv in bad:
        print(f"  {name} {version}: rust-version {rv}")
    sys.exit(1)
print(f"check-msrv: {len(pkgs)} locked packages, highest declared rust-version {top} <= {msrv}")
' "$msrv"

toolchain=""
if command -v rustup >/dev/null 2>&1; then
  toolchain="$(rustup toolchain list | awk '{print $1}' | grep -E "^${msrv//./\\.}(\\.[0-9]+)?-" | head -n1 || true)"
fi
if [[ -n "$toolchain" ]]; then
  log "rustup has $toolchain: cargo +$toolchain check --all-targets"
  CARGO_TARGET_DIR="$ROOT/target-msrv" cargo "+$toolchain" check --locked --all-targets
else
  log "Rust $msrv is not installed through rustup: the compile check is skipped (metadata check only)"
fi
echo "check-msrv: OK (rust-version $msrv)"
