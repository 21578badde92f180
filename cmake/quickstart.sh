#!/usr/bin/env bash
# The README's two commands. On a fresh Debian 12 machine (root, no GPU) each one sets up
# what it needs (cmake/sandbox.sh), builds team-gemm against Debian's Kokkos (OpenMP), and
# runs the benchmark or the tests. Set-up and build are reused between runs.
#
#   cmake/quickstart.sh bench [tgemm-bench options]   the benchmark table (host backend)
#   cmake/quickstart.sh test  [ctest options]         the source format check, then the whole
#                                                     test suite
# Each builds only what it runs: the library and tgemm-bench, or the library and the tests.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=${TGEMM_SANDBOX:-$repo/.sandbox/sid}
job=${1:-}
[[ $job == bench || $job == test ]] || { echo "usage: $0 bench|test [options]" >&2; exit 2; }
shift

[[ $job == test ]] && "$repo/cmake/check_format.sh"

"$repo/cmake/sandbox.sh" "$root"

# The sources travel into the root (tar keeps mtimes, so rebuilds stay incremental).
rm -rf "$root/tgemm/src"
mkdir -p "$root/tgemm/src" "$root/tgemm/out"
tar -C "$repo" --exclude=./.git --exclude=./.sandbox --exclude=./.deps --exclude='./build*' \
  --exclude=./bench/out -cf - . | tar -C "$root/tgemm/src" -xf -

export TGEMM_COMMIT=${TGEMM_COMMIT:-$(git -C "$repo" describe --always --dirty 2>/dev/null || echo unknown)}
run() { "$repo/cmake/sandbox.sh" "$root" run "$@"; }

# TGEMM_NATIVE: built and run on this machine, so its CPU kernels use its widest vectors.
run cmake -S /tgemm/src -B /tgemm/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DTGEMM_WERROR=ON \
  -DTGEMM_NATIVE=${TGEMM_NATIVE:-ON} >/dev/null
case $job in
  bench) run cmake --build /tgemm/build --target tgemm-bench ;;
  test) run cmake --build /tgemm/build --target tgemm-test-programs ;;
esac

case $job in
  bench)
    export OMP_PROC_BIND=${OMP_PROC_BIND:-spread} OMP_PLACES=${OMP_PLACES:-threads}
    run /tgemm/build/bench/tgemm-bench --json /tgemm/out/results.json --csv /tgemm/out/results.csv "$@"
    mkdir -p "$repo/bench/out"
    cp "$root/tgemm/out/results.json" "$root/tgemm/out/results.csv" "$repo/bench/out/"
    echo "results: bench/out/results.json, bench/out/results.csv"
    ;;
  test)
    export OMP_PROC_BIND=${OMP_PROC_BIND:-false}  # what Kokkos advises for unit tests
    run ctest --test-dir /tgemm/build --output-on-failure -j "$(nproc)" "$@"
    ;;
esac
