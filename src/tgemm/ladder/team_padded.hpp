#pragma once
// Rung 6: bank conflicts. Rung 5 with every scratch row padded by one 16-byte access.
//
// A column-major B (LayoutLeft, "N") is unit-stride along K, so rung 5 stages it with a
// transpose on the fly: a warp's 16-byte loads cover two 4-deep K groups of 16 columns,
// and scalar stores put them in rows k and k + 4 of the slab. With 128-element rows those
// rows start 512 elements apart, a multiple of the 32 banks: two lanes per bank, a 2-way
// conflict on every store. Rows of 132 elements put row k + 4 16 banks further along,
// and the warp's 32 stores hit 32 banks. The same holds for a row-major op(A).

#include <tgemm/ladder/team_vector.hpp>

namespace tgemm::ladder {

template <class Scalar>
inline constexpr int pad_one_access = thread::vec16<Scalar>;

// One 16-byte access of padding: 4 floats or 2 doubles per scratch row.
template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8>
struct TeamPaddedFamily {
  static std::string name() {
    return "team_padded<" + Shape::name() + ",TM" + std::to_string(TM) + ",TN" +
           std::to_string(TN) + ",pad16B>";
  }
  template <class ExecSpace, class Scalar>
  using kernel = TeamVectorKernel<ExecSpace, Scalar, Shape, TM, TN, pad_one_access<Scalar>>;
};

template <class Shape = TileShape<128, 128, 8>, int TM = 8, int TN = 8>
using TeamPadded = TeamDriver<TeamPaddedFamily<Shape, TM, TN>>;

}  // namespace tgemm::ladder
