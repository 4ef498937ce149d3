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
configure_sanitized_tree() {
  cache=build-sanitize/CMakeCache.txt
  if [ -f build-sanitize/build.ninja ] && [ -f "$cache" ] &&
    grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$cache" &&
    grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=clang++$' "$cache" &&
    grep -q '^REDCHECK_SANITIZE:BOOL=ON$' "$cache" &&
    grep -q '^REDCHECK_FUZZERS:BOOL=ON$' "$cache"; then
    return 0
  fi
  configure_tree build-sanitize -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
    -DREDCHECK_SANITIZE=ON -DREDCHECK_FUZZERS=ON >/dev/null
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
