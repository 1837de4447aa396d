//! `gemm_ex` (plain, batched, strided-batched): `D = alpha·op(A)·op(B) + beta·C` with the element
//! types of A/B, C/D and the computation as arguments, rocBLAS's `rocblas_gemm_ex` family.
//!
//! The type combinations are rocBLAS's (library/src/blas_ex/rocblas_gemm_ex_kernels.cpp), minus
//! int8:
//!
//! | a_type = b_type | c_type = d_type | compute_type (alpha, beta) | runs on                     |
//! |-----------------|-----------------|----------------------------|-----------------------------|
//! | f64             | f64             | f64                        | dgemm's kernels             |
//! | f32             | f32             | f32                        | sgemm's kernels             |
//! | c32             | c32             | c32                        | cgemm's kernels             |
//! | c64             | c64             | c64                        | zgemm's kernels             |
//! | f16             | f16             | f16                        | hgemm's kernels (f32 accumulation) |
//! | f16             | f16             | f32                        | the gemm_ex kernels         |
//! | f16             | f32             | f32                        | the gemm_ex kernels         |
//! | bf16            | bf16            | f32                        | the gemm_ex kernels         |
//! | bf16            | f32             | f32                        | the gemm_ex kernels         |
//!
//! Anything else (int8 → int32 included, and a_type ≠ b_type or c_type ≠ d_type) is
//! `not_implemented`. rocBLAS has no plain bf16 `gemm` name; bf16 goes through `gemm_ex` here too.
//! The gemm_ex kernels (f16/bf16 inputs, f32 compute) convert the inputs exactly to f32,
//! multiply and accumulate in f32, apply alpha and beta in f32 and round once to the output type.
//!
//! Conventions (rocBLAS's `rocblas_gemm_ex_arg_check`), in this order:
//! * transA/transB not N, T or C: `invalid_value`;
//! * negative m, n, k or batch count: `invalid_size`; `lda`, `ldb` below the rows their matrix
//!   stores, `ldc` or `ldd` below m: `invalid_size`;
//! * m, n or batch count 0: success, nothing read or written (before any pointer is looked at);
//! * C and D the same matrix (same address): `ldc ≠ ldd` is `invalid_size`, `c_type ≠ d_type`
//!   `invalid_value` (oxblas also refuses different strides for a strided C = D:
//!   `invalid_size`);
//! * an unsupported type combination: `not_implemented` (also in a size query: a call that
//!   cannot run has no size);
//! * `algo` = `solution_index` with `solution_index > 0`: `invalid_value` (see below);
//! * pointers (not in a size query): null D, null alpha when k > 0, null beta:
//!   `invalid_pointer`; null C unless beta is a host 0; null A or B when k > 0, unless alpha
//!   is a host 0; then a matrix not aligned to its element (a pointer array to 8 bytes):
//!   `invalid_size`, as rocBLAS. With the device pointer mode beta (alpha) is never read on the
//!   host, so a null C (A, B) is `invalid_pointer` there: rocBLAS copies device scalars to the
//!   host (a synchronization) to decide, oxblas does not synchronize.
//! * k = 0 or alpha = 0 reads neither A nor B and writes `D = beta·C`; beta = 0 never reads C.
//!   Unlike `gemm`, a host beta of 1 is a quick return only when D is C (otherwise D = C
//!   must still be written).
//! * Only the m×n block of each D is written; C is never written when it is not D.
//!
//! `algo`, `solution_index`, `flags` (rocBLAS's meaning → here): oxblas has one kernel choice per
//! type combination and device, so `algo` = `standard` (or any value other than
//! `solution_index`) and `solution_index <= 0` take it; `solution_index > 0` with
//! `algo = solution_index` names one of rocBLAS's Tensile solutions, which oxblas does not
//! have: `invalid_value` (what rocBLAS returns for an index that names no solution). Flags:
//! `check_solution_index` checks the arguments and the solution and computes nothing (success);
//! `use_cu_efficiency`, `fp16_alt_impl`, `fp16_alt_impl_rnz` (MI200 f16 paths) and
//! `stochastic_rounding` (f8 only in rocBLAS) are accepted and change nothing; unknown bits are
//! ignored, as rocBLAS ignores them. `OXBLAS_GEMM_PORTABLE=1` in the environment makes the
//! NVIDIA build use the portable kernels instead of the tensor-core ones (for comparisons).
//!
//! Kernels of the f16/bf16 inputs on NVIDIA: Hopper's warpgroup MMA (`wgmma`, built for
//! `sm_90a`) on a compute-capability-9.0 device (H100, H200), `mma.sync` on other sm_80+ GPUs
//! and with `OXBLAS_GEMM_EX_KERNEL=mma` (for comparisons); their results are bit-identical.
//! Elsewhere (AMD) the portable kernel. These variables are read once per process.
//!
//! Workspace: as `gemm` ([`super::plan`]): split-K partials (f32 for the f16/bf16 inputs) when
//! k is large against m·n; less workspace runs the one-pass kernels and returns
//! `perf_degraded`.

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{GemmDesc, MatrixDesc, Scalar as ScalarDesc, Trans};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Transpose};

pub use crate::level1::ex::Datatype;

use super::{plan, MatricesMut};

/// rocBLAS's `rocblas_gemm_algo`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GemmAlgo {
    /// `rocblas_gemm_algo_standard`: the library's choice.
    #[default]
    Standard = 0,
    /// `rocblas_gemm_algo_solution_index`: the solution named by `solution_index` (> 0), or the
    /// standard choice (<= 0). oxblas has no numbered solutions (module documentation).
    SolutionIndex = 1,
}

/// rocBLAS's `rocblas_gemm_flags` bits (what each does here: module documentation).
pub mod flags {
    /// `rocblas_gemm_flags_none`.
    pub const NONE: u32 = 0x0;
    /// `rocblas_gemm_flags_use_cu_efficiency` (accepted, no effect).
    pub const USE_CU_EFFICIENCY: u32 = 0x2;
    /// `rocblas_gemm_flags_fp16_alt_impl` (accepted, no effect).
    pub const FP16_ALT_IMPL: u32 = 0x4;
    /// `rocblas_gemm_flags_check_solution_index`: check the arguments, compute nothing.
    pub const CHECK_SOLUTION_INDEX: u32 = 0x8;
    /// `rocblas_gemm_flags_fp16_alt_impl_rnz` (accepted, no effect).
    pub const FP16_ALT_IMPL_RNZ: u32 = 0x10;
    /// `rocblas_gemm_flags_stochastic_rounding` (accepted, no effect).
    pub const STOCHASTIC_ROUNDING: u32 = 0x20;
}

/// The element types of one gemm_ex combination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExTypes {
    /// A and B.
    pub ab: DType,
    /// C and D.
    pub cd: DType,
    /// The computation, alpha and beta.
    pub compute: DType,
}

impl ExTypes {
    /// f16/bf16 inputs with f32 computation: the gemm_ex kernels (the other rows are gemm's).
    pub fn is_mixed(&self) -> bool {
        self.ab != self.cd || self.ab != self.compute
    }
}

/// The types of rocBLAS's datatype codes `a`, `b`, `c`, `d`, `compute`: `not_implemented` for a
/// combination outside the table of the module documentation (unknown codes included).
pub fn resolve(a: i32, b: i32, c: i32, d: i32, compute: i32) -> Result<ExTypes> {
    const F16: i32 = Datatype::F16R as i32;
    const BF16: i32 = Datatype::BF16R as i32;
    const F32: i32 = Datatype::F32R as i32;
    const F64: i32 = Datatype::F64R as i32;
    const C32: i32 = Datatype::F32C as i32;
    const C64: i32 = Datatype::F64C as i32;
    let t = |ab, cd, compute| Some(ExTypes { ab, cd, compute });
    let types = if a != b || c != d {
        None
    } else {
        match (a, c, compute) {
            (F64, F64, F64) => t(DType::F64, DType::F64, DType::F64),
            (F32, F32, F32) => t(DType::F32, DType::F32, DType::F32),
            (C32, C32, C32) => t(DType::C32, DType::C32, DType::C32),
            (C64, C64, C64) => t(DType::C64, DType::C64, DType::C64),
            (F16, F16, F16) => t(DType::F16, DType::F16, DType::F16),
            (F16, F16, F32) => t(DType::F16, DType::F16, DType::F32),
            (F16, F32, F32) => t(DType::F16, DType::F32, DType::F32),
            (BF16, BF16, F32) => t(DType::BF16, DType::BF16, DType::F32),
            (BF16, F32, F32) => t(DType::BF16, DType::F32, DType::F32),
            _ => None,
        }
    };
    match types {
        Some(t) => Ok(t),
        None => bail!(
            Status::NotImplemented,
            "gemm_ex: a_type {a}, b_type {b}, c_type {c}, d_type {d}, compute_type {compute} \
             is not a supported combination"
        ),
    }
}

/// One gemm_ex call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GemmExCall {
    /// rocBLAS datatype codes of A, B, C, D and the computation.
    pub a_type: i32,
    pub b_type: i32,
    pub c_type: i32,
    pub d_type: i32,
    pub compute_type: i32,
    pub trans_a: Trans,
    pub trans_b: Trans,
    pub m: i64,
    pub n: i64,
    pub k: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub beta: ScalarDesc,
    pub a: MatrixDesc,
    pub b: MatrixDesc,
    pub c: MatrixDesc,
    pub d: MatrixDesc,
    pub algo: i32,
    pub solution_index: i32,
    pub flags: u32,
}

impl GemmExCall {
    /// The resolved types (`not_implemented` outside the table).
    pub(crate) fn types(&self) -> Result<ExTypes> {
        resolve(
            self.a_type,
            self.b_type,
            self.c_type,
            self.d_type,
            self.compute_type,
        )
    }
    /// m, n or the batch count is 0.
    pub(crate) fn is_empty(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }
    /// D is C (rocBLAS compares the addresses).
    fn in_place(&self) -> bool {
        self.c.at.addr == self.d.at.addr && self.c.at.is_array == self.d.at.is_array
    }
    /// Only beta·C is computed: k = 0 or a host alpha of 0.
    fn scale_only(&self) -> bool {
        self.k == 0 || self.alpha.is_host_value(0.0)
    }
    fn check_only(&self) -> bool {
        self.flags & flags::CHECK_SOLUTION_INDEX != 0
    }
    /// The split-K partials' type: the compute type (f16's are f32, as gemm's).
    fn partial_dtype(&self) -> DType {
        self.types().map_or(DType::F32, |t| t.compute)
    }
    fn split(&self, props: &DeviceProperties) -> Option<plan::Split> {
        if self.scale_only() {
            return None;
        }
        plan::gemm_split(
            self.partial_dtype(),
            self.m,
            self.n,
            self.k,
            self.batch,
            props.multiprocessors,
        )
    }
}

impl Call for GemmExCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.types().map_or('x', |t| t.ab.prefix()),
            base: "gemm_ex",
        }
    }

    fn validate(&self) -> Result<()> {
        if !self.trans_a.is_known() || !self.trans_b.is_known() {
            bail!(
                Status::InvalidValue,
                "gemm_ex: bad trans codes {}, {}",
                self.trans_a.repr,
                self.trans_b.repr
            );
        }
        if self.m < 0 || self.n < 0 || self.k < 0 || self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "gemm_ex: m = {}, n = {}, k = {}, batch = {}",
                self.m,
                self.n,
                self.k,
                self.batch
            );
        }
        let rows_a = if self.trans_a == Trans::N {
            self.m
        } else {
            self.k
        };
        let rows_b = if self.trans_b == Trans::N {
            self.k
        } else {
            self.n
        };
        if self.a.ld < rows_a || self.b.ld < rows_b || self.c.ld < self.m || self.d.ld < self.m {
            bail!(
                Status::InvalidSize,
                "gemm_ex: lda = {} (needs {rows_a}), ldb = {} (needs {rows_b}), ldc = {}, ldd = {} \
                 (need {})",
                self.a.ld,
                self.b.ld,
                self.c.ld,
                self.d.ld,
                self.m
            );
        }
        if self.is_empty() {
            return Ok(());
        }
        if self.in_place() && !self.d.at.is_null() {
            if self.c.ld != self.d.ld {
                bail!(
                    Status::InvalidSize,
                    "gemm_ex: C is D, but ldc = {} and ldd = {}",
                    self.c.ld,
                    self.d.ld
                );
            }
            if self.c_type != self.d_type {
                bail!(
                    Status::InvalidValue,
                    "gemm_ex: C is D, but c_type = {} and d_type = {}",
                    self.c_type,
                    self.d_type
                );
            }
            // Not a rocBLAS check: batch b's D would overlap other batches' C.
            if self.c.at.stride != self.d.at.stride {
                bail!(
                    Status::InvalidSize,
                    "gemm_ex: C is D, but stride_c = {} and stride_d = {}",
                    self.c.at.stride,
                    self.d.at.stride
                );
            }
        }
        self.types()?;
        if self.algo == GemmAlgo::SolutionIndex as i32 && self.solution_index > 0 {
            bail!(
                Status::InvalidValue,
                "gemm_ex: solution_index {} names no solution (oxblas has one kernel choice per \
                 type combination; use solution_index <= 0 or algo standard)",
                self.solution_index
            );
        }
        // Extents that overflow the address space (issue 13), counted at 16 bytes an element
        // (the widest type; the bound is 2^63 bytes, so this refuses nothing addressable).
        let (name, b) = (self.name(), self.batch);
        let (ra, ca) = if self.trans_a == Trans::N {
            (self.m, self.k)
        } else {
            (self.k, self.m)
        };
        let (rb, cb) = if self.trans_b == Trans::N {
            (self.k, self.n)
        } else {
            (self.n, self.k)
        };
        crate::extent::check_matrix(name, "A", ra, ca, &self.a, 16, b)?;
        crate::extent::check_matrix(name, "B", rb, cb, &self.b, 16, b)?;
        crate::extent::check_matrix(name, "C", self.m, self.n, &self.c, 16, b)?;
        crate::extent::check_matrix(name, "D", self.m, self.n, &self.d, 16, b)
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty()
            || self.check_only()
            || (self.in_place() && self.scale_only() && self.beta.is_host_value(1.0))
    }

    fn plans(&self, props: &DeviceProperties) -> Candidates {
        if self.scale_only() {
            return Candidates::none();
        }
        plan::gemm(
            self.partial_dtype(),
            self.m,
            self.n,
            self.k,
            self.batch,
            props.multiprocessors,
        )
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        let need_c = !self.beta.is_host_value(0.0);
        if self.d.at.is_null()
            || (need_c && self.c.at.is_null())
            || (!self.scale_only() && (self.a.at.is_null() || self.b.at.is_null()))
        {
            bail!(
                Status::InvalidPointer,
                "gemm_ex: a null matrix (A, B: unless k = 0 or a host alpha = 0; C: unless a \
                 host beta = 0)"
            );
        }
        let t = self.types()?;
        let misaligned = |m: &MatrixDesc, elem: usize| {
            let align = if m.at.is_array { 8 } else { elem as u64 };
            m.at.addr % align != 0
        };
        if misaligned(&self.a, t.ab.size())
            || misaligned(&self.b, t.ab.size())
            || misaligned(&self.c, t.cd.size())
            || misaligned(&self.d, t.cd.size())
        {
            bail!(
                Status::InvalidSize,
                "gemm_ex: a matrix is not aligned to its element type"
            );
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let t = self.types()?;
        let split = if ctx.degraded() {
            None
        } else {
            self.split(ctx.backend().properties())
        };
        let desc = GemmDesc {
            a_type: t.ab.code(),
            c_type: t.cd.code(),
            compute_type: t.compute.code(),
            trans_a: self.trans_a,
            trans_b: self.trans_b,
            m: self.m,
            n: self.n,
            k: self.k,
            batch: self.batch,
            alpha: self.alpha,
            beta: self.beta,
            a: self.a,
            b: self.b,
            c: self.c,
            d: self.d,
            partials: if split.is_some() { ctx.slot(0).0 } else { 0 },
            splits: split.map_or(1, |s| s.splits),
            k_chunk: split.map_or(0, |s| s.k_chunk),
            leave_blocks: 0,
        };
        // SAFETY: the front end checked the operands; partials is a slot of the workspace, sized
        // by the same plan.
        unsafe { ctx.backend().launch(&Launch::Gemm(desc), ctx.stream())? };
        Ok(None)
    }
}

/// Run (or size) one gemm_ex call.
///
/// # Safety
/// The call's addresses are valid for it (matrices hold what the sizes, leading dimensions and
/// batch layout imply in the types the codes name; device scalars point to one element of the
/// compute type), in device memory of `h`'s backend.
pub(crate) unsafe fn gemm_ex(h: &mut Handle, c: &GemmExCall) -> Result<Status> {
    call::run(h, c)
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

/// A gemm_ex combination: A and B of `Self`, C and D of `O`, computation (and alpha, beta) of
/// `C`: exactly the rows of the module documentation's table, so an unsupported combination does
/// not compile.
pub trait GemmEx<O: Scalar, C: Scalar>: Scalar + sealed::Sealed {}

impl GemmEx<f64, f64> for f64 {}
impl GemmEx<f32, f32> for f32 {}
impl GemmEx<Complex32, Complex32> for Complex32 {}
impl GemmEx<Complex64, Complex64> for Complex64 {}
impl GemmEx<f16, f16> for f16 {}
impl GemmEx<f16, f32> for f16 {}
impl GemmEx<f32, f32> for f16 {}
impl GemmEx<bf16, f32> for bf16 {}
impl GemmEx<f32, f32> for bf16 {}

/// C and D of a gemm_ex call.
pub enum GemmExOutput<'a, 'b, T: crate::types::DeviceCopy> {
    /// D is C (rocBLAS's `c == d`, `ldc == ldd`): read when beta ≠ 0, then overwritten.
    InPlace {
        /// C, overwritten with D.
        c: MatricesMut<'a, 'b, T>,
        /// Its leading dimension (`ldc = ldd`).
        ldc: usize,
    },
    /// C is read (when beta ≠ 0) and left as it is; D is written.
    Separate {
        /// C.
        c: Matrices<'a, T>,
        /// C's leading dimension.
        ldc: usize,
        /// D.
        d: MatricesMut<'a, 'b, T>,
        /// D's leading dimension.
        ldd: usize,
    },
}

/// gemm_ex's `algo`, `solution_index` and `flags` (module documentation); the default is rocBLAS's
/// usual `standard, 0, none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GemmExOptions {
    /// `algo`.
    pub algo: GemmAlgo,
    /// `solution_index`.
    pub solution_index: i32,
    /// `flags` ([`flags`] bits).
    pub flags: u32,
}

impl Handle {
    /// `D = alpha·op_a(A)·op_b(B) + beta·C` (rocBLAS's `gemm_ex`, its batched and strided
    /// forms through the operands' variants) with A, B of `Ti`, C, D of `To` and alpha, beta and
    /// the computation of `Tc` (a combination of [`GemmEx`]); op(A) m×k, op(B) k×n, C and D m×n,
    /// column-major. Semantics and checks: the [`crate::level3::gemm_ex`] module.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_ex<'a, Ti: GemmEx<To, Tc>, To: Scalar, Tc: Scalar>(
        &mut self,
        trans_a: Transpose,
        trans_b: Transpose,
        m: usize,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, Tc>>,
        a: Matrices<'_, Ti>,
        lda: usize,
        b: Matrices<'_, Ti>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, Tc>>,
        out: GemmExOutput<'_, '_, To>,
        options: GemmExOptions,
    ) -> Result<()> {
        let name = "gemm_ex";
        let (ar, ac) = if trans_a == Transpose::N {
            (m, k)
        } else {
            (k, m)
        };
        let (br, bc) = if trans_b == Transpose::N {
            (k, n)
        } else {
            (n, k)
        };
        let (c, d, batch) = match &out {
            GemmExOutput::InPlace { c, ldc } => {
                let batch = batch_of(
                    name,
                    &[("A", a.count()), ("B", b.count()), ("C", c.count())],
                )?;
                let cd = c.arg("gemm_ex C", m, n, *ldc)?;
                (cd, cd, batch)
            }
            GemmExOutput::Separate { c, ldc, d, ldd } => {
                let batch = batch_of(
                    name,
                    &[
                        ("A", a.count()),
                        ("B", b.count()),
                        ("C", c.count()),
                        ("D", d.count()),
                    ],
                )?;
                (
                    c.arg("gemm_ex C", matrix_span(m, n, *ldc), *ldc)?,
                    d.arg("gemm_ex D", m, n, *ldd)?,
                    batch,
                )
            }
        };
        let code = |t: DType| Datatype::of(t) as i32;
        let call = GemmExCall {
            a_type: code(Ti::DTYPE),
            b_type: code(Ti::DTYPE),
            c_type: code(To::DTYPE),
            d_type: code(To::DTYPE),
            compute_type: code(Tc::DTYPE),
            trans_a: trans_a.code(),
            trans_b: trans_b.code(),
            m: crate::extent::sat(m),
            n: crate::extent::sat(n),
            k: crate::extent::sat(k),
            batch: crate::extent::sat(batch),
            alpha: alpha.into().desc("alpha")?,
            beta: beta.into().desc("beta")?,
            a: a.arg("gemm_ex A", matrix_span(ar, ac, lda), lda)?,
            b: b.arg("gemm_ex B", matrix_span(br, bc, ldb), ldb)?,
            c,
            d,
            algo: options.algo as i32,
            solution_index: options.solution_index,
            flags: options.flags,
        };
        // SAFETY: every operand was checked against the sizes above; D is borrowed mutably and,
        // when separate, C is a shared borrow of other memory.
        let r = unsafe { gemm_ex(self, &call) };
        call::finish(self, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exactly nine combinations resolve, each the row its typed trait has.
    #[test]
    fn the_table_has_nine_rows() {
        let all = [150, 151, 152, 153, 154, 155, 160, 162, 168, 169, 0, -1];
        let mut n = 0;
        for a in all {
            for c in all {
                for e in all {
                    if resolve(a, a, c, c, e).is_ok() {
                        n += 1;
                    }
                    // Different A/B or C/D types never resolve.
                    assert!(resolve(a, 151, c, c, e).is_err() || a == 151);
                    assert!(resolve(a, a, c, 151, e).is_err() || c == 151);
                }
            }
        }
        assert_eq!(n, 9);
        let e = resolve(160, 160, 162, 162, 162).unwrap_err();
        assert_eq!(
            e.status(),
            Status::NotImplemented,
            "int8 is not implemented"
        );
        fn row<Ti: GemmEx<To, Tc>, To: Scalar, Tc: Scalar>(mixed: bool) {
            let c = |t: DType| Datatype::of(t) as i32;
            let t = resolve(
                c(Ti::DTYPE),
                c(Ti::DTYPE),
                c(To::DTYPE),
                c(To::DTYPE),
                c(Tc::DTYPE),
            )
            .unwrap();
            assert_eq!((t.ab, t.cd, t.compute), (Ti::DTYPE, To::DTYPE, Tc::DTYPE));
            assert_eq!(t.is_mixed(), mixed);
        }
        row::<f64, f64, f64>(false);
        row::<f32, f32, f32>(false);
        row::<Complex32, Complex32, Complex32>(false);
        row::<Complex64, Complex64, Complex64>(false);
        row::<f16, f16, f16>(false);
        row::<f16, f16, f32>(true);
        row::<f16, f32, f32>(true);
        row::<bf16, bf16, f32>(true);
        row::<bf16, f32, f32>(true);
    }
}
