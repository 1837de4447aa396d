#!/usr/bin/env python3
"""Compare builds of the H200 benchmark run interleaved on one card (A/B experiments).

Usage: python3 benches/ab.py ROOT          every folder ROOT/NAME-K (variant NAME, round K)
       python3 benches/ab.py DIR DIR ...   the folders given, named the same way

Each folder is one run's $OUT (the section CSV files the benchmark writes). For every row that
the first variant measured (routine and shape, in its order), prints each run's time and ratio,
each variant's mean time, and each variant's mean time against the first variant's (a negative
percentage: faster). Ratio: the baseline's time over oxblas's (the `cublas_us` column, which
holds cuSOLVER's time in the solver rows) in the same run; above 1, oxblas faster. Rows that do not pass their result
check, or whose status differs from the expected one, are marked; their times are still shown.
The table is also written to ROOT/ab.txt (first folder's parent with DIR arguments). Runs made
with OXBLAS_BENCH_CLOCKS=1 add a table of each row's mean SM clock, oxblas/baseline. Last, the
means alone (narrow enough to read in a command's last lines however many runs there are):
each variant's mean time, its mean ratio to the baseline library, and its change against the
first variant.

Why: experiments run builds in turn on one card (A, B, A, B) because cards differ by a few
percent; this turns those runs into the table that the experiment notes quote.
"""

import csv
import os
import re
import sys
from collections import OrderedDict

SECTIONS = ("percall", "bandwidth", "batched", "level2", "level3", "solver")
RUN = re.compile(r"^(?P<name>.+)-(?P<round>\d+)$")


def rows_of(folder):
    """(section, routine, shape) -> the CSV row, for every section file in `folder`."""
    out = OrderedDict()
    for sec in SECTIONS:
        path = os.path.join(folder, sec + ".csv")
        if not os.path.exists(path):
            continue
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                routine = r.get("routine") or " ".join(
                    r.get(c, "") for c in ("dtype", "op", "scheme") if r.get(c))
                key = (sec, routine or "?", r.get("shape") or r.get("n", "?"))
                out[key] = r
    return out


def number(r, *names):
    for n in names:
        v = (r or {}).get(n, "")
        try:
            return float(v)
        except ValueError:
            continue
    return None


def runs_from(args):
    if len(args) == 1 and not RUN.match(os.path.basename(os.path.normpath(args[0]))):
        root = args[0]
        folders = [os.path.join(root, d) for d in sorted(os.listdir(root))
                   if RUN.match(d) and os.path.isdir(os.path.join(root, d))]
    else:
        folders = list(args)
        root = os.path.dirname(os.path.normpath(folders[0])) or "."
    runs = []
    for f in folders:
        m = RUN.match(os.path.basename(os.path.normpath(f)))
        if not m:
            sys.exit(f"ab.py: {f}: the folder's name must be NAME-K (variant, round)")
        runs.append((m.group("name"), int(m.group("round")), f))
    # Variants in the order they first ran (round 1 first), rounds in order.
    runs.sort(key=lambda t: (t[1], folders.index(t[2])))
    return root, runs


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    root, runs = runs_from(argv)
    if not runs:
        sys.exit(f"ab.py: no NAME-K folders under {argv[0]}")
    variants = list(OrderedDict.fromkeys(name for name, _, _ in runs))
    data = {(name, k): rows_of(f) for name, k, f in runs}
    first = variants[0]
    keys = []
    for (name, _), rows in data.items():
        if name == first:
            keys.extend(k for k in rows if k not in keys)
    lines = [f"variants: {', '.join(variants)} (baseline of the last columns: {first}); "
             f"runs in order: {', '.join(f'{n}-{k}' for n, k, _ in runs)}",
             "time: oxblas us (mean over the run's calls); ratio: baseline time / oxblas time "
             "(above 1: oxblas faster); "
             "! = result check failed or unexpected status", ""]
    head = f"{'row':<44}" + "".join(f"{f'{n}-{k}':>20}" for n, k, _ in runs)
    head += "".join(f"{'mean ' + v:>14}" for v in variants)
    head += "".join(f"{v + ' vs ' + first:>16}" for v in variants[1:])
    lines.append(head)
    summary = []  # (label, {variant: mean time}, {variant: mean ratio})
    for key in keys:
        sec, routine, shape = key
        label = f"{routine} {shape}"[:43]
        cells, means, ratios = "", {}, {}
        for name, k, _ in runs:
            r = data[(name, k)].get(key)
            t = number(r, "oxblas_us")
            base = number(r, "cublas_us")
            ratio = base / t if base and t else None
            bad = r is not None and (r.get("check_ok", "true") not in ("true", "") or
                                     r.get("oxblas_status", "") != r.get("expected_status",
                                                                           r.get("oxblas_status", "")))
            if t is None:
                cells += f"{'-':>20}"
                continue
            means.setdefault(name, []).append(t)
            if ratio is not None:
                ratios.setdefault(name, []).append(ratio)
            cell = f"{t:.1f}" + (f" {ratio:.3f}" if ratio is not None else "") + ("!" if bad else "")
            cells += f"{cell:>20}"
        line = f"{label:<44}" + cells
        mean = {v: sum(ts) / len(ts) for v, ts in means.items()}
        summary.append((label, mean, {v: sum(rs) / len(rs) for v, rs in ratios.items()}))
        line += "".join(f"{mean[v]:>14.1f}" if v in mean else f"{'-':>14}" for v in variants)
        for v in variants[1:]:
            if v in mean and first in mean and mean[first] > 0:
                line += f"{(mean[v] / mean[first] - 1) * 100:>+15.1f}%"
            else:
                line += f"{'-':>16}"
        lines.append(line)
    # Runs with the clock log (OXBLAS_BENCH_CLOCKS=1: level3.csv and solver.csv carry each
    # side's mean SM clock): the same rows as "oxblas MHz/baseline MHz", to read a time as
    # cycles and clock under the card's power cap.
    if any(number(r, "oxblas_mhz") is not None for rows in data.values() for r in rows.values()):
        lines += ["", "SM clock while timed (MHz, oxblas/baseline; OXBLAS_BENCH_CLOCKS=1)",
                  f"{'row':<44}" + "".join(f"{f'{n}-{k}':>20}" for n, k, _ in runs)]
        for key in keys:
            cells = ""
            for name, k, _ in runs:
                r = data[(name, k)].get(key)
                ox, cb = number(r, "oxblas_mhz"), number(r, "cublas_mhz")
                cell = "-" if ox is None else f"{ox:.0f}" + (f"/{cb:.0f}" if cb is not None else "")
                cells += f"{cell:>20}"
            if cells.strip("- "):
                lines.append(f"{f'{key[1]} {key[2]}'[:43]:<44}" + cells)
    # The means alone: time, ratio to the baseline library, change against the first variant.
    lines += ["", "means (us, x baseline library: above 1 oxblas faster; change against "
              f"{first})",
              f"{'row':<30}" + "".join(f"{v:>22}" for v in variants)]
    for label, mean, ratio in summary:
        cells = ""
        for v in variants:
            if v not in mean:
                cells += f"{'-':>22}"
                continue
            cell = f"{mean[v]:.1f}" + (f" x{ratio[v]:.3f}" if v in ratio else "")
            if v != first and first in mean and mean[first] > 0:
                cell += f" {(mean[v] / mean[first] - 1) * 100:+.1f}%"
            cells += f"{cell:>22}"
        lines.append(f"{label[:29]:<30}" + cells)
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    try:
        with open(os.path.join(root, "ab.txt"), "w") as f:
            f.write(text)
    except OSError as e:
        print(f"ab.py: could not write {root}/ab.txt: {e}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
