//! The triangular level 2: `trmv` (full storage), `tbmv` (band), `tpmv` (packed): `x = op(A)·x`;
//! `trsv` (full storage): `x = op(A)⁻¹·x`; `trsv_ex`: `trsv` with the caller's inverses of A's
//! diagonal blocks (rocBLAS's `invA`).

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::extent;
use crate::handle::Handle;
use crate::launch::{
    Diag as DiagCode, MatrixDesc, Operand, Trans, TriDesc, TriOp, Uplo as UploCode, VectorDesc,
};
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, VectorsMut};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Diag, Scalar, Transpose, Uplo};

use super::{batch_of, plan};

/// One triangular call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TriCall {
    pub dtype: DType,
    pub op: TriOp,
    pub uplo: UploCode,
    pub trans: Trans,
    pub diag: DiagCode,
    pub n: i64,
    /// Band width (tbmv only).
    pub k: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    pub x: VectorDesc,
    /// `trsv_ex` only: its `invA` and `invA_size` (`None`: plain `trsv`).
    pub inv: Option<InvA>,
}

/// `trsv_ex`'s inverted diagonal blocks, as rocBLAS takes them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct InvA {
    /// Where each batch's invA starts (null: none, the kernel inverts the blocks itself).
    pub at: Operand,
    /// Elements of each invA (rocBLAS's `invA_size`): below `128 · n` the invA is ignored and
    /// the call returns `perf_degraded`, as rocBLAS does.
    pub size: i64,
}

impl TriCall {
    /// The invA the solve uses: the caller's when given and large enough, else none.
    fn inv_used(&self) -> Option<Operand> {
        self.inv
            .filter(|i| !i.at.is_null() && plan::trsv_ex_inv_fits(self.n, i.size))
            .map(|i| i.at)
    }
    /// A caller's invA that is too small: ignored, the call is `perf_degraded`.
    fn inv_ignored(&self) -> bool {
        self.inv.is_some_and(|i| !i.at.is_null()) && self.inv_used().is_none()
    }
}

/// Elements the stored matrix of `op` spans.
pub(crate) fn tri_span(op: TriOp, n: usize, k: usize, lda: usize) -> usize {
    match op {
        TriOp::Tpmv => n.saturating_mul(n + 1) / 2,
        TriOp::Tbmv => matrix_span(k.saturating_add(1), n, lda),
        _ => matrix_span(n, n, lda),
    }
}

impl Call for TriCall {
    fn name(&self) -> RoutineName {
        let base = match self.op {
            TriOp::Trmv => "trmv",
            TriOp::Tbmv => "tbmv",
            TriOp::Tpmv => "tpmv",
            _ if self.inv.is_some() => "trsv_ex",
            _ => "trsv",
        };
        RoutineName {
            prefix: self.dtype.prefix(),
            base,
        }
    }

    fn validate(&self) -> Result<()> {
        if self.inv.is_some() {
            // rocBLAS's trsv_ex answers a bad fill mode with not_implemented.
            if self.op != TriOp::Trsv {
                bail!(Status::InvalidValue, "{}: not a solve", self.name());
            }
            if !matches!(self.uplo, UploCode::Upper | UploCode::Lower) {
                bail!(Status::NotImplemented, "{}: bad uplo code", self.name());
            }
        }
        let codes_ok = matches!(
            self.op,
            TriOp::Trmv | TriOp::Tbmv | TriOp::Tpmv | TriOp::Trsv
        ) && matches!(self.uplo, UploCode::Upper | UploCode::Lower)
            && self.trans.is_known()
            && matches!(self.diag, DiagCode::NonUnit | DiagCode::Unit);
        if !codes_ok {
            bail!(
                Status::InvalidValue,
                "{}: bad uplo, trans or diag code",
                self.name()
            );
        }
        if self.n < 0 || self.k < 0 || self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, k = {}, batch = {}",
                self.name(),
                self.n,
                self.k,
                self.batch
            );
        }
        let min_ld = match self.op {
            // Saturating: k = i64::MAX must not wrap the bound below every lda.
            TriOp::Tbmv => self.k.saturating_add(1),
            TriOp::Tpmv => 1,
            _ => self.n.max(1),
        };
        if self.a.ld < min_ld {
            bail!(
                Status::InvalidSize,
                "{}: lda = {} < {min_ld}",
                self.name(),
                self.a.ld
            );
        }
        if self.x.inc == 0 {
            bail!(Status::InvalidSize, "{}: incx = 0", self.name());
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b, n) = (self.name(), self.dtype.size(), self.batch, self.n);
        let a = match self.op {
            TriOp::Tbmv => extent::matrix_elems(self.k.saturating_add(1), n, self.a.ld),
            TriOp::Tpmv => (n as i128).checked_mul(n as i128 + 1).map(|p| p / 2),
            _ => extent::matrix_elems(n, n, self.a.ld),
        };
        extent::check(name, "A", a, e, &self.a.at, b)?;
        extent::check(
            name,
            "x",
            extent::vector_elems(n, self.x.inc),
            e,
            &self.x.at,
            b,
        )?;
        if let Some(inv) = self.inv_used() {
            // The 128 x 128 inverses of the diagonal blocks (rocBLAS's invA layout).
            let blocks = (n as i128 + 127) / 128;
            extent::check(name, "invA", Some(blocks * 128 * 128), e, &inv, b)?;
        }
        Ok(())
    }

    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.batch == 0
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        if self.op == TriOp::Trsv {
            plan::trsv(self.n, self.batch)
        } else {
            plan::tri_product(self.dtype, self.n, self.batch)
        }
    }

    fn validate_pointers(&self) -> Result<()> {
        // rocBLAS returns before its pointer checks when there is nothing to do.
        if self.is_quick_return() {
            return Ok(());
        }
        if self.a.at.is_null() || self.x.at.is_null() {
            bail!(
                Status::InvalidPointer,
                "{}: null matrix or vector",
                self.name()
            );
        }
        Ok(())
    }

    fn degraded_by_arguments(&self) -> bool {
        self.inv_ignored()
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        if self.inv_ignored() {
            log::warn!(
                "{}: invA_size = {} < 128 * n = {}: invA ignored, performance degraded",
                self.name(),
                self.inv.map_or(0, |i| i.size),
                plan::TRSV_EX_BLOCK.saturating_mul(self.n)
            );
        }
        let blocks = if self.op == TriOp::Trsv && !ctx.degraded() {
            plan::trsv_blocks(self.n)
        } else {
            1
        };
        let work = ctx.slot(0);
        if self.op == TriOp::Trsv && blocks > 1 {
            // The counters must start at zero; borrowed memory holds anything. The kernel
            // leaves them zero, but a previous user of the arena may not have.
            let bytes = plan::TRSV_COUNTERS_PER_BATCH * 4 * self.batch as usize;
            // SAFETY: `work` is the counters slot of the borrowed workspace, `bytes` long.
            unsafe { ctx.backend().memset(work, 0, bytes, ctx.stream())? };
        }
        let desc = TriDesc {
            dtype: self.dtype.code(),
            op: self.op,
            uplo: self.uplo,
            trans: self.trans,
            diag: self.diag,
            n: self.n,
            k: self.k,
            batch: self.batch,
            a: self.a,
            x: self.x,
            work: work.0,
            blocks_per_batch: blocks,
            inv: self.inv_used().unwrap_or(Operand::one(0)),
        };
        // SAFETY: the front end checked the operands; work is a slot of the workspace.
        unsafe { ctx.backend().launch(&Launch::Tri(desc), ctx.stream())? };
        Ok(None)
    }
}

/// Run (or size) one triangular call.
///
/// # Safety
/// As [`super::gemv::gemv`].
pub(crate) unsafe fn tri(h: &mut Handle, c: &TriCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    #[allow(clippy::too_many_arguments)]
    fn tri_typed<T: Scalar>(
        &mut self,
        op: TriOp,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        k: usize,
        a: Matrices<'_, T>,
        lda: usize,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
        inv: Option<(Option<Matrices<'_, T>>, usize)>,
    ) -> Result<()> {
        let mut c = TriCall {
            dtype: T::DTYPE,
            op,
            uplo: uplo.code(),
            trans: trans.code(),
            diag: diag.code(),
            n: extent::sat(n),
            k: extent::sat(k),
            batch: 0,
            a: MatrixDesc {
                at: crate::launch::Operand::one(0),
                ld: extent::sat(lda),
            },
            x: VectorDesc::NONE,
            inv: inv.map(|_| InvA {
                at: Operand::one(0),
                size: 0,
            }),
        };
        let name = c.name().to_string();
        c.batch = extent::sat(batch_of(&name, &[("A", a.count()), ("x", x.count())])?);
        c.a = a.arg(&name, tri_span(op, n, k, lda), lda)?;
        c.x = x.arg("x", n, incx)?;
        if let Some((m, size)) = inv {
            let size_i = i64::try_from(size).unwrap_or(i64::MAX);
            let at = match m {
                None => Operand::one(0),
                // One invA per batch entry, or one for every entry (rocBLAS's strided form).
                Some(m) if m.count() as i64 == c.batch => m.arg("invA", size, 1)?.at,
                Some(m @ (Matrices::One(_) | Matrices::Strided { count: 1, .. })) => Operand {
                    stride: 0,
                    ..m.arg("invA", size, 1)?.at
                },
                Some(m) => bail!(
                    Status::InvalidSize,
                    "{name}: invA has {} batch entries, x has {}",
                    m.count(),
                    c.batch
                ),
            };
            c.inv = Some(InvA { at, size: size_i });
        }
        // SAFETY: every operand was checked against the sizes above; x is borrowed mutably.
        let r = unsafe { tri(self, &c) };
        call::finish(self, r)
    }

    /// `x = op(A)·x`, A n×n triangular (full storage, leading dimension `lda`).
    #[allow(clippy::too_many_arguments)]
    pub fn trmv<T: Scalar>(
        &mut self,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        a: Matrices<'_, T>,
        lda: usize,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
    ) -> Result<()> {
        self.tri_typed(TriOp::Trmv, uplo, trans, diag, n, 0, a, lda, x, incx, None)
    }

    /// `x = op(A)·x`, A n×n triangular band with `k` super- (upper) or sub-diagonals (lower),
    /// BLAS band storage with `lda >= k + 1`.
    #[allow(clippy::too_many_arguments)]
    pub fn tbmv<T: Scalar>(
        &mut self,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        k: usize,
        a: Matrices<'_, T>,
        lda: usize,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
    ) -> Result<()> {
        self.tri_typed(TriOp::Tbmv, uplo, trans, diag, n, k, a, lda, x, incx, None)
    }

    /// `x = op(A)·x`, A n×n triangular in packed storage (`n(n+1)/2` elements, columns of the
    /// triangle one after another).
    #[allow(clippy::too_many_arguments)]
    pub fn tpmv<T: Scalar>(
        &mut self,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        ap: Matrices<'_, T>,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
    ) -> Result<()> {
        self.tri_typed(TriOp::Tpmv, uplo, trans, diag, n, 0, ap, 1, x, incx, None)
    }

    /// Solve `op(A)·x = b` in place (x holds b), A n×n triangular, full storage.
    #[allow(clippy::too_many_arguments)]
    pub fn trsv<T: Scalar>(
        &mut self,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        a: Matrices<'_, T>,
        lda: usize,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
    ) -> Result<()> {
        self.tri_typed(TriOp::Trsv, uplo, trans, diag, n, 0, a, lda, x, incx, None)
    }

    /// [`Handle::trsv`] with the inverses of A's diagonal blocks given (rocBLAS's `trsv_ex`):
    /// `inv_a` holds, per batch entry (or one for every entry), the inverse of each 128×128
    /// diagonal block of the `uplo` triangle, column-major with leading dimension 128, block `j`
    /// at element `128·128·j` (what rocBLAS's `trtri` of the diagonal blocks writes); only the
    /// `uplo` triangle of each block is read, and not its diagonal when `diag` is unit.
    /// `inv_a_size` is the elements of each invA: every invA must hold that many, and below
    /// `128·n` the invA is ignored and the call returns `perf_degraded` (as rocBLAS). `None`
    /// solves as [`Handle::trsv`] does.
    #[allow(clippy::too_many_arguments)]
    pub fn trsv_ex<T: Scalar>(
        &mut self,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        n: usize,
        a: Matrices<'_, T>,
        lda: usize,
        x: VectorsMut<'_, '_, T>,
        incx: i64,
        inv_a: Option<Matrices<'_, T>>,
        inv_a_size: usize,
    ) -> Result<()> {
        self.tri_typed(
            TriOp::Trsv,
            uplo,
            trans,
            diag,
            n,
            0,
            a,
            lda,
            x,
            incx,
            Some((inv_a, inv_a_size)),
        )
    }
}
