//! What every benchmark family shares: the CUDA runtime and libdl ([`cuda`]), timing
//! ([`timing`]), random data ([`data`]), result checks ([`check`]), cuBLAS loading ([`cublas`]),
//! the run context ([`Ctx`]) and the report: CSV files and the summary ([`report`]).
//!
//! A family of benchmark rows (a routine family or a topic: per-call cost, bandwidth, ...) is one
//! module implementing [`Family`], registered by one line in `main.rs` (`families()`).

pub mod check;
pub mod clocks;
pub mod cublas;
pub mod cuda;
pub mod data;
pub mod report;
pub mod timing;

use std::sync::Arc;

use oxblas::env::EnvConfig;
use oxblas::{
    Backend, Complex64, Device, DeviceCopy, DevicePtr, DeviceSlice, DeviceSliceMut, Handle, Scalar,
    Status, StreamId,
};

use self::check::Checks;
use self::cublas::Cublas;
use self::cuda::{ck, cudaStreamSynchronize, CuStream};
use self::data::HostVec;
use self::timing::Timer;
use crate::Opts;

pub type R<T> = Result<T, String>;

/// `.ox("what")`: an oxblas error (or any displayable one) as the benchmark's `String` error.
pub trait OxExt<T> {
    fn ox(self, what: &str) -> R<T>;
}
impl<T, E: std::fmt::Display> OxExt<T> for Result<T, E> {
    fn ox(self, what: &str) -> R<T> {
        self.map_err(|e| format!("{what}: {e}"))
    }
}

/// `OXBLAS_BENCH_ROWS=dpotrf,dsymv 8192`: the rows a family runs, by name prefix (every row when
/// unset or empty), for profiling one routine under ncu or an A/B of a few rows. The level-2,
/// level-3 and solver families ask it for each row by the row's name (the solver's: routine and
/// shape as its table prints them, `dgetrf 8192x8192`).
pub struct RowFilter(String);

impl RowFilter {
    pub fn from_env() -> Self {
        RowFilter(std::env::var("OXBLAS_BENCH_ROWS").unwrap_or_default())
    }

    /// Whether the row named `what` runs.
    pub fn wants(&self, what: &str) -> bool {
        self.0.is_empty() || self.0.split(',').any(|p| what.starts_with(p.trim()))
    }
}

/// The rows of one family's run: a row runs when [`RowFilter`] wants it; a row that fails is
/// reported and the others still run, and the family then fails with the first error.
pub struct Rows {
    filter: RowFilter,
    first_error: Option<String>,
}

impl Rows {
    pub fn from_env() -> Self {
        Rows {
            filter: RowFilter::from_env(),
            first_error: None,
        }
    }

    /// Run the row named `what` (if the filter wants it).
    pub fn run(&mut self, what: &str, r: &mut dyn FnMut() -> R<()>) {
        if !self.filter.wants(what) {
            return;
        }
        if let Err(e) = r() {
            println!("  {what} FAILED: {e}");
            self.first_error.get_or_insert(format!("{what}: {e}"));
        }
    }

    /// The family's result: the first failed row's error, if any.
    pub fn finish(self) -> R<()> {
        match self.first_error {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// One family of benchmark rows. `main.rs` runs the selected families in registration order,
/// then writes every family's CSV files and assembles the summary from their blocks.
pub trait Family {
    /// The `--only=` names that select the family (it runs when any of them is selected; the
    /// family asks `ctx.opts.selected(name)` for each of its parts).
    fn sections(&self) -> &'static [&'static str];
    /// Its entry in the summary's wall-time line, e.g. "per-call".
    fn name(&self) -> &'static str;
    /// Its name in a failure line, "<title> FAILED: <error>".
    fn title(&self) -> &'static str;
    /// The cuBLAS routines it calls, resolved when cuBLAS is loaded.
    fn cublas_symbols(&self) -> Vec<&'static str> {
        Vec::new()
    }
    /// Measure: print the tables, keep the rows, record result checks in `ctx.report.checks`.
    fn run(&mut self, ctx: &mut Ctx, cb: Option<&Cublas>) -> R<()>;
    /// CSV files (name, content) of the rows kept; written whether or not the family ran.
    fn csv(&self, ctx: &Ctx) -> Vec<(&'static str, String)>;
    /// Summary blocks, each with its item number ("[n]"): the summary prints the blocks of all
    /// families by item number. No rows, no block.
    fn summary(&self, ctx: &Ctx) -> Vec<(u32, String)>;
}

/// The run: options, the device and the bench stream, the timer, and the shared report.
pub struct Ctx {
    pub opts: Opts,
    pub device: Device,
    pub backend: Arc<dyn Backend>,
    pub sid: StreamId,
    pub stream: CuStream,
    pub timer: Timer,
    pub report: Report,
}

/// What every family contributes to besides its rows.
#[derive(Default)]
pub struct Report {
    pub checks: Checks,
    pub notes: Vec<String>,
    pub header: Vec<String>,
    pub section_s: Vec<(&'static str, f64)>,
}

impl Ctx {
    /// A handle on the bench stream, configured by nothing from the environment.
    pub fn handle(&self) -> R<Handle> {
        let mut h =
            Handle::with_config(&self.device, &EnvConfig::from_lookup(|_| None)).ox("handle")?;
        h.set_stream(self.sid).ox("set_stream")?;
        Ok(h)
    }

    pub fn sync(&self) -> R<()> {
        // SAFETY: live stream.
        unsafe { ck(cudaStreamSynchronize(self.stream), "cudaStreamSynchronize") }
    }

    pub fn read(&self, ptr: DevicePtr, bytes: usize) -> R<Vec<u8>> {
        let mut v = vec![0u8; bytes];
        self.sync()?;
        // SAFETY: `v` holds `bytes`; we wait before reading it.
        unsafe {
            self.backend
                .memcpy_dtoh(v.as_mut_ptr(), ptr, bytes, self.sid)
                .ox("read back")?;
        }
        self.backend.stream_synchronize(self.sid).ox("read back")?;
        Ok(v)
    }

    pub fn upload(&self, dst: DevicePtr, h: &HostVec) -> R<()> {
        let (p, bytes) = h.bytes();
        // SAFETY: `dst` has room (pool offsets); we wait before `h` can go away.
        unsafe {
            self.backend
                .memcpy_htod(dst, p, bytes, self.sid)
                .ox("upload")?
        };
        self.backend.stream_synchronize(self.sid).ox("upload")
    }
}

/// A typed read-only view of pool memory.
pub fn view<T: DeviceCopy>(p: DevicePtr, len: usize) -> DeviceSlice<'static, T> {
    // SAFETY: the families' pools live for the whole run of the family and hold every view
    // made of them (callers size their views from the pools).
    unsafe { DeviceSlice::from_raw(p, len) }
}

/// A typed writable view of pool memory.
pub fn view_mut<T: DeviceCopy>(p: DevicePtr, len: usize) -> DeviceSliceMut<'static, T> {
    // SAFETY: as `view`; each output pool is written by one library's calls at a time.
    unsafe { DeviceSliceMut::from_raw(p, len) }
}

/// The real value `v` as a scalar of type `T`.
pub fn scalar<T: Scalar>(v: f64) -> T {
    T::from_c64(Complex64::new(v, 0.0))
}

/// A status without the `oxblas_status_` prefix of its C name ("success", "perf_degraded").
pub fn short(s: Status) -> &'static str {
    let name = s.name();
    name.strip_prefix("oxblas_status_").unwrap_or(name)
}
