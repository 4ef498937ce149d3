#include "verifier/report_pages.hpp"

#include "claims/report_format.hpp"

#include <cstdio>

namespace redcheck {

namespace {

HtmlFields fields_of(const nlohmann::json& summary) {
  HtmlFields out;
  for (const auto& [key, value] : summary.items()) {
    std::string label = key;
    for (char& ch : label) ch = ch == '_' ? ' ' : ch;
    out.emplace_back(label, value.is_string() ? value.get<std::string>() : value.dump());
  }
  return out;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f s", seconds);
  return text;
}

}  // namespace

HtmlReport check_page(const std::vector<ClaimRun>& runs, const ClaimContexts& contexts,
                      const std::string& command, double seconds) {
  HtmlReport page;
  page.title = "verifier check";
  page.command = command;
  page.statement_verdicts = true;
  page.summary = {{"claims", std::to_string(runs.size())}};
  for (auto& f : fields_of(runs_json(runs, contexts)["summary"])) page.summary.push_back(f);
  page.summary.emplace_back("wall-clock time", seconds_text(seconds));
  page.verdict = [](const ClaimRun& run) -> std::pair<std::string, bool> {
    if (run.internal_error) return {"INTERNAL ERROR", true};
    if (!run.as_expected()) return {"UNEXPECTED", true};
    return {"as expected", false};
  };
  return page;
}

HtmlReport fuzz_page(const std::vector<ClaimRun>& runs, const FuzzRequest& request,
                     const std::string& command, double seconds) {
  HtmlReport page;
  page.title = "verifier fuzz";
  page.command = command;
  page.summary = {{"seed", std::to_string(request.settings.seed)}};
  if (request.settings.budget_seconds > 0) {
    page.summary.emplace_back("time budget", seconds_text(request.settings.budget_seconds));
  }
  for (auto& f : fields_of(fuzz_json(runs, request)["summary"])) page.summary.push_back(f);
  for (const auto& cap : request.size_caps) page.summary.emplace_back("size cap", cap);
  page.summary.emplace_back("wall-clock time", seconds_text(seconds));
  page.verdict = [](const ClaimRun& run) -> std::pair<std::string, bool> {
    if (is_finding(run)) return {run.internal_error ? "INTERNAL ERROR" : "FINDING", true};
    if (run.cut) return {"not finished: " + run.report.covered, false};
    if (unreached(run)) return {"not checked: its share of the time budget ended", false};
    if (counterexample_unreached(run))
      return {"not reached: no counterexample in its share", false};
    return {"as expected", false};
  };
  page.details = [request](const ClaimRun& run) {
    HtmlFields out;
    out.emplace_back("fuzzed", run.fuzzed ? "yes, seed " + std::to_string(run.fuzz_seed)
                               : run.cut  ? "no: the time budget ended"
                                          : "no: its instances are fixed");
    if (run.fuzzed) out.emplace_back("instances drawn", std::to_string(run.instances));
    if (const auto& found = run.report.found_by_fuzzing) {
      out.emplace_back("found", "at draw " + std::to_string(found->draw) + ", shrunk in " +
                                    std::to_string(found->shrink_steps) + " steps");
      out.emplace_back("found again by", fuzz_replay(run, request));
    }
    return out;
  };
  return page;
}

}  // namespace redcheck
