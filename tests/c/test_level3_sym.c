/* The symmetric/Hermitian level 3 through the C API: syrk, herk, syr2k, her2k, syrkx, herkx,
 * symm, hemm; s/d/c/z; plain, batched (device pointer arrays) and strided-batched; called
 * through the generated dispatch table (oxt_routines), found by family name.
 *  1. rocBLAS's check order: handle, enumerations (invalid_value, before sizes), sizes
 *     (invalid_size), pointers (invalid_pointer); null alpha allowed for the rank-k family when
 *     k = 0; quick returns with null operands.
 *  2. Results of every routine (plain form, scalars from the host and from device memory)
 *     against a reference computed here in double precision, with the triangle of C that is not
 *     referenced and the triangle of A that is not referenced (symm/hemm) set to NaN. */
#include <math.h>

#include "check.h"
#include "routines_table.inc"

static const char* FAMILIES[] = {"syrk", "herk", "syr2k", "her2k", "syrkx", "herkx", "symm", "hemm"};

typedef struct { double re, im; } cplx;

static int prec_index(char p) { return (int)(strchr("sdcz", p) - "sdcz"); }
static int is_complex(int p) { return p >= 2; }

static void put(int p, void* buf, size_t i, double re, double im)
{
    switch (p) {
    case 0: ((float*)buf)[i] = (float)re; break;
    case 1: ((double*)buf)[i] = re; break;
    case 2: ((float*)buf)[2 * i] = (float)re; ((float*)buf)[2 * i + 1] = (float)im; break;
    default: ((double*)buf)[2 * i] = re; ((double*)buf)[2 * i + 1] = im; break;
    }
}

static cplx get(int p, const void* buf, size_t i)
{
    cplx v = {0.0, 0.0};
    switch (p) {
    case 0: v.re = ((const float*)buf)[i]; break;
    case 1: v.re = ((const double*)buf)[i]; break;
    case 2: v.re = ((const float*)buf)[2 * i]; v.im = ((const float*)buf)[2 * i + 1]; break;
    default: v.re = ((const double*)buf)[2 * i]; v.im = ((const double*)buf)[2 * i + 1]; break;
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
static cplx cadd(cplx a, cplx b)
{
    a.re += b.re;
    a.im += b.im;
    return a;
}
static cplx cconj(cplx a)
{
    a.im = -a.im;
    return a;
}

static int family_index(const char* f)
{
    size_t i;
    for (i = 0; i < sizeof FAMILIES / sizeof FAMILIES[0]; ++i)
        if (!strcmp(f, FAMILIES[i])) return (int)i;
    return -1;
}
static int herm_family(int f) { return f == 1 || f == 3 || f == 5 || f == 7; }
static int real_alpha(int f) { return f == 1; }
static int real_beta(int f) { return f == 1 || f == 3 || f == 5; }
static int is_symm(int f) { return f >= 6; }

static void expect(const oxt_routine* r, const oxt_args* a, oxblas_status want, const char* what)
{
    oxblas_status st = r->fn(a);
    ++oxt_checks;
    if (st != want && !(want == oxblas_status_success && st == oxblas_status_perf_degraded)) {
        ++oxt_failures;
        fprintf(stderr, "%s (%s): %s, expected %s (%s)\n", r->name, what, oxblas_status_name(st),
                oxblas_status_name(want), oxblas_get_last_error_message());
    }
}

static void operand(oxt_args* a, const char* name, void* p, void* const* arr)
{
    if (!strcmp(name, "A")) {
        a->A = p;
        a->A_array = arr;
    } else if (!strcmp(name, "B")) {
        a->B = p;
        a->B_array = arr;
    } else {
        a->C = p;
        a->C_array = arr;
    }
}

/* 0.5 as each element type (s, d, c, z) and as each real type. */
static double halves[4][2], rhalves[4][2];

static void fill_halves(void)
{
    float h32 = 0.5f;
    int p;
    memset(halves, 0, sizeof halves);
    memcpy(halves[0], &h32, sizeof h32);
    memcpy(halves[2], &h32, sizeof h32);
    halves[1][0] = halves[3][0] = 0.5;
    for (p = 0; p < 4; ++p) memcpy(rhalves[p], halves[p & 1], sizeof rhalves[p]);
}

static void test_statuses(oxblas_handle h)
{
    double host[512];
    unsigned char* d;
    void *arrays, *ptrs[6];
    void* const* arr[3];
    size_t i;
    int count = 0;
    for (i = 0; i < 512; ++i) host[i] = oxt_rand();
    d = (unsigned char*)oxt_upload(host, sizeof host);
    for (i = 0; i < 3; ++i) {
        ptrs[2 * i] = d + 1024 * i;
        ptrs[2 * i + 1] = d + 1024 * i + 512;
    }
    arrays = oxt_upload(ptrs, sizeof ptrs);
    for (i = 0; i < 3; ++i) arr[i] = (void* const*)arrays + 2 * i;

    for (i = 0; i < OXT_ROUTINE_COUNT; ++i) {
        const oxt_routine* r = &oxt_routines[i];
        oxt_args a, b;
        int f = family_index(r->family), p = prec_index(r->prec);
        if (f < 0) continue;
        ++count;
        memset(&a, 0, sizeof a);
        a.handle = h;
        a.uplo = oxblas_fill_lower;
        a.trans = a.transA = oxblas_operation_none;
        a.side = oxblas_side_left;
        a.m = a.n = 3;
        a.k = 2;
        a.lda = a.ldb = a.ldc = 3;
        a.batch_count = 2;
        a.alpha = real_alpha(f) ? rhalves[p] : halves[p];
        a.beta = real_beta(f) ? rhalves[p] : halves[p];
        a.stride_a = a.stride_b = a.stride_c = 9;
        operand(&a, "A", d, arr[0]);
        operand(&a, "B", d + 1024, arr[1]);
        operand(&a, "C", d + 2048, arr[2]);
        expect(r, &a, oxblas_status_success, "valid");

        b = a; b.handle = NULL; expect(r, &b, oxblas_status_invalid_handle, "null handle");
        b = a; b.n = -1; expect(r, &b, oxblas_status_invalid_size, "n < 0");
        if (oxt_has_param(r, "m")) { b = a; b.m = -1; expect(r, &b, oxblas_status_invalid_size, "m < 0"); }
        if (oxt_has_param(r, "k")) { b = a; b.k = -1; expect(r, &b, oxblas_status_invalid_size, "k < 0"); }
        if (r->form) { b = a; b.batch_count = -1; expect(r, &b, oxblas_status_invalid_size, "batch < 0"); }
        b = a; b.lda = 2; expect(r, &b, oxblas_status_invalid_size, "lda too small");
        b = a; b.ldc = 2; expect(r, &b, oxblas_status_invalid_size, "ldc too small");
        if (oxt_has_param(r, "ldb")) { b = a; b.ldb = 2; expect(r, &b, oxblas_status_invalid_size, "ldb too small"); }
        b = a; b.uplo = (oxblas_fill)111; expect(r, &b, oxblas_status_invalid_value, "bad uplo");
        b.n = -1; expect(r, &b, oxblas_status_invalid_value, "bad uplo before n < 0");
        if (is_symm(f)) {
            b = a; b.side = (oxblas_side)0; expect(r, &b, oxblas_status_invalid_value, "bad side");
            b.m = -1; expect(r, &b, oxblas_status_invalid_value, "bad side before m < 0");
        } else {
            /* complex syrk-likes take N/T, the Hermitian ones N/C, real ones N/T/C */
            oxblas_operation bad = herm_family(f) ? oxblas_operation_transpose
                                   : is_complex(p) ? oxblas_operation_conjugate_transpose
                                                   : (oxblas_operation)0;
            b = a; b.trans = b.transA = bad; expect(r, &b, oxblas_status_invalid_value, "bad trans");
            b.n = -1; expect(r, &b, oxblas_status_invalid_value, "bad trans before n < 0");
            /* k = 0: alpha is not needed */
            b = a; b.k = 0; b.alpha = NULL; expect(r, &b, oxblas_status_success, "k = 0, null alpha");
        }
        b = a; operand(&b, "A", NULL, NULL); expect(r, &b, oxblas_status_invalid_pointer, "null A");
        b = a; operand(&b, "C", NULL, NULL); expect(r, &b, oxblas_status_invalid_pointer, "null C");
        if (oxt_has_param(r, "B")) {
            b = a; operand(&b, "B", NULL, NULL); expect(r, &b, oxblas_status_invalid_pointer, "null B");
        }
        b = a; b.alpha = NULL; expect(r, &b, oxblas_status_invalid_pointer, "null alpha");
        b = a; b.beta = NULL; expect(r, &b, oxblas_status_invalid_pointer, "null beta");
        /* n = 0: quick return before any pointer is looked at */
        b = a; b.n = 0; b.alpha = b.beta = NULL;
        operand(&b, "A", NULL, NULL); operand(&b, "B", NULL, NULL); operand(&b, "C", NULL, NULL);
        expect(r, &b, oxblas_status_success, "n = 0 with null pointers");
    }
    CHECK(count == 3 * (4 + 2 + 4 + 2 + 4 + 2 + 4 + 2));
    REQUIRE(oxblas_free(arrays));
    REQUIRE(oxblas_free(d));
}

/* S(i, j) of the symmetric/Hermitian matrix in the lower triangle of A (order ka, ld ka). */
static cplx sym_at(int p, const void* A, int ka, int herm, int i, int j)
{
    cplx v;
    if (i >= j) {
        v = get(p, A, (size_t)(i + j * ka));
    } else {
        v = get(p, A, (size_t)(j + i * ka));
        if (herm) v = cconj(v);
    }
    if (herm && i == j) v.im = 0.0;
    return v;
}

/* Every routine, plain form, lower triangle, trans N (rank-k) or side left (symm), against the
 * definition; host and device scalars. */
static void test_results(oxblas_handle h)
{
    enum { N = 5, K = 3 };
    size_t i;
    int mode;
    for (mode = 0; mode < 2; ++mode) {
        REQUIRE(oxblas_set_pointer_mode(h, mode ? oxblas_pointer_mode_device : oxblas_pointer_mode_host));
        for (i = 0; i < OXT_ROUTINE_COUNT; ++i) {
            const oxt_routine* r = &oxt_routines[i];
            int f = family_index(r->family), p = prec_index(r->prec);
            int herm, two, sy, m, n, ka, x, y, l;
            unsigned char A[N * N * 16], B[N * N * 16], C[N * N * 16], C0[N * N * 16];
            cplx alpha, beta;
            void *dA, *dB, *dC, *dal, *dbe;
            oxt_args a;
            if (f < 0 || r->form != 0) continue;
            herm = herm_family(f);
            two = f == 2 || f == 3;
            sy = is_symm(f);
            m = N;
            n = sy ? K : N;
            ka = sy ? m : N;
            alpha.re = 0.75; alpha.im = real_alpha(f) || !is_complex(p) ? 0.0 : -0.25;
            beta.re = -0.5; beta.im = real_beta(f) || !is_complex(p) ? 0.0 : 0.125;
            for (x = 0; x < N * N; ++x) {
                put(p, A, (size_t)x, oxt_rand(), is_complex(p) ? oxt_rand() : 0.0);
                put(p, B, (size_t)x, oxt_rand(), is_complex(p) ? oxt_rand() : 0.0);
                put(p, C, (size_t)x, oxt_rand(), is_complex(p) ? oxt_rand() : 0.0);
            }
            /* NaN where nothing may be read: A's upper triangle (symm), C's upper triangle
             * (rank-k), the imaginary part of a Hermitian A's diagonal. */
            for (y = 0; y < N; ++y)
                for (x = 0; x < N; ++x) {
                    if (sy && x < y && x < ka && y < ka) put(p, A, (size_t)(x + y * ka), NAN, NAN);
                    if (sy && herm && x == y && x < ka) put(p, A, (size_t)(x + y * ka), get(p, A, (size_t)(x + y * ka)).re, NAN);
                    if (!sy && x < y) put(p, C, (size_t)(x + y * N), NAN, NAN);
                }
            memcpy(C0, C, sizeof C);
            dA = oxt_upload(A, sizeof A);
            dB = oxt_upload(B, sizeof B);
            dC = oxt_upload(C, sizeof C);
            {
                unsigned char sa[16], sb[16];
                int pa = real_alpha(f) ? (p & 1) : p, pb = real_beta(f) ? (p & 1) : p;
                put(pa, sa, 0, alpha.re, alpha.im);
                put(pb, sb, 0, beta.re, beta.im);
                if (mode) {
                    dal = oxt_upload(sa, sizeof sa);
                    dbe = oxt_upload(sb, sizeof sb);
                } else {
                    dal = dbe = NULL;
                    memcpy(halves[0], sa, sizeof sa); /* scratch host storage */
                    memcpy(rhalves[0], sb, sizeof sb);
                }
            }
            memset(&a, 0, sizeof a);
            a.handle = h;
            a.uplo = oxblas_fill_lower;
            a.trans = a.transA = oxblas_operation_none;
            a.side = oxblas_side_left;
            a.m = m;
            a.n = n;
            a.k = K;
            a.lda = ka;
            a.ldb = sy ? m : N;
            a.ldc = m;
            a.alpha = mode ? dal : (void*)halves[0];
            a.beta = mode ? dbe : (void*)rhalves[0];
            a.A = dA;
            a.B = dB;
            a.C = dC;
            expect(r, &a, oxblas_status_success, mode ? "results, device scalars" : "results");
            REQUIRE(oxblas_memcpy_device_to_host(C, dC, sizeof C));
            for (y = 0; y < n; ++y)
                for (x = 0; x < m; ++x) {
                    size_t at = (size_t)(x + y * m);
                    cplx want = {0.0, 0.0}, got = get(p, C, at), c0 = get(p, C0, at);
                    double tol = (p == 1 || p == 3) ? 1e-12 : 1e-5;
                    if (!sy && x < y) {
                        CHECK(isnan(got.re)); /* the other triangle is untouched */
                        continue;
                    }
                    if (sy) {
                        for (l = 0; l < ka; ++l)
                            want = cadd(want, cmul(sym_at(p, A, ka, herm, x, l), get(p, B, (size_t)(l + y * m))));
                        want = cmul(alpha, want);
                    } else {
                        cplx s1 = {0.0, 0.0}, s2 = {0.0, 0.0}, bj, aj;
                        const unsigned char* Bm = (f == 0 || f == 1) ? A : B;
                        for (l = 0; l < K; ++l) {
                            bj = get(p, Bm, (size_t)(y + l * N));
                            aj = get(p, A, (size_t)(y + l * N));
                            s1 = cadd(s1, cmul(get(p, A, (size_t)(x + l * N)), herm ? cconj(bj) : bj));
                            s2 = cadd(s2, cmul(get(p, Bm, (size_t)(x + l * N)), herm ? cconj(aj) : aj));
                        }
                        want = cmul(alpha, s1);
                        if (two) want = cadd(want, cmul(herm ? cconj(alpha) : alpha, s2));
                    }
                    want = cadd(want, cmul(beta, c0));
                    if (herm && !sy && x == y) {
                        want.im = 0.0;
                        CHECK(got.im == 0.0);
                    }
                    if (!(fabs(got.re - want.re) <= tol * 8 && fabs(got.im - want.im) <= tol * 8)) {
                        ++oxt_failures;
                        fprintf(stderr, "%s: C[%d,%d] = (%g, %g), want (%g, %g)\n", r->name, x, y, got.re,
                                got.im, want.re, want.im);
                    }
                    ++oxt_checks;
                }
            REQUIRE(oxblas_free(dA));
            REQUIRE(oxblas_free(dB));
            REQUIRE(oxblas_free(dC));
            if (mode) {
                REQUIRE(oxblas_free(dal));
                REQUIRE(oxblas_free(dbe));
            }
            fill_halves();
        }
    }
    REQUIRE(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));
}

int main(void)
{
    oxblas_handle h;
    fill_halves();
    REQUIRE(oxblas_create_handle(&h));
    test_statuses(h);
    test_results(h);
    REQUIRE(oxblas_destroy_handle(h));
    return oxt_finish("test_level3_sym");
}
