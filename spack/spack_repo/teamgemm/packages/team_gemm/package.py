# Spack recipe for team-gemm (Spack v1 package API).
#
#   spack repo add <team-gemm>/spack/spack_repo/teamgemm
#   spack install team-gemm ^kokkos+cuda cuda_arch=90          # H100 / H200
#   spack install team-gemm+kokkos-kernels ^kokkos+openmp       # host, with Kokkos Kernels
#   spack install --test=root team-gemm ^kokkos+openmp          # and run its test suite
#   spack install team-gemm+mpi ^kokkos+openmp                  # with tgemm::dist (MPI)
import os

from spack_repo.builtin.build_systems.cmake import CMakePackage

from spack.package import *


class TeamGemm(CMakePackage):
    """Kokkos-portable tiled GEMM: a ladder of team-scratch kernels from the classic kernel 3
    up to multistage, stream-K and FP64 tensor-core kernels, a tuned `auto` variant, a
    team-level TeamGemm for users' own TeamPolicy kernels and a batched GEMM. A compiled
    library holds the kernels for every execution space the Kokkos install enables."""

    # The recipe builds the clone it sits in (five levels up), or the repository that
    # TGEMM_GIT_URL names, e.g. a site mirror.
    git = os.environ.get(
        "TGEMM_GIT_URL",
        "file://" + os.path.abspath(os.path.join(os.path.dirname(__file__), *[".."] * 5)),
    )

    version("main", branch="main")

    variant(
        "kokkos-kernels",
        default=False,
        description="Build the tests and benchmarks against Kokkos Kernels as well "
        "(KokkosBlas::gemm and KokkosBatched comparators)",
    )
    variant("bench", default=False, description="Build tgemm-bench, tgemm-tune and tgemm-batched-bench")
    variant(
        "mpi",
        default=False,
        description="Build tgemm::dist, the distributed GEMM over MPI (TeamGemm::dist)",
    )

    depends_on("cxx", type="build")
    depends_on("cmake@3.22:", type="build")
    depends_on("kokkos@4.6:")
    depends_on("kokkos-kernels@4.6:", when="+kokkos-kernels")
    depends_on("mpi", when="+mpi")
    depends_on("googletest", type="test")

    def cmake_args(self):
        spec = self.spec
        kokkos = spec["kokkos"]
        # Compile with the compiler Kokkos was built with (nvcc_wrapper for +cuda). The kokkos
        # package's kokkos_cxx reads spack_cxx from its own package module, which Spack sets
        # only for a Kokkos it builds: for an external Kokkos (a site's or a distribution's
        # install) it raises NameError, so use Kokkos' installed nvcc_wrapper or Spack's C++.
        if not kokkos.external:
            cxx = self["kokkos"].kokkos_cxx
        elif kokkos.satisfies("+cuda ~cmake_lang") and os.path.exists(
            join_path(kokkos.prefix.bin, "nvcc_wrapper")
        ):
            cxx = join_path(kokkos.prefix.bin, "nvcc_wrapper")
        else:
            cxx = spack_cxx  # noqa: F405 (set by Spack's compiler wrapper for this package)
        args = [
            self.define("Kokkos_ROOT", kokkos.prefix),
            self.define("CMAKE_CXX_COMPILER", cxx),
            self.define("TGEMM_ENABLE_TESTS", self.run_tests),
            self.define_from_variant("TGEMM_ENABLE_BENCH", "bench"),
            # Off unless asked for: never build against an unrelated MPI from the environment.
            self.define_from_variant("TGEMM_ENABLE_DIST", "mpi"),
        ]
        if spec.satisfies("+kokkos-kernels"):
            args.append(self.define("KokkosKernels_ROOT", spec["kokkos-kernels"].prefix))
        else:
            # Never pick up an unrelated Kokkos Kernels from the environment.
            args.append(self.define("CMAKE_DISABLE_FIND_PACKAGE_KokkosKernels", True))
        return args
