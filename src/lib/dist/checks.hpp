#pragma once
// tgemm::dist::gemm's argument checks. Every rank must reach the same verdict, or some would
// throw while the others wait in a collective: the arguments that must agree are compared
// across the grid first (so the checks on them then agree by construction), and a local block
// of the wrong shape on one rank is made known to all before any of them throws.

#include <mpi.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <tgemm/device/problem.hpp>
#include <tgemm/dist/gemm.hpp>
#include <tgemm/team/overlap.hpp>
#include <utility>
#include <vector>

#include "axis.hpp"

namespace tgemm::dist::impl {

inline constexpr const char* kFunction = "tgemm::dist::gemm";

[[noreturn]] inline void fail(const std::string& what) {
  throw std::invalid_argument(std::string(kFunction) + ": " + what);
}

// Values every rank must pass alike, by name.
class SameEverywhere {
 public:
  void add(std::string name, std::int64_t value) { values_.emplace_back(std::move(name), value); }
  void add(std::string name, double value) {
    std::int64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    add(std::move(name), bits);
  }
  void add(const std::string& name, const BlockCyclic& d) {
    add(name + ".dist.m", d.m);
    add(name + ".dist.n", d.n);
    add(name + ".dist.mb", d.mb);
    add(name + ".dist.nb", d.nb);
    add(name + ".dist.rsrc", std::int64_t(d.rsrc));
    add(name + ".dist.csrc", std::int64_t(d.csrc));
  }

  // One all-reduce of each value and its complement gives every rank the maximum and the
  // minimum; where they differ, all ranks throw naming the first such argument.
  void check(MPI_Comm comm) const {
    const std::size_t n = values_.size();
    std::vector<std::int64_t> v(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
      v[i] = values_[i].second;
      v[n + i] = ~values_[i].second;
    }
    MPI_Allreduce(MPI_IN_PLACE, v.data(), int(v.size()), MPI_INT64_T, MPI_MAX, comm);
    for (std::size_t i = 0; i < n; ++i)
      if (v[i] != ~v[n + i])
        fail("argument '" + values_[i].first +
             "' differs between the ranks of the grid; every rank must pass the same value");
  }

 private:
  std::vector<std::pair<std::string, std::int64_t>> values_;
};

inline std::string dims(index_t r, index_t c) {
  return std::to_string(r) + "x" + std::to_string(c);
}

inline void check_distribution(const char* name, const BlockCyclic& d, const Grid& g) {
  const std::string arg = std::string("argument '") + name + "': ";
  if (d.m < 0 || d.n < 0)
    fail(arg + "dist.m and dist.n must not be negative (got " + dims(d.m, d.n) + ")");
  if (d.mb < 1 || d.nb < 1)
    fail(arg + "dist.mb and dist.nb must be at least 1 (got " + dims(d.mb, d.nb) + ")");
  if (d.rsrc < 0 || d.rsrc >= g.nprow())
    fail(arg + "dist.rsrc is " + std::to_string(d.rsrc) + " but the grid has " +
         std::to_string(g.nprow()) + " process rows");
  if (d.csrc < 0 || d.csrc >= g.npcol())
    fail(arg + "dist.csrc is " + std::to_string(d.csrc) + " but the grid has " +
         std::to_string(g.npcol()) + " process columns");
}

// The checks of one call; throws std::invalid_argument on every rank alike. nccl_built: this
// execution space has the NCCL transport. Returns whether A and B are transposed.
template <class T>
std::pair<bool, bool> check_arguments(const Grid& g, const char* transA, const char* transB,
                                      T alpha, const detail::LocalMatrix<const T>& A,
                                      const detail::LocalMatrix<const T>& B, T beta,
                                      const detail::LocalMatrix<T>& C, const Options& o,
                                      bool nccl_built) {
  SameEverywhere same;
  same.add("transA", std::int64_t(transA ? transA[0] : 0));
  same.add("transB", std::int64_t(transB ? transB[0] : 0));
  same.add("alpha", double(alpha));
  same.add("beta", double(beta));
  same.add("A", A.dist);
  same.add("B", B.dist);
  same.add("C", C.dist);
  same.add("options.transport", std::int64_t(o.transport));
  same.add("options.mpi_device_buffers", std::int64_t(o.mpi_device_buffers));
  same.add("options.panel", o.panel);
  same.add("options.overlap", std::int64_t(o.overlap));
  same.add("options.local.variant", std::int64_t(o.local.variant));
  same.add("options.local.half_variant", std::int64_t(o.local.half_variant));
  same.add("options.local.compute", std::int64_t(o.local.compute));
  same.check(g.comm());

  const bool ta = device::detail::parse_trans(transA, "transA", kFunction);
  const bool tb = device::detail::parse_trans(transB, "transB", kFunction);
  check_distribution("A", A.dist, g);
  check_distribution("B", B.dist, g);
  check_distribution("C", C.dist, g);
  const index_t am = ta ? A.dist.n : A.dist.m, ak = ta ? A.dist.m : A.dist.n;
  const index_t bk = tb ? B.dist.n : B.dist.m, bn = tb ? B.dist.m : B.dist.n;
  if (ak != bk)
    fail("arguments 'A' and 'B' do not conform: op(A) is " + dims(am, ak) + " but op(B) is " +
         dims(bk, bn));
  if (C.dist.m != am || C.dist.n != bn)
    fail("argument 'C' is " + dims(C.dist.m, C.dist.n) + " but op(A) * op(B) is " + dims(am, bn));
  if (o.transport == Transport::nccl && !nccl_built)
    fail(
        "argument 'options.transport' asks for NCCL, which this build of team-gemm has not for "
        "this execution space (NCCL moves device memory: the CUDA backend, built with "
        "TGEMM_ENABLE_NCCL); Transport::mpi or automatic move it with MPI");
  if (o.panel < 0)
    fail("argument 'options.panel' must be 0 (automatic) or positive (got " +
         std::to_string(o.panel) + ")");

  // Local blocks: the code of the first failing check on this rank (0: none).
  int code = 0;
  index_t shape[2] = {0, 0};
  // The extents each matrix's dealing gives process (row, col).
  struct Dealt {
    Axis rows, cols;
    index_t local_rows(int row) const { return rows.count(row); }
    index_t local_cols(int col) const { return cols.count(col); }
  };
  const auto dealt = [&](const auto& x) {
    return Dealt{row_axis(x.dist, g, x.first_row), col_axis(x.dist, g, x.first_col)};
  };
  const std::pair<const char*, std::pair<Dealt, MatrixRef<const T>>> blocks[] = {
      {"A", {dealt(A), A.local}}, {"B", {dealt(B), B.local}}, {"C", {dealt(C), C.local}}};
  for (int i = 0; i < 3 && !code; ++i) {
    const auto& [d, x] = blocks[i].second;
    if (x.rows != d.local_rows(g.myrow()) || x.cols != d.local_cols(g.mycol())) {
      code = 1 + i;
      shape[0] = x.rows;
      shape[1] = x.cols;
    }
  }
  if (!code && team::overlaps(C.local, A.local)) code = 4;
  if (!code && team::overlaps(C.local, B.local)) code = 5;
  int mine[2] = {code, 0}, worst[2] = {0, 0};
  MPI_Comm_rank(g.comm(), &mine[1]);
  MPI_Allreduce(mine, worst, 1, MPI_2INT, MPI_MAXLOC, g.comm());
  if (!worst[0]) return {ta, tb};
  MPI_Bcast(shape, 2, MPI_INT64_T, worst[1], g.comm());
  const int rank = worst[1];
  const int row = g.order() == GridOrder::row_major ? rank / g.npcol() : rank % g.nprow();
  const int col = g.order() == GridOrder::row_major ? rank % g.npcol() : rank / g.nprow();
  const std::string where = "on rank " + std::to_string(rank) + " (process row " +
                            std::to_string(row) + ", column " + std::to_string(col) + ")";
  if (worst[0] <= 3) {
    const auto& [name, block] = blocks[worst[0] - 1];
    fail(std::string("argument '") + name + "': the local block " + where + " is " +
         dims(shape[0], shape[1]) + " but " + name + ".dist deals that process " +
         dims(block.first.local_rows(row), block.first.local_cols(col)));
  }
  fail(std::string("argument 'C' overlaps argument '") + (worst[0] == 4 ? "A" : "B") +
       "' in memory " + where + "; C must not alias A or B");
}

}  // namespace tgemm::dist::impl
