// tgemm::batched_gemm's choice by matrix size, compiled once per execution space and scalar.

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/device/host_gemm.hpp>
#include <tgemm/schedule/host_batched.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/batched_candidates.hpp>
#include <tgemm/tuning/kernel_sets.hpp>
#include <type_traits>
#include <vector>

#include "library.hpp"

namespace tgemm {

namespace {

// Host spaces, matrices past the small-matrix path: the CPU mainloop's register blocks for the
// ISA the library is compiled for, narrower than one GEMM's (16 x 8 or 32 x 8 floats, 16 x 8
// doubles with AVX-512; 16 x 6 and 8 x 6 with AVX2): small matrices waste less of them at their
// edges, and with MC, NC and KC over 256 a matrix up to 256 is one block.
template <class Scalar, bool Tall>
constexpr CpuTile host_batched_tile() {
  constexpr int lanes = thread::vector_bytes() / int(sizeof(Scalar));  // values per vector
  constexpr int vm = sizeof(Scalar) <= 4 && !Tall ? 1 : 2;             // vectors of rows
  constexpr int mr = vm * lanes;
  // Columns: 8, or as many as leave the accumulators and A's vectors in 16 registers (AVX2).
  constexpr int nr = std::min(8, (thread::vector_registers() - vm - 1) / vm);
  return CpuTile{.mr = mr, .nr = nr, .mc = 512 / mr * mr, .nc = 512 / nr * nr, .kc = 256};
}

template <CpuTile T, class ExecSpace, class Scalar>
void run_host_batched_with(const ExecSpace& exec, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p, Scalar beta) {
  using Gemm = device::HostGemm<T>;
  static const std::string label =
      "tgemm::batched_gemm<" + Gemm::name() + "," + device::scalar_name<Scalar>() + ">";
  schedule::launch_host_batched<T>(exec, label, alpha, p, beta);
}

// Matrices up to 64 x 64 and 256 deep take the small-matrix path
// (schedule::HostSmallBatchedKernel: one pass over K, operands read in place). From 128 x 128 the
// packed path was as fast or faster (AVX-512, 2 threads): each block then rereads more of A
// and B than L1 holds.
constexpr index_t kSmallK = 256, kSmallMN = 64;

// Columns of a small-matrix block of H rows of Scalar: as many (a power of two) as leave the
// accumulators and the vectors of A in registers (16 for one vector of rows with AVX-512, 8
// for two, 4 for four).
template <class Scalar>
constexpr int small_block_cols(int h) {
  const int lanes = thread::vector_bytes() / int(sizeof(Scalar));
  const int vm = h > lanes ? h / lanes : 1;
  return int(std::bit_floor(unsigned((thread::vector_registers() - vm - 1) / vm)));
}

// The small-matrix path (schedule::HostSmallBatchedKernel) with H x W blocks: H and W are
// powers of two, H at most four vectors, W at most small_block_cols(H).
template <class Scalar, int H, int W, class ExecSpace>
void run_host_small(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                    Scalar beta, int h, int w) {
  if constexpr (H > 1)
    if (h < H) return run_host_small<Scalar, H / 2, W>(exec, alpha, p, beta, h, w);
  if constexpr (W > 1)
    if (w < W) return run_host_small<Scalar, H, W / 2>(exec, alpha, p, beta, h, w);
  if constexpr (W <= small_block_cols<Scalar>(H)) {
    static const std::string label = "tgemm::batched_gemm<host_small<" + std::to_string(H) + "x" +
                                     std::to_string(W) + ">," + device::scalar_name<Scalar>() + ">";
    schedule::launch_host_small_batched<H, W>(exec, label, alpha, p, beta);
  } else {
    throw std::logic_error("tgemm::batched_gemm: no small-matrix block " + std::to_string(H) + "x" +
                           std::to_string(W));
  }
}

// The block for matrices of rows x cols (the micro-kernel's), by a cost estimate per k step:
// the FMAs a block issues (vectors of rows x columns) plus its loads (the vectors of A, the
// broadcasts of B), over the blocks a matrix takes (the last of a row or column overlaps the
// one before, so 30 rows are two blocks of 16). Fitted on AVX-512 (2 threads), where it picks
// 16 x 16 floats and 16 x 8 doubles for 16 x 16 matrices, 32 x 4 doubles for 32 x 32, 64 x 4
// floats for 64 x 64, 16 x 4 floats for 30 x 20 and 16 x 8 doubles for 40 x 40 (the measured
// best of those tried).
template <class ExecSpace, class Scalar>
void run_host_small_best(const ExecSpace& exec, Scalar alpha,
                         const device::BatchedProblem<Scalar>& p, Scalar beta, index_t rows,
                         index_t cols) {
  constexpr int lanes = thread::vector_bytes() / int(sizeof(Scalar));
  double best = 1e300;
  int bh = 1, bw = 1;
  for (int h = 4 * lanes; h >= 1; h /= 2) {
    if (h > rows) continue;
    const double vm = h > lanes ? double(h / lanes) : 1.0;
    for (int w = small_block_cols<Scalar>(h); w >= 1; w /= 2) {
      if (w > cols) continue;
      const double cost = double((rows + h - 1) / h * ((cols + w - 1) / w)) * (vm * w + vm + w);
      if (cost < best) best = cost, bh = h, bw = w;
    }
  }
  run_host_small<Scalar, 4 * lanes, small_block_cols<Scalar>(1)>(exec, alpha, p, beta, bh, bw);
}

// One matrix per host thread while the batch gives every thread matrices; a batch of fewer
// matrices than threads, one at a time with all of them.
template <class ExecSpace, class Scalar>
void run_host_batched(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                      Scalar beta) {
  if (p.count() < exec.concurrency()) {
    using Gemm = device::HostGemm<tuning::host_fallback_tile<Scalar>()>;  // auto's fallback
    for (index_t b = 0; b < p.count(); ++b)
      Gemm::template run<ExecSpace, Scalar>(exec, alpha, p.a.matrix(b, p.ta), p.b.matrix(b, p.tb),
                                            beta, p.c.matrix(b));
    return;
  }
  // The micro-kernel's rows are C's unit-stride dimension (its columns for a row-major C).
  const bool row_major = p.c.row_stride != 1 && p.c.col_stride == 1;
  const index_t rows = row_major ? p.n() : p.m(), cols = row_major ? p.m() : p.n();
  if (p.k() <= kSmallK && std::max(rows, cols) <= kSmallMN)
    return run_host_small_best(exec, alpha, p, beta, rows, cols);
  if (rows > 16)
    run_host_batched_with<host_batched_tile<Scalar, true>()>(exec, alpha, p, beta);
  else
    run_host_batched_with<host_batched_tile<Scalar, false>()>(exec, alpha, p, beta);
}

// The batched candidates' names, built once.
template <class Scalar>
const std::vector<std::string>& batched_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (int i = 0; i < tuning::batched_candidate_count_v<Scalar>; ++i)
      tuning::with_batched_candidate<Scalar>(
          i, [&](auto k) { n.push_back(decltype(k)::type::name()); });
    return n;
  }();
  return names;
}

// Throws std::invalid_argument naming `index` unless it is a batched candidate of Scalar.
template <class Scalar>
void check_batched_index(int index, const char* function) {
  const int count = tuning::batched_candidate_count_v<Scalar>;
  if (index < 0 || index >= count)
    throw std::invalid_argument(std::string("tgemm::tuning::") + function +
                                ": argument 'index' is " + std::to_string(index) + ", not in [0, " +
                                std::to_string(count) + ")");
}

}  // namespace

namespace tuning {

template <class Scalar>
int batched_candidate_count() {
  return batched_candidate_count_v<Scalar>;
}

template <class Scalar>
std::string batched_candidate_name(int index) {
  check_batched_index<Scalar>(index, "batched_candidate_name");
  return batched_names<Scalar>()[index];
}

template <class Scalar>
int batched_candidate_index(const std::string& name) {
  const auto& n = batched_names<Scalar>();
  for (int i = 0; i < int(n.size()); ++i)
    if (n[i] == name) return i;
  return -1;
}

template <class ExecSpace, class Scalar>
void run_batched_candidate(const ExecSpace& exec, int index, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p, Scalar beta) {
  check_batched_index<Scalar>(index, "run_batched_candidate");
  lib::BatchedCandidate<ExecSpace, Scalar>::run(exec, index, alpha, p, beta);
}

// Nothing to multiply (alpha = 0 or k = 0): candidate 1, the team-level GEMM, which scales C
// without reading A or B. Otherwise the nearest batched row of the device (within 10 %, one
// measured at the operands' orientation first), else the size rule, remembered per device,
// matrix size, orientation and table version (lib::ChoiceRing).
template <class ExecSpace, class Scalar>
int choose_batched_index(const ExecSpace& exec, Scalar alpha,
                         const device::BatchedProblem<Scalar>& p) {
  if (alpha == Scalar(0) || p.k() == 0) return 1;
  static lib::ChoiceRing<16>& ring = *new lib::ChoiceRing<16>;  // never destroyed
  const int o = orientation_of(p.a.matrix(0, p.ta), p.b.matrix(0, p.tb)).code();
  return ring.find_or(
      device::device_key(exec), Table::instance().generation(), p.m(), p.n(), p.k(),
      [&] {
        // a row within 10 % measured at the operands' orientation first, as gemm's auto
        const Table& table = Table::instance();
        const std::string arch = device_arch(exec), dtype = batched_dtype<Scalar>();
        std::string name = table.lookup_within(arch, dtype, p.m(), p.n(), p.k(), 1.1, {}, o);
        if (name.empty()) name = table.lookup(arch, dtype, p.m(), p.n(), p.k(), {}, o);
        const int found = name.empty() ? -1 : batched_candidate_index<Scalar>(name);
        return found >= 0 ? found : batched_size_rule<Scalar>(p.m(), p.n());
      },
      o);
}

template <class ExecSpace, class Scalar>
std::string choose_batched(const ExecSpace& exec, Scalar alpha,
                           const device::BatchedProblem<Scalar>& p) {
  if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
    if (alpha != Scalar(0) && p.k() > 0) return "the CPU mainloop (host paths of batched_gemm)";
  }
  return batched_candidate_name<Scalar>(choose_batched_index(exec, alpha, p));
}

}  // namespace tuning

namespace detail {

template <class ExecSpace, class Scalar>
void batched_gemm(const ExecSpace& exec, Scalar alpha, const device::BatchedProblem<Scalar>& p,
                  Scalar beta) {
  if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible) {
    if (alpha != Scalar(0) && p.k() > 0) return run_host_batched(exec, alpha, p, beta);
    // Nothing to multiply: the team-level GEMM scales C without reading A or B.
    return schedule::launch_batched_team_gemm<TeamGemmConfig<32, 32, 16, 2, 2>>(exec, alpha, p,
                                                                                beta);
  } else {
    tuning::run_batched_candidate(exec, tuning::choose_batched_index(exec, alpha, p), alpha, p,
                                  beta);
  }
}

#define TGEMM_LIB_INSTANTIATE(Space)                                                     \
  template void batched_gemm<Space, float>(const Space&, float,                          \
                                           const device::BatchedProblem<float>&, float); \
  template void batched_gemm<Space, double>(const Space&, double,                        \
                                            const device::BatchedProblem<double>&, double);
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE)
#undef TGEMM_LIB_INSTANTIATE

}  // namespace detail

#define TGEMM_LIB_INSTANTIATE_SCALAR(Scalar)                        \
  template int tuning::batched_candidate_count<Scalar>();           \
  template std::string tuning::batched_candidate_name<Scalar>(int); \
  template int tuning::batched_candidate_index<Scalar>(const std::string&);
TGEMM_LIB_INSTANTIATE_SCALAR(float)
TGEMM_LIB_INSTANTIATE_SCALAR(double)
#undef TGEMM_LIB_INSTANTIATE_SCALAR

#define TGEMM_LIB_INSTANTIATE(Space)                                                               \
  template void tuning::run_batched_candidate<Space, float>(                                       \
      const Space&, int, float, const device::BatchedProblem<float>&, float);                      \
  template void tuning::run_batched_candidate<Space, double>(                                      \
      const Space&, int, double, const device::BatchedProblem<double>&, double);                   \
  template std::string tuning::choose_batched<Space, float>(const Space&, float,                   \
                                                            const device::BatchedProblem<float>&); \
  template std::string tuning::choose_batched<Space, double>(                                      \
      const Space&, double, const device::BatchedProblem<double>&);
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE)
#undef TGEMM_LIB_INSTANTIATE

}  // namespace tgemm
