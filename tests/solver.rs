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

use common::{devices, Rng};
use oxblas::solver::{Matrices, MatricesMut};
use oxblas::{
    Complex32, Complex64, DType, Device, DeviceBuffer, DevicePointerArray, DevicePointerArrayMut,
    Handle, Scalar, Status, Transpose,
};

/// Residuals above this many units (the ratios above) fail. LAPACK's own tests use 30.
const THRESH: f64 = 60.0;

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

fn eps(dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C32 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    }
}

fn nan<T: Scalar>() -> T {
    T::from_c64(Complex64::new(f64::NAN, f64::NAN))
}

fn bits<T: Scalar>(v: T) -> (u64, u64) {
    let z = v.to_c64();
    (z.re.to_bits(), z.im.to_bits())
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Batch {
    Plain,
    Strided(usize),
    Pointers(usize),
}

impl Batch {
    fn count(self) -> usize {
        match self {
            Batch::Plain => 1,
            Batch::Strided(c) | Batch::Pointers(c) => c,
        }
    }
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
    let fl = |i: usize, k: usize| -> Complex64 {
        if i == k {
            Complex64::new(1.0, 0.0)
        } else {
            c(f[i + k * lda])
        }
    };
    let diff = norm1(m, n, |i, j| {
        let mut s = Complex64::new(0.0, 0.0);
        for k in 0..=i.min(j).min(mn - 1) {
            s += fl(i, k) * c(f[k + j * lda]);
        }
        pa[i + j * lda] - s
    });
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

#[test]
fn getrf_large_against_the_residual_bound() {
    for dev in devices() {
        let mut rng = Rng::new(77);
        lu_case::<f64>(&dev, &mut rng, Lu::Getrf, 300, 300, Batch::Plain);
        lu_case::<Complex64>(&dev, &mut rng, Lu::Getrf, 150, 170, Batch::Plain);
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
