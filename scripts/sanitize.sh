#!/bin/sh
# Builds the toolkit with AddressSanitizer and UndefinedBehaviorSanitizer in
# ./build-sanitize, with clang (it compiles the sanitized build twice as fast
# as g++ here), and runs the fast tests (every test but those tagged [slow])
# under them. Any report fails the run. Installs clang and its runtimes when
# missing; run scripts/setup.sh --all first (the other packages).
set -eu
cd "$(dirname "$0")/.."
missing=""
for p in clang libomp-14-dev libclang-rt-14-dev; do
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
# Leak checking needs ptrace, which containers often forbid.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  build-sanitize/bin/redcheck_tests "~[slow]"
