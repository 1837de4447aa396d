//! The mixed-precision reductions of rocBLAS: `dot_ex`, `dotc_ex` and `nrm2_ex` (plain, batched,
//! strided-batched), whose element, result and execution types are arguments, and the
//! half-precision dots `hdot` (f16) and `bfdot` (bf16), which are [`Handle::dot`] on
//! `half::f16` / `half::bf16`.
//!
//! The type combinations are rocBLAS's (library/src/blas_ex/rocblas_dot_ex_template.hpp and
//! rocblas_nrm2_ex_template.hpp), no more:
//!
//! | routine            | x, y | result | execution |
//! |--------------------|------|--------|-----------|
//! | dot_ex, dotc_ex    | f16  | f16    | f16 or f32 |
//! |                    | bf16 | bf16   | f32       |
//! |                    | f32  | f32    | f32       |
//! |                    | f32  | f64    | f64       |
//! |                    | f64  | f64    | f64       |
//! |                    | c32  | c32    | c32       |
//! |                    | c64  | c64    | c64       |
//! | nrm2_ex            | f16  | f16    | f32       |
//! |                    | bf16 | bf16   | f32       |
//! |                    | f32  | f32    | f32       |
//! |                    | f64  | f64    | f64       |
//! |                    | c32  | f32    | f32       |
//! |                    | c64  | f64    | f64       |
//!
//! Any other combination is `not_implemented` (as in rocBLAS); the C ABI logs it. The typed
//! Rust API takes the combination as type parameters bounded by [`DotEx`] / [`Nrm2Ex`], which
//! are implemented for exactly these rows, so an unsupported one does not compile.
//!
//! Accumulation: every backend accumulates in f64 (complex f64) whatever the execution type,
//! as the other reductions do, and rounds once to the result type. That is at least as accurate
//! as rocBLAS's f32 (or, for f16 execution and `hdot`, f16) accumulation, whose summation order
//! is not reproducible anyway; and squares of f16/bf16 values can neither overflow nor
//! underflow in f64, so `nrm2_ex` on them needs no scaling (f32/f64 keep Blue's algorithm).
//!
//! Workspace: the formulas of the other reductions (`docs/memory-model.md`, level-1
//! workspace): f64 partials per block, plus `batch` results of the result type staged for
//! results to host memory.

use num_complex::{Complex32, Complex64};

use super::{ReduceTypes, ResultArg};
use crate::handle::Handle;
use crate::launch::ReduceOp;
use crate::memory::{DeviceSlice, DeviceSliceMut};
use crate::operands::Vectors;
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar};
use half::{bf16, f16};

/// rocBLAS's `rocblas_datatype` (the values of `rocblas_datatype_f16_r` ...), for the types
/// oxblas has.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Datatype {
    /// `rocblas_datatype_f16_r`.
    F16R = 150,
    /// `rocblas_datatype_f32_r`.
    F32R = 151,
    /// `rocblas_datatype_f64_r`.
    F64R = 152,
    /// `rocblas_datatype_f16_c` (no routine takes it).
    F16C = 153,
    /// `rocblas_datatype_f32_c`.
    F32C = 154,
    /// `rocblas_datatype_f64_c`.
    F64C = 155,
    /// `rocblas_datatype_bf16_r`.
    BF16R = 168,
    /// `rocblas_datatype_bf16_c` (no routine takes it).
    BF16C = 169,
}

impl Datatype {
    /// The code of an element type.
    pub fn of(dtype: DType) -> Datatype {
        match dtype {
            DType::F16 => Datatype::F16R,
            DType::BF16 => Datatype::BF16R,
            DType::F32 => Datatype::F32R,
            DType::F64 => Datatype::F64R,
            DType::C32 => Datatype::F32C,
            DType::C64 => Datatype::F64C,
        }
    }
}

/// The element and result types of `op` with the rocBLAS datatype codes `x`, `y` (dot only),
/// `result` and `exec`: `not_implemented` for a combination rocBLAS does not offer (unknown
/// codes included).
pub fn resolve(op: ReduceOp, x: i32, y: i32, result: i32, exec: i32) -> Result<(DType, DType)> {
    use Datatype as D;
    const F16: i32 = D::F16R as i32;
    const BF16: i32 = D::BF16R as i32;
    const F32: i32 = D::F32R as i32;
    const F64: i32 = D::F64R as i32;
    const C32: i32 = D::F32C as i32;
    const C64: i32 = D::F64C as i32;
    let types = match op {
        ReduceOp::Dot | ReduceOp::Dotc if x == y => match (x, result, exec) {
            (F16, F16, F16 | F32) => Some((DType::F16, DType::F16)),
            (BF16, BF16, F32) => Some((DType::BF16, DType::BF16)),
            (F32, F32, F32) => Some((DType::F32, DType::F32)),
            (F32, F64, F64) => Some((DType::F32, DType::F64)),
            (F64, F64, F64) => Some((DType::F64, DType::F64)),
            (C32, C32, C32) => Some((DType::C32, DType::C32)),
            (C64, C64, C64) => Some((DType::C64, DType::C64)),
            _ => None,
        },
        ReduceOp::Nrm2 => match (x, result, exec) {
            (F16, F16, F32) => Some((DType::F16, DType::F16)),
            (BF16, BF16, F32) => Some((DType::BF16, DType::BF16)),
            (F32, F32, F32) => Some((DType::F32, DType::F32)),
            (F64, F64, F64) => Some((DType::F64, DType::F64)),
            (C32, F32, F32) => Some((DType::C32, DType::F32)),
            (C64, F64, F64) => Some((DType::C64, DType::F64)),
            _ => None,
        },
        _ => None,
    };
    match types {
        Some(t) => Ok(t),
        None if op.has_y() => bail!(
            Status::NotImplemented,
            "{}_ex: x_type {x}, y_type {y}, result_type {result}, execution_type {exec} is not \
             a supported combination",
            op.name()
        ),
        None => bail!(
            Status::NotImplemented,
            "{}_ex: x_type {x}, result_type {result}, execution_type {exec} is not a supported \
             combination",
            op.name()
        ),
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
    impl Sealed for num_complex::Complex32 {}
    impl Sealed for num_complex::Complex64 {}
}

/// A `dot_ex`/`dotc_ex` combination rocBLAS supports: x and y of `Self`, results of `R`,
/// execution type `E` (see the module documentation for the table).
pub trait DotEx<R: Scalar, E: Scalar>: Scalar + sealed::Sealed {}
/// An `nrm2_ex` combination rocBLAS supports: x of `Self`, results of `R`, execution type `E`.
pub trait Nrm2Ex<R: Scalar, E: Scalar>: Scalar + sealed::Sealed {}

impl DotEx<f16, f16> for f16 {}
impl DotEx<f16, f32> for f16 {}
impl DotEx<bf16, f32> for bf16 {}
impl DotEx<f32, f32> for f32 {}
impl DotEx<f64, f64> for f32 {}
impl DotEx<f64, f64> for f64 {}
impl DotEx<Complex32, Complex32> for Complex32 {}
impl DotEx<Complex64, Complex64> for Complex64 {}

impl Nrm2Ex<f16, f32> for f16 {}
impl Nrm2Ex<bf16, f32> for bf16 {}
impl Nrm2Ex<f32, f32> for f32 {}
impl Nrm2Ex<f64, f64> for f64 {}
impl Nrm2Ex<f32, f32> for Complex32 {}
impl Nrm2Ex<f64, f64> for Complex64 {}

/// The rocBLAS codes of a typed combination.
fn codes<T: Scalar, R: Scalar, E: Scalar>() -> (i32, i32, i32) {
    (
        Datatype::of(T::DTYPE) as i32,
        Datatype::of(R::DTYPE) as i32,
        Datatype::of(E::DTYPE) as i32,
    )
}

impl Handle {
    /// The one typed path of the `_ex` reductions: the combination through [`resolve`] (the
    /// table the C ABI uses too), then the common reduction call.
    #[allow(clippy::too_many_arguments)]
    fn reduce_ex<T: Scalar, R: Scalar, E: Scalar>(
        &mut self,
        op: ReduceOp,
        n: usize,
        x: Vectors<'_, T>,
        incx: i64,
        y: Option<(Vectors<'_, T>, i64)>,
        result: ResultArg,
        result_len: usize,
    ) -> Result<()> {
        let (tx, tr, te) = codes::<T, R, E>();
        let (dtype, result_dtype) = resolve(op, tx, tx, tr, te)?;
        let types = ReduceTypes {
            dtype,
            result_dtype,
            ex: true,
            index_bytes: 8,
        };
        // SAFETY: the results hold `result_len` values of R, the result type `resolve` returned
        // (R's own code).
        unsafe { self.reduce_slices(op, types, n, x, incx, y, result, result_len) }
    }
}

macro_rules! dot_ex_routines {
    ($op:expr, $name:ident, $batched:ident, $device:ident, $what:literal) => {
        impl Handle {
            #[doc = concat!("`", $what, "` of one pair of vectors of `T`, result of `R`, execution type `E` ")]
            #[doc = "(a combination of [`DotEx`]). Waits for the result."]
            pub fn $name<T: DotEx<R, E>, R: Scalar, E: Scalar>(
                &mut self,
                n: usize,
                x: &DeviceSlice<'_, T>,
                incx: i64,
                y: &DeviceSlice<'_, T>,
                incy: i64,
            ) -> Result<R> {
                let mut out = [R::default()];
                self.$batched::<T, R, E>(n, Vectors::One(*x), incx, Vectors::One(*y), incy, &mut out)?;
                Ok(out[0])
            }

            #[doc = concat!("`", $what, "` of each pair of a batch (strided or pointer array), results to host memory.")]
            pub fn $batched<T: DotEx<R, E>, R: Scalar, E: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                y: Vectors<'_, T>,
                incy: i64,
                results: &mut [R],
            ) -> Result<()> {
                let len = results.len();
                let dst = ResultArg::Host(results.as_mut_ptr().cast());
                self.reduce_ex::<T, R, E>($op, n, x, incx, Some((y, incy)), dst, len)
            }

            #[doc = concat!("`", $what, "` with results to device memory; returns without waiting.")]
            pub fn $device<T: DotEx<R, E>, R: Scalar, E: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                y: Vectors<'_, T>,
                incy: i64,
                results: &mut DeviceSliceMut<'_, R>,
            ) -> Result<()> {
                let len = results.len();
                let dst = ResultArg::Device(results.ptr());
                self.reduce_ex::<T, R, E>($op, n, x, incx, Some((y, incy)), dst, len)
            }
        }
    };
}

dot_ex_routines!(
    ReduceOp::Dot,
    dot_ex,
    dot_ex_batched,
    dot_ex_device,
    "dot_ex"
);
dot_ex_routines!(
    ReduceOp::Dotc,
    dotc_ex,
    dotc_ex_batched,
    dotc_ex_device,
    "dotc_ex"
);

impl Handle {
    /// `nrm2_ex` of one vector of `T`, result of `R`, execution type `E` (a combination of
    /// [`Nrm2Ex`]). Waits for the result.
    pub fn nrm2_ex<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>(
        &mut self,
        n: usize,
        x: &DeviceSlice<'_, T>,
        incx: i64,
    ) -> Result<R> {
        let mut out = [R::default()];
        self.nrm2_ex_batched::<T, R, E>(n, Vectors::One(*x), incx, &mut out)?;
        Ok(out[0])
    }

    /// `nrm2_ex` of each vector of a batch (strided or pointer array), results to host memory.
    pub fn nrm2_ex_batched<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>(
        &mut self,
        n: usize,
        x: Vectors<'_, T>,
        incx: i64,
        results: &mut [R],
    ) -> Result<()> {
        let len = results.len();
        let dst = ResultArg::Host(results.as_mut_ptr().cast());
        self.reduce_ex::<T, R, E>(ReduceOp::Nrm2, n, x, incx, None, dst, len)
    }

    /// `nrm2_ex` with results to device memory; returns without waiting.
    pub fn nrm2_ex_device<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>(
        &mut self,
        n: usize,
        x: Vectors<'_, T>,
        incx: i64,
        results: &mut DeviceSliceMut<'_, R>,
    ) -> Result<()> {
        let len = results.len();
        let dst = ResultArg::Device(results.ptr());
        self.reduce_ex::<T, R, E>(ReduceOp::Nrm2, n, x, incx, None, dst, len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every typed combination is a row of the table, with the result type its `R`.
    #[test]
    fn typed_combinations_are_rows_of_the_table() {
        fn dot<T: DotEx<R, E>, R: Scalar, E: Scalar>() {
            let (x, r, e) = codes::<T, R, E>();
            for op in [ReduceOp::Dot, ReduceOp::Dotc] {
                assert_eq!(resolve(op, x, x, r, e).unwrap(), (T::DTYPE, R::DTYPE));
            }
        }
        fn nrm2<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>() {
            let (x, r, e) = codes::<T, R, E>();
            assert_eq!(
                resolve(ReduceOp::Nrm2, x, 0, r, e).unwrap(),
                (T::DTYPE, R::DTYPE)
            );
        }
        dot::<f16, f16, f16>();
        dot::<f16, f16, f32>();
        dot::<bf16, bf16, f32>();
        dot::<f32, f32, f32>();
        dot::<f32, f64, f64>();
        dot::<f64, f64, f64>();
        dot::<Complex32, Complex32, Complex32>();
        dot::<Complex64, Complex64, Complex64>();
        nrm2::<f16, f16, f32>();
        nrm2::<bf16, bf16, f32>();
        nrm2::<f32, f32, f32>();
        nrm2::<f64, f64, f64>();
        nrm2::<Complex32, f32, f32>();
        nrm2::<Complex64, f64, f64>();
    }

    /// The table has exactly 8 dot rows and 6 nrm2 rows among all code combinations.
    #[test]
    fn nothing_else_resolves() {
        let all = [150, 151, 152, 153, 154, 155, 160, 168, 169, 0, -1];
        let (mut dots, mut nrms) = (0, 0);
        for x in all {
            for y in all {
                for r in all {
                    for e in all {
                        if resolve(ReduceOp::Dot, x, y, r, e).is_ok() {
                            dots += 1;
                            assert!(
                                resolve(ReduceOp::Dotc, x, y, r, e).is_ok(),
                                "dotc takes dot's rows"
                            );
                        }
                        if y == 0 && resolve(ReduceOp::Nrm2, x, y, r, e).is_ok() {
                            nrms += 1;
                        }
                    }
                }
            }
        }
        assert_eq!((dots, nrms), (8, 6));
        let e = resolve(ReduceOp::Dot, 150, 168, 150, 151).unwrap_err();
        assert_eq!(e.status(), Status::NotImplemented);
        for op in [ReduceOp::Asum, ReduceOp::Iamax, ReduceOp::Iamin] {
            assert!(resolve(op, 151, 151, 151, 151).is_err());
        }
    }
}
