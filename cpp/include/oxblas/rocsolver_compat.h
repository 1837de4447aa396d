/*
 * rocSOLVER names over oxblas: the solver routines under their `rocsolver_*` names with
 * rocSOLVER's argument types (rocblas_int sizes, `rocblas_int* ipiv`, `rocblas_int* info`,
 * `_batched` and `_strided_batched` with `rocblas_stride strideP`), so code written for
 * rocSOLVER's memory model (start_device_memory_size_query -> getrf -> getrs -> stop ->
 * set_device_memory_size) compiles against oxblas unchanged. Handles, statuses, enumerations
 * and the memory functions come from rocblas_compat.h.
 *
 * Differences from rocSOLVER: laswp has no batched forms (neither has rocSOLVER's); getf2 and
 * potf2 return the same results as getrf and potrf (they run the same blocked algorithm).
 */
#ifndef OXBLAS_ROCSOLVER_COMPAT_H
#define OXBLAS_ROCSOLVER_COMPAT_H

#include "rocblas_compat.h"

#ifdef __cplusplus
extern "C" {
#endif

/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */
static inline rocblas_status rocsolver_sgetrf(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_sgetrf(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_sgetrf_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrf_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_sgetrf_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrf_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dgetrf(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_dgetrf(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_dgetrf_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrf_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dgetrf_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrf_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cgetrf(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_cgetrf(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_cgetrf_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrf_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex* const*)A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cgetrf_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrf_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zgetrf(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_zgetrf(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_zgetrf_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrf_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex* const*)A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zgetrf_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrf_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_sgetf2(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_sgetf2(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_sgetf2_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetf2_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_sgetf2_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetf2_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dgetf2(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_dgetf2(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_dgetf2_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetf2_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dgetf2_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetf2_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cgetf2(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_cgetf2(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_cgetf2_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetf2_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex* const*)A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cgetf2_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetf2_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zgetf2(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int* ipiv, rocblas_int* info)
{ return (rocblas_status)oxblas_zgetf2(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int32_t*)ipiv, (int32_t*)info); }
static inline rocblas_status rocsolver_zgetf2_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* const* A, rocblas_int lda, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetf2_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex* const*)A, (int64_t)lda, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zgetf2_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* ipiv, rocblas_stride strideP, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetf2_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)ipiv, (int64_t)strideP, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_sgetrf_npvt(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_sgetrf_npvt(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_sgetrf_npvt_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrf_npvt_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_sgetrf_npvt_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, float* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrf_npvt_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dgetrf_npvt(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_dgetrf_npvt(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_dgetrf_npvt_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrf_npvt_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dgetrf_npvt_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, double* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrf_npvt_strided_batched(handle, (int64_t)m, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cgetrf_npvt(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_cgetrf_npvt(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_cgetrf_npvt_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrf_npvt_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cgetrf_npvt_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrf_npvt_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zgetrf_npvt(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_zgetrf_npvt(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_zgetrf_npvt_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrf_npvt_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zgetrf_npvt_strided_batched(rocblas_handle handle, rocblas_int m, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrf_npvt_strided_batched(handle, (int64_t)m, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_sgetrs(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const float* A, rocblas_int lda, const rocblas_int* ipiv, float* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_sgetrs(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (const int32_t*)ipiv, B, (int64_t)ldb); }
static inline rocblas_status rocsolver_sgetrs_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const float* const* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_stride strideP, float* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrs_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (const int32_t*)ipiv, (int64_t)strideP, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_sgetrs_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const float* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_int* ipiv, rocblas_stride strideP, float* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgetrs_strided_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (int64_t)stride_a, (const int32_t*)ipiv, (int64_t)strideP, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dgetrs(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const double* A, rocblas_int lda, const rocblas_int* ipiv, double* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_dgetrs(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (const int32_t*)ipiv, B, (int64_t)ldb); }
static inline rocblas_status rocsolver_dgetrs_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const double* const* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_stride strideP, double* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrs_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (const int32_t*)ipiv, (int64_t)strideP, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dgetrs_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const double* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_int* ipiv, rocblas_stride strideP, double* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgetrs_strided_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (int64_t)stride_a, (const int32_t*)ipiv, (int64_t)strideP, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cgetrs(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_float_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_cgetrs(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex*)A, (int64_t)lda, (const int32_t*)ipiv, (oxblas_float_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocsolver_cgetrs_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_stride strideP, rocblas_float_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrs_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex* const*)A, (int64_t)lda, (const int32_t*)ipiv, (int64_t)strideP, (oxblas_float_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cgetrs_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_int* ipiv, rocblas_stride strideP, rocblas_float_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgetrs_strided_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const int32_t*)ipiv, (int64_t)strideP, (oxblas_float_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zgetrs(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_double_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_zgetrs(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex*)A, (int64_t)lda, (const int32_t*)ipiv, (oxblas_double_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocsolver_zgetrs_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_int* ipiv, rocblas_stride strideP, rocblas_double_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrs_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex* const*)A, (int64_t)lda, (const int32_t*)ipiv, (int64_t)strideP, (oxblas_double_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zgetrs_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_int* ipiv, rocblas_stride strideP, rocblas_double_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgetrs_strided_batched(handle, (oxblas_operation)trans, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const int32_t*)ipiv, (int64_t)strideP, (oxblas_double_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_spotrf(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_spotrf(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_spotrf_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotrf_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_spotrf_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotrf_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dpotrf(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_dpotrf(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_dpotrf_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotrf_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dpotrf_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotrf_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cpotrf(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_cpotrf(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_cpotrf_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotrf_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cpotrf_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotrf_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zpotrf(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_zpotrf(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_zpotrf_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotrf_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zpotrf_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotrf_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_spotf2(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_spotf2(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_spotf2_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotf2_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_spotf2_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, float* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotf2_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dpotf2(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_dpotf2(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_dpotf2_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotf2_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dpotf2_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, double* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotf2_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cpotf2(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_cpotf2(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_cpotf2_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotf2_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cpotf2_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotf2_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zpotf2(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int* info)
{ return (rocblas_status)oxblas_zpotf2(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int32_t*)info); }
static inline rocblas_status rocsolver_zpotf2_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* const* A, rocblas_int lda, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotf2_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex* const*)A, (int64_t)lda, (int32_t*)info, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zpotf2_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_int* info, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotf2_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (int32_t*)info, (int64_t)batch_count); }

static inline rocblas_status rocsolver_spotrs(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const float* A, rocblas_int lda, float* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_spotrs(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, B, (int64_t)ldb); }
static inline rocblas_status rocsolver_spotrs_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const float* const* A, rocblas_int lda, float* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotrs_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_spotrs_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const float* A, rocblas_int lda, rocblas_stride stride_a, float* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_spotrs_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_dpotrs(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const double* A, rocblas_int lda, double* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_dpotrs(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, B, (int64_t)ldb); }
static inline rocblas_status rocsolver_dpotrs_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const double* const* A, rocblas_int lda, double* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotrs_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_dpotrs_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const double* A, rocblas_int lda, rocblas_stride stride_a, double* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dpotrs_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_cpotrs(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_cpotrs(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocsolver_cpotrs_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotrs_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_cpotrs_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cpotrs_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_zpotrs(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_zpotrs(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocsolver_zpotrs_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotrs_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocsolver_zpotrs_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, rocblas_int nrhs, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zpotrs_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (int64_t)nrhs, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }

static inline rocblas_status rocsolver_slaswp(rocblas_handle handle, rocblas_int n, float* A, rocblas_int lda, rocblas_int k1, rocblas_int k2, const rocblas_int* ipiv, rocblas_int incp)
{ return (rocblas_status)oxblas_slaswp(handle, (int64_t)n, A, (int64_t)lda, (int64_t)k1, (int64_t)k2, (const int32_t*)ipiv, (int64_t)incp); }

static inline rocblas_status rocsolver_dlaswp(rocblas_handle handle, rocblas_int n, double* A, rocblas_int lda, rocblas_int k1, rocblas_int k2, const rocblas_int* ipiv, rocblas_int incp)
{ return (rocblas_status)oxblas_dlaswp(handle, (int64_t)n, A, (int64_t)lda, (int64_t)k1, (int64_t)k2, (const int32_t*)ipiv, (int64_t)incp); }

static inline rocblas_status rocsolver_claswp(rocblas_handle handle, rocblas_int n, rocblas_float_complex* A, rocblas_int lda, rocblas_int k1, rocblas_int k2, const rocblas_int* ipiv, rocblas_int incp)
{ return (rocblas_status)oxblas_claswp(handle, (int64_t)n, (oxblas_float_complex*)A, (int64_t)lda, (int64_t)k1, (int64_t)k2, (const int32_t*)ipiv, (int64_t)incp); }

static inline rocblas_status rocsolver_zlaswp(rocblas_handle handle, rocblas_int n, rocblas_double_complex* A, rocblas_int lda, rocblas_int k1, rocblas_int k2, const rocblas_int* ipiv, rocblas_int incp)
{ return (rocblas_status)oxblas_zlaswp(handle, (int64_t)n, (oxblas_double_complex*)A, (int64_t)lda, (int64_t)k1, (int64_t)k2, (const int32_t*)ipiv, (int64_t)incp); }
/* END GENERATED ROUTINES */

#ifdef __cplusplus
}
#endif

#endif /* OXBLAS_ROCSOLVER_COMPAT_H */
