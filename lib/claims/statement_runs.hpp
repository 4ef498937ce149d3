#pragma once
// The runs of a verifier check grouped under the statements they read, each
// with its verdict (statement_verdict.hpp): what every report shows first.

#include "claims/run_claims.hpp"
#include "claims/statement_verdict.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

struct StatementRuns {
  const Statement* statement = nullptr;
  std::vector<const ClaimRun*> runs;  ///< its readings that ran, in the runs' order
  StatementVerdict verdict;
};

/// The statements of `runs`, in the order of their first reading's run.
/// Throws InternalError for a run whose claim reads no statement.
std::vector<StatementRuns> statements_of(const std::vector<ClaimRun>& runs);

/// The verdict `statement` gets when each of its readings has its claim's
/// expected outcome (what verifier check finds when it reports nothing
/// unexpected), readings run on request included. `claims` holds them.
StatementVerdict expected_verdict(const Statement& statement, const std::vector<Claim>& claims);

/// The statement as JSON: id, source, statement (as printed), form,
/// assumptions, tolerance, origin, readings (claim ids), and, with a
/// verdict, verdict, verdict_why and findings.
nlohmann::json statement_json(const Statement& statement, const StatementVerdict* verdict);

/// Counts by verdict, every verdict named (0 when none).
nlohmann::json verdict_counts(const std::vector<StatementRuns>& statements,
                              bool papers_only = false);

}  // namespace redcheck
