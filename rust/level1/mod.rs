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

pub mod plan;

use log::debug;

use crate::backend::{CaptureStatus, DevicePtr, ReduceLaunch, ReduceOp, VectorArg, VectorLayout};
use crate::handle::Handle;
use crate::memory::{DevicePointerArray, DeviceSlice, DeviceSliceMut, Workspace};
use crate::status::{bail, Error, Result, Status};
use crate::types::{DType, DeviceCopy, Scalar};

/// Where the results of a reduction go.
#[derive(Debug, Clone, Copy)]
pub enum ResultArg {
    /// `batch` results in host memory; the call waits for them.
    Host(*mut u8),
    /// `batch` results in device memory; the call returns without waiting.
    Device(DevicePtr),
}

/// A reduction call in the untyped form shared by the Rust and C front ends.
#[derive(Debug, Clone, Copy)]
pub struct ReduceArgs {
    pub op: ReduceOp,
    pub dtype: DType,
    pub n: i64,
    pub batch: i64,
    pub x: VectorArg,
    pub y: Option<VectorArg>,
    pub result: ResultArg,
    /// Width of index results: 4 or 8 bytes.
    pub index_bytes: u32,
}

fn layout_is_null(v: &VectorArg) -> bool {
    match v.layout {
        VectorLayout::Strided { base, .. } => base.is_null(),
        VectorLayout::Array { pointers } => pointers.is_null(),
    }
}

impl ReduceArgs {
    fn result_bytes(&self) -> usize {
        crate::backend::op_result_bytes(self.op, self.dtype, self.index_bytes)
    }

    /// Nothing to compute: results are zero.
    fn is_quick_return(&self) -> bool {
        self.n <= 0 || self.batch == 0 || (!self.op.has_y() && self.x.inc <= 0)
    }

    fn validate_sizes(&self) -> Result<()> {
        if self.batch < 0 {
            bail!(
                Status::InvalidSize,
                "{}: batch count {} < 0",
                self.op.name(),
                self.batch
            );
        }
        if self.index_bytes != 4 && self.index_bytes != 8 {
            bail!(
                Status::InvalidValue,
                "index width {} (4 or 8)",
                self.index_bytes
            );
        }
        if self.op.has_y() != self.y.is_some() {
            bail!(
                Status::InvalidValue,
                "{}: operand y given or missing",
                self.op.name()
            );
        }
        Ok(())
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
                self.op.name()
            );
        }
        if !self.is_quick_return()
            && (layout_is_null(&self.x) || self.y.as_ref().is_some_and(layout_is_null))
        {
            bail!(
                Status::InvalidPointer,
                "{}: null vector pointer",
                self.op.name()
            );
        }
        Ok(())
    }
}

/// Run (or, in query mode, size) one reduction. `Ok` carries `success`, `perf_degraded`, or in
/// query mode `size_increased`/`size_unchanged`.
pub fn reduce(h: &mut Handle, a: &ReduceArgs) -> Result<Status> {
    a.validate_sizes()?;
    let to_host = matches!(a.result, ResultArg::Host(_));
    if h.mem.is_query() {
        // Query: the same plan as the run below, and nothing else (no device call, no log).
        // A quick return needs 0 bytes, which set-optimal reports as `size_unchanged`.
        let footprint = reduction_footprint(h, a);
        return h.mem.set_optimal(footprint);
    }
    a.validate_pointers()?;
    let stream = h.mem.stream;
    if to_host && h.mem.backend.capture_status(stream)? != CaptureStatus::None {
        bail!(
            Status::InvalidValue,
            "{}: results to host memory cannot be captured (use device pointer mode)",
            a.op.name()
        );
    }
    if a.is_quick_return() {
        return zero_results(h, a).map(|_| Status::Success);
    }
    let (shape, plans) = plan::candidate_plans(
        h.mem.backend.properties(),
        a.op,
        a.dtype,
        a.n,
        a.batch,
        to_host,
        a.index_bytes,
    );
    let counters = h.completion_counters();
    let ws = h.workspace_best(&plans)?;
    let degraded = ws.degraded();
    let blocks = if degraded { 1 } else { shape.blocks_per_batch };
    // A captured call leaves the counters alone: a graph may run while the handle works on
    // another stream, and only the workspace is the graph's (the capture contract). It runs as
    // two kernels instead, partials then combine, which need nothing but the workspace.
    let counters = match counters {
        Some((ptr, len)) if blocks > 1 && !ws.captured() => {
            if a.batch as usize > len {
                bail!(
                    Status::InternalError,
                    "{}: {} batches split over {blocks} blocks, {len} completion counters",
                    a.op.name(),
                    a.batch
                );
            }
            ptr
        }
        _ => DevicePtr::NULL,
    };
    let launch = ReduceLaunch {
        op: a.op,
        dtype: a.dtype,
        n: a.n,
        batch: a.batch,
        x: a.x,
        y: a.y,
        blocks_per_batch: blocks,
        threads_per_block: shape.threads,
        partials: ws.ptr(0).unwrap_or(DevicePtr::NULL),
        counters,
        result: match a.result {
            ResultArg::Device(p) => p,
            ResultArg::Host(_) => ws.ptr(1).expect("staging slot for host results"),
        },
        index_bytes: a.index_bytes,
        interleave: shape.interleave && blocks > 1,
    };
    debug!(
        "{}{}: n {} batch {} grid {}x{} workspace {} B",
        a.dtype.prefix(),
        a.op.name(),
        a.n,
        a.batch,
        blocks,
        shape.threads,
        ws.footprint()
    );
    run_launch(&ws, &launch, a)?;
    Ok(if degraded {
        Status::PerfDegraded
    } else {
        Status::Success
    })
}

fn run_launch(ws: &Workspace<'_>, launch: &ReduceLaunch, a: &ReduceArgs) -> Result<()> {
    let backend = ws.backend();
    let stream = ws.stream();
    // SAFETY: the front ends checked the vectors (Rust: bounds; C: the caller's contract), the
    // partials and staging slots are part of `ws`, which outlives the enqueued work because the
    // stream orders later users of the workspace after it.
    unsafe {
        backend.reduce(launch, stream)?;
        if let ResultArg::Host(dst) = a.result {
            backend.memcpy_dtoh(
                dst,
                launch.result,
                a.batch as usize * a.result_bytes(),
                stream,
            )?;
            backend.stream_synchronize(stream)?;
        }
    }
    Ok(())
}

fn zero_results(h: &mut Handle, a: &ReduceArgs) -> Result<()> {
    let bytes = a.batch.max(0) as usize * a.result_bytes();
    if bytes == 0 {
        return Ok(());
    }
    match a.result {
        // SAFETY: the caller provides `batch` results of host memory.
        ResultArg::Host(p) => unsafe { std::ptr::write_bytes(p, 0, bytes) },
        // SAFETY: as above, in device memory; enqueued on the handle's stream.
        ResultArg::Device(p) => unsafe { h.mem.backend.memset(p, 0, bytes, h.mem.stream)? },
    }
    Ok(())
}

// ---------------------------------------------------------------------------- safe Rust API

/// The vectors a reduction reads: one, a strided batch, or a batch of pointers.
#[derive(Clone, Copy)]
pub enum Vectors<'a, T: DeviceCopy> {
    One(DeviceSlice<'a, T>),
    /// `count` vectors, the `b`-th starting `b * stride` elements after the first.
    Strided {
        x: DeviceSlice<'a, T>,
        stride: usize,
        count: usize,
    },
    Pointers(&'a DevicePointerArray<'a, T>),
}

impl<'a, T: DeviceCopy> From<DeviceSlice<'a, T>> for Vectors<'a, T> {
    fn from(x: DeviceSlice<'a, T>) -> Self {
        Vectors::One(x)
    }
}
impl<'a, T: DeviceCopy> From<&'a crate::DeviceBuffer<T>> for Vectors<'a, T> {
    fn from(x: &'a crate::DeviceBuffer<T>) -> Self {
        Vectors::One(x.as_slice())
    }
}
impl<'a, T: DeviceCopy> From<&'a DevicePointerArray<'a, T>> for Vectors<'a, T> {
    fn from(x: &'a DevicePointerArray<'a, T>) -> Self {
        Vectors::Pointers(x)
    }
}

/// Elements a vector of `n` with increment `inc` spans.
pub fn span(n: usize, inc: i64) -> usize {
    if n == 0 {
        0
    } else {
        1 + (n - 1) * inc.unsigned_abs() as usize
    }
}

impl<T: DeviceCopy> Vectors<'_, T> {
    fn count(&self) -> usize {
        match self {
            Vectors::One(_) => 1,
            Vectors::Strided { count, .. } => *count,
            Vectors::Pointers(p) => p.batch_count(),
        }
    }

    /// Check that every vector holds `span(n, inc)` elements, and build the kernel argument.
    fn arg(&self, name: &str, n: usize, inc: i64, reads: bool) -> Result<VectorArg> {
        let need = if reads { span(n, inc) } else { 0 };
        let (layout, have) = match *self {
            Vectors::One(x) => (
                VectorLayout::Strided {
                    base: x.ptr(),
                    stride: 0,
                },
                x.len(),
            ),
            Vectors::Strided { x, stride, count } => {
                let last = count.saturating_sub(1).saturating_mul(stride);
                let have = if count == 0 {
                    usize::MAX
                } else {
                    x.len().saturating_sub(last)
                };
                (
                    VectorLayout::Strided {
                        base: x.ptr(),
                        stride: stride as i64,
                    },
                    have,
                )
            }
            Vectors::Pointers(p) => (VectorLayout::Array { pointers: p.ptr() }, p.min_len()),
        };
        if reads && self.count() > 0 && have < need {
            bail!(
                Status::InvalidSize,
                "{name}: n = {n}, inc = {inc} needs {need} elements, {have} given"
            );
        }
        Ok(VectorArg { layout, inc })
    }
}

fn check_results(batch: usize, len: usize) -> Result<()> {
    if len < batch {
        bail!(Status::InvalidSize, "{batch} results do not fit in {len}");
    }
    Ok(())
}

impl Handle {
    fn finish(&mut self, r: Result<Status>) -> Result<()> {
        let status = r?;
        if matches!(status, Status::SizeIncreased | Status::SizeUnchanged) {
            // A routine in a size query computes nothing: report it as such.
            return Err(Error::new(status, "size query: nothing computed"));
        }
        self.last_status = status;
        Ok(())
    }

    /// Status of the last completed routine call: `success` or `perf_degraded`.
    pub fn last_status(&self) -> Status {
        self.last_status
    }

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
        let reads_x = n > 0 && (op.has_y() || incx > 0);
        let args = ReduceArgs {
            op,
            dtype: T::DTYPE,
            n: n as i64,
            batch: batch as i64,
            x: x.arg("x", n, incx, reads_x)?,
            y: match y {
                Some((y, incy)) => Some(y.arg("y", n, incy, n > 0)?),
                None => None,
            },
            result,
            index_bytes: std::mem::size_of::<R>() as u32,
        };
        let r = reduce(self, &args);
        self.finish(r)
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

/// The workspace plan a reduction call would borrow (what the size query reports), for tests
/// and for code that pre-sizes a workspace.
pub fn reduction_footprint(h: &Handle, a: &ReduceArgs) -> usize {
    if a.is_quick_return() {
        return 0;
    }
    let to_host = matches!(a.result, ResultArg::Host(_));
    let (_, plans) = plan::candidate_plans(
        h.mem.backend.properties(),
        a.op,
        a.dtype,
        a.n,
        a.batch,
        to_host,
        a.index_bytes,
    );
    plans[0].footprint()
}
