//! Element access shared by the level-2 references: the element trait, views of vectors and
//! matrices in "device" memory (host addresses on this backend), scalars, batches and the
//! decoding of the descriptors' open enumerations.
//!
//! The views are built by `unsafe` constructors whose contract is that the memory they describe
//! is valid; their accessors are safe and check every index against the view's extent, so an
//! indexing mistake in a reference is a panic, never an out-of-bounds access.

use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::{Add, AddAssign, Div, Mul, Sub};

use num_complex::{Complex32, Complex64};

use crate::launch::{Diag, Operand, Scalar, Trans, Uplo};
use crate::status::{bail, Result, Status};

/// The accumulator of an element type: `f64` for the real types, `Complex64` for the complex
/// ones (so f32 data is accumulated in f64, and a real computation never picks up the NaN that
/// `inf * 0` would put in the imaginary part of a complex accumulator).
pub(crate) trait Acc:
    Copy
    + Debug
    + PartialEq
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + AddAssign
{
    const ZERO: Self;
    const ONE: Self;
    fn conj(self) -> Self;
}

impl Acc for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    #[inline]
    fn conj(self) -> f64 {
        self
    }
}

impl Acc for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
    const ONE: Complex64 = Complex64::new(1.0, 0.0);
    #[inline]
    fn conj(self) -> Complex64 {
        Complex64::conj(&self)
    }
}

/// One of the four element types, with its accumulator.
pub(crate) trait Elem: crate::types::Scalar {
    type Acc: Acc;
    /// Widen exactly.
    fn widen(self) -> Self::Acc;
    /// Round an accumulated value to the element type (once, at the end).
    fn narrow(a: Self::Acc) -> Self;
    /// Widen the real part of a value (the imaginary part is dropped): the Hermitian diagonal.
    fn widen_re(re: Self::Real) -> Self::Acc;
    /// A scalar passed by value: rounded to the element type first (the GPU sees a `T`), the
    /// imaginary part ignored by the real types.
    fn by_value(re: f64, im: f64) -> Self::Acc {
        Self::from_c64(Complex64::new(re, im)).widen()
    }
}

impl Elem for f32 {
    type Acc = f64;
    fn widen(self) -> f64 {
        self as f64
    }
    fn narrow(a: f64) -> f32 {
        a as f32
    }
    fn widen_re(re: f32) -> f64 {
        re as f64
    }
}

impl Elem for f64 {
    type Acc = f64;
    fn widen(self) -> f64 {
        self
    }
    fn narrow(a: f64) -> f64 {
        a
    }
    fn widen_re(re: f64) -> f64 {
        re
    }
}

impl Elem for Complex32 {
    type Acc = Complex64;
    fn widen(self) -> Complex64 {
        Complex64::new(self.re as f64, self.im as f64)
    }
    fn narrow(a: Complex64) -> Complex32 {
        Complex32::new(a.re as f32, a.im as f32)
    }
    fn widen_re(re: f32) -> Complex64 {
        Complex64::new(re as f64, 0.0)
    }
}

impl Elem for Complex64 {
    type Acc = Complex64;
    fn widen(self) -> Complex64 {
        self
    }
    fn narrow(a: Complex64) -> Complex64 {
        a
    }
    fn widen_re(re: f64) -> Complex64 {
        Complex64::new(re, 0.0)
    }
}

/// Run `$f::<T>($args)` for the element type named by `$dtype`; an unknown code is
/// `InvalidValue`.
macro_rules! dispatch_dtype {
    ($dtype:expr, $f:ident ( $($arg:expr),* )) => {
        match $dtype {
            $crate::launch::DTypeCode::F32 => $f::<f32>($($arg),*),
            $crate::launch::DTypeCode::F64 => $f::<f64>($($arg),*),
            $crate::launch::DTypeCode::C32 => $f::<::num_complex::Complex32>($($arg),*),
            $crate::launch::DTypeCode::C64 => $f::<::num_complex::Complex64>($($arg),*),
            _ => $crate::status::bail!(
                $crate::status::Status::InvalidValue,
                "unknown element type code {}",
                $dtype.repr
            ),
        }
    };
}
pub(crate) use dispatch_dtype;

/// op(A), decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    N,
    T,
    C,
}

impl Op {
    pub(crate) fn decode(t: Trans) -> Result<Op> {
        Ok(match t {
            Trans::N => Op::N,
            Trans::T => Op::T,
            Trans::C => Op::C,
            _ => bail!(Status::InvalidValue, "unknown trans code {}", t.repr),
        })
    }
    /// `v`, conjugated when op is `C`.
    #[inline]
    pub(crate) fn apply<A: Acc>(self, v: A) -> A {
        if self == Op::C {
            v.conj()
        } else {
            v
        }
    }
}

/// `true` for the upper triangle.
pub(crate) fn decode_upper(u: Uplo) -> Result<bool> {
    Ok(match u {
        Uplo::Upper => true,
        Uplo::Lower => false,
        _ => bail!(Status::InvalidValue, "unknown uplo code {}", u.repr),
    })
}

/// `true` for a unit diagonal.
pub(crate) fn decode_unit(d: Diag) -> Result<bool> {
    Ok(match d {
        Diag::NonUnit => false,
        Diag::Unit => true,
        _ => bail!(Status::InvalidValue, "unknown diag code {}", d.repr),
    })
}

/// Refuse a negative size.
pub(crate) fn check_sizes(sizes: &[(&str, i64)]) -> Result<()> {
    for &(name, v) in sizes {
        if v < 0 {
            bail!(Status::InvalidSize, "{name} = {v} is negative");
        }
    }
    Ok(())
}

/// Refuse a zero increment (the front ends reject it; the references must not misbehave on it).
pub(crate) fn check_inc(name: &str, inc: i64) -> Result<()> {
    if inc == 0 {
        bail!(Status::InvalidValue, "inc{name} = 0");
    }
    Ok(())
}

/// Refuse a leading dimension below `min` (itself at least 1).
pub(crate) fn check_ld(name: &str, ld: i64, min: i64) -> Result<()> {
    if ld < min.max(1) {
        bail!(Status::InvalidSize, "{name} = {ld} < {}", min.max(1));
    }
    Ok(())
}

/// The value of alpha or beta as the routine's element type, widened.
///
/// # Safety
/// A non-zero `s.addr` is a valid host address of one element of type `T`.
pub(crate) unsafe fn scalar<T: Elem>(s: &Scalar) -> T::Acc {
    if s.addr == 0 {
        T::by_value(s.re, s.im)
    } else {
        // SAFETY: the caller guarantees one readable `T` at `s.addr`; unaligned reads are fine.
        unsafe { std::ptr::read_unaligned(s.addr as *const T) }.widen()
    }
}

/// Where batch `b` of `op` starts (element size `T`). A null base is `InvalidPointer`.
///
/// # Safety
/// With `op.is_array`, `op.addr` is the host address of at least `b + 1` addresses (`u64`).
pub(crate) unsafe fn batch_base<T: Elem>(op: &Operand, b: i64) -> Result<u64> {
    if op.addr == 0 {
        bail!(Status::InvalidPointer, "null operand address");
    }
    if op.is_array {
        // SAFETY: the caller guarantees the pointer array holds entry `b`.
        let p =
            unsafe { std::ptr::read_unaligned((op.addr as *const u64).wrapping_add(b as usize)) };
        if p == 0 {
            bail!(
                Status::InvalidPointer,
                "null pointer at entry {b} of a pointer array"
            );
        }
        Ok(p)
    } else {
        let bytes = b
            .wrapping_mul(op.stride)
            .wrapping_mul(std::mem::size_of::<T>() as i64);
        Ok(op.addr.wrapping_add_signed(bytes))
    }
}

/// `n` elements of type `T` at `base` with a BLAS increment (negative: backwards).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Vector<T> {
    base: u64,
    n: i64,
    inc: i64,
    _t: PhantomData<T>,
}

impl<T: Elem> Vector<T> {
    /// # Safety
    /// For every `i` in `0..n`, the `T` at element offset `pos(i)` from `base` (`i * inc`, or
    /// `(n - 1 - i) * |inc|` for a negative `inc`) is readable, and writable if [`Vector::set`]
    /// is called, for the lifetime of the view, with no other access racing with it.
    pub(crate) unsafe fn new(base: u64, n: i64, inc: i64) -> Vector<T> {
        assert!(inc != 0 && n >= 0, "vector view: n = {n}, inc = {inc}");
        Vector {
            base,
            n,
            inc,
            _t: PhantomData,
        }
    }

    /// A contiguous workspace slot of `n` elements.
    ///
    /// # Safety
    /// As [`Vector::new`] with `inc` 1.
    pub(crate) unsafe fn contiguous(base: u64, n: i64) -> Vector<T> {
        // SAFETY: forwarded contract.
        unsafe { Vector::new(base, n, 1) }
    }

    #[inline]
    fn ptr(&self, i: i64) -> *mut T {
        assert!(
            (0..self.n).contains(&i),
            "element {i} of a vector of {}",
            self.n
        );
        let pos = if self.inc > 0 {
            i * self.inc
        } else {
            // wrapping_neg: inc = i64::MIN is valid with n = 1.
            (self.n - 1 - i).wrapping_mul(self.inc.wrapping_neg())
        };
        (self.base as *mut T).wrapping_offset(pos as isize)
    }

    /// Element `i`, widened.
    #[inline]
    pub(crate) fn get(&self, i: i64) -> T::Acc {
        self.get_raw(i).widen()
    }

    /// Element `i` as stored.
    #[inline]
    pub(crate) fn get_raw(&self, i: i64) -> T {
        // SAFETY: `i` is in range (checked by `ptr`) and the constructor's contract makes the
        // element readable.
        unsafe { self.ptr(i).read_unaligned() }
    }

    /// Round `v` to `T` and store it as element `i`.
    #[inline]
    pub(crate) fn set(&self, i: i64, v: T::Acc) {
        self.set_raw(i, T::narrow(v));
    }

    /// Element `i` becomes `alpha * sum + beta * old`: the last step of gemv and symv/hemv. With
    /// beta 0 the old value is not read, so a NaN there does not reach the result (BLAS).
    #[inline]
    pub(crate) fn update(&self, i: i64, alpha: T::Acc, sum: T::Acc, beta: T::Acc) {
        let v = if beta == T::Acc::ZERO {
            alpha * sum
        } else {
            alpha * sum + beta * self.get(i)
        };
        self.set(i, v);
    }

    /// Store `v` as element `i`.
    #[inline]
    pub(crate) fn set_raw(&self, i: i64, v: T) {
        // SAFETY: `i` is in range (checked by `ptr`) and the constructor's contract makes the
        // element writable when the view is written.
        unsafe { self.ptr(i).write_unaligned(v) }
    }
}

/// A `rows × cols` column-major matrix at `base` with leading dimension `ld >= rows`. Only
/// rows `0..rows` are reachable: the padding rows of a larger `ld` are never read.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Matrix<T> {
    base: u64,
    rows: i64,
    cols: i64,
    ld: i64,
    _t: PhantomData<T>,
}

impl<T: Elem> Matrix<T> {
    /// # Safety
    /// For `r` in `0..rows` and `c` in `0..cols`, the `T` at element offset `r + c * ld` from
    /// `base` is readable for the lifetime of the view.
    pub(crate) unsafe fn new(base: u64, rows: i64, cols: i64, ld: i64) -> Matrix<T> {
        assert!(
            rows >= 0 && cols >= 0 && ld >= rows.max(1),
            "matrix view: {rows}x{cols}, ld {ld}"
        );
        Matrix {
            base,
            rows,
            cols,
            ld,
            _t: PhantomData,
        }
    }

    #[inline]
    fn ptr(&self, r: i64, c: i64) -> *const T {
        assert!(
            (0..self.rows).contains(&r) && (0..self.cols).contains(&c),
            "element ({r}, {c}) of a {}x{} matrix",
            self.rows,
            self.cols
        );
        (self.base as *const T).wrapping_offset((r + c * self.ld) as isize)
    }

    /// Element `(r, c)`, widened.
    #[inline]
    pub(crate) fn get(&self, r: i64, c: i64) -> T::Acc {
        // SAFETY: in range (checked by `ptr`), readable by the constructor's contract.
        unsafe { self.ptr(r, c).read_unaligned() }.widen()
    }

    /// The real part of element `(r, c)`, widened; the imaginary part is not read.
    #[inline]
    pub(crate) fn get_re(&self, r: i64, c: i64) -> T::Acc {
        // A complex element is `repr(C)` `{ re, im }` and a real one is its own real part, so
        // the real part is the `T::Real` at the element's address.
        let p = self.ptr(r, c) as *const T::Real;
        // SAFETY: as in `get`; `T::Real` is the first field (or the whole) of the element.
        T::widen_re(unsafe { p.read_unaligned() })
    }
}

/// How many blocks of `block` cover `n` (`ceil(n / block)`).
pub(crate) fn blocks_of(n: i64, block: i64) -> i64 {
    (n + block - 1) / block
}
