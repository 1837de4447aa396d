//! Placeholder; filled in next.
