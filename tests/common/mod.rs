//! Shared helpers of the integration suites (`memory_model`, `level1`, `gpu_only`).
//!
//! * [`devices`]: the host device plus the compiled GPU backend when it has a device; every
//!   shared test loops over it.
//! * [`require_gpu`]: the GPU backend for a test that needs a device (such tests are
//!   `#[ignore]`d: see there), and [`gpu_required`] (`OXBLAS_REQUIRE_GPU=1`).
//! * [`fresh_host`]: a private host backend, for tests that read its counters or inject faults.
//! * [`Rng`]: a small deterministic generator for test data.
//! * References in higher precision (f64 / Complex64, compensated sums, scaled `nrm2`).
//! * [`Case`] / [`Prepared`]: one reduction call of any routine, type, layout and result
//!   destination, with poisoned result buffers, decoded results and a reference check.
//! * A log capture (per thread) for "growth is logged" and "queries log nothing".
//! * The level-3 and solver suites' vocabulary: [`eps`], [`bits`], [`nan`], [`Batch`], [`Mode`],
//!   and [`capi`]: the C ABI's handle and memory entry points their C-ABI tests call.
#![allow(dead_code)]

use std::cell::RefCell;
use std::sync::{Arc, Mutex, OnceLock};

use oxblas::backend::host::HostBackend;
use oxblas::env::{EnvConfig, InitialWorkspace};
use oxblas::launch::ReduceOp;
use oxblas::level1::{span, Vectors};
use oxblas::{
    Backend, Complex64, DType, Device, DeviceBuffer, DevicePointerArray, DeviceSlice,
    DeviceSliceMut, Handle, Scalar, Status, StreamId,
};

// ------------------------------------------------------------------------------------ devices

/// Whether this run must find a GPU device: `OXBLAS_REQUIRE_GPU=1`, which the GPU machine's
/// runner (`.gpu-bundle/run-all.sh`) sets, so that a lost device fails the run instead of
/// leaving the shared suites to pass on the host backend alone.
pub fn gpu_required() -> bool {
    std::env::var("OXBLAS_REQUIRE_GPU").is_ok_and(|v| v == "1")
}

/// The compiled GPU backend, for a test that cannot do anything without a device.
///
/// Such a test is `#[ignore = "needs a GPU device: …"]`, so that a run without a device counts
/// it as ignored rather than passed; the GPU machine runs it with `--include-ignored`. Run that
/// way without a device (or in a host-only build), it panics here: a pass always means the
/// test did its work.
pub fn require_gpu() -> Arc<dyn Backend> {
    match oxblas::backend::compiled_gpu_backend() {
        None => panic!(
            "this test needs a GPU device, but this build has no GPU backend \
             (build with --features nvidia or amd)"
        ),
        Some(Err(e)) => panic!(
            "this test needs a GPU device, but none is available ({e}); it is #[ignore]d for \
             that reason: run it with --include-ignored only on a machine with a GPU"
        ),
        Some(Ok(b)) => b,
    }
}

/// The host device, plus the compiled GPU backend when `compiled_gpu_backend()` opens one.
/// A compiled GPU backend without a device (`no_device`) is skipped with a note, unless
/// [`gpu_required`]; any other failure to open it fails the test (a broken GPU build must not
/// pass as "host only").
pub fn devices() -> Vec<Device> {
    static GPU: OnceLock<Option<Arc<dyn Backend>>> = OnceLock::new();
    let gpu = GPU.get_or_init(|| match oxblas::backend::compiled_gpu_backend() {
        None if gpu_required() => panic!("OXBLAS_REQUIRE_GPU=1 but this build has no GPU backend"),
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) if e.status() == Status::NoDevice && gpu_required() => {
            panic!("OXBLAS_REQUIRE_GPU=1 but the compiled GPU backend has no device: {e}")
        }
        Some(Err(e)) if e.status() == Status::NoDevice => {
            eprintln!(
                "note: GPU backend compiled in but no device available ({e}); GPU tests skipped"
            );
            None
        }
        Some(Err(e)) => panic!("the compiled GPU backend failed to open: {e}"),
    });
    let mut v = vec![Device::host()];
    if let Some(b) = gpu {
        v.push(Device::from_backend(b.clone()));
    }
    v
}

/// A private host backend (own counters, own fault injection) and a device on it.
pub fn fresh_host() -> (Arc<HostBackend>, Device) {
    let hb = HostBackend::new();
    let dev = Device::from_backend(hb.clone());
    (hb, dev)
}

/// A private host backend whose default workspace size `DEF` is `def` bytes.
pub fn fresh_host_def(def: usize) -> (Arc<HostBackend>, Device) {
    let hb = HostBackend::with_default_workspace_size(def);
    let dev = Device::from_backend(hb.clone());
    (hb, dev)
}

/// The configuration of an unset environment (managed, classic), independent of the process.
pub fn managed_config() -> EnvConfig {
    EnvConfig {
        workspace: InitialWorkspace::Managed,
        stream_order: false,
        lookahead: true,
        warnings: Vec::new(),
    }
}

pub fn user_managed_config(bytes: usize) -> EnvConfig {
    EnvConfig {
        workspace: InitialWorkspace::UserManaged(bytes),
        stream_order: false,
        lookahead: true,
        warnings: Vec::new(),
    }
}

pub fn stream_order_config() -> EnvConfig {
    EnvConfig {
        workspace: InitialWorkspace::Managed,
        stream_order: true,
        lookahead: true,
        warnings: Vec::new(),
    }
}

/// A managed handle that does not read the process environment.
pub fn handle(dev: &Device) -> Handle {
    Handle::with_config(dev, &managed_config()).expect("handle creation")
}

/// A user-managed handle of `bytes` (rounded to 64 by the library).
pub fn user_managed_handle(dev: &Device, bytes: usize) -> Handle {
    Handle::with_config(dev, &user_managed_config(bytes)).expect("handle creation")
}

pub const fn r64(x: usize) -> usize {
    x.div_ceil(64) * 64
}

/// Poison `bytes` of device memory with 0xFF (NaN for floats, -1 for indices) and wait.
pub fn poison_device(dev: &Device, ptr: oxblas::DevicePtr, bytes: usize) {
    if bytes == 0 {
        return;
    }
    // SAFETY: `ptr` is a live allocation of `dev` of at least `bytes` bytes (callers' buffers).
    unsafe {
        dev.backend()
            .memset(ptr, 0xFF, bytes, StreamId::DEFAULT)
            .expect("memset")
    };
    dev.backend()
        .stream_synchronize(StreamId::DEFAULT)
        .expect("sync");
}

// ------------------------------------------------------------------------------------ RNG

/// SplitMix64: deterministic, fast, good enough for test data.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    /// A generator whose state is `state` as given (`Rng::new` mixes its seed first).
    pub fn from_state(state: u64) -> Rng {
        Rng(state)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
    /// Uniform in [-1, 1), never exactly zero (0 becomes 0.5).
    pub fn signed_unit(&mut self) -> f64 {
        let v = (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        if v == 0.0 {
            0.5
        } else {
            v
        }
    }
    /// `len` values of [`Rng::signed_unit`].
    pub fn signed_vec(&mut self, len: usize) -> Vec<f64> {
        (0..len).map(|_| self.signed_unit()).collect()
    }
    /// Uniform integer in [lo, hi).
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(hi > lo);
        lo + (self.next_u64() % (hi - lo) as u64) as i64
    }
    pub fn sign(&mut self) -> f64 {
        if self.next_u64() & 1 == 0 {
            1.0
        } else {
            -1.0
        }
    }
    /// A non-zero real of moderate range: ±[0.1, 1) · 2^k, k in -3..3.
    pub fn nonzero(&mut self) -> f64 {
        let k = self.range(-3, 3) as i32;
        self.sign() * (0.1 + 0.9 * self.unit()) * 2f64.powi(k)
    }
    /// A non-zero element (both parts non-zero for complex types).
    pub fn value<T: Scalar>(&mut self) -> T {
        let re = self.nonzero();
        let im = if T::DTYPE.is_complex() {
            self.nonzero()
        } else {
            0.0
        };
        T::from_c64(Complex64::new(re, im))
    }
    /// A non-zero element with small integer parts (exact in every type): `|re| + |im|` is an
    /// integer in 1..=2*max, so ties are frequent and every implementation must agree exactly.
    pub fn int_value<T: Scalar>(&mut self, max: i64) -> T {
        let re = self.sign() * self.range(1, max + 1) as f64;
        let im = if T::DTYPE.is_complex() {
            self.sign() * self.range(0, max + 1) as f64
        } else {
            0.0
        };
        T::from_c64(Complex64::new(re, im))
    }
    pub fn vec<T: Scalar>(&mut self, len: usize) -> Vec<T> {
        (0..len).map(|_| self.value::<T>()).collect()
    }
    pub fn int_vec<T: Scalar>(&mut self, len: usize, max: i64) -> Vec<T> {
        (0..len).map(|_| self.int_value::<T>(max)).collect()
    }
}

// ------------------------------------------------------------------------------------ references

/// Neumaier's compensated sum.
#[derive(Debug, Default, Clone, Copy)]
pub struct KahanSum {
    sum: f64,
    c: f64,
}

impl KahanSum {
    pub fn add(&mut self, v: f64) {
        let t = self.sum + v;
        if self.sum.abs() >= v.abs() {
            self.c += (self.sum - t) + v;
        } else {
            self.c += (v - t) + self.sum;
        }
        self.sum = t;
    }
    pub fn value(&self) -> f64 {
        self.sum + self.c
    }
}

/// BLAS position of logical element `i` of a vector of `n` with increment `inc`.
pub fn blas_pos(i: usize, n: usize, inc: i64) -> usize {
    if inc >= 0 {
        i * inc as usize
    } else {
        (n - 1 - i) * inc.unsigned_abs() as usize
    }
}

/// The `n` logical elements of `v` (storage) with increment `inc`, widened.
pub fn logical<T: Scalar>(v: &[T], n: usize, inc: i64) -> Vec<Complex64> {
    (0..n).map(|i| v[blas_pos(i, n, inc)].to_c64()).collect()
}

pub fn ref_asum(x: &[Complex64]) -> f64 {
    let mut s = KahanSum::default();
    for v in x {
        s.add(v.re.abs());
        s.add(v.im.abs());
    }
    s.value()
}

/// `sqrt(Σ |x_i|²)` by scaling with the largest component and a compensated sum of squares.
pub fn ref_nrm2(x: &[Complex64]) -> f64 {
    let scale = x
        .iter()
        .flat_map(|v| [v.re.abs(), v.im.abs()])
        .fold(0.0f64, f64::max);
    if scale == 0.0 {
        return 0.0;
    }
    let mut s = KahanSum::default();
    for v in x {
        for p in [v.re, v.im] {
            let q = p / scale;
            s.add(q * q);
        }
    }
    scale * s.value().sqrt()
}

/// `Σ op(x_i) y_i` with compensated sums of each product component, and `Σ |terms|` (the scale
/// the error is measured against).
pub fn ref_dot(x: &[Complex64], y: &[Complex64], conj: bool) -> (Complex64, f64) {
    let (mut re, mut im, mut scale) = (KahanSum::default(), KahanSum::default(), 0.0);
    for (a, b) in x.iter().zip(y) {
        let a = if conj { a.conj() } else { *a };
        re.add(a.re * b.re);
        re.add(-(a.im * b.im));
        im.add(a.re * b.im);
        im.add(a.im * b.re);
        scale +=
            (a.re * b.re).abs() + (a.im * b.im).abs() + (a.re * b.im).abs() + (a.im * b.re).abs();
    }
    (Complex64::new(re.value(), im.value()), scale)
}

/// 1-based index of the largest (`max`) or smallest `|re| + |im|`; ties → smallest index;
/// 0 for an empty vector.
pub fn ref_iamax(x: &[Complex64], max: bool) -> i64 {
    let mut best: Option<(f64, usize)> = None;
    for (i, v) in x.iter().enumerate() {
        let m = v.re.abs() + v.im.abs();
        best = match best {
            None => Some((m, i)),
            Some((b, j)) => {
                if (max && m > b) || (!max && m < b) {
                    Some((m, i))
                } else {
                    Some((b, j))
                }
            }
        };
    }
    best.map_or(0, |(_, i)| i as i64 + 1)
}

/// Relative tolerance of a type's results (f32 ~1e-5, f64 ~1e-13).
pub fn tol(dtype: DType) -> f64 {
    match dtype {
        DType::F16 => 2e-3,
        DType::BF16 => 1.6e-2,
        DType::F32 | DType::C32 => 1e-5,
        DType::F64 | DType::C64 => 1e-13,
    }
}

/// `|got - want| <= rel * scale` (component-wise for complex values).
pub fn close(got: Complex64, want: Complex64, scale: f64, rel: f64) -> bool {
    let bound = rel * scale;
    (got.re - want.re).abs() <= bound && (got.im - want.im).abs() <= bound
}

/// `|got - want| <= rel * max(scale, |want|, f64::MIN_POSITIVE)`, for real values.
pub fn close_real(got: f64, want: f64, scale: f64, rel: f64) -> bool {
    (got - want).abs() <= rel * scale.max(want.abs()).max(f64::MIN_POSITIVE)
}

pub fn rel_err(got: f64, want: f64) -> f64 {
    if want == 0.0 {
        got.abs()
    } else {
        ((got - want) / want).abs()
    }
}

// ------------------------------------------------------------------------------------ cases

pub const OPS: [ReduceOp; 6] = [
    ReduceOp::Asum,
    ReduceOp::Nrm2,
    ReduceOp::Dot,
    ReduceOp::Dotc,
    ReduceOp::Iamax,
    ReduceOp::Iamin,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// One vector, through the single-vector API (`h.asum(n, &x, incx)`) for host results.
    Plain,
    /// `DevicePointerArray` of separately allocated vectors.
    Batched,
    /// One allocation, vector `b` at `b * stride`.
    Strided,
}

pub const LAYOUTS: [Layout; 3] = [Layout::Plain, Layout::Batched, Layout::Strided];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dest {
    Host,
    Device,
}

pub const DESTS: [Dest; 2] = [Dest::Host, Dest::Device];

/// The storage of a batch of vectors: vector `b` is `storage[b*stride .. b*stride + len]`.
#[derive(Debug, Clone)]
pub struct Operand<T> {
    pub storage: Vec<T>,
    pub len: usize,
    pub stride: usize,
    pub batch: usize,
}

impl<T: Scalar> Operand<T> {
    /// Random storage for `batch` vectors of `len` elements, `pad` unread elements between them.
    pub fn random(rng: &mut Rng, len: usize, pad: usize, batch: usize, ints: bool) -> Operand<T> {
        let stride = len + pad;
        let total = if batch == 0 {
            0
        } else {
            (batch - 1) * stride + len
        };
        let storage = if ints {
            rng.int_vec(total, 40)
        } else {
            rng.vec(total)
        };
        Operand {
            storage,
            len,
            stride,
            batch,
        }
    }
    pub fn from_vec(v: Vec<T>) -> Operand<T> {
        let len = v.len();
        Operand {
            storage: v,
            len,
            stride: len,
            batch: 1,
        }
    }
    pub fn vector(&self, b: usize) -> &[T] {
        &self.storage[b * self.stride..b * self.stride + self.len]
    }
}

/// One reduction call: what to run and on which data.
#[derive(Debug, Clone)]
pub struct Case<T> {
    pub op: ReduceOp,
    pub layout: Layout,
    pub dest: Dest,
    pub n: usize,
    pub incx: i64,
    pub incy: i64,
    pub x: Operand<T>,
    pub y: Option<Operand<T>>,
}

impl<T: Scalar> Case<T> {
    /// A random case: data sized for `n`, the increments and `batch` (forced to 1 for Plain).
    #[allow(clippy::too_many_arguments)]
    pub fn random(
        rng: &mut Rng,
        op: ReduceOp,
        layout: Layout,
        dest: Dest,
        n: usize,
        incx: i64,
        incy: i64,
        batch: usize,
        pad: usize,
    ) -> Case<T> {
        let batch = if layout == Layout::Plain { 1 } else { batch };
        let ints = op.is_index();
        let x = Operand::random(rng, span(n, incx), pad, batch, ints);
        let y = op
            .has_y()
            .then(|| Operand::random(rng, span(n, incy), pad + 1, batch, ints));
        Case {
            op,
            layout,
            dest,
            n,
            incx,
            incy,
            x,
            y,
        }
    }

    pub fn batch(&self) -> usize {
        self.x.batch
    }

    /// Bytes of one result element.
    pub fn result_size(&self) -> usize {
        oxblas::level1::plan::result_bytes(self.op, T::DTYPE, 8)
    }

    /// Reference results with the scale each is measured against.
    pub fn expected(&self) -> Vec<(Complex64, f64)> {
        (0..self.batch())
            .map(|b| {
                let n = self.n;
                let single_quick = !self.op.has_y() && self.incx <= 0;
                if n == 0 || single_quick {
                    return (Complex64::new(0.0, 0.0), 0.0);
                }
                let x = logical(self.x.vector(b), n, self.incx);
                match self.op {
                    ReduceOp::Asum => {
                        let v = ref_asum(&x);
                        (Complex64::new(v, 0.0), v)
                    }
                    ReduceOp::Nrm2 => {
                        let v = ref_nrm2(&x);
                        (Complex64::new(v, 0.0), v)
                    }
                    ReduceOp::Dot | ReduceOp::Dotc => {
                        let y = logical(self.y.as_ref().unwrap().vector(b), n, self.incy);
                        ref_dot(&x, &y, self.op == ReduceOp::Dotc)
                    }
                    ReduceOp::Iamax | ReduceOp::Iamin => (
                        Complex64::new(ref_iamax(&x, self.op == ReduceOp::Iamax) as f64, 0.0),
                        0.0,
                    ),
                    _ => unreachable!("unknown reduction code"),
                }
            })
            .collect()
    }

    /// Check decoded results (`batch + 1` entries, the last one a guard that must stay
    /// poisoned) against the reference.
    pub fn check(&self, got: &[Option<Complex64>]) -> Result<(), String> {
        let batch = self.batch();
        if got.len() != batch + 1 {
            return Err(format!(
                "{} results decoded, {} expected",
                got.len(),
                batch + 1
            ));
        }
        if got[batch].is_some() {
            return Err(format!(
                "the guard element after {batch} results was overwritten: {:?}",
                got[batch]
            ));
        }
        let rel = tol(T::DTYPE);
        for (b, (want, scale)) in self.expected().into_iter().enumerate() {
            let Some(g) = got[b] else {
                return Err(format!("result {b} was not written (still poisoned)"));
            };
            let ok = if self.op.is_index() || scale == 0.0 {
                g == want
            } else {
                close(g, want, scale, rel)
            };
            if !ok {
                return Err(format!(
                    "{}{} batch {b}: got {g}, want {want} (scale {scale:e}, rel err {:e})",
                    T::DTYPE.prefix(),
                    self.op.name(),
                    (g - want).norm() / scale.max(f64::MIN_POSITIVE)
                ));
            }
        }
        Ok(())
    }

    pub fn describe(&self) -> String {
        format!(
            "{}{} {:?}/{:?} n={} incx={} incy={} batch={} stride={}",
            T::DTYPE.prefix(),
            self.op.name(),
            self.layout,
            self.dest,
            self.n,
            self.incx,
            self.incy,
            self.batch(),
            self.x.stride
        )
    }
}

/// Device copies of one operand.
pub struct DeviceOperand<T: Scalar> {
    /// Pointer array (Batched): declared first, dropped first.
    ptrs: Option<DevicePointerArray<'static, T>>,
    bufs: Vec<DeviceBuffer<T>>,
    stride: usize,
    batch: usize,
}

impl<T: Scalar> DeviceOperand<T> {
    pub fn upload(dev: &Device, op: &Operand<T>, layout: Layout) -> DeviceOperand<T> {
        let bufs: Vec<DeviceBuffer<T>> = match layout {
            Layout::Plain | Layout::Strided => vec![dev.upload(&op.storage).expect("upload")],
            Layout::Batched => (0..op.batch)
                .map(|b| dev.upload(op.vector(b)).expect("upload"))
                .collect(),
        };
        let ptrs = (layout == Layout::Batched).then(|| {
            // SAFETY: the views address `bufs`, which live in the same struct and are dropped
            // after the pointer array (field order); the array only stores their addresses.
            let views: Vec<DeviceSlice<'static, T>> = bufs
                .iter()
                .map(|b| unsafe { DeviceSlice::from_raw(b.ptr(), b.len()) })
                .collect();
            DevicePointerArray::new(dev.backend(), &views).expect("pointer array")
        });
        DeviceOperand {
            ptrs,
            bufs,
            stride: op.stride,
            batch: op.batch,
        }
    }

    pub fn slice(&self) -> DeviceSlice<'_, T> {
        self.bufs[0].as_slice()
    }

    pub fn vectors(&self, layout: Layout) -> Vectors<'_, T> {
        match layout {
            Layout::Plain => Vectors::One(self.bufs[0].as_slice()),
            Layout::Strided => Vectors::Strided {
                x: self.bufs[0].as_slice(),
                stride: self.stride,
                count: self.batch,
            },
            Layout::Batched => Vectors::Pointers(self.ptrs.as_ref().unwrap()),
        }
    }

    /// Bytes of device memory this operand holds (buffers and pointer array).
    pub fn bytes(&self) -> usize {
        self.bufs
            .iter()
            .map(|b| b.len() * std::mem::size_of::<T>())
            .sum::<usize>()
            + self.ptrs.as_ref().map_or(0, |p| p.batch_count() * 8)
    }
}

/// A case with its data on a device and poisoned result buffers (`batch + 1` elements: the last
/// is a guard that no call may touch).
pub struct Prepared<T: Scalar> {
    pub case: Case<T>,
    pub dev: Device,
    pub x: DeviceOperand<T>,
    pub y: Option<DeviceOperand<T>>,
    host_res: Vec<u64>,
    dev_res: Option<DeviceBuffer<u8>>,
}

impl<T: Scalar> Prepared<T> {
    pub fn new(dev: &Device, case: Case<T>) -> Prepared<T> {
        let x = DeviceOperand::upload(dev, &case.x, case.layout);
        let y = case
            .y
            .as_ref()
            .map(|y| DeviceOperand::upload(dev, y, case.layout));
        let bytes = (case.batch() + 1) * case.result_size();
        let mut p = Prepared {
            dev: dev.clone(),
            x,
            y,
            host_res: vec![0; bytes.div_ceil(8)],
            dev_res: (case.dest == Dest::Device).then(|| dev.alloc::<u8>(bytes).expect("alloc")),
            case,
        };
        p.poison();
        p
    }

    /// Refill the result buffers with 0xFF.
    pub fn poison(&mut self) {
        self.host_res.iter_mut().for_each(|w| *w = u64::MAX);
        if let Some(d) = &self.dev_res {
            poison_device(&self.dev, d.ptr(), d.len());
        }
    }

    /// Device bytes the prepared data holds.
    pub fn device_bytes(&self) -> usize {
        self.x.bytes()
            + self.y.as_ref().map_or(0, |y| y.bytes())
            + self.dev_res.as_ref().map_or(0, |d| d.len())
    }

    /// Replace the x data (same shape) on the device, for replays.
    pub fn reupload_x(&mut self, x: Operand<T>) {
        assert_eq!(x.storage.len(), self.case.x.storage.len());
        match self.case.layout {
            Layout::Plain | Layout::Strided => self.x.bufs[0].copy_from_host(&x.storage).unwrap(),
            Layout::Batched => {
                for b in 0..x.batch {
                    self.x.bufs[b].copy_from_host(x.vector(b)).unwrap();
                }
            }
        }
        self.case.x = x;
    }

    /// Run the call on `h`. Results stay on the device (or in the host buffer) until [`read`].
    pub fn run(&mut self, h: &mut Handle) -> oxblas::Result<()> {
        let Prepared {
            case,
            x,
            y,
            host_res,
            dev_res,
            ..
        } = self;
        let count = case.batch() + 1;
        let (n, incx, incy, layout) = (case.n, case.incx, case.incy, case.layout);
        let xv = x.vectors(layout);
        let yv = y.as_ref().map(|y| y.vectors(layout));

        fn host_slice<R>(storage: &mut [u64], count: usize) -> &mut [R] {
            assert!(count * std::mem::size_of::<R>() <= storage.len() * 8);
            // SAFETY: in bounds (checked), 8-byte aligned storage, R is plain data (DeviceCopy).
            unsafe { std::slice::from_raw_parts_mut(storage.as_mut_ptr().cast::<R>(), count) }
        }
        fn dev_slice<R: oxblas::DeviceCopy>(
            buf: &mut Option<DeviceBuffer<u8>>,
            count: usize,
        ) -> DeviceSliceMut<'_, R> {
            let b = buf.as_mut().unwrap();
            assert!(count * std::mem::size_of::<R>() <= b.len());
            // SAFETY: the buffer holds `count` elements of R (checked), 256-byte aligned.
            unsafe { DeviceSliceMut::from_raw(b.ptr(), count) }
        }
        fn store<R: Copy>(storage: &mut [u64], v: R) {
            host_slice::<R>(storage, 1)[0] = v;
        }

        macro_rules! single {
            ($one:ident, $batched:ident, $device:ident, $R:ty) => {
                match (case.dest, layout) {
                    (Dest::Host, Layout::Plain) => {
                        let v = h.$one(n, &x.slice(), incx)?;
                        store::<$R>(host_res, v);
                        Ok(())
                    }
                    (Dest::Host, _) => h.$batched(n, xv, incx, host_slice::<$R>(host_res, count)),
                    (Dest::Device, _) => {
                        h.$device(n, xv, incx, &mut dev_slice::<$R>(dev_res, count))
                    }
                }
            };
        }
        macro_rules! dot {
            ($one:ident, $batched:ident, $device:ident) => {{
                let yv = yv.unwrap();
                match (case.dest, layout) {
                    (Dest::Host, Layout::Plain) => {
                        let v = h.$one(n, &x.slice(), incx, &y.as_ref().unwrap().slice(), incy)?;
                        store::<T>(host_res, v);
                        Ok(())
                    }
                    (Dest::Host, _) => {
                        h.$batched(n, xv, incx, yv, incy, host_slice::<T>(host_res, count))
                    }
                    (Dest::Device, _) => {
                        h.$device(n, xv, incx, yv, incy, &mut dev_slice::<T>(dev_res, count))
                    }
                }
            }};
        }
        match case.op {
            ReduceOp::Asum => single!(asum, asum_batched, asum_device, T::Real),
            ReduceOp::Nrm2 => single!(nrm2, nrm2_batched, nrm2_device, T::Real),
            ReduceOp::Iamax => single!(iamax, iamax_batched, iamax_device, i64),
            ReduceOp::Iamin => single!(iamin, iamin_batched, iamin_device, i64),
            ReduceOp::Dot => dot!(dot, dot_batched, dot_device),
            ReduceOp::Dotc => dot!(dotc, dotc_batched, dotc_device),
            _ => unreachable!("unknown reduction code"),
        }
    }

    /// The raw result bytes (`batch + 1` elements). Synchronizes `h`'s stream first for device
    /// results.
    pub fn raw(&self, h: &Handle) -> Vec<u8> {
        let bytes = (self.case.batch() + 1) * self.case.result_size();
        match &self.dev_res {
            Some(d) => {
                h.synchronize().expect("synchronize");
                d.to_vec().expect("read back")
            }
            None => {
                // SAFETY: host_res holds at least `bytes` bytes.
                unsafe { std::slice::from_raw_parts(self.host_res.as_ptr().cast::<u8>(), bytes) }
                    .to_vec()
            }
        }
    }

    /// Decoded results; `None` where the element is still poisoned.
    pub fn read(&self, h: &Handle) -> Vec<Option<Complex64>> {
        decode::<T>(self.case.op, &self.raw(h))
    }

    /// Run and check against the reference (panics with a description on mismatch).
    pub fn run_and_check(&mut self, h: &mut Handle) {
        self.poison();
        if let Err(e) = self.run(h) {
            panic!("{}: {e}", self.case.describe());
        }
        let got = self.read(h);
        if let Err(msg) = self.case.check(&got) {
            panic!("{} on {:?}: {msg}", self.case.describe(), h.backend_kind());
        }
    }
}

/// Decode result bytes of `op` on `T`; all-0xFF elements (poison) decode to `None`.
pub fn decode<T: Scalar>(op: ReduceOp, bytes: &[u8]) -> Vec<Option<Complex64>> {
    let size = oxblas::level1::plan::result_bytes(op, T::DTYPE, 8);
    let f32_at = |b: &[u8], o: usize| f32::from_ne_bytes(b[o..o + 4].try_into().unwrap()) as f64;
    let f64_at = |b: &[u8], o: usize| f64::from_ne_bytes(b[o..o + 8].try_into().unwrap());
    // 2-byte results: f16 or bf16, as the element type.
    let half_at = |b: &[u8]| {
        let bits = u16::from_ne_bytes(b[..2].try_into().unwrap());
        if T::DTYPE == DType::BF16 {
            half::bf16::from_bits(bits).to_f64()
        } else {
            half::f16::from_bits(bits).to_f64()
        }
    };
    bytes
        .chunks_exact(size)
        .map(|e| {
            if e.iter().all(|&b| b == 0xFF) {
                return None;
            }
            Some(match op {
                ReduceOp::Iamax | ReduceOp::Iamin => {
                    Complex64::new(i64::from_ne_bytes(e.try_into().unwrap()) as f64, 0.0)
                }
                ReduceOp::Asum | ReduceOp::Nrm2 => Complex64::new(
                    match size {
                        2 => half_at(e),
                        4 => f32_at(e, 0),
                        _ => f64_at(e, 0),
                    },
                    0.0,
                ),
                ReduceOp::Dot | ReduceOp::Dotc => match T::DTYPE {
                    DType::F32 => Complex64::new(f32_at(e, 0), 0.0),
                    DType::F64 => Complex64::new(f64_at(e, 0), 0.0),
                    DType::C32 => Complex64::new(f32_at(e, 0), f32_at(e, 4)),
                    DType::C64 => Complex64::new(f64_at(e, 0), f64_at(e, 8)),
                    DType::F16 | DType::BF16 => Complex64::new(half_at(e), 0.0),
                },
                _ => unreachable!("unknown reduction code"),
            })
        })
        .collect()
}

/// Call `f::<T>()` for each of the four element types. Textually scoped (`#[macro_use] mod
/// common;` in the suites that use it), not exported: a suite may be a module of the combined
/// binary (`tests/gpu_all.rs`), where exported copies would collide at its root.
#[allow(unused_macros)] // most suites do not use it
macro_rules! for_each_type {
    ($f:ident ( $($arg:expr),* )) => {{
        $f::<f32>($($arg),*);
        $f::<f64>($($arg),*);
        $f::<oxblas::Complex32>($($arg),*);
        $f::<oxblas::Complex64>($($arg),*);
    }};
}

// ------------------------------------------------------------------------------------ leaks

/// Live-memory bookkeeping of a private host backend around one handle: what the backend holds
/// must be exactly the test's own buffers (`base`) plus what the handle's statistics say it
/// holds, and the statistics must balance.
pub fn assert_accounted(hb: &HostBackend, base_bytes: u64, base_allocs: u64, h: &Handle) {
    let s = h.stats();
    let c = hb.counters();
    assert!(s.balanced(), "statistics do not balance: {s}");
    assert_eq!(
        c.live_bytes,
        base_bytes + s.live_bytes,
        "backend live bytes vs handle statistics: {s}"
    );
    assert_eq!(
        c.live_allocations,
        base_allocs + s.live_allocations,
        "backend live allocations vs handle: {s}"
    );
}

// ------------------------------------------------------------------------------------ logs

struct Capture;

thread_local! {
    static LISTEN: RefCell<Option<Vec<(log::Level, String)>>> = const { RefCell::new(None) };
}

impl log::Log for Capture {
    fn enabled(&self, _: &log::Metadata<'_>) -> bool {
        true
    }
    fn log(&self, record: &log::Record<'_>) {
        LISTEN.with(|l| {
            if let Some(v) = l.borrow_mut().as_mut() {
                v.push((record.level(), record.args().to_string()));
            }
        });
    }
    fn flush(&self) {}
}

static CAPTURE: Capture = Capture;

/// Run `f` and return what it logged on this thread (all levels).
pub fn capture_logs<R>(f: impl FnOnce() -> R) -> (R, Vec<(log::Level, String)>) {
    static INSTALL: Mutex<bool> = Mutex::new(false);
    {
        let mut done = INSTALL.lock().unwrap();
        if !*done {
            log::set_logger(&CAPTURE).expect("no other logger in the test binary");
            log::set_max_level(log::LevelFilter::Trace);
            *done = true;
        }
    }
    LISTEN.with(|l| *l.borrow_mut() = Some(Vec::new()));
    let r = f();
    let logs = LISTEN.with(|l| l.borrow_mut().take().unwrap());
    (r, logs)
}

// ------------------------------------------------------- level 3 and solver: shared vocabulary

/// Unit roundoff of an element type's precision (f32 for f32/c32, f64 otherwise).
pub fn eps(dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C32 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    }
}

/// Bits of `v` (real and imaginary parts), to check untouched memory exactly (NaN compares
/// unequal to itself).
pub fn bits<T: Scalar>(v: T) -> (u64, u64) {
    let z = v.to_c64();
    (z.re.to_bits(), z.im.to_bits())
}

/// NaN in every part: the poison of outputs and of memory a routine must not touch.
pub fn nan<T: Scalar>() -> T {
    T::from_c64(Complex64::new(f64::NAN, f64::NAN))
}

/// How a call's matrices are batched: one, `count` at a fixed stride, or `count` pointers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Batch {
    Plain,
    Strided(usize),
    Pointers(usize),
}

impl Batch {
    /// Matrices in the call.
    pub fn count(self) -> usize {
        match self {
            Batch::Plain => 1,
            Batch::Strided(c) | Batch::Pointers(c) => c,
        }
    }
}

/// alpha/beta: a host value, or the same value from device memory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    Host,
    Device,
}

/// The C ABI's handle and memory entry points, as the suites' C-ABI tests call them (each
/// suite declares the routines it calls itself).
pub mod capi {
    use std::ffi::c_void;

    extern "C" {
        pub fn oxblas_create_handle(out: *mut *mut c_void) -> i32;
        pub fn oxblas_destroy_handle(h: *mut c_void) -> i32;
        pub fn oxblas_malloc(ptr: *mut *mut c_void, bytes: usize) -> i32;
        pub fn oxblas_free(ptr: *mut c_void) -> i32;
        pub fn oxblas_memcpy_host_to_device(
            dst: *mut c_void,
            src: *const c_void,
            bytes: usize,
        ) -> i32;
        pub fn oxblas_memcpy_device_to_host(
            dst: *mut c_void,
            src: *const c_void,
            bytes: usize,
        ) -> i32;
    }

    /// A handle on the default backend, or None (and a note naming `what`) where it cannot be
    /// created.
    pub fn default_handle(what: &str) -> Option<*mut c_void> {
        let mut h = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        let st = unsafe { oxblas_create_handle(&mut h) };
        if st != 0 {
            eprintln!("note: no default device ({st}); {what} skipped");
            return None;
        }
        Some(h)
    }

    /// A device copy of `v` (oxblas_malloc of at least one byte, then the copy), freed by the
    /// caller with oxblas_free or `release`.
    pub fn upload<T: Copy>(v: &[T]) -> *mut c_void {
        let mut d = std::ptr::null_mut();
        // SAFETY: valid out-pointer; `d` holds `v`'s bytes after a successful allocation.
        unsafe {
            assert_eq!(oxblas_malloc(&mut d, std::mem::size_of_val(v).max(1)), 0);
            assert_eq!(
                oxblas_memcpy_host_to_device(d, v.as_ptr().cast(), std::mem::size_of_val(v)),
                0
            );
        }
        d
    }

    /// Frees `bufs` (from `upload`) and destroys `h`.
    pub fn release(h: *mut c_void, bufs: &[*mut c_void]) {
        // SAFETY: the caller's buffers and handle are live and released once, here.
        unsafe {
            for &d in bufs {
                assert_eq!(oxblas_free(d), 0);
            }
            assert_eq!(oxblas_destroy_handle(h), 0);
        }
    }

    /// `len` elements of device memory `d` back on the host.
    pub fn download<T: Copy + Default>(d: *const c_void, len: usize) -> Vec<T> {
        let mut v = vec![T::default(); len];
        // SAFETY: the caller's `d` holds `len` T.
        unsafe {
            assert_eq!(
                oxblas_memcpy_device_to_host(
                    v.as_mut_ptr().cast(),
                    d,
                    std::mem::size_of_val(&v[..])
                ),
                0
            );
        }
        v
    }
}
