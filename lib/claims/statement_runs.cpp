#include "claims/statement_runs.hpp"

#include <map>

namespace redcheck {

std::vector<StatementRuns> statements_of(const std::vector<ClaimRun>& runs) {
  std::vector<StatementRuns> out;
  std::map<const Statement*, std::size_t> index;
  for (const ClaimRun& run : runs) {
    const Statement* st = run.claim->reads.get();
    if (!st) throw InternalError("the claim " + run.claim->id + " reads no statement");
    const auto [at, fresh] = index.emplace(st, out.size());
    if (fresh) out.push_back({st, {}, {}});
    out[at->second].runs.push_back(&run);
  }
  for (StatementRuns& s : out) {
    s.verdict = statement_verdict(*s.statement, [&](const std::string& id) -> const ClaimReport* {
      for (const ClaimRun* run : s.runs) {
        if (run->claim->id == id && !run->internal_error) return &run->report;
      }
      return nullptr;
    });
  }
  return out;
}

StatementVerdict expected_verdict(const Statement& statement, const std::vector<Claim>& claims) {
  std::map<std::string, ClaimReport> reports;
  for (const Reading& r : statement.readings) {
    for (const Claim& c : claims) {
      if (c.id == r.claim_id) reports[c.id].outcome = c.expected;
    }
  }
  return statement_verdict(statement, [&](const std::string& id) -> const ClaimReport* {
    const auto it = reports.find(id);
    return it == reports.end() ? nullptr : &it->second;
  });
}

nlohmann::json statement_json(const Statement& st, const StatementVerdict* verdict) {
  nlohmann::json assumptions = nlohmann::json::array();
  for (const Assumption& a : st.assumptions) assumptions.push_back(a.words());
  nlohmann::json readings = nlohmann::json::array();
  for (const Reading& r : st.readings) readings.push_back(r.claim_id);
  nlohmann::json out = {{"id", st.id},
                        {"source", st.source},
                        {"statement", st.text},
                        {"form", to_string(st.form)},
                        {"assumptions", assumptions},
                        {"tolerance", st.tolerance},
                        {"origin", to_string(st.origin)},
                        {"readings", readings}};
  if (!st.note.empty()) out["note"] = st.note;
  if (verdict) {
    out["verdict"] = to_string(verdict->verdict);
    out["verdict_why"] = verdict->why;
    out["findings"] = verdict->findings;
  }
  return out;
}

nlohmann::json verdict_counts(const std::vector<StatementRuns>& statements, bool papers_only) {
  nlohmann::json counts = nlohmann::json::object();
  for (Verdict v : all_verdicts()) counts[to_string(v)] = 0;
  for (const StatementRuns& s : statements) {
    if (papers_only && s.statement->origin != StatementOrigin::paper) continue;
    counts[to_string(s.verdict.verdict)] = counts[to_string(s.verdict.verdict)].get<int>() + 1;
  }
  return counts;
}

}  // namespace redcheck
