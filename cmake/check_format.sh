#!/usr/bin/env bash
# Fails when a project source (src/, team_kernels/, tests/, bench/: *.hpp, *.cpp, *.inc) is
# not formatted as .clang-format says. Run by `cmake/quickstart.sh test` before the tests.
# Formatting differs between clang-format releases, so the check uses release 14 (Debian 12's,
# the CI machine's), installing Debian's package when it is missing; elsewhere, without a
# clang-format 14, it says so and skips.
#
#   cmake/check_format.sh          check
#   cmake/check_format.sh --fix    rewrite the files in place
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

find_clang_format() {
  for c in clang-format-14 clang-format; do
    if command -v "$c" >/dev/null && "$c" --version | grep -q 'version 14\.'; then
      echo "$c"
      return
    fi
  done
}
cf=$(find_clang_format)
if [[ -z $cf && $(id -u) == 0 ]] && grep -qs 'VERSION_CODENAME=bookworm' /etc/os-release; then
  echo "[format] installing clang-format 14 (Debian 12 package)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q clang-format >/dev/null 2>&1 ||
    { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q clang-format >/dev/null 2>&1; } || true
  cf=$(find_clang_format)
fi
if [[ -z $cf ]]; then
  echo "[format] skipped: no clang-format 14 here (the formatting of other releases differs)" >&2
  exit 0
fi

mapfile -t files < <(git ls-files -co --exclude-standard -- 'src/*.hpp' 'src/*.cpp' 'src/*.inc' \
  'team_kernels/*.hpp' 'tests/*.hpp' 'tests/*.cpp' 'bench/*.hpp' 'bench/*.cpp' ':!bench/results' 2>/dev/null ||
  find src team_kernels tests bench -name '*.hpp' -o -name '*.cpp' -o -name '*.inc')
if [[ ${1:-} == --fix ]]; then
  "$cf" -i --style=file "${files[@]}"
  echo "[format] formatted ${#files[@]} files"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  "$cf" --style=file --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if (( ${#bad[@]} )); then
  echo "[format] ${#bad[@]} of ${#files[@]} files are not formatted as .clang-format says:" >&2
  printf '  %s\n' "${bad[@]}" >&2
  echo "[format] cmake/check_format.sh --fix formats them ($("$cf" --version))" >&2
  exit 1
fi
echo "[format] ${#files[@]} files formatted as .clang-format says ($cf)"
