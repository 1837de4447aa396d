//! Stored matrices of a level-3 descriptor as slices: where batch `b` of an operand starts and
//! how many elements a column-major matrix spans. Shared by the host gemm, gemm_ex and the
//! symmetric/Hermitian steps, whose descriptors lay operands out alike (a base with a batch
//! stride, or a host array of one address a batch entry).

use crate::launch::{MatrixDesc, Operand};

/// Where batch `b` of an operand starts.
///
/// # Safety
/// `o` describes valid memory for batch `b` (pointer arrays hold `b + 1` entries).
pub(super) unsafe fn base<T>(o: &Operand, b: usize) -> *mut T {
    if o.is_array {
        // SAFETY: the pointer array holds at least `b + 1` entries (the caller's contract).
        unsafe { *(o.addr as *const u64).add(b) as *mut T }
    } else {
        (o.addr as *mut T).wrapping_offset((b as i64 * o.stride) as isize)
    }
}

/// Elements a `rows`×`cols` column-major matrix with leading dimension `ld` spans.
pub(super) fn span(rows: usize, cols: usize, ld: usize) -> usize {
    if rows == 0 || cols == 0 {
        0
    } else {
        (cols - 1) * ld + rows
    }
}

/// The stored matrix of batch `b` as a slice (empty when it spans nothing).
///
/// # Safety
/// As [`base`], and batch `b` holds `span(rows, cols, ld)` elements.
pub(super) unsafe fn matrix<'a, T>(d: &MatrixDesc, b: usize, rows: usize, cols: usize) -> &'a [T] {
    let len = span(rows, cols, d.ld as usize);
    if len == 0 {
        return &[];
    }
    // SAFETY: the caller's contract.
    unsafe { std::slice::from_raw_parts(base::<T>(&d.at, b), len) }
}

/// As [`matrix`], writable.
///
/// # Safety
/// As [`matrix`], and nothing else refers to that memory during the call.
pub(super) unsafe fn matrix_mut<'a, T>(
    d: &MatrixDesc,
    b: usize,
    rows: usize,
    cols: usize,
) -> &'a mut [T] {
    let len = span(rows, cols, d.ld as usize);
    if len == 0 {
        return &mut [];
    }
    // SAFETY: the caller's contract.
    unsafe { std::slice::from_raw_parts_mut(base::<T>(&d.at, b), len) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_and_batch_bases() {
        assert_eq!(span(0, 5, 7), 0);
        assert_eq!(span(3, 0, 7), 0);
        assert_eq!(span(3, 4, 7), 3 * 7 + 3);
        let data: Vec<f64> = (0..40).map(f64::from).collect();
        // Strided: batch 2 starts 2·stride elements in.
        let strided = Operand {
            addr: data.as_ptr() as u64,
            stride: 13,
            is_array: false,
        };
        // SAFETY: batch 2 of a 3×2 matrix with ld 4 spans 7 elements from 26, inside `data`.
        let m = unsafe { matrix::<f64>(&MatrixDesc { at: strided, ld: 4 }, 2, 3, 2) };
        assert_eq!(m, &data[26..33]);
        // A pointer array: entry b is the matrix's address.
        let ptrs = [data.as_ptr() as u64 + 8 * 30, data.as_ptr() as u64 + 8 * 5];
        let arr = Operand {
            addr: ptrs.as_ptr() as u64,
            stride: 0,
            is_array: true,
        };
        // SAFETY: entry 1 points 5 elements in; 2×2 with ld 3 spans 5 elements.
        let m = unsafe { matrix::<f64>(&MatrixDesc { at: arr, ld: 3 }, 1, 2, 2) };
        assert_eq!(m, &data[5..10]);
        // SAFETY: nothing is spanned: no memory is touched.
        assert!(unsafe { matrix::<f64>(&MatrixDesc { at: arr, ld: 3 }, 1, 0, 2) }.is_empty());
    }
}
