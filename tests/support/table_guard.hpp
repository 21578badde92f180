#pragma once
// Tests that edit the process-wide tuning table put it back, so later auto calls see the
// built-in rows again.

#include <tgemm/tuning.hpp>
#include <vector>

namespace tgemm::test {

struct TableGuard {
  std::vector<tuning::Entry> saved = tuning::Table::instance().rows();
  ~TableGuard() { tuning::Table::instance().replace(saved); }
};

}  // namespace tgemm::test
