#pragma once
// tgemm::TeamGemm: the team-scratch tiled GEMM as a team-level call, for use inside a
// user's own TeamPolicy functor on (sub)views of their own Views. KokkosBatched calling
// convention: member first, BLAS argument order, transposes as tag types.
//
//   using Cfg = tgemm::TeamGemmDefaultConfig;
//   using Scratch = tgemm::TeamGemmScratch<ExecSpace, double>;
//   policy.set_scratch_size(0, Kokkos::PerTeam(tgemm::team_scratch_size<Cfg, double>(m, n, k)));
//   ... inside the functor:
//   Scratch s(member.team_scratch(0), tgemm::team_scratch_extent<Cfg, double>(m, n, k));
//   int err = tgemm::TeamGemm<Member, tgemm::Trans::NoTranspose, tgemm::Trans::Transpose,
//                             Cfg>::invoke(member, alpha, A, B, beta, C, s);
//
// C = alpha * op(A) * op(B) + beta * C for matrices of any size: the team walks C in
// BM x BN tiles and K in BK slabs staged in `scratch`, each thread (and vector lane)
// computing TM x TN micro-tiles from register fragments. Works for any team size and
// vector length; a team of one thread on a host backend runs the CPU micro-kernel over panels
// in `scratch` instead (thread/blocked_gemm.hpp). BLAS semantics as tgemm::gemm: beta == 0
// never reads C, alpha == 0 never reads A or B, k == 0 scales C by beta.
//
// Element types as tgemm::gemm's (tgemm/scalar_types.hpp): float, double, or half_t / bhalf_t
// inputs with C of the same type or float. 16-bit inputs are staged in scratch as fp32 and
// multiplied and summed in fp32, C rounded once; scratch then holds floats (TeamGemmScratch and
// team_scratch_size take the inputs' type and size it so), and alpha, beta are float.
//
// invoke is team-collective (every thread of the team calls it with the same arguments);
// it synchronizes the team on entry and before returning, so the caller may produce A, B
// or C just before the call and use C right after it. It returns 0, or a status naming the
// bad argument (team_gemm_status_message) without touching C.

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <string>
#include <tgemm/scalar_types.hpp>
#include <tgemm/team/epilogue.hpp>
#include <tgemm/team/matrix_ref.hpp>
#include <tgemm/team/overlap.hpp>
#include <tgemm/team/stage_k_major.hpp>
#include <tgemm/thread/blocked_gemm.hpp>
#include <tgemm/thread/outer_product.hpp>
#include <tgemm/thread/unroll.hpp>
#include <type_traits>

namespace tgemm {

// Transpose tags (KokkosBatched spelling). Scalars are real, so ConjTranspose == Transpose.
namespace Trans {
struct NoTranspose {};
struct Transpose {};
struct ConjTranspose {};
}  // namespace Trans

template <class T>
inline constexpr bool is_trans_tag_v =
    std::is_same_v<T, Trans::NoTranspose> || std::is_same_v<T, Trans::Transpose> ||
    std::is_same_v<T, Trans::ConjTranspose>;

// Compile-time tiling of TeamGemm: BM x BN tiles of C, BK-deep slabs of K, TM x TN
// accumulators per thread (or vector lane).
template <int BM_, int BN_, int BK_, int TM_, int TN_>
struct TeamGemmConfig {
  static_assert(BM_ > 0 && BN_ > 0 && BK_ > 0 && TM_ > 0 && TN_ > 0,
                "tgemm::TeamGemmConfig: every extent must be positive");
  static_assert(BM_ % TM_ == 0 && BN_ % TN_ == 0,
                "tgemm::TeamGemmConfig: TM must divide BM and TN must divide BN");
  static constexpr int BM = BM_, BN = BN_, BK = BK_, TM = TM_, TN = TN_;
  static constexpr int units_m = BM / TM, units_n = BN / TN;
  static constexpr int units = units_m * units_n;  // micro-tiles per C tile: a good team size
  // Scratch rows padded by one word: staging an operand whose K index is contiguous writes
  // down a scratch column, which the pad spreads over all banks.
  static constexpr int LdA = BM + 1, LdB = BN + 1;
  static constexpr std::size_t slab_extent = std::size_t(BK) * (LdA + LdB);
  static constexpr std::size_t accumulator_extent = std::size_t(BM) * BN;

  static std::string name() {
    return std::to_string(BM) + "x" + std::to_string(BN) + "x" + std::to_string(BK) + "/" +
           std::to_string(TM) + "x" + std::to_string(TN);
  }
};

// 256 micro-tiles of 4 x 2; its scratch (28.5 KiB for double, 14.3 KiB for float) fits the
// 32 KiB of level-0 scratch the host backends offer per team.
using TeamGemmDefaultConfig = TeamGemmConfig<64, 32, 16, 4, 2>;

// What TeamGemm::invoke returns.
namespace TeamGemmStatus {
inline constexpr int success = 0;
inline constexpr int a_b_mismatch = 1;
inline constexpr int c_mismatch = 2;
inline constexpr int c_overlaps_a = 3;
inline constexpr int c_overlaps_b = 4;
inline constexpr int scratch_too_small = 5;
}  // namespace TeamGemmStatus

KOKKOS_INLINE_FUNCTION const char* team_gemm_status_message(int status) {
  switch (status) {
    case TeamGemmStatus::success:
      return "tgemm::TeamGemm: success";
    case TeamGemmStatus::a_b_mismatch:
      return "tgemm::TeamGemm: arguments 'A' and 'B' do not conform: op(A) has not as many "
             "columns as op(B) has rows";
    case TeamGemmStatus::c_mismatch:
      return "tgemm::TeamGemm: argument 'C' is not (rows of op(A)) x (columns of op(B))";
    case TeamGemmStatus::c_overlaps_a:
      return "tgemm::TeamGemm: argument 'C' overlaps argument 'A' in memory";
    case TeamGemmStatus::c_overlaps_b:
      return "tgemm::TeamGemm: argument 'C' overlaps argument 'B' in memory";
    case TeamGemmStatus::scratch_too_small:
      return "tgemm::TeamGemm: argument 'scratch' holds fewer scalars than "
             "tgemm::team_scratch_extent<Config, Scalar>(m, n, k)";
  }
  return "tgemm::TeamGemm: unknown status";
}

// Scalars of scratch TeamGemm<..., Config> needs for C (m x n) += op(A) (m x k) * op(B):
// two staged slabs, plus the accumulator tile when K takes more than one slab.
template <class Config, class Scalar>
KOKKOS_INLINE_FUNCTION constexpr std::size_t team_scratch_extent(index_t m, index_t n, index_t k) {
  if (m <= 0 || n <= 0 || k <= 0) return 0;
  return Config::slab_extent + (k > Config::BK ? Config::accumulator_extent : 0);
}

// The largest extent any problem needs with Config.
template <class Config, class Scalar>
KOKKOS_INLINE_FUNCTION constexpr std::size_t team_scratch_extent() {
  return Config::slab_extent + Config::accumulator_extent;
}

// Bytes to request per team (Kokkos::PerTeam) for a scratch View of team_scratch_extent
// values: the extent plus the alignment slack Kokkos takes when it carves the View. Scratch
// holds the type products are summed in (accumulate_t: float for half_t and bhalf_t inputs),
// so Scalar may name the inputs' type.
template <class Config, class Scalar>
KOKKOS_INLINE_FUNCTION constexpr std::size_t team_scratch_size(index_t m, index_t n, index_t k) {
  return team_scratch_extent<Config, Scalar>(m, n, k) * sizeof(accumulate_t<Scalar>) + 16;
}

template <class Config, class Scalar>
KOKKOS_INLINE_FUNCTION constexpr std::size_t team_scratch_size() {
  return team_scratch_extent<Config, Scalar>() * sizeof(accumulate_t<Scalar>) + 16;
}

// The scratch argument as Kokkos users make it: an unmanaged View in team scratch, of the type
// products of Scalar inputs are summed in.
template <class ExecSpace, class Scalar>
using TeamGemmScratch =
    Kokkos::View<accumulate_t<Scalar>*, typename ExecSpace::scratch_memory_space,
                 Kokkos::MemoryUnmanaged>;

namespace team {

// One BK slab of one C tile: each unit (thread or vector lane) takes micro-tiles u, whose
// TM rows and TN columns are interleaved at strides units_m and units_n, so a warp reads
// consecutive scratch words (no bank conflicts) and writes consecutive elements of C.
// Partial sums live in the accumulator tile between slabs, since a user's team may have
// fewer threads than micro-tiles.
template <class Config, class Member, class Scalar, class Out>
KOKKOS_INLINE_FUNCTION void team_gemm_slab(const Member& member, const Scalar* As, const Scalar* Bs,
                                           Scalar* Acc, bool first, bool last, bool c_column_major,
                                           const MatrixRef<Out>& c, index_t m0, index_t n0,
                                           Scalar alpha, Scalar beta) {
  constexpr int TM = Config::TM, TN = Config::TN, UM = Config::units_m, UN = Config::units_n;
  constexpr int U = Config::units;
  Kokkos::parallel_for(Kokkos::TeamVectorRange(member, U), [&](const int u) {
    const int ui = c_column_major ? u % UM : u / UN;
    const int uj = c_column_major ? u / UM : u % UN;
    Scalar acc[TM][TN];
    TGEMM_UNROLL
    for (int i = 0; i < TM; ++i) TGEMM_UNROLL
    for (int j = 0; j < TN; ++j) acc[i][j] = first ? Scalar(0) : Acc[u + U * (i * TN + j)];
    for (int kk = 0; kk < Config::BK; ++kk) {
      Scalar a[TM], b[TN];
      TGEMM_UNROLL
      for (int i = 0; i < TM; ++i) a[i] = As[kk * Config::LdA + ui + i * UM];
      TGEMM_UNROLL
      for (int j = 0; j < TN; ++j) b[j] = Bs[kk * Config::LdB + uj + j * UN];
      thread::outer_product(acc, a, b);
    }
    TGEMM_UNROLL
    for (int i = 0; i < TM; ++i) TGEMM_UNROLL
    for (int j = 0; j < TN; ++j) {
      if (last)
        store_scaled(c, m0 + ui + i * UM, n0 + uj + j * UN, alpha, acc[i][j], beta);
      else
        Acc[u + U * (i * TN + j)] = acc[i][j];
    }
  });
}

// The whole team-level GEMM on strided matrices, after argument checking: C (m x n) =
// alpha * a * b + beta * C with a = op(A) (m x k), b = op(B) (k x n), the arithmetic in
// accumulate_t<In> (fp32 for 16-bit inputs, C rounded once). `scratch` holds
// team_scratch_extent<Config, In>(m, n, k) values of that type. Team-collective; ends with a
// barrier.
template <class Config, class Member, class In, class Out>
KOKKOS_INLINE_FUNCTION void team_gemm(const Member& member, accumulate_t<In> alpha,
                                      const MatrixRef<const In>& a, const MatrixRef<const In>& b,
                                      accumulate_t<In> beta, const MatrixRef<Out>& c,
                                      accumulate_t<In>* scratch) {
  using Scalar = accumulate_t<In>;
  const index_t m = c.rows, n = c.cols, k = a.cols;
  if (m == 0 || n == 0) return;
  if (alpha == Scalar(0) || k == 0) {
    Kokkos::parallel_for(Kokkos::TeamVectorRange(member, m * n), [&](const index_t e) {
      Out& x = c(e % m, e / m);
      x = beta == Scalar(0) ? Out(0) : Out(beta * Scalar(x));
    });
    member.team_barrier();
    return;
  }
#if defined(TGEMM_HAVE_VECTOR_EXTENSIONS)
  // A team of one host thread: the CPU micro-kernel over panels in `scratch`
  // (thread/blocked_gemm.hpp), rather than one thread playing a GPU team's threads in turn.
  if constexpr (std::is_same_v<In, Scalar> && std::is_same_v<Out, Scalar>) {
    KOKKOS_IF_ON_HOST((if (member.team_size() == 1) {
      const std::size_t values = team_scratch_extent<Config, Scalar>(m, n, k);
      if (values >= thread::blocked_panel_values<Scalar>(1)) {
        thread::blocked_gemm(alpha, a, b, beta, c, scratch, values);
        return;
      }
    }))
  }
#endif
  Scalar* As = scratch;
  Scalar* Bs = As + Config::BK * Config::LdA;
  Scalar* Acc = Bs + Config::BK * Config::LdB;
  const MatrixRef<const In> bt = b.transposed();  // n x k: staged k-major like op(A)
  const bool c_column_major = c.row_stride == 1;
  const index_t tiles_m = (m + Config::BM - 1) / Config::BM;
  const index_t tiles_n = (n + Config::BN - 1) / Config::BN;
  for (index_t t = 0; t < tiles_m * tiles_n; ++t) {
    const index_t m0 = (t % tiles_m) * Config::BM, n0 = (t / tiles_m) * Config::BN;
    for (index_t k0 = 0; k0 < k; k0 += Config::BK) {
      stage_k_major<Config::BM, Config::BK, Config::LdA>(member, a, m0, k0, As);
      stage_k_major<Config::BN, Config::BK, Config::LdB>(member, bt, n0, k0, Bs);
      member.team_barrier();  // slabs complete before anyone reads them
      team_gemm_slab<Config>(member, As, Bs, Acc, k0 == 0, k0 + Config::BK >= k, c_column_major, c,
                             m0, n0, alpha, beta);
      member.team_barrier();  // slabs and partial sums read before they are overwritten
    }
  }
}

}  // namespace team

template <class Member, class TransA, class TransB, class Config = TeamGemmDefaultConfig>
struct TeamGemm {
  static_assert(is_trans_tag_v<TransA> && is_trans_tag_v<TransB>,
                "tgemm::TeamGemm: TransA and TransB must be tgemm::Trans::NoTranspose, "
                "Trans::Transpose or Trans::ConjTranspose");

  template <class AView, class BView, class CView, class ScratchView>
  KOKKOS_INLINE_FUNCTION static int invoke(const Member& member,
                                           scale_t<typename CView::non_const_value_type> alpha,
                                           const AView& A, const BView& B,
                                           scale_t<typename CView::non_const_value_type> beta,
                                           const CView& C, const ScratchView& scratch) {
    using In = typename AView::non_const_value_type;
    using Out = typename CView::non_const_value_type;
    using Scalar = accumulate_t<In>;
    static_assert(Kokkos::is_view_v<AView> && Kokkos::is_view_v<BView> &&
                      Kokkos::is_view_v<CView> && Kokkos::is_view_v<ScratchView>,
                  "tgemm::TeamGemm: A, B, C and scratch must be Kokkos::View");
    static_assert(AView::rank() == 2 && BView::rank() == 2 && CView::rank() == 2,
                  "tgemm::TeamGemm: A, B and C must be rank-2 Views (matrices)");
    static_assert(std::is_same_v<typename BView::non_const_value_type, In>,
                  "tgemm::TeamGemm: A and B must have the same scalar type");
    static_assert(supported_types_v<In, Out>,
                  "tgemm::TeamGemm: unsupported scalar types. " TGEMM_SUPPORTED_TYPES_TEXT);
    static_assert(!std::is_const_v<typename CView::value_type>,
                  "tgemm::TeamGemm: C is written, so it must be a View of non-const scalars");
    static_assert(
        ScratchView::rank() == 1 && std::is_same_v<typename ScratchView::value_type, Scalar>,
        "tgemm::TeamGemm: scratch must be a rank-1 View of the accumulation type "
        "(tgemm::TeamGemmScratch: C's scalar, float for half_t and bhalf_t inputs)");

    const MatrixRef<const In> a = make_matrix_ref(A, !std::is_same_v<TransA, Trans::NoTranspose>);
    const MatrixRef<const In> b = make_matrix_ref(B, !std::is_same_v<TransB, Trans::NoTranspose>);
    const MatrixRef<Out> c = make_matrix_ref(C);
    const index_t m = c.rows, n = c.cols, k = a.cols;

    if (a.cols != b.rows) return TeamGemmStatus::a_b_mismatch;
    if (a.rows != m || b.cols != n) return TeamGemmStatus::c_mismatch;
    if (team::overlaps(c, a)) return TeamGemmStatus::c_overlaps_a;
    if (team::overlaps(c, b)) return TeamGemmStatus::c_overlaps_b;
    const bool scale_only = alpha == Scalar(0) || k == 0;
    if (!scale_only && scratch.extent(0) < team_scratch_extent<Config, In>(m, n, k))
      return TeamGemmStatus::scratch_too_small;

    member.team_barrier();  // whatever the team wrote to A, B or C before the call is visible
    team::team_gemm<Config>(member, Scalar(alpha), a, b, Scalar(beta), c, scratch.data());
    return TeamGemmStatus::success;
  }
};

}  // namespace tgemm
