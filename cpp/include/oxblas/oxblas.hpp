// oxblas.hpp - header-only C++17 RAII layer over oxblas.h.
//
//   oxblas::Handle h;                                   // throws oxblas::Error on failure
//   oxblas::DeviceBuffer<double> x(h_x);                // device copy of a std::vector
//   double r; oxblas::check(oxblas_ddot(h, n, x.data(), 1, y.data(), 1, &r));
//   size_t need = oxblas::query_device_memory_size(h, [&] { oxblas_ddot(h, ...); });
//   oxblas::WorkspaceBorrow ws(h, 100, 200);            // exported allocator, freed on scope exit
//
// Errors are reported as oxblas::Error (a std::runtime_error) carrying the status and the
// library's message. `check` throws for every status except success and perf_degraded, and
// (unless told otherwise) the two size-query statuses.
#ifndef OXBLAS_OXBLAS_HPP
#define OXBLAS_OXBLAS_HPP

#include <cstddef>
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

} // namespace oxblas

#endif // OXBLAS_OXBLAS_HPP
