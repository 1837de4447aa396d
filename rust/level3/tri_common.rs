//! What trsm, trmm and trtri share: the enqueueing of their GEMM sub-block launches and helper
//! kernels ([`TriBlockDesc`]) on one stream, with sub-blocks of plain, strided and pointer-array
//! batches.
//!
//! A sub-block of a plain or strided operand is its address moved by the block's offset. A
//! pointer array cannot be moved: the helper kernels take the offset themselves (`a_off`,
//! `b_off`), and a GEMM operand gets a pointer array of its own, filled by an `Offsets` launch
//! into one of the call's array slots just before the GEMM (the stream orders the next fill after
//! that GEMM, so a few slots serve every launch).

use crate::backend::{Backend, DevicePtr, Launch, StreamId};
use crate::call::RoutineName;
use crate::launch::{
    Diag, GemmDesc, MatrixDesc, Operand, Scalar as ScalarDesc, Side, Trans, TriBlockDesc,
    TriBlockOp, Uplo,
};
use crate::status::{bail, Result, Status};
use crate::types::DType;

/// A matrix operand and an element offset into each of its batch entries.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sub {
    pub m: MatrixDesc,
    /// Elements from each entry's start (only ever non-zero for pointer arrays).
    pub off: i64,
}

impl Sub {
    /// The whole operand.
    pub fn of(m: MatrixDesc) -> Sub {
        Sub { m, off: 0 }
    }
    /// A strided workspace operand: batch entries `stride` elements apart.
    pub fn ws(addr: DevicePtr, ld: i64, stride: i64) -> Sub {
        Sub::of(MatrixDesc {
            at: Operand {
                addr: addr.0,
                stride,
                is_array: false,
            },
            ld,
        })
    }
    /// The block starting at row `r`, column `c`.
    pub fn at(&self, r: i64, c: i64, elem: usize) -> Sub {
        let d = r + c * self.m.ld;
        if self.m.at.is_array {
            Sub {
                m: self.m,
                off: self.off + d,
            }
        } else {
            let mut m = self.m;
            m.at.addr = m.at.addr.wrapping_add_signed((self.off + d) * elem as i64);
            Sub { m, off: 0 }
        }
    }
}

/// The block of op(A) at rows `r`, columns `c` of op(A): the stored block at `(r, c)` for `N`,
/// at `(c, r)` (read transposed) otherwise.
pub(crate) fn op_block(a: &Sub, trans: Trans, r: i64, c: i64, elem: usize) -> Sub {
    if trans == Trans::N {
        a.at(r, c, elem)
    } else {
        a.at(c, r, elem)
    }
}

/// One stream's worth of launches for one call.
pub(crate) struct Enq<'a> {
    pub backend: &'a dyn Backend,
    pub stream: StreamId,
    pub dtype: DType,
    pub batch: i64,
    /// Pointer-array slots for GEMM operands with offsets (`batch` u64 each).
    pub arrays: [DevicePtr; 3],
}

impl Enq<'_> {
    pub fn elem(&self) -> usize {
        self.dtype.size()
    }

    /// # Safety
    /// The descriptor's addresses are valid for it on this backend.
    unsafe fn tri(&self, d: TriBlockDesc) -> Result<()> {
        // SAFETY: the caller's contract.
        unsafe { self.backend.launch(&Launch::TriBlock(d), self.stream) }
    }

    fn blank(&self, op: TriBlockOp) -> TriBlockDesc {
        TriBlockDesc {
            op,
            dtype: self.dtype.code(),
            side: Side::Left,
            uplo: Uplo::Upper,
            trans: Trans::N,
            diag: Diag::NonUnit,
            m: 0,
            n: 0,
            block: 1,
            out_step: 0,
            batch: self.batch,
            alpha: ScalarDesc::value(1.0, 0.0),
            a: MatrixDesc {
                at: Operand::one(0),
                ld: 1,
            },
            a_off: 0,
            b: MatrixDesc {
                at: Operand::one(0),
                ld: 1,
            },
            b_off: 0,
            zero_other: false,
            work: 0,
            inv: Operand::one(0),
        }
    }

    /// `dst = alpha·src` (m×n); alpha 0 writes zeros without reading `src`.
    ///
    /// # Safety
    /// Both operands hold m×n blocks in every batch entry.
    pub unsafe fn copy(&self, m: i64, n: i64, alpha: ScalarDesc, src: Sub, dst: Sub) -> Result<()> {
        if m == 0 || n == 0 {
            return Ok(());
        }
        let mut d = self.blank(TriBlockOp::Copy);
        (d.m, d.n, d.alpha) = (m, n, alpha);
        (d.a, d.a_off, d.b, d.b_off) = (src.m, src.off, dst.m, dst.off);
        // SAFETY: the caller's contract.
        unsafe { self.tri(d) }
    }

    /// Invert (or copy, `invert` false) the `block`-order diagonal blocks of the n×n `uplo`
    /// triangle of `a` into `out` (block `j` at element `j·out_step`).
    ///
    /// # Safety
    /// `a` holds the triangle and `out` every output block.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn diag_blocks(
        &self,
        invert: bool,
        uplo: Uplo,
        diag: Diag,
        n: i64,
        block: i64,
        a: Sub,
        out: Sub,
        out_step: i64,
        zero_other: bool,
    ) -> Result<()> {
        if n == 0 {
            return Ok(());
        }
        let mut d = self.blank(if invert {
            TriBlockOp::Invert
        } else {
            TriBlockOp::Mask
        });
        (d.uplo, d.diag, d.n, d.block, d.out_step, d.zero_other) =
            (uplo, diag, n, block, out_step, zero_other);
        (d.a, d.a_off, d.b, d.b_off) = (a.m, a.off, out.m, out.off);
        // SAFETY: the caller's contract.
        unsafe { self.tri(d) }
    }

    /// The substitution solve (no workspace).
    ///
    /// # Safety
    /// A holds its triangle, B the m×n block.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn solve(
        &self,
        side: Side,
        uplo: Uplo,
        trans: Trans,
        diag: Diag,
        m: i64,
        n: i64,
        alpha: ScalarDesc,
        a: Sub,
        b: Sub,
    ) -> Result<()> {
        let d = self.solve_desc(
            TriBlockOp::Solve,
            side,
            uplo,
            trans,
            diag,
            m,
            n,
            alpha,
            a,
            b,
        );
        // SAFETY: the caller's contract.
        unsafe { self.tri(d) }
    }

    /// The descriptor of a solve of B by A's triangle (`Solve` or `Chain`).
    #[allow(clippy::too_many_arguments)]
    fn solve_desc(
        &self,
        op: TriBlockOp,
        side: Side,
        uplo: Uplo,
        trans: Trans,
        diag: Diag,
        m: i64,
        n: i64,
        alpha: ScalarDesc,
        a: Sub,
        b: Sub,
    ) -> TriBlockDesc {
        let mut d = self.blank(op);
        (d.side, d.uplo, d.trans, d.diag, d.m, d.n, d.alpha) =
            (side, uplo, trans, diag, m, n, alpha);
        (d.a, d.a_off, d.b, d.b_off) = (a.m, a.off, b.m, b.off);
        d
    }

    /// The counter-chained solve ([`TriBlockOp::Chain`]): as [`Enq::solve`], with one zeroed
    /// u32 counter per batch entry at `counters` and trsm_ex's invA (`inv`, null: none).
    ///
    /// # Safety
    /// As [`Enq::solve`]; `counters` holds `4·batch` zeroed bytes, `inv` (when not null) the
    /// inverses of A's 128×128 diagonal blocks.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn chain(
        &self,
        side: Side,
        uplo: Uplo,
        trans: Trans,
        diag: Diag,
        m: i64,
        n: i64,
        alpha: ScalarDesc,
        a: Sub,
        b: Sub,
        counters: DevicePtr,
        inv: Operand,
    ) -> Result<()> {
        let mut d = self.solve_desc(
            TriBlockOp::Chain,
            side,
            uplo,
            trans,
            diag,
            m,
            n,
            alpha,
            a,
            b,
        );
        (d.work, d.inv) = (counters.0, inv);
        // SAFETY: the caller's contract.
        unsafe { self.tri(d) }
    }

    /// A GEMM operand for `s`: itself, or (a pointer array with an offset) a pointer array of
    /// its own in the next free array slot.
    ///
    /// # Safety
    /// `s` is a valid operand; the array slots hold `batch` pointers.
    unsafe fn gemm_operand(&self, s: Sub, next: &mut usize) -> Result<MatrixDesc> {
        if !s.m.at.is_array || s.off == 0 {
            return Ok(s.m);
        }
        let slot = *self.arrays.get(*next).unwrap_or(&DevicePtr::NULL);
        if slot.is_null() {
            bail!(
                Status::InternalError,
                "triangular level 3: no pointer-array slot for a GEMM operand"
            );
        }
        *next += 1;
        let mut d = self.blank(TriBlockOp::Offsets);
        d.a = s.m;
        d.a_off = s.off;
        d.b = MatrixDesc {
            at: Operand::one(slot.0),
            ld: 1,
        };
        // SAFETY: the caller's contract: `s.m.at` is an array of `batch` pointers, the slot
        // holds `batch` of them.
        unsafe { self.tri(d)? };
        Ok(MatrixDesc {
            at: Operand {
                addr: slot.0,
                stride: 0,
                is_array: true,
            },
            ld: s.m.ld,
        })
    }

    /// `C = alpha·op(A)·op(B) + beta·C` on sub-blocks (no split-K).
    ///
    /// # Safety
    /// The operands hold the blocks the sizes imply in every batch entry.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn gemm(
        &self,
        ta: Trans,
        tb: Trans,
        m: i64,
        n: i64,
        k: i64,
        alpha: ScalarDesc,
        a: Sub,
        b: Sub,
        beta: ScalarDesc,
        c: Sub,
    ) -> Result<()> {
        if m == 0 || n == 0 {
            return Ok(());
        }
        let mut next = 0;
        // SAFETY: the caller's contract.
        let (a, b, c) = unsafe {
            (
                self.gemm_operand(a, &mut next)?,
                self.gemm_operand(b, &mut next)?,
                self.gemm_operand(c, &mut next)?,
            )
        };
        let code = self.dtype.code();
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
            alpha,
            beta,
            a,
            b,
            c,
            d: c,
            partials: 0,
            splits: 1,
            k_chunk: 0,
            leave_blocks: 0,
        };
        // SAFETY: the caller's contract.
        unsafe { self.backend.launch(&Launch::Gemm(desc), self.stream) }
    }
}

/// The first checks of trsm and trmm, in rocBLAS's order: the element type (s, d, c, z), the
/// codes (side, uplo, trans, diag), then m, n and the batch count not negative.
#[allow(clippy::too_many_arguments)]
pub(crate) fn check_side_front(
    name: RoutineName,
    dtype: DType,
    side: Side,
    uplo: Uplo,
    trans: Trans,
    diag: Diag,
    (m, n, batch): (i64, i64, i64),
) -> Result<()> {
    if !dtype.is_sdcz() {
        bail!(Status::NotImplemented, "{name}: element type {dtype:?}");
    }
    if !codes_ok(Some(side), uplo, Some(trans), diag) {
        bail!(
            Status::InvalidValue,
            "{name}: bad side, uplo, trans or diag code"
        );
    }
    if m < 0 || n < 0 || batch < 0 {
        bail!(
            Status::InvalidSize,
            "{name}: m = {m}, n = {n}, batch = {batch}"
        );
    }
    Ok(())
}

/// The codes every routine of the family checks (rocBLAS's order: side, uplo, trans, diag).
pub(crate) fn codes_ok(side: Option<Side>, uplo: Uplo, trans: Option<Trans>, diag: Diag) -> bool {
    side.is_none_or(|s| matches!(s, Side::Left | Side::Right))
        && matches!(uplo, Uplo::Upper | Uplo::Lower)
        && trans.is_none_or(Trans::is_known)
        && matches!(diag, Diag::NonUnit | Diag::Unit)
}
