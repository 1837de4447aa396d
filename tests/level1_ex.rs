//! The `_ex` reductions (`dot_ex`, `dotc_ex`, `nrm2_ex`) in every type combination rocBLAS
//! supports, and `hdot`/`bfdot` (`dot` on f16/bf16), on every backend present.
//!
//! Each combination runs plain, pointer-array batched and strided-batched, with results to host
//! and to device memory, on random non-zero data rounded to the input type: n in {0, 1, 2, 7,
//! 1001} and one multi-block size, increments negative, positive and (dot) zero, batch counts
//! 0, 1 and 3. The reference is computed in f64 from the rounded inputs; a result may differ
//! from it by the rounding to the result type plus the (f64) accumulation error. Result buffers
//! hold one slot more than the batch, poisoned, which must stay poisoned bit for bit. Also: the
//! size query equals the bytes borrowed, one byte less than the optimal plan degrades, and
//! unsupported combinations are `not_implemented`.

mod common;

use common::*;
use half::{bf16, f16};
use oxblas::launch::ReduceOp;
use oxblas::level1::ex::{resolve, Datatype, DotEx, Nrm2Ex};
use oxblas::level1::Vectors;
use oxblas::{Complex32, Complex64, DType, Device, DeviceBuffer, DeviceSliceMut, Handle, Scalar};
use oxblas::{DeviceCopy, Status};

/// Unit roundoff of a result type, and half its least subnormal (the absolute error floor).
fn unit_roundoff(t: DType) -> (f64, f64) {
    match t {
        DType::F16 => (2f64.powi(-11), 2f64.powi(-25)),
        DType::BF16 => (2f64.powi(-8), 2f64.powi(-134)),
        DType::F32 | DType::C32 => (2f64.powi(-24), 2f64.powi(-150)),
        DType::F64 | DType::C64 => (2f64.powi(-53), 0.0),
    }
}

/// `got` is `want` rounded to `R` up to the f64 accumulation error (relative to `scale`, the
/// sum of the magnitudes of the terms).
fn check_value<R: Scalar>(got: Complex64, want: Complex64, scale: f64) -> Result<(), String> {
    let (u, floor) = unit_roundoff(R::DTYPE);
    let acc = 1e-13 * scale;
    for (g, w) in [(got.re, want.re), (got.im, want.im)] {
        let bound = u * (w.abs() + acc) + acc + floor;
        if (g - w).abs() > bound || g.is_nan() {
            return Err(format!("got {got}, want {want} (bound {bound:e})"));
        }
    }
    Ok(())
}

/// Poison a host buffer of `R` with 0xFF bytes.
fn poison_host<R: DeviceCopy>(v: &mut [R]) {
    // SAFETY: R is plain data that accepts any bit pattern (DeviceCopy); the bytes are v's own.
    unsafe {
        std::slice::from_raw_parts_mut(v.as_mut_ptr().cast::<u8>(), std::mem::size_of_val(v))
    }
    .fill(0xFF);
}

fn bytes_of<R: DeviceCopy>(v: &[R]) -> &[u8] {
    // SAFETY: plain data viewed as its bytes, within v.
    unsafe { std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), std::mem::size_of_val(v)) }
}

/// One call's shape.
#[derive(Debug, Clone, Copy)]
struct Shape {
    layout: Layout,
    dest: Dest,
    n: usize,
    incx: i64,
    incy: i64,
    batch: usize,
    pad: usize,
}

/// Results of a call: the `batch + 1` result slots as read back.
struct Outcome<R> {
    slots: Vec<R>,
}

/// Host or device results, `batch + 1` slots of R poisoned; `run` makes the call.
fn with_results<R: Scalar>(
    dev: &Device,
    h: &mut Handle,
    s: &Shape,
    run: impl FnOnce(&mut Handle, ResultsArg<'_, R>) -> oxblas::Result<()>,
) -> oxblas::Result<Outcome<R>> {
    let count = s.batch + 1;
    let mut host = vec![R::default(); count];
    poison_host(&mut host);
    match s.dest {
        Dest::Host => {
            run(h, ResultsArg::Host(&mut host))?;
            Ok(Outcome { slots: host })
        }
        Dest::Device => {
            let buf: DeviceBuffer<R> = dev.upload(&host).expect("upload");
            // SAFETY: the buffer holds `count` elements of R and outlives the slice.
            let mut out = unsafe { DeviceSliceMut::from_raw(buf.ptr(), count) };
            run(h, ResultsArg::Device(&mut out))?;
            h.synchronize().expect("synchronize");
            Ok(Outcome {
                slots: buf.to_vec().expect("read back"),
            })
        }
    }
}

enum ResultsArg<'a, R: Scalar> {
    Host(&'a mut [R]),
    Device(&'a mut DeviceSliceMut<'a, R>),
}

/// Random operands of `T` for a shape: x (and y) with |inc| spacing and `pad` between batches.
fn operands<T: Scalar>(rng: &mut Rng, s: &Shape, y: bool) -> (Operand<T>, Option<Operand<T>>) {
    let len = |inc: i64| span(s.n, inc).max(1);
    let x = Operand::<T>::random(rng, len(s.incx), s.pad, s.batch, false);
    let y = y.then(|| Operand::<T>::random(rng, len(s.incy), s.pad + 1, s.batch, false));
    (x, y)
}

fn span(n: usize, inc: i64) -> usize {
    oxblas::level1::span(n, inc)
}

fn vectors<'a, T: Scalar>(d: &'a DeviceOperand<T>, layout: Layout) -> Vectors<'a, T> {
    d.vectors(layout)
}

/// Compare the slots of one call with the reference values (one per batch) and check the
/// guard slot is still poisoned.
fn compare<R: Scalar>(
    what: &str,
    out: &Outcome<R>,
    want: &[(Complex64, f64)],
) -> Result<(), String> {
    let batch = want.len();
    for (b, (w, scale)) in want.iter().enumerate() {
        check_value::<R>(out.slots[b].to_c64(), *w, *scale)
            .map_err(|m| format!("{what}: batch {b}: {m}"))?;
    }
    if bytes_of(&out.slots[batch..]).iter().any(|&x| x != 0xFF) {
        return Err(format!(
            "{what}: the slot after the last result was written"
        ));
    }
    Ok(())
}

// ------------------------------------------------------------------------------ dot_ex

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DotKind {
    /// `dot_ex`.
    Ex,
    /// `dotc_ex`.
    ExConj,
    /// `dot` itself (`hdot`, `bfdot` and the plain dots), result type = element type.
    Plain,
}

fn dot_call<T: DotEx<R, E>, R: Scalar, E: Scalar>(
    dev: &Device,
    h: &mut Handle,
    kind: DotKind,
    s: &Shape,
    x: &Operand<T>,
    y: &Operand<T>,
) -> oxblas::Result<Outcome<R>> {
    let dx = DeviceOperand::upload(dev, x, s.layout);
    let dy = DeviceOperand::upload(dev, y, s.layout);
    let (n, incx, incy) = (s.n, s.incx, s.incy);
    let plain_one = s.layout == Layout::Plain && s.dest == Dest::Host;
    with_results::<R>(dev, h, s, |h, res| {
        let (xv, yv) = (vectors(&dx, s.layout), vectors(&dy, s.layout));
        match (kind, res) {
            (DotKind::Ex, ResultsArg::Host(r)) if plain_one => {
                r[0] = h.dot_ex::<T, R, E>(n, &dx.slice(), incx, &dy.slice(), incy)?;
                Ok(())
            }
            (DotKind::ExConj, ResultsArg::Host(r)) if plain_one => {
                r[0] = h.dotc_ex::<T, R, E>(n, &dx.slice(), incx, &dy.slice(), incy)?;
                Ok(())
            }
            (DotKind::Ex, ResultsArg::Host(r)) => {
                h.dot_ex_batched::<T, R, E>(n, xv, incx, yv, incy, r)
            }
            (DotKind::ExConj, ResultsArg::Host(r)) => {
                h.dotc_ex_batched::<T, R, E>(n, xv, incx, yv, incy, r)
            }
            (DotKind::Ex, ResultsArg::Device(r)) => {
                h.dot_ex_device::<T, R, E>(n, xv, incx, yv, incy, r)
            }
            (DotKind::ExConj, ResultsArg::Device(r)) => {
                h.dotc_ex_device::<T, R, E>(n, xv, incx, yv, incy, r)
            }
            (DotKind::Plain, res) => plain_dot::<T, R>(h, s, &dx, &dy, res),
        }
    })
}

/// `dot` on T with its own result type (R must be T: checked at run time, the generic
/// signature of `dot_call` cannot say so).
fn plain_dot<T: Scalar, R: Scalar>(
    h: &mut Handle,
    s: &Shape,
    dx: &DeviceOperand<T>,
    dy: &DeviceOperand<T>,
    res: ResultsArg<'_, R>,
) -> oxblas::Result<()> {
    assert_eq!(
        T::DTYPE,
        R::DTYPE,
        "plain dot results are of the element type"
    );
    let (xv, yv) = (vectors(dx, s.layout), vectors(dy, s.layout));
    match res {
        ResultsArg::Host(r) => {
            // SAFETY: T and R are the same type (asserted).
            let r: &mut [T] =
                unsafe { std::slice::from_raw_parts_mut(r.as_mut_ptr().cast(), r.len()) };
            if s.layout == Layout::Plain {
                r[0] = h.dot(s.n, &dx.slice(), s.incx, &dy.slice(), s.incy)?;
                Ok(())
            } else {
                h.dot_batched(s.n, xv, s.incx, yv, s.incy, r)
            }
        }
        ResultsArg::Device(r) => {
            // SAFETY: as above; the same device range.
            let mut r: DeviceSliceMut<'_, T> =
                unsafe { DeviceSliceMut::from_raw(r.ptr(), r.len()) };
            h.dot_device(s.n, xv, s.incx, yv, s.incy, &mut r)
        }
    }
}

fn dot_reference<T: Scalar>(
    s: &Shape,
    x: &Operand<T>,
    y: &Operand<T>,
    conj: bool,
) -> Vec<(Complex64, f64)> {
    (0..s.batch)
        .map(|b| {
            let xs = logical(x.vector(b), s.n, s.incx);
            let ys = logical(y.vector(b), s.n, s.incy);
            ref_dot(&xs, &ys, conj)
        })
        .collect()
}

const INC_PAIRS: [(i64, i64); 5] = [(1, 1), (-3, 2), (2, -1), (-1, -1), (3, 0)];

fn shapes(big: usize) -> Vec<Shape> {
    let mut v = Vec::new();
    let mut k = 0usize;
    for layout in LAYOUTS {
        for dest in DESTS {
            // Plain: one vector (the single-vector API for host results).
            let batches: &[usize] = if layout == Layout::Plain {
                &[1]
            } else {
                &[0, 1, 3]
            };
            for &batch in batches {
                for n in [0usize, 1, 2, 7, 1001] {
                    let (incx, incy) = INC_PAIRS[k % INC_PAIRS.len()];
                    k += 1;
                    v.push(Shape {
                        layout,
                        dest,
                        n,
                        incx,
                        incy,
                        batch,
                        pad: 3,
                    });
                }
            }
            // Several blocks per batch (partials in the workspace).
            v.push(Shape {
                layout,
                dest,
                n: big,
                incx: -1,
                incy: 1,
                batch: if layout == Layout::Plain { 1 } else { 2 },
                pad: 5,
            });
        }
    }
    v
}

fn dot_combination<T: DotEx<R, E>, R: Scalar, E: Scalar>(kind: DotKind, seed: u64) {
    let conj = kind == DotKind::ExConj;
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(seed);
        for s in shapes((1 << 17) + 3) {
            let (x, y) = operands::<T>(&mut rng, &s, true);
            let y = y.unwrap();
            let what = format!(
                "{kind:?} {:?}->{:?} exec {:?} {s:?} on {:?}",
                T::DTYPE,
                R::DTYPE,
                E::DTYPE,
                dev.kind()
            );
            let out = dot_call::<T, R, E>(&dev, &mut h, kind, &s, &x, &y)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(h.last_status(), Status::Success, "{what}");
            compare::<R>(&what, &out, &dot_reference(&s, &x, &y, conj))
                .unwrap_or_else(|m| panic!("{m}"));
        }
    }
}

macro_rules! dot_tests {
    ($($name:ident: $kind:ident, $t:ty, $r:ty, $e:ty;)*) => {
        $(
            #[test]
            fn $name() {
                dot_combination::<$t, $r, $e>(DotKind::$kind, line!() as u64);
            }
        )*
    };
}

dot_tests! {
    dot_ex_f16_f16_f16: Ex, f16, f16, f16;
    dot_ex_f16_f16_f32: Ex, f16, f16, f32;
    dot_ex_bf16_bf16_f32: Ex, bf16, bf16, f32;
    dot_ex_f32_f32_f32: Ex, f32, f32, f32;
    dot_ex_f32_f64_f64: Ex, f32, f64, f64;
    dot_ex_f64: Ex, f64, f64, f64;
    dot_ex_c32: Ex, Complex32, Complex32, Complex32;
    dot_ex_c64: Ex, Complex64, Complex64, Complex64;
    dotc_ex_f16_f16_f16: ExConj, f16, f16, f16;
    dotc_ex_f16_f16_f32: ExConj, f16, f16, f32;
    dotc_ex_bf16_bf16_f32: ExConj, bf16, bf16, f32;
    dotc_ex_f32_f32_f32: ExConj, f32, f32, f32;
    dotc_ex_f32_f64_f64: ExConj, f32, f64, f64;
    dotc_ex_f64: ExConj, f64, f64, f64;
    dotc_ex_c32: ExConj, Complex32, Complex32, Complex32;
    dotc_ex_c64: ExConj, Complex64, Complex64, Complex64;
    hdot: Plain, f16, f16, f32;
    bfdot: Plain, bf16, bf16, f32;
}

// ------------------------------------------------------------------------------ nrm2_ex

fn nrm2_call<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>(
    dev: &Device,
    h: &mut Handle,
    s: &Shape,
    x: &Operand<T>,
) -> oxblas::Result<Outcome<R>> {
    let dx = DeviceOperand::upload(dev, x, s.layout);
    let (n, incx) = (s.n, s.incx);
    with_results::<R>(dev, h, s, |h, res| {
        let xv = vectors(&dx, s.layout);
        match res {
            ResultsArg::Host(r) if s.layout == Layout::Plain => {
                r[0] = h.nrm2_ex::<T, R, E>(n, &dx.slice(), incx)?;
                Ok(())
            }
            ResultsArg::Host(r) => h.nrm2_ex_batched::<T, R, E>(n, xv, incx, r),
            ResultsArg::Device(r) => h.nrm2_ex_device::<T, R, E>(n, xv, incx, r),
        }
    })
}

fn nrm2_combination<T: Nrm2Ex<R, E>, R: Scalar, E: Scalar>(seed: u64) {
    for dev in devices() {
        let mut h = handle(&dev);
        let mut rng = Rng::new(seed);
        for s in shapes((1 << 17) + 5) {
            let (x, _) = operands::<T>(&mut rng, &s, false);
            let what = format!(
                "nrm2_ex {:?}->{:?} exec {:?} {s:?} on {:?}",
                T::DTYPE,
                R::DTYPE,
                E::DTYPE,
                dev.kind()
            );
            let out = nrm2_call::<T, R, E>(&dev, &mut h, &s, &x)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(h.last_status(), Status::Success, "{what}");
            // incx <= 0: result 0 (quick return), as the reference BLAS.
            let want: Vec<(Complex64, f64)> = (0..s.batch)
                .map(|b| {
                    if s.incx <= 0 {
                        return (Complex64::new(0.0, 0.0), 0.0);
                    }
                    let v = ref_nrm2(&logical(x.vector(b), s.n, s.incx));
                    (Complex64::new(v, 0.0), v)
                })
                .collect();
            compare::<R>(&what, &out, &want).unwrap_or_else(|m| panic!("{m}"));
        }
    }
}

macro_rules! nrm2_tests {
    ($($name:ident: $t:ty, $r:ty, $e:ty;)*) => {
        $(
            #[test]
            fn $name() {
                nrm2_combination::<$t, $r, $e>(line!() as u64);
            }
        )*
    };
}

nrm2_tests! {
    nrm2_ex_f16: f16, f16, f32;
    nrm2_ex_bf16: bf16, bf16, f32;
    nrm2_ex_f32: f32, f32, f32;
    nrm2_ex_f64: f64, f64, f64;
    nrm2_ex_c32: Complex32, f32, f32;
    nrm2_ex_c64: Complex64, f64, f64;
}

// ------------------------------------------------------------------------------ fixed cases

/// The extremes of the half types: bf16 values near its largest and smallest normal numbers
/// (whose squares are outside f32's range: the f64 accumulator needs no scaling), and an f16
/// dot whose exact value overflows f16 (infinity, as rounding says).
#[test]
fn extremes_of_the_half_types() {
    for dev in devices() {
        let mut h = handle(&dev);
        let big = [
            bf16::from_f64(1.5e38),
            bf16::from_f64(-1.0e38),
            bf16::from_f64(0.5e38),
        ];
        let x = dev.upload(&big).unwrap();
        let got = h.nrm2_ex::<bf16, bf16, f32>(3, &x.as_slice(), 1).unwrap();
        let want = ref_nrm2(&big.map(|v| Complex64::new(v.to_f64(), 0.0)));
        check_value::<bf16>(got.to_c64(), Complex64::new(want, 0.0), want).unwrap();
        assert!(got.to_f64().is_finite());

        let tiny = [
            bf16::from_f64(1.0e-38),
            bf16::from_f64(-3.0e-39),
            bf16::from_f64(2.0e-40),
        ];
        let x = dev.upload(&tiny).unwrap();
        let got = h.nrm2_ex::<bf16, bf16, f32>(3, &x.as_slice(), 1).unwrap();
        let want = ref_nrm2(&tiny.map(|v| Complex64::new(v.to_f64(), 0.0)));
        assert!(want > 0.0);
        check_value::<bf16>(got.to_c64(), Complex64::new(want, 0.0), want).unwrap();

        // 300 * 300 * 2 = 180000 > 65504: +inf in f16.
        let v = dev.upload(&[f16::from_f64(300.0); 2]).unwrap();
        let got = h.dot(2, &v.as_slice(), 1, &v.as_slice(), 1).unwrap();
        assert_eq!(got, f16::INFINITY, "on {:?}", dev.kind());
        // 1e-4 * 1e-4 = 1e-8: below half the least f16 subnormal (2^-25 ≈ 3e-8): +0.
        let v = dev.upload(&[f16::from_f64(1.0e-4)]).unwrap();
        let got = h.dot(1, &v.as_slice(), 1, &v.as_slice(), 1).unwrap();
        assert_eq!(got.to_bits(), 0, "on {:?}", dev.kind());
        // f32 inputs, f64 result: the exact product of two f32 values, not its f32 rounding.
        let a = 1.0f32 + f32::EPSILON;
        let v = dev.upload(&[a]).unwrap();
        let got = h
            .dot_ex::<f32, f64, f64>(1, &v.as_slice(), 1, &v.as_slice(), 1)
            .unwrap();
        assert_eq!(got, (a as f64) * (a as f64), "on {:?}", dev.kind());
    }
}

/// Every combination outside rocBLAS's table is `not_implemented`, whatever the other codes;
/// the ones inside give the element and result types.
#[test]
fn unsupported_combinations_are_not_implemented() {
    let all = [
        Datatype::F16R,
        Datatype::F32R,
        Datatype::F64R,
        Datatype::F16C,
        Datatype::F32C,
        Datatype::F64C,
        Datatype::BF16R,
        Datatype::BF16C,
    ]
    .map(|d| d as i32);
    let dots = [
        (150, 150, 150),
        (150, 150, 151),
        (168, 168, 151),
        (151, 151, 151),
        (151, 152, 152),
        (152, 152, 152),
        (154, 154, 154),
        (155, 155, 155),
    ];
    let nrms = [
        (150, 150, 151),
        (168, 168, 151),
        (151, 151, 151),
        (152, 152, 152),
        (154, 151, 151),
        (155, 152, 152),
    ];
    for x in all {
        for r in all {
            for e in all {
                for op in [ReduceOp::Dot, ReduceOp::Dotc] {
                    for y in all {
                        let ok = x == y && dots.contains(&(x, r, e));
                        match resolve(op, x, y, r, e) {
                            Ok(_) => assert!(ok, "{x} {y} {r} {e}"),
                            Err(err) => {
                                assert!(!ok, "{x} {y} {r} {e}");
                                assert_eq!(err.status(), Status::NotImplemented);
                            }
                        }
                    }
                }
                let ok = nrms.contains(&(x, r, e));
                assert_eq!(
                    resolve(ReduceOp::Nrm2, x, 0, r, e).is_ok(),
                    ok,
                    "{x} {r} {e}"
                );
            }
        }
    }
    assert_eq!(
        resolve(ReduceOp::Dot, 151, 151, 152, 152).unwrap(),
        (DType::F32, DType::F64)
    );
    assert_eq!(
        resolve(ReduceOp::Nrm2, 154, 0, 151, 151).unwrap(),
        (DType::C32, DType::F32)
    );
}

/// asum, iamax and iamin have no half-precision versions in rocBLAS: `not_implemented`, and
/// nothing is written.
#[test]
fn no_asum_or_iamax_on_half_types() {
    for dev in devices() {
        let mut h = handle(&dev);
        let x = dev.upload(&[f16::from_f64(1.5); 5]).unwrap();
        let e = h.asum(5, &x.as_slice(), 1).unwrap_err();
        assert_eq!(e.status(), Status::NotImplemented);
        let e = h.iamax(5, &x.as_slice(), 1).unwrap_err();
        assert_eq!(e.status(), Status::NotImplemented);
        let x = dev.upload(&[bf16::from_f64(1.5); 5]).unwrap();
        let mut out = [0i64; 1];
        let e = h
            .iamin_batched(5, Vectors::One(x.as_slice()), 1, &mut out)
            .unwrap_err();
        assert_eq!(e.status(), Status::NotImplemented);
    }
}

// ------------------------------------------------------------------------------ workspace

/// The size query of each combination equals the bytes a managed handle borrows for the call;
/// a user-managed workspace one granule short of it degrades (`perf_degraded`, same results) when
/// the call splits its vectors over several blocks.
#[test]
fn size_query_equals_the_borrow() {
    fn one<T: DotEx<R, E> + Nrm2Ex<Q, E>, R: Scalar, Q: Scalar, E: Scalar>(dev: &Device) {
        let mut rng = Rng::new(99);
        for (n, batch, dest) in [
            (1000usize, 3usize, Dest::Host),
            ((1 << 20) + 1, 2, Dest::Host),
            ((1 << 20) + 1, 2, Dest::Device),
            (5, 0, Dest::Host),
        ] {
            let s = Shape {
                layout: Layout::Strided,
                dest,
                n,
                incx: 1,
                incy: -2,
                batch,
                pad: 1,
            };
            let (x, y) = operands::<T>(&mut rng, &s, true);
            let y = y.unwrap();
            let dot_want = dot_reference(&s, &x, &y, false);
            let nrm_want: Vec<_> = (0..batch)
                .map(|b| {
                    let v = ref_nrm2(&logical(x.vector(b), n, 1));
                    (Complex64::new(v, 0.0), v)
                })
                .collect();
            for is_dot in [true, false] {
                let what = format!(
                    "{} {:?} {s:?}",
                    if is_dot { "dot_ex" } else { "nrm2_ex" },
                    T::DTYPE
                );
                let run = |h: &mut Handle| -> oxblas::Result<Result<(), String>> {
                    if is_dot {
                        let o = dot_call::<T, R, E>(dev, h, DotKind::Ex, &s, &x, &y)?;
                        Ok(compare::<R>(&what, &o, &dot_want))
                    } else {
                        let o = nrm2_call::<T, Q, E>(dev, h, &s, &x)?;
                        Ok(compare::<Q>(&what, &o, &nrm_want))
                    }
                };
                let mut q = handle(dev);
                q.start_device_memory_size_query().unwrap();
                let st = run(&mut q).unwrap_err().status();
                let f = q.stop_device_memory_size_query().unwrap();
                let expect = if f > 0 {
                    Status::SizeIncreased
                } else {
                    Status::SizeUnchanged
                };
                assert_eq!(st, expect, "{what}");
                if batch == 0 {
                    assert_eq!(f, 0, "{what}: a quick return borrows nothing");
                }

                let mut m = handle(dev);
                run(&mut m).unwrap().unwrap();
                let st = m.stats();
                assert_eq!(
                    (st.high_water, st.borrows),
                    (f, (f > 0) as u64),
                    "{what}: {st}"
                );

                // One granule short (a user-managed size is rounded up to 64 bytes, so one byte
                // short is the full size again): the one-block plan.
                if f > 64 && n > 1 << 16 {
                    let mut u = user_managed_handle(dev, f - 64);
                    run(&mut u).unwrap().unwrap();
                    assert_eq!(u.last_status(), Status::PerfDegraded, "{what}");
                }
            }
        }
    }
    for dev in devices() {
        one::<f16, f16, f16, f32>(&dev);
        one::<bf16, bf16, bf16, f32>(&dev);
        one::<f32, f32, f32, f32>(&dev);
        one::<f64, f64, f64, f64>(&dev);
    }
    // f32 -> f64 dot results: 8-byte staging slots.
    for dev in devices() {
        let x = dev.upload(&[1.5f32; 3]).unwrap();
        let mut q = handle(&dev);
        q.start_device_memory_size_query().unwrap();
        let mut out = [0f64; 9];
        let sv = Vectors::Strided {
            x: x.as_slice(),
            stride: 0,
            count: 9,
        };
        let _ = h_dot_f32_f64(&mut q, sv, &mut out);
        let f = q.stop_device_memory_size_query().unwrap();
        assert_eq!(f, r64(9 * 8), "9 f64 results staged");
        let mut m = handle(&dev);
        h_dot_f32_f64(&mut m, sv, &mut out).unwrap();
        assert_eq!(out, [3.0 * 2.25; 9]);
        assert_eq!(m.stats().high_water, f);
    }
}

fn h_dot_f32_f64(h: &mut Handle, v: Vectors<'_, f32>, out: &mut [f64]) -> oxblas::Result<()> {
    h.dot_ex_batched::<f32, f64, f64>(3, v, 1, v, 1, out)
}
