#!/usr/bin/env python3
"""Regenerate the level-1 routine blocks of cpp/include/oxblas/oxblas.h and rocblas_compat.h.

The Rust side (rust/capi/routines.rs) exports the same names; tests/c/test_symbols checks
that the exported symbols and the header agree. Run from anywhere: python3 cpp/tools/gen_routines.py
"""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INC = os.path.join(ROOT, "include", "oxblas")

TYPES = [  # prefix, C type, real result type
    ("s", "float", "float"),
    ("d", "double", "double"),
    ("c", "oxblas_float_complex", "float"),
    ("z", "oxblas_double_complex", "double"),
]
ROC = {"float": "float", "double": "double",
       "oxblas_float_complex": "rocblas_float_complex", "oxblas_double_complex": "rocblas_double_complex"}
REALNAME = {"s": "s", "d": "d", "c": "sc", "z": "dz"}


def routines():
    """(name, kind, C type, result type, doc) for every routine family."""
    out = []
    for p, t, r in TYPES:
        doc = "sum x_i * y_i" + (" (unconjugated, = dotu)" if p in "cz" else "")
        out.append((p + "dot", "dot", t, t, doc))
    for p, t, r in TYPES[2:]:
        out.append((p + "dotu", "dot", t, t, "sum x_i * y_i (unconjugated)"))
        out.append((p + "dotc", "dot", t, t, "sum conj(x_i) * y_i"))
    for p, t, r in TYPES:
        out.append((REALNAME[p] + "asum", "single", t, r, "sum |re x_i| + |im x_i|"))
    for p, t, r in TYPES:
        out.append((REALNAME[p] + "nrm2", "single", t, r, "Euclidean norm (safely scaled)"))
    for op, doc in (("amax", "1-based index of the first largest |re|+|im|"),
                    ("amin", "1-based index of the first smallest |re|+|im|")):
        for p, t, r in TYPES:
            out.append(("i" + p + op, "index", t, "int64_t", doc))
    return out


def c_decls():
    L = []
    for name, kind, t, r, doc in routines():
        L.append(f"/* oxblas_{name}: {doc} */")
        if kind == "dot":
            L.append(f"oxblas_status oxblas_{name}(oxblas_handle handle, int64_t n, const {t}* x, int64_t incx,\n"
                     f"    const {t}* y, int64_t incy, {r}* result);")
            L.append(f"oxblas_status oxblas_{name}_batched(oxblas_handle handle, int64_t n, const {t}* const x[],\n"
                     f"    int64_t incx, const {t}* const y[], int64_t incy, int64_t batch_count, {r}* result);")
            L.append(f"oxblas_status oxblas_{name}_strided_batched(oxblas_handle handle, int64_t n, const {t}* x,\n"
                     f"    int64_t incx, int64_t stridex, const {t}* y, int64_t incy, int64_t stridey,\n"
                     f"    int64_t batch_count, {r}* result);")
        else:
            rs = [r] if kind == "single" else ["int64_t", "int32_t"]
            for rt in rs:
                sfx = "" if rt != "int32_t" else "_i32"
                L.append(f"oxblas_status oxblas_{name}{sfx}(oxblas_handle handle, int64_t n, const {t}* x, int64_t incx,\n"
                         f"    {rt}* result);")
                L.append(f"oxblas_status oxblas_{name}_batched{sfx}(oxblas_handle handle, int64_t n,\n"
                         f"    const {t}* const x[], int64_t incx, int64_t batch_count, {rt}* result);")
                L.append(f"oxblas_status oxblas_{name}_strided_batched{sfx}(oxblas_handle handle, int64_t n,\n"
                         f"    const {t}* x, int64_t incx, int64_t stridex, int64_t batch_count, {rt}* result);")
        L.append("")
    return L


def compat_wrappers():
    """rocblas_<name>{,_batched,_strided_batched}{,_64} as static inline wrappers."""
    L = []
    names = [x for x in routines() if x[0] not in ("cdot", "zdot")]  # rocBLAS has only dotu/dotc
    for name, kind, t, r, doc in names:
        rt_ = ROC[t]
        rr = ROC.get(r, r)
        for is64 in (False, True):
            I = "int64_t" if is64 else "rocblas_int"
            S = "rocblas_stride"
            sfx = "_64" if is64 else ""
            N = "n" if is64 else "(n < 0 ? 0 : n)"
            if kind == "dot":
                L.append(f"static inline rocblas_status rocblas_{name}{sfx}(rocblas_handle handle, {I} n, const {rt_}* x, {I} incx,\n"
                         f"    const {rt_}* y, {I} incy, {rr}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}(handle, {N}, (const {t}*)x, incx, (const {t}*)y, incy, ({r}*)result); }}")
                L.append(f"static inline rocblas_status rocblas_{name}_batched{sfx}(rocblas_handle handle, {I} n,\n"
                         f"    const {rt_}* const x[], {I} incx, const {rt_}* const y[], {I} incy, {I} batch_count, {rr}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}_batched(handle, {N}, (const {t}* const*)x, incx,\n"
                         f"    (const {t}* const*)y, incy, batch_count, ({r}*)result); }}")
                L.append(f"static inline rocblas_status rocblas_{name}_strided_batched{sfx}(rocblas_handle handle, {I} n,\n"
                         f"    const {rt_}* x, {I} incx, {S} stridex, const {rt_}* y, {I} incy, {S} stridey, {I} batch_count,\n"
                         f"    {rr}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}_strided_batched(handle, {N}, (const {t}*)x, incx, stridex,\n"
                         f"    (const {t}*)y, incy, stridey, batch_count, ({r}*)result); }}")
            else:
                if kind == "index":
                    res_t, cres_t, csfx = ("int64_t", "int64_t", "") if is64 else ("rocblas_int", "int32_t", "_i32")
                else:
                    res_t, cres_t, csfx = rr, r, ""
                L.append(f"static inline rocblas_status rocblas_{name}{sfx}(rocblas_handle handle, {I} n, const {rt_}* x, {I} incx,\n"
                         f"    {res_t}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}{csfx}(handle, {N}, (const {t}*)x, incx, ({cres_t}*)result); }}")
                L.append(f"static inline rocblas_status rocblas_{name}_batched{sfx}(rocblas_handle handle, {I} n,\n"
                         f"    const {rt_}* const x[], {I} incx, {I} batch_count, {res_t}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}_batched{csfx}(handle, {N}, (const {t}* const*)x, incx,\n"
                         f"    batch_count, ({cres_t}*)result); }}")
                L.append(f"static inline rocblas_status rocblas_{name}_strided_batched{sfx}(rocblas_handle handle, {I} n,\n"
                         f"    const {rt_}* x, {I} incx, {S} stridex, {I} batch_count, {res_t}* result)\n"
                         f"{{ return (rocblas_status)oxblas_{name}_strided_batched{csfx}(handle, {N}, (const {t}*)x, incx,\n"
                         f"    stridex, batch_count, ({cres_t}*)result); }}")
        L.append("")
    return L


def splice(path, lines):
    text = open(path).read()
    begin = "/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */"
    end = "/* END GENERATED ROUTINES */"
    pat = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    new = begin + "\n" + "\n".join(lines).rstrip() + "\n" + end
    text2 = pat.sub(lambda m: new, text)
    if text2 != text:
        open(path, "w").write(text2)
        print("updated", os.path.relpath(path, ROOT))


def exported_names():
    """All routine symbols (for the symbol check)."""
    out = []
    for name, kind, t, r, doc in routines():
        sfxs = [""] if kind != "index" else ["", "_i32"]
        for s in sfxs:
            out += [f"oxblas_{name}{s}", f"oxblas_{name}_batched{s}", f"oxblas_{name}_strided_batched{s}"]
    return out


if __name__ == "__main__":
    splice(os.path.join(INC, "oxblas.h"), c_decls())
    splice(os.path.join(INC, "rocblas_compat.h"), compat_wrappers())


def test_table():
    """tests/c/routines_table.inc: every routine called through one function, for the status tests."""
    L = ["/* Generated by cpp/tools/gen_routines.py: every routine, called with the same arguments. */",
         "typedef void (*oxt_routine_check)(const char* name, oxblas_status st, void* ctx);",
         "static void oxt_for_each_routine(oxblas_handle h, int64_t n, int64_t inc, int64_t stride,",
         "    int64_t batch, const void* x, const void* const* xs, void* res, oxt_routine_check check,",
         "    void* ctx)",
         "{"]
    for name, kind, t, r, doc in routines():
        sfxs = [("", r)] if kind != "index" else [("", "int64_t"), ("_i32", "int32_t")]
        for s, rt in sfxs:
            X = f"(const {t}*)x"
            XS = f"(const {t}* const*)xs"
            R = f"({rt}*)res"
            if kind == "dot":
                calls = [(f"oxblas_{name}{s}", f"h, n, {X}, inc, {X}, inc, {R}"),
                         (f"oxblas_{name}_batched{s}", f"h, n, {XS}, inc, {XS}, inc, batch, {R}"),
                         (f"oxblas_{name}_strided_batched{s}", f"h, n, {X}, inc, stride, {X}, inc, stride, batch, {R}")]
            else:
                calls = [(f"oxblas_{name}{s}", f"h, n, {X}, inc, {R}"),
                         (f"oxblas_{name}_batched{s}", f"h, n, {XS}, inc, batch, {R}"),
                         (f"oxblas_{name}_strided_batched{s}", f"h, n, {X}, inc, stride, batch, {R}")]
            for fn, args in calls:
                L.append(f'    check("{fn}", {fn}({args}), ctx);')
    L.append("}")
    return L


if __name__ == "__main__":
    path = os.path.join(os.path.dirname(ROOT), "tests", "c", "routines_table.inc")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = "\n".join(test_table()) + "\n"
    if not os.path.exists(path) or open(path).read() != text:
        open(path, "w").write(text)
        print("updated tests/c/routines_table.inc")
