#!/bin/sh
# Builds the toolkit with AddressSanitizer and UndefinedBehaviorSanitizer in
# ./build-sanitize, with clang (it compiles the sanitized build twice as fast
# as g++ here), and runs the fast tests (every test but those tagged [slow])
# under them, in chunks of four, one process per core. Any report fails the
# run. Installs clang, its runtimes and LLVM's linker when missing; run scripts/setup.sh
# --all first (the other packages). --build-only stops after the build,
# --tests-only runs the tests of the build there is (CI changes the machine's
# huge-page setting between the two: .ci/run).
set -eu
cd "$(dirname "$0")/.."
run_build=1
run_tests=1
case "${1:-}" in
  --build-only) run_tests=0 ;;
  --tests-only) run_build=0 ;;
  "") ;;
  *)
    echo "scripts/sanitize.sh: unknown option '$1'; accepted: --build-only, --tests-only, or none (both)" >&2
    exit 2
    ;;
esac
if [ "$run_build" = 0 ] && [ ! -x build-sanitize/bin/redcheck_tests ]; then
  echo "scripts/sanitize.sh: --tests-only needs the sanitized build (build-sanitize/bin/redcheck_tests); run scripts/sanitize.sh --build-only first" >&2
  exit 2
fi
if [ "$run_build" = 1 ]; then
  missing=""
  for p in clang libclang-rt-14-dev lld; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    echo "installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
  fi
  # The same build serves scripts/fuzz_parsers.sh (scripts/build_trees.sh).
  . scripts/build_trees.sh
  configure_sanitized_tree
  build_sanitized_targets redcheck_tests
fi
[ "$run_tests" = 1 ] || exit 0
# The fast tests, in chunks of a few test cases run as a queue by one
# process per core (two fixed shards left one core idle for minutes behind a
# long test): test names go to chunk files, which Catch2 reads, commas
# escaped. RapidCheck properties run 50 cases each here instead of 100: the
# sanitizers look for memory errors and undefined behaviour along the code
# paths, and ctest runs every case in the normal build.
work=build-sanitize/shards
rm -rf "$work"
mkdir -p "$work"
build-sanitize/bin/redcheck_tests "~[slow]" --list-test-names-only | grep -v '^$' |
  sed 's/,/\\,/g' >"$work/all.txt"
split -l 4 -d -a 3 "$work/all.txt" "$work/chunk-"
# Leak checking needs ptrace, which containers often forbid. Freed memory
# waits in a quarantine of 64 MB instead of 256 before it is used again (a
# use after free is caught while the block is in it): with 256 MB each test
# process keeps faulting in fresh pages, and a page fault is dear on this
# virtual machine (the claims test 19.6 -> 13.0 s, 258,586 -> 102,837 faults).
status=0
ls "$work"/chunk-??? | xargs -P "$(nproc)" -I{} sh -c '
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:quarantine_size_mb=64 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    RC_PARAMS=max_success=50 build-sanitize/bin/redcheck_tests -f "$1" >"$1.log" 2>&1' sh {} ||
  status=$?
failed=""
for log in "$work"/chunk-???.log; do
  grep -q "^All tests passed" "$log" || failed="$failed $log"
done
if [ "$status" -ne 0 ] || [ -n "$failed" ]; then
  for log in $failed; do
    # Catch2's report of each failed check, with its test case's name
    # above it (the tail alone can miss it), then the end of the log.
    grep -B 14 -A 12 "FAILED:" "$log" | head -n 200
    tail -n 40 "$log"
  done
  echo "sanitized tests: FAILED"
  exit 1
fi
# Every fast test ran in one chunk or another (a name the file spec failed
# to match would be skipped silently).
expected=$(wc -l <"$work/all.txt")
ran=$(sed -n 's/^All tests passed ([0-9]* assertions\{0,1\} in \([0-9]*\) test cases\{0,1\})$/\1/p' \
  "$work"/chunk-???.log | awk '{ s += $1 } END { print s + 0 }')
if [ "$ran" -ne "$expected" ]; then
  echo "sanitized tests: $ran of $expected test cases ran"
  exit 1
fi
echo "sanitized tests: all $ran fast test cases passed"
