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

use crate::call::RoutineName;
use crate::launch::{MatrixDesc, Scalar as ScalarDesc, VectorDesc};
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

/// The size checks gemv and symv/hemv share (their enumerations are checked first): no negative
/// dimension or batch count (`dims`, in the order the message names them), `lda >= max(1, rows)`
/// with `rows` the named row count of A, and no zero increment.
pub(crate) fn check_mv_sizes(
    name: RoutineName,
    dims: &[(&str, i64)],
    a: &MatrixDesc,
    rows: (&str, i64),
    x: &VectorDesc,
    y: &VectorDesc,
) -> Result<()> {
    if dims.iter().any(|&(_, v)| v < 0) {
        let dims: Vec<String> = dims.iter().map(|(d, v)| format!("{d} = {v}")).collect();
        bail!(Status::InvalidSize, "{name}: {}", dims.join(", "));
    }
    if a.ld < rows.1.max(1) {
        bail!(
            Status::InvalidSize,
            "{name}: lda = {} < max(1, {} = {})",
            a.ld,
            rows.0,
            rows.1
        );
    }
    if x.inc == 0 || y.inc == 0 {
        bail!(Status::InvalidSize, "{name}: zero increment");
    }
    Ok(())
}

/// gemv and symv/hemv with alpha = 0 and beta = 1 given by the host: y stays as it is (a quick
/// return). Device scalars are never read on the host, so they never make one.
pub(crate) fn leaves_y_alone(alpha: &ScalarDesc, beta: &ScalarDesc) -> bool {
    alpha.is_host_value(0.0) && beta.is_host_value(1.0)
}

/// The pointer checks gemv and symv/hemv share: y is always needed; A and x unless alpha is a
/// host 0 (then they are not read).
pub(crate) fn check_mv_pointers(
    name: RoutineName,
    alpha: &ScalarDesc,
    a: &MatrixDesc,
    x: &VectorDesc,
    y: &VectorDesc,
) -> Result<()> {
    let reads_ax = !alpha.is_host_value(0.0);
    if y.at.is_null() || (reads_ax && (a.at.is_null() || x.at.is_null())) {
        bail!(Status::InvalidPointer, "{name}: null matrix or vector");
    }
    Ok(())
}
