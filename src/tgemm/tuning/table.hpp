#pragma once
// The tuning table variant "auto" reads at run time: rows of (arch, dtype, m, n, k) -> the
// fastest candidate tgemm-tune measured there, and model rows (arch, dtype, candidate) -> the
// coefficients of the candidate's cost model (tuning/model.hpp). A call whose shape is within
// 10 % of a measured row in m, n and k runs the nearest such row's kernel; otherwise, where its
// arch and dtype have model rows, the candidate the model predicts fastest; otherwise the row
// nearest in log(m), log(n), log(k). A measured row may name the transposes it was measured at (a
// tenth column, "TN"): it then serves only calls whose operands lie that way, and before a row
// without one. Built-in rows (committed defaults, tuning/sm_90.hpp) are
// replaced arch by arch by a file named in TGEMM_TUNING_FILE or passed to
// tgemm::tuning::load_file. The table lives in the compiled library (src/lib/tuning_table.cpp).

#include <algorithm>
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
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/tuning/model.hpp>
#include <vector>

namespace tgemm::tuning {

struct Entry {
  std::string arch, dtype;
  index_t m = 0, n = 0, k = 0;  // a measured row's shape (0 in model rows)
  std::string kernel;
  bool model = false;  // a model row: "arch,dtype,model,,,kernel,launch_us,latency_ns,
                       // throughput_ns,store_ps_per_byte,bandwidth_gbs"
  Coefficients coefficients;
  double bandwidth_gbs = 0;
  // The orientation (Orientation::code()) of the transposes the row was measured at; -1: a row
  // for every orientation.
  int orientation = -1;
};

// The orientation of column-major operands under the transposes "NN", "NT", "TN" or "TT" (a
// row's tenth column), as Orientation::code(); -1 for anything else.
inline int transposes_code(const std::string& t) {
  if (t.size() != 2 || (t[0] != 'N' && t[0] != 'T') || (t[1] != 'N' && t[1] != 'T')) return -1;
  return column_major_orientation(t[0], t[1]).code();
}

// The rows a tuning run writes for one shape, from its candidates' speeds at each transpose it
// timed (gflops[j][c]: candidate c at the j-th; 0 where it failed its check or could not run):
// `row`, the candidate with the highest geometric mean over the transposes among those that ran
// at every one (-1: none), that mean, and per transpose a candidate for a row of that transpose
// alone (-1: none): the fastest there, where it runs more than `gain` times as fast as `row`,
// and its speed there (alone_gflops; 0 where none).
struct TunedRows {
  int row = -1;
  double mean_gflops = 0;
  std::vector<int> alone;
  std::vector<double> alone_gflops;
};

inline TunedRows tuned_rows(const std::vector<std::vector<double>>& gflops, double gain) {
  TunedRows r;
  if (gflops.empty()) return r;
  const std::size_t n = gflops.front().size();
  for (std::size_t c = 0; c < n; ++c) {
    double log_sum = 0;
    bool ran = true;
    for (const auto& at : gflops) {
      ran = ran && c < at.size() && at[c] > 0;
      if (ran) log_sum += std::log(at[c]);
    }
    const double mean = ran ? std::exp(log_sum / double(gflops.size())) : 0;
    if (ran && mean > r.mean_gflops) r.row = int(c), r.mean_gflops = mean;
  }
  r.alone.assign(gflops.size(), -1);
  r.alone_gflops.assign(gflops.size(), 0.0);
  if (r.row < 0 || gflops.size() < 2) return r;
  for (std::size_t j = 0; j < gflops.size(); ++j) {
    const std::vector<double>& at = gflops[j];
    const auto fastest = int(std::max_element(at.begin(), at.end()) - at.begin());
    if (at[fastest] > gain * at[r.row]) r.alone[j] = fastest, r.alone_gflops[j] = at[fastest];
  }
  return r;
}

// The same over rounds of the same timings (rounds[i][j][c]: round i, the j-th transpose,
// candidate c): `row` and the rows for one transpose by the rule above from each candidate's
// geometric mean over the rounds (0 where it failed in any), and with two rounds or more also a
// row for one transpose where the fastest there ran faster than `row` in every round and by
// more than `steady_gain` over them: gains of a few percent that hold from run to run, where one
// run's order of close candidates may not.
inline TunedRows tuned_rows(const std::vector<std::vector<std::vector<double>>>& rounds,
                            double gain, double steady_gain) {
  if (rounds.empty()) return {};
  std::vector<std::vector<double>> mean = rounds.front();
  for (std::size_t j = 0; j < mean.size(); ++j)
    for (std::size_t c = 0; c < mean[j].size(); ++c) {
      double log_sum = 0;
      bool ran = true;
      for (const auto& round : rounds) {
        ran = ran && j < round.size() && c < round[j].size() && round[j][c] > 0;
        if (ran) log_sum += std::log(round[j][c]);
      }
      mean[j][c] = ran ? std::exp(log_sum / double(rounds.size())) : 0;
    }
  TunedRows r = tuned_rows(mean, gain);
  if (r.row < 0 || rounds.size() < 2 || mean.size() < 2) return r;
  for (std::size_t j = 0; j < mean.size(); ++j) {
    const std::vector<double>& at = mean[j];
    const auto fastest = std::size_t(std::max_element(at.begin(), at.end()) - at.begin());
    if (r.alone[j] >= 0 || fastest == std::size_t(r.row) || at[fastest] <= steady_gain * at[r.row])
      continue;
    bool every = true;
    for (const auto& round : rounds) every = every && round[j][fastest] > round[j][r.row];
    if (every) r.alone[j] = int(fastest), r.alone_gflops[j] = at[fastest];
  }
  return r;
}

// CSV fields of one line; a field in double quotes may hold commas (kernel names do:
// "team_warp_tile<128x128x16,TM8,TN8,WM2,B2>").
inline std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> f(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"')
      quoted = !quoted;
    else if (c == ',' && !quoted)
      f.emplace_back();
    else
      f.back() += c;
  }
  return f;
}

// Parses "arch,dtype,m,n,k,kernel[,gflops,device,date[,transposes[,anything]]]" lines and model
// rows
// "arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,
// bandwidth_gbs[,anything]";
// '#' starts a comment.
inline std::vector<Entry> parse_table(std::istream& in, const std::string& origin) {
  std::vector<Entry> rows;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = csv_fields(line);
    const std::string where = "tgemm tuning table " + origin + ":" + std::to_string(line_no);
    try {
      if (f.size() >= 3 && f[2] == "model") {
        if (f.size() < 11)
          throw std::invalid_argument(
              where +
              ": expected arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,"
              "store_ps_per_byte,bandwidth_gbs");
        if (f[10].find_first_not_of("0123456789.eE+-") != std::string::npos)
          throw std::invalid_argument(
              where +
              ": bandwidth_gbs is not a number (model rows have five numbers: "
              "launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs; a "
              "table with four is from an older tgemm-tune, run it again)");
        Entry e{f[0],
                f[1],
                0,
                0,
                0,
                f[5],
                true,
                Coefficients{std::stod(f[6]), std::stod(f[7]), std::stod(f[8]), std::stod(f[9])},
                std::stod(f[10])};
        if (!(e.bandwidth_gbs > 0))
          throw std::invalid_argument(where + ": bandwidth_gbs must be positive");
        rows.push_back(e);
        continue;
      }
      if (f.size() < 6) throw std::invalid_argument(where + ": expected arch,dtype,m,n,k,kernel");
      Entry e{
          f[0],           f[1], std::stoll(f[2]), std::stoll(f[3]), std::stoll(f[4]), f[5], false,
          Coefficients{}, 0};
      if (f.size() >= 10 && !f[9].empty()) {
        e.orientation = transposes_code(f[9]);
        if (e.orientation < 0)
          throw std::invalid_argument(where + ": transposes (the tenth column) is '" + f[9] +
                                      "', not one of NN, NT, TN, TT");
      }
      rows.push_back(e);
    } catch (const std::logic_error& e) {  // stoll/stod's invalid_argument and out_of_range
      if (std::string(e.what()).rfind("tgemm", 0) == 0) throw;
      throw std::invalid_argument(where + ": a number column is not a number");
    }
  }
  return rows;
}

// The process' table: built-in rows, then TGEMM_TUNING_FILE's, on first use. Never destroyed,
// so a call during static destruction (an embedder's atexit handler) still finds it.
class Table {
 public:
  static Table& instance();

  // Rows of the file replace the rows of every arch the file mentions.
  void load_file(const std::string& path);
  void merge(const std::vector<Entry>& rows);
  std::vector<Entry> rows() const;
  void replace(std::vector<Entry> rows);

  // Changes whenever the rows do: what auto's per-shape cache is keyed on.
  std::uint64_t generation() const { return generation_.load(std::memory_order_acquire); }

  // The kernel of the nearest row, or "" when the table has none for arch and dtype. Rows
  // for which accept(row) is false are passed over, and rows measured at another orientation
  // than the call's (Orientation::code(); -1, unknown: every such row).
  std::string lookup(const std::string& arch, const std::string& dtype, index_t m, index_t n,
                     index_t k, const std::function<bool(const Entry&)>& accept = {},
                     int orientation = -1) const;

  // The kernel of the measured row nearest in log(m), log(n), log(k) among those within `ratio`
  // of m, n and k each, or "": one measured at the call's orientation before one for every
  // orientation; of rows as near, the first.
  std::string lookup_within(const std::string& arch, const std::string& dtype, index_t m, index_t n,
                            index_t k, double ratio,
                            const std::function<bool(const Entry&)>& accept = {},
                            int orientation = -1) const;

  // The model rows of arch and dtype.
  std::vector<Entry> model(const std::string& arch, const std::string& dtype) const;

 private:
  Table();
  mutable std::mutex mutex_;
  std::vector<Entry> rows_;
  std::atomic<std::uint64_t> generation_{0};
};

inline void load_file(const std::string& path) {
  Table::instance().load_file(path);
}

// The committed rows (tuning/sm_90.hpp), parsed.
std::vector<Entry> builtin_rows();

}  // namespace tgemm::tuning
