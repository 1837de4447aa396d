//! Level 2: `gemv`, `symv`, `hemv`, `trmv`, `tbmv`, `tpmv`, `trsv`, `trsv_ex`, for `f32`, `f64`,
//! `Complex32`, `Complex64`; plain, strided-batched and pointer-array batched (one function each:
//! the batch form is the operands' [`Vectors`]/[`Matrices`] variant); alpha and beta from the
//! host or from device memory ([`ScalarArg`]).
//!
//! Conventions (reference BLAS and rocBLAS):
//! * Argument errors in rocBLAS's order: enumerations (`invalid_value`), then sizes
//!   (`invalid_size`: negative dimensions or batch count, `lda` below the rows it must hold,
//!   a zero increment), then pointers (`invalid_pointer`).
//! * Quick return (success, nothing touched): any dimension or the batch count 0; for
//!   gemv/symv/hemv also alpha = 0 and beta = 1 given by the host.
//! * `beta = 0` never reads y (NaN there does not reach the result); `alpha = 0` reads neither
//!   A nor x.
//! * Increments may be negative (element `i` at `(n-1-i)*|inc|`); zero is `invalid_size`.
//! * Only the triangle (band, packed triangle) a routine is told about is ever read, and with
//!   `Diag::Unit` not the diagonal; Hermitian routines never read the diagonal's imaginary part.
//!
//! Workspace, per call (the size query reports the first plan; `docs/memory-model.md` and the
//! README give the formulas): the skinny transposed gemv borrows its column partials (fallback:
//! the general kernel, `perf_degraded`); symv/hemv borrow the partial sums of the reflected
//! triangle (fallback: a kernel that needs none, `perf_degraded`); trmv/tbmv/tpmv borrow a copy
//! of x (no fallback: `memory_error`); trsv borrows one completion counter per batch for its
//! multi-block solve (fallback: one block per batch, `perf_degraded`); `trsv_ex` borrows the same
//! (the caller's inverted diagonal blocks replace the kernel's own inversion, no workspace), and
//! returns `perf_degraded` when its `invA_size` is below `128 n` (the invA is then ignored).

pub mod gemv;
pub mod plan;
pub mod symv;
pub mod tri;

pub use crate::operands::{Matrices, ScalarArg, Vectors, VectorsMut};
pub use crate::types::{Diag, Transpose, Uplo};

use crate::status::{bail, Result, Status};

/// The batch count of a call's operands, which must agree.
pub(crate) fn batch_of(name: &str, counts: &[(&str, usize)]) -> Result<usize> {
    let (first, batch) = counts[0];
    for &(what, c) in &counts[1..] {
        if c != batch {
            bail!(
                Status::InvalidSize,
                "{name}: {first} has {batch} batch entries, {what} has {c}"
            );
        }
    }
    Ok(batch)
}
