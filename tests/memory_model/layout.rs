//! Workspace layout: rounding, slot offsets and alignment, slot accessors, zero-size
//! requests (docs/memory-model.md#conformance-checklist, items 4 and 5).

use super::common::{devices, fresh_host, handle, r64, user_managed_handle, Rng};
use super::workspace_status;
use oxblas::{Status, WorkspacePlan};

// ============================================================================ checklist item 4

#[test]
fn c04_rounding_layout_and_alignment() {
    let p = WorkspacePlan::new()
        .with_bytes("a", 1)
        .with_bytes("b", 64)
        .with_bytes("c", 65)
        .with_bytes("d", 0);
    assert_eq!(p.footprint(), 64 + 64 + 128);
    assert_eq!(
        (p.offset(0), p.offset(1), p.offset(2), p.offset(3)),
        (Some(0), Some(64), Some(128), None)
    );
    for dev in devices() {
        // An arena of exactly the footprint serves it; 64 bytes less does not.
        let mut short = user_managed_handle(&dev, 192);
        assert_eq!(workspace_status(&mut short, &p), Status::MemoryError);
        let mut h = user_managed_handle(&dev, 256);
        {
            let ws = h.workspace(&p).unwrap();
            let base = ws.ptr(0).unwrap();
            assert_eq!(base.0 % 256, 0, "library arenas are 256-byte aligned");
            for (i, off) in [(0usize, 0u64), (1, 64), (2, 128)] {
                let q = ws.ptr(i).unwrap();
                assert_eq!(q.0 - base.0, off, "slot {i} offset");
                assert_eq!(q.0 % 64, 0, "slot {i} alignment");
            }
            assert_eq!(ws.ptr(3), None, "a zero-size slot has no address");
            assert_eq!(ws.ptr(4), None, "a missing slot has no address");
            let z = ws.slot::<u8>(3).unwrap();
            assert!(z.is_empty() && z.ptr().is_null());
            assert_eq!(ws.slot::<u8>(2).unwrap().len(), 65);
            assert_eq!(ws.footprint(), 256);
        }
        let s = h.stats();
        assert_eq!((s.high_water, s.in_use, s.borrows), (256, 0, 1), "{s}");

        // Random plans: footprint = Σ R64, offsets are prefix sums, slots land there.
        let mut rng = Rng::new(4);
        let mut h = user_managed_handle(&dev, 64 * 12 * 300);
        for _ in 0..200 {
            let k = rng.range(1, 13) as usize;
            let sizes: Vec<usize> = (0..k)
                .map(|_| [0, 1, 63, 64, 65, 100, 128, 1000][rng.range(0, 8) as usize])
                .collect();
            let p = sizes
                .iter()
                .fold(WorkspacePlan::new(), |p, &s| p.with_bytes("s", s));
            assert_eq!(p.footprint(), sizes.iter().map(|&s| r64(s)).sum::<usize>());
            let ws = h.workspace(&p).unwrap();
            let mut off = 0;
            let block = (0..k).find_map(|i| ws.ptr(i).map(|q| q.0 - p.offset(i).unwrap() as u64));
            for (i, &s) in sizes.iter().enumerate() {
                if s == 0 {
                    assert_eq!((p.offset(i), ws.ptr(i)), (None, None));
                } else {
                    assert_eq!(p.offset(i), Some(off));
                    let q = ws.ptr(i).unwrap();
                    assert_eq!(q.0, block.unwrap() + off as u64);
                    assert_eq!(q.0 % 64, 0);
                }
                off += r64(s);
            }
        }
    }
}

// ============================================================================ checklist item 5

#[test]
fn c05_slot_accessors_and_zero_size_requests() {
    for dev in devices() {
        let mut h = handle(&dev);
        let p = WorkspacePlan::new()
            .with::<f64>("a", 8)
            .with::<i32>("n", 3)
            .with::<f64>("z", 0);
        let mut ws = h.workspace(&p).unwrap();
        assert_eq!(
            (ws.footprint(), ws.choice(), ws.degraded()),
            (128, 0, false)
        );
        assert_eq!(ws.plan(), &p);
        assert_eq!(ws.slot::<f64>(0).unwrap().len(), 8);
        assert_eq!(ws.slot::<i32>(1).unwrap().len(), 3);
        assert_eq!(
            ws.slot::<f64>(0).unwrap().ptr().0 + 64,
            ws.slot::<i32>(1).unwrap().ptr().0
        );
        assert_eq!(
            ws.slot::<f64>(5).err().unwrap().status(),
            Status::InvalidPointer,
            "out of range"
        );
        assert_eq!(
            ws.slot_mut::<f64>(3).err().unwrap().status(),
            Status::InvalidPointer,
            "out of range"
        );
        assert_eq!(
            ws.slot::<i32>(0).err().unwrap().status(),
            Status::InvalidValue,
            "wrong element type"
        );
        assert!(ws.slot::<f64>(2).unwrap().ptr().is_null());
        assert_eq!(ws.slot_mut::<i32>(1).unwrap().len(), 3);
    }

    // A request whose total is 0 succeeds with null slots and changes nothing — not even on an
    // empty managed handle, which must not grow for it.
    let (hb, dev) = fresh_host();
    let mut h = handle(&dev);
    h.set_device_memory_size(0).unwrap();
    let before = (hb.counters(), h.stats());
    {
        let z = WorkspacePlan::new().with::<f64>("a", 0).with_bytes("b", 0);
        let ws = h.workspace(&z).unwrap();
        assert_eq!((ws.ptr(0), ws.ptr(1), ws.footprint()), (None, None, 0));
        let ws2 = nested_empty_borrow(ws);
        drop(ws2);
    }
    assert_eq!(
        (hb.counters(), h.stats()),
        before,
        "a zero-size borrow allocates and counts nothing"
    );
    assert_eq!(h.get_device_memory_size(), 0);
}

/// A nested zero-size borrow inside a zero-size borrow is fine too.
fn nested_empty_borrow(mut ws: oxblas::Workspace<'_>) -> oxblas::Workspace<'_> {
    {
        let inner = ws.sub(&WorkspacePlan::new()).unwrap();
        assert_eq!(inner.footprint(), 0);
    }
    ws
}
