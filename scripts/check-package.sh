#!/usr/bin/env bash
# CI check of the publishable crate:
#   1. `cargo package` (builds the packaged crate on the host backend) and its file list: every
#      tracked file of what the library and the nvidia/amd features build from (rust/, bridge/,
#      hip/ with its CMake project) and of the tutorial examples is in it; nothing of the
#      repository's other parts (tests, benches, docs, scripts, the C/C++/Fortran packaging);
#      every path the GPU build script names relative to the package is in it;
#   2. the metadata crates.io and docs.rs read (description, license, documentation, keywords,
#      categories, docs.rs metadata);
#   3. `cargo doc --no-deps` without a warning (RUSTDOCFLAGS=-D warnings), as docs.rs builds it;
#   4. `cargo publish --dry-run` (needs the crates.io index: skipped, with one line, offline).
#   --gpu: also build the unpacked package with --features nvidia and --features amd (each a
#   full kernel build from scratch the first time; target dirs target-package-{nvidia,amd}/).
#
# Usage: scripts/check-package.sh [--gpu]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_common.sh"
cd "$OXBLAS_ROOT"
need_cmd cargo "install Rust (https://rustup.rs)"
need_cmd git "install git (Debian: apt-get install git)"

# ---- 1. the package and its contents
log "cargo package"
out="$(cargo package --allow-dirty 2>&1)" || { echo "$out"; die "cargo package failed"; }
grep -E "Packaged|Verifying|Finished" <<<"$out" >&2 || true
listing="$(cargo package --allow-dirty --list 2>/dev/null)"
"$PYTHON" - "$listing" <<'PY'
import re, subprocess, sys
listed = set(sys.argv[1].split())
tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
need_dirs = ("rust/", "bridge/", "hip/", "examples/")
bad = []
for f in tracked:
    if f.startswith(need_dirs) and f not in listed:
        bad.append(f"missing from the package: {f}")
for f in ("Cargo.toml", "Cargo.lock", "build.rs", "README.md", "LICENSE"):
    if f not in listed:
        bad.append(f"missing from the package: {f}")
allowed = need_dirs + ("Cargo.toml", "Cargo.toml.orig", "Cargo.lock", "build.rs", "README.md", "LICENSE",
                       ".cargo_vcs_info.json")
for f in sorted(listed):
    if not f.startswith(allowed):
        bad.append(f"in the package but not needed by the crate: {f}")
# Paths the GPU build script reads relative to the package root.
build = open("bridge/build_gpu.rs").read()
for p in re.findall(r'manifest\.join\("([^"]+)"\)', build) + re.findall(r'\.file\("([^"]+)"\)', build):
    if p == "scripts/.cuda-root":
        continue  # written by scripts/install-cuda-toolchain.sh in a checkout; optional
    if not any(f == p or f.startswith(p.rstrip("/") + "/") for f in listed):
        bad.append(f"bridge/build_gpu.rs reads {p}, which the package lacks")
# Files the sources pull in by relative path (#[path], include!, include_str!).
for f in [f for f in listed if f.endswith(".rs")]:
    text = open(f).read()
    import os
    for m in re.finditer(r'#\[path = "([^"]+)"\]|include(?:_str)?!\("(\.\.?/[^"]+)"\)', text):
        rel = m.group(1) or m.group(2)
        target = os.path.normpath(os.path.join(os.path.dirname(f), rel))
        if target not in listed:
            bad.append(f"{f} includes {rel} ({target}), which the package lacks")
if bad:
    print("\n".join("check-package: " + b for b in bad))
    sys.exit(1)
print(f"check-package: {len(listed)} files, everything the library and the GPU features build from")
PY

# ---- 2. metadata
cargo metadata --format-version 1 --no-deps --locked | "$PYTHON" -c '
import json, sys
p = json.load(sys.stdin)["packages"][0]
missing = [k for k in ("description", "license", "documentation", "readme") if not p.get(k)]
missing += [k for k in ("keywords", "categories") if not p.get(k)]
if not ((p.get("metadata") or {}).get("docs") or {}).get("rs"):
    missing.append("[package.metadata.docs.rs]")
if len(p.get("keywords", [])) > 5:
    missing.append("at most 5 keywords")
if missing:
    sys.exit("check-package: Cargo.toml lacks " + ", ".join(missing))
print("check-package: metadata " + ", ".join(f"{k}={p[k]!r}" for k in ("documentation", "keywords", "categories")))
'

# ---- 3. the documentation, as docs.rs builds it (default features: the host backend)
log "cargo doc --no-deps (RUSTDOCFLAGS=-D warnings)"
out="$(RUSTDOCFLAGS="-D warnings --cfg docsrs" cargo doc --no-deps --locked 2>&1)" \
  || { echo "$out" | tail -n 30; die "cargo doc has warnings"; }

# ---- 4. publish --dry-run
if out="$(cargo publish --dry-run --allow-dirty 2>&1)"; then
  grep -E "Uploading|aborting upload" <<<"$out" >&2 || true
  log "cargo publish --dry-run: OK"
elif grep -qiE "failed to (download|fetch|update)|could not resolve|network|Couldn't resolve" <<<"$out"; then
  log "cargo publish --dry-run skipped: the crates.io index is unreachable from here"
else
  echo "$out" | tail -n 20
  die "cargo publish --dry-run failed"
fi

# ---- --gpu: the unpacked package builds with each GPU feature
if [[ "${1:-}" == --gpu ]]; then
  ensure_cmake
  dir="$OXBLAS_ROOT/target/package/oxblas-$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
  [[ -d $dir ]] || die "no unpacked package at $dir"
  for vendor in nvidia amd; do
    log "[$vendor] building the package as published (target-package-$vendor/)"
    env=()
    [[ $vendor == nvidia && -f scripts/.cuda-root ]] && env=(OXBLAS_CUDA_ROOT="$(cat scripts/.cuda-root)")
    (cd "$dir" && env "${env[@]}" CARGO_TARGET_DIR="$OXBLAS_ROOT/target-package-$vendor" cargo build --locked --features "$vendor") \
      || die "[$vendor] the package does not build with --features $vendor"
  done
fi
echo "check-package: OK"
