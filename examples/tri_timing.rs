//! Quick timings of the level-3 triangular family on the default device (the GPU of an
//! nvidia/amd build, else the host): `cargo run --release --features nvidia --example
//! tri_timing` (`--quick`: small sizes only, which is also what the host backend gets). The
//! issue's shapes: dtrsm L,L,N,N and R,U,N,N at 4096 and 8192, 8192×16 right-hand sides, dtrmm,
//! dtrtri, and batched small dtrsm. Wall-clock time of a loop of calls on the handle's stream
//! after one warm-up call, synchronized at both ends. TFLOP/s counts k·k·other (trsm, trmm) and
//! n³/3 (trtri) per matrix. Results are not checked here (tests/level3_tri.rs does that).

use std::process::ExitCode;
use std::time::Instant;

use oxblas::level3::{Matrices, MatricesMut};
use oxblas::{BackendKind, Device, Diag, Handle, Result, Side, Transpose, Uplo};

/// A k×k triangle (both triangles filled: only one is read) with a dominant diagonal.
fn tri(k: usize, batch: usize) -> Vec<f64> {
    let mut v = vec![0.0; k * k * batch];
    for b in 0..batch {
        for j in 0..k {
            for i in 0..k {
                let x = ((i * 31 + j * 17 + b * 7) % 101) as f64 / 101.0 - 0.5;
                v[b * k * k + i + j * k] = if i == j { 2.0 + x } else { x / k as f64 };
            }
        }
    }
    v
}

fn rhs(len: usize) -> Vec<f64> {
    (0..len)
        .map(|i| ((i * 13) % 97) as f64 / 97.0 - 0.5)
        .collect()
}

#[derive(Clone, Copy)]
enum Op {
    Trsm(Side, Uplo),
    Trmm(Side, Uplo),
    Trtri,
}

/// ms per call and TFLOP/s of `reps` calls.
fn time(
    dev: &Device,
    h: &mut Handle,
    op: Op,
    m: usize,
    n: usize,
    batch: usize,
    reps: usize,
) -> Result<(f64, f64)> {
    let k = match op {
        Op::Trsm(Side::Left, _) | Op::Trmm(Side::Left, _) => m,
        Op::Trtri => m,
        _ => n,
    };
    let a = dev.upload(&tri(k, batch))?;
    let mut b = dev.upload(&rhs(m * n * batch))?;
    let mut call = |h: &mut Handle| -> Result<()> {
        let am = Matrices::Strided {
            a: a.as_slice(),
            stride: k * k,
            count: batch,
        };
        let bm = MatricesMut::Strided {
            c: &mut b.as_mut_slice(),
            stride: m * n,
            count: batch,
        };
        match op {
            Op::Trsm(s, u) => h.trsm(s, u, Transpose::N, Diag::NonUnit, m, n, 1.0, am, k, bm, m),
            Op::Trmm(s, u) => h.trmm(s, u, Transpose::N, Diag::NonUnit, m, n, 1.0, am, k, bm, m),
            Op::Trtri => h.trtri(Uplo::Upper, Diag::NonUnit, m, am, k, bm, m),
        }
    };
    call(h)?;
    let sync = |h: &Handle| h.backend().stream_synchronize(h.stream());
    sync(h)?;
    let t0 = Instant::now();
    for _ in 0..reps {
        call(h)?;
    }
    sync(h)?;
    let ms = t0.elapsed().as_secs_f64() * 1e3 / reps as f64;
    let flops = match op {
        Op::Trtri => (m * m * m) as f64 / 3.0,
        _ => (k * k) as f64 * if k == m { n } else { m } as f64,
    } * batch as f64;
    Ok((ms, flops / (ms * 1e-3) / 1e12))
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tri_timing: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let dev = Device::default_device()?;
    let quick = std::env::args().any(|a| a == "--quick") || dev.kind() == BackendKind::Host;
    let mut h = Handle::with_device(&dev)?;
    let (l, r) = (Side::Left, Side::Right);
    let big = if quick { 256 } else { 8192 };
    let mid = if quick { 128 } else { 4096 };
    let rows: Vec<(&str, Op, usize, usize, usize)> = vec![
        ("dtrsm L,L,N,N", Op::Trsm(l, Uplo::Lower), mid, mid, 1),
        ("dtrsm L,L,N,N", Op::Trsm(l, Uplo::Lower), big, big, 1),
        ("dtrsm R,U,N,N", Op::Trsm(r, Uplo::Upper), mid, mid, 1),
        ("dtrsm R,U,N,N", Op::Trsm(r, Uplo::Upper), big, big, 1),
        ("dtrsm L,L,N,N 16 rhs", Op::Trsm(l, Uplo::Lower), big, 16, 1),
        ("dtrmm L,U,N,N", Op::Trmm(l, Uplo::Upper), big, big, 1),
        ("dtrtri U,N", Op::Trtri, big, big, 1),
        ("dtrsm batched 32", Op::Trsm(l, Uplo::Lower), 32, 32, 1000),
        ("dtrsm batched 64", Op::Trsm(l, Uplo::Lower), 64, 64, 1000),
        (
            "dtrsm batched 128",
            Op::Trsm(l, Uplo::Lower),
            128,
            128,
            1000,
        ),
    ];
    println!("device: {:?}", dev.kind());
    for (name, op, m, n, batch) in rows {
        let reps = if quick { 1 } else { 5 };
        match time(&dev, &mut h, op, m, n, batch, reps) {
            Ok((ms, tf)) => {
                println!("{name:24} {m:>6}x{n:<6} batch {batch:>5}: {ms:9.3} ms  {tf:7.2} TF/s")
            }
            Err(e) => println!("{name:24} {m:>6}x{n:<6} batch {batch:>5}: {e}"),
        }
    }
    Ok(())
}
