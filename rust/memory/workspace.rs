//! The RAII workspace borrow.

use std::sync::Arc;

use super::buffer::{DeviceSlice, DeviceSliceMut};
use super::model::{Lease, MemoryModel};
use super::plan::WorkspacePlan;
use crate::backend::{Backend, DevicePtr, StreamId};
use crate::status::{bail, Result, Status};
use crate::types::DeviceCopy;

/// Workspace borrowed from a handle for the duration of one call, laid out by a
/// [`WorkspacePlan`]. Given back when dropped.
///
/// It holds the handle mutably, so the memory-model rules are compile-time facts:
///
/// One live borrow per handle:
/// ```compile_fail,E0499
/// # use oxblas::{Handle, WorkspacePlan};
/// let mut h = Handle::host().unwrap();
/// let plan = WorkspacePlan::new().with::<f64>("a", 8);
/// let a = h.workspace(&plan).unwrap();
/// let b = h.workspace(&plan).unwrap(); // error: second mutable borrow of `h`
/// drop(a);
/// ```
///
/// No capacity change while borrowed:
/// ```compile_fail,E0499
/// # use oxblas::{Handle, WorkspacePlan};
/// let mut h = Handle::host().unwrap();
/// let plan = WorkspacePlan::new().with::<f64>("a", 8);
/// let w = h.workspace(&plan).unwrap();
/// h.set_device_memory_size(1 << 20).unwrap(); // error: `h` is borrowed by `w`
/// drop(w);
/// ```
///
/// Nested borrows are released before their parent (LIFO):
/// ```compile_fail,E0505
/// # use oxblas::{Handle, WorkspacePlan};
/// let mut h = Handle::host().unwrap();
/// let plan = WorkspacePlan::new().with::<f64>("a", 8);
/// let mut outer = h.workspace(&plan).unwrap();
/// let inner = outer.sub(&plan).unwrap();
/// drop(outer); // error: `outer` is still borrowed by `inner`
/// drop(inner);
/// ```
///
/// The same code with the borrows in order compiles and runs:
/// ```
/// # use oxblas::{Handle, WorkspacePlan};
/// let mut h = Handle::host().unwrap();
/// let plan = WorkspacePlan::new().with::<f64>("a", 8).with::<i32>("n", 3);
/// let mut outer = h.workspace(&plan).unwrap();
/// let inner = outer.sub(&plan).unwrap();
/// assert_eq!(inner.footprint(), 128);
/// drop(inner);
/// let a = outer.slot_mut::<f64>(0).unwrap();
/// assert_eq!(a.len(), 8);
/// drop(outer);
/// h.set_device_memory_size(1 << 20).unwrap();
/// ```
pub struct Workspace<'h> {
    model: &'h mut MemoryModel,
    plan: WorkspacePlan,
    base: DevicePtr,
    lease: Lease,
    /// Which of the candidate plans was served (0 = optimal).
    choice: usize,
    /// Borrowed while the stream was capturing: the work it serves goes into a graph.
    captured: bool,
}

impl<'h> Workspace<'h> {
    /// Borrow the first of `plans` that fits; `captured` is the caller's one answer of whether
    /// the stream is capturing.
    pub(crate) fn borrow(
        model: &'h mut MemoryModel,
        plans: &[WorkspacePlan],
        captured: bool,
    ) -> Result<Self> {
        let (choice, base, lease) = model.lease_best(plans, captured)?;
        Ok(Workspace {
            model,
            plan: plans[choice],
            base,
            lease,
            choice,
            captured,
        })
    }

    /// Borrow a nested workspace from the rest of this one's arena (or, in stream-ordered
    /// managed mode, a separate stream-ordered allocation). It never grows the arena.
    pub fn sub(&mut self, plan: &WorkspacePlan) -> Result<Workspace<'_>> {
        let captured = self.captured;
        Workspace::borrow(self.model, std::slice::from_ref(plan), captured)
    }

    /// Footprint in bytes (the plan's `S(...)`).
    /// Bytes the borrow takes from the workspace (`S` of its plan).
    pub fn footprint(&self) -> usize {
        self.plan.footprint()
    }

    /// The plan the workspace was borrowed with.
    pub fn plan(&self) -> &WorkspacePlan {
        &self.plan
    }

    /// Index of the plan that was served among the candidates (0 = optimal).
    pub fn choice(&self) -> usize {
        self.choice
    }

    /// True when the borrow was made while the handle's stream was capturing (the work it
    /// serves goes into a graph).
    pub fn captured(&self) -> bool {
        self.captured
    }

    /// True when a fallback plan was served (the call reports `perf_degraded`).
    pub fn degraded(&self) -> bool {
        self.choice > 0
    }

    /// Device address of slot `i`, or `None` for an empty or missing slot. Slots are 64-byte
    /// aligned relative to the arena base (library arenas are 256-byte aligned).
    pub fn ptr(&self, i: usize) -> Option<DevicePtr> {
        self.plan.offset(i).map(|o| self.base.offset(o))
    }

    fn check_slot<T: DeviceCopy>(&self, i: usize) -> Result<(DevicePtr, usize)> {
        let Some(slot) = self.plan.slot(i) else {
            bail!(
                Status::InvalidPointer,
                "workspace slot {i} does not exist ({} slots)",
                self.plan.len()
            );
        };
        if slot.elem_size != std::mem::size_of::<T>() {
            bail!(
                Status::InvalidValue,
                "slot {i} ({}) holds {}, not {}",
                slot.name,
                slot.elem,
                std::any::type_name::<T>()
            );
        }
        Ok((self.ptr(i).unwrap_or(DevicePtr::NULL), slot.count))
    }

    /// Typed read-only view of slot `i`.
    pub fn slot<T: DeviceCopy>(&self, i: usize) -> Result<DeviceSlice<'_, T>> {
        let (ptr, len) = self.check_slot::<T>(i)?;
        // SAFETY: the slot lies inside the borrowed block, which lives as long as `self`.
        Ok(unsafe { DeviceSlice::from_raw(ptr, len) })
    }

    /// Typed mutable view of slot `i`.
    pub fn slot_mut<T: DeviceCopy>(&mut self, i: usize) -> Result<DeviceSliceMut<'_, T>> {
        let (ptr, len) = self.check_slot::<T>(i)?;
        // SAFETY: as for `slot`, and `&mut self` makes the view unique.
        Ok(unsafe { DeviceSliceMut::from_raw(ptr, len) })
    }

    /// The backend of the handle the workspace belongs to.
    pub fn backend(&self) -> &Arc<dyn Backend> {
        &self.model.backend
    }

    /// The handle's stream: work using this workspace must be enqueued there.
    pub fn stream(&self) -> StreamId {
        self.model.stream
    }
}

impl Drop for Workspace<'_> {
    fn drop(&mut self) {
        self.model.release(self.lease, self.plan.footprint());
    }
}

impl std::fmt::Debug for Workspace<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workspace")
            .field("base", &self.base)
            .field("plan", &self.plan)
            .field("choice", &self.choice)
            .finish()
    }
}
