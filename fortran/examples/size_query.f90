!> oxblas from Fortran: size query -> preallocate exactly -> run (copy this to start).
!>
!> Build it against an installed oxblas (CMake):
!>   find_package(oxblas CONFIG REQUIRED COMPONENTS Fortran)
!>   add_executable(app size_query.f90)
!>   target_link_libraries(app PRIVATE oxblas::fortran)
!>
!> The same sequence of calls runs twice: first inside a size query, where oxblas computes
!> nothing (device pointers may be null) and records the workspace each call needs, then for
!> real, after oxblas_set_device_memory_size has allocated exactly the largest of those sizes.
!> From then on no call allocates, grows or synchronizes for workspace.
program size_query
  use, intrinsic :: iso_c_binding
  use oxblas
  implicit none
  integer(c_int64_t), parameter :: n = 1000000_c_int64_t
  real(c_double), allocatable, target :: x(:), y(:)
  real(c_double), target :: dot, nrm
  integer(c_int64_t), target :: imax
  type(c_ptr) :: handle, dx, dy
  integer(c_size_t) :: bytes, need
  type(oxblas_stats) :: stats
  integer :: i

  allocate (x(n), y(n))
  do i = 1, n
    x(i) = sin(real(i, c_double))
    y(i) = cos(real(i, c_double))
  end do
  bytes = int(n, c_size_t) * c_sizeof(x(1))

  call check(oxblas_create_handle(handle), "create a handle")

  ! 1. Query: what does this sequence need?
  call check(oxblas_start_device_memory_size_query(handle), "start the size query")
  call run(c_null_ptr, c_null_ptr)
  call check(oxblas_stop_device_memory_size_query(handle, need), "stop the size query")
  print '(a, i0, a)', "the sequence needs ", need, " bytes of workspace"

  ! 2. Preallocate exactly that (user-managed: fixed size, never grown).
  call check(oxblas_set_device_memory_size(handle, need), "set the workspace size")

  ! 3. Device memory for the data, then the same sequence for real.
  call check(oxblas_malloc(dx, bytes), "allocate x")
  call check(oxblas_malloc(dy, bytes), "allocate y")
  call check(oxblas_memcpy_host_to_device(dx, c_loc(x), bytes), "copy x")
  call check(oxblas_memcpy_host_to_device(dy, c_loc(y), bytes), "copy y")
  call run(dx, dy)
  call check(oxblas_get_stats(handle, stats), "statistics")
  print '(a, f12.6, a, f12.6, a, i0)', "x.y = ", dot, ", |x| = ", nrm, ", argmax |x| = ", imax
  print '(a, i0, a, i0)', "workspace growths: ", stats%growths, ", degraded calls: ", stats%degraded_calls

  call check(oxblas_free(dx), "free x")
  call check(oxblas_free(dy), "free y")
  call check(oxblas_destroy_handle(handle), "destroy the handle")
  if (stats%growths /= 0 .or. stats%degraded_calls /= 0) error stop 1

contains

  !> The program's calls; results go to host variables (the default pointer mode).
  subroutine run(px, py)
    type(c_ptr), intent(in) :: px, py
    call check(oxblas_ddot(handle, n, px, 1_c_int64_t, py, 1_c_int64_t, c_loc(dot)), "ddot")
    call check(oxblas_dnrm2(handle, n, px, 1_c_int64_t, c_loc(nrm)), "dnrm2")
    call check(oxblas_idamax(handle, n, px, 1_c_int64_t, c_loc(imax)), "idamax")
  end subroutine run

  !> Stop on a failed call; in the size query, size_increased / size_unchanged are fine.
  subroutine check(status, what)
    integer(c_int), intent(in) :: status
    character(len=*), intent(in) :: what
    if (status == oxblas_status_success .or. status == oxblas_status_size_increased .or. &
        status == oxblas_status_size_unchanged) return
    print '(4a)', what, " failed: ", oxblas_status_string(status), &
        " (" // oxblas_string(oxblas_get_last_error_message()) // ")"
    error stop 1
  end subroutine check

end program size_query
