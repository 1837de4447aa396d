//! Element types the routines accept, and the plain-old-data marker for device buffers.

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

/// Element type tag shared with the kernels (the discriminants cross the bridge).
#[repr(u32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DType {
    /// `f32`.
    F32 = 0,
    /// `f64`.
    F64 = 1,
    /// `Complex32`.
    C32 = 2,
    /// `Complex64`.
    C64 = 3,
    /// IEEE binary16 (`half::f16`, rocBLAS `rocblas_half`).
    F16 = 4,
    /// bfloat16 (`half::bf16`, rocBLAS `rocblas_bfloat16`).
    BF16 = 5,
}

impl DType {
    /// Bytes of one element.
    pub fn size(self) -> usize {
        match self {
            DType::F16 | DType::BF16 => 2,
            DType::F32 => 4,
            DType::F64 | DType::C32 => 8,
            DType::C64 => 16,
        }
    }
    /// Whether the type is complex (`C32`, `C64`).
    pub fn is_complex(self) -> bool {
        matches!(self, DType::C32 | DType::C64)
    }
    /// Whether the type is one of the four that most BLAS and LAPACK routines take: s (`F32`),
    /// d (`F64`), c (`C32`), z (`C64`).
    pub(crate) fn is_sdcz(self) -> bool {
        matches!(self, DType::F32 | DType::F64 | DType::C32 | DType::C64)
    }
    /// Bytes of the real type (`asum`/`nrm2` results).
    pub fn real_size(self) -> usize {
        match self {
            DType::F16 | DType::BF16 => 2,
            DType::F32 | DType::C32 => 4,
            DType::F64 | DType::C64 => 8,
        }
    }
    /// The launch-descriptor code of this type.
    pub fn code(self) -> crate::launch::DTypeCode {
        crate::launch::DTypeCode { repr: self as u32 }
    }
    /// The type of a launch-descriptor code (`invalid_value` for an unknown one: descriptors
    /// are plain data).
    pub fn from_code(code: crate::launch::DTypeCode) -> crate::Result<DType> {
        use crate::launch::DTypeCode as C;
        Ok(match code {
            C::F32 => DType::F32,
            C::F64 => DType::F64,
            C::C32 => DType::C32,
            C::C64 => DType::C64,
            C::F16 => DType::F16,
            C::BF16 => DType::BF16,
            _ => crate::status::bail!(
                crate::Status::InvalidValue,
                "unknown element type code {}",
                code.repr
            ),
        })
    }
    /// BLAS prefix letter: s, d, c, z; h for f16 (rocBLAS `hdot`, `hgemm`) and b for bf16
    /// (rocBLAS spells that one `bf`, as in `bfdot`).
    pub fn prefix(self) -> char {
        match self {
            DType::F16 => 'h',
            DType::BF16 => 'b',
            DType::F32 => 's',
            DType::F64 => 'd',
            DType::C32 => 'c',
            DType::C64 => 'z',
        }
    }
}

/// Types that may live in device memory: plain data, no drop glue, every bit pattern valid.
///
/// # Safety
/// Implementors must be `Copy`, have no padding-dependent invariants, and accept any bit pattern
/// (device memory is copied byte-wise and may be poisoned by tests).
pub unsafe trait DeviceCopy: Copy + Send + Sync + 'static {}

macro_rules! device_copy {
    ($($t:ty),*) => {
        $(
            // SAFETY: a primitive integer or float, or `Complex<f32/f64>` (repr(C) `{re, im}`,
            // no padding): `Copy`, no drop glue, and every bit pattern is a value (NaNs included).
            unsafe impl DeviceCopy for $t {}
        )*
    };
}
device_copy!(
    u8, i8, u16, i16, u32, i32, u64, i64, usize, isize, f16, bf16, f32, f64, Complex32, Complex64
);

/// The element types of the BLAS routines: the four of every routine, and f16/bf16 of the
/// half-precision ones (`hdot`, `bfdot`, the `_ex` reductions, `hgemm`).
pub trait Scalar: DeviceCopy + PartialEq + std::fmt::Debug + Default {
    /// The type's tag in launch descriptors.
    const DTYPE: DType;
    /// The matching real type (`f32` for `Complex32`).
    type Real: Scalar<Real = Self::Real> + PartialOrd + Into<f64>;
    /// Widen to `Complex64` (for references and accumulation on the host).
    fn to_c64(self) -> Complex64;
    /// Narrow an accumulated value back.
    fn from_c64(v: Complex64) -> Self;
}

impl Scalar for f32 {
    const DTYPE: DType = DType::F32;
    type Real = f32;
    fn to_c64(self) -> Complex64 {
        Complex64::new(self as f64, 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        v.re as f32
    }
}
impl Scalar for f64 {
    const DTYPE: DType = DType::F64;
    type Real = f64;
    fn to_c64(self) -> Complex64 {
        Complex64::new(self, 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        v.re
    }
}
impl Scalar for f16 {
    const DTYPE: DType = DType::F16;
    type Real = f16;
    fn to_c64(self) -> Complex64 {
        Complex64::new(self.to_f64(), 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        f16::from_f64(v.re)
    }
}
impl Scalar for bf16 {
    const DTYPE: DType = DType::BF16;
    type Real = bf16;
    fn to_c64(self) -> Complex64 {
        Complex64::new(self.to_f64(), 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        bf16::from_f64(v.re)
    }
}
impl Scalar for Complex32 {
    const DTYPE: DType = DType::C32;
    type Real = f32;
    fn to_c64(self) -> Complex64 {
        Complex64::new(self.re as f64, self.im as f64)
    }
    fn from_c64(v: Complex64) -> Self {
        Complex32::new(v.re as f32, v.im as f32)
    }
}
impl Scalar for Complex64 {
    const DTYPE: DType = DType::C64;
    type Real = f64;
    fn to_c64(self) -> Complex64 {
        self
    }
    fn from_c64(v: Complex64) -> Self {
        v
    }
}

/// op(A) of the level-2 and level-3 routines (BLAS `trans`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Transpose {
    /// A as it is.
    N,
    /// A transposed.
    T,
    /// A conjugate-transposed (as `T` for real types).
    C,
}

/// Which triangle of a symmetric, Hermitian or triangular matrix is stored and read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Uplo {
    /// The upper triangle (the diagonal and above).
    Upper,
    /// The lower triangle (the diagonal and below).
    Lower,
}

/// Whether a triangular matrix's diagonal is read (`NonUnit`) or taken as ones (`Unit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Diag {
    /// The diagonal is read from the matrix.
    NonUnit,
    /// The diagonal is all ones and is not read.
    Unit,
}

impl Transpose {
    /// The launch-descriptor code of this value.
    pub fn code(self) -> crate::launch::Trans {
        crate::launch::Trans { repr: self as u32 }
    }
    /// BLAS letter.
    pub fn letter(self) -> char {
        ['N', 'T', 'C'][self as usize]
    }
}
impl Uplo {
    /// The launch-descriptor code of this value.
    pub fn code(self) -> crate::launch::Uplo {
        crate::launch::Uplo { repr: self as u32 }
    }
}
impl Diag {
    /// The launch-descriptor code of this value.
    pub fn code(self) -> crate::launch::Diag {
        crate::launch::Diag { repr: self as u32 }
    }
}

// ---- level-3 triangular family (trsm, trmm)
/// Which side of B a triangular matrix multiplies: `op(A)·B` (`Left`) or `B·op(A)` (`Right`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// `op(A)·B`.
    Left,
    /// `B·op(A)`.
    Right,
}

impl Side {
    /// The launch-descriptor code of this value.
    pub fn code(self) -> crate::launch::Side {
        crate::launch::Side { repr: self as u32 }
    }
}
