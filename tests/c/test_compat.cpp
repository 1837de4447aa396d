// rocblas_compat.h from C++17: the C test body plus rocBLAS's C++ helpers
// (rocblas_set_optimal_device_memory_size(h, sizes...), rocblas_device_malloc RAII).
#define COMPAT_NO_MAIN
#include "test_compat.c"

#include <cstdio>
#include <new>
#include <type_traits>

static_assert(!std::is_copy_constructible_v<rocblas_device_malloc>);
static_assert(!std::is_constructible_v<double*, rocblas_device_malloc&&>);
static_assert(std::is_constructible_v<double*, rocblas_device_malloc&>);

int main()
{
    int fails = compat_main();
    rocblas_handle h;
    if (rocblas_create_handle(&h) != rocblas_status_success) return 2;
    size_t size = 0;
    if (rocblas_start_device_memory_size_query(h) != rocblas_status_success) ++fails;
    if (rocblas_set_optimal_device_memory_size(h, 1, 64, 65, 0) != rocblas_status_size_increased) ++fails;
    if (rocblas_set_optimal_device_memory_size(h) != rocblas_status_size_unchanged) ++fails;
    if (rocblas_stop_device_memory_size_query(h, &size) != rocblas_status_success || size != 256) ++fails;
    {
        rocblas_device_malloc mem(h, 1000, 24);
        if (!mem) ++fails;
        if (mem[1] != static_cast<char*>(mem[0]) + 1024) ++fails;
        rocblas_device_malloc one(h, 8);
        double* p = one;
        if (!p) ++fails;
    }
    bool threw = false;
    try {
        rocblas_device_malloc none(h);  // count 0: invalid_size -> std::bad_alloc (as rocBLAS)
    } catch (const std::bad_alloc&) {
        threw = true;
    }
    if (!threw) ++fails;
    if (rocblas_set_device_memory_size(h, 64) != rocblas_status_success) ++fails;
    {
        rocblas_device_malloc big(h, 4096);  // memory_error: no throw, false
        if (big) ++fails;
    }
    if (rocblas_destroy_handle(h) != rocblas_status_success) ++fails;
    std::printf("test_compat_cxx: %d failures\n", fails);
    return fails ? 1 : 0;
}
