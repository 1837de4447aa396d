//! Quick gemm timings on the default device (the GPU of an nvidia/amd build, else the host):
//! `cargo run --release --features nvidia --example gemm_timing` (`--quick`: small sizes only,
//! which is also what the host backend gets). Wall-clock time of a loop of calls on the handle's
//! stream, after one warm-up call, synchronized at both ends; TFLOP/s counts 2mnk (8mnk complex)
//! per matrix. Results are not checked here (tests/level3.rs does that); this is for the lead's
//! first look at the H200 numbers, not the benchmark of docs/benchmarks/.

use std::process::ExitCode;
use std::time::Instant;

use oxblas::level3::{Matrices, MatricesMut};
use oxblas::{BackendKind, Complex64, Device, Handle, Result, Scalar, Status, Transpose};

/// (name, precision letter, op(A), m×n×k, batch).
type Row = (&'static str, char, Transpose, (usize, usize, usize), usize);

fn data<T: Scalar>(len: usize, seed: usize) -> Vec<T> {
    (0..len)
        .map(|i| {
            let v = ((i.wrapping_mul(2_654_435_761).wrapping_add(seed)) % 2001) as f64 / 1000.0;
            T::from_c64(Complex64::new(v - 1.0, 0.5 - v / 2.0))
        })
        .collect()
}

/// Time `reps` calls of an m×n×k gemm over `batch` strided matrices; returns (ms per call,
/// TFLOP/s, status of the last call).
#[allow(clippy::too_many_arguments)]
fn run<T: Scalar>(
    dev: &Device,
    h: &mut Handle,
    ta: Transpose,
    tb: Transpose,
    (m, n, k): (usize, usize, usize),
    batch: usize,
    reps: usize,
) -> Result<(f64, f64, Status)> {
    let (ar, ac) = if ta == Transpose::N { (m, k) } else { (k, m) };
    let (br, bc) = if tb == Transpose::N { (k, n) } else { (n, k) };
    let a = dev.upload(&data::<T>(ar * ac * batch, 1))?;
    let b = dev.upload(&data::<T>(br * bc * batch, 2))?;
    let mut c = dev.upload(&data::<T>(m * n * batch, 3))?;
    let (alpha, beta) = (T::from_c64(Complex64::new(1.0, 0.0)), T::default());
    let mut call = |h: &mut Handle| {
        h.gemm(
            ta,
            tb,
            m,
            n,
            k,
            alpha,
            Matrices::Strided {
                a: a.as_slice(),
                stride: ar * ac,
                count: batch,
            },
            ar,
            Matrices::Strided {
                a: b.as_slice(),
                stride: br * bc,
                count: batch,
            },
            br,
            beta,
            MatricesMut::Strided {
                c: &mut c.as_mut_slice(),
                stride: m * n,
                count: batch,
            },
            m,
        )
    };
    call(h)?;
    let sync = |h: &Handle| h.backend().stream_synchronize(h.stream());
    sync(h)?;
    let t0 = Instant::now();
    for _ in 0..reps {
        call(h)?;
    }
    sync(h)?;
    let s = t0.elapsed().as_secs_f64() / reps as f64;
    let flops = if T::DTYPE.is_complex() { 8.0 } else { 2.0 } * (m * n * k * batch) as f64;
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
        let (nn, tn) = (Transpose::N, Transpose::T);
        let rows: Vec<Row> = if small {
            vec![
                ("dgemm NN", 'd', nn, (256, 256, 256), 1),
                ("sgemm NN", 's', nn, (256, 256, 256), 1),
                ("zgemm NN", 'z', nn, (128, 128, 128), 1),
                ("dgemm split-K", 'd', nn, (64, 64, 1 << 14), 1),
                ("dgemm strided 16^3", 'd', nn, (16, 16, 16), 1000),
            ]
        } else {
            vec![
                ("dgemm NN", 'd', nn, (1024, 1024, 1024), 1),
                ("dgemm NN", 'd', nn, (4096, 4096, 4096), 1),
                ("dgemm NN", 'd', nn, (8192, 8192, 8192), 1),
                ("dgemm TN", 'd', tn, (8192, 8192, 8192), 1),
                ("sgemm NN", 's', nn, (8192, 8192, 8192), 1),
                ("cgemm NN", 'c', nn, (4096, 4096, 4096), 1),
                ("zgemm NN", 'z', nn, (4096, 4096, 4096), 1),
                ("dgemm split-K", 'd', nn, (256, 256, 1 << 20), 1),
                ("dgemm strided 64^3", 'd', nn, (64, 64, 64), 20000),
                ("dgemm strided 16^3", 'd', nn, (16, 16, 16), 100000),
            ]
        };
        println!("device: {:?}", dev.kind());
        println!(
            "{:<22} {:>18} {:>7} {:>10} {:>9}  status",
            "routine", "m x n x k", "batch", "ms", "TFLOP/s"
        );
        for (name, p, ta, shape, batch) in rows {
            let reps = if small { 2 } else { 10 };
            let (ms, tf, st) = match p {
                's' => run::<f32>(&dev, &mut h, ta, Transpose::N, shape, batch, reps)?,
                'c' => {
                    run::<oxblas::Complex32>(&dev, &mut h, ta, Transpose::N, shape, batch, reps)?
                }
                'z' => run::<Complex64>(&dev, &mut h, ta, Transpose::N, shape, batch, reps)?,
                _ => run::<f64>(&dev, &mut h, ta, Transpose::N, shape, batch, reps)?,
            };
            let dims = format!("{}x{}x{}", shape.0, shape.1, shape.2);
            println!("{name:<22} {dims:>18} {batch:>7} {ms:>10.3} {tf:>9.2}  {st:?}");
            if name == "dgemm split-K" {
                // The same call with the workspace denied: the one-pass kernel, perf_degraded.
                let mut denied = Handle::with_device(&dev)?;
                denied.set_device_memory_size(64)?;
                let (ms, tf, st) =
                    run::<f64>(&dev, &mut denied, ta, Transpose::N, shape, batch, reps)?;
                println!(
                    "{:<22} {dims:>18} {batch:>7} {ms:>10.3} {tf:>9.2}  {st:?}",
                    "  workspace denied"
                );
            }
        }
        Ok(())
    };
    match r() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gemm_timing: {e}");
            ExitCode::FAILURE
        }
    }
}
