/* Shared bits of the examples: a status check that exits with a message. */
#ifndef OXBLAS_EXAMPLE_COMMON_H
#define OXBLAS_EXAMPLE_COMMON_H
#include <stdio.h>
#include <stdlib.h>

#include <oxblas/oxblas.h>

#define CHECK_OXBLAS(call)                                                                  \
    do {                                                                                    \
        oxblas_status s_ = (call);                                                          \
        if (s_ != oxblas_status_success && s_ != oxblas_status_perf_degraded) {             \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #call,      \
                    oxblas_status_name(s_), oxblas_get_last_error_message());               \
            exit(1);                                                                        \
        }                                                                                   \
    } while (0)
#endif
