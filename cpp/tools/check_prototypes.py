#!/usr/bin/env python3
"""Check that every C export of the Rust crate has exactly the prototype oxblas.h declares.

Reads every `extern "C" fn oxblas_*` in rust/capi/*.rs, translates its Rust signature to C
(the table below; an unknown Rust type is an error), and compiles one C file that includes
oxblas.h and then re-declares each export with the translated prototype. A C compiler rejects a
re-declaration whose types differ ("conflicting types"), so a wrongly typed export, a missing
argument or a header drifting from the code fails here. Exports the header does not declare are
errors too (and the symbol check catches declarations without an export).

Usage: python3 cpp/tools/check_prototypes.py [--cc cc]
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCALARS = {
    "f32": "float", "f64": "double", "Complex32": "oxblas_float_complex",
    "Complex64": "oxblas_double_complex", "f16": "oxblas_half", "bf16": "oxblas_bfloat16", "i64": "int64_t", "i32": "int32_t", "u8": "uint8_t",
    "usize": "size_t", "bool": "bool", "c_void": "void", "c_char": "char",
    "OxblasHandle": "struct oxblas_handle_s", "OxblasDeviceMalloc": "oxblas_device_malloc",
    "OxblasStats": "oxblas_stats", "OxblasStream": "struct oxblas_stream_s",
}
# Aliases of the C ABI for C enumerations and handles (rust/capi/*.rs).
ALIASES = {
    "Status": "oxblas_status", "CStatusCode": "oxblas_status", "COperation": "oxblas_operation", "CFill": "oxblas_fill",
    "CDiagonal": "oxblas_diagonal", "CSide": "oxblas_side", "CDatatype": "oxblas_datatype", "CPointerMode": "oxblas_pointer_mode",
    "CBackend": "oxblas_backend", "CMemoryScheme": "oxblas_memory_scheme",
}


def c_type(rust):
    """C spelling of a Rust FFI type (pointers read right to left)."""
    rust = rust.strip()
    m = re.match(r"^\*(const|mut)\s+(.*)$", rust)
    if m:
        inner = c_type(m.group(2))
        return f"{inner} const*" if m.group(1) == "const" else f"{inner}*"
    if rust in ALIASES:
        return ALIASES[rust]
    if rust in SCALARS:
        return SCALARS[rust]
    raise ValueError(f"no C spelling for Rust type {rust!r}")


def exports():
    pat = re.compile(r'pub\s+(?:unsafe\s+)?extern\s+"C"\s+fn\s+(oxblas_\w+)\s*\((.*?)\)\s*(?:->\s*([^{]+))?\{', re.S)
    for dirpath, _, files in os.walk(os.path.join(ROOT, "rust", "capi")):
        for f in sorted(files):
            if f.endswith(".rs"):
                text = open(os.path.join(dirpath, f)).read()
                for m in pat.finditer(text):
                    params = [p.strip() for p in m.group(2).split(",") if p.strip()]
                    yield os.path.join(dirpath, f), m.group(1), params, (m.group(3) or "").strip()


def main():
    cc = sys.argv[sys.argv.index("--cc") + 1] if "--cc" in sys.argv else os.environ.get("CC", "cc")
    lines = ["#include <stdbool.h>", "#include <stddef.h>", "#include <stdint.h>",
             '#include "oxblas/oxblas.h"', ""]
    header = open(os.path.join(ROOT, "cpp", "include", "oxblas", "oxblas.h")).read()
    errors, n = [], 0
    for path, name, params, ret in exports():
        try:
            cps = []
            for p in params:
                pname, pty = p.split(":", 1)
                cps.append(f"{c_type(pty)} {pname.strip()}")
            cret = c_type(ret) if ret else "void"
        except ValueError as e:
            errors.append(f"{os.path.relpath(path, ROOT)}: {name}: {e}")
            continue
        if not re.search(r"\b" + re.escape(name) + r"\s*\(", header):
            errors.append(f"{name}: exported but not declared in oxblas.h")
            continue
        lines.append(f"{cret} {name}({', '.join(cps) or 'void'});")
        n += 1
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "prototypes.c")
        open(src, "w").write("\n".join(lines) + "\n")
        r = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only",
                            "-I", os.path.join(ROOT, "cpp", "include"), src],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stderr[-6000:])
            print(f"prototype check: the exports above do not match oxblas.h ({n} checked)")
            sys.exit(1)
    print(f"prototype check: {n} exports match oxblas.h")


if __name__ == "__main__":
    main()
