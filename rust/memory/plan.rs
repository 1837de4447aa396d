//! Declarative workspace plans: one per routine call, used by the size query and the borrow alike,
//! so the two cannot drift (rocBLAS keeps them in step by hand).

use std::any::type_name;
use std::fmt;

/// Slot alignment and size granule, in bytes (rocBLAS's 64;
/// `docs/memory-model.md#rounding-and-layout`).
pub const GRANULE: usize = 64;

/// Maximum number of buffers one request may hold (rocSOLVER's largest request has nine).
pub const MAX_SLOTS: usize = 12;

/// `R64(x)`: round up to a multiple of 64 bytes (saturating at the largest multiple).
pub const fn round_up(bytes: usize) -> usize {
    match bytes.checked_add(GRANULE - 1) {
        Some(b) => b / GRANULE * GRANULE,
        None => usize::MAX / GRANULE * GRANULE,
    }
}

/// One typed buffer of a plan.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// What the slot holds, for logs and errors.
    pub name: &'static str,
    /// Element type name, for checking typed views and for logs.
    pub elem: &'static str,
    /// Bytes of one element.
    pub elem_size: usize,
    /// Number of elements.
    pub count: usize,
}

impl Slot {
    /// Requested bytes (saturating: an absurd request becomes an allocation failure, not a wrap).
    pub fn bytes(&self) -> usize {
        self.elem_size.saturating_mul(self.count)
    }
}

impl fmt::Debug for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: [{}; {}]", self.name, self.elem, self.count)
    }
}

/// The buffers one call borrows, in order. `S(s1..sk) = R64(s1) + … + R64(sk)` is its footprint;
/// slot `i` starts at the sum of the rounded sizes before it; an empty slot has no address.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct WorkspacePlan {
    slots: [Option<Slot>; MAX_SLOTS],
    len: usize,
}

impl Default for WorkspacePlan {
    fn default() -> Self {
        Self::new()
    }
}

impl WorkspacePlan {
    /// A plan with no slots (footprint 0: the call borrows nothing).
    pub const fn new() -> Self {
        WorkspacePlan {
            slots: [None; MAX_SLOTS],
            len: 0,
        }
    }

    /// Append a buffer of `count` elements of `T`.
    ///
    /// # Panics
    /// More than [`MAX_SLOTS`] slots: a programming error in a routine's plan, caught by tests.
    pub fn with<T>(mut self, name: &'static str, count: usize) -> Self {
        assert!(
            self.len < MAX_SLOTS,
            "workspace plan has more than {MAX_SLOTS} slots"
        );
        self.slots[self.len] = Some(Slot {
            name,
            elem: type_name::<T>(),
            elem_size: std::mem::size_of::<T>(),
            count,
        });
        self.len += 1;
        self
    }

    /// Append an untyped buffer of `bytes` bytes (the C allocator's slots).
    pub fn with_bytes(self, name: &'static str, bytes: usize) -> Self {
        self.with::<u8>(name, bytes)
    }

    /// Number of slots.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the plan has no slots.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Slot `i`, or `None` past the last one.
    pub fn slot(&self, i: usize) -> Option<&Slot> {
        self.slots[..self.len].get(i).and_then(|s| s.as_ref())
    }

    /// The slots in order.
    pub fn slots(&self) -> impl Iterator<Item = &Slot> {
        self.slots[..self.len].iter().flatten()
    }

    /// Byte offset of slot `i` from the start of the block, or `None` when the slot is empty.
    pub fn offset(&self, i: usize) -> Option<usize> {
        let slot = self.slot(i)?;
        if slot.bytes() == 0 {
            return None;
        }
        Some(
            self.slots()
                .take(i)
                .fold(0usize, |acc, s| acc.saturating_add(round_up(s.bytes()))),
        )
    }

    /// The footprint `S(...)` in bytes: what the query reports and the borrow takes.
    pub fn footprint(&self) -> usize {
        // Saturates at the largest multiple of 64: an absurd request stays a (failing) request
        // of a valid size instead of wrapping.
        self.slots()
            .fold(0usize, |acc, s| acc.saturating_add(round_up(s.bytes())))
            .min(round_up(usize::MAX))
    }
}

impl fmt::Debug for WorkspacePlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.slots()).finish()?;
        write!(f, " = {} B", self.footprint())
    }
}

/// The candidate plans of one call, best first: the optimal plan, then the fallbacks that run a
/// slower (`perf_degraded`) algorithm. A fixed array: the hot path allocates nothing.
#[derive(Debug, Clone, Copy)]
pub struct Candidates {
    plans: [WorkspacePlan; MAX_CANDIDATES],
    len: usize,
}

/// Most candidate plans a call offers (three: symm/hemm's full expansion, narrow panels, none).
pub const MAX_CANDIDATES: usize = 3;

impl Candidates {
    /// One plan, no fallback.
    pub const fn one(plan: WorkspacePlan) -> Candidates {
        Candidates {
            plans: [plan, WorkspacePlan::new(), WorkspacePlan::new()],
            len: 1,
        }
    }
    /// Nothing to borrow (a routine that needs no workspace, or a quick return).
    pub const fn none() -> Candidates {
        Candidates::one(WorkspacePlan::new())
    }
    /// The optimal plan and one fallback.
    pub const fn two(optimal: WorkspacePlan, fallback: WorkspacePlan) -> Candidates {
        Candidates {
            plans: [optimal, fallback, WorkspacePlan::new()],
            len: 2,
        }
    }
    /// The optimal plan and two fallbacks, in order of preference (the symmetric level 3).
    pub const fn three(
        optimal: WorkspacePlan,
        fallback: WorkspacePlan,
        last: WorkspacePlan,
    ) -> Candidates {
        Candidates {
            plans: [optimal, fallback, last],
            len: 3,
        }
    }
}

impl std::ops::Deref for Candidates {
    type Target = [WorkspacePlan];
    fn deref(&self) -> &[WorkspacePlan] {
        &self.plans[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_and_offsets_follow_the_spec_example() {
        // docs/memory-model.md#rounding-and-layout: {1, 64, 65, 0} -> 64 + 64 + 128 + 0 = 256.
        let p = WorkspacePlan::new()
            .with_bytes("a", 1)
            .with_bytes("b", 64)
            .with_bytes("c", 65)
            .with_bytes("d", 0);
        assert_eq!(p.footprint(), 256);
        assert_eq!(p.offset(0), Some(0));
        assert_eq!(p.offset(1), Some(64));
        assert_eq!(p.offset(2), Some(128));
        assert_eq!(p.offset(3), None);
        assert_eq!(p.offset(4), None);
    }

    #[test]
    fn round_up_edges() {
        assert_eq!(round_up(0), 0);
        assert_eq!(round_up(1), 64);
        assert_eq!(round_up(64), 64);
        assert_eq!(round_up(65), 128);
        assert_eq!(round_up(usize::MAX), usize::MAX / 64 * 64);
    }

    #[test]
    fn typed_slots_record_element_size() {
        let p = WorkspacePlan::new().with::<f64>("x", 3).with::<i32>("n", 5);
        assert_eq!(p.slot(0).unwrap().bytes(), 24);
        assert_eq!(p.slot(1).unwrap().bytes(), 20);
        assert_eq!(p.footprint(), 128);
    }

    #[test]
    fn huge_requests_saturate() {
        let p = WorkspacePlan::new()
            .with::<f64>("x", usize::MAX)
            .with::<f64>("y", 1);
        assert_eq!(p.footprint(), usize::MAX / 64 * 64);
    }
}
