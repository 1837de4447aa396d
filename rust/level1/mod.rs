//! Level-1 reductions: `asum`, `nrm2`, `dot`, `dotc`, `iamax`, `iamin`; plain, batched (array of
//! device pointers) and strided-batched; results to host or device memory.
//!
//! Conventions (reference BLAS and rocBLAS):
//! * `n <= 0` or a batch count of 0: nothing to do; results are 0 (indices 0).
//! * `asum`, `nrm2`, `iamax`, `iamin` with `incx <= 0`: result 0 (as the reference BLAS).
//! * `dot`, `dotc`: any increments; negative walks the vector backwards (element `i` at
//!   `(n-1-i)*|inc|`), zero repeats one element.
//! * `iamax`/`iamin` are 1-based; the measure is `|re| + |im|`; ties go to the smaller index.
//! * Complex `asum` is `Σ |re| + |im|`; `dot` on complex types is the unconjugated `dotu`.
//! * `nrm2` accumulates with Blue's scaling: no overflow or underflow for any finite input.
//! * f16 and bf16 vectors: `dot` (rocBLAS `hdot`, `bfdot`), `dotc` and `nrm2` only, as the
//!   `_ex` routines offer them (module [`ex`]); asum, iamax and iamin on them are
//!   `not_implemented`.

pub mod ex;
pub mod plan;

use std::cell::OnceCell;

use log::debug;

use crate::backend::{Backend, DeviceProperties, DevicePtr, Launch, StreamId};
use crate::call::{self, Call, HostResults, LaunchCtx, RoutineName};
use crate::extent;
use crate::handle::Handle;
use crate::launch::{ReduceDesc, ReduceOp, VectorDesc};
use crate::memory::{Candidates, DeviceSlice, DeviceSliceMut};
use crate::status::{bail, Result, Status};
use crate::types::{DType, DeviceCopy, Scalar};

/// Where the results of a reduction go.
#[derive(Debug, Clone, Copy)]
pub(crate) enum ResultArg {
    /// `batch` results in host memory; the call waits for them.
    Host(*mut u8),
    /// `batch` results in device memory; the call returns without waiting.
    Device(DevicePtr),
}

/// One reduction call, as the Rust and C front ends build it.
#[derive(Debug, Clone)]
pub(crate) struct ReduceCall {
    pub op: ReduceOp,
    pub dtype: DType,
    /// Type of the results ([`plan::result_dtype`] except for some `_ex` combinations).
    pub result_dtype: DType,
    /// Called as an `_ex` routine (for messages).
    pub ex: bool,
    pub n: i64,
    pub batch: i64,
    pub x: VectorDesc,
    /// Read by dot/dotc only ([`VectorDesc::NONE`] otherwise).
    pub y: VectorDesc,
    pub result: ResultArg,
    /// Width of index results: 4 or 8 bytes.
    pub index_bytes: u32,
    /// The grid, computed once with the plans (`OnceCell::new()` when the call is built), so
    /// the launch runs the shape the borrowed workspace was sized for.
    pub shape: OnceCell<plan::LaunchShape>,
}

impl ReduceCall {
    fn result_bytes(&self) -> usize {
        plan::result_size(self.op, self.result_dtype, self.index_bytes)
    }
    fn candidate_plans(&self, props: &DeviceProperties) -> (plan::LaunchShape, Candidates) {
        plan::candidate_plans(
            props,
            self.op,
            self.dtype,
            self.result_dtype,
            self.n,
            self.batch,
            matches!(self.result, ResultArg::Host(_)),
            self.index_bytes,
        )
    }
    /// The grid `plans` computed (the driver always plans before it launches; computed here
    /// only if it did not).
    fn shape(&self, props: &DeviceProperties) -> plan::LaunchShape {
        *self.shape.get_or_init(|| self.candidate_plans(props).0)
    }
}

impl Call for ReduceCall {
    fn name(&self) -> RoutineName {
        let base = match (self.ex, self.op) {
            (true, ReduceOp::Dot) => "dot_ex",
            (true, ReduceOp::Dotc) => "dotc_ex",
            (true, ReduceOp::Nrm2) => "nrm2_ex",
            // rocBLAS's bf16 dot is `bfdot`.
            (false, ReduceOp::Dot) if self.dtype == DType::BF16 => "fdot",
            _ => self.op.name(),
        };
        RoutineName {
            prefix: self.dtype.prefix(),
            base,
        }
    }

    fn validate(&self) -> Result<()> {
        if plan::partial_bytes(self.op).is_none() {
            bail!(
                Status::InvalidValue,
                "unknown reduction code {}",
                self.op.repr
            );
        }
        if self.n < 0 {
            bail!(Status::InvalidSize, "{}: n = {} < 0", self.name(), self.n);
        }
        if self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "{}: batch count {} < 0",
                self.name(),
                self.batch
            );
        }
        let half = matches!(self.dtype, DType::F16 | DType::BF16);
        if half && !matches!(self.op, ReduceOp::Dot | ReduceOp::Dotc | ReduceOp::Nrm2) {
            bail!(
                Status::NotImplemented,
                "{}: no {} on {:?} vectors (rocBLAS has none)",
                self.name(),
                self.op.name(),
                self.dtype
            );
        }
        if self.index_bytes != 4 && self.index_bytes != 8 {
            bail!(
                Status::InvalidValue,
                "index width {} (4 or 8)",
                self.index_bytes
            );
        }
        // Extents that overflow the address space (issue 13). x is not read when a single-vector
        // reduction quick-returns on incx <= 0.
        let (name, elem) = (self.name(), self.dtype.size());
        if plan::has_y(self.op) || self.x.inc > 0 {
            let x = extent::vector_elems(self.n, self.x.inc);
            extent::check(name, "x", x, elem, &self.x.at, self.batch)?;
        }
        if plan::has_y(self.op) {
            let y = extent::vector_elems(self.n, self.y.inc);
            extent::check(name, "y", y, elem, &self.y.at, self.batch)?;
        }
        extent::check_results(name, self.result_bytes(), self.batch)
    }

    /// Nothing to compute: results are zero.
    fn is_quick_return(&self) -> bool {
        self.n <= 0 || self.batch == 0 || (!plan::has_y(self.op) && self.x.inc <= 0)
    }

    fn plans(&self, props: &DeviceProperties) -> Candidates {
        let (shape, plans) = self.candidate_plans(props);
        // A second `plans` on the same call (none today) computes the same shape.
        let _ = self.shape.set(shape);
        plans
    }

    fn validate_pointers(&self) -> Result<()> {
        let null = match self.result {
            ResultArg::Host(p) => p.is_null(),
            ResultArg::Device(p) => p.is_null(),
        };
        if null && self.batch > 0 {
            bail!(
                Status::InvalidPointer,
                "{}: null result pointer",
                self.name()
            );
        }
        if !self.is_quick_return()
            && (self.x.at.is_null() || (plan::has_y(self.op) && self.y.at.is_null()))
        {
            bail!(
                Status::InvalidPointer,
                "{}: null vector pointer",
                self.name()
            );
        }
        Ok(())
    }

    fn results_to_host(&self) -> bool {
        matches!(self.result, ResultArg::Host(_))
    }

    unsafe fn quick_return(&self, backend: &dyn Backend, stream: StreamId) -> Result<()> {
        let bytes = self.batch.max(0) as usize * self.result_bytes();
        if bytes == 0 {
            return Ok(());
        }
        match self.result {
            // SAFETY: the caller provides `batch` results of host memory.
            ResultArg::Host(p) => unsafe { std::ptr::write_bytes(p, 0, bytes) },
            // SAFETY: as above, in device memory; enqueued on the handle's stream.
            ResultArg::Device(p) => unsafe { backend.memset(p, 0, bytes, stream)? },
        }
        Ok(())
    }

    unsafe fn launch(&self, ctx: &LaunchCtx<'_, '_>) -> Result<Option<HostResults>> {
        let shape = self.shape(ctx.ws.backend().properties());
        let blocks = if ctx.degraded() {
            1
        } else {
            shape.blocks_per_batch
        };
        let counters = match ctx.counters {
            Some((ptr, len)) if blocks > 1 => {
                if self.batch as usize > len {
                    bail!(
                        Status::InternalError,
                        "{}: {} batches split over {blocks} blocks, {len} completion counters",
                        self.name(),
                        self.batch
                    );
                }
                ptr
            }
            // With several blocks and no counters the GPU runs partials, then a combine kernel.
            _ => DevicePtr::NULL,
        };
        let result = match self.result {
            ResultArg::Device(p) => p,
            ResultArg::Host(_) => ctx.slot(1),
        };
        let desc = ReduceDesc {
            op: self.op,
            dtype: self.dtype.code(),
            result_dtype: self.result_dtype.code(),
            n: self.n,
            batch: self.batch,
            x: self.x,
            y: self.y,
            blocks_per_batch: blocks,
            threads_per_block: shape.threads,
            partials: ctx.slot(0).0,
            counters: counters.0,
            result: result.0,
            index_bytes: self.index_bytes,
            interleave: shape.interleave && blocks > 1,
        };
        debug!(
            "{}: n {} batch {} grid {}x{} workspace {} B",
            self.name(),
            self.n,
            self.batch,
            blocks,
            shape.threads,
            ctx.ws.footprint()
        );
        // SAFETY: the front ends checked the vectors (Rust: bounds; C: the caller's contract);
        // partials and staging are slots of the borrowed workspace.
        unsafe { ctx.backend().launch(&Launch::Reduce(desc), ctx.stream())? };
        Ok(match self.result {
            ResultArg::Host(dst) => Some(HostResults {
                dst,
                src: result,
                bytes: self.batch as usize * self.result_bytes(),
            }),
            ResultArg::Device(_) => None,
        })
    }
}

/// Run (or, in query mode, size) one reduction: `success`, `perf_degraded`, or in query mode
/// `size_increased`/`size_unchanged`.
///
/// # Safety
/// The call's addresses are valid for it: its vectors hold what `n`, the increments and the
/// batch layout imply, and `result` holds `batch` results (host memory for
/// [`ResultArg::Host`], device memory of the handle's backend otherwise).
pub(crate) unsafe fn reduce(h: &mut Handle, c: &ReduceCall) -> Result<Status> {
    call::run(h, c)
}

// ---------------------------------------------------------------------------- safe Rust API

pub use crate::operands::{span, Vectors};

pub(crate) fn check_results(batch: usize, len: usize) -> Result<()> {
    if len < batch {
        bail!(Status::InvalidSize, "{batch} results do not fit in {len}");
    }
    Ok(())
}

/// What a reduction call computes in, besides its operands: the element and result types, whether
/// it is an `_ex` routine, and the bytes of an index result.
pub(crate) struct ReduceTypes {
    pub(crate) dtype: DType,
    pub(crate) result_dtype: DType,
    pub(crate) ex: bool,
    pub(crate) index_bytes: u32,
}

impl Handle {
    #[allow(clippy::too_many_arguments)]
    fn reduce_typed<T: Scalar, R: DeviceCopy>(
        &mut self,
        op: ReduceOp,
        n: usize,
        x: Vectors<'_, T>,
        incx: i64,
        y: Option<(Vectors<'_, T>, i64)>,
        result: ResultArg,
        result_len: usize,
    ) -> Result<()> {
        let types = ReduceTypes {
            dtype: T::DTYPE,
            result_dtype: plan::result_dtype(op, T::DTYPE),
            ex: false,
            index_bytes: std::mem::size_of::<R>() as u32,
        };
        // SAFETY: `result` holds `result_len` values of R, R being the result type of `op` on T
        // (the typed entry points pick it) or the index type whose size `index_bytes` carries.
        unsafe { self.reduce_slices(op, types, n, x, incx, y, result, result_len) }
    }

    /// The common path of every typed reduction (plain and `_ex`): batch counts and the results'
    /// length checked, vectors bounds-checked against n and their increments, then one call.
    ///
    /// # Safety
    /// `result` must hold `result_len` results of `types.result_dtype` (or of `index_bytes`
    /// bytes for the index reductions) in the memory it names.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn reduce_slices<T: Scalar>(
        &mut self,
        op: ReduceOp,
        types: ReduceTypes,
        n: usize,
        x: Vectors<'_, T>,
        incx: i64,
        y: Option<(Vectors<'_, T>, i64)>,
        result: ResultArg,
        result_len: usize,
    ) -> Result<()> {
        let batch = x.count();
        if let Some((y, _)) = &y {
            if y.count() != batch {
                bail!(
                    Status::InvalidSize,
                    "x has {batch} vectors, y has {}",
                    y.count()
                );
            }
        }
        check_results(batch, result_len)?;
        let reads_x = n > 0 && (plan::has_y(op) || incx > 0);
        let c = ReduceCall {
            op,
            dtype: types.dtype,
            result_dtype: types.result_dtype,
            ex: types.ex,
            n: extent::sat(n),
            batch: extent::sat(batch),
            x: x.arg("x", n, incx, reads_x)?,
            y: match y {
                Some((y, incy)) => y.arg("y", n, incy, n > 0)?,
                None => VectorDesc::NONE,
            },
            result,
            index_bytes: types.index_bytes,
            shape: OnceCell::new(),
        };
        // SAFETY: every vector was bounds-checked against n and its increment above, and the
        // results hold `batch` values of the result type (check_results and the caller's
        // contract).
        let r = unsafe { reduce(self, &c) };
        call::finish(self, r)
    }
}

macro_rules! single_vector_reduction {
    ($op:expr, $name:ident, $batched:ident, $device:ident, $out:ty, $doc:literal) => {
        impl Handle {
            #[doc = concat!("`", stringify!($name), "` of one vector: ", $doc, " Waits for the result.")]
            pub fn $name<T: Scalar>(&mut self, n: usize, x: &DeviceSlice<'_, T>, incx: i64) -> Result<$out> {
                let mut out = [<$out>::default()];
                self.$batched(n, Vectors::One(*x), incx, &mut out)?;
                Ok(out[0])
            }

            #[doc = concat!("`", stringify!($name), "` of each vector of a batch, results to host memory.")]
            pub fn $batched<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                results: &mut [$out],
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, $out>($op, n, x, incx, None, ResultArg::Host(results.as_mut_ptr().cast()), len)
            }

            #[doc = concat!("`", stringify!($name), "` with results to device memory; returns without waiting.")]
            pub fn $device<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                results: &mut DeviceSliceMut<'_, $out>,
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, $out>($op, n, x, incx, None, ResultArg::Device(results.ptr()), len)
            }
        }
    };
}

macro_rules! dot_reduction {
    ($op:expr, $name:ident, $batched:ident, $device:ident, $doc:literal) => {
        impl Handle {
            #[doc = concat!("`", stringify!($name), "`: ", $doc, " Waits for the result.")]
            pub fn $name<T: Scalar>(
                &mut self,
                n: usize,
                x: &DeviceSlice<'_, T>,
                incx: i64,
                y: &DeviceSlice<'_, T>,
                incy: i64,
            ) -> Result<T> {
                let mut out = [T::default()];
                self.$batched(n, Vectors::One(*x), incx, Vectors::One(*y), incy, &mut out)?;
                Ok(out[0])
            }

            #[doc = concat!("`", stringify!($name), "` of each pair of a batch, results to host memory.")]
            pub fn $batched<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                y: Vectors<'_, T>,
                incy: i64,
                results: &mut [T],
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, i64>($op, n, x, incx, Some((y, incy)), ResultArg::Host(results.as_mut_ptr().cast()), len)
            }

            #[doc = concat!("`", stringify!($name), "` with results to device memory; returns without waiting.")]
            pub fn $device<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                y: Vectors<'_, T>,
                incy: i64,
                results: &mut DeviceSliceMut<'_, T>,
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, i64>($op, n, x, incx, Some((y, incy)), ResultArg::Device(results.ptr()), len)
            }
        }
    };
}

/// Result type of `asum`/`nrm2` of `T`.
pub type Real<T> = <T as Scalar>::Real;

// `T::Real` cannot appear in the macro's concrete result type, so the real-valued reductions
// are written out with a generic helper instead.
macro_rules! real_reduction {
    ($op:expr, $name:ident, $batched:ident, $device:ident, $doc:literal) => {
        impl Handle {
            #[doc = concat!("`", stringify!($name), "` of one vector: ", $doc, " Waits for the result.")]
            pub fn $name<T: Scalar>(&mut self, n: usize, x: &DeviceSlice<'_, T>, incx: i64) -> Result<Real<T>> {
                let mut out = [Real::<T>::default()];
                self.$batched(n, Vectors::One(*x), incx, &mut out)?;
                Ok(out[0])
            }

            #[doc = concat!("`", stringify!($name), "` of each vector of a batch, results to host memory.")]
            pub fn $batched<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                results: &mut [Real<T>],
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, i64>($op, n, x, incx, None, ResultArg::Host(results.as_mut_ptr().cast()), len)
            }

            #[doc = concat!("`", stringify!($name), "` with results to device memory; returns without waiting.")]
            pub fn $device<T: Scalar>(
                &mut self,
                n: usize,
                x: Vectors<'_, T>,
                incx: i64,
                results: &mut DeviceSliceMut<'_, Real<T>>,
            ) -> Result<()> {
                let len = results.len();
                self.reduce_typed::<T, i64>($op, n, x, incx, None, ResultArg::Device(results.ptr()), len)
            }
        }
    };
}

real_reduction!(
    ReduceOp::Asum,
    asum,
    asum_batched,
    asum_device,
    "the sum of `|re| + |im|`."
);
real_reduction!(
    ReduceOp::Nrm2,
    nrm2,
    nrm2_batched,
    nrm2_device,
    "the Euclidean norm, safely scaled."
);
dot_reduction!(
    ReduceOp::Dot,
    dot,
    dot_batched,
    dot_device,
    "`Σ x_i y_i` (unconjugated)."
);
dot_reduction!(
    ReduceOp::Dotc,
    dotc,
    dotc_batched,
    dotc_device,
    "`Σ conj(x_i) y_i`."
);
single_vector_reduction!(
    ReduceOp::Iamax,
    iamax,
    iamax_batched,
    iamax_device,
    i64,
    "1-based index of the largest `|re| + |im|`."
);
single_vector_reduction!(
    ReduceOp::Iamin,
    iamin,
    iamin_batched,
    iamin_device,
    i64,
    "1-based index of the smallest `|re| + |im|`."
);
