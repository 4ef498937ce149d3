#!/bin/sh
# Builds the toolkit with AddressSanitizer and UndefinedBehaviorSanitizer in
# ./build-sanitize and runs the fast tests (every test but those tagged
# [slow]) under them. Any report fails the run. Run scripts/setup.sh first
# (it installs the packages).
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Release -DREDCHECK_SANITIZE=ON >/dev/null
cmake --build build-sanitize -j"$(nproc)" --target redcheck_tests
# Leak checking needs ptrace, which containers often forbid.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  build-sanitize/bin/redcheck_tests "~[slow]"
