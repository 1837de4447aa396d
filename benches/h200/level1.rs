//! Sections 2 and 3, the level-1 reductions on large inputs: bandwidth of every reduction and
//! type against a device-to-device copy and cuBLAS (inputs rotated over `RING` bytes per operand,
//! so that small sizes read cold data), then the batched calls (`batched.rs`) on the same data.
//! Summary item [1] (bandwidth) and [5] (batched); `bandwidth.csv`, `batched.csv`.

use std::collections::HashMap;
use std::ffi::c_void;
use std::fmt::Write as _;
use std::time::Instant;

use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{Complex32, Complex64, DType, DeviceBuffer, DevicePtr, Scalar};

use crate::batched::{self, batched_dtype, BatRow};
use crate::harness::check::{check_result, Val};
use crate::harness::cublas::Cublas;
use crate::harness::data::HostVec;
use crate::harness::report::{log2s, us, verdict_ge};
use crate::harness::timing::{self, Meas, Side};
use crate::harness::{Ctx, Family, OxExt, R};
use crate::reduce::{
    cublas_symbols, decode, host_ref, ox_reduce, sumsq, view, CublasReduce, ALL_OPS,
};

/// Per-operand span the bandwidth runs rotate over (several times the 60 MB L2).
pub const RING: usize = 512 << 20;
/// Per-operand pool: the largest vector, 2^27 f64 = 1 GiB.
pub const HALF: usize = 1 << 30;

/// The bandwidth and batched family (`--only=bandwidth`, `--only=batched`): one section, as the
/// batched calls reuse the bandwidth runs' pools and data.
#[derive(Default)]
pub struct Level1 {
    bw: Vec<BwRow>,
    batched: Vec<BatRow>,
}

impl Family for Level1 {
    fn sections(&self) -> &'static [&'static str] {
        &["bandwidth", "batched"]
    }
    fn name(&self) -> &'static str {
        "bandwidth+batched"
    }
    fn title(&self) -> &'static str {
        "bandwidth/batched section"
    }
    fn cublas_symbols(&self) -> Vec<&'static str> {
        cublas_symbols()
    }
    fn run(&mut self, ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
        if let Some(cb) = cb {
            // Results go to device memory; set here, as the per-call section (which otherwise
            // leaves this mode behind) may not have run.
            cb.pointer_mode_device(true)?;
        }
        bandwidth_and_batched(ctx, cb, &mut self.bw, &mut self.batched)
    }
    fn csv(&self, _ctx: &Ctx) -> Vec<(&'static str, String)> {
        vec![
            ("bandwidth.csv", csv(&self.bw)),
            ("batched.csv", batched::csv(&self.batched)),
        ]
    }
    fn summary(&self, ctx: &Ctx) -> Vec<(u32, String)> {
        let mut v = Vec::new();
        if !self.bw.is_empty() {
            v.push((1, summary(&self.bw)));
        }
        if !self.batched.is_empty() {
            v.push((5, batched::summary(ctx, &self.batched)));
        }
        v
    }
}

struct BwRow {
    dt: DType,
    op: ReduceOp,
    n: usize,
    bytes: usize,
    sets: usize,
    ox: Meas,
    cb: Option<Meas>,
    copy: Meas,
    ok: bool,
}

impl BwRow {
    pub fn ox_gbs(&self) -> f64 {
        self.bytes as f64 / self.ox.median() / 1e9
    }
    pub fn cb_gbs(&self) -> Option<f64> {
        self.cb
            .as_ref()
            .map(|m| self.bytes as f64 / m.median() / 1e9)
    }
    /// Copy bandwidth counting bytes read and written.
    pub fn copy_gbs(&self) -> f64 {
        2.0 * self.bytes as f64 / self.copy.median() / 1e9
    }
    pub fn pct_copy(&self) -> f64 {
        100.0 * self.ox_gbs() / self.copy_gbs()
    }
    /// cuBLAS time / oxblas time: above 1, oxblas is faster.
    pub fn vs_cublas(&self) -> Option<f64> {
        self.cb.as_ref().map(|m| m.median() / self.ox.median())
    }
}

fn bandwidth_and_batched(
    ctx: &mut Ctx,
    cb: Option<&Cublas>,
    bw_rows: &mut Vec<BwRow>,
    batched_rows: &mut Vec<BatRow>,
) -> R<()> {
    let pools = Pools {
        src: ctx
            .device
            .alloc::<u8>(2 * HALF)
            .ox("alloc 2 GiB source pool")?,
        dst: ctx
            .device
            .alloc::<u8>(2 * HALF)
            .ox("alloc 2 GiB destination pool")?,
        scratch: ctx
            .device
            .alloc::<u8>(8 * SCRATCH_SLOT)
            .ox("alloc scratch")?,
    };
    println!();
    println!("== 2. bandwidth (device pointer mode): GB/s = bytes read / median time; copy = D2D memcpy of the same");
    println!("   bytes counted read+written; cb/ox = cuBLAS time / oxblas time (>1: oxblas faster); sets = input");
    println!(
        "   sets rotated over {} MiB per operand (>= 8x L2 whenever n is small); spread = (max-min)/median of oxblas;",
        RING >> 20
    );
    println!(
        "   each time is the median of {} timed loops of about {:.0} ms (after warm-up and a calibration loop)",
        ctx.opts.bw_reps,
        ctx.opts.bw_target_s * 1e3
    );
    let mut cache = HashMap::new();
    let real_ops = [
        ReduceOp::Asum,
        ReduceOp::Nrm2,
        ReduceOp::Dot,
        ReduceOp::Iamax,
        ReduceOp::Iamin,
    ];
    let log2 = ctx.opts.bw_log2.clone();
    let (bw, bat) = (ctx.opts.selected("bandwidth"), ctx.opts.selected("batched"));
    // Bandwidth of all types first (batched after, so the bandwidth table stays in one piece).
    if bw {
        dtype_section::<f32>(
            ctx,
            cb,
            &pools,
            &log2,
            &real_ops,
            true,
            false,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
        dtype_section::<f64>(
            ctx,
            cb,
            &pools,
            &log2,
            &real_ops,
            true,
            false,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
        dtype_section::<Complex32>(
            ctx,
            cb,
            &pools,
            &[24],
            &ALL_OPS,
            true,
            false,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
        dtype_section::<Complex64>(
            ctx,
            cb,
            &pools,
            &[24],
            &ALL_OPS,
            true,
            false,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
    }
    if bat {
        println!();
        println!(
            "== 3. batched: n = {}, batch = {}; oxblas strided-batched and pointer-array batched (one call) vs a",
            ctx.opts.batch_n, ctx.opts.batch_count
        );
        println!(
            "   loop of {} cuBLAS calls, results to a device array (device pointer mode)",
            ctx.opts.batch_count
        );
        dtype_section::<f32>(
            ctx,
            cb,
            &pools,
            &[],
            &real_ops,
            false,
            true,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
        dtype_section::<f64>(
            ctx,
            cb,
            &pools,
            &[],
            &real_ops,
            false,
            true,
            &mut cache,
            bw_rows,
            batched_rows,
        )?;
    }
    Ok(())
}

pub struct Pools {
    /// x at [0, HALF), y at [HALF, 2 HALF): contiguous, so a copy of the bytes of x and y can
    /// read them in one piece.
    pub src: DeviceBuffer<u8>,
    pub dst: DeviceBuffer<u8>,
    /// Result arrays: oxblas timing, cuBLAS timing, and three check slots, 1 MiB each.
    pub scratch: DeviceBuffer<u8>,
}

pub const SCRATCH_SLOT: usize = 1 << 20;

impl Pools {
    pub fn x(&self) -> DevicePtr {
        self.src.ptr()
    }
    pub fn y(&self) -> DevicePtr {
        self.src.ptr().offset(HALF)
    }
    pub fn slot(&self, k: usize) -> DevicePtr {
        self.scratch.ptr().offset(k * SCRATCH_SLOT)
    }
}

/// Median D2D copy time of `bytes` (rotating over RING when it fits), cached per size.
fn copy_time(ctx: &Ctx, pools: &Pools, bytes: usize, cache: &mut HashMap<usize, Meas>) -> R<Meas> {
    if let Some(m) = cache.get(&bytes) {
        return Ok(m.clone());
    }
    let sets = (RING / bytes).max(1);
    // SAFETY: both pools hold 2 HALF >= RING, and >= bytes when one set.
    let m = unsafe {
        timing::copy_time(
            &ctx.timer,
            ctx.opts.bw_target_s,
            ctx.opts.bw_reps,
            (pools.src.ptr(), pools.dst.ptr()),
            bytes,
            (sets, bytes),
        )
    }?;
    cache.insert(bytes, m.clone());
    Ok(m)
}

fn dtype_section<T: Scalar>(
    ctx: &mut Ctx,
    cb: Option<&Cublas>,
    pools: &Pools,
    log2s_: &[u32],
    ops: &[ReduceOp],
    with_bandwidth: bool,
    with_batched: bool,
    copy_cache: &mut HashMap<usize, Meas>,
    bw_rows: &mut Vec<BwRow>,
    batched_rows: &mut Vec<BatRow>,
) -> R<()> {
    let dt = T::DTYPE;
    let es = dt.size();
    let cplx = dt.is_complex();
    let max_n = log2s_
        .iter()
        .map(|&l| 1usize << l)
        .filter(|n| n * es <= HALF)
        .max()
        .unwrap_or(0);
    let batch_bytes = if with_batched {
        ctx.opts.batch_n * ctx.opts.batch_count * es
    } else {
        0
    };
    let region = RING.max(max_n * es).max(batch_bytes).min(HALF);
    let t0 = Instant::now();
    let xh = HostVec::random(dt, region, 0xA11CE ^ (dt as u64) << 8);
    let yh = HostVec::random(dt, region, 0xB0B ^ (dt as u64) << 8);
    ctx.upload(pools.x(), &xh)?;
    ctx.upload(pools.y(), &yh)?;
    println!(
        "  [{}] {} MiB of random data per operand generated and uploaded in {:.1} s",
        dt.prefix(),
        region >> 20,
        t0.elapsed().as_secs_f64()
    );
    let mut h = ctx.handle()?;
    let (ox_res, cb_res, chk_ox, chk_cb) =
        (pools.slot(0), pools.slot(1), pools.slot(2), pools.slot(3));
    if with_bandwidth {
        println!(
            "  {:<4} {:<6} {:>5} {:>10} {:>9} {:>10} {:>9} {:>9} {:>8} {:>8} {:>5} {:>6} check",
            "type",
            "op",
            "n",
            "ox us",
            "ox GB/s",
            "cuBLAS us",
            "cb GB/s",
            "copy GB/s",
            "%copy",
            "cb/ox",
            "sets",
            "spread"
        );
    }

    if with_bandwidth {
        for &l in log2s_ {
            let n = 1usize << l;
            let vb = n * es;
            if vb > HALF {
                continue;
            }
            let sets = (RING / vb).max(1);
            let xp = |i: usize| pools.x().offset((i % sets) * vb);
            let yp = |i: usize| pools.y().offset((i % sets) * vb);
            // ||x||·||y|| of the first set: the scale of the dot checks (computed when needed).
            let mut norms: Option<f64> = None;
            for &op in ops {
                let bytes = vb * if op.has_y() { 2 } else { 1 };
                let copy = copy_time(ctx, pools, bytes, copy_cache)?;
                let (target, reps) = (ctx.opts.bw_target_s, ctx.opts.bw_reps);
                let fcb = cb.map(|cb| (cb, cb.get(op, dt)));
                let (ox, cbm) = ctx.timer.pair(
                    target,
                    reps,
                    20_000,
                    fcb.is_some(),
                    &mut |side, i| match side {
                        // SAFETY: the result slot holds one result.
                        Side::Ox => unsafe {
                            ox_reduce::<T>(
                                &mut h,
                                op,
                                n,
                                Vectors::One(view(xp(i), n)),
                                Vectors::One(view(yp(i), n)),
                                ox_res,
                                1,
                            )
                        }
                        .ox("oxblas"),
                        Side::Cb => fcb.map_or(Ok(()), |(cb, f)| {
                            // SAFETY: n elements of x and y at set i; one result slot.
                            unsafe { cb.call(f, n, xp(i), yp(i), cb_res.0 as *mut c_void) }
                        }),
                    },
                )?;
                // Check: one call of each on the first set.
                // SAFETY: check slots hold one result.
                unsafe {
                    ox_reduce::<T>(
                        &mut h,
                        op,
                        n,
                        Vectors::One(view(xp(0), n)),
                        Vectors::One(view(yp(0), n)),
                        chk_ox,
                        1,
                    )
                    .ox("oxblas check call")?;
                }
                let want = match cb {
                    Some(cb) => {
                        // SAFETY: as above.
                        unsafe {
                            cb.call(cb.get(op, dt), n, xp(0), yp(0), chk_cb.0 as *mut c_void)?
                        };
                        let b = ctx.read(chk_cb, 16)?;
                        Some(decode(op, dt, &b, 0, 4))
                    }
                    None => None,
                };
                let got = decode(op, dt, &ctx.read(chk_ox, 16)?, 0, 8);
                let scale = match (op, want) {
                    (ReduceOp::Dot | ReduceOp::Dotc, _) => *norms.get_or_insert_with(|| {
                        (sumsq(&xh, cplx, 0, n) * sumsq(&yh, cplx, 0, n)).sqrt()
                    }),
                    (_, Some(Val::Real(v))) => v.abs(),
                    (_, _) => match host_ref(op, cplx, &xh, &yh, 0, n) {
                        Val::Real(v) => v.abs(),
                        _ => 1.0,
                    },
                };
                let what = format!("{}{} n={}", dt.prefix(), op.name(), log2s(n));
                let mut quiet = 1;
                let ok = check_result(
                    &mut ctx.report.checks,
                    &what,
                    dt,
                    got,
                    want,
                    &|| host_ref(op, cplx, &xh, &yh, 0, n),
                    scale,
                    &xh,
                    0,
                    &mut quiet,
                );
                let row = BwRow {
                    dt,
                    op,
                    n,
                    bytes,
                    sets,
                    ox,
                    cb: cbm,
                    copy,
                    ok,
                };
                println!(
                    "  {:<4} {:<6} {:>5} {:>10} {:>9.1} {:>10} {:>9} {:>9.1} {:>7.1}% {:>8} {:>5} {:>6} {}",
                    format!("{:?}", dt).to_lowercase(),
                    op.name(),
                    log2s(n),
                    us(row.ox.median()),
                    row.ox_gbs(),
                    row.cb.as_ref().map(|m| us(m.median())).unwrap_or_else(|| "-".into()),
                    row.cb_gbs().map(|g| format!("{g:.1}")).unwrap_or_else(|| "-".into()),
                    row.copy_gbs(),
                    row.pct_copy(),
                    row.vs_cublas().map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
                    sets,
                    format!("{:.0}%", 100.0 * row.ox.spread()),
                    if ok { "ok" } else { "MISMATCH" }
                );
                bw_rows.push(row);
            }
        }
    }

    if with_batched {
        batched_dtype::<T>(ctx, cb, pools, ops, &xh, &yh, &mut h, batched_rows)?;
    }
    Ok(())
}

fn csv(rows: &[BwRow]) -> String {
    let mut s = String::from(
        "dtype,op,n,bytes_read,rotating_sets,oxblas_us,oxblas_us_min,oxblas_us_max,oxblas_GBps,cublas_us,\
         cublas_GBps,copy_us,copy_GBps_read_plus_write,pct_of_copy,cublas_time_over_oxblas_time,check_ok\n",
    );
    for r in rows {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{},{:.2},{},{},{},{:.2},{:.2},{},{}",
            format!("{:?}", r.dt).to_lowercase(),
            r.op.name(),
            r.n,
            r.bytes,
            r.sets,
            us(r.ox.median()),
            us(r.ox.min()),
            us(r.ox.max()),
            r.ox_gbs(),
            r.cb.as_ref().map(|m| us(m.median())).unwrap_or_default(),
            r.cb_gbs().map(|g| format!("{g:.2}")).unwrap_or_default(),
            us(r.copy.median()),
            r.copy_gbs(),
            r.pct_copy(),
            r.vs_cublas().map(|v| format!("{v:.4}")).unwrap_or_default(),
            r.ok
        );
    }
    s
}

/// Item [1] of the summary: the copy ceiling, and per type and routine the worst fraction of it
/// at large n and the worst ratio to cuBLAS from 2^16 up.
fn summary(rows: &[BwRow]) -> String {
    let mut s = String::new();
    if let Some(c) = rows
        .iter()
        .max_by(|a, b| a.copy_gbs().partial_cmp(&b.copy_gbs()).unwrap())
    {
        let _ = writeln!(
            s,
            "copy ceiling: {:.0} GB/s (D2D cudaMemcpyAsync of {} MiB, read+written)",
            c.copy_gbs(),
            c.bytes >> 20
        );
    }
    let _ = writeln!(
        s,
        "[1] bandwidth, device pointer mode, inputs rotated over {} MiB per operand (cold L2)",
        RING >> 20
    );
    let _ = writeln!(
        s,
        "    {:<4} {:<6} {:>16} {:<5} {:>22} {:<5}",
        "type", "op", "min %copy n>=2^24", ">=95%", "min cuBLAS/ox n>=2^16", ">=1"
    );
    let mut keys: Vec<(DType, ReduceOp)> = Vec::new();
    for r in rows {
        if !keys.contains(&(r.dt, r.op)) {
            keys.push((r.dt, r.op));
        }
    }
    for (dt, op) in keys {
        let rows: Vec<&BwRow> = rows.iter().filter(|r| r.dt == dt && r.op == op).collect();
        let big = rows
            .iter()
            .filter(|r| r.n >= 1 << 24)
            .min_by(|a, b| a.pct_copy().partial_cmp(&b.pct_copy()).unwrap());
        let mid = rows
            .iter()
            .filter(|r| r.n >= 1 << 16 && r.vs_cublas().is_some())
            .min_by(|a, b| a.vs_cublas().partial_cmp(&b.vs_cublas()).unwrap());
        let _ = writeln!(
            s,
            "    {:<4} {:<6} {:>16} {:<5} {:>22} {:<5}",
            format!("{:?}", dt).to_lowercase(),
            op.name(),
            big.map(|r| format!("{:.1}% @{}", r.pct_copy(), log2s(r.n)))
                .unwrap_or_else(|| "-".into()),
            verdict_ge(big.map(|r| r.pct_copy()), 95.0),
            mid.map(|r| format!("{:.3} @{}", r.vs_cublas().unwrap(), log2s(r.n)))
                .unwrap_or_else(|| "-".into()),
            verdict_ge(mid.and_then(|r| r.vs_cublas()), 1.0),
        );
    }
    s
}
