//! Everything else: `Send`, `last_status`, backend kind, statistics under a long random
//! sequence, `take_workspace` after a resize.

use std::sync::Arc;

use super::common::{
    assert_accounted, devices, fresh_host, fresh_host_def, handle, rel_err, user_managed_handle,
    Rng,
};
use super::{base, f64_sum, plan, status};
use oxblas::backend::host::FaultInjection;
use oxblas::backend::BackendKind;
use oxblas::{Device, Scheme, Status, StreamId};

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
        "DEF on the host backend (docs/memory-model.md#def-and-f)"
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
