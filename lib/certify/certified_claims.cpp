#include "certify/certified_claims.hpp"

#include "certify/certified_optima_table.hpp"

namespace redcheck {

Claim optimum_certified_claim(std::shared_ptr<const Model> shared) {
  const std::string model_name = shared->name();
  std::function<ClaimReport(ClaimContext&)> check = [shared](ClaimContext&) {
    const Model& model = *shared;
    const std::string model_name = model.name();
    ClaimReport report;
    int count = 0;
    for (const auto& [name, arguments] : certified_optima_cases()) {
      if (name != model_name) continue;
      const auto [instance, result] = certify_case(model, arguments);
      ++count;
      if (!result.certified) {
        report.outcome = Outcome::refuted;
        const std::string replay = "enumerator certify --model " + model_name + " " +
                                   model.instance_arguments(instance) + " --out certificate";
        report.counterexample = Counterexample{
            model.instance_text(instance) + ": " + result.summary, result.certificate, replay};
        break;
      }
    }
    report.covered = std::to_string(count) + " instances of data/certified_optima.csv (" +
                     model_name + "), each by z3 and cvc5";
    return report;
  };
  return run_on_request(claim_in<ClaimContext>(
      model_name + ".optimum-certified", "redcheck: enumerator certify (lib/certify/)",
      "The exhaustive optimum of the " + model_name +
          " model is a true optimum: no schedule obeying its rules is shorter, and one reaches "
          "it, on the instances of data/certified_optima.csv.",
      "For each instance: the optimum from the model's search; below.smt2 (the rules, "
      "makespan < optimum) unsat and witness.smt2 (makespan <= optimum) sat for both z3 and "
      "cvc5, the witness decoded into a schedule the validator accepts. Runs on request: it "
      "needs the solvers (scripts/setup.sh --all) and up to a minute.",
      Outcome::holds, "", check));
}

}  // namespace redcheck
