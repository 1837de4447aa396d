/*
 * rocblas_compat.h - rocBLAS names on top of oxblas, so that code written against rocBLAS's
 * device-memory API and level-1 reductions compiles unchanged (C99 or C++).
 *
 *   #include <oxblas/rocblas_compat.h>   // instead of <rocblas/rocblas.h>
 *
 * Everything is a type alias, an enumerator with rocBLAS's value, or a static inline wrapper.
 * Differences from rocBLAS (README.md, "Differences from rocBLAS"; docs/memory-model.md):
 * - rocblas_status is a separate enum with the same values; oxblas_status_no_device (16) may
 *   also be returned (rocblas_status_no_device here).
 * - Memory-model misuse (resize/destroy while an exported-allocator borrow is live, non-LIFO
 *   rocblas_device_malloc_free) returns rocblas_status_internal_error instead of aborting.
 * - rocblas_set_workspace validates its pointer (64-byte alignment -> invalid_pointer).
 * - Level-1 routines with n < 0 return success with zero results (rocBLAS's quick return);
 *   the _64 variants pass n through (oxblas: n < 0 -> invalid_size).
 * - rocblas_device_malloc_set_default_memory_size is not provided (the default size is the
 *   backend's; use OXBLAS_DEVICE_MEMORY_SIZE / ROCBLAS_DEVICE_MEMORY_SIZE).
 * - Streams: rocblas_set_stream takes a hipStream_t when <hip/hip_runtime_api.h> was included
 *   before this header, else an oxblas_stream.
 */
#ifndef OXBLAS_ROCBLAS_COMPAT_H
#define OXBLAS_ROCBLAS_COMPAT_H

#include <stdarg.h>

#include "oxblas.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t rocblas_int;
typedef int64_t rocblas_stride;
typedef oxblas_handle rocblas_handle;
typedef oxblas_float_complex rocblas_float_complex;
typedef oxblas_double_complex rocblas_double_complex;
typedef oxblas_half rocblas_half;
typedef oxblas_bfloat16 rocblas_bfloat16;
typedef oxblas_device_malloc rocblas_device_malloc_base;

#if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H)
typedef hipStream_t oxblas_compat_stream;
#else
typedef oxblas_stream oxblas_compat_stream;
#endif

typedef enum rocblas_status_ {
    rocblas_status_success = oxblas_status_success,
    rocblas_status_invalid_handle = oxblas_status_invalid_handle,
    rocblas_status_not_implemented = oxblas_status_not_implemented,
    rocblas_status_invalid_pointer = oxblas_status_invalid_pointer,
    rocblas_status_invalid_size = oxblas_status_invalid_size,
    rocblas_status_memory_error = oxblas_status_memory_error,
    rocblas_status_internal_error = oxblas_status_internal_error,
    rocblas_status_perf_degraded = oxblas_status_perf_degraded,
    rocblas_status_size_query_mismatch = oxblas_status_size_query_mismatch,
    rocblas_status_size_increased = oxblas_status_size_increased,
    rocblas_status_size_unchanged = oxblas_status_size_unchanged,
    rocblas_status_invalid_value = oxblas_status_invalid_value,
    rocblas_status_continue = oxblas_status_continue,
    rocblas_status_check_numerics_fail = 13,
    rocblas_status_excluded_from_build = 14,
    rocblas_status_arch_mismatch = oxblas_status_arch_mismatch,
    rocblas_status_no_device = oxblas_status_no_device
} rocblas_status;

typedef enum rocblas_pointer_mode_ {
    rocblas_pointer_mode_host = oxblas_pointer_mode_host,
    rocblas_pointer_mode_device = oxblas_pointer_mode_device
} rocblas_pointer_mode;

typedef enum rocblas_operation_ {
    rocblas_operation_none = oxblas_operation_none,
    rocblas_operation_transpose = oxblas_operation_transpose,
    rocblas_operation_conjugate_transpose = oxblas_operation_conjugate_transpose
} rocblas_operation;

typedef enum rocblas_fill_ {
    rocblas_fill_upper = oxblas_fill_upper,
    rocblas_fill_lower = oxblas_fill_lower,
    rocblas_fill_full = 123
} rocblas_fill;

#ifndef OXBLAS_COMPAT_DATATYPE
#define OXBLAS_COMPAT_DATATYPE
/* rocBLAS's element type codes (rocblas_datatype), as its `_ex` routines take them; the ones
 * oxblas has are oxblas_datatype's values. */
typedef enum rocblas_datatype_ {
    rocblas_datatype_f16_r = oxblas_datatype_f16_r,
    rocblas_datatype_f32_r = oxblas_datatype_f32_r,
    rocblas_datatype_f64_r = oxblas_datatype_f64_r,
    rocblas_datatype_f16_c = oxblas_datatype_f16_c,
    rocblas_datatype_f32_c = oxblas_datatype_f32_c,
    rocblas_datatype_f64_c = oxblas_datatype_f64_c,
    rocblas_datatype_i8_r = 160,
    rocblas_datatype_u8_r = 161,
    rocblas_datatype_i32_r = 162,
    rocblas_datatype_u32_r = 163,
    rocblas_datatype_i8_c = 164,
    rocblas_datatype_u8_c = 165,
    rocblas_datatype_i32_c = 166,
    rocblas_datatype_u32_c = 167,
    rocblas_datatype_bf16_r = oxblas_datatype_bf16_r,
    rocblas_datatype_bf16_c = oxblas_datatype_bf16_c,
    rocblas_datatype_f8_r = 170,
    rocblas_datatype_bf8_r = 171,
    rocblas_datatype_invalid = 255
} rocblas_datatype;
#endif

typedef enum rocblas_diagonal_ {
    rocblas_diagonal_non_unit = oxblas_diagonal_non_unit,
    rocblas_diagonal_unit = oxblas_diagonal_unit
} rocblas_diagonal;

/* Level-3 triangular family. */
typedef enum rocblas_side_ {
    rocblas_side_left = oxblas_side_left,
    rocblas_side_right = oxblas_side_right,
    rocblas_side_both = 143
} rocblas_side;

/* ------------------------------------------------------------------------- handle and stream */

static inline rocblas_status rocblas_create_handle(rocblas_handle* handle)
{ return (rocblas_status)oxblas_create_handle(handle); }
static inline rocblas_status rocblas_destroy_handle(rocblas_handle handle)
{ return (rocblas_status)oxblas_destroy_handle(handle); }
static inline rocblas_status rocblas_set_stream(rocblas_handle handle, oxblas_compat_stream stream)
{ return (rocblas_status)oxblas_set_stream(handle, (oxblas_stream)stream); }
static inline rocblas_status rocblas_get_stream(rocblas_handle handle, oxblas_compat_stream* stream)
{
    oxblas_stream s = NULL;
    oxblas_status st = oxblas_get_stream(handle, stream ? &s : NULL);
    if (st == oxblas_status_success) *stream = (oxblas_compat_stream)s;
    return (rocblas_status)st;
}
static inline rocblas_status rocblas_set_pointer_mode(rocblas_handle handle, rocblas_pointer_mode mode)
{ return (rocblas_status)oxblas_set_pointer_mode(handle, (oxblas_pointer_mode)mode); }
static inline rocblas_status rocblas_get_pointer_mode(rocblas_handle handle, rocblas_pointer_mode* mode)
{
    oxblas_pointer_mode m = oxblas_pointer_mode_host;
    oxblas_status st = oxblas_get_pointer_mode(handle, mode ? &m : NULL);
    if (st == oxblas_status_success) *mode = (rocblas_pointer_mode)m;
    return (rocblas_status)st;
}
static inline const char* rocblas_status_to_string(rocblas_status status)
{ return oxblas_status_name((oxblas_status)status); }

/* ------------------------------------------------------------------------------ memory model */

static inline rocblas_status rocblas_start_device_memory_size_query(rocblas_handle handle)
{ return (rocblas_status)oxblas_start_device_memory_size_query(handle); }
static inline rocblas_status rocblas_stop_device_memory_size_query(rocblas_handle handle, size_t* size)
{ return (rocblas_status)oxblas_stop_device_memory_size_query(handle, size); }
static inline bool rocblas_is_device_memory_size_query(rocblas_handle handle)
{ return oxblas_is_device_memory_size_query(handle); }
static inline rocblas_status rocblas_set_device_memory_size(rocblas_handle handle, size_t size)
{ return (rocblas_status)oxblas_set_device_memory_size(handle, size); }
static inline rocblas_status rocblas_get_device_memory_size(rocblas_handle handle, size_t* size)
{ return (rocblas_status)oxblas_get_device_memory_size(handle, size); }
static inline rocblas_status rocblas_set_workspace(rocblas_handle handle, void* addr, size_t size)
{ return (rocblas_status)oxblas_set_workspace(handle, addr, size); }
static inline bool rocblas_is_managing_device_memory(rocblas_handle handle)
{ return oxblas_is_managing_device_memory(handle); }
static inline bool rocblas_is_user_managing_device_memory(rocblas_handle handle)
{ return oxblas_is_user_managing_device_memory(handle); }

/** Largest number of sizes the variadic wrappers accept (rocSOLVER's largest request has 9). */
#define OXBLAS_COMPAT_MAX_SIZES 32

/** rocBLAS's variadic set-optimal: `count` size_t arguments follow. */
static inline rocblas_status rocblas_set_optimal_device_memory_size_impl(rocblas_handle handle,
                                                                        size_t count, ...)
{
    size_t sizes[OXBLAS_COMPAT_MAX_SIZES];
    size_t i;
    va_list ap;
    if (count > OXBLAS_COMPAT_MAX_SIZES) return rocblas_status_invalid_size;
    va_start(ap, count);
    for (i = 0; i < count; ++i) sizes[i] = va_arg(ap, size_t);
    va_end(ap);
    return (rocblas_status)oxblas_set_optimal_device_memory_size(handle, sizes, count);
}

/** rocBLAS's variadic allocator: `count` size_t arguments follow. */
static inline rocblas_status rocblas_device_malloc_alloc(rocblas_handle handle,
                                                         rocblas_device_malloc_base** res,
                                                         size_t count, ...)
{
    size_t sizes[OXBLAS_COMPAT_MAX_SIZES];
    size_t i;
    va_list ap;
    if (res) *res = NULL;
    if (!handle) return rocblas_status_invalid_handle;
    if (!res) return rocblas_status_invalid_pointer;
    if (count == 0) return rocblas_status_invalid_size;
    if (count > OXBLAS_COMPAT_MAX_SIZES) return rocblas_status_invalid_size;
    va_start(ap, count);
    for (i = 0; i < count; ++i) sizes[i] = va_arg(ap, size_t);
    va_end(ap);
    return (rocblas_status)oxblas_device_malloc_alloc(handle, sizes, count, res);
}
static inline bool rocblas_device_malloc_success(rocblas_device_malloc_base* p)
{ return oxblas_device_malloc_success(p); }
static inline rocblas_status rocblas_device_malloc_ptr(rocblas_device_malloc_base* p, void** res)
{ return (rocblas_status)oxblas_device_malloc_ptr(p, res); }
static inline rocblas_status rocblas_device_malloc_get(rocblas_device_malloc_base* p, size_t i, void** res)
{ return (rocblas_status)oxblas_device_malloc_get(p, i, res); }
static inline rocblas_status rocblas_device_malloc_free(rocblas_device_malloc_base* p)
{ return (rocblas_status)oxblas_device_malloc_free(p); }

/* ---------------------------------------------------------------------------- level-1 routines */
/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */
static inline rocblas_status rocblas_sdot(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, const float* y, rocblas_int incy, float* result)
{ return (rocblas_status)oxblas_sdot(handle, (n < 0 ? 0 : n), x, (int64_t)incx, y, (int64_t)incy, result); }
static inline rocblas_status rocblas_sdot_batched(rocblas_handle handle, rocblas_int n, const float* const* x, rocblas_int incx, const float* const* y, rocblas_int incy, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, y, (int64_t)incy, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_sdot_strided_batched(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_stride stridex, const float* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_sdot_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, const float* y, int64_t incy, float* result)
{ return (rocblas_status)oxblas_sdot(handle, n, x, incx, y, incy, result); }
static inline rocblas_status rocblas_sdot_batched_64(rocblas_handle handle, int64_t n, const float* const* x, int64_t incx, const float* const* y, int64_t incy, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_batched(handle, n, x, incx, y, incy, batch_count, result); }
static inline rocblas_status rocblas_sdot_strided_batched_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, rocblas_stride stridex, const float* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_strided_batched(handle, n, x, incx, (int64_t)stridex, y, incy, (int64_t)stridey, batch_count, result); }

static inline rocblas_status rocblas_ddot(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, const double* y, rocblas_int incy, double* result)
{ return (rocblas_status)oxblas_ddot(handle, (n < 0 ? 0 : n), x, (int64_t)incx, y, (int64_t)incy, result); }
static inline rocblas_status rocblas_ddot_batched(rocblas_handle handle, rocblas_int n, const double* const* x, rocblas_int incx, const double* const* y, rocblas_int incy, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, y, (int64_t)incy, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_ddot_strided_batched(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_stride stridex, const double* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_ddot_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, const double* y, int64_t incy, double* result)
{ return (rocblas_status)oxblas_ddot(handle, n, x, incx, y, incy, result); }
static inline rocblas_status rocblas_ddot_batched_64(rocblas_handle handle, int64_t n, const double* const* x, int64_t incx, const double* const* y, int64_t incy, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_batched(handle, n, x, incx, y, incy, batch_count, result); }
static inline rocblas_status rocblas_ddot_strided_batched_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, rocblas_stride stridex, const double* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_strided_batched(handle, n, x, incx, (int64_t)stridex, y, incy, (int64_t)stridey, batch_count, result); }

static inline rocblas_status rocblas_hdot(rocblas_handle handle, rocblas_int n, const rocblas_half* x, rocblas_int incx, const rocblas_half* y, rocblas_int incy, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot(handle, (n < 0 ? 0 : n), (const oxblas_half*)x, (int64_t)incx, (const oxblas_half*)y, (int64_t)incy, (oxblas_half*)result); }
static inline rocblas_status rocblas_hdot_batched(rocblas_handle handle, rocblas_int n, const rocblas_half* const* x, rocblas_int incx, const rocblas_half* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot_batched(handle, (n < 0 ? 0 : n), (const oxblas_half* const*)x, (int64_t)incx, (const oxblas_half* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_half*)result); }
static inline rocblas_status rocblas_hdot_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_half* x, rocblas_int incx, rocblas_stride stridex, const rocblas_half* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_half*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_half*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_half*)result); }
static inline rocblas_status rocblas_hdot_64(rocblas_handle handle, int64_t n, const rocblas_half* x, int64_t incx, const rocblas_half* y, int64_t incy, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot(handle, n, (const oxblas_half*)x, incx, (const oxblas_half*)y, incy, (oxblas_half*)result); }
static inline rocblas_status rocblas_hdot_batched_64(rocblas_handle handle, int64_t n, const rocblas_half* const* x, int64_t incx, const rocblas_half* const* y, int64_t incy, int64_t batch_count, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot_batched(handle, n, (const oxblas_half* const*)x, incx, (const oxblas_half* const*)y, incy, batch_count, (oxblas_half*)result); }
static inline rocblas_status rocblas_hdot_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_half* x, int64_t incx, rocblas_stride stridex, const rocblas_half* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_half* result)
{ return (rocblas_status)oxblas_hdot_strided_batched(handle, n, (const oxblas_half*)x, incx, (int64_t)stridex, (const oxblas_half*)y, incy, (int64_t)stridey, batch_count, (oxblas_half*)result); }

static inline rocblas_status rocblas_bfdot(rocblas_handle handle, rocblas_int n, const rocblas_bfloat16* x, rocblas_int incx, const rocblas_bfloat16* y, rocblas_int incy, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot(handle, (n < 0 ? 0 : n), (const oxblas_bfloat16*)x, (int64_t)incx, (const oxblas_bfloat16*)y, (int64_t)incy, (oxblas_bfloat16*)result); }
static inline rocblas_status rocblas_bfdot_batched(rocblas_handle handle, rocblas_int n, const rocblas_bfloat16* const* x, rocblas_int incx, const rocblas_bfloat16* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot_batched(handle, (n < 0 ? 0 : n), (const oxblas_bfloat16* const*)x, (int64_t)incx, (const oxblas_bfloat16* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_bfloat16*)result); }
static inline rocblas_status rocblas_bfdot_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_bfloat16* x, rocblas_int incx, rocblas_stride stridex, const rocblas_bfloat16* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_bfloat16*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_bfloat16*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_bfloat16*)result); }
static inline rocblas_status rocblas_bfdot_64(rocblas_handle handle, int64_t n, const rocblas_bfloat16* x, int64_t incx, const rocblas_bfloat16* y, int64_t incy, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot(handle, n, (const oxblas_bfloat16*)x, incx, (const oxblas_bfloat16*)y, incy, (oxblas_bfloat16*)result); }
static inline rocblas_status rocblas_bfdot_batched_64(rocblas_handle handle, int64_t n, const rocblas_bfloat16* const* x, int64_t incx, const rocblas_bfloat16* const* y, int64_t incy, int64_t batch_count, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot_batched(handle, n, (const oxblas_bfloat16* const*)x, incx, (const oxblas_bfloat16* const*)y, incy, batch_count, (oxblas_bfloat16*)result); }
static inline rocblas_status rocblas_bfdot_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_bfloat16* x, int64_t incx, rocblas_stride stridex, const rocblas_bfloat16* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_bfloat16* result)
{ return (rocblas_status)oxblas_bfdot_strided_batched(handle, n, (const oxblas_bfloat16*)x, incx, (int64_t)stridex, (const oxblas_bfloat16*)y, incy, (int64_t)stridey, batch_count, (oxblas_bfloat16*)result); }

static inline rocblas_status rocblas_cdotu(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, const rocblas_float_complex* y, rocblas_int incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (const oxblas_float_complex*)y, (int64_t)incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, const rocblas_float_complex* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (const oxblas_float_complex* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_float_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_float_complex*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, const rocblas_float_complex* y, int64_t incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu(handle, n, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, const rocblas_float_complex* const* y, int64_t incy, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_batched(handle, n, (const oxblas_float_complex* const*)x, incx, (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_float_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, (const oxblas_float_complex*)y, incy, (int64_t)stridey, batch_count, (oxblas_float_complex*)result); }

static inline rocblas_status rocblas_zdotu(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, const rocblas_double_complex* y, rocblas_int incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (const oxblas_double_complex*)y, (int64_t)incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, const rocblas_double_complex* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (const oxblas_double_complex* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_double_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_double_complex*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, const rocblas_double_complex* y, int64_t incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu(handle, n, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, const rocblas_double_complex* const* y, int64_t incy, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_batched(handle, n, (const oxblas_double_complex* const*)x, incx, (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_double_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, (const oxblas_double_complex*)y, incy, (int64_t)stridey, batch_count, (oxblas_double_complex*)result); }

static inline rocblas_status rocblas_cdotc(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, const rocblas_float_complex* y, rocblas_int incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (const oxblas_float_complex*)y, (int64_t)incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, const rocblas_float_complex* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (const oxblas_float_complex* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_float_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_float_complex*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, const rocblas_float_complex* y, int64_t incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc(handle, n, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, const rocblas_float_complex* const* y, int64_t incy, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_batched(handle, n, (const oxblas_float_complex* const*)x, incx, (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_float_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, (const oxblas_float_complex*)y, incy, (int64_t)stridey, batch_count, (oxblas_float_complex*)result); }

static inline rocblas_status rocblas_zdotc(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, const rocblas_double_complex* y, rocblas_int incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (const oxblas_double_complex*)y, (int64_t)incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, const rocblas_double_complex* const* y, rocblas_int incy, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (const oxblas_double_complex* const*)y, (int64_t)incy, (int64_t)batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_double_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (const oxblas_double_complex*)y, (int64_t)incy, (int64_t)stridey, (int64_t)batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, const rocblas_double_complex* y, int64_t incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc(handle, n, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, const rocblas_double_complex* const* y, int64_t incy, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_batched(handle, n, (const oxblas_double_complex* const*)x, incx, (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_double_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, (const oxblas_double_complex*)y, incy, (int64_t)stridey, batch_count, (oxblas_double_complex*)result); }

static inline rocblas_status rocblas_sasum(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, float* result)
{ return (rocblas_status)oxblas_sasum(handle, (n < 0 ? 0 : n), x, (int64_t)incx, result); }
static inline rocblas_status rocblas_sasum_batched(rocblas_handle handle, rocblas_int n, const float* const* x, rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_sasum_strided_batched(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_sasum_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, float* result)
{ return (rocblas_status)oxblas_sasum(handle, n, x, incx, result); }
static inline rocblas_status rocblas_sasum_batched_64(rocblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_sasum_strided_batched_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_dasum(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, double* result)
{ return (rocblas_status)oxblas_dasum(handle, (n < 0 ? 0 : n), x, (int64_t)incx, result); }
static inline rocblas_status rocblas_dasum_batched(rocblas_handle handle, rocblas_int n, const double* const* x, rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dasum_strided_batched(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dasum_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, double* result)
{ return (rocblas_status)oxblas_dasum(handle, n, x, incx, result); }
static inline rocblas_status rocblas_dasum_batched_64(rocblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_dasum_strided_batched_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_scasum(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, float* result)
{ return (rocblas_status)oxblas_scasum(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, result); }
static inline rocblas_status rocblas_scasum_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_scasum_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_scasum_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, float* result)
{ return (rocblas_status)oxblas_scasum(handle, n, (const oxblas_float_complex*)x, incx, result); }
static inline rocblas_status rocblas_scasum_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_batched(handle, n, (const oxblas_float_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_scasum_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_dzasum(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, double* result)
{ return (rocblas_status)oxblas_dzasum(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, result); }
static inline rocblas_status rocblas_dzasum_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dzasum_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dzasum_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, double* result)
{ return (rocblas_status)oxblas_dzasum(handle, n, (const oxblas_double_complex*)x, incx, result); }
static inline rocblas_status rocblas_dzasum_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_batched(handle, n, (const oxblas_double_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_dzasum_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_snrm2(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, float* result)
{ return (rocblas_status)oxblas_snrm2(handle, (n < 0 ? 0 : n), x, (int64_t)incx, result); }
static inline rocblas_status rocblas_snrm2_batched(rocblas_handle handle, rocblas_int n, const float* const* x, rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_snrm2_strided_batched(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_snrm2_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, float* result)
{ return (rocblas_status)oxblas_snrm2(handle, n, x, incx, result); }
static inline rocblas_status rocblas_snrm2_batched_64(rocblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_snrm2_strided_batched_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_dnrm2(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, double* result)
{ return (rocblas_status)oxblas_dnrm2(handle, (n < 0 ? 0 : n), x, (int64_t)incx, result); }
static inline rocblas_status rocblas_dnrm2_batched(rocblas_handle handle, rocblas_int n, const double* const* x, rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dnrm2_strided_batched(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_strided_batched(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dnrm2_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, double* result)
{ return (rocblas_status)oxblas_dnrm2(handle, n, x, incx, result); }
static inline rocblas_status rocblas_dnrm2_batched_64(rocblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_dnrm2_strided_batched_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_scnrm2(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, float* result)
{ return (rocblas_status)oxblas_scnrm2(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, result); }
static inline rocblas_status rocblas_scnrm2_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_scnrm2_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_scnrm2_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, float* result)
{ return (rocblas_status)oxblas_scnrm2(handle, n, (const oxblas_float_complex*)x, incx, result); }
static inline rocblas_status rocblas_scnrm2_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_batched(handle, n, (const oxblas_float_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_scnrm2_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_dznrm2(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, double* result)
{ return (rocblas_status)oxblas_dznrm2(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, result); }
static inline rocblas_status rocblas_dznrm2_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dznrm2_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, result); }
static inline rocblas_status rocblas_dznrm2_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, double* result)
{ return (rocblas_status)oxblas_dznrm2(handle, n, (const oxblas_double_complex*)x, incx, result); }
static inline rocblas_status rocblas_dznrm2_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_batched(handle, n, (const oxblas_double_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_dznrm2_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_isamax(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_batched(rocblas_handle handle, rocblas_int n, const float* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_strided_batched(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_strided_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_isamax(handle, n, x, incx, result); }
static inline rocblas_status rocblas_isamax_batched_64(rocblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamax_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_isamax_strided_batched_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamax_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_idamax(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_batched(rocblas_handle handle, rocblas_int n, const double* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_strided_batched(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_strided_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_idamax(handle, n, x, incx, result); }
static inline rocblas_status rocblas_idamax_batched_64(rocblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamax_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_idamax_strided_batched_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamax_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_icamax(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_icamax(handle, n, (const oxblas_float_complex*)x, incx, result); }
static inline rocblas_status rocblas_icamax_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamax_batched(handle, n, (const oxblas_float_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_icamax_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamax_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_izamax(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_izamax(handle, n, (const oxblas_double_complex*)x, incx, result); }
static inline rocblas_status rocblas_izamax_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamax_batched(handle, n, (const oxblas_double_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_izamax_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamax_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_isamin(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_batched(rocblas_handle handle, rocblas_int n, const float* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_strided_batched(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_strided_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_isamin(handle, n, x, incx, result); }
static inline rocblas_status rocblas_isamin_batched_64(rocblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamin_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_isamin_strided_batched_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamin_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_idamin(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_batched(rocblas_handle handle, rocblas_int n, const double* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_strided_batched(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_strided_batched_i32(handle, (n < 0 ? 0 : n), x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_idamin(handle, n, x, incx, result); }
static inline rocblas_status rocblas_idamin_batched_64(rocblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamin_batched(handle, n, x, incx, batch_count, result); }
static inline rocblas_status rocblas_idamin_strided_batched_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamin_strided_batched(handle, n, x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_icamin(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_icamin(handle, n, (const oxblas_float_complex*)x, incx, result); }
static inline rocblas_status rocblas_icamin_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamin_batched(handle, n, (const oxblas_float_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_icamin_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamin_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_izamin(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_strided_batched(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stridex, (int64_t)batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, int64_t* result)
{ return (rocblas_status)oxblas_izamin(handle, n, (const oxblas_double_complex*)x, incx, result); }
static inline rocblas_status rocblas_izamin_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamin_batched(handle, n, (const oxblas_double_complex* const*)x, incx, batch_count, result); }
static inline rocblas_status rocblas_izamin_strided_batched_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamin_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, (int64_t)stridex, batch_count, result); }

static inline rocblas_status rocblas_dot_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, const void* y, rocblas_datatype y_type, rocblas_int incy, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, y, (oxblas_datatype)y_type, (int64_t)incy, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dot_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, const void* y, rocblas_datatype y_type, rocblas_int incy, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, y, (oxblas_datatype)y_type, (int64_t)incy, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dot_strided_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, rocblas_stride stride_x, const void* y, rocblas_datatype y_type, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_strided_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, (int64_t)stride_x, y, (oxblas_datatype)y_type, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dot_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, const void* y, rocblas_datatype y_type, int64_t incy, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_ex(handle, n, x, (oxblas_datatype)x_type, incx, y, (oxblas_datatype)y_type, incy, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dot_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, const void* y, rocblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, y, (oxblas_datatype)y_type, incy, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dot_strided_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, rocblas_stride stride_x, const void* y, rocblas_datatype y_type, int64_t incy, rocblas_stride stride_y, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dot_strided_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, (int64_t)stride_x, y, (oxblas_datatype)y_type, incy, (int64_t)stride_y, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }

static inline rocblas_status rocblas_dotc_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, const void* y, rocblas_datatype y_type, rocblas_int incy, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, y, (oxblas_datatype)y_type, (int64_t)incy, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dotc_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, const void* y, rocblas_datatype y_type, rocblas_int incy, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, y, (oxblas_datatype)y_type, (int64_t)incy, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dotc_strided_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, rocblas_stride stride_x, const void* y, rocblas_datatype y_type, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_strided_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, (int64_t)stride_x, y, (oxblas_datatype)y_type, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dotc_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, const void* y, rocblas_datatype y_type, int64_t incy, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_ex(handle, n, x, (oxblas_datatype)x_type, incx, y, (oxblas_datatype)y_type, incy, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dotc_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, const void* y, rocblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, y, (oxblas_datatype)y_type, incy, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_dotc_strided_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, rocblas_stride stride_x, const void* y, rocblas_datatype y_type, int64_t incy, rocblas_stride stride_y, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_dotc_strided_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, (int64_t)stride_x, y, (oxblas_datatype)y_type, incy, (int64_t)stride_y, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }

static inline rocblas_status rocblas_nrm2_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_nrm2_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_nrm2_strided_batched_ex(rocblas_handle handle, rocblas_int n, const void* x, rocblas_datatype x_type, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_strided_batched_ex(handle, (n < 0 ? 0 : n), x, (oxblas_datatype)x_type, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_nrm2_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_ex(handle, n, x, (oxblas_datatype)x_type, incx, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_nrm2_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }
static inline rocblas_status rocblas_nrm2_strided_batched_ex_64(rocblas_handle handle, int64_t n, const void* x, rocblas_datatype x_type, int64_t incx, rocblas_stride stride_x, int64_t batch_count, void* result, rocblas_datatype result_type, rocblas_datatype execution_type)
{ return (rocblas_status)oxblas_nrm2_strided_batched_ex(handle, n, x, (oxblas_datatype)x_type, incx, (int64_t)stride_x, batch_count, result, (oxblas_datatype)result_type, (oxblas_datatype)execution_type); }

static inline rocblas_status rocblas_sgemv(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, const float* x, rocblas_int incx, const float* beta, float* y, rocblas_int incy)
{ return (rocblas_status)oxblas_sgemv(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy); }
static inline rocblas_status rocblas_sgemv_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const float* alpha, const float* const* A, rocblas_int lda, const float* const* x, rocblas_int incx, const float* beta, float* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgemv_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_sgemv_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, rocblas_stride stride_a, const float* x, rocblas_int incx, rocblas_stride stride_x, const float* beta, float* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgemv_strided_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, beta, y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_sgemv_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy)
{ return (rocblas_status)oxblas_sgemv(handle, (oxblas_operation)trans, m, n, alpha, A, lda, x, incx, beta, y, incy); }
static inline rocblas_status rocblas_sgemv_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_sgemv_batched(handle, (oxblas_operation)trans, m, n, alpha, A, lda, x, incx, beta, y, incy, batch_count); }
static inline rocblas_status rocblas_sgemv_strided_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, rocblas_stride stride_a, const float* x, int64_t incx, rocblas_stride stride_x, const float* beta, float* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_sgemv_strided_batched(handle, (oxblas_operation)trans, m, n, alpha, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, beta, y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_dgemv(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, const double* x, rocblas_int incx, const double* beta, double* y, rocblas_int incy)
{ return (rocblas_status)oxblas_dgemv(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy); }
static inline rocblas_status rocblas_dgemv_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const double* alpha, const double* const* A, rocblas_int lda, const double* const* x, rocblas_int incx, const double* beta, double* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgemv_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_dgemv_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, rocblas_stride stride_a, const double* x, rocblas_int incx, rocblas_stride stride_x, const double* beta, double* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgemv_strided_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, beta, y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_dgemv_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy)
{ return (rocblas_status)oxblas_dgemv(handle, (oxblas_operation)trans, m, n, alpha, A, lda, x, incx, beta, y, incy); }
static inline rocblas_status rocblas_dgemv_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_dgemv_batched(handle, (oxblas_operation)trans, m, n, alpha, A, lda, x, incx, beta, y, incy, batch_count); }
static inline rocblas_status rocblas_dgemv_strided_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, rocblas_stride stride_a, const double* x, int64_t incx, rocblas_stride stride_x, const double* beta, double* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_dgemv_strided_batched(handle, (oxblas_operation)trans, m, n, alpha, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, beta, y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_cgemv(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, const rocblas_float_complex* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_cgemv(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (const oxblas_float_complex*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_cgemv_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_float_complex* const* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgemv_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (const oxblas_float_complex* const*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_cgemv_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgemv_strided_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_cgemv_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, const rocblas_float_complex* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_cgemv(handle, (oxblas_operation)trans, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy); }
static inline rocblas_status rocblas_cgemv_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, const rocblas_float_complex* const* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_cgemv_batched(handle, (oxblas_operation)trans, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (const oxblas_float_complex* const*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_cgemv_strided_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_cgemv_strided_batched(handle, (oxblas_operation)trans, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (const oxblas_float_complex*)x, incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_zgemv(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, const rocblas_double_complex* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_zgemv(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (const oxblas_double_complex*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_zgemv_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_double_complex* const* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgemv_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (const oxblas_double_complex* const*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_zgemv_strided_batched(rocblas_handle handle, rocblas_operation trans, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgemv_strided_batched(handle, (oxblas_operation)trans, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_zgemv_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, const rocblas_double_complex* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_zgemv(handle, (oxblas_operation)trans, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy); }
static inline rocblas_status rocblas_zgemv_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, const rocblas_double_complex* const* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_zgemv_batched(handle, (oxblas_operation)trans, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (const oxblas_double_complex* const*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_zgemv_strided_batched_64(rocblas_handle handle, rocblas_operation trans, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_zgemv_strided_batched(handle, (oxblas_operation)trans, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (const oxblas_double_complex*)x, incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_ssymv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, const float* x, rocblas_int incx, const float* beta, float* y, rocblas_int incy)
{ return (rocblas_status)oxblas_ssymv(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy); }
static inline rocblas_status rocblas_ssymv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const float* alpha, const float* const* A, rocblas_int lda, const float* const* x, rocblas_int incx, const float* beta, float* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ssymv_batched(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_ssymv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, rocblas_stride stride_a, const float* x, rocblas_int incx, rocblas_stride stride_x, const float* beta, float* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ssymv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, beta, y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_ssymv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy)
{ return (rocblas_status)oxblas_ssymv(handle, (oxblas_fill)uplo, n, alpha, A, lda, x, incx, beta, y, incy); }
static inline rocblas_status rocblas_ssymv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_ssymv_batched(handle, (oxblas_fill)uplo, n, alpha, A, lda, x, incx, beta, y, incy, batch_count); }
static inline rocblas_status rocblas_ssymv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, rocblas_stride stride_a, const float* x, int64_t incx, rocblas_stride stride_x, const float* beta, float* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_ssymv_strided_batched(handle, (oxblas_fill)uplo, n, alpha, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, beta, y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_dsymv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, const double* x, rocblas_int incx, const double* beta, double* y, rocblas_int incy)
{ return (rocblas_status)oxblas_dsymv(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy); }
static inline rocblas_status rocblas_dsymv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const double* alpha, const double* const* A, rocblas_int lda, const double* const* x, rocblas_int incx, const double* beta, double* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dsymv_batched(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, x, (int64_t)incx, beta, y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_dsymv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, rocblas_stride stride_a, const double* x, rocblas_int incx, rocblas_stride stride_x, const double* beta, double* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dsymv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, beta, y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_dsymv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy)
{ return (rocblas_status)oxblas_dsymv(handle, (oxblas_fill)uplo, n, alpha, A, lda, x, incx, beta, y, incy); }
static inline rocblas_status rocblas_dsymv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_dsymv_batched(handle, (oxblas_fill)uplo, n, alpha, A, lda, x, incx, beta, y, incy, batch_count); }
static inline rocblas_status rocblas_dsymv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, rocblas_stride stride_a, const double* x, int64_t incx, rocblas_stride stride_x, const double* beta, double* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_dsymv_strided_batched(handle, (oxblas_fill)uplo, n, alpha, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, beta, y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_csymv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, const rocblas_float_complex* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_csymv(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (const oxblas_float_complex*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_csymv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_float_complex* const* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_csymv_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (const oxblas_float_complex* const*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_csymv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_csymv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_csymv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, const rocblas_float_complex* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_csymv(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy); }
static inline rocblas_status rocblas_csymv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, const rocblas_float_complex* const* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_csymv_batched(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (const oxblas_float_complex* const*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_csymv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_csymv_strided_batched(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (const oxblas_float_complex*)x, incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_zsymv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, const rocblas_double_complex* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_zsymv(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (const oxblas_double_complex*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_zsymv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_double_complex* const* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zsymv_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (const oxblas_double_complex* const*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_zsymv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zsymv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_zsymv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, const rocblas_double_complex* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_zsymv(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy); }
static inline rocblas_status rocblas_zsymv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, const rocblas_double_complex* const* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_zsymv_batched(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (const oxblas_double_complex* const*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_zsymv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_zsymv_strided_batched(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (const oxblas_double_complex*)x, incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_chemv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, const rocblas_float_complex* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_chemv(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (const oxblas_float_complex*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_chemv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_float_complex* const* x, rocblas_int incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_chemv_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (const oxblas_float_complex* const*)x, (int64_t)incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_chemv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_chemv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_chemv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, const rocblas_float_complex* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_chemv(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy); }
static inline rocblas_status rocblas_chemv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, const rocblas_float_complex* const* x, int64_t incx, const rocblas_float_complex* beta, rocblas_float_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_chemv_batched(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (const oxblas_float_complex* const*)x, incx, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_chemv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_float_complex* beta, rocblas_float_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_chemv_strided_batched(handle, (oxblas_fill)uplo, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (const oxblas_float_complex*)x, incx, (int64_t)stride_x, (const oxblas_float_complex*)beta, (oxblas_float_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_zhemv(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, const rocblas_double_complex* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy)
{ return (rocblas_status)oxblas_zhemv(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (const oxblas_double_complex*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy); }
static inline rocblas_status rocblas_zhemv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_double_complex* const* x, rocblas_int incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, rocblas_int incy, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zhemv_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (const oxblas_double_complex* const*)x, (int64_t)incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, (int64_t)incy, (int64_t)batch_count); }
static inline rocblas_status rocblas_zhemv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, rocblas_int incy, rocblas_stride stride_y, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zhemv_strided_batched(handle, (oxblas_fill)uplo, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, (int64_t)incy, (int64_t)stride_y, (int64_t)batch_count); }
static inline rocblas_status rocblas_zhemv_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, const rocblas_double_complex* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy)
{ return (rocblas_status)oxblas_zhemv(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy); }
static inline rocblas_status rocblas_zhemv_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, const rocblas_double_complex* const* x, int64_t incx, const rocblas_double_complex* beta, rocblas_double_complex* const* y, int64_t incy, int64_t batch_count)
{ return (rocblas_status)oxblas_zhemv_batched(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (const oxblas_double_complex* const*)x, incx, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)y, incy, batch_count); }
static inline rocblas_status rocblas_zhemv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, const rocblas_double_complex* beta, rocblas_double_complex* y, int64_t incy, rocblas_stride stride_y, int64_t batch_count)
{ return (rocblas_status)oxblas_zhemv_strided_batched(handle, (oxblas_fill)uplo, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (const oxblas_double_complex*)x, incx, (int64_t)stride_x, (const oxblas_double_complex*)beta, (oxblas_double_complex*)y, incy, (int64_t)stride_y, batch_count); }

static inline rocblas_status rocblas_strmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, float* x, rocblas_int incx)
{ return (rocblas_status)oxblas_strmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_strmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* const* A, rocblas_int lda, float* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_strmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, rocblas_stride stride_a, float* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_strmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx)
{ return (rocblas_status)oxblas_strmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx); }
static inline rocblas_status rocblas_strmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_strmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_strmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, rocblas_stride stride_a, float* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_strmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_dtrmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, double* x, rocblas_int incx)
{ return (rocblas_status)oxblas_dtrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_dtrmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* const* A, rocblas_int lda, double* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, rocblas_stride stride_a, double* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx)
{ return (rocblas_status)oxblas_dtrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx); }
static inline rocblas_status rocblas_dtrmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_dtrmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, rocblas_stride stride_a, double* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ctrmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ctrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ctrmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_float_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ctrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)x, incx); }
static inline rocblas_status rocblas_ctrmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* const* A, int64_t lda, rocblas_float_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ctrmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (oxblas_float_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ztrmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ztrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ztrmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_double_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ztrmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (oxblas_double_complex*)x, incx); }
static inline rocblas_status rocblas_ztrmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* const* A, int64_t lda, rocblas_double_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ztrmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (oxblas_double_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_stbmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const float* A, rocblas_int lda, float* x, rocblas_int incx)
{ return (rocblas_status)oxblas_stbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_stbmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const float* const* A, rocblas_int lda, float* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_stbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_stbmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const float* A, rocblas_int lda, rocblas_stride stride_a, float* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_stbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_stbmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, float* x, int64_t incx)
{ return (rocblas_status)oxblas_stbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, x, incx); }
static inline rocblas_status rocblas_stbmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_stbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_stbmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, rocblas_stride stride_a, float* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_stbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_dtbmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const double* A, rocblas_int lda, double* x, rocblas_int incx)
{ return (rocblas_status)oxblas_dtbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_dtbmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const double* const* A, rocblas_int lda, double* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtbmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const double* A, rocblas_int lda, rocblas_stride stride_a, double* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtbmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, double* x, int64_t incx)
{ return (rocblas_status)oxblas_dtbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, x, incx); }
static inline rocblas_status rocblas_dtbmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_dtbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_dtbmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, rocblas_stride stride_a, double* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_dtbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ctbmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ctbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ctbmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctbmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctbmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_float_complex* A, int64_t lda, rocblas_float_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ctbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)x, incx); }
static inline rocblas_status rocblas_ctbmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_float_complex* const* A, int64_t lda, rocblas_float_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ctbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ctbmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ctbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (oxblas_float_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ztbmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ztbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ztbmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztbmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, rocblas_int k, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (int64_t)k, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztbmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_double_complex* A, int64_t lda, rocblas_double_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ztbmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_double_complex*)A, lda, (oxblas_double_complex*)x, incx); }
static inline rocblas_status rocblas_ztbmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_double_complex* const* A, int64_t lda, rocblas_double_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ztbmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ztbmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, int64_t k, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ztbmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, k, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (oxblas_double_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_stpmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* AP, float* x, rocblas_int incx)
{ return (rocblas_status)oxblas_stpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, x, (int64_t)incx); }
static inline rocblas_status rocblas_stpmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* const* AP, float* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_stpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_stpmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* AP, rocblas_stride stride_ap, float* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_stpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, (int64_t)stride_ap, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_stpmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* AP, float* x, int64_t incx)
{ return (rocblas_status)oxblas_stpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, x, incx); }
static inline rocblas_status rocblas_stpmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* const* AP, float* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_stpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, x, incx, batch_count); }
static inline rocblas_status rocblas_stpmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* AP, rocblas_stride stride_ap, float* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_stpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, (int64_t)stride_ap, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_dtpmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* AP, double* x, rocblas_int incx)
{ return (rocblas_status)oxblas_dtpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, x, (int64_t)incx); }
static inline rocblas_status rocblas_dtpmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* const* AP, double* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtpmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* AP, rocblas_stride stride_ap, double* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, AP, (int64_t)stride_ap, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtpmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* AP, double* x, int64_t incx)
{ return (rocblas_status)oxblas_dtpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, x, incx); }
static inline rocblas_status rocblas_dtpmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* const* AP, double* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_dtpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, x, incx, batch_count); }
static inline rocblas_status rocblas_dtpmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* AP, rocblas_stride stride_ap, double* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_dtpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, AP, (int64_t)stride_ap, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ctpmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* AP, rocblas_float_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ctpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)AP, (oxblas_float_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ctpmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* const* AP, rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex* const*)AP, (oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctpmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* AP, rocblas_stride stride_ap, rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)AP, (int64_t)stride_ap, (oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctpmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* AP, rocblas_float_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ctpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)AP, (oxblas_float_complex*)x, incx); }
static inline rocblas_status rocblas_ctpmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* const* AP, rocblas_float_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ctpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex* const*)AP, (oxblas_float_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ctpmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* AP, rocblas_stride stride_ap, rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ctpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)AP, (int64_t)stride_ap, (oxblas_float_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ztpmv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* AP, rocblas_double_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ztpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)AP, (oxblas_double_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ztpmv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* const* AP, rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex* const*)AP, (oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztpmv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* AP, rocblas_stride stride_ap, rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)AP, (int64_t)stride_ap, (oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztpmv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* AP, rocblas_double_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ztpmv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)AP, (oxblas_double_complex*)x, incx); }
static inline rocblas_status rocblas_ztpmv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* const* AP, rocblas_double_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ztpmv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex* const*)AP, (oxblas_double_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ztpmv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* AP, rocblas_stride stride_ap, rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ztpmv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)AP, (int64_t)stride_ap, (oxblas_double_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_strsv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, float* x, rocblas_int incx)
{ return (rocblas_status)oxblas_strsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_strsv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* const* A, rocblas_int lda, float* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_strsv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, rocblas_stride stride_a, float* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_strsv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx)
{ return (rocblas_status)oxblas_strsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx); }
static inline rocblas_status rocblas_strsv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_strsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_strsv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, rocblas_stride stride_a, float* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_strsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_dtrsv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, double* x, rocblas_int incx)
{ return (rocblas_status)oxblas_dtrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx); }
static inline rocblas_status rocblas_dtrsv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* const* A, rocblas_int lda, double* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrsv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, rocblas_stride stride_a, double* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrsv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx)
{ return (rocblas_status)oxblas_dtrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx); }
static inline rocblas_status rocblas_dtrsv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, x, incx, batch_count); }
static inline rocblas_status rocblas_dtrsv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, rocblas_stride stride_a, double* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ctrsv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ctrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ctrsv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrsv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrsv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_float_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ctrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)x, incx); }
static inline rocblas_status rocblas_ctrsv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* const* A, int64_t lda, rocblas_float_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ctrsv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_float_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (oxblas_float_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_ztrsv(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* x, rocblas_int incx)
{ return (rocblas_status)oxblas_ztrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)x, (int64_t)incx); }
static inline rocblas_status rocblas_ztrsv_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* x, rocblas_int incx, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)x, (int64_t)incx, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrsv_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* x, rocblas_int incx, rocblas_stride stride_x, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)x, (int64_t)incx, (int64_t)stride_x, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrsv_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_double_complex* x, int64_t incx)
{ return (rocblas_status)oxblas_ztrsv(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (oxblas_double_complex*)x, incx); }
static inline rocblas_status rocblas_ztrsv_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* const* A, int64_t lda, rocblas_double_complex* const* x, int64_t incx, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrsv_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)x, incx, batch_count); }
static inline rocblas_status rocblas_ztrsv_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_operation trans, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_double_complex* x, int64_t incx, rocblas_stride stride_x, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrsv_strided_batched(handle, (oxblas_fill)uplo, (oxblas_operation)trans, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (oxblas_double_complex*)x, incx, (int64_t)stride_x, batch_count); }

static inline rocblas_status rocblas_sgemm(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const float* alpha, const float* A, rocblas_int lda, const float* B, rocblas_int ldb, const float* beta, float* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_sgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, B, (int64_t)ldb, beta, C, (int64_t)ldc); }
static inline rocblas_status rocblas_sgemm_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const float* alpha, const float* const* A, rocblas_int lda, const float* const* B, rocblas_int ldb, const float* beta, float* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, B, (int64_t)ldb, beta, C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_sgemm_strided_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const float* alpha, const float* A, rocblas_int lda, rocblas_stride stride_a, const float* B, rocblas_int ldb, rocblas_stride stride_b, const float* beta, float* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_sgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, beta, C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_sgemm_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc)
{ return (rocblas_status)oxblas_sgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc); }
static inline rocblas_status rocblas_sgemm_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_sgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count); }
static inline rocblas_status rocblas_sgemm_strided_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, rocblas_stride stride_a, const float* B, int64_t ldb, rocblas_stride stride_b, const float* beta, float* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_sgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, beta, C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_dgemm(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const double* alpha, const double* A, rocblas_int lda, const double* B, rocblas_int ldb, const double* beta, double* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_dgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, B, (int64_t)ldb, beta, C, (int64_t)ldc); }
static inline rocblas_status rocblas_dgemm_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const double* alpha, const double* const* A, rocblas_int lda, const double* const* B, rocblas_int ldb, const double* beta, double* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, B, (int64_t)ldb, beta, C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_dgemm_strided_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const double* alpha, const double* A, rocblas_int lda, rocblas_stride stride_a, const double* B, rocblas_int ldb, rocblas_stride stride_b, const double* beta, double* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, beta, C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_dgemm_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc)
{ return (rocblas_status)oxblas_dgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc); }
static inline rocblas_status rocblas_dgemm_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_dgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count); }
static inline rocblas_status rocblas_dgemm_strided_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, rocblas_stride stride_a, const double* B, int64_t ldb, rocblas_stride stride_b, const double* beta, double* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_dgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, beta, C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_cgemm(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, const rocblas_float_complex* B, rocblas_int ldb, const rocblas_float_complex* beta, rocblas_float_complex* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_cgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (const oxblas_float_complex*)B, (int64_t)ldb, (const oxblas_float_complex*)beta, (oxblas_float_complex*)C, (int64_t)ldc); }
static inline rocblas_status rocblas_cgemm_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_float_complex* const* B, rocblas_int ldb, const rocblas_float_complex* beta, rocblas_float_complex* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (const oxblas_float_complex* const*)B, (int64_t)ldb, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_cgemm_strided_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_float_complex* B, rocblas_int ldb, rocblas_stride stride_b, const rocblas_float_complex* beta, rocblas_float_complex* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_cgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_float_complex*)B, (int64_t)ldb, (int64_t)stride_b, (const oxblas_float_complex*)beta, (oxblas_float_complex*)C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_cgemm_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, const rocblas_float_complex* B, int64_t ldb, const rocblas_float_complex* beta, rocblas_float_complex* C, int64_t ldc)
{ return (rocblas_status)oxblas_cgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (const oxblas_float_complex*)B, ldb, (const oxblas_float_complex*)beta, (oxblas_float_complex*)C, ldc); }
static inline rocblas_status rocblas_cgemm_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, const rocblas_float_complex* const* B, int64_t ldb, const rocblas_float_complex* beta, rocblas_float_complex* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_cgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (const oxblas_float_complex* const*)B, ldb, (const oxblas_float_complex*)beta, (oxblas_float_complex* const*)C, ldc, batch_count); }
static inline rocblas_status rocblas_cgemm_strided_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_float_complex* B, int64_t ldb, rocblas_stride stride_b, const rocblas_float_complex* beta, rocblas_float_complex* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_cgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (const oxblas_float_complex*)B, ldb, (int64_t)stride_b, (const oxblas_float_complex*)beta, (oxblas_float_complex*)C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_zgemm(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, const rocblas_double_complex* B, rocblas_int ldb, const rocblas_double_complex* beta, rocblas_double_complex* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_zgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (const oxblas_double_complex*)B, (int64_t)ldb, (const oxblas_double_complex*)beta, (oxblas_double_complex*)C, (int64_t)ldc); }
static inline rocblas_status rocblas_zgemm_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_double_complex* const* B, rocblas_int ldb, const rocblas_double_complex* beta, rocblas_double_complex* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (const oxblas_double_complex* const*)B, (int64_t)ldb, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_zgemm_strided_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_double_complex* B, rocblas_int ldb, rocblas_stride stride_b, const rocblas_double_complex* beta, rocblas_double_complex* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_zgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_double_complex*)B, (int64_t)ldb, (int64_t)stride_b, (const oxblas_double_complex*)beta, (oxblas_double_complex*)C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_zgemm_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, const rocblas_double_complex* B, int64_t ldb, const rocblas_double_complex* beta, rocblas_double_complex* C, int64_t ldc)
{ return (rocblas_status)oxblas_zgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (const oxblas_double_complex*)B, ldb, (const oxblas_double_complex*)beta, (oxblas_double_complex*)C, ldc); }
static inline rocblas_status rocblas_zgemm_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, const rocblas_double_complex* const* B, int64_t ldb, const rocblas_double_complex* beta, rocblas_double_complex* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_zgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (const oxblas_double_complex* const*)B, ldb, (const oxblas_double_complex*)beta, (oxblas_double_complex* const*)C, ldc, batch_count); }
static inline rocblas_status rocblas_zgemm_strided_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_double_complex* B, int64_t ldb, rocblas_stride stride_b, const rocblas_double_complex* beta, rocblas_double_complex* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_zgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (const oxblas_double_complex*)B, ldb, (int64_t)stride_b, (const oxblas_double_complex*)beta, (oxblas_double_complex*)C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_hgemm(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_half* alpha, const rocblas_half* A, rocblas_int lda, const rocblas_half* B, rocblas_int ldb, const rocblas_half* beta, rocblas_half* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_hgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_half*)alpha, (const oxblas_half*)A, (int64_t)lda, (const oxblas_half*)B, (int64_t)ldb, (const oxblas_half*)beta, (oxblas_half*)C, (int64_t)ldc); }
static inline rocblas_status rocblas_hgemm_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_half* alpha, const rocblas_half* const* A, rocblas_int lda, const rocblas_half* const* B, rocblas_int ldb, const rocblas_half* beta, rocblas_half* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_hgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_half*)alpha, (const oxblas_half* const*)A, (int64_t)lda, (const oxblas_half* const*)B, (int64_t)ldb, (const oxblas_half*)beta, (oxblas_half* const*)C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_hgemm_strided_batched(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k, const rocblas_half* alpha, const rocblas_half* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_half* B, rocblas_int ldb, rocblas_stride stride_b, const rocblas_half* beta, rocblas_half* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_hgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, (int64_t)m, (int64_t)n, (int64_t)k, (const oxblas_half*)alpha, (const oxblas_half*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_half*)B, (int64_t)ldb, (int64_t)stride_b, (const oxblas_half*)beta, (oxblas_half*)C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_hgemm_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_half* alpha, const rocblas_half* A, int64_t lda, const rocblas_half* B, int64_t ldb, const rocblas_half* beta, rocblas_half* C, int64_t ldc)
{ return (rocblas_status)oxblas_hgemm(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_half*)alpha, (const oxblas_half*)A, lda, (const oxblas_half*)B, ldb, (const oxblas_half*)beta, (oxblas_half*)C, ldc); }
static inline rocblas_status rocblas_hgemm_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_half* alpha, const rocblas_half* const* A, int64_t lda, const rocblas_half* const* B, int64_t ldb, const rocblas_half* beta, rocblas_half* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_hgemm_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_half*)alpha, (const oxblas_half* const*)A, lda, (const oxblas_half* const*)B, ldb, (const oxblas_half*)beta, (oxblas_half* const*)C, ldc, batch_count); }
static inline rocblas_status rocblas_hgemm_strided_batched_64(rocblas_handle handle, rocblas_operation transA, rocblas_operation transB, int64_t m, int64_t n, int64_t k, const rocblas_half* alpha, const rocblas_half* A, int64_t lda, rocblas_stride stride_a, const rocblas_half* B, int64_t ldb, rocblas_stride stride_b, const rocblas_half* beta, rocblas_half* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_hgemm_strided_batched(handle, (oxblas_operation)transA, (oxblas_operation)transB, m, n, k, (const oxblas_half*)alpha, (const oxblas_half*)A, lda, (int64_t)stride_a, (const oxblas_half*)B, ldb, (int64_t)stride_b, (const oxblas_half*)beta, (oxblas_half*)C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_strsm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, float* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_strsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb); }
static inline rocblas_status rocblas_strsm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* const* A, rocblas_int lda, float* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocblas_strsm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, rocblas_stride stride_a, float* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }
static inline rocblas_status rocblas_strsm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, float* B, int64_t ldb)
{ return (rocblas_status)oxblas_strsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb); }
static inline rocblas_status rocblas_strsm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, float* const* B, int64_t ldb, int64_t batch_count)
{ return (rocblas_status)oxblas_strsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, batch_count); }
static inline rocblas_status rocblas_strsm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, rocblas_stride stride_a, float* B, int64_t ldb, rocblas_stride stride_b, int64_t batch_count)
{ return (rocblas_status)oxblas_strsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, batch_count); }

static inline rocblas_status rocblas_dtrsm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, double* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_dtrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb); }
static inline rocblas_status rocblas_dtrsm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* const* A, rocblas_int lda, double* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrsm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, rocblas_stride stride_a, double* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrsm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, double* B, int64_t ldb)
{ return (rocblas_status)oxblas_dtrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb); }
static inline rocblas_status rocblas_dtrsm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, double* const* B, int64_t ldb, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, batch_count); }
static inline rocblas_status rocblas_dtrsm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, rocblas_stride stride_a, double* B, int64_t ldb, rocblas_stride stride_b, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, batch_count); }

static inline rocblas_status rocblas_ctrsm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_ctrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocblas_ctrsm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrsm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrsm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_float_complex* B, int64_t ldb)
{ return (rocblas_status)oxblas_ctrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)B, ldb); }
static inline rocblas_status rocblas_ctrsm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, rocblas_float_complex* const* B, int64_t ldb, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)B, ldb, batch_count); }
static inline rocblas_status rocblas_ctrsm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_float_complex* B, int64_t ldb, rocblas_stride stride_b, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (oxblas_float_complex*)B, ldb, (int64_t)stride_b, batch_count); }

static inline rocblas_status rocblas_ztrsm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* B, rocblas_int ldb)
{ return (rocblas_status)oxblas_ztrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)B, (int64_t)ldb); }
static inline rocblas_status rocblas_ztrsm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* B, rocblas_int ldb, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)B, (int64_t)ldb, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrsm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)B, (int64_t)ldb, (int64_t)stride_b, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrsm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_double_complex* B, int64_t ldb)
{ return (rocblas_status)oxblas_ztrsm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (oxblas_double_complex*)B, ldb); }
static inline rocblas_status rocblas_ztrsm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, rocblas_double_complex* const* B, int64_t ldb, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrsm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)B, ldb, batch_count); }
static inline rocblas_status rocblas_ztrsm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_double_complex* B, int64_t ldb, rocblas_stride stride_b, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrsm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (oxblas_double_complex*)B, ldb, (int64_t)stride_b, batch_count); }

static inline rocblas_status rocblas_strmm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, const float* B, rocblas_int ldb, float* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_strmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, C, (int64_t)ldc); }
static inline rocblas_status rocblas_strmm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* const* A, rocblas_int lda, const float* const* B, rocblas_int ldb, float* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_strmm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const float* alpha, const float* A, rocblas_int lda, rocblas_stride stride_a, const float* B, rocblas_int ldb, rocblas_stride stride_b, float* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_strmm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, float* C, int64_t ldc)
{ return (rocblas_status)oxblas_strmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, C, ldc); }
static inline rocblas_status rocblas_strmm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, float* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_strmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, C, ldc, batch_count); }
static inline rocblas_status rocblas_strmm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, rocblas_stride stride_a, const float* B, int64_t ldb, rocblas_stride stride_b, float* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_strmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_dtrmm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, const double* B, rocblas_int ldb, double* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_dtrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, C, (int64_t)ldc); }
static inline rocblas_status rocblas_dtrmm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* const* A, rocblas_int lda, const double* const* B, rocblas_int ldb, double* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, B, (int64_t)ldb, C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrmm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const double* alpha, const double* A, rocblas_int lda, rocblas_stride stride_a, const double* B, rocblas_int ldb, rocblas_stride stride_b, double* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, alpha, A, (int64_t)lda, (int64_t)stride_a, B, (int64_t)ldb, (int64_t)stride_b, C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrmm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, double* C, int64_t ldc)
{ return (rocblas_status)oxblas_dtrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, C, ldc); }
static inline rocblas_status rocblas_dtrmm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, double* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, B, ldb, C, ldc, batch_count); }
static inline rocblas_status rocblas_dtrmm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, rocblas_stride stride_a, const double* B, int64_t ldb, rocblas_stride stride_b, double* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, alpha, A, lda, (int64_t)stride_a, B, ldb, (int64_t)stride_b, C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_ctrmm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, const rocblas_float_complex* B, rocblas_int ldb, rocblas_float_complex* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_ctrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (const oxblas_float_complex*)B, (int64_t)ldb, (oxblas_float_complex*)C, (int64_t)ldc); }
static inline rocblas_status rocblas_ctrmm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, rocblas_int lda, const rocblas_float_complex* const* B, rocblas_int ldb, rocblas_float_complex* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, (int64_t)lda, (const oxblas_float_complex* const*)B, (int64_t)ldb, (oxblas_float_complex* const*)C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrmm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_float_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_float_complex* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_float_complex*)B, (int64_t)ldb, (int64_t)stride_b, (oxblas_float_complex*)C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrmm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, const rocblas_float_complex* B, int64_t ldb, rocblas_float_complex* C, int64_t ldc)
{ return (rocblas_status)oxblas_ctrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (const oxblas_float_complex*)B, ldb, (oxblas_float_complex*)C, ldc); }
static inline rocblas_status rocblas_ctrmm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* const* A, int64_t lda, const rocblas_float_complex* const* B, int64_t ldb, rocblas_float_complex* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex* const*)A, lda, (const oxblas_float_complex* const*)B, ldb, (oxblas_float_complex* const*)C, ldc, batch_count); }
static inline rocblas_status rocblas_ctrmm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_float_complex* alpha, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_float_complex* B, int64_t ldb, rocblas_stride stride_b, rocblas_float_complex* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_float_complex*)alpha, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (const oxblas_float_complex*)B, ldb, (int64_t)stride_b, (oxblas_float_complex*)C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_ztrmm(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, const rocblas_double_complex* B, rocblas_int ldb, rocblas_double_complex* C, rocblas_int ldc)
{ return (rocblas_status)oxblas_ztrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (const oxblas_double_complex*)B, (int64_t)ldb, (oxblas_double_complex*)C, (int64_t)ldc); }
static inline rocblas_status rocblas_ztrmm_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, rocblas_int lda, const rocblas_double_complex* const* B, rocblas_int ldb, rocblas_double_complex* const* C, rocblas_int ldc, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, (int64_t)lda, (const oxblas_double_complex* const*)B, (int64_t)ldb, (oxblas_double_complex* const*)C, (int64_t)ldc, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrmm_strided_batched(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, rocblas_int n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, const rocblas_double_complex* B, rocblas_int ldb, rocblas_stride stride_b, rocblas_double_complex* C, rocblas_int ldc, rocblas_stride stride_c, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, (int64_t)m, (int64_t)n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (const oxblas_double_complex*)B, (int64_t)ldb, (int64_t)stride_b, (oxblas_double_complex*)C, (int64_t)ldc, (int64_t)stride_c, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrmm_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, const rocblas_double_complex* B, int64_t ldb, rocblas_double_complex* C, int64_t ldc)
{ return (rocblas_status)oxblas_ztrmm(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (const oxblas_double_complex*)B, ldb, (oxblas_double_complex*)C, ldc); }
static inline rocblas_status rocblas_ztrmm_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* const* A, int64_t lda, const rocblas_double_complex* const* B, int64_t ldb, rocblas_double_complex* const* C, int64_t ldc, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrmm_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex* const*)A, lda, (const oxblas_double_complex* const*)B, ldb, (oxblas_double_complex* const*)C, ldc, batch_count); }
static inline rocblas_status rocblas_ztrmm_strided_batched_64(rocblas_handle handle, rocblas_side side, rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, int64_t m, int64_t n, const rocblas_double_complex* alpha, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, const rocblas_double_complex* B, int64_t ldb, rocblas_stride stride_b, rocblas_double_complex* C, int64_t ldc, rocblas_stride stride_c, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrmm_strided_batched(handle, (oxblas_side)side, (oxblas_fill)uplo, (oxblas_operation)transA, (oxblas_diagonal)diag, m, n, (const oxblas_double_complex*)alpha, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (const oxblas_double_complex*)B, ldb, (int64_t)stride_b, (oxblas_double_complex*)C, ldc, (int64_t)stride_c, batch_count); }

static inline rocblas_status rocblas_strtri(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, float* invA, rocblas_int ldinvA)
{ return (rocblas_status)oxblas_strtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, invA, (int64_t)ldinvA); }
static inline rocblas_status rocblas_strtri_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const float* const* A, rocblas_int lda, float* const* invA, rocblas_int ldinvA, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, invA, (int64_t)ldinvA, (int64_t)batch_count); }
static inline rocblas_status rocblas_strtri_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const float* A, rocblas_int lda, rocblas_stride stride_a, float* invA, rocblas_int ldinvA, rocblas_stride stride_inva, rocblas_int batch_count)
{ return (rocblas_status)oxblas_strtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, invA, (int64_t)ldinvA, (int64_t)stride_inva, (int64_t)batch_count); }
static inline rocblas_status rocblas_strtri_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* invA, int64_t ldinvA)
{ return (rocblas_status)oxblas_strtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, invA, ldinvA); }
static inline rocblas_status rocblas_strtri_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* invA, int64_t ldinvA, int64_t batch_count)
{ return (rocblas_status)oxblas_strtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, invA, ldinvA, batch_count); }
static inline rocblas_status rocblas_strtri_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const float* A, int64_t lda, rocblas_stride stride_a, float* invA, int64_t ldinvA, rocblas_stride stride_inva, int64_t batch_count)
{ return (rocblas_status)oxblas_strtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, invA, ldinvA, (int64_t)stride_inva, batch_count); }

static inline rocblas_status rocblas_dtrtri(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, double* invA, rocblas_int ldinvA)
{ return (rocblas_status)oxblas_dtrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, invA, (int64_t)ldinvA); }
static inline rocblas_status rocblas_dtrtri_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const double* const* A, rocblas_int lda, double* const* invA, rocblas_int ldinvA, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, invA, (int64_t)ldinvA, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrtri_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const double* A, rocblas_int lda, rocblas_stride stride_a, double* invA, rocblas_int ldinvA, rocblas_stride stride_inva, rocblas_int batch_count)
{ return (rocblas_status)oxblas_dtrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, A, (int64_t)lda, (int64_t)stride_a, invA, (int64_t)ldinvA, (int64_t)stride_inva, (int64_t)batch_count); }
static inline rocblas_status rocblas_dtrtri_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* invA, int64_t ldinvA)
{ return (rocblas_status)oxblas_dtrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, invA, ldinvA); }
static inline rocblas_status rocblas_dtrtri_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* invA, int64_t ldinvA, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, invA, ldinvA, batch_count); }
static inline rocblas_status rocblas_dtrtri_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const double* A, int64_t lda, rocblas_stride stride_a, double* invA, int64_t ldinvA, rocblas_stride stride_inva, int64_t batch_count)
{ return (rocblas_status)oxblas_dtrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, A, lda, (int64_t)stride_a, invA, ldinvA, (int64_t)stride_inva, batch_count); }

static inline rocblas_status rocblas_ctrtri(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_float_complex* invA, rocblas_int ldinvA)
{ return (rocblas_status)oxblas_ctrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (oxblas_float_complex*)invA, (int64_t)ldinvA); }
static inline rocblas_status rocblas_ctrtri_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* const* A, rocblas_int lda, rocblas_float_complex* const* invA, rocblas_int ldinvA, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex* const*)A, (int64_t)lda, (oxblas_float_complex* const*)invA, (int64_t)ldinvA, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrtri_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_float_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_float_complex* invA, rocblas_int ldinvA, rocblas_stride stride_inva, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ctrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_float_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_float_complex*)invA, (int64_t)ldinvA, (int64_t)stride_inva, (int64_t)batch_count); }
static inline rocblas_status rocblas_ctrtri_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_float_complex* invA, int64_t ldinvA)
{ return (rocblas_status)oxblas_ctrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)invA, ldinvA); }
static inline rocblas_status rocblas_ctrtri_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* const* A, int64_t lda, rocblas_float_complex* const* invA, int64_t ldinvA, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)invA, ldinvA, batch_count); }
static inline rocblas_status rocblas_ctrtri_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_float_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_float_complex* invA, int64_t ldinvA, rocblas_stride stride_inva, int64_t batch_count)
{ return (rocblas_status)oxblas_ctrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_float_complex*)A, lda, (int64_t)stride_a, (oxblas_float_complex*)invA, ldinvA, (int64_t)stride_inva, batch_count); }

static inline rocblas_status rocblas_ztrtri(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_double_complex* invA, rocblas_int ldinvA)
{ return (rocblas_status)oxblas_ztrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (oxblas_double_complex*)invA, (int64_t)ldinvA); }
static inline rocblas_status rocblas_ztrtri_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* const* A, rocblas_int lda, rocblas_double_complex* const* invA, rocblas_int ldinvA, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex* const*)A, (int64_t)lda, (oxblas_double_complex* const*)invA, (int64_t)ldinvA, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrtri_strided_batched(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, rocblas_int n, const rocblas_double_complex* A, rocblas_int lda, rocblas_stride stride_a, rocblas_double_complex* invA, rocblas_int ldinvA, rocblas_stride stride_inva, rocblas_int batch_count)
{ return (rocblas_status)oxblas_ztrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, (int64_t)n, (const oxblas_double_complex*)A, (int64_t)lda, (int64_t)stride_a, (oxblas_double_complex*)invA, (int64_t)ldinvA, (int64_t)stride_inva, (int64_t)batch_count); }
static inline rocblas_status rocblas_ztrtri_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_double_complex* invA, int64_t ldinvA)
{ return (rocblas_status)oxblas_ztrtri(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (oxblas_double_complex*)invA, ldinvA); }
static inline rocblas_status rocblas_ztrtri_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* const* A, int64_t lda, rocblas_double_complex* const* invA, int64_t ldinvA, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrtri_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)invA, ldinvA, batch_count); }
static inline rocblas_status rocblas_ztrtri_strided_batched_64(rocblas_handle handle, rocblas_fill uplo, rocblas_diagonal diag, int64_t n, const rocblas_double_complex* A, int64_t lda, rocblas_stride stride_a, rocblas_double_complex* invA, int64_t ldinvA, rocblas_stride stride_inva, int64_t batch_count)
{ return (rocblas_status)oxblas_ztrtri_strided_batched(handle, (oxblas_fill)uplo, (oxblas_diagonal)diag, n, (const oxblas_double_complex*)A, lda, (int64_t)stride_a, (oxblas_double_complex*)invA, ldinvA, (int64_t)stride_inva, batch_count); }
/* END GENERATED ROUTINES */

/* ---------------------------------------------------------------------------- trsv_ex */
#ifndef OXBLAS_COMPAT_DATATYPE
#define OXBLAS_COMPAT_DATATYPE
/* rocBLAS's element type codes (rocblas_datatype), as its `_ex` routines take them. */
typedef enum rocblas_datatype_ {
    rocblas_datatype_f16_r = 150,
    rocblas_datatype_f32_r = 151,
    rocblas_datatype_f64_r = 152,
    rocblas_datatype_f16_c = 153,
    rocblas_datatype_f32_c = 154,
    rocblas_datatype_f64_c = 155,
    rocblas_datatype_i8_r = 160,
    rocblas_datatype_u8_r = 161,
    rocblas_datatype_i32_r = 162,
    rocblas_datatype_u32_r = 163,
    rocblas_datatype_i8_c = 164,
    rocblas_datatype_u8_c = 165,
    rocblas_datatype_i32_c = 166,
    rocblas_datatype_u32_c = 167,
    rocblas_datatype_bf16_r = 168,
    rocblas_datatype_bf16_c = 169,
    rocblas_datatype_f8_r = 170,
    rocblas_datatype_bf8_r = 171,
    rocblas_datatype_invalid = 255
} rocblas_datatype;
#endif

/* rocBLAS's untyped trsv_ex: compute_type names the element type of A, x and invA (f32_r,
 * f64_r, f32_c, f64_c; any other: not_implemented). invA: the inverses of A's 128x128 diagonal
 * blocks (rocBLAS's layout); the strided form uses one invA for every batch entry, the batched
 * form one per entry; null or invA_size < 128 * m: a plain trsv (too small: perf_degraded). */
static inline rocblas_status rocblas_trsv_ex(rocblas_handle handle, rocblas_fill uplo,
    rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, const void* A,
    rocblas_int lda, void* x, rocblas_int incx, const void* invA, rocblas_int invA_size,
    rocblas_datatype compute_type)
{
    switch (compute_type) {
    case rocblas_datatype_f32_r:
        return (rocblas_status)oxblas_strsv_ex(handle, (oxblas_fill)uplo, (oxblas_operation)transA,
            (oxblas_diagonal)diag, m, (const float*)A, lda, (float*)x, incx, (const float*)invA,
            invA_size);
    case rocblas_datatype_f64_r:
        return (rocblas_status)oxblas_dtrsv_ex(handle, (oxblas_fill)uplo, (oxblas_operation)transA,
            (oxblas_diagonal)diag, m, (const double*)A, lda, (double*)x, incx, (const double*)invA,
            invA_size);
    case rocblas_datatype_f32_c:
        return (rocblas_status)oxblas_ctrsv_ex(handle, (oxblas_fill)uplo, (oxblas_operation)transA,
            (oxblas_diagonal)diag, m, (const oxblas_float_complex*)A, lda, (oxblas_float_complex*)x,
            incx, (const oxblas_float_complex*)invA, invA_size);
    case rocblas_datatype_f64_c:
        return (rocblas_status)oxblas_ztrsv_ex(handle, (oxblas_fill)uplo, (oxblas_operation)transA,
            (oxblas_diagonal)diag, m, (const oxblas_double_complex*)A, lda,
            (oxblas_double_complex*)x, incx, (const oxblas_double_complex*)invA, invA_size);
    default:
        return rocblas_status_not_implemented;
    }
}
static inline rocblas_status rocblas_trsv_batched_ex(rocblas_handle handle, rocblas_fill uplo,
    rocblas_operation transA, rocblas_diagonal diag, rocblas_int m, const void* const A[],
    rocblas_int lda, void* const x[], rocblas_int incx, rocblas_int batch_count,
    const void* invA, rocblas_int invA_size, rocblas_datatype compute_type)
{
    switch (compute_type) {
    case rocblas_datatype_f32_r:
        return (rocblas_status)oxblas_strsv_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const float* const*)A, lda,
            (float* const*)x, incx, (const float* const*)invA, invA_size, batch_count);
    case rocblas_datatype_f64_r:
        return (rocblas_status)oxblas_dtrsv_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const double* const*)A, lda,
            (double* const*)x, incx, (const double* const*)invA, invA_size, batch_count);
    case rocblas_datatype_f32_c:
        return (rocblas_status)oxblas_ctrsv_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m,
            (const oxblas_float_complex* const*)A, lda, (oxblas_float_complex* const*)x, incx,
            (const oxblas_float_complex* const*)invA, invA_size, batch_count);
    case rocblas_datatype_f64_c:
        return (rocblas_status)oxblas_ztrsv_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m,
            (const oxblas_double_complex* const*)A, lda, (oxblas_double_complex* const*)x, incx,
            (const oxblas_double_complex* const*)invA, invA_size, batch_count);
    default:
        return rocblas_status_not_implemented;
    }
}
static inline rocblas_status rocblas_trsv_strided_batched_ex(rocblas_handle handle,
    rocblas_fill uplo, rocblas_operation transA, rocblas_diagonal diag, rocblas_int m,
    const void* A, rocblas_int lda, rocblas_stride stride_A, void* x, rocblas_int incx,
    rocblas_stride stride_x, rocblas_int batch_count, const void* invA, rocblas_int invA_size,
    rocblas_datatype compute_type)
{
    switch (compute_type) {
    case rocblas_datatype_f32_r:
        return (rocblas_status)oxblas_strsv_strided_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const float*)A, lda, stride_A,
            (float*)x, incx, stride_x, (const float*)invA, invA_size, batch_count);
    case rocblas_datatype_f64_r:
        return (rocblas_status)oxblas_dtrsv_strided_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const double*)A, lda, stride_A,
            (double*)x, incx, stride_x, (const double*)invA, invA_size, batch_count);
    case rocblas_datatype_f32_c:
        return (rocblas_status)oxblas_ctrsv_strided_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const oxblas_float_complex*)A, lda,
            stride_A, (oxblas_float_complex*)x, incx, stride_x, (const oxblas_float_complex*)invA,
            invA_size, batch_count);
    case rocblas_datatype_f64_c:
        return (rocblas_status)oxblas_ztrsv_strided_batched_ex(handle, (oxblas_fill)uplo,
            (oxblas_operation)transA, (oxblas_diagonal)diag, m, (const oxblas_double_complex*)A,
            lda, stride_A, (oxblas_double_complex*)x, incx, stride_x,
            (const oxblas_double_complex*)invA, invA_size, batch_count);
    default:
        return rocblas_status_not_implemented;
    }
}

#ifdef __cplusplus
} /* extern "C" */

#include <new>
#include <utility>

/** rocBLAS's C++ wrapper: `rocblas_set_optimal_device_memory_size(handle, sizes...)`. */
template <typename... Ss>
inline rocblas_status rocblas_set_optimal_device_memory_size(rocblas_handle handle, Ss... sizes)
{
    const size_t arr[sizeof...(Ss) + 1] = {static_cast<size_t>(sizes)..., 0};
    return (rocblas_status)oxblas_set_optimal_device_memory_size(handle, arr, sizeof...(Ss));
}

/** rocBLAS's RAII borrow (rocblas/internal/rocblas_device_malloc.hpp): move-only; the
 *  constructor throws std::bad_alloc for statuses other than success and memory_error;
 *  operator bool, operator T* (single slot) and operator[] are lvalue-only. */
class rocblas_device_malloc
{
    rocblas_handle handle_ = nullptr;
    rocblas_device_malloc_base* p_ = nullptr;

public:
    template <typename... Ss>
    explicit rocblas_device_malloc(rocblas_handle handle, Ss... sizes) : handle_(handle)
    {
        const size_t arr[sizeof...(Ss) + 1] = {static_cast<size_t>(sizes)..., 0};
        oxblas_status st = oxblas_device_malloc_alloc(handle, arr, sizeof...(Ss), &p_);
        if (st != oxblas_status_success && st != oxblas_status_memory_error) throw std::bad_alloc();
    }
    rocblas_device_malloc(const rocblas_device_malloc&) = delete;
    rocblas_device_malloc& operator=(const rocblas_device_malloc&) = delete;
    rocblas_device_malloc(rocblas_device_malloc&& o) noexcept
        : handle_(o.handle_), p_(std::exchange(o.p_, nullptr)) {}
    rocblas_device_malloc& operator=(rocblas_device_malloc&&) = delete;
    ~rocblas_device_malloc() { (void)oxblas_device_malloc_free(p_); }

    explicit operator bool() & { return oxblas_device_malloc_success(p_); }
    explicit operator bool() && = delete;
    template <typename T>
    operator T*() &
    {
        void* r = nullptr;
        if (oxblas_device_malloc_ptr(p_, &r) != oxblas_status_success) return nullptr;
        return static_cast<T*>(r);
    }
    template <typename T>
    operator T*() && = delete;
    void* operator[](size_t i) &
    {
        void* r = nullptr;
        (void)oxblas_device_malloc_get(p_, i, &r);
        return r;
    }
    void* operator[](size_t) && = delete;
};
#endif /* __cplusplus */

#endif /* OXBLAS_ROCBLAS_COMPAT_H */
