// The seed example of rocSOLVER's memory-model page, verbatim in spirit: ask the handle how
// much workspace getrf + getrs need for a 1024×1024 system with one right-hand side, preallocate
// exactly that (user-managed: the handle never grows), factor and solve with no allocation, and
// check the residual. Then the same sequence with half the queried size: getrf computes the
// right answer on its slower path (block substitution instead of level-3 trsm) and says so with
// rocblas_status_perf_degraded; getrs with one right-hand side needs only trsv's counters,
// which still fit (success).
// The rocSOLVER names come from <oxblas/rocsolver_compat.h>; this file would compile against
// rocSOLVER with its own headers and hipMalloc/hipMemcpy in place of oxblas_malloc/memcpy.
#include <oxblas/rocsolver_compat.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

bool ok(rocblas_status s, const char* what)
{
    if (s == rocblas_status_success || s == rocblas_status_perf_degraded) return true;
    std::fprintf(stderr, "%s failed: %s (%s)\n", what, oxblas_status_name((oxblas_status)s),
                 oxblas_get_last_error_message());
    return false;
}

// One factor-and-solve on the device; returns ‖Ax − b‖∞ / (‖A‖∞ ‖x‖∞ n ε) and the statuses.
bool solve(rocblas_handle handle, rocblas_int n, const std::vector<double>& a, const std::vector<double>& b,
           double* residual, rocblas_status* st_getrf, rocblas_status* st_getrs)
{
    const rocblas_int lda = n, ldb = n;
    void *dA = nullptr, *dB = nullptr, *dIpiv = nullptr, *dInfo = nullptr;
    if (oxblas_malloc(&dA, sizeof(double) * a.size()) || oxblas_malloc(&dB, sizeof(double) * b.size()) ||
        oxblas_malloc(&dIpiv, sizeof(rocblas_int) * n) || oxblas_malloc(&dInfo, sizeof(rocblas_int)))
        return false;
    oxblas_memcpy_host_to_device(dA, a.data(), sizeof(double) * a.size());
    oxblas_memcpy_host_to_device(dB, b.data(), sizeof(double) * b.size());
    *st_getrf = rocsolver_dgetrf(handle, n, n, static_cast<double*>(dA), lda, static_cast<rocblas_int*>(dIpiv),
                                 static_cast<rocblas_int*>(dInfo));
    *st_getrs = rocsolver_dgetrs(handle, rocblas_operation_none, n, 1, static_cast<double*>(dA), lda,
                                 static_cast<rocblas_int*>(dIpiv), static_cast<double*>(dB), ldb);
    std::vector<double> x(b.size());
    rocblas_int info = -1;
    oxblas_memcpy_device_to_host(x.data(), dB, sizeof(double) * x.size());
    oxblas_memcpy_device_to_host(&info, dInfo, sizeof info);
    oxblas_free(dA);
    oxblas_free(dB);
    oxblas_free(dIpiv);
    oxblas_free(dInfo);
    if (!ok(*st_getrf, "rocsolver_dgetrf") || !ok(*st_getrs, "rocsolver_dgetrs") || info != 0) return false;
    double rmax = 0, amax = 0, xmax = 0;
    for (rocblas_int i = 0; i < n; ++i) {
        double r = -b[i], arow = 0;
        for (rocblas_int j = 0; j < n; ++j) {
            r += a[i + j * static_cast<size_t>(lda)] * x[j];
            arow += std::fabs(a[i + j * static_cast<size_t>(lda)]);
        }
        rmax = std::fmax(rmax, std::fabs(r));
        amax = std::fmax(amax, arow);
        xmax = std::fmax(xmax, std::fabs(x[i]));
    }
    *residual = rmax / (amax * xmax * n * 2.220446049250313e-16);
    return true;
}

}  // namespace

int main()
{
    const rocblas_int n = 1024, lda = n, ldb = n;
    rocblas_handle handle;
    if (!ok(rocblas_create_handle(&handle), "rocblas_create_handle")) return 1;

    // The page's snippet: the routines compute nothing during the query, pointers may be null.
    size_t memory_size = 0;
    rocblas_start_device_memory_size_query(handle);
    rocsolver_dgetrf(handle, n, n, nullptr, lda, nullptr, nullptr);
    rocsolver_dgetrs(handle, rocblas_operation_none, n, 1, nullptr, lda, nullptr, nullptr, ldb);
    if (!ok(rocblas_stop_device_memory_size_query(handle, &memory_size), "size query")) return 1;
    std::printf("getrf + getrs (n = %d, nrhs = 1) need %zu bytes of workspace\n", n, memory_size);

    std::vector<double> a(static_cast<size_t>(n) * n), b(n);
    unsigned long long s = 12345;
    auto rnd = [&] {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(s >> 11) / 9007199254740992.0 * 2.0 - 1.0;
    };
    for (double& v : a) v = rnd();
    for (double& v : b) v = rnd();

    int failures = 0;
    const struct {
        size_t bytes;
        rocblas_status expect_getrf, expect_getrs;
        const char* what;
    } runs[] = {{memory_size, rocblas_status_success, rocblas_status_success, "queried size"},
                {memory_size / 2, rocblas_status_perf_degraded, rocblas_status_success, "half the queried size"}};
    for (const auto& run : runs) {
        if (!ok(rocblas_set_device_memory_size(handle, run.bytes), "rocblas_set_device_memory_size")) return 1;
        double residual = 0;
        rocblas_status s1, s2;
        if (!solve(handle, n, a, b, &residual, &s1, &s2)) return 1;
        oxblas_stats st;
        oxblas_get_stats(handle, &st);
        std::printf("%s (%zu bytes): getrf %s, getrs %s, residual %.2f, workspace high water %zu, growths %llu\n",
                    run.what, run.bytes, oxblas_status_name((oxblas_status)s1), oxblas_status_name((oxblas_status)s2),
                    residual, st.high_water, static_cast<unsigned long long>(st.growths));
        if (s1 != run.expect_getrf || s2 != run.expect_getrs || !(residual < 30.0) || st.growths != 0) ++failures;
        if (run.bytes == memory_size && st.high_water != memory_size) ++failures;  // query == borrow
    }
    rocblas_destroy_handle(handle);
    if (failures) std::fprintf(stderr, "solver_seed: %d check(s) failed\n", failures);
    return failures ? 1 : 0;
}
