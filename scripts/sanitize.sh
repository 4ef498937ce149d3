#!/bin/sh
# Builds the toolkit with AddressSanitizer and UndefinedBehaviorSanitizer in
# ./build-sanitize, with clang (it compiles the sanitized build twice as fast
# as g++ here), and runs the fast tests (every test but those tagged [slow])
# under them, in two shards side by side. Any report fails the run. Installs clang and its runtimes when
# missing; run scripts/setup.sh --all first (the other packages).
set -eu
cd "$(dirname "$0")/.."
missing=""
for p in clang libclang-rt-14-dev; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
# The same build serves scripts/fuzz_parsers.sh: every source is
# instrumented for libFuzzer's coverage too (REDCHECK_FUZZERS).
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
  -DREDCHECK_SANITIZE=ON -DREDCHECK_FUZZERS=ON >/dev/null
cmake --build build-sanitize -j"$(nproc)" --target redcheck_tests
# The fast tests in two shards run side by side (one process would leave a
# core idle through most single-threaded tests): test names alternate
# between the shards; Catch2 reads them from a file, commas escaped.
shards=build-sanitize/shards
mkdir -p "$shards"
build-sanitize/bin/redcheck_tests "~[slow]" --list-test-names-only | grep -v '^$' |
  sed 's/,/\\,/g' >"$shards/all.txt"
awk 'NR % 2 == 1' "$shards/all.txt" >"$shards/0.txt"
awk 'NR % 2 == 0' "$shards/all.txt" >"$shards/1.txt"
# Leak checking needs ptrace, which containers often forbid.
run_shard() {
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    build-sanitize/bin/redcheck_tests -f "$shards/$1.txt" >"$shards/$1.log" 2>&1
}
run_shard 0 &
first=$!
status=0
run_shard 1 || status=$?
wait "$first" || status=$?
for k in 0 1; do
  tail -n 3 "$shards/$k.log"
done
if [ "$status" -ne 0 ]; then
  for k in 0 1; do
    if ! grep -q "^All tests passed" "$shards/$k.log"; then
      # Catch2's report of each failed check, with its test case's name
      # above it (the tail alone can miss it), then the end of the log.
      grep -B 14 -A 12 "FAILED:" "$shards/$k.log" | head -n 200
      tail -n 40 "$shards/$k.log"
    fi
  done
  echo "sanitized tests: FAILED"
  exit 1
fi
# Every fast test ran in one shard or the other (a name the file spec failed
# to match would be skipped silently).
expected=$(wc -l <"$shards/all.txt")
ran=$(sed -n 's/^All tests passed ([0-9]* assertions\{0,1\} in \([0-9]*\) test cases\{0,1\})$/\1/p' \
  "$shards/0.log" "$shards/1.log" | awk '{ s += $1 } END { print s + 0 }')
if [ "$ran" -ne "$expected" ]; then
  echo "sanitized tests: $ran of $expected test cases ran"
  exit 1
fi
echo "sanitized tests: all $ran fast test cases passed"
