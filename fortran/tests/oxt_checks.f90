!> Checks shared by the Fortran tests: a failed check prints what failed, last, and exits with
!> status 1 (ctest and the GPU runner read the status; the runner shows the last line).
module oxt_checks
  use, intrinsic :: iso_c_binding
  use, intrinsic :: iso_fortran_env, only: error_unit, output_unit
  use oxblas
  implicit none
  integer, save :: oxt_checks_done = 0
  interface
    subroutine c_exit(status) bind(C, name="exit")
      import :: c_int
      integer(c_int), value :: status
    end subroutine c_exit
  end interface

contains

  !> Exit with status 1 without gfortran's "ERROR STOP" and backtrace after the message.
  subroutine fail()
    flush (error_unit)
    flush (output_unit)
    call c_exit(1_c_int)
  end subroutine fail

  !> The call succeeded (status oxblas_status_success).
  subroutine ok(status, what)
    integer(c_int), intent(in) :: status
    character(len=*), intent(in) :: what
    call expect_status(status, oxblas_status_success, what)
  end subroutine ok

  !> The call returned `want`.
  subroutine expect_status(status, want, what)
    integer(c_int), intent(in) :: status, want
    character(len=*), intent(in) :: what
    oxt_checks_done = oxt_checks_done + 1
    if (status /= want) then
      write (error_unit, '(5a)') "FAILED: ", what, ": ", oxblas_status_string(status), &
          " (wanted " // oxblas_status_string(want) // ")"
      write (error_unit, '(2a)') "  last error: ", oxblas_string(oxblas_get_last_error_message())
      call fail()
    end if
  end subroutine expect_status

  !> A condition that must hold.
  subroutine expect(cond, what)
    logical, intent(in) :: cond
    character(len=*), intent(in) :: what
    oxt_checks_done = oxt_checks_done + 1
    if (.not. cond) then
      write (error_unit, '(2a)') "FAILED: ", what
      call fail()
    end if
  end subroutine expect

  !> |got - want| within rel * (|want| + scale): the rounding of a sum of n terms of size scale.
  subroutine expect_close(got, want, rel, scale, what)
    real(c_double), intent(in) :: got, want, rel, scale
    character(len=*), intent(in) :: what
    oxt_checks_done = oxt_checks_done + 1
    if (.not. abs(got - want) <= rel * (abs(want) + scale)) then
      write (error_unit, '(2a, 2(a, es24.16))') "FAILED: ", what, ": got ", got, ", wanted ", want
      call fail()
    end if
  end subroutine expect_close

  !> The bytes of a (double) value equal those of another: untouched memory, NaN included.
  logical function same_bits(a, b)
    real(c_double), intent(in) :: a, b
    same_bits = transfer(a, 0_c_int64_t) == transfer(b, 0_c_int64_t)
  end function same_bits

  !> Deterministic pseudo-random values in [-1, 1) (a 64-bit LCG): every run tests the same data.
  subroutine fill_random(x, seed)
    real(c_double), intent(out) :: x(:)
    integer(c_int64_t), intent(inout) :: seed
    integer :: i
    do i = 1, size(x)
      seed = seed * 6364136223846793005_c_int64_t + 1442695040888963407_c_int64_t
      x(i) = real(ishft(seed, -11), c_double) / 2.0_c_double**52 - 1.0_c_double
    end do
  end subroutine fill_random

  !> Device memory holding a copy of host array x (oxblas_malloc + a host-to-device copy).
  function to_device(x) result(d)
    real(c_double), intent(in), target :: x(:)
    type(c_ptr) :: d
    integer(c_size_t) :: bytes
    bytes = int(size(x), c_size_t) * 8_c_size_t
    call ok(oxblas_malloc(d, bytes), "oxblas_malloc")
    call ok(oxblas_memcpy_host_to_device(d, c_loc(x), bytes), "copy to the device")
  end function to_device

  !> Copy device memory d back into host array x.
  subroutine from_device(x, d)
    real(c_double), intent(inout), target :: x(:)
    type(c_ptr), intent(in) :: d
    call ok(oxblas_memcpy_device_to_host(c_loc(x), d, int(size(x), c_size_t) * 8_c_size_t), &
        "copy from the device")
  end subroutine from_device

  !> The backend and device of a handle, printed once per program.
  subroutine say_backend(handle, program)
    type(c_ptr), intent(in) :: handle
    character(len=*), intent(in) :: program
    integer(c_int) :: backend
    type(c_ptr) :: name
    call ok(oxblas_get_backend(handle, backend), "oxblas_get_backend")
    call ok(oxblas_get_device_name(handle, name), "oxblas_get_device_name")
    print '(5a)', program, ": backend ", oxblas_string(oxblas_backend_name(backend)), ", device ", &
        oxblas_string(name)
  end subroutine say_backend

end module oxt_checks
