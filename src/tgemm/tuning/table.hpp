#pragma once
// The tuning table variant "auto" reads at run time: rows of (arch, dtype, m, n, k) -> the
// fastest candidate tgemm-tune measured there. A call takes the row of its arch and dtype
// nearest in log(m), log(n), log(k). Built-in rows (committed defaults, tuning/sm_90.hpp)
// are replaced arch by arch by a file named in TGEMM_TUNING_FILE or passed to
// tgemm::tuning::load_file.

#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/tuning/sm_90.hpp>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tgemm::tuning {

struct Entry {
  std::string arch, dtype;
  index_t m = 0, n = 0, k = 0;
  std::string kernel;
};

// CSV fields of one line; a field in double quotes may hold commas (kernel names do:
// "team_warp_tile<128x128x16,TM8,TN8,WM2,B2>").
inline std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> f(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (c == ',' && !quoted) f.emplace_back();
    else f.back() += c;
  }
  return f;
}

// Parses "arch,dtype,m,n,k,kernel[,anything]" lines; '#' starts a comment.
inline std::vector<Entry> parse_table(std::istream& in, const std::string& origin) {
  std::vector<Entry> rows;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = csv_fields(line);
    if (f.size() < 6)
      throw std::invalid_argument("tgemm tuning table " + origin + ":" + std::to_string(line_no) +
                                  ": expected arch,dtype,m,n,k,kernel");
    rows.push_back({f[0], f[1], std::stoll(f[2]), std::stoll(f[3]), std::stoll(f[4]), f[5]});
  }
  return rows;
}

class Table {
 public:
  static Table& instance() {
    static Table t;
    return t;
  }

  // Rows of the file replace the rows of every arch the file mentions.
  void load_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::invalid_argument("tgemm::tuning::load_file: cannot open '" + path + "'");
    merge(parse_table(in, path));
  }

  void merge(const std::vector<Entry>& rows) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::set<std::string> archs;
    for (const auto& r : rows) archs.insert(r.arch);
    std::erase_if(rows_, [&](const Entry& e) { return archs.count(e.arch) > 0; });
    rows_.insert(rows_.end(), rows.begin(), rows.end());
    ++generation_;
  }

  std::vector<Entry> rows() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return rows_;
  }
  void replace(std::vector<Entry> rows) {
    std::lock_guard<std::mutex> lock(mutex_);
    rows_ = std::move(rows);
    ++generation_;
  }

  // Changes whenever the rows do: what auto's per-shape cache (choose.hpp) is keyed on.
  std::uint64_t generation() const { return generation_.load(std::memory_order_acquire); }

  // The kernel of the nearest row, or "" when the table has none for arch and dtype. Rows
  // for which accept(row) is false are passed over.
  std::string lookup(const std::string& arch, const std::string& dtype, index_t m, index_t n,
                     index_t k, const std::function<bool(const Entry&)>& accept = {}) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto lg = [](index_t x) { return std::log2(double(x < 1 ? 1 : x)); };
    const Entry* best = nullptr;
    double best_d = 0;
    for (const auto& e : rows_) {
      if (e.arch != arch || e.dtype != dtype || (accept && !accept(e))) continue;
      const double d = std::abs(lg(e.m) - lg(m)) + std::abs(lg(e.n) - lg(n)) + std::abs(lg(e.k) - lg(k));
      if (!best || d < best_d) best = &e, best_d = d;
    }
    return best ? best->kernel : std::string();
  }

 private:
  Table() {
    std::istringstream builtin(builtin_sm_90);
    rows_ = parse_table(builtin, "built-in sm_90");
    if (const char* f = std::getenv("TGEMM_TUNING_FILE")) load_file(f);
  }
  mutable std::mutex mutex_;
  std::vector<Entry> rows_;
  std::atomic<std::uint64_t> generation_{0};
};

inline void load_file(const std::string& path) { Table::instance().load_file(path); }

}  // namespace tgemm::tuning
