#!/bin/bash
# Sourced by device jobs: builds this checkout's benches (tgemm-bench, tgemm-batched-bench)
# for sm_90 against the carried CUDA Kokkos (.deps/kokkos-cuda) into /root/build, with -Werror,
# one candidate chunk a core (TARGETS: the ninja targets, by default both benches). Needs J (the
# job's folder, which gets info.txt, configure.log and on failure build-tail.txt) and COMMIT;
# defines t (runs a command, logging its exit status and seconds to $J/info.txt) and returns
# non-zero when the build fails.
export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
B=/root/build
t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
echo "$COMMIT" > $J/commit.txt
export TGEMM_COMMIT=$COMMIT
rm -rf /root/kokkos && cp -a .deps/kokkos-cuda /root/kokkos
t sh -c "cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DKokkos_ROOT=/root/kokkos \
  -DCMAKE_CUDA_ARCHITECTURES=90a-real -DCMAKE_CUDA_FLAGS=-std=c++20 -DTGEMM_WERROR=ON \
  -DTGEMM_LIB_CHUNKS=$(nproc) -DTGEMM_ENABLE_TESTS=OFF > $J/configure.log 2>&1" &&
  t sh -c "ninja -C $B -j $(nproc) ${TARGETS:-tgemm-bench tgemm-batched-bench} > /root/build.log 2>&1" ||
  { tail -60 /root/build.log > $J/build-tail.txt 2>/dev/null; false; }
