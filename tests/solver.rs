//! The solver (getrf, getf2, getrf_npvt, getrs, laswp, potrf, potf2, potrs) on every backend
//! present, checked by residuals computed here in complex f64 (‖PA − LU‖₁/(n‖A‖₁ε),
//! ‖op(A)X − B‖₁/(‖A‖₁‖X‖₁nε), ‖A − LLᴴ‖₁/(n‖A‖₁ε)), by pivots against an unblocked
//! partial-pivoting LU written here (compared up to the first column whose two largest
//! candidates are within rounding of each other), by `info` on singular and indefinite inputs,
//! and, for a GPU backend, against the host backend's results. Random non-zero data, odd sizes,
//! leading dimensions above the rows with NaN padding checked bit for bit, plain, strided (NaN
//! between entries) and pointer-array batches; the memory model: query = borrow for the
//! seed's getrf → getrs, the half-size fallback (`perf_degraded`, same results up to
//! rounding), `memory_error` with nothing written.

#![allow(clippy::too_many_arguments, clippy::needless_range_loop)]

#[path = "common/mod.rs"]
mod common;

use common::capi::{default_handle, download, release, upload};
use common::{bits, devices, eps, fresh_host, nan, user_managed_handle, Batch, Rng};
use oxblas::solver::{Matrices, MatricesMut};
use oxblas::{
    Complex32, Complex64, DType, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut,
    Handle, Scalar, Status, Transpose, Uplo,
};

/// The GPU devices among [`devices`] (none without one): for the tests that capture graphs
/// (the host backend does not) and the timing tools.
fn gpus() -> Vec<Device> {
    devices()
        .into_iter()
        .filter(|d| d.kind() != oxblas::BackendKind::Host)
        .collect()
}

/// Residuals above this many units (the ratios above) fail. LAPACK's own tests use 30.
const THRESH: f64 = 60.0;

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

const LAYOUTS: [Batch; 3] = [Batch::Plain, Batch::Strided(3), Batch::Pointers(2)];

/// Run `f` on `data` (`count` entries `stride` apart) uploaded in `batch`'s form, and copy
/// what the device holds afterwards back into `data`.
fn with_mut<T: Scalar, R>(
    dev: &Device,
    batch: Batch,
    data: &mut [T],
    stride: usize,
    f: impl FnOnce(MatricesMut<'_, '_, T>) -> oxblas::Result<R>,
) -> oxblas::Result<R> {
    match batch {
        Batch::Plain | Batch::Strided(_) => {
            let mut buf = dev.upload(data)?;
            let r = {
                let mut s = buf.as_mut_slice();
                let m = if batch == Batch::Plain {
                    MatricesMut::One(&mut s)
                } else {
                    MatricesMut::Strided {
                        c: &mut s,
                        stride,
                        count: batch.count(),
                    }
                };
                f(m)
            };
            data.copy_from_slice(&buf.to_vec()?);
            r
        }
        Batch::Pointers(cnt) => {
            let mut bufs: Vec<DeviceBuffer<T>> = (0..cnt)
                .map(|b| dev.upload(&data[b * stride..(b + 1) * stride]).unwrap())
                .collect();
            let r = {
                let views: Vec<_> = bufs.iter_mut().map(|b| b.as_mut_slice()).collect();
                let mut pa = DevicePointerArrayMut::new(dev.backend(), views)?;
                f(MatricesMut::Pointers(&mut pa))
            };
            for (b, buf) in bufs.iter().enumerate() {
                data[b * stride..(b + 1) * stride].copy_from_slice(&buf.to_vec()?);
            }
            r
        }
    }
}

/// Run `f` with `data` uploaded read-only in `batch`'s form.
fn with_ref<T: Scalar, R>(
    dev: &Device,
    batch: Batch,
    data: &[T],
    stride: usize,
    f: impl FnOnce(Matrices<'_, T>) -> oxblas::Result<R>,
) -> oxblas::Result<R> {
    match batch {
        Batch::Plain => {
            let buf = dev.upload(data)?;
            f(Matrices::One(buf.as_slice()))
        }
        Batch::Strided(cnt) => {
            let buf = dev.upload(data)?;
            f(Matrices::Strided {
                a: buf.as_slice(),
                stride,
                count: cnt,
            })
        }
        Batch::Pointers(cnt) => {
            let bufs: Vec<DeviceBuffer<T>> = (0..cnt)
                .map(|b| dev.upload(&data[b * stride..(b + 1) * stride]).unwrap())
                .collect();
            let views: Vec<_> = bufs.iter().map(|b| b.as_slice()).collect();
            let pa = DevicePointerArray::new(dev.backend(), &views)?;
            f(Matrices::Pointers(&pa))
        }
    }
}

/// The results of one factorization call: the matrices, pivots and info as the device left them.
struct Factored<T> {
    a: Vec<T>,
    ipiv: Vec<i32>,
    info: Vec<i32>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Lu {
    Getrf,
    Getf2,
    Npvt,
}

/// getrf-family call on `count` entries of `a0` (`stride` apart, ld `lda`), pivots `stride_p`
/// apart (poisoned with -7 first), info poisoned with 99.
fn run_lu<T: Scalar>(
    dev: &Device,
    h: &mut Handle,
    kind: Lu,
    m: usize,
    n: usize,
    lda: usize,
    batch: Batch,
    a0: &[T],
    stride: usize,
    stride_p: usize,
) -> oxblas::Result<Factored<T>> {
    let cnt = batch.count();
    let mut a = a0.to_vec();
    let np = ((cnt - 1) * stride_p + m.min(n)).max(1);
    let mut ipiv = dev.upload(&vec![-7i32; np])?;
    let mut info = dev.upload(&vec![99i32; cnt])?;
    with_mut(dev, batch, &mut a, stride, |am| {
        let (mut p, mut i) = (ipiv.as_mut_slice(), info.as_mut_slice());
        match kind {
            Lu::Getrf => h.getrf(m, n, am, lda, &mut p, stride_p, &mut i),
            Lu::Getf2 => h.getf2(m, n, am, lda, &mut p, stride_p, &mut i),
            Lu::Npvt => h.getrf_npvt(m, n, am, lda, &mut i),
        }
    })?;
    Ok(Factored {
        a,
        ipiv: ipiv.to_vec()?,
        info: info.to_vec()?,
    })
}

fn norm1(m: usize, n: usize, f: impl Fn(usize, usize) -> Complex64) -> f64 {
    (0..n)
        .map(|j| (0..m).map(|i| f(i, j).norm()).sum::<f64>())
        .fold(0.0, f64::max)
}

/// ‖P·A − L·U‖₁ / (n·‖A‖₁·ε) of one entry (`ipiv` None: no pivoting).
fn lu_residual<T: Scalar>(
    m: usize,
    n: usize,
    a0: &[T],
    lda: usize,
    f: &[T],
    ipiv: Option<&[i32]>,
) -> f64 {
    let mn = m.min(n);
    let mut pa: Vec<Complex64> = (0..lda * n).map(|i| c(a0[i])).collect();
    if let Some(p) = ipiv {
        for i in 0..mn {
            let r = p[i] as usize - 1;
            assert!(r >= i && r < m, "pivot {} of row {i} out of range", p[i]);
            for j in 0..n {
                pa.swap(i + j * lda, r + j * lda);
            }
        }
    }
    // P·A − L·U in place, column by column: column j of U scales L's columns (unit diagonal),
    // so every inner loop runs down a column (the tests' larger orders take seconds, not
    // minutes, on the host that checks a GPU's results).
    for j in 0..n {
        let col = &mut pa[j * lda..j * lda + m];
        let kmax = if mn == 0 { 0 } else { j.min(mn - 1) + 1 };
        for k in 0..kmax {
            let u = c(f[k + j * lda]);
            col[k] -= u;
            for (x, l) in col[k + 1..]
                .iter_mut()
                .zip(&f[k * lda + k + 1..k * lda + m])
            {
                *x -= c(*l) * u;
            }
        }
    }
    let diff = norm1(m, n, |i, j| pa[i + j * lda]);
    let an = norm1(m, n, |i, j| c(a0[i + j * lda])).max(f64::MIN_POSITIVE);
    diff / (n.max(1) as f64 * an * eps(T::DTYPE))
}

/// Pivots of an unblocked partial-pivoting LU in complex f64, up to (excluding) the first
/// column whose two largest candidates are within `margin` (relative) of each other.
fn reference_pivots<T: Scalar>(m: usize, n: usize, a0: &[T], lda: usize, margin: f64) -> Vec<i32> {
    let mut a: Vec<Complex64> = (0..lda * n).map(|i| c(a0[i])).collect();
    let abs1 = |z: Complex64| z.re.abs() + z.im.abs();
    let mut out = Vec::new();
    for j in 0..m.min(n) {
        let mut order: Vec<usize> = (j..m).collect();
        order.sort_by(|&x, &y| abs1(a[y + j * lda]).total_cmp(&abs1(a[x + j * lda])));
        let best = abs1(a[order[0] + j * lda]);
        if order.len() > 1 && best - abs1(a[order[1] + j * lda]) <= margin * best {
            break;
        }
        let p = (j..m)
            .find(|&i| abs1(a[i + j * lda]) == best)
            .expect("a largest candidate");
        out.push(p as i32 + 1);
        for k in 0..n {
            a.swap(j + k * lda, p + k * lda);
        }
        let piv = a[j + j * lda];
        if piv == Complex64::new(0.0, 0.0) {
            continue;
        }
        for i in j + 1..m {
            let l = a[i + j * lda] / piv;
            a[i + j * lda] = l;
            for k in j + 1..n {
                let u = a[j + k * lda];
                a[i + k * lda] -= l * u;
            }
        }
    }
    out
}

fn margin(dtype: DType, n: usize) -> f64 {
    1e3 * n as f64 * eps(dtype)
}

/// Padding rows (`m..lda`) and the gap after each entry (`lda·n..stride`) still hold NaN.
fn check_untouched<T: Scalar>(
    what: &str,
    got: &[T],
    m: usize,
    n: usize,
    lda: usize,
    stride: usize,
    cnt: usize,
) {
    for b in 0..cnt {
        for j in 0..n {
            for i in m..lda {
                let v = got[b * stride + i + j * lda];
                assert_eq!(
                    bits(v),
                    bits(nan::<T>()),
                    "{what}: padding ({i}, {j}) of entry {b}"
                );
            }
        }
        for k in lda * n..stride {
            assert_eq!(
                bits(got[b * stride + k]),
                bits(nan::<T>()),
                "{what}: gap {k} of entry {b}"
            );
        }
    }
}

/// `cnt` random m×n entries with ld `lda`, `stride` apart, NaN in padding and gaps.
fn random_entries<T: Scalar>(
    rng: &mut Rng,
    m: usize,
    n: usize,
    lda: usize,
    stride: usize,
    cnt: usize,
) -> Vec<T> {
    let mut a = vec![nan::<T>(); stride * cnt];
    for b in 0..cnt {
        for j in 0..n {
            for i in 0..m {
                a[b * stride + i + j * lda] = rng.value::<T>();
            }
        }
    }
    a
}

/// Normwise relative difference of two results.
fn rel_diff<T: Scalar>(x: &[T], y: &[T]) -> f64 {
    let (mut d, mut s) = (0.0f64, 0.0f64);
    for (a, b) in x.iter().zip(y) {
        let (a, b) = (c(*a), c(*b));
        if a.re.is_nan() && b.re.is_nan() {
            continue;
        }
        d = d.max((a - b).norm());
        s = s.max(b.norm());
    }
    d / s.max(f64::MIN_POSITIVE)
}

/// The factorization on `dev` checked by its residual and pivots; on a GPU also against the
/// host backend's (same pivots, factors equal up to rounding).
fn lu_case<T: Scalar>(dev: &Device, rng: &mut Rng, kind: Lu, m: usize, n: usize, batch: Batch) {
    let what = format!(
        "{}{kind:?} {m}x{n} {batch:?} on {:?}",
        T::DTYPE.prefix(),
        dev.kind()
    );
    let lda = m + 2;
    let stride = lda * n + 5;
    let cnt = batch.count();
    let stride_p = m.min(n) + 3;
    let mut a0 = random_entries::<T>(rng, m, n, lda, stride, cnt);
    if kind == Lu::Npvt {
        // Diagonally dominant: no pivoting needed.
        for b in 0..cnt {
            for i in 0..m.min(n) {
                a0[b * stride + i * (lda + 1)] = T::from_c64(Complex64::new(4.0 * n as f64, 0.0));
            }
        }
    }
    let mut h = Handle::with_device(dev).unwrap();
    let got = run_lu(dev, &mut h, kind, m, n, lda, batch, &a0, stride, stride_p).unwrap();
    assert_eq!(h.last_status(), Status::Success, "{what}");
    check_untouched(&what, &got.a, m, n, lda, stride, cnt);
    for b in 0..cnt {
        assert_eq!(got.info[b], 0, "{what}: info of entry {b}");
        let e0 = &a0[b * stride..b * stride + lda * n];
        let f = &got.a[b * stride..b * stride + lda * n];
        let p = &got.ipiv[b * stride_p..b * stride_p + m.min(n)];
        let res = lu_residual(m, n, e0, lda, f, (kind != Lu::Npvt).then_some(p));
        assert!(res < THRESH, "{what}: entry {b}: residual {res}");
        if kind != Lu::Npvt {
            let want = reference_pivots(m, n, e0, lda, margin(T::DTYPE, n));
            assert_eq!(&p[..want.len()], &want[..], "{what}: pivots of entry {b}");
            // Between entries, the pivot array is not written.
            if b + 1 < cnt {
                for k in m.min(n)..stride_p {
                    assert_eq!(got.ipiv[b * stride_p + k], -7, "{what}: ipiv gap");
                }
            }
        }
    }
    if dev.kind() != oxblas::BackendKind::Host {
        let host = Device::host();
        let mut hh = Handle::with_device(&host).unwrap();
        let want = run_lu(
            &host, &mut hh, kind, m, n, lda, batch, &a0, stride, stride_p,
        )
        .unwrap();
        assert_eq!(got.info, want.info, "{what}: info vs host");
        let d = rel_diff(&got.a, &want.a);
        assert!(
            d < 1e3 * n as f64 * eps(T::DTYPE),
            "{what}: factors vs host differ by {d}"
        );
    }
}

fn lu_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x10 + T::DTYPE.size() as u64);
    for (m, n) in [
        (1, 1),
        (5, 3),
        (3, 5),
        (32, 32),
        (31, 17),
        (17, 32),
        (37, 37),
        (70, 45),
        (45, 70),
        (130, 130),
    ] {
        for batch in LAYOUTS {
            lu_case::<T>(dev, &mut rng, Lu::Getrf, m, n, batch);
        }
    }
    lu_case::<T>(dev, &mut rng, Lu::Getf2, 67, 67, Batch::Strided(2));
    lu_case::<T>(dev, &mut rng, Lu::Npvt, 90, 90, Batch::Plain);
    lu_case::<T>(dev, &mut rng, Lu::Npvt, 33, 20, Batch::Pointers(3));
    lu_case::<T>(dev, &mut rng, Lu::Npvt, 20, 20, Batch::Strided(3));
    lu_case::<T>(dev, &mut rng, Lu::Getf2, 29, 29, Batch::Pointers(2));
}

#[test]
fn getrf_residuals_pivots_and_layouts() {
    for dev in devices() {
        lu_all::<f32>(&dev);
        lu_all::<f64>(&dev);
        lu_all::<Complex32>(&dev);
        lu_all::<Complex64>(&dev);
    }
}

/// The residual checks themselves: small for the host backend's factors, above the threshold
/// once one element of a factor is off by 1e-6 of the matrix's scale (LU: a multiplier below
/// the diagonal, Cholesky: an element of each triangle's factor), so every residual assertion
/// of this file can fail.
#[test]
fn residual_checks_reject_a_wrong_factor() {
    let dev = Device::host();
    let mut rng = Rng::new(0x5e5);
    let (m, n, lda) = (70, 61, 73);
    let a0 = random_entries::<f64>(&mut rng, m, n, lda, lda * n, 1);
    let mut h = Handle::with_device(&dev).unwrap();
    let mut got = run_lu(&dev, &mut h, Lu::Getrf, m, n, lda, Batch::Plain, &a0, 0, n).unwrap();
    let good = lu_residual(m, n, &a0, lda, &got.a, Some(&got.ipiv));
    assert!(good < 1.0, "getrf residual {good}");
    got.a[40 + 7 * lda] += 1e-6;
    let bad = lu_residual(m, n, &a0, lda, &got.a, Some(&got.ipiv));
    assert!(bad > THRESH, "perturbed LU: residual {bad}");
    for uplo in [Uplo::Lower, Uplo::Upper] {
        let n = 150;
        let a0 = hpd_entries::<Complex64>(&mut rng, uplo, n, n, n * n, 1);
        let (mut f, info) = run_potrf(&dev, &mut h, uplo, n, n, Batch::Plain, &a0, n * n).unwrap();
        assert_eq!(info, vec![0]);
        let good = chol_residual(uplo, n, &a0, n, &f);
        assert!(good < 1.0, "{uplo:?} potrf residual {good}");
        // Row 90, column 20 of L (lower), or of U = Lᴴ's stored triangle (upper).
        let at = if uplo == Uplo::Lower {
            90 + 20 * n
        } else {
            20 + 90 * n
        };
        f[at] += Complex64::new(0.0, 1e-6 * n as f64);
        let bad = chol_residual(uplo, n, &a0, n, &f);
        assert!(bad > THRESH, "{uplo:?} perturbed Cholesky: residual {bad}");
    }
}

#[test]
fn getrf_large_against_the_residual_bound() {
    for dev in devices() {
        let mut rng = Rng::new(77);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 300, 300, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 150, 170, Batch::Plain);
    }
}

/// An f64 m×n getrf whose column `zero_col` is zero: info names it, nothing turns NaN (the
/// padding rows beyond m stay NaN: untouched), the residual is small, and the pivots and
/// factors are the host's.
fn zero_column_case(dev: &Device, rng: &mut Rng, m: usize, n: usize, lda: usize, zero_col: usize) {
    let what = format!("zero column {zero_col} of {m}x{n} on {:?}", dev.kind());
    let (a0, got, want) = getrf_with_column(dev, rng, m, n, lda, zero_col, 0.0);
    assert_eq!(got.info, vec![zero_col as i32 + 1], "{what}: info");
    let finite = got
        .a
        .iter()
        .enumerate()
        .all(|(k, v)| k % lda >= m || v.is_finite());
    assert!(finite, "{what}: NaN");
    let res = lu_residual(m, n, &a0, lda, &got.a, Some(&got.ipiv));
    assert!(res < THRESH, "{what}: residual {res}");
    assert_eq!(got.ipiv, want.ipiv, "{what}: pivots vs host");
    assert!(rel_diff(&got.a, &want.a) < 1e3 * n as f64 * eps(DType::F64));
}

/// A random f64 m×n matrix (ld `lda`) whose column `col` is `value` in every row, and its
/// getrf on `dev` and on the host: (the matrix, the device's factors, the host's).
fn getrf_with_column(
    dev: &Device,
    rng: &mut Rng,
    m: usize,
    n: usize,
    lda: usize,
    col: usize,
    value: f64,
) -> (Vec<f64>, Factored<f64>, Factored<f64>) {
    let mut a0 = random_entries::<f64>(rng, m, n, lda, lda * n, 1);
    for i in 0..m {
        a0[i + col * lda] = value;
    }
    let run = |d: &Device| {
        let mut h = Handle::with_device(d).unwrap();
        run_lu(d, &mut h, Lu::Getrf, m, n, lda, Batch::Plain, &a0, 0, n).unwrap()
    };
    let (got, want) = (run(dev), run(&Device::host()));
    (a0, got, want)
}

/// Tall single matrices: on a GPU their panels are spread over many blocks (one per 32 rows,
/// up to the multiprocessors; `plan::lu_node`), with one grid-wide barrier per column; the
/// pivots, factors and info must be the one-block kernel's (the host's).
#[test]
fn tall_panels_spread_over_blocks() {
    for dev in devices() {
        let mut rng = Rng::new(0x5a);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 1100, 200, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 5000, 64, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 2000, 70, Batch::Plain);
        lu_case::<Complex32>(&dev, &mut rng, Lu::Getrf, 640, 129, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 700, 90, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getf2, 800, 60, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Npvt, 600, 600, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 260, 400, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 900, 100, Batch::Pointers(1));
        // sm_90's cluster panels at their tallest: 16 blocks of 512 f64 rows by 48 columns
        // (207 KiB of shared memory each; warp 0 keeps 16 rows a lane), 512 f32 rows by 64,
        // 188 c64 rows by 40; one row more a block (8200, 9000 rows) is the grid-wide panel's.
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 8192, 48, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 8200, 48, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 8192, 64, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 9000, 64, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 3000, 40, Batch::Plain);
        // Blocks of 129-256 and 257-384 rows, where warp 0 keeps 8 and 12 rows a lane: f64 at
        // 188 rows a block, f32 at 257, c32 at 163 (and 5000 x 64 above: f64 at 313).
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 3000, 64, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 4100, 64, Batch::Plain);
        lu_case::<Complex32>(&dev, &mut rng, Lu::Getrf, 2600, 50, Batch::Plain);
        // c64 at 12 and 16 rows a lane, where two pivot warps share them (375 and 512 rows a
        // block), also without pivoting (313 rows a block: every step takes the row at its
        // logical position).
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 6000, 32, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 8192, 24, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Npvt, 5000, 20, Batch::Plain);

        // A zero column inside a spread panel.
        zero_column_case(&dev, &mut rng, 700, 120, 703, 77);
    }
}

/// Single matrices of order (`min(m, n)`) 128 to 1024 (at most 1024 rows): on an H200 one
/// launch of the resident LU (`plan::lu_resident`): column blocks of 8 (c64: 4) dealt out to up
/// to one block a multiprocessor, each block's columns in its shared memory from the first
/// load to the last store, each panel handed to the others through global memory. The seed
/// example's 1024 × 1024 and the low end (192 × 210, s 150 × 128); wide (163 column blocks
/// on 132 blocks: two for some, and columns right of min(m, n) that only get their rows of U);
/// tall; every type (c64: 151 column blocks); npvt; a pointer array of one; a zero column
/// (info, no NaN, the host's pivots); a NaN column (the host's pivots and NaN; the resident
/// LU's column without a candidate). getf2 and a zero column in a last, partial, panel run
/// the recursion by default; the GPU runner runs this test again with `OXBLAS_LU_RESIDENT=1`
/// (every case resident, as the solver's other LU tests: NaN rows, singular batches' single
/// entries) and with `OXBLAS_LU_RESIDENT=0` (every case by the recursion).
#[test]
fn resident_lu_whole_matrices() {
    for dev in devices() {
        let mut rng = Rng::new(0x7e5);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 1024, 1024, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 900, 1300, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 1024, 700, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 777, 777, Batch::Plain);
        lu_case::<Complex32>(&dev, &mut rng, Lu::Getrf, 513, 400, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 600, 601, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Npvt, 700, 700, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getf2, 301, 299, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 400, 400, Batch::Pointers(1));
        zero_column_case(&dev, &mut rng, 900, 900, 905, 413);
        zero_column_case(&dev, &mut rng, 300, 259, 301, 257);
        nan_column_case(&dev, &mut rng, 512, 512, 515, 301);
        nan_column_case(&dev, &mut rng, 777, 700, 777, 8);
        // The low end of the default range (plan::RESIDENT_MIN, 128): a wide f64 and a tall f32.
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 192, 210, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 150, 128, Batch::Plain);
    }
}

/// Matrices of a few column blocks: with `OXBLAS_LU_RESIDENT=1` (the GPU runner's
/// solver-resident pass) the resident LU runs them on 2 to 5 blocks, so that the panels a
/// block takes by their streams (NVIDIA: up to the three before its own, each owned by
/// another block) are one, two and three, and the last panel is partial; by default they run
/// the recursion. Every type, tall and wide, compared with the host.
#[test]
fn resident_lu_small_grids() {
    for dev in devices() {
        let mut rng = Rng::new(0x5a11);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 1024, 9, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 300, 24, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 517, 32, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 700, 37, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 20, 40, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Npvt, 200, 30, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 400, 20, Batch::Plain);
        lu_case::<Complex32>(&dev, &mut rng, Lu::Getrf, 301, 16, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 260, 12, Batch::Plain);
    }
}

/// A column of NaN (every row): from it on no value of the column is a candidate, so each
/// pivot is its own row (the host's getf2 keeps row j when |a(j, j)| is NaN), the multipliers
/// and everything right of the column below it turn NaN, and info stays 0 (NaN is not zero).
/// The resident LU takes row j from its holder behind a second barrier there (its rows are
/// interchanged by label); pivots, info and where NaN lands must be the host's, and the finite
/// values its up to rounding.
fn nan_column_case(dev: &Device, rng: &mut Rng, m: usize, n: usize, lda: usize, nan_col: usize) {
    let what = format!("NaN column {nan_col} of {m}x{n} on {:?}", dev.kind());
    let (_, got, want) = getrf_with_column(dev, rng, m, n, lda, nan_col, f64::NAN);
    assert_eq!(got.info, want.info, "{what}: info vs host");
    assert_eq!(got.info, vec![0], "{what}: info");
    assert_eq!(got.ipiv, want.ipiv, "{what}: pivots vs host");
    for j in nan_col..m.min(n) {
        assert_eq!(
            got.ipiv[j],
            j as i32 + 1,
            "{what}: pivot {j} after the NaN column"
        );
    }
    let nan_at = |a: &[f64]| -> Vec<usize> {
        (0..lda * n)
            .filter(|&k| k % lda < m && a[k].is_nan())
            .collect()
    };
    let (g, w) = (nan_at(&got.a), nan_at(&want.a));
    assert_eq!(g.len(), w.len(), "{what}: NaN count vs host");
    assert!(g == w, "{what}: NaN positions vs host");
    assert!(
        g.contains(&(m - 1 + (n - 1) * lda)),
        "{what}: the last element is not NaN"
    );
    assert!(
        !g.contains(&(nan_col - 1 + (nan_col - 1) * lda)),
        "{what}: U before the column"
    );
    assert!(
        rel_diff(&got.a, &want.a) < 1e3 * n as f64 * eps(DType::F64),
        "{what}: values"
    );
}

/// Real panels of at most 256 rows of one matrix: on a GPU one block factors each, a row a
/// thread (`plan::LuNode::Rows`), in shared memory. The largest (256×64, the seed example's last
/// panels), odd shapes, the recursion's splits into such panels, getf2, npvt and a pointer
/// array of one; a zero column sets info with every value finite and the host's pivots.
#[test]
fn one_block_panels() {
    for dev in devices() {
        let mut rng = Rng::new(0x6b);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 256, 64, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 255, 63, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 33, 17, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 256, 256, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 211, 150, Batch::Pointers(1));
        lu_case::<f64>(&dev, &mut rng, Lu::Getf2, 130, 64, Batch::Plain);
        lu_case::<f64>(&dev, &mut rng, Lu::Npvt, 256, 64, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 256, 64, Batch::Plain);
        lu_case::<f32>(&dev, &mut rng, Lu::Getrf, 97, 81, Batch::Plain);

        zero_column_case(&dev, &mut rng, 256, 64, 259, 37);
    }
}

/// A NaN row in a spread panel is never a pivot, and never hides its neighbours: with NaN in
/// column 0 of the first row of every 64-row slab after the first (a NaN multiplier: the row is
/// NaN from then on; the others are not touched by it), every finite multiplier of partial
/// pivoting is at most 1. (sm_90's
/// cluster panel used to take such a NaN as the best of its f32 lane in registers and drop the
/// lane's real candidate: a smaller pivot and multipliers above 1. The portable panels, the
/// kernels AMD runs, had the same fault in `better`: the GPU runner of scripts/gpu-bundle.sh
/// runs this test again with `OXBLAS_LU_PANEL_PORTABLE=1`, which found it.)
#[test]
fn nan_rows_hide_no_pivot() {
    fn case<T: Scalar>(dev: &Device, m: usize, n: usize) {
        let what = format!(
            "{}getrf {m}x{n} with NaN rows on {:?}",
            T::DTYPE.prefix(),
            dev.kind()
        );
        let lda = m + 1;
        let mut rng = Rng::new(0x4e + m as u64);
        let mut a0 = random_entries::<T>(&mut rng, m, n, lda, lda * n, 1);
        for i in (64..m).step_by(64) {
            a0[i] = nan::<T>();
        }
        let mut h = Handle::with_device(dev).unwrap();
        let got = run_lu(dev, &mut h, Lu::Getrf, m, n, lda, Batch::Plain, &a0, 0, n).unwrap();
        assert_eq!(got.info, vec![0], "{what}: info");
        let bound = 1.0 + 8.0 * eps(T::DTYPE);
        for j in 0..n {
            for i in j + 1..m {
                let l = c(got.a[i + j * lda]);
                if l.re.is_finite() {
                    assert!(
                        l.re.abs() <= bound,
                        "{what}: |l({i}, {j})| = {} > 1",
                        l.re.abs()
                    );
                }
            }
        }
    }
    for dev in devices() {
        // sm_90: clusters of 8 and 16 blocks of 64 rows (2 a lane of warp 0), 5 blocks of 60;
        // 16 blocks of 128 and 256 rows (4 and 8 a lane, the 16-a-lane kernel).
        for m in [512, 1000, 300, 2048, 4096] {
            case::<f32>(&dev, m, 64);
            case::<f64>(&dev, m, 64);
        }
    }
}

/// getrf with look-ahead (one matrix of order above 1024: panels of 256 factored on the
/// handle's lane): every check of `lu_case` (residual, pivots against the reference, the host's
/// factors on a GPU); then on one matrix the recursion's factor (the lane turned off; on a GPU
/// also what a captured call runs) equals the lane's up to rounding with the same pivots, the
/// lane turned on again gives its factor bit for bit, and a zero column in the second panel
/// sets info to it with every value finite. 1100 = four panels of 256 and one of 76; 1300×1030
/// tall, a last panel of 6; 1030×1400 wide: the columns right of the last panel get their rows
/// of U. On an H200 the resident LU factors the trailing matrix from the first panel boundary
/// where it has at most 1024 rows (256, 512 for 1300×1030), as one step of the handle's stream.
fn lu_lanes<T: Scalar>(dev: &Device, kind: Lu, m: usize, n: usize) {
    let what = format!(
        "{}{kind:?} look-ahead {m}x{n} on {:?}",
        T::DTYPE.prefix(),
        dev.kind()
    );
    let mut rng = Rng::new(0x1a + m as u64);
    lu_case::<T>(dev, &mut rng, kind, m, n, Batch::Plain);
    let (lda, k) = (m + 1, m.min(n));
    let mut a0 = random_entries::<T>(&mut rng, m, n, lda, lda * n, 1);
    if kind == Lu::Npvt {
        for i in 0..k {
            a0[i * (lda + 1)] = T::from_c64(Complex64::new(4.0 * n as f64, 0.0));
        }
    }
    let mut h = Handle::with_device(dev).unwrap();
    assert!(h.lookahead(), "{what}: on by default");
    let run =
        |h: &mut Handle, a0: &[T]| run_lu(dev, h, kind, m, n, lda, Batch::Plain, a0, 0, k).unwrap();
    let lane = run(&mut h, &a0);
    h.set_lookahead(false);
    let one = run(&mut h, &a0);
    h.set_lookahead(true);
    let again = run(&mut h, &a0);
    for (f, how) in [(&lane, "lane"), (&one, "one stream")] {
        assert_eq!(f.info, vec![0], "{what}: {how}: info");
        let p = (kind != Lu::Npvt).then_some(&f.ipiv[..]);
        let res = lu_residual(m, n, &a0, lda, &f.a, p);
        assert!(res < THRESH, "{what}: {how}: residual {res}");
    }
    assert_eq!(lane.ipiv, one.ipiv, "{what}: pivots, lane vs one stream");
    let d = rel_diff(&lane.a, &one.a);
    assert!(
        d < 1e3 * n as f64 * eps(T::DTYPE),
        "{what}: lane vs one stream {d}"
    );
    let b = |v: &[T]| v.iter().map(|x| bits(*x)).collect::<Vec<_>>();
    assert!(
        b(&lane.a) == b(&again.a) && lane.ipiv == again.ipiv,
        "{what}: the lane turned on again differs"
    );
    if kind == Lu::Npvt {
        return;
    }
    // A zero column in the second panel: info names it; no NaN anywhere.
    let zero_col = 300.min(k - 1);
    for i in 0..m {
        a0[i + zero_col * lda] = T::from_c64(Complex64::new(0.0, 0.0));
    }
    let f = run(&mut h, &a0);
    assert_eq!(f.info, vec![zero_col as i32 + 1], "{what}: zero column");
    let finite =
        f.a.iter()
            .enumerate()
            .all(|(i, v)| i % lda >= m || c(*v).norm().is_finite());
    assert!(finite, "{what}: zero column: non-finite values");
    let res = lu_residual(m, n, &a0, lda, &f.a, Some(&f.ipiv));
    assert!(res < THRESH, "{what}: zero column: residual {res}");
}

#[test]
fn getrf_lookahead_lane_matches_one_stream() {
    for dev in devices() {
        lu_lanes::<f64>(&dev, Lu::Getrf, 1100, 1100);
        lu_lanes::<f32>(&dev, Lu::Getrf, 1300, 1030);
        lu_lanes::<Complex32>(&dev, Lu::Getf2, 1030, 1400);
        lu_lanes::<f64>(&dev, Lu::Npvt, 1100, 1050);
    }
    // On an H200 the resident LU takes the trailing matrix once it has at most 1024 rows (at
    // 256 in the cases above: one panel on the lane): here after four panels on the lane, with
    // the zero column in the second, and for z; OXBLAS_LU_RESIDENT=0 (the runner's
    // solver-recursion pass) keeps every panel on the lane.
    for dev in gpus() {
        lu_lanes::<f64>(&dev, Lu::Getrf, 1800, 1800);
        // z: the tail's column blocks of 4, two a block on an H200 (the kernel that does not
        // stream).
        lu_lanes::<Complex64>(&dev, Lu::Getrf, 1100, 1060);
        // From order 2048 (lu::WORKER_MIN) the updates run on the lane's worker where the
        // device has one (an H200: a stream that spares a cluster's multiprocessors), joined
        // back before the tail (from 1280 here) and the return.
        lu_lanes::<f64>(&dev, Lu::Getrf, 2100, 2080);
    }
    // The lane's waits on a private host backend: the lane for the handle's stream at the start
    // and before each later panel, the handle's stream for each panel (1100: 5 panels, 10
    // waits); none with it off, nor at order 1024 (the recursion).
    let (hb, dev) = fresh_host();
    let mut rng = Rng::new(0x1c);
    for (n, on, want) in [(1100, true, 10), (1100, false, 0), (1024, true, 0)] {
        let a0 = random_entries::<f64>(&mut rng, n, n, n, n * n, 1);
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_lookahead(on);
        let c0 = hb.counters();
        let f = run_lu(&dev, &mut h, Lu::Getrf, n, n, n, Batch::Plain, &a0, 0, n).unwrap();
        assert_eq!(f.info, vec![0]);
        let waits = hb.counters().event_waits - c0.event_waits;
        assert_eq!(waits, want, "order {n}, lane {on}");
    }
}

#[test]
fn pivots_take_the_first_largest_cabs1() {
    // Column 0 holds |re| + |im| = 3 at rows 1, 2 and 4 (complex: 1+2i, -3, 2-1i): the first.
    for dev in devices() {
        let mut h = Handle::with_device(&dev).unwrap();
        let col = [
            Complex64::new(1.0, 1.0),
            Complex64::new(1.0, 2.0),
            Complex64::new(-3.0, 0.0),
            Complex64::new(0.5, 0.0),
            Complex64::new(2.0, -1.0),
        ];
        let mut a = vec![Complex64::new(0.0, 0.0); 25];
        let mut rng = Rng::new(5);
        for j in 0..5 {
            for i in 0..5 {
                a[i + 5 * j] = if j == 0 { col[i] } else { rng.value() };
            }
        }
        let got = run_lu(&dev, &mut h, Lu::Getrf, 5, 5, 5, Batch::Plain, &a, 25, 5).unwrap();
        assert_eq!(got.ipiv[0], 2, "first of the tied largest |re|+|im|");
        // Real: -3 at row 3 ties 3 at row 5: row 3.
        let ar: Vec<f64> = (0..25)
            .map(|k| {
                if k < 5 {
                    [1.0, 2.0, -3.0, 0.5, 3.0][k]
                } else {
                    rng.nonzero()
                }
            })
            .collect();
        let got = run_lu(&dev, &mut h, Lu::Getrf, 5, 5, 5, Batch::Plain, &ar, 25, 5).unwrap();
        assert_eq!(got.ipiv[0], 3);
    }
}

/// ‖op(A)·X − B‖₁ / (‖A‖₁·‖X‖₁·n·ε) of one entry.
fn solve_residual<T: Scalar>(
    trans: Transpose,
    n: usize,
    nrhs: usize,
    a: &[T],
    lda: usize,
    x: &[T],
    b: &[T],
    ldb: usize,
) -> f64 {
    let op = |i: usize, k: usize| -> Complex64 {
        match trans {
            Transpose::N => c(a[i + k * lda]),
            Transpose::T => c(a[k + i * lda]),
            Transpose::C => c(a[k + i * lda]).conj(),
        }
    };
    let diff = norm1(n, nrhs, |i, j| {
        let mut s = Complex64::new(0.0, 0.0);
        for k in 0..n {
            s += op(i, k) * c(x[k + j * ldb]);
        }
        s - c(b[i + j * ldb])
    });
    let an = norm1(n, n, |i, j| c(a[i + j * lda]));
    let xn = norm1(n, nrhs, |i, j| c(x[i + j * ldb]));
    diff / (an * xn * n as f64 * eps(T::DTYPE)).max(f64::MIN_POSITIVE)
}

/// getrf then getrs on `a0`; returns the solution and checks its residual.
fn solve_case<T: Scalar>(
    dev: &Device,
    h: &mut Handle,
    a0: &[T],
    n: usize,
    nrhs: usize,
    trans: Transpose,
    batch: Batch,
    seed: u64,
    what: &str,
) -> Vec<T> {
    let rng = &mut Rng::new(seed);
    let lda = n + 1;
    let stride = lda * n + 3;
    let ldb = n + 2;
    let sb = ldb * nrhs + 4;
    let cnt = batch.count();
    let sp = n + 1;
    let f = run_lu(dev, h, Lu::Getrf, n, n, lda, batch, a0, stride, sp).unwrap();
    let b0 = random_entries::<T>(rng, n, nrhs, ldb, sb, cnt);
    let mut x = b0.clone();
    let ipiv = dev.upload(&f.ipiv).unwrap();
    with_ref(dev, batch, &f.a, stride, |am| {
        with_mut(dev, batch, &mut x, sb, |bm| {
            h.getrs(trans, n, nrhs, am, lda, ipiv.as_slice(), sp, bm, ldb)
        })
    })
    .unwrap();
    check_untouched(what, &x, n, nrhs, ldb, sb, cnt);
    for b in 0..cnt {
        let r = solve_residual(
            trans,
            n,
            nrhs,
            &a0[b * stride..],
            lda,
            &x[b * sb..],
            &b0[b * sb..],
            ldb,
        );
        assert!(r < THRESH, "{what}: entry {b}: residual {r}");
    }
    x
}

fn getrs_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x20 + T::DTYPE.size() as u64);
    for (n, nrhs) in [(1, 1), (9, 3), (70, 1), (130, 7)] {
        for trans in [Transpose::N, Transpose::T, Transpose::C] {
            for batch in LAYOUTS {
                let what = format!(
                    "{}getrs {n} nrhs {nrhs} {trans:?} {batch:?}",
                    T::DTYPE.prefix()
                );
                let lda = n + 1;
                let a0 = random_entries::<T>(&mut rng, n, n, lda, lda * n + 3, batch.count());
                let mut h = Handle::with_device(dev).unwrap();
                let seed = rng.next_u64();
                let x = solve_case(dev, &mut h, &a0, n, nrhs, trans, batch, seed, &what);
                assert_eq!(h.last_status(), Status::Success, "{what}");
                if dev.kind() != oxblas::BackendKind::Host {
                    let host = Device::host();
                    let mut hh = Handle::with_device(&host).unwrap();
                    let y = solve_case(&host, &mut hh, &a0, n, nrhs, trans, batch, seed, &what);
                    let d = rel_diff(&x, &y);
                    assert!(d < 1e4 * n as f64 * eps(T::DTYPE), "{what}: vs host {d}");
                }
            }
        }
    }
}

#[test]
fn getrs_residuals_every_trans_and_layout() {
    for dev in devices() {
        getrs_all::<f32>(&dev);
        getrs_all::<f64>(&dev);
        getrs_all::<Complex32>(&dev);
        getrs_all::<Complex64>(&dev);
    }
}

/// getrs with one right-hand side, op(A) = A, of one matrix of order up to 1024: on sm_90 one
/// launch (`plan::getrs_fused`): a thread-block cluster of ceil(n / 64) blocks, a row block
/// each (a partial last one at odd orders), every row's source under the interchanges found by
/// walking the pivots back, every hand-off pushed into the next blocks' shared memory. Orders
/// at the row blocks' edges, one block, the full 16; every type; B's padding untouched
/// (`solve_case`), the residual bound, and the host's result. Order 1025 takes the launches.
/// The GPU runner runs this test again with `OXBLAS_GETRS_FUSED=block` (the one-block kernel
/// the cluster falls back to) and `OXBLAS_GETRS_FUSED=0` (the launches).
#[test]
fn getrs_one_vector_one_launch() {
    for dev in devices() {
        let mut rng = Rng::new(0x9e7);
        for n in [1, 2, 63, 64, 65, 129, 200, 447, 640, 1000, 1024, 1025] {
            getrs_vector_case::<f64>(&dev, &mut rng, n);
        }
        for n in [1, 64, 333, 1024] {
            getrs_vector_case::<f32>(&dev, &mut rng, n);
            getrs_vector_case::<Complex32>(&dev, &mut rng, n);
            getrs_vector_case::<Complex64>(&dev, &mut rng, n);
        }
    }
}

fn getrs_vector_case<T: Scalar>(dev: &Device, rng: &mut Rng, n: usize) {
    let what = format!(
        "{}getrs {n} one vector on {:?}",
        T::DTYPE.prefix(),
        dev.kind()
    );
    let lda = n + 1;
    let a0 = random_entries::<T>(rng, n, n, lda, lda * n + 3, 1);
    let seed = rng.next_u64();
    let mut h = Handle::with_device(dev).unwrap();
    let x = solve_case(
        dev,
        &mut h,
        &a0,
        n,
        1,
        Transpose::N,
        Batch::Plain,
        seed,
        &what,
    );
    assert_eq!(h.last_status(), Status::Success, "{what}");
    if dev.kind() != oxblas::BackendKind::Host {
        let host = Device::host();
        let mut hh = Handle::with_device(&host).unwrap();
        let y = solve_case(
            &host,
            &mut hh,
            &a0,
            n,
            1,
            Transpose::N,
            Batch::Plain,
            seed,
            &what,
        );
        let d = rel_diff(&x, &y);
        assert!(d < 1e4 * n as f64 * eps(T::DTYPE), "{what}: vs host {d}");
    }
}

/// Singular entries: a zero column k gives info = k + 1 exactly (the column stays zero through
/// the elimination), the factorization is still completed (finite, residual bound), and the
/// other entries of the batch are the same as when factored alone.
/// Orders up to 32 run the one-warp kernel, larger ones the one-block kernel.
fn singular<T: Scalar>(dev: &Device, n: usize, zero_col: usize) {
    let mut rng = Rng::new(0x30 + T::DTYPE.size() as u64);
    let lda = n + 1;
    let stride = lda * n;
    // The no-pivoting case's order.
    let k = if n > 32 { 40 } else { 24 };
    for batch in [Batch::Strided(3), Batch::Pointers(3)] {
        let what = format!("{}getrf {n} singular {batch:?}", T::DTYPE.prefix());
        let mut a0 = random_entries::<T>(&mut rng, n, n, lda, stride, 3);
        for i in 0..n {
            a0[stride + i + zero_col * lda] = T::from_c64(Complex64::new(0.0, 0.0));
        }
        let mut h = Handle::with_device(dev).unwrap();
        let got = run_lu(dev, &mut h, Lu::Getrf, n, n, lda, batch, &a0, stride, n).unwrap();
        assert_eq!(got.info, vec![0, zero_col as i32 + 1, 0], "{what}");
        for b in 0..3 {
            let f = &got.a[b * stride..(b + 1) * stride];
            assert!(
                f.iter()
                    .enumerate()
                    .all(|(k, v)| k % lda == n || c(*v).norm().is_finite()),
                "{what}: non-finite values in entry {b}"
            );
            let res = lu_residual(
                n,
                n,
                &a0[b * stride..],
                lda,
                f,
                Some(&got.ipiv[b * n..(b + 1) * n]),
            );
            assert!(res < THRESH, "{what}: entry {b}: residual {res}");
        }
        for b in [0, 2] {
            let one = &a0[b * stride..(b + 1) * stride];
            let alone = run_lu(
                dev,
                &mut h,
                Lu::Getrf,
                n,
                n,
                lda,
                Batch::Plain,
                one,
                stride,
                n,
            )
            .unwrap();
            assert_eq!(
                alone.ipiv,
                got.ipiv[b * n..(b + 1) * n],
                "{what}: entry {b}"
            );
            let d = rel_diff(&alone.a, &got.a[b * stride..(b + 1) * stride]);
            assert!(
                d < 1e2 * eps(T::DTYPE),
                "{what}: entry {b} differs from alone by {d}"
            );
        }
        // A singular diagonal without pivoting: info is the first zero of U's diagonal.
        let mut d0 = random_entries::<T>(&mut rng, k, k, k, k * k, 1);
        for i in 0..k {
            d0[i * (k + 1)] = T::from_c64(Complex64::new(100.0, 0.0));
        }
        d0[0] = T::from_c64(Complex64::new(0.0, 0.0));
        for j in 1..k {
            d0[j * k] = T::from_c64(Complex64::new(0.0, 0.0));
        }
        let got = run_lu(dev, &mut h, Lu::Npvt, k, k, k, Batch::Plain, &d0, k * k, k).unwrap();
        assert_eq!(got.info, vec![1], "{what}: npvt");
        assert!(
            got.a.iter().all(|v| c(*v).norm().is_finite()),
            "{what}: npvt NaN"
        );
    }
}

#[test]
fn singular_entries_report_info_and_leave_the_others_alone() {
    for dev in devices() {
        for (n, zero_col) in [(90, 70), (30, 21)] {
            singular::<f32>(&dev, n, zero_col);
            singular::<f64>(&dev, n, zero_col);
            singular::<Complex32>(&dev, n, zero_col);
            singular::<Complex64>(&dev, n, zero_col);
        }
    }
}

/// An ill-conditioned matrix (two columns equal up to `delta`): LU is still backward stable and
/// getrs's residual stays within the bound.
fn ill_conditioned<T: Scalar>(dev: &Device, delta: f64) {
    let mut rng = Rng::new(0x40);
    let n = 100;
    let lda = n + 1;
    let mut a0 = random_entries::<T>(&mut rng, n, n, lda, lda * n + 3, 1);
    for i in 0..n {
        let v = c(a0[i + 3 * lda]) + Complex64::new(delta * rng.signed_unit(), 0.0);
        a0[i + 17 * lda] = T::from_c64(v);
    }
    let mut h = Handle::with_device(dev).unwrap();
    let what = format!("{}ill-conditioned", T::DTYPE.prefix());
    let f = run_lu(
        dev,
        &mut h,
        Lu::Getrf,
        n,
        n,
        lda,
        Batch::Plain,
        &a0,
        lda * n + 3,
        n,
    )
    .unwrap();
    let res = lu_residual(n, n, &a0, lda, &f.a, Some(&f.ipiv));
    assert!(res < THRESH, "{what}: LU residual {res}");
    for trans in [Transpose::N, Transpose::C] {
        solve_case(dev, &mut h, &a0, n, 2, trans, Batch::Plain, 9, &what);
    }
}

#[test]
fn ill_conditioned_matrices_stay_backward_stable() {
    for dev in devices() {
        ill_conditioned::<f64>(&dev, 1e-11);
        ill_conditioned::<Complex64>(&dev, 1e-11);
        ill_conditioned::<f32>(&dev, 1e-5);
        ill_conditioned::<Complex32>(&dev, 1e-5);
    }
}

/// `cnt` Hermitian positive definite entries (B·Bᴴ + n·I), NaN in the other triangle, padding
/// and gaps.
fn hpd_entries<T: Scalar>(
    rng: &mut Rng,
    uplo: Uplo,
    n: usize,
    lda: usize,
    stride: usize,
    cnt: usize,
) -> Vec<T> {
    let mut a = vec![nan::<T>(); stride * cnt];
    let mut col = vec![Complex64::new(0.0, 0.0); n];
    for e in 0..cnt {
        let b: Vec<Complex64> = (0..n * n).map(|_| c(rng.value::<T>())).collect();
        for j in 0..n {
            // B·Bᴴ's stored rows of column j, its terms in the order of k: every inner loop
            // runs down a column of B.
            let (lo, hi) = match uplo {
                Uplo::Lower => (j, n),
                Uplo::Upper => (0, j + 1),
            };
            let part = &mut col[lo..hi];
            part.fill(Complex64::new(0.0, 0.0));
            for k in 0..n {
                let bj = b[j + k * n].conj();
                for (s, x) in part.iter_mut().zip(&b[k * n + lo..k * n + hi]) {
                    *s += *x * bj;
                }
            }
            for (i, s) in (lo..hi).zip(part.iter()) {
                let s = if i == j {
                    Complex64::new(s.re + n as f64, 0.0)
                } else {
                    *s
                };
                a[e * stride + i + j * lda] = T::from_c64(s);
            }
        }
    }
    a
}

fn run_potrf<T: Scalar>(
    dev: &Device,
    h: &mut Handle,
    uplo: Uplo,
    n: usize,
    lda: usize,
    batch: Batch,
    a0: &[T],
    stride: usize,
) -> oxblas::Result<(Vec<T>, Vec<i32>)> {
    let mut a = a0.to_vec();
    let mut info = dev.upload(&vec![99i32; batch.count()])?;
    with_mut(dev, batch, &mut a, stride, |am| {
        h.potrf(uplo, n, am, lda, &mut info.as_mut_slice())
    })?;
    Ok((a, info.to_vec()?))
}

/// ‖A − L·Lᴴ‖₁/(n‖A‖₁ε) (or Uᴴ·U) of one entry, A Hermitian from its stored triangle.
fn chol_residual<T: Scalar>(uplo: Uplo, n: usize, a0: &[T], lda: usize, f: &[T]) -> f64 {
    let full = |x: &[T], i: usize, j: usize| -> Complex64 {
        let lower = uplo == Uplo::Lower;
        if (i >= j) == lower || i == j {
            c(x[i + j * lda])
        } else {
            c(x[j + i * lda]).conj()
        }
    };
    // L (L = Uᴴ for upper) dense, then A − L·Lᴴ column by column: column j's terms scale L's
    // columns, so every inner loop runs down a column.
    let mut l = vec![Complex64::new(0.0, 0.0); n * n];
    for k in 0..n {
        for i in k..n {
            l[i + k * n] = match uplo {
                Uplo::Lower => c(f[i + k * lda]),
                Uplo::Upper => c(f[k + i * lda]).conj(),
            };
        }
    }
    let mut d: Vec<Complex64> = (0..n * n)
        .map(|e| full(a0, e % n.max(1), e / n.max(1)))
        .collect();
    for j in 0..n {
        let col = &mut d[j * n..(j + 1) * n];
        for k in 0..=j {
            let b = l[j + k * n].conj();
            for (x, y) in col[k..].iter_mut().zip(&l[k * n + k..(k + 1) * n]) {
                *x -= *y * b;
            }
        }
    }
    let diff = norm1(n, n, |i, j| d[i + j * n]);
    let an = norm1(n, n, |i, j| full(a0, i, j));
    diff / (n as f64 * an * eps(T::DTYPE))
}

/// potrf's factors `f` of the entries `a0` (`stride` apart; one `info` value each): info 0,
/// the elements the call must not touch (NaN in `a0`: the other triangle, padding, gaps) bit
/// for bit, and each entry's residual.
fn check_factor<T: Scalar>(
    what: &str,
    uplo: Uplo,
    n: usize,
    lda: usize,
    stride: usize,
    a0: &[T],
    f: &[T],
    info: &[i32],
) {
    assert_eq!(info, vec![0; info.len()], "{what}");
    for (k, (x, y)) in f.iter().zip(a0).enumerate() {
        if c(*y).re.is_nan() {
            assert_eq!(bits(*x), bits(*y), "{what}: element {k} written");
        }
    }
    for b in 0..info.len() {
        let r = chol_residual(uplo, n, &a0[b * stride..], lda, &f[b * stride..]);
        assert!(r < THRESH, "{what}: entry {b}: residual {r}");
    }
}

/// Factor random Hermitian positive definite entries and check the factor: `success`, info 0,
/// the other triangle, padding and gaps untouched (NaN, bit for bit), the residuals, and on a
/// GPU the host backend's factor. Returns the handle, the factors and the inputs.
#[allow(clippy::too_many_arguments)]
fn factor_and_check<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    uplo: Uplo,
    n: usize,
    lda: usize,
    stride: usize,
    batch: Batch,
    what: &str,
) -> (Handle, Vec<T>, Vec<T>) {
    let cnt = batch.count();
    let a0 = hpd_entries::<T>(rng, uplo, n, lda, stride, cnt);
    let mut h = Handle::with_device(dev).unwrap();
    let (f, info) = run_potrf(dev, &mut h, uplo, n, lda, batch, &a0, stride).unwrap();
    assert_eq!(h.last_status(), Status::Success, "{what}");
    check_factor(what, uplo, n, lda, stride, &a0, &f, &info);
    if dev.kind() != oxblas::BackendKind::Host {
        let host = Device::host();
        let mut hh = Handle::with_device(&host).unwrap();
        let (g, _) = run_potrf(&host, &mut hh, uplo, n, lda, batch, &a0, stride).unwrap();
        let d = rel_diff(&f, &g);
        assert!(d < 1e3 * n as f64 * eps(T::DTYPE), "{what}: vs host {d}");
    }
    (h, f, a0)
}

fn potrf_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x50 + T::DTYPE.size() as u64);
    for uplo in [Uplo::Lower, Uplo::Upper] {
        // 65 and 128: one inverting leaf (f32, f64, c32); 129: a node whose second half is
        // one column (the upper solve has one right-hand side); 150, 256, 301: solves on the
        // leaves' inverses, short last leaves.
        for n in [1, 5, 32, 33, 64, 65, 128, 129, 150, 256, 301] {
            for batch in LAYOUTS {
                let what = format!("{}potrf {uplo:?} {n} {batch:?}", T::DTYPE.prefix());
                let (lda, stride, cnt) = (n + 2, (n + 2) * n + 3, batch.count());
                let (mut h, f, a0) =
                    factor_and_check::<T>(dev, &mut rng, uplo, n, lda, stride, batch, &what);
                // potrs on the factor.
                let nrhs = 3;
                let ldb = n + 1;
                let sb = ldb * nrhs + 2;
                let b0 = random_entries::<T>(&mut rng, n, nrhs, ldb, sb, cnt);
                let mut x = b0.clone();
                with_ref(dev, batch, &f, stride, |am| {
                    with_mut(dev, batch, &mut x, sb, |bm| {
                        h.potrs(uplo, n, nrhs, am, lda, bm, ldb)
                    })
                })
                .unwrap();
                check_untouched(&what, &x, n, nrhs, ldb, sb, cnt);
                for b in 0..cnt {
                    let full: Vec<T> = (0..lda * n)
                        .map(|k| {
                            let (i, j) = (k % lda, k / lda);
                            if i >= n {
                                return T::default();
                            }
                            let lower = uplo == Uplo::Lower;
                            if (i >= j) == lower || i == j {
                                a0[b * stride + k]
                            } else {
                                T::from_c64(c(a0[b * stride + j + i * lda]).conj())
                            }
                        })
                        .collect();
                    let r = solve_residual(
                        Transpose::N,
                        n,
                        nrhs,
                        &full,
                        lda,
                        &x[b * sb..],
                        &b0[b * sb..],
                        ldb,
                    );
                    assert!(r < THRESH, "{what}: potrs entry {b}: residual {r}");
                }
            }
        }
    }
}

#[test]
fn potrf_and_potrs_residuals_triangles_and_layouts() {
    for dev in devices() {
        potrf_all::<f32>(&dev);
        potrf_all::<f64>(&dev);
        potrf_all::<Complex32>(&dev);
        potrf_all::<Complex64>(&dev);
    }
}

/// potrf borrows exactly what the size query reports (the recursion's largest solve and rank-k
/// update nested in its plan; the update block for pointer arrays), and with one byte less it
/// runs the left-looking fallback: `perf_degraded`, the same factor up to rounding.
fn potrf_query_case<T: Scalar>(dev: &Device, uplo: Uplo, n: usize, batch: Batch) {
    let what = format!("{}potrf query {uplo:?} {n} {batch:?}", T::DTYPE.prefix());
    let mut rng = Rng::new(0x90 + n as u64);
    let lda = n + 1;
    let stride = lda * n + 5;
    let cnt = batch.count();
    let a0 = hpd_entries::<T>(&mut rng, uplo, n, lda, stride, cnt);
    let mut q = Handle::with_device(dev).unwrap();
    q.start_device_memory_size_query().unwrap();
    let e = run_potrf(dev, &mut q, uplo, n, lda, batch, &a0, stride).unwrap_err();
    assert_eq!(e.status(), Status::SizeIncreased, "{what}");
    let need = q.stop_device_memory_size_query().unwrap();
    assert!(need > 0, "{what}: the fast path wants workspace");
    let mut full = user_managed_handle(dev, need);
    let (f, info) = run_potrf(dev, &mut full, uplo, n, lda, batch, &a0, stride).unwrap();
    assert_eq!(full.last_status(), Status::Success, "{what}");
    assert_eq!(full.stats().high_water, need, "{what}: query == borrow");
    assert_eq!(info, vec![0; cnt], "{what}");
    for b in 0..cnt {
        let r = chol_residual(uplo, n, &a0[b * stride..], lda, &f[b * stride..]);
        assert!(r < THRESH, "{what}: entry {b}: residual {r}");
    }
    let mut short = Handle::with_device(dev).unwrap();
    short
        .set_workspace(dev.alloc::<u8>(need - 1).unwrap())
        .unwrap();
    let (g, info) = run_potrf(dev, &mut short, uplo, n, lda, batch, &a0, stride).unwrap();
    assert_eq!(short.last_status(), Status::PerfDegraded, "{what}");
    assert_eq!(info, vec![0; cnt], "{what}");
    let d = rel_diff(&f, &g);
    assert!(
        d < 1e3 * n as f64 * eps(T::DTYPE),
        "{what}: degraded vs fast {d}"
    );
}

#[test]
fn potrf_query_equals_borrow_and_one_byte_short_degrades() {
    for dev in devices() {
        potrf_query_case::<f64>(&dev, Uplo::Lower, 517, Batch::Plain);
        // Look-ahead (order above 1024): the lane's rank-k slots and the square product.
        potrf_query_case::<f64>(&dev, Uplo::Upper, 1090, Batch::Plain);
        // The handle's rank-k slots sized by the largest left-looking update (k = 1024).
        potrf_query_case::<f64>(&dev, Uplo::Lower, 1600, Batch::Plain);
        potrf_query_case::<f32>(&dev, Uplo::Upper, 300, Batch::Strided(2));
        potrf_query_case::<Complex64>(&dev, Uplo::Upper, 161, Batch::Plain);
        potrf_query_case::<Complex32>(&dev, Uplo::Lower, 200, Batch::Pointers(2));
    }
}

/// A minor that is not positive: info names it, the columns before it are those of the
/// positive definite matrix's factor, and the other batch entries are unaffected. Order 100
/// fails inside one leaf; order 300 inside the second of three leaves, whose solves on the
/// leaf's inverse (f32, f64, c32) still finish the columns before the failing one.
fn indefinite<T: Scalar>(dev: &Device, n: usize, k: usize) {
    let mut rng = Rng::new(0x60);
    let lda = n;
    let stride = lda * n;
    for uplo in [Uplo::Lower, Uplo::Upper] {
        let what = format!("{}potrf indefinite {uplo:?} {n} at {k}", T::DTYPE.prefix());
        let good = hpd_entries::<T>(&mut rng, uplo, n, lda, stride, 3);
        let mut bad = good.clone();
        bad[stride + k * (lda + 1)] = T::from_c64(Complex64::new(-1e4, 0.0));
        let mut h = Handle::with_device(dev).unwrap();
        let (f, info) =
            run_potrf(dev, &mut h, uplo, n, lda, Batch::Strided(3), &bad, stride).unwrap();
        let (g, ginfo) =
            run_potrf(dev, &mut h, uplo, n, lda, Batch::Strided(3), &good, stride).unwrap();
        assert_eq!(ginfo, vec![0, 0, 0], "{what}");
        assert_eq!(info, vec![0, k as i32 + 1, 0], "{what}");
        for b in [0, 2] {
            let s = b * stride..(b + 1) * stride;
            assert_eq!(
                f[s.clone()].iter().map(|v| bits(*v)).collect::<Vec<_>>(),
                g[s].iter().map(|v| bits(*v)).collect::<Vec<_>>(),
                "{what}: entry {b}"
            );
        }
        // Columns (lower) / rows (upper) before k of the failing entry are final.
        let mut worst = 0.0f64;
        for j in 0..k {
            for i in j..n {
                let idx = match uplo {
                    Uplo::Lower => i + j * lda,
                    Uplo::Upper => j + i * lda,
                };
                let (x, y) = (c(f[stride + idx]), c(g[stride + idx]));
                worst = worst.max((x - y).norm() / y.norm().max(1.0));
            }
        }
        assert!(
            worst < 1e3 * eps(T::DTYPE),
            "{what}: leading columns differ by {worst}"
        );
    }
}

#[test]
fn indefinite_entries_report_the_failing_minor() {
    for dev in devices() {
        for (n, k) in [(100, 70), (300, 200), (600, 530)] {
            indefinite::<f64>(&dev, n, k);
            indefinite::<Complex32>(&dev, n, k);
            indefinite::<Complex64>(&dev, n, k);
        }
        // f64's tensor-core leaf: failures in the second leaf's first column, its last, and
        // inside its first 32-column panel.
        for (n, k) in [(300, 128), (300, 255), (300, 140)] {
            indefinite::<f64>(&dev, n, k);
        }
        // Look-ahead (order above 1024): the failure inside the second panel's second leaf,
        // two panels after it.
        indefinite::<f64>(&dev, 1100, 700);
    }
}

/// LAPACK's dlaswp, written out.
fn ref_laswp<T: Copy>(
    a: &mut [T],
    lda: usize,
    n: usize,
    k1: usize,
    k2: usize,
    ipiv: &[i32],
    incp: i64,
) {
    let step = incp.unsigned_abs() as usize;
    let rows: Vec<usize> = if incp > 0 {
        (k1..=k2).collect()
    } else {
        (k1..=k2).rev().collect()
    };
    for i in rows {
        let p = ipiv[k1 - 1 + (i - k1) * step] as usize;
        for j in 0..n {
            a.swap(i - 1 + j * lda, p - 1 + j * lda);
        }
    }
}

/// One pivot (k1 = k2) never steps, so any increment is valid, `i64::MIN` too: negating it to
/// find the first pivot of a backward sweep overflowed (a panic, caught at the C ABI as
/// `internal_error`; the fuzzer's finding of 2026-11-26, its input is in the corpus).
#[test]
fn laswp_one_pivot_takes_any_increment() {
    for dev in devices() {
        let (m, n, lda) = (5, 3, 6);
        let a0: Vec<f64> = (0..lda * n).map(|i| i as f64 + 0.5).collect();
        let mut h = Handle::with_device(&dev).unwrap();
        for incp in [i64::MIN, i64::MIN + 1, -(1 << 40), -1, 1, 1 << 40, i64::MAX] {
            let k = 2;
            let ipiv = [0i32, 5];
            let mut want = a0.clone();
            ref_laswp(&mut want, lda, n, k, k, &ipiv, incp);
            assert_ne!(want, a0, "the reference swaps rows 2 and 5");
            let mut buf = dev.upload(&a0).unwrap();
            let p = dev.upload(&ipiv).unwrap();
            h.laswp(n, &mut buf.as_mut_slice(), lda, k, k, p.as_slice(), incp)
                .unwrap_or_else(|e| panic!("laswp k1 = k2 = {k}, incp = {incp}: {e}"));
            assert_eq!(buf.to_vec().unwrap(), want, "incp = {incp} (m = {m})");
        }
    }
}

#[test]
fn laswp_matches_lapack_in_both_directions() {
    for dev in devices() {
        let mut rng = Rng::new(0x70);
        let mut h = Handle::with_device(&dev).unwrap();
        // The GPU applies interchanges 64 at a time, 16 columns a block: one chunk, several
        // (with rows interchanged again in later chunks), several column blocks, one column.
        // Up to 8 columns and more than 64 interchanges: one block, 128 interchanges a chunk
        // (the first five cases: whole and partial chunks, increments of 2 and -2, backwards;
        // the fifth has 9 columns, the kernel above).
        let cases: [(usize, usize, usize, usize, usize, i64); 15] = [
            (1100, 1, 1100, 1, 1024, 1),
            (1100, 8, 1103, 5, 1000, 2),
            (900, 3, 901, 2, 700, -1),
            (900, 8, 900, 1, 129, -2),
            (900, 9, 900, 1, 300, 1),
            (30, 7, 33, 1, 30, 1),
            (30, 7, 33, 3, 20, -1),
            (30, 7, 33, 2, 12, 2),
            (30, 7, 33, 5, 9, -3),
            (300, 37, 301, 1, 250, 1),
            (300, 37, 301, 10, 290, -1),
            (300, 37, 301, 5, 140, 2),
            (300, 1, 300, 1, 300, 1),
            (300, 1, 300, 1, 200, -1),
            (200, 18, 205, 64, 130, 1),
        ];
        for (m, n, lda, k1, k2, incp) in cases {
            let a0 = random_entries::<f64>(&mut rng, m, n, lda, lda * n, 1);
            let len = k1 + (k2 - k1) * incp.unsigned_abs() as usize;
            let ipiv: Vec<i32> = (0..len)
                .map(|_| rng.range(1, m as i64 + 1) as i32)
                .collect();
            let mut want = a0.clone();
            ref_laswp(&mut want, lda, n, k1, k2, &ipiv, incp);
            let mut buf = dev.upload(&a0).unwrap();
            let p = dev.upload(&ipiv).unwrap();
            h.laswp(n, &mut buf.as_mut_slice(), lda, k1, k2, p.as_slice(), incp)
                .unwrap();
            let got = buf.to_vec().unwrap();
            assert_eq!(
                got.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
                want.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
                "laswp k1 = {k1}, k2 = {k2}, incp = {incp}"
            );
        }
        let mut buf = dev.upload(&[0.0f64; 4]).unwrap();
        let p = dev.upload(&[1i32; 4]).unwrap();
        for (k1, k2, incp) in [(0, 2, 1), (3, 2, 1), (1, 2, 0)] {
            let e = h
                .laswp(2, &mut buf.as_mut_slice(), 2, k1, k2, p.as_slice(), incp)
                .unwrap_err();
            assert_eq!(e.status(), Status::InvalidSize);
        }
    }
}

/// A getrf whose panels are spread over blocks (cooperative launches with a grid-wide barrier)
/// captured in a graph on a non-blocking stream: every replay gives the direct call's bits.
#[test]
fn spread_panels_replay_from_a_graph() {
    for dev in gpus() {
        let mut rng = Rng::new(0x5b);
        let (m, n) = (1100, 200);
        let a0 = random_entries::<f64>(&mut rng, m, n, m, m * n, 1);
        // The stream outlives the handle that runs on it (declared first, dropped last).
        let stream = dev
            .create_stream_with(oxblas::StreamFlags::NonBlocking)
            .unwrap();
        let s = stream.id();
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_stream(s).unwrap();
        let mut a = dev.upload(&a0).unwrap();
        let mut ipiv = dev.upload(&vec![0i32; n]).unwrap();
        let mut info = dev.upload(&[7i32]).unwrap();
        let factor = |h: &mut Handle,
                      a: &mut DeviceBuffer<f64>,
                      ipiv: &mut DeviceBuffer<i32>,
                      info: &mut DeviceBuffer<i32>| {
            let mut am = a.as_mut_slice();
            h.getrf(
                m,
                n,
                MatricesMut::One(&mut am),
                m,
                &mut ipiv.as_mut_slice(),
                n,
                &mut info.as_mut_slice(),
            )
        };
        // Directly first (the managed workspace grows outside the capture).
        factor(&mut h, &mut a, &mut ipiv, &mut info).unwrap();
        h.synchronize().unwrap();
        let want = (
            a.to_vec().unwrap(),
            ipiv.to_vec().unwrap(),
            info.to_vec().unwrap(),
        );
        assert_eq!(want.2, vec![0]);
        let b = h.backend().clone();
        a.copy_from_host(&a0).unwrap();
        b.begin_capture(s).unwrap();
        let captured = factor(&mut h, &mut a, &mut ipiv, &mut info);
        let g = b.end_capture(s).unwrap();
        captured.unwrap();
        for replay in 0..2 {
            b.stream_synchronize(s).unwrap();
            a.copy_from_host(&a0).unwrap();
            ipiv.copy_from_host(&vec![0i32; n]).unwrap();
            info.copy_from_host(&[7]).unwrap();
            b.graph_launch(g, s).unwrap();
            b.stream_synchronize(s).unwrap();
            let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(
                bits(&a.to_vec().unwrap()),
                bits(&want.0),
                "replay {replay}: factors"
            );
            assert_eq!(ipiv.to_vec().unwrap(), want.1, "replay {replay}: pivots");
            assert_eq!(info.to_vec().unwrap(), want.2, "replay {replay}: info");
        }
        b.graph_destroy(g).unwrap();
        // SAFETY: the graph is destroyed: nothing launches it again.
        drop(unsafe { h.release_graph_workspaces() }.unwrap());
    }
}

/// potrf with look-ahead (orders above 1024 with inverting leaves, when the handle has its
/// lane): the factor matches the recursion's (the lane turned off; on a GPU also what a
/// captured call runs) up to rounding, both pass the residual check, turning the lane on again
/// gives the lane's factor bit for bit, and the lane's event waits are counted on a private
/// host backend (none with it off). 1100 = 2 panels of 512 and one of 76 (every step kind, a
/// short last panel); 1150 upper strided: a last panel of 126.
fn potrf_lanes<T: Scalar>(dev: &Device, uplo: Uplo, n: usize, batch: Batch) {
    let what = format!(
        "{}potrf look-ahead {uplo:?} {n} {batch:?}",
        T::DTYPE.prefix()
    );
    let mut rng = Rng::new(0x7a + n as u64);
    let (lda, stride) = (n + 1, (n + 1) * n + 2);
    let (mut h, f, a0) = factor_and_check::<T>(dev, &mut rng, uplo, n, lda, stride, batch, &what);
    assert!(h.lookahead(), "{what}: on by default");
    h.set_lookahead(false);
    assert!(!h.lookahead());
    let (g, info) = run_potrf(dev, &mut h, uplo, n, lda, batch, &a0, stride).unwrap();
    let recursion = format!("{what} (recursion)");
    check_factor(&recursion, uplo, n, lda, stride, &a0, &g, &info);
    let d = rel_diff(&f, &g);
    assert!(
        d < 1e3 * n as f64 * eps(T::DTYPE),
        "{what}: lane vs one stream {d}"
    );
    h.set_lookahead(true);
    let (g, _) = run_potrf(dev, &mut h, uplo, n, lda, batch, &a0, stride).unwrap();
    let b = |v: &[T]| v.iter().map(|x| bits(*x)).collect::<Vec<_>>();
    assert!(b(&f) == b(&g), "{what}: the lane turned on again differs");
}

#[test]
fn potrf_lookahead_lane_matches_one_stream() {
    for dev in devices() {
        potrf_lanes::<f64>(&dev, Uplo::Lower, 1100, Batch::Plain);
        potrf_lanes::<Complex32>(&dev, Uplo::Upper, 1150, Batch::Strided(2));
        // Three panels and a short one: the left-looking updates of the panel after the next
        // with k = 512 and 1024 columns, the second of 164 columns.
        potrf_lanes::<f64>(&dev, Uplo::Upper, 1700, Batch::Plain);
    }
    // The lane's waits, on a private host backend, with it on: one at the start and one at
    // the end, three at each panel boundary with a panel after the next (the lane for the
    // previous update of the next diagonal block by the columns before; the handle's stream
    // for the panel's solve and that block's update by the panel; the lane, before the next
    // solve, for the update below that block and the next diagonal block's), two at the last
    // (1100: 1 + 3 + 2 + 1 = 7); none with it off. The lane's stream and events are destroyed
    // with the handle.
    let (hb, dev) = fresh_host();
    let (n, lda) = (1100, 1100);
    let mut rng = Rng::new(0x7c);
    let a0 = hpd_entries::<f64>(&mut rng, Uplo::Lower, n, lda, n * lda, 1);
    for on in [true, false] {
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_lookahead(on);
        let c0 = hb.counters();
        run_potrf(
            &dev,
            &mut h,
            Uplo::Lower,
            n,
            lda,
            Batch::Plain,
            &a0,
            n * lda,
        )
        .unwrap();
        let waits = hb.counters().event_waits - c0.event_waits;
        assert_eq!(waits, if on { 7 } else { 0 }, "lane {on}");
    }
    // The lane's life: none until a call uses it (a potrf of order 1024 or less does not), then
    // one stream and two events for the handle's life, destroyed by set_lookahead(false) and
    // with the handle.
    let potrf = |h: &mut Handle, n: usize, a0: &[f64]| {
        run_potrf(&dev, h, Uplo::Lower, n, n, Batch::Plain, a0, n * n).unwrap();
    };
    let none = hb.live_streams_and_events();
    let lane = (none.0 + 1, none.1 + 2);
    let mut h = Handle::with_device(&dev).unwrap();
    let small = hpd_entries::<f64>(&mut rng, Uplo::Lower, 600, 600, 600 * 600, 1);
    potrf(&mut h, 600, &small);
    assert_eq!(
        hb.live_streams_and_events(),
        none,
        "no lane for the recursion"
    );
    for _ in 0..2 {
        potrf(&mut h, n, &a0);
        assert_eq!(hb.live_streams_and_events(), lane, "one lane, kept");
    }
    h.set_lookahead(false);
    assert_eq!(hb.live_streams_and_events(), none, "turned off: destroyed");
    h.set_lookahead(true);
    potrf(&mut h, n, &a0);
    assert_eq!(hb.live_streams_and_events(), lane, "made again");
    drop(h);
    assert_eq!(
        hb.live_streams_and_events(),
        none,
        "destroyed with the handle"
    );
}

/// potrf captured on a GPU stream (the lane is not used under capture: the recursion runs) and
/// replayed: the factor of a direct call with the lane off, bit for bit.
#[test]
fn potrf_captured_runs_on_one_stream() {
    for dev in gpus() {
        let n = 1100;
        let mut rng = Rng::new(0x7d);
        let a0 = hpd_entries::<f64>(&mut rng, Uplo::Lower, n, n, n * n, 1);
        let stream = dev
            .create_stream_with(oxblas::StreamFlags::NonBlocking)
            .unwrap();
        let s = stream.id();
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_stream(s).unwrap();
        let mut a = dev.upload(&a0).unwrap();
        let mut info = dev.upload(&[7i32]).unwrap();
        let factor = |h: &mut Handle, a: &mut DeviceBuffer<f64>, info: &mut DeviceBuffer<i32>| {
            let mut am = a.as_mut_slice();
            h.potrf(
                Uplo::Lower,
                n,
                MatricesMut::One(&mut am),
                n,
                &mut info.as_mut_slice(),
            )
        };
        // The direct call with the lane first (the managed workspace grows outside the capture
        // to the plan, which covers both algorithms), then without it: the reference.
        factor(&mut h, &mut a, &mut info).unwrap();
        h.synchronize().unwrap();
        let with_lane = a.to_vec().unwrap();
        h.set_lookahead(false);
        a.copy_from_host(&a0).unwrap();
        factor(&mut h, &mut a, &mut info).unwrap();
        h.synchronize().unwrap();
        h.set_lookahead(true);
        let want = a.to_vec().unwrap();
        assert!(rel_diff(&with_lane, &want) < 1e3 * n as f64 * eps(DType::F64));
        assert_eq!(info.to_vec().unwrap(), vec![0]);
        let b = h.backend().clone();
        a.copy_from_host(&a0).unwrap();
        b.begin_capture(s).unwrap();
        let captured = factor(&mut h, &mut a, &mut info);
        let g = b.end_capture(s).unwrap();
        captured.unwrap();
        let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        for replay in 0..2 {
            b.stream_synchronize(s).unwrap();
            a.copy_from_host(&a0).unwrap();
            info.copy_from_host(&[7]).unwrap();
            b.graph_launch(g, s).unwrap();
            b.stream_synchronize(s).unwrap();
            assert!(bits(&a.to_vec().unwrap()) == bits(&want), "replay {replay}");
            assert_eq!(info.to_vec().unwrap(), vec![0], "replay {replay}: info");
        }
        b.graph_destroy(g).unwrap();
        // SAFETY: the graph is destroyed: nothing launches it again.
        drop(unsafe { h.release_graph_workspaces() }.unwrap());
    }
}

/// Whether a GPU runs potrf's leaves beside a large gemm (ignored: run by hand on a GPU machine,
/// `--ignored --nocapture lane_concurrency_probe`): 32 leaves (potrf of order 128, one kernel
/// each) on a second stream of each kind while a 8192 × 8192 × 256 dgemm series runs on the
/// handle's stream; wall times of each alone and of both.
#[test]
#[ignore]
fn lane_concurrency_probe() {
    for dev in gpus() {
        let mut rng = Rng::new(0x5d);
        let (n, k, reps) = (8192, 256, 8);
        let a = dev
            .upload(&random_entries::<f64>(&mut rng, n, k, n, n * k, 1))
            .unwrap();
        let mut c = dev.upload(&vec![0.0f64; n * n]).unwrap();
        let l0 = hpd_entries::<f64>(&mut rng, Uplo::Lower, 128, 128, 128 * 128, 1);
        let mut leaves: Vec<DeviceBuffer<f64>> =
            (0..32).map(|_| dev.upload(&l0).unwrap()).collect();
        let mut info = dev.upload(&[0i32]).unwrap();
        let sm = dev
            .create_stream_with(oxblas::StreamFlags::NonBlocking)
            .unwrap();
        for flags in [
            oxblas::StreamFlags::HighPriority,
            oxblas::StreamFlags::NonBlocking,
        ] {
            let sl = dev.create_stream_with(flags).unwrap();
            let mut hm = Handle::with_device(&dev).unwrap();
            hm.set_stream(sm.id()).unwrap();
            let mut hl = Handle::with_device(&dev).unwrap();
            hl.set_stream(sl.id()).unwrap();
            let mut gemms = |h: &mut Handle| {
                for _ in 0..reps {
                    h.gemm(
                        Transpose::N,
                        Transpose::T,
                        n,
                        n,
                        k,
                        -1.0,
                        oxblas::solver::Matrices::One(a.as_slice()),
                        n,
                        oxblas::solver::Matrices::One(a.as_slice()),
                        n,
                        1.0,
                        MatricesMut::One(&mut c.as_mut_slice()),
                        n,
                    )
                    .unwrap();
                }
            };
            let mut chol = |h: &mut Handle, leaves: &mut Vec<DeviceBuffer<f64>>| {
                for l in leaves.iter_mut() {
                    let mut am = l.as_mut_slice();
                    let mut im = info.as_mut_slice();
                    h.potrf(Uplo::Lower, 128, MatricesMut::One(&mut am), 128, &mut im)
                        .unwrap();
                }
            };
            let mut time = |what: &str, g: bool, l: bool| {
                let mut best = f64::INFINITY;
                for _ in 0..3 {
                    for b in leaves.iter_mut() {
                        b.copy_from_host(&l0).unwrap();
                    }
                    hm.synchronize().unwrap();
                    hl.synchronize().unwrap();
                    let t = std::time::Instant::now();
                    if g {
                        gemms(&mut hm);
                    }
                    if l {
                        chol(&mut hl, &mut leaves);
                    }
                    hm.synchronize().unwrap();
                    hl.synchronize().unwrap();
                    best = best.min(t.elapsed().as_secs_f64());
                }
                eprintln!("probe {flags:?} {what}: {:.3} ms", best * 1e3);
            };
            time("gemms alone", true, false);
            time("leaves alone", false, true);
            time("both", true, true);
        }
    }
}

/// Where a GPU getrf's time goes (ignored: run by hand on a GPU machine, `--ignored
/// --nocapture lu_piece_timings`): the LU pieces through the public API, each timed alone.
#[test]
#[ignore]
fn lu_piece_timings() {
    for dev in gpus() {
        let mut rng = Rng::new(0x5c);
        let mut h = Handle::with_device(&dev).unwrap();
        let mut time = |what: &str, m: usize, n: usize, lu: Lu| {
            let a0 = random_entries::<f64>(&mut rng, m, n, m, m * n, 1);
            let mut a = dev.upload(&a0).unwrap();
            let mut ipiv = dev.upload(&vec![0i32; m.min(n)]).unwrap();
            let mut info = dev.upload(&[0i32]).unwrap();
            let mut best = f64::INFINITY;
            for _ in 0..4 {
                a.copy_from_host(&a0).unwrap();
                h.synchronize().unwrap();
                let t = std::time::Instant::now();
                let mut am = a.as_mut_slice();
                let (mut p, mut i) = (ipiv.as_mut_slice(), info.as_mut_slice());
                match lu {
                    Lu::Getrf => h.getrf(m, n, MatricesMut::One(&mut am), m, &mut p, n, &mut i),
                    Lu::Getf2 => h.getf2(m, n, MatricesMut::One(&mut am), m, &mut p, n, &mut i),
                    Lu::Npvt => h.getrf_npvt(m, n, MatricesMut::One(&mut am), m, &mut i),
                }
                .unwrap();
                h.synchronize().unwrap();
                best = best.min(t.elapsed().as_secs_f64());
            }
            println!(
                "{what:<28} {m:>5} x {n:<5} {:>10.1} us  {:>7.2} us a column",
                best * 1e6,
                best * 1e6 / m.min(n) as f64
            );
        };
        for (m, n) in [(1024, 64), (4096, 64), (8192, 64), (8192, 32), (8192, 16)] {
            time("getf2 (one spread panel)", m, n, Lu::Getf2);
        }
        // The look-ahead's panels (LOOKAHEAD_PANEL = 256 columns) alone, by their heights.
        for m in [8192, 6144, 4096, 2048, 1280] {
            time("getf2 (a look-ahead panel)", m, 256, Lu::Getf2);
        }
        for n in [128, 256, 1024, 4096, 8192] {
            time("getrf", n, n, Lu::Getrf);
        }
        time("getrf_npvt", 1024, 1024, Lu::Npvt);
        // laswp: n columns, k pivots (each row with a later one).
        for (n, k) in [(1024, 512), (8192, 4096), (1, 8192)] {
            let m = 2 * k.max(8);
            let a0 = random_entries::<f64>(&mut rng, m, n, m, m * n, 1);
            let piv: Vec<i32> = (0..k)
                .map(|t| rng.range(t as i64 + 1, m as i64 + 1) as i32)
                .collect();
            let mut a = dev.upload(&a0).unwrap();
            let p = dev.upload(&piv).unwrap();
            let mut best = f64::INFINITY;
            for _ in 0..4 {
                h.synchronize().unwrap();
                let t = std::time::Instant::now();
                h.laswp(n, &mut a.as_mut_slice(), m, 1, k, p.as_slice(), 1)
                    .unwrap();
                h.synchronize().unwrap();
                best = best.min(t.elapsed().as_secs_f64());
            }
            println!("laswp {n:>5} columns {k:>5} pivots {:>10.1} us", best * 1e6);
        }
    }
}

/// The order of the profiling targets below: `OXBLAS_LU_N`, default 2048.
fn profiled_order() -> usize {
    std::env::var("OXBLAS_LU_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2048)
}

/// One getrf of order `OXBLAS_LU_N` (default 2048) on the GPU and nothing else: a target for a
/// kernel profiler (`ncu --print-summary per-kernel solver --ignored one_gpu_getrf`).
#[test]
#[ignore]
fn one_gpu_getrf() {
    let n = profiled_order();
    for dev in gpus() {
        let mut rng = Rng::new(0x5d);
        let a0 = random_entries::<f64>(&mut rng, n, n, n, n * n, 1);
        let mut h = Handle::with_device(&dev).unwrap();
        h.set_device_memory_size(64 << 20).unwrap();
        let got = run_lu(&dev, &mut h, Lu::Getrf, n, n, n, Batch::Plain, &a0, 0, n).unwrap();
        assert_eq!(got.info, vec![0]);
    }
}

/// potrf's look-ahead where the update below a panel by every factored column
/// (`BehindBelow`) has more tiles than its grid, which leaves block slots to the lane (its
/// blocks loop over the other tiles): f64 lower 5400 (the FP64 tile: 264 blocks at once on an
/// H200, a grid of 240 for the first such update's 248 tiles). GPUs only (the host backend's
/// grids are not capped; it has its own tests). At this order the full checks take minutes on
/// the host, so: a diagonally dominant matrix (made in O(n²)), info 0, the factor equal to the
/// recursion's (lane off: no capped grid) up to rounding, and on the host the residual of
/// columns on both sides of panel and block edges, `A[i][j] - sum_k L[i][k]·L[j][k]` for
/// i >= j, against n·ε·‖A‖₁. (f32's gemm runs on the same FP64 tensor-core tiles on NVIDIA, so
/// its grids are capped the same way; this test keeps to f64.)
#[test]
fn potrf_lookahead_grid_leaves_blocks_to_the_lane() {
    for dev in gpus() {
        let n = 5400;
        let mut rng = Rng::new(0x7f);
        let mut a0 = random_entries::<f64>(&mut rng, n, n, n, n * n, 1);
        for j in 0..n {
            for i in 0..j {
                a0[i + j * n] = f64::NAN;
            }
            a0[j + j * n] = n as f64;
        }
        let mut h = Handle::with_device(&dev).unwrap();
        let (f, info) =
            run_potrf(&dev, &mut h, Uplo::Lower, n, n, Batch::Plain, &a0, n * n).unwrap();
        assert_eq!(info, vec![0], "lane");
        h.set_lookahead(false);
        let (g, info) =
            run_potrf(&dev, &mut h, Uplo::Lower, n, n, Batch::Plain, &a0, n * n).unwrap();
        assert_eq!(info, vec![0], "recursion");
        let d = rel_diff(&f, &g);
        assert!(d < 1e3 * n as f64 * f64::EPSILON, "lane vs one stream {d}");
        // ‖A‖₁ of the symmetric matrix from its lower triangle.
        let an = norm1(n, n, |i, j| c(a0[i.max(j) + i.min(j) * n]));
        for j in [0, 511, 512, 1023, 1024, 2047, 2048, 4100, n - 1] {
            let mut r: Vec<f64> = (j..n).map(|i| a0[i + j * n]).collect();
            for k in 0..=j {
                let b = f[j + k * n];
                for (x, l) in r.iter_mut().zip(&f[j + k * n..(k + 1) * n]) {
                    *x -= l * b;
                }
            }
            let res = r.iter().map(|x| x.abs()).sum::<f64>() / (n as f64 * an * f64::EPSILON);
            assert!(res < THRESH, "column {j}: residual {res}");
        }
        // The untouched upper triangle.
        assert!((0..n).all(|j| (0..j).all(|i| f[i + j * n].is_nan())));
    }
}

/// One potrf (lower, f64) of order `OXBLAS_LU_N` (default 2048) on the GPU and nothing else, on
/// a diagonally dominant matrix: a target for a kernel profiler (`ncu --print-summary
/// per-kernel solver --ignored one_gpu_potrf`).
#[test]
#[ignore]
fn one_gpu_potrf() {
    let n = profiled_order();
    for dev in gpus() {
        let mut rng = Rng::new(0x5e);
        let mut a0 = random_entries::<f64>(&mut rng, n, n, n, n * n, 1);
        for i in 0..n {
            a0[i * (n + 1)] = n as f64;
        }
        let mut h = Handle::with_device(&dev).unwrap();
        let (_, info) =
            run_potrf(&dev, &mut h, Uplo::Lower, n, n, Batch::Plain, &a0, n * n).unwrap();
        assert_eq!(info, vec![0]);
        assert_eq!(h.last_status(), Status::Success);
    }
}

/// The seed example's sequence (rocSOLVER's memory-model page) at a size the host runs fast:
/// the query of getrf + getrs is what the two calls borrow; exactly that much runs both at
/// full speed; half of it runs both with `perf_degraded` and the same solution up to rounding.
#[test]
fn query_equals_borrow_and_half_size_degrades() {
    for dev in devices() {
        let n = 300;
        let lda = n;
        let mut rng = Rng::new(0x80);
        let a0 = random_entries::<f64>(&mut rng, n, n, lda, lda * n, 1);
        let b0 = random_entries::<f64>(&mut rng, n, 1, n, n, 1);
        let sequence = |h: &mut Handle| -> (Vec<f64>, [Status; 2]) {
            let mut a = dev.upload(&a0).unwrap();
            let mut b = dev.upload(&b0).unwrap();
            let mut ipiv = dev.alloc::<i32>(n).unwrap();
            let mut info = dev.alloc::<i32>(1).unwrap();
            h.getrf(
                n,
                n,
                MatricesMut::One(&mut a.as_mut_slice()),
                lda,
                &mut ipiv.as_mut_slice(),
                n,
                &mut info.as_mut_slice(),
            )
            .unwrap();
            let s1 = h.last_status();
            h.getrs(
                Transpose::N,
                n,
                1,
                Matrices::One(a.as_slice()),
                lda,
                ipiv.as_slice(),
                n,
                MatricesMut::One(&mut b.as_mut_slice()),
                n,
            )
            .unwrap();
            assert_eq!(info.to_vec().unwrap(), vec![0]);
            (b.to_vec().unwrap(), [s1, h.last_status()])
        };
        let mut q = Handle::with_device(&dev).unwrap();
        q.start_device_memory_size_query().unwrap();
        let mut a = dev.upload(&a0).unwrap();
        let mut ipiv = dev.alloc::<i32>(n).unwrap();
        let mut info = dev.alloc::<i32>(1).unwrap();
        let e = q
            .getrf(
                n,
                n,
                MatricesMut::One(&mut a.as_mut_slice()),
                lda,
                &mut ipiv.as_mut_slice(),
                n,
                &mut info.as_mut_slice(),
            )
            .unwrap_err();
        assert_eq!(e.status(), Status::SizeIncreased);
        let mut b = dev.upload(&b0).unwrap();
        let e = q
            .getrs(
                Transpose::N,
                n,
                1,
                Matrices::One(a.as_slice()),
                lda,
                ipiv.as_slice(),
                n,
                MatricesMut::One(&mut b.as_mut_slice()),
                n,
            )
            .unwrap_err();
        assert!(matches!(
            e.status(),
            Status::SizeIncreased | Status::SizeUnchanged
        ));
        let need = q.stop_device_memory_size_query().unwrap();
        assert_eq!(a.to_vec().unwrap(), a0, "a size query computes nothing");
        // Each call alone: the sequence's size is the larger of the two.
        let mut alone = |getrf: bool| -> usize {
            q.start_device_memory_size_query().unwrap();
            let r = if getrf {
                q.getrf(
                    n,
                    n,
                    MatricesMut::One(&mut a.as_mut_slice()),
                    lda,
                    &mut ipiv.as_mut_slice(),
                    n,
                    &mut info.as_mut_slice(),
                )
            } else {
                q.getrs(
                    Transpose::N,
                    n,
                    1,
                    Matrices::One(a.as_slice()),
                    lda,
                    ipiv.as_slice(),
                    n,
                    MatricesMut::One(&mut b.as_mut_slice()),
                    n,
                )
            };
            assert!(r.is_err());
            q.stop_device_memory_size_query().unwrap()
        };
        let (getrf, getrs) = (alone(true), alone(false));
        assert!(getrf > 0, "getrf's solves want level-3 trsm's workspace");
        assert_eq!(
            need,
            getrf.max(getrs),
            "the query is the larger call's plan"
        );

        let mut full = user_managed_handle(&dev, need);
        let (x, st) = sequence(&mut full);
        assert_eq!(st, [Status::Success, Status::Success]);
        assert_eq!(full.stats().high_water, need, "query == borrow");
        let r = solve_residual(Transpose::N, n, 1, &a0, lda, &x, &b0, n);
        assert!(r < THRESH, "residual {r}");

        // Half: getrf's solves substitute block by block (perf_degraded); getrs with one
        // right-hand side needs only trsv's counters, which still fit.
        let mut half = user_managed_handle(&dev, need / 2);
        let (y, st) = sequence(&mut half);
        let getrs_status = if getrs <= need / 2 {
            Status::Success
        } else {
            Status::PerfDegraded
        };
        assert_eq!(st, [Status::PerfDegraded, getrs_status]);
        let r = solve_residual(Transpose::N, n, 1, &a0, lda, &y, &b0, n);
        assert!(r < THRESH, "degraded residual {r}");
        assert!(rel_diff(&x, &y) < 1e-9);
    }
}

/// Pointer-array batches need their pointer slot: with no workspace at all, memory_error and
/// nothing written (A, ipiv and info keep their poison).
#[test]
fn pointer_arrays_without_workspace_fail_cleanly() {
    for dev in devices() {
        let mut rng = Rng::new(0x90);
        let n = 80;
        let a0 = random_entries::<f64>(&mut rng, n, n, n, n * n, 2);
        let mut h = user_managed_handle(&dev, 0);
        let e = run_lu(
            &dev,
            &mut h,
            Lu::Getrf,
            n,
            n,
            n,
            Batch::Pointers(2),
            &a0,
            n * n,
            n,
        )
        .err()
        .expect("memory_error");
        assert_eq!(e.status(), Status::MemoryError);
        let mut a = a0.clone();
        let mut info = dev.upload(&[99i32, 99]).unwrap();
        let mut ipiv = dev.upload(&vec![-7i32; 2 * n]).unwrap();
        let r = with_mut(&dev, Batch::Pointers(2), &mut a, n * n, |am| {
            h.getrf(
                n,
                n,
                am,
                n,
                &mut ipiv.as_mut_slice(),
                n,
                &mut info.as_mut_slice(),
            )
        });
        assert_eq!(r.unwrap_err().status(), Status::MemoryError);
        assert_eq!(
            a.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            a0.iter().map(|v| v.to_bits()).collect::<Vec<_>>()
        );
        assert_eq!(info.to_vec().unwrap(), vec![99, 99]);
        assert!(ipiv.to_vec().unwrap().iter().all(|&p| p == -7));
        // Strided batches need no pointers: the same handle runs the fallback (600 columns:
        // the solves, of order 300, are large enough to want workspace).
        let m = 600;
        let b0 = random_entries::<f64>(&mut rng, m, m, m, m * m, 2);
        let got = run_lu(
            &dev,
            &mut h,
            Lu::Getrf,
            m,
            m,
            m,
            Batch::Strided(2),
            &b0,
            m * m,
            m,
        )
        .unwrap();
        assert_eq!(h.last_status(), Status::PerfDegraded);
        assert_eq!(got.info, vec![0, 0]);
    }
}

#[test]
fn argument_errors_and_quick_returns() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let mut a = dev.upload(&[1.0f64; 16]).unwrap();
    let mut ipiv = dev.upload(&[5i32; 4]).unwrap();
    let mut info = dev.upload(&[7i32]).unwrap();
    // lda < m.
    let e = h
        .getrf(
            4,
            4,
            MatricesMut::One(&mut a.as_mut_slice()),
            3,
            &mut ipiv.as_mut_slice(),
            4,
            &mut info.as_mut_slice(),
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    assert_eq!(
        info.to_vec().unwrap(),
        vec![7],
        "an argument error writes nothing"
    );
    // m = 0: quick return, info = 0, A and ipiv untouched.
    h.getrf(
        0,
        4,
        MatricesMut::One(&mut a.as_mut_slice()),
        1,
        &mut ipiv.as_mut_slice(),
        4,
        &mut info.as_mut_slice(),
    )
    .unwrap();
    assert_eq!(info.to_vec().unwrap(), vec![0]);
    assert_eq!(ipiv.to_vec().unwrap(), vec![5; 4]);
    // Too short an ipiv.
    let mut short = dev.upload(&[0i32; 3]).unwrap();
    let e = h
        .getrf(
            4,
            4,
            MatricesMut::One(&mut a.as_mut_slice()),
            4,
            &mut short.as_mut_slice(),
            4,
            &mut info.as_mut_slice(),
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    // f16 is not a solver type.
    let mut ah = dev.upload(&[half::f16::ONE; 4]).unwrap();
    let e = h
        .potrf(
            Uplo::Lower,
            2,
            MatricesMut::One(&mut ah.as_mut_slice()),
            2,
            &mut info.as_mut_slice(),
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::NotImplemented);
    // potrs with ldb < n.
    let mut b = dev.upload(&[1.0f64; 8]).unwrap();
    let e = h
        .potrs(
            Uplo::Upper,
            4,
            2,
            Matrices::One(a.as_slice()),
            4,
            MatricesMut::One(&mut b.as_mut_slice()),
            3,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
}

// ------------------------------------------------------------------------------------ C ABI

extern "C" {
    fn oxblas_dgetrf_strided_batched(
        h: *mut std::ffi::c_void,
        m: i64,
        n: i64,
        a: *mut f64,
        lda: i64,
        stride_a: i64,
        ipiv: *mut i32,
        stride_p: i64,
        info: *mut i32,
        batch_count: i64,
    ) -> i32;
    fn oxblas_dgetrs_strided_batched(
        h: *mut std::ffi::c_void,
        trans: i32,
        n: i64,
        nrhs: i64,
        a: *const f64,
        lda: i64,
        stride_a: i64,
        ipiv: *const i32,
        stride_p: i64,
        b: *mut f64,
        ldb: i64,
        stride_b: i64,
        batch_count: i64,
    ) -> i32;
    fn oxblas_zpotrf(
        h: *mut std::ffi::c_void,
        uplo: i32,
        n: i64,
        a: *mut Complex64,
        lda: i64,
        info: *mut i32,
    ) -> i32;
}

/// Device memory of the C ABI holding `data`.
/// The C entry points on the default backend: a strided getrf + getrs batch (residuals), the
/// argument checks in rocSOLVER's order, the size query, and zpotrf's info.
#[test]
fn c_abi_getrf_getrs_potrf() {
    let Some(h) = default_handle("C ABI solver test") else {
        return;
    };
    let mut rng = Rng::new(0xc5);
    let (n, lda, batch) = (70usize, 72usize, 3usize);
    let sa = lda * n;
    let a0 = random_entries::<f64>(&mut rng, n, n, lda, sa, batch);
    let b0 = random_entries::<f64>(&mut rng, n, 2, n, 2 * n, batch);
    // SAFETY: every pointer below is an allocation of the sizes the calls read.
    unsafe {
        let da = upload(&a0);
        let db = upload(&b0);
        let dp = upload(&vec![0i32; n * batch]);
        let di = upload(&vec![9i32; batch]);
        let (a, p, i) = (da.cast::<f64>(), dp.cast::<i32>(), di.cast::<i32>());
        // Sizes before pointers; lda < m is invalid_size, a null info invalid_pointer.
        let bad = oxblas_dgetrf_strided_batched(h, 70, 70, a, 69, sa as i64, p, 70, i, 3);
        assert_eq!(bad, Status::InvalidSize as i32);
        let bad = oxblas_dgetrf_strided_batched(
            h,
            70,
            70,
            a,
            72,
            sa as i64,
            p,
            70,
            std::ptr::null_mut(),
            3,
        );
        assert_eq!(bad, Status::InvalidPointer as i32);
        let st = oxblas_dgetrf_strided_batched(h, 70, 70, a, 72, sa as i64, p, 70, i, 3);
        assert!(st == Status::Success as i32 || st == Status::PerfDegraded as i32);
        let bad = oxblas_dgetrs_strided_batched(
            h,
            0,
            70,
            2,
            a,
            72,
            sa as i64,
            p,
            70,
            db.cast(),
            70,
            140,
            3,
        );
        assert_eq!(bad, Status::InvalidValue as i32, "trans 0");
        let st = oxblas_dgetrs_strided_batched(
            h,
            112,
            70,
            2,
            a,
            72,
            sa as i64,
            p,
            70,
            db.cast(),
            70,
            140,
            3,
        );
        assert!(st == Status::Success as i32 || st == Status::PerfDegraded as i32);
        let x: Vec<f64> = download(db, b0.len());
        let info: Vec<i32> = download(di, batch);
        assert_eq!(info, vec![0; batch]);
        for e in 0..batch {
            let r = solve_residual(
                Transpose::T,
                n,
                2,
                &a0[e * sa..],
                lda,
                &x[e * 2 * n..],
                &b0[e * 2 * n..],
                n,
            );
            assert!(r < THRESH, "C ABI getrs^T entry {e}: residual {r}");
        }
        // zpotrf: a matrix that is not positive definite at its 2nd minor.
        let z = [
            Complex64::new(1.0, 0.0),
            Complex64::new(2.0, 1.0),
            Complex64::new(f64::NAN, 0.0),
            Complex64::new(1.0, 0.0),
        ];
        let dz = upload(&z);
        let di1 = upload(&[5i32]);
        assert_eq!(oxblas_zpotrf(h, 122, 2, dz.cast(), 2, di1.cast()), 0);
        let info1: Vec<i32> = download(di1, 1);
        assert_eq!(info1, [2]);
        let zf: Vec<Complex64> = download(dz, 4);
        assert!(zf[2].re.is_nan(), "the upper triangle is not touched");
        release(h, &[da, db, dp, di, dz, di1]);
    }
}

/// Many small matrices (the batched path: one getf2 kernel, a block per matrix, in shared
/// memory): every entry's residual and pivots, and getrs on the same batch.
#[test]
fn many_small_matrices_in_one_batch() {
    for dev in devices() {
        let mut rng = Rng::new(0xa0);
        let (n, cnt) = (32usize, 300usize);
        let stride = n * n;
        let a0 = random_entries::<f64>(&mut rng, n, n, n, stride, cnt);
        let mut h = Handle::with_device(&dev).unwrap();
        let got = run_lu(
            &dev,
            &mut h,
            Lu::Getrf,
            n,
            n,
            n,
            Batch::Strided(cnt),
            &a0,
            stride,
            n,
        )
        .unwrap();
        assert_eq!(h.last_status(), Status::Success);
        assert!(h.stats().high_water == 0, "the small batch borrows nothing");
        for e in 0..cnt {
            let p = &got.ipiv[e * n..(e + 1) * n];
            let f = &got.a[e * stride..(e + 1) * stride];
            let res = lu_residual(n, n, &a0[e * stride..], n, f, Some(p));
            assert!(res < THRESH, "entry {e}: residual {res}");
            let want = reference_pivots(n, n, &a0[e * stride..], n, margin(DType::F64, n));
            assert_eq!(&p[..want.len()], &want[..], "entry {e}: pivots");
        }
        assert_eq!(got.info, vec![0; cnt]);
        let b0 = random_entries::<f64>(&mut rng, n, 1, n, n, cnt);
        let mut x = b0.clone();
        let ipiv = dev.upload(&got.ipiv).unwrap();
        with_ref(&dev, Batch::Strided(cnt), &got.a, stride, |am| {
            with_mut(&dev, Batch::Strided(cnt), &mut x, n, |bm| {
                h.getrs(Transpose::N, n, 1, am, n, ipiv.as_slice(), n, bm, n)
            })
        })
        .unwrap();
        for e in 0..cnt {
            let r = solve_residual(
                Transpose::N,
                n,
                1,
                &a0[e * stride..],
                n,
                &x[e * n..],
                &b0[e * n..],
                n,
            );
            assert!(r < THRESH, "getrs entry {e}: residual {r}");
        }
    }
}

/// Orders whose recursion composes inverses of blocks of leaves (`plan::CHOL_INV_BLOCK`) and
/// solves by blocks of 128 and of the composed order: the blocks that end inside the matrix
/// composed, the last ones not, a short last leaf (520 = 256 + 256 + 8, 640 = 256 + 256 + 128).
fn potrf_composed<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x70 + T::DTYPE.size() as u64);
    for uplo in [Uplo::Lower, Uplo::Upper] {
        for (n, batch) in [(640, Batch::Plain), (520, Batch::Strided(2))] {
            let what = format!("{}potrf composed {uplo:?} {n} {batch:?}", T::DTYPE.prefix());
            let (lda, stride) = (n + 3, (n + 3) * n + 1);
            factor_and_check::<T>(dev, &mut rng, uplo, n, lda, stride, batch, &what);
        }
    }
}

#[test]
fn potrf_composed_inverses() {
    for dev in devices() {
        potrf_composed::<f64>(&dev);
        potrf_composed::<Complex32>(&dev);
    }
}
