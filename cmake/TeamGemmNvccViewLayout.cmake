# nvcc in C++20 mode compiles the [[no_unique_address]] members of Kokkos' mdspan-based View
# (Kokkos 4.6+, 5.x) into a device layout that differs from the host's: the member after a
# rank-1 View lands in that View's tail padding on the device (seen with nvcc 13.0 and
# Kokkos develop of June 2025: in `struct { View<int*> v; int n; }` the host puts n at
# byte 40, the device reads it at byte 32). A functor holding such members is copied to the
# GPU in the host's layout and read in the device's, so its kernel silently works on wrong
# pointers and extents. Compiling mdspan without the attribute gives one layout on both
# sides and leaves the host layout of every View unchanged, so the definitions are safe to
# mix with a Kokkos (and Kokkos Kernels) built without them. They are an INTERFACE property
# of TeamGemm::teamgemm: every target that links it, the caller's science code included,
# gets them.
set(TGEMM_NVCC_VIEW_LAYOUT_FIX AUTO CACHE STRING
    "Compile mdspan without [[no_unique_address]] so Views in functors keep one layout on host and device (AUTO: on for a Kokkos with CUDA built by nvcc)")
set_property(CACHE TGEMM_NVCC_VIEW_LAYOUT_FIX PROPERTY STRINGS AUTO ON OFF)

set(_tgemm_view_fix ${TGEMM_NVCC_VIEW_LAYOUT_FIX})
if(_tgemm_view_fix STREQUAL "AUTO")
  if("CUDA" IN_LIST Kokkos_DEVICES AND Kokkos_CXX_COMPILER_ID STREQUAL "NVIDIA")
    set(_tgemm_view_fix ON)
  else()
    set(_tgemm_view_fix OFF)
  endif()
elseif(NOT _tgemm_view_fix MATCHES "^(ON|OFF)$")
  message(FATAL_ERROR "TGEMM_NVCC_VIEW_LAYOUT_FIX must be AUTO, ON or OFF, not '${TGEMM_NVCC_VIEW_LAYOUT_FIX}'")
endif()
if(_tgemm_view_fix)
  # The second pair is the same switch under the names older mdspan snapshots use.
  target_compile_definitions(teamgemm PUBLIC
    MDSPAN_IMPL_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 MDSPAN_IMPL_NO_UNIQUE_ADDRESS=
    _MDSPAN_USE_ATTRIBUTE_NO_UNIQUE_ADDRESS=1 _MDSPAN_NO_UNIQUE_ADDRESS=)
endif()
message(STATUS "team-gemm: nvcc View layout fix (TGEMM_NVCC_VIEW_LAYOUT_FIX=${TGEMM_NVCC_VIEW_LAYOUT_FIX}): ${_tgemm_view_fix}")
unset(_tgemm_view_fix)
