// The one rule that turns readings' outcomes into a statement's verdict
// (claims/statement_verdict.hpp): fair readings decide, stricter and
// corrected ones are findings, a finite search never refutes an existential,
// points outside the assumptions never make a statement false.

#include "claims/statement_verdict.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace redcheck;

namespace {

struct VerdictCase {
  Statement statement;
  std::map<std::string, Outcome> outcomes;  ///< readings that ran

  StatementVerdict verdict() const {
    std::map<std::string, ClaimReport> reports;
    for (const auto& [id, outcome] : outcomes) {
      reports[id].outcome = outcome;
      reports[id].covered = "the domain of " + id;
      if (outcome == Outcome::refuted) {
        reports[id].counterexample = Counterexample{"a counterexample of " + id, {}, "replay"};
      }
    }
    return statement_verdict(statement, [&](const std::string& id) -> const ClaimReport* {
      const auto it = reports.find(id);
      return it == reports.end() ? nullptr : &it->second;
    });
  }
};

Statement of(std::vector<Reading> readings, StatementForm form = StatementForm::for_all) {
  Statement s;
  s.id = "paper:place";
  s.form = form;
  s.readings = std::move(readings);
  return s;
}

}  // namespace

TEST_CASE("a statement is false only when every fair reading inside its assumptions fails") {
  const Statement s = of({literal("a"), as_computed("b", "its formulas")});
  CHECK(VerdictCase{s, {{"a", Outcome::refuted}, {"b", Outcome::refuted}}}.verdict().verdict ==
        Verdict::false_as_printed);
  CHECK(VerdictCase{s, {{"a", Outcome::refuted}, {"b", Outcome::holds}}}.verdict().verdict ==
        Verdict::depends_on_reading);
  CHECK(VerdictCase{s, {{"a", Outcome::holds}, {"b", Outcome::holds}}}.verdict().verdict ==
        Verdict::holds);
  // Undecided: no verdict but "depends" when one holds and one fails.
  CHECK(VerdictCase{s, {{"a", Outcome::refuted}, {"b", Outcome::undecided}}}.verdict().verdict ==
        Verdict::not_decided);
  CHECK(VerdictCase{s, {{"a", Outcome::holds}, {"b", Outcome::undecided}}}.verdict().verdict ==
        Verdict::not_decided);
}

TEST_CASE("a stricter or corrected reading never decides, and is reported as a finding") {
  const Statement s =
      of({literal("a"), stricter("strict", "asks more"), corrected("fixed", "repaired")});
  const StatementVerdict holds = VerdictCase{
      s,
      {{"a", Outcome::holds},
       {"strict", Outcome::refuted},
       {"fixed", Outcome::holds}}}.verdict();
  CHECK(holds.verdict == Verdict::holds);
  REQUIRE(holds.findings.size() == 2);
  CHECK(holds.findings[0].find("strict (stricter) fails, a finding of its own: a counterexample "
                               "of strict") == 0);
  CHECK(holds.findings[1] == "fixed (corrected) holds");
  const StatementVerdict fails = VerdictCase{
      s,
      {{"a", Outcome::refuted},
       {"strict", Outcome::refuted},
       {"fixed", Outcome::holds}}}.verdict();
  CHECK(fails.verdict == Verdict::false_as_printed);
  // Only stricter readings: nothing decides.
  CHECK(
      VerdictCase{of({stricter("strict", "")}), {{"strict", Outcome::refuted}}}.verdict().verdict ==
      Verdict::not_decided);
}

TEST_CASE("a failure at points the assumptions exclude is not the statement's") {
  const Statement s =
      of({literal("inside"), beyond_assumptions(literal("with the excluded points"))});
  const StatementVerdict v =
      VerdictCase{s, {{"inside", Outcome::holds}, {"with the excluded points", Outcome::refuted}}}
          .verdict();
  CHECK(v.verdict == Verdict::false_at_excluded_points);
  REQUIRE(v.findings.size() == 1);
  CHECK(v.findings[0].find("fails at a point the assumptions exclude") != std::string::npos);
  CHECK(
      VerdictCase{s, {{"inside", Outcome::refuted}, {"with the excluded points", Outcome::refuted}}}
          .verdict()
          .verdict == Verdict::false_as_printed);
  CHECK(VerdictCase{s, {{"inside", Outcome::holds}, {"with the excluded points", Outcome::holds}}}
            .verdict()
            .verdict == Verdict::holds);
  // Not run: the readings inside decide "false" alone, never "holds".
  CHECK(VerdictCase{s, {{"inside", Outcome::refuted}}}.verdict().verdict ==
        Verdict::false_as_printed);
  CHECK(VerdictCase{s, {{"inside", Outcome::holds}}}.verdict().verdict == Verdict::not_decided);
  // A reading beyond the assumptions alone decides nothing.
  CHECK(VerdictCase{of({beyond_assumptions(literal("x"))}), {{"x", Outcome::refuted}}}
            .verdict()
            .verdict == Verdict::not_decided);
}

TEST_CASE("an existential statement is witnessed, never refuted by a finite search") {
  const Statement s = of({literal("search")}, StatementForm::exists);
  CHECK(VerdictCase{s, {{"search", Outcome::holds}}}.verdict().verdict == Verdict::witnessed);
  CHECK(VerdictCase{s, {{"search", Outcome::undecided}}}.verdict().verdict == Verdict::no_witness);
  // Even a reading that says "refuted" only found no witness.
  const StatementVerdict v = VerdictCase{s, {{"search", Outcome::refuted}}}.verdict();
  CHECK(v.verdict == Verdict::no_witness);
  REQUIRE(v.findings.size() == 1);
  CHECK(v.findings[0].find("does not refute an existential statement") != std::string::npos);
}

TEST_CASE("a definition gets no verdict, and an approximate statement is judged as a for-all one") {
  CHECK(VerdictCase{of({stricter("x", "")}, StatementForm::definition), {{"x", Outcome::refuted}}}
            .verdict()
            .verdict == Verdict::not_decided);
  CHECK(VerdictCase{of({literal("x")}, StatementForm::approximate), {{"x", Outcome::refuted}}}
            .verdict()
            .verdict == Verdict::false_as_printed);
}

TEST_CASE("a fair reading that did not run leaves the verdict open, unless run on request") {
  const Statement s = of({literal("a"), literal("b")});
  const StatementVerdict v = VerdictCase{s, {{"a", Outcome::refuted}}}.verdict();
  CHECK(v.verdict == Verdict::not_decided);
  CHECK(v.why.find("--claim paper:place") != std::string::npos);
  Statement on_request = s;
  on_request.readings[1].on_request = true;
  CHECK(VerdictCase{on_request, {{"a", Outcome::refuted}}}.verdict().verdict ==
        Verdict::false_as_printed);
}

TEST_CASE("verdicts and kinds read back from their names") {
  for (ReadingKind k : {ReadingKind::as_computed, ReadingKind::literal, ReadingKind::stricter,
                        ReadingKind::corrected}) {
    CHECK(reading_kind_named(to_string(k)) == k);
  }
  for (StatementForm f : {StatementForm::for_all, StatementForm::exists, StatementForm::approximate,
                          StatementForm::definition}) {
    CHECK(statement_form_named(to_string(f)) == f);
  }
  CHECK(all_verdicts().size() == 7);
  CHECK(to_string(Verdict::false_as_printed) == "false");
  CHECK(to_string(Verdict::no_witness) == "no witness on the domain");
}
