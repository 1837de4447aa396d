# ctest: install this build into <build>/consumer-prefix, then build and run the three
# consumer projects of tests/consumers against it, and the Fortran one where the build has the
# Fortran modules (labels: consumers).
set(_oxblas_consumer_prefix "${CMAKE_BINARY_DIR}/consumer-prefix")
add_test(NAME consumer_install
  COMMAND "${CMAKE_COMMAND}" --install "${CMAKE_BINARY_DIR}" --prefix "${_oxblas_consumer_prefix}")
set_tests_properties(consumer_install PROPERTIES FIXTURES_SETUP oxblas_installed LABELS consumers)
set(_oxblas_consumer_kinds find_package add_subdirectory pkgconfig)
if(OXBLAS_HAVE_FORTRAN)
  list(APPEND _oxblas_consumer_kinds fortran)
endif()
foreach(kind IN LISTS _oxblas_consumer_kinds)
  add_test(NAME consumer_${kind}
    COMMAND "${CMAKE_CURRENT_LIST_DIR}/run-consumers.sh" "${_oxblas_consumer_prefix}"
            "${CMAKE_BINARY_DIR}/consumers" ${kind})
  set_tests_properties(consumer_${kind} PROPERTIES
    FIXTURES_REQUIRED oxblas_installed LABELS consumers RUN_SERIAL TRUE
    ENVIRONMENT "CMAKE=${CMAKE_COMMAND};OXBLAS_CARGO_TARGET_DIR=${OXBLAS_CARGO_TARGET_DIR};OXBLAS_LOG=off")
endforeach()
