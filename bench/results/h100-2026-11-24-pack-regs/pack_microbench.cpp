// Microbenchmark (session 17, kept with its results, not built by CMake): pack_rows (the library's,
// from src/tgemm/device/pack.hpp) copying a column-major n x n matrix into row-major storage,
// against cudaMemcpy and a plain 16-byte copy kernel, plus the variants tried on the way (PackP,
// PackR). Built like bench/tgemm_tune.cpp (same nvcc flags and link line) for sm_90; with
// -DWITH_GEMM it also times tgemm::gemm's auto path one call and ten calls at a time. Run against
// an older pack.hpp by putting its directory first on the include path.
#include <tgemm/device/pack.hpp>
#ifdef WITH_GEMM
#include <tgemm/gemm.hpp>
#endif
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace tgemm;


// Persistent, software-pipelined 64x64 (float) / 32x32 (double) copy: each team loops over
// tiles; the next tile's loads are issued before the current tile's stores.
template <class Scalar, int Mode>
struct PackP {
  static constexpr int Tile = sizeof(Scalar) == 4 ? 64 : 32, V = thread::vec16<Scalar>, Groups = Tile / V;
  static constexpr int WU = Tile * Groups / 256, WPasses = Tile * Groups / WU;
  static constexpr int Ld = Mode == 0 ? Tile + 1 : Tile + V;
  MatrixRef<const Scalar> X; Scalar* P; index_t ld, tiles_r, tiles;
  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    auto* block = static_cast<Scalar*>(member.team_scratch(0).get_shmem(Tile * Ld * sizeof(Scalar)));
    const int e0 = member.team_rank();
    index_t t = member.league_rank();
    thread::Vec<Scalar, V> v[WU];
    auto load = [&](index_t tt) {
      const index_t r0 = (tt % tiles_r) * Tile, c0 = (tt / tiles_r) * Tile;
      for (int u = 0; u < WU; ++u) {
        const int e = e0 + u * WPasses;
        v[u] = thread::load_vec<V>(X.data + (r0 + (e % Groups) * V) + (c0 + e / Groups) * X.col_stride);
      }
    };
    if (t < tiles) load(t);
    for (; t < tiles; t += member.league_size()) {
      const index_t r0 = (t % tiles_r) * Tile, c0 = (t / tiles_r) * Tile;
      member.team_barrier();
      for (int u = 0; u < WU; ++u) {
        const int e = e0 + u * WPasses;
        for (int q = 0; q < V; ++q) block[((e % Groups) * V + q) * Ld + e / Groups] = v[u].v[q];
      }
      member.team_barrier();
      if (t + member.league_size() < tiles) load(t + member.league_size());
      for (int u = 0; u < WU; ++u) {
        const int e = e0 + u * WPasses, i = e / Groups, j = (e % Groups) * V;
        thread::Vec<Scalar, V> x;
        for (int q = 0; q < V; ++q) x.v[q] = block[i * Ld + j + q];
        thread::store_vec(P + (r0 + i) * ld + c0 + j, x);
      }
    }
  }
};

// 4x4 register blocks: each thread reads 4 columns x 4 rows (16-byte loads down X's columns),
// writes the 4 rows into scratch as 16-byte stores (XOR swizzle at 16-byte granularity), then
// reads out 16-byte row pieces and stores them along P's rows.
template <class Scalar, int Tile>
struct PackR {
  static constexpr int V = thread::vec16<Scalar>, B = 4, GR = Tile / V;  // 16-byte groups per row
  static constexpr int Threads = (Tile / B) * (Tile / B);              // one 4x4 block each
  static constexpr int Reps = Threads / 256;                             // blocks per thread
  MatrixRef<const Scalar> X; Scalar* P; index_t ld, tiles_r, tiles;
  KOKKOS_INLINE_FUNCTION static int phys(int row, int g) { return row * GR + (g ^ ((row / B) % GR)); }
  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& member) const {
    using Vec = thread::Vec<Scalar, V>;
    auto* block = static_cast<Vec*>(member.team_scratch(0).get_shmem(Tile * Tile * sizeof(Scalar)));
    const int tr = member.team_rank();
    for (index_t t = member.league_rank(); t < tiles; t += member.league_size()) {
      const index_t r0 = (t % tiles_r) * Tile, c0 = (t / tiles_r) * Tile;
      Vec v[Reps][B][B / V];  // [rep][column][row group]
      TGEMM_UNROLL
      for (int q = 0; q < Reps; ++q) {
        const int id = tr + q * 256, rb = id % (Tile / B), cb = id / (Tile / B);
        TGEMM_UNROLL
        for (int j = 0; j < B; ++j)
          TGEMM_UNROLL
          for (int h = 0; h < B / V; ++h)
            v[q][j][h] = thread::load_vec<V>(X.data + (r0 + rb * B + h * V) + (c0 + cb * B + j) * X.col_stride);
      }
      member.team_barrier();  // the previous tile's read-out is done
      TGEMM_UNROLL
      for (int q = 0; q < Reps; ++q) {
        const int id = tr + q * 256, rb = id % (Tile / B), cb = id / (Tile / B);
        TGEMM_UNROLL
        for (int i = 0; i < B; ++i)
          TGEMM_UNROLL
          for (int g = 0; g < B / V; ++g) {
            Vec w;
            TGEMM_UNROLL
            for (int e = 0; e < V; ++e) w.v[e] = v[q][g * V + e][i / V].v[i % V];
            block[phys(rb * B + i, cb * (B / V) + g)] = w;
          }
      }
      member.team_barrier();
      TGEMM_UNROLL
      for (int q = 0; q < Tile * GR / 256; ++q) {
        const int id = tr + q * 256, row = id / GR, g = id % GR;
        thread::store_vec(P + (r0 + row) * ld + c0 + g * V, block[phys(row, g)]);
      }
    }
  }
};

// Plain copy of n floats as 16-byte vectors (bandwidth reference).
template <class Scalar>
struct Copy16 {
  const Scalar* x; Scalar* y;
  KOKKOS_INLINE_FUNCTION void operator()(index_t i) const {
    constexpr int V = thread::vec16<Scalar>;
    thread::store_vec(y + i * V, thread::load_vec<V>(x + i * V));
  }
};

template <class F>
double timeit(F&& f, int reps = 30) {
  std::vector<double> ts;
  f(); Kokkos::fence();
  for (int r = 0; r < reps; ++r) {
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    cudaEventRecord(a, Kokkos::DefaultExecutionSpace().cuda_stream());
    f();
    cudaEventRecord(b, Kokkos::DefaultExecutionSpace().cuda_stream());
    cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); ts.push_back(ms * 1000);
    cudaEventDestroy(a); cudaEventDestroy(b);
  }
  std::sort(ts.begin(), ts.end());
  return ts[ts.size() / 2];
}

#ifdef WITH_GEMM
template <class F>
void overhead(const char* name, F&& f) {
  auto st = Kokkos::DefaultExecutionSpace().cuda_stream();
  double one = timeit(f), ten = timeit([&] { for (int i = 0; i < 10; ++i) f(); }) / 10;
  std::vector<double> hs;
  for (int r = 0; r < 30; ++r) {
    Kokkos::fence();
    auto t0 = std::chrono::steady_clock::now();
    f();
    auto t1 = std::chrono::steady_clock::now();
    hs.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  Kokkos::fence();
  std::sort(hs.begin(), hs.end());
  (void)st;
  std::printf("%-40s one call %9.2f us   ten calls %9.2f us/call   host time of a call %7.2f us\n", name, one, ten, hs[15]);
}

template <class Scalar>
void gemms(index_t n) {
  using Exec = Kokkos::DefaultExecutionSpace;
  Exec exec;
  Kokkos::View<Scalar**, Kokkos::LayoutLeft> A("A", n, n), B("B", n, n), C("C", n, n);
  Kokkos::deep_copy(A, Scalar(0.5)); Kokkos::deep_copy(B, Scalar(0.25));
  const char* ops[] = {"NN", "NT", "TN"};
  for (auto op : ops) {
    char ta[2] = {op[0], 0}, tb[2] = {op[1], 0};
    char buf[80]; std::snprintf(buf, 80, "gemm auto %s %ld %s", op, long(n), sizeof(Scalar) == 4 ? "f32" : "f64");
    overhead(buf, [&] { tgemm::gemm(exec, ta, tb, Scalar(1), A, B, Scalar(0), C); });
  }
  const MatrixRef<const Scalar> Xr{B.data(), n, n, 1, n};
  Kokkos::View<Scalar*> P("P", n * n);
  overhead("pack_rows", [&] { device::pack_rows(exec, Xr, P.data(), n); });
  overhead("memcpy", [&] { cudaMemcpyAsync(P.data(), B.data(), n * n * sizeof(Scalar), cudaMemcpyDeviceToDevice, exec.cuda_stream()); });
}

#endif
template <class Scalar>
void run(index_t n) {
  using Exec = Kokkos::DefaultExecutionSpace;
  Exec exec;
  Kokkos::View<Scalar**, Kokkos::LayoutLeft> X("X", n, n);
  Kokkos::View<Scalar*> P("P", n * n), Y("Y", n * n);
  Kokkos::parallel_for(n * n, KOKKOS_LAMBDA(index_t i) { X.data()[i] = Scalar(i % 1000003); });
  const MatrixRef<const Scalar> Xr{X.data(), n, n, 1, n};
  auto check = [&](const char* name, double us) {
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), P);
    long bad = 0;
    for (index_t i = 0; i < n; i += 7) for (index_t j = 0; j < n; j += 3)
      if (h(i * n + j) != Scalar((i + j * n) % 1000003)) ++bad;
    std::printf("%-8s n=%ld %-28s %8.2f us  %7.1f GB/s  bad=%ld\n", sizeof(Scalar) == 4 ? "float" : "double", long(n), name,
                us, 2.0 * n * n * sizeof(Scalar) / us * 1e-3, bad);
    Kokkos::deep_copy(P, Scalar(-1));
  };
  Kokkos::deep_copy(P, Scalar(-1));
  check("pack_rows(current)", timeit([&] { device::pack_rows(exec, Xr, P.data(), n); }));
  {
    double us = timeit([&] { cudaMemcpyAsync(Y.data(), X.data(), n * n * sizeof(Scalar), cudaMemcpyDeviceToDevice, exec.cuda_stream()); });
    std::printf("%-8s n=%ld %-28s %8.2f us  %7.1f GB/s\n", "", long(n), "memcpy D2D", us, 2.0 * n * n * sizeof(Scalar) / us * 1e-3);
    Copy16<Scalar> c{X.data(), Y.data()};
    us = timeit([&] { Kokkos::parallel_for("copy16", Kokkos::RangePolicy<Exec>(exec, 0, n * n / thread::vec16<Scalar>), c); });
    std::printf("%-8s n=%ld %-28s %8.2f us  %7.1f GB/s\n", "", long(n), "copy16 kernel", us, 2.0 * n * n * sizeof(Scalar) / us * 1e-3);
  }
  [[maybe_unused]] auto persist = [&](auto mode, int per_sm, const char* name) {
    using F = PackP<Scalar, decltype(mode)::value>;
    const index_t tr = n / F::Tile;
    F f{Xr, P.data(), n, tr, tr * tr};
    const int league = std::min<index_t>(tr * tr, 132 * per_sm);
    Kokkos::TeamPolicy<Exec, Kokkos::LaunchBounds<256, 8>> pol(exec, league, 256);
    pol.set_scratch_size(0, Kokkos::PerTeam(F::Tile * F::Ld * sizeof(Scalar)));
    char buf[64]; std::snprintf(buf, 64, "%s x%d", name, per_sm);
    check(buf, timeit([&] { Kokkos::parallel_for("pp", pol, f); }));
  };
  auto lb = [&](auto minb) {
    using F = device::PackRows<Scalar>;
    F f{Xr, P.data(), n, n / F::Tile, true, true};
    Kokkos::TeamPolicy<Exec, Kokkos::LaunchBounds<256, decltype(minb)::value>> pol(exec, (n / F::Tile) * (n / F::Tile), 256);
    pol.set_scratch_size(0, Kokkos::PerTeam(F::scratch_bytes));
    char buf[64]; std::snprintf(buf, 64, "library lb%d", int(decltype(minb)::value));
    check(buf, timeit([&] { Kokkos::parallel_for("lb", pol, f); }));
  };
  lb(std::integral_constant<unsigned, 4>{});
  lb(std::integral_constant<unsigned, 6>{});
  lb(std::integral_constant<unsigned, 8>{});
  auto regs = [&](auto tile, int per_sm, const char* name) {
    using F = PackR<Scalar, decltype(tile)::value>;
    const index_t tr = n / decltype(tile)::value;
    F f{Xr, P.data(), n, tr, tr * tr};
    const int league = std::min<index_t>(tr * tr, 132 * per_sm);
    constexpr unsigned MinB = decltype(tile)::value == 64 && sizeof(Scalar) == 4 ? 4 : 2;
    Kokkos::TeamPolicy<Exec, Kokkos::LaunchBounds<256, MinB>> pol(exec, league, 256);
    pol.set_scratch_size(0, Kokkos::PerTeam(decltype(tile)::value * decltype(tile)::value * sizeof(Scalar)));
    char buf[64]; std::snprintf(buf, 64, "%s x%d", name, per_sm);
    check(buf, timeit([&] { Kokkos::parallel_for("pr", pol, f); }));
  };
  if (false) for (int k : {10000}) regs(std::integral_constant<int, 64>{}, k, "regs64");

}

int main(int argc, char** argv) {
  Kokkos::ScopeGuard g(argc, argv);
  run<float>(4096); run<double>(4096); run<float>(8192); run<float>(4096);
#ifdef WITH_GEMM
  gemms<float>(4096); gemms<double>(4096); gemms<float>(4096);
#endif
}
