//! The device-memory (workspace) model: the conformance checklist of
//! `shared/spec/memory-model.md` §14.1, plus oxblas's own improvements (growth failure keeps the
//! old arena, statistics, stream switching without host sync, graph-capture contract,
//! stream-ordered allocation from a private pool).
//!
//! Test names start with the §14.1 item they cover (`c02_…` = item 2). Not here:
//! * item 1 (null handle / null out-pointers → `invalid_handle` / `invalid_pointer`) and item 5
//!   (the exported C allocator): a Rust handle cannot be null and results are return values;
//!   they belong to the C ABI suite. The Rust analogues of item 5 (slot accessors, zero-size
//!   requests) are in `c05_…`.
//! * item 8 (capacity change while a borrow is live) is a compile error in Rust: the
//!   `compile_fail` doctests on `Workspace` in `rust/memory/workspace.rs` (second borrow, resize
//!   while borrowed, non-LIFO release) and on `Handle` (`!Sync`) check it; `c08_…` checks the
//!   run-time half (a nested borrow never grows the arena).
//!
//! Tests that need counters or fault injection use a private `HostBackend`; the others loop over
//! every backend present (`common::devices`). Handles are created with an explicit `EnvConfig`;
//! only `c09_process_environment_is_read_at_creation` touches the process environment.

mod common;

use std::sync::{Arc, Mutex};

use common::Rng;
use common::*;
use oxblas::backend::host::{FaultInjection, HostBackend, HostCounters};
use oxblas::backend::BackendKind;
use oxblas::env::{self, EnvConfig, InitialWorkspace};
use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{
    Complex64, Device, DevicePtr, Handle, Scalar, Scheme, Status, StreamId, WorkspacePlan,
};

fn plan(bytes: usize) -> WorkspacePlan {
    WorkspacePlan::new().with_bytes("w", bytes)
}

fn status<T: std::fmt::Debug>(r: oxblas::Result<T>) -> Status {
    match r {
        Ok(v) => panic!("expected an error, got Ok({v:?})"),
        Err(e) => e.status(),
    }
}

fn workspace_status(h: &mut Handle, p: &WorkspacePlan) -> Status {
    match h.workspace(p) {
        Ok(_) => Status::Success,
        Err(e) => e.status(),
    }
}

/// The private host backend (with its counters) plus the GPU devices, if any.
fn test_devices() -> Vec<(Option<Arc<HostBackend>>, Device)> {
    let (hb, dev) = fresh_host();
    let mut v = vec![(Some(hb), dev)];
    v.extend(
        devices()
            .into_iter()
            .filter(|d| d.kind() != BackendKind::Host)
            .map(|d| (None, d)),
    );
    v
}

/// Live bytes/allocations of a private backend before a handle exists.
fn base(hb: &HostBackend) -> (u64, u64) {
    let c = hb.counters();
    (c.live_bytes, c.live_allocations)
}

fn f64_sum(v: &[f64]) -> f64 {
    let mut s = KahanSum::default();
    v.iter().for_each(|x| s.add(x.abs()));
    s.value()
}

/// Counters that a size query must leave untouched (everything but nothing).
fn same_counters(a: &HostCounters, b: &HostCounters) -> bool {
    a == b
}

// ===================================================================================== §14.1 2

#[test]
fn c02_size_query_protocol_mismatches() {
    for dev in devices() {
        let mut h = handle(&dev);
        let cap = h.get_device_memory_size();
        assert!(!h.is_device_memory_size_query());
        assert_eq!(
            status(h.stop_device_memory_size_query()),
            Status::SizeQueryMismatch,
            "stop without start"
        );
        assert_eq!(
            status(h.set_optimal_device_memory_size(&plan(100))),
            Status::SizeQueryMismatch,
            "set-optimal outside a query"
        );

        h.start_device_memory_size_query().unwrap();
        assert!(h.is_device_memory_size_query());
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(1000)).unwrap(),
            Status::SizeIncreased
        );
        assert_eq!(
            status(h.start_device_memory_size_query()),
            Status::SizeQueryMismatch,
            "start while active"
        );
        assert!(
            h.is_device_memory_size_query(),
            "a mismatched start leaves the query active"
        );
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(10)).unwrap(),
            Status::SizeUnchanged
        );
        assert_eq!(
            h.stop_device_memory_size_query().unwrap(),
            r64(1000),
            "the running max survives the second start"
        );
        assert!(!h.is_device_memory_size_query());

        // Zero sizes: an empty plan and a plan of empty slots are "unchanged".
        h.start_device_memory_size_query().unwrap();
        assert_eq!(
            h.set_optimal_device_memory_size(&WorkspacePlan::new())
                .unwrap(),
            Status::SizeUnchanged
        );
        let zeros = WorkspacePlan::new().with::<f64>("a", 0).with_bytes("b", 0);
        assert_eq!(
            h.set_optimal_device_memory_size(&zeros).unwrap(),
            Status::SizeUnchanged
        );
        // Borrowing during a query is refused.
        assert_eq!(workspace_status(&mut h, &plan(64)), Status::InvalidValue);
        assert_eq!(h.stop_device_memory_size_query().unwrap(), 0);

        let s = h.stats();
        assert_eq!(
            (s.borrows, s.failed_borrows, s.high_water),
            (0, 0, 0),
            "queries borrow nothing: {s}"
        );
        assert_eq!(h.get_device_memory_size(), cap);
    }
}

// ===================================================================================== §14.1 3

#[test]
fn c03_running_max_and_restart() {
    for dev in devices() {
        let mut h = handle(&dev);
        h.start_device_memory_size_query().unwrap();
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(5000)).unwrap(),
            Status::SizeIncreased
        );
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(4000)).unwrap(),
            Status::SizeUnchanged
        );
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(5000)).unwrap(),
            Status::SizeUnchanged,
            "equal is unchanged"
        );
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(4999)).unwrap(),
            Status::SizeUnchanged,
            "same R64"
        );
        assert_eq!(h.stop_device_memory_size_query().unwrap(), r64(5000));
        // A restart begins at 0 again.
        h.start_device_memory_size_query().unwrap();
        assert_eq!(
            h.set_optimal_device_memory_size(&plan(100)).unwrap(),
            Status::SizeIncreased
        );
        assert_eq!(h.stop_device_memory_size_query().unwrap(), r64(100));

        // The same with routines: a big call then a small one.
        let x = dev.upload(&Rng::new(1).vec::<f64>(100_003)).unwrap();
        h.start_device_memory_size_query().unwrap();
        assert_eq!(
            h.asum(100_003, &x.as_slice(), 1).unwrap_err().status(),
            Status::SizeIncreased
        );
        assert_eq!(
            h.asum(10, &x.as_slice(), 1).unwrap_err().status(),
            Status::SizeUnchanged
        );
        let big = h.stop_device_memory_size_query().unwrap();
        h.start_device_memory_size_query().unwrap();
        assert_eq!(
            h.asum(10, &x.as_slice(), 1).unwrap_err().status(),
            Status::SizeIncreased
        );
        let small = h.stop_device_memory_size_query().unwrap();
        assert!(small > 0 && small < big, "small {small} vs big {big}");
        assert_eq!(
            small, 64,
            "one block, one staging slot for the host result (R64(8))"
        );
    }
}

// ===================================================================================== §14.1 4

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

// ===================================================================================== §14.1 5

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

// ===================================================================================== §14.1 6

#[test]
fn c06_set_size_rounds_and_zero_means_managed_growing_to_f_plus_def() {
    for dev in devices() {
        let mut h = handle(&dev);
        let def = h.default_device_memory_size();
        assert!(h.is_managing_device_memory() && !h.is_user_managing_device_memory());
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::Managed, r64(def))
        );
        for n in [1usize, 63, 64, 65, 1000, 4097, 3 << 20] {
            h.set_device_memory_size(n).unwrap();
            assert_eq!(
                h.get_device_memory_size(),
                r64(n),
                "set_device_memory_size({n})"
            );
            assert_eq!(h.stats().capacity, r64(n));
            assert_eq!(h.scheme(), Scheme::UserManaged);
            assert!(!h.is_managing_device_memory() && h.is_user_managing_device_memory());
        }
        h.set_device_memory_size(0).unwrap();
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::Managed, 0)
        );
        assert!(h.is_managing_device_memory() && !h.is_user_managing_device_memory());

        let growths0 = h.stats().growths;
        let f = 5000;
        drop(h.workspace(&plan(f)).unwrap());
        let cap = h.get_device_memory_size();
        assert_eq!(cap, r64(f) + r64(def), "first need allocates F + DEF");
        let s = h.stats();
        assert_eq!(
            (s.growths - growths0, s.growth_bytes),
            (1, cap as u64),
            "{s}"
        );
        // Fits now: no growth; exactly the capacity: no growth; one byte more: F' + DEF.
        drop(h.workspace(&plan(f)).unwrap());
        drop(h.workspace(&plan(cap)).unwrap());
        assert_eq!(h.stats().growths - growths0, 1);
        drop(h.workspace(&plan(cap + 1)).unwrap());
        assert_eq!(h.get_device_memory_size(), r64(cap + 1) + r64(def));
        assert_eq!(h.stats().growths - growths0, 2);
        // Never shrinks on its own.
        drop(h.workspace(&plan(64)).unwrap());
        assert_eq!(h.get_device_memory_size(), r64(cap + 1) + r64(def));
    }

    // Growth is logged (info or above) with the new size; a borrow that fits logs nothing at
    // that level.
    let (hb, dev) = fresh_host();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    h.set_device_memory_size(0).unwrap();
    let (_, logs) = capture_logs(|| drop(h.workspace(&plan(5000)).unwrap()));
    let cap = h.get_device_memory_size().to_string();
    assert!(
        logs.iter()
            .any(|(l, m)| *l <= log::Level::Info && m.contains(&cap)),
        "growth to {cap} B not logged: {logs:?}"
    );
    let (_, logs) = capture_logs(|| drop(h.workspace(&plan(5000)).unwrap()));
    assert!(
        logs.iter().all(|(l, _)| *l > log::Level::Info),
        "a fitting borrow logged {logs:?}"
    );
    assert_accounted(&hb, b0, a0, &h);
    drop(h);
    assert_eq!(base(&hb), (b0, a0));
}

// ===================================================================================== §14.1 7

#[test]
fn c07_set_workspace_user_owned() {
    for dev in devices() {
        let mut h = handle(&dev);
        let buf = dev.alloc::<u8>(1000).unwrap();
        let addr = buf.ptr();
        assert!(h.set_workspace(buf).unwrap().is_none());
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::UserOwned, 1000),
            "not rounded"
        );
        assert!(!h.is_managing_device_memory() && !h.is_user_managing_device_memory());
        {
            let ws = h.workspace(&plan(960)).unwrap();
            assert_eq!(ws.ptr(0), Some(addr), "borrows come from the user's buffer");
        }
        assert_eq!(
            workspace_status(&mut h, &plan(1001)),
            Status::MemoryError,
            "user-owned never grows"
        );
        assert_eq!(h.get_device_memory_size(), 1000);
        // Replacing returns the previous buffer; take_workspace returns the current one.
        let second = dev.alloc::<u8>(4096).unwrap();
        let old = h
            .set_workspace(second)
            .unwrap()
            .expect("the previous buffer comes back");
        assert_eq!((old.ptr(), old.len()), (addr, 1000));
        assert_eq!(h.get_device_memory_size(), 4096);
        let back = h.take_workspace().unwrap().expect("current buffer");
        assert_eq!(back.len(), 4096);
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::Managed, 0)
        );
        assert!(h.take_workspace().unwrap().is_none());
        // Refused buffers: empty, misaligned raw pointers.
        let refused = h.set_workspace(dev.alloc::<u8>(0).unwrap()).unwrap_err();
        assert_eq!(refused.error.status(), Status::InvalidSize);
        assert_eq!(
            refused.buffer.len(),
            0,
            "a refused buffer comes back to the caller"
        );
        // SAFETY: refused before use (misaligned).
        assert_eq!(
            status(unsafe { h.set_workspace_raw(back.ptr().offset(8), 64) }),
            Status::InvalidPointer
        );
        // Raw (null, n) and (p, 0) mean managed with 0 bytes.
        // SAFETY: `back` outlives every use below (reset to null before it is dropped).
        unsafe {
            h.set_workspace_raw(back.ptr(), back.len()).unwrap();
            assert_eq!(
                (h.scheme(), h.get_device_memory_size()),
                (Scheme::UserOwned, 4096)
            );
            h.set_workspace_raw(DevicePtr::NULL, 4096).unwrap();
            assert_eq!(
                (h.scheme(), h.get_device_memory_size()),
                (Scheme::Managed, 0)
            );
            h.set_workspace_raw(back.ptr(), 4096).unwrap();
            h.set_workspace_raw(back.ptr(), 0).unwrap();
            assert_eq!(
                (h.scheme(), h.get_device_memory_size()),
                (Scheme::Managed, 0)
            );
        }
    }

    // The library never frees the user's buffer, and a buffer of another device is refused.
    let (hb, dev) = fresh_host();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    let (_, other) = fresh_host();
    let refused = h
        .set_workspace(other.alloc::<u8>(256).unwrap())
        .unwrap_err();
    assert_eq!(refused.error.status(), Status::InvalidPointer);
    assert_eq!(
        refused.buffer.len(),
        256,
        "a refused buffer comes back to the caller"
    );
    drop(refused);
    let data = dev.upload(&[7u8; 512]).unwrap();
    h.set_workspace(data).unwrap();
    let frees = hb.counters().frees;
    let x = dev.upload(&Rng::new(2).vec::<f64>(100_003)).unwrap();
    h.asum(100_003, &x.as_slice(), 1).unwrap();
    let back = h.take_workspace().unwrap().unwrap();
    assert_eq!(
        hb.counters().frees,
        frees,
        "the library freed nothing while using the user's buffer"
    );
    drop(x);
    assert_accounted(&hb, b0 + 512, a0 + 1, &h);
    drop(h);
    assert_eq!(back.len(), 512);
    assert_eq!(
        base(&hb),
        (b0 + 512, a0 + 1),
        "the user's buffer outlives the handle"
    );
    drop(back);
    assert_eq!(base(&hb), (b0, a0));
}

// ===================================================================================== §14.1 8

#[test]
fn c08_nested_borrows_never_grow() {
    // The compile-time half (resize while borrowed, LIFO) is in the compile_fail doctests of
    // `rust/memory/workspace.rs`.
    for dev in devices() {
        let mut h = user_managed_handle(&dev, 1024);
        {
            let mut outer = h.workspace(&plan(768)).unwrap();
            let base = outer.ptr(0).unwrap();
            {
                let inner = outer.sub(&plan(256)).unwrap();
                assert_eq!(
                    inner.ptr(0),
                    Some(base.offset(768)),
                    "nested borrows stack on the parent"
                );
                assert!(inner.ptr(0).unwrap().0 % 64 == 0);
            }
            assert_eq!(
                outer.sub(&plan(257)).err().unwrap().status(),
                Status::MemoryError
            );
            // After the failed nested borrow the parent is intact and a fitting one still works.
            assert_eq!(outer.sub(&plan(64)).unwrap().ptr(0), Some(base.offset(768)));
        }
        let s = h.stats();
        assert_eq!(
            (s.high_water, s.in_use, s.failed_borrows, s.growths),
            (1024, 0, 1, 0),
            "{s}"
        );

        // Managed: a nested borrow that does not fit fails instead of growing the arena.
        let mut h = handle(&dev);
        let cap = h.get_device_memory_size();
        {
            let mut outer = h.workspace(&plan(cap - 64)).unwrap();
            assert_eq!(
                outer.sub(&plan(128)).err().unwrap().status(),
                Status::MemoryError
            );
            assert!(outer.sub(&plan(64)).is_ok());
        }
        assert_eq!((h.get_device_memory_size(), h.stats().growths), (cap, 0));
        drop(h.workspace(&plan(cap + 64)).unwrap());
        assert_eq!(
            h.stats().growths,
            1,
            "at top level the same need grows the arena"
        );
    }
}

// ===================================================================================== §14.1 9

fn config(vars: &[(&str, &str)]) -> EnvConfig {
    let vars: Vec<(String, String)> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    EnvConfig::from_lookup(move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
}

#[test]
fn c09_environment_table() {
    use env::{DEVICE_MEMORY_SIZE as OX, ROCBLAS_DEVICE_MEMORY_SIZE as RB};
    use env::{ROCBLAS_STREAM_ORDER_ALLOC as RBS, STREAM_ORDER_ALLOC as OXS};
    // (variables, expected scheme, expected capacity (None: DEF), stream order, warnings)
    type Row<'a> = (&'a [(&'a str, &'a str)], Scheme, Option<usize>, bool, usize);
    let table: &[Row] = &[
        (&[], Scheme::Managed, None, false, 0),
        (&[(OX, "1000")], Scheme::UserManaged, Some(1024), false, 0),
        (&[(OX, "64")], Scheme::UserManaged, Some(64), false, 0),
        (&[(OX, " 4096 ")], Scheme::UserManaged, Some(4096), false, 0),
        (&[(OX, "0100")], Scheme::UserManaged, Some(128), false, 0), // decimal 100, not octal
        (&[(OX, "1K")], Scheme::UserManaged, Some(1024), false, 0),
        (
            &[(OX, "3MiB")],
            Scheme::UserManaged,
            Some(3 << 20),
            false,
            0,
        ),
        (
            &[(OX, "2MB")],
            Scheme::UserManaged,
            Some(2_000_000),
            false,
            0,
        ),
        (&[(OX, "0")], Scheme::Managed, None, false, 0), // "0" is "unset"
        (&[(OX, "lots")], Scheme::Managed, None, false, 1),
        (&[(OX, "32Q")], Scheme::Managed, None, false, 1),
        (&[(OX, "-1")], Scheme::Managed, None, false, 1),
        (&[(OX, "0x2000000")], Scheme::Managed, None, false, 1),
        (&[(OX, "")], Scheme::Managed, None, false, 1),
        (&[(RB, "5000")], Scheme::UserManaged, Some(5056), false, 0),
        (
            &[(OX, "2K"), (RB, "5000")],
            Scheme::UserManaged,
            Some(2048),
            false,
            0,
        ),
        (
            &[(OX, "junk"), (RB, "5000")],
            Scheme::Managed,
            None,
            false,
            1,
        ), // a set OXBLAS_ wins even when rejected
        (&[(OXS, "1")], Scheme::Managed, Some(0), true, 0),
        (&[(RBS, "yes")], Scheme::Managed, Some(0), true, 0),
        (&[(OXS, "off"), (RBS, "1")], Scheme::Managed, None, false, 0),
        (&[(OXS, "maybe")], Scheme::Managed, None, false, 1),
        (
            &[(OX, "1000"), (OXS, "1")],
            Scheme::UserManaged,
            Some(1024),
            true,
            0,
        ),
        (
            &[(OX, "bad"), (OXS, "bad")],
            Scheme::Managed,
            None,
            false,
            2,
        ),
    ];
    for (vars, scheme, cap, stream_order, warnings) in table {
        let cfg = config(vars);
        assert_eq!(
            cfg.warnings.len(),
            *warnings,
            "{vars:?}: {:?}",
            cfg.warnings
        );
        for w in &cfg.warnings {
            assert!(
                vars.iter().any(|(k, v)| w.contains(k) && w.contains(v)),
                "warning names the variable and value: {w}"
            );
        }
        let (hb, dev) = fresh_host();
        let (h, logs) = capture_logs(|| Handle::with_config(&dev, &cfg).unwrap());
        let def = h.default_device_memory_size();
        assert_eq!(h.scheme(), *scheme, "{vars:?}");
        assert_eq!(h.get_device_memory_size(), cap.unwrap_or(def), "{vars:?}");
        assert_eq!(h.is_stream_order_alloc(), *stream_order, "{vars:?}");
        let logged = logs.iter().filter(|(l, _)| *l == log::Level::Warn).count();
        assert_eq!(
            logged, *warnings,
            "{vars:?}: warnings are logged at creation: {logs:?}"
        );
        let c = hb.counters();
        assert_eq!(
            c.allocations + c.async_allocations,
            (h.get_device_memory_size() > 0) as u64,
            "{vars:?}"
        );
        if *stream_order && *scheme == Scheme::UserManaged {
            assert_eq!(c.async_allocations, 1, "stream-ordered user-managed arena");
        }
    }
}

static ENV_LOCK: Mutex<()> = Mutex::new(());

/// The one test that changes the process environment (serialized, restored even on failure).
#[test]
fn c09_process_environment_is_read_at_creation() {
    let _guard = ENV_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let names = [
        env::DEVICE_MEMORY_SIZE,
        env::STREAM_ORDER_ALLOC,
        env::ROCBLAS_DEVICE_MEMORY_SIZE,
        env::ROCBLAS_STREAM_ORDER_ALLOC,
    ];
    struct Restore(Vec<(&'static str, Option<std::ffi::OsString>)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            for (k, v) in &self.0 {
                match v {
                    Some(v) => std::env::set_var(k, v),
                    None => std::env::remove_var(k),
                }
            }
        }
    }
    let _restore = Restore(names.iter().map(|k| (*k, std::env::var_os(k))).collect());
    names.iter().for_each(|k| std::env::remove_var(k));
    let (_, dev) = fresh_host();

    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (h.scheme(), h.get_device_memory_size()),
        (Scheme::Managed, r64(h.default_device_memory_size()))
    );
    std::env::set_var(env::DEVICE_MEMORY_SIZE, "1000");
    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (h.scheme(), h.get_device_memory_size()),
        (Scheme::UserManaged, 1024)
    );
    std::env::remove_var(env::DEVICE_MEMORY_SIZE);
    std::env::set_var(env::ROCBLAS_DEVICE_MEMORY_SIZE, "2K");
    std::env::set_var(env::ROCBLAS_STREAM_ORDER_ALLOC, "1");
    assert_eq!(
        EnvConfig::from_process(),
        config(&[
            (env::ROCBLAS_DEVICE_MEMORY_SIZE, "2K"),
            (env::ROCBLAS_STREAM_ORDER_ALLOC, "1")
        ])
    );
    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (
            h.scheme(),
            h.get_device_memory_size(),
            h.is_stream_order_alloc()
        ),
        (Scheme::UserManaged, 2048, true)
    );
}

// ===================================================================================== §14.1 10

/// In query mode every routine returns `size_increased` / `size_unchanged` and does nothing
/// else: no kernel, no allocation, no copy, no synchronization, no log line, results untouched.
fn query_has_no_side_effects<T: Scalar>() {
    let (hb, dev) = fresh_host();
    let mut h = handle(&dev);
    let mut rng = Rng::new(10);
    // The status a call reports must match what its query contributes (one call per query).
    for op in OPS {
        for layout in LAYOUTS {
            for dest in DESTS {
                for (n, inc) in [(0usize, 1i64), (10, 1), (17, -1), (40_001, 1), (3000, 2)] {
                    let case = Case::<T>::random(&mut rng, op, layout, dest, n, inc, 1, 3, 1);
                    let mut p = Prepared::new(&dev, case.clone());
                    let last = h.last_status();
                    h.start_device_memory_size_query().unwrap();
                    let (before_c, before_s) = (hb.counters(), h.stats());
                    let (r, logs) = capture_logs(|| p.run(&mut h));
                    let st = r.expect_err("a query computes nothing").status();
                    assert!(
                        same_counters(&before_c, &hb.counters()),
                        "{}: backend touched in query mode",
                        case.describe()
                    );
                    assert_eq!(
                        before_s,
                        h.stats(),
                        "{}: memory model touched in query mode",
                        case.describe()
                    );
                    assert!(
                        logs.is_empty(),
                        "{}: logged in query mode: {logs:?}",
                        case.describe()
                    );
                    let f = h.stop_device_memory_size_query().unwrap();
                    assert_eq!(
                        st,
                        if f > 0 {
                            Status::SizeIncreased
                        } else {
                            Status::SizeUnchanged
                        },
                        "{} (F = {f})",
                        case.describe()
                    );
                    let quick = n == 0 || (!op.has_y() && inc <= 0);
                    if quick {
                        assert_eq!(f, 0, "{}: quick returns need nothing", case.describe());
                    }
                    assert!(
                        p.read(&h).iter().all(Option::is_none),
                        "{}: results written in query mode",
                        case.describe()
                    );
                    assert_eq!(h.last_status(), last);
                }
            }
        }
    }
    // Argument errors found before sizing are still reported in query mode.
    let x = dev.upload(&[1.0f64; 10]).unwrap();
    h.start_device_memory_size_query().unwrap();
    assert_eq!(status(h.asum(11, &x.as_slice(), 1)), Status::InvalidSize);
    let mut two = [0.0f64; 2];
    let sv = Vectors::Strided {
        x: x.as_slice(),
        stride: 3,
        count: 3,
    };
    assert_eq!(
        status(h.asum_batched(3, sv, 1, &mut two)),
        Status::InvalidSize
    );
    assert_eq!(h.stop_device_memory_size_query().unwrap(), 0);
}

#[test]
fn c10_query_mode_runs_nothing_allocates_nothing_logs_nothing() {
    for_each_type!(query_has_no_side_effects());
}

// ===================================================================================== §14.1 11

/// For every routine × type × layout × result destination: the query's footprint is exactly
/// what the call borrows (high-water mark of a fresh handle), an arena of exactly that size
/// serves it at full speed, and 64 bytes less degrades exactly when the one-block fallback
/// (no partials; only the host staging slot) fits, else fails with `memory_error`.
fn footprint_matches<T: Scalar>(hb: Option<&Arc<HostBackend>>, dev: &Device, ops: &[ReduceOp]) {
    let mut rng = Rng::new(11);
    let mut q = handle(dev);
    for &op in ops {
        for layout in LAYOUTS {
            for dest in DESTS {
                for (n, inc) in [(1000usize, 2i64), (100_003, 1)] {
                    let case = Case::<T>::random(&mut rng, op, layout, dest, n, inc, -1, 3, 3);
                    let what = case.describe();
                    let mut p = Prepared::new(dev, case.clone());
                    let (b0, a0) = hb.map_or((0, 0), |hb| base(hb));

                    q.start_device_memory_size_query().unwrap();
                    let st = p.run(&mut q).unwrap_err().status();
                    let f = q.stop_device_memory_size_query().unwrap();
                    assert_eq!(
                        st,
                        if f > 0 {
                            Status::SizeIncreased
                        } else {
                            Status::SizeUnchanged
                        },
                        "{what}"
                    );
                    assert_eq!(f % 64, 0, "{what}");

                    // A fresh managed handle borrows exactly F (its DEF arena is large enough).
                    let mut m = handle(dev);
                    p.run_and_check(&mut m);
                    let s = m.stats();
                    assert_eq!(
                        (s.high_water, s.borrows, s.growths),
                        (f, (f > 0) as u64, 0),
                        "{what}: {s}"
                    );
                    drop(m);
                    if f == 0 {
                        continue;
                    }

                    // Exactly F: full speed.
                    let mut u = user_managed_handle(dev, f);
                    p.run_and_check(&mut u);
                    let s = u.stats();
                    assert_eq!(u.last_status(), Status::Success, "{what}");
                    assert_eq!(
                        (s.high_water, s.degraded_calls, s.failed_borrows),
                        (f, 0, 0),
                        "{what}: {s}"
                    );
                    drop(u);

                    // 64 bytes less: the fallback (one block per batch) needs only the staging slot.
                    if f <= 64 {
                        continue;
                    }
                    let staging = if dest == Dest::Host {
                        r64(case.batch() * case.result_size())
                    } else {
                        0
                    };
                    let has_fallback = f > staging;
                    let mut u = user_managed_handle(dev, f - 64);
                    p.poison();
                    let r = p.run(&mut u);
                    let s = u.stats();
                    if has_fallback && staging <= f - 64 {
                        r.unwrap_or_else(|e| {
                            panic!("{what}: fallback of {staging} B fits in {} B: {e}", f - 64)
                        });
                        assert_eq!(u.last_status(), Status::PerfDegraded, "{what}");
                        assert_eq!(
                            (s.degraded_calls, s.failed_borrows, s.high_water),
                            (1, 1, staging),
                            "{what}: {s}"
                        );
                        case.check(&p.read(&u))
                            .unwrap_or_else(|m| panic!("{what} degraded: {m}"));
                    } else {
                        assert_eq!(status(r), Status::MemoryError, "{what}");
                        assert_eq!(
                            (s.degraded_calls, s.high_water, s.borrows),
                            (0, 0, 0),
                            "{what}: {s}"
                        );
                        assert!(
                            p.read(&u).iter().all(Option::is_none),
                            "{what}: results written by a failed call"
                        );
                    }
                    if let Some(hb) = hb {
                        assert_accounted(hb, b0, a0, &u);
                    }
                    drop(u);
                    if let Some(hb) = hb {
                        assert_eq!(base(hb), (b0, a0), "{what}: leak after the handle is gone");
                    }
                }
            }
        }
    }
}

#[test]
fn c11_query_footprint_equals_bytes_borrowed_for_every_routine() {
    for (hb, dev) in test_devices() {
        let hb = hb.as_ref();
        footprint_matches::<f32>(hb, &dev, &OPS);
        footprint_matches::<f64>(hb, &dev, &OPS);
        footprint_matches::<oxblas::Complex32>(hb, &dev, &OPS);
        footprint_matches::<Complex64>(hb, &dev, &OPS);
        // hdot, bfdot and the half-precision dotc/nrm2 (the _ex routines' f16/bf16 paths):
        // 2-byte results in the staging slot. tests/level1_ex.rs checks every _ex combination.
        let half_ops = [ReduceOp::Dot, ReduceOp::Dotc, ReduceOp::Nrm2];
        footprint_matches::<half::f16>(hb, &dev, &half_ops);
        footprint_matches::<half::bf16>(hb, &dev, &half_ops);
    }
}

// ===================================================================================== §14.1 12

/// A host-result dasum over `n` elements; returns (result, reference).
fn dasum_call(
    h: &mut Handle,
    x: &oxblas::DeviceBuffer<f64>,
    data: &[f64],
) -> oxblas::Result<(f64, f64)> {
    let r = h.asum(data.len(), &x.as_slice(), 1)?;
    Ok((r, f64_sum(data)))
}

#[test]
fn c12_shortage_per_scheme() {
    let n = 100_003;
    let data = Rng::new(12).vec::<f64>(n);
    let batch9 = Rng::new(13).vec::<f64>(9 * 1000);

    // Managed with DEF = 64: the call grows the arena (counted) and runs at full speed.
    let (hb, dev) = fresh_host_def(64);
    let x = dev.upload(&data).unwrap();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    assert_eq!(h.get_device_memory_size(), 64);
    let (got, want) = dasum_call(&mut h, &x, &data).unwrap();
    assert!(rel_err(got, want) < 1e-13);
    let s = h.stats();
    assert_eq!(
        (h.last_status(), s.growths, s.degraded_calls),
        (Status::Success, 1, 0),
        "{s}"
    );
    assert_eq!(
        h.get_device_memory_size(),
        s.high_water + 64,
        "grown to F + DEF"
    );
    assert_accounted(&hb, b0, a0, &h);
    drop(h);

    // User-managed and user-owned 64 B: the one-block fallback (8 B staging → 64) fits:
    // perf_degraded with a correct result; 9 host results (72 → 128 B) do not fit: memory_error.
    for owned in [false, true] {
        let xb = dev.upload(&batch9).unwrap();
        let (b0, a0) = base(&hb);
        let mut h = if owned {
            let mut h = handle(&dev);
            h.set_workspace(dev.alloc::<u8>(64).unwrap()).unwrap();
            h
        } else {
            user_managed_handle(&dev, 64)
        };
        let extra = if owned { (64, 1) } else { (0, 0) };
        let (got, want) = dasum_call(&mut h, &x, &data).unwrap();
        assert!(
            rel_err(got, want) < 1e-13,
            "degraded result {got} vs {want}"
        );
        let s = h.stats();
        assert_eq!(
            (
                h.last_status(),
                s.degraded_calls,
                s.failed_borrows,
                s.growths
            ),
            (Status::PerfDegraded, 1, 1, 0),
            "owned {owned}: {s}"
        );
        let mut out = [f64::NAN; 9];
        let sv = Vectors::Strided {
            x: xb.as_slice(),
            stride: 1000,
            count: 9,
        };
        assert_eq!(
            status(h.asum_batched(1000, sv, 1, &mut out)),
            Status::MemoryError
        );
        assert!(
            out.iter().all(|v| v.is_nan()),
            "nothing written by a failed call"
        );
        assert_eq!(
            h.last_status(),
            Status::PerfDegraded,
            "a failed call does not change last_status"
        );
        assert_eq!(h.get_device_memory_size(), 64);
        // With device results the fallback needs no workspace at all.
        let mut dres = dev.alloc::<f64>(9).unwrap();
        h.asum_device(1000, sv, 1, &mut dres.as_mut_slice())
            .unwrap();
        assert_eq!(
            h.last_status(),
            Status::Success,
            "1000 elements: one block, no workspace"
        );
        let big = Vectors::One(x.as_slice());
        let mut one = dev.alloc::<f64>(1).unwrap();
        // nrm2 partials are 24 B per block: several blocks need more than 64 B.
        h.nrm2_device(n, big, 1, &mut one.as_mut_slice()).unwrap();
        assert_eq!(h.last_status(), Status::PerfDegraded);
        assert!(rel_err(one.to_vec().unwrap()[0], ref_nrm2(&logical(&data, n, 1))) < 1e-13);
        for (b, v) in dres.to_vec().unwrap().iter().enumerate() {
            assert!(rel_err(*v, f64_sum(&batch9[b * 1000..(b + 1) * 1000])) < 1e-13);
        }
        assert_accounted(&hb, b0 + extra.0 + 9 * 8 + 8, a0 + extra.1 + 2, &h);
        drop((h, dres, one));
        assert_eq!(base(&hb), (b0, a0));
    }
}

/// Managed, but the device refuses more memory: growth fails, the old arena is kept, and the
/// call runs degraded in it; once memory is available again the arena grows.
#[test]
fn c12_memory_limit_makes_managed_calls_degrade() {
    let (hb, dev) = fresh_host_def(64);
    let data = Rng::new(14).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    hb.set_faults(FaultInjection {
        memory_limit: Some(hb.counters().live_bytes as usize),
        ..Default::default()
    });
    let (got, want) = dasum_call(&mut h, &x, &data).unwrap();
    assert!(rel_err(got, want) < 1e-13);
    let s = h.stats();
    assert_eq!(
        (
            h.last_status(),
            s.growths,
            s.degraded_calls,
            s.failed_borrows
        ),
        (Status::PerfDegraded, 0, 1, 1),
        "{s}"
    );
    assert_eq!(h.get_device_memory_size(), 64, "the old arena is kept");
    assert_accounted(&hb, b0, a0, &h);
    hb.set_faults(FaultInjection::default());
    dasum_call(&mut h, &x, &data).unwrap();
    assert_eq!((h.last_status(), h.stats().growths), (Status::Success, 1));
    assert_accounted(&hb, b0, a0, &h);
    drop(h);
    assert_eq!(base(&hb), (b0, a0));
}

// ===================================================================================== growth failure

#[test]
fn growth_failure_keeps_the_old_arena() {
    let (hb, dev) = fresh_host();
    let data = Rng::new(15).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let (b0, a0) = base(&hb);
    let mut h = handle(&dev);
    let def = h.get_device_memory_size();
    let big = def + (8 << 20);

    // Neither F + DEF nor F can be allocated: memory_error, capacity unchanged, nothing leaked.
    hb.set_faults(FaultInjection {
        memory_limit: Some(hb.counters().live_bytes as usize + big - 64),
        ..Default::default()
    });
    assert_eq!(workspace_status(&mut h, &plan(big)), Status::MemoryError);
    let s = h.stats();
    assert_eq!(
        (h.get_device_memory_size(), s.growths, s.failed_borrows),
        (def, 0, 1),
        "{s}"
    );
    assert_accounted(&hb, b0, a0, &h);
    // The handle still works, in its old arena.
    let (got, want) = dasum_call(&mut h, &x, &data).unwrap();
    assert!(rel_err(got, want) < 1e-13);
    assert_eq!(h.last_status(), Status::Success);
    drop(h.workspace(&plan(def)).unwrap());

    // F + DEF fails but F fits: the arena grows to exactly F (documented fallback).
    hb.set_faults(FaultInjection {
        fail_nth_allocation: Some(1),
        ..Default::default()
    });
    drop(h.workspace(&plan(big)).unwrap());
    assert_eq!((h.get_device_memory_size(), h.stats().growths), (big, 1));
    assert_accounted(&hb, b0, a0, &h);
    hb.set_faults(FaultInjection::default());
    drop(h);
    assert_eq!(base(&hb), (b0, a0));
}

#[test]
fn set_size_and_creation_failures_change_nothing() {
    let (hb, dev) = fresh_host();
    let (b0, a0) = base(&hb);
    // Creation: the arena allocation fails → memory_error, nothing leaked.
    for cfg in [
        managed_config(),
        user_managed_config(1000),
        EnvConfig {
            workspace: InitialWorkspace::UserManaged(1000),
            stream_order: true,
            warnings: vec![],
        },
    ] {
        hb.set_faults(FaultInjection {
            fail_nth_allocation: Some(1),
            ..Default::default()
        });
        assert_eq!(
            status(Handle::with_config(&dev, &cfg)),
            Status::MemoryError,
            "{cfg:?}"
        );
        assert_eq!(base(&hb), (b0, a0));
    }
    hb.set_faults(FaultInjection::default());
    // set_device_memory_size: the new arena is allocated first; failure keeps the old one.
    for start in [0usize, 1 << 20] {
        let mut h = handle(&dev);
        if start > 0 {
            h.set_device_memory_size(start).unwrap();
        }
        let before = (h.scheme(), h.get_device_memory_size());
        hb.set_faults(FaultInjection {
            fail_nth_allocation: Some(1),
            ..Default::default()
        });
        assert_eq!(
            status(h.set_device_memory_size(2 << 20)),
            Status::MemoryError
        );
        assert_eq!((h.scheme(), h.get_device_memory_size()), before);
        assert_accounted(&hb, b0, a0, &h);
        drop(h.workspace(&plan(before.1)).unwrap());
        drop(h);
        assert_eq!(base(&hb), (b0, a0));
    }
}

// ===================================================================================== schemes

#[test]
fn schemes_and_state_queries() {
    for dev in devices() {
        let def = r64(handle(&dev).default_device_memory_size());
        let mut h = handle(&dev);
        let state = |h: &Handle| {
            (
                h.scheme(),
                h.is_managing_device_memory(),
                h.is_user_managing_device_memory(),
                h.get_device_memory_size(),
                h.is_stream_order_alloc(),
            )
        };
        assert_eq!(state(&h), (Scheme::Managed, true, false, def, false));
        h.set_device_memory_size(100).unwrap();
        assert_eq!(state(&h), (Scheme::UserManaged, false, true, 128, false));
        h.set_workspace(dev.alloc::<u8>(4096).unwrap()).unwrap();
        assert_eq!(state(&h), (Scheme::UserOwned, false, false, 4096, false));
        h.take_workspace().unwrap();
        assert_eq!(state(&h), (Scheme::Managed, true, false, 0, false));
        h.set_stream_order_alloc(true).unwrap();
        assert_eq!(state(&h), (Scheme::Managed, true, false, 0, true));
        h.set_device_memory_size(1000).unwrap();
        assert_eq!(state(&h), (Scheme::UserManaged, false, true, 1024, true));
        h.set_device_memory_size(0).unwrap();
        h.set_stream_order_alloc(false).unwrap();
        assert_eq!(state(&h), (Scheme::Managed, true, false, 0, false));
        let u = user_managed_handle(&dev, 2_000_000);
        assert_eq!(
            state(&u),
            (Scheme::UserManaged, false, true, 2_000_000, false)
        );
        assert_eq!(h.stats().capacity, h.get_device_memory_size());
    }
}

#[test]
fn workspace_best_serves_the_first_plan_that_fits() {
    for dev in devices() {
        let mut h = user_managed_handle(&dev, 1024);
        {
            let ws = h.workspace_best(&[plan(2048), plan(512)]).unwrap();
            assert_eq!((ws.choice(), ws.degraded(), ws.footprint()), (1, true, 512));
        }
        {
            let ws = h.workspace_best(&[plan(512), plan(256)]).unwrap();
            assert_eq!((ws.choice(), ws.degraded()), (0, false));
        }
        let s = h.stats();
        assert_eq!(
            (s.degraded_calls, s.failed_borrows, s.borrows),
            (1, 1, 2),
            "{s}"
        );
        assert_eq!(
            h.workspace_best(&[plan(2048), plan(1088)])
                .err()
                .unwrap()
                .status(),
            Status::MemoryError
        );
        assert_eq!(h.stats().failed_borrows, 3, "both attempts counted");
    }
    // Managed: growth is tried before falling back.
    let (hb, dev) = fresh_host_def(64);
    let mut h = handle(&dev);
    assert_eq!(
        h.workspace_best(&[plan(4096), plan(64)]).unwrap().choice(),
        0
    );
    assert_eq!(h.stats().growths, 1);
    let cap = h.get_device_memory_size();
    hb.set_faults(FaultInjection {
        memory_limit: Some(hb.counters().live_bytes as usize),
        ..Default::default()
    });
    assert_eq!(
        h.workspace_best(&[plan(cap + 64), plan(cap)])
            .unwrap()
            .choice(),
        1
    );
    assert_eq!((h.stats().growths, h.get_device_memory_size()), (1, cap));
}

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

// ===================================================================================== §14.1 14

#[test]
fn c14_alternating_streams_without_host_sync() {
    for (hb, dev) in test_devices() {
        let n = 40_001;
        let (da, db) = (Rng::new(18).vec::<f64>(n), Rng::new(19).vec::<f64>(n));
        let (xa, xb) = (dev.upload(&da).unwrap(), dev.upload(&db).unwrap());
        let (ra, rb) = (f64_sum(&da), f64_sum(&db));
        let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
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

// ===================================================================================== §14.1 13

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
    // SAFETY (views): sub-ranges of the result buffers, alive for the whole test.
    let view = |p: DevicePtr, off: usize| unsafe {
        oxblas::DeviceSliceMut::<f64>::from_raw(p.offset(8 * off), 1)
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
    assert_eq!(
        status(unsafe { h.set_workspace_raw(user.ptr(), user.len()) }),
        Status::InvalidValue
    );
    assert_eq!(
        status(unsafe { h.set_workspace_raw(DevicePtr::NULL, 0) }),
        Status::InvalidValue
    );
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

// ===================================================================================== misc

#[test]
fn handle_is_send() {
    fn send<T: Send>(_: &T) {}
    for dev in devices() {
        let data = Rng::new(24).vec::<f64>(100_003);
        let x = dev.upload(&data).unwrap();
        let mut h = handle(&dev);
        send(&h);
        h.asum(10, &x.as_slice(), 1).unwrap();
        let want = f64_sum(&data);
        let (got, h) = std::thread::spawn(move || {
            let got = h.asum(data.len(), &x.as_slice(), 1).unwrap();
            (got, h)
        })
        .join()
        .unwrap();
        assert!(rel_err(got, want) < 1e-13);
        assert_eq!(h.stats().borrows, 2);
    }
}

#[test]
fn last_status_tracks_completed_calls() {
    let (_, dev) = fresh_host();
    let data = Rng::new(25).vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let mut h = user_managed_handle(&dev, 64);
    assert_eq!(h.last_status(), Status::Success);
    h.asum(100, &x.as_slice(), 1).unwrap();
    assert_eq!(h.last_status(), Status::Success);
    h.asum(data.len(), &x.as_slice(), 1).unwrap();
    assert_eq!(h.last_status(), Status::PerfDegraded);
    assert_eq!(
        status(h.asum(data.len() + 1, &x.as_slice(), 1)),
        Status::InvalidSize
    );
    assert_eq!(h.last_status(), Status::PerfDegraded, "errors leave it");
    h.start_device_memory_size_query().unwrap();
    assert!(h.asum(100, &x.as_slice(), 1).unwrap_err().is_size_query());
    h.stop_device_memory_size_query().unwrap();
    assert_eq!(h.last_status(), Status::PerfDegraded, "queries leave it");
    h.nrm2(100, &x.as_slice(), 1).unwrap();
    assert_eq!(h.last_status(), Status::Success);
}

#[test]
fn backend_kind_and_properties() {
    for dev in devices() {
        let h = handle(&dev);
        assert_eq!(h.backend_kind(), dev.kind());
        assert!(Arc::ptr_eq(h.backend(), dev.backend()));
        assert_eq!(h.device().kind(), dev.kind());
        assert!(h.default_device_memory_size() > 0);
    }
    let h = handle(&Device::host());
    assert_eq!(h.backend_kind(), BackendKind::Host);
    assert_eq!(h.device_properties().arch, "host");
    assert_eq!(
        h.default_device_memory_size(),
        32 << 20,
        "DEF on the host backend (spec §7.1 default)"
    );
    let (_, dev) = fresh_host_def(4096);
    assert_eq!(handle(&dev).get_device_memory_size(), 4096);
}

/// A long random sequence of every memory-model operation, with fault injection: after every
/// step the statistics balance and the backend holds exactly what the handle says it holds plus
/// the test's own buffers; after the handle is gone, only the test's buffers remain.
#[test]
fn statistics_balance_after_a_long_mixed_sequence() {
    let (hb, dev) = fresh_host();
    let mut rng = Rng::new(26);
    let data = rng.vec::<f64>(100_003);
    let x = dev.upload(&data).unwrap();
    let want = f64_sum(&data);
    let (sa, sb) = (dev.create_stream().unwrap(), dev.create_stream().unwrap());
    let streams = [StreamId::DEFAULT, sa.id(), sb.id()];
    let (b0, a0) = base(&hb);
    // Bytes/allocations of user buffers alive (held by the handle or by the test).
    let (mut ub, mut ua) = (0u64, 0u64);
    let mut h = handle(&dev);
    let mut ok_calls = 0u64;
    for step in 0..600 {
        match rng.range(0, 10) {
            0..=2 => {
                let n = rng.range(0, 100_003) as usize;
                match h.asum(n, &x.as_slice(), 1) {
                    Ok(v) => {
                        ok_calls += 1;
                        let w = f64_sum(&data[..n]);
                        assert!(rel_err(v, w) < 1e-13, "step {step}: {v} vs {w}");
                    }
                    Err(e) => assert_eq!(e.status(), Status::MemoryError, "step {step}: {e}"),
                }
            }
            3 => {
                let n = [0usize, 64, 1000, 1 << 20][rng.range(0, 4) as usize];
                if let Err(e) = h.set_device_memory_size(n) {
                    assert_eq!(e.status(), Status::MemoryError, "step {step}");
                }
            }
            4 => {
                let len = [64usize, 1000, 1 << 16][rng.range(0, 3) as usize];
                if let Ok(buf) = dev.alloc::<u8>(len) {
                    ub += len as u64;
                    ua += 1;
                    match h.set_workspace(buf) {
                        Ok(Some(old)) => {
                            ub -= old.len() as u64;
                            ua -= 1;
                        }
                        Ok(None) => {}
                        Err(e) => {
                            assert_eq!(e.error.status(), Status::MemoryError, "step {step}");
                            ub -= len as u64;
                            ua -= 1;
                        }
                    }
                }
            }
            5 => {
                if let Some(old) = h.take_workspace().unwrap() {
                    ub -= old.len() as u64;
                    ua -= 1;
                }
            }
            6 => {
                let on = rng.range(0, 2) == 1;
                if let Err(e) = h.set_stream_order_alloc(on) {
                    assert_eq!(e.status(), Status::MemoryError, "step {step}");
                }
            }
            7 => h.set_stream(streams[rng.range(0, 3) as usize]).unwrap(),
            8 => {
                let faults = match rng.range(0, 3) {
                    0 => FaultInjection::default(),
                    1 => FaultInjection {
                        fail_nth_allocation: Some(rng.range(1, 3) as u64),
                        ..Default::default()
                    },
                    _ => FaultInjection {
                        memory_limit: Some(
                            hb.counters().live_bytes as usize + rng.range(0, 40 << 20) as usize,
                        ),
                        ..Default::default()
                    },
                };
                hb.set_faults(faults);
            }
            _ => {
                let f = rng.range(1, 50 << 20) as usize;
                match h.workspace(&plan(f)) {
                    Ok(mut ws) => {
                        let _ = ws.sub(&plan(rng.range(1, 1 << 16) as usize));
                    }
                    Err(e) => assert_eq!(e.status(), Status::MemoryError, "step {step}"),
                }
                h.start_device_memory_size_query().unwrap();
                assert!(h.asum(1000, &x.as_slice(), 1).unwrap_err().is_size_query());
                assert_eq!(h.stop_device_memory_size_query().unwrap(), 64);
            }
        }
        assert_accounted(&hb, b0 + ub, a0 + ua, &h);
        assert_eq!(h.stats().in_use, 0);
    }
    hb.set_faults(FaultInjection::default());
    assert!(ok_calls > 50, "the sequence ran real calls ({ok_calls})");
    let s = h.stats();
    assert!(
        s.growths > 0 && s.failed_borrows > 0 && s.allocations > 10,
        "the sequence exercised the model: {s}"
    );
    let v = h.asum(data.len(), &x.as_slice(), 1).unwrap();
    assert!(rel_err(v, want) < 1e-13);
    h.set_stream(StreamId::DEFAULT).unwrap();
    let returned = h.take_workspace().unwrap();
    drop(h);
    if let Some(b) = returned {
        ub -= b.len() as u64;
        ua -= 1;
    }
    assert_eq!((ub, ua), (0, 0));
    assert_eq!(base(&hb), (b0, a0), "nothing left behind by the handle");
    drop(x);
    assert_eq!(hb.counters().live_allocations, 0);
}

/// `take_workspace` after another workspace change (here `set_device_memory_size`) hands back
/// the user's old buffer but must leave the current (user-managed) workspace alone.
#[test]
fn take_workspace_after_a_resize_keeps_the_current_workspace() {
    for dev in devices() {
        let mut h = handle(&dev);
        let buf = dev.alloc::<u8>(4096).unwrap();
        let addr = buf.ptr();
        h.set_workspace(buf).unwrap();
        h.set_device_memory_size(1000).unwrap();
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::UserManaged, 1024)
        );
        let back = h.take_workspace().unwrap();
        assert_eq!(
            back.map(|b| b.ptr()),
            Some(addr),
            "the old buffer is returned"
        );
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::UserManaged, 1024),
            "the current workspace is kept"
        );
        // Same after going back to managed.
        h.set_workspace(dev.alloc::<u8>(512).unwrap()).unwrap();
        h.set_device_memory_size(0).unwrap();
        drop(h.workspace(&plan(5000)).unwrap());
        let cap = h.get_device_memory_size();
        assert!(h.take_workspace().unwrap().is_some());
        assert_eq!(
            (h.scheme(), h.get_device_memory_size()),
            (Scheme::Managed, cap)
        );
    }
}
