//! `symm` / `hemm`: `C = alpha·A·B + beta·C` (`Side::Left`, A m×m) or `C = alpha·B·A + beta·C`
//! (`Side::Right`, A n×n), B and C m×n, A symmetric (hemm: Hermitian, its diagonal's imaginary
//! parts not read) and read from its `uplo` triangle only.
//!
//! Algorithm: the stored triangle is expanded into the full matrix in a workspace block (one
//! kernel, `ka²` elements per problem, `ka` = m or n), then one gemm launch with the call's own
//! B and C (every batch form, pointer arrays included) does the product at gemm speed. When that
//! block would pass [`SYMM_MAX_BYTES`], A is expanded in the widest panels of columns (left) or
//! rows (right) that fit, each followed by the gemm that gives the matching rows (columns) of C
//! whole: a column panel P of a symmetric A is the transpose of A's matching rows, so
//! `C_p = alpha·Pᵀ·B + beta·C_p` (hemm: `Pᴴ`; right: `B·Pᵀ`). Fallbacks (`perf_degraded`): 64-wide panels, then one
//! kernel that reads A's triangle directly and borrows nothing. Pointer-array batches always
//! expand all of A (gemm cannot offset their rows), so their only fallback is that kernel.

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
use crate::types::{DType, Scalar, Side};

use super::MatricesMut;

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

/// The largest expanded-A workspace of the optimal plan (bytes): beyond it A is expanded in
/// column (left) or row (right) panels, each followed by the gemm of its rows (columns) of C.
pub const SYMM_MAX_BYTES: usize = 64 << 20;
/// Panel widths are multiples of this, and the narrow fallback's width.
pub const SYMM_PANEL: i64 = 64;

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
        self.alpha.is_host_value(0.0)
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
            row0: 0,
            col0: 0,
            rows: 0,
            cols: 0,
        }
    }
    fn arrays(&self) -> bool {
        self.a.at.is_array || self.b.at.is_array || self.c.at.is_array
    }
    /// Elements of a `pw`-wide panel of the expanded A, every problem.
    fn panel_elements(&self, pw: i64) -> usize {
        (self.ka().max(0) as usize)
            .saturating_mul(pw.max(0) as usize)
            .saturating_mul(self.batch.max(0) as usize)
    }
    /// The panel width of the optimal plan: all of A when its expansion fits
    /// [`SYMM_MAX_BYTES`] (or the operands are pointer arrays, whose rows gemm cannot offset),
    /// else the widest multiple of [`SYMM_PANEL`] that does.
    fn wide_panel(&self) -> i64 {
        let ka = self.ka();
        let full = self.panel_elements(ka).saturating_mul(self.dtype.size());
        if self.arrays() || full <= SYMM_MAX_BYTES {
            return ka;
        }
        let per = self
            .panel_elements(1)
            .saturating_mul(self.dtype.size())
            .max(1);
        let pw = (SYMM_MAX_BYTES / per) as i64 / SYMM_PANEL * SYMM_PANEL;
        pw.clamp(SYMM_PANEL.min(ka), ka)
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
        if !self.dtype.is_sdcz() || (self.hermitian && !self.dtype.is_complex()) {
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
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", self.ka(), self.ka(), &self.a, e, b)?;
        crate::extent::check_matrix(name, "B", self.m, self.n, &self.b, e, b)?;
        crate::extent::check_matrix(name, "C", self.m, self.n, &self.c, e, b)
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty() || (self.scale_only() && self.beta.is_host_value(1.0))
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        if self.scale_only() {
            return Candidates::none();
        }
        let plan = |pw: i64| {
            WorkspacePlan::new().with_bytes(
                "expanded A",
                self.panel_elements(pw).saturating_mul(self.dtype.size()),
            )
        };
        let wide = self.wide_panel();
        let narrow = SYMM_PANEL.min(self.ka());
        if self.arrays() || wide <= narrow {
            Candidates::two(plan(wide), WorkspacePlan::new())
        } else {
            Candidates::three(plan(wide), plan(narrow), WorkspacePlan::new())
        }
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        super::product_pointers(self.name(), self.scale_only(), &self.a, &self.b, &self.c)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let work = ctx.slot(0).0;
        if self.scale_only() || work == 0 {
            let d = self.sym_desc(SymOp::Symm);
            // SAFETY: the front end checked the operands; no workspace is used.
            unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
            return Ok(None);
        }
        let pw = if ctx.degraded() {
            SYMM_PANEL.min(self.ka())
        } else {
            self.wide_panel()
        };
        // SAFETY: slot 0 holds a `pw`-wide panel of the expanded A of every problem.
        unsafe { enqueue(self, ctx, work, pw) }?;
        Ok(None)
    }
}

/// The expand + gemm launches of `call`, A expanded `pw` columns (left) or rows (right) at a
/// time into `work` (`ka·pw·batch` elements; `pw = ka`: all of A, one gemm), for other families
/// that run symm inside their own plans. `pw < ka` needs operands that are not pointer arrays.
///
/// # Safety
/// The call's operands are valid; `work` holds `ka·pw·batch` elements.
pub(crate) unsafe fn enqueue(
    call: &SymmCall,
    ctx: &LaunchCtx<'_, '_>,
    work: u64,
    pw: i64,
) -> Result<()> {
    let ka = call.ka();
    let elt = call.dtype.size() as i64;
    let right = call.right();
    let mut p0 = 0;
    while p0 < ka {
        let w = pw.min(ka - p0);
        // The panel: A's columns [p0, p0 + w) (left: ka×w) or rows (right: w×ka).
        let rows = if right { w } else { ka };
        let wd = MatrixDesc {
            at: Operand {
                addr: work,
                stride: ka * pw,
                is_array: false,
            },
            ld: rows.max(1),
        };
        let mut d = call.sym_desc(SymOp::Expand);
        d.n = ka;
        d.c = wd;
        (d.row0, d.col0, d.rows, d.cols) = if right {
            (p0, 0, w, ka)
        } else {
            (0, p0, ka, w)
        };
        // SAFETY: `work` holds the panel for every problem; A is the call's checked operand.
        unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
        let g = if w == ka {
            // All of A: one product, C = alpha·A·B + beta·C (B·A on the right).
            let (a, b) = if right { (call.b, wd) } else { (wd, call.b) };
            panel_gemm(
                call,
                (Trans::N, Trans::N),
                (call.m, call.n, ka),
                a,
                b,
                call.c,
            )
        } else {
            // A panel of columns (left) is the transpose (hemm: conjugate transpose) of the
            // matching rows of A, a panel of rows (right) of the matching columns: the panel
            // gives those rows (columns) of C whole, C_p = alpha·P^T·B + beta·C_p (right:
            // B·P^T), each element of C written once. (Accumulating C over column panels, k =
            // the panel's width, read and wrote all of C once a panel: dsymm 8192 with 1024-wide
            // panels ran at 0.87 of cuBLAS.)
            let t = if call.hermitian { Trans::C } else { Trans::T };
            let off = if right { p0 * call.c.ld } else { p0 };
            let cp = MatrixDesc {
                at: Operand {
                    addr: call.c.at.addr.wrapping_add((off * elt) as u64),
                    ..call.c.at
                },
                ld: call.c.ld,
            };
            if right {
                panel_gemm(call, (Trans::N, t), (call.m, w, ka), call.b, wd, cp)
            } else {
                panel_gemm(call, (t, Trans::N), (w, call.n, ka), wd, call.b, cp)
            }
        };
        // SAFETY: the panel and the call's B and C (C offset inside its checked extent) hold
        // what the gemm reads and writes; with pointer arrays `pw = ka` (no offset).
        unsafe { ctx.backend().launch(&Launch::Gemm(g), ctx.stream())? };
        p0 += w;
    }
    Ok(())
}

/// One gemm of [`enqueue`]: `c = alpha·op(a)·op(b) + beta·c` over `(m, n, k)`, the call's
/// type, batch and scalars.
fn panel_gemm(
    call: &SymmCall,
    (trans_a, trans_b): (Trans, Trans),
    (m, n, k): (i64, i64, i64),
    a: MatrixDesc,
    b: MatrixDesc,
    c: MatrixDesc,
) -> GemmDesc {
    let code = call.dtype.code();
    GemmDesc {
        a_type: code,
        c_type: code,
        compute_type: code,
        trans_a,
        trans_b,
        m,
        n,
        k,
        batch: call.batch,
        alpha: call.alpha,
        beta: call.beta,
        a,
        b,
        c,
        d: c,
        partials: 0,
        splits: 1,
        k_chunk: 0,
        leave_blocks: 0,
    }
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
        m: crate::extent::sat(m),
        n: crate::extent::sat(n),
        batch: crate::extent::sat(batch),
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
