//! The cuBLAS level-3 routines the level-3 family compares against, typed from the symbols
//! `Cublas::load` resolved (`SYMBOLS`). Scalars (alpha, beta) are passed in host pointer mode;
//! the enumerations are cuBLAS's `cublasOperation_t`, `cudaDataType_t`, `cublasComputeType_t`
//! and `cublasGemmAlgo_t` (library_types.h, cublas_api.h of CUDA 13).

use std::ffi::{c_int, c_longlong, c_void};

pub use crate::harness::cublas::{check, get, hp};

/// Every routine the family calls (`Family::cublas_symbols`).
pub const SYMBOLS: [&str; 18] = [
    "cublasSgemm_v2",
    "cublasDgemm_v2",
    "cublasCgemm_v2",
    "cublasZgemm_v2",
    "cublasGemmEx",
    "cublasDgemmStridedBatched",
    "cublasSgemmStridedBatched",
    "cublasDtrsm_v2",
    "cublasDtrsmBatched",
    "cublasDtrmm_v2",
    "cublasDsymm_v2",
    "cublasDsyrk_v2",
    "cublasDsyr2k_v2",
    "cublasDsyrkx",
    "cublasZherk_v2",
    "cublasZher2k_v2",
    "cublasZherkx",
    "cublasZhemm_v2",
];

/// `CUBLAS_OP_N`, `CUBLAS_OP_T`, `CUBLAS_OP_C`.
pub const OP_N: c_int = 0;
pub const OP_T: c_int = 1;
pub const OP_C: c_int = 2;

/// `CUBLAS_SIDE_LEFT`, `CUBLAS_SIDE_RIGHT`.
pub const SIDE_LEFT: c_int = 0;
pub const SIDE_RIGHT: c_int = 1;
/// `CUBLAS_FILL_MODE_LOWER`, `CUBLAS_FILL_MODE_UPPER`.
pub const FILL_LOWER: c_int = 0;
pub const FILL_UPPER: c_int = 1;
/// `CUBLAS_DIAG_NON_UNIT`.
pub const DIAG_NON_UNIT: c_int = 0;

/// `cudaDataType_t`: `CUDA_R_32F`, `CUDA_R_16F`, `CUDA_R_16BF`.
pub const CUDA_R_32F: c_int = 0;
pub const CUDA_R_16F: c_int = 2;
pub const CUDA_R_16BF: c_int = 14;
/// `CUBLAS_COMPUTE_32F`: f32 accumulation, f32 alpha and beta (no TF32, no f16 accumulation).
pub const COMPUTE_32F: c_int = 68;
/// `CUBLAS_GEMM_DEFAULT`.
pub const GEMM_DEFAULT: c_int = -1;

type H = *mut c_void;
type P = *const c_void;
type M = *mut c_void;

/// `cublas?gemm_v2(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)`.
pub type Gemm = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    P,
    M,
    c_int,
) -> c_int;

/// `cublasGemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C,
/// Ctype, ldc, computeType, algo)`.
pub type GemmEx = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    c_int,
    P,
    c_int,
    c_int,
    P,
    M,
    c_int,
    c_int,
    c_int,
    c_int,
) -> c_int;

/// `cublas?gemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb,
/// strideB, beta, C, ldc, strideC, batchCount)`.
pub type GemmStridedBatched = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
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

/// `cublasDtrsm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)`.
pub type Trsm = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    M,
    c_int,
) -> c_int;

/// `cublasDtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, Aarray, lda, Barray, ldb,
/// batchCount)`: Aarray and Barray are device arrays of device pointers.
pub type TrsmBatched = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    c_int,
) -> c_int;

/// `cublasDtrmm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)`
/// (out of place: C = alpha·op(A)·B).
pub type Trmm = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    M,
    c_int,
) -> c_int;

/// `cublasDsymm_v2` / `cublasZhemm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C,
/// ldc)` (zhemm: complex scalars).
pub type Symm = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    P,
    M,
    c_int,
) -> c_int;

/// `cublasDsyrk_v2` / `cublasZherk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)`
/// (zherk: alpha and beta are doubles).
pub type Syrk =
    unsafe extern "C" fn(H, c_int, c_int, c_int, c_int, P, P, c_int, P, M, c_int) -> c_int;

/// `cublasDsyr2k_v2` / `cublasDsyrkx` / `cublasZher2k_v2` / `cublasZherkx(handle, uplo, trans, n,
/// k, alpha, A, lda, B, ldb, beta, C, ldc)` (zher2k, zherkx: complex alpha, double beta).
pub type Syr2k = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    c_int,
    c_int,
    P,
    P,
    c_int,
    P,
    c_int,
    P,
    M,
    c_int,
) -> c_int;
