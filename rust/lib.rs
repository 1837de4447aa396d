//! oxblas: a GPU BLAS subset with the rocBLAS/rocSOLVER device-memory model.
//!
//! Every [`Handle`] owns a reusable device workspace, so routine calls never allocate (and never
//! synchronize) in the steady state. See the README for the schemes, the environment variables
//! and the statuses; `docs/memory-model.md` for the model oxblas follows, in full.
//!
//! ```
//! use oxblas::{Device, Handle};
//! let device = Device::host();
//! let mut h = Handle::with_device(&device).unwrap();
//! let x = device.upload(&[3.0f64, -4.0]).unwrap();
//! assert_eq!(h.nrm2(2, &x.as_slice(), 1).unwrap(), 5.0);
//! ```

pub mod backend;
mod call;
pub mod capi;
pub mod env;
mod extent;
mod handle;
#[path = "../bridge/launch.rs"]
pub mod launch;
pub mod level1;
pub mod level2;
pub mod level3;
pub mod memory;
pub mod operands;
pub mod status;
pub mod types;

pub use backend::{Backend, BackendKind, DeviceProperties, DevicePtr, StreamId};
pub use handle::{Device, Handle, PointerMode, Stream, WorkspaceRejected};
pub use memory::{
    DeviceBuffer, DevicePointerArray, DevicePointerArrayMut, DeviceSlice, DeviceSliceMut, Scheme,
    Stats, Workspace, WorkspacePlan,
};
pub use num_complex::{Complex32, Complex64};
pub use status::{Error, Result, Status};
pub use types::{DType, DeviceCopy, Diag, Scalar, Transpose, Uplo};

/// The README's Rust examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
