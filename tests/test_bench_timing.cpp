// The benches' timing order (bench/timing.hpp, time_variants): which variant runs when, with a
// clock that reports set durations instead of measuring.

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "../bench/timing.hpp"

namespace {

using tgemm::bench::Order;

struct FakeClock {
  std::vector<double> ms_of;  // a run of variant i takes ms_of[i]
  std::vector<int>* ran;
  template <class Exec, class F>
  double time_ms(const Exec&, F&& f) {
    f();
    return ms_of[ran->back()];
  }
};

struct Recorder {
  std::vector<int> ran;
  int throw_at = -1;  // variant that throws on its second run
  void operator()(int i) {
    ran.push_back(i);
    if (i == throw_at && std::count(ran.begin(), ran.end(), i) == 2)
      throw std::runtime_error("variant failed");
  }
};

std::vector<int> runs_of(const Recorder& r, std::size_t from) {
  return std::vector<int>(r.ran.begin() + std::ptrdiff_t(from), r.ran.end());
}

TEST(BenchTiming, SequentialRunsEachVariantsRunsTogether) {
  Recorder rec;
  FakeClock clock{{1, 2}, &rec.ran};
  const auto t = tgemm::bench::time_variants(clock, 0, Order::sequential, {1, 2}, {2, 3},
                                             [&](int i) { rec(i); });
  EXPECT_EQ(rec.ran, (std::vector<int>{0, 0, 0, 1, 1, 1, 1, 1}));
  EXPECT_EQ(t.ms[0], (std::vector<double>{1, 1}));
  EXPECT_EQ(t.ms[1], (std::vector<double>{2, 2, 2}));
}

TEST(BenchTiming, InTurnRotatesTheFirstVariantEachRound) {
  Recorder rec;
  FakeClock clock{{1, 1.5, 2}, &rec.ran};
  const auto t = tgemm::bench::time_variants(clock, 0, Order::in_turn, {2, 2, 2}, {3, 3, 3},
                                             [&](int i) { rec(i); });
  // warm-ups 0 1 2, 1 2 0; timed 0 1 2, 1 2 0, 2 0 1
  EXPECT_EQ(rec.ran, (std::vector<int>{0, 1, 2, 1, 2, 0, 0, 1, 2, 1, 2, 0, 2, 0, 1}));
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(t.ms[i].size(), 3u);  // the warm-ups' times are not kept
    EXPECT_EQ(t.ms[i][0], clock.ms_of[i]);
    EXPECT_TRUE(t.error[i].empty());
  }
}

TEST(BenchTiming, InTurnTimesAMuchSlowerVariantOnItsOwnAfterTheRounds) {
  Recorder rec;
  // Variant 1 is over kSlowFactor times the fastest: it warms up in the rounds, then runs
  // after them.
  FakeClock clock{{1, 1 + 4 * tgemm::bench::kSlowFactor, 1.2}, &rec.ran};
  const auto t = tgemm::bench::time_variants(clock, 0, Order::in_turn, {1, 1, 1}, {2, 2, 2},
                                             [&](int i) { rec(i); });
  EXPECT_EQ(runs_of(rec, 3), (std::vector<int>{0, 2, 2, 0, 1, 1}));
  EXPECT_EQ(t.ms[1].size(), 2u);
}

TEST(BenchTiming, AVariantThatThrowsLeavesTheRoundsWithItsMessage) {
  Recorder rec;
  rec.throw_at = 1;
  FakeClock clock{{1, 1}, &rec.ran};
  const auto t =
      tgemm::bench::time_variants(clock, 0, Order::in_turn, {1, 1}, {3, 3}, [&](int i) { rec(i); });
  EXPECT_EQ(t.error[1], "variant failed");
  EXPECT_TRUE(t.error[0].empty());
  EXPECT_EQ(t.ms[0].size(), 3u);
  EXPECT_TRUE(t.ms[1].empty());
  // warm-ups 0 1; timed 0 1 (throws), then 0 alone
  EXPECT_EQ(rec.ran, (std::vector<int>{0, 1, 0, 1, 0, 0}));
}

TEST(BenchTiming, SlowerThanComparesWithTheFastestTimeGiven) {
  // 0: no time (not a candidate); the fastest is 2, so over 10 x 2 is slow.
  EXPECT_EQ(tgemm::bench::slower_than({0, 2, 20, 20.5, 5}, 10),
            (std::vector<bool>{false, false, false, true, false}));
  EXPECT_EQ(tgemm::bench::slower_than({0, 0}, 10), (std::vector<bool>{false, false}));
}

TEST(BenchTiming, OrderNamesParseAndOthersAreRefused) {
  EXPECT_EQ(tgemm::bench::parse_order("in-turn"), Order::in_turn);
  EXPECT_EQ(tgemm::bench::parse_order("sequential"), Order::sequential);
  EXPECT_THROW(tgemm::bench::parse_order("random"), std::invalid_argument);
}

TEST(BenchTiming, MedianOfEvenAndOddCounts) {
  EXPECT_EQ(tgemm::bench::median_of({3, 1, 2}), 2);
  EXPECT_EQ(tgemm::bench::median_of({4, 1, 3, 2}), 2.5);
  EXPECT_EQ(tgemm::bench::median_of({}), 0);
}

}  // namespace
