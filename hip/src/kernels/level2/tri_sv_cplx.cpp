// trsv for c32 and c64 (kernels: tri_sv.h; design: tri_common.h).
#include "tri_sv.h"

namespace oxblas_hip {
namespace trik {
template int launch_sv<c32>(const TriDesc&, hipStream_t);
template int launch_sv<c64>(const TriDesc&, hipStream_t);
}  // namespace trik
}  // namespace oxblas_hip
