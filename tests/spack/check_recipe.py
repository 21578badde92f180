#!/usr/bin/env python3
"""Checks the Spack recipe without Spack: loads package.py against minimal stand-ins for
Spack's package API and verifies what it declares and what it passes to CMake.

    check_recipe.py <team-gemm source dir>

Fails when the recipe names a CMake option the project does not have, drops the Kokkos
version floor, stops pointing at this repository, or mishandles the kokkos-kernels or mpi variant.
"""
import importlib.util
import os
import re
import sys
import tempfile
import types

source = os.path.abspath(sys.argv[1])
recipe = os.path.join(source, "spack/spack_repo/teamgemm/packages/team_gemm/package.py")
declared = {"version": [], "variant": [], "depends_on": []}


def recorder(kind):
    def record(*args, **kwargs):
        declared[kind].append((args, kwargs))
    return record


class CMakePackage:
    """What cmake_args uses of Spack's CMakePackage: define, define_from_variant, spec."""

    def __init__(self, spec, run_tests):
        self.spec, self.run_tests = spec, run_tests

    @staticmethod
    def define(name, value):
        kind = "BOOL" if isinstance(value, bool) else "STRING"
        value = ("ON" if value else "OFF") if isinstance(value, bool) else value
        return f"-D{name}:{kind}={value}"

    def define_from_variant(self, name, variant):
        return self.define(name, self.spec.satisfies(f"+{variant}"))

    def __getitem__(self, dep):
        return types.SimpleNamespace(kokkos_cxx=f"/opt/{dep}/bin/kokkos-cxx")


class Prefix(str):
    """An install prefix: a path with .bin, as Spack's Prefix has."""

    @property
    def bin(self):
        return os.path.join(self, "bin")


def satisfies(variants, constraint):
    """'+a ~b' against a set of enabled variants."""
    return all((word[1:] in variants) == (word[0] == "+") for word in constraint.split())


class Spec:
    """team-gemm's spec; its dependencies are Spack-built unless kokkos is given as an
    external (prefix, variants)."""

    def __init__(self, variants, kokkos_external=None):
        self.variants = set(variants)
        self.kokkos_external = kokkos_external

    def satisfies(self, constraint):
        return satisfies(self.variants, constraint)

    def __getitem__(self, dep):
        if dep == "kokkos" and self.kokkos_external:
            prefix, variants = self.kokkos_external
            return types.SimpleNamespace(prefix=Prefix(prefix), external=True,
                                         satisfies=lambda c: satisfies(variants, c))
        return types.SimpleNamespace(prefix=Prefix(f"/opt/{dep}"), external=False,
                                     satisfies=lambda c: False)


spack = types.ModuleType("spack")
package_api = types.ModuleType("spack.package")
for kind in declared:
    setattr(package_api, kind, recorder(kind))
package_api.join_path = os.path.join
package_api.__all__ = list(declared) + ["join_path"]
cmake_mod = types.ModuleType("spack_repo.builtin.build_systems.cmake")
cmake_mod.CMakePackage = CMakePackage
sys.modules.update({
    "spack": spack, "spack.package": package_api,
    "spack_repo": types.ModuleType("spack_repo"),
    "spack_repo.builtin": types.ModuleType("spack_repo.builtin"),
    "spack_repo.builtin.build_systems": types.ModuleType("spack_repo.builtin.build_systems"),
    "spack_repo.builtin.build_systems.cmake": cmake_mod,
})

loader = importlib.util.spec_from_file_location("team_gemm_recipe", recipe)
module = importlib.util.module_from_spec(loader)
os.environ.pop("TGEMM_GIT_URL", None)
loader.loader.exec_module(module)
module.spack_cxx = "/spack/env/cxx"  # Spack sets it in the package's module at build time
Package = module.TeamGemm

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


cmakelists = open(os.path.join(source, "CMakeLists.txt")).read()
options = set(re.findall(r"option\((\w+)", cmakelists))

# Source: the clone the recipe sits in.
check(Package.git == "file://" + source, f"git points at this clone ({Package.git})")
check(any(a[0] == "main" and k.get("branch") == "main" for a, k in declared["version"]),
      "version main tracks branch main")
# Dependencies: Kokkos 4.6 or newer, Kokkos Kernels only with the variant.
deps = {a[0]: k.get("when") for a, k in declared["depends_on"]}
check(deps.get("kokkos@4.6:", "missing") is None, "depends on kokkos@4.6: unconditionally")
check(deps.get("kokkos-kernels@4.6:") == "+kokkos-kernels", "kokkos-kernels only with +kokkos-kernels")
check(deps.get("mpi") == "+mpi", "mpi only with +mpi")
check("cmake@3.22:" in deps, "cmake 3.22 or newer, as CMakeLists.txt requires")
check("3.22" in re.search(r"cmake_minimum_required\(VERSION ([\d.]+)", cmakelists).group(1),
      "CMakeLists.txt still requires 3.22")
variants = {a[0] for a, k in declared["variant"]}

# An external Kokkos (a site's or a distribution's install): host-only, and CUDA with its
# nvcc_wrapper (not CMake's CUDA language mode).
cuda_kokkos = tempfile.mkdtemp(prefix="tgemm-kokkos-cuda-")
os.makedirs(os.path.join(cuda_kokkos, "bin"))
open(os.path.join(cuda_kokkos, "bin", "nvcc_wrapper"), "w").close()
cases = (
    (set(), False, None, "/opt/kokkos/bin/kokkos-cxx", "Kokkos' compiler"),
    ({"kokkos-kernels", "bench", "mpi"}, True, None, "/opt/kokkos/bin/kokkos-cxx", "Kokkos' compiler"),
    (set(), False, ("/usr", {"openmp"}), "/spack/env/cxx", "Spack's C++ for an external host Kokkos"),
    (set(), True, (cuda_kokkos, {"cuda"}), os.path.join(cuda_kokkos, "bin", "nvcc_wrapper"),
     "the nvcc_wrapper of an external CUDA Kokkos"),
)
for spec_variants, run_tests, kokkos_external, cxx, cxx_what in cases:
    args = Package(Spec(spec_variants, kokkos_external), run_tests).cmake_args()
    label = "+".join(sorted(spec_variants)) or "default"
    if kokkos_external:
        label += " ^external " + "+".join(sorted(kokkos_external[1]))
    kokkos_root = kokkos_external[0] if kokkos_external else "/opt/kokkos"
    defines = dict(re.match(r"-D(\w+):\w+=(.*)", a).groups() for a in args)
    for name in defines:
        if name.startswith("TGEMM_"):
            check(name in options, f"[{label}] {name} is an option() of CMakeLists.txt")
    for v in spec_variants:
        check(v in variants, f"[{label}] variant {v} is declared")
    check(defines.get("Kokkos_ROOT") == kokkos_root, f"[{label}] Kokkos_ROOT is Spack's kokkos")
    check(defines.get("CMAKE_CXX_COMPILER") == cxx, f"[{label}] compiles with {cxx_what}")
    check(defines.get("TGEMM_ENABLE_TESTS") == ("ON" if run_tests else "OFF"),
          f"[{label}] tests follow spack install --test")
    check(defines.get("TGEMM_ENABLE_BENCH") == ("ON" if "bench" in spec_variants else "OFF"),
          f"[{label}] bench follows +bench")
    check(defines.get("TGEMM_ENABLE_DIST") == ("ON" if "mpi" in spec_variants else "OFF"),
          f"[{label}] tgemm::dist follows +mpi")
    if "kokkos-kernels" in spec_variants:
        check(defines.get("KokkosKernels_ROOT") == "/opt/kokkos-kernels", f"[{label}] KokkosKernels_ROOT")
        check("CMAKE_DISABLE_FIND_PACKAGE_KokkosKernels" not in defines, f"[{label}] Kokkos Kernels allowed")
    else:
        check(defines.get("CMAKE_DISABLE_FIND_PACKAGE_KokkosKernels") == "ON",
              f"[{label}] no stray Kokkos Kernels is picked up")

print(f"spack recipe: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
