!> The rocBLAS names of module oxblas_rocblas, as code written for hipfort calls them: the
!> 32-bit names with integer(c_int) sizes (level-1 n < 0 is rocBLAS's quick return: success,
!> result 0), the _64 names with integer(c_int64_t) sizes, the 32-bit index results, the
!> handle / pointer-mode / memory-model functions, a batched call with a device array of device
!> pointers, and a gemm against a Fortran reference.
program test_rocblas
  use, intrinsic :: iso_c_binding
  use oxblas_rocblas
  use oxt_checks
  implicit none
  integer(c_int), parameter :: n = 4099, m = 19, k = 23, nn = 17, lda = 29, ldb = 24, ldc = 21
  real(c_double), allocatable, target :: x(:), a(:), b(:), c(:), c0(:)
  real(c_double), target :: dot, alpha, beta, want
  integer(c_int), target :: imax32
  integer(c_int64_t), target :: imax64
  type(c_ptr) :: handle, dx, da, db, dc
  integer(c_int) :: mode, st
  integer(c_size_t) :: need, have
  integer(c_int64_t) :: seed
  integer :: i, j
  integer, parameter :: offsets(3) = [0, 7, 100]
  type(c_ptr), target :: ptrs(3)
  type(c_ptr) :: dptrs
  real(c_double), target :: dots(3)

  seed = 3_c_int64_t
  allocate (x(n), a(lda * m), b(ldb * nn), c(ldc * nn), c0(ldc * nn))
  call fill_random(x, seed)
  x(2024) = 9.0_c_double
  call fill_random(a, seed)
  call fill_random(b, seed)
  call fill_random(c, seed)
  c0 = c

  call ok(rocblas_create_handle(handle), "rocblas_create_handle")
  call say_backend(handle, "test_rocblas")
  call expect(oxblas_string(rocblas_status_to_string(rocblas_status_perf_degraded)) == "oxblas_status_perf_degraded", &
      "rocblas_status_to_string")
  call ok(rocblas_get_pointer_mode(handle, mode), "rocblas_get_pointer_mode")
  call expect(mode == rocblas_pointer_mode_host, "host pointer mode by default")

  ! The size query through the rocBLAS names, then exactly that much.
  call ok(rocblas_start_device_memory_size_query(handle), "rocblas_start_device_memory_size_query")
  call expect(logical(rocblas_is_device_memory_size_query(handle)), "rocblas_is_device_memory_size_query")
  call expect_status(rocblas_ddot(handle, n, c_null_ptr, 1, c_null_ptr, 1, c_null_ptr), &
      rocblas_status_size_increased, "rocblas_ddot in the query")
  ! Every call of the sequence below joins the query: the batched dot keeps partial sums for
  ! each problem, so on a GPU it needs more than the single dot (on the H200 it returned
  ! perf_degraded on the single dot's size); on the host backend it needs no more
  ! (size_unchanged).
  st = rocblas_ddot_batched(handle, n - 100, c_null_ptr, 1, c_null_ptr, 1, 3, c_null_ptr)
  call expect(st == rocblas_status_size_increased .or. st == rocblas_status_size_unchanged, &
      "rocblas_ddot_batched in the query: " // oxblas_status_string(st))
  call ok(rocblas_stop_device_memory_size_query(handle, need), "rocblas_stop_device_memory_size_query")
  call ok(rocblas_set_device_memory_size(handle, need), "rocblas_set_device_memory_size")
  call ok(rocblas_get_device_memory_size(handle, have), "rocblas_get_device_memory_size")
  call expect(have >= need, "rocblas_get_device_memory_size")
  call expect(logical(rocblas_is_user_managing_device_memory(handle)), "rocblas_is_user_managing_device_memory")

  dx = to_device(x)
  call ok(rocblas_ddot(handle, n, dx, 1, dx, 1, c_loc(dot)), "rocblas_ddot")
  call expect_close(dot, dot_product(x, x), 1d-13, 0d0, "rocblas_ddot")
  dot = 7
  call ok(rocblas_ddot(handle, -5, dx, 1, dx, 1, c_loc(dot)), "rocblas_ddot with n < 0")
  call expect(same_bits(dot, 0d0), "rocblas_ddot with n < 0 gives 0 (rocBLAS's quick return)")
  call expect_status(rocblas_ddot_64(handle, -5_c_int64_t, dx, 1_c_int64_t, dx, 1_c_int64_t, c_loc(dot)), &
      rocblas_status_invalid_size, "rocblas_ddot_64 with n < 0: invalid_size (oxblas)")
  call ok(rocblas_idamax(handle, n, dx, 1, c_loc(imax32)), "rocblas_idamax")
  call expect(imax32 == 2024, "rocblas_idamax writes a 32-bit 1-based index")
  call ok(rocblas_idamax_64(handle, int(n, c_int64_t), dx, 1_c_int64_t, c_loc(imax64)), "rocblas_idamax_64")
  call expect(imax64 == 2024_c_int64_t, "rocblas_idamax_64 writes a 64-bit index")

  ! A batch given by device arrays of device pointers: dot(x(k:), x(k:)) for three offsets k.
  ptrs = [(c_ptr_offset(dx, offsets(i)), i = 1, 3)]
  dptrs = c_null_ptr
  call ok(oxblas_malloc(dptrs, int(3 * c_sizeof(dptrs), c_size_t)), "oxblas_malloc (pointer array)")
  call ok(oxblas_memcpy_host_to_device(dptrs, c_loc(ptrs), int(3 * c_sizeof(dptrs), c_size_t)), "copy the pointers")
  call ok(rocblas_ddot_batched(handle, n - 100, dptrs, 1, dptrs, 1, 3, c_loc(dots)), "rocblas_ddot_batched")
  do i = 1, 3
    call expect_close(dots(i), dot_product(x(offsets(i) + 1:offsets(i) + n - 100), x(offsets(i) + 1:offsets(i) + n - 100)), &
        1d-13, 0d0, "rocblas_ddot_batched (pointer array)")
  end do
  call ok(oxblas_free(dptrs), "free")

  ! C = alpha A^T B + beta C, with leading dimensions larger than the rows.
  da = to_device(a)
  db = to_device(b)
  dc = to_device(c)
  alpha = -0.75_c_double
  beta = 2.0_c_double
  call ok(rocblas_dgemm(handle, rocblas_operation_transpose, rocblas_operation_none, m, nn, k, c_loc(alpha), &
      da, lda, db, ldb, c_loc(beta), dc, ldc), "rocblas_dgemm")
  call from_device(c, dc)
  do j = 1, nn
    do i = 1, ldc
      if (i <= m) then
        want = alpha * dot_product(a((i - 1) * lda + 1:(i - 1) * lda + k), b((j - 1) * ldb + 1:(j - 1) * ldb + k)) &
            + beta * c0((j - 1) * ldc + i)
        call expect_close(c((j - 1) * ldc + i), want, 1d-13, real(k, c_double), "rocblas_dgemm (T, N)")
      else
        call expect(same_bits(c((j - 1) * ldc + i), c0((j - 1) * ldc + i)), "rows m+1..ldc of C untouched")
      end if
    end do
  end do

  call ok(oxblas_free(dx), "free")
  call ok(oxblas_free(da), "free")
  call ok(oxblas_free(db), "free")
  call ok(oxblas_free(dc), "free")
  call ok(rocblas_destroy_handle(handle), "rocblas_destroy_handle")
  print '(a, i0, a)', "test_rocblas: OK (", oxt_checks_done, " checks)"

contains

  !> Device pointer p advanced by k doubles.
  type(c_ptr) function c_ptr_offset(p, k)
    type(c_ptr), intent(in) :: p
    integer, intent(in) :: k
    c_ptr_offset = transfer(transfer(p, 0_c_intptr_t) + int(k, c_intptr_t) * 8_c_intptr_t, p)
  end function c_ptr_offset

end program test_rocblas
