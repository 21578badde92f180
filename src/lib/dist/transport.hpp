#pragma once
// The MPI side of tgemm::dist: broadcasts and all-to-all exchanges of T values. Memory MPI may
// not be handed (device memory, where the MPI is not GPU-aware) goes through host copies.

#include <mpi.h>
#if __has_include(<mpi-ext.h>)
#include <mpi-ext.h>
#endif

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <tgemm/dist/gemm.hpp>
#include <type_traits>
#include <vector>

namespace tgemm::dist::impl {

template <class T>
MPI_Datatype mpi_type() {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>);
  return std::is_same_v<T, float> ? MPI_FLOAT : MPI_DOUBLE;
}

// MPI counts are int: longer messages go in pieces of this many values.
inline constexpr index_t kMaxPiece = index_t(1) << 30;

inline bool mpi_takes_device_memory() {
#if defined(MPIX_CUDA_AWARE_SUPPORT) && MPIX_CUDA_AWARE_SUPPORT
  return MPIX_Query_cuda_support() == 1;
#else
  return false;
#endif
}

template <class ExecSpace, class T>
class MpiTransport {
 public:
  using Mem = typename ExecSpace::memory_space;
  using HostBuffer = Kokkos::View<T*, Kokkos::HostSpace>;
  using DeviceSpan = Kokkos::View<T*, Mem, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

  // A broadcast under way: its requests, and where the data goes once it has arrived.
  struct Bcast {
    std::vector<MPI_Request> requests;
    HostBuffer host;  // staged copies only; kept between uses
    T* data = nullptr;
    index_t count = 0;
    bool copy_back = false;
  };

  // A contiguous piece of a panel: broadcast from rank root of the grid's row (along_row) or
  // column communicator.
  struct Piece {
    T* data;
    index_t count;
    int root;
    bool along_row;
  };

  MpiTransport(const ExecSpace& exec, const Grid& grid, DeviceBuffers device_buffers)
      : exec_(exec), grid_(&grid) {
    constexpr bool host_memory = Kokkos::SpaceAccessibility<Kokkos::HostSpace, Mem>::accessible;
    staged_ = !host_memory &&
              (device_buffers == DeviceBuffers::staged ||
               (device_buffers == DeviceBuffers::automatic && !mpi_takes_device_memory()));
  }

  // Starts broadcasting data[0, count) from rank root of comm; on the root the data is ready
  // (the caller has fenced the writes).
  void start(Bcast& op, T* data, index_t count, int root, MPI_Comm comm) {
    int me = 0;
    MPI_Comm_rank(comm, &me);
    op.requests.clear();
    op.data = data;
    op.count = count;
    op.copy_back = staged_ && me != root && count > 0;
    T* buffer = data;
    if (staged_ && count > 0) {
      if (index_t(op.host.extent(0)) < count)
        op.host = HostBuffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::staged"),
                             count);
      if (me == root) {
        Kokkos::deep_copy(exec_, Kokkos::subview(op.host, std::pair<index_t, index_t>(0, count)),
                          DeviceSpan(data, count));
        exec_.fence();
      }
      buffer = op.host.data();
    }
    for (index_t first = 0; first < count; first += kMaxPiece) {
      op.requests.emplace_back();
      MPI_Ibcast(buffer + first, int(std::min(kMaxPiece, count - first)), mpi_type<T>(), root, comm,
                 &op.requests.back());
    }
  }

  // Waits for the broadcast (staged data is then copied to its place).
  void finish(Bcast& op) {
    MPI_Waitall(int(op.requests.size()), op.requests.data(), MPI_STATUSES_IGNORE);
    op.requests.clear();
    if (op.copy_back) {
      Kokkos::deep_copy(exec_, DeviceSpan(op.data, op.count),
                        Kokkos::subview(op.host, std::pair<index_t, index_t>(0, op.count)));
      exec_.fence();  // the host buffer takes the next broadcast
    }
  }

  // SUMMA's three steps for panel slot s. release: the multiply that read the slot is done,
  // so its buffers may be refilled. broadcast: the owners' pieces are in (written on the
  // execution space); start sending them. arrive: the slot's pieces are in place for the
  // multiply.
  void release(int) { exec_.fence(); }
  void broadcast(int s, const std::vector<Piece>& pieces) {
    exec_.fence();
    slot_[s].resize(pieces.size());
    for (std::size_t i = 0; i < pieces.size(); ++i)
      start(slot_[s][i], pieces[i].data, pieces[i].count, pieces[i].root,
            pieces[i].along_row ? grid_->row_comm() : grid_->col_comm());
  }
  void arrive(int s) {
    for (auto& op : slot_[s]) finish(op);
  }

  // All-to-all over the grid: send[sdispl[r], + scount[r]) goes to rank r, recv[rdispl[r], +
  // rcount[r]) comes from it. Both buffers are in Mem; the send buffer is ready.
  void exchange(const T* send, const std::vector<index_t>& scount,
                const std::vector<index_t>& sdispl, T* recv, const std::vector<index_t>& rcount,
                const std::vector<index_t>& rdispl) {
    const MPI_Comm comm = grid_->comm();
    const int nranks = int(scount.size());
    index_t stotal = 0, rtotal = 0;
    for (int r = 0; r < nranks; ++r) {
      stotal = std::max(stotal, sdispl[r] + scount[r]);
      rtotal = std::max(rtotal, rdispl[r] + rcount[r]);
    }
    HostBuffer hsend, hrecv;
    const T* s = send;
    T* d = recv;
    if (staged_) {
      hsend = HostBuffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::staged"),
                         stotal);
      hrecv = HostBuffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, "tgemm::dist::staged"),
                         rtotal);
      Kokkos::deep_copy(
          exec_, hsend,
          Kokkos::View<const T*, Mem, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(send, stotal));
      exec_.fence();
      s = hsend.data();
      d = hrecv.data();
    }
    std::vector<MPI_Request> requests;
    constexpr int tag = 0x7467;  // the grid's own communicator carries nothing else
    for (int r = 0; r < nranks; ++r)
      for (index_t first = 0; first < rcount[r]; first += kMaxPiece) {
        requests.emplace_back();
        MPI_Irecv(d + rdispl[r] + first, int(std::min(kMaxPiece, rcount[r] - first)), mpi_type<T>(),
                  r, tag, comm, &requests.back());
      }
    for (int r = 0; r < nranks; ++r)
      for (index_t first = 0; first < scount[r]; first += kMaxPiece) {
        requests.emplace_back();
        MPI_Isend(s + sdispl[r] + first, int(std::min(kMaxPiece, scount[r] - first)), mpi_type<T>(),
                  r, tag, comm, &requests.back());
      }
    MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
    if (staged_) {
      Kokkos::deep_copy(exec_, DeviceSpan(recv, rtotal), hrecv);
      exec_.fence();  // before the host buffers go
    }
  }

 private:
  ExecSpace exec_;
  const Grid* grid_;
  bool staged_ = false;
  std::vector<Bcast> slot_[2];
};

}  // namespace tgemm::dist::impl
