// trsv for f32 and f64 (kernels: tri_sv.h; design: tri_common.h).
#include "tri_sv.h"

namespace oxblas_hip {
namespace trik {
template int launch_sv<float>(const TriDesc&, hipStream_t);
template int launch_sv<double>(const TriDesc&, hipStream_t);
}  // namespace trik
}  // namespace oxblas_hip
