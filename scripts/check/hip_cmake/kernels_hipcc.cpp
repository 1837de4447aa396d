// Same source as kernels.hip; .cpp so CMake hands it to CMAKE_CXX_COMPILER=hipcc.
#include "kernels.hip"
