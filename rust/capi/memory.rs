//! Memory-model functions, statistics, the exported allocator (`docs/memory-model.md`), stream
//! and pointer-mode settings of a handle, and the backend query.

// Every export's safety contract is the C ABI's (`crate::capi`, "Safety"), stated once there;
// `capi::raw` makes these reachable from Rust for the fuzzer and tests.
#![allow(clippy::missing_safety_doc)]

use std::ffi::{c_char, c_void};

use super::{
    ffi, ffi_status, out, query_bool, with_state, CBackend, CMemoryScheme, CPointerMode,
    OxblasHandle, OxblasStream,
};
use crate::backend::{BackendKind, DevicePtr, StreamId};
use crate::handle::PointerMode;
use crate::memory::model::Lease;
use crate::memory::round_up;
use crate::status::{Error, Status};

// ------------------------------------------------------------------------------ size query

/// Start a size query: routines then compute nothing and record their footprint
/// (`docs/memory-model.md#size-query`); one already active → `size_query_mismatch`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_start_device_memory_size_query(h: *mut OxblasHandle) -> Status {
    const W: &str = "oxblas_start_device_memory_size_query";
    ffi_status(W, || {
        with_state(h, W, |s| {
            s.h.start_device_memory_size_query()
                .map(|_| Status::Success)
        })
    })
}

/// No query → `size_query_mismatch` (checked before the pointer); null `size` →
/// `invalid_pointer` and the query stays active.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stop_device_memory_size_query(
    h: *mut OxblasHandle,
    size: *mut usize,
) -> Status {
    const W: &str = "oxblas_stop_device_memory_size_query";
    ffi_status(W, || {
        with_state(h, W, |s| {
            if !s.h.is_device_memory_size_query() {
                return Err(Error::new(
                    Status::SizeQueryMismatch,
                    "no size query is active",
                ));
            }
            if size.is_null() {
                return Err(Error::new(
                    Status::InvalidPointer,
                    "null size (the query stays active)",
                ));
            }
            let max = s.h.stop_device_memory_size_query()?;
            // SAFETY: not null, so writable for one `size_t` (the C contract).
            unsafe { size.write(max) };
            Ok(Status::Success)
        })
    })
}

/// Whether a size query is active (false for a null, destroyed or busy handle).
#[no_mangle]
pub unsafe extern "C" fn oxblas_is_device_memory_size_query(h: *mut OxblasHandle) -> bool {
    query_bool(h, "oxblas_is_device_memory_size_query", |s| {
        s.h.is_device_memory_size_query()
    })
}

/// Footprint `S(sizes)`: each size rounded up to 64 bytes, summed (saturating).
///
/// # Safety
/// `sizes` is null or points to `count` readable sizes.
unsafe fn footprint(sizes: *const usize, count: usize) -> crate::Result<usize> {
    if count == 0 {
        return Ok(0);
    }
    if sizes.is_null() {
        return Err(Error::new(Status::InvalidPointer, "null sizes"));
    }
    // SAFETY: not null, so `count` readable sizes (the contract above).
    let sizes = unsafe { std::slice::from_raw_parts(sizes, count) };
    Ok(sizes
        .iter()
        .fold(0usize, |acc, &s| acc.saturating_add(round_up(s))))
}

/// Record `S(sizes)` in the running maximum of the active query.
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_optimal_device_memory_size(
    h: *mut OxblasHandle,
    sizes: *const usize,
    count: usize,
) -> Status {
    const W: &str = "oxblas_set_optimal_device_memory_size";
    ffi_status(W, || {
        with_state(h, W, |s| {
            if !s.h.is_device_memory_size_query() {
                return Err(Error::new(
                    Status::SizeQueryMismatch,
                    "set-optimal outside a size query",
                ));
            }
            // SAFETY: `sizes` is null or holds `count` sizes (the C contract).
            let f = unsafe { footprint(sizes, count) }?;
            s.h.mem.set_optimal(f)
        })
    })
}

// ------------------------------------------------------------------------------ capacity, schemes

/// `*size` = bytes the workspace holds now (0 in stream-ordered managed mode).
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_device_memory_size(
    h: *mut OxblasHandle,
    size: *mut usize,
) -> Status {
    const W: &str = "oxblas_get_device_memory_size";
    ffi_status(W, || {
        with_state(h, W, |s| {
            // SAFETY: a non-null `size` is writable for one value (the C contract).
            unsafe { out(size, "size", s.h.get_device_memory_size()) }.map(|_| Status::Success)
        })
    })
}

/// `0`: back to managed; `n > 0`: a user-managed workspace of `R64(n)` bytes. The new arena
/// is allocated before the old one is released (`memory_error` leaves the handle as it was).
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_device_memory_size(
    h: *mut OxblasHandle,
    size: usize,
) -> Status {
    const W: &str = "oxblas_set_device_memory_size";
    ffi_status(W, || {
        with_state(h, W, |s| {
            s.h.set_device_memory_size(size).map(|_| Status::Success)
        })
    })
}

/// The user's own buffer (`addr` 64-byte aligned device memory of `size` bytes, kept valid
/// until the next workspace change or the handle's destruction); null or 0 → managed, 0 bytes.
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_workspace(
    h: *mut OxblasHandle,
    addr: *mut c_void,
    size: usize,
) -> Status {
    const W: &str = "oxblas_set_workspace";
    ffi_status(W, || {
        with_state(h, W, |s| {
            // SAFETY: the caller keeps `size` bytes of device memory at `addr` valid until the
            // next workspace change or the handle's destruction (the C contract).
            unsafe { s.h.set_workspace_raw(DevicePtr(addr as u64), size) }.map(|_| Status::Success)
        })
    })
}

/// Whether the handle is in the managed scheme (false for a null, destroyed or busy handle).
#[no_mangle]
pub unsafe extern "C" fn oxblas_is_managing_device_memory(h: *mut OxblasHandle) -> bool {
    query_bool(h, "oxblas_is_managing_device_memory", |s| {
        s.h.is_managing_device_memory()
    })
}

/// Whether the handle is in the user-managed scheme (false for a null, destroyed or busy
/// handle).
#[no_mangle]
pub unsafe extern "C" fn oxblas_is_user_managing_device_memory(h: *mut OxblasHandle) -> bool {
    query_bool(h, "oxblas_is_user_managing_device_memory", |s| {
        s.h.is_user_managing_device_memory()
    })
}

/// Managed workspaces through stream-ordered allocation (`on`) or classic arenas
/// (`docs/memory-model.md#stream-ordered`).
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_stream_order_alloc(h: *mut OxblasHandle, on: bool) -> Status {
    const W: &str = "oxblas_set_stream_order_alloc";
    ffi_status(W, || {
        with_state(h, W, |s| {
            s.h.set_stream_order_alloc(on).map(|_| Status::Success)
        })
    })
}

/// Whether managed workspaces use stream-ordered allocation (false for a null, destroyed or
/// busy handle).
#[no_mangle]
pub unsafe extern "C" fn oxblas_is_stream_order_alloc(h: *mut OxblasHandle) -> bool {
    query_bool(h, "oxblas_is_stream_order_alloc", |s| {
        s.h.is_stream_order_alloc()
    })
}

/// Let routines use the handle's look-ahead lane (a second stream of its device; on by
/// default, `OXBLAS_LOOKAHEAD=0` for new handles): `docs/memory-model.md#look-ahead`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_lookahead(h: *mut OxblasHandle, on: bool) -> Status {
    const W: &str = "oxblas_set_lookahead";
    ffi_status(W, || {
        with_state(h, W, |s| {
            s.h.set_lookahead(on);
            Ok(Status::Success)
        })
    })
}

/// Whether routines may use the look-ahead lane (false for a null, destroyed or busy handle).
#[no_mangle]
pub unsafe extern "C" fn oxblas_is_lookahead(h: *mut OxblasHandle) -> bool {
    query_bool(h, "oxblas_is_lookahead", |s| s.h.lookahead())
}

/// `oxblas_get_device_memory_scheme`: 0 managed, 1 user-managed, 2 user-owned.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_device_memory_scheme(
    h: *mut OxblasHandle,
    scheme: *mut CMemoryScheme,
) -> Status {
    const W: &str = "oxblas_get_device_memory_scheme";
    ffi_status(W, || {
        with_state(h, W, |s| {
            let v = match s.h.scheme() {
                crate::Scheme::Managed => 0,
                crate::Scheme::UserManaged => 1,
                crate::Scheme::UserOwned => 2,
            };
            // SAFETY: a non-null `scheme` is writable for one value (the C contract).
            unsafe { out(scheme, "scheme", v) }.map(|_| Status::Success)
        })
    })
}

// ------------------------------------------------------------------------------ statistics

/// `oxblas_stats` (mirrors `crate::Stats`, field for field: see there).
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
#[allow(missing_docs)]
pub struct OxblasStats {
    pub capacity: usize,
    pub in_use: usize,
    pub high_water: usize,
    pub allocations: u64,
    pub allocated_bytes: u64,
    pub frees: u64,
    pub freed_bytes: u64,
    pub live_allocations: u64,
    pub live_bytes: u64,
    pub growths: u64,
    pub growth_bytes: u64,
    pub synchronizations: u64,
    pub borrows: u64,
    pub failed_borrows: u64,
    pub degraded_calls: u64,
    pub stream_waits: u64,
    pub retained_for_graphs: u64,
}

/// `*stats` = the handle's memory statistics so far.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_stats(h: *mut OxblasHandle, stats: *mut OxblasStats) -> Status {
    const W: &str = "oxblas_get_stats";
    ffi_status(W, || {
        with_state(h, W, |s| {
            let t = s.h.stats();
            let v = OxblasStats {
                capacity: t.capacity,
                in_use: t.in_use,
                high_water: t.high_water,
                allocations: t.allocations,
                allocated_bytes: t.allocated_bytes,
                frees: t.frees,
                freed_bytes: t.freed_bytes,
                live_allocations: t.live_allocations,
                live_bytes: t.live_bytes,
                growths: t.growths,
                growth_bytes: t.growth_bytes,
                synchronizations: t.synchronizations,
                borrows: t.borrows,
                failed_borrows: t.failed_borrows,
                degraded_calls: t.degraded_calls,
                stream_waits: t.stream_waits,
                retained_for_graphs: t.retained_for_graphs,
            };
            // SAFETY: a non-null `stats` is writable for one value (the C contract).
            unsafe { out(stats, "stats", v) }.map(|_| Status::Success)
        })
    })
}

// ------------------------------------------------------------------------------ backend

fn backend_code(k: BackendKind) -> i32 {
    match k {
        BackendKind::Host => 0,
        BackendKind::Nvidia => 1,
        BackendKind::Amd => 2,
    }
}

/// `oxblas_get_backend(h, oxblas_backend* kind)`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_backend(h: *mut OxblasHandle, kind: *mut CBackend) -> Status {
    const W: &str = "oxblas_get_backend";
    ffi_status(W, || {
        with_state(h, W, |s| {
            // SAFETY: a non-null `kind` is writable for one value (the C contract).
            unsafe { out(kind, "kind", backend_code(s.h.backend_kind())) }.map(|_| Status::Success)
        })
    })
}

/// `oxblas_backend_name(oxblas_backend)`: "host", "nvidia", "amd" or "unknown" (static).
#[no_mangle]
pub extern "C" fn oxblas_backend_name(kind: CBackend) -> *const c_char {
    let s: &'static str = match kind {
        0 => "host\0",
        1 => "nvidia\0",
        2 => "amd\0",
        _ => "unknown\0",
    };
    s.as_ptr().cast()
}

/// `oxblas_get_device_name(h, const char** name)`: valid while the handle lives.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_device_name(
    h: *mut OxblasHandle,
    name: *mut *const c_char,
) -> Status {
    const W: &str = "oxblas_get_device_name";
    ffi_status(W, || {
        with_state(h, W, |s| {
            // SAFETY: a non-null `name` is writable for one value (the C contract).
            unsafe { out(name, "name", s.device_name.as_ptr()) }.map(|_| Status::Success)
        })
    })
}

// ------------------------------------------------------------------------------ stream, pointer mode

/// Enqueue the handle's work on `stream` from now on (NULL: the default stream); ordered after
/// the old stream's last use of the workspace without a host wait.
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_stream(
    h: *mut OxblasHandle,
    stream: *mut OxblasStream,
) -> Status {
    const W: &str = "oxblas_set_stream";
    ffi_status(W, || {
        with_state(h, W, |s| {
            s.h.set_stream(StreamId(stream as u64))
                .map(|_| Status::Success)
        })
    })
}

/// `*stream` = the stream the handle enqueues its work on.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_stream(
    h: *mut OxblasHandle,
    stream: *mut *mut OxblasStream,
) -> Status {
    const W: &str = "oxblas_get_stream";
    ffi_status(W, || {
        with_state(h, W, |s| {
            let stream_ptr = s.h.stream().0 as usize as *mut OxblasStream;
            // SAFETY: a non-null `stream` is writable for one value (the C contract).
            unsafe { out(stream, "stream", stream_ptr) }.map(|_| Status::Success)
        })
    })
}

/// Where results and alpha/beta live: 0 host memory (the call waits for results), 1 device
/// memory (it does not); another value → `invalid_value`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_set_pointer_mode(
    h: *mut OxblasHandle,
    mode: CPointerMode,
) -> Status {
    const W: &str = "oxblas_set_pointer_mode";
    ffi_status(W, || {
        with_state(h, W, |s| {
            let m = match mode {
                0 => PointerMode::Host,
                1 => PointerMode::Device,
                _ => {
                    return Err(Error::new(
                        Status::InvalidValue,
                        format!("pointer mode {mode}"),
                    ))
                }
            };
            s.h.set_pointer_mode(m);
            Ok(Status::Success)
        })
    })
}

/// `*mode` = the current pointer mode (0 host, 1 device).
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_pointer_mode(
    h: *mut OxblasHandle,
    mode: *mut CPointerMode,
) -> Status {
    const W: &str = "oxblas_get_pointer_mode";
    ffi_status(W, || {
        with_state(h, W, |s| {
            // SAFETY: a non-null `mode` is writable for one value (the C contract).
            unsafe { out(mode, "mode", s.h.pointer_mode() as i32) }.map(|_| Status::Success)
        })
    })
}

// ------------------------------------------------------------------------------ exported allocator

/// `oxblas_device_malloc`: one live borrow of a handle's workspace
/// (`docs/memory-model.md#borrow-rules`).
pub struct OxblasDeviceMalloc {
    handle: *mut OxblasHandle,
    id: u64,
    lease: Lease,
    footprint: usize,
    slots: Vec<*mut c_void>,
}

/// Borrow `S(sizes)` as one block; slot `i` at the sum of the rounded sizes before it (null for
/// a 0 size). Failure: `memory_error` (`*res` stays null).
#[no_mangle]
pub unsafe extern "C" fn oxblas_device_malloc_alloc(
    h: *mut OxblasHandle,
    sizes: *const usize,
    count: usize,
    res: *mut *mut OxblasDeviceMalloc,
) -> Status {
    const W: &str = "oxblas_device_malloc_alloc";
    ffi_status(W, || {
        with_state(h, W, |s| {
            if res.is_null() {
                return Err(Error::new(Status::InvalidPointer, "null result pointer"));
            }
            // SAFETY: not null, so writable for one pointer (the C contract).
            unsafe { res.write(std::ptr::null_mut()) };
            if count == 0 {
                return Err(Error::new(Status::InvalidSize, "count 0"));
            }
            // SAFETY: `sizes` is null or holds `count` sizes (the C contract).
            let f = unsafe { footprint(sizes, count) }?;
            // SAFETY: as for `footprint`, which has refused a null `sizes`.
            let sizes = unsafe { std::slice::from_raw_parts(sizes, count) };
            let capturing = s.h.mem.capturing()?;
            let (base, lease) = s.h.mem.lease(f, capturing)?;
            let mut offset = 0usize;
            let slots = sizes
                .iter()
                .map(|&n| {
                    let p = if n == 0 {
                        std::ptr::null_mut()
                    } else {
                        base.offset(offset).0 as usize as *mut c_void
                    };
                    offset += round_up(n);
                    p
                })
                .collect();
            let id = s.next_borrow;
            s.next_borrow += 1;
            s.borrows.push(id);
            // SAFETY: as for the first write.
            unsafe {
                res.write(Box::into_raw(Box::new(OxblasDeviceMalloc {
                    handle: h,
                    id,
                    lease,
                    footprint: f,
                    slots,
                })))
            };
            Ok(Status::Success)
        })
    })
}

/// True for a live borrow (objects exist only for successful borrows).
#[no_mangle]
pub unsafe extern "C" fn oxblas_device_malloc_success(p: *const OxblasDeviceMalloc) -> bool {
    ffi("oxblas_device_malloc_success", false, || !p.is_null())
}

/// The single slot; `invalid_pointer` for null arguments or a borrow of several slots.
#[no_mangle]
pub unsafe extern "C" fn oxblas_device_malloc_ptr(
    p: *const OxblasDeviceMalloc,
    res: *mut *mut c_void,
) -> Status {
    const W: &str = "oxblas_device_malloc_ptr";
    ffi_status(W, || {
        if p.is_null() || res.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null argument"));
        }
        // SAFETY: a non-null borrow object comes from oxblas_device_malloc_alloc and is not yet
        // freed (the C contract).
        let p = unsafe { &*p };
        if p.slots.len() != 1 {
            return Err(Error::new(
                Status::InvalidPointer,
                format!("borrow has {} slots, not 1", p.slots.len()),
            ));
        }
        // SAFETY: not null, so writable for one pointer (the C contract).
        unsafe { res.write(p.slots[0]) };
        Ok(Status::Success)
    })
}

/// Slot `i`; `invalid_pointer` for null arguments or `i` out of range.
#[no_mangle]
pub unsafe extern "C" fn oxblas_device_malloc_get(
    p: *const OxblasDeviceMalloc,
    i: usize,
    res: *mut *mut c_void,
) -> Status {
    const W: &str = "oxblas_device_malloc_get";
    ffi_status(W, || {
        if p.is_null() || res.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null argument"));
        }
        // SAFETY: a non-null borrow object comes from oxblas_device_malloc_alloc and is not yet
        // freed (the C contract).
        let p = unsafe { &*p };
        match p.slots.get(i) {
            Some(&slot) => {
                // SAFETY: not null, so writable for one pointer (the C contract).
                unsafe { res.write(slot) };
                Ok(Status::Success)
            }
            None => Err(Error::new(
                Status::InvalidPointer,
                format!("slot {i} of {}", p.slots.len()),
            )),
        }
    })
}

/// Release a borrow (null: `success`). Not the most recent live borrow of its handle →
/// `internal_error`, nothing released (the object stays valid).
#[no_mangle]
pub unsafe extern "C" fn oxblas_device_malloc_free(p: *mut OxblasDeviceMalloc) -> Status {
    const W: &str = "oxblas_device_malloc_free";
    ffi_status(W, || {
        if p.is_null() {
            return Ok(Status::Success);
        }
        // SAFETY: a non-null borrow object comes from oxblas_device_malloc_alloc and is not yet
        // freed (the C contract).
        let (handle, id) = unsafe { ((*p).handle, (*p).id) };
        with_state(handle, W, |s| {
            if s.borrows.last() != Some(&id) {
                return Err(Error::new(
                    Status::InternalError,
                    format!(
                        "borrow #{id} released out of order (LIFO): {} borrow(s) are live, the \
                         most recent is #{}",
                        s.borrows.len(),
                        s.borrows.last().map_or(0, |x| *x)
                    ),
                ));
            }
            s.borrows.pop();
            // SAFETY: `p` came from Box::into_raw in oxblas_device_malloc_alloc; it is the live
            // top of its handle's borrow stack (checked above), so it is freed exactly once.
            let b = unsafe { Box::from_raw(p) };
            s.h.mem.release(b.lease, b.footprint);
            Ok(Status::Success)
        })
    })
}
