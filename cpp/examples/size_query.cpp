// Pattern 3: a size query around a sequence of calls, then preallocation of exactly that size
// (C++ RAII layer).
//
//   rocblas_start_device_memory_size_query(handle);
//   rocsolver_dgetrf(handle, ...);   // null device pointers are fine
//   rocsolver_dgetrs(handle, ...);
//   rocblas_stop_device_memory_size_query(handle, &memory_size);
//   rocblas_set_device_memory_size(handle, memory_size);
#include <oxblas/oxblas.hpp>

#include <cstdio>
#include <vector>

int main()
{
    try {
        const int64_t n = 300001, batch = 4;
        oxblas::Handle handle;

        // 1. Query: the routines compute nothing, device pointers may be null.
        size_t memory_size = oxblas::query_device_memory_size(handle, [&] {
            oxblas_ddot(handle, n, nullptr, 1, nullptr, 1, nullptr);
            oxblas_dnrm2_strided_batched(handle, n, nullptr, 1, n, batch, nullptr);
            oxblas_idamax(handle, n, nullptr, 1, nullptr);
        });
        std::printf("workspace needed by the sequence: %zu bytes\n", memory_size);

        // 2. Preallocate exactly that (user-managed; never grows).
        handle.set_device_memory_size(memory_size);

        // 3. Run the same sequence for real.
        std::vector<double> hx(n * batch);
        for (size_t i = 0; i < hx.size(); ++i) hx[i] = (i % 3 == 0) ? 2.0 : -1.0;
        oxblas::DeviceBuffer<double> x(hx);
        double dot = 0;
        std::vector<double> norms(batch);
        int64_t imax = 0;
        oxblas::check(oxblas_ddot(handle, n, x.data(), 1, x.data(), 1, &dot));
        oxblas::check(oxblas_dnrm2_strided_batched(handle, n, x.data(), 1, n, batch, norms.data()));
        oxblas::check(oxblas_idamax(handle, n, x.data(), 1, &imax));
        oxblas_stats st = handle.stats();
        std::printf("dot = %.1f, nrm2[0] = %.3f, idamax = %lld; growths %llu, degraded %llu, capacity %zu\n", dot,
                    norms[0], static_cast<long long>(imax), static_cast<unsigned long long>(st.growths),
                    static_cast<unsigned long long>(st.degraded_calls), st.capacity);
        return (st.growths == 0 && st.degraded_calls == 0 && imax == 1) ? 0 : 1;
    } catch (const oxblas::Error& e) {
        std::fprintf(stderr, "oxblas error: %s\n", e.what());
        return 1;
    }
}
