#include "claims/domain.hpp"

namespace redcheck {

ClaimReport holds_on(std::uint64_t instances, const std::string& covered,
                     std::vector<std::string> notes) {
  ClaimReport report;
  report.outcome = instances > 0 ? Outcome::holds : Outcome::undecided;
  report.covered = instances > 0 ? std::to_string(instances) + " instances: " + covered
                                 : "no instance in the domain: " + covered;
  report.notes = std::move(notes);
  return report;
}

ClaimReport refuted_by(const std::string& covered, Counterexample found) {
  ClaimReport report;
  report.outcome = Outcome::refuted;
  report.covered = "searched " + covered + " in order; stopped at the first counterexample";
  report.counterexample = std::move(found);
  return report;
}

}  // namespace redcheck
