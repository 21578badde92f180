#!/bin/bash
# mkt.sh OUT TESTFILE..: the named test files of the suite with its main, nvcc for sm_90a, gtest static
export PATH=/usr/local/cuda/bin:$PATH
K=${KOKKOS:-/path/to/kokkos-cuda}
OUT=$1; shift
srcs=""; for f in "$@" main.cpp; do srcs="$srcs -x cu ${INC:-.}/tests/$f"; done
nvcc -DMDSPAN_IMPL_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 -DMDSPAN_IMPL_NO_UNIQUE_ADDRESS= -D_MDSPAN_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 -D_MDSPAN_NO_UNIQUE_ADDRESS= -DKOKKOS_DEPENDENCE -DTGEMM_SOURCE_DIR=\"${INC:-.}\" -std=c++20 -O3 --generate-code=arch=compute_90a,code=[sm_90a] -extended-lambda -I ${INC:-.}/src -I ${INC:-.}/team_kernels -I ${INC:-.}/tests -isystem=$K/include $srcs -o $OUT -L$K/lib -lkokkoscore -lkokkoscontainers -lgtest -lcuda -lcublas -ldl -lpthread
