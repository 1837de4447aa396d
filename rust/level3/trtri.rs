//! `trtri`: `invA = A⁻¹`, A n×n triangular (the `uplo` triangle read, a unit diagonal not
//! read). invA gets the inverse in its `uplo` triangle (ones on a unit diagonal) and zeros in
//! the other triangle, so its 128×128 diagonal blocks are the invA that `trsm_ex` takes.
//! A and invA must not overlap.
//!
//! Algorithm (workspace: [`super::tri_plan::trtri`]): the 128×128 diagonal blocks are inverted
//! by one kernel straight into invA; then block column by block column (upper: left to right;
//! lower: right to left) the off-diagonal part is `-X11·A12·X22`: A12 copied into invA, then
//! two in-place trmm sequences by the parts of invA already inverted.

use crate::backend::DeviceProperties;
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::Uplo as UploCode;
use crate::launch::{Diag as DiagCode, MatrixDesc, Scalar as ScalarDesc, Side as SideCode, Trans};
use crate::level2::batch_of;
use crate::memory::Candidates;
use crate::operands::{matrix_span, Matrices};
use crate::status::{bail, Result, Status};
use crate::types::{DType, Diag, Scalar, Uplo};

use super::tri_common::{codes_ok, Enq, Sub};
use super::tri_plan::{self, BLOCK};
use super::trmm::{enqueue_trmm, TrmmWork};
use super::MatricesMut;

/// Enqueue `x = a⁻¹` (n×n). `work` holds `128·n` elements per batch entry in each of its
/// slots (nothing is used when `n <= 128`).
///
/// # Safety
/// `a` and `x` hold n×n matrices in every batch entry and do not overlap; `work` as said.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn enqueue_trtri(
    e: &Enq<'_>,
    uplo: UploCode,
    diag: DiagCode,
    n: i64,
    a: Sub,
    x: Sub,
    work: TrmmWork,
) -> Result<()> {
    let elem = e.elem();
    if n == 0 {
        return Ok(());
    }
    // SAFETY: every launch below: the blocks lie inside A and invA (the contract).
    unsafe {
        e.diag_blocks(true, uplo, diag, n, BLOCK, a, x, BLOCK * (x.m.ld + 1), true)?;
        let blocks = (n + BLOCK - 1) / BLOCK;
        let upper = uplo == UploCode::Upper;
        let zero = ScalarDesc::value(0.0, 0.0);
        let one = ScalarDesc::value(1.0, 0.0);
        let minus = ScalarDesc::value(-1.0, 0.0);
        // The other triangle's off-diagonal blocks: zeros.
        for j in 0..blocks {
            let (c0, cb) = (j * BLOCK, BLOCK.min(n - j * BLOCK));
            if upper {
                e.copy(
                    n - c0 - cb,
                    cb,
                    zero,
                    x.at(c0 + cb, c0, elem),
                    x.at(c0 + cb, c0, elem),
                )?;
            } else {
                e.copy(c0, cb, zero, x.at(0, c0, elem), x.at(0, c0, elem))?;
            }
        }
        for step in 1..blocks {
            let j = if upper { step } else { blocks - 1 - step };
            let (c0, cb) = (j * BLOCK, BLOCK.min(n - j * BLOCK));
            let xjj = x.at(c0, c0, elem);
            if upper {
                // X[0:c0, j] = -X[0:c0, 0:c0] · A[0:c0, j] · X_jj.
                let blk = x.at(0, c0, elem);
                e.copy(c0, cb, one, a.at(0, c0, elem), blk)?;
                let x11 = x.at(0, 0, elem);
                enqueue_trmm(
                    e,
                    SideCode::Left,
                    uplo,
                    Trans::N,
                    diag,
                    c0,
                    cb,
                    one,
                    x11,
                    blk,
                    blk,
                    true,
                    work,
                )?;
                enqueue_trmm(
                    e,
                    SideCode::Right,
                    uplo,
                    Trans::N,
                    diag,
                    c0,
                    cb,
                    minus,
                    xjj,
                    blk,
                    blk,
                    true,
                    work,
                )?;
            } else {
                // X[r:n, j] = -X[r:n, r:n] · A[r:n, j] · X_jj, r = c0 + cb.
                let r = c0 + cb;
                let blk = x.at(r, c0, elem);
                e.copy(n - r, cb, one, a.at(r, c0, elem), blk)?;
                let x22 = x.at(r, r, elem);
                enqueue_trmm(
                    e,
                    SideCode::Left,
                    uplo,
                    Trans::N,
                    diag,
                    n - r,
                    cb,
                    one,
                    x22,
                    blk,
                    blk,
                    true,
                    work,
                )?;
                enqueue_trmm(
                    e,
                    SideCode::Right,
                    uplo,
                    Trans::N,
                    diag,
                    n - r,
                    cb,
                    minus,
                    xjj,
                    blk,
                    blk,
                    true,
                    work,
                )?;
            }
        }
    }
    Ok(())
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
        Ok(())
    }

    fn is_quick_return(&self) -> bool {
        self.n == 0 || self.batch == 0
    }

    fn plans(&self, _props: &DeviceProperties) -> Candidates {
        tri_plan::trtri(
            self.n,
            self.batch,
            self.dtype.size(),
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
            arrays: [ctx.slot(2), ctx.slot(3), crate::backend::DevicePtr::NULL],
        };
        let work = TrmmWork {
            masked: ctx.slot(0),
            w: ctx.slot(1),
            w_elems: BLOCK * self.n,
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
                work,
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
            n: n as i64,
            batch: batch as i64,
            a: a.arg(&format!("{name} A"), matrix_span(n, n, lda), lda)?,
            inv: inv_a.arg(&format!("{name} invA"), n, n, ldinv_a)?,
        };
        // SAFETY: every operand was checked against the sizes above; invA is borrowed mutably
        // and so does not overlap A.
        let r = unsafe { trtri(self, &call) };
        call::finish(self, r)
    }
}
