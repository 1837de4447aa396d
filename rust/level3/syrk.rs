//! The rank-k family: `syrk`, `herk`, `syr2k`, `her2k`, `syrkx`, `herkx`. C is n×n and only its
//! `uplo` triangle is read and written:
//! * syrk `C = alpha·op(A)·op(A)^T + beta·C`; herk `alpha·op(A)·op(A)^H + beta·C` (alpha, beta
//!   real);
//! * syr2k `alpha·op(A)·op(B)^T + alpha·op(B)·op(A)^T + beta·C`; her2k
//!   `alpha·op(A)·op(B)^H + conj(alpha)·op(B)·op(A)^H + beta·C` (beta real);
//! * syrkx `alpha·op(A)·op(B)^T + beta·C`; herkx `alpha·op(A)·op(B)^H + beta·C` (beta real),
//!   which assume the product is symmetric (Hermitian) and compute its triangle only.
//!
//! op(X) is n×k: X is stored n×k (`Transpose::N`) or k×n (`T`; `C` for the Hermitian routines
//! and, meaning `T`, for real syrk/syr2k/syrkx). The Hermitian routines set the imaginary parts
//! of C's diagonal to zero whenever they write C.
//!
//! Algorithm: the triangle is cut into [`SYM_NB`]-wide diagonal blocks and the off-diagonal
//! rectangles of a binary splitting, level by level: at level `L` (block size `s = NB·2^L`) the
//! rectangles `[j·2s + s, j·2s + 2s) × [j·2s, j·2s + s)` (lower; their mirror for upper) are gemm
//! launches straight into C, one strided-batched gemm over the rectangles of a level when the
//! call has one problem (so a level is one or two launches, each with as many tiles as the
//! level has elements). The diagonal blocks' full products go to a workspace block by gemm too,
//! and one kernel combines their triangles into C (`work + beta·C`). Launches whose output has
//! few tiles against a long k (the small levels, the diagonal blocks) split k as gemm itself
//! would ([`plan::gemm_split`]), into one partials slot they reuse in turn (stream order).
//!
//! A call of its own forks: the levels that do not split k run on the handle's look-ahead
//! lane (`crate::lane`) while the launches that split k and the diagonal blocks (with their
//! combine) run on the handle's stream, so that the small launches fill the machine beside the
//! large ones instead of after them (`enqueue`). Same launches, same plan, same results bit
//! for bit; at order 1024 or below, and without the lane (captured, look-ahead off, nested in
//! another routine), they all run on the one stream.
//!
//! One kernel computes the whole triangle itself, borrowing nothing: with less workspace than
//! the blocked plan (`perf_degraded`), and by design for pointer-array operands (gemm cannot
//! address their sub-blocks), for n within one diagonal block, and for k = 0 or a host alpha
//! of 0.

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
use crate::types::{DType, Scalar, Transpose};

use super::{plan, MatricesMut};

/// Which routine of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RankKind {
    Syrk,
    Herk,
    Syr2k,
    Her2k,
    Syrkx,
    Herkx,
}

impl RankKind {
    fn base(self) -> &'static str {
        match self {
            RankKind::Syrk => "syrk",
            RankKind::Herk => "herk",
            RankKind::Syr2k => "syr2k",
            RankKind::Her2k => "her2k",
            RankKind::Syrkx => "syrkx",
            RankKind::Herkx => "herkx",
        }
    }
    pub(crate) fn hermitian(self) -> bool {
        matches!(self, RankKind::Herk | RankKind::Her2k | RankKind::Herkx)
    }
    fn two(self) -> bool {
        matches!(self, RankKind::Syr2k | RankKind::Her2k)
    }
    pub(crate) fn has_b(self) -> bool {
        !matches!(self, RankKind::Syrk | RankKind::Herk)
    }
    /// alpha is real (a device alpha points to a real element).
    pub(crate) fn real_alpha(self) -> bool {
        self == RankKind::Herk
    }
    /// beta is real.
    pub(crate) fn real_beta(self) -> bool {
        self.hermitian()
    }
}

/// One call of the family, as the Rust and C front ends build it. For syrk/herk `b` is `a`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RankKCall {
    pub dtype: DType,
    pub kind: RankKind,
    pub uplo: Uplo,
    pub trans: Trans,
    pub n: i64,
    pub k: i64,
    pub batch: i64,
    pub alpha: ScalarDesc,
    pub beta: ScalarDesc,
    pub a: MatrixDesc,
    pub b: MatrixDesc,
    pub c: MatrixDesc,
}

/// Orders up to this stay on one stream even with the lane ([`enqueue`]'s fork), as the
/// solvers' look-ahead does: in a short call the fork's two event waits would weigh more than
/// the idle ends of its launches (a guess, as for the solvers; not measured for rank-k).
const FORK_MIN_N: i64 = 1024;

/// The diagonal block size of the blocked algorithm (the GPU gemm's tile edge): also the
/// largest n that one kernel computes whole.
pub const SYM_NB: i64 = 64;

/// Elements of the diagonal blocks' workspace: `ceil(n / NB)·NB²` per problem.
pub fn diag_elements(n: i64, batch: i64) -> usize {
    let nblk = ((n.max(0) + SYM_NB - 1) / SYM_NB) as usize;
    nblk.saturating_mul((SYM_NB * SYM_NB) as usize)
        .saturating_mul(batch.max(0) as usize)
}

/// An m×n block of C (or of the diagonal blocks' workspace) at rows `r0`, columns `c0`: its
/// gemm reads op(A)'s rows from `r0` and op(B)'s from `c0` (the other term: exchanged).
#[derive(Debug, Clone, Copy)]
struct Block {
    m: i64,
    n: i64,
    r0: i64,
    c0: i64,
}

impl RankKCall {
    /// Only C is touched (scaled by beta): k = 0 or a host alpha of 0.
    fn scale_only(&self) -> bool {
        self.k == 0 || self.alpha.is_host_value(0.0)
    }
    /// m, n or the batch count is 0.
    pub(crate) fn is_empty(&self) -> bool {
        self.n == 0 || self.batch == 0
    }
    /// The gemm decomposition runs (else one kernel computes the whole triangle).
    fn blocked(&self) -> bool {
        let arrays = self.a.at.is_array || self.b.at.is_array || self.c.at.is_array;
        !self.scale_only() && !arrays && self.n > SYM_NB
    }
    /// Device-mode scalars the gemm launches cannot read as they are (a real herk alpha, a
    /// real beta, her2k's conj(alpha)) go through a workspace slot.
    fn needs_scalar_slot(&self) -> bool {
        (self.alpha.addr != 0 && (self.kind.real_alpha() || self.kind == RankKind::Her2k))
            || (self.beta.addr != 0 && self.kind.real_beta())
    }
    /// The gemm transposes of the products `op(A)·op(B)^H` (`^T` for the symmetric routines).
    fn gemm_ops(&self) -> (Trans, Trans) {
        let other = if self.kind.hermitian() {
            Trans::C
        } else {
            Trans::T
        };
        if self.trans == Trans::N {
            (Trans::N, other)
        } else {
            (other, Trans::N)
        }
    }
    fn rows_a(&self) -> i64 {
        if self.trans == Trans::N {
            self.n
        } else {
            self.k
        }
    }

    /// The gemm launches of the blocked algorithm, in order: `f(first, step, count, into_w)`
    /// for `count` equal blocks `step` rows and columns apart (see [`Enqueue::gemms`]); the
    /// plan and the launch both walk this list, so they agree on every launch's shape.
    fn schedule(&self, mut f: impl FnMut(Block, i64, i64, bool) -> Result<()>) -> Result<()> {
        let (n, nb) = (self.n, SYM_NB);
        let lower = self.uplo == Uplo::Lower;
        // Off-diagonal rectangles, level by level.
        let mut s = nb;
        while s < n {
            let full = n / (2 * s);
            let at = |j: i64, rows: i64| {
                // Lower: rows [j2s + s, ..), columns [j2s, j2s + s); upper: the transpose.
                if lower {
                    Block {
                        m: rows,
                        n: s,
                        r0: j * 2 * s + s,
                        c0: j * 2 * s,
                    }
                } else {
                    Block {
                        m: s,
                        n: rows,
                        r0: j * 2 * s,
                        c0: j * 2 * s + s,
                    }
                }
            };
            f(at(0, s), 2 * s, full, false)?;
            let rest = n - full * 2 * s - s;
            if rest > 0 {
                f(at(full, rest), 2 * s, 1, false)?;
            }
            s *= 2;
        }
        // The diagonal blocks' full products, into the workspace.
        let diag = |j: i64, size: i64| Block {
            m: size,
            n: size,
            r0: j * nb,
            c0: j * nb,
        };
        let full = n / nb;
        f(diag(0, nb), nb, full, true)?;
        if n % nb != 0 {
            f(diag(full, n % nb), nb, 1, true)?;
        }
        Ok(())
    }

    /// A scheduled group's gemm launches: (launches, batch of each).
    fn launches(&self, count: i64) -> (i64, i64) {
        if self.batch == 1 {
            (1, count)
        } else {
            (count, self.batch)
        }
    }

    /// The split-K partials the largest split launch of the schedule needs (bytes; 0: none
    /// splits), on a device with `sms` multiprocessors.
    fn split_bytes(&self, sms: u32) -> usize {
        let mut most = 0usize;
        let _ = self.schedule(|b, _, count, _| {
            if let Some(sp) = self.split(b, count, sms) {
                let bytes = plan::partial_size(self.dtype)
                    .saturating_mul(sp.splits as usize)
                    .saturating_mul((b.m * b.n) as usize)
                    .saturating_mul(self.launches(count).1 as usize);
                most = most.max(bytes);
            }
            Ok(())
        });
        most
    }

    /// How the launches of a scheduled group of `count` blocks like `b` split k on a device
    /// with `sms` multiprocessors (None: they do not); the plan and the launches both ask.
    fn split(&self, b: Block, count: i64, sms: u32) -> Option<plan::Split> {
        if count <= 0 || b.m <= 0 || b.n <= 0 {
            return None;
        }
        plan::gemm_split(self.dtype, b.m, b.n, self.k, self.launches(count).1, sms)
    }

    fn sym_desc(&self, op: SymOp, nb: i64, work: u64) -> SymDesc {
        SymDesc {
            dtype: self.dtype.code(),
            op,
            uplo: self.uplo,
            trans: self.trans,
            hermitian: self.kind.hermitian(),
            two: self.kind.two(),
            side_right: false,
            real_alpha: self.kind.real_alpha(),
            real_beta: self.kind.real_beta(),
            n: self.n,
            k: self.k,
            nb,
            batch: self.batch,
            alpha: self.alpha,
            beta: self.beta,
            a: self.a,
            b: self.b,
            c: self.c,
            work,
            row0: 0,
            col0: 0,
            rows: 0,
            cols: 0,
        }
    }
}

fn sub(m: &MatrixDesc, off: i64, elt: usize, step: Option<i64>) -> MatrixDesc {
    MatrixDesc {
        at: Operand {
            addr: m.at.addr.wrapping_add((off * elt as i64) as u64),
            stride: step.unwrap_or(m.at.stride),
            is_array: false,
        },
        ld: m.ld,
    }
}

/// The launches of the blocked algorithm, for one call (`enqueue` below).
struct Enqueue<'c> {
    call: &'c RankKCall,
    elt: usize,
    ta: Trans,
    tb: Trans,
    /// Elements between op(X)'s consecutive rows in A and B.
    row_a: i64,
    row_b: i64,
    alpha: ScalarDesc,
    alpha2: ScalarDesc,
    beta: ScalarDesc,
    /// Split-K partials for launches `plan::gemm_split` splits (0: none split).
    partials: u64,
    sms: u32,
}

impl Enqueue<'_> {
    /// How the launches of a scheduled group split k (None: they do not, or the plan holds no
    /// partials).
    fn split(&self, first: Block, count: i64) -> Option<plan::Split> {
        if self.partials == 0 {
            return None;
        }
        self.call.split(first, count, self.sms)
    }

    /// Whether a scheduled group runs on the look-ahead lane when the call forks: the levels
    /// that do not split k. The groups that split (they share the one partials slot, so they
    /// stay in one stream's order) and the diagonal blocks (their combine follows them) stay
    /// on the handle's stream.
    fn on_lane(&self, first: Block, count: i64, into_w: bool) -> bool {
        !into_w && self.split(first, count).is_none()
    }

    /// `count` blocks, each `step` rows and columns after the one before (one strided-batched
    /// gemm when the call has one problem, else one gemm per block over the call's batch):
    /// both terms, into C or into the diagonal blocks' workspace `w` (the block at rows `r0`
    /// at `r0·NB` elements, ld NB, `nblk·NB²` elements between problems).
    ///
    /// # Safety
    /// The call's operands are valid; `w` holds the diagonal blocks' layout.
    unsafe fn gemms(
        &self,
        ctx: &LaunchCtx<'_, '_>,
        first: Block,
        step: i64,
        count: i64,
        w: Option<u64>,
    ) -> Result<()> {
        if count <= 0 || first.m <= 0 || first.n <= 0 {
            return Ok(());
        }
        let c = self.call;
        let one_problem = c.batch == 1;
        let (launches, batch) = c.launches(count);
        let split = self.split(first, count);
        let nb = SYM_NB;
        let (ra, rb) = (self.row_a, self.row_b);
        let code = c.dtype.code();
        for i in 0..launches {
            let (r0, c0) = (first.r0 + i * step, first.c0 + i * step);
            // Strides between the blocks of one launch (one problem), or the call's own.
            let by_block = |per_row: i64| one_problem.then_some(step * per_row);
            let (dst, beta1) = match w {
                None => (
                    sub(&c.c, r0 + c0 * c.c.ld, self.elt, by_block(1 + c.c.ld)),
                    self.beta,
                ),
                Some(addr) => {
                    let base = MatrixDesc {
                        at: Operand {
                            addr,
                            stride: diag_elements(c.n, 1) as i64,
                            is_array: false,
                        },
                        ld: nb,
                    };
                    let dst = sub(&base, r0 * nb, self.elt, by_block(nb));
                    (dst, ScalarDesc::value(0.0, 0.0))
                }
            };
            let mut desc = GemmDesc {
                a_type: code,
                c_type: code,
                compute_type: code,
                trans_a: self.ta,
                trans_b: self.tb,
                m: first.m,
                n: first.n,
                k: c.k,
                batch,
                alpha: self.alpha,
                beta: beta1,
                a: sub(&c.a, r0 * ra, self.elt, by_block(ra)),
                b: sub(&c.b, c0 * rb, self.elt, by_block(rb)),
                c: dst,
                d: dst,
                partials: if split.is_some() { self.partials } else { 0 },
                splits: split.map_or(1, |s| s.splits),
                k_chunk: split.map_or(0, |s| s.k_chunk),
                leave_blocks: 0,
            };
            // SAFETY: every block lies inside the call's checked operands (the blocks cover
            // C's triangle, op(A)/op(B) rows stay below n); `dst` is C or the workspace slot
            // sized for every diagonal block.
            unsafe { ctx.backend().launch(&Launch::Gemm(desc), ctx.stream())? };
            if c.kind.two() {
                desc.alpha = self.alpha2;
                desc.beta = ScalarDesc::value(1.0, 0.0);
                desc.a = sub(&c.b, r0 * rb, self.elt, by_block(rb));
                desc.b = sub(&c.a, c0 * ra, self.elt, by_block(ra));
                // SAFETY: as above, with A and B exchanged (same shapes and checks).
                unsafe { ctx.backend().launch(&Launch::Gemm(desc), ctx.stream())? };
            }
        }
        Ok(())
    }
}

impl Call for RankKCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: self.kind.base(),
        }
    }

    fn validate(&self) -> Result<()> {
        let complex = self.dtype.is_complex();
        if !self.dtype.is_sdcz() || (self.kind.hermitian() && !complex) {
            bail!(
                Status::NotImplemented,
                "{}: element type {:?} is not supported",
                self.name(),
                self.dtype
            );
        }
        if !matches!(self.uplo, Uplo::Upper | Uplo::Lower) {
            bail!(
                Status::InvalidValue,
                "{}: bad uplo code {}",
                self.name(),
                self.uplo.repr
            );
        }
        let trans_ok = match (self.kind.hermitian(), complex) {
            (true, _) => matches!(self.trans, Trans::N | Trans::C),
            (false, true) => matches!(self.trans, Trans::N | Trans::T),
            (false, false) => self.trans.is_known(),
        };
        if !trans_ok {
            bail!(
                Status::InvalidValue,
                "{}: bad trans code {}",
                self.name(),
                self.trans.repr
            );
        }
        let rows = self.rows_a();
        if self.n < 0
            || self.k < 0
            || self.batch < 0
            || self.c.ld < self.n
            || self.a.ld < rows
            || (self.kind.has_b() && self.b.ld < rows)
        {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, k = {}, batch = {}, lda = {}, ldb = {}, ldc = {} (A, B need {rows}, \
                 C needs {})",
                self.name(),
                self.n,
                self.k,
                self.batch,
                self.a.ld,
                self.b.ld,
                self.c.ld,
                self.n
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        let cols = if self.trans == Trans::N {
            self.k
        } else {
            self.n
        };
        crate::extent::check_matrix(name, "A", rows, cols, &self.a, e, b)?;
        if self.kind.has_b() {
            crate::extent::check_matrix(name, "B", rows, cols, &self.b, e, b)?;
        }
        crate::extent::check_matrix(name, "C", self.n, self.n, &self.c, e, b)
    }

    fn is_quick_return(&self) -> bool {
        self.is_empty() || (self.scale_only() && self.beta.is_host_value(1.0))
    }

    /// The blocked algorithm forks onto the lane ([`enqueue`]); same plan either way.
    fn uses_lane(&self) -> bool {
        self.blocked()
    }

    fn plans(&self, props: &DeviceProperties) -> Candidates {
        if !self.blocked() {
            return Candidates::none();
        }
        let mut fast = WorkspacePlan::new();
        if self.needs_scalar_slot() {
            fast = fast.with_bytes("gemm scalars", 3 * self.dtype.size());
        }
        let blocks = diag_elements(self.n, self.batch);
        fast = fast.with_bytes("diagonal blocks", blocks.saturating_mul(self.dtype.size()));
        let split = self.split_bytes(props.multiprocessors);
        if split > 0 {
            fast = fast.with_bytes("split-K partials", split);
        }
        Candidates::two(fast, WorkspacePlan::new())
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        super::product_pointers(self.name(), self.scale_only(), &self.a, &self.b, &self.c)
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        if !self.blocked() || ctx.degraded() {
            let d = self.sym_desc(SymOp::RankK, self.n.max(1), 0);
            // SAFETY: the front end checked the operands; no workspace is read.
            unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
            return Ok(None);
        }
        // SAFETY: the plan's slots hold the scalars and every diagonal block.
        unsafe { enqueue(self, ctx, 0, true) }?;
        Ok(None)
    }
}

/// The blocked algorithm's launches for `call` (which must be [`RankKCall::blocked`]), with
/// its workspace in the served plan's slots starting at `first_slot` (the scalars slot, when
/// [`RankKCall::needs_scalar_slot`], then the diagonal blocks, then the split-K partials when
/// a launch splits), so other families can run it inside their own plans. With `fork` (a call
/// of its own, not one nested in another routine's launches, which may be using the lane) and
/// the handle's look-ahead lane in `ctx`, the levels that do not split k run on the lane beside
/// the split launches and the diagonal blocks on the handle's stream. On one stream each
/// launch leaves the machine partly idle at its end, and the split ones (a few tiles against a
/// long k) run below the large levels' rate (H200, zherk n = k = 4096: levels of 32-128 tiles
/// and the diagonal blocks at 37-48 TF/s, the 256-1024-tile levels at 50-53). The lane has the
/// device's greatest priority, so the large levels' blocks take the multiprocessors first and
/// the small launches' blocks fill what they leave free; the other way round (small launches
/// on the lane) gained half as much (zherk 0.876-0.881 of cuBLAS on one stream, 0.890-0.894
/// small on the lane, 0.897-0.914 large on the lane; `docs/benchmarks/`, 2026-11-29).
///
/// # Safety
/// The call's operands are valid; the slots are laid out as [`RankKCall::plans`]'s first plan.
pub(crate) unsafe fn enqueue(
    call: &RankKCall,
    ctx: &LaunchCtx<'_, '_>,
    first_slot: usize,
    fork: bool,
) -> Result<()> {
    let c = call;
    let elt = c.dtype.size();
    let herm = c.kind.hermitian();
    let mut slot = first_slot;
    let (mut alpha, mut beta) = (c.alpha, c.beta);
    let mut alpha2 = if alpha.addr == 0 {
        ScalarDesc::value(alpha.re, if herm { -alpha.im } else { alpha.im })
    } else {
        alpha
    };
    if c.needs_scalar_slot() {
        let at = ctx.slot(slot).0;
        slot += 1;
        let d = c.sym_desc(SymOp::Scalars, 1, at);
        // SAFETY: the slot holds three elements; the scalars are valid (the front end).
        unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
        if alpha.addr != 0 {
            alpha = ScalarDesc::device(at);
            alpha2 = ScalarDesc::device(at + elt as u64);
        }
        if beta.addr != 0 {
            beta = ScalarDesc::device(at + 2 * elt as u64);
        }
    }
    let work = ctx.slot(slot).0;
    let sms = ctx.backend().properties().multiprocessors;
    let partials = if c.split_bytes(sms) > 0 {
        ctx.slot(slot + 1).0
    } else {
        0
    };
    let (ta, tb) = c.gemm_ops();
    let (row_a, row_b) = if c.trans == Trans::N {
        (1, 1)
    } else {
        (c.a.ld, c.b.ld)
    };
    let e = Enqueue {
        call: c,
        elt,
        ta,
        tb,
        row_a,
        row_b,
        alpha,
        alpha2,
        beta,
        partials,
        sms,
    };
    // Fork when asked, above order FORK_MIN_N, when the handle's lane is there and gets work:
    // the groups `Enqueue::on_lane` names on the lane, the others and the final combine on the
    // handle's stream (the diagonal blocks always, so both get work). They write disjoint
    // parts of C (and the handle's stream alone the workspace), so the only orders needed are
    // the fork's and the join's.
    let fork = fork && c.n > FORK_MIN_N && ctx.lane.is_some() && {
        let mut any = false;
        c.schedule(|first, _, count, into_w| {
            any |= count > 0 && first.m > 0 && first.n > 0 && e.on_lane(first, count, into_w);
            Ok(())
        })?;
        any
    };
    let lane = if fork {
        ctx.mark_main()?;
        let lane = ctx.on_lane();
        lane.lane_waits_mark()?;
        Some(lane)
    } else {
        None
    };
    let side = |first: Block, count: i64, into_w: bool| match &lane {
        Some(l) if e.on_lane(first, count, into_w) => l,
        _ => ctx,
    };
    // SAFETY: the blocks lie in C's triangle or the diagonal blocks' workspace (module
    // documentation); the partials slot holds the largest split launch's partials, and every
    // launch that uses it is on one stream.
    c.schedule(|first, step, count, into_w| unsafe {
        e.gemms(
            side(first, count, into_w),
            first,
            step,
            count,
            into_w.then_some(work),
        )
    })?;
    let nb = SYM_NB;
    let mut d = c.sym_desc(SymOp::RankK, nb, work);
    d.beta = c.beta;
    // SAFETY: the workspace holds every diagonal block's product (written before on the
    // handle's stream), C is the call's.
    unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream())? };
    if lane.is_some() {
        ctx.main_after_lane()?;
    }
    Ok(())
}

/// The workspace of `call` run inside another family's plan by [`enqueue_nested`]: the
/// diagonal blocks' and the split-K partials' bytes (zeros where the one-kernel path runs).
/// The call's scalars must be host values (no scalars slot).
pub(crate) fn nested_bytes(call: &RankKCall, sms: u32) -> [usize; 2] {
    if !call.blocked() {
        return [0; 2];
    }
    let blocks = diag_elements(call.n, call.batch).saturating_mul(call.dtype.size());
    [blocks, call.split_bytes(sms)]
}

/// `call` inside another family's plan: the blocked algorithm with its diagonal blocks in slot
/// `first_slot` and its partials in the next (sized by [`nested_bytes`], or larger), or the
/// one kernel where the call is not blocked.
///
/// # Safety
/// The call's operands are valid (plain or strided, not pointer arrays); the two slots hold at
/// least [`nested_bytes`].
pub(crate) unsafe fn enqueue_nested(
    call: &RankKCall,
    ctx: &LaunchCtx<'_, '_>,
    first_slot: usize,
) -> Result<()> {
    debug_assert!(!call.needs_scalar_slot());
    if call.is_empty() {
        return Ok(());
    }
    if !call.blocked() {
        let d = call.sym_desc(SymOp::RankK, call.n.max(1), 0);
        // SAFETY: forwarded contract; no workspace is read.
        return unsafe { ctx.backend().launch(&Launch::Sym(d), ctx.stream()) };
    }
    // SAFETY: forwarded contract (the slots are sized by nested_bytes).
    unsafe { enqueue(call, ctx, first_slot, false) }
}

/// Elements of [`enqueue_square`]'s workspace: one n×n block a batch entry.
pub(crate) fn square_elements(call: &RankKCall) -> usize {
    (call.n.max(0) as usize)
        .saturating_mul(call.n.max(0) as usize)
        .saturating_mul(call.batch.max(0) as usize)
}

/// `call` in two launches: one gemm writes the whole n×n product `alpha·op(A)·op(B)^H`
/// (`^T` for syrk) to `work` ([`square_elements`], leading dimension n), then the combining
/// kernel of the blocked algorithm adds its `uplo` triangle to `beta·C` (`SymOp::RankK` with
/// one diagonal block). Twice the triangle's flops, against the blocked algorithm's launch or
/// two per level: for small orders with a long k, where those launches cost their latency
/// each (potrf's look-ahead update of its next diagonal block, order 512 and k 512: ~130 µs
/// blocked on the H200).
///
/// # Safety
/// The call's operands are valid (plain or strided), its scalars host values, it is not one of
/// the two-product routines; `work` holds [`square_elements`] elements.
pub(crate) unsafe fn enqueue_square(
    call: &RankKCall,
    ctx: &LaunchCtx<'_, '_>,
    work: crate::backend::DevicePtr,
) -> Result<()> {
    debug_assert!(!call.needs_scalar_slot() && !call.kind.two());
    if call.is_empty() {
        return Ok(());
    }
    let c = call;
    let (ta, tb) = c.gemm_ops();
    let code = c.dtype.code();
    let w = MatrixDesc {
        at: Operand {
            addr: work.0,
            stride: c.n * c.n,
            is_array: false,
        },
        ld: c.n,
    };
    let desc = GemmDesc {
        a_type: code,
        c_type: code,
        compute_type: code,
        trans_a: ta,
        trans_b: tb,
        m: c.n,
        n: c.n,
        k: c.k,
        batch: c.batch,
        alpha: c.alpha,
        beta: ScalarDesc::value(0.0, 0.0),
        a: c.a,
        b: c.b,
        c: w,
        d: w,
        partials: 0,
        splits: 1,
        k_chunk: 0,
        leave_blocks: 0,
    };
    let mut d = c.sym_desc(SymOp::RankK, c.n, work.0);
    d.beta = c.beta;
    // SAFETY: A and B are the call's operands; `work` holds the n×n products (the contract);
    // the combine writes C's triangle only.
    unsafe {
        ctx.backend().launch(&Launch::Gemm(desc), ctx.stream())?;
        ctx.backend().launch(&Launch::Sym(d), ctx.stream())
    }
}

/// Run (or size) one call of the family.
///
/// # Safety
/// The call's addresses are valid for it, in device memory of `h`'s backend.
pub(crate) unsafe fn rank_k(h: &mut Handle, c: &RankKCall) -> Result<Status> {
    call::run(h, c)
}

/// The operands and scalars of a Rust call, checked into a [`RankKCall`].
#[allow(clippy::too_many_arguments)]
fn build<T: Scalar>(
    kind: RankKind,
    uplo: crate::types::Uplo,
    trans: Transpose,
    n: usize,
    k: usize,
    alpha: ScalarDesc,
    a: &Matrices<'_, T>,
    lda: usize,
    b: Option<(&Matrices<'_, T>, usize)>,
    beta: ScalarDesc,
    c: &MatricesMut<'_, '_, T>,
    ldc: usize,
) -> Result<RankKCall> {
    let name = format!("{}{}", T::DTYPE.prefix(), kind.base());
    let mut counts = vec![("A", a.count()), ("C", c.count())];
    if let Some((b, _)) = b {
        counts.push(("B", b.count()));
    }
    let batch = batch_of(&name, &counts)?;
    let (ar, ac) = if trans == Transpose::N {
        (n, k)
    } else {
        (k, n)
    };
    let ad = a.arg(&format!("{name} A"), matrix_span(ar, ac, lda), lda)?;
    let bd = match b {
        Some((b, ldb)) => b.arg(&format!("{name} B"), matrix_span(ar, ac, ldb), ldb)?,
        None => ad,
    };
    Ok(RankKCall {
        dtype: T::DTYPE,
        kind,
        uplo: uplo.code(),
        trans: trans.code(),
        n: crate::extent::sat(n),
        k: crate::extent::sat(k),
        batch: crate::extent::sat(batch),
        alpha,
        beta,
        a: ad,
        b: bd,
        c: c.arg(&format!("{name} C"), n, n, ldc)?,
    })
}

fn run_rust(h: &mut Handle, call: Result<RankKCall>) -> Result<()> {
    let call = call?;
    // SAFETY: every operand was checked against the sizes; C is borrowed mutably.
    let r = unsafe { rank_k(h, &call) };
    call::finish(h, r)
}

impl Handle {
    /// `C = alpha·op(A)·op(A)^T + beta·C` on the `uplo` triangle of the n×n C; op(A) n×k (A
    /// stored n×k for `Transpose::N`, else k×n). Semantics and checks: [`crate::level3`].
    #[allow(clippy::too_many_arguments)]
    pub fn syrk<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        beta: impl Into<ScalarArg<'a, T>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            build(
                RankKind::Syrk,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                None,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }

    /// `C = alpha·op(A)·op(A)^H + beta·C` (alpha, beta real) on the `uplo` triangle of the n×n
    /// Hermitian C, whose diagonal's imaginary parts become zero; `trans` is `N` or `C`.
    #[allow(clippy::too_many_arguments)]
    pub fn herk<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, T::Real>>,
        a: Matrices<'_, T>,
        lda: usize,
        beta: impl Into<ScalarArg<'a, T::Real>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            build(
                RankKind::Herk,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                None,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }

    /// `C = alpha·op(A)·op(B)^T + alpha·op(B)·op(A)^T + beta·C` on the `uplo` triangle.
    #[allow(clippy::too_many_arguments)]
    pub fn syr2k<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
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
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            let bb = Some((&b, ldb));
            build(
                RankKind::Syr2k,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                bb,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }

    /// `C = alpha·op(A)·op(B)^T + beta·C` on the `uplo` triangle (the product assumed
    /// symmetric).
    #[allow(clippy::too_many_arguments)]
    pub fn syrkx<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
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
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            let bb = Some((&b, ldb));
            build(
                RankKind::Syrkx,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                bb,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }

    /// `C = alpha·op(A)·op(B)^H + conj(alpha)·op(B)·op(A)^H + beta·C` (beta real) on the
    /// `uplo` triangle of the Hermitian C.
    #[allow(clippy::too_many_arguments)]
    pub fn her2k<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, T::Real>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            let bb = Some((&b, ldb));
            build(
                RankKind::Her2k,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                bb,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }

    /// `C = alpha·op(A)·op(B)^H + beta·C` (beta real) on the `uplo` triangle of the Hermitian
    /// C (the product assumed Hermitian).
    #[allow(clippy::too_many_arguments)]
    pub fn herkx<'a, T: Scalar>(
        &mut self,
        uplo: crate::types::Uplo,
        trans: Transpose,
        n: usize,
        k: usize,
        alpha: impl Into<ScalarArg<'a, T>>,
        a: Matrices<'_, T>,
        lda: usize,
        b: Matrices<'_, T>,
        ldb: usize,
        beta: impl Into<ScalarArg<'a, T::Real>>,
        c: MatricesMut<'_, '_, T>,
        ldc: usize,
    ) -> Result<()> {
        let call = (|| {
            let (al, be) = (alpha.into().desc("alpha")?, beta.into().desc("beta")?);
            let bb = Some((&b, ldb));
            build(
                RankKind::Herkx,
                uplo,
                trans,
                n,
                k,
                al,
                &a,
                lda,
                bb,
                be,
                &c,
                ldc,
            )
        })();
        run_rust(self, call)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(n: i64, batch: i64, uplo: Uplo) -> RankKCall {
        let m = MatrixDesc {
            at: Operand::one(0x1000),
            ld: n.max(1),
        };
        RankKCall {
            dtype: DType::F64,
            kind: RankKind::Syr2k,
            uplo,
            trans: Trans::N,
            n,
            k: 8,
            batch,
            alpha: ScalarDesc::value(1.0, 0.0),
            beta: ScalarDesc::value(1.0, 0.0),
            a: m,
            b: m,
            c: m,
        }
    }

    /// The schedule's gemm blocks cover the triangle outside the diagonal blocks exactly once,
    /// the diagonal blocks' launches cover every diagonal block once, and each level is at most
    /// two launch groups.
    #[test]
    fn schedule_covers_the_triangle_once() {
        for n in [65, 100, 128, 129, 200, 256, 300, 513, 1000] {
            for uplo in [Uplo::Lower, Uplo::Upper] {
                let c = call(n, 1, uplo);
                let nn = n as usize;
                let mut hits = vec![0u8; nn * nn];
                let mut diag = vec![0u8; nn.div_ceil(64)];
                let mut groups = 0;
                c.schedule(|b, step, count, into_w| {
                    groups += 1;
                    for t in 0..count {
                        let (r0, c0) = (b.r0 + t * step, b.c0 + t * step);
                        if into_w {
                            assert_eq!(r0, c0);
                            diag[(r0 / SYM_NB) as usize] += 1;
                            continue;
                        }
                        for j in c0..c0 + b.n {
                            for i in r0..r0 + b.m {
                                assert!(i < n && j < n, "n = {n}: ({i}, {j}) outside C");
                                hits[(i + j * n) as usize] += 1;
                            }
                        }
                    }
                    Ok(())
                })
                .unwrap();
                for j in 0..nn {
                    for i in 0..nn {
                        let in_tri = if uplo == Uplo::Lower { i >= j } else { i <= j };
                        let want = u8::from(in_tri && i / 64 != j / 64);
                        assert_eq!(hits[i + j * nn], want, "n = {n} {uplo:?}: ({i}, {j})");
                    }
                }
                assert!(diag.iter().all(|&d| d == 1), "n = {n}: {diag:?}");
                let levels = (n as f64 / 64.0).log2().ceil() as i64;
                assert!(groups <= 2 * levels + 2, "n = {n}: {groups} groups");
            }
        }
    }

    /// The workspace: the diagonal blocks, then split-K partials exactly when a launch splits.
    #[test]
    fn plan_slots() {
        let props = DeviceProperties {
            name: "t".into(),
            arch: "t".into(),
            multiprocessors: 132,
            warp_size: 32,
            max_threads_per_block: 1024,
            total_memory: 1 << 34,
        };
        let mut c = call(8192, 1, Uplo::Lower);
        c.k = 8192;
        let p = c.plans(&props);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].slot(0).unwrap().bytes(), 128 * 64 * 64 * 8);
        let split = p[0].slot(1).expect("the small levels split k").bytes();
        assert!(split > 0 && split <= plan::SPLIT_MAX_BYTES, "{split}");
        assert_eq!(p[1].footprint(), 0);
        c.k = 64;
        assert_eq!(c.plans(&props)[0].len(), 1, "short k: no split");
        assert_eq!(call(64, 1, Uplo::Lower).plans(&props)[0].footprint(), 0);
    }
}
