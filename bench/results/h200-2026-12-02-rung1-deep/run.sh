#!/bin/bash
# Device job: r64 (this folder) and r16w (../h200-2026-12-02-rung1-warps, the copier before the
# change), both built on the development machine and carried in .deps/r1. Writes into $OUT.
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
.deps/r1/r64 1000x1000x1000 257x129x77 130x70x33 > $OUT/check.txt 2>&1
for r in 1 2; do
  .deps/r1/r64 > $OUT/time-$r.txt 2>&1
  .deps/r1/r16w > $OUT/before-$r.txt 2>&1
done
command -v cuobjdump > /dev/null && cuobjdump -sass .deps/r1/r64 2>&1 | grep -v "^\s*$" | xz -T4 > $OUT/sass.txt.xz
ls -la $OUT
