//! The operands of the typed Rust API: batches of vectors and matrices (one, strided, or a
//! device array of pointers), mutable ones for outputs, and scalars in host or device memory.
//! Each checks its memory against what the routine will touch and becomes a launch descriptor
//! operand (`crate::launch`); a short operand is `invalid_size`, never an out-of-bounds access.

use crate::launch::{MatrixDesc, Operand, Scalar as ScalarDesc, VectorDesc};
use crate::memory::{DevicePointerArray, DevicePointerArrayMut, DeviceSlice, DeviceSliceMut};
use crate::status::{bail, Result, Status};
use crate::types::{DeviceCopy, Scalar};

/// Vectors a routine reads: one, a strided batch, or a batch of pointers.
#[derive(Clone, Copy)]
pub enum Vectors<'a, T: DeviceCopy> {
    /// One vector (a call with batch count 1).
    One(DeviceSlice<'a, T>),
    /// `count` vectors, the `b`-th starting `b * stride` elements after the first.
    Strided {
        /// The memory holding all `count` vectors.
        x: DeviceSlice<'a, T>,
        /// Elements from one vector's start to the next one's.
        stride: usize,
        /// Number of vectors (the batch count).
        count: usize,
    },
    /// One vector per pointer of the array (the batch count is its length).
    Pointers(&'a DevicePointerArray<'a, T>),
}

impl<'a, T: DeviceCopy> From<DeviceSlice<'a, T>> for Vectors<'a, T> {
    fn from(x: DeviceSlice<'a, T>) -> Self {
        Vectors::One(x)
    }
}
impl<'a, T: DeviceCopy> From<&'a crate::DeviceBuffer<T>> for Vectors<'a, T> {
    fn from(x: &'a crate::DeviceBuffer<T>) -> Self {
        Vectors::One(x.as_slice())
    }
}
impl<'a, T: DeviceCopy> From<&'a DevicePointerArray<'a, T>> for Vectors<'a, T> {
    fn from(x: &'a DevicePointerArray<'a, T>) -> Self {
        Vectors::Pointers(x)
    }
}

/// Elements a vector of `n` with increment `inc` spans (`usize::MAX` when that overflows, so
/// that no buffer is long enough: `invalid_size`, never a wrapped-around small span).
pub fn span(n: usize, inc: i64) -> usize {
    if n == 0 {
        0
    } else {
        usize::try_from(inc.unsigned_abs())
            .unwrap_or(usize::MAX)
            .saturating_mul(n - 1)
            .saturating_add(1)
    }
}

impl<T: DeviceCopy> Vectors<'_, T> {
    /// The batch count: how many problems the call solves.
    pub fn count(&self) -> usize {
        match self {
            Vectors::One(_) => 1,
            Vectors::Strided { count, .. } => *count,
            Vectors::Pointers(p) => p.batch_count(),
        }
    }

    /// Check that every vector holds `span(n, inc)` elements, and build the kernel argument.
    pub(crate) fn arg(&self, name: &str, n: usize, inc: i64, reads: bool) -> Result<VectorDesc> {
        let need = if reads { span(n, inc) } else { 0 };
        let (layout, have) = match *self {
            Vectors::One(x) => (Operand::one(x.ptr().0), x.len()),
            Vectors::Strided { x, stride, count } => {
                let last = count.saturating_sub(1).saturating_mul(stride);
                let have = if count == 0 {
                    usize::MAX
                } else {
                    x.len().saturating_sub(last)
                };
                (
                    Operand {
                        addr: x.ptr().0,
                        stride: crate::extent::sat(stride),
                        is_array: false,
                    },
                    have,
                )
            }
            Vectors::Pointers(p) => (
                Operand {
                    addr: p.ptr().0,
                    stride: 0,
                    is_array: true,
                },
                p.min_len(),
            ),
        };
        if reads && self.count() > 0 && have < need {
            bail!(
                Status::InvalidSize,
                "{name}: n = {n}, inc = {inc} needs {need} elements, {have} given"
            );
        }
        Ok(VectorDesc { at: layout, inc })
    }
}

/// Vectors a routine writes (or reads and writes): one, a strided batch, or a batch of pointers.
pub enum VectorsMut<'a, 'b, T: DeviceCopy> {
    /// One vector (a call with batch count 1).
    One(&'b mut DeviceSliceMut<'a, T>),
    /// `count` vectors, the `b`-th starting `b * stride` elements after the first.
    Strided {
        /// The memory holding all `count` vectors.
        x: &'b mut DeviceSliceMut<'a, T>,
        /// Elements from one vector's start to the next one's.
        stride: usize,
        /// Number of vectors (the batch count).
        count: usize,
    },
    /// One vector per pointer of the array (the batch count is its length).
    Pointers(&'b mut DevicePointerArrayMut<'a, T>),
}

impl<'a, 'b, T: DeviceCopy> From<&'b mut DeviceSliceMut<'a, T>> for VectorsMut<'a, 'b, T> {
    fn from(x: &'b mut DeviceSliceMut<'a, T>) -> Self {
        VectorsMut::One(x)
    }
}

/// `(operand, elements available in the smallest batch entry, count)` of a batch layout.
fn layout(addr: u64, len: usize, stride: Option<(usize, usize)>) -> (Operand, usize, usize) {
    match stride {
        None => (Operand::one(addr), len, 1),
        Some((stride, count)) => {
            let last = count.saturating_sub(1).saturating_mul(stride);
            let have = if count == 0 {
                usize::MAX
            } else {
                len.saturating_sub(last)
            };
            (
                Operand {
                    addr,
                    stride: crate::extent::sat(stride),
                    is_array: false,
                },
                have,
                count,
            )
        }
    }
}

fn array(addr: u64, min_len: usize, count: usize) -> (Operand, usize, usize) {
    (
        Operand {
            addr,
            stride: 0,
            is_array: true,
        },
        min_len,
        count,
    )
}

fn check_len(name: &str, what: &str, need: usize, have: usize, count: usize) -> Result<()> {
    if count > 0 && have < need {
        bail!(
            Status::InvalidSize,
            "{name}: {what} needs {need} elements, {have} given"
        );
    }
    Ok(())
}

impl<T: DeviceCopy> VectorsMut<'_, '_, T> {
    /// The batch count: how many problems the call solves.
    pub fn count(&self) -> usize {
        match self {
            VectorsMut::One(_) => 1,
            VectorsMut::Strided { count, .. } => *count,
            VectorsMut::Pointers(p) => p.batch_count(),
        }
    }
    fn parts(&self) -> (Operand, usize, usize) {
        match self {
            VectorsMut::One(x) => layout(x.ptr().0, x.len(), None),
            VectorsMut::Strided { x, stride, count } => {
                layout(x.ptr().0, x.len(), Some((*stride, *count)))
            }
            VectorsMut::Pointers(p) => array(p.ptr().0, p.min_len(), p.batch_count()),
        }
    }
    /// Check that every vector holds `span(n, inc)` elements; the kernel operand.
    pub(crate) fn arg(&self, name: &str, n: usize, inc: i64) -> Result<VectorDesc> {
        let (at, have, count) = self.parts();
        check_len(
            name,
            &format!("n = {n}, inc = {inc}"),
            span(n, inc),
            have,
            count,
        )?;
        Ok(VectorDesc { at, inc })
    }
}

/// Matrices a routine reads, column-major: one, a strided batch, or a batch of pointers. The
/// leading dimension and the storage (full, band, packed) are the routine's arguments.
#[derive(Clone, Copy)]
pub enum Matrices<'a, T: DeviceCopy> {
    /// One matrix (a call with batch count 1).
    One(DeviceSlice<'a, T>),
    /// `count` matrices, the `b`-th starting `b * stride` elements after the first.
    Strided {
        /// The memory holding all `count` matrices.
        a: DeviceSlice<'a, T>,
        /// Elements from one matrix's start to the next one's.
        stride: usize,
        /// Number of matrices (the batch count).
        count: usize,
    },
    /// One matrix per pointer of the array (the batch count is its length).
    Pointers(&'a DevicePointerArray<'a, T>),
}

impl<'a, T: DeviceCopy> From<DeviceSlice<'a, T>> for Matrices<'a, T> {
    fn from(a: DeviceSlice<'a, T>) -> Self {
        Matrices::One(a)
    }
}
impl<'a, T: DeviceCopy> From<&'a crate::DeviceBuffer<T>> for Matrices<'a, T> {
    fn from(a: &'a crate::DeviceBuffer<T>) -> Self {
        Matrices::One(a.as_slice())
    }
}

/// Elements a column-major `rows`×`cols` matrix with leading dimension `ld` spans.
pub fn matrix_span(rows: usize, cols: usize, ld: usize) -> usize {
    if rows == 0 || cols == 0 {
        0
    } else {
        (cols - 1).saturating_mul(ld).saturating_add(rows)
    }
}

impl<T: DeviceCopy> Matrices<'_, T> {
    /// The batch count: how many problems the call solves.
    pub fn count(&self) -> usize {
        match self {
            Matrices::One(_) => 1,
            Matrices::Strided { count, .. } => *count,
            Matrices::Pointers(p) => p.batch_count(),
        }
    }
    /// Check that every matrix holds `need` elements; the kernel operand with `ld`.
    pub(crate) fn arg(&self, name: &str, need: usize, ld: usize) -> Result<MatrixDesc> {
        let (at, have, count) = match self {
            Matrices::One(a) => layout(a.ptr().0, a.len(), None),
            Matrices::Strided { a, stride, count } => {
                layout(a.ptr().0, a.len(), Some((*stride, *count)))
            }
            Matrices::Pointers(p) => array(p.ptr().0, p.min_len(), p.batch_count()),
        };
        check_len(name, &format!("lda = {ld}"), need, have, count)?;
        Ok(MatrixDesc {
            at,
            ld: crate::extent::sat(ld),
        })
    }
}

/// alpha or beta: a value from the host, or one element in device memory (rocBLAS's pointer
/// mode device: the call then never reads it on the host).
#[derive(Clone, Copy)]
pub enum ScalarArg<'a, T: DeviceCopy> {
    /// The value itself.
    Host(T),
    /// One element of device memory, read by the kernel when it runs.
    Device(DeviceSlice<'a, T>),
}

impl<T: Scalar> From<T> for ScalarArg<'_, T> {
    fn from(v: T) -> Self {
        ScalarArg::Host(v)
    }
}

impl<T: Scalar> ScalarArg<'_, T> {
    pub(crate) fn desc(&self, name: &str) -> Result<ScalarDesc> {
        Ok(match self {
            ScalarArg::Host(v) => {
                let c = v.to_c64();
                ScalarDesc::value(c.re, c.im)
            }
            ScalarArg::Device(s) => {
                if s.is_empty() {
                    bail!(Status::InvalidSize, "{name}: an empty device scalar");
                }
                ScalarDesc::device(s.ptr().0)
            }
        })
    }
}
