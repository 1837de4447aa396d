//! A tour of the memory model: each scheme runs a few reductions, then prints what the handle's
//! workspace did. `cargo run --example demo` (host backend unless OXBLAS_BACKEND says otherwise).
//! Logging as for C programs: `OXBLAS_LOG` (env_logger syntax, default `info`; `off` silences it).
//! An error ends the demo with its message on stderr and exit status 1.

use std::process::ExitCode;

use oxblas::level1::Vectors;
use oxblas::{Complex64, Device, Handle, Result, WorkspacePlan};

fn work(h: &mut Handle, device: &Device, n: usize) -> Result<()> {
    let x: Vec<f64> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f64 / 100.0 - 5.0)
        .collect();
    let y: Vec<f64> = (0..n)
        .map(|i| ((i * 104_729) % 997) as f64 / 250.0 - 2.0)
        .collect();
    let (dx, dy) = (device.upload(&x)?, device.upload(&y)?);
    let dot = h.dot(n, &dx.as_slice(), 1, &dy.as_slice(), 1)?;
    let nrm = h.nrm2(n, &dx.as_slice(), 1)?;
    let imax = h.iamax(n, &dx.as_slice(), 1)?;
    let z: Vec<Complex64> = x
        .iter()
        .zip(&y)
        .map(|(a, b)| Complex64::new(*a, *b))
        .collect();
    let dz = device.upload(&z)?;
    let zdotc = h.dotc(n, &dz.as_slice(), -1, &dz.as_slice(), 1)?;
    let mut batched = vec![0.0f64; 4];
    let per = n / 4;
    h.asum_batched(
        per,
        Vectors::Strided {
            x: dx.as_slice(),
            stride: per,
            count: 4,
        },
        1,
        &mut batched,
    )?;
    println!(
        "    n={n}: ddot {dot:.6e}  dnrm2 {nrm:.6e}  idamax {imax}  zdotc(x reversed, x) {zdotc:.4e}  \
         dasum strided-batched {:.3e} {:.3e} {:.3e} {:.3e}",
        batched[0], batched[1], batched[2], batched[3]
    );
    Ok(())
}

fn show(title: &str, h: &Handle) {
    println!(
        "  [{title}] scheme {:?}, stream-ordered {}, capacity {} B",
        h.scheme(),
        h.is_stream_order_alloc(),
        h.get_device_memory_size()
    );
    println!("    stats: {}", h.stats());
}

fn main() -> ExitCode {
    let env = env_logger::Env::new()
        .filter_or("OXBLAS_LOG", "info")
        .write_style("OXBLAS_LOG_STYLE");
    env_logger::Builder::from_env(env).init();
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("demo: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let device = Device::default_device()?;
    println!(
        "oxblas demo on the {} backend ({})",
        device.kind(),
        device.backend().properties().name
    );

    println!("1. managed (default): starts at DEF, grows on demand");
    let mut h = Handle::with_device(&device)?;
    work(&mut h, &device, 1 << 20)?;
    work(&mut h, &device, 1 << 20)?;
    show("managed", &h);

    println!("2. size query around a sequence of calls, then a user-managed workspace of exactly that size");
    let mut q = Handle::with_device(&device)?;
    q.start_device_memory_size_query()?;
    let dx = device.upload(&vec![1.0f64; 1 << 22])?;
    for n in [1usize << 10, 1 << 16, 1 << 22] {
        match q.nrm2(n, &dx.as_slice(), 1) {
            Err(e) if e.is_size_query() => println!("    query dnrm2 n={n}: {}", e.status()),
            Ok(v) => println!("    unexpected: a result ({v}) in a size query"),
            Err(e) => return Err(e),
        }
    }
    let need = q.stop_device_memory_size_query()?;
    q.set_device_memory_size(need)?;
    println!(
        "    queried {need} B; dnrm2 n=2^22 = {}",
        q.nrm2(1 << 22, &dx.as_slice(), 1)?
    );
    show("user-managed", &q);

    println!("3. user-owned workspace (too small: the call falls back and reports perf_degraded)");
    let mut u = Handle::with_device(&device)?;
    u.set_workspace(device.alloc::<u8>(64)?)?;
    let v = u.asum(1 << 22, &dx.as_slice(), 1)?;
    println!("    dasum = {v}, status {}", u.last_status());
    show("user-owned", &u);

    println!("4. stream-ordered allocation, alternating two streams without host synchronization");
    let mut s = Handle::with_device(&device)?;
    s.set_stream_order_alloc(true)?;
    let (s1, s2) = (device.create_stream()?, device.create_stream()?);
    for i in 0..6 {
        s.set_stream(if i % 2 == 0 { s1.id() } else { s2.id() })?;
        work(&mut s, &device, 1 << 18)?;
    }
    s.set_stream(oxblas::StreamId::DEFAULT)?;
    show("stream-ordered", &s);

    println!("5. a library of your own joining the memory model: borrow typed slots");
    let plan = WorkspacePlan::new()
        .with::<f64>("scratch", 1000)
        .with::<i32>("pivots", 33);
    let mut ws = h.workspace(&plan)?;
    println!(
        "    borrowed {} B: slot 0 at {:?}, slot 1 at {:?}",
        ws.footprint(),
        ws.ptr(0),
        ws.ptr(1)
    );
    let pivots = ws.slot_mut::<i32>(1)?;
    println!("    typed view of {} i32", pivots.len());
    Ok(())
}
