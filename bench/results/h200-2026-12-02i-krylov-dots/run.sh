#!/bin/bash
# Device job: krylov.cu (the harness, built on the development machine, carried in .deps/r1).
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
timeout 200 .deps/r1/krylov > $OUT/krylov.txt 2>&1
echo rc $?
grep -v " err " $OUT/krylov.txt | head -80
