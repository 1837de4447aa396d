// trmv / tbmv / tpmv for f32 and f64 (kernels: tri_mv.h; design: tri_common.h).
#include "tri_mv.h"

namespace oxblas_hip {
namespace trik {
template int launch_mv<float>(const TriDesc&, hipStream_t);
template int launch_mv<double>(const TriDesc&, hipStream_t);
}  // namespace trik
}  // namespace oxblas_hip
