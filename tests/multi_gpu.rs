//! Several devices (issue 13): a handle belongs to the device it was created on.
//!
//! Every case runs on two pairs of devices:
//! * `[host]`: two private host backends (always; they prove the per-device bookkeeping: foreign
//!   streams and buffers refused, statistics and memory per handle, destroy isolation);
//! * `[gpu]`: GPUs 0 and 1 of the compiled GPU backend, which also proves the device switching
//!   (every call runs on the handle's device and leaves the caller's current device as it was).
//!
//! With fewer than two GPUs the `[gpu]` cases are SKIPPED, each with a line saying so, and
//! counted as "ignored" in the closing `test result:` line (this binary has its own small
//! harness, `harness = false`, so that a skip is reported as one, never as a pass). With
//! `OXBLAS_REQUIRE_GPUS=2` (scripts/stress-gpu.sh on the two-GPU machine) a missing pair fails.
//! Arguments: an optional name filter (substring); libtest flags such as `--include-ignored`
//! are accepted and ignored.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use common::{managed_config, stream_order_config, user_managed_config, Rng};
use oxblas::backend::host::HostBackend;
use oxblas::level2::{Matrices, VectorsMut};
use oxblas::level3::MatricesMut;
use oxblas::{Device, Handle, Scheme, Status, Transpose};

// ------------------------------------------------------------------------------ the pairs

/// Two devices, and for host pairs the backends (to read their allocation counters).
struct Pair {
    d: [Device; 2],
    host: Option<[Arc<HostBackend>; 2]>,
}

impl Pair {
    fn is_gpu(&self) -> bool {
        self.host.is_none()
    }
}

fn host_pair() -> Pair {
    let (a, b) = (HostBackend::new(), HostBackend::new());
    Pair {
        d: [
            Device::from_backend(a.clone()),
            Device::from_backend(b.clone()),
        ],
        host: Some([a, b]),
    }
}

/// GPUs 0 and 1, or why there is no such pair.
fn gpu_pair() -> Result<Pair, String> {
    if !cfg!(feature = "gpu") {
        return Err("this build has no GPU backend (build with --features nvidia or amd)".into());
    }
    let n = Device::count();
    if n < 2 {
        return Err(format!("needs 2 GPU devices, found {n}"));
    }
    let d0 = Device::from_ordinal(0).map_err(|e| format!("device 0: {e}"))?;
    let d1 = Device::from_ordinal(1).map_err(|e| format!("device 1: {e}"))?;
    if d0.kind() == oxblas::BackendKind::Host {
        return Err("OXBLAS_BACKEND=host selects the host backend".into());
    }
    Ok(Pair {
        d: [d0, d1],
        host: None,
    })
}

// ------------------------------------------------------------------------------ schemes

/// The four ways a handle gets its workspace.
#[derive(Debug, Clone, Copy)]
enum Ws {
    Managed,
    StreamOrdered,
    UserManaged,
    UserOwned,
}
const SCHEMES: [Ws; 4] = [
    Ws::Managed,
    Ws::StreamOrdered,
    Ws::UserManaged,
    Ws::UserOwned,
];

fn handle_with(dev: &Device, ws: Ws) -> Handle {
    let cfg = match ws {
        Ws::StreamOrdered => stream_order_config(),
        Ws::UserManaged => user_managed_config(4 << 20),
        _ => managed_config(),
    };
    let mut h = Handle::with_config(dev, &cfg).expect("handle");
    if let Ws::UserOwned = ws {
        let buf = dev.alloc::<u8>(4 << 20).expect("workspace buffer");
        assert!(h.set_workspace(buf).expect("set_workspace").is_none());
        assert_eq!(h.scheme(), Scheme::UserOwned);
    }
    h
}

// ------------------------------------------------------------------------------ work, checked

/// The device the calling thread has current when it calls (GPU pairs: always the *other*
/// device, so that a call that forgot to switch runs on the wrong one and fails its check).
fn set_caller_device(p: &Pair, ordinal: usize) {
    if p.is_gpu() {
        oxblas::backend::set_current_ordinal(ordinal).expect("set current device");
    }
}

fn assert_caller_device(p: &Pair, ordinal: usize, what: &str) {
    if p.is_gpu() {
        assert_eq!(
            oxblas::backend::current_ordinal(),
            ordinal,
            "{what}: the caller's current device was not restored"
        );
    }
}

fn close(got: f64, want: f64, scale: f64) -> bool {
    (got - want).abs() <= 1e-10 * scale.max(1.0)
}

/// One checked unit of work on `h` (device `dev`): dot, a gemv and a gemm of random odd sizes,
/// each compared with a plain host computation. Returns the number of routine calls.
fn work(p: &Pair, h: &mut Handle, dev: &Device, caller: usize, rng: &mut Rng) -> u64 {
    // dot
    let n = rng.range(1, 3000) as usize;
    let (x, y) = (rng.signed_vec(n), rng.signed_vec(n));
    let (dx, dy) = (dev.upload(&x).unwrap(), dev.upload(&y).unwrap());
    set_caller_device(p, caller);
    let got = h.dot(n, &dx.as_slice(), 1, &dy.as_slice(), 1).expect("dot");
    assert_caller_device(p, caller, "dot");
    let want: f64 = x.iter().zip(&y).map(|(a, b)| a * b).sum();
    let scale: f64 = x.iter().zip(&y).map(|(a, b)| (a * b).abs()).sum();
    assert!(close(got, want, scale), "dot n={n}: {got} vs {want}");

    // gemv N, y = A x + 0.5 y
    let (m, k) = (rng.range(1, 200) as usize, rng.range(1, 200) as usize);
    let lda = m + 3;
    let a = rng.signed_vec(lda * k);
    let xv = rng.signed_vec(k);
    let y0 = rng.signed_vec(m);
    let (da, dxv) = (dev.upload(&a).unwrap(), dev.upload(&xv).unwrap());
    let mut dyv = dev.upload(&y0).unwrap();
    set_caller_device(p, caller);
    h.gemv(
        Transpose::N,
        m,
        k,
        1.0,
        Matrices::One(da.as_slice()),
        lda,
        dxv.as_slice().into(),
        1,
        0.5,
        VectorsMut::One(&mut dyv.as_mut_slice()),
        1,
    )
    .expect("gemv");
    assert_caller_device(p, caller, "gemv");
    let got = dyv.to_vec().unwrap();
    for i in 0..m {
        let want: f64 = (0..k).map(|j| a[i + j * lda] * xv[j]).sum::<f64>() + 0.5 * y0[i];
        assert!(close(got[i], want, k as f64), "gemv row {i}");
    }

    // gemm NN, C = A B
    let (gm, gn, gk) = (
        rng.range(1, 70) as usize,
        rng.range(1, 70) as usize,
        rng.range(1, 300) as usize,
    );
    let (ga, gb) = (rng.signed_vec(gm * gk), rng.signed_vec(gk * gn));
    let (dga, dgb) = (dev.upload(&ga).unwrap(), dev.upload(&gb).unwrap());
    let mut dgc = dev.upload(&vec![f64::NAN; gm * gn]).unwrap();
    set_caller_device(p, caller);
    h.gemm(
        Transpose::N,
        Transpose::N,
        gm,
        gn,
        gk,
        1.0,
        Matrices::One(dga.as_slice()),
        gm,
        Matrices::One(dgb.as_slice()),
        gk,
        0.0,
        MatricesMut::One(&mut dgc.as_mut_slice()),
        gm,
    )
    .expect("gemm");
    assert_caller_device(p, caller, "gemm");
    let got = dgc.to_vec().unwrap();
    for j in 0..gn {
        for i in 0..gm {
            let want: f64 = (0..gk).map(|l| ga[i + l * gm] * gb[l + j * gk]).sum();
            assert!(close(got[i + j * gm], want, gk as f64), "gemm ({i},{j})");
        }
    }
    3
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

// ------------------------------------------------------------------------------ the cases

/// One thread, one handle per device, calls alternating between them, every scheme; a call on
/// one handle leaves the other's statistics exactly as they were.
fn alternate_one_thread(p: &Pair) {
    for ws in SCHEMES {
        let mut h = [handle_with(&p.d[0], ws), handle_with(&p.d[1], ws)];
        assert_eq!(h[0].device().ordinal(), p.d[0].ordinal());
        let mut rng = Rng::new(0x5eed_0001);
        let mut calls = [0u64; 2];
        for it in 0..12 {
            let i = it % 2;
            let other = h[1 - i].stats();
            let (hi, _) = if i == 0 {
                let (a, b) = h.split_at_mut(1);
                (&mut a[0], &b[0])
            } else {
                let (a, b) = h.split_at_mut(1);
                (&mut b[0], &a[0])
            };
            // The caller has the other device current (GPU pairs).
            calls[i] += work(p, hi, &p.d[i], 1 - i, &mut rng);
            assert_eq!(
                h[1 - i].stats(),
                other,
                "{ws:?}: a call on handle {i} changed the other's statistics"
            );
        }
        for (i, hi) in h.iter().enumerate() {
            assert_balanced(hi, &format!("{ws:?} handle {i}"));
            assert!(
                hi.stats().borrows > 0,
                "{ws:?} handle {i} never borrowed its workspace"
            );
            assert!(calls[i] > 0);
        }
    }
}

/// Two threads at once, each with its own handle on its own device, every scheme.
fn two_threads_at_once(p: &Pair) {
    for ws in SCHEMES {
        std::thread::scope(|sc| {
            for i in 0..2 {
                let dev = p.d[i].clone();
                sc.spawn(move || {
                    let mut h = handle_with(&dev, ws);
                    let mut rng = Rng::new(0x5eed_0100 + i as u64);
                    for _ in 0..8 {
                        work(p, &mut h, &dev, 1 - i, &mut rng);
                    }
                    h.synchronize().unwrap();
                    assert_balanced(&h, &format!("{ws:?} thread {i}"));
                });
            }
        });
    }
}

/// Size queries per handle: a query on one device's handle records nothing on the other's;
/// a user-managed workspace of the queried size then serves the same calls at full speed.
fn size_queries(p: &Pair) {
    let mut h = [
        handle_with(&p.d[0], Ws::Managed),
        handle_with(&p.d[1], Ws::Managed),
    ];
    let (m, n) = (1000usize, 3usize);
    let mut sizes = [0usize; 2];
    for i in 0..2 {
        let dev = &p.d[i];
        let a = dev.upload(&vec![1.0f64; m * n]).unwrap();
        let x = dev.upload(&vec![1.0f64; m]).unwrap();
        let mut y = dev.upload(&vec![0.0f64; n]).unwrap();
        let other = h[1 - i].stats();
        h[i].start_device_memory_size_query().unwrap();
        assert!(!h[1 - i].is_device_memory_size_query());
        set_caller_device(p, 1 - i);
        let r = h[i].gemv(
            Transpose::T,
            m,
            n,
            1.0,
            Matrices::One(a.as_slice()),
            m,
            x.as_slice().into(),
            1,
            0.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        );
        assert!(
            matches!(
                r.map_err(|e| e.status()),
                Err(Status::SizeIncreased | Status::SizeUnchanged)
            ),
            "a query reports a size status"
        );
        sizes[i] = h[i].stop_device_memory_size_query().unwrap();
        assert_caller_device(p, 1 - i, "size query");
        assert_eq!(h[1 - i].stats(), other);
        assert_eq!(
            y.to_vec().unwrap(),
            vec![0.0; n],
            "a query computes nothing"
        );
        h[i].set_device_memory_size(sizes[i].max(64)).unwrap();
        h[i].gemv(
            Transpose::T,
            m,
            n,
            1.0,
            Matrices::One(a.as_slice()),
            m,
            x.as_slice().into(),
            1,
            0.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        )
        .unwrap();
        assert_eq!(
            h[i].last_status(),
            Status::Success,
            "queried size serves the call"
        );
        assert_eq!(y.to_vec().unwrap(), vec![m as f64; n]);
    }
    assert_eq!(sizes[0], sizes[1], "same device kind, same footprint");
}

/// A stream or a workspace buffer of the other device is refused, never used; the handle keeps
/// working on its own.
fn foreign_stream_and_buffer_refused(p: &Pair) {
    let mut h0 = handle_with(&p.d[0], Ws::Managed);
    let s1 = p.d[1].create_stream().unwrap();
    let e = h0
        .set_stream(s1.id())
        .expect_err("stream of the other device");
    assert_eq!(e.status(), Status::InvalidValue, "{e}");
    let buf1 = p.d[1].alloc::<u8>(1 << 20).unwrap();
    let r = h0
        .set_workspace(buf1)
        .expect_err("buffer of the other device");
    assert_eq!(r.error.status(), Status::InvalidPointer);
    assert_eq!(r.buffer.len(), 1 << 20, "the refused buffer comes back");
    assert_eq!(h0.scheme(), Scheme::Managed);
    // The own device's stream is fine.
    let s0 = p.d[0].create_stream().unwrap();
    h0.set_stream(s0.id()).unwrap();
    let mut rng = Rng::new(7);
    work(p, &mut h0, &p.d[0], 1, &mut rng);
    h0.synchronize().unwrap();
    h0.set_stream(oxblas::StreamId::DEFAULT).unwrap();
}

/// Destroying every handle of device 0 (and its buffers) never touches device 1's memory: its
/// allocations (host pairs: the backend's counters; GPU pairs: the runtime's free memory) and
/// its handle's statistics are unchanged, and that handle keeps computing correctly.
fn destroy_is_per_device(p: &Pair) {
    for ws in SCHEMES {
        let mut rng = Rng::new(0x5eed_0200);
        let mut h1 = handle_with(&p.d[1], ws);
        work(p, &mut h1, &p.d[1], 0, &mut rng);
        h1.synchronize().unwrap();
        let mut h0s: Vec<Handle> = (0..3).map(|_| handle_with(&p.d[0], ws)).collect();
        for h in &mut h0s {
            work(p, h, &p.d[0], 1, &mut rng);
        }
        let stats1 = h1.stats();
        let mem1 = snapshot(p, 1);
        drop(h0s);
        assert_eq!(
            snapshot(p, 1),
            mem1,
            "{ws:?}: destroying device 0's handles changed device 1's memory"
        );
        assert_eq!(h1.stats(), stats1, "{ws:?}");
        work(p, &mut h1, &p.d[1], 0, &mut rng);
        assert_balanced(&h1, &format!("{ws:?}"));
        if let Some(hb) = &p.host {
            // Device 0 is back to nothing live (the handles freed all they had).
            assert_eq!(
                hb[0].counters().live_allocations,
                0,
                "{ws:?}: {:?}",
                hb[0].counters()
            );
        }
    }
}

/// Device `i`'s memory in use: the host backend's live allocations and bytes, or the GPU's
/// free bytes.
fn snapshot(p: &Pair, i: usize) -> (u64, u64) {
    match &p.host {
        Some(hb) => {
            let c = hb[i].counters();
            (c.live_allocations, c.live_bytes)
        }
        None => {
            let (free, total) = p.d[i].memory_info().unwrap().expect("GPU memory info");
            (free, total)
        }
    }
}

/// The C ABI: `oxblas_create_handle_on_device` puts a handle on the device asked for (and
/// leaves the current device alone), `oxblas_create_handle` on the current one; a device that
/// does not exist is `no_device`.
fn c_abi_devices(p: &Pair) {
    use oxblas::capi::*;
    if !p.is_gpu() {
        // The C ABI has one host device: device 1 does not exist there.
        let mut h = std::ptr::null_mut();
        // SAFETY: `h` is a local the call writes one pointer to.
        let st = unsafe { oxblas_create_handle_on_device(&mut h, 1) };
        if Device::count() < 2 {
            assert_eq!(st, Status::NoDevice);
            assert!(h.is_null());
        }
        return;
    }
    let mut count = 0;
    // SAFETY: `count` is a local the call writes.
    let st = unsafe { oxblas_get_device_count(&mut count) };
    assert_eq!(st, Status::Success);
    assert!(count >= 2);
    for want in 0..2 {
        set_caller_device(p, 1 - want);
        let mut h = std::ptr::null_mut();
        let mut dev = -1;
        // SAFETY: locals the calls write; `h` is live between create and destroy.
        unsafe {
            assert_eq!(
                oxblas_create_handle_on_device(&mut h, want as i32),
                Status::Success
            );
            assert_caller_device(p, 1 - want, "create_handle_on_device");
            assert_eq!(oxblas_get_handle_device(h, &mut dev), Status::Success);
            assert_eq!(dev, want as i32);
            assert_eq!(oxblas_destroy_handle(h), Status::Success);
        }
        assert_caller_device(p, 1 - want, "destroy_handle");
        set_caller_device(p, want);
        // SAFETY: as above.
        unsafe {
            assert_eq!(oxblas_create_handle(&mut h), Status::Success);
            assert_eq!(oxblas_get_handle_device(h, &mut dev), Status::Success);
            assert_eq!(
                dev, want as i32,
                "oxblas_create_handle uses the current device"
            );
            assert_eq!(oxblas_destroy_handle(h), Status::Success);
        }
    }
    let mut h = std::ptr::null_mut();
    // SAFETY: as above.
    unsafe {
        assert_eq!(
            oxblas_create_handle_on_device(&mut h, count),
            Status::NoDevice
        );
        assert!(h.is_null());
        assert_eq!(oxblas_create_handle_on_device(&mut h, -1), Status::NoDevice);
    }
    set_caller_device(p, 0);
}

type Case = fn(&Pair);
const CASES: &[(&str, Case)] = &[
    ("alternate_one_thread", alternate_one_thread),
    ("two_threads_at_once", two_threads_at_once),
    ("size_queries", size_queries),
    (
        "foreign_stream_and_buffer_refused",
        foreign_stream_and_buffer_refused,
    ),
    ("destroy_is_per_device", destroy_is_per_device),
    ("c_abi_devices", c_abi_devices),
];

fn main() {
    // libtest's flags are accepted (the GPU runners pass `--include-ignored --skip NAME
    // --test-threads=1`): `--skip NAME` skips, other flags are ignored, the rest filter.
    let (mut filter, mut skip) = (Vec::new(), Vec::new());
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--skip" {
            skip.extend(args.next());
        } else if !a.starts_with("--") {
            filter.push(a);
        }
    }
    let selected = |name: &str| {
        (filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str())))
            && !skip.iter().any(|s| name.contains(s.as_str()))
    };
    let require = std::env::var("OXBLAS_REQUIRE_GPUS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(0);
    let gpus = gpu_pair();
    let (mut passed, mut failed, mut skipped, mut filtered) = (0, 0, 0, 0);
    let run = |name: String, f: &dyn Fn()| match catch_unwind(AssertUnwindSafe(f)) {
        Ok(()) => {
            println!("test {name} ... ok");
            true
        }
        Err(_) => {
            println!("test {name} ... FAILED");
            false
        }
    };
    let mut tally = |ok: bool| {
        if ok {
            passed += 1
        } else {
            failed += 1
        }
    };
    for (name, case) in CASES {
        if !selected(name) {
            filtered += 2;
            continue;
        }
        tally(run(format!("{name}[host]"), &|| case(&host_pair())));
        match &gpus {
            Ok(pair) => tally(run(format!("{name}[gpu]"), &|| case(pair))),
            Err(why) if require >= 2 => {
                println!("test {name}[gpu] ... FAILED (OXBLAS_REQUIRE_GPUS={require}: {why})");
                tally(false);
            }
            Err(why) => {
                println!("test {name}[gpu] ... SKIPPED: {why}");
                skipped += 1;
            }
        }
    }
    if let Err(why) = &gpus {
        println!("note: {skipped} two-GPU case(s) SKIPPED ({why}); reported as ignored below");
    }
    println!(
        "\ntest result: {}. {passed} passed; {failed} failed; {skipped} ignored; 0 measured; \
         {filtered} filtered out",
        if failed == 0 { "ok" } else { "FAILED" }
    );
    println!("{passed} passed, {failed} failed, {skipped} skipped");
    if failed > 0 {
        std::process::exit(1);
    }
}
