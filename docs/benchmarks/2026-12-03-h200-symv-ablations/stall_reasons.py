"""Sums ncu's SASS-level warp-stall samples by reason.

Input: the CSV of `ncu -i REPORT --page source --csv --print-source sass` (plain or .gz, as
call2-sass-*.csv.gz here). Usage: python3 stall_reasons.py FILE... (prints
call2-stall-reasons.txt's table).
"""
import collections
import csv
import gzip
import sys


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", newline="") as f:
        rows = list(csv.reader(f))
    hi = next(i for i, r in enumerate(rows) if "Address" in r)
    hdr = rows[hi]
    return hdr, [r for r in rows[hi + 1:] if len(r) == len(hdr)]


def num(x):
    try:
        return float(x.replace(",", ""))
    except ValueError:
        return 0.0


for path in sys.argv[1:]:
    hdr, data = load(path)
    ix = {c: i for i, c in enumerate(hdr)}
    reasons = [c for c in hdr if c.startswith("stall_") and "(" not in c]
    tot = collections.Counter()
    for r in data:
        for c in reasons:
            tot[c] += num(r[ix[c]])
    samples = sum(num(r[ix["Warp Stall Sampling (All Samples)"]]) for r in data)
    executed = sum(num(r[ix["Instructions Executed"]]) for r in data)
    print("==", path, "samples", samples, "instructions executed", executed)
    for c, v in tot.most_common(12):
        print(f"   {c:28s} {v:10.0f} {100 * v / samples:5.1f}%")
