#include "models/overlap/claims/claims.hpp"

#include "claims/canon2012_claims.hpp"
#include "claims/check_context.hpp"
#include "cli/arguments.hpp"

namespace redcheck {

std::vector<OptionSpec> overlap_domain_options() {
  return {{"--n-max", "Largest number of machines (default 16)"},
          {"--exhaustive-n-max",
           "Optima up to here by exhaustive enumeration, beyond by the recurrence (default 18, "
           "at most 20)"},
          {"--tree-n-max",
           "Largest n for checks that time every ordered tree explicitly (default 10, at most "
           "12)"},
          {"--family-n-max", "Largest binomial/Fibonacci tree built (default 1024)"},
          {"--costs", "Grid values for both d and c (default 0,1/3,1/2,1,2,3)"},
          {"--d-values", "Grid values for d (exact: 3/2, 1.5, 2)"},
          {"--c-values", "Grid values for c"},
          {"--tie-breaks", "Argmin tie-break rules: lowest,highest (default both)"}};
}

std::unique_ptr<ClaimContext> make_overlap_claim_context(const OptionValues& o) {
  Domain d;
  const auto count = [&](const char* flag, int& field, int high) {
    if (const std::string* text = o.find(flag)) {
      field = static_cast<int>(parse_integer(*text, flag, 1, high));
    }
  };
  count("--n-max", d.n_max, 20000);
  count("--exhaustive-n-max", d.exhaustive_n_max, 20);
  count("--tree-n-max", d.tree_n_max, 12);
  count("--family-n-max", d.family_n_max, 1 << 20);
  // A list given empty is bad input, not the default: split_list refuses it.
  if (const std::string* costs = o.find("--costs")) {
    if (o.has("--d-values") || o.has("--c-values")) {
      throw InputError("--costs sets both grids; give it or --d-values/--c-values, not both");
    }
    d.d_values = d.c_values = parse_cost_list(*costs, "--costs");
  }
  if (const std::string* values = o.find("--d-values")) {
    d.d_values = parse_cost_list(*values, "--d-values");
  }
  if (const std::string* values = o.find("--c-values")) {
    d.c_values = parse_cost_list(*values, "--c-values");
  }
  if (const std::string* rules = o.find("--tie-breaks")) {
    d.tie_breaks.clear();
    for (const auto& t : split_list(*rules, "--tie-breaks"))
      d.tie_breaks.push_back(parse_tie_break(t));
  }
  return std::make_unique<CheckContext>(std::move(d));
}

std::vector<Claim> overlap_claims() {
  return canon2012_claims();
}

}  // namespace redcheck
