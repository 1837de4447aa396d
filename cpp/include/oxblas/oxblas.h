/*
 * oxblas.h - C interface of oxblas, a GPU BLAS subset with the rocBLAS device-memory
 * (workspace) model. Usable from C99 and C++.
 *
 * Conventions
 * -----------
 * - Every function returning oxblas_status checks its arguments in this order: handle
 *   (NULL or destroyed -> oxblas_status_invalid_handle; see oxblas_destroy_handle for the
 *   limit of "destroyed"), sizes (negative -> invalid_size),
 *   enum values (-> invalid_value), out-pointers (NULL -> invalid_pointer).
 * - Sizes, increments, strides and batch counts are int64_t; strides are in elements.
 *   Index results (i?amax, i?amin) are 1-based int64_t (the *_i32 variants write int32_t).
 * - n == 0 or batch_count == 0: nothing to compute, results are 0. asum/nrm2/iamax/iamin with
 *   incx <= 0 give 0 (reference BLAS). A negative increment of dot walks the vector backwards.
 * - The handle's pointer mode says where `result` lives: host memory (default; the call waits
 *   for the result) or device memory (the call returns without waiting).
 * - In size-query mode (oxblas_start_device_memory_size_query) routines compute nothing, do not
 *   check pointers, and return oxblas_status_size_increased / oxblas_status_size_unchanged.
 *
 * Threads: a handle may be used from any thread, but from one thread at a time. Concurrent use
 * of one handle is detected: the second call returns oxblas_status_internal_error (logged)
 * without touching the handle. Different handles are independent.
 *
 * Errors never abort and no exception or Rust panic crosses this interface (a panic becomes
 * oxblas_status_internal_error). Logging: set OXBLAS_LOG (env_logger syntax, e.g.
 * OXBLAS_LOG=info or OXBLAS_LOG=oxblas=debug); errors are logged by default.
 * oxblas_get_last_error_message() gives the calling thread's last error text.
 */
#ifndef OXBLAS_OXBLAS_H
#define OXBLAS_OXBLAS_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#define OXBLAS_VERSION_MAJOR 0
#define OXBLAS_VERSION_MINOR 1
#define OXBLAS_VERSION_PATCH 0

#if defined(__GNUC__) && !defined(OXBLAS_NO_ATTRIBUTES)
#define OXBLAS_NODISCARD __attribute__((warn_unused_result))
#else
#define OXBLAS_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------------- types */

/** Status of every call. The numbers are those of rocblas_status. */
typedef enum oxblas_status_ {
    oxblas_status_success = 0,            /**< the call completed */
    oxblas_status_invalid_handle = 1,     /**< NULL or destroyed handle, until a new handle reuses
                                               its address (also NULL handle* in create) */
    oxblas_status_not_implemented = 2,    /**< not available on this backend */
    oxblas_status_invalid_pointer = 3,    /**< NULL out-pointer, bad slot index, misaligned workspace */
    oxblas_status_invalid_size = 4,       /**< negative size/batch count, allocator count 0 */
    oxblas_status_memory_error = 5,       /**< workspace or allocation could not be provided */
    oxblas_status_internal_error = 6,     /**< internal failure; memory-model misuse (resize or destroy
                                               with live borrows, non-LIFO release); concurrent use */
    oxblas_status_perf_degraded = 7,      /**< completed with a slower algorithm (workspace too small) */
    oxblas_status_size_query_mismatch = 8,/**< start twice; stop or set-optimal without start */
    oxblas_status_size_increased = 9,     /**< query mode: this call raised the running maximum */
    oxblas_status_size_unchanged = 10,    /**< query mode: it did not (includes "needs no memory") */
    oxblas_status_invalid_value = 11,     /**< bad enum value or stream */
    oxblas_status_continue = 12,          /**< internal; never returned */
    oxblas_status_arch_mismatch = 15,     /**< no device code for this GPU architecture */
    oxblas_status_no_device = 16          /**< the backend has no usable device */
} oxblas_status;

/** Opaque library context: one device, one stream, one workspace. */
typedef struct oxblas_handle_s* oxblas_handle;

/** A stream: on the host backend a queue id, on GPUs a hipStream_t / cudaStream_t value
 *  (cast it: `(oxblas_stream)my_cuda_stream`). NULL is the default stream. */
typedef struct oxblas_stream_s* oxblas_stream;

/** Where scalar results of the routines live. */
typedef enum oxblas_pointer_mode_ {
    oxblas_pointer_mode_host = 0,   /**< host memory; the call waits for the result */
    oxblas_pointer_mode_device = 1  /**< device memory; the call does not wait */
} oxblas_pointer_mode;

/** The implementation a handle runs on. */
typedef enum oxblas_backend_ {
    oxblas_backend_host = 0,
    oxblas_backend_nvidia = 1,
    oxblas_backend_amd = 2
} oxblas_backend;

/** Who owns the workspace (docs/memory-model.md#schemes). */
typedef enum oxblas_memory_scheme_ {
    oxblas_memory_scheme_managed = 0,       /**< library-allocated, grows on demand */
    oxblas_memory_scheme_user_managed = 1,  /**< library-allocated, fixed size set by the user */
    oxblas_memory_scheme_user_owned = 2     /**< the user's buffer (oxblas_set_workspace) */
} oxblas_memory_scheme;

/** op(A) of the level-2/3 routines (rocBLAS's values). Unknown values -> invalid_value. */
typedef enum oxblas_operation_ {
    oxblas_operation_none = 111,
    oxblas_operation_transpose = 112,
    oxblas_operation_conjugate_transpose = 113
} oxblas_operation;

/** Which triangle is stored and read (rocBLAS's values). */
typedef enum oxblas_fill_ {
    oxblas_fill_upper = 121,
    oxblas_fill_lower = 122
} oxblas_fill;

/** Whether a triangular matrix's diagonal is read (rocBLAS's values). */
typedef enum oxblas_diagonal_ {
    oxblas_diagonal_non_unit = 131,
    oxblas_diagonal_unit = 132
} oxblas_diagonal;

/** Which side of B a triangular or symmetric/Hermitian A multiplies from (rocBLAS's values). */
typedef enum oxblas_side_ {
    oxblas_side_left = 141,
    oxblas_side_right = 142
} oxblas_side;

typedef struct oxblas_float_complex_ { float x, y; } oxblas_float_complex;
typedef struct oxblas_double_complex_ { double x, y; } oxblas_double_complex;
/** IEEE binary16 (rocBLAS's rocblas_half), as its bit pattern. */
typedef struct oxblas_half_ { uint16_t data; } oxblas_half;
/** bfloat16 (the upper half of an IEEE binary32; rocBLAS's rocblas_bfloat16), as its bits. */
typedef struct oxblas_bfloat16_ { uint16_t data; } oxblas_bfloat16;

/** Element, result and execution types of the _ex routines (rocBLAS's rocblas_datatype values).
 * The combinations each routine accepts are rocBLAS's (README, "_ex reductions"); any other is
 * not_implemented. */
typedef enum oxblas_datatype_ {
    oxblas_datatype_f16_r = 150,
    oxblas_datatype_f32_r = 151,
    oxblas_datatype_f64_r = 152,
    oxblas_datatype_f16_c = 153,
    oxblas_datatype_f32_c = 154,
    oxblas_datatype_f64_c = 155,
    oxblas_datatype_bf16_r = 168,
    oxblas_datatype_bf16_c = 169
} oxblas_datatype;

/** gemm_ex's algorithm choice (rocBLAS's rocblas_gemm_algo values). oxblas picks its kernel
 * itself (README, "gemm_ex"): `standard` is the only choice; `solution_index` with an index > 0
 * names a solution oxblas does not have (invalid_value), with an index <= 0 it is `standard`. */
typedef enum oxblas_gemm_algo_ {
    oxblas_gemm_algo_standard = 0x0,
    oxblas_gemm_algo_solution_index = 0x1
} oxblas_gemm_algo;

/** gemm_ex's flags (rocBLAS's rocblas_gemm_flags bits, a uint32_t argument). Only
 * `check_solution_index` has an effect here: the call checks its arguments and computes nothing.
 * The others are accepted and ignored, as are unknown bits (README, "gemm_ex"). */
typedef enum oxblas_gemm_flags_ {
    oxblas_gemm_flags_none = 0x0,
    oxblas_gemm_flags_use_cu_efficiency = 0x2,
    oxblas_gemm_flags_fp16_alt_impl = 0x4,
    oxblas_gemm_flags_check_solution_index = 0x8,
    oxblas_gemm_flags_fp16_alt_impl_rnz = 0x10,
    oxblas_gemm_flags_stochastic_rounding = 0x20
} oxblas_gemm_flags;

/** Per-handle statistics of the memory model (mirror of the Rust `Stats`). */
typedef struct oxblas_stats_ {
    size_t capacity;            /**< bytes the workspace holds now */
    size_t in_use;              /**< bytes borrowed right now */
    size_t high_water;          /**< largest in_use seen */
    uint64_t allocations;       /**< device allocations made by the memory model */
    uint64_t allocated_bytes;
    uint64_t frees;
    uint64_t freed_bytes;
    uint64_t live_allocations;  /**< allocations alive now (incl. arenas kept for graphs) */
    uint64_t live_bytes;
    uint64_t growths;           /**< managed-arena growths */
    uint64_t growth_bytes;      /**< bytes of the arenas grown to */
    uint64_t synchronizations;  /**< host synchronizations caused by the memory model */
    uint64_t borrows;           /**< successful non-empty borrows */
    uint64_t failed_borrows;
    uint64_t degraded_calls;    /**< calls that returned perf_degraded */
    uint64_t stream_waits;      /**< stream switches ordered by an event */
    uint64_t retained_for_graphs;
} oxblas_stats;

/** One live borrow of a handle's workspace (exported allocator). */
typedef struct oxblas_device_malloc_s oxblas_device_malloc;

/* ------------------------------------------------------------------------------ handles, misc */

/** Create a handle on the backend OXBLAS_BACKEND selects (or the compiled default), on the
 *  calling thread's current device (cudaSetDevice / hipSetDevice, as rocBLAS). Reads
 *  OXBLAS_DEVICE_MEMORY_SIZE / ROCBLAS_DEVICE_MEMORY_SIZE and *_STREAM_ORDER_ALLOC.
 *  NULL handle* -> invalid_handle (as rocBLAS); no device -> no_device.
 *  A handle belongs to its device: every call on it makes that device current and restores the
 *  caller's current device before returning; its workspace, pool and counters live there; a
 *  stream of another device is refused (invalid_value). */
OXBLAS_NODISCARD oxblas_status oxblas_create_handle(oxblas_handle* handle);
/** As oxblas_create_handle, on device `device` whatever device is current (several GPUs: one
 *  handle per device per thread). Negative or absent device -> no_device, *handle = NULL. */
OXBLAS_NODISCARD oxblas_status oxblas_create_handle_on_device(oxblas_handle* handle, int device);
/** How many devices oxblas_create_handle_on_device accepts (1 on the host backend). */
oxblas_status oxblas_get_device_count(int* count);
/** The device `handle` was created on. */
oxblas_status oxblas_get_handle_device(oxblas_handle handle, int* device);
/** Destroy a handle. Live exported-allocator borrows or concurrent use -> internal_error and
 *  the handle is NOT destroyed. Otherwise the handle is gone whatever the status.
 *  Use after destroy: the library keeps a registry of the addresses of live handles and checks
 *  every handle argument against it before using it, so a call with a destroyed handle (destroy
 *  again included; the bool queries return false) returns invalid_handle and touches nothing,
 *  also when it races with the destroy on another thread. This holds only until a new handle
 *  happens to be created at the same address: the old value then names that new, live handle,
 *  and calls with it act on the new handle. Do not rely on the check; it catches mistakes. */
oxblas_status oxblas_destroy_handle(oxblas_handle handle);

/** "oxblas_status_success", ...; "oxblas_status_unknown" for other values. Static string. */
const char* oxblas_status_name(oxblas_status status);
/** Text of the calling thread's last failing call ("" if none); valid until its next failure. */
const char* oxblas_get_last_error_message(void);

oxblas_status oxblas_get_backend(oxblas_handle handle, oxblas_backend* backend);
/** "host", "nvidia", "amd" ("unknown" otherwise). Static string. */
const char* oxblas_backend_name(oxblas_backend backend);
/** Device name; the string lives as long as the handle. */
oxblas_status oxblas_get_device_name(oxblas_handle handle, const char** name);

/* ------------------------------------------------------------------------- streams, pointers */

/** Use `stream` from now on (NULL: default stream). No host synchronization is needed: the new
 *  stream is ordered after the old stream's last use of the workspace. Invalid stream ->
 *  invalid_value. */
oxblas_status oxblas_set_stream(oxblas_handle handle, oxblas_stream stream);
oxblas_status oxblas_get_stream(oxblas_handle handle, oxblas_stream* stream);
/** Streams of the library's backend (for portable programs). */
oxblas_status oxblas_stream_create(oxblas_stream* stream);
/** Flags of oxblas_stream_create_with_flags (the values of cudaStreamDefault and
 *  cudaStreamNonBlocking). */
#define OXBLAS_STREAM_DEFAULT 0u
#define OXBLAS_STREAM_NON_BLOCKING 1u
/** A stream with `flags`: OXBLAS_STREAM_NON_BLOCKING does not order against the legacy null
 *  stream, which a stream that captures graphs needs while other threads use the null stream
 *  (CUDA refuses the null stream's work then and invalidates the capture). Other bits ->
 *  invalid_value. The host backend has no null-stream ordering: the flag changes nothing there. */
oxblas_status oxblas_stream_create_with_flags(oxblas_stream* stream, uint32_t flags);
/** Let handles use a stream the application created with the GPU runtime (a cudaStream_t or
 *  hipStream_t, cast to oxblas_stream); the application keeps owning it (oxblas never destroys
 *  it). Required before oxblas_set_stream with such a stream: oxblas does not probe unknown
 *  values, which could crash the runtime. A stream of another device -> an error status. On the
 *  host backend only oxblas_stream_create's streams exist (others -> invalid_value). */
oxblas_status oxblas_stream_adopt(oxblas_stream stream);
/** Destroy a stream (NULL -> invalid_value). Reset handles that use it first. */
oxblas_status oxblas_stream_destroy(oxblas_stream stream);
oxblas_status oxblas_stream_synchronize(oxblas_stream stream);

/** Bad mode -> invalid_value. */
oxblas_status oxblas_set_pointer_mode(oxblas_handle handle, oxblas_pointer_mode mode);
oxblas_status oxblas_get_pointer_mode(oxblas_handle handle, oxblas_pointer_mode* mode);

/* ------------------------------------------------------------------------------ memory helpers */

/** Device memory of the library's backend (host memory on the host backend), 256-byte aligned.
 *  bytes == 0 -> *ptr = NULL. Failure -> memory_error. */
OXBLAS_NODISCARD oxblas_status oxblas_malloc(void** ptr, size_t bytes);
/** Free oxblas_malloc memory. NULL is accepted. */
oxblas_status oxblas_free(void* ptr);
/** Synchronous copies (the default stream). */
oxblas_status oxblas_memcpy_host_to_device(void* dst, const void* src, size_t bytes);
oxblas_status oxblas_memcpy_device_to_host(void* dst, const void* src, size_t bytes);
oxblas_status oxblas_memcpy_device_to_device(void* dst, const void* src, size_t bytes);

/* ------------------------------------------------------------------------------ memory model */

/** Start a size query: routines compute nothing and record their workspace footprint.
 *  Already active -> size_query_mismatch (the running maximum is kept). */
oxblas_status oxblas_start_device_memory_size_query(oxblas_handle handle);
/** End the query; *size = largest footprint recorded. No active query -> size_query_mismatch
 *  (checked before the pointer); size NULL -> invalid_pointer and the query stays active. */
oxblas_status oxblas_stop_device_memory_size_query(oxblas_handle handle, size_t* size);
/** False for a NULL handle. */
bool oxblas_is_device_memory_size_query(oxblas_handle handle);
/** Record the footprint S(sizes) = sum of the sizes rounded up to 64 B in the running maximum.
 *  Not in a query -> size_query_mismatch; else size_increased or size_unchanged (count 0 or all
 *  zero -> size_unchanged). sizes may be NULL when count is 0. */
oxblas_status oxblas_set_optimal_device_memory_size(oxblas_handle handle, const size_t* sizes,
                                                    size_t count);

/** 0: back to managed with no arena (grows on first need to F + default). n > 0: user-managed
 *  workspace of n bytes rounded up to 64. The new arena is allocated before the old one is
 *  freed: memory_error leaves the handle as it was. Live borrows -> internal_error. Wait for the
 *  handle's stream before resizing if you reuse memory written by earlier calls. */
oxblas_status oxblas_set_device_memory_size(oxblas_handle handle, size_t size);
/** Bytes the workspace holds now (0 in stream-ordered managed mode). */
oxblas_status oxblas_get_device_memory_size(oxblas_handle handle, size_t* size);
/** Use the user's buffer (64-byte aligned device memory, e.g. from oxblas_malloc) of `size`
 *  bytes as the workspace: never grown or freed by the library; keep it alive until the next
 *  workspace change or handle destruction. addr NULL or size 0 -> managed with 0 bytes.
 *  Misaligned -> invalid_pointer. Live borrows -> internal_error. */
oxblas_status oxblas_set_workspace(oxblas_handle handle, void* addr, size_t size);
/** True in the managed scheme; false for NULL. */
bool oxblas_is_managing_device_memory(oxblas_handle handle);
/** True in the user-managed scheme; false for NULL (and for user-owned). */
bool oxblas_is_user_managing_device_memory(oxblas_handle handle);
oxblas_status oxblas_get_device_memory_scheme(oxblas_handle handle, oxblas_memory_scheme* scheme);
/** Stream-ordered (async) allocation for managed workspaces, from a pool of oxblas's own. */
oxblas_status oxblas_set_stream_order_alloc(oxblas_handle handle, bool on);
bool oxblas_is_stream_order_alloc(oxblas_handle handle);
/** Look-ahead lane: let routines overlap their critical path with their updates on a second
 *  stream of the handle's device (on by default; OXBLAS_LOOKAHEAD=0 for new handles). Results
 *  are the same; a call still orders as one piece of work on the handle's stream. */
oxblas_status oxblas_set_lookahead(oxblas_handle handle, bool on);
/** False for NULL. */
bool oxblas_is_lookahead(oxblas_handle handle);

oxblas_status oxblas_get_stats(oxblas_handle handle, oxblas_stats* stats);

/* ----------------------------------------------------- exported allocator (for sibling libraries) */

/** Borrow S(sizes[0..count]) bytes of the handle's workspace as one block. Slot i starts at the
 *  sum of the previous sizes rounded up to 64 (64-byte aligned), or is NULL when sizes[i] == 0.
 *  NULL res -> invalid_pointer; count 0 -> invalid_size; cannot be served -> memory_error and
 *  *res = NULL. Borrows of one handle must be freed in reverse order (LIFO). */
oxblas_status oxblas_device_malloc_alloc(oxblas_handle handle, const size_t* sizes, size_t count,
                                         oxblas_device_malloc** res);
/** True for a non-NULL (live) borrow. */
bool oxblas_device_malloc_success(const oxblas_device_malloc* p);
/** The only slot: NULL p/res or more than one slot -> invalid_pointer. */
oxblas_status oxblas_device_malloc_ptr(const oxblas_device_malloc* p, void** res);
/** Slot i: NULL p/res or i out of range -> invalid_pointer. */
oxblas_status oxblas_device_malloc_get(const oxblas_device_malloc* p, size_t i, void** res);
/** Release (NULL -> success). Not the handle's most recent live borrow -> internal_error and
 *  nothing happens (the borrow stays valid; free the later ones first). */
oxblas_status oxblas_device_malloc_free(oxblas_device_malloc* p);

/* ---------------------------------------------------------------------------- level-1 routines */
/* BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py) */
/* ---- level 1 */

/* oxblas_sdot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_sdot(oxblas_handle handle, int64_t n, const float* x, int64_t incx, const float* y, int64_t incy, float* result);
oxblas_status oxblas_sdot_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, const float* const* y, int64_t incy, int64_t batch_count, float* result);
oxblas_status oxblas_sdot_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, const float* y, int64_t incy, int64_t stridey, int64_t batch_count, float* result);

/* oxblas_ddot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_ddot(oxblas_handle handle, int64_t n, const double* x, int64_t incx, const double* y, int64_t incy, double* result);
oxblas_status oxblas_ddot_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, const double* const* y, int64_t incy, int64_t batch_count, double* result);
oxblas_status oxblas_ddot_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, const double* y, int64_t incy, int64_t stridey, int64_t batch_count, double* result);

/* oxblas_cdot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_cdot(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* y, int64_t incy, oxblas_float_complex* result);
oxblas_status oxblas_cdot_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* const* y, int64_t incy, int64_t batch_count, oxblas_float_complex* result);
oxblas_status oxblas_cdot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, const oxblas_float_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_float_complex* result);

/* oxblas_zdot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_zdot(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* y, int64_t incy, oxblas_double_complex* result);
oxblas_status oxblas_zdot_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* const* y, int64_t incy, int64_t batch_count, oxblas_double_complex* result);
oxblas_status oxblas_zdot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, const oxblas_double_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_double_complex* result);

/* oxblas_hdot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_hdot(oxblas_handle handle, int64_t n, const oxblas_half* x, int64_t incx, const oxblas_half* y, int64_t incy, oxblas_half* result);
oxblas_status oxblas_hdot_batched(oxblas_handle handle, int64_t n, const oxblas_half* const* x, int64_t incx, const oxblas_half* const* y, int64_t incy, int64_t batch_count, oxblas_half* result);
oxblas_status oxblas_hdot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_half* x, int64_t incx, int64_t stridex, const oxblas_half* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_half* result);

/* oxblas_bfdot: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_bfdot(oxblas_handle handle, int64_t n, const oxblas_bfloat16* x, int64_t incx, const oxblas_bfloat16* y, int64_t incy, oxblas_bfloat16* result);
oxblas_status oxblas_bfdot_batched(oxblas_handle handle, int64_t n, const oxblas_bfloat16* const* x, int64_t incx, const oxblas_bfloat16* const* y, int64_t incy, int64_t batch_count, oxblas_bfloat16* result);
oxblas_status oxblas_bfdot_strided_batched(oxblas_handle handle, int64_t n, const oxblas_bfloat16* x, int64_t incx, int64_t stridex, const oxblas_bfloat16* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_bfloat16* result);

/* oxblas_cdotu: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_cdotu(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* y, int64_t incy, oxblas_float_complex* result);
oxblas_status oxblas_cdotu_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* const* y, int64_t incy, int64_t batch_count, oxblas_float_complex* result);
oxblas_status oxblas_cdotu_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, const oxblas_float_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_float_complex* result);

/* oxblas_zdotu: sum x_i * y_i (unconjugated) */
oxblas_status oxblas_zdotu(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* y, int64_t incy, oxblas_double_complex* result);
oxblas_status oxblas_zdotu_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* const* y, int64_t incy, int64_t batch_count, oxblas_double_complex* result);
oxblas_status oxblas_zdotu_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, const oxblas_double_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_double_complex* result);

/* oxblas_cdotc: sum conj(x_i) * y_i */
oxblas_status oxblas_cdotc(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* y, int64_t incy, oxblas_float_complex* result);
oxblas_status oxblas_cdotc_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* const* y, int64_t incy, int64_t batch_count, oxblas_float_complex* result);
oxblas_status oxblas_cdotc_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, const oxblas_float_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_float_complex* result);

/* oxblas_zdotc: sum conj(x_i) * y_i */
oxblas_status oxblas_zdotc(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* y, int64_t incy, oxblas_double_complex* result);
oxblas_status oxblas_zdotc_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* const* y, int64_t incy, int64_t batch_count, oxblas_double_complex* result);
oxblas_status oxblas_zdotc_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, const oxblas_double_complex* y, int64_t incy, int64_t stridey, int64_t batch_count, oxblas_double_complex* result);

/* oxblas_sasum: sum |re x_i| + |im x_i| */
oxblas_status oxblas_sasum(oxblas_handle handle, int64_t n, const float* x, int64_t incx, float* result);
oxblas_status oxblas_sasum_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result);
oxblas_status oxblas_sasum_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result);

/* oxblas_dasum: sum |re x_i| + |im x_i| */
oxblas_status oxblas_dasum(oxblas_handle handle, int64_t n, const double* x, int64_t incx, double* result);
oxblas_status oxblas_dasum_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result);
oxblas_status oxblas_dasum_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result);

/* oxblas_scasum: sum |re x_i| + |im x_i| */
oxblas_status oxblas_scasum(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, float* result);
oxblas_status oxblas_scasum_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, float* result);
oxblas_status oxblas_scasum_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result);

/* oxblas_dzasum: sum |re x_i| + |im x_i| */
oxblas_status oxblas_dzasum(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, double* result);
oxblas_status oxblas_dzasum_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, double* result);
oxblas_status oxblas_dzasum_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result);

/* oxblas_snrm2: Euclidean norm (safely scaled) */
oxblas_status oxblas_snrm2(oxblas_handle handle, int64_t n, const float* x, int64_t incx, float* result);
oxblas_status oxblas_snrm2_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, float* result);
oxblas_status oxblas_snrm2_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result);

/* oxblas_dnrm2: Euclidean norm (safely scaled) */
oxblas_status oxblas_dnrm2(oxblas_handle handle, int64_t n, const double* x, int64_t incx, double* result);
oxblas_status oxblas_dnrm2_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, double* result);
oxblas_status oxblas_dnrm2_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result);

/* oxblas_scnrm2: Euclidean norm (safely scaled) */
oxblas_status oxblas_scnrm2(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, float* result);
oxblas_status oxblas_scnrm2_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, float* result);
oxblas_status oxblas_scnrm2_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, float* result);

/* oxblas_dznrm2: Euclidean norm (safely scaled) */
oxblas_status oxblas_dznrm2(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, double* result);
oxblas_status oxblas_dznrm2_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, double* result);
oxblas_status oxblas_dznrm2_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, double* result);

/* oxblas_isamax: 1-based index of the first largest |re|+|im| */
oxblas_status oxblas_isamax(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result);
oxblas_status oxblas_isamax_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_isamax_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_isamax_i32(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int32_t* result);
oxblas_status oxblas_isamax_batched_i32(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_isamax_strided_batched_i32(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_idamax: 1-based index of the first largest |re|+|im| */
oxblas_status oxblas_idamax(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result);
oxblas_status oxblas_idamax_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_idamax_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_idamax_i32(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int32_t* result);
oxblas_status oxblas_idamax_batched_i32(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_idamax_strided_batched_i32(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_icamax: 1-based index of the first largest |re|+|im| */
oxblas_status oxblas_icamax(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t* result);
oxblas_status oxblas_icamax_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_icamax_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_icamax_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int32_t* result);
oxblas_status oxblas_icamax_batched_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_icamax_strided_batched_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_izamax: 1-based index of the first largest |re|+|im| */
oxblas_status oxblas_izamax(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t* result);
oxblas_status oxblas_izamax_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_izamax_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_izamax_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int32_t* result);
oxblas_status oxblas_izamax_batched_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_izamax_strided_batched_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_isamin: 1-based index of the first smallest |re|+|im| */
oxblas_status oxblas_isamin(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t* result);
oxblas_status oxblas_isamin_batched(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_isamin_strided_batched(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_isamin_i32(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int32_t* result);
oxblas_status oxblas_isamin_batched_i32(oxblas_handle handle, int64_t n, const float* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_isamin_strided_batched_i32(oxblas_handle handle, int64_t n, const float* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_idamin: 1-based index of the first smallest |re|+|im| */
oxblas_status oxblas_idamin(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t* result);
oxblas_status oxblas_idamin_batched(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_idamin_strided_batched(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_idamin_i32(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int32_t* result);
oxblas_status oxblas_idamin_batched_i32(oxblas_handle handle, int64_t n, const double* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_idamin_strided_batched_i32(oxblas_handle handle, int64_t n, const double* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_icamin: 1-based index of the first smallest |re|+|im| */
oxblas_status oxblas_icamin(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t* result);
oxblas_status oxblas_icamin_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_icamin_strided_batched(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_icamin_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int32_t* result);
oxblas_status oxblas_icamin_batched_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_icamin_strided_batched_i32(oxblas_handle handle, int64_t n, const oxblas_float_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_izamin: 1-based index of the first smallest |re|+|im| */
oxblas_status oxblas_izamin(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t* result);
oxblas_status oxblas_izamin_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, int64_t* result);
oxblas_status oxblas_izamin_strided_batched(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int64_t* result);
oxblas_status oxblas_izamin_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int32_t* result);
oxblas_status oxblas_izamin_batched_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* const* x, int64_t incx, int64_t batch_count, int32_t* result);
oxblas_status oxblas_izamin_strided_batched_i32(oxblas_handle handle, int64_t n, const oxblas_double_complex* x, int64_t incx, int64_t stridex, int64_t batch_count, int32_t* result);

/* oxblas_dot_ex: sum x_i * y_i in rocBLAS's dot_ex type combinations (else not_implemented) */
oxblas_status oxblas_dot_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_dot_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_dot_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, const void* y, oxblas_datatype y_type, int64_t incy, int64_t stride_y, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);

/* oxblas_dotc_ex: sum conj(x_i) * y_i in rocBLAS's dotc_ex type combinations (else not_implemented) */
oxblas_status oxblas_dotc_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_dotc_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, const void* y, oxblas_datatype y_type, int64_t incy, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_dotc_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, const void* y, oxblas_datatype y_type, int64_t incy, int64_t stride_y, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);

/* oxblas_nrm2_ex: Euclidean norm in rocBLAS's nrm2_ex type combinations (else not_implemented) */
oxblas_status oxblas_nrm2_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_nrm2_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);
oxblas_status oxblas_nrm2_strided_batched_ex(oxblas_handle handle, int64_t n, const void* x, oxblas_datatype x_type, int64_t incx, int64_t stride_x, int64_t batch_count, void* result, oxblas_datatype result_type, oxblas_datatype execution_type);

/* ---- level 2 */

/* oxblas_sgemv: y = alpha op(A) x + beta y */
oxblas_status oxblas_sgemv(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy);
oxblas_status oxblas_sgemv_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_sgemv_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* x, int64_t incx, int64_t stride_x, const float* beta, float* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_dgemv: y = alpha op(A) x + beta y */
oxblas_status oxblas_dgemv(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy);
oxblas_status oxblas_dgemv_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_dgemv_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* x, int64_t incx, int64_t stride_x, const double* beta, double* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_cgemv: y = alpha op(A) x + beta y */
oxblas_status oxblas_cgemv(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy);
oxblas_status oxblas_cgemv_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_cgemv_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* x, int64_t incx, int64_t stride_x, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_zgemv: y = alpha op(A) x + beta y */
oxblas_status oxblas_zgemv(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy);
oxblas_status oxblas_zgemv_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_zgemv_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* x, int64_t incx, int64_t stride_x, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_ssymv: y = alpha A x + beta y, A symmetric (uplo triangle read) */
oxblas_status oxblas_ssymv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, const float* x, int64_t incx, const float* beta, float* y, int64_t incy);
oxblas_status oxblas_ssymv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* x, int64_t incx, const float* beta, float* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_ssymv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* x, int64_t incx, int64_t stride_x, const float* beta, float* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_dsymv: y = alpha A x + beta y, A symmetric (uplo triangle read) */
oxblas_status oxblas_dsymv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, const double* x, int64_t incx, const double* beta, double* y, int64_t incy);
oxblas_status oxblas_dsymv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* x, int64_t incx, const double* beta, double* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_dsymv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* x, int64_t incx, int64_t stride_x, const double* beta, double* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_csymv: y = alpha A x + beta y, A symmetric (uplo triangle read) */
oxblas_status oxblas_csymv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy);
oxblas_status oxblas_csymv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_csymv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* x, int64_t incx, int64_t stride_x, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_zsymv: y = alpha A x + beta y, A symmetric (uplo triangle read) */
oxblas_status oxblas_zsymv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy);
oxblas_status oxblas_zsymv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_zsymv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* x, int64_t incx, int64_t stride_x, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_chemv: y = alpha A x + beta y, A Hermitian (uplo triangle read) */
oxblas_status oxblas_chemv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy);
oxblas_status oxblas_chemv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* beta, oxblas_float_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_chemv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* x, int64_t incx, int64_t stride_x, const oxblas_float_complex* beta, oxblas_float_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_zhemv: y = alpha A x + beta y, A Hermitian (uplo triangle read) */
oxblas_status oxblas_zhemv(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy);
oxblas_status oxblas_zhemv_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* beta, oxblas_double_complex* const* y, int64_t incy, int64_t batch_count);
oxblas_status oxblas_zhemv_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* x, int64_t incx, int64_t stride_x, const oxblas_double_complex* beta, oxblas_double_complex* y, int64_t incy, int64_t stride_y, int64_t batch_count);

/* oxblas_strmv: x = op(A) x, A triangular */
oxblas_status oxblas_strmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx);
oxblas_status oxblas_strmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_strmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_dtrmv: x = op(A) x, A triangular */
oxblas_status oxblas_dtrmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx);
oxblas_status oxblas_dtrmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_dtrmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ctrmv: x = op(A) x, A triangular */
oxblas_status oxblas_ctrmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* x, int64_t incx);
oxblas_status oxblas_ctrmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ctrmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ztrmv: x = op(A) x, A triangular */
oxblas_status oxblas_ztrmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* x, int64_t incx);
oxblas_status oxblas_ztrmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ztrmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_stbmv: x = op(A) x, A triangular band (k diagonals) */
oxblas_status oxblas_stbmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, float* x, int64_t incx);
oxblas_status oxblas_stbmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_stbmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_dtbmv: x = op(A) x, A triangular band (k diagonals) */
oxblas_status oxblas_dtbmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, double* x, int64_t incx);
oxblas_status oxblas_dtbmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_dtbmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ctbmv: x = op(A) x, A triangular band (k diagonals) */
oxblas_status oxblas_ctbmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* x, int64_t incx);
oxblas_status oxblas_ctbmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ctbmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ztbmv: x = op(A) x, A triangular band (k diagonals) */
oxblas_status oxblas_ztbmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* x, int64_t incx);
oxblas_status oxblas_ztbmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ztbmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, int64_t k, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_stpmv: x = op(A) x, A triangular packed */
oxblas_status oxblas_stpmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* AP, float* x, int64_t incx);
oxblas_status oxblas_stpmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* const* AP, float* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_stpmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* AP, int64_t stride_ap, float* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_dtpmv: x = op(A) x, A triangular packed */
oxblas_status oxblas_dtpmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* AP, double* x, int64_t incx);
oxblas_status oxblas_dtpmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* const* AP, double* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_dtpmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* AP, int64_t stride_ap, double* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ctpmv: x = op(A) x, A triangular packed */
oxblas_status oxblas_ctpmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* AP, oxblas_float_complex* x, int64_t incx);
oxblas_status oxblas_ctpmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* const* AP, oxblas_float_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ctpmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* AP, int64_t stride_ap, oxblas_float_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ztpmv: x = op(A) x, A triangular packed */
oxblas_status oxblas_ztpmv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* AP, oxblas_double_complex* x, int64_t incx);
oxblas_status oxblas_ztpmv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* const* AP, oxblas_double_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ztpmv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* AP, int64_t stride_ap, oxblas_double_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_strsv: solve op(A) x = b in place */
oxblas_status oxblas_strsv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx);
oxblas_status oxblas_strsv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_strsv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_dtrsv: solve op(A) x = b in place */
oxblas_status oxblas_dtrsv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx);
oxblas_status oxblas_dtrsv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_dtrsv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ctrsv: solve op(A) x = b in place */
oxblas_status oxblas_ctrsv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* x, int64_t incx);
oxblas_status oxblas_ctrsv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ctrsv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_ztrsv: solve op(A) x = b in place */
oxblas_status oxblas_ztrsv(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* x, int64_t incx);
oxblas_status oxblas_ztrsv_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* x, int64_t incx, int64_t batch_count);
oxblas_status oxblas_ztrsv_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* x, int64_t incx, int64_t stride_x, int64_t batch_count);

/* oxblas_strsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or too small: plain trsv, too small: perf_degraded) */
oxblas_status oxblas_strsv_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* x, int64_t incx, const float* invA, int64_t invA_size);
oxblas_status oxblas_strsv_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* x, int64_t incx, const float* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_strsv_strided_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* x, int64_t incx, int64_t stride_x, const float* invA, int64_t invA_size, int64_t batch_count);

/* oxblas_dtrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or too small: plain trsv, too small: perf_degraded) */
oxblas_status oxblas_dtrsv_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* x, int64_t incx, const double* invA, int64_t invA_size);
oxblas_status oxblas_dtrsv_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* x, int64_t incx, const double* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_dtrsv_strided_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* x, int64_t incx, int64_t stride_x, const double* invA, int64_t invA_size, int64_t batch_count);

/* oxblas_ctrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or too small: plain trsv, too small: perf_degraded) */
oxblas_status oxblas_ctrsv_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* x, int64_t incx, const oxblas_float_complex* invA, int64_t invA_size);
oxblas_status oxblas_ctrsv_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* x, int64_t incx, const oxblas_float_complex* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_ctrsv_strided_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* x, int64_t incx, int64_t stride_x, const oxblas_float_complex* invA, int64_t invA_size, int64_t batch_count);

/* oxblas_ztrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or too small: plain trsv, too small: perf_degraded) */
oxblas_status oxblas_ztrsv_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* x, int64_t incx, const oxblas_double_complex* invA, int64_t invA_size);
oxblas_status oxblas_ztrsv_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* x, int64_t incx, const oxblas_double_complex* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_ztrsv_strided_batched_ex(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* x, int64_t incx, int64_t stride_x, const oxblas_double_complex* invA, int64_t invA_size, int64_t batch_count);

/* ---- level 3 */

/* oxblas_sgemm: C = alpha op(A) op(B) + beta C */
oxblas_status oxblas_sgemm(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc);
oxblas_status oxblas_sgemm_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_sgemm_strided_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dgemm: C = alpha op(A) op(B) + beta C */
oxblas_status oxblas_dgemm(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc);
oxblas_status oxblas_dgemm_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dgemm_strided_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_cgemm: C = alpha op(A) op(B) + beta C */
oxblas_status oxblas_cgemm(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_cgemm_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_cgemm_strided_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zgemm: C = alpha op(A) op(B) + beta C */
oxblas_status oxblas_zgemm(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zgemm_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zgemm_strided_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_hgemm: C = alpha op(A) op(B) + beta C */
oxblas_status oxblas_hgemm(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* A, int64_t lda, const oxblas_half* B, int64_t ldb, const oxblas_half* beta, oxblas_half* C, int64_t ldc);
oxblas_status oxblas_hgemm_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* const* A, int64_t lda, const oxblas_half* const* B, int64_t ldb, const oxblas_half* beta, oxblas_half* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_hgemm_strided_batched(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const oxblas_half* alpha, const oxblas_half* A, int64_t lda, int64_t stride_a, const oxblas_half* B, int64_t ldb, int64_t stride_b, const oxblas_half* beta, oxblas_half* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_gemm_ex: D = alpha op(A) op(B) + beta C in rocBLAS's gemm_ex type combinations (else not_implemented); alpha, beta of compute_type */
oxblas_status oxblas_gemm_ex(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, const void* b, oxblas_datatype b_type, int64_t ldb, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, void* d, oxblas_datatype d_type, int64_t ldd, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags);
oxblas_status oxblas_gemm_batched_ex(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, const void* b, oxblas_datatype b_type, int64_t ldb, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, void* d, oxblas_datatype d_type, int64_t ldd, int64_t batch_count, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags);
oxblas_status oxblas_gemm_strided_batched_ex(oxblas_handle handle, oxblas_operation transA, oxblas_operation transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* a, oxblas_datatype a_type, int64_t lda, int64_t stride_a, const void* b, oxblas_datatype b_type, int64_t ldb, int64_t stride_b, const void* beta, const void* c, oxblas_datatype c_type, int64_t ldc, int64_t stride_c, void* d, oxblas_datatype d_type, int64_t ldd, int64_t stride_d, int64_t batch_count, oxblas_datatype compute_type, oxblas_gemm_algo algo, int32_t solution_index, uint32_t flags);

/* oxblas_strsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B */
oxblas_status oxblas_strsm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, float* B, int64_t ldb);
oxblas_status oxblas_strsm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, float* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_strsm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_dtrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B */
oxblas_status oxblas_dtrsm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, double* B, int64_t ldb);
oxblas_status oxblas_dtrsm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, double* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_dtrsm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_ctrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B */
oxblas_status oxblas_ctrsm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* B, int64_t ldb);
oxblas_status oxblas_ctrsm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_ctrsm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_ztrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B */
oxblas_status oxblas_ztrsm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* B, int64_t ldb);
oxblas_status oxblas_ztrsm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_ztrsm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_strsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or below 128 k: ignored) */
oxblas_status oxblas_strsm_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, float* B, int64_t ldb, const float* invA, int64_t invA_size);
oxblas_status oxblas_strsm_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, float* const* B, int64_t ldb, const float* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_strsm_strided_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, const float* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count);

/* oxblas_dtrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or below 128 k: ignored) */
oxblas_status oxblas_dtrsm_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, double* B, int64_t ldb, const double* invA, int64_t invA_size);
oxblas_status oxblas_dtrsm_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, double* const* B, int64_t ldb, const double* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_dtrsm_strided_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, const double* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count);

/* oxblas_ctrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or below 128 k: ignored) */
oxblas_status oxblas_ctrsm_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* invA, int64_t invA_size);
oxblas_status oxblas_ctrsm_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_ctrsm_strided_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count);

/* oxblas_ztrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size elements; null or below 128 k: ignored) */
oxblas_status oxblas_ztrsm_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* invA, int64_t invA_size);
oxblas_status oxblas_ztrsm_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* const* invA, int64_t invA_size, int64_t batch_count);
oxblas_status oxblas_ztrsm_strided_batched_ex(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* invA, int64_t stride_invA, int64_t invA_size, int64_t batch_count);

/* oxblas_strmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B */
oxblas_status oxblas_strmm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, float* C, int64_t ldc);
oxblas_status oxblas_strmm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_strmm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dtrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B */
oxblas_status oxblas_dtrmm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, double* C, int64_t ldc);
oxblas_status oxblas_dtrmm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dtrmm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_ctrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B */
oxblas_status oxblas_ctrmm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_ctrmm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ctrmm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_ztrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when C == B */
oxblas_status oxblas_ztrmm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_ztrmm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ztrmm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, oxblas_operation transA, oxblas_diagonal diag, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_strtri: invA = inverse of the triangular A (other triangle of invA set to zero) */
oxblas_status oxblas_strtri(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, float* invA, int64_t ldinvA);
oxblas_status oxblas_strtri_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const float* const* A, int64_t lda, float* const* invA, int64_t ldinvA, int64_t batch_count);
oxblas_status oxblas_strtri_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const float* A, int64_t lda, int64_t stride_a, float* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count);

/* oxblas_dtrtri: invA = inverse of the triangular A (other triangle of invA set to zero) */
oxblas_status oxblas_dtrtri(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, double* invA, int64_t ldinvA);
oxblas_status oxblas_dtrtri_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const double* const* A, int64_t lda, double* const* invA, int64_t ldinvA, int64_t batch_count);
oxblas_status oxblas_dtrtri_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const double* A, int64_t lda, int64_t stride_a, double* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count);

/* oxblas_ctrtri: invA = inverse of the triangular A (other triangle of invA set to zero) */
oxblas_status oxblas_ctrtri(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* invA, int64_t ldinvA);
oxblas_status oxblas_ctrtri_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* invA, int64_t ldinvA, int64_t batch_count);
oxblas_status oxblas_ctrtri_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count);

/* oxblas_ztrtri: invA = inverse of the triangular A (other triangle of invA set to zero) */
oxblas_status oxblas_ztrtri(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* invA, int64_t ldinvA);
oxblas_status oxblas_ztrtri_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* invA, int64_t ldinvA, int64_t batch_count);
oxblas_status oxblas_ztrtri_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_diagonal diag, int64_t n, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* invA, int64_t ldinvA, int64_t stride_inva, int64_t batch_count);

/* oxblas_ssyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_ssyrk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* beta, float* C, int64_t ldc);
oxblas_status oxblas_ssyrk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* beta, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ssyrk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dsyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_dsyrk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* beta, double* C, int64_t ldc);
oxblas_status oxblas_dsyrk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* beta, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dsyrk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_csyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_csyrk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_csyrk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_csyrk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zsyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_zsyrk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zsyrk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zsyrk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_cherk: C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C */
oxblas_status oxblas_cherk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const oxblas_float_complex* A, int64_t lda, const float* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_cherk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const oxblas_float_complex* const* A, int64_t lda, const float* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_cherk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const float* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const float* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zherk: C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C */
oxblas_status oxblas_zherk(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const oxblas_double_complex* A, int64_t lda, const double* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zherk_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const oxblas_double_complex* const* A, int64_t lda, const double* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zherk_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation transA, int64_t n, int64_t k, const double* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const double* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_ssyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_ssyr2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc);
oxblas_status oxblas_ssyr2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ssyr2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dsyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_dsyr2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc);
oxblas_status oxblas_dsyr2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dsyr2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_csyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_csyr2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_csyr2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_csyr2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zsyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C */
oxblas_status oxblas_zsyr2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zsyr2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zsyr2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_cher2k: C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real), uplo triangle of C */
oxblas_status oxblas_cher2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const float* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_cher2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const float* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_cher2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const float* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zher2k: C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real), uplo triangle of C */
oxblas_status oxblas_zher2k(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const double* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zher2k_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const double* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zher2k_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const double* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_ssyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric) */
oxblas_status oxblas_ssyrkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc);
oxblas_status oxblas_ssyrkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ssyrkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dsyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric) */
oxblas_status oxblas_dsyrkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc);
oxblas_status oxblas_dsyrkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dsyrkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_csyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric) */
oxblas_status oxblas_csyrkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_csyrkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_csyrkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zsyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed symmetric) */
oxblas_status oxblas_zsyrkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zsyrkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zsyrkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_cherkx: C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product assumed Hermitian) */
oxblas_status oxblas_cherkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const float* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_cherkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const float* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_cherkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const float* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zherkx: C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product assumed Hermitian) */
oxblas_status oxblas_zherkx(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const double* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zherkx_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const double* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zherkx_strided_batched(oxblas_handle handle, oxblas_fill uplo, oxblas_operation trans, int64_t n, int64_t k, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const double* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_ssymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read) */
oxblas_status oxblas_ssymm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, const float* B, int64_t ldb, const float* beta, float* C, int64_t ldc);
oxblas_status oxblas_ssymm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const float* alpha, const float* const* A, int64_t lda, const float* const* B, int64_t ldb, const float* beta, float* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_ssymm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const float* alpha, const float* A, int64_t lda, int64_t stride_a, const float* B, int64_t ldb, int64_t stride_b, const float* beta, float* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_dsymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read) */
oxblas_status oxblas_dsymm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, const double* B, int64_t ldb, const double* beta, double* C, int64_t ldc);
oxblas_status oxblas_dsymm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const double* alpha, const double* const* A, int64_t lda, const double* const* B, int64_t ldb, const double* beta, double* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_dsymm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const double* alpha, const double* A, int64_t lda, int64_t stride_a, const double* B, int64_t ldb, int64_t stride_b, const double* beta, double* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_csymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read) */
oxblas_status oxblas_csymm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_csymm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_csymm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zsymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric (uplo triangle read) */
oxblas_status oxblas_zsymm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zsymm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zsymm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_chemm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian (uplo triangle read) */
oxblas_status oxblas_chemm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, const oxblas_float_complex* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc);
oxblas_status oxblas_chemm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* const* A, int64_t lda, const oxblas_float_complex* const* B, int64_t ldb, const oxblas_float_complex* beta, oxblas_float_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_chemm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_float_complex* alpha, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const oxblas_float_complex* B, int64_t ldb, int64_t stride_b, const oxblas_float_complex* beta, oxblas_float_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* oxblas_zhemm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian (uplo triangle read) */
oxblas_status oxblas_zhemm(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, const oxblas_double_complex* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc);
oxblas_status oxblas_zhemm_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* const* A, int64_t lda, const oxblas_double_complex* const* B, int64_t ldb, const oxblas_double_complex* beta, oxblas_double_complex* const* C, int64_t ldc, int64_t batch_count);
oxblas_status oxblas_zhemm_strided_batched(oxblas_handle handle, oxblas_side side, oxblas_fill uplo, int64_t m, int64_t n, const oxblas_double_complex* alpha, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const oxblas_double_complex* B, int64_t ldb, int64_t stride_b, const oxblas_double_complex* beta, oxblas_double_complex* C, int64_t ldc, int64_t stride_c, int64_t batch_count);

/* ---- solver */

/* oxblas_sgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot) */
oxblas_status oxblas_sgetrf(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_sgetrf_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_sgetrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_dgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot) */
oxblas_status oxblas_dgetrf(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_dgetrf_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_dgetrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_cgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot) */
oxblas_status oxblas_cgetrf(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_cgetrf_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_cgetrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_zgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot) */
oxblas_status oxblas_zgetrf(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_zgetrf_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_zgetrf_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_sgetf2: LU with partial pivoting (the unblocked name; same results as getrf) */
oxblas_status oxblas_sgetf2(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_sgetf2_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_sgetf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_dgetf2: LU with partial pivoting (the unblocked name; same results as getrf) */
oxblas_status oxblas_dgetf2(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_dgetf2_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_dgetf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_cgetf2: LU with partial pivoting (the unblocked name; same results as getrf) */
oxblas_status oxblas_cgetf2(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_cgetf2_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_cgetf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_zgetf2: LU with partial pivoting (the unblocked name; same results as getrf) */
oxblas_status oxblas_zgetf2(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int32_t* ipiv, int32_t* info);
oxblas_status oxblas_zgetf2_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* const* A, int64_t lda, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);
oxblas_status oxblas_zgetf2_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t stride_a, int32_t* ipiv, int64_t strideP, int32_t* info, int64_t batch_count);

/* oxblas_sgetrf_npvt: LU without pivoting (info = first zero diagonal element of U) */
oxblas_status oxblas_sgetrf_npvt(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int32_t* info);
oxblas_status oxblas_sgetrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_sgetrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_dgetrf_npvt: LU without pivoting (info = first zero diagonal element of U) */
oxblas_status oxblas_dgetrf_npvt(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int32_t* info);
oxblas_status oxblas_dgetrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_dgetrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_cgetrf_npvt: LU without pivoting (info = first zero diagonal element of U) */
oxblas_status oxblas_cgetrf_npvt(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_cgetrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_cgetrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_zgetrf_npvt: LU without pivoting (info = first zero diagonal element of U) */
oxblas_status oxblas_zgetrf_npvt(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_zgetrf_npvt_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_zgetrf_npvt_strided_batched(oxblas_handle handle, int64_t m, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_sgetrs: solve op(A) X = B with getrf's factors and pivots */
oxblas_status oxblas_sgetrs(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const float* A, int64_t lda, const int32_t* ipiv, float* B, int64_t ldb);
oxblas_status oxblas_sgetrs_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const float* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, float* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_sgetrs_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const float* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_dgetrs: solve op(A) X = B with getrf's factors and pivots */
oxblas_status oxblas_dgetrs(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const double* A, int64_t lda, const int32_t* ipiv, double* B, int64_t ldb);
oxblas_status oxblas_dgetrs_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const double* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, double* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_dgetrs_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const double* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_cgetrs: solve op(A) X = B with getrf's factors and pivots */
oxblas_status oxblas_cgetrs(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_float_complex* A, int64_t lda, const int32_t* ipiv, oxblas_float_complex* B, int64_t ldb);
oxblas_status oxblas_cgetrs_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_float_complex* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, oxblas_float_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_cgetrs_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, oxblas_float_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_zgetrs: solve op(A) X = B with getrf's factors and pivots */
oxblas_status oxblas_zgetrs(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_double_complex* A, int64_t lda, const int32_t* ipiv, oxblas_double_complex* B, int64_t ldb);
oxblas_status oxblas_zgetrs_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_double_complex* const* A, int64_t lda, const int32_t* ipiv, int64_t strideP, oxblas_double_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_zgetrs_strided_batched(oxblas_handle handle, oxblas_operation trans, int64_t n, int64_t nrhs, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, const int32_t* ipiv, int64_t strideP, oxblas_double_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_spotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor) */
oxblas_status oxblas_spotrf(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* A, int64_t lda, int32_t* info);
oxblas_status oxblas_spotrf_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_spotrf_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_dpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor) */
oxblas_status oxblas_dpotrf(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* A, int64_t lda, int32_t* info);
oxblas_status oxblas_dpotrf_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_dpotrf_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_cpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor) */
oxblas_status oxblas_cpotrf(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_cpotrf_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_cpotrf_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_zpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor) */
oxblas_status oxblas_zpotrf(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_zpotrf_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_zpotrf_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_spotf2: Cholesky (the unblocked name; same results as potrf) */
oxblas_status oxblas_spotf2(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* A, int64_t lda, int32_t* info);
oxblas_status oxblas_spotf2_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_spotf2_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, float* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_dpotf2: Cholesky (the unblocked name; same results as potrf) */
oxblas_status oxblas_dpotf2(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* A, int64_t lda, int32_t* info);
oxblas_status oxblas_dpotf2_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_dpotf2_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, double* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_cpotf2: Cholesky (the unblocked name; same results as potrf) */
oxblas_status oxblas_cpotf2(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_cpotf2_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_cpotf2_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_zpotf2: Cholesky (the unblocked name; same results as potrf) */
oxblas_status oxblas_zpotf2(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* A, int64_t lda, int32_t* info);
oxblas_status oxblas_zpotf2_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* const* A, int64_t lda, int32_t* info, int64_t batch_count);
oxblas_status oxblas_zpotf2_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t stride_a, int32_t* info, int64_t batch_count);

/* oxblas_spotrs: solve A X = B with potrf's factor */
oxblas_status oxblas_spotrs(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const float* A, int64_t lda, float* B, int64_t ldb);
oxblas_status oxblas_spotrs_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const float* const* A, int64_t lda, float* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_spotrs_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const float* A, int64_t lda, int64_t stride_a, float* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_dpotrs: solve A X = B with potrf's factor */
oxblas_status oxblas_dpotrs(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const double* A, int64_t lda, double* B, int64_t ldb);
oxblas_status oxblas_dpotrs_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const double* const* A, int64_t lda, double* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_dpotrs_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const double* A, int64_t lda, int64_t stride_a, double* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_cpotrs: solve A X = B with potrf's factor */
oxblas_status oxblas_cpotrs(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_float_complex* A, int64_t lda, oxblas_float_complex* B, int64_t ldb);
oxblas_status oxblas_cpotrs_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_float_complex* const* A, int64_t lda, oxblas_float_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_cpotrs_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_float_complex* A, int64_t lda, int64_t stride_a, oxblas_float_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_zpotrs: solve A X = B with potrf's factor */
oxblas_status oxblas_zpotrs(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_double_complex* A, int64_t lda, oxblas_double_complex* B, int64_t ldb);
oxblas_status oxblas_zpotrs_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_double_complex* const* A, int64_t lda, oxblas_double_complex* const* B, int64_t ldb, int64_t batch_count);
oxblas_status oxblas_zpotrs_strided_batched(oxblas_handle handle, oxblas_fill uplo, int64_t n, int64_t nrhs, const oxblas_double_complex* A, int64_t lda, int64_t stride_a, oxblas_double_complex* B, int64_t ldb, int64_t stride_b, int64_t batch_count);

/* oxblas_slaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order) */
oxblas_status oxblas_slaswp(oxblas_handle handle, int64_t n, float* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp);

/* oxblas_dlaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order) */
oxblas_status oxblas_dlaswp(oxblas_handle handle, int64_t n, double* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp);

/* oxblas_claswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order) */
oxblas_status oxblas_claswp(oxblas_handle handle, int64_t n, oxblas_float_complex* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp);

/* oxblas_zlaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order) */
oxblas_status oxblas_zlaswp(oxblas_handle handle, int64_t n, oxblas_double_complex* A, int64_t lda, int64_t k1, int64_t k2, const int32_t* ipiv, int64_t incp);
/* END GENERATED ROUTINES */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OXBLAS_OXBLAS_H */
