#pragma once
// A statement's verdict from its readings' outcomes: the one rule, in one
// place (statement_verdict.cpp states it). Fair readings (as computed,
// literal) decide; stricter and corrected ones are findings of their own.
//
// For all, approximate (an approximate statement's readings state their
// tolerance):
//  - false: every fair reading inside the assumptions is refuted;
//  - false only at excluded points: every fair reading inside the
//    assumptions holds, and one whose domain goes beyond them is refuted
//    (its counterexample is the point);
//  - depends on the reading: some fair readings hold and some are refuted;
//  - holds: every fair reading holds on its domain;
//  - not decided: otherwise (a fair reading undecided, none inside the
//    assumptions, or a fair reading not run).
// Exists: witnessed when a fair reading holds (found an instance); otherwise
// no witness on the domain: a finite search never refutes an existential.
// Definition: not decided (not checked as a statement).

#include "claims/claim.hpp"
#include "claims/statement.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class Verdict {
  false_as_printed,
  false_at_excluded_points,
  depends_on_reading,
  holds,
  witnessed,
  no_witness,
  not_decided,
};

/// "false", "false only at excluded points", "depends on the reading",
/// "holds", "witnessed", "no witness on the domain", "not decided".
std::string to_string(Verdict verdict);

/// Every verdict, in the order above (reports count them in it).
const std::vector<Verdict>& all_verdicts();

struct StatementVerdict {
  Verdict verdict = Verdict::not_decided;
  std::string why;  ///< which readings decided it, in words
  /// Stricter readings that fail or hold, corrected ones, fair readings
  /// beyond the assumptions that fail, searches that found no witness: each
  /// a finding of its own, with its numbers.
  std::vector<std::string> findings;
};

/// The report of the reading `claim_id`'s run, or nullptr when it did not
/// run.
using ReadingReport = std::function<const ClaimReport*(const std::string& claim_id)>;

/// The verdict of `statement` from its readings' reports.
StatementVerdict statement_verdict(const Statement& statement, const ReadingReport& report_of);

}  // namespace redcheck
