//! `gemv`: `y = alpha·op(A)·x + beta·y`, A m×n.

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::extent;
use crate::handle::Handle;
use crate::launch::{GemvDesc, MatrixDesc, Scalar as ScalarDesc, Trans, VectorDesc};
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg, Vectors, VectorsMut};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Transpose};

use super::{batch_of, check_mv_pointers, check_mv_sizes, leaves_y_alone, plan};

/// One gemv call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GemvCall {
    pub dtype: DType,
    pub trans: Trans,
    pub m: i64,
    pub n: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub beta: ScalarDesc,
    pub a: MatrixDesc,
    pub x: VectorDesc,
    pub y: VectorDesc,
}

impl GemvCall {
    fn transposed(&self) -> bool {
        self.trans != Trans::N
    }
}

impl Call for GemvCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "gemv",
        }
    }

    fn validate(&self) -> Result<()> {
        if !self.trans.is_known() {
            bail!(
                Status::InvalidValue,
                "{}: bad trans code {}",
                self.name(),
                self.trans.repr
            );
        }
        check_mv_sizes(
            self.name(),
            &[("m", self.m), ("n", self.n), ("batch", self.batch)],
            &self.a,
            ("m", self.m),
            &self.x,
            &self.y,
        )?;
        let (lx, ly) = if self.transposed() {
            (self.m, self.n)
        } else {
            (self.n, self.m)
        };
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        let a = extent::matrix_elems(self.m, self.n, self.a.ld);
        extent::check(name, "A", a, e, &self.a.at, b)?;
        let x = extent::vector_elems(lx, self.x.inc);
        extent::check(name, "x", x, e, &self.x.at, b)?;
        extent::check(
            name,
            "y",
            extent::vector_elems(ly, self.y.inc),
            e,
            &self.y.at,
            b,
        )
    }

    fn is_quick_return(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0 || leaves_y_alone(&self.alpha, &self.beta)
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        plan::gemv(self.dtype, self.transposed(), self.m, self.n, self.batch)
    }

    fn validate_pointers(&self) -> Result<()> {
        // rocBLAS returns before its pointer checks when there is nothing to do.
        if self.is_quick_return() {
            return Ok(());
        }
        check_mv_pointers(self.name(), &self.alpha, &self.a, &self.x, &self.y)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let row_blocks = if ctx.degraded() {
            None
        } else {
            plan::gemv_row_blocks(self.dtype, self.transposed(), self.m, self.n)
        };
        let desc = GemvDesc {
            dtype: self.dtype.code(),
            trans: self.trans,
            m: self.m,
            n: self.n,
            batch: self.batch,
            alpha: self.alpha,
            beta: self.beta,
            a: self.a,
            x: self.x,
            y: self.y,
            partials: if row_blocks.is_some() {
                ctx.slot(0).0
            } else {
                0
            },
            row_blocks: row_blocks.unwrap_or(0) as u32,
        };
        // SAFETY: the front end checked the operands; partials is a slot of the workspace.
        unsafe { ctx.backend().launch(&Launch::Gemv(desc), ctx.stream())? };
        Ok(None)
    }
}

/// Run (or size) one gemv call.
///
/// # Safety
/// The call's addresses are valid for it (operands hold what the sizes, `lda`, increments and
/// batch layout imply; device scalars point to one element), in device memory of `h`'s backend.
pub(crate) unsafe fn gemv(h: &mut Handle, c: &GemvCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    /// `y = alpha·op(A)·x + beta·y` with A m×n (column-major, leading dimension `lda`), for one
    /// matrix or a batch (the operands' variants; their counts must agree). x has n elements
    /// (`Transpose::N`) or m, y the other count.
    #[allow(clippy::too_many_arguments)]
    pub fn gemv<'a, T: Scalar>(
        &mut self,
        trans: Transpose,
        m: usize,
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
        let name = format!("{}gemv", T::DTYPE.prefix());
        let batch = batch_of(
            &name,
            &[("A", a.count()), ("x", x.count()), ("y", y.count())],
        )?;
        let (lx, ly) = if trans == Transpose::N {
            (n, m)
        } else {
            (m, n)
        };
        let c = GemvCall {
            dtype: T::DTYPE,
            trans: trans.code(),
            m: extent::sat(m),
            n: extent::sat(n),
            batch: extent::sat(batch),
            alpha: alpha.into().desc("alpha")?,
            beta: beta.into().desc("beta")?,
            a: a.arg(&name, matrix_span(m, n, lda), lda)?,
            x: x.arg("x", lx, incx, m > 0 && n > 0)?,
            y: y.arg("y", ly, incy)?,
        };
        // SAFETY: every operand was checked against the sizes above; y is borrowed mutably.
        let r = unsafe { gemv(self, &c) };
        call::finish(self, r)
    }
}
