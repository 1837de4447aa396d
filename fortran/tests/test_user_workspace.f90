!> Usage pattern 2: the user owns the workspace (oxblas_malloc + oxblas_set_workspace); the
!> library never grows or frees it. A workspace smaller than a routine's fast algorithm needs
!> gives the slower algorithm with perf_degraded (same results) or memory_error, never a
!> growth; a misaligned one is refused; giving it back makes the handle managed again.
program test_user_workspace
  use, intrinsic :: iso_c_binding
  use oxblas
  use oxt_checks
  implicit none
  integer(c_int64_t), parameter :: n = 50001_c_int64_t, incx = -3_c_int64_t
  integer(c_size_t), parameter :: ws_bytes = 4_c_size_t * 1024_c_size_t * 1024_c_size_t
  real(c_double), allocatable, target :: x(:)
  real(c_double), target :: asum, nrm, small_nrm
  integer(c_int64_t), target :: imax
  type(c_ptr) :: handle, dx, ws, misaligned, strm
  integer(c_size_t) :: need, have
  integer(c_int) :: scheme, st
  type(oxblas_stats) :: s0, s1
  integer(c_int64_t) :: seed, len

  seed = 7_c_int64_t
  len = 1 + (n - 1) * abs(incx)
  allocate (x(len))
  call fill_random(x, seed)
  x(1 + 31337 * abs(incx)) = 5.0_c_double     ! the largest |x|: with incx < 0, see below

  call ok(oxblas_create_handle(handle), "oxblas_create_handle")
  call say_backend(handle, "test_user_workspace")
  dx = to_device(x)

  ! The user's buffer: 64-byte aligned device memory of the backend.
  call ok(oxblas_malloc(ws, ws_bytes), "oxblas_malloc (workspace)")
  misaligned = transfer(transfer(ws, 0_c_intptr_t) + 8_c_intptr_t, ws)
  call expect_status(oxblas_set_workspace(handle, misaligned, ws_bytes - 64), oxblas_status_invalid_pointer, &
      "a workspace that is not 64-byte aligned is refused")
  call ok(oxblas_set_workspace(handle, ws, ws_bytes), "oxblas_set_workspace")
  call ok(oxblas_get_device_memory_scheme(handle, scheme), "oxblas_get_device_memory_scheme")
  call expect(scheme == oxblas_memory_scheme_user_owned, "user-owned after set_workspace")
  call expect(.not. logical(oxblas_is_managing_device_memory(handle)), "not managed")
  call expect(.not. logical(oxblas_is_user_managing_device_memory(handle)), "not user-managed either")
  call ok(oxblas_get_device_memory_size(handle, have), "oxblas_get_device_memory_size")
  call expect(have == ws_bytes, "the workspace is the user's buffer")

  call ok(oxblas_get_stats(handle, s0), "oxblas_get_stats")
  call ok(oxblas_dasum(handle, n, dx, abs(incx), c_loc(asum)), "oxblas_dasum")
  call ok(oxblas_dnrm2(handle, n, dx, abs(incx), c_loc(nrm)), "oxblas_dnrm2")
  ! A negative increment: BLAS's iamax gives 0 for incx <= 0 (reference BLAS).
  call ok(oxblas_idamax(handle, n, dx, incx, c_loc(imax)), "oxblas_idamax (incx < 0)")
  call expect(imax == 0_c_int64_t, "idamax with incx <= 0 is 0")
  call ok(oxblas_idamax(handle, n, dx, abs(incx), c_loc(imax)), "oxblas_idamax")
  call ok(oxblas_get_stats(handle, s1), "oxblas_get_stats")
  call expect(imax == 31338_c_int64_t, "idamax finds the planted maximum (1-based)")
  call expect_close(asum, sum(abs(x(1:len:abs(incx)))), 1d-13, 0d0, "dasum")
  call expect_close(nrm, norm2(x(1:len:abs(incx))), 1d-13, 0d0, "dnrm2")
  call expect(s1%allocations == s0%allocations .and. s1%growths == s0%growths, &
      "the user's workspace is used as it is: no allocation, no growth")
  call expect(s1%high_water <= ws_bytes, "borrows within the user's buffer")

  ! Too small for the fast algorithm: perf_degraded with the same result, or memory_error.
  call ok(oxblas_start_device_memory_size_query(handle), "start the size query")
  call expect_status(oxblas_dnrm2(handle, n, c_null_ptr, abs(incx), c_null_ptr), oxblas_status_size_increased, &
      "dnrm2 needs workspace")
  call ok(oxblas_stop_device_memory_size_query(handle, need), "stop the size query")
  call expect(need > 64, "dnrm2's workspace is larger than 64 bytes")
  call ok(oxblas_set_workspace(handle, ws, 64_c_size_t), "a 64-byte user workspace")
  small_nrm = -1
  st = oxblas_dnrm2(handle, n, dx, abs(incx), c_loc(small_nrm))
  call expect(st == oxblas_status_perf_degraded .or. st == oxblas_status_memory_error, &
      "too little workspace: perf_degraded or memory_error, got " // oxblas_status_string(st))
  if (st == oxblas_status_perf_degraded) then
    call expect_close(small_nrm, nrm, 1d-13, 0d0, "the fallback's dnrm2")
  end if
  call ok(oxblas_get_stats(handle, s0), "oxblas_get_stats")
  call expect(s0%growths == s1%growths, "a user-owned workspace never grows")

  ! Give it back: managed again; the buffer is ours to free.
  call ok(oxblas_set_workspace(handle, c_null_ptr, 0_c_size_t), "oxblas_set_workspace(null, 0)")
  call expect(logical(oxblas_is_managing_device_memory(handle)), "managed again")
  call ok(oxblas_free(ws), "oxblas_free (workspace)")

  ! A non-blocking stream (what a stream that captures graphs beside null-stream work needs).
  call expect_status(oxblas_stream_create_with_flags(strm, 2_c_int32_t), oxblas_status_invalid_value, &
      "unknown stream flags")
  call ok(oxblas_stream_create_with_flags(strm, OXBLAS_STREAM_NON_BLOCKING), "a non-blocking stream")
  call ok(oxblas_set_stream(handle, strm), "oxblas_set_stream (non-blocking)")
  small_nrm = -1
  call ok(oxblas_dnrm2(handle, n, dx, abs(incx), c_loc(small_nrm)), "oxblas_dnrm2 on it")
  call expect_close(small_nrm, nrm, 1d-13, 0d0, "dnrm2 on a non-blocking stream")
  call ok(oxblas_set_stream(handle, c_null_ptr), "back to the default stream")
  call ok(oxblas_stream_destroy(strm), "oxblas_stream_destroy")
  call ok(oxblas_free(dx), "oxblas_free")
  call ok(oxblas_destroy_handle(handle), "oxblas_destroy_handle")
  print '(a, i0, a)', "test_user_workspace: OK (", oxt_checks_done, " checks)"
end program test_user_workspace
