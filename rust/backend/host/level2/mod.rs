//! Host references of the level-2 launch descriptors ([`crate::launch`]): `gemv`, `symv`/`hemv`
//! and the triangular family (`trmv`, `tbmv`, `tpmv`, `trsv`).
//!
//! Every GPU result is compared against these, so they favour clarity and accuracy: one generic
//! implementation per routine over the four element types, sums accumulated in f64 (or
//! `Complex64`) and rounded to the element type once per result element, and no element read
//! that the routine's contract says may hold garbage (the other triangle, outside the band, the
//! padding rows of a larger leading dimension, a unit diagonal, y when beta is 0). The
//! workspace paths (gemv's skinny partials, symv's column-block partials, the products' copy of
//! x) follow the GPU's layout, so the workspace is really written and read back.
//!
//! Unknown enumeration codes are `InvalidValue`, as is a zero increment; negative sizes and a
//! leading dimension that is too small are `InvalidSize`; a null operand that must be read is
//! `InvalidPointer`; a workspace descriptor that does not match the sizes is `InternalError`.

pub(crate) mod access;
mod gemv;
mod symv;
mod tri;

#[cfg(test)]
mod testutil;

// The entry points.
pub(crate) use {gemv::run_gemv, symv::run_symv, tri::run_tri};
