//! The device-memory model: plans, the handle's workspace, borrows, typed buffers, statistics.

pub mod buffer;
pub(crate) mod model;
pub mod plan;
pub mod stats;
pub mod workspace;

pub use buffer::{
    DeviceBuffer, DevicePointerArray, DevicePointerArrayMut, DeviceSlice, DeviceSliceMut,
};
pub use model::Scheme;
pub use plan::{round_up, Candidates, Slot, WorkspacePlan, GRANULE};
pub use stats::Stats;
pub use workspace::Workspace;
