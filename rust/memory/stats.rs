//! Per-handle statistics of the memory model.

/// Counters of one handle's memory model. Read with [`Handle::stats`](crate::Handle::stats).
///
/// Balance invariant (checked by the fault-injection tests): `allocated_bytes - freed_bytes ==
/// live_bytes` and `allocations - frees == live_allocations` at every point between calls.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    /// Bytes the workspace holds now (`get_device_memory_size`).
    pub capacity: usize,
    /// Bytes borrowed right now (arena stack top, or live stream-ordered borrows).
    pub in_use: usize,
    /// Largest `in_use` seen.
    pub high_water: usize,
    /// Device allocations made by the memory model (arenas and stream-ordered borrows).
    pub allocations: u64,
    /// Bytes of those allocations.
    pub allocated_bytes: u64,
    /// Device frees made by the memory model.
    pub frees: u64,
    /// Bytes of those frees.
    pub freed_bytes: u64,
    /// Allocations alive now, and their bytes (including arenas kept for captured graphs).
    pub live_allocations: u64,
    /// Bytes of the live allocations.
    pub live_bytes: u64,
    /// Managed-arena growths and the bytes of the new arenas.
    pub growths: u64,
    /// Bytes of the arenas the growths allocated.
    pub growth_bytes: u64,
    /// Host synchronizations the memory model caused (growth, resize, destroy).
    pub synchronizations: u64,
    /// Successful non-empty borrows.
    pub borrows: u64,
    /// Borrow attempts that could not be served (each attempt of a degrading call counts).
    pub failed_borrows: u64,
    /// Calls that ran with a smaller plan than optimal (`perf_degraded`).
    pub degraded_calls: u64,
    /// Stream switches ordered by an event instead of a host synchronization.
    pub stream_waits: u64,
    /// Arenas kept alive because a captured graph may still use them.
    pub retained_for_graphs: u64,
}

impl Stats {
    pub(crate) fn allocated(&mut self, bytes: usize) {
        self.allocations += 1;
        self.allocated_bytes += bytes as u64;
        self.live_allocations += 1;
        self.live_bytes += bytes as u64;
    }

    pub(crate) fn freed(&mut self, bytes: usize) {
        self.frees += 1;
        self.freed_bytes += bytes as u64;
        self.live_allocations -= 1;
        self.live_bytes -= bytes as u64;
    }

    pub(crate) fn set_in_use(&mut self, in_use: usize) {
        self.in_use = in_use;
        self.high_water = self.high_water.max(in_use);
    }

    /// True when the allocation counters balance (see the type's documentation).
    pub fn balanced(&self) -> bool {
        self.allocations - self.frees == self.live_allocations
            && self.allocated_bytes - self.freed_bytes == self.live_bytes
    }
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "capacity {} B, in use {} B, high water {} B, allocations {} ({} B), frees {} ({} B), \
             live {} ({} B), growths {} ({} B), syncs {}, borrows {}, failed borrows {}, \
             degraded calls {}, stream waits {}, kept for graphs {}",
            self.capacity,
            self.in_use,
            self.high_water,
            self.allocations,
            self.allocated_bytes,
            self.frees,
            self.freed_bytes,
            self.live_allocations,
            self.live_bytes,
            self.growths,
            self.growth_bytes,
            self.synchronizations,
            self.borrows,
            self.failed_borrows,
            self.degraded_calls,
            self.stream_waits,
            self.retained_for_graphs
        )
    }
}
