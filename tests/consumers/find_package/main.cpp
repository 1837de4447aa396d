// C++ consumer through the RAII layer.
#include <oxblas/oxblas.hpp>

#include <cstdio>

int main()
{
    oxblas::Handle h;
    oxblas::DeviceBuffer<float> x{1.0f, -2.0f, 3.0f};
    int64_t i = 0;
    oxblas::check(oxblas_isamax(h, 3, x.data(), 1, &i));
    size_t need = oxblas::query_device_memory_size(h, [&] { oxblas_sasum(h, 1 << 20, nullptr, 1, nullptr); });
    std::printf("consumer (C++): isamax = %lld, asum(1M) needs %zu bytes\n", static_cast<long long>(i), need);
    return i == 3 ? 0 : 1;
}
