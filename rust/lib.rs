//! oxblas: a GPU BLAS subset (level 1, level 2, gemm) with the rocBLAS/rocSOLVER device-memory
//! model, for NVIDIA (`--features nvidia`, sm_90) and AMD (`--features amd`, gfx90a) GPUs and a
//! host backend that needs no GPU.
//!
//! # The memory model
//!
//! Routines need temporary device memory, *workspace*: partial sums of a reduction, split-K
//! partial products of a gemm. oxblas never allocates it per call. Every [`Handle`] owns one
//! reusable workspace, and each call borrows from it for the length of the call, so in the
//! steady state no call allocates and none synchronizes with the host for memory. Who owns the
//! workspace is the handle's [`Scheme`]:
//!
//! | scheme | entered by | when a call needs more than there is |
//! |---|---|---|
//! | managed (default) | [`Handle::with_device`] | the workspace grows (once; later calls reuse it) |
//! | user-managed | [`Handle::set_device_memory_size`], or `OXBLAS_DEVICE_MEMORY_SIZE` in the environment | the routine's slower fallback and [`Status::PerfDegraded`], or [`Status::MemoryError`] |
//! | user-owned | [`Handle::set_workspace`] with a buffer of yours | as user-managed; oxblas never allocates, grows or frees your buffer |
//!
//! A *size query* ([`Handle::start_device_memory_size_query`]) runs a sequence of calls without
//! computing anything and reports the largest workspace one of them needs, so that a program
//! can preallocate exactly that. [`Handle::stats`] counts allocations, growths, borrows and
//! fallbacks: the examples below check them. The whole model, rule by rule, with the places
//! where oxblas differs from rocBLAS: `docs/memory-model.md` in the repository.
//!
//! # One example per scheme
//!
//! Managed: the first call that needs workspace grows it, the same call again allocates nothing.
//!
//! ```
//! use oxblas::{Device, Handle, Scheme};
//! let device = Device::host();                     // Device::default_device(): OXBLAS_BACKEND
//! let mut h = Handle::with_device(&device)?;
//! assert_eq!(h.scheme(), Scheme::Managed);
//! let x = device.upload(&vec![0.5f64; 100_000])?;
//! let first = h.nrm2(100_000, &x.as_slice(), 1)?;
//! let allocations = h.stats().allocations;
//! assert_eq!(h.nrm2(100_000, &x.as_slice(), 1)?, first);
//! assert_eq!(h.stats().allocations, allocations);  // reused, not allocated again
//! # Ok::<(), oxblas::Error>(())
//! ```
//!
//! Size query, then user-managed with exactly that size:
//!
//! ```
//! use oxblas::{Device, Handle, Scheme};
//! let device = Device::host();
//! let mut h = Handle::with_device(&device)?;
//! let x = device.upload(&vec![1.0f64; 100_000])?;
//! h.start_device_memory_size_query()?;
//! let e = h.dot(100_000, &x.as_slice(), 1, &x.as_slice(), 1).unwrap_err();
//! assert!(e.is_size_query());                      // nothing computed, only measured
//! let need = h.stop_device_memory_size_query()?;
//! h.set_device_memory_size(need)?;
//! assert_eq!(h.scheme(), Scheme::UserManaged);
//! assert_eq!(h.dot(100_000, &x.as_slice(), 1, &x.as_slice(), 1)?, 100_000.0);
//! assert_eq!(h.stats().degraded_calls, 0);         // the exact size was enough
//! # Ok::<(), oxblas::Error>(())
//! ```
//!
//! User-owned: your buffer; too small for the fast algorithm gives the fallback and
//! `perf_degraded`, with the same result.
//!
//! ```
//! use oxblas::{Device, Handle, Scheme, Status};
//! let device = Device::host();
//! let mut h = Handle::with_device(&device)?;
//! let x = device.upload(&vec![2.0f32; 1 << 20])?;
//! h.set_workspace(device.alloc::<u8>(64)?).map_err(|r| r.error)?;
//! assert_eq!(h.scheme(), Scheme::UserOwned);
//! assert_eq!(h.asum(1 << 20, &x.as_slice(), 1)?, 2.0 * (1 << 20) as f32);
//! assert_eq!(h.last_status(), Status::PerfDegraded);
//! let buffer = h.take_workspace()?;                // yours again; the handle is managed
//! assert!(buffer.is_some());
//! # Ok::<(), oxblas::Error>(())
//! ```
//!
//! The examples of the repository are a tutorial in this order: `01-managed`, `02-size-query`,
//! `03-user-owned`, `04-environment` (`cargo run --example 01-managed`), then `demo`, a tour of
//! every scheme, stream switching and borrowing typed slots for a library of your own
//! ([`Handle::workspace`]).
//!
//! # Where things are
//!
//! - Routines: methods of [`Handle`] ([`level1`], [`level2`], [`level3`]); each has a single,
//!   a batched and a device-result form. Operands are [`DeviceBuffer`]s and their slices,
//!   bounds-checked against sizes and increments.
//! - Backends: [`Device::default_device`] picks the one `OXBLAS_BACKEND` names (host, nvidia,
//!   amd); the GPU ones are compiled in by the `nvidia` or `amd` feature, which build the
//!   kernels of `hip/` with CMake and the CUDA or HIP compiler (no GPU needed to build; the
//!   docs here are built without one).
//! - C: [`capi`] exports the C ABI (`oxblas_*`, rocBLAS's status numbers); its header
//!   `oxblas.h`, the C++17 layer `oxblas.hpp` and `rocblas_compat.h` (rocBLAS's names) are in
//!   the repository's `cpp/include/`, built and installed with CMake (`find_package(oxblas)`).
//! - Fortran: the modules `oxblas` and `oxblas_rocblas` (hipfort's conventions) in the
//!   repository's `fortran/`, installed with the same CMake package
//!   (`find_package(oxblas COMPONENTS Fortran)`, target `oxblas::fortran`).
//! - Environment: `OXBLAS_BACKEND`, `OXBLAS_DEVICE_MEMORY_SIZE`, `OXBLAS_LOG`, ... ([`env`](mod@env)).

pub mod backend;
mod call;
pub mod capi;
pub mod env;
mod extent;
mod handle;
mod lane;
#[path = "../bridge/launch.rs"]
pub mod launch;
pub mod level1;
pub mod level2;
pub mod level3;
pub mod memory;
pub mod operands;
pub mod status;
pub mod types;
// solver
pub mod solver;

pub use backend::{
    Backend, BackendKind, DeviceProperties, DevicePtr, StreamFlags, StreamId, SPARED_CLUSTER,
};
pub use handle::{Device, Handle, PointerMode, Stream, WorkspaceRejected};
pub use memory::{
    DeviceBuffer, DevicePointerArray, DevicePointerArrayMut, DeviceSlice, DeviceSliceMut, Scheme,
    Stats, Workspace, WorkspacePlan,
};
pub use num_complex::{Complex32, Complex64};
pub use status::{Error, Result, Status};
pub use types::{DType, DeviceCopy, Diag, Scalar, Transpose, Uplo};
// Level-3 triangular family.
pub use types::Side;

/// The README's Rust examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
