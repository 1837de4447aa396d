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

  ! The handle, stream, memory and memory-model functions of oxblas.h.
  interface
    ! BEGIN GENERATED API (cpp/tools/gen_routines.py)
    function oxblas_create_handle(handle) bind(C, name="oxblas_create_handle")
      import
      type(c_ptr), intent(out) :: handle
      integer(c_int) :: oxblas_create_handle
    end function oxblas_create_handle
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
