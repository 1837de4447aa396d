//! Section 3 (part of the `level1` family): batched reductions, one oxblas call on `batch`
//! vectors (strided and pointer-array layouts) against a loop of cuBLAS calls. Summary item [5];
//! `batched.csv`.

use std::ffi::c_void;
use std::fmt::Write as _;

use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{DType, DevicePointerArray, DevicePtr, DeviceSlice, Handle, Scalar};

use crate::harness::check::{check_result, Val};
use crate::harness::cublas::Cublas;
use crate::harness::data::HostVec;
use crate::harness::report::{us, verdict_ge};
use crate::harness::timing::Meas;
use crate::harness::{Ctx, OxExt, R};
use crate::level1::{Pools, HALF, RING};
use crate::reduce::{decode, host_ref, ox_reduce, result_bytes, sumsq, view, CublasReduce};

pub struct BatRow {
    dt: DType,
    op: ReduceOp,
    layout: &'static str,
    n: usize,
    batch: usize,
    ox: Meas,
    cb: Option<Meas>,
    ok: bool,
}

pub fn batched_dtype<T: Scalar>(
    ctx: &mut Ctx,
    cb: Option<&Cublas>,
    pools: &Pools,
    ops: &[ReduceOp],
    xh: &HostVec,
    yh: &HostVec,
    h: &mut Handle,
    out: &mut Vec<BatRow>,
) -> R<()> {
    let dt = T::DTYPE;
    let es = dt.size();
    let cplx = dt.is_complex();
    let (n, b) = (ctx.opts.batch_n, ctx.opts.batch_count);
    let set_bytes = n * b * es;
    let sets = (RING / set_bytes).max(1).min(HALF / set_bytes).max(1);
    let xs = |s: usize| pools.x().offset((s % sets) * set_bytes);
    let ys = |s: usize| pools.y().offset((s % sets) * set_bytes);
    let mut xarr = Vec::new();
    let mut yarr = Vec::new();
    for s in 0..sets {
        let vx: Vec<DeviceSlice<'static, T>> = (0..b)
            .map(|j| view::<T>(xs(s).offset(j * n * es), n))
            .collect();
        let vy: Vec<DeviceSlice<'static, T>> = (0..b)
            .map(|j| view::<T>(ys(s).offset(j * n * es), n))
            .collect();
        xarr.push(DevicePointerArray::new(&ctx.backend, &vx).ox("pointer array")?);
        yarr.push(DevicePointerArray::new(&ctx.backend, &vy).ox("pointer array")?);
    }
    let (ox_res, cb_res, chk_a, chk_b, chk_cb) = (
        pools.slot(0),
        pools.slot(1),
        pools.slot(2),
        pools.slot(3),
        pools.slot(4),
    );
    // Per-vector norms of set 0 (scale of the dot checks).
    let norms: Vec<f64> = (0..b)
        .map(|j| (sumsq(xh, cplx, j * n, n) * sumsq(yh, cplx, j * n, n)).sqrt())
        .collect();
    println!(
        "  {:<4} {:<6} {:<14} {:>10} {:>9} {:>12} {:>9} check",
        "type", "op", "layout", "ox us", "ox GB/s", "cuBLAS loop", "speedup"
    );
    let strided = |s: usize, base: &dyn Fn(usize) -> DevicePtr| -> Vectors<'static, T> {
        Vectors::Strided {
            x: view::<T>(base(s), n * b),
            stride: n,
            count: b,
        }
    };
    for &op in ops {
        let (target, reps) = (ctx.opts.bw_target_s, ctx.opts.bw_reps);
        let ox_s = ctx.timer.auto(target, reps, 20_000, &mut |i| {
            // SAFETY: the result slot holds b results.
            unsafe { ox_reduce::<T>(h, op, n, strided(i, &xs), strided(i, &ys), ox_res, b) }
                .ox("oxblas strided-batched")
        })?;
        let ox_a = ctx.timer.auto(target, reps, 20_000, &mut |i| {
            let (ax, ay) = (&xarr[i % sets], &yarr[i % sets]);
            // SAFETY: as above.
            unsafe {
                ox_reduce::<T>(
                    h,
                    op,
                    n,
                    Vectors::Pointers(ax),
                    Vectors::Pointers(ay),
                    ox_res,
                    b,
                )
            }
            .ox("oxblas batched")
        })?;
        let rb_cb = result_bytes(op, dt, 4);
        let cb_loop = match cb {
            Some(cb) => {
                let f = cb.get(op, dt);
                Some(ctx.timer.auto(0.02, ctx.opts.loop_reps, 1000, &mut |i| {
                    for j in 0..b {
                        // SAFETY: vector j of set i; result j of the cuBLAS slot.
                        unsafe {
                            cb.call(
                                f,
                                n,
                                xs(i).offset(j * n * es),
                                ys(i).offset(j * n * es),
                                cb_res.offset(j * rb_cb).0 as *mut c_void,
                            )?
                        };
                    }
                    Ok(())
                })?)
            }
            None => None,
        };
        // Checks on set 0: strided into A, pointer array into B, cuBLAS loop into CB.
        // SAFETY: check slots hold b results.
        unsafe {
            ox_reduce::<T>(h, op, n, strided(0, &xs), strided(0, &ys), chk_a, b)
                .ox("oxblas check")?;
            ox_reduce::<T>(
                h,
                op,
                n,
                Vectors::Pointers(&xarr[0]),
                Vectors::Pointers(&yarr[0]),
                chk_b,
                b,
            )
            .ox("oxblas check")?;
            if let Some(cb) = cb {
                let f = cb.get(op, dt);
                for j in 0..b {
                    cb.call(
                        f,
                        n,
                        xs(0).offset(j * n * es),
                        ys(0).offset(j * n * es),
                        chk_cb.offset(j * rb_cb).0 as *mut c_void,
                    )?;
                }
            }
        }
        let rb_ox = result_bytes(op, dt, 8);
        let a = ctx.read(chk_a, b * rb_ox)?;
        let bb = ctx.read(chk_b, b * rb_ox)?;
        let c = if cb.is_some() {
            Some(ctx.read(chk_cb, b * rb_cb)?)
        } else {
            None
        };
        let mut ok = [true, true];
        for (li, got_bytes) in [&a, &bb].into_iter().enumerate() {
            let layout = if li == 0 { "strided" } else { "pointer array" };
            let mut quiet = 3;
            for (j, &norm) in norms.iter().enumerate() {
                let got = decode(op, dt, got_bytes, j, 8);
                let want = c.as_ref().map(|c| decode(op, dt, c, j, 4));
                let scale = match (op, want) {
                    (ReduceOp::Dot | ReduceOp::Dotc, _) => norm,
                    (_, Some(Val::Real(v))) => v.abs(),
                    _ => match host_ref(op, cplx, xh, yh, j * n, n) {
                        Val::Real(v) => v.abs(),
                        _ => 1.0,
                    },
                };
                let what = format!(
                    "{}{} {layout} batch {j} of {b}, n={n}",
                    dt.prefix(),
                    op.name()
                );
                if !check_result(
                    &mut ctx.report.checks,
                    &what,
                    dt,
                    got,
                    want,
                    &|| host_ref(op, cplx, xh, yh, j * n, n),
                    scale,
                    xh,
                    j * n,
                    &mut quiet,
                ) {
                    ok[li] = false;
                }
            }
        }
        for (layout, m, okk) in [("strided", ox_s, ok[0]), ("pointer array", ox_a, ok[1])] {
            let row = BatRow {
                dt,
                op,
                layout,
                n,
                batch: b,
                ox: m,
                cb: cb_loop.clone(),
                ok: okk,
            };
            let gbs = (n * b * es * if op.has_y() { 2 } else { 1 }) as f64 / row.ox.median() / 1e9;
            println!(
                "  {:<4} {:<6} {:<14} {:>10} {:>9.1} {:>12} {:>9} {}",
                format!("{:?}", dt).to_lowercase(),
                op.name(),
                layout,
                us(row.ox.median()),
                gbs,
                row.cb
                    .as_ref()
                    .map(|m| us(m.median()))
                    .unwrap_or_else(|| "-".into()),
                row.cb
                    .as_ref()
                    .map(|m| format!("{:.1}", m.median() / row.ox.median()))
                    .unwrap_or_else(|| "-".into()),
                if okk { "ok" } else { "MISMATCH" }
            );
            out.push(row);
        }
    }
    Ok(())
}

pub fn csv(rows: &[BatRow]) -> String {
    let mut s = String::from(
        "dtype,op,layout,n,batch,oxblas_us,oxblas_GBps,cublas_loop_us,speedup,check_ok\n",
    );
    for r in rows {
        let es = r.dt.size() * if r.op.has_y() { 2 } else { 1 };
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{:.2},{},{},{}",
            format!("{:?}", r.dt).to_lowercase(),
            r.op.name(),
            r.layout,
            r.n,
            r.batch,
            us(r.ox.median()),
            (r.n * r.batch * es) as f64 / r.ox.median() / 1e9,
            r.cb.as_ref().map(|m| us(m.median())).unwrap_or_default(),
            r.cb.as_ref()
                .map(|m| format!("{:.2}", m.median() / r.ox.median()))
                .unwrap_or_default(),
            r.ok
        );
    }
    s
}

/// Item [5] of the summary: per type and layout, the worst speedup over the cuBLAS loop.
pub fn summary(ctx: &Ctx, rows: &[BatRow]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "[5] batched n={} x batch {} vs a loop of {} cuBLAS calls (cuBLAS loop time / oxblas time, >=10)", ctx.opts.batch_n, ctx.opts.batch_count, ctx.opts.batch_count);
    let mut keys: Vec<(DType, &str)> = Vec::new();
    for r in rows {
        if !keys.contains(&(r.dt, r.layout)) {
            keys.push((r.dt, r.layout));
        }
    }
    for (dt, layout) in keys {
        let rows: Vec<&BatRow> = rows
            .iter()
            .filter(|r| r.dt == dt && r.layout == layout)
            .collect();
        let worst = rows
            .iter()
            .filter_map(|r| r.cb.as_ref().map(|m| (m.median() / r.ox.median(), r)))
            .min_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
        let ox_max = rows.iter().map(|r| r.ox.median()).fold(0.0, f64::max);
        let _ = writeln!(
            s,
            "    {:<4} {:<14} worst speedup {:>10}  (slowest oxblas call {} us)  {}",
            format!("{:?}", dt).to_lowercase(),
            layout,
            worst
                .map(|(v, r)| format!("{v:.1}x {}", r.op.name()))
                .unwrap_or_else(|| "-".into()),
            us(ox_max),
            verdict_ge(worst.map(|w| w.0), 10.0)
        );
    }
    s
}
