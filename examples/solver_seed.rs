//! rocSOLVER's memory-model example in Rust: the workspace getrf + getrs need for a 1024×1024
//! system with one right-hand side is asked of the handle (size query), exactly that much is
//! preallocated (user-managed: the handle never grows), then the system is factored, solved and
//! its residual checked. The same sequence with half the queried size shows the documented
//! status: getrf's triangular solves run their slower path (block substitution) and it returns
//! `perf_degraded`, with the same answer; getrs with one right-hand side needs only trsv's
//! counters, which still fit, so it returns `success`.
//! `cargo run --release --example solver_seed` (host backend unless `OXBLAS_BACKEND` or a GPU
//! build says otherwise). Exit status 1 when a check fails.

use std::process::ExitCode;

use oxblas::solver::{Matrices, MatricesMut};
use oxblas::{Device, DeviceBuffer, Handle, Result, Status, Transpose};

const N: usize = 1024;

/// getrf then getrs on the device; the solution and the two calls' statuses.
fn factor_and_solve(
    h: &mut Handle,
    dev: &Device,
    a: &[f64],
    b: &[f64],
) -> Result<(Vec<f64>, [Status; 2])> {
    let mut da = dev.upload(a)?;
    let mut db = dev.upload(b)?;
    let mut ipiv: DeviceBuffer<i32> = dev.alloc(N)?;
    let mut info: DeviceBuffer<i32> = dev.alloc(1)?;
    h.getrf(
        N,
        N,
        MatricesMut::One(&mut da.as_mut_slice()),
        N,
        &mut ipiv.as_mut_slice(),
        N,
        &mut info.as_mut_slice(),
    )?;
    let s1 = h.last_status();
    h.getrs(
        Transpose::N,
        N,
        1,
        Matrices::One(da.as_slice()),
        N,
        ipiv.as_slice(),
        N,
        MatricesMut::One(&mut db.as_mut_slice()),
        N,
    )?;
    let s2 = h.last_status();
    let info = info.to_vec()?[0];
    if info != 0 {
        eprintln!("getrf: info = {info} (singular)");
    }
    Ok((db.to_vec()?, [s1, s2]))
}

/// ‖Ax − b‖∞ / (‖A‖∞ ‖x‖∞ n ε).
fn residual(a: &[f64], x: &[f64], b: &[f64]) -> f64 {
    let (mut r, mut an, mut xn) = (0.0f64, 0.0f64, 0.0f64);
    for i in 0..N {
        let (mut s, mut row) = (-b[i], 0.0);
        for j in 0..N {
            s += a[i + j * N] * x[j];
            row += a[i + j * N].abs();
        }
        r = r.max(s.abs());
        an = an.max(row);
        xn = xn.max(x[i].abs());
    }
    r / (an * xn * N as f64 * f64::EPSILON)
}

fn run() -> Result<bool> {
    let dev = Device::default_device()?;
    let mut h = Handle::with_device(&dev)?;
    let mut seed = 12345u64;
    let mut rnd = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    let a: Vec<f64> = (0..N * N).map(|_| rnd()).collect();
    let b: Vec<f64> = (0..N).map(|_| rnd()).collect();

    // The query: nothing is computed, each call reports its plan's size (as an error carrying
    // `size_increased` / `size_unchanged`), and the handle keeps the largest.
    h.start_device_memory_size_query()?;
    let sized = |r: Result<()>| match r {
        Err(e) if matches!(e.status(), Status::SizeIncreased | Status::SizeUnchanged) => Ok(()),
        other => other,
    };
    {
        let mut da = dev.upload(&a)?;
        let mut db = dev.upload(&b)?;
        let mut ipiv: DeviceBuffer<i32> = dev.alloc(N)?;
        let mut info: DeviceBuffer<i32> = dev.alloc(1)?;
        sized(h.getrf(
            N,
            N,
            MatricesMut::One(&mut da.as_mut_slice()),
            N,
            &mut ipiv.as_mut_slice(),
            N,
            &mut info.as_mut_slice(),
        ))?;
        sized(h.getrs(
            Transpose::N,
            N,
            1,
            Matrices::One(da.as_slice()),
            N,
            ipiv.as_slice(),
            N,
            MatricesMut::One(&mut db.as_mut_slice()),
            N,
        ))?;
    }
    let need = h.stop_device_memory_size_query()?;
    println!("getrf + getrs (n = {N}, nrhs = 1) need {need} bytes of workspace");

    let mut ok = true;
    for (bytes, expect, what) in [
        (need, [Status::Success; 2], "queried size"),
        (
            need / 2,
            [Status::PerfDegraded, Status::Success],
            "half the queried size",
        ),
    ] {
        h.set_device_memory_size(bytes)?;
        let (x, st) = factor_and_solve(&mut h, &dev, &a, &b)?;
        let res = residual(&a, &x, &b);
        let stats = h.stats();
        println!(
            "{what} ({bytes} B): getrf {:?}, getrs {:?}, residual {res:.2}, high water {} B, growths {}",
            st[0], st[1], stats.high_water, stats.growths
        );
        ok &= st == expect && res < 30.0 && stats.growths == 0;
        if bytes == need {
            ok &= stats.high_water == need;
        }
    }
    Ok(ok)
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("solver_seed: a check failed");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("solver_seed: {e}");
            ExitCode::FAILURE
        }
    }
}
