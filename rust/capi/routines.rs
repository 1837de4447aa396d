//! The level-1 reductions at the C ABI: thin shells over [`crate::level1::reduce`].
//!
//! Sizes, increments, strides and batch counts are `int64_t`; `n < 0` or `batch_count < 0` →
//! `invalid_size`. Index results are `int64_t` (the `_i32` variants write `int32_t`, for
//! `rocblas_compat.h`). The handle's pointer mode says whether `result` is host or device memory.
//! In size-query mode pointers are not checked and the status is `size_increased` /
//! `size_unchanged` (spec §10).

use std::ffi::c_void;

use super::{ffi_status, with_state, OxblasHandle};
use crate::backend::DevicePtr;
use crate::handle::PointerMode;
use crate::launch::{Operand, ReduceOp, VectorDesc};
use crate::level1::{reduce, ReduceCall, ResultArg};
use crate::status::{Error, Status};
use crate::types::DType;

fn strided(p: *const c_void, stride: i64) -> Operand {
    Operand {
        addr: p as u64,
        stride,
        is_array: false,
    }
}

fn array(p: *const *const c_void) -> Operand {
    Operand {
        addr: p as u64,
        stride: 0,
        is_array: true,
    }
}

#[allow(clippy::too_many_arguments)]
unsafe fn reduce_c(
    h: *mut OxblasHandle,
    what: &str,
    op: ReduceOp,
    dtype: DType,
    n: i64,
    batch: i64,
    x: Operand,
    incx: i64,
    y: Option<(Operand, i64)>,
    result: *mut c_void,
    index_bytes: u32,
) -> Status {
    ffi_status(what, || {
        with_state(h, what, |s| {
            if n < 0 {
                return Err(Error::new(Status::InvalidSize, format!("n = {n} < 0")));
            }
            if batch < 0 {
                return Err(Error::new(
                    Status::InvalidSize,
                    format!("batch_count = {batch} < 0"),
                ));
            }
            let result = match s.h.pointer_mode() {
                PointerMode::Host => ResultArg::Host(result.cast()),
                PointerMode::Device => ResultArg::Device(DevicePtr(result as u64)),
            };
            let c = ReduceCall {
                op,
                dtype,
                n,
                batch,
                x: VectorDesc { at: x, inc: incx },
                y: y.map_or(VectorDesc::NONE, |(at, inc)| VectorDesc { at, inc }),
                result,
                index_bytes,
            };
            reduce(&mut s.h, &c)
        })
    })
}

macro_rules! dot_fns {
    ($plain:ident, $batched:ident, $strided:ident, $op:ident, $dt:ident) => {
        #[no_mangle]
        pub unsafe extern "C" fn $plain(
            h: *mut OxblasHandle,
            n: i64,
            x: *const c_void,
            incx: i64,
            y: *const c_void,
            incy: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($plain),
                ReduceOp::$op,
                DType::$dt,
                n,
                1,
                strided(x, 0),
                incx,
                Some((strided(y, 0), incy)),
                result,
                8,
            )
        }
        #[no_mangle]
        pub unsafe extern "C" fn $batched(
            h: *mut OxblasHandle,
            n: i64,
            x: *const *const c_void,
            incx: i64,
            y: *const *const c_void,
            incy: i64,
            batch_count: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($batched),
                ReduceOp::$op,
                DType::$dt,
                n,
                batch_count,
                array(x),
                incx,
                Some((array(y), incy)),
                result,
                8,
            )
        }
        #[no_mangle]
        pub unsafe extern "C" fn $strided(
            h: *mut OxblasHandle,
            n: i64,
            x: *const c_void,
            incx: i64,
            stridex: i64,
            y: *const c_void,
            incy: i64,
            stridey: i64,
            batch_count: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($strided),
                ReduceOp::$op,
                DType::$dt,
                n,
                batch_count,
                strided(x, stridex),
                incx,
                Some((strided(y, stridey), incy)),
                result,
                8,
            )
        }
    };
}

macro_rules! single_fns {
    ($plain:ident, $batched:ident, $strided:ident, $op:ident, $dt:ident, $ib:expr) => {
        #[no_mangle]
        pub unsafe extern "C" fn $plain(
            h: *mut OxblasHandle,
            n: i64,
            x: *const c_void,
            incx: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($plain),
                ReduceOp::$op,
                DType::$dt,
                n,
                1,
                strided(x, 0),
                incx,
                None,
                result,
                $ib,
            )
        }
        #[no_mangle]
        pub unsafe extern "C" fn $batched(
            h: *mut OxblasHandle,
            n: i64,
            x: *const *const c_void,
            incx: i64,
            batch_count: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($batched),
                ReduceOp::$op,
                DType::$dt,
                n,
                batch_count,
                array(x),
                incx,
                None,
                result,
                $ib,
            )
        }
        #[no_mangle]
        pub unsafe extern "C" fn $strided(
            h: *mut OxblasHandle,
            n: i64,
            x: *const c_void,
            incx: i64,
            stridex: i64,
            batch_count: i64,
            result: *mut c_void,
        ) -> Status {
            reduce_c(
                h,
                stringify!($strided),
                ReduceOp::$op,
                DType::$dt,
                n,
                batch_count,
                strided(x, stridex),
                incx,
                None,
                result,
                $ib,
            )
        }
    };
}

dot_fns!(
    oxblas_sdot,
    oxblas_sdot_batched,
    oxblas_sdot_strided_batched,
    Dot,
    F32
);
dot_fns!(
    oxblas_ddot,
    oxblas_ddot_batched,
    oxblas_ddot_strided_batched,
    Dot,
    F64
);
dot_fns!(
    oxblas_cdot,
    oxblas_cdot_batched,
    oxblas_cdot_strided_batched,
    Dot,
    C32
);
dot_fns!(
    oxblas_zdot,
    oxblas_zdot_batched,
    oxblas_zdot_strided_batched,
    Dot,
    C64
);
dot_fns!(
    oxblas_cdotu,
    oxblas_cdotu_batched,
    oxblas_cdotu_strided_batched,
    Dot,
    C32
);
dot_fns!(
    oxblas_cdotc,
    oxblas_cdotc_batched,
    oxblas_cdotc_strided_batched,
    Dotc,
    C32
);
dot_fns!(
    oxblas_zdotu,
    oxblas_zdotu_batched,
    oxblas_zdotu_strided_batched,
    Dot,
    C64
);
dot_fns!(
    oxblas_zdotc,
    oxblas_zdotc_batched,
    oxblas_zdotc_strided_batched,
    Dotc,
    C64
);
single_fns!(
    oxblas_sasum,
    oxblas_sasum_batched,
    oxblas_sasum_strided_batched,
    Asum,
    F32,
    8
);
single_fns!(
    oxblas_dasum,
    oxblas_dasum_batched,
    oxblas_dasum_strided_batched,
    Asum,
    F64,
    8
);
single_fns!(
    oxblas_scasum,
    oxblas_scasum_batched,
    oxblas_scasum_strided_batched,
    Asum,
    C32,
    8
);
single_fns!(
    oxblas_dzasum,
    oxblas_dzasum_batched,
    oxblas_dzasum_strided_batched,
    Asum,
    C64,
    8
);
single_fns!(
    oxblas_snrm2,
    oxblas_snrm2_batched,
    oxblas_snrm2_strided_batched,
    Nrm2,
    F32,
    8
);
single_fns!(
    oxblas_dnrm2,
    oxblas_dnrm2_batched,
    oxblas_dnrm2_strided_batched,
    Nrm2,
    F64,
    8
);
single_fns!(
    oxblas_scnrm2,
    oxblas_scnrm2_batched,
    oxblas_scnrm2_strided_batched,
    Nrm2,
    C32,
    8
);
single_fns!(
    oxblas_dznrm2,
    oxblas_dznrm2_batched,
    oxblas_dznrm2_strided_batched,
    Nrm2,
    C64,
    8
);
single_fns!(
    oxblas_isamax,
    oxblas_isamax_batched,
    oxblas_isamax_strided_batched,
    Iamax,
    F32,
    8
);
single_fns!(
    oxblas_isamax_i32,
    oxblas_isamax_batched_i32,
    oxblas_isamax_strided_batched_i32,
    Iamax,
    F32,
    4
);
single_fns!(
    oxblas_idamax,
    oxblas_idamax_batched,
    oxblas_idamax_strided_batched,
    Iamax,
    F64,
    8
);
single_fns!(
    oxblas_idamax_i32,
    oxblas_idamax_batched_i32,
    oxblas_idamax_strided_batched_i32,
    Iamax,
    F64,
    4
);
single_fns!(
    oxblas_icamax,
    oxblas_icamax_batched,
    oxblas_icamax_strided_batched,
    Iamax,
    C32,
    8
);
single_fns!(
    oxblas_icamax_i32,
    oxblas_icamax_batched_i32,
    oxblas_icamax_strided_batched_i32,
    Iamax,
    C32,
    4
);
single_fns!(
    oxblas_izamax,
    oxblas_izamax_batched,
    oxblas_izamax_strided_batched,
    Iamax,
    C64,
    8
);
single_fns!(
    oxblas_izamax_i32,
    oxblas_izamax_batched_i32,
    oxblas_izamax_strided_batched_i32,
    Iamax,
    C64,
    4
);
single_fns!(
    oxblas_isamin,
    oxblas_isamin_batched,
    oxblas_isamin_strided_batched,
    Iamin,
    F32,
    8
);
single_fns!(
    oxblas_isamin_i32,
    oxblas_isamin_batched_i32,
    oxblas_isamin_strided_batched_i32,
    Iamin,
    F32,
    4
);
single_fns!(
    oxblas_idamin,
    oxblas_idamin_batched,
    oxblas_idamin_strided_batched,
    Iamin,
    F64,
    8
);
single_fns!(
    oxblas_idamin_i32,
    oxblas_idamin_batched_i32,
    oxblas_idamin_strided_batched_i32,
    Iamin,
    F64,
    4
);
single_fns!(
    oxblas_icamin,
    oxblas_icamin_batched,
    oxblas_icamin_strided_batched,
    Iamin,
    C32,
    8
);
single_fns!(
    oxblas_icamin_i32,
    oxblas_icamin_batched_i32,
    oxblas_icamin_strided_batched_i32,
    Iamin,
    C32,
    4
);
single_fns!(
    oxblas_izamin,
    oxblas_izamin_batched,
    oxblas_izamin_strided_batched,
    Iamin,
    C64,
    8
);
single_fns!(
    oxblas_izamin_i32,
    oxblas_izamin_batched_i32,
    oxblas_izamin_strided_batched_i32,
    Iamin,
    C64,
    4
);
