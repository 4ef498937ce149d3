#include "claims/report_format.hpp"

#include "output/text_table.hpp"

namespace redcheck {
namespace {

// The counters of every context, added up ({"trees_examined_for_optima": N}).
nlohmann::json counters_of(const ClaimContexts& contexts) {
  nlohmann::json total = nlohmann::json::object();
  for (const auto& [model, context] : contexts) {
    const nlohmann::json counters =
        context->counters_of_all_ranks ? *context->counters_of_all_ranks : context->counters();
    for (const auto& [key, value] : counters.items()) {
      std::uint64_t sum = 0;
      if (value.is_object()) {
        for (const auto& part : value) sum += part.get<std::uint64_t>();
      } else {
        sum = value.get<std::uint64_t>();
      }
      total[key] = total.value(key, std::uint64_t{0}) + sum;
    }
  }
  return total;
}

std::string outcome_cell(const ClaimRun& run) {
  std::string text = to_string(run.report.outcome);
  if (!run.as_expected()) text += " (UNEXPECTED: expected " + to_string(run.claim->expected) + ")";
  return text;
}

}  // namespace

nlohmann::json claim_list_json(const std::vector<Claim>& claims) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& c : claims) {
    list.push_back({{"id", c.id},
                    {"model", c.model},
                    {"source", c.source},
                    {"statement", c.statement},
                    {"reading", c.reading},
                    {"expected", to_string(c.expected)},
                    {"expected_why", c.expected_why},
                    {"on_request", c.on_request}});
  }
  return {{"claims", list}};
}

std::string claim_list_text(const std::vector<Claim>& claims) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& c : claims) {
    rows.push_back({c.id, c.source, c.statement,
                    to_string(c.expected) + (c.on_request ? " (on request)" : "")});
  }
  return render_table({"ID", "SOURCE", "STATEMENT", "EXPECTED"}, {42, 30, 70, 9}, rows);
}

nlohmann::json runs_json(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts) {
  nlohmann::json claims = nlohmann::json::array();
  int counts[3] = {0, 0, 0};
  int unexpected = 0;
  int internal_errors = 0;
  for (const auto& run : runs) {
    const Claim& c = *run.claim;
    internal_errors += run.internal_error;
    const ClaimReport& r = run.report;
    ++counts[static_cast<int>(r.outcome)];
    if (!run.as_expected()) ++unexpected;
    nlohmann::json counterexample = nullptr;
    if (r.counterexample) {
      counterexample = {{"summary", r.counterexample->summary},
                        {"instance", r.counterexample->instance},
                        {"replay", r.counterexample->replay}};
    }
    claims.push_back({{"id", c.id},
                      {"model", c.model},
                      {"source", c.source},
                      {"statement", c.statement},
                      {"reading", c.reading},
                      {"outcome", to_string(r.outcome)},
                      {"expected", to_string(c.expected)},
                      {"as_expected", run.as_expected()},
                      {"expected_why", c.expected_why},
                      {"domain_covered", r.covered},
                      {"counterexample", counterexample},
                      {"notes", r.notes},
                      {"seconds", run.seconds}});
  }
  nlohmann::json domains = nlohmann::json::object();
  for (const auto& [model, context] : contexts) domains[model] = context->domain_json();
  nlohmann::json summary = {{"holds", counts[0]},
                            {"refuted", counts[1]},
                            {"undecided", counts[2]},
                            {"unexpected", unexpected},
                            {"internal_errors", internal_errors}};
  const nlohmann::json counters = counters_of(contexts);
  for (const auto& [key, value] : counters.items()) summary[key] = value;
  return {{"domains", domains}, {"claims", claims}, {"summary", summary}};
}

std::string runs_text(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& run : runs) {
    rows.push_back({run.claim->id, run.claim->source, run.claim->statement, run.report.covered,
                    outcome_cell(run)});
  }
  std::string out = render_table({"CLAIM", "SOURCE", "STATEMENT", "DOMAIN COVERED", "OUTCOME"},
                                 {34, 24, 44, 44, 16}, rows);
  int unexpected = 0;
  std::string details;
  for (const auto& run : runs) {
    if (!run.as_expected()) ++unexpected;
    const ClaimReport& r = run.report;
    if (!r.counterexample && r.notes.empty() && run.as_expected()) continue;
    details += "\n" + run.claim->id + ": " + to_string(r.outcome);
    if (!run.as_expected()) details += " (expected " + to_string(run.claim->expected) + ")";
    details += "\n";
    if (r.counterexample) {
      details += "  counterexample: " + r.counterexample->summary + "\n";
      details += "  replay: " + r.counterexample->replay + "\n";
    }
    if (r.outcome != Outcome::holds && !run.claim->expected_why.empty()) {
      details += "  known: " + run.claim->expected_why + "\n";
    }
    for (const auto& note : r.notes) details += "  note: " + note + "\n";
  }
  out += details;
  out += "\n" + std::to_string(runs.size()) + " claims checked, " + std::to_string(unexpected) +
         " with an unexpected outcome";
  const nlohmann::json counters = counters_of(contexts);
  if (counters.contains("trees_examined_for_optima")) {
    out += "; " + std::to_string(counters["trees_examined_for_optima"].get<std::uint64_t>()) +
           " ordered trees enumerated for the optima";
  }
  out += ".\n";
  return out;
}

}  // namespace redcheck
