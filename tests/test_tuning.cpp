// Variant "auto" and what it chooses from: every tuning candidate, with and without a
// forced split of K, against the host reference; the tuning table's parsing and lookup.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <tgemm/batched_gemm.hpp>
#include <tgemm/device/host_gemv.hpp>
#include <tgemm/schedule/split_k.hpp>
#include <tgemm/tuning.hpp>
#include <tgemm/tuning/batched_candidates.hpp>
#include <tgemm/tuning/half.hpp>

#include "support/gemm_check.hpp"
#include "support/table_guard.hpp"

namespace tgemm::test {
namespace {

const GemmCase kCandidateShapes[] = {
    {'N', 'N', 67, 45, 37, 1, 0},         {'T', 'N', 33, 130, 70, -1, 1},
    {'N', 'T', 129, 65, 200, 0.5, -0.25}, {'T', 'T', 1, 17, 300, 1, 0},
    {'N', 'N', 20, 30, 1000, 1, 0.5},  // long K: split below
};

// Every candidate of list Set through the library, with `slices` forced where its schedule
// splits K. A candidate this backend cannot run (host backends offer 32 KiB of level-0 team
// scratch, the deepest GPU tiles double-buffer more; CPU kernels do not run on GPUs) is
// skipped, never the fallback of the space's own list, which auto runs without a table.
template <class Set, class T>
void check_all_candidates() {
  constexpr bool own = std::is_same_v<Set, tuning::kernel_set<ExecSpace>>;
  const std::string fallback = tuning::fallback_candidate_in<Set, T>();
  int ran = 0;
  for (int i = 0; i < tuning::candidate_count_in<Set, T>(); ++i) {
    const std::string name = tuning::candidate_name_in<Set, T>(i);
    SCOPED_TRACE(name);
    try {
      tuning::check_candidate_in<Set, ExecSpace, T>(ExecSpace(), i);
    } catch (const std::invalid_argument& e) {
      if (own) {
        ASSERT_NE(name, fallback) << e.what();
      }
      std::printf("skipped on %s: %s\n", ExecSpace::name(), e.what());
      continue;
    }
    ++ran;
    for (const GemmCase& g : kCandidateShapes)
      for (index_t slices : {1, 3, 7})
        check_gemm<T>(g, Storage::left, Storage::right, Storage::window, true,
                      [&](char ta, char tb, T alpha, auto A, auto B, T beta, auto C) {
                        const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
                        tuning::run_candidate_in<Set, ExecSpace, T>(
                            ExecSpace(), i, alpha, device::make_problem(tra, trb, A, B, C), beta,
                            {.slices = slices});
                      });
  }
  if (own) {
    EXPECT_GE(ran, 2);
  }
}

TEST(Tuning, EveryGpuFloatCandidateMatchesReference) {
  check_all_candidates<tuning::GpuKernels, float>();
}
TEST(Tuning, EveryGpuDoubleCandidateMatchesReference) {
  check_all_candidates<tuning::GpuKernels, double>();
}
TEST(Tuning, EveryHostFloatCandidateMatchesReference) {
  check_all_candidates<tuning::HostKernels, float>();
}
TEST(Tuning, EveryHostDoubleCandidateMatchesReference) {
  check_all_candidates<tuning::HostKernels, double>();
}

// The table's names are generated from the kernels' types: no two candidates of a list share
// one, and a space's fallback is one of its candidates.
template <class Set, class T>
void check_names() {
  std::set<std::string> names;
  for (int i = 0; i < tuning::candidate_count_in<Set, T>(); ++i) {
    const std::string name = tuning::candidate_name_in<Set, T>(i);
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ((tuning::candidate_index_in<Set, T>(name)), i);
  }
  EXPECT_GE((tuning::candidate_index_in<Set, T>(tuning::fallback_candidate_in<Set, T>())), 0);
  EXPECT_THROW((tuning::candidate_name_in<Set, T>(tuning::candidate_count_in<Set, T>())),
               std::invalid_argument);
}

TEST(Tuning, CandidateNamesAreUnique) {
  check_names<tuning::GpuKernels, float>();
  check_names<tuning::GpuKernels, double>();
  check_names<tuning::HostKernels, float>();
  check_names<tuning::HostKernels, double>();
}

// Host backends look up rows of their ISA; GPUs of their compute capability.
TEST(Tuning, ArchNamesTheIsaOnHostBackends) {
  const std::string arch = tuning::device_arch(ExecSpace());
  if (Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible)
    EXPECT_EQ(arch.rfind("host-", 0), 0u) << arch;
  else
    EXPECT_EQ(arch.rfind("sm_", 0), 0u) << arch;
}

TEST(Tuning, SplitKSlicesFillTheDeviceWithinBounds) {
  EXPECT_EQ(schedule::split_k_slices(264, 600, 4096, 8), 1);   // two waves of tiles: no split
  EXPECT_EQ(schedule::split_k_slices(264, 300, 4096, 8), 4);   // 5 waves of a quarter, not 2 of all
  EXPECT_EQ(schedule::split_k_slices(264, 4, 65536, 16), 64);  // capped at 64
  EXPECT_EQ(schedule::split_k_slices(264, 4, 1000, 8), 15);    // 8 slabs per slice at least
  EXPECT_EQ(schedule::split_k_slices(264, 1, 37, 8), 1);       // short K: one slice, not zero
  // 100 tiles on 264 teams: 5 slices (500 teams, two waves of a fifth of K), not 3 (two waves of
  // a third) nor 2 (one wave of a half)
  EXPECT_EQ(schedule::split_k_slices(264, 100, 100000, 8), 5);
  EXPECT_EQ(schedule::split_k_slices(528, 64, 8193, 8), 8);   // 512 teams: one wave, not 576
  EXPECT_EQ(schedule::split_k_slices(528, 300, 8193, 8), 5);  // 1500 teams in three waves
  EXPECT_EQ(schedule::split_k_slices(396, 512, 2048, 8), 3);  // 2048^3, 64 x 128 at 3 an SM
  EXPECT_EQ(schedule::split_k_slices(1, 1, 100000, 8), 1);    // host: one team fills it
  // small tiles may split deeper: 32 x 32 up to 512 slices, 128 x 128 and larger 64
  EXPECT_EQ(schedule::max_slices(32, 32), 512);
  EXPECT_EQ(schedule::max_slices(64, 64), 256);
  EXPECT_EQ(schedule::max_slices(64, 128), 128);
  EXPECT_EQ(schedule::max_slices(256, 128), 64);
  EXPECT_EQ(schedule::split_k_slices(1056, 1, 103925, 8, schedule::max_slices(32, 32)), 512);
}

// The half candidate a row of a half dtype names (tuning/half.hpp), or -1. Builds without
// tensor-core code have no half candidates: there a row must name one of FP32's GPU kernels or a
// tensor-core rung, the candidates such a build would have.
int half_row_candidate(const tuning::Entry& r) {
  const bool tf32 = r.dtype == "tf32", bf16 = r.dtype.rfind("bf16", 0) == 0;
  if (tuning::half_candidate_count<half_t>() == 0)
    return r.kernel.rfind("half_wgmma<", 0) == 0 || r.kernel.rfind("half_mma<", 0) == 0
               ? 0
               : tuning::candidate_index_in<tuning::GpuKernels, float>(r.kernel);
  return tf32   ? tuning::half_candidate_index<float>(r.kernel)
         : bf16 ? tuning::half_candidate_index<bhalf_t>(r.kernel)
                : tuning::half_candidate_index<half_t>(r.kernel);
}

// Every row of the committed sm_90 table names a candidate of its dtype: a renamed or removed
// candidate would otherwise send auto silently to the fallback at that shape.
TEST(Tuning, CommittedTableNamesOnlyCandidates) {
  const std::vector<tuning::Entry> rows = tuning::builtin_rows();
  ASSERT_GT(rows.size(), 10u);
  int host_rows = 0, half_rows = 0;
  const std::set<std::string> half_dtypes = {"f16", "f16f32", "bf16", "bf16f32", "tf32"};
  for (const auto& r : rows) {
    if (half_dtypes.count(r.dtype)) {
      ++half_rows;
      EXPECT_GE(half_row_candidate(r), 0)
          << r.arch << " " << r.dtype << " " << r.m << "x" << r.n << "x" << r.k << ": " << r.kernel;
      continue;
    }
    const bool host = r.arch.rfind("host-", 0) == 0;  // a CPU's rows name CPU candidates
    host_rows += host;
    const bool batched = r.dtype.find("-batched") != std::string::npos;
    const int i = batched ? (r.dtype == tuning::batched_dtype<float>()
                                 ? tuning::batched_candidate_index<float>(r.kernel)
                                 : tuning::batched_candidate_index<double>(r.kernel))
                  : host  ? (r.dtype == "float"
                                 ? tuning::candidate_index_in<tuning::HostKernels, float>(r.kernel)
                                 : tuning::candidate_index_in<tuning::HostKernels, double>(r.kernel))
                          : (r.dtype == "float"
                                 ? tuning::candidate_index_in<tuning::GpuKernels, float>(r.kernel)
                                 : tuning::candidate_index_in<tuning::GpuKernels, double>(r.kernel));
    EXPECT_GE(i, 0) << r.arch << " " << r.dtype << " " << r.m << "x" << r.n << "x" << r.k << ": "
                    << r.kernel;
  }
  EXPECT_GT(host_rows, 10);  // the development machines' CPU table (host-avx512)
  EXPECT_GT(half_rows, 10);  // tgemm-half-bench --tune's rows
}

// Every GPU candidate has a model row in the committed sm_90 table: without one, auto runs it
// only at shapes within 10 % of a measured row naming it (the packed 64 x 128 x 16 tiles once
// lacked theirs, and large FP64 cubes between the measured ones ran an in-place tile well
// behind them). The exceptions are candidates only measured rows pick, named with the reason.
template <class T>
void expect_model_rows(const std::set<std::string>& rows_only) {
  std::set<std::string> modeled;
  for (const auto& r : tuning::builtin_rows())
    if (r.model && r.arch == "sm_90" && r.dtype == device::scalar_name<T>())
      modeled.insert(r.kernel);
  for (int i = 0; i < tuning::candidate_count_in<tuning::GpuKernels, T>(); ++i) {
    const std::string name = tuning::candidate_name_in<tuning::GpuKernels, T>(i);
    EXPECT_TRUE(modeled.count(name) || rows_only.count(name)) << "no model row: " << name;
  }
  for (const std::string& name : rows_only)
    EXPECT_GE((tuning::candidate_index_in<tuning::GpuKernels, T>(name)), 0) << name;
}

TEST(TuningModel, CommittedTableModelsEveryGpuCandidate) {
  expect_model_rows<float>({});
  // Timed only at large cubes so far (bench/results/h200-2026-12-04c-fp64-in-place-tn): a fit
  // to those alone would say nothing about the shapes between them and the sweep's.
  expect_model_rows<double>(
      {"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4,A1>>"});
}

// Two 40 x 40 float products in LayoutRight views, rows merged into the table (restored after
// the test) and batched_gemm's choice for the views at given transposes.
class TuningBatched : public ::testing::Test {
 protected:
  using T = float;
  void merge(const std::string& csv) {
    std::istringstream in(csv);
    tuning::Table::instance().merge(tuning::parse_table(in, "test"));
  }
  std::string choose(const char* ta, const char* tb, T alpha = 1) const {
    return tuning::choose_batched(exec, alpha,
                                  tgemm::detail::checked_batched<ExecSpace>(ta, tb, A, B, C));
  }
  // The start of a batched row for size^3 on this device, up to its kernel's name.
  std::string row_head(int size = 40) const {
    const std::string s = std::to_string(size);
    return tuning::device_arch(exec) + "," + tuning::batched_dtype<T>() + "," + s + "," + s + "," +
           s + ",";
  }
  static constexpr bool host = Kokkos::SpaceAccessibility<ExecSpace, Kokkos::HostSpace>::accessible;
  TableGuard guard;
  const ExecSpace exec{};
  Kokkos::View<T***, Kokkos::LayoutRight, MemSpace> A{"A", 2, 40, 40}, B{"B", 2, 40, 40},
      C{"C", 2, 40, 40};
};

// batched_gemm on a GPU runs the candidate of the nearest batched row of its device; without
// one, its size rule; on a host space, the CPU paths whatever the table says.
TEST_F(TuningBatched, RowsDecideBatchedGemmOnGpus) {
  const std::string before = choose("N", "N");
  const std::string name =
      tuning::batched_candidate_name<T>(tuning::batched_candidate_count<T>() - 1);
  merge(row_head(48) + "\"" + name + "\"\n");
  const std::string after = choose("N", "N");
  if constexpr (host) {
    EXPECT_EQ(after, before);
    EXPECT_NE(after.find("CPU"), std::string::npos) << after;
  } else {
    EXPECT_EQ(after, name);
    // alpha = 0 only scales C: the team-level GEMM, whatever the rows say.
    EXPECT_EQ(choose("N", "N", T(0)), tuning::batched_candidate_name<T>(1));
  }
  // A row naming no candidate falls back to the size rule.
  merge(row_head() + "no_such_kernel\n");
  const std::string fallback = choose("N", "N");
  if constexpr (!host) {
    EXPECT_GE(tuning::batched_candidate_index<T>(fallback), 0) << fallback;
  }
}

// A batched row measured at one transpose (tenth column) serves operands that lie that way
// before the size's row for every orientation, and never operands that lie another way.
// LayoutRight A and B not transposed lie as column-major ones transposed ("TT").
TEST_F(TuningBatched, RowsForOneTransposeServeThatOrientation) {
  const int count = tuning::batched_candidate_count<T>();
  const std::string every = tuning::batched_candidate_name<T>(count - 1),
                    only_tt = tuning::batched_candidate_name<T>(count - 2);
  ASSERT_NE(every, only_tt);
  merge(row_head() + "\"" + every + "\"\n" + row_head() + "\"" + only_tt + "\",1,dev,date,TT\n");
  if constexpr (host) {
    EXPECT_NE(choose("N", "N").find("CPU"), std::string::npos);
  } else {
    EXPECT_EQ(choose("N", "N"), only_tt);
    EXPECT_EQ(choose("T", "N"), every);
  }
}

// Without batched rows (another arch, or a tuning file that replaced sm_90's), batched_gemm's
// size rule picks what the committed sm_90 rows for every orientation pick at their sizes.
TEST(Tuning, BatchedSizeRuleAgreesWithCommittedRows) {
  int rows = 0;
  for (const auto& r : tuning::builtin_rows()) {
    if (r.arch != "sm_90" || r.dtype.find("-batched") == std::string::npos || r.orientation >= 0)
      continue;
    ++rows;
    const bool f32 = r.dtype == tuning::batched_dtype<float>();
    const int rule = f32 ? tuning::batched_size_rule<float>(r.m, r.n)
                         : tuning::batched_size_rule<double>(r.m, r.n);
    EXPECT_EQ(f32 ? tuning::batched_candidate_name<float>(rule)
                  : tuning::batched_candidate_name<double>(rule),
              r.kernel)
        << r.dtype << " " << r.m << "x" << r.n << "x" << r.k;
  }
  EXPECT_GE(rows, 10);
}

TEST(Tuning, TableLookupTakesNearestRowOfArchAndDtype) {
  TableGuard guard;
  std::istringstream in(
      "# comment\n"
      "sm_90,float,4096,4096,4096,big\n"
      "sm_90,float,512,512,512,small\n"
      "sm_90,double,512,512,512,small_double\n"
      "sm_80,float,600,600,600,other_arch\n");
  tuning::Table& t = tuning::Table::instance();
  t.merge(tuning::parse_table(in, "test"));
  EXPECT_EQ(t.lookup("sm_90", "float", 3000, 5000, 4096), "big");
  EXPECT_EQ(t.lookup("sm_90", "float", 600, 400, 700), "small");
  EXPECT_EQ(t.lookup("sm_90", "double", 8000, 8000, 8000), "small_double");
  EXPECT_EQ(t.lookup("sm_80", "float", 8000, 8000, 8000), "other_arch");
  EXPECT_EQ(t.lookup("sm_75", "float", 512, 512, 512), "");
  // A name the table gives that is no candidate falls back instead of failing.
  std::istringstream bad(tuning::device_arch(ExecSpace()) + ",float,8,8,8,no_such_kernel\n");
  t.merge(tuning::parse_table(bad, "test"));
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 8, 8, 8)),
            (tuning::fallback_candidate<ExecSpace, float>()));
}

// Rows measured on a grid finer than 10 % (cubes 256 apart) lie within 10 % of their neighbours'
// shapes: a shape takes the nearest of the rows within 10 %, whichever the table lists first,
// and a row for its orientation still comes before nearer rows for every orientation.
TEST(Tuning, LookupWithinTakesTheNearestRowWithinTheRatio) {
  TableGuard guard;
  std::istringstream in(
      "sm_90,double,6656,6656,6656,at6656,1,device,date\n"
      "sm_90,double,7168,7168,7168,at7168,1,device,date\n"
      "sm_90,double,6144,6144,6144,at6144,1,device,date\n"
      "sm_90,double,6400,6400,6400,\"tn,only\",1,device,date,TN\n");
  tuning::Table& table = tuning::Table::instance();
  table.merge(tuning::parse_table(in, "test"));
  const int tn = tuning::column_major_orientation('T', 'N').code(),
            nn = tuning::column_major_orientation('N', 'N').code();
  EXPECT_EQ(table.lookup_within("sm_90", "double", 7168, 7168, 7168, 1.1, {}, nn), "at7168");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 7000, 7100, 7168, 1.1, {}, nn), "at7168");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 6144, 6144, 6144, 1.1), "at6144");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 6600, 6700, 6656, 1.1, {}, nn), "at6656");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 6144, 6144, 6144, 1.1, {}, tn), "tn,only");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 8000, 8000, 8000, 1.1), "");
  // rows a filter refuses are passed over for the next nearest
  auto not_7168 = [](const tuning::Entry& e) { return e.kernel != "at7168"; };
  EXPECT_EQ(table.lookup_within("sm_90", "double", 7168, 7168, 7168, 1.1, not_7168, nn), "at6656");
}
// A row naming no candidate (a tuning file from another version of the library, a typo) is
// passed over: the next rule picks, here the nearest row, not the fallback kernel.
TEST(Tuning, RowsNamingNoCandidateArePassedOver) {
  TableGuard guard;
  const std::string arch = tuning::device_arch(ExecSpace());
  const std::string fallback = tuning::fallback_candidate<ExecSpace, float>();
  std::string good;  // a candidate other than the fallback
  for (int i = 0; good.empty(); ++i)
    if (tuning::candidate_name<ExecSpace, float>(i) != fallback)
      good = tuning::candidate_name<ExecSpace, float>(i);
  std::istringstream in(arch + ",float,96,96,96,\"team_split_k<no_such_kernel,M8>\",1,d,date\n" +
                        arch + ",float,300,300,300,\"" + good + "\",1,d,date\n");
  tuning::Table::instance().merge(tuning::parse_table(in, "test"));
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 96, 96, 96)), good);
}

// A row may name the transposes it was measured at (tgemm-tune writes one where a candidate runs
// that transpose more than 10 % faster than the shape's row): it serves calls whose operands lie
// that way, before the row for every orientation, and no others.
TEST(Tuning, RowsForOneTransposeServeThatOrientationFirst) {
  TableGuard guard;
  std::istringstream in(
      "sm_90,double,1686,3995,5062,every,37138,device,date\n"
      "sm_90,double,1686,3995,5062,\"only,tn\",35510,device,date,TN\n"
      "sm_90,double,100,100,100,\"far,tt\",1,device,date,TT\n");
  const std::vector<tuning::Entry> rows = tuning::parse_table(in, "test");
  ASSERT_EQ(rows.size(), 3u);
  const int tn = tuning::column_major_orientation('T', 'N').code(),
            nn = tuning::column_major_orientation('N', 'N').code(),
            tt = tuning::column_major_orientation('T', 'T').code();
  EXPECT_EQ(rows[0].orientation, -1);
  EXPECT_EQ(rows[1].orientation, tn);
  EXPECT_EQ(rows[2].orientation, tt);
  std::set<int> codes;  // four transposes, four orientations
  for (const char* t : {"NN", "NT", "TN", "TT"}) codes.insert(tuning::transposes_code(t));
  EXPECT_EQ(codes.size(), 4u);
  EXPECT_EQ(*codes.begin(), 0);
  EXPECT_EQ(tuning::transposes_code("TX"), -1);
  tuning::Table& table = tuning::Table::instance();
  table.merge(rows);
  // within 10 %: the TN row for TN operands, the general row for others and for an unknown
  // orientation
  EXPECT_EQ(table.lookup_within("sm_90", "double", 1700, 4000, 5000, 1.1, {}, tn), "only,tn");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 1700, 4000, 5000, 1.1, {}, nn), "every");
  EXPECT_EQ(table.lookup_within("sm_90", "double", 1700, 4000, 5000, 1.1), "every");
  // nearest row: one for another orientation is passed over
  EXPECT_EQ(table.lookup("sm_90", "double", 90, 90, 90, {}, tt), "far,tt");
  EXPECT_EQ(table.lookup("sm_90", "double", 90, 90, 90, {}, nn), "every");
  // a row whose tenth column is no transposes is refused, naming the column
  std::istringstream bad("sm_90,double,8,8,8,k,1,device,date,TX\n");
  try {
    tuning::parse_table(bad, "bad");
    ADD_FAILURE() << "a row with transposes 'TX' was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("transposes"), std::string::npos) << e.what();
  }
}

// tgemm-tune's rows at one shape: the best geometric mean over the transposes among candidates
// that ran at all of them, and a row for one transpose where another runs it more than 10 %
// faster than that one.
TEST(Tuning, TunedRowsTakeTheMeanAndTheTransposesItLoses) {
  // gflops[j][c]: candidate c at NN, NT, TN, TT (0: failed its check or could not run). 0 runs
  // 100 everywhere; 1 is fast at TN only; 2 is fastest at NN but failed TT; 3 is 9 % faster at TT.
  const std::vector<std::vector<double>> gflops = {
      {100, 60, 300, 50}, {100, 60, 90, 50}, {100, 130, 90, 50}, {100, 60, 0, 109}};
  const tuning::TunedRows r = tuning::tuned_rows(gflops, 1.10);
  EXPECT_EQ(r.row, 0);  // geometric means 100, 72.8, (out), 60.8
  EXPECT_NEAR(r.mean_gflops, 100.0, 1e-9);
  ASSERT_EQ(r.alone.size(), 4u);
  EXPECT_EQ(r.alone[0], 2);   // correct at NN, 3x the row there
  EXPECT_EQ(r.alone[1], -1);  // the row is the fastest at NT
  EXPECT_EQ(r.alone[2], 1);   // 130 > 1.10 x 100
  EXPECT_EQ(r.alone[3], -1);  // 109 is within 10 %
  // a candidate that failed one transpose is no row, but may be one transpose's
  const tuning::TunedRows f = tuning::tuned_rows({{100, 500}, {100, 0}}, 1.10);
  EXPECT_EQ(f.row, 0);
  EXPECT_EQ(f.alone[0], 1);
  EXPECT_EQ(f.alone[1], -1);
  // one transpose timed: its row, no rows for one transpose; nothing ran: no row
  EXPECT_EQ(tuning::tuned_rows({{1, 3, 2}}, 1.10).row, 1);
  EXPECT_EQ(tuning::tuned_rows({{1, 3, 2}}, 1.10).alone[0], -1);
  EXPECT_EQ(tuning::tuned_rows({{0, 0}, {0, 5}}, 1.10).row, -1);
}

// Over rounds: the rules above on each candidate's geometric mean, and a row for one transpose
// where a candidate beat the size's row in every round by more than the steady gain over them.
TEST(Tuning, TunedRowsOverRoundsKeepOnlySteadyGains) {
  // rounds[i][j][c]: candidates 0-3 at NN and TT. At TT, 1 is 5 % ahead in both rounds, 2 is
  // 5 % ahead over the rounds but behind in the second, 3 leads by 15 % in one round only.
  const std::vector<std::vector<std::vector<double>>> steady = {
      {{100, 90, 90, 90}, {100, 105, 111, 80}}, {{100, 90, 90, 90}, {100, 105, 99, 80}}};
  const tuning::TunedRows s = tuning::tuned_rows(steady, 1.10, 1.03);
  EXPECT_EQ(s.row, 0);
  ASSERT_EQ(s.alone.size(), 2u);
  EXPECT_EQ(s.alone[0], -1);
  EXPECT_EQ(s.alone[1], 1);  // 2's mean (104.8) is below 1's (105)
  ASSERT_EQ(s.alone_gflops.size(), 2u);
  EXPECT_EQ(s.alone_gflops[0], 0.0);
  EXPECT_NEAR(s.alone_gflops[1], 105.0, 1e-9);  // 1's mean over the rounds at TT
  // 2 fastest by its mean, but behind the row in round 2: no row for TT
  const tuning::TunedRows u = tuning::tuned_rows(
      {{{100, 90, 90}, {100, 90, 115}}, {{100, 90, 90}, {100, 90, 99}}}, 1.10, 1.03);
  EXPECT_EQ(u.alone[1], -1);
  // more than 10 % over the rounds' mean: a row whatever one round said
  const tuning::TunedRows g =
      tuning::tuned_rows({{{100, 80}, {100, 140}}, {{100, 80}, {100, 98}}}, 1.10, 1.03);
  EXPECT_EQ(g.alone[1], 1);
  EXPECT_NEAR(g.alone_gflops[1], std::sqrt(140.0 * 98.0), 1e-9);  // the geometric mean
  // within the steady gain in every round: no row
  const tuning::TunedRows w =
      tuning::tuned_rows({{{100, 90}, {100, 102}}, {{100, 90}, {100, 102}}}, 1.10, 1.03);
  EXPECT_EQ(w.alone[1], -1);
  // one round: the 10 % rule alone
  const tuning::TunedRows one = tuning::tuned_rows({{{100, 90}, {100, 105}}}, 1.10, 1.03);
  EXPECT_EQ(one.row, 0);
  EXPECT_EQ(one.alone[1], -1);
  // a candidate that failed a transpose in one round is out of that transpose's mean (and so
  // no size's row) but may take another transpose
  const tuning::TunedRows f =
      tuning::tuned_rows({{{100, 120}, {100, 130}}, {{100, 120}, {100, 0}}}, 1.10, 1.03);
  EXPECT_EQ(f.row, 0);
  EXPECT_EQ(f.alone[0], 1);
  EXPECT_EQ(f.alone[1], -1);
  EXPECT_EQ(tuning::tuned_rows(std::vector<std::vector<std::vector<double>>>{}, 1.1, 1.03).row, -1);
}

// auto (tuning::choose) takes the row of the operands' orientation.
TEST(Tuning, AutoTakesTheRowOfItsOrientation) {
  TableGuard guard;
  const std::string arch = tuning::device_arch(ExecSpace());
  const std::string a = tuning::candidate_name<ExecSpace, float>(1),
                    b = tuning::candidate_name<ExecSpace, float>(2);
  std::istringstream in(arch + ",float,67,71,73,\"" + a + "\",1,device,date\n" + arch +
                        ",float,67,71,73,\"" + b + "\",1,device,date,NT\n");
  tuning::Table::instance().merge(tuning::parse_table(in, "test"));
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 67, 71, 73,
                                              tuning::column_major_orientation('N', 'T'))),
            b);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 67, 71, 73,
                                              tuning::column_major_orientation('T', 'N'))),
            a);
}

// Kernel names hold commas; tgemm-tune writes them quoted, and auto must find them again.
TEST(Tuning, QuotedKernelNamesRoundTrip) {
  TableGuard guard;
  const std::string name = tuning::candidate_name<ExecSpace, float>(1);
  ASSERT_NE(name.find(','), std::string::npos);
  std::istringstream in(tuning::device_arch(ExecSpace()) + ",float,77,77,77,\"" + name +
                        "\",123,device,date\n");
  tuning::Table::instance().merge(tuning::parse_table(in, "test"));
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 77, 77, 77)), name);
}

// auto remembers its choice per shape; a changed table must change the choice, and the
// cached index must name the candidate the table gives.
TEST(Tuning, CachedAutoChoiceFollowsTheTable) {
  TableGuard guard;
  const int last = tuning::candidate_count<ExecSpace, float>() - 1;
  const std::string arch = tuning::device_arch(ExecSpace());
  auto set_row = [&](const std::string& kernel) {
    std::istringstream in(arch + ",float,61,53,47,\"" + kernel + "\"\n");
    tuning::Table::instance().merge(tuning::parse_table(in, "test"));
  };
  auto pick = [] { return tuning::choose_index<ExecSpace, float>(ExecSpace(), 61, 53, 47); };
  set_row(tuning::candidate_name<ExecSpace, float>(2));
  EXPECT_EQ(pick(), 2);
  EXPECT_EQ(pick(), 2);  // cached
  set_row(tuning::candidate_name<ExecSpace, float>(last));
  EXPECT_EQ(pick(), last);
  EXPECT_EQ((tuning::candidate_name<ExecSpace, float>(pick())),
            (tuning::choose<ExecSpace, float>(ExecSpace(), 61, 53, 47)));
  set_row("no_such_kernel");
  EXPECT_EQ(
      pick(),
      (tuning::candidate_index<ExecSpace, float>(tuning::fallback_candidate<ExecSpace, float>())));
}

// A row measured where C had no edge tiles does not speak for a C that has them when its
// kernel takes edge tiles the slow way (rung 10 with 8 x 16 floats or 8 x 8 doubles): auto
// takes the nearest row that does, or the fallback.
TEST(Tuning, RowsWithoutEdgeTilesDoNotSpeakForSlowEdgeKernels) {
  TableGuard guard;
  const std::string light = "team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>";
  const std::string other = "team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>";
  const std::string light_double = "team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>";
  using Gpu = tuning::GpuKernels;
  const int li = tuning::candidate_index_in<Gpu, float>(light),
            oi = tuning::candidate_index_in<Gpu, float>(other);
  const int ldi = tuning::candidate_index_in<Gpu, double>(light_double);
  ASSERT_GE(li, 0);
  ASSERT_GE(oi, 0);
  ASSERT_GE(ldi, 0);
  EXPECT_TRUE((tuning::slow_edges_in<Gpu, ExecSpace, float>(li, 4000, 4096)));
  EXPECT_TRUE((tuning::slow_edges_in<Gpu, ExecSpace, float>(li, 4096, 4000)));
  EXPECT_FALSE((tuning::slow_edges_in<Gpu, ExecSpace, float>(li, 4096, 4096)));
  EXPECT_FALSE((tuning::slow_edges_in<Gpu, ExecSpace, float>(oi, 4000, 4000)));
  EXPECT_TRUE((tuning::slow_edges_in<Gpu, ExecSpace, double>(ldi, 4000, 4000)));

  // Which row auto takes: GPU spaces only (host spaces draw from the CPU kernels).
  if (!std::is_same_v<tuning::kernel_set<ExecSpace>, Gpu>)
    GTEST_SKIP() << "rows of GPU kernels, on a host backend";
  const std::string arch = tuning::device_arch(ExecSpace());
  auto set_rows = [&](const std::string& rows) {
    std::istringstream in(rows);
    tuning::Table::instance().replace(tuning::parse_table(in, "test"));
  };
  set_rows(arch + ",float,4096,4096,4096,\"" + light + "\"\n" + arch + ",float,1024,1024,1024,\"" +
           other + "\"\n" + arch + ",double,4096,4096,4096,\"" + light_double + "\"\n");
  auto pick = [](index_t m, index_t n, index_t k) {
    return tuning::choose<ExecSpace, float>(ExecSpace(), m, n, k);
  };
  EXPECT_EQ(pick(4096, 4096, 4096), light);
  EXPECT_EQ(pick(8192, 4096, 4000), light);  // a ragged K is taken first, not slowly
  EXPECT_EQ(pick(4000, 4000, 4000), other);
  EXPECT_EQ(pick(4096, 4000, 4096), other);
  EXPECT_EQ((tuning::choose<ExecSpace, double>(ExecSpace(), 4000, 4000, 4000)),
            (tuning::fallback_candidate<ExecSpace, double>()));
  EXPECT_EQ((tuning::choose<ExecSpace, double>(ExecSpace(), 4096, 4096, 4000)), light_double);
  // a row measured with edge tiles speaks for them
  set_rows(arch + ",float,4000,3000,1000,\"" + light + "\"\n" + arch + ",float,1024,1024,1024,\"" +
           other + "\"\n");
  EXPECT_EQ(pick(4100, 3100, 1000), light);
}

TEST(Tuning, MalformedTableLineIsRejected) {
  std::istringstream in("sm_90,float,1,2\n");
  EXPECT_THROW(tuning::parse_table(in, "test"), std::invalid_argument);
  EXPECT_THROW(tuning::load_file("/nonexistent/tgemm-table.csv"), std::invalid_argument);
}

// The cost model's coverage follows the schedules: split K as split_k_slices splits it, a
// stream-K last wave shared out by slabs, the extra passes of packing and of adding slices.
TEST(TuningModel, CoverageFollowsTheSchedules) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape h100{132, 132 * 2048};
  const tuning::KernelShape small{.bm = 32,
                                  .bn = 32,
                                  .bk = 8,
                                  .threads = 64,
                                  .teams_per_sm = 8,
                                  .schedule = S::split_k,
                                  .max_slices = schedule::max_slices(32, 32)};
  // 2 x 3 x 103925: one tile, 512 slices asked for, in whole slabs 500 of 208 (26 slabs)
  tuning::Coverage c = tuning::cover(small, h100, 2, 3, 103925, 4);
  EXPECT_EQ(c.slabs, 26);
  EXPECT_EQ(c.busiest, 4);  // 500 teams on 132 multiprocessors
  EXPECT_EQ(c.launches, 2);
  EXPECT_DOUBLE_EQ(c.extra_bytes, 4.0 * (500 + 1) * 2 * 3);  // slices read, C written
  // Enough tiles: no split, every team walks K.
  c = tuning::cover(small, h100, 4096, 4096, 100, 4);
  EXPECT_EQ(c.slabs, 13);
  EXPECT_EQ(c.busiest, std::ceil(128.0 * 128 / 132));
  EXPECT_EQ(c.launches, 1);
  EXPECT_EQ(c.extra_bytes, 0);
  // Stream-K at 4096^3 in 256 x 128 tiles, one team per multiprocessor: 512 tiles of 512 slabs
  // over 132 teams; packing reads and writes A and B once more.
  const tuning::KernelShape big{.bm = 256,
                                .bn = 128,
                                .bk = 8,
                                .threads = 256,
                                .teams_per_sm = 1,
                                .schedule = S::stream_k,
                                .packed = true};
  c = tuning::cover(big, h100, 4096, 4096, 4096, 4);
  EXPECT_DOUBLE_EQ(c.slabs, 512.0 * 512 / 132);
  EXPECT_EQ(c.busiest, 1);
  EXPECT_EQ(c.launches, 3);
  EXPECT_DOUBLE_EQ(c.extra_bytes, 2 * 4.0 * 2 * 4096.0 * 4096);
  // The split the model assumes is the one the schedule makes.
  for (index_t k : {index_t(37), index_t(1000), index_t(65536), index_t(1000000)}) {
    const index_t slices = schedule::split_k_slices(schedule::split_k_resident_gpu(132, 8), 4, k, 8,
                                                    schedule::max_slices(32, 32));
    const index_t chunk = ((k + slices - 1) / slices + 7) / 8 * 8;
    EXPECT_EQ(tuning::split_of(small, h100, 4, k).first, (k + chunk - 1) / chunk) << k;
    EXPECT_EQ(tuning::split_of(small, h100, 4, k).second, chunk / 8) << k;
  }
}

// A tile reading an operand along K in place pays extra bytes for it once the operand outgrows a
// quarter of L2: weight x its bytes x the teams reading it x a missed share of 0.09 at L2's size
// and 0.045 more per doubling. Nothing for a packed tile, nor for operands read down M or N.
TEST(TuningModel, InPlaceReadsAlongKCostMoreAsTheOperandOutgrowsL2) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape h100{132, 132 * 2048};  // 50 MiB of L2
  const tuning::KernelShape in_place{.bm = 64,
                                     .bn = 128,
                                     .bk = 16,
                                     .threads = 256,
                                     .teams_per_sm = 2,
                                     .schedule = S::split_k,
                                     .max_slices = schedule::max_slices(64, 128)};
  tuning::KernelShape packed = in_place;
  packed.packed = true;
  const tuning::Orientation nt{false, false}, nn{false, true}, tt{true, false}, tn{true, true};
  auto extra = [&](const tuning::KernelShape& s, index_t size, tuning::Orientation o,
                   const tuning::DeviceShape& d) {
    return tuning::cover(s, d, size, size, size, 8, o).extra_bytes;
  };
  // 4096^3 FP64: each operand 128 MiB, op(B) read by 64 rows of tiles, op(A) by 32 columns
  const double bytes = 8.0 * 4096 * 4096;
  const double missed = 0.09 + 0.045 * std::log2(128.0 / 50);
  const double base = extra(in_place, 4096, nt, h100);
  EXPECT_NEAR(extra(in_place, 4096, nn, h100) - base, tuning::along_k_weight * bytes * 64 * missed,
              1e-6 * bytes);
  EXPECT_NEAR(extra(in_place, 4096, tt, h100) - base, tuning::along_k_weight * bytes * 32 * missed,
              1e-6 * bytes);
  EXPECT_NEAR(extra(in_place, 4096, tn, h100) - base,
              (extra(in_place, 4096, nn, h100) - base) + (extra(in_place, 4096, tt, h100) - base),
              1e-6 * bytes);
  EXPECT_EQ(extra(packed, 4096, tn, h100), extra(packed, 4096, nt, h100));
  // operands of 8 MiB (1024^3), below a quarter of L2: nothing; of 32 MiB (2048^3): some
  EXPECT_EQ(extra(in_place, 1024, tn, h100), extra(in_place, 1024, nt, h100));
  EXPECT_GT(extra(in_place, 2048, nn, h100), extra(in_place, 2048, nt, h100));
  // a larger L2 misses less
  tuning::DeviceShape big_l2 = h100;
  big_l2.l2_bytes *= 4;
  EXPECT_LT(extra(in_place, 4096, nn, big_l2), extra(in_place, 4096, nn, h100));
  EXPECT_GT(extra(in_place, 4096, nn, big_l2), extra(in_place, 4096, nt, big_l2));
}

// The committed sm_90 FP64 model, at cubes between the measured rows: where op(B) runs along K
// (NN, TN) the in-place tiles slow past L2 and the packed tile or the copy-engine one (whose
// slabs come whole) is picked; where neither operand does (NT), an in-place one, which runs
// alike there (bench/results/h200-2026-12-04e-along-k-term).
TEST(TuningModel, CommittedModelPacksLargeOperandsReadAlongK) {
  const tuning::DeviceShape h200{132, 132 * 2048};
  std::vector<tuning::Entry> rows;
  for (const auto& r : tuning::builtin_rows())
    if (r.model && r.arch == "sm_90" && r.dtype == "double") rows.push_back(r);
  ASSERT_FALSE(rows.empty());
  auto pick = [&](index_t size, tuning::Orientation o) {
    return tuning::model_pick_in<tuning::GpuKernels, double>(rows, h200, size, size, size, o);
  };
  auto packed_or_copied = [](const std::string& name) {
    return name.find("team_packed") != std::string::npos || name.rfind("team_tma", 0) == 0;
  };
  for (index_t size : {index_t(3072), index_t(5120), index_t(6144)}) {
    EXPECT_TRUE(packed_or_copied(pick(size, tuning::column_major_orientation('N', 'N')))) << size;
    EXPECT_TRUE(packed_or_copied(pick(size, tuning::column_major_orientation('T', 'N')))) << size;
    EXPECT_FALSE(packed_or_copied(pick(size, tuning::column_major_orientation('N', 'T')))) << size;
  }
}

// The committed sm_90 FP64 rows at large cubes: where op(B) runs along K (NN, TN) the row auto
// takes names the copy-engine tile at every cube from 2304^3 to 8192^3 (it ran 91.8-99.6 % of
// cuBLAS there, the packed tiles' rows 77.4-95.3 %); at NT and TT, where it would run the packed
// tile, the packed tiles' own rows (bench/results/h100-2026-12-06j-tma-cube-rows).
TEST(Tuning, CommittedFp64CubesRunTheCopyEngineTileWhereOpBRunsAlongK) {
  TableGuard guard;
  tuning::Table& table = tuning::Table::instance();
  table.replace(tuning::builtin_rows());
  auto copies = [&](index_t n, char ta, char tb) {
    const std::string row = table.lookup_within("sm_90", "double", n, n, n, 1.1, {},
                                                tuning::column_major_orientation(ta, tb).code());
    return row.rfind("team_tma<", 0) == 0;
  };
  for (index_t n = 2304; n <= 8192; n += 128) {
    EXPECT_TRUE(copies(n, 'N', 'N')) << n;
    EXPECT_TRUE(copies(n, 'T', 'N')) << n;
    EXPECT_FALSE(copies(n, 'N', 'T')) << n;
    EXPECT_FALSE(copies(n, 'T', 'T')) << n;
  }
}

// The copy-engine FP64 tile's coverage: it applies where the tile runs its own kernel (op(B)
// along K; op(A) along K, or down M with m even; k even), elsewhere the packed
// tile runs and speaks for itself; its slabs come whole, so no along-K misses are charged.
TEST(TuningModel, CopyEngineTileAppliesWhereItRunsItsOwnKernel) {
  const int i = tuning::candidate_index_in<tuning::GpuKernels, double>(
      "team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>");
  ASSERT_GE(i, 0);
  const tuning::KernelShape tma = tuning::candidate_shape_in<tuning::GpuKernels, double>(i);
  EXPECT_TRUE(tma.copy_engine);
  const tuning::DeviceShape h100{132, 132 * 2048};
  const auto nn = tuning::column_major_orientation('N', 'N');
  const auto tn = tuning::column_major_orientation('T', 'N');
  auto cover = [&](index_t m, index_t k, tuning::Orientation o) {
    return tuning::cover(tma, h100, m, 4096, k, 8, o);
  };
  EXPECT_TRUE(cover(4096, 4096, nn).applies);
  EXPECT_TRUE(cover(4096, 4096, tn).applies);
  EXPECT_FALSE(cover(4096, 4096, tuning::column_major_orientation('N', 'T')).applies);
  EXPECT_FALSE(cover(4096, 4096, tuning::column_major_orientation('T', 'T')).applies);
  EXPECT_TRUE(cover(4100, 4096, nn).applies);   // M off a multiple of 16, op(A) down M
  EXPECT_FALSE(cover(4101, 4096, nn).applies);  // odd m: op(A)'s leading dimension
  EXPECT_TRUE(cover(4101, 4096, tn).applies);   // op(A) along K
  EXPECT_FALSE(cover(4096, 4095, tn).applies);  // odd k
  EXPECT_EQ(cover(8192, 8192, nn).extra_bytes, 0);
  EXPECT_EQ(cover(8192, 8192, tn).extra_bytes, 0);
  tuning::KernelShape in_place = tma;  // the same tile reading in place by rows: it pays
  in_place.copy_engine = false;
  EXPECT_GT(tuning::cover(in_place, h100, 8192, 4096, 8192, 8, tn).extra_bytes, 0);
}

// The thin kernel's coverage: one pass over the narrow side (either side of C), K sliced to
// fill the device; where the narrow side needs the tile's whole width or more passes than one, it
// does not apply, and fit() leaves such points out.
TEST(TuningModel, ThinCoversOnePassOverTheNarrowSide) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape h100{132, 132 * 2048};
  const tuning::KernelShape thin{
      .bm = 128, .bn = 32, .bk = 32, .threads = 128, .teams_per_sm = 4, .schedule = S::thin};
  // 174 x 1 x 29781: width 8, one block of 512 rows; 465 slices asked for (k / 64), cut in
  // whole 32-value steps: 311 slices of 96 (3 slabs), 3 teams on the busiest multiprocessor
  tuning::Coverage c = tuning::cover(thin, h100, 174, 1, 29781, 4);
  EXPECT_TRUE(c.applies);
  EXPECT_EQ(c.slabs, 3);
  EXPECT_EQ(c.busiest, 3);
  EXPECT_EQ(c.launches, 2);
  EXPECT_DOUBLE_EQ(c.extra_bytes, 4.0 * (311 + 1) * 174);
  EXPECT_DOUBLE_EQ(c.main_bytes, 4.0 * (174.0 * 29781 + 29781 + 174));
  // Either side may be the narrow one, up to half the tile's width (16); at its whole width
  // (17-32) it does not apply, nor past it (two passes).
  EXPECT_TRUE(tuning::cover(thin, h100, 3, 1107, 13515, 8).applies);
  EXPECT_TRUE(tuning::cover(thin, h100, 4000, 16, 100, 8).applies);
  EXPECT_FALSE(tuning::cover(thin, h100, 4000, 17, 100, 8).applies);
  EXPECT_FALSE(tuning::cover(thin, h100, 4000, 32, 100, 8).applies);
  EXPECT_FALSE(tuning::cover(thin, h100, 2746, 39, 295, 8).applies);
  // An empty C (auto picks before gemm returns): covered without dividing by its zero blocks.
  const index_t empty[][3] = {{0, 5, 7}, {5, 0, 7}, {0, 0, 0}};
  for (const auto& e_shape : empty) {
    const tuning::Coverage e = tuning::cover(thin, h100, e_shape[0], e_shape[1], e_shape[2], 4);
    EXPECT_TRUE(e.applies);
    EXPECT_EQ(e.extra_bytes, 0);
  }
  // fit() ignores points that do not apply, however far off they are.
  std::vector<std::pair<tuning::Coverage, double>> points;
  for (index_t k : {1000, 4000, 16000, 64000, 256000}) {
    const tuning::Coverage p = tuning::cover(thin, h100, 100, 4, k, 4);
    points.emplace_back(p, tuning::predict_us({4, 500, 50, 0.3}, p, 3000));
  }
  const tuning::Coefficients clean = tuning::fit(points, 3000);
  points.emplace_back(tuning::cover(thin, h100, 100, 40, 1000, 4), 1e9);
  const tuning::Coefficients with_far = tuning::fit(points, 3000);
  EXPECT_EQ(clean.launch_us, with_far.launch_us);
  EXPECT_EQ(clean.slab_latency_ns, with_far.slab_latency_ns);
  EXPECT_EQ(clean.slab_throughput_ns, with_far.slab_throughput_ns);
  // Nor does the first guess come from them, wherever they stand and however fast.
  std::rotate(points.begin(), points.end() - 1, points.end());
  points.front().second = 1e-3;
  const tuning::Coefficients far_first = tuning::fit(points, 3000);
  EXPECT_EQ(clean.launch_us, far_first.launch_us);
  EXPECT_EQ(clean.slab_latency_ns, far_first.slab_latency_ns);
  EXPECT_EQ(clean.slab_throughput_ns, far_first.slab_throughput_ns);
  EXPECT_EQ(clean.store_ps_per_byte, far_first.store_ps_per_byte);
}

// fit() finds coefficients that reproduce times made by known ones.
TEST(TuningModel, FitRecoversKnownCoefficients) {
  const tuning::KernelShape shape{.bm = 64, .bn = 64, .bk = 8, .threads = 128, .teams_per_sm = 4};
  const tuning::DeviceShape device{132, 132 * 2048};
  const tuning::Coefficients truth{4.0, 250.0, 40.0, 0.8};
  std::vector<std::pair<tuning::Coverage, double>> points;
  for (index_t m : {17, 300, 2000, 9000})
    for (index_t n : {5, 700, 4000})
      for (index_t k : {16, 900, 20000}) {
        const tuning::Coverage c = tuning::cover(shape, device, m, n, k, 4);
        points.emplace_back(c, tuning::predict_us(truth, c, 3000));
      }
  const tuning::Coefficients f = tuning::fit(points, 3000);
  for (const auto& [c, us] : points) EXPECT_NEAR(tuning::predict_us(f, c, 3000) / us, 1, 0.05);
  EXPECT_NEAR(f.slab_throughput_ns / truth.slab_throughput_ns, 1, 0.05);
  EXPECT_NEAR(f.store_ps_per_byte / truth.store_ps_per_byte, 1, 0.05);
}

// Where a candidate ran far slower than the fastest candidate, only a prediction below its time
// counts against a fit: shapes it never wins cannot pull its coefficients away from the ones
// where it competes, however far above its time the model puts them.
TEST(TuningModel, FitCountsShapesWhereTheCandidateDoesNotCompeteOnlyWhenPredictedTooFast) {
  const tuning::KernelShape shape{.bm = 64, .bn = 64, .bk = 8, .threads = 128, .teams_per_sm = 4};
  const tuning::DeviceShape device{132, 132 * 2048};
  const tuning::Coefficients truth{4.0, 250.0, 40.0, 0.8};
  std::vector<tuning::FitPoint> points;
  for (index_t m : {17, 300, 2000, 9000})
    for (index_t n : {5, 700, 4000})
      for (index_t k : {16, 900, 20000}) {
        const tuning::Coverage c = tuning::cover(shape, device, m, n, k, 4);
        const double us = tuning::predict_us(truth, c, 3000);
        points.push_back({c, us, us});  // the fastest there
      }
  // Shapes where it ran at a third of the model's time, yet twice the fastest candidate's.
  for (index_t k : {3000, 7000, 15000}) {
    const tuning::Coverage c = tuning::cover(shape, device, 4000, 4000, k, 4);
    const double us = tuning::predict_us(truth, c, 3000) / 3;
    points.push_back({c, us, us / 2});
  }
  const tuning::Coefficients f = tuning::fit(points, 3000);
  EXPECT_NEAR(f.slab_throughput_ns / truth.slab_throughput_ns, 1, 0.05);
  EXPECT_NEAR(f.store_ps_per_byte / truth.store_ps_per_byte, 1, 0.05);
  // Counted in full (each point its own fastest), the same points pull the fit away.
  std::vector<std::pair<tuning::Coverage, double>> full;
  for (const tuning::FitPoint& p : points) full.emplace_back(p.coverage, p.us);
  const tuning::Coefficients g = tuning::fit(full, 3000);
  EXPECT_GT(std::abs(g.slab_throughput_ns / truth.slab_throughput_ns - 1), 0.1);
  // Predicted faster than it ran, such a shape counts: the fit follows it.
  for (std::size_t i = points.size() - 3; i < points.size(); ++i) points[i].us *= 9;
  const tuning::Coefficients h = tuning::fit(points, 3000);
  EXPECT_GT(h.slab_throughput_ns / truth.slab_throughput_ns, 1.1);
}

// A kernel that multiplies only the depth of K it holds (the small-K kernel) counts a K below its
// slab as that share of one; above it, whole slabs as any kernel.
TEST(TuningModel, PartialSlabCountsTheShareOfKHeld) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape device{132, 132 * 2048};
  tuning::KernelShape small_k{.bm = 128,
                              .bn = 32,
                              .bk = 16,
                              .threads = 256,
                              .teams_per_sm = 3,
                              .schedule = S::tiles,
                              .partial_slab = true};
  EXPECT_DOUBLE_EQ(tuning::cover(small_k, device, 3849, 11081, 1, 8).slabs, 1.0 / 16);
  EXPECT_DOUBLE_EQ(tuning::cover(small_k, device, 3849, 11081, 12, 8).slabs, 12.0 / 16);
  EXPECT_DOUBLE_EQ(tuning::cover(small_k, device, 3849, 11081, 16, 8).slabs, 1);
  EXPECT_DOUBLE_EQ(tuning::cover(small_k, device, 3849, 11081, 17, 8).slabs, 2);
  small_k.partial_slab = false;
  EXPECT_DOUBLE_EQ(tuning::cover(small_k, device, 3849, 11081, 1, 8).slabs, 1);
  // The library's small-K candidates say so, its tile kernels do not.
  bool any_small_k = false;
  for (int i = 0; i < tuning::candidate_count_in<tuning::GpuKernels, double>(); ++i) {
    const std::string name = tuning::candidate_name_in<tuning::GpuKernels, double>(i);
    const bool is_small_k = name.rfind("team_small_k", 0) == 0;
    any_small_k = any_small_k || is_small_k;
    const tuning::KernelShape shape = tuning::candidate_shape_in<tuning::GpuKernels, double>(i);
    EXPECT_EQ(shape.partial_slab, is_small_k) << name;
  }
  EXPECT_TRUE(any_small_k);
}

// The 48 x 16 x 64 dots candidate's shape, as src/lib/gemm.cpp gives it.
constexpr tuning::KernelShape kDots48x16{.bm = 48,
                                         .bn = 16,
                                         .bk = 64,
                                         .threads = 128,
                                         .teams_per_sm = 2,
                                         .schedule = tuning::KernelShape::Schedule::dots,
                                         .max_slices = 512};

// The dots kernel's coverage applies only where both operands run along K in 16-byte units
// (elsewhere it copies them one value at a time), covers C's narrow side in passes of bn or one of
// bn / 2, and splits K in whole stages as split K does; the library's dots candidates say they are
// dots kernels.
TEST(TuningModel, DotsAppliesOnlyWhereBothOperandsRunAlongK) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape device{132, 132 * 2048};
  const tuning::KernelShape dots = kDots48x16;
  const tuning::Orientation nn{false, true}, tn{true, true, true}, nt{false, false},
      tt{true, false}, tn_by_value{true, true, false};
  EXPECT_TRUE(tuning::cover(dots, device, 144, 14, 139696, 8, tn).applies);
  EXPECT_TRUE(tuning::cover(dots, device, 14, 144, 139696, 8, tn).applies);
  // Nor where the operands run along K but not in 16-byte units (copied one value at a time).
  for (const auto& o : {nn, nt, tt, tn_by_value})
    EXPECT_FALSE(tuning::cover(dots, device, 144, 14, 139696, 8, o).applies);
  // 144 rows in 3 blocks of 48, 14 columns in one pass of 16: X read once, Y three times.
  const auto c = tuning::cover(dots, device, 144, 14, 139696, 8, tn);
  EXPECT_DOUBLE_EQ(c.main_bytes, 8.0 * (144.0 * 139696 + 3.0 * 139696 * 14 + 144.0 * 14));
  // Narrow sides of 8 take one pass of bn / 2, of 17 two of bn: X read twice.
  EXPECT_DOUBLE_EQ(tuning::cover(dots, device, 144, 8, 1000, 8, tn).main_bytes,
                   8.0 * (144.0 * 1000 + 3.0 * 1000 * 8 + 144.0 * 8));
  EXPECT_DOUBLE_EQ(tuning::cover(dots, device, 144, 17, 1000, 8, tn).main_bytes,
                   8.0 * (2 * 144.0 * 1000 + 3.0 * 1000 * 17 + 144.0 * 17));
  // K in slices of whole stages, as the kernel cuts it.
  const auto [slices, chunk] =
      schedule::split_k_chunks(139696, device::dots::slices_for(132 * 2, 3, 139696, 64, 512), 64);
  EXPECT_EQ(chunk % 64, 0);
  EXPECT_DOUBLE_EQ(c.slabs, double(chunk / 64));
  EXPECT_DOUBLE_EQ(c.busiest, std::ceil(3.0 * slices / 132));
  int listed = 0;
  for (int i = 0; i < tuning::candidate_count_in<tuning::GpuKernels, double>(); ++i) {
    const std::string name = tuning::candidate_name_in<tuning::GpuKernels, double>(i);
    const bool is_dots = name.rfind("team_dots", 0) == 0;
    listed += is_dots;
    const tuning::KernelShape shape = tuning::candidate_shape_in<tuning::GpuKernels, double>(i);
    EXPECT_EQ(shape.schedule == S::dots, is_dots) << name;
  }
  EXPECT_GE(listed, 1);
}

// The fit moves a slab's latency and throughput together: where it had reached latency =
// throughput x the teams an SM holds, moving either alone could not lower a slab's cost. The
// dots candidate's times of an H200 tuning run (m, n, k, its time and the fastest candidate's, in
// microseconds; TN, where its coverage applies) left that search at twice its cost a slab, and
// 144 x 14 x 139696 predicted at 121 us where the kernel runs in 71-76.
TEST(TuningModel, FitMovesASlabsLatencyAndThroughputTogether) {
  struct Time {
    index_t m, n, k;
    double us, fastest_us;
  };
  const Time times[] = {
      {3581, 1394, 2, 150.8, 30.6},        // tune/logu-3581x1394x2-NN-f64-TN
      {7, 28, 4, 12.7, 9.8},               // tune/logu-7x28x4-NT-f64-TN
      {4185, 215, 2638, 485.5, 160.5},     // tune/logu-4185x215x2638-NN-f64-TN
      {1, 50, 13174, 23.6, 15.8},          // tune/logu-1x50x13174-TN-f64-TN
      {632, 2, 4, 10.3, 6.3},              // tune/logu-632x2x4-TT-f64-TN
      {264, 14107, 4, 122.8, 16.8},        // tune/logu-264x14107x4-NN-f64-TN
      {1686, 3995, 5062, 5982.1, 1843.1},  // tune/logu-1686x3995x5062-TN-f64-TN
      {17, 331, 162, 14.9, 9.7},           // tune/logu-17x331x162-TT-f64-TN
      {919, 1765, 4, 59.9, 15.8},          // tune/logu-919x1765x4-NN-f64-TN
      {4, 2, 68, 11.0, 8.0},               // tune/logu-4x2x68-NT-f64-TN
      {5842, 2, 4, 11.1, 6.9},             // tune/logu-5842x2x4-NN-f64-TN
      {4, 3882, 836, 24.1, 24.1},          // tune/logu-4x3882x836-NN-f64-TN
      {4417, 2, 28, 12.3, 11.0},           // tune/logu-4417x2x28-TN-f64-TN
      {3533, 750, 56, 89.6, 30.6},         // tune/logu-3533x750x56-NN-f64-TN
      {8485, 9, 72, 18.2, 15.9},           // tune/logu-8485x9x72-TN-f64-TN
      {64, 745, 7340, 81.1, 39.7},         // tune/logu-64x745x7340-TN-f64-TN
      {31, 255, 64, 13.4, 12.2},           // tune/pow2-31x255x64-TN-f64-TN
      {65, 4096, 8192, 492.1, 223.1},      // tune/pow2-65x4096x8192-NT-f64-TN
      {128, 8192, 16, 44.6, 10.9},         // tune/pow2-128x8192x16-TT-f64-TN
      {64, 129, 4096, 20.8, 17.5},         // tune/pow2-64x129x4096-NN-f64-TN
      {3082, 28, 20, 12.0, 9.5},           // tune/tall-3082x28x20-NT-f64-TN
      {9332, 32, 26, 19.4, 10.2},          // tune/tall-9332x32x26-TT-f64-TN
      {16114, 13, 204, 31.8, 19.8},        // tune/tall-16114x13x204-NT-f64-TN
      {3962, 84, 700, 60.5, 35.3},         // tune/tall-3962x84x700-NT-f64-TN
      {35, 3991, 808, 41.6, 25.8},         // tune/fat-35x3991x808-TN-f64-TN
      {49, 8971, 74, 32.3, 14.3},          // tune/fat-49x8971x74-TT-f64-TN
      {64, 2330, 24, 15.9, 12.3},          // tune/fat-64x2330x24-TN-f64-TN
      {1268, 1047, 2, 47.9, 12.2},         // tune/smallk-1268x1047x2-NT-f64-TN
      {12400, 1292, 4, 451.6, 44.2},       // tune/smallk-12400x1292x4-TN-f64-TN
      {2561, 7742, 32, 597.6, 106.2},      // tune/smallk-2561x7742x32-NN-f64-TN
      {2408, 666, 4, 58.3, 13.9},          // tune/smallk-2408x666x4-NT-f64-TN
      {8, 5, 51334, 23.3, 15.5},           // tune/largek-8x5x51334-TT-f64-TN
      {16, 160, 12812, 24.7, 21.9},        // tune/largek-16x160x12812-TT-f64-TN
      {241, 8, 7582, 20.6, 20.6},          // tune/largek-241x8x7582-NN-f64-TN
      {50, 17, 108574, 80.8, 41.3},        // tune/largek-50x17x108574-NT-f64-TN
      {104, 24, 39622, 53.2, 37.3},        // tune/largek-104x24x39622-TT-f64-TN
  };
  const tuning::DeviceShape device{132, 132 * 2048};
  const tuning::KernelShape dots = kDots48x16;
  const tuning::Orientation tn{true, true, true};
  std::vector<tuning::FitPoint> points;
  for (const Time& t : times)
    points.push_back({tuning::cover(dots, device, t.m, t.n, t.k, 8, tn), t.us, t.fastest_us});
  const double bandwidth_gbs = 4141;
  const tuning::Coefficients f = tuning::fit(points, bandwidth_gbs);
  const double us =
      tuning::predict_us(f, tuning::cover(dots, device, 144, 14, 139696, 8, tn), bandwidth_gbs);
  EXPECT_GT(us, 60.0);
  EXPECT_LT(us, 90.0);
}

// The thin kernel's coverage follows the operands' orientation: it does not apply where it
// would read the wide operand along K at more than a quarter of its width (its staged map), and
// does where it reads it down its columns (rows map) or at a quarter of its width (lanes map),
// at widths below the tile's own.
TEST(TuningModel, ThinDoesNotApplyWhereItWouldStageTheWideOperand) {
  using S = tuning::KernelShape::Schedule;
  const tuning::DeviceShape device{132, 132 * 2048};
  const tuning::KernelShape thin{.bm = 64,
                                 .bn = 16,
                                 .bk = device::thin::step,
                                 .threads = 64,
                                 .teams_per_sm = 8,
                                 .schedule = S::thin};
  const tuning::Orientation nn{false, true}, tn{true, true}, nt{false, false}, tt{true, false};
  // A tall C: the wide operand is op(A), read along K where A is transposed
  EXPECT_FALSE(tuning::cover(thin, device, 144, 8, 139696, 8, tn).applies);
  EXPECT_FALSE(tuning::cover(thin, device, 144, 8, 139696, 8, tt).applies);
  EXPECT_TRUE(tuning::cover(thin, device, 144, 8, 139696, 8, nn).applies);
  EXPECT_TRUE(tuning::cover(thin, device, 144, 8, 139696, 8, nt).applies);
  EXPECT_TRUE(tuning::cover(thin, device, 144, 8, 139696, 8).applies);      // the default
  EXPECT_TRUE(tuning::cover(thin, device, 144, 4, 139696, 8, tn).applies);  // lanes map
  // A wide C: the wide operand is op(B)^T, read along K where B is not transposed
  EXPECT_FALSE(tuning::cover(thin, device, 8, 144, 139696, 8, nn).applies);
  EXPECT_TRUE(tuning::cover(thin, device, 8, 144, 139696, 8, nt).applies);
  EXPECT_TRUE(tuning::cover(thin, device, 4, 144, 139696, 8, nn).applies);
  // Nor at the tile's whole width (a narrow side of 9-16 here), in any orientation: over the
  // tuning half it was never the fastest candidate there.
  for (const auto& o : {nn, tn, nt, tt}) {
    EXPECT_FALSE(tuning::cover(thin, device, 144, 14, 139696, 8, o).applies);
    EXPECT_FALSE(tuning::cover(thin, device, 14, 144, 139696, 8, o).applies);
    EXPECT_FALSE(tuning::cover(thin, device, 144, 9, 139696, 8, o).applies);
  }
  // Other candidates cover a problem as their shape alone says.
  const tuning::KernelShape tile{.bm = 32, .bn = 32, .bk = 8, .threads = 64, .teams_per_sm = 8};
  const tuning::Coverage a = tuning::cover(tile, device, 144, 14, 139696, 8, tn),
                         b = tuning::cover(tile, device, 144, 14, 139696, 8, nt);
  EXPECT_TRUE(a.applies && b.applies);
  EXPECT_EQ(a.slabs, b.slabs);
  EXPECT_EQ(a.busiest, b.busiest);
}

// orientation_of reads it from the strides of op(A) and op(B), as the thin kernel decides its map.
TEST(TuningModel, OrientationFollowsTheOperandsStrides) {
  std::vector<float> x(64 * 64);
  const MatrixRef<const float> a{x.data(), 64, 32, 1, 64};  // op(A) = A, column-major
  const MatrixRef<const float> b{x.data(), 32, 48, 1, 32};  // op(B) = B, column-major
  EXPECT_EQ(tuning::orientation_of(a, b).code(), (tuning::Orientation{false, true}.code()));
  EXPECT_EQ(tuning::orientation_of(a.transposed(), b.transposed()).code(),
            (tuning::Orientation{true, false}.code()));
  EXPECT_NE(tuning::orientation_of(a, b).code(), tuning::orientation_of(a, b.transposed()).code());
  // BLAS transposes of column-major A and B say the same as the strides of op(A) and op(B).
  for (char ta : {'N', 'T'})
    for (char tb : {'N', 'T'})
      EXPECT_EQ(
          tuning::column_major_orientation(ta, tb).code(),
          tuning::orientation_of(ta == 'N' ? a : a.transposed(), tb == 'N' ? b : b.transposed())
              .code())
          << ta << tb;
}

// Whether both operands run along K in 16-byte units: unit stride along K, every row of op(A)
// and column of op(B) on a 16-byte boundary; for tight column-major storage, k values a whole
// number of 16 bytes.
TEST(TuningModel, OrientationSaysWhetherRunsAlongKComeIn16ByteUnits) {
  alignas(16) static double x[64 * 64];
  alignas(16) static float y[64 * 64];
  const auto units = [](const auto& a, const auto& b) {
    return tuning::orientation_of(a, b).units_along_k;
  };
  // op(A) 8 x 32 and op(B) 32 x 8, both unit-stride along K (A transposed, B not).
  const MatrixRef<const double> a{x, 8, 32, 32, 1}, b{x, 32, 8, 1, 32};
  EXPECT_TRUE(units(a, b));
  EXPECT_FALSE(units(MatrixRef<const double>{x, 8, 31, 33, 1}, b));  // rows 33 values apart
  EXPECT_FALSE(units(a, MatrixRef<const double>{x, 31, 8, 1, 31}));
  EXPECT_FALSE(units(MatrixRef<const double>{x + 1, 8, 32, 32, 1}, b));  // mid-unit start
  EXPECT_FALSE(units(a, MatrixRef<const double>{x + 1, 32, 8, 1, 32}));
  EXPECT_FALSE(units(a, MatrixRef<const double>{x, 32, 8, 8, 1}));  // op(B) along N
  EXPECT_FALSE(units(MatrixRef<const double>{x, 8, 32, 1, 8}, b));  // op(A) along M
  // A float's unit is four values.
  EXPECT_FALSE(
      units(MatrixRef<const float>{y, 8, 34, 34, 1}, MatrixRef<const float>{y, 34, 8, 1, 34}));
  EXPECT_TRUE(
      units(MatrixRef<const float>{y, 8, 36, 36, 1}, MatrixRef<const float>{y, 36, 8, 1, 36}));
  // The transposes' form for tight column-major storage says the same.
  for (const index_t k : {31, 32, 34, 36}) {
    const MatrixRef<const double> at{x, 8, k, k, 1}, bn{x, k, 8, 1, k};
    EXPECT_EQ(tuning::column_major_orientation('T', 'N', k, 8).units_along_k, units(at, bn)) << k;
    const MatrixRef<const float> ft{y, 8, k, k, 1}, fn{y, k, 8, 1, k};
    EXPECT_EQ(tuning::column_major_orientation('T', 'N', k, 4).units_along_k, units(ft, fn)) << k;
  }
  EXPECT_FALSE(tuning::column_major_orientation('N', 'N', 32, 8).units_along_k);
  // Calls that differ in it are told apart by caches, not by table rows.
  EXPECT_EQ(tuning::orientation_of(a, b).code(), (tuning::Orientation{true, true}.code()));
  EXPECT_NE(tuning::orientation_of(a, b).key(), (tuning::Orientation{true, true}.key()));
}

// auto weighs the operands' orientation: with model rows that put the thin kernel ahead of a
// tile kernel, a call whose wide operand lies along K runs the tile kernel, and the choice is
// remembered per orientation.
TEST(TuningModel, ChoiceFollowsTheOrientation) {
  if (!std::is_same_v<tuning::kernel_set<ExecSpace>, tuning::GpuKernels>)
    GTEST_SKIP() << "the thin kernel is a GPU candidate";
  TableGuard guard;
  const std::string arch = tuning::device_arch(ExecSpace());
  std::string thin, tile;
  for (int i = 0; i < tuning::candidate_count<ExecSpace, double>(); ++i) {
    const std::string name = tuning::candidate_name<ExecSpace, double>(i);
    if (thin.empty() && name.rfind("team_thin", 0) == 0) thin = name;
    if (tile.empty() && name.rfind("team_split_k<team_multistage<32x32", 0) == 0) tile = name;
  }
  ASSERT_FALSE(thin.empty());
  ASSERT_FALSE(tile.empty());
  std::istringstream in(arch + ",double,model,,,\"" + thin + "\",1,1,1,0,1000000,dev,date\n" +
                        arch + ",double,model,,,\"" + tile + "\",100,100,100,0,1000,dev,date\n");
  tuning::Table::instance().replace(tuning::parse_table(in, "test"));
  const tuning::Orientation along_k{true, true}, down{false, true};
  EXPECT_EQ((tuning::choose<ExecSpace, double>(ExecSpace(), 144, 8, 139696, down)), thin);
  EXPECT_EQ((tuning::choose<ExecSpace, double>(ExecSpace(), 144, 8, 139696, along_k)), tile);
  const int i_down = tuning::choose_index<ExecSpace, double>(ExecSpace(), 144, 8, 139696, down);
  const int i_along = tuning::choose_index<ExecSpace, double>(ExecSpace(), 144, 8, 139696, along_k);
  EXPECT_EQ((tuning::candidate_name<ExecSpace, double>(i_down)), thin);
  EXPECT_EQ((tuning::candidate_name<ExecSpace, double>(i_along)), tile);
}

// Where C has a side of one or two values, K is at least 32 and no measured row lies near, auto
// runs the GEMV candidate whatever the model rows say, either way round; a side of three, a K
// below 32 and a measured row at the shape are the model's and the table's.
TEST(TuningModel, ANarrowCRunsTheGemvKernel) {
  if (!std::is_same_v<tuning::kernel_set<ExecSpace>, tuning::GpuKernels>)
    GTEST_SKIP() << "the GEMV kernel is a GPU candidate";
  TableGuard guard;
  const std::string arch = tuning::device_arch(ExecSpace());
  std::string gemv, tile;
  for (int i = 0; i < tuning::candidate_count<ExecSpace, float>(); ++i) {
    const std::string name = tuning::candidate_name<ExecSpace, float>(i);
    if (gemv.empty() && name.rfind("team_gemv", 0) == 0) gemv = name;
    if (tile.empty() && name.rfind("team_split_k<team_multistage<32x32", 0) == 0) tile = name;
  }
  ASSERT_FALSE(gemv.empty());
  ASSERT_FALSE(tile.empty());
  // the model favours the tile everywhere (the GEMV kernel has no model row)
  std::istringstream in(arch + ",float,model,,,\"" + tile + "\",1,1,1,0,1000000,dev,date\n" + arch +
                        ",float,3000,1,500,\"" + tile + "\",1,dev,date\n");
  tuning::Table::instance().replace(tuning::parse_table(in, "test"));
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 174, 1, 29781)), gemv);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 1, 155, 98671)), gemv);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 3563, 2, 377)), gemv);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 1, 1, 32)), gemv);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 1, 1, 31)), tile);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 174, 3, 29781)), tile);
  EXPECT_EQ((tuning::choose<ExecSpace, float>(ExecSpace(), 3000, 1, 500)), tile);
}

// On host backends the CPU GEMV takes a C with a side of one or two where its matrix (op(A) for
// a column, op(B) for a row) runs along K, however short C's other side: dot products need no
// long side. Where the matrix runs along C's side it takes only a side of 16 or more (shorter
// axpy updates lose to the blocked kernel); K below 32 stays with the blocked kernels.
TEST(Tuning, HostGemvRuleFollowsTheMatrixOrientation) {
  if (!std::is_same_v<tuning::kernel_set<ExecSpace>, tuning::HostKernels>)
    GTEST_SKIP() << "the CPU GEMV is a host candidate";
  TableGuard guard;
  tuning::Table::instance().replace({});
  const std::string gemv = device::HostGemv::name();
  auto pick = [](index_t m, index_t n, index_t k, bool a_along_k, bool b_along_k) {
    return tuning::choose<ExecSpace, float>(ExecSpace(), m, n, k, {a_along_k, b_along_k});
  };
  // a column C: the matrix is op(A)
  EXPECT_EQ(pick(2, 1, 6023, true, false), gemv);
  EXPECT_NE(pick(2, 1, 6023, false, false), gemv);
  EXPECT_EQ(pick(40, 1, 6023, false, false), gemv);
  // a row C: the matrix is op(B)
  EXPECT_EQ(pick(1, 2, 6023, false, true), gemv);
  EXPECT_NE(pick(1, 2, 6023, true, false), gemv);
  EXPECT_EQ(pick(1, 300, 6023, true, false), gemv);
  EXPECT_NE(pick(1, 2, 31, true, true), gemv);
  EXPECT_NE(pick(3, 300, 6023, true, true), gemv);
}

// Model rows parse, take no part in the nearest-row lookup, and decide auto's pick where no
// measured row lies within 10 % of the shape.
TEST(TuningModel, ModelRowsDecideWhereNoRowWasMeasuredNearby) {
  TableGuard guard;
  const std::string arch = tuning::device_arch(ExecSpace());
  const std::string quick = tuning::candidate_name<ExecSpace, float>(1),
                    steady = tuning::candidate_name<ExecSpace, float>(2),
                    measured = tuning::candidate_name<ExecSpace, float>(0);
  // quick: little to launch, slow per slab; steady: the other way round
  std::istringstream in(arch + ",float,model,,,\"" + quick + "\",1,10000,10000,0,1000,dev,date\n" +
                        arch + ",float,model,,,\"" + steady +
                        "\",200,0.001,0.001,0,1000,dev,date\n" + arch + ",float,1000,1000,1000,\"" +
                        measured + "\",1,dev,date\n");
  const std::vector<tuning::Entry> rows = tuning::parse_table(in, "test");
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_TRUE(rows[0].model);
  EXPECT_DOUBLE_EQ(rows[1].coefficients.launch_us, 200);
  EXPECT_DOUBLE_EQ(rows[1].bandwidth_gbs, 1000);
  tuning::Table& t = tuning::Table::instance();
  t.replace(rows);
  EXPECT_EQ(t.lookup(arch, "float", 8, 8, 8), measured);  // model rows are no measured rows
  EXPECT_EQ(t.model(arch, "float").size(), 2u);
  auto pick = [](index_t m, index_t n, index_t k) {
    return tuning::choose<ExecSpace, float>(ExecSpace(), m, n, k);
  };
  EXPECT_EQ(pick(1050, 950, 1000), measured);  // within 10 %: the measurement decides
  EXPECT_EQ(pick(8, 8, 8), quick);
  EXPECT_EQ(pick(3000, 3000, 3000), steady);
}

// Model rows need all their numbers, and a positive bandwidth; a row of the four-number
// layout (no store_ps_per_byte, the device's name where bandwidth_gbs belongs) is refused.
TEST(TuningModel, MalformedModelRowsAreRejected) {
  for (const char* line : {"sm_90,float,model,,,k,1,2,3,4\n", "sm_90,float,model,,,k,1,2,x,4,100\n",
                           "sm_90,float,model,,,k,1,2,3,4,0\n",
                           "sm_90,float,model,,,k,1,2,3,100,NVIDIA H100,date\n"}) {
    std::istringstream in(line);
    EXPECT_THROW(tuning::parse_table(in, "test"), std::invalid_argument) << line;
  }
}

}  // namespace
}  // namespace tgemm::test
