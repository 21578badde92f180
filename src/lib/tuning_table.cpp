// The tuning table (tgemm/tuning/table.hpp): the committed rows, then TGEMM_TUNING_FILE's.

#include <tgemm/tuning/host_avx512.hpp>
#include <tgemm/tuning/sm_90.hpp>
#include <tgemm/tuning/table.hpp>
#include <utility>
#include <vector>

namespace tgemm::tuning {

std::vector<Entry> builtin_rows() {
  std::vector<Entry> rows;
  for (const auto& [table, name] : {std::pair{builtin_sm_90, "built-in sm_90"},
                                    std::pair{builtin_host_avx512, "built-in host-avx512"}}) {
    std::istringstream in(table);
    const std::vector<Entry> r = parse_table(in, name);
    rows.insert(rows.end(), r.begin(), r.end());
  }
  return rows;
}

Table& Table::instance() {
  static Table* t = new Table;  // never destroyed: see the class comment
  return *t;
}

Table::Table() {
  rows_ = builtin_rows();
  if (const char* f = std::getenv("TGEMM_TUNING_FILE")) load_file(f);
}

void Table::load_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::invalid_argument("tgemm::tuning::load_file: cannot open '" + path + "'");
  merge(parse_table(in, path));
}

void Table::merge(const std::vector<Entry>& rows) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::set<std::string> archs;
  for (const auto& r : rows) archs.insert(r.arch);
  std::erase_if(rows_, [&](const Entry& e) { return archs.count(e.arch) > 0; });
  rows_.insert(rows_.end(), rows.begin(), rows.end());
  ++generation_;
}

std::vector<Entry> Table::rows() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return rows_;
}

void Table::replace(std::vector<Entry> rows) {
  std::lock_guard<std::mutex> lock(mutex_);
  rows_ = std::move(rows);
  ++generation_;
}

// Whether row e may serve a call of orientation `orientation` (-1: unknown).
static bool serves(const Entry& e, int orientation) {
  return e.orientation < 0 || e.orientation == orientation;
}

// How far row e lies from m x n x k: |log2| differences summed over the three sizes.
static double log_distance(const Entry& e, index_t m, index_t n, index_t k) {
  auto lg = [](index_t x) { return std::log2(double(x < 1 ? 1 : x)); };
  return std::abs(lg(e.m) - lg(m)) + std::abs(lg(e.n) - lg(n)) + std::abs(lg(e.k) - lg(k));
}

std::string Table::lookup(const std::string& arch, const std::string& dtype, index_t m, index_t n,
                          index_t k, const std::function<bool(const Entry&)>& accept,
                          int orientation) const {
  std::lock_guard<std::mutex> lock(mutex_);
  const Entry* best = nullptr;
  double best_d = 0;
  for (const auto& e : rows_) {
    if (e.model || e.arch != arch || e.dtype != dtype || !serves(e, orientation) ||
        (accept && !accept(e)))
      continue;
    const double d = log_distance(e, m, n, k);
    if (!best || d < best_d) best = &e, best_d = d;
  }
  return best ? best->kernel : std::string();
}

std::string Table::lookup_within(const std::string& arch, const std::string& dtype, index_t m,
                                 index_t n, index_t k, double ratio,
                                 const std::function<bool(const Entry&)>& accept,
                                 int orientation) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto near = [&](index_t row, index_t x) {
    const double a = double(row < 1 ? 1 : row), b = double(x < 1 ? 1 : x);
    return a <= b * ratio && b <= a * ratio;
  };
  // The nearest row, not the first: rows measured on a grid finer than `ratio` (cubes 256
  // apart) each lie within it of their neighbours' shapes.
  const Entry* best[2] = {nullptr, nullptr};  // [0]: at the call's orientation, [1]: for every one
  double best_d[2] = {0, 0};
  for (const auto& e : rows_)
    if (!e.model && e.arch == arch && e.dtype == dtype && serves(e, orientation) && near(e.m, m) &&
        near(e.n, n) && near(e.k, k) && (!accept || accept(e))) {
      const int i = e.orientation >= 0 ? 0 : 1;
      const double d = log_distance(e, m, n, k);
      if (!best[i] || d < best_d[i]) best[i] = &e, best_d[i] = d;
    }
  return best[0] ? best[0]->kernel : best[1] ? best[1]->kernel : std::string();
}

std::vector<Entry> Table::model(const std::string& arch, const std::string& dtype) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Entry> rows;
  for (const auto& e : rows_)
    if (e.model && e.arch == arch && e.dtype == dtype) rows.push_back(e);
  return rows;
}

}  // namespace tgemm::tuning
