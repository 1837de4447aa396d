//! Streams: stream-ordered allocation and stream switching without host synchronization
//! (docs/memory-model.md#conformance-checklist, item 14).

use super::common::{
    assert_accounted, devices, fresh_host, handle, rel_err, stream_order_config, Rng,
};
use super::{base, dasum_call, f64_sum, plan, status, test_devices};
use oxblas::env::{EnvConfig, InitialWorkspace};
use oxblas::level1::Vectors;
use oxblas::{Handle, Scheme, Status, StreamFlags, StreamId};

// ===================================================================================== stream order

#[test]
fn stream_ordered_mode_keeps_one_block_and_never_synchronizes() {
    let (hb, dev) = fresh_host();
    let data = Rng::new(16).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let mut res = dev.alloc::<f64>(1).unwrap();
    let (b0, a0) = base(&hb);

    // Created in stream-ordered mode: no arena, nothing allocated.
    let h = Handle::with_config(&dev, &stream_order_config()).unwrap();
    assert_eq!(
        (
            h.get_device_memory_size(),
            h.is_stream_order_alloc(),
            h.scheme()
        ),
        (0, true, Scheme::Managed)
    );
    assert_eq!(base(&hb), (b0, a0));
    drop(h);

    // Switched on: the classic arena goes. The first non-empty borrow makes one stream-ordered
    // allocation; later calls reuse it (stream order makes that safe without a host wait).
    let mut h = handle(&dev);
    h.set_stream_order_alloc(true).unwrap();
    assert_eq!(h.get_device_memory_size(), 0);
    assert_eq!(base(&hb), (b0, a0), "the classic arena was released");
    let c0 = hb.counters();
    let s0 = h.stats();
    let asum = |h: &mut Handle, res: &mut oxblas::DeviceBuffer<f64>, n: usize| {
        h.asum_device(n, Vectors::One(x.as_slice()), 1, &mut res.as_mut_slice())
            .unwrap();
    };
    for _ in 0..10 {
        asum(&mut h, &mut res, data.len());
    }
    let (c1, s1) = (hb.counters(), h.stats());
    assert_eq!(
        (
            c1.async_allocations - c0.async_allocations,
            c1.async_frees - c0.async_frees
        ),
        (1, 0),
        "one block, kept"
    );
    assert_eq!(
        (c1.allocations, c1.frees, c1.synchronizations),
        (c0.allocations, c0.frees, c0.synchronizations)
    );
    assert_eq!(c1.kernel_launches - c0.kernel_launches, 10);
    assert_eq!(
        (
            s1.allocations - s0.allocations,
            s1.synchronizations,
            s1.growths,
            s1.borrows - s0.borrows
        ),
        (1, 0, 0, 10),
        "{s1}"
    );
    let block = h.get_device_memory_size();
    assert!(
        block > 0 && s1.in_use == 0 && s1.high_water >= block,
        "{s1}"
    );
    assert!(rel_err(res.to_vec().unwrap()[0], f64_sum(&data)) < 1e-13);
    assert_accounted(&hb, b0, a0, &h);

    // Alternating streams: the new stream is ordered after the old one, so the block moves
    // with the handle; still no allocation and no synchronization.
    let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    for i in 0..6 {
        h.set_stream(if i % 2 == 0 { sa.id() } else { sb.id() })
            .unwrap();
        asum(&mut h, &mut res, data.len() - i);
    }
    h.set_stream(StreamId::DEFAULT).unwrap();
    assert_eq!(hb.counters().async_allocations, c1.async_allocations);
    assert_eq!(h.stats().synchronizations, 0);

    // A bigger need: the block is freed on its stream and a bigger one allocated.
    let c2 = hb.counters();
    {
        let ws = h.workspace(&plan(block + 64)).unwrap();
        assert!(ws.ptr(0).is_some());
    }
    let c3 = hb.counters();
    assert_eq!(
        (
            c3.async_allocations - c2.async_allocations,
            c3.async_frees - c2.async_frees
        ),
        (1, 1)
    );
    assert_eq!(h.get_device_memory_size(), block + 64);

    // Nested borrows are separate allocations, freed at release; the outer one is the block.
    {
        let mut outer = h.workspace(&plan(64)).unwrap();
        let op = outer.ptr(0).unwrap().0;
        let inner = outer.sub(&plan(5000)).unwrap();
        let ip = inner.ptr(0).unwrap().0;
        assert!(
            ip >= op + 64 || ip + 5000 <= op,
            "nested slots never overlap their parent's"
        );
        assert_eq!(hb.counters().async_allocations - c3.async_allocations, 1);
    }
    assert_eq!(hb.counters().async_frees - c3.async_frees, 1);
    assert_accounted(&hb, b0, a0, &h);

    // Host results: the only synchronizations are those that wait for the results.
    let c4 = hb.counters();
    for _ in 0..5 {
        dasum_call(&mut h, &x, &data).unwrap();
    }
    assert_eq!(hb.counters().synchronizations - c4.synchronizations, 5);
    assert_eq!(h.stats().synchronizations, 0);

    // Leaving stream-ordered mode frees the block (on its stream, no synchronization).
    h.set_stream_order_alloc(false).unwrap();
    assert_eq!(hb.counters().async_frees - c4.async_frees, 1);
    assert_eq!(h.stats().synchronizations, 0);
    drop(h);
    assert_eq!(base(&hb), (b0, a0));
}

#[test]
fn stream_ordered_user_managed_allocates_its_arena_once() {
    let (hb, dev) = fresh_host();
    let data = Rng::new(17).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let (b0, a0) = base(&hb);
    let c0 = hb.counters();
    let cfg = EnvConfig {
        workspace: InitialWorkspace::UserManaged(1000),
        stream_order: true,
        lookahead: true,
        warnings: vec![],
    };
    let mut h = Handle::with_config(&dev, &cfg).unwrap();
    assert_eq!(
        (h.scheme(), h.get_device_memory_size()),
        (Scheme::UserManaged, 1024)
    );
    let c1 = hb.counters();
    assert_eq!(
        (
            c1.async_allocations - c0.async_allocations,
            c1.allocations - c0.allocations
        ),
        (1, 0)
    );
    for _ in 0..10 {
        let (got, want) = dasum_call(&mut h, &x, &data).unwrap();
        assert!(rel_err(got, want) < 1e-13);
    }
    let c2 = hb.counters();
    assert_eq!(
        (c2.async_allocations, c2.allocations),
        (c1.async_allocations, c1.allocations),
        "no allocation per call"
    );
    assert_eq!(h.stats().borrows, 10);
    drop(h);
    assert_eq!(hb.counters().async_frees - c0.async_frees, 1);
    assert_eq!(base(&hb), (b0, a0));
}

// ============================================================================ checklist item 14

#[test]
fn c14_alternating_streams_without_host_sync() {
    for (hb, dev) in test_devices() {
        let n = 40_001;
        let (da, db) = (Rng::new(18).vec::<f64>(n), Rng::new(19).vec::<f64>(n));
        let (xa, xb) = (dev.upload(&da).unwrap(), dev.upload(&db).unwrap());
        let (ra, rb) = (f64_sum(&da), f64_sum(&db));
        // One plain stream and one that does not order against the null stream: the handle's
        // event waits, not the runtime's implicit ordering, keep the workspace safe.
        let (sa, sb) = (
            dev.create_stream().unwrap(),
            dev.create_stream_with(StreamFlags::NonBlocking).unwrap(),
        );
        let mut h = handle(&dev);
        let c0 = hb.as_ref().map(|hb| hb.counters());
        for i in 0..1000 {
            let (s, x, want) = if i % 2 == 0 {
                (&sa, &xa, ra)
            } else {
                (&sb, &xb, rb)
            };
            h.set_stream(s.id()).unwrap();
            assert_eq!(h.stream(), s.id());
            let got = h.asum(n, &x.as_slice(), 1).unwrap();
            assert!(rel_err(got, want) < 1e-13, "call {i}: {got} vs {want}");
        }
        let s = h.stats();
        assert_eq!(
            (s.stream_waits, s.synchronizations, s.growths),
            (999, 0, 0),
            "{s}"
        );
        if let (Some(hb), Some(c0)) = (&hb, c0) {
            let c = hb.counters();
            assert_eq!(c.event_waits - c0.event_waits, 999);
            assert_eq!(
                c.synchronizations - c0.synchronizations,
                1000,
                "one wait per host result, nothing else"
            );
            assert_eq!((c.allocations, c.frees), (c0.allocations, c0.frees));
        }
        // Switching to the current stream is a no-op; a clean handle switches without an event.
        h.set_stream(sb.id()).unwrap();
        assert_eq!(h.stats().stream_waits, 999);
        h.set_stream(StreamId::DEFAULT).unwrap();
        assert_eq!(h.stats().stream_waits, 1000);
        h.set_stream(sa.id()).unwrap();
        assert_eq!(
            h.stats().stream_waits,
            1000,
            "nothing used the workspace on the null stream since"
        );
        h.set_stream(StreamId::DEFAULT).unwrap();
    }
}

#[test]
fn c14_set_stream_with_an_invalid_stream_is_invalid_value() {
    for dev in devices() {
        let mut h = handle(&dev);
        let s = dev.create_stream().unwrap();
        let dead = {
            let d = dev.create_stream().unwrap();
            d.id()
        };
        assert_eq!(
            status(h.set_stream(StreamId(0xdead_beef_0000))),
            Status::InvalidValue
        );
        assert_eq!(
            status(h.set_stream(dead)),
            Status::InvalidValue,
            "a destroyed stream"
        );
        assert_eq!(
            h.stream(),
            StreamId::DEFAULT,
            "unchanged after a refused switch"
        );
        h.set_stream(s.id()).unwrap();
        h.set_stream(s.id()).unwrap();
        assert_eq!(status(h.set_stream(dead)), Status::InvalidValue);
        assert_eq!(h.stream(), s.id());
        h.set_stream(StreamId::DEFAULT).unwrap();
    }
}

/// A stream the handle left without using it can be destroyed (fuzzer finding): in
/// stream-ordered mode the kept block followed the handle to stream B only when something had
/// used the workspace since the last switch, so after A (used) → B (not used) → default, the block
/// still belonged to B; destroying B (no handle used it any more) left the block's free to a
/// dead stream, and destroying the handle returned `invalid_value`. Now every switch while memory
/// is kept or work may be running orders the new stream after the old one and moves the block.
#[test]
fn c14_a_stream_switched_away_from_unused_can_be_destroyed() {
    use oxblas::capi::raw::{
        oxblas_device_malloc_alloc, oxblas_device_malloc_free, oxblas_set_stream,
        oxblas_set_stream_order_alloc, oxblas_stream_create, oxblas_stream_destroy,
    };
    use oxblas::capi::{oxblas_create_handle, oxblas_destroy_handle};
    // SAFETY: every pointer is a local or an object created here, used while live.
    unsafe {
        let mut h = std::ptr::null_mut();
        let st = oxblas_create_handle(&mut h);
        // A GPU build's default backend on a machine without a device answers no_device.
        if st == Status::NoDevice && !super::common::gpu_required() {
            eprintln!("note: the default backend has no device; c14 skipped");
            return;
        }
        assert_eq!(st, Status::Success);
        assert_eq!(oxblas_set_stream_order_alloc(h, true), Status::Success);
        let (mut a, mut b) = (std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(oxblas_stream_create(&mut a), Status::Success);
        assert_eq!(oxblas_stream_create(&mut b), Status::Success);
        for round in 0..2 {
            assert_eq!(oxblas_set_stream(h, a), Status::Success);
            // A borrow on A: a stream-ordered block, kept by the handle after the free.
            let sizes = [4096usize, 512];
            let mut obj = std::ptr::null_mut();
            assert_eq!(
                oxblas_device_malloc_alloc(h, sizes.as_ptr(), sizes.len(), &mut obj),
                Status::Success
            );
            assert_eq!(oxblas_device_malloc_free(obj), Status::Success);
            // To B (the block follows), then away from B with nothing used on it.
            assert_eq!(oxblas_set_stream(h, b), Status::Success);
            assert_eq!(oxblas_set_stream(h, std::ptr::null_mut()), Status::Success);
            if round == 1 {
                // No handle uses B any more: the application may destroy it.
                assert_eq!(oxblas_stream_destroy(b), Status::Success);
            }
        }
        // The kept block is released on the default stream, not on the destroyed B.
        assert_eq!(oxblas_destroy_handle(h), Status::Success);
        assert_eq!(oxblas_stream_destroy(a), Status::Success);
    }
}

/// A stream that spares one cluster's group of multiprocessors (`StreamFlags::SparesCluster`,
/// the stream of getrf's look-ahead worker): on a GPU with thread-block clusters a handle on it
/// computes as on any stream, three made and dropped in turn (each releases its partition);
/// elsewhere (the host backend, AMD) making one is `not_implemented`.
#[test]
fn a_stream_sparing_a_cluster_runs_calls_or_is_not_implemented() {
    for dev in devices() {
        let arch = dev.backend().properties().arch.clone();
        let clusters = arch
            .strip_prefix("sm_")
            .and_then(|v| v.parse::<u32>().ok())
            .is_some_and(|v| v >= 90);
        let n = 30_011;
        let data = Rng::new(23).vec::<f64>(n);
        let want = f64_sum(&data);
        let x = dev.upload(&data).unwrap();
        for round in 0..3 {
            let s = match dev.create_stream_with(StreamFlags::SparesCluster) {
                Ok(s) => s,
                Err(e) => {
                    assert!(!clusters, "{arch}: no partitioned stream ({e})");
                    assert_eq!(e.status(), Status::NotImplemented, "{arch}: {e}");
                    continue;
                }
            };
            assert!(clusters, "{arch}: a partitioned stream without clusters");
            let mut h = handle(&dev);
            h.set_stream(s.id()).unwrap();
            let got = h.asum(n, &x.as_slice(), 1).unwrap();
            assert!(rel_err(got, want) < 1e-13, "round {round}: {got} vs {want}");
            h.set_stream(StreamId::DEFAULT).unwrap();
        }
    }
}
