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
//! Above order 1024 (`2·PANEL`, inverting leaves) potrf goes by panels of 512 with
//! look-ahead instead (`PotrfCall::steps`): the panels' chain (leaves, solves, the update of
//! the next diagonal block) runs on the handle's look-ahead lane (`crate::lane`, a second
//! stream at the device's greatest priority) while the handle's stream updates the panels
//! after the next one left-looking (each with all the columns factored before it), and the
//! updates inside a panel are square products (`syrk::enqueue_square`: two launches). The
//! lane's chain is the critical path: the handle's stream starts a step's updates after the
//! lane's small update of the next diagonal block, and its long gemm leaves block slots to the
//! lane (`LANE_BLOCKS`), so that the lane's launches do not wait for multiprocessors.
//! Without the lane (a captured call, the lane turned off) the recursion runs: on one stream
//! it is the faster of the two. The plan covers both.
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

use super::blocks::{Env, Mat, Tri, TrsmWs};
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
    /// Look-ahead: the panel of order `n1` at `j0` factored, solve the `n2` rows below it
    /// (columns right of it, upper).
    Solve { j0: i64, n1: i64, n2: i64 },
    /// Look-ahead, on the lane: update the next panel's diagonal block (order `w1` at
    /// `j0 + w`) with the solved panel of `w` columns at `j0`.
    AheadDiag { j0: i64, w: i64, w1: i64 },
    /// Look-ahead, on the handle's stream: update the rest of the next panel (below its
    /// diagonal block; right of it, upper) with the solved panel at `j0`.
    AheadBelow { j0: i64, w: i64, w1: i64 },
    /// Look-ahead, on the handle's stream: update the diagonal block of the panel of order
    /// `w1` at `j` with every column before `k`, which are factored (one rank-k update).
    BehindDiag { j: i64, w1: i64, k: i64 },
    /// Look-ahead, on the handle's stream: update the rows below that panel's diagonal block
    /// (the columns right of it, upper) with the same columns (one gemm with k = `k`).
    BehindBelow { j: i64, w1: i64, k: i64 },
    /// Mark what the handle's stream was given so far, for the lane's next `LaneWaits`.
    MarkMain,
    /// The lane waits for the handle's stream up to its last `MarkMain`.
    LaneWaits,
    /// The handle's stream waits for what the lane was given so far.
    MainAfterLane,
}

/// Width of potrf's look-ahead panels: two composed inverse blocks (the panel's solve is two
/// blocks of the nested trsm). H200, dpotrf 8192, with the right-looking order of the
/// fourteenth session: 512 took 11.3 ms, 256 12.5 and 768 11.9 (the trailing updates of rank
/// 256 ran at ~18 TF/s, and the lane's chain, a panel's leaves and solves, is the critical
/// path at every width; `docs/benchmarks/`); the left-looking order has not been measured at
/// other widths.
const PANEL: i64 = 2 * plan::CHOL_INV_BLOCK;

/// The first of the plan's two rank-k slots (diagonal blocks, then split-K partials): the
/// recursion's updates, and with look-ahead the handle's stream's (`BehindDiag`).
const RANK_K_SLOT: usize = 7;

/// The plan's slot of the look-ahead lane's square products (`AheadDiag`, the updates inside a
/// panel).
const LANE_SQUARE_SLOT: usize = 9;

/// Block slots `BehindBelow`'s gemm leaves free for the lane (`GemmDesc::leave_blocks`). Its
/// blocks run k = all the factored columns (up to ~0.5 ms each at order 8192), and the lane's
/// leaves and small products, each launched as its predecessor ends, waited for them to end:
/// alone the lane's chain of dpotrf 8192 ran 5.3 ms, beside the handle's stream 7.4. H200,
/// dpotrf 8192 (FP64 tile: 2 blocks a multiprocessor, 264 at once): 24 free slots (a grid of
/// 240) 7141 us against 7226 with none, 14 free 7194; a grid of 120 8431
/// (`docs/benchmarks/`, 2026-11-29).
const LANE_BLOCKS: u32 = 24;

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

    /// Every step of the optimal plan's factorization, in launch order: the recursion
    /// ([`PotrfCall::walk`]), or with look-ahead (order above `2·PANEL`, inverting leaves)
    /// by panels of `PANEL` columns, each updated left-looking one panel ahead.
    ///
    /// Look-ahead: each panel is factored on the lane (the recursion on its diagonal block,
    /// then the solve of the rows below it). Once panel p is solved, the lane updates the next
    /// panel's (p+1) diagonal block with it (`AheadDiag`) and factors that block, while the
    /// handle's stream updates the rest of panel p+1 with it (`AheadBelow`) and then the panel
    /// after (p+2) with every column up to panel p's end (`BehindDiag`, `BehindBelow`: one
    /// update each with k = all those columns); the lane solves panel p+1 once `BehindDiag`
    /// (enqueued after `AheadBelow`) is done. The handle's stream waits for a panel's solve and
    /// its `AheadDiag` before its updates: alone, `AheadDiag` (32 blocks) takes ~20 µs, but
    /// beside `AheadBelow`'s hundreds of blocks it waited for multiprocessors and took 70-100
    /// (H200, dpotrf 8192). The lane waits for the previous `BehindDiag` (which wrote panel
    /// p+1's diagonal block) before `AheadDiag`, not for the gemm below it, which only the
    /// panel's solve reads. Each step is enqueued after every step it reads from, so on one
    /// stream the same order is a correct sequential one; but without a lane the recursion
    /// runs instead (`ahead` false: on one stream its larger updates are faster, H100 dpotrf
    /// 8192: 12.3 against 14.7 ms).
    ///
    /// Left-looking, the handle's stream does about the same work in every step (the panel's
    /// rows below times the columns before it), and in products with a long k; right-looking
    /// (the whole trailing matrix updated by each panel, as here until the thirtieth session)
    /// it had most of its work in the first steps, where the lane waited for it, and little
    /// in the last ones, where it waited for the lane (`docs/benchmarks/`, 2026-11-29).
    fn steps(&self, ahead: bool, f: &mut dyn FnMut(Step) -> Result<()>) -> Result<()> {
        if !ahead {
            return self.walk(0, self.n, f);
        }
        let n = self.n;
        let p = PANEL;
        f(Step::MarkMain)?;
        f(Step::LaneWaits)?;
        self.walk(0, p, f)?;
        f(Step::Solve {
            j0: 0,
            n1: p,
            n2: n - p,
        })?;
        let mut j0 = 0;
        while j0 + p < n {
            let (w, j1) = (p, j0 + p);
            let w1 = p.min(n - j1);
            let j2 = j1 + w1;
            // The lane's wait: the previous `BehindDiag` (the start, for the first panel).
            f(Step::LaneWaits)?;
            f(Step::AheadDiag { j0, w, w1 })?;
            f(Step::MainAfterLane)?;
            if j2 < n {
                f(Step::AheadBelow { j0, w, w1 })?;
                f(Step::MarkMain)?;
                let (j, w1, k) = (j2, p.min(n - j2), j1);
                f(Step::BehindDiag { j, w1, k })?;
                f(Step::MarkMain)?;
                f(Step::BehindBelow { j, w1, k })?;
            }
            self.walk(j1, w1, f)?;
            if j2 < n {
                f(Step::LaneWaits)?;
                f(Step::Solve {
                    j0: j1,
                    n1: w1,
                    n2: n - j2,
                })?;
            }
            j0 = j1;
        }
        f(Step::MainAfterLane)
    }

    /// potrf may run with look-ahead ([`PotrfCall::steps`]), which it does when it gets the
    /// lane; its plan covers both algorithms, so that the size query and the borrow do not
    /// depend on whether the call is captured.
    fn lookahead(&self) -> bool {
        self.inverting() && self.n > 2 * PANEL
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
        let solves = |ws: &mut plan::SolverWs, j0, n1, n2| {
            let bytes = if self.inverting() {
                // Any non-null invA address: the plan depends on its being given only.
                let solve = self.nested_solve(j0, n1, n2, 1, nowhere, nowhere);
                plan::level3_bytes(&solve.shape())
            } else {
                let (right, m, n) = self.solve(n1, n2);
                let shape = plan::solve_shape(self.dtype, right, false, m, n, self.batch, false);
                plan::trsm_bytes(&shape)
            };
            ws.trsm = plan::max_bytes(ws.trsm, bytes);
        };
        let rank_k = |slots: &mut [usize; 2], k: i64, n: i64| {
            let r = syrk::nested_bytes(&self.update(k, n, nowhere, nowhere), sms);
            *slots = [slots[0].max(r[0]), slots[1].max(r[1])];
        };
        // The lane's square products (`syrk::enqueue_square`: `AheadDiag`, the nodes inside a
        // panel).
        let square = |slot: &mut usize, k: i64, n: i64| {
            let elems = syrk::square_elements(&self.update(k, n, nowhere, nowhere));
            *slot = (*slot).max(elems.saturating_mul(self.dtype.size()));
        };
        // The recursion's steps, then (when possible) the look-ahead's: each slot the larger.
        let ahead = if self.lookahead() {
            &[false, true][..]
        } else {
            &[false][..]
        };
        for &lane in ahead {
            let _ = self.steps(lane, &mut |step| {
                match step {
                    Step::Compose { n1, .. } => y_elems = y_elems.max(n1 * n1),
                    Step::Node { j0, n1, n2 } => {
                        solves(&mut ws, j0, n1, n2);
                        if lane {
                            square(&mut ws.lane_square, n1, n2);
                        } else {
                            rank_k(&mut ws.rank_k, n1, n2);
                        }
                    }
                    Step::Solve { j0, n1, n2 } => solves(&mut ws, j0, n1, n2),
                    Step::AheadDiag { w, w1, .. } => square(&mut ws.lane_square, w, w1),
                    Step::BehindDiag { w1, k, .. } => rank_k(&mut ws.rank_k, k, w1),
                    Step::Leaf { .. }
                    | Step::AheadBelow { .. }
                    | Step::BehindBelow { .. }
                    | Step::MarkMain
                    | Step::LaneWaits
                    | Step::MainAfterLane => {}
                }
                Ok(())
            });
        }
        ws.trsm[2] = ws.trsm[2].max(self.batch_bytes(self.inv_elems()));
        // A composition's product Y goes through trsm's X slot, free between solves.
        ws.trsm[0] = ws.trsm[0].max(self.batch_bytes(y_elems));
        ws
    }

    /// The recursive factorization's launches (with look-ahead: [`PotrfCall::steps`]).
    ///
    /// # Safety
    /// A and info are the call's checked operands; the plan served is the optimal one.
    unsafe fn launch_recursive(&self, env: &Env<'_, '_, '_>) -> Result<()> {
        let ctx = env.ctx;
        // The panels' work goes to the lane (the handle's stream without one), the updates
        // of the panels below the next (`AheadBelow`, `BehindDiag`, `BehindBelow`) to the
        // handle's stream.
        let lane_ctx = ctx.on_lane();
        let lane = Env::new(&lane_ctx, self.dtype, self.batch);
        let ws = TrsmWs::from_ctx(ctx);
        let a = Mat::of(&self.a);
        let lower = self.uplo == Uplo::Lower;
        let slots = [ctx.slot(1), ctx.slot(2), ctx.slot(3), ctx.slot(4)];
        // Look-ahead when the call got the lane (not captured, not turned off), else the
        // recursion.
        let ahead = self.lookahead() && ctx.lane.is_some();
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
        // The off-diagonal block of the node or panel of order n1 at j0.
        let off = |j0: i64, n1: i64| {
            if lower {
                a.sub(j0 + n1, j0)
            } else {
                a.sub(j0, j0 + n1)
            }
        };
        // SAFETY (every step): the blocks lie in A's uplo triangle; slots 1–4 and the rank-k
        // slots are sized for the largest solve and update of `steps` (`workspace`); a solve
        // reads the inverses its panel's leaves and composition wrote (slot 3) earlier on the
        // same stream; a step on the other stream than what it reads waits for it (`steps`).
        let solve = |j0: i64, n1: i64, n2: i64| -> Result<()> {
            let (right, m, n) = self.solve(n1, n2);
            let t = a.sub(j0, j0);
            // SAFETY: as above (the triangle and block of the node or panel at j0).
            unsafe {
                if self.inverting() {
                    let call = self.nested_solve(j0, n1, n2, slots[2].0, t, off(j0, n1));
                    call.enqueue(lane_ctx.backend(), lane_ctx.stream(), slots, false)
                } else {
                    let tri = Tri {
                        right,
                        ..Tri::left(self.uplo, Trans::C, Diag::NonUnit)
                    };
                    lane.trsm(ws, tri, m, n, t, off(j0, n1))
                }
            }
        };
        // On the handle's stream: the rows below the panel of order w1 at j (the columns right
        // of it, upper) minus their product with the k columns from c0 (`AheadBelow`,
        // `BehindBelow`), its grid leaving `leave` block slots to the lane.
        let below = |c0: i64, k: i64, j: i64, w1: i64, leave: u32| -> Result<()> {
            let rest = self.n - j - w1;
            let env = env.leaving(leave);
            // SAFETY: as above (the blocks lie in A's uplo triangle, the k columns from c0 are
            // factored when the step is enqueued).
            unsafe {
                if lower {
                    let (p, q, c) = (a.sub(j + w1, c0), a.sub(j, c0), a.sub(j + w1, j));
                    env.gemm(Trans::N, Trans::C, rest, w1, k, -1.0, p, q, 1.0, c)
                } else {
                    let (p, q, c) = (a.sub(c0, j), a.sub(c0, j + w1), a.sub(j, j + w1));
                    env.gemm(Trans::C, Trans::N, w1, rest, k, -1.0, p, q, 1.0, c)
                }
            }
        };
        let steps = self.steps(ahead, &mut |step| match step {
            Step::Leaf { j0, n } => {
                let blk = a.sub(j0, j0);
                let op = if self.inverting() {
                    SolverOp::PotrfLeaf
                } else {
                    SolverOp::Potf2
                };
                let mut d = lane.desc(op);
                (d.uplo, d.n, d.a, d.a_off) = (self.uplo, n, a_desc(blk), blk.off);
                (d.info, d.row0) = (self.info, j0);
                if self.inverting() {
                    (d.b, d.b_off) = (a_desc(inv), Self::inv_off(j0));
                }
                // SAFETY: the block lies on A's diagonal; info holds a value per entry; the
                // inverse goes to the leaf's columns of slot 3 (`inv_elems` per entry).
                unsafe { lane.launch(d) }
            }
            Step::Solve { j0, n1, n2 } => solve(j0, n1, n2),
            Step::Node { j0, n1, n2 } => {
                solve(j0, n1, n2)?;
                let call = self.update(n1, n2, off(j0, n1), a.sub(j0 + n1, j0 + n1));
                // With look-ahead every node lies in a panel (order at most `PANEL`): its
                // update is the square product and the triangle's combine, two launches
                // against the blocked algorithm's two a level, which on the lane's chain
                // cost their latency each (as `AheadDiag`).
                // SAFETY: as above (the lane's square slot holds the product, the rank-k slots
                // the recursion's nested workspace).
                unsafe {
                    if ahead {
                        syrk::enqueue_square(&call, &lane_ctx, ctx.slot(LANE_SQUARE_SLOT))
                    } else {
                        syrk::enqueue_nested(&call, &lane_ctx, RANK_K_SLOT)
                    }
                }
            }
            Step::AheadDiag { j0, w, w1 } => {
                let j1 = j0 + w;
                let call = self.update(w, w1, off(j0, w), a.sub(j1, j1));
                // SAFETY: as above; the lane's square slot holds the product (`workspace`).
                unsafe { syrk::enqueue_square(&call, &lane_ctx, ctx.slot(LANE_SQUARE_SLOT)) }
            }
            Step::AheadBelow { j0, w, w1 } => below(j0, w, j0 + w, w1, 0),
            Step::BehindDiag { j, w1, k } => {
                let before = if lower { a.sub(j, 0) } else { a.sub(0, j) };
                let call = self.update(k, w1, before, a.sub(j, j));
                // SAFETY: as above (the columns before k are factored; the handle's rank-k
                // slots 7–8 hold the diagonal block's update, `workspace`).
                unsafe { syrk::enqueue_nested(&call, ctx, RANK_K_SLOT) }
            }
            Step::BehindBelow { j, w1, k } => below(0, k, j, w1, LANE_BLOCKS),
            Step::MarkMain => ctx.mark_main(),
            Step::LaneWaits => ctx.lane_waits_mark(),
            Step::MainAfterLane => ctx.main_after_lane(),
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
                let (first, second, out, rows, cols) = if lower {
                    (t11, t22, inv.sub(r0 + n1, j0), n2, n1)
                } else {
                    (t22, t11, inv.sub(r0, j0 + n1), n1, n2)
                };
                let ablk = off(j0, n1);
                // SAFETY: the blocks lie in A's uplo triangle and in slot 3's block of the
                // pair; slot 1 holds n1·n1 elements per entry (`workspace`); both halves
                // have their inverses and the node has solved L21 (U12).
                unsafe {
                    let nn = Trans::N;
                    lane.gemm(nn, nn, rows, cols, cols, 1.0, ablk, first, 0.0, y)?;
                    lane.gemm(nn, nn, rows, cols, rows, -1.0, second, y, 0.0, out)
                }
            }
        });
        if steps.is_err() {
            // The lane's work so far joins the handle's stream whatever failed (a capture
            // must not end with the lane forked).
            let _ = ctx.main_after_lane();
        }
        steps
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
    fn uses_lane(&self) -> bool {
        self.recursive() && self.lookahead()
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
                        let tri = Tri::right(Uplo::Lower, Trans::C, Diag::NonUnit);
                        env.trsm(TrsmWs::none(), tri, rest, jb, blk, a.sub(j0 + jb, j0))?;
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
                        let tri = Tri::left(Uplo::Upper, Trans::C, Diag::NonUnit);
                        env.trsm(TrsmWs::none(), tri, jb, rest, blk, a.sub(j0, j0 + jb))?;
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
            env.trsm(ws, Tri::left(u, first, Diag::NonUnit), n, r, a, b)?;
            env.trsm(ws, Tri::left(u, second, Diag::NonUnit), n, r, a, b)?;
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
