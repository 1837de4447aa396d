//! Tutorial 1: the managed scheme (the default). The handle allocates its workspace itself the
//! first time a routine needs one, grows it when a later call needs more, and keeps it: calls
//! after the largest one allocate nothing.
//!
//! `cargo run --example 01-managed` (host backend; `OXBLAS_BACKEND=nvidia` with
//! `--features nvidia` on a GPU). Next: `02-size-query`.

use oxblas::{Device, Handle, Result, Scheme};

fn main() -> Result<()> {
    let device = Device::default_device()?;
    let mut handle = Handle::with_device(&device)?;
    assert_eq!(handle.scheme(), Scheme::Managed);

    let x: Vec<f64> = (0..100_000).map(|i| (i as f64).sin()).collect();
    let dx = device.upload(&x)?;

    // The first reduction grows the workspace (or finds the default size enough) ...
    let nrm = handle.nrm2(x.len(), &dx.as_slice(), 1)?;
    let after_first = handle.stats();
    // ... the same call again borrows what is there: no allocation, no growth.
    let again = handle.nrm2(x.len(), &dx.as_slice(), 1)?;
    let after_second = handle.stats();

    println!("dnrm2 = {nrm} (again: {again})");
    println!(
        "workspace: {} bytes; allocations {} -> {}, growths {} -> {}",
        handle.get_device_memory_size(),
        after_first.allocations,
        after_second.allocations,
        after_first.growths,
        after_second.growths
    );
    assert_eq!(after_first.allocations, after_second.allocations);
    assert_eq!(nrm, again);
    Ok(())
}
