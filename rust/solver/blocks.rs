//! The solver's launch sequences: sub-matrix addressing, gemm sub-calls, the solver kernels and
//! the triangular solve, all enqueued from a routine's `LaunchCtx` with workspace laid out by
//! its plan ([`super::plan`]).
//!
//! The triangular solve (`Env::trsm`) is the one place that decides how `op(T)^-1 B` is
//! computed: those `plan::one_launch` takes (orders up to `plan::nb`, and up to 256 with at
//! most 512 vectors) by the solver's substitution kernel (one launch, no workspace); larger
//! ones by level-3 trsm's launch sequence (`TrsmCall::enqueue`) in the
//! slots the routine's plan nests for it where `plan::uses_level3` says so (level 3's trsv
//! path, its blocked path above order `4·nb`), else (and on the fallback plan,
//! `perf_degraded`) block by block with the substitution kernel and gemm, using no workspace.

use crate::backend::{DevicePtr, Launch};
use crate::call::LaunchCtx;
use crate::launch::{
    Diag, GemmDesc, MatrixDesc, Operand, Scalar as ScalarDesc, Side, SolverDesc, SolverOp, Trans,
    Uplo,
};
use crate::level3::trsm::TrsmCall;
use crate::status::Result;
use crate::types::DType;

use super::plan;

/// A block of every batch entry's matrix: the operand, its leading dimension and the element
/// offset of the block's first element.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mat {
    pub at: Operand,
    pub ld: i64,
    pub off: i64,
}

impl Mat {
    /// The caller's matrix operand.
    pub fn of(d: &MatrixDesc) -> Mat {
        Mat {
            at: d.at,
            ld: d.ld,
            off: 0,
        }
    }
    /// A workspace block: batch entry `b` at `addr + b·stride` elements.
    pub fn workspace(addr: DevicePtr, stride: i64, ld: i64) -> Mat {
        Mat {
            at: Operand {
                addr: addr.0,
                stride,
                is_array: false,
            },
            ld,
            off: 0,
        }
    }
    /// The block starting at row `r`, column `c` of this one.
    pub fn sub(self, r: i64, c: i64) -> Mat {
        Mat {
            off: self.off + r + c * self.ld,
            ..self
        }
    }
    /// A plain or strided block as an operand of its own: its offset applied to the address
    /// (`elem` bytes an element; not for pointer arrays, whose offsets go through slot 0).
    pub fn offset_desc(self, elem: usize) -> MatrixDesc {
        MatrixDesc {
            at: Operand {
                addr: self.at.addr.wrapping_add_signed(self.off * elem as i64),
                ..self.at
            },
            ld: self.ld,
        }
    }
    fn desc(self) -> MatrixDesc {
        MatrixDesc {
            at: self.at,
            ld: self.ld,
        }
    }
}

/// Which triangular solve, apart from its operands: `op(T)^-1·B` (left) or `B·op(T)^-1`
/// (right), T's stored triangle, `op` and whether T's diagonal is taken as ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tri {
    pub right: bool,
    pub uplo: Uplo,
    pub trans: Trans,
    pub diag: Diag,
}

impl Tri {
    /// `op(T)^-1·B`.
    pub fn left(uplo: Uplo, trans: Trans, diag: Diag) -> Tri {
        Tri {
            right: false,
            uplo,
            trans,
            diag,
        }
    }
    /// `B·op(T)^-1`.
    pub fn right(uplo: Uplo, trans: Trans, diag: Diag) -> Tri {
        Tri {
            right: true,
            ..Tri::left(uplo, trans, diag)
        }
    }
}

/// Workspace of the triangular solves: level-3 trsm's four slots (slots 1–4 of a solver plan),
/// or none (the fallback plan: block substitution).
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrsmWs {
    slots: Option<[DevicePtr; 4]>,
}

impl TrsmWs {
    /// Slots 1–4 of the plan that was served (none on the fallback plan).
    pub fn from_ctx(ctx: &LaunchCtx<'_, '_>) -> TrsmWs {
        TrsmWs {
            slots: (!ctx.degraded()).then(|| [ctx.slot(1), ctx.slot(2), ctx.slot(3), ctx.slot(4)]),
        }
    }
    /// Solves of orders up to `plan::nb` only.
    pub fn none() -> TrsmWs {
        TrsmWs { slots: None }
    }
}

/// What every launch of one solver call shares.
pub(crate) struct Env<'c, 'a, 'h> {
    pub ctx: &'c LaunchCtx<'a, 'h>,
    pub dtype: DType,
    pub batch: i64,
    /// Slot 0 of the plan: `3·batch` pointers (null when no operand is a pointer array).
    pub ptrs: DevicePtr,
    /// The gemm launches' `leave_blocks` (0 but for the updates that run beside a lane).
    pub leave_blocks: u32,
}

impl<'c, 'a, 'h> Env<'c, 'a, 'h> {
    pub fn new(ctx: &'c LaunchCtx<'a, 'h>, dtype: DType, batch: i64) -> Self {
        Env {
            ctx,
            dtype,
            batch,
            ptrs: ctx.slot(0),
            leave_blocks: 0,
        }
    }

    /// This environment with gemms that leave `blocks` block slots free for another stream
    /// (`GemmDesc::leave_blocks`).
    pub fn leaving(&self, blocks: u32) -> Self {
        Env {
            leave_blocks: blocks,
            ..*self
        }
    }

    /// A descriptor of `op` with every field neutral.
    pub fn desc(&self, op: SolverOp) -> SolverDesc {
        SolverDesc::blank(op, self.dtype.code(), self.batch)
    }

    /// # Safety
    /// The descriptor's addresses are valid for it (the routine's checked operands and slots of
    /// its plan).
    pub unsafe fn launch(&self, d: SolverDesc) -> Result<()> {
        // SAFETY: forwarded contract.
        unsafe {
            self.ctx
                .backend()
                .launch(&Launch::Solver(d), self.ctx.stream())
        }
    }

    /// `m` as a gemm operand: offset applied to the address, or (pointer arrays) an array of
    /// offset pointers written to part `part` of slot 0 first.
    unsafe fn gemm_operand(&self, m: Mat, part: i64) -> Result<MatrixDesc> {
        if !m.at.is_array {
            return Ok(m.offset_desc(self.dtype.size()));
        }
        let out = self.ptrs.offset((part * self.batch) as usize * 8);
        let mut d = self.desc(SolverOp::PtrOffset);
        d.a = m.desc();
        d.a_off = m.off;
        d.b = MatrixDesc {
            at: Operand::one(out.0),
            ld: 1,
        };
        // SAFETY: `out` is part `part` of slot 0 (3·batch pointers, the plan's); `m` is an
        // operand of the routine.
        unsafe { self.launch(d)? };
        Ok(MatrixDesc {
            at: Operand {
                addr: out.0,
                stride: 0,
                is_array: true,
            },
            ld: m.ld,
        })
    }

    /// `C = alpha·op(A)·op(B) + beta·C` on blocks (real alpha and beta), m×n×k.
    ///
    /// # Safety
    /// The blocks are valid for the sizes (the routine's checks).
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn gemm(
        &self,
        ta: Trans,
        tb: Trans,
        m: i64,
        n: i64,
        k: i64,
        alpha: f64,
        a: Mat,
        b: Mat,
        beta: f64,
        c: Mat,
    ) -> Result<()> {
        if m <= 0 || n <= 0 || (k <= 0 && beta == 1.0) {
            return Ok(());
        }
        let code = self.dtype.code();
        // SAFETY: forwarded contract.
        unsafe {
            let a = self.gemm_operand(a, 0)?;
            let b = self.gemm_operand(b, 1)?;
            let c = self.gemm_operand(c, 2)?;
            let desc = GemmDesc {
                a_type: code,
                c_type: code,
                compute_type: code,
                trans_a: ta,
                trans_b: tb,
                m,
                n,
                k,
                batch: self.batch,
                alpha: ScalarDesc::value(alpha, 0.0),
                beta: ScalarDesc::value(beta, 0.0),
                a,
                b,
                c,
                d: c,
                partials: 0,
                splits: 1,
                k_chunk: 0,
                leave_blocks: self.leave_blocks,
            };
            self.ctx
                .backend()
                .launch(&Launch::Gemm(desc), self.ctx.stream())
        }
    }

    /// Row interchanges `k1 .. k1 + count` (0-based, forward or, with `incp < 0`, backward)
    /// on the n columns of `a`, with the 1-based pivots of `ipiv` from index `ip0`.
    ///
    /// # Safety
    /// As [`Env::gemm`]; the pivots name rows of `a`.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn laswp(
        &self,
        n: i64,
        a: Mat,
        k1: i64,
        count: i64,
        ipiv: Operand,
        ip0: i64,
        incp: i64,
    ) -> Result<()> {
        // SAFETY: forwarded contract.
        unsafe { self.swap_rows(n, (0, 0), a, k1, count, ipiv, ip0, incp) }
    }

    /// Row interchanges `k1 .. k1 + count` (forward), pivots from index `ip0`, on the columns
    /// of `a` outside `skip` (its first column and width): `cols` columns in all, the skipped
    /// ones included. getrf's leaves, whose kernel swapped its own columns.
    ///
    /// # Safety
    /// As [`Env::laswp`], for `a`'s `cols` columns.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn laswp_around(
        &self,
        cols: i64,
        skip: (i64, i64),
        a: Mat,
        k1: i64,
        count: i64,
        ipiv: Operand,
        ip0: i64,
    ) -> Result<()> {
        // SAFETY: forwarded contract.
        unsafe { self.swap_rows(cols - skip.1, skip, a, k1, count, ipiv, ip0, 1) }
    }

    /// The Laswp launch of [`Env::laswp`] and [`Env::laswp_around`]: n columns of `a` swapped,
    /// the `skip.1` columns from `skip.0` passed over.
    ///
    /// # Safety
    /// As [`Env::laswp`], for `a`'s `n + skip.1` columns.
    #[allow(clippy::too_many_arguments)]
    unsafe fn swap_rows(
        &self,
        n: i64,
        skip: (i64, i64),
        a: Mat,
        k1: i64,
        count: i64,
        ipiv: Operand,
        ip0: i64,
        incp: i64,
    ) -> Result<()> {
        if n <= 0 || count <= 0 {
            return Ok(());
        }
        let mut d = self.desc(SolverOp::Laswp);
        (d.n, d.a, d.a_off, d.row0, d.m) = (n, a.desc(), a.off, skip.0, skip.1);
        (d.k1, d.k2, d.ipiv, d.ip0, d.incp) = (k1, count, ipiv, ip0, incp);
        // SAFETY: forwarded contract.
        unsafe { self.launch(d) }
    }

    /// [`Env::trsm`] by level-3 trsm's own launch sequence, whatever `plan::uses_level3` says
    /// of its shape: getrf's look-ahead solves its widest blocks (a panel's rows of the trailing
    /// matrix) so, by gemms on the inverted diagonal blocks, where the substitution kernel takes
    /// a launch per 64 rows across every column.
    ///
    /// # Safety
    /// As [`Env::gemm`]; `slots` are slots 1–4 of the plan, sized by `plan::level3_bytes` for
    /// this solve's shape (or larger).
    pub unsafe fn trsm_level3(
        &self,
        slots: [DevicePtr; 4],
        tri: Tri,
        m: i64,
        n: i64,
        t: Mat,
        b: Mat,
    ) -> Result<()> {
        if m <= 0 || n <= 0 {
            return Ok(());
        }
        // SAFETY: T and B are the routine's blocks; the pointer arrays (if any) go to parts 0
        // and 1 of slot 0, which nothing else writes until this solve is enqueued.
        let call = unsafe {
            TrsmCall {
                dtype: self.dtype,
                side: if tri.right { Side::Right } else { Side::Left },
                uplo: tri.uplo,
                trans: tri.trans,
                diag: tri.diag,
                m,
                n,
                batch: self.batch,
                alpha: ScalarDesc::value(1.0, 0.0),
                a: self.gemm_operand(t, 0)?,
                b: self.gemm_operand(b, 1)?,
                inv: None,
            }
        };
        // SAFETY: the slots are the plan's, sized for this shape (forwarded contract).
        unsafe { call.enqueue(self.ctx.backend(), self.ctx.stream(), slots, false) }
    }

    /// [`Env::trsm`] in one launch of the substitution kernel: order at most
    /// [`plan::ONE_LAUNCH_ORDER`], no workspace. With `pivots` (left side, order above `plan::nb`):
    /// B's rows are first interchanged as [`Env::laswp`] would with the interchanges of
    /// getrf's panel at row `row0` (B's first row): row `t` of B with row
    /// `ipiv[row0 + t] - 1 - row0`, each at or below `t`.
    ///
    /// # Safety
    /// As [`Env::gemm`]; with pivots, every pivot row lies within B's columns of the matrix.
    pub unsafe fn solve_one_launch(
        &self,
        tri: Tri,
        m: i64,
        n: i64,
        t: Mat,
        b: Mat,
        pivots: Option<(Operand, i64)>,
    ) -> Result<()> {
        debug_assert!((if tri.right { n } else { m }) <= plan::ONE_LAUNCH_ORDER);
        if m <= 0 || n <= 0 {
            return Ok(());
        }
        let mut d = self.desc(SolverOp::TriSolve);
        (d.uplo, d.trans, d.diag, d.right) = (tri.uplo, tri.trans, tri.diag, tri.right);
        (d.m, d.n, d.a, d.a_off, d.b, d.b_off) = (m, n, t.desc(), t.off, b.desc(), b.off);
        if let Some((ipiv, row0)) = pivots {
            debug_assert!(!tri.right && m > plan::nb(self.dtype));
            (d.ipiv, d.ip0, d.row0, d.incp) = (ipiv, row0, row0, 1);
        }
        // SAFETY: the blocks lie within the operands (forwarded contract).
        unsafe { self.launch(d) }
    }

    /// `B = op(T)^-1·B` (left, T m×m) or `B = B·op(T)^-1` (right, T n×n), B m×n.
    ///
    /// # Safety
    /// As [`Env::gemm`]; with `ws` slots, they are sized by `plan::trsm_bytes` for this solve's
    /// shape (or larger).
    pub unsafe fn trsm(&self, ws: TrsmWs, tri: Tri, m: i64, n: i64, t: Mat, b: Mat) -> Result<()> {
        if m <= 0 || n <= 0 {
            return Ok(());
        }
        let Tri {
            right, uplo, trans, ..
        } = tri;
        let nb = plan::nb(self.dtype);
        let order = if right { n } else { m };
        let substitute = |t: Mat, b: Mat, rows: i64, cols: i64| -> Result<()> {
            // SAFETY: the blocks lie within the operands (forwarded contract).
            unsafe { self.solve_one_launch(tri, rows, cols, t, b, None) }
        };
        // One launch of the substitution kernel where `plan::one_launch` says so; level-3
        // trsm's own launch sequence where `plan::uses_level3` does (its trsv path, its blocked
        // path above order 4·nb); else the block loop below with this module's kernel.
        let arrays = t.at.is_array || b.at.is_array;
        let shape = plan::solve_shape(
            self.dtype,
            right,
            trans == Trans::N,
            m,
            n,
            self.batch,
            arrays,
        );
        if plan::one_launch(&shape) {
            return substitute(t, b, m, n);
        }
        if let Some(slots) = ws.slots.filter(|_| plan::uses_level3(&shape)) {
            // SAFETY: the slots are the plan's, sized for this shape (plan::trsm_bytes).
            return unsafe { self.trsm_level3(slots, tri, m, n, t, b) };
        }
        // Block substitution in the order op(T) needs, gemm for the rest (also the fallback
        // plan's way).
        let blocks = (order + nb - 1) / nb;
        let op_lower = (uplo == Uplo::Lower) == (trans == Trans::N);
        let forward = op_lower != right;
        for step in 0..blocks {
            let blk = if forward { step } else { blocks - 1 - step };
            let o = blk * nb;
            let k = nb.min(order - o);
            let bd = if right { b.sub(0, o) } else { b.sub(o, 0) };
            let (rows, cols) = if right { (m, k) } else { (k, n) };
            substitute(t.sub(o, o), bd, rows, cols)?;
            // The remaining blocks: after this one (forward) or before it (backward).
            let (r0, len) = if forward {
                (o + k, order - o - k)
            } else {
                (0, o)
            };
            if len == 0 {
                continue;
            }
            // op(T)[R, D] (left) or op(T)[D, R] (right) as a stored block and its op.
            // SAFETY: every block lies within T and B (forwarded contract).
            unsafe {
                if !right {
                    let (blk_t, ta) = if trans == Trans::N {
                        (t.sub(r0, o), Trans::N)
                    } else {
                        (t.sub(o, r0), trans)
                    };
                    self.gemm(ta, Trans::N, len, n, k, -1.0, blk_t, bd, 1.0, b.sub(r0, 0))?;
                } else {
                    let (blk_t, tb) = if trans == Trans::N {
                        (t.sub(o, r0), Trans::N)
                    } else {
                        (t.sub(r0, o), trans)
                    };
                    self.gemm(Trans::N, tb, m, len, k, -1.0, bd, blk_t, 1.0, b.sub(0, r0))?;
                }
            }
        }
        Ok(())
    }
}
