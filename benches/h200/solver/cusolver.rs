//! cuSOLVER (the dense API, `cusolverDn`), loaded at run time as `harness/cublas.rs` loads
//! cuBLAS: dlopen of the path in `OXBLAS_CUSOLVER`, else `libcusolver.so.12` (CUDA 13), else
//! `libcusolver.so.11` (CUDA 12), in the folders `harness::cublas::library_candidates` searches.
//! The handle is bound to the bench stream. The routines are the 32-bit legacy ones
//! (`cusolverDnDgetrf`, `cusolverDnDgetrs`, `cusolverDnDpotrf` and their `_bufferSize`), whose
//! `int` sizes hold every row here, and `cusolverDnXtrtri` (trtri has only the 64-bit API);
//! signatures from cusolverDn.h, every argument pointer- or int-sized.

use std::collections::HashMap;
use std::ffi::{c_int, c_void, CString};

use crate::harness::cublas::library_candidates;
use crate::harness::cuda::{dlopen, dlsym, last_dl_error, CuStream, RTLD_GLOBAL, RTLD_NOW};
use crate::harness::R;

/// Every routine the solver family calls.
pub const SYMBOLS: [&str; 7] = [
    "cusolverDnDgetrf_bufferSize",
    "cusolverDnDgetrf",
    "cusolverDnDgetrs",
    "cusolverDnDpotrf_bufferSize",
    "cusolverDnDpotrf",
    "cusolverDnXtrtri_bufferSize",
    "cusolverDnXtrtri",
];

/// `CUBLAS_OP_N`.
pub const OP_N: c_int = 0;
/// `CUBLAS_FILL_MODE_LOWER`.
pub const LOWER: c_int = 0;
/// `CUBLAS_DIAG_NON_UNIT`.
pub const NON_UNIT: c_int = 0;
/// `cudaDataType_t` `CUDA_R_64F`.
pub const CUDA_R_64F: c_int = 1;

type H = *mut c_void;
type M = *mut c_void;
type P = *const c_void;
type I = *mut c_int;

/// `cusolverDnDgetrf_bufferSize(handle, m, n, A, lda, *Lwork)`.
pub type GetrfBufferSize = unsafe extern "C" fn(H, c_int, c_int, M, c_int, I) -> c_int;
/// `cusolverDnDgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo)`.
pub type Getrf = unsafe extern "C" fn(H, c_int, c_int, M, c_int, M, I, I) -> c_int;
/// `cusolverDnDgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo)`.
pub type Getrs =
    unsafe extern "C" fn(H, c_int, c_int, c_int, P, c_int, *const c_int, M, c_int, I) -> c_int;
/// `cusolverDnDpotrf_bufferSize(handle, uplo, n, A, lda, *Lwork)`.
pub type PotrfBufferSize = unsafe extern "C" fn(H, c_int, c_int, M, c_int, I) -> c_int;
/// `cusolverDnDpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo)`.
pub type Potrf = unsafe extern "C" fn(H, c_int, c_int, M, c_int, M, c_int, I) -> c_int;
/// `cusolverDnXtrtri_bufferSize(handle, uplo, diag, n, dataTypeA, A, lda,
/// *workspaceInBytesOnDevice, *workspaceInBytesOnHost)` (n, lda: int64_t).
pub type XtrtriBufferSize =
    unsafe extern "C" fn(H, c_int, c_int, i64, c_int, M, i64, *mut usize, *mut usize) -> c_int;
/// `cusolverDnXtrtri(handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice,
/// workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo)`.
pub type Xtrtri = unsafe extern "C" fn(
    H,
    c_int,
    c_int,
    i64,
    c_int,
    M,
    i64,
    M,
    usize,
    *mut c_void,
    usize,
    I,
) -> c_int;

type Create = unsafe extern "C" fn(*mut H) -> c_int;
type Destroy = unsafe extern "C" fn(H) -> c_int;
type SetStream = unsafe extern "C" fn(H, *mut c_void) -> c_int;
type GetVersion = unsafe extern "C" fn(*mut c_int) -> c_int;

/// Libraries libcusolver needs, preloaded (when present) from its own folder so that the copies
/// it binds to are the ones beside it.
const DEPENDENCIES: [&str; 8] = [
    "libnvJitLink.so.13",
    "libnvJitLink.so.12",
    "libcublasLt.so.13",
    "libcublasLt.so.12",
    "libcublas.so.13",
    "libcublas.so.12",
    "libcusparse.so.12",
    "libcusparse.so.11",
];

pub struct Cusolver {
    pub path: String,
    /// `cusolverGetVersion`: major·1000 + minor·100 + patch.
    pub version: c_int,
    /// The `cusolverDnHandle_t`, bound to the bench stream.
    pub handle: H,
    destroy: Destroy,
    symbols: HashMap<&'static str, *mut c_void>,
}

impl Cusolver {
    /// Load libcusolver, create a handle on `stream` and resolve [`SYMBOLS`].
    pub fn load(stream: CuStream) -> R<Cusolver> {
        let mut tried = Vec::new();
        let candidates = library_candidates(
            "OXBLAS_CUSOLVER",
            &["libcusolver.so.12", "libcusolver.so.11"],
            &["nvidia/cu13/lib", "nvidia/cusolver/lib"],
        );
        for path in candidates {
            if let Some(dir) = std::path::Path::new(&path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
            {
                for dep in DEPENDENCIES {
                    let p = dir.join(dep);
                    if p.exists() {
                        let c = CString::new(p.to_string_lossy().as_bytes()).unwrap();
                        // SAFETY: loading a shared library by path (a failure only leaves the
                        // loader to find it).
                        unsafe { dlopen(c.as_ptr(), RTLD_NOW | RTLD_GLOBAL) };
                    }
                }
            }
            let c = CString::new(path.as_bytes()).unwrap();
            // SAFETY: as above.
            let lib = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
            if lib.is_null() {
                tried.push(format!("{path}: {}", last_dl_error()));
                continue;
            }
            return Cusolver::bind(lib, path, stream);
        }
        Err(format!(
            "libcusolver.so.12 / .so.11 not found (set OXBLAS_CUSOLVER=/path/libcusolver.so.12); \
             tried: {}",
            if tried.is_empty() {
                "no candidate exists".into()
            } else {
                tried.join("; ")
            }
        ))
    }

    fn bind(lib: *mut c_void, path: String, stream: CuStream) -> R<Cusolver> {
        let sym = |name: &str| -> R<*mut c_void> {
            let c = CString::new(name).unwrap();
            // SAFETY: symbol lookup in a loaded library.
            let p = unsafe { dlsym(lib, c.as_ptr()) };
            if p.is_null() {
                Err(format!("{path}: no symbol {name}"))
            } else {
                Ok(p)
            }
        };
        // SAFETY: the symbols have these C signatures (cusolverDn.h, cusolver_common.h).
        unsafe {
            let create = std::mem::transmute::<*mut c_void, Create>(sym("cusolverDnCreate")?);
            let destroy = std::mem::transmute::<*mut c_void, Destroy>(sym("cusolverDnDestroy")?);
            let set_stream =
                std::mem::transmute::<*mut c_void, SetStream>(sym("cusolverDnSetStream")?);
            let get_version =
                std::mem::transmute::<*mut c_void, GetVersion>(sym("cusolverGetVersion")?);
            let mut symbols = HashMap::new();
            for name in SYMBOLS {
                symbols.insert(name, sym(name)?);
            }
            let mut version = 0;
            get_version(&mut version);
            let mut handle = std::ptr::null_mut();
            let st = create(&mut handle);
            if st != 0 {
                return Err(format!("cusolverDnCreate: status {st}"));
            }
            let st = set_stream(handle, stream);
            if st != 0 {
                destroy(handle);
                return Err(format!("cusolverDnSetStream: status {st}"));
            }
            Ok(Cusolver {
                path,
                version,
                handle,
                destroy,
                symbols,
            })
        }
    }

    /// The routine `name` (one of [`SYMBOLS`]) as the function type `F`.
    ///
    /// # Safety
    /// `F` must be the C signature of `name` (the types above).
    pub unsafe fn get<F: Copy>(&self, name: &'static str) -> (F, &'static str) {
        let p = self.symbols[name];
        assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<*mut c_void>());
        // SAFETY: the caller's contract.
        (
            unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) },
            name,
        )
    }

    /// "12.0.4" from `cusolverGetVersion`'s 12004.
    pub fn version_text(&self) -> String {
        let v = self.version;
        format!("{}.{}.{}", v / 1000, (v % 1000) / 100, v % 100)
    }
}

impl Drop for Cusolver {
    fn drop(&mut self) {
        // SAFETY: created in `bind`, destroyed once.
        unsafe { (self.destroy)(self.handle) };
    }
}

/// A cuSOLVER status as the benchmark's error.
pub fn check(st: c_int, name: &str) -> R<()> {
    if st == 0 {
        Ok(())
    } else {
        Err(format!("{name}: cuSOLVER status {st}"))
    }
}

/// The cuBLAS routine of the batched row (resolved by `Cublas::load`):
/// `cublasDgetrfBatched(handle, n, Aarray, lda, PivotArray, infoArray, batchSize)`, Aarray a
/// device array of `batchSize` device pointers.
pub const CUBLAS_GETRF_BATCHED: &str = "cublasDgetrfBatched";
pub type GetrfBatched = unsafe extern "C" fn(H, c_int, *const M, c_int, I, I, c_int) -> c_int;
