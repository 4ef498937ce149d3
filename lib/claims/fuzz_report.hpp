#pragma once
// How verifier fuzz shows its runs: JSON (exact numbers as strings) or text,
// and which outcomes are findings (exit status 1).

#include "claims/run_claims.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace redcheck {

/// What the run was asked, for the report and for the commands that find a
/// counterexample again.
struct FuzzRequest {
  FuzzSettings settings;
  bool runs_given = false;
  int max_size = 0;              ///< 0: each model's default
  std::string domain_arguments;  ///< the models' domain options as given ("--n-max 20")
  /// Where the models draw smaller sizes than --max-size (ClaimContext::size_caps).
  std::vector<std::string> size_caps;
  /// Claims run under another seed than settings.seed: those whose kept
  /// example (verifier fuzz --examples) found their counterexample again.
  std::map<std::string, std::uint64_t> seed_of_claim;
};

/// A finding: the outcome is not the one expected (ClaimRun::as_expected:
/// refuted or undecided where it should hold, no counterexample where it
/// should be refuted), or the check stopped on a bug. A claim whose share of
/// a time budget ended before its first draw is no finding (its verdict says
/// it was not checked).
bool is_finding(const ClaimRun& run);

/// A claim whose share of the time budget ended before its first draw, or
/// the whole budget before its check finished (ClaimRun::cut): it was
/// checked on nothing (said so, not counted as a finding either way).
bool unreached(const ClaimRun& run);

/// A claim expected refuted whose share of the time budget ended before a
/// draw refuted it: no finding either (a budget cannot show it holds), said
/// so. Under --runs alone, no counterexample in its draws is a finding.
bool counterexample_unreached(const ClaimRun& run);

/// "verifier fuzz --claim ID --seed S --runs R ...": draws the same points
/// (the claim's searches up to the draw that found it).
std::string fuzz_replay(const ClaimRun& run, const FuzzRequest& request);

/// {"seed", "claims": [{"id", "outcome", "expected", "instances", "covered",
/// "counterexample": {"summary", "instance", "replay", "shrink_steps",
/// "draw", "found_again_by"}}], "summary"}.
nlohmann::json fuzz_json(const std::vector<ClaimRun>& runs, const FuzzRequest& request);
std::string fuzz_text(const std::vector<ClaimRun>& runs, const FuzzRequest& request);

}  // namespace redcheck
