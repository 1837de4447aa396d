// The C++ RAII layer: Handle, DeviceBuffer, WorkspaceBorrow, Error carrying the status, query helper.
#include <oxblas/oxblas.hpp>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <type_traits>

static int failures = 0, checks = 0;
#define CHECK(c)                                                                  \
    do {                                                                          \
        ++checks;                                                                 \
        if (!(c)) {                                                               \
            ++failures;                                                           \
            std::fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); \
        }                                                                         \
    } while (0)

template <typename F>
static oxblas_status status_of(F&& f)
{
    try {
        f();
    } catch (const oxblas::Error& e) {
        CHECK(std::strstr(e.what(), oxblas_status_name(e.status())) != nullptr);
        return e.status();
    }
    return oxblas_status_success;
}

// Compile-time properties: move-only types; lvalue-only conversions of the borrow.
static_assert(!std::is_copy_constructible_v<oxblas::Handle>);
static_assert(std::is_nothrow_move_constructible_v<oxblas::Handle>);
static_assert(!std::is_copy_constructible_v<oxblas::DeviceBuffer<double>>);
static_assert(!std::is_copy_constructible_v<oxblas::WorkspaceBorrow>);
static_assert(std::is_move_constructible_v<oxblas::WorkspaceBorrow>);
static_assert(std::is_constructible_v<double*, oxblas::WorkspaceBorrow&>);
static_assert(!std::is_constructible_v<double*, oxblas::WorkspaceBorrow&&>);
static_assert(std::is_constructible_v<bool, oxblas::WorkspaceBorrow&>);
static_assert(!std::is_constructible_v<bool, oxblas::WorkspaceBorrow&&>);
static_assert(std::is_base_of_v<std::runtime_error, oxblas::Error>);

int main()
{
    oxblas::Handle h;
    CHECK(h.get() != nullptr);
    CHECK(h.is_managing_device_memory());
    CHECK(std::strcmp(oxblas_backend_name(h.backend()), "") != 0);

    // A routine through the RAII buffers.
    std::vector<double> hx = {1, -2, 3, -4, 5};
    oxblas::DeviceBuffer<double> x(hx), y{2.0, 2.0, 2.0, 2.0, 2.0};
    CHECK(x.download() == hx);
    double r = 0;
    oxblas::check(oxblas_ddot(h, 5, x.data(), 1, y.data(), 1, &r));
    CHECK(r == 6.0);
    oxblas::check(oxblas_dasum(h, 5, x.data(), 1, &r));
    CHECK(r == 15.0);

    // Errors carry the status (and the library's message).
    CHECK(status_of([&] { oxblas::check(oxblas_ddot(h, -1, x.data(), 1, y.data(), 1, &r)); }) == oxblas_status_invalid_size);
    CHECK(status_of([&] { oxblas::check(oxblas_ddot(h, 5, x.data(), 1, y.data(), 1, nullptr)); }) == oxblas_status_invalid_pointer);
    CHECK(status_of([&] { h.set_pointer_mode(static_cast<oxblas_pointer_mode>(9)); }) == oxblas_status_invalid_value);
    CHECK(status_of([&] { oxblas::check(oxblas_stop_device_memory_size_query(h, nullptr)); }) == oxblas_status_size_query_mismatch);
    try {
        oxblas::check(oxblas_get_device_memory_size(nullptr, nullptr), "get size");
        CHECK(false);
    } catch (const oxblas::Error& e) {
        CHECK(e.status() == oxblas_status_invalid_handle);
        CHECK(std::strstr(e.what(), "get size") != nullptr);
        CHECK(std::strstr(e.what(), "null handle") != nullptr);
    }

    // Query helper: footprint of a sequence; stops the query even when the body throws.
    std::vector<double> big(200001, 1.0);
    oxblas::DeviceBuffer<double> bx(big);
    size_t need = oxblas::query_device_memory_size(h, [&] {
        oxblas_dasum(h, 200001, nullptr, 1, nullptr);  // pointers unchecked in a query
        oxblas_ddot(h, 200001, nullptr, 1, nullptr, 1, nullptr);
    });
    CHECK(need > 0);
    CHECK(!oxblas_is_device_memory_size_query(h));
    CHECK(status_of([&] {
        oxblas::query_device_memory_size(h, [] { throw oxblas::Error(oxblas_status_memory_error, "test"); });
    }) == oxblas_status_memory_error);
    CHECK(!oxblas_is_device_memory_size_query(h));
    // Preallocate exactly that: the calls then run in a user-managed workspace.
    h.set_device_memory_size(need);
    CHECK(h.is_user_managing_device_memory());
    CHECK(oxblas::check(oxblas_dasum(h, 200001, bx.data(), 1, &r)) == oxblas_status_success);
    CHECK(r == 200001.0);
    h.set_device_memory_size(0);

    // Workspace borrows: slots, single pointer, LIFO, failure as a status (not an exception).
    {
        oxblas::WorkspaceBorrow a(h, 1, 64, 65, 0);
        CHECK(static_cast<bool>(a));
        CHECK(a.get<char>(1) == a.get<char>(0) + 64);
        CHECK(a[3] == nullptr);
        CHECK(status_of([&] { (void)a[4]; }) == oxblas_status_invalid_pointer);
        CHECK(status_of([&] { double* p = a; (void)p; }) == oxblas_status_invalid_pointer);
        oxblas::WorkspaceBorrow b(h, 100);
        double* p = b;
        CHECK(p != nullptr);
        CHECK(status_of([&] { a.free(); }) == oxblas_status_internal_error);  // not LIFO
        CHECK(status_of([&] { h.set_device_memory_size(1 << 20); }) == oxblas_status_internal_error);
        oxblas::WorkspaceBorrow moved(std::move(b));
        CHECK(static_cast<bool>(moved));
        CHECK(!static_cast<bool>(b));
    }  // moved, then a, released in reverse order
    CHECK(h.stats().in_use == 0);
    CHECK(status_of([&] { oxblas::WorkspaceBorrow z(h); }) == oxblas_status_invalid_size);
    h.set_device_memory_size(1024);
    {
        oxblas::WorkspaceBorrow tooBig(h, 4096);
        CHECK(!tooBig);
        CHECK(tooBig.status() == oxblas_status_memory_error);
    }
    h.set_device_memory_size(0);

    // Handle moves and explicit destroy.
    oxblas::Handle h2 = std::move(h);
    CHECK(h.get() == nullptr);
    CHECK(h2.get() != nullptr);
    {
        oxblas::WorkspaceBorrow live(h2, 64);
        CHECK(status_of([&] { h2.destroy(); }) == oxblas_status_internal_error);
        CHECK(h2.get() != nullptr);  // kept
    }
    h2.destroy();
    CHECK(h2.get() == nullptr);

    std::printf("test_cxx: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
