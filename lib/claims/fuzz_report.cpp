#include "claims/fuzz_report.hpp"

#include "output/text_table.hpp"

namespace redcheck {

bool unreached(const ClaimRun& run) {
  return run.cut ||
         (run.budget_spent && run.instances == 0 && run.report.outcome == Outcome::undecided);
}

bool counterexample_unreached(const ClaimRun& run) {
  return run.budget_spent && run.claim->expected == Outcome::refuted &&
         run.report.outcome != Outcome::refuted && !run.internal_error;
}

bool is_finding(const ClaimRun& run) {
  return run.internal_error ||
         (!run.as_expected() && !unreached(run) && !counterexample_unreached(run));
}

std::string fuzz_replay(const ClaimRun& run, const FuzzRequest& request) {
  const auto kept = request.seed_of_claim.find(run.claim->id);
  const std::uint64_t seed =
      kept == request.seed_of_claim.end() ? request.settings.seed : kept->second;
  std::string out = (run.claim->own_builder ? "in the program that added its builder: " : "") +
                    std::string("verifier fuzz --claim ") + run.claim->id + " --seed " +
                    std::to_string(seed);
  const std::uint64_t runs =
      run.report.found_by_fuzzing ? run.report.found_by_fuzzing->draw + 1 : request.settings.runs;
  if (run.report.found_by_fuzzing || request.runs_given) out += " --runs " + std::to_string(runs);
  if (request.max_size > 0) out += " --max-size " + std::to_string(request.max_size);
  if (!request.domain_arguments.empty()) out += " " + request.domain_arguments;
  return out;
}

namespace {

std::string finding_words(const ClaimRun& run) {
  if (run.internal_error) return "internal error";
  if (run.as_expected()) return "as expected";
  if (run.cut) return "NOT FINISHED: " + run.report.covered;
  if (unreached(run)) return "NOT CHECKED: its share of the time budget ended before a draw";
  if (counterexample_unreached(run)) {
    return "NOT REACHED: its share of the time budget ended before a counterexample";
  }
  if (run.report.outcome == Outcome::refuted) {
    return "FINDING: refuted, expected " + to_string(run.claim->expected);
  }
  if (run.report.outcome == Outcome::undecided) {
    return "FINDING: undecided at some points, expected " + to_string(run.claim->expected);
  }
  return "FINDING: no counterexample found, expected refuted";
}

}  // namespace

nlohmann::json fuzz_json(const std::vector<ClaimRun>& runs, const FuzzRequest& request) {
  nlohmann::json claims = nlohmann::json::array();
  int findings = 0, refuted = 0, fuzzed = 0, not_finished = 0;
  std::uint64_t instances = 0;
  for (const auto& run : runs) {
    const ClaimReport& r = run.report;
    findings += is_finding(run);
    not_finished += run.cut;
    refuted += r.outcome == Outcome::refuted;
    fuzzed += run.fuzzed;
    instances += run.instances;
    nlohmann::json counterexample = nullptr;
    if (r.counterexample) {
      counterexample = {{"summary", r.counterexample->summary},
                        {"instance", r.counterexample->instance},
                        {"replay", r.counterexample->replay}};
      if (r.found_by_fuzzing) {
        counterexample["shrink_steps"] = r.found_by_fuzzing->shrink_steps;
        counterexample["draw"] = r.found_by_fuzzing->draw;
        counterexample["found_again_by"] = fuzz_replay(run, request);
      }
    }
    claims.push_back({{"id", run.claim->id},
                      {"model", run.claim->model},
                      {"source", run.claim->source},
                      {"statement", run.claim->reads ? run.claim->reads->id : ""},
                      {"kind", run.claim->reads ? to_string(run.claim->as_reading().kind) : ""},
                      {"outcome", to_string(r.outcome)},
                      {"expected", to_string(run.claim->expected)},
                      {"finding", is_finding(run)},
                      {"fuzzed", run.fuzzed},
                      {"claim_seed", std::to_string(run.fuzz_seed)},
                      {"instances", run.instances},
                      {"instances_per_second",
                       run.seconds > 0 ? static_cast<double>(run.instances) / run.seconds : 0.0},
                      {"budget_spent", run.budget_spent},
                      {"not_finished", run.cut},
                      {"covered", r.covered},
                      {"coverage", run.coverage ? coverage_json(*run.coverage) : nlohmann::json()},
                      {"counterexample", counterexample},
                      {"notes", r.notes},
                      {"seconds", run.seconds}});
  }
  nlohmann::json summary = {{"claims", runs.size()},        {"fuzzed", fuzzed},
                            {"instances", instances},       {"refuted", refuted},
                            {"not_finished", not_finished}, {"findings", findings}};
  return {{"seed", std::to_string(request.settings.seed)},
          {"runs_per_search", request.runs_given || request.settings.budget_seconds <= 0
                                  ? nlohmann::json(request.settings.runs)
                                  : nlohmann::json(nullptr)},
          {"time_budget_seconds", request.settings.budget_seconds},
          {"size_caps", request.size_caps},
          {"claims", claims},
          {"summary", summary}};
}

std::string fuzz_text(const std::vector<ClaimRun>& runs, const FuzzRequest& request) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& run : runs) {
    rows.push_back({run.claim->id,
                    run.fuzzed ? std::to_string(run.instances)
                    : run.cut  ? "-"
                               : "fixed",
                    run.report.covered, to_string(run.report.outcome), finding_words(run)});
  }
  std::string out =
      "seed " + std::to_string(request.settings.seed) + "\n" +
      render_table({"CLAIM", "DRAWS", "COVERED", "OUTCOME", "VERDICT"}, {34, 8, 60, 9, 28}, rows);
  int findings = 0, not_finished = 0;
  for (const auto& run : runs) {
    findings += is_finding(run);
    not_finished += run.cut;
    const ClaimReport& r = run.report;
    if (!r.counterexample && !is_finding(run)) continue;
    out += "\n" + run.claim->id + ": " + finding_words(run) + "\n";
    if (run.coverage) out += "  drawn: " + coverage_text(*run.coverage) + "\n";
    if (r.counterexample) {
      out += "  counterexample: " + r.counterexample->summary + "\n";
      out += "  replay: " + r.counterexample->replay + "\n";
      if (r.found_by_fuzzing) {
        out += "  found at draw " + std::to_string(r.found_by_fuzzing->draw) + ", shrunk in " +
               std::to_string(r.found_by_fuzzing->shrink_steps) +
               " steps; again with: " + fuzz_replay(run, request) + "\n";
      }
    }
    for (const auto& note : r.notes) out += "  note: " + note + "\n";
  }
  // What was drawn of each variable, for the claims without a finding
  // (a finding's lines above say it).
  std::string drawn;
  for (const auto& run : runs) {
    if (run.coverage && !run.report.counterexample && !is_finding(run)) {
      drawn += run.claim->id + ": " + coverage_text(*run.coverage) + "\n";
    }
  }
  if (!drawn.empty()) out += "\ndrawn:\n" + drawn;
  if (!request.size_caps.empty()) out += "\n";
  for (const auto& cap : request.size_caps) out += "note: " + cap + "\n";
  out += "\n" + std::to_string(runs.size()) + " claims fuzzed, " + std::to_string(findings) +
         " findings";
  if (not_finished > 0) {
    out += ", " + std::to_string(not_finished) +
           " not finished within the time budget (a larger --time-budget, or fewer claims)";
  }
  out += ".\n";
  return out;
}

}  // namespace redcheck
