// The generated C++ routine layer of oxblas.hpp, level 2: gemv, symv, hemv, trmv, tbmv, tpmv,
// trsv through the overloads on float, double, std::complex<float>, std::complex<double>;
// plain, _batched and _strided_batched; Operation/Fill/Diagonal. Each result is compared with
// a reference computed here; the elements a routine must not read are NaN (so reading one shows
// up in the result) and the elements it must not write are checked bit for bit. Also: errors
// as exceptions carrying the status, perf_degraded returned (not thrown), the size query through
// the wrappers, and a level-1 call through the same layer.
#include <oxblas/oxblas.hpp>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

static int failures = 0, checks = 0;
#define CHECK(c)                                                                       \
    do {                                                                               \
        ++checks;                                                                      \
        if (!(c)) {                                                                    \
            ++failures;                                                                \
            std::fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); \
        }                                                                              \
    } while (0)

using oxblas::Diagonal;
using oxblas::Fill;
using oxblas::Operation;
using C64 = std::complex<double>;

// The enum classes carry the C values.
static_assert(oxblas::to_c(Operation::conjugate_transpose) == oxblas_operation_conjugate_transpose);
static_assert(oxblas::to_c(Fill::lower) == oxblas_fill_lower);
static_assert(oxblas::to_c(Diagonal::unit) == oxblas_diagonal_unit);
static_assert(oxblas::from_c(oxblas_operation_transpose) == Operation::transpose);

template <typename T> struct RealOf { using type = T; };
template <typename T> struct RealOf<std::complex<T>> { using type = T; };
template <typename T> constexpr bool is_complex_v = !std::is_same_v<T, typename RealOf<T>::type>;

template <typename T> C64 wide(T v) { return C64(std::real(v), std::imag(v)); }
template <typename T> T narrow(C64 v)
{
    using R = typename RealOf<T>::type;
    if constexpr (is_complex_v<T>) return T(R(v.real()), R(v.imag()));
    else return T(v.real());
}
template <typename T> T nan_value()
{
    using R = typename RealOf<T>::type;
    return narrow<T>(C64(std::numeric_limits<R>::quiet_NaN(), std::numeric_limits<R>::quiet_NaN()));
}
static double abs1(C64 v) { return std::fabs(v.real()) + std::fabs(v.imag()); }

static std::mt19937_64 rng(20261123);
static double rnd() // [-1, -0.1] U [0.1, 1]
{
    std::uniform_real_distribution<double> u(0.1, 1.0);
    double v = u(rng);
    return (rng() & 1) ? -v : v;
}
template <typename T> T rnd_value() { return narrow<T>(C64(rnd(), is_complex_v<T> ? rnd() : 0.0)); }

enum Fam { GEMV, SYMV, HEMV, TRMV, TBMV, TPMV, TRSV };
static const char* const FAM[] = {"gemv", "symv", "hemv", "trmv", "tbmv", "tpmv", "trsv"};

struct Case {
    Fam fam;
    int form; // 0 plain, 1 batched, 2 strided-batched
    Operation trans;
    Fill uplo;
    Diagonal diag;
    int64_t m, n, k, lda, incx, incy, batch;
    bool beta_zero;
};

static int64_t span(int64_t len, int64_t inc) { return len > 0 ? 1 + (len - 1) * std::abs(inc) : 1; }
static int64_t pos(int64_t len, int64_t inc, int64_t i) { return inc > 0 ? i * inc : (len - 1 - i) * -inc; }

struct Shape {
    const Case& c;
    bool mv() const { return c.fam <= HEMV; }
    bool tri() const { return c.fam >= TRMV; }
    int64_t xlen() const { return c.fam == GEMV && c.trans != Operation::none ? c.m : c.n; }
    int64_t ylen() const { return c.fam == GEMV && c.trans == Operation::none ? c.m : c.n; }
    int64_t asize() const { return c.fam == TPMV ? c.n * (c.n + 1) / 2 : c.lda * c.n; }
    bool upper() const { return c.uplo == Fill::upper; }
    bool unit() const { return tri() && c.diag == Diagonal::unit; }
    // Storage index of A(i, j), or -1 when it is not stored.
    int64_t stored(int64_t i, int64_t j) const
    {
        switch (c.fam) {
        case GEMV: return i + j * c.lda;
        case TBMV:
            if (upper()) return (i <= j && j - i <= c.k) ? (c.k + i - j) + j * c.lda : -1;
            return (i >= j && i - j <= c.k) ? (i - j) + j * c.lda : -1;
        case TPMV:
            if (upper()) return i <= j ? i + j * (j + 1) / 2 : -1;
            return i >= j ? i + (2 * c.n - j - 1) * j / 2 : -1;
        default: return (upper() ? i <= j : i >= j) ? i + j * c.lda : -1;
        }
    }
    // A(i, j) as the routine must see it, then op(A)(i, j).
    template <typename T> C64 a(const T* A, int64_t i, int64_t j) const
    {
        if (unit() && i == j) return 1.0;
        int64_t s = stored(i, j);
        if (c.fam == SYMV || c.fam == HEMV) {
            if (s < 0) {
                C64 v = wide(A[stored(j, i)]);
                return c.fam == HEMV ? std::conj(v) : v;
            }
            C64 v = wide(A[s]);
            return (c.fam == HEMV && i == j) ? C64(v.real(), 0.0) : v;
        }
        return s < 0 ? C64(0.0) : wide(A[s]);
    }
    template <typename T> C64 op(const T* A, int64_t i, int64_t j) const
    {
        if (c.fam == SYMV || c.fam == HEMV || c.trans == Operation::none) return a(A, i, j);
        return c.trans == Operation::transpose ? a(A, j, i) : std::conj(a(A, j, i));
    }
};

template <typename T>
static const char* tname()
{
    if constexpr (std::is_same_v<T, float>) return "float";
    else if constexpr (std::is_same_v<T, double>) return "double";
    else if constexpr (std::is_same_v<T, std::complex<float>>) return "complex<float>";
    else return "complex<double>";
}

template <typename T>
static void report(const Case& c, const char* what)
{
    ++failures;
    std::fprintf(stderr, "%s %s form %d trans %d uplo %d diag %d m %lld n %lld k %lld incx %lld incy %lld: %s\n",
                 tname<T>(), FAM[c.fam], c.form, (int)c.trans, (int)c.uplo, (int)c.diag, (long long)c.m,
                 (long long)c.n, (long long)c.k, (long long)c.incx, (long long)c.incy, what);
}

// Call the routine of `c` through the C++ layer.
template <typename T>
static oxblas_status call(oxblas::Handle& h, const Case& c, const T* alpha, const T* beta, T* A, T* const* As,
                          int64_t sa, T* x, T* const* xs, int64_t sx, T* y, T* const* ys, int64_t sy, int64_t batch)
{
    const int64_t m = c.m, n = c.n, k = c.k, lda = c.lda, incx = c.incx, incy = c.incy;
    switch (c.fam) {
    case GEMV:
        if (c.form == 0) return oxblas::gemv(h, c.trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
        if (c.form == 1) return oxblas::gemv_batched(h, c.trans, m, n, alpha, As, lda, xs, incx, beta, ys, incy, batch);
        return oxblas::gemv_strided_batched(h, c.trans, m, n, alpha, A, lda, sa, x, incx, sx, beta, y, incy, sy, batch);
    case SYMV:
        if (c.form == 0) return oxblas::symv(h, c.uplo, n, alpha, A, lda, x, incx, beta, y, incy);
        if (c.form == 1) return oxblas::symv_batched(h, c.uplo, n, alpha, As, lda, xs, incx, beta, ys, incy, batch);
        return oxblas::symv_strided_batched(h, c.uplo, n, alpha, A, lda, sa, x, incx, sx, beta, y, incy, sy, batch);
    case HEMV:
        if constexpr (is_complex_v<T>) {
            if (c.form == 0) return oxblas::hemv(h, c.uplo, n, alpha, A, lda, x, incx, beta, y, incy);
            if (c.form == 1) return oxblas::hemv_batched(h, c.uplo, n, alpha, As, lda, xs, incx, beta, ys, incy, batch);
            return oxblas::hemv_strided_batched(h, c.uplo, n, alpha, A, lda, sa, x, incx, sx, beta, y, incy, sy, batch);
        }
        break;
    case TRMV:
        if (c.form == 0) return oxblas::trmv(h, c.uplo, c.trans, c.diag, n, A, lda, x, incx);
        if (c.form == 1) return oxblas::trmv_batched(h, c.uplo, c.trans, c.diag, n, As, lda, xs, incx, batch);
        return oxblas::trmv_strided_batched(h, c.uplo, c.trans, c.diag, n, A, lda, sa, x, incx, sx, batch);
    case TBMV:
        if (c.form == 0) return oxblas::tbmv(h, c.uplo, c.trans, c.diag, n, k, A, lda, x, incx);
        if (c.form == 1) return oxblas::tbmv_batched(h, c.uplo, c.trans, c.diag, n, k, As, lda, xs, incx, batch);
        return oxblas::tbmv_strided_batched(h, c.uplo, c.trans, c.diag, n, k, A, lda, sa, x, incx, sx, batch);
    case TPMV:
        if (c.form == 0) return oxblas::tpmv(h, c.uplo, c.trans, c.diag, n, A, x, incx);
        if (c.form == 1) return oxblas::tpmv_batched(h, c.uplo, c.trans, c.diag, n, As, xs, incx, batch);
        return oxblas::tpmv_strided_batched(h, c.uplo, c.trans, c.diag, n, A, sa, x, incx, sx, batch);
    case TRSV:
        if (c.form == 0) return oxblas::trsv(h, c.uplo, c.trans, c.diag, n, A, lda, x, incx);
        if (c.form == 1) return oxblas::trsv_batched(h, c.uplo, c.trans, c.diag, n, As, lda, xs, incx, batch);
        return oxblas::trsv_strided_batched(h, c.uplo, c.trans, c.diag, n, A, lda, sa, x, incx, sx, batch);
    }
    return oxblas_status_internal_error;
}

template <typename T>
static void run(oxblas::Handle& h, const Case& c)
{
    const Shape s{c};
    const int64_t batch = c.form == 0 ? 1 : c.batch;
    const int64_t sa = s.asize() + 5, sx = span(s.xlen(), c.incx) + 3, sy = span(s.ylen(), c.incy) + 2;
    std::vector<T> A(static_cast<size_t>(sa * batch), nan_value<T>()), x(static_cast<size_t>(sx * batch), nan_value<T>()),
        y(static_cast<size_t>(sy * batch), nan_value<T>());
    const T alpha = rnd_value<T>(), beta = c.beta_zero ? T(0) : rnd_value<T>();
    for (int64_t b = 0; b < batch; ++b) {
        T* Ab = A.data() + b * sa;
        const int64_t rows = c.fam == GEMV ? c.m : c.n;
        for (int64_t j = 0; j < c.n; ++j)
            for (int64_t i = 0; i < rows; ++i) {
                const int64_t at = s.stored(i, j);
                if (at < 0 || (i == j && s.unit())) continue; // not read: stays NaN
                C64 v(rnd(), is_complex_v<T> ? rnd() : 0.0);
                if (c.fam == TRSV) v = i == j ? C64(v.real() < 0 ? v.real() - 1 : v.real() + 1, v.imag()) : v / double(c.n);
                if (c.fam == HEMV && i == j) v.imag(std::numeric_limits<double>::quiet_NaN()); // real diagonal
                Ab[at] = narrow<T>(v);
            }
        for (int64_t i = 0; i < s.xlen(); ++i) x[static_cast<size_t>(b * sx + pos(s.xlen(), c.incx, i))] = rnd_value<T>();
        if (s.mv() && !c.beta_zero)
            for (int64_t i = 0; i < s.ylen(); ++i) y[static_cast<size_t>(b * sy + pos(s.ylen(), c.incy, i))] = rnd_value<T>();
    }
    oxblas::DeviceBuffer<T> dA(A), dx(x), dy(y);
    std::vector<T*> pa, px, py;
    for (int64_t b = 0; b < batch; ++b) {
        pa.push_back(dA.data() + b * sa);
        px.push_back(dx.data() + b * sx);
        py.push_back(dy.data() + b * sy);
    }
    oxblas::DeviceBuffer<T*> dpa(pa), dpx(px), dpy(py);
    oxblas_status st = call<T>(h, c, &alpha, &beta, dA.data(), dpa.data(), sa, dx.data(), dpx.data(), sx, dy.data(),
                               dpy.data(), sy, batch);
    h.synchronize();
    CHECK(st == oxblas_status_success || st == oxblas_status_perf_degraded);
    const std::vector<T> gA = dA.download(), gx = dx.download(), gy = dy.download();
    ++checks;
    if (std::memcmp(A.data(), gA.data(), A.size() * sizeof(T)) != 0) report<T>(c, "A was written");
    if (s.mv()) {
        ++checks;
        if (std::memcmp(x.data(), gx.data(), x.size() * sizeof(T)) != 0) report<T>(c, "x was written");
    }
    const std::vector<T>& before = s.mv() ? y : x;
    const std::vector<T>& after = s.mv() ? gy : gx;
    const int64_t len = s.mv() ? s.ylen() : c.n, inc = s.mv() ? c.incy : c.incx, stride = s.mv() ? sy : sx;
    std::vector<char> written(before.size(), 0);
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < len; ++i) written[static_cast<size_t>(b * stride + pos(len, inc, i))] = 1;
    for (size_t e = 0; e < before.size(); ++e) {
        if (written[e]) continue;
        ++checks;
        if (std::memcmp(&before[e], &after[e], sizeof(T)) != 0) {
            report<T>(c, "an element outside the output changed");
            break;
        }
    }
    // Reference, per batch entry, in double precision.
    const double eps = std::is_same_v<typename RealOf<T>::type, float> ? 6e-8 : 1.2e-16;
    for (int64_t b = 0; b < batch; ++b) {
        const T* Ab = A.data() + b * sa;
        const int64_t cols = s.mv() ? s.xlen() : c.n;
        std::vector<C64> xv(static_cast<size_t>(cols)), ref(static_cast<size_t>(len));
        std::vector<double> mag(static_cast<size_t>(len), 0.0);
        for (int64_t j = 0; j < cols; ++j) xv[static_cast<size_t>(j)] = wide(x[static_cast<size_t>(b * sx + pos(cols, c.incx, j))]);
        if (c.fam == TRSV) {
            const bool lower = (c.uplo == Fill::lower) == (c.trans == Operation::none);
            for (int64_t step = 0; step < len; ++step) {
                const int64_t i = lower ? step : len - 1 - step;
                C64 acc = xv[static_cast<size_t>(i)];
                mag[static_cast<size_t>(i)] = abs1(acc);
                for (int64_t j = lower ? 0 : i + 1; j < (lower ? i : len); ++j) {
                    const C64 p = s.op(Ab, i, j) * ref[static_cast<size_t>(j)];
                    acc -= p;
                    mag[static_cast<size_t>(i)] += abs1(p);
                }
                ref[static_cast<size_t>(i)] = acc / s.op(Ab, i, i);
            }
        } else {
            for (int64_t i = 0; i < len; ++i) {
                C64 acc = 0.0;
                for (int64_t j = 0; j < cols; ++j) {
                    const C64 p = s.op(Ab, i, j) * xv[static_cast<size_t>(j)];
                    acc += p;
                    mag[static_cast<size_t>(i)] += abs1(p);
                }
                if (s.mv()) {
                    acc *= wide(alpha);
                    mag[static_cast<size_t>(i)] *= abs1(wide(alpha));
                    if (!c.beta_zero) {
                        const C64 p = wide(beta) * wide(y[static_cast<size_t>(b * sy + pos(len, c.incy, i))]);
                        acc += p;
                        mag[static_cast<size_t>(i)] += abs1(p);
                    }
                }
                ref[static_cast<size_t>(i)] = acc;
            }
        }
        for (int64_t i = 0; i < len; ++i) {
            const C64 got = wide(after[static_cast<size_t>(b * stride + pos(len, inc, i))]);
            const double tol = 8.0 * eps * double(c.m + c.n + 4) * (mag[static_cast<size_t>(i)] + abs1(ref[static_cast<size_t>(i)]));
            ++checks;
            if (!(std::fabs(got.real() - ref[static_cast<size_t>(i)].real()) <= tol && std::fabs(got.imag() - ref[static_cast<size_t>(i)].imag()) <= tol)) {
                char msg[160];
                std::snprintf(msg, sizeof msg, "batch %lld element %lld: (%.9g, %.9g), expected (%.9g, %.9g)",
                              (long long)b, (long long)i, got.real(), got.imag(), ref[static_cast<size_t>(i)].real(), ref[static_cast<size_t>(i)].imag());
                report<T>(c, msg);
                break;
            }
        }
    }
}

template <typename T>
static int run_all(oxblas::Handle& h)
{
    static const Operation TRANS[] = {Operation::none, Operation::transpose, Operation::conjugate_transpose};
    static const int64_t INCS[][2] = {{1, 1}, {-2, 3}, {3, -1}};
    int cases = 0;
    for (int form = 0; form < 3; ++form) {
        Case c{GEMV, form, Operation::none, Fill::upper, Diagonal::non_unit, 0, 0, 0, 0, 1, 1, 3, false};
        for (int t = 0; t < 3; ++t) {
            c.trans = TRANS[t];
            c.m = 9 + t;
            c.n = 6;
            c.lda = c.m + 2;
            c.incx = INCS[(t + form) % 3][0];
            c.incy = INCS[(t + form) % 3][1];
            c.beta_zero = t == 1;
            run<T>(h, c);
            ++cases;
        }
        for (Fam f : {SYMV, HEMV}) {
            if (f == HEMV && !is_complex_v<T>) continue;
            for (Fill u : {Fill::upper, Fill::lower}) {
                c.fam = f;
                c.uplo = u;
                c.trans = Operation::none;
                c.m = c.n = 11;
                c.lda = 13;
                c.incx = u == Fill::upper ? -1 : 2;
                c.incy = u == Fill::upper ? 3 : -2;
                c.beta_zero = form == 1;
                run<T>(h, c);
                ++cases;
            }
        }
        for (Fam f : {TRMV, TBMV, TPMV, TRSV})
            for (Fill u : {Fill::upper, Fill::lower})
                for (int t = 0; t < 3; ++t)
                    for (Diagonal d : {Diagonal::non_unit, Diagonal::unit}) {
                        c.fam = f;
                        c.uplo = u;
                        c.trans = TRANS[t];
                        c.diag = d;
                        c.m = c.n = 10;
                        c.k = f == TBMV ? 3 : 0;
                        c.lda = f == TBMV ? 5 : 12;
                        c.incx = INCS[(t + form) % 3][0];
                        run<T>(h, c);
                        ++cases;
                    }
    }
    return cases;
}

template <typename F>
static oxblas_status status_of(F&& f)
{
    try {
        f();
    } catch (const oxblas::Error& e) {
        return e.status();
    }
    return oxblas_status_success;
}

int main()
{
    oxblas::Handle h;
    int cases = run_all<float>(h) + run_all<double>(h) + run_all<std::complex<float>>(h) +
                run_all<std::complex<double>>(h);
    CHECK(cases == 4 * 3 * (3 + 2 + 48) + 2 * 3 * 2); // hemv for the complex types only

    // A level-1 call through the same layer (overloaded, result type picks the _i32 variant).
    {
        oxblas::DeviceBuffer<std::complex<double>> x{{3.0, 4.0}, {-1.0, 0.5}, {0.0, -6.0}};
        double r = 0;
        oxblas::asum(h, 3, x.data(), 1, &r);
        CHECK(r == 3.0 + 4.0 + 1.0 + 0.5 + 6.0);
        int64_t i64 = 0;
        int32_t i32 = 0;
        oxblas::iamax(h, 3, x.data(), 1, &i64);
        oxblas::iamax(h, 3, x.data(), 1, &i32);
        CHECK(i64 == 1 && i32 == 1);
    }

    // Errors throw Error with the status: bad enum (checked first), bad size, null pointer.
    {
        oxblas::DeviceBuffer<double> A(16), x(4), y(4);
        const double one = 1.0;
        CHECK(status_of([&] { oxblas::gemv(h, static_cast<Operation>(0), 4, 4, &one, A.data(), 4, x.data(), 1, &one, y.data(), 1); }) == oxblas_status_invalid_value);
        CHECK(status_of([&] { oxblas::trsv(h, Fill::upper, Operation::none, static_cast<Diagonal>(7), -1, A.data(), 4, x.data(), 1); }) == oxblas_status_invalid_value);
        CHECK(status_of([&] { oxblas::symv(h, Fill::lower, 4, &one, A.data(), 3, x.data(), 1, &one, y.data(), 1); }) == oxblas_status_invalid_size);
        CHECK(status_of([&] { oxblas::tbmv(h, Fill::lower, Operation::none, Diagonal::unit, 4, 1, A.data(), 4, x.data(), 0); }) == oxblas_status_invalid_size);
        CHECK(status_of([&] { oxblas::tpmv(h, Fill::lower, Operation::none, Diagonal::unit, 4, static_cast<const double*>(nullptr), x.data(), 1); }) == oxblas_status_invalid_pointer);
        try {
            oxblas::gemv(h, Operation::none, -1, 4, &one, A.data(), 4, x.data(), 1, &one, y.data(), 1);
            CHECK(false);
        } catch (const oxblas::Error& e) {
            CHECK(std::strstr(e.what(), "oxblas_dgemv") != nullptr);
        }
    }

    // Size query through the wrappers, then perf_degraded returned (not thrown) by a call given
    // one byte less than its fast path's footprint (symv: partial sums).
    {
        const int64_t n = 200;
        std::vector<double> hA(static_cast<size_t>(n * n)), hx(static_cast<size_t>(n));
        for (auto& v : hA) v = rnd();
        for (auto& v : hx) v = rnd();
        oxblas::DeviceBuffer<double> A(hA), x(hx), y(static_cast<size_t>(n));
        const double one = 1.0, zero = 0.0;
        const size_t need = oxblas::query_device_memory_size(h, [&] {
            CHECK(oxblas::symv(h, Fill::upper, n, &one, static_cast<const double*>(nullptr), n,
                               static_cast<const double*>(nullptr), 1, &zero, static_cast<double*>(nullptr), 1) ==
                  oxblas_status_size_increased);
        });
        CHECK(need == (((static_cast<size_t>(n) + 63) / 64) * static_cast<size_t>(n) * sizeof(double) + 63) / 64 * 64);
        oxblas::DeviceBuffer<unsigned char> ws(need);
        h.set_workspace(ws.data(), need);
        CHECK(oxblas::symv(h, Fill::upper, n, &one, A.data(), n, x.data(), 1, &zero, y.data(), 1) == oxblas_status_success);
        h.set_workspace(ws.data(), need - 1);
        CHECK(oxblas::symv(h, Fill::upper, n, &one, A.data(), n, x.data(), 1, &zero, y.data(), 1) == oxblas_status_perf_degraded);
        const std::vector<double> got = y.download();
        double worst = 0;
        for (int64_t i = 0; i < n; ++i) {
            double r = 0;
            for (int64_t j = 0; j < n; ++j) r += hA[static_cast<size_t>(i <= j ? i + j * n : j + i * n)] * hx[static_cast<size_t>(j)];
            worst = std::fmax(worst, std::fabs(got[static_cast<size_t>(i)] - r));
        }
        CHECK(worst < 1e-11);
        h.set_workspace(nullptr, 0);
    }

    std::printf("test_cxx_level2: %d cases, %d checks, %d failures\n", cases, checks, failures);
    return failures ? 1 : 0;
}
