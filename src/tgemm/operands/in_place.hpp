#pragma once
// Operands read where they are. A per-layout mainloop family (rungs 10, 11, 14) has four
// mainloops, one per orientation of op(A) and op(B) (unit stride along M or K, along N or K);
// the call runs the one built for its operands when both allow aligned 16-byte access along
// their unit stride, and the family's fallback (rung 8's mainloop, which reads any layout)
// otherwise. A family with one mainloop (rung 8) runs it for every layout.

#include <limits>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/team/slab_loader.hpp>
#include <type_traits>

namespace tgemm::operands {

// Calls pick(std::bool_constant<AColsUnit>{}, std::bool_constant<BColsUnit>{}) for operands
// that allow aligned 16-byte access along a unit stride and whose K fits int counts of slabs
// of depth BK (AColsUnit: op(A) is unit-stride along M; BColsUnit: op(B) along N), and
// otherwise(), for the rest.
template <int BK, class Scalar, class Pick, class Otherwise>
void with_orientation(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B,
                      Pick&& pick, Otherwise&& otherwise) {
  const team::SlabSource ha = team::make_slab_source(A.transposed()),
                         hb = team::make_slab_source(B);
  const bool countable = A.cols / BK < index_t(std::numeric_limits<int>::max());
  if (!ha.wide || !hb.wide || !countable) return otherwise();
  auto with_b = [&](auto a_cols) {
    if (hb.cols_unit)
      pick(a_cols, std::true_type{});
    else
      pick(a_cols, std::false_type{});
  };
  if (ha.cols_unit)
    with_b(std::true_type{});
  else
    with_b(std::false_type{});
}

struct InPlace {
  static std::string wrap(const std::string& mainloop) { return mainloop; }

  // f(A, B, std::type_identity<Mainloop>{}) with the mainloop of Family that runs A and B.
  template <class Family, class ExecSpace, class Scalar, class F>
  static void with_operands(const ExecSpace&, const MatrixRef<const Scalar>& A,
                            const MatrixRef<const Scalar>& B, F&& f) {
    using Fallback = typename Family::template fallback<ExecSpace, Scalar>;
    if constexpr (Family::per_layout) {
      with_orientation<Family::tile.bk>(
          A, B,
          [&](auto a, auto b) {
            f(A, B,
              std::type_identity<typename Family::template type<
                  ExecSpace, Scalar, decltype(a)::value, decltype(b)::value>>{});
          },
          [&] { f(A, B, std::type_identity<Fallback>{}); });
    } else {
      f(A, B, std::type_identity<Fallback>{});
    }
  }

  // f(std::type_identity<Mainloop>{}) for every mainloop a call may run: what must fit the
  // execution space before anything runs.
  template <class Family, class ExecSpace, class Scalar, class F>
  static void each_mainloop(F&& f) {
    f(std::type_identity<typename Family::template fallback<ExecSpace, Scalar>>{});
    if constexpr (Family::per_layout) {
      f(std::type_identity<typename Family::template type<ExecSpace, Scalar, true, true>>{});
      f(std::type_identity<typename Family::template type<ExecSpace, Scalar, true, false>>{});
      f(std::type_identity<typename Family::template type<ExecSpace, Scalar, false, true>>{});
      f(std::type_identity<typename Family::template type<ExecSpace, Scalar, false, false>>{});
    }
  }
};

}  // namespace tgemm::operands
