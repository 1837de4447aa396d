# Build-time driver of the cargo step (cmake -P): run cargo, then check that the native
# libraries rustc asks for are all in the configured OXBLAS_NATIVE_LIBS.
# -DCMD=<cargo command list> -DEXPECTED=<lib list> -DRECORD=<file>
# A script run with `cmake -P` gets no policies from the project: without this line CMake < 4
# rejects `IN_LIST` below (policy CMP0057 unset).
cmake_minimum_required(VERSION 3.31)
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc ERROR_VARIABLE err ECHO_ERROR_VARIABLE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cargo failed (${rc})")
endif()
string(REGEX MATCH "native-static-libs: ([^\n]*)" m "${err}")
if(m)
  file(WRITE "${RECORD}" "${CMAKE_MATCH_1}\n")
  separate_arguments(flags UNIX_COMMAND "${CMAKE_MATCH_1}")
  set(missing)
  foreach(f IN LISTS flags)
    if(f MATCHES "^-l(.+)$" AND NOT CMAKE_MATCH_1 IN_LIST EXPECTED)
      list(APPEND missing "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  if(missing)
    message(FATAL_ERROR
      "oxblas: the Rust library needs native libraries the build was configured without: "
      "${missing}. Reconfigure with -DOXBLAS_EXTRA_NATIVE_LIBS=\"${missing}\" "
      "(and -UOXBLAS_NATIVE_LIBS).")
  endif()
endif()
