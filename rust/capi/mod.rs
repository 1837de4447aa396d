//! The C ABI (`cpp/include/oxblas/oxblas.h`).
//!
//! Rules every exported function follows:
//! * The body runs inside [`std::panic::catch_unwind`]: a panic never crosses the ABI; it becomes
//!   `oxblas_status_internal_error` and an `error!` log line.
//! * Logging for C users is set up once, lazily, from `OXBLAS_LOG` (env_logger syntax) at the
//!   first call into the library (unless the process already installed a `log` logger).
//! * A null handle gives `invalid_handle`; null out-pointers give `invalid_pointer`; negative
//!   sizes and batch counts give `invalid_size`; bad enum values give `invalid_value`.
//! * Handles are not thread-safe (as in Rust: `Send`, not `Sync`). Concurrent use of one handle
//!   from two threads is *detected*: each handle call sets an atomic "in call" flag, and a second
//!   call that finds it set returns `internal_error` without touching the handle (and logs).
//! * The message of the last failing call of the calling thread is kept for
//!   `oxblas_get_last_error_message`.
//!
//! The exported allocator (`oxblas_device_malloc_*`) keeps the borrows of each handle on a LIFO
//! stack in the C handle: a release out of order, a capacity change while a borrow is live, or a
//! destroy with live borrows returns `internal_error` and changes nothing (rocBLAS aborts).
//!
//! # Safety (all `extern "C"` functions)
//! Callers follow the contract of `oxblas.h`: handles come from `oxblas_create_handle` and are
//! not used after `oxblas_destroy_handle`; non-null pointers point to memory of the documented
//! kind and size (device memory of the library's backend for vectors and workspaces).
#![allow(clippy::missing_safety_doc)]

mod generated;
mod memory;
mod shells;
mod util;

use std::cell::{RefCell, UnsafeCell};
use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Once};

use log::{error, info, warn};

use crate::backend::Backend;
use crate::handle::{Device, Handle};
use crate::status::{Error, Result, Status};

pub use memory::OxblasDeviceMalloc;

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

const HANDLE_MAGIC: u64 = 0x6f78_626c_6173_4831; // "oxblasH1"

/// The object behind `oxblas_handle`.
pub struct OxblasHandle {
    magic: u64,
    /// Set while a call uses the handle (detects concurrent use from two threads).
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

/// Enter a handle: null/dead → `invalid_handle`, in use by another thread → `internal_error`.
///
/// # Safety
/// `h` is null or a handle from `oxblas_create_handle` that has not been destroyed.
pub(crate) unsafe fn with_state<T>(
    h: *mut OxblasHandle,
    what: &str,
    f: impl FnOnce(&mut HandleState) -> Result<T>,
) -> Result<T> {
    if h.is_null() {
        return Err(Error::new(Status::InvalidHandle, "null handle"));
    }
    let cell = &*h;
    if cell.magic != HANDLE_MAGIC {
        return Err(Error::new(
            Status::InvalidHandle,
            "not a live oxblas handle",
        ));
    }
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
    let _busy = BusyGuard(&cell.busy);
    f(&mut *cell.state.get())
}

/// `with_state` for the `bool` queries: false for null, dead or busy handles.
pub(crate) unsafe fn query_bool(
    h: *mut OxblasHandle,
    what: &str,
    f: impl FnOnce(&mut HandleState) -> bool,
) -> bool {
    ffi(what, false, || match with_state(h, what, |s| Ok(f(s))) {
        Ok(b) => b,
        Err(e) => {
            if e.status() != Status::InvalidHandle {
                report(what, &e);
            }
            false
        }
    })
}

/// Write `v` through an out-pointer, or `invalid_pointer` when it is null.
pub(crate) unsafe fn out<T>(p: *mut T, name: &str, v: T) -> Result<()> {
    if p.is_null() {
        return Err(Error::new(Status::InvalidPointer, format!("null {name}")));
    }
    p.write(v);
    Ok(())
}

// ------------------------------------------------------------------------------ the C backend

/// The backend of every C handle and of the memory helpers: `OXBLAS_BACKEND` or the compiled
/// default, opened once (a failure is retried at the next call).
pub(crate) fn c_backend() -> Result<Arc<dyn Backend>> {
    static BACKEND: Mutex<Option<Arc<dyn Backend>>> = Mutex::new(None);
    let mut b = BACKEND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(b) = b.as_ref() {
        return Ok(b.clone());
    }
    let opened = crate::backend::default_backend()?;
    *b = Some(opened.clone());
    Ok(opened)
}

// ------------------------------------------------------------------------------ handles

/// `oxblas_create_handle(oxblas_handle* out)`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_create_handle(out: *mut *mut OxblasHandle) -> Status {
    ffi_status("oxblas_create_handle", || {
        if out.is_null() {
            // rocBLAS's value for a null `handle*`.
            return Err(Error::new(Status::InvalidHandle, "null handle out-pointer"));
        }
        out.write(std::ptr::null_mut());
        let h = Handle::with_device(&Device::from_backend(c_backend()?))?;
        let device_name =
            CString::new(h.device_properties().name.replace('\0', " ")).unwrap_or_default();
        let boxed = Box::new(OxblasHandle {
            magic: HANDLE_MAGIC,
            busy: AtomicBool::new(false),
            state: UnsafeCell::new(HandleState {
                h,
                borrows: Vec::new(),
                next_borrow: 1,
                device_name,
            }),
        });
        out.write(Box::into_raw(boxed));
        Ok(Status::Success)
    })
}

/// `oxblas_destroy_handle(oxblas_handle h)`. The handle is freed unless the status is
/// `invalid_handle` or `internal_error` (live exported-allocator borrows, concurrent use).
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
            Ok(s.h.mem.destroy())
        })?;
        // Not busy any more and no borrows: nobody else may legally hold it now.
        (*h).magic = 0;
        drop(Box::from_raw(h));
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
    use super::*;

    #[test]
    fn status_names_match_rust() {
        for s in Status::ALL {
            let c = unsafe { CStr::from_ptr(oxblas_status_name(s as i32)) };
            assert_eq!(c.to_str().unwrap(), s.name());
        }
    }

    #[test]
    fn panics_become_internal_error() {
        let s = ffi_status("test", || panic!("boom"));
        assert_eq!(s, Status::InternalError);
        let msg = unsafe { CStr::from_ptr(oxblas_get_last_error_message()) };
        assert!(msg.to_str().unwrap().contains("boom"));
    }
}
