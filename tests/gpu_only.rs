//! GPU-only behaviour: what the host backend cannot show (real streams, real graphs, real
//! kernels).
//!
//! Every test but `no_device_is_a_clean_error` needs a device and is `#[ignore]`d with the reason
//! "needs a GPU device": without one a plain run reports it as ignored, not as passed. The GPU
//! machine's runner (`.gpu-bundle/run-all.sh`, from `scripts/gpu-bundle.sh`) runs them with
//! `--include-ignored`; run that way without a device they fail (`common::require_gpu`), so a
//! pass count always means work done. `no_device_is_a_clean_error` is a normal test: it checks
//! the `no_device` error when there is no device and prints why it has nothing to check when
//! there is one.
//!
//! Tests hold one lock: graph capture on a blocking stream must not meet another test's use of
//! the null stream. `bandwidth_report` is a timing report, not a check: `--include-ignored` runs
//! would include it, so the runner skips it there and runs it on its own with
//! `--ignored bandwidth_report --nocapture`.

mod common;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use common::{
    blas_pos, close_real, fresh_host, managed_config, require_gpu, stream_order_config, Rng,
};
use oxblas::backend::gpu::GpuBackend;
use oxblas::backend::host::HostBackend;
use oxblas::backend::StreamFlags;
use oxblas::backend::{Backend, DevicePtr, Launch, StreamId};
use oxblas::launch::{Operand as OperandDesc, ReduceDesc, ReduceOp, VectorDesc};
use oxblas::level1::plan::{partial_bytes, result_bytes};
use oxblas::level1::Vectors;
use oxblas::{Complex64, DType, Device, DeviceBuffer, DeviceSliceMut, Handle, Status};

static SERIAL: Mutex<()> = Mutex::new(());

/// The device and the test lock. Panics without a device (see the module documentation: the
/// tests that call this are `#[ignore]`d unless a device is asked for).
fn gpu() -> (MutexGuard<'static, ()>, Arc<dyn Backend>) {
    let guard = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    (guard, require_gpu())
}

/// A device result slot of one element inside `buf`.
fn slot<T: oxblas::DeviceCopy>(buf: &mut DeviceBuffer<T>, i: usize) -> DeviceSliceMut<'_, T> {
    assert!(i < buf.len());
    // SAFETY: element i of a live buffer, used while `buf` is mutably borrowed.
    unsafe { DeviceSliceMut::from_raw(buf.ptr().offset(i * std::mem::size_of::<T>()), 1) }
}

// ------------------------------------------------------------------------------------- no device

#[test]
fn no_device_is_a_clean_error() {
    let Some(r) = oxblas::backend::compiled_gpu_backend() else {
        println!("no_device_is_a_clean_error: skipped (host-only build)");
        return;
    };
    match r {
        Ok(b) => println!(
            "no_device_is_a_clean_error: skipped (a device is present: {})",
            b.properties().name
        ),
        Err(e) => {
            assert_eq!(e.status(), Status::NoDevice, "{e}");
            assert_eq!(GpuBackend::device_count(), 0);
            // Again (nothing cached, nothing half-initialized), and for other ordinals.
            for ordinal in [0, 1, 7] {
                let e = GpuBackend::open(ordinal).expect_err("no device");
                assert_eq!(e.status(), Status::NoDevice, "{e}");
            }
            // A handle on the default backend fails the same way, unless the host was asked for.
            if std::env::var_os("OXBLAS_BACKEND").is_none() {
                let e = Handle::new().expect_err("no device");
                assert_eq!(e.status(), Status::NoDevice, "{e}");
                let e = Device::default_device().expect_err("no device");
                assert_eq!(e.status(), Status::NoDevice, "{e}");
            }
            println!("no_device_is_a_clean_error: ok ({e})");
        }
    }
}

// ------------------------------------------------------------------------------ kernels vs host

/// Bytes of `vals` (re, im pairs; im ignored for real types) as `dtype` elements.
fn to_bytes(dtype: DType, vals: &[(f64, f64)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(vals.len() * dtype.size());
    for &(re, im) in vals {
        match dtype {
            DType::F32 => out.extend_from_slice(&(re as f32).to_ne_bytes()),
            DType::F64 => out.extend_from_slice(&re.to_ne_bytes()),
            DType::C32 => {
                out.extend_from_slice(&(re as f32).to_ne_bytes());
                out.extend_from_slice(&(im as f32).to_ne_bytes());
            }
            DType::C64 => {
                out.extend_from_slice(&re.to_ne_bytes());
                out.extend_from_slice(&im.to_ne_bytes());
            }
            DType::F16 => out.extend_from_slice(&half::f16::from_f64(re).to_ne_bytes()),
            DType::BF16 => out.extend_from_slice(&half::bf16::from_f64(re).to_ne_bytes()),
        }
    }
    out
}

/// A 2-byte element or result of `dtype` (f16 or bf16), widened.
fn half_value(dtype: DType, b: &[u8]) -> f64 {
    let bits = u16::from_ne_bytes(b[..2].try_into().unwrap());
    if dtype == DType::BF16 {
        half::bf16::from_bits(bits).to_f64()
    } else {
        half::f16::from_bits(bits).to_f64()
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Lay {
    Strided,
    /// Strided, starting one element into the allocation (not 16-byte aligned for small types).
    Unaligned,
    /// Strided, y one element further into its allocation than x (they cannot share 16-byte
    /// alignment: the dot kernels take their gathered path at unit stride).
    Skewed,
    Array,
}

#[derive(Debug, Clone, Copy)]
struct Case {
    n: i64,
    batch: i64,
    incx: i64,
    incy: i64,
    lay: Lay,
    /// 0: the plan's shape for this device.
    blocks: u32,
    index_bytes: u32,
    /// Magnitude of the data (nrm2 scaling tests).
    scale: f64,
    nan: bool,
}

/// One operand laid out for `case`: the bytes of the whole allocation, where each batch starts
/// (in elements), and the logical values per batch (for the scale of the dot tolerance).
struct Operand {
    bytes: Vec<u8>,
    starts: Vec<usize>,
    stride: usize,
}

fn make_operand(
    rng: &mut Rng,
    dtype: DType,
    c: &Case,
    inc: i64,
    quantized: bool,
    is_y: bool,
) -> Operand {
    let span = 1 + (c.n as usize - 1) * inc.unsigned_abs() as usize;
    let stride = span + 5;
    let lead = match c.lay {
        Lay::Unaligned => 1,
        Lay::Skewed if is_y => 1,
        _ => 0,
    };
    let total = lead + stride * c.batch as usize;
    let vals: Vec<(f64, f64)> = (0..total)
        .map(|i| {
            let (mut re, mut im) = if quantized {
                // Few distinct magnitudes: plenty of ties for iamax/iamin.
                (
                    (rng.next_u64() % 9) as f64 / 4.0 - 1.0,
                    (rng.next_u64() % 5) as f64 / 2.0 - 1.0,
                )
            } else {
                (rng.signed_unit() * c.scale, rng.signed_unit() * c.scale)
            };
            if c.nan && i % 97 == 13 {
                re = f64::NAN;
            }
            if quantized && re == 0.0 && im == 0.0 {
                im = 0.25; // never all zeros
                re += 0.0;
            }
            (re, im)
        })
        .collect();
    let starts = match c.lay {
        Lay::Array => (0..c.batch as usize).rev().map(|b| b * stride).collect(),
        _ => (0..c.batch as usize).map(|b| lead + b * stride).collect(),
    };
    Operand {
        bytes: to_bytes(dtype, &vals),
        starts,
        stride,
    }
}

fn elem(op: &Operand, dtype: DType, at: usize) -> (f64, f64) {
    let s = dtype.size();
    let b = &op.bytes[at * s..(at + 1) * s];
    let f = |o: usize| f32::from_ne_bytes(b[o..o + 4].try_into().unwrap()) as f64;
    let d = |o: usize| f64::from_ne_bytes(b[o..o + 8].try_into().unwrap());
    match dtype {
        DType::F32 => (f(0), 0.0),
        DType::F64 => (d(0), 0.0),
        DType::C32 => (f(0), f(4)),
        DType::C64 => (d(0), d(8)),
        DType::F16 | DType::BF16 => (half_value(dtype, b), 0.0),
    }
}

/// Upload `op` to `b` and describe it as a kernel operand; returns the allocations to free.
fn place(
    b: &Arc<dyn Backend>,
    dtype: DType,
    op: &Operand,
    inc: i64,
    lay: Lay,
    keep: &mut Vec<DevicePtr>,
) -> VectorDesc {
    let p = b.malloc(op.bytes.len()).unwrap();
    keep.push(p);
    // SAFETY: `p` holds op.bytes.len() bytes; we wait below before the host bytes can go.
    unsafe {
        b.memcpy_htod(p, op.bytes.as_ptr(), op.bytes.len(), StreamId::DEFAULT)
            .unwrap()
    };
    let layout = match lay {
        Lay::Array => {
            let ptrs: Vec<u64> = op
                .starts
                .iter()
                .map(|&s| p.0 + (s * dtype.size()) as u64)
                .collect();
            let bytes: Vec<u8> = ptrs.iter().flat_map(|v| v.to_ne_bytes()).collect();
            let q = b.malloc(bytes.len()).unwrap();
            keep.push(q);
            // SAFETY: `q` holds the pointer array; synchronized right after.
            unsafe {
                b.memcpy_htod(q, bytes.as_ptr(), bytes.len(), StreamId::DEFAULT)
                    .unwrap()
            };
            b.stream_synchronize(StreamId::DEFAULT).unwrap();
            OperandDesc {
                addr: q.0,
                stride: 0,
                is_array: true,
            }
        }
        _ => OperandDesc {
            addr: p.offset(op.starts[0] * dtype.size()).0,
            stride: op.stride as i64,
            is_array: false,
        },
    };
    b.stream_synchronize(StreamId::DEFAULT).unwrap();
    VectorDesc { at: layout, inc }
}

/// One contiguous vector at `base` (a plain call).
fn contiguous(base: DevicePtr) -> VectorDesc {
    VectorDesc {
        at: OperandDesc::one(base.0),
        inc: 1,
    }
}

/// Enqueue the reduction `d` on `b` as the library would.
///
/// # Safety
/// The descriptor's addresses are device memory of `b` valid for it.
unsafe fn reduce_on(b: &dyn Backend, d: &ReduceDesc, s: StreamId) -> oxblas::Result<()> {
    // SAFETY: the caller's contract.
    unsafe { b.launch(&Launch::Reduce(*d), s) }
}

/// Run one launch on `b`; returns the result bytes.
#[allow(clippy::too_many_arguments)]
fn run_on(
    b: &Arc<dyn Backend>,
    op: ReduceOp,
    dtype: DType,
    c: &Case,
    blocks: u32,
    threads: u32,
    (interleave, counted): (bool, bool),
    x: &Operand,
    y: Option<&Operand>,
) -> Vec<u8> {
    let mut keep = Vec::new();
    let xa = place(b, dtype, x, c.incx, c.lay, &mut keep);
    let ya = y.map(|y| place(b, dtype, y, c.incy, c.lay, &mut keep));
    let rbytes = c.batch as usize * result_bytes(op, dtype, c.index_bytes);
    let result = b.malloc(rbytes).unwrap();
    keep.push(result);
    let partials = if blocks > 1 {
        let p = b
            .malloc(
                blocks as usize * c.batch as usize * partial_bytes(op).expect("a known reduction"),
            )
            .unwrap();
        keep.push(p);
        p
    } else {
        DevicePtr::NULL
    };
    // Completion counters: zero before, and the kernel must leave them zero.
    let counter_bytes = 4 * c.batch as usize;
    let counters = if blocks > 1 && counted {
        let p = b.malloc(counter_bytes).unwrap();
        keep.push(p);
        // SAFETY: `p` is a fresh allocation of counter_bytes.
        unsafe { b.memset(p, 0, counter_bytes, StreamId::DEFAULT).unwrap() };
        p
    } else {
        DevicePtr::NULL
    };
    let launch = ReduceDesc {
        op,
        dtype: dtype.code(),
        result_dtype: oxblas::level1::plan::result_dtype(op, dtype).code(),
        n: c.n,
        batch: c.batch,
        x: xa,
        y: ya.unwrap_or(VectorDesc::NONE),
        blocks_per_batch: blocks,
        threads_per_block: threads,
        partials: partials.0,
        counters: counters.0,
        result: result.0,
        index_bytes: c.index_bytes,
        interleave,
    };
    let mut out = vec![0u8; rbytes];
    let mut left = vec![0xffu8; counter_bytes];
    // SAFETY: every address of the launch is one of this function's live allocations; the
    // reads fit `out` and `left`, and we synchronize before using them or freeing.
    unsafe {
        reduce_on(b.as_ref(), &launch, StreamId::DEFAULT).unwrap();
        b.memcpy_dtoh(out.as_mut_ptr(), result, rbytes, StreamId::DEFAULT)
            .unwrap();
        if !counters.is_null() {
            b.memcpy_dtoh(
                left.as_mut_ptr(),
                counters,
                counter_bytes,
                StreamId::DEFAULT,
            )
            .unwrap();
        }
        b.stream_synchronize(StreamId::DEFAULT).unwrap();
        if !counters.is_null() {
            assert!(
                left.iter().all(|&v| v == 0),
                "{op:?} {dtype:?} {c:?}: completion counters left non-zero"
            );
        }
        for p in keep {
            b.free(p).unwrap();
        }
    }
    out
}

/// Decode result `i` as (re, im) or an index.
fn result_at(op: ReduceOp, dtype: DType, index_bytes: u32, bytes: &[u8], i: usize) -> (f64, f64) {
    let w = result_bytes(op, dtype, index_bytes);
    let b = &bytes[i * w..(i + 1) * w];
    if op.is_index() {
        let v = if index_bytes == 4 {
            i32::from_ne_bytes(b.try_into().unwrap()) as i64
        } else {
            i64::from_ne_bytes(b.try_into().unwrap())
        };
        return (v as f64, 0.0);
    }
    let f = |o: usize| f32::from_ne_bytes(b[o..o + 4].try_into().unwrap()) as f64;
    let d = |o: usize| f64::from_ne_bytes(b[o..o + 8].try_into().unwrap());
    match (w, dtype.is_complex() && op.has_y()) {
        (2, _) => (half_value(dtype, b), 0.0),
        (4, _) => (f(0), 0.0),
        (8, false) => (d(0), 0.0),
        (8, true) => (f(0), f(4)),
        _ => (d(0), d(8)),
    }
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn kernels_match_host_on_random_data() {
    let (_lock, g) = gpu();
    let h: Arc<dyn Backend> = HostBackend::new();
    let threads = oxblas::level1::plan::launch_shape(g.properties(), 1, 1).threads;
    let base = Case {
        n: 1,
        batch: 1,
        incx: 1,
        incy: 1,
        lay: Lay::Strided,
        blocks: 1,
        index_bytes: 8,
        scale: 1.0,
        nan: false,
    };
    let cases = [
        base,
        Case {
            n: 7,
            batch: 3,
            index_bytes: 4,
            ..base
        },
        Case {
            n: 1000,
            batch: 2,
            incx: 2,
            incy: -1,
            ..base
        },
        Case {
            n: 4097,
            batch: 3,
            lay: Lay::Array,
            blocks: 4,
            ..base
        },
        Case {
            n: 10_001,
            batch: 2,
            lay: Lay::Unaligned,
            blocks: 5,
            index_bytes: 4,
            ..base
        },
        Case {
            n: 100_003,
            batch: 2,
            blocks: 37,
            ..base
        },
        // Chunks shorter than the alignment head: every element is an edge element.
        Case {
            n: 3,
            batch: 2,
            blocks: 2,
            ..base
        },
        // One block: whole groups, a predicated last group, and scalar edges on both sides.
        Case {
            n: 29_699,
            batch: 1,
            lay: Lay::Unaligned,
            ..base
        },
        Case {
            n: 40_000,
            batch: 3,
            lay: Lay::Skewed,
            blocks: 3,
            ..base
        },
        Case {
            n: 100_003,
            batch: 1,
            incx: -3,
            incy: 0,
            blocks: 16,
            ..base
        },
        Case {
            n: 65_541,
            batch: 4,
            incx: 3,
            incy: 1,
            lay: Lay::Array,
            blocks: 8,
            ..base
        },
        Case {
            n: 1 << 20,
            batch: 1,
            blocks: 0,
            ..base
        },
        Case {
            n: 30,
            batch: 70_000,
            blocks: 1,
            ..base
        },
        Case {
            n: 50_000,
            batch: 3,
            blocks: 0,
            scale: 1e300,
            ..base
        },
        Case {
            n: 50_000,
            batch: 3,
            blocks: 7,
            scale: 1e-300,
            ..base
        },
        Case {
            n: 20_000,
            batch: 2,
            blocks: 9,
            nan: true,
            ..base
        },
    ];
    let ops = [
        ReduceOp::Asum,
        ReduceOp::Nrm2,
        ReduceOp::Dot,
        ReduceOp::Dotc,
        ReduceOp::Iamax,
        ReduceOp::Iamin,
    ];
    let mut rng = Rng::from_state(0x0b1a5);
    let (mut checked, mut failures) = (0usize, Vec::new());
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::C32,
        DType::C64,
        DType::F16,
        DType::BF16,
    ];
    for dtype in dtypes {
        let half = matches!(dtype, DType::F16 | DType::BF16);
        for c in &cases {
            for op in ops {
                // f16/bf16: dot, dotc and nrm2 only (hdot, bfdot, the _ex routines).
                if half && !matches!(op, ReduceOp::Dot | ReduceOp::Dotc | ReduceOp::Nrm2) {
                    continue;
                }
                // Extreme scales only where they mean something (f64 nrm2); NaN only for indices.
                if c.scale != 1.0
                    && !(op == ReduceOp::Nrm2 && matches!(dtype, DType::F64 | DType::C64))
                {
                    continue;
                }
                if c.nan && !op.is_index() {
                    continue;
                }
                if c.batch > 1000 && !matches!(op, ReduceOp::Asum | ReduceOp::Iamax) {
                    continue; // the wide batch once per kind of result is enough
                }
                let blocks = if c.blocks == 0 {
                    oxblas::level1::plan::launch_shape(g.properties(), c.n, c.batch)
                        .blocks_per_batch
                } else {
                    c.blocks
                };
                let x = make_operand(&mut rng, dtype, c, c.incx, op.is_index(), false);
                let y = op
                    .has_y()
                    .then(|| make_operand(&mut rng, dtype, c, c.incy, false, true));
                let want = run_on(&h, op, dtype, c, blocks, 1, (false, false), &x, y.as_ref());
                // Half types: both backends accumulate in f64 and round once, so they differ by at
                // most the rounding of a last-bit difference (one unit in the last place).
                let tol = match dtype {
                    DType::F16 => 2f64.powi(-10),
                    DType::BF16 => 2f64.powi(-7),
                    DType::F32 | DType::C32 => 1e-5,
                    _ => 1e-12,
                };
                // A split launch: both schedules with counters (one kernel), and without (two).
                for mode in [(false, true), (true, true), (false, false)] {
                    if mode != (false, true) && blocks == 1 {
                        continue;
                    }
                    let (interleave, counted) = mode;
                    let got = run_on(&g, op, dtype, c, blocks, threads, mode, &x, y.as_ref());
                    for b in 0..c.batch as usize {
                        let (gr, gi) = result_at(op, dtype, c.index_bytes, &got, b);
                        let (wr, wi) = result_at(op, dtype, c.index_bytes, &want, b);
                        let ok = if op.is_index() {
                            gr == wr
                        } else if op.has_y() {
                            // Scale of a dot: sum |x_i| |y_i| (cancellation makes |result| meaningless).
                            let y = y.as_ref().unwrap();
                            let at = |i: i64, inc: i64| blas_pos(i as usize, c.n as usize, inc);
                            let scale: f64 = (0..c.n)
                                .map(|i| {
                                    let (a, bi) = elem(&x, dtype, x.starts[b] + at(i, c.incx));
                                    let (p, q) = elem(y, dtype, y.starts[b] + at(i, c.incy));
                                    (a.abs() + bi.abs()) * (p.abs() + q.abs())
                                })
                                .sum();
                            close_real(gr, wr, scale, tol) && close_real(gi, wi, scale, tol)
                        } else {
                            close_real(gr, wr, 0.0, tol)
                        };
                        checked += 1;
                        if !ok && failures.len() < 20 {
                            failures.push(format!(
                            "{dtype:?} {op:?} {c:?} blocks {blocks} interleave {interleave} counted {counted} batch {b}: gpu ({gr:e}, {gi:e}) host ({wr:e}, {wi:e})"
                        ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    println!("kernels_match_host_on_random_data: {checked} results agree");
}

// ---------------------------------------------------------------------------- memory model

/// Host references of the Rust API on the same data (a managed handle, whatever the
/// environment says).
fn host_handle() -> (Device, Handle) {
    let (_, d) = fresh_host();
    let h = common::handle(&d);
    (d, h)
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn stream_ordered_mode_never_synchronizes() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_config(&dev, &stream_order_config()).unwrap();
    assert!(h.is_stream_order_alloc());
    let (a, b) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut rng = Rng::from_state(1);
    let n = 1 << 20;
    let x = rng.signed_vec(n);
    let dx = dev.upload(&x).unwrap();
    let mut results = dev.alloc::<f64>(64).unwrap();
    for i in 0..64 {
        // Alternate streams: no host synchronization, no new allocation.
        h.set_stream(if i % 2 == 0 { a.id() } else { b.id() })
            .unwrap();
        let m = n - 1000 * i;
        h.asum_device(
            m,
            Vectors::One(dx.as_slice()),
            1,
            &mut slot(&mut results, i),
        )
        .unwrap();
    }
    let s = h.stats();
    assert_eq!(s.synchronizations, 0, "{s}");
    // The needs shrink call by call: the first stream-ordered block serves them all, moving
    // with the handle from stream to stream (each switch is event-ordered).
    assert_eq!(s.allocations, 1, "one kept stream-ordered block: {s}");
    assert_eq!((s.frees, s.live_allocations), (0, 1), "{s}");
    assert_eq!(s.stream_waits, 63, "{s}");
    a.synchronize().unwrap();
    b.synchronize().unwrap();
    let got = results.to_vec().unwrap();
    let (hd, mut hh) = host_handle();
    let hx = hd.upload(&x).unwrap();
    for (i, got) in got.iter().enumerate() {
        let want = hh.asum(n - 1000 * i, &hx.as_slice(), 1).unwrap();
        assert!(
            close_real(*got, want, 0.0, 1e-12),
            "call {i}: {got} vs {want}"
        );
    }
    h.set_stream(StreamId::DEFAULT).unwrap();
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn user_managed_and_user_owned_never_allocate_after_setup() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut rng = Rng::from_state(2);
    let n = 300_000;
    let (x, y) = (rng.signed_vec(n), rng.signed_vec(n));
    let (dx, dy) = (dev.upload(&x).unwrap(), dev.upload(&y).unwrap());
    let (hd, mut hh) = host_handle();
    let (hx, hy) = (hd.upload(&x).unwrap(), hd.upload(&y).unwrap());
    let want_dot = hh.dot(n, &hx.as_slice(), 1, &hy.as_slice(), 1).unwrap();
    let want_nrm = hh.nrm2(n, &hx.as_slice(), 1).unwrap();
    let want_max = hh.iamax(n, &hx.as_slice(), 1).unwrap();
    let scale: f64 = x.iter().zip(&y).map(|(a, b)| (a * b).abs()).sum();

    for owned in [false, true] {
        let mut h = Handle::with_device(&dev).unwrap();
        if owned {
            h.set_workspace(dev.alloc::<u8>(1 << 20).unwrap()).unwrap();
        } else {
            h.set_device_memory_size(1 << 20).unwrap();
        }
        let before = h.stats();
        let mut r = dev.alloc::<f64>(2).unwrap();
        let mut ri = dev.alloc::<i64>(1).unwrap();
        for i in 0..1000 {
            match i % 4 {
                0 => {
                    let d = h.dot(n, &dx.as_slice(), 1, &dy.as_slice(), 1).unwrap();
                    assert!(close_real(d, want_dot, scale, 1e-12), "{d} vs {want_dot}");
                }
                1 => h
                    .nrm2_device(n, Vectors::One(dx.as_slice()), 1, &mut slot(&mut r, 0))
                    .unwrap(),
                2 => h
                    .dot_device(
                        n,
                        Vectors::One(dx.as_slice()),
                        1,
                        Vectors::One(dy.as_slice()),
                        1,
                        &mut slot(&mut r, 1),
                    )
                    .unwrap(),
                _ => h
                    .iamax_device(n, Vectors::One(dx.as_slice()), 1, &mut ri.as_mut_slice())
                    .unwrap(),
            }
        }
        h.synchronize().unwrap();
        let after = h.stats();
        assert_eq!(
            after.allocations, before.allocations,
            "owned {owned}: {after}"
        );
        assert_eq!(
            after.synchronizations, before.synchronizations,
            "owned {owned}: {after}"
        );
        assert_eq!(
            after.borrows - before.borrows,
            1000,
            "owned {owned}: {after}"
        );
        let r = r.to_vec().unwrap();
        assert!(
            close_real(r[0], want_nrm, 0.0, 1e-12),
            "{} vs {want_nrm}",
            r[0]
        );
        assert!(
            close_real(r[1], want_dot, scale, 1e-12),
            "{} vs {want_dot}",
            r[1]
        );
        assert_eq!(ri.to_vec().unwrap()[0], want_max);
    }
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn alternating_two_streams_without_host_sync() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_device(&dev).unwrap();
    let (a, b) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut rng = Rng::from_state(3);
    let n = 1 << 18;
    let xs: Vec<Vec<f64>> = (0..8).map(|_| rng.signed_vec(n)).collect();
    let y = rng.signed_vec(n);
    let dxs: Vec<_> = xs.iter().map(|x| dev.upload(x).unwrap()).collect();
    let dy = dev.upload(&y).unwrap();
    let calls = 1000;
    let mut results = dev.alloc::<f64>(calls).unwrap();
    let waits_before = h.stats().stream_waits;
    for i in 0..calls {
        h.set_stream(if i % 2 == 0 { a.id() } else { b.id() })
            .unwrap();
        let (x, m) = (&dxs[i % 8], n - (i % 13) * 1000);
        h.dot_device(
            m,
            Vectors::One(x.as_slice()),
            1,
            Vectors::One(dy.as_slice()),
            1,
            &mut slot(&mut results, i),
        )
        .unwrap();
    }
    assert_eq!(h.stats().stream_waits - waits_before, calls as u64 - 1);
    assert_eq!(h.stats().synchronizations, 0);
    a.synchronize().unwrap();
    b.synchronize().unwrap();
    let got = results.to_vec().unwrap();
    for (i, got) in got.iter().enumerate() {
        let (x, m) = (&xs[i % 8], n - (i % 13) * 1000);
        let want: f64 = x[..m].iter().zip(&y[..m]).map(|(p, q)| p * q).sum();
        let scale: f64 = x[..m].iter().zip(&y[..m]).map(|(p, q)| (p * q).abs()).sum();
        assert!(
            close_real(*got, want, scale, 1e-12),
            "call {i}: {got} vs {want}"
        );
    }
    h.set_stream(StreamId::DEFAULT).unwrap();
}

/// Data and device results of the captured sequence.
struct Captured {
    x: DeviceBuffer<f64>,
    y: DeviceBuffer<f64>,
    z: DeviceBuffer<Complex64>,
    s: DeviceBuffer<f32>,
    r: DeviceBuffer<f64>,
    rz: DeviceBuffer<Complex64>,
    rs: DeviceBuffer<f32>,
    ri: DeviceBuffer<i64>,
}

const CAP_N: usize = 1 << 20;

fn captured_data(dev: &Device) -> Captured {
    let mut c = Captured {
        x: dev.alloc(CAP_N).unwrap(),
        y: dev.alloc(CAP_N).unwrap(),
        z: dev.alloc(CAP_N / 4).unwrap(),
        s: dev.alloc(CAP_N).unwrap(),
        r: dev.alloc(4).unwrap(),
        rz: dev.alloc(1).unwrap(),
        rs: dev.alloc(1).unwrap(),
        ri: dev.alloc(2).unwrap(),
    };
    fill(&mut c, 0);
    c
}

fn inputs(seed: u64) -> (Vec<f64>, Vec<f64>, Vec<Complex64>, Vec<f32>) {
    let mut rng = Rng::from_state(100 + seed);
    let x = rng.signed_vec(CAP_N);
    let y = rng.signed_vec(CAP_N);
    let z = (0..CAP_N / 4)
        .map(|_| Complex64::new(rng.signed_unit(), rng.signed_unit()))
        .collect();
    let s = (0..CAP_N).map(|_| rng.signed_unit() as f32).collect();
    (x, y, z, s)
}

fn fill(c: &mut Captured, seed: u64) {
    let (x, y, z, s) = inputs(seed);
    c.x.copy_from_host(&x).unwrap();
    c.y.copy_from_host(&y).unwrap();
    c.z.copy_from_host(&z).unwrap();
    c.s.copy_from_host(&s).unwrap();
}

/// The captured sequence: device pointer mode only (host results cannot be captured).
fn sequence(h: &mut Handle, c: &mut Captured) {
    let n = CAP_N;
    h.asum_device(n, Vectors::One(c.x.as_slice()), 1, &mut slot(&mut c.r, 0))
        .unwrap();
    h.nrm2_device(n, Vectors::One(c.x.as_slice()), 1, &mut slot(&mut c.r, 1))
        .unwrap();
    h.dot_device(
        n,
        Vectors::One(c.x.as_slice()),
        1,
        Vectors::One(c.y.as_slice()),
        -1,
        &mut slot(&mut c.r, 2),
    )
    .unwrap();
    h.asum_device(
        1000,
        Vectors::One(c.y.as_slice()),
        3,
        &mut slot(&mut c.r, 3),
    )
    .unwrap();
    h.dotc_device(
        n / 4,
        Vectors::One(c.z.as_slice()),
        1,
        Vectors::One(c.z.as_slice()),
        -1,
        &mut c.rz.as_mut_slice(),
    )
    .unwrap();
    h.nrm2_device(n, Vectors::One(c.s.as_slice()), 1, &mut c.rs.as_mut_slice())
        .unwrap();
    h.iamax_device(n, Vectors::One(c.x.as_slice()), 1, &mut slot(&mut c.ri, 0))
        .unwrap();
    h.iamin_device(
        n / 4,
        Vectors::One(c.z.as_slice()),
        1,
        &mut slot(&mut c.ri, 1),
    )
    .unwrap();
}

/// Run the sequence on the host backend with the data of `seed` and compare with `c`'s results.
fn check_captured(c: &Captured, seed: u64, what: &str) {
    let (x, y, z, s) = inputs(seed);
    let (_, hd) = fresh_host();
    let mut hh = Handle::with_device(&hd).unwrap();
    let mut hc = Captured {
        x: hd.upload(&x).unwrap(),
        y: hd.upload(&y).unwrap(),
        z: hd.upload(&z).unwrap(),
        s: hd.upload(&s).unwrap(),
        r: hd.alloc(4).unwrap(),
        rz: hd.alloc(1).unwrap(),
        rs: hd.alloc(1).unwrap(),
        ri: hd.alloc(2).unwrap(),
    };
    sequence(&mut hh, &mut hc);
    let (r, wr) = (c.r.to_vec().unwrap(), hc.r.to_vec().unwrap());
    let dot_scale: f64 = x
        .iter()
        .zip(y.iter().rev())
        .map(|(p, q)| (p * q).abs())
        .sum();
    let scales = [0.0, 0.0, dot_scale, 0.0];
    for i in 0..4 {
        assert!(
            close_real(r[i], wr[i], scales[i], 1e-12),
            "{what}: result {i}: {} vs {}",
            r[i],
            wr[i]
        );
    }
    let (rz, wz) = (c.rz.to_vec().unwrap()[0], hc.rz.to_vec().unwrap()[0]);
    let zs: f64 = z.iter().map(|v| v.norm_sqr()).sum::<f64>() * 2.0;
    assert!(
        close_real(rz.re, wz.re, zs, 1e-12) && close_real(rz.im, wz.im, zs, 1e-12),
        "{what}: zdotc {rz} vs {wz}"
    );
    let (rs, ws) = (c.rs.to_vec().unwrap()[0], hc.rs.to_vec().unwrap()[0]);
    assert!(
        close_real(rs as f64, ws as f64, 0.0, 1e-5),
        "{what}: snrm2 {rs} vs {ws}"
    );
    assert_eq!(
        c.ri.to_vec().unwrap(),
        hc.ri.to_vec().unwrap(),
        "{what}: iamax/iamin"
    );
}

fn poison(g: &Arc<dyn Backend>, c: &Captured, stream: StreamId) {
    // SAFETY: the result buffers of `c` hold at least these many bytes.
    unsafe {
        g.memset(c.r.ptr(), 0xff, 4 * 8, stream).unwrap();
        g.memset(c.rz.ptr(), 0xff, 16, stream).unwrap();
        g.memset(c.rs.ptr(), 0xff, 4, stream).unwrap();
        g.memset(c.ri.ptr(), 0xff, 16, stream).unwrap();
    }
}

fn capture_and_replay(stream_order: bool) {
    let what = if stream_order {
        "stream-ordered"
    } else {
        "classic managed"
    };
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_config(
        &dev,
        &if stream_order {
            stream_order_config()
        } else {
            managed_config()
        },
    )
    .unwrap();
    let (a, b) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut c = captured_data(&dev);
    h.set_stream(a.id()).unwrap();
    if !stream_order {
        // Enough preallocated workspace: the arena must not grow during capture.
        assert!(h.get_device_memory_size() >= 1 << 20);
    }
    let allocs_before = h.stats().allocations;
    g.begin_capture(a.id()).unwrap();
    assert_eq!(
        g.capture_status(a.id()).unwrap(),
        oxblas::backend::CaptureStatus::Active
    );
    sequence(&mut h, &mut c);
    let graph = g.end_capture(a.id()).unwrap();
    assert_eq!(
        g.capture_status(a.id()).unwrap(),
        oxblas::backend::CaptureStatus::None
    );
    if !stream_order {
        assert_eq!(
            h.stats().allocations,
            allocs_before,
            "classic capture must not allocate"
        );
    }
    for rep in 0..100u64 {
        let seed = rep / 25;
        if rep % 25 == 0 {
            b.synchronize().unwrap();
            fill(&mut c, seed + 1);
        }
        poison(&g, &c, b.id());
        g.graph_launch(graph, b.id()).unwrap();
        if rep % 25 == 24 || rep == 0 {
            b.synchronize().unwrap();
            check_captured(&c, seed + 1, &format!("{what}, replay {rep}"));
        }
    }
    g.graph_destroy(graph).unwrap();
    h.set_stream(StreamId::DEFAULT).unwrap();
    println!("graph_capture_replay ({what}): 100 replays on another stream agree with the host");
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn graph_capture_replay_classic_managed() {
    capture_and_replay(false);
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn graph_capture_replay_stream_ordered() {
    capture_and_replay(true);
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn resize_after_capture_keeps_the_graph_valid() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_config(&dev, &managed_config()).unwrap();
    let (a, b) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut c = captured_data(&dev);
    h.set_stream(a.id()).unwrap();
    g.begin_capture(a.id()).unwrap();
    sequence(&mut h, &mut c);
    let graph = g.end_capture(a.id()).unwrap();
    // The captured arena must survive the resize: the graph still points into it.
    h.set_device_memory_size(64 << 20).unwrap();
    assert_eq!(h.stats().retained_for_graphs, 1, "{}", h.stats());
    // Overwrite the new arena's memory with garbage work so a dangling graph would show.
    let mut r2 = dev.alloc::<f64>(1).unwrap();
    h.nrm2_device(
        CAP_N,
        Vectors::One(c.y.as_slice()),
        1,
        &mut r2.as_mut_slice(),
    )
    .unwrap();
    for rep in 0..10 {
        poison(&g, &c, b.id());
        g.graph_launch(graph, b.id()).unwrap();
        b.synchronize().unwrap();
        check_captured(&c, 0, &format!("after resize, replay {rep}"));
    }
    g.graph_destroy(graph).unwrap();
    // SAFETY: the graph that used the old workspaces was destroyed just above.
    unsafe { h.release_graph_workspaces().unwrap() };
    h.set_stream(StreamId::DEFAULT).unwrap();
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn runtime_errors_map_to_statuses() {
    let (_lock, g) = gpu();
    // Far more than the device has: memory_error, and the backend keeps working afterwards.
    let e = g.malloc(1 << 50).expect_err("too big");
    assert_eq!(e.status(), Status::MemoryError, "{e}");
    let e = g
        .malloc_async(1 << 50, StreamId::DEFAULT)
        .expect_err("too big");
    assert_eq!(e.status(), Status::MemoryError, "{e}");
    assert_eq!(
        g.stream_synchronize(StreamId(0xdead_beef))
            .unwrap_err()
            .status(),
        Status::InvalidValue
    );
    assert!(!g.stream_is_valid(StreamId(0xdead_beef)));
    assert_eq!(
        g.begin_capture(StreamId::DEFAULT).unwrap_err().status(),
        Status::InvalidValue
    );
    let p = g.malloc(1024).unwrap();
    // SAFETY: allocated just above, not used.
    unsafe { g.free(p).unwrap() };
    let props = g.properties();
    assert!(
        props.arch.starts_with("sm_") || props.arch.starts_with("gfx"),
        "{props:?}"
    );
    assert!(props.warp_size == 32 || props.warp_size == 64, "{props:?}");
    println!(
        "device: {props:?}, default workspace {} B",
        g.default_workspace_size()
    );
}

// ------------------------------------------------------------------------------------- timing

/// Bandwidth of the reductions at large n, against a device-to-device copy of the same bytes.
/// `cargo test --test gpu_only -- --ignored bandwidth_report --nocapture` on a device.
#[test]
#[ignore = "a timing report, not a check: run with --ignored bandwidth_report --nocapture on a GPU"]
fn bandwidth_report() {
    let (_lock, g) = gpu();
    let props = g.properties().clone();
    let mp = props.multiprocessors;
    let sync = || g.stream_synchronize(StreamId::DEFAULT).unwrap();
    let time = |reps: usize, f: &dyn Fn()| {
        f();
        sync();
        let t = Instant::now();
        for _ in 0..reps {
            f();
        }
        sync();
        t.elapsed().as_secs_f64() / reps as f64
    };
    let max_bytes = 1usize << 30;
    let xbuf = g.malloc(max_bytes).unwrap();
    let ybuf = g.malloc(max_bytes).unwrap();
    let result = g.malloc(64).unwrap();
    let partials = g.malloc(64 * mp as usize * 24).unwrap();
    let counters = g.malloc(64).unwrap();
    // SAFETY: `counters` holds 64 bytes.
    unsafe {
        g.memset(counters, 0, 64, StreamId::DEFAULT).unwrap();
        g.memset(xbuf, 0x3c, max_bytes, StreamId::DEFAULT).unwrap(); // 0x3c3c3c3c: ~0.0115 as f32
        g.memset(ybuf, 0x3c, max_bytes, StreamId::DEFAULT).unwrap();
    }
    for log2 in [24u32, 26, 28] {
        let bytes = 1usize << log2 << 2; // 2^log2 f32 elements
        if bytes > max_bytes {
            continue;
        }
        // SAFETY: both buffers hold `bytes`.
        let copy = time(20, &|| unsafe {
            g.memcpy_dtod(ybuf, xbuf, bytes, StreamId::DEFAULT).unwrap()
        });
        // Copy bandwidth counts bytes read plus bytes written.
        let copy_bw = 2.0 * bytes as f64 / copy / 1e9;
        println!(
            "n=2^{log2} f32 ({} MiB): copy {:.1} GB/s (read+write)",
            bytes >> 20,
            copy_bw
        );
        for (op, dtype) in [
            (ReduceOp::Asum, DType::F32),
            (ReduceOp::Asum, DType::F64),
            (ReduceOp::Nrm2, DType::F32),
            (ReduceOp::Nrm2, DType::F64),
            (ReduceOp::Dot, DType::F32),
            (ReduceOp::Dot, DType::F64),
            (ReduceOp::Dotc, DType::C64),
            (ReduceOp::Iamax, DType::F32),
            (ReduceOp::Iamax, DType::F64),
        ] {
            let n = (bytes / dtype.size()) as i64;
            let plan = oxblas::level1::plan::call_shape(&props, op, dtype, n, 1);
            let mut line = format!("  {}{:<5}", dtype.prefix(), op.name());
            let mut variants = vec![(plan.blocks_per_batch, plan.interleave, "plan")];
            for per_mp in [2u32, 4, 8, 16] {
                for interleave in [false, true] {
                    variants.push((per_mp * mp, interleave, ""));
                }
            }
            // GPU time alone: 20 launches captured in a graph, replayed (no host launch cost).
            let graph_time = |l: &ReduceDesc| {
                let s = g.stream_create(StreamFlags::Default).unwrap();
                g.begin_capture(s).unwrap();
                for _ in 0..20 {
                    // SAFETY: the descriptor names this test's live buffers.
                    unsafe { reduce_on(g.as_ref(), l, s).unwrap() };
                }
                let graph = g.end_capture(s).unwrap();
                g.graph_launch(graph, s).unwrap();
                g.stream_synchronize(s).unwrap();
                let t = Instant::now();
                for _ in 0..5 {
                    g.graph_launch(graph, s).unwrap();
                }
                g.stream_synchronize(s).unwrap();
                let per = t.elapsed().as_secs_f64() / 100.0;
                g.graph_destroy(graph).unwrap();
                g.stream_destroy(s).unwrap();
                per
            };
            for (blocks, interleave, tag) in variants {
                let l = ReduceDesc {
                    op,
                    dtype: dtype.code(),
                    result_dtype: oxblas::level1::plan::result_dtype(op, dtype).code(),
                    n,
                    batch: 1,
                    x: contiguous(xbuf),
                    y: if op.has_y() {
                        contiguous(ybuf)
                    } else {
                        VectorDesc::NONE
                    },
                    blocks_per_batch: blocks,
                    threads_per_block: plan.threads,
                    partials: partials.0,
                    counters: counters.0,
                    result: result.0,
                    index_bytes: 8,
                    interleave,
                };
                // SAFETY: the descriptor names this test's live buffers.
                let t = time(20, &|| unsafe {
                    reduce_on(g.as_ref(), &l, StreamId::DEFAULT).unwrap()
                });
                let read = bytes as f64 * if op.has_y() { 2.0 } else { 1.0 };
                let bw = read / t / 1e9;
                let sched = if interleave { "i" } else { "c" };
                if tag.is_empty() {
                    line += &format!(
                        "  {blocks}{sched}: {:.0} GB/s ({:.0}%)",
                        bw,
                        100.0 * bw / copy_bw
                    );
                } else {
                    let gbw = read / graph_time(&l) / 1e9;
                    line += &format!(
                        "  {blocks}{sched}*: {:.0} GB/s ({:.0}%, {:.1} us) graph {:.0} GB/s ({:.0}%)",
                        bw,
                        100.0 * bw / copy_bw,
                        t * 1e6,
                        gbw,
                        100.0 * gbw / copy_bw
                    );
                }
            }
            println!("{line}");
        }
    }
    // Per-call time of small problems (launch-bound): one kernel when the plan has one block.
    let mut line = String::from("per call (dasum, plan shape):");
    for log2 in [10u32, 14, 16, 18, 20, 22] {
        let n = 1i64 << log2;
        let plan = oxblas::level1::plan::call_shape(&props, ReduceOp::Asum, DType::F64, n, 1);
        let l = ReduceDesc {
            op: ReduceOp::Asum,
            dtype: DType::F64.code(),
            result_dtype: DType::F64.code(),
            n,
            batch: 1,
            x: contiguous(xbuf),
            y: VectorDesc::NONE,
            blocks_per_batch: plan.blocks_per_batch,
            threads_per_block: plan.threads,
            partials: partials.0,
            counters: counters.0,
            result: result.0,
            index_bytes: 8,
            interleave: plan.interleave,
        };
        // SAFETY: the descriptor names this test's live buffers.
        let t = time(200, &|| unsafe {
            reduce_on(g.as_ref(), &l, StreamId::DEFAULT).unwrap()
        });
        line += &format!(
            "  2^{log2} ({} blocks): {:.2} us",
            plan.blocks_per_batch,
            t * 1e6
        );
    }
    println!("{line}");
    // SAFETY: this test's allocations, used by no pending work (the timed loops synchronized).
    unsafe {
        g.free(xbuf).unwrap();
        g.free(ybuf).unwrap();
        g.free(result).unwrap();
        g.free(partials).unwrap();
        g.free(counters).unwrap();
    }
}

#[cfg(feature = "nvidia")]
extern "C" {
    // Resolved against the CUDA runtime that the nvidia build links statically.
    fn cudaStreamCreate(stream: *mut *mut std::ffi::c_void) -> i32;
    fn cudaStreamDestroy(stream: *mut std::ffi::c_void) -> i32;
}

/// A stream the application created with the CUDA runtime can be handed to a handle (as a C++
/// code does with `oxblas_set_stream`); oxblas uses it but refuses to destroy it.
#[cfg(feature = "nvidia")]
#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn application_streams_are_adopted_not_owned() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut raw = std::ptr::null_mut();
    // SAFETY: plain runtime call with a valid out-pointer.
    assert_eq!(unsafe { cudaStreamCreate(&mut raw) }, 0);
    let app = StreamId(raw as u64);
    let mut h = Handle::with_device(&dev).unwrap();
    // Unknown until adopted: oxblas never probes stream values it was not given explicitly.
    assert_eq!(
        h.set_stream(app).unwrap_err().status(),
        Status::InvalidValue
    );
    assert_eq!(dev.adopt_stream(raw as u64).unwrap(), app);
    h.set_stream(app).unwrap();
    let mut rng = Rng::from_state(77);
    let (x, y) = (rng.signed_vec(100_003), rng.signed_vec(100_003));
    let (dx, dy) = (dev.upload(&x).unwrap(), dev.upload(&y).unwrap());
    let got = h
        .dot(x.len(), &dx.as_slice(), 1, &dy.as_slice(), -1)
        .unwrap();
    let want: f64 = x.iter().zip(y.iter().rev()).map(|(p, q)| p * q).sum();
    let scale: f64 = x
        .iter()
        .zip(y.iter().rev())
        .map(|(p, q)| (p * q).abs())
        .sum();
    assert!(close_real(got, want, scale, 1e-12), "{got} vs {want}");
    assert_eq!(
        g.stream_destroy(app).unwrap_err().status(),
        Status::InvalidValue
    );
    h.set_stream(StreamId::DEFAULT).unwrap();
    // SAFETY: created above; no handle uses it any more.
    assert_eq!(unsafe { cudaStreamDestroy(raw) }, 0);
}

// ------------------------------------------------------------------- level 2's split sums

/// symv/hemv and the skinny transposed gemv leave per-block partial sums in the workspace and a
/// second kernel combines them. Both kernels must agree with the host backend call after call
/// on one handle (the workspace reused, alpha 0 scaling y only), and when the calls are
/// captured into a graph and replayed on another stream (the partials then live in the graph's
/// workspace). (A combine inside the first kernel, finished by each group's last block on the
/// handle's completion counters, was measured and dropped: docs/benchmarks/2026-11-28-h200-
/// level2-counted-combine; so was symv's finish in blocks of its own after the units of its
/// grid: 2026-12-03-h200-symv-grid-finish.)
struct SplitSums {
    a: DeviceBuffer<f64>,
    x: DeviceBuffer<f64>,
    y: [DeviceBuffer<f64>; 2],
    za: DeviceBuffer<Complex64>,
    zx: DeviceBuffer<Complex64>,
    zy: DeviceBuffer<Complex64>,
    ga: DeviceBuffer<f64>,
    gx: DeviceBuffer<f64>,
    gy: DeviceBuffer<f64>,
    ca: DeviceBuffer<Complex64>,
    cx: DeviceBuffer<Complex64>,
    cy: DeviceBuffer<Complex64>,
}

/// dsymv of order 1300 (21 strips, lda + 3, x backwards, y every other element), zhemv of
/// order 700, dgemv T 140000 x 3 (137 row blocks) and zgemv C 70000 x 9 (69 row blocks, two
/// column groups, x backwards).
const SPLIT_N: usize = 1300;
const SPLIT_ZN: usize = 700;
const SPLIT_GM: usize = 140_000;
const SPLIT_CM: usize = 70_000;

fn split_data(dev: &Device, seed: u64) -> SplitSums {
    let mut rng = Rng::from_state(0x5b17 + seed);
    let mut real = |n: usize| dev.upload(&rng.signed_vec(n)).unwrap();
    let (a, x) = (real((SPLIT_N + 3) * SPLIT_N), real(SPLIT_N));
    let y = [real(2 * SPLIT_N), real(2 * SPLIT_N)];
    let (ga, gx, gy) = (real(SPLIT_GM * 3), real(SPLIT_GM), real(3));
    let mut cplx = |n: usize| {
        let v: Vec<Complex64> = (0..n)
            .map(|_| Complex64::new(rng.signed_unit(), rng.signed_unit()))
            .collect();
        dev.upload(&v).unwrap()
    };
    let (za, zx, zy) = (cplx(SPLIT_ZN * SPLIT_ZN), cplx(SPLIT_ZN), cplx(SPLIT_ZN));
    let (ca, cx, cy) = (cplx(SPLIT_CM * 9), cplx(SPLIT_CM), cplx(9));
    SplitSums {
        a,
        x,
        y,
        za,
        zx,
        zy,
        ga,
        gx,
        gy,
        ca,
        cx,
        cy,
    }
}

/// One round of the calls (alpha 0: y = beta y only).
fn split_calls(h: &mut Handle, s: &mut SplitSums, alpha: f64) {
    use oxblas::level2::{Matrices, Vectors as V, VectorsMut};
    use oxblas::{Transpose, Uplo};
    let n = SPLIT_N;
    for (uplo, y) in [Uplo::Lower, Uplo::Upper].into_iter().zip(s.y.iter_mut()) {
        h.symv(
            uplo,
            n,
            alpha,
            Matrices::One(s.a.as_slice()),
            n + 3,
            V::One(s.x.as_slice()),
            -1,
            0.75,
            VectorsMut::One(&mut y.as_mut_slice()),
            2,
        )
        .unwrap();
    }
    h.hemv(
        Uplo::Upper,
        SPLIT_ZN,
        Complex64::new(alpha, 0.5 * alpha),
        Matrices::One(s.za.as_slice()),
        SPLIT_ZN,
        V::One(s.zx.as_slice()),
        1,
        Complex64::new(0.5, -0.25),
        VectorsMut::One(&mut s.zy.as_mut_slice()),
        1,
    )
    .unwrap();
    h.gemv(
        Transpose::T,
        SPLIT_GM,
        3,
        alpha,
        Matrices::One(s.ga.as_slice()),
        SPLIT_GM,
        V::One(s.gx.as_slice()),
        1,
        -0.5,
        VectorsMut::One(&mut s.gy.as_mut_slice()),
        1,
    )
    .unwrap();
    h.gemv(
        Transpose::C,
        SPLIT_CM,
        9,
        Complex64::new(alpha, -alpha),
        Matrices::One(s.ca.as_slice()),
        SPLIT_CM,
        V::One(s.cx.as_slice()),
        -1,
        Complex64::new(0.25, 0.5),
        VectorsMut::One(&mut s.cy.as_mut_slice()),
        1,
    )
    .unwrap();
}

/// The y vectors, as complex numbers, with the number of terms each element sums.
fn split_results(s: &SplitSums) -> Vec<(Vec<Complex64>, usize)> {
    let re = |b: &DeviceBuffer<f64>| -> Vec<Complex64> {
        b.to_vec()
            .unwrap()
            .iter()
            .map(|&v| Complex64::new(v, 0.0))
            .collect()
    };
    vec![
        (re(&s.y[0]), SPLIT_N),
        (re(&s.y[1]), SPLIT_N),
        (s.zy.to_vec().unwrap(), SPLIT_ZN),
        (re(&s.gy), SPLIT_GM),
        (s.cy.to_vec().unwrap(), SPLIT_CM),
    ]
}

/// The calls on the host backend from the data of `seed`, one round per alpha, against `got`.
fn split_check(got: &SplitSums, seed: u64, alphas: &[f64], what: &str) {
    let (_, hd) = fresh_host();
    let mut hh = Handle::with_device(&hd).unwrap();
    let mut want = split_data(&hd, seed);
    for &alpha in alphas {
        split_calls(&mut hh, &mut want, alpha);
    }
    let names = ["dsymv L", "dsymv U", "zhemv U", "dgemv T", "zgemv C"];
    for (k, ((g, terms), (w, _))) in split_results(got)
        .into_iter()
        .zip(split_results(&want))
        .enumerate()
    {
        assert_eq!(g.len(), w.len());
        // Entries (and complex parts) in [-1, 1], so each of `terms` products is at most 2 in
        // magnitude; |alpha| < 2, |beta| <= 1, three rounds at most: 1e-13 of 9 x terms is
        // still orders of magnitude above f64 rounding of such sums.
        let bound = 1e-13 * 2.0 * terms as f64 * 1.5 * 3.0;
        for (i, (g, w)) in g.iter().zip(&w).enumerate() {
            assert!(
                (g - w).norm() <= bound && g.re.is_finite(),
                "{what}: {} element {i}: GPU {g} vs host {w} (bound {bound})",
                names[k]
            );
        }
    }
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn level2_split_sums_call_after_call_on_one_handle() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_device(&dev).unwrap();
    let alphas = [0.7, 0.0, -1.3];
    let mut s = split_data(&dev, 1);
    for &alpha in &alphas {
        split_calls(&mut h, &mut s, alpha);
    }
    split_check(&s, 1, &alphas, "call after call");
    println!("level-2 split sums, three rounds on one handle, agree with the host");
}

#[test]
#[ignore = "needs a GPU device: run with --include-ignored on a GPU machine"]
fn level2_split_sums_captured_and_replayed() {
    let (_lock, g) = gpu();
    let dev = Device::from_backend(g.clone());
    let mut h = Handle::with_config(&dev, &managed_config()).unwrap();
    let (a, b) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    h.set_stream(a.id()).unwrap();
    // One round first, so that the managed workspace has grown to what the calls borrow (it
    // must not grow while capturing); then the inputs again.
    let mut s = split_data(&dev, 2);
    split_calls(&mut h, &mut s, 0.5);
    a.synchronize().unwrap();
    s = split_data(&dev, 2);
    g.begin_capture(a.id()).unwrap();
    split_calls(&mut h, &mut s, -0.9);
    let graph = g.end_capture(a.id()).unwrap();
    for _ in 0..2 {
        g.graph_launch(graph, b.id()).unwrap();
    }
    b.synchronize().unwrap();
    g.graph_destroy(graph).unwrap();
    h.set_stream(StreamId::DEFAULT).unwrap();
    split_check(&s, 2, &[-0.9, -0.9], "captured and replayed");
    println!("level-2 split sums, captured and replayed twice, agree with the host");
}
