//! The size-query protocol and its footprints: items 2, 3, 10 and 11 of
//! docs/memory-model.md#conformance-checklist.

use std::sync::Arc;

use super::common::{
    assert_accounted, capture_logs, devices, fresh_host, handle, r64, user_managed_handle, Case,
    Dest, Prepared, Rng, DESTS, LAYOUTS, OPS,
};
use super::{base, plan, status, test_devices, workspace_status};
use oxblas::backend::host::{HostBackend, HostCounters};
use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{Complex64, Device, Scalar, Status, WorkspacePlan};

/// Counters that a size query must leave untouched (everything but nothing).
fn same_counters(a: &HostCounters, b: &HostCounters) -> bool {
    a == b
}

// ============================================================================ checklist item 2

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

// ============================================================================ checklist item 3

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

// ============================================================================ checklist item 10

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

// ============================================================================ checklist item 11

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
