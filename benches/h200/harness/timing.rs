//! Timing: CUDA events around loops of calls on one stream.

use std::ffi::c_void;

use oxblas::DevicePtr;

use super::clocks::{now, Clocks, Window};
use super::cuda::{
    ck, cudaEventCreate, cudaEventDestroy, cudaEventElapsedTime, cudaEventRecord,
    cudaEventSynchronize, cudaGetLastError, cudaMemcpyAsync, CuEvent, CuStream, CUDA_MEMCPY_D2D,
};
use super::R;

/// Seconds per call of each repetition.
#[derive(Clone, Debug)]
pub struct Meas {
    pub per_call: Vec<f64>,
    pub iters: usize,
    /// The card's SM clock and power while the timed loops ran (`Timer::pair` with
    /// `OXBLAS_BENCH_CLOCKS=1`; clocks.rs).
    pub clock: Option<Window>,
}

impl Meas {
    pub fn sorted(&self) -> Vec<f64> {
        let mut v = self.per_call.clone();
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        v
    }
    pub fn median(&self) -> f64 {
        let v = self.sorted();
        let m = v.len() / 2;
        if v.len() % 2 == 1 {
            v[m]
        } else {
            0.5 * (v[m - 1] + v[m])
        }
    }
    pub fn min(&self) -> f64 {
        self.sorted()[0]
    }
    pub fn max(&self) -> f64 {
        *self.sorted().last().unwrap()
    }
    /// Spread (max - min) / median.
    pub fn spread(&self) -> f64 {
        (self.max() - self.min()) / self.median()
    }
}

pub struct Timer {
    start: CuEvent,
    stop: CuEvent,
    pub stream: CuStream,
    /// The clock log (`OXBLAS_BENCH_CLOCKS=1`), read by `pair`.
    pub clocks: Option<Clocks>,
}

impl Timer {
    pub fn new(stream: CuStream) -> R<Timer> {
        let mut start = std::ptr::null_mut();
        let mut stop = std::ptr::null_mut();
        // SAFETY: plain event creation.
        unsafe {
            ck(cudaEventCreate(&mut start), "cudaEventCreate")?;
            ck(cudaEventCreate(&mut stop), "cudaEventCreate")?;
        }
        Ok(Timer {
            start,
            stop,
            stream,
            clocks: None,
        })
    }

    /// One timed loop of `iters` calls of `body` (given a running counter): seconds per call.
    pub fn run(
        &self,
        iters: usize,
        counter: &mut usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<f64> {
        // SAFETY: events and stream are live for the timer's lifetime.
        unsafe { ck(cudaEventRecord(self.start, self.stream), "cudaEventRecord")? };
        for _ in 0..iters {
            body(*counter)?;
            *counter += 1;
        }
        let mut ms = 0f32;
        // SAFETY: as above.
        unsafe {
            ck(cudaEventRecord(self.stop, self.stream), "cudaEventRecord")?;
            ck(
                cudaEventSynchronize(self.stop),
                "cudaEventSynchronize after the timed loop",
            )?;
            ck(
                cudaEventElapsedTime(&mut ms, self.start, self.stop),
                "cudaEventElapsedTime",
            )?;
            ck(cudaGetLastError(), "after the timed loop")?;
        }
        Ok(ms as f64 * 1e-3 / iters.max(1) as f64)
    }

    /// A warm-up of 2 calls and a calibration loop of 3: the calls a loop of about `target_s`
    /// seconds takes (at least 1, at most `max_iters`).
    fn calibrate(
        &self,
        target_s: f64,
        max_iters: usize,
        counter: &mut usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<usize> {
        self.run(2, counter, body)?;
        let t = self.run(3, counter, body)?;
        Ok(((target_s / t.max(1e-9)).ceil() as usize).clamp(1, max_iters))
    }

    /// Warm-up, a calibration loop, then `reps` loops of about `target_s` seconds each.
    pub fn auto(
        &self,
        target_s: f64,
        reps: usize,
        max_iters: usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<Meas> {
        let mut c = 0;
        let iters = self.calibrate(target_s, max_iters, &mut c, body)?;
        let mut v = Vec::with_capacity(reps);
        for _ in 0..reps {
            v.push(self.run(iters, &mut c, body)?);
        }
        Ok(Meas {
            per_call: v,
            iters,
            clock: None,
        })
    }
}

/// Which library a call of a timed pair is (oxblas or its baseline).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    Ox,
    Cb,
}

/// How a row times oxblas against its baseline (`OXBLAS_BENCH_ORDER`): every loop of oxblas,
/// then every loop of the baseline (`sequential`, the order before the fifty-third session);
/// rounds of one loop of each, the order swapped every round (`interleave`); or blocks of
/// loops in the order ox, cb, cb, ox, each after `OXBLAS_BENCH_SETTLE_MS` (default 300) of
/// untimed calls of the same side (`settled`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Order {
    Sequential,
    Interleave,
    Settled,
}

pub fn order() -> Order {
    match std::env::var("OXBLAS_BENCH_ORDER").as_deref() {
        Ok("sequential") => Order::Sequential,
        Ok("interleave") => Order::Interleave,
        _ => Order::Settled,
    }
}

fn settle_s() -> f64 {
    std::env::var("OXBLAS_BENCH_SETTLE_MS")
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .map_or(0.3, |ms| ms * 1e-3)
}

/// One step of a timed pair: a side's warm-up and calibration (2 + 3 calls, which set its loop
/// length), its untimed calls before a block (`settled`), or one timed loop.
#[derive(Clone, Copy, Debug)]
enum Step {
    Calibrate(Side),
    Settle(Side),
    Time(Side),
}

/// The steps of a pair of `sides` (oxblas first, then the baseline if any) with `reps` timed
/// loops each in `order`.
fn schedule(order: Order, sides: &[Side], reps: usize) -> Vec<Step> {
    let mut v = Vec::new();
    let calibrate_all = |v: &mut Vec<Step>| v.extend(sides.iter().map(|&s| Step::Calibrate(s)));
    match order {
        Order::Sequential => {
            for &s in sides {
                v.push(Step::Calibrate(s));
                v.extend(std::iter::repeat_n(Step::Time(s), reps));
            }
        }
        Order::Interleave => {
            calibrate_all(&mut v);
            for r in 0..reps {
                let mut round: Vec<Side> = sides.to_vec();
                if r % 2 == 1 {
                    round.reverse();
                }
                v.extend(round.into_iter().map(Step::Time));
            }
        }
        Order::Settled => {
            calibrate_all(&mut v);
            // Blocks ox, cb, cb, ox (ox, ox without a baseline): half of each side's loops
            // (rounded up) a block.
            let blocks: &[Side] = if sides.len() == 2 {
                &[Side::Ox, Side::Cb, Side::Cb, Side::Ox]
            } else {
                &[Side::Ox, Side::Ox]
            };
            for &s in blocks {
                v.push(Step::Settle(s));
                v.extend(std::iter::repeat_n(Step::Time(s), reps.div_ceil(2)));
            }
        }
    }
    v
}

impl Timer {
    /// oxblas (`Side::Ox`) and, when `baseline`, its baseline (`Side::Cb`) through one `body`,
    /// in the loop order of `order()`: each side's warm-up and calibration as in `auto`, then
    /// `reps` loops of each (`settled`: `reps` rounded up to even). Why `settled` by default:
    /// the H200 runs dense FP64 tensor work into its software power cap within ~0.1 s (clock
    /// event reason 0x4; SM clock 1980 -> 1545-1800 MHz), so a loop's time depends on what ran
    /// in the tenth of a second before it. All of oxblas's loops first gave oxblas's first
    /// loops the full clock and the baseline the cap's recovery; alternating single loops gave
    /// each library the other's power history (zgemm NN 4096 0.85 against 1.07 in steady
    /// state). A block after 0.3 s of its own calls measures each library at the clock its own
    /// power draw earns, as a user's sustained calls see it; the order ox, cb, cb, ox cancels
    /// slow drift (docs/benchmarks/2026-12-02-h200-power-cap/). Each side has its own call
    /// counter (the rows that rotate over input sets index them with it).
    /// `OXBLAS_BENCH_TRACE=LABEL` prints every timed loop (side, index, end time, time a call).
    pub fn pair(
        &self,
        target_s: f64,
        reps: usize,
        max_iters: usize,
        baseline: bool,
        body: &mut dyn FnMut(Side, usize) -> R<()>,
    ) -> R<(Meas, Option<Meas>)> {
        let sides: &[Side] = if baseline {
            &[Side::Ox, Side::Cb]
        } else {
            &[Side::Ox]
        };
        let mut count = [0usize; 2];
        let mut iters = [0usize; 2];
        let mut per_call = [Vec::with_capacity(reps), Vec::with_capacity(reps)];
        // Each timed loop: side, index, start and end (seconds since the epoch).
        let mut ran: Vec<(Side, usize, f64, f64)> = Vec::new();
        let settle = settle_s();
        for step in schedule(order(), sides, reps) {
            let (s, k) = match step {
                Step::Calibrate(s) | Step::Settle(s) | Step::Time(s) => (s, s as usize),
            };
            let mut call = |i| body(s, i);
            match step {
                Step::Calibrate(_) => {
                    iters[k] = self.calibrate(target_s, max_iters, &mut count[k], &mut call)?
                }
                Step::Settle(_) => {
                    let t0 = now();
                    while now() - t0 < settle {
                        self.run(iters[k], &mut count[k], &mut call)?;
                    }
                }
                Step::Time(_) => {
                    let t0 = now();
                    per_call[k].push(self.run(iters[k], &mut count[k], &mut call)?);
                    ran.push((s, per_call[k].len() - 1, t0, now()));
                }
            }
        }
        if let Some(label) = std::env::var_os("OXBLAS_BENCH_TRACE") {
            // One line a loop, in the order they ran, with the time it ended (seconds since the
            // epoch, to line up with a clock log of the card, e.g. nvidia-smi -lms).
            for (s, r, _, end) in &ran {
                eprintln!(
                    "trace {} {:?} loop {r} ended {end:.3}: {:.2} us x {}",
                    label.to_string_lossy(),
                    s,
                    per_call[*s as usize][*r] * 1e6,
                    iters[*s as usize]
                );
            }
        }
        let clock = |side: Side| {
            let c = self.clocks.as_ref()?;
            let spans: Vec<(f64, f64)> = ran
                .iter()
                .filter(|r| r.0 == side)
                .map(|r| (r.2, r.3))
                .collect();
            c.window(&spans)
        };
        let (ox_clock, cb_clock) = (clock(Side::Ox), clock(Side::Cb));
        if let Some(c) = &self.clocks {
            c.clear();
        }
        let [ox, cb] = per_call;
        Ok((
            Meas {
                per_call: ox,
                iters: iters[0],
                clock: ox_clock,
            },
            baseline.then_some(Meas {
                per_call: cb,
                iters: iters[1],
                clock: cb_clock,
            }),
        ))
    }
}

/// The copy ceiling the families compare with: the time of a device-to-device
/// `cudaMemcpyAsync` of `bytes` (the same loop, warm-up and median as every other figure),
/// rotating over `sets` source and destination ranges `stride` bytes apart, as the family's
/// inputs rotate.
///
/// # Safety
/// `src` and `dst` are device memory holding `(sets - 1) * stride + bytes` bytes each.
pub unsafe fn copy_time(
    timer: &Timer,
    target_s: f64,
    reps: usize,
    (src, dst): (DevicePtr, DevicePtr),
    bytes: usize,
    (sets, stride): (usize, usize),
) -> R<Meas> {
    let stream = timer.stream;
    timer.auto(target_s, reps, 20_000, &mut |i| {
        let off = (i % sets.max(1)) * stride;
        // SAFETY: the caller's contract: both ranges hold this copy.
        unsafe {
            ck(
                cudaMemcpyAsync(
                    dst.offset(off).0 as *mut c_void,
                    src.offset(off).0 as *const c_void,
                    bytes,
                    CUDA_MEMCPY_D2D,
                    stream,
                ),
                "cudaMemcpyAsync",
            )
        }
    })
}

impl Drop for Timer {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe {
            cudaEventDestroy(self.start);
            cudaEventDestroy(self.stop);
        }
    }
}
