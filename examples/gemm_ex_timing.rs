//! Quick gemm_ex timings on the default device (the GPU of an nvidia/amd build, else the host):
//! `cargo run --release --features nvidia --example gemm_ex_timing` (`--quick`: small sizes
//! only, which is also what the host backend gets); `OXBLAS_GEMM_PORTABLE=1` in the environment
//! times the portable kernel instead of the tensor-core one. Wall-clock time of a loop of calls on
//! the handle's stream after one warm-up call, synchronized at both ends; TFLOP/s counts 2mnk.
//! Results are not checked here (tests/level3_ex.rs does that). The target: >= 60% of
//! cuBLAS's 788 (bf16) / 780 (f16) TF/s at 8192 on the H200, about 470 TF/s.

use std::process::ExitCode;
use std::time::Instant;

use half::{bf16, f16};
use oxblas::level3::gemm_ex::{GemmEx, GemmExOptions, GemmExOutput};
use oxblas::level3::{Matrices, MatricesMut};
use oxblas::{BackendKind, Complex64, Device, Handle, Result, Scalar, Status, Transpose};

fn data<T: Scalar>(len: usize, seed: usize) -> Vec<T> {
    (0..len)
        .map(|i| {
            let v = ((i.wrapping_mul(2_654_435_761).wrapping_add(seed)) % 2001) as f64 / 1000.0;
            T::from_c64(Complex64::new(v - 1.0, 0.0))
        })
        .collect()
}

/// Time `reps` calls of one m×n×k gemm_ex with leading dimensions rows + `pad`; returns (ms per
/// call, TFLOP/s, status of the last call).
fn run<Ti: GemmEx<To, f32>, To: Scalar>(
    dev: &Device,
    h: &mut Handle,
    (ta, tb): (Transpose, Transpose),
    (m, n, k): (usize, usize, usize),
    pad: usize,
    reps: usize,
) -> Result<(f64, f64, Status)> {
    let (ar, ac) = if ta == Transpose::N { (m, k) } else { (k, m) };
    let (br, bc) = if tb == Transpose::N { (k, n) } else { (n, k) };
    let (lda, ldb, ldc) = (ar + pad, br + pad, m + pad);
    let a = dev.upload(&data::<Ti>(lda * ac, 1))?;
    let b = dev.upload(&data::<Ti>(ldb * bc, 2))?;
    let mut c = dev.upload(&data::<To>(ldc * n, 3))?;
    let mut call = |h: &mut Handle| {
        h.gemm_ex::<Ti, To, f32>(
            ta,
            tb,
            m,
            n,
            k,
            1.0f32,
            Matrices::One(a.as_slice()),
            lda,
            Matrices::One(b.as_slice()),
            ldb,
            0.0f32,
            GemmExOutput::InPlace {
                c: MatricesMut::One(&mut c.as_mut_slice()),
                ldc,
            },
            GemmExOptions::default(),
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
    Ok((
        s * 1e3,
        2.0 * (m * n * k) as f64 / s / 1e12,
        h.last_status(),
    ))
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
        let (nn, tn, nt, tt) = (
            (Transpose::N, Transpose::N),
            (Transpose::T, Transpose::N),
            (Transpose::N, Transpose::T),
            (Transpose::T, Transpose::T),
        );
        // (name, types, transposes, shape, padding of the leading dimensions)
        type Row = (
            &'static str,
            &'static str,
            (Transpose, Transpose),
            usize,
            usize,
        );
        let rows: Vec<Row> = if small {
            vec![
                ("bf16->f32 NN", "bs", nn, 256, 0),
                ("f16->f16 TN", "hh", tn, 256, 0),
                ("bf16->bf16 NN odd ld", "bb", nn, 255, 1),
            ]
        } else {
            vec![
                ("bf16->f32 NN", "bs", nn, 8192, 0),
                ("f16->f32 NN", "hs", nn, 8192, 0),
                ("bf16->bf16 NN", "bb", nn, 8192, 0),
                ("f16->f16 NN", "hh", nn, 8192, 0),
                ("bf16->f32 TN", "bs", tn, 8192, 0),
                ("bf16->f32 NT", "bs", nt, 8192, 0),
                ("bf16->f32 TT", "bs", tt, 8192, 0),
                ("bf16->f32 NN", "bs", nn, 4096, 0),
                ("bf16->f32 NN", "bs", nn, 1024, 0),
                ("bf16->f32 NN odd ld", "bs", nn, 8191, 1),
            ]
        };
        println!("device: {:?}", dev.kind());
        println!(
            "{:<22} {:>16} {:>10} {:>9}  status",
            "gemm_ex", "m = n = k", "ms", "TFLOP/s"
        );
        for (name, types, tr, s, pad) in rows {
            let reps = if small { 2 } else { 10 };
            let shape = (s, s, s);
            let (ms, tf, st) = match types {
                "bs" => run::<bf16, f32>(&dev, &mut h, tr, shape, pad, reps)?,
                "bb" => run::<bf16, bf16>(&dev, &mut h, tr, shape, pad, reps)?,
                "hs" => run::<f16, f32>(&dev, &mut h, tr, shape, pad, reps)?,
                _ => run::<f16, f16>(&dev, &mut h, tr, shape, pad, reps)?,
            };
            println!("{name:<22} {s:>16} {ms:>10.3} {tf:>9.2}  {st:?}");
        }
        Ok(())
    };
    match r() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gemm_ex_timing: {e}");
            ExitCode::FAILURE
        }
    }
}
