!> Usage pattern 3 (docs/memory-model.md, "Usage patterns"): a size query around a sequence of
!> calls (device pointers may be null while querying), a user-managed workspace of exactly the
!> size it reports, then the same sequence for real: no growth, no fallback, and results that
!> match the Fortran reference (dot_product, norm2, maxloc, a hand-written gemv).
program test_size_query
  use, intrinsic :: iso_c_binding
  use oxblas
  use oxt_checks
  implicit none
  integer(c_int64_t), parameter :: n = 100003_c_int64_t, batch = 3_c_int64_t, stride = n + 5_c_int64_t
  integer(c_int64_t), parameter :: m = 37_c_int64_t, k = 53_c_int64_t, lda = 41_c_int64_t, incy = 2_c_int64_t
  real(c_double), allocatable, target :: x(:), xb(:), a(:), gx(:), y(:), y0(:)
  real(c_double), target :: dot, norms(batch), alpha, beta
  integer(c_int64_t), target :: imax
  type(c_ptr) :: handle, dx, dxb, da, dgx, dy
  integer(c_size_t) :: need, have
  integer(c_int) :: scheme
  type(oxblas_stats) :: before, after
  integer(c_int64_t) :: seed, i, j
  real(c_double) :: want, nan

  seed = 20261123_c_int64_t
  allocate (x(n), xb(stride * batch), a(lda * k), gx(m), y(incy * (k - 1) + 1), y0(incy * (k - 1) + 1))
  call fill_random(x, seed)
  x(77777) = -3.5_c_double                  ! the largest |x_i|: idamax must find index 77777
  call fill_random(xb, seed)
  call fill_random(a, seed)
  call fill_random(gx, seed)
  call fill_random(y, seed)
  nan = transfer(-2251799813685248_c_int64_t, 1.0_c_double)   ! a quiet NaN with a payload
  do i = 2, size(y), incy
    y(i) = nan                               ! between the elements gemv may touch
  end do
  y0 = y
  alpha = 1.25_c_double
  beta = -0.5_c_double

  call ok(oxblas_create_handle(handle), "oxblas_create_handle")
  call say_backend(handle, "test_size_query")

  ! 1. the query: nothing is computed, null pointers are fine
  call ok(oxblas_start_device_memory_size_query(handle), "start the size query")
  call expect(logical(oxblas_is_device_memory_size_query(handle)), "in a size query")
  call sequence(c_null_ptr, c_null_ptr, c_null_ptr, c_null_ptr, c_null_ptr, .true.)
  call ok(oxblas_stop_device_memory_size_query(handle, need), "stop the size query")
  call expect(.not. logical(oxblas_is_device_memory_size_query(handle)), "query over")
  print '(a, i0, a)', "test_size_query: the sequence needs ", need, " bytes of workspace"
  call expect(need > 0, "the reductions need workspace")

  ! 2. preallocate exactly that: user-managed, never grows
  call ok(oxblas_set_device_memory_size(handle, need), "oxblas_set_device_memory_size")
  call ok(oxblas_get_device_memory_size(handle, have), "oxblas_get_device_memory_size")
  call expect(have == (need + 63) / 64 * 64, "the workspace holds the queried size, rounded up to 64")
  call ok(oxblas_get_device_memory_scheme(handle, scheme), "oxblas_get_device_memory_scheme")
  call expect(scheme == oxblas_memory_scheme_user_managed, "user-managed after set_device_memory_size")
  call expect(logical(oxblas_is_user_managing_device_memory(handle)), "is_user_managing")

  ! 3. the same sequence for real
  dx = to_device(x)
  dxb = to_device(xb)
  da = to_device(a)
  dgx = to_device(gx)
  dy = to_device(y)
  call ok(oxblas_get_stats(handle, before), "oxblas_get_stats")
  call sequence(dx, dxb, da, dgx, dy, .false.)
  call ok(oxblas_get_stats(handle, after), "oxblas_get_stats")
  call expect(after%growths == before%growths, "no growth")
  call expect(after%allocations == before%allocations, "no allocation")
  call expect(after%degraded_calls == before%degraded_calls, "no fallback (perf_degraded)")
  call expect(after%high_water <= have, "the borrows fit in the workspace")
  call from_device(y, dy)

  call expect_close(dot, dot_product(x, x), 1d-13, 0d0, "ddot(x, x)")
  do j = 1, batch
    call expect_close(norms(j), norm2(xb((j - 1) * stride + 1:(j - 1) * stride + n)), 1d-13, 0d0, &
        "dnrm2_strided_batched")
  end do
  call expect(imax == 77777_c_int64_t, "idamax finds the planted maximum (1-based)")
  do j = 1, k
    want = alpha * dot_product(a((j - 1) * lda + 1:(j - 1) * lda + m), gx) + beta * y0(incy * (j - 1) + 1)
    call expect_close(y(incy * (j - 1) + 1), want, 1d-13, real(m, c_double), "dgemv (transpose, incy 2)")
  end do
  do i = 2, size(y), incy
    call expect(same_bits(y(i), nan), "dgemv leaves the elements between incy apart untouched")
  end do

  call ok(oxblas_free(dx), "free")
  call ok(oxblas_free(dxb), "free")
  call ok(oxblas_free(da), "free")
  call ok(oxblas_free(dgx), "free")
  call ok(oxblas_free(dy), "free")
  call ok(oxblas_destroy_handle(handle), "oxblas_destroy_handle")
  print '(a, i0, a)', "test_size_query: OK (", oxt_checks_done, " checks)"

contains

  !> The calls of the program; in the query their statuses say whether they raised the maximum.
  subroutine sequence(px, pxb, pa, pgx, py, query)
    type(c_ptr), intent(in) :: px, pxb, pa, pgx, py
    logical, intent(in) :: query
    integer(c_int) :: st(4)
    st(1) = oxblas_ddot(handle, n, px, 1_c_int64_t, px, 1_c_int64_t, c_loc(dot))
    st(2) = oxblas_dnrm2_strided_batched(handle, n, pxb, 1_c_int64_t, stride, batch, c_loc(norms))
    st(3) = oxblas_idamax(handle, n, px, 1_c_int64_t, c_loc(imax))
    st(4) = oxblas_dgemv(handle, oxblas_operation_transpose, m, k, c_loc(alpha), pa, lda, pgx, &
        1_c_int64_t, c_loc(beta), py, incy)
    if (query) then
      call expect(all(st == oxblas_status_size_increased .or. st == oxblas_status_size_unchanged), &
          "in the query every call returns size_increased or size_unchanged")
      call expect(st(1) == oxblas_status_size_increased, "the first call that needs memory raises the maximum")
    else
      call ok(st(1), "oxblas_ddot")
      call ok(st(2), "oxblas_dnrm2_strided_batched")
      call ok(st(3), "oxblas_idamax")
      call ok(st(4), "oxblas_dgemv")
    end if
  end subroutine sequence

end program test_size_query
