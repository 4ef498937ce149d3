#include "claims/registry.hpp"

#include "claims/canon2012_claims.hpp"
#include "claims/lowery2013_claims.hpp"
#include "errors.hpp"

#include <chrono>

namespace redcheck {

const std::vector<Claim>& all_claims() {
  static const std::vector<Claim> claims = [] {
    std::vector<Claim> all = canon2012_claims();
    for (auto& claim : lowery2013_claims()) all.push_back(std::move(claim));
    return all;
  }();
  return claims;
}

std::vector<const Claim*> select_claims(const std::vector<std::string>& ids) {
  std::vector<const Claim*> selected;
  if (ids.empty()) {
    for (const auto& claim : all_claims()) selected.push_back(&claim);
    return selected;
  }
  for (const auto& id : ids) {
    const Claim* found = nullptr;
    for (const auto& claim : all_claims()) {
      if (claim.id == id) found = &claim;
    }
    if (!found) {
      throw InputError("claim id '" + id + "' is unknown; 'verifier list' shows the " +
                       std::to_string(all_claims().size()) + " registered ids");
    }
    selected.push_back(found);
  }
  return selected;
}

std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims, CheckContext& context,
                                 const std::function<void(const Claim&)>& progress) {
  std::vector<ClaimRun> runs;
  for (const Claim* claim : claims) {
    if (progress) progress(*claim);
    ClaimRun run;
    run.claim = claim;
    const auto start = std::chrono::steady_clock::now();
    try {
      run.report = claim->check(context);
    } catch (const InputError&) {
      throw;  // the domain is bad input, not a failed check
    } catch (const std::exception& e) {
      run.report.outcome = Outcome::undecided;
      run.report.covered = "the check stopped on an internal error";
      run.report.notes.push_back(std::string("internal error: ") + e.what());
    }
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    runs.push_back(std::move(run));
  }
  return runs;
}

}  // namespace redcheck
