//! `trtri`: `invA = A⁻¹`, A n×n triangular (the `uplo` triangle read, a unit diagonal not
//! read). invA gets the inverse in its `uplo` triangle (ones on a unit diagonal) and zeros in
//! the other triangle, so its 128×128 diagonal blocks are the invA that `trsm_ex` takes.
//! A and invA must not overlap.
//!
//! Algorithm (workspace: [`super::tri_plan::trtri`]): the 128×128 diagonal blocks are inverted
//! by one kernel straight into invA; then recursively on halves, the off-diagonal block is
//! `-X11·A12·X22` (upper) by two GEMMs on the halves' inverses, the first product held in
//! invA's other off-diagonal block until that is zeroed.

use crate::backend::DeviceProperties;
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::Uplo as UploCode;
use crate::launch::{Diag as DiagCode, MatrixDesc, Scalar as ScalarDesc, Trans};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Diag, Scalar, Uplo};

use super::tri_common::{codes_ok, Enq, Sub};
use super::tri_plan::{self, BLOCK};
use super::MatricesMut;

/// Enqueue `x = a⁻¹` (n×n). Pointer arrays take three slots of `batch` pointers from `e`
/// (GEMM operands at offsets); nothing else is used.
///
/// # Safety
/// `a` and `x` hold n×n matrices in every batch entry and do not overlap.
pub(crate) unsafe fn enqueue_trtri(
    e: &Enq<'_>,
    uplo: UploCode,
    diag: DiagCode,
    n: i64,
    a: Sub,
    x: Sub,
) -> Result<()> {
    if n == 0 {
        return Ok(());
    }
    // Diagonal block j of invA starts 128·j·(ld + 1) elements in; with n <= 128 there is only
    // block 0 and ld may be anything up to i64::MAX (one column when n = 1): saturating, since
    // the step is then never taken (and with more blocks the extent check bounds it).
    let step = x.m.ld.saturating_add(1).saturating_mul(BLOCK);
    // SAFETY: the blocks lie inside A and invA (the contract).
    unsafe {
        e.diag_blocks(true, uplo, diag, n, BLOCK, a, x, step, true)?;
        combine(e, uplo, 0, n, a, x)
    }
}

/// Invert the diagonal block `[r0, r0 + len)` of A into invA from the inverses of its 128
/// blocks (already in place): recursively, the two halves (split at a multiple of 128 from row
/// 0, so the leaves are the 128 blocks), then the off-diagonal block, `-X22·A21·X11` (lower;
/// `-X11·A12·X22` upper), by two GEMMs that read the halves' inverses whole (zeros in their
/// other triangles, which the recursion has written), with the product of the first two
/// factors in the other off-diagonal block (the same number of elements, free until it is
/// zeroed last), transposed unless both halves have the same order. Twice a triangular
/// product's flops, but two large GEMMs a level instead of in-place products block by block
/// (a copy back per 128 block): `docs/benchmarks` (2026-11-27, thirteenth session).
///
/// # Safety
/// As [`enqueue_trtri`].
unsafe fn combine(e: &Enq<'_>, uplo: UploCode, r0: i64, len: i64, a: Sub, x: Sub) -> Result<()> {
    if len <= BLOCK {
        return Ok(());
    }
    let elem = e.elem();
    let h = (len / BLOCK + 1) / 2 * BLOCK;
    let (s0, slen) = (r0 + h, len - h);
    let one = ScalarDesc::value(1.0, 0.0);
    let minus = ScalarDesc::value(-1.0, 0.0);
    let zero = ScalarDesc::value(0.0, 0.0);
    let (x11, x22) = (x.at(r0, r0, elem), x.at(s0, s0, elem));
    // Lower: the result X21 (slen×h) = -X22·(A21·X11); upper: X12 (h×slen) = -X11·(A12·X22).
    // `first` multiplies A's block from the right, `second` from the left; `other` is the
    // off-diagonal block of invA outside the triangle (h×slen lower, slen×h upper).
    let lower = uplo == UploCode::Lower;
    let (first, second) = if lower { (x11, x22) } else { (x22, x11) };
    let (ablk, out, other) = if lower {
        (a.at(s0, r0, elem), x.at(s0, r0, elem), x.at(r0, s0, elem))
    } else {
        (a.at(r0, s0, elem), x.at(r0, s0, elem), x.at(s0, r0, elem))
    };
    // The result's rows and columns, and the inner orders of the two products.
    let (rows, cols) = if lower { (slen, h) } else { (h, slen) };
    // SAFETY: every block lies inside A and invA (the contract); `other` has rows·cols
    // elements in invA's other triangle, written by nothing else before its zeroing.
    unsafe {
        combine(e, uplo, r0, h, a, x)?;
        combine(e, uplo, s0, slen, a, x)?;
        // Y = Ablk·first (rows×cols) when it fits `other` as it is (equal halves), else its
        // transpose first^T·Ablk^T (cols×rows, the shape of `other`); then out = -second·Y.
        let (ty, m1, n1, a1, b1) = if h == slen {
            (Trans::N, rows, cols, ablk, first)
        } else {
            (Trans::T, cols, rows, first, ablk)
        };
        e.gemm(ty, ty, m1, n1, cols, one, a1, b1, zero, other)?;
        e.gemm(
            Trans::N,
            ty,
            rows,
            cols,
            rows,
            minus,
            second,
            other,
            zero,
            out,
        )?;
        e.copy(cols, rows, zero, other, other)
    }
}

/// One trtri call, as the Rust and C front ends build it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TrtriCall {
    pub dtype: DType,
    pub uplo: UploCode,
    pub diag: DiagCode,
    pub n: i64,
    pub batch: i64,
    pub a: MatrixDesc,
    pub inv: MatrixDesc,
}

impl Call for TrtriCall {
    fn name(&self) -> RoutineName {
        RoutineName {
            prefix: self.dtype.prefix(),
            base: "trtri",
        }
    }

    fn validate(&self) -> Result<()> {
        if !self.dtype.is_sdcz() {
            bail!(
                Status::NotImplemented,
                "{}: element type {:?}",
                self.name(),
                self.dtype
            );
        }
        if !codes_ok(None, self.uplo, None, self.diag) {
            bail!(
                Status::InvalidValue,
                "{}: bad uplo or diag code",
                self.name()
            );
        }
        if self.n < 0 || self.batch < 0 || self.a.ld < self.n.max(1) || self.inv.ld < self.n.max(1)
        {
            bail!(
                Status::InvalidSize,
                "{}: n = {}, lda = {}, ldinvA = {}, batch = {}",
                self.name(),
                self.n,
                self.a.ld,
                self.inv.ld,
                self.batch
            );
        }
        // Extents that overflow the address space (issue 13).
        let (name, e, b) = (self.name(), self.dtype.size(), self.batch);
        crate::extent::check_matrix(name, "A", self.n, self.n, &self.a, e, b)?;
        crate::extent::check_matrix(name, "invA", self.n, self.n, &self.inv, e, b)
    }

    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.batch == 0
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        tri_plan::trtri(
            self.n,
            self.batch,
            self.a.at.is_array || self.inv.at.is_array,
        )
    }

    fn validate_pointers(&self) -> Result<()> {
        if self.is_quick_return() {
            return Ok(());
        }
        if self.a.at.is_null() || self.inv.at.is_null() {
            bail!(Status::InvalidPointer, "{}: null matrix", self.name());
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let e = Enq {
            backend: ctx.backend(),
            stream: ctx.stream(),
            dtype: self.dtype,
            batch: self.batch,
            arrays: [ctx.slot(0), ctx.slot(1), ctx.slot(2)],
        };
        // SAFETY: the front end checked the operands; the slots are the plan's.
        unsafe {
            enqueue_trtri(
                &e,
                self.uplo,
                self.diag,
                self.n,
                Sub::of(self.a),
                Sub::of(self.inv),
            )?
        };
        Ok(None)
    }
}

/// Run (or size) one trtri call.
///
/// # Safety
/// The call's addresses are valid for it, in device memory of `h`'s backend; A and invA do not
/// overlap.
pub(crate) unsafe fn trtri(h: &mut Handle, c: &TrtriCall) -> Result<Status> {
    call::run(h, c)
}

impl Handle {
    /// `inv_a = A⁻¹`, A n×n triangular (`uplo` triangle read, a unit diagonal not read); the
    /// other triangle of `inv_a` is set to zero. One matrix each or a batch. Workspace:
    /// [`crate::level3::tri_plan::trtri`].
    #[allow(clippy::too_many_arguments)]
    pub fn trtri<T: Scalar>(
        &mut self,
        uplo: Uplo,
        diag: Diag,
        n: usize,
        a: Matrices<'_, T>,
        lda: usize,
        inv_a: MatricesMut<'_, '_, T>,
        ldinv_a: usize,
    ) -> Result<()> {
        let name = format!("{}trtri", T::DTYPE.prefix());
        let batch = batch_of(&name, &[("A", a.count()), ("invA", inv_a.count())])?;
        let call = TrtriCall {
            dtype: T::DTYPE,
            uplo: uplo.code(),
            diag: diag.code(),
            n: crate::extent::sat(n),
            batch: crate::extent::sat(batch),
            a: a.arg(&format!("{name} A"), matrix_span(n, n, lda), lda)?,
            inv: inv_a.arg(&format!("{name} invA"), n, n, ldinv_a)?,
        };
        // SAFETY: every operand was checked against the sizes above; invA is borrowed mutably
        // and so does not overlap A.
        let r = unsafe { trtri(self, &call) };
        call::finish(self, r)
    }
}
