#pragma once
// op(X) dealt anew: from X's local block (X dealt over src_rows x src_cols), this rank's
// local block of op(X) dealt over dst_rows x dst_cols, by one all-to-all over the grid. Both
// dealings are separable (a row's destination depends on its index alone, a column's on its
// own), so each message is a small matrix: the rows one rank sends another, in ascending
// global order, times the columns, column-major. Sender and receiver number them alike.

#include <Kokkos_Core.hpp>
#include <string>
#include <vector>

#include "axis.hpp"

namespace tgemm::dist::impl {

// For each of n local indices: the process (group) its partner index lives on, and its place
// among the indices of that group; and how many indices each group has.
struct Grouping {
  std::vector<int> group;
  std::vector<index_t> place;
  std::vector<index_t> count;

  template <class GroupOf>
  Grouping(index_t n, int ngroups, GroupOf group_of)
      : group(std::size_t(n)), place(std::size_t(n)), count(std::size_t(ngroups), 0) {
    for (index_t l = 0; l < n; ++l) {
      group[std::size_t(l)] = group_of(l);
      place[std::size_t(l)] = count[std::size_t(group[std::size_t(l)])]++;
    }
  }
};

template <class Mem>
struct DeviceGrouping {
  Kokkos::View<int*, Mem> group;
  Kokkos::View<index_t*, Mem> place;

  explicit DeviceGrouping(const Grouping& g)
      : group(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::group"),
              g.group.size()),
        place(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::place"),
              g.place.size()) {
    Kokkos::deep_copy(
        group, Kokkos::View<const int*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
                   g.group.data(), g.group.size()));
    Kokkos::deep_copy(
        place,
        Kokkos::View<const index_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
            g.place.data(), g.place.size()));
  }
};

template <class Mem>
Kokkos::View<index_t*, Mem> to_device(const std::vector<index_t>& v, const std::string& label) {
  Kokkos::View<index_t*, Mem> d(Kokkos::view_alloc(Kokkos::WithoutInitializing, label), v.size());
  Kokkos::deep_copy(
      d, Kokkos::View<const index_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
             v.data(), v.size()));
  return d;
}

template <class ExecSpace, class T, class Transport>
Kokkos::View<T**, Kokkos::LayoutLeft, typename ExecSpace::memory_space> redistribute(
    const ExecSpace& exec, const Grid& g, Transport& transport, const MatrixRef<const T>& x,
    const Axis& src_rows, const Axis& src_cols, bool transpose, const Axis& dst_rows,
    const Axis& dst_cols) {
  using Mem = typename ExecSpace::memory_space;
  const int P = g.nprow(), Q = g.npcol(), nranks = P * Q;
  const std::size_t nr = std::size_t(nranks);
  const int myrow = g.myrow(), mycol = g.mycol();

  // Sending: X's local rows and columns, grouped by the process row or column of op(X) they
  // land on (a row of X is a column of op(X) when transposed).
  const Grouping srow(x.rows, transpose ? Q : P, [&](index_t l) {
    const index_t r = src_rows.global(l, myrow);
    return transpose ? dst_cols.owner(r) : dst_rows.owner(r);
  });
  const Grouping scol(x.cols, transpose ? P : Q, [&](index_t l) {
    const index_t c = src_cols.global(l, mycol);
    return transpose ? dst_rows.owner(c) : dst_cols.owner(c);
  });
  // Per destination process (p, q), indexed p * Q + q: the message's rows and its offset.
  std::vector<index_t> msg_rows(nr), msg_offset(nr);
  std::vector<index_t> scount(nr), sdispl(nr);
  {
    for (int p = 0; p < P; ++p)
      for (int q = 0; q < Q; ++q) {
        const index_t rows = transpose ? scol.count[std::size_t(p)] : srow.count[std::size_t(p)];
        const index_t cols = transpose ? srow.count[std::size_t(q)] : scol.count[std::size_t(q)];
        msg_rows[std::size_t(p * Q + q)] = rows;
        scount[std::size_t(g.rank_of(p, q))] = rows * cols;
      }
    index_t offset = 0;
    for (int r = 0; r < nranks; ++r) {
      sdispl[std::size_t(r)] = offset;
      offset += scount[std::size_t(r)];
    }
    for (int p = 0; p < P; ++p)
      for (int q = 0; q < Q; ++q)
        msg_offset[std::size_t(p * Q + q)] = sdispl[std::size_t(g.rank_of(p, q))];
  }

  // Receiving: op(X)'s local rows and columns, grouped by the process row or column of X they
  // come from.
  const index_t rows = dst_rows.count(myrow), cols = dst_cols.count(mycol);
  const Grouping rrow(rows, transpose ? Q : P, [&](index_t l) {
    const index_t r = dst_rows.global(l, myrow);
    return transpose ? src_cols.owner(r) : src_rows.owner(r);
  });
  const Grouping rcol(cols, transpose ? P : Q, [&](index_t l) {
    const index_t c = dst_cols.global(l, mycol);
    return transpose ? src_rows.owner(c) : src_cols.owner(c);
  });
  std::vector<index_t> rcount(nr), rdispl(nr), from_offset(nr);
  {
    for (int p = 0; p < P; ++p)
      for (int q = 0; q < Q; ++q) {
        // Source process (p, q) of X sends the rows of group p (q when transposed).
        const index_t r = transpose ? rrow.count[std::size_t(q)] : rrow.count[std::size_t(p)];
        const index_t c = transpose ? rcol.count[std::size_t(p)] : rcol.count[std::size_t(q)];
        rcount[std::size_t(g.rank_of(p, q))] = r * c;
      }
    index_t offset = 0;
    for (int r = 0; r < nranks; ++r) {
      rdispl[std::size_t(r)] = offset;
      offset += rcount[std::size_t(r)];
    }
    for (int p = 0; p < P; ++p)
      for (int q = 0; q < Q; ++q)
        from_offset[std::size_t(p * Q + q)] = rdispl[std::size_t(g.rank_of(p, q))];
  }

  const index_t stotal = sdispl.back() + scount.back(), rtotal = rdispl.back() + rcount.back();
  Kokkos::View<T*, Mem> send(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::send"),
                             stotal),
      recv(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::recv"), rtotal);

  {
    const DeviceGrouping<Mem> r(srow), c(scol);
    const auto m_rows = to_device<Mem>(msg_rows, "tgemm::dist::msg_rows");
    const auto m_offset = to_device<Mem>(msg_offset, "tgemm::dist::msg_offset");
    const index_t xr = x.rows;
    Kokkos::parallel_for(
        "tgemm::dist::pack",
        Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, x.rows * x.cols),
        KOKKOS_LAMBDA(index_t e) {
          const index_t lr = e % xr, lc = e / xr;
          const int p = transpose ? c.group(lc) : r.group(lr);
          const int q = transpose ? r.group(lr) : c.group(lc);
          const index_t i = transpose ? c.place(lc) : r.place(lr);
          const index_t j = transpose ? r.place(lr) : c.place(lc);
          const int dest = p * Q + q;
          send(m_offset(dest) + i + j * m_rows(dest)) = x(lr, lc);
        });
    exec.fence();
  }
  transport.exchange(send.data(), scount, sdispl, recv.data(), rcount, rdispl);

  Kokkos::View<T**, Kokkos::LayoutLeft, Mem> out(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::operand"), rows, cols);
  {
    const DeviceGrouping<Mem> r(rrow), c(rcol);
    const auto r_count = to_device<Mem>(rrow.count, "tgemm::dist::from_rows");
    const auto f_offset = to_device<Mem>(from_offset, "tgemm::dist::from_offset");
    Kokkos::parallel_for(
        "tgemm::dist::unpack",
        Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<index_t>>(exec, 0, rows * cols),
        KOKKOS_LAMBDA(index_t e) {
          const index_t li = e % rows, lj = e / rows;
          const int p = transpose ? c.group(lj) : r.group(li);
          const int q = transpose ? r.group(li) : c.group(lj);
          out(li, lj) =
              recv(f_offset(p * Q + q) + r.place(li) + c.place(lj) * r_count(r.group(li)));
        });
    exec.fence();  // the buffers go at the end of this scope
  }
  return out;
}

}  // namespace tgemm::dist::impl
