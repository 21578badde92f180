// The mixed-precision entry points (tgemm/precision.hpp): half and bfloat16 inputs with fp32
// accumulation, C in the input type or float, for every execution space of spaces.hpp.
//
// auto, for 16-bit inputs and for float with tf32: on an sm_90 GPU running sm_90a code half
// rung 2; on other GPUs with tensor cores (sm_80 and newer) half rung 1; either whatever the
// operands' layout and alignment (they pack what they cannot read in place). Where the cost
// model puts the FP32 small-K or thin kernel ahead of the tensor cores (a call whose time is
// launches and bytes, not products), that kernel on the operands as they lie. A row of the
// tuning table measured within 10 % of the shape overrides both (tuning/half.hpp). On host backends
// the inputs converted to float and the library's FP32 `auto`, whose CPU mainloop is the fastest
// FMA code we have there (products of 16-bit values are exact in fp32, so only the order of the
// sums differs from the tensor cores'); elsewhere half rung 0.

#include <algorithm>
#include <stdexcept>
#include <string>
#include <tgemm/device/scale_c.hpp>
#include <tgemm/gemm.hpp>
#include <tgemm/ladder/half_team_scratch.hpp>
#include <tgemm/tuning/half.hpp>
#if defined(KOKKOS_ENABLE_CUDA)
#include <tgemm/device/sm90a.hpp>
#include <tgemm/ladder/half_mma.hpp>
#include <tgemm/ladder/half_wgmma.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/candidates.hpp>
#include <vector>

#include "library.hpp"
#endif

namespace tgemm {

namespace {

// The half candidates (tuning/half.hpp): rung 2, rung 1, then the FMA kernels.
constexpr int kWgmmaCandidate = 0, kTensorOpCandidate = 1, kFirstFmaCandidate = 2;

// Whether this build's device code has mma.sync.m16n8k16 (Kokkos' arch options name the GPU).
#if defined(KOKKOS_ENABLE_CUDA) &&                                                               \
    (defined(KOKKOS_ARCH_AMPERE) || defined(KOKKOS_ARCH_ADA89) || defined(KOKKOS_ARCH_HOPPER) || \
     defined(KOKKOS_ARCH_BLACKWELL) || defined(KOKKOS_ARCH_AMPERE80) ||                          \
     defined(KOKKOS_ARCH_AMPERE86) || defined(KOKKOS_ARCH_HOPPER90))
#define TGEMM_LIB_MMA_F16 1
// Rung 1's tiles (ladder::HalfMmaRung, HalfMmaTf32Rung: half_mma.hpp says which).
using TensorOpRung = ladder::HalfMmaRung;
using Tf32Rung = ladder::HalfMmaTf32Rung;
// Rung 2's tiles (ladder::HalfWgmmaTiles): 64 x 128, three stages (36 KiB, Kokkos 4's room);
// where teams may have the GPU's whole shared memory (Kokkos 5; Kokkos 4 with team-gemm's
// opt-in, device/scratch_room.hpp), 128 x 256 (two warpgroups, four stages, about 190 KiB) or
// 128 x 128 (four stages; tf32 five) where C has a wave of them;
// in Kokkos 4's own room, 128 x 128 in two stages of 64-byte rows (33 KiB) where C has a wave of
// them (on an H100 at 4096³-8192³, 16-bit 58-70 % of cuBLAS where 64 x 128 ran 45-65 %, tf32
// 57-91 % where it ran 42-63 %). tf32 rows hold the same 64 or 128 bytes as 16-bit ones: half
// the values.
using ladder::WgmmaTile;
using WgmmaRung =
    ladder::HalfWgmmaTiles<WgmmaTile{},
                           WgmmaTile{.bm = 128, .bn = 256, .bk = 64, .warpgroups = 2, .stages = 4},
                           WgmmaTile{.bm = 128, .bn = 128, .bk = 64, .warpgroups = 2, .stages = 4},
                           WgmmaTile{.bm = 128, .bn = 128, .bk = 32, .warpgroups = 2, .stages = 2}>;
using Tf32WgmmaRung =
    ladder::HalfWgmmaTiles<WgmmaTile{.bk = 16},
                           WgmmaTile{.bm = 128, .bn = 256, .bk = 32, .warpgroups = 2, .stages = 4},
                           WgmmaTile{.bm = 128, .bn = 128, .bk = 32, .warpgroups = 2, .stages = 5},
                           WgmmaTile{.bm = 128, .bn = 128, .bk = 16, .warpgroups = 2, .stages = 2}>;

#endif

template <class ExecSpace>
constexpr bool on_host = Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;

// Whether half rung 1 runs for In on exec: 16-bit inputs, or float with tf32, on a GPU with
// the instructions.
template <class ExecSpace, class In>
bool tensor_cores(const ExecSpace& exec, Compute compute) {
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
    if (is_16bit_v<In> || compute == Compute::fast_tf32) return exec.cuda_device_prop().major >= 8;
#endif
  (void)exec, (void)compute;
  return false;
}

#if defined(TGEMM_LIB_MMA_F16)
// f(the rung for In): Tf32R's tiles for float inputs (tf32), HalfR's for 16-bit ones.
template <class In, class Tf32R, class HalfR, class F>
decltype(auto) with_rung(F&& f) {
  if constexpr (std::is_same_v<In, float>)
    return f(Tf32R{});
  else
    return f(HalfR{});
}
template <class In, class F>
decltype(auto) with_tensor_op_rung(F&& f) {
  return with_rung<In, Tf32Rung, TensorOpRung>(f);
}
template <class In, class F>
decltype(auto) with_wgmma_rung(F&& f) {
  return with_rung<In, Tf32WgmmaRung, WgmmaRung>(f);
}
#endif

#if defined(TGEMM_LIB_MMA_F16)
// The FMA kernels the tensor-core path shares its small shapes with: FP32's small-K and thin
// candidates (device/small_k.hpp, device/thin.hpp), reading the operands as they lie and
// converting each value as it is read. Where a call's time is launches and bytes, not products
// (small k, a narrow C, a small problem), tensor cores buy nothing, and rung 2's copy engine
// wants operands it can address in place: any other is packed first, a launch of its own.
template <class K>
constexpr bool is_fma_kernel = device::is_small_k<K> || device::is_thin<K>;

// Calls f(Type<K>{}) where FP32 candidate `index` is an FMA kernel K; else nothing.
template <class F>
void with_fma_kernel(int index, F&& f) {
  int i = 0;
  tuning::for_each_candidate<tuning::GpuKernels, float>([&](auto c) {
    if constexpr (is_fma_kernel<typename decltype(c)::type>)
      if (i == index) f(c);
    ++i;
  });
}

// The FP32 candidates that are FMA kernels, in list order: the half candidates from
// kFirstFmaCandidate on.
const std::vector<int>& fma_candidates() {
  static const std::vector<int>& list = *new std::vector<int>([] {  // never destroyed
    std::vector<int> v;
    int i = 0;
    tuning::for_each_candidate<tuning::GpuKernels, float>([&](auto c) {
      if constexpr (is_fma_kernel<typename decltype(c)::type>) v.push_back(i);
      ++i;
    });
    return v;
  }());
  return list;
}

// The FMA candidate FP32's cost model (tuning/model.hpp, the table's float rows) predicts
// fastest at m x n x k with operands of `bytes` bytes oriented as o, its prediction and its
// launch cost; index -1 where the table has none that applies.
struct FmaPick {
  int index = -1;
  double us = 0, launch_us = 0, bandwidth_gbs = 0;
};

FmaPick fma_pick(const Kokkos::Cuda& exec, index_t m, index_t n, index_t k, int bytes,
                 tuning::Orientation o) {
  using Set = tuning::GpuKernels;
  const auto rows = tuning::Table::instance().model(tuning::device_arch(exec), "float");
  const tuning::DeviceShape device = tuning::device_shape(exec);
  FmaPick best;
  for (const tuning::Entry& row : rows) {
    const int i = tuning::candidate_index_in<Set, float>(row.kernel);
    if (i < 0) continue;
    bool fma = false;
    with_fma_kernel(i, [&](auto) { fma = true; });
    if (!fma) continue;
    const tuning::Coverage c =
        tuning::cover(tuning::candidate_shape_in<Set, float>(i), device, m, n, k, bytes, o);
    if (!c.applies) continue;
    const double us = tuning::predict_us(row.coefficients, c, row.bandwidth_gbs);
    if (best.index < 0 || us < best.us)
      best = {i, us, row.coefficients.launch_us, row.bandwidth_gbs};
  }
  return best;
}

// What the table says for a shape: the half candidate a measured row within 10 % names (-1:
// none that runs here), and the FMA candidate the cost model puts first.
struct TablePick {
  int row = -1;
  FmaPick fma;
};

template <class In>
bool runs_here(const Kokkos::Cuda& exec, int index);

// The table's picks for p, remembered per device, shape, orientation and table version (the
// model costs microseconds).
template <class In, class Out>
TablePick remembered_pick(const Kokkos::Cuda& exec, const device::Problem<Out, In>& p) {
  static lib::ChoiceRing<32, TablePick>& ring =
      *new lib::ChoiceRing<32, TablePick>;  // never destroyed
  const tuning::Orientation o = tuning::orientation_of(p.a, p.b);
  return ring.find_or(
      device::device_key(exec), tuning::Table::instance().generation(), p.m(), p.n(), p.k(),
      [&] {
        TablePick t;
        t.fma = fma_pick(exec, p.m(), p.n(), p.k(), int(sizeof(In)), o);
        // Asked before the table's lock is taken: the rung-2 probe may launch a kernel.
        const bool runs[kFirstFmaCandidate] = {runs_here<In>(exec, kWgmmaCandidate),
                                               runs_here<In>(exec, kTensorOpCandidate)};
        const std::string name = tuning::Table::instance().lookup_within(
            tuning::device_arch(exec), tuning::half_dtype<In, Out>(), p.m(), p.n(), p.k(), 1.1,
            [&](const tuning::Entry& row) {
              const int i = tuning::half_candidate_index<In>(row.kernel);
              return i >= kFirstFmaCandidate || (i >= 0 && runs[i]);
            });
        if (!name.empty()) t.row = tuning::half_candidate_index<In>(name);
        return t;
      },
      o.code());
}

// Rung 2's time at p as the same terms put it, fitted to its 64 x 128 tile's times over the
// shape sweep's tuning half on an H100 (there are no table rows for the half path): a first
// launch (with its tensor maps' copy), a further one per operand it packs first and for the sum
// of a split K; the products at 300 TFLOP/s (tf32 150); A and B read, packs read and written,
// split partial sums written and read, at the FMA row's bandwidth; and C at 2.5 ns per thousand
// 16-bit values (3 for 32-bit), the rate its fragment-wise epilogue writes them.
template <class In, class Out>
double tensor_core_us(const Kokkos::Cuda& exec, const device::Problem<Out, In>& p,
                      const FmaPick& f) {
  constexpr bool k_only = std::is_same_v<In, float>;  // tf32 operands are read K-major only
  constexpr double first_launch_us = 12, launch_us = 5, flops_per_us = k_only ? 1.5e8 : 3e8,
                   c_us = sizeof(Out) == 2 ? 2.5e-6 : 3e-6;
  const double m = double(p.m()), n = double(p.n()), k = double(p.k()), in = sizeof(In);
  const bool pa = ladder::packed_first(p.a, true), pb = ladder::packed_first(p.b, false);
  constexpr ladder::WgmmaTile tile{.bk = k_only ? 16 : 32};
  const int splits = ladder::HalfWgmma<tile>::split_count(
      device::tile_count(p.m(), tile.bm) * device::tile_count(p.n(), tile.bn),
      int(std::min<index_t>((p.k() + tile.bk - 1) / tile.bk, 1 << 30)), p.m() * p.n(),
      exec.cuda_device_prop().multiProcessorCount);
  const double bytes = in * (m * k + k * n) + 2 * in * ((pa ? m * k : 0) + (pb ? k * n : 0)) +
                       (splits > 1 ? 8.0 * splits * m * n : 0);
  return first_launch_us + launch_us * (int(pa) + int(pb) + int(splits > 1)) +
         2 * m * n * k / flops_per_us + bytes * 1e-3 / f.bandwidth_gbs + c_us * m * n;
}

// Runs FP32 candidate `index`, an FMA kernel, on p's operands as they lie.
template <class In, class Out>
void run_fma(const Kokkos::Cuda& exec, int index, float alpha, const device::Problem<Out, In>& p,
             float beta) {
  with_fma_kernel(index, [&](auto c) {
    using K = typename decltype(c)::type;
    K::template run<Kokkos::Cuda, float>(exec, alpha, p.a, p.b, beta, p.c);
  });
}

template <class In, class Out>
void check_fma(const Kokkos::Cuda& exec, int index) {
  with_fma_kernel(index, [&](auto c) {
    using K = typename decltype(c)::type;
    K::template check<Kokkos::Cuda, float, In, Out>(exec);
  });
}
#endif

template <class ExecSpace>
using FloatMatrix = Kokkos::View<float**, Kokkos::LayoutLeft, typename ExecSpace::memory_space>;

// x converted to float, column-major.
template <class ExecSpace, class T>
FloatMatrix<ExecSpace> to_float(const ExecSpace& exec, const MatrixRef<T>& x, const char* label) {
  FloatMatrix<ExecSpace> y(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, exec, std::string(label)), x.rows, x.cols);
  const index_t m = x.rows;
  Kokkos::parallel_for(
      label, Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * x.cols),
      KOKKOS_LAMBDA(index_t e) { y(e % m, e / m) = float(x(e % m, e / m)); });
  return y;
}

// The FP32 path: op(A) and op(B) converted to float, the library's FP32 auto, C rounded once.
template <class ExecSpace, class In, class Out>
void via_fp32(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p, float beta) {
  if constexpr (std::is_same_v<In, float> && std::is_same_v<Out, float>) {
    detail::gemm<ExecSpace, float>(exec, Variant::automatic, alpha, p, beta);
  } else {
    const auto a = to_float(exec, p.a, "tgemm::half::a_fp32");
    const auto b = to_float(exec, p.b, "tgemm::half::b_fp32");
    if constexpr (std::is_same_v<Out, float>) {
      const device::Problem<float> q{make_matrix_ref(a), make_matrix_ref(b), p.c};
      detail::gemm<ExecSpace, float>(exec, Variant::automatic, alpha, q, beta);
    } else {
      FloatMatrix<ExecSpace> c;
      if (beta != 0.0f)
        c = to_float(exec, MatrixRef<const Out>(p.c), "tgemm::half::c_fp32");
      else
        c = FloatMatrix<ExecSpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, exec,
                                                      std::string("tgemm::half::c_fp32")),
                                   p.m(), p.n());
      const device::Problem<float> q{make_matrix_ref(a), make_matrix_ref(b), make_matrix_ref(c)};
      detail::gemm<ExecSpace, float>(exec, Variant::automatic, alpha, q, beta);
      const MatrixRef<Out> C = p.c;
      const index_t m = p.m();
      Kokkos::parallel_for(
          "tgemm::half::round_c",
          Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, m * p.n()),
          KOKKOS_LAMBDA(index_t e) { C(e % m, e / m) = Out(c(e % m, e / m)); });
    }
  }
}

// Whether half rung 2 runs for In on exec: 16-bit inputs, or float with tf32, sm_90a code.
template <class ExecSpace, class In>
bool warpgroups(const ExecSpace& exec, Compute compute) {
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
    if (is_16bit_v<In> || compute == Compute::fast_tf32)
      return exec.cuda_device_prop().major == 9 && device::sm90a_compiled(exec);
#endif
  (void)exec, (void)compute;
  return false;
}

// What a call runs: a rung of the half ladder, an FMA kernel on the operands as they lie, or
// the FP32 path.
enum class Path { team_scratch, tensor_cores, warpgroups, fma, fp32 };

template <class ExecSpace, class In>
Path path_of(const ExecSpace& exec, HalfVariant v, Compute compute) {
  switch (v) {
    case HalfVariant::half_team_scratch:
      return Path::team_scratch;
    case HalfVariant::half_mma:
      return tensor_cores<ExecSpace, In>(exec, compute) ? Path::tensor_cores : Path::team_scratch;
    case HalfVariant::half_wgmma:
      if (warpgroups<ExecSpace, In>(exec, compute)) return Path::warpgroups;
      return tensor_cores<ExecSpace, In>(exec, compute) ? Path::tensor_cores : Path::team_scratch;
    case HalfVariant::automatic:
      if (warpgroups<ExecSpace, In>(exec, compute)) return Path::warpgroups;
      if (tensor_cores<ExecSpace, In>(exec, compute)) return Path::tensor_cores;
      return on_host<ExecSpace> || std::is_same_v<In, float> ? Path::fp32 : Path::team_scratch;
  }
  throw std::invalid_argument(
      "tgemm::gemm: argument 'options.half_variant' is not a rung of the "
      "half ladder (tgemm/precision.hpp) or auto");
}

// A path, and for Path::fma the FP32 candidate it runs.
struct Choice {
  Path path;
  int fma = -1;
};

// Half candidate `index` (tuning/half.hpp) as a path.
Choice choice_of_candidate(int index) {
  if (index == kWgmmaCandidate) return {Path::warpgroups};
  if (index == kTensorOpCandidate) return {Path::tensor_cores};
#if defined(TGEMM_LIB_MMA_F16)
  return {Path::fma, fma_candidates()[index - kFirstFmaCandidate]};
#else
  return {Path::fp32};
#endif
}

#if defined(TGEMM_LIB_MMA_F16)
// 16-bit inputs, or float with tf32: the compute mode that sends In down the half path.
template <class In>
constexpr Compute half_compute = std::is_same_v<In, float> ? Compute::fast_tf32 : Compute::fp32;

template <class In>
bool runs_here(const Kokkos::Cuda& exec, int index) {
  if (index == kWgmmaCandidate) return warpgroups<Kokkos::Cuda, In>(exec, half_compute<In>);
  if (index == kTensorOpCandidate) return tensor_cores<Kokkos::Cuda, In>(exec, half_compute<In>);
  return index >= kFirstFmaCandidate && index < kFirstFmaCandidate + int(fma_candidates().size());
}

// auto's choice where the tensor cores run (`tensor`, rung 2 or 1): a measured row's
// candidate; else the FMA kernel where the rule puts it ahead; else `tensor`.
template <class In, class Out>
Choice choose_on_gpu(const Kokkos::Cuda& exec, const device::Problem<Out, In>& p, Path tensor) {
  const TablePick t = remembered_pick<In, Out>(exec, p);
  if (t.row >= 0) return choice_of_candidate(t.row);
  if (t.fma.index >= 0 && t.fma.us < tensor_core_us(exec, p, t.fma))
    return {Path::fma, t.fma.index};
  return {tensor};
}
#endif

// Checks that c's kernel fits exec's teams, then runs it.
template <class ExecSpace, class In, class Out>
void run_choice(const ExecSpace& exec, Choice c, float alpha, const device::Problem<Out, In>& p,
                float beta) {
  // Checks before anything runs: the kernel must fit the execution space's teams.
  if (c.path == Path::team_scratch) ladder::HalfTeamScratch::check<ExecSpace, In, Out>(exec);
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    if (c.path == Path::fma) check_fma<In, Out>(exec, c.fma);
    if (c.path == Path::tensor_cores)
      with_tensor_op_rung<In>(
          [&](auto r) { decltype(r)::template check<ExecSpace, In, Out>(exec); });
    if (c.path == Path::warpgroups)
      with_wgmma_rung<In>([&](auto r) { decltype(r)::template check<ExecSpace, In, Out>(exec); });
  }
#endif
  if (p.m() == 0 || p.n() == 0) return;
  if (alpha == 0.0f || p.k() == 0) return device::scale_c(exec, beta, p.c);
  switch (c.path) {
    case Path::team_scratch:
      return ladder::HalfTeamScratch::run<ExecSpace, In, Out>(exec, alpha, p, beta);
    case Path::tensor_cores:
#if defined(TGEMM_LIB_MMA_F16)
      if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
        return with_tensor_op_rung<In>(
            [&](auto r) { decltype(r)::template run<ExecSpace, In, Out>(exec, alpha, p, beta); });
#endif
      break;
    case Path::warpgroups:
#if defined(TGEMM_LIB_MMA_F16)
      if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
        return with_wgmma_rung<In>(
            [&](auto r) { decltype(r)::template run<ExecSpace, In, Out>(exec, alpha, p, beta); });
#endif
      break;
    case Path::fma:
#if defined(TGEMM_LIB_MMA_F16)
      if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
        return run_fma<In, Out>(exec, c.fma, alpha, p, beta);
#endif
      break;
    case Path::fp32:
      return via_fp32<ExecSpace, In, Out>(exec, alpha, p, beta);
  }
}

// What auto runs for p: its choice where it has one (a GPU with tensor cores), else its path.
template <class ExecSpace, class In, class Out>
Choice auto_choice(const ExecSpace& exec, Compute compute,
                   [[maybe_unused]] const device::Problem<Out, In>& p) {
  const Path path = path_of<ExecSpace, In>(exec, HalfVariant::automatic, compute);
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
    if (path == Path::warpgroups || path == Path::tensor_cores)
      return choose_on_gpu<In, Out>(exec, p, path);
#endif
  return {path};
}

}  // namespace

namespace detail {

template <class ExecSpace, class In, class Out>
void gemm_mixed(const ExecSpace& exec, HalfVariant variant, Compute compute, float alpha,
                const device::Problem<Out, In>& p, float beta) {
  if (compute != Compute::fp32 && !std::is_same_v<In, float>)
    throw std::invalid_argument(
        "tgemm::gemm: argument 'options.compute' is Compute::fast_tf32, which is for float "
        "inputs; 16-bit inputs are multiplied as they are");
  const Choice c = variant == HalfVariant::automatic
                       ? auto_choice<ExecSpace, In, Out>(exec, compute, p)
                       : Choice{path_of<ExecSpace, In>(exec, variant, compute)};
  run_choice<ExecSpace, In, Out>(exec, c, alpha, p, beta);
}

template <class ExecSpace, class In, class Out>
void gemm_mixed_fma(const ExecSpace& exec, float alpha, const device::Problem<Out, In>& p,
                    float beta) {
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    int index = remembered_pick<In, Out>(exec, p).fma.index;
    if (index < 0)  // no model rows: the first small-K candidate
      index = tuning::candidate_index_in<tuning::GpuKernels, float>(
          device::SmallK<Tile{
              .bm = 128, .bn = 64, .bk = 16, .tm = 4, .tn = 8, .warps_m = 1, .teams_per_sm = 4}>::
              name());
    return run_choice<ExecSpace, In, Out>(exec, {Path::fma, index}, alpha, p, beta);
  }
#endif
  gemm_mixed<ExecSpace, In, Out>(exec, HalfVariant::automatic, Compute::fp32, alpha, p, beta);
}

}  // namespace detail

namespace tuning {

template <class In>
int half_candidate_count() {
#if defined(TGEMM_LIB_MMA_F16)
  return kFirstFmaCandidate + int(fma_candidates().size());
#else
  return 0;
#endif
}

template <class In>
std::string half_candidate_name(int index) {
  if (index < 0 || index >= half_candidate_count<In>())
    throw std::invalid_argument("tgemm::tuning::half_candidate_name: argument 'index' (" +
                                std::to_string(index) + ") is not a half candidate (0 to " +
                                std::to_string(half_candidate_count<In>() - 1) + ")");
#if defined(TGEMM_LIB_MMA_F16)
  if (index == kWgmmaCandidate)
    return with_wgmma_rung<In>([](auto r) { return decltype(r)::name(); });
  if (index == kTensorOpCandidate)
    return with_tensor_op_rung<In>([](auto r) { return decltype(r)::name(); });
  return candidate_name_in<GpuKernels, float>(fma_candidates()[index - kFirstFmaCandidate]);
#else
  return {};
#endif
}

template <class In>
int half_candidate_index(const std::string& name) {
  for (int i = 0; i < half_candidate_count<In>(); ++i)
    if (half_candidate_name<In>(i) == name) return i;
  return -1;
}

template <class ExecSpace, class In>
bool half_candidate_runs(const ExecSpace& exec, int index) {
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return runs_here<In>(exec, index);
#endif
  (void)exec, (void)index;
  return false;
}

template <class ExecSpace, class In, class Out>
void run_half_candidate(const ExecSpace& exec, int index, float alpha,
                        const device::Problem<Out, In>& p, float beta) {
  const std::string what =
      "tgemm::tuning::run_half_candidate: argument 'index' (" + std::to_string(index) + ")";
  if (index < 0 || index >= half_candidate_count<In>())
    throw std::invalid_argument(what + " is not a half candidate of this build (it has " +
                                std::to_string(half_candidate_count<In>()) + ")");
  if (!half_candidate_runs<ExecSpace, In>(exec, index))
    throw std::invalid_argument(what + ", " + half_candidate_name<In>(index) +
                                ", cannot run on this execution space or GPU");
  run_choice<ExecSpace, In, Out>(exec, choice_of_candidate(index), alpha, p, beta);
}

template <class ExecSpace, class In, class Out>
std::string choose_half([[maybe_unused]] const ExecSpace& exec,
                        [[maybe_unused]] const device::Problem<Out, In>& p) {
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const Choice c = auto_choice<ExecSpace, In, Out>(exec, half_compute<In>, p);
    if (c.path == Path::warpgroups) return half_candidate_name<In>(kWgmmaCandidate);
    if (c.path == Path::tensor_cores) return half_candidate_name<In>(kTensorOpCandidate);
    const auto& fmas = fma_candidates();
    if (const auto f = std::find(fmas.begin(), fmas.end(), c.fma);
        c.path == Path::fma && f != fmas.end())
      return half_candidate_name<In>(kFirstFmaCandidate + int(f - fmas.begin()));
  }
#endif
  return half_kernel_name<ExecSpace, In, Out>(
      HalfVariant::automatic, std::is_same_v<In, float> ? Compute::fast_tf32 : Compute::fp32);
}

}  // namespace tuning

template <class ExecSpace, class In, class Out>
std::string half_kernel_name(HalfVariant v, Compute compute) {
  // What the tensor-core rung is where this build has it on ExecSpace, else "".
  std::string tensor_op, wgmma;
  (void)compute;
#if defined(TGEMM_LIB_MMA_F16)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>)
    if (is_16bit_v<In> || compute == Compute::fast_tf32) {
      tensor_op = with_tensor_op_rung<In>([](auto r) { return decltype(r)::name(); });
      wgmma = with_wgmma_rung<In>([](auto r) { return decltype(r)::name(); });
    }
#endif
  switch (v) {
    case HalfVariant::half_team_scratch:
      return ladder::HalfTeamScratch::name();
    case HalfVariant::half_mma:
      if (!tensor_op.empty())
        return tensor_op + " (GPUs before sm_80: " + ladder::HalfTeamScratch::name() + ")";
      return ladder::HalfTeamScratch::name() + " (no tensor-core product here)";
    case HalfVariant::half_wgmma:
      if (!wgmma.empty()) return wgmma + " (without sm_90a code: " + tensor_op + ")";
      return half_kernel_name<ExecSpace, In, Out>(HalfVariant::half_mma, compute);
    case HalfVariant::automatic:
      break;
  }
  if (!wgmma.empty())
    return wgmma + " with sm_90a code, else " + tensor_op +
           "; FP32's small-K or thin kernel where the cost model puts it ahead; a measured "
           "row's candidate within 10 % of its shape (tgemm/tuning/half.hpp)";
  if (on_host<ExecSpace> || std::is_same_v<In, float>)
    return "inputs converted to float, then the FP32 auto";
  return ladder::HalfTeamScratch::name();
}

#define TGEMM_LIB_INSTANTIATE_PAIR(Space, In, Out)                                              \
  template void detail::gemm_mixed<Space, In, Out>(const Space&, HalfVariant, Compute, float,   \
                                                   const device::Problem<Out, In>&, float);     \
  template void detail::gemm_mixed_fma<Space, In, Out>(const Space&, float,                     \
                                                       const device::Problem<Out, In>&, float); \
  template std::string half_kernel_name<Space, In, Out>(HalfVariant, Compute);                  \
  template void tuning::run_half_candidate<Space, In, Out>(                                     \
      const Space&, int, float, const device::Problem<Out, In>&, float);                        \
  template std::string tuning::choose_half<Space, In, Out>(const Space&,                        \
                                                           const device::Problem<Out, In>&);
// X(Space, In) for float and each 16-bit type this Kokkos has of its own (spaces.hpp).
#if !KOKKOS_HALF_T_IS_FLOAT
#define TGEMM_LIB_HALF_IN(X, Space) X(Space, Kokkos::Experimental::half_t)
#else
#define TGEMM_LIB_HALF_IN(X, Space)
#endif
#if !KOKKOS_BHALF_T_IS_FLOAT
#define TGEMM_LIB_BHALF_IN(X, Space) X(Space, Kokkos::Experimental::bhalf_t)
#else
#define TGEMM_LIB_BHALF_IN(X, Space)
#endif
#define TGEMM_LIB_FOR_EACH_IN(X, Space) \
  X(Space, float) TGEMM_LIB_HALF_IN(X, Space) TGEMM_LIB_BHALF_IN(X, Space)
#define TGEMM_LIB_INSTANTIATE_RUNS(Space, In) \
  template bool tuning::half_candidate_runs<Space, In>(const Space&, int);
#define TGEMM_LIB_INSTANTIATE_SPACE(Space)             \
  TGEMM_LIB_INSTANTIATE_PAIR(Space, float, float)      \
  TGEMM_16BIT_PAIRS(TGEMM_LIB_INSTANTIATE_PAIR, Space) \
  TGEMM_LIB_FOR_EACH_IN(TGEMM_LIB_INSTANTIATE_RUNS, Space)
TGEMM_FOR_EACH_SPACE(TGEMM_LIB_INSTANTIATE_SPACE)
#define TGEMM_LIB_INSTANTIATE_NAMES(Unused, In)              \
  template int tuning::half_candidate_count<In>();           \
  template std::string tuning::half_candidate_name<In>(int); \
  template int tuning::half_candidate_index<In>(const std::string&);
TGEMM_LIB_FOR_EACH_IN(TGEMM_LIB_INSTANTIATE_NAMES, _)

}  // namespace tgemm
