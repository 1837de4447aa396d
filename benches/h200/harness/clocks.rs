//! The card's SM clock, power draw and clock-event reasons while the timed loops run, from NVML
//! (`libnvidia-ml.so.1`, loaded at run time like cuBLAS), when `OXBLAS_BENCH_CLOCKS=1`.
//!
//! Why: under the H200's 700 W software power cap the FP64 tensor rows run at whatever clock
//! their power draw earns (1545-1980 MHz), and two libraries that take the same cycles a call
//! can be 10% apart in time (docs/benchmarks/2026-12-02-h200-power-cap/). With this on, every
//! row that times oxblas against a baseline (`Timer::pair`) reports each side's mean SM clock,
//! mean power and the share of samples with the power-cap reason, so that a ratio can be read
//! as cycles and clock. A thread samples every 2 ms; the loops' start and end times pick the
//! samples of each side. Off by default: the sampling thread takes a host core.

use std::ffi::{c_char, c_int, c_uint, c_void, CString};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use super::cuda::{dlopen, dlsym, last_dl_error, RTLD_NOW};
use super::R;

/// Seconds since the epoch (the clock the loops' start and end times are taken on).
pub fn now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Whether `OXBLAS_BENCH_CLOCKS=1` asks for the clock log.
pub fn wanted() -> bool {
    std::env::var("OXBLAS_BENCH_CLOCKS").is_ok_and(|v| v == "1")
}

#[derive(Clone, Copy, Debug)]
struct Sample {
    t: f64,
    mhz: u32,
    milliwatts: u32,
    reasons: u64,
}

/// The samples that fell inside a set of loops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// Mean SM clock (MHz).
    pub mhz: f64,
    /// Mean power draw as NVML reports it (W; the driver averages it over its own window).
    pub watts: f64,
    /// Share of the samples whose clock-event reasons hold the software power cap (0x4).
    pub capped: f64,
    /// How many samples.
    pub samples: usize,
}

/// NVML's clock-event reason "software power cap".
const SW_POWER_CAP: u64 = 0x4;
/// NVML_CLOCK_SM.
const CLOCK_SM: c_int = 1;

type InitFn = unsafe extern "C" fn() -> c_int;
type HandleByBusFn = unsafe extern "C" fn(*const c_char, *mut *mut c_void) -> c_int;
type ClockFn = unsafe extern "C" fn(*mut c_void, c_int, *mut c_uint) -> c_int;
type PowerFn = unsafe extern "C" fn(*mut c_void, *mut c_uint) -> c_int;
type ReasonsFn = unsafe extern "C" fn(*mut c_void, *mut u64) -> c_int;

/// The NVML entry points the sampler calls, and the device. NVML's calls are thread-safe, and
/// the device handle is an opaque token valid until nvmlShutdown.
struct Nvml {
    device: *mut c_void,
    clock: ClockFn,
    power: PowerFn,
    reasons: Option<ReasonsFn>,
    shutdown: InitFn,
}
// SAFETY: see the struct's comment: NVML may be called from any thread.
unsafe impl Send for Nvml {}

/// A running sampler; stops and shuts NVML down when dropped.
pub struct Clocks {
    samples: Arc<Mutex<Vec<Sample>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<Nvml>>,
}

fn sym<F: Copy>(lib: *mut c_void, name: &str) -> Option<F> {
    let c = CString::new(name).ok()?;
    // SAFETY: dlsym on a live handle with a NUL-terminated name.
    let p = unsafe { dlsym(lib, c.as_ptr()) };
    // SAFETY: the caller names F as the symbol's C signature; a function pointer is pointer-sized.
    (!p.is_null()).then(|| unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) })
}

impl Clocks {
    /// Starts sampling the device with PCI bus id `bus` (as `cudaDeviceGetPCIBusId` writes it).
    pub fn start(bus: &str) -> R<Clocks> {
        let name = CString::new("libnvidia-ml.so.1").map_err(|e| e.to_string())?;
        // SAFETY: dlopen with a NUL-terminated name.
        let lib = unsafe { dlopen(name.as_ptr(), RTLD_NOW) };
        if lib.is_null() {
            return Err(format!("dlopen libnvidia-ml.so.1: {}", last_dl_error()));
        }
        let missing = |n: &str| format!("libnvidia-ml.so.1 has no {n}");
        let init: InitFn = sym(lib, "nvmlInit_v2").ok_or_else(|| missing("nvmlInit_v2"))?;
        let by_bus: HandleByBusFn = sym(lib, "nvmlDeviceGetHandleByPciBusId_v2")
            .ok_or_else(|| missing("nvmlDeviceGetHandleByPciBusId_v2"))?;
        let clock: ClockFn =
            sym(lib, "nvmlDeviceGetClockInfo").ok_or_else(|| missing("nvmlDeviceGetClockInfo"))?;
        let power: PowerFn = sym(lib, "nvmlDeviceGetPowerUsage")
            .ok_or_else(|| missing("nvmlDeviceGetPowerUsage"))?;
        let reasons: Option<ReasonsFn> = sym(lib, "nvmlDeviceGetCurrentClocksEventReasons")
            .or_else(|| sym(lib, "nvmlDeviceGetCurrentClocksThrottleReasons"));
        let shutdown: InitFn = sym(lib, "nvmlShutdown").ok_or_else(|| missing("nvmlShutdown"))?;
        // SAFETY: the entry points' C signatures (nvml.h); out-pointers to locals.
        let device = unsafe {
            let rc = init();
            if rc != 0 {
                return Err(format!("nvmlInit_v2 returned {rc}"));
            }
            let bus = CString::new(bus).map_err(|e| e.to_string())?;
            let mut dev = std::ptr::null_mut();
            let rc = by_bus(bus.as_ptr(), &mut dev);
            if rc != 0 {
                shutdown();
                return Err(format!("nvmlDeviceGetHandleByPciBusId_v2 returned {rc}"));
            }
            dev
        };
        let nvml = Nvml {
            device,
            clock,
            power,
            reasons,
            shutdown,
        };
        let samples = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (s, st) = (samples.clone(), stop.clone());
        let thread = std::thread::Builder::new()
            .name("nvml-clocks".into())
            .spawn(move || {
                let nvml = nvml;
                while !st.load(Ordering::Relaxed) {
                    let (mut mhz, mut mw, mut why) = (0u32, 0u32, 0u64);
                    // SAFETY: live device handle; out-pointers to locals. A sample needs the
                    // clock; power and reasons that the driver does not report stay 0.
                    let ok = unsafe {
                        let ok = (nvml.clock)(nvml.device, CLOCK_SM, &mut mhz) == 0;
                        if (nvml.power)(nvml.device, &mut mw) != 0 {
                            mw = 0;
                        }
                        if nvml.reasons.is_some_and(|f| f(nvml.device, &mut why) != 0) {
                            why = 0;
                        }
                        ok
                    };
                    if ok {
                        if let Ok(mut v) = s.lock() {
                            v.push(Sample {
                                t: now(),
                                mhz,
                                milliwatts: mw,
                                reasons: why,
                            });
                        }
                    }
                    std::thread::sleep(Duration::from_millis(2));
                }
                nvml
            })
            .map_err(|e| format!("starting the NVML sampler: {e}"))?;
        Ok(Clocks {
            samples,
            stop,
            thread: Some(thread),
        })
    }

    /// The samples inside any of `spans` (start, end: seconds since the epoch); None if none.
    pub fn window(&self, spans: &[(f64, f64)]) -> Option<Window> {
        let v = self.samples.lock().ok()?;
        let inside: Vec<&Sample> = v
            .iter()
            .filter(|s| spans.iter().any(|&(a, b)| a <= s.t && s.t <= b))
            .collect();
        let n = inside.len();
        (n > 0).then(|| Window {
            mhz: inside.iter().map(|s| f64::from(s.mhz)).sum::<f64>() / n as f64,
            watts: inside.iter().map(|s| f64::from(s.milliwatts)).sum::<f64>() / n as f64 / 1e3,
            capped: inside
                .iter()
                .filter(|s| s.reasons & SW_POWER_CAP != 0)
                .count() as f64
                / n as f64,
            samples: n,
        })
    }

    /// Drops the samples taken so far (between rows: the log would otherwise grow by 500 a
    /// second for the whole run).
    pub fn clear(&self) {
        if let Ok(mut v) = self.samples.lock() {
            v.clear();
        }
    }
}

impl Drop for Clocks {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            if let Ok(nvml) = t.join() {
                // SAFETY: every call on the device handle has returned (the thread ended).
                unsafe { (nvml.shutdown)() };
            }
        }
    }
}

/// " [ox 1650 MHz 694 W cap 100% | cb 1898 MHz 701 W cap 80%]" for a row's line; empty without
/// a clock log.
pub fn row_note(ox: Option<&Window>, cb: Option<&Window>) -> String {
    let one = |w: &Window| {
        format!(
            "{:.0} MHz {:.0} W cap {:.0}%",
            w.mhz,
            w.watts,
            100.0 * w.capped
        )
    };
    match (ox, cb) {
        (None, None) => String::new(),
        (Some(o), None) => format!(" [ox {}]", one(o)),
        (None, Some(c)) => format!(" [cb {}]", one(c)),
        (Some(o), Some(c)) => format!(" [ox {} | cb {}]", one(o), one(c)),
    }
}

/// The six CSV columns oxblas_mhz, cublas_mhz, oxblas_watts, cublas_watts, oxblas_capped,
/// cublas_capped (empty where not measured).
pub fn clock_csv(ox: Option<&Window>, cb: Option<&Window>) -> String {
    let f = |w: Option<&Window>, v: fn(&Window) -> String| w.map(v).unwrap_or_default();
    [
        f(ox, |w| format!("{:.0}", w.mhz)),
        f(cb, |w| format!("{:.0}", w.mhz)),
        f(ox, |w| format!("{:.1}", w.watts)),
        f(cb, |w| format!("{:.1}", w.watts)),
        f(ox, |w| format!("{:.3}", w.capped)),
        f(cb, |w| format!("{:.3}", w.capped)),
    ]
    .join(",")
}
