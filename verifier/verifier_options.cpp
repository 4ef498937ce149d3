// verifier's command line: its subcommands and options, each run by
// verifier.cpp (check, fuzz) or here (list). A file of its own so that the
// options (CLI11) and the claims' queue and reports are compiled apart: one
// file of both took 11-17 s of CPU to rebuild (docs/building.md).
#include "verifier/verifier.hpp"

#include "claims/report_format.hpp"
#include "cli/command_line.hpp"
#include "cli/command_options.hpp"
#include "distributed/distributed_map.hpp"
#include "output/atomic_file.hpp"

#include <iostream>
#include <string>
#include <vector>

namespace redcheck {

int verifier_main(int argc, char** argv, const ModelRegistry& registry) {
  install_interrupt_cleanup();
  CLI::App app{"verifier: exact checks of published claims about reduction schedules"};
  app.name("verifier");
  app.require_subcommand(1);

  bool list_json = false;
  auto* list = app.add_subcommand(
      "list", "List every statement with its expected verdict, and the claims that read it");
  list->add_flag("--json", list_json, "JSON on stdout");

  // An empty path would silently write (or read) nothing.
  const auto a_path = [](const std::string& value) -> std::string {
    return value.empty() ? "an empty path; accepted: a file or directory name" : "";
  };
  std::vector<std::string> ids;
  bool check_json = false;
  auto* chk =
      app.add_subcommand("check", "Check claims on a domain; exit 1 if an outcome is unexpected");
  chk->add_option("--claim", ids,
                  "Claim id, or a statement's id for all its readings (repeatable); default: "
                  "every claim");
  chk->add_flag("--json", check_json, "JSON on stdout");
  Invocation invocation;
  chk->add_option("--html", invocation.html,
                  "Also write one self-contained HTML report to this file")
      ->check(a_path);
  chk->add_option("--junit", invocation.junit,
                  "Also write JUnit XML to this file: a test case per claim, a failure per "
                  "unexpected outcome")
      ->check(a_path);
  chk->add_option("--at", invocation.at,
                  "With --claims-file and one --claim: that claim at this one point, whatever "
                  "its domain (\"p=6,m=11,alpha=1\"), each quantity's value shown")
      ->check([](const std::string& value) -> std::string {
        return value.empty() ? "an empty point; accepted: name=value pairs, such as p=6,m=11" : "";
      });
  chk->add_option("--claims-file", invocation.claims_file,
                  "Conjectures of one's own (JSON; see README); checks them unless --claim")
      ->check(a_path);
  // check and fuzz take every model's domain options.
  const auto add_model_domains = [&registry](CommandOptions& options) {
    for (const auto& m : registry.models()) {
      options.add(m->domain_options(), "domain of the " + m->name() + " model's claims");
    }
  };
  CommandOptions domain(chk);
  add_model_domains(domain);

  FuzzArguments fuzz_args;
  auto* fz = app.add_subcommand(
      "fuzz",
      "Check claims on random instances drawn well beyond the grid, shrink a counterexample; "
      "exit 1 on a finding");
  fz->add_option("--claim", fuzz_args.ids,
                 "Claim id, or a statement's id for all its readings (repeatable); default: "
                 "every claim");
  fz->add_option("--runs", fuzz_args.runs,
                 "Draws per search of a claim (default 100, or as many as the budget allows)");
  fz->add_option("--seed", fuzz_args.seed, "Seed of the draws (default: a random one, printed)");
  fz->add_option("--time-budget", fuzz_args.budget,
                 "Seconds for the whole run, shared by the claims (> 0)");
  fz->add_option("--model", fuzz_args.model,
                 "Fuzz the builders of this model (all: of every model) against its validator "
                 "and exact optimum, on the model's own random instances");
  fz->add_option("--algorithm", fuzz_args.algorithm, "With --model: only this builder");
  fz->add_option(
      "--max-size", fuzz_args.max_size,
      "Largest instance drawn: machines (overlap), processors (segmented, heterogeneous)");
  bool fuzz_as_json = false;
  fz->add_flag("--json", fuzz_as_json, "JSON on stdout");
  fz->add_option("--html", invocation.html,
                 "Also write one self-contained HTML report to this file")
      ->check(a_path);
  fz->add_option("--junit", invocation.junit,
                 "Also write JUnit XML to this file: a test case per claim, a failure per "
                 "finding")
      ->check(a_path);
  fz->add_option("--examples", invocation.examples,
                 "Keep each counterexample found in this directory, and try the kept ones "
                 "first (as Hypothesis's example database)")
      ->check(a_path);
  fz->add_option("--claims-file", invocation.claims_file,
                 "Conjectures of one's own (JSON; see README); fuzzes them unless --claim")
      ->check(a_path);
  CommandOptions fuzz_domain(fz);
  add_model_domains(fuzz_domain);

  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  for (int k = 0; k < argc; ++k) {
    invocation.command += (k ? " " : "") + std::string(k ? argv[k] : "verifier");
  }
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
    if (*fz) {
      const ClaimsOutcome out = fuzz_claims(registry, fuzz_args, fuzz_domain.given(), invocation);
      std::cout << (fuzz_as_json ? out.json.dump(2) + "\n" : out.text);
      return out.status;
    }
    ClaimsOutcome out = check_claims(registry, ids, domain.given(), invocation);
    if (check_json) {
      add_ranks_field(out.json);
      std::cout << out.json.dump(2) << "\n";
    } else {
      std::cout << out.text;
    }
    for (const auto& id : out.internal_errors) {
      std::cerr << "verifier: " << id << ": internal error\n";
    }
    return out.status;
  });
}

}  // namespace redcheck
