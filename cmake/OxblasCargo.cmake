# OxblasCargo.cmake - build the Rust crate as a static library through cargo.
# Included by the top-level CMakeLists.txt, whose cmake_minimum_required(VERSION 3.31) sets the
# policies (the project's one minimum CMake; cmake -P scripts state it themselves).
#
# oxblas_add_cargo_staticlib(
#   TARGET <custom target>          # the cargo step (always run; cargo decides what to rebuild)
#   OUTPUT_VAR <var>                # receives the path of liboxblas.a
#   FEATURES <features...>          # cargo features (nvidia -> nvidia)
# )
#
# Also probes (at configure time, once per toolchain) the native libraries a Rust staticlib
# needs (`rustc --print native-static-libs`) into the cache variable OXBLAS_NATIVE_LIBS, and
# checks at build time that the real crate needs nothing more (GPU backends add C++/runtime
# libraries: see OXBLAS_EXTRA_NATIVE_LIBS).
#
# Variables: OXBLAS_CARGO (cargo executable), OXBLAS_RUSTC, OXBLAS_CARGO_TARGET_DIR (defaults to
# <build>/cargo; share one between build trees to reuse the Rust build),
# OXBLAS_CARGO_PROFILE (release).

include_guard(GLOBAL)

find_program(OXBLAS_CARGO cargo HINTS "$ENV{CARGO_HOME}/bin" "$ENV{HOME}/.cargo/bin" REQUIRED)
find_program(OXBLAS_RUSTC rustc HINTS "$ENV{CARGO_HOME}/bin" "$ENV{HOME}/.cargo/bin" REQUIRED)
set(OXBLAS_CARGO_TARGET_DIR "${CMAKE_BINARY_DIR}/cargo" CACHE PATH
    "cargo --target-dir for the Rust build (share it between build trees to reuse the build)")
set(OXBLAS_CARGO_PROFILE "release" CACHE STRING "cargo profile of the Rust library")

# ---- native libraries of a Rust staticlib (probe an empty crate with the project's toolchain)
function(_oxblas_probe_native_libs out_var)
  set(dir "${CMAKE_BINARY_DIR}/oxblas-native-probe")
  file(MAKE_DIRECTORY "${dir}")
  file(WRITE "${dir}/probe.rs" "pub fn probe() { println!(\"{}\", std::env::args().count()); }\n")
  execute_process(
    COMMAND "${OXBLAS_RUSTC}" --crate-type staticlib --crate-name oxblas_probe --edition 2021
            --print native-static-libs -o "${dir}/liboxblas_probe.a" "${dir}/probe.rs"
    WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"   # rust-toolchain.toml picks the toolchain
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "oxblas: rustc probe failed (${rc}):\n${err}")
  endif()
  file(REMOVE "${dir}/liboxblas_probe.a")
  string(REGEX MATCH "native-static-libs: ([^\n]*)" m "${err}${out}")
  if(NOT m)
    message(FATAL_ERROR "oxblas: could not read native-static-libs from rustc:\n${err}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${CMAKE_MATCH_1}")
  set(libs)
  foreach(f IN LISTS flags)
    if(f MATCHES "^-l(.+)$")
      list(APPEND libs "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out_var} "${libs}" PARENT_SCOPE)
endfunction()

if(NOT DEFINED OXBLAS_NATIVE_LIBS)
  _oxblas_probe_native_libs(_probe_libs)
  set(_all ${_probe_libs} ${OXBLAS_EXTRA_NATIVE_LIBS})
  # rustc lists -lc last; keep that order but put the extras before it.
  list(REMOVE_ITEM _all c)
  list(APPEND _all c)
  list(REMOVE_DUPLICATES _all)
  set(OXBLAS_NATIVE_LIBS "${_all}" CACHE STRING
      "System libraries the Rust static library needs (rustc --print native-static-libs)")
  message(STATUS "oxblas: native libraries of the static library: ${OXBLAS_NATIVE_LIBS}")
endif()

function(oxblas_add_cargo_staticlib)
  cmake_parse_arguments(A "" "TARGET;OUTPUT_VAR" "FEATURES" ${ARGN})
  set(out "${OXBLAS_CARGO_TARGET_DIR}/${OXBLAS_CARGO_PROFILE}/liboxblas.a")
  if(OXBLAS_CARGO_PROFILE STREQUAL "dev")
    set(out "${OXBLAS_CARGO_TARGET_DIR}/debug/liboxblas.a")
  endif()
  set(cmd "${OXBLAS_CARGO}" rustc --lib --profile "${OXBLAS_CARGO_PROFILE}" --crate-type staticlib
      --manifest-path "${PROJECT_SOURCE_DIR}/Cargo.toml" --target-dir "${OXBLAS_CARGO_TARGET_DIR}")
  if(A_FEATURES)
    list(JOIN A_FEATURES "," feats)
    list(APPEND cmd --features "${feats}")
  endif()
  list(APPEND cmd -- --print native-static-libs)
  add_custom_target(${A_TARGET} ALL
    COMMAND "${CMAKE_COMMAND}"
            "-DCMD=${cmd}"
            "-DEXPECTED=${OXBLAS_NATIVE_LIBS}"
            "-DRECORD=${CMAKE_BINARY_DIR}/oxblas-native-libs.txt"
            -P "${PROJECT_SOURCE_DIR}/cmake/OxblasCargoBuild.cmake"
    WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
    BYPRODUCTS "${out}"
    COMMENT "cargo: building the oxblas Rust library (${OXBLAS_CARGO_PROFILE}${feats})"
    USES_TERMINAL VERBATIM)
  set(${A_OUTPUT_VAR} "${out}" PARENT_SCOPE)
endfunction()
