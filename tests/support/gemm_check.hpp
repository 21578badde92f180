#pragma once
// Test support shared by every GEMM test: matrices in any layout inside a guarded parent
// buffer, fresh random inputs, poisoned outputs, a higher-precision host reference and the
// error measures the assertions use.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <tgemm/gemm.hpp>
#include <tuple>
#include <type_traits>
#include <vector>

namespace tgemm::test {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using MemSpace = ExecSpace::memory_space;

// Layouts a matrix can be stored in for a test.
enum class Storage {
  left,     // LayoutLeft View, contiguous
  right,    // LayoutRight View, contiguous
  strided,  // LayoutStride View with non-unit strides in both directions, holes between
  window,   // LayoutStride subview of a larger LayoutLeft parent (unit stride, ld > rows)
};

inline const char* to_string(Storage s) {
  switch (s) {
    case Storage::left:
      return "left";
    case Storage::right:
      return "right";
    case Storage::strided:
      return "strided";
    case Storage::window:
      return "window";
  }
  return "?";
}

// The storage mixes every GEMM sweep runs, as (A, B, C, A and B passed as const Views): all
// column-major (Kokkos' device default), all row-major, all strided, and column-major A with
// row-major B into a window of a larger C.
inline constexpr std::tuple<Storage, Storage, Storage, bool> kStorageMixes[] = {
    {Storage::left, Storage::left, Storage::left, false},
    {Storage::right, Storage::right, Storage::right, true},
    {Storage::strided, Storage::strided, Storage::strided, true},
    {Storage::left, Storage::right, Storage::window, true},
};

// (alpha, beta) pairs every sweep runs: a plain product, an update, general values, and
// scaling C alone (alpha = 0).
inline constexpr double kScalars[][2] = {{1, 0}, {-1, 1}, {0.5, -0.25}, {0, 2}};

// Fresh seed per check unless TGEMM_TEST_SEED pins one; printed by every failure.
inline std::uint64_t fresh_seed() {
  if (const char* s = std::getenv("TGEMM_TEST_SEED")) return std::strtoull(s, nullptr, 10);
  static std::random_device rd;
  return (std::uint64_t(rd()) << 32) ^ rd();
}

// Higher precision for the reference: double for float, long double for double.
template <class T>
using wide_t = std::conditional_t<std::is_same_v<T, float>, double, long double>;

// A rows x cols matrix stored in `storage` inside a parent buffer on the device, with a
// host copy of the whole buffer (holes and margins included) so writes outside the matrix
// can be detected.
template <class T>
struct TestMatrix {
  index_t rows = 0, cols = 0, offset = 0, rs = 0, cs = 0;  // element (i,j) at offset+i*rs+j*cs
  Storage storage = Storage::left;
  std::vector<T> host;                // the whole parent buffer
  Kokkos::View<T*, MemSpace> buffer;  // its device copy

  TestMatrix(index_t r, index_t c, Storage s) : rows(r), cols(c), storage(s) {
    index_t size = 0;
    switch (s) {
      case Storage::left:
        rs = 1;
        cs = std::max<index_t>(r, 1);
        size = r * c;
        break;
      case Storage::right:
        rs = std::max<index_t>(c, 1);
        cs = 1;
        size = r * c;
        break;
      case Storage::strided:  // every other row, and columns 2*rows+3 apart
        rs = 2;
        cs = 2 * r + 3;
        offset = 1;
        size = offset + r * rs + c * cs + 1;
        break;
      case Storage::window:  // rows 3.. and columns 2.. of a (r+5) x (c+4) LayoutLeft parent
        rs = 1;
        cs = r + 5;
        offset = 3 + 2 * cs;
        size = (r + 5) * (c + 4);
        break;
    }
    host.assign(std::size_t(size), T(0));
    buffer = Kokkos::View<T*, MemSpace>("tgemm::test::buffer", std::size_t(size));
  }

  T& at(index_t i, index_t j) { return host[std::size_t(offset + i * rs + j * cs)]; }
  T at(index_t i, index_t j) const { return host[std::size_t(offset + i * rs + j * cs)]; }

  // Random values everywhere in the buffer (margins and holes too).
  void fill_random(std::mt19937_64& gen) {
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (T& x : host) x = T(dist(gen));
  }
  // NaN in the matrix's own elements: any element the GEMM fails to write stays NaN.
  void poison() {
    for (index_t j = 0; j < cols; ++j)
      for (index_t i = 0; i < rows; ++i) at(i, j) = std::numeric_limits<T>::quiet_NaN();
  }
  void to_device() {
    Kokkos::deep_copy(buffer, Kokkos::View<const T*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>(
                                  host.data(), host.size()));
  }
  void to_host() {
    Kokkos::deep_copy(
        Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>(host.data(), host.size()),
        buffer);
  }

  // The device View in this matrix's layout (unmanaged, over the buffer).
  template <class Layout, class V = T>
  Kokkos::View<V**, Layout, MemSpace, Kokkos::MemoryUnmanaged> view() const {
    using Result = Kokkos::View<V**, Layout, MemSpace, Kokkos::MemoryUnmanaged>;
    T* p = buffer.data() + offset;
    if constexpr (std::is_same_v<Layout, Kokkos::LayoutStride>)
      return Result(p, Kokkos::LayoutStride(std::size_t(rows), std::size_t(rs), std::size_t(cols),
                                            std::size_t(cs)));
    else
      return Result(p, Layout(std::size_t(rows), std::size_t(cols)));
  }
};

// Sets every element of a device View through a host mirror. (Kokkos::deep_copy(view,
// scalar) is avoided on purpose: with the Kokkos develop snapshot of mid-2025 built by
// nvcc 13, its fill kernel wrote through a wrong pointer for float Views on an H200.)
template <class View>
void fill(const View& v, typename View::const_value_type value) {
  auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), v);
  for (std::size_t j = 0; j < h.extent(1); ++j)
    for (std::size_t i = 0; i < h.extent(0); ++i) h(i, j) = value;
  Kokkos::deep_copy(v, h);
}

// Calls f(view) with the device View of m in the type its storage calls for.
template <class V, class T, class F>
decltype(auto) with_view(const TestMatrix<T>& m, F&& f) {
  switch (m.storage) {
    case Storage::left:
      return f(m.template view<Kokkos::LayoutLeft, V>());
    case Storage::right:
      return f(m.template view<Kokkos::LayoutRight, V>());
    default:
      return f(m.template view<Kokkos::LayoutStride, V>());
  }
}

// Error measures of a computed C against the reference: norm-wise relative error, and
// both norm-wise and element-wise error against the magnitude
// |alpha| |op(A)| |op(B)| + |beta| |C0|, which bounds rounding error whatever cancels.
struct GemmError {
  double rel_norm = 0;       // ||C - Cref||_F / ||Cref||_F
  double rel_magnitude = 0;  // ||C - Cref||_F / ||magnitude||_F
  double max_elem = 0;       // max |C - Cref| / magnitude, element-wise
  index_t unwritten = 0;     // non-finite elements of C (the poison survived)
  index_t outside = 0;       // buffer elements outside C that changed
};

struct GemmCase {
  char ta = 'N', tb = 'N';
  index_t m = 0, n = 0, k = 0;
  double alpha = 1, beta = 0;
};

// Host reference in higher precision, compared with the device result in c_out.
template <class T>
GemmError compare_with_reference(const GemmCase& g, const TestMatrix<T>& a, const TestMatrix<T>& b,
                                 const TestMatrix<T>& c_in, const TestMatrix<T>& c_out) {
  using W = wide_t<T>;
  const bool ta = g.ta != 'N', tb = g.tb != 'N';
  auto opa = [&](index_t i, index_t p) { return W(ta ? a.at(p, i) : a.at(i, p)); };
  auto opb = [&](index_t p, index_t j) { return W(tb ? b.at(j, p) : b.at(p, j)); };
  const W alpha = W(T(g.alpha)), beta = W(T(g.beta));
  GemmError e;
  W err2 = 0, ref2 = 0, mag2 = 0;
  for (index_t j = 0; j < g.n; ++j) {
    for (index_t i = 0; i < g.m; ++i) {
      W s = 0, s_abs = 0;
      for (index_t p = 0; p < g.k; ++p) {
        const W x = opa(i, p) * opb(p, j);
        s += x;
        s_abs += x < 0 ? -x : x;
      }
      W ref = alpha * s, mag = (alpha < 0 ? -alpha : alpha) * s_abs;
      if (g.beta != 0) {
        const W c0 = W(c_in.at(i, j));
        ref += beta * c0;
        mag += (beta < 0 ? -beta : beta) * (c0 < 0 ? -c0 : c0);
      }
      const W got = W(c_out.at(i, j));
      if (!std::isfinite(double(got))) {
        ++e.unwritten;
        continue;
      }
      const W d = got - ref;
      err2 += d * d;
      ref2 += ref * ref;
      mag2 += mag * mag;
      const double scale = double(mag) + std::numeric_limits<double>::min();
      e.max_elem = std::max(e.max_elem, std::abs(double(d)) / scale);
    }
  }
  e.rel_norm = ref2 > 0 ? double(std::sqrt(err2 / ref2)) : double(std::sqrt(err2));
  e.rel_magnitude = mag2 > 0 ? double(std::sqrt(err2 / mag2)) : double(std::sqrt(err2));
  // Everything in the buffer that is not an element of C must be as it was.
  std::vector<char> inside(c_out.host.size(), 0);
  for (index_t j = 0; j < g.n; ++j)
    for (index_t i = 0; i < g.m; ++i)
      inside[std::size_t(c_out.offset + i * c_out.rs + j * c_out.cs)] = 1;
  for (std::size_t x = 0; x < inside.size(); ++x)
    if (!inside[x] && !(c_out.host[x] == c_in.host[x])) ++e.outside;
  return e;
}

// Bounds derived from k and the dtype's epsilon. Rounding in any summation order is bounded
// element-wise by (k + 3) u |terms| (u = eps / 2); the norm-wise bound is the statistical
// size of that error, with a wide margin.
template <class T>
double elementwise_tolerance(index_t k) {
  return double(k + 4) * std::numeric_limits<T>::epsilon();
}
template <class T>
double normwise_tolerance(index_t k) {
  return 2.0 * std::sqrt(double(k + 4)) * std::numeric_limits<T>::epsilon();
}

// Runs one GEMM through `call(A, B, C)` on fresh random inputs and checks it. The storages
// are those of A, B and C; C is poisoned with NaN when beta == 0, random otherwise.
template <class T, class Call>
void check_gemm(const GemmCase& g, Storage sa, Storage sb, Storage sc, bool const_inputs,
                Call&& call) {
  const std::uint64_t seed = fresh_seed();
  SCOPED_TRACE(testing::Message() << "op(A)=" << g.ta << " op(B)=" << g.tb << " m=" << g.m
                                  << " n=" << g.n << " k=" << g.k << " alpha=" << g.alpha
                                  << " beta=" << g.beta << " storage A/B/C=" << to_string(sa) << "/"
                                  << to_string(sb) << "/" << to_string(sc) << " seed=" << seed
                                  << " (TGEMM_TEST_SEED reproduces)");
  std::mt19937_64 gen(seed);
  TestMatrix<T> a(g.ta == 'N' ? g.m : g.k, g.ta == 'N' ? g.k : g.m, sa);
  TestMatrix<T> b(g.tb == 'N' ? g.k : g.n, g.tb == 'N' ? g.n : g.k, sb);
  TestMatrix<T> c(g.m, g.n, sc);
  a.fill_random(gen);
  b.fill_random(gen);
  c.fill_random(gen);
  if (g.beta == 0) c.poison();
  a.to_device();
  b.to_device();
  c.to_device();
  const TestMatrix<T> c_in = c;

  auto run = [&](auto A, auto B) {
    with_view<T>(c, [&](auto C) { call(g.ta, g.tb, T(g.alpha), A, B, T(g.beta), C); });
  };
  if (const_inputs)
    with_view<const T>(a, [&](auto A) { with_view<const T>(b, [&](auto B) { run(A, B); }); });
  else
    with_view<T>(a, [&](auto A) { with_view<T>(b, [&](auto B) { run(A, B); }); });
  Kokkos::fence();
  c.to_host();

  const GemmError e = compare_with_reference(g, a, b, c_in, c);
  EXPECT_EQ(e.unwritten, 0) << "elements of C left unwritten (NaN poison or non-finite)";
  EXPECT_EQ(e.outside, 0) << "elements outside C were modified";
  EXPECT_LE(e.max_elem, elementwise_tolerance<T>(g.k))
      << "element-wise error; relative norm error " << e.rel_norm;
  EXPECT_LE(e.rel_magnitude, normwise_tolerance<T>(g.k))
      << "norm-wise error; relative norm error " << e.rel_norm;
}

}  // namespace tgemm::test
