#pragma once
// What the benchmarks print: numbers for the tables, JSON strings and numbers, and a table of
// columns sized to their cells.

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace tgemm::bench {

// v with prec decimals, or "-" where there is no value.
inline std::string fmt(double v, int prec, bool valid = true) {
  if (!valid) return "-";
  std::ostringstream os;
  os << std::fixed << std::setprecision(prec) << v;
  return os.str();
}

// A relative error: "-" where none was measured (< 0), "nan" where it was not finite.
inline std::string fmt_err(double v) {
  if (v < 0) return "-";
  if (std::isnan(v)) return "nan";
  std::ostringstream os;
  os << std::scientific << std::setprecision(1) << v;
  return os.str();
}

inline std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out;
}

// A JSON number, or null where there is no value (not finite or negative).
inline std::string json_num(double v) {
  if (!std::isfinite(v) || v < 0) return "null";
  std::ostringstream os;
  os << std::setprecision(6) << v;
  return os.str();
}

// head and cells as a table: the first `left` columns and the last left-aligned, the rest
// right-aligned; the last column (a status with notes) is as wide as its head or last_width.
inline void print_columns(const std::vector<std::string>& head,
                          const std::vector<std::vector<std::string>>& cells, std::size_t left,
                          std::size_t last_width) {
  std::vector<std::size_t> w(head.size());
  for (std::size_t c = 0; c < w.size(); ++c) {
    w[c] = head[c].size();
    for (const auto& row : cells)
      w[c] = std::max(w[c], c + 1 == w.size() ? last_width : row[c].size());
  }
  auto line = [&](auto get) {
    for (std::size_t c = 0; c < w.size(); ++c) {
      const bool to_left = c < left || c + 1 == w.size();
      std::cout << (c ? "  " : "") << (to_left ? std::left : std::right) << std::setw(int(w[c]))
                << get(c);
    }
    std::cout << "\n";
  };
  line([&](std::size_t c) { return head[c]; });
  line([&](std::size_t c) { return std::string(w[c], '-'); });
  for (const auto& row : cells) line([&](std::size_t c) { return row[c]; });
  std::cout << std::right;
}

}  // namespace tgemm::bench
