#!/usr/bin/env python3
"""The routine table and everything generated from it.

One row per routine family (`FAMILIES`): its name, precisions, and its argument list in a small
vocabulary. From the table this writes
  * the routine declarations of cpp/include/oxblas/oxblas.h,
  * the `rocblas_*` wrappers of cpp/include/oxblas/rocblas_compat.h (32-bit and `_64` names),
  * the typed C-ABI exports of rust/capi/generated.rs (thin shells over rust/capi/shells.rs),
  * the routine overloads of cpp/include/oxblas/oxblas.hpp (C++: overloads on the element type,
    enum classes for the C enums, statuses through `check`; the C++ name is `base`, or the
    row's optional `cxx` key),
  * tests/c/routines_table.inc (every level-1 routine called through one function, and every
    routine behind one signature in the table `oxt_routines`),
  * the Fortran modules `oxblas` and `oxblas_rocblas` (fortran/src/, by gen_fortran.py: the
    routines from this table, the handle and memory-model API from oxblas.h),
  * rust/capi/table.rs (every entry point behind one Rust signature, with its parameters
    described: the hostile-argument property test and the fuzzer drive every routine from it),
all between BEGIN/END GENERATED markers or as whole files. `--check` fails when any of them is
out of date (CI runs it), so the table is the one place a routine's C surface is written.

Adding a routine family: its front end in rust/<family>/, one shell in rust/capi/shells.rs, one
row here, then `python3 cpp/tools/gen_routines.py`.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INC = os.path.join(ROOT, "cpp", "include", "oxblas")

# ---------------------------------------------------------------------------- element types
# prefix -> (C type, Rust type, rocBLAS type, real C type, real Rust type)
TYPES = {
    "s": ("float", "f32", "float", "float", "f32"),
    "d": ("double", "f64", "double", "double", "f64"),
    "c": ("oxblas_float_complex", "Complex32", "rocblas_float_complex", "float", "f32"),
    "z": ("oxblas_double_complex", "Complex64", "rocblas_double_complex", "double", "f64"),
    "h": ("oxblas_half", "f16", "rocblas_half", "oxblas_half", "f16"),
    "b": ("oxblas_bfloat16", "bf16", "rocblas_bfloat16", "oxblas_bfloat16", "bf16"),
    # The _ex routines: untyped vectors and results, the types are datatype arguments.
    "x": ("void", "c_void", "void", "void", "c_void"),
}
# Enumerations: C type, rocBLAS type, Rust alias (an `i32` in rust/capi/shells.rs).
ENUMS = {
    "trans": ("oxblas_operation", "rocblas_operation", "COperation"),
    "uplo": ("oxblas_fill", "rocblas_fill", "CFill"),
    "diag": ("oxblas_diagonal", "rocblas_diagonal", "CDiagonal"),
    "transA": ("oxblas_operation", "rocblas_operation", "COperation"),
    "transB": ("oxblas_operation", "rocblas_operation", "COperation"),
    **{t: ("oxblas_datatype", "rocblas_datatype", "CDatatype")
       for t in ("x_type", "y_type", "result_type", "execution_type")},
    # gemm_ex
    **{t: ("oxblas_datatype", "rocblas_datatype", "CDatatype")
       for t in ("a_type", "b_type", "c_type", "d_type", "compute_type")},
    "algo": ("oxblas_gemm_algo", "rocblas_gemm_algo", "CGemmAlgo"),
    # Level-3 triangular family.
    # The symmetric/Hermitian level 3.
    "side": ("oxblas_side", "rocblas_side", "CSide"),
}

# ---------------------------------------------------------------------------- the table
# Argument vocabulary:
#   ("int", name)      int64_t (rocblas_int in the 32-bit compat names)
#   ("enum", name)     one of ENUMS
#   ("scalar", name)   const T*: host or device memory per the handle's pointer mode
#   ("rscalar", name)  as "scalar", of T's real type (herk's alpha and beta, her2k's beta)
#   ("in", name, inc)  an input vector/matrix: const T*, `const T* const[]` (batched),
#                      + `int64_t stride_<name>` after `inc` (strided); inc = the increment or
#                      leading-dimension argument that follows it, or None
#   ("out", name, inc) as "in", written: T*, `T* const[]`
#   ("result", kind)   level 1 results: "real" | "elem" | "index" (int64_t; `_i32`: int32_t)
#   ("inv", name)      trsv_ex's invA: const T* (plain, and strided: one for every batch entry,
#                      as rocBLAS), `const T* const[]` (batched); no stride
#   ("invs", name)     trsm_ex's invA: as "inv", + `int64_t stride_<name>` (strided)
#   ("vin", name, inc) an input vector of the _ex reductions: `const void*` in every variant
#                      (the batched one is an array of pointers, as rocBLAS types it), +
#                      `stride_<name>` (strided)
#   ("vout", name, inc) as "vin", written: `void*` (gemm_ex's D)
# `shell`: the function of rust/capi/shells.rs the exports call; `base`: the BLAS name without
# its precision letter; `names`: prefix -> full name when it is not prefix + base; `suffix`:
# written after the batch variant (`oxblas_strsv_batched_ex`, as rocBLAS names its `_ex`
# forms); `compat=False`: no generated rocblas_compat.h wrappers (rocBLAS has no such typed
# names; the header writes its own); `trailing`: arguments after the result (the _ex
# reductions' result and execution types; gemm_ex's compute type, algo, solution index and
# flags): ("enum", name), or ("i32", name) / ("u32", name) for int32_t / uint32_t.
FAMILIES = [
    # ---- level 1
    dict(base="dot", types="sdczhb", shell="reduce", op="Dot", level=1,
         names={"h": "hdot", "b": "bfdot"},
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("in", "y", "incy"), ("int", "incy"),
               ("result", "elem")], doc="sum x_i * y_i (unconjugated)"),
    dict(base="dotu", types="cz", shell="reduce", op="Dot", level=1,
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("in", "y", "incy"), ("int", "incy"),
               ("result", "elem")], doc="sum x_i * y_i (unconjugated)"),
    dict(base="dotc", types="cz", shell="reduce", op="Dotc", level=1,
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("in", "y", "incy"), ("int", "incy"),
               ("result", "elem")], doc="sum conj(x_i) * y_i"),
    dict(base="asum", types="sdcz", shell="reduce", op="Asum", level=1,
         names={"s": "sasum", "d": "dasum", "c": "scasum", "z": "dzasum"},
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("result", "real")],
         doc="sum |re x_i| + |im x_i|"),
    dict(base="nrm2", types="sdcz", shell="reduce", op="Nrm2", level=1,
         names={"s": "snrm2", "d": "dnrm2", "c": "scnrm2", "z": "dznrm2"},
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("result", "real")],
         doc="Euclidean norm (safely scaled)"),
    dict(base="amax", types="sdcz", shell="reduce", op="Iamax", level=1,
         names={p: "i" + p + "amax" for p in "sdcz"},
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("result", "index")],
         doc="1-based index of the first largest |re|+|im|"),
    dict(base="amin", types="sdcz", shell="reduce", op="Iamin", level=1,
         names={p: "i" + p + "amin" for p in "sdcz"},
         args=[("int", "n"), ("in", "x", "incx"), ("int", "incx"), ("result", "index")],
         doc="1-based index of the first smallest |re|+|im|"),
    dict(base="dot", types="x", names={"x": "dot"}, suffix="_ex", shell="reduce_ex", op="Dot", level=1,
         args=[("int", "n"), ("vin", "x", "incx"), ("enum", "x_type"), ("int", "incx"), ("vin", "y", "incy"),
               ("enum", "y_type"), ("int", "incy"), ("result", "elem")],
         trailing=[("enum", "result_type"), ("enum", "execution_type")],
         doc="sum x_i * y_i in rocBLAS's dot_ex type combinations (else not_implemented)"),
    dict(base="dotc", types="x", names={"x": "dotc"}, suffix="_ex", shell="reduce_ex", op="Dotc", level=1,
         args=[("int", "n"), ("vin", "x", "incx"), ("enum", "x_type"), ("int", "incx"), ("vin", "y", "incy"),
               ("enum", "y_type"), ("int", "incy"), ("result", "elem")],
         trailing=[("enum", "result_type"), ("enum", "execution_type")],
         doc="sum conj(x_i) * y_i in rocBLAS's dotc_ex type combinations (else not_implemented)"),
    dict(base="nrm2", types="x", names={"x": "nrm2"}, suffix="_ex", shell="reduce_ex", op="Nrm2", level=1,
         args=[("int", "n"), ("vin", "x", "incx"), ("enum", "x_type"), ("int", "incx"), ("result", "elem")],
         trailing=[("enum", "result_type"), ("enum", "execution_type")],
         doc="Euclidean norm in rocBLAS's nrm2_ex type combinations (else not_implemented)"),
    # ---- level 2
    dict(base="gemv", types="sdcz", shell="gemv", level=2,
         args=[("enum", "trans"), ("int", "m"), ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"),
               ("int", "lda"), ("in", "x", "incx"), ("int", "incx"), ("scalar", "beta"), ("out", "y", "incy"),
               ("int", "incy")], doc="y = alpha op(A) x + beta y"),
    dict(base="symv", types="sdcz", shell="symv", kind="Symmetric", level=2,
         args=[("enum", "uplo"), ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"),
               ("in", "x", "incx"), ("int", "incx"), ("scalar", "beta"), ("out", "y", "incy"), ("int", "incy")],
         doc="y = alpha A x + beta y, A symmetric (uplo triangle read)"),
    dict(base="hemv", types="cz", shell="symv", kind="Hermitian", level=2,
         args=[("enum", "uplo"), ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"),
               ("in", "x", "incx"), ("int", "incx"), ("scalar", "beta"), ("out", "y", "incy"), ("int", "incy")],
         doc="y = alpha A x + beta y, A Hermitian (uplo triangle read)"),
    dict(base="trmv", types="sdcz", shell="tri", op="Trmv", level=2,
         args=[("enum", "uplo"), ("enum", "trans"), ("enum", "diag"), ("int", "n"), ("in", "A", "lda"),
               ("int", "lda"), ("out", "x", "incx"), ("int", "incx")], doc="x = op(A) x, A triangular"),
    dict(base="tbmv", types="sdcz", shell="tri", op="Tbmv", level=2,
         args=[("enum", "uplo"), ("enum", "trans"), ("enum", "diag"), ("int", "n"), ("int", "k"),
               ("in", "A", "lda"), ("int", "lda"), ("out", "x", "incx"), ("int", "incx")],
         doc="x = op(A) x, A triangular band (k diagonals)"),
    dict(base="tpmv", types="sdcz", shell="tri", op="Tpmv", level=2,
         args=[("enum", "uplo"), ("enum", "trans"), ("enum", "diag"), ("int", "n"), ("in", "AP", None),
               ("out", "x", "incx"), ("int", "incx")], doc="x = op(A) x, A triangular packed"),
    dict(base="trsv", types="sdcz", shell="tri", op="Trsv", level=2,
         args=[("enum", "uplo"), ("enum", "trans"), ("enum", "diag"), ("int", "n"), ("in", "A", "lda"),
               ("int", "lda"), ("out", "x", "incx"), ("int", "incx")], doc="solve op(A) x = b in place"),
    dict(base="trsv", suffix="_ex", types="sdcz", shell="trsv_ex", level=2, compat=False,
         args=[("enum", "uplo"), ("enum", "trans"), ("enum", "diag"), ("int", "n"), ("in", "A", "lda"),
               ("int", "lda"), ("out", "x", "incx"), ("int", "incx"), ("inv", "invA"), ("int", "invA_size")],
         doc="trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; "
             "null or too small: plain trsv, too small: perf_degraded)"),
    # ---- level 3
    dict(base="gemm", types="sdczh", shell="gemm", level=3,
         args=[("enum", "transA"), ("enum", "transB"), ("int", "m"), ("int", "n"), ("int", "k"),
               ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"),
               ("scalar", "beta"), ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(B) + beta C"),
    # ---- gemm_ex (the gemm_ex family: rust/level3/gemm_ex.rs)
    dict(base="gemm", types="x", names={"x": "gemm"}, suffix="_ex", shell="gemm_ex", level=3,
         args=[("enum", "transA"), ("enum", "transB"), ("int", "m"), ("int", "n"), ("int", "k"),
               ("scalar", "alpha"), ("vin", "a", "lda"), ("enum", "a_type"), ("int", "lda"),
               ("vin", "b", "ldb"), ("enum", "b_type"), ("int", "ldb"), ("scalar", "beta"),
               ("vin", "c", "ldc"), ("enum", "c_type"), ("int", "ldc"), ("vout", "d", "ldd"),
               ("enum", "d_type"), ("int", "ldd")],
         trailing=[("enum", "compute_type"), ("enum", "algo"), ("i32", "solution_index"),
                   ("u32", "flags")],
         doc="D = alpha op(A) op(B) + beta C in rocBLAS's gemm_ex type combinations (else "
             "not_implemented); alpha, beta of compute_type"),
    # ---- level 3: the triangular family (trsm, trsm_ex, trmm, trtri)
    dict(base="trsm", types="sdcz", shell="trsm", level=3,
         args=[("enum", "side"), ("enum", "uplo"), ("enum", "transA"), ("enum", "diag"), ("int", "m"),
               ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"), ("out", "B", "ldb"),
               ("int", "ldb")],
         doc="solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B"),
    dict(base="trsm", suffix="_ex", types="sdcz", shell="trsm_ex", level=3, compat=False,
         args=[("enum", "side"), ("enum", "uplo"), ("enum", "transA"), ("enum", "diag"), ("int", "m"),
               ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"), ("out", "B", "ldb"),
               ("int", "ldb"), ("invs", "invA"), ("int", "invA_size")],
         doc="trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; "
             "null or below 128 k: ignored)"),
    dict(base="trmm", types="sdcz", shell="trmm", level=3,
         args=[("enum", "side"), ("enum", "uplo"), ("enum", "transA"), ("enum", "diag"), ("int", "m"),
               ("int", "n"), ("scalar", "alpha"), ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"),
               ("int", "ldb"), ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B"),
    dict(base="trtri", types="sdcz", shell="trtri", level=3,
         args=[("enum", "uplo"), ("enum", "diag"), ("int", "n"), ("in", "A", "lda"), ("int", "lda"),
               ("out", "invA", "ldinvA"), ("int", "ldinvA")],
         doc="invA = inverse of the triangular A (other triangle of invA set to zero)"),
    # ---- the symmetric/Hermitian level 3
    dict(base="syrk", types="sdcz", shell="rank_k", kind="Syrk", level=3,
         args=[("enum", "uplo"), ("enum", "transA"), ("int", "n"), ("int", "k"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("scalar", "beta"), ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(A)^T + beta C, uplo triangle of C"),
    dict(base="herk", types="cz", shell="rank_k", kind="Herk", level=3,
         args=[("enum", "uplo"), ("enum", "transA"), ("int", "n"), ("int", "k"), ("rscalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("rscalar", "beta"), ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C"),
    dict(base="syr2k", types="sdcz", shell="rank_k", kind="Syr2k", level=3,
         args=[("enum", "uplo"), ("enum", "trans"), ("int", "n"), ("int", "k"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("scalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C"),
    dict(base="her2k", types="cz", shell="rank_k", kind="Her2k", level=3,
         args=[("enum", "uplo"), ("enum", "trans"), ("int", "n"), ("int", "k"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("rscalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real), uplo triangle of C"),
    dict(base="syrkx", types="sdcz", shell="rank_k", kind="Syrkx", level=3,
         args=[("enum", "uplo"), ("enum", "trans"), ("int", "n"), ("int", "k"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("scalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric)"),
    dict(base="herkx", types="cz", shell="rank_k", kind="Herkx", level=3,
         args=[("enum", "uplo"), ("enum", "trans"), ("int", "n"), ("int", "k"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("rscalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product assumed Hermitian)"),
    dict(base="symm", types="sdcz", shell="symm", level=3,
         args=[("enum", "side"), ("enum", "uplo"), ("int", "m"), ("int", "n"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("scalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read)"),
    dict(base="hemm", types="cz", shell="symm", level=3,
         args=[("enum", "side"), ("enum", "uplo"), ("int", "m"), ("int", "n"), ("scalar", "alpha"),
               ("in", "A", "lda"), ("int", "lda"), ("in", "B", "ldb"), ("int", "ldb"), ("scalar", "beta"),
               ("out", "C", "ldc"), ("int", "ldc")],
         doc="C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian (uplo triangle read)"),
    # ---- solver (rocSOLVER names and argument order; `rocsolver_*` in rocsolver_compat.h)
    dict(base="getrf", types="sdcz", shell="getrf", kind="Getrf", level=4, compat=False, solver=True,
         args=[("int", "m"), ("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("piv", "ipiv", False),
               ("info", "info")],
         doc="LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot)"),
    dict(base="getf2", types="sdcz", shell="getrf", kind="Getf2", level=4, compat=False, solver=True,
         args=[("int", "m"), ("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("piv", "ipiv", False),
               ("info", "info")],
         doc="LU with partial pivoting (the unblocked name; same results as getrf)"),
    dict(base="getrf_npvt", types="sdcz", shell="getrf", kind="Npvt", level=4, compat=False, solver=True,
         args=[("int", "m"), ("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("info", "info")],
         doc="LU without pivoting (info = first zero diagonal element of U)"),
    dict(base="getrs", types="sdcz", shell="getrs", level=4, compat=False, solver=True,
         args=[("enum", "trans"), ("int", "n"), ("int", "nrhs"), ("in", "A", "lda"), ("int", "lda"),
               ("piv", "ipiv", True), ("out", "B", "ldb"), ("int", "ldb")],
         doc="solve op(A) X = B with getrf's factors and pivots"),
    dict(base="potrf", types="sdcz", shell="potrf", kind="false", level=4, compat=False, solver=True,
         args=[("enum", "uplo"), ("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("info", "info")],
         doc="Cholesky A = L L^H or U^H U (info = first non-positive leading minor)"),
    dict(base="potf2", types="sdcz", shell="potrf", kind="true", level=4, compat=False, solver=True,
         args=[("enum", "uplo"), ("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("info", "info")],
         doc="Cholesky (the unblocked name; same results as potrf)"),
    dict(base="potrs", types="sdcz", shell="potrs", level=4, compat=False, solver=True,
         args=[("enum", "uplo"), ("int", "n"), ("int", "nrhs"), ("in", "A", "lda"), ("int", "lda"),
               ("out", "B", "ldb"), ("int", "ldb")],
         doc="solve A X = B with potrf's factor"),
    dict(base="laswp", types="sdcz", shell="laswp", level=4, compat=False, solver=True, variants=[""],
         args=[("int", "n"), ("out", "A", "lda"), ("int", "lda"), ("int", "k1"), ("int", "k2"),
               ("pivs", "ipiv"), ("int", "incp")],
         doc="row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order)"),
]
VARIANTS = ["", "_batched", "_strided_batched"]
LEVEL_NAMES = {4: "solver"}


def variants(f):
    """The batch forms of a family (laswp is plain only, as rocSOLVER's)."""
    return f.get("variants", VARIANTS)


def level_name(level):
    return LEVEL_NAMES.get(level, f"level {level}")


def routines():
    """(family, prefix, name) for every routine."""
    for f in FAMILIES:
        for p in f["types"]:
            yield f, p, f.get("names", {}).get(p, p + f["base"])


def result_variants(f):
    """Suffixes and result C types of a family's entry points."""
    res = [a for a in f["args"] if a[0] == "result"]
    if not res:
        return [("", None)]
    if res[0][1] == "index":
        return [("", "int64_t"), ("_i32", "int32_t")]
    return [("", res[0][1])]


# ---------------------------------------------------------------------------- C declarations
def c_params(f, p, variant, res_t, flavour="c"):
    """[(C type, name)] of one entry point. flavour 'c' (oxblas.h) or 'roc32'/'roc64' (compat)."""
    t = TYPES[p][0] if flavour == "c" else TYPES[p][2]
    I = "rocblas_int" if flavour == "roc32" else "int64_t"
    out = [("oxblas_handle" if flavour == "c" else "rocblas_handle", "handle")]
    strides = {}
    for a in f["args"]:
        kind = a[0]
        if kind == "int":
            out.append((I, a[1]))
            if a[1] in strides and variant == "_strided_batched":
                out.append(("int64_t" if flavour == "c" else "rocblas_stride", strides[a[1]]))
        elif kind == "enum":
            out.append((ENUMS[a[1]][0 if flavour == "c" else 1], a[1]))
        elif kind == "scalar":
            out.append((f"const {t}*", a[1]))
        elif kind == "rscalar":
            out.append((f"const {TYPES[p][3]}*", a[1]))
        elif kind in ("vin", "vout"):
            out.append(("const void*" if kind == "vin" else "void*", a[1]))
            strides[a[2]] = "stride_" + a[1]
        elif kind in ("in", "out"):
            const = "const " if kind == "in" else ""
            ty = f"{const}{t}* const*" if variant == "_batched" else f"{const}{t}*"
            out.append((ty, a[1]))
            sname = "stride_" + a[1].lower() if f["level"] >= 2 else "stride" + a[1]
            if a[2] is None:
                if variant == "_strided_batched":
                    out.append(("int64_t" if flavour == "c" else "rocblas_stride", sname))
            else:
                strides[a[2]] = sname
        elif kind in ("inv", "invs"):
            out.append((f"const {t}* const*" if variant == "_batched" else f"const {t}*", a[1]))
            if kind == "invs" and variant == "_strided_batched":
                out.append(("int64_t" if flavour == "c" else "rocblas_stride", "stride_" + a[1]))
        elif kind == "piv":
            I32 = "rocblas_int" if flavour.startswith("roc") else "int32_t"
            out.append((f"const {I32}*" if a[2] else f"{I32}*", a[1]))
            if variant:
                out.append(("int64_t" if flavour == "c" else "rocblas_stride", "strideP"))
        elif kind == "pivs":
            out.append(("const rocblas_int*" if flavour.startswith("roc") else "const int32_t*", a[1]))
        elif kind == "info":
            out.append(("rocblas_int*" if flavour.startswith("roc") else "int32_t*", a[1]))
        elif kind == "result":
            pass
    if variant:
        out.append((I, "batch_count"))
    if res_t is not None:
        rt = {"elem": t, "real": TYPES[p][3], "int64_t": "int64_t"}.get(res_t, res_t)
        if flavour == "roc32" and res_t == "int32_t":
            rt = "rocblas_int"
        out.append((f"{rt}*", "result"))
    for a in f.get("trailing", []):
        if a[0] in ("i32", "u32"):
            out.append(("int32_t" if a[0] == "i32" else "uint32_t", a[1]))
        else:
            out.append((ENUMS[a[1]][0 if flavour == "c" else 1], a[1]))
    return out


def c_decls():
    L = []
    level = None
    for f, p, name in routines():
        if f["level"] != level:
            level = f["level"]
            L.append(f"/* ---- {level_name(level)} */")
            L.append("")
        L.append(f"/* oxblas_{name}{f.get('suffix', '')}: {f['doc']} */")
        for sfx, res_t in result_variants(f):
            for v in variants(f):
                ps = ", ".join(f"{ty} {n}" for ty, n in c_params(f, p, v, res_t))
                L.append(f"oxblas_status oxblas_{name}{v}{f.get('suffix', '')}{sfx}({ps});")
        L.append("")
    return L


# ---------------------------------------------------------------------------- compat wrappers
def compat_wrappers():
    L = []
    for f, p, name in routines():
        if f["base"] == "dot" and p in "cz":
            continue  # rocBLAS has only dotu/dotc for complex types
        if not f.get("compat", True):
            continue
        for is64 in (False, True):
            for v in VARIANTS:
                if f["level"] == 1 and result_variants(f)[0][1] in ("int64_t",):
                    res = ("int64_t", "") if is64 else ("int32_t", "_i32")
                else:
                    res = (result_variants(f)[0][1], "")
                flav = "roc64" if is64 else "roc32"
                rp = c_params(f, p, v, res[0], flav)
                cp = c_params(f, p, v, res[0], "c")
                args = []
                for (rty, n), (cty, _) in zip(rp, cp):
                    if n == "handle":
                        args.append(n)
                    elif n == "n" and f["level"] == 1 and not is64:
                        args.append("(n < 0 ? 0 : n)")  # rocBLAS clamps n for level 1
                    elif rty != cty:
                        args.append(f"({cty}){n}")
                    else:
                        args.append(n)
                ps = ", ".join(f"{ty} {n}" for ty, n in rp)
                sfx64 = "_64" if is64 else ""
                ex = f.get("suffix", "")
                L.append(f"static inline rocblas_status rocblas_{name}{v}{ex}{sfx64}({ps})")
                L.append(f"{{ return (rocblas_status)oxblas_{name}{v}{ex}{res[1]}({', '.join(args)}); }}")
        L.append("")
    return L


def rocsolver_wrappers():
    """rocsolver_compat.h: the solver rows under their rocSOLVER names and argument types
    (`rocblas_int` sizes, `rocblas_int* ipiv`, `rocblas_int* info`, `rocblas_stride strideP`)."""
    L = []
    for f, p, name in routines():
        if not f.get("solver"):
            continue
        for v in variants(f):
            rp = c_params(f, p, v, None, "roc32")
            cp = c_params(f, p, v, None, "c")
            args = []
            for (rty, n), (cty, _) in zip(rp, cp):
                args.append(n if (n == "handle" or rty == cty) else f"({cty}){n}")
            ps = ", ".join(f"{ty} {n}" for ty, n in rp)
            L.append(f"static inline rocblas_status rocsolver_{name}{v}({ps})")
            L.append(f"{{ return (rocblas_status)oxblas_{name}{v}({', '.join(args)}); }}")
        L.append("")
    return L


# ---------------------------------------------------------------------------- Rust exports
def rust_type(cty, p):
    t = TYPES[p]
    m = {
        "oxblas_handle": "*mut OxblasHandle", "int64_t": "i64", "int32_t": "i32",
        f"const {t[0]}*": f"*const {t[1]}", f"{t[0]}*": f"*mut {t[1]}",
        f"const {t[0]}* const*": f"*const *const {t[1]}", f"{t[0]}* const*": f"*const *mut {t[1]}",
        f"{t[3]}*": f"*mut {t[4]}", "int64_t*": "*mut i64", "int32_t*": "*mut i32", "uint32_t": "u32",
        f"{t[3]}*": f"*mut {t[4]}", "int64_t*": "*mut i64", "int32_t*": "*mut i32",
        f"const {t[3]}*": f"*const {t[4]}",
        "const void*": "*const c_void", "void*": "*mut c_void",
        "const void*": "*const c_void", "void*": "*mut c_void", "const int32_t*": "*const i32",
    }
    for k, (c, _, r) in ENUMS.items():
        m[c] = r
    return m[cty]


def rust_exports():
    L = ["//! Generated by cpp/tools/gen_routines.py from its routine table: do not edit.",
         "//! Every routine's C entry points, with the real pointer types, as thin shells over",
         "//! rust/capi/shells.rs.",
         "#![allow(clippy::too_many_arguments, non_snake_case)]",
         "",
         "use std::ffi::c_void;",
         "",
         "use half::{bf16, f16};",
         "use num_complex::{Complex32, Complex64};",
         "",
         "use super::shells::*;",
         "use super::OxblasHandle;",
         "use crate::status::Status;",
         ""]
    for f, p, name in routines():
        rt = TYPES[p][1]
        for sfx, res_t in result_variants(f):
            for v in variants(f):
                cp = c_params(f, p, v, res_t)
                fname = f"oxblas_{name}{v}{f.get('suffix', '')}{sfx}"
                params = ", ".join(f"{n}: {rust_type(ty, p)}" for ty, n in cp)
                L.extend(rust_doc(f, p, v, sfx, cp, fname))
                L.append("#[no_mangle]")
                L.append(f"pub unsafe extern \"C\" fn {fname}({params}) -> Status {{")
                L.append("    // SAFETY: the shell touches the caller's pointers only within the extents that the sizes,")
                L.append("    // increments, strides and pointer mode passed beside them give: the contract above.")
                L.append(f"    unsafe {{ {shell_call(f, p, v, sfx, cp, fname)} }}")
                L.append("}")
        L.append("")
    return L


RUST_ELEM = {"s": "`f32`", "d": "`f64`", "c": "complex `f32`", "z": "complex `f64`", "h": "`f16`",
             "b": "`bf16`", "x": "types named by the `oxblas_datatype` arguments"}
RUST_VARIANT = {
    "": "",
    "_batched": "; `batch_count` problems whose operands are given by arrays of pointers",
    "_strided_batched": "; `batch_count` problems whose operands lie `stride_*` elements apart",
}


def rust_doc(f, p, v, sfx, cp, fname):
    """The doc comment of one export: what it computes, where results go, its safety contract."""
    import textwrap
    names = [n for _, n in cp]
    head = f"`{fname}`: {f['doc']}, {RUST_ELEM[p]}{RUST_VARIANT[v]} (see `oxblas.h`)."
    if "result" in names:
        what = "the result"
        if f["args"][-1] == ("result", "index"):
            what = "a 1-based `int32_t` index" if sfx == "_i32" else "a 1-based `int64_t` index"
        per = " per problem" if v else ""
        head += f" Writes {what}{per} to `result`, in host or device memory as the handle's pointer mode says."
    data = [n for ty, n in cp if "*" in ty and n not in ("handle", "alpha", "beta", "result")]
    data_s = ", ".join(f"`{n}`" for n in data)
    reach = "the sizes and increments" if v != "_strided_batched" else "the sizes, increments and strides"
    if v == "_batched":
        safety = (f"{data_s}: device arrays of `batch_count` device pointers, each to the elements {reach} "
                  "reach;")
    else:
        safety = f"{data_s}: device memory holding every element {reach} reach;"
    if "alpha" in names:
        safety += " `alpha`, `beta`: one element each, in host or device memory per the pointer mode;"
    if "result" in names:
        safety += " `result`: room for one result per problem, in host or device memory per the pointer mode;"
    safety = ("`handle` is null or comes from `oxblas_create_handle`. Unless the handle is in a size query "
              "(which reads no pointer): " + safety + " device memory is that of the handle's backend.")
    wrap = lambda t: ["/// " + l for l in textwrap.wrap(t, 96, break_on_hyphens=False)]
    return wrap(head) + ["///", "/// # Safety"] + wrap(safety)


def operand(name, cp, v):
    """The Rust expression of an operand's batch layout."""
    if v == "_batched":
        return f"array({name})"
    if v == "_strided_batched":
        stride = next(n for _, n in cp if n in ("stride_" + name.lower(), "stride" + name, "stride_" + name))
        return f"strided({name}, {stride})"
    return f"strided({name}, 0)"


def shell_call(f, p, v, sfx, cp, fname):
    names = [n for _, n in cp]
    batch = "batch_count" if v else "1"
    rt = TYPES[p][1]
    if f["shell"] == "reduce":
        ib = "4" if sfx == "_i32" else "8"
        y = f"Some(({operand('y', cp, v)}, incy))" if "y" in names else "None"
        return (f"reduce_c(handle, \"{fname}\", ReduceOp::{f['op']}, DType::{rt_dtype(rt)}, n, {batch}, "
                f"{operand('x', cp, v)}, incx, {y}, result.cast(), {ib})")
    if f["shell"] == "reduce_ex":
        y = (f"Some(({operand('y', cp, v)}, incy, y_type))" if "y" in names else "None")
        return (f"reduce_ex_c(handle, \"{fname}\", ReduceOp::{f['op']}, n, {batch}, {operand('x', cp, v)}, "
                f"incx, x_type, {y}, result, result_type, execution_type)")
    if f["shell"] == "gemv":
        return (f"gemv_c::<{rt}>(handle, \"{fname}\", trans, m, n, alpha, {operand('A', cp, v)}, lda, "
                f"{operand('x', cp, v)}, incx, beta, {operand('y', cp, v)}, incy, {batch})")
    if f["shell"] == "symv":
        return (f"symv_c::<{rt}>(handle, \"{fname}\", SymvKind::{f['kind']}, uplo, n, alpha, "
                f"{operand('A', cp, v)}, lda, {operand('x', cp, v)}, incx, beta, {operand('y', cp, v)}, "
                f"incy, {batch})")
    if f["shell"] == "tri":
        a = "AP" if "AP" in names else "A"
        k = "k" if "k" in names else "0"
        lda = "lda" if "lda" in names else "1"
        return (f"tri_c::<{rt}>(handle, \"{fname}\", TriOp::{f['op']}, uplo, trans, diag, n, {k}, "
                f"{operand(a, cp, v)}, {lda}, {operand('x', cp, v)}, incx, {batch})")
    if f["shell"] == "trsv_ex":
        inv = "array(invA)" if v == "_batched" else "strided(invA, 0)"
        return (f"trsv_ex_c::<{rt}>(handle, \"{fname}\", uplo, trans, diag, n, {operand('A', cp, v)}, "
                f"lda, {operand('x', cp, v)}, incx, {inv}, invA_size, {batch})")
    if f["shell"] == "getrf":
        piv = "ipiv" if "ipiv" in names else "std::ptr::null_mut()"
        sp = "strideP" if "strideP" in names else "0"
        return (f"getrf_c::<{rt}>(handle, \"{fname}\", LuKind::{f['kind']}, m, n, {operand('A', cp, v)}, lda, "
                f"{piv}, {sp}, info, {batch})")
    if f["shell"] == "getrs":
        sp = "strideP" if "strideP" in names else "0"
        return (f"getrs_c::<{rt}>(handle, \"{fname}\", trans, n, nrhs, {operand('A', cp, v)}, lda, ipiv, {sp}, "
                f"{operand('B', cp, v)}, ldb, {batch})")
    if f["shell"] == "potrf":
        return (f"potrf_c::<{rt}>(handle, \"{fname}\", {f['kind']}, uplo, n, {operand('A', cp, v)}, lda, info, "
                f"{batch})")
    if f["shell"] == "potrs":
        return (f"potrs_c::<{rt}>(handle, \"{fname}\", uplo, n, nrhs, {operand('A', cp, v)}, lda, "
                f"{operand('B', cp, v)}, ldb, {batch})")
    if f["shell"] == "laswp":
        return f"laswp_c::<{rt}>(handle, \"{fname}\", n, A, lda, k1, k2, ipiv, incp)"
    if f["shell"] == "gemm":
        return (f"gemm_c::<{rt}>(handle, \"{fname}\", transA, transB, m, n, k, alpha, "
                f"{operand('A', cp, v)}, lda, {operand('B', cp, v)}, ldb, beta, {operand('C', cp, v)}, "
                f"ldc, {batch})")
    if f["shell"] == "gemm_ex":
        return (f"gemm_ex_c(handle, \"{fname}\", transA, transB, m, n, k, alpha, {operand('a', cp, v)}, a_type, "
                f"lda, {operand('b', cp, v)}, b_type, ldb, beta, {operand('c', cp, v)}, c_type, ldc, "
                f"{operand('d', cp, v)}, d_type, ldd, {batch}, compute_type, algo, solution_index, flags)")
    if f["shell"] in ("trsm", "trsm_ex"):
        inv = "None"
        if f["shell"] == "trsm_ex":
            iv = {"_batched": "array(invA)", "_strided_batched": "strided(invA, stride_invA)"}.get(v, "strided(invA, 0)")
            inv = f"Some(({iv}, invA_size))"
        return (f"trsm_c::<{rt}>(handle, \"{fname}\", side, uplo, transA, diag, m, n, alpha, "
                f"{operand('A', cp, v)}, lda, {operand('B', cp, v)}, ldb, {inv}, {batch})")
    if f["shell"] == "trmm":
        return (f"trmm_c::<{rt}>(handle, \"{fname}\", side, uplo, transA, diag, m, n, alpha, "
                f"{operand('A', cp, v)}, lda, {operand('B', cp, v)}, ldb, {operand('C', cp, v)}, ldc, {batch})")
    if f["shell"] == "trtri":
        return (f"trtri_c::<{rt}>(handle, \"{fname}\", uplo, diag, n, {operand('A', cp, v)}, lda, "
                f"{operand('invA', cp, v)}, ldinvA, {batch})")
    if f["shell"] == "rank_k":
        b = operand("B", cp, v) if "B" in names else operand("A", cp, v)
        ldb = "ldb" if "B" in names else "lda"
        tr = "transA" if "transA" in names else "trans"
        return (f"rank_k_c::<{rt}, _, _>(handle, \"{fname}\", RankKind::{f['kind']}, uplo, {tr}, n, k, alpha, "
                f"{operand('A', cp, v)}, lda, {b}, {ldb}, beta, {operand('C', cp, v)}, ldc, {batch})")
    if f["shell"] == "symm":
        herm = "true" if f["base"] == "hemm" else "false"
        return (f"symm_c::<{rt}>(handle, \"{fname}\", {herm}, side, uplo, m, n, alpha, {operand('A', cp, v)}, "
                f"lda, {operand('B', cp, v)}, ldb, beta, {operand('C', cp, v)}, ldc, {batch})")
    raise ValueError(f["shell"])


def rt_dtype(rt):
    return {"f32": "F32", "f64": "F64", "Complex32": "C32", "Complex64": "C64", "f16": "F16",
            "bf16": "BF16"}[rt]


# ---------------------------------------------------------------------------- C test table
def test_table():
    """tests/c/routines_table.inc, part 1: every level-1 routine called through one function
    (the status checks of test_capi.c; part 2, `test_dispatch`, has every routine)."""
    L = ["/* Generated by cpp/tools/gen_routines.py: every routine, called with the same arguments. */",
         "typedef void (*oxt_routine_check)(const char* name, oxblas_status st, void* ctx);",
         "#if defined(__GNUC__)",
         "#define OXT_MAYBE_UNUSED __attribute__((unused))",
         "#else",
         "#define OXT_MAYBE_UNUSED",
         "#endif",
         "static OXT_MAYBE_UNUSED void oxt_for_each_routine(oxblas_handle h, int64_t n, int64_t inc, int64_t stride,",
         "    int64_t batch, const void* x, const void* const* xs, void* res, oxt_routine_check check,",
         "    void* ctx)",
         "{"]
    for f, p, name in routines():
        if f["level"] != 1:
            continue
        t = TYPES[p][0]
        for sfx, res_t in result_variants(f):
            for v in VARIANTS:
                cp = c_params(f, p, v, res_t)
                args = []
                for ty, n in cp:
                    if n == "handle":
                        args.append("h")
                    elif n == "n":
                        args.append("n")
                    elif n.startswith("inc"):
                        args.append("inc")
                    elif n.startswith("stride"):
                        args.append("stride")
                    elif n == "batch_count":
                        args.append("batch")
                    elif n == "result":
                        args.append(f"({ty})res")
                    elif n.endswith("_type"):
                        args.append("oxblas_datatype_f64_r")  # the _ex routines as ddot/dnrm2
                    elif n in ("x", "y") and ty == "const void*" and v == "_batched":
                        args.append("(const void*)xs")
                    elif "const*" in ty:
                        args.append(f"({ty})xs")
                    else:
                        args.append(f"({ty})x")
                fn = f"oxblas_{name}{v}{f.get('suffix', '')}{sfx}"
                L.append(f'    check("{fn}", {fn}({", ".join(args)}), ctx);')
    L.append("}")
    return L


# ---------------------------------------------------------------------------- C++ layer
# The C++ element type of each C element type (std::complex<T> is layout-compatible with the C
# structs: two T, real part first), and the enum class of each C enumeration (hand-written in
# oxblas.hpp). C types not listed here pass through unchanged, so a new family whose arguments
# use other types still gets wrappers.
CXX_ELEMENTS = {
    "oxblas_float_complex": "std::complex<float>",
    "oxblas_double_complex": "std::complex<double>",
}
CXX_ENUMS = {"oxblas_operation": "Operation", "oxblas_fill": "Fill", "oxblas_diagonal": "Diagonal",
             "oxblas_side": "Side"}


def cxx_name(f):
    """The C++ name of a family's overload set: the BLAS name without its precision letter
    (`dot`, `asum`, `gemv`; `iamax` for the `i?amax` names). A row may set `cxx` instead."""
    if "cxx" in f:
        return f["cxx"]
    names = f.get("names", {})
    if names and all(names.get(p, "").startswith("i" + p) for p in f["types"]):
        return "i" + f["base"]
    return f["base"]


def cxx_type(cty):
    """The C++ parameter type of a C parameter type."""
    if cty in CXX_ENUMS:
        return CXX_ENUMS[cty]
    for c, x in CXX_ELEMENTS.items():
        cty = re.sub(r"\b%s\b" % c, x, cty)
    return cty


def cxx_arg(cty, n):
    """The expression that passes C++ parameter `n` to the C function."""
    xty = cxx_type(cty)
    if xty == cty:
        return n
    if cty in CXX_ENUMS:
        return f"to_c({n})"
    return f"reinterpret_cast<{cty}>({n})"


def cxx_wrappers():
    """The routine overloads of oxblas.hpp: one per entry point, overloaded on the element type
    (and on the index width of the `_i32` variants); each throws `Error` on failure and returns
    the completed status. An entry point whose C++ signature is already taken keeps its BLAS
    name; if that is taken too, the generator stops (give the row a `cxx` name)."""
    L = []
    seen = {}
    level = None
    for f in FAMILIES:
        if f["level"] != level:
            level = f["level"]
            L.append(f"// ---- {level_name(level)}")
            L.append("")
        name = cxx_name(f)
        precisions = ", ".join(f.get("names", {}).get(p, p + f["base"]) for p in f["types"])
        sx = f.get("suffix", "")
        L.append(f"/// {name}{sx}: {f['doc']} (oxblas_{{{precisions}}}{sx}).")
        for v in variants(f):
            for p in f["types"]:
                cname = f.get("names", {}).get(p, p + f["base"])
                for sfx, res_t in result_variants(f):
                    cp = c_params(f, p, v, res_t)
                    sig = tuple(cxx_type(ty) for ty, _ in cp)
                    fn = f"oxblas_{cname}{v}{sx}{sfx}"
                    # Precisions whose C types coincide cannot share an overload set: such an
                    # entry point keeps its BLAS name (`hdot` beside `bfdot`, say).
                    xname = name if (name + v + sx, sig) not in seen else cname
                    if (xname + v + sx, sig) in seen:
                        raise ValueError(f"{fn} and {seen[(xname + v + sx, sig)]} have the same C++ "
                                         f"signature {xname}{v}{sx}({', '.join(sig)}): give a row a `cxx` name")
                    seen[(xname + v + sx, sig)] = fn
                    ps = ", ".join(f"{cxx_type(ty)} {n}" for ty, n in cp)
                    args = ", ".join(cxx_arg(ty, n) for ty, n in cp)
                    L.append(f"inline oxblas_status {xname}{v}{sx}({ps})")
                    L.append(f'{{ return check({fn}({args}), "{fn}"); }}')
        L.append("")
    return L


# ---------------------------------------------------------------------------- C test dispatch
def operand_names(f):
    return {a[1] for a in f["args"] if a[0] in ("in", "out", "inv", "invs")}


def dispatch_field(f, ty, n):
    """(field of `oxt_args`, its C type) that carries parameter `n` of C type `ty`."""
    if n in operand_names(f):
        return (n + "_array", "void* const*") if ty.endswith("const*") else (n, "void*")
    if ty.endswith("*"):
        return n, ("const void*" if ty.startswith("const ") else "void*")
    return n, ty


def test_dispatch():
    """Every entry point behind one signature, `oxblas_status fn(const oxt_args*)`, in the table
    `oxt_routines` (name, family, precision, level, form): the C tests pick routines by name or
    family and fill only the fields those routines read. Fields are named after the parameters
    (`<operand>_array` holds a batched operand's device pointer array)."""
    fields = {}
    entries = []
    adapters = []
    for f, p, name in routines():
        for sfx, res_t in result_variants(f):
            for form, v in enumerate(VARIANTS):
                if v not in variants(f):
                    continue
                cp = c_params(f, p, v, res_t)
                args = []
                for ty, n in cp:
                    if n == "handle":
                        args.append("a->handle")
                        continue
                    fld, fty = dispatch_field(f, ty, n)
                    old = fields.setdefault(fld, fty)
                    if old != fty:
                        if {old, fty} == {"void*", "const void*"}:
                            fields[fld] = "void*"
                        else:
                            raise ValueError(f"oxt_args.{fld}: {old} and {fty}")
                    args.append(f"({ty})a->{fld}" if fty.endswith("*") else f"a->{fld}")
                sx = f.get("suffix", "")
                fn = f"oxblas_{name}{v}{sx}{sfx}"
                params = ",".join(n for _, n in cp[1:])
                adapters.append(f"static oxblas_status oxt_call_{name}{v}{sx}{sfx}(const oxt_args* a)")
                adapters.append(f"{{ return {fn}({', '.join(args)}); }}")
                # Families are named as their C functions are (`trsv_ex`, not `trsv`).
                entries.append(f'    {{"{fn}", "{f["base"]}{sx}", \'{p}\', {f["level"]}, {form}, "{params}", '
                               f"oxt_call_{name}{v}{sx}{sfx}}},")
    L = ["",
         "/* Every entry point behind one signature (oxt_routines), for the tests that pick routines",
         " * by family or name; fields are named after the C parameters. */",
         "typedef struct oxt_args_ {",
         "    oxblas_handle handle;"]
    for fld, fty in fields.items():
        L.append(f"    {fty} {fld};")
    L += ["} oxt_args;",
          "typedef oxblas_status (*oxt_routine_fn)(const oxt_args* a);",
          "typedef struct oxt_routine_ {",
          "    const char* name;   /* the C function */",
          "    const char* family; /* the table's `base` */",
          "    char prec;          /* s, d, c, z */",
          "    int level;",
          "    int form;           /* 0 plain, 1 batched (pointer arrays), 2 strided-batched */",
          "    const char* params; /* its parameters after the handle, comma-separated */",
          "    oxt_routine_fn fn;",
          "} oxt_routine;",
          ""]
    L += adapters
    L += ["", "static const oxt_routine oxt_routines[] OXT_MAYBE_UNUSED = {"]
    L += entries
    L += ["};",
          "#define OXT_ROUTINE_COUNT (sizeof oxt_routines / sizeof oxt_routines[0])",
          "",
          "/* The routine called `name`, or NULL. */",
          "static OXT_MAYBE_UNUSED const oxt_routine* oxt_find(const char* name)",
          "{",
          "    size_t i;",
          "    for (i = 0; i < OXT_ROUTINE_COUNT; ++i)",
          "        if (strcmp(oxt_routines[i].name, name) == 0) return &oxt_routines[i];",
          "    return NULL;",
          "}",
          "",
          "/* Whether routine `r` has a parameter called `param`. */",
          "static OXT_MAYBE_UNUSED int oxt_has_param(const oxt_routine* r, const char* param)",
          "{",
          "    size_t len = strlen(param);",
          "    const char* p = r->params;",
          "    while (p && *p) {",
          "        const char* end = strchr(p, ',');",
          "        size_t n = end ? (size_t)(end - p) : strlen(p);",
          "        if (n == len && strncmp(p, param, len) == 0) return 1;",
          "        p = end ? end + 1 : NULL;",
          "    }",
          "    return 0;",
          "}"]
    return L


# ---------------------------------------------------------------------------- Rust test table
def rust_param(f, v, cty, n):
    """The `Param` of rust/capi/table.rs for C parameter `n` of type `cty` (by the C type, so
    that a new family's argument kinds join without a change here)."""
    if cty in ("int64_t", "int32_t", "uint32_t"):
        return f'Param::Int("{n}")'
    if any(cty == e[0] for e in ENUMS.values()):
        return f'Param::Enum("{n}")'
    if cty.endswith("*"):
        # Every operand kind whose batched form is a device array of pointers (trsm_ex's invA
        # and gemm_ex's D included: a table that called them plain pointers made the sweep and
        # the fuzzer hand the library a data buffer as a pointer array).
        kinds = ("in", "out", "inv", "invs", "vin", "vout")
        array = v == "_batched" and n in {a[1] for a in f["args"] if a[0] in kinds}
        written = not cty.startswith("const ")
        return f'Param::Ptr {{ name: "{n}", array: {str(array).lower()}, written: {str(written).lower()} }}'
    raise ValueError(f"rust/capi/table.rs: no Param for {cty} {n}")


def rust_cast(rty):
    """`a[i]` (a u64) as a value of Rust type `rty`."""
    if rty.startswith("*"):
        return f"as usize as {rty}"
    if rty in ("i64", "i32"):
        return f"as i64 as {rty}" if rty == "i32" else f"as {rty}"
    return f"as i64 as {rty}"  # the C enum aliases are i32


def rust_table():
    """rust/capi/table.rs: every C entry point behind one signature, `unsafe fn(handle, &[u64])`
    (one value per parameter after the handle: integers as two's complement, pointers as
    addresses), with its parameters described, for the table-driven tests (tests/hostile.rs)
    and the fuzzer (fuzz/): a new family joins them when its row is added here."""
    L = ["//! Generated by cpp/tools/gen_routines.py from its routine table: do not edit.",
         "//! Every routine's C entry points behind one signature, with their parameters described, so",
         "//! that tests and the fuzzer can call each of them (and every family added later) by table.",
         "#![allow(clippy::all)]",
         "",
         "use std::ffi::c_void;",
         "",
         "use half::{bf16, f16};",
         "use num_complex::{Complex32, Complex64};",
         "",
         "use super::generated::*;",
         "use super::shells::{CDatatype, CDiagonal, CFill, CGemmAlgo, COperation, CSide};",
         "use super::OxblasHandle;",
         "use crate::status::Status;",
         "",
         "/// One parameter after the handle.",
         "#[derive(Debug, Clone, Copy, PartialEq, Eq)]",
         "pub enum Param {",
         "    /// An `int64_t` (`int32_t`): a size, increment, leading dimension, stride, batch count.",
         "    Int(&'static str),",
         "    /// An enumeration (`oxblas_operation`, `oxblas_fill`, ...).",
         "    Enum(&'static str),",
         "    /// A pointer: an operand, scalar or result; `array`: a device array of pointers",
         "    /// (batched operands); `written`: the routine may write through it.",
         "    Ptr {",
         "        /// The C parameter's name.",
         "        name: &'static str,",
         "        /// A device array of `batch_count` pointers.",
         "        array: bool,",
         "        /// Not `const`.",
         "        written: bool,",
         "    },",
         "}",
         "",
         "/// One C entry point.",
         "#[derive(Debug, Clone, Copy)]",
         "pub struct Routine {",
         "    /// The C function (`oxblas_dgemv_strided_batched`).",
         "    pub name: &'static str,",
         "    /// Its family (the table's `base`, with its suffix: `trsv_ex`).",
         "    pub family: &'static str,",
         "    /// Precision letter (`s`, `d`, `c`, `z`, `h`, `b`, `x` for the `_ex` reductions).",
         "    pub prec: char,",
         "    /// BLAS level.",
         "    pub level: u32,",
         "    /// 0 plain, 1 batched (arrays of pointers), 2 strided-batched.",
         "    pub form: u32,",
         "    /// Its parameters after the handle, in order.",
         "    pub params: &'static [Param],",
         "    /// Calls it with one value per parameter.",
         "    ///",
         "    /// # Safety",
         "    /// As the C function's: the values, read as its parameters, follow its contract.",
         "    pub call: unsafe fn(*mut OxblasHandle, &[u64]) -> Status,",
         "}",
         ""]
    entries = []
    for f, p, name in routines():
        for sfx, res_t in result_variants(f):
            for form, v in enumerate(VARIANTS):
                if v not in variants(f):
                    continue
                cp = c_params(f, p, v, res_t)
                fname = f"oxblas_{name}{v}{f.get('suffix', '')}{sfx}"
                args = []
                for i, (ty, n) in enumerate(cp[1:]):
                    args.append(f"a[{i}] {rust_cast(rust_type(ty, p))}")
                params = ", ".join(rust_param(f, v, ty, n) for ty, n in cp[1:])
                L.append(f"unsafe fn call_{fname[7:]}(h: *mut OxblasHandle, a: &[u64]) -> Status {{")
                L.append("    // SAFETY: the caller's contract (`Routine::call`).")
                L.append(f"    unsafe {{ {fname}(h, {', '.join(args)}) }}")
                L.append("}")
                entries.append(f'    Routine {{ name: "{fname}", family: "{f["base"]}{f.get("suffix", "")}", '
                               f"prec: '{p}', level: {f['level']}, form: {form}, params: &[{params}], "
                               f"call: call_{fname[7:]} }},")
    L += ["", "/// Every C entry point of the routine table.", "pub static ROUTINES: &[Routine] = &["]
    L += entries
    L += ["];"]
    return L


# ---------------------------------------------------------------------------- writing
def splice(text, lines):
    begin = "/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */"
    end = "/* END GENERATED ROUTINES */"
    pat = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    new = begin + "\n" + "\n".join(lines).rstrip() + "\n" + end
    if not pat.search(text):
        raise ValueError("no BEGIN/END GENERATED ROUTINES markers")
    return pat.sub(lambda m: new, text)


def rustfmt(text):
    """The generated Rust as `cargo fmt` leaves it (so `cargo fmt --check` and `--check` agree)."""
    import subprocess
    r = subprocess.run(["rustfmt", "--edition", "2021", "--emit", "stdout"], input=text,
                       capture_output=True, text=True, check=True)
    return r.stdout


def outputs():
    """{path: new text} for every generated file."""
    out = {}
    for path, lines in ((os.path.join(INC, "oxblas.h"), c_decls()),
                        (os.path.join(INC, "rocblas_compat.h"), compat_wrappers()),
                        (os.path.join(INC, "rocsolver_compat.h"), rocsolver_wrappers())):
        out[path] = splice(open(path).read(), lines)
    out[os.path.join(ROOT, "rust", "capi", "generated.rs")] = rustfmt("\n".join(rust_exports()).rstrip() + "\n")
    out[os.path.join(INC, "oxblas.hpp")] = splice(open(os.path.join(INC, "oxblas.hpp")).read(), cxx_wrappers())
    out[os.path.join(ROOT, "tests", "c", "routines_table.inc")] = "\n".join(test_table() + test_dispatch()) + "\n"
    # The Fortran modules (fortran/src/): from this table and oxblas.h / rocblas_compat.h.
    import gen_fortran
    out.update(gen_fortran.outputs(sys.modules[__name__]))
    # Issue 13: the table-driven hostile-argument tests and the fuzzer.
    out[os.path.join(ROOT, "rust", "capi", "table.rs")] = rustfmt("\n".join(rust_table()).rstrip() + "\n")
    return out


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in outputs().items():
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(os.path.relpath(path, ROOT))
            if not check:
                open(path, "w").write(text)
    if check and stale:
        print("generated files are out of date (run python3 cpp/tools/gen_routines.py):", *stale)
        sys.exit(1)
    for s in stale:
        print("updated", s)


if __name__ == "__main__":
    main()
