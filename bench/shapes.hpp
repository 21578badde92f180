#pragma once
// The shape suite: CSV rows "name,m,n,k,transA,transB,dtype" and command-line shapes
// "MxNxK[:TATB][:float|double]", shared by tgemm-bench and tgemm-tune.

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tgemm/team/matrix_ref.hpp>
#include <vector>

namespace tgemm::bench {

struct Shape {
  std::string name;
  index_t m = 0, n = 0, k = 0;
  char ta = 'N', tb = 'N';
  std::string dtype = "float";
};

inline std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, sep);)
    if (!item.empty()) out.push_back(item);
  return out;
}

inline std::string trim(std::string s) {
  auto ws = [](unsigned char c) { return std::isspace(c) != 0; };
  s.erase(s.begin(), std::find_if_not(s.begin(), s.end(), ws));
  s.erase(std::find_if_not(s.rbegin(), s.rend(), ws).base(), s.end());
  return s;
}

inline char parse_op(const std::string& s, const std::string& where) {
  const char c = s.empty() ? '?' : char(std::toupper(static_cast<unsigned char>(s[0])));
  if (c == 'N' || c == 'T') return c;
  if (c == 'C') return 'T';  // real scalars
  throw std::invalid_argument(where + ": transpose must be N, T or C (got '" + s + "')");
}

inline std::string parse_dtype(std::string s, const std::string& where) {
  s = trim(s);
  if (s == "float" || s == "f32" || s == "fp32") return "float";
  if (s == "double" || s == "f64" || s == "fp64") return "double";
  throw std::invalid_argument(where + ": dtype must be float or double (got '" + s + "')");
}

inline index_t parse_extent(const std::string& s, const std::string& where) {
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < 0)
    throw std::invalid_argument(where + ": '" + s + "' is not a non-negative integer");
  return index_t(v);
}

inline std::vector<Shape> load_shapes(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::invalid_argument("--shapes: cannot open '" + file + "'");
  std::vector<Shape> shapes;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const std::string where = file + ":" + std::to_string(line_no);
    auto f = split(line, ',');
    if (f.size() != 7)
      throw std::invalid_argument(where + ": expected name,m,n,k,transA,transB,dtype");
    for (auto& x : f) x = trim(x);
    shapes.push_back({f[0], parse_extent(f[1], where), parse_extent(f[2], where),
                      parse_extent(f[3], where), parse_op(f[4], where), parse_op(f[5], where),
                      parse_dtype(f[6], where)});
  }
  return shapes;
}

inline Shape parse_shape_spec(const std::string& spec) {
  const std::string where = "--shape " + spec;
  auto parts = split(spec, ':');
  if (parts.empty()) throw std::invalid_argument(where + ": empty");
  auto dims = split(parts[0], 'x');
  if (dims.size() != 3) throw std::invalid_argument(where + ": expected MxNxK");
  Shape s;
  s.m = parse_extent(dims[0], where);
  s.n = parse_extent(dims[1], where);
  s.k = parse_extent(dims[2], where);
  for (std::size_t i = 1; i < parts.size(); ++i) {
    if (parts[i].size() == 2 && std::string("NTCntc").find(parts[i][0]) != std::string::npos) {
      s.ta = parse_op(parts[i].substr(0, 1), where);
      s.tb = parse_op(parts[i].substr(1, 1), where);
    } else {
      s.dtype = parse_dtype(parts[i], where);
    }
  }
  s.name = parts[0] + "-" + s.ta + s.tb + "-" + (s.dtype == "float" ? "f32" : "f64");
  return s;
}

// The set a shape belongs to: the part of its name before a '/' ("tune", "val" in the sweep),
// "" for names without one.
inline std::string shape_set(const std::string& name) {
  const auto slash = name.find('/');
  return slash == std::string::npos ? std::string() : name.substr(0, slash);
}
inline bool is_validation(const Shape& s) {
  return shape_set(s.name) == "val";
}

// The suite from `file` (if any) keeping names that contain one of `filters` (all when
// none), then the command-line shapes.
inline std::vector<Shape> select_shapes(const std::string& file,
                                        const std::vector<std::string>& filters,
                                        const std::vector<Shape>& extra) {
  std::vector<Shape> shapes;
  if (!file.empty()) shapes = load_shapes(file);
  if (!filters.empty())
    std::erase_if(shapes, [&](const Shape& s) {
      return std::none_of(filters.begin(), filters.end(),
                          [&](const auto& f) { return s.name.find(f) != std::string::npos; });
    });
  shapes.insert(shapes.end(), extra.begin(), extra.end());
  return shapes;
}

}  // namespace tgemm::bench
