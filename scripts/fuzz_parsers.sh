#!/bin/sh
# Fuzzes the parsers with libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer (fuzz/targets.hpp): each target runs for
# SECONDS (default 30) from its corpus in fuzz/corpus/<target>/, keeping what
# it finds in build-sanitize/fuzz/<target>/ (not in the repository: copy an
# input worth keeping into fuzz/corpus/ by hand). A crash, a sanitizer report,
# an exception other than bad input, a leak of more than 2 GB or an input
# taking more than 10 s fails the run, its input saved as
# build-sanitize/fuzz/crash-* (add it to fuzz/regressions/<target>/: the test
# suite replays it). Prints how many inputs each target ran. Run
# scripts/sanitize.sh first (the same build directory, clang).
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-30}"
# libFuzzer reads -max_total_time=abc as 0, no limit: it would never stop.
case "$seconds" in
  '' | *[!0-9]* | 0 | 0*)
    echo "scripts/fuzz_parsers.sh: SECONDS '$seconds' is not a whole number of seconds above 0; accepted: 1, 2, ... (default 30)" >&2
    exit 2
    ;;
esac
. scripts/build_trees.sh
configure_sanitized_tree
targets="claims_file expression instance_json platform"
# One build of the four, so that their sources and links share the cores.
# shellcheck disable=SC2046
build_sanitized_targets $(for t in $targets; do echo "fuzz_$t"; done) >/dev/null
# One target per core at a time: each runs on one core for SECONDS.
fuzz_one() {
  t="$1"
  work="build-sanitize/fuzz/$t"
  mkdir -p "$work"
  log="build-sanitize/fuzz/$t.log"
  if ! ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "build-sanitize/bin/fuzz_$t" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=build-sanitize/fuzz/ \
    "$work" "fuzz/corpus/$t" >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "fuzz_$t: FAILED (input saved in build-sanitize/fuzz/)"
    return 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  corpus=$(ls "$work" | wc -l)
  echo "fuzz_$t: $runs inputs in $seconds s, no failure ($corpus new inputs kept in $work)"
}
running=0
failed=0
pids=""
for t in $targets; do
  fuzz_one "$t" &
  pids="$pids $!"
  running=$((running + 1))
  if [ "$running" -ge "$(nproc)" ]; then
    for pid in $pids; do wait "$pid" || failed=1; done
    pids=""
    running=0
  fi
done
for pid in $pids; do wait "$pid" || failed=1; done
exit "$failed"
