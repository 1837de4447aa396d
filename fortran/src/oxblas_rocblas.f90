!> oxblas_rocblas: rocBLAS's names over oxblas, with the argument conventions of hipfort's
!> hipfort_rocblas module, so that Fortran written against rocBLAS through hipfort builds with
!> `use oxblas_rocblas` in place of `use hipfort_rocblas` (and hipfort's enums module).
!>
!> - rocblas_status, rocblas_operation, rocblas_fill, rocblas_diagonal, rocblas_pointer_mode,
!>   rocblas_datatype: `enum, bind(c)` enumerators with rocBLAS's values.
!> - The handle, stream and memory-model functions of rocblas_compat.h (rocblas_create_handle,
!>   rocblas_set_workspace, rocblas_start_device_memory_size_query, ...), bound to their oxblas
!>   symbols. rocBLAS's variadic rocblas_set_optimal_device_memory_size and
!>   rocblas_device_malloc_alloc have no Fortran form: use oxblas_set_optimal_device_memory_size
!>   and oxblas_device_malloc_alloc (module oxblas, re-exported here), which take an array.
!> - Every routine of rocblas_compat.h: the 32-bit names take integer(c_int) sizes (level-1
!>   routines treat n < 0 as 0, as rocBLAS does), the `_64` names integer(c_int64_t); device
!>   memory, alpha/beta and results are type(c_ptr), value.
!>
!> Everything between the GENERATED markers is written by cpp/tools/gen_routines.py.
module oxblas_rocblas
  use, intrinsic :: iso_c_binding
  use oxblas
  implicit none

  ! BEGIN GENERATED DECLARATIONS (cpp/tools/gen_routines.py)
  ! rocblas_status
  enum, bind(c)
    enumerator :: rocblas_status_success = 0
    enumerator :: rocblas_status_invalid_handle = 1
    enumerator :: rocblas_status_not_implemented = 2
    enumerator :: rocblas_status_invalid_pointer = 3
    enumerator :: rocblas_status_invalid_size = 4
    enumerator :: rocblas_status_memory_error = 5
    enumerator :: rocblas_status_internal_error = 6
    enumerator :: rocblas_status_perf_degraded = 7
    enumerator :: rocblas_status_size_query_mismatch = 8
    enumerator :: rocblas_status_size_increased = 9
    enumerator :: rocblas_status_size_unchanged = 10
    enumerator :: rocblas_status_invalid_value = 11
    enumerator :: rocblas_status_continue = 12
    enumerator :: rocblas_status_check_numerics_fail = 13
    enumerator :: rocblas_status_excluded_from_build = 14
    enumerator :: rocblas_status_arch_mismatch = 15
    enumerator :: rocblas_status_no_device = 16
  end enum
  ! rocblas_pointer_mode
  enum, bind(c)
    enumerator :: rocblas_pointer_mode_host = 0
    enumerator :: rocblas_pointer_mode_device = 1
  end enum
  ! rocblas_operation
  enum, bind(c)
    enumerator :: rocblas_operation_none = 111
    enumerator :: rocblas_operation_transpose = 112
    enumerator :: rocblas_operation_conjugate_transpose = 113
  end enum
  ! rocblas_fill
  enum, bind(c)
    enumerator :: rocblas_fill_upper = 121
    enumerator :: rocblas_fill_lower = 122
    enumerator :: rocblas_fill_full = 123
  end enum
  ! rocblas_datatype
  enum, bind(c)
    enumerator :: rocblas_datatype_f16_r = 150
    enumerator :: rocblas_datatype_f32_r = 151
    enumerator :: rocblas_datatype_f64_r = 152
    enumerator :: rocblas_datatype_f16_c = 153
    enumerator :: rocblas_datatype_f32_c = 154
    enumerator :: rocblas_datatype_f64_c = 155
    enumerator :: rocblas_datatype_i8_r = 160
    enumerator :: rocblas_datatype_u8_r = 161
    enumerator :: rocblas_datatype_i32_r = 162
    enumerator :: rocblas_datatype_u32_r = 163
    enumerator :: rocblas_datatype_i8_c = 164
    enumerator :: rocblas_datatype_u8_c = 165
    enumerator :: rocblas_datatype_i32_c = 166
    enumerator :: rocblas_datatype_u32_c = 167
    enumerator :: rocblas_datatype_bf16_r = 168
    enumerator :: rocblas_datatype_bf16_c = 169
    enumerator :: rocblas_datatype_f8_r = 170
    enumerator :: rocblas_datatype_bf8_r = 171
    enumerator :: rocblas_datatype_invalid = 255
  end enum
  ! rocblas_diagonal
  enum, bind(c)
    enumerator :: rocblas_diagonal_non_unit = 131
    enumerator :: rocblas_diagonal_unit = 132
  end enum
  ! rocblas_gemm_algo
  enum, bind(c)
    enumerator :: rocblas_gemm_algo_standard = 0
    enumerator :: rocblas_gemm_algo_solution_index = 1
  end enum
  ! rocblas_gemm_flags
  enum, bind(c)
    enumerator :: rocblas_gemm_flags_none = 0
    enumerator :: rocblas_gemm_flags_use_cu_efficiency = 2
    enumerator :: rocblas_gemm_flags_fp16_alt_impl = 4
    enumerator :: rocblas_gemm_flags_check_solution_index = 8
    enumerator :: rocblas_gemm_flags_fp16_alt_impl_rnz = 16
    enumerator :: rocblas_gemm_flags_stochastic_rounding = 32
  end enum
  ! rocblas_side
  enum, bind(c)
    enumerator :: rocblas_side_left = 141
    enumerator :: rocblas_side_right = 142
    enumerator :: rocblas_side_both = 143
  end enum
  ! END GENERATED DECLARATIONS

  interface
    ! BEGIN GENERATED API (cpp/tools/gen_routines.py)
    function rocblas_create_handle(handle) bind(C, name="oxblas_create_handle")
      import
      type(c_ptr), intent(out) :: handle
      integer(c_int) :: rocblas_create_handle
    end function rocblas_create_handle
    function rocblas_destroy_handle(handle) bind(C, name="oxblas_destroy_handle")
      import
      type(c_ptr), value :: handle
      integer(c_int) :: rocblas_destroy_handle
    end function rocblas_destroy_handle
    function rocblas_status_to_string(status) bind(C, name="oxblas_status_name")
      import
      integer(c_int), value :: status
      type(c_ptr) :: rocblas_status_to_string
    end function rocblas_status_to_string
    function rocblas_set_stream(handle, stream) bind(C, name="oxblas_set_stream")
      import
      type(c_ptr), value :: handle
      type(c_ptr), value :: stream
      integer(c_int) :: rocblas_set_stream
    end function rocblas_set_stream
    function rocblas_get_stream(handle, stream) bind(C, name="oxblas_get_stream")
      import
      type(c_ptr), value :: handle
      type(c_ptr), intent(out) :: stream
      integer(c_int) :: rocblas_get_stream
    end function rocblas_get_stream
    function rocblas_set_pointer_mode(handle, mode) bind(C, name="oxblas_set_pointer_mode")
      import
      type(c_ptr), value :: handle
      integer(c_int), value :: mode
      integer(c_int) :: rocblas_set_pointer_mode
    end function rocblas_set_pointer_mode
    function rocblas_get_pointer_mode(handle, mode) bind(C, name="oxblas_get_pointer_mode")
      import
      type(c_ptr), value :: handle
      integer(c_int), intent(out) :: mode
      integer(c_int) :: rocblas_get_pointer_mode
    end function rocblas_get_pointer_mode
    function rocblas_start_device_memory_size_query( &
        handle) bind(C, name="oxblas_start_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      integer(c_int) :: rocblas_start_device_memory_size_query
    end function rocblas_start_device_memory_size_query
    function rocblas_stop_device_memory_size_query(handle, &
        size) bind(C, name="oxblas_stop_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(out) :: size
      integer(c_int) :: rocblas_stop_device_memory_size_query
    end function rocblas_stop_device_memory_size_query
    function rocblas_is_device_memory_size_query( &
        handle) bind(C, name="oxblas_is_device_memory_size_query")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: rocblas_is_device_memory_size_query
    end function rocblas_is_device_memory_size_query
    function rocblas_set_device_memory_size(handle, &
        size) bind(C, name="oxblas_set_device_memory_size")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), value :: size
      integer(c_int) :: rocblas_set_device_memory_size
    end function rocblas_set_device_memory_size
    function rocblas_get_device_memory_size(handle, &
        size) bind(C, name="oxblas_get_device_memory_size")
      import
      type(c_ptr), value :: handle
      integer(c_size_t), intent(out) :: size
      integer(c_int) :: rocblas_get_device_memory_size
    end function rocblas_get_device_memory_size
    function rocblas_set_workspace(handle, addr, size) bind(C, name="oxblas_set_workspace")
      import
      type(c_ptr), value :: handle
      type(c_ptr), value :: addr
      integer(c_size_t), value :: size
      integer(c_int) :: rocblas_set_workspace
    end function rocblas_set_workspace
    function rocblas_is_managing_device_memory( &
        handle) bind(C, name="oxblas_is_managing_device_memory")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: rocblas_is_managing_device_memory
    end function rocblas_is_managing_device_memory
    function rocblas_is_user_managing_device_memory( &
        handle) bind(C, name="oxblas_is_user_managing_device_memory")
      import
      type(c_ptr), value :: handle
      logical(c_bool) :: rocblas_is_user_managing_device_memory
    end function rocblas_is_user_managing_device_memory
    function rocblas_device_malloc_success(p) bind(C, name="oxblas_device_malloc_success")
      import
      type(c_ptr), value :: p
      logical(c_bool) :: rocblas_device_malloc_success
    end function rocblas_device_malloc_success
    function rocblas_device_malloc_ptr(p, res) bind(C, name="oxblas_device_malloc_ptr")
      import
      type(c_ptr), value :: p
      type(c_ptr), intent(out) :: res
      integer(c_int) :: rocblas_device_malloc_ptr
    end function rocblas_device_malloc_ptr
    function rocblas_device_malloc_get(p, i, res) bind(C, name="oxblas_device_malloc_get")
      import
      type(c_ptr), value :: p
      integer(c_size_t), value :: i
      type(c_ptr), intent(out) :: res
      integer(c_int) :: rocblas_device_malloc_get
    end function rocblas_device_malloc_get
    function rocblas_device_malloc_free(p) bind(C, name="oxblas_device_malloc_free")
      import
      type(c_ptr), value :: p
      integer(c_int) :: rocblas_device_malloc_free
    end function rocblas_device_malloc_free
    ! END GENERATED API
  end interface

contains

  ! BEGIN GENERATED ROUTINES (cpp/tools/gen_routines.py)
  function rocblas_sdot(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sdot(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_sdot
  function rocblas_sdot_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sdot_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_sdot_batched
  function rocblas_sdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sdot_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_sdot_strided_batched
  function rocblas_sdot_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sdot(handle, n, x, incx, y, incy, result)
  end function rocblas_sdot_64
  function rocblas_sdot_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sdot_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_sdot_batched_64
  function rocblas_sdot_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_sdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_sdot_strided_batched_64
  function rocblas_ddot(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_ddot(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_ddot
  function rocblas_ddot_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_ddot_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_ddot_batched
  function rocblas_ddot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_ddot_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_ddot_strided_batched
  function rocblas_ddot_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_ddot(handle, n, x, incx, y, incy, result)
  end function rocblas_ddot_64
  function rocblas_ddot_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_ddot_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_ddot_batched_64
  function rocblas_ddot_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_ddot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_ddot_strided_batched_64
  function rocblas_hdot(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_hdot(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_hdot
  function rocblas_hdot_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_hdot_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_hdot_batched
  function rocblas_hdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_hdot_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_hdot_strided_batched
  function rocblas_hdot_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_hdot(handle, n, x, incx, y, incy, result)
  end function rocblas_hdot_64
  function rocblas_hdot_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_hdot_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_hdot_batched_64
  function rocblas_hdot_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_hdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_hdot_strided_batched_64
  function rocblas_bfdot(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_bfdot(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_bfdot
  function rocblas_bfdot_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_bfdot_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_bfdot_batched
  function rocblas_bfdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_bfdot_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_bfdot_strided_batched
  function rocblas_bfdot_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_bfdot(handle, n, x, incx, y, incy, result)
  end function rocblas_bfdot_64
  function rocblas_bfdot_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_bfdot_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_bfdot_batched_64
  function rocblas_bfdot_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_bfdot_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_bfdot_strided_batched_64
  function rocblas_cdotu(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotu(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_cdotu
  function rocblas_cdotu_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotu_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_cdotu_batched
  function rocblas_cdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotu_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_cdotu_strided_batched
  function rocblas_cdotu_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotu(handle, n, x, incx, y, incy, result)
  end function rocblas_cdotu_64
  function rocblas_cdotu_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotu_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_cdotu_batched_64
  function rocblas_cdotu_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_cdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_cdotu_strided_batched_64
  function rocblas_zdotu(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotu(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_zdotu
  function rocblas_zdotu_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotu_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_zdotu_batched
  function rocblas_zdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotu_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_zdotu_strided_batched
  function rocblas_zdotu_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotu(handle, n, x, incx, y, incy, result)
  end function rocblas_zdotu_64
  function rocblas_zdotu_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotu_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_zdotu_batched_64
  function rocblas_zdotu_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_zdotu_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_zdotu_strided_batched_64
  function rocblas_cdotc(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotc(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_cdotc
  function rocblas_cdotc_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotc_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_cdotc_batched
  function rocblas_cdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotc_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_cdotc_strided_batched
  function rocblas_cdotc_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotc(handle, n, x, incx, y, incy, result)
  end function rocblas_cdotc_64
  function rocblas_cdotc_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_cdotc_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_cdotc_batched_64
  function rocblas_cdotc_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_cdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_cdotc_strided_batched_64
  function rocblas_zdotc(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotc(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), y, &
        int(incy, c_int64_t), result)
  end function rocblas_zdotc
  function rocblas_zdotc_batched(handle, n, x, incx, y, incy, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotc_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), y, int(incy, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_zdotc_batched
  function rocblas_zdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stridey
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotc_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, y, int(incy, c_int64_t), stridey, &
        int(batch_count, c_int64_t), result)
  end function rocblas_zdotc_strided_batched
  function rocblas_zdotc_64(handle, n, x, incx, y, incy, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotc(handle, n, x, incx, y, incy, result)
  end function rocblas_zdotc_64
  function rocblas_zdotc_batched_64(handle, n, x, incx, y, incy, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: y
    integer(c_int64_t), value :: incy
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_zdotc_batched(handle, n, x, incx, y, incy, batch_count, result)
  end function rocblas_zdotc_batched_64
  function rocblas_zdotc_strided_batched_64(handle, n, x, incx, stridex, y, incy, stridey, &
      batch_count, result) result(status)
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
    integer(c_int) :: status
    status = oxblas_zdotc_strided_batched(handle, n, x, incx, stridex, y, incy, stridey, &
        batch_count, result)
  end function rocblas_zdotc_strided_batched_64
  function rocblas_sasum(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_sasum
  function rocblas_sasum_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_sasum_batched
  function rocblas_sasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_sasum_strided_batched
  function rocblas_sasum_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum(handle, n, x, incx, result)
  end function rocblas_sasum_64
  function rocblas_sasum_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_sasum_batched_64
  function rocblas_sasum_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_sasum_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_sasum_strided_batched_64
  function rocblas_dasum(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_dasum
  function rocblas_dasum_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_dasum_batched
  function rocblas_dasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_dasum_strided_batched
  function rocblas_dasum_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum(handle, n, x, incx, result)
  end function rocblas_dasum_64
  function rocblas_dasum_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_dasum_batched_64
  function rocblas_dasum_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dasum_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_dasum_strided_batched_64
  function rocblas_scasum(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_scasum
  function rocblas_scasum_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_scasum_batched
  function rocblas_scasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_scasum_strided_batched
  function rocblas_scasum_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum(handle, n, x, incx, result)
  end function rocblas_scasum_64
  function rocblas_scasum_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_scasum_batched_64
  function rocblas_scasum_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scasum_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_scasum_strided_batched_64
  function rocblas_dzasum(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_dzasum
  function rocblas_dzasum_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_dzasum_batched
  function rocblas_dzasum_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_dzasum_strided_batched
  function rocblas_dzasum_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum(handle, n, x, incx, result)
  end function rocblas_dzasum_64
  function rocblas_dzasum_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_dzasum_batched_64
  function rocblas_dzasum_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dzasum_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_dzasum_strided_batched_64
  function rocblas_snrm2(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_snrm2
  function rocblas_snrm2_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_snrm2_batched
  function rocblas_snrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_snrm2_strided_batched
  function rocblas_snrm2_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2(handle, n, x, incx, result)
  end function rocblas_snrm2_64
  function rocblas_snrm2_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_snrm2_batched_64
  function rocblas_snrm2_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_snrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_snrm2_strided_batched_64
  function rocblas_dnrm2(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_dnrm2
  function rocblas_dnrm2_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_dnrm2_batched
  function rocblas_dnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_dnrm2_strided_batched
  function rocblas_dnrm2_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2(handle, n, x, incx, result)
  end function rocblas_dnrm2_64
  function rocblas_dnrm2_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_dnrm2_batched_64
  function rocblas_dnrm2_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_dnrm2_strided_batched_64
  function rocblas_scnrm2(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_scnrm2
  function rocblas_scnrm2_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_scnrm2_batched
  function rocblas_scnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_scnrm2_strided_batched
  function rocblas_scnrm2_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2(handle, n, x, incx, result)
  end function rocblas_scnrm2_64
  function rocblas_scnrm2_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_scnrm2_batched_64
  function rocblas_scnrm2_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_scnrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_scnrm2_strided_batched_64
  function rocblas_dznrm2(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_dznrm2
  function rocblas_dznrm2_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_dznrm2_batched
  function rocblas_dznrm2_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2_strided_batched(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_dznrm2_strided_batched
  function rocblas_dznrm2_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2(handle, n, x, incx, result)
  end function rocblas_dznrm2_64
  function rocblas_dznrm2_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_dznrm2_batched_64
  function rocblas_dznrm2_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_dznrm2_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_dznrm2_strided_batched_64
  function rocblas_isamax(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_isamax
  function rocblas_isamax_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_isamax_batched
  function rocblas_isamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_isamax_strided_batched
  function rocblas_isamax_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax(handle, n, x, incx, result)
  end function rocblas_isamax_64
  function rocblas_isamax_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_isamax_batched_64
  function rocblas_isamax_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamax_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_isamax_strided_batched_64
  function rocblas_idamax(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_idamax
  function rocblas_idamax_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_idamax_batched
  function rocblas_idamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_idamax_strided_batched
  function rocblas_idamax_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax(handle, n, x, incx, result)
  end function rocblas_idamax_64
  function rocblas_idamax_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_idamax_batched_64
  function rocblas_idamax_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamax_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_idamax_strided_batched_64
  function rocblas_icamax(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_icamax
  function rocblas_icamax_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_icamax_batched
  function rocblas_icamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_icamax_strided_batched
  function rocblas_icamax_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax(handle, n, x, incx, result)
  end function rocblas_icamax_64
  function rocblas_icamax_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_icamax_batched_64
  function rocblas_icamax_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamax_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_icamax_strided_batched_64
  function rocblas_izamax(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_izamax
  function rocblas_izamax_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_izamax_batched
  function rocblas_izamax_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_izamax_strided_batched
  function rocblas_izamax_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax(handle, n, x, incx, result)
  end function rocblas_izamax_64
  function rocblas_izamax_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_izamax_batched_64
  function rocblas_izamax_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamax_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_izamax_strided_batched_64
  function rocblas_isamin(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_isamin
  function rocblas_isamin_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_isamin_batched
  function rocblas_isamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_isamin_strided_batched
  function rocblas_isamin_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin(handle, n, x, incx, result)
  end function rocblas_isamin_64
  function rocblas_isamin_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_isamin_batched_64
  function rocblas_isamin_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_isamin_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_isamin_strided_batched_64
  function rocblas_idamin(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_idamin
  function rocblas_idamin_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_idamin_batched
  function rocblas_idamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_idamin_strided_batched
  function rocblas_idamin_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin(handle, n, x, incx, result)
  end function rocblas_idamin_64
  function rocblas_idamin_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_idamin_batched_64
  function rocblas_idamin_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_idamin_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_idamin_strided_batched_64
  function rocblas_icamin(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_icamin
  function rocblas_icamin_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_icamin_batched
  function rocblas_icamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_icamin_strided_batched
  function rocblas_icamin_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin(handle, n, x, incx, result)
  end function rocblas_icamin_64
  function rocblas_icamin_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_icamin_batched_64
  function rocblas_icamin_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_icamin_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_icamin_strided_batched_64
  function rocblas_izamin(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin_i32(handle, int(max(n, 0_c_int), c_int64_t), x, int(incx, c_int64_t), &
        result)
  end function rocblas_izamin
  function rocblas_izamin_batched(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result)
  end function rocblas_izamin_batched
  function rocblas_izamin_strided_batched(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin_strided_batched_i32(handle, int(max(n, 0_c_int), c_int64_t), x, &
        int(incx, c_int64_t), stridex, int(batch_count, c_int64_t), result)
  end function rocblas_izamin_strided_batched
  function rocblas_izamin_64(handle, n, x, incx, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin(handle, n, x, incx, result)
  end function rocblas_izamin_64
  function rocblas_izamin_batched_64(handle, n, x, incx, batch_count, result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin_batched(handle, n, x, incx, batch_count, result)
  end function rocblas_izamin_batched_64
  function rocblas_izamin_strided_batched_64(handle, n, x, incx, stridex, batch_count, &
      result) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: stridex
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int) :: status
    status = oxblas_izamin_strided_batched(handle, n, x, incx, stridex, batch_count, result)
  end function rocblas_izamin_strided_batched_64
  function rocblas_dot_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
      execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dot_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), y, y_type, int(incy, c_int64_t), result, result_type, &
        execution_type)
  end function rocblas_dot_ex
  function rocblas_dot_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
      result, result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dot_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), y, y_type, int(incy, c_int64_t), int(batch_count, c_int64_t), &
        result, result_type, execution_type)
  end function rocblas_dot_batched_ex
  function rocblas_dot_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, &
      stride_y, batch_count, result, result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dot_strided_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), stride_x, y, y_type, int(incy, c_int64_t), stride_y, &
        int(batch_count, c_int64_t), result, result_type, execution_type)
  end function rocblas_dot_strided_batched_ex
  function rocblas_dot_ex_64(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
      execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dot_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
        execution_type)
  end function rocblas_dot_ex_64
  function rocblas_dot_batched_ex_64(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
      result, result_type, execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dot_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
        result, result_type, execution_type)
  end function rocblas_dot_batched_ex_64
  function rocblas_dot_strided_batched_ex_64(handle, n, x, x_type, incx, stride_x, y, y_type, &
      incy, stride_y, batch_count, result, result_type, execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dot_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, &
        stride_y, batch_count, result, result_type, execution_type)
  end function rocblas_dot_strided_batched_ex_64
  function rocblas_dotc_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
      execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dotc_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), y, y_type, int(incy, c_int64_t), result, result_type, &
        execution_type)
  end function rocblas_dotc_ex
  function rocblas_dotc_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
      result, result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dotc_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), y, y_type, int(incy, c_int64_t), int(batch_count, c_int64_t), &
        result, result_type, execution_type)
  end function rocblas_dotc_batched_ex
  function rocblas_dotc_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, incy, &
      stride_y, batch_count, result, result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: y
    integer(c_int), value :: y_type
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_dotc_strided_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), stride_x, y, y_type, int(incy, c_int64_t), stride_y, &
        int(batch_count, c_int64_t), result, result_type, execution_type)
  end function rocblas_dotc_strided_batched_ex
  function rocblas_dotc_ex_64(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
      execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dotc_ex(handle, n, x, x_type, incx, y, y_type, incy, result, result_type, &
        execution_type)
  end function rocblas_dotc_ex_64
  function rocblas_dotc_batched_ex_64(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
      result, result_type, execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dotc_batched_ex(handle, n, x, x_type, incx, y, y_type, incy, batch_count, &
        result, result_type, execution_type)
  end function rocblas_dotc_batched_ex_64
  function rocblas_dotc_strided_batched_ex_64(handle, n, x, x_type, incx, stride_x, y, y_type, &
      incy, stride_y, batch_count, result, result_type, execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_dotc_strided_batched_ex(handle, n, x, x_type, incx, stride_x, y, y_type, &
        incy, stride_y, batch_count, result, result_type, execution_type)
  end function rocblas_dotc_strided_batched_ex_64
  function rocblas_nrm2_ex(handle, n, x, x_type, incx, result, result_type, &
      execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_nrm2_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), result, result_type, execution_type)
  end function rocblas_nrm2_ex
  function rocblas_nrm2_batched_ex(handle, n, x, x_type, incx, batch_count, result, result_type, &
      execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_nrm2_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), int(batch_count, c_int64_t), result, result_type, execution_type)
  end function rocblas_nrm2_batched_ex
  function rocblas_nrm2_strided_batched_ex(handle, n, x, x_type, incx, stride_x, batch_count, &
      result, result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_nrm2_strided_batched_ex(handle, int(max(n, 0_c_int), c_int64_t), x, x_type, &
        int(incx, c_int64_t), stride_x, int(batch_count, c_int64_t), result, result_type, &
        execution_type)
  end function rocblas_nrm2_strided_batched_ex
  function rocblas_nrm2_ex_64(handle, n, x, x_type, incx, result, result_type, &
      execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int64_t), value :: incx
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_nrm2_ex(handle, n, x, x_type, incx, result, result_type, execution_type)
  end function rocblas_nrm2_ex_64
  function rocblas_nrm2_batched_ex_64(handle, n, x, x_type, incx, batch_count, result, &
      result_type, execution_type) result(status)
    type(c_ptr), value :: handle
    integer(c_int64_t), value :: n
    type(c_ptr), value :: x
    integer(c_int), value :: x_type
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    type(c_ptr), value :: result
    integer(c_int), value :: result_type
    integer(c_int), value :: execution_type
    integer(c_int) :: status
    status = oxblas_nrm2_batched_ex(handle, n, x, x_type, incx, batch_count, result, result_type, &
        execution_type)
  end function rocblas_nrm2_batched_ex_64
  function rocblas_nrm2_strided_batched_ex_64(handle, n, x, x_type, incx, stride_x, batch_count, &
      result, result_type, execution_type) result(status)
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
    integer(c_int) :: status
    status = oxblas_nrm2_strided_batched_ex(handle, n, x, x_type, incx, stride_x, batch_count, &
        result, result_type, execution_type)
  end function rocblas_nrm2_strided_batched_ex_64
  function rocblas_sgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_sgemv(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_sgemv
  function rocblas_sgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_sgemv_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_sgemv_batched
  function rocblas_sgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_sgemv_strided_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_sgemv_strided_batched
  function rocblas_sgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_sgemv_64
  function rocblas_sgemv_batched_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_sgemv_batched_64
  function rocblas_sgemv_strided_batched_64(handle, trans, m, n, alpha, A, lda, stride_a, x, &
      incx, stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_sgemv_strided_batched_64
  function rocblas_dgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_dgemv(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_dgemv
  function rocblas_dgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dgemv_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dgemv_batched
  function rocblas_dgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dgemv_strided_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_dgemv_strided_batched
  function rocblas_dgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_dgemv_64
  function rocblas_dgemv_batched_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_dgemv_batched_64
  function rocblas_dgemv_strided_batched_64(handle, trans, m, n, alpha, A, lda, stride_a, x, &
      incx, stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_dgemv_strided_batched_64
  function rocblas_cgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_cgemv(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_cgemv
  function rocblas_cgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cgemv_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_cgemv_batched
  function rocblas_cgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cgemv_strided_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_cgemv_strided_batched
  function rocblas_cgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_cgemv_64
  function rocblas_cgemv_batched_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_cgemv_batched_64
  function rocblas_cgemv_strided_batched_64(handle, trans, m, n, alpha, A, lda, stride_a, x, &
      incx, stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_cgemv_strided_batched_64
  function rocblas_zgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_zgemv(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_zgemv
  function rocblas_zgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zgemv_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zgemv_batched
  function rocblas_zgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: trans
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zgemv_strided_batched(handle, trans, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_zgemv_strided_batched
  function rocblas_zgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
      incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_zgemv_64
  function rocblas_zgemv_batched_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemv_batched(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_zgemv_batched_64
  function rocblas_zgemv_strided_batched_64(handle, trans, m, n, alpha, A, lda, stride_a, x, &
      incx, stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemv_strided_batched(handle, trans, m, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_zgemv_strided_batched_64
  function rocblas_ssymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_ssymv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_ssymv
  function rocblas_ssymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssymv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ssymv_batched
  function rocblas_ssymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssymv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_ssymv_strided_batched
  function rocblas_ssymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_ssymv_64
  function rocblas_ssymv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_ssymv_batched_64
  function rocblas_ssymv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_ssymv_strided_batched_64
  function rocblas_dsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_dsymv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_dsymv
  function rocblas_dsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsymv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dsymv_batched
  function rocblas_dsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsymv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_dsymv_strided_batched
  function rocblas_dsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_dsymv_64
  function rocblas_dsymv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_dsymv_batched_64
  function rocblas_dsymv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_dsymv_strided_batched_64
  function rocblas_csymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_csymv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_csymv
  function rocblas_csymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csymv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_csymv_batched
  function rocblas_csymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csymv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_csymv_strided_batched
  function rocblas_csymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_csymv_64
  function rocblas_csymv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_csymv_batched_64
  function rocblas_csymv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_csymv_strided_batched_64
  function rocblas_zsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_zsymv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_zsymv
  function rocblas_zsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsymv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_zsymv_batched
  function rocblas_zsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsymv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_zsymv_strided_batched
  function rocblas_zsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_zsymv_64
  function rocblas_zsymv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_zsymv_batched_64
  function rocblas_zsymv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_zsymv_strided_batched_64
  function rocblas_chemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_chemv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_chemv
  function rocblas_chemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_chemv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_chemv_batched
  function rocblas_chemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_chemv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_chemv_strided_batched
  function rocblas_chemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_chemv_64
  function rocblas_chemv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_chemv_batched_64
  function rocblas_chemv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_chemv_strided_batched_64
  function rocblas_zhemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int) :: status
    status = oxblas_zhemv(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), x, &
        int(incx, c_int64_t), beta, y, int(incy, c_int64_t))
  end function rocblas_zhemv
  function rocblas_zhemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zhemv_batched(handle, uplo, int(n, c_int64_t), alpha, A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t), beta, y, int(incy, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_zhemv_batched
  function rocblas_zhemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    type(c_ptr), value :: beta
    type(c_ptr), value :: y
    integer(c_int), value :: incy
    integer(c_int64_t), value :: stride_y
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zhemv_strided_batched(handle, uplo, int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, beta, y, &
        int(incy, c_int64_t), stride_y, int(batch_count, c_int64_t))
  end function rocblas_zhemv_strided_batched
  function rocblas_zhemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
  end function rocblas_zhemv_64
  function rocblas_zhemv_batched_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemv_batched(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, &
        batch_count)
  end function rocblas_zhemv_batched_64
  function rocblas_zhemv_strided_batched_64(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
      stride_x, beta, y, incy, stride_y, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemv_strided_batched(handle, uplo, n, alpha, A, lda, stride_a, x, incx, &
        stride_x, beta, y, incy, stride_y, batch_count)
  end function rocblas_zhemv_strided_batched_64
  function rocblas_strmv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_strmv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_strmv
  function rocblas_strmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_strmv_batched
  function rocblas_strmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_strmv_strided_batched
  function rocblas_strmv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_strmv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_strmv_64
  function rocblas_strmv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_strmv_batched_64
  function rocblas_strmv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_strmv_strided_batched_64
  function rocblas_dtrmv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_dtrmv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_dtrmv
  function rocblas_dtrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dtrmv_batched
  function rocblas_dtrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_dtrmv_strided_batched
  function rocblas_dtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_dtrmv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_dtrmv_64
  function rocblas_dtrmv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_dtrmv_batched_64
  function rocblas_dtrmv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_dtrmv_strided_batched_64
  function rocblas_ctrmv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ctrmv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_ctrmv
  function rocblas_ctrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ctrmv_batched
  function rocblas_ctrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ctrmv_strided_batched
  function rocblas_ctrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ctrmv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_ctrmv_64
  function rocblas_ctrmv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_ctrmv_batched_64
  function rocblas_ctrmv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ctrmv_strided_batched_64
  function rocblas_ztrmv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ztrmv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_ztrmv
  function rocblas_ztrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ztrmv_batched
  function rocblas_ztrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ztrmv_strided_batched
  function rocblas_ztrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ztrmv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_ztrmv_64
  function rocblas_ztrmv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrmv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_ztrmv_batched_64
  function rocblas_ztrmv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrmv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ztrmv_strided_batched_64
  function rocblas_stbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_stbmv(handle, uplo, trans, diag, int(n, c_int64_t), int(k, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t))
  end function rocblas_stbmv
  function rocblas_stbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_stbmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), x, int(incx, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_stbmv_batched
  function rocblas_stbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_stbmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_stbmv_strided_batched
  function rocblas_stbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
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
    integer(c_int) :: status
    status = oxblas_stbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx)
  end function rocblas_stbmv_64
  function rocblas_stbmv_batched_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_stbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, batch_count)
  end function rocblas_stbmv_batched_64
  function rocblas_stbmv_strided_batched_64(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_stbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_stbmv_strided_batched_64
  function rocblas_dtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_dtbmv(handle, uplo, trans, diag, int(n, c_int64_t), int(k, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t))
  end function rocblas_dtbmv
  function rocblas_dtbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtbmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), x, int(incx, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dtbmv_batched
  function rocblas_dtbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtbmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_dtbmv_strided_batched
  function rocblas_dtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx)
  end function rocblas_dtbmv_64
  function rocblas_dtbmv_batched_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, batch_count)
  end function rocblas_dtbmv_batched_64
  function rocblas_dtbmv_strided_batched_64(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_dtbmv_strided_batched_64
  function rocblas_ctbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ctbmv(handle, uplo, trans, diag, int(n, c_int64_t), int(k, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t))
  end function rocblas_ctbmv
  function rocblas_ctbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctbmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), x, int(incx, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ctbmv_batched
  function rocblas_ctbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctbmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ctbmv_strided_batched
  function rocblas_ctbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx)
  end function rocblas_ctbmv_64
  function rocblas_ctbmv_batched_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, batch_count)
  end function rocblas_ctbmv_batched_64
  function rocblas_ctbmv_strided_batched_64(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ctbmv_strided_batched_64
  function rocblas_ztbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ztbmv(handle, uplo, trans, diag, int(n, c_int64_t), int(k, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t))
  end function rocblas_ztbmv
  function rocblas_ztbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztbmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), x, int(incx, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ztbmv_batched
  function rocblas_ztbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztbmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), &
        int(k, c_int64_t), A, int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ztbmv_strided_batched
  function rocblas_ztbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx)
  end function rocblas_ztbmv_64
  function rocblas_ztbmv_batched_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztbmv_batched(handle, uplo, trans, diag, n, k, A, lda, x, incx, batch_count)
  end function rocblas_ztbmv_batched_64
  function rocblas_ztbmv_strided_batched_64(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztbmv_strided_batched(handle, uplo, trans, diag, n, k, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ztbmv_strided_batched_64
  function rocblas_stpmv(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_stpmv(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t))
  end function rocblas_stpmv
  function rocblas_stpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_stpmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_stpmv_batched
  function rocblas_stpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    integer(c_int64_t), value :: stride_ap
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_stpmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, &
        stride_ap, x, int(incx, c_int64_t), stride_x, int(batch_count, c_int64_t))
  end function rocblas_stpmv_strided_batched
  function rocblas_stpmv_64(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_stpmv(handle, uplo, trans, diag, n, AP, x, incx)
  end function rocblas_stpmv_64
  function rocblas_stpmv_batched_64(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_stpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, batch_count)
  end function rocblas_stpmv_batched_64
  function rocblas_stpmv_strided_batched_64(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_stpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count)
  end function rocblas_stpmv_strided_batched_64
  function rocblas_dtpmv(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_dtpmv(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t))
  end function rocblas_dtpmv
  function rocblas_dtpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtpmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dtpmv_batched
  function rocblas_dtpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    integer(c_int64_t), value :: stride_ap
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtpmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, &
        stride_ap, x, int(incx, c_int64_t), stride_x, int(batch_count, c_int64_t))
  end function rocblas_dtpmv_strided_batched
  function rocblas_dtpmv_64(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_dtpmv(handle, uplo, trans, diag, n, AP, x, incx)
  end function rocblas_dtpmv_64
  function rocblas_dtpmv_batched_64(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, batch_count)
  end function rocblas_dtpmv_batched_64
  function rocblas_dtpmv_strided_batched_64(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count)
  end function rocblas_dtpmv_strided_batched_64
  function rocblas_ctpmv(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ctpmv(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t))
  end function rocblas_ctpmv
  function rocblas_ctpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctpmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ctpmv_batched
  function rocblas_ctpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    integer(c_int64_t), value :: stride_ap
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctpmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, &
        stride_ap, x, int(incx, c_int64_t), stride_x, int(batch_count, c_int64_t))
  end function rocblas_ctpmv_strided_batched
  function rocblas_ctpmv_64(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ctpmv(handle, uplo, trans, diag, n, AP, x, incx)
  end function rocblas_ctpmv_64
  function rocblas_ctpmv_batched_64(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, batch_count)
  end function rocblas_ctpmv_batched_64
  function rocblas_ctpmv_strided_batched_64(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count)
  end function rocblas_ctpmv_strided_batched_64
  function rocblas_ztpmv(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ztpmv(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t))
  end function rocblas_ztpmv
  function rocblas_ztpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztpmv_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, x, &
        int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ztpmv_batched
  function rocblas_ztpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: AP
    integer(c_int64_t), value :: stride_ap
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztpmv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), AP, &
        stride_ap, x, int(incx, c_int64_t), stride_x, int(batch_count, c_int64_t))
  end function rocblas_ztpmv_strided_batched
  function rocblas_ztpmv_64(handle, uplo, trans, diag, n, AP, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ztpmv(handle, uplo, trans, diag, n, AP, x, incx)
  end function rocblas_ztpmv_64
  function rocblas_ztpmv_batched_64(handle, uplo, trans, diag, n, AP, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: AP
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztpmv_batched(handle, uplo, trans, diag, n, AP, x, incx, batch_count)
  end function rocblas_ztpmv_batched_64
  function rocblas_ztpmv_strided_batched_64(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
      stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztpmv_strided_batched(handle, uplo, trans, diag, n, AP, stride_ap, x, incx, &
        stride_x, batch_count)
  end function rocblas_ztpmv_strided_batched_64
  function rocblas_strsv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_strsv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_strsv
  function rocblas_strsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strsv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_strsv_batched
  function rocblas_strsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strsv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_strsv_strided_batched
  function rocblas_strsv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_strsv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_strsv_64
  function rocblas_strsv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_strsv_batched_64
  function rocblas_strsv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_strsv_strided_batched_64
  function rocblas_dtrsv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_dtrsv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_dtrsv
  function rocblas_dtrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrsv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dtrsv_batched
  function rocblas_dtrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrsv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_dtrsv_strided_batched
  function rocblas_dtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_dtrsv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_dtrsv_64
  function rocblas_dtrsv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_dtrsv_batched_64
  function rocblas_dtrsv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_dtrsv_strided_batched_64
  function rocblas_ctrsv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ctrsv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_ctrsv
  function rocblas_ctrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrsv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ctrsv_batched
  function rocblas_ctrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrsv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ctrsv_strided_batched
  function rocblas_ctrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ctrsv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_ctrsv_64
  function rocblas_ctrsv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_ctrsv_batched_64
  function rocblas_ctrsv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ctrsv_strided_batched_64
  function rocblas_ztrsv(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int) :: status
    status = oxblas_ztrsv(handle, uplo, trans, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        x, int(incx, c_int64_t))
  end function rocblas_ztrsv
  function rocblas_ztrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrsv_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), x, int(incx, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ztrsv_batched
  function rocblas_ztrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, incx, &
      stride_x, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: x
    integer(c_int), value :: incx
    integer(c_int64_t), value :: stride_x
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrsv_strided_batched(handle, uplo, trans, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, x, int(incx, c_int64_t), stride_x, &
        int(batch_count, c_int64_t))
  end function rocblas_ztrsv_strided_batched
  function rocblas_ztrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: x
    integer(c_int64_t), value :: incx
    integer(c_int) :: status
    status = oxblas_ztrsv(handle, uplo, trans, diag, n, A, lda, x, incx)
  end function rocblas_ztrsv_64
  function rocblas_ztrsv_batched_64(handle, uplo, trans, diag, n, A, lda, x, incx, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrsv_batched(handle, uplo, trans, diag, n, A, lda, x, incx, batch_count)
  end function rocblas_ztrsv_batched_64
  function rocblas_ztrsv_strided_batched_64(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
      incx, stride_x, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrsv_strided_batched(handle, uplo, trans, diag, n, A, lda, stride_a, x, &
        incx, stride_x, batch_count)
  end function rocblas_ztrsv_strided_batched_64
  function rocblas_sgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_sgemm(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t))
  end function rocblas_sgemm
  function rocblas_sgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_sgemm_batched(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_sgemm_batched
  function rocblas_sgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_sgemm_strided_batched(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, &
        int(ldb, c_int64_t), stride_b, beta, C, int(ldc, c_int64_t), stride_c, &
        int(batch_count, c_int64_t))
  end function rocblas_sgemm_strided_batched
  function rocblas_sgemm_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_sgemm_64
  function rocblas_sgemm_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
      C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count)
  end function rocblas_sgemm_batched_64
  function rocblas_sgemm_strided_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_sgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_sgemm_strided_batched_64
  function rocblas_dgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dgemm(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t))
  end function rocblas_dgemm
  function rocblas_dgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dgemm_batched(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dgemm_batched
  function rocblas_dgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dgemm_strided_batched(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, &
        int(ldb, c_int64_t), stride_b, beta, C, int(ldc, c_int64_t), stride_c, &
        int(batch_count, c_int64_t))
  end function rocblas_dgemm_strided_batched
  function rocblas_dgemm_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_dgemm_64
  function rocblas_dgemm_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
      C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count)
  end function rocblas_dgemm_batched_64
  function rocblas_dgemm_strided_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_dgemm_strided_batched_64
  function rocblas_cgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_cgemm(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t))
  end function rocblas_cgemm
  function rocblas_cgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cgemm_batched(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_cgemm_batched
  function rocblas_cgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cgemm_strided_batched(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, &
        int(ldb, c_int64_t), stride_b, beta, C, int(ldc, c_int64_t), stride_c, &
        int(batch_count, c_int64_t))
  end function rocblas_cgemm_strided_batched
  function rocblas_cgemm_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_cgemm_64
  function rocblas_cgemm_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
      C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count)
  end function rocblas_cgemm_batched_64
  function rocblas_cgemm_strided_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_cgemm_strided_batched_64
  function rocblas_zgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zgemm(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t))
  end function rocblas_zgemm
  function rocblas_zgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zgemm_batched(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_zgemm_batched
  function rocblas_zgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zgemm_strided_batched(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, &
        int(ldb, c_int64_t), stride_b, beta, C, int(ldc, c_int64_t), stride_c, &
        int(batch_count, c_int64_t))
  end function rocblas_zgemm_strided_batched
  function rocblas_zgemm_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zgemm_64
  function rocblas_zgemm_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
      C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count)
  end function rocblas_zgemm_batched_64
  function rocblas_zgemm_strided_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zgemm_strided_batched_64
  function rocblas_hgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_hgemm(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t))
  end function rocblas_hgemm
  function rocblas_hgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_hgemm_batched(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_hgemm_batched
  function rocblas_hgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_hgemm_strided_batched(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, &
        int(ldb, c_int64_t), stride_b, beta, C, int(ldc, c_int64_t), stride_c, &
        int(batch_count, c_int64_t))
  end function rocblas_hgemm_strided_batched
  function rocblas_hgemm_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_hgemm(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_hgemm_64
  function rocblas_hgemm_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
      C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_hgemm_batched(handle, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc, batch_count)
  end function rocblas_hgemm_batched_64
  function rocblas_hgemm_strided_batched_64(handle, transA, transB, m, n, k, alpha, A, lda, &
      stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_hgemm_strided_batched(handle, transA, transB, m, n, k, alpha, A, lda, &
        stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_hgemm_strided_batched_64
  function rocblas_gemm_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, b_type, &
      ldb, beta, c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, &
      flags) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: a
    integer(c_int), value :: a_type
    integer(c_int), value :: lda
    type(c_ptr), value :: b
    integer(c_int), value :: b_type
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: c
    integer(c_int), value :: c_type
    integer(c_int), value :: ldc
    type(c_ptr), value :: d
    integer(c_int), value :: d_type
    integer(c_int), value :: ldd
    integer(c_int), value :: compute_type
    integer(c_int), value :: algo
    integer(c_int32_t), value :: solution_index
    integer(c_int32_t), value :: flags
    integer(c_int) :: status
    status = oxblas_gemm_ex(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, a, a_type, int(lda, c_int64_t), b, b_type, int(ldb, c_int64_t), &
        beta, c, c_type, int(ldc, c_int64_t), d, d_type, int(ldd, c_int64_t), compute_type, algo, &
        solution_index, flags)
  end function rocblas_gemm_ex
  function rocblas_gemm_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, &
      b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, batch_count, compute_type, algo, &
      solution_index, flags) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: a
    integer(c_int), value :: a_type
    integer(c_int), value :: lda
    type(c_ptr), value :: b
    integer(c_int), value :: b_type
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: c
    integer(c_int), value :: c_type
    integer(c_int), value :: ldc
    type(c_ptr), value :: d
    integer(c_int), value :: d_type
    integer(c_int), value :: ldd
    integer(c_int), value :: batch_count
    integer(c_int), value :: compute_type
    integer(c_int), value :: algo
    integer(c_int32_t), value :: solution_index
    integer(c_int32_t), value :: flags
    integer(c_int) :: status
    status = oxblas_gemm_batched_ex(handle, transA, transB, int(m, c_int64_t), int(n, c_int64_t), &
        int(k, c_int64_t), alpha, a, a_type, int(lda, c_int64_t), b, b_type, int(ldb, c_int64_t), &
        beta, c, c_type, int(ldc, c_int64_t), d, d_type, int(ldd, c_int64_t), &
        int(batch_count, c_int64_t), compute_type, algo, solution_index, flags)
  end function rocblas_gemm_batched_ex
  function rocblas_gemm_strided_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, &
      lda, stride_a, b, b_type, ldb, stride_b, beta, c, c_type, ldc, stride_c, d, d_type, ldd, &
      stride_d, batch_count, compute_type, algo, solution_index, flags) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: transA
    integer(c_int), value :: transB
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: a
    integer(c_int), value :: a_type
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: b
    integer(c_int), value :: b_type
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: c
    integer(c_int), value :: c_type
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    type(c_ptr), value :: d
    integer(c_int), value :: d_type
    integer(c_int), value :: ldd
    integer(c_int64_t), value :: stride_d
    integer(c_int), value :: batch_count
    integer(c_int), value :: compute_type
    integer(c_int), value :: algo
    integer(c_int32_t), value :: solution_index
    integer(c_int32_t), value :: flags
    integer(c_int) :: status
    status = oxblas_gemm_strided_batched_ex(handle, transA, transB, int(m, c_int64_t), &
        int(n, c_int64_t), int(k, c_int64_t), alpha, a, a_type, int(lda, c_int64_t), stride_a, b, &
        b_type, int(ldb, c_int64_t), stride_b, beta, c, c_type, int(ldc, c_int64_t), stride_c, d, &
        d_type, int(ldd, c_int64_t), stride_d, int(batch_count, c_int64_t), compute_type, algo, &
        solution_index, flags)
  end function rocblas_gemm_strided_batched_ex
  function rocblas_gemm_ex_64(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, b_type, &
      ldb, beta, c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, &
      flags) result(status)
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
    integer(c_int) :: status
    status = oxblas_gemm_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, b_type, &
        ldb, beta, c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, flags)
  end function rocblas_gemm_ex_64
  function rocblas_gemm_batched_ex_64(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, &
      b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, batch_count, compute_type, algo, &
      solution_index, flags) result(status)
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
    integer(c_int) :: status
    status = oxblas_gemm_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, lda, b, &
        b_type, ldb, beta, c, c_type, ldc, d, d_type, ldd, batch_count, compute_type, algo, &
        solution_index, flags)
  end function rocblas_gemm_batched_ex_64
  function rocblas_gemm_strided_batched_ex_64(handle, transA, transB, m, n, k, alpha, a, a_type, &
      lda, stride_a, b, b_type, ldb, stride_b, beta, c, c_type, ldc, stride_c, d, d_type, ldd, &
      stride_d, batch_count, compute_type, algo, solution_index, flags) result(status)
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
    integer(c_int) :: status
    status = oxblas_gemm_strided_batched_ex(handle, transA, transB, m, n, k, alpha, a, a_type, &
        lda, stride_a, b, b_type, ldb, stride_b, beta, c, c_type, ldc, stride_c, d, d_type, ldd, &
        stride_d, batch_count, compute_type, algo, solution_index, flags)
  end function rocblas_gemm_strided_batched_ex_64
  function rocblas_strsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int) :: status
    status = oxblas_strsm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t))
  end function rocblas_strsm
  function rocblas_strsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strsm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_strsm_batched
  function rocblas_strsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strsm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, int(batch_count, c_int64_t))
  end function rocblas_strsm_strided_batched
  function rocblas_strsm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
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
    integer(c_int) :: status
    status = oxblas_strsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb)
  end function rocblas_strsm_64
  function rocblas_strsm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count)
  end function rocblas_strsm_batched_64
  function rocblas_strsm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count)
  end function rocblas_strsm_strided_batched_64
  function rocblas_dtrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int) :: status
    status = oxblas_dtrsm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t))
  end function rocblas_dtrsm
  function rocblas_dtrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrsm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dtrsm_batched
  function rocblas_dtrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrsm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, int(batch_count, c_int64_t))
  end function rocblas_dtrsm_strided_batched
  function rocblas_dtrsm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb)
  end function rocblas_dtrsm_64
  function rocblas_dtrsm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count)
  end function rocblas_dtrsm_batched_64
  function rocblas_dtrsm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count)
  end function rocblas_dtrsm_strided_batched_64
  function rocblas_ctrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int) :: status
    status = oxblas_ctrsm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t))
  end function rocblas_ctrsm
  function rocblas_ctrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrsm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ctrsm_batched
  function rocblas_ctrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrsm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, int(batch_count, c_int64_t))
  end function rocblas_ctrsm_strided_batched
  function rocblas_ctrsm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb)
  end function rocblas_ctrsm_64
  function rocblas_ctrsm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count)
  end function rocblas_ctrsm_batched_64
  function rocblas_ctrsm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count)
  end function rocblas_ctrsm_strided_batched_64
  function rocblas_ztrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int) :: status
    status = oxblas_ztrsm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t))
  end function rocblas_ztrsm
  function rocblas_ztrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrsm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ztrsm_batched
  function rocblas_ztrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrsm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, int(batch_count, c_int64_t))
  end function rocblas_ztrsm_strided_batched
  function rocblas_ztrsm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrsm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb)
  end function rocblas_ztrsm_64
  function rocblas_ztrsm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrsm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        batch_count)
  end function rocblas_ztrsm_batched_64
  function rocblas_ztrsm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrsm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, batch_count)
  end function rocblas_ztrsm_strided_batched_64
  function rocblas_strmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_strmm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, int(ldc, c_int64_t))
  end function rocblas_strmm
  function rocblas_strmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      C, ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strmm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_strmm_batched
  function rocblas_strmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strmm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_strmm_strided_batched
  function rocblas_strmm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_strmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
  end function rocblas_strmm_64
  function rocblas_strmm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count)
  end function rocblas_strmm_batched_64
  function rocblas_strmm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count)
  end function rocblas_strmm_strided_batched_64
  function rocblas_dtrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dtrmm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, int(ldc, c_int64_t))
  end function rocblas_dtrmm
  function rocblas_dtrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      C, ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrmm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dtrmm_batched
  function rocblas_dtrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrmm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_dtrmm_strided_batched
  function rocblas_dtrmm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
  end function rocblas_dtrmm_64
  function rocblas_dtrmm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count)
  end function rocblas_dtrmm_batched_64
  function rocblas_dtrmm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count)
  end function rocblas_dtrmm_strided_batched_64
  function rocblas_ctrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ctrmm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, int(ldc, c_int64_t))
  end function rocblas_ctrmm
  function rocblas_ctrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      C, ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrmm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ctrmm_batched
  function rocblas_ctrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrmm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_ctrmm_strided_batched
  function rocblas_ctrmm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
  end function rocblas_ctrmm_64
  function rocblas_ctrmm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count)
  end function rocblas_ctrmm_batched_64
  function rocblas_ctrmm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count)
  end function rocblas_ctrmm_strided_batched_64
  function rocblas_ztrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ztrmm(handle, side, uplo, transA, diag, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, int(ldc, c_int64_t))
  end function rocblas_ztrmm
  function rocblas_ztrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
      C, ldc, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrmm_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), C, &
        int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ztrmm_batched
  function rocblas_ztrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
      stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: diag
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrmm_strided_batched(handle, side, uplo, transA, diag, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_ztrmm_strided_batched
  function rocblas_ztrmm_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrmm(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
  end function rocblas_ztrmm_64
  function rocblas_ztrmm_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, &
      ldb, C, ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrmm_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, B, ldb, &
        C, ldc, batch_count)
  end function rocblas_ztrmm_batched_64
  function rocblas_ztrmm_strided_batched_64(handle, side, uplo, transA, diag, m, n, alpha, A, &
      lda, stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrmm_strided_batched(handle, side, uplo, transA, diag, m, n, alpha, A, lda, &
        stride_a, B, ldb, stride_b, C, ldc, stride_c, batch_count)
  end function rocblas_ztrmm_strided_batched_64
  function rocblas_strtri(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_strtri(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), invA, &
        int(ldinvA, c_int64_t))
  end function rocblas_strtri
  function rocblas_strtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strtri_batched(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        invA, int(ldinvA, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_strtri_batched
  function rocblas_strtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
      stride_inva, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int64_t), value :: stride_inva
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strtri_strided_batched(handle, uplo, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, invA, int(ldinvA, c_int64_t), stride_inva, &
        int(batch_count, c_int64_t))
  end function rocblas_strtri_strided_batched
  function rocblas_strtri_64(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_strtri(handle, uplo, diag, n, A, lda, invA, ldinvA)
  end function rocblas_strtri_64
  function rocblas_strtri_batched_64(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_strtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, batch_count)
  end function rocblas_strtri_batched_64
  function rocblas_strtri_strided_batched_64(handle, uplo, diag, n, A, lda, stride_a, invA, &
      ldinvA, stride_inva, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_strtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count)
  end function rocblas_strtri_strided_batched_64
  function rocblas_dtrtri(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_dtrtri(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), invA, &
        int(ldinvA, c_int64_t))
  end function rocblas_dtrtri
  function rocblas_dtrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrtri_batched(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        invA, int(ldinvA, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dtrtri_batched
  function rocblas_dtrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
      stride_inva, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int64_t), value :: stride_inva
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrtri_strided_batched(handle, uplo, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, invA, int(ldinvA, c_int64_t), stride_inva, &
        int(batch_count, c_int64_t))
  end function rocblas_dtrtri_strided_batched
  function rocblas_dtrtri_64(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_dtrtri(handle, uplo, diag, n, A, lda, invA, ldinvA)
  end function rocblas_dtrtri_64
  function rocblas_dtrtri_batched_64(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dtrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, batch_count)
  end function rocblas_dtrtri_batched_64
  function rocblas_dtrtri_strided_batched_64(handle, uplo, diag, n, A, lda, stride_a, invA, &
      ldinvA, stride_inva, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dtrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count)
  end function rocblas_dtrtri_strided_batched_64
  function rocblas_ctrtri(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_ctrtri(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), invA, &
        int(ldinvA, c_int64_t))
  end function rocblas_ctrtri
  function rocblas_ctrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrtri_batched(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        invA, int(ldinvA, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ctrtri_batched
  function rocblas_ctrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
      stride_inva, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int64_t), value :: stride_inva
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrtri_strided_batched(handle, uplo, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, invA, int(ldinvA, c_int64_t), stride_inva, &
        int(batch_count, c_int64_t))
  end function rocblas_ctrtri_strided_batched
  function rocblas_ctrtri_64(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_ctrtri(handle, uplo, diag, n, A, lda, invA, ldinvA)
  end function rocblas_ctrtri_64
  function rocblas_ctrtri_batched_64(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ctrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, batch_count)
  end function rocblas_ctrtri_batched_64
  function rocblas_ctrtri_strided_batched_64(handle, uplo, diag, n, A, lda, stride_a, invA, &
      ldinvA, stride_inva, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ctrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count)
  end function rocblas_ctrtri_strided_batched_64
  function rocblas_ztrtri(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_ztrtri(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), invA, &
        int(ldinvA, c_int64_t))
  end function rocblas_ztrtri
  function rocblas_ztrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrtri_batched(handle, uplo, diag, int(n, c_int64_t), A, int(lda, c_int64_t), &
        invA, int(ldinvA, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ztrtri_batched
  function rocblas_ztrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
      stride_inva, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int), value :: n
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: invA
    integer(c_int), value :: ldinvA
    integer(c_int64_t), value :: stride_inva
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrtri_strided_batched(handle, uplo, diag, int(n, c_int64_t), A, &
        int(lda, c_int64_t), stride_a, invA, int(ldinvA, c_int64_t), stride_inva, &
        int(batch_count, c_int64_t))
  end function rocblas_ztrtri_strided_batched
  function rocblas_ztrtri_64(handle, uplo, diag, n, A, lda, invA, ldinvA) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int) :: status
    status = oxblas_ztrtri(handle, uplo, diag, n, A, lda, invA, ldinvA)
  end function rocblas_ztrtri_64
  function rocblas_ztrtri_batched_64(handle, uplo, diag, n, A, lda, invA, ldinvA, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: diag
    integer(c_int64_t), value :: n
    type(c_ptr), value :: A
    integer(c_int64_t), value :: lda
    type(c_ptr), value :: invA
    integer(c_int64_t), value :: ldinvA
    integer(c_int64_t), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ztrtri_batched(handle, uplo, diag, n, A, lda, invA, ldinvA, batch_count)
  end function rocblas_ztrtri_batched_64
  function rocblas_ztrtri_strided_batched_64(handle, uplo, diag, n, A, lda, stride_a, invA, &
      ldinvA, stride_inva, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ztrtri_strided_batched(handle, uplo, diag, n, A, lda, stride_a, invA, ldinvA, &
        stride_inva, batch_count)
  end function rocblas_ztrtri_strided_batched_64
  function rocblas_ssyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ssyrk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_ssyrk
  function rocblas_ssyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyrk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_ssyrk_batched
  function rocblas_ssyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyrk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_ssyrk_strided_batched
  function rocblas_ssyrk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_ssyrk_64
  function rocblas_ssyrk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_ssyrk_batched_64
  function rocblas_ssyrk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_ssyrk_strided_batched_64
  function rocblas_dsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dsyrk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_dsyrk
  function rocblas_dsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyrk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_dsyrk_batched
  function rocblas_dsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyrk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_dsyrk_strided_batched
  function rocblas_dsyrk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_dsyrk_64
  function rocblas_dsyrk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_dsyrk_batched_64
  function rocblas_dsyrk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_dsyrk_strided_batched_64
  function rocblas_csyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_csyrk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_csyrk
  function rocblas_csyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyrk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_csyrk_batched
  function rocblas_csyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyrk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_csyrk_strided_batched
  function rocblas_csyrk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_csyrk_64
  function rocblas_csyrk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_csyrk_batched_64
  function rocblas_csyrk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_csyrk_strided_batched_64
  function rocblas_zsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zsyrk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zsyrk
  function rocblas_zsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyrk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_zsyrk_batched
  function rocblas_zsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyrk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_zsyrk_strided_batched
  function rocblas_zsyrk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_zsyrk_64
  function rocblas_zsyrk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_zsyrk_batched_64
  function rocblas_zsyrk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_zsyrk_strided_batched_64
  function rocblas_cherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_cherk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_cherk
  function rocblas_cherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cherk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_cherk_batched
  function rocblas_cherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cherk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_cherk_strided_batched
  function rocblas_cherk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_cherk_64
  function rocblas_cherk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_cherk_batched_64
  function rocblas_cherk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_cherk_strided_batched_64
  function rocblas_zherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zherk(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zherk
  function rocblas_zherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zherk_batched(handle, uplo, transA, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), beta, C, int(ldc, c_int64_t), int(batch_count, c_int64_t))
  end function rocblas_zherk_batched
  function rocblas_zherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: transA
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zherk_strided_batched(handle, uplo, transA, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, beta, C, int(ldc, c_int64_t), &
        stride_c, int(batch_count, c_int64_t))
  end function rocblas_zherk_strided_batched
  function rocblas_zherk_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherk(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc)
  end function rocblas_zherk_64
  function rocblas_zherk_batched_64(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
      batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherk_batched(handle, uplo, transA, n, k, alpha, A, lda, beta, C, ldc, &
        batch_count)
  end function rocblas_zherk_batched_64
  function rocblas_zherk_strided_batched_64(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
      beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherk_strided_batched(handle, uplo, transA, n, k, alpha, A, lda, stride_a, &
        beta, C, ldc, stride_c, batch_count)
  end function rocblas_zherk_strided_batched_64
  function rocblas_ssyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ssyr2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_ssyr2k
  function rocblas_ssyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyr2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ssyr2k_batched
  function rocblas_ssyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyr2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_ssyr2k_strided_batched
  function rocblas_ssyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_ssyr2k_64
  function rocblas_ssyr2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_ssyr2k_batched_64
  function rocblas_ssyr2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_ssyr2k_strided_batched_64
  function rocblas_dsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dsyr2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_dsyr2k
  function rocblas_dsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyr2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dsyr2k_batched
  function rocblas_dsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyr2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_dsyr2k_strided_batched
  function rocblas_dsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_dsyr2k_64
  function rocblas_dsyr2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_dsyr2k_batched_64
  function rocblas_dsyr2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_dsyr2k_strided_batched_64
  function rocblas_csyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_csyr2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_csyr2k
  function rocblas_csyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyr2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_csyr2k_batched
  function rocblas_csyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyr2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_csyr2k_strided_batched
  function rocblas_csyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_csyr2k_64
  function rocblas_csyr2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_csyr2k_batched_64
  function rocblas_csyr2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_csyr2k_strided_batched_64
  function rocblas_zsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zsyr2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zsyr2k
  function rocblas_zsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyr2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zsyr2k_batched
  function rocblas_zsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyr2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zsyr2k_strided_batched
  function rocblas_zsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zsyr2k_64
  function rocblas_zsyr2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyr2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_zsyr2k_batched_64
  function rocblas_zsyr2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyr2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zsyr2k_strided_batched_64
  function rocblas_cher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_cher2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_cher2k
  function rocblas_cher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cher2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_cher2k_batched
  function rocblas_cher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cher2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_cher2k_strided_batched
  function rocblas_cher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_cher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_cher2k_64
  function rocblas_cher2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_cher2k_batched_64
  function rocblas_cher2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_cher2k_strided_batched_64
  function rocblas_zher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zher2k(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zher2k
  function rocblas_zher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zher2k_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zher2k_batched
  function rocblas_zher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zher2k_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zher2k_strided_batched
  function rocblas_zher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zher2k_64
  function rocblas_zher2k_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zher2k_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_zher2k_batched_64
  function rocblas_zher2k_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zher2k_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zher2k_strided_batched_64
  function rocblas_ssyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ssyrkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_ssyrkx
  function rocblas_ssyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyrkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ssyrkx_batched
  function rocblas_ssyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssyrkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_ssyrkx_strided_batched
  function rocblas_ssyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_ssyrkx_64
  function rocblas_ssyrkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_ssyrkx_batched_64
  function rocblas_ssyrkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_ssyrkx_strided_batched_64
  function rocblas_dsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dsyrkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_dsyrkx
  function rocblas_dsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyrkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dsyrkx_batched
  function rocblas_dsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsyrkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_dsyrkx_strided_batched
  function rocblas_dsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_dsyrkx_64
  function rocblas_dsyrkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_dsyrkx_batched_64
  function rocblas_dsyrkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_dsyrkx_strided_batched_64
  function rocblas_csyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_csyrkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_csyrkx
  function rocblas_csyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyrkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_csyrkx_batched
  function rocblas_csyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csyrkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_csyrkx_strided_batched
  function rocblas_csyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_csyrkx_64
  function rocblas_csyrkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_csyrkx_batched_64
  function rocblas_csyrkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_csyrkx_strided_batched_64
  function rocblas_zsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zsyrkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zsyrkx
  function rocblas_zsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyrkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zsyrkx_batched
  function rocblas_zsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsyrkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zsyrkx_strided_batched
  function rocblas_zsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zsyrkx_64
  function rocblas_zsyrkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_zsyrkx_batched_64
  function rocblas_zsyrkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsyrkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zsyrkx_strided_batched_64
  function rocblas_cherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_cherkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_cherkx
  function rocblas_cherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cherkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_cherkx_batched
  function rocblas_cherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_cherkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_cherkx_strided_batched
  function rocblas_cherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_cherkx_64
  function rocblas_cherkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_cherkx_batched_64
  function rocblas_cherkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_cherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_cherkx_strided_batched_64
  function rocblas_zherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zherkx(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zherkx
  function rocblas_zherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zherkx_batched(handle, uplo, trans, int(n, c_int64_t), int(k, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zherkx_batched
  function rocblas_zherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: uplo
    integer(c_int), value :: trans
    integer(c_int), value :: n
    integer(c_int), value :: k
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zherkx_strided_batched(handle, uplo, trans, int(n, c_int64_t), &
        int(k, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zherkx_strided_batched
  function rocblas_zherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zherkx_64
  function rocblas_zherkx_batched_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherkx_batched(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc, batch_count)
  end function rocblas_zherkx_batched_64
  function rocblas_zherkx_strided_batched_64(handle, uplo, trans, n, k, alpha, A, lda, stride_a, &
      B, ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zherkx_strided_batched(handle, uplo, trans, n, k, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zherkx_strided_batched_64
  function rocblas_ssymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_ssymm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_ssymm
  function rocblas_ssymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssymm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_ssymm_batched
  function rocblas_ssymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_ssymm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_ssymm_strided_batched
  function rocblas_ssymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_ssymm_64
  function rocblas_ssymm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_ssymm_batched_64
  function rocblas_ssymm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_ssymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_ssymm_strided_batched_64
  function rocblas_dsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_dsymm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_dsymm
  function rocblas_dsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsymm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_dsymm_batched
  function rocblas_dsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_dsymm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_dsymm_strided_batched
  function rocblas_dsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_dsymm_64
  function rocblas_dsymm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_dsymm_batched_64
  function rocblas_dsymm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_dsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_dsymm_strided_batched_64
  function rocblas_csymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_csymm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_csymm
  function rocblas_csymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csymm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_csymm_batched
  function rocblas_csymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_csymm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_csymm_strided_batched
  function rocblas_csymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_csymm_64
  function rocblas_csymm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_csymm_batched_64
  function rocblas_csymm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_csymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_csymm_strided_batched_64
  function rocblas_zsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zsymm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zsymm
  function rocblas_zsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsymm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zsymm_batched
  function rocblas_zsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zsymm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zsymm_strided_batched
  function rocblas_zsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zsymm_64
  function rocblas_zsymm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_zsymm_batched_64
  function rocblas_zsymm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zsymm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zsymm_strided_batched_64
  function rocblas_chemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_chemm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_chemm
  function rocblas_chemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_chemm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_chemm_batched
  function rocblas_chemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_chemm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_chemm_strided_batched
  function rocblas_chemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_chemm_64
  function rocblas_chemm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_chemm_batched_64
  function rocblas_chemm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_chemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_chemm_strided_batched_64
  function rocblas_zhemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int) :: status
    status = oxblas_zhemm(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), alpha, A, &
        int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t))
  end function rocblas_zhemm
  function rocblas_zhemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
      batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zhemm_batched(handle, side, uplo, int(m, c_int64_t), int(n, c_int64_t), &
        alpha, A, int(lda, c_int64_t), B, int(ldb, c_int64_t), beta, C, int(ldc, c_int64_t), &
        int(batch_count, c_int64_t))
  end function rocblas_zhemm_batched
  function rocblas_zhemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
    type(c_ptr), value :: handle
    integer(c_int), value :: side
    integer(c_int), value :: uplo
    integer(c_int), value :: m
    integer(c_int), value :: n
    type(c_ptr), value :: alpha
    type(c_ptr), value :: A
    integer(c_int), value :: lda
    integer(c_int64_t), value :: stride_a
    type(c_ptr), value :: B
    integer(c_int), value :: ldb
    integer(c_int64_t), value :: stride_b
    type(c_ptr), value :: beta
    type(c_ptr), value :: C
    integer(c_int), value :: ldc
    integer(c_int64_t), value :: stride_c
    integer(c_int), value :: batch_count
    integer(c_int) :: status
    status = oxblas_zhemm_strided_batched(handle, side, uplo, int(m, c_int64_t), &
        int(n, c_int64_t), alpha, A, int(lda, c_int64_t), stride_a, B, int(ldb, c_int64_t), &
        stride_b, beta, C, int(ldc, c_int64_t), stride_c, int(batch_count, c_int64_t))
  end function rocblas_zhemm_strided_batched
  function rocblas_zhemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
  end function rocblas_zhemm_64
  function rocblas_zhemm_batched_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, &
      ldc, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemm_batched(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, &
        batch_count)
  end function rocblas_zhemm_batched_64
  function rocblas_zhemm_strided_batched_64(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
      ldb, stride_b, beta, C, ldc, stride_c, batch_count) result(status)
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
    integer(c_int) :: status
    status = oxblas_zhemm_strided_batched(handle, side, uplo, m, n, alpha, A, lda, stride_a, B, &
        ldb, stride_b, beta, C, ldc, stride_c, batch_count)
  end function rocblas_zhemm_strided_batched_64
  ! END GENERATED ROUTINES

end module oxblas_rocblas
