//! The benchmark's clock log (benches/h200/harness/clocks.rs) against a fake NVML
//! (fake_nvml.c): built and run by scripts/check-bench-clocks.sh on a machine without a GPU.
//! The module is compiled as it is in the benchmark, beside the harness's cuda.rs it uses.

pub type R<T> = Result<T, String>;

/// The benchmark's CUDA runtime and libdl declarations (clocks.rs uses dlopen, dlsym and
/// last_dl_error; the CUDA functions are never called here, so nothing links against cudart).
#[path = "../h200/harness/cuda.rs"]
#[allow(dead_code)]
mod cuda;

#[path = "../h200/harness/clocks.rs"]
#[allow(dead_code)] // `wanted` reads the benchmark's environment; the check does not call it
mod clocks;

use clocks::{clock_csv, now, row_note, Clocks};

fn main() {
    // A bus id NVML does not know: refused, not a sampler on no device.
    assert!(Clocks::start("0000:99:00.0").is_err(), "unknown bus id");
    let c = Clocks::start("0000:19:00.0").expect("the fake device");
    let t0 = now();
    std::thread::sleep(std::time::Duration::from_millis(60));
    let t1 = now();
    std::thread::sleep(std::time::Duration::from_millis(20));
    let w = c.window(&[(t0, t1)]).expect("samples inside the window");
    println!("window: {w:?}{}", row_note(Some(&w), None));
    // Every 2 ms (plus the calls' own time) over 60 ms: at most 31; at least a few even on a
    // loaded machine.
    assert!((3..=31).contains(&w.samples), "{} samples", w.samples);
    assert!((1700.0..=1900.0).contains(&w.mhz), "mean clock {}", w.mhz);
    assert!((w.watts - 650.0).abs() < 1e-9, "power {}", w.watts);
    assert!((0.1..0.5).contains(&w.capped), "cap share {}", w.capped);
    // Windows without samples, the CSV cells, and clear.
    assert!(c.window(&[(t1 + 10.0, t1 + 11.0)]).is_none());
    let csv = clock_csv(Some(&w), None);
    assert_eq!(csv.split(',').count(), 6, "{csv}");
    assert!(
        csv.split(',').nth(1).is_some_and(str::is_empty),
        "no baseline: empty cell: {csv}"
    );
    c.clear();
    assert!(c.window(&[(t0, t1)]).is_none(), "cleared");
    drop(c);
    println!("clock log against the fake NVML: ok");
}
