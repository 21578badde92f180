// What a candidate's name says about how it covers a problem: the host tools' stand-in for the
// library's candidate_shape_in (src/lib/gemm.cpp, ShapeOf), parsed from the tile in the name.
// PARTIAL (0 or 1, required): whether the small-K kernel counts a K below its chunk as a partial slab.
// ORIENT (0 or 1, required): whether the model takes the operands' orientation (orient() then
// gives it for column-major A and B and the transposes TA, TB).
#pragma once
#include <tgemm/tuning/model.hpp>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <string>
#if ORIENT
#define TGEMM_ORIENT(ta, tb) , tgemm::tuning::Orientation{(ta) != 'N', (tb) == 'N'}
#else
#define TGEMM_ORIENT(ta, tb)
#endif
inline tgemm::tuning::KernelShape shape_of(const std::string& s) {
  using tgemm::tuning::KernelShape;
  if (s == "naive_range") return {1, 1, 1, 256, 8, KernelShape::Schedule::elementwise};
  std::smatch mt; std::regex re("(\\d+)x(\\d+)x(\\d+),TM(\\d+),TN(\\d+),WM(\\d+),B(\\d+)");
  if (!std::regex_search(s, mt, re)) { std::fprintf(stderr, "? %s\n", s.c_str()); std::exit(1); }
  int bm = std::stoi(mt[1]), bn = std::stoi(mt[2]), bk = std::stoi(mt[3]), tm = std::stoi(mt[4]), tn = std::stoi(mt[5]), wm = std::stoi(mt[6]), b = std::stoi(mt[7]);
  if (s.rfind("team_small_k", 0) == 0) { KernelShape q{bm, bn, bk, 32 * (bn / tn), b, KernelShape::Schedule::tiles};
#if PARTIAL  // the field is new: the tree before the change compiles without it
    q.partial_slab = true;
#endif
    return q; }
  if (s.rfind("team_thin", 0) == 0) return {bm, bn, tgemm::device::thin::step, 32 * wm, b, KernelShape::Schedule::thin};
  KernelShape k{bm, bn, bk, (bm / tm) * (bn / tn), b, s.rfind("team_stream_k", 0) == 0 ? KernelShape::Schedule::stream_k : s.rfind("team_split_k", 0) == 0 ? KernelShape::Schedule::split_k : KernelShape::Schedule::tiles};
  k.packed = s.find("team_packed") != std::string::npos;
  k.max_slices = tgemm::schedule::max_slices(bm, bn);
  return k;
}
