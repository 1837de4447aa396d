!> Usage pattern 1: the workspace preallocated from the environment. With
!> OXBLAS_DEVICE_MEMORY_SIZE=<bytes> set before the handle is created (ctest sets it; where it
!> is unset, as in the GPU bundle's runner, the program sets it through the C library's setenv
!> first), the handle starts user-managed with exactly that size rounded up to 64, and routines
!> borrow from it without allocating.
program test_env
  use, intrinsic :: iso_c_binding
  use oxblas
  use oxt_checks
  implicit none
  interface
    function setenv(name, value, overwrite) bind(C, name="setenv")
      import :: c_char, c_int
      character(kind=c_char), intent(in) :: name(*), value(*)
      integer(c_int), value :: overwrite
      integer(c_int) :: setenv
    end function setenv
  end interface
  integer(c_int64_t), parameter :: n = 70001_c_int64_t
  real(c_double), allocatable, target :: x(:), y(:)
  real(c_double), target :: dot
  type(c_ptr) :: handle, dx, dy
  character(len=32) :: text
  integer :: length, env_status, io
  integer(c_size_t) :: bytes, have
  integer(c_int) :: scheme
  type(oxblas_stats) :: s0, s1
  integer(c_int64_t) :: seed

  call get_environment_variable("OXBLAS_DEVICE_MEMORY_SIZE", text, length, env_status)
  if (env_status /= 0 .or. length == 0) then
    text = "1000003"
    call expect(setenv("OXBLAS_DEVICE_MEMORY_SIZE" // c_null_char, trim(text) // c_null_char, 1_c_int) == 0, &
        "setenv")
    print '(a)', "test_env: OXBLAS_DEVICE_MEMORY_SIZE was unset; set to " // trim(text)
  end if
  read (text, *, iostat=io) bytes
  call expect(io == 0 .and. bytes > 0, "OXBLAS_DEVICE_MEMORY_SIZE is a plain byte count here: " // trim(text))

  call ok(oxblas_create_handle(handle), "oxblas_create_handle")
  call say_backend(handle, "test_env")
  call ok(oxblas_get_device_memory_scheme(handle, scheme), "oxblas_get_device_memory_scheme")
  call expect(scheme == oxblas_memory_scheme_user_managed, "OXBLAS_DEVICE_MEMORY_SIZE > 0: user-managed")
  call ok(oxblas_get_device_memory_size(handle, have), "oxblas_get_device_memory_size")
  call expect(have == (bytes + 63) / 64 * 64, "the workspace is OXBLAS_DEVICE_MEMORY_SIZE rounded up to 64")

  seed = 99_c_int64_t
  allocate (x(n), y(n))
  call fill_random(x, seed)
  call fill_random(y, seed)
  dx = to_device(x)
  dy = to_device(y)
  call ok(oxblas_get_stats(handle, s0), "oxblas_get_stats")
  call ok(oxblas_ddot(handle, n, dx, 1_c_int64_t, dy, 1_c_int64_t, c_loc(dot)), "oxblas_ddot")
  call ok(oxblas_get_stats(handle, s1), "oxblas_get_stats")
  call expect_close(dot, dot_product(x, y), 1d-13, real(n, c_double) * 1d-3, "ddot")
  call expect(s1%allocations == s0%allocations .and. s1%growths == 0, &
      "ddot borrows from the preallocated workspace")
  call expect(s1%borrows > s0%borrows, "ddot borrowed workspace")

  call ok(oxblas_free(dx), "oxblas_free")
  call ok(oxblas_free(dy), "oxblas_free")
  call ok(oxblas_destroy_handle(handle), "oxblas_destroy_handle")
  print '(a, i0, a)', "test_env: OK (", oxt_checks_done, " checks)"
end program test_env
