//! The memory an operand's arguments describe, computed without overflow (issue 13, "hostile
//! arguments").
//!
//! Every backend addresses operands with 64-bit arithmetic (`ptr + offset` in `u64`, `isize`
//! offsets on the host, `int64_t` in the kernels). An operand whose last byte lies more than
//! `i64::MAX` bytes from its first (over the whole batch) cannot be addressed: its offsets would
//! wrap around, and a kernel would touch memory the caller never described. Such a call is
//! `invalid_size` before anything runs, at every entry point (C ABI and Rust share these checks
//! through the families' `Call::validate`). The arithmetic is done in `i128` with checked
//! multiplications, so the check itself cannot overflow.

use crate::call::RoutineName;
use crate::launch::Operand;
use crate::status::{bail, Result, Status};

/// The largest byte extent an operand may have.
const MAX_BYTES: i128 = i64::MAX as i128;

/// A size from the typed Rust API (`usize`) as the `i64` the launch descriptors carry,
/// saturating: a value above `i64::MAX` becomes `i64::MAX`, which the extent checks refuse
/// (`invalid_size`) wherever it reaches memory, instead of wrapping around to a negative value.
pub(crate) fn sat(v: usize) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// Elements a vector of `n` elements with increment `inc` spans (0 when `n <= 0`).
pub(crate) fn vector_elems(n: i64, inc: i64) -> Option<i128> {
    if n <= 0 {
        return Some(0);
    }
    (n as i128 - 1)
        .checked_mul((inc as i128).abs())?
        .checked_add(1)
}

/// Elements a column-major `rows` × `cols` matrix with leading dimension `ld` spans (0 when
/// empty).
pub(crate) fn matrix_elems(rows: i64, cols: i64, ld: i64) -> Option<i128> {
    if rows <= 0 || cols <= 0 {
        return Some(0);
    }
    (cols as i128 - 1)
        .checked_mul((ld as i128).abs())?
        .checked_add(rows as i128)
}

/// Check that `what` (`elems` elements of `elem_bytes` bytes per problem, laid out as `at` says
/// over `batch` problems) is addressable; `elems` `None` means its element count overflowed.
pub(crate) fn check(
    name: RoutineName,
    what: &str,
    elems: Option<i128>,
    elem_bytes: usize,
    at: &Operand,
    batch: i64,
) -> Result<()> {
    if batch <= 0 || elems == Some(0) {
        return Ok(());
    }
    let total = elems.and_then(|e| {
        let one = e.checked_mul(elem_bytes as i128)?;
        if at.is_array {
            // The device array of `batch` pointers, and each problem on its own.
            Some(one.max((batch as i128).checked_mul(8)?))
        } else {
            (at.stride as i128)
                .abs()
                .checked_mul(elem_bytes as i128)?
                .checked_mul(batch as i128 - 1)?
                .checked_add(one)
        }
    });
    match total {
        Some(t) if t <= MAX_BYTES => Ok(()),
        _ => bail!(
            Status::InvalidSize,
            "{name}: {what} spans more than 2^63 bytes (n, increment, leading dimension, stride \
             and batch count overflow the address space)"
        ),
    }
}

/// Check `bytes_each` bytes of results for each of `batch` problems.
pub(crate) fn check_results(name: RoutineName, bytes_each: usize, batch: i64) -> Result<()> {
    if batch <= 0 || (batch as i128) * (bytes_each as i128) <= MAX_BYTES {
        return Ok(());
    }
    bail!(
        Status::InvalidSize,
        "{name}: batch count {batch} of results overflows the address space"
    )
}

/// [`check`] for a `rows` × `cols` column-major matrix operand (the common case of the
/// level-3 and solver families).
pub(crate) fn check_matrix(
    name: RoutineName,
    what: &str,
    rows: i64,
    cols: i64,
    m: &crate::launch::MatrixDesc,
    elem_bytes: usize,
    batch: i64,
) -> Result<()> {
    check(
        name,
        what,
        matrix_elems(rows, cols, m.ld),
        elem_bytes,
        &m.at,
        batch,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: RoutineName = RoutineName {
        prefix: 'd',
        base: "test",
    };

    fn one() -> Operand {
        Operand {
            addr: 64,
            stride: 0,
            is_array: false,
        }
    }

    #[test]
    fn spans_at_the_edge() {
        assert_eq!(vector_elems(0, i64::MIN), Some(0));
        assert_eq!(vector_elems(3, -2), Some(5));
        assert_eq!(vector_elems(2, i64::MIN), Some(1 + (1i128 << 63)));
        assert_eq!(matrix_elems(2, 3, 5), Some(12));
        assert_eq!(matrix_elems(0, i64::MAX, i64::MAX), Some(0));
        // 2^63 - 1 bytes is the largest accepted extent, 2^63 the smallest refused.
        let e = Some(MAX_BYTES);
        assert!(check(NAME, "x", e, 1, &one(), 1).is_ok());
        let e = Some(MAX_BYTES + 1);
        assert_eq!(
            check(NAME, "x", e, 1, &one(), 1).unwrap_err().status(),
            Status::InvalidSize
        );
        let strided = Operand {
            addr: 64,
            stride: i64::MIN,
            is_array: false,
        };
        assert!(check(NAME, "x", Some(1), 8, &strided, 1).is_ok());
        assert!(check(NAME, "x", Some(1), 8, &strided, 2).is_err());
        let array = Operand {
            addr: 64,
            stride: 0,
            is_array: true,
        };
        assert!(check(NAME, "x", Some(1), 8, &array, 1 << 59).is_ok());
        assert!(check(NAME, "x", Some(1), 8, &array, 1 << 60).is_err());
        assert!(check(NAME, "x", None, 8, &one(), 1).is_err());
        assert!(check_results(NAME, 8, (1 << 60) - 1).is_ok());
        assert!(check_results(NAME, 8, 1 << 60).is_err());
    }
}
