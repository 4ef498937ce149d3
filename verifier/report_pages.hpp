#pragma once
// The HTML pages of verifier check and verifier fuzz (claims/html_report.hpp):
// their summaries are the JSON reports' summaries, their verdicts the exit
// status's.

#include "claims/fuzz_report.hpp"
#include "claims/html_report.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// "verifier check": verdict "as expected" or "UNEXPECTED".
HtmlReport check_page(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts,
                      const std::string& command, double seconds);

/// "verifier fuzz": verdict "as expected" or "FINDING"; each claim's seed,
/// draws, and the command that finds its counterexample again.
HtmlReport fuzz_page(const std::vector<ClaimRun>& runs, const FuzzRequest& request,
                     const std::string& command, double seconds);

}  // namespace redcheck
