/* Results of every level-2 routine through the C API: gemv (N/T/C), symv, hemv, trmv, tbmv,
 * tpmv, trsv; s/d/c/z; plain, batched (device pointer arrays) and strided-batched; alpha/beta
 * from host and device memory; every uplo/trans/diag; odd sizes, lda > rows, negative
 * increments. The routines are called through the generated dispatch table (oxt_routines), so a
 * routine added to the table is found by its family name. Each result is compared with a
 * reference computed here in double precision; every element a routine must not read (the
 * other triangle, the unit diagonal, the imaginary part of a Hermitian diagonal, outside the
 * band, lda padding) is NaN, so reading it shows up in the result, and every element it must not
 * write (between increments, between strided batches, the inputs) is checked bit for bit. */
#include <math.h>

#include "check.h"
#include "routines_table.inc"

typedef enum { T_S, T_D, T_C, T_Z } ty;
typedef enum { F_GEMV, F_SYMV, F_HEMV, F_TRMV, F_TBMV, F_TPMV, F_TRSV } fam_t;
static const char* FAM[] = {"gemv", "symv", "hemv", "trmv", "tbmv", "tpmv", "trsv"};
static const char* VARIANT[] = {"", "_batched", "_strided_batched"};
static const char PREC[] = "sdcz";

typedef struct { double re, im; } cplx;

static size_t esize(ty t) { return t == T_S ? 4 : (t == T_Z ? 16 : 8); }
static int is_complex(ty t) { return t == T_C || t == T_Z; }

static void put(ty t, void* buf, size_t i, double re, double im)
{
    switch (t) {
    case T_S: ((float*)buf)[i] = (float)re; break;
    case T_D: ((double*)buf)[i] = re; break;
    case T_C: ((float*)buf)[2 * i] = (float)re; ((float*)buf)[2 * i + 1] = (float)im; break;
    case T_Z: ((double*)buf)[2 * i] = re; ((double*)buf)[2 * i + 1] = im; break;
    }
}

static cplx get(ty t, const void* buf, size_t i)
{
    cplx v = {0.0, 0.0};
    switch (t) {
    case T_S: v.re = ((const float*)buf)[i]; break;
    case T_D: v.re = ((const double*)buf)[i]; break;
    case T_C: v.re = ((const float*)buf)[2 * i]; v.im = ((const float*)buf)[2 * i + 1]; break;
    case T_Z: v.re = ((const double*)buf)[2 * i]; v.im = ((const double*)buf)[2 * i + 1]; break;
    }
    return v;
}

static cplx cmul(cplx a, cplx b)
{
    cplx r;
    r.re = a.re * b.re - a.im * b.im;
    r.im = a.re * b.im + a.im * b.re;
    return r;
}
static cplx cdivide(cplx a, cplx b)
{
    double d = b.re * b.re + b.im * b.im;
    cplx r;
    r.re = (a.re * b.re + a.im * b.im) / d;
    r.im = (a.im * b.re - a.re * b.im) / d;
    return r;
}
static cplx conjugate(cplx a) { a.im = -a.im; return a; }
static double cabs1(cplx a) { return fabs(a.re) + fabs(a.im); }

/* One call: the routine, its arguments, the batch layout. */
typedef struct {
    fam_t fam;
    ty t;
    int form, dev; /* dev: alpha and beta in device memory */
    oxblas_operation trans;
    oxblas_fill uplo;
    oxblas_diagonal diag;
    int64_t m, n, k, lda, incx, incy, batch;
    cplx alpha, beta;
} l2case;

static int64_t iabs64(int64_t v) { return v < 0 ? -v : v; }
static int64_t span(int64_t len, int64_t inc) { return len > 0 ? 1 + (len - 1) * iabs64(inc) : 1; }
/* Position of element i of a vector of `len` elements (negative increments walk backwards). */
static int64_t pos(int64_t len, int64_t inc, int64_t i) { return inc > 0 ? i * inc : (len - 1 - i) * -inc; }

static int is_gemv(const l2case* c) { return c->fam == F_GEMV; }
static int is_mv(const l2case* c) { return c->fam <= F_HEMV; } /* y = alpha A x + beta y */
static int64_t xlen(const l2case* c) { return is_gemv(c) && c->trans != oxblas_operation_none ? c->m : c->n; }
static int64_t ylen(const l2case* c) { return is_gemv(c) && c->trans == oxblas_operation_none ? c->m : c->n; }
/* Elements of one matrix (storage). */
static int64_t asize(const l2case* c)
{
    if (c->fam == F_TPMV) return c->n * (c->n + 1) / 2;
    return c->lda * c->n;
}
static int upper(const l2case* c) { return c->uplo == oxblas_fill_upper; }
static int unit(const l2case* c) { return c->fam >= F_TRMV && c->diag == oxblas_diagonal_unit; }

/* Storage index of logical element (i, j) of A, or -1 when A(i, j) is not stored (read). */
static int64_t stored(const l2case* c, int64_t i, int64_t j)
{
    switch (c->fam) {
    case F_GEMV: return i + j * c->lda;
    case F_TBMV:
        if (upper(c)) return (i <= j && j - i <= c->k) ? (c->k + i - j) + j * c->lda : -1;
        return (i >= j && i - j <= c->k) ? (i - j) + j * c->lda : -1;
    case F_TPMV:
        if (upper(c)) return i <= j ? i + j * (j + 1) / 2 : -1;
        return i >= j ? i + (2 * c->n - j - 1) * j / 2 : -1;
    default: return (upper(c) ? i <= j : i >= j) ? i + j * c->lda : -1;
    }
}

/* Logical A(i, j) as the routine must see it. */
static cplx aval(const l2case* c, const unsigned char* A, int64_t i, int64_t j)
{
    cplx zero = {0.0, 0.0}, one = {1.0, 0.0}, v;
    int64_t s;
    if (unit(c) && i == j) return one;
    s = stored(c, i, j);
    if (c->fam == F_SYMV || c->fam == F_HEMV) {
        if (s < 0) {
            v = get(c->t, A, (size_t)stored(c, j, i));
            return c->fam == F_HEMV ? conjugate(v) : v;
        }
        v = get(c->t, A, (size_t)s);
        if (c->fam == F_HEMV && i == j) v.im = 0.0;
        return v;
    }
    return s < 0 ? zero : get(c->t, A, (size_t)s);
}

static cplx opval(const l2case* c, const unsigned char* A, int64_t i, int64_t j)
{
    if (c->fam == F_SYMV || c->fam == F_HEMV) return aval(c, A, i, j);
    if (c->trans == oxblas_operation_none) return aval(c, A, i, j);
    if (c->trans == oxblas_operation_transpose) return aval(c, A, j, i);
    return conjugate(aval(c, A, j, i));
}

/* Reference result of one batch entry into `out` (ylen or n values); `mag` gets the sum of the
 * magnitudes of the terms of each element (the scale of its rounding error). */
static void reference(const l2case* c, const unsigned char* A, const unsigned char* x,
                      const unsigned char* y, cplx* out, double* mag)
{
    int64_t i, j, rows = is_mv(c) ? ylen(c) : c->n, cols = is_mv(c) ? xlen(c) : c->n;
    cplx* xv = (cplx*)malloc((size_t)(cols > 0 ? cols : 1) * sizeof(cplx));
    for (j = 0; j < cols; ++j) xv[j] = get(c->t, x, (size_t)pos(cols, c->incx, j));
    if (c->fam == F_TRSV) {
        int lower = (c->uplo == oxblas_fill_lower) == (c->trans == oxblas_operation_none);
        int64_t step;
        for (step = 0; step < rows; ++step) {
            cplx s;
            i = lower ? step : rows - 1 - step;
            s = xv[i];
            mag[i] = cabs1(s);
            for (j = 0; j < rows; ++j) {
                cplx p;
                if (j == i || (lower ? j > i : j < i)) continue;
                p = cmul(opval(c, A, i, j), out[j]);
                s.re -= p.re;
                s.im -= p.im;
                mag[i] += cabs1(p);
            }
            out[i] = cdivide(s, opval(c, A, i, i));
        }
        free(xv);
        return;
    }
    for (i = 0; i < rows; ++i) {
        cplx s = {0.0, 0.0};
        double m = 0.0;
        for (j = 0; j < cols; ++j) {
            cplx p = cmul(opval(c, A, i, j), xv[j]);
            s.re += p.re;
            s.im += p.im;
            m += cabs1(p);
        }
        if (is_mv(c)) {
            s = cmul(c->alpha, s);
            m *= cabs1(c->alpha);
            if (c->beta.re != 0.0 || c->beta.im != 0.0) {
                cplx p = cmul(c->beta, get(c->t, y, (size_t)pos(rows, c->incy, i)));
                s.re += p.re;
                s.im += p.im;
                m += cabs1(p);
            }
        }
        out[i] = s;
        mag[i] = m;
    }
    free(xv);
}

/* Fill one matrix: stored elements random, everything else NaN. trsv gets a well-conditioned
 * matrix (small off-diagonal, diagonal of magnitude 1..2). */
static void fill_matrix(const l2case* c, unsigned char* A)
{
    int64_t i, j, e;
    for (e = 0; e < asize(c); ++e) put(c->t, A, (size_t)e, NAN, NAN);
    for (j = 0; j < c->n; ++j) {
        int64_t rows = is_gemv(c) ? c->m : c->n;
        for (i = 0; i < rows; ++i) {
            int64_t s = stored(c, i, j);
            double re = oxt_rand(), im = oxt_rand();
            if (s < 0) continue;
            if (i == j && unit(c)) continue; /* not read: stays NaN */
            if (c->fam == F_TRSV) {
                if (i == j) {
                    re = re < 0 ? re - 1.0 : re + 1.0;
                } else {
                    re /= (double)c->n;
                    im /= (double)c->n;
                }
            }
            if (c->fam == F_HEMV && i == j) im = NAN; /* a Hermitian diagonal is real */
            put(c->t, A, (size_t)s, re, is_complex(c->t) ? im : 0.0);
        }
    }
}

/* Bit-for-bit equality of element e of two buffers. */
static int same_bits(ty t, const unsigned char* a, const unsigned char* b, int64_t e)
{
    return memcmp(a + (size_t)e * esize(t), b + (size_t)e * esize(t), esize(t)) == 0;
}

static void describe(const l2case* c, char* buf, size_t len)
{
    snprintf(buf, len, "%c%s%s trans %d uplo %d diag %d m %lld n %lld k %lld lda %lld incx %lld incy %lld batch %lld dev %d",
             PREC[c->t], FAM[c->fam], VARIANT[c->form], (int)c->trans, (int)c->uplo, (int)c->diag,
             (long long)c->m, (long long)c->n, (long long)c->k, (long long)c->lda, (long long)c->incx,
             (long long)c->incy, (long long)c->batch, c->dev);
}

static void fail(const l2case* c, const char* what)
{
    char d[256];
    describe(c, d, sizeof d);
    ++oxt_failures;
    fprintf(stderr, "%s: %s\n", d, what);
}

/* Run one case: build the operands, call the routine, check the result and the untouched
 * elements. */
static void run_case(oxblas_handle h, l2case c)
{
    char name[64];
    const oxt_routine* r;
    int64_t batch = c.form == 0 ? 1 : c.batch, b, i, e;
    int64_t xs = span(xlen(&c), c.incx), ys = span(ylen(&c), c.incy);
    int64_t sa = asize(&c) + 5, sx = xs + 3, sy = ys + 2; /* strides with poisoned gaps */
    int64_t out_len = is_mv(&c) ? ylen(&c) : c.n, out_inc = is_mv(&c) ? c.incy : c.incx;
    int64_t out_stride = is_mv(&c) ? sy : sx, out_total = out_stride * batch;
    size_t es = esize(c.t), na = (size_t)(sa * batch), nx = (size_t)(sx * batch), ny = (size_t)(sy * batch);
    unsigned char *hA = (unsigned char*)malloc(na * es), *hx = (unsigned char*)malloc(nx * es);
    unsigned char *hy = (unsigned char*)malloc(ny * es), *gA = (unsigned char*)malloc(na * es);
    unsigned char *gx = (unsigned char*)malloc(nx * es), *gy = (unsigned char*)malloc(ny * es);
    unsigned char *hout, *gout;
    unsigned char* written = (unsigned char*)calloc((size_t)out_total, 1);
    void *dA, *dx, *dy, *dAs, *dxs, *dys, *dalpha = NULL, *dbeta = NULL;
    void** pa = (void**)malloc((size_t)batch * sizeof(void*));
    void** px = (void**)malloc((size_t)batch * sizeof(void*));
    void** py = (void**)malloc((size_t)batch * sizeof(void*));
    double halpha[2], hbeta[2]; /* one element of any type */
    cplx* ref = (cplx*)malloc((size_t)(out_len > 0 ? out_len : 1) * sizeof(cplx));
    double* mag = (double*)malloc((size_t)(out_len > 0 ? out_len : 1) * sizeof(double));
    oxt_args a;
    oxblas_status st;

    snprintf(name, sizeof name, "oxblas_%c%s%s", PREC[c.t], FAM[c.fam], VARIANT[c.form]);
    r = oxt_find(name);
    ++oxt_checks;
    if (!r) {
        fail(&c, "not in the routine table");
        return;
    }

    /* Operands: poison everything, then the elements the routine reads. beta = 0 leaves y NaN
     * (it must not be read). */
    for (e = 0; e < (int64_t)na; ++e) put(c.t, hA, (size_t)e, NAN, NAN);
    for (e = 0; e < (int64_t)nx; ++e) put(c.t, hx, (size_t)e, NAN, NAN);
    for (e = 0; e < (int64_t)ny; ++e) put(c.t, hy, (size_t)e, NAN, NAN);
    for (b = 0; b < batch; ++b) {
        fill_matrix(&c, hA + (size_t)(b * sa) * es);
        for (i = 0; i < xlen(&c); ++i)
            put(c.t, hx, (size_t)(b * sx + pos(xlen(&c), c.incx, i)), oxt_rand(), oxt_rand());
        if (is_mv(&c) && (c.beta.re != 0.0 || c.beta.im != 0.0))
            for (i = 0; i < ylen(&c); ++i)
                put(c.t, hy, (size_t)(b * sy + pos(ylen(&c), c.incy, i)), oxt_rand(), oxt_rand());
        for (i = 0; i < out_len; ++i) written[b * out_stride + pos(out_len, out_inc, i)] = 1;
    }
    put(c.t, halpha, 0, c.alpha.re, c.alpha.im);
    put(c.t, hbeta, 0, c.beta.re, c.beta.im);
    /* The reference sees the scalars rounded to the element type. */
    c.alpha = get(c.t, halpha, 0);
    c.beta = get(c.t, hbeta, 0);

    dA = oxt_upload(hA, na * es);
    dx = oxt_upload(hx, nx * es);
    dy = oxt_upload(hy, ny * es);
    for (b = 0; b < batch; ++b) {
        pa[b] = (unsigned char*)dA + (size_t)(b * sa) * es;
        px[b] = (unsigned char*)dx + (size_t)(b * sx) * es;
        py[b] = (unsigned char*)dy + (size_t)(b * sy) * es;
    }
    dAs = oxt_upload(pa, (size_t)batch * sizeof(void*));
    dxs = oxt_upload(px, (size_t)batch * sizeof(void*));
    dys = oxt_upload(py, (size_t)batch * sizeof(void*));

    memset(&a, 0, sizeof a);
    a.handle = h;
    a.trans = c.trans;
    a.uplo = c.uplo;
    a.diag = c.diag;
    a.m = c.m;
    a.n = c.n;
    a.k = c.k;
    a.lda = c.lda;
    a.incx = c.incx;
    a.incy = c.incy;
    a.batch_count = batch;
    a.A = a.AP = dA;
    a.A_array = a.AP_array = (void* const*)dAs;
    a.x = dx;
    a.x_array = (void* const*)dxs;
    a.y = dy;
    a.y_array = (void* const*)dys;
    a.stride_a = a.stride_ap = sa;
    a.stride_x = sx;
    a.stride_y = sy;
    if (c.dev) {
        dalpha = oxt_upload(halpha, es);
        dbeta = oxt_upload(hbeta, es);
        a.alpha = dalpha;
        a.beta = dbeta;
        REQUIRE(oxblas_set_pointer_mode(h, oxblas_pointer_mode_device));
    } else {
        a.alpha = halpha;
        a.beta = hbeta;
    }
    st = r->fn(&a);
    if (c.dev) REQUIRE(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));
    REQUIRE(oxblas_stream_synchronize(NULL));
    REQUIRE(oxblas_memcpy_device_to_host(gA, dA, na * es));
    REQUIRE(oxblas_memcpy_device_to_host(gx, dx, nx * es));
    REQUIRE(oxblas_memcpy_device_to_host(gy, dy, ny * es));

    ++oxt_checks;
    if (st != oxblas_status_success && st != oxblas_status_perf_degraded) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s (%s)", oxblas_status_name(st), oxblas_get_last_error_message());
        fail(&c, msg);
        goto done;
    }
    /* Inputs untouched, bit for bit (NaNs included). */
    ++oxt_checks;
    if (memcmp(hA, gA, na * es) != 0) fail(&c, "A was written");
    if (is_mv(&c)) {
        ++oxt_checks;
        if (memcmp(hx, gx, nx * es) != 0) fail(&c, "x was written");
    }
    hout = is_mv(&c) ? hy : hx;
    gout = is_mv(&c) ? gy : gx;
    /* Output: between increments and batches untouched; the vector equal to the reference. */
    for (e = 0; e < out_total; ++e) {
        if (written[e]) continue;
        ++oxt_checks;
        if (!same_bits(c.t, hout, gout, e)) {
            char msg[96];
            snprintf(msg, sizeof msg, "element %lld (not part of the output) changed", (long long)e);
            fail(&c, msg);
            break;
        }
    }
    for (b = 0; b < batch; ++b) {
        double eps = (c.t == T_S || c.t == T_C) ? 6e-8 : 1.2e-16;
        reference(&c, hA + (size_t)(b * sa) * es, hx + (size_t)(b * sx) * es, hy + (size_t)(b * sy) * es, ref, mag);
        for (i = 0; i < out_len; ++i) {
            cplx got = get(c.t, gout, (size_t)(b * out_stride + pos(out_len, out_inc, i)));
            double tol = 8.0 * eps * (double)(c.m + c.n + 4) * (mag[i] + cabs1(ref[i]));
            ++oxt_checks;
            if (!(fabs(got.re - ref[i].re) <= tol && fabs(got.im - ref[i].im) <= tol)) {
                char msg[200];
                snprintf(msg, sizeof msg, "batch %lld element %lld: (%.9g, %.9g), expected (%.9g, %.9g)",
                         (long long)b, (long long)i, got.re, got.im, ref[i].re, ref[i].im);
                fail(&c, msg);
                break;
            }
        }
    }
done:
    REQUIRE(oxblas_free(dA));
    REQUIRE(oxblas_free(dx));
    REQUIRE(oxblas_free(dy));
    REQUIRE(oxblas_free(dAs));
    REQUIRE(oxblas_free(dxs));
    REQUIRE(oxblas_free(dys));
    REQUIRE(oxblas_free(dalpha));
    REQUIRE(oxblas_free(dbeta));
    free(hA); free(hx); free(hy); free(gA); free(gx); free(gy);
    free(written); free(pa); free(px); free(py); free(ref); free(mag);
}

static const int64_t INCS[][2] = {{1, 1}, {-2, 3}, {3, -1}, {1, -2}};

/* Quick returns: n == 0 or batch_count == 0 write nothing; alpha = 0 and beta = 1 from the host
 * leave y as it is (even with A and x NaN). */
static void test_quick_returns(oxblas_handle h)
{
    double A[12], x[4], y[4], y0[4], alpha = 0.0, beta = 1.0;
    void *dA, *dx, *dy;
    int i;
    for (i = 0; i < 12; ++i) A[i] = NAN;
    for (i = 0; i < 4; ++i) {
        x[i] = NAN;
        y[i] = y0[i] = oxt_rand();
    }
    dA = oxt_upload(A, sizeof A);
    dx = oxt_upload(x, sizeof x);
    dy = oxt_upload(y, sizeof y);
    OK(oxblas_dgemv(h, oxblas_operation_none, 3, 4, &alpha, (const double*)dA, 3, (const double*)dx, 1, &beta, (double*)dy, 1));
    OK(oxblas_dsymv(h, oxblas_fill_upper, 3, &alpha, (const double*)dA, 3, (const double*)dx, 1, &beta, (double*)dy, 1));
    beta = 0.0;
    OK(oxblas_dgemv(h, oxblas_operation_transpose, 0, 4, &alpha, (const double*)dA, 1, (const double*)dx, 1, &beta, (double*)dy, 1));
    OK(oxblas_dgemv_strided_batched(h, oxblas_operation_none, 3, 4, &alpha, (const double*)dA, 3, 12, (const double*)dx, 1, 4, &beta, (double*)dy, 1, 4, 0));
    OK(oxblas_dtrmv(h, oxblas_fill_lower, oxblas_operation_none, oxblas_diagonal_non_unit, 0, (const double*)dA, 1, (double*)dy, 1));
    OK(oxblas_dtrsv_strided_batched(h, oxblas_fill_lower, oxblas_operation_none, oxblas_diagonal_non_unit, 3, (const double*)dA, 3, 9, (double*)dy, 1, 3, 0));
    OK(oxblas_dtbmv(h, oxblas_fill_upper, oxblas_operation_none, oxblas_diagonal_unit, 0, 2, (const double*)dA, 3, (double*)dy, 1));
    OK(oxblas_dtpmv(h, oxblas_fill_upper, oxblas_operation_none, oxblas_diagonal_unit, 0, (const double*)dA, (double*)dy, 1));
    REQUIRE(oxblas_stream_synchronize(NULL));
    REQUIRE(oxblas_memcpy_device_to_host(y, dy, sizeof y));
    CHECK(memcmp(y, y0, sizeof y) == 0);
    REQUIRE(oxblas_free(dA));
    REQUIRE(oxblas_free(dx));
    REQUIRE(oxblas_free(dy));
}

int main(void)
{
    static const oxblas_operation TRANS[] = {oxblas_operation_none, oxblas_operation_transpose,
                                             oxblas_operation_conjugate_transpose};
    static const int64_t GEMV_SIZES[][2] = {{1, 1}, {7, 5}, {33, 64}, {5, 40}, {70, 3}};
    static const int64_t SQUARE[] = {1, 7, 33, 70};
    oxblas_handle h;
    int t, fam, form, s, k, u, tr, dg, count = 0;

    REQUIRE(oxblas_create_handle(&h));
    test_quick_returns(h);
    for (t = T_S; t <= T_Z; ++t)
        for (form = 0; form < 3; ++form) {
            l2case c;
            memset(&c, 0, sizeof c);
            c.t = (ty)t;
            c.form = form;
            c.batch = 3;
            c.uplo = oxblas_fill_upper;
            c.diag = oxblas_diagonal_non_unit;
            /* gemv: every trans, rectangular sizes */
            c.fam = F_GEMV;
            for (tr = 0; tr < 3; ++tr)
                for (s = 0; s < 5; ++s) {
                    k = (s + tr + form) % 4;
                    c.trans = TRANS[tr];
                    c.m = GEMV_SIZES[s][0];
                    c.n = GEMV_SIZES[s][1];
                    c.lda = c.m + 3;
                    c.incx = INCS[k][0];
                    c.incy = INCS[k][1];
                    c.dev = (s + form) % 2;
                    c.alpha.re = oxt_rand();
                    c.alpha.im = is_complex(c.t) ? oxt_rand() : 0.0;
                    c.beta.re = (s == 2) ? 0.0 : oxt_rand(); /* beta = 0: y is not read */
                    c.beta.im = (s == 2 || !is_complex(c.t)) ? 0.0 : oxt_rand();
                    run_case(h, c);
                    ++count;
                }
            /* skinny transposed gemv (the column-partials path): m >= 2048 n, few columns */
            c.trans = TRANS[1 + form % 2];
            c.m = 2048 * 3 + 5;
            c.n = 3;
            c.lda = c.m + 1;
            c.incx = form == 1 ? -1 : 1;
            c.incy = 2;
            run_case(h, c);
            ++count;
            /* symv (and hemv for complex types): both triangles */
            for (fam = F_SYMV; fam <= F_HEMV; ++fam) {
                if (fam == F_HEMV && !is_complex(c.t)) continue;
                c.fam = (fam_t)fam;
                c.trans = oxblas_operation_none;
                for (u = 0; u < 2; ++u)
                    for (s = 0; s < 4; ++s) {
                        k = (s + u + form) % 4;
                        c.uplo = u ? oxblas_fill_lower : oxblas_fill_upper;
                        c.m = c.n = SQUARE[s];
                        c.lda = c.n + 2;
                        c.incx = INCS[k][0];
                        c.incy = INCS[k][1];
                        c.dev = (s + u) % 2;
                        c.alpha.re = oxt_rand();
                        c.alpha.im = is_complex(c.t) ? oxt_rand() : 0.0;
                        c.beta.re = s == 1 ? 0.0 : oxt_rand();
                        c.beta.im = (s == 1 || !is_complex(c.t)) ? 0.0 : oxt_rand();
                        run_case(h, c);
                        ++count;
                    }
            }
            /* triangular: every uplo, trans, diag */
            c.dev = 0;
            c.alpha.re = c.beta.re = c.alpha.im = c.beta.im = 0.0;
            for (fam = F_TRMV; fam <= F_TRSV; ++fam) {
                c.fam = (fam_t)fam;
                for (u = 0; u < 2; ++u)
                    for (tr = 0; tr < 3; ++tr)
                        for (dg = 0; dg < 2; ++dg)
                            for (s = 0; s < 3; ++s) {
                                k = (s + u + tr + dg) % 4;
                                c.uplo = u ? oxblas_fill_lower : oxblas_fill_upper;
                                c.trans = TRANS[tr];
                                c.diag = dg ? oxblas_diagonal_unit : oxblas_diagonal_non_unit;
                                c.m = c.n = SQUARE[s];
                                c.k = fam == F_TBMV ? (int64_t[]){0, 2, 40}[(s + tr) % 3] : 0;
                                c.lda = fam == F_TBMV ? c.k + 1 + (s % 2) * 2 : c.n + 1;
                                c.incx = INCS[k][0];
                                run_case(h, c);
                                ++count;
                            }
                /* a larger order (trsv: the multi-block solve) */
                c.uplo = form == 1 ? oxblas_fill_upper : oxblas_fill_lower;
                c.trans = TRANS[form];
                c.diag = oxblas_diagonal_non_unit;
                c.m = c.n = 150;
                c.k = fam == F_TBMV ? 7 : 0;
                c.lda = fam == F_TBMV ? 9 : 153;
                c.incx = form == 2 ? -1 : 2;
                run_case(h, c);
                ++count;
            }
        }
    REQUIRE(oxblas_destroy_handle(h));
    printf("test_level2: %d cases\n", count);
    return oxt_finish("test_level2");
}
