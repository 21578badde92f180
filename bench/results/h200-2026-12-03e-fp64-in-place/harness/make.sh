#!/bin/bash
# make.sh: writes t6.cu beside this script from the harness it varies
# (../../h200-2026-12-02c-fp64-mainloop/tiles.cu; t6.diff holds the kernel list, the shapes and
# the include path), then builds it with
# KOKKOS=... bash ../../h200-2026-11-28-staged-stores/mk.sh t6.cu t6 -Xptxas -v
set -eu
cd "$(dirname "$0")"
patch -s -o t6.cu ../../h200-2026-12-02c-fp64-mainloop/tiles.cu t6.diff
