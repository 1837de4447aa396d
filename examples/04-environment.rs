//! Tutorial 4: preallocation from the environment. With `OXBLAS_DEVICE_MEMORY_SIZE` set (a
//! byte count, with an optional unit: `64MiB`, `1G`, ...) every new handle starts
//! user-managed with that size rounded up to 64: no code change in the program.
//!
//! `OXBLAS_DEVICE_MEMORY_SIZE=8MiB cargo run --example 04-environment`
//! (unset, the example sets `4MiB` for its own process first).

use oxblas::{Device, Handle, Result, Scheme};

fn main() -> Result<()> {
    if std::env::var_os("OXBLAS_DEVICE_MEMORY_SIZE").is_none() {
        // Before any handle exists and before other threads start: the variable is read when a
        // handle is created.
        std::env::set_var("OXBLAS_DEVICE_MEMORY_SIZE", "4MiB");
    }
    let wanted = std::env::var("OXBLAS_DEVICE_MEMORY_SIZE").unwrap_or_default();
    let device = Device::default_device()?;
    let mut handle = Handle::with_device(&device)?;
    println!(
        "OXBLAS_DEVICE_MEMORY_SIZE={wanted}: scheme {:?}, {} bytes",
        handle.scheme(),
        handle.get_device_memory_size()
    );
    assert_eq!(handle.scheme(), Scheme::UserManaged);

    let x: Vec<f64> = (0..50_000).map(|i| (i as f64).cos()).collect();
    let dx = device.upload(&x)?;
    let before = handle.stats();
    let nrm = handle.nrm2(x.len(), &dx.as_slice(), 1)?;
    let after = handle.stats();
    println!(
        "dnrm2 = {nrm}; allocations during the call: {}",
        after.allocations - before.allocations
    );
    assert_eq!(after.allocations, before.allocations);
    Ok(())
}
