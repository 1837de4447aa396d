//! LU: `getrf` (and `getf2`, `getrf_npvt`), `getrs`, `laswp`.
//!
//! getrf is LAPACK's recursive `getrf2` on the GPU's terms: a node of the recursion splits its
//! columns in halves, factors the left half, solves for U12 (triangular solve) and updates A22 by
//! gemm, then factors A22 (the interchanges: below). Nodes small enough for shared memory are one
//! getf2 kernel (so a batch of 32×32 matrices is one kernel, a block per matrix). Below that, a
//! single matrix's panels of up to [`plan::PANEL_WIDTH`] columns are one multi-block getf2: on
//! sm_90 one thread-block cluster of up to [`plan::PANEL_CLUSTER_BLOCKS`] blocks that read each
//! other's shared memory (narrower panels where the rows do not fit), elsewhere up to one block per
//! multiprocessor meeting at a grid-wide barrier once a column (the plan's `panel exchange` slot,
//! also the cluster's fallback); batches' (and the fallback plan's) panels of [`plan::LEAF_WIDTH`]
//! columns run one block each ([`plan::lu_node`] decides). Pivots and `info` are written as global
//! 1-based indices by the kernels, so nothing is read back on the host.
//!
//! The interchanges are applied by the leaves, not by the nodes above them: once a leaf is
//! factored, one launch applies its pivots to every other column of the matrix. A column
//! right of the leaf gets them before anything reads it (they are the ones `getrf2` applies to a
//! right half before its solve); a column left of it is never read again by the factorization
//! (`getrf2` swaps a left half after the right half's factorization, when nothing reads it).
//! Each launch is a leaf's few interchanges across the whole width, where `getrf2`'s were two
//! narrow launches at every node and, at the root of an 8192 recursion, 4096 interchanges in 64
//! sequential chunks (1.2 ms on the H200).
//!
//! A single matrix of order (`min(m, n)`) [`plan::RESIDENT_MIN`] to [`plan::RESIDENT_TOP`]
//! (128 to 1024) with at most [`plan::RESIDENT_MAX`] (1024) rows, whose columns fit the shared
//! memory of one block a multiprocessor (sm_90: 220 KiB a block; AMD: 56 KiB), is factored by
//! one launch instead (`SolverOp::GetrfResident`, `getrf_resident.cpp`): a persistent grid
//! deals its columns out to the blocks by eight (c64: four), each block keeps its columns in
//! shared memory from the first load to the last store, and the panels are factored one after
//! another by their owners, each handed to the other blocks through global memory with a flag
//! (slot 6). There is no launch between panels and a column is one block barrier; a panel of
//! eight columns took ~10.1 µs on the chain at order 1024: ~5.9 µs its owner's columns (each
//! a chain of dependent instructions), ~4.3 µs the hand-off to the next owner. On NVIDIA, where
//! every block holds one column block at most, each panel is also streamed through the same
//! slot (`plan::resident_exchange_bytes`): the owners of the next three panels apply it a
//! column at a time while it is factored, and a panel takes ~9 µs. On an H200 that beats the
//! recursion from order 128 to 1024 (dgesv 1024, the seed example, 2.31 -> 1.20 ms, 2.06×
//! cuSOLVER): `plan::RESIDENT_MIN`.
//! `OXBLAS_LU_RESIDENT` forces it on or off. The fallback plan runs the recursion.
//!
//! A single matrix whose order (`min(m, n)`) is above `LOOKAHEAD_MIN` (1024) is factored
//! right-looking by panels of that width with look-ahead instead (`GetrfCall::steps`), as potrf
//! is: each panel is factored on the handle's look-ahead lane (`crate::lane`) by the recursion
//! above, its leaves' interchanges kept within the panel's columns, while the handle's stream
//! applies the previous panel's interchanges to the next panel's columns, solves (level-3
//! trsm) and updates them with it (after which the lane may factor that one), then does the
//! same for the rest of the trailing matrix and last applies the interchanges to the columns
//! left of the panel. So the panels' chain of small launches (the critical path) runs
//! beside the large updates instead of between them. Once the trailing matrix has at most 1024
//! rows and the resident LU takes it (`GetrfCall::tail`: from 7168 at order 8192), the handle's
//! stream updates it with the last panel and factors it resident in one launch, then applies
//! its interchanges to the columns left of it: on an H200 the tail alone took dgetrf 4096
//! 12.9 -> 11.8 ms, 8192 36.8 -> 35.6 ms, 2048 5.3 -> 4.2 ms. From order `WORKER_MIN` (2048) what
//! the handle's stream would run goes to the lane's worker where it has one (a stream that
//! leaves the lane's cluster panels one group of multiprocessors, `crate::lane`): H200, dgetrf
//! 8192 34.0 -> 31.3 ms, 4096 11.5 -> 11.0 ms. Without the lane (a captured call, the lane
//! turned off) the recursion runs; the plan covers both (the resident tail's flags and streams
//! included).
//!
//! getrs is laswp on B, then two triangular solves (level 3's trsm, whose one-vector path is
//! trsv's), except for one matrix with one right-hand side, `op(A) = A`, of order up to
//! [`plan::GETRS_FUSED_MAX`] (1024) on a device with thread-block clusters: there one launch
//! solves it (`SolverOp::GetrsFused`, `getrs_fused.cpp`) and borrows no workspace. A cluster of
//! up to 16 blocks owns the rows by 64; each block inverts its diagonal blocks of L and U
//! before the chain reaches it, finds where its rows' values come from under the interchanges
//! by walking the pivots back (no interchange is applied), and the chain hands each row
//! block's 64 values on through distributed shared memory (st.async into the next blocks'
//! shared memory, counted by an mbarrier there): a step is one 64×64 product with the
//! inverse. On an H200, dgetrs 1024 with one vector takes 45 µs in one launch against 126 µs
//! in three (`docs/benchmarks/`). Where the runtime refuses the cluster (a partitioned device),
//! one block solves it by substitution (slow, but the same result); `OXBLAS_GETRS_FUSED`
//! forces the launch on (`1`), its one-block kernel (`block`) or the launches (`0`).

use crate::backend::DevicePtr;
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{Diag, MatrixDesc, Operand, SolverOp, Trans, Uplo};
use crate::level2::batch_of;
use crate::level3::MatricesMut;
use crate::memory::{Candidates, DeviceSlice, DeviceSliceMut};
use crate::operands::{matrix_span, Matrices};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Scalar, Transpose};

use super::blocks::{Env, Mat, Tri, TrsmWs};
use super::{check_dtype, plan};

/// Which LU routine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LuKind {
    /// Blocked, partial pivoting.
    Getrf,
    /// rocSOLVER's unblocked name: the same factorization.
    Getf2,
    /// No pivoting: the diagonal is the pivot.
    Npvt,
}

/// Width of getrf's look-ahead panels (module documentation). H200, dgetrf 8192: 256 took
/// 43.9 ms, 512 44.6 (the lane's chain of panels is the critical path at both;
/// `docs/benchmarks/2026-11-28-h200-getrf-lookahead/`).
pub(crate) const LOOKAHEAD_PANEL: i64 = 256;

/// getrf runs with look-ahead above this order (`min(m, n)`): at 1024 (four panels) the lane
/// took 2% longer than the recursion on an H200, at 4096 4% less.
pub(crate) const LOOKAHEAD_MIN: i64 = 4 * LOOKAHEAD_PANEL;

/// getrf's look-ahead runs the handle's stream's steps on the lane's worker (`crate::lane`)
/// from this order (`min(m, n)`) on. H200, dgetrf with the worker against without (two rounds,
/// `docs/benchmarks/2026-11-30-h200-lu-worker/`): 1280 +0.9%, 1536 +0.5% slower, 2048 -0.3%,
/// 3072 -2.7%, 4096 -4.6%, 8192 -8.2%.
pub(crate) const WORKER_MIN: i64 = 2048;

/// One step of getrf with look-ahead ([`GetrfCall::steps`]), in launch order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LuStep {
    /// On the lane: factor the panel of `w` columns at row and column `j` (rows `j..m`), its
    /// leaves' interchanges applied within its columns only.
    Panel { j: i64, w: i64 },
    /// On the handle's stream: the panel at `j`'s interchanges (`w` of them) on the columns
    /// `c0..c1` except `s0..s1`.
    Swaps {
        j: i64,
        w: i64,
        c0: i64,
        c1: i64,
        s0: i64,
        s1: i64,
    },
    /// On the handle's stream: with the factored panel of `w` columns at `j`, solve rows
    /// `j..j+w` of the columns `c0..c1` (U12) and update those columns below them (A22);
    /// with `swaps`, the panel's interchanges on those columns first (the next panel's
    /// columns: in the solve's launch, `Env::solve_one_launch`).
    Update {
        j: i64,
        w: i64,
        c0: i64,
        c1: i64,
        swaps: bool,
    },
    /// On the handle's stream: the rows and columns from `j` on (the trailing matrix, every
    /// earlier panel applied to it) factored by the resident LU on `blocks` blocks, then its
    /// interchanges applied to the columns left of `j` ([`GetrfCall::tail`]).
    Resident { j: i64, blocks: i64 },
    /// Mark what the handle's stream was given so far, for the lane's next `LaneWaits`.
    MarkMain,
    /// The lane waits for the handle's stream up to its last `MarkMain`.
    LaneWaits,
    /// The handle's stream waits for what the lane was given so far.
    MainAfterLane,
}

/// Whether the look-ahead's solve of columns `c0..c1` (a panel's rows) takes one launch of the
/// substitution kernel (the next panel's columns, at most one panel wide: on the chain between
/// two panels) rather than level-3 trsm's blocked path in the plan's slots; the launch and the
/// plan ask the same.
fn one_launch_update(c0: i64, c1: i64) -> bool {
    c1 - c0 <= LOOKAHEAD_PANEL
}

/// One getrf / getf2 / getrf_npvt call.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GetrfCall {
    pub dtype: DType,
    pub kind: LuKind,
    pub m: i64,
    pub n: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    /// 32-bit pivots, batch entry `b` at element `b·stride` (unused by `Npvt`).
    pub ipiv: Operand,
    /// `batch` 32-bit info values.
    pub info: u64,
}

impl GetrfCall {
    fn pivot(&self) -> bool {
        self.kind != LuKind::Npvt
    }
    /// The optimal plan's trsm slots and panel exchange: the recursion's and, where the call
    /// may run with look-ahead, slot by slot the larger of that and the look-ahead's (the
    /// handle's stream's level-3 solves; the lane's panels, whose own solves substitute block
    /// by block without workspace; the resident tail's flags and streams), so that the size
    /// query and the borrow do not depend on whether the call gets the lane.
    fn bytes(&self, leaves: plan::Leaves, props: &crate::DeviceProperties) -> ([usize; 4], usize) {
        let (d, m, n) = (self.dtype, self.m, self.n);
        let (mut trsm, mut exchange) =
            plan::getrf_bytes(d, m, n, self.batch, self.a.at.is_array, leaves);
        if self.lookahead() {
            let _ = self.steps(self.tail(props), &mut |step| {
                match step {
                    // The next panel's solves take one launch, no workspace.
                    LuStep::Update { w, c0, c1, .. } if !one_launch_update(c0, c1) => {
                        let shape = plan::solve_shape(d, false, true, w, c1 - c0, 1, false);
                        trsm = plan::max_bytes(trsm, plan::level3_bytes(&shape));
                    }
                    LuStep::Panel { j, w } => {
                        let panel = plan::getrf_bytes(d, m - j, w, 1, false, leaves);
                        exchange = exchange.max(panel.1);
                    }
                    LuStep::Resident { j, blocks } => {
                        let arch = &props.arch;
                        let res = plan::resident_exchange_bytes(d, m - j, n - j, blocks, arch);
                        exchange = exchange.max(res);
                    }
                    _ => {}
                }
                Ok(())
            });
        }
        (trsm, exchange)
    }

    /// The blocks of the resident LU where the call runs it (module documentation): one
    /// matrix whose columns the grid holds in shared memory ([`plan::lu_resident`]).
    fn resident(&self, props: &crate::DeviceProperties) -> Option<i64> {
        if self.batch != 1 {
            return None;
        }
        plan::lu_resident(self.dtype, self.m, self.n, props)
    }

    /// The call may run with look-ahead (module documentation): one matrix it can address, of
    /// order above [`LOOKAHEAD_MIN`].
    fn lookahead(&self) -> bool {
        self.batch == 1 && !self.a.at.is_array && self.m.min(self.n) > LOOKAHEAD_MIN
    }

    /// Where the look-ahead hands the rest of the matrix to the resident LU (module
    /// documentation): the first panel boundary `j` whose trailing matrix, `(m - j) × (n - j)`,
    /// the resident LU takes ([`plan::lu_resident`]: at most 1024 rows, its columns in the
    /// grid's shared memory), with its blocks; none where no trailing matrix fits (no
    /// multiprocessors: the host backend; `OXBLAS_LU_RESIDENT=0`). The resident LU factors
    /// those columns in one launch, where the lane's last panels were one chain of launches
    /// each.
    fn tail(&self, props: &crate::DeviceProperties) -> Option<(i64, i64)> {
        let (k, p) = (self.m.min(self.n), LOOKAHEAD_PANEL);
        (1..).map(|i| i * p).take_while(|&j| j < k).find_map(|j| {
            plan::lu_resident(self.dtype, self.m - j, self.n - j, props).map(|g| (j, g))
        })
    }

    /// getrf with look-ahead, in launch order: panels of [`LOOKAHEAD_PANEL`] columns (the last
    /// one narrower) factored on the lane; once panel p is factored, the handle's stream
    /// applies its interchanges to the next panel's columns, solves and updates those with it
    /// and marks itself (the lane factors the next panel after that mark), then applies the
    /// interchanges to the columns right of the next panel, updates them (the rest of the
    /// trailing matrix, columns right of the last panel included, m < n) and last applies the
    /// interchanges to the columns left of the panel. So only the next panel's own interchanges
    /// and update lie between two panels on the lane's chain (H200, dgetrf 8192: 44.3 ms,
    /// against 44.0 with all of a panel's interchanges before the mark: the chain is slowed by
    /// what runs beside it more than by what it waits for; the left columns' interchanges
    /// after the update, where they came before it: -2.9% at 8192, -0.8% at 4096;
    /// `docs/benchmarks/`). With a `tail` (`j` and blocks, [`GetrfCall::tail`]), the panel
    /// ending at `j` updates every column right of it and the resident LU factors the trailing
    /// matrix from `j` on the handle's stream, instead of the lane's panels. The handle's
    /// stream waits for each panel before its interchanges. Every step is enqueued after every
    /// step it reads from, and a panel writes only its own columns below its first row, which
    /// nothing on the handle's stream touches meanwhile; so on one stream (the host backend)
    /// the same order is a correct sequential one.
    fn steps(
        &self,
        tail: Option<(i64, i64)>,
        f: &mut dyn FnMut(LuStep) -> Result<()>,
    ) -> Result<()> {
        let (k, p) = (self.m.min(self.n), LOOKAHEAD_PANEL);
        f(LuStep::MarkMain)?;
        f(LuStep::LaneWaits)?;
        let mut w = p.min(k);
        f(LuStep::Panel { j: 0, w })?;
        let mut j = 0;
        loop {
            let j1 = j + w;
            f(LuStep::MainAfterLane)?;
            let swaps = |c0, c1, s0, s1| LuStep::Swaps {
                j,
                w,
                c0,
                c1,
                s0,
                s1,
            };
            // The last lane panel: every other column gets its interchanges and every column
            // right of it its update (past the last panel, m < n: their rows of U; before the
            // tail, the trailing matrix the resident LU then factors).
            let tail_here = tail.filter(|t| t.0 == j1);
            if j1 >= k || tail_here.is_some() {
                f(swaps(0, self.n, j, j1))?;
                f(LuStep::Update {
                    j,
                    w,
                    c0: j1,
                    c1: self.n,
                    swaps: false,
                })?;
                return match tail_here {
                    Some((_, blocks)) => f(LuStep::Resident { j: j1, blocks }),
                    None => Ok(()),
                };
            }
            let (w1, j2) = (p.min(k - j1), (j1 + p).min(k));
            f(LuStep::Update {
                j,
                w,
                c0: j1,
                c1: j2,
                swaps: true,
            })?;
            f(LuStep::MarkMain)?;
            f(LuStep::LaneWaits)?;
            f(LuStep::Panel { j: j1, w: w1 })?;
            f(swaps(j2, self.n, j2, j2))?;
            f(LuStep::Update {
                j,
                w,
                c0: j2,
                c1: self.n,
                swaps: false,
            })?;
            f(swaps(0, j, j, j))?;
            (j, w) = (j1, w1);
        }
    }

    /// The resident LU ([`plan::lu_resident`]) of the trailing matrix from row and column `j`
    /// on `blocks` blocks, its flags and streams in `exchange`; its pivots and info are global
    /// (`row0` = j), and its interchanges are then applied to the columns left of `j` (none for
    /// the whole matrix, `j` = 0).
    ///
    /// # Safety
    /// A, the pivots and info are the call's checked operands; every earlier panel has been
    /// applied to the trailing matrix; `exchange` holds
    /// [`plan::resident_exchange_bytes`] for it.
    unsafe fn launch_resident(
        &self,
        env: &Env<'_, '_, '_>,
        j: i64,
        blocks: i64,
        exchange: DevicePtr,
    ) -> Result<()> {
        let (a, rows, cols) = (Mat::of(&self.a), self.m - j, self.n - j);
        let mut d = env.desc(SolverOp::GetrfResident);
        let p = a.sub(j, j);
        (d.m, d.n, d.a, d.a_off) = (rows, cols, MatrixDesc { at: p.at, ld: p.ld }, p.off);
        (d.ipiv, d.info, d.row0, d.pivot) = (self.ipiv, self.info, j, self.pivot());
        (d.k1, d.k2) = (blocks, plan::resident_width(self.dtype));
        d.b = MatrixDesc {
            at: Operand::one(exchange.0),
            ld: 1,
        };
        // SAFETY: forwarded contract; the pivots name rows of the matrix below j.
        unsafe {
            env.launch(d)?;
            if !self.pivot() {
                return Ok(());
            }
            let k = rows.min(cols);
            env.laswp_around(self.n, (j, cols), a, j, k, self.ipiv, j)
        }
    }

    /// The look-ahead's launches ([`GetrfCall::steps`]).
    ///
    /// # Safety
    /// A, the pivots and info are the call's checked operands; the plan served is the optimal
    /// one and the context has the lane.
    unsafe fn launch_lookahead(
        &self,
        env: &Env<'_, '_, '_>,
        leaves: plan::Leaves,
        exchange: DevicePtr,
    ) -> Result<()> {
        let ctx = env.ctx;
        let lane_ctx = ctx.on_lane();
        let lane = Env::new(&lane_ctx, self.dtype, self.batch);
        // The steps "on the handle's stream" run on the lane's worker where it has one and the
        // order is at least `WORKER_MIN` (forked here, joined before the resident tail and at
        // the end), so that the updates leave the lane's cluster panels one group of
        // multiprocessors (`crate::lane`).
        let worker_ctx = if self.m.min(self.n) >= WORKER_MIN {
            ctx.fork_worker()?
        } else {
            None
        };
        let main_ctx = worker_ctx.as_ref().unwrap_or(ctx);
        let main = Env::new(main_ctx, self.dtype, self.batch);
        // The handle's stream waits for the worker, if this call forked it.
        let join = || match worker_ctx {
            Some(_) => ctx.join_worker(),
            None => Ok(()),
        };
        let a = Mat::of(&self.a);
        let m = self.m;
        // SAFETY (every step): the blocks lie within A (rows below j, columns below n); the
        // pivots of a panel are rows of A below its first row; the exchange (slot 6) is sized
        // for the tallest panel and only the lane uses it; the trsm slots are sized for the
        // handle's stream's solves, and the lane's solves use none (`bytes`); a step on the
        // other stream than what it reads waits for it (`steps`).
        let slots = [ctx.slot(1), ctx.slot(2), ctx.slot(3), ctx.slot(4)];
        let tail = self.tail(ctx.backend().properties());
        let steps = self.steps(tail, &mut |step| match step {
            LuStep::Panel { j, w } => {
                let lu = Lu {
                    env: &lane,
                    ws: TrsmWs::none(),
                    leaves,
                    exchange,
                    a,
                    cols: (j, w),
                    ipiv: self.ipiv,
                    info: self.info,
                    pivot: self.pivot(),
                };
                // SAFETY: as above.
                unsafe { lu.node(j, m - j, w) }
            }
            LuStep::Swaps {
                j,
                w,
                c0,
                c1,
                s0,
                s1,
            } => {
                if !self.pivot() {
                    return Ok(());
                }
                let (cols, skip) = (c1 - c0, (s0 - c0, s1 - s0));
                // SAFETY: as above.
                unsafe { main.laswp_around(cols, skip, a.sub(0, c0), j, w, self.ipiv, j) }
            }
            LuStep::Update {
                j,
                w,
                c0,
                c1,
                swaps,
            } => {
                let (tri, nn) = (Tri::left(Uplo::Lower, Trans::N, Diag::Unit), Trans::N);
                let (l11, u12) = (a.sub(j, j), a.sub(j, c0));
                let swaps = swaps && self.pivot();
                // SAFETY: as above.
                unsafe {
                    // The next panel's columns (on the chain between two panels): their
                    // interchanges and solve in one launch (H200: dgetrf 8192 -4.2%, 4096
                    // -5.3% with the recursion's solves in one launch,
                    // `docs/benchmarks/2026-11-30-h200-lu-solve/`). The rest: level-3 trsm's
                    // blocked path (gemms on inverted 128-blocks). Interchanges come with the
                    // next panel's columns only, after a whole panel (`steps`, checked by
                    // `lookahead_steps_cover_every_column_once`): w = LOOKAHEAD_PANEL, above the
                    // order from which the kernel takes pivots (`plan::nb`).
                    if one_launch_update(c0, c1) {
                        let piv = swaps.then_some((self.ipiv, j));
                        main.solve_one_launch(tri, w, c1 - c0, l11, u12, piv)?;
                    } else {
                        debug_assert!(!swaps);
                        main.trsm_level3(slots, tri, w, c1 - c0, l11, u12)?;
                    }
                    let (l21, a22) = (a.sub(j + w, j), a.sub(j + w, c0));
                    main.gemm(nn, nn, m - j - w, c1 - c0, w, -1.0, l21, u12, 1.0, a22)
                }
            }
            // SAFETY: as above; the exchange holds the resident LU's flags and streams for
            // this trailing matrix (`bytes`). On the handle's stream, after the worker (which
            // waited for the lane's last panel): the resident LU's blocks must all run at once,
            // on every multiprocessor its plan counts.
            LuStep::Resident { j, blocks } => unsafe {
                join()?;
                self.launch_resident(env, j, blocks, exchange)
            },
            LuStep::MarkMain => main_ctx.mark_main(),
            LuStep::LaneWaits => ctx.lane_waits_mark(),
            LuStep::MainAfterLane => main_ctx.main_after_lane(),
        });
        if steps.is_err() {
            // The lane's and the worker's work so far joins the handle's stream whatever
            // failed (a capture must not end with either forked).
            let _ = main_ctx.main_after_lane();
            let _ = join();
            return steps;
        }
        join()
    }
}

/// Set `batch` 32-bit info values to 0 (the factorizations' kernels only ever set them once).
///
/// # Safety
/// `info` holds `batch` `i32`s of the backend.
unsafe fn clear_info(
    backend: &dyn crate::Backend,
    stream: crate::StreamId,
    info: u64,
    batch: i64,
) -> Result<()> {
    // SAFETY: forwarded contract.
    unsafe { backend.memset(DevicePtr(info), 0, 4 * batch as usize, stream) }
}

impl Call for GetrfCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: match self.kind {
                LuKind::Getrf => "getrf",
                LuKind::Getf2 => "getf2",
                LuKind::Npvt => "getrf_npvt",
            },
        }
    }

    fn validate(&self) -> Result<()> {
        check_dtype(self.name(), self.dtype)?;
        if self.m < 0 || self.n < 0 || self.batch < 0 || self.a.ld < self.m.max(1) {
            bail!(
                Status::InvalidSize,
                "{}: m = {}, n = {}, lda = {}, batch = {}",
                self.name(),
                self.m,
                self.n,
                self.a.ld,
                self.batch
            );
        }
        // Extents that overflow the address space (issue 13): A, the pivots (min(m, n) per
        // entry, strideP apart: a huge strideP wrapped the kernels' pivot addresses around) and
        // the batch's info values.
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", self.m, self.n, &self.a, e, b)?;
        if self.pivot() {
            let per = crate::extent::vector_elems(self.m.min(self.n), 1);
            crate::extent::check(name, "ipiv", per, 4, &self.ipiv, b)?;
        }
        crate::extent::check_results(name, 4, b)
    }

    fn is_quick_return(&self) -> bool {
        self.m == 0 || self.n == 0 || self.batch == 0
    }

    fn uses_lane(&self) -> bool {
        self.lookahead()
    }

    fn plans(&self, props: &crate::DeviceProperties) -> Candidates {
        let (trsm, exchange) = match self.resident(props) {
            Some(g) => (
                [0; 4],
                plan::resident_exchange_bytes(self.dtype, self.m, self.n, g, &props.arch),
            ),
            None => self.bytes(plan::Leaves::optimal(self.batch, props), props),
        };
        let ws = plan::SolverWs {
            trsm,
            exchange,
            ..Default::default()
        };
        plan::solver_plans(self.batch, self.a.at.is_array, ws)
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.batch > 0 && self.info == 0 {
            bail!(Status::InvalidPointer, "{}: null info", self.name());
        }
        if !self.is_quick_return() && (self.a.at.is_null() || (self.pivot() && self.ipiv.is_null()))
        {
            bail!(Status::InvalidPointer, "{}: null A or ipiv", self.name());
        }
        Ok(())
    }

    unsafe fn quick_return(
        &self,
        backend: &dyn crate::Backend,
        stream: crate::StreamId,
    ) -> Result<()> {
        if self.batch > 0 {
            // SAFETY: info holds `batch` values (checked by the front end).
            unsafe { clear_info(backend, stream, self.info, self.batch)? };
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let env = Env::new(ctx, self.dtype, self.batch);
        let ws = TrsmWs::from_ctx(ctx);
        // The fallback plan has no exchange: its panels are one block each.
        let leaves = if ctx.degraded() {
            plan::Leaves::Block
        } else {
            plan::Leaves::optimal(self.batch, ctx.backend().properties())
        };
        // SAFETY: the front end checked every operand against m, n, lda and the batch; the
        // workspace slots are the plan's.
        unsafe {
            clear_info(ctx.backend(), ctx.stream(), self.info, self.batch)?;
            // Resident with the optimal plan (its flags in slot 6); the fallback plan has none
            // and runs the recursion below.
            if let Some(blocks) = self.resident(ctx.backend().properties()) {
                if !ctx.degraded() {
                    self.launch_resident(&env, 0, blocks, ctx.slot(6))?;
                    return Ok(None);
                }
            }
            // Look-ahead when the call got the lane (not captured, not turned off) and the
            // optimal plan, else the recursion.
            if self.lookahead() && ctx.lane.is_some() && !ctx.degraded() {
                self.launch_lookahead(&env, leaves, ctx.slot(6))?;
                return Ok(None);
            }
            let lu = Lu {
                env: &env,
                ws,
                leaves,
                exchange: ctx.slot(6),
                a: Mat::of(&self.a),
                cols: (0, self.n),
                ipiv: self.ipiv,
                info: self.info,
                pivot: self.pivot(),
            };
            lu.node(0, self.m, self.n)?;
        }
        Ok(None)
    }
}

/// One LU factorization's launch sequence.
struct Lu<'e, 'c, 'a, 'h> {
    env: &'e Env<'c, 'a, 'h>,
    ws: TrsmWs,
    leaves: plan::Leaves,
    /// Slot 6: the multi-block panels' exchange (used with `Leaves::Spread` only).
    exchange: DevicePtr,
    a: Mat,
    /// The first column and the number of the columns a leaf's interchanges cover: the
    /// matrix's (the recursion), or the look-ahead panel's.
    cols: (i64, i64),
    ipiv: Operand,
    info: u64,
    pivot: bool,
}

impl Lu<'_, '_, '_, '_> {
    /// Factor the node with its first row and column at `s`, `m`×`n`.
    ///
    /// # Safety
    /// The node lies within every batch entry's matrix.
    unsafe fn node(&self, s: i64, m: i64, n: i64) -> Result<()> {
        if m <= 0 || n <= 0 {
            return Ok(());
        }
        let env = self.env;
        let leaf = |op: SolverOp, blocks: i64| {
            let mut d = env.desc(op);
            let p = self.a.sub(s, s);
            (d.m, d.n, d.a, d.a_off) = (m, n, MatrixDesc { at: p.at, ld: p.ld }, p.off);
            (d.ipiv, d.info, d.row0, d.pivot) = (self.ipiv, self.info, s, self.pivot);
            d.k1 = blocks;
            d.b = MatrixDesc {
                at: Operand::one(self.exchange.0),
                ld: 1,
            };
            // SAFETY: the panel, its pivots and info are the call's, the exchange is slot 6
            // of the plan, sized for the largest panel (forwarded contract); the pivots name
            // rows of the matrix below s.
            unsafe {
                env.launch(d)?;
                if self.pivot {
                    let ((c0, cols), k) = (self.cols, m.min(n));
                    let a = self.a.sub(0, c0);
                    env.laswp_around(cols, (s - c0, n), a, s, k, self.ipiv, s)?;
                }
            }
            Ok(())
        };
        let n1 = match plan::lu_node(env.dtype, m, n, self.leaves) {
            plan::LuNode::Leaf => return leaf(SolverOp::Getf2, 0),
            plan::LuNode::Rows => return leaf(SolverOp::Getf2Panel, 1),
            plan::LuNode::Panel { blocks } => return leaf(SolverOp::Getf2Panel, blocks),
            plan::LuNode::Split(n1) => n1,
        };
        let n2 = n - n1;
        let a = self.a;
        // SAFETY: every block below lies within the node (forwarded contract).
        unsafe {
            self.node(s, m, n1)?;
            let unit_lower = Tri::left(Uplo::Lower, Trans::N, Diag::Unit);
            env.trsm(self.ws, unit_lower, n1, n2, a.sub(s, s), a.sub(s, s + n1))?;
            env.gemm(
                Trans::N,
                Trans::N,
                m - n1,
                n2,
                n1,
                -1.0,
                a.sub(s + n1, s),
                a.sub(s, s + n1),
                1.0,
                a.sub(s + n1, s + n1),
            )?;
            self.node(s + n1, m - n1, n2)?;
        }
        Ok(())
    }
}

/// One getrs call: `op(A) X = B` with A = P·L·U from getrf.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GetrsCall {
    pub dtype: DType,
    pub trans: Trans,
    pub n: i64,
    pub nrhs: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    pub ipiv: Operand,
    pub b: MatrixDesc,
}

impl GetrsCall {
    /// Whether A or B is given as pointer arrays.
    fn arrays(&self) -> bool {
        self.a.at.is_array || self.b.at.is_array
    }

    /// Whether the call runs in one launch (`SolverOp::GetrsFused`, [`plan::getrs_fused`]):
    /// then it borrows no workspace.
    fn fused(&self, props: &crate::DeviceProperties) -> Option<plan::GetrsFused> {
        plan::getrs_fused(
            self.trans == Trans::N,
            self.n,
            self.nrhs,
            self.batch,
            self.arrays(),
            props,
        )
    }

    fn trsm_bytes(&self) -> [usize; 4] {
        let shape = plan::solve_shape(
            self.dtype,
            false,
            self.trans == Trans::N,
            self.n,
            self.nrhs,
            self.batch,
            self.arrays(),
        );
        plan::trsm_bytes(&shape)
    }
}

impl Call for GetrsCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "getrs",
        }
    }

    fn validate(&self) -> Result<()> {
        check_dtype(self.name(), self.dtype)?;
        if !self.trans.is_known() {
            bail!(
                Status::InvalidValue,
                "{}: bad trans code {}",
                self.name(),
                self.trans.repr
            );
        }
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
        crate::extent::check_matrix(name, "B", self.n, self.nrhs, &self.b, e, b)?;
        // The pivots: n per entry, strideP apart (read only when there is a right-hand side).
        if self.nrhs > 0 {
            let per = crate::extent::vector_elems(self.n, 1);
            crate::extent::check(name, "ipiv", per, 4, &self.ipiv, b)?;
        }
        Ok(())
    }

    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.nrhs == 0 || self.batch == 0
    }

    fn plans(&self, props: &crate::DeviceProperties) -> Candidates {
        let trsm = match self.fused(props) {
            Some(_) => [0; 4],
            None => self.trsm_bytes(),
        };
        let ws = plan::SolverWs {
            trsm,
            ..Default::default()
        };
        plan::solver_plans(self.batch, self.arrays(), ws)
    }

    fn validate_pointers(&self) -> Result<()> {
        if !self.is_quick_return()
            && (self.a.at.is_null() || self.ipiv.is_null() || self.b.at.is_null())
        {
            bail!(Status::InvalidPointer, "{}: null A, ipiv or B", self.name());
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let env = Env::new(ctx, self.dtype, self.batch);
        let ws = TrsmWs::from_ctx(ctx);
        let (a, b, n, r) = (Mat::of(&self.a), Mat::of(&self.b), self.n, self.nrhs);
        // SAFETY: the front end checked A, ipiv and B against n, nrhs and the batch; the
        // pivots are getrf's (rows of B); the workspace is the plan's.
        unsafe {
            if let Some(how) = self.fused(ctx.backend().properties()) {
                let mut d = env.desc(SolverOp::GetrsFused);
                (d.m, d.n, d.a, d.a_off, d.b, d.b_off) = (1, n, self.a, 0, self.b, 0);
                d.ipiv = self.ipiv;
                d.k1 = i64::from(how == plan::GetrsFused::Block);
                env.launch(d)?;
                return Ok(None);
            }
            let l = Tri::left(Uplo::Lower, self.trans, Diag::Unit);
            let u = Tri::left(Uplo::Upper, self.trans, Diag::NonUnit);
            if self.trans == Trans::N {
                env.laswp(r, b, 0, n, self.ipiv, 0, 1)?;
                env.trsm(ws, l, n, r, a, b)?;
                env.trsm(ws, u, n, r, a, b)?;
            } else {
                env.trsm(ws, u, n, r, a, b)?;
                env.trsm(ws, l, n, r, a, b)?;
                env.laswp(r, b, n - 1, n, self.ipiv, n - 1, -1)?;
            }
        }
        Ok(None)
    }
}

/// One laswp call (plain, as rocSOLVER's): LAPACK's row interchanges.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LaswpCall {
    pub dtype: DType,
    pub n: i64,
    pub a: MatrixDesc,
    pub k1: i64,
    pub k2: i64,
    pub ipiv: u64,
    pub incp: i64,
}

impl Call for LaswpCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "laswp",
        }
    }
    fn validate(&self) -> Result<()> {
        check_dtype(self.name(), self.dtype)?;
        if self.n < 0 || self.a.ld < 1 || self.incp == 0 || self.k1 < 1 || self.k2 < self.k1 {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, lda = {}, k1 = {}, k2 = {}, incp = {}",
                self.name(),
                self.n,
                self.a.ld,
                self.k1,
                self.k2,
                self.incp
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), 1);
        crate::extent::check_matrix(name, "A", self.k2.max(self.k1), self.n, &self.a, e, b)?;
        // The pivots read: ipiv[k1 - 1 + j·|incp|] for j = 0..=k2 - k1 (a huge incp or k2
        // wrapped the pivot addresses around).
        if self.n > 0 {
            let per = crate::extent::vector_elems(self.k2 - self.k1 + 1, self.incp)
                .and_then(|v| v.checked_add(self.k1 as i128 - 1));
            crate::extent::check(name, "ipiv", per, 4, &Operand::one(self.ipiv), b)?;
        }
        Ok(())
    }
    fn is_quick_return(&self) -> bool {
        self.n == 0
    }
    fn plans(&self, _props: &crate::DeviceProperties) -> Candidates {
        Candidates::none()
    }
    fn validate_pointers(&self) -> Result<()> {
        if !self.is_quick_return() && (self.a.at.is_null() || self.ipiv == 0) {
            bail!(Status::InvalidPointer, "{}: null A or ipiv", self.name());
        }
        Ok(())
    }
    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let env = Env::new(ctx, self.dtype, 1);
        let count = self.k2 - self.k1 + 1;
        // Row i (1-based) always uses ipiv[k1 + (i - k1)·|incp|]; a negative incp only
        // reverses the order (LAPACK's dlaswp).
        // |incp|, not -incp: incp = i64::MIN is valid when k1 = k2 (one pivot, no step), and
        // its negation overflows (the fuzzer found it). validate's extent check bounds the
        // span to the address space whenever there is a step.
        let (row, ip0) = if self.incp > 0 {
            (self.k1 - 1, self.k1 - 1)
        } else {
            let span = i128::from(self.k2 - self.k1) * i128::from(self.incp.unsigned_abs());
            let Ok(span) = i64::try_from(span) else {
                bail!(
                    Status::InvalidSize,
                    "{}: the pivots' span overflows",
                    self.name()
                );
            };
            (self.k2 - 1, self.k1 - 1 + span)
        };
        // SAFETY: the front end checked A (n columns, the rows the pivots name: the caller's
        // contract) and ipiv's length.
        unsafe {
            env.laswp(
                self.n,
                Mat::of(&self.a),
                row,
                count,
                Operand::one(self.ipiv),
                ip0,
                self.incp,
            )?;
        }
        Ok(None)
    }
}

/// The pivots operand: `batch` entries of `per` pivots, `stride` apart.
pub(crate) fn pivots(
    name: &str,
    ipiv: DevicePtr,
    len: usize,
    per: usize,
    stride: usize,
    batch: usize,
) -> Result<Operand> {
    let need = if batch == 0 || per == 0 {
        0
    } else {
        (batch - 1).saturating_mul(stride).saturating_add(per)
    };
    if len < need {
        bail!(
            Status::InvalidSize,
            "{name}: ipiv needs {need} elements ({batch} entries of {per}, strideP = {stride}), {len} given"
        );
    }
    Ok(Operand {
        addr: ipiv.0,
        stride: crate::extent::sat(stride),
        is_array: false,
    })
}

/// The info operand: one value per batch entry.
pub(crate) fn infos(name: &str, info: &DeviceSliceMut<'_, i32>, batch: usize) -> Result<u64> {
    if info.len() < batch {
        bail!(
            Status::InvalidSize,
            "{name}: info needs {batch} elements, {} given",
            info.len()
        );
    }
    Ok(info.ptr().0)
}

impl Handle {
    /// LU factorization with partial pivoting, `A = P·L·U` (rocSOLVER's `getrf`), of m×n
    /// matrices (one, a strided batch or pointer arrays: `a`'s variant). `ipiv` receives
    /// `min(m, n)` 1-based pivots per batch entry, entry `b` at `b·stride_p`; `info` one value
    /// per entry: 0, or the 1-based index of the first zero pivot (U is then singular; the
    /// factorization is still completed, as LAPACK's). Semantics: the [`crate::solver`] module.
    #[allow(clippy::too_many_arguments)]
    pub fn getrf<T: Scalar>(
        &mut self,
        m: usize,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        ipiv: &mut DeviceSliceMut<'_, i32>,
        stride_p: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        self.lu(LuKind::Getrf, m, n, a, lda, Some((ipiv, stride_p)), info)
    }

    /// rocSOLVER's `getf2` (the unblocked name): the same factorization and results as
    /// [`Handle::getrf`].
    #[allow(clippy::too_many_arguments)]
    pub fn getf2<T: Scalar>(
        &mut self,
        m: usize,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        ipiv: &mut DeviceSliceMut<'_, i32>,
        stride_p: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        self.lu(LuKind::Getf2, m, n, a, lda, Some((ipiv, stride_p)), info)
    }

    /// LU without pivoting (`getrf_npvt`): `info` is the first zero diagonal element of U.
    pub fn getrf_npvt<T: Scalar>(
        &mut self,
        m: usize,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        self.lu(LuKind::Npvt, m, n, a, lda, None, info)
    }

    #[allow(clippy::too_many_arguments)]
    fn lu<T: Scalar>(
        &mut self,
        kind: LuKind,
        m: usize,
        n: usize,
        a: MatricesMut<'_, '_, T>,
        lda: usize,
        ipiv: Option<(&mut DeviceSliceMut<'_, i32>, usize)>,
        info: &mut DeviceSliceMut<'_, i32>,
    ) -> Result<()> {
        let name = format!("{}getrf", T::DTYPE.prefix());
        let batch = a.count();
        let ipiv = match ipiv {
            Some((p, stride)) => pivots(&name, p.ptr(), p.len(), m.min(n), stride, batch)?,
            None => Operand::one(0),
        };
        let call = GetrfCall {
            dtype: T::DTYPE,
            kind,
            m: crate::extent::sat(m),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
            a: a.arg(&format!("{name} A"), m, n, lda)?,
            ipiv,
            info: infos(&name, info, batch)?,
        };
        // SAFETY: A, ipiv and info were checked against the sizes and batch; all are borrowed
        // mutably for the call.
        let r = unsafe { super::run(self, &call) };
        call::finish(self, r)
    }

    /// Solve `op(A)·X = B` with getrf's factors and pivots (rocSOLVER's `getrs`), n×n, nrhs
    /// right-hand sides, overwriting B. `a` and `b` must have the same number of entries.
    #[allow(clippy::too_many_arguments)]
    pub fn getrs<T: Scalar>(
        &mut self,
        trans: Transpose,
        n: usize,
        nrhs: usize,
        a: Matrices<'_, T>,
        lda: usize,
        ipiv: DeviceSlice<'_, i32>,
        stride_p: usize,
        b: MatricesMut<'_, '_, T>,
        ldb: usize,
    ) -> Result<()> {
        let name = format!("{}getrs", T::DTYPE.prefix());
        let batch = batch_of(&name, &[("A", a.count()), ("B", b.count())])?;
        let call = GetrsCall {
            dtype: T::DTYPE,
            trans: trans.code(),
            n: crate::extent::sat(n),
            nrhs: crate::extent::sat(nrhs),
            batch: crate::extent::sat(batch),
            a: a.arg(&format!("{name} A"), matrix_span(n, n, lda), lda)?,
            ipiv: pivots(&name, ipiv.ptr(), ipiv.len(), n, stride_p, batch)?,
            b: b.arg(&format!("{name} B"), n, nrhs, ldb)?,
        };
        // SAFETY: every operand was checked against the sizes; B is borrowed mutably.
        let r = unsafe { super::run(self, &call) };
        call::finish(self, r)
    }

    /// LAPACK's row interchanges (rocSOLVER's `laswp`): for each row `i = k1..=k2` (1-based,
    /// in reverse order when `incp < 0`) swap rows `i` and `ipiv[k1 + (i - k1)·|incp|]` of the
    /// n columns of A.
    #[allow(clippy::too_many_arguments)]
    pub fn laswp<T: Scalar>(
        &mut self,
        n: usize,
        a: &mut DeviceSliceMut<'_, T>,
        lda: usize,
        k1: usize,
        k2: usize,
        ipiv: DeviceSlice<'_, i32>,
        incp: i64,
    ) -> Result<()> {
        let name = format!("{}laswp", T::DTYPE.prefix());
        // Every pivot may name any row up to lda: the rows of A are the caller's contract.
        // Saturating: a row range whose pivot count overflows needs more than any slice holds.
        let need_pivots = if k2 >= k1 && k1 >= 1 {
            let steps = usize::try_from(incp.unsigned_abs()).unwrap_or(usize::MAX);
            k1.saturating_add((k2 - k1).saturating_mul(steps))
        } else {
            0
        };
        if ipiv.len() < need_pivots {
            bail!(
                Status::InvalidSize,
                "{name}: ipiv needs {need_pivots} elements, {} given",
                ipiv.len()
            );
        }
        if k2 > lda {
            bail!(Status::InvalidSize, "{name}: k2 = {k2} > lda = {lda}");
        }
        let call = LaswpCall {
            dtype: T::DTYPE,
            n: crate::extent::sat(n),
            a: MatricesMut::One(a).arg(&format!("{name} A"), lda, n, lda)?,
            k1: crate::extent::sat(k1),
            k2: crate::extent::sat(k2),
            ipiv: ipiv.ptr().0,
            incp,
        };
        // SAFETY: A holds n columns of lda rows; ipiv the pivots used.
        let r = unsafe { super::run(self, &call) };
        call::finish(self, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use plan::h200_props as h200;

    fn call(m: i64, n: i64, batch: i64) -> GetrfCall {
        GetrfCall {
            dtype: DType::F64,
            kind: LuKind::Getrf,
            m,
            n,
            batch,
            a: MatrixDesc {
                at: Operand::one(4096),
                ld: m,
            },
            ipiv: Operand::one(8192),
            info: 64,
        }
    }

    /// The look-ahead's steps: panels that partition the first min(m, n) columns in order,
    /// each after the handle's stream's interchanges and update of its columns by the previous
    /// panel and the mark the lane waits for; every column gets each panel's interchanges but
    /// its own once, in order, after the handle's stream waits for that panel (and before the
    /// panel's update of it); every column right of a panel updated by it exactly once.
    ///
    /// With a tail, the resident LU's step comes last, right after the handle's stream waited
    /// for the panel before it and updated every column from it with that panel: its columns
    /// get every earlier panel's interchanges and its own, every column left of it its
    /// interchanges after the others.
    #[test]
    fn lookahead_steps_cover_every_column_once() {
        for (m, n, tail) in [
            (1100, 1100, None),
            (1300, 1030, None),
            (1030, 1400, None),
            (8192, 8192, None),
            (1025, 1025, None),
            (8192, 8192, Some((7168, 128))),
            (1100, 1100, Some((256, 106))),
            (1300, 1030, Some((512, 65))),
            (1030, 1400, Some((256, 132))),
            (2000, 3000, Some((1024, 132))),
        ] {
            let c = call(m, n, 1);
            assert!(c.lookahead(), "{m}x{n}");
            if tail.is_some() && std::env::var(plan::LU_RESIDENT).is_err() {
                assert_eq!(
                    c.tail(&h200()),
                    tail,
                    "{m}x{n}: where the resident LU takes over"
                );
            }
            let k = m.min(n);
            let mut steps = Vec::new();
            c.steps(tail, &mut |s| {
                steps.push(s);
                Ok(())
            })
            .unwrap();
            // The next panel's first column; column -> the end of the last panel that updated
            // it; a mark since the last wait; the lane waited since the last mark; the handle's
            // stream has waited for the panels before this column; column -> the panels whose
            // interchanges it got (their first columns).
            let mut next = 0;
            let mut updated = vec![0i64; n as usize];
            let mut marked = false;
            let mut lane_ready = false;
            let mut waited = 0;
            let mut swapped = vec![Vec::new(); n as usize];
            // Column `col` gets panel j's interchanges: once, right after the previous panel's.
            let swap = |swapped: &mut Vec<Vec<i64>>, col: i64, j: i64| {
                let got = &mut swapped[col as usize];
                let prev = (j > 0).then(|| j - LOOKAHEAD_PANEL);
                assert_eq!(got.last().copied(), prev, "{m}x{n}: column {col}");
                got.push(j);
            };
            for (i, s) in steps.iter().enumerate() {
                match *s {
                    LuStep::Panel { j, w } => {
                        assert_eq!(j, next, "{m}x{n}: panels in order");
                        assert!(w > 0 && w <= LOOKAHEAD_PANEL && j + w <= k);
                        assert!(lane_ready, "{m}x{n}: panel {j} before the lane waited");
                        for col in j..j + w {
                            assert_eq!(updated[col as usize], j, "{m}x{n}: column {col}");
                            swap(&mut swapped, col, j); // its own, by the panel
                        }
                        (next, lane_ready) = (j + w, false);
                    }
                    LuStep::MainAfterLane => waited = next,
                    LuStep::Swaps {
                        j,
                        w,
                        c0,
                        c1,
                        s0,
                        s1,
                    } => {
                        assert!(j + w <= waited, "{m}x{n}: swaps {j} at {i}");
                        assert!(c0 <= c1 && c1 <= n && s0 <= s1);
                        for col in (c0..c1).filter(|c| !(s0..s1).contains(c)) {
                            assert!(!(j..j + w).contains(&col), "{m}x{n}: {i}: its own column");
                            swap(&mut swapped, col, j);
                        }
                    }
                    LuStep::Update {
                        j,
                        w,
                        c0,
                        c1,
                        swaps,
                    } => {
                        assert!(j + w <= waited && c0 >= j + w && c1 <= n, "{m}x{n}: {i}");
                        // Interchanges fused only into a whole panel's one-launch solve.
                        assert!(
                            !swaps || (w == LOOKAHEAD_PANEL && one_launch_update(c0, c1)),
                            "{m}x{n}: {i}"
                        );
                        for col in c0..c1 {
                            if swaps {
                                swap(&mut swapped, col, j);
                            }
                            assert_eq!(updated[col as usize], j, "{m}x{n}: column {col}");
                            assert_eq!(swapped[col as usize].last(), Some(&j), "{m}x{n}: {col}");
                            updated[col as usize] = j + w;
                        }
                    }
                    LuStep::Resident { j, blocks } => {
                        assert_eq!(Some((j, blocks)), tail, "{m}x{n}: {i}");
                        assert_eq!(i + 1, steps.len(), "{m}x{n}: the resident LU last");
                        assert!(j == next && waited == j, "{m}x{n}: {i}");
                        for col in j..n {
                            assert_eq!(updated[col as usize], j, "{m}x{n}: column {col}");
                            updated[col as usize] = k;
                        }
                        for col in 0..n {
                            swap(&mut swapped, col, j);
                        }
                        next = k;
                    }
                    LuStep::MarkMain => marked = true,
                    LuStep::LaneWaits => {
                        assert!(marked);
                        lane_ready = true;
                    }
                }
            }
            assert_eq!(next, k, "{m}x{n}: every column in a panel");
            let end = tail.map_or(k, |t| t.0 + 1);
            let panels: Vec<i64> = (0..end).step_by(LOOKAHEAD_PANEL as usize).collect();
            for (col, got) in swapped.iter().enumerate() {
                assert_eq!(got, &panels, "{m}x{n}: interchanges of column {col}");
            }
            assert!(
                updated[k as usize..].iter().all(|&u| u == k),
                "{m}x{n}: right of k"
            );
            if tail.is_some() {
                continue;
            }
            assert_eq!(
                steps.last(),
                Some(&LuStep::Update {
                    j: k - (k - 1) % LOOKAHEAD_PANEL - 1,
                    w: (k - 1) % LOOKAHEAD_PANEL + 1,
                    c0: k,
                    c1: n,
                    swaps: false,
                })
            );
        }
        // Not for order 1024 or less, batches or pointer arrays (the recursion).
        assert!(!call(1024, 5000, 1).lookahead());
        assert!(!call(2000, 2000, 2).lookahead());
        let mut arrays = call(2000, 2000, 1);
        arrays.a.at.is_array = true;
        assert!(!arrays.lookahead());
    }

    /// The plan covers both algorithms: slot by slot at least the recursion's, and the
    /// look-ahead's wide solves' level-3 slots and tallest panel's exchange.
    #[test]
    fn lookahead_plan_covers_both_algorithms() {
        let cluster = plan::Leaves::Spread {
            blocks: 132,
            cluster: true,
        };
        let (gpu, host) = (
            h200(),
            crate::DeviceProperties {
                arch: "host".into(),
                ..h200()
            },
        );
        for ((m, n), props) in [(1100, 1100), (8192, 8192), (1030, 1400), (2000, 3000)]
            .into_iter()
            .flat_map(|s| [(s, &host), (s, &gpu)])
        {
            let c = call(m, n, 1);
            let (trsm, exchange) = c.bytes(cluster, props);
            let (rec, rec_x) = plan::getrf_bytes(DType::F64, m, n, 1, false, cluster);
            let wide = plan::level3_bytes(&plan::solve_shape(
                DType::F64,
                false,
                true,
                LOOKAHEAD_PANEL,
                n - 2 * LOOKAHEAD_PANEL,
                1,
                false,
            ));
            let first = plan::getrf_bytes(DType::F64, m, LOOKAHEAD_PANEL, 1, false, cluster).1;
            // The resident LU's flags and streams where it takes the trailing matrix.
            let res = c.tail(props).map_or(0, |(j, g)| {
                plan::resident_exchange_bytes(DType::F64, m - j, n - j, g, "sm_90")
            });
            assert!(
                props.arch == "sm_90" || res == 0,
                "{m}x{n}: no tail on the host"
            );
            assert_eq!(exchange, rec_x.max(first).max(res), "{m}x{n}");
            for s in 0..4 {
                assert!(trsm[s] >= rec[s] && trsm[s] >= wide[s], "{m}x{n}: slot {s}");
            }
        }
    }
}
