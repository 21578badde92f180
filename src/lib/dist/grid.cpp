// tgemm::dist::Grid: the grid's own communicators (tgemm/dist/grid.hpp).

#include <stdexcept>
#include <string>
#include <tgemm/dist/grid.hpp>

namespace tgemm::dist {

Grid::Grid(MPI_Comm comm, int nprow, int npcol, GridOrder order) : order_(order) {
  if (comm == MPI_COMM_NULL)
    throw std::invalid_argument("tgemm::dist::Grid: argument 'comm' is MPI_COMM_NULL");
  int size = 0, rank = 0;
  MPI_Comm_size(comm, &size);
  MPI_Comm_rank(comm, &rank);
  if (nprow < 1 || npcol < 1 || std::int64_t(nprow) * npcol != size)
    throw std::invalid_argument("tgemm::dist::Grid: arguments 'nprow' x 'npcol' (" +
                                std::to_string(nprow) + " x " + std::to_string(npcol) +
                                ") must equal the " + std::to_string(size) +
                                " ranks of argument 'comm'");
  nprow_ = nprow;
  npcol_ = npcol;
  myrow_ = order == GridOrder::row_major ? rank / npcol : rank % nprow;
  mycol_ = order == GridOrder::row_major ? rank % npcol : rank / nprow;
  // Keys order each new communicator: the grid keeps comm's ranks, a row is ranked by column,
  // a column by row, so a root given as a grid coordinate is the rank to name.
  MPI_Comm_dup(comm, &comm_);
  MPI_Comm_split(comm_, myrow_, mycol_, &row_comm_);
  MPI_Comm_split(comm_, mycol_, myrow_, &col_comm_);
}

Grid::~Grid() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized) return;  // MPI already tore everything down
  for (MPI_Comm* c : {&row_comm_, &col_comm_, &comm_})
    if (*c != MPI_COMM_NULL) MPI_Comm_free(c);
}

}  // namespace tgemm::dist
