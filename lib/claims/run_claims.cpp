#include "claims/run_claims.hpp"

#include <chrono>

namespace redcheck {

std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims,
                                 const ClaimContexts& contexts,
                                 const std::function<void(const Claim&)>& progress) {
  std::vector<ClaimRun> runs;
  for (const Claim* claim : claims) {
    if (progress) progress(*claim);
    ClaimRun run;
    run.claim = claim;
    const auto start = std::chrono::steady_clock::now();
    try {
      const auto context = contexts.find(claim->model);
      if (context == contexts.end()) {
        throw InternalError("no context for the claims of the " + claim->model + " model");
      }
      run.report = claim->check(*context->second);
    } catch (const std::exception& e) {
      run.internal_error = true;
      run.report = ClaimReport{};
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
