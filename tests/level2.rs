//! Level 2 on every backend present (the host backend always; the GPU when compiled in and a
//! device exists), against an independent dense reference written here: random non-zero data,
//! odd sizes, padding rows (lda > rows), negative increments, every trans/uplo/diag, plain,
//! strided and pointer-array batches. Everything a routine must not read is NaN (the other
//! triangle, outside the band, the diagonal with `Diag::Unit`, y when beta = 0), and everything
//! it must not write (padding, the gaps between strided batches) is checked bit for bit.
//! The size query equals the bytes borrowed, and one byte less than the optimal plan gives the
//! documented `perf_degraded` / `memory_error`.

#![allow(clippy::too_many_arguments, clippy::needless_range_loop)]

#[path = "common/mod.rs"]
mod common;

use common::{devices, nan, user_managed_handle, Batch, Rng};
use oxblas::level2::{Matrices, ScalarArg, Vectors, VectorsMut};
use oxblas::{
    Complex32, Complex64, DType, Device, DevicePointerArray, DevicePointerArrayMut, Diag, Handle,
    Scalar, Status, Transpose, Uplo,
};

const NAN: f64 = f64::NAN;

fn c(v: impl Scalar) -> Complex64 {
    v.to_c64()
}

fn tol(dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C32 => 2e-5,
        _ => 1e-12,
    }
}

fn pos(i: usize, n: usize, inc: i64) -> usize {
    if inc >= 0 {
        i * inc as usize
    } else {
        (n - 1 - i) * inc.unsigned_abs() as usize
    }
}

fn span(n: usize, inc: i64) -> usize {
    if n == 0 {
        0
    } else {
        1 + (n - 1) * inc.unsigned_abs() as usize
    }
}

/// `|got - want| <= tol * scale` component-wise, where `scale` bounds the sum of magnitudes.
fn check_close(what: &str, got: Complex64, want: Complex64, scale: f64, dtype: DType) {
    let b = tol(dtype) * scale.max(1.0);
    assert!(
        (got.re - want.re).abs() <= b && (got.im - want.im).abs() <= b && got.re.is_finite(),
        "{what}: got {got}, want {want} (bound {b})"
    );
}

/// Bits of `v`, to check untouched memory exactly (NaN compares unequal to itself).
fn bits<T: Scalar>(v: &[T]) -> Vec<u64> {
    v.iter()
        .map(|x| {
            let z = x.to_c64();
            z.re.to_bits() ^ z.im.to_bits().rotate_left(1)
        })
        .collect()
}

fn conj_if(z: Complex64, yes: bool) -> Complex64 {
    if yes {
        z.conj()
    } else {
        z
    }
}

/// `op(A)[i][j]` from a dense m×n matrix.
fn op_elem(a: &[Vec<Complex64>], trans: Transpose, i: usize, j: usize) -> Complex64 {
    match trans {
        Transpose::N => a[i][j],
        Transpose::T => a[j][i],
        Transpose::C => a[j][i].conj(),
    }
}

// ------------------------------------------------------------------------------------ gemv

const BATCHES: [Batch; 4] = [
    Batch::Plain,
    Batch::Strided(3),
    Batch::Pointers(2),
    Batch::Strided(0),
];

/// One gemv case on `dev`: checks results against the dense reference and untouched memory.
#[allow(clippy::too_many_arguments)]
fn gemv_case<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    trans: Transpose,
    m: usize,
    n: usize,
    incx: i64,
    incy: i64,
    batch: Batch,
    beta_zero: bool,
) {
    let mut h = Handle::with_device(dev).unwrap();
    let lda = m + 3;
    let (lx, ly) = if trans == Transpose::N {
        (n, m)
    } else {
        (m, n)
    };
    let cnt = batch.count();
    let sa = lda * n.max(1) + 5;
    let sx = span(lx, incx) + 2;
    let sy = span(ly, incy) + 4;
    let nb = cnt.max(1);
    // A: padding rows poisoned; x random; y random, or NaN when beta = 0.
    let mut a = vec![nan::<T>(); sa * nb];
    for b in 0..cnt {
        for j in 0..n {
            for i in 0..m {
                a[b * sa + i + j * lda] = rng.value();
            }
        }
    }
    let x: Vec<T> = rng.vec(sx * nb);
    let mut y: Vec<T> = rng.vec(sy * nb);
    if beta_zero {
        for b in 0..cnt {
            for i in 0..ly {
                y[b * sy + pos(i, ly, incy)] = nan::<T>();
            }
        }
    }
    let alpha: T = rng.value();
    let beta: T = if beta_zero { T::default() } else { rng.value() };
    let da = dev.upload(&a).unwrap();
    let dx = dev.upload(&x).unwrap();
    let mut dy = dev.upload(&y).unwrap();
    let r = match batch {
        Batch::Plain => h.gemv(
            trans,
            m,
            n,
            alpha,
            Matrices::One(da.as_slice()),
            lda,
            Vectors::One(dx.as_slice()),
            incx,
            beta,
            VectorsMut::One(&mut dy.as_mut_slice()),
            incy,
        ),
        Batch::Strided(c) => h.gemv(
            trans,
            m,
            n,
            alpha,
            Matrices::Strided {
                a: da.as_slice(),
                stride: sa,
                count: c,
            },
            lda,
            Vectors::Strided {
                x: dx.as_slice(),
                stride: sx,
                count: c,
            },
            incx,
            beta,
            VectorsMut::Strided {
                x: &mut dy.as_mut_slice(),
                stride: sy,
                count: c,
            },
            incy,
        ),
        Batch::Pointers(c) => {
            let backend = dev.backend();
            let sl = da.as_slice();
            let xs = dx.as_slice();
            let aps: Vec<_> = (0..c).map(|b| sl.range(b * sa, sa).unwrap()).collect();
            let xps: Vec<_> = (0..c).map(|b| xs.range(b * sx, sx).unwrap()).collect();
            let pa = DevicePointerArray::new(backend, &aps).unwrap();
            let px = DevicePointerArray::new(backend, &xps).unwrap();
            // Split y into disjoint mutable views through separate buffers per batch entry.
            let mut ys: Vec<_> = (0..c)
                .map(|b| dev.upload(&y[b * sy..(b + 1) * sy]).unwrap())
                .collect();
            let views: Vec<_> = ys.iter_mut().map(|b| b.as_mut_slice()).collect();
            let mut py = DevicePointerArrayMut::new(backend, views).unwrap();
            let r = h.gemv(
                trans,
                m,
                n,
                alpha,
                Matrices::Pointers(&pa),
                lda,
                Vectors::Pointers(&px),
                incx,
                beta,
                VectorsMut::Pointers(&mut py),
                incy,
            );
            drop(py);
            let mut all = y.clone();
            for (b, buf) in ys.iter().enumerate() {
                all[b * sy..(b + 1) * sy].copy_from_slice(&buf.to_vec().unwrap());
            }
            dy.copy_from_host(&all).unwrap();
            r
        }
    };
    r.unwrap_or_else(|e| panic!("gemv {trans:?} {m}x{n} {batch:?}: {e}"));
    let got = dy.to_vec().unwrap();
    for b in 0..nb {
        let dense: Vec<Vec<Complex64>> = (0..m)
            .map(|i| (0..n).map(|j| c(a[b * sa + i + j * lda])).collect())
            .collect();
        for i in 0..sy {
            let k = b * sy + i;
            let logical = (0..ly).find(|&r| pos(r, ly, incy) == i);
            // m = 0 or n = 0: BLAS's quick return leaves y untouched (no beta scaling).
            let quick = m == 0 || n == 0;
            match logical {
                Some(r) if b < cnt && !quick => {
                    let mut want = Complex64::new(0.0, 0.0);
                    let mut scale = 0.0;
                    for j in 0..lx {
                        let t = op_elem(&dense, trans, r, j) * c(x[b * sx + pos(j, lx, incx)]);
                        want += t;
                        scale += t.norm();
                    }
                    want *= c(alpha);
                    scale *= c(alpha).norm();
                    if !beta_zero {
                        let by = c(beta) * c(y[k]);
                        want += by;
                        scale += by.norm();
                    }
                    check_close(
                        &format!("{}gemv {trans:?} {m}x{n} b{b} y[{r}]", T::DTYPE.prefix()),
                        c(got[k]),
                        want,
                        scale,
                        T::DTYPE,
                    );
                }
                _ => assert_eq!(
                    bits(&got[k..k + 1]),
                    bits(&y[k..k + 1]),
                    "gemv wrote outside y (batch {b}, element {i})"
                ),
            }
        }
    }
}

fn gemv_all<T: Scalar>(dev: &Device) {
    let mut rng = Rng::new(0x6e3);
    for trans in [Transpose::N, Transpose::T, Transpose::C] {
        for (m, n) in [(1, 1), (7, 5), (33, 2), (2, 40), (0, 3), (3, 0)] {
            for (incx, incy) in [(1, 1), (-2, 3), (2, -1)] {
                for batch in BATCHES {
                    gemv_case::<T>(dev, &mut rng, trans, m, n, incx, incy, batch, false);
                }
                gemv_case::<T>(dev, &mut rng, trans, m, n, incx, incy, Batch::Plain, true);
            }
        }
        // Enough columns for the N kernel's full steps of U columns a thread (f32's step
        // pipelined across steps at U = 8 by default, at every U under OXBLAS_GEMV_PIPE=1):
        // lda = 1024 keeps the 16-byte loads; the last row tile is partial (scalar loads); the
        // strided batch's second matrix is not 16-byte aligned (scalar loads throughout).
        for (incx, incy, batch, beta_zero) in [
            (1, 1, Batch::Plain, false),
            (-2, 3, Batch::Plain, true),
            (1, -1, Batch::Strided(2), false),
        ] {
            gemv_case::<T>(
                dev, &mut rng, trans, 1021, 1300, incx, incy, batch, beta_zero,
            );
        }
        // Skinny transposed shapes take the workspace path (m >= 2048 n); 19 columns are
        // three column groups of the GPU kernel (8 columns each) per row block.
        gemv_case::<T>(
            dev,
            &mut rng,
            trans,
            4 * 2048 + 17,
            3,
            1,
            -1,
            Batch::Strided(2),
            false,
        );
        gemv_case::<T>(
            dev,
            &mut rng,
            trans,
            19 * 2048 + 5,
            19,
            -1,
            2,
            Batch::Plain,
            false,
        );
        // 66 row blocks, strided batch of two; two column groups, the second of one column.
        gemv_case::<T>(
            dev,
            &mut rng,
            trans,
            65 * 1024 + 7,
            9,
            1,
            -1,
            Batch::Strided(2),
            false,
        );
    }
}

#[test]
fn gemv_matches_the_dense_reference() {
    for dev in devices() {
        gemv_all::<f32>(&dev);
        // sgemv N where the launcher takes 512-thread blocks of 32 rows on a 132-SM H200 (rows
        // 3937-4224): 16-byte loads and full pipelined steps (lda = 4004), then scalar loads
        // (lda = 4102) with a short last step, a strided batch and negative increments.
        let mut rng = Rng::new(0x6e4);
        gemv_case::<f32>(
            &dev,
            &mut rng,
            Transpose::N,
            4001,
            1100,
            1,
            -1,
            Batch::Plain,
            true,
        );
        gemv_case::<f32>(
            &dev,
            &mut rng,
            Transpose::N,
            4099,
            777,
            -2,
            1,
            Batch::Strided(2),
            false,
        );
        gemv_all::<f64>(&dev);
        gemv_all::<Complex32>(&dev);
        gemv_all::<Complex64>(&dev);
    }
}

/// Runs tests of this binary again in child processes, one per (test, switches) pair, all at
/// once (each its own process on the one device: the switches are read once per process), then
/// checks that each passed.
fn rerun_in_children<const K: usize>(runs: &[(&str, [(&str, &str); K])]) {
    let exe = std::env::current_exe().expect("the test binary's path");
    // libtest's name for a test: bare in this suite's binary, `level2::...` where the suite is
    // a module of the combined one (tests/gpu_all.rs).
    let name = |test: &str| match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    };
    let children: Vec<_> = runs
        .iter()
        .map(|(test, envs)| {
            let mut cmd = std::process::Command::new(&exe);
            cmd.args([
                "--exact",
                &name(test),
                "--include-ignored",
                "--test-threads=1",
            ])
            .env("OXBLAS_REQUIRE_GPU", "1")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
            for &(key, value) in envs {
                cmd.env(key, value);
            }
            let child = cmd.spawn().expect("the child test process starts");
            (test, envs, child)
        })
        .collect();
    for (test, envs, child) in children {
        let out = child
            .wait_with_output()
            .expect("the child test process runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{test} with {envs:?} failed:\n{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The GPU's sgemv N with its pipelined step (and 512-thread tiles) forced off, and the
/// pipelined step forced on at every step width (`OXBLAS_GEMV_PIPE`, read once per process,
/// hence child processes of this binary running gemv_matches_the_dense_reference).
#[test]
#[ignore = "needs a GPU device: reruns the gemv test with OXBLAS_GEMV_PIPE=0 and 1"]
fn gemv_in_forced_pipelines() {
    let _gpu = common::require_gpu();
    let test = "gemv_matches_the_dense_reference";
    rerun_in_children(&[
        (test, [("OXBLAS_GEMV_PIPE", "0")]),
        (test, [("OXBLAS_GEMV_PIPE", "1")]),
    ]);
}

// ------------------------------------------------------------------------------------ symv

#[allow(clippy::too_many_arguments)]
fn symv_case<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    herm: bool,
    uplo: Uplo,
    n: usize,
    incx: i64,
    incy: i64,
    strided: usize,
) {
    let mut h = Handle::with_device(dev).unwrap();
    symv_case_on::<T>(&mut h, dev, rng, herm, uplo, n, incx, incy, strided);
}

/// One symv/hemv call on `h` against the dense reference (random triangle, NaN in the other
/// one and on a Hermitian diagonal's imaginary parts), y's gaps checked untouched.
#[allow(clippy::too_many_arguments)]
fn symv_case_on<T: Scalar>(
    h: &mut Handle,
    dev: &Device,
    rng: &mut Rng,
    herm: bool,
    uplo: Uplo,
    n: usize,
    incx: i64,
    incy: i64,
    strided: usize,
) {
    symv_case_scaled::<T>(h, dev, rng, herm, uplo, n, incx, incy, strided, None);
}

/// As [`symv_case_on`] with the given (alpha, beta) instead of random ones; beta = 0 puts NaN
/// in y (never read).
#[allow(clippy::too_many_arguments)]
fn symv_case_scaled<T: Scalar>(
    h: &mut Handle,
    dev: &Device,
    rng: &mut Rng,
    herm: bool,
    uplo: Uplo,
    n: usize,
    incx: i64,
    incy: i64,
    strided: usize,
    scalars: Option<(T, T)>,
) {
    let lda = n + 2;
    let cnt = strided.max(1);
    let sa = lda * n.max(1) + 3;
    let (sx, sy) = (span(n, incx) + 1, span(n, incy) + 2);
    let mut a = vec![nan::<T>(); sa * cnt];
    for b in 0..cnt {
        for j in 0..n {
            for i in 0..n {
                let stored = if uplo == Uplo::Upper { i <= j } else { i >= j };
                if stored {
                    let mut v = rng.value::<T>().to_c64();
                    if herm && i == j {
                        v.im = NAN; // never read
                    }
                    a[b * sa + i + j * lda] = T::from_c64(v);
                }
            }
        }
    }
    let x: Vec<T> = rng.vec(sx * cnt);
    let mut y: Vec<T> = rng.vec(sy * cnt);
    let (alpha, beta): (T, T) = scalars.unwrap_or_else(|| (rng.value(), rng.value()));
    let beta0 = beta.to_c64() == Complex64::new(0.0, 0.0);
    if beta0 {
        for b in 0..cnt {
            for i in 0..n {
                y[b * sy + pos(i, n, incy)] = nan::<T>();
            }
        }
    }
    let (da, dx) = (dev.upload(&a).unwrap(), dev.upload(&x).unwrap());
    let mut dy = dev.upload(&y).unwrap();
    let f = if herm {
        Handle::hemv::<T>
    } else {
        Handle::symv::<T>
    };
    f(
        h,
        uplo,
        n,
        ScalarArg::Host(alpha),
        Matrices::Strided {
            a: da.as_slice(),
            stride: sa,
            count: cnt,
        },
        lda,
        Vectors::Strided {
            x: dx.as_slice(),
            stride: sx,
            count: cnt,
        },
        incx,
        ScalarArg::Host(beta),
        VectorsMut::Strided {
            x: &mut dy.as_mut_slice(),
            stride: sy,
            count: cnt,
        },
        incy,
    )
    .unwrap_or_else(|e| panic!("symv/hemv {uplo:?} n={n}: {e}"));
    let got = dy.to_vec().unwrap();
    for b in 0..cnt {
        let at = |i: usize, j: usize| -> Complex64 {
            let stored = if uplo == Uplo::Upper { i <= j } else { i >= j };
            let v = if stored {
                c(a[b * sa + i + j * lda])
            } else {
                conj_if(c(a[b * sa + j + i * lda]), herm)
            };
            if herm && i == j {
                Complex64::new(v.re, 0.0)
            } else {
                v
            }
        };
        for i in 0..n {
            let mut want = Complex64::new(0.0, 0.0);
            let mut scale = 0.0;
            for j in 0..n {
                let t = at(i, j) * c(x[b * sx + pos(j, n, incx)]);
                want += t;
                scale += t.norm();
            }
            let k = b * sy + pos(i, n, incy);
            let old = if beta0 {
                Complex64::new(0.0, 0.0)
            } else {
                c(beta) * c(y[k])
            };
            want = c(alpha) * want + old;
            check_close(
                "symv/hemv",
                c(got[k]),
                want,
                scale * c(alpha).norm() + old.norm(),
                T::DTYPE,
            );
        }
        // Between and after the vectors: untouched.
        for i in 0..sy {
            if (0..n).all(|r| pos(r, n, incy) != i) {
                assert_eq!(
                    bits(&got[b * sy + i..b * sy + i + 1]),
                    bits(&y[b * sy + i..b * sy + i + 1])
                );
            }
        }
    }
}

#[test]
fn symv_and_hemv_read_one_triangle() {
    for dev in devices() {
        let mut rng = Rng::new(0x5e);
        for uplo in [Uplo::Upper, Uplo::Lower] {
            // The GPU backends take one kernel without partials up to n = 512; above, strips
            // of 64 rows and chunks of column blocks (symv_impl.h): 513 (odd lda: element
            // loads, a last strip of one row), 600 x 10 (entry 0 aligned for vector loads, the
            // others not), 1100 (18 strips, the last of 12 rows, vector loads), 1102 (lda
            // 1104: f32's ring copies of 16 bytes; n + 2 otherwise leaves them 8-byte aligned).
            // These sizes get chunks of one column block;
            // symv_and_hemv_in_forced_chunk_widths runs them again with 3, 5 and 9.
            for (n, incx, incy, cnt) in [
                (1, 1, 1, 1),
                (9, -1, 2, 3),
                (70, 2, -3, 2),
                (130, 1, 1, 1),
                (300, 1, -1, 2),
                (513, -2, 1, 1),
                (600, 1, 2, 10),
                (1100, -1, 1, 1),
                (1102, 2, -1, 1),
            ] {
                symv_case::<f32>(&dev, &mut rng, false, uplo, n, incx, incy, cnt);
                symv_case::<f64>(&dev, &mut rng, false, uplo, n, incx, incy, cnt);
                symv_case::<Complex32>(&dev, &mut rng, false, uplo, n, incx, incy, cnt);
                symv_case::<Complex64>(&dev, &mut rng, false, uplo, n, incx, incy, cnt);
                symv_case::<Complex32>(&dev, &mut rng, true, uplo, n, incx, incy, cnt);
                symv_case::<Complex64>(&dev, &mut rng, true, uplo, n, incx, incy, cnt);
            }
            // Under a forced chunk width (the child runs below): 4100 (65 column blocks) gives
            // the persistent blocks several units each, so that the staging of the next unit's
            // x is exercised; chunks of 4 blocks and more stage x (real and c32), chunks wider
            // than 8 blocks fall back to reading it per group. The second entry of the strided
            // pair is not 16-byte aligned (the register path).
            if std::env::var_os("OXBLAS_SYMV_CHUNK").is_some() {
                for (incx, incy, cnt) in [(1, -1, 1), (-2, 1, 2)] {
                    symv_case::<f32>(&dev, &mut rng, false, uplo, 4100, incx, incy, cnt);
                    symv_case::<f32>(&dev, &mut rng, false, uplo, 4098, incx, incy, cnt);
                    symv_case::<f64>(&dev, &mut rng, false, uplo, 4100, incx, incy, cnt);
                    symv_case::<Complex32>(&dev, &mut rng, false, uplo, 4100, incx, incy, cnt);
                    symv_case::<Complex32>(&dev, &mut rng, true, uplo, 4100, incx, incy, cnt);
                }
            }
        }
    }
}

/// symv/hemv in turn on one handle at the launcher's own chunk widths, with several units a
/// persistent block on a GPU (4100: 65 column blocks in chunks of 2, 1089 units for an H200's
/// 264 blocks; 5000: 79 blocks, a last strip of 8 rows; 5002: f32 with lda 5004, its ring
/// copies of 16 bytes; 6142: f32 in an H200's unit grid in chunks of 4, in quads, lda 6144;
/// 5790: 91 blocks, which an H200's launcher cuts into chunks of 6 for the persistent grid,
/// balanced_chunk), both triangles, symmetric and Hermitian, twice over, with a split dot
/// between them (the level-1 reductions count on the handle's completion counters), each
/// against the dense reference: the partial sums of one call must not leak into the next on
/// the same workspace.
#[test]
fn symv_and_hemv_in_turn_on_one_handle() {
    for dev in devices() {
        let mut rng = Rng::new(0x5f);
        let mut h = Handle::with_device(&dev).unwrap();
        let len = 1 << 20;
        let (x, y): (Vec<f64>, Vec<f64>) = (rng.vec(len), rng.vec(len));
        let (dx, dy) = (dev.upload(&x).unwrap(), dev.upload(&y).unwrap());
        let want: f64 = x.iter().zip(&y).map(|(a, b)| a * b).sum();
        let scale: f64 = x.iter().zip(&y).map(|(a, b)| (a * b).abs()).sum();
        for _ in 0..2 {
            symv_case_on::<f64>(&mut h, &dev, &mut rng, false, Uplo::Lower, 4100, 1, -1, 1);
            let d = h.dot(len, &dx.as_slice(), 1, &dy.as_slice(), 1).unwrap();
            assert!((d - want).abs() <= 1e-12 * scale, "dot {d} vs {want}");
            symv_case_on::<Complex64>(&mut h, &dev, &mut rng, true, Uplo::Upper, 4100, -1, 1, 1);
            symv_case_on::<f32>(&mut h, &dev, &mut rng, false, Uplo::Upper, 5000, 2, 1, 1);
            symv_case_on::<f32>(&mut h, &dev, &mut rng, false, Uplo::Lower, 5002, 1, -1, 1);
            symv_case_on::<f32>(&mut h, &dev, &mut rng, false, Uplo::Lower, 6142, -1, 1, 1);
            symv_case_on::<Complex32>(&mut h, &dev, &mut rng, true, Uplo::Lower, 5000, 1, 1, 1);
            symv_case_on::<Complex64>(&mut h, &dev, &mut rng, true, Uplo::Lower, 5790, 1, 1, 1);
        }
    }
}

/// symv/hemv's special scalars on the strip path: alpha = 0 (y = beta y, A and x not read: the
/// combine kernel scales y), beta = 0 (y holds NaN, never read), beta = 1, each followed on the
/// same handle by a call with random scalars (whatever the special call left in the workspace
/// would show there). 1100 (18 strips, the last of 12 rows) and a strided pair of 700; the
/// forced-chunk test reruns it in the grid of one block a unit.
#[test]
fn symv_and_hemv_special_scalars() {
    for dev in devices() {
        let mut rng = Rng::new(0x60);
        let mut h = Handle::with_device(&dev).unwrap();
        for (n, cnt) in [(1100, 1), (700, 2)] {
            for (alpha, beta) in [(0.0, 0.5), (0.0, 0.0), (1.5, 0.0), (-0.75, 1.0), (0.0, 1.0)] {
                let z = |v: f64| Complex64::new(v, -0.5 * v);
                symv_case_scaled::<f64>(
                    &mut h,
                    &dev,
                    &mut rng,
                    false,
                    Uplo::Lower,
                    n,
                    1,
                    -2,
                    cnt,
                    Some((alpha, beta)),
                );
                symv_case_on::<f64>(&mut h, &dev, &mut rng, false, Uplo::Lower, n, 1, -2, cnt);
                symv_case_scaled::<Complex64>(
                    &mut h,
                    &dev,
                    &mut rng,
                    true,
                    Uplo::Upper,
                    n,
                    -1,
                    1,
                    cnt,
                    Some((z(alpha), Complex64::new(beta, 0.0))),
                );
                symv_case_on::<Complex64>(&mut h, &dev, &mut rng, true, Uplo::Upper, n, -1, 1, cnt);
            }
        }
    }
}

/// The GPU's symv/hemv with forced chunk widths (`OXBLAS_SYMV_CHUNK`, read once per process,
/// hence child processes of this binary running the tests above): 3 column blocks (chunks that
/// start and end inside strips, a lower triangle's last chunk and an upper one's first
/// partial), 5 (x staged in shared memory), 6 (a width balanced_chunk picks) and 9 (wider
/// than the x stage: x read per group),
/// each with symv_and_hemv_read_one_triangle's 4100 case of several units a persistent block;
/// then symv_and_hemv_in_turn_on_one_handle in chunks of 3; each in the persistent grid and in
/// the grid of one block a unit (`OXBLAS_SYMV_GRID`); and symv_and_hemv_special_scalars in the
/// unit grid.
#[test]
#[ignore = "needs a GPU device: reruns the symv tests with OXBLAS_SYMV_CHUNK=3, 5, 6, 9 and OXBLAS_SYMV_GRID=0/1"]
fn symv_and_hemv_in_forced_chunk_widths() {
    let _gpu = common::require_gpu();
    let (one, turn, special) = (
        "symv_and_hemv_read_one_triangle",
        "symv_and_hemv_in_turn_on_one_handle",
        "symv_and_hemv_special_scalars",
    );
    // Each in both grids where the width allows either by default (OXBLAS_SYMV_GRID: 0 the
    // persistent blocks, 1 one block a unit in the widest-last order).
    let (c, g) = ("OXBLAS_SYMV_CHUNK", "OXBLAS_SYMV_GRID");
    rerun_in_children(&[
        (one, [(c, "3"), (g, "0")]),
        (one, [(c, "3"), (g, "1")]),
        (one, [(c, "5"), (g, "0")]),
        (one, [(c, "5"), (g, "1")]),
        (one, [(c, "6"), (g, "0")]),
        (one, [(c, "9"), (g, "1")]),
        (turn, [(c, "3"), (g, "0")]),
        (turn, [(c, "3"), (g, "1")]),
        (special, [(c, "3"), (g, "1")]),
    ]);
}

// ------------------------------------------------------------------------------------ triangular

#[derive(Clone, Copy, Debug, PartialEq)]
enum Tri {
    Trmv,
    Tbmv(usize),
    Tpmv,
    Trsv,
}

/// Where A[i][j] of the stored triangle lives, or None when it is not stored.
fn tri_index(op: Tri, uplo: Uplo, n: usize, lda: usize, i: usize, j: usize) -> Option<usize> {
    let upper = uplo == Uplo::Upper;
    if (upper && i > j) || (!upper && i < j) {
        return None;
    }
    match op {
        Tri::Trmv | Tri::Trsv => Some(i + j * lda),
        Tri::Tbmv(k) => {
            if upper && j - i <= k {
                Some(k + i - j + j * lda)
            } else if !upper && i - j <= k {
                Some(i - j + j * lda)
            } else {
                None
            }
        }
        Tri::Tpmv => Some(if upper {
            i + j * (j + 1) / 2
        } else {
            i + (2 * n - j - 1) * j / 2
        }),
    }
}

fn tri_case<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    op: Tri,
    uplo: Uplo,
    trans: Transpose,
    diag: Diag,
    n: usize,
    incx: i64,
    cnt: usize,
) {
    let mut h = Handle::with_device(dev).unwrap();
    let lda = match op {
        // Even orders store the band densely (lda = k + 1: the GPU kernel's contiguous copy),
        // odd ones with a padding row.
        Tri::Tbmv(k) => k + 1 + n % 2,
        Tri::Tpmv => 1,
        _ => n + 1,
    };
    let sa = match op {
        Tri::Tpmv => n * (n + 1) / 2 + 1,
        _ => lda * n.max(1) + 1,
    };
    let sx = span(n, incx) + 1;
    let mut a = vec![nan::<T>(); sa * cnt];
    // Off-diagonal scale. A unit-diagonal solve has no dominant diagonal to keep it well
    // conditioned: its solution grows with n unless the off-diagonals shrink (n = 1000 with
    // 0.5 overflows f32).
    let off = if op == Tri::Trsv && diag == Diag::Unit {
        0.5 * (16.0 / n as f64).min(1.0)
    } else {
        0.5
    };
    for b in 0..cnt {
        for j in 0..n {
            for i in 0..n {
                if let Some(ix) = tri_index(op, uplo, n, lda, i, j) {
                    let v = if i == j {
                        if diag == Diag::Unit {
                            Complex64::new(NAN, NAN)
                        } else {
                            // Diagonally dominant for the solves.
                            let d = rng.value::<T>().to_c64();
                            d / d.norm() * (2.0 + n as f64 * 0.5)
                        }
                    } else {
                        rng.value::<T>().to_c64() * off
                    };
                    a[b * sa + ix] = T::from_c64(v);
                }
            }
        }
    }
    let x: Vec<T> = rng.vec(sx * cnt);
    let da = dev.upload(&a).unwrap();
    let mut dx = dev.upload(&x).unwrap();
    let am = Matrices::Strided {
        a: da.as_slice(),
        stride: sa,
        count: cnt,
    };
    let mut xs = dx.as_mut_slice();
    let xm = VectorsMut::Strided {
        x: &mut xs,
        stride: sx,
        count: cnt,
    };
    let r = match op {
        Tri::Trmv => h.trmv(uplo, trans, diag, n, am, lda, xm, incx),
        Tri::Tbmv(k) => h.tbmv(uplo, trans, diag, n, k, am, lda, xm, incx),
        Tri::Tpmv => h.tpmv(uplo, trans, diag, n, am, xm, incx),
        Tri::Trsv => h.trsv(uplo, trans, diag, n, am, lda, xm, incx),
    };
    r.unwrap_or_else(|e| panic!("{op:?} {uplo:?} {trans:?} {diag:?} n={n}: {e}"));
    let got = dx.to_vec().unwrap();
    for b in 0..cnt {
        let dense: Vec<Vec<Complex64>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        if i == j && diag == Diag::Unit {
                            Complex64::new(1.0, 0.0)
                        } else {
                            tri_index(op, uplo, n, lda, i, j)
                                .map_or(Complex64::new(0.0, 0.0), |ix| c(a[b * sa + ix]))
                        }
                    })
                    .collect()
            })
            .collect();
        let xin: Vec<Complex64> = (0..n).map(|i| c(x[b * sx + pos(i, n, incx)])).collect();
        let xout: Vec<Complex64> = (0..n).map(|i| c(got[b * sx + pos(i, n, incx)])).collect();
        let what = format!(
            "{}{op:?} {uplo:?} {trans:?} {diag:?} n={n} b{b}",
            T::DTYPE.prefix()
        );
        // Products: xout = op(A) xin. Solves: op(A) xout = xin (residual check).
        let (lhs, rhs) = if op == Tri::Trsv {
            (&xout, &xin)
        } else {
            (&xin, &xout)
        };
        for i in 0..n {
            let mut v = Complex64::new(0.0, 0.0);
            let mut scale = 0.0;
            for j in 0..n {
                let t = op_elem(&dense, trans, i, j) * lhs[j];
                v += t;
                scale += t.norm();
            }
            check_close(&what, v, rhs[i], scale * 4.0, T::DTYPE);
        }
        for i in 0..sx {
            if (0..n).all(|r| pos(r, n, incx) != i) {
                assert_eq!(
                    bits(&got[b * sx + i..b * sx + i + 1]),
                    bits(&x[b * sx + i..b * sx + i + 1]),
                    "{what}: wrote outside x"
                );
            }
        }
    }
}

fn tri_all<T: Scalar>(dev: &Device, op: Tri, sizes: &[(usize, i64, usize)]) {
    let mut rng = Rng::new(0x7a1);
    for uplo in [Uplo::Upper, Uplo::Lower] {
        for trans in [Transpose::N, Transpose::T, Transpose::C] {
            for diag in [Diag::NonUnit, Diag::Unit] {
                for &(n, incx, cnt) in sizes {
                    tri_case::<T>(dev, &mut rng, op, uplo, trans, diag, n, incx, cnt);
                }
            }
        }
    }
}

fn tri_types(dev: &Device, op: Tri, sizes: &[(usize, i64, usize)]) {
    tri_all::<f32>(dev, op, sizes);
    tri_all::<f64>(dev, op, sizes);
    tri_all::<Complex32>(dev, op, sizes);
    tri_all::<Complex64>(dev, op, sizes);
}

const TRI_SIZES: [(usize, i64, usize); 4] = [(1, 1, 1), (6, -2, 3), (37, 1, 2), (0, 1, 1)];

#[test]
fn trmv_tpmv_tbmv_match_the_dense_reference() {
    for dev in devices() {
        tri_types(&dev, Tri::Trmv, &TRI_SIZES);
        tri_types(&dev, Tri::Tpmv, &TRI_SIZES);
        tri_types(&dev, Tri::Tbmv(0), &TRI_SIZES);
        tri_types(&dev, Tri::Tbmv(3), &TRI_SIZES);
    }
}

/// Orders and bands that cut the products into several of the GPU kernel's slabs (64 x 64 of
/// the storage, 32 x 32 for c64; band slabs of up to 64 stored rows x up to 256 columns):
/// off-diagonal slabs, partial edge slabs, a band taller than one slab (k + 1 = 71), a band
/// wider than the matrix (k >= n: only some stored rows are referenced).
#[test]
fn trmv_tpmv_tbmv_span_several_slabs() {
    let sizes = [(150, -1, 2), (97, 3, 1)];
    for dev in devices() {
        tri_types(&dev, Tri::Trmv, &sizes);
        tri_types(&dev, Tri::Tpmv, &sizes);
        tri_types(&dev, Tri::Tbmv(70), &sizes);
        tri_types(&dev, Tri::Tbmv(33), &sizes);
        tri_types(&dev, Tri::Tbmv(200), &sizes[1..]);
        // k = 32 stored densely (lda = 33): whole slabs of 33 x 124 copied as one run (the
        // second batch entry starts misaligned and takes the element-wise copy).
        tri_types(&dev, Tri::Tbmv(32), &[(300, 1, 2)]);
    }
}

#[test]
fn trsv_solves_to_a_residual_bound() {
    for dev in devices() {
        // Orders below and above the multi-block threshold.
        tri_types(
            &dev,
            Tri::Trsv,
            &[
                (1, 1, 1),
                (7, -1, 2),
                (129, 2, 2),
                (300, -1, 1),
                (1000, 3, 1),
            ],
        );
    }
}

/// Skinny transposed gemv on row ranges longer than the anchor's 1024-row blocks: the GPU
/// launcher splits the rows into as many ranges as fill the device's resident blocks twice
/// (`skinny_ranges`, hip/src/kernels/level2/gemv_t.cpp), here fewer than ceil(m / 1024) = 98:
/// three column groups of 8 by a batch of 8 against at most 2 × 8 × 132 resident blocks leave
/// at most 88 ranges (44 for f64 on an H200), each a multiple of 64 rows but the last. 16-byte
/// and scalar loads, both increments' signs, beta 0 with NaN in y; against the dense reference.
#[test]
#[ignore = "needs a GPU device: the host backend keeps 1024-row blocks"]
fn skinny_gemv_ranges_longer_than_a_row_block() {
    let gpu = Device::from_backend(common::require_gpu());
    let mut rng = Rng::new(0x5c);
    let (m, n, b) = (100_003, 24, Batch::Strided(8));
    gemv_case::<f64>(&gpu, &mut rng, Transpose::T, m, n, 1, -1, b, false);
    gemv_case::<f32>(&gpu, &mut rng, Transpose::T, m, n, -2, 1, b, true);
    gemv_case::<Complex32>(&gpu, &mut rng, Transpose::C, m, n, -1, 2, b, false);
}

/// trsv with more 64-row blocks than an H100/H200 has multiprocessors (161 > 132): the split
/// solve's kernel bound to two blocks per SM (non-transposed real systems only), both triangles,
/// against the host backend's solve and to a residual bound. The other triangle is NaN.
#[test]
#[ignore = "needs a GPU device: the two-blocks-per-SM split solve exists only there"]
fn trsv_with_more_row_blocks_than_multiprocessors() {
    let gpu = Device::from_backend(common::require_gpu());
    let host = Device::host();
    let n = 64 * 160 + 7;
    let mut rng = Rng::new(0x5b);
    for uplo in [Uplo::Lower, Uplo::Upper] {
        // The stored rows of column j.
        let stored = |j: usize| if uplo == Uplo::Lower { j..n } else { 0..j + 1 };
        let mut a = vec![f64::NAN; n * n];
        for j in 0..n {
            for i in stored(j) {
                let v: f64 = rng.value();
                a[i + j * n] = if i == j { 2.0 + v.abs() } else { v / n as f64 };
            }
        }
        let b: Vec<f64> = rng.vec(n);
        let solve = |dev: &Device| {
            let da = dev.upload(&a).unwrap();
            let mut dx = dev.upload(&b).unwrap();
            let mut h = Handle::with_device(dev).unwrap();
            h.trsv(
                uplo,
                Transpose::N,
                Diag::NonUnit,
                n,
                Matrices::One(da.as_slice()),
                n,
                VectorsMut::One(&mut dx.as_mut_slice()),
                1,
            )
            .unwrap();
            assert_eq!(h.last_status(), Status::Success);
            dx.to_vec().unwrap()
        };
        let (y, want) = (solve(&gpu), solve(&host));
        // Residual of the GPU solution, row by row, to the backward-error bound of a triangular
        // solve: |(A y)_i - b_i| <= n eps sum_j |A_ij y_j| (64 eps failed by 7% at one row of
        // 10247: rounding grows with the length of the sums).
        let mut ay = vec![0.0f64; n];
        let mut scale = vec![0.0f64; n];
        for j in 0..n {
            for i in stored(j) {
                ay[i] += a[i + j * n] * y[j];
                scale[i] += (a[i + j * n] * y[j]).abs();
            }
        }
        for i in 0..n {
            assert!(
                (ay[i] - b[i]).abs() <= n as f64 * f64::EPSILON * scale[i],
                "{uplo:?} row {i}: residual {} (scale {})",
                ay[i] - b[i],
                scale[i]
            );
            assert!(
                (y[i] - want[i]).abs() <= 1e-12 * want[i].abs().max(1.0),
                "{uplo:?} y[{i}] = {} against the host's {}",
                y[i],
                want[i]
            );
        }
    }
}

// ------------------------------------------------------------------------------------ trsv_ex

/// Order of the diagonal blocks of trsv_ex's invA (rocBLAS's block).
const EX_NB: usize = 128;

/// How a trsv_ex case passes invA.
#[derive(Clone, Copy, Debug, PartialEq)]
enum InvMode {
    /// Null: solves as trsv.
    Null,
    /// One invA per batch entry.
    PerEntry,
    /// One invA for every entry (rocBLAS's strided form); every A then has the same triangle.
    Shared,
    /// Given, but `invA_size = 128 n - 1`: ignored, `perf_degraded` (and all NaN: any read
    /// would show).
    TooSmall,
}

/// invA as rocBLAS's trtri of the diagonal blocks leaves it: the inverse of each 128×128
/// diagonal block of the `uplo` triangle of `a` (dense, unit diagonal already 1), column-major
/// with leading dimension 128, block `j` at `128² j`; computed here by substitution. What the
/// solve must not read is NaN: the other triangle of each block, the diagonal when unit, the
/// rows and columns of the last block beyond n.
fn inv_blocks<T: Scalar>(a: &[Vec<Complex64>], uplo: Uplo, diag: Diag, n: usize) -> Vec<T> {
    let mut inv = vec![nan::<T>(); EX_NB * n];
    for s in (0..n).step_by(EX_NB) {
        let e = (s + EX_NB).min(n);
        for cc in s..e {
            // Column cc of the block's inverse: D z = e_cc.
            let mut z = vec![Complex64::new(0.0, 0.0); n];
            if uplo == Uplo::Lower {
                for i in cc..e {
                    let mut t = if i == cc {
                        Complex64::new(1.0, 0.0)
                    } else {
                        Complex64::new(0.0, 0.0)
                    };
                    for k in cc..i {
                        t -= a[i][k] * z[k];
                    }
                    z[i] = t / a[i][i];
                }
            } else {
                for i in (s..=cc).rev() {
                    let mut t = if i == cc {
                        Complex64::new(1.0, 0.0)
                    } else {
                        Complex64::new(0.0, 0.0)
                    };
                    for k in i + 1..=cc {
                        t -= a[i][k] * z[k];
                    }
                    z[i] = t / a[i][i];
                }
            }
            let rows = if uplo == Uplo::Lower {
                cc..e
            } else {
                s..cc + 1
            };
            for r in rows {
                if r == cc && diag == Diag::Unit {
                    continue;
                }
                inv[(s / EX_NB) * EX_NB * EX_NB + r % EX_NB + (cc % EX_NB) * EX_NB] =
                    T::from_c64(z[r]);
            }
        }
    }
    inv
}

/// One trsv_ex case: the residual of the dense reference, the result of plain trsv on the same
/// input (equal up to rounding), the status, and untouched x gaps and invA.
fn trsv_ex_case<T: Scalar>(
    dev: &Device,
    rng: &mut Rng,
    uplo: Uplo,
    trans: Transpose,
    diag: Diag,
    n: usize,
    incx: i64,
    batch: Batch,
    mode: InvMode,
) {
    let mut h = Handle::with_device(dev).unwrap();
    let lda = n + 2;
    let cnt = batch.count();
    let nb = cnt.max(1);
    let sa = lda * n.max(1) + 3;
    let sx = span(n, incx) + 1;
    let si = EX_NB * n.max(1) + 5;
    let mut a = vec![nan::<T>(); sa * nb];
    for b in 0..nb {
        for j in 0..n {
            for i in 0..n {
                if let Some(ix) = tri_index(Tri::Trsv, uplo, n, lda, i, j) {
                    a[b * sa + ix] = if mode == InvMode::Shared && b > 0 {
                        a[ix]
                    } else if i == j {
                        if diag == Diag::Unit {
                            nan::<T>()
                        } else {
                            let d = rng.value::<T>().to_c64();
                            T::from_c64(d / d.norm() * (2.0 + n as f64 * 0.5))
                        }
                    } else {
                        T::from_c64(rng.value::<T>().to_c64() * 0.5)
                    };
                }
            }
        }
    }
    let dense = |b: usize| -> Vec<Vec<Complex64>> {
        (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        if i == j && diag == Diag::Unit {
                            Complex64::new(1.0, 0.0)
                        } else {
                            tri_index(Tri::Trsv, uplo, n, lda, i, j)
                                .map_or(Complex64::new(0.0, 0.0), |ix| c(a[b * sa + ix]))
                        }
                    })
                    .collect()
            })
            .collect()
    };
    let mut inv = vec![nan::<T>(); si * nb];
    if matches!(mode, InvMode::PerEntry | InvMode::Shared) {
        for b in 0..nb {
            let blocks = inv_blocks::<T>(&dense(b), uplo, diag, n);
            inv[b * si..b * si + blocks.len()].copy_from_slice(&blocks);
        }
    }
    let inv_size = match mode {
        InvMode::TooSmall => EX_NB * n - 1,
        _ => si,
    };
    let x: Vec<T> = rng.vec(sx * nb);
    let da = dev.upload(&a).unwrap();
    let di = dev.upload(&inv).unwrap();
    let mut dx = dev.upload(&x).unwrap();
    let mut dplain = dev.upload(&x).unwrap();
    let what = format!(
        "{}trsv_ex {uplo:?} {trans:?} {diag:?} n={n} incx={incx} {batch:?} {mode:?}",
        T::DTYPE.prefix()
    );
    let strided_a = |c: usize| Matrices::Strided {
        a: da.as_slice(),
        stride: sa,
        count: c,
    };
    let r = match batch {
        Batch::Plain | Batch::Strided(_) => {
            let c = batch.count();
            let am = if batch == Batch::Plain {
                Matrices::One(da.as_slice())
            } else {
                strided_a(c)
            };
            let im = match mode {
                InvMode::Null => None,
                InvMode::Shared => Some(Matrices::One(di.as_slice().range(0, si).unwrap())),
                _ if batch == Batch::Plain => Some(Matrices::One(di.as_slice())),
                _ => Some(Matrices::Strided {
                    a: di.as_slice(),
                    stride: si,
                    count: c,
                }),
            };
            let mut xs = dx.as_mut_slice();
            let xm = if batch == Batch::Plain {
                VectorsMut::One(&mut xs)
            } else {
                VectorsMut::Strided {
                    x: &mut xs,
                    stride: sx,
                    count: c,
                }
            };
            let r = h.trsv_ex(uplo, trans, diag, n, am, lda, xm, incx, im, inv_size);
            let mut ps = dplain.as_mut_slice();
            let pm = if batch == Batch::Plain {
                VectorsMut::One(&mut ps)
            } else {
                VectorsMut::Strided {
                    x: &mut ps,
                    stride: sx,
                    count: c,
                }
            };
            let am = if batch == Batch::Plain {
                Matrices::One(da.as_slice())
            } else {
                strided_a(c)
            };
            h.trsv(uplo, trans, diag, n, am, lda, pm, incx).unwrap();
            r
        }
        Batch::Pointers(c) => {
            let backend = dev.backend();
            let (sl, il) = (da.as_slice(), di.as_slice());
            let aps: Vec<_> = (0..c).map(|b| sl.range(b * sa, sa).unwrap()).collect();
            let ips: Vec<_> = (0..c).map(|b| il.range(b * si, si).unwrap()).collect();
            let pa = DevicePointerArray::new(backend, &aps).unwrap();
            let pi = DevicePointerArray::new(backend, &ips).unwrap();
            let mut xb: Vec<_> = (0..c)
                .map(|b| dev.upload(&x[b * sx..(b + 1) * sx]).unwrap())
                .collect();
            let views: Vec<_> = xb.iter_mut().map(|b| b.as_mut_slice()).collect();
            let mut px = DevicePointerArrayMut::new(backend, views).unwrap();
            let im = (mode != InvMode::Null).then_some(Matrices::Pointers(&pi));
            let r = h.trsv_ex(
                uplo,
                trans,
                diag,
                n,
                Matrices::Pointers(&pa),
                lda,
                VectorsMut::Pointers(&mut px),
                incx,
                im,
                inv_size,
            );
            drop(px);
            let mut all = x.clone();
            for (b, buf) in xb.iter().enumerate() {
                all[b * sx..(b + 1) * sx].copy_from_slice(&buf.to_vec().unwrap());
            }
            dx.copy_from_host(&all).unwrap();
            let mut ps = dplain.as_mut_slice();
            h.trsv(
                uplo,
                trans,
                diag,
                n,
                strided_a(c),
                lda,
                VectorsMut::Strided {
                    x: &mut ps,
                    stride: sx,
                    count: c,
                },
                incx,
            )
            .unwrap();
            r
        }
    };
    r.unwrap_or_else(|e| panic!("{what}: {e}"));
    // The status of the trsv_ex call (the plain trsv after it reset it): run it again for it.
    let want_status = if mode == InvMode::TooSmall && n > 0 && cnt > 0 {
        Status::PerfDegraded
    } else {
        Status::Success
    };
    let got = dx.to_vec().unwrap();
    let plain = dplain.to_vec().unwrap();
    assert_eq!(
        bits(&di.to_vec().unwrap()),
        bits(&inv),
        "{what}: invA written"
    );
    for b in 0..cnt {
        let d = dense(b);
        let xin: Vec<Complex64> = (0..n).map(|i| c(x[b * sx + pos(i, n, incx)])).collect();
        let xout: Vec<Complex64> = (0..n).map(|i| c(got[b * sx + pos(i, n, incx)])).collect();
        for i in 0..n {
            let mut v = Complex64::new(0.0, 0.0);
            let mut scale = 0.0;
            for j in 0..n {
                let t = op_elem(&d, trans, i, j) * xout[j];
                v += t;
                scale += t.norm();
            }
            check_close(
                &format!("{what} b{b} residual {i}"),
                v,
                xin[i],
                scale * 4.0,
                T::DTYPE,
            );
            let k = b * sx + pos(i, n, incx);
            let scale = xout.iter().map(|z| z.norm()).sum::<f64>() + 1.0;
            check_close(
                &format!("{what} b{b} vs trsv {i}"),
                c(got[k]),
                c(plain[k]),
                scale * 4.0,
                T::DTYPE,
            );
        }
        for i in 0..sx {
            if (0..n).all(|r| pos(r, n, incx) != i) {
                assert_eq!(
                    bits(&got[b * sx + i..b * sx + i + 1]),
                    bits(&x[b * sx + i..b * sx + i + 1]),
                    "{what}: wrote outside x"
                );
            }
        }
    }
    // The status trsv_ex itself left (the plain trsv above overwrote it): once more, alone.
    let mut xs = dx.as_mut_slice();
    let im = match mode {
        InvMode::Null => None,
        _ => Some(Matrices::One(di.as_slice().range(0, si).unwrap())),
    };
    if cnt > 0 && batch != Batch::Pointers(cnt) {
        h.trsv_ex(
            uplo,
            trans,
            diag,
            n,
            Matrices::One(da.as_slice()),
            lda,
            VectorsMut::One(&mut xs),
            incx,
            im,
            inv_size,
        )
        .unwrap_or_else(|e| panic!("{what}: again: {e}"));
        assert_eq!(h.last_status(), want_status, "{what}: status");
    }
}

fn trsv_ex_all<T: Scalar>(dev: &Device, cases: &[(usize, i64, Batch, InvMode)]) {
    let mut rng = Rng::new(0xe7);
    for uplo in [Uplo::Upper, Uplo::Lower] {
        for trans in [Transpose::N, Transpose::T, Transpose::C] {
            for diag in [Diag::NonUnit, Diag::Unit] {
                for &(n, incx, batch, mode) in cases {
                    trsv_ex_case::<T>(dev, &mut rng, uplo, trans, diag, n, incx, batch, mode);
                }
            }
        }
    }
}

#[test]
fn trsv_ex_matches_trsv_with_and_without_inverse_blocks() {
    use InvMode::*;
    // n below the block, one block, one more than a block (a 1-row block), several blocks and a
    // partial one; negative and non-unit increments.
    let every = [
        (1, 1, Batch::Plain, PerEntry),
        (5, -1, Batch::Plain, PerEntry),
        (128, 1, Batch::Plain, PerEntry),
        (129, 2, Batch::Plain, PerEntry),
        (300, -1, Batch::Plain, PerEntry),
        (37, 1, Batch::Plain, Null),
        (130, -2, Batch::Plain, TooSmall),
    ];
    let batches = [
        (77, -2, Batch::Strided(3), PerEntry),
        (200, 1, Batch::Strided(2), Shared),
        (150, 1, Batch::Pointers(2), PerEntry),
        (65, -1, Batch::Pointers(2), Null),
        (140, 1, Batch::Strided(2), TooSmall),
        (9, 1, Batch::Strided(0), PerEntry),
        (0, 1, Batch::Plain, PerEntry),
    ];
    for dev in devices() {
        trsv_ex_all::<f32>(&dev, &every);
        trsv_ex_all::<f64>(&dev, &every);
        trsv_ex_all::<Complex32>(&dev, &every);
        trsv_ex_all::<Complex64>(&dev, &every);
        trsv_ex_all::<f64>(&dev, &batches);
        trsv_ex_all::<Complex32>(&dev, &batches);
    }
}

/// trsv_ex's size query equals its borrow (trsv's counters: invA is the caller's), with and
/// without invA; one byte short runs one block per entry (`perf_degraded`); an invA of fewer than
/// `128 n` elements is ignored with `perf_degraded`, and an invA shorter than the `invA_size`
/// claimed is refused.
#[test]
fn trsv_ex_query_equals_borrow_and_bad_inv_size() {
    for dev in devices() {
        let n = 200;
        let mut rng = Rng::new(0x5e);
        let mut a = vec![0.0f64; n * n];
        for j in 0..n {
            for i in j..n {
                a[i + j * n] = if i == j {
                    3.0
                } else {
                    0.5 * rng.value::<f64>() / n as f64
                };
            }
        }
        let dense: Vec<Vec<Complex64>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| c(if i >= j { a[i + j * n] } else { 0.0 }))
                    .collect()
            })
            .collect();
        let inv = inv_blocks::<f64>(&dense, Uplo::Lower, Diag::NonUnit, n);
        let x0: Vec<f64> = rng.vec(n);
        let da = dev.upload(&a).unwrap();
        let di = dev.upload(&inv).unwrap();
        let mut dx = dev.upload(&x0).unwrap();
        let run = |h: &mut Handle, dx: &mut oxblas::DeviceBuffer<f64>, with: bool, size: usize| {
            dx.copy_from_host(&x0).unwrap();
            h.trsv_ex(
                Uplo::Lower,
                Transpose::N,
                Diag::NonUnit,
                n,
                Matrices::One(da.as_slice()),
                n,
                VectorsMut::One(&mut dx.as_mut_slice()),
                1,
                with.then_some(Matrices::One(di.as_slice())),
                size,
            )
        };
        let full = EX_NB * n;
        let mut results = Vec::new();
        for (with, size) in [(true, full), (false, 0), (true, full - 1)] {
            let mut q = Handle::with_device(&dev).unwrap();
            q.start_device_memory_size_query().unwrap();
            let e = run(&mut q, &mut dx, with, size).unwrap_err();
            assert!(matches!(
                e.status(),
                Status::SizeIncreased | Status::SizeUnchanged
            ));
            let need = q.stop_device_memory_size_query().unwrap();
            assert_eq!(need, common::r64(4), "one counter");
            let mut exact = user_managed_handle(&dev, need);
            run(&mut exact, &mut dx, with, size).unwrap();
            let want = if size < full && with {
                Status::PerfDegraded
            } else {
                Status::Success
            };
            assert_eq!(exact.last_status(), want, "with {with} size {size}");
            results.push(dx.to_vec().unwrap());
            let mut short = user_managed_handle(&dev, need - 64);
            run(&mut short, &mut dx, with, size).unwrap();
            assert_eq!(short.last_status(), Status::PerfDegraded);
            for (g, w) in dx.to_vec().unwrap().iter().zip(&results[results.len() - 1]) {
                assert!(
                    (g - w).abs() <= 1e-12 * (1.0 + w.abs()),
                    "short: {g} vs {w}"
                );
            }
        }
        for r in &results[1..] {
            for (g, w) in r.iter().zip(&results[0]) {
                assert!((g - w).abs() <= 1e-12 * (1.0 + w.abs()), "{g} vs {w}");
            }
        }
        // An invA_size beyond the buffer: refused before anything runs.
        let mut h = Handle::with_device(&dev).unwrap();
        let e = run(&mut h, &mut dx, true, full + 1).unwrap_err();
        assert_eq!(e.status(), Status::InvalidSize);
        // invA batch count neither 1 nor the batch's: refused.
        let e = h
            .trsv_ex(
                Uplo::Lower,
                Transpose::N,
                Diag::NonUnit,
                n,
                Matrices::One(da.as_slice()),
                n,
                VectorsMut::One(&mut dx.as_mut_slice()),
                1,
                Some(Matrices::Strided {
                    a: di.as_slice(),
                    stride: 0,
                    count: 2,
                }),
                full,
            )
            .unwrap_err();
        assert_eq!(e.status(), Status::InvalidSize);
    }
}

// ------------------------------------------------------------------------------------ memory model

/// The size query of each routine equals what the call borrows; one byte less than the optimal
/// plan gives the fallback (`perf_degraded`) or `memory_error` where there is none.
#[test]
fn size_query_equals_the_borrow_and_shortage_degrades() {
    for dev in devices() {
        let m = 2048 * 4 + 5;
        let n = 4;
        let a = dev.upload(&vec![1.0f64; m * n]).unwrap();
        let x = dev.upload(&vec![1.0f64; m]).unwrap();
        let mut y = dev.upload(&vec![0.0f64; m]).unwrap();
        let mut h = Handle::with_device(&dev).unwrap();
        let run = |h: &mut Handle, y: &mut oxblas::DeviceBuffer<f64>| {
            h.gemv(
                Transpose::T,
                m,
                n,
                1.0,
                Matrices::One(a.as_slice()),
                m,
                Vectors::One(x.as_slice()),
                1,
                0.0,
                VectorsMut::One(&mut y.as_mut_slice()),
                1,
            )
        };
        h.start_device_memory_size_query().unwrap();
        let e = run(&mut h, &mut y).unwrap_err();
        assert_eq!(e.status(), Status::SizeIncreased);
        let need = h.stop_device_memory_size_query().unwrap();
        assert_eq!(need, common::r64(8 * 9 * n));
        let mut exact = user_managed_handle(&dev, need);
        run(&mut exact, &mut y).unwrap();
        assert_eq!(exact.last_status(), Status::Success);
        assert_eq!(y.to_vec().unwrap()[..n], vec![m as f64; n][..]);
        let mut short = user_managed_handle(&dev, need - 64);
        run(&mut short, &mut y).unwrap();
        assert_eq!(short.last_status(), Status::PerfDegraded);
        assert_eq!(y.to_vec().unwrap()[..n], vec![m as f64; n][..]);

        // trmv: a copy of x, no fallback.
        let nn = 33;
        let ta = dev.upload(&vec![1.0f64; nn * nn]).unwrap();
        let mut tx = dev.upload(&vec![1.0f64; nn]).unwrap();
        let mut q = Handle::with_device(&dev).unwrap();
        q.start_device_memory_size_query().unwrap();
        let _ = q.trmv(
            Uplo::Upper,
            Transpose::N,
            Diag::Unit,
            nn,
            Matrices::One(ta.as_slice()),
            nn,
            VectorsMut::One(&mut tx.as_mut_slice()),
            1,
        );
        let need = q.stop_device_memory_size_query().unwrap();
        assert_eq!(need, common::r64(8 * nn));
        let mut short = user_managed_handle(&dev, need - 64);
        let e = short
            .trmv(
                Uplo::Upper,
                Transpose::N,
                Diag::Unit,
                nn,
                Matrices::One(ta.as_slice()),
                nn,
                VectorsMut::One(&mut tx.as_mut_slice()),
                1,
            )
            .unwrap_err();
        assert_eq!(e.status(), Status::MemoryError);
    }
}

#[test]
fn argument_errors_in_rocblas_order() {
    let dev = Device::host();
    let mut h = Handle::with_device(&dev).unwrap();
    let a = dev.upload(&[1.0f64; 16]).unwrap();
    let x = dev.upload(&[1.0f64; 4]).unwrap();
    let mut y = dev.upload(&[1.0f64; 4]).unwrap();
    // lda < m: invalid_size; zero increment: invalid_size; short matrix: invalid_size.
    let e = h
        .gemv(
            Transpose::N,
            4,
            4,
            1.0,
            Matrices::One(a.as_slice()),
            3,
            Vectors::One(x.as_slice()),
            1,
            1.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    let e = h
        .gemv(
            Transpose::N,
            4,
            4,
            1.0,
            Matrices::One(a.as_slice()),
            4,
            Vectors::One(x.as_slice()),
            0,
            1.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    let e = h
        .gemv(
            Transpose::N,
            4,
            5,
            1.0,
            Matrices::One(a.as_slice()),
            4,
            Vectors::One(x.as_slice()),
            1,
            1.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidSize);
    // hemv of a real type: invalid_value.
    let e = h
        .hemv(
            Uplo::Upper,
            4,
            1.0,
            Matrices::One(a.as_slice()),
            4,
            Vectors::One(x.as_slice()),
            1,
            1.0,
            VectorsMut::One(&mut y.as_mut_slice()),
            1,
        )
        .unwrap_err();
    assert_eq!(e.status(), Status::InvalidValue);
    // Quick return: alpha = 0, beta = 1 touches nothing (NaN in A stays out).
    let nan = dev.upload(&[f64::NAN; 16]).unwrap();
    h.gemv(
        Transpose::T,
        4,
        4,
        0.0,
        Matrices::One(nan.as_slice()),
        4,
        Vectors::One(nan.as_slice()),
        1,
        1.0,
        VectorsMut::One(&mut y.as_mut_slice()),
        1,
    )
    .unwrap();
    assert_eq!(y.to_vec().unwrap(), vec![1.0; 4]);
}
