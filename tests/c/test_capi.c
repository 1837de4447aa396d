/* Status paths of the C API: null handles, null out-pointers, negative sizes, bad enums, the
 * size-query protocol (docs/memory-model.md#size-query), the exported allocator (counts, slots,
 * LIFO; #borrow-rules), the three schemes, streams, statistics; every level-2 routine's status
 * paths through the generated dispatch table. */
#include "check.h"

#include "routines_table.inc"

/* ------------------------------------------------------------------ routine table checkers */

static void expect_each(const char* name, oxblas_status st, void* ctx)
{
    oxblas_status want = *(oxblas_status*)ctx;
    ++oxt_checks;
    if (st != want) {
        ++oxt_failures;
        fprintf(stderr, "%s: %s, expected %s (%s)\n", name, oxblas_status_name(st),
                oxblas_status_name(want), oxblas_get_last_error_message());
    }
}

/* Negative batch count: batched forms -> invalid_size, plain forms (batch 1) -> success. */
static void expect_batch_negative(const char* name, oxblas_status st, void* ctx)
{
    oxblas_status want = strstr(name, "batched") ? oxblas_status_invalid_size : oxblas_status_success;
    (void)ctx;
    ++oxt_checks;
    if (st != want) {
        ++oxt_failures;
        fprintf(stderr, "%s (batch -1): %s, expected %s\n", name, oxblas_status_name(st), oxblas_status_name(want));
    }
}

static void expect_query_answer(const char* name, oxblas_status st, void* ctx)
{
    int* increased = (int*)ctx;
    ++oxt_checks;
    if (st == oxblas_status_size_increased) {
        ++*increased;
    } else if (st != oxblas_status_size_unchanged) {
        ++oxt_failures;
        fprintf(stderr, "%s in query: %s\n", name, oxblas_status_name(st));
    }
}

/* ------------------------------------------------------------------ null / destroyed handle everywhere */

/* `dead` is NULL or a destroyed handle (whose address no new handle has reused): every call
 * returns invalid_handle (false for the bool queries) without touching it. */
static void test_dead_handle(oxblas_handle dead)
{
    size_t n = 0, sizes[1] = {64};
    oxblas_backend b;
    const char* name;
    oxblas_stream s;
    oxblas_pointer_mode m;
    oxblas_memory_scheme sch;
    oxblas_stats st;
    oxblas_device_malloc* p = NULL;
    oxblas_status want = oxblas_status_invalid_handle;
    double res[4];
    const void* xs[1] = {res};

    if (dead == NULL) EXPECT_STATUS(oxblas_create_handle(NULL), want);
    EXPECT_STATUS(oxblas_destroy_handle(dead), want);
    EXPECT_STATUS(oxblas_get_backend(dead, &b), want);
    EXPECT_STATUS(oxblas_get_device_name(dead, &name), want);
    EXPECT_STATUS(oxblas_set_stream(dead, NULL), want);
    EXPECT_STATUS(oxblas_get_stream(dead, &s), want);
    EXPECT_STATUS(oxblas_set_pointer_mode(dead, oxblas_pointer_mode_host), want);
    EXPECT_STATUS(oxblas_get_pointer_mode(dead, &m), want);
    EXPECT_STATUS(oxblas_start_device_memory_size_query(dead), want);
    EXPECT_STATUS(oxblas_stop_device_memory_size_query(dead, &n), want);
    CHECK(!oxblas_is_device_memory_size_query(dead));
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(dead, sizes, 1), want);
    EXPECT_STATUS(oxblas_set_device_memory_size(dead, 0), want);
    EXPECT_STATUS(oxblas_get_device_memory_size(dead, &n), want);
    EXPECT_STATUS(oxblas_set_workspace(dead, NULL, 0), want);
    CHECK(!oxblas_is_managing_device_memory(dead));
    CHECK(!oxblas_is_user_managing_device_memory(dead));
    EXPECT_STATUS(oxblas_get_device_memory_scheme(dead, &sch), want);
    EXPECT_STATUS(oxblas_set_stream_order_alloc(dead, true), want);
    CHECK(!oxblas_is_stream_order_alloc(dead));
    EXPECT_STATUS(oxblas_set_lookahead(dead, false), want);
    CHECK(!oxblas_is_lookahead(dead));
    EXPECT_STATUS(oxblas_get_stats(dead, &st), want);
    EXPECT_STATUS(oxblas_device_malloc_alloc(dead, sizes, 1, &p), want);
    /* Every routine, plain/batched/strided, also in query mode (handle checked first). */
    oxt_for_each_routine(dead, 4, 1, 4, 1, res, xs, res, expect_each, &want);
    oxt_for_each_routine(dead, -1, 1, 4, -1, NULL, NULL, NULL, expect_each, &want);
}

/* ------------------------------------------------------------------ out-pointers, enums */

static void test_out_pointers_and_enums(oxblas_handle h)
{
    oxblas_pointer_mode m;
    EXPECT_STATUS(oxblas_get_backend(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_device_name(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_stream(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_pointer_mode(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_device_memory_size(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_device_memory_scheme(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_get_stats(h, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_malloc(NULL, 64), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_stream_create(NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_memcpy_host_to_device(NULL, &m, 4), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_memcpy_device_to_host(&m, NULL, 4), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_memcpy_device_to_device(NULL, NULL, 4), oxblas_status_invalid_pointer);
    OK(oxblas_memcpy_device_to_device(NULL, NULL, 0));
    OK(oxblas_free(NULL));

    EXPECT_STATUS(oxblas_set_pointer_mode(h, (oxblas_pointer_mode)2), oxblas_status_invalid_value);
    EXPECT_STATUS(oxblas_set_pointer_mode(h, (oxblas_pointer_mode)-1), oxblas_status_invalid_value);
    OK(oxblas_get_pointer_mode(h, &m));
    CHECK(m == oxblas_pointer_mode_host);
    OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_device));
    OK(oxblas_get_pointer_mode(h, &m));
    CHECK(m == oxblas_pointer_mode_device);
    OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));

    /* Streams: an unknown stream is invalid_value; created streams work; default not destroyable. */
    {
        oxblas_stream s = NULL, got = NULL;
        EXPECT_STATUS(oxblas_set_stream(h, (oxblas_stream)(uintptr_t)0xdead0), oxblas_status_invalid_value);
        OK(oxblas_stream_create(&s));
        OK(oxblas_stream_adopt(s));     /* the library's own stream: already usable */
        OK(oxblas_stream_adopt(NULL));  /* the default stream */
        OK(oxblas_set_stream(h, s));
        OK(oxblas_get_stream(h, &got));
        CHECK(got == s);
        OK(oxblas_stream_synchronize(s));
        OK(oxblas_set_stream(h, NULL));
        OK(oxblas_stream_destroy(s));
        EXPECT_STATUS(oxblas_stream_destroy(NULL), oxblas_status_invalid_value);
        /* Non-blocking streams: usable like any other; unknown flags and NULL refused. */
        EXPECT_STATUS(oxblas_stream_create_with_flags(NULL, OXBLAS_STREAM_NON_BLOCKING),
                      oxblas_status_invalid_pointer);
        EXPECT_STATUS(oxblas_stream_create_with_flags(&s, 2u), oxblas_status_invalid_value);
        OK(oxblas_stream_create_with_flags(&s, OXBLAS_STREAM_NON_BLOCKING));
        OK(oxblas_set_stream(h, s));
        OK(oxblas_get_stream(h, &got));
        CHECK(got == s);
        OK(oxblas_set_stream(h, NULL));
        OK(oxblas_stream_destroy(s));
        OK(oxblas_stream_create_with_flags(&s, OXBLAS_STREAM_DEFAULT));
        OK(oxblas_stream_destroy(s));
        OK(oxblas_stream_synchronize(NULL));
    }

    /* Names. */
    CHECK(strcmp(oxblas_status_name(oxblas_status_size_unchanged), "oxblas_status_size_unchanged") == 0);
    CHECK(strcmp(oxblas_status_name((oxblas_status)99), "oxblas_status_unknown") == 0);
    {
        oxblas_backend b;
        const char* dn = NULL;
        OK(oxblas_get_backend(h, &b));
        CHECK(strlen(oxblas_backend_name(b)) > 0);
        CHECK(strcmp(oxblas_backend_name((oxblas_backend)7), "unknown") == 0);
        OK(oxblas_get_device_name(h, &dn));
        CHECK(dn && strlen(dn) > 0);
    }
}

/* ------------------------------------------------------------------ routines: statuses */

static void test_routine_statuses(oxblas_handle h)
{
    oxblas_status want;
    int increased = 0;
    double host_x[64];
    void* dx;
    void* dres;
    void** dxs;
    const void* xs[2];
    double res[8];
    int i;
    for (i = 0; i < 64; ++i) host_x[i] = oxt_rand();
    dx = oxt_upload(host_x, sizeof host_x);
    xs[0] = dx;
    xs[1] = dx;
    dxs = (void**)oxt_upload(xs, sizeof xs);
    REQUIRE(oxblas_malloc(&dres, 64));

    /* Negative n -> invalid_size everywhere. */
    want = oxblas_status_invalid_size;
    oxt_for_each_routine(h, -1, 1, 4, 1, dx, (const void* const*)dxs, res, expect_each, &want);
    /* Negative batch -> invalid_size for the batched forms. */
    oxt_for_each_routine(h, 3, 1, 4, -1, dx, (const void* const*)dxs, res, expect_batch_negative, NULL);
    /* Null result -> invalid_pointer (n > 0 and n == 0 alike). */
    want = oxblas_status_invalid_pointer;
    oxt_for_each_routine(h, 3, 1, 4, 2, dx, (const void* const*)dxs, NULL, expect_each, &want);
    /* Null vectors with work to do -> invalid_pointer. */
    oxt_for_each_routine(h, 3, 1, 4, 2, NULL, NULL, res, expect_each, &want);
    /* n == 0: quick return, results zeroed; success even with null vectors. */
    want = oxblas_status_success;
    oxt_for_each_routine(h, 0, 1, 4, 2, NULL, NULL, res, expect_each, &want);
    /* Results to device memory work for all. */
    OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_device));
    oxt_for_each_routine(h, 5, 2, 10, 2, dx, (const void* const*)dxs, dres, expect_each, &want);
    OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));

    /* Query mode (docs/memory-model.md#size-query): pointers not checked, size answers only,
     * nothing computed. */
    res[0] = 42.0;
    OK(oxblas_start_device_memory_size_query(h));
    oxt_for_each_routine(h, 100000, 1, 100000, 3, NULL, NULL, NULL, expect_query_answer, &increased);
    CHECK(increased >= 1);
    /* quick return in query mode -> size_unchanged; size errors still reported */
    want = oxblas_status_size_unchanged;
    oxt_for_each_routine(h, 0, 1, 4, 2, NULL, NULL, NULL, expect_each, &want);
    want = oxblas_status_invalid_size;
    oxt_for_each_routine(h, -5, 1, 4, 2, NULL, NULL, NULL, expect_each, &want);
    {
        size_t q = 0;
        OK(oxblas_stop_device_memory_size_query(h, &q));
        CHECK(q > 0);
    }
    CHECK(res[0] == 42.0);

    OK(oxblas_free(dres));
    OK(oxblas_free(dxs));
    OK(oxblas_free(dx));
}

/* ------------------------------------------------------------------ level 2: statuses */

static const char* const L2_FAMILIES[] = {"gemv", "symv", "hemv", "trmv", "tbmv", "tpmv", "trsv"};

static void l2_expect(const oxt_routine* r, const oxt_args* a, oxblas_status want, const char* what)
{
    oxblas_status st = r->fn(a);
    ++oxt_checks;
    if (st != want && !(want == oxblas_status_success && st == oxblas_status_perf_degraded)) {
        ++oxt_failures;
        fprintf(stderr, "%s (%s): %s, expected %s (%s)\n", r->name, what, oxblas_status_name(st),
                oxblas_status_name(want), oxblas_get_last_error_message());
    }
}

/* Set the operand `name` of routine r (its pointer-array field in the batched form) to p. */
static void l2_operand(const oxt_routine* r, oxt_args* a, const char* name, void* p, void* const* arr)
{
    if (!strcmp(name, "A")) {
        a->A = a->AP = p;
        a->A_array = a->AP_array = arr;
    } else if (!strcmp(name, "x")) {
        a->x = p;
        a->x_array = arr;
    } else {
        a->y = p;
        a->y_array = arr;
    }
    (void)r;
}

/* Every level-2 routine of the generated table (all precisions and forms), in rocBLAS's check
 * order: handle, enums (invalid_value, before sizes), sizes (negative dimensions or batch count,
 * lda too small, zero increments: invalid_size), pointers (invalid_pointer); quick returns with
 * null operands; scalars in device memory; query mode (size answers, no pointers checked). */
static void test_level2_statuses(oxblas_handle h)
{
    double host[384], halves[4][2];
    unsigned char* d;
    void *dscals, *arrays;
    void* ptrs[6];
    void* const* arr[3];
    size_t i, f;
    int count = 0, increased = 0;
    for (i = 0; i < 384; ++i) host[i] = oxt_rand();
    d = (unsigned char*)oxt_upload(host, sizeof host);
    /* 0.5 as each element type: s, d, c, z */
    {
        float h32 = 0.5f;
        memset(halves, 0, sizeof halves);
        memcpy(halves[0], &h32, sizeof h32);
        memcpy(halves[2], &h32, sizeof h32);
        halves[1][0] = halves[3][0] = 0.5;
    }
    dscals = oxt_upload(halves, sizeof halves);
    /* A at 0, x at 1024, y at 2048 bytes (room for two entries of 3x3 complex doubles) */
    for (i = 0; i < 3; ++i) {
        ptrs[2 * i] = d + 1024 * i;
        ptrs[2 * i + 1] = d + 1024 * i + 512;
    }
    arrays = oxt_upload(ptrs, sizeof ptrs);
    for (i = 0; i < 3; ++i) arr[i] = (void* const*)arrays + 2 * i;

    for (i = 0; i < OXT_ROUTINE_COUNT; ++i) {
        const oxt_routine* r = &oxt_routines[i];
        oxt_args a, b;
        int known = 0, p = (int)(strchr("sdcz", r->prec) - "sdcz");
        for (f = 0; f < sizeof L2_FAMILIES / sizeof L2_FAMILIES[0]; ++f)
            known |= !strcmp(r->family, L2_FAMILIES[f]);
        if (!known) continue; /* families with other arguments test themselves */
        ++count;
        memset(&a, 0, sizeof a);
        a.handle = h;
        a.trans = oxblas_operation_none;
        a.uplo = oxblas_fill_upper;
        a.diag = oxblas_diagonal_non_unit;
        a.m = a.n = 3;
        a.k = 1;
        a.lda = 3;
        a.incx = a.incy = 1;
        a.batch_count = 2;
        a.alpha = a.beta = halves[p];
        a.stride_a = a.stride_ap = 9;
        a.stride_x = a.stride_y = 3;
        l2_operand(r, &a, "A", d, arr[0]);
        l2_operand(r, &a, "x", d + 1024, arr[1]);
        l2_operand(r, &a, "y", d + 2048, arr[2]);
        l2_expect(r, &a, oxblas_status_success, "valid");

        b = a; b.handle = NULL; l2_expect(r, &b, oxblas_status_invalid_handle, "null handle");
        b = a; b.n = -1; l2_expect(r, &b, oxblas_status_invalid_size, "n < 0");
        if (oxt_has_param(r, "m")) { b = a; b.m = -1; l2_expect(r, &b, oxblas_status_invalid_size, "m < 0"); }
        if (oxt_has_param(r, "k")) { b = a; b.k = -1; l2_expect(r, &b, oxblas_status_invalid_size, "k < 0"); }
        if (r->form) { b = a; b.batch_count = -1; l2_expect(r, &b, oxblas_status_invalid_size, "batch < 0"); }
        if (oxt_has_param(r, "lda")) {
            b = a;
            b.lda = oxt_has_param(r, "k") ? b.k : 2; /* below k + 1 (band) or the rows */
            l2_expect(r, &b, oxblas_status_invalid_size, "lda too small");
        }
        b = a; b.incx = 0; l2_expect(r, &b, oxblas_status_invalid_size, "incx = 0");
        if (oxt_has_param(r, "incy")) { b = a; b.incy = 0; l2_expect(r, &b, oxblas_status_invalid_size, "incy = 0"); }
        if (oxt_has_param(r, "trans")) {
            b = a; b.trans = (oxblas_operation)0; l2_expect(r, &b, oxblas_status_invalid_value, "bad trans");
            b.n = -1; l2_expect(r, &b, oxblas_status_invalid_value, "bad trans before n < 0");
        }
        if (oxt_has_param(r, "uplo")) {
            b = a; b.uplo = (oxblas_fill)111; l2_expect(r, &b, oxblas_status_invalid_value, "bad uplo");
            b.n = -1; l2_expect(r, &b, oxblas_status_invalid_value, "bad uplo before n < 0");
        }
        if (oxt_has_param(r, "diag")) {
            b = a; b.diag = (oxblas_diagonal)-1; l2_expect(r, &b, oxblas_status_invalid_value, "bad diag");
        }
        b = a; l2_operand(r, &b, "A", NULL, NULL); l2_expect(r, &b, oxblas_status_invalid_pointer, "null A");
        b = a; l2_operand(r, &b, "x", NULL, NULL); l2_expect(r, &b, oxblas_status_invalid_pointer, "null x");
        if (oxt_has_param(r, "y")) {
            b = a; l2_operand(r, &b, "y", NULL, NULL); l2_expect(r, &b, oxblas_status_invalid_pointer, "null y");
            b = a; b.alpha = NULL; l2_expect(r, &b, oxblas_status_invalid_pointer, "null alpha");
            b = a; b.beta = NULL; l2_expect(r, &b, oxblas_status_invalid_pointer, "null beta");
        }
        /* Quick returns: nothing to do, so null operands are fine. */
        b = a;
        l2_operand(r, &b, "A", NULL, NULL);
        l2_operand(r, &b, "x", NULL, NULL);
        l2_operand(r, &b, "y", NULL, NULL);
        b.n = 0;
        l2_expect(r, &b, oxblas_status_success, "n = 0");
        if (r->form) { b.n = 3; b.batch_count = 0; l2_expect(r, &b, oxblas_status_success, "batch = 0"); }
        /* Scalars in device memory. */
        OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_device));
        b = a;
        b.alpha = b.beta = (const unsigned char*)dscals + sizeof halves[0] * (size_t)p;
        l2_expect(r, &b, oxblas_status_success, "device scalars");
        OK(oxblas_set_pointer_mode(h, oxblas_pointer_mode_host));
        /* Query mode: sizes only, pointers not checked, argument errors still reported. */
        OK(oxblas_start_device_memory_size_query(h));
        b = a;
        l2_operand(r, &b, "A", NULL, NULL);
        l2_operand(r, &b, "x", NULL, NULL);
        l2_operand(r, &b, "y", NULL, NULL);
        b.m = b.n = b.lda = 200;
        b.k = 3;
        b.stride_a = b.stride_ap = 40000;
        b.stride_x = b.stride_y = 200;
        {
            oxblas_status st = r->fn(&b);
            ++oxt_checks;
            if (st == oxblas_status_size_increased) {
                ++increased;
            } else if (st != oxblas_status_size_unchanged) {
                ++oxt_failures;
                fprintf(stderr, "%s in query: %s\n", r->name, oxblas_status_name(st));
            }
        }
        b.n = 0;
        l2_expect(r, &b, oxblas_status_size_unchanged, "query, n = 0");
        b.n = -1;
        l2_expect(r, &b, oxblas_status_invalid_size, "query, n < 0");
        {
            size_t q = 0;
            OK(oxblas_stop_device_memory_size_query(h, &q));
        }
    }
    CHECK(count == 78); /* 7 families: 26 precisions x 3 forms */
    CHECK(increased > 0); /* symv/hemv/trmv/tbmv/tpmv need workspace at n = 200 */
    OK(oxblas_free(arrays));
    OK(oxblas_free(dscals));
    OK(oxblas_free(d));
}

/* ------------------------------------------------------------------ size query protocol */

static void test_query_protocol(oxblas_handle h)
{
    size_t size = 1, f1[2] = {1000, 24}, f2[1] = {100}, zero[2] = {0, 0};
    /* item 2 */
    EXPECT_STATUS(oxblas_stop_device_memory_size_query(h, &size), oxblas_status_size_query_mismatch);
    EXPECT_STATUS(oxblas_stop_device_memory_size_query(h, NULL), oxblas_status_size_query_mismatch);
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, f1, 2), oxblas_status_size_query_mismatch);
    CHECK(!oxblas_is_device_memory_size_query(h));
    OK(oxblas_start_device_memory_size_query(h));
    CHECK(oxblas_is_device_memory_size_query(h));
    /* item 3: running max */
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, f1, 2), oxblas_status_size_increased);
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, f2, 1), oxblas_status_size_unchanged);
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, zero, 2), oxblas_status_size_unchanged);
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, NULL, 0), oxblas_status_size_unchanged);
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, NULL, 2), oxblas_status_invalid_pointer);
    /* start while active: mismatch, max kept */
    EXPECT_STATUS(oxblas_start_device_memory_size_query(h), oxblas_status_size_query_mismatch);
    /* stop(NULL): invalid_pointer, still in query */
    EXPECT_STATUS(oxblas_stop_device_memory_size_query(h, NULL), oxblas_status_invalid_pointer);
    CHECK(oxblas_is_device_memory_size_query(h));
    OK(oxblas_stop_device_memory_size_query(h, &size));
    CHECK(size == 1024 + 64); /* R64(1000) + R64(24) */
    CHECK(!oxblas_is_device_memory_size_query(h));
    /* restart resets to 0 */
    OK(oxblas_start_device_memory_size_query(h));
    EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, f2, 1), oxblas_status_size_increased);
    OK(oxblas_stop_device_memory_size_query(h, &size));
    CHECK(size == 128);
    /* item 4: rounding example {1, 64, 65, 0} -> 256 */
    {
        size_t ex[4] = {1, 64, 65, 0};
        OK(oxblas_start_device_memory_size_query(h));
        EXPECT_STATUS(oxblas_set_optimal_device_memory_size(h, ex, 4), oxblas_status_size_increased);
        OK(oxblas_stop_device_memory_size_query(h, &size));
        CHECK(size == 256);
    }
}

/* ------------------------------------------------------------------ exported allocator */

static void test_allocator(oxblas_handle h)
{
    size_t ex[4] = {1, 64, 65, 0}, one[1] = {100}, cap = 0;
    oxblas_device_malloc *a = NULL, *b = NULL, *c = NULL;
    void* p = NULL;
    char* base;
    size_t i;

    EXPECT_STATUS(oxblas_device_malloc_alloc(h, ex, 4, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_device_malloc_alloc(h, ex, 0, &a), oxblas_status_invalid_size);
    CHECK(a == NULL);
    EXPECT_STATUS(oxblas_device_malloc_alloc(h, NULL, 2, &a), oxblas_status_invalid_pointer);

    /* item 4: layout */
    OK(oxblas_device_malloc_alloc(h, ex, 4, &a));
    CHECK(oxblas_device_malloc_success(a));
    CHECK(!oxblas_device_malloc_success(NULL));
    OK(oxblas_device_malloc_get(a, 0, &p));
    base = (char*)p;
    CHECK(base != NULL && ((uintptr_t)base % 64) == 0);
    OK(oxblas_device_malloc_get(a, 1, &p));
    CHECK((char*)p == base + 64);
    OK(oxblas_device_malloc_get(a, 2, &p));
    CHECK((char*)p == base + 128);
    OK(oxblas_device_malloc_get(a, 3, &p));
    CHECK(p == NULL);
    for (i = 0; i < 4; ++i) {
        OK(oxblas_device_malloc_get(a, i, &p));
        CHECK(((uintptr_t)p % 64) == 0);
    }
    EXPECT_STATUS(oxblas_device_malloc_get(a, 4, &p), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_device_malloc_get(a, 0, NULL), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_device_malloc_get(NULL, 0, &p), oxblas_status_invalid_pointer);
    EXPECT_STATUS(oxblas_device_malloc_ptr(a, &p), oxblas_status_invalid_pointer); /* 4 slots */
    EXPECT_STATUS(oxblas_device_malloc_ptr(NULL, &p), oxblas_status_invalid_pointer);

    /* nested borrow, LIFO */
    OK(oxblas_device_malloc_alloc(h, one, 1, &b));
    OK(oxblas_device_malloc_ptr(b, &p));
    CHECK((char*)p == base + 256); /* stacked after a's 256 bytes */
    EXPECT_STATUS(oxblas_device_malloc_ptr(b, NULL), oxblas_status_invalid_pointer);

    /* item 8 at the C ABI: capacity change / destroy / out-of-order free while borrowed */
    EXPECT_STATUS(oxblas_set_device_memory_size(h, 1 << 20), oxblas_status_internal_error);
    EXPECT_STATUS(oxblas_set_workspace(h, NULL, 0), oxblas_status_internal_error);
    EXPECT_STATUS(oxblas_set_stream_order_alloc(h, true), oxblas_status_internal_error);
    EXPECT_STATUS(oxblas_destroy_handle(h), oxblas_status_internal_error); /* not destroyed */
    EXPECT_STATUS(oxblas_device_malloc_free(a), oxblas_status_internal_error); /* not LIFO */
    CHECK(oxblas_device_malloc_success(a)); /* still live */
    {
        oxblas_stats st;
        OK(oxblas_get_stats(h, &st));
        CHECK(st.in_use == 256 + 128);
    }
    OK(oxblas_device_malloc_free(b));
    OK(oxblas_device_malloc_free(a));
    OK(oxblas_device_malloc_free(NULL));

    /* item 5: too big for a user-managed arena -> memory_error, *res NULL */
    OK(oxblas_set_device_memory_size(h, 1000));
    OK(oxblas_get_device_memory_size(h, &cap));
    CHECK(cap == 1024);
    {
        size_t big[2] = {1000, 100};
        c = (oxblas_device_malloc*)&cap;
        EXPECT_STATUS(oxblas_device_malloc_alloc(h, big, 2, &c), oxblas_status_memory_error);
        CHECK(c == NULL);
    }
    /* all-zero sizes: success, every slot NULL, nothing borrowed */
    {
        size_t z[2] = {0, 0};
        OK(oxblas_device_malloc_alloc(h, z, 2, &c));
        OK(oxblas_device_malloc_get(c, 1, &p));
        CHECK(p == NULL);
        OK(oxblas_device_malloc_free(c));
    }
    /* The exported allocator works during a query (as in rocBLAS). */
    OK(oxblas_start_device_memory_size_query(h));
    OK(oxblas_device_malloc_alloc(h, one, 1, &c));
    OK(oxblas_device_malloc_free(c));
    OK(oxblas_stop_device_memory_size_query(h, &cap));
    OK(oxblas_set_device_memory_size(h, 0));
}

/* ------------------------------------------------------------------ schemes (items 6, 7) */

static void test_schemes(void)
{
    oxblas_handle h;
    size_t cap = 0;
    oxblas_memory_scheme s;
    oxblas_stats st;
    void* buf = NULL;
    size_t sz[1] = {3000};
    oxblas_device_malloc* a = NULL;
    void* p;

    REQUIRE(oxblas_create_handle(&h));
    /* creation: managed (unless the environment says otherwise) */
    CHECK(oxblas_is_managing_device_memory(h));
    CHECK(!oxblas_is_user_managing_device_memory(h));

    /* item 6: set size n -> R64(n), user-managed */
    OK(oxblas_set_device_memory_size(h, 1000));
    OK(oxblas_get_device_memory_size(h, &cap));
    CHECK(cap == 1024);
    CHECK(!oxblas_is_managing_device_memory(h));
    CHECK(oxblas_is_user_managing_device_memory(h));
    OK(oxblas_get_device_memory_scheme(h, &s));
    CHECK(s == oxblas_memory_scheme_user_managed);
    EXPECT_STATUS(oxblas_device_malloc_alloc(h, sz, 1, &a), oxblas_status_memory_error); /* fixed size */

    /* 0 -> managed with 0 bytes; the first need allocates F + DEF */
    OK(oxblas_set_device_memory_size(h, 0));
    OK(oxblas_get_device_memory_size(h, &cap));
    CHECK(cap == 0);
    CHECK(oxblas_is_managing_device_memory(h));
    OK(oxblas_get_stats(h, &st));
    {
        uint64_t growths = st.growths;
        OK(oxblas_device_malloc_alloc(h, sz, 1, &a));
        OK(oxblas_device_malloc_free(a));
        OK(oxblas_get_stats(h, &st));
        CHECK(st.growths == growths + 1);
        OK(oxblas_get_device_memory_size(h, &cap));
        CHECK(cap > 3008); /* F + DEF */
    }

    /* item 7: user-owned workspace */
    REQUIRE(oxblas_malloc(&buf, 4096));
    OK(oxblas_set_workspace(h, buf, 4096));
    OK(oxblas_get_device_memory_size(h, &cap));
    CHECK(cap == 4096);
    CHECK(!oxblas_is_managing_device_memory(h));
    CHECK(!oxblas_is_user_managing_device_memory(h));
    OK(oxblas_get_device_memory_scheme(h, &s));
    CHECK(s == oxblas_memory_scheme_user_owned);
    OK(oxblas_device_malloc_alloc(h, sz, 1, &a));
    OK(oxblas_device_malloc_ptr(a, &p));
    CHECK(p == buf);
    OK(oxblas_device_malloc_free(a));
    EXPECT_STATUS(oxblas_set_workspace(h, (char*)buf + 8, 1024), oxblas_status_invalid_pointer);
    /* (p, 0) and (NULL, n) -> managed, 0 bytes; the user's buffer is not freed */
    OK(oxblas_set_workspace(h, buf, 0));
    CHECK(oxblas_is_managing_device_memory(h));
    OK(oxblas_get_device_memory_size(h, &cap));
    CHECK(cap == 0);
    OK(oxblas_set_workspace(h, buf, 4096));
    OK(oxblas_set_workspace(h, NULL, 4096));
    CHECK(oxblas_is_managing_device_memory(h));
    OK(oxblas_free(buf)); /* still ours to free */

    /* stream-ordered allocation switch */
    CHECK(!oxblas_is_stream_order_alloc(h));
    OK(oxblas_set_stream_order_alloc(h, true));
    CHECK(oxblas_is_stream_order_alloc(h));
    OK(oxblas_device_malloc_alloc(h, sz, 1, &a));
    OK(oxblas_device_malloc_free(a));
    OK(oxblas_set_stream_order_alloc(h, false));
    CHECK(!oxblas_is_stream_order_alloc(h));

    /* look-ahead lane switch (on by default) */
    CHECK(oxblas_is_lookahead(h));
    OK(oxblas_set_lookahead(h, false));
    CHECK(!oxblas_is_lookahead(h));
    OK(oxblas_set_lookahead(h, true));
    CHECK(oxblas_is_lookahead(h));

    OK(oxblas_get_stats(h, &st));
    CHECK(st.in_use == 0);
    CHECK(st.allocations - st.frees == st.live_allocations);
    OK(oxblas_destroy_handle(h));
}

int main(void)
{
    oxblas_handle h = NULL;
    test_dead_handle(NULL);
    /* A destroyed handle (until a new handle reuses its address; none is created here). */
    REQUIRE(oxblas_create_handle(&h));
    OK(oxblas_destroy_handle(h));
    test_dead_handle(h);
    CHECK(strstr(oxblas_get_last_error_message(), "not a live oxblas handle") != NULL);
    REQUIRE(oxblas_create_handle(&h));
    test_out_pointers_and_enums(h);
    test_routine_statuses(h);
    test_level2_statuses(h);
    test_query_protocol(h);
    test_allocator(h);
    OK(oxblas_destroy_handle(h));
    test_schemes();
    return oxt_finish("test_capi");
}
