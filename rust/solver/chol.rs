//! Cholesky: `potrf` (and `potf2`), `potrs`.
//!
//! potrf is left-looking by panels of `plan::nb` columns (LAPACK's `potrf`): for panel j, the
//! products of the previous columns with themselves are subtracted from the diagonal block
//! (gemm into the `update block` slot, then the potf2 kernel subtracts its triangle and
//! factors it), gemm updates the panel below (above, for upper), and a triangular solve with
//! the new diagonal block finishes it. Only the `uplo` triangle is read or written. Once a
//! batch entry's `info` is set, its later potf2 kernels do nothing (LAPACK stops there); the
//! columns after the failing one are then unspecified, the ones before it are final.

use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::handle::Handle;
use crate::launch::{Diag, MatrixDesc, SolverOp, Trans, Uplo};
use crate::level2::batch_of;
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

impl PotrfCall {
    /// The update block's bytes (none with one panel: nothing precedes it).
    fn update_bytes(&self) -> usize {
        let nb = plan::nb(self.dtype);
        if self.n > nb {
            (nb * nb) as usize * self.dtype.size() * self.batch.max(0) as usize
        } else {
            0
        }
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
    fn plans(&self, _props: &crate::DeviceProperties) -> Candidates {
        plan::solver_plans(
            self.batch,
            self.a.at.is_array,
            [0; 4],
            self.update_bytes(),
            0,
        )
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
        // is slot 1 of the plan (nb·nb elements per entry).
        unsafe {
            ctx.backend().memset(
                crate::DevicePtr(self.info),
                0,
                4 * self.batch as usize,
                ctx.stream(),
            )?;
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
        let shape =
            |trans_n| plan::left_shape(self.dtype, trans_n, self.n, self.nrhs, self.batch, arrays);
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
        plan::solver_plans(
            self.batch,
            self.a.at.is_array || self.b.at.is_array,
            self.trsm_bytes(),
            0,
            0,
        )
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
