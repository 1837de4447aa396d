#!/usr/bin/env python3
"""Plots of the H200 benchmark's CSV files (benches/h200/).

Usage: python3 benches/plot.py [OUT]     (OUT: the benchmark's output folder; default $OUT or
./bench-out). Writes, next to the CSV files:
  bandwidth.png  GB/s against n for each real type and operation: oxblas, cuBLAS, and the
                 device-to-device copy (bytes read + written) of the same bytes;
  percall.png    ddot per-call cost of every scheme and baseline (log scale), n = 2^10 and 2^20;
  batched.png    batched reductions: speedup of one oxblas call over a loop of cuBLAS calls;
  level2.png     level 2 against n (dgemv N, dsymv, dtrsv): GB/s of the byte model for oxblas,
                 cuBLAS and the copy of as many bytes (top), and time per call (bottom);
  level3.png     level 3 (gemm): TF/s of oxblas and cuBLAS against n for the dgemm NN sweep with
                 the FP64 tensor peak (left), and oxblas TF/s / cuBLAS TF/s of every row with
                 the GEMM issue's targets (right).
Needs matplotlib; without it, prints why and exits 0 (the CSV files hold every number).
"""

import csv
import math
import os
import sys


def read(path):
    if not os.path.exists(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def card(out):
    """The GPU the run measured (gpu.txt, written by run-bench.sh), for the titles."""
    try:
        with open(os.path.join(out, "gpu.txt")) as f:
            lines = f.read().splitlines()
        name = lines[1].split(",")[0].strip()
        return name or "the GPU"
    except (OSError, IndexError):
        return "the GPU"


def num(row, key):
    try:
        v = float(row.get(key, "") or "nan")
    except ValueError:
        return math.nan
    return v


def bandwidth(plt, rows, out):
    real = [r for r in rows if r["dtype"] in ("f32", "f64")]
    if not real:
        return None
    dtypes = [d for d in ("f32", "f64") if any(r["dtype"] == d for r in real)]
    ops = []
    for r in real:
        if r["op"] not in ops:
            ops.append(r["op"])
    fig, axes = plt.subplots(len(dtypes), len(ops), figsize=(3.6 * len(ops), 3.2 * len(dtypes)),
                             squeeze=False, sharey=True)
    for i, dt in enumerate(dtypes):
        for j, op in enumerate(ops):
            ax = axes[i][j]
            sel = sorted((r for r in real if r["dtype"] == dt and r["op"] == op), key=lambda r: int(r["n"]))
            if not sel:
                ax.set_visible(False)
                continue
            x = [math.log2(int(r["n"])) for r in sel]
            ax.plot(x, [num(r, "oxblas_GBps") for r in sel], "o-", label="oxblas")
            cb = [num(r, "cublas_GBps") for r in sel]
            if any(not math.isnan(v) for v in cb):
                ax.plot(x, cb, "s--", label="cuBLAS")
            ax.plot(x, [num(r, "copy_GBps_read_plus_write") for r in sel], ":", color="gray",
                    label="D2D copy (read+write)")
            ax.set_title(f"{dt} {op}")
            ax.set_xlabel("log2 n")
            ax.grid(True, alpha=0.3)
            if j == 0:
                ax.set_ylabel("GB/s (bytes read / time)")
    axes[0][0].legend(fontsize=8)
    fig.suptitle("oxblas reductions vs cuBLAS, device pointer mode, cold inputs (rotated over 512 MiB)")
    fig.tight_layout()
    path = os.path.join(out, "bandwidth.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def percall(plt, rows, out):
    rows = [r for r in rows if r.get("us_per_call_median")]
    if not rows:
        return None
    sizes = sorted({int(r["n"]) for r in rows})
    fig, axes = plt.subplots(1, len(sizes), figsize=(7.5 * len(sizes), 5), squeeze=False)
    for ax, n in zip(axes[0], sizes):
        sel = [r for r in rows if int(r["n"]) == n]
        labels = [f'{r["variant"]} ({r["pointer_mode"]})' for r in sel]
        vals = [num(r, "us_per_call_median") for r in sel]
        colors = ["tab:blue" if r["variant"].startswith("oxblas") else
                  "tab:orange" if r["variant"].startswith("cuBLAS") else "tab:gray" for r in sel]
        y = list(range(len(sel)))
        ax.barh(y, vals, color=colors)
        ax.set_yticks(y)
        ax.set_yticklabels(labels, fontsize=8)
        ax.invert_yaxis()
        ax.set_xscale("log")
        ax.set_xlabel("us per call (median; log scale)")
        ax.set_title(f"ddot per-call cost, n = 2^{int(math.log2(n))}")
        for yi, v in zip(y, vals):
            if not math.isnan(v):
                ax.text(v, yi, f" {v:.2f}", va="center", fontsize=7)
        ax.grid(True, axis="x", alpha=0.3)
    fig.tight_layout()
    path = os.path.join(out, "percall.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def batched(plt, rows, out):
    rows = [r for r in rows if not math.isnan(num(r, "speedup"))]
    if not rows:
        return None
    labels = [f'{r["dtype"]} {r["op"]}\n{r["layout"]}' for r in rows]
    vals = [num(r, "speedup") for r in rows]
    fig, ax = plt.subplots(figsize=(max(8, 0.6 * len(rows)), 4.5))
    ax.bar(range(len(rows)), vals, color=["tab:blue" if r["layout"] == "strided" else "tab:green" for r in rows])
    ax.axhline(10, color="red", linestyle="--", linewidth=1, label="target 10x")
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels(labels, fontsize=7, rotation=90)
    ax.set_yscale("log")
    ax.set_ylabel("cuBLAS loop time / oxblas time")
    n, b = rows[0]["n"], rows[0]["batch"]
    ax.set_title(f"batched reductions, n = {n}, batch = {b}: one oxblas call vs {b} cuBLAS calls")
    ax.legend()
    fig.tight_layout()
    path = os.path.join(out, "batched.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


LEVEL2_SERIES = (("gemv_n", "dgemv N (n x n)"), ("symv", "dsymv L"), ("trsv", "dtrsv L,N"))


def level2(plt, rows, out):
    rows = [r for r in rows if r.get("series")]
    series = [(k, t) for k, t in LEVEL2_SERIES if any(r["series"] == k for r in rows)]
    if not series:
        return None
    fig, axes = plt.subplots(2, len(series), figsize=(4.4 * len(series), 7), squeeze=False)
    for j, (key, title) in enumerate(series):
        sel = sorted((r for r in rows if r["series"] == key), key=lambda r: int(r["n"]))
        x = [math.log2(int(r["n"])) for r in sel]
        top, bottom = axes[0][j], axes[1][j]
        top.plot(x, [num(r, "oxblas_GBps") for r in sel], "o-", label="oxblas")
        cb = [num(r, "cublas_GBps") for r in sel]
        if any(not math.isnan(v) for v in cb):
            top.plot(x, cb, "s--", label="cuBLAS")
        top.plot(x, [num(r, "copy_GBps_read_plus_write") for r in sel], ":", color="gray",
                 label="D2D copy (read+write)")
        bad = [(xi, num(r, "oxblas_GBps")) for xi, r in zip(x, sel) if r.get("check_ok") == "false"]
        if bad:
            top.plot([b[0] for b in bad], [b[1] for b in bad], "rx", markersize=10,
                     label="differs from cuBLAS")
        top.set_title(title)
        top.set_ylabel("GB/s (byte model / time)")
        top.grid(True, alpha=0.3)
        bottom.plot(x, [num(r, "oxblas_us") for r in sel], "o-", label="oxblas")
        cbt = [num(r, "cublas_us") for r in sel]
        if any(not math.isnan(v) for v in cbt):
            bottom.plot(x, cbt, "s--", label="cuBLAS")
        bottom.set_yscale("log")
        bottom.set_xlabel("log2 n")
        bottom.set_ylabel("us per call (median; log scale)")
        bottom.grid(True, alpha=0.3)
    axes[0][0].legend(fontsize=8)
    axes[1][0].legend(fontsize=8)
    fig.suptitle("oxblas level 2 vs cuBLAS, f64, matrices rotated over 512 MiB (cold L2)")
    fig.tight_layout()
    path = os.path.join(out, "level2.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def ratio_bars(ax, sel, baseline):
    """Horizontal bars of oxblas TF/s / baseline TF/s of the rows `sel`, with their targets."""
    labels = [f"{r['routine']} {r['types']} {r['shape']}" for r in sel]
    ratio = [num(r, "oxblas_over_cublas_TFps") for r in sel]
    y = list(range(len(sel)))
    colors = ["tab:red" if r.get("check_ok") == "false" else "tab:blue" for r in sel]
    ax.barh(y, [0 if math.isnan(v) else v for v in ratio], color=colors)
    for yi, r in zip(y, sel):
        t = num(r, "target")
        if not math.isnan(t):
            ax.plot([t, t], [yi - 0.4, yi + 0.4], "k-", linewidth=2)
        v = num(r, "oxblas_over_cublas_TFps")
        if not math.isnan(v):
            ax.text(v, yi, f" {v:.2f} ({num(r, 'oxblas_TFps'):.1f} TF/s)", va="center", fontsize=7)
    ax.axvline(1.0, color="gray", linestyle=":")
    ax.set_yticks(y)
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel(f"oxblas TF/s / {baseline} TF/s = {baseline} time / oxblas time "
                  "(black bars: the issue's target; red: check failed)")
    ax.set_title(f"every row against {baseline}")
    ax.grid(True, axis="x", alpha=0.3)


def sweep_and_bars(plt, rows, out, sweep_series, baseline, sweep_label, fig_height, bar_rows,
                   bar_baseline, suptitle, name):
    """One figure: the sweep of `sweep_series` against n on the left (oxblas, the baseline's
    column `cublas_TFps` labelled `baseline`, the peak, failed checks), every row of
    `bar_rows` against its baseline on the right. `sweep_label` = (routine, shape, flops)."""
    routine, shape, flops = sweep_label
    sweep = sorted((r for r in rows if r.get("series") == sweep_series), key=lambda r: int(r["n"]))
    fig, (left, right) = plt.subplots(1, 2, figsize=(14, fig_height),
                                      gridspec_kw={"width_ratios": [1, 1.4]})
    if sweep:
        x = [math.log2(int(r["n"])) for r in sweep]
        left.plot(x, [num(r, "oxblas_TFps") for r in sweep], "o-", label="oxblas")
        cb = [num(r, "cublas_TFps") for r in sweep]
        if any(not math.isnan(v) for v in cb):
            left.plot(x, cb, "s--", label=baseline)
        peak = num(sweep[0], "peak_TFps")
        if not math.isnan(peak):
            left.axhline(peak, color="gray", linestyle=":", label=f"{sweep[0]['peak']} peak")
        bad = [(xi, num(r, "oxblas_TFps")) for xi, r in zip(x, sweep) if r.get("check_ok") == "false"]
        if bad:
            left.plot([b[0] for b in bad], [b[1] for b in bad], "rx", markersize=10,
                      label="differs from cuBLAS" if baseline == "cuBLAS" else "check failed")
        left.set_xticks(x)
        left.set_xticklabels([r["n"] for r in sweep])
        left.set_xlabel(f"n ({routine}, {shape})")
        left.set_ylabel(f"TF/s ({flops} / median time)")
        left.set_ylim(bottom=0)
        left.set_title(f"{routine} against n")
        left.grid(True, alpha=0.3)
        left.legend(fontsize=8)
    else:
        left.set_visible(False)
    ratio_bars(right, bar_rows, bar_baseline)
    fig.suptitle(f"{suptitle} on {card(out)}")
    fig.tight_layout()
    path = os.path.join(out, name)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def level3(plt, rows, out):
    if not rows:
        return None
    sel = [r for r in rows if r.get("series") != "dgemm_nn" or r.get("target")]
    return sweep_and_bars(plt, rows, out, "dgemm_nn", "cuBLAS",
                          ("dgemm NN", "n x n x n", "2n^3"), 6.5, sel, "cuBLAS",
                          "oxblas level 3 vs cuBLAS", "level3.png")


def solver(plt, rows, out):
    if not rows:
        return None
    return sweep_and_bars(plt, rows, out, "dgetrf", "cuSOLVER",
                          ("dgetrf", "n x n", "2/3 n^3"), 5.5, rows, "baseline",
                          "oxblas solvers vs cuSOLVER (batched getrf: cuBLAS)", "solver.png")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT") or "bench-out"
    if not os.path.isdir(out):
        print(f"plot skipped: no folder {out}")
        return 0
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except Exception as e:  # noqa: BLE001 - any import failure means "no plots"
        print(f"plot skipped: matplotlib unavailable ({e}); the CSV files in {out} hold every number")
        return 0
    made = []
    for fn, name in ((bandwidth, "bandwidth.csv"), (percall, "percall.csv"), (batched, "batched.csv"),
                     (level2, "level2.csv"), (level3, "level3.csv"), (solver, "solver.csv")):
        try:
            p = fn(plt, read(os.path.join(out, name)), out)
        except Exception as e:  # noqa: BLE001 - one bad plot must not hide the others
            print(f"plot of {name} failed: {e}")
            continue
        if p:
            made.append(os.path.basename(p))
    print("plots: " + (", ".join(made) if made else "none (no CSV rows)") + f" in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
