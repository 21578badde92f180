#!/bin/bash
# Device job: the r16w harness (built on the development machine, carried as .deps/r1/r16w).
# Writes into $OUT: info.txt, check.txt, time-1.txt, time-2.txt, ncu.txt.xz, sass.txt.xz.
B=.deps/r1/r16w
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
# correctness: every tile, four transposes, two type pairs, at ragged and round shapes
$B 1000x1000x1000 257x129x77 4096x4096x4096 > $OUT/check.txt 2>&1
# timing, twice
$B > $OUT/time-1.txt 2>&1
$B > $OUT/time-2.txt 2>&1
# Nsight Compute: the seven tiles' f16 -> f32 NN kernels at 4096^3 (check mode runs each once)
if command -v ncu > /dev/null; then
  timeout 240 ncu -k regex:HalfMmaKernel --launch-count 7 --section SpeedOfLight \
    --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats \
    --section ComputeWorkloadAnalysis --section InstructionStats --section MemoryWorkloadAnalysis \
    $B 4096x4096x4096 2>&1 | xz > $OUT/ncu.txt.xz
fi
command -v cuobjdump > /dev/null && cuobjdump -sass $B 2>&1 | grep -v "^\s*$" | xz -T4 > $OUT/sass.txt.xz
ls -la $OUT
