#pragma once
// A batched GEMM kernel as a type, the batched counterpart of device::Gemm: what
// tgemm::batched_gemm chooses from (tuning/batched_candidates.hpp) and what
// tgemm-batched-bench times one by one.
//
//   device::BatchedGemm<Family>      one team per tile of each matrix, a mainloop family
//                                    (mainloop/*.hpp) reading the operands in place
//   device::BatchedGemmTransposed<Family>
//                                    the same on C^T = op(B)^T op(A)^T: an A unit-stride along
//                                    K becomes the product's B, which the FP64 tensor cores
//                                    read from a column slab without moving values between
//                                    registers (their A fragments pair rows, not values of k)
//   device::BatchedTeamGemm<Config>  one team per tile of each matrix running the team-level
//                                    GEMM (team_gemm.hpp): small matrices, any layout

#include <string>
#include <tgemm/device/batched_problem.hpp>
#include <tgemm/device/gemm.hpp>
#include <tgemm/schedule/batched.hpp>
#include <tgemm/schedule/batched_team_gemm.hpp>

namespace tgemm::device {

template <MainloopFamily Family>
struct BatchedGemm {
  static std::string name() { return "batched<" + Family::name() + ">"; }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const BatchedProblem<Scalar>& p,
                  Scalar beta) {
    static const std::string label =
        "tgemm::batched_gemm<" + Family::name() + "," + scalar_name<Scalar>() + ">";
    schedule::launch_batched_family<Family>(exec, label, alpha, p, beta);
  }
};

template <MainloopFamily Family>
struct BatchedGemmTransposed {
  static std::string name() { return "batched_transposed<" + Family::name() + ">"; }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const BatchedProblem<Scalar>& p,
                  Scalar beta) {
    BatchedGemm<Family>::run(exec, alpha, transposed(p), beta);
  }
};

template <class Config>
struct BatchedTeamGemm {
  static std::string name() { return "batched<team_gemm<" + Config::name() + ">>"; }

  template <class ExecSpace, class Scalar>
  static void run(const ExecSpace& exec, Scalar alpha, const BatchedProblem<Scalar>& p,
                  Scalar beta) {
    schedule::launch_batched_team_gemm<Config>(exec, alpha, p, beta);
  }
};

}  // namespace tgemm::device
