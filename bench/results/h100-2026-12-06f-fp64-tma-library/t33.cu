// A check, not a timing: half rung 2 (ladder::HalfWgmma, its 16-bit and tf32 slabs brought by
// the copy engine) after its tensor maps moved onto device/tensor_map.hpp's shared encoder
// (tensor_maps::encoded, which rung 15's FP64 maps use too). f16, bf16 (fp32 sums, C in float)
// and tf32 at four transposes and two shapes, C poisoned first, against cublasSgemm on the
// same values in float: the relative Frobenius error of each.
// Build: KOKKOS=<CUDA Kokkos> bash ../h200-2026-11-28-staged-stores/mk.sh t33.cu t33
#include "../h200-2026-12-04b-fp64-column-slabs/harness/turn.hpp"
// after the harness: its Variant is the one meant there
#include <tgemm/ladder/half_wgmma.hpp>

using namespace tgemm;

template <class In, ladder::WgmmaTile Tile>
void check(const CudaSession& s, const char* label, int m, int n, int k, char ta, char tb) {
  using V = Kokkos::View<In**, Kokkos::LayoutLeft, Kokkos::CudaSpace>;
  using F = Kokkos::View<float**, Kokkos::LayoutLeft, Kokkos::CudaSpace>;
  const int ar = ta == 'N' ? m : k, ac = ta == 'N' ? k : m, br = tb == 'N' ? k : n, bc = tb == 'N' ? n : k;
  V A("A", ar, ac), B("B", br, bc);
  F Af("Af", ar, ac), Bf("Bf", br, bc), C("C", m, n), R("R", m, n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(1234 + m + 7 * k + ta + 3 * tb);
  Kokkos::fill_random(Af, pool, -1.0f, 1.0f);
  Kokkos::fill_random(Bf, pool, -1.0f, 1.0f);
  // the inputs in In, and back: the reference multiplies the very values the rung reads
  Kokkos::parallel_for("to_in", Kokkos::MDRangePolicy<Exec, Kokkos::Rank<2>>({0, 0}, {ar, ac}), KOKKOS_LAMBDA(int i, int j) {
    A(i, j) = In(Af(i, j));
    Af(i, j) = float(A(i, j));
  });
  Kokkos::parallel_for("to_in", Kokkos::MDRangePolicy<Exec, Kokkos::Rank<2>>({0, 0}, {br, bc}), KOKKOS_LAMBDA(int i, int j) {
    B(i, j) = In(Bf(i, j));
    Bf(i, j) = float(B(i, j));
  });
  Kokkos::deep_copy(C, 0.0f / 0.0f);
  const char tra[2] = {ta, 0}, trb[2] = {tb, 0};
  const auto p = device::make_problem(tra, trb, Kokkos::View<const In**, Kokkos::LayoutLeft, Kokkos::CudaSpace>(A),
                                      Kokkos::View<const In**, Kokkos::LayoutLeft, Kokkos::CudaSpace>(B), C);
  ladder::HalfWgmma<Tile>::template run<Exec, In, float>(s.exec, 1.0f, p, 0.0f);
  const float one = 1, zero = 0;
  cublasSgemm(s.h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, m, n, k, &one,
              Af.data(), ar, Bf.data(), br, &zero, R.data(), m);
  s.exec.fence();
  double diff = 0, ref = 0;
  Kokkos::parallel_reduce("err", Kokkos::MDRangePolicy<Exec, Kokkos::Rank<2>>({0, 0}, {m, n}), KOKKOS_LAMBDA(int i, int j, double& d) {
    const double e = double(C(i, j)) - double(R(i, j));
    d += e == e ? e * e : 1e300;  // NaN: C left poisoned
  }, diff);
  Kokkos::parallel_reduce("ref", Kokkos::MDRangePolicy<Exec, Kokkos::Rank<2>>({0, 0}, {m, n}), KOKKOS_LAMBDA(int i, int j, double& d) {
    d += double(R(i, j)) * double(R(i, j));
  }, ref);
  std::printf("%-5s %dx%dx%d %c%c rel err %.1e\n", label, m, n, k, ta, tb, std::sqrt(diff / ref));
}

int main(int argc, char** argv) {
  CudaSession s(argc, argv);
  for (auto [m, n, k] : {std::array<int, 3>{1000, 1000, 1000}, std::array<int, 3>{4096, 2048, 520}})
    for (char ta : {'N', 'T'})
      for (char tb : {'N', 'T'}) {
        check<Kokkos::Experimental::half_t, ladder::WgmmaTile{}>(s, "f16", m, n, k, ta, tb);
        check<Kokkos::Experimental::bhalf_t, ladder::WgmmaTile{}>(s, "bf16", m, n, k, ta, tb);
        check<float, ladder::WgmmaTile{.bk = 16}>(s, "tf32", m, n, k, ta, tb);
      }
}
