# ctest: install this build into <build>/consumer-prefix, then build and run the three
# consumer projects of tests/consumers against it (labels: consumers).
set(_oxblas_consumer_prefix "${CMAKE_BINARY_DIR}/consumer-prefix")
add_test(NAME consumer_install
  COMMAND "${CMAKE_COMMAND}" --install "${CMAKE_BINARY_DIR}" --prefix "${_oxblas_consumer_prefix}")
set_tests_properties(consumer_install PROPERTIES FIXTURES_SETUP oxblas_installed LABELS consumers)
foreach(kind find_package add_subdirectory pkgconfig)
  add_test(NAME consumer_${kind}
    COMMAND "${CMAKE_CURRENT_LIST_DIR}/run-consumers.sh" "${_oxblas_consumer_prefix}"
            "${CMAKE_BINARY_DIR}/consumers" ${kind})
  set_tests_properties(consumer_${kind} PROPERTIES
    FIXTURES_REQUIRED oxblas_installed LABELS consumers RUN_SERIAL TRUE
    ENVIRONMENT "CMAKE=${CMAKE_COMMAND};OXBLAS_CARGO_TARGET_DIR=${OXBLAS_CARGO_TARGET_DIR};OXBLAS_LOG=off")
endforeach()
