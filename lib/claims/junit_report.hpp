#pragma once
// verifier check and fuzz as JUnit XML (--junit FILE), the format every CI
// dashboard reads: one <testsuite> per model, one <testcase> per claim. An
// unexpected outcome (a finding, when fuzzing) is a <failure> carrying the
// counterexample and its replay command; an internal error is an <error>; a
// claim refuted as expected passes, with its counterexample in its
// <system-out>.

#include "claims/fuzz_report.hpp"
#include "claims/run_claims.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The JUnit XML of `runs`, named `title` ("verifier check"); `fuzz`, when
/// given, for the verdicts and replays of verifier fuzz.
std::string junit_xml(const std::vector<ClaimRun>& runs, const std::string& title,
                      const FuzzRequest* fuzz = nullptr);

}  // namespace redcheck
