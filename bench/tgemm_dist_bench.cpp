// tgemm-dist-bench: times tgemm::dist::gemm (SUMMA over MPI) on one problem, beside ScaLAPACK's
// p?gemm on the same grid, blocks and data (host backends, where ScaLAPACK is found) and, with
// --local, each rank's share of the product as one tgemm::gemm without communication (the
// parallel efficiency). Run under mpirun; rank 0 prints the row and writes --json.
//
//   mpirun -np 4 tgemm-dist-bench --m 4096 --n 4096 --k 4096 --local --json out.json

#include <mpi.h>
#ifdef __linux__
#include <sched.h>
#endif

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <tgemm/dist.hpp>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "device_info.hpp"
#include "report.hpp"

#ifdef TGEMM_BENCH_HAVE_SCALAPACK
// BLACS' C interface and PBLAS' p?gemm_ (C functions under Fortran names: no hidden string
// lengths); descinit_ is Fortran, every argument by reference.
extern "C" {
void Cblacs_get(int context, int what, int* value);
void Cblacs_gridinit(int* context, const char* order, int nprow, int npcol);
void Cblacs_gridinfo(int context, int* nprow, int* npcol, int* myrow, int* mycol);
void Cblacs_gridexit(int context);
void Cblacs_exit(int keep_mpi);
void descinit_(int* desc, const int* m, const int* n, const int* mb, const int* nb, const int* rsrc,
               const int* csrc, const int* context, const int* lld, int* info);
void psgemm_(const char* transa, const char* transb, const int* m, const int* n, const int* k,
             const float* alpha, const float* a, const int* ia, const int* ja, const int* desca,
             const float* b, const int* ib, const int* jb, const int* descb, const float* beta,
             float* c, const int* ic, const int* jc, const int* descc);
void pdgemm_(const char* transa, const char* transb, const int* m, const int* n, const int* k,
             const double* alpha, const double* a, const int* ia, const int* ja, const int* desca,
             const double* b, const int* ib, const int* jb, const int* descb, const double* beta,
             double* c, const int* ic, const int* jc, const int* descc);
}
#endif
// OpenBLAS' controls, weak: null where the BLAS under ScaLAPACK is another one.
extern "C" {
void openblas_set_num_threads(int threads) __attribute__((weak));
int openblas_get_num_threads() __attribute__((weak));
char* openblas_get_config() __attribute__((weak));
}

namespace tgemm::bench {
namespace {

using dist::index_t;
template <class T>
using Local = Kokkos::View<T**, Kokkos::LayoutLeft, ExecSpace::memory_space>;
template <class T>
using DistMatrix = dist::Matrix<Local<T>>;

struct Options {
  index_t m = 2048, n = 2048, k = 2048, mb = 128, nb = 128;
  int nprow = 0, npcol = 0;  // 0: the most square grid, nprow <= npcol
  char ta = 'N', tb = 'N';
  std::string type = "double";
  int reps = 5;
  double alpha = 1, beta = 0;
  index_t panel = 0;
  index_t origin = 1;  // the submatrices' (1-based) origin in matrices origin - 1 larger
  bool overlap = true, scalapack = true, local = false, help = false;
  dist::Transport transport = dist::Transport::automatic;
  std::string json;
};

void usage() {
  std::cout <<
      R"(usage: mpirun -np N tgemm-dist-bench [options]
  --m M --n N --k K    global sizes (default 2048 each)
  --grid PxQ           process grid, row-major over MPI_COMM_WORLD (default: the most square
                       factorization of the ranks, P <= Q)
  --mb MB --nb NB      block sizes of A, B and C (default 128)
  --trans NN|NT|TN|TT  op(A), op(B) (default NN)
  --type float|double  (default double)
  --alpha X --beta Y   (default 1, 0)
  --reps R             timed rounds after one warm-up, median reported (default 5)
  --panel N            tgemm::dist::Options::panel (default 0: the library's choice)
  --no-overlap         tgemm::dist::Options::overlap = false
  --transport auto|mpi|nccl  tgemm::dist::Options::transport (default auto)
  --no-scalapack       skip ScaLAPACK's p?gemm (run where ScaLAPACK was found, host backends)
  --local              also time each rank's share (m_loc x n_loc x k) as one tgemm::gemm,
                       all ranks at once, no communication: efficiency = that time / dist time
  --origin I           multiply the submatrices at (I, I) of matrices I - 1 larger in both
                       dimensions: tgemm::dist::pgemm and p?gemm with ia = ja = ... = I (host
                       backends; default 1). With I - 1 not a multiple of the block sizes they
                       start inside a block
  --json FILE          write the row as a JSON object (rank 0)
Times: MPI_Wtime of the slowest rank, each run starting after a barrier; the GEMMs take turns
in each round, so that a change in the host's load meets all of them. Threads per rank:
OMP_NUM_THREADS (Kokkos); OpenBLAS under ScaLAPACK is set to the same count.
)";
}

index_t parse_size(const std::string& opt, const std::string& v, index_t min) {
  std::size_t used = 0;
  long long x = 0;
  try {
    x = std::stoll(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || x < min)
    throw std::invalid_argument(opt + ": '" + v + "' is not an integer >= " + std::to_string(min));
  return index_t(x);
}

double parse_number(const std::string& opt, const std::string& v) {
  std::size_t used = 0;
  double x = 0;
  try {
    x = std::stod(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || !std::isfinite(x))
    throw std::invalid_argument(opt + ": '" + v + "' is not a number");
  return x;
}

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--m") {
      o.m = parse_size(a, value(), 1);
    } else if (a == "--n") {
      o.n = parse_size(a, value(), 1);
    } else if (a == "--k") {
      o.k = parse_size(a, value(), 1);
    } else if (a == "--mb") {
      o.mb = parse_size(a, value(), 1);
    } else if (a == "--nb") {
      o.nb = parse_size(a, value(), 1);
    } else if (a == "--grid") {
      const std::string v = value();
      const auto pq = split(v, 'x');
      if (pq.size() != 2) throw std::invalid_argument("--grid: '" + v + "' is not PxQ");
      o.nprow = int(parse_size(a, pq[0], 1));
      o.npcol = int(parse_size(a, pq[1], 1));
    } else if (a == "--trans") {
      const std::string v = value();
      auto op = [](char c) { return c == 'N' || c == 'T'; };
      if (v.size() != 2 || !op(v[0]) || !op(v[1]))
        throw std::invalid_argument("--trans: '" + v + "' is not NN, NT, TN or TT");
      o.ta = v[0];
      o.tb = v[1];
    } else if (a == "--type") {
      o.type = value();
      if (o.type != "float" && o.type != "double")
        throw std::invalid_argument("--type: '" + o.type + "' is not float or double");
    } else if (a == "--reps") {
      o.reps = int(parse_size(a, value(), 1));
    } else if (a == "--alpha") {
      o.alpha = parse_number(a, value());
    } else if (a == "--beta") {
      o.beta = parse_number(a, value());
    } else if (a == "--panel") {
      o.panel = parse_size(a, value(), 0);
    } else if (a == "--no-overlap") {
      o.overlap = false;
    } else if (a == "--transport") {
      const std::string t = value();
      if (t == "auto")
        o.transport = dist::Transport::automatic;
      else if (t == "mpi")
        o.transport = dist::Transport::mpi;
      else if (t == "nccl")
        o.transport = dist::Transport::nccl;
      else
        throw std::invalid_argument("--transport: '" + t + "' is not auto, mpi or nccl");
    } else if (a == "--no-scalapack") {
      o.scalapack = false;
    } else if (a == "--local") {
      o.local = true;
    } else if (a == "--origin") {
      o.origin = parse_size(a, value(), 1);
    } else if (a == "--json") {
      o.json = value();
    } else if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a.rfind("--kokkos", 0) != 0) {  // Kokkos' own were consumed by Kokkos
      throw std::invalid_argument("unknown option '" + a + "' (--help lists them)");
    }
  }
  return o;
}

// ScaLAPACK's INDXL2G: the global index of local index l along a dimension dealt in blocks of
// nb over np processes starting at src, on process p.
KOKKOS_INLINE_FUNCTION index_t to_global(index_t l, index_t nb, int p, int src, int np) {
  return ((l / nb) * np + (np + p - src) % np) * nb + l % nb;
}

KOKKOS_INLINE_FUNCTION std::uint64_t mix(std::uint64_t x) {  // splitmix64's finalizer
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Element (i, j) of matrix `id`, uniform in [-1, 1): a hash of the global position, so the
// problem is the same on every grid and the check can recompute any element of C.
template <class T>
KOKKOS_INLINE_FUNCTION T element(std::uint64_t id, index_t i, index_t j) {
  const std::uint64_t h = mix(mix(mix(id) + std::uint64_t(i)) + std::uint64_t(j));
  return T(double(h >> 11) * 0x1p-52 - 1.0);
}

// x = matrix `id`'s elements, local (i, j) being global (to_global(i, mb, p, rsrc, np),
// to_global(j, nb, q, csrc, nq)).
template <class T>
void fill(const ExecSpace& exec, const Local<T>& x, std::uint64_t id, const dist::BlockCyclic& d,
          int p, int np, int q, int nq) {
  const index_t lr = index_t(x.extent(0));
  Kokkos::parallel_for(
      "tgemm::dist_bench::fill",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0,
                                                                 lr * index_t(x.extent(1))),
      KOKKOS_LAMBDA(index_t e) {
        const index_t i = e % lr, j = e / lr;
        x(i, j) =
            element<T>(id, to_global(i, d.mb, p, d.rsrc, np), to_global(j, d.nb, q, d.csrc, nq));
      });
  exec.fence();
}

template <class T>
Local<T> make_local(const char* label, index_t rows, index_t cols) {
  return Local<T>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)),
                  std::size_t(rows), std::size_t(cols));
}

// This rank's block of global matrix `id` (m x n in mb x nb blocks, from process (0, 0)).
template <class T>
DistMatrix<T> make_dist(const ExecSpace& exec, const dist::Grid& g, const char* label,
                        std::uint64_t id, index_t rows, index_t cols, index_t mb, index_t nb) {
  const dist::BlockCyclic d{.m = rows, .n = cols, .mb = mb, .nb = nb};
  const Local<T> x = make_local<T>(label, d.local_rows(g), d.local_cols(g));
  fill(exec, x, id, d, g.myrow(), g.nprow(), g.mycol(), g.npcol());
  return {d, x};
}

// A matrix of one rank alone: matrix `id`'s rows x cols corner.
template <class T>
Local<T> make_filled(const ExecSpace& exec, const char* label, std::uint64_t id, index_t rows,
                     index_t cols) {
  const Local<T> x = make_local<T>(label, rows, cols);
  fill(exec, x, id,
       {.m = rows, .n = cols, .mb = std::max<index_t>(1, rows), .nb = std::max<index_t>(1, cols)},
       0, 1, 0, 1);
  return x;
}

template <class T>
Local<T> copy_of(const ExecSpace& exec, const Local<T>& x, const char* label) {
  const Local<T> y = make_local<T>(label, index_t(x.extent(0)), index_t(x.extent(1)));
  Kokkos::deep_copy(exec, y, x);
  exec.fence();
  return y;
}

// A GEMM to time: prepare() (untimed) restores C, run() returns when the result is done.
struct Contender {
  Contender(std::function<void()> p, std::function<void()> r)
      : prepare(std::move(p)), run(std::move(r)) {}
  std::function<void()> prepare, run;
  std::vector<double> ms;  // the slowest rank's wall time of each timed run
};

// One warm-up, then reps rounds, each running every contender once in turn (so that a change
// in the host's load meets all of them), each run starting after a barrier.
void time_rounds(int reps, int threads, std::vector<Contender>& contenders) {
  for (int r = -1; r < reps; ++r)
    for (Contender& c : contenders) {
      c.prepare();
      MPI_Barrier(MPI_COMM_WORLD);
      const double t0 = MPI_Wtime();
      c.run();
      double t = (MPI_Wtime() - t0) * 1e3;
      MPI_Allreduce(MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
      if (r >= 0) c.ms.push_back(t);
      // Kokkos' OpenMP threads and OpenBLAS' pthreads spin a while after a parallel region
      // (OpenBLAS' for about 2^28 cycles): let them sleep before the next one needs the cores.
      if (threads > 1) std::this_thread::sleep_for(std::chrono::milliseconds(250));
    }
}

// ||C - Ref||_F / ||Ref||_F over the whole distributed matrix.
template <class T>
double relative_diff(const ExecSpace& exec, const Local<T>& c, const Local<T>& ref) {
  const index_t lr = index_t(c.extent(0));
  double sums[2] = {0, 0};
  Kokkos::parallel_reduce(
      "tgemm::dist_bench::relative_diff",
      Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0,
                                                                 lr * index_t(c.extent(1))),
      KOKKOS_LAMBDA(index_t e, double& err, double& norm) {
        const double x = double(c(e % lr, e / lr)), r = double(ref(e % lr, e / lr));
        err += (x - r) * (x - r);
        norm += r * r;
      },
      sums[0], sums[1]);
  exec.fence();
  MPI_Allreduce(MPI_IN_PLACE, sums, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return sums[1] > 0 ? std::sqrt(sums[0] / sums[1]) : std::sqrt(sums[0]);
}

enum : std::uint64_t { kA = 1, kB = 2, kC = 3 };  // the inputs' seeds

// The check that needs no other GEMM: up to 64 elements of this rank's C recomputed from the
// inputs' generator in double; the relative norm error over all ranks' samples.
template <class T>
double spot_check(const dist::Grid& g, const Options& o, const DistMatrix<T>& C) {
  const auto c = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.local);
  const index_t lr = index_t(c.extent(0)), size = lr * index_t(c.extent(1));
  const index_t samples = std::min<index_t>(size, 64);
  double sums[2] = {0, 0};
  for (index_t s = 0; s < samples; ++s) {
    const index_t e = samples > 1 ? s * (size - 1) / (samples - 1) : 0;
    const index_t li = e % lr, lj = e / lr;
    const index_t i = to_global(li, C.dist.mb, g.myrow(), C.dist.rsrc, g.nprow());
    const index_t j = to_global(lj, C.dist.nb, g.mycol(), C.dist.csrc, g.npcol());
    // With --origin, C's elements outside the product's part keep their values.
    const index_t o1 = o.origin - 1;
    double ref = double(element<T>(kC, i, j));
    if (i >= o1 && i < o1 + o.m && j >= o1 && j < o1 + o.n) {
      double dot = 0;
      for (index_t p = o1; p < o1 + o.k; ++p)
        dot += double(o.ta == 'N' ? element<T>(kA, i, p) : element<T>(kA, p, i)) *
               double(o.tb == 'N' ? element<T>(kB, p, j) : element<T>(kB, j, p));
      ref = o.alpha * dot + o.beta * ref;
    }
    sums[0] += (double(c(li, lj)) - ref) * (double(c(li, lj)) - ref);
    sums[1] += ref * ref;
  }
  MPI_Allreduce(MPI_IN_PLACE, sums, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return sums[1] > 0 ? std::sqrt(sums[0] / sums[1]) : std::sqrt(sums[0]);
}

// The ScaLAPACK array descriptor of a distributed matrix whose local block is x (LLD: its
// column stride), in BLACS context `context`.
template <class T>
std::array<int, 9> descriptor_of(const DistMatrix<T>& x, int context) {
  return {1,
          context,
          int(x.dist.m),
          int(x.dist.n),
          int(x.dist.mb),
          int(x.dist.nb),
          x.dist.rsrc,
          x.dist.csrc,
          std::max<int>(1, int(x.local.extent(0)))};
}

#ifdef TGEMM_BENCH_HAVE_SCALAPACK
constexpr bool kHaveScalapack = true;
static_assert(Kokkos::SpaceAccessibility<Kokkos::HostSpace, ExecSpace::memory_space>::accessible,
              "tgemm-dist-bench: ScaLAPACK reads the local blocks from the host (CMake enables it "
              "on host backends only)");

// A BLACS grid of the same shape and order over MPI_COMM_WORLD as tgemm's; checks that BLACS
// puts this rank where tgemm does.
class BlacsGrid {
 public:
  explicit BlacsGrid(const dist::Grid& g) {
    Cblacs_get(-1, 0, &context_);
    Cblacs_gridinit(&context_, g.order() == dist::GridOrder::row_major ? "Row" : "Col", g.nprow(),
                    g.npcol());
    int p = 0, q = 0, row = -1, col = -1;
    Cblacs_gridinfo(context_, &p, &q, &row, &col);
    if (row != g.myrow() || col != g.mycol())
      throw std::runtime_error("BLACS puts this rank at (" + std::to_string(row) + ", " +
                               std::to_string(col) + "), tgemm::dist::Grid at (" +
                               std::to_string(g.myrow()) + ", " + std::to_string(g.mycol()) + ")");
  }
  ~BlacsGrid() {
    Cblacs_gridexit(context_);
    Cblacs_exit(1);  // frees BLACS' state, leaves MPI to MPI_Finalize
  }
  BlacsGrid(const BlacsGrid&) = delete;
  BlacsGrid& operator=(const BlacsGrid&) = delete;

  // x's descriptor in this context, as ScaLAPACK's descinit_ makes (and checks) it.
  template <class T>
  std::array<int, 9> descriptor(const DistMatrix<T>& x) const {
    using namespace dist;  // the descriptor's field names
    const std::array<int, 9> d = descriptor_of(x, context_);
    std::array<int, 9> desc{};
    int info = 0;
    descinit_(desc.data(), &d[M_], &d[N_], &d[MB_], &d[NB_], &d[RSRC_], &d[CSRC_], &context_,
              &d[LLD_], &info);
    if (info != 0) throw std::runtime_error("descinit_ rejected argument " + std::to_string(-info));
    return desc;
  }

 private:
  int context_ = -1;
};

template <class T>
void pgemm(const Options& o, const DistMatrix<T>& A, const int* desca, const DistMatrix<T>& B,
           const int* descb, const Local<T>& c, const int* descc) {
  const int m = int(o.m), n = int(o.n), k = int(o.k), at = int(o.origin);
  const T alpha = T(o.alpha), beta = T(o.beta);
  if constexpr (std::is_same_v<T, float>)
    psgemm_(&o.ta, &o.tb, &m, &n, &k, &alpha, A.local.data(), &at, &at, desca, B.local.data(), &at,
            &at, descb, &beta, c.data(), &at, &at, descc);
  else
    pdgemm_(&o.ta, &o.tb, &m, &n, &k, &alpha, A.local.data(), &at, &at, desca, B.local.data(), &at,
            &at, descb, &beta, c.data(), &at, &at, descc);
}
#else
constexpr bool kHaveScalapack = false;
#endif

// The median and the fastest of a contender's runs, ms; -1 where it did not run.
struct Timing {
  double median = -1, min = -1;
  Timing() = default;
  explicit Timing(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const std::size_t h = ms.size() / 2;
    median = ms.size() % 2 ? ms[h] : 0.5 * (ms[h - 1] + ms[h]);
    min = ms.front();
  }
};

struct Result {
  Timing tgemm, pdgemm, local;
  double rel_diff = -1, spot_err = -1;
  std::string local_kernel;  // auto's choice for rank 0's share
  index_t local_m = 0, local_n = 0;
};

template <class T>
Result bench(const ExecSpace& exec, const dist::Grid& g, const Options& o) {
  const bool an = o.ta == 'N', bn = o.tb == 'N';
  const index_t o1 = o.origin - 1;  // the rows and columns before the submatrices
  const auto A =
      make_dist<T>(exec, g, "A", kA, (an ? o.m : o.k) + o1, (an ? o.k : o.m) + o1, o.mb, o.nb);
  const auto B =
      make_dist<T>(exec, g, "B", kB, (bn ? o.k : o.n) + o1, (bn ? o.n : o.k) + o1, o.mb, o.nb);
  const auto C = make_dist<T>(exec, g, "C", kC, o.m + o1, o.n + o1, o.mb, o.nb);
  const Local<T> c0 = copy_of(exec, C.local, "C0");
  auto restore = [&](const Local<T>& c) {
    return [&exec, &c0, c] {
      Kokkos::deep_copy(exec, c, c0);
      exec.fence();
    };
  };
  const char tra[2] = {o.ta, 0}, trb[2] = {o.tb, 0};
  const T alpha = T(o.alpha), beta = T(o.beta);
  const dist::Options options{.transport = o.transport, .panel = o.panel, .overlap = o.overlap};
  std::vector<Contender> runs;
  if (o1 == 0) {
    runs.emplace_back(restore(C.local), [&] {
      dist::gemm(exec, g, tra, trb, alpha, A, B, beta, C, options);
      exec.fence();
    });
  } else if constexpr (kHostBackend) {  // complete_options turns --origin down elsewhere
    runs.emplace_back(restore(C.local), [&, at = int(o.origin), da = descriptor_of(A, 0),
                                         db = descriptor_of(B, 0), dc = descriptor_of(C, 0)] {
      dist::pgemm(g, tra, trb, int(o.m), int(o.n), int(o.k), alpha, A.local.data(), at, at,
                  da.data(), B.local.data(), at, at, db.data(), beta, C.local.data(), at, at,
                  dc.data(), options);
    });
  }

  Local<T> c_pgemm;
  int at_pdgemm = -1, at_local = -1;  // their places in runs
#ifdef TGEMM_BENCH_HAVE_SCALAPACK
  std::optional<BlacsGrid> blacs;
  std::array<int, 9> desca{}, descb{}, descc{};
  if (o.scalapack) {
    blacs.emplace(g);
    desca = blacs->descriptor(A);
    descb = blacs->descriptor(B);
    descc = blacs->descriptor(C);
    c_pgemm = copy_of(exec, c0, "C_pgemm");
    at_pdgemm = int(runs.size());
    runs.emplace_back(restore(c_pgemm),
                      [&] { pgemm(o, A, desca.data(), B, descb.data(), c_pgemm, descc.data()); });
  }
#endif

  Result r;
  Local<T> a_local, b_local, c_local;
  if (o.local) {
    // This rank's share alone: m_loc x n_loc x k, no communication; every rank at once, so
    // that they share the host's cores as in the distributed run.
    r.local_m = index_t(C.local.extent(0));
    r.local_n = index_t(C.local.extent(1));
    const index_t ml = r.local_m, nl = r.local_n;
    a_local = make_filled<T>(exec, "A_local", kA, an ? ml : o.k, an ? o.k : ml);
    b_local = make_filled<T>(exec, "B_local", kB, bn ? o.k : nl, bn ? nl : o.k);
    c_local = copy_of(exec, c0, "C_local");
    r.local_kernel = tuning::choose<ExecSpace, T>(
        exec, ml, nl, o.k, tuning::column_major_orientation(o.ta, o.tb, o.k, sizeof(T)));
    at_local = int(runs.size());
    runs.emplace_back(restore(c_local), [&] {
      tgemm::gemm(exec, tra, trb, alpha, a_local, b_local, beta, c_local);
      exec.fence();
    });
  }

  time_rounds(o.reps, exec.concurrency(), runs);
  r.tgemm = Timing(runs[0].ms);
  if (at_pdgemm >= 0) r.pdgemm = Timing(runs[std::size_t(at_pdgemm)].ms);
  if (at_local >= 0) r.local = Timing(runs[std::size_t(at_local)].ms);
  r.spot_err = spot_check(g, o, C);  // C and c_pgemm hold the last round's results
  if (at_pdgemm >= 0) r.rel_diff = relative_diff(exec, C.local, c_pgemm);
  return r;
}

// The most square P x Q = ranks with P <= Q.
std::pair<int, int> square_grid(int ranks) {
  int p = 1;
  for (int d = 1; d * d <= ranks; ++d)
    if (ranks % d == 0) p = d;
  return {p, ranks / p};
}

// The CPUs this rank may run on (mpirun binds ranks to a core each by default where they fit).
int cpus_of_rank() {
#ifdef __linux__
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
  return int(std::thread::hardware_concurrency());
}

std::string host_cpu() {
  if (const char* c = std::getenv("TGEMM_HOST_CPU")) return c;
  std::ifstream cpu("/proc/cpuinfo");
  for (std::string line; std::getline(cpu, line);)
    if (line.rfind("model name", 0) == 0) return trim(line.substr(line.find(':') + 1));
  return "unknown";
}

struct RunInfo {
  std::string commit, date, cpu, device, backend, kokkos, blas;
  int ranks = 0, threads = 0, blas_threads = -1;
  int cpus = 0;  // the fewest CPUs a rank may run on
  double tolerance = 0;
};

void print_row(const Options& o, const RunInfo& info, const Result& r, const std::string& status) {
  const double gflop = 2.0 * double(o.m) * double(o.n) * double(o.k) * 1e-9;
  auto gflops = [&](double ms) { return fmt(ms > 0 ? gflop / (ms * 1e-3) : 0, 1, ms > 0); };
  auto per_rank = [&](double ms) {
    return fmt(ms > 0 ? gflop / (ms * 1e-3) / info.ranks : 0, 1, ms > 0);
  };
  const double tg_ms = r.tgemm.median, pd_ms = r.pdgemm.median, local_ms = r.local.median;
  const bool pd = pd_ms > 0, local = local_ms > 0;
  print_columns(
      {"m",        "n",        "k",        "mb",        "nb",       "op",        "dtype",
       "grid",     "thr",      "tgemm ms", "GFLOP/s",   "/rank",    "pdgemm ms", "GFLOP/s",
       "% pdgemm", "local ms", "eff %",    "vs pdgemm", "spot err", "check"},
      {{std::to_string(o.m),
        std::to_string(o.n),
        std::to_string(o.k),
        std::to_string(o.mb),
        std::to_string(o.nb),
        std::string{o.ta, o.tb},
        o.type,
        std::to_string(o.nprow) + "x" + std::to_string(o.npcol),
        std::to_string(info.threads),
        fmt(tg_ms, 2),
        gflops(tg_ms),
        per_rank(tg_ms),
        fmt(pd_ms, 2, pd),
        gflops(pd_ms),
        fmt(100 * pd_ms / tg_ms, 1, pd),
        fmt(local_ms, 2, local),
        fmt(100 * local_ms / tg_ms, 1, local),
        fmt_err(r.rel_diff),
        fmt_err(r.spot_err),
        status}},
      0, 5);
}

void write_json(const std::string& file, const Options& o, const RunInfo& info, const Result& r,
                const std::string& status) {
  std::ofstream out(file);
  if (!out) throw std::runtime_error("--json: cannot write '" + file + "'");
  const double flops = 2.0 * double(o.m) * double(o.n) * double(o.k);
  auto gflops = [&](double ms) { return ms > 0 ? flops / (ms * 1e6) : -1.0; };
  auto ratio = [](double num, double den) { return num > 0 && den > 0 ? num / den : -1.0; };
  auto str = [](const std::string& s) { return "\"" + json_escape(s) + "\""; };
  out << "{\"bench\": \"tgemm-dist-bench\", \"commit\": " << str(info.commit)
      << ", \"date\": " << str(info.date) << ", \"host_cpu\": " << str(info.cpu)
      << ", \"device\": " << str(info.device) << ", \"backend\": " << str(info.backend)
      << ", \"kokkos\": " << str(info.kokkos) << ", \"blas\": " << str(info.blas)
      << ", \"ranks\": " << info.ranks << ", \"grid\": \"" << o.nprow << "x" << o.npcol
      << "\", \"threads_per_rank\": " << info.threads << ", \"cpus_per_rank\": " << info.cpus
      << ", \"blas_threads\": " << json_num(info.blas_threads) << ", \"m\": " << o.m
      << ", \"n\": " << o.n << ", \"k\": " << o.k << ", \"mb\": " << o.mb << ", \"nb\": " << o.nb
      << ", \"trans\": \"" << o.ta << o.tb << "\", \"type\": \"" << o.type
      << "\", \"alpha\": " << o.alpha << ", \"beta\": " << o.beta << ", \"panel\": " << o.panel
      << ", \"origin\": " << o.origin << ", \"overlap\": " << (o.overlap ? "true" : "false")
      << ", \"reps\": " << o.reps << ", \"transport\": "
      << str(o.transport == dist::Transport::mpi    ? "mpi"
             : o.transport == dist::Transport::nccl ? "nccl"
                                                    : "auto")
      << ", \"tgemm_ms\": " << json_num(r.tgemm.median)
      << ", \"tgemm_min_ms\": " << json_num(r.tgemm.min)
      << ", \"gflops\": " << json_num(gflops(r.tgemm.median))
      << ", \"gflops_per_rank\": " << json_num(gflops(r.tgemm.median) / info.ranks)
      << ", \"pdgemm_ms\": " << json_num(r.pdgemm.median)
      << ", \"pdgemm_min_ms\": " << json_num(r.pdgemm.min)
      << ", \"pdgemm_gflops\": " << json_num(gflops(r.pdgemm.median))
      << ", \"pct_pdgemm\": " << json_num(100 * ratio(r.pdgemm.median, r.tgemm.median))
      << ", \"local_ms\": " << json_num(r.local.median)
      << ", \"local_min_ms\": " << json_num(r.local.min)
      << ", \"local_kernel\": " << str(r.local_kernel)
      << ", \"efficiency\": " << json_num(ratio(r.local.median, r.tgemm.median))
      << ", \"rel_diff\": " << json_num(r.rel_diff) << ", \"spot_err\": " << json_num(r.spot_err)
      << ", \"tolerance\": " << json_num(info.tolerance) << ", \"status\": " << str(status)
      << "}\n";
}

// The defaults that depend on the run, and --grid against the ranks (checked here, where every
// rank fails alike, rather than in one rank's Grid).
void complete_options(Options& o) {
  if (!kHaveScalapack) o.scalapack = false;
  int ranks = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (o.nprow == 0) std::tie(o.nprow, o.npcol) = square_grid(ranks);
  if (o.nprow * o.npcol != ranks)
    throw std::invalid_argument(
        "--grid " + std::to_string(o.nprow) + "x" + std::to_string(o.npcol) + " needs " +
        std::to_string(o.nprow * o.npcol) + " ranks, not " + std::to_string(ranks));
  if (o.origin > 1 && !kHostBackend)
    throw std::invalid_argument("--origin: tgemm::dist::pgemm takes host arrays (host backends)");
  if (o.origin > 1 && o.local)
    throw std::invalid_argument(
        "--origin and --local do not go together: the local share is of "
        "the whole local block");
}

int run(const Options& o) {
  int ranks = 0, rank = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const dist::Grid grid(MPI_COMM_WORLD, o.nprow, o.npcol);
  const ExecSpace exec{};

  RunInfo info;
  info.ranks = ranks;
  info.threads = exec.concurrency();
  info.cpus = cpus_of_rank();
  MPI_Allreduce(MPI_IN_PLACE, &info.cpus, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  info.commit = commit();
  info.date = utc_now();
  info.cpu = host_cpu();
  const DeviceInfo dev = device_info();
  info.device = dev.name;
  info.backend = dev.backend;
  info.kokkos = std::to_string(KOKKOS_VERSION / 10000) + "." +
                std::to_string(KOKKOS_VERSION / 100 % 100) + "." +
                std::to_string(KOKKOS_VERSION % 100);
  info.tolerance = o.type == "float" ? 1e-3 : 1e-10;
#ifdef TGEMM_BENCH_HAVE_SCALAPACK
  // Same thread count for both: OpenBLAS' own pool would otherwise size itself to the machine.
  if (openblas_set_num_threads) openblas_set_num_threads(info.threads);
  if (openblas_get_num_threads) info.blas_threads = openblas_get_num_threads();
  info.blas = openblas_get_config ? trim(openblas_get_config()) : "not OpenBLAS";
  if (!o.scalapack) info.blas = "-";
#else
  info.blas = "-";
#endif

  const std::string pdgemm_note =
      !o.scalapack ? std::string(kHaveScalapack ? "not run (--no-scalapack)"
                                                : "not run (no ScaLAPACK in this build)")
                   : "ScaLAPACK p" + std::string(o.type == "float" ? "s" : "d") +
                         "gemm_, BLACS grid \"Row\"; BLAS " + info.blas + ", " +
                         std::to_string(info.blas_threads) + " thread(s) a rank";
  if (rank == 0) {
    std::cout << "tgemm-dist-bench  " << ranks << " ranks, grid " << o.nprow << "x" << o.npcol
              << " (row-major), " << info.threads << " thread(s) a rank (" << info.backend
              << ")\n  host: " << info.cpu << (kHostBackend ? "" : "; device: " + info.device)
              << "\n  Kokkos " << info.kokkos << ", commit " << info.commit << ", " << info.date
              << "\n"
              << "  C = alpha op(A) op(B) + beta C (alpha " << o.alpha << ", beta " << o.beta
              << "), inputs uniform in [-1, 1) hashed from their global index\n"
              << (o.origin > 1 ? "  submatrices at (" + std::to_string(o.origin) + ", " +
                                     std::to_string(o.origin) +
                                     ") of matrices that much larger: tgemm::dist::pgemm\n"
                               : std::string())
              << "  tgemm::dist::gemm: panel " << (o.panel ? std::to_string(o.panel) : "auto")
              << ", overlap " << (o.overlap ? "on" : "off") << "\n"
              << "  pdgemm: " << pdgemm_note << "\n"
              << "  timing: MPI_Wtime of the slowest rank after a barrier, median of " << o.reps
              << " rounds after 1 warm-up (a round runs each GEMM once, in turn)\n"
              << "  check: 64 elements a rank recomputed (spot err); tgemm against p?gemm "
                 "(vs pdgemm); tolerance "
              << fmt_err(info.tolerance) << "\n"
              << std::flush;
    if (kHostBackend && info.cpus < info.threads)
      std::cout << "  WARNING: a rank runs " << info.threads << " threads on " << info.cpus
                << " CPU(s) (mpirun binds each rank to a core where they fit: --bind-to none, or "
                   "--map-by slot:PE="
                << info.threads << ")\n";
  }
  const Result r = o.type == "float" ? bench<float>(exec, grid, o) : bench<double>(exec, grid, o);
  const bool wrong =
      !(r.spot_err <= info.tolerance) || (r.rel_diff >= 0 && !(r.rel_diff <= info.tolerance));
  const std::string status = wrong ? "WRONG" : "ok";
  if (rank == 0) {
    if (!r.local_kernel.empty())
      std::cout << "  local: tgemm::gemm auto on rank 0's share " << r.local_m << "x" << r.local_n
                << "x" << o.k << ": " << r.local_kernel << "\n";
    std::cout << "\n";
    print_row(o, info, r, status);
    if (!o.json.empty()) write_json(o.json, o, info, r, status);
  }
  return wrong ? 1 : 0;
}

}  // namespace
}  // namespace tgemm::bench

int main(int argc, char** argv) {
  int provided = 0, rank = 0, status = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  {
    Kokkos::ScopeGuard kokkos(argc, argv);
    tgemm::bench::Options o;
    try {
      o = tgemm::bench::parse_options(argc, argv);  // the same on every rank
      tgemm::bench::complete_options(o);
    } catch (const std::exception& e) {
      if (rank == 0) std::cerr << "tgemm-dist-bench: " << e.what() << "\n";
      status = 2;
    }
    if (o.help && rank == 0) tgemm::bench::usage();
    if (status == 0 && !o.help) {
      try {
        status = tgemm::bench::run(o);
      } catch (const std::exception& e) {
        std::cerr << "tgemm-dist-bench (rank " << rank << "): " << e.what() << "\n";
        MPI_Abort(MPI_COMM_WORLD, 2);  // the other ranks may wait in a collective
      }
    }
  }
  MPI_Finalize();
  return status;
}
