//! Cholesky: `potrf` (and `potf2`), `potrs`.
//!
//! potrf is recursive (LAPACK's `potrf2`, with the halves on multiples of the leaf order):
//! factor the leading n1 columns, solve the off-diagonal block with their triangle (level-3
//! trsm, in the plan's trsm slots), update the trailing triangle with it (level-3 herk/syrk,
//! in the plan's rank-k slots), factor the trailing part. So nearly all the work is in the
//! largest solves and rank-k updates the matrix allows, which is what the GPU's gemm runs
//! fastest.
//!
//! The leaves are of order 128 for f32, f64 and c32 (`plan::chol_leaf`): one kernel factors
//! the leaf and inverts its factor into slot 3 (`SolverOp::PotrfLeaf`), and every off-diagonal
//! solve is level-3 trsm's blocked path on those inverses (its invA, `TrsmShape::nested`): the
//! solves are gemms, and no triangle is inverted or substituted a second time. Above order 256
//! the recursion halves on multiples of 256, and once both leaves of a 256 block are factored
//! two gemms compose its inverse from theirs (`Step::Compose`), so that the solves of order 256
//! and more go by blocks of 256: half the launches of blocks of 128, which on small grids cost
//! a launch's latency each. c64's leaves are
//! the potf2 kernel of order `plan::nb` (its factor and inverse do not fit the leaf kernel),
//! and its solves go through `Env::trsm`. A matrix of order above `plan::nb` and at most 128 is
//! one leaf launch without inverse (no workspace).
//!
//! Pointer-array batches (gemm and herk cannot address their sub-blocks as strides) and the
//! fallback plan (`perf_degraded`) are left-looking by panels of `plan::nb` columns instead
//! (LAPACK's `potrf`): for panel j, the products of the previous columns with themselves are
//! subtracted from the diagonal block (gemm into the `update block` slot, then the potf2
//! kernel subtracts its triangle and factors it; on the fallback plan potf2 sums them
//! itself), gemm updates the panel below (above, for upper), and a triangular solve with the
//! new diagonal block finishes it.
//!
//! Only the `uplo` triangle is read or written. Once a batch entry's `info` is set, its later
//! leaf kernels do nothing (LAPACK stops there); the columns after the failing one are then
//! unspecified, the ones before it are final (the failing leaf's inverse is exact in the rows
//! that their solves read).

use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{Diag, MatrixDesc, Operand, Scalar as ScalarDesc, Side, SolverOp, Trans, Uplo};
use crate::level2::batch_of;
use crate::level3::syrk::{self, RankKCall, RankKind};
use crate::level3::trsm::{TrsmCall, TrsmInv};
use crate::level3::MatricesMut;
use crate::memory::{Candidates, DeviceSliceMut};
use crate::operands::{matrix_span, Matrices};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Uplo as UploArg};

use super::blocks::{Env, Mat, TrsmWs};
use super::lu::infos;
use super::{check_dtype, plan};

/// One potrf / potf2 call.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PotrfCall {
    pub dtype: DType,
    /// `potf2` (the unblocked name; the same factorization).
    pub unblocked: bool,
    pub uplo: Uplo,
    pub n: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    pub info: u64,
}

/// One step of potrf's recursion, in launch order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// potf2 on the diagonal block of order `n` at row and column `j0`.
    Leaf { j0: i64, n: i64 },
    /// The node of order `n1 + n2` at `j0`, its first half factored: solve its off-diagonal
    /// block, update its second half.
    Node { j0: i64, n1: i64, n2: i64 },
    /// The block of order `n1 + n2` at `j0` (at most `plan::CHOL_INV_BLOCK`) factored: compose
    /// its inverse from its halves'.
    Compose { j0: i64, n1: i64, n2: i64 },
}

impl PotrfCall {
    /// potrf's recursion on the order-n block at `j0`: leaves of order up to `leaf()`. With
    /// inverting leaves, the halves of a block are multiples of the largest power-of-two
    /// multiple of the leaf order below its order and at most `plan::CHOL_INV_BLOCK`, so that
    /// a block of order `CHOL_INV_BLOCK` or less starts on a multiple of the power of two at or
    /// above its order, and every solve on a multiple of its block order (`inv_block`); each
    /// such block that a later solve reads whole (one that ends before the matrix) gets its
    /// inverse composed from its halves' (`Step::Compose`) once both are factored.
    fn walk(&self, j0: i64, n: i64, f: &mut dyn FnMut(Step) -> Result<()>) -> Result<()> {
        let mut g = if self.inverting() {
            plan::CHOL_INV_BLOCK
        } else {
            self.leaf()
        };
        while g > self.leaf() && g >= n {
            g /= 2;
        }
        match plan::chol_split(g, n) {
            None => f(Step::Leaf { j0, n }),
            Some(n1) => {
                self.walk(j0, n1, f)?;
                f(Step::Node { j0, n1, n2: n - n1 })?;
                self.walk(j0 + n1, n - n1, f)?;
                if self.inverting() && n <= plan::CHOL_INV_BLOCK && j0 + n < self.n {
                    f(Step::Compose { j0, n1, n2: n - n1 })?;
                }
                Ok(())
            }
        }
    }

    /// The order of the inverse blocks a solve with a triangle of order n1 goes by: the largest
    /// power-of-two multiple of the leaf order up to n1 and `plan::CHOL_INV_BLOCK`.
    fn inv_block(n1: i64) -> i64 {
        let mut bs = plan::CHOL_INV_BLOCK;
        while bs > plan::CHOL_LEAF && bs > n1 {
            bs /= 2;
        }
        bs
    }

    /// The recursion's leaves invert their factors (`plan::chol_leaf`): operands it can
    /// address, an element type with an inverting leaf.
    fn inverting(&self) -> bool {
        !self.a.at.is_array && plan::chol_leaf(self.dtype).is_some()
    }

    /// The recursion's leaf order.
    fn leaf(&self) -> i64 {
        if self.inverting() {
            plan::CHOL_LEAF
        } else {
            plan::nb(self.dtype)
        }
    }

    /// The recursive algorithm runs (on the optimal plan): operands it can address, more
    /// than one leaf.
    fn recursive(&self) -> bool {
        !self.a.at.is_array && self.n > self.leaf()
    }

    /// One inverting leaf factors the whole matrix (no inverse kept): orders above potf2's
    /// and up to the leaf's.
    fn one_leaf(&self) -> bool {
        self.inverting() && self.n > plan::nb(self.dtype) && self.n <= self.leaf()
    }

    /// Elements of each batch entry's inverses (`B·n`, leading dimension B =
    /// `plan::CHOL_INV_BLOCK` = 256: the block of order up to B at `j0` has its inverse at row
    /// `j0 % B`, column `j0`; so the B×B block at column `B·p` holds the inverse of rows and
    /// columns `[B·p, B·p + B)` once composed, with its halves' on its diagonal).
    fn inv_elems(&self) -> i64 {
        if self.inverting() && self.recursive() {
            self.n.saturating_mul(plan::CHOL_INV_BLOCK)
        } else {
            0
        }
    }

    /// Bytes of `elems` elements in every batch entry.
    fn batch_bytes(&self, elems: i64) -> usize {
        (elems.max(0) as usize)
            .saturating_mul(self.dtype.size())
            .saturating_mul(self.batch.max(0) as usize)
    }

    /// The element offset in the inverses of the inverse of the block at `j0`.
    fn inv_off(j0: i64) -> i64 {
        j0 % plan::CHOL_INV_BLOCK + j0 * plan::CHOL_INV_BLOCK
    }

    /// A node's off-diagonal solve on the inverses: level-3 trsm's blocked path
    /// (`TrsmShape::nested`) by blocks of `inv_block(n1)`. `t` and `b` are the node's triangle
    /// and off-diagonal block.
    fn nested_solve(&self, j0: i64, n1: i64, n2: i64, inv: u64, t: Mat, b: Mat) -> TrsmCall {
        let (right, m, n) = self.solve(n1, n2);
        let e = self.dtype.size();
        let (ld, bs) = (plan::CHOL_INV_BLOCK, Self::inv_block(n1));
        debug_assert!(j0 % bs == 0 && (n1 < bs || n1 % bs == 0));
        TrsmCall {
            dtype: self.dtype,
            side: if right { Side::Right } else { Side::Left },
            uplo: self.uplo,
            trans: Trans::C,
            diag: Diag::NonUnit,
            m,
            n,
            batch: self.batch,
            alpha: ScalarDesc::value(1.0, 0.0),
            a: t.offset_desc(e),
            b: b.offset_desc(e),
            inv: Some(TrsmInv {
                at: Operand {
                    addr: inv.wrapping_add(Self::inv_off(j0) as u64 * e as u64),
                    stride: self.inv_elems(),
                    is_array: false,
                },
                size: n1 * ld,
                nested: true,
                ld,
                block: bs,
            }),
        }
    }

    /// The update block's bytes (pointer arrays only; none with one panel: nothing precedes
    /// it).
    fn update_bytes(&self) -> usize {
        let nb = plan::nb(self.dtype);
        if self.a.at.is_array && self.n > nb {
            (nb * nb) as usize * self.dtype.size() * self.batch.max(0) as usize
        } else {
            0
        }
    }

    /// The off-diagonal solve of a node: (right side, B's rows, B's columns); the triangle is
    /// op C of the node's first half (lower: `B·L^-H`, B n2×n1; upper: `U^-H·B`, B n1×n2).
    fn solve(&self, n1: i64, n2: i64) -> (bool, i64, i64) {
        if self.uplo == Uplo::Lower {
            (true, n2, n1)
        } else {
            (false, n1, n2)
        }
    }

    /// A node's trailing update `A22 -= A21·A21^H` (lower) or `A12^H·A12` (upper) with
    /// `a21` the solved off-diagonal block and `a22` the trailing block.
    fn update(&self, n1: i64, n2: i64, a21: Mat, a22: Mat) -> RankKCall {
        let e = self.dtype.size();
        let complex = self.dtype.is_complex();
        let trans = match (self.uplo == Uplo::Lower, complex) {
            (true, _) => Trans::N,
            (false, true) => Trans::C,
            (false, false) => Trans::T,
        };
        let a = a21.offset_desc(e);
        RankKCall {
            dtype: self.dtype,
            kind: if complex {
                RankKind::Herk
            } else {
                RankKind::Syrk
            },
            uplo: self.uplo,
            trans,
            n: n2,
            k: n1,
            batch: self.batch,
            alpha: ScalarDesc::value(-1.0, 0.0),
            beta: ScalarDesc::value(1.0, 0.0),
            a,
            b: a,
            c: a22.offset_desc(e),
        }
    }

    /// The optimal plan's slots: the recursion's largest solve and update, or the update
    /// block (pointer arrays).
    fn workspace(&self, sms: u32) -> plan::SolverWs {
        let mut ws = plan::SolverWs {
            update: self.update_bytes(),
            ..Default::default()
        };
        if !self.recursive() {
            return ws;
        }
        let nowhere = Mat::of(&self.a);
        // The largest composition's Y (its first half's order squared).
        let mut y_elems = 0;
        let _ = self.walk(0, self.n, &mut |step| {
            if let Step::Compose { n1, .. } = step {
                y_elems = y_elems.max(n1 * n1);
            }
            if let Step::Node { j0, n1, n2 } = step {
                let bytes = if self.inverting() {
                    // Any non-null invA address: the plan depends on its being given only.
                    let solve = self.nested_solve(j0, n1, n2, 1, nowhere, nowhere);
                    plan::level3_bytes(&solve.shape())
                } else {
                    let (right, m, n) = self.solve(n1, n2);
                    let shape =
                        plan::solve_shape(self.dtype, right, false, m, n, self.batch, false);
                    plan::trsm_bytes(&shape)
                };
                ws.trsm = plan::max_bytes(ws.trsm, bytes);
                let r = syrk::nested_bytes(&self.update(n1, n2, nowhere, nowhere), sms);
                ws.rank_k = [ws.rank_k[0].max(r[0]), ws.rank_k[1].max(r[1])];
            }
            Ok(())
        });
        ws.trsm[2] = ws.trsm[2].max(self.batch_bytes(self.inv_elems()));
        // A composition's product Y goes through trsm's X slot, free between solves.
        ws.trsm[0] = ws.trsm[0].max(self.batch_bytes(y_elems));
        ws
    }

    /// The recursive factorization's launches.
    ///
    /// # Safety
    /// A and info are the call's checked operands; the plan served is the optimal one.
    unsafe fn launch_recursive(&self, env: &Env<'_, '_, '_>) -> Result<()> {
        let ctx = env.ctx;
        let ws = TrsmWs::from_ctx(ctx);
        let a = Mat::of(&self.a);
        let lower = self.uplo == Uplo::Lower;
        let slots = [ctx.slot(1), ctx.slot(2), ctx.slot(3), ctx.slot(4)];
        // The inverses (inverting leaves): slot 3, `inv_elems` per batch entry. Zeroed first:
        // a composed block's quarter above (lower) or below (upper) its diagonal is read by
        // the solves as part of a whole block and written by nothing else.
        let ld = plan::CHOL_INV_BLOCK;
        let inv = Mat::workspace(slots[2], self.inv_elems(), ld);
        if self.inverting() && self.n > 2 * plan::CHOL_LEAF {
            let bytes = self.batch_bytes(self.inv_elems());
            // SAFETY: slot 3 holds `inv_elems` elements per batch entry (the plan).
            unsafe { ctx.backend().memset(slots[2], 0, bytes, ctx.stream())? };
        }
        self.walk(0, self.n, &mut |step| match step {
            Step::Leaf { j0, n } => {
                let blk = a.sub(j0, j0);
                let op = if self.inverting() {
                    SolverOp::PotrfLeaf
                } else {
                    SolverOp::Potf2
                };
                let mut d = env.desc(op);
                (d.uplo, d.n, d.a, d.a_off) = (self.uplo, n, a_desc(blk), blk.off);
                (d.info, d.row0) = (self.info, j0);
                if self.inverting() {
                    (d.b, d.b_off) = (a_desc(inv), Self::inv_off(j0));
                }
                // SAFETY: the block lies on A's diagonal; info holds a value per entry; the
                // inverse goes to the leaf's columns of slot 3 (`inv_elems` per entry).
                unsafe { env.launch(d) }
            }
            Step::Node { j0, n1, n2 } => {
                let t = a.sub(j0, j0);
                let off = if lower {
                    a.sub(j0 + n1, j0)
                } else {
                    a.sub(j0, j0 + n1)
                };
                let (right, m, n) = self.solve(n1, n2);
                let call = self.update(n1, n2, off, a.sub(j0 + n1, j0 + n1));
                // SAFETY: the blocks lie in A's uplo triangle; slots 1–4 and 7–8 are sized
                // for the recursion's largest solve and update (`workspace`); the leaves of the
                // node's first half have written their inverses (slot 3).
                unsafe {
                    if self.inverting() {
                        let solve = self.nested_solve(j0, n1, n2, slots[2].0, t, off);
                        solve.enqueue(ctx.backend(), ctx.stream(), slots, false)?;
                    } else {
                        env.trsm(ws, right, self.uplo, Trans::C, Diag::NonUnit, m, n, t, off)?;
                    }
                    syrk::enqueue_nested(&call, ctx, 7)
                }
            }
            Step::Compose { j0, n1, n2 } => {
                // inv [L11 0; L21 L22] = [T11 0; -T22·L21·T11 T22] (lower), inv [U11 U12; 0
                // U22] = [T11 -T11·U12·T22; 0 T22] (upper), with the halves' inverses T11 and
                // T22 (zero outside their triangles) and Y = L21·T11 (U12·T22) in trsm's X
                // slot; the result goes to the block's other quarter (zeroed quarters stay).
                let r0 = j0 % ld;
                let (t11, t22) = (inv.sub(r0, j0), inv.sub(r0 + n1, j0 + n1));
                let y = Mat::workspace(slots[0], n1 * n1, n1);
                // `first` multiplies A's block from the right, `second` from the left; the
                // result has `rows`×`cols` (lower: n2×n1, upper: n1×n2).
                let (ablk, first, second, out, rows, cols) = if lower {
                    let out = inv.sub(r0 + n1, j0);
                    (a.sub(j0 + n1, j0), t11, t22, out, n2, n1)
                } else {
                    let out = inv.sub(r0, j0 + n1);
                    (a.sub(j0, j0 + n1), t22, t11, out, n1, n2)
                };
                // SAFETY: the blocks lie in A's uplo triangle and in slot 3's block of the
                // pair; slot 1 holds n1·n1 elements per entry (`workspace`); both halves
                // have their inverses and the node has solved L21 (U12).
                unsafe {
                    env.gemm(
                        Trans::N,
                        Trans::N,
                        rows,
                        cols,
                        cols,
                        1.0,
                        ablk,
                        first,
                        0.0,
                        y,
                    )?;
                    env.gemm(
                        Trans::N,
                        Trans::N,
                        rows,
                        cols,
                        rows,
                        -1.0,
                        second,
                        y,
                        0.0,
                        out,
                    )
                }
            }
        })
    }
}

fn check_uplo(name: RoutineName, uplo: Uplo) -> Result<()> {
    if !matches!(uplo, Uplo::Upper | Uplo::Lower) {
        bail!(Status::InvalidValue, "{name}: bad uplo code {}", uplo.repr);
    }
    Ok(())
}

impl Call for PotrfCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: if self.unblocked { "potf2" } else { "potrf" },
        }
    }
    fn validate(&self) -> Result<()> {
        check_dtype(self.name(), self.dtype)?;
        check_uplo(self.name(), self.uplo)?;
        if self.n < 0 || self.batch < 0 || self.a.ld < self.n.max(1) {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, lda = {}, batch = {}",
                self.name(),
                self.n,
                self.a.ld,
                self.batch
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", self.n, self.n, &self.a, e, b)?;
        // One info value per batch entry.
        crate::extent::check_results(name, 4, b)
    }
    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.batch == 0
    }
    fn plans(&self, props: &crate::DeviceProperties) -> Candidates {
        let ws = self.workspace(props.multiprocessors);
        plan::solver_plans(self.batch, self.a.at.is_array, ws)
    }
    fn validate_pointers(&self) -> Result<()> {
        if self.batch > 0 && self.info == 0 {
            bail!(Status::InvalidPointer, "{}: null info", self.name());
        }
        if !self.is_quick_return() && self.a.at.is_null() {
            bail!(Status::InvalidPointer, "{}: null A", self.name());
        }
        Ok(())
    }
    unsafe fn quick_return(
        &self,
        backend: &dyn crate::Backend,
        stream: crate::StreamId,
    ) -> Result<()> {
        if self.batch > 0 {
            // SAFETY: info holds `batch` values (the front end's check).
            unsafe {
                backend.memset(
                    crate::DevicePtr(self.info),
                    0,
                    4 * self.batch as usize,
                    stream,
                )?
            };
        }
        Ok(())
    }
    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let env = Env::new(ctx, self.dtype, self.batch);
        // SAFETY: the front end checked info against the batch.
        unsafe {
            ctx.backend().memset(
                crate::DevicePtr(self.info),
                0,
                4 * self.batch as usize,
                ctx.stream(),
            )?;
        }
        if self.recursive() && !ctx.degraded() {
            // SAFETY: the operands are the call's, the plan the optimal one.
            unsafe { self.launch_recursive(&env)? };
            return Ok(None);
        }
        if self.one_leaf() {
            let mut d = env.desc(SolverOp::PotrfLeaf);
            (d.uplo, d.n, d.a, d.info) = (self.uplo, self.n, self.a, self.info);
            // SAFETY: A and info are the call's checked operands; no inverse is written (b is
            // null).
            unsafe { env.launch(d)? };
            return Ok(None);
        }
        let nb = plan::nb(self.dtype);
        let update = if ctx.degraded() || self.update_bytes() == 0 {
            None
        } else {
            Some(Mat::workspace(ctx.slot(5), nb * nb, nb))
        };
        let a = Mat::of(&self.a);
        let lower = self.uplo == Uplo::Lower;
        let n = self.n;
        // SAFETY: the front end checked A and info against n and the batch; the update block
        // is slot 5 of the plan (nb·nb elements per entry).
        unsafe {
            let mut j0 = 0;
            while j0 < n {
                let jb = nb.min(n - j0);
                let rest = n - j0 - jb;
                let mut d = env.desc(SolverOp::Potf2);
                let blk = a.sub(j0, j0);
                (d.uplo, d.n, d.a, d.a_off) = (self.uplo, jb, a_desc(blk), blk.off);
                (d.info, d.row0) = (self.info, j0);
                match update {
                    Some(w) if j0 > 0 => {
                        if lower {
                            let r = a.sub(j0, 0);
                            env.gemm(Trans::N, Trans::C, jb, jb, j0, 1.0, r, r, 0.0, w)?;
                        } else {
                            let c = a.sub(0, j0);
                            env.gemm(Trans::C, Trans::N, jb, jb, j0, 1.0, c, c, 0.0, w)?;
                        }
                        (d.b, d.b_off) = (a_desc(w), 0);
                    }
                    _ => d.m = j0,
                }
                env.launch(d)?;
                if rest > 0 {
                    if lower {
                        env.gemm(
                            Trans::N,
                            Trans::C,
                            rest,
                            jb,
                            j0,
                            -1.0,
                            a.sub(j0 + jb, 0),
                            a.sub(j0, 0),
                            1.0,
                            a.sub(j0 + jb, j0),
                        )?;
                        env.trsm(
                            TrsmWs::none(),
                            true,
                            Uplo::Lower,
                            Trans::C,
                            Diag::NonUnit,
                            rest,
                            jb,
                            blk,
                            a.sub(j0 + jb, j0),
                        )?;
                    } else {
                        env.gemm(
                            Trans::C,
                            Trans::N,
                            jb,
                            rest,
                            j0,
                            -1.0,
                            a.sub(0, j0),
                            a.sub(0, j0 + jb),
                            1.0,
                            a.sub(j0, j0 + jb),
                        )?;
                        env.trsm(
                            TrsmWs::none(),
                            false,
                            Uplo::Upper,
                            Trans::C,
                            Diag::NonUnit,
                            jb,
                            rest,
                            blk,
                            a.sub(j0, j0 + jb),
                        )?;
                    }
                }
                j0 += jb;
            }
        }
        Ok(None)
    }
}

fn a_desc(m: Mat) -> MatrixDesc {
    MatrixDesc { at: m.at, ld: m.ld }
}

/// One potrs call: `A·X = B` with potrf's factor.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PotrsCall {
    pub dtype: DType,
    pub uplo: Uplo,
    pub n: i64,
    pub nrhs: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    pub b: MatrixDesc,
}

impl PotrsCall {
    /// Both solves' trsm slots (the first with op N for lower, the second with C).
    fn trsm_bytes(&self) -> [usize; 4] {
        let arrays = self.a.at.is_array || self.b.at.is_array;
        let shape = |trans_n| {
            plan::solve_shape(
                self.dtype, false, trans_n, self.n, self.nrhs, self.batch, arrays,
            )
        };
        plan::max_bytes(
            plan::trsm_bytes(&shape(true)),
            plan::trsm_bytes(&shape(false)),
        )
    }
}

impl Call for PotrsCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "potrs",
        }
    }
    fn validate(&self) -> Result<()> {
        check_dtype(self.name(), self.dtype)?;
        check_uplo(self.name(), self.uplo)?;
        if self.n < 0
            || self.nrhs < 0
            || self.batch < 0
            || self.a.ld < self.n.max(1)
            || self.b.ld < self.n.max(1)
        {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, nrhs = {}, lda = {}, ldb = {}, batch = {}",
                self.name(),
                self.n,
                self.nrhs,
                self.a.ld,
                self.b.ld,
                self.batch
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", self.n, self.n, &self.a, e, b)?;
        crate::extent::check_matrix(name, "B", self.n, self.nrhs, &self.b, e, b)
    }
    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.nrhs == 0 || self.batch == 0
    }
    fn plans(&self, _props: &crate::DeviceProperties) -> Candidates {
        let ws = plan::SolverWs {
            trsm: self.trsm_bytes(),
            ..Default::default()
        };
        plan::solver_plans(self.batch, self.a.at.is_array || self.b.at.is_array, ws)
    }
    fn validate_pointers(&self) -> Result<()> {
        if !self.is_quick_return() && (self.a.at.is_null() || self.b.at.is_null()) {
            bail!(Status::InvalidPointer, "{}: null A or B", self.name());
        }
        Ok(())
    }
    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let env = Env::new(ctx, self.dtype, self.batch);
        let ws = TrsmWs::from_ctx(ctx);
        let (a, b, n, r) = (Mat::of(&self.a), Mat::of(&self.b), self.n, self.nrhs);
        let u = self.uplo;
        let (first, second) = if u == Uplo::Lower {
            (Trans::N, Trans::C)
        } else {
            (Trans::C, Trans::N)
        };
        // SAFETY: A and B were checked against n, nrhs and the batch; the workspace is the
        // plan's.
        unsafe {
            env.trsm(ws, false, u, first, Diag::NonUnit, n, r, a, b)?;
            env.trsm(ws, false, u, second, Diag::NonUnit, n, r, a, b)?;
        }
        Ok(None)
    }
}

impl Handle {
    /// Cholesky factorization `A = L·L^H` (`Uplo::Lower`) or `U^H·U` (`Uplo::Upper`) of n×n
    /// Hermitian positive definite matrices (rocSOLVER's `potrf`); only the `uplo` triangle is
    /// read and overwritten. `info` per batch entry: 0, or the order of the first leading minor
    /// that is not positive definite (the factorization stopped there).
    pub fn potrf<T: Scalar>(
        &mut self,
        uplo: UploArg,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        self.chol(false, uplo, n, a, lda, info)
    }

    /// rocSOLVER's `potf2` (the unblocked name): the same factorization as [`Handle::potrf`].
    pub fn potf2<T: Scalar>(
        &mut self,
        uplo: UploArg,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        self.chol(true, uplo, n, a, lda, info)
    }

    fn chol<T: Scalar>(
        &mut self,
        unblocked: bool,
        uplo: UploArg,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        let name = format!("{}potrf", T::DTYPE.prefix());
        let batch = a.count();
        let call = PotrfCall {
            dtype: T::DTYPE,
            unblocked,
            uplo: uplo.code(),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
            a: a.arg(&format!("{name} A"), n, n, lda)?,
            info: infos(&name, info, batch)?,
        };
        // SAFETY: A and info were checked against n and the batch and are borrowed mutably.
        let r = unsafe { super::run(self, &call) };
        call::finish(self, r)
    }

    /// Solve `A·X = B` with potrf's factor (rocSOLVER's `potrs`), overwriting B (n×nrhs).
    #[allow(clippy::too_many_arguments)]
    pub fn potrs<T: Scalar>(
        &mut self,
        uplo: UploArg,
        n: usize,
        nrhs: usize,
        a: Matrices<'_, T>,
        lda: usize,
        b: MatricesMut<'_, '_, T>,
        ldb: usize,
    ) -> Result<()> {
        let name = format!("{}potrs", T::DTYPE.prefix());
        let batch = batch_of(&name, &[("A", a.count()), ("B", b.count())])?;
        let call = PotrsCall {
            dtype: T::DTYPE,
            uplo: uplo.code(),
            n: crate::extent::sat(n),
            nrhs: crate::extent::sat(nrhs),
            batch: crate::extent::sat(batch),
            a: a.arg(&format!("{name} A"), matrix_span(n, n, lda), lda)?,
            b: b.arg(&format!("{name} B"), n, nrhs, ldb)?,
        };
        // SAFETY: every operand was checked against the sizes; B is borrowed mutably.
        let r = unsafe { super::run(self, &call) };
        call::finish(self, r)
    }
}
