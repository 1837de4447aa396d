/* Minimal test helpers for the C tests (C99). */
#ifndef OXBLAS_TEST_CHECK_H
#define OXBLAS_TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <oxblas/oxblas.h>

static int oxt_failures = 0;
static int oxt_checks = 0;

#define CHECK(cond)                                                                         \
    do {                                                                                    \
        ++oxt_checks;                                                                       \
        if (!(cond)) {                                                                      \
            ++oxt_failures;                                                                 \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);       \
        }                                                                                   \
    } while (0)

#define EXPECT_STATUS(call, expected)                                                       \
    do {                                                                                    \
        oxblas_status oxt_s_ = (call);                                                      \
        ++oxt_checks;                                                                       \
        if (oxt_s_ != (expected)) {                                                         \
            ++oxt_failures;                                                                 \
            fprintf(stderr, "%s:%d: %s\n    returned %s, expected %s (%s)\n", __FILE__,     \
                    __LINE__, #call, oxblas_status_name(oxt_s_), oxblas_status_name(expected), \
                    oxblas_get_last_error_message());                                       \
        }                                                                                   \
    } while (0)

#define OK(call) EXPECT_STATUS(call, oxblas_status_success)

/* Abort the test on a failed setup step. */
#define REQUIRE(call)                                                                       \
    do {                                                                                    \
        oxblas_status oxt_s_ = (call);                                                      \
        if (oxt_s_ != oxblas_status_success) {                                              \
            fprintf(stderr, "%s:%d: %s -> %s (%s)\n", __FILE__, __LINE__, #call,            \
                    oxblas_status_name(oxt_s_), oxblas_get_last_error_message());           \
            exit(2);                                                                        \
        }                                                                                   \
    } while (0)

static inline int oxt_finish(const char* name)
{
    printf("%s: %d checks, %d failures\n", name, oxt_checks, oxt_failures);
    return oxt_failures ? 1 : 0;
}

/* Deterministic pseudo-random numbers in [-1, -0.1] U [0.1, 1] (non-zero). */
static unsigned long long oxt_rng = 0x9E3779B97F4A7C15ull;
static inline double oxt_rand(void)
{
    double u;
    oxt_rng = oxt_rng * 6364136223846793005ull + 1442695040888963407ull;
    u = (double)(oxt_rng >> 11) / 9007199254740992.0; /* [0,1) */
    u = 0.1 + 0.9 * u;
    oxt_rng = oxt_rng * 6364136223846793005ull + 1442695040888963407ull;
    return (oxt_rng >> 63) ? -u : u;
}

/* Device copy of `bytes` of host data. */
static inline void* oxt_upload(const void* host, size_t bytes)
{
    void* d = NULL;
    REQUIRE(oxblas_malloc(&d, bytes));
    REQUIRE(oxblas_memcpy_host_to_device(d, host, bytes));
    return d;
}

#endif
