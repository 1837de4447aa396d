//! cuBLAS, loaded at run time (dlopen of libcublas.so.13): the handle on the bench stream, its
//! pointer mode, and the routines the families ask for (`Family::cublas_symbols`), resolved at
//! load time. A family turns a resolved symbol into its typed function (e.g. `reduce.rs`).

use std::collections::HashMap;
use std::ffi::{c_int, c_void, CString};

use super::cuda::{dlopen, dlsym, last_dl_error, CuStream, RTLD_GLOBAL, RTLD_NOW};
use super::R;

type CbCreate = unsafe extern "C" fn(*mut *mut c_void) -> c_int;
type CbDestroy = unsafe extern "C" fn(*mut c_void) -> c_int;
type CbSetStream = unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int;
type CbSetPointerMode = unsafe extern "C" fn(*mut c_void, c_int) -> c_int;
type CbGetVersion = unsafe extern "C" fn(*mut c_void, *mut c_int) -> c_int;

pub struct Cublas {
    pub path: String,
    /// The `cublasHandle_t`, bound to the bench stream.
    pub handle: *mut c_void,
    pub version: c_int,
    set_pointer_mode: CbSetPointerMode,
    destroy: CbDestroy,
    /// The routines asked for at load time, by symbol name.
    symbols: HashMap<&'static str, *mut c_void>,
}

/// Where to look for libcublas.so.13, in order.
fn cublas_candidates() -> Vec<String> {
    library_candidates(
        "OXBLAS_CUBLAS",
        &["libcublas.so.13"],
        &["nvidia/cu13/lib", "nvidia/cublas/lib"],
    )
}

/// Where to look for a CUDA library loaded at run time, in order: the path in the environment
/// variable `env`, then each of `sonames` (in turn) in the folders of `LD_LIBRARY_PATH`, through
/// the loader's own search, in the CUDA toolkits under /usr/local, in the Python wheels'
/// `wheel_dirs` (e.g. "nvidia/cu13/lib") and in /usr/lib/x86_64-linux-gnu. Paths that do not
/// exist are left out.
pub fn library_candidates(env: &str, sonames: &[&str], wheel_dirs: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    if let Ok(p) = std::env::var(env) {
        if !p.is_empty() {
            v.push(p);
        }
    }
    let mut dirs: Vec<String> = Vec::new();
    if let Ok(l) = std::env::var("LD_LIBRARY_PATH") {
        dirs.extend(l.split(':').filter(|d| !d.is_empty()).map(String::from));
    }
    let mut later = vec![
        "/usr/local/cuda/lib64".to_string(),
        "/usr/local/cuda/targets/x86_64-linux/lib".into(),
    ];
    if let Ok(rd) = std::fs::read_dir("/usr/local") {
        let mut names: Vec<String> = rd
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("cuda"))
            .collect();
        names.sort();
        names.reverse();
        for n in names {
            later.push(format!("/usr/local/{n}/lib64"));
            later.push(format!("/usr/local/{n}/targets/x86_64-linux/lib"));
        }
    }
    for root in ["/opt/torch/.venv/lib", "/usr/local/lib", "/usr/lib"] {
        if let Ok(rd) = std::fs::read_dir(root) {
            for e in rd.flatten() {
                let n = e.file_name().to_string_lossy().into_owned();
                if n.starts_with("python3") {
                    for sp in ["site-packages", "dist-packages"] {
                        for w in wheel_dirs {
                            later.push(format!("{root}/{n}/{sp}/{w}"));
                        }
                    }
                }
            }
        }
    }
    later.push("/usr/lib/x86_64-linux-gnu".into());
    for so in sonames {
        for d in &dirs {
            v.push(format!("{d}/{so}"));
        }
        // The loader's own search (ldconfig cache, LD_LIBRARY_PATH) for the plain name.
        v.push((*so).to_string());
        for d in &later {
            v.push(format!("{d}/{so}"));
        }
    }
    let mut seen = std::collections::HashSet::new();
    v.retain(|p| seen.insert(p.clone()) && (!p.contains('/') || std::path::Path::new(p).exists()));
    v
}

impl Cublas {
    /// Load libcublas, create a handle on `stream` and resolve `symbols` (all of them, or an
    /// error naming the first one missing).
    pub fn load(stream: CuStream, symbols: &[&'static str]) -> R<Cublas> {
        let mut tried = Vec::new();
        for path in cublas_candidates() {
            // Preload cublasLt from the same folder so that its copy is the one cuBLAS binds to.
            if let Some(dir) = std::path::Path::new(&path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
            {
                let lt = dir.join("libcublasLt.so.13");
                if lt.exists() {
                    let c = CString::new(lt.to_string_lossy().as_bytes()).unwrap();
                    // SAFETY: loading a shared library by path.
                    unsafe { dlopen(c.as_ptr(), RTLD_NOW | RTLD_GLOBAL) };
                }
            }
            let c = CString::new(path.as_bytes()).unwrap();
            // SAFETY: as above.
            let lib = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
            if lib.is_null() {
                tried.push(format!("{path}: {}", last_dl_error()));
                continue;
            }
            return Cublas::bind(lib, path, stream, symbols);
        }
        Err(format!(
            "libcublas.so.13 not found (set OXBLAS_CUBLAS=/path/libcublas.so.13); tried: {}",
            if tried.is_empty() {
                "no candidate exists".into()
            } else {
                tried.join("; ")
            }
        ))
    }

    fn bind(
        lib: *mut c_void,
        path: String,
        stream: CuStream,
        symbols: &[&'static str],
    ) -> R<Cublas> {
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
        // SAFETY: the symbols have these C signatures (cublas_api.h, all arguments pointer- or
        // int-sized; device pointers are passed as void pointers).
        unsafe {
            let create: CbCreate =
                std::mem::transmute::<*mut c_void, CbCreate>(sym("cublasCreate_v2")?);
            let destroy: CbDestroy =
                std::mem::transmute::<*mut c_void, CbDestroy>(sym("cublasDestroy_v2")?);
            let set_stream: CbSetStream =
                std::mem::transmute::<*mut c_void, CbSetStream>(sym("cublasSetStream_v2")?);
            let set_pointer_mode: CbSetPointerMode = std::mem::transmute::<
                *mut c_void,
                CbSetPointerMode,
            >(sym("cublasSetPointerMode_v2")?);
            let get_version: CbGetVersion =
                std::mem::transmute::<*mut c_void, CbGetVersion>(sym("cublasGetVersion_v2")?);
            let mut resolved = HashMap::new();
            for &name in symbols {
                resolved.insert(name, sym(name)?);
            }
            let mut handle = std::ptr::null_mut();
            let st = create(&mut handle);
            if st != 0 {
                return Err(format!("cublasCreate_v2: status {st}"));
            }
            let mut version = 0;
            get_version(handle, &mut version);
            let st = set_stream(handle, stream);
            if st != 0 {
                destroy(handle);
                return Err(format!("cublasSetStream_v2: status {st}"));
            }
            Ok(Cublas {
                path,
                handle,
                version,
                set_pointer_mode,
                destroy,
                symbols: resolved,
            })
        }
    }

    pub fn pointer_mode_device(&self, device: bool) -> R<()> {
        // SAFETY: live handle; 0 = CUBLAS_POINTER_MODE_HOST, 1 = DEVICE.
        let st = unsafe { (self.set_pointer_mode)(self.handle, device as c_int) };
        if st != 0 {
            return Err(format!("cublasSetPointerMode_v2: status {st}"));
        }
        Ok(())
    }

    /// The address of `name`, one of the symbols resolved by [`Cublas::load`].
    pub fn symbol(&self, name: &str) -> *mut c_void {
        self.symbols[name]
    }
}

impl Drop for Cublas {
    fn drop(&mut self) {
        // SAFETY: created in `bind`, destroyed once.
        unsafe { (self.destroy)(self.handle) };
    }
}

/// The resolved symbol `name` as the function type `F`.
///
/// # Safety
/// `F` must be the C signature of `name` (the families' typed signatures, from cublas_api.h:
/// every argument is pointer- or int-sized, device pointers are passed as void pointers).
pub unsafe fn get<F: Copy>(cb: &Cublas, name: &'static str) -> (F, &'static str) {
    let p = cb.symbol(name);
    assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<*mut c_void>());
    // SAFETY: the caller's contract: `F` is a function pointer type of `name`'s signature.
    (
        unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) },
        name,
    )
}

/// A cuBLAS status as the benchmark's error.
pub fn check(st: c_int, name: &str) -> R<()> {
    if st == 0 {
        Ok(())
    } else {
        Err(format!("{name}: cuBLAS status {st}"))
    }
}

/// A host scalar for cuBLAS's host pointer mode, copied to 16-byte alignment: cuBLAS takes a
/// complex scalar as `cuDoubleComplex` (`double2`, aligned to 16) and its Lt path loads it with
/// aligned vector instructions, while `Complex64` is aligned to 8 (an 8-mod-16 alpha crashed
/// cublasZgemv_v2 inside cublasLtZZZMatmul on the H200, 2026-11-27).
#[repr(C, align(16))]
pub struct HostScalar<T>(T);

impl<T> HostScalar<T> {
    /// The pointer cuBLAS reads; valid while the value lives (pass `hp(&v).ptr()` as the
    /// argument itself: the temporary lives until the call returns).
    pub fn ptr(&self) -> *const c_void {
        (&self.0 as *const T).cast()
    }
}

/// An aligned copy of a host scalar (host pointer mode), see [`HostScalar`].
pub fn hp<T: Copy>(v: &T) -> HostScalar<T> {
    HostScalar(*v)
}
