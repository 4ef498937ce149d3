#include "claims/report_format.hpp"

#include "claims/statement_runs.hpp"
#include "output/text_table.hpp"

#include <algorithm>

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

namespace {

// A claim's fields as a reading of its statement.
void add_reading_fields(nlohmann::json& out, const Claim& c) {
  const Reading& r = c.as_reading();
  out["statement"] = c.reads->id;
  out["statement_text"] = c.statement;
  out["kind"] = to_string(r.kind);
  out["kind_why"] = r.why;
  out["beyond_assumptions"] = r.beyond_assumptions;
}

// The statements `claims` read, in the order of their first reading.
std::vector<const Statement*> statements_read(const std::vector<const Claim*>& claims) {
  std::vector<const Statement*> out;
  for (const Claim* c : claims) {
    if (std::find(out.begin(), out.end(), c->reads.get()) == out.end()) {
      out.push_back(c->reads.get());
    }
  }
  return out;
}

// The verdict in a table cell.
std::string verdict_cell(const StatementVerdict& v) {
  return to_string(v.verdict);
}

// A claim's own statement text where it is not its statement's (a corrected
// version, a restricted one).
std::string own_text(const Claim& c) {
  return c.reads && c.reads->text == c.statement ? "" : c.statement;
}

}  // namespace

nlohmann::json claim_list_json(const std::vector<Claim>& claims) {
  nlohmann::json list = nlohmann::json::array();
  std::vector<const Claim*> pointers;
  for (const auto& c : claims) {
    pointers.push_back(&c);
    nlohmann::json one = {{"id", c.id},
                          {"model", c.model},
                          {"source", c.source},
                          {"reading", c.reading},
                          {"expected", to_string(c.expected)},
                          {"expected_why", c.expected_why},
                          {"on_request", c.on_request}};
    add_reading_fields(one, c);
    list.push_back(std::move(one));
  }
  nlohmann::json statements = nlohmann::json::array();
  for (const Statement* st : statements_read(pointers)) {
    nlohmann::json one = statement_json(*st, nullptr);
    one["expected_verdict"] = to_string(expected_verdict(*st, claims).verdict);
    statements.push_back(std::move(one));
  }
  return {{"statements", statements}, {"claims", list}};
}

std::string claim_list_text(const std::vector<Claim>& claims) {
  std::vector<const Claim*> pointers;
  for (const auto& c : claims) pointers.push_back(&c);
  std::vector<std::vector<std::string>> rows;
  for (const Statement* st : statements_read(pointers)) {
    rows.push_back(
        {st->id, st->source, st->text,
         to_string(st->form) + "; expected: " + to_string(expected_verdict(*st, claims).verdict)});
    for (const Claim* c : pointers) {
      if (c->reads.get() != st) continue;
      rows.push_back(
          {"- " + c->id, to_string(c->as_reading().kind), own_text(*c),
           "expected " + to_string(c->expected) + (c->on_request ? " (on request)" : "")});
    }
  }
  return render_table({"STATEMENT / READING", "SOURCE / KIND", "TEXT", "FORM / EXPECTED"},
                      {42, 30, 70, 18}, rows);
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
    nlohmann::json one = {{"id", c.id},
                          {"model", c.model},
                          {"source", c.source},
                          {"reading", c.reading},
                          {"outcome", to_string(r.outcome)},
                          {"expected", to_string(c.expected)},
                          {"as_expected", run.as_expected()},
                          {"expected_why", c.expected_why},
                          {"domain_covered", r.covered},
                          {"counterexample", counterexample},
                          {"notes", r.notes},
                          {"seconds", run.seconds}};
    add_reading_fields(one, c);
    claims.push_back(std::move(one));
  }
  const std::vector<StatementRuns> grouped = statements_of(runs);
  nlohmann::json statements = nlohmann::json::array();
  for (const StatementRuns& s : grouped)
    statements.push_back(statement_json(*s.statement, &s.verdict));
  nlohmann::json domains = nlohmann::json::object();
  for (const auto& [model, context] : contexts) domains[model] = context->domain_json();
  nlohmann::json summary = {{"holds", counts[0]},
                            {"refuted", counts[1]},
                            {"undecided", counts[2]},
                            {"unexpected", unexpected},
                            {"internal_errors", internal_errors},
                            {"statements", grouped.size()},
                            {"statement_verdicts", verdict_counts(grouped)},
                            {"paper_statement_verdicts", verdict_counts(grouped, true)}};
  const nlohmann::json counters = counters_of(contexts);
  for (const auto& [key, value] : counters.items()) summary[key] = value;
  return {
      {"domains", domains}, {"statements", statements}, {"claims", claims}, {"summary", summary}};
}

std::string runs_text(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts) {
  const std::vector<StatementRuns> grouped = statements_of(runs);
  std::vector<std::vector<std::string>> rows;
  for (const StatementRuns& s : grouped) {
    rows.push_back({s.statement->id, s.statement->source, s.statement->text,
                    to_string(s.statement->form), verdict_cell(s.verdict)});
    for (const ClaimRun* run : s.runs) {
      rows.push_back({"- " + run->claim->id, to_string(run->claim->as_reading().kind),
                      own_text(*run->claim), run->report.covered, outcome_cell(*run)});
    }
  }
  std::string out = render_table({"STATEMENT / READING", "SOURCE / KIND", "TEXT",
                                  "FORM / DOMAIN COVERED", "VERDICT / OUTCOME"},
                                 {46, 22, 40, 44, 18}, rows);
  int unexpected = 0;
  for (const auto& run : runs) unexpected += !run.as_expected();
  std::string details;
  for (const StatementRuns& s : grouped) {
    const bool plain =
        (s.verdict.verdict == Verdict::holds || s.verdict.verdict == Verdict::witnessed) &&
        s.verdict.findings.empty() &&
        std::all_of(s.runs.begin(), s.runs.end(), [](const ClaimRun* run) {
          return run->as_expected() && !run->report.counterexample && run->report.notes.empty();
        });
    if (plain) continue;
    details += "\n" + s.statement->id + ": " + to_string(s.verdict.verdict) + "\n";
    details += "  why: " + s.verdict.why + "\n";
    for (const Assumption& a : s.statement->assumptions) {
      details += "  assumption: " + a.words() + "\n";
    }
    if (!s.statement->tolerance.empty()) details += "  tolerance: " + s.statement->tolerance + "\n";
    for (const ClaimRun* run : s.runs) {
      const ClaimReport& r = run->report;
      const Reading& reading = run->claim->as_reading();
      details += "  " + run->claim->id + " (" + to_string(reading.kind) +
                 (reading.beyond_assumptions ? ", beyond the assumptions" : "") +
                 "): " + to_string(r.outcome);
      if (!run->as_expected()) details += " (expected " + to_string(run->claim->expected) + ")";
      details += "\n";
      if (!reading.why.empty()) details += "    read so: " + reading.why + "\n";
      if (r.counterexample) {
        details += "    counterexample: " + r.counterexample->summary + "\n";
        details += "    replay: " + r.counterexample->replay + "\n";
      }
      if (r.outcome != Outcome::holds && !run->claim->expected_why.empty()) {
        details += "    known: " + run->claim->expected_why + "\n";
      }
      for (const auto& note : r.notes) details += "    note: " + note + "\n";
    }
    for (const auto& finding : s.verdict.findings) details += "  finding: " + finding + "\n";
  }
  out += details;
  out += "\n" + std::to_string(grouped.size()) +
         (grouped.size() == 1 ? " statement:" : " statements:");
  const nlohmann::json counts = verdict_counts(grouped);
  bool first = true;
  for (Verdict v : all_verdicts()) {
    const int n = counts[to_string(v)].get<int>();
    if (n == 0) continue;
    out += (first ? " " : ", ") + std::to_string(n) + " " + to_string(v);
    first = false;
  }
  out += ". " + std::to_string(runs.size()) + (runs.size() == 1 ? " claim" : " claims") +
         " checked, " + std::to_string(unexpected) + " with an unexpected outcome";
  const nlohmann::json counters = counters_of(contexts);
  if (counters.contains("trees_examined_for_optima")) {
    out += "; " + std::to_string(counters["trees_examined_for_optima"].get<std::uint64_t>()) +
           " ordered trees covered by the optima";
  }
  out += ".\n";
  return out;
}

}  // namespace redcheck
