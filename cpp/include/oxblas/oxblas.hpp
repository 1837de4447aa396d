// oxblas.hpp - header-only C++17 RAII layer over oxblas.h.
//
//   oxblas::Handle h;                                   // throws oxblas::Error on failure
//   oxblas::DeviceBuffer<double> x(h_x);                // device copy of a std::vector
//   double r; oxblas::dot(h, n, x.data(), 1, y.data(), 1, &r);
//   oxblas::gemv(h, oxblas::Operation::transpose, m, n, &alpha, A.data(), lda,
//                x.data(), 1, &beta, y.data(), 1);      // float, double, std::complex<...>
//   size_t need = oxblas::query_device_memory_size(h, [&] { oxblas::dot(h, ...); });
//   oxblas::WorkspaceBorrow ws(h, 100, 200);            // exported allocator, freed on scope exit
//
// Errors are reported as oxblas::Error (a std::runtime_error) carrying the status and the
// library's message. `check` throws for every status except success and perf_degraded, and
// the two size-query statuses.
//
// Routines: every C routine `oxblas_<p><name>[_batched|_strided_batched]` is also
// `oxblas::<name>[_batched|_strided_batched]`, overloaded on the element type (float, double,
// std::complex<float>, std::complex<double>; the `_i32` index variants on the result type),
// with `Operation`, `Fill` and `Diagonal` for the C enums. Each calls `check` on the status:
// it throws `Error` on failure and returns success, perf_degraded or a size-query answer.
// Scalars (alpha, beta) and results are pointers to host or device memory, as the handle's
// pointer mode says. The overloads are generated from cpp/tools/gen_routines.py's table.
#ifndef OXBLAS_OXBLAS_HPP
#define OXBLAS_OXBLAS_HPP

#include <complex>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "oxblas.h"

namespace oxblas {

/// An oxblas failure: the status and the library's message.
class Error : public std::runtime_error
{
    oxblas_status status_;

public:
    Error(oxblas_status status, const std::string& what)
        : std::runtime_error(std::string(oxblas_status_name(status)) + ": " + what), status_(status) {}
    oxblas_status status() const noexcept { return status_; }
};

/// True for statuses that report a completed call (incl. perf_degraded and the query answers).
inline bool is_ok(oxblas_status s) noexcept
{
    return s == oxblas_status_success || s == oxblas_status_perf_degraded ||
           s == oxblas_status_size_increased || s == oxblas_status_size_unchanged;
}

/// Throw `Error` unless `s` is a completed status; returns `s` (to see perf_degraded or a
/// query answer).
inline oxblas_status check(oxblas_status s, const char* what = nullptr)
{
    if (is_ok(s)) return s;
    const char* msg = oxblas_get_last_error_message();
    std::string m = what ? std::string(what) : std::string();
    if (msg && *msg) m += (m.empty() ? "" : ": ") + std::string(msg);
    throw Error(s, m);
}

/// A handle (move-only). Converts to `oxblas_handle` for the C routines.
class Handle
{
    oxblas_handle h_ = nullptr;

public:
    Handle() { check(oxblas_create_handle(&h_), "oxblas_create_handle"); }
    /// Take ownership of an existing C handle.
    explicit Handle(oxblas_handle h) noexcept : h_(h) {}
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    Handle(Handle&& o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
    Handle& operator=(Handle&& o) noexcept
    {
        if (this != &o) {
            reset();
            h_ = std::exchange(o.h_, nullptr);
        }
        return *this;
    }
    ~Handle() { reset(); }

    /// Destroy now (errors ignored; use `destroy` to see them).
    void reset() noexcept
    {
        if (h_) (void)oxblas_destroy_handle(std::exchange(h_, nullptr));
    }
    /// Destroy now, throwing on failure (the handle is kept when the status says it was not
    /// destroyed: live borrows or concurrent use).
    void destroy()
    {
        if (!h_) return;
        oxblas_status s = oxblas_destroy_handle(h_);
        if (s != oxblas_status_internal_error && s != oxblas_status_invalid_handle) h_ = nullptr;
        check(s, "oxblas_destroy_handle");
    }
    oxblas_handle get() const noexcept { return h_; }
    operator oxblas_handle() const noexcept { return h_; }
    oxblas_handle release() noexcept { return std::exchange(h_, nullptr); }

    void set_stream(oxblas_stream s) { check(oxblas_set_stream(h_, s), "oxblas_set_stream"); }
    oxblas_stream stream() const
    {
        oxblas_stream s = nullptr;
        check(oxblas_get_stream(h_, &s), "oxblas_get_stream");
        return s;
    }
    void set_pointer_mode(oxblas_pointer_mode m) { check(oxblas_set_pointer_mode(h_, m), "oxblas_set_pointer_mode"); }
    oxblas_pointer_mode pointer_mode() const
    {
        oxblas_pointer_mode m = oxblas_pointer_mode_host;
        check(oxblas_get_pointer_mode(h_, &m), "oxblas_get_pointer_mode");
        return m;
    }
    oxblas_backend backend() const
    {
        oxblas_backend b = oxblas_backend_host;
        check(oxblas_get_backend(h_, &b), "oxblas_get_backend");
        return b;
    }

    size_t device_memory_size() const
    {
        size_t n = 0;
        check(oxblas_get_device_memory_size(h_, &n), "oxblas_get_device_memory_size");
        return n;
    }
    void set_device_memory_size(size_t n) { check(oxblas_set_device_memory_size(h_, n), "oxblas_set_device_memory_size"); }
    void set_workspace(void* p, size_t n) { check(oxblas_set_workspace(h_, p, n), "oxblas_set_workspace"); }
    bool is_managing_device_memory() const noexcept { return oxblas_is_managing_device_memory(h_); }
    bool is_user_managing_device_memory() const noexcept { return oxblas_is_user_managing_device_memory(h_); }
    void set_stream_order_alloc(bool on) { check(oxblas_set_stream_order_alloc(h_, on), "oxblas_set_stream_order_alloc"); }
    bool is_stream_order_alloc() const noexcept { return oxblas_is_stream_order_alloc(h_); }
    void set_lookahead(bool on) { check(oxblas_set_lookahead(h_, on), "oxblas_set_lookahead"); }
    bool is_lookahead() const noexcept { return oxblas_is_lookahead(h_); }
    oxblas_stats stats() const
    {
        oxblas_stats s{};
        check(oxblas_get_stats(h_, &s), "oxblas_get_stats");
        return s;
    }
    void synchronize() const { check(oxblas_stream_synchronize(stream()), "oxblas_stream_synchronize"); }
};

/// Run `f` (a sequence of routine calls on `h`) as a size query and return the largest
/// workspace footprint it needs. The query is stopped even if `f` throws.
template <typename F>
size_t query_device_memory_size(oxblas_handle h, F&& f)
{
    check(oxblas_start_device_memory_size_query(h), "oxblas_start_device_memory_size_query");
    struct Stop {
        oxblas_handle h;
        bool armed = true;
        ~Stop()
        {
            size_t ignored;
            if (armed) (void)oxblas_stop_device_memory_size_query(h, &ignored);
        }
    } stop{h};
    std::forward<F>(f)();
    stop.armed = false;
    size_t size = 0;
    check(oxblas_stop_device_memory_size_query(h, &size), "oxblas_stop_device_memory_size_query");
    return size;
}

/// Device memory for `n` elements of `T` (move-only), from oxblas_malloc.
template <typename T>
class DeviceBuffer
{
    T* p_ = nullptr;
    size_t n_ = 0;

public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(size_t n) : n_(n)
    {
        void* p = nullptr;
        check(oxblas_malloc(&p, n * sizeof(T)), "oxblas_malloc");
        p_ = static_cast<T*>(p);
    }
    /// A device copy of `host`.
    explicit DeviceBuffer(const std::vector<T>& host) : DeviceBuffer(host.size()) { upload(host); }
    DeviceBuffer(std::initializer_list<T> host) : DeviceBuffer(std::vector<T>(host)) {}
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept
    {
        if (this != &o) {
            (void)oxblas_free(p_);
            p_ = std::exchange(o.p_, nullptr);
            n_ = std::exchange(o.n_, 0);
        }
        return *this;
    }
    ~DeviceBuffer() { (void)oxblas_free(p_); }

    T* data() noexcept { return p_; }
    const T* data() const noexcept { return p_; }
    size_t size() const noexcept { return n_; }
    size_t bytes() const noexcept { return n_ * sizeof(T); }

    void upload(const std::vector<T>& host)
    {
        if (host.size() != n_) throw Error(oxblas_status_invalid_size, "upload: size mismatch");
        check(oxblas_memcpy_host_to_device(p_, host.data(), bytes()), "oxblas_memcpy_host_to_device");
    }
    std::vector<T> download() const
    {
        std::vector<T> host(n_);
        check(oxblas_memcpy_device_to_host(host.data(), p_, bytes()), "oxblas_memcpy_device_to_host");
        return host;
    }
};

/// A borrow of a handle's workspace through the exported allocator (move-only; rocBLAS's
/// `rocblas_device_malloc`). Construction throws `Error` for every status except success and
/// memory_error; test the borrow with `if (ws)`. The conversions are lvalue-only so that no
/// pointer into a temporary borrow can be taken. Borrows of a handle end in reverse order.
class WorkspaceBorrow
{
    oxblas_device_malloc* p_ = nullptr;
    oxblas_status status_ = oxblas_status_success;

public:
    template <typename... Sizes>
    explicit WorkspaceBorrow(oxblas_handle h, Sizes... sizes)
    {
        const size_t arr[sizeof...(Sizes) + 1] = {static_cast<size_t>(sizes)..., 0};
        status_ = oxblas_device_malloc_alloc(h, arr, sizeof...(Sizes), &p_);
        if (status_ != oxblas_status_success && status_ != oxblas_status_memory_error)
            check(status_, "oxblas_device_malloc_alloc");
    }
    WorkspaceBorrow(oxblas_handle h, const std::vector<size_t>& sizes)
    {
        status_ = oxblas_device_malloc_alloc(h, sizes.data(), sizes.size(), &p_);
        if (status_ != oxblas_status_success && status_ != oxblas_status_memory_error)
            check(status_, "oxblas_device_malloc_alloc");
    }
    WorkspaceBorrow(const WorkspaceBorrow&) = delete;
    WorkspaceBorrow& operator=(const WorkspaceBorrow&) = delete;
    WorkspaceBorrow(WorkspaceBorrow&& o) noexcept
        : p_(std::exchange(o.p_, nullptr)), status_(o.status_) {}
    WorkspaceBorrow& operator=(WorkspaceBorrow&&) = delete;
    ~WorkspaceBorrow() { (void)oxblas_device_malloc_free(p_); }

    /// Release now (throws `Error` on a LIFO violation; the borrow then stays live).
    void free()
    {
        check(oxblas_device_malloc_free(p_), "oxblas_device_malloc_free");
        p_ = nullptr;
    }
    /// success or memory_error.
    oxblas_status status() const noexcept { return status_; }

    explicit operator bool() const& noexcept { return oxblas_device_malloc_success(p_); }
    explicit operator bool() const&& = delete;

    /// The single slot (throws `Error` when the borrow has several slots or failed).
    template <typename T>
    operator T*() &
    {
        void* r = nullptr;
        check(oxblas_device_malloc_ptr(p_, &r), "oxblas_device_malloc_ptr");
        return static_cast<T*>(r);
    }
    template <typename T>
    operator T*() && = delete;

    /// Slot `i` (NULL for a 0-byte slot; throws `Error` when out of range).
    void* operator[](size_t i) &
    {
        void* r = nullptr;
        check(oxblas_device_malloc_get(p_, i, &r), "oxblas_device_malloc_get");
        return r;
    }
    void* operator[](size_t) && = delete;

    template <typename T>
    T* get(size_t i) &
    {
        return static_cast<T*>((*this)[i]);
    }
    template <typename T>
    T* get(size_t) && = delete;
};

/// op(A) of the level-2/3 routines (`oxblas_operation`).
enum class Operation : int {
    none = oxblas_operation_none,
    transpose = oxblas_operation_transpose,
    conjugate_transpose = oxblas_operation_conjugate_transpose,
};
/// Which triangle of a matrix is stored and read (`oxblas_fill`).
enum class Fill : int { upper = oxblas_fill_upper, lower = oxblas_fill_lower };
/// Whether a triangular matrix's diagonal is read or taken as ones (`oxblas_diagonal`).
enum class Diagonal : int { non_unit = oxblas_diagonal_non_unit, unit = oxblas_diagonal_unit };
/// Which side of B a triangular or symmetric/Hermitian A multiplies from (`oxblas_side`).
enum class Side : int { left = oxblas_side_left, right = oxblas_side_right };

constexpr oxblas_operation to_c(Operation o) noexcept { return static_cast<oxblas_operation>(o); }
constexpr oxblas_fill to_c(Fill f) noexcept { return static_cast<oxblas_fill>(f); }
constexpr oxblas_diagonal to_c(Diagonal d) noexcept { return static_cast<oxblas_diagonal>(d); }
constexpr oxblas_side to_c(Side s) noexcept { return static_cast<oxblas_side>(s); }
constexpr Operation from_c(oxblas_operation o) noexcept { return static_cast<Operation>(o); }
constexpr Fill from_c(oxblas_fill f) noexcept { return static_cast<Fill>(f); }
constexpr Diagonal from_c(oxblas_diagonal d) noexcept { return static_cast<Diagonal>(d); }
constexpr Side from_c(oxblas_side s) noexcept { return static_cast<Side>(s); }

// std::complex<T> is an array of two T (real, imaginary), the layout of the C complex structs.
static_assert(sizeof(std::complex<float>) == sizeof(oxblas_float_complex));
static_assert(sizeof(std::complex<double>) == sizeof(oxblas_double_complex));
static_assert(alignof(std::complex<float>) >= alignof(oxblas_float_complex));
static_assert(alignof(std::complex<double>) >= alignof(oxblas_double_complex));

// ------------------------------------------------------------------------------------ routines
// Generated: edit the table in cpp/tools/gen_routines.py, then run it.
/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */
// ---- level 1

/// dot: sum x_i * y_i (unconjugated) (oxblas_{sdot, ddot, cdot, zdot, hdot, bfdot}).
inline oxblas_status dot(oxblas_handle handle, int64_t n, const float* x, int64_t incx, const float* y, int64_t incy, float* result)
{ return check(oxblas_sdot(handle, n, x, incx, y, incy, result), "oxblas_sdot"); }
inline oxblas_status dot(oxblas_handle handle, int64_t n, const double* x, int64_t incx, const double* y, int64_t incy, double* result)
{ return check(oxblas_ddot(handle, n, x, incx, y, incy, result), "oxblas_ddot"); }
inline oxblas_status dot(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, const std::complex<float>* y, int64_t incy, std::complex<float>* result)
{ return check(oxblas_cdot(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(y), incy, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdot"); }
inline oxblas_status dot(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, const std::complex<double>* y, int64_t incy, std::complex<double>* result)
{ return check(oxblas_zdot(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(y), incy, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdot"); }
inline oxblas_status dot(oxblas_handle handle, int64_t n, const oxblas_half* x, int64_t incx, const oxblas_half* y, int64_t incy, oxblas_half* result)
{ return check(oxblas_hdot(handle, n, x, incx, y, incy, result), "oxblas_hdot"); }
inline oxblas_status dot(oxblas_handle handle, int64_t n, const oxblas_bfloat16* x, int64_t incx, const oxblas_bfloat16* y, int64_t incy, oxblas_bfloat16* result)
{ return check(oxblas_bfdot(handle, n, x, incx, y, incy, result), "oxblas_bfdot"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, const float* const* y, int64_t incy, int64_t batch_count, float* result)
{ return check(oxblas_sdot_batched(handle, n, x, incx, y, incy, batch_count, result), "oxblas_sdot_batched"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, const double* const* y, int64_t incy, int64_t batch_count, double* result)
{ return check(oxblas_ddot_batched(handle, n, x, incx, y, incy, batch_count, result), "oxblas_ddot_batched"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* const* y, int64_t incy, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdot_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdot_batched"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* const* y, int64_t incy, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdot_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdot_batched"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const oxblas_half* const* x, int64_t incx, const oxblas_half* const* y, int64_t incy, int64_t batch_count, oxblas_half* result)
{ return check(oxblas_hdot_batched(handle, n, x, incx, y, incy, batch_count, result), "oxblas_hdot_batched"); }
inline oxblas_status dot_batched(oxblas_handle handle, int64_t n, const oxblas_bfloat16* const* x, int64_t incx, const oxblas_bfloat16* const* y, int64_t incy, int64_t batch_count, oxblas_bfloat16* result)
{ return check(oxblas_bfdot_batched(handle, n, x, incx, y, incy, batch_count, result), "oxblas_bfdot_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, const float* y, int64_t incy, int64_t stridey, int64_t batch_count, float* result)
{ return check(oxblas_sdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, batch_count, result), "oxblas_sdot_strided_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, const double* y, int64_t incy, int64_t stridey, int64_t batch_count, double* result)
{ return check(oxblas_ddot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, batch_count, result), "oxblas_ddot_strided_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, const std::complex<float>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdot_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_float_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdot_strided_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, const std::complex<double>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdot_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_double_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdot_strided_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_half* x, int64_t incx, int64_t stridex, const oxblas_half* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_half* result)
{ return check(oxblas_hdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, batch_count, result), "oxblas_hdot_strided_batched"); }
inline oxblas_status dot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_bfloat16* x, int64_t incx, int64_t stridex, const oxblas_bfloat16* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_bfloat16* result)
{ return check(oxblas_bfdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, batch_count, result), "oxblas_bfdot_strided_batched"); }

/// dotu: sum x_i * y_i (unconjugated) (oxblas_{cdotu, zdotu}).
inline oxblas_status dotu(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, const std::complex<float>* y, int64_t incy, std::complex<float>* result)
{ return check(oxblas_cdotu(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(y), incy, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotu"); }
inline oxblas_status dotu(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, const std::complex<double>* y, int64_t incy, std::complex<double>* result)
{ return check(oxblas_zdotu(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(y), incy, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotu"); }
inline oxblas_status dotu_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* const* y, int64_t incy, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdotu_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotu_batched"); }
inline oxblas_status dotu_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* const* y, int64_t incy, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdotu_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotu_batched"); }
inline oxblas_status dotu_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, const std::complex<float>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdotu_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_float_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotu_strided_batched"); }
inline oxblas_status dotu_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, const std::complex<double>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdotu_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_double_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotu_strided_batched"); }

/// dotc: sum conj(x_i) * y_i (oxblas_{cdotc, zdotc}).
inline oxblas_status dotc(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, const std::complex<float>* y, int64_t incy, std::complex<float>* result)
{ return check(oxblas_cdotc(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(y), incy, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotc"); }
inline oxblas_status dotc(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, const std::complex<double>* y, int64_t incy, std::complex<double>* result)
{ return check(oxblas_zdotc(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(y), incy, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotc"); }
inline oxblas_status dotc_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* const* y, int64_t incy, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdotc_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotc_batched"); }
inline oxblas_status dotc_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* const* y, int64_t incy, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdotc_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex* const*>(y), incy, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotc_batched"); }
inline oxblas_status dotc_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, const std::complex<float>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<float>* result)
{ return check(oxblas_cdotc_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_float_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_float_complex*>(result)), "oxblas_cdotc_strided_batched"); }
inline oxblas_status dotc_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, const std::complex<double>* y, int64_t incy, int64_t stridey, int64_t batch_count, std::complex<double>* result)
{ return check(oxblas_zdotc_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, reinterpret_cast<const oxblas_double_complex*>(y), incy, stridey, batch_count, reinterpret_cast<oxblas_double_complex*>(result)), "oxblas_zdotc_strided_batched"); }

/// asum: sum |re x_i| + |im x_i| (oxblas_{sasum, dasum, scasum, dzasum}).
inline oxblas_status asum(oxblas_handle handle, int64_t n, const float* x, int64_t incx, float* result)
{ return check(oxblas_sasum(handle, n, x, incx, result), "oxblas_sasum"); }
inline oxblas_status asum(oxblas_handle handle, int64_t n, const double* x, int64_t incx, double* result)
{ return check(oxblas_dasum(handle, n, x, incx, result), "oxblas_dasum"); }
inline oxblas_status asum(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, float* result)
{ return check(oxblas_scasum(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_scasum"); }
inline oxblas_status asum(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, double* result)
{ return check(oxblas_dzasum(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_dzasum"); }
inline oxblas_status asum_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result)
{ return check(oxblas_sasum_batched(handle, n, x, incx, batch_count, result), "oxblas_sasum_batched"); }
inline oxblas_status asum_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result)
{ return check(oxblas_dasum_batched(handle, n, x, incx, batch_count, result), "oxblas_dasum_batched"); }
inline oxblas_status asum_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, float* result)
{ return check(oxblas_scasum_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_scasum_batched"); }
inline oxblas_status asum_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, double* result)
{ return check(oxblas_dzasum_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_dzasum_batched"); }
inline oxblas_status asum_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result)
{ return check(oxblas_sasum_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_sasum_strided_batched"); }
inline oxblas_status asum_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result)
{ return check(oxblas_dasum_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_dasum_strided_batched"); }
inline oxblas_status asum_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result)
{ return check(oxblas_scasum_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_scasum_strided_batched"); }
inline oxblas_status asum_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result)
{ return check(oxblas_dzasum_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_dzasum_strided_batched"); }

/// nrm2: Euclidean norm (safely scaled) (oxblas_{snrm2, dnrm2, scnrm2, dznrm2}).
inline oxblas_status nrm2(oxblas_handle handle, int64_t n, const float* x, int64_t incx, float* result)
{ return check(oxblas_snrm2(handle, n, x, incx, result), "oxblas_snrm2"); }
inline oxblas_status nrm2(oxblas_handle handle, int64_t n, const double* x, int64_t incx, double* result)
{ return check(oxblas_dnrm2(handle, n, x, incx, result), "oxblas_dnrm2"); }
inline oxblas_status nrm2(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, float* result)
{ return check(oxblas_scnrm2(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_scnrm2"); }
inline oxblas_status nrm2(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, double* result)
{ return check(oxblas_dznrm2(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_dznrm2"); }
inline oxblas_status nrm2_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result)
{ return check(oxblas_snrm2_batched(handle, n, x, incx, batch_count, result), "oxblas_snrm2_batched"); }
inline oxblas_status nrm2_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result)
{ return check(oxblas_dnrm2_batched(handle, n, x, incx, batch_count, result), "oxblas_dnrm2_batched"); }
inline oxblas_status nrm2_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, float* result)
{ return check(oxblas_scnrm2_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_scnrm2_batched"); }
inline oxblas_status nrm2_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, double* result)
{ return check(oxblas_dznrm2_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_dznrm2_batched"); }
inline oxblas_status nrm2_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result)
{ return check(oxblas_snrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_snrm2_strided_batched"); }
inline oxblas_status nrm2_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result)
{ return check(oxblas_dnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_dnrm2_strided_batched"); }
inline oxblas_status nrm2_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result)
{ return check(oxblas_scnrm2_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_scnrm2_strided_batched"); }
inline oxblas_status nrm2_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result)
{ return check(oxblas_dznrm2_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_dznrm2_strided_batched"); }

/// iamax: 1-based index of the first largest |re|+|im| (oxblas_{isamax, idamax, icamax, izamax}).
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result)
{ return check(oxblas_isamax(handle, n, x, incx, result), "oxblas_isamax"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int32_t* result)
{ return check(oxblas_isamax_i32(handle, n, x, incx, result), "oxblas_isamax_i32"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result)
{ return check(oxblas_idamax(handle, n, x, incx, result), "oxblas_idamax"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int32_t* result)
{ return check(oxblas_idamax_i32(handle, n, x, incx, result), "oxblas_idamax_i32"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t* result)
{ return check(oxblas_icamax(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_icamax"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int32_t* result)
{ return check(oxblas_icamax_i32(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_icamax_i32"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t* result)
{ return check(oxblas_izamax(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_izamax"); }
inline oxblas_status iamax(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int32_t* result)
{ return check(oxblas_izamax_i32(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_izamax_i32"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_isamax_batched(handle, n, x, incx, batch_count, result), "oxblas_isamax_batched"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_isamax_batched_i32(handle, n, x, incx, batch_count, result), "oxblas_isamax_batched_i32"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_idamax_batched(handle, n, x, incx, batch_count, result), "oxblas_idamax_batched"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_idamax_batched_i32(handle, n, x, incx, batch_count, result), "oxblas_idamax_batched_i32"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_icamax_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_icamax_batched"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_icamax_batched_i32(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_icamax_batched_i32"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_izamax_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_izamax_batched"); }
inline oxblas_status iamax_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_izamax_batched_i32(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_izamax_batched_i32"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_isamax_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_isamax_strided_batched"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_isamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, result), "oxblas_isamax_strided_batched_i32"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_idamax_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_idamax_strided_batched"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_idamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, result), "oxblas_idamax_strided_batched_i32"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_icamax_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_icamax_strided_batched"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_icamax_strided_batched_i32(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_icamax_strided_batched_i32"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_izamax_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_izamax_strided_batched"); }
inline oxblas_status iamax_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_izamax_strided_batched_i32(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_izamax_strided_batched_i32"); }

/// iamin: 1-based index of the first smallest |re|+|im| (oxblas_{isamin, idamin, icamin, izamin}).
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result)
{ return check(oxblas_isamin(handle, n, x, incx, result), "oxblas_isamin"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int32_t* result)
{ return check(oxblas_isamin_i32(handle, n, x, incx, result), "oxblas_isamin_i32"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result)
{ return check(oxblas_idamin(handle, n, x, incx, result), "oxblas_idamin"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int32_t* result)
{ return check(oxblas_idamin_i32(handle, n, x, incx, result), "oxblas_idamin_i32"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t* result)
{ return check(oxblas_icamin(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_icamin"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int32_t* result)
{ return check(oxblas_icamin_i32(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, result), "oxblas_icamin_i32"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t* result)
{ return check(oxblas_izamin(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_izamin"); }
inline oxblas_status iamin(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int32_t* result)
{ return check(oxblas_izamin_i32(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, result), "oxblas_izamin_i32"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_isamin_batched(handle, n, x, incx, batch_count, result), "oxblas_isamin_batched"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_isamin_batched_i32(handle, n, x, incx, batch_count, result), "oxblas_isamin_batched_i32"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_idamin_batched(handle, n, x, incx, batch_count, result), "oxblas_idamin_batched"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_idamin_batched_i32(handle, n, x, incx, batch_count, result), "oxblas_idamin_batched_i32"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_icamin_batched(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_icamin_batched"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const std::complex<float>* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_icamin_batched_i32(handle, n, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, batch_count, result), "oxblas_icamin_batched_i32"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, int64_t* result)
{ return check(oxblas_izamin_batched(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_izamin_batched"); }
inline oxblas_status iamin_batched(oxblas_handle handle, int64_t n, const std::complex<double>* const* x, int64_t incx, int64_t batch_count, int32_t* result)
{ return check(oxblas_izamin_batched_i32(handle, n, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, batch_count, result), "oxblas_izamin_batched_i32"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_isamin_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_isamin_strided_batched"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_isamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, result), "oxblas_isamin_strided_batched_i32"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_idamin_strided_batched(handle, n, x, incx, stridex, batch_count, result), "oxblas_idamin_strided_batched"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_idamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, result), "oxblas_idamin_strided_batched_i32"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_icamin_strided_batched(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_icamin_strided_batched"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const std::complex<float>* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_icamin_strided_batched_i32(handle, n, reinterpret_cast<const oxblas_float_complex*>(x), incx, stridex, batch_count, result), "oxblas_icamin_strided_batched_i32"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result)
{ return check(oxblas_izamin_strided_batched(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_izamin_strided_batched"); }
inline oxblas_status iamin_strided_batched(oxblas_handle handle, int64_t n, const std::complex<double>* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result)
{ return check(oxblas_izamin_strided_batched_i32(handle, n, reinterpret_cast<const oxblas_double_complex*>(x), incx, stridex, batch_count, result), "oxblas_izamin_strided_batched_i32"); }

/// dot_ex: sum x_i * y_i in rocBLAS's dot_ex type combinations (else not_implemented) (oxblas_{dot}_ex).
inline oxblas_status dot_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dot_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, execution_type), "oxblas_dot_ex"); }
inline oxblas_status dot_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dot_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, result, result_type, execution_type), "oxblas_dot_batched_ex"); }
inline oxblas_status dot_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, const void* y, oxblas_datatype y_type, int64_t incy, int64_t stride_y, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dot_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, stride_y, batch_count, result, result_type, execution_type), "oxblas_dot_strided_batched_ex"); }

/// dotc_ex: sum conj(x_i) * y_i in rocBLAS's dotc_ex type combinations (else not_implemented) (oxblas_{dotc}_ex).
inline oxblas_status dotc_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dotc_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, execution_type), "oxblas_dotc_ex"); }
inline oxblas_status dotc_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dotc_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, result, result_type, execution_type), "oxblas_dotc_batched_ex"); }
inline oxblas_status dotc_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, const void* y, oxblas_datatype y_type, int64_t incy, int64_t stride_y, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_dotc_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, stride_y, batch_count, result, result_type, execution_type), "oxblas_dotc_strided_batched_ex"); }

/// nrm2_ex: Euclidean norm in rocBLAS's nrm2_ex type combinations (else not_implemented) (oxblas_{nrm2}_ex).
inline oxblas_status nrm2_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_nrm2_ex(handle, n, x, x_type, incx, result, result_type, execution_type), "oxblas_nrm2_ex"); }
inline oxblas_status nrm2_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_nrm2_batched_ex(handle, n, x, x_type, incx, batch_count, result, result_type, execution_type), "oxblas_nrm2_batched_ex"); }
inline oxblas_status nrm2_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type)
{ return check(oxblas_nrm2_strided_batched_ex(handle, n, x, x_type, incx, stride_x, batch_count, result, result_type, execution_type), "oxblas_nrm2_strided_batched_ex"); }

// ---- level 2

/// gemv: y = alpha op(A) x + beta y (oxblas_{sgemv, dgemv, cgemv, zgemv}).
inline oxblas_status gemv(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy)
{ return check(oxblas_sgemv(handle, to_c(trans), m, n, alpha, A, lda, x, incx, beta, y, incy), "oxblas_sgemv"); }
inline oxblas_status gemv(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy)
{ return check(oxblas_dgemv(handle, to_c(trans), m, n, alpha, A, lda, x, incx, beta, y, incy), "oxblas_dgemv"); }
inline oxblas_status gemv(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* y, int64_t incy)
{ return check(oxblas_cgemv(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy), "oxblas_cgemv"); }
inline oxblas_status gemv(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* y, int64_t incy)
{ return check(oxblas_zgemv(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy), "oxblas_zgemv"); }
inline oxblas_status gemv_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_sgemv_batched(handle, to_c(trans), m, n, alpha, A, lda, x, incx, beta, y, incy, batch_count), "oxblas_sgemv_batched"); }
inline oxblas_status gemv_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_dgemv_batched(handle, to_c(trans), m, n, alpha, A, lda, x, incx, beta, y, incy, batch_count), "oxblas_dgemv_batched"); }
inline oxblas_status gemv_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_cgemv_batched(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(y), incy, batch_count), "oxblas_cgemv_batched"); }
inline oxblas_status gemv_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_zgemv_batched(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(y), incy, batch_count), "oxblas_zgemv_batched"); }
inline oxblas_status gemv_strided_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* x, int64_t incx, int64_t stride_x, const float* beta, float* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_sgemv_strided_batched(handle, to_c(trans), m, n, alpha, A, lda, stride_a, x, incx, stride_x, beta, y, incy, stride_y, batch_count), "oxblas_sgemv_strided_batched"); }
inline oxblas_status gemv_strided_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* x, int64_t incx, int64_t stride_x, const double* beta, double* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_dgemv_strided_batched(handle, to_c(trans), m, n, alpha, A, lda, stride_a, x, incx, stride_x, beta, y, incy, stride_y, batch_count), "oxblas_dgemv_strided_batched"); }
inline oxblas_status gemv_strided_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* x, int64_t incx, int64_t stride_x, const std::complex<float>* beta, std::complex<float>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_cgemv_strided_batched(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy, stride_y, batch_count), "oxblas_cgemv_strided_batched"); }
inline oxblas_status gemv_strided_batched(oxblas_handle handle, Operation trans, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* x, int64_t incx, int64_t stride_x, const std::complex<double>* beta, std::complex<double>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_zgemv_strided_batched(handle, to_c(trans), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy, stride_y, batch_count), "oxblas_zgemv_strided_batched"); }

/// symv: y = alpha A x + beta y, A symmetric (uplo triangle read) (oxblas_{ssymv, dsymv, csymv, zsymv}).
inline oxblas_status symv(oxblas_handle handle, Fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy)
{ return check(oxblas_ssymv(handle, to_c(uplo), n, alpha, A, lda, x, incx, beta, y, incy), "oxblas_ssymv"); }
inline oxblas_status symv(oxblas_handle handle, Fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy)
{ return check(oxblas_dsymv(handle, to_c(uplo), n, alpha, A, lda, x, incx, beta, y, incy), "oxblas_dsymv"); }
inline oxblas_status symv(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* y, int64_t incy)
{ return check(oxblas_csymv(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy), "oxblas_csymv"); }
inline oxblas_status symv(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* y, int64_t incy)
{ return check(oxblas_zsymv(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy), "oxblas_zsymv"); }
inline oxblas_status symv_batched(oxblas_handle handle, Fill uplo, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_ssymv_batched(handle, to_c(uplo), n, alpha, A, lda, x, incx, beta, y, incy, batch_count), "oxblas_ssymv_batched"); }
inline oxblas_status symv_batched(oxblas_handle handle, Fill uplo, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_dsymv_batched(handle, to_c(uplo), n, alpha, A, lda, x, incx, beta, y, incy, batch_count), "oxblas_dsymv_batched"); }
inline oxblas_status symv_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_csymv_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(y), incy, batch_count), "oxblas_csymv_batched"); }
inline oxblas_status symv_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_zsymv_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(y), incy, batch_count), "oxblas_zsymv_batched"); }
inline oxblas_status symv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* x, int64_t incx, int64_t stride_x, const float* beta, float* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_ssymv_strided_batched(handle, to_c(uplo), n, alpha, A, lda, stride_a, x, incx, stride_x, beta, y, incy, stride_y, batch_count), "oxblas_ssymv_strided_batched"); }
inline oxblas_status symv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* x, int64_t incx, int64_t stride_x, const double* beta, double* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_dsymv_strided_batched(handle, to_c(uplo), n, alpha, A, lda, stride_a, x, incx, stride_x, beta, y, incy, stride_y, batch_count), "oxblas_dsymv_strided_batched"); }
inline oxblas_status symv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* x, int64_t incx, int64_t stride_x, const std::complex<float>* beta, std::complex<float>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_csymv_strided_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy, stride_y, batch_count), "oxblas_csymv_strided_batched"); }
inline oxblas_status symv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* x, int64_t incx, int64_t stride_x, const std::complex<double>* beta, std::complex<double>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_zsymv_strided_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy, stride_y, batch_count), "oxblas_zsymv_strided_batched"); }

/// hemv: y = alpha A x + beta y, A Hermitian (uplo triangle read) (oxblas_{chemv, zhemv}).
inline oxblas_status hemv(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* y, int64_t incy)
{ return check(oxblas_chemv(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy), "oxblas_chemv"); }
inline oxblas_status hemv(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* y, int64_t incy)
{ return check(oxblas_zhemv(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy), "oxblas_zhemv"); }
inline oxblas_status hemv_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* x, int64_t incx, const std::complex<float>* beta, std::complex<float>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_chemv_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(y), incy, batch_count), "oxblas_chemv_batched"); }
inline oxblas_status hemv_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* x, int64_t incx, const std::complex<double>* beta, std::complex<double>* const* y, int64_t incy, int64_t batch_count)
{ return check(oxblas_zhemv_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(y), incy, batch_count), "oxblas_zhemv_batched"); }
inline oxblas_status hemv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* x, int64_t incx, int64_t stride_x, const std::complex<float>* beta, std::complex<float>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_chemv_strided_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(y), incy, stride_y, batch_count), "oxblas_chemv_strided_batched"); }
inline oxblas_status hemv_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* x, int64_t incx, int64_t stride_x, const std::complex<double>* beta, std::complex<double>* y, int64_t incy, int64_t stride_y, int64_t batch_count)
{ return check(oxblas_zhemv_strided_batched(handle, to_c(uplo), n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(y), incy, stride_y, batch_count), "oxblas_zhemv_strided_batched"); }

/// trmv: x = op(A) x, A triangular (oxblas_{strmv, dtrmv, ctrmv, ztrmv}).
inline oxblas_status trmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx)
{ return check(oxblas_strmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx), "oxblas_strmv"); }
inline oxblas_status trmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx)
{ return check(oxblas_dtrmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx), "oxblas_dtrmv"); }
inline oxblas_status trmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, std::complex<float>* x, int64_t incx)
{ return check(oxblas_ctrmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(x), incx), "oxblas_ctrmv"); }
inline oxblas_status trmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, std::complex<double>* x, int64_t incx)
{ return check(oxblas_ztrmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(x), incx), "oxblas_ztrmv"); }
inline oxblas_status trmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_strmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, batch_count), "oxblas_strmv_batched"); }
inline oxblas_status trmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_dtrmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, batch_count), "oxblas_dtrmv_batched"); }
inline oxblas_status trmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ctrmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(x), incx, batch_count), "oxblas_ctrmv_batched"); }
inline oxblas_status trmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ztrmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(x), incx, batch_count), "oxblas_ztrmv_batched"); }
inline oxblas_status trmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_strmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_strmv_strided_batched"); }
inline oxblas_status trmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_dtrmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_dtrmv_strided_batched"); }
inline oxblas_status trmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ctrmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(x), incx, stride_x, batch_count), "oxblas_ctrmv_strided_batched"); }
inline oxblas_status trmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ztrmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(x), incx, stride_x, batch_count), "oxblas_ztrmv_strided_batched"); }

/// tbmv: x = op(A) x, A triangular band (k diagonals) (oxblas_{stbmv, dtbmv, ctbmv, ztbmv}).
inline oxblas_status tbmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, float* x, int64_t incx)
{ return check(oxblas_stbmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, x, incx), "oxblas_stbmv"); }
inline oxblas_status tbmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, double* x, int64_t incx)
{ return check(oxblas_dtbmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, x, incx), "oxblas_dtbmv"); }
inline oxblas_status tbmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<float>* A, int64_t lda, std::complex<float>* x, int64_t incx)
{ return check(oxblas_ctbmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(x), incx), "oxblas_ctbmv"); }
inline oxblas_status tbmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<double>* A, int64_t lda, std::complex<double>* x, int64_t incx)
{ return check(oxblas_ztbmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(x), incx), "oxblas_ztbmv"); }
inline oxblas_status tbmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_stbmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, x, incx, batch_count), "oxblas_stbmv_batched"); }
inline oxblas_status tbmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_dtbmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, x, incx, batch_count), "oxblas_dtbmv_batched"); }
inline oxblas_status tbmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ctbmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(x), incx, batch_count), "oxblas_ctbmv_batched"); }
inline oxblas_status tbmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ztbmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(x), incx, batch_count), "oxblas_ztbmv_batched"); }
inline oxblas_status tbmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_stbmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_stbmv_strided_batched"); }
inline oxblas_status tbmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_dtbmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_dtbmv_strided_batched"); }
inline oxblas_status tbmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ctbmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(x), incx, stride_x, batch_count), "oxblas_ctbmv_strided_batched"); }
inline oxblas_status tbmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, int64_t k, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ztbmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, k, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(x), incx, stride_x, batch_count), "oxblas_ztbmv_strided_batched"); }

/// tpmv: x = op(A) x, A triangular packed (oxblas_{stpmv, dtpmv, ctpmv, ztpmv}).
inline oxblas_status tpmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* AP, float* x, int64_t incx)
{ return check(oxblas_stpmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, x, incx), "oxblas_stpmv"); }
inline oxblas_status tpmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* AP, double* x, int64_t incx)
{ return check(oxblas_dtpmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, x, incx), "oxblas_dtpmv"); }
inline oxblas_status tpmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* AP, std::complex<float>* x, int64_t incx)
{ return check(oxblas_ctpmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(AP), reinterpret_cast<oxblas_float_complex*>(x), incx), "oxblas_ctpmv"); }
inline oxblas_status tpmv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* AP, std::complex<double>* x, int64_t incx)
{ return check(oxblas_ztpmv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(AP), reinterpret_cast<oxblas_double_complex*>(x), incx), "oxblas_ztpmv"); }
inline oxblas_status tpmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* const* AP, float* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_stpmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, x, incx, batch_count), "oxblas_stpmv_batched"); }
inline oxblas_status tpmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* const* AP, double* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_dtpmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, x, incx, batch_count), "oxblas_dtpmv_batched"); }
inline oxblas_status tpmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* const* AP, std::complex<float>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ctpmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex* const*>(AP), reinterpret_cast<oxblas_float_complex* const*>(x), incx, batch_count), "oxblas_ctpmv_batched"); }
inline oxblas_status tpmv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* const* AP, std::complex<double>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ztpmv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex* const*>(AP), reinterpret_cast<oxblas_double_complex* const*>(x), incx, batch_count), "oxblas_ztpmv_batched"); }
inline oxblas_status tpmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* AP, int64_t stride_ap, float* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_stpmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, stride_ap, x, incx, stride_x, batch_count), "oxblas_stpmv_strided_batched"); }
inline oxblas_status tpmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* AP, int64_t stride_ap, double* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_dtpmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, AP, stride_ap, x, incx, stride_x, batch_count), "oxblas_dtpmv_strided_batched"); }
inline oxblas_status tpmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* AP, int64_t stride_ap, std::complex<float>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ctpmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(AP), stride_ap, reinterpret_cast<oxblas_float_complex*>(x), incx, stride_x, batch_count), "oxblas_ctpmv_strided_batched"); }
inline oxblas_status tpmv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* AP, int64_t stride_ap, std::complex<double>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ztpmv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(AP), stride_ap, reinterpret_cast<oxblas_double_complex*>(x), incx, stride_x, batch_count), "oxblas_ztpmv_strided_batched"); }

/// trsv: solve op(A) x = b in place (oxblas_{strsv, dtrsv, ctrsv, ztrsv}).
inline oxblas_status trsv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx)
{ return check(oxblas_strsv(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx), "oxblas_strsv"); }
inline oxblas_status trsv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx)
{ return check(oxblas_dtrsv(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx), "oxblas_dtrsv"); }
inline oxblas_status trsv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, std::complex<float>* x, int64_t incx)
{ return check(oxblas_ctrsv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(x), incx), "oxblas_ctrsv"); }
inline oxblas_status trsv(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, std::complex<double>* x, int64_t incx)
{ return check(oxblas_ztrsv(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(x), incx), "oxblas_ztrsv"); }
inline oxblas_status trsv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_strsv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, batch_count), "oxblas_strsv_batched"); }
inline oxblas_status trsv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_dtrsv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, batch_count), "oxblas_dtrsv_batched"); }
inline oxblas_status trsv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ctrsv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(x), incx, batch_count), "oxblas_ctrsv_batched"); }
inline oxblas_status trsv_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* x, int64_t incx, int64_t batch_count)
{ return check(oxblas_ztrsv_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(x), incx, batch_count), "oxblas_ztrsv_batched"); }
inline oxblas_status trsv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_strsv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_strsv_strided_batched"); }
inline oxblas_status trsv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_dtrsv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, batch_count), "oxblas_dtrsv_strided_batched"); }
inline oxblas_status trsv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ctrsv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(x), incx, stride_x, batch_count), "oxblas_ctrsv_strided_batched"); }
inline oxblas_status trsv_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* x, int64_t incx, int64_t stride_x, int64_t batch_count)
{ return check(oxblas_ztrsv_strided_batched(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(x), incx, stride_x, batch_count), "oxblas_ztrsv_strided_batched"); }

/// trsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or too small: plain trsv, too small: perf_degraded) (oxblas_{strsv, dtrsv, ctrsv, ztrsv}_ex).
inline oxblas_status trsv_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx, const float* invA, int64_t invA_size)
{ return check(oxblas_strsv_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, invA, invA_size), "oxblas_strsv_ex"); }
inline oxblas_status trsv_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx, const double* invA, int64_t invA_size)
{ return check(oxblas_dtrsv_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, invA, invA_size), "oxblas_dtrsv_ex"); }
inline oxblas_status trsv_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, std::complex<float>* x, int64_t incx, const std::complex<float>* invA, int64_t invA_size)
{ return check(oxblas_ctrsv_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(x), incx, reinterpret_cast<const oxblas_float_complex*>(invA), invA_size), "oxblas_ctrsv_ex"); }
inline oxblas_status trsv_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, std::complex<double>* x, int64_t incx, const std::complex<double>* invA, int64_t invA_size)
{ return check(oxblas_ztrsv_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(x), incx, reinterpret_cast<const oxblas_double_complex*>(invA), invA_size), "oxblas_ztrsv_ex"); }
inline oxblas_status trsv_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, const float* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_strsv_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, invA, invA_size, batch_count), "oxblas_strsv_batched_ex"); }
inline oxblas_status trsv_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, const double* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_dtrsv_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, x, incx, invA, invA_size, batch_count), "oxblas_dtrsv_batched_ex"); }
inline oxblas_status trsv_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* x, int64_t incx, const std::complex<float>* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ctrsv_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(x), incx, reinterpret_cast<const oxblas_float_complex* const*>(invA), invA_size, batch_count), "oxblas_ctrsv_batched_ex"); }
inline oxblas_status trsv_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* x, int64_t incx, const std::complex<double>* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ztrsv_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(x), incx, reinterpret_cast<const oxblas_double_complex* const*>(invA), invA_size, batch_count), "oxblas_ztrsv_batched_ex"); }
inline oxblas_status trsv_strided_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, const float* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_strsv_strided_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, invA, invA_size, batch_count), "oxblas_strsv_strided_batched_ex"); }
inline oxblas_status trsv_strided_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, const double* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_dtrsv_strided_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, A, lda, stride_a, x, incx, stride_x, invA, invA_size, batch_count), "oxblas_dtrsv_strided_batched_ex"); }
inline oxblas_status trsv_strided_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* x, int64_t incx, int64_t stride_x, const std::complex<float>* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ctrsv_strided_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_float_complex*>(invA), invA_size, batch_count), "oxblas_ctrsv_strided_batched_ex"); }
inline oxblas_status trsv_strided_batched_ex(oxblas_handle handle, Fill uplo, Operation trans, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* x, int64_t incx, int64_t stride_x, const std::complex<double>* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ztrsv_strided_batched_ex(handle, to_c(uplo), to_c(trans), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(x), incx, stride_x, reinterpret_cast<const oxblas_double_complex*>(invA), invA_size, batch_count), "oxblas_ztrsv_strided_batched_ex"); }

// ---- level 3

/// gemm: C = alpha op(A) op(B) + beta C (oxblas_{sgemm, dgemm, cgemm, zgemm, hgemm}).
inline oxblas_status gemm(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc)
{ return check(oxblas_sgemm(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_sgemm"); }
inline oxblas_status gemm(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc)
{ return check(oxblas_dgemm(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_dgemm"); }
inline oxblas_status gemm(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_cgemm(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_cgemm"); }
inline oxblas_status gemm(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zgemm(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zgemm"); }
inline oxblas_status gemm(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* A, int64_t lda, const oxblas_half* B, int64_t ldb, const oxblas_half* beta, oxblas_half* C, int64_t ldc)
{ return check(oxblas_hgemm(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_hgemm"); }
inline oxblas_status gemm_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_sgemm_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_sgemm_batched"); }
inline oxblas_status gemm_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dgemm_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_dgemm_batched"); }
inline oxblas_status gemm_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_cgemm_batched(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_cgemm_batched"); }
inline oxblas_status gemm_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zgemm_batched(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zgemm_batched"); }
inline oxblas_status gemm_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* const* A, int64_t lda, const oxblas_half* const* B, int64_t ldb, const oxblas_half* beta, oxblas_half* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_hgemm_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_hgemm_batched"); }
inline oxblas_status gemm_strided_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_sgemm_strided_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_sgemm_strided_batched"); }
inline oxblas_status gemm_strided_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dgemm_strided_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_dgemm_strided_batched"); }
inline oxblas_status gemm_strided_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_cgemm_strided_batched(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_cgemm_strided_batched"); }
inline oxblas_status gemm_strided_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zgemm_strided_batched(handle, to_c(transA), to_c(transB), m, n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zgemm_strided_batched"); }
inline oxblas_status gemm_strided_batched(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* A, int64_t lda, int64_t stride_a, const oxblas_half* B, int64_t ldb, int64_t stride_b, const oxblas_half* beta, oxblas_half* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_hgemm_strided_batched(handle, to_c(transA), to_c(transB), m, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_hgemm_strided_batched"); }

/// gemm_ex: D = alpha op(A) op(B) + beta C in rocBLAS's gemm_ex type combinations (else not_implemented); alpha, beta of compute_type (oxblas_{gemm}_ex).
inline oxblas_status gemm_ex(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, const void* b, oxblas_datatype b_type, int64_t ldb, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, void* d, oxblas_datatype d_type, int64_t ldd, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags)
{ return check(oxblas_gemm_ex(handle, to_c(transA), to_c(transB), m, n, k, alpha, a, a_type, lda, b, b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, flags), "oxblas_gemm_ex"); }
inline oxblas_status gemm_batched_ex(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, const void* b, oxblas_datatype b_type, int64_t ldb, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, void* d, oxblas_datatype d_type, int64_t ldd, int64_t batch_count, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags)
{ return check(oxblas_gemm_batched_ex(handle, to_c(transA), to_c(transB), m, n, k, alpha, a, a_type, lda, b, b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, batch_count, compute_type, algo, solution_index, flags), "oxblas_gemm_batched_ex"); }
inline oxblas_status gemm_strided_batched_ex(oxblas_handle handle, Operation transA, Operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, int64_t stride_a, const void* b, oxblas_datatype b_type, int64_t ldb, int64_t stride_b, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, int64_t stride_c, void* d, oxblas_datatype d_type, int64_t ldd, int64_t stride_d, int64_t batch_count, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags)
{ return check(oxblas_gemm_strided_batched_ex(handle, to_c(transA), to_c(transB), m, n, k, alpha, a, a_type, lda, stride_a, b, b_type, ldb, stride_b, beta, c, c_type, ldc, stride_c, d, d_type, ldd, stride_d, batch_count, compute_type, algo, solution_index, flags), "oxblas_gemm_strided_batched_ex"); }

/// trsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B (oxblas_{strsm, dtrsm, ctrsm, ztrsm}).
inline oxblas_status trsm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, float* B, int64_t ldb)
{ return check(oxblas_strsm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb), "oxblas_strsm"); }
inline oxblas_status trsm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, double* B, int64_t ldb)
{ return check(oxblas_dtrsm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb), "oxblas_dtrsm"); }
inline oxblas_status trsm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, std::complex<float>* B, int64_t ldb)
{ return check(oxblas_ctrsm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(B), ldb), "oxblas_ctrsm"); }
inline oxblas_status trsm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, std::complex<double>* B, int64_t ldb)
{ return check(oxblas_ztrsm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(B), ldb), "oxblas_ztrsm"); }
inline oxblas_status trsm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, float* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_strsm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, batch_count), "oxblas_strsm_batched"); }
inline oxblas_status trsm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, double* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_dtrsm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, batch_count), "oxblas_dtrsm_batched"); }
inline oxblas_status trsm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_ctrsm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(B), ldb, batch_count), "oxblas_ctrsm_batched"); }
inline oxblas_status trsm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_ztrsm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(B), ldb, batch_count), "oxblas_ztrsm_batched"); }
inline oxblas_status trsm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_strsm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, batch_count), "oxblas_strsm_strided_batched"); }
inline oxblas_status trsm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_dtrsm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, batch_count), "oxblas_dtrsm_strided_batched"); }
inline oxblas_status trsm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_ctrsm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(B), ldb, stride_b, batch_count), "oxblas_ctrsm_strided_batched"); }
inline oxblas_status trsm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_ztrsm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(B), ldb, stride_b, batch_count), "oxblas_ztrsm_strided_batched"); }

/// trsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or below 128 k: ignored) (oxblas_{strsm, dtrsm, ctrsm, ztrsm}_ex).
inline oxblas_status trsm_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, float* B, int64_t ldb, const float* invA, int64_t invA_size)
{ return check(oxblas_strsm_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, invA, invA_size), "oxblas_strsm_ex"); }
inline oxblas_status trsm_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, double* B, int64_t ldb, const double* invA, int64_t invA_size)
{ return check(oxblas_dtrsm_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, invA, invA_size), "oxblas_dtrsm_ex"); }
inline oxblas_status trsm_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, std::complex<float>* B, int64_t ldb, const std::complex<float>* invA, int64_t invA_size)
{ return check(oxblas_ctrsm_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(invA), invA_size), "oxblas_ctrsm_ex"); }
inline oxblas_status trsm_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, std::complex<double>* B, int64_t ldb, const std::complex<double>* invA, int64_t invA_size)
{ return check(oxblas_ztrsm_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(invA), invA_size), "oxblas_ztrsm_ex"); }
inline oxblas_status trsm_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, float* const* B, int64_t ldb, const float* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_strsm_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, invA, invA_size, batch_count), "oxblas_strsm_batched_ex"); }
inline oxblas_status trsm_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, double* const* B, int64_t ldb, const double* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_dtrsm_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, invA, invA_size, batch_count), "oxblas_dtrsm_batched_ex"); }
inline oxblas_status trsm_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* B, int64_t ldb, const std::complex<float>* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ctrsm_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex* const*>(invA), invA_size, batch_count), "oxblas_ctrsm_batched_ex"); }
inline oxblas_status trsm_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* B, int64_t ldb, const std::complex<double>* const* invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ztrsm_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex* const*>(invA), invA_size, batch_count), "oxblas_ztrsm_batched_ex"); }
inline oxblas_status trsm_strided_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, const float* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_strsm_strided_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, batch_count), "oxblas_strsm_strided_batched_ex"); }
inline oxblas_status trsm_strided_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, const double* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_dtrsm_strided_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, batch_count), "oxblas_dtrsm_strided_batched_ex"); }
inline oxblas_status trsm_strided_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ctrsm_strided_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(invA), stride_invA, invA_size, batch_count), "oxblas_ctrsm_strided_batched_ex"); }
inline oxblas_status trsm_strided_batched_ex(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count)
{ return check(oxblas_ztrsm_strided_batched_ex(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(invA), stride_invA, invA_size, batch_count), "oxblas_ztrsm_strided_batched_ex"); }

/// trmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B (oxblas_{strmm, dtrmm, ctrmm, ztrmm}).
inline oxblas_status trmm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, float* C, int64_t ldc)
{ return check(oxblas_strmm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, C, ldc), "oxblas_strmm"); }
inline oxblas_status trmm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, double* C, int64_t ldc)
{ return check(oxblas_dtrmm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, C, ldc), "oxblas_dtrmm"); }
inline oxblas_status trmm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_ctrmm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_ctrmm"); }
inline oxblas_status trmm(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_ztrmm(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_ztrmm"); }
inline oxblas_status trmm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_strmm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, C, ldc, batch_count), "oxblas_strmm_batched"); }
inline oxblas_status trmm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dtrmm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, B, ldb, C, ldc, batch_count), "oxblas_dtrmm_batched"); }
inline oxblas_status trmm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ctrmm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_ctrmm_batched"); }
inline oxblas_status trmm_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ztrmm_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_ztrmm_batched"); }
inline oxblas_status trmm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_strmm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count), "oxblas_strmm_strided_batched"); }
inline oxblas_status trmm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dtrmm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count), "oxblas_dtrmm_strided_batched"); }
inline oxblas_status trmm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ctrmm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_ctrmm_strided_batched"); }
inline oxblas_status trmm_strided_batched(oxblas_handle handle, Side side, Fill uplo, Operation transA, Diagonal diag, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ztrmm_strided_batched(handle, to_c(side), to_c(uplo), to_c(transA), to_c(diag), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_ztrmm_strided_batched"); }

/// trtri: invA = inverse of the triangular A (other triangle of invA set to zero) (oxblas_{strtri, dtrtri, ctrtri, ztrtri}).
inline oxblas_status trtri(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const float* A, int64_t lda, float* invA, int64_t ldinvA)
{ return check(oxblas_strtri(handle, to_c(uplo), to_c(diag), n, A, lda, invA, ldinvA), "oxblas_strtri"); }
inline oxblas_status trtri(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const double* A, int64_t lda, double* invA, int64_t ldinvA)
{ return check(oxblas_dtrtri(handle, to_c(uplo), to_c(diag), n, A, lda, invA, ldinvA), "oxblas_dtrtri"); }
inline oxblas_status trtri(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, std::complex<float>* invA, int64_t ldinvA)
{ return check(oxblas_ctrtri(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(invA), ldinvA), "oxblas_ctrtri"); }
inline oxblas_status trtri(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, std::complex<double>* invA, int64_t ldinvA)
{ return check(oxblas_ztrtri(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(invA), ldinvA), "oxblas_ztrtri"); }
inline oxblas_status trtri_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* invA, int64_t ldinvA, int64_t batch_count)
{ return check(oxblas_strtri_batched(handle, to_c(uplo), to_c(diag), n, A, lda, invA, ldinvA, batch_count), "oxblas_strtri_batched"); }
inline oxblas_status trtri_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* invA, int64_t ldinvA, int64_t batch_count)
{ return check(oxblas_dtrtri_batched(handle, to_c(uplo), to_c(diag), n, A, lda, invA, ldinvA, batch_count), "oxblas_dtrtri_batched"); }
inline oxblas_status trtri_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* invA, int64_t ldinvA, int64_t batch_count)
{ return check(oxblas_ctrtri_batched(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(invA), ldinvA, batch_count), "oxblas_ctrtri_batched"); }
inline oxblas_status trtri_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* invA, int64_t ldinvA, int64_t batch_count)
{ return check(oxblas_ztrtri_batched(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(invA), ldinvA, batch_count), "oxblas_ztrtri_batched"); }
inline oxblas_status trtri_strided_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count)
{ return check(oxblas_strtri_strided_batched(handle, to_c(uplo), to_c(diag), n, A, lda, stride_a, invA, ldinvA, stride_inva, batch_count), "oxblas_strtri_strided_batched"); }
inline oxblas_status trtri_strided_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count)
{ return check(oxblas_dtrtri_strided_batched(handle, to_c(uplo), to_c(diag), n, A, lda, stride_a, invA, ldinvA, stride_inva, batch_count), "oxblas_dtrtri_strided_batched"); }
inline oxblas_status trtri_strided_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count)
{ return check(oxblas_ctrtri_strided_batched(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(invA), ldinvA, stride_inva, batch_count), "oxblas_ctrtri_strided_batched"); }
inline oxblas_status trtri_strided_batched(oxblas_handle handle, Fill uplo, Diagonal diag, int64_t n, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count)
{ return check(oxblas_ztrtri_strided_batched(handle, to_c(uplo), to_c(diag), n, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(invA), ldinvA, stride_inva, batch_count), "oxblas_ztrtri_strided_batched"); }

/// syrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C (oxblas_{ssyrk, dsyrk, csyrk, zsyrk}).
inline oxblas_status syrk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* beta, float* C, int64_t ldc)
{ return check(oxblas_ssyrk(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, beta, C, ldc), "oxblas_ssyrk"); }
inline oxblas_status syrk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* beta, double* C, int64_t ldc)
{ return check(oxblas_dsyrk(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, beta, C, ldc), "oxblas_dsyrk"); }
inline oxblas_status syrk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_csyrk(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_csyrk"); }
inline oxblas_status syrk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zsyrk(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zsyrk"); }
inline oxblas_status syrk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ssyrk_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, beta, C, ldc, batch_count), "oxblas_ssyrk_batched"); }
inline oxblas_status syrk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dsyrk_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, beta, C, ldc, batch_count), "oxblas_dsyrk_batched"); }
inline oxblas_status syrk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_csyrk_batched(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_csyrk_batched"); }
inline oxblas_status syrk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zsyrk_batched(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zsyrk_batched"); }
inline oxblas_status syrk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ssyrk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, stride_a, beta, C, ldc, stride_c, batch_count), "oxblas_ssyrk_strided_batched"); }
inline oxblas_status syrk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dsyrk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, A, lda, stride_a, beta, C, ldc, stride_c, batch_count), "oxblas_dsyrk_strided_batched"); }
inline oxblas_status syrk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_csyrk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_csyrk_strided_batched"); }
inline oxblas_status syrk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zsyrk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zsyrk_strided_batched"); }

/// herk: C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C (oxblas_{cherk, zherk}).
inline oxblas_status herk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const std::complex<float>* A, int64_t lda, const float* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_cherk(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_float_complex*>(A), lda, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_cherk"); }
inline oxblas_status herk(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const std::complex<double>* A, int64_t lda, const double* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zherk(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_double_complex*>(A), lda, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zherk"); }
inline oxblas_status herk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const std::complex<float>* const* A, int64_t lda, const float* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_cherk_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, beta, reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_cherk_batched"); }
inline oxblas_status herk_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const std::complex<double>* const* A, int64_t lda, const double* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zherk_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, beta, reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zherk_batched"); }
inline oxblas_status herk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const float* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const float* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_cherk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_cherk_strided_batched"); }
inline oxblas_status herk_strided_batched(oxblas_handle handle, Fill uplo, Operation transA, int64_t n, int64_t k, const double* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const double* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zherk_strided_batched(handle, to_c(uplo), to_c(transA), n, k, alpha, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zherk_strided_batched"); }

/// syr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C (oxblas_{ssyr2k, dsyr2k, csyr2k, zsyr2k}).
inline oxblas_status syr2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc)
{ return check(oxblas_ssyr2k(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_ssyr2k"); }
inline oxblas_status syr2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc)
{ return check(oxblas_dsyr2k(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_dsyr2k"); }
inline oxblas_status syr2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_csyr2k(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_csyr2k"); }
inline oxblas_status syr2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zsyr2k(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zsyr2k"); }
inline oxblas_status syr2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ssyr2k_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_ssyr2k_batched"); }
inline oxblas_status syr2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dsyr2k_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_dsyr2k_batched"); }
inline oxblas_status syr2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_csyr2k_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_csyr2k_batched"); }
inline oxblas_status syr2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zsyr2k_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zsyr2k_batched"); }
inline oxblas_status syr2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ssyr2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_ssyr2k_strided_batched"); }
inline oxblas_status syr2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dsyr2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_dsyr2k_strided_batched"); }
inline oxblas_status syr2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_csyr2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_csyr2k_strided_batched"); }
inline oxblas_status syr2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zsyr2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zsyr2k_strided_batched"); }

/// her2k: C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real), uplo triangle of C (oxblas_{cher2k, zher2k}).
inline oxblas_status her2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const float* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_cher2k(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_cher2k"); }
inline oxblas_status her2k(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const double* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zher2k(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zher2k"); }
inline oxblas_status her2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const float* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_cher2k_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, beta, reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_cher2k_batched"); }
inline oxblas_status her2k_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const double* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zher2k_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, beta, reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zher2k_batched"); }
inline oxblas_status her2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const float* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_cher2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_cher2k_strided_batched"); }
inline oxblas_status her2k_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const double* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zher2k_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zher2k_strided_batched"); }

/// syrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric) (oxblas_{ssyrkx, dsyrkx, csyrkx, zsyrkx}).
inline oxblas_status syrkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc)
{ return check(oxblas_ssyrkx(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_ssyrkx"); }
inline oxblas_status syrkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc)
{ return check(oxblas_dsyrkx(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_dsyrkx"); }
inline oxblas_status syrkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_csyrkx(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_csyrkx"); }
inline oxblas_status syrkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zsyrkx(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zsyrkx"); }
inline oxblas_status syrkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ssyrkx_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_ssyrkx_batched"); }
inline oxblas_status syrkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dsyrkx_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_dsyrkx_batched"); }
inline oxblas_status syrkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_csyrkx_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_csyrkx_batched"); }
inline oxblas_status syrkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zsyrkx_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zsyrkx_batched"); }
inline oxblas_status syrkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ssyrkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_ssyrkx_strided_batched"); }
inline oxblas_status syrkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dsyrkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_dsyrkx_strided_batched"); }
inline oxblas_status syrkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_csyrkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_csyrkx_strided_batched"); }
inline oxblas_status syrkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zsyrkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zsyrkx_strided_batched"); }

/// herkx: C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product assumed Hermitian) (oxblas_{cherkx, zherkx}).
inline oxblas_status herkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const float* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_cherkx(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_cherkx"); }
inline oxblas_status herkx(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const double* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zherkx(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zherkx"); }
inline oxblas_status herkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const float* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_cherkx_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, beta, reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_cherkx_batched"); }
inline oxblas_status herkx_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const double* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zherkx_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, beta, reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zherkx_batched"); }
inline oxblas_status herkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const float* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_cherkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, beta, reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_cherkx_strided_batched"); }
inline oxblas_status herkx_strided_batched(oxblas_handle handle, Fill uplo, Operation trans, int64_t n, int64_t k, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const double* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zherkx_strided_batched(handle, to_c(uplo), to_c(trans), n, k, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, beta, reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zherkx_strided_batched"); }

/// symm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read) (oxblas_{ssymm, dsymm, csymm, zsymm}).
inline oxblas_status symm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc)
{ return check(oxblas_ssymm(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_ssymm"); }
inline oxblas_status symm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc)
{ return check(oxblas_dsymm(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc), "oxblas_dsymm"); }
inline oxblas_status symm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_csymm(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_csymm"); }
inline oxblas_status symm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zsymm(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zsymm"); }
inline oxblas_status symm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_ssymm_batched(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_ssymm_batched"); }
inline oxblas_status symm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_dsymm_batched(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc, batch_count), "oxblas_dsymm_batched"); }
inline oxblas_status symm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_csymm_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_csymm_batched"); }
inline oxblas_status symm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zsymm_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zsymm_batched"); }
inline oxblas_status symm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_ssymm_strided_batched(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_ssymm_strided_batched"); }
inline oxblas_status symm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_dsymm_strided_batched(handle, to_c(side), to_c(uplo), m, n, alpha, A, lda, stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count), "oxblas_dsymm_strided_batched"); }
inline oxblas_status symm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_csymm_strided_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_csymm_strided_batched"); }
inline oxblas_status symm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zsymm_strided_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zsymm_strided_batched"); }

/// hemm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian (uplo triangle read) (oxblas_{chemm, zhemm}).
inline oxblas_status hemm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, const std::complex<float>* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc)
{ return check(oxblas_chemm(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<const oxblas_float_complex*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc), "oxblas_chemm"); }
inline oxblas_status hemm(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, const std::complex<double>* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc)
{ return check(oxblas_zhemm(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<const oxblas_double_complex*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc), "oxblas_zhemm"); }
inline oxblas_status hemm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* const* A, int64_t lda, const std::complex<float>* const* B, int64_t ldb, const std::complex<float>* beta, std::complex<float>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_chemm_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<const oxblas_float_complex* const*>(B), ldb, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex* const*>(C), ldc, batch_count), "oxblas_chemm_batched"); }
inline oxblas_status hemm_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* const* A, int64_t lda, const std::complex<double>* const* B, int64_t ldb, const std::complex<double>* beta, std::complex<double>* const* C, int64_t ldc, int64_t batch_count)
{ return check(oxblas_zhemm_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<const oxblas_double_complex* const*>(B), ldb, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex* const*>(C), ldc, batch_count), "oxblas_zhemm_batched"); }
inline oxblas_status hemm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<float>* alpha, const std::complex<float>* A, int64_t lda, int64_t stride_a, const std::complex<float>* B, int64_t ldb, int64_t stride_b, const std::complex<float>* beta, std::complex<float>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_chemm_strided_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_float_complex*>(alpha), reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_float_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_float_complex*>(beta), reinterpret_cast<oxblas_float_complex*>(C), ldc, stride_c, batch_count), "oxblas_chemm_strided_batched"); }
inline oxblas_status hemm_strided_batched(oxblas_handle handle, Side side, Fill uplo, int64_t m, int64_t n, const std::complex<double>* alpha, const std::complex<double>* A, int64_t lda, int64_t stride_a, const std::complex<double>* B, int64_t ldb, int64_t stride_b, const std::complex<double>* beta, std::complex<double>* C, int64_t ldc, int64_t stride_c, int64_t batch_count)
{ return check(oxblas_zhemm_strided_batched(handle, to_c(side), to_c(uplo), m, n, reinterpret_cast<const oxblas_double_complex*>(alpha), reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<const oxblas_double_complex*>(B), ldb, stride_b, reinterpret_cast<const oxblas_double_complex*>(beta), reinterpret_cast<oxblas_double_complex*>(C), ldc, stride_c, batch_count), "oxblas_zhemm_strided_batched"); }

// ---- solver

/// getrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot) (oxblas_{sgetrf, dgetrf, cgetrf, zgetrf}).
inline oxblas_status getrf(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_sgetrf(handle, m, n, A, lda, ipiv, info), "oxblas_sgetrf"); }
inline oxblas_status getrf(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_dgetrf(handle, m, n, A, lda, ipiv, info), "oxblas_dgetrf"); }
inline oxblas_status getrf(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_cgetrf(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, ipiv, info), "oxblas_cgetrf"); }
inline oxblas_status getrf(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_zgetrf(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, ipiv, info), "oxblas_zgetrf"); }
inline oxblas_status getrf_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, batch_count), "oxblas_sgetrf_batched"); }
inline oxblas_status getrf_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, batch_count), "oxblas_dgetrf_batched"); }
inline oxblas_status getrf_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetrf_batched(handle, m, n, reinterpret_cast<oxblas_float_complex* const*>(A), lda, ipiv, strideP, info, batch_count), "oxblas_cgetrf_batched"); }
inline oxblas_status getrf_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetrf_batched(handle, m, n, reinterpret_cast<oxblas_double_complex* const*>(A), lda, ipiv, strideP, info, batch_count), "oxblas_zgetrf_batched"); }
inline oxblas_status getrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_sgetrf_strided_batched"); }
inline oxblas_status getrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_dgetrf_strided_batched"); }
inline oxblas_status getrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetrf_strided_batched(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_cgetrf_strided_batched"); }
inline oxblas_status getrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetrf_strided_batched(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_zgetrf_strided_batched"); }

/// getf2: LU with partial pivoting (the unblocked name; same results as getrf) (oxblas_{sgetf2, dgetf2, cgetf2, zgetf2}).
inline oxblas_status getf2(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_sgetf2(handle, m, n, A, lda, ipiv, info), "oxblas_sgetf2"); }
inline oxblas_status getf2(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_dgetf2(handle, m, n, A, lda, ipiv, info), "oxblas_dgetf2"); }
inline oxblas_status getf2(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_cgetf2(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, ipiv, info), "oxblas_cgetf2"); }
inline oxblas_status getf2(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int32_t* ipiv, int32_t* info)
{ return check(oxblas_zgetf2(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, ipiv, info), "oxblas_zgetf2"); }
inline oxblas_status getf2_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, batch_count), "oxblas_sgetf2_batched"); }
inline oxblas_status getf2_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, batch_count), "oxblas_dgetf2_batched"); }
inline oxblas_status getf2_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetf2_batched(handle, m, n, reinterpret_cast<oxblas_float_complex* const*>(A), lda, ipiv, strideP, info, batch_count), "oxblas_cgetf2_batched"); }
inline oxblas_status getf2_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetf2_batched(handle, m, n, reinterpret_cast<oxblas_double_complex* const*>(A), lda, ipiv, strideP, info, batch_count), "oxblas_zgetf2_batched"); }
inline oxblas_status getf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_sgetf2_strided_batched"); }
inline oxblas_status getf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_dgetf2_strided_batched"); }
inline oxblas_status getf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetf2_strided_batched(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_cgetf2_strided_batched"); }
inline oxblas_status getf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetf2_strided_batched(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, stride_a, ipiv, strideP, info, batch_count), "oxblas_zgetf2_strided_batched"); }

/// getrf_npvt: LU without pivoting (info = first zero diagonal element of U) (oxblas_{sgetrf_npvt, dgetrf_npvt, cgetrf_npvt, zgetrf_npvt}).
inline oxblas_status getrf_npvt(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* info)
{ return check(oxblas_sgetrf_npvt(handle, m, n, A, lda, info), "oxblas_sgetrf_npvt"); }
inline oxblas_status getrf_npvt(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* info)
{ return check(oxblas_dgetrf_npvt(handle, m, n, A, lda, info), "oxblas_dgetrf_npvt"); }
inline oxblas_status getrf_npvt(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int32_t* info)
{ return check(oxblas_cgetrf_npvt(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, info), "oxblas_cgetrf_npvt"); }
inline oxblas_status getrf_npvt(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int32_t* info)
{ return check(oxblas_zgetrf_npvt(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, info), "oxblas_zgetrf_npvt"); }
inline oxblas_status getrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetrf_npvt_batched(handle, m, n, A, lda, info, batch_count), "oxblas_sgetrf_npvt_batched"); }
inline oxblas_status getrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetrf_npvt_batched(handle, m, n, A, lda, info, batch_count), "oxblas_dgetrf_npvt_batched"); }
inline oxblas_status getrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetrf_npvt_batched(handle, m, n, reinterpret_cast<oxblas_float_complex* const*>(A), lda, info, batch_count), "oxblas_cgetrf_npvt_batched"); }
inline oxblas_status getrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetrf_npvt_batched(handle, m, n, reinterpret_cast<oxblas_double_complex* const*>(A), lda, info, batch_count), "oxblas_zgetrf_npvt_batched"); }
inline oxblas_status getrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_sgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, batch_count), "oxblas_sgetrf_npvt_strided_batched"); }
inline oxblas_status getrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_dgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, batch_count), "oxblas_dgetrf_npvt_strided_batched"); }
inline oxblas_status getrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<float>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_cgetrf_npvt_strided_batched(handle, m, n, reinterpret_cast<oxblas_float_complex*>(A), lda, stride_a, info, batch_count), "oxblas_cgetrf_npvt_strided_batched"); }
inline oxblas_status getrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, std::complex<double>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_zgetrf_npvt_strided_batched(handle, m, n, reinterpret_cast<oxblas_double_complex*>(A), lda, stride_a, info, batch_count), "oxblas_zgetrf_npvt_strided_batched"); }

/// getrs: solve op(A) X = B with getrf's factors and pivots (oxblas_{sgetrs, dgetrs, cgetrs, zgetrs}).
inline oxblas_status getrs(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const float* A, int64_t lda, const int32_t* ipiv, float* B, int64_t ldb)
{ return check(oxblas_sgetrs(handle, to_c(trans), n, nrhs, A, lda, ipiv, B, ldb), "oxblas_sgetrs"); }
inline oxblas_status getrs(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const double* A, int64_t lda, const int32_t* ipiv, double* B, int64_t ldb)
{ return check(oxblas_dgetrs(handle, to_c(trans), n, nrhs, A, lda, ipiv, B, ldb), "oxblas_dgetrs"); }
inline oxblas_status getrs(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<float>* A, int64_t lda, const int32_t* ipiv, std::complex<float>* B, int64_t ldb)
{ return check(oxblas_cgetrs(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_float_complex*>(A), lda, ipiv, reinterpret_cast<oxblas_float_complex*>(B), ldb), "oxblas_cgetrs"); }
inline oxblas_status getrs(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<double>* A, int64_t lda, const int32_t* ipiv, std::complex<double>* B, int64_t ldb)
{ return check(oxblas_zgetrs(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_double_complex*>(A), lda, ipiv, reinterpret_cast<oxblas_double_complex*>(B), ldb), "oxblas_zgetrs"); }
inline oxblas_status getrs_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const float* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, float* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_sgetrs_batched(handle, to_c(trans), n, nrhs, A, lda, ipiv, strideP, B, ldb, batch_count), "oxblas_sgetrs_batched"); }
inline oxblas_status getrs_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const double* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, double* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_dgetrs_batched(handle, to_c(trans), n, nrhs, A, lda, ipiv, strideP, B, ldb, batch_count), "oxblas_dgetrs_batched"); }
inline oxblas_status getrs_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<float>* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, std::complex<float>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_cgetrs_batched(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, ipiv, strideP, reinterpret_cast<oxblas_float_complex* const*>(B), ldb, batch_count), "oxblas_cgetrs_batched"); }
inline oxblas_status getrs_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<double>* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, std::complex<double>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_zgetrs_batched(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, ipiv, strideP, reinterpret_cast<oxblas_double_complex* const*>(B), ldb, batch_count), "oxblas_zgetrs_batched"); }
inline oxblas_status getrs_strided_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const float* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_sgetrs_strided_batched(handle, to_c(trans), n, nrhs, A, lda, stride_a, ipiv, strideP, B, ldb, stride_b, batch_count), "oxblas_sgetrs_strided_batched"); }
inline oxblas_status getrs_strided_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const double* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_dgetrs_strided_batched(handle, to_c(trans), n, nrhs, A, lda, stride_a, ipiv, strideP, B, ldb, stride_b, batch_count), "oxblas_dgetrs_strided_batched"); }
inline oxblas_status getrs_strided_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<float>* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, std::complex<float>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_cgetrs_strided_batched(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, ipiv, strideP, reinterpret_cast<oxblas_float_complex*>(B), ldb, stride_b, batch_count), "oxblas_cgetrs_strided_batched"); }
inline oxblas_status getrs_strided_batched(oxblas_handle handle, Operation trans, int64_t n, int64_t nrhs, const std::complex<double>* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, std::complex<double>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_zgetrs_strided_batched(handle, to_c(trans), n, nrhs, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, ipiv, strideP, reinterpret_cast<oxblas_double_complex*>(B), ldb, stride_b, batch_count), "oxblas_zgetrs_strided_batched"); }

/// potrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor) (oxblas_{spotrf, dpotrf, cpotrf, zpotrf}).
inline oxblas_status potrf(oxblas_handle handle, Fill uplo, int64_t n, float* A, int64_t lda, int32_t* info)
{ return check(oxblas_spotrf(handle, to_c(uplo), n, A, lda, info), "oxblas_spotrf"); }
inline oxblas_status potrf(oxblas_handle handle, Fill uplo, int64_t n, double* A, int64_t lda, int32_t* info)
{ return check(oxblas_dpotrf(handle, to_c(uplo), n, A, lda, info), "oxblas_dpotrf"); }
inline oxblas_status potrf(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* A, int64_t lda, int32_t* info)
{ return check(oxblas_cpotrf(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex*>(A), lda, info), "oxblas_cpotrf"); }
inline oxblas_status potrf(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* A, int64_t lda, int32_t* info)
{ return check(oxblas_zpotrf(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex*>(A), lda, info), "oxblas_zpotrf"); }
inline oxblas_status potrf_batched(oxblas_handle handle, Fill uplo, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_spotrf_batched(handle, to_c(uplo), n, A, lda, info, batch_count), "oxblas_spotrf_batched"); }
inline oxblas_status potrf_batched(oxblas_handle handle, Fill uplo, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_dpotrf_batched(handle, to_c(uplo), n, A, lda, info, batch_count), "oxblas_dpotrf_batched"); }
inline oxblas_status potrf_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_cpotrf_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex* const*>(A), lda, info, batch_count), "oxblas_cpotrf_batched"); }
inline oxblas_status potrf_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_zpotrf_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex* const*>(A), lda, info, batch_count), "oxblas_zpotrf_batched"); }
inline oxblas_status potrf_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_spotrf_strided_batched(handle, to_c(uplo), n, A, lda, stride_a, info, batch_count), "oxblas_spotrf_strided_batched"); }
inline oxblas_status potrf_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_dpotrf_strided_batched(handle, to_c(uplo), n, A, lda, stride_a, info, batch_count), "oxblas_dpotrf_strided_batched"); }
inline oxblas_status potrf_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_cpotrf_strided_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex*>(A), lda, stride_a, info, batch_count), "oxblas_cpotrf_strided_batched"); }
inline oxblas_status potrf_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_zpotrf_strided_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex*>(A), lda, stride_a, info, batch_count), "oxblas_zpotrf_strided_batched"); }

/// potf2: Cholesky (the unblocked name; same results as potrf) (oxblas_{spotf2, dpotf2, cpotf2, zpotf2}).
inline oxblas_status potf2(oxblas_handle handle, Fill uplo, int64_t n, float* A, int64_t lda, int32_t* info)
{ return check(oxblas_spotf2(handle, to_c(uplo), n, A, lda, info), "oxblas_spotf2"); }
inline oxblas_status potf2(oxblas_handle handle, Fill uplo, int64_t n, double* A, int64_t lda, int32_t* info)
{ return check(oxblas_dpotf2(handle, to_c(uplo), n, A, lda, info), "oxblas_dpotf2"); }
inline oxblas_status potf2(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* A, int64_t lda, int32_t* info)
{ return check(oxblas_cpotf2(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex*>(A), lda, info), "oxblas_cpotf2"); }
inline oxblas_status potf2(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* A, int64_t lda, int32_t* info)
{ return check(oxblas_zpotf2(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex*>(A), lda, info), "oxblas_zpotf2"); }
inline oxblas_status potf2_batched(oxblas_handle handle, Fill uplo, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_spotf2_batched(handle, to_c(uplo), n, A, lda, info, batch_count), "oxblas_spotf2_batched"); }
inline oxblas_status potf2_batched(oxblas_handle handle, Fill uplo, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_dpotf2_batched(handle, to_c(uplo), n, A, lda, info, batch_count), "oxblas_dpotf2_batched"); }
inline oxblas_status potf2_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_cpotf2_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex* const*>(A), lda, info, batch_count), "oxblas_cpotf2_batched"); }
inline oxblas_status potf2_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* const* A, int64_t lda, int32_t* info, int64_t batch_count)
{ return check(oxblas_zpotf2_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex* const*>(A), lda, info, batch_count), "oxblas_zpotf2_batched"); }
inline oxblas_status potf2_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_spotf2_strided_batched(handle, to_c(uplo), n, A, lda, stride_a, info, batch_count), "oxblas_spotf2_strided_batched"); }
inline oxblas_status potf2_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_dpotf2_strided_batched(handle, to_c(uplo), n, A, lda, stride_a, info, batch_count), "oxblas_dpotf2_strided_batched"); }
inline oxblas_status potf2_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<float>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_cpotf2_strided_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_float_complex*>(A), lda, stride_a, info, batch_count), "oxblas_cpotf2_strided_batched"); }
inline oxblas_status potf2_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, std::complex<double>* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count)
{ return check(oxblas_zpotf2_strided_batched(handle, to_c(uplo), n, reinterpret_cast<oxblas_double_complex*>(A), lda, stride_a, info, batch_count), "oxblas_zpotf2_strided_batched"); }

/// potrs: solve A X = B with potrf's factor (oxblas_{spotrs, dpotrs, cpotrs, zpotrs}).
inline oxblas_status potrs(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const float* A, int64_t lda, float* B, int64_t ldb)
{ return check(oxblas_spotrs(handle, to_c(uplo), n, nrhs, A, lda, B, ldb), "oxblas_spotrs"); }
inline oxblas_status potrs(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const double* A, int64_t lda, double* B, int64_t ldb)
{ return check(oxblas_dpotrs(handle, to_c(uplo), n, nrhs, A, lda, B, ldb), "oxblas_dpotrs"); }
inline oxblas_status potrs(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<float>* A, int64_t lda, std::complex<float>* B, int64_t ldb)
{ return check(oxblas_cpotrs(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_float_complex*>(A), lda, reinterpret_cast<oxblas_float_complex*>(B), ldb), "oxblas_cpotrs"); }
inline oxblas_status potrs(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<double>* A, int64_t lda, std::complex<double>* B, int64_t ldb)
{ return check(oxblas_zpotrs(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_double_complex*>(A), lda, reinterpret_cast<oxblas_double_complex*>(B), ldb), "oxblas_zpotrs"); }
inline oxblas_status potrs_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const float* const* A, int64_t lda, float* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_spotrs_batched(handle, to_c(uplo), n, nrhs, A, lda, B, ldb, batch_count), "oxblas_spotrs_batched"); }
inline oxblas_status potrs_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const double* const* A, int64_t lda, double* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_dpotrs_batched(handle, to_c(uplo), n, nrhs, A, lda, B, ldb, batch_count), "oxblas_dpotrs_batched"); }
inline oxblas_status potrs_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<float>* const* A, int64_t lda, std::complex<float>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_cpotrs_batched(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_float_complex* const*>(A), lda, reinterpret_cast<oxblas_float_complex* const*>(B), ldb, batch_count), "oxblas_cpotrs_batched"); }
inline oxblas_status potrs_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<double>* const* A, int64_t lda, std::complex<double>* const* B, int64_t ldb, int64_t batch_count)
{ return check(oxblas_zpotrs_batched(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_double_complex* const*>(A), lda, reinterpret_cast<oxblas_double_complex* const*>(B), ldb, batch_count), "oxblas_zpotrs_batched"); }
inline oxblas_status potrs_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_spotrs_strided_batched(handle, to_c(uplo), n, nrhs, A, lda, stride_a, B, ldb, stride_b, batch_count), "oxblas_spotrs_strided_batched"); }
inline oxblas_status potrs_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_dpotrs_strided_batched(handle, to_c(uplo), n, nrhs, A, lda, stride_a, B, ldb, stride_b, batch_count), "oxblas_dpotrs_strided_batched"); }
inline oxblas_status potrs_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<float>* A, int64_t lda, int64_t stride_a, std::complex<float>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_cpotrs_strided_batched(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_float_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_float_complex*>(B), ldb, stride_b, batch_count), "oxblas_cpotrs_strided_batched"); }
inline oxblas_status potrs_strided_batched(oxblas_handle handle, Fill uplo, int64_t n, int64_t nrhs, const std::complex<double>* A, int64_t lda, int64_t stride_a, std::complex<double>* B, int64_t ldb, int64_t stride_b, int64_t batch_count)
{ return check(oxblas_zpotrs_strided_batched(handle, to_c(uplo), n, nrhs, reinterpret_cast<const oxblas_double_complex*>(A), lda, stride_a, reinterpret_cast<oxblas_double_complex*>(B), ldb, stride_b, batch_count), "oxblas_zpotrs_strided_batched"); }

/// laswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order) (oxblas_{slaswp, dlaswp, claswp, zlaswp}).
inline oxblas_status laswp(oxblas_handle handle, int64_t n, float* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp)
{ return check(oxblas_slaswp(handle, n, A, lda, k1, k2, ipiv, incp), "oxblas_slaswp"); }
inline oxblas_status laswp(oxblas_handle handle, int64_t n, double* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp)
{ return check(oxblas_dlaswp(handle, n, A, lda, k1, k2, ipiv, incp), "oxblas_dlaswp"); }
inline oxblas_status laswp(oxblas_handle handle, int64_t n, std::complex<float>* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp)
{ return check(oxblas_claswp(handle, n, reinterpret_cast<oxblas_float_complex*>(A), lda, k1, k2, ipiv, incp), "oxblas_claswp"); }
inline oxblas_status laswp(oxblas_handle handle, int64_t n, std::complex<double>* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp)
{ return check(oxblas_zlaswp(handle, n, reinterpret_cast<oxblas_double_complex*>(A), lda, k1, k2, ipiv, incp), "oxblas_zlaswp"); }
/* END GENERATED ROUTINES */

} // namespace oxblas

#endif // OXBLAS_OXBLAS_HPP
