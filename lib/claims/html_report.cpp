#include "claims/html_report.hpp"

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

std::string anchor(const Claim& claim) {
  std::string out = "claim-";
  for (char ch : claim.id) out += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
  return out;
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
  out +=
      "</table>\n<table>\n<tr><th>claim</th><th>model</th><th>expected</th><th>outcome</th>"
      "<th>verdict</th></tr>\n";
  for (const auto& run : runs) {
    out += "<tr><td><a href=\"#" + anchor(*run.claim) + "\">" + xml_escape(run.claim->id) +
           "</a></td><td>" + xml_escape(run.claim->model) + "</td><td>" +
           xml_escape(to_string(run.claim->expected)) + "</td><td>" +
           outcome_html(run.report.outcome) + "</td><td>" + verdict_html(report.verdict(run)) +
           "</td></tr>\n";
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

  for (const auto& run : runs) {
    const Claim& claim = *run.claim;
    out += "<section id=\"" + anchor(claim) + "\" class=\"claim\">\n<h2>" + xml_escape(claim.id) +
           "</h2>\n<dl>\n";
    out += field("source", xml_escape(claim.source));
    out += field("statement", xml_escape(claim.statement));
    out += field("reading", xml_escape(claim.reading));
    out += field("expected",
                 xml_escape(to_string(claim.expected)) +
                     (claim.expected_why.empty() ? "" : ": " + xml_escape(claim.expected_why)));
    out += field("outcome", outcome_html(run.report.outcome));
    out += field("verdict", verdict_html(report.verdict(run)));
    out += field("domain covered", xml_escape(run.report.covered));
    if (report.details) {
      for (const auto& [label, text] : report.details(run)) out += field(label, xml_escape(text));
    }
    for (const auto& note : run.report.notes) out += field("note", xml_escape(note));
    out += "</dl>\n";
    if (run.coverage) out += coverage_html(*run.coverage);
    if (run.report.counterexample) out += counterexample_html(*run.report.counterexample, registry);
    out += "</section>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace redcheck
