#pragma once
// Operands read where they are. A per-layout mainloop family (rungs 10, 11, 14) has four
// mainloops, one per orientation of op(A) and op(B) (unit stride along M or K, along N or K);
// the call runs the one built for its operands when both allow aligned 16-byte access along
// their unit stride. A family that also copies unaligned runs (any_alignment: rungs 11 and 14,
// whose copies can go element by element) runs its by_element mainloop for that orientation
// when both operands are unit-stride but not both aligned (odd or prime leading dimensions).
// Otherwise the family's fallback runs (rung 8's mainloop, which reads any layout). A family
// with one mainloop (rung 8) runs it for every layout.

#include <limits>
#include <string>
#include <tgemm/device/launch.hpp>
#include <tgemm/team/slab_loader.hpp>
#include <type_traits>

namespace tgemm::operands {

// Calls pick(std::bool_constant<AColsUnit>{}, std::bool_constant<BColsUnit>{},
// std::bool_constant<ByElement>{}) for operands whose K fits int counts of slabs of depth BK
// and that allow aligned 16-byte access along a unit stride (ByElement false) or, with
// AnyAlignment, are unit-stride at all (ByElement true where they are not both aligned);
// AColsUnit: op(A) is unit-stride along M; BColsUnit: op(B) along N. otherwise() for the rest.
template <int BK, bool AnyAlignment, class Scalar, class Pick, class Otherwise>
void with_orientation(const MatrixRef<const Scalar>& A, const MatrixRef<const Scalar>& B,
                      Pick&& pick, Otherwise&& otherwise) {
  const team::SlabSource ha = team::make_slab_source(A.transposed()),
                         hb = team::make_slab_source(B);
  const bool countable = A.cols / BK < index_t(std::numeric_limits<int>::max());
  const bool aligned = ha.wide && hb.wide;
  if (!countable || !(aligned || (AnyAlignment && ha.unit && hb.unit))) return otherwise();
  auto with_a = [&](auto by_element) {
    auto with_b = [&](auto a_cols) {
      if (hb.cols_unit)
        pick(a_cols, std::true_type{}, by_element);
      else
        pick(a_cols, std::false_type{}, by_element);
    };
    if (ha.cols_unit)
      with_b(std::true_type{});
    else
      with_b(std::false_type{});
  };
  if constexpr (AnyAlignment)
    if (!aligned) return with_a(std::true_type{});
  with_a(std::false_type{});
}

// Whether a per-layout family also has by_element mainloops (operands/in_place.hpp's top).
template <class Family>
constexpr bool any_alignment = requires {
  requires Family::any_alignment;
};

// Family's mainloop for an orientation: its type<>, or its by_element<> (a family without them
// never asks for those).
template <class Family, class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit,
          bool ByElement>
struct OrientedMainloop {
  using type = typename Family::template type<ExecSpace, Scalar, AColsUnit, BColsUnit>;
};
template <class Family, class ExecSpace, class Scalar, bool AColsUnit, bool BColsUnit>
struct OrientedMainloop<Family, ExecSpace, Scalar, AColsUnit, BColsUnit, true> {
  using type = typename Family::template by_element<ExecSpace, Scalar, AColsUnit, BColsUnit>;
};

struct InPlace {
  static std::string wrap(const std::string& mainloop) { return mainloop; }

  // f(A, B, std::type_identity<Mainloop>{}) with the mainloop of Family that runs A and B.
  // ByElement false: never a by_element mainloop (the batched schedule, whose matrices' sizes
  // are those its tuning names).
  template <class Family, class ExecSpace, class Scalar, bool ByElement = true, class F>
  static void with_operands(const ExecSpace&, const MatrixRef<const Scalar>& A,
                            const MatrixRef<const Scalar>& B, F&& f) {
    using Fallback = typename Family::template fallback<ExecSpace, Scalar>;
    if constexpr (Family::per_layout) {
      with_orientation<Family::tile.bk, ByElement && any_alignment<Family>>(
          A, B,
          [&](auto a, auto b, auto by_element) {
            f(A, B,
              std::type_identity<typename OrientedMainloop<Family, ExecSpace, Scalar,
                                                           decltype(a)::value, decltype(b)::value,
                                                           decltype(by_element)::value>::type>{});
          },
          [&] { f(A, B, std::type_identity<Fallback>{}); });
    } else {
      f(A, B, std::type_identity<Fallback>{});
    }
  }

  // f(std::type_identity<Mainloop>{}) for every mainloop a call may run: what must fit the
  // execution space before anything runs (a by_element mainloop has its type's team, scratch
  // and launch bounds).
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
