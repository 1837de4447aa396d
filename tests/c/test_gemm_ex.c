/* gemm_ex through rocblas_compat.h (C99): the three forms and the _64 names, small integer data
 * (exact in f16, bf16 and the f32 accumulation, so results compare exactly), D separate from C
 * (C untouched) and in place, padding rows of D poisoned and checked, unsupported combinations
 * -> not_implemented with D untouched, rocBLAS's algo/solution_index/flags, the size query. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "check.h"

#include <oxblas/rocblas_compat.h>

#define ROC(call, expected) EXPECT_STATUS((oxblas_status)(call), (oxblas_status)(expected))

/* f16 bits of a small integer (|v| < 2048, exact). */
static rocblas_half h(int v)
{
    rocblas_half r;
    int e = 0;
    unsigned a = (unsigned)(v < 0 ? -v : v), m;
    r.data = v < 0 ? 0x8000u : 0u;
    if (a == 0) return r;
    while ((a >> e) > 1) ++e;            /* a = 1.m * 2^e */
    m = (a << (10 - e)) & 1023u;         /* e <= 10 */
    r.data = (uint16_t)(r.data | (uint16_t)((e + 15) << 10) | (uint16_t)m);
    return r;
}

static double h_value(rocblas_half x)
{
    int e = (x.data >> 10) & 31;
    double m = (double)(x.data & 1023);
    double v = e == 0 ? m * ldexp(1.0, -24) : ldexp(1.0 + m / 1024.0, e - 15);
    return (x.data & 0x8000u) ? -v : v;
}

/* bf16: the upper half of the f32 (exact for small integers). */
static rocblas_bfloat16 b(float v)
{
    rocblas_bfloat16 r;
    uint32_t u;
    memcpy(&u, &v, 4);
    r.data = (uint16_t)(u >> 16);
    return r;
}

static void* upload(const void* p, size_t bytes)
{
    void* d = NULL;
    REQUIRE(oxblas_malloc(&d, bytes));
    REQUIRE(oxblas_memcpy_host_to_device(d, p, bytes));
    return d;
}

static void download(void* dst, const void* src, size_t bytes)
{
    REQUIRE(oxblas_memcpy_device_to_host(dst, src, bytes));
}

/* Integer test data in [-3, 3]. */
static int val(int i, int salt) { return ((i * 7 + salt * 5) % 7) - 3; }

/* m = 3, n = 4, k = 5; A (N) 3x5 with lda 4, B (T) stored 4x5 with ldb 4, C 3x4 with ldc 3,
 * D 3x4 with ldd 5 (rows 3, 4 of each column are padding). */
enum { M = 3, N = 4, K = 5, LDA = 4, LDB = 4, LDC = 3, LDD = 5 };

static double ref(const int* a, const int* bt, const int* c, double alpha, double beta, int i, int j)
{
    double s = 0.0;
    int l;
    for (l = 0; l < K; ++l) s += (double)a[i + l * LDA] * (double)bt[j + l * LDB];
    return alpha * s + beta * (double)c[i + j * LDC];
}

int main(void)
{
    rocblas_handle handle;
    int ai[LDA * K], bi[LDB * K], ci[LDC * N];
    rocblas_bfloat16 ab[LDA * K], bb[LDB * K];
    rocblas_half ah[LDA * K], bh[LDB * K], ch[2 * LDC * N];
    float cf[LDC * N], df[LDD * N], got[LDD * N];
    const float alpha = 2.0f, beta = -0.5f, zero = 0.0f;
    void *dab, *dbb, *dah, *dbh, *dcf, *ddf, *dch, *arrs;
    int x, i, j;

    REQUIRE((oxblas_status)rocblas_create_handle(&handle));
    for (x = 0; x < LDA * K; ++x) {
        ai[x] = val(x, 1);
        ab[x] = b((float)ai[x]);
        ah[x] = h(ai[x]);
    }
    for (x = 0; x < LDB * K; ++x) {
        bi[x] = val(x, 2);
        bb[x] = b((float)bi[x]);
        bh[x] = h(bi[x]);
    }
    for (x = 0; x < LDC * N; ++x) {
        ci[x] = 2 * val(x, 3);
        cf[x] = (float)ci[x];
        ch[x] = ch[x + LDC * N] = h(ci[x]);
    }
    for (x = 0; x < LDD * N; ++x) df[x] = NAN;
    dab = upload(ab, sizeof ab);
    dbb = upload(bb, sizeof bb);
    dah = upload(ah, sizeof ah);
    dbh = upload(bh, sizeof bh);
    dcf = upload(cf, sizeof cf);
    ddf = upload(df, sizeof df);
    dch = upload(ch, sizeof ch);

    /* bf16 -> f32, D separate: exact result, C untouched, D's padding untouched. */
    ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K, &alpha,
                        dab, rocblas_datatype_bf16_r, LDA, dbb, rocblas_datatype_bf16_r, LDB, &beta,
                        dcf, rocblas_datatype_f32_r, LDC, ddf, rocblas_datatype_f32_r, LDD,
                        rocblas_datatype_f32_r, rocblas_gemm_algo_standard, 0, 0),
        rocblas_status_success);
    download(got, ddf, sizeof got);
    for (j = 0; j < N; ++j)
        for (i = 0; i < LDD; ++i) {
            if (i < M)
                CHECK(got[i + j * LDD] == (float)ref(ai, bi, ci, alpha, beta, i, j));
            else
                CHECK(isnan(got[i + j * LDD]));
        }
    {
        float c_after[LDC * N];
        download(c_after, dcf, sizeof c_after);
        CHECK(memcmp(c_after, cf, sizeof cf) == 0);
    }

    /* f16 -> f16 in place, strided batch of 2 (_64 name): each entry C = alpha A B^T + beta C. */
    ROC(rocblas_gemm_strided_batched_ex_64(
            handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K, &alpha, dah,
            rocblas_datatype_f16_r, LDA, 0, dbh, rocblas_datatype_f16_r, LDB, 0, &beta, dch,
            rocblas_datatype_f16_r, LDC, LDC * N, dch, rocblas_datatype_f16_r, LDC, LDC * N, 2,
            rocblas_datatype_f32_r, rocblas_gemm_algo_solution_index, 0,
            rocblas_gemm_flags_fp16_alt_impl),
        rocblas_status_success);
    {
        rocblas_half hc[2 * LDC * N];
        download(hc, dch, sizeof hc);
        for (x = 0; x < 2 * LDC * N; ++x) {
            int e = x % (LDC * N);
            CHECK(h_value(hc[x]) == ref(ai, bi, ci, alpha, beta, e % LDC, e / LDC));
        }
    }

    /* Pointer arrays (batched_ex): one entry, bf16 -> f32, beta = 0 with a null C. */
    {
        const void* ptrs[3];
        ptrs[0] = dab;
        ptrs[1] = dbb;
        ptrs[2] = ddf;
        arrs = upload(ptrs, sizeof ptrs);
        ROC(rocblas_gemm_batched_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N,
                                    K, &alpha, (void**)arrs, rocblas_datatype_bf16_r, LDA,
                                    (void**)arrs + 1, rocblas_datatype_bf16_r, LDB, &zero, NULL,
                                    rocblas_datatype_f32_r, LDC, (void**)arrs + 2,
                                    rocblas_datatype_f32_r, LDD, 1, rocblas_datatype_f32_r,
                                    rocblas_gemm_algo_standard, 0, 0),
            rocblas_status_success);
        download(got, ddf, sizeof got);
        for (j = 0; j < N; ++j)
            for (i = 0; i < M; ++i) CHECK(got[i + j * LDD] == (float)ref(ai, bi, ci, alpha, 0.0, i, j));
    }

    /* Not in rocBLAS's table: not_implemented, D untouched. */
    {
        float before[LDD * N];
        download(before, ddf, sizeof before);
        ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K,
                            &alpha, dah, rocblas_datatype_f16_r, LDA, dbb, rocblas_datatype_bf16_r,
                            LDB, &beta, dcf, rocblas_datatype_f32_r, LDC, ddf,
                            rocblas_datatype_f32_r, LDD, rocblas_datatype_f32_r,
                            rocblas_gemm_algo_standard, 0, 0),
            rocblas_status_not_implemented);
        ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K,
                            &alpha, dah, rocblas_datatype_i8_r, LDA, dbb, rocblas_datatype_i8_r,
                            LDB, &beta, dcf, rocblas_datatype_i32_r, LDC, ddf,
                            rocblas_datatype_i32_r, LDD, rocblas_datatype_i32_r,
                            rocblas_gemm_algo_standard, 0, 0),
            rocblas_status_not_implemented);
        /* A solution index names no solution; check_solution_index computes nothing. */
        ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K,
                            &alpha, dab, rocblas_datatype_bf16_r, LDA, dbb, rocblas_datatype_bf16_r,
                            LDB, &beta, dcf, rocblas_datatype_f32_r, LDC, ddf,
                            rocblas_datatype_f32_r, LDD, rocblas_datatype_f32_r,
                            rocblas_gemm_algo_solution_index, 1, 0),
            rocblas_status_invalid_value);
        ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K,
                            &alpha, dab, rocblas_datatype_bf16_r, LDA, dbb, rocblas_datatype_bf16_r,
                            LDB, &beta, dcf, rocblas_datatype_f32_r, LDC, ddf,
                            rocblas_datatype_f32_r, LDD, rocblas_datatype_f32_r,
                            rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_check_solution_index),
            rocblas_status_success);
        /* ldd < m. */
        ROC(rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M, N, K,
                            &alpha, dab, rocblas_datatype_bf16_r, LDA, dbb, rocblas_datatype_bf16_r,
                            LDB, &beta, dcf, rocblas_datatype_f32_r, LDC, ddf,
                            rocblas_datatype_f32_r, M - 1, rocblas_datatype_f32_r,
                            rocblas_gemm_algo_standard, 0, 0),
            rocblas_status_invalid_size);
        /* Size query: an answer, nothing written. */
        {
            size_t q = 1;
            OK(oxblas_start_device_memory_size_query(handle));
            x = (int)rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_transpose, M,
                                     N, K, &alpha, dab, rocblas_datatype_bf16_r, LDA, dbb,
                                     rocblas_datatype_bf16_r, LDB, &beta, dcf,
                                     rocblas_datatype_f32_r, LDC, ddf, rocblas_datatype_f32_r, LDD,
                                     rocblas_datatype_f32_r, rocblas_gemm_algo_standard, 0, 0);
            CHECK(x == (int)rocblas_status_size_unchanged || x == (int)rocblas_status_size_increased);
            OK(oxblas_stop_device_memory_size_query(handle, &q));
            CHECK(q % 64 == 0);
        }
        download(got, ddf, sizeof got);
        CHECK(memcmp(got, before, sizeof got) == 0);
    }

    REQUIRE(oxblas_free(dab));
    REQUIRE(oxblas_free(dbb));
    REQUIRE(oxblas_free(dah));
    REQUIRE(oxblas_free(dbh));
    REQUIRE(oxblas_free(dcf));
    REQUIRE(oxblas_free(ddf));
    REQUIRE(oxblas_free(dch));
    REQUIRE(oxblas_free(arrs));
    REQUIRE((oxblas_status)rocblas_destroy_handle(handle));
    return oxt_finish("test_gemm_ex");
}
