#include "claims/check_helpers.hpp"

#include "models/overlap/validator.hpp"

#include <stdexcept>

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

ClaimReport refuted_by(const std::string& covered, std::string summary, nlohmann::json instance,
                       std::string replay) {
  ClaimReport report;
  report.outcome = Outcome::refuted;
  report.covered = "searched " + covered + " in increasing n; stopped at the first counterexample";
  report.counterexample =
      Counterexample{std::move(summary), std::move(instance), std::move(replay)};
  return report;
}

nlohmann::json costs_json(const OverlapModel& model) {
  return {{"d", to_string(model.d)}, {"c", to_string(model.c)}};
}

std::string optimum_command(int n, const OverlapModel& model) {
  return "enumerator optimum --model " + std::string(model.overlap ? "overlap" : "no-overlap") +
         " --n " + std::to_string(n) + " --d " + to_string(model.d) + " --c " + to_string(model.c);
}

std::string schedule_command(const std::string& algorithm, int n, const OverlapModel& model,
                             const std::string& tie_break) {
  std::string text = "enumerator schedule --model " +
                     std::string(model.overlap ? "overlap" : "no-overlap") + " --algorithm " +
                     algorithm + " --n " + std::to_string(n) + " --d " + to_string(model.d) +
                     " --c " + to_string(model.c);
  if (!tie_break.empty()) text += " --tie-break " + tie_break;
  return text;
}

std::string verifier_command(const std::string& id, int n_max, const OverlapModel& model) {
  return "verifier check --claim " + id + " --n-max " + std::to_string(n_max) + " --d-values " +
         to_string(model.d) + " --c-values " + to_string(model.c);
}

Time validated_makespan(const Schedule& schedule, const OverlapModel& model,
                        const std::string& what) {
  const Validation v = validate(schedule, model);
  if (!v.valid()) throw std::logic_error(what + " built an invalid schedule: " + v.violation);
  return v.makespan;
}

}  // namespace redcheck
