//! Status codes and the error type.
//!
//! The numeric values are those of `rocblas_status`, so code that compares against rocBLAS's
//! numbers keeps working through `rocblas_compat.h`. `NoDevice` is oxblas's own (rocBLAS folds it
//! into `internal_error`, which tells a user nothing).

use std::fmt;
use std::panic::Location;

/// Every status an oxblas call can report (C: `oxblas_status`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The call completed.
    Success = 0,
    /// A null or otherwise unusable handle.
    InvalidHandle = 1,
    /// The function is not implemented for this backend or these arguments.
    NotImplemented = 2,
    /// A null or out-of-range pointer (out-pointer, workspace slot index, device pointer).
    InvalidPointer = 3,
    /// A size, increment or count outside what the function accepts.
    InvalidSize = 4,
    /// Device memory (workspace or allocation) could not be provided.
    MemoryError = 5,
    /// An internal failure, or a memory-model misuse through the C ABI (resize while borrowed,
    /// non-LIFO release).
    InternalError = 6,
    /// Completed with a slower algorithm because the optimal workspace was not available.
    PerfDegraded = 7,
    /// Size-query protocol misuse (start twice, stop/set-optimal without start).
    SizeQueryMismatch = 8,
    /// Query mode: this call raised the running maximum.
    SizeIncreased = 9,
    /// Query mode: this call did not raise the running maximum.
    SizeUnchanged = 10,
    /// A bad enum value, stream or environment value.
    InvalidValue = 11,
    /// Internal "keep going"; never returned to users.
    Continue = 12,
    /// The device has no code for this architecture.
    ArchMismatch = 15,
    /// The requested backend has no usable device (no GPU, no driver).
    NoDevice = 16,
}

impl Status {
    /// Statuses that report a completed call (possibly degraded or answering a size query).
    pub fn is_ok(self) -> bool {
        matches!(
            self,
            Status::Success | Status::PerfDegraded | Status::SizeIncreased | Status::SizeUnchanged
        )
    }

    /// The C name of the value, as in `oxblas.h`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Success => "oxblas_status_success",
            Status::InvalidHandle => "oxblas_status_invalid_handle",
            Status::NotImplemented => "oxblas_status_not_implemented",
            Status::InvalidPointer => "oxblas_status_invalid_pointer",
            Status::InvalidSize => "oxblas_status_invalid_size",
            Status::MemoryError => "oxblas_status_memory_error",
            Status::InternalError => "oxblas_status_internal_error",
            Status::PerfDegraded => "oxblas_status_perf_degraded",
            Status::SizeQueryMismatch => "oxblas_status_size_query_mismatch",
            Status::SizeIncreased => "oxblas_status_size_increased",
            Status::SizeUnchanged => "oxblas_status_size_unchanged",
            Status::InvalidValue => "oxblas_status_invalid_value",
            Status::Continue => "oxblas_status_continue",
            Status::ArchMismatch => "oxblas_status_arch_mismatch",
            Status::NoDevice => "oxblas_status_no_device",
        }
    }

    /// All values, for exhaustive tests and the C header check.
    pub const ALL: [Status; 15] = [
        Status::Success,
        Status::InvalidHandle,
        Status::NotImplemented,
        Status::InvalidPointer,
        Status::InvalidSize,
        Status::MemoryError,
        Status::InternalError,
        Status::PerfDegraded,
        Status::SizeQueryMismatch,
        Status::SizeIncreased,
        Status::SizeUnchanged,
        Status::InvalidValue,
        Status::Continue,
        Status::ArchMismatch,
        Status::NoDevice,
    ];
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An error: a status, what happened, and the source location that raised it.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{status}: {message} (at {file}:{line})")]
pub struct Error {
    status: Status,
    message: String,
    file: &'static str,
    line: u32,
}

impl Error {
    /// A new error raised at the caller's location.
    #[track_caller]
    pub fn new(status: Status, message: impl Into<String>) -> Self {
        let loc = Location::caller();
        Error {
            status,
            message: message.into(),
            file: loc.file(),
            line: loc.line(),
        }
    }

    /// The status the error reports.
    pub fn status(&self) -> Status {
        self.status
    }

    /// What went wrong, with the values involved.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// `file:line` of the place that raised the error.
    pub fn location(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }

    /// True when a routine answered a size query instead of computing (see
    /// [`Handle::start_device_memory_size_query`](crate::Handle::start_device_memory_size_query)).
    pub fn is_size_query(&self) -> bool {
        matches!(self.status, Status::SizeIncreased | Status::SizeUnchanged)
    }
}

/// `Result` with oxblas's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

/// Shorthand used across the crate: `bail!(Status::InvalidSize, "n = {}", n)`.
macro_rules! bail {
    ($status:expr, $($fmt:tt)+) => {
        return Err($crate::status::Error::new($status, format!($($fmt)+)))
    };
}
pub(crate) use bail;
