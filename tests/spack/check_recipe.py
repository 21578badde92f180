#!/usr/bin/env python3
"""Checks the Spack recipe without Spack: loads package.py against minimal stand-ins for
Spack's package API and verifies what it declares and what it passes to CMake.

    check_recipe.py <team-gemm source dir>

Fails when the recipe names a CMake option the project does not have, drops the Kokkos
version floor, stops pointing at this repository, or mishandles the kokkos-kernels variant.
"""
import importlib.util
import os
import re
import sys
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


class Spec:
    def __init__(self, variants):
        self.variants = set(variants)

    def satisfies(self, constraint):
        return constraint.lstrip("+") in self.variants

    def __getitem__(self, dep):
        return types.SimpleNamespace(prefix=f"/opt/{dep}")


spack = types.ModuleType("spack")
package_api = types.ModuleType("spack.package")
for kind in declared:
    setattr(package_api, kind, recorder(kind))
package_api.__all__ = list(declared)
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
check("cmake@3.22:" in deps, "cmake 3.22 or newer, as CMakeLists.txt requires")
check("3.22" in re.search(r"cmake_minimum_required\(VERSION ([\d.]+)", cmakelists).group(1),
      "CMakeLists.txt still requires 3.22")
variants = {a[0] for a, k in declared["variant"]}

for spec_variants, run_tests in ((set(), False), ({"kokkos-kernels", "bench"}, True)):
    args = Package(Spec(spec_variants), run_tests).cmake_args()
    label = "+".join(sorted(spec_variants)) or "default"
    defines = dict(re.match(r"-D(\w+):\w+=(.*)", a).groups() for a in args)
    for name in defines:
        if name.startswith("TGEMM_"):
            check(name in options, f"[{label}] {name} is an option() of CMakeLists.txt")
    for v in spec_variants:
        check(v in variants, f"[{label}] variant {v} is declared")
    check(defines.get("Kokkos_ROOT") == "/opt/kokkos", f"[{label}] Kokkos_ROOT is Spack's kokkos")
    check(defines.get("CMAKE_CXX_COMPILER") == "/opt/kokkos/bin/kokkos-cxx",
          f"[{label}] compiles with Kokkos' compiler")
    check(defines.get("TGEMM_ENABLE_TESTS") == ("ON" if run_tests else "OFF"),
          f"[{label}] tests follow spack install --test")
    check(defines.get("TGEMM_ENABLE_BENCH") == ("ON" if "bench" in spec_variants else "OFF"),
          f"[{label}] bench follows +bench")
    if "kokkos-kernels" in spec_variants:
        check(defines.get("KokkosKernels_ROOT") == "/opt/kokkos-kernels", f"[{label}] KokkosKernels_ROOT")
        check("CMAKE_DISABLE_FIND_PACKAGE_KokkosKernels" not in defines, f"[{label}] Kokkos Kernels allowed")
    else:
        check(defines.get("CMAKE_DISABLE_FIND_PACKAGE_KokkosKernels") == "ON",
              f"[{label}] no stray Kokkos Kernels is picked up")

print(f"spack recipe: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
