/* Results of every level-1 routine (plain, batched, strided-batched; host and device pointer
 * mode; 64- and 32-bit index results) against a simple reference in C, on random non-zero data
 * with odd sizes and negative increments. Outputs are poisoned before each call. */
#include <math.h>

#include "check.h"

typedef enum { T_S, T_D, T_C, T_Z } ty;
typedef enum { OP_DOT, OP_DOTC, OP_ASUM, OP_NRM2, OP_AMAX, OP_AMIN } op_t;
static const char* TY_NAME = "sdcz";
static const char* OP_NAME[] = {"dot", "dotc", "asum", "nrm2", "iamax", "iamin"};

static size_t esize(ty t) { return t == T_S ? 4 : (t == T_Z ? 16 : 8); }

static void put(ty t, void* buf, size_t i, double re, double im)
{
    switch (t) {
    case T_S: ((float*)buf)[i] = (float)re; break;
    case T_D: ((double*)buf)[i] = re; break;
    case T_C: ((float*)buf)[2 * i] = (float)re; ((float*)buf)[2 * i + 1] = (float)im; break;
    case T_Z: ((double*)buf)[2 * i] = re; ((double*)buf)[2 * i + 1] = im; break;
    }
}

static void get(ty t, const void* buf, size_t i, double* re, double* im)
{
    *im = 0.0;
    switch (t) {
    case T_S: *re = ((const float*)buf)[i]; break;
    case T_D: *re = ((const double*)buf)[i]; break;
    case T_C: *re = ((const float*)buf)[2 * i]; *im = ((const float*)buf)[2 * i + 1]; break;
    case T_Z: *re = ((const double*)buf)[2 * i]; *im = ((const double*)buf)[2 * i + 1]; break;
    }
}

/* Element i of a vector: negative increments walk backwards, 0 repeats element 0. */
static size_t elem(int64_t n, int64_t inc, int64_t i)
{
    if (inc >= 0) return (size_t)(i * inc);
    return (size_t)((n - 1 - i) * -inc);
}

/* Reference result of one vector (pair): re/im for values, idx for index ops. */
static void reference(op_t op, ty t, int64_t n, const void* x, int64_t incx, const void* y,
                      int64_t incy, double* re, double* im, int64_t* idx)
{
    int64_t i;
    double best = 0.0;
    *re = *im = 0.0;
    *idx = 0;
    if (n <= 0) return;
    if (op != OP_DOT && op != OP_DOTC && incx <= 0) return;
    for (i = 0; i < n; ++i) {
        double xr, xi, yr, yi, m;
        get(t, x, elem(n, incx, i), &xr, &xi);
        switch (op) {
        case OP_DOT:
        case OP_DOTC:
            get(t, y, elem(n, incy, i), &yr, &yi);
            if (op == OP_DOTC) xi = -xi;
            *re += xr * yr - xi * yi;
            *im += xr * yi + xi * yr;
            break;
        case OP_ASUM: *re += fabs(xr) + fabs(xi); break;
        case OP_NRM2: *re += xr * xr + xi * xi; break;
        case OP_AMAX:
        case OP_AMIN:
            m = fabs(xr) + fabs(xi);
            if (i == 0 || (op == OP_AMAX ? m > best : m < best)) {
                best = m;
                *idx = i + 1;
            }
            break;
        }
    }
    if (op == OP_NRM2) *re = sqrt(*re);
}

/* ------------------------------------------------------------------ dispatch to the C API */

#define DOT_FORMS(fn, T)                                                                          \
    switch (form) {                                                                               \
    case 0: return fn(h, n, (const T*)x, incx, (const T*)y, incy, (T*)res);                       \
    case 1: return fn##_batched(h, n, (const T* const*)xs, incx, (const T* const*)ys, incy, batch, (T*)res); \
    default: return fn##_strided_batched(h, n, (const T*)x, incx, sx, (const T*)y, incy, sy, batch, (T*)res); \
    }

#define ONE_FORMS(fn, T, R, SFX)                                                                  \
    switch (form) {                                                                               \
    case 0: return fn##SFX(h, n, (const T*)x, incx, (R*)res);                                     \
    case 1: return fn##_batched##SFX(h, n, (const T* const*)xs, incx, batch, (R*)res);            \
    default: return fn##_strided_batched##SFX(h, n, (const T*)x, incx, sx, batch, (R*)res);       \
    }

static int use_plain_cdot = 0; /* oxblas_cdot / zdot instead of dotu */

static oxblas_status call(op_t op, ty t, int form, int idx32, oxblas_handle h, int64_t n,
                          const void* x, const void* const* xs, int64_t incx, int64_t sx,
                          const void* y, const void* const* ys, int64_t incy, int64_t sy,
                          int64_t batch, void* res)
{
    switch (op) {
    case OP_DOT:
    case OP_DOTC:
        switch (t) {
        case T_S: DOT_FORMS(oxblas_sdot, float)
        case T_D: DOT_FORMS(oxblas_ddot, double)
        case T_C:
            if (op == OP_DOTC) { DOT_FORMS(oxblas_cdotc, oxblas_float_complex) }
            if (use_plain_cdot) { DOT_FORMS(oxblas_cdot, oxblas_float_complex) }
            DOT_FORMS(oxblas_cdotu, oxblas_float_complex)
        case T_Z:
            if (op == OP_DOTC) { DOT_FORMS(oxblas_zdotc, oxblas_double_complex) }
            if (use_plain_cdot) { DOT_FORMS(oxblas_zdot, oxblas_double_complex) }
            DOT_FORMS(oxblas_zdotu, oxblas_double_complex)
        }
        break;
    case OP_ASUM:
        switch (t) {
        case T_S: ONE_FORMS(oxblas_sasum, float, float, )
        case T_D: ONE_FORMS(oxblas_dasum, double, double, )
        case T_C: ONE_FORMS(oxblas_scasum, oxblas_float_complex, float, )
        case T_Z: ONE_FORMS(oxblas_dzasum, oxblas_double_complex, double, )
        }
        break;
    case OP_NRM2:
        switch (t) {
        case T_S: ONE_FORMS(oxblas_snrm2, float, float, )
        case T_D: ONE_FORMS(oxblas_dnrm2, double, double, )
        case T_C: ONE_FORMS(oxblas_scnrm2, oxblas_float_complex, float, )
        case T_Z: ONE_FORMS(oxblas_dznrm2, oxblas_double_complex, double, )
        }
        break;
    case OP_AMAX:
        if (idx32) {
            switch (t) {
            case T_S: ONE_FORMS(oxblas_isamax, float, int32_t, _i32)
            case T_D: ONE_FORMS(oxblas_idamax, double, int32_t, _i32)
            case T_C: ONE_FORMS(oxblas_icamax, oxblas_float_complex, int32_t, _i32)
            case T_Z: ONE_FORMS(oxblas_izamax, oxblas_double_complex, int32_t, _i32)
            }
        }
        switch (t) {
        case T_S: ONE_FORMS(oxblas_isamax, float, int64_t, )
        case T_D: ONE_FORMS(oxblas_idamax, double, int64_t, )
        case T_C: ONE_FORMS(oxblas_icamax, oxblas_float_complex, int64_t, )
        case T_Z: ONE_FORMS(oxblas_izamax, oxblas_double_complex, int64_t, )
        }
        break;
    case OP_AMIN:
        if (idx32) {
            switch (t) {
            case T_S: ONE_FORMS(oxblas_isamin, float, int32_t, _i32)
            case T_D: ONE_FORMS(oxblas_idamin, double, int32_t, _i32)
            case T_C: ONE_FORMS(oxblas_icamin, oxblas_float_complex, int32_t, _i32)
            case T_Z: ONE_FORMS(oxblas_izamin, oxblas_double_complex, int32_t, _i32)
            }
        }
        switch (t) {
        case T_S: ONE_FORMS(oxblas_isamin, float, int64_t, )
        case T_D: ONE_FORMS(oxblas_idamin, double, int64_t, )
        case T_C: ONE_FORMS(oxblas_icamin, oxblas_float_complex, int64_t, )
        case T_Z: ONE_FORMS(oxblas_izamin, oxblas_double_complex, int64_t, )
        }
        break;
    }
    return oxblas_status_internal_error;
}

/* ------------------------------------------------------------------ one case */

static size_t result_bytes(op_t op, ty t, int idx32)
{
    if (op == OP_AMAX || op == OP_AMIN) return idx32 ? 4 : 8;
    if (op == OP_ASUM || op == OP_NRM2) return (t == T_S || t == T_C) ? 4 : 8;
    return esize(t);
}

static int run_case(oxblas_handle h, op_t op, ty t, int form, int idx32, int device_mode,
                    int64_t n, int64_t incx, int64_t incy, int64_t batch)
{
    int64_t ax = incx < 0 ? -incx : incx, ay = incy < 0 ? -incy : incy;
    int64_t spanx = n > 0 ? 1 + (n - 1) * ax : 1, spany = n > 0 ? 1 + (n - 1) * ay : 1;
    int64_t sx = spanx + 3, sy = spany + 5; /* odd strides with gaps */
    size_t es = esize(t), rb = result_bytes(op, t, idx32);
    size_t nx = (size_t)(sx * batch), ny = (size_t)(sy * batch), i;
    int64_t b;
    int bad = 0;
    unsigned char* hx = (unsigned char*)malloc(nx * es);
    unsigned char* hy = (unsigned char*)malloc(ny * es);
    unsigned char* hres = (unsigned char*)malloc((size_t)batch * rb);
    void *dx, *dy, *dres = NULL, **dxs, **dys;
    const void** pxs = (const void**)malloc((size_t)batch * sizeof(void*));
    const void** pys = (const void**)malloc((size_t)batch * sizeof(void*));
    oxblas_status st;

    for (i = 0; i < nx; ++i) put(t, hx, i, oxt_rand(), oxt_rand());
    for (i = 0; i < ny; ++i) put(t, hy, i, oxt_rand(), oxt_rand());
    dx = oxt_upload(hx, nx * es);
    dy = oxt_upload(hy, ny * es);
    for (b = 0; b < batch; ++b) {
        pxs[b] = (const unsigned char*)dx + (size_t)(b * sx) * es;
        pys[b] = (const unsigned char*)dy + (size_t)(b * sy) * es;
    }
    dxs = (void**)oxt_upload(pxs, (size_t)batch * sizeof(void*));
    dys = (void**)oxt_upload(pys, (size_t)batch * sizeof(void*));

    memset(hres, 0xA5, (size_t)batch * rb); /* poison */
    if (device_mode) {
        dres = oxt_upload(hres, (size_t)batch * rb);
        REQUIRE(oxblas_set_pointer_mode(h, oxblas_pointer_mode_device));
    }
    st = call(op, t, form, idx32, h, n, dx, (const void* const*)dxs, incx, sx, dy,
              (const void* const*)dys, incy, sy, form == 0 ? 1 : batch, device_mode ? dres : hres);
    if (device_mode) {
        REQUIRE(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));
        REQUIRE(oxblas_stream_synchronize(NULL));
        REQUIRE(oxblas_memcpy_device_to_host(hres, dres, (size_t)batch * rb));
    }
    ++oxt_checks;
    if (st != oxblas_status_success && st != oxblas_status_perf_degraded) {
        fprintf(stderr, "%c%s form %d: %s (%s)\n", TY_NAME[t], OP_NAME[op], form, oxblas_status_name(st),
                oxblas_get_last_error_message());
        ++oxt_failures;
        bad = 1;
    }
    for (b = 0; !bad && b < (form == 0 ? 1 : batch); ++b) {
        double re, im, got_re = 0, got_im = 0, tol, mag = 0;
        int64_t idx, got_idx = 0;
        reference(op, t, n, hx + (size_t)(b * sx) * es, incx, hy + (size_t)(b * sy) * es, incy, &re, &im, &idx);
        if (op == OP_AMAX || op == OP_AMIN) {
            if (idx32) got_idx = ((int32_t*)hres)[b];
            else got_idx = ((int64_t*)hres)[b];
            ++oxt_checks;
            if (got_idx != idx) {
                fprintf(stderr, "%c%s%s form %d n %lld inc %lld batch %lld: index %lld, expected %lld\n",
                        TY_NAME[t], OP_NAME[op], idx32 ? "_i32" : "", form, (long long)n, (long long)incx,
                        (long long)b, (long long)got_idx, (long long)idx);
                ++oxt_failures;
            }
            continue;
        }
        if (op == OP_ASUM || op == OP_NRM2) {
            if (t == T_S || t == T_C) got_re = ((float*)hres)[b];
            else got_re = ((double*)hres)[b];
        } else {
            get(t, hres, (size_t)b, &got_re, &got_im);
        }
        /* tolerance relative to the sum of magnitudes (dot cancels) */
        mag = (double)(n > 0 ? n : 1) * 1.0;
        tol = ((t == T_S || t == T_C) ? 2e-5 : 1e-12) * (mag + fabs(re) + fabs(im));
        ++oxt_checks;
        if (!(fabs(got_re - re) <= tol && fabs(got_im - im) <= tol)) {
            fprintf(stderr, "%c%s form %d dev %d n %lld incx %lld incy %lld batch %lld: (%.17g, %.17g), expected (%.17g, %.17g)\n",
                    TY_NAME[t], OP_NAME[op], form, device_mode, (long long)n, (long long)incx, (long long)incy,
                    (long long)b, got_re, got_im, re, im);
            ++oxt_failures;
        }
    }
    REQUIRE(oxblas_free(dx));
    REQUIRE(oxblas_free(dy));
    REQUIRE(oxblas_free(dxs));
    REQUIRE(oxblas_free(dys));
    REQUIRE(oxblas_free(dres));
    free(hx);
    free(hy);
    free(hres);
    free(pxs);
    free(pys);
    return !bad;
}

int main(void)
{
    static const int64_t sizes[] = {1, 7, 33, 1001, 40001};
    static const int64_t incs[][2] = {{1, 1}, {3, -2}, {-1, 2}, {-3, -1}, {2, 0}};
    oxblas_handle h;
    int t, op, form, s, k, dev, idx32;

    REQUIRE(oxblas_create_handle(&h));
    for (t = T_S; t <= T_Z; ++t)
        for (op = OP_DOT; op <= OP_AMIN; ++op)
            for (s = 0; s < 5; ++s)
                for (k = 0; k < 5; ++k) {
                    int64_t n = sizes[s], incx = incs[k][0], incy = incs[k][1];
                    if (op != OP_DOT && op != OP_DOTC && incy == 0) continue;
                    if (sizes[s] == 40001 && k > 1) continue; /* keep it quick */
                    for (form = 0; form < 3; ++form) {
                        int64_t batch = form == 0 ? 1 : 3;
                        dev = (s + k + form) % 2;
                        idx32 = (op == OP_AMAX || op == OP_AMIN) && ((s + form) % 2);
                        run_case(h, (op_t)op, (ty)t, form, idx32, dev, n, incx, incy, batch);
                    }
                }
    /* oxblas_cdot / oxblas_zdot are the unconjugated dot */
    use_plain_cdot = 1;
    run_case(h, OP_DOT, T_C, 0, 0, 0, 33, 1, -1, 1);
    run_case(h, OP_DOT, T_Z, 2, 0, 1, 17, -2, 1, 4);
    use_plain_cdot = 0;

    /* Non-positive increments of single-vector ops give 0; n == 0 gives 0 (poison overwritten). */
    {
        int64_t r64 = -7;
        double r = -1.0;
        float rs[3] = {-1, -1, -1};
        double x[4] = {1, 2, 3, 4};
        void* dx = oxt_upload(x, sizeof x);
        OK(oxblas_dasum(h, 4, (const double*)dx, 0, &r));
        CHECK(r == 0.0);
        OK(oxblas_idamax(h, 4, (const double*)dx, -1, &r64));
        CHECK(r64 == 0);
        r = -1;
        OK(oxblas_ddot(h, 0, (const double*)dx, 1, (const double*)dx, 1, &r));
        CHECK(r == 0.0);
        OK(oxblas_snrm2_strided_batched(h, 0, NULL, 1, 4, 3, rs));
        CHECK(rs[0] == 0 && rs[1] == 0 && rs[2] == 0);
        REQUIRE(oxblas_free(dx));
    }
    /* nrm2 does not overflow or underflow */
    {
        double x[3] = {3e200, 4e200, 0}, y[2] = {3e-200, 4e-200}, r = 0;
        void* dx = oxt_upload(x, sizeof x);
        void* dy = oxt_upload(y, sizeof y);
        OK(oxblas_dnrm2(h, 2, (const double*)dx, 1, &r));
        CHECK(fabs(r - 5e200) <= 1e188);
        OK(oxblas_dnrm2(h, 2, (const double*)dy, 1, &r));
        CHECK(fabs(r - 5e-200) <= 1e-212);
        REQUIRE(oxblas_free(dx));
        REQUIRE(oxblas_free(dy));
    }
    REQUIRE(oxblas_destroy_handle(h));
    return oxt_finish("test_routines");
}
