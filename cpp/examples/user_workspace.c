/* Pattern 2: the user owns the workspace (oxblas_malloc + oxblas_set_workspace); the library
 * never grows or frees it.
 *
 *   hipMalloc(&device_memory, memory_size);
 *   rocblas_set_workspace(handle, device_memory, memory_size);
 *   ...
 *   rocblas_set_workspace(handle, nullptr, 0);
 *   hipFree(device_memory);
 */
#include "common.h"

int main(void)
{
    enum { N = 50001 };
    const size_t memory_size = 4 << 20;
    oxblas_handle handle;
    void* device_memory = NULL;
    float* x = (float*)malloc(N * sizeof(float));
    float *dx, asum = 0;
    int64_t imax = 0;
    oxblas_stats stats;
    int i;

    for (i = 0; i < N; ++i) x[i] = (float)((i * 7919) % 1000) / 1000.0f;
    x[31337] = -5.0f;
    CHECK_OXBLAS(oxblas_create_handle(&handle));
    CHECK_OXBLAS(oxblas_malloc((void**)&dx, N * sizeof(float)));
    CHECK_OXBLAS(oxblas_memcpy_host_to_device(dx, x, N * sizeof(float)));

    CHECK_OXBLAS(oxblas_malloc(&device_memory, memory_size));
    CHECK_OXBLAS(oxblas_set_workspace(handle, device_memory, memory_size));
    printf("managing: %d, user-managed: %d (user-owned workspace)\n",
           (int)oxblas_is_managing_device_memory(handle), (int)oxblas_is_user_managing_device_memory(handle));

    CHECK_OXBLAS(oxblas_sasum(handle, N, dx, 1, &asum));
    CHECK_OXBLAS(oxblas_isamax(handle, N, dx, 1, &imax));
    CHECK_OXBLAS(oxblas_get_stats(handle, &stats));
    printf("asum = %.3f, isamax = %lld, borrows = %llu, growths = %llu\n", asum, (long long)imax,
           (unsigned long long)stats.borrows, (unsigned long long)stats.growths);

    CHECK_OXBLAS(oxblas_set_workspace(handle, NULL, 0)); /* give it back: managed again */
    CHECK_OXBLAS(oxblas_free(device_memory));            /* ours to free */
    CHECK_OXBLAS(oxblas_free(dx));
    CHECK_OXBLAS(oxblas_destroy_handle(handle));
    free(x);
    return (imax == 31338 && stats.growths == 0) ? 0 : 1;
}
