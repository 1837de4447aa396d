//! `symm` / `hemm`: `C = alpha·A·B + beta·C` (`Side::Left`, A m×m) or `C = alpha·B·A + beta·C`
//! (`Side::Right`, A n×n), B and C m×n, A symmetric (hemm: Hermitian, its diagonal's imaginary
//! parts not read) and read from its `uplo` triangle only.
//!
//! Algorithm: the stored triangle is expanded into the full matrix in a workspace block (one
//! kernel, `ka²` elements per problem, `ka` = m or n), then one gemm launch with the call's own
//! B and C (every batch form, pointer arrays included) does the product at gemm speed. With
//! less workspace than that block, one kernel reads A's triangle directly (`perf_degraded`).

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{
    GemmDesc, MatrixDesc, Operand, Scalar as ScalarDesc, SymDesc, SymOp, Trans, Uplo,
};
use crate::level2::batch_of;
use crate::memory::{Candidates, WorkspacePlan};
use crate::operands::{matrix_span, Matrices, ScalarArg};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar};

use super::MatricesMut;

/// Which side of B the symmetric (Hermitian) A multiplies from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// `A·B` (A m×m).
    Left,
    /// `B·A` (A n×n).
    Right,
}

/// One symm/hemm call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SymmCall {
    pub dtype: DType,
    pub hermitian: bool,
    /// `None`: a side code that is neither left nor right (`invalid_value`).
    pub side: Option<Side>,
    pub uplo: Uplo,
    pub m: i64,
    pub n: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub beta: ScalarDesc,
    pub a: MatrixDesc,
    pub b: MatrixDesc,
    pub c: MatrixDesc,
}

fn is_host_value(s: &ScalarDesc, v: f64) -> bool {
    s.addr == 0 && s.re == v && s.im == 0.0
}

impl SymmCall {
    fn right(&self) -> bool {
        self.side == Some(Side::Right)
    }
    /// Order of A.
    fn ka(&self) -> i64 {
        if self.right() {
            self.n
        } else {
            self.m
        }
    }
    fn scale_only(&self) -> bool {
        is_host_value(&self.alpha, 0.0)
    }
    pub(crate) fn is_empty(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }
    fn sym_desc(&self, op: SymOp) -> SymDesc {
        SymDesc {
            dtype: self.dtype.code(),
            op,
            uplo: self.uplo,
            trans: Trans::N,
            hermitian: self.hermitian,
            two: false,
            side_right: self.right(),
            real_alpha: false,
            real_beta: false,
            n: self.m,
            k: self.n,
            nb: 1,
            batch: self.batch,
            alpha: self.alpha,
            beta: self.beta,
            a: self.a,
            b: self.b,
            c: self.c,
            work: 0,
        }
    }
    /// Elements of the expanded A, every problem.
    fn expanded_elements(&self) -> usize {
        let ka = self.ka().max(0) as usize;
        ka.saturating_mul(ka)
            .saturating_mul(self.batch.max(0) as usize)
    }
}

impl Call for SymmCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: if self.hermitian { "hemm" } else { "symm" },
        }
    }

    fn validate(&self) -> Result<()> {
        if !matches!(
            self.dtype,
            DType::F32 | DType::F64 | DType::C32 | DType::C64
        ) || (self.hermitian && !self.dtype.is_complex())
        {
            bail!(
                Status::NotImplemented,
                "{}: element type {:?} is not supported",
                self.name(),
                self.dtype
            );
        }
        if self.side.is_none() {
            bail!(Status::InvalidValue, "{}: bad side code", self.name());
        }
        if !matches!(self.uplo, Uplo::Upper | Uplo::Lower) {
            bail!(
                Status::InvalidValue,
                "{}: bad uplo code {}",
                self.name(),
                self.uplo.repr
            );
        }
        if self.m < 0
            || self.n < 0
            || self.batch < 0
            || self.c.ld < self.m
            || self.b.ld < self.m
            || self.a.ld < self.ka()
        {
            bail!(
                Status::InvalidSize,
                "{}: m = {}, n = {}, batch = {}, lda = {} (needs {}), ldb = {}, ldc = {} \
                 (need {})",
                self.name(),
                self.m,
                self.n,
                self.batch,
                self.a.ld,
                self.ka(),
                self.b.ld,
                self.c.ld,
                self.m
            );
        }
        Ok(())
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty() || (self.scale_only() && is_host_value(&self.beta, 1.0))
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        if self.scale_only() {
            return Candidates::none();
        }
        Candidates::two(
            WorkspacePlan::new().with_bytes(
                "expanded A",
                self.expanded_elements().saturating_mul(self.dtype.size()),
            ),
            WorkspacePlan::new(),
        )
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        if self.c.at.is_null()
            || (!self.scale_only() && (self.a.at.is_null() || self.b.at.is_null()))
        {
            bail!(Status::InvalidPointer, "{}: null matrix", self.name());
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        if self.scale_only() || ctx.degraded() {
            let d = self.sym_desc(SymOp::Symm);
            // SAFETY: the front end checked the operands; no workspace is used.
            unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
            return Ok(None);
        }
        // SAFETY: slot 0 holds the expanded A of every problem.
        unsafe { enqueue(self, ctx, ctx.slot(0).0) }?;
        Ok(None)
    }
}

/// The expand + gemm launches of `call` with the expanded A at `work` (`ka²·batch` elements),
/// for other families that run symm inside their own plans.
///
/// # Safety
/// The call's operands are valid; `work` holds `ka²·batch` elements.
pub(crate) unsafe fn enqueue(call: &SymmCall, ctx: &LaunchCtx<'_, '_>, work: u64) -> Result<()> {
    let ka = call.ka();
    let w = MatrixDesc {
        at: Operand {
            addr: work,
            stride: ka * ka,
            is_array: false,
        },
        ld: ka.max(1),
    };
    let mut d = call.sym_desc(SymOp::Expand);
    d.n = ka;
    d.c = w;
    // SAFETY: `work` holds ka² elements per problem; A is the call's checked operand.
    unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
    let (a, b) = if call.right() {
        (call.b, w)
    } else {
        (w, call.b)
    };
    let code = call.dtype.code();
    let g = GemmDesc {
        a_type: code,
        c_type: code,
        compute_type: code,
        trans_a: Trans::N,
        trans_b: Trans::N,
        m: call.m,
        n: call.n,
        k: ka,
        batch: call.batch,
        alpha: call.alpha,
        beta: call.beta,
        a,
        b,
        c: call.c,
        d: call.c,
        partials: 0,
        splits: 1,
        k_chunk: 0,
    };
    // SAFETY: the expanded A and the call's B and C hold what the gemm reads and writes.
    unsafe { ctx.backend().launch(&Launch::Gemm(g), ctx.stream())? };
    Ok(())
}

/// Run (or size) one call.
///
/// # Safety
/// The call's addresses are valid for it, in device memory of `h`'s backend.
pub(crate) unsafe fn symm(h: &mut Handle, c: &SymmCall) -> Result<Status> {
    call::run(h, c)
}

#[allow(clippy::too_many_arguments)]
fn run_rust<T: Scalar>(
    h: &mut Handle,
    hermitian: bool,
    side: Side,
    uplo: crate::types::Uplo,
    m: usize,
    n: usize,
    alpha: ScalarArg<'_, T>,
    a: Matrices<'_, T>,
    lda: usize,
    b: Matrices<'_, T>,
    ldb: usize,
    beta: ScalarArg<'_, T>,
    c: MatricesMut<'_, '_, T>,
    ldc: usize,
) -> Result<()> {
    let name = format!(
        "{}{}",
        T::DTYPE.prefix(),
        if hermitian { "hemm" } else { "symm" }
    );
    let batch = batch_of(
        &name,
        &[("A", a.count()), ("B", b.count()), ("C", c.count())],
    )?;
    let ka = if side == Side::Right { n } else { m };
    let call = SymmCall {
        dtype: T::DTYPE,
        hermitian,
        side: Some(side),
        uplo: uplo.code(),
        m: m as i64,
        n: n as i64,
        batch: batch as i64,
        alpha: alpha.desc("alpha")?,
        beta: beta.desc("beta")?,
        a: a.arg(&format!("{name} A"), matrix_span(ka, ka, lda), lda)?,
        b: b.arg(&format!("{name} B"), matrix_span(m, n, ldb), ldb)?,
        c: c.arg(&format!("{name} C"), m, n, ldc)?,
    };
    // SAFETY: every operand was checked against the sizes above; C is borrowed mutably.
    let r = unsafe { symm(h, &call) };
    call::finish(h, r)
}

impl Handle {
    /// `C = alpha·A·B + beta·C` (`Side::Left`, A m×m) or `alpha·B·A + beta·C` (`Side::Right`,
    /// A n×n) with A symmetric, read from its `uplo` triangle; B and C m×n. Batches as gemm's.
    #[allow(clippy::too_many_arguments)]
    pub fn symm<'a, T: Scalar>(
        &mut self,
        side: Side,
        uplo: crate::types::Uplo,
        m: usize,
        n: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, T>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let (al, be) = (alpha.into(), beta.into());
        run_rust(
            self, false, side, uplo, m, n, al, a, lda, b, ldb, be, c, ldc,
        )
    }

    /// As [`Handle::symm`] with A Hermitian (its diagonal's imaginary parts are not read).
    #[allow(clippy::too_many_arguments)]
    pub fn hemm<'a, T: Scalar>(
        &mut self,
        side: Side,
        uplo: crate::types::Uplo,
        m: usize,
        n: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, T>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let (al, be) = (alpha.into(), beta.into());
        run_rust(self, true, side, uplo, m, n, al, a, lda, b, ldb, be, c, ldc)
    }
}
