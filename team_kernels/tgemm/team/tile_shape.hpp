#pragma once
// Compile-time tile shapes, named like CUTLASS's GemmShape: a team owns a BM x BN tile of C
// and walks K in BK-deep slabs.

#include <cstdio>
#include <string>

namespace tgemm {

template <int BM_, int BN_, int BK_>
struct TileShape {
  static_assert(BM_ > 0 && BN_ > 0 && BK_ > 0, "tgemm::TileShape: every extent must be positive");
  static constexpr int BM = BM_;
  static constexpr int BN = BN_;
  static constexpr int BK = BK_;

  // "32x32x32": used in kernel labels and error messages.
  static std::string name() {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%dx%dx%d", BM, BN, BK);
    return buf;
  }
};

}  // namespace tgemm
