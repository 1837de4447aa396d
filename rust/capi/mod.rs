//! The C ABI (`oxblas.h`). Filled in by the C interface work.
