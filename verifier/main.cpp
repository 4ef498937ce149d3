// verifier: checks the registered claims of the papers on a domain and prints
// a table or JSON. Exit status: 0 every outcome as expected, 1 some outcome
// differs from its expected outcome, 2 bad input.

#include "claims/registry.hpp"
#include "claims/report_format.hpp"
#include "cli/arguments.hpp"
#include "cli/command_line.hpp"
#include "errors.hpp"

#include <unistd.h>
#include <CLI/CLI.hpp>

#include <iostream>

using namespace redcheck;

namespace {

struct CheckOptions {
  std::vector<std::string> claims;
  // Empty: keep the default of Domain (claims/check_context.hpp).
  std::string n_max;
  std::string exhaustive_n_max;
  std::string tree_n_max;
  std::string family_n_max;
  std::string costs;
  std::string d_values;
  std::string c_values;
  std::string tie_breaks;
  bool json = false;
};

Domain make_domain(const CheckOptions& o) {
  Domain d;
  const auto count = [](const std::string& text, const char* what, int& field, int high) {
    if (!text.empty()) field = static_cast<int>(parse_integer(text, what, 1, high));
  };
  count(o.n_max, "--n-max", d.n_max, 20000);
  count(o.exhaustive_n_max, "--exhaustive-n-max", d.exhaustive_n_max, 20);
  count(o.tree_n_max, "--tree-n-max", d.tree_n_max, 12);
  count(o.family_n_max, "--family-n-max", d.family_n_max, 1 << 20);
  if (!o.costs.empty()) d.d_values = d.c_values = parse_cost_list(o.costs, "--costs");
  if (!o.d_values.empty()) d.d_values = parse_cost_list(o.d_values, "--d-values");
  if (!o.c_values.empty()) d.c_values = parse_cost_list(o.c_values, "--c-values");
  if (!o.tie_breaks.empty()) {
    d.tie_breaks.clear();
    for (const auto& t : split_list(o.tie_breaks, "--tie-breaks")) {
      d.tie_breaks.push_back(parse_tie_break(t));
    }
  }
  d.check();
  return d;
}

int check(const CheckOptions& o) {
  const auto selected = select_claims(o.claims);
  CheckContext context(make_domain(o));
  const bool show_progress = isatty(STDERR_FILENO) != 0;
  std::size_t done = 0;
  const auto runs = run_claims(selected, context, [&](const Claim& claim) {
    if (show_progress) {
      std::cerr << "\r\033[K[" << ++done << "/" << selected.size() << "] " << claim.id
                << std::flush;
    }
  });
  if (show_progress) std::cerr << "\r\033[K" << std::flush;
  if (o.json) {
    std::cout << runs_json(runs, context).dump(2) << "\n";
  } else {
    std::cout << runs_text(runs, context);
  }
  for (const auto& run : runs) {
    if (!run.as_expected()) return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"verifier: exact checks of published claims about reduction schedules"};
  app.name("verifier");
  app.require_subcommand(1);

  bool list_json = false;
  auto* list = app.add_subcommand("list", "List every registered claim with its source");
  list->add_flag("--json", list_json, "JSON on stdout");

  CheckOptions o;
  auto* chk =
      app.add_subcommand("check", "Check claims on a domain; exit 1 if an outcome is unexpected");
  chk->add_option("--claim", o.claims, "Claim id (repeatable); default: every claim");
  chk->add_option("--n-max", o.n_max, "Largest number of machines (default 16)");
  chk->add_option("--exhaustive-n-max", o.exhaustive_n_max,
                  "Optima up to here by exhaustive enumeration, beyond by the recurrence (default "
                  "18, at most 20)");
  chk->add_option(
      "--tree-n-max", o.tree_n_max,
      "Largest n for checks that time every ordered tree explicitly (default 10, at most 12)");
  chk->add_option("--family-n-max", o.family_n_max,
                  "Largest binomial/Fibonacci tree built (default 1024)");
  chk->add_option("--costs", o.costs, "Grid values for both d and c (default 0,1/3,1/2,1,2,3)");
  chk->add_option("--d-values", o.d_values, "Grid values for d (exact: 3/2, 1.5, 2)");
  chk->add_option("--c-values", o.c_values, "Grid values for c");
  chk->add_option("--tie-breaks", o.tie_breaks,
                  "Argmin tie-break rules: lowest,highest (default both)");
  chk->add_flag("--json", o.json, "JSON on stdout");

  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  try {
    if (*list) {
      if (list_json) {
        std::cout << claim_list_json(all_claims()).dump(2) << "\n";
      } else {
        std::cout << claim_list_text(all_claims());
      }
      return 0;
    }
    return check(o);
  } catch (const InputError& e) {
    std::cerr << "verifier: " << e.what() << "\n";
    return 2;
  }
}
