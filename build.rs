//! The host backend needs nothing built. The GPU features build hip/ with CMake and the cxx
//! bridge; that logic lives in bridge/build_gpu.rs so this file stays small.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    #[cfg(feature = "gpu")]
    include!("bridge/build_gpu.rs");
}
