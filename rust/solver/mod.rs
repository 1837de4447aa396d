//! The rocSOLVER part: LU (`getrf`, `getf2`, `getrf_npvt`, `getrs`, `laswp`) and Cholesky
//! (`potrf`, `potf2`, `potrs`) for `f32`, `f64`, `Complex32` and `Complex64`; plain,
//! strided-batched and pointer-array batched (the operands' [`Matrices`] /
//! [`MatricesMut`] variant; `laswp` is plain only, as rocSOLVER's).
//!
//! Conventions (rocSOLVER's):
//! * `ipiv`: 32-bit, 1-based; `ipiv[i] = j` means rows `i` and `j` were interchanged, in
//!   order. Batch entry `b`'s pivots start at `b·stride_p` (also for pointer-array batches).
//!   The pivot of a column is the first row of largest `|re| + |im|` (LAPACK's `i?amax`).
//! * `info`: 32-bit, one per batch entry, set by every call that has it (also on a quick
//!   return): 0, or for LU the 1-based index of the first exactly-zero pivot (the
//!   factorization is completed; U is singular), for Cholesky the order of the first leading
//!   minor that is not positive (the factorization stops; later columns are unspecified).
//!   A singular entry of a batch does not affect the others.
//! * Argument errors: an unsupported element type is `not_implemented`; a bad trans/uplo code
//!   `invalid_value`; negative sizes or a leading dimension below `max(1, rows)`
//!   `invalid_size`; then null pointers `invalid_pointer`. Quick return (m, n, nrhs or the
//!   batch count 0) touches nothing but `info`.
//!
//! Workspace (the handle's memory model, [`plan`]): each call declares one plan, used by the
//! size query and the borrow alike, so `start_device_memory_size_query` → getrf → getrs →
//! `stop` returns exactly what the two calls borrow. The larger triangular solves
//! (`plan::uses_level3`) run level-3 trsm in its own slots nested inside the solver's plan;
//! Cholesky's trailing updates run level-3 syrk/herk in its slots the same way (pointer-array
//! batches: one update block).
//! With less, the same results come from a slower path (block substitution; left-looking
//! Cholesky with potf2 forming its own update) and the call returns `perf_degraded`.
//! Pointer-array batches also need `3·batch` pointers (for the gemm sub-calls); without them
//! the call fails with `memory_error` and writes nothing.

pub mod blocks;
pub mod chol;
pub mod lu;
pub mod plan;

pub use crate::level3::MatricesMut;
pub use crate::operands::Matrices;

use crate::call::RoutineName;
use crate::status::{bail, Result, Status};
use crate::types::DType;

/// The solver's element types: f32, f64, c32, c64.
pub(crate) fn check_dtype(name: RoutineName, dtype: DType) -> Result<()> {
    if !dtype.is_sdcz() {
        bail!(
            Status::NotImplemented,
            "{name}: element type {dtype:?} is not supported"
        );
    }
    Ok(())
}

/// Run (or size) one solver call.
///
/// # Safety
/// The call's addresses are valid for it (matrices, pivots and info hold what the sizes,
/// leading dimensions, strides and batch layout imply), in device memory of `h`'s backend.
pub(crate) unsafe fn run<C: crate::call::Call>(h: &mut crate::Handle, c: &C) -> Result<Status> {
    crate::call::run(h, c)
}
