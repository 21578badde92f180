#pragma once
// Scratch memory in global space for drivers that need it (split K's and stream-K's partial
// sums, packed operands, stream-K's arrival counts): one grow-only buffer per execution space
// instance and use (WorkspaceSlot), so calls on one instance (one stream) reuse it in stream
// order, calls on different instances never share it, and a packed operand and the partial
// sums of the same call never overlap. Released at Kokkos::finalize.
//
// The registry is never destroyed, so shutdown may come in any order: embedders (a Fortran
// code through a BLAS-style wrapper, a Python module) often finalize Kokkos from an atexit
// handler that runs after static destruction; the finalize hook then still finds the
// registry, and the buffers are released while Kokkos is alive.

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace tgemm::device {

// arrivals is zeroed when it is allocated, and its users leave it zero (schedule::StreamK).
enum class WorkspaceSlot { partial_sums, packed_a, packed_b, arrivals };

template <class ExecSpace>
class Workspace {
 public:
  using memory_space = typename ExecSpace::memory_space;

  // At least `bytes` bytes, 256-byte aligned, valid for work enqueued on exec until the
  // next call with the same instance asks for more.
  static void* get(const ExecSpace& exec, std::size_t bytes,
                   WorkspaceSlot slot = WorkspaceSlot::partial_sums) {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    if (!r.hooked) {  // once per Kokkos lifetime: the hook un-sets it
      Kokkos::push_finalize_hook(release);
      r.hooked = true;
    }
    auto& buf = r.buffers[{exec.impl_instance_id(), slot}];
    if (buf.size() < bytes) {
      buf = Buffer();  // release first: the old and new buffer need not fit together
      const std::string label("tgemm::workspace");
      if (slot == WorkspaceSlot::arrivals)
        buf = Buffer(Kokkos::view_alloc(exec, label), bytes + (bytes >> 3));
      else
        buf = Buffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, exec, label),
                     bytes + (bytes >> 3));
    }
    return buf.data();
  }

 private:
  using Buffer = Kokkos::View<std::uint8_t*, memory_space>;
  using Key = std::pair<std::uint32_t, WorkspaceSlot>;
  struct Registry {
    std::mutex mutex;
    std::map<Key, Buffer> buffers;
    bool hooked = false;
  };
  static Registry& registry() {
    static Registry* r = new Registry;  // never destroyed: see the top of the file
    return *r;
  }
  static void release() {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    r.buffers.clear();
    r.hooked = false;
  }
};

}  // namespace tgemm::device
