// Level-3 triangular helper kernels for f32 and f64 (tri_block.h).
#include "tri_block.h"

namespace oxblas_hip {
namespace tb {
template int launch_typed<float>(const TriBlockDesc&, hipStream_t);
template int launch_typed<double>(const TriBlockDesc&, hipStream_t);
}  // namespace tb
}  // namespace oxblas_hip
