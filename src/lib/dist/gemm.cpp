// tgemm::dist::gemm (tgemm/dist/gemm.hpp), compiled for every execution space of spaces.hpp
// and float, double: the checks, the operands brought into SUMMA's form, SUMMA.

#include <algorithm>
#include <tgemm/device/scale_c.hpp>
#include <tgemm/dist/gemm.hpp>
#include <type_traits>

#include "dist/axis.hpp"
#include "dist/checks.hpp"
#include "dist/nccl.hpp"
#include "dist/redistribute.hpp"
#include "dist/summa.hpp"
#include "dist/transport.hpp"

namespace tgemm::dist::detail {

template <class ExecSpace>
constexpr bool nccl_built =
#if defined(TGEMM_HAVE_NCCL) && defined(KOKKOS_ENABLE_CUDA)
    std::is_same_v<ExecSpace, Kokkos::Cuda>;
#else
    false;
#endif

// Runs body(transport) with the transport the options and the grid call for: NCCL for device
// memory where it is built and every rank has a GPU of its own (automatic, or asked for), else
// MPI.
template <class T, class ExecSpace, class Body>
void with_transport(const ExecSpace& exec, const Grid& g, const Options& o, Body&& body) {
#if defined(TGEMM_HAVE_NCCL) && defined(KOKKOS_ENABLE_CUDA)
  if constexpr (nccl_built<ExecSpace>) {
    if (o.transport != Transport::mpi) {
      impl::NcclGrid& state = impl::NcclGrid::of(g);
      if (state.usable) {
        impl::NcclTransport<ExecSpace, T> nccl(exec, state);
        return body(nccl);
      }
      if (o.transport == Transport::nccl)
        impl::fail(
            "argument 'options.transport' asks for NCCL, but ranks of the grid share a GPU "
            "(NCCL takes one GPU per rank); Transport::mpi or automatic use MPI");
    }
  }
#endif
  impl::MpiTransport<ExecSpace, T> mpi(exec, g, o.mpi_device_buffers);
  body(mpi);
}

template <class ExecSpace, class T>
void gemm(const ExecSpace& exec, const Grid& g, const char* transA, const char* transB, T alpha,
          const LocalMatrix<const T>& A, const LocalMatrix<const T>& B, T beta,
          const LocalMatrix<T>& C, const Options& options) {
  using impl::Axis;
  using Mem = typename ExecSpace::memory_space;
  const auto [ta, tb] = impl::check_arguments(g, transA, transB, alpha, A, B, beta, C, options,
                                              nccl_built<ExecSpace>);
  const index_t m = C.dist.m, n = C.dist.n, k = ta ? A.dist.m : A.dist.n;
  if (m == 0 || n == 0) return;
  if (alpha == T(0) || k == 0) {
    device::scale_c(exec, beta, C.local);
    exec.fence();
    return;
  }

  if (g.nprow() == 1 && g.npcol() == 1) {  // one process: its blocks are the whole matrices
    const device::Problem<T> p{ta ? A.local.transposed() : A.local,
                               tb ? B.local.transposed() : B.local, C.local};
    tgemm::detail::gemm_with_options(exec, options.local, alpha, p, beta);
    exec.fence();
    return;
  }
  // Each dimension's dealing, with where it starts inside its first block (pgemm's origins).
  using impl::col_axis;
  using impl::row_axis;
  const Axis c_rows = row_axis(C.dist, g, C.first_row), c_cols = col_axis(C.dist, g, C.first_col);
  const Axis a_rows = row_axis(A.dist, g, A.first_row), a_cols = col_axis(A.dist, g, A.first_col);
  const Axis b_rows = row_axis(B.dist, g, B.first_row), b_cols = col_axis(B.dist, g, B.first_col);
  const auto alike = [](const Axis& x, const Axis& y) {
    return x.nb == y.nb && x.src == y.src && x.first == y.first;
  };
  // In place where op(A)'s rows are dealt like C's (op(B)'s columns like C's columns).
  const bool a_in_place = !ta && alike(a_rows, c_rows);
  const bool b_in_place = !tb && alike(b_cols, c_cols);
  // A redistributed operand takes the other's k blocks, so chunks stay whole blocks.
  const index_t panel = options.panel > 0 ? options.panel : 256;
  const Axis a_k =
      b_in_place ? Axis{k, b_rows.nb, 0, g.npcol(), b_rows.first} : Axis{k, panel, 0, g.npcol()};
  const Axis b_k =
      a_in_place ? Axis{k, a_cols.nb, 0, g.nprow(), a_cols.first} : Axis{k, panel, 0, g.nprow()};

  // Both transposed, and the product no larger than the operands: C = alpha (B A)^T + beta C.
  // B's rows and A's columns deal the product B A, so both are read in place, and one
  // redistribution of the product replaces one of each operand.
  const bool via_product = ta && tb && m * n <= k * (m + n);

  with_transport<T>(exec, g, options, [&](auto& transport) {
    if (via_product) {  // D = B A, its rows dealt like B's, its columns like A's
      Kokkos::View<T**, Kokkos::LayoutLeft, Mem> d(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::product"),
          b_rows.count(g.myrow()), a_cols.count(g.mycol()));
      impl::summa(exec, g, transport, alpha, impl::Operand<T>{B.local, b_cols},
                  impl::Operand<T>{A.local, a_rows}, T(0), make_matrix_ref(d), options);
      const auto dt = impl::redistribute(exec, g, transport, MatrixRef<const T>(make_matrix_ref(d)),
                                         b_rows, a_cols, true, c_rows, c_cols);
      impl::add_scaled(exec, MatrixRef<const T>(make_matrix_ref(dt)), beta, C.local);
      exec.fence();
      return;
    }
    impl::Operand<T> opA{A.local, a_cols}, opB{B.local, b_rows};
    Kokkos::View<T**, Kokkos::LayoutLeft, Mem> a_moved, b_moved;
    if (!a_in_place) {
      a_moved = impl::redistribute(exec, g, transport, A.local, a_rows, a_cols, ta, c_rows, a_k);
      opA = {make_matrix_ref(a_moved), a_k};
    }
    if (!b_in_place) {
      b_moved = impl::redistribute(exec, g, transport, B.local, b_rows, b_cols, tb, b_k, c_cols);
      opB = {make_matrix_ref(b_moved), b_k};
    }
    impl::summa(exec, g, transport, alpha, opA, opB, beta, C.local, options);
    exec.fence();  // C is complete before the operand copies go
  });
}

#define TGEMM_DIST_INSTANTIATE(Space)                                                              \
  template void gemm<Space, float>(                                                                \
      const Space&, const Grid&, const char*, const char*, float, const LocalMatrix<const float>&, \
      const LocalMatrix<const float>&, float, const LocalMatrix<float>&, const Options&);          \
  template void gemm<Space, double>(const Space&, const Grid&, const char*, const char*, double,   \
                                    const LocalMatrix<const double>&,                              \
                                    const LocalMatrix<const double>&, double,                      \
                                    const LocalMatrix<double>&, const Options&);
TGEMM_FOR_EACH_SPACE(TGEMM_DIST_INSTANTIATE)
#undef TGEMM_DIST_INSTANTIATE

}  // namespace tgemm::dist::detail
