// Level-3 triangular helper kernels for c32 and c64 (tri_block.h).
#include "tri_block.h"

namespace oxblas_hip {
namespace tb {
template int launch_typed<c32>(const TriBlockDesc&, hipStream_t);
template int launch_typed<c64>(const TriBlockDesc&, hipStream_t);
}  // namespace tb
}  // namespace oxblas_hip
