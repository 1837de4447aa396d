#!/usr/bin/env python3
"""Read an OXBLAS_EXP_TRACE file (lu-launch-trace-measured.patch beside this file: with the
variable set, the launchers record a timing event on their stream before and after each launch,
and the file gets one line a launch at exit, "stream tag m n k aux start_us end_us") and break
the last getrf with look-ahead of order N (default 8192) into its lane's and its worker's time.
The events add ~1-2 us a launch (dgetrf 8192 +11%, call1-ab-trace-overhead.txt).

Usage: lu_trace.py TRACE [N]

Tags: 10 + SolverOp (10 Getf2, 11 Laswp, 13 TriSolve, 15 Getf2Panel, 17 GetrfResident),
100 gemm, 200 + TriBlockOp, 300 + SymOp, 400 a stream wait released, 401 an event recorded.
"""
import sys
from collections import defaultdict

NAMES = {10: "getf2", 11: "laswp", 13: "trisolve", 15: "panel", 17: "resident", 100: "gemm",
         200: "tri.invert", 201: "tri.mask", 202: "tri.copy", 203: "tri.solve", 204: "tri.offsets",
         205: "tri.chain", 400: "wait", 401: "record"}


def main():
    path = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 8192
    recs = []
    for line in open(path):
        f = line.split()
        if len(f) != 8:
            continue
        recs.append(dict(s=int(f[0]), tag=int(f[1]), m=int(f[2]), n=int(f[3]), k=int(f[4]),
                         aux=int(f[5]), t0=float(f[6]), t1=float(f[7])))
    # Windows: a lane's first leaf of the whole matrix (a Getf2Panel of n rows at offset 0) up to
    # the resident tail's end.
    starts = [i for i, r in enumerate(recs) if r["tag"] == 15 and r["m"] == n and r["aux"] == 0]
    win = None
    for i in reversed(starts):
        ends = [j for j in range(i, len(recs)) if recs[j]["tag"] == 17]
        if ends:
            win = (i, ends[0])
            break
    if win is None:
        print("no complete getrf window of order", n)
        return
    i0, i1 = win
    lane = recs[i0]["s"]
    # The call began at the lane's wait just before its first panel.
    j = i0
    while j > 0 and not (recs[j]["s"] == lane and recs[j]["tag"] == 400):
        j -= 1
    w = recs[j:i1 + 1]
    t_begin = w[0]["t0"]
    t_end = recs[i1]["t1"]
    print(f"getrf {n}: window of {len(w)} records, {t_end - t_begin:.1f} us "
          f"(from the lane's first wait release to the resident tail's end)")
    streams = sorted({r["s"] for r in w})
    sid = {s: ("lane" if s == lane else f"s{k}") for k, s in enumerate(streams)}
    # Per stream: busy time (union of kernel intervals) and per tag sums.
    for s in streams:
        ks = [r for r in w if r["s"] == s and r["tag"] < 400]
        busy = 0.0
        last = -1e30
        for r in sorted(ks, key=lambda r: r["t0"]):
            a, b = max(r["t0"], last), r["t1"]
            if b > a:
                busy += b - a
            last = max(last, b)
        per = defaultdict(lambda: [0, 0.0])
        for r in ks:
            per[r["tag"]][0] += 1
            per[r["tag"]][1] += r["t1"] - r["t0"]
        print(f"  {sid[s]}: {len(ks)} launches, busy {busy:.1f} us; " +
              ", ".join(f"{NAMES.get(t, t)} {c}x {d:.1f}" for t, (c, d) in sorted(per.items())))
    # The lane's steps: each starts at a wait release on the lane.
    lw = [r for r in w if r["s"] == lane]
    steps = []
    cur = None
    for r in lw:
        if r["tag"] == 400:
            cur = dict(release=r["t1"], ks=[])
            steps.append(cur)
        elif r["tag"] < 400 and cur is not None:
            cur["ks"].append(r)
    print("  lane steps: release -> first kernel start, kernels' span, leaf sum, rest sum, "
          "gaps between kernels, then idle until the next release")
    prev_end = None
    tot = defaultdict(float)
    for k, st in enumerate(steps):
        ks = st["ks"]
        if not ks:
            continue
        first, last = ks[0]["t0"], max(r["t1"] for r in ks)
        leaf = sum(r["t1"] - r["t0"] for r in ks if r["tag"] == 15)
        rest = sum(r["t1"] - r["t0"] for r in ks if r["tag"] != 15)
        gaps = (last - first) - leaf - rest
        wait_idle = (st["release"] - prev_end) if prev_end is not None else 0.0
        rows = max(r["m"] for r in ks if r["tag"] == 15) if any(r["tag"] == 15 for r in ks) else 0
        tot["idle"] += max(wait_idle, 0)
        tot["start"] += first - st["release"]
        tot["span"] += last - first
        tot["leaf"] += leaf
        tot["rest"] += rest
        tot["gaps"] += gaps
        print(f"    {k:2d} rows {rows:5d}: idle before {wait_idle:7.1f}  start {first - st['release']:6.1f}"
              f"  span {last - first:7.1f}  leaf {leaf:7.1f}  rest {rest:6.1f}  gaps {gaps:6.1f}"
              f"  ({len(ks)} kernels)")
        prev_end = last
    print("  lane totals: " + ", ".join(f"{a} {b:.1f}" for a, b in tot.items()))
    # The other streams' steps between two lane panels: what the lane waited for.
    for s in streams:
        if s == lane:
            continue
        ks = [r for r in w if r["s"] == s and r["tag"] < 400]
        big = defaultdict(float)
        for r in ks:
            key = NAMES.get(r["tag"], str(r["tag"]))
            if r["tag"] == 100:
                key = "gemm n<=256" if r["n"] <= 256 else "gemm wide"
            big[key] += r["t1"] - r["t0"]
        print(f"  {sid[s]} by kind: " + ", ".join(f"{a} {b:.1f}" for a, b in sorted(big.items())))


if __name__ == "__main__":
    main()
