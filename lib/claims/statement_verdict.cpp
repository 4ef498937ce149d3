#include "claims/statement_verdict.hpp"

namespace redcheck {

std::string to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::false_as_printed:
      return "false";
    case Verdict::false_at_excluded_points:
      return "false only at excluded points";
    case Verdict::depends_on_reading:
      return "depends on the reading";
    case Verdict::holds:
      return "holds";
    case Verdict::witnessed:
      return "witnessed";
    case Verdict::no_witness:
      return "no witness on the domain";
    case Verdict::not_decided:
      return "not decided";
  }
  return "not decided";
}

const std::vector<Verdict>& all_verdicts() {
  static const std::vector<Verdict> all{
      Verdict::false_as_printed,   Verdict::false_at_excluded_points,
      Verdict::depends_on_reading, Verdict::holds,
      Verdict::witnessed,          Verdict::no_witness,
      Verdict::not_decided};
  return all;
}

namespace {

std::string list_text(const std::vector<std::string>& ids) {
  std::string out;
  for (std::size_t k = 0; k < ids.size(); ++k) {
    out += (k == 0 ? "" : k + 1 == ids.size() ? " and " : ", ") + ids[k];
  }
  return out;
}

// What a reading found, in one line: its counterexample, or what it covered.
std::string found_text(const ClaimReport& r) {
  if (r.counterexample) return r.counterexample->summary;
  return r.covered;
}

}  // namespace

StatementVerdict statement_verdict(const Statement& statement, const ReadingReport& report_of) {
  StatementVerdict out;
  // Findings: what the readings that do not decide found, and fair readings
  // beyond the assumptions that fail.
  for (const Reading& reading : statement.readings) {
    const ClaimReport* r = report_of(reading.claim_id);
    if (!r) continue;
    const std::string head = reading.claim_id + " (" + to_string(reading.kind) + ")";
    if (reading.kind == ReadingKind::stricter && r->outcome == Outcome::refuted) {
      out.findings.push_back(head + " fails, a finding of its own: " + found_text(*r));
    } else if (reading.kind == ReadingKind::stricter && r->outcome == Outcome::holds) {
      out.findings.push_back(head + " holds too, beyond what the paper says");
    } else if (reading.kind == ReadingKind::corrected && r->outcome == Outcome::holds) {
      out.findings.push_back(head + " holds");
    } else if (reading.kind == ReadingKind::corrected && r->outcome == Outcome::refuted) {
      out.findings.push_back(head + " fails too: " + found_text(*r));
    } else if (is_fair(reading.kind) && reading.beyond_assumptions &&
               r->outcome == Outcome::refuted) {
      out.findings.push_back(head + " fails at a point the assumptions exclude: " + found_text(*r));
    } else if (is_fair(reading.kind) && statement.form == StatementForm::exists &&
               r->outcome != Outcome::holds) {
      out.findings.push_back(head + " found no witness (" + r->covered +
                             "): a finite search does not refute an existential statement");
    }
  }

  if (statement.form == StatementForm::definition) {
    out.verdict = Verdict::not_decided;
    out.why = "a definition, not checked as a statement; its readings are findings";
    return out;
  }

  // The fair readings that decide, and those that did not run (inside the
  // assumptions: no verdict without them; beyond: only "holds" needs them).
  std::vector<std::string> missing, missing_beyond, held, refuted, undecided, beyond;
  for (const Reading& reading : statement.readings) {
    if (!is_fair(reading.kind)) continue;
    const ClaimReport* r = report_of(reading.claim_id);
    if (!r) {
      if (!reading.on_request) {
        (reading.beyond_assumptions ? missing_beyond : missing).push_back(reading.claim_id);
      }
      continue;
    }
    if (reading.beyond_assumptions) {
      if (r->outcome == Outcome::refuted) beyond.push_back(reading.claim_id);
      continue;
    }
    (r->outcome == Outcome::holds     ? held
     : r->outcome == Outcome::refuted ? refuted
                                      : undecided)
        .push_back(reading.claim_id);
  }
  if (!missing.empty()) {
    out.verdict = Verdict::not_decided;
    out.why = "its fair reading" + std::string(missing.size() > 1 ? "s " : " ") +
              list_text(missing) + " did not run (check the statement: --claim " + statement.id +
              ")";
    return out;
  }

  if (statement.form == StatementForm::exists) {
    if (!held.empty()) {
      out.verdict = Verdict::witnessed;
      out.why = "witnessed by " + list_text(held);
    } else if (!refuted.empty() || !undecided.empty()) {
      std::vector<std::string> searched = refuted;
      searched.insert(searched.end(), undecided.begin(), undecided.end());
      out.verdict = Verdict::no_witness;
      out.why = list_text(searched) +
                " found no witness on the domain; a finite search "
                "witnesses an existential statement, it never refutes one";
    } else {
      out.verdict = Verdict::not_decided;
      out.why = "no fair reading inside its assumptions ran";
    }
    return out;
  }

  if (held.empty() && refuted.empty() && undecided.empty()) {
    out.verdict = Verdict::not_decided;
    out.why = "no fair reading inside its assumptions ran";
  } else if (!held.empty() && !refuted.empty()) {
    out.verdict = Verdict::depends_on_reading;
    out.why = "holds as " + list_text(held) + " read" + (held.size() > 1 ? "" : "s") +
              " it; refuted as " + list_text(refuted) + " read" + (refuted.size() > 1 ? "" : "s") +
              " it";
  } else if (!undecided.empty()) {
    out.verdict = Verdict::not_decided;
    out.why = list_text(undecided) + " did not decide";
  } else if (!refuted.empty()) {
    out.verdict = Verdict::false_as_printed;
    out.why = "every fair reading is refuted inside its assumptions: " + list_text(refuted);
  } else if (!beyond.empty()) {
    out.verdict = Verdict::false_at_excluded_points;
    out.why = "holds inside its assumptions (" + list_text(held) + "); " + list_text(beyond) +
              " fails only at points they exclude";
  } else if (!missing_beyond.empty()) {
    out.verdict = Verdict::not_decided;
    out.why = "holds inside its assumptions (" + list_text(held) + "); " +
              list_text(missing_beyond) +
              ", beyond them, did not run (check the statement: " + "--claim " + statement.id + ")";
  } else {
    out.verdict = Verdict::holds;
    out.why = "every fair reading holds: " + list_text(held);
  }
  return out;
}

}  // namespace redcheck
