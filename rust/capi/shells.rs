//! The routines at the C ABI: one shell per routine family, called by the typed exports that
//! cpp/tools/gen_routines.py generates into `generated.rs` from its routine table.
//!
//! Sizes, increments, strides and batch counts are `int64_t`; negative sizes or batch counts are
//! `invalid_size`. Level-1 index results are `int64_t` (the `_i32` variants write `int32_t`, for
//! `rocblas_compat.h`). The handle's pointer mode says whether results and alpha/beta are in host
//! or device memory. Enumerations take rocBLAS's values (`oxblas_operation_none` = 111, ...); an
//! unknown value is `invalid_value`. In a size query pointers are neither checked nor read and
//! the status is `size_increased` / `size_unchanged`.

use std::cell::OnceCell;

use super::{ffi_status, with_state, HandleState, OxblasHandle};
use crate::backend::DevicePtr;
use crate::call::Call;
use crate::handle::PointerMode;
use crate::launch::{Diag, MatrixDesc, Operand, Scalar as ScalarDesc, Trans, Uplo, VectorDesc};
pub(crate) use crate::launch::{ReduceOp, SymvKind, TriOp};
use crate::level1::{reduce, ReduceCall, ResultArg};
use crate::level2::gemv::{gemv, GemvCall};
use crate::level2::symv::{symv, SymvCall};
use crate::level2::tri::{tri, InvA, TriCall};
use crate::level3::gemm::{gemm, GemmCall};
use crate::level3::gemm_ex::{gemm_ex, GemmExCall};
use crate::status::{Error, Result, Status};
pub(crate) use crate::types::DType;
use crate::types::Scalar;

/// `oxblas_operation` (rocBLAS's `rocblas_operation` values: 111 none, 112 transpose, 113
/// conjugate transpose).
pub(crate) type COperation = i32;
/// `oxblas_fill`: 121 upper, 122 lower.
pub(crate) type CFill = i32;
/// `oxblas_diagonal`: 131 non-unit, 132 unit.
pub(crate) type CDiagonal = i32;
/// `oxblas_datatype`: rocBLAS's `rocblas_datatype` values (150 f16_r, 151 f32_r, ...).
pub(crate) type CDatatype = i32;

/// An unknown value maps to a code the front end refuses (`invalid_value`).
const BAD_CODE: u32 = u32::MAX;

fn trans_code(v: COperation) -> Trans {
    match v {
        111 => Trans::N,
        112 => Trans::T,
        113 => Trans::C,
        _ => Trans { repr: BAD_CODE },
    }
}
fn uplo_code(v: CFill) -> Uplo {
    match v {
        121 => Uplo::Upper,
        122 => Uplo::Lower,
        _ => Uplo { repr: BAD_CODE },
    }
}
fn diag_code(v: CDiagonal) -> Diag {
    match v {
        131 => Diag::NonUnit,
        132 => Diag::Unit,
        _ => Diag { repr: BAD_CODE },
    }
}

pub(crate) fn strided<T>(p: *const T, stride: i64) -> Operand {
    Operand {
        addr: p as u64,
        stride,
        is_array: false,
    }
}

pub(crate) fn array<P>(p: *const P) -> Operand {
    Operand {
        addr: p as u64,
        stride: 0,
        is_array: true,
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn reduce_c(
    h: *mut OxblasHandle,
    what: &str,
    op: ReduceOp,
    dtype: DType,
    n: i64,
    batch: i64,
    x: Operand,
    incx: i64,
    y: Option<(Operand, i64)>,
    result: *mut u8,
    index_bytes: u32,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            if n < 0 {
                return Err(Error::new(Status::InvalidSize, format!("n = {n} < 0")));
            }
            if batch < 0 {
                return Err(Error::new(
                    Status::InvalidSize,
                    format!("batch_count = {batch} < 0"),
                ));
            }
            let result = match s.h.pointer_mode() {
                PointerMode::Host => ResultArg::Host(result),
                PointerMode::Device => ResultArg::Device(DevicePtr(result as u64)),
            };
            let c = ReduceCall {
                op,
                dtype,
                result_dtype: crate::level1::plan::result_dtype(op, dtype),
                ex: false,
                n,
                batch,
                x: VectorDesc { at: x, inc: incx },
                y: y.map_or(VectorDesc::NONE, |(at, inc)| VectorDesc { at, inc }),
                result,
                index_bytes,
                shape: OnceCell::new(),
            };
            // SAFETY: the exports pass the caller's pointers with the sizes, increments and
            // pointer mode that describe them (their contract, from oxblas.h).
            unsafe { reduce(&mut s.h, &c) }
        })
    })
}

/// The `_ex` reductions: the type combination first (`not_implemented` outside rocBLAS's table,
/// also in a size query: a call that cannot run has no size), then as [`reduce_c`].
///
/// # Safety
/// Unless the handle is in a size query: `x` (and `y`) hold the elements of the types `x_type`
/// (`y_type`) names that `n`, the increments, the strides and the batch layout reach, in device
/// memory; `result` holds `batch` results of `result_type`, in host or device memory as the
/// handle's pointer mode says.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn reduce_ex_c(
    h: *mut OxblasHandle,
    what: &str,
    op: ReduceOp,
    n: i64,
    batch: i64,
    x: Operand,
    incx: i64,
    x_type: CDatatype,
    y: Option<(Operand, i64, CDatatype)>,
    result: *mut std::ffi::c_void,
    result_type: CDatatype,
    execution_type: CDatatype,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let y_type = y.map_or(0, |(_, _, t)| t);
            let (dtype, result_dtype) =
                crate::level1::ex::resolve(op, x_type, y_type, result_type, execution_type)?;
            if n < 0 {
                return Err(Error::new(Status::InvalidSize, format!("n = {n} < 0")));
            }
            if batch < 0 {
                return Err(Error::new(
                    Status::InvalidSize,
                    format!("batch_count = {batch} < 0"),
                ));
            }
            let result = match s.h.pointer_mode() {
                PointerMode::Host => ResultArg::Host(result.cast()),
                PointerMode::Device => ResultArg::Device(DevicePtr(result as u64)),
            };
            let c = ReduceCall {
                op,
                dtype,
                result_dtype,
                ex: true,
                n,
                batch,
                x: VectorDesc { at: x, inc: incx },
                y: y.map_or(VectorDesc::NONE, |(at, inc, _)| VectorDesc { at, inc }),
                result,
                index_bytes: 8,
                shape: std::cell::OnceCell::new(),
            };
            // SAFETY: the exports pass the caller's pointers with the sizes, increments, types
            // and pointer mode that describe them (their contract, from oxblas.h); `resolve`
            // made the element and result types those the datatype arguments name.
            unsafe { reduce(&mut s.h, &c) }
        })
    })
}

/// alpha or beta of the handle's pointer mode: the value read from host memory, or the device
/// address. Null is `invalid_pointer`, except in a size query, where nothing is read.
unsafe fn scalar<T: Scalar>(s: &HandleState, p: *const T, name: &str) -> Result<ScalarDesc> {
    if p.is_null() {
        if s.h.is_device_memory_size_query() {
            return Ok(ScalarDesc::value(1.0, 0.0));
        }
        return Err(Error::new(Status::InvalidPointer, format!("null {name}")));
    }
    Ok(match s.h.pointer_mode() {
        PointerMode::Host => {
            // SAFETY: host pointer mode: `p` points to one T in host memory (the contract).
            let c = unsafe { p.read() }.to_c64();
            ScalarDesc::value(c.re, c.im)
        }
        PointerMode::Device => ScalarDesc::device(p as u64),
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn gemv_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    trans: COperation,
    m: i64,
    n: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    x: Operand,
    incx: i64,
    beta: *const T,
    y: Operand,
    incy: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let c = GemvCall {
                    dtype: T::DTYPE,
                    trans: trans_code(trans),
                    m,
                    n,
                    batch,
                    alpha: scalar(s, alpha, "alpha")?,
                    beta: scalar(s, beta, "beta")?,
                    a: MatrixDesc { at: a, ld: lda },
                    x: VectorDesc { at: x, inc: incx },
                    y: VectorDesc { at: y, inc: incy },
                };
                gemv(&mut s.h, &c)
            })
        }
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn symv_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    kind: SymvKind,
    uplo: CFill,
    n: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    x: Operand,
    incx: i64,
    beta: *const T,
    y: Operand,
    incy: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let c = SymvCall {
                    dtype: T::DTYPE,
                    kind,
                    uplo: uplo_code(uplo),
                    n,
                    batch,
                    alpha: scalar(s, alpha, "alpha")?,
                    beta: scalar(s, beta, "beta")?,
                    a: MatrixDesc { at: a, ld: lda },
                    x: VectorDesc { at: x, inc: incx },
                    y: VectorDesc { at: y, inc: incy },
                };
                symv(&mut s.h, &c)
            })
        }
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn tri_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    op: TriOp,
    uplo: CFill,
    trans: COperation,
    diag: CDiagonal,
    n: i64,
    k: i64,
    a: Operand,
    lda: i64,
    x: Operand,
    incx: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                // TriCall::validate checks the codes, then the sizes (rocBLAS's order).
                let c = TriCall {
                    dtype: T::DTYPE,
                    op,
                    uplo: uplo_code(uplo),
                    trans: trans_code(trans),
                    diag: diag_code(diag),
                    n,
                    k,
                    batch,
                    a: MatrixDesc { at: a, ld: lda },
                    x: VectorDesc { at: x, inc: incx },
                    inv: None,
                };
                tri(&mut s.h, &c)
            })
        }
    })
}

/// `trsv_ex`: `trsv` with the caller's inverted diagonal blocks `inv` (null: none) of
/// `inv_size` elements each (rocBLAS's `invA`, `invA_size`; too small: ignored,
/// `perf_degraded`).
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn trsv_ex_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    uplo: CFill,
    trans: COperation,
    diag: CDiagonal,
    n: i64,
    a: Operand,
    lda: i64,
    x: Operand,
    incx: i64,
    inv: Operand,
    inv_size: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let c = TriCall {
                    dtype: T::DTYPE,
                    op: TriOp::Trsv,
                    uplo: uplo_code(uplo),
                    trans: trans_code(trans),
                    diag: diag_code(diag),
                    n,
                    k: 0,
                    batch,
                    a: MatrixDesc { at: a, ld: lda },
                    x: VectorDesc { at: x, inc: incx },
                    inv: Some(InvA {
                        at: inv,
                        size: inv_size,
                    }),
                };
                tri(&mut s.h, &c)
            })
        }
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn gemm_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    trans_a: COperation,
    trans_b: COperation,
    m: i64,
    n: i64,
    k: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    beta: *const T,
    c: Operand,
    ldc: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut call = GemmCall {
                    dtype: T::DTYPE,
                    trans_a: trans_code(trans_a),
                    trans_b: trans_code(trans_b),
                    m,
                    n,
                    k,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    beta: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    c: MatrixDesc { at: c, ld: ldc },
                };
                // rocBLAS's order: enumerations and sizes, then the empty quick return (which
                // reads no scalar, so null ones are fine there), then the scalars.
                call.validate()?;
                if !call.is_empty() {
                    call.beta = scalar(s, beta, "beta")?;
                    call.alpha = scalar(s, alpha, "alpha")?;
                }
                gemm(&mut s.h, &call)
            })
        }
    })
}

// ---- gemm_ex family

/// `oxblas_gemm_algo`: rocBLAS's `rocblas_gemm_algo` values (0 standard, 1 solution index).
pub(crate) type CGemmAlgo = i32;

/// alpha or beta of gemm_ex: one value of the compute type, read from host memory in the host
/// pointer mode, else its device address. Null: `invalid_pointer`, except in a size query and
/// where the call does not need the scalar (`optional`: alpha when k = 0).
unsafe fn scalar_ex(
    s: &HandleState,
    p: *const std::ffi::c_void,
    compute: DType,
    name: &str,
    optional: bool,
) -> Result<ScalarDesc> {
    if p.is_null() {
        if s.h.is_device_memory_size_query() || optional {
            return Ok(ScalarDesc::value(0.0, 0.0));
        }
        return Err(Error::new(Status::InvalidPointer, format!("null {name}")));
    }
    Ok(match s.h.pointer_mode() {
        PointerMode::Host => {
            // SAFETY: host pointer mode: `p` points to one value of the compute type in host
            // memory (the contract).
            let c = unsafe {
                match compute {
                    DType::F16 => p.cast::<half::f16>().read_unaligned().to_c64(),
                    DType::BF16 => p.cast::<half::bf16>().read_unaligned().to_c64(),
                    DType::F32 => p.cast::<f32>().read_unaligned().to_c64(),
                    DType::F64 => p.cast::<f64>().read_unaligned().to_c64(),
                    DType::C32 => p.cast::<num_complex::Complex32>().read_unaligned().to_c64(),
                    DType::C64 => p.cast::<num_complex::Complex64>().read_unaligned(),
                }
            };
            ScalarDesc::value(c.re, c.im)
        }
        PointerMode::Device => ScalarDesc::device(p as u64),
    })
}

/// `gemm_ex` and its batched forms: rocBLAS's check order (rust/level3/gemm_ex.rs): the
/// enumerations, sizes, in-place rules and the type combination, then the empty quick return
/// (which reads no scalar), then the scalars of the compute type, then the matrices.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn gemm_ex_c(
    h: *mut OxblasHandle,
    what: &str,
    trans_a: COperation,
    trans_b: COperation,
    m: i64,
    n: i64,
    k: i64,
    alpha: *const std::ffi::c_void,
    a: Operand,
    a_type: CDatatype,
    lda: i64,
    b: Operand,
    b_type: CDatatype,
    ldb: i64,
    beta: *const std::ffi::c_void,
    c: Operand,
    c_type: CDatatype,
    ldc: i64,
    d: Operand,
    d_type: CDatatype,
    ldd: i64,
    batch: i64,
    compute_type: CDatatype,
    algo: CGemmAlgo,
    solution_index: i32,
    flags: u32,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut call = GemmExCall {
                    a_type,
                    b_type,
                    c_type,
                    d_type,
                    compute_type,
                    trans_a: trans_code(trans_a),
                    trans_b: trans_code(trans_b),
                    m,
                    n,
                    k,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    beta: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    c: MatrixDesc { at: c, ld: ldc },
                    d: MatrixDesc { at: d, ld: ldd },
                    algo,
                    solution_index,
                    flags,
                };
                call.validate()?;
                if !call.is_empty() {
                    let compute = call.types()?.compute;
                    call.beta = scalar_ex(s, beta, compute, "beta", false)?;
                    call.alpha = scalar_ex(s, alpha, compute, "alpha", k == 0)?;
                }
                gemm_ex(&mut s.h, &call)
            })
        }
    })
}

// ---- level-3 triangular family (trsm, trsm_ex, trmm, trtri)

/// `oxblas_side`: 141 left, 142 right (rocBLAS's values).
pub(crate) type CSide = i32;

fn side_code(v: CSide) -> crate::launch::Side {
    match v {
        141 => crate::launch::Side::Left,
        142 => crate::launch::Side::Right,
        _ => crate::launch::Side { repr: BAD_CODE },
    }
}

/// `trsm` (`inv` None) and `trsm_ex` (the caller's invA, null: none, `inv_size` elements each).
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn trsm_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    side: CSide,
    uplo: CFill,
    trans: COperation,
    diag: CDiagonal,
    m: i64,
    n: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    inv: Option<(Operand, i64)>,
    batch: i64,
) -> Status {
    use crate::level3::trsm::{trsm, TrsmCall, TrsmInv};
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut c = TrsmCall {
                    dtype: T::DTYPE,
                    side: side_code(side),
                    uplo: uplo_code(uplo),
                    trans: trans_code(trans),
                    diag: diag_code(diag),
                    m,
                    n,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    inv: inv.map(|(at, size)| TrsmInv::caller(at, size)),
                };
                // rocBLAS's order: codes and sizes, the empty quick return, then alpha.
                c.validate()?;
                if !c.is_empty() {
                    c.alpha = scalar(s, alpha, "alpha")?;
                }
                trsm(&mut s.h, &c)
            })
        }
    })
}

/// `trmm` (in place when C is B).
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn trmm_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    side: CSide,
    uplo: CFill,
    trans: COperation,
    diag: CDiagonal,
    m: i64,
    n: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    c: Operand,
    ldc: i64,
    batch: i64,
) -> Status {
    use crate::level3::trmm::{trmm, TrmmCall};
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut call = TrmmCall {
                    dtype: T::DTYPE,
                    side: side_code(side),
                    uplo: uplo_code(uplo),
                    trans: trans_code(trans),
                    diag: diag_code(diag),
                    m,
                    n,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    c: MatrixDesc { at: c, ld: ldc },
                };
                call.validate()?;
                if !call.is_quick_return() {
                    call.alpha = scalar(s, alpha, "alpha")?;
                }
                trmm(&mut s.h, &call)
            })
        }
    })
}

/// `trtri` (A and invA must not overlap).
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn trtri_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    uplo: CFill,
    diag: CDiagonal,
    n: i64,
    a: Operand,
    lda: i64,
    inv: Operand,
    ldinv: i64,
    batch: i64,
) -> Status {
    use crate::level3::trtri::{trtri, TrtriCall};
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let c = TrtriCall {
                    dtype: T::DTYPE,
                    uplo: uplo_code(uplo),
                    diag: diag_code(diag),
                    n,
                    batch,
                    a: MatrixDesc { at: a, ld: lda },
                    inv: MatrixDesc { at: inv, ld: ldinv },
                };
                trtri(&mut s.h, &c)
            })
        }
    })
}

// ---- the symmetric/Hermitian level 3 (syrk, herk, syr2k, her2k, syrkx, herkx, symm, hemm)
// (`CSide`: the triangular family's, above.)

pub(crate) use crate::level3::syrk::RankKind;

/// alpha of the rank-k family: a null alpha is allowed when k = 0 (rocBLAS reads it only
/// when there is a product to scale).
unsafe fn alpha_or_zero<S: Scalar>(s: &HandleState, p: *const S, k: i64) -> Result<ScalarDesc> {
    if p.is_null() && k == 0 {
        return Ok(ScalarDesc::value(0.0, 0.0));
    }
    // SAFETY: the caller's contract (host or device memory per the pointer mode).
    unsafe { scalar(s, p, "alpha") }
}

/// syrk, herk, syr2k, her2k, syrkx, herkx: alpha and beta are `SA`/`SB` (the element type, or
/// its real type where rocBLAS has real scalars); syrk/herk pass A as B.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn rank_k_c<T: Scalar, SA: Scalar, SB: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    kind: RankKind,
    uplo: CFill,
    trans: COperation,
    n: i64,
    k: i64,
    alpha: *const SA,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    beta: *const SB,
    c: Operand,
    ldc: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut call = crate::level3::syrk::RankKCall {
                    dtype: T::DTYPE,
                    kind,
                    uplo: uplo_code(uplo),
                    trans: trans_code(trans),
                    n,
                    k,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    beta: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    c: MatrixDesc { at: c, ld: ldc },
                };
                // rocBLAS's order: enumerations and sizes, the empty quick return (no scalar
                // read), then the scalars.
                call.validate()?;
                if !call.is_empty() {
                    call.beta = scalar(s, beta, "beta")?;
                    call.alpha = alpha_or_zero(s, alpha, k)?;
                }
                crate::level3::syrk::rank_k(&mut s.h, &call)
            })
        }
    })
}

/// symm and hemm.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn symm_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    hermitian: bool,
    side: CSide,
    uplo: CFill,
    m: i64,
    n: i64,
    alpha: *const T,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    beta: *const T,
    c: Operand,
    ldc: i64,
    batch: i64,
) -> Status {
    use crate::level3::Side;
    ffi_status(what, || {
        // SAFETY: the caller's contract (oxblas.h): live handle, pointers of the documented kind.
        unsafe {
            with_state(h, what, |s| {
                let mut call = crate::level3::symm::SymmCall {
                    dtype: T::DTYPE,
                    hermitian,
                    side: match side {
                        141 => Some(Side::Left),
                        142 => Some(Side::Right),
                        _ => None,
                    },
                    uplo: uplo_code(uplo),
                    m,
                    n,
                    batch,
                    alpha: ScalarDesc::value(1.0, 0.0),
                    beta: ScalarDesc::value(1.0, 0.0),
                    a: MatrixDesc { at: a, ld: lda },
                    b: MatrixDesc { at: b, ld: ldb },
                    c: MatrixDesc { at: c, ld: ldc },
                };
                call.validate()?;
                if !call.is_empty() {
                    call.beta = scalar(s, beta, "beta")?;
                    call.alpha = scalar(s, alpha, "alpha")?;
                }
                crate::level3::symm::symm(&mut s.h, &call)
            })
        }
    })
}

// ---- solver

use crate::solver::chol::{PotrfCall, PotrsCall};
pub(crate) use crate::solver::lu::LuKind;
use crate::solver::lu::{GetrfCall, GetrsCall, LaswpCall};

/// getrf, getf2, getrf_npvt (`ipiv` null for npvt). The pivot array of a batch is one array,
/// entry `b` at `b·stride_p` (rocSOLVER's `strideP`, also for pointer-array batches).
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getrf_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    kind: LuKind,
    m: i64,
    n: i64,
    a: Operand,
    lda: i64,
    ipiv: *mut i32,
    stride_p: i64,
    info: *mut i32,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let call = GetrfCall {
                dtype: T::DTYPE,
                kind,
                m,
                n,
                batch,
                a: MatrixDesc { at: a, ld: lda },
                ipiv: strided(ipiv, stride_p),
                info: info as u64,
            };
            // SAFETY: the caller's contract (oxblas.h): A, ipiv and info hold what the sizes,
            // strides and batch count say, in the handle's device memory.
            unsafe { crate::solver::run(&mut s.h, &call) }
        })
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getrs_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    trans: COperation,
    n: i64,
    nrhs: i64,
    a: Operand,
    lda: i64,
    ipiv: *const i32,
    stride_p: i64,
    b: Operand,
    ldb: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let call = GetrsCall {
                dtype: T::DTYPE,
                trans: trans_code(trans),
                n,
                nrhs,
                batch,
                a: MatrixDesc { at: a, ld: lda },
                ipiv: strided(ipiv, stride_p),
                b: MatrixDesc { at: b, ld: ldb },
            };
            // SAFETY: as getrf_c.
            unsafe { crate::solver::run(&mut s.h, &call) }
        })
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn potrf_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    unblocked: bool,
    uplo: CFill,
    n: i64,
    a: Operand,
    lda: i64,
    info: *mut i32,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let call = PotrfCall {
                dtype: T::DTYPE,
                unblocked,
                uplo: uplo_code(uplo),
                n,
                batch,
                a: MatrixDesc { at: a, ld: lda },
                info: info as u64,
            };
            // SAFETY: as getrf_c.
            unsafe { crate::solver::run(&mut s.h, &call) }
        })
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn potrs_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    uplo: CFill,
    n: i64,
    nrhs: i64,
    a: Operand,
    lda: i64,
    b: Operand,
    ldb: i64,
    batch: i64,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let call = PotrsCall {
                dtype: T::DTYPE,
                uplo: uplo_code(uplo),
                n,
                nrhs,
                batch,
                a: MatrixDesc { at: a, ld: lda },
                b: MatrixDesc { at: b, ld: ldb },
            };
            // SAFETY: as getrf_c.
            unsafe { crate::solver::run(&mut s.h, &call) }
        })
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn laswp_c<T: Scalar>(
    h: *mut OxblasHandle,
    what: &str,
    n: i64,
    a: *mut T,
    lda: i64,
    k1: i64,
    k2: i64,
    ipiv: *const i32,
    incp: i64,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            let call = LaswpCall {
                dtype: T::DTYPE,
                n,
                a: MatrixDesc {
                    at: strided(a, 0),
                    ld: lda,
                },
                k1,
                k2,
                ipiv: ipiv as u64,
                incp,
            };
            // SAFETY: as getrf_c; every pivot names a row of A (the caller's contract).
            unsafe { crate::solver::run(&mut s.h, &call) }
        })
    })
}
