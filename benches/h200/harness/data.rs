//! Random input data: random non-zero values (xorshift), never zeros, generated in parallel.

use std::sync::Mutex;

use oxblas::DType;

struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> XorShift {
        // splitmix64 of the seed: never a zero state.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        XorShift(if z == 0 { 1 } else { z })
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    /// Uniform in (-1, 1), never 0: (2k+1 - 2^52) / 2^52 with k < 2^52 (exact).
    fn f64(&mut self) -> f64 {
        ((self.next() >> 12) as f64 + 0.5) * (1.0 / (1u64 << 51) as f64) - 1.0
    }
    /// Uniform in (-1, 1), never 0: (2k+1 - 2^23) / 2^23 with k < 2^23 (exact).
    fn f32(&mut self) -> f32 {
        ((self.next() >> 41) as f32 + 0.5) * (1.0 / (1u32 << 22) as f32) - 1.0
    }
}

fn par_fill<T: Send>(v: &mut [T], seed: u64, gen: fn(&mut XorShift) -> T) {
    const CHUNK: usize = 1 << 20;
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(4)
        .clamp(1, 32);
    let work = Mutex::new(v.chunks_mut(CHUNK).enumerate());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let next = work.lock().unwrap().next();
                let Some((i, chunk)) = next else { break };
                // Seeded per chunk: the data does not depend on the thread count.
                let mut r =
                    XorShift::new(seed ^ (i as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
                for e in chunk.iter_mut() {
                    *e = gen(&mut r);
                }
            });
        }
    });
}

/// Host copy of the data of one operand (components: complex values are interleaved).
pub enum HostVec {
    F32(Vec<f32>),
    F64(Vec<f64>),
}

impl HostVec {
    pub fn random(dt: DType, bytes: usize, seed: u64) -> HostVec {
        if dt.real_size() == 4 {
            let mut v = vec![0f32; bytes / 4];
            par_fill(&mut v, seed, XorShift::f32);
            HostVec::F32(v)
        } else {
            let mut v = vec![0f64; bytes / 8];
            par_fill(&mut v, seed, XorShift::f64);
            HostVec::F64(v)
        }
    }
    pub fn bytes(&self) -> (*const u8, usize) {
        match self {
            HostVec::F32(v) => (v.as_ptr().cast(), v.len() * 4),
            HostVec::F64(v) => (v.as_ptr().cast(), v.len() * 8),
        }
    }
    /// Element `i` (in elements of the data type) as (re, im).
    pub fn elem(&self, cplx: bool, i: usize) -> (f64, f64) {
        match (self, cplx) {
            (HostVec::F32(v), false) => (v[i] as f64, 0.0),
            (HostVec::F32(v), true) => (v[2 * i] as f64, v[2 * i + 1] as f64),
            (HostVec::F64(v), false) => (v[i], 0.0),
            (HostVec::F64(v), true) => (v[2 * i], v[2 * i + 1]),
        }
    }
    /// `|re| + |im|` of element `i`, computed in the data type's own precision (as cuBLAS does).
    pub fn measure(&self, cplx: bool, i: usize) -> f64 {
        match (self, cplx) {
            (HostVec::F32(v), false) => v[i].abs() as f64,
            (HostVec::F32(v), true) => (v[2 * i].abs() + v[2 * i + 1].abs()) as f64,
            (HostVec::F64(v), false) => v[i].abs(),
            (HostVec::F64(v), true) => v[2 * i].abs() + v[2 * i + 1].abs(),
        }
    }
}
