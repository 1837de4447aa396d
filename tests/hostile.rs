//! Hostile arguments (issue 13): sizes, increments, leading dimensions, strides and batch counts
//! that are negative, zero, or so large that the memory they describe overflows `i64`, at the C
//! ABI for every routine of the generated table (`oxblas::capi::table::ROUTINES`, so families
//! added later join by themselves) and through the typed Rust API.
//!
//! The rule under test (README, "Hostile arguments"): an operand whose byte extent over the
//! whole batch is not representable in `i64` is `invalid_size` before anything runs (never a
//! launch, never an address that wrapped around); negative sizes and batch counts and leading
//! dimensions below the rows are `invalid_size` (rocBLAS's statuses). A refused call writes
//! nothing: every buffer it was given is compared bit for bit. The positive control: the same
//! calls with small valid arguments succeed, so the test can tell a refusal from a launch. The
//! other side of the rule: huge values that describe no overflow (steps over one element, one
//! column, one problem; empty batches and empty dimensions among huge ones) are computed or
//! quick returns, never an `internal_error`. The solver's and trsm_ex's extra operands (pivots,
//! info, invA) and the rules the newer families have (laswp's rows, gemm_ex's types, the rank-k
//! family's trans codes) are modelled as rocBLAS/rocSOLVER define them (`valid_args`).
//!
//! Runs on the host backend (C handles: `OXBLAS_BACKEND=host`, set before the first handle).

mod common;

use std::sync::Once;

use oxblas::capi::table::{Param, Routine, ROUTINES};

use oxblas::capi::{oxblas_create_handle, oxblas_destroy_handle, OxblasHandle};
use oxblas::Status;
use proptest::prelude::*;

// ------------------------------------------------------------------------------ argument values

/// Values whose byte extent overflows `i64` whatever the element size (2 bytes at least) and
/// the other dimension (2 at least): `|v| >= 2^62 + 2`.
const HUGE: [i64; 5] = [
    (1 << 62) + 2,
    (1 << 62) + (1 << 40),
    i64::MAX - 1,
    i64::MAX,
    (1 << 62) + (1 << 61),
];
const HUGE_NEG: [i64; 4] = [
    -(1 << 62) - 2,
    i64::MIN + 1,
    i64::MIN,
    -(1 << 62) - (1 << 61),
];
/// Small values every routine must accept as leading dimension (sizes are at most 3, a band
/// has at most 3 diagonals) and strides (beyond any problem's span: 6 * 3 + 3 elements, packed
/// 6, vectors 1 + 2 * 3).
const LD: [i64; 3] = [4, 5, 6];
const STRIDE: [i64; 3] = [64, 65, 80];
/// Elements in each operand buffer: 3 problems of stride 80 and more.
const BUF_ELEMS: usize = 4096;
/// Entries of the pointer arrays of batched operands (batch counts are at most 3 when valid).
const ARRAY_LEN: usize = 4;
const CANARY: u8 = 0xA5;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Size,
    Inc,
    Ld,
    Stride,
    /// laswp's 1-based row range `k1..=k2` (rocSOLVER: `1 <= k1 <= k2`, else `invalid_size`).
    Row,
    Other,
}

fn class(name: &str) -> Class {
    match name {
        "m" | "n" | "k" | "nrhs" | "batch_count" => Class::Size,
        "k1" | "k2" => Class::Row,
        _ if name.starts_with("inc") => Class::Inc,
        _ if name.starts_with("ld") => Class::Ld,
        _ if name.starts_with("stride") => Class::Stride,
        _ => Class::Other,
    }
}

/// Whether `sizes` are those of the hostile runs (2 and 3: every vector has two elements,
/// every matrix two columns, every batch two problems).
fn hostile_run(sizes: &[i64]) -> bool {
    sizes[0] > 1
}

/// trsm_ex's invA_size: 0 (invA ignored), 3·128 (enough for k <= 3: invA used) or the whole
/// buffer. Hostile runs always use invA, so that a hostile stride_invA reaches memory.
fn inv_size(pick: u64, sizes: &[i64]) -> i64 {
    if hostile_run(sizes) {
        BUF_ELEMS as i64
    } else {
        [0, 3 * 128, BUF_ELEMS as i64][pick as usize % 3]
    }
}

/// A valid value of integer parameter `name` of `r`: sizes from `sizes`, the rest from the
/// constants.
fn valid_int(r: &Routine, name: &str, pick: u64, sizes: &[i64]) -> i64 {
    let i = pick as usize;
    match class(name) {
        Class::Size => sizes[i % sizes.len()],
        // Hostile runs (sizes 2 and 3) keep increments positive: a level-1 reduction with
        // incx <= 0 reads nothing (a quick return), which would hide a huge n.
        Class::Inc if hostile_run(sizes) => [1, 2, 3][i % 3],
        Class::Inc => [1, -1, 2, -2, 3, -3][i % 6],
        Class::Ld => LD[i % LD.len()],
        Class::Stride => STRIDE[i % STRIDE.len()],
        // Set together by `valid_args` (k2 >= k1).
        Class::Row => 1,
        Class::Other => match name {
            "invA_size" if r.family == "trsm_ex" => inv_size(pick, sizes),
            // gemm_ex: flags that change nothing here (not check_solution_index, which computes
            // nothing and would hide the product).
            "flags" => [0, 0x2, 0x4, 0x10, 0x20][i % 5],
            // invA_size: 0 with a null invA (plain trsv); gemm_ex's solution_index: 0 (the
            // standard solution).
            _ => 0,
        },
    }
}

fn valid_enum(r: &Routine, name: &str, pick: u64) -> i64 {
    let i = pick as usize;
    let complex = matches!(r.prec, 'c' | 'z');
    match name {
        // rocBLAS's complex syrk/syr2k/syrkx take N or T, herk/her2k/herkx N or C (the other
        // is invalid_value); the real ones take all three.
        "trans" | "transA" if complex && matches!(r.family, "syrk" | "syr2k" | "syrkx") => {
            [111, 112][i % 2]
        }
        "trans" | "transA" if matches!(r.family, "herk" | "her2k" | "herkx") => [111, 113][i % 2],
        "trans" | "transA" | "transB" => [111, 112, 113][i % 3],
        "uplo" => [121, 122][i % 2],
        "diag" => [131, 132][i % 2],
        "side" => [141, 142][i % 2],
        // gemm_ex: rocblas_gemm_algo_standard.
        "algo" => 0,
        // The _ex reductions: all f64 (a combination every one of them has); gemm_ex's are
        // set together by `valid_args`.
        n if n.ends_with("_type") => 152,
        other => panic!("no valid value known for enumeration {other}: add it here"),
    }
}

/// What a call with one hostile value must answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// `invalid_size`, nothing written.
    InvalidSize,
    /// `invalid_size`, or `success` from a quick return that reads nothing (level-1 `asum`,
    /// `nrm2`, `iamax`, `iamin` return 0 for `incx <= 0`, as the reference BLAS).
    InvalidSizeOrQuick,
    /// Any status but `internal_error` (a panic caught at the C ABI); the process must survive
    /// (zero increments and strides, zero sizes).
    Survive,
}

/// The hostile values of parameter `name` of `r` and what each must give (the other arguments
/// valid, with sizes of 2 or 3 so that every vector has two elements and every matrix two
/// columns).
fn hostile_values(r: &Routine, name: &str) -> Vec<(i64, Expect)> {
    let mut v = Vec::new();
    let level = r.level;
    match class(name) {
        Class::Size => {
            v.extend([-1, -2, i64::MIN].map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE_NEG.map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
            v.push((0, Expect::Survive));
        }
        Class::Inc => {
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
            let neg = if level == 1 {
                Expect::InvalidSizeOrQuick
            } else {
                Expect::InvalidSize
            };
            v.extend(HUGE_NEG.map(|x| (x, neg)));
            v.push((0, Expect::Survive));
        }
        // laswp's lda only has to be 1 or more (rocSOLVER): the rows it swaps are named by the
        // pivots, the caller's contract, not bounded by lda; lda = 1 is a valid call.
        Class::Ld if r.family == "laswp" => {
            v.extend([0, -1, i64::MIN].map(|x| (x, Expect::InvalidSize)));
            v.push((1, Expect::Survive));
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
        }
        Class::Ld => {
            v.extend([0, 1, -1, i64::MIN].map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
        }
        // k1 or k2 below 1, k2 below k1 (a huge k1), a huge k2 (its rows and pivots overflow).
        Class::Row => {
            v.extend([0, -1, i64::MIN].map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE_NEG.map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
        }
        Class::Stride => {
            v.extend(HUGE.map(|x| (x, Expect::InvalidSize)));
            v.extend(HUGE_NEG.map(|x| (x, Expect::InvalidSize)));
            v.push((0, Expect::Survive));
        }
        Class::Other => {
            v.extend([-1, 0, 1, i64::MIN, i64::MAX].map(|x| (x, Expect::Survive)));
        }
    }
    v
}

// ------------------------------------------------------------------------------ buffers

/// The memory one call is given: a buffer per pointer parameter (pointer arrays point to
/// buffers of their own), host scalars 1 and 1/2 of the routine's type. Buffers hold a
/// pseudo-random byte pattern (so that a computed result, a row interchange included, shows),
/// except the pivots a routine reads (getrs, laswp): 1 everywhere, a valid interchange for
/// every row (the pivots are the caller's contract; rocSOLVER does not check them).
struct Memory {
    bufs: Vec<Vec<u8>>,
    /// What each buffer held before the call.
    init: Vec<Vec<u8>>,
    arrays: Vec<Vec<u64>>,
    scalars: Vec<Vec<u8>>,
    /// The pointer values, in parameter order.
    ptrs: Vec<u64>,
}

fn scalar_bytes(prec: char, v: f64) -> Vec<u8> {
    match prec {
        's' => (v as f32).to_le_bytes().to_vec(),
        'c' => [(v as f32).to_le_bytes(), 0f32.to_le_bytes()].concat(),
        'z' => [v.to_le_bytes(), 0f64.to_le_bytes()].concat(),
        'h' => half::f16::from_f64(v).to_le_bytes().to_vec(),
        'b' => half::bf16::from_f64(v).to_le_bytes().to_vec(),
        _ => v.to_le_bytes().to_vec(),
    }
}

/// The byte pattern of operand buffers.
static PATTERN: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| {
    let mut rng = common::Rng::new(0x6f78);
    (0..BUF_ELEMS * 16)
        .map(|_| (rng.next_u64() >> 56) as u8 ^ CANARY)
        .collect()
});
/// Pivots of 1 (`i32`).
static PIVOTS: std::sync::LazyLock<Vec<u8>> =
    std::sync::LazyLock::new(|| 1i32.to_le_bytes().repeat(BUF_ELEMS * 4));

impl Memory {
    /// Fresh memory for the pointer parameters of `r` called with `vals` (alpha and beta of
    /// gemm_ex's compute type).
    fn new(r: &Routine, vals: &[i64]) -> Memory {
        let compute = r
            .params
            .iter()
            .position(|p| *p == Param::Enum("compute_type"))
            .map(|i| vals[i]);
        let prec = match compute {
            Some(150) => 'h',
            Some(151) => 's',
            Some(154) => 'c',
            Some(155) => 'z',
            Some(168) => 'b',
            Some(_) => 'd',
            None => r.prec,
        };
        let mut m = Memory {
            bufs: Vec::new(),
            init: Vec::new(),
            arrays: Vec::new(),
            scalars: Vec::new(),
            ptrs: Vec::new(),
        };
        for p in r.params {
            let Param::Ptr {
                name,
                array,
                written,
            } = *p
            else {
                continue;
            };
            let fill: &[u8] = if name == "ipiv" && !written {
                &PIVOTS
            } else {
                &PATTERN
            };
            let ptr = match name {
                "alpha" | "beta" => {
                    m.scalars
                        .push(scalar_bytes(prec, if name == "alpha" { 1.0 } else { 0.5 }));
                    m.scalars.last().unwrap().as_ptr() as u64
                }
                // trsv_ex: a null invA (plain trsv; its invA is not part of this sweep).
                "invA" if r.family == "trsv_ex" => 0,
                _ if array => {
                    let ptrs = (0..ARRAY_LEN).map(|_| m.buf(fill)).collect::<Vec<u64>>();
                    m.arrays.push(ptrs);
                    m.arrays.last().unwrap().as_ptr() as u64
                }
                _ => m.buf(fill),
            };
            m.ptrs.push(ptr);
        }
        m
    }

    /// A new buffer holding `fill`; its address (the heap block does not move with `bufs`).
    fn buf(&mut self, fill: &[u8]) -> u64 {
        self.bufs.push(fill.to_vec());
        self.init.push(fill.to_vec());
        self.bufs.last().unwrap().as_ptr() as u64
    }

    fn untouched(&self) -> bool {
        self.bufs == self.init
    }
}

/// One C handle on the host backend for the whole test binary's C calls (each test takes it).
struct CHandle(*mut OxblasHandle);

impl CHandle {
    fn new() -> CHandle {
        static HOST: Once = Once::new();
        // Before any handle exists; no other test of this binary reads the environment.
        HOST.call_once(|| std::env::set_var("OXBLAS_BACKEND", "host"));
        let mut h = std::ptr::null_mut();
        // SAFETY: `h` is a local the call writes.
        assert_eq!(unsafe { oxblas_create_handle(&mut h) }, Status::Success);
        CHandle(h)
    }
}

impl Drop for CHandle {
    fn drop(&mut self) {
        // SAFETY: created by `CHandle::new`, destroyed once.
        assert_eq!(unsafe { oxblas_destroy_handle(self.0) }, Status::Success);
    }
}

/// Call `r` with integer/enum values `vals` (one per parameter; pointer slots are filled from
/// `mem`).
fn call(h: &CHandle, r: &Routine, vals: &[i64], mem: &Memory) -> Status {
    let ptrs = &mem.ptrs;
    let mut pi = 0;
    let args: Vec<u64> = r
        .params
        .iter()
        .zip(vals)
        .map(|(p, &v)| match p {
            Param::Ptr { .. } => {
                pi += 1;
                ptrs[pi - 1]
            }
            _ => v as u64,
        })
        .collect();
    // SAFETY: every pointer is a live buffer of `BUF_ELEMS` 16-byte elements (or a pointer
    // array of `ARRAY_LEN` of them, or a host scalar of the routine's type, or null for
    // trsv_ex's invA), enough for every call whose arguments are valid (sizes <= 3, increments
    // <= 3, leading dimensions <= 6, strides <= 80, batch counts <= 3, trsm_ex's invA: 3·128
    // elements, laswp's rows <= 3 and pivots 1); calls with hostile values must be refused
    // before any memory is touched, which is what this test checks.
    unsafe { (r.call)(h.0, &args) }
}

/// Valid values for every parameter of `r` (pointers: 0 placeholders), sizes from `sizes`.
fn valid_args(r: &Routine, seed: u64, sizes: &[i64]) -> Vec<i64> {
    let mut rng = common::Rng::new(seed);
    let mut vals: Vec<i64> = r
        .params
        .iter()
        .map(|p| match *p {
            Param::Int(n) => valid_int(r, n, rng.next_u64(), sizes),
            Param::Enum(n) => valid_enum(r, n, rng.next_u64()),
            Param::Ptr { .. } => 0,
        })
        .collect();
    // gemm_ex: one of its nine type combinations (A = B, C = D, compute: the module table of
    // rust/level3/gemm_ex.rs), each through its own host path.
    const EX: [[i64; 3]; 9] = [
        [152, 152, 152],
        [151, 151, 151],
        [154, 154, 154],
        [155, 155, 155],
        [150, 150, 150],
        [150, 150, 151],
        [150, 151, 151],
        [168, 168, 151],
        [168, 151, 151],
    ];
    let e = |name: &'static str| r.params.iter().position(|p| *p == Param::Enum(name));
    if let Some(ic) = e("compute_type") {
        let [ab, cd, compute] = EX[rng.next_u64() as usize % EX.len()];
        for (name, v) in [
            ("a_type", ab),
            ("b_type", ab),
            ("c_type", cd),
            ("d_type", cd),
        ] {
            vals[e(name).unwrap()] = v;
        }
        vals[ic] = compute;
    }
    // laswp's rows: 1 <= k1 <= k2 <= 3 (hostile runs: k1 = 1 < k2, so that a huge increment
    // reaches a second pivot).
    let at = |name: &'static str| r.params.iter().position(|p| *p == Param::Int(name));
    if let (Some(i1), Some(i2)) = (at("k1"), at("k2")) {
        let (pick1, pick2) = (rng.next_u64() as i64, rng.next_u64() as i64);
        let k1 = if hostile_run(sizes) {
            1
        } else {
            1 + pick1.rem_euclid(3)
        };
        vals[i1] = k1;
        vals[i2] = if hostile_run(sizes) {
            2 + pick2.rem_euclid(2)
        } else {
            k1 + pick2.rem_euclid(4 - k1)
        };
    }
    vals
}

fn ok_status(s: Status) -> bool {
    matches!(s, Status::Success | Status::PerfDegraded)
}

// ------------------------------------------------------------------------------ the tests

/// The table's own description of the batched forms: every operand that the strided-batched
/// form strides (`stride_<name>`) is an array of pointers in the batched form. The generator
/// once left gemm_batched_ex's D and trsm_batched_ex's invA out, so this sweep and the fuzzer
/// passed a data buffer where the C ABI takes pointers: the host gemm then wrote through
/// pointers made of data (the "valid gemm_ex call hit UB" of the previous session).
#[test]
fn batched_operands_are_pointer_arrays_in_the_table() {
    let mut checked = 0;
    for r in ROUTINES.iter().filter(|r| r.form == 2) {
        let batched = ROUTINES
            .iter()
            .find(|b| {
                b.form == 1 && b.family == r.family && b.prec == r.prec && {
                    let strip = |n: &str| n.replace("_strided_batched", "_batched");
                    strip(r.name) == b.name
                }
            })
            .unwrap_or_else(|| panic!("{}: no batched form", r.name));
        let strided: Vec<String> = r
            .params
            .iter()
            .filter_map(|p| match p {
                Param::Int(n) => n.strip_prefix("stride_").map(str::to_lowercase),
                _ => None,
            })
            .collect();
        for p in batched.params {
            if let Param::Ptr { name, array, .. } = *p {
                if strided.contains(&name.to_lowercase()) {
                    assert!(
                        array,
                        "{}: {name} is strided in {}, so an array here",
                        batched.name, r.name
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 236, "{checked} operands checked");
}

/// Positive control: small valid arguments are computed (so a refusal below is a refusal).
#[test]
fn valid_small_arguments_succeed_for_every_routine() {
    let h = CHandle::new();
    assert!(
        ROUTINES.len() >= 216,
        "the routine table has {} entries",
        ROUTINES.len()
    );
    for r in ROUTINES.iter() {
        // Some call of each routine writes its output (a unit-triangular product of order 1
        // legitimately leaves x as it was, so not every one does).
        let mut wrote = false;
        // gemm_ex: enough calls to draw most of its nine type combinations.
        let calls = if r.family == "gemm_ex" { 32 } else { 8 };
        for seed in 0..calls {
            let vals = valid_args(r, seed, &[1, 2, 3]);
            let mem = Memory::new(r, &vals);
            let s = call(&h, r, &vals, &mem);
            assert!(ok_status(s), "{} with {:?}: {s:?}", r.name, vals);
            wrote |= !mem.untouched();
        }
        assert!(
            wrote,
            "{}: succeeded {calls} times, never wrote anything",
            r.name
        );
    }
}

/// Every routine, every integer parameter, every hostile value of its class, the others valid:
/// the documented status and nothing written (exhaustive, deterministic).
#[test]
fn every_hostile_value_of_every_parameter_is_refused() {
    let h = CHandle::new();
    let mut checked = 0u64;
    let mut failures = Vec::new();
    for r in ROUTINES.iter() {
        for (pi, p) in r.params.iter().enumerate() {
            let Param::Int(name) = *p else { continue };
            for (v, expect) in hostile_values(r, name) {
                let mut vals = valid_args(r, pi as u64, &[2, 3]);
                vals[pi] = v;
                let mem = Memory::new(r, &vals);
                let s = call(&h, r, &vals, &mem);
                checked += 1;
                let ok = match expect {
                    Expect::InvalidSize => s == Status::InvalidSize && mem.untouched(),
                    Expect::InvalidSizeOrQuick => {
                        (s == Status::InvalidSize && mem.untouched()) || s == Status::Success
                    }
                    Expect::Survive => s != Status::InternalError,
                };
                if !ok {
                    failures.push(format!(
                        "{} {name} = {v}: {s:?} (want {expect:?}, untouched: {}) args {vals:?}",
                        r.name,
                        mem.untouched()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} hostile calls misbehaved:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
    eprintln!("hostile values: {checked} calls checked");
}

/// The other side of the rule: a huge increment, leading dimension or stride is harmless when
/// it never steps (every vector of one element, every matrix of one row and column, a batch of
/// one problem): such a call is valid (rocBLAS computes it) and must be computed, never a panic
/// or an `internal_error` from arithmetic on the unused step (the fuzzer found trtri's
/// `128·(ldinvA + 1)` overflowing for n = 1).
#[test]
fn huge_steps_that_never_step_are_valid() {
    let h = CHandle::new();
    let mut checked = 0u64;
    let mut failures = Vec::new();
    for r in ROUTINES.iter() {
        for (pi, p) in r.params.iter().enumerate() {
            let Param::Int(name) = *p else { continue };
            let values: Vec<i64> = match class(name) {
                // A leading dimension is at least the rows (1): only the huge positive ones.
                Class::Ld => HUGE.to_vec(),
                Class::Inc | Class::Stride => HUGE.iter().chain(&HUGE_NEG).copied().collect(),
                _ => continue,
            };
            // laswp's increment steps between pivots: one pivot (k1 = k2) never steps.
            if name == "incp" {
                continue;
            }
            for v in values {
                let mut vals = valid_args(r, pi as u64, &[1]);
                vals[pi] = v;
                let mem = Memory::new(r, &vals);
                let s = call(&h, r, &vals, &mem);
                checked += 1;
                if !ok_status(s) {
                    failures.push(format!("{} {name} = {v}: {s:?} args {vals:?}", r.name));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} valid calls failed:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
    eprintln!("huge steps: {checked} valid calls checked");
}

/// An empty batch of huge problems: batch count 0, every other size and every leading
/// dimension huge (consistent: sizes one below the leading dimensions), trsm_ex's invA_size `i64::MAX`: nothing to
/// address, a quick return (rocBLAS's `success`), never a panic from arithmetic on the sizes
/// (the fuzzer found trsm_ex's `128·k` overflowing there).
#[test]
fn empty_batches_of_huge_problems_are_quick_returns() {
    let h = CHandle::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    for r in ROUTINES.iter() {
        if !r.params.contains(&Param::Int("batch_count")) {
            continue;
        }
        for (seed, v) in HUGE.into_iter().enumerate() {
            let mut vals = valid_args(r, seed as u64, &[2, 3]);
            for (i, p) in r.params.iter().enumerate() {
                match *p {
                    Param::Int("batch_count") => vals[i] = 0,
                    // Sizes one below the leading dimensions: lda >= rows, and >= k + 1 for
                    // a band.
                    Param::Int(n) if class(n) == Class::Size => vals[i] = v - 1,
                    Param::Int(n) if class(n) == Class::Ld => vals[i] = v,
                    Param::Int("invA_size") => vals[i] = i64::MAX,
                    _ => {}
                }
            }
            let mem = Memory::new(r, &vals);
            let s = call(&h, r, &vals, &mem);
            checked += 1;
            if s != Status::Success || !mem.untouched() {
                failures.push(format!(
                    "{}: {s:?} (untouched: {}) args {vals:?}",
                    r.name,
                    mem.untouched()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} empty batches misbehaved:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// One size 0 among huge ones (the others one below huge leading dimensions): an empty problem,
/// whose other operands may still overflow. Either a quick return (`success`, as rocBLAS
/// checks emptiness first in most families) or `invalid_size` with nothing written; never an
/// `internal_error` from arithmetic on the huge sizes.
#[test]
fn one_empty_dimension_among_huge_ones_is_never_an_internal_error() {
    let h = CHandle::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    for r in ROUTINES.iter() {
        for (zi, z) in r.params.iter().enumerate() {
            if !matches!(*z, Param::Int(n) if class(n) == Class::Size) {
                continue;
            }
            for (seed, v) in HUGE.into_iter().enumerate() {
                let mut vals = valid_args(r, seed as u64, &[2, 3]);
                for (i, p) in r.params.iter().enumerate() {
                    match *p {
                        Param::Int(n) if class(n) == Class::Size => vals[i] = v - 1,
                        Param::Int(n) if class(n) == Class::Ld => vals[i] = v,
                        Param::Int("invA_size") => vals[i] = i64::MAX,
                        _ => {}
                    }
                }
                vals[zi] = 0;
                let mem = Memory::new(r, &vals);
                let s = call(&h, r, &vals, &mem);
                checked += 1;
                let ok = s == Status::Success || (s == Status::InvalidSize && mem.untouched());
                if !ok {
                    failures.push(format!(
                        "{}: {s:?} (untouched: {}) args {vals:?}",
                        r.name,
                        mem.untouched()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} empty problems misbehaved:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// A batch count whose per-problem results alone overflow: every stride 0 (one matrix shared by
/// the batch: its extent is fine) and a huge batch count, for the routines that write one
/// `info` per problem (getrf, getf2, getrf_npvt, potrf, potf2). `invalid_size`, nothing
/// written (the info array of 2^62 entries used to be cleared with a byte count that
/// overflowed).
#[test]
fn huge_batches_of_info_are_refused_with_zero_strides() {
    let h = CHandle::new();
    let mut checked = 0;
    for r in ROUTINES.iter().filter(|r| r.form == 2) {
        if !r
            .params
            .iter()
            .any(|p| matches!(p, Param::Ptr { name: "info", .. }))
        {
            continue;
        }
        for v in HUGE {
            let mut vals = valid_args(r, 7, &[2, 3]);
            for (i, p) in r.params.iter().enumerate() {
                match *p {
                    Param::Int(n) if class(n) == Class::Stride => vals[i] = 0,
                    Param::Int("batch_count") => vals[i] = v,
                    _ => {}
                }
            }
            let mem = Memory::new(r, &vals);
            let s = call(&h, r, &vals, &mem);
            assert_eq!(s, Status::InvalidSize, "{} {vals:?}", r.name);
            assert!(mem.untouched(), "{} {vals:?}: refused but wrote", r.name);
            checked += 1;
        }
    }
    assert_eq!(checked, 5 * 4 * HUGE.len());
}

/// Several hostile values at once, any routine (proptest): at least one overflowing value among
/// valid ones must give `invalid_size` and write nothing, whatever else is wrong beside it
/// (except bad enum values, which are not drawn here).
fn any_overflow() -> impl Strategy<Value = (usize, u64, Vec<(usize, usize)>)> {
    (
        0..ROUTINES.len(),
        any::<u64>(),
        prop::collection::vec((0usize..16, 0usize..HUGE.len() + HUGE_NEG.len()), 1..4),
    )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 3000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    #[test]
    fn overflowing_combinations_are_refused((ri, seed, picks) in any_overflow()) {
        let h = CHandle::new();
        let r = &ROUTINES[ri];
        let ints: Vec<usize> = r
            .params
            .iter()
            .enumerate()
            .filter(|(_, p)| matches!(p, Param::Int(n) if class(n) != Class::Other))
            .map(|(i, _)| i)
            .collect();
        prop_assume!(!ints.is_empty());
        let mut vals = valid_args(r, seed, &[2, 3]);
        for (slot, vi) in picks {
            let pi = ints[slot % ints.len()];
            vals[pi] = if vi < HUGE.len() { HUGE[vi] } else { HUGE_NEG[vi - HUGE.len()] };
        }
        // A level-1 reduction with a negative increment may be a quick return that reads
        // nothing (result 0, as the reference BLAS) instead of a refusal.
        let neg_inc = r.params.iter().zip(&vals).any(|(p, &v)| {
            matches!(p, Param::Int(n) if class(n) == Class::Inc) && v < 0
        });
        let any_certain = !(neg_inc && r.level == 1);
        let mem = Memory::new(r, &vals);
        let s = call(&h, r, &vals, &mem);
        if any_certain {
            prop_assert_eq!(s, Status::InvalidSize, "{} {:?}", r.name, vals);
            prop_assert!(mem.untouched(), "{} {:?}: refused but wrote", r.name, vals);
        } else {
            prop_assert!(s == Status::InvalidSize || s == Status::Success, "{} {:?}: {:?}", r.name, vals, s);
        }
    }
}

// ------------------------------------------------------------------------------ the Rust API

/// Sizes for the typed Rust API: small ones, and ones whose spans overflow `usize`.
fn rust_size() -> impl Strategy<Value = usize> {
    prop_oneof![
        0usize..5,
        Just(usize::MAX),
        Just(usize::MAX / 2 + 2),
        Just((1usize << 62) + 2),
        Just(1usize << 32),
    ]
}

fn rust_inc() -> impl Strategy<Value = i64> {
    prop_oneof![
        -3i64..4,
        Just(i64::MIN),
        Just(i64::MAX),
        Just((1i64 << 62) + 2),
        Just(-(1i64 << 62) - 2),
    ]
}

/// Elements a vector reaches, exactly (u128: cannot overflow here).
fn reach(n: usize, inc: i64) -> u128 {
    if n == 0 {
        0
    } else {
        (n as u128 - 1)
            .saturating_mul(inc.unsigned_abs() as u128)
            .saturating_add(1)
    }
}

const RUST_LEN: usize = 64;

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 2000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// asum / dot / the strided-batched nrm2 with sizes whose spans overflow: `invalid_size`
    /// and no kernel launched, unless the arguments really fit the buffers (then computed).
    #[test]
    fn rust_reductions_refuse_overflowing_spans(
        n in rust_size(),
        incx in rust_inc(),
        incy in rust_inc(),
        stride in rust_size(),
        count in rust_size(),
    ) {
        let (hb, dev) = common::fresh_host();
        let mut h = common::handle(&dev);
        let x = dev.upload(&vec![1.0f64; RUST_LEN]).unwrap();
        let launches = hb.counters().kernel_launches;
        let fits = |need: u128| need <= RUST_LEN as u128;

        // A size above i64::MAX is i64::MAX to the library (saturated, never wrapped).
        let small = |v: usize| v <= 4;
        // n huge with a zero increment is a valid call of 2^63 steps over one element: not
        // something to run here.
        prop_assume!(small(n) || (incx != 0 && incy != 0));

        let r = h.asum(n, &x.as_slice(), incx);
        let fits_x = fits(reach(n, incx));
        match &r {
            Ok(v) => prop_assert!((incx <= 0 || fits_x) && *v >= 0.0, "asum n={} inc={}", n, incx),
            Err(e) => prop_assert_eq!(e.status(), Status::InvalidSize),
        }
        if small(n) && incx.unsigned_abs() <= 3 {
            prop_assert!(r.is_ok(), "asum n={} inc={}: {:?}", n, incx, r);
        }
        let r = h.dot(n, &x.as_slice(), incx, &x.as_slice(), incy);
        let legit = fits_x && fits(reach(n, incy));
        match &r {
            Ok(_) => prop_assert!(legit, "dot n={} incx={} incy={}", n, incx, incy),
            Err(e) => prop_assert_eq!(e.status(), Status::InvalidSize),
        }
        if small(n) && incx.unsigned_abs() <= 3 && incy.unsigned_abs() <= 3 {
            prop_assert!(r.is_ok(), "dot n={}: {:?}", n, r);
        }
        let before = hb.counters().kernel_launches;
        let mut out = [0.0f64; 4];
        let r = h.nrm2_batched(
            n,
            oxblas::level1::Vectors::Strided { x: x.as_slice(), stride, count },
            incx,
            &mut out[..count.min(4)],
        );
        let last = (count.max(1) as u128 - 1).saturating_mul(stride as u128);
        let legit = count == 0 || n == 0 || incx <= 0 || fits(last.saturating_add(reach(n, incx)));
        match &r {
            Ok(()) => prop_assert!(legit && count <= 4, "nrm2 strided n={} stride={} count={}", n, stride, count),
            Err(_) => prop_assert_eq!(hb.counters().kernel_launches, before, "refused, yet launched"),
        }
        prop_assert!(hb.counters().kernel_launches >= launches);
    }

    /// gemv and gemm with leading dimensions and sizes whose spans overflow.
    #[test]
    fn rust_matrix_routines_refuse_overflowing_spans(
        m in rust_size(),
        n in rust_size(),
        ld in prop_oneof![0usize..8, Just(usize::MAX), Just((1usize << 62) + 2)],
    ) {
        use oxblas::level2::{Matrices, VectorsMut};
        use oxblas::level3::MatricesMut;
        use oxblas::Transpose;
        let (hb, dev) = common::fresh_host();
        let mut h = common::handle(&dev);
        let a = dev.upload(&vec![1.0f64; RUST_LEN]).unwrap();
        let x = dev.upload(&vec![1.0f64; RUST_LEN]).unwrap();
        let mut y = dev.upload(&vec![0.0f64; RUST_LEN]).unwrap();
        let before = hb.counters().kernel_launches;
        let need_a = if m == 0 || n == 0 { 0 } else { (n as u128 - 1) * ld as u128 + m as u128 };
        let fits = ld >= m.max(1) && need_a <= RUST_LEN as u128 && n <= RUST_LEN && m <= RUST_LEN;
        let r = h.gemv(
            Transpose::N, m, n, 1.0, Matrices::One(a.as_slice()), ld,
            x.as_slice().into(), 1, 0.0, VectorsMut::One(&mut y.as_mut_slice()), 1,
        );
        match &r {
            Ok(()) => prop_assert!(fits || m == 0 || n == 0, "gemv m={} n={} lda={}", m, n, ld),
            Err(e) => {
                prop_assert!(!fits, "gemv m={} n={} lda={}: {}", m, n, ld, e);
                prop_assert_eq!(e.status(), Status::InvalidSize);
                prop_assert_eq!(hb.counters().kernel_launches, before, "refused, yet launched");
            }
        }
        let before = hb.counters().kernel_launches;
        let r = h.gemm(
            Transpose::N, Transpose::N, m, n, 2, 1.0,
            Matrices::One(a.as_slice()), ld, Matrices::One(x.as_slice()), 2, 0.0,
            MatricesMut::One(&mut y.as_mut_slice()), ld,
        );
        if let Err(e) = &r {
            prop_assert!(
                matches!(e.status(), Status::InvalidSize),
                "gemm m={} n={} ld={}: {}", m, n, ld, e
            );
            prop_assert_eq!(hb.counters().kernel_launches, before, "refused, yet launched");
        }
    }
}

/// laswp's typed front end with row ranges whose pivot count overflows `usize`: `invalid_size`,
/// no panic (the pivot count `k1 + (k2 - k1)·|incp|` was computed with plain arithmetic).
#[test]
fn rust_laswp_refuses_overflowing_row_ranges() {
    let (hb, dev) = common::fresh_host();
    let mut h = common::handle(&dev);
    let mut a = dev.upload(&[1.0f64; 16]).unwrap();
    let ipiv = dev.upload(&[1i32; 16]).unwrap();
    let before = hb.counters().kernel_launches;
    for (k1, k2, incp) in [
        (1, usize::MAX, 2),
        (1, usize::MAX, i64::MIN),
        (2, usize::MAX / 2 + 2, 3),
        (usize::MAX, usize::MAX, 1),
        (1, 1 << 62, i64::MAX),
    ] {
        let r = h.laswp(2, &mut a.as_mut_slice(), 4, k1, k2, ipiv.as_slice(), incp);
        let e = r.expect_err("overflowing row range accepted");
        assert_eq!(
            e.status(),
            Status::InvalidSize,
            "k1 {k1} k2 {k2} incp {incp}"
        );
    }
    assert_eq!(
        hb.counters().kernel_launches,
        before,
        "refused, yet launched"
    );
    // The positive control: rows 1..=3 with pivots 1.
    h.laswp(2, &mut a.as_mut_slice(), 4, 1, 3, ipiv.as_slice(), 1)
        .unwrap();
}
