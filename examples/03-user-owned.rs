//! Tutorial 3: a workspace the user owns. `set_workspace` hands the handle a buffer of yours;
//! oxblas borrows from it and never allocates, grows or frees it. A buffer smaller than a
//! routine's fast algorithm wants gives the slower algorithm and the status `perf_degraded`
//! (the result is the same), or `memory_error` where a routine has no fallback.
//!
//! `cargo run --example 03-user-owned`. Next: `04-environment`.

use oxblas::{Device, Handle, Result, Scheme, Status};

fn main() -> Result<()> {
    let device = Device::default_device()?;
    let mut handle = Handle::with_device(&device)?;
    let x: Vec<f32> = (0..1 << 20).map(|i| ((i % 17) as f32) - 8.0).collect();
    let dx = device.upload(&x)?;

    // A buffer of 1 MiB: enough for the reductions below.
    handle
        .set_workspace(device.alloc::<u8>(1 << 20)?)
        .map_err(|r| r.error)?;
    assert_eq!(handle.scheme(), Scheme::UserOwned);
    let full = handle.asum(x.len(), &dx.as_slice(), 1)?;
    println!(
        "sasum with 1 MiB of workspace: {full} ({})",
        handle.last_status()
    );

    // 64 bytes: too small for the parallel reduction, so the fallback runs.
    handle
        .set_workspace(device.alloc::<u8>(64)?)
        .map_err(|r| r.error)?;
    let small = handle.asum(x.len(), &dx.as_slice(), 1)?;
    println!("sasum with 64 bytes: {small} ({})", handle.last_status());
    assert_eq!(handle.last_status(), Status::PerfDegraded);
    assert!((full - small).abs() <= 1e-6 * full);

    // Take the buffer back: the handle is managed again, the buffer is yours to drop.
    let buffer = handle.take_workspace()?;
    assert!(buffer.is_some());
    assert_eq!(handle.scheme(), Scheme::Managed);
    println!("stats: {}", handle.stats());
    Ok(())
}
