/* Concurrent use of one handle from two threads is detected at the C ABI: the second call
 * returns internal_error and leaves the handle alone; the first call completes correctly.
 * Separate handles on separate threads are independent. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>

#include "check.h"

#define N 4000000

static oxblas_handle shared_h;
static double* dx;
static volatile int worker_done = 0;
static int worker_bad = 0;

static void* worker(void* arg)
{
    /* The main thread polls the handle all the time, so some of our calls are refused
     * (internal_error): retry until 10 long calls have completed, each a window in which the
     * main thread's polls must be refused. Bounded, so a broken detector cannot hang the test. */
    int successes = 0, attempts = 0;
    (void)arg;
    while (successes < 10 && attempts < 1000000) {
        double r = 0;
        oxblas_status s = oxblas_dasum(shared_h, N, dx, 1, &r);
        ++attempts;
        if (s == oxblas_status_success) {
            ++successes;
            if (r != (double)N) worker_bad = 1;
        } else if (s != oxblas_status_internal_error) {
            worker_bad = 1;
        }
    }
    if (successes < 10) worker_bad = 1;
    worker_done = 1;
    return NULL;
}

static void* own_handle(void* arg)
{
    oxblas_handle h;
    double r = 0;
    int i, *ok = (int*)arg;
    *ok = 1;
    if (oxblas_create_handle(&h) != oxblas_status_success) { *ok = 0; return NULL; }
    for (i = 0; i < 10; ++i)
        if (oxblas_dasum(h, 1000, dx, 1, &r) != oxblas_status_success || r != 1000.0) *ok = 0;
    if (oxblas_destroy_handle(h) != oxblas_status_success) *ok = 0;
    return NULL;
}

/* Destroy racing with calls on the same pointer: only success, internal_error (the other
 * thread is inside a call) and invalid_handle (destroyed) may come back, never a crash. No other
 * thread creates handles meanwhile, so the destroyed address is not reused during a round. */
static oxblas_handle race_h;
static volatile int race_started;
static volatile int race_bad;

static void* race_caller(void* arg)
{
    size_t size;
    int i;
    (void)arg;
    for (i = 0; i < 100000; ++i) {
        oxblas_status s = oxblas_get_device_memory_size(race_h, &size);
        (void)oxblas_is_managing_device_memory(race_h);
        race_started = 1;
        if (s == oxblas_status_invalid_handle) break;
        if (s != oxblas_status_success && s != oxblas_status_internal_error) race_bad = 1;
    }
    return NULL;
}

static void destroy_race(void)
{
    int round;
    long refused = 0;
    for (round = 0; round < 200; ++round) {
        pthread_t t;
        oxblas_status s;
        REQUIRE(oxblas_create_handle(&race_h));
        race_started = 0;
        pthread_create(&t, NULL, race_caller, NULL);
        while (!race_started) {
        }
        while ((s = oxblas_destroy_handle(race_h)) == oxblas_status_internal_error) ++refused;
        CHECK(s == oxblas_status_success);
        pthread_join(t, NULL);
        EXPECT_STATUS(oxblas_destroy_handle(race_h), oxblas_status_invalid_handle);
    }
    printf("destroy race: %ld destroys refused (handle busy)\n", refused);
    CHECK(!race_bad);
}

int main(void)
{
    pthread_t t, t1, t2;
    double* host = (double*)malloc(N * sizeof(double));
    size_t i, size;
    long detected = 0, calls = 0;
    int ok1 = 0, ok2 = 0;
    for (i = 0; i < N; ++i) host[i] = 1.0;
    dx = (double*)oxt_upload(host, N * sizeof(double));
    REQUIRE(oxblas_create_handle(&shared_h));

    pthread_create(&t, NULL, worker, NULL);
    while (!worker_done) {
        oxblas_status s = oxblas_get_device_memory_size(shared_h, &size);
        ++calls;
        if (s == oxblas_status_internal_error) ++detected;
        else CHECK(s == oxblas_status_success);
    }
    pthread_join(t, NULL);
    printf("concurrent calls: %ld, detected as concurrent use: %ld\n", calls, detected);
    CHECK(detected > 0);
    CHECK(!worker_bad);
    CHECK(strstr(oxblas_get_last_error_message(), "another thread") != NULL || detected == 0);
    OK(oxblas_destroy_handle(shared_h));

    pthread_create(&t1, NULL, own_handle, &ok1);
    pthread_create(&t2, NULL, own_handle, &ok2);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    CHECK(ok1 && ok2);
    destroy_race();
    OK(oxblas_free(dx));
    free(host);
    return oxt_finish("test_threads");
}
