#!/bin/bash
# tiles2: tiles.cu's second kernel list (KSET 2) against the working tree.
cd "$(dirname "$0")"
KOKKOS=${KOKKOS:-/work/kokkos-cuda} bash ../h200-2026-11-28-staged-stores/mk.sh tiles.cu ${1:-tiles2} -Xptxas -v -DKSET=${KSET:-2}
