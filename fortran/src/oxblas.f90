!> oxblas: the Fortran 2008 interface of oxblas (a GPU BLAS subset with the rocBLAS device-memory
!> model), one `bind(C)` interface per C function of oxblas.h.
!>
!>   use oxblas
!>   type(c_ptr) :: handle
!>   integer(c_int) :: st
!>   st = oxblas_create_handle(handle)
!>
!> Conventions (those of hipfort's hipfort_rocblas): device memory, batched pointer arrays,
!> alpha/beta and results are `type(c_ptr), value` (c_loc of a host variable, or memory from
!> oxblas_malloc); sizes, increments, strides and batch counts are integer(c_int64_t); the C
!> enumerations are the `enum, bind(c)` enumerators below, passed as integer(c_int); every
!> function returns its status as an integer(c_int) (compare it with the oxblas_status_*
!> enumerators; oxblas_status_string gives its name). What each function does (pointer mode,
!> size queries, schemes): cpp/include/oxblas/oxblas.h and docs/memory-model.md.
!>
!> The enumerations, oxblas_stats and the interfaces between the GENERATED markers are written
!> by cpp/tools/gen_routines.py from oxblas.h and the routine table (CI checks them): do not
!> edit them by hand. oxblas_rocblas (oxblas_rocblas.f90) has the rocBLAS names.
module oxblas
  use, intrinsic :: iso_c_binding
  implicit none

  ! BEGIN GENERATED DECLARATIONS (cpp/tools/gen_routines.py)
  ! oxblas_status
  enum, bind(c)
    enumerator :: oxblas_status_success = 0
    enumerator :: oxblas_status_invalid_handle = 1
    enumerator :: oxblas_status_not_implemented = 2
    enumerator :: oxblas_status_invalid_pointer = 3
    enumerator :: oxblas_status_invalid_size = 4
    enumerator :: oxblas_status_memory_error = 5
    enumerator :: oxblas_status_internal_error = 6
    enumerator :: oxblas_status_perf_degraded = 7
    enumerator :: oxblas_status_size_query_mismatch = 8
    enumerator :: oxblas_status_size_increased = 9
    enumerator :: oxblas_status_size_unchanged = 10
    enumerator :: oxblas_status_invalid_value = 11
    enumerator :: oxblas_status_continue = 12
    enumerator :: oxblas_status_arch_mismatch = 15
    enumerator :: oxblas_status_no_device = 16
  end enum
  ! oxblas_pointer_mode
  enum, bind(c)
    enumerator :: oxblas_pointer_mode_host = 0
    enumerator :: oxblas_pointer_mode_device = 1
  end enum
  ! oxblas_backend
  enum, bind(c)
    enumerator :: oxblas_backend_host = 0
    enumerator :: oxblas_backend_nvidia = 1
    enumerator :: oxblas_backend_amd = 2
  end enum
  ! oxblas_memory_scheme
  enum, bind(c)
    enumerator :: oxblas_memory_scheme_managed = 0
    enumerator :: oxblas_memory_scheme_user_managed = 1
    enumerator :: oxblas_memory_scheme_user_owned = 2
  end enum
  ! oxblas_operation
  enum, bind(c)
    enumerator :: oxblas_operation_none = 111
    enumerator :: oxblas_operation_transpose = 112
    enumerator :: oxblas_operation_conjugate_transpose = 113
  end enum
  ! oxblas_fill
  enum, bind(c)
    enumerator :: oxblas_fill_upper = 121
    enumerator :: oxblas_fill_lower = 122
  end enum
  ! oxblas_diagonal
  enum, bind(c)
    enumerator :: oxblas_diagonal_non_unit = 131
    enumerator :: oxblas_diagonal_unit = 132
  end enum
  ! oxblas_side
  enum, bind(c)
    enumerator :: oxblas_side_left = 141
    enumerator :: oxblas_side_right = 142
  end enum
  ! oxblas_datatype
  enum, bind(c)
    enumerator :: oxblas_datatype_f16_r = 150
    enumerator :: oxblas_datatype_f32_r = 151
    enumerator :: oxblas_datatype_f64_r = 152
    enumerator :: oxblas_datatype_f16_c = 153
    enumerator :: oxblas_datatype_f32_c = 154
    enumerator :: oxblas_datatype_f64_c = 155
    enumerator :: oxblas_datatype_bf16_r = 168
    enumerator :: oxblas_datatype_bf16_c = 169
  end enum
  ! oxblas_gemm_algo
  enum, bind(c)
    enumerator :: oxblas_gemm_algo_standard = 0
    enumerator :: oxblas_gemm_algo_solution_index = 1
  end enum
  ! oxblas_gemm_flags
  enum, bind(c)
    enumerator :: oxblas_gemm_flags_none = 0
    enumerator :: oxblas_gemm_flags_use_cu_efficiency = 2
    enumerator :: oxblas_gemm_flags_fp16_alt_impl = 4
    enumerator :: oxblas_gemm_flags_check_solution_index = 8
    enumerator :: oxblas_gemm_flags_fp16_alt_impl_rnz = 16
    enumerator :: oxblas_gemm_flags_stochastic_rounding = 32
  end enum
  !> oxblas_stats: the C struct of oxblas.h, field for field (unsigned as signed).
  type, bind(c) :: oxblas_stats
    integer(c_size_t) :: capacity
    integer(c_size_t) :: in_use
    integer(c_size_t) :: high_water
    integer(c_int64_t) :: allocations
    integer(c_int64_t) :: allocated_bytes
    integer(c_int64_t) :: frees
    integer(c_int64_t) :: freed_bytes
    integer(c_int64_t) :: live_allocations
    integer(c_int64_t) :: live_bytes
    integer(c_int64_t) :: growths
    integer(c_int64_t) :: growth_bytes
    integer(c_int64_t) :: synchronizations
    integer(c_int64_t) :: borrows
    integer(c_int64_t) :: failed_borrows
    integer(c_int64_t) :: degraded_calls
    integer(c_int64_t) :: stream_waits
    integer(c_int64_t) :: retained_for_graphs
  end type oxblas_stats
  ! END GENERATED DECLARATIONS

  ! oxblas_stream_create_with_flags's flags (OXBLAS_STREAM_* of oxblas.h).
  integer(c_int32_t), parameter :: OXBLAS_STREAM_DEFAULT = 0
  integer(c_int32_t), parameter :: OXBLAS_STREAM_NON_BLOCKING = 1

  ! The handle, stream, memory and memory-model functions of oxblas.h.
  interface
    ! BEGIN GENERATED API (cpp/tools/gen_routines.py)
    function oxblas_create_handle(handle) bind(C, name="oxblas_create_handle")
      import
      type(c_ptr), intent(out) :: handle
      integer(c_int) :: oxblas_create_handle
    end function oxblas_create_handle
    function oxblas_create_handle_on_device(handle, &
        device) bind(C, name="oxblas_create_handle_on_device")
      import
      type(c_ptr), intent(out) :: handle
      integer(c_int), value :: device
      integer(c_int) :: oxblas_create_handle_on_device
    end function oxblas_create_handle_on_device
    function oxblas_get_device_count(count) bind(C, name="oxblas_get_device_count")
      import
      integer(c_int), intent(out) :: count
      integer(c_int) :: oxblas_get_device_count
    end function oxblas_get_device_count
    function oxblas_get_handle_device(handle, device) bind(C, name="oxblas_get_handle_device")
      import
      type(c_ptr), value :: handle
      integer(c_int), intent(out) :: device
      integer(c_int) :: oxblas_get_handle_device
    end function oxblas_get_handle_device
    function oxblas_destroy_handle(handle) bind(C, name="oxblas_destroy_handle")
      import
      type(c_ptr), value :: handle
      integer(c_int) :: oxblas_destroy_handle
    end function oxblas_destroy_handle
    function oxblas_status_name(status) bind(C, name="oxblas_status_name")
      import
      integer(c_int), value :: status
      type(c_ptr) :: oxblas_status_name
    end function oxblas_status_name
    function oxblas_get_last_error_message() bind(C, name="oxblas_get_last_error_message")
      import
      type(c_ptr) :: oxblas_get_last_error_message
    end function oxblas_get_last_error_message
    function oxblas_get_backend(handle, backend) bind(C, name="oxblas_get_backend")
      import
      type(c_ptr), value :: handle
      integer(c_int), intent(out) :: backend
      integer(c_int) :: oxblas_get_backend
    end function oxblas_get_backend
    function oxblas_backend_name(backend) bind(C, name="oxblas_backend_name")
      import
      integer(c_int), value :: backend
      type(c_ptr) :: oxblas_backend_name
    end function oxblas_backend_name
    function oxblas_get_device_name(handle, name) bind(C, name="oxblas_get_device_name")
      import
      type(c_ptr), value :: handle
      type(c_ptr), intent(out) :: name
      integer(c_int) :: oxblas_get_device_name
    end function oxblas_get_device_name
    function oxblas_set_stream(handle, stream) bind(C, name="oxblas_set_stream")
      import
      type(c_ptr), value :: handle
      type(c_ptr), value :: stream
      integer(c_int) :: oxblas_set_stream
    end function oxblas_set_stream
    function oxblas_get_stream(handle, stream) bind(C, name="oxblas_get_stream")
      import
      type(c_ptr), value :: handle
      type(c_ptr), intent(out) :: stream
      integer(c_int) :: oxblas_get_stream
    end function oxblas_get_stream
    function oxblas_stream_create(stream) bind(C, name="oxblas_stream_create")
      import
      type(c_ptr), intent(out) :: stream
      integer(c_int) :: oxblas_stream_create
    end function oxblas_stream_create
    function oxblas_stream_create_with_flags(stream, &
        flags) bind(C, name="oxblas_stream_create_with_flags")
      import
      type(c_ptr), intent(out) :: stream
      integer(c_int32_t), value :: flags
      integer(c_int) :: oxblas_stream_create_with_flags
    end function oxblas_stream_create_with_flags
    function oxblas_stream_adopt(stream) bind(C, name="oxblas_stream_adopt")
      import
      type(c_ptr), value :: stream
      integer(c_int) :: oxblas_stream_adopt
    end function oxblas_stream_adopt
    function oxblas_stream_destroy(stream) bind(C, name="oxblas_stream_destroy")
      import
      type(c_ptr), value :: stream
      integer(c_int) :: oxblas_stream_destroy
    end function oxblas_stream_destroy
    function oxblas_stream_synchronize(stream) bind(C, name="oxblas_stream_synchronize")
      import
      type(c_ptr), value :: stream
      integer(c_int) :: oxblas_stream_synchronize
    end function oxblas_stream_synchronize
    function oxblas_set_pointer_mode(handle, mode) bind(C, name="oxblas_set_pointer_mode")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: mode
      integer(c_int) :: oxblas_set_pointer_mode
    end function oxblas_set_pointer_mode
    function oxblas_get_pointer_mode(handle, mode) bind(C, name="oxblas_get_pointer_mode")
      import
      type(c_ptr), value :: handle
      integer(c_int), intent(out) :: mode
      integer(c_int) :: oxblas_get_pointer_mode
    end function oxblas_get_pointer_mode
    function oxblas_malloc(ptr, bytes) bind(C, name="oxblas_malloc")
      import
      type(c_ptr), intent(out) :: ptr
      integer(c_size_t), value :: bytes
      integer(c_int) :: oxblas_malloc
    end function oxblas_malloc
    function oxblas_free(ptr) bind(C, name="oxblas_free")
      import
      type(c_ptr), value :: ptr
      integer(c_int) :: oxblas_free
    end function oxblas_free
    function oxblas_memcpy_host_to_device(dst, src, &
        bytes) bind(C, name="oxblas_memcpy_host_to_device")
      import
      type(c_ptr), value :: dst
      type(c_ptr), value :: src
      integer(c_size_t), value :: bytes
      integer(c_int) :: oxblas_memcpy_host_to_device
    end function oxblas_memcpy_host_to_device
    function oxblas_memcpy_device_to_host(dst, src, &
        bytes) bind(C, name="oxblas_memcpy_device_to_host")
      import
      type(c_ptr), value :: dst
      type(c_ptr), value :: src
      integer(c_size_t), value :: bytes
      integer(c_int) :: oxblas_memcpy_device_to_host
    end function oxblas_memcpy_device_to_host
    function oxblas_memcpy_device_to_device(dst, src, &
        bytes) bind(C, name="oxblas_memcpy_device_to_device")
      import
      type(c_ptr), value :: dst
      type(c_ptr), value :: src
      integer(c_size_t), value :: bytes
      integer(c_int) :: oxblas_memcpy_device_to_device
    end function oxblas_memcpy_device_to_device
    function oxblas_start_device_memory_size_query( &
        handle) bind(C, name="oxblas_start_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      integer(c_int) :: oxblas_start_device_memory_size_query
    end function oxblas_start_device_memory_size_query
    function oxblas_stop_device_memory_size_query(handle, &
        size) bind(C, name="oxblas_stop_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(out) :: size
      integer(c_int) :: oxblas_stop_device_memory_size_query
    end function oxblas_stop_device_memory_size_query
    function oxblas_is_device_memory_size_query( &
        handle) bind(C, name="oxblas_is_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: oxblas_is_device_memory_size_query
    end function oxblas_is_device_memory_size_query
    function oxblas_set_optimal_device_memory_size(handle, sizes, &
        count) bind(C, name="oxblas_set_optimal_device_memory_size")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(in) :: sizes(*)
      integer(c_size_t), value :: count
      integer(c_int) :: oxblas_set_optimal_device_memory_size
    end function oxblas_set_optimal_device_memory_size
    function oxblas_set_device_memory_size(handle, &
        size) bind(C, name="oxblas_set_device_memory_size")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), value :: size
      integer(c_int) :: oxblas_set_device_memory_size
    end function oxblas_set_device_memory_size
    function oxblas_get_device_memory_size(handle, &
        size) bind(C, name="oxblas_get_device_memory_size")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(out) :: size
      integer(c_int) :: oxblas_get_device_memory_size
    end function oxblas_get_device_memory_size
    function oxblas_set_workspace(handle, addr, size) bind(C, name="oxblas_set_workspace")
      import
      type(c_ptr), value :: handle
      type(c_ptr), value :: addr
      integer(c_size_t), value :: size
      integer(c_int) :: oxblas_set_workspace
    end function oxblas_set_workspace
    function oxblas_is_managing_device_memory( &
        handle) bind(C, name="oxblas_is_managing_device_memory")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: oxblas_is_managing_device_memory
    end function oxblas_is_managing_device_memory
    function oxblas_is_user_managing_device_memory( &
        handle) bind(C, name="oxblas_is_user_managing_device_memory")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: oxblas_is_user_managing_device_memory
    end function oxblas_is_user_managing_device_memory
    function oxblas_get_device_memory_scheme(handle, &
        scheme) bind(C, name="oxblas_get_device_memory_scheme")
      import
      type(c_ptr), value :: handle
      integer(c_int), intent(out) :: scheme
      integer(c_int) :: oxblas_get_device_memory_scheme
    end function oxblas_get_device_memory_scheme
    function oxblas_set_stream_order_alloc(handle, &
        on) bind(C, name="oxblas_set_stream_order_alloc")
      import
      type(c_ptr), value :: handle
      logical(c_bool), value :: on
      integer(c_int) :: oxblas_set_stream_order_alloc
    end function oxblas_set_stream_order_alloc
    function oxblas_is_stream_order_alloc(handle) bind(C, name="oxblas_is_stream_order_alloc")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: oxblas_is_stream_order_alloc
    end function oxblas_is_stream_order_alloc
    function oxblas_set_lookahead(handle, on) bind(C, name="oxblas_set_lookahead")
      import
      type(c_ptr), value :: handle
      logical(c_bool), value :: on
      integer(c_int) :: oxblas_set_lookahead
    end function oxblas_set_lookahead
    function oxblas_is_lookahead(handle) bind(C, name="oxblas_is_lookahead")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: oxblas_is_lookahead
    end function oxblas_is_lookahead
    function oxblas_get_stats(handle, stats) bind(C, name="oxblas_get_stats")
      import
      type(c_ptr), value :: handle
      type(oxblas_stats), intent(out) :: stats
      integer(c_int) :: oxblas_get_stats
    end function oxblas_get_stats
    function oxblas_device_malloc_alloc(handle, sizes, count, &
        res) bind(C, name="oxblas_device_malloc_alloc")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(in) :: sizes(*)
      integer(c_size_t), value :: count
      type(c_ptr), intent(out) :: res
      integer(c_int) :: oxblas_device_malloc_alloc
    end function oxblas_device_malloc_alloc
    function oxblas_device_malloc_success(p) bind(C, name="oxblas_device_malloc_success")
      import
      type(c_ptr), value :: p
      logical(c_bool) :: oxblas_device_malloc_success
    end function oxblas_device_malloc_success
    function oxblas_device_malloc_ptr(p, res) bind(C, name="oxblas_device_malloc_ptr")
      import
      type(c_ptr), value :: p
      type(c_ptr), intent(out) :: res
      integer(c_int) :: oxblas_device_malloc_ptr
    end function oxblas_device_malloc_ptr
    function oxblas_device_malloc_get(p, i, res) bind(C, name="oxblas_device_malloc_get")
      import
      type(c_ptr), value :: p
      integer(c_size_t), value :: i
      type(c_ptr), intent(out) :: res
      integer(c_int) :: oxblas_device_malloc_get
    end function oxblas_device_malloc_get
    function oxblas_device_malloc_free(p) bind(C, name="oxblas_device_malloc_free")
      import
      type(c_ptr), value :: p
      integer(c_int) :: oxblas_device_malloc_free
    end function oxblas_device_malloc_free
    ! END GENERATED API
  end interface

  ! Every routine of the table, as oxblas.h declares it.
  interface
    ! BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py)
    ! ---- level 1
    !> oxblas_sdot: sum x_i * y_i (unconjugated)
    function oxblas_sdot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_sdot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sdot
    end function oxblas_sdot
    function oxblas_sdot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_sdot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sdot_batched
    end function oxblas_sdot_batched
    function oxblas_sdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_sdot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sdot_strided_batched
    end function oxblas_sdot_strided_batched
    !> oxblas_ddot: sum x_i * y_i (unconjugated)
    function oxblas_ddot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_ddot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_ddot
    end function oxblas_ddot
    function oxblas_ddot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_ddot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_ddot_batched
    end function oxblas_ddot_batched
    function oxblas_ddot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_ddot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_ddot_strided_batched
    end function oxblas_ddot_strided_batched
    !> oxblas_cdot: sum x_i * y_i (unconjugated)
    function oxblas_cdot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_cdot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdot
    end function oxblas_cdot
    function oxblas_cdot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_cdot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdot_batched
    end function oxblas_cdot_batched
    function oxblas_cdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_cdot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdot_strided_batched
    end function oxblas_cdot_strided_batched
    !> oxblas_zdot: sum x_i * y_i (unconjugated)
    function oxblas_zdot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_zdot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdot
    end function oxblas_zdot
    function oxblas_zdot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_zdot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdot_batched
    end function oxblas_zdot_batched
    function oxblas_zdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_zdot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdot_strided_batched
    end function oxblas_zdot_strided_batched
    !> oxblas_hdot: sum x_i * y_i (unconjugated)
    function oxblas_hdot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_hdot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_hdot
    end function oxblas_hdot
    function oxblas_hdot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_hdot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_hdot_batched
    end function oxblas_hdot_batched
    function oxblas_hdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_hdot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_hdot_strided_batched
    end function oxblas_hdot_strided_batched
    !> oxblas_bfdot: sum x_i * y_i (unconjugated)
    function oxblas_bfdot(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_bfdot")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_bfdot
    end function oxblas_bfdot
    function oxblas_bfdot_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_bfdot_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_bfdot_batched
    end function oxblas_bfdot_batched
    function oxblas_bfdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_bfdot_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_bfdot_strided_batched
    end function oxblas_bfdot_strided_batched
    !> oxblas_cdotu: sum x_i * y_i (unconjugated)
    function oxblas_cdotu(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_cdotu")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotu
    end function oxblas_cdotu
    function oxblas_cdotu_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_cdotu_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotu_batched
    end function oxblas_cdotu_batched
    function oxblas_cdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_cdotu_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotu_strided_batched
    end function oxblas_cdotu_strided_batched
    !> oxblas_zdotu: sum x_i * y_i (unconjugated)
    function oxblas_zdotu(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_zdotu")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotu
    end function oxblas_zdotu
    function oxblas_zdotu_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_zdotu_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotu_batched
    end function oxblas_zdotu_batched
    function oxblas_zdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_zdotu_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotu_strided_batched
    end function oxblas_zdotu_strided_batched
    !> oxblas_cdotc: sum conj(x_i) * y_i
    function oxblas_cdotc(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_cdotc")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotc
    end function oxblas_cdotc
    function oxblas_cdotc_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_cdotc_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotc_batched
    end function oxblas_cdotc_batched
    function oxblas_cdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_cdotc_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_cdotc_strided_batched
    end function oxblas_cdotc_strided_batched
    !> oxblas_zdotc: sum conj(x_i) * y_i
    function oxblas_zdotc(handle, n, x, incx, y, incy, result) bind(C, name="oxblas_zdotc")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotc
    end function oxblas_zdotc
    function oxblas_zdotc_batched(handle, n, x, incx, y, incy, batch_count, &
        result) bind(C, name="oxblas_zdotc_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotc_batched
    end function oxblas_zdotc_batched
    function oxblas_zdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result) bind(C, name="oxblas_zdotc_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stridey
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_zdotc_strided_batched
    end function oxblas_zdotc_strided_batched
    !> oxblas_sasum: sum |re x_i| + |im x_i|
    function oxblas_sasum(handle, n, x, incx, result) bind(C, name="oxblas_sasum")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sasum
    end function oxblas_sasum
    function oxblas_sasum_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_sasum_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sasum_batched
    end function oxblas_sasum_batched
    function oxblas_sasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_sasum_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_sasum_strided_batched
    end function oxblas_sasum_strided_batched
    !> oxblas_dasum: sum |re x_i| + |im x_i|
    function oxblas_dasum(handle, n, x, incx, result) bind(C, name="oxblas_dasum")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dasum
    end function oxblas_dasum
    function oxblas_dasum_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_dasum_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dasum_batched
    end function oxblas_dasum_batched
    function oxblas_dasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_dasum_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dasum_strided_batched
    end function oxblas_dasum_strided_batched
    !> oxblas_scasum: sum |re x_i| + |im x_i|
    function oxblas_scasum(handle, n, x, incx, result) bind(C, name="oxblas_scasum")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scasum
    end function oxblas_scasum
    function oxblas_scasum_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_scasum_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scasum_batched
    end function oxblas_scasum_batched
    function oxblas_scasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_scasum_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scasum_strided_batched
    end function oxblas_scasum_strided_batched
    !> oxblas_dzasum: sum |re x_i| + |im x_i|
    function oxblas_dzasum(handle, n, x, incx, result) bind(C, name="oxblas_dzasum")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dzasum
    end function oxblas_dzasum
    function oxblas_dzasum_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_dzasum_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dzasum_batched
    end function oxblas_dzasum_batched
    function oxblas_dzasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_dzasum_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dzasum_strided_batched
    end function oxblas_dzasum_strided_batched
    !> oxblas_snrm2: Euclidean norm (safely scaled)
    function oxblas_snrm2(handle, n, x, incx, result) bind(C, name="oxblas_snrm2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_snrm2
    end function oxblas_snrm2
    function oxblas_snrm2_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_snrm2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_snrm2_batched
    end function oxblas_snrm2_batched
    function oxblas_snrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_snrm2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_snrm2_strided_batched
    end function oxblas_snrm2_strided_batched
    !> oxblas_dnrm2: Euclidean norm (safely scaled)
    function oxblas_dnrm2(handle, n, x, incx, result) bind(C, name="oxblas_dnrm2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dnrm2
    end function oxblas_dnrm2
    function oxblas_dnrm2_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_dnrm2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dnrm2_batched
    end function oxblas_dnrm2_batched
    function oxblas_dnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_dnrm2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dnrm2_strided_batched
    end function oxblas_dnrm2_strided_batched
    !> oxblas_scnrm2: Euclidean norm (safely scaled)
    function oxblas_scnrm2(handle, n, x, incx, result) bind(C, name="oxblas_scnrm2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scnrm2
    end function oxblas_scnrm2
    function oxblas_scnrm2_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_scnrm2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scnrm2_batched
    end function oxblas_scnrm2_batched
    function oxblas_scnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_scnrm2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_scnrm2_strided_batched
    end function oxblas_scnrm2_strided_batched
    !> oxblas_dznrm2: Euclidean norm (safely scaled)
    function oxblas_dznrm2(handle, n, x, incx, result) bind(C, name="oxblas_dznrm2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dznrm2
    end function oxblas_dznrm2
    function oxblas_dznrm2_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_dznrm2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dznrm2_batched
    end function oxblas_dznrm2_batched
    function oxblas_dznrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_dznrm2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_dznrm2_strided_batched
    end function oxblas_dznrm2_strided_batched
    !> oxblas_isamax: 1-based index of the first largest |re|+|im|
    function oxblas_isamax(handle, n, x, incx, result) bind(C, name="oxblas_isamax")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax
    end function oxblas_isamax
    function oxblas_isamax_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_isamax_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax_batched
    end function oxblas_isamax_batched
    function oxblas_isamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_isamax_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax_strided_batched
    end function oxblas_isamax_strided_batched
    function oxblas_isamax_i32(handle, n, x, incx, result) bind(C, name="oxblas_isamax_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax_i32
    end function oxblas_isamax_i32
    function oxblas_isamax_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_isamax_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax_batched_i32
    end function oxblas_isamax_batched_i32
    function oxblas_isamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_isamax_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamax_strided_batched_i32
    end function oxblas_isamax_strided_batched_i32
    !> oxblas_idamax: 1-based index of the first largest |re|+|im|
    function oxblas_idamax(handle, n, x, incx, result) bind(C, name="oxblas_idamax")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax
    end function oxblas_idamax
    function oxblas_idamax_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_idamax_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax_batched
    end function oxblas_idamax_batched
    function oxblas_idamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_idamax_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax_strided_batched
    end function oxblas_idamax_strided_batched
    function oxblas_idamax_i32(handle, n, x, incx, result) bind(C, name="oxblas_idamax_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax_i32
    end function oxblas_idamax_i32
    function oxblas_idamax_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_idamax_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax_batched_i32
    end function oxblas_idamax_batched_i32
    function oxblas_idamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_idamax_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamax_strided_batched_i32
    end function oxblas_idamax_strided_batched_i32
    !> oxblas_icamax: 1-based index of the first largest |re|+|im|
    function oxblas_icamax(handle, n, x, incx, result) bind(C, name="oxblas_icamax")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax
    end function oxblas_icamax
    function oxblas_icamax_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_icamax_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax_batched
    end function oxblas_icamax_batched
    function oxblas_icamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_icamax_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax_strided_batched
    end function oxblas_icamax_strided_batched
    function oxblas_icamax_i32(handle, n, x, incx, result) bind(C, name="oxblas_icamax_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax_i32
    end function oxblas_icamax_i32
    function oxblas_icamax_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_icamax_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax_batched_i32
    end function oxblas_icamax_batched_i32
    function oxblas_icamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_icamax_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamax_strided_batched_i32
    end function oxblas_icamax_strided_batched_i32
    !> oxblas_izamax: 1-based index of the first largest |re|+|im|
    function oxblas_izamax(handle, n, x, incx, result) bind(C, name="oxblas_izamax")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax
    end function oxblas_izamax
    function oxblas_izamax_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_izamax_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax_batched
    end function oxblas_izamax_batched
    function oxblas_izamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_izamax_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax_strided_batched
    end function oxblas_izamax_strided_batched
    function oxblas_izamax_i32(handle, n, x, incx, result) bind(C, name="oxblas_izamax_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax_i32
    end function oxblas_izamax_i32
    function oxblas_izamax_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_izamax_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax_batched_i32
    end function oxblas_izamax_batched_i32
    function oxblas_izamax_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_izamax_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamax_strided_batched_i32
    end function oxblas_izamax_strided_batched_i32
    !> oxblas_isamin: 1-based index of the first smallest |re|+|im|
    function oxblas_isamin(handle, n, x, incx, result) bind(C, name="oxblas_isamin")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin
    end function oxblas_isamin
    function oxblas_isamin_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_isamin_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin_batched
    end function oxblas_isamin_batched
    function oxblas_isamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_isamin_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin_strided_batched
    end function oxblas_isamin_strided_batched
    function oxblas_isamin_i32(handle, n, x, incx, result) bind(C, name="oxblas_isamin_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin_i32
    end function oxblas_isamin_i32
    function oxblas_isamin_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_isamin_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin_batched_i32
    end function oxblas_isamin_batched_i32
    function oxblas_isamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_isamin_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_isamin_strided_batched_i32
    end function oxblas_isamin_strided_batched_i32
    !> oxblas_idamin: 1-based index of the first smallest |re|+|im|
    function oxblas_idamin(handle, n, x, incx, result) bind(C, name="oxblas_idamin")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin
    end function oxblas_idamin
    function oxblas_idamin_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_idamin_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin_batched
    end function oxblas_idamin_batched
    function oxblas_idamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_idamin_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin_strided_batched
    end function oxblas_idamin_strided_batched
    function oxblas_idamin_i32(handle, n, x, incx, result) bind(C, name="oxblas_idamin_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin_i32
    end function oxblas_idamin_i32
    function oxblas_idamin_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_idamin_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin_batched_i32
    end function oxblas_idamin_batched_i32
    function oxblas_idamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_idamin_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_idamin_strided_batched_i32
    end function oxblas_idamin_strided_batched_i32
    !> oxblas_icamin: 1-based index of the first smallest |re|+|im|
    function oxblas_icamin(handle, n, x, incx, result) bind(C, name="oxblas_icamin")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin
    end function oxblas_icamin
    function oxblas_icamin_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_icamin_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin_batched
    end function oxblas_icamin_batched
    function oxblas_icamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_icamin_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin_strided_batched
    end function oxblas_icamin_strided_batched
    function oxblas_icamin_i32(handle, n, x, incx, result) bind(C, name="oxblas_icamin_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin_i32
    end function oxblas_icamin_i32
    function oxblas_icamin_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_icamin_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin_batched_i32
    end function oxblas_icamin_batched_i32
    function oxblas_icamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_icamin_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_icamin_strided_batched_i32
    end function oxblas_icamin_strided_batched_i32
    !> oxblas_izamin: 1-based index of the first smallest |re|+|im|
    function oxblas_izamin(handle, n, x, incx, result) bind(C, name="oxblas_izamin")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin
    end function oxblas_izamin
    function oxblas_izamin_batched(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_izamin_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin_batched
    end function oxblas_izamin_batched
    function oxblas_izamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_izamin_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin_strided_batched
    end function oxblas_izamin_strided_batched
    function oxblas_izamin_i32(handle, n, x, incx, result) bind(C, name="oxblas_izamin_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin_i32
    end function oxblas_izamin_i32
    function oxblas_izamin_batched_i32(handle, n, x, incx, batch_count, &
        result) bind(C, name="oxblas_izamin_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin_batched_i32
    end function oxblas_izamin_batched_i32
    function oxblas_izamin_strided_batched_i32(handle, n, x, incx, stridex, batch_count, &
        result) bind(C, name="oxblas_izamin_strided_batched_i32")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stridex
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int) :: oxblas_izamin_strided_batched_i32
    end function oxblas_izamin_strided_batched_i32
    !> oxblas_dot_ex: sum x_i * y_i in rocBLAS's dot_ex type combinations (else not_implemented)
    function oxblas_dot_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
        execution_type) bind(C, name="oxblas_dot_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dot_ex
    end function oxblas_dot_ex
    function oxblas_dot_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
        result, result_type, execution_type) bind(C, name="oxblas_dot_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dot_batched_ex
    end function oxblas_dot_batched_ex
    function oxblas_dot_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, &
        stride_y, batch_count, result, result_type, &
        execution_type) bind(C, name="oxblas_dot_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dot_strided_batched_ex
    end function oxblas_dot_strided_batched_ex
    !> oxblas_dotc_ex: sum conj(x_i) * y_i in rocBLAS's dotc_ex type combinations (else
    !> not_implemented)
    function oxblas_dotc_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
        execution_type) bind(C, name="oxblas_dotc_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dotc_ex
    end function oxblas_dotc_ex
    function oxblas_dotc_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
        result, result_type, execution_type) bind(C, name="oxblas_dotc_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dotc_batched_ex
    end function oxblas_dotc_batched_ex
    function oxblas_dotc_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, &
        incy, stride_y, batch_count, result, result_type, &
        execution_type) bind(C, name="oxblas_dotc_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: y
      integer(c_int), value :: y_type
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_dotc_strided_batched_ex
    end function oxblas_dotc_strided_batched_ex
    !> oxblas_nrm2_ex: Euclidean norm in rocBLAS's nrm2_ex type combinations (else not_implemented)
    function oxblas_nrm2_ex(handle, n, x, x_type, incx, result, result_type, &
        execution_type) bind(C, name="oxblas_nrm2_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_nrm2_ex
    end function oxblas_nrm2_ex
    function oxblas_nrm2_batched_ex(handle, n, x, x_type, incx, batch_count, result, result_type, &
        execution_type) bind(C, name="oxblas_nrm2_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_nrm2_batched_ex
    end function oxblas_nrm2_batched_ex
    function oxblas_nrm2_strided_batched_ex(handle, n, x, x_type, incx, stride_x, batch_count, &
        result, result_type, execution_type) bind(C, name="oxblas_nrm2_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: x
      integer(c_int), value :: x_type
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      type(c_ptr), value :: result
      integer(c_int), value :: result_type
      integer(c_int), value :: execution_type
      integer(c_int) :: oxblas_nrm2_strided_batched_ex
    end function oxblas_nrm2_strided_batched_ex
    ! ---- level 2
    !> oxblas_sgemv: y = alpha op(A) x + beta y
    function oxblas_sgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_sgemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_sgemv
    end function oxblas_sgemv
    function oxblas_sgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_sgemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgemv_batched
    end function oxblas_sgemv_batched
    function oxblas_sgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_sgemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgemv_strided_batched
    end function oxblas_sgemv_strided_batched
    !> oxblas_dgemv: y = alpha op(A) x + beta y
    function oxblas_dgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_dgemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_dgemv
    end function oxblas_dgemv
    function oxblas_dgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_dgemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgemv_batched
    end function oxblas_dgemv_batched
    function oxblas_dgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_dgemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgemv_strided_batched
    end function oxblas_dgemv_strided_batched
    !> oxblas_cgemv: y = alpha op(A) x + beta y
    function oxblas_cgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_cgemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_cgemv
    end function oxblas_cgemv
    function oxblas_cgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_cgemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgemv_batched
    end function oxblas_cgemv_batched
    function oxblas_cgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_cgemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgemv_strided_batched
    end function oxblas_cgemv_strided_batched
    !> oxblas_zgemv: y = alpha op(A) x + beta y
    function oxblas_zgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_zgemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_zgemv
    end function oxblas_zgemv
    function oxblas_zgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_zgemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgemv_batched
    end function oxblas_zgemv_batched
    function oxblas_zgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_zgemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgemv_strided_batched
    end function oxblas_zgemv_strided_batched
    !> oxblas_ssymv: y = alpha A x + beta y, A symmetric (uplo triangle read)
    function oxblas_ssymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_ssymv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_ssymv
    end function oxblas_ssymv
    function oxblas_ssymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_ssymv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssymv_batched
    end function oxblas_ssymv_batched
    function oxblas_ssymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_ssymv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssymv_strided_batched
    end function oxblas_ssymv_strided_batched
    !> oxblas_dsymv: y = alpha A x + beta y, A symmetric (uplo triangle read)
    function oxblas_dsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_dsymv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_dsymv
    end function oxblas_dsymv
    function oxblas_dsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_dsymv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsymv_batched
    end function oxblas_dsymv_batched
    function oxblas_dsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_dsymv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsymv_strided_batched
    end function oxblas_dsymv_strided_batched
    !> oxblas_csymv: y = alpha A x + beta y, A symmetric (uplo triangle read)
    function oxblas_csymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_csymv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_csymv
    end function oxblas_csymv
    function oxblas_csymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_csymv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csymv_batched
    end function oxblas_csymv_batched
    function oxblas_csymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_csymv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csymv_strided_batched
    end function oxblas_csymv_strided_batched
    !> oxblas_zsymv: y = alpha A x + beta y, A symmetric (uplo triangle read)
    function oxblas_zsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_zsymv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_zsymv
    end function oxblas_zsymv
    function oxblas_zsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_zsymv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsymv_batched
    end function oxblas_zsymv_batched
    function oxblas_zsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_zsymv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsymv_strided_batched
    end function oxblas_zsymv_strided_batched
    !> oxblas_chemv: y = alpha A x + beta y, A Hermitian (uplo triangle read)
    function oxblas_chemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_chemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_chemv
    end function oxblas_chemv
    function oxblas_chemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_chemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_chemv_batched
    end function oxblas_chemv_batched
    function oxblas_chemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_chemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_chemv_strided_batched
    end function oxblas_chemv_strided_batched
    !> oxblas_zhemv: y = alpha A x + beta y, A Hermitian (uplo triangle read)
    function oxblas_zhemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, &
        incy) bind(C, name="oxblas_zhemv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int) :: oxblas_zhemv
    end function oxblas_zhemv
    function oxblas_zhemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count) bind(C, name="oxblas_zhemv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zhemv_batched
    end function oxblas_zhemv_batched
    function oxblas_zhemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, &
        batch_count) bind(C, name="oxblas_zhemv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: beta
      type(c_ptr), value :: y
      integer(c_int64_t), value :: incy
      integer(c_int64_t), value :: stride_y
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zhemv_strided_batched
    end function oxblas_zhemv_strided_batched
    !> oxblas_strmv: x = op(A) x, A triangular
    function oxblas_strmv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_strmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_strmv
    end function oxblas_strmv
    function oxblas_strmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_strmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strmv_batched
    end function oxblas_strmv_batched
    function oxblas_strmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_strmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strmv_strided_batched
    end function oxblas_strmv_strided_batched
    !> oxblas_dtrmv: x = op(A) x, A triangular
    function oxblas_dtrmv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_dtrmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_dtrmv
    end function oxblas_dtrmv
    function oxblas_dtrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_dtrmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrmv_batched
    end function oxblas_dtrmv_batched
    function oxblas_dtrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_dtrmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrmv_strided_batched
    end function oxblas_dtrmv_strided_batched
    !> oxblas_ctrmv: x = op(A) x, A triangular
    function oxblas_ctrmv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_ctrmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ctrmv
    end function oxblas_ctrmv
    function oxblas_ctrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ctrmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrmv_batched
    end function oxblas_ctrmv_batched
    function oxblas_ctrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ctrmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrmv_strided_batched
    end function oxblas_ctrmv_strided_batched
    !> oxblas_ztrmv: x = op(A) x, A triangular
    function oxblas_ztrmv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_ztrmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ztrmv
    end function oxblas_ztrmv
    function oxblas_ztrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ztrmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrmv_batched
    end function oxblas_ztrmv_batched
    function oxblas_ztrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ztrmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrmv_strided_batched
    end function oxblas_ztrmv_strided_batched
    !> oxblas_stbmv: x = op(A) x, A triangular band (k diagonals)
    function oxblas_stbmv(handle, uplo, trans, diag, n, k, A, lda, x, &
        incx) bind(C, name="oxblas_stbmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_stbmv
    end function oxblas_stbmv
    function oxblas_stbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_stbmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_stbmv_batched
    end function oxblas_stbmv_batched
    function oxblas_stbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_stbmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_stbmv_strided_batched
    end function oxblas_stbmv_strided_batched
    !> oxblas_dtbmv: x = op(A) x, A triangular band (k diagonals)
    function oxblas_dtbmv(handle, uplo, trans, diag, n, k, A, lda, x, &
        incx) bind(C, name="oxblas_dtbmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_dtbmv
    end function oxblas_dtbmv
    function oxblas_dtbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_dtbmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtbmv_batched
    end function oxblas_dtbmv_batched
    function oxblas_dtbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_dtbmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtbmv_strided_batched
    end function oxblas_dtbmv_strided_batched
    !> oxblas_ctbmv: x = op(A) x, A triangular band (k diagonals)
    function oxblas_ctbmv(handle, uplo, trans, diag, n, k, A, lda, x, &
        incx) bind(C, name="oxblas_ctbmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ctbmv
    end function oxblas_ctbmv
    function oxblas_ctbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ctbmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctbmv_batched
    end function oxblas_ctbmv_batched
    function oxblas_ctbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ctbmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctbmv_strided_batched
    end function oxblas_ctbmv_strided_batched
    !> oxblas_ztbmv: x = op(A) x, A triangular band (k diagonals)
    function oxblas_ztbmv(handle, uplo, trans, diag, n, k, A, lda, x, &
        incx) bind(C, name="oxblas_ztbmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ztbmv
    end function oxblas_ztbmv
    function oxblas_ztbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ztbmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztbmv_batched
    end function oxblas_ztbmv_batched
    function oxblas_ztbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ztbmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztbmv_strided_batched
    end function oxblas_ztbmv_strided_batched
    !> oxblas_stpmv: x = op(A) x, A triangular packed
    function oxblas_stpmv(handle, uplo, trans, diag, n, AP, x, incx) bind(C, name="oxblas_stpmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_stpmv
    end function oxblas_stpmv
    function oxblas_stpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
        batch_count) bind(C, name="oxblas_stpmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_stpmv_batched
    end function oxblas_stpmv_batched
    function oxblas_stpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count) bind(C, name="oxblas_stpmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      integer(c_int64_t), value :: stride_ap
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_stpmv_strided_batched
    end function oxblas_stpmv_strided_batched
    !> oxblas_dtpmv: x = op(A) x, A triangular packed
    function oxblas_dtpmv(handle, uplo, trans, diag, n, AP, x, incx) bind(C, name="oxblas_dtpmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_dtpmv
    end function oxblas_dtpmv
    function oxblas_dtpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
        batch_count) bind(C, name="oxblas_dtpmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtpmv_batched
    end function oxblas_dtpmv_batched
    function oxblas_dtpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count) bind(C, name="oxblas_dtpmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      integer(c_int64_t), value :: stride_ap
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtpmv_strided_batched
    end function oxblas_dtpmv_strided_batched
    !> oxblas_ctpmv: x = op(A) x, A triangular packed
    function oxblas_ctpmv(handle, uplo, trans, diag, n, AP, x, incx) bind(C, name="oxblas_ctpmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ctpmv
    end function oxblas_ctpmv
    function oxblas_ctpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
        batch_count) bind(C, name="oxblas_ctpmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctpmv_batched
    end function oxblas_ctpmv_batched
    function oxblas_ctpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count) bind(C, name="oxblas_ctpmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      integer(c_int64_t), value :: stride_ap
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctpmv_strided_batched
    end function oxblas_ctpmv_strided_batched
    !> oxblas_ztpmv: x = op(A) x, A triangular packed
    function oxblas_ztpmv(handle, uplo, trans, diag, n, AP, x, incx) bind(C, name="oxblas_ztpmv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ztpmv
    end function oxblas_ztpmv
    function oxblas_ztpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
        batch_count) bind(C, name="oxblas_ztpmv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztpmv_batched
    end function oxblas_ztpmv_batched
    function oxblas_ztpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count) bind(C, name="oxblas_ztpmv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: AP
      integer(c_int64_t), value :: stride_ap
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztpmv_strided_batched
    end function oxblas_ztpmv_strided_batched
    !> oxblas_strsv: solve op(A) x = b in place
    function oxblas_strsv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_strsv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_strsv
    end function oxblas_strsv
    function oxblas_strsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_strsv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsv_batched
    end function oxblas_strsv_batched
    function oxblas_strsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_strsv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsv_strided_batched
    end function oxblas_strsv_strided_batched
    !> oxblas_dtrsv: solve op(A) x = b in place
    function oxblas_dtrsv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_dtrsv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_dtrsv
    end function oxblas_dtrsv
    function oxblas_dtrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_dtrsv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsv_batched
    end function oxblas_dtrsv_batched
    function oxblas_dtrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_dtrsv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsv_strided_batched
    end function oxblas_dtrsv_strided_batched
    !> oxblas_ctrsv: solve op(A) x = b in place
    function oxblas_ctrsv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_ctrsv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ctrsv
    end function oxblas_ctrsv
    function oxblas_ctrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ctrsv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsv_batched
    end function oxblas_ctrsv_batched
    function oxblas_ctrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ctrsv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsv_strided_batched
    end function oxblas_ctrsv_strided_batched
    !> oxblas_ztrsv: solve op(A) x = b in place
    function oxblas_ztrsv(handle, uplo, trans, diag, n, A, lda, x, &
        incx) bind(C, name="oxblas_ztrsv")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int) :: oxblas_ztrsv
    end function oxblas_ztrsv
    function oxblas_ztrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
        batch_count) bind(C, name="oxblas_ztrsv_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsv_batched
    end function oxblas_ztrsv_batched
    function oxblas_ztrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count) bind(C, name="oxblas_ztrsv_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsv_strided_batched
    end function oxblas_ztrsv_strided_batched
    !> oxblas_strsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or too small: plain trsv, too small: perf_degraded)
    function oxblas_strsv_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size) bind(C, name="oxblas_strsv_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_strsv_ex
    end function oxblas_strsv_ex
    function oxblas_strsv_batched_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size, batch_count) bind(C, name="oxblas_strsv_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsv_batched_ex
    end function oxblas_strsv_batched_ex
    function oxblas_strsv_strided_batched_ex(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, invA, invA_size, &
        batch_count) bind(C, name="oxblas_strsv_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsv_strided_batched_ex
    end function oxblas_strsv_strided_batched_ex
    !> oxblas_dtrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or too small: plain trsv, too small: perf_degraded)
    function oxblas_dtrsv_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size) bind(C, name="oxblas_dtrsv_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_dtrsv_ex
    end function oxblas_dtrsv_ex
    function oxblas_dtrsv_batched_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size, batch_count) bind(C, name="oxblas_dtrsv_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsv_batched_ex
    end function oxblas_dtrsv_batched_ex
    function oxblas_dtrsv_strided_batched_ex(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, invA, invA_size, &
        batch_count) bind(C, name="oxblas_dtrsv_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsv_strided_batched_ex
    end function oxblas_dtrsv_strided_batched_ex
    !> oxblas_ctrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or too small: plain trsv, too small: perf_degraded)
    function oxblas_ctrsv_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size) bind(C, name="oxblas_ctrsv_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_ctrsv_ex
    end function oxblas_ctrsv_ex
    function oxblas_ctrsv_batched_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size, batch_count) bind(C, name="oxblas_ctrsv_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsv_batched_ex
    end function oxblas_ctrsv_batched_ex
    function oxblas_ctrsv_strided_batched_ex(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, invA, invA_size, &
        batch_count) bind(C, name="oxblas_ctrsv_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsv_strided_batched_ex
    end function oxblas_ctrsv_strided_batched_ex
    !> oxblas_ztrsv_ex: trsv with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or too small: plain trsv, too small: perf_degraded)
    function oxblas_ztrsv_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size) bind(C, name="oxblas_ztrsv_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_ztrsv_ex
    end function oxblas_ztrsv_ex
    function oxblas_ztrsv_batched_ex(handle, uplo, trans, diag, n, A, lda, x, incx, invA, &
        invA_size, batch_count) bind(C, name="oxblas_ztrsv_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsv_batched_ex
    end function oxblas_ztrsv_batched_ex
    function oxblas_ztrsv_strided_batched_ex(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, invA, invA_size, &
        batch_count) bind(C, name="oxblas_ztrsv_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: x
      integer(c_int64_t), value :: incx
      integer(c_int64_t), value :: stride_x
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsv_strided_batched_ex
    end function oxblas_ztrsv_strided_batched_ex
    ! ---- level 3
    !> oxblas_sgemm: C = alpha op(A) op(B) + beta C
    function oxblas_sgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_sgemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_sgemm
    end function oxblas_sgemm
    function oxblas_sgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count) bind(C, name="oxblas_sgemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgemm_batched
    end function oxblas_sgemm_batched
    function oxblas_sgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_sgemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgemm_strided_batched
    end function oxblas_sgemm_strided_batched
    !> oxblas_dgemm: C = alpha op(A) op(B) + beta C
    function oxblas_dgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_dgemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dgemm
    end function oxblas_dgemm
    function oxblas_dgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count) bind(C, name="oxblas_dgemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgemm_batched
    end function oxblas_dgemm_batched
    function oxblas_dgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_dgemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgemm_strided_batched
    end function oxblas_dgemm_strided_batched
    !> oxblas_cgemm: C = alpha op(A) op(B) + beta C
    function oxblas_cgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_cgemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_cgemm
    end function oxblas_cgemm
    function oxblas_cgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count) bind(C, name="oxblas_cgemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgemm_batched
    end function oxblas_cgemm_batched
    function oxblas_cgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_cgemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgemm_strided_batched
    end function oxblas_cgemm_strided_batched
    !> oxblas_zgemm: C = alpha op(A) op(B) + beta C
    function oxblas_zgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zgemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zgemm
    end function oxblas_zgemm
    function oxblas_zgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count) bind(C, name="oxblas_zgemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgemm_batched
    end function oxblas_zgemm_batched
    function oxblas_zgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zgemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgemm_strided_batched
    end function oxblas_zgemm_strided_batched
    !> oxblas_hgemm: C = alpha op(A) op(B) + beta C
    function oxblas_hgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_hgemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_hgemm
    end function oxblas_hgemm
    function oxblas_hgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count) bind(C, name="oxblas_hgemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_hgemm_batched
    end function oxblas_hgemm_batched
    function oxblas_hgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_hgemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_hgemm_strided_batched
    end function oxblas_hgemm_strided_batched
    !> oxblas_gemm_ex: D = alpha op(A) op(B) + beta C in rocBLAS's gemm_ex type combinations (else
    !> not_implemented); alpha, beta of compute_type
    function oxblas_gemm_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, b_type, &
        ldb, beta, c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, &
        flags) bind(C, name="oxblas_gemm_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: a
      integer(c_int), value :: a_type
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: b
      integer(c_int), value :: b_type
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: c
      integer(c_int), value :: c_type
      integer(c_int64_t), value :: ldc
      type(c_ptr), value :: d
      integer(c_int), value :: d_type
      integer(c_int64_t), value :: ldd
      integer(c_int), value :: compute_type
      integer(c_int), value :: algo
      integer(c_int32_t), value :: solution_index
      integer(c_int32_t), value :: flags
      integer(c_int) :: oxblas_gemm_ex
    end function oxblas_gemm_ex
    function oxblas_gemm_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, &
        b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, batch_count, compute_type, algo, &
        solution_index, flags) bind(C, name="oxblas_gemm_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: a
      integer(c_int), value :: a_type
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: b
      integer(c_int), value :: b_type
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: c
      integer(c_int), value :: c_type
      integer(c_int64_t), value :: ldc
      type(c_ptr), value :: d
      integer(c_int), value :: d_type
      integer(c_int64_t), value :: ldd
      integer(c_int64_t), value :: batch_count
      integer(c_int), value :: compute_type
      integer(c_int), value :: algo
      integer(c_int32_t), value :: solution_index
      integer(c_int32_t), value :: flags
      integer(c_int) :: oxblas_gemm_batched_ex
    end function oxblas_gemm_batched_ex
    function oxblas_gemm_strided_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, &
        lda, stride_a, b, b_type, ldb, stride_b, beta, c, c_type, ldc, stride_c, d, d_type, ldd, &
        stride_d, batch_count, compute_type, algo, solution_index, &
        flags) bind(C, name="oxblas_gemm_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: a
      integer(c_int), value :: a_type
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: b
      integer(c_int), value :: b_type
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: c
      integer(c_int), value :: c_type
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      type(c_ptr), value :: d
      integer(c_int), value :: d_type
      integer(c_int64_t), value :: ldd
      integer(c_int64_t), value :: stride_d
      integer(c_int64_t), value :: batch_count
      integer(c_int), value :: compute_type
      integer(c_int), value :: algo
      integer(c_int32_t), value :: solution_index
      integer(c_int32_t), value :: flags
      integer(c_int) :: oxblas_gemm_strided_batched_ex
    end function oxblas_gemm_strided_batched_ex
    !> oxblas_strsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B
    function oxblas_strsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb) bind(C, name="oxblas_strsm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_strsm
    end function oxblas_strsm
    function oxblas_strsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_strsm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsm_batched
    end function oxblas_strsm_batched
    function oxblas_strsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count) bind(C, name="oxblas_strsm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsm_strided_batched
    end function oxblas_strsm_strided_batched
    !> oxblas_dtrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B
    function oxblas_dtrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb) bind(C, name="oxblas_dtrsm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_dtrsm
    end function oxblas_dtrsm
    function oxblas_dtrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_dtrsm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsm_batched
    end function oxblas_dtrsm_batched
    function oxblas_dtrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count) bind(C, name="oxblas_dtrsm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsm_strided_batched
    end function oxblas_dtrsm_strided_batched
    !> oxblas_ctrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B
    function oxblas_ctrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb) bind(C, name="oxblas_ctrsm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_ctrsm
    end function oxblas_ctrsm
    function oxblas_ctrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_ctrsm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsm_batched
    end function oxblas_ctrsm_batched
    function oxblas_ctrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count) bind(C, name="oxblas_ctrsm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsm_strided_batched
    end function oxblas_ctrsm_strided_batched
    !> oxblas_ztrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right), X overwrites B
    function oxblas_ztrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb) bind(C, name="oxblas_ztrsm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_ztrsm
    end function oxblas_ztrsm
    function oxblas_ztrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_ztrsm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsm_batched
    end function oxblas_ztrsm_batched
    function oxblas_ztrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count) bind(C, name="oxblas_ztrsm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsm_strided_batched
    end function oxblas_ztrsm_strided_batched
    !> oxblas_strsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or below 128 k: ignored)
    function oxblas_strsm_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, invA, &
        invA_size) bind(C, name="oxblas_strsm_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_strsm_ex
    end function oxblas_strsm_ex
    function oxblas_strsm_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb, invA, invA_size, batch_count) bind(C, name="oxblas_strsm_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsm_batched_ex
    end function oxblas_strsm_batched_ex
    function oxblas_strsm_strided_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, &
        lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, &
        batch_count) bind(C, name="oxblas_strsm_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: stride_invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strsm_strided_batched_ex
    end function oxblas_strsm_strided_batched_ex
    !> oxblas_dtrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or below 128 k: ignored)
    function oxblas_dtrsm_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, invA, &
        invA_size) bind(C, name="oxblas_dtrsm_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_dtrsm_ex
    end function oxblas_dtrsm_ex
    function oxblas_dtrsm_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb, invA, invA_size, batch_count) bind(C, name="oxblas_dtrsm_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsm_batched_ex
    end function oxblas_dtrsm_batched_ex
    function oxblas_dtrsm_strided_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, &
        lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, &
        batch_count) bind(C, name="oxblas_dtrsm_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: stride_invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrsm_strided_batched_ex
    end function oxblas_dtrsm_strided_batched_ex
    !> oxblas_ctrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or below 128 k: ignored)
    function oxblas_ctrsm_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, invA, &
        invA_size) bind(C, name="oxblas_ctrsm_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_ctrsm_ex
    end function oxblas_ctrsm_ex
    function oxblas_ctrsm_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb, invA, invA_size, batch_count) bind(C, name="oxblas_ctrsm_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsm_batched_ex
    end function oxblas_ctrsm_batched_ex
    function oxblas_ctrsm_strided_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, &
        lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, &
        batch_count) bind(C, name="oxblas_ctrsm_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: stride_invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrsm_strided_batched_ex
    end function oxblas_ctrsm_strided_batched_ex
    !> oxblas_ztrsm_ex: trsm with the inverses of A's 128x128 diagonal blocks (invA, invA_size
    !> elements; null or below 128 k: ignored)
    function oxblas_ztrsm_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, invA, &
        invA_size) bind(C, name="oxblas_ztrsm_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int) :: oxblas_ztrsm_ex
    end function oxblas_ztrsm_ex
    function oxblas_ztrsm_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
        ldb, invA, invA_size, batch_count) bind(C, name="oxblas_ztrsm_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsm_batched_ex
    end function oxblas_ztrsm_batched_ex
    function oxblas_ztrsm_strided_batched_ex(handle, side, uplo, transA, diag, m, n, alpha, A, &
        lda, stride_a, B, ldb, stride_b, invA, stride_invA, invA_size, &
        batch_count) bind(C, name="oxblas_ztrsm_strided_batched_ex")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: stride_invA
      integer(c_int64_t), value :: invA_size
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrsm_strided_batched_ex
    end function oxblas_ztrsm_strided_batched_ex
    !> oxblas_strmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when
    !> C == B
    function oxblas_strmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
        ldc) bind(C, name="oxblas_strmm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_strmm
    end function oxblas_strmm
    function oxblas_strmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count) bind(C, name="oxblas_strmm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strmm_batched
    end function oxblas_strmm_batched
    function oxblas_strmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_strmm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strmm_strided_batched
    end function oxblas_strmm_strided_batched
    !> oxblas_dtrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when
    !> C == B
    function oxblas_dtrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
        ldc) bind(C, name="oxblas_dtrmm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dtrmm
    end function oxblas_dtrmm
    function oxblas_dtrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count) bind(C, name="oxblas_dtrmm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrmm_batched
    end function oxblas_dtrmm_batched
    function oxblas_dtrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_dtrmm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrmm_strided_batched
    end function oxblas_dtrmm_strided_batched
    !> oxblas_ctrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when
    !> C == B
    function oxblas_ctrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
        ldc) bind(C, name="oxblas_ctrmm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ctrmm
    end function oxblas_ctrmm
    function oxblas_ctrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count) bind(C, name="oxblas_ctrmm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrmm_batched
    end function oxblas_ctrmm_batched
    function oxblas_ctrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_ctrmm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrmm_strided_batched
    end function oxblas_ctrmm_strided_batched
    !> oxblas_ztrmm: C = alpha op(A) B (left) or alpha B op(A) (right), A triangular; in place when
    !> C == B
    function oxblas_ztrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
        ldc) bind(C, name="oxblas_ztrmm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ztrmm
    end function oxblas_ztrmm
    function oxblas_ztrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count) bind(C, name="oxblas_ztrmm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrmm_batched
    end function oxblas_ztrmm_batched
    function oxblas_ztrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_ztrmm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrmm_strided_batched
    end function oxblas_ztrmm_strided_batched
    !> oxblas_strtri: invA = inverse of the triangular A (other triangle of invA set to zero)
    function oxblas_strtri(handle, uplo, diag, n, A, lda, invA, &
        ldinvA) bind(C, name="oxblas_strtri")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int) :: oxblas_strtri
    end function oxblas_strtri
    function oxblas_strtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
        batch_count) bind(C, name="oxblas_strtri_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strtri_batched
    end function oxblas_strtri_batched
    function oxblas_strtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count) bind(C, name="oxblas_strtri_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: stride_inva
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_strtri_strided_batched
    end function oxblas_strtri_strided_batched
    !> oxblas_dtrtri: invA = inverse of the triangular A (other triangle of invA set to zero)
    function oxblas_dtrtri(handle, uplo, diag, n, A, lda, invA, &
        ldinvA) bind(C, name="oxblas_dtrtri")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int) :: oxblas_dtrtri
    end function oxblas_dtrtri
    function oxblas_dtrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
        batch_count) bind(C, name="oxblas_dtrtri_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrtri_batched
    end function oxblas_dtrtri_batched
    function oxblas_dtrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count) bind(C, name="oxblas_dtrtri_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: stride_inva
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dtrtri_strided_batched
    end function oxblas_dtrtri_strided_batched
    !> oxblas_ctrtri: invA = inverse of the triangular A (other triangle of invA set to zero)
    function oxblas_ctrtri(handle, uplo, diag, n, A, lda, invA, &
        ldinvA) bind(C, name="oxblas_ctrtri")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int) :: oxblas_ctrtri
    end function oxblas_ctrtri
    function oxblas_ctrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
        batch_count) bind(C, name="oxblas_ctrtri_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrtri_batched
    end function oxblas_ctrtri_batched
    function oxblas_ctrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count) bind(C, name="oxblas_ctrtri_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: stride_inva
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ctrtri_strided_batched
    end function oxblas_ctrtri_strided_batched
    !> oxblas_ztrtri: invA = inverse of the triangular A (other triangle of invA set to zero)
    function oxblas_ztrtri(handle, uplo, diag, n, A, lda, invA, &
        ldinvA) bind(C, name="oxblas_ztrtri")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int) :: oxblas_ztrtri
    end function oxblas_ztrtri
    function oxblas_ztrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
        batch_count) bind(C, name="oxblas_ztrtri_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrtri_batched
    end function oxblas_ztrtri_batched
    function oxblas_ztrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count) bind(C, name="oxblas_ztrtri_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: diag
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: invA
      integer(c_int64_t), value :: ldinvA
      integer(c_int64_t), value :: stride_inva
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ztrtri_strided_batched
    end function oxblas_ztrtri_strided_batched
    !> oxblas_ssyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C
    function oxblas_ssyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_ssyrk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ssyrk
    end function oxblas_ssyrk
    function oxblas_ssyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_ssyrk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyrk_batched
    end function oxblas_ssyrk_batched
    function oxblas_ssyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_ssyrk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyrk_strided_batched
    end function oxblas_ssyrk_strided_batched
    !> oxblas_dsyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C
    function oxblas_dsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_dsyrk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dsyrk
    end function oxblas_dsyrk
    function oxblas_dsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_dsyrk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyrk_batched
    end function oxblas_dsyrk_batched
    function oxblas_dsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_dsyrk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyrk_strided_batched
    end function oxblas_dsyrk_strided_batched
    !> oxblas_csyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C
    function oxblas_csyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_csyrk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_csyrk
    end function oxblas_csyrk
    function oxblas_csyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_csyrk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyrk_batched
    end function oxblas_csyrk_batched
    function oxblas_csyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_csyrk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyrk_strided_batched
    end function oxblas_csyrk_strided_batched
    !> oxblas_zsyrk: C = alpha op(A) op(A)^T + beta C, uplo triangle of C
    function oxblas_zsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_zsyrk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zsyrk
    end function oxblas_zsyrk
    function oxblas_zsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_zsyrk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyrk_batched
    end function oxblas_zsyrk_batched
    function oxblas_zsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_zsyrk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyrk_strided_batched
    end function oxblas_zsyrk_strided_batched
    !> oxblas_cherk: C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C
    function oxblas_cherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_cherk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_cherk
    end function oxblas_cherk
    function oxblas_cherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_cherk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cherk_batched
    end function oxblas_cherk_batched
    function oxblas_cherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_cherk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cherk_strided_batched
    end function oxblas_cherk_strided_batched
    !> oxblas_zherk: C = alpha op(A) op(A)^H + beta C (alpha, beta real), uplo triangle of C
    function oxblas_zherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
        ldc) bind(C, name="oxblas_zherk")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zherk
    end function oxblas_zherk
    function oxblas_zherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_zherk_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zherk_batched
    end function oxblas_zherk_batched
    function oxblas_zherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count) bind(C, name="oxblas_zherk_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zherk_strided_batched
    end function oxblas_zherk_strided_batched
    !> oxblas_ssyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C
    function oxblas_ssyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_ssyr2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ssyr2k
    end function oxblas_ssyr2k
    function oxblas_ssyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_ssyr2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyr2k_batched
    end function oxblas_ssyr2k_batched
    function oxblas_ssyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_ssyr2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyr2k_strided_batched
    end function oxblas_ssyr2k_strided_batched
    !> oxblas_dsyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C
    function oxblas_dsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_dsyr2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dsyr2k
    end function oxblas_dsyr2k
    function oxblas_dsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_dsyr2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyr2k_batched
    end function oxblas_dsyr2k_batched
    function oxblas_dsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_dsyr2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyr2k_strided_batched
    end function oxblas_dsyr2k_strided_batched
    !> oxblas_csyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C
    function oxblas_csyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_csyr2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_csyr2k
    end function oxblas_csyr2k
    function oxblas_csyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_csyr2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyr2k_batched
    end function oxblas_csyr2k_batched
    function oxblas_csyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_csyr2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyr2k_strided_batched
    end function oxblas_csyr2k_strided_batched
    !> oxblas_zsyr2k: C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C, uplo triangle of C
    function oxblas_zsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zsyr2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zsyr2k
    end function oxblas_zsyr2k
    function oxblas_zsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_zsyr2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyr2k_batched
    end function oxblas_zsyr2k_batched
    function oxblas_zsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zsyr2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyr2k_strided_batched
    end function oxblas_zsyr2k_strided_batched
    !> oxblas_cher2k: C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real),
    !> uplo triangle of C
    function oxblas_cher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_cher2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_cher2k
    end function oxblas_cher2k
    function oxblas_cher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_cher2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cher2k_batched
    end function oxblas_cher2k_batched
    function oxblas_cher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_cher2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cher2k_strided_batched
    end function oxblas_cher2k_strided_batched
    !> oxblas_zher2k: C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta real),
    !> uplo triangle of C
    function oxblas_zher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zher2k")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zher2k
    end function oxblas_zher2k
    function oxblas_zher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_zher2k_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zher2k_batched
    end function oxblas_zher2k_batched
    function oxblas_zher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zher2k_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zher2k_strided_batched
    end function oxblas_zher2k_strided_batched
    !> oxblas_ssyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed
    !> symmetric)
    function oxblas_ssyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_ssyrkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ssyrkx
    end function oxblas_ssyrkx
    function oxblas_ssyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_ssyrkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyrkx_batched
    end function oxblas_ssyrkx_batched
    function oxblas_ssyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_ssyrkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssyrkx_strided_batched
    end function oxblas_ssyrkx_strided_batched
    !> oxblas_dsyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed
    !> symmetric)
    function oxblas_dsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_dsyrkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dsyrkx
    end function oxblas_dsyrkx
    function oxblas_dsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_dsyrkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyrkx_batched
    end function oxblas_dsyrkx_batched
    function oxblas_dsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_dsyrkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsyrkx_strided_batched
    end function oxblas_dsyrkx_strided_batched
    !> oxblas_csyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed
    !> symmetric)
    function oxblas_csyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_csyrkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_csyrkx
    end function oxblas_csyrkx
    function oxblas_csyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_csyrkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyrkx_batched
    end function oxblas_csyrkx_batched
    function oxblas_csyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_csyrkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csyrkx_strided_batched
    end function oxblas_csyrkx_strided_batched
    !> oxblas_zsyrkx: C = alpha op(A) op(B)^T + beta C, uplo triangle of C (the product assumed
    !> symmetric)
    function oxblas_zsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zsyrkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zsyrkx
    end function oxblas_zsyrkx
    function oxblas_zsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_zsyrkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyrkx_batched
    end function oxblas_zsyrkx_batched
    function oxblas_zsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zsyrkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsyrkx_strided_batched
    end function oxblas_zsyrkx_strided_batched
    !> oxblas_cherkx: C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product
    !> assumed Hermitian)
    function oxblas_cherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_cherkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_cherkx
    end function oxblas_cherkx
    function oxblas_cherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_cherkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cherkx_batched
    end function oxblas_cherkx_batched
    function oxblas_cherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_cherkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cherkx_strided_batched
    end function oxblas_cherkx_strided_batched
    !> oxblas_zherkx: C = alpha op(A) op(B)^H + beta C (beta real), uplo triangle of C (the product
    !> assumed Hermitian)
    function oxblas_zherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zherkx")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zherkx
    end function oxblas_zherkx
    function oxblas_zherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count) bind(C, name="oxblas_zherkx_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zherkx_batched
    end function oxblas_zherkx_batched
    function oxblas_zherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zherkx_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zherkx_strided_batched
    end function oxblas_zherkx_strided_batched
    !> oxblas_ssymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric
    !> (uplo triangle read)
    function oxblas_ssymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_ssymm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_ssymm
    end function oxblas_ssymm
    function oxblas_ssymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_ssymm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssymm_batched
    end function oxblas_ssymm_batched
    function oxblas_ssymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_ssymm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_ssymm_strided_batched
    end function oxblas_ssymm_strided_batched
    !> oxblas_dsymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric
    !> (uplo triangle read)
    function oxblas_dsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_dsymm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_dsymm
    end function oxblas_dsymm
    function oxblas_dsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_dsymm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsymm_batched
    end function oxblas_dsymm_batched
    function oxblas_dsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_dsymm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dsymm_strided_batched
    end function oxblas_dsymm_strided_batched
    !> oxblas_csymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric
    !> (uplo triangle read)
    function oxblas_csymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_csymm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_csymm
    end function oxblas_csymm
    function oxblas_csymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_csymm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csymm_batched
    end function oxblas_csymm_batched
    function oxblas_csymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_csymm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_csymm_strided_batched
    end function oxblas_csymm_strided_batched
    !> oxblas_zsymm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A symmetric
    !> (uplo triangle read)
    function oxblas_zsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zsymm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zsymm
    end function oxblas_zsymm
    function oxblas_zsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_zsymm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsymm_batched
    end function oxblas_zsymm_batched
    function oxblas_zsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zsymm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zsymm_strided_batched
    end function oxblas_zsymm_strided_batched
    !> oxblas_chemm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian
    !> (uplo triangle read)
    function oxblas_chemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_chemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_chemm
    end function oxblas_chemm
    function oxblas_chemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_chemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_chemm_batched
    end function oxblas_chemm_batched
    function oxblas_chemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_chemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_chemm_strided_batched
    end function oxblas_chemm_strided_batched
    !> oxblas_zhemm: C = alpha A B + beta C (side left) or alpha B A + beta C (right), A Hermitian
    !> (uplo triangle read)
    function oxblas_zhemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
        ldc) bind(C, name="oxblas_zhemm")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int) :: oxblas_zhemm
    end function oxblas_zhemm
    function oxblas_zhemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count) bind(C, name="oxblas_zhemm_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zhemm_batched
    end function oxblas_zhemm_batched
    function oxblas_zhemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, &
        batch_count) bind(C, name="oxblas_zhemm_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: alpha
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      type(c_ptr), value :: beta
      type(c_ptr), value :: C
      integer(c_int64_t), value :: ldc
      integer(c_int64_t), value :: stride_c
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zhemm_strided_batched
    end function oxblas_zhemm_strided_batched
    ! ---- level 4
    !> oxblas_sgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot)
    function oxblas_sgetrf(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_sgetrf")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_sgetrf
    end function oxblas_sgetrf
    function oxblas_sgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_sgetrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrf_batched
    end function oxblas_sgetrf_batched
    function oxblas_sgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_sgetrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrf_strided_batched
    end function oxblas_sgetrf_strided_batched
    !> oxblas_dgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot)
    function oxblas_dgetrf(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_dgetrf")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_dgetrf
    end function oxblas_dgetrf
    function oxblas_dgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_dgetrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrf_batched
    end function oxblas_dgetrf_batched
    function oxblas_dgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_dgetrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrf_strided_batched
    end function oxblas_dgetrf_strided_batched
    !> oxblas_cgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot)
    function oxblas_cgetrf(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_cgetrf")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_cgetrf
    end function oxblas_cgetrf
    function oxblas_cgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_cgetrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrf_batched
    end function oxblas_cgetrf_batched
    function oxblas_cgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_cgetrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrf_strided_batched
    end function oxblas_cgetrf_strided_batched
    !> oxblas_zgetrf: LU with partial pivoting, A = P L U (ipiv 1-based; info = first zero pivot)
    function oxblas_zgetrf(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_zgetrf")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_zgetrf
    end function oxblas_zgetrf
    function oxblas_zgetrf_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_zgetrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrf_batched
    end function oxblas_zgetrf_batched
    function oxblas_zgetrf_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_zgetrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrf_strided_batched
    end function oxblas_zgetrf_strided_batched
    !> oxblas_sgetf2: LU with partial pivoting (the unblocked name; same results as getrf)
    function oxblas_sgetf2(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_sgetf2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_sgetf2
    end function oxblas_sgetf2
    function oxblas_sgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_sgetf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetf2_batched
    end function oxblas_sgetf2_batched
    function oxblas_sgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_sgetf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetf2_strided_batched
    end function oxblas_sgetf2_strided_batched
    !> oxblas_dgetf2: LU with partial pivoting (the unblocked name; same results as getrf)
    function oxblas_dgetf2(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_dgetf2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_dgetf2
    end function oxblas_dgetf2
    function oxblas_dgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_dgetf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetf2_batched
    end function oxblas_dgetf2_batched
    function oxblas_dgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_dgetf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetf2_strided_batched
    end function oxblas_dgetf2_strided_batched
    !> oxblas_cgetf2: LU with partial pivoting (the unblocked name; same results as getrf)
    function oxblas_cgetf2(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_cgetf2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_cgetf2
    end function oxblas_cgetf2
    function oxblas_cgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_cgetf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetf2_batched
    end function oxblas_cgetf2_batched
    function oxblas_cgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_cgetf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetf2_strided_batched
    end function oxblas_cgetf2_strided_batched
    !> oxblas_zgetf2: LU with partial pivoting (the unblocked name; same results as getrf)
    function oxblas_zgetf2(handle, m, n, A, lda, ipiv, info) bind(C, name="oxblas_zgetf2")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_zgetf2
    end function oxblas_zgetf2
    function oxblas_zgetf2_batched(handle, m, n, A, lda, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_zgetf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetf2_batched
    end function oxblas_zgetf2_batched
    function oxblas_zgetf2_strided_batched(handle, m, n, A, lda, stride_a, ipiv, strideP, info, &
        batch_count) bind(C, name="oxblas_zgetf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetf2_strided_batched
    end function oxblas_zgetf2_strided_batched
    !> oxblas_sgetrf_npvt: LU without pivoting (info = first zero diagonal element of U)
    function oxblas_sgetrf_npvt(handle, m, n, A, lda, info) bind(C, name="oxblas_sgetrf_npvt")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_sgetrf_npvt
    end function oxblas_sgetrf_npvt
    function oxblas_sgetrf_npvt_batched(handle, m, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_sgetrf_npvt_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrf_npvt_batched
    end function oxblas_sgetrf_npvt_batched
    function oxblas_sgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_sgetrf_npvt_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrf_npvt_strided_batched
    end function oxblas_sgetrf_npvt_strided_batched
    !> oxblas_dgetrf_npvt: LU without pivoting (info = first zero diagonal element of U)
    function oxblas_dgetrf_npvt(handle, m, n, A, lda, info) bind(C, name="oxblas_dgetrf_npvt")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_dgetrf_npvt
    end function oxblas_dgetrf_npvt
    function oxblas_dgetrf_npvt_batched(handle, m, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_dgetrf_npvt_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrf_npvt_batched
    end function oxblas_dgetrf_npvt_batched
    function oxblas_dgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_dgetrf_npvt_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrf_npvt_strided_batched
    end function oxblas_dgetrf_npvt_strided_batched
    !> oxblas_cgetrf_npvt: LU without pivoting (info = first zero diagonal element of U)
    function oxblas_cgetrf_npvt(handle, m, n, A, lda, info) bind(C, name="oxblas_cgetrf_npvt")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_cgetrf_npvt
    end function oxblas_cgetrf_npvt
    function oxblas_cgetrf_npvt_batched(handle, m, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_cgetrf_npvt_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrf_npvt_batched
    end function oxblas_cgetrf_npvt_batched
    function oxblas_cgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_cgetrf_npvt_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrf_npvt_strided_batched
    end function oxblas_cgetrf_npvt_strided_batched
    !> oxblas_zgetrf_npvt: LU without pivoting (info = first zero diagonal element of U)
    function oxblas_zgetrf_npvt(handle, m, n, A, lda, info) bind(C, name="oxblas_zgetrf_npvt")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_zgetrf_npvt
    end function oxblas_zgetrf_npvt
    function oxblas_zgetrf_npvt_batched(handle, m, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_zgetrf_npvt_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrf_npvt_batched
    end function oxblas_zgetrf_npvt_batched
    function oxblas_zgetrf_npvt_strided_batched(handle, m, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_zgetrf_npvt_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrf_npvt_strided_batched
    end function oxblas_zgetrf_npvt_strided_batched
    !> oxblas_sgetrs: solve op(A) X = B with getrf's factors and pivots
    function oxblas_sgetrs(handle, trans, n, nrhs, A, lda, ipiv, B, &
        ldb) bind(C, name="oxblas_sgetrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_sgetrs
    end function oxblas_sgetrs
    function oxblas_sgetrs_batched(handle, trans, n, nrhs, A, lda, ipiv, strideP, B, ldb, &
        batch_count) bind(C, name="oxblas_sgetrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrs_batched
    end function oxblas_sgetrs_batched
    function oxblas_sgetrs_strided_batched(handle, trans, n, nrhs, A, lda, stride_a, ipiv, &
        strideP, B, ldb, stride_b, batch_count) bind(C, name="oxblas_sgetrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_sgetrs_strided_batched
    end function oxblas_sgetrs_strided_batched
    !> oxblas_dgetrs: solve op(A) X = B with getrf's factors and pivots
    function oxblas_dgetrs(handle, trans, n, nrhs, A, lda, ipiv, B, &
        ldb) bind(C, name="oxblas_dgetrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_dgetrs
    end function oxblas_dgetrs
    function oxblas_dgetrs_batched(handle, trans, n, nrhs, A, lda, ipiv, strideP, B, ldb, &
        batch_count) bind(C, name="oxblas_dgetrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrs_batched
    end function oxblas_dgetrs_batched
    function oxblas_dgetrs_strided_batched(handle, trans, n, nrhs, A, lda, stride_a, ipiv, &
        strideP, B, ldb, stride_b, batch_count) bind(C, name="oxblas_dgetrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dgetrs_strided_batched
    end function oxblas_dgetrs_strided_batched
    !> oxblas_cgetrs: solve op(A) X = B with getrf's factors and pivots
    function oxblas_cgetrs(handle, trans, n, nrhs, A, lda, ipiv, B, &
        ldb) bind(C, name="oxblas_cgetrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_cgetrs
    end function oxblas_cgetrs
    function oxblas_cgetrs_batched(handle, trans, n, nrhs, A, lda, ipiv, strideP, B, ldb, &
        batch_count) bind(C, name="oxblas_cgetrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrs_batched
    end function oxblas_cgetrs_batched
    function oxblas_cgetrs_strided_batched(handle, trans, n, nrhs, A, lda, stride_a, ipiv, &
        strideP, B, ldb, stride_b, batch_count) bind(C, name="oxblas_cgetrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cgetrs_strided_batched
    end function oxblas_cgetrs_strided_batched
    !> oxblas_zgetrs: solve op(A) X = B with getrf's factors and pivots
    function oxblas_zgetrs(handle, trans, n, nrhs, A, lda, ipiv, B, &
        ldb) bind(C, name="oxblas_zgetrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_zgetrs
    end function oxblas_zgetrs
    function oxblas_zgetrs_batched(handle, trans, n, nrhs, A, lda, ipiv, strideP, B, ldb, &
        batch_count) bind(C, name="oxblas_zgetrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrs_batched
    end function oxblas_zgetrs_batched
    function oxblas_zgetrs_strided_batched(handle, trans, n, nrhs, A, lda, stride_a, ipiv, &
        strideP, B, ldb, stride_b, batch_count) bind(C, name="oxblas_zgetrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: strideP
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zgetrs_strided_batched
    end function oxblas_zgetrs_strided_batched
    !> oxblas_spotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor)
    function oxblas_spotrf(handle, uplo, n, A, lda, info) bind(C, name="oxblas_spotrf")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_spotrf
    end function oxblas_spotrf
    function oxblas_spotrf_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_spotrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotrf_batched
    end function oxblas_spotrf_batched
    function oxblas_spotrf_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_spotrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotrf_strided_batched
    end function oxblas_spotrf_strided_batched
    !> oxblas_dpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor)
    function oxblas_dpotrf(handle, uplo, n, A, lda, info) bind(C, name="oxblas_dpotrf")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_dpotrf
    end function oxblas_dpotrf
    function oxblas_dpotrf_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_dpotrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotrf_batched
    end function oxblas_dpotrf_batched
    function oxblas_dpotrf_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_dpotrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotrf_strided_batched
    end function oxblas_dpotrf_strided_batched
    !> oxblas_cpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor)
    function oxblas_cpotrf(handle, uplo, n, A, lda, info) bind(C, name="oxblas_cpotrf")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_cpotrf
    end function oxblas_cpotrf
    function oxblas_cpotrf_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_cpotrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotrf_batched
    end function oxblas_cpotrf_batched
    function oxblas_cpotrf_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_cpotrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotrf_strided_batched
    end function oxblas_cpotrf_strided_batched
    !> oxblas_zpotrf: Cholesky A = L L^H or U^H U (info = first non-positive leading minor)
    function oxblas_zpotrf(handle, uplo, n, A, lda, info) bind(C, name="oxblas_zpotrf")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_zpotrf
    end function oxblas_zpotrf
    function oxblas_zpotrf_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_zpotrf_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotrf_batched
    end function oxblas_zpotrf_batched
    function oxblas_zpotrf_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_zpotrf_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotrf_strided_batched
    end function oxblas_zpotrf_strided_batched
    !> oxblas_spotf2: Cholesky (the unblocked name; same results as potrf)
    function oxblas_spotf2(handle, uplo, n, A, lda, info) bind(C, name="oxblas_spotf2")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_spotf2
    end function oxblas_spotf2
    function oxblas_spotf2_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_spotf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotf2_batched
    end function oxblas_spotf2_batched
    function oxblas_spotf2_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_spotf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotf2_strided_batched
    end function oxblas_spotf2_strided_batched
    !> oxblas_dpotf2: Cholesky (the unblocked name; same results as potrf)
    function oxblas_dpotf2(handle, uplo, n, A, lda, info) bind(C, name="oxblas_dpotf2")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_dpotf2
    end function oxblas_dpotf2
    function oxblas_dpotf2_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_dpotf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotf2_batched
    end function oxblas_dpotf2_batched
    function oxblas_dpotf2_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_dpotf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotf2_strided_batched
    end function oxblas_dpotf2_strided_batched
    !> oxblas_cpotf2: Cholesky (the unblocked name; same results as potrf)
    function oxblas_cpotf2(handle, uplo, n, A, lda, info) bind(C, name="oxblas_cpotf2")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_cpotf2
    end function oxblas_cpotf2
    function oxblas_cpotf2_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_cpotf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotf2_batched
    end function oxblas_cpotf2_batched
    function oxblas_cpotf2_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_cpotf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotf2_strided_batched
    end function oxblas_cpotf2_strided_batched
    !> oxblas_zpotf2: Cholesky (the unblocked name; same results as potrf)
    function oxblas_zpotf2(handle, uplo, n, A, lda, info) bind(C, name="oxblas_zpotf2")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int) :: oxblas_zpotf2
    end function oxblas_zpotf2
    function oxblas_zpotf2_batched(handle, uplo, n, A, lda, info, &
        batch_count) bind(C, name="oxblas_zpotf2_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotf2_batched
    end function oxblas_zpotf2_batched
    function oxblas_zpotf2_strided_batched(handle, uplo, n, A, lda, stride_a, info, &
        batch_count) bind(C, name="oxblas_zpotf2_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: info
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotf2_strided_batched
    end function oxblas_zpotf2_strided_batched
    !> oxblas_spotrs: solve A X = B with potrf's factor
    function oxblas_spotrs(handle, uplo, n, nrhs, A, lda, B, ldb) bind(C, name="oxblas_spotrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_spotrs
    end function oxblas_spotrs
    function oxblas_spotrs_batched(handle, uplo, n, nrhs, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_spotrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotrs_batched
    end function oxblas_spotrs_batched
    function oxblas_spotrs_strided_batched(handle, uplo, n, nrhs, A, lda, stride_a, B, ldb, &
        stride_b, batch_count) bind(C, name="oxblas_spotrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_spotrs_strided_batched
    end function oxblas_spotrs_strided_batched
    !> oxblas_dpotrs: solve A X = B with potrf's factor
    function oxblas_dpotrs(handle, uplo, n, nrhs, A, lda, B, ldb) bind(C, name="oxblas_dpotrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_dpotrs
    end function oxblas_dpotrs
    function oxblas_dpotrs_batched(handle, uplo, n, nrhs, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_dpotrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotrs_batched
    end function oxblas_dpotrs_batched
    function oxblas_dpotrs_strided_batched(handle, uplo, n, nrhs, A, lda, stride_a, B, ldb, &
        stride_b, batch_count) bind(C, name="oxblas_dpotrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dpotrs_strided_batched
    end function oxblas_dpotrs_strided_batched
    !> oxblas_cpotrs: solve A X = B with potrf's factor
    function oxblas_cpotrs(handle, uplo, n, nrhs, A, lda, B, ldb) bind(C, name="oxblas_cpotrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_cpotrs
    end function oxblas_cpotrs
    function oxblas_cpotrs_batched(handle, uplo, n, nrhs, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_cpotrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotrs_batched
    end function oxblas_cpotrs_batched
    function oxblas_cpotrs_strided_batched(handle, uplo, n, nrhs, A, lda, stride_a, B, ldb, &
        stride_b, batch_count) bind(C, name="oxblas_cpotrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_cpotrs_strided_batched
    end function oxblas_cpotrs_strided_batched
    !> oxblas_zpotrs: solve A X = B with potrf's factor
    function oxblas_zpotrs(handle, uplo, n, nrhs, A, lda, B, ldb) bind(C, name="oxblas_zpotrs")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int) :: oxblas_zpotrs
    end function oxblas_zpotrs
    function oxblas_zpotrs_batched(handle, uplo, n, nrhs, A, lda, B, ldb, &
        batch_count) bind(C, name="oxblas_zpotrs_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotrs_batched
    end function oxblas_zpotrs_batched
    function oxblas_zpotrs_strided_batched(handle, uplo, n, nrhs, A, lda, stride_a, B, ldb, &
        stride_b, batch_count) bind(C, name="oxblas_zpotrs_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      type(c_ptr), value :: B
      integer(c_int64_t), value :: ldb
      integer(c_int64_t), value :: stride_b
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zpotrs_strided_batched
    end function oxblas_zpotrs_strided_batched
    !> oxblas_slaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order)
    function oxblas_slaswp(handle, n, A, lda, k1, k2, ipiv, incp) bind(C, name="oxblas_slaswp")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int) :: oxblas_slaswp
    end function oxblas_slaswp
    function oxblas_slaswp_batched(handle, n, A, lda, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_slaswp_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_slaswp_batched
    end function oxblas_slaswp_batched
    function oxblas_slaswp_strided_batched(handle, n, A, lda, stride_a, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_slaswp_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_slaswp_strided_batched
    end function oxblas_slaswp_strided_batched
    !> oxblas_dlaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order)
    function oxblas_dlaswp(handle, n, A, lda, k1, k2, ipiv, incp) bind(C, name="oxblas_dlaswp")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int) :: oxblas_dlaswp
    end function oxblas_dlaswp
    function oxblas_dlaswp_batched(handle, n, A, lda, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_dlaswp_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dlaswp_batched
    end function oxblas_dlaswp_batched
    function oxblas_dlaswp_strided_batched(handle, n, A, lda, stride_a, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_dlaswp_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_dlaswp_strided_batched
    end function oxblas_dlaswp_strided_batched
    !> oxblas_claswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order)
    function oxblas_claswp(handle, n, A, lda, k1, k2, ipiv, incp) bind(C, name="oxblas_claswp")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int) :: oxblas_claswp
    end function oxblas_claswp
    function oxblas_claswp_batched(handle, n, A, lda, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_claswp_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_claswp_batched
    end function oxblas_claswp_batched
    function oxblas_claswp_strided_batched(handle, n, A, lda, stride_a, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_claswp_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_claswp_strided_batched
    end function oxblas_claswp_strided_batched
    !> oxblas_zlaswp: row interchanges k1..k2 of LAPACK's laswp (incp < 0: in reverse order)
    function oxblas_zlaswp(handle, n, A, lda, k1, k2, ipiv, incp) bind(C, name="oxblas_zlaswp")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int) :: oxblas_zlaswp
    end function oxblas_zlaswp
    function oxblas_zlaswp_batched(handle, n, A, lda, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_zlaswp_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zlaswp_batched
    end function oxblas_zlaswp_batched
    function oxblas_zlaswp_strided_batched(handle, n, A, lda, stride_a, k1, k2, ipiv, incp, &
        batch_count) bind(C, name="oxblas_zlaswp_strided_batched")
      import
      type(c_ptr), value :: handle
      integer(c_int64_t), value :: n
      type(c_ptr), value :: A
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: stride_a
      integer(c_int64_t), value :: k1
      integer(c_int64_t), value :: k2
      type(c_ptr), value :: ipiv
      integer(c_int64_t), value :: incp
      integer(c_int64_t), value :: batch_count
      integer(c_int) :: oxblas_zlaswp_strided_batched
    end function oxblas_zlaswp_strided_batched
    ! END GENERATED ROUTINES
  end interface

contains

  !> A NUL-terminated C string (oxblas_status_name, oxblas_get_device_name, ...) as a Fortran
  !> string; "" for a null pointer.
  function oxblas_string(s) result(str)
    type(c_ptr), intent(in) :: s
    character(len=:), allocatable :: str
    character(kind=c_char), pointer :: chars(:)
    integer(c_size_t) :: n, i
    interface
      function c_strlen(p) bind(C, name="strlen")
        import :: c_ptr, c_size_t
        type(c_ptr), value :: p
        integer(c_size_t) :: c_strlen
      end function c_strlen
    end interface
    if (.not. c_associated(s)) then
      str = ""
      return
    end if
    n = c_strlen(s)
    call c_f_pointer(s, chars, [n])
    allocate(character(len=n) :: str)
    do i = 1, n
      str(i:i) = chars(i)
    end do
  end function oxblas_string

  !> The name of a status ("oxblas_status_success", ...), for messages.
  function oxblas_status_string(status) result(str)
    integer(kind(oxblas_status_success)), intent(in) :: status
    character(len=:), allocatable :: str
    str = oxblas_string(oxblas_status_name(status))
  end function oxblas_status_string

end module oxblas
