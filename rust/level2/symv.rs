//! `symv` (s/d/c/z) and `hemv` (c/z): `y = alpha·A·x + beta·y`, A n×n symmetric or Hermitian,
//! only the `uplo` triangle read.

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::extent;
use crate::handle::Handle;
use crate::launch::{
    MatrixDesc, Scalar as ScalarDesc, SymvDesc, SymvKind, Uplo as UploCode, VectorDesc,
};
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg, Vectors, VectorsMut};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Uplo};

use super::{batch_of, check_mv_pointers, check_mv_sizes, leaves_y_alone, plan};

/// One symv/hemv call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SymvCall {
    pub dtype: DType,
    pub kind: SymvKind,
    pub uplo: UploCode,
    pub n: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub beta: ScalarDesc,
    pub a: MatrixDesc,
    pub x: VectorDesc,
    pub y: VectorDesc,
}

impl Call for SymvCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: if self.kind == SymvKind::Hermitian {
                "hemv"
            } else {
                "symv"
            },
        }
    }

    fn validate(&self) -> Result<()> {
        if !matches!(self.uplo, UploCode::Upper | UploCode::Lower) {
            bail!(
                Status::InvalidValue,
                "{}: bad uplo code {}",
                self.name(),
                self.uplo.repr
            );
        }
        let kind_ok = self.kind == SymvKind::Symmetric
            || (self.kind == SymvKind::Hermitian && self.dtype.is_complex());
        if !kind_ok {
            bail!(
                Status::InvalidValue,
                "{}: kind {} on {:?}",
                self.name(),
                self.kind.repr,
                self.dtype
            );
        }
        check_mv_sizes(
            self.name(),
            &[("n", self.n), ("batch", self.batch)],
            &self.a,
            ("n", self.n),
            &self.x,
            &self.y,
        )?;
        let (name, e, b, n) = (self.name(), self.dtype.size(), self.batch, self.n);
        let a = extent::matrix_elems(n, n, self.a.ld);
        extent::check(name, "A", a, e, &self.a.at, b)?;
        extent::check(
            name,
            "x",
            extent::vector_elems(n, self.x.inc),
            e,
            &self.x.at,
            b,
        )?;
        extent::check(
            name,
            "y",
            extent::vector_elems(n, self.y.inc),
            e,
            &self.y.at,
            b,
        )
    }

    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.batch == 0 || leaves_y_alone(&self.alpha, &self.beta)
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        plan::symv(self.dtype, self.n, self.batch)
    }

    fn validate_pointers(&self) -> Result<()> {
        // rocBLAS returns before its pointer checks when there is nothing to do.
        if self.is_quick_return() {
            return Ok(());
        }
        check_mv_pointers(self.name(), &self.alpha, &self.a, &self.x, &self.y)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let panels = (self.n + plan::SYMV_PANEL - 1) / plan::SYMV_PANEL;
        let desc = SymvDesc {
            dtype: self.dtype.code(),
            kind: self.kind,
            uplo: self.uplo,
            n: self.n,
            batch: self.batch,
            alpha: self.alpha,
            beta: self.beta,
            a: self.a,
            x: self.x,
            y: self.y,
            partials: if ctx.degraded() { 0 } else { ctx.slot(0).0 },
            col_blocks: if ctx.degraded() { 0 } else { panels as u32 },
        };
        // SAFETY: the front end checked the operands; partials is a slot of the workspace.
        unsafe { ctx.backend().launch(&Launch::Symv(desc), ctx.stream())? };
        Ok(None)
    }
}

/// Run (or size) one symv/hemv call.
///
/// # Safety
/// As [`super::gemv::gemv`].
pub(crate) unsafe fn symv(h: &mut Handle, c: &SymvCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    #[allow(clippy::too_many_arguments)]
    fn symv_typed<'a, T: Scalar>(
        &mut self,
        kind: SymvKind,
        uplo: Uplo,
        n: usize,
        alpha: ScalarArg<'a, T>,
        a: Matrices<'_, T>,
        lda: usize,
        x: Vectors<'_, T>,
        incx: i64,
        beta: ScalarArg<'a, T>,
        y: VectorsMut<'_, '_, T>,
        incy: i64,
    ) -> Result<()> {
        let name = format!(
            "{}{}",
            T::DTYPE.prefix(),
            if kind == SymvKind::Hermitian {
                "hemv"
            } else {
                "symv"
            }
        );
        let batch = batch_of(
            &name,
            &[("A", a.count()), ("x", x.count()), ("y", y.count())],
        )?;
        let c = SymvCall {
            dtype: T::DTYPE,
            kind,
            uplo: uplo.code(),
            n: extent::sat(n),
            batch: extent::sat(batch),
            alpha: alpha.desc("alpha")?,
            beta: beta.desc("beta")?,
            a: a.arg(&name, matrix_span(n, n, lda), lda)?,
            x: x.arg("x", n, incx, n > 0)?,
            y: y.arg("y", n, incy)?,
        };
        // SAFETY: every operand was checked against the sizes above; y is borrowed mutably.
        let r = unsafe { symv(self, &c) };
        call::finish(self, r)
    }

    /// `y = alpha·A·x + beta·y`, A n×n symmetric (complex types: not conjugated), only the
    /// `uplo` triangle read; one matrix or a batch.
    #[allow(clippy::too_many_arguments)]
    pub fn symv<'a, T: Scalar>(
        &mut self,
        uplo: Uplo,
        n: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        x: Vectors<'_, T>,
        incx: i64,
        beta: impl Into<ScalarArg<'a, T>>,
        y: VectorsMut<'_, '_, T>,
        incy: i64,
    ) -> Result<()> {
        self.symv_typed(
            SymvKind::Symmetric,
            uplo,
            n,
            alpha.into(),
            a,
            lda,
            x,
            incx,
            beta.into(),
            y,
            incy,
        )
    }

    /// `y = alpha·A·x + beta·y`, A n×n Hermitian (complex types only: `invalid_value`
    /// otherwise), only the `uplo` triangle read and the diagonal's imaginary part ignored.
    #[allow(clippy::too_many_arguments)]
    pub fn hemv<'a, T: Scalar>(
        &mut self,
        uplo: Uplo,
        n: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        x: Vectors<'_, T>,
        incx: i64,
        beta: impl Into<ScalarArg<'a, T>>,
        y: VectorsMut<'_, '_, T>,
        incy: i64,
    ) -> Result<()> {
        self.symv_typed(
            SymvKind::Hermitian,
            uplo,
            n,
            alpha.into(),
            a,
            lda,
            x,
            incx,
            beta.into(),
            y,
            incy,
        )
    }
}
