#pragma once
// Running a selection of claims, each in the context of its model.

#include "claims/claim.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace redcheck {

struct ClaimRun {
  const Claim* claim = nullptr;
  ClaimReport report;
  double seconds = 0;
  bool internal_error = false;  ///< the check stopped on a bug of the toolkit
  bool as_expected() const { return report.outcome == claim->expected; }
};

/// The context of each model whose claims run (model name -> context).
using ClaimContexts = std::map<std::string, ClaimContext*>;

/// Runs each claim's check in its model's context, in the order given. The
/// domain was checked when the contexts were made, so anything a check
/// throws (InputError included) is a bug of the toolkit: the claim's outcome
/// becomes undecided, `internal_error` is set and the error is noted.
/// `progress` is called before each claim (may be empty).
std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims,
                                 const ClaimContexts& contexts,
                                 const std::function<void(const Claim&)>& progress = {});

}  // namespace redcheck
