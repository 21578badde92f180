#pragma once
// The shapes rung 11's multistage tests run every orientation over (test_multistage.cpp and
// test_multistage_orders.cpp: the mainloop's variants are split over two files so that a CUDA
// build compiles them in parallel).

#include "support/gemm_check.hpp"

namespace tgemm::test {

// m, n, k multiples of 4, so every Left/Right operand allows 16-byte access; edges of C
// that are not whole 16-byte units come from a window of C's parent (C's layout does not
// matter to the copies) and from m, n that are not multiples of the tile. Interior tiles
// and whole slabs; ragged last slabs; one slab and less; more slabs than stages, odd and
// even; a K whose last slab is a single 4-element unit.
inline const GemmCase kMultistageShapes[] = {
    {'N', 'N', 128, 192, 64}, {'N', 'N', 132, 72, 36},  {'N', 'N', 64, 64, 8},
    {'N', 'N', 64, 64, 4},    {'N', 'N', 200, 68, 100}, {'N', 'N', 128, 128, 72},
    {'N', 'N', 96, 96, 20},   {'N', 'N', 36, 44, 52},
};

}  // namespace tgemm::test
