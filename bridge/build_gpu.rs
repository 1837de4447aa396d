// GPU part of build.rs (included there under `cfg(feature = "gpu")`; a block so it can sit in
// `main`). Builds hip/ with CMake, compiles the cxx bridge, and links the vendor runtime.
// A plain `cargo build` never gets here, so it needs no GPU toolchain.
{
    use std::path::PathBuf;

    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let nvidia = std::env::var_os("CARGO_FEATURE_NVIDIA").is_some();
    let amd = std::env::var_os("CARGO_FEATURE_AMD").is_some();
    // One static library holds one vendor's kernels: both at once cannot link.
    let vendor = match (nvidia, amd) {
        (true, false) => "nvidia",
        (false, true) => "amd",
        (true, true) => panic!("features `nvidia` and `amd` are mutually exclusive"),
        (false, false) => panic!("feature `gpu` needs a vendor: enable `nvidia` or `amd`"),
    };
    for dir in ["hip", "bridge"] {
        println!("cargo:rerun-if-changed={}", manifest.join(dir).display());
    }
    println!("cargo:rerun-if-env-changed=OXBLAS_CUDA_ROOT");
    println!("cargo:rerun-if-env-changed=OXBLAS_HIP_CLANG");

    // The CUDA toolkit, found the usual ways (first hit wins): OXBLAS_CUDA_ROOT, CUDA_PATH,
    // CUDA_HOME, the `nvcc` on PATH, /usr/local/cuda, then the pip-installed toolkit that
    // scripts/install-cuda-toolchain.sh records in scripts/.cuda-root. A root must hold bin/nvcc;
    // a variable that names one without it is an error, not skipped. Nothing found: the build
    // stops with one line that says what to set.
    let cuda_root = || -> PathBuf {
        fn fail(msg: &str) -> ! {
            println!("cargo:warning={msg}");
            std::process::exit(1);
        }
        let has_nvcc = |root: &std::path::Path| root.join("bin/nvcc").is_file();
        for var in ["OXBLAS_CUDA_ROOT", "CUDA_PATH", "CUDA_HOME"] {
            println!("cargo:rerun-if-env-changed={var}");
            match std::env::var_os(var) {
                Some(v) if !v.is_empty() => {
                    let root = PathBuf::from(v);
                    if !has_nvcc(&root) {
                        fail(&format!(
                            "{var}={} is not a CUDA toolkit (no bin/nvcc): set OXBLAS_CUDA_ROOT \
                             to the toolkit's root folder, or fix or unset {var}",
                            root.display()
                        ));
                    }
                    return root;
                }
                _ => {}
            }
        }
        // nvcc on PATH: its folder's parent (through symlinks, e.g. /usr/bin/nvcc).
        let on_path = std::env::var_os("PATH").and_then(|path| {
            std::env::split_paths(&path)
                .map(|dir| dir.join("nvcc"))
                .find(|nvcc| nvcc.is_file())
        });
        if let Some(nvcc) = on_path {
            // Only then does PATH decide: re-run when it changes (not on every PATH change).
            println!("cargo:rerun-if-env-changed=PATH");
            let nvcc = nvcc.canonicalize().unwrap_or(nvcc);
            if let Some(root) = nvcc.parent().and_then(|bin| bin.parent()) {
                if has_nvcc(root) {
                    return root.to_path_buf();
                }
            }
        }
        let usr_local = PathBuf::from("/usr/local/cuda");
        if has_nvcc(&usr_local) {
            return usr_local;
        }
        let file = manifest.join("scripts/.cuda-root");
        println!("cargo:rerun-if-changed={}", file.display());
        if let Ok(s) = std::fs::read_to_string(&file) {
            let root = PathBuf::from(s.trim());
            if has_nvcc(&root) {
                return root;
            }
            fail(&format!(
                "{} names {}, which has no bin/nvcc: run scripts/install-cuda-toolchain.sh again \
                 or set OXBLAS_CUDA_ROOT to the CUDA toolkit's root folder",
                file.display(),
                root.display()
            ));
        }
        fail(
            "no CUDA toolkit found (looked at OXBLAS_CUDA_ROOT, CUDA_PATH, CUDA_HOME, nvcc on \
             PATH, /usr/local/cuda, scripts/.cuda-root): set OXBLAS_CUDA_ROOT to the root folder \
             of a CUDA 13 toolkit (the one holding bin/nvcc), or run \
             scripts/install-cuda-toolchain.sh in an oxblas checkout",
        )
    };

    // CMake builds hip/: the one the cmake crate will run (CMAKE, else `cmake` on PATH) must be
    // there and new enough, or the build stops with one line saying so (instead of the cmake
    // crate's panic about a missing program, or CMake's own error deep in hip/'s configure).
    println!("cargo:rerun-if-env-changed=CMAKE");
    {
        let cmake = std::env::var_os("CMAKE").unwrap_or_else(|| "cmake".into());
        let version = std::process::Command::new(&cmake)
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.split_whitespace().nth(2).map(str::to_owned));
        let at_least = |v: &str| {
            let mut parts = v.split(['.', '-']).map(|p| p.parse::<u32>().unwrap_or(0));
            (parts.next().unwrap_or(0), parts.next().unwrap_or(0)) >= (3, 31)
        };
        let msg = match version {
            None => format!(
                "no CMake found ({} did not run): the `{vendor}` feature builds hip/ with CMake >= \
                 3.31; install one (`pip install cmake`, or scripts/install-cmake.sh and \
                 `source scripts/env.sh` in an oxblas checkout) or set CMAKE=/path/to/cmake",
                cmake.to_string_lossy()
            ),
            Some(v) if !at_least(&v) => format!(
                "CMake {v} ({}) is too old: the `{vendor}` feature builds hip/ with CMake >= 3.31; \
                 install a newer one (`pip install cmake`, or scripts/install-cmake.sh and \
                 `source scripts/env.sh` in an oxblas checkout) or set CMAKE=/path/to/cmake",
                cmake.to_string_lossy()
            ),
            Some(_) => String::new(),
        };
        if !msg.is_empty() {
            println!("cargo:warning={msg}");
            std::process::exit(1);
        }
    }

    // Kernels are always optimized (a debug profile would make them useless for timing);
    // Ninja when present, since Makefiles serialize nvcc's many small steps.
    let mut cfg = cmake::Config::new(manifest.join("hip"));
    cfg.profile("Release").define("OXBLAS_GPU_VENDOR", vendor);
    if std::env::var_os("CMAKE_GENERATOR").is_none()
        && std::process::Command::new("ninja").arg("--version").output().is_ok()
    {
        cfg.generator("Ninja");
    }
    // Generating the bridges writes their headers, among them the launch descriptors
    // (`oxblas/bridge/launch.rs.h`) that the kernels in hip/ include: so this comes first.
    let mut bridge = cxx_build::bridges(["bridge/ffi.rs", "bridge/launch.rs"]);
    bridge.file("bridge/bridge.cpp").include(manifest.join("hip/include")).std("c++17");
    let generated = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("cxxbridge/include");
    cfg.define("OXBLAS_BRIDGE_INCLUDE", &generated);

    let root = if vendor == "nvidia" { Some(cuda_root()) } else { None };
    if let Some(root) = &root {
        cfg.define("CUDAToolkit_ROOT", root)
            .define("CMAKE_CUDA_COMPILER", root.join("bin/nvcc"))
            .define("CMAKE_CUDA_ARCHITECTURES", "90")
            .define("CMAKE_CUDA_RUNTIME_LIBRARY", "Static");
        // The bridge is plain C++ but may include cuda_runtime.h through cuda_compat.h.
        bridge.include(root.join("include")).define("OXBLAS_GPU_NVIDIA", "1");
    } else {
        // Debian's HIP: clang needs to be told where the ROCm pieces live (see
        // scripts/install-hip-toolchain.sh for how these were found).
        let clang = std::env::var("OXBLAS_HIP_CLANG").unwrap_or_else(|_| "/usr/bin/clang++-15".into());
        cfg.define("CMAKE_HIP_COMPILER", clang)
            .define("CMAKE_HIP_ARCHITECTURES", "gfx90a")
            .define(
                "CMAKE_HIP_FLAGS",
                "--rocm-path=/usr --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
            );
        bridge.define("__HIP_PLATFORM_AMD__", "1");
    }
    if let Some(root) = &root {
        forget_other_toolkit(&root.join("bin/nvcc"));
    }
    let dst = cfg.build();
    bridge.compile("oxblas_bridge");

    // Order matters for static libraries: bridge -> oxblas_hip -> runtime.
    println!("cargo:rustc-link-search=native={}", dst.join("lib").display());
    println!("cargo:rustc-link-lib=static=oxblas_hip");
    if let Some(root) = &root {
        // Static cudart: the binaries run on machines without a CUDA toolkit (only a driver).
        println!("cargo:rustc-link-search=native={}", root.join("lib").display());
        println!("cargo:rustc-link-lib=static=cudart_static");
        for lib in ["dl", "rt", "pthread"] {
            println!("cargo:rustc-link-lib=dylib={lib}");
        }
    } else {
        println!("cargo:rustc-link-lib=dylib=amdhip64");
    }
    /// A build folder configured with another nvcc (the toolkit moved, say after
    /// `scripts/install-cuda-toolchain.sh` installed a new one) makes CMake throw its cache away and
    /// configure again without the `-D` values this script passes, which then fails. Forget that
    /// configuration first, so the new toolkit is configured like a fresh build.
    fn forget_other_toolkit(nvcc: &std::path::Path) {
        use std::path::PathBuf;
        let build = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("build");
        let Ok(cache) = std::fs::read_to_string(build.join("CMakeCache.txt")) else {
            return;
        };
        let configured = cache
            .lines()
            .find_map(|l| l.strip_prefix("CMAKE_CUDA_COMPILER:").and_then(|l| l.split_once('=')))
            .map(|(_, v)| PathBuf::from(v.trim()));
        if configured.is_some_and(|c| c != nvcc) {
            println!("cargo:warning=CUDA toolkit changed ({}): reconfiguring hip/", nvcc.display());
            let _ = std::fs::remove_file(build.join("CMakeCache.txt"));
            let _ = std::fs::remove_dir_all(build.join("CMakeFiles"));
        }
    }
}
