//! Quick timings of the symmetric/Hermitian level 3 on the default device (the GPU of an
//! nvidia/amd build, else the host): `cargo run --release --features nvidia --example
//! sym_timing` (`--quick`: small sizes only, which is also what the host backend gets).
//! Wall-clock time of a loop of calls on the handle's stream after one warm-up call,
//! synchronized at both ends. TFLOP/s counts the useful flops (syrk/herk/syrkx/herkx `n(n+1)k`,
//! syr2k/her2k `2n(n+1)k`, symm/hemm `2m²n` left, times 4 for complex); the last column is the
//! issue's target, 90% of cuBLAS 13.1 on an H200 where the issue gives one. Results are not
//! checked here (tests/level3_sym.rs does that).

use std::process::ExitCode;
use std::time::Instant;

use oxblas::level3::{Matrices, MatricesMut, Side};
use oxblas::{
    BackendKind, Complex64, Device, DeviceBuffer, Handle, Result, Scalar, Status, Transpose, Uplo,
};

#[derive(Clone, Copy, Debug)]
enum Op {
    Syrk,
    Syr2k,
    Syrkx,
    Symm,
    Herk,
    Her2k,
    Herkx,
    Hemm,
    Gemm,
}

fn data<T: Scalar>(len: usize, seed: usize) -> Vec<T> {
    (0..len)
        .map(|i| {
            let v = ((i.wrapping_mul(2_654_435_761).wrapping_add(seed)) % 2001) as f64 / 1000.0;
            T::from_c64(Complex64::new(v - 1.0, 0.5 - v / 2.0))
        })
        .collect()
}

struct Bufs<T: Scalar> {
    a: DeviceBuffer<T>,
    b: DeviceBuffer<T>,
    c: DeviceBuffer<T>,
}

/// One call of `op` at n×k (symm/hemm: m = n, and B, C n×k); gemm: n×n×k, for comparison.
fn call<T: Scalar>(h: &mut Handle, op: Op, n: usize, k: usize, d: &mut Bufs<T>) -> Result<()> {
    let one = T::from_c64(Complex64::new(1.0, 0.0));
    let half = T::from_c64(Complex64::new(0.5, 0.0));
    let r1 = <T::Real as Scalar>::from_c64(Complex64::new(1.0, 0.0));
    let rh = <T::Real as Scalar>::from_c64(Complex64::new(0.5, 0.0));
    let (a, b) = (Matrices::One(d.a.as_slice()), Matrices::One(d.b.as_slice()));
    let c = MatricesMut::One(&mut d.c.as_mut_slice());
    let (lo, tn) = (Uplo::Lower, Transpose::N);
    match op {
        Op::Syrk => h.syrk(lo, tn, n, k, one, a, n, half, c, n),
        Op::Herk => h.herk(lo, tn, n, k, r1, a, n, rh, c, n),
        Op::Syr2k => h.syr2k(lo, tn, n, k, one, a, n, b, n, half, c, n),
        Op::Her2k => h.her2k(lo, tn, n, k, one, a, n, b, n, rh, c, n),
        Op::Syrkx => h.syrkx(lo, tn, n, k, one, a, n, b, n, half, c, n),
        Op::Herkx => h.herkx(lo, tn, n, k, one, a, n, b, n, rh, c, n),
        Op::Symm => h.symm(Side::Left, lo, n, k, one, a, n, b, n, half, c, n),
        Op::Hemm => h.hemm(Side::Left, lo, n, k, one, a, n, b, n, half, c, n),
        Op::Gemm => h.gemm(tn, Transpose::T, n, n, k, one, a, n, b, n, half, c, n),
    }
}

/// (ms per call, TFLOP/s, status of the last call).
fn run<T: Scalar>(
    dev: &Device,
    h: &mut Handle,
    op: Op,
    n: usize,
    k: usize,
    reps: usize,
) -> Result<(f64, f64, Status)> {
    let big = n * n.max(k);
    let mut d = Bufs {
        a: dev.upload(&data::<T>(big, 1))?,
        b: dev.upload(&data::<T>(big, 2))?,
        c: dev.upload(&data::<T>(big, 3))?,
    };
    call(h, op, n, k, &mut d)?;
    let sync = |h: &Handle| h.backend().stream_synchronize(h.stream());
    sync(h)?;
    let t0 = Instant::now();
    for _ in 0..reps {
        call(h, op, n, k, &mut d)?;
    }
    sync(h)?;
    let s = t0.elapsed().as_secs_f64() / reps as f64;
    let (nf, kf) = (n as f64, k as f64);
    let real_flops = match op {
        Op::Syrk | Op::Herk | Op::Syrkx | Op::Herkx => nf * (nf + 1.0) * kf,
        Op::Syr2k | Op::Her2k => 2.0 * nf * (nf + 1.0) * kf,
        Op::Symm | Op::Hemm | Op::Gemm => 2.0 * nf * nf * kf,
    };
    let flops = if T::DTYPE.is_complex() { 4.0 } else { 1.0 } * real_flops;
    Ok((s * 1e3, flops / s / 1e12, h.last_status()))
}

fn main() -> ExitCode {
    let quick = std::env::args().any(|a| a == "--quick");
    let dev = match Device::default_device() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("no device: {e}");
            return ExitCode::from(2);
        }
    };
    let small = quick || dev.kind() == BackendKind::Host;
    let r = || -> Result<()> {
        let mut h = Handle::with_device(&dev)?;
        // (op, precision, n, k, the target in TFLOP/s: 90% of cuBLAS, 0 = none given)
        let rows: Vec<(Op, char, usize, usize, f64)> = if small {
            vec![
                (Op::Gemm, 'd', 256, 256, 0.0),
                (Op::Syrk, 'd', 256, 256, 0.0),
                (Op::Syr2k, 'd', 256, 256, 0.0),
                (Op::Symm, 'd', 256, 256, 0.0),
                (Op::Herk, 'z', 128, 128, 0.0),
                (Op::Hemm, 'z', 128, 128, 0.0),
            ]
        } else {
            vec![
                (Op::Gemm, 'd', 8192, 8192, 0.0),
                (Op::Syrk, 'd', 8192, 8192, 0.9 * 50.3),
                (Op::Syr2k, 'd', 8192, 8192, 0.9 * 47.4),
                (Op::Syrkx, 'd', 8192, 8192, 0.9 * 46.9),
                (Op::Symm, 'd', 8192, 8192, 0.9 * 48.3),
                (Op::Syrk, 'd', 4096, 4096, 0.0),
                (Op::Syrk, 'd', 8192, 256, 0.0),
                (Op::Syrk, 'd', 1024, 16384, 0.0),
                (Op::Gemm, 'z', 4096, 4096, 0.0),
                (Op::Herk, 'z', 4096, 4096, 0.9 * 48.0),
                (Op::Her2k, 'z', 4096, 4096, 0.0),
                (Op::Herkx, 'z', 4096, 4096, 0.0),
                (Op::Hemm, 'z', 4096, 4096, 0.0),
                (Op::Syrk, 's', 8192, 8192, 0.0),
                (Op::Syrk, 'c', 4096, 4096, 0.0),
            ]
        };
        println!("device: {:?}", dev.kind());
        println!(
            "{:<10} {:>12} {:>10} {:>9} {:>8}  status",
            "routine", "n x k", "ms", "TFLOP/s", "target"
        );
        for (op, p, n, k, target) in rows {
            let reps = if small { 2 } else { 10 };
            let (ms, tf, st) = match p {
                's' => run::<f32>(&dev, &mut h, op, n, k, reps)?,
                'c' => run::<oxblas::Complex32>(&dev, &mut h, op, n, k, reps)?,
                'z' => run::<Complex64>(&dev, &mut h, op, n, k, reps)?,
                _ => run::<f64>(&dev, &mut h, op, n, k, reps)?,
            };
            let name = format!("{p}{}", format!("{op:?}").to_lowercase());
            let dims = format!("{n}x{k}");
            let tgt = if target > 0.0 {
                format!("{target:.1}")
            } else {
                "-".into()
            };
            println!("{name:<10} {dims:>12} {ms:>10.3} {tf:>9.2} {tgt:>8}  {st:?}");
        }
        Ok(())
    };
    match r() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sym_timing: {e}");
            ExitCode::FAILURE
        }
    }
}
