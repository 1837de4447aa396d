//! `gemm`: `C = alpha·op(A)·op(B) + beta·C`, op(A) m×k, op(B) k×n, C m×n.

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::extent;
use crate::handle::Handle;
use crate::launch::{GemmDesc, MatrixDesc, Scalar as ScalarDesc, Trans};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Transpose};

use super::{plan, MatricesMut};

/// One gemm call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GemmCall {
    pub dtype: DType,
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
}

impl GemmCall {
    /// Only C is touched (scaled by beta): k = 0 or a host alpha of 0.
    fn scale_only(&self) -> bool {
        self.k == 0 || self.alpha.is_host_value(0.0)
    }
    /// m, n or the batch count is 0.
    pub(crate) fn is_empty(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }
    fn split(&self, props: &DeviceProperties) -> Option<plan::Split> {
        if self.scale_only() {
            return None;
        }
        plan::gemm_split(
            self.dtype,
            self.m,
            self.n,
            self.k,
            self.batch,
            props.multiprocessors,
        )
    }
}

impl Call for GemmCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "gemm",
        }
    }

    fn validate(&self) -> Result<()> {
        if !(self.dtype.is_sdcz() || self.dtype == DType::F16) {
            bail!(
                Status::NotImplemented,
                "gemm: element type {:?} is not supported yet",
                self.dtype
            );
        }
        if !self.trans_a.is_known() || !self.trans_b.is_known() {
            bail!(
                Status::InvalidValue,
                "{}: bad trans codes {}, {}",
                self.name(),
                self.trans_a.repr,
                self.trans_b.repr
            );
        }
        if self.m < 0 || self.n < 0 || self.k < 0 || self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "{}: m = {}, n = {}, k = {}, batch = {}",
                self.name(),
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
        if self.a.ld < rows_a || self.b.ld < rows_b || self.c.ld < self.m {
            bail!(
                Status::InvalidSize,
                "{}: lda = {} (needs {rows_a}), ldb = {} (needs {rows_b}), ldc = {} (needs {})",
                self.name(),
                self.a.ld,
                self.b.ld,
                self.c.ld,
                self.m
            );
        }
        // Extents that overflow the address space (issue 13).
        let cols_a = if self.trans_a == Trans::N {
            self.k
        } else {
            self.m
        };
        let cols_b = if self.trans_b == Trans::N {
            self.n
        } else {
            self.k
        };
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        let a = extent::matrix_elems(rows_a, cols_a, self.a.ld);
        extent::check(name, "A", a, e, &self.a.at, b)?;
        let bm = extent::matrix_elems(rows_b, cols_b, self.b.ld);
        extent::check(name, "B", bm, e, &self.b.at, b)?;
        let c = extent::matrix_elems(self.m, self.n, self.c.ld);
        extent::check(name, "C", c, e, &self.c.at, b)
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty() || (self.scale_only() && self.beta.is_host_value(1.0))
    }

    fn plans(&self, props: &DeviceProperties) -> Candidates {
        if self.scale_only() {
            return Candidates::none();
        }
        plan::gemm(
            self.dtype,
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
        super::product_pointers(self.name(), self.scale_only(), &self.a, &self.b, &self.c)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let split = if ctx.degraded() {
            None
        } else {
            self.split(ctx.backend().properties())
        };
        let code = self.dtype.code();
        let desc = GemmDesc {
            a_type: code,
            c_type: code,
            compute_type: code,
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
            d: self.c,
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

/// Run (or size) one gemm call.
///
/// # Safety
/// The call's addresses are valid for it (matrices hold what the sizes, leading dimensions and
/// batch layout imply; device scalars point to one element), in device memory of `h`'s backend.
pub(crate) unsafe fn gemm(h: &mut Handle, c: &GemmCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    /// `C = alpha·op_a(A)·op_b(B) + beta·C` with op(A) m×k, op(B) k×n and C m×n, all
    /// column-major with leading dimensions `lda`, `ldb`, `ldc`; for one matrix each or a batch
    /// (the operands' variants; their counts must agree). A is m×k stored (`Transpose::N`) or
    /// k×m, B k×n or n×k. Semantics and argument checks: the [`crate::level3`] module.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm<'a, T: Scalar>(
        &mut self,
        trans_a: Transpose,
        trans_b: Transpose,
        m: usize,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, T>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let name = format!("{}gemm", T::DTYPE.prefix());
        let batch = batch_of(
            &name,
            &[("A", a.count()), ("B", b.count()), ("C", c.count())],
        )?;
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
        let call = GemmCall {
            dtype: T::DTYPE,
            trans_a: trans_a.code(),
            trans_b: trans_b.code(),
            m: extent::sat(m),
            n: extent::sat(n),
            k: extent::sat(k),
            batch: extent::sat(batch),
            alpha: alpha.into().desc("alpha")?,
            beta: beta.into().desc("beta")?,
            a: a.arg(&format!("{name} A"), matrix_span(ar, ac, lda), lda)?,
            b: b.arg(&format!("{name} B"), matrix_span(br, bc, ldb), ldb)?,
            c: c.arg(&format!("{name} C"), m, n, ldc)?,
        };
        // SAFETY: every operand was checked against the sizes above; C is borrowed mutably.
        let r = unsafe { gemm(self, &call) };
        call::finish(self, r)
    }
}
