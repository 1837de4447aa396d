// trsm's counter-chained block substitution for few right-hand sides (TriBlockOp::Chain; design
// in trsm_chain.h): f32, f64 and c32 in one unit of its own, so the helper kernels' units do not
// grow.
#include "trsm_chain.h"

namespace oxblas_hip {
namespace tb {

int launch_chain(const TriBlockDesc& d, hipStream_t s) {
  switch (d.dtype) {
    case DTypeCode::F32: return launch_chain_typed<float>(d, s);
    case DTypeCode::F64: return launch_chain_typed<double>(d, s);
    case DTypeCode::C32: return launch_chain_typed<c32>(d, s);
    default: return kInvalidLaunch;  // c64 solves on the blocked path (trsm_chain.h)
  }
}

}  // namespace tb
}  // namespace oxblas_hip
