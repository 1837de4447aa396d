//! The report: number formats, verdicts, the CSV files and the summary (header, the blocks of
//! every family by item number, the result checks, notes, wall time).

use std::fmt::Write as _;

use super::{Ctx, Family, R};

pub fn log2s(n: usize) -> String {
    if n.is_power_of_two() {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

pub fn us(s: f64) -> String {
    format!("{:.3}", s * 1e6)
}

pub fn verdict(ok: Option<bool>) -> &'static str {
    match ok {
        Some(true) => "PASS",
        Some(false) => "MISS",
        None => "n/a",
    }
}

/// PASS at or above `target`; "MISS~" less than 2% under it (inside timing noise); MISS below.
pub fn verdict_ge(v: Option<f64>, target: f64) -> &'static str {
    match v {
        Some(v) if v >= target => "PASS",
        Some(v) if v >= 0.98 * target => "MISS~",
        Some(_) => "MISS",
        None => "n/a",
    }
}

/// Every family's CSV files under `$OUT` (stops at the first that cannot be written).
pub fn write_csvs(ctx: &Ctx, families: &[Box<dyn Family>]) -> R<()> {
    for f in families {
        for (name, content) in f.csv(ctx) {
            std::fs::write(ctx.opts.out.join(name), content).map_err(|e| format!("{name}: {e}"))?;
        }
    }
    Ok(())
}

/// Item number of the result-check block.
const RESULTS_ITEM: u32 = 6;

/// The compact summary (also `summary.txt`).
pub fn summary(ctx: &Ctx, families: &[Box<dyn Family>], wall_s: f64) -> String {
    let rep = &ctx.report;
    let mut s = String::new();
    let _ = writeln!(s, "======================== SUMMARY: oxblas nvidia backend (H200 benchmark) ========================");
    for h in &rep.header {
        let _ = writeln!(s, "{h}");
    }
    let mut blocks: Vec<(u32, String)> = families.iter().flat_map(|f| f.summary(ctx)).collect();
    blocks.push((RESULTS_ITEM, results(ctx)));
    // Stable: blocks of one item number keep the families' order.
    blocks.sort_by_key(|(item, _)| *item);
    for (_, b) in blocks {
        s += &b;
    }
    for n in &rep.notes {
        let _ = writeln!(s, "note: {n}");
    }
    let _ = writeln!(s, "legend: MISS~ = missed by less than 2% (inside run-to-run timing noise); n/a = not measured");
    let secs: Vec<String> = rep
        .section_s
        .iter()
        .map(|(n, t)| format!("{n} {t:.0} s"))
        .collect();
    let _ = writeln!(
        s,
        "wall time {wall_s:.0} s ({}); CSV, summary.txt, meta.txt in {}",
        secs.join(", "),
        ctx.opts.out.display()
    );
    s
}

/// [6]: every oxblas result compared, and the first mismatches.
fn results(ctx: &Ctx) -> String {
    let rep = &ctx.report;
    let mut s = String::new();
    let c = &rep.checks;
    let _ = writeln!(
        s,
        "[6] results: {} compared ({} against the host f64 reference: no cuBLAS), {} differ beyond \
         1e-12 (f64) / 1e-5 (f32) (level 2: normwise 1e-11 / 1e-4, counted as wrong: no host \
         reference) [{} index ties], {} wrong against the f64 host reference: {}",
        c.compared,
        c.against_host_only,
        c.mismatches,
        c.ties,
        c.ox_wrong,
        if c.compared == 0 {
            "n/a".to_string()
        } else if c.mismatches == 0 {
            "PASS".to_string()
        } else if c.ox_wrong == 0 {
            format!("PASS (all {} differences are cuBLAS's: oxblas matches the f64 host reference)", c.mismatches)
        } else {
            "MISS".to_string()
        }
    );
    for l in c.lines.iter().take(3) {
        let _ = writeln!(s, "    {l}");
    }
    s
}
