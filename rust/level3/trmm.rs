//! `trmm`: `C = alpha·op(A)·B` (side left, A m×m) or `C = alpha·B·op(A)` (right, A n×n), A
//! triangular, B and C m×n; in place when C is B (rocBLAS's API: the same pointer and leading
//! dimension).
//!
//! Algorithm (workspace: [`super::tri_plan::trmm`]): A's diagonal blocks are copied with their
//! other triangle zeroed (and ones on a unit diagonal) into the workspace, so GEMM can read them
//! whole; then recursively on halves of the block range, the half whose result needs the other
//! half's old B goes first, gets that contribution by one GEMM, then the other half; a single
//! block is its masked diagonal block's product (in place: built in W and copied back). With
//! less W than one block row the same runs on chunks of columns (left) or rows (right).

use crate::backend::{DeviceProperties, DevicePtr};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{
    Diag as DiagCode, MatrixDesc, Scalar as ScalarDesc, Side as SideCode, Trans, Uplo as UploCode,
};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Diag, Scalar, Side, Transpose, Uplo};

use super::tri_common::{check_side_front, op_block, Enq, Sub};
use super::tri_plan::{self, BLOCK};
use super::MatricesMut;

/// The workspace one trmm launch sequence uses (laid out by its plan, or by a caller's).
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrmmWork {
    /// The masked diagonal blocks: `128·k` elements per batch entry.
    pub masked: DevicePtr,
    /// In place: W, `w_elems` elements per batch entry.
    pub w: DevicePtr,
    /// Elements of W per batch entry (at least `min(k, 128)`).
    pub w_elems: i64,
}

/// Enqueue `C = alpha·op(A)·B` / `alpha·B·op(A)` on sub-blocks (`in_place`: C is B).
///
/// # Safety
/// The operands hold their blocks in every batch entry; `work` is as [`TrmmWork`] says.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn enqueue_trmm(
    e: &Enq<'_>,
    side: SideCode,
    uplo: UploCode,
    trans: Trans,
    diag: DiagCode,
    m: i64,
    n: i64,
    alpha: ScalarDesc,
    a: Sub,
    b: Sub,
    c: Sub,
    in_place: bool,
    work: TrmmWork,
) -> Result<()> {
    let left = side == SideCode::Left;
    let k = if left { m } else { n };
    if m == 0 || n == 0 {
        return Ok(());
    }
    if alpha.is_host_value(0.0) {
        // SAFETY: C holds m×n (the contract).
        return unsafe { e.copy(m, n, alpha, c, c) };
    }
    let masked = Sub::ws(work.masked, BLOCK, BLOCK * k);
    // SAFETY: A holds its triangle; the masked slot holds 128·k per batch entry.
    unsafe { e.diag_blocks(false, uplo, diag, k, BLOCK, a, masked, BLOCK * BLOCK, true)? };
    let op_upper = (uplo == UploCode::Upper) == (trans == Trans::N);
    // In place, a block may be overwritten once nothing still to come reads it: the rest of a
    // block row (left) / column (right) of op(A) lies after the block exactly when op(A) is
    // upper (left) or lower (right); those go first-half first.
    let ascending = op_upper == left;
    let blocks = (k + BLOCK - 1) / BLOCK;
    let other = if left { n } else { m };
    let line = k.min(BLOCK);
    let chunk = if in_place {
        (work.w_elems / line).clamp(1, other)
    } else {
        other
    };
    let p = TrmmParts {
        e,
        left,
        trans,
        alpha,
        a,
        b,
        c,
        masked,
        in_place,
        work,
        ascending,
        k,
    };
    for c0 in (0..other).step_by(chunk as usize) {
        let cw = chunk.min(other - c0);
        // SAFETY: the contract; every block lies inside its operand.
        unsafe { p.range(0, blocks, c0, cw)? };
    }
    Ok(())
}

/// The recursive product of one chunk: of the two halves of a block range, the one whose
/// result reads the other's old B goes first (recursively), then gets the other's contribution
/// by one GEMM with k = the other half's length (large GEMMs high in the recursion), then the
/// other half; single 128 blocks are the masked diagonal block's product (through W in place).
struct TrmmParts<'c, 'e> {
    e: &'c Enq<'e>,
    left: bool,
    trans: Trans,
    alpha: ScalarDesc,
    a: Sub,
    b: Sub,
    c: Sub,
    masked: Sub,
    in_place: bool,
    work: TrmmWork,
    ascending: bool,
    k: i64,
}

impl TrmmParts<'_, '_> {
    fn span(&self, b0: i64, b1: i64) -> (i64, i64) {
        let lo = b0 * BLOCK;
        (lo, (b1 * BLOCK).min(self.k) - lo)
    }

    /// Block `blk`'s diagonal product.
    ///
    /// # Safety
    /// As [`enqueue_trmm`].
    unsafe fn leaf(&self, blk: i64, c0: i64, cw: i64) -> Result<()> {
        let (e, elem) = (self.e, self.e.elem());
        let zero = ScalarDesc::value(0.0, 0.0);
        let one = ScalarDesc::value(1.0, 0.0);
        let (r0, rb) = self.span(blk, blk + 1);
        let d = self.masked.at(0, blk * BLOCK, elem);
        let (bi, ci) = if self.left {
            (self.b.at(r0, c0, elem), self.c.at(r0, c0, elem))
        } else {
            (self.b.at(c0, r0, elem), self.c.at(c0, r0, elem))
        };
        let (rows, cols) = if self.left { (rb, cw) } else { (cw, rb) };
        let out = if self.in_place {
            Sub::ws(self.work.w, rows, self.work.w_elems)
        } else {
            ci
        };
        // SAFETY: the blocks lie inside B, C, the masked blocks and W (the contract).
        unsafe {
            if self.left {
                e.gemm(
                    self.trans,
                    Trans::N,
                    rb,
                    cw,
                    rb,
                    self.alpha,
                    d,
                    bi,
                    zero,
                    out,
                )?;
            } else {
                e.gemm(
                    Trans::N,
                    self.trans,
                    cw,
                    rb,
                    rb,
                    self.alpha,
                    bi,
                    d,
                    zero,
                    out,
                )?;
            }
            if self.in_place {
                e.copy(rows, cols, one, out, ci)?;
            }
        }
        Ok(())
    }

    /// # Safety
    /// As [`enqueue_trmm`].
    unsafe fn range(&self, b0: i64, b1: i64, c0: i64, cw: i64) -> Result<()> {
        if b1 - b0 == 1 {
            // SAFETY: the contract.
            return unsafe { self.leaf(b0, c0, cw) };
        }
        let (e, elem) = (self.e, self.e.elem());
        let one = ScalarDesc::value(1.0, 0.0);
        let mid = (b0 + b1) / 2;
        let (p, q) = if self.ascending {
            ((b0, mid), (mid, b1))
        } else {
            ((mid, b1), (b0, mid))
        };
        let (p0, plen) = self.span(p.0, p.1);
        let (q0, qlen) = self.span(q.0, q.1);
        // SAFETY: the blocks lie inside A, B and C (the contract); q's B is not yet written
        // when it is read (in place it is overwritten only by the last recursion).
        unsafe {
            self.range(p.0, p.1, c0, cw)?;
            if self.left {
                let ar = op_block(&self.a, self.trans, p0, q0, elem);
                let bq = self.b.at(q0, c0, elem);
                let cp = self.c.at(p0, c0, elem);
                e.gemm(
                    self.trans,
                    Trans::N,
                    plen,
                    cw,
                    qlen,
                    self.alpha,
                    ar,
                    bq,
                    one,
                    cp,
                )?;
            } else {
                let ar = op_block(&self.a, self.trans, q0, p0, elem);
                let bq = self.b.at(c0, q0, elem);
                let cp = self.c.at(c0, p0, elem);
                e.gemm(
                    Trans::N,
                    self.trans,
                    cw,
                    plen,
                    qlen,
                    self.alpha,
                    bq,
                    ar,
                    one,
                    cp,
                )?;
            }
            self.range(q.0, q.1, c0, cw)
        }
    }
}

/// One trmm call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrmmCall {
    pub dtype: DType,
    pub side: SideCode,
    pub uplo: UploCode,
    pub trans: Trans,
    pub diag: DiagCode,
    pub m: i64,
    pub n: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub a: MatrixDesc,
    pub b: MatrixDesc,
    pub c: MatrixDesc,
}

impl TrmmCall {
    fn left(&self) -> bool {
        self.side == SideCode::Left
    }
    fn in_place(&self) -> bool {
        self.b.at == self.c.at
    }
    fn arrays(&self) -> bool {
        self.a.at.is_array || self.b.at.is_array || self.c.at.is_array
    }
}

impl Call for TrmmCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "trmm",
        }
    }

    fn validate(&self) -> Result<()> {
        check_side_front(
            self.name(),
            self.dtype,
            self.side,
            self.uplo,
            self.trans,
            self.diag,
            (self.m, self.n, self.batch),
        )?;
        let k = if self.left() { self.m } else { self.n };
        if self.a.ld < k.max(1) || self.b.ld < self.m.max(1) || self.c.ld < self.m.max(1) {
            bail!(
                Status::InvalidSize,
                "{}: lda = {}, ldb = {}, ldc = {} for m = {}, k = {k}",
                self.name(),
                self.a.ld,
                self.b.ld,
                self.c.ld,
                self.m
            );
        }
        if self.in_place() && self.b.ld != self.c.ld {
            bail!(
                Status::InvalidValue,
                "{}: in place (C is B) with ldc = {} != ldb = {}",
                self.name(),
                self.c.ld,
                self.b.ld
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", k, k, &self.a, e, b)?;
        crate::extent::check_matrix(name, "B", self.m, self.n, &self.b, e, b)?;
        crate::extent::check_matrix(name, "C", self.m, self.n, &self.c, e, b)
    }

    fn is_quick_return(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        tri_plan::trmm(
            self.left(),
            self.m,
            self.n,
            self.batch,
            self.dtype.size(),
            self.in_place(),
            self.arrays(),
        )
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        let zero = self.alpha.is_host_value(0.0);
        super::product_pointers(self.name(), zero, &self.a, &self.b, &self.c)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let plans = self.plans(ctx.backend().properties());
        let served = &plans[usize::from(ctx.degraded() && plans.len() > 1)];
        let w_bytes = served.slot(1).map_or(0, |s| s.bytes());
        let e = Enq {
            backend: ctx.backend(),
            stream: ctx.stream(),
            dtype: self.dtype,
            batch: self.batch,
            arrays: [ctx.slot(2), ctx.slot(3), ctx.slot(4)],
        };
        let work = TrmmWork {
            masked: ctx.slot(0),
            w: ctx.slot(1),
            w_elems: (w_bytes / self.dtype.size() / self.batch.max(1) as usize) as i64,
        };
        // SAFETY: the front end checked the operands; the slots are the served plan's.
        unsafe {
            enqueue_trmm(
                &e,
                self.side,
                self.uplo,
                self.trans,
                self.diag,
                self.m,
                self.n,
                self.alpha,
                Sub::of(self.a),
                Sub::of(self.b),
                Sub::of(self.c),
                self.in_place(),
                work,
            )?
        };
        Ok(None)
    }
}

/// Run (or size) one trmm call.
///
/// # Safety
/// The call's addresses are valid for it, in device memory of `h`'s backend; B and C are the
/// same matrices or do not overlap.
pub(crate) unsafe fn trmm(h: &mut Handle, c: &TrmmCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    /// `B = alpha·op(A)·B` (`Side::Left`, A m×m) or `B = alpha·B·op(A)` (`Side::Right`, A n×n)
    /// in place, A triangular (`uplo` triangle read, a unit diagonal not read), B m×n. One
    /// matrix each or a batch. Workspace: [`crate::level3::tri_plan::trmm`].
    #[allow(clippy::too_many_arguments)]
    pub fn trmm<'s, T: Scalar>(
        &mut self,
        side: Side,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        m: usize,
        n: usize,
        alpha: impl Into<ScalarArg<'s, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: MatricesMut<'_, '_, T>,
        ldb: usize,
    ) -> Result<()> {
        let name = format!("{}trmm", T::DTYPE.prefix());
        let batch = batch_of(&name, &[("A", a.count()), ("B", b.count())])?;
        let k = if side == Side::Left { m } else { n };
        let bd = b.arg(&format!("{name} B"), m, n, ldb)?;
        let call = TrmmCall {
            dtype: T::DTYPE,
            side: side.code(),
            uplo: uplo.code(),
            trans: trans.code(),
            diag: diag.code(),
            m: crate::extent::sat(m),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
            alpha: alpha.into().desc("alpha")?,
            a: a.arg(&format!("{name} A"), matrix_span(k, k, lda), lda)?,
            b: bd,
            c: bd,
        };
        // SAFETY: every operand was checked against the sizes above; B is borrowed mutably.
        let r = unsafe { trmm(self, &call) };
        call::finish(self, r)
    }

    /// `C = alpha·op(A)·B` or `C = alpha·B·op(A)` into a separate C (rocBLAS's trmm with
    /// C ≠ B; no W workspace).
    #[allow(clippy::too_many_arguments)]
    pub fn trmm_out<'s, T: Scalar>(
        &mut self,
        side: Side,
        uplo: Uplo,
        trans: Transpose,
        diag: Diag,
        m: usize,
        n: usize,
        alpha: impl Into<ScalarArg<'s, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let name = format!("{}trmm", T::DTYPE.prefix());
        let batch = batch_of(
            &name,
            &[("A", a.count()), ("B", b.count()), ("C", c.count())],
        )?;
        let k = if side == Side::Left { m } else { n };
        let call = TrmmCall {
            dtype: T::DTYPE,
            side: side.code(),
            uplo: uplo.code(),
            trans: trans.code(),
            diag: diag.code(),
            m: crate::extent::sat(m),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
            alpha: alpha.into().desc("alpha")?,
            a: a.arg(&format!("{name} A"), matrix_span(k, k, lda), lda)?,
            b: b.arg(&format!("{name} B"), matrix_span(m, n, ldb), ldb)?,
            c: c.arg(&format!("{name} C"), m, n, ldc)?,
        };
        // SAFETY: every operand was checked against the sizes above; C is borrowed mutably and
        // so does not overlap B.
        let r = unsafe { trmm(self, &call) };
        call::finish(self, r)
    }
}
