/* The consumer program: one routine and one memory-model function. */
#include <stdio.h>

#include <oxblas/oxblas.h>

int main(void)
{
    oxblas_handle h;
    double x[3] = {3.0, -4.0, 12.0}, *dx = NULL, nrm = 0.0;
    size_t need = 0;
    if (oxblas_create_handle(&h) != oxblas_status_success) return 2;
    if (oxblas_malloc((void**)&dx, sizeof x) || oxblas_memcpy_host_to_device(dx, x, sizeof x)) return 3;
    if (oxblas_start_device_memory_size_query(h)) return 4;
    (void)oxblas_dnrm2(h, 3, NULL, 1, NULL);
    if (oxblas_stop_device_memory_size_query(h, &need)) return 5;
    if (oxblas_set_device_memory_size(h, need ? need : 64)) return 6;
    if (oxblas_dnrm2(h, 3, dx, 1, &nrm)) return 7;
    oxblas_free(dx);
    oxblas_destroy_handle(h);
    printf("consumer: nrm2 = %g (via %s), query said %zu bytes\n", nrm, OXBLAS_CONSUMER_KIND, need);
    return nrm == 13.0 ? 0 : 1;
}
