// The half rung-1 harnesses of this day (r16w.cu here, ../h200-2026-12-02-rung1-deep/r64.cu):
// everything but the tiles, which the including file names as Tiles<BK> (a std::tuple of
// ladder::HalfMma tiles for slabs of BK 16-bit values) after including this and before
// including harness_main.hpp.
#pragma once
#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <functional>
#include <string>
#include <tgemm/device/scratch_room.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include <tuple>
#include <vector>

using namespace tgemm;
using mainloop::TensorOpTile;
using Exec = Kokkos::Cuda;
using half_t = Kokkos::Experimental::half_t;
using bhalf_t = Kokkos::Experimental::bhalf_t;

