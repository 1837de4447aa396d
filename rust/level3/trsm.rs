//! `trsm`: `B = alpha·op(A)⁻¹·B` (side left, A m×m) or `B = alpha·B·op(A)⁻¹` (right, A n×n),
//! A triangular; `trsm_ex`: the same with the caller's inverses of A's 128×128 diagonal blocks.
//!
//! Algorithms (workspace: [`super::tri_plan`]):
//! * left with one right-hand side: B scaled by alpha, then trsv (its multi-block kernel);
//! * small shapes: the substitution kernel, one thread per right-hand side, no workspace;
//! * otherwise blocked: the diagonal blocks of A are inverted into invA (block `j` at element
//!   `128·128·j`, leading dimension 128, zeros in the other triangle), then the solve goes block
//!   by block in the order op(A) needs (right-looking): `X_i = op(invA_i)·B_i` into the workspace
//!   X (one block row, alpha folded into the first block), copied back to `B_i`, and the blocks
//!   still to solve are updated `B_r -= op(A)_{r,i}·X_i` by one GEMM (alpha folded into its beta
//!   the first time). With less X than one block row, the same runs on chunks of columns (left)
//!   or rows (right) of B.

use crate::backend::{DeviceProperties, Launch};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{
    Diag as DiagCode, MatrixDesc, Operand, Scalar as ScalarDesc, Side as SideCode, Trans, TriDesc,
    TriOp, Uplo as UploCode, VectorDesc,
};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices, ScalarArg};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Diag, Scalar, Side, Transpose, Uplo};

use super::tri_common::{codes_ok, is_host_value, op_block, Enq, Sub};
use super::tri_plan::{TrsmPath, TrsmShape, BLOCK};
use super::MatricesMut;

/// trsm_ex's caller invA.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrsmInv {
    /// Each batch entry's invA (null: none).
    pub at: Operand,
    /// Elements of each invA (rocBLAS's `invA_size`): below `128·k` it is ignored.
    pub size: i64,
}

/// One trsm call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrsmCall {
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
    /// `trsm_ex` only (`None`: plain trsm).
    pub inv: Option<TrsmInv>,
}

impl TrsmCall {
    fn left(&self) -> bool {
        self.side == SideCode::Left
    }
    fn k(&self) -> i64 {
        if self.left() {
            self.m
        } else {
            self.n
        }
    }
    /// The caller's invA when it is given and large enough.
    fn inv_used(&self) -> Option<Operand> {
        self.inv
            .filter(|i| !i.at.is_null() && i.size >= BLOCK * self.k())
            .map(|i| i.at)
    }
    /// The shape the plans are computed from.
    pub(crate) fn shape(&self) -> TrsmShape {
        TrsmShape {
            left: self.left(),
            trans_n: self.trans == Trans::N,
            m: self.m,
            n: self.n,
            batch: self.batch,
            elem: self.dtype.size(),
            arrays: self.a.at.is_array || self.b.at.is_array,
            inv_given: self.inv_used().is_some(),
        }
    }
    /// m, n or the batch count is 0.
    pub(crate) fn is_empty(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }
    /// The solve proceeds from block 0 on (op(A) lower on the left, upper on the right).
    fn forward(&self) -> bool {
        let upper = self.uplo == UploCode::Upper;
        let op_upper = upper == (self.trans == Trans::N);
        op_upper != self.left()
    }

    /// Enqueue the whole solve on `e` with the workspace `slots` laid out as [`TrsmShape::plans`]
    /// says (`degraded`: its fallback was served). For other families (the solver) too: they
    /// lay the four slots out inside their own plan.
    ///
    /// # Safety
    /// The call's operands are valid; `slots` are the plan's slots, sized by it.
    pub(crate) unsafe fn enqueue(
        &self,
        backend: &dyn crate::backend::Backend,
        stream: crate::backend::StreamId,
        slots: [crate::backend::DevicePtr; 4],
        degraded: bool,
    ) -> Result<()> {
        let e = Enq {
            backend,
            stream,
            dtype: self.dtype,
            batch: self.batch,
            arrays: [slots[1], slots[3], crate::backend::DevicePtr::NULL],
        };
        let (a, b) = (Sub::of(self.a), Sub::of(self.b));
        if is_host_value(&self.alpha, 0.0) {
            // rocBLAS: alpha = 0 sets B to zero and reads neither A nor B.
            // SAFETY: B holds m×n (the contract).
            return unsafe { e.copy(self.m, self.n, self.alpha, b, b) };
        }
        let shape = self.shape();
        match shape.path() {
            TrsmPath::Trsv => {
                // SAFETY: the contract; slot 0 holds the batch's trsv counters.
                unsafe { self.enqueue_trsv(&e, b, slots[0]) }
            }
            // SAFETY: the contract.
            TrsmPath::Substitution => unsafe {
                e.solve(
                    self.side, self.uplo, self.trans, self.diag, self.m, self.n, self.alpha, a, b,
                )
            },
            // SAFETY: the contract.
            TrsmPath::Blocked => unsafe { self.enqueue_blocked(&e, &shape, slots, degraded) },
        }
    }

    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn enqueue_trsv(
        &self,
        e: &Enq<'_>,
        b: Sub,
        counters: crate::backend::DevicePtr,
    ) -> Result<()> {
        if !is_host_value(&self.alpha, 1.0) {
            // SAFETY: B holds m×1 (the contract); the copy is element by element in place.
            unsafe { e.copy(self.m, 1, self.alpha, b, b)? };
        }
        let blocks = crate::level2::plan::trsv_blocks(self.m);
        if blocks > 1 {
            let bytes = crate::level2::plan::TRSV_COUNTERS_PER_BATCH * 4 * self.batch as usize;
            // SAFETY: the counters slot holds `bytes` (the plan).
            unsafe { e.backend.memset(counters, 0, bytes, e.stream)? };
        }
        let desc = TriDesc {
            dtype: self.dtype.code(),
            op: TriOp::Trsv,
            uplo: self.uplo,
            trans: self.trans,
            diag: self.diag,
            n: self.m,
            k: 0,
            batch: self.batch,
            a: self.a,
            x: VectorDesc {
                at: self.b.at,
                inc: 1,
            },
            work: counters.0,
            blocks_per_batch: blocks,
            inv: Operand::one(0),
        };
        // SAFETY: the contract.
        unsafe { e.backend.launch(&Launch::Tri(desc), e.stream) }
    }

    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn enqueue_blocked(
        &self,
        e: &Enq<'_>,
        shape: &TrsmShape,
        slots: [crate::backend::DevicePtr; 4],
        degraded: bool,
    ) -> Result<()> {
        let elem = e.elem();
        let (m, n, k) = (self.m, self.n, self.k());
        let left = self.left();
        let (a, b) = (Sub::of(self.a), Sub::of(self.b));
        // invA: the caller's, or inverted here into slot 2.
        let inv = match self.inv_used() {
            Some(at) => Sub::of(MatrixDesc { at, ld: BLOCK }),
            None => {
                let inv = Sub::ws(slots[2], BLOCK, shape.inv_elems() as i64);
                // SAFETY: A holds its triangle; slot 2 holds 128·k elements per batch entry.
                unsafe {
                    e.diag_blocks(
                        true,
                        self.uplo,
                        self.diag,
                        k,
                        BLOCK,
                        a,
                        inv,
                        BLOCK * BLOCK,
                        true,
                    )?
                };
                inv
            }
        };
        // X: per batch entry, the plan's optimal or fallback size.
        let plans = shape.plans();
        let x_bytes = plans[usize::from(degraded && plans.len() > 1)]
            .slot(0)
            .map_or(0, |s| s.bytes());
        let x_elems = (x_bytes / elem / self.batch.max(1) as usize) as i64;
        let line = k.min(BLOCK);
        // Columns (left) or rows (right) of B per chunk.
        let other = if left { n } else { m };
        let chunk = (x_elems / line).clamp(1, other);
        let blocks = (k + BLOCK - 1) / BLOCK;
        let one = ScalarDesc::value(1.0, 0.0);
        let minus = ScalarDesc::value(-1.0, 0.0);
        let fwd = self.forward();
        for c0 in (0..other).step_by(chunk as usize) {
            let cw = chunk.min(other - c0);
            for step in 0..blocks {
                let blk = if fwd { step } else { blocks - 1 - step };
                let r0 = blk * BLOCK;
                let rb = BLOCK.min(k - r0);
                let first = step == 0;
                let scale = if first { self.alpha } else { one };
                let invb = inv.at(0, blk * BLOCK, elem);
                // The rows (left) or columns (right) still to solve after this block.
                let (rest0, rest_len) = if fwd { (r0 + rb, k - r0 - rb) } else { (0, r0) };
                if left {
                    let bi = b.at(r0, c0, elem);
                    let x = Sub::ws(slots[0], rb, x_elems);
                    // SAFETY: every launch below: the blocks lie inside A, B, invA and X as
                    // the sizes say (the contract and the plan).
                    unsafe {
                        e.gemm(
                            self.trans,
                            Trans::N,
                            rb,
                            cw,
                            rb,
                            scale,
                            invb,
                            bi,
                            ScalarDesc::value(0.0, 0.0),
                            x,
                        )?;
                        e.copy(rb, cw, one, x, bi)?;
                        if rest_len > 0 {
                            let ar = op_block(&a, self.trans, rest0, r0, elem);
                            e.gemm(
                                self.trans,
                                Trans::N,
                                rest_len,
                                cw,
                                rb,
                                minus,
                                ar,
                                x,
                                scale,
                                b.at(rest0, c0, elem),
                            )?;
                        }
                    }
                } else {
                    let bi = b.at(c0, r0, elem);
                    let x = Sub::ws(slots[0], cw, x_elems);
                    // SAFETY: as above.
                    unsafe {
                        e.gemm(
                            Trans::N,
                            self.trans,
                            cw,
                            rb,
                            rb,
                            scale,
                            bi,
                            invb,
                            ScalarDesc::value(0.0, 0.0),
                            x,
                        )?;
                        e.copy(cw, rb, one, x, bi)?;
                        if rest_len > 0 {
                            let ar = op_block(&a, self.trans, r0, rest0, elem);
                            e.gemm(
                                Trans::N,
                                self.trans,
                                cw,
                                rest_len,
                                rb,
                                minus,
                                x,
                                ar,
                                scale,
                                b.at(c0, rest0, elem),
                            )?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

impl Call for TrsmCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: if self.inv.is_some() {
                "trsm_ex"
            } else {
                "trsm"
            },
        }
    }

    fn validate(&self) -> Result<()> {
        if !matches!(
            self.dtype,
            DType::F32 | DType::F64 | DType::C32 | DType::C64
        ) {
            bail!(
                Status::NotImplemented,
                "{}: element type {:?}",
                self.name(),
                self.dtype
            );
        }
        if !codes_ok(Some(self.side), self.uplo, Some(self.trans), self.diag) {
            bail!(
                Status::InvalidValue,
                "{}: bad side, uplo, trans or diag code",
                self.name()
            );
        }
        if self.m < 0 || self.n < 0 || self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "{}: m = {}, n = {}, batch = {}",
                self.name(),
                self.m,
                self.n,
                self.batch
            );
        }
        let k = self.k();
        if self.a.ld < k.max(1) || self.b.ld < self.m.max(1) {
            bail!(
                Status::InvalidSize,
                "{}: lda = {} (needs {}), ldb = {} (needs {})",
                self.name(),
                self.a.ld,
                k.max(1),
                self.b.ld,
                self.m.max(1)
            );
        }
        Ok(())
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty()
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        self.shape().plans()
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        if self.b.at.is_null() || (!is_host_value(&self.alpha, 0.0) && self.a.at.is_null()) {
            bail!(Status::InvalidPointer, "{}: null matrix", self.name());
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        if self.inv.is_some_and(|i| !i.at.is_null()) && self.inv_used().is_none() {
            // rocBLAS warns and inverts the blocks itself (no status change).
            log::warn!(
                "{}: invA_size = {} < 128 * k = {}: invA ignored",
                self.name(),
                self.inv.map_or(0, |i| i.size),
                BLOCK * self.k()
            );
        }
        let slots = [ctx.slot(0), ctx.slot(1), ctx.slot(2), ctx.slot(3)];
        // SAFETY: the front end checked the operands; the slots are the served plan's.
        unsafe { self.enqueue(ctx.backend(), ctx.stream(), slots, ctx.degraded())? };
        Ok(None)
    }
}

/// Run (or size) one trsm call.
///
/// # Safety
/// The call's addresses are valid for it (matrices hold what the sizes, leading dimensions and
/// batch layout imply; a device alpha points to one element), in device memory of `h`'s backend.
pub(crate) unsafe fn trsm(h: &mut Handle, c: &TrsmCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    #[allow(clippy::too_many_arguments)]
    fn trsm_typed<'s, T: Scalar>(
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
        inv: Option<(Option<Matrices<'_, T>>, usize)>,
    ) -> Result<()> {
        let base = if inv.is_some() { "trsm_ex" } else { "trsm" };
        let name = format!("{}{base}", T::DTYPE.prefix());
        let batch = batch_of(&name, &[("A", a.count()), ("B", b.count())])?;
        let k = if side == Side::Left { m } else { n };
        let mut call = TrsmCall {
            dtype: T::DTYPE,
            side: side.code(),
            uplo: uplo.code(),
            trans: trans.code(),
            diag: diag.code(),
            m: m as i64,
            n: n as i64,
            batch: batch as i64,
            alpha: alpha.into().desc("alpha")?,
            a: a.arg(&format!("{name} A"), matrix_span(k, k, lda), lda)?,
            b: b.arg(&format!("{name} B"), m, n, ldb)?,
            inv: None,
        };
        if let Some((mi, size)) = inv {
            let at = match mi {
                None => Operand::one(0),
                Some(mi) if mi.count() == batch => mi.arg("invA", size, 1)?.at,
                Some(mi @ (Matrices::One(_) | Matrices::Strided { count: 1, .. })) => Operand {
                    stride: 0,
                    ..mi.arg("invA", size, 1)?.at
                },
                Some(mi) => bail!(
                    Status::InvalidSize,
                    "{name}: invA has {} batch entries, B has {batch}",
                    mi.count()
                ),
            };
            call.inv = Some(TrsmInv {
                at,
                size: i64::try_from(size).unwrap_or(i64::MAX),
            });
        }
        // SAFETY: every operand was checked against the sizes above; B is borrowed mutably.
        let r = unsafe { trsm(self, &call) };
        call::finish(self, r)
    }

    /// Solve `op(A)·X = alpha·B` (`Side::Left`, A m×m) or `X·op(A) = alpha·B` (`Side::Right`,
    /// A n×n) for X, overwriting B (m×n); A triangular (`uplo` triangle read, its diagonal
    /// taken as ones for `Diag::Unit`). One matrix each or a batch (the operands' counts
    /// agree). Workspace and algorithms: [`crate::level3::trsm`].
    #[allow(clippy::too_many_arguments)]
    pub fn trsm<'s, T: Scalar>(
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
        self.trsm_typed(side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb, None)
    }

    /// [`Handle::trsm`] with the caller's inverses of A's diagonal blocks (rocBLAS's
    /// `trsm_ex`): `inv_a` holds, per batch entry (or one for every entry), the inverse of each
    /// 128×128 diagonal block (the last one k mod 128), column-major with leading dimension
    /// 128, block `j` at element `128·128·j`, zeros in the other triangle (what
    /// [`Handle::trtri`] writes). `inv_a_size` (elements of each invA) below `128·k`: invA is
    /// ignored (a warning; rocBLAS's behaviour).
    #[allow(clippy::too_many_arguments)]
    pub fn trsm_ex<'s, T: Scalar>(
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
        inv_a: Option<Matrices<'_, T>>,
        inv_a_size: usize,
    ) -> Result<()> {
        self.trsm_typed(
            side,
            uplo,
            trans,
            diag,
            m,
            n,
            alpha,
            a,
            lda,
            b,
            ldb,
            Some((inv_a, inv_a_size)),
        )
    }
}
