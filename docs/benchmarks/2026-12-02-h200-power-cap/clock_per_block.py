#!/usr/bin/env python3
"""Per row of a traced benchmark log (OXBLAS_BENCH_TRACE), each side's mean time a call and the
mean SM clock nvidia-smi logged while its timed loops ran; cycles a call = time x clock.
Usage: clock_per_block.py bench.log smi.csv [ROW-SUBSTRING...]"""
import datetime, re, sys

log, smi, want = sys.argv[1], sys.argv[2], sys.argv[3:]
clk = []
for l in open(smi):
    p = [x.strip() for x in l.split(',')]
    try:
        t = datetime.datetime.strptime(p[0], '%Y/%m/%d %H:%M:%S.%f').replace(
            tzinfo=datetime.timezone.utc).timestamp()
        clk.append((t, float(p[1].split()[0]), float(p[2].split()[0])))
    except (ValueError, IndexError):
        continue
tr = re.compile(r'trace \S+ (Ox|Cb) loop (\d+) ended ([\d.]+): ([\d.]+) us x (\d+)')
pending = []
print(f"{'row':58s} {'side':4s} {'us/call':>9s} {'MHz':>6s} {'W':>5s} {'kcycles':>8s}")
for line in open(log):
    m = tr.search(line)
    if m:
        pending.append((m.group(1), float(m.group(3)), float(m.group(4)), int(m.group(5))))
        continue
    # a row's line (its status column: success, perf_degraded, ...) closes its loops
    if not pending or not re.search(r'\bok \(|success|perf_degraded|differ', line):
        continue
    name = ' '.join(line.split()[:6])
    if want and not any(w in line for w in want):
        pending = []
        continue
    for side in ('Ox', 'Cb'):
        loops = [p for p in pending if p[0] == side]
        if not loops:
            continue
        us = sum(p[2] for p in loops) / len(loops)
        # each loop ran for iters x us before its end time
        samples = [c for (end, u, n) in [(p[1], p[2], p[3]) for p in loops]
                   for c in clk if end - u * n * 1e-6 <= c[0] <= end]
        if samples:
            mhz = sum(s[1] for s in samples) / len(samples)
            w = sum(s[2] for s in samples) / len(samples)
            print(f"{name[:58]:58s} {side:4s} {us:9.2f} {mhz:6.0f} {w:5.0f} {us * mhz / 1e3:8.2f}")
        else:
            print(f"{name[:58]:58s} {side:4s} {us:9.2f}  (no clock samples inside its loops)")
    pending = []
