// The kernel families' launchers. Each takes its family's launch descriptor exactly as Rust
// filled it: the descriptors are defined once, in bridge/launch.rs, and cxx generates the header
// included here (build.rs hands its directory to CMake as OXBLAS_BRIDGE_INCLUDE). The bridge
// declares these functions too, so a call goes from the Rust backend to the launcher with no
// copy or mirror in between.
//
// Every launcher: checks the descriptor (codes in range, launch shape sane; kInvalidLaunch
// otherwise), makes `ordinal` the current device, enqueues on `stream` (a hipStream_t/
// cudaStream_t as an integer, 0 = null stream) and returns the runtime's error code (0 = ok).
// Kernels allocate nothing: every temporary is a workspace slot named in the descriptor.
#pragma once

#include <cstdint>

#include "oxblas/bridge/launch.rs.h"

namespace oxblas_hip {

using oxblas::launch::DTypeCode;
using oxblas::launch::GemmDesc;
using oxblas::launch::GemvDesc;
using oxblas::launch::ReduceDesc;
using oxblas::launch::ReduceOp;
using oxblas::launch::SymvDesc;
using oxblas::launch::TriDesc;

// Level 1 reductions (kernels/level1/).
std::int32_t launch_reduce(std::int32_t ordinal, const ReduceDesc& d, std::uint64_t stream);
// Level 2 (kernels/level2/).
std::int32_t launch_gemv(std::int32_t ordinal, const GemvDesc& d, std::uint64_t stream);
std::int32_t launch_symv(std::int32_t ordinal, const SymvDesc& d, std::uint64_t stream);
std::int32_t launch_tri(std::int32_t ordinal, const TriDesc& d, std::uint64_t stream);
// Level 3 (kernels/gemm/).
std::int32_t launch_gemm(std::int32_t ordinal, const GemmDesc& d, std::uint64_t stream);
// Level-3 triangular family's helper kernels (kernels/level3_tri/).
using oxblas::launch::TriBlockDesc;
std::int32_t launch_tri_block(std::int32_t ordinal, const TriBlockDesc& d, std::uint64_t stream);
// solver (kernels/solver/).
using oxblas::launch::SolverDesc;
std::int32_t launch_solver(std::int32_t ordinal, const SolverDesc& d, std::uint64_t stream);
// The symmetric/Hermitian level 3 (kernels/sym/): syrk, herk, syr2k, her2k, syrkx, herkx, symm,
// hemm's steps other than their gemm launches.
using oxblas::launch::SymDesc;
std::int32_t launch_sym(std::int32_t ordinal, const SymDesc& d, std::uint64_t stream);

}  // namespace oxblas_hip
