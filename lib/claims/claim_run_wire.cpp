#include "claims/claim_run_wire.hpp"

#include "errors.hpp"

namespace redcheck {

namespace {

Outcome outcome_named(const std::string& name) {
  for (Outcome o : {Outcome::holds, Outcome::refuted, Outcome::undecided}) {
    if (to_string(o) == name) return o;
  }
  throw InternalError("a rank sent the unknown outcome '" + name + "'");
}

}  // namespace

nlohmann::json claim_run_to_wire(const ClaimRun& run) {
  const ClaimReport& r = run.report;
  nlohmann::json wire = {{"outcome", to_string(r.outcome)},
                         {"covered", r.covered},
                         {"notes", r.notes},
                         {"seconds", run.seconds},
                         {"internal_error", run.internal_error},
                         {"fuzzed", run.fuzzed},
                         {"fuzz_seed", run.fuzz_seed},
                         {"instances", run.instances},
                         {"budget_spent", run.budget_spent},
                         {"cut", run.cut}};
  if (r.counterexample) {
    wire["counterexample"] = {{"summary", r.counterexample->summary},
                              {"instance", r.counterexample->instance},
                              {"replay", r.counterexample->replay}};
  }
  if (run.coverage) wire["coverage"] = coverage_json(*run.coverage);
  if (r.found_by_fuzzing) {
    wire["found_by_fuzzing"] = {r.found_by_fuzzing->draw, r.found_by_fuzzing->shrink_steps};
  }
  return wire;
}

ClaimRun claim_run_from_wire(const nlohmann::json& wire, const Claim& claim) {
  ClaimRun run;
  run.claim = &claim;
  run.report.outcome = outcome_named(wire.at("outcome"));
  run.report.covered = wire.at("covered");
  run.report.notes = wire.at("notes").get<std::vector<std::string>>();
  if (wire.contains("counterexample")) {
    const auto& c = wire["counterexample"];
    run.report.counterexample = Counterexample{c.at("summary"), c.at("instance"), c.at("replay")};
  }
  if (wire.contains("found_by_fuzzing")) {
    run.report.found_by_fuzzing = FuzzFinding{wire["found_by_fuzzing"].at(0).get<std::uint64_t>(),
                                              wire["found_by_fuzzing"].at(1).get<std::uint64_t>()};
  }
  run.seconds = wire.at("seconds");
  run.internal_error = wire.at("internal_error");
  run.fuzzed = wire.at("fuzzed");
  run.fuzz_seed = wire.at("fuzz_seed");
  run.instances = wire.at("instances");
  run.budget_spent = wire.at("budget_spent");
  run.cut = wire.at("cut");
  if (wire.contains("coverage")) run.coverage = coverage_from_json(wire["coverage"]);
  return run;
}

}  // namespace redcheck
