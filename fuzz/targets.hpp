#pragma once
// The parsers' fuzz targets: each reads one input as the programs read a
// file of its format, and must end with a value or an InputError (exit 2 in
// the programs). Anything else (another exception, a crash, a sanitizer
// report, a hang) is a bug: the target aborts. The same functions run under
// libFuzzer (fuzz/fuzz_main.cpp, scripts/fuzz_parsers.sh) and over the kept
// corpus and regressions in the test suite (tests/fuzz/corpus_test.cpp).

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace redcheck::fuzzing {

/// A claims file (JSON with conjectures), loaded for check and for fuzz.
void claims_file(const std::string& text);
/// One conjecture over n, d, c (or p, m, s, alpha, beta, gamma): parsed, then
/// evaluated at two points with the quantities' arguments checked (their
/// values stubbed: the expression, not the model, is under test).
void expression(const std::string& text);
/// An instance JSON of every model, and a timeline with it: read, then the
/// schedule validated against the instance.
void instance_json(const std::string& text);
/// A platform in DOT, and the same text as a JSON platform.
void platform(const std::string& text);

struct Target {
  std::string name;
  void (*run)(const std::string&);
};

/// Every target, by name ("claims_file", ...).
const std::vector<Target>& targets();

/// Runs `target` on `text`: returns normally when the input was read or
/// refused as bad input; aborts with a message otherwise.
void run_guarded(const Target& target, const std::string& text);

}  // namespace redcheck::fuzzing
