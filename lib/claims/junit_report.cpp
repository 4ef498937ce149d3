#include "claims/junit_report.hpp"

#include "claims/statement_runs.hpp"
#include "output/svg_text.hpp"

#include <cstdio>
#include <map>

namespace redcheck {

namespace {

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", seconds);
  return text;
}

// What a claim's run found, in lines: counterexample, replays, notes.
std::string details(const ClaimRun& run, const FuzzRequest* fuzz) {
  const ClaimReport& r = run.report;
  std::string out = "outcome: " + to_string(r.outcome) + " (expected " +
                    to_string(run.claim->expected) + ")\ncovered: " + r.covered + "\n";
  if (r.counterexample) {
    out += "counterexample: " + r.counterexample->summary + "\n";
    out += "replay: " + r.counterexample->replay + "\n";
    if (fuzz && r.found_by_fuzzing) out += "found again by: " + fuzz_replay(run, *fuzz) + "\n";
  }
  for (const auto& note : r.notes) out += "note: " + note + "\n";
  return out;
}

// What fuzzing drew, as the test case's properties (as pytest writes them).
std::string coverage_properties(const Coverage& c) {
  std::string out = "      <properties>\n";
  const auto property = [&](const std::string& name, const std::string& value) {
    out += "        <property name=\"" + xml_escape(name) + "\" value=\"" + xml_escape(value) +
           "\"/>\n";
  };
  for (const VariableCoverage& v : c.variables) {
    property("drawn." + v.name + ".lowest", to_string(v.lowest));
    property("drawn." + v.name + ".highest", to_string(v.highest));
    property("drawn." + v.name + ".distinct", std::to_string(v.distinct));
    if (v.first && v.last)
      property("drawn." + v.name + ".range", to_string(*v.first) + ".." + to_string(*v.last));
  }
  property("drawn.distinct_points", std::to_string(c.distinct_points));
  if (c.domain_points) property("drawn.domain_points", std::to_string(*c.domain_points));
  return out + "      </properties>\n";
}

}  // namespace

std::string junit_xml(const std::vector<ClaimRun>& runs, const std::string& title,
                      const FuzzRequest* fuzz) {
  struct Suite {
    std::string cases;
    int tests = 0, failures = 0, errors = 0;
    double seconds = 0;
  };
  std::map<std::string, Suite> suites;  // by model
  int failures = 0, errors = 0;
  double seconds = 0;
  // Each claim is a test case of its statement (classname), whose verdict
  // (verifier check) heads its output.
  std::map<const Statement*, std::string> statement_line;
  for (const StatementRuns& st : statements_of(runs)) {
    statement_line[st.statement] =
        "statement " + st.statement->id + (fuzz ? "" : ": " + to_string(st.verdict.verdict)) + "\n";
  }
  for (const ClaimRun& run : runs) {
    Suite& suite = suites[run.claim->model];
    const bool failed =
        fuzz ? is_finding(run) && !run.internal_error : !run.as_expected() && !run.internal_error;
    std::string testcase = "    <testcase classname=\"" + xml_escape(run.claim->reads->id) +
                           "\" name=\"" + xml_escape(run.claim->id) + "\" time=\"" +
                           seconds_text(run.seconds) + "\">\n";
    const std::string text = statement_line[run.claim->reads.get()] +
                             "reading: " + to_string(run.claim->as_reading().kind) + "\n" +
                             details(run, fuzz);
    if (fuzz && run.cut) {
      testcase += "      <skipped message=\"" + xml_escape(run.report.covered) + "\"/>\n";
    } else if (fuzz && unreached(run)) {
      testcase += "      <skipped message=\"its share of the time budget ended before a draw\"/>\n";
    } else if (fuzz && counterexample_unreached(run)) {
      testcase +=
          "      <skipped message=\"its share of the time budget ended before a "
          "counterexample\"/>\n";
    } else if (run.internal_error) {
      testcase += "      <error message=\"internal error\" type=\"internal error\">" +
                  xml_escape(text) + "</error>\n";
    } else if (failed) {
      const std::string message = "outcome " + to_string(run.report.outcome) + ", expected " +
                                  to_string(run.claim->expected);
      testcase += "      <failure message=\"" + xml_escape(message) +
                  "\" type=\"unexpected outcome\">" + xml_escape(text) + "</failure>\n";
    }
    if (run.coverage) testcase += coverage_properties(*run.coverage);
    testcase += "      <system-out>" + xml_escape(run.claim->source + "\n" + text) +
                "</system-out>\n    </testcase>\n";
    suite.cases += testcase;
    ++suite.tests;
    suite.failures += failed;
    suite.errors += run.internal_error;
    suite.seconds += run.seconds;
    failures += failed;
    errors += run.internal_error;
    seconds += run.seconds;
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"" +
                    xml_escape(title) + "\" tests=\"" + std::to_string(runs.size()) +
                    "\" failures=\"" + std::to_string(failures) + "\" errors=\"" +
                    std::to_string(errors) + "\" time=\"" + seconds_text(seconds) + "\">\n";
  for (const auto& [model, suite] : suites) {
    out += "  <testsuite name=\"" + xml_escape(title + ": " + model) + "\" tests=\"" +
           std::to_string(suite.tests) + "\" failures=\"" + std::to_string(suite.failures) +
           "\" errors=\"" + std::to_string(suite.errors) + "\" time=\"" +
           seconds_text(suite.seconds) + "\">\n" + suite.cases + "  </testsuite>\n";
  }
  return out + "</testsuites>\n";
}

}  // namespace redcheck
