// tgemm::batched_gemm for half and bfloat16 inputs, compiled once per execution space and type
// pair: the team-level GEMM (team_gemm.hpp) with the inputs staged in scratch as fp32, products
// and sums in fp32 and C rounded once, as tgemm::gemm's mixed-precision path. One team per tile
// of each matrix; the tile grows with the matrices so small ones waste few threads and large
// ones reread less of A and B. No tensor cores: the batched counterparts of the half ladder's
// mainloops are not written yet.

#include <tgemm/batched_gemm.hpp>
#include <tgemm/precision.hpp>
#include <tgemm/spaces.hpp>

namespace tgemm::detail {

template <class ExecSpace, class In, class Out>
void batched_gemm_mixed(const ExecSpace& exec, float alpha,
                        const device::BatchedProblem<Out, In>& p, float beta) {
  const index_t size = p.m() > p.n() ? p.m() : p.n();
  if (size <= 16)
    schedule::launch_batched_team_gemm<TeamGemmConfig<16, 16, 16, 2, 2>>(exec, alpha, p, beta);
  else if (size <= 32)
    schedule::launch_batched_team_gemm<TeamGemmConfig<32, 32, 16, 2, 2>>(exec, alpha, p, beta);
  else
    schedule::launch_batched_team_gemm<TeamGemmConfig<64, 64, 16, 4, 4>>(exec, alpha, p, beta);
}

#define TGEMM_LIB_INSTANTIATE_PAIR(Space, In, Out)                      \
  template void batched_gemm_mixed<Space, In, Out>(const Space&, float, \
                                                   const device::BatchedProblem<Out, In>&, float);
#define TGEMM_LIB_INSTANTIATE_SPACE(Space) TGEMM_16BIT_PAIRS(TGEMM_LIB_INSTANTIATE_PAIR, Space)
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE_SPACE)

}  // namespace tgemm::detail
