//! The graph-capture contract (docs/memory-model.md#conformance-checklist, item 13).

use super::common::{
    assert_accounted, close, fresh_host, handle, logical, poison_device, ref_asum, ref_dot,
    ref_iamax, ref_nrm2, rel_err, stream_order_config, Rng,
};
use super::{base, f64_sum, plan, status, workspace_status};
use oxblas::level1::Vectors;
use oxblas::{Complex64, DevicePtr, Handle, Status, StreamId};

// ============================================================================ checklist item 13

struct GraphData {
    x: Vec<f64>,
    y: Vec<f64>,
    z: Vec<Complex64>,
}

impl GraphData {
    fn new(rng: &mut Rng, n: usize) -> GraphData {
        GraphData {
            x: rng.vec(n),
            y: rng.vec(n),
            z: rng.vec(n),
        }
    }
}

/// Capture a sequence of `*_device` reductions on stream A, replay it 100 times on stream B with
/// new input data each time; capture runs nothing and allocates nothing.
#[test]
fn c13_graph_capture_replays_on_another_stream() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let mut rng = Rng::new(20);
    let n = 50_001; // several blocks: the graph uses workspace partials
    let d = GraphData::new(&mut rng, n);
    let (mut dx, mut dy, mut dz) = (
        dev.upload(&d.x).unwrap(),
        dev.upload(&d.y).unwrap(),
        dev.upload(&d.z).unwrap(),
    );
    let r = dev.alloc::<f64>(3).unwrap(); // asum, nrm2, dot through separate views
    let ri = dev.alloc::<i64>(2).unwrap();
    let mut rz = dev.alloc::<Complex64>(1).unwrap();
    let mut rb = dev.alloc::<f64>(3).unwrap();
    let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut h = handle(&dev);
    h.set_stream(sa.id()).unwrap();
    let poison_all =
        |bufs: &[(DevicePtr, usize)]| bufs.iter().for_each(|(p, b)| poison_device(&dev, *p, *b));
    let outs = [
        (r.ptr(), 24),
        (ri.ptr(), 16),
        (rz.ptr(), 16),
        (rb.ptr(), 24),
    ];
    poison_all(&outs);

    let (c0, s0) = (hb.counters(), h.stats());
    backend.begin_capture(sa.id()).unwrap();
    let view = |p: DevicePtr, off: usize| {
        // SAFETY: sub-ranges of the result buffers, alive for the whole test.
        unsafe { oxblas::DeviceSliceMut::<f64>::from_raw(p.offset(8 * off), 1) }
    };
    h.asum_device(n, Vectors::One(dx.as_slice()), 1, &mut view(r.ptr(), 0))
        .unwrap();
    h.nrm2_device(n, Vectors::One(dx.as_slice()), 1, &mut view(r.ptr(), 1))
        .unwrap();
    h.dot_device(
        n,
        Vectors::One(dx.as_slice()),
        1,
        Vectors::One(dy.as_slice()),
        -1,
        &mut view(r.ptr(), 2),
    )
    .unwrap();
    // SAFETY: as above, i64 views.
    let iview = |off: usize| unsafe {
        oxblas::DeviceSliceMut::<i64>::from_raw(ri.ptr().offset(8 * off), 1)
    };
    h.iamax_device(n, Vectors::One(dy.as_slice()), 1, &mut iview(0))
        .unwrap();
    h.iamin_device(n, Vectors::One(dy.as_slice()), 1, &mut iview(1))
        .unwrap();
    h.dotc_device(
        n,
        Vectors::One(dz.as_slice()),
        1,
        Vectors::One(dz.as_slice()),
        1,
        &mut rz.as_mut_slice(),
    )
    .unwrap();
    let third = n / 3;
    h.asum_device(
        third,
        Vectors::Strided {
            x: dy.as_slice(),
            stride: third,
            count: 3,
        },
        1,
        &mut rb.as_mut_slice(),
    )
    .unwrap();
    let graph = backend.end_capture(sa.id()).unwrap();
    let (c1, s1) = (hb.counters(), h.stats());
    assert_eq!(
        (
            c1.allocations,
            c1.async_allocations,
            c1.kernel_launches,
            c1.synchronizations
        ),
        (
            c0.allocations,
            c0.async_allocations,
            c0.kernel_launches,
            c0.synchronizations
        ),
        "capture runs and allocates nothing"
    );
    assert_eq!(
        (s1.growths, s1.allocations, s1.synchronizations),
        (s0.growths, s0.allocations, s0.synchronizations)
    );
    assert!(
        r.to_vec().unwrap().iter().all(|v| v.is_nan()),
        "captured work did not run"
    );

    for it in 0..100 {
        let d = GraphData::new(&mut rng, n);
        dx.copy_from_host(&d.x).unwrap();
        dy.copy_from_host(&d.y).unwrap();
        dz.copy_from_host(&d.z).unwrap();
        poison_all(&outs);
        backend.graph_launch(graph, sb.id()).unwrap();
        backend.stream_synchronize(sb.id()).unwrap();
        let got = r.to_vec().unwrap();
        let (xs, ys, zs) = (
            logical(&d.x, n, 1),
            logical(&d.y, n, 1),
            logical(&d.z, n, 1),
        );
        assert!(rel_err(got[0], ref_asum(&xs)) < 1e-13, "replay {it}: asum");
        assert!(rel_err(got[1], ref_nrm2(&xs)) < 1e-13, "replay {it}: nrm2");
        let (dot, scale) = ref_dot(&xs, &logical(&d.y, n, -1), false);
        assert!((got[2] - dot.re).abs() <= 1e-13 * scale, "replay {it}: dot");
        assert_eq!(
            ri.to_vec().unwrap(),
            vec![ref_iamax(&ys, true), ref_iamax(&ys, false)],
            "replay {it}"
        );
        let (zz, scale) = ref_dot(&zs, &zs, true);
        assert!(
            close(rz.to_vec().unwrap()[0], zz, scale, 1e-13),
            "replay {it}: zdotc"
        );
        for (b, v) in rb.to_vec().unwrap().iter().enumerate() {
            assert!(
                rel_err(*v, ref_asum(&ys[b * third..(b + 1) * third])) < 1e-13,
                "replay {it}: batch {b}"
            );
        }
    }
    let c2 = hb.counters();
    assert_eq!(c2.kernel_launches - c1.kernel_launches, 700);
    assert_eq!(
        (c2.allocations, c2.async_allocations),
        (c1.allocations, c1.async_allocations),
        "replays allocate nothing"
    );
    backend.graph_destroy(graph).unwrap();
    h.set_stream(StreamId::DEFAULT).unwrap();
    assert!(h.stats().balanced());
}

#[test]
fn c13_growth_during_capture_is_refused_without_allocating() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let data = Rng::new(21).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let mut res = dev.alloc::<f64>(1).unwrap();
    let s = dev.create_stream().unwrap();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    h.set_device_memory_size(0).unwrap(); // managed, empty: any need would grow
    h.set_stream(s.id()).unwrap();
    let c0 = hb.counters();
    backend.begin_capture(s.id()).unwrap();
    assert_eq!(workspace_status(&mut h, &plan(4096)), Status::MemoryError);
    // A routine whose optimal plan needs partials degrades to one block (no workspace).
    h.asum_device(
        data.len(),
        Vectors::One(x.as_slice()),
        1,
        &mut res.as_mut_slice(),
    )
    .unwrap();
    assert_eq!(h.last_status(), Status::PerfDegraded);
    let c1 = hb.counters();
    assert_eq!(
        (c1.allocations, c1.async_allocations, c1.frees),
        (c0.allocations, c0.async_allocations, c0.frees)
    );
    assert_eq!((h.get_device_memory_size(), h.stats().growths), (0, 0));
    let g = backend.end_capture(s.id()).unwrap();
    poison_device(&dev, res.ptr(), 8);
    backend.graph_launch(g, s.id()).unwrap();
    h.synchronize().unwrap();
    assert!(rel_err(res.to_vec().unwrap()[0], f64_sum(&data)) < 1e-13);
    backend.graph_destroy(g).unwrap();
    assert_accounted(&hb, b0, a0, &h);
    h.set_stream(StreamId::DEFAULT).unwrap();
}

#[test]
fn c13_arena_changes_during_capture_are_invalid_value() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let s = dev.create_stream().unwrap();
    let user = dev.alloc::<u8>(4096).unwrap();
    let mut h = handle(&dev);
    h.set_stream(s.id()).unwrap();
    let before = (h.scheme(), h.get_device_memory_size(), hb.counters());
    backend.begin_capture(s.id()).unwrap();
    assert_eq!(
        status(h.set_device_memory_size(1 << 20)),
        Status::InvalidValue
    );
    assert_eq!(status(h.set_device_memory_size(0)), Status::InvalidValue);
    assert_eq!(status(h.set_stream_order_alloc(true)), Status::InvalidValue);
    // SAFETY: refused; `user` outlives the handle anyway.
    let r = unsafe { h.set_workspace_raw(user.ptr(), user.len()) };
    assert_eq!(status(r), Status::InvalidValue);
    // SAFETY: null and 0 bytes: nothing is referenced (and the call is refused).
    let r = unsafe { h.set_workspace_raw(DevicePtr::NULL, 0) };
    assert_eq!(status(r), Status::InvalidValue);
    assert_eq!(
        (h.scheme(), h.get_device_memory_size(), hb.counters()),
        before
    );
    // Host results cannot be captured (they need a host wait) — not even a quick return.
    let x = dev.upload(&[1.0f64; 8]).unwrap();
    let c = hb.counters();
    let x2 = x.as_slice();
    assert_eq!(status(h.asum(8, &x2, 1)), Status::InvalidValue);
    assert_eq!(status(h.nrm2(0, &x2, 1)), Status::InvalidValue);
    assert_eq!(status(h.dot(8, &x2, 1, &x2, 1)), Status::InvalidValue);
    assert_eq!(status(h.iamax(8, &x2, 1)), Status::InvalidValue);
    let mut out = [0.0f64; 2];
    assert_eq!(
        status(h.asum_batched(
            4,
            Vectors::Strided {
                x: x2,
                stride: 4,
                count: 2
            },
            1,
            &mut out
        )),
        Status::InvalidValue
    );
    assert_eq!(hb.counters(), c);
    let g = backend.end_capture(s.id()).unwrap();
    backend.graph_destroy(g).unwrap();
    // After the capture the same changes work.
    h.set_device_memory_size(1 << 20).unwrap();
    assert_eq!(h.asum(8, &x2, 1).unwrap(), 8.0);
    h.set_stream(StreamId::DEFAULT).unwrap();
}

/// A workspace change after a capture keeps the arena the graph uses alive until
/// `release_graph_workspaces` (or the handle's destruction).
#[test]
fn c13_resize_after_capture_keeps_the_graphs_arena() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let mut rng = Rng::new(22);
    let n = 100_003;
    let data = rng.vec::<f64>(n);
    let mut x = dev.upload(&data).unwrap();
    let mut res = dev.alloc::<f64>(1).unwrap();
    let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let (b0, a0) = base(&hb);
    for grow_instead in [false, true] {
        let mut h = handle(&dev);
        let def = h.get_device_memory_size();
        h.set_stream(sa.id()).unwrap();
        backend.begin_capture(sa.id()).unwrap();
        h.asum_device(n, Vectors::One(x.as_slice()), 1, &mut res.as_mut_slice())
            .unwrap();
        assert_eq!(
            h.last_status(),
            Status::Success,
            "the arena fits: full speed"
        );
        let g = backend.end_capture(sa.id()).unwrap();
        h.set_stream(StreamId::DEFAULT).unwrap();

        let live = hb.counters().live_bytes;
        if grow_instead {
            drop(h.workspace(&plan(def + 64)).unwrap());
            assert_eq!(h.stats().growths, 1);
        } else {
            h.set_device_memory_size(1 << 20).unwrap();
        }
        let new_cap = h.get_device_memory_size() as u64;
        assert_eq!(h.stats().retained_for_graphs, 1);
        assert_eq!(
            hb.counters().live_bytes,
            live + new_cap,
            "old arena kept alive next to the new one"
        );
        assert_accounted(&hb, b0, a0, &h);

        // The graph still works, and so does the handle in its new arena.
        for _ in 0..3 {
            let d = rng.vec::<f64>(n);
            x.copy_from_host(&d).unwrap();
            poison_device(&dev, res.ptr(), 8);
            backend.graph_launch(g, sb.id()).unwrap();
            backend.stream_synchronize(sb.id()).unwrap();
            assert!(rel_err(res.to_vec().unwrap()[0], f64_sum(&d)) < 1e-13);
            let direct = h.asum(n, &x.as_slice(), 1).unwrap();
            assert!(rel_err(direct, f64_sum(&d)) < 1e-13);
        }

        if grow_instead {
            // Destroying the handle frees the kept arena too.
            drop(h);
            backend.graph_destroy(g).unwrap();
            assert_eq!(base(&hb), (b0, a0));
        } else {
            backend.graph_destroy(g).unwrap();
            // SAFETY: the graph is destroyed; nothing launches it again.
            unsafe { h.release_graph_workspaces().unwrap() };
            assert_eq!(hb.counters().live_bytes, live + new_cap - def as u64);
            assert_accounted(&hb, b0, a0, &h);
            drop(h);
            assert_eq!(base(&hb), (b0, a0));
        }
    }
}

/// A user-owned buffer that a captured graph uses is not handed back (so it cannot be freed under
/// the graph) until `release_graph_workspaces`, which returns it.
#[test]
fn c13_user_buffer_used_by_a_graph_is_kept_until_released() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let mut rng = Rng::new(23);
    let n = 100_003;
    let mut x = dev.upload(&rng.vec::<f64>(n)).unwrap();
    let mut res = dev.alloc::<f64>(1).unwrap();
    let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let mut h = handle(&dev);
    assert!(h
        .set_workspace(dev.alloc::<u8>(1 << 16).unwrap())
        .unwrap()
        .is_none());
    h.set_stream(sa.id()).unwrap();
    backend.begin_capture(sa.id()).unwrap();
    h.asum_device(n, Vectors::One(x.as_slice()), 1, &mut res.as_mut_slice())
        .unwrap();
    let g = backend.end_capture(sa.id()).unwrap();
    h.set_stream(StreamId::DEFAULT).unwrap();

    // Replacing and taking back: the graph's buffer stays with the handle.
    let second = dev.alloc::<u8>(4096).unwrap();
    assert!(
        h.set_workspace(second).unwrap().is_none(),
        "graph's buffer not handed back"
    );
    assert_eq!(h.stats().retained_for_graphs, 1);
    let live = hb.counters().live_bytes;
    let back = h
        .take_workspace()
        .unwrap()
        .expect("the second buffer is free to go");
    assert_eq!(back.len(), 4096);
    drop(back);
    assert_eq!(
        hb.counters().live_bytes,
        live - 4096,
        "only the unpinned buffer was freed"
    );

    let d = rng.vec::<f64>(n);
    x.copy_from_host(&d).unwrap();
    backend.graph_launch(g, sb.id()).unwrap();
    backend.stream_synchronize(sb.id()).unwrap();
    assert!(rel_err(res.to_vec().unwrap()[0], f64_sum(&d)) < 1e-13);

    backend.graph_destroy(g).unwrap();
    // SAFETY: the graph is destroyed.
    let kept = unsafe { h.release_graph_workspaces().unwrap() };
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].len(), 1 << 16);
}

/// Stream-ordered mode under capture: the borrow becomes graph-owned memory, freed with the graph.
#[test]
fn c13_stream_ordered_capture_owns_its_workspace() {
    let (hb, dev) = fresh_host();
    let backend = dev.backend().clone();
    let mut rng = Rng::new(23);
    let n = 100_003;
    let mut x = dev.upload(&rng.vec::<f64>(n)).unwrap();
    let mut res = dev.alloc::<f64>(1).unwrap();
    let s = dev.create_stream().unwrap();
    let (b0, a0) = base(&hb);
    let mut h = Handle::with_config(&dev, &stream_order_config()).unwrap();
    h.set_stream(s.id()).unwrap();
    backend.begin_capture(s.id()).unwrap();
    h.nrm2_device(n, Vectors::One(x.as_slice()), 1, &mut res.as_mut_slice())
        .unwrap();
    assert_eq!(h.last_status(), Status::Success);
    let g = backend.end_capture(s.id()).unwrap();
    let held = hb.counters().live_bytes - b0;
    assert!(held > 0, "the graph owns the captured borrow");
    for _ in 0..10 {
        let d = rng.vec::<f64>(n);
        x.copy_from_host(&d).unwrap();
        backend.graph_launch(g, s.id()).unwrap();
        h.synchronize().unwrap();
        assert!(rel_err(res.to_vec().unwrap()[0], ref_nrm2(&logical(&d, n, 1))) < 1e-13);
    }
    backend.graph_destroy(g).unwrap();
    assert_eq!(base(&hb), (b0, a0), "graph memory freed with the graph");
    assert_accounted(&hb, b0, a0, &h);
    assert_eq!(h.stats().synchronizations, 0);
    h.set_stream(StreamId::DEFAULT).unwrap();
}
