//! Random call sequences on the C ABI of the host backend (issue 13): handles created, destroyed
//! and used after destruction; workspace sizes, user workspaces, stream-ordered mode, size
//! queries, streams, pointer modes; borrows of the exported allocator (in and out of order);
//! every routine of the generated table (`oxblas::capi::table::ROUTINES`) with fuzzed enums and
//! integer arguments that are either small (within the buffers given) or hostile (negative, or
//! large enough that the extents overflow `i64`).
//!
//! What counts as a finding: a crash or a sanitizer report, a panic anywhere in the library
//! (libfuzzer-sys aborts on any panic, also one the C ABI would catch and turn into
//! `internal_error`), a status that is not a valid `oxblas_status`, a successful call with a
//! hostile argument, unbalanced statistics (`allocated - freed != live`), or a handle that a
//! small `dasum` no longer serves after an error.
//!
//! Every pointer handed to the library satisfies the C contract for small arguments: operands
//! are 4096-element buffers (16 bytes per element), pointer arrays have 4 entries, a user
//! workspace is a 1 MiB allocation given with at most its size, the pivots that getrs and laswp
//! read are all 1 (a row of every matrix; rocSOLVER trusts pivots), invA holds 128·128 elements
//! (trsm_ex reads 128·k, k <= 4); the fuzzer never lies about memory, so anything it finds is
//! the library's fault.
#![no_main]

use std::ffi::c_void;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use oxblas::capi::raw::*;
use oxblas::capi::table::{Param, Routine, ROUTINES};

use oxblas::capi::{oxblas_create_handle, oxblas_destroy_handle, OxblasHandle, OxblasStream};
use oxblas::Status;

const BUF_ELEMS: usize = 4096;
const ARRAY_LEN: usize = 4;
const WS_BYTES: usize = 1 << 20;
/// 128 x 128 inverses of up to one diagonal block (n <= 4 here), 16 bytes each.
const INV_ELEMS: usize = 128 * 128;
/// trsm_ex's inverses are 128 rows of k columns (rocBLAS's invA layout).
const INV_BLOCK: i64 = 128;
const MAX_HANDLES: usize = 4;

/// Overflowing extents whatever the element size and the other dimensions (>= 2^62 + 2).
const HOSTILE: [i64; 10] = [
    -1,
    -2,
    i64::MIN,
    i64::MIN + 1,
    -(1 << 62) - 2,
    (1 << 62) + 2,
    i64::MAX,
    i64::MAX - 1,
    (1 << 62) + (1 << 61),
    0,
];

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Bytes {
    Small(u16),
    Pow(u8),
    Max,
}

impl Bytes {
    fn get(self) -> usize {
        match self {
            Bytes::Small(b) => b as usize,
            // Up to 512 MiB (the host backend really allocates it: more would only measure this
            // machine), or 2 TiB and more, beyond the host backend's 1 TiB of "device memory"
            // (memory_error without an allocation).
            Bytes::Pow(p) if p < 200 => 1usize << (p as u32 % 30),
            Bytes::Pow(p) => 1usize << (41 + p as u32 % 23),
            Bytes::Max => usize::MAX,
        }
    }
    /// At most `cap`: a size the caller can vouch for.
    fn within(self, cap: usize) -> usize {
        match self {
            Bytes::Max => cap,
            b => b.get().min(cap),
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Int {
    /// A small value of the parameter's kind (in range for the buffers).
    Small(u8),
    /// Any small value, valid or not (0..=4 and their negatives).
    Raw(i8),
    /// A hostile value: its call must be refused.
    Hostile(u8),
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Enum {
    Valid(u8),
    Raw(i32),
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Ptr {
    Given,
    Null,
}

#[derive(Arbitrary, Debug)]
enum Action {
    Create,
    Destroy(u8),
    /// Call a destroyed handle's old pointer (looked up, never read).
    UseStale(u8),
    SetSize(u8, Bytes),
    SetWorkspace(u8, bool, Bytes),
    StreamOrder(u8, bool),
    StartQuery(u8),
    StopQuery(u8),
    SetOptimal(u8, Vec<Bytes>),
    PointerMode(u8, i32),
    StreamCreate,
    StreamDestroy(u8),
    SetStream(u8, Option<u8>),
    MallocAlloc(u8, Vec<Bytes>),
    MallocFree(u8),
    MallocGet(u8, u8),
    Routine {
        h: u8,
        which: u16,
        ints: Vec<Int>,
        enums: Vec<Enum>,
        ptrs: Vec<Ptr>,
    },
}

struct Borrow {
    handle: usize,
    obj: *mut OxblasDeviceMalloc,
    /// The bytes it asked for that the host backend really allocates.
    bytes: usize,
}

/// Live borrows of one handle may ask for this much real memory in all. The library grows the
/// workspace to the sum of the live borrows; past libFuzzer's 2 GiB malloc limit that is an
/// "out-of-memory" finding about this machine, not about the library (six 512 MiB slots did it).
const BORROW_BUDGET: usize = 1 << 30;

/// Sizes below this are real allocations on the host backend (see `Bytes::get`).
const REAL_BYTES: usize = 1 << 40;

/// The memory every run uses: allocated once per process (runs are many and short), leaked on
/// purpose. Addresses only, so that it can be shared; its contents do not matter.
struct Memory {
    /// A user workspace per handle slot.
    workspaces: Vec<u64>,
    bufs: Vec<u64>,
    arrays: Vec<u64>,
    inv: u64,
    /// A pointer array whose entries all point to `inv` (batched trsv_ex, trsm_ex).
    inv_array: u64,
    scalars: u64,
    /// `BUF_ELEMS * 4` pivots of 1 (`i32`), never handed out as written memory: the pivots
    /// getrs and laswp read must name rows of the matrix (the caller's contract, unchecked by
    /// rocSOLVER), and 1 names a row of every matrix. getrf writes its pivots elsewhere.
    pivots: u64,
}

fn leak<T: Clone>(v: Vec<T>) -> u64 {
    Box::leak(v.into_boxed_slice()).as_ptr() as u64
}

fn memory() -> &'static Memory {
    static MEM: std::sync::OnceLock<Memory> = std::sync::OnceLock::new();
    MEM.get_or_init(|| {
        let workspaces = (0..MAX_HANDLES)
            .map(|_| {
                let mut p = std::ptr::null_mut();
                // SAFETY: `p` is a local the call writes.
                assert_eq!(unsafe { oxblas_malloc(&mut p, WS_BYTES) }, Status::Success);
                p as u64
            })
            .collect();
        let bufs: Vec<u64> = (0..8 + 4 * ARRAY_LEN)
            .map(|_| leak(vec![0x3cu8; BUF_ELEMS * 16]))
            .collect();
        let arrays = (0..4)
            .map(|a| leak(bufs[8 + a * ARRAY_LEN..8 + (a + 1) * ARRAY_LEN].to_vec()))
            .collect();
        let inv = leak(vec![0u8; INV_ELEMS * 16]);
        Memory {
            workspaces,
            bufs,
            arrays,
            inv,
            inv_array: leak(vec![inv; ARRAY_LEN]),
            // Bytes of 0x3c are small positive numbers in every element type (f16 1.0 is
            // 0x3c00), so alpha and beta never make a quick return.
            scalars: leak(vec![0x3cu8; 64]),
            pivots: leak(vec![1i32; BUF_ELEMS * 4]),
        }
    })
}

struct State {
    handles: Vec<*mut OxblasHandle>,
    stale: Vec<*mut OxblasHandle>,
    streams: Vec<*mut OxblasStream>,
    borrows: Vec<Borrow>,
    mem: &'static Memory,
}

fn valid_status(s: Status) -> bool {
    Status::ALL.contains(&s)
}

fn pick<T: Copy>(v: &[T], i: u8) -> Option<T> {
    if v.is_empty() {
        None
    } else {
        Some(v[i as usize % v.len()])
    }
}

impl State {
    fn new() -> State {
        State {
            handles: Vec::new(),
            stale: Vec::new(),
            streams: Vec::new(),
            borrows: Vec::new(),
            mem: memory(),
        }
    }

    fn handle(&self, i: u8) -> Option<(usize, *mut OxblasHandle)> {
        if self.handles.is_empty() {
            return None;
        }
        let k = i as usize % self.handles.len();
        Some((k, self.handles[k]))
    }

    /// The handle must still serve a small dasum (pointer mode host) and keep its books.
    fn check_usable(&self, h: *mut OxblasHandle) {
        let mut q = false;
        // SAFETY: `h` is live (from `handles`).
        unsafe {
            if oxblas_is_device_memory_size_query(h) {
                q = true;
            }
            let mut st = OxblasStats::default();
            assert_eq!(oxblas_get_stats(h, &mut st), Status::Success);
            assert_eq!(st.allocated_bytes - st.freed_bytes, st.live_bytes, "{st:?}");
            assert_eq!(st.allocations - st.frees, st.live_allocations, "{st:?}");
        }
        if q {
            return;
        }
        let x = [1.0f64, -2.0, 3.0];
        let mut r = f64::NAN;
        let mut mode = 0;
        // SAFETY: live handle; x and r are host memory of the host backend.
        unsafe {
            assert_eq!(oxblas_get_pointer_mode(h, &mut mode), Status::Success);
            if mode != 0 {
                return; // device mode: r would be written on the handle's stream (host: now)
            }
            let s = oxblas::capi::table::ROUTINES
                .iter()
                .find(|r| r.name == "oxblas_dasum")
                .map(|rt| (rt.call)(h, &[3, x.as_ptr() as u64, 1, &mut r as *mut f64 as u64]))
                .unwrap();
            if matches!(s, Status::Success | Status::PerfDegraded) {
                assert_eq!(r, 6.0);
            } else {
                // A workspace too small for the split reduction's partials and no fallback.
                assert_eq!(s, Status::MemoryError, "dasum after the action");
            }
        }
    }

    fn apply(&mut self, a: &Action) {
        match a {
            Action::Create => {
                if self.handles.len() < MAX_HANDLES {
                    let mut h = std::ptr::null_mut();
                    // SAFETY: `h` is a local the call writes.
                    if unsafe { oxblas_create_handle(&mut h) } == Status::Success {
                        self.stale.retain(|&s| s != h);
                        self.handles.push(h);
                    }
                }
            }
            Action::Destroy(i) => {
                let Some((k, h)) = self.handle(*i) else {
                    return;
                };
                // SAFETY: `h` is live.
                let s = unsafe { oxblas_destroy_handle(h) };
                if s == Status::Success {
                    assert!(
                        self.borrows.iter().all(|b| b.handle != k),
                        "destroyed with live borrows"
                    );
                    self.handles.remove(k);
                    for b in &mut self.borrows {
                        if b.handle > k {
                            b.handle -= 1;
                        }
                    }
                    self.stale.push(h);
                } else {
                    assert_eq!(s, Status::InternalError, "destroy");
                    assert!(self.borrows.iter().any(|b| b.handle == k));
                }
            }
            Action::UseStale(i) => {
                let Some(h) = pick(&self.stale, *i) else {
                    return;
                };
                if self.handles.contains(&h) {
                    return; // the address was reused by a live handle
                }
                let mut size = 0usize;
                // SAFETY: any pointer value may be passed as a handle: it is looked up first.
                unsafe {
                    assert_eq!(
                        oxblas_get_device_memory_size(h, &mut size),
                        Status::InvalidHandle
                    );
                    assert_eq!(oxblas_destroy_handle(h), Status::InvalidHandle);
                    assert!(!oxblas_is_managing_device_memory(h));
                }
            }
            Action::SetSize(i, b) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                // SAFETY: live handle.
                let s = unsafe { oxblas_set_device_memory_size(h, b.get()) };
                assert!(valid_status(s));
                self.check_usable(h);
            }
            Action::SetWorkspace(i, null, b) => {
                let Some((k, h)) = self.handle(*i) else {
                    return;
                };
                let (p, n) = if *null {
                    (std::ptr::null_mut(), 0)
                } else {
                    (
                        self.mem.workspaces[k % MAX_HANDLES] as *mut c_void,
                        b.within(WS_BYTES),
                    )
                };
                // SAFETY: live handle; `p` is null or a live allocation of WS_BYTES >= n bytes
                // that is never freed (it outlives every handle).
                let s = unsafe { oxblas_set_workspace(h, p, n) };
                assert!(valid_status(s));
                self.check_usable(h);
            }
            Action::StreamOrder(i, on) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                // SAFETY: live handle.
                assert!(valid_status(unsafe {
                    oxblas_set_stream_order_alloc(h, *on)
                }));
                self.check_usable(h);
            }
            Action::StartQuery(i) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                // SAFETY: live handle.
                assert!(valid_status(unsafe {
                    oxblas_start_device_memory_size_query(h)
                }));
            }
            Action::StopQuery(i) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                let mut size = 0usize;
                // SAFETY: live handle, `size` a local.
                assert!(valid_status(unsafe {
                    oxblas_stop_device_memory_size_query(h, &mut size)
                }));
                self.check_usable(h);
            }
            Action::SetOptimal(i, sizes) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                let v: Vec<usize> = sizes.iter().take(8).map(|b| b.get()).collect();
                // SAFETY: live handle; `v` holds `v.len()` sizes.
                let s = unsafe { oxblas_set_optimal_device_memory_size(h, v.as_ptr(), v.len()) };
                assert!(valid_status(s));
            }
            Action::PointerMode(i, m) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                // SAFETY: live handle.
                assert!(valid_status(unsafe { oxblas_set_pointer_mode(h, *m) }));
            }
            Action::StreamCreate => {
                if self.streams.len() < 4 {
                    let mut s = std::ptr::null_mut();
                    // SAFETY: `s` is a local.
                    if unsafe { oxblas_stream_create(&mut s) } == Status::Success {
                        self.streams.push(s);
                    }
                }
            }
            Action::StreamDestroy(i) => {
                if self.streams.is_empty() {
                    return;
                }
                let k = *i as usize % self.streams.len();
                // Handles using it are reset first (the C contract): every handle back to the
                // default stream when it used this one.
                let s = self.streams.remove(k);
                for &h in &self.handles {
                    let mut cur = std::ptr::null_mut();
                    // SAFETY: live handle, `cur` a local.
                    unsafe {
                        if oxblas_get_stream(h, &mut cur) == Status::Success && cur == s {
                            let r = oxblas_set_stream(h, std::ptr::null_mut());
                            assert!(valid_status(r));
                        }
                    }
                }
                // SAFETY: a stream of ours, destroyed once.
                assert!(valid_status(unsafe { oxblas_stream_destroy(s) }));
            }
            Action::SetStream(i, which) => {
                let Some((_, h)) = self.handle(*i) else {
                    return;
                };
                let s = which
                    .and_then(|w| pick(&self.streams, w))
                    .unwrap_or(std::ptr::null_mut());
                // SAFETY: live handle; a live stream or the default one.
                assert!(valid_status(unsafe { oxblas_set_stream(h, s) }));
                self.check_usable(h);
            }
            Action::MallocAlloc(i, sizes) => {
                let Some((k, h)) = self.handle(*i) else {
                    return;
                };
                let v: Vec<usize> = sizes.iter().take(6).map(|b| b.get()).collect();
                let real = v
                    .iter()
                    .filter(|&&n| n < REAL_BYTES)
                    .fold(0usize, |a, &n| a.saturating_add(n));
                let live: usize = self
                    .borrows
                    .iter()
                    .filter(|b| b.handle == k)
                    .map(|b| b.bytes)
                    .sum();
                if real.saturating_add(live) > BORROW_BUDGET {
                    return;
                }
                let mut obj = std::ptr::null_mut();
                // SAFETY: live handle; `v` holds `v.len()` sizes; `obj` a local.
                let s = unsafe { oxblas_device_malloc_alloc(h, v.as_ptr(), v.len(), &mut obj) };
                assert!(valid_status(s));
                if s == Status::Success {
                    assert!(!obj.is_null());
                    // Write every slot's whole size: it must be real memory of the workspace.
                    for (j, &n) in v.iter().enumerate() {
                        let mut p = std::ptr::null_mut();
                        // SAFETY: `obj` is a live borrow; slot j of it.
                        let g = unsafe { oxblas_device_malloc_get(obj, j, &mut p) };
                        assert_eq!(g, Status::Success);
                        if n > 0 {
                            assert!(!p.is_null());
                            // SAFETY: slot j holds n bytes of workspace (host memory here).
                            unsafe { std::ptr::write_bytes(p.cast::<u8>(), 0x5a, n.min(1 << 16)) };
                        }
                    }
                    self.borrows.push(Borrow {
                        handle: k,
                        obj,
                        bytes: real,
                    });
                } else {
                    assert!(obj.is_null());
                }
            }
            Action::MallocFree(i) => {
                if self.borrows.is_empty() {
                    return;
                }
                let k = *i as usize % self.borrows.len();
                let obj = self.borrows[k].obj;
                // SAFETY: a live borrow object (freed objects are removed from the list).
                let s = unsafe { oxblas_device_malloc_free(obj) };
                if s == Status::Success {
                    self.borrows.remove(k);
                } else {
                    // Out of LIFO order: refused, changes nothing.
                    assert_eq!(s, Status::InternalError);
                }
            }
            Action::MallocGet(i, j) => {
                if self.borrows.is_empty() {
                    return;
                }
                let obj = self.borrows[*i as usize % self.borrows.len()].obj;
                let mut p = std::ptr::null_mut();
                // SAFETY: a live borrow object; `p` a local.
                unsafe {
                    assert!(valid_status(oxblas_device_malloc_get(
                        obj,
                        *j as usize,
                        &mut p
                    )));
                    assert!(valid_status(oxblas_device_malloc_ptr(obj, &mut p)));
                    assert!(oxblas_device_malloc_success(obj));
                }
            }
            Action::Routine {
                h,
                which,
                ints,
                enums,
                ptrs,
            } => {
                let Some((_, h)) = self.handle(*h) else {
                    return;
                };
                let r = &ROUTINES[*which as usize % ROUTINES.len()];
                self.routine(h, r, ints, enums, ptrs);
            }
        }
    }

    fn routine(
        &mut self,
        h: *mut OxblasHandle,
        r: &Routine,
        ints: &[Int],
        enums: &[Enum],
        ptrs: &[Ptr],
    ) {
        let (mut ii, mut ei, mut pi, mut bi, mut ai) = (0, 0, 0, 0, 0);
        let mut hostile_size = false;
        let mut bad_params = Vec::new();
        let mut all_sizes_big = true;
        let mut args = Vec::with_capacity(r.params.len());
        for p in r.params {
            args.push(match *p {
                Param::Int(name) => {
                    let c = ints.get(ii).copied().unwrap_or(Int::Small(0));
                    ii += 1;
                    let v = int_value(name, c);
                    let is_size = is_size(name);
                    let bad = matches!(c, Int::Hostile(_)) && v != 0 && overflows(name, v);
                    if bad {
                        bad_params.push(name);
                    }
                    hostile_size |= bad && is_size;
                    all_sizes_big &= !is_size || v >= 2 || bad;
                    v as u64
                }
                Param::Enum(name) => {
                    let c = enums.get(ei).copied().unwrap_or(Enum::Valid(0));
                    ei += 1;
                    enum_value(name, c) as u64
                }
                Param::Ptr {
                    name,
                    array,
                    written,
                } => {
                    let c = ptrs.get(pi).copied().unwrap_or(Ptr::Given);
                    pi += 1;
                    if matches!(c, Ptr::Null) {
                        0
                    } else if name == "ipiv" && !written {
                        self.mem.pivots
                    } else if name == "alpha" || name == "beta" {
                        self.mem.scalars
                    } else if name.starts_with("inv") && array {
                        self.mem.inv_array
                    } else if name.starts_with("inv") {
                        self.mem.inv
                    } else if array {
                        ai += 1;
                        self.mem.arrays[(ai - 1) % self.mem.arrays.len()]
                    } else {
                        bi += 1;
                        self.mem.bufs[(bi - 1) % 8]
                    }
                }
            });
        }
        // A huge size with a zero increment is a valid call of 2^62 steps over one element, and
        // a huge batch count over zero strides 2^62 problems on the same memory (hangs, not
        // findings: CI's fuzz step once spent minutes in one strsv_ex_strided_batched): not
        // made.
        let zero_step = r.params.iter().zip(&args).any(|(p, &v)| {
            matches!(p, Param::Int(n) if n.starts_with("inc") || n.starts_with("stride")) && v == 0
        });
        if hostile_size && zero_step {
            return;
        }
        // Hostile values of arguments the call legitimately ignores (see `ignored`) prove
        // nothing: only the others count.
        let hostile = bad_params.iter().any(|&n| !ignored(r, n, &args));
        // SAFETY: every pointer is null or memory of the sizes the small values need (see the
        // module documentation); hostile values must be refused before memory is touched.
        let s = unsafe { (r.call)(h, &args) };
        assert!(valid_status(s), "{}: status {}", r.name, s as i32);
        // A huge increment, leading dimension or stride is harmless when the vector has one
        // element, the matrix one column, the batch one problem: only sizes of 2 or more make
        // it an overflow for sure.
        if hostile && (hostile_size || all_sizes_big) && !level1_negative_inc(r, &args) {
            assert!(
                !matches!(s, Status::Success | Status::PerfDegraded),
                "{} accepted hostile arguments {args:?}",
                r.name
            );
        }
        self.check_usable(h);
    }

    fn finish(mut self) {
        // The shared memory stays allocated for the next run (see `Memory`).
        while let Some(b) = self.borrows.pop() {
            // SAFETY: live borrows, freed newest first (LIFO for every handle).
            assert_eq!(unsafe { oxblas_device_malloc_free(b.obj) }, Status::Success);
        }
        for &h in &self.handles {
            // SAFETY: live handles, destroyed once.
            assert_eq!(unsafe { oxblas_destroy_handle(h) }, Status::Success);
        }
        for &s in &self.streams {
            // SAFETY: our streams; every handle using them is destroyed.
            assert_eq!(unsafe { oxblas_stream_destroy(s) }, Status::Success);
        }
    }
}

fn is_size(name: &str) -> bool {
    matches!(name, "m" | "n" | "k" | "nrhs" | "batch_count")
}

/// laswp's 1-based row range `k1..=k2`.
fn is_row(name: &str) -> bool {
    matches!(name, "k1" | "k2")
}

/// Whether `v` for parameter `name` overflows an extent whatever the rest (the fuzzer's oracle).
fn overflows(name: &str, v: i64) -> bool {
    let size = is_size(name);
    let huge = v.unsigned_abs() >= (1u64 << 62) + 2;
    (size && v < 0)
        || (huge
            && (size
                || name.starts_with("inc")
                || name.starts_with("ld")
                || name.starts_with("stride")))
        || (name.starts_with("ld") && v < 0)
        // k1 or k2 below 1 is invalid_size (rocSOLVER); a huge k1 is above k2 or a huge k2
        // overflows A's rows.
        || (is_row(name) && (v < 1 || huge))
}

/// The value of integer parameter `name` in `args`.
fn arg(r: &Routine, args: &[u64], name: &str) -> Option<i64> {
    r.params
        .iter()
        .position(|p| matches!(p, Param::Int(n) if *n == name))
        .map(|i| args[i] as i64)
}

/// Whether the call legitimately ignores parameter `name` (so a hostile value of it is no
/// overflow): trsm_ex's stride_invA when invA is not used (null, or invA_size below 128·k:
/// rocBLAS then inverts the blocks itself); laswp's increment when k1 = k2 (one pivot read).
fn ignored(r: &Routine, name: &str, args: &[u64]) -> bool {
    match name {
        "stride_invA" if r.family == "trsm_ex" => {
            let inv = r
                .params
                .iter()
                .position(|p| matches!(p, Param::Ptr { name: "invA", .. }));
            let side = r.params.iter().position(|p| *p == Param::Enum("side"));
            let k = match side.map(|i| args[i] as i64) {
                Some(141) => arg(r, args, "m"),
                _ => arg(r, args, "n"),
            };
            let size = arg(r, args, "invA_size").unwrap_or(0);
            inv.is_none_or(|i| args[i] == 0)
                || k.is_none_or(|k| (size as i128) < INV_BLOCK as i128 * k as i128)
        }
        "incp" => arg(r, args, "k1") == arg(r, args, "k2"),
        _ => false,
    }
}

/// A level-1 reduction with a non-positive increment may return 0 without reading anything, and
/// a size of 0 or a batch count of 0 makes any call a quick return.
fn level1_negative_inc(r: &Routine, args: &[u64]) -> bool {
    r.params.iter().zip(args).any(|(p, &v)| match p {
        Param::Int(n) if n.starts_with("inc") => r.level == 1 && (v as i64) <= 0,
        Param::Int(n) if is_size(n) => v == 0,
        _ => false,
    }) || r
        .params
        .iter()
        .zip(args)
        .any(|(p, &v)| matches!(*p, Param::Enum(n) if !valid_enum_code(n, v as i64)))
        || r.params
            .iter()
            .zip(args)
            .any(|(p, &v)| matches!(p, Param::Ptr { .. }) && v == 0)
}

fn valid_enum_code(name: &str, v: i64) -> bool {
    match name {
        "side" => matches!(v, 141 | 142),
        "algo" => matches!(v, 0 | 1),
        n if n.ends_with("_type") => matches!(v, 150..=155 | 160 | 168 | 169),
        _ => matches!(v, 111..=113 | 121 | 122 | 131 | 132),
    }
}

fn int_value(name: &str, c: Int) -> i64 {
    match c {
        // A small negative stride (-1, -2) is no overflow: it is a valid stride that steps
        // back from the first problem into memory the caller must own, which the fuzzer's
        // buffers do not (it read before them under ASan). Its magnitude keeps the value in
        // the buffers; the huge ones stay hostile.
        Int::Hostile(i) => match HOSTILE[i as usize % HOSTILE.len()] {
            v if name.starts_with("stride") && v < 0 && !overflows(name, v) => -v,
            v => v,
        },
        // Strides stay non-negative: a negative stride reaches before the buffer, which the
        // caller must own (the fuzzer never breaks the memory contract).
        Int::Raw(v) if name.starts_with("stride") => (v % 5).abs() as i64,
        Int::Raw(v) => (v % 5) as i64,
        Int::Small(v) => {
            let v = v as i64;
            match name {
                _ if is_size(name) => v % 5,
                // 1 <= k1, k2 <= 4: rows of every matrix here (lda >= 4 when valid).
                _ if is_row(name) => 1 + v % 4,
                _ if name.starts_with("inc") => [1, 2, 3, 4, -1, -2, -3, -4][v as usize % 8],
                _ if name.starts_with("ld") => 4 + v % 5,
                _ if name.starts_with("stride") => [0, 64, 72, 80][v as usize % 4],
                // invA_size: 0 (ignored), too small, or enough for n <= 4.
                _ => [0, 100, 128 * 4, INV_ELEMS as i64][v as usize % 4],
            }
        }
    }
}

fn enum_value(name: &str, c: Enum) -> i32 {
    match c {
        Enum::Raw(v) => v,
        Enum::Valid(i) => {
            let i = i as usize;
            match name {
                "trans" | "transA" | "transB" => [111, 112, 113][i % 3],
                "uplo" => [121, 122][i % 2],
                "diag" => [131, 132][i % 2],
                "side" => [141, 142][i % 2],
                "algo" => [0, 1][i % 2],
                _ => [150, 151, 152, 153, 154, 155, 168][i % 7],
            }
        }
    }
}

fuzz_target!(|actions: Vec<Action>| {
    let mut st = State::new();
    for a in actions.iter().take(64) {
        st.apply(a);
    }
    st.finish();
});
