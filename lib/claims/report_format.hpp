#pragma once
// How the verifier shows claims and their outcomes: a text table with the
// counterexamples under it, or JSON (exact numbers as strings).

#include "claims/run_claims.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

/// {"claims": [{"id", "source", "statement", "reading", "expected"}]}.
nlohmann::json claim_list_json(const std::vector<Claim>& claims);
std::string claim_list_text(const std::vector<Claim>& claims);

/// {"domains": {model: domain}, "claims": [...], "summary"}; see README for
/// the fields.
nlohmann::json runs_json(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts);

/// Table (id, source, statement, domain covered, outcome) and, under it, each
/// counterexample with its replay command and the notes.
std::string runs_text(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts);

}  // namespace redcheck
