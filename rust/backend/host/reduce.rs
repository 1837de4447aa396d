//! Host implementation of the reduction launch: the same two stages as the GPU kernels.
//!
//! Stage 1: block `k` of batch `b` reduces its chunk and writes one partial to the workspace
//! slot `partials[b * blocks + k]` (skipped when there is one block per batch: it writes the
//! result directly). Stage 2: the partials of each batch are combined in block order and the
//! result written. Chunks are summed pairwise, so the error grows with log(n), not n.

use num_complex::Complex64;

use crate::launch::{ReduceDesc, ReduceOp, VectorDesc};
use crate::level1::plan::partial_bytes;
use crate::status::{bail, Result, Status};
use crate::types::DType;

/// Blue's constants for f64 (Anderson, "Algorithm 978: Safe scaling in the Level 1 BLAS").
/// Accumulators are f64 for every element type, so one set serves f32 inputs too.
pub(crate) const TSML: f64 = f64::from_bits(0x2000_0000_0000_0000); // 2^-511
pub(crate) const TBIG: f64 = f64::from_bits(0x5e50_0000_0000_0000); // 2^486
pub(crate) const SSML: f64 = f64::from_bits(0x6180_0000_0000_0000); // 2^537
pub(crate) const SBIG: f64 = f64::from_bits(0x1dd0_0000_0000_0000); // 2^-538

/// One partial result, by operation.
#[derive(Clone, Copy, Debug)]
enum Partial {
    Sum(f64),
    Sumsq([f64; 3]),
    Dot(Complex64),
    /// (|value| measure, 1-based index); index 0 = no element yet.
    Index(f64, i64),
}

/// # Safety
/// The launch's addresses are valid host memory for the sizes it implies.
pub(crate) unsafe fn run(l: &ReduceDesc) -> Result<()> {
    let dtype = DType::from_code(l.dtype)?;
    let rtype = DType::from_code(l.result_dtype)?;
    let Some(pbytes) = partial_bytes(l.op) else {
        bail!(Status::InvalidValue, "unknown reduction code {}", l.op.repr);
    };
    // A complex result needs complex inputs (the GPU launcher refuses the same).
    if !l.op.is_index() && rtype.is_complex() && !dtype.is_complex() {
        bail!(
            Status::InvalidValue,
            "{:?} results of {:?} inputs",
            rtype,
            dtype
        );
    }
    if l.n <= 0 || l.batch <= 0 {
        return Ok(());
    }
    let blocks = l.blocks_per_batch.max(1) as i64;
    // saturating: n may be near i64::MAX with zero increments (valid, if absurd).
    let chunk = l.n.saturating_add(blocks - 1) / blocks;
    let pbytes = pbytes as u64;
    let has_y = matches!(l.op, ReduceOp::Dot | ReduceOp::Dotc);
    for b in 0..l.batch {
        // SAFETY: b < batch, and the caller vouches for every batch's operands (this fn's contract).
        let x = unsafe { base_of(&l.x, b, dtype) };
        // SAFETY: as for x; y is read only by dot/dotc.
        let y = has_y.then(|| unsafe { base_of(&l.y, b, dtype) });
        let mut acc: Option<Partial> = None;
        for k in 0..blocks {
            let lo = (k * chunk).min(l.n);
            let hi = ((k + 1) * chunk).min(l.n);
            // SAFETY: x and y start batch b's vectors and lo..hi lies within 0..n.
            let p = unsafe { reduce_range(l, dtype, x, y, lo, hi) };
            if blocks > 1 {
                // The workspace really holds the partials: stage 2 reads them back.
                let at = l.partials + ((b * blocks + k) as u64) * pbytes;
                // SAFETY: with several blocks `partials` has room for blocks * batch partials of
                // pbytes each (ReduceDesc's contract) and b * blocks + k is below that count.
                unsafe { store_partial(at, p) };
            } else {
                acc = Some(p);
            }
        }
        if blocks > 1 {
            for k in 0..blocks {
                let at = l.partials + ((b * blocks + k) as u64) * pbytes;
                // SAFETY: the slot stored just above, for this b and k.
                let p = unsafe { load_partial(at, l.op) };
                acc = Some(match acc {
                    None => p,
                    Some(a) => combine(l.op == ReduceOp::Iamax, a, p),
                });
            }
        }
        // SAFETY: `result` has room for `batch` results of `rtype` (ReduceDesc's contract) and
        // b < batch.
        unsafe { write_result(l, rtype, b, finish(acc.expect("at least one block"))) };
    }
    Ok(())
}

/// Start address of batch `b`'s vector.
///
/// # Safety
/// With `is_array`, `addr` points to at least `b + 1` readable pointers.
unsafe fn base_of(v: &VectorDesc, b: i64, dtype: DType) -> u64 {
    if v.at.is_array {
        // SAFETY: entry b of the pointer array (the contract above).
        unsafe { *((v.at.addr + 8 * b as u64) as *const u64) }
    } else {
        (v.at.addr as i64 + b * v.at.stride * dtype.size() as i64) as u64
    }
}

/// Address of logical element `i` of a vector of `n` elements with increment `inc`.
#[inline]
fn element_addr(base: u64, i: i64, n: i64, inc: i64, size: usize) -> u64 {
    let pos = if inc >= 0 {
        i * inc
    } else {
        // wrapping_neg: inc = i64::MIN is valid with n = 1 (the front end's extent check keeps
        // the product itself in range).
        (n - 1 - i).wrapping_mul(inc.wrapping_neg())
    };
    (base as i64 + pos * size as i64) as u64
}

/// # Safety
/// `addr` points to one readable element of `dtype`.
#[inline]
unsafe fn load(addr: u64, dtype: DType) -> Complex64 {
    // SAFETY: `addr` holds one element of `dtype` (the contract above), at the element's natural
    // alignment as every buffer and every caller's array has it.
    unsafe {
        match dtype {
            DType::F32 => Complex64::new(*(addr as *const f32) as f64, 0.0),
            DType::F64 => Complex64::new(*(addr as *const f64), 0.0),
            DType::F16 => Complex64::new((*(addr as *const half::f16)).to_f64(), 0.0),
            DType::BF16 => Complex64::new((*(addr as *const half::bf16)).to_f64(), 0.0),
            DType::C32 => {
                let p = addr as *const f32;
                Complex64::new(*p as f64, *p.add(1) as f64)
            }
            DType::C64 => {
                let p = addr as *const f64;
                Complex64::new(*p, *p.add(1))
            }
        }
    }
}

/// # Safety
/// `x` (and `y` for dot/dotc) start vectors of `l.n` readable elements at increments `l.x.inc`
/// (`l.y.inc`).
unsafe fn reduce_range(
    l: &ReduceDesc,
    dtype: DType,
    x: u64,
    y: Option<u64>,
    lo: i64,
    hi: i64,
) -> Partial {
    let size = dtype.size();
    // SAFETY: element i < n of x (this fn's contract); element_addr maps negative increments.
    let xi = |i: i64| unsafe { load(element_addr(x, i, l.n, l.x.inc, size), dtype) };
    match l.op {
        ReduceOp::Asum => Partial::Sum(pairwise(
            lo,
            hi,
            0.0,
            &|i| {
                let v = xi(i);
                v.re.abs() + v.im.abs()
            },
            &|a, b| a + b,
        )),
        ReduceOp::Nrm2 => Partial::Sumsq(pairwise(
            lo,
            hi,
            [0.0; 3],
            &|i| {
                let v = xi(i);
                let mut s = [0.0; 3];
                for part in [v.re, v.im] {
                    add_square(&mut s, part.abs());
                }
                s
            },
            &|a, b| [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
        )),
        ReduceOp::Dot | ReduceOp::Dotc => {
            let (y, yv) = (y.expect("dot has y"), l.y);
            let conj = l.op == ReduceOp::Dotc;
            Partial::Dot(pairwise(
                lo,
                hi,
                Complex64::new(0.0, 0.0),
                &|i| {
                    let a = xi(i);
                    // SAFETY: element i < n of y (this fn's contract).
                    let b = unsafe { load(element_addr(y, i, l.n, yv.inc, size), dtype) };
                    if conj {
                        a.conj() * b
                    } else {
                        a * b
                    }
                },
                &|a, b| a + b,
            ))
        }
        // Iamax, Iamin: the code was checked in `run`.
        _ => {
            let max = l.op == ReduceOp::Iamax;
            let mut best = Partial::Index(0.0, 0);
            for i in lo..hi {
                let v = xi(i);
                best = combine(max, best, Partial::Index(v.re.abs() + v.im.abs(), i + 1));
            }
            best
        }
    }
}

/// Blue's three-accumulator update for one non-negative real.
#[inline]
pub(crate) fn add_square(s: &mut [f64; 3], a: f64) {
    if a > TBIG {
        s[2] += (a * SBIG) * (a * SBIG);
    } else if a < TSML {
        if a > 0.0 {
            s[0] += (a * SSML) * (a * SSML);
        }
    } else {
        // NaN lands here and propagates.
        s[1] += a * a;
    }
}

/// Anderson's combination of the three accumulators into the norm.
pub(crate) fn nrm2_finish(s: [f64; 3]) -> f64 {
    let [asml, mut amed, abig] = s;
    if abig > 0.0 {
        let mut big = abig;
        if amed > 0.0 || amed.is_nan() {
            big += (amed * SBIG) * SBIG;
        }
        big.sqrt() / SBIG
    } else if asml > 0.0 {
        if amed > 0.0 || amed.is_nan() {
            amed = amed.sqrt();
            let small = asml.sqrt() / SSML;
            let (lo, hi) = if small > amed {
                (amed, small)
            } else {
                (small, amed)
            };
            hi * (1.0 + (lo / hi) * (lo / hi)).sqrt()
        } else {
            asml.sqrt() / SSML
        }
    } else {
        amed.sqrt()
    }
}

fn pairwise<A: Copy>(
    lo: i64,
    hi: i64,
    zero: A,
    leaf: &dyn Fn(i64) -> A,
    add: &dyn Fn(A, A) -> A,
) -> A {
    if hi - lo <= 64 {
        let mut acc = zero;
        for i in lo..hi {
            acc = add(acc, leaf(i));
        }
        acc
    } else {
        let mid = lo + (hi - lo) / 2;
        add(
            pairwise(lo, mid, zero, leaf, add),
            pairwise(mid, hi, zero, leaf, add),
        )
    }
}

/// Combine two partials of one launch; `max` selects iamax (true) or iamin for index partials.
fn combine(max: bool, a: Partial, b: Partial) -> Partial {
    match (a, b) {
        (Partial::Sum(x), Partial::Sum(y)) => Partial::Sum(x + y),
        (Partial::Sumsq(x), Partial::Sumsq(y)) => {
            Partial::Sumsq([x[0] + y[0], x[1] + y[1], x[2] + y[2]])
        }
        (Partial::Dot(x), Partial::Dot(y)) => Partial::Dot(x + y),
        (Partial::Index(va, ia), Partial::Index(vb, ib)) => {
            let (v, i) = combine_index(max, (va, ia), (vb, ib));
            Partial::Index(v, i)
        }
        _ => unreachable!("partials of one launch have one kind"),
    }
}

/// Best of two (value, index) candidates; index 0 means "none". Ties go to the smaller index;
/// NaN never wins over a number (unlike the reference BLAS, whose answer then depends on order).
pub(crate) fn combine_index(max: bool, a: (f64, i64), b: (f64, i64)) -> (f64, i64) {
    if a.1 == 0 {
        return b;
    }
    if b.1 == 0 {
        return a;
    }
    let better = |p: f64, q: f64| if max { p > q } else { p < q };
    if better(b.0, a.0) {
        b
    } else if better(a.0, b.0) {
        a
    } else {
        match (a.0.is_nan(), b.0.is_nan()) {
            (false, true) => a,
            (true, false) => b,
            _ if b.1 < a.1 => b,
            _ => a,
        }
    }
}

/// # Safety
/// `at` is a writable, 8-byte aligned partial slot of `partial_bytes(op)` bytes.
unsafe fn store_partial(at: u64, p: Partial) {
    let f = at as *mut f64;
    // SAFETY: each arm writes only the words of its own partial, which fit the slot (the contract
    // above; partial_bytes is sized for the widest, Sumsq's three f64).
    unsafe {
        match p {
            Partial::Sum(v) => *f = v,
            Partial::Sumsq(s) => {
                *f = s[0];
                *f.add(1) = s[1];
                *f.add(2) = s[2];
            }
            Partial::Dot(c) => {
                *f = c.re;
                *f.add(1) = c.im;
            }
            Partial::Index(v, i) => {
                *f = v;
                *(f.add(1) as *mut i64) = i;
            }
        }
    }
}

/// # Safety
/// `at` is a slot that `store_partial` wrote for the same `op`.
unsafe fn load_partial(at: u64, op: ReduceOp) -> Partial {
    let f = at as *const f64;
    // SAFETY: reads back exactly the words store_partial wrote for this op (the contract above).
    unsafe {
        match op {
            ReduceOp::Asum => Partial::Sum(*f),
            ReduceOp::Nrm2 => Partial::Sumsq([*f, *f.add(1), *f.add(2)]),
            ReduceOp::Dot | ReduceOp::Dotc => Partial::Dot(Complex64::new(*f, *f.add(1))),
            // Iamax, Iamin (codes checked in `run`).
            _ => Partial::Index(*f, *(f.add(1) as *const i64)),
        }
    }
}

enum Final {
    Real(f64),
    Complex(Complex64),
    Index(i64),
}

fn finish(p: Partial) -> Final {
    match p {
        Partial::Sum(v) => Final::Real(v),
        Partial::Sumsq(s) => Final::Real(nrm2_finish(s)),
        Partial::Dot(c) => Final::Complex(c),
        Partial::Index(_, i) => Final::Index(i),
    }
}

/// Result `b` in the launch's result type. A value stored to a real type keeps its real part:
/// the whole value, since complex results of real inputs are refused by `run` and a complex
/// dot never has a real result type.
///
/// # Safety
/// `l.result` has room for `b + 1` results of `rtype` (or of `index_bytes` for iamax/iamin).
unsafe fn write_result(l: &ReduceDesc, rtype: DType, b: i64, r: Final) {
    let b = b as usize;
    let c = match r {
        Final::Real(v) => Complex64::new(v, 0.0),
        Final::Complex(c) => c,
        Final::Index(i) => {
            // SAFETY: result b of an index op is index_bytes wide (the contract above).
            unsafe {
                match l.index_bytes {
                    4 => *((l.result as *mut i32).add(b)) = i as i32,
                    _ => *((l.result as *mut i64).add(b)) = i,
                }
            }
            return;
        }
    };
    // SAFETY: each arm writes result b of its own type, rtype (the contract above).
    unsafe {
        match rtype {
            DType::F16 => *((l.result as *mut half::f16).add(b)) = half::f16::from_f64(c.re),
            DType::BF16 => *((l.result as *mut half::bf16).add(b)) = half::bf16::from_f64(c.re),
            DType::F32 => *((l.result as *mut f32).add(b)) = c.re as f32,
            DType::F64 => *((l.result as *mut f64).add(b)) = c.re,
            DType::C32 => {
                let p = (l.result as *mut f32).add(2 * b);
                *p = c.re as f32;
                *p.add(1) = c.im as f32;
            }
            DType::C64 => {
                let p = (l.result as *mut f64).add(2 * b);
                *p = c.re;
                *p.add(1) = c.im;
            }
        }
    }
}
