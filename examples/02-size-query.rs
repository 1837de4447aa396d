//! Tutorial 2: size query -> preallocate exactly -> run. A size query around a sequence of
//! calls computes nothing and records the largest workspace any call needs;
//! `set_device_memory_size` then allocates exactly that (the user-managed scheme: a fixed
//! size, never grown), and the same sequence runs with no allocation and no fallback.
//!
//! `cargo run --example 02-size-query`. Next: `03-user-owned`.

use oxblas::{Device, Handle, Result, Scheme};

/// The program's calls, run once in the query and once for real.
fn sequence(
    handle: &mut Handle,
    x: &oxblas::DeviceBuffer<f64>,
    n: usize,
) -> Result<(f64, f64, i64)> {
    let dot = handle.dot(n, &x.as_slice(), 1, &x.as_slice(), 1)?;
    let asum = handle.asum(n, &x.as_slice(), 1)?;
    let imax = handle.iamax(n, &x.as_slice(), 1)?;
    Ok((dot, asum, imax))
}

fn main() -> Result<()> {
    let device = Device::default_device()?;
    let mut handle = Handle::with_device(&device)?;
    let n = 300_001;
    let x: Vec<f64> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f64 / 500.0 - 1.0)
        .collect();
    let dx = device.upload(&x)?;

    // 1. The query: every call returns a size-query status instead of a result.
    handle.start_device_memory_size_query()?;
    match sequence(&mut handle, &dx, n) {
        Err(e) if e.is_size_query() => {}
        other => panic!("a size query computes nothing, got {other:?}"),
    }
    let need = handle.stop_device_memory_size_query()?;

    // 2. Preallocate exactly that.
    handle.set_device_memory_size(need)?;
    assert_eq!(handle.scheme(), Scheme::UserManaged);

    // 3. Run for real.
    let before = handle.stats();
    let (dot, asum, imax) = sequence(&mut handle, &dx, n)?;
    let after = handle.stats();
    println!("the sequence needs {need} bytes; dot {dot:.6}, asum {asum:.6}, iamax {imax}");
    println!(
        "allocations during the run: {}, degraded calls: {}",
        after.allocations - before.allocations,
        after.degraded_calls - before.degraded_calls
    );
    assert_eq!(after.allocations, before.allocations);
    assert_eq!(after.degraded_calls, before.degraded_calls);
    Ok(())
}
