//! The cuBLAS level-2 routines the level-2 family compares against, typed from the symbols
//! `Cublas::load` resolved (`SYMBOLS`). Scalars (alpha, beta) are passed in host pointer mode;
//! the enumerations are cuBLAS's `cublasOperation_t`, `cublasFillMode_t`, `cublasDiagType_t`.

use std::ffi::{c_int, c_longlong, c_void};

use crate::harness::cublas::Cublas;
use crate::harness::R;

/// Every routine the family calls (`Family::cublas_symbols`).
pub const SYMBOLS: [&str; 10] = [
    "cublasSgemv_v2",
    "cublasDgemv_v2",
    "cublasZgemv_v2",
    "cublasDsymv_v2",
    "cublasZhemv_v2",
    "cublasDtrmv_v2",
    "cublasDtpmv_v2",
    "cublasDtbmv_v2",
    "cublasDtrsv_v2",
    "cublasDgemvStridedBatched",
];

/// `CUBLAS_OP_N`, `CUBLAS_OP_T`.
pub const OP_N: c_int = 0;
pub const OP_T: c_int = 1;
/// `CUBLAS_FILL_MODE_LOWER`.
pub const LOWER: c_int = 0;
/// `CUBLAS_DIAG_NON_UNIT`.
pub const NON_UNIT: c_int = 0;

type H = *mut c_void;
type P = *const c_void;
type M = *mut c_void;

/// `cublas?gemv_v2(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)`.
pub type Gemv =
    unsafe extern "C" fn(H, c_int, c_int, c_int, P, P, c_int, P, c_int, P, M, c_int) -> c_int;
/// `cublas?symv_v2` / `cublas?hemv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)`.
pub type Symv = unsafe extern "C" fn(H, c_int, c_int, P, P, c_int, P, c_int, P, M, c_int) -> c_int;
/// `cublas?trmv_v2` / `cublas?trsv_v2(handle, uplo, trans, diag, n, A, lda, x, incx)`.
pub type Trmv = unsafe extern "C" fn(H, c_int, c_int, c_int, c_int, P, c_int, M, c_int) -> c_int;
/// `cublas?tpmv_v2(handle, uplo, trans, diag, n, AP, x, incx)`.
pub type Tpmv = unsafe extern "C" fn(H, c_int, c_int, c_int, c_int, P, M, c_int) -> c_int;
/// `cublas?tbmv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx)`.
pub type Tbmv =
    unsafe extern "C" fn(H, c_int, c_int, c_int, c_int, c_int, P, c_int, M, c_int) -> c_int;
/// `cublas?gemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex,
/// beta, y, incy, stridey, batchCount)`.
pub type GemvStridedBatched = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    c_longlong,
    P,
    c_int,
    c_longlong,
    P,
    M,
    c_int,
    c_longlong,
    c_int,
) -> c_int;

/// The resolved symbol `name` as the function type `F`.
///
/// # Safety
/// `F` must be the C signature of `name` (the types above, from cublas_api.h: every argument is
/// pointer- or int-sized, device pointers are passed as void pointers).
pub unsafe fn get<F: Copy>(cb: &Cublas, name: &'static str) -> (F, &'static str) {
    let p = cb.symbol(name);
    assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<*mut c_void>());
    // SAFETY: the caller's contract: `F` is a function pointer type of `name`'s signature.
    (
        unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) },
        name,
    )
}

/// A cuBLAS status as the benchmark's error.
pub fn check(st: c_int, name: &str) -> R<()> {
    if st == 0 {
        Ok(())
    } else {
        Err(format!("{name}: cuBLAS status {st}"))
    }
}

/// Host pointer to a host scalar (host pointer mode).
pub fn hp<T>(v: &T) -> P {
    (v as *const T).cast()
}
