#pragma once
// One self-contained HTML page of a verifier run (check or fuzz), what a CI
// job keeps as an artifact: a summary at the top, then every statement with
// its verdict (check), its assumptions and form, and under it each claim
// reading it, with its kind, reading, expected and actual outcome and the
// domain it covered; each counterexample with its instance, its replay command and
// the Gantt chart of each schedule the replay builds, as inline SVG. No
// script, no external file, no network: it opens from a disk.

#include "claims/run_claims.hpp"
#include "models/registry.hpp"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// A label and its text.
using HtmlFields = std::vector<std::pair<std::string, std::string>>;

struct HtmlReport {
  std::string title;    ///< "verifier check"
  std::string command;  ///< the command line that made it
  HtmlFields summary;   ///< the run's figures (claims, refuted, seed, ...)
  /// The run's verdict on a claim ("as expected", "UNEXPECTED", "FINDING")
  /// and whether it is flagged.
  std::function<std::pair<std::string, bool>(const ClaimRun&)> verdict;
  /// More fields of a claim (fuzz: its seed, draws, the command that finds
  /// its counterexample again); may be empty.
  std::function<HtmlFields(const ClaimRun&)> details;
  /// Whether each statement shows its verdict (verifier check); fuzzing
  /// draws points, and shows its findings only.
  bool statement_verdicts = false;
};

/// The page. Charts are drawn from the counterexamples' replay commands
/// through `registry` (models/replay_chart.hpp).
std::string claims_html(const HtmlReport& report, const std::vector<ClaimRun>& runs,
                        const ClaimContexts& contexts, const ModelRegistry& registry);

}  // namespace redcheck
