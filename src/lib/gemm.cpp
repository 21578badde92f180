// The library's entry points: tgemm::gemm's run-time dispatch (a rung of the ladder, or the
// candidate auto chooses), and the tuning API (tgemm/tuning.hpp). The kernels themselves are
// compiled in the candidate chunks and ladder_*.cpp.

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/gemm.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <tuple>

#include "library.hpp"

namespace tgemm {

namespace tuning {

namespace {

template <class Set, class Scalar>
const std::array<std::string, candidate_count_v<Set, Scalar>>& names() {
  static const auto* n = [] {
    // never destroyed (shutdown order)
    auto* a = new std::array<std::string, candidate_count_v<Set, Scalar>>;
    int i = 0;
    for_each_candidate<Set, Scalar>([&](auto k) { (*a)[i++] = decltype(k)::type::name(); });
    return a;
  }();
  return *n;
}

void check_index(int index, int count) {
  if (index < 0 || index >= count)
    throw std::invalid_argument("tgemm::tuning: candidate index " + std::to_string(index) +
                                " is not in [0, " + std::to_string(count) + ")");
}

// The ISA this translation unit is compiled for (the library's: TGEMM_NATIVE).
constexpr const char* compiled_isa() {
#if defined(__AVX512F__)
  return "avx512";
#elif defined(__AVX2__) && defined(__FMA__)
  return "avx2";
#elif defined(__ARM_NEON)
  return "neon";
#else
  return "generic";
#endif
}

// The CPU candidate auto falls back to (tuning/kernel_sets.hpp).
template <class Scalar>
std::string host_fallback() {
  return device::HostGemm<host_fallback_tile<Scalar>()>::name();
}

// What candidate K's type says about how it covers a problem (tuning/model.hpp): the naive
// kernel's thread per element of C, a composed kernel's tile, schedule and operands, the
// small-K kernel's tile, or the thin kernel's.
template <class K>
struct ShapeOf {
  static constexpr KernelShape value{.bm = 1,
                                     .bn = 1,
                                     .bk = 1,
                                     .threads = 256,
                                     .teams_per_sm = 8,
                                     .schedule = KernelShape::Schedule::elementwise};
};
template <class Mainloop, class Schedule, class Operands>
struct ShapeOf<device::Gemm<Mainloop, Schedule, Operands>> {
  static constexpr Tile t = Mainloop::tile;
  static constexpr KernelShape value{
      .bm = t.bm,
      .bn = t.bn,
      .bk = t.bk,
      .threads = (t.bm / t.tm) * (t.bn / t.tn),
      .teams_per_sm = t.teams_per_sm,
      .schedule = std::is_same_v<Schedule, schedule::StreamK> ? KernelShape::Schedule::stream_k
                  : std::is_same_v<Schedule, schedule::Tiles> ? KernelShape::Schedule::tiles
                                                              : KernelShape::Schedule::split_k,
      .packed = std::is_same_v<Operands, operands::Packed>,
      .max_slices = schedule::max_slices(t.bm, t.bn)};
};

// The small-K kernel: one team per tile, K in chunks of bk staged whole, a chunk shorter than
// bk multiplied only as deep as it is.
template <Tile T>
struct ShapeOf<device::SmallK<T>> {
  static constexpr KernelShape value{.bm = T.bm,
                                     .bn = T.bn,
                                     .bk = T.bk,
                                     .threads = 32 * (T.bn / T.tn),
                                     .teams_per_sm = T.teams_per_sm,
                                     .schedule = KernelShape::Schedule::tiles,
                                     .partial_slab = true};
};

// The thin kernel: its rows map's blocks at width bn, slabs of one step of K.
template <Tile T>
struct ShapeOf<device::Thin<T>> {
  static constexpr KernelShape value{.bm = T.bm,
                                     .bn = T.bn,
                                     .bk = device::thin::step,
                                     .threads = 32 * T.warps_m,
                                     .teams_per_sm = T.teams_per_sm,
                                     .schedule = KernelShape::Schedule::thin};
};

// The dots kernel: split K over blocks of bm rows and bn columns of C's oriented shape, slabs of
// one stage's bk.
template <Tile T>
struct ShapeOf<device::Dots<T>> {
  static constexpr KernelShape value{.bm = T.bm,
                                     .bn = T.bn,
                                     .bk = T.bk,
                                     .threads = 32 * T.warps_m,
                                     .teams_per_sm = T.teams_per_sm,
                                     .schedule = KernelShape::Schedule::dots,
                                     .max_slices = schedule::max_slices(T.bm, T.bn)};
};

// The copy-engine FP64 tile: one team a tile, the operands read in place.
template <Tile T>
struct ShapeOf<device::TmaGemm<T>> {
  static constexpr KernelShape value{.bm = T.bm,
                                     .bn = T.bn,
                                     .bk = T.bk,
                                     .threads = 128,
                                     .teams_per_sm = T.teams_per_sm,
                                     .schedule = KernelShape::Schedule::tiles,
                                     .copy_engine = true};
};

// The GEMV kernel: C of a side of one or two, a pass over the matrix per column of it (auto runs
// it by rule: vector_kernel).
template <Tile T>
struct ShapeOf<device::Gemv<T>> {
  static constexpr KernelShape value{.bm = T.bm,
                                     .bn = 1,
                                     .bk = T.bk,
                                     .threads = 32 * T.warps_m,
                                     .teams_per_sm = T.teams_per_sm,
                                     .schedule = KernelShape::Schedule::vector};
};

// The GEMV candidate of Set where C (m x n) has a side of one or two values and K at least a
// warp's width, else "". BLAS libraries run a vector C as a matrix-vector product, and so does
// auto: the time is a pass over the matrix (one per column of C's narrow side; a second pass
// mostly finds it in L2), which no tile candidate makes (a tile's columns past the first
// hold nothing, and a split of K sums its slices in a launch of its own). Below 32 values of
// K the GEMV kernel's lanes idle, and the naive kernel's thread per element of C wins.
template <class Set, class Scalar>
std::string vector_kernel(index_t m, index_t n, index_t k, Orientation o) {
  std::string name;
  if (std::min(m, n) > gemv_widest || k < 32) return name;
  // the matrix of the product: op(A) for a column C, op(B) (transposed) for a row
  const bool matrix_along_k = m >= n ? o.a_along_k : o.b_along_k;
  for_each_candidate<Set, Scalar>([&](auto c) {
    using K = typename decltype(c)::type;
    if constexpr (device::is_gemv<K>)
      if (name.empty() && K::serves(m, n, matrix_along_k)) name = K::name();
  });
  return name;
}

}  // namespace

template <class Set, class Scalar>
KernelShape candidate_shape_in(int index) {
  check_index(index, candidate_count_in<Set, Scalar>());
  KernelShape shape;
  int i = 0;
  for_each_candidate<Set, Scalar>([&](auto k) {
    if (i++ == index) shape = ShapeOf<typename decltype(k)::type>::value;
  });
  return shape;
}

template <class ExecSpace>
DeviceShape device_shape(const ExecSpace& exec) {
  DeviceShape d{1, index_t(exec.concurrency())};
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    d.sms = exec.cuda_device_prop().multiProcessorCount;
    if (exec.cuda_device_prop().l2CacheSize > 0) d.l2_bytes = exec.cuda_device_prop().l2CacheSize;
  }
#endif
  return d;
}

template <class ExecSpace>
std::string device_arch(const ExecSpace& exec) {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const auto& prop = exec.cuda_device_prop();
    return "sm_" + std::to_string(prop.major) + std::to_string(prop.minor);
  }
#endif
  (void)exec;
  if constexpr (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    return std::string("host-") + compiled_isa();
  return ExecSpace::name();
}

template <class Set, class Scalar>
int candidate_count_in() {
  return candidate_count_v<Set, Scalar>;
}

template <class Set, class Scalar>
std::string candidate_name_in(int index) {
  check_index(index, candidate_count_in<Set, Scalar>());
  return names<Set, Scalar>()[index];
}

template <class Set, class Scalar>
int candidate_index_in(const std::string& name) {
  const auto& n = names<Set, Scalar>();
  for (int i = 0; i < int(n.size()); ++i)
    if (n[i] == name) return i;
  return -1;
}

template <class Set, class Scalar>
std::string fallback_candidate_in() {
  if constexpr (std::is_same_v<Set, HostKernels>) return host_fallback<Scalar>();
  return names<Set, Scalar>()[0];
}

template <class Set, class ExecSpace, class Scalar>
void check_candidate_in(const ExecSpace& exec, int index) {
  check_index(index, candidate_count_in<Set, Scalar>());
  lib::with_chunk(
      index, [&](auto c) { lib::CandidateChunk<ExecSpace, Set, Scalar, c>::check(exec, index); });
}

template <class Set, class ExecSpace, class Scalar>
void run_candidate_in(const ExecSpace& exec, int index, Scalar alpha,
                      const device::Problem<Scalar>& p, Scalar beta,
                      const ScheduleOptions& options) {
  check_index(index, candidate_count_in<Set, Scalar>());
  lib::with_chunk(index, [&](auto c) {
    lib::CandidateChunk<ExecSpace, Set, Scalar, c>::run(exec, index, alpha, p, beta, options);
  });
}

template <class Set, class ExecSpace, class Scalar>
bool slow_edges_in(int index, index_t m, index_t n) {
  check_index(index, candidate_count_in<Set, Scalar>());
  return lib::with_chunk(index, [&](auto c) {
    return lib::CandidateChunk<ExecSpace, Set, Scalar, c>::slow_edges(index, m, n);
  });
}

// Whether a row's measurement speaks for an m x n C: not when it names no candidate of this
// library (a tuning file from another version, a typo: the next rule decides, not the
// fallback), nor when its candidate runs edge tiles slowly (rung 10 with 512-byte
// accumulators) and C has edge tiles where the row's shape had none (at 4000^3 FP32, 4096^3's
// pick ran 22 % below the best).
template <class ExecSpace, class Scalar>
bool row_fits(const Entry& row, index_t m, index_t n) {
  using Set = kernel_set<ExecSpace>;
  const int i = candidate_index_in<Set, Scalar>(row.kernel);
  if (i < 0) return false;
  return !(slow_edges_in<Set, ExecSpace, Scalar>(i, m, n) &&
           !slow_edges_in<Set, ExecSpace, Scalar>(i, row.m, row.n));
}

template <class Set, class Scalar>
std::string model_pick_in(const std::vector<Entry>& rows, const DeviceShape& device, index_t m,
                          index_t n, index_t k, Orientation o) {
  std::string best;
  double best_us = 0;
  for (const Entry& row : rows) {
    const int i = candidate_index_in<Set, Scalar>(row.kernel);
    if (i < 0) continue;
    const Coverage c =
        cover(candidate_shape_in<Set, Scalar>(i), device, m, n, k, sizeof(Scalar), o);
    if (!c.applies) continue;
    const double us = predict_us(row.coefficients, c, row.bandwidth_gbs);
    if (best.empty() || us < best_us) best = row.kernel, best_us = us;
  }
  return best;
}

// The model row whose candidate the cost model predicts fastest at m x n x k with operands
// oriented as o, or "" where the table has no model rows for arch and Scalar
// (tuning/model.hpp).
template <class ExecSpace, class Scalar>
std::string modeled(const ExecSpace& exec, const std::string& arch, index_t m, index_t n, index_t k,
                    Orientation o) {
  const std::vector<Entry> rows = Table::instance().model(arch, device::scalar_name<Scalar>());
  if (rows.empty()) return {};
  return model_pick_in<kernel_set<ExecSpace>, Scalar>(rows, device_shape(exec), m, n, k, o);
}

// A measured row within 10 % of the shape (one measured at the operands' orientation first);
// else, where C has a side of one or two values and K is at least 32, the GEMV candidate;
// else the cost model; else the nearest row; else the fallback (table.hpp).
template <class ExecSpace, class Scalar>
std::string choose(const ExecSpace& exec, index_t m, index_t n, index_t k, Orientation o) {
  const std::string arch = device_arch(exec), dtype = device::scalar_name<Scalar>();
  const auto fits = [&](const Entry& row) { return row_fits<ExecSpace, Scalar>(row, m, n); };
  const Table& table = Table::instance();
  std::string name = table.lookup_within(arch, dtype, m, n, k, 1.1, fits, o.code());
  if (name.empty()) name = vector_kernel<kernel_set<ExecSpace>, Scalar>(m, n, k, o);
  if (name.empty()) name = modeled<ExecSpace, Scalar>(exec, arch, m, n, k, o);
  if (name.empty()) name = table.lookup(arch, dtype, m, n, k, fits, o.code());
  if (name.empty() || candidate_index<ExecSpace, Scalar>(name) < 0)
    name = fallback_candidate<ExecSpace, Scalar>();
  return name;
}

// choose() as a candidate index, remembered per device, shape, orientation and table version
// (lib::ChoiceRing).
template <class ExecSpace, class Scalar>
int choose_index(const ExecSpace& exec, index_t m, index_t n, index_t k, Orientation o) {
  static lib::ChoiceRing<32>& ring = *new lib::ChoiceRing<32>;  // never destroyed
  return ring.find_or(
      device::device_key(exec), Table::instance().generation(), m, n, k,
      [&] {
        return candidate_index<ExecSpace, Scalar>(choose<ExecSpace, Scalar>(exec, m, n, k, o));
      },
      o.key());
}

}  // namespace tuning

namespace detail {

template <class ExecSpace, class Scalar>
void gemm(const ExecSpace& exec, Variant variant, Scalar alpha, const device::Problem<Scalar>& p,
          Scalar beta) {
  if (variant == Variant::automatic) {
    const int index = tuning::choose_index<ExecSpace, Scalar>(exec, p.m(), p.n(), p.k(),
                                                              tuning::orientation_of(p.a, p.b));
    tuning::check_candidate_in<tuning::kernel_set<ExecSpace>, ExecSpace, Scalar>(exec, index);
    if (p.m() == 0 || p.n() == 0) return;
    if (alpha == Scalar(0) || p.k() == 0) return device::scale_c(exec, beta, p.c);
    return tuning::run_candidate_in<tuning::kernel_set<ExecSpace>, ExecSpace, Scalar>(
        exec, index, alpha, p, beta, {});
  }
  lib::Ladder<ExecSpace, Scalar>::check(exec, variant);
  if (p.m() == 0 || p.n() == 0) return;
  if (alpha == Scalar(0) || p.k() == 0) return device::scale_c(exec, beta, p.c);
  lib::Ladder<ExecSpace, Scalar>::run(exec, variant, alpha, p, beta);
}

}  // namespace detail

#define TGEMM_LIB_INSTANTIATE_SET(Set, Space, Scalar)                                             \
  template void tuning::check_candidate_in<Set, Space, Scalar>(const Space&, int);                \
  template void tuning::run_candidate_in<Set, Space, Scalar>(                                     \
      const Space&, int, Scalar, const device::Problem<Scalar>&, Scalar, const ScheduleOptions&); \
  template bool tuning::slow_edges_in<Set, Space, Scalar>(int, index_t, index_t);
#define TGEMM_LIB_INSTANTIATE_SCALAR(Space, Scalar)                                           \
  template void detail::gemm<Space, Scalar>(const Space&, Variant, Scalar,                    \
                                            const device::Problem<Scalar>&, Scalar);          \
  TGEMM_LIB_INSTANTIATE_SET(tuning::GpuKernels, Space, Scalar)                                \
  TGEMM_LIB_INSTANTIATE_SET(tuning::HostKernels, Space, Scalar)                               \
  template std::string tuning::choose<Space, Scalar>(const Space&, index_t, index_t, index_t, \
                                                     tuning::Orientation);                    \
  template int tuning::choose_index<Space, Scalar>(const Space&, index_t, index_t, index_t,   \
                                                   tuning::Orientation);
#define TGEMM_LIB_INSTANTIATE(Space)                                      \
  template std::string tuning::device_arch<Space>(const Space&);          \
  template tuning::DeviceShape tuning::device_shape<Space>(const Space&); \
  TGEMM_LIB_INSTANTIATE_SCALAR(Space, float) TGEMM_LIB_INSTANTIATE_SCALAR(Space, double)
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE)
#undef TGEMM_LIB_INSTANTIATE
#undef TGEMM_LIB_INSTANTIATE_SCALAR
#undef TGEMM_LIB_INSTANTIATE_SET

#define TGEMM_LIB_INSTANTIATE_NAMES(Set, Scalar)                                               \
  template int tuning::candidate_count_in<Set, Scalar>();                                      \
  template std::string tuning::candidate_name_in<Set, Scalar>(int);                            \
  template int tuning::candidate_index_in<Set, Scalar>(const std::string&);                    \
  template std::string tuning::fallback_candidate_in<Set, Scalar>();                           \
  template tuning::KernelShape tuning::candidate_shape_in<Set, Scalar>(int);                   \
  template std::string tuning::model_pick_in<Set, Scalar>(const std::vector<tuning::Entry>&,   \
                                                          const tuning::DeviceShape&, index_t, \
                                                          index_t, index_t, tuning::Orientation);
TGEMM_LIB_INSTANTIATE_NAMES(tuning::GpuKernels, float)
TGEMM_LIB_INSTANTIATE_NAMES(tuning::GpuKernels, double)
TGEMM_LIB_INSTANTIATE_NAMES(tuning::HostKernels, float)
TGEMM_LIB_INSTANTIATE_NAMES(tuning::HostKernels, double)
#undef TGEMM_LIB_INSTANTIATE_NAMES

}  // namespace tgemm
