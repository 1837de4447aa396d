/* Code written against rocBLAS's memory API and level-1 names, compiled as C99 through
 * rocblas_compat.h (and as C++17 by test_compat.cpp). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <oxblas/rocblas_compat.h>

#define EXPECT(c)                                                            \
    do {                                                                     \
        if (!(c)) {                                                          \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c);  \
            ++fails;                                                         \
        }                                                                    \
    } while (0)

int compat_main(void);
int compat_main(void)
{
    int fails = 0;
    rocblas_handle handle;
    rocblas_int n = 5, idx = 0;
    double hx[5] = {1, -7, 3, 2, -2}, r = 0;
    double* dx = NULL;
    size_t size = 0;
    rocblas_device_malloc_base* mem = NULL;
    void* p = NULL;
    rocblas_pointer_mode mode;
    rocblas_float_complex hc[2] = {{1, 2}, {3, 4}};
    rocblas_float_complex* dc = NULL;
    rocblas_float_complex cr;
    const double* const* xs;

    EXPECT(rocblas_create_handle(&handle) == rocblas_status_success);
    EXPECT(oxblas_malloc((void**)&dx, sizeof hx) == oxblas_status_success);
    EXPECT(oxblas_memcpy_host_to_device(dx, hx, sizeof hx) == oxblas_status_success);

    EXPECT(rocblas_ddot(handle, n, dx, 1, dx, 1, &r) == rocblas_status_success);
    EXPECT(r == 67.0);
    EXPECT(rocblas_idamax(handle, n, dx, 1, &idx) == rocblas_status_success);
    EXPECT(idx == 2);
    EXPECT(rocblas_idamin_strided_batched(handle, 2, dx, 1, 3, 2, NULL) == rocblas_status_invalid_pointer);
    EXPECT(rocblas_dasum(handle, -3, dx, 1, &r) == rocblas_status_success && r == 0.0); /* quick return */
    EXPECT(rocblas_dasum_64(handle, 5, dx, 1, &r) == rocblas_status_success && r == 15.0);
    {
        int64_t i64 = 0;
        EXPECT(rocblas_idamin_64(handle, 5, dx, 1, &i64) == rocblas_status_success && i64 == 1);
    }
    xs = NULL;
    EXPECT(rocblas_dnrm2_batched(handle, 3, xs, 1, -1, &r) == rocblas_status_invalid_size);

    EXPECT(oxblas_malloc((void**)&dc, sizeof hc) == oxblas_status_success);
    EXPECT(oxblas_memcpy_host_to_device(dc, hc, sizeof hc) == oxblas_status_success);
    EXPECT(rocblas_cdotc(handle, 2, dc, 1, dc, 1, &cr) == rocblas_status_success);
    EXPECT(cr.x == 30.0f && cr.y == 0.0f);
    EXPECT(rocblas_cdotu(handle, 2, dc, 1, dc, 1, &cr) == rocblas_status_success);
    EXPECT(cr.x == -10.0f && cr.y == 28.0f);

    EXPECT(rocblas_get_pointer_mode(handle, &mode) == rocblas_status_success && mode == rocblas_pointer_mode_host);
    EXPECT(rocblas_set_pointer_mode(handle, rocblas_pointer_mode_host) == rocblas_status_success);

    /* the memory-model API, as rocBLAS code uses it */
    EXPECT(rocblas_is_managing_device_memory(handle));
    EXPECT(rocblas_start_device_memory_size_query(handle) == rocblas_status_success);
    EXPECT(rocblas_is_device_memory_size_query(handle));
    EXPECT(rocblas_set_optimal_device_memory_size_impl(handle, 3, (size_t)1, (size_t)64, (size_t)65)
           == rocblas_status_size_increased);
    EXPECT(rocblas_ddot(handle, 100000, NULL, 1, NULL, 1, NULL) == rocblas_status_size_increased ||
           rocblas_ddot(handle, 100000, NULL, 1, NULL, 1, NULL) == rocblas_status_size_unchanged);
    EXPECT(rocblas_stop_device_memory_size_query(handle, &size) == rocblas_status_success);
    EXPECT(size >= 256);
    EXPECT(rocblas_set_device_memory_size(handle, size) == rocblas_status_success);
    EXPECT(rocblas_is_user_managing_device_memory(handle));
    EXPECT(rocblas_get_device_memory_size(handle, &size) == rocblas_status_success && size % 64 == 0);

    EXPECT(rocblas_device_malloc_alloc(handle, &mem, 2, (size_t)10, (size_t)20) == rocblas_status_success);
    EXPECT(rocblas_device_malloc_success(mem));
    EXPECT(rocblas_device_malloc_ptr(mem, &p) == rocblas_status_invalid_pointer);
    EXPECT(rocblas_device_malloc_get(mem, 1, &p) == rocblas_status_success && p != NULL);
    EXPECT(rocblas_set_workspace(handle, NULL, 0) == rocblas_status_internal_error); /* borrowed */
    EXPECT(rocblas_device_malloc_free(mem) == rocblas_status_success);
    EXPECT(rocblas_device_malloc_alloc(handle, &mem, 0) == rocblas_status_invalid_size);
    EXPECT(rocblas_set_workspace(handle, NULL, 0) == rocblas_status_success);
    EXPECT(rocblas_is_managing_device_memory(handle));
    EXPECT(rocblas_stop_device_memory_size_query(handle, &size) == rocblas_status_size_query_mismatch);

    {
        oxblas_compat_stream s = NULL;
        EXPECT(rocblas_get_stream(handle, &s) == rocblas_status_success && s == NULL);
        EXPECT(rocblas_set_stream(handle, s) == rocblas_status_success);
    }
    EXPECT(rocblas_status_to_string(rocblas_status_memory_error) != NULL);

    oxblas_free(dc);
    oxblas_free(dx);
    EXPECT(rocblas_destroy_handle(handle) == rocblas_status_success);
    EXPECT(rocblas_destroy_handle(NULL) == rocblas_status_invalid_handle);
    printf("test_compat: %d failures\n", fails);
    return fails ? 1 : 0;
}

#ifndef COMPAT_NO_MAIN
int main(void) { return compat_main(); }
#endif
