"""The Fortran 2008 modules `oxblas` and `oxblas_rocblas` (fortran/src/), generated.

Called by gen_routines.py (`outputs()`), so `gen_routines.py` writes them and `--check` checks
them with the C header and the Rust exports. Nothing here lists a routine or a function:
  * the enumerations, `oxblas_stats` and the handle / stream / memory-model functions come from
    the hand-written part of cpp/include/oxblas/oxblas.h (parsed: a new function there appears
    here; a C type this file cannot spell in Fortran stops the generator with its name);
  * the routines come from gen_routines.FAMILIES through `c_params`, as oxblas.h's do;
  * the rocBLAS names of `oxblas_rocblas` are those of rocblas_compat.h: its hand-written
    handle/memory wrappers that forward one-to-one to an oxblas function (bound to that
    function's symbol under the rocBLAS name), and the generated routine wrappers of
    `compat_wrappers()` (32-bit `rocblas_int` names and `_64` names), turned into Fortran
    module procedures that widen the sizes as the C wrappers do.

Conventions (hipfort's `hipfort_rocblas`): every pointer is `type(c_ptr), value` (device
memory, batched pointer arrays, alpha/beta and results, which follow the pointer mode), sizes
are `integer(c_int64_t)` (oxblas names and rocBLAS `_64` names) or `integer(c_int)` (rocBLAS
32-bit names), enumerations `integer(c_int)` with the C enumerators as `enum, bind(c)`, every
function returns its status as an integer(c_int), one of the status enumerators (hipfort
writes integer(kind(rocblas_status_success)), the same kind; gfortran warns that such a kind
may not be interoperable, so the modules spell it c_int).
"""
import os
import re
import textwrap

# ---------------------------------------------------------------------------- the C header
def strip_comments(text):
    return re.sub(r"/\*.*?\*/", " ", re.sub(r"//[^\n]*", "", text), flags=re.S)


def hand_written(text):
    """A header without its generated block (the routines come from the table instead)."""
    return re.sub(r"/\* BEGIN GENERATED ROUTINES.*?/\* END GENERATED ROUTINES \*/", "", text, flags=re.S)


def parse_enums(text):
    """[(C type name, [(enumerator, value)])] of every `typedef enum ... { } name;`; a value
    may name an enumerator seen earlier (rocblas_compat.h does)."""
    known = {}
    out = []
    for body, name in re.findall(r"typedef\s+enum\s+\w*\s*\{(.*?)\}\s*(\w+)\s*;", strip_comments(text), re.S):
        items = []
        for item in body.split(","):
            item = item.strip()
            if not item:
                continue
            m = re.fullmatch(r"(\w+)\s*=\s*(\w+)", item)
            if not m:
                raise ValueError(f"enum {name}: cannot read {item!r} (give every enumerator a value)")
            v = m.group(2)
            v = int(v, 0) if re.fullmatch(r"-?[0-9]+|0x[0-9a-fA-F]+", v) else known[v]
            known[m.group(1)] = v
            items.append((m.group(1), v))
        out.append((name, items))
    return out, known


def parse_structs(text):
    """[(name, [(C type, field)])] of every `typedef struct x { fields } name;` with fields."""
    out = []
    for body, name in re.findall(r"typedef\s+struct\s+\w*\s*\{(.*?)\}\s*(\w+)\s*;", strip_comments(text), re.S):
        fields = []
        for decl in body.split(";"):
            decl = " ".join(decl.split())
            if not decl:
                continue
            ty, names = re.fullmatch(r"(\w+(?:\s+\w+)*?)\s+([\w\s,]+)", decl).groups()
            fields += [(ty, n.strip()) for n in names.split(",")]
        out.append((name, fields))
    return out


def parse_functions(text, prefix):
    """[(return C type, name, [(C type, parameter)])] of the function prototypes (and, for
    rocblas_compat.h, the `static inline` definitions) whose names start with `prefix`."""
    out = []
    pat = re.compile(r"(?:^|[;}\n])\s*(?:OXBLAS_NODISCARD\s+)?(?:static\s+inline\s+)?"
                     r"((?:const\s+)?\w+(?:\s*\*)*)\s*\b(" + prefix + r"\w+)\s*\(([^()]*)\)\s*[;{]")
    for ret, name, params in pat.findall(strip_comments(text)):
        ps = []
        params = " ".join(params.split())
        if params not in ("", "void"):
            for p in params.split(","):
                p = p.strip()
                if p == "...":
                    ps.append(("...", "..."))
                    continue
                m = re.fullmatch(r"(.*?[\s\*])(\w+)(\[\])?", p)
                ty = " ".join(m.group(1).replace("*", " * ").split()).replace(" *", "*")
                ps.append((ty + ("*" if m.group(3) else ""), m.group(2)))
        out.append((" ".join(ret.replace("*", " * ").split()).replace(" *", "*"), name, ps))
    return out


# ---------------------------------------------------------------------------- Fortran spelling
FORTRAN_MAX_NAME = 63
STATUS = "integer(c_int)"
ROC_STATUS = "integer(c_int)"


class Spelling:
    """C types -> Fortran declarations, for the enumerations and structs a header defines."""

    def __init__(self, enums, structs):
        self.enums = {name for name, _ in enums}
        self.structs = {name for name, _ in structs}

    def value(self, cty, where):
        """A parameter passed by value: (type, attributes)."""
        if cty.endswith("*"):
            return "type(c_ptr)", ", value"
        if cty in self.enums or cty.startswith("rocblas_") and cty[8:] in {e[7:] for e in self.enums}:
            return "integer(c_int)", ", value"
        scalar = {"int64_t": "integer(c_int64_t)", "int32_t": "integer(c_int32_t)", "rocblas_int": "integer(c_int)",
                  "rocblas_stride": "integer(c_int64_t)", "size_t": "integer(c_size_t)", "bool": "logical(c_bool)",
                  "oxblas_handle": "type(c_ptr)", "rocblas_handle": "type(c_ptr)", "oxblas_stream": "type(c_ptr)",
                  "oxblas_compat_stream": "type(c_ptr)", "int": "integer(c_int)", "uint64_t": "integer(c_int64_t)",
                  "uint32_t": "integer(c_int32_t)", "float": "real(c_float)", "double": "real(c_double)"}
        if cty in scalar:
            return scalar[cty], ", value"
        raise ValueError(f"{where}: no Fortran spelling for the C type {cty!r} (cpp/tools/gen_fortran.py)")

    def param(self, cty, where):
        """A parameter of the hand-written API: values as above; a pointer to one handle,
        stream, enumeration, size or struct is passed by reference (out), a `const size_t*`
        as an array; other pointers are `type(c_ptr), value`."""
        base = cty[:-1].strip()
        if cty.endswith("**") or base in ("void", "const void", "const char"):
            if base.endswith("*") and not base.startswith("const") or base == "const char*":
                return "type(c_ptr)", ", intent(out)", ""   # void**, const char**, T**
            return "type(c_ptr)", ", value", ""
        if cty.endswith("*"):
            if base == "const size_t":
                return "integer(c_size_t)", ", intent(in)", "(*)"
            if base in self.structs:
                return f"type({base})", ", intent(out)", ""
            if base.startswith("const ") or base in ("oxblas_device_malloc", "rocblas_device_malloc_base"):
                return "type(c_ptr)", ", value", ""
            t, _ = self.value(base, where)
            return t, ", intent(out)", ""
        t, a = self.value(cty, where)
        return t, a, ""

    def result(self, cty, status, where):
        if cty in ("oxblas_status", "rocblas_status"):
            return status
        if cty == "bool":
            return "logical(c_bool)"
        if cty.endswith("*"):
            return "type(c_ptr)"
        raise ValueError(f"{where}: no Fortran spelling for the C return type {cty!r}")


def wrap_args(head, names, tail="", indent="    "):
    """`head(a, b, c)tail` in lines of at most 100 columns, continued with `&`."""
    line = head + "("
    out = []
    for i, n in enumerate(names):
        piece = n + (", " if i + 1 < len(names) else ")" + tail)
        if len(line) + len(piece) > 98:
            out.append(line.rstrip() + " &")
            line = indent + "    "
        line += piece
    if not names:
        line += ")" + tail
    out.append(line)
    return out


def check_names(fn, params):
    if len(fn) > FORTRAN_MAX_NAME:
        raise ValueError(f"{fn}: longer than Fortran's {FORTRAN_MAX_NAME} characters")
    seen = {}
    for n in params:
        if n.lower() in seen:
            raise ValueError(f"{fn}: parameters {seen[n.lower()]} and {n} are one name in Fortran")
        seen[n.lower()] = n


def interface(fname, cname, ret, params, indent="    "):
    """One `bind(C)` function of an interface block; params: [(name, type, attrs, dims)]."""
    check_names(fname, [p[0] for p in params])
    L = wrap_args(f"{indent}function {fname}", [p[0] for p in params], f' bind(C, name="{cname}")', indent)
    L.append(f"{indent}  import")
    for n, t, a, d in params:
        L.append(f"{indent}  {t}{a} :: {n}{d}")
    L.append(f"{indent}  {ret} :: {fname}")
    L.append(f"{indent}end function {fname}")
    return L


def comment(text, indent="    "):
    return [indent + "!> " + l for l in textwrap.wrap(text, 96 - len(indent))]


def enum_blocks(enums, indent="  "):
    L = []
    for name, items in enums:
        L.append(f"{indent}! {name}")
        L.append(f"{indent}enum, bind(c)")
        for e, v in items:
            L.append(f"{indent}  enumerator :: {e} = {v}")
        L.append(f"{indent}end enum")
    return L


# ---------------------------------------------------------------------------- module oxblas
def oxblas_module(gen):
    header = open(os.path.join(gen.INC, "oxblas.h")).read()
    api_text = hand_written(header)
    enums, _ = parse_enums(api_text)
    structs = [s for s in parse_structs(api_text) if s[1] and s[0] in ("oxblas_stats",)]
    sp = Spelling(enums, parse_structs(api_text))
    decl = enum_blocks(enums)
    for name, fields in structs:
        decl.append(f"  !> {name}: the C struct of oxblas.h, field for field (unsigned as signed).")
        decl.append(f"  type, bind(c) :: {name}")
        for cty, f in fields:
            t = {"size_t": "integer(c_size_t)", "uint64_t": "integer(c_int64_t)", "int64_t": "integer(c_int64_t)",
                 "int32_t": "integer(c_int32_t)", "double": "real(c_double)", "float": "real(c_float)"}.get(cty)
            if t is None:
                raise ValueError(f"{name}.{f}: no Fortran spelling for the C type {cty!r}")
            decl.append(f"    {t} :: {f}")
        decl.append(f"  end type {name}")

    api = []
    for ret, name, params in parse_functions(api_text, "oxblas_"):
        ps = [(n,) + sp.param(t, name) for t, n in params]
        api += interface(name, name, sp.result(ret, STATUS, name), ps)

    routines = []
    level = None
    for f, p, name in gen.routines():
        if f["level"] != level:
            level = f["level"]
            routines.append(f"    ! ---- level {level}")
        routines += comment(f"oxblas_{name}{f.get('suffix', '')}: {f['doc']}")
        for sfx, res_t in gen.result_variants(f):
            for v in gen.VARIANTS:
                fn = f"oxblas_{name}{v}{f.get('suffix', '')}{sfx}"
                ps = []
                for t, n in gen.c_params(f, p, v, res_t):
                    ft, a = sp.value(t, fn)
                    ps.append((n, ft, a, ""))
                routines += interface(fn, fn, STATUS, ps)
    return decl, api, routines


# ---------------------------------------------------------------------------- module oxblas_rocblas
def compat_forwards(text, oxblas_api):
    """rocBLAS names of rocblas_compat.h's hand-written part that forward one-to-one (same
    parameters in the same order, casts aside) to an oxblas function: {rocblas: oxblas}."""
    out = {}
    body_pat = re.compile(r"static\s+inline\s+[\w\s\*]+?\b(rocblas_\w+)\s*\(([^()]*)\)\s*\{\s*return\s*"
                          r"(?:\(\w+\))?\s*(oxblas_\w+)\s*\(([^;]*)\)\s*;\s*\}", re.S)
    for rname, params, oname, args in body_pat.findall(strip_comments(text)):
        pnames = [re.findall(r"\w+", p)[-1] for p in params.split(",") if p.strip() not in ("", "void")]
        anames = [re.sub(r"^\([^()]*\)\s*", "", a.strip()) for a in args.split(",") if a.strip()]
        if pnames == anames and oname in oxblas_api:
            out[rname] = oname
    return out


def rocblas_module(gen):
    compat = open(os.path.join(gen.INC, "rocblas_compat.h")).read()
    header = open(os.path.join(gen.INC, "oxblas.h")).read()
    ox_enums, _ = parse_enums(hand_written(header))
    roc_text = hand_written(compat)
    # The enumerations: rocBLAS's own (values written as oxblas enumerators resolved), each
    # once (the header guards a second copy of rocblas_datatype).
    _, ox_values = parse_enums(hand_written(header))
    roc_enums, seen = [], set()
    for name, items in parse_enums(_resolve(roc_text, ox_values))[0]:
        if name not in seen:
            seen.add(name)
            roc_enums.append((name, items))
    sp = Spelling(ox_enums + roc_enums, parse_structs(hand_written(header)))

    api = {name: (ret, params) for ret, name, params in parse_functions(hand_written(header), "oxblas_")}
    forwards = compat_forwards(roc_text, api)
    # rocBLAS's spelling of the stream and mode getters and of the status text, whose C wrappers
    # convert types that are one C int or one pointer in Fortran.
    forwards.update({"rocblas_get_stream": "oxblas_get_stream", "rocblas_get_pointer_mode": "oxblas_get_pointer_mode",
                     "rocblas_status_to_string": "oxblas_status_name"})
    handle_api = []
    for rname in sorted(forwards, key=lambda r: list(api).index(forwards[r])):
        oname = forwards[rname]
        ret, params = api[oname]
        ps = [(n,) + sp.param(t, oname) for t, n in params]
        handle_api += interface(rname, oname, sp.result(ret, ROC_STATUS, oname), ps)

    # The routine wrappers: every generated C wrapper, as a Fortran module procedure.
    lines = gen.compat_wrappers()
    procs = []
    sig = re.compile(r"static inline rocblas_status (rocblas_\w+)\((.*)\)$")
    call = re.compile(r"\{ return \(rocblas_status\)(oxblas_\w+)\((.*)\); \}$")
    for i, line in enumerate(lines):
        m = sig.match(line)
        if not m:
            continue
        rname, params = m.groups()
        oname, args = call.match(lines[i + 1]).groups()
        ps = []
        for p in params.split(", "):
            t, n = p.rsplit(" ", 1)
            ps.append((n, t))
        ctypes = dict((n, t) for t, n in gen_params_of(api, oname, gen))
        fargs = []
        for a in _split_args(args):
            a = a.strip()
            if a == "(n < 0 ? 0 : n)":
                fargs.append("int(max(n, 0_c_int), c_int64_t)")
                continue
            n = re.sub(r"^\([^()]*\)", "", a)
            # rocBLAS's 32-bit sizes widen to oxblas's int64_t, as the C wrapper's casts do.
            if dict(ps)[n] == "rocblas_int" and ctypes.get(n) == "int64_t":
                fargs.append(f"int({n}, c_int64_t)")
            else:
                fargs.append(n)
        check_names(rname, [n for n, _ in ps])
        procs += wrap_args(f"  function {rname}", [n for n, _ in ps], " result(status)", "  ")
        for n, t in ps:
            ft, a = sp.value(t, rname)
            procs.append(f"    {ft}{a} :: {n}")
        procs.append(f"    {ROC_STATUS} :: status")
        procs += wrap_args(f"    status = {oname}", fargs, "", "    ")
        procs.append(f"  end function {rname}")
    return enum_blocks(roc_enums), handle_api, procs


def _resolve(text, values):
    """Enumerator values written as oxblas enumerator names, replaced by their numbers."""
    return re.sub(r"=\s*(oxblas_\w+)", lambda m: f"= {values.get(m.group(1), m.group(1))}", text)


def _split_args(args):
    out, depth, cur = [], 0, ""
    for ch in args:
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    out.append(cur)
    return out


_ROUTINE_PARAMS = {}


def gen_params_of(api, oname, gen):
    """[(C type, name)] of the oxblas function a wrapper calls (a routine of the table)."""
    if not _ROUTINE_PARAMS:
        for f, p, name in gen.routines():
            for sfx, res_t in gen.result_variants(f):
                for v in gen.VARIANTS:
                    _ROUTINE_PARAMS[f"oxblas_{name}{v}{f.get('suffix', '')}{sfx}"] = gen.c_params(f, p, v, res_t)
    if oname in _ROUTINE_PARAMS:
        return _ROUTINE_PARAMS[oname]
    return api[oname][1]


# ---------------------------------------------------------------------------- writing
def splice(text, section, lines):
    begin = f"! BEGIN GENERATED {section} (cpp/tools/gen_routines.py)"
    end = f"! END GENERATED {section}"
    pat = re.compile(r"[ ]*" + re.escape(begin) + ".*?" + re.escape(end), re.S)
    m = pat.search(text)
    if not m:
        raise ValueError(f"no '{begin}' ... '{end}' markers")
    indent = re.match(r"[ ]*", m.group(0)).group(0)
    new = indent + begin + "\n" + "\n".join(lines).rstrip() + "\n" + indent + end
    return pat.sub(lambda _: new, text)


def outputs(gen):
    """{path: new text} of the two Fortran module files."""
    src = os.path.join(gen.ROOT, "fortran", "src")
    out = {}
    decl, api, routines = oxblas_module(gen)
    path = os.path.join(src, "oxblas.f90")
    text = open(path).read()
    for section, lines in (("DECLARATIONS", decl), ("API", api), ("ROUTINES", routines)):
        text = splice(text, section, lines)
    out[path] = text
    enums, handle_api, procs = rocblas_module(gen)
    path = os.path.join(src, "oxblas_rocblas.f90")
    text = open(path).read()
    for section, lines in (("DECLARATIONS", enums), ("API", handle_api), ("ROUTINES", procs)):
        text = splice(text, section, lines)
    out[path] = text
    return out
