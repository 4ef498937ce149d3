#!/bin/sh
# shellcheck disable=SC2086 # the package lists are split into words on purpose
# Installs the Debian packages the toolkit needs (only those missing), then
# configures and builds it in ./build (programs in build/bin).
#
#   scripts/setup.sh          what the main job and the tour need: the library,
#                             verifier, enumerator and the LP helper
#   scripts/setup.sh --all    everything: also the Python package
#                             (build/python), SimGrid and Open MPI (replays,
#                             real MPI runs), the SMT solvers z3 and cvc5
#                             (enumerator certify), the tests, the benchmarks
#                             and the test-only programs
#   scripts/setup.sh --dev    what the first form builds, in ./build-dev, one
#                             file per translation unit (no unity batches):
#                             for editing the toolkit, a one-file change
#                             rebuilds that file alone (docs/building.md);
#                             its first build takes about four times the CPU
set -eu
cd "$(dirname "$0")/.."
all=0
dev=0
case "${1:-}" in
  --all) all=1 ;;
  --dev) dev=1 ;;
  "") ;;
  *) echo "scripts/setup.sh: unknown option '$1'; accepted: --all, --dev" >&2; exit 2 ;;
esac

packages="g++ cmake make ninja-build libboost-dev libboost-graph-dev libgmp-dev libcli11-dev \
nlohmann-json3-dev librapidcheck-dev libmimalloc-dev libqsopt-ex-dev pkg-config"
# What only the tests run (the build neither finds nor links them) is
# installed beside the build instead of before it: dpkg keeps one core busy
# for about 40 s there (docs/building.md).
test_packages=""
if [ "$all" = 1 ]; then
  packages="$packages python3-dev pybind11-dev catch2 libbenchmark-dev libgumbo-dev libsimgrid-dev libopenmpi-dev \
openmpi-bin"
  test_packages="python3-pytest python3-hypothesis python3-matplotlib python3-pandas z3 cvc5 minizinc"
fi
missing_of() {
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || printf ' %s' "$p"
  done
}
missing=$(missing_of $packages)
missing_for_tests=$(missing_of $test_packages)
# Waits for dpkg's lock (up to 10 min) rather than failing at once: an
# install left running beside a build that Ctrl-C stopped still holds it.
install() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    -o DPkg::Lock::Timeout=600 "$@"
}
if [ -n "$missing$missing_for_tests" ]; then
  apt-get update -qq
fi
if [ -n "$missing" ]; then
  echo "installing:$missing"
  install $missing
fi
tests_install=""
if [ -n "$missing_for_tests" ]; then
  echo "installing beside the build:$missing_for_tests"
  tests_install_log=$(mktemp)
  install $missing_for_tests >"$tests_install_log" 2>&1 &
  tests_install=$!
  # Never leave dpkg behind, even when the build fails.
  trap 'wait "$tests_install" 2>/dev/null || true' EXIT
fi

. scripts/build_trees.sh  # configure_tree: Ninja for a new tree
if [ "$all" = 1 ]; then
  configure_tree build -DCMAKE_BUILD_TYPE=Release -DREDCHECK_TESTS=ON
  cmake --build build -j"$(nproc)"
elif [ "$dev" = 1 ]; then
  configure_tree build-dev -DCMAKE_BUILD_TYPE=Release -DREDCHECK_UNITY_BUILD=OFF
  cmake --build build-dev -j"$(nproc)" --target redcheck_main_job
else
  # A build tree the second form made keeps its tests configured.
  tests=$(sed -n 's/^REDCHECK_TESTS:BOOL=//p' build/CMakeCache.txt 2>/dev/null || true)
  configure_tree build -DCMAKE_BUILD_TYPE=Release -DREDCHECK_TESTS="${tests:-OFF}"
  cmake --build build -j"$(nproc)" --target redcheck_main_job
fi

if [ -n "$tests_install" ]; then
  if wait "$tests_install"; then
    rm -f "$tests_install_log"
  else
    cat "$tests_install_log" >&2
    echo "scripts/setup.sh: installing$missing_for_tests failed (above)" >&2
    exit 1
  fi
fi
