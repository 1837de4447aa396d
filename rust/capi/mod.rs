//! The C ABI (`cpp/include/oxblas/oxblas.h`).
//!
//! Rules every exported function follows:
//! * The body runs inside [`std::panic::catch_unwind`]: a panic never crosses the ABI; it becomes
//!   `oxblas_status_internal_error` and an `error!` log line.
//! * Logging for C users is set up once, lazily, from `OXBLAS_LOG` (env_logger syntax) at the
//!   first call into the library (unless the process already installed a `log` logger).
//! * A null handle, or one that is not live (destroyed, or never created), gives
//!   `invalid_handle`; null out-pointers give `invalid_pointer`; negative
//!   sizes and batch counts give `invalid_size`; bad enum values give `invalid_value`.
//! * Handles are not thread-safe (as in Rust: `Send`, not `Sync`). Concurrent use of one handle
//!   from two threads is *detected*: each handle call sets an atomic "in call" flag, and a second
//!   call that finds it set returns `internal_error` without touching the handle (and logs).
//! * Live handles are kept in a process-wide registry of addresses (`LIVE`): every call looks
//!   its handle up there *before* dereferencing it, so a destroyed handle is reported, never
//!   read. Once the allocator reuses the address for a new handle, a stale pointer to the old
//!   one is that new, live handle: use-after-destroy is caught only until the address is reused.
//! * The message of the last failing call of the calling thread is kept for
//!   `oxblas_get_last_error_message`.
//!
//! The exported allocator (`oxblas_device_malloc_*`) keeps the borrows of each handle on a LIFO
//! stack in the C handle: a release out of order, a capacity change while a borrow is live, or a
//! destroy with live borrows returns `internal_error` and changes nothing (rocBLAS aborts).
//!
//! # Safety (all `extern "C"` functions)
//! Callers follow the contract of `oxblas.h`: handles come from `oxblas_create_handle` (a
//! destroyed handle is detected until its address is reused, see above); non-null pointers point to memory of the documented
//! kind and size (device memory of the library's backend for vectors and workspaces).

mod generated;
mod memory;
mod shells;
#[doc(hidden)]
pub mod table;
mod util;

use std::cell::{RefCell, UnsafeCell};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Once, PoisonError, RwLock};

use log::{error, info, warn};

use crate::backend::Backend;
use crate::handle::{Device, Handle};
use crate::status::{Error, Result, Status};

pub use memory::OxblasDeviceMalloc;

/// The hand-written C entry points of the memory model and the helpers, for Rust programs that
/// drive the C ABI as C does (the fuzzer in `fuzz/`, the hostile-argument tests).
#[doc(hidden)]
pub mod raw {
    pub use super::memory::*;
    pub use super::util::*;
}

/// `oxblas_stream`: an opaque stream of the library's backend (a `cudaStream_t`/`hipStream_t`
/// on GPU backends), passed as a pointer.
#[repr(C)]
pub struct OxblasStream {
    _opaque: [u8; 0],
}

/// `oxblas_pointer_mode` (an `int`-sized C enumeration; unknown values are checked).
pub type CPointerMode = i32;
/// `oxblas_backend`.
pub type CBackend = i32;
/// `oxblas_memory_scheme`.
pub type CMemoryScheme = i32;
/// `oxblas_status` when C passes one in (any value may arrive: checked, never transmuted).
pub type CStatusCode = i32;

/// The object behind `oxblas_handle`.
pub struct OxblasHandle {
    /// Set while a call uses the handle (detects concurrent use from two threads; keeps
    /// `oxblas_destroy_handle` from freeing it under a running call).
    busy: AtomicBool,
    state: UnsafeCell<HandleState>,
}

/// What a C handle owns: the Rust handle plus the C-only state.
pub(crate) struct HandleState {
    pub(crate) h: Handle,
    /// Ids of the live exported-allocator borrows, oldest first (LIFO stack).
    pub(crate) borrows: Vec<u64>,
    pub(crate) next_borrow: u64,
    pub(crate) device_name: CString,
}

// ------------------------------------------------------------------------------ logging, errors

fn init_logging() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let env = env_logger::Env::new()
            .filter("OXBLAS_LOG")
            .write_style("OXBLAS_LOG_STYLE");
        // Fails when the host process already installed a logger: then that one is used.
        let _ = env_logger::Builder::from_env(env).try_init();
    });
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

fn set_last_error(msg: &str) {
    let c = CString::new(msg.replace('\0', " ")).unwrap_or_default();
    LAST_ERROR.with(|l| *l.borrow_mut() = c);
}

/// Report an error of `what` (log + thread's last message) and return its status.
pub(crate) fn report(what: &str, e: &Error) -> Status {
    let msg = format!("{what}: {e}");
    match e.status() {
        Status::InternalError => error!("{msg}"),
        Status::MemoryError => warn!("{msg}"),
        _ => info!("{msg}"),
    }
    set_last_error(&msg);
    e.status()
}

/// Run `f` with panics caught: the shell of every exported function.
pub(crate) fn ffi<T>(what: &str, on_panic: T, f: impl FnOnce() -> T) -> T {
    init_logging();
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(payload) => {
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic payload".into());
            let msg = format!("{what}: internal error (panic caught at the C ABI): {msg}");
            error!("{msg}");
            set_last_error(&msg);
            on_panic
        }
    }
}

/// `ffi` for functions returning a status computed as a `Result`.
pub(crate) fn ffi_status(what: &str, f: impl FnOnce() -> Result<Status>) -> Status {
    ffi(what, Status::InternalError, || match f() {
        Ok(s) => s,
        Err(e) => report(what, &e),
    })
}

struct BusyGuard<'a>(&'a AtomicBool);
impl Drop for BusyGuard<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// Addresses of the live `OxblasHandle`s: inserted by `oxblas_create_handle`, removed by
/// `oxblas_destroy_handle` (under the write lock, while it holds the handle's `busy` flag) before
/// the handle is freed. A handle pointer is dereferenced only after it was found here, under the
/// read lock, so a freed handle is never read. (A `BTreeSet`: const-constructible, no hashing,
/// and there are few handles; a lookup takes the read lock once and allocates nothing.)
static LIVE: RwLock<BTreeSet<usize>> = RwLock::new(BTreeSet::new());

/// Nothing panics while holding the registry lock, but a poisoned lock must not make every call
/// fail: the set is always consistent (single insert/remove operations).
fn live_read() -> std::sync::RwLockReadGuard<'static, BTreeSet<usize>> {
    LIVE.read().unwrap_or_else(PoisonError::into_inner)
}

fn live_write() -> std::sync::RwLockWriteGuard<'static, BTreeSet<usize>> {
    LIVE.write().unwrap_or_else(PoisonError::into_inner)
}

/// Take the handle for one call: null or not registered → `invalid_handle` (no dereference),
/// in use by another thread → `internal_error`. On success the handle's `busy` flag is set (the
/// caller clears it with a [`BusyGuard`]); the handle stays allocated until then, because
/// `oxblas_destroy_handle` frees only a handle whose `busy` flag it set itself.
///
/// # Safety
/// The returned reference is valid only while the caller owns the `busy` flag.
unsafe fn enter<'a>(h: *mut OxblasHandle, what: &str) -> Result<&'a OxblasHandle> {
    if h.is_null() {
        return Err(Error::new(Status::InvalidHandle, "null handle"));
    }
    let live = live_read();
    if !live.contains(&h.addr()) {
        return Err(Error::new(
            Status::InvalidHandle,
            format!("{h:p} is not a live oxblas handle (destroyed, or never created)"),
        ));
    }
    // SAFETY: `h` is registered and we hold the read lock, so it points to a live, allocated
    // `OxblasHandle`: destroy unregisters under the write lock (excluded while we read) and
    // frees only afterwards. Only the atomic `busy` is touched before we own the flag.
    let cell = unsafe { &*h };
    if cell
        .busy
        .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
        .is_err()
    {
        return Err(Error::new(
            Status::InternalError,
            format!(
                "{what}: the handle is in use by another thread (handles must not be used \
                 from two threads at once)"
            ),
        ));
    }
    // From here on `busy` keeps the handle allocated: destroy needs the flag to free it.
    drop(live);
    Ok(cell)
}

/// Enter a handle: null/destroyed → `invalid_handle`, in use by another thread →
/// `internal_error`; otherwise run `f` on its state with the handle marked busy.
///
/// Safe for any pointer value: `h` is looked up in the registry of live handles before it is
/// dereferenced, and `f` sees only the state, so it cannot free the handle (only
/// `oxblas_destroy_handle` does, after this returns; a nested call on `h` finds it busy).
pub(crate) fn with_state<T>(
    h: *mut OxblasHandle,
    what: &str,
    f: impl FnOnce(&mut HandleState) -> Result<T>,
) -> Result<T> {
    // SAFETY: `cell` is used only while `_busy` (which owns the flag) is alive.
    let cell = unsafe { enter(h, what) }?;
    let _busy = BusyGuard(&cell.busy);
    // SAFETY: we own the `busy` flag, so no other call accesses the state until `_busy` drops.
    f(unsafe { &mut *cell.state.get() })
}

/// `with_state` for the `bool` queries: false for null, dead or busy handles.
pub(crate) fn query_bool(
    h: *mut OxblasHandle,
    what: &str,
    f: impl FnOnce(&mut HandleState) -> bool,
) -> bool {
    ffi(what, false, || {
        match with_state(h, what, |s| Ok(f(s))) {
            Ok(b) => b,
            Err(e) => {
                // A null handle is an ordinary "no"; a destroyed one or a busy one is logged.
                if !h.is_null() {
                    report(what, &e);
                }
                false
            }
        }
    })
}

/// Write `v` through an out-pointer, or `invalid_pointer` when it is null.
///
/// # Safety
/// `p` is null or valid for writing one `T`.
pub(crate) unsafe fn out<T>(p: *mut T, name: &str, v: T) -> Result<()> {
    if p.is_null() {
        return Err(Error::new(Status::InvalidPointer, format!("null {name}")));
    }
    // SAFETY: not null, so writable (the contract above).
    unsafe { p.write(v) };
    Ok(())
}

// ------------------------------------------------------------------------------ the C backend

/// The backend of the C handles and memory helpers on the calling thread's current device
/// (`OXBLAS_BACKEND` or the compiled default; see [`c_backend_on`]).
pub(crate) fn c_backend() -> Result<Arc<dyn Backend>> {
    c_backend_on(crate::backend::current_ordinal())
}

/// The C backend on device `ordinal`, opened once per device (a failure is retried at the next
/// call).
pub(crate) fn c_backend_on(ordinal: usize) -> Result<Arc<dyn Backend>> {
    static BACKENDS: Mutex<BTreeMap<usize, Arc<dyn Backend>>> = Mutex::new(BTreeMap::new());
    let mut b = BACKENDS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(b) = b.get(&ordinal) {
        return Ok(b.clone());
    }
    let opened = crate::backend::backend_on(ordinal)?;
    b.insert(ordinal, opened.clone());
    Ok(opened)
}

// ------------------------------------------------------------------------------ handles

/// `oxblas_create_handle(oxblas_handle* out)`: a handle on the backend `OXBLAS_BACKEND` picks,
/// on the calling thread's current device (`cudaSetDevice`/`hipSetDevice`), configured from the
/// environment; `*out` is null on failure.
///
/// # Safety
/// `out` is null (`invalid_handle`, as rocBLAS) or writable for one handle pointer.
#[no_mangle]
pub unsafe extern "C" fn oxblas_create_handle(out: *mut *mut OxblasHandle) -> Status {
    ffi_status("oxblas_create_handle", || {
        // SAFETY: the caller's contract, passed on.
        unsafe { create_handle(out, None) }
    })
}

/// `oxblas_create_handle_on_device(oxblas_handle* out, int device)`: as `oxblas_create_handle`,
/// on device `device` whatever device is current. The handle works on that device from any
/// thread and restores the caller's current device after each call. A negative or absent
/// device is `no_device` (`*out` null).
///
/// # Safety
/// As `oxblas_create_handle`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_create_handle_on_device(
    out: *mut *mut OxblasHandle,
    device: i32,
) -> Status {
    ffi_status("oxblas_create_handle_on_device", || {
        let ordinal = usize::try_from(device)
            .map_err(|_| Error::new(Status::NoDevice, format!("device {device} < 0")));
        // SAFETY: the caller's contract, passed on.
        unsafe { create_handle(out, Some(ordinal)) }
    })
}

/// The body of both constructors: `ordinal` `None` is the current device.
///
/// # Safety
/// `out` is null or writable for one handle pointer.
unsafe fn create_handle(
    out: *mut *mut OxblasHandle,
    ordinal: Option<Result<usize>>,
) -> Result<Status> {
    if out.is_null() {
        // rocBLAS's value for a null `handle*`.
        return Err(Error::new(Status::InvalidHandle, "null handle out-pointer"));
    }
    // SAFETY: a non-null `oxblas_handle*` from C points to writable storage for one handle.
    unsafe { out.write(std::ptr::null_mut()) };
    let backend = match ordinal {
        None => c_backend()?,
        Some(o) => c_backend_on(o?)?,
    };
    let h = Handle::with_device(&Device::from_backend(backend))?;
    let device_name =
        CString::new(h.device_properties().name.replace('\0', " ")).unwrap_or_default();
    let boxed = Box::new(OxblasHandle {
        busy: AtomicBool::new(false),
        state: UnsafeCell::new(HandleState {
            h,
            borrows: Vec::new(),
            next_borrow: 1,
            device_name,
        }),
    });
    let raw = Box::into_raw(boxed);
    let fresh = live_write().insert(raw.addr());
    // A live allocation's address cannot be registered already: destroy unregisters before
    // freeing.
    debug_assert!(fresh, "handle address {raw:p} registered twice");
    // SAFETY: as for the first write.
    unsafe { out.write(raw) };
    Ok(Status::Success)
}

/// `oxblas_get_device_count(int* count)`: how many devices `oxblas_create_handle_on_device`
/// accepts (the GPUs the runtime sees; 1 on the host backend).
///
/// # Safety
/// `count` is null (`invalid_pointer`) or writable for one `int`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_device_count(count: *mut i32) -> Status {
    ffi_status("oxblas_get_device_count", || {
        let n = i32::try_from(crate::backend::device_count()).unwrap_or(i32::MAX);
        // SAFETY: null or writable for one int (the contract above).
        unsafe { out(count, "count", n) }.map(|_| Status::Success)
    })
}

/// `oxblas_get_handle_device(oxblas_handle h, int* device)`: the device the handle was created
/// on.
///
/// # Safety
/// `device` is null (`invalid_pointer`) or writable for one `int`; `h` may be any value.
#[no_mangle]
pub unsafe extern "C" fn oxblas_get_handle_device(
    h: *mut OxblasHandle,
    device: *mut i32,
) -> Status {
    ffi_status("oxblas_get_handle_device", || {
        with_state(h, "oxblas_get_handle_device", |s| {
            let d = i32::try_from(s.h.backend().ordinal()).unwrap_or(i32::MAX);
            // SAFETY: null or writable for one int (the contract above).
            unsafe { out(device, "device", d) }.map(|_| Status::Success)
        })
    })
}

/// `oxblas_destroy_handle(oxblas_handle h)`. The handle is freed unless the status is
/// `invalid_handle` (null or not live) or `internal_error` (live exported-allocator borrows,
/// concurrent use).
///
/// Race with a concurrent call on the same pointer: destroy owns the handle's `busy` flag while
/// it unregisters the handle (write lock), so another call either found it registered and
/// owns `busy` first (destroy fails, `internal_error`), or finds `busy` set (`internal_error`),
/// or finds it unregistered (`invalid_handle`). Nobody can reach the handle once it is
/// unregistered, so freeing it after `with_state` returns is safe.
///
/// # Safety
/// None beyond C's: `h` may be any value (it is looked up before use). Using a pointer to a
/// destroyed handle is reported only until a new handle reuses its address.
#[no_mangle]
pub unsafe extern "C" fn oxblas_destroy_handle(h: *mut OxblasHandle) -> Status {
    ffi_status("oxblas_destroy_handle", || {
        let result = with_state(h, "oxblas_destroy_handle", |s| {
            if !s.borrows.is_empty() {
                return Err(Error::new(
                    Status::InternalError,
                    format!(
                        "{} exported-allocator borrow(s) still live; free them first",
                        s.borrows.len()
                    ),
                ));
            }
            let was_live = live_write().remove(&h.addr());
            debug_assert!(was_live, "destroying an unregistered handle {h:p}");
            Ok(s.h.mem.destroy())
        })?;
        // SAFETY: `h` came from `Box::into_raw` in `oxblas_create_handle`; it is unregistered,
        // so no call can enter it any more, and no call is inside it (we held `busy` while
        // unregistering, and released it when `with_state` returned). Freed exactly once: a
        // second destroy finds it unregistered.
        drop(unsafe { Box::from_raw(h) });
        result.map(|_| Status::Success)
    })
}

/// `oxblas_status_name(oxblas_status)`: the enumerator's name ("oxblas_status_success"), or
/// "oxblas_status_unknown".
#[no_mangle]
pub extern "C" fn oxblas_status_name(status: CStatusCode) -> *const c_char {
    macro_rules! names {
        ($($s:ident => $lit:literal),* $(,)?) => {
            match status {
                $(x if x == Status::$s as i32 => concat!($lit, "\0"),)*
                _ => "oxblas_status_unknown\0",
            }
        };
    }
    let s: &'static str = names!(
        Success => "oxblas_status_success",
        InvalidHandle => "oxblas_status_invalid_handle",
        NotImplemented => "oxblas_status_not_implemented",
        InvalidPointer => "oxblas_status_invalid_pointer",
        InvalidSize => "oxblas_status_invalid_size",
        MemoryError => "oxblas_status_memory_error",
        InternalError => "oxblas_status_internal_error",
        PerfDegraded => "oxblas_status_perf_degraded",
        SizeQueryMismatch => "oxblas_status_size_query_mismatch",
        SizeIncreased => "oxblas_status_size_increased",
        SizeUnchanged => "oxblas_status_size_unchanged",
        InvalidValue => "oxblas_status_invalid_value",
        Continue => "oxblas_status_continue",
        ArchMismatch => "oxblas_status_arch_mismatch",
        NoDevice => "oxblas_status_no_device",
    );
    s.as_ptr().cast()
}

/// `oxblas_get_last_error_message(void)`: the message of the calling thread's last failing call
/// ("" when none). Valid until the thread's next failing call.
#[no_mangle]
pub extern "C" fn oxblas_get_last_error_message() -> *const c_char {
    static EMPTY: &CStr = c"";
    ffi("oxblas_get_last_error_message", EMPTY.as_ptr(), || {
        LAST_ERROR.with(|l| l.borrow().as_ptr())
    })
}

#[cfg(test)]
mod tests {
    use super::generated::oxblas_dasum;
    use super::memory::{
        oxblas_get_device_memory_size, oxblas_is_device_memory_size_query, oxblas_is_lookahead,
        oxblas_is_managing_device_memory, oxblas_is_stream_order_alloc,
        oxblas_is_user_managing_device_memory, oxblas_set_device_memory_size, oxblas_set_lookahead,
    };
    use super::*;
    use std::sync::atomic::AtomicPtr;

    /// Tests that create C handles run one at a time: a handle created by a parallel test could
    /// reuse the address of one destroyed here, and a stale pointer to a reused address is a
    /// live handle by design.
    static C_HANDLES: Mutex<()> = Mutex::new(());

    fn create() -> *mut OxblasHandle {
        let mut h = std::ptr::null_mut();
        // SAFETY: `h` is a local the call writes one pointer to.
        assert_eq!(unsafe { oxblas_create_handle(&mut h) }, Status::Success);
        assert!(!h.is_null());
        h
    }

    /// `n == 0` asum: goes through the handle check, computes nothing.
    fn dasum0(h: *mut OxblasHandle) -> Status {
        let mut r = 1.0f64;
        let x = [0.0f64; 1];
        // SAFETY: `x` and `r` are valid host memory; the host backend's device memory is host
        // memory, and n == 0 reads nothing.
        unsafe { oxblas_dasum(h, 0, x.as_ptr(), 1, &mut r as *mut f64) }
    }

    #[test]
    fn destroyed_handle_is_invalid_not_dereferenced() {
        let _serial = C_HANDLES.lock().unwrap_or_else(PoisonError::into_inner);
        let h = create();
        let mut size = 0usize;
        assert_eq!(dasum0(h), Status::Success);
        // SAFETY: handle arguments may be any value (they are looked up in the registry first),
        // and `size` is a local the call writes.
        unsafe {
            assert_eq!(oxblas_get_device_memory_size(h, &mut size), Status::Success);
            assert!(oxblas_is_managing_device_memory(h));
            assert_eq!(oxblas_destroy_handle(h), Status::Success);
        }

        // Every call on the destroyed pointer: invalid_handle / false, no dereference (Miri
        // checks the latter: `cargo +nightly miri test --lib capi::tests`).
        assert_eq!(dasum0(h), Status::InvalidHandle);
        // SAFETY: as above: a destroyed handle is looked up, never read; `size` is a local.
        unsafe {
            assert_eq!(
                oxblas_get_device_memory_size(h, &mut size),
                Status::InvalidHandle
            );
            assert_eq!(
                oxblas_set_device_memory_size(h, 1024),
                Status::InvalidHandle
            );
            assert_eq!(oxblas_destroy_handle(h), Status::InvalidHandle);
            assert!(!oxblas_is_device_memory_size_query(h));
            assert!(!oxblas_is_managing_device_memory(h));
            assert!(!oxblas_is_user_managing_device_memory(h));
            assert!(!oxblas_is_stream_order_alloc(h));
            assert_eq!(oxblas_set_lookahead(h, false), Status::InvalidHandle);
            assert!(!oxblas_is_lookahead(h));
        }
        // SAFETY: the library returns a NUL-terminated string that lives until this thread's
        // next failing call.
        let msg = unsafe { CStr::from_ptr(oxblas_get_last_error_message()) };
        assert!(
            msg.to_str().unwrap().contains("not a live oxblas handle"),
            "{msg:?}"
        );

        // A pointer that never was a handle is not dereferenced either.
        let mut not_a_handle = 0u64;
        let bogus = (&mut not_a_handle as *mut u64).cast::<OxblasHandle>();
        assert_eq!(dasum0(bogus), Status::InvalidHandle);
        assert_eq!(
            // SAFETY: any pointer value may be passed as a handle (it is looked up, not read).
            unsafe { oxblas_destroy_handle(bogus) },
            Status::InvalidHandle
        );
    }

    /// One thread destroys the handle while another calls on the same pointer in a loop: only
    /// success, internal_error (busy) and invalid_handle (destroyed) may come back, never a
    /// crash (nor, under Miri, a use-after-free or a data race).
    #[test]
    fn destroy_races_with_calls() {
        let _serial = C_HANDLES.lock().unwrap_or_else(PoisonError::into_inner);
        let rounds = if cfg!(miri) { 8 } else { 300 };
        let (mut saw_busy, mut saw_invalid) = (0, 0);
        for _ in 0..rounds {
            let h = create();
            let shared = AtomicPtr::new(h);
            let started = AtomicBool::new(false);
            let (caller_busy, caller_invalid) = std::thread::scope(|sc| {
                let caller = sc.spawn(|| {
                    let h = shared.load(Ordering::Relaxed);
                    let (mut busy, mut invalid) = (0, 0);
                    let mut size = 0usize;
                    // Until the destroy is seen (bounded in case it never is).
                    for i in 0..100_000 {
                        let s = if i % 2 == 0 {
                            dasum0(h)
                        } else {
                            // SAFETY: `h` may be destroyed meanwhile: it is looked up, not
                            // read; `size` is a local.
                            unsafe { oxblas_get_device_memory_size(h, &mut size) }
                        };
                        // The bool query must not crash either (false once destroyed).
                        // SAFETY: as above.
                        let _ = unsafe { oxblas_is_managing_device_memory(h) };
                        started.store(true, Ordering::Release);
                        match s {
                            Status::Success => {}
                            Status::InternalError => busy += 1,
                            Status::InvalidHandle => {
                                invalid += 1;
                                break;
                            }
                            other => panic!("unexpected status {other:?}"),
                        }
                    }
                    (busy, invalid)
                });
                // Destroy once the caller is calling, retrying while it is inside a call.
                while !started.load(Ordering::Acquire) {
                    std::hint::spin_loop();
                }
                loop {
                    // SAFETY: `h` came from `create`; a second destroy is reported, not run.
                    match unsafe { oxblas_destroy_handle(h) } {
                        Status::Success => break,
                        Status::InternalError => {
                            saw_busy += 1;
                            std::thread::yield_now();
                        }
                        other => panic!("destroy: unexpected status {other:?}"),
                    }
                }
                caller.join().unwrap()
            });
            saw_busy += caller_busy;
            saw_invalid += caller_invalid;
            // SAFETY: a destroyed handle is looked up, not read.
            assert_eq!(unsafe { oxblas_destroy_handle(h) }, Status::InvalidHandle);
        }
        // Statistics only (scheduling decides which interleavings occur).
        eprintln!("destroy race: {saw_busy} busy refusals, {saw_invalid} rounds saw the destroy");
    }

    /// trsv_ex at the C ABI, in rocBLAS's order: a bad fill mode is not_implemented (rocBLAS's
    /// trsv_ex), a bad operation invalid_value, a negative size invalid_size, null A
    /// invalid_pointer; an invA_size below 128 n ignores invA (all NaN here) and returns
    /// perf_degraded with the right solution; a usable invA gives the same solution.
    #[test]
    fn trsv_ex_statuses() {
        use super::generated::{oxblas_dtrsv_ex, oxblas_dtrsv_strided_batched_ex};
        use super::memory::oxblas_get_backend;
        let _serial = C_HANDLES.lock().unwrap_or_else(PoisonError::into_inner);
        let h = create();
        let n = 3usize;
        // Lower, column-major: [[2, 0, 0], [1, 4, 0], [-1, 2, 5]]; the upper triangle is NaN.
        let nan = f64::NAN;
        let a = [2.0, 1.0, -1.0, nan, 4.0, 2.0, nan, nan, 5.0];
        let b = [2.0, 9.0, 12.0];
        let want = [1.0, 2.0, 1.8];
        // The inverse of the (one) 128x128 diagonal block, leading dimension 128.
        let mut inv = vec![nan; 128 * n];
        for (r, c, v) in [
            (0, 0, 0.5),
            (1, 0, -0.125),
            (2, 0, 0.15),
            (1, 1, 0.25),
            (2, 1, -0.1),
            (2, 2, 0.2),
        ] {
            inv[r + 128 * c] = v;
        }
        let bad_inv = vec![nan; 128 * n];
        let mut x = b;
        let call = |x: &mut [f64; 3], uplo: i32, trans: i32, n: i64, inv: *const f64, size: i64| {
            // SAFETY: live handle; A, x and invA (or null) are host arrays of the sizes the call
            // reads (the host backend's device memory is host memory; the statuses checked
            // before that are returned without reading them).
            unsafe {
                oxblas_dtrsv_ex(
                    h,
                    uplo,
                    trans,
                    131,
                    n,
                    a.as_ptr(),
                    3,
                    x.as_mut_ptr(),
                    1,
                    inv,
                    size,
                )
            }
        };
        assert_eq!(
            call(&mut x, 120, 111, 3, inv.as_ptr(), 384),
            Status::NotImplemented
        );
        assert_eq!(
            call(&mut x, 122, 7, 3, inv.as_ptr(), 384),
            Status::InvalidValue
        );
        assert_eq!(
            call(&mut x, 122, 111, -1, inv.as_ptr(), 384),
            Status::InvalidSize
        );
        assert_eq!(
            call(&mut x, 122, 111, 0, inv.as_ptr(), 384),
            Status::Success
        );
        // SAFETY: as above; A is null, which the call reports before reading anything.
        let null_a = unsafe {
            oxblas_dtrsv_strided_batched_ex(
                h,
                122,
                111,
                131,
                3,
                std::ptr::null(),
                3,
                9,
                x.as_mut_ptr(),
                1,
                3,
                inv.as_ptr(),
                384,
                1,
            )
        };
        assert_eq!(null_a, Status::InvalidPointer);
        assert_eq!(x, b, "nothing written by the refused calls");
        let mut kind = -1;
        // SAFETY: live handle, `kind` is a valid out-pointer.
        assert_eq!(unsafe { oxblas_get_backend(h, &mut kind) }, Status::Success);
        if kind == 0 {
            let close = |x: &[f64; 3]| x.iter().zip(&want).all(|(g, w)| (g - w).abs() < 1e-12);
            assert_eq!(
                call(&mut x, 122, 111, 3, bad_inv.as_ptr(), 383),
                Status::PerfDegraded
            );
            assert!(close(&x), "{x:?}");
            x = b;
            assert_eq!(
                call(&mut x, 122, 111, 3, inv.as_ptr(), 384),
                Status::Success
            );
            assert!(close(&x), "{x:?}");
            x = b;
            assert_eq!(
                call(&mut x, 122, 111, 3, std::ptr::null(), 0),
                Status::Success
            );
            assert!(close(&x), "{x:?}");
        }
        // SAFETY: `h` is live and not used afterwards.
        assert_eq!(unsafe { oxblas_destroy_handle(h) }, Status::Success);
    }

    #[test]
    fn status_names_match_rust() {
        for s in Status::ALL {
            // SAFETY: status names are NUL-terminated static strings.
            let c = unsafe { CStr::from_ptr(oxblas_status_name(s as i32)) };
            assert_eq!(c.to_str().unwrap(), s.name());
        }
    }

    #[test]
    fn panics_become_internal_error() {
        let s = ffi_status("test", || panic!("boom"));
        assert_eq!(s, Status::InternalError);
        // SAFETY: NUL-terminated, valid until this thread's next failing call.
        let msg = unsafe { CStr::from_ptr(oxblas_get_last_error_message()) };
        assert!(msg.to_str().unwrap().contains("boom"));
    }
}
