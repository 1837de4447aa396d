//! Test support for the level-2 references: a seeded generator, batched buffers whose every
//! element starts as NaN (so a stray read shows in the result and a stray write in a bit-for-bit
//! comparison), and dense `Complex64` references.

use num_complex::Complex64;

use super::access::Elem;
use crate::launch::{DTypeCode, Operand, Scalar, VectorDesc};

/// A 64-bit LCG (Knuth's MMIX constants), high bits out.
pub(crate) struct Lcg(u64);

impl Lcg {
    pub(crate) fn new(seed: u64) -> Lcg {
        Lcg(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 11
    }
    /// Uniform in [-1, 1).
    pub(crate) fn unit(&mut self) -> f64 {
        (self.next_u64() as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
    /// A random element (the imaginary part dropped by the real types).
    pub(crate) fn elem<T: Elem>(&mut self) -> T {
        let (re, im) = (self.unit(), self.unit());
        T::from_c64(Complex64::new(re, im))
    }
}

/// The poison: NaN in every part.
pub(crate) fn nan<T: Elem>() -> T {
    T::from_c64(Complex64::new(f64::NAN, f64::NAN))
}

/// The exact value of an element.
pub(crate) fn c<T: Elem>(v: T) -> Complex64 {
    v.to_c64()
}

/// How the batches of an operand are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layout {
    /// One buffer, batch `b` at `b * (span + gap)`, `gap` poisoned elements between batches.
    Strided { gap: usize },
    /// One buffer per batch behind a pointer array.
    Array,
}

/// `batch` slots of `span` elements each, every element NaN until set.
pub(crate) struct Batch<T> {
    bufs: Vec<Vec<T>>,
    ptrs: Vec<u64>,
    layout: Layout,
    batch: usize,
    span: usize,
}

impl<T: Elem> Batch<T> {
    pub(crate) fn new(layout: Layout, batch: usize, span: usize) -> Batch<T> {
        let mut bufs = match layout {
            // The trailing gap is poison too: a write past the last batch shows.
            Layout::Strided { gap } => vec![vec![nan::<T>(); batch * (span + gap) + gap]],
            Layout::Array => (0..batch).map(|_| vec![nan::<T>(); span + 2]).collect(),
        };
        let ptrs = match layout {
            Layout::Strided { .. } => Vec::new(),
            // One poisoned element before each slot as well.
            Layout::Array => bufs
                .iter_mut()
                .map(|v| v.as_mut_ptr().wrapping_add(1) as u64)
                .collect(),
        };
        Batch {
            bufs,
            ptrs,
            layout,
            batch,
            span,
        }
    }

    fn index(&self, b: usize, off: usize) -> (usize, usize) {
        assert!(off < self.span, "offset {off} of a slot of {}", self.span);
        match self.layout {
            Layout::Strided { gap } => (0, b * (self.span + gap) + off),
            Layout::Array => (b, off + 1),
        }
    }
    pub(crate) fn get(&self, b: usize, off: usize) -> T {
        let (v, i) = self.index(b, off);
        self.bufs[v][i]
    }
    pub(crate) fn set(&mut self, b: usize, off: usize, x: T) {
        let (v, i) = self.index(b, off);
        self.bufs[v][i] = x;
    }

    /// The descriptor's view of the batch (addresses stay valid: the buffers never grow).
    pub(crate) fn operand(&mut self) -> Operand {
        match self.layout {
            Layout::Strided { gap } => Operand {
                addr: self.bufs[0].as_mut_ptr() as u64,
                stride: (self.span + gap) as i64,
                is_array: false,
            },
            Layout::Array => Operand {
                addr: self.ptrs.as_ptr() as u64,
                stride: 0,
                is_array: true,
            },
        }
    }

    /// Every element's bits, with where it is: `(buffer, index, bits)`.
    pub(crate) fn snapshot(&self) -> Vec<Vec<Vec<u8>>> {
        self.bufs
            .iter()
            .map(|v| v.iter().map(|x| bytes_of(x)).collect())
            .collect()
    }

    /// Assert that every element is bit-for-bit as in `before`, except the logical elements
    /// `(batch, offset)` that `written` accepts.
    pub(crate) fn assert_unchanged_except(
        &self,
        before: &[Vec<Vec<u8>>],
        written: &dyn Fn(usize, usize) -> bool,
        what: &str,
    ) {
        for (v, buf) in self.bufs.iter().enumerate() {
            for (i, x) in buf.iter().enumerate() {
                let logical = self.logical(v, i);
                if logical.is_some_and(|(b, off)| written(b, off)) {
                    continue;
                }
                assert_eq!(
                    bytes_of(x),
                    before[v][i],
                    "{what}: element {i} of buffer {v} ({logical:?}) changed"
                );
            }
        }
    }

    /// The `(batch, offset)` of buffer element `(v, i)`, if it is in a slot.
    fn logical(&self, v: usize, i: usize) -> Option<(usize, usize)> {
        match self.layout {
            Layout::Strided { gap } => {
                let stride = self.span + gap;
                if stride == 0 {
                    return None;
                }
                let (b, off) = (i / stride, i % stride);
                (b < self.batch && off < self.span).then_some((b, off))
            }
            Layout::Array => (i >= 1 && i - 1 < self.span).then(|| (v, i - 1)),
        }
    }
}

fn bytes_of<T: Elem>(x: &T) -> Vec<u8> {
    // SAFETY: `T` is plain data (`DeviceCopy`) of `size_of::<T>()` initialized bytes.
    unsafe { std::slice::from_raw_parts(x as *const T as *const u8, std::mem::size_of::<T>()) }
        .to_vec()
}

/// Slot size of a vector of `n` elements with increment `inc`.
pub(crate) fn vec_span(n: usize, inc: i64) -> usize {
    if n == 0 {
        0
    } else {
        1 + (n - 1) * inc.unsigned_abs() as usize
    }
}

/// Slot offset of logical element `i` (negative increments walk backwards).
pub(crate) fn vec_pos(i: usize, n: usize, inc: i64) -> usize {
    if inc > 0 {
        i * inc as usize
    } else {
        (n - 1 - i) * inc.unsigned_abs() as usize
    }
}

/// The logical element of a slot offset, if any.
pub(crate) fn vec_index(off: usize, n: usize, inc: i64) -> Option<usize> {
    let step = inc.unsigned_abs() as usize;
    if n == 0 || off % step != 0 || off / step >= n {
        return None;
    }
    let k = off / step;
    Some(if inc > 0 { k } else { n - 1 - k })
}

/// A batched vector operand of `n` logical elements.
pub(crate) struct TestVec<T> {
    pub(crate) data: Batch<T>,
    pub(crate) n: usize,
    pub(crate) inc: i64,
}

impl<T: Elem> TestVec<T> {
    /// Logical elements from `fill(batch, i)`, the rest NaN.
    pub(crate) fn new(
        layout: Layout,
        batch: usize,
        n: usize,
        inc: i64,
        fill: &mut dyn FnMut(usize, usize) -> T,
    ) -> TestVec<T> {
        let mut data = Batch::new(layout, batch, vec_span(n, inc));
        for b in 0..batch {
            for i in 0..n {
                data.set(b, vec_pos(i, n, inc), fill(b, i));
            }
        }
        TestVec { data, n, inc }
    }
    pub(crate) fn get(&self, b: usize, i: usize) -> T {
        self.data.get(b, vec_pos(i, self.n, self.inc))
    }
    pub(crate) fn values(&self, b: usize) -> Vec<Complex64> {
        (0..self.n).map(|i| c(self.get(b, i))).collect()
    }
    pub(crate) fn desc(&mut self) -> VectorDesc {
        VectorDesc {
            at: self.data.operand(),
            inc: self.inc,
        }
    }
    /// Assert that nothing but the logical elements changed.
    pub(crate) fn assert_gaps_unchanged(&self, before: &[Vec<Vec<u8>>], what: &str) {
        let (n, inc) = (self.n, self.inc);
        self.data
            .assert_unchanged_except(before, &|_, off| vec_index(off, n, inc).is_some(), what);
    }
}

/// alpha or beta, by value or in (host) "device" memory; keeps the memory alive.
pub(crate) struct TestScalar<T> {
    boxed: Box<T>,
    raw: Complex64,
    on_device: bool,
}

impl<T: Elem> TestScalar<T> {
    pub(crate) fn new(v: Complex64, on_device: bool) -> TestScalar<T> {
        TestScalar {
            boxed: Box::new(T::from_c64(v)),
            raw: v,
            on_device,
        }
    }
    /// The value the routine sees.
    pub(crate) fn value(&self) -> Complex64 {
        c(*self.boxed)
    }
    /// By value: the unrounded `(re, im)`, which the routine rounds to T itself.
    pub(crate) fn desc(&mut self) -> Scalar {
        if self.on_device {
            Scalar::device(&mut *self.boxed as *mut T as u64)
        } else {
            Scalar::value(self.raw.re, self.raw.im)
        }
    }
}

/// Row-major dense `Complex64` matrix.
pub(crate) type Dense = Vec<Vec<Complex64>>;

/// `(A x, |A| |x|)` for a dense `A`.
pub(crate) fn matvec(a: &Dense, x: &[Complex64]) -> (Vec<Complex64>, Vec<f64>) {
    a.iter()
        .map(|row| {
            row.iter()
                .zip(x)
                .fold((Complex64::new(0.0, 0.0), 0.0), |(s, t), (aij, xj)| {
                    (s + aij * xj, t + aij.norm() * xj.norm())
                })
        })
        .unzip()
}

/// `op(A)` of a dense `A` (m × n) for trans code N/T/C (0/1/2).
pub(crate) fn op_of(a: &Dense, m: usize, n: usize, trans: u32) -> Dense {
    match trans {
        0 => a.clone(),
        _ => (0..n)
            .map(|j| {
                (0..m)
                    .map(|i| if trans == 2 { a[i][j].conj() } else { a[i][j] })
                    .collect()
            })
            .collect(),
    }
}

/// Assert `|got - want| <= tol * scale` with `got` finite.
pub(crate) fn assert_close(got: Complex64, want: Complex64, scale: f64, tol: f64, what: &str) {
    assert!(
        got.re.is_finite() && got.im.is_finite(),
        "{what}: got {got}, want {want}"
    );
    let err = (got - want).norm();
    assert!(
        err <= tol * scale,
        "{what}: got {got}, want {want}, error {err:e} > {tol:e} * {scale:e}"
    );
}

/// The descriptor code of `T`.
pub(crate) fn dtype_code<T: Elem>() -> DTypeCode {
    DTypeCode {
        repr: T::DTYPE as u32,
    }
}

/// The status of a failed call.
pub(crate) fn status_of(r: crate::status::Result<()>) -> crate::status::Status {
    r.expect_err("the call should fail").status()
}

/// The sizes every routine is tried on.
pub(crate) const SIZES: [usize; 5] = [0, 1, 2, 7, 33];

/// alpha/beta pairs: general, beta 0 (y poisoned), alpha 0, the quick return, both 0, beta 1.
pub(crate) const ALPHA_BETA: [(Complex64, Complex64); 6] = [
    (Complex64::new(0.7, -0.4), Complex64::new(-1.3, 0.25)),
    (Complex64::new(1.1, 0.3), Complex64::new(0.0, 0.0)),
    (Complex64::new(0.0, 0.0), Complex64::new(0.5, -0.5)),
    (Complex64::new(0.0, 0.0), Complex64::new(1.0, 0.0)),
    (Complex64::new(0.0, 0.0), Complex64::new(0.0, 0.0)),
    (Complex64::new(-0.6, 0.9), Complex64::new(1.0, 0.0)),
];

/// One layout of the operands of a case.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cfg {
    pub(crate) batch: usize,
    pub(crate) layout: Layout,
    pub(crate) incx: i64,
    pub(crate) incy: i64,
    /// Rows of padding: lda = rows + pad.
    pub(crate) pad: usize,
    /// alpha and beta in memory rather than by value.
    pub(crate) dev_scalars: bool,
}

/// Plain call; strided batch with negative incx; pointer arrays with negative incy; batch 0;
/// a single pointer-array batch walking both vectors backwards.
pub(crate) const CFGS: [Cfg; 5] = [
    Cfg {
        batch: 1,
        layout: Layout::Strided { gap: 0 },
        incx: 1,
        incy: 1,
        pad: 0,
        dev_scalars: false,
    },
    Cfg {
        batch: 3,
        layout: Layout::Strided { gap: 5 },
        incx: -2,
        incy: 3,
        pad: 2,
        dev_scalars: true,
    },
    Cfg {
        batch: 3,
        layout: Layout::Array,
        incx: 2,
        incy: -1,
        pad: 1,
        dev_scalars: false,
    },
    Cfg {
        batch: 0,
        layout: Layout::Strided { gap: 1 },
        incx: 1,
        incy: 1,
        pad: 0,
        dev_scalars: false,
    },
    Cfg {
        batch: 1,
        layout: Layout::Array,
        incx: -1,
        incy: -3,
        pad: 3,
        dev_scalars: true,
    },
];

/// Tolerance (relative to the absolute sums) of an element type.
pub(crate) fn tol<T: Elem>() -> f64 {
    if T::DTYPE.real_size() == 4 {
        1e-5
    } else {
        1e-12
    }
}
