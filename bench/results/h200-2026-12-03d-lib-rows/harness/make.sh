#!/bin/bash
# make.sh: writes bh3.cu and bh4.cu beside this script from the harness they vary
# (../../h200-2026-12-03c-rounds/harness/bh2.cu, then bh3.cu; the diffs hold the kernel lists,
# headers and, in bh3, the --reps0 guard); then build each with
# ../../h200-2026-11-28-staged-stores/mk.sh harness/bh3.cu OUT.
set -eu
cd "$(dirname "$0")"
patch -s -o bh3.cu ../../h200-2026-12-03c-rounds/harness/bh2.cu bh3.diff
patch -s -o bh4.cu bh3.cu bh4.diff
