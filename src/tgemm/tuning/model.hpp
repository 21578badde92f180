#pragma once
// The shape rule variant "auto" applies on GPUs where the tuning table has no row measured at
// the shape: a cost model per candidate. What a candidate's type says (its tile, threads,
// teams per multiprocessor, schedule, operands) and the problem's m, n, k give how it covers
// the device (Coverage: slabs of K per team, teams on the busiest multiprocessor, the bytes
// of its extra passes); four coefficients per candidate, fitted by tgemm-tune to its
// measurements over the tuning shapes, turn that into microseconds:
//
//   t = launches * launch_us
//     + max(slabs * max(slab_latency, busiest * slab_throughput), compulsory bytes / bandwidth)
//     + extra-pass bytes / bandwidth
//     + C's bytes * store_ps_per_byte
//
// slab_latency is a slab's time for a team alone on its multiprocessor, slab_throughput the
// time a slab adds when the multiprocessor is shared, so a few teams on an idle device run at
// their latency and a full device at its throughput. store_ps_per_byte is what a byte of C
// costs the candidate beyond that: its epilogue follows its last slab, and how its threads hold
// C decides how fast it drains (where k is small, that is most of the time). A kernel that
// multiplies only the depth of K it holds (the small-K kernel) counts a K below its slab as
// that share of a slab. A tile that reads an operand along K in place pays for its misses as
// extra bytes (along_k_bytes). Each candidate is fitted in full where it competes (fit). The
// candidate predicted fastest runs, among those whose coverage applies to the shape.
// docs/design.md explains the rule and what it leaves out.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tgemm/device/thin_slices.hpp>
#include <tgemm/schedule/split_k_slices.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <utility>
#include <vector>

namespace tgemm::tuning {

// What a candidate's type says about how it covers a problem (tuning/candidates.hpp).
struct KernelShape {
  enum class Schedule { tiles, split_k, stream_k, elementwise, thin, vector, dots };
  int bm = 1, bn = 1, bk = 1;  // a team's tile of C and slab depth
  int threads = 256;           // threads per team
  int teams_per_sm = 1;        // teams a multiprocessor holds (launch bounds)
  Schedule schedule = Schedule::split_k;
  bool packed = false;        // A and B are copied into panels first (operands::Packed)
  index_t max_slices = 64;    // split K's deepest split (schedule::max_slices)
  bool partial_slab = false;  // a K below bk costs its share of a slab: the kernel multiplies
                              // only the depth it holds (device::SmallK)
  bool copy_engine = false;   // slabs brought whole by the copy engine, read in place
                              // (device::TmaGemm): no along-K misses; see cover()
};

// How the operands lie, where a candidate's coverage depends on it: whether op(A) has no unit
// stride down its columns (along M) and op(B) none along its rows (along N), so that a kernel
// streaming either one reads it along K. The default (both unit-stride along M and N) is the
// orientation in which every candidate covers a problem as its shape alone says.
struct Orientation {
  bool a_along_k = false;
  bool b_along_k = false;
  // Both unit-stride along K, every row of op(A) and column of op(B) starting on a 16-byte
  // boundary: a copy along K can take 16 bytes at a time (the dots kernel's fast copy; it copies
  // one value at a time otherwise, about half as fast).
  bool units_along_k = false;
  int code() const { return int(a_along_k) | int(b_along_k) << 1; }  // the table rows' transposes
  int key() const { return code() | int(units_along_k) << 2; }       // for caches' keys
};

// The orientation of op(A) (m x k) and op(B) (k x n) as strided matrices.
template <class T>
Orientation orientation_of(const MatrixRef<T>& a, const MatrixRef<T>& b) {
  Orientation o{a.row_stride != 1, b.col_stride != 1};
  o.units_along_k = rows_in_16_byte_units(a) && rows_in_16_byte_units(b.transposed());
  return o;
}

// The orientation of column-major A and B under BLAS transposes ta, tb ('N': not transposed):
// op(A) runs along K where A is transposed, op(B) where B is not.
constexpr Orientation column_major_orientation(char ta, char tb) {
  return {ta != 'N', tb == 'N'};
}

// The same for A and B stored tightly (leading dimension their rows) in 16-byte aligned
// allocations, as the tuner's and the benches' are: their runs along K come in 16-byte units
// where k values of scalar_bytes each make a whole number of them.
constexpr Orientation column_major_orientation(char ta, char tb, index_t k, int scalar_bytes) {
  Orientation o = column_major_orientation(ta, tb);
  o.units_along_k = o.a_along_k && o.b_along_k && (k * scalar_bytes) % 16 == 0;
  return o;
}

// The widest narrow side of C the GEMV kernel is for (device/gemv.hpp): it reads the matrix once
// per column of that side.
inline constexpr index_t gemv_widest = 2;

// The device as the model sees it.
struct DeviceShape {
  int sms = 1;              // multiprocessors
  index_t concurrency = 1;  // threads resident at once (the thin kernel's slicing reads it)
  double l2_bytes = 50.0 * 1024 * 1024;  // last-level cache (along_k_bytes); sm_90's by default
};

// How a candidate covers an m x n x k problem: the model's terms.
struct Coverage {
  double slabs = 1;        // slabs of depth bk the busiest team walks
  double busiest = 1;      // teams on the busiest multiprocessor
  double main_bytes = 0;   // compulsory traffic of the main kernel: A, B read, C written
  double extra_bytes = 0;  // passes of their own: packing A and B, adding split-K's slices
  double c_bytes = 0;      // C, as the kernel writes it at the end
  int launches = 1;        // kernels launched
  bool applies = true;     // false: a shape the candidate is not for; never picked, never fitted
};

// A candidate's fitted coefficients (tgemm-tune).
struct Coefficients {
  double launch_us = 3, slab_latency_ns = 100, slab_throughput_ns = 10;
  double store_ps_per_byte = 0;  // picoseconds per byte of C
};

// The split of K the split-K schedule makes (schedule/split_k.hpp), as slices and slabs per
// slice.
inline std::pair<index_t, index_t> split_of(const KernelShape& s, const DeviceShape& d,
                                            index_t tiles, index_t k) {
  const index_t slices =
      s.schedule == KernelShape::Schedule::tiles
          ? 1
          : schedule::split_k_slices(schedule::split_k_resident_gpu(d.sms, s.teams_per_sm), tiles,
                                     k, s.bk, s.max_slices);
  const auto [split, chunk] = schedule::split_k_chunks(k, slices, s.bk);
  return {split, std::max<index_t>(1, chunk / s.bk)};
}

// How the thin kernel (device/thin.hpp) covers the problem: the narrow side in one pass of
// its width, the wide one in blocks of bm * bn / width rows, K in slices of 32-value slabs. It
// applies only where the narrow side fits one pass: each further pass reads the wide operand
// again, and on an H100 it was then chosen at 2-3 passes and ran at half the speed of the
// candidate it displaced (64 x 511 x 256, 2746 x 39 x 295). Nor where it would run its staged
// map (a wide operand read along K at more than a quarter of its width): over the sweep's
// tuning half that map was never the fastest candidate in FP32 (38 shapes and transposes, 1.8
// times the fastest by geometric mean) and 2 times in 28 in FP64 (1.45 times), and at
// 144 x 14 x 139696 TN FP64 it took 161 us where a 32 x 32 split-K tile took 107 (H200). Nor
// at the tile's whole width (a narrow side past bn / 2): over the tuning half it was never the
// fastest candidate there (28 FP64 shapes and transposes in each of two H200 tuning runs, 44
// FP32), and at 144 x 14 x 139696 NN and NT FP64 it took 1.4-1.6 times the 8-deep 32 x 32 tile's
// time where its fit, made on short slices, put it ahead.
inline Coverage cover_thin(const KernelShape& s, const DeviceShape& d, index_t m, index_t n,
                           index_t k, int scalar_bytes, Orientation o) {
  Coverage c;
  const double sb = scalar_bytes;
  const index_t narrow = std::min(m, n), wide = std::max(m, n);
  const int width = device::thin::width_for(narrow, s.bn);
  const index_t passes = (narrow + width - 1) / width;
  const index_t rows = index_t(s.bm) * s.bn / width;
  const index_t blocks = (wide + rows - 1) / rows * passes;
  const auto [slices, len] = device::thin::slice_k(
      k, device::thin::slices_for(schedule::split_k_resident(d.concurrency, s.threads), blocks, k,
                                  narrow));
  c.main_bytes = sb * (double(wide) * k * passes + double(k) * narrow + double(m) * n);
  c.c_bytes = sb * double(m) * n;
  c.slabs = double((std::min(len, k) + s.bk - 1) / s.bk);
  c.busiest = std::ceil(double(blocks * slices) / d.sms);
  const bool flip = n > m;  // Thin::run puts the narrow side in C's columns
  const bool staged = (flip ? o.b_along_k : o.a_along_k) && width != s.bn / 4;
  c.applies = width < s.bn && !staged;  // one pass, narrower than the tile's widest
  if (slices > 1) {
    c.extra_bytes = sb * double(slices + 1) * m * n;
    c.launches += 1;
  }
  return c;
}

// How the dots kernel (device/dots.hpp) covers the problem: C's narrow side in passes of bn (or
// one of bn / 2 where it fits), the wide side in blocks of bm, K split as the kernel splits it. X
// is read once a pass, Y once a block. It applies only where both operands run along K in
// 16-byte units: elsewhere it copies them one value at a time, which no shape rewards (and whose
// times, fitted with the others, put its cost a slab at twice the fast copy's).
inline Coverage cover_dots(const KernelShape& s, const DeviceShape& d, index_t m, index_t n,
                           index_t k, int scalar_bytes, Orientation o) {
  Coverage c;
  const double sb = scalar_bytes;
  const index_t narrow = std::min(m, n), wide = std::max(m, n);
  const int width = device::dots::width_for(narrow, s.bn);
  const index_t passes = (narrow + width - 1) / width, blocks = (wide + s.bm - 1) / s.bm;
  const index_t tiles = blocks * passes;
  const index_t slices = device::dots::slices_for(
      schedule::split_k_resident_gpu(d.sms, s.teams_per_sm), tiles, k, s.bk, s.max_slices);
  const auto [split, chunk] = schedule::split_k_chunks(k, slices, s.bk);
  c.main_bytes = sb * (double(wide) * k * passes + double(k) * narrow * blocks + double(m) * n);
  c.c_bytes = sb * double(m) * n;
  c.slabs = double(std::max<index_t>(1, (std::min(chunk, k) + s.bk - 1) / s.bk));
  c.busiest = std::ceil(double(tiles * split) / d.sms);
  c.applies = o.a_along_k && o.b_along_k && o.units_along_k;
  if (split > 1) {
    c.extra_bytes = sb * double(split + 1) * m * n;
    c.launches += 1;
  }
  return c;
}

// An operand a tile reads along K in place (not packed) comes in short runs, one per row or
// column of the tile's slab: every team reading it walks the whole operand so, and once the
// operand outgrows L2 a growing share of those runs miss. The transposing 64 x 128 x 16 FP64
// tile ran 7 % faster than the packed one at 1024^3 NN and 4, 11 and 17 % slower at 2048^3,
// 4096^3 and 8192^3, while NT, reading neither operand along K, ran alike throughout (H200);
// nothing else in the coverage grows so. The cost, as bytes at copy bandwidth: weight x the
// operand's bytes x the teams that read it x the share missed, 0.09 at L2's size and 0.045 more
// per doubling (read off those ratios; the weight by how the picks fare over the tuning shapes,
// bench/results/h200-2026-12-04e-along-k-term). Nothing below a quarter of L2. Fitted to cubes,
// it overcharges an operand few teams read (docs/design.md).
inline constexpr double along_k_weight = 2;

inline double along_k_bytes(double operand_bytes, double readers, double l2_bytes) {
  const double missed = std::clamp(0.09 + 0.045 * std::log2(operand_bytes / l2_bytes), 0.0, 1.0);
  return along_k_weight * operand_bytes * readers * missed;
}

inline Coverage cover(const KernelShape& s, const DeviceShape& d, index_t m, index_t n, index_t k,
                      int scalar_bytes, Orientation o = {}) {
  Coverage c;
  const double sb = scalar_bytes, M = double(m), N = double(n), K = double(k);
  c.main_bytes = sb * (M * K + K * N + M * N);
  c.c_bytes = sb * M * N;
  const index_t tiles = ((m + s.bm - 1) / s.bm) * ((n + s.bn - 1) / s.bn);
  const index_t resident = schedule::split_k_resident_gpu(d.sms, s.teams_per_sm);
  const index_t slabs = (k + s.bk - 1) / s.bk;
  if (m <= 0 || n <= 0) return c;  // an empty C: auto picks before gemm returns, nothing runs
  if (s.schedule == KernelShape::Schedule::thin) return cover_thin(s, d, m, n, k, scalar_bytes, o);
  if (s.schedule == KernelShape::Schedule::dots) return cover_dots(s, d, m, n, k, scalar_bytes, o);
  if (s.schedule == KernelShape::Schedule::vector) {  // the GEMV kernel: a pass per column of
    c.applies = std::min(m, n) <= gemv_widest;        // C's narrow side, of one or two
    c.slabs = double(slabs) * double(std::min(m, n));
    c.busiest = 1;
    return c;
  }
  if (s.schedule == KernelShape::Schedule::elementwise) {  // a thread per element of C
    const double teams = std::ceil(M * N / s.threads);
    c.slabs = double(slabs);
    c.busiest = std::ceil(teams / d.sms);
    return c;
  }
  const bool stream = s.schedule == KernelShape::Schedule::stream_k && tiles > resident &&
                      tiles % resident != 0 && slabs >= 2;
  if (stream) {  // the last waves shared out by slabs: every team walks the same number
    c.slabs = double(tiles) * double(slabs) / double(resident);
    c.busiest = s.teams_per_sm;
  } else {
    const auto [slices, per_slice] = split_of(s, d, tiles, k);
    c.slabs = s.partial_slab && k < s.bk ? double(k) / s.bk : double(per_slice);
    c.busiest = std::ceil(double(tiles * slices) / d.sms);
    if (slices > 1) {
      c.extra_bytes += sb * double(slices + 1) * M * N;
      c.launches += 1;
    }
  }
  if (s.copy_engine) {
    // The copy engine's tile runs its own kernel where op(B) runs along K and op(A) along K or
    // down M, with k even (the leading dimension of an operand stored tightly along K) and, down
    // M, m even (op(A)'s); elsewhere it runs the packed tile, whose own row speaks for that. Its
    // slabs come as whole boxes, so an operand along K costs no misses (at 8192^3 NN and TN it
    // keeps 98-100 % of cuBLAS, where the along-K term would add half its time).
    c.applies = o.b_along_k && (o.a_along_k || m % 2 == 0) && k % 2 == 0;
  } else if (s.packed) {  // A and B read and written once more
    c.extra_bytes += 2 * sb * (M * K + K * N);
    c.launches += 2;
  } else {  // op(B) is read by each row of tiles, op(A) by each column
    if (o.b_along_k)
      c.extra_bytes += along_k_bytes(sb * K * N, double((m + s.bm - 1) / s.bm), d.l2_bytes);
    if (o.a_along_k)
      c.extra_bytes += along_k_bytes(sb * M * K, double((n + s.bn - 1) / s.bn), d.l2_bytes);
  }
  return c;
}

// Predicted microseconds.
inline double predict_us(const Coefficients& f, const Coverage& c, double bandwidth_gbs) {
  const double per_byte_us = 1e-3 / bandwidth_gbs;
  const double compute_us =
      c.slabs * std::max(f.slab_latency_ns, c.busiest * f.slab_throughput_ns) * 1e-3;
  return c.launches * f.launch_us + std::max(compute_us, c.main_bytes * per_byte_us) +
         c.extra_bytes * per_byte_us + c.c_bytes * f.store_ps_per_byte * 1e-6;
}

// A measured time for the fit: the candidate's coverage and time at one shape, and the fastest
// time any candidate took there.
struct FitPoint {
  Coverage coverage;
  double us = 0;
  double fastest_us = 0;
};

// How much slower than the fastest candidate a candidate may run at a shape and still be fitted
// there in full (fit): 1.5 put the picks closest to the fastest over the tuning half (2 and 3
// less close, counting every point in full least).
inline constexpr double competitive_ratio = 1.5;

// The coefficients that best predict measured times (microseconds) where the candidate
// competes: least squares in log time (a 10 us and a 10 ms problem count alike), by a
// shrinking multiplicative search from a first guess. Positive always. At a shape where it
// ran more than competitive_ratio times the fastest time, only a prediction below its time
// counts as an error: the model never needs to say how slow a candidate is where others are
// far faster, only that it is slow, and those shapes would otherwise pull the fit away from
// the ones where the choice is close (at k = 1 with a large C the small-K kernel's prediction
// was pulled 60 % high by shapes with a deep K it never wins). Points whose coverage does not
// apply are left out.
inline Coefficients fit(const std::vector<FitPoint>& points, double bandwidth_gbs) {
  Coefficients f;
  double fastest = 1e30, per_slab = 1e30;
  bool any = false;
  for (const auto& p : points) {
    if (!p.coverage.applies) continue;
    any = true;
    fastest = std::min(fastest, p.us / p.coverage.launches);
    per_slab = std::min(per_slab, p.us * 1e3 / (p.coverage.slabs * p.coverage.busiest));
  }
  if (!any) return f;
  f = {fastest / 2, per_slab * 4, per_slab, 0.3};  // 0.3 ps a byte: C at 3.3 TB/s
  auto loss = [&](const Coefficients& g) {
    double sum = 0;
    for (const auto& p : points) {
      if (!p.coverage.applies) continue;
      double e = std::log(predict_us(g, p.coverage, bandwidth_gbs) / p.us);
      if (p.us > competitive_ratio * p.fastest_us) e = std::min(e, 0.0);
      sum += e * e;
    }
    return sum;
  };
  // Moves: each coefficient alone, and a slab's latency and throughput together. Where the fit
  // lands on latency = busiest x throughput (the teams an SM holds), moving either alone leaves
  // the larger term in place and cannot lower a slab's cost; moving both can.
  using Member = double Coefficients::*;
  constexpr Member none = nullptr;
  const std::pair<Member, Member> moves[] = {
      {&Coefficients::launch_us, none},
      {&Coefficients::slab_latency_ns, none},
      {&Coefficients::slab_throughput_ns, none},
      {&Coefficients::store_ps_per_byte, none},
      {&Coefficients::slab_latency_ns, &Coefficients::slab_throughput_ns}};
  double best = loss(f);
  for (double step : {4.0, 2.0, 1.4, 1.2, 1.1, 1.05, 1.02, 1.01}) {
    for (bool improved = true; improved;) {
      improved = false;
      for (const auto& [p, q] : moves)
        for (double factor : {step, 1 / step}) {
          Coefficients g = f;
          g.*p *= factor;
          if (q) g.*q *= factor;
          const double l = loss(g);
          if (l < best) best = l, f = g, improved = true;
        }
    }
  }
  return f;
}

// The same fit where every point counts in full (each its own fastest).
inline Coefficients fit(const std::vector<std::pair<Coverage, double>>& points,
                        double bandwidth_gbs) {
  std::vector<FitPoint> all;
  for (const auto& [c, us] : points) all.push_back({c, us, us});
  return fit(all, bandwidth_gbs);
}

}  // namespace tgemm::tuning
