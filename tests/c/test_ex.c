/* The _ex reductions and hdot/bfdot through rocblas_compat.h (C99): results in the supported
 * type combinations (inputs exact in f16/bf16, so results are exact), negative increments,
 * strided batches with a poisoned guard result, results in device memory (pointer mode device),
 * unsupported combinations -> not_implemented with the result untouched, and the size query. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "check.h"

#include <oxblas/rocblas_compat.h>

#define ROC(call, expected) EXPECT_STATUS((oxblas_status)(call), (oxblas_status)(expected))

/* f16 bits of a double that f16 represents exactly as a normal number (or zero). */
static rocblas_half h(double v)
{
    rocblas_half r;
    int e;
    double m;
    uint16_t sign = v < 0 ? 0x8000u : 0u;
    if (v == 0.0) {
        r.data = sign;
        return r;
    }
    m = frexp(fabs(v), &e); /* |v| = m * 2^e, m in [0.5, 1) */
    r.data = (uint16_t)(sign | (uint16_t)((e - 1 + 15) << 10) |
                        (uint16_t)((m * 2.0 - 1.0) * 1024.0));
    return r;
}

static double h_value(rocblas_half x)
{
    int e = (x.data >> 10) & 31;
    double m = (double)(x.data & 1023);
    double v = e == 0 ? m * ldexp(1.0, -24) : ldexp(1.0 + m / 1024.0, e - 15);
    return (x.data & 0x8000u) ? -v : v;
}

/* bf16: the upper half of the f32 (exact for values with at most 8 significant bits). */
static rocblas_bfloat16 b(float v)
{
    rocblas_bfloat16 r;
    uint32_t u;
    memcpy(&u, &v, 4);
    r.data = (uint16_t)(u >> 16);
    return r;
}

static float b_value(rocblas_bfloat16 x)
{
    uint32_t u = (uint32_t)x.data << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static void* upload(const void* p, size_t bytes)
{
    void* d = NULL;
    REQUIRE(oxblas_malloc(&d, bytes));
    REQUIRE(oxblas_memcpy_host_to_device(d, p, bytes));
    return d;
}

int main(void)
{
    rocblas_handle handle;
    const double xv[7] = {1, -2, 3, 0.5, -4, 6, 2};
    const double yv[7] = {2, 1, -1, 4, 0.25, -3, 5};
    rocblas_half hx[7], hy[7], hr[3];
    rocblas_bfloat16 bx[7], by[7], br;
    float fx[7], fy[7];
    double want = 0.0, dr = 0.0;
    void *dhx, *dhy, *dbx, *dby, *dfx, *dfy, *dres;
    int i;

    /* x reversed by incx = -1: element i of x is xv[6 - i]. */
    for (i = 0; i < 7; ++i) {
        hx[i] = h(xv[i]);
        hy[i] = h(yv[i]);
        bx[i] = b((float)xv[i]);
        by[i] = b((float)yv[i]);
        fx[i] = (float)xv[i];
        fy[i] = (float)yv[i];
        want += xv[6 - i] * yv[i];
    }
    REQUIRE(oxblas_create_handle(&handle));
    dhx = upload(hx, sizeof hx);
    dhy = upload(hy, sizeof hy);
    dbx = upload(bx, sizeof bx);
    dby = upload(by, sizeof by);
    dfx = upload(fx, sizeof fx);
    dfy = upload(fy, sizeof fy);
    REQUIRE(oxblas_malloc(&dres, 64));

    /* dot_ex in each half combination, hdot and bfdot: exact. */
    memset(hr, 0xFF, sizeof hr);
    ROC(rocblas_dot_ex(handle, 7, dhx, rocblas_datatype_f16_r, -1, dhy, rocblas_datatype_f16_r, 1,
                       &hr[0], rocblas_datatype_f16_r, rocblas_datatype_f32_r),
        rocblas_status_success);
    CHECK(h_value(hr[0]) == want);
    ROC(rocblas_dot_ex(handle, 7, dhx, rocblas_datatype_f16_r, -1, dhy, rocblas_datatype_f16_r, 1,
                       &hr[1], rocblas_datatype_f16_r, rocblas_datatype_f16_r),
        rocblas_status_success);
    CHECK(h_value(hr[1]) == want);
    ROC(rocblas_hdot(handle, 7, dhx, -1, dhy, 1, &hr[2]), rocblas_status_success);
    CHECK(h_value(hr[2]) == want);
    ROC(rocblas_dotc_ex_64(handle, 7, dbx, rocblas_datatype_bf16_r, -1, dby, rocblas_datatype_bf16_r,
                           1, &br, rocblas_datatype_bf16_r, rocblas_datatype_f32_r),
        rocblas_status_success);
    CHECK(b_value(br) == (float)want);
    br.data = 0xFFFF;
    ROC(rocblas_bfdot(handle, 7, dbx, -1, dby, 1, &br), rocblas_status_success);
    CHECK(b_value(br) == (float)want);
    ROC(rocblas_dot_ex(handle, 7, dfx, rocblas_datatype_f32_r, -1, dfy, rocblas_datatype_f32_r, 1,
                       &dr, rocblas_datatype_f64_r, rocblas_datatype_f64_r),
        rocblas_status_success);
    CHECK(dr == want);

    /* nrm2_ex: |(3, 4)| = 5 from a strided pair (incx = 3). */
    {
        rocblas_half v[4];
        rocblas_bfloat16 w[4];
        void *dv, *dw;
        rocblas_half hn;
        rocblas_bfloat16 bn;
        v[0] = h(3); v[1] = h(100); v[2] = h(-100); v[3] = h(-4);
        w[0] = b(3); w[1] = b(100); w[2] = b(-100); w[3] = b(-4);
        dv = upload(v, sizeof v);
        dw = upload(w, sizeof w);
        ROC(rocblas_nrm2_ex(handle, 2, dv, rocblas_datatype_f16_r, 3, &hn, rocblas_datatype_f16_r,
                            rocblas_datatype_f32_r),
            rocblas_status_success);
        CHECK(h_value(hn) == 5.0);
        ROC(rocblas_nrm2_ex(handle, 2, dw, rocblas_datatype_bf16_r, 3, &bn, rocblas_datatype_bf16_r,
                            rocblas_datatype_f32_r),
            rocblas_status_success);
        CHECK(b_value(bn) == 5.0f);
        /* Two strided batches of one element each (stride 3): |3| and |-4|; guard untouched. */
        memset(hr, 0xFF, sizeof hr);
        ROC(rocblas_nrm2_strided_batched_ex(handle, 1, dv, rocblas_datatype_f16_r, 1, 3, 2, hr,
                                            rocblas_datatype_f16_r, rocblas_datatype_f32_r),
            rocblas_status_success);
        CHECK(h_value(hr[0]) == 3.0 && h_value(hr[1]) == 4.0 && hr[2].data == 0xFFFF);
        /* Results in device memory. */
        OK(oxblas_set_pointer_mode(handle, oxblas_pointer_mode_device));
        ROC(rocblas_nrm2_ex(handle, 2, dv, rocblas_datatype_f16_r, 3, dres, rocblas_datatype_f16_r,
                            rocblas_datatype_f32_r),
            rocblas_status_success);
        OK(oxblas_set_pointer_mode(handle, oxblas_pointer_mode_host));
        OK(oxblas_memcpy_device_to_host(&hn, dres, sizeof hn));
        CHECK(h_value(hn) == 5.0);
        OK(oxblas_free(dv));
        OK(oxblas_free(dw));
    }

    /* Batched (pointer arrays): the two vectors of a batch of 2, each paired with itself. */
    {
        const void* ptrs[2];
        void* dptrs;
        ptrs[0] = dhx;
        ptrs[1] = dhy;
        dptrs = upload(ptrs, sizeof ptrs);
        memset(hr, 0xFF, sizeof hr);
        ROC(rocblas_dot_batched_ex(handle, 7, dptrs, rocblas_datatype_f16_r, 1, dptrs,
                                   rocblas_datatype_f16_r, 1, 2, hr, rocblas_datatype_f16_r,
                                   rocblas_datatype_f32_r),
            rocblas_status_success);
        {
            double sx = 0, sy = 0;
            for (i = 0; i < 7; ++i) {
                sx += xv[i] * xv[i];
                sy += yv[i] * yv[i];
            }
            CHECK(h_value(hr[0]) == sx && h_value(hr[1]) == sy && hr[2].data == 0xFFFF);
        }
        OK(oxblas_free(dptrs));
    }

    /* Unsupported combinations: not_implemented, result untouched (also for n = 0). */
    dr = 42.0;
    ROC(rocblas_dot_ex(handle, 7, dfx, rocblas_datatype_f32_r, 1, dfy, rocblas_datatype_f32_r, 1,
                       &dr, rocblas_datatype_f64_r, rocblas_datatype_f32_r),
        rocblas_status_not_implemented);
    ROC(rocblas_dot_ex(handle, 0, dhx, rocblas_datatype_f16_r, 1, dfy, rocblas_datatype_f32_r, 1,
                       &dr, rocblas_datatype_f32_r, rocblas_datatype_f32_r),
        rocblas_status_not_implemented);
    ROC(rocblas_nrm2_ex(handle, 7, dbx, rocblas_datatype_bf16_r, 1, &dr, rocblas_datatype_f32_r,
                        rocblas_datatype_f32_r),
        rocblas_status_not_implemented);
    ROC(rocblas_nrm2_ex(handle, 7, dfx, (rocblas_datatype)160, 1, &dr, rocblas_datatype_f32_r,
                        rocblas_datatype_f32_r),
        rocblas_status_not_implemented);
    CHECK(dr == 42.0);

    /* Size query: answers only, nothing written. */
    {
        size_t q = 1;
        OK(oxblas_start_device_memory_size_query(handle));
        ROC(rocblas_dot_ex(handle, 7, NULL, rocblas_datatype_f16_r, 1, NULL, rocblas_datatype_f16_r,
                           1, NULL, rocblas_datatype_f16_r, rocblas_datatype_f32_r),
            rocblas_status_size_increased);
        ROC(rocblas_dot_ex(handle, 7, NULL, rocblas_datatype_f16_r, 1, NULL, rocblas_datatype_f16_r,
                           1, NULL, rocblas_datatype_bf16_r, rocblas_datatype_f32_r),
            rocblas_status_not_implemented);
        OK(oxblas_stop_device_memory_size_query(handle, &q));
        CHECK(q == 64); /* one f16 result staged for the host (rounded to 64 bytes) */
    }

    OK(oxblas_free(dres));
    OK(oxblas_free(dfy));
    OK(oxblas_free(dfx));
    OK(oxblas_free(dby));
    OK(oxblas_free(dbx));
    OK(oxblas_free(dhy));
    OK(oxblas_free(dhx));
    OK(oxblas_destroy_handle(handle));
    return oxt_finish("test_ex");
}
