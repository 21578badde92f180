#!/bin/bash
# mk.sh SRC OUT: a harness against the library headers (INC: a tree, default the
# working copy) and a CUDA Kokkos install (KOKKOS)
export PATH=/usr/local/cuda/bin:$PATH
K=${KOKKOS:-${KOKKOS:-/path/to/kokkos-cuda}}
nvcc -DMDSPAN_IMPL_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 -DMDSPAN_IMPL_NO_UNIQUE_ADDRESS= -D_MDSPAN_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 -D_MDSPAN_NO_UNIQUE_ADDRESS= -DKOKKOS_DEPENDENCE -std=c++20 -O3 --generate-code=arch=compute_90a,code=[sm_90a] -extended-lambda -I ${INC:-/work/main}/src -I ${INC:-/work/main}/team_kernels -isystem=$K/include ${@:3} -x cu $1 -o $2 -L$K/lib -lkokkoscore -lkokkoscontainers -lcuda -lcublas -ldl
