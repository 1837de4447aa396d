//! Section 1: the per-call cost of ddot (n = 2^10 and 2^20, the same L2-resident data every
//! call): each allocation scheme of oxblas against its floor (the kernel launched directly with
//! its workspace), naive per-call allocation around the floor, and cuBLAS; with graph replays and
//! the handle statistics of the timed loops. Summary items [2] (schemes against the floor),
//! [3] (against cuBLAS) and [4] (handle statistics); `percall.csv`.

use std::ffi::c_void;
use std::fmt::Write as _;
use std::time::Instant;

use oxblas::backend::Launch;
use oxblas::launch::{Operand, ReduceDesc, ReduceOp, VectorDesc};
use oxblas::level1::{plan, Vectors};
use oxblas::{DType, DevicePtr, DeviceSliceMut, Handle, Stats};

use crate::harness::check::{check_result, Val};
use crate::harness::cublas::Cublas;
use crate::harness::cuda::{
    capture, ck, cudaFree, cudaFreeAsync, cudaGraphExecDestroy, cudaGraphLaunch, cudaMalloc,
    cudaMallocAsync, CuGraphExec,
};
use crate::harness::data::HostVec;
use crate::harness::report::{log2s, us, verdict};
use crate::harness::timing::{Meas, Timer};
use crate::harness::{Ctx, Family, OxExt, R};
use crate::reduce::{cublas_symbol, host_ref, sumsq, CublasReduce};

/// The per-call family (`--only=percall`).
#[derive(Default)]
pub struct PerCall {
    rows: Vec<PcRow>,
}

impl Family for PerCall {
    fn sections(&self) -> &'static [&'static str] {
        &["percall"]
    }
    fn name(&self) -> &'static str {
        "per-call"
    }
    fn title(&self) -> &'static str {
        "per-call section"
    }
    fn cublas_symbols(&self) -> Vec<&'static str> {
        vec![cublas_symbol(ReduceOp::Dot, DType::F64)]
    }
    fn run(&mut self, ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()> {
        percall_section(ctx, cb, &mut self.rows)
    }
    fn csv(&self, _ctx: &Ctx) -> Vec<(&'static str, String)> {
        vec![("percall.csv", csv(&self.rows))]
    }
    fn summary(&self, ctx: &Ctx) -> Vec<(u32, String)> {
        if self.rows.is_empty() {
            return Vec::new();
        }
        vec![(2, summary(ctx, &self.rows))]
    }
}

#[derive(Default, Clone, Copy, Debug)]
struct StatsDelta {
    allocations: u64,
    frees: u64,
    synchronizations: u64,
    borrows: u64,
    growths: u64,
    degraded: u64,
}

impl StatsDelta {
    fn between(a: &Stats, b: &Stats) -> StatsDelta {
        StatsDelta {
            allocations: b.allocations - a.allocations,
            frees: b.frees - a.frees,
            synchronizations: b.synchronizations - a.synchronizations,
            borrows: b.borrows - a.borrows,
            growths: b.growths - a.growths,
            degraded: b.degraded_calls - a.degraded_calls,
        }
    }
}

struct PcRow {
    n: usize,
    name: &'static str,
    mode: &'static str,
    meas: Option<Meas>,
    stats: Option<StatsDelta>,
    /// Calls timed in total (for the stats delta).
    calls: usize,
    value: Option<f64>,
    ok: Option<bool>,
    error: Option<String>,
}

fn percall_section(ctx: &mut Ctx, cb: Option<&Cublas>, out: &mut Vec<PcRow>) -> R<()> {
    println!();
    println!(
        "== 1. per-call cost: ddot, {} calls per timed loop, median of {} loops (after {} warm-up calls)",
        ctx.opts.calls, ctx.opts.pc_reps, ctx.opts.pc_warm
    );
    println!("   The same x, y every call (L2-resident at these sizes): this measures per-call overhead.");
    println!("   x floor: / backend.launch called directly with a preallocated partials buffer and the same");
    println!("   launch shape (oxblas::level1::plan). Graph rows: the whole loop captured once into a CUDA");
    println!(
        "   graph, one graph launch per timed loop. Handle stats: the change over all timed loops."
    );
    println!("   Loops run round-robin (loop 1 of every variant, then loop 2, ...): drift hits all alike.");
    clock_warm_up(ctx)?;
    for &n in &[1usize << 10, 1 << 20] {
        percall_n(ctx, cb, n, out)?;
    }
    Ok(())
}

/// Keep the GPU busy for a second of back-to-back calls before the first timed row, so the
/// first variant measured does not pay for clocks still ramping up (seen: the first row of the
/// section 30% slower than the same code measured later).
fn clock_warm_up(ctx: &mut Ctx) -> R<()> {
    let n = 1usize << 20;
    let xh = HostVec::random(DType::F64, n * 8, 0x5EED_0003);
    let x = ctx.device.alloc::<f64>(n).ox("alloc warm-up x")?;
    ctx.upload(x.ptr(), &xh)?;
    let mut r = ctx.device.alloc::<f64>(1).ox("alloc warm-up result")?;
    let mut h = ctx.handle()?;
    let t0 = Instant::now();
    while t0.elapsed().as_secs_f64() < 1.0 {
        for _ in 0..1000 {
            h.dot_device(
                n,
                Vectors::One(x.as_slice()),
                1,
                Vectors::One(x.as_slice()),
                1,
                &mut r.as_mut_slice(),
            )
            .ox("warm-up call")?;
        }
        h.synchronize().ox("warm-up sync")?;
    }
    Ok(())
}

/// One variant of the per-call section: a body that makes one call (or, for graphs, launches
/// `calls_per_body` captured calls), the handle it uses, and its timed loops.
struct Variant<'a> {
    name: &'static str,
    mode: &'static str,
    /// Result slot checked after the run.
    slot: Option<usize>,
    handle: Option<Handle>,
    body: Body<'a>,
    calls_per_body: usize,
    /// Slow baselines (cudaMalloc/cudaFree): fewer loops.
    slow: bool,
    /// Run before each loop (cuBLAS pointer mode).
    before_loop: Option<Box<dyn Fn() -> R<()> + 'a>>,
    times: Vec<f64>,
    stats_before: Option<Stats>,
    error: Option<String>,
}

/// One oxblas call on the variant's handle.
type OxCall<'a> = Box<dyn Fn(&mut Handle) -> oxblas::Result<()> + 'a>;

enum Body<'a> {
    Ox(OxCall<'a>),
    Raw(Box<dyn Fn() -> R<()> + 'a>),
    Graph(CuGraphExec),
}

impl<'a> Variant<'a> {
    fn ox(
        name: &'static str,
        mode: &'static str,
        slot: Option<usize>,
        h: Handle,
        call: OxCall<'a>,
    ) -> Self {
        Variant::new(name, mode, slot, Some(h), Body::Ox(call), 1, false)
    }
    fn raw(
        name: &'static str,
        slot: Option<usize>,
        f: Box<dyn Fn() -> R<()> + 'a>,
        slow: bool,
    ) -> Self {
        Variant::new(name, "device", slot, None, Body::Raw(f), 1, slow)
    }
    /// `h`: the handle whose workspace the graph uses (kept alive with it).
    fn graph(
        name: &'static str,
        slot: Option<usize>,
        h: Option<Handle>,
        exec: CuGraphExec,
        calls: usize,
    ) -> Self {
        Variant::new(name, "device", slot, h, Body::Graph(exec), calls, false)
    }
    #[allow(clippy::too_many_arguments)]
    fn new(
        name: &'static str,
        mode: &'static str,
        slot: Option<usize>,
        handle: Option<Handle>,
        body: Body<'a>,
        calls_per_body: usize,
        slow: bool,
    ) -> Self {
        Variant {
            name,
            mode,
            slot,
            handle,
            body,
            calls_per_body: calls_per_body.max(1),
            slow,
            before_loop: None,
            times: Vec::new(),
            stats_before: None,
            error: None,
        }
    }

    /// One loop of `iters` bodies; `keep`: record its time per call.
    fn run_loop(&mut self, timer: &Timer, iters: usize, keep: bool) {
        if self.error.is_some() || iters == 0 {
            return;
        }
        if let Some(f) = &self.before_loop {
            if let Err(e) = f() {
                self.error = Some(e);
                return;
            }
        }
        let (handle, body) = (&mut self.handle, &self.body);
        let mut c = 0;
        let r = timer.run(iters, &mut c, &mut |_| match body {
            Body::Ox(f) => f(handle.as_mut().expect("an oxblas variant has a handle")).ox("call"),
            Body::Raw(f) => f(),
            // SAFETY: the executable lives until every loop is done.
            Body::Graph(exec) => unsafe {
                ck(cudaGraphLaunch(*exec, timer.stream), "cudaGraphLaunch")
            },
        });
        match r {
            Ok(t) if keep => self.times.push(t / self.calls_per_body as f64),
            Ok(_) => {}
            Err(e) => self.error = Some(e),
        }
    }

    fn start_stats(&mut self) {
        if let (Body::Ox(_), Some(h)) = (&self.body, &self.handle) {
            self.stats_before = Some(h.stats());
        }
    }

    fn finish(self, calls: usize) -> R<(Meas, Option<StatsDelta>)> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let stats = match (&self.stats_before, &self.handle) {
            (Some(b), Some(h)) => Some(StatsDelta::between(b, &h.stats())),
            _ => None,
        };
        let iters = calls.div_ceil(self.calls_per_body) * self.calls_per_body;
        Ok((
            Meas {
                per_call: self.times,
                iters,
                clock: None,
            },
            stats,
        ))
    }
}

fn percall_n(ctx: &mut Ctx, cb: Option<&Cublas>, n: usize, out: &mut Vec<PcRow>) -> R<()> {
    let (calls, reps, warm) = (ctx.opts.calls, ctx.opts.pc_reps, ctx.opts.pc_warm);
    let xh = HostVec::random(DType::F64, n * 8, 0x5EED_0001 ^ n as u64);
    let yh = HostVec::random(DType::F64, n * 8, 0x5EED_0002 ^ n as u64);
    let host = host_ref(ReduceOp::Dot, false, &xh, &yh, 0, n);
    let scale = (sumsq(&xh, false, 0, n) * sumsq(&yh, false, 0, n)).sqrt();
    let x = ctx.device.alloc::<f64>(n).ox("alloc x")?;
    let y = ctx.device.alloc::<f64>(n).ox("alloc y")?;
    ctx.upload(x.ptr(), &xh)?;
    ctx.upload(y.ptr(), &yh)?;
    let (xs, ys) = (x.as_slice(), y.as_slice());
    // One result slot per variant.
    let res = ctx.device.alloc::<f64>(32).ox("alloc results")?;
    let slot = |k: usize| res.ptr().offset(8 * k);

    let dev_call = |k: usize| {
        move |h: &mut Handle| -> oxblas::Result<()> {
            // SAFETY: slot k of `res` holds one f64.
            h.dot_device(n, Vectors::One(xs), 1, Vectors::One(ys), 1, &mut unsafe {
                DeviceSliceMut::from_raw(slot(k), 1)
            })
        }
    };
    let host_value = std::cell::Cell::new(f64::NAN);
    let host_call = |h: &mut Handle| -> oxblas::Result<()> {
        host_value.set(h.dot(n, &xs, 1, &ys, 1)?);
        Ok(())
    };

    // Workspace size for the user-managed and user-owned schemes: a size query over both modes.
    let need = {
        let mut q = ctx.handle()?;
        q.start_device_memory_size_query().ox("size query")?;
        for r in [dev_call(31)(&mut q), host_call(&mut q)] {
            if let Err(e) = r {
                if !e.is_size_query() {
                    return Err(format!("size query: {e}"));
                }
            }
        }
        q.stop_device_memory_size_query().ox("size query")?
    };

    let row = |name: &'static str, mode: &'static str, r: R<(Meas, Option<StatsDelta>)>| -> PcRow {
        let (meas, stats, error) = match r {
            Ok((m, s)) => (Some(m), s, None),
            Err(e) => (None, None, Some(e)),
        };
        PcRow {
            n,
            name,
            mode,
            meas,
            stats,
            calls: calls * reps,
            value: None,
            ok: None,
            error,
        }
    };

    // The floor: the same kernel launch with its workspace passed in.
    let props = ctx.backend.properties().clone();
    let shape = plan::call_shape(&props, ReduceOp::Dot, DType::F64, n as i64, 1);
    let partial_bytes = if shape.blocks_per_batch > 1 {
        shape.blocks_per_batch as usize
            * plan::partial_bytes(ReduceOp::Dot).expect("dot has partials")
    } else {
        0
    };
    // What a library allocating per call would allocate: the partials (64 B when none are needed).
    let per_call_bytes = oxblas::memory::round_up(partial_bytes.max(1));
    let partials = ctx
        .device
        .alloc::<u8>(per_call_bytes)
        .ox("alloc partials")?;
    // The completion counter a handle would own (zero, and left at zero by every launch).
    let counters = ctx.device.upload(&[0u32; 1]).ox("alloc counters")?;
    let one = |p: DevicePtr| VectorDesc {
        at: Operand::one(p.0),
        inc: 1,
    };
    let split = shape.blocks_per_batch > 1;
    let launch = |partials: DevicePtr, result: DevicePtr| {
        Launch::Reduce(ReduceDesc {
            op: ReduceOp::Dot,
            dtype: DType::F64.code(),
            result_dtype: DType::F64.code(),
            n: n as i64,
            batch: 1,
            x: one(xs.ptr()),
            y: one(ys.ptr()),
            blocks_per_batch: shape.blocks_per_batch,
            threads_per_block: shape.threads,
            partials: if split { partials.0 } else { 0 },
            counters: if split { counters.ptr().0 } else { 0 },
            result: result.0,
            index_bytes: 8,
            interleave: shape.interleave,
        })
    };
    let backend = ctx.backend.clone();
    let sid = ctx.sid;
    let floor_launch = launch(partials.ptr(), slot(5));
    let stream = ctx.stream;
    let cb_host_value = std::cell::Cell::new(f64::NAN);

    // Every variant is set up first, then the timed loops run round-robin (rep 1 of every
    // variant, then rep 2, ...), so that clock and host drift hit all of them alike.
    let gc = ctx.opts.graph_calls;
    let mut vars: Vec<Variant> = Vec::new();
    let mut graphs: Vec<CuGraphExec> = Vec::new();
    let mut failed: Vec<(PcRow, Option<usize>)> = Vec::new();

    // --- oxblas, managed (classic arena), device and host pointer mode; then its graph.
    vars.push(Variant::ox(
        "oxblas managed",
        "device",
        Some(0),
        ctx.handle()?,
        Box::new(dev_call(0)),
    ));
    vars.push(Variant::ox(
        "oxblas managed",
        "host",
        None,
        ctx.handle()?,
        Box::new(host_call),
    ));
    {
        let mut hg = ctx.handle()?;
        let f = dev_call(1);
        match capture(ctx.stream, gc, &mut || f(&mut hg).ox("captured call")) {
            Ok(exec) => {
                graphs.push(exec);
                vars.push(Variant::graph(
                    "oxblas managed graph replay",
                    Some(1),
                    Some(hg),
                    exec,
                    gc,
                ));
            }
            Err(e) => failed.push((row("oxblas managed graph replay", "device", Err(e)), None)),
        }
    }
    // --- oxblas, user-managed (fixed size from the query).
    {
        let mut hu = ctx.handle()?;
        match hu
            .set_device_memory_size(need.max(64))
            .ox("set_device_memory_size")
        {
            Ok(()) => vars.push(Variant::ox(
                "oxblas user-managed",
                "device",
                Some(2),
                hu,
                Box::new(dev_call(2)),
            )),
            Err(e) => failed.push((row("oxblas user-managed", "device", Err(e)), None)),
        }
    }
    // --- oxblas, user-owned buffer.
    {
        let mut ho = ctx.handle()?;
        let r = ctx
            .device
            .alloc::<u8>(oxblas::memory::round_up(need.max(64)))
            .ox("alloc user workspace")
            .and_then(|b| ho.set_workspace(b).ox("set_workspace"));
        match r {
            Ok(_) => vars.push(Variant::ox(
                "oxblas user-owned",
                "device",
                Some(3),
                ho,
                Box::new(dev_call(3)),
            )),
            Err(e) => failed.push((row("oxblas user-owned", "device", Err(e)), None)),
        }
    }
    // --- oxblas, stream-ordered allocation.
    {
        let mut hs = ctx.handle()?;
        match hs.set_stream_order_alloc(true).ox("set_stream_order_alloc") {
            Ok(()) => vars.push(Variant::ox(
                "oxblas stream-ordered",
                "device",
                Some(4),
                hs,
                Box::new(dev_call(4)),
            )),
            Err(e) => failed.push((row("oxblas stream-ordered", "device", Err(e)), None)),
        }
    }

    // --- the floor.
    let floor = || -> R<()> {
        // SAFETY: x, y, partials and the result slot are live device memory of the right sizes.
        unsafe { backend.launch(&floor_launch, sid).ox("backend.launch") }
    };
    vars.push(Variant::raw(
        "floor: backend.launch",
        Some(5),
        Box::new(floor),
        false,
    ));
    match capture(ctx.stream, gc, &mut || floor()) {
        Ok(exec) => {
            graphs.push(exec);
            vars.push(Variant::graph("floor graph replay", None, None, exec, gc));
        }
        Err(e) => failed.push((row("floor graph replay", "device", Err(e)), None)),
    }
    // --- naive allocation around each floor call.
    let malloc_free = || -> R<()> {
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: a fresh allocation, used by one launch, freed (cudaFree waits for the device).
        unsafe {
            ck(cudaMalloc(&mut p, per_call_bytes), "cudaMalloc")?;
            backend
                .launch(&launch(DevicePtr(p as u64), slot(6)), sid)
                .ox("backend.launch")?;
            ck(cudaFree(p), "cudaFree")
        }
    };
    vars.push(Variant::raw(
        "floor + cudaMalloc/cudaFree",
        Some(6),
        Box::new(malloc_free),
        true,
    ));
    let malloc_async = || -> R<()> {
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: stream-ordered allocation used by one launch on the same stream, then freed there.
        unsafe {
            ck(
                cudaMallocAsync(&mut p, per_call_bytes, stream),
                "cudaMallocAsync",
            )?;
            backend
                .launch(&launch(DevicePtr(p as u64), slot(7)), sid)
                .ox("backend.launch")?;
            ck(cudaFreeAsync(p, stream), "cudaFreeAsync")
        }
    };
    vars.push(Variant::raw(
        "floor + cudaMallocAsync/FreeAsync",
        Some(7),
        Box::new(malloc_async),
        true,
    ));

    // --- cuBLAS, device and host pointer mode (the pointer mode is set before each loop).
    let mut cb_dev_slot = None;
    if let Some(cb) = cb {
        let f = cb.get(ReduceOp::Dot, DType::F64);
        let dev = move || -> R<()> {
            // SAFETY: x and y hold n elements; slot 8 holds one result.
            unsafe { cb.call(f, n, xs.ptr(), ys.ptr(), slot(8).0 as *mut c_void) }
        };
        let mut v = Variant::raw("cuBLAS cublasDdot_v2", Some(8), Box::new(dev), false);
        v.before_loop = Some(Box::new(move || cb.pointer_mode_device(true)));
        vars.push(v);
        cb_dev_slot = Some(8);
        let hv = &cb_host_value;
        let host = move || -> R<()> {
            let mut x = f64::NAN;
            // SAFETY: x and y hold n elements; the result goes to a host f64 (host mode).
            unsafe { cb.call(f, n, xs.ptr(), ys.ptr(), (&mut x as *mut f64).cast())? };
            hv.set(x);
            Ok(())
        };
        let mut v = Variant::raw("cuBLAS cublasDdot_v2", None, Box::new(host), false);
        v.mode = "host";
        v.before_loop = Some(Box::new(move || cb.pointer_mode_device(false)));
        vars.push(v);
    }

    // --- warm-up, then the rounds.
    let (slow_warm, slow_reps) = (warm.min(100), reps.min(5));
    for v in &mut vars {
        let w = if v.slow { slow_warm } else { warm };
        v.run_loop(&ctx.timer, w.div_ceil(v.calls_per_body), false);
        v.start_stats();
    }
    for rep in 0..reps {
        for v in &mut vars {
            if v.slow && rep >= slow_reps {
                continue;
            }
            v.run_loop(&ctx.timer, calls.div_ceil(v.calls_per_body), true);
        }
    }
    if let Some(cb) = cb {
        cb.pointer_mode_device(true)?;
    }
    for exec in graphs {
        // SAFETY: no launch of it is pending after the timer's last synchronization.
        unsafe { cudaGraphExecDestroy(exec) };
    }
    let mut rows: Vec<(PcRow, Option<usize>)> = Vec::new();
    for v in vars {
        let (name, mode, slot_k, is_host) = (v.name, v.mode, v.slot, v.mode == "host");
        let is_cb = name.starts_with("cuBLAS");
        let r = v.finish(calls);
        let mut pr = row(name, mode, r);
        if is_host {
            pr.value = Some(if is_cb {
                cb_host_value.get()
            } else {
                host_value.get()
            });
        }
        rows.push((pr, slot_k));
    }
    rows.extend(failed);

    // --- results.
    let bytes = ctx.read(res.ptr(), 32 * 8)?;
    let val = |k: usize| f64::from_le_bytes(bytes[8 * k..8 * k + 8].try_into().unwrap());
    let reference = cb_dev_slot.map(|k| Val::Real(val(k)));
    let mut quiet = 20;
    for (r, k) in &mut rows {
        if let Some(k) = *k {
            r.value = Some(val(k));
        }
        if r.error.is_some() || r.name.starts_with("cuBLAS") {
            continue;
        }
        if let Some(v) = r.value {
            let what = format!("ddot n={} {} ({})", log2s(n), r.name, r.mode);
            r.ok = Some(check_result(
                &mut ctx.report.checks,
                &what,
                DType::F64,
                Val::Real(v),
                reference,
                &|| host,
                scale,
                &xh,
                0,
                &mut quiet,
            ));
        }
    }

    // --- table.
    let floor_t = rows
        .iter()
        .find(|(r, _)| r.name == "floor: backend.launch")
        .and_then(|(r, _)| r.meas.as_ref())
        .map(Meas::median);
    println!();
    println!(
        "  n = {} (footprint: device mode {} B, host mode {} B; floor grid {}x{}; user workspace {} B)",
        log2s(n),
        plan::workspace_plan(ReduceOp::Dot, DType::F64, 1, shape.blocks_per_batch, false, 8).footprint(),
        plan::workspace_plan(ReduceOp::Dot, DType::F64, 1, shape.blocks_per_batch, true, 8).footprint(),
        shape.blocks_per_batch,
        shape.threads,
        need.max(64)
    );
    println!(
        "  {:<36} {:<6} {:>10} {:>10} {:>10} {:>8}  {:<34} result",
        "variant", "mode", "us/call", "min", "max", "x floor", "handle stats delta (timed loops)",
    );
    for (r, _) in &rows {
        match (&r.meas, &r.error) {
            (Some(m), _) => {
                let ratio = floor_t
                    .map(|f| format!("{:.3}", m.median() / f))
                    .unwrap_or_else(|| "-".into());
                let stats = r
                    .stats
                    .map(|s| {
                        format!(
                            "alloc {} free {} sync {} borrow {} grow {}",
                            s.allocations, s.frees, s.synchronizations, s.borrows, s.growths
                        )
                    })
                    .unwrap_or_else(|| "-".into());
                let result = match (r.value, r.ok) {
                    (Some(v), Some(true)) => format!("{v:.6e} ok"),
                    (Some(v), Some(false)) => format!("{v:.6e} MISMATCH"),
                    (Some(v), None) => format!("{v:.6e}"),
                    _ => "-".into(),
                };
                println!(
                    "  {:<36} {:<6} {:>10} {:>10} {:>10} {:>8}  {:<34} {}",
                    r.name,
                    r.mode,
                    us(m.median()),
                    us(m.min()),
                    us(m.max()),
                    ratio,
                    stats,
                    result
                );
            }
            (None, Some(e)) => println!("  {:<36} {:<6} FAILED: {e}", r.name, r.mode),
            (None, None) => {}
        }
    }
    for (r, _) in rows {
        out.push(r);
    }
    Ok(())
}

fn csv(rows: &[PcRow]) -> String {
    let mut s = String::from(
        "n,variant,pointer_mode,us_per_call_median,us_min,us_max,reps,calls_per_rep,ratio_vs_floor,\
         allocations,frees,synchronizations,borrows,growths,degraded,stats_calls,result,result_ok,error\n",
    );
    for n in [1usize << 10, 1 << 20] {
        let floor = rows
            .iter()
            .find(|r| r.n == n && r.name == "floor: backend.launch")
            .and_then(|r| r.meas.as_ref())
            .map(Meas::median);
        for r in rows.iter().filter(|r| r.n == n) {
            let (med, mn, mx, reps, iters) = match &r.meas {
                Some(m) => (
                    us(m.median()),
                    us(m.min()),
                    us(m.max()),
                    m.per_call.len().to_string(),
                    m.iters.to_string(),
                ),
                None => Default::default(),
            };
            let ratio = match (&r.meas, floor) {
                (Some(m), Some(f)) => format!("{:.4}", m.median() / f),
                _ => String::new(),
            };
            let st = r.stats.map(|d| {
                format!(
                    "{},{},{},{},{},{},{}",
                    d.allocations,
                    d.frees,
                    d.synchronizations,
                    d.borrows,
                    d.growths,
                    d.degraded,
                    r.calls
                )
            });
            let _ = writeln!(
                s,
                "{},\"{}\",{},{},{},{},{},{},{},{},{},{},\"{}\"",
                n,
                r.name,
                r.mode,
                med,
                mn,
                mx,
                reps,
                iters,
                ratio,
                st.unwrap_or_else(|| ",,,,,,".into()),
                r.value.map(|v| format!("{v:.17e}")).unwrap_or_default(),
                r.ok.map(|o| o.to_string()).unwrap_or_default(),
                r.error.clone().unwrap_or_default().replace('"', "'")
            );
        }
    }
    s
}

/// Items [2], [3] and [4] of the summary.
fn summary(ctx: &Ctx, rows: &[PcRow]) -> String {
    let mut s = String::new();
    let get = |n: usize, name: &str, mode: &str| -> Option<f64> {
        rows.iter()
            .find(|r| r.n == n && r.name == name && r.mode == mode)
            .and_then(|r| r.meas.as_ref())
            .map(Meas::median)
    };
    let _ = writeln!(
        s,
        "[2] ddot per-call cost, {} calls/loop, median of {} loops; x floor = / backend.launch with its workspace",
        ctx.opts.calls, ctx.opts.pc_reps
    );
    let _ = writeln!(
        s,
        "    {:<38} {:>9} {:>8} {:<5} {:>9} {:>8} {:<5}",
        "scheme (device pointer mode)",
        "2^10 us",
        "x floor",
        "<=1.05",
        "2^20 us",
        "x floor",
        "<=1.05"
    );
    let schemes: [(&str, &str, &str); 8] = [
        ("oxblas managed", "oxblas managed", "floor: backend.launch"),
        (
            "oxblas user-managed",
            "oxblas user-managed",
            "floor: backend.launch",
        ),
        (
            "oxblas user-owned",
            "oxblas user-owned",
            "floor: backend.launch",
        ),
        (
            "oxblas stream-ordered",
            "oxblas stream-ordered",
            "floor: backend.launch",
        ),
        (
            "oxblas managed graph (vs floor graph)",
            "oxblas managed graph replay",
            "floor graph replay",
        ),
        (
            "floor: backend.launch",
            "floor: backend.launch",
            "floor: backend.launch",
        ),
        (
            "floor + cudaMalloc/cudaFree",
            "floor + cudaMalloc/cudaFree",
            "floor: backend.launch",
        ),
        (
            "floor + cudaMallocAsync/FreeAsync",
            "floor + cudaMallocAsync/FreeAsync",
            "floor: backend.launch",
        ),
    ];
    for (label, name, floor) in schemes {
        let mut line = format!("    {label:<38}");
        let target = name.starts_with("oxblas");
        for n in [1usize << 10, 1 << 20] {
            let (t, f) = (get(n, name, "device"), get(n, floor, "device"));
            let ratio = t.zip(f).map(|(t, f)| t / f);
            let v = if target {
                verdict(ratio.map(|r| r <= 1.05))
            } else {
                ""
            };
            let _ = write!(
                line,
                " {:>9} {:>8} {:<5}",
                t.map(us).unwrap_or_else(|| "-".into()),
                ratio
                    .map(|r| format!("{r:.3}"))
                    .unwrap_or_else(|| "-".into()),
                v
            );
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    // [3] vs cuBLAS at n = 1024
    let n = 1usize << 10;
    let mut line = String::from("[3] ddot n=2^10 vs cuBLAS (oxblas managed / cuBLAS, <=1):");
    for mode in ["device", "host"] {
        let (o, c) = (
            get(n, "oxblas managed", mode),
            get(n, "cuBLAS cublasDdot_v2", mode),
        );
        let r = o.zip(c).map(|(o, c)| o / c);
        let _ = write!(
            line,
            "  {mode} {} vs {} us = {} {}",
            o.map(us).unwrap_or_else(|| "-".into()),
            c.map(us).unwrap_or_else(|| "-".into()),
            r.map(|r| format!("{r:.3}")).unwrap_or_else(|| "-".into()),
            match r {
                Some(r) if r <= 1.0 => "PASS",
                Some(r) if r <= 1.02 => "MISS~",
                Some(_) => "MISS",
                None => "n/a",
            }
        );
    }
    let _ = writeln!(s, "{line}");
    // [4] stats
    let mut bad = Vec::new();
    let mut so_allocs = Vec::new();
    for r in rows.iter().filter(|r| r.stats.is_some()) {
        let d = r.stats.unwrap();
        let so = r.name.contains("stream-ordered");
        // Every scheme, stream-ordered included (its block is kept between calls), must
        // neither allocate nor synchronize in the steady state.
        if d.synchronizations > 0 || d.growths > 0 || d.degraded > 0 || d.allocations > 0 {
            bad.push(format!(
                "{} {} n={}: alloc {} sync {} grow {} degraded {}",
                r.name,
                r.mode,
                log2s(r.n),
                d.allocations,
                d.synchronizations,
                d.growths,
                d.degraded
            ));
        }
        if so {
            so_allocs.push(format!(
                "n={}: {:.2}/call",
                log2s(r.n),
                d.allocations as f64 / r.calls.max(1) as f64
            ));
        }
    }
    let _ = writeln!(
        s,
        "[4] handle stats over the timed loops: allocations/syncs/growths 0 in steady state: \
         {}{}",
        if bad.is_empty() {
            "PASS".to_string()
        } else {
            format!("MISS ({})", bad.join("; "))
        },
        if so_allocs.is_empty() {
            String::new()
        } else {
            format!(
                " (stream-ordered pool allocations per call: {})",
                so_allocs.join(", ")
            )
        }
    );
    s
}
