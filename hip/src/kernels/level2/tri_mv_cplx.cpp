// trmv / tbmv / tpmv for c32 and c64 (kernels: tri_mv.h; design: tri_common.h).
#include "tri_mv.h"

namespace oxblas_hip {
namespace trik {
template int launch_mv<c32>(const TriDesc&, hipStream_t);
template int launch_mv<c64>(const TriDesc&, hipStream_t);
}  // namespace trik
}  // namespace oxblas_hip
