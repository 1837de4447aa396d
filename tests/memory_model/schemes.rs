//! The allocation schemes: set-size rounding and managed growth, user-owned buffers, nested
//! borrows (docs/memory-model.md#conformance-checklist, items 6, 7, 8), shortage per scheme
//! (item 12), growth and creation failures, state queries and `workspace_best`.

use super::common::{
    assert_accounted, capture_logs, devices, fresh_host, fresh_host_def, handle, logical,
    managed_config, r64, ref_nrm2, rel_err, user_managed_config, user_managed_handle, Rng,
};
use super::{base, dasum_call, f64_sum, plan, status, workspace_status};
use oxblas::backend::host::FaultInjection;
use oxblas::env::{EnvConfig, InitialWorkspace};
use oxblas::level1::Vectors;
use oxblas::{DevicePtr, Handle, Scheme, Status};

// ============================================================================ checklist item 6

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

// ============================================================================ checklist item 7

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
        let r = unsafe { h.set_workspace_raw(back.ptr().offset(8), 64) };
        assert_eq!(status(r), Status::InvalidPointer);
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

// ============================================================================ checklist item 8

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

// ============================================================================ checklist item 12

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
            lookahead: true,
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
