#!/bin/bash
# Sourced by device jobs in place of lib-build.sh where the benches were built elsewhere:
# unpacks .deps/bin/bins.tar.xz (benches built for sm_90a from this checkout, stripped, one xz
# tar; never committed) into /root/build/bench, or, without it, builds TARGETS there
# (lib-build.sh). Needs J and COMMIT; defines B and t as lib-build.sh does.
if [ -f .deps/bin/bins.tar.xz ]; then
  B=/root/build; mkdir -p $B/bench
  xz -dc .deps/bin/bins.tar.xz | tar -C $B/bench -xf -
  t() { local s=$(date +%s) rc; "$@"; rc=$?; echo "$* rc $rc $(( $(date +%s)-s )) s" | cut -c1-240 >> $J/info.txt; return $rc; }
  export PATH=/usr/local/cuda/bin:$PATH LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv >> $J/info.txt
  echo "$COMMIT" > $J/commit.txt
else
  source bench/results/lib-build.sh
fi
