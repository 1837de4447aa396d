//! The device-memory (workspace) model: the conformance checklist of `docs/memory-model.md`
//! (#conformance-checklist), plus oxblas's own improvements (growth failure keeps the
//! old arena, statistics, stream switching without host sync, graph-capture contract,
//! stream-ordered allocation from a private pool).
//!
//! Test names start with the checklist item they cover (`c02_…` = item 2). Not here:
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
//!
//! One binary, by topic (a test's name keeps its checklist item; its path is `topic::name`):
//! * `query`: the size-query protocol and footprints (items 2, 3, 10, 11);
//! * `layout`: rounding, offsets, alignment, slot accessors (items 4, 5);
//! * `schemes`: set-size, user-owned, nested borrows, shortage, failures (items 6, 7, 8, 12);
//! * `environment`: the environment table (item 9);
//! * `streams`: stream-ordered allocation, stream switching (item 14);
//! * `capture`: the graph-capture contract (item 13);
//! * `misc`: `Send`, `last_status`, backend kind, statistics, `take_workspace`.
//!
//! The helpers below are shared by several topics; `common` is shared with the other suites.

#[path = "../common/mod.rs"]
#[macro_use]
mod common;

mod capture;
mod environment;
mod layout;
mod misc;
mod query;
mod schemes;
mod streams;

use std::sync::Arc;

use common::{devices, fresh_host, KahanSum};
use oxblas::backend::host::HostBackend;
use oxblas::backend::BackendKind;
use oxblas::{Device, Handle, Status, WorkspacePlan};

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

/// A host-result dasum over `n` elements; returns (result, reference).
fn dasum_call(
    h: &mut Handle,
    x: &oxblas::DeviceBuffer<f64>,
    data: &[f64],
) -> oxblas::Result<(f64, f64)> {
    let r = h.asum(data.len(), &x.as_slice(), 1)?;
    Ok((r, f64_sum(data)))
}
