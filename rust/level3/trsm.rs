//! `trsm`: `B = alpha·op(A)⁻¹·B` (side left, A m×m) or `B = alpha·B·op(A)⁻¹` (right, A n×n),
//! A triangular; `trsm_ex`: the same with the caller's inverses of A's 128×128 diagonal blocks.
//!
//! Algorithms (workspace: [`super::tri_plan`]):
//! * left with one right-hand side: B scaled by alpha, then trsv (its multi-block kernel);
//! * small shapes: the substitution kernel, one thread per right-hand side, no workspace;
//! * few right-hand sides (at most 16; f32, f64, c32): one launch of the counter-chained kernel
//!   (`hip/src/kernels/level3_tri/trsm_chain.h`), each block of threads solving 64 rows of B
//!   as the blocks before it finish, on the blocked path's plan (it uses its counters only);
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

use super::tri_common::{check_side_front, op_block, Enq, Sub};
use super::tri_plan::{TrsmPath, TrsmShape, BLOCK};
use super::MatricesMut;

/// trsm_ex's caller invA, or a solver's own inverses for its nested solves.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrsmInv {
    /// Each batch entry's invA (null: none).
    pub at: Operand,
    /// Elements of each invA (rocBLAS's `invA_size`): below `ld·k` it is ignored.
    pub size: i64,
    /// Made by a solver for its own solve ([`TrsmShape::nested`]): the blocked path always.
    pub nested: bool,
    /// Leading dimension of invA.
    pub ld: i64,
    /// Order of its diagonal blocks, block `i` at column `block·i` (rows from 0).
    pub block: i64,
}

impl TrsmInv {
    /// rocBLAS's invA, as trsm_ex's caller gives it: 128×128 blocks side by side.
    pub(crate) fn caller(at: Operand, size: i64) -> TrsmInv {
        TrsmInv {
            at,
            size,
            nested: false,
            ld: BLOCK,
            block: BLOCK,
        }
    }
    /// invA as a matrix operand: `ld` rows, the diagonal blocks side by side.
    fn desc(&self) -> MatrixDesc {
        MatrixDesc {
            at: self.at,
            ld: self.ld,
        }
    }
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
    fn inv_used(&self) -> Option<TrsmInv> {
        // In i128: k is not bounded yet where validate asks (an empty batch of huge problems).
        self.inv
            .filter(|i| !i.at.is_null() && i.size as i128 >= i.ld as i128 * self.k() as i128)
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
            nested: self.inv.is_some_and(|i| i.nested),
            block: self.block(),
        }
    }
    /// The blocked path's block order: a given invA's, else [`BLOCK`].
    fn block(&self) -> i64 {
        self.inv_used().map_or(BLOCK, |i| i.block)
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
        if self.alpha.is_host_value(0.0) {
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
            // SAFETY: the contract; slot 0 (X) holds at least 4·batch bytes (m·n·batch
            // elements of at least 4 bytes).
            TrsmPath::Chain => unsafe { self.enqueue_chain(&e, slots[0]) },
        }
    }

    /// The counter-chained solve: the batch's counters zeroed at the start of X, then one
    /// launch.
    ///
    /// # Safety
    /// As [`TrsmCall::enqueue`]; `counters` holds `4·batch` bytes.
    unsafe fn enqueue_chain(&self, e: &Enq<'_>, counters: crate::backend::DevicePtr) -> Result<()> {
        // SAFETY: the counters slot holds `4·batch` bytes (the contract).
        unsafe {
            e.backend
                .memset(counters, 0, 4 * self.batch as usize, e.stream)?
        };
        // trsm_ex's caller invA (128-blocks, leading dimension 128) is read by the kernel.
        let inv = self
            .inv_used()
            .filter(|i| !i.nested && i.ld == BLOCK && i.block == BLOCK)
            .map_or(Operand::one(0), |i| i.at);
        // SAFETY: the contract.
        unsafe {
            e.chain(
                self.side,
                self.uplo,
                self.trans,
                self.diag,
                self.m,
                self.n,
                self.alpha,
                Sub::of(self.a),
                Sub::of(self.b),
                counters,
                inv,
            )
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
        if !self.alpha.is_host_value(1.0) {
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
        let bs = self.block();
        let inv = match self.inv_used() {
            Some(i) => Sub::of(i.desc()),
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
        let one = ScalarDesc::value(1.0, 0.0);
        if !self.alpha.is_host_value(1.0) {
            // alpha once, in place, so that every block solve and update below is unscaled.
            // SAFETY: B holds m×n; the copy is element by element.
            unsafe { e.copy(m, n, self.alpha, b, b)? };
        }
        // X: per batch entry, the plan's optimal or fallback size.
        let plans = shape.plans();
        let x_bytes = plans[usize::from(degraded && plans.len() > 1)]
            .slot(0)
            .map_or(0, |s| s.bytes());
        let x_elems = (x_bytes / elem / self.batch.max(1) as usize) as i64;
        let other = if left { n } else { m };
        // X holding the whole solution (rocBLAS's m·n): each X_i stays there and one copy ends
        // the solve; else one block row (column) at a time, copied back to B at once, on
        // chunks of the other dimension of B.
        let whole = x_elems >= k * other;
        let chunk = if whole {
            other
        } else {
            (x_elems / k.min(bs)).clamp(1, other)
        };
        let blocks = (k + bs - 1) / bs;
        let s = Solver {
            call: self,
            e,
            a,
            b,
            inv,
            bs,
            x: slots[0],
            x_elems,
            whole,
            k,
        };
        for c0 in (0..other).step_by(chunk as usize) {
            let cw = chunk.min(other - c0);
            // SAFETY: the contract and the plan (every block lies inside its operand).
            unsafe {
                if whole || !(self.a.at.is_array || self.b.at.is_array) {
                    s.range(0, blocks, c0, cw)?
                } else {
                    s.right_looking(blocks, c0, cw)?
                }
            };
            if whole {
                // X's leading dimension: k rows (left), m rows (right).
                let ld = if left { k } else { m };
                // SAFETY: X holds the whole m×n solution, B holds m×n.
                unsafe { e.copy(m, n, one, Sub::ws(slots[0], ld, x_elems), b)? };
            }
        }
        Ok(())
    }
}

/// The recursive blocked solve of one chunk: halves of the block range are solved in the
/// order op(A) needs, the second half updated from the first by one GEMM whose k is the first
/// half's length (large GEMMs high in the recursion), down to single 128 blocks solved by
/// `X_i = op(invA_i)·B_i`.
struct Solver<'c, 'e> {
    call: &'c TrsmCall,
    e: &'c Enq<'e>,
    a: Sub,
    b: Sub,
    inv: Sub,
    /// Order of invA's diagonal blocks.
    bs: i64,
    x: crate::backend::DevicePtr,
    x_elems: i64,
    whole: bool,
    k: i64,
}

impl Solver<'_, '_> {
    /// Rows (left) or columns (right) `[lo, hi)` of block range `[b0, b1)`.
    fn span(&self, b0: i64, b1: i64) -> (i64, i64) {
        let lo = b0 * self.bs;
        (lo, (b1 * self.bs).min(self.k) - lo)
    }

    /// X's block at rows (left) / columns (right) `r0`, for chunk `c0` of width `cw`: in the
    /// whole-solution X, or the block row (column) buffer.
    fn x_at(&self, r0: i64, cw: i64) -> Sub {
        let elem = self.e.elem();
        if self.call.left() {
            if self.whole {
                Sub::ws(self.x, self.k, self.x_elems).at(r0, 0, elem)
            } else {
                Sub::ws(self.x, self.bs.min(self.k), self.x_elems)
            }
        } else if self.whole {
            Sub::ws(self.x, cw, self.x_elems).at(0, r0, elem)
        } else {
            Sub::ws(self.x, cw, self.x_elems)
        }
    }

    /// Where the solved part at `r0` is read by later updates: X (whole) or B (copied back).
    fn solved_at(&self, r0: i64, c0: i64, cw: i64) -> Sub {
        let elem = self.e.elem();
        if self.whole {
            self.x_at(r0, cw)
        } else if self.call.left() {
            self.b.at(r0, c0, elem)
        } else {
            self.b.at(c0, r0, elem)
        }
    }

    /// Solve block `blk` of the chunk: `X_i = op(invA_i)·B_i`, copied back unless X is whole.
    /// Returns X's block.
    ///
    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn leaf(&self, blk: i64, c0: i64, cw: i64) -> Result<Sub> {
        let (e, c, elem) = (self.e, self.call, self.e.elem());
        let zero = ScalarDesc::value(0.0, 0.0);
        let one = ScalarDesc::value(1.0, 0.0);
        let (r0, rb) = self.span(blk, blk + 1);
        let invb = self.inv.at(0, blk * self.bs, elem);
        let x = self.x_at(r0, cw);
        // SAFETY: every launch below: the blocks lie inside B, invA and X (the contract).
        unsafe {
            if c.left() {
                let bi = self.b.at(r0, c0, elem);
                e.gemm(c.trans, Trans::N, rb, cw, rb, one, invb, bi, zero, x)?;
                if !self.whole {
                    e.copy(rb, cw, one, x, bi)?;
                }
            } else {
                let bi = self.b.at(c0, r0, elem);
                e.gemm(Trans::N, c.trans, cw, rb, rb, one, bi, invb, zero, x)?;
                if !self.whole {
                    e.copy(cw, rb, one, x, bi)?;
                }
            }
        }
        Ok(x)
    }

    /// `B[second] -= op(A)[second, first]·X[first]` (left; the mirror on the right).
    ///
    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn update(
        &self,
        first: (i64, i64),
        second: (i64, i64),
        xf: Sub,
        c0: i64,
        cw: i64,
    ) -> Result<()> {
        let (e, c, elem) = (self.e, self.call, self.e.elem());
        let one = ScalarDesc::value(1.0, 0.0);
        let minus = ScalarDesc::value(-1.0, 0.0);
        let (f0, flen) = self.span(first.0, first.1);
        let (s0, slen) = self.span(second.0, second.1);
        // SAFETY: the blocks lie inside A, B and X (the contract).
        unsafe {
            if c.left() {
                let ar = op_block(&self.a, c.trans, s0, f0, elem);
                e.gemm(
                    c.trans,
                    Trans::N,
                    slen,
                    cw,
                    flen,
                    minus,
                    ar,
                    xf,
                    one,
                    self.b.at(s0, c0, elem),
                )
            } else {
                let ar = op_block(&self.a, c.trans, f0, s0, elem);
                e.gemm(
                    Trans::N,
                    c.trans,
                    cw,
                    slen,
                    flen,
                    minus,
                    xf,
                    ar,
                    one,
                    self.b.at(c0, s0, elem),
                )
            }
        }
    }

    /// Right-looking, block by block: each update reads X's block buffer, never B, so a
    /// pointer-array B needs no third offset array (rocBLAS's plan has two).
    ///
    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn right_looking(&self, blocks: i64, c0: i64, cw: i64) -> Result<()> {
        let fwd = self.call.forward();
        for step in 0..blocks {
            let blk = if fwd { step } else { blocks - 1 - step };
            // SAFETY: the contract.
            unsafe {
                let x = self.leaf(blk, c0, cw)?;
                let rest = if fwd { (blk + 1, blocks) } else { (0, blk) };
                if rest.1 > rest.0 {
                    self.update((blk, blk + 1), rest, x, c0, cw)?;
                }
            }
        }
        Ok(())
    }

    /// # Safety
    /// As [`TrsmCall::enqueue`].
    unsafe fn range(&self, b0: i64, b1: i64, c0: i64, cw: i64) -> Result<()> {
        let c = self.call;
        if b1 - b0 == 1 {
            // SAFETY: the contract.
            return unsafe { self.leaf(b0, c0, cw) }.map(|_| ());
        }
        let mid = (b0 + b1) / 2;
        let (first, second) = if c.forward() {
            ((b0, mid), (mid, b1))
        } else {
            ((mid, b1), (b0, mid))
        };
        // SAFETY: the contract.
        unsafe {
            self.range(first.0, first.1, c0, cw)?;
            let (f0, _) = self.span(first.0, first.1);
            self.update(first, second, self.solved_at(f0, c0, cw), c0, cw)?;
            self.range(second.0, second.1, c0, cw)
        }
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
        check_side_front(
            self.name(),
            self.dtype,
            self.side,
            self.uplo,
            self.trans,
            self.diag,
            (self.m, self.n, self.batch),
        )?;
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
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", k, k, &self.a, e, b)?;
        crate::extent::check_matrix(name, "B", self.m, self.n, &self.b, e, b)?;
        // trsm_ex's invA when it is used: ld·k elements per entry (the diagonal blocks, ld =
        // 128 rows each), stride_invA apart (a huge stride wrapped the block addresses around).
        if let Some(i) = self.inv_used() {
            crate::extent::check_matrix(name, "invA", i.ld, k, &i.desc(), e, b)?;
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
        if self.b.at.is_null() || (!self.alpha.is_host_value(0.0) && self.a.at.is_null()) {
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
                BLOCK.saturating_mul(self.k())
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
            m: crate::extent::sat(m),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
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
            call.inv = Some(TrsmInv::caller(at, i64::try_from(size).unwrap_or(i64::MAX)));
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
