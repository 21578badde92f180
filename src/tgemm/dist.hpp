#pragma once
// team-gemm over MPI (TeamGemm::dist): a process grid, 2D block-cyclic matrices whose local
// blocks are Kokkos Views, the distributed GEMM whose local step is tgemm::gemm, and the same
// with ScaLAPACK's p?gemm arguments.

#include <tgemm/dist/gemm.hpp>
#include <tgemm/dist/grid.hpp>
#include <tgemm/dist/pgemm.hpp>
