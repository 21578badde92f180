// A candidate's KernelShape from its name, for the offline tools here: shape_of (the tile
// kernels, ../h100-h200-2026-11-27-fit-where-competes/model/shape_of.hpp) plus the dots and GEMV
// kernels, as src/lib/gemm.cpp's ShapeOf gives them.
#pragma once
#include <regex>
#include <string>
#include <tgemm/schedule/split_k_slices.hpp>
#include "../h100-h200-2026-11-27-fit-where-competes/model/shape_of.hpp"

inline tgemm::tuning::KernelShape shape_any(const std::string& s) {
  using tgemm::tuning::KernelShape;
  std::smatch mt;
  std::regex re("team_dots<(\\d+)x(\\d+)x(\\d+),TM\\d+,TN\\d+,WM(\\d+),B(\\d+)");
  if (std::regex_search(s, mt, re)) {
    KernelShape k{std::stoi(mt[1]), std::stoi(mt[2]), std::stoi(mt[3]), 32 * std::stoi(mt[4]), std::stoi(mt[5]), KernelShape::Schedule::dots};
    k.max_slices = tgemm::schedule::max_slices(k.bm, k.bn);
    return k;
  }
  std::regex gv("team_gemv<(\\d+)x1x(\\d+),TM\\d+,TN\\d+,WM(\\d+),B(\\d+)");
  if (std::regex_search(s, mt, gv))
    return {std::stoi(mt[1]), 1, std::stoi(mt[2]), 32 * std::stoi(mt[3]), std::stoi(mt[4]), KernelShape::Schedule::vector};
  return shape_of(s);
}
