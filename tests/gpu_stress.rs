//! A full device and a long day (issue 13).
//!
//! * `full_device_*`: with almost all device memory taken by another allocation, every routine
//!   family (level 1, level 2, gemm, trsm, syrk, getrf + getrs, potrf) answers `success`,
//!   `perf_degraded` or `memory_error` (nothing else, no crash), its results are right whenever
//!   it computed, the statistics balance, and once the memory is released the same handle is
//!   back to `success` at full speed; the device's free memory is back to its starting value at
//!   the end.
//! * `soak_*`: threads with their own handles run random mixed routines for a while (random
//!   sizes, schemes, streams, captured graphs replayed), results compared with the host backend
//!   at random; device memory in use, sampled after each quarter of the window (the threads
//!   joined), does not stay above the highest level seen while settling through the window's
//!   second half (the driver's reservations step between levels; a leak lifts the floor).
//!
//! Both run on the host backend too (a short soak; the "full device" made by the host backend's
//! memory limit), so that CI exercises the code; the GPU versions are `#[ignore]`d ("needs a GPU
//! device") and run by scripts/stress-gpu.sh. `OXBLAS_SOAK_SECS` sets the GPU soak's length
//! (default 600 s); `OXBLAS_SOAK_THREADS` its threads (default 3); `OXBLAS_SOAK_SETTLE_SECS`
//! (default 60) the unmeasured random work before the starting point (see `soak`).

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{managed_config, stream_order_config, Rng};
use oxblas::backend::host::{FaultInjection, HostBackend};
use oxblas::level1::Vectors;
use oxblas::level2::{Matrices, VectorsMut};
use oxblas::level3::MatricesMut;
use oxblas::{
    Device, DeviceBuffer, Diag, Handle, PointerMode, Result, Side, Status, StreamFlags, StreamId,
    Transpose, Uplo,
};

// ------------------------------------------------------------------------------ operations

/// One routine call of a family, with its sizes; data is made from `seed`.
#[derive(Debug, Clone, Copy)]
enum Op {
    /// asum of `count` vectors of `n`, strided.
    Asum {
        n: usize,
        count: usize,
    },
    /// dot of two `n`-vectors.
    Dot {
        n: usize,
    },
    /// nrm2 with a negative increment.
    Nrm2 {
        n: usize,
    },
    /// gemv, `trans`: skinny T shapes use workspace partials.
    Gemv {
        m: usize,
        n: usize,
        t: bool,
    },
    Symv {
        n: usize,
    },
    Trsv {
        n: usize,
    },
    /// gemm NN; long k makes the split-K plan borrow workspace.
    Gemm {
        m: usize,
        n: usize,
        k: usize,
    },
    /// trsm L,L,N,N: B (m×n, in `c`) overwritten by A⁻¹B; m above 128 borrows invA.
    Trsm {
        m: usize,
        n: usize,
    },
    /// syrk L,N: the lower triangle of C (n×n) = A·Aᵀ + C/2, A n×k.
    Syrk {
        n: usize,
        k: usize,
    },
    /// getrf then getrs (N): A (n×n, its working copy in `b`) factored, X (n×nrhs, in `c`)
    /// solved; the output is X and getrf's info.
    Getrs {
        n: usize,
        nrhs: usize,
    },
    /// potrf L of an SPD A (n×n, in `b`); the output is the factor (upper triangle untouched)
    /// and info.
    Potrf {
        n: usize,
    },
}

/// The inputs of an op, on the host.
struct Data {
    a: Vec<f64>,
    b: Vec<f64>,
    c: Vec<f64>,
}

fn data(op: &Op, seed: u64) -> Data {
    let mut r = Rng::new(seed);
    let (na, nb, nc) = match *op {
        Op::Asum { n, count } => (n * count, 0, 0),
        Op::Dot { n } => (n, n, 0),
        Op::Nrm2 { n } => (2 * n, 0, 0),
        Op::Gemv { m, n, t } => (m * n, if t { m } else { n }, if t { n } else { m }),
        Op::Symv { n } => (n * n, n, n),
        Op::Trsv { n } => (n * n, n, 0),
        Op::Gemm { m, n, k } => (m * k, k * n, m * n),
        Op::Trsm { m, n } => (m * m, 0, m * n),
        Op::Syrk { n, k } => (n * k, 0, n * n),
        Op::Getrs { n, nrhs } => (0, n * n, n * nrhs),
        Op::Potrf { n } => (0, n * n, 0),
    };
    // Diagonally dominant: well-conditioned solves, factorizations without pivot ties, and an
    // SPD matrix for potrf (only its lower triangle is read).
    let dominant = |v: &mut [f64], n: usize| {
        for i in 0..n {
            v[i + i * n] = n as f64 + 1.0;
        }
    };
    let mut a = r.signed_vec(na);
    let mut b = r.signed_vec(nb);
    match *op {
        Op::Trsv { n } | Op::Trsm { m: n, .. } => dominant(&mut a, n),
        Op::Getrs { n, .. } | Op::Potrf { n } => dominant(&mut b, n),
        _ => {}
    }
    Data {
        a,
        b,
        c: r.signed_vec(nc),
    }
}

/// Pivots of the solver ops (at least one slot).
fn pivot_slots(op: &Op) -> usize {
    match *op {
        Op::Getrs { n, .. } => n.max(1),
        _ => 1,
    }
}

/// The op's inputs uploaded to a device.
struct Prepared {
    op: Op,
    a: DeviceBuffer<f64>,
    b: DeviceBuffer<f64>,
    c: DeviceBuffer<f64>,
    /// getrf's pivots and the solvers' info, poisoned before every call.
    ipiv: DeviceBuffer<i32>,
    info: DeviceBuffer<i32>,
}

fn prepare(dev: &Device, op: Op, d: &Data) -> Result<Prepared> {
    Ok(Prepared {
        op,
        a: dev.upload(&d.a)?,
        b: dev.upload(&d.b)?,
        c: dev.upload(&d.c)?,
        ipiv: dev.upload(&vec![-7i32; pivot_slots(&op)])?,
        info: dev.upload(&[-7i32])?,
    })
}

/// Run `p` on `h`; the values it computed (read back). `c` is overwritten (restored from `d`
/// first, so that a call can be repeated).
fn run(h: &mut Handle, p: &mut Prepared, d: &Data) -> Result<Vec<f64>> {
    match p.op {
        Op::Asum { n, count } => {
            let mut out = vec![0.0; count];
            let x = Vectors::Strided {
                x: p.a.as_slice(),
                stride: n,
                count,
            };
            h.asum_batched(n, x, 1, &mut out)?;
            Ok(out)
        }
        Op::Dot { n } => Ok(vec![h.dot(n, &p.a.as_slice(), 1, &p.b.as_slice(), 1)?]),
        Op::Nrm2 { n } => Ok(vec![h.nrm2(n, &p.a.as_slice(), -2)?]),
        Op::Gemv { m, n, t } => {
            p.c.copy_from_host(&d.c)?;
            let (tr, ly) = if t {
                (Transpose::T, n)
            } else {
                (Transpose::N, m)
            };
            h.gemv(
                tr,
                m,
                n,
                1.5,
                Matrices::One(p.a.as_slice()),
                m,
                p.b.as_slice().into(),
                1,
                -0.5,
                VectorsMut::One(&mut p.c.as_mut_slice()),
                1,
            )?;
            let _ = ly;
            p.c.to_vec()
        }
        Op::Symv { n } => {
            p.c.copy_from_host(&d.c)?;
            h.symv(
                Uplo::Lower,
                n,
                0.75,
                Matrices::One(p.a.as_slice()),
                n,
                p.b.as_slice().into(),
                1,
                0.25,
                VectorsMut::One(&mut p.c.as_mut_slice()),
                1,
            )?;
            p.c.to_vec()
        }
        Op::Trsv { n } => {
            p.b.copy_from_host(&d.b)?;
            h.trsv(
                Uplo::Lower,
                Transpose::N,
                Diag::NonUnit,
                n,
                Matrices::One(p.a.as_slice()),
                n,
                VectorsMut::One(&mut p.b.as_mut_slice()),
                1,
            )?;
            p.b.to_vec()
        }
        Op::Gemm { m, n, k } => {
            p.c.copy_from_host(&d.c)?;
            h.gemm(
                Transpose::N,
                Transpose::N,
                m,
                n,
                k,
                1.0,
                Matrices::One(p.a.as_slice()),
                m,
                Matrices::One(p.b.as_slice()),
                k,
                0.5,
                MatricesMut::One(&mut p.c.as_mut_slice()),
                m,
            )?;
            p.c.to_vec()
        }
        Op::Trsm { .. } | Op::Syrk { .. } | Op::Getrs { .. } | Op::Potrf { .. } => {
            restore_output(p, d)?;
            run_no_restore(h, p)?;
            output(p)
        }
    }
}

/// The op's scale for tolerances: its inner dimension.
fn depth(op: &Op) -> f64 {
    (match *op {
        Op::Asum { n, .. } | Op::Dot { n } | Op::Nrm2 { n } | Op::Symv { n } | Op::Trsv { n } => n,
        Op::Gemv { m, n, t } => {
            if t {
                m
            } else {
                n
            }
        }
        Op::Gemm { k, .. } => k,
        Op::Trsm { m, .. } => m,
        Op::Syrk { k, .. } => k,
        Op::Getrs { n, .. } | Op::Potrf { n } => n,
    }) as f64
}

fn assert_close(op: &Op, got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what} {op:?}");
    let scale = want.iter().fold(1.0f64, |m, v| m.max(v.abs()));
    let tol = 1e-12 * depth(op).max(1.0) * scale;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol,
            "{what} {op:?}: element {i}: {g} vs {w} (tolerance {tol})"
        );
    }
}

/// The host backend's answer.
fn reference(op: Op, d: &Data) -> Vec<f64> {
    let dev = Device::host();
    let mut h = Handle::with_config(&dev, &managed_config()).unwrap();
    let mut p = prepare(&dev, op, d).unwrap();
    run(&mut h, &mut p, d).expect("host reference")
}

fn assert_balanced(h: &Handle, what: &str) {
    let s = h.stats();
    assert_eq!(
        s.allocated_bytes - s.freed_bytes,
        s.live_bytes,
        "{what}: {s:?}"
    );
    assert_eq!(s.allocations - s.frees, s.live_allocations, "{what}: {s:?}");
}

/// Device memory in use: the GPU's free bytes, or the host backend's live bytes.
#[derive(Clone)]
enum Meter {
    Gpu(Device),
    Host(Arc<HostBackend>),
}

impl Meter {
    /// Bytes in use on the device (GPU: total - free).
    fn used(&self) -> u64 {
        match self {
            Meter::Gpu(d) => {
                // The stream-ordered pool keeps freed blocks by design: give them back first.
                d.release_cached_memory().unwrap();
                let (free, total) = d.memory_info().unwrap().expect("memory info");
                total - free
            }
            Meter::Host(h) => h.counters().live_bytes,
        }
    }
}

// ------------------------------------------------------------------------------ a full device

/// The ops of the full-device test: every family, sizes that want workspace.
fn full_ops(big: bool) -> Vec<Op> {
    let s = if big { 1 } else { 8 };
    vec![
        Op::Asum {
            n: 100_000 / s,
            count: 64,
        },
        Op::Dot { n: (1 << 22) / s },
        Op::Nrm2 { n: (1 << 20) / s },
        Op::Gemv {
            m: (1 << 20) / s,
            n: 8,
            t: true,
        },
        Op::Gemv {
            m: 2048 / s,
            n: 2048 / s,
            t: false,
        },
        Op::Symv { n: 2048 / s },
        Op::Trsv { n: 2048 / s },
        Op::Gemm {
            m: 64,
            n: 64,
            k: (1 << 18) / s,
        },
        Op::Gemm {
            m: 512 / s,
            n: 512 / s,
            k: 512 / s,
        },
        Op::Trsm {
            m: 2048 / s,
            n: 256 / s,
        },
        Op::Syrk {
            n: 1024 / s,
            k: 512 / s,
        },
        Op::Getrs {
            n: 2048 / s,
            nrhs: 4,
        },
        Op::Potrf { n: 2048 / s },
    ]
}

/// Run every op once on a classic and a stream-ordered handle: the runtime loads its kernels
/// lazily, and that memory is not oxblas's to give back.
fn warm_up(dev: &Device, preps: &mut [Prepared], datas: &[Data]) {
    for cfg in [managed_config(), stream_order_config()] {
        let mut h = Handle::with_config(dev, &cfg).unwrap();
        for (p, d) in preps.iter_mut().zip(datas) {
            run(&mut h, p, d).unwrap();
        }
        h.synchronize().unwrap();
    }
}

/// `squeeze` takes almost all free memory and returns a guard that gives it back on drop.
fn full_device<G>(dev: &Device, meter: &Meter, big: bool, squeeze: impl Fn() -> G) {
    let ops = full_ops(big);
    let datas: Vec<Data> = ops
        .iter()
        .enumerate()
        .map(|(i, op)| data(op, 0xf011 + i as u64))
        .collect();
    let refs: Vec<Vec<f64>> = ops
        .iter()
        .zip(&datas)
        .map(|(op, d)| reference(*op, d))
        .collect();
    let mut preps: Vec<Prepared> = ops
        .iter()
        .zip(&datas)
        .map(|(op, d)| prepare(dev, *op, d).unwrap())
        .collect();
    // Warm up (module loading, the backend's own allocations), then the starting point.
    warm_up(dev, &mut preps, &datas);
    let start = meter.used();
    let mut handles = vec![
        Handle::with_config(dev, &managed_config()).unwrap(),
        Handle::with_config(dev, &stream_order_config()).unwrap(),
    ];
    // Full speed first: the best of 3 runs of every op, the routine alone (the host copies
    // around it are not the library's speed: pageable transfers vary by a millisecond).
    let time = |h: &mut Handle, p: &mut Prepared, d: &Data| {
        restore_output(p, d).unwrap();
        (0..3)
            .map(|_| {
                let t = Instant::now();
                match p.op {
                    Op::Asum { .. } | Op::Dot { .. } | Op::Nrm2 { .. } => {
                        run(h, p, d).map(drop).unwrap()
                    }
                    _ => run_no_restore(h, p).unwrap(),
                }
                h.synchronize().unwrap();
                t.elapsed()
            })
            .min()
            .unwrap()
    };
    let fast: Vec<Duration> = preps
        .iter_mut()
        .zip(&datas)
        .map(|(p, d)| time(&mut handles[0], p, d))
        .collect();
    for h in &mut handles {
        h.set_device_memory_size(0).unwrap(); // back to managed with no arena
    }

    let guard = squeeze();
    let mut tally = std::collections::BTreeMap::<String, u32>::new();
    for (hi, h) in handles.iter_mut().enumerate() {
        for ((p, d), want) in preps.iter_mut().zip(&datas).zip(&refs) {
            match run(h, p, d) {
                Ok(got) => {
                    assert_close(&p.op, &got, want, &format!("full device, handle {hi}"));
                    *tally.entry(format!("{:?}", h.last_status())).or_default() += 1;
                }
                Err(e) => {
                    assert_eq!(
                        e.status(),
                        Status::MemoryError,
                        "handle {hi} {:?}: {e}",
                        p.op
                    );
                    *tally.entry("MemoryError".into()).or_default() += 1;
                }
            }
            assert_balanced(h, "full device");
        }
    }
    // A handle created on the full device: created, or refused with memory_error.
    match Handle::with_config(dev, &managed_config()) {
        Ok(h) => assert_balanced(&h, "new handle"),
        Err(e) => assert_eq!(e.status(), Status::MemoryError, "{e}"),
    }
    eprintln!("full device: statuses {tally:?}");
    assert!(
        tally.keys().any(|k| k != "Success"),
        "nothing was degraded or refused: the device was not full"
    );
    drop(guard);

    // Released: the same handles compute at full speed again.
    for h in &mut handles {
        for (((p, d), want), fast) in preps.iter_mut().zip(&datas).zip(&refs).zip(&fast) {
            let got = run(h, p, d).unwrap_or_else(|e| panic!("{:?} after release: {e}", p.op));
            assert_close(&p.op, &got, want, "after release");
            assert_eq!(h.last_status(), Status::Success, "{:?} after release", p.op);
            if let Meter::Gpu(_) = meter {
                let t = time(h, p, d);
                assert!(
                    t <= *fast * 3 / 2 + Duration::from_micros(50),
                    "{:?}: {t:?} after release vs {fast:?} before",
                    p.op
                );
            }
        }
        h.synchronize().unwrap();
        assert_balanced(h, "after release");
    }
    drop(handles);
    let end = meter.used();
    assert!(
        end <= start + (2 << 20),
        "device memory in use: {start} B at the start, {end} B at the end"
    );
}

#[test]
fn full_device_host() {
    let hb = HostBackend::new();
    let dev = Device::from_backend(hb.clone());
    let meter = Meter::Host(hb.clone());
    full_device(&dev, &meter, false, || {
        // The host backend's limit: live bytes now plus 64 KiB.
        let limit = hb.counters().live_bytes as usize + (64 << 10);
        hb.set_faults(FaultInjection {
            memory_limit: Some(limit),
            fail_nth_allocation: None,
        });
        struct Lift(Arc<HostBackend>);
        impl Drop for Lift {
            fn drop(&mut self) {
                self.0.set_faults(FaultInjection::default());
            }
        }
        Lift(hb.clone())
    });
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn full_device_gpu() {
    let dev = Device::from_backend(common::require_gpu());
    let meter = Meter::Gpu(dev.clone());
    full_device(&dev, &meter, true, || {
        // Everything free but 16 MiB, in one allocation (halving the request until it fits).
        let (free, _) = dev.memory_info().unwrap().unwrap();
        let mut want = free.saturating_sub(16 << 20) as usize;
        loop {
            match dev.alloc::<u8>(want) {
                Ok(b) => {
                    eprintln!(
                        "full device: took {} MiB of {} MiB free",
                        want >> 20,
                        free >> 20
                    );
                    return b;
                }
                Err(_) if want > (1 << 30) => want -= 64 << 20,
                Err(e) => panic!("could not take the device's memory: {e}"),
            }
        }
    });
}

// ------------------------------------------------------------------------------ the soak

fn random_op(r: &mut Rng) -> Op {
    let u = |r: &mut Rng, lo: i64, hi: i64| r.range(lo, hi) as usize;
    match r.next_u64() % 11 {
        0 => Op::Asum {
            n: u(r, 1, 5000),
            count: u(r, 1, 40),
        },
        1 => Op::Dot {
            n: u(r, 1, 300_000),
        },
        2 => Op::Nrm2 {
            n: u(r, 1, 100_000),
        },
        3 => {
            let t = r.next_u64() % 2 == 0;
            if t && r.next_u64() % 2 == 0 {
                Op::Gemv {
                    m: u(r, 10_000, 200_000),
                    n: u(r, 1, 16),
                    t,
                }
            } else {
                Op::Gemv {
                    m: u(r, 1, 400),
                    n: u(r, 1, 400),
                    t,
                }
            }
        }
        4 => Op::Symv { n: u(r, 1, 400) },
        5 => Op::Trsv { n: u(r, 1, 400) },
        6 => Op::Trsm {
            m: u(r, 1, 300),
            n: u(r, 1, 64),
        },
        7 => Op::Syrk {
            n: u(r, 1, 200),
            k: u(r, 1, 200),
        },
        8 => Op::Getrs {
            n: u(r, 1, 200),
            nrhs: u(r, 1, 4),
        },
        9 => Op::Potrf { n: u(r, 1, 300) },
        _ => {
            if r.next_u64() % 3 == 0 {
                Op::Gemm {
                    m: u(r, 1, 40),
                    n: u(r, 1, 40),
                    k: u(r, 2000, 40_000),
                }
            } else {
                Op::Gemm {
                    m: u(r, 1, 150),
                    n: u(r, 1, 150),
                    k: u(r, 1, 150),
                }
            }
        }
    }
}

#[derive(Default, Debug, Clone)]
struct Tally {
    calls: u64,
    checked: u64,
    degraded: u64,
    memory_errors: u64,
    scheme_changes: u64,
    stream_switches: u64,
    graphs: u64,
    replays: u64,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.calls += o.calls;
        self.checked += o.checked;
        self.degraded += o.degraded;
        self.memory_errors += o.memory_errors;
        self.scheme_changes += o.scheme_changes;
        self.stream_switches += o.stream_switches;
        self.graphs += o.graphs;
        self.replays += o.replays;
    }
}

/// One soak thread: its own handle, streams and user buffers, until `deadline`.
fn soak_thread(dev: &Device, seed: u64, deadline: Instant) -> Tally {
    let mut r = Rng::new(seed);
    let mut t = Tally::default();
    let mut h = Handle::with_config(dev, &managed_config()).unwrap();
    let streams = [dev.create_stream().unwrap(), dev.create_stream().unwrap()];
    // Graphs are captured on non-blocking streams: the other threads' synchronous host copies
    // run on the null stream, which the runtime may not order after a capturing blocking stream
    // (it refuses the copy and invalidates the capture: cudaErrorStreamCaptureImplicit).
    let capture = [
        dev.create_stream_with(StreamFlags::NonBlocking).unwrap(),
        dev.create_stream_with(StreamFlags::NonBlocking).unwrap(),
    ];
    while Instant::now() < deadline {
        let dice = r.next_u64() % 100;
        if dice < 6 {
            // A scheme change: any outcome but a crash; user buffers come back.
            t.scheme_changes += 1;
            match r.next_u64() % 4 {
                0 => {
                    let _ = h.set_device_memory_size(0);
                }
                1 => {
                    let _ = h.set_device_memory_size(r.range(1, 64 << 20) as usize);
                }
                2 => {
                    if let Ok(buf) = dev.alloc::<u8>(r.range(1, 32 << 20) as usize) {
                        let _ = h.set_workspace(buf);
                    }
                }
                _ => {
                    let on = !h.is_stream_order_alloc();
                    let _ = h.take_workspace();
                    let _ = h.set_device_memory_size(0);
                    let _ = h.set_stream_order_alloc(on);
                }
            }
            assert_balanced(&h, "scheme change");
            continue;
        }
        if dice < 12 {
            t.stream_switches += 1;
            let s = match r.next_u64() % 3 {
                0 => StreamId::DEFAULT,
                i => streams[i as usize - 1].id(),
            };
            h.set_stream(s).unwrap();
            continue;
        }
        let op = random_op(&mut r);
        let d = data(&op, r.next_u64());
        let Ok(mut p) = prepare(dev, op, &d) else {
            continue;
        };
        if dice < 16 && !matches!(op, Op::Asum { .. } | Op::Dot { .. } | Op::Nrm2 { .. }) {
            // Capture the call on a stream of ours and replay the graph (the op is idempotent:
            // its output is restored before the capture and recomputed from the inputs).
            t.graphs += 1;
            let s = capture[(r.next_u64() % 2) as usize].id();
            let before = h.stream();
            h.set_stream(s).unwrap();
            let b = h.backend().clone();
            restore_output(&mut p, &d).unwrap();
            b.begin_capture(s).unwrap();
            let captured = run_no_restore(&mut h, &mut p);
            let g = b.end_capture(s).unwrap();
            if let Err(e) = captured {
                assert_eq!(e.status(), Status::MemoryError, "captured {op:?}: {e}");
            } else {
                let reps = 1 + r.next_u64() % 3;
                for _ in 0..reps {
                    // The null stream's copies do not wait for a non-blocking stream.
                    b.stream_synchronize(s).unwrap();
                    restore_output(&mut p, &d).unwrap();
                    b.graph_launch(g, s).unwrap();
                    t.replays += 1;
                }
                h.synchronize().unwrap();
                let got = output(&p).unwrap();
                assert_close(&op, &got, &reference(op, &d), "graph replay");
                t.checked += 1;
            }
            b.graph_destroy(g).unwrap();
            // SAFETY: the graph is destroyed: nothing launches it again.
            drop(unsafe { h.release_graph_workspaces() }.unwrap());
            // Back to the blocking stream: the other calls read their results on the null stream.
            h.synchronize().unwrap();
            h.set_stream(before).unwrap();
            continue;
        }
        t.calls += 1;
        match run(&mut h, &mut p, &d) {
            Ok(got) => {
                if h.last_status() == Status::PerfDegraded {
                    t.degraded += 1;
                }
                if r.next_u64() % 4 == 0 {
                    assert_close(&op, &got, &reference(op, &d), "soak");
                    t.checked += 1;
                }
            }
            Err(e) => {
                // A user-managed or user-owned workspace too small for the call and no
                // fallback: memory_error, and the handle goes on.
                assert_eq!(e.status(), Status::MemoryError, "{op:?}: {e}");
                t.memory_errors += 1;
            }
        }
        assert_balanced(&h, "soak");
    }
    h.set_stream(StreamId::DEFAULT).unwrap();
    h.synchronize().unwrap();
    drop(h);
    t
}

/// Put back what the op overwrites (its output, and the matrix a factorization works in).
fn restore_output(p: &mut Prepared, d: &Data) -> Result<()> {
    match p.op {
        Op::Trsv { .. } => p.b.copy_from_host(&d.b),
        Op::Getrs { .. } => {
            p.b.copy_from_host(&d.b)?;
            p.c.copy_from_host(&d.c)?;
            p.ipiv.copy_from_host(&vec![-7; pivot_slots(&p.op)])?;
            p.info.copy_from_host(&[-7])
        }
        Op::Potrf { .. } => {
            p.b.copy_from_host(&d.b)?;
            p.info.copy_from_host(&[-7])
        }
        _ => p.c.copy_from_host(&d.c),
    }
}

/// The op's result read back; a solver's info value is its last element.
fn output(p: &Prepared) -> Result<Vec<f64>> {
    let info = |p: &Prepared| -> Result<f64> { Ok(f64::from(p.info.to_vec()?[0])) };
    match p.op {
        Op::Trsv { .. } => p.b.to_vec(),
        Op::Getrs { .. } => {
            let mut v = p.c.to_vec()?;
            v.push(info(p)?);
            Ok(v)
        }
        Op::Potrf { .. } => {
            let mut v = p.b.to_vec()?;
            v.push(info(p)?);
            Ok(v)
        }
        _ => p.c.to_vec(),
    }
}

/// `run` without the host-side copies (not allowed while capturing): the routine alone.
fn run_no_restore(h: &mut Handle, p: &mut Prepared) -> Result<()> {
    assert_eq!(h.pointer_mode(), PointerMode::Host);
    match p.op {
        Op::Gemv { m, n, t } => h.gemv(
            if t { Transpose::T } else { Transpose::N },
            m,
            n,
            1.5,
            Matrices::One(p.a.as_slice()),
            m,
            p.b.as_slice().into(),
            1,
            -0.5,
            VectorsMut::One(&mut p.c.as_mut_slice()),
            1,
        ),
        Op::Symv { n } => h.symv(
            Uplo::Lower,
            n,
            0.75,
            Matrices::One(p.a.as_slice()),
            n,
            p.b.as_slice().into(),
            1,
            0.25,
            VectorsMut::One(&mut p.c.as_mut_slice()),
            1,
        ),
        Op::Trsv { n } => h.trsv(
            Uplo::Lower,
            Transpose::N,
            Diag::NonUnit,
            n,
            Matrices::One(p.a.as_slice()),
            n,
            VectorsMut::One(&mut p.b.as_mut_slice()),
            1,
        ),
        Op::Gemm { m, n, k } => h.gemm(
            Transpose::N,
            Transpose::N,
            m,
            n,
            k,
            1.0,
            Matrices::One(p.a.as_slice()),
            m,
            Matrices::One(p.b.as_slice()),
            k,
            0.5,
            MatricesMut::One(&mut p.c.as_mut_slice()),
            m,
        ),
        Op::Trsm { m, n } => h.trsm(
            Side::Left,
            Uplo::Lower,
            Transpose::N,
            Diag::NonUnit,
            m,
            n,
            1.0,
            Matrices::One(p.a.as_slice()),
            m,
            MatricesMut::One(&mut p.c.as_mut_slice()),
            m,
        ),
        Op::Syrk { n, k } => h.syrk(
            Uplo::Lower,
            Transpose::N,
            n,
            k,
            1.0,
            Matrices::One(p.a.as_slice()),
            n,
            0.5,
            MatricesMut::One(&mut p.c.as_mut_slice()),
            n,
        ),
        Op::Getrs { n, nrhs } => {
            h.getrf(
                n,
                n,
                MatricesMut::One(&mut p.b.as_mut_slice()),
                n,
                &mut p.ipiv.as_mut_slice(),
                n,
                &mut p.info.as_mut_slice(),
            )?;
            h.getrs(
                Transpose::N,
                n,
                nrhs,
                Matrices::One(p.b.as_slice()),
                n,
                p.ipiv.as_slice(),
                n,
                MatricesMut::One(&mut p.c.as_mut_slice()),
                n,
            )
        }
        Op::Potrf { n } => h.potrf(
            Uplo::Lower,
            n,
            MatricesMut::One(&mut p.b.as_mut_slice()),
            n,
            &mut p.info.as_mut_slice(),
        ),
        _ => unreachable!("reductions to host memory are not captured"),
    }
}

/// `settle` seconds of the same random work first, outside the measurement: the driver keeps
/// what the first launches of a kernel make it reserve (its code when modules load lazily, and
/// the local-memory reservation, which grows to the largest stack frame launched so far and never
/// shrinks), which is neither oxblas's memory nor a leak. The settling and the measured `secs`
/// run in quarters (new threads, handles and seeds each), with device memory in use sampled
/// after each: the settling's highest sample bounds the lowest of the window's second half.
fn soak(dev: &Device, meter: &Meter, secs: f64, settle: f64, threads: usize) {
    // Every family's kernels loaded (small and split shapes) before the starting point.
    let ops = [
        Op::Asum { n: 100, count: 3 },
        Op::Dot { n: 300_000 },
        Op::Nrm2 { n: 1000 },
        Op::Gemv {
            m: 100_000,
            n: 4,
            t: true,
        },
        Op::Gemv {
            m: 30,
            n: 30,
            t: false,
        },
        Op::Symv { n: 30 },
        Op::Trsv { n: 300 },
        Op::Gemm {
            m: 8,
            n: 8,
            k: 20_000,
        },
        Op::Gemm {
            m: 30,
            n: 30,
            k: 30,
        },
        Op::Trsm { m: 200, n: 8 },
        Op::Syrk { n: 30, k: 30 },
        Op::Getrs { n: 100, nrhs: 1 },
        Op::Potrf { n: 100 },
    ];
    let datas: Vec<Data> = ops.iter().map(|op| data(op, 1)).collect();
    let mut preps: Vec<Prepared> = ops
        .iter()
        .zip(&datas)
        .map(|(op, d)| prepare(dev, *op, d).unwrap())
        .collect();
    warm_up(dev, &mut preps, &datas);
    drop(preps);
    let run_threads = |secs: f64, seed: u64| -> Vec<Tally> {
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        std::thread::scope(|sc| {
            let hs: Vec<_> = (0..threads)
                .map(|i| {
                    let dev = dev.clone();
                    sc.spawn(move || soak_thread(&dev, seed + i as u64, deadline))
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        })
    };
    // The driver's reservations step between levels while the work runs (on the H200, device
    // memory in use stepped by 32 or 64 MiB in both directions, window after window, among three
    // or four levels), so one sample at each end of the window can land on different levels
    // with nothing leaked, and so can any one sample. The settling work is cut into parts with a
    // sample after each (threads joined: nothing in flight), whose highest is the band's top;
    // the measured window is cut the same way, and the lowest of its last half of samples must
    // not lie above that top: a leak lifts every later sample (the floor), a step only some.
    // oxblas's own accounting is checked exactly by every thread (`assert_balanced`).
    const PARTS: u32 = 4;
    // `secs` of work in PARTS parts (threads seeded from `seed`): each thread's tallies summed
    // over the parts, and the memory in use after each part.
    let in_parts = |secs: f64, seed: u64| -> (Vec<Tally>, Vec<u64>) {
        let mut totals = vec![Tally::default(); threads];
        let mut samples = Vec::new();
        for p in 0..PARTS {
            let t = run_threads(secs / f64::from(PARTS), seed + 0x100 * u64::from(p));
            for (total, t) in totals.iter_mut().zip(&t) {
                total.add(t);
            }
            samples.push(meter.used());
        }
        (totals, samples)
    };
    let mut band = vec![meter.used()];
    if settle > 0.0 {
        let (t, samples) = in_parts(settle, 0x5e77);
        band.extend(samples);
        let calls: u64 = t.iter().map(|t| t.calls).sum();
        eprintln!("soak: settling for {settle} s ({calls} calls): device memory in use {band:?} B");
    }
    // Nothing ran since the band's last sample: it is the window's starting point.
    let start = *band.last().expect("the sample before settling");
    let ceiling = band.iter().copied().max().unwrap_or(start);
    let (totals, samples) = in_parts(secs, 0x50a4);
    for (i, t) in totals.iter().enumerate() {
        eprintln!("soak thread {i}: {t:?}");
        assert!(
            t.calls > 0 && t.checked > 0,
            "thread {i} did no checked work"
        );
    }
    let end = *samples.last().expect("a sample per part");
    let floor = samples[samples.len() / 2..]
        .iter()
        .copied()
        .min()
        .unwrap_or(end);
    eprintln!(
        "soak: device memory in use {start} B at the start, {samples:?} B after each quarter, \
         {end} B at the end; the settling band's top {ceiling} B, the second half's floor \
         {floor} B"
    );
    assert!(
        floor <= ceiling + (2 << 20),
        "device memory in use stayed above the settling band's top ({ceiling} B; start {start} B) \
         through the second half of the window: {samples:?} B after its quarters"
    );
}

fn env_f64(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn soak_host_short() {
    let hb = HostBackend::new();
    let dev = Device::from_backend(hb.clone());
    soak(&dev, &Meter::Host(hb), 4.0, 0.5, 2);
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn soak_gpu() {
    let dev = Device::from_backend(common::require_gpu());
    let secs = env_f64("OXBLAS_SOAK_SECS", 600.0);
    let threads = env_f64("OXBLAS_SOAK_THREADS", 3.0) as usize;
    let settle = env_f64("OXBLAS_SOAK_SETTLE_SECS", 60.0);
    eprintln!("soak: {secs} s after {settle} s of settling, {threads} threads");
    soak(&dev, &Meter::Gpu(dev.clone()), secs, settle, threads);
}
