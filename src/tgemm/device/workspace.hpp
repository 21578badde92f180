#pragma once
// Scratch memory in global space for drivers that need it (split K's and stream-K's partial
// sums, packed operands, stream-K's arrival counts): one grow-only buffer per execution space
// instance and use (WorkspaceSlot), so calls on one instance (one stream) reuse it in stream
// order, calls on different instances never share it, and a packed operand and the partial
// sums of the same call never overlap. Released at Kokkos::finalize.

#include <Kokkos_Core.hpp>

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace tgemm::device {

// arrivals is zeroed when it is allocated, and its users leave it zero (team_stream_k).
enum class WorkspaceSlot { partial_sums, packed_a, packed_b, arrivals };

template <class ExecSpace>
class Workspace {
 public:
  using memory_space = typename ExecSpace::memory_space;

  // At least `bytes` bytes, 256-byte aligned, valid for work enqueued on exec until the
  // next call with the same instance asks for more.
  static void* get(const ExecSpace& exec, std::size_t bytes, WorkspaceSlot slot = WorkspaceSlot::partial_sums) {
    std::lock_guard<std::mutex> lock(mutex());
    auto& buffers = registry();
    if (buffers.empty()) Kokkos::push_finalize_hook([] { registry().clear(); });
    auto& buf = buffers[{exec.impl_instance_id(), slot}];
    if (buf.size() < bytes) {
      buf = Buffer();  // release first: the old and new buffer need not fit together
      const std::string label("tgemm::workspace");
      if (slot == WorkspaceSlot::arrivals) buf = Buffer(Kokkos::view_alloc(exec, label), bytes + (bytes >> 3));
      else buf = Buffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, exec, label), bytes + (bytes >> 3));
    }
    return buf.data();
  }

 private:
  using Buffer = Kokkos::View<std::uint8_t*, memory_space>;
  using Key = std::pair<std::uint32_t, WorkspaceSlot>;
  static std::map<Key, Buffer>& registry() {
    static std::map<Key, Buffer> buffers;
    return buffers;
  }
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
};

}  // namespace tgemm::device
