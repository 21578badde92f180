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
          const LocalMatrix<T>& C, const Options& options);

// Matrices that start inside a block (pgemm's origins): each such operand is dealt anew as whole
// blocks from the same source process (one all-to-all), the product runs on those, and C goes
// back the same way. The checks have passed.
template <class ExecSpace, class T>
void gemm_realigned(const ExecSpace& exec, const Grid& g, const char* transA, const char* transB,
                    T alpha, const LocalMatrix<const T>& A, const LocalMatrix<const T>& B, T beta,
                    const LocalMatrix<T>& C, const Options& options) {
  using Block = Kokkos::View<T**, Kokkos::LayoutLeft, typename ExecSpace::memory_space>;
  using impl::col_axis;
  using impl::row_axis;
  with_transport<T>(exec, g, options, [&](auto& transport) {
    const auto realign = [&](const auto& x) {
      return impl::redistribute(exec, g, transport, MatrixRef<const T>(x.local),
                                row_axis(x.dist, g, x.first_row), col_axis(x.dist, g, x.first_col),
                                false, row_axis(x.dist, g), col_axis(x.dist, g));
    };
    const auto moves = [](const auto& x) { return x.first_row != 0 || x.first_col != 0; };
    Block a, b, c;
    LocalMatrix<const T> A2{A.dist, A.local}, B2{B.dist, B.local};
    LocalMatrix<T> C2{C.dist, C.local};
    if (moves(A)) {
      a = realign(A);
      A2.local = make_matrix_ref(a);
    }
    if (moves(B)) {
      b = realign(B);
      B2.local = make_matrix_ref(b);
    }
    if (moves(C)) {
      c = beta == T(0) ? Block(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::c"),
                               C.dist.local_rows(g), C.dist.local_cols(g))
                       : realign(C);  // beta == 0 never reads C
      C2.local = make_matrix_ref(c);
    }
    gemm<ExecSpace, T>(exec, g, transA, transB, alpha, A2, B2, beta, C2, options);
    if (moves(C)) {
      const Block back =
          impl::redistribute(exec, g, transport, MatrixRef<const T>(C2.local), row_axis(C.dist, g),
                             col_axis(C.dist, g), false, row_axis(C.dist, g, C.first_row),
                             col_axis(C.dist, g, C.first_col));
      impl::add_scaled(exec, MatrixRef<const T>(make_matrix_ref(back)), T(0), C.local);
      exec.fence();
    }
  });
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
  if (A.first_row || A.first_col || B.first_row || B.first_col || C.first_row || C.first_col)
    return gemm_realigned(exec, g, transA, transB, alpha, A, B, beta, C, options);
  const Axis c_rows = impl::row_axis(C.dist, g), c_cols = impl::col_axis(C.dist, g);
  const Axis a_rows = impl::row_axis(A.dist, g), a_cols = impl::col_axis(A.dist, g);
  const Axis b_rows = impl::row_axis(B.dist, g), b_cols = impl::col_axis(B.dist, g);
  // In place where op(A)'s rows are dealt like C's (op(B)'s columns like C's columns).
  const bool a_in_place = !ta && A.dist.mb == C.dist.mb && A.dist.rsrc == C.dist.rsrc;
  const bool b_in_place = !tb && B.dist.nb == C.dist.nb && B.dist.csrc == C.dist.csrc;
  // A redistributed operand takes the other's k blocks, so chunks stay whole blocks.
  const index_t panel = options.panel > 0 ? options.panel : 256;
  const index_t a_kb = b_in_place ? b_rows.nb : panel;
  const index_t b_kb = a_in_place ? a_cols.nb : panel;

  // Both transposed, and the product no larger than the operands: C = alpha (B A)^T + beta C.
  // B's rows and A's columns deal the product B A, so both are read in place, and one
  // redistribution of the product replaces one of each operand.
  const bool via_product = ta && tb && m * n <= k * (m + n);

  with_transport<T>(exec, g, options, [&](auto& transport) {
    if (via_product) {
      const BlockCyclic dd{n, m, B.dist.mb, A.dist.nb, B.dist.rsrc, A.dist.csrc};
      Kokkos::View<T**, Kokkos::LayoutLeft, Mem> d(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::product"), dd.local_rows(g),
          dd.local_cols(g));
      impl::summa(exec, g, transport, alpha, impl::Operand<T>{B.local, b_cols},
                  impl::Operand<T>{A.local, a_rows}, T(0), make_matrix_ref(d), options);
      const auto dt =
          impl::redistribute(exec, g, transport, MatrixRef<const T>(make_matrix_ref(d)),
                             impl::row_axis(dd, g), impl::col_axis(dd, g), true, c_rows, c_cols);
      impl::add_scaled(exec, MatrixRef<const T>(make_matrix_ref(dt)), beta, C.local);
      exec.fence();
      return;
    }
    impl::Operand<T> opA{A.local, a_cols}, opB{B.local, b_rows};
    Kokkos::View<T**, Kokkos::LayoutLeft, Mem> a_moved, b_moved;
    if (!a_in_place) {
      const Axis k_axis{k, a_kb, 0, g.npcol()};
      a_moved = impl::redistribute(exec, g, transport, A.local, a_rows, a_cols, ta, c_rows, k_axis);
      opA = {make_matrix_ref(a_moved), k_axis};
    }
    if (!b_in_place) {
      const Axis k_axis{k, b_kb, 0, g.nprow()};
      b_moved = impl::redistribute(exec, g, transport, B.local, b_rows, b_cols, tb, k_axis, c_cols);
      opB = {make_matrix_ref(b_moved), k_axis};
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
