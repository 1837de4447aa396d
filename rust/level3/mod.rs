//! Level 3: `gemm` for `f32`, `f64`, `Complex32`, `Complex64` and `f16` (hgemm: products
//! accumulated in f32, rounded once); plain, strided-batched and
//! pointer-array batched (one function: the batch form is the operands' [`Matrices`] /
//! [`MatricesMut`] variant); alpha and beta from the host or from device memory ([`ScalarArg`]).
//!
//! Conventions (rocBLAS's `rocblas_gemm_arg_check`):
//! * Argument errors in this order: transA/transB (`invalid_value`), negative m, n, k or batch
//!   count (`invalid_size`), a leading dimension below the rows its matrix stores (`lda` < m
//!   or k, `ldb` < k or n, `ldc` < m: `invalid_size`), then pointers (`invalid_pointer`).
//! * Quick return (success, nothing touched, no pointer checked): m, n or the batch count 0;
//!   host beta = 1 with k = 0 or host alpha = 0.
//! * k = 0 or alpha = 0 (host or device) reads neither A nor B and writes `C = beta·C`;
//!   beta = 0 never reads C, so NaN there does not reach the result.
//! * Only the m×n block of each C is written: padding rows and the memory between strided
//!   batches are left as they were.
//!
//! Workspace: split-K partials when k is large against m·n ([`plan`]); the size query reports
//! them, and a handle with less runs the one-pass kernel and returns `perf_degraded`.

pub mod gemm;
pub mod plan;
// gemm_ex family: mixed-precision gemm (f16/bf16 inputs, f32 compute) and the untyped gemm_ex.
pub mod gemm_ex;
// Level-3 triangular family.
pub(crate) mod tri_common;
pub mod tri_plan;
pub mod trmm;
pub mod trsm;
pub mod trtri;
// The symmetric/Hermitian level 3 (syrk.rs: the rank-k family; symm.rs: symm/hemm).
pub mod symm;
pub mod syrk;

pub use crate::operands::{Matrices, ScalarArg};
pub use crate::types::Transpose;
// The symmetric/Hermitian level 3.
/// The one `Side` of the crate (also `oxblas::Side`): trsm/trmm and symm/hemm share it.
pub use crate::types::Side;
pub use crate::types::Uplo;

use crate::call::RoutineName;
use crate::launch::{MatrixDesc, Operand};
use crate::memory::{DevicePointerArrayMut, DeviceSliceMut};
use crate::operands::matrix_span;
use crate::status::{bail, Result, Status};
use crate::types::DeviceCopy;

/// Matrices a routine writes (C of gemm), column-major: one, a strided batch, or a batch of
/// pointers. The leading dimension is the routine's argument.
pub enum MatricesMut<'a, 'b, T: DeviceCopy> {
    /// One matrix.
    One(&'b mut DeviceSliceMut<'a, T>),
    /// `count` matrices, the `b`-th starting `b * stride` elements after the first.
    Strided {
        /// The memory holding every matrix of the batch.
        c: &'b mut DeviceSliceMut<'a, T>,
        /// Elements between the starts of consecutive matrices.
        stride: usize,
        /// Number of matrices.
        count: usize,
    },
    /// A device array of pointers, one matrix each.
    Pointers(&'b mut DevicePointerArrayMut<'a, T>),
}

impl<'a, 'b, T: DeviceCopy> From<&'b mut DeviceSliceMut<'a, T>> for MatricesMut<'a, 'b, T> {
    fn from(c: &'b mut DeviceSliceMut<'a, T>) -> Self {
        MatricesMut::One(c)
    }
}

impl<T: DeviceCopy> MatricesMut<'_, '_, T> {
    /// Number of matrices.
    pub fn count(&self) -> usize {
        match self {
            MatricesMut::One(_) => 1,
            MatricesMut::Strided { count, .. } => *count,
            MatricesMut::Pointers(p) => p.batch_count(),
        }
    }

    /// Check that every matrix holds a `rows`×`cols` matrix with leading dimension `ld`; the
    /// kernel operand.
    pub(crate) fn arg(
        &self,
        name: &str,
        rows: usize,
        cols: usize,
        ld: usize,
    ) -> Result<MatrixDesc> {
        let need = matrix_span(rows, cols, ld);
        let (at, have) = match self {
            MatricesMut::One(c) => (Operand::one(c.ptr().0), c.len()),
            MatricesMut::Strided { c, stride, count } => {
                let last = count.saturating_sub(1).saturating_mul(*stride);
                (
                    Operand {
                        addr: c.ptr().0,
                        stride: crate::extent::sat(*stride),
                        is_array: false,
                    },
                    if *count == 0 {
                        usize::MAX
                    } else {
                        c.len().saturating_sub(last)
                    },
                )
            }
            MatricesMut::Pointers(p) => (
                Operand {
                    addr: p.ptr().0,
                    stride: 0,
                    is_array: true,
                },
                p.min_len(),
            ),
        };
        if self.count() > 0 && have < need {
            bail!(
                Status::InvalidSize,
                "{name}: {rows}x{cols} with ld = {ld} needs {need} elements, {have} given"
            );
        }
        Ok(MatrixDesc {
            at,
            ld: crate::extent::sat(ld),
        })
    }
}

/// rocBLAS's pointer check of the products `C = alpha·op(A)·op(B) + beta·C` (gemm, symm/hemm,
/// the rank-k updates, trmm) once past the quick return: C always; A and B unless `only_c`
/// (the call only scales C: k = 0 or a host alpha of 0).
pub(crate) fn product_pointers(
    name: RoutineName,
    only_c: bool,
    a: &MatrixDesc,
    b: &MatrixDesc,
    c: &MatrixDesc,
) -> Result<()> {
    if c.at.is_null() || (!only_c && (a.at.is_null() || b.at.is_null())) {
        bail!(Status::InvalidPointer, "{name}: null matrix");
    }
    Ok(())
}
