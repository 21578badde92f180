#pragma once
// NCCL as tgemm::dist's transport, for device memory on the CUDA backend: broadcasts and the
// all-to-all enqueued on a stream. The panel broadcasts run on a stream of their own, ordered
// against the execution space's stream by events, so the next panel moves while this one
// multiplies and the host never waits. One NCCL communicator each for the grid, its rows and
// its columns, made the first time a grid uses NCCL and kept with the grid's MPI communicator
// (an attribute: freed with the grid).

#if defined(TGEMM_HAVE_NCCL) && defined(KOKKOS_ENABLE_CUDA)
#include <cuda_runtime.h>
#include <mpi.h>
#include <nccl.h>

#include <Kokkos_Core.hpp>
#include <cstring>
#include <stdexcept>
#include <string>
#include <tgemm/dist/gemm.hpp>
#include <type_traits>
#include <vector>

namespace tgemm::dist::impl {

inline void nccl_check(ncclResult_t r, const char* what) {
  if (r != ncclSuccess)
    throw std::runtime_error(std::string("tgemm::dist::gemm: ") + what +
                             " failed: " + ncclGetErrorString(r));
}
inline void cuda_check(cudaError_t r, const char* what) {
  if (r != cudaSuccess)
    throw std::runtime_error(std::string("tgemm::dist::gemm: ") + what +
                             " failed: " + cudaGetErrorString(r));
}

// A grid's NCCL state. usable: every rank has a GPU of its own (NCCL takes one rank per GPU);
// where two ranks share one, there are no communicators and MPI carries the data.
struct NcclGrid {
  bool usable = false;
  ncclComm_t grid = nullptr, row = nullptr, col = nullptr;
  cudaStream_t stream = nullptr;
  cudaEvent_t ready[2] = {}, arrived[2] = {};

  explicit NcclGrid(const Grid& g) {
    int device = 0;
    cuda_check(cudaGetDevice(&device), "cudaGetDevice");
    cudaDeviceProp prop{};
    cuda_check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
    int size = 0;
    MPI_Comm_size(g.comm(), &size);
    std::vector<char> uuids(std::size_t(size) * sizeof prop.uuid.bytes);
    MPI_Allgather(prop.uuid.bytes, int(sizeof prop.uuid.bytes), MPI_BYTE, uuids.data(),
                  int(sizeof prop.uuid.bytes), MPI_BYTE, g.comm());
    usable = true;
    for (int a = 0; a < size && usable; ++a)
      for (int b = a + 1; b < size && usable; ++b)
        usable = std::memcmp(&uuids[std::size_t(a) * 16], &uuids[std::size_t(b) * 16], 16) != 0;
    if (!usable) return;
    grid = make(g.comm());
    row = make(g.row_comm());
    col = make(g.col_comm());
    // The broadcasts' stream goes first: the GPU's block scheduler then hands the broadcast
    // kernels the next free SM instead of queueing them behind every remaining block of the
    // multiply they are meant to overlap.
    int least = 0, greatest = 0;
    cuda_check(cudaDeviceGetStreamPriorityRange(&least, &greatest),
               "cudaDeviceGetStreamPriorityRange");
    cuda_check(cudaStreamCreateWithPriority(&stream, cudaStreamNonBlocking, greatest),
               "cudaStreamCreateWithPriority");
    for (int s = 0; s < 2; ++s) {
      cuda_check(cudaEventCreateWithFlags(&ready[s], cudaEventDisableTiming), "cudaEventCreate");
      cuda_check(cudaEventCreateWithFlags(&arrived[s], cudaEventDisableTiming), "cudaEventCreate");
    }
  }
  ~NcclGrid() {
    for (ncclComm_t c : {grid, row, col})
      if (c) ncclCommDestroy(c);
    for (int s = 0; s < 2; ++s) {
      if (ready[s]) cudaEventDestroy(ready[s]);
      if (arrived[s]) cudaEventDestroy(arrived[s]);
    }
    if (stream) cudaStreamDestroy(stream);
  }
  NcclGrid(const NcclGrid&) = delete;
  NcclGrid& operator=(const NcclGrid&) = delete;

  // An NCCL communicator over the ranks of comm, numbered as comm numbers them.
  static ncclComm_t make(MPI_Comm comm) {
    int rank = 0, size = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    ncclUniqueId id;
    if (rank == 0) nccl_check(ncclGetUniqueId(&id), "ncclGetUniqueId");
    MPI_Bcast(&id, int(sizeof id), MPI_BYTE, 0, comm);
    ncclComm_t c = nullptr;
    nccl_check(ncclCommInitRank(&c, size, id, rank), "ncclCommInitRank");
    return c;
  }

  // The grid's state, made collectively on first use.
  static NcclGrid& of(const Grid& g) {
    static const int key = [] {
      int k = MPI_KEYVAL_INVALID;
      MPI_Comm_create_keyval(
          MPI_COMM_NULL_COPY_FN,
          [](MPI_Comm, int, void* attr, void*) -> int {
            delete static_cast<NcclGrid*>(attr);
            return MPI_SUCCESS;
          },
          &k, nullptr);
      return k;
    }();
    void* attr = nullptr;
    int found = 0;
    MPI_Comm_get_attr(g.comm(), key, &attr, &found);
    if (found) return *static_cast<NcclGrid*>(attr);
    auto* state = new NcclGrid(g);
    MPI_Comm_set_attr(g.comm(), key, state);
    return *state;
  }
};

template <class ExecSpace, class T>
class NcclTransport {
  static_assert(std::is_same_v<ExecSpace, Kokkos::Cuda>);

 public:
  struct Piece {
    T* data;
    index_t count;
    int root;
    bool along_row;
  };

  NcclTransport(const ExecSpace& exec, NcclGrid& state) : exec_(exec), s_(state) {}

  static ncclDataType_t type() { return std::is_same_v<T, float> ? ncclFloat32 : ncclFloat64; }

  // Stream order does it: the owners' copies and the slot's last multiply come before the
  // event the broadcast stream waits on.
  void release(int) {}
  void broadcast(int s, const std::vector<Piece>& pieces) {
    cuda_check(cudaEventRecord(s_.ready[s], exec_.cuda_stream()), "cudaEventRecord");
    cuda_check(cudaStreamWaitEvent(s_.stream, s_.ready[s], 0), "cudaStreamWaitEvent");
    nccl_check(ncclGroupStart(), "ncclGroupStart");
    for (const Piece& p : pieces)
      if (p.count > 0)
        nccl_check(ncclBroadcast(p.data, p.data, std::size_t(p.count), type(), p.root,
                                 p.along_row ? s_.row : s_.col, s_.stream),
                   "ncclBroadcast");
    nccl_check(ncclGroupEnd(), "ncclGroupEnd");
    cuda_check(cudaEventRecord(s_.arrived[s], s_.stream), "cudaEventRecord");
  }
  void arrive(int s) {
    cuda_check(cudaStreamWaitEvent(exec_.cuda_stream(), s_.arrived[s], 0), "cudaStreamWaitEvent");
  }

  void exchange(const T* send, const std::vector<index_t>& scount,
                const std::vector<index_t>& sdispl, T* recv, const std::vector<index_t>& rcount,
                const std::vector<index_t>& rdispl) {
    nccl_check(ncclGroupStart(), "ncclGroupStart");
    for (std::size_t r = 0; r < scount.size(); ++r) {
      if (rcount[r] > 0)
        nccl_check(ncclRecv(recv + rdispl[r], std::size_t(rcount[r]), type(), int(r), s_.grid,
                            exec_.cuda_stream()),
                   "ncclRecv");
      if (scount[r] > 0)
        nccl_check(ncclSend(send + sdispl[r], std::size_t(scount[r]), type(), int(r), s_.grid,
                            exec_.cuda_stream()),
                   "ncclSend");
    }
    nccl_check(ncclGroupEnd(), "ncclGroupEnd");
  }

 private:
  ExecSpace exec_;
  NcclGrid& s_;
};

}  // namespace tgemm::dist::impl
#endif
