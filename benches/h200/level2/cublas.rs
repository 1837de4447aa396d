//! The cuBLAS level-2 routines the level-2 family compares against, typed from the symbols
//! `Cublas::load` resolved (`SYMBOLS`). Scalars (alpha, beta) are passed in host pointer mode;
//! the enumerations are cuBLAS's `cublasOperation_t`, `cublasFillMode_t`, `cublasDiagType_t`.

use std::ffi::{c_int, c_longlong, c_void};

pub use crate::harness::cublas::{check, get, hp};

/// Every routine the family calls (`Family::cublas_symbols`).
pub const SYMBOLS: [&str; 13] = [
    "cublasSgemv_v2",
    "cublasDgemv_v2",
    "cublasZgemv_v2",
    "cublasSsymv_v2",
    "cublasDsymv_v2",
    "cublasChemv_v2",
    "cublasZhemv_v2",
    "cublasDtrmv_v2",
    "cublasDtpmv_v2",
    "cublasDtbmv_v2",
    "cublasDtrsv_v2",
    "cublasDgemvStridedBatched",
    "cublasDgemvBatched",
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
/// `cublas?gemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray,
/// incy, batchCount)`: the arrays are device arrays of device pointers.
pub type GemvBatched = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    P,
    P,
    c_int,
    c_int,
) -> c_int;
