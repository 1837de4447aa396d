//! Timing: CUDA events around loops of calls on one stream.

use std::ffi::c_void;

use oxblas::DevicePtr;

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

    /// Warm-up, a calibration loop, then `reps` loops of about `target_s` seconds each.
    pub fn auto(
        &self,
        target_s: f64,
        reps: usize,
        max_iters: usize,
        body: &mut dyn FnMut(usize) -> R<()>,
    ) -> R<Meas> {
        let mut c = 0;
        self.run(2, &mut c, body)?;
        let t = self.run(3, &mut c, body)?;
        let iters = ((target_s / t.max(1e-9)).ceil() as usize).clamp(1, max_iters);
        let mut v = Vec::with_capacity(reps);
        for _ in 0..reps {
            v.push(self.run(iters, &mut c, body)?);
        }
        Ok(Meas { per_call: v, iters })
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
