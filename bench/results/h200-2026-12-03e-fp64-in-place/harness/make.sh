#!/bin/bash
# make.sh: writes t6.cu and t7.cu beside this script from the harness they vary
# (../../h200-2026-12-02c-fp64-mainloop/tiles.cu, then t6.cu; t6.diff holds the kernel list, the shapes and
# the include path, t7.diff the PackedB operand policy and its kernels, t8.diff the tile orders),
# then build each with
# KOKKOS=... bash ../../h200-2026-11-28-staged-stores/mk.sh t6.cu t6 -Xptxas -v (t7 likewise)
set -eu
cd "$(dirname "$0")"
patch -s -o t6.cu ../../h200-2026-12-02c-fp64-mainloop/tiles.cu t6.diff
patch -s -o t7.cu t6.cu t7.diff
patch -s -o t8.cu t6.cu t8.diff
# t8 needs a tree with t8-tree.diff applied to src/tgemm/schedule/split_k.hpp (INC=that tree).
