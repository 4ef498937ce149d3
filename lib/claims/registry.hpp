#pragma once
// Every registered claim, and running a selection of them.

#include "claims/claim.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// All claims, in registration order (paper by paper).
const std::vector<Claim>& all_claims();

/// The claims with these ids, in the order given; all claims when `ids` is
/// empty. Throws InputError naming an unknown id and listing how to see the
/// known ones.
std::vector<const Claim*> select_claims(const std::vector<std::string>& ids);

struct ClaimRun {
  const Claim* claim = nullptr;
  ClaimReport report;
  double seconds = 0;
  bool as_expected() const { return report.outcome == claim->expected; }
};

/// Runs each claim's check on the context's domain. A check that throws is an
/// internal error: its outcome becomes undecided and the error is noted.
/// `progress` is called before each claim (may be empty).
std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims, CheckContext& context,
                                 const std::function<void(const Claim&)>& progress = {});

}  // namespace redcheck
