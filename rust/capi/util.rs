//! Memory and stream helpers that need no handle, so that portable C programs run on every
//! backend (on the host backend "device" memory is host memory and streams are queue ids).

// Every export's safety contract is the C ABI's (`crate::capi`, "Safety"), stated once there;
// `capi::raw` makes these reachable from Rust for the fuzzer and tests.
#![allow(clippy::missing_safety_doc)]

use std::ffi::c_void;

use super::{c_backend, ffi_status, out, OxblasStream};
use crate::backend::{DevicePtr, StreamFlags, StreamId};
use crate::status::{Error, Status};

/// `oxblas_malloc(void** ptr, size_t bytes)`: device memory of the C backend (256-byte
/// aligned). 0 bytes → `*ptr = NULL`, `success`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_malloc(ptr: *mut *mut c_void, bytes: usize) -> Status {
    ffi_status("oxblas_malloc", || {
        if ptr.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null ptr"));
        }
        // SAFETY: not null, so writable for one pointer (the C contract).
        unsafe { ptr.write(std::ptr::null_mut()) };
        if bytes == 0 {
            return Ok(Status::Success);
        }
        let p = c_backend()?
            .malloc(bytes)
            .map_err(|e| Error::new(Status::MemoryError, e.message()))?;
        // SAFETY: as above.
        unsafe { ptr.write(p.0 as usize as *mut c_void) };
        Ok(Status::Success)
    })
}

/// `oxblas_free(void* ptr)`: NULL is accepted.
#[no_mangle]
pub unsafe extern "C" fn oxblas_free(ptr: *mut c_void) -> Status {
    ffi_status("oxblas_free", || {
        if ptr.is_null() {
            return Ok(Status::Success);
        }
        // SAFETY: a non-null `ptr` came from oxblas_malloc of this backend and is freed once,
        // with no work on it still queued (the C contract).
        unsafe { c_backend()?.free(DevicePtr(ptr as u64)) }?;
        Ok(Status::Success)
    })
}

/// The shared body of the three copies: null and size checks, `f`, then a synchronize.
///
/// # Safety
/// `f` copies `bytes` between `dst` and `src`, which hold that many bytes of the memory kinds
/// `f` expects.
unsafe fn copy(
    what: &str,
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
    f: impl FnOnce(&dyn crate::Backend) -> crate::Result<()>,
) -> Status {
    ffi_status(what, || {
        if bytes == 0 {
            return Ok(Status::Success);
        }
        if dst.is_null() || src.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null dst or src"));
        }
        let b = c_backend()?;
        f(&*b)?;
        b.stream_synchronize(StreamId::DEFAULT)?;
        Ok(Status::Success)
    })
}

/// Synchronous copy of `bytes` from host memory to device memory.
#[no_mangle]
pub unsafe extern "C" fn oxblas_memcpy_host_to_device(
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
) -> Status {
    // SAFETY: `dst` and `src` hold `bytes` bytes of the kinds the name says (the C contract);
    // `copy` refuses null pointers before it runs the closure.
    unsafe {
        copy("oxblas_memcpy_host_to_device", dst, src, bytes, |b| {
            b.memcpy_htod(DevicePtr(dst as u64), src.cast(), bytes, StreamId::DEFAULT)
        })
    }
}

/// Synchronous copy of `bytes` from device memory to host memory.
#[no_mangle]
pub unsafe extern "C" fn oxblas_memcpy_device_to_host(
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
) -> Status {
    // SAFETY: `dst` and `src` hold `bytes` bytes of the kinds the name says (the C contract);
    // `copy` refuses null pointers before it runs the closure.
    unsafe {
        copy("oxblas_memcpy_device_to_host", dst, src, bytes, |b| {
            b.memcpy_dtoh(dst.cast(), DevicePtr(src as u64), bytes, StreamId::DEFAULT)
        })
    }
}

/// Synchronous copy of `bytes` between device buffers.
#[no_mangle]
pub unsafe extern "C" fn oxblas_memcpy_device_to_device(
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
) -> Status {
    // SAFETY: `dst` and `src` hold `bytes` bytes of device memory (the C contract); `copy`
    // refuses null pointers before it runs the closure.
    unsafe {
        copy("oxblas_memcpy_device_to_device", dst, src, bytes, |b| {
            b.memcpy_dtod(
                DevicePtr(dst as u64),
                DevicePtr(src as u64),
                bytes,
                StreamId::DEFAULT,
            )
        })
    }
}

/// `oxblas_stream_create(oxblas_stream* stream)`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stream_create(stream: *mut *mut OxblasStream) -> Status {
    ffi_status("oxblas_stream_create", || {
        if stream.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null stream"));
        }
        let s = c_backend()?.stream_create(StreamFlags::Default)?;
        // SAFETY: not null, so writable for one stream (the C contract).
        unsafe { out(stream, "stream", s.0 as usize as *mut OxblasStream) }.map(|_| Status::Success)
    })
}

/// `oxblas_stream_create_with_flags(oxblas_stream* stream, uint32_t flags)`: `flags` 0
/// (`OXBLAS_STREAM_DEFAULT`, as `oxblas_stream_create`) or `OXBLAS_STREAM_NON_BLOCKING` (1, the
/// value of `cudaStreamNonBlocking`/`hipStreamNonBlocking`); any other bit → `invalid_value`.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stream_create_with_flags(
    stream: *mut *mut OxblasStream,
    flags: u32,
) -> Status {
    ffi_status("oxblas_stream_create_with_flags", || {
        if stream.is_null() {
            return Err(Error::new(Status::InvalidPointer, "null stream"));
        }
        let flags = match flags {
            0 => StreamFlags::Default,
            1 => StreamFlags::NonBlocking,
            f => {
                return Err(Error::new(
                    Status::InvalidValue,
                    format!("stream flags {f:#x}: 0 (default) or 1 (non-blocking)"),
                ))
            }
        };
        let s = c_backend()?.stream_create(flags)?;
        // SAFETY: not null, so writable for one stream (the C contract).
        unsafe { out(stream, "stream", s.0 as usize as *mut OxblasStream) }.map(|_| Status::Success)
    })
}

/// `oxblas_stream_destroy(oxblas_stream)`: the default (NULL) stream → `invalid_value`.
/// Reset handles that use the stream first.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stream_destroy(stream: *mut OxblasStream) -> Status {
    ffi_status("oxblas_stream_destroy", || {
        if stream.is_null() {
            return Err(Error::new(
                Status::InvalidValue,
                "the default stream cannot be destroyed",
            ));
        }
        c_backend()?.stream_destroy(StreamId(stream as u64))?;
        Ok(Status::Success)
    })
}

/// `oxblas_stream_adopt(oxblas_stream)`: let handles use a stream the application created with
/// the GPU runtime (`cudaStream_t`/`hipStream_t`); oxblas never destroys it. NULL is the default
/// stream (always usable); on the host backend only oxblas's own streams exist.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stream_adopt(stream: *mut OxblasStream) -> Status {
    ffi_status("oxblas_stream_adopt", || {
        c_backend()?.adopt_stream(StreamId(stream as u64))?;
        Ok(Status::Success)
    })
}

/// `oxblas_stream_synchronize(oxblas_stream)`: NULL is the default stream.
#[no_mangle]
pub unsafe extern "C" fn oxblas_stream_synchronize(stream: *mut OxblasStream) -> Status {
    ffi_status("oxblas_stream_synchronize", || {
        c_backend()?.stream_synchronize(StreamId(stream as u64))?;
        Ok(Status::Success)
    })
}
