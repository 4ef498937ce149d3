#include "verifier/verifier.hpp"

#include "claims/claims_file.hpp"
#include "claims/fuzz_report.hpp"
#include "claims/junit_report.hpp"
#include "claims/report_format.hpp"
#include "claims/run_claims.hpp"
#include "cli/arguments.hpp"
#include "models/builder_claims.hpp"
#include "output/atomic_file.hpp"
#include "output/progress.hpp"
#include "verifier/kept_examples.hpp"
#include "verifier/report_pages.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <set>

namespace redcheck {

namespace {

// The contexts of the models whose claims are selected, each from its own
// domain options. A domain option of a model none of whose claims is
// selected is refused: it would check nothing it names.
// `fuzz_size`: the contexts of verifier fuzz (Model::fuzz_context), with
// this --max-size (0: the models' defaults).
std::map<std::string, std::unique_ptr<ClaimContext>> make_contexts(
    const ModelRegistry& registry, const std::vector<const Claim*>& claims,
    const OptionValues& given, std::optional<int> fuzz_size = std::nullopt) {
  std::set<std::string> involved, built_in;
  for (const Claim* c : claims) {
    involved.insert(c->model);
    if (c->claims_file.empty()) built_in.insert(c->model);
  }
  std::map<std::string, std::unique_ptr<ClaimContext>> contexts;
  for (const auto& model : registry.models()) {
    OptionValues own;
    for (const auto& option : model->domain_options()) {
      if (const std::string* value = given.find(option.flag)) {
        if (!involved.count(model->name())) {
          throw InputError(option.flag + " sets the domain of the " + model->name() +
                           " model's claims, and none of them is selected");
        }
        if (!built_in.count(model->name())) {
          throw InputError(option.flag + " sets the domain of the " + model->name() +
                           " model's built-in claims, and none of them is selected: the "
                           "domain of a claim from a claims file is the file's \"domain\"");
        }
        own.set(option.flag, *value);
      }
    }
    if (involved.count(model->name())) {
      contexts[model->name()] =
          fuzz_size ? model->fuzz_context(own, *fuzz_size) : model->claim_context(own);
    }
  }
  return contexts;
}

// The selected claims run in their models' contexts (kept for the report),
// with progress on stderr; fuzzed when `fuzz` is given (contexts of
// Model::fuzz_context with its --max-size).
struct SelectedRuns {
  std::map<std::string, std::unique_ptr<ClaimContext>> owned;
  ClaimContexts contexts;
  std::vector<ClaimRun> runs;
};

SelectedRuns run_selected(const ModelRegistry& registry, const std::vector<std::string>& ids,
                          const OptionValues& given, const FuzzRequest* fuzz) {
  SelectedRuns out;
  const auto selected = registry.select_claims(ids);
  out.owned = make_contexts(registry, selected, given,
                            fuzz ? std::optional<int>(fuzz->max_size) : std::nullopt);
  for (const auto& [model, context] : out.owned) out.contexts[model] = context.get();
  Progress progress(fuzz ? "claims fuzzed" : "claims checked", selected.size());
  ClaimRunHooks hooks;
  hooks.started = [&](const Claim& claim) { progress.set_current(claim.id); };
  hooks.finished = [&](const ClaimRun&) { progress.advance(); };
  out.runs = run_claims(selected, out.contexts, hooks,
                        fuzz ? std::optional<FuzzSettings>(fuzz->settings) : std::nullopt);
  progress.finish();
  return out;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The registry with the claims of --claims-file added to their models, and
// the ids to run: those given, else the file's claims.
struct WithFileClaims {
  ModelRegistry registry;
  std::vector<std::string> ids;
};

WithFileClaims with_file_claims(const ModelRegistry& registry, std::vector<std::string> ids,
                                const std::string& file, bool enumerate,
                                const std::string& at = "") {
  WithFileClaims out{registry, std::move(ids)};
  if (!at.empty() && (file.empty() || out.ids.size() != 1)) {
    throw InputError("--at '" + at +
                     "' is one point of one claim of a claims file: give --claims-file F and "
                     "one --claim ID of it");
  }
  if (file.empty()) return out;
  std::optional<ClaimPoint> point;
  if (!at.empty()) point = parse_claim_point(out.ids.front(), at);
  // At one point, the other claims of the file are not run: their domains
  // need not be enumerable.
  const std::set<std::string> selected(out.ids.begin(), out.ids.end());
  const std::vector<Claim> claims =
      read_claims_file(file, enumerate && !point, point ? &*point : nullptr, &selected);
  std::set<std::string> built_in, taken;
  for (const auto& c : registry.claims()) built_in.insert(c.id);
  for (const auto& st : registry.statements()) built_in.insert(st->id);
  for (const auto& c : claims) {
    if (built_in.count(c.id) || !taken.insert(c.id).second) {
      throw InputError("--claims-file " + file + ": the claim id '" + c.id +
                       "' is taken (by a built-in claim or statement, or an earlier claim of "
                       "the file)");
    }
  }
  for (const auto& c : claims) {
    if (built_in.count(c.reads->id)) {
      throw InputError("--claims-file " + file + ": the statement id '" + c.reads->id +
                       "' is taken (by a built-in statement or claim)");
    }
  }
  const bool all_of_file = out.ids.empty();
  // Claims by model, in the file's order: those of one statement together.
  std::vector<std::string> models;
  for (const auto& c : claims) {
    if (std::find(models.begin(), models.end(), c.model) == models.end()) models.push_back(c.model);
  }
  for (const auto& model : models) {
    std::vector<Claim> of_model;
    for (const auto& c : claims) {
      if (c.model == model) of_model.push_back(c);
    }
    out.registry.add_claims(model, std::move(of_model));
  }
  if (all_of_file) {
    for (const auto& c : claims) out.ids.push_back(c.id);
  }
  return out;
}

// The registry with the builders' claims added (models/builder_claims.hpp)
// when --model is given or a builder claim's id is asked for (a replay), and
// the ids to run: those given, and the builders' claims of --model.
WithFileClaims with_builder_claims(WithFileClaims in, const FuzzArguments& a, int max_size) {
  if (!a.algorithm.empty() && (a.model.empty() || a.model == "all")) {
    throw InputError("--algorithm " + a.algorithm +
                     " names a builder of one model: give that model with --model");
  }
  const bool asked = std::any_of(in.ids.begin(), in.ids.end(),
                                 [](const std::string& id) { return is_builder_claim_id(id); });
  if (a.model.empty() && !asked) return in;
  std::vector<const Model*> chosen;
  if (a.model == "all") {
    for (const auto& m : in.registry.models()) chosen.push_back(m.get());
  } else if (!a.model.empty()) {
    chosen.push_back(in.registry.find(a.model).model);
  }
  for (const auto& m : in.registry.models()) {
    if (std::find(chosen.begin(), chosen.end(), m.get()) != chosen.end()) {
      refuse_fuzz_size(*m, max_size);
      for (const Claim& c : builder_claims(*m, a.algorithm, max_size)) {
        if (std::find(in.ids.begin(), in.ids.end(), c.id) == in.ids.end()) in.ids.push_back(c.id);
      }
    }
    // Every builder's claim, so that a replay by id finds it.
    in.registry.add_claims(m->name(), builder_claims(*m, "", max_size), StatementOrigin::toolkit);
  }
  return in;
}

// The same path for two outputs, or an output on top of an input, loses
// one of them: refused before any work. Paths are compared as the file
// system resolves them (./a.xml and a.xml are one file).
std::vector<CreatedDirectoryGuard> check_outputs(const Invocation& invocation) {
  namespace fs = std::filesystem;
  const auto resolved = [](const std::string& path) {
    std::error_code error;
    const fs::path out = fs::weakly_canonical(fs::absolute(path), error);
    return error ? fs::absolute(path).lexically_normal() : out;
  };
  std::vector<std::pair<std::string, std::string>> outputs;  // option, path
  if (!invocation.html.empty()) outputs.emplace_back("--html", invocation.html);
  if (!invocation.junit.empty()) outputs.emplace_back("--junit", invocation.junit);
  for (std::size_t a = 0; a < outputs.size(); ++a) {
    for (std::size_t b = a + 1; b < outputs.size(); ++b) {
      if (resolved(outputs[a].second) == resolved(outputs[b].second)) {
        throw InputError(outputs[a].first + " " + outputs[a].second + " and " + outputs[b].first +
                         " " + outputs[b].second +
                         " are one file: one report would be lost; give each its own path");
      }
    }
    if (!invocation.claims_file.empty() &&
        resolved(outputs[a].second) == resolved(invocation.claims_file)) {
      throw InputError(outputs[a].first + " " + outputs[a].second +
                       " is the --claims-file: the report would overwrite its input; give "
                       "another path");
    }
    if (!invocation.examples.empty()) {
      const fs::path examples = resolved(invocation.examples);
      const fs::path report = resolved(outputs[a].second);
      if (report == examples || report.parent_path() == examples) {
        throw InputError(outputs[a].first + " " + outputs[a].second +
                         " is in the --examples directory " + invocation.examples +
                         ", whose files are kept examples; give a path outside it");
      }
    }
  }
  // A run refused after this leaves no empty directory made for a report.
  std::vector<CreatedDirectoryGuard> guards;
  for (const auto& [option, path] : outputs)
    guards.emplace_back(check_output_file(path), "no report was written");
  return guards;
}

}  // namespace

ClaimsOutcome check_claims(const ModelRegistry& builtin, const std::vector<std::string>& given_ids,
                           const OptionValues& given, const Invocation& invocation) {
  const auto report_guards = check_outputs(invocation);
  const auto start = std::chrono::steady_clock::now();
  const auto [registry, ids] =
      with_file_claims(builtin, given_ids, invocation.claims_file, true, invocation.at);
  const SelectedRuns done = run_selected(registry, ids, given, nullptr);
  const auto& runs = done.runs;
  const auto& contexts = done.contexts;
  if (!invocation.html.empty()) {
    write_file_atomically(
        invocation.html,
        claims_html(check_page(runs, contexts, invocation.command, seconds_since(start)), runs,
                    contexts, registry));
  }
  if (!invocation.junit.empty()) {
    write_file_atomically(invocation.junit, junit_xml(runs, "verifier check"));
  }
  ClaimsOutcome out;
  out.json = runs_json(runs, contexts);
  out.text = runs_text(runs, contexts);
  for (const auto& run : runs) {
    if (run.internal_error) out.internal_errors.push_back(run.claim->id);
    if (!run.as_expected() || run.internal_error) out.status = 1;
  }
  return out;
}

namespace {

// The domain options given, as they are typed ("--n-max 20 --costs 0,1").
std::string arguments_text(const OptionValues& given) {
  std::string out;
  for (const auto& flag : given.flags()) {
    out += (out.empty() ? "" : " ") + flag;
    if (const std::string* value = given.find(flag); value && !value->empty()) {
      out += " " + *value;
    }
  }
  return out;
}

}  // namespace

ClaimsOutcome fuzz_claims(const ModelRegistry& builtin, const FuzzArguments& a,
                          const OptionValues& given, const Invocation& invocation) {
  const auto report_guards = check_outputs(invocation);
  // A run refused after this (a bad --runs, an unknown claim) or stopped
  // before it keeps an example leaves no empty directory it made.
  const CreatedDirectoryGuard examples_guard(
      invocation.examples.empty() ? CreatedDirectories{}
                                  : check_output_directory(invocation.examples, "--examples"),
      "no example was kept");
  const auto start = std::chrono::steady_clock::now();
  FuzzRequest request;
  if (!a.max_size.empty()) {
    request.max_size = static_cast<int>(parse_integer(a.max_size, "--max-size", 1, 1 << 20));
  }
  auto [registry, ids] = with_builder_claims(
      with_file_claims(builtin, a.ids, invocation.claims_file, false), a, request.max_size);
  request.runs_given = !a.runs.empty();
  if (request.runs_given) {
    request.settings.runs = static_cast<std::uint64_t>(
        parse_integer(a.runs, "--runs (draws per search)", 1, 1'000'000'000));
  }
  if (!a.budget.empty()) {
    const auto refuse = [&] {
      return InputError("--time-budget " + a.budget +
                        ": the budget is in seconds, more than 0 and at most 86400");
    };
    if (a.budget.find('-') != std::string::npos) throw refuse();  // negative
    const Time budget = parse_cost(a.budget, "--time-budget");
    if (budget <= 0 || budget > 86400) {
      throw refuse();
    }
    request.settings.budget_seconds = to_double(budget);
    if (!request.runs_given) request.settings.runs = std::uint64_t{1} << 62;  // the budget decides
  }
  request.settings.seed = a.seed.empty() ? std::random_device{}() & 0xffffffffu
                                         : static_cast<std::uint64_t>(parse_integer(
                                               a.seed, "--seed", 0, 4'000'000'000'000'000'000));
  request.domain_arguments = arguments_text(given);
  if (!invocation.claims_file.empty()) {
    request.domain_arguments += (request.domain_arguments.empty() ? "" : " ") +
                                std::string("--claims-file ") + invocation.claims_file;
  }
  // Kept examples first, each claim under the seed that found it; the claims
  // whose counterexample they find again are done, the others fuzzed as asked.
  std::vector<const Claim*> selected = registry.select_claims(ids);
  std::vector<std::string> selected_ids;
  for (const Claim* c : selected) selected_ids.push_back(c->id);
  std::vector<std::string> skipped;
  const auto kept = invocation.examples.empty()
                        ? std::map<std::string, KeptExample>{}
                        : read_kept_examples(invocation.examples, selected_ids, request, skipped);
  std::vector<SelectedRuns> passes;
  std::map<std::string, ClaimRun> found_again;
  for (const auto& [id, example] : kept) {
    FuzzRequest replay = request;
    replay.settings.seed = example.seed;
    replay.settings.runs = example.runs;
    replay.settings.budget_seconds = 0;
    passes.push_back(run_selected(registry, {id}, given, &replay));
    for (ClaimRun& run : passes.back().runs) {
      if (run.report.counterexample && run.report.found_by_fuzzing) {
        run.report.notes.push_back("found again from the example kept in " + invocation.examples);
        request.seed_of_claim[id] = example.seed;
        found_again[id] = run;
      }
    }
  }
  std::vector<std::string> rest;
  for (const auto& id : selected_ids) {
    if (!found_again.count(id)) rest.push_back(id);
  }
  if (!rest.empty()) passes.push_back(run_selected(registry, rest, given, &request));
  std::vector<ClaimRun> runs;
  ClaimContexts contexts;
  for (const SelectedRuns& pass : passes) {
    for (const auto& [model, context] : pass.contexts) contexts.emplace(model, context);
  }
  for (const std::string& id : selected_ids) {
    if (const auto again = found_again.find(id); again != found_again.end()) {
      runs.push_back(again->second);
      continue;
    }
    for (const ClaimRun& run : passes.back().runs) {
      if (run.claim->id == id) runs.push_back(run);
    }
  }
  for (const auto& [model, context] : contexts) {
    for (const auto& cap : context->size_caps) request.size_caps.push_back(cap);
  }
  if (!invocation.examples.empty()) keep_examples(invocation.examples, runs, request);
  if (!invocation.html.empty()) {
    HtmlReport page = fuzz_page(runs, request, invocation.command, seconds_since(start));
    for (const auto& line : skipped) page.summary.emplace_back("kept example skipped", line);
    write_file_atomically(invocation.html, claims_html(page, runs, contexts, registry));
  }
  if (!invocation.junit.empty()) {
    write_file_atomically(invocation.junit, junit_xml(runs, "verifier fuzz", &request));
  }
  ClaimsOutcome out;
  out.json = fuzz_json(runs, request);
  out.json["skipped_examples"] = skipped;
  out.text = fuzz_text(runs, request);
  for (const auto& line : skipped) out.text += "note: " + line + "\n";
  // Every check stops at the end of the budget (a draw at its claim's
  // share), but only where it next looks at the clock: say so when the run
  // went beyond the budget by more than a tenth.
  const double took = seconds_since(start);
  out.json["summary"]["seconds"] = took;
  const auto in_seconds = [](double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g s", value);
    return std::string(text);
  };
  const double budget = request.settings.budget_seconds;
  if (budget > 0 && took > 1.1 * budget) {
    const std::string note =
        "the run took " + in_seconds(took) + ", beyond its time budget of " + in_seconds(budget) +
        ": a check stops at the end of the budget only where it next looks at the clock, and "
        "the reports are written after it";
    out.json["summary"]["over_budget"] = note;
    out.text += "note: " + note + "\n";
  }
  for (const auto& run : runs) {
    if (is_finding(run)) out.status = 1;
  }
  return out;
}

}  // namespace redcheck
