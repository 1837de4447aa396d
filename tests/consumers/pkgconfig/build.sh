#!/usr/bin/env bash
# Consumer (c): plain compiler + pkg-config against an installed oxblas, with the commands of
# README.md's pkg-config block (the one after the line naming this script) run exactly as written
# (with /opt/oxblas replaced by <prefix>), so the README cannot drift from what works:
# the program is the README's app.c; the shared and the static program must both run, with
# LD_LIBRARY_PATH unset, and the static one must not need liboxblas.so.
#   tests/consumers/pkgconfig/build.sh <prefix> <out-dir>
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readme="$here/../../../README.md"
prefix="$(cd "${1:?prefix}" && pwd)"
out="${2:?out dir}"
rm -rf "$out"; mkdir -p "$out"; out="$(cd "$out" && pwd)"
command -v pkg-config >/dev/null 2>&1 || { echo "pkg-config missing"; exit 1; }

marker='<!-- tests/consumers/pkgconfig/build.sh runs the lines of the next block exactly as written -->'
block="$(awk -v m="$marker" '$0 == m { f = 1; next } f && /^```/ { if (b) exit; b = 1; next } f && b { print }' "$readme")"
[[ -n "$block" ]] || { echo "no pkg-config block after the marker in $readme"; exit 1; }

# The block as a script: each compile line is followed by a rename of its a.out to app_<label>,
# the label being the line's trailing comment (# shared, # static).
script="$out/readme-commands.sh"
labels=()
{
  echo "set -euo pipefail"
  while IFS= read -r line; do
    [[ -z "${line// /}" || "$line" =~ ^[[:space:]]*# ]] && continue
    printf '%s\n' "${line//\/opt\/oxblas/$prefix}"
    if [[ "$line" =~ ^cc\  ]]; then
      label="$(sed -n 's/.*#[[:space:]]*\([a-z]*\)[[:space:]]*$/\1/p' <<<"$line")"
      [[ -n "$label" ]] || { echo "README pkg-config line without a '# label': $line" >&2; exit 1; }
      labels+=("$label")
      printf 'mv a.out app_%s\n' "$label"
    fi
  done <<<"$block"
} >"$script"
[[ " ${labels[*]} " == *" shared "* && " ${labels[*]} " == *" static "* ]] \
  || { echo "README pkg-config block needs a '# shared' and a '# static' line (got: ${labels[*]})"; exit 1; }

printf '#define OXBLAS_CONSUMER_KIND "pkg-config, README line"\n#include "%s"\n' \
  "$here/../common_main.c" >"$out/app.c"
echo "README pkg-config commands (prefix $prefix):"
sed 's/^/  /' "$script"
# A clean environment: nothing but the README's own lines may make it work.
(cd "$out" && env -u PKG_CONFIG_PATH -u LD_LIBRARY_PATH -u LIBRARY_PATH -u C_INCLUDE_PATH -u CPATH \
  bash "$script")
echo "pkg-config: oxblas $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion oxblas), backend $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --variable=backend oxblas)"
for label in "${labels[@]}"; do
  echo "-- app_$label"
  env -u LD_LIBRARY_PATH "$out/app_$label"
done
objdump -p "$out/app_shared" | grep -q 'NEEDED.*liboxblas\.so' || { echo "shared app does not use liboxblas.so"; exit 1; }
! objdump -p "$out/app_static" | grep -q 'NEEDED.*liboxblas' || { echo "static app needs liboxblas.so"; exit 1; }
echo "pkg-config consumer: OK (${labels[*]})"
