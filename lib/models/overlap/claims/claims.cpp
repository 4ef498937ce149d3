#include "models/overlap/claims/claims.hpp"

#include "models/overlap/claims/context.hpp"
#include "models/overlap/claims/sections.hpp"

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
          {"--limited-n-max",
           "Section 6: largest n checked against the optima under a limit, every K <= n "
           "(default 9, at most 14)"},
          {"--conjecture-n-max",
           "Section 7.3's conjecture per tie-break: n up to here (default 40; optima by the "
           "recurrence beyond --n-max)"},
          {"--costs", "Grid values for both d and c (default 0,1/3,1/2,1,2,3)"},
          {"--d-values", "Grid values for d (exact: 3/2, 1.5, 2)"},
          {"--c-values", "Grid values for c"},
          {"--tie-breaks", "Argmin tie-break rules: lowest,highest (default both)"}};
}

std::unique_ptr<ClaimContext> make_overlap_claim_context(const OptionValues& options) {
  return std::make_unique<OverlapClaimContext>(OverlapSettings::from_options(options));
}

std::unique_ptr<ClaimContext> make_overlap_fuzz_context(const OptionValues& options, int max_size) {
  const OverlapSettings s = OverlapSettings::for_fuzzing(options, max_size);
  auto context = std::make_unique<OverlapClaimContext>(s);
  if (max_size > std::min(s.exhaustive_n_max, s.limited_n_max)) {
    context->size_caps.push_back(
        "overlap claims on built schedules draw n up to " + std::to_string(s.n_max) +
        "; those whose optimum is searched over every tree draw n up to " +
        std::to_string(s.exhaustive_n_max) +
        " (--exhaustive-n-max), and under a limit of K up "
        "to " +
        std::to_string(s.limited_n_max) +
        " (--limited-n-max), whatever --max-size: each claim's COVERED says its range");
  }
  return context;
}

std::vector<Claim> overlap_claims() {
  std::vector<Claim> all;
  for (auto section : {section3_claims, section4_claims, section5_claims, section6_limit_claims,
                       section7_tree_claims, section7_strategy_claims, tie_breaking_claims,
                       tree_structure_claims, theorem19_proof_claims}) {
    for (Claim& c : section()) all.push_back(std::move(c));
  }
  return all;
}

}  // namespace redcheck
