#include "claims/html_report.hpp"

#include "claims/statement_runs.hpp"
#include "models/replay_chart.hpp"
#include "output/histogram_svg.hpp"
#include "output/svg_text.hpp"

#include <algorithm>
#include <cctype>

namespace redcheck {

namespace {

// Kept short and plain: the page must read well printed and in any browser.
const char* const style = R"(
body { font-family: sans-serif; margin: 2em auto; max-width: 72em; color: #222; line-height: 1.4; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 2em; border-top: 1px solid #ccc; padding-top: 1em; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
dl { display: grid; grid-template-columns: 11em 1fr; gap: 0.3em 1em; }
dt { font-weight: bold; } dd { margin: 0; }
pre { background: #f6f6f6; padding: 0.6em; overflow-x: auto; white-space: pre-wrap; }
.flagged { color: #b00020; font-weight: bold; } .fine { color: #1b5e20; }
.refuted { color: #8a4b00; font-weight: bold; }
.chart { overflow-x: auto; margin: 1em 0; }
)";

std::string outcome_html(Outcome outcome) {
  const std::string text = to_string(outcome);
  return outcome == Outcome::refuted ? "<span class=\"refuted\">" + text + "</span>" : text;
}

std::string verdict_html(const std::pair<std::string, bool>& verdict) {
  return std::string("<span class=\"") + (verdict.second ? "flagged" : "fine") + "\">" +
         xml_escape(verdict.first) + "</span>";
}

std::string anchor_of(const std::string& prefix, const std::string& id) {
  std::string out = prefix;
  for (char ch : id) out += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
  return out;
}

std::string anchor(const Claim& claim) {
  return anchor_of("claim-", claim.id);
}

std::string statement_anchor(const Statement& statement) {
  return anchor_of("statement-", statement.id);
}

std::string statement_verdict_html(const StatementVerdict& v) {
  const bool flagged =
      v.verdict == Verdict::false_as_printed || v.verdict == Verdict::depends_on_reading;
  return std::string("<span class=\"") + (flagged ? "refuted" : "fine") + "\">" +
         xml_escape(to_string(v.verdict)) + "</span>";
}

std::string field(const std::string& label, const std::string& html) {
  return "<dt>" + xml_escape(label) + "</dt><dd>" + html + "</dd>\n";
}

std::string counterexample_html(const Counterexample& found, const ModelRegistry& registry) {
  std::string out = "<h3>Counterexample</h3>\n<dl>\n";
  out += field("summary", xml_escape(found.summary));
  out += field("instance", "<pre>" + xml_escape(found.instance.dump(2)) + "</pre>");
  out += field("replay", "<pre><code>" + xml_escape(found.replay) + "</code></pre>");
  out += "</dl>\n";
  // Each command of the replay that builds a schedule, drawn.
  std::vector<std::string> commands{""};
  for (char ch : found.replay) {
    if (ch == ';') {
      commands.emplace_back();
    } else {
      commands.back() += ch;
    }
  }
  for (const std::string& command : commands) {
    const ReplayChart chart = replay_chart(registry, command);
    if (chart.svg) {
      out += "<div class=\"chart\">" + *chart.svg + "</div>\n";  // the chart has its title
    } else if (command.find("enumerator schedule") != std::string::npos ||
               command.find("enumerator optimum") != std::string::npos) {
      out += "<p>No chart for <code>" + xml_escape(command) +
             "</code>: " + xml_escape(chart.why_not) + "</p>\n";
    }
  }
  return out;
}

// What fuzzing drew of each variable: its lowest and highest value, how many
// distinct, and a histogram over its range.
std::string coverage_html(const Coverage& c) {
  std::string out =
      "<h3>Drawn</h3>\n<p>" + std::to_string(c.draws) + " draws, " +
      std::to_string(c.distinct_points) + " distinct points" +
      (c.domain_points ? " of the domain's " + std::to_string(*c.domain_points) : "") +
      ".</p>\n<table>\n<tr><th>variable</th><th>range</th><th>drawn</th>"
      "<th>distinct values</th><th>draws over the range</th></tr>\n";
  for (const VariableCoverage& v : c.variables) {
    const std::string first = to_string(v.first ? *v.first : v.lowest);
    const std::string last = v.last ? to_string(*v.last) : to_string(v.highest);
    const std::string range = v.first && v.last ? first + ".." + last
                              : v.first         ? first + ".. (unbounded)"
                                                : "";
    out += "<tr><td>" + xml_escape(v.name) + "</td><td>" + xml_escape(range) + "</td><td>" +
           xml_escape(to_string(v.lowest) + ".." + to_string(v.highest)) + "</td><td>" +
           std::to_string(v.distinct) + "</td><td>" +
           histogram_svg(v.histogram, first, last,
                         "draws of " + v.name + " over " + first + ".." + last) +
           "</td></tr>\n";
  }
  return out + "</table>\n";
}

}  // namespace

std::string claims_html(const HtmlReport& report, const std::vector<ClaimRun>& runs,
                        const ClaimContexts& contexts, const ModelRegistry& registry) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
      xml_escape(report.title) + "</title>\n<style>" + style + "</style>\n</head>\n<body>\n<h1>" +
      xml_escape(report.title) + "</h1>\n";
  out += "<p>Command: <code>" + xml_escape(report.command) + "</code></p>\n";

  out += "<section id=\"summary\">\n<h2>Summary</h2>\n<table>\n";
  for (const auto& [label, text] : report.summary) {
    out += "<tr><th>" + xml_escape(label) + "</th><td>" + xml_escape(text) + "</td></tr>\n";
  }
  const std::vector<StatementRuns> statements = statements_of(runs);
  // One claim's section, under its statement's.
  const auto claim_section = [&](const ClaimRun& run) {
    const Claim& claim = *run.claim;
    std::string html = "<section id=\"" + anchor(claim) + "\" class=\"claim\">\n<h3>" +
                       xml_escape(claim.id) + "</h3>\n<dl>\n";
    html += field(
        "kind",
        xml_escape(to_string(claim.as_reading().kind)) +
            (claim.as_reading().why.empty() ? "" : ": " + xml_escape(claim.as_reading().why)));
    html += field("source", xml_escape(claim.source));
    html += field("statement", xml_escape(claim.statement));
    html += field("reading", xml_escape(claim.reading));

    html += field("expected",
                  xml_escape(to_string(claim.expected)) +
                      (claim.expected_why.empty() ? "" : ": " + xml_escape(claim.expected_why)));
    html += field("outcome", outcome_html(run.report.outcome));
    html += field("verdict", verdict_html(report.verdict(run)));
    html += field("domain covered", xml_escape(run.report.covered));
    if (report.details) {
      for (const auto& [label, text] : report.details(run)) html += field(label, xml_escape(text));
    }
    for (const auto& note : run.report.notes) html += field("note", xml_escape(note));
    html += "</dl>\n";
    if (run.coverage) html += coverage_html(*run.coverage);
    if (run.report.counterexample)
      html += counterexample_html(*run.report.counterexample, registry);
    html += "</section>\n";
    return html;
  };
  out +=
      "</table>\n<table>\n<tr><th>statement / claim</th><th>model / kind</th><th>expected</th>"
      "<th>outcome</th><th>verdict</th></tr>\n";
  for (const StatementRuns& st : statements) {
    out += "<tr><th><a href=\"#" + statement_anchor(*st.statement) + "\">" +
           xml_escape(st.statement->id) + "</a></th><th>" +
           xml_escape(to_string(st.statement->form)) + "</th><th></th><th>" +
           (report.statement_verdicts ? statement_verdict_html(st.verdict) : "") +
           "</th><th></th></tr>\n";
    for (const ClaimRun* run : st.runs) {
      out += "<tr><td>&nbsp;&nbsp;<a href=\"#" + anchor(*run->claim) + "\">" +
             xml_escape(run->claim->id) + "</a></td><td>" + xml_escape(run->claim->model) + ", " +
             xml_escape(to_string(run->claim->as_reading().kind)) + "</td><td>" +
             xml_escape(to_string(run->claim->expected)) + "</td><td>" +
             outcome_html(run->report.outcome) + "</td><td>" + verdict_html(report.verdict(*run)) +
             "</td></tr>\n";
    }
  }
  out += "</table>\n";
  // A model's domain options apply to its built-in claims only: a claims
  // file's claim has its own domain, shown with it.
  for (const auto& entry : contexts) {
    const std::string& model = entry.first;  // a name, not a binding: lambdas capture it
    const bool built_in_ran = std::any_of(runs.begin(), runs.end(), [&](const ClaimRun& run) {
      return run.claim->model == model && run.claim->claims_file.empty();
    });
    if (!built_in_ran) continue;
    out += "<p>Domain of the " + xml_escape(model) + " model's built-in claims:</p><pre>" +
           xml_escape(entry.second->domain_json().dump()) + "</pre>\n";
  }
  out += "</section>\n";

  for (const StatementRuns& st : statements) {
    const Statement& statement = *st.statement;
    out += "<section id=\"" + statement_anchor(statement) + "\" class=\"statement\">\n<h2>" +
           xml_escape(statement.id) + "</h2>\n<dl>\n";
    out += field("source", xml_escape(statement.source));
    out += field("statement", xml_escape(statement.text));
    out += field("form", xml_escape(to_string(statement.form)));
    if (!statement.tolerance.empty()) out += field("tolerance", xml_escape(statement.tolerance));
    for (const Assumption& a : statement.assumptions)
      out += field("assumption", xml_escape(a.words()));
    if (report.statement_verdicts) {
      out += field("verdict", statement_verdict_html(st.verdict));
      out += field("why", xml_escape(st.verdict.why));
      for (const auto& finding : st.verdict.findings) out += field("finding", xml_escape(finding));
    }
    if (!statement.note.empty()) out += field("note", xml_escape(statement.note));
    out += "</dl>\n</section>\n";
    for (const ClaimRun* reading : st.runs) out += claim_section(*reading);
  }
  return out + "</body>\n</html>\n";
}

}  // namespace redcheck
