#include "verifier/verifier.hpp"

#include "claims/report_format.hpp"
#include "claims/run_claims.hpp"
#include "cli/command_line.hpp"
#include "cli/command_options.hpp"
#include "output/progress.hpp"

#include <iostream>
#include <memory>
#include <set>

namespace redcheck {

namespace {

// The contexts of the models whose claims are selected, each from its own
// domain options. A domain option of a model none of whose claims is
// selected is refused: it would check nothing it names.
std::map<std::string, std::unique_ptr<ClaimContext>> make_contexts(
    const ModelRegistry& registry, const std::vector<const Claim*>& claims,
    const OptionValues& given) {
  std::set<std::string> involved;
  for (const Claim* c : claims) involved.insert(c->model);
  std::map<std::string, std::unique_ptr<ClaimContext>> contexts;
  for (const auto& model : registry.models()) {
    OptionValues own;
    for (const auto& option : model->domain_options()) {
      if (const std::string* value = given.find(option.flag)) {
        if (!involved.count(model->name())) {
          throw InputError(option.flag + " sets the domain of the " + model->name() +
                           " model's claims, and none of them is selected");
        }
        own.set(option.flag, *value);
      }
    }
    if (involved.count(model->name())) contexts[model->name()] = model->claim_context(own);
  }
  return contexts;
}

int check(const ModelRegistry& registry, const std::vector<std::string>& ids,
          const OptionValues& given, bool json) {
  const auto selected = registry.select_claims(ids);
  const auto owned = make_contexts(registry, selected, given);
  ClaimContexts contexts;
  for (const auto& [model, context] : owned) contexts[model] = context.get();
  Progress progress("claims checked", selected.size());
  std::size_t started = 0;
  const auto runs = run_claims(selected, contexts, [&](const Claim& claim) {
    if (started++ > 0) progress.advance();  // the previous claim is done
    progress.set_current(claim.id);
  });
  progress.advance();
  progress.finish();
  if (json) {
    std::cout << runs_json(runs, contexts).dump(2) << "\n";
  } else {
    std::cout << runs_text(runs, contexts);
  }
  for (const auto& run : runs) {
    if (run.internal_error) std::cerr << "verifier: " << run.claim->id << ": internal error\n";
  }
  for (const auto& run : runs) {
    if (!run.as_expected() || run.internal_error) return 1;
  }
  return 0;
}

}  // namespace

int verifier_main(int argc, char** argv, const ModelRegistry& registry) {
  CLI::App app{"verifier: exact checks of published claims about reduction schedules"};
  app.name("verifier");
  app.require_subcommand(1);

  bool list_json = false;
  auto* list = app.add_subcommand("list", "List every registered claim with its source");
  list->add_flag("--json", list_json, "JSON on stdout");

  std::vector<std::string> ids;
  bool check_json = false;
  auto* chk =
      app.add_subcommand("check", "Check claims on a domain; exit 1 if an outcome is unexpected");
  chk->add_option("--claim", ids, "Claim id (repeatable); default: every claim");
  chk->add_flag("--json", check_json, "JSON on stdout");
  CommandOptions domain(chk);
  for (const auto& m : registry.models()) {
    domain.add(m->domain_options(), "domain of the " + m->name() + " model's claims");
  }

  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  return run_reporting_errors("verifier", [&] {
    if (*list) {
      std::vector<Claim> claims = registry.claims();
      if (list_json) {
        std::cout << claim_list_json(claims).dump(2) << "\n";
      } else {
        std::cout << claim_list_text(claims);
      }
      return 0;
    }
    return check(registry, ids, domain.given(), check_json);
  });
}

}  // namespace redcheck
