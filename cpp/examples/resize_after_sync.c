/* Pattern 1 (rocSOLVER memory model): change the workspace size with
 * oxblas_set_device_memory_size after synchronizing the handle's stream.
 *
 *   hipStreamSynchronize(stream);
 *   rocblas_set_device_memory_size(handle, memory_size);
 */
#include "common.h"

int main(void)
{
    enum { N = 100001 };
    oxblas_handle handle;
    oxblas_stream stream;
    double* x = (double*)malloc(N * sizeof(double));
    double *dx, nrm = 0.0;
    size_t size = 0;
    int i;

    for (i = 0; i < N; ++i) x[i] = (i % 2) ? 1.0 : -1.0;
    CHECK_OXBLAS(oxblas_create_handle(&handle));
    CHECK_OXBLAS(oxblas_stream_create(&stream));
    CHECK_OXBLAS(oxblas_set_stream(handle, stream));
    CHECK_OXBLAS(oxblas_malloc((void**)&dx, N * sizeof(double)));
    CHECK_OXBLAS(oxblas_memcpy_host_to_device(dx, x, N * sizeof(double)));

    /* Results to device memory: the call returns without waiting for the stream. */
    CHECK_OXBLAS(oxblas_set_pointer_mode(handle, oxblas_pointer_mode_device));
    {
        double* dres;
        CHECK_OXBLAS(oxblas_malloc((void**)&dres, sizeof(double)));
        CHECK_OXBLAS(oxblas_dnrm2(handle, N, dx, 1, dres));

        /* The stream may still use the workspace: wait, then resize. */
        CHECK_OXBLAS(oxblas_stream_synchronize(stream));
        CHECK_OXBLAS(oxblas_set_device_memory_size(handle, 1 << 20)); /* 1 MiB, user-managed */
        CHECK_OXBLAS(oxblas_get_device_memory_size(handle, &size));
        printf("workspace after resize: %zu bytes (user-managed: %d)\n", size,
               (int)oxblas_is_user_managing_device_memory(handle));

        CHECK_OXBLAS(oxblas_memcpy_device_to_host(&nrm, dres, sizeof(double)));
        CHECK_OXBLAS(oxblas_free(dres));
    }
    CHECK_OXBLAS(oxblas_set_pointer_mode(handle, oxblas_pointer_mode_host));
    CHECK_OXBLAS(oxblas_dnrm2(handle, N, dx, 1, &nrm)); /* runs in the new 1 MiB workspace */
    printf("nrm2 = %.6f (expected %.6f)\n", nrm, 316.229347);

    /* Back to the library-managed scheme. */
    CHECK_OXBLAS(oxblas_stream_synchronize(stream));
    CHECK_OXBLAS(oxblas_set_device_memory_size(handle, 0));
    printf("managed again: %d\n", (int)oxblas_is_managing_device_memory(handle));

    CHECK_OXBLAS(oxblas_set_stream(handle, NULL)); /* before destroying the stream */
    CHECK_OXBLAS(oxblas_stream_destroy(stream));
    CHECK_OXBLAS(oxblas_free(dx));
    CHECK_OXBLAS(oxblas_destroy_handle(handle));
    free(x);
    return (nrm > 316.2293 && nrm < 316.2294) ? 0 : 1;
}
