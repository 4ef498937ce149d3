# shellcheck shell=sh
# Sourced by scripts/setup.sh, scripts/sanitize.sh and scripts/fuzz_parsers.sh
# (from the root of the source tree): how they configure their build trees.

# Configures build tree DIR (the first argument) with the other arguments:
# with Ninja when DIR is new (the same build as make's in less time: no
# dependency-scanning step per target, and a target's sources compile before
# the libraries it links are archived; docs/building.md). A tree configured
# before keeps its generator (cmake refuses a change).
configure_tree() {
  tree="$1"
  shift
  if [ -f "$tree/CMakeCache.txt" ]; then
    cmake -S . -B "$tree" "$@"
  else
    cmake -G Ninja -S . -B "$tree" "$@"
  fi
}

# The sanitized build, in build-sanitize, that scripts/sanitize.sh tests and
# scripts/fuzz_parsers.sh fuzzes: clang, AddressSanitizer and
# UndefinedBehaviorSanitizer, and libFuzzer's coverage in the library code
# the fuzz targets reach (REDCHECK_FUZZERS; lib/CMakeLists.txt).
# A tree already configured so is left to Ninja, which runs cmake again
# when a CMakeLists.txt has changed: configuring it anew took 4 s of one
# core in CI, before the fuzzing, the other core idle.
sanitized_tree_options="-DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
-DREDCHECK_SANITIZE=ON -DREDCHECK_FUZZERS=ON"
configure_sanitized_tree() {
  # shellcheck disable=SC2086
  if [ -f build-sanitize/build.ninja ] && configured_with build-sanitize $sanitized_tree_options; then
    return 0
  fi
  # shellcheck disable=SC2086
  configure_tree build-sanitize $sanitized_tree_options >/dev/null
}

# Whether build tree DIR (the first argument) holds every -DNAME=VALUE
# given after it in its cache, whatever NAME's type there.
configured_with() {
  cache="$1/CMakeCache.txt"
  shift
  for option in "$@"; do
    name=${option#-D}
    name=${name%%=*}
    grep -q "^$name:[A-Z]*=${option#*=}\$" "$cache" 2>/dev/null || return 1
  done
}

# Builds the targets named as arguments in the sanitized tree, both cores.
# clang takes its syntax trees from malloc: with glibc's malloc on
# transparent huge pages (glibc 2.35 and later; ignored elsewhere) a batch
# takes 35,000 page faults instead of 250,000 and 10 to 18 % less CPU here
# (docs/building.md). A GLIBC_TUNABLES of one's own is kept. g++ maps its
# memory itself: no gain there.
build_sanitized_targets() {
  GLIBC_TUNABLES="${GLIBC_TUNABLES-glibc.malloc.hugetlb=1}" \
    cmake --build build-sanitize -j"$(nproc)" --target "$@"
}
