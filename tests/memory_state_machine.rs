//! A model-based (state-machine) test of the memory API (issue 13): proptest draws sequences of
//! operations on one handle of a private host backend (workspace size changes, user buffers
//! handed in and taken back, stream-ordered mode, borrows of every shape including impossible
//! ones, size queries, stream switches, routine calls, allocation failures injected at random),
//! runs them, and after *every* operation checks that
//! * the statistics balance: `allocated - freed = live` (bytes and allocations);
//! * nothing leaks: the backend's live bytes are the handle's live bytes plus the test's own
//!   buffers (those it holds and those it handed to the handle);
//! * no user buffer is lost: every buffer handed in comes back (refused, replaced, taken back,
//!   or released after graphs) and is counted until then;
//! * the scheme and the query state are what the model says;
//! * the handle is usable: a small `dot` right after the operation (after an error too, with
//!   the fault injection lifted) returns the right value.
//!
//! The sequence ends by taking every buffer back and dropping the handle: the backend then has
//! nothing live but the test's own buffers.

mod common;

use std::sync::Arc;

use common::{managed_config, Rng};
use oxblas::backend::host::{FaultInjection, HostBackend};
use oxblas::{Device, DeviceBuffer, Handle, Scheme, Status, WorkspacePlan};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Op {
    /// `set_device_memory_size(bytes)`.
    SetSize(usize),
    /// `set_workspace` with a new buffer of this many bytes.
    GiveBuffer(usize),
    /// `take_workspace`.
    TakeBuffer,
    /// `set_stream_order_alloc`.
    StreamOrder(bool),
    /// Borrow (and release) a plan of these slot sizes.
    Borrow(Vec<usize>),
    /// `workspace_best` over plans of these footprints.
    BorrowBest(Vec<usize>),
    /// A size query around a routine call and a plan.
    Query(usize),
    /// Switch to a new stream, or back to the default one.
    Stream(bool),
    /// A routine call that needs workspace (a strided-batched nrm2 of this many problems).
    Routine(usize),
    /// Refuse allocations beyond this many live bytes on the backend (None: lift it).
    Limit(Option<usize>),
    /// Fail the next allocation.
    FailNext,
    /// `release_graph_workspaces` (no graph is ever captured here, so it is always safe).
    ReleaseGraphs,
}

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        Just(0usize),
        1usize..5000,
        Just(1 << 20),
        Just(64 << 20),
        Just(usize::MAX),
        Just(usize::MAX / 2),
        Just(1usize << 50),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        size().prop_map(Op::SetSize),
        prop_oneof![Just(0usize), 1usize..100_000].prop_map(Op::GiveBuffer),
        Just(Op::TakeBuffer),
        any::<bool>().prop_map(Op::StreamOrder),
        prop::collection::vec(size(), 0..4).prop_map(Op::Borrow),
        prop::collection::vec(size(), 1..4).prop_map(Op::BorrowBest),
        size().prop_map(Op::Query),
        any::<bool>().prop_map(Op::Stream),
        (1usize..300).prop_map(Op::Routine),
        prop_oneof![Just(None), (0usize..(8 << 20)).prop_map(Some)].prop_map(Op::Limit),
        Just(Op::FailNext),
        Just(Op::ReleaseGraphs),
    ]
}

/// What the model knows.
struct Model {
    scheme: Scheme,
    /// Buffers the test owns right now (bytes), by address.
    mine: Vec<DeviceBuffer<u8>>,
    /// Addresses and sizes of the buffers handed to the handle and not back yet.
    handed: Vec<(u64, usize)>,
}

struct Rig {
    hb: Arc<HostBackend>,
    dev: Device,
    h: Handle,
    model: Model,
    streams: Vec<oxblas::Stream>,
    x: DeviceBuffer<f64>,
}

impl Rig {
    fn new() -> Rig {
        let hb = HostBackend::new();
        let dev = Device::from_backend(hb.clone());
        let h = Handle::with_config(&dev, &managed_config()).unwrap();
        let x = dev.upload(&[1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
        Rig {
            hb,
            dev,
            h,
            model: Model {
                scheme: Scheme::Managed,
                mine: Vec::new(),
                handed: Vec::new(),
            },
            streams: Vec::new(),
            x,
        }
    }

    fn got_back(&mut self, b: DeviceBuffer<u8>) {
        let p = b.ptr().0;
        let before = self.model.handed.len();
        self.model.handed.retain(|&(a, _)| a != p);
        assert_eq!(
            self.model.handed.len() + 1,
            before,
            "a buffer came back that was not handed in"
        );
        self.model.mine.push(b);
    }

    fn apply(&mut self, op: &Op) {
        match op {
            Op::SetSize(bytes) => match self.h.set_device_memory_size(*bytes) {
                Ok(()) => {
                    self.model.scheme = if *bytes == 0 {
                        Scheme::Managed
                    } else {
                        Scheme::UserManaged
                    };
                    // A user-owned buffer stays with the handle until taken (or kept for
                    // graphs): the model keeps it in `handed`.
                }
                Err(e) => assert!(
                    matches!(e.status(), Status::MemoryError | Status::InvalidSize),
                    "set size {bytes}: {e}"
                ),
            },
            Op::GiveBuffer(bytes) => {
                let Ok(buf) = self.dev.alloc::<u8>(*bytes) else {
                    return; // the injected limit refused the test's own allocation
                };
                let p = (buf.ptr().0, buf.len());
                self.model.handed.push(p);
                match self.h.set_workspace(buf) {
                    Ok(old) => {
                        self.model.scheme = Scheme::UserOwned;
                        if let Some(b) = old {
                            self.got_back(b);
                        }
                    }
                    Err(r) => {
                        assert!(*bytes == 0 || r.error.status() != Status::Success);
                        self.got_back(r.buffer);
                    }
                }
            }
            Op::TakeBuffer => match self.h.take_workspace() {
                Ok(b) => {
                    if self.model.scheme == Scheme::UserOwned {
                        self.model.scheme = Scheme::Managed;
                    }
                    if let Some(b) = b {
                        self.got_back(b);
                    }
                }
                Err(e) => panic!("take_workspace: {e}"),
            },
            Op::StreamOrder(on) => {
                let _ = self.h.set_stream_order_alloc(*on);
            }
            Op::Borrow(slots) => {
                let plan = slots
                    .iter()
                    .fold(WorkspacePlan::new(), |p, &s| p.with_bytes("s", s));
                if let Ok(ws) = self.h.workspace(&plan) {
                    assert!(ws.footprint() >= plan.footprint());
                }
            }
            Op::BorrowBest(sizes) => {
                let plans: Vec<_> = sizes
                    .iter()
                    .map(|&s| WorkspacePlan::new().with_bytes("s", s))
                    .collect();
                if let Ok(ws) = self.h.workspace_best(&plans) {
                    assert!(ws.choice() < plans.len());
                    assert_eq!(ws.degraded(), ws.choice() > 0);
                }
            }
            Op::Query(bytes) => {
                self.h.start_device_memory_size_query().unwrap();
                assert!(self.h.is_device_memory_size_query());
                let r = self.h.asum(5, &self.x.as_slice(), 1);
                assert!(matches!(
                    r.map_err(|e| e.status()),
                    Err(Status::SizeIncreased | Status::SizeUnchanged)
                ));
                let plan = WorkspacePlan::new().with_bytes("q", *bytes);
                let _ = self.h.set_optimal_device_memory_size(&plan);
                let got = self.h.stop_device_memory_size_query().unwrap();
                assert!(got >= plan.footprint().min(got));
                assert!(!self.h.is_device_memory_size_query());
            }
            Op::Stream(new) => {
                if *new {
                    if let Ok(s) = self.dev.create_stream() {
                        if self.h.set_stream(s.id()).is_ok() {
                            self.streams.push(s);
                        }
                    }
                } else {
                    let _ = self.h.set_stream(oxblas::StreamId::DEFAULT);
                }
            }
            Op::Routine(count) => {
                // Problems of 3 elements, 3 apart: a split reduction that borrows partials.
                let n = 3 * count;
                let v: Vec<f64> = (0..n).map(|i| (i % 7) as f64 - 3.0).collect();
                let Ok(xb) = self.dev.upload(&v) else { return };
                let mut out = vec![f64::NAN; *count];
                let r = self.h.asum_batched(
                    3,
                    oxblas::level1::Vectors::Strided {
                        x: xb.as_slice(),
                        stride: 3,
                        count: *count,
                    },
                    1,
                    &mut out,
                );
                match r {
                    Ok(()) => {
                        for (b, o) in out.iter().enumerate() {
                            let want: f64 = v[3 * b..3 * b + 3].iter().map(|a| a.abs()).sum();
                            assert_eq!(*o, want, "asum of problem {b}");
                        }
                    }
                    Err(e) => assert_eq!(e.status(), Status::MemoryError, "{e}"),
                }
            }
            Op::Limit(l) => self.hb.set_faults(FaultInjection {
                memory_limit: *l,
                fail_nth_allocation: None,
            }),
            Op::FailNext => self.hb.set_faults(FaultInjection {
                memory_limit: None,
                fail_nth_allocation: Some(1),
            }),
            Op::ReleaseGraphs => {
                // SAFETY: no graph is ever captured in this test.
                let kept = unsafe { self.h.release_graph_workspaces() }.unwrap();
                for b in kept {
                    self.got_back(b);
                }
            }
        }
    }

    fn check(&mut self, op: &Op) {
        let s = self.h.stats();
        assert_eq!(
            s.allocated_bytes - s.freed_bytes,
            s.live_bytes,
            "after {op:?}: {s:?}"
        );
        assert_eq!(
            s.allocations - s.frees,
            s.live_allocations,
            "after {op:?}: {s:?}"
        );
        let mine: usize = self.model.mine.iter().map(|b| b.len()).sum();
        let handed: usize = self.model.handed.iter().map(|&(_, n)| n).sum();
        let x = self.x.len() * 8;
        let live = self.hb.counters().live_bytes;
        assert_eq!(
            live,
            s.live_bytes + (mine + handed + x) as u64,
            "after {op:?}: backend live bytes vs handle {} + test buffers {mine} + handed {handed} + x {x}",
            s.live_bytes
        );
        assert_eq!(self.h.scheme(), self.model.scheme, "after {op:?}");
        assert!(!self.h.is_device_memory_size_query());
        // Usable after every operation, errors included (with the faults lifted).
        let faults = FaultInjection::default();
        self.hb.set_faults(faults);
        match self.h.asum(5, &self.x.as_slice(), 1) {
            Ok(got) => assert_eq!(got, 15.0, "after {op:?}"),
            // A user workspace smaller than the reduction's partials: documented, and the
            // handle's own choice (not a broken handle): managed handles must compute.
            Err(e) => assert!(
                e.status() == Status::MemoryError && self.h.scheme() != Scheme::Managed,
                "after {op:?}: {e}"
            ),
        }
        // Give back some of the test's buffers now and then, so that frees interleave.
        if self.model.mine.len() > 4 {
            self.model.mine.drain(..2);
        }
    }

    fn finish(mut self) {
        self.hb.set_faults(FaultInjection::default());
        if let Some(b) = self.h.take_workspace().unwrap() {
            self.got_back(b);
        }
        // SAFETY: no graph is ever captured in this test.
        for b in unsafe { self.h.release_graph_workspaces() }.unwrap() {
            self.got_back(b);
        }
        assert!(
            self.model.handed.is_empty(),
            "user buffers lost: {:?}",
            self.model.handed
        );
        self.h.set_stream(oxblas::StreamId::DEFAULT).unwrap();
        let Rig {
            hb,
            h,
            model,
            x,
            streams,
            ..
        } = self;
        drop(h);
        drop(streams);
        let mine: usize = model.mine.iter().map(|b| b.len()).sum();
        assert_eq!(
            hb.counters().live_bytes,
            (mine + x.len() * 8) as u64,
            "the handle leaked"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    #[test]
    fn memory_api_sequences_keep_every_invariant(ops in prop::collection::vec(op(), 1..40)) {
        let mut rig = Rig::new();
        for op in &ops {
            rig.apply(op);
            rig.check(op);
        }
        rig.finish();
    }
}

/// The same machine driven by a plain generator for many more steps in one sequence (long
/// sequences are where a slow leak shows).
#[test]
fn one_long_sequence() {
    let mut rng = Rng::new(0x13_5eed);
    let mut rig = Rig::new();
    let sizes = [
        0usize,
        1,
        63,
        64,
        4096,
        1 << 20,
        64 << 20,
        usize::MAX,
        1 << 50,
    ];
    for step in 0..10_000 {
        let pick = |rng: &mut Rng, n: usize| (rng.next_u64() % n as u64) as usize;
        let sz = |rng: &mut Rng| sizes[pick(rng, sizes.len())];
        let op = match pick(&mut rng, 12) {
            0 => Op::SetSize(sz(&mut rng)),
            1 => Op::GiveBuffer(pick(&mut rng, 100_000)),
            2 => Op::TakeBuffer,
            3 => Op::StreamOrder(rng.next_u64() % 2 == 0),
            4 => Op::Borrow((0..pick(&mut rng, 4)).map(|_| sz(&mut rng)).collect()),
            5 => Op::BorrowBest((0..1 + pick(&mut rng, 3)).map(|_| sz(&mut rng)).collect()),
            6 => Op::Query(sz(&mut rng)),
            7 => Op::Stream(rng.next_u64() % 2 == 0),
            8 => Op::Routine(1 + pick(&mut rng, 300)),
            9 => Op::Limit(if rng.next_u64() % 3 == 0 {
                None
            } else {
                Some(pick(&mut rng, 8 << 20))
            }),
            10 => Op::FailNext,
            _ => Op::ReleaseGraphs,
        };
        rig.apply(&op);
        rig.check(&op);
        if step % 500 == 0 {
            // Streams of earlier steps are dropped only once the handle no longer uses them.
            rig.h.set_stream(oxblas::StreamId::DEFAULT).unwrap();
            rig.streams.clear();
        }
    }
    rig.finish();
}

/// Found by the fuzzer: `set_device_memory_size(2^62)` reached the system allocator (the host
/// backend has 1 TiB of "device memory": more is `memory_error`, as on a GPU), and a request
/// near `usize::MAX` under a memory limit overflowed the limit check. Both are `memory_error`
/// now, and the handle goes on.
#[test]
fn exabyte_requests_are_memory_errors() {
    let mut rig = Rig::new();
    for bytes in [1usize << 62, usize::MAX, (1 << 40) + 1] {
        let e = rig.h.set_device_memory_size(bytes).unwrap_err();
        assert_eq!(e.status(), Status::MemoryError, "{bytes}: {e}");
        rig.check(&Op::SetSize(bytes));
    }
    rig.hb.set_faults(FaultInjection {
        memory_limit: Some(1 << 20),
        fail_nth_allocation: None,
    });
    let e = rig.h.set_device_memory_size(usize::MAX - 4096).unwrap_err();
    assert_eq!(e.status(), Status::MemoryError, "{e}");
    rig.check(&Op::SetSize(usize::MAX - 4096));
    rig.finish();
}
