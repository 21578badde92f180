#!/bin/bash
# Device job 1: dots.cu (the harness, built on the development machine) twice over its shapes.
set -u
B=.deps/r1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $OUT/info.txt
timeout 400 $B/dots > $OUT/dots${RUN:-1}.txt 2>&1
echo rc $?
grep -v " err " $OUT/dots${RUN:-1}.txt | grep -E "cublas|team_dots|team_multistage" | head -400
