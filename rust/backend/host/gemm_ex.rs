//! Host reference of the mixed-precision GEMM descriptors (gemm_ex): A and B in f16 or bf16,
//! computation (alpha, beta, split-K partials) in f32, C and D in the input type or f32.
//!
//! The inputs are widened exactly (f16 and bf16 are subsets of f64), the products accumulated in
//! f64 by gemm's blocked kernel ([`super::gemm::accumulate`]), alpha and beta (f32 values) applied
//! in f64 and the result rounded once to the output type. The GPU accumulates in f32, so the tests
//! compare it against this with a k·eps(f32) bound. Split-K partials are written to and read back
//! from the workspace as f32, as on the GPU.
//!
//! Contract, as gemm's: beta = 0 never reads C; alpha = 0 or k = 0 reads neither A, B nor the
//! partials; only the m×n block of D is written; C is only read (unless it is D).

use half::{bf16, f16};

use super::gemm::{accumulate, Elem, OpView};
use super::stored::{matrix, matrix_mut};
use crate::launch::{DTypeCode, GemmDesc, Scalar, Trans};
use crate::status::{bail, Result, Status};

impl Elem for bf16 {
    type Acc = f64;
    type Part = f32;
    fn to_part(a: f64) -> f32 {
        a as f32
    }
    fn from_part(p: f32) -> f64 {
        p as f64
    }
    fn widen(self) -> f64 {
        self.to_f64()
    }
    fn narrow(a: f64) -> bf16 {
        bf16::from_f64(a)
    }
    fn conj(a: f64) -> f64 {
        a
    }
    fn by_value(re: f64, _im: f64) -> f64 {
        bf16::from_f64(re).to_f64()
    }
}

/// An f32 scalar (the compute type) as the GPU sees it.
///
/// # Safety
/// A device scalar points to one valid `f32`.
unsafe fn scalar_f32(s: &Scalar) -> f64 {
    if s.addr == 0 {
        s.re as f32 as f64
    } else {
        // SAFETY: the caller's contract.
        unsafe { (s.addr as *const f32).read() as f64 }
    }
}

/// Whether `d` is a mixed descriptor this module runs (the others are gemm's).
pub(crate) fn is_mixed(d: &GemmDesc) -> bool {
    d.a_type != d.c_type || d.a_type != d.compute_type
}

/// Run one mixed-precision GEMM descriptor on the host.
///
/// # Safety
/// The descriptor's addresses are valid host memory for it (the `Backend` contract).
pub(crate) unsafe fn run_gemm_ex(d: &GemmDesc) -> Result<()> {
    if d.compute_type != DTypeCode::F32 {
        bail!(
            Status::InvalidValue,
            "gemm_ex: compute type code {} with inputs {} (f32 only)",
            d.compute_type.repr,
            d.a_type.repr
        );
    }
    // SAFETY: forwarded contract.
    unsafe {
        match (d.a_type, d.c_type) {
            (DTypeCode::F16, DTypeCode::F16) => run_typed::<f16, f16>(d),
            (DTypeCode::F16, DTypeCode::F32) => run_typed::<f16, f32>(d),
            (DTypeCode::BF16, DTypeCode::BF16) => run_typed::<bf16, bf16>(d),
            (DTypeCode::BF16, DTypeCode::F32) => run_typed::<bf16, f32>(d),
            (a, c) => bail!(
                Status::InvalidValue,
                "gemm_ex: element type codes {} (A, B) and {} (C, D) are not a combination",
                a.repr,
                c.repr
            ),
        }
    }
}

/// # Safety
/// As [`run_gemm_ex`].
unsafe fn run_typed<I, O>(d: &GemmDesc) -> Result<()>
where
    I: Elem<Acc = f64, Part = f32>,
    O: Elem<Acc = f64>,
{
    if !d.trans_a.is_known() || !d.trans_b.is_known() {
        bail!(
            Status::InvalidValue,
            "gemm_ex: trans codes {}, {}",
            d.trans_a.repr,
            d.trans_b.repr
        );
    }
    if d.m < 0 || d.n < 0 || d.k < 0 || d.batch < 0 {
        bail!(Status::InvalidSize, "gemm_ex: a negative size");
    }
    let (m, n, k, batch) = (d.m as usize, d.n as usize, d.k as usize, d.batch as usize);
    let (ar, ac) = if d.trans_a == Trans::N {
        (m, k)
    } else {
        (k, m)
    };
    let (br, bc) = if d.trans_b == Trans::N {
        (k, n)
    } else {
        (n, k)
    };
    if d.a.ld < ar as i64 || d.b.ld < br as i64 || d.c.ld < m as i64 || d.d.ld < m as i64 {
        bail!(
            Status::InvalidSize,
            "gemm_ex: a leading dimension is too small"
        );
    }
    if m == 0 || n == 0 || batch == 0 {
        return Ok(());
    }
    // SAFETY: device scalars point to one f32 (the contract).
    let (alpha, beta) = unsafe { (scalar_f32(&d.alpha), scalar_f32(&d.beta)) };
    let scale_only = k == 0 || alpha == 0.0;
    let beta0 = beta == 0.0;
    if d.d.at.is_null()
        || (!beta0 && d.c.at.is_null())
        || (!scale_only && (d.a.at.is_null() || d.b.at.is_null()))
    {
        bail!(Status::InvalidPointer, "gemm_ex: a null matrix");
    }
    let splits = if d.partials != 0 && !scale_only {
        let chunk = d.k_chunk;
        if d.splits < 2 || chunk <= 0 || (d.k + chunk - 1) / chunk != d.splits as i64 {
            bail!(
                Status::InternalError,
                "gemm_ex: split-K descriptor ({} splits of {chunk}) does not match k = {k}",
                d.splits
            );
        }
        Some((d.splits as usize, chunk as usize))
    } else {
        None
    };
    let in_place = d.c == d.d;
    let mut acc = vec![0.0f64; m * n];
    for b in 0..batch {
        acc.fill(0.0);
        if !scale_only {
            // SAFETY: A and B of batch b hold what their sizes and leading dimensions imply.
            let (av, bv) = unsafe {
                (
                    OpView {
                        data: matrix::<I>(&d.a, b, ar, ac),
                        ld: d.a.ld as usize,
                        trans: d.trans_a,
                    },
                    OpView {
                        data: matrix::<I>(&d.b, b, br, bc),
                        ld: d.b.ld as usize,
                        trans: d.trans_b,
                    },
                )
            };
            match splits {
                None => accumulate(av, bv, m, n, 0, k, &mut acc),
                Some((s_count, chunk)) => {
                    let mn = m * n;
                    // SAFETY: the slot holds `splits * batch * m * n` f32 partials (the plan).
                    let parts = unsafe {
                        std::slice::from_raw_parts_mut(d.partials as *mut f32, s_count * batch * mn)
                    };
                    let mut one = vec![0.0f64; mn];
                    for s in 0..s_count {
                        one.fill(0.0);
                        let k0 = s * chunk;
                        accumulate(av, bv, m, n, k0, k.min(k0 + chunk), &mut one);
                        let slot = &mut parts[(b * s_count + s) * mn..][..mn];
                        for (p, v) in slot.iter_mut().zip(&one) {
                            *p = I::to_part(*v);
                        }
                    }
                    for s in 0..s_count {
                        let slot = &parts[(b * s_count + s) * mn..][..mn];
                        for (a, p) in acc.iter_mut().zip(slot) {
                            *a += I::from_part(*p);
                        }
                    }
                }
            }
        }
        let (ldc, ldd) = (d.c.ld as usize, d.d.ld as usize);
        // SAFETY: D of batch b holds m×n with ldd and nothing else refers to it; C likewise with
        // ldc when it is a separate matrix (read only). In place, each element of C is read just
        // before the element of D in the same place is written.
        unsafe {
            let dm = matrix_mut::<O>(&d.d, b, m, n);
            let cm: Option<&[O]> = if beta0 || in_place {
                None
            } else {
                Some(matrix::<O>(&d.c, b, m, n))
            };
            for j in 0..n {
                for i in 0..m {
                    let mut v = if scale_only {
                        0.0
                    } else {
                        alpha * acc[i + j * m]
                    };
                    if !beta0 {
                        let cv = match cm {
                            Some(c) => c[i + j * ldc],
                            None => dm[i + j * ldd],
                        };
                        v += beta * cv.widen();
                    }
                    dm[i + j * ldd] = O::narrow(v);
                }
            }
        }
    }
    Ok(())
}
