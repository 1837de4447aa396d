//! The level-1 reductions (asum, nrm2, dot, dotc, iamax, iamin) as the families call them:
//! oxblas through its public typed API, cuBLAS through the symbols it resolved, and the f64 host
//! reference and result decoding the checks use.

use std::ffi::{c_int, c_void};

use oxblas::launch::ReduceOp;
use oxblas::level1::Vectors;
use oxblas::{DType, DevicePtr, DeviceSlice, DeviceSliceMut, Handle, Scalar};

use crate::harness::check::{KSum, Val};
use crate::harness::cublas::Cublas;
use crate::harness::data::HostVec;
use crate::harness::R;

pub const ALL_OPS: [ReduceOp; 6] = [
    ReduceOp::Asum,
    ReduceOp::Nrm2,
    ReduceOp::Dot,
    ReduceOp::Dotc,
    ReduceOp::Iamax,
    ReduceOp::Iamin,
];
pub const ALL_DTYPES: [DType; 4] = [DType::F32, DType::F64, DType::C32, DType::C64];

// ------------------------------------------------------------------------------------------------
// cuBLAS
// ------------------------------------------------------------------------------------------------

pub type CbOne =
    unsafe extern "C" fn(*mut c_void, c_int, *const c_void, c_int, *mut c_void) -> c_int;
pub type CbTwo = unsafe extern "C" fn(
    *mut c_void,
    c_int,
    *const c_void,
    c_int,
    *const c_void,
    c_int,
    *mut c_void,
) -> c_int;

#[derive(Clone, Copy)]
pub enum CbFn {
    One(CbOne),
    Two(CbTwo),
}

pub fn cublas_symbol(op: ReduceOp, dt: DType) -> &'static str {
    use DType::{C32, C64, F32, F64};
    match (op, dt) {
        (ReduceOp::Asum, F32) => "cublasSasum_v2",
        (ReduceOp::Asum, F64) => "cublasDasum_v2",
        (ReduceOp::Asum, C32) => "cublasScasum_v2",
        (ReduceOp::Asum, C64) => "cublasDzasum_v2",
        (ReduceOp::Nrm2, F32) => "cublasSnrm2_v2",
        (ReduceOp::Nrm2, F64) => "cublasDnrm2_v2",
        (ReduceOp::Nrm2, C32) => "cublasScnrm2_v2",
        (ReduceOp::Nrm2, C64) => "cublasDznrm2_v2",
        (ReduceOp::Dot, F32) | (ReduceOp::Dotc, F32) => "cublasSdot_v2",
        (ReduceOp::Dot, F64) | (ReduceOp::Dotc, F64) => "cublasDdot_v2",
        (ReduceOp::Dot, C32) => "cublasCdotu_v2",
        (ReduceOp::Dot, C64) => "cublasZdotu_v2",
        (ReduceOp::Dotc, C32) => "cublasCdotc_v2",
        (ReduceOp::Dotc, C64) => "cublasZdotc_v2",
        (ReduceOp::Iamax, F32) => "cublasIsamax_v2",
        (ReduceOp::Iamax, F64) => "cublasIdamax_v2",
        (ReduceOp::Iamax, C32) => "cublasIcamax_v2",
        (ReduceOp::Iamax, C64) => "cublasIzamax_v2",
        (ReduceOp::Iamin, F32) => "cublasIsamin_v2",
        (ReduceOp::Iamin, F64) => "cublasIdamin_v2",
        (ReduceOp::Iamin, C32) => "cublasIcamin_v2",
        (ReduceOp::Iamin, C64) => "cublasIzamin_v2",
        _ => unreachable!("no cuBLAS reduction {op:?} on {dt:?} in this benchmark"),
    }
}

/// The cuBLAS symbols of every reduction on every type (`Family::cublas_symbols`).
pub fn cublas_symbols() -> Vec<&'static str> {
    ALL_OPS
        .iter()
        .flat_map(|&op| ALL_DTYPES.iter().map(move |&dt| cublas_symbol(op, dt)))
        .collect()
}

/// The reductions on a loaded cuBLAS (its symbols resolved by `Cublas::load` from
/// [`cublas_symbols`]).
pub trait CublasReduce {
    fn get(&self, op: ReduceOp, dt: DType) -> (CbFn, &'static str);
    /// One call, unit increments; `res` is device memory in device pointer mode, host otherwise.
    ///
    /// # Safety
    /// `x`, `y` hold `n` elements of the function's type; `res` fits one result.
    unsafe fn call(
        &self,
        f: (CbFn, &'static str),
        n: usize,
        x: DevicePtr,
        y: DevicePtr,
        res: *mut c_void,
    ) -> R<()>;
}

impl CublasReduce for Cublas {
    fn get(&self, op: ReduceOp, dt: DType) -> (CbFn, &'static str) {
        let name = cublas_symbol(op, dt);
        let p = self.symbol(name);
        // SAFETY: `name` is this function of libcublas, with this C signature (cublas_api.h, all
        // arguments pointer- or int-sized; device pointers are passed as void pointers).
        let f = unsafe {
            if op.has_y() {
                CbFn::Two(std::mem::transmute::<*mut c_void, CbTwo>(p))
            } else {
                CbFn::One(std::mem::transmute::<*mut c_void, CbOne>(p))
            }
        };
        (f, name)
    }

    unsafe fn call(
        &self,
        f: (CbFn, &'static str),
        n: usize,
        x: DevicePtr,
        y: DevicePtr,
        res: *mut c_void,
    ) -> R<()> {
        // SAFETY: the caller's contract: x, y and res fit the call; `g` is the symbol's type.
        let st = unsafe {
            match f.0 {
                CbFn::One(g) => g(self.handle, n as c_int, x.0 as *const c_void, 1, res),
                CbFn::Two(g) => g(
                    self.handle,
                    n as c_int,
                    x.0 as *const c_void,
                    1,
                    y.0 as *const c_void,
                    1,
                    res,
                ),
            }
        };
        if st != 0 {
            return Err(format!("{}: cuBLAS status {st}", f.1));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------------
// oxblas calls through the public typed API
// ------------------------------------------------------------------------------------------------

/// One oxblas reduction with results to device memory (`batch` results at `res`).
///
/// # Safety
/// `res` holds `batch` results of the op's result type.
pub unsafe fn ox_reduce<T: Scalar>(
    h: &mut Handle,
    op: ReduceOp,
    n: usize,
    x: Vectors<'_, T>,
    y: Vectors<'_, T>,
    res: DevicePtr,
    batch: usize,
) -> oxblas::Result<()> {
    // Each arm makes the one view of the results its routine writes.
    match op {
        ReduceOp::Asum => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<T::Real>::from_raw(res, batch) };
            h.asum_device(n, x, 1, &mut r)
        }
        ReduceOp::Nrm2 => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<T::Real>::from_raw(res, batch) };
            h.nrm2_device(n, x, 1, &mut r)
        }
        ReduceOp::Dot => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<T>::from_raw(res, batch) };
            h.dot_device(n, x, 1, y, 1, &mut r)
        }
        ReduceOp::Dotc => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<T>::from_raw(res, batch) };
            h.dotc_device(n, x, 1, y, 1, &mut r)
        }
        ReduceOp::Iamax => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<i64>::from_raw(res, batch) };
            h.iamax_device(n, x, 1, &mut r)
        }
        ReduceOp::Iamin => {
            // SAFETY: the caller's contract: `res` holds `batch` results of this type.
            let mut r = unsafe { DeviceSliceMut::<i64>::from_raw(res, batch) };
            h.iamin_device(n, x, 1, &mut r)
        }
        _ => Err(oxblas::Error::new(
            oxblas::Status::InvalidValue,
            format!("no reduction {op:?}"),
        )),
    }
}

/// A typed view of `len` elements at `p` (pool memory that lives for the whole run).
pub fn view<T: Scalar>(p: DevicePtr, len: usize) -> DeviceSlice<'static, T> {
    // SAFETY: the pools outlive every use of the views made here.
    unsafe { DeviceSlice::from_raw(p, len) }
}

// ------------------------------------------------------------------------------------------------
// Host reference and result decoding
// ------------------------------------------------------------------------------------------------

/// f64 (compensated) reference of `op` over `n` elements starting at element `off`.
pub fn host_ref(op: ReduceOp, cplx: bool, x: &HostVec, y: &HostVec, off: usize, n: usize) -> Val {
    match op {
        ReduceOp::Asum => {
            let mut s = KSum::default();
            for i in off..off + n {
                let (a, b) = x.elem(cplx, i);
                s.add(a.abs());
                s.add(b.abs());
            }
            Val::Real(s.get())
        }
        ReduceOp::Nrm2 => Val::Real(sumsq(x, cplx, off, n).sqrt()),
        ReduceOp::Dot | ReduceOp::Dotc => {
            let conj = op == ReduceOp::Dotc;
            let (mut re, mut im) = (KSum::default(), KSum::default());
            for i in off..off + n {
                let (a, b) = x.elem(cplx, i);
                let (c, d) = y.elem(cplx, i);
                let b = if conj { -b } else { b };
                re.add(a * c);
                re.add(-b * d);
                im.add(a * d);
                im.add(b * c);
            }
            if cplx {
                Val::Cplx(re.get(), im.get())
            } else {
                Val::Real(re.get())
            }
        }
        // iamax, iamin (ALL_OPS holds nothing else).
        _ => {
            let mut best = 0usize;
            let mut bv = x.measure(cplx, off);
            for i in 1..n {
                let v = x.measure(cplx, off + i);
                if (op == ReduceOp::Iamax && v > bv) || (op == ReduceOp::Iamin && v < bv) {
                    best = i;
                    bv = v;
                }
            }
            Val::Index(best as i64 + 1)
        }
    }
}

pub fn sumsq(x: &HostVec, cplx: bool, off: usize, n: usize) -> f64 {
    let mut s = KSum::default();
    for i in off..off + n {
        let (a, b) = x.elem(cplx, i);
        s.add(a * a);
        if cplx {
            s.add(b * b);
        }
    }
    s.get()
}

/// Result `j` of a result array of `op` on `dt` with `index_bytes`-wide indices.
pub fn decode(op: ReduceOp, dt: DType, bytes: &[u8], j: usize, index_bytes: usize) -> Val {
    let rd = |at: usize, size: usize| -> f64 {
        if size == 4 {
            f32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as f64
        } else {
            f64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
        }
    };
    let rs = dt.real_size();
    match op {
        ReduceOp::Asum | ReduceOp::Nrm2 => Val::Real(rd(j * rs, rs)),
        ReduceOp::Dot | ReduceOp::Dotc if dt.is_complex() => {
            Val::Cplx(rd(j * 2 * rs, rs), rd(j * 2 * rs + rs, rs))
        }
        ReduceOp::Dot | ReduceOp::Dotc => Val::Real(rd(j * rs, rs)),
        // iamax, iamin.
        _ => {
            let at = j * index_bytes;
            Val::Index(if index_bytes == 4 {
                i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as i64
            } else {
                i64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
            })
        }
    }
}

/// Bytes of one result element as oxblas (8-byte indices) or cuBLAS (4-byte indices) writes it.
pub fn result_bytes(op: ReduceOp, dt: DType, index_bytes: usize) -> usize {
    match op {
        ReduceOp::Asum | ReduceOp::Nrm2 => dt.real_size(),
        ReduceOp::Dot | ReduceOp::Dotc => dt.size(),
        // iamax, iamin.
        _ => index_bytes,
    }
}
