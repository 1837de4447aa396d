#!/usr/bin/env bash
# Consumer (c): plain compiler + pkg-config against an installed oxblas.
#   PKG_CONFIG_PATH=<prefix>/lib/pkgconfig tests/consumers/pkgconfig/build.sh <out-dir>
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?out dir}"
mkdir -p "$out"
CC="${CC:-cc}"
libdir="$(pkg-config --variable=libdir oxblas)"
echo "pkg-config: oxblas $(pkg-config --modversion oxblas), backend $(pkg-config --variable=backend oxblas)"
# shared
"$CC" -std=c99 -Wall -Werror -DOXBLAS_CONSUMER_KIND='"pkg-config-shared"' "$here/../common_main.c" \
  $(pkg-config --cflags --libs oxblas) -Wl,-rpath,"$libdir" -o "$out/app_shared"
"$out/app_shared"
# static: liboxblas.a plus Libs.private
"$CC" -std=c99 -Wall -Werror -DOXBLAS_CONSUMER_KIND='"pkg-config-static"' "$here/../common_main.c" \
  $(pkg-config --cflags oxblas) -L"$libdir" -Wl,-Bstatic -loxblas -Wl,-Bdynamic \
  $(pkg-config --libs-only-l --static oxblas | sed 's/-loxblas//') -o "$out/app_static"
"$out/app_static"
! objdump -p "$out/app_static" | grep -q 'NEEDED.*liboxblas' || { echo "static app needs liboxblas.so"; exit 1; }
