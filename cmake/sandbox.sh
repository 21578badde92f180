#!/usr/bin/env bash
# Makes (once) and checks an isolated Debian-unstable root holding Kokkos (libkokkos-dev,
# OpenMP), its compiler, CMake, Ninja, GoogleTest, OpenBLAS, Open MPI and ScaLAPACK (tgemm::dist
# and its comparator) and a minimal Python (the Spack recipe check). Debian 12 has no Kokkos 4+, and installing unstable's into the machine
# itself would upgrade its glibc under nvcc, so the host build of team-gemm runs inside this
# root instead. Idempotent: a finished root is reused, a half-made one is started over.
#
#   cmake/sandbox.sh [ROOT]          (default ROOT: <repo>/.sandbox/sid)
#   cmake/sandbox.sh ROOT run CMD... (run CMD inside it, cwd /)
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=${1:-${TGEMM_SANDBOX:-$repo/.sandbox/sid}}
mirror=${TGEMM_DEBIAN_MIRROR:-http://deb.debian.org/debian}
packages=(g++ cmake ninja-build libgtest-dev libkokkos-dev libopenblas-dev pkg-config python3-minimal
          openmpi-bin libopenmpi-dev libscalapack-openmpi-dev)
stamp="$root/.tgemm-sandbox"
want="packages: ${packages[*]}"

say() { echo "[sandbox] $*" >&2; }

if [[ $(id -u) != 0 ]]; then
  say "needs root (debootstrap and chroot); run as root or through sudo"
  exit 1
fi

if [[ ! -f $stamp || "$(cat "$stamp")" != "$want" ]]; then
  if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap (Debian 12 package)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null ||
      { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null; }
  fi
  partial="$root.partial"
  rm -rf "$partial"
  mkdir -p "$(dirname "$root")"
  say "creating a Debian unstable root with ${packages[*]} (about a minute)"
  started=$(date +%s)
  if ! debootstrap --variant=minbase --include="$(IFS=,; echo "${packages[*]}")" \
      sid "$partial" "$mirror" >"$partial.log" 2>&1; then
    tail -n 20 "$partial.log" >&2
    say "debootstrap failed (log: $partial.log)"
    exit 1
  fi
  # Debian's Kokkos CMake package names two static archives it does not ship; empty
  # archives satisfy the import check.
  for lib in libkokkosalgorithms.a libkokkossimd.a; do
    f="$partial/usr/lib/x86_64-linux-gnu/$lib"
    [[ -e $f ]] || chroot "$partial" ar rc "/usr/lib/x86_64-linux-gnu/$lib"
  done
  rm -rf "$root"
  mv "$partial" "$root"
  rm -f "$partial.log"
  echo "$want" >"$stamp"
  say "ready in $(( $(date +%s) - started )) s: $(chroot "$root" dpkg-query -W -f='${Package} ${Version}' libkokkos-dev)"
fi

if [[ ${2:-} == run ]]; then
  shift 2
  # Open MPI (and hwloc under it) read /proc and /sys: a private mount namespace gives the root
  # its own, gone when the command ends. Without unshare, plain chroot (MPI then warns).
  enter=(chroot "$root")
  if unshare -m --propagation private true 2>/dev/null; then
    enter=(unshare -m --propagation private sh -c 'mount -t proc proc "$0/proc" &&
      mount --rbind /sys "$0/sys" && mount --rbind /dev "$0/dev" && exec chroot "$0" "$@"' "$root")
  fi
  exec "${enter[@]}" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root \
    OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    LANG=C.UTF-8 ${OMP_NUM_THREADS:+OMP_NUM_THREADS=$OMP_NUM_THREADS} \
    ${OMP_PROC_BIND:+OMP_PROC_BIND=$OMP_PROC_BIND} ${OMP_PLACES:+OMP_PLACES=$OMP_PLACES} \
    ${TGEMM_TUNING_FILE:+TGEMM_TUNING_FILE=$TGEMM_TUNING_FILE} \
    ${TGEMM_COMMIT:+TGEMM_COMMIT=$TGEMM_COMMIT} TGEMM_HOST_CPU="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)" ${TGEMM_TEST_SEED:+TGEMM_TEST_SEED=$TGEMM_TEST_SEED} \
    CI=${CI:-} "$@"
fi
