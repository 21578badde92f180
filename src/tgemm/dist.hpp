#pragma once
// team-gemm over MPI (TeamGemm::dist): a process grid, 2D block-cyclic matrices whose local
// blocks are Kokkos Views, and the distributed GEMM whose local step is tgemm::gemm.

#include <tgemm/dist/gemm.hpp>
#include <tgemm/dist/grid.hpp>
