# Sources that include Kokkos must be compiled the way the Kokkos install expects: with a
# Kokkos built in CMake's CUDA (or HIP) language mode they are compiled as that language.
# With nvcc_wrapper as CMAKE_CXX_COMPILER, Kokkos_COMPILE_LANGUAGE is CXX and nothing changes.
if(DEFINED Kokkos_COMPILE_LANGUAGE AND NOT Kokkos_COMPILE_LANGUAGE STREQUAL "CXX")
  # Compile for the architecture Kokkos was built for (e.g. 90 for Kokkos_ARCH_HOPPER90)
  # unless the user chose one.
  if(NOT DEFINED CMAKE_${Kokkos_COMPILE_LANGUAGE}_ARCHITECTURES
     AND Kokkos_${Kokkos_COMPILE_LANGUAGE}_ARCHITECTURES)
    set(CMAKE_${Kokkos_COMPILE_LANGUAGE}_ARCHITECTURES
        ${Kokkos_${Kokkos_COMPILE_LANGUAGE}_ARCHITECTURES})
    # Hopper (Kokkos_ARCH_HOPPER90): machine code for sm_90a, whose arch-specific wgmma the
    # half ladder's rung 2 uses, and sm_90 PTX for later GPUs to compile at load time (without
    # wgmma: that rung then runs rung 1's kernels). TGEMM_CUDA_SM90A=OFF keeps plain sm_90.
    option(TGEMM_CUDA_SM90A "Compile Hopper machine code for sm_90a (wgmma)" ON)
    if(TGEMM_CUDA_SM90A AND "${CMAKE_${Kokkos_COMPILE_LANGUAGE}_ARCHITECTURES}" STREQUAL "90"
       AND Kokkos_COMPILE_LANGUAGE STREQUAL "CUDA")
      set(CMAKE_CUDA_ARCHITECTURES "90a-real;90-virtual")
    endif()
  endif()
  enable_language(${Kokkos_COMPILE_LANGUAGE})
  # Older CMake (3.25 and before) knows no C++20 switch for nvcc; Kokkos needs one.
  if(Kokkos_COMPILE_LANGUAGE STREQUAL "CUDA" AND NOT DEFINED CMAKE_CUDA20_STANDARD_COMPILE_OPTION
     AND NOT CMAKE_CUDA_FLAGS MATCHES "-std=")
    string(APPEND CMAKE_CUDA_FLAGS " -std=c++20")
  endif()
endif()

function(tgemm_kokkos_sources)
  if(DEFINED Kokkos_COMPILE_LANGUAGE AND NOT Kokkos_COMPILE_LANGUAGE STREQUAL "CXX")
    set_source_files_properties(${ARGN} PROPERTIES LANGUAGE ${Kokkos_COMPILE_LANGUAGE})
  endif()
endfunction()
