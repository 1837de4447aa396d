//! Every GPU suite of `tests/` as a module of one binary, built only on request
//! (`cargo test --release --features nvidia --test gpu_all`; scripts/gpu-bundle-suites.sh).
//!
//! Why: each suite's binary links the whole library, kernels included (~8 MiB compressed), and
//! what travels to the device machine is limited to 64 MiB; one binary carries them once. A
//! test's name gains its suite as a prefix (`solver::one_block_panels`), so a filter picks a
//! suite (`solver::`) or a test. Left out: `multi_gpu` (its own harness) and `gpu_stress`
//! (scripts/stress-gpu.sh runs it).
#![allow(missing_docs)]
// Each suite declares `mod common;`: one copy of the helpers a suite, as in its own binary.
#![allow(clippy::duplicate_mod)]

#[path = "gpu_only.rs"]
mod gpu_only;
#[path = "hostile.rs"]
mod hostile;
#[path = "level1.rs"]
mod level1;
#[path = "level1_ex.rs"]
mod level1_ex;
#[path = "level2.rs"]
mod level2;
#[path = "level3.rs"]
mod level3;
#[path = "level3_ex.rs"]
mod level3_ex;
#[path = "level3_sym.rs"]
mod level3_sym;
#[path = "level3_tri.rs"]
mod level3_tri;
#[path = "memory_model/main.rs"]
mod memory_model;
#[path = "solver.rs"]
mod solver;
