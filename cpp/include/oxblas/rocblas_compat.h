/*
 * rocblas_compat.h - rocBLAS names on top of oxblas, so that code written against rocBLAS's
 * device-memory API and level-1 reductions compiles unchanged (C99 or C++).
 *
 *   #include <oxblas/rocblas_compat.h>   // instead of <rocblas/rocblas.h>
 *
 * Everything is a type alias, an enumerator with rocBLAS's value, or a static inline wrapper.
 * Differences from rocBLAS (see the spec README):
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
static inline rocblas_status rocblas_sdot(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx,
    const float* y, rocblas_int incy, float* result)
{ return (rocblas_status)oxblas_sdot(handle, (n < 0 ? 0 : n), (const float*)x, incx, (const float*)y, incy, (float*)result); }
static inline rocblas_status rocblas_sdot_batched(rocblas_handle handle, rocblas_int n,
    const float* const x[], rocblas_int incx, const float* const y[], rocblas_int incy, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_batched(handle, (n < 0 ? 0 : n), (const float* const*)x, incx,
    (const float* const*)y, incy, batch_count, (float*)result); }
static inline rocblas_status rocblas_sdot_strided_batched(rocblas_handle handle, rocblas_int n,
    const float* x, rocblas_int incx, rocblas_stride stridex, const float* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    float* result)
{ return (rocblas_status)oxblas_sdot_strided_batched(handle, (n < 0 ? 0 : n), (const float*)x, incx, stridex,
    (const float*)y, incy, stridey, batch_count, (float*)result); }
static inline rocblas_status rocblas_sdot_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx,
    const float* y, int64_t incy, float* result)
{ return (rocblas_status)oxblas_sdot(handle, n, (const float*)x, incx, (const float*)y, incy, (float*)result); }
static inline rocblas_status rocblas_sdot_batched_64(rocblas_handle handle, int64_t n,
    const float* const x[], int64_t incx, const float* const y[], int64_t incy, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sdot_batched(handle, n, (const float* const*)x, incx,
    (const float* const*)y, incy, batch_count, (float*)result); }
static inline rocblas_status rocblas_sdot_strided_batched_64(rocblas_handle handle, int64_t n,
    const float* x, int64_t incx, rocblas_stride stridex, const float* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    float* result)
{ return (rocblas_status)oxblas_sdot_strided_batched(handle, n, (const float*)x, incx, stridex,
    (const float*)y, incy, stridey, batch_count, (float*)result); }

static inline rocblas_status rocblas_ddot(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx,
    const double* y, rocblas_int incy, double* result)
{ return (rocblas_status)oxblas_ddot(handle, (n < 0 ? 0 : n), (const double*)x, incx, (const double*)y, incy, (double*)result); }
static inline rocblas_status rocblas_ddot_batched(rocblas_handle handle, rocblas_int n,
    const double* const x[], rocblas_int incx, const double* const y[], rocblas_int incy, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_batched(handle, (n < 0 ? 0 : n), (const double* const*)x, incx,
    (const double* const*)y, incy, batch_count, (double*)result); }
static inline rocblas_status rocblas_ddot_strided_batched(rocblas_handle handle, rocblas_int n,
    const double* x, rocblas_int incx, rocblas_stride stridex, const double* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    double* result)
{ return (rocblas_status)oxblas_ddot_strided_batched(handle, (n < 0 ? 0 : n), (const double*)x, incx, stridex,
    (const double*)y, incy, stridey, batch_count, (double*)result); }
static inline rocblas_status rocblas_ddot_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx,
    const double* y, int64_t incy, double* result)
{ return (rocblas_status)oxblas_ddot(handle, n, (const double*)x, incx, (const double*)y, incy, (double*)result); }
static inline rocblas_status rocblas_ddot_batched_64(rocblas_handle handle, int64_t n,
    const double* const x[], int64_t incx, const double* const y[], int64_t incy, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_ddot_batched(handle, n, (const double* const*)x, incx,
    (const double* const*)y, incy, batch_count, (double*)result); }
static inline rocblas_status rocblas_ddot_strided_batched_64(rocblas_handle handle, int64_t n,
    const double* x, int64_t incx, rocblas_stride stridex, const double* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    double* result)
{ return (rocblas_status)oxblas_ddot_strided_batched(handle, n, (const double*)x, incx, stridex,
    (const double*)y, incy, stridey, batch_count, (double*)result); }

static inline rocblas_status rocblas_cdotu(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    const rocblas_float_complex* y, rocblas_int incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, const rocblas_float_complex* const y[], rocblas_int incy, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_float_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, stridex,
    (const oxblas_float_complex*)y, incy, stridey, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    const rocblas_float_complex* y, int64_t incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu(handle, n, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, const rocblas_float_complex* const y[], int64_t incy, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotu_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_float_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotu_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, stridex,
    (const oxblas_float_complex*)y, incy, stridey, batch_count, (oxblas_float_complex*)result); }

static inline rocblas_status rocblas_cdotc(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    const rocblas_float_complex* y, rocblas_int incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, const rocblas_float_complex* const y[], rocblas_int incy, rocblas_int batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_float_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, stridex,
    (const oxblas_float_complex*)y, incy, stridey, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    const rocblas_float_complex* y, int64_t incy, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc(handle, n, (const oxblas_float_complex*)x, incx, (const oxblas_float_complex*)y, incy, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, const rocblas_float_complex* const y[], int64_t incy, int64_t batch_count, rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    (const oxblas_float_complex* const*)y, incy, batch_count, (oxblas_float_complex*)result); }
static inline rocblas_status rocblas_cdotc_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_float_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    rocblas_float_complex* result)
{ return (rocblas_status)oxblas_cdotc_strided_batched(handle, n, (const oxblas_float_complex*)x, incx, stridex,
    (const oxblas_float_complex*)y, incy, stridey, batch_count, (oxblas_float_complex*)result); }

static inline rocblas_status rocblas_zdotu(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    const rocblas_double_complex* y, rocblas_int incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, const rocblas_double_complex* const y[], rocblas_int incy, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_double_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, stridex,
    (const oxblas_double_complex*)y, incy, stridey, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    const rocblas_double_complex* y, int64_t incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu(handle, n, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, const rocblas_double_complex* const y[], int64_t incy, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotu_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_double_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotu_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, stridex,
    (const oxblas_double_complex*)y, incy, stridey, batch_count, (oxblas_double_complex*)result); }

static inline rocblas_status rocblas_zdotc(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    const rocblas_double_complex* y, rocblas_int incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, const rocblas_double_complex* const y[], rocblas_int incy, rocblas_int batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, const rocblas_double_complex* y, rocblas_int incy, rocblas_stride stridey, rocblas_int batch_count,
    rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, stridex,
    (const oxblas_double_complex*)y, incy, stridey, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    const rocblas_double_complex* y, int64_t incy, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc(handle, n, (const oxblas_double_complex*)x, incx, (const oxblas_double_complex*)y, incy, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, const rocblas_double_complex* const y[], int64_t incy, int64_t batch_count, rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    (const oxblas_double_complex* const*)y, incy, batch_count, (oxblas_double_complex*)result); }
static inline rocblas_status rocblas_zdotc_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, const rocblas_double_complex* y, int64_t incy, rocblas_stride stridey, int64_t batch_count,
    rocblas_double_complex* result)
{ return (rocblas_status)oxblas_zdotc_strided_batched(handle, n, (const oxblas_double_complex*)x, incx, stridex,
    (const oxblas_double_complex*)y, incy, stridey, batch_count, (oxblas_double_complex*)result); }

static inline rocblas_status rocblas_sasum(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx,
    float* result)
{ return (rocblas_status)oxblas_sasum(handle, (n < 0 ? 0 : n), (const float*)x, incx, (float*)result); }
static inline rocblas_status rocblas_sasum_batched(rocblas_handle handle, rocblas_int n,
    const float* const x[], rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_batched(handle, (n < 0 ? 0 : n), (const float* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_sasum_strided_batched(rocblas_handle handle, rocblas_int n,
    const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_strided_batched(handle, (n < 0 ? 0 : n), (const float*)x, incx,
    stridex, batch_count, (float*)result); }
static inline rocblas_status rocblas_sasum_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx,
    float* result)
{ return (rocblas_status)oxblas_sasum(handle, n, (const float*)x, incx, (float*)result); }
static inline rocblas_status rocblas_sasum_batched_64(rocblas_handle handle, int64_t n,
    const float* const x[], int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_batched(handle, n, (const float* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_sasum_strided_batched_64(rocblas_handle handle, int64_t n,
    const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_sasum_strided_batched(handle, n, (const float*)x, incx,
    stridex, batch_count, (float*)result); }

static inline rocblas_status rocblas_dasum(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx,
    double* result)
{ return (rocblas_status)oxblas_dasum(handle, (n < 0 ? 0 : n), (const double*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dasum_batched(rocblas_handle handle, rocblas_int n,
    const double* const x[], rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_batched(handle, (n < 0 ? 0 : n), (const double* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dasum_strided_batched(rocblas_handle handle, rocblas_int n,
    const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_strided_batched(handle, (n < 0 ? 0 : n), (const double*)x, incx,
    stridex, batch_count, (double*)result); }
static inline rocblas_status rocblas_dasum_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx,
    double* result)
{ return (rocblas_status)oxblas_dasum(handle, n, (const double*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dasum_batched_64(rocblas_handle handle, int64_t n,
    const double* const x[], int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_batched(handle, n, (const double* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dasum_strided_batched_64(rocblas_handle handle, int64_t n,
    const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dasum_strided_batched(handle, n, (const double*)x, incx,
    stridex, batch_count, (double*)result); }

static inline rocblas_status rocblas_scasum(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    float* result)
{ return (rocblas_status)oxblas_scasum(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (float*)result); }
static inline rocblas_status rocblas_scasum_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_scasum_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (float*)result); }
static inline rocblas_status rocblas_scasum_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    float* result)
{ return (rocblas_status)oxblas_scasum(handle, n, (const oxblas_float_complex*)x, incx, (float*)result); }
static inline rocblas_status rocblas_scasum_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_scasum_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scasum_strided_batched(handle, n, (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (float*)result); }

static inline rocblas_status rocblas_dzasum(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    double* result)
{ return (rocblas_status)oxblas_dzasum(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dzasum_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dzasum_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (double*)result); }
static inline rocblas_status rocblas_dzasum_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    double* result)
{ return (rocblas_status)oxblas_dzasum(handle, n, (const oxblas_double_complex*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dzasum_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dzasum_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dzasum_strided_batched(handle, n, (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (double*)result); }

static inline rocblas_status rocblas_snrm2(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx,
    float* result)
{ return (rocblas_status)oxblas_snrm2(handle, (n < 0 ? 0 : n), (const float*)x, incx, (float*)result); }
static inline rocblas_status rocblas_snrm2_batched(rocblas_handle handle, rocblas_int n,
    const float* const x[], rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_batched(handle, (n < 0 ? 0 : n), (const float* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_snrm2_strided_batched(rocblas_handle handle, rocblas_int n,
    const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_strided_batched(handle, (n < 0 ? 0 : n), (const float*)x, incx,
    stridex, batch_count, (float*)result); }
static inline rocblas_status rocblas_snrm2_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx,
    float* result)
{ return (rocblas_status)oxblas_snrm2(handle, n, (const float*)x, incx, (float*)result); }
static inline rocblas_status rocblas_snrm2_batched_64(rocblas_handle handle, int64_t n,
    const float* const x[], int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_batched(handle, n, (const float* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_snrm2_strided_batched_64(rocblas_handle handle, int64_t n,
    const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_snrm2_strided_batched(handle, n, (const float*)x, incx,
    stridex, batch_count, (float*)result); }

static inline rocblas_status rocblas_dnrm2(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx,
    double* result)
{ return (rocblas_status)oxblas_dnrm2(handle, (n < 0 ? 0 : n), (const double*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dnrm2_batched(rocblas_handle handle, rocblas_int n,
    const double* const x[], rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_batched(handle, (n < 0 ? 0 : n), (const double* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dnrm2_strided_batched(rocblas_handle handle, rocblas_int n,
    const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_strided_batched(handle, (n < 0 ? 0 : n), (const double*)x, incx,
    stridex, batch_count, (double*)result); }
static inline rocblas_status rocblas_dnrm2_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx,
    double* result)
{ return (rocblas_status)oxblas_dnrm2(handle, n, (const double*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dnrm2_batched_64(rocblas_handle handle, int64_t n,
    const double* const x[], int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_batched(handle, n, (const double* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dnrm2_strided_batched_64(rocblas_handle handle, int64_t n,
    const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dnrm2_strided_batched(handle, n, (const double*)x, incx,
    stridex, batch_count, (double*)result); }

static inline rocblas_status rocblas_scnrm2(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    float* result)
{ return (rocblas_status)oxblas_scnrm2(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (float*)result); }
static inline rocblas_status rocblas_scnrm2_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_scnrm2_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (float*)result); }
static inline rocblas_status rocblas_scnrm2_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    float* result)
{ return (rocblas_status)oxblas_scnrm2(handle, n, (const oxblas_float_complex*)x, incx, (float*)result); }
static inline rocblas_status rocblas_scnrm2_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    batch_count, (float*)result); }
static inline rocblas_status rocblas_scnrm2_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, float* result)
{ return (rocblas_status)oxblas_scnrm2_strided_batched(handle, n, (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (float*)result); }

static inline rocblas_status rocblas_dznrm2(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    double* result)
{ return (rocblas_status)oxblas_dznrm2(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dznrm2_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dznrm2_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_strided_batched(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (double*)result); }
static inline rocblas_status rocblas_dznrm2_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    double* result)
{ return (rocblas_status)oxblas_dznrm2(handle, n, (const oxblas_double_complex*)x, incx, (double*)result); }
static inline rocblas_status rocblas_dznrm2_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    batch_count, (double*)result); }
static inline rocblas_status rocblas_dznrm2_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, double* result)
{ return (rocblas_status)oxblas_dznrm2_strided_batched(handle, n, (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (double*)result); }

static inline rocblas_status rocblas_isamax(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_i32(handle, (n < 0 ? 0 : n), (const float*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_batched(rocblas_handle handle, rocblas_int n,
    const float* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_batched_i32(handle, (n < 0 ? 0 : n), (const float* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_strided_batched(rocblas_handle handle, rocblas_int n,
    const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const float*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamax_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_isamax(handle, n, (const float*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_isamax_batched_64(rocblas_handle handle, int64_t n,
    const float* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamax_batched(handle, n, (const float* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_isamax_strided_batched_64(rocblas_handle handle, int64_t n,
    const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamax_strided_batched(handle, n, (const float*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_idamax(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_i32(handle, (n < 0 ? 0 : n), (const double*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_batched(rocblas_handle handle, rocblas_int n,
    const double* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_batched_i32(handle, (n < 0 ? 0 : n), (const double* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_strided_batched(rocblas_handle handle, rocblas_int n,
    const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const double*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamax_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_idamax(handle, n, (const double*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_idamax_batched_64(rocblas_handle handle, int64_t n,
    const double* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamax_batched(handle, n, (const double* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_idamax_strided_batched_64(rocblas_handle handle, int64_t n,
    const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamax_strided_batched(handle, n, (const double*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_icamax(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamax_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_icamax(handle, n, (const oxblas_float_complex*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_icamax_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamax_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_icamax_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamax_strided_batched(handle, n, (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_izamax(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamax_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamax_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_izamax(handle, n, (const oxblas_double_complex*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_izamax_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamax_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_izamax_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamax_strided_batched(handle, n, (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_isamin(rocblas_handle handle, rocblas_int n, const float* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_i32(handle, (n < 0 ? 0 : n), (const float*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_batched(rocblas_handle handle, rocblas_int n,
    const float* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_batched_i32(handle, (n < 0 ? 0 : n), (const float* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_strided_batched(rocblas_handle handle, rocblas_int n,
    const float* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_isamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const float*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_isamin_64(rocblas_handle handle, int64_t n, const float* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_isamin(handle, n, (const float*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_isamin_batched_64(rocblas_handle handle, int64_t n,
    const float* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamin_batched(handle, n, (const float* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_isamin_strided_batched_64(rocblas_handle handle, int64_t n,
    const float* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_isamin_strided_batched(handle, n, (const float*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_idamin(rocblas_handle handle, rocblas_int n, const double* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_i32(handle, (n < 0 ? 0 : n), (const double*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_batched(rocblas_handle handle, rocblas_int n,
    const double* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_batched_i32(handle, (n < 0 ? 0 : n), (const double* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_strided_batched(rocblas_handle handle, rocblas_int n,
    const double* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_idamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const double*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_idamin_64(rocblas_handle handle, int64_t n, const double* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_idamin(handle, n, (const double*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_idamin_batched_64(rocblas_handle handle, int64_t n,
    const double* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamin_batched(handle, n, (const double* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_idamin_strided_batched_64(rocblas_handle handle, int64_t n,
    const double* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_idamin_strided_batched(handle, n, (const double*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_icamin(rocblas_handle handle, rocblas_int n, const rocblas_float_complex* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_float_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_icamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_icamin_64(rocblas_handle handle, int64_t n, const rocblas_float_complex* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_icamin(handle, n, (const oxblas_float_complex*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_icamin_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamin_batched(handle, n, (const oxblas_float_complex* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_icamin_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_float_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_icamin_strided_batched(handle, n, (const oxblas_float_complex*)x, incx,
    stridex, batch_count, (int64_t*)result); }

static inline rocblas_status rocblas_izamin(rocblas_handle handle, rocblas_int n, const rocblas_double_complex* x, rocblas_int incx,
    rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* const x[], rocblas_int incx, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex* const*)x, incx,
    batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_strided_batched(rocblas_handle handle, rocblas_int n,
    const rocblas_double_complex* x, rocblas_int incx, rocblas_stride stridex, rocblas_int batch_count, rocblas_int* result)
{ return (rocblas_status)oxblas_izamin_strided_batched_i32(handle, (n < 0 ? 0 : n), (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (int32_t*)result); }
static inline rocblas_status rocblas_izamin_64(rocblas_handle handle, int64_t n, const rocblas_double_complex* x, int64_t incx,
    int64_t* result)
{ return (rocblas_status)oxblas_izamin(handle, n, (const oxblas_double_complex*)x, incx, (int64_t*)result); }
static inline rocblas_status rocblas_izamin_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* const x[], int64_t incx, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamin_batched(handle, n, (const oxblas_double_complex* const*)x, incx,
    batch_count, (int64_t*)result); }
static inline rocblas_status rocblas_izamin_strided_batched_64(rocblas_handle handle, int64_t n,
    const rocblas_double_complex* x, int64_t incx, rocblas_stride stridex, int64_t batch_count, int64_t* result)
{ return (rocblas_status)oxblas_izamin_strided_batched(handle, n, (const oxblas_double_complex*)x, incx,
    stridex, batch_count, (int64_t*)result); }
/* END GENERATED ROUTINES */

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
