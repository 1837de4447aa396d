/* liboxblas.so is linked by CMake from the Rust static library (whole archive) with the
   version script cmake/oxblas.map; this file only gives the target a source. */
typedef int oxblas_so_translation_unit_is_not_empty;
