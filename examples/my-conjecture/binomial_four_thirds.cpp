#include "binomial_four_thirds.hpp"

#include <redcheck/claims/domain.hpp>
#include <redcheck/models/overlap/claims/context.hpp>
#include <redcheck/models/overlap/strategies.hpp>
#include <redcheck/models/overlap/validator.hpp>

namespace my_conjecture {

using namespace redcheck;

Time binomial_strategy_length(int n, const OverlapModel& costs, TieBreak rule) {
  return validated_makespan(strategy_schedule(Strategy::binomial, n, costs, rule), costs,
                            "binomial strategy");
}

std::optional<std::string> four_thirds_broken(int n, const OverlapModel& costs, TieBreak rule,
                                              const Time& optimum) {
  const Time length = binomial_strategy_length(n, costs, rule);
  if (length * 3 <= optimum * 4) return std::nullopt;
  return "n = " + std::to_string(n) + ", d = " + to_string(costs.d) +
         ", c = " + to_string(costs.c) + ", tie-break " + to_string(rule) +
         ": the binomial strategy takes " + to_string(length) + ", above 4/3 of the optimum " +
         to_string(optimum);
}

Claim binomial_four_thirds_claim() {
  return claim_in<OverlapClaimContext>(
      "my.binomial-four-thirds",
      "examples/my-conjecture (ours, after Canon & Antoniu 2012, Thm 18)",
      "The binomial strategy is a 4/3-approximation of the optimal reduction, for every n and "
      "every costs d, c.",
      "binomial strategy (Algorithm 1 with min(d, c) set to 0, timed with the true costs, "
      "validated) <= 4/3 x the exact optimum, for n >= 2, max(d, c) > 0, both tie-breaks",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        const auto domain = sizes_costs_rules(s, 2, s.n_max)
                                .where([](const SizeCostsRule& x) { return max_positive(x.costs); },
                                       "with max(d, c) > 0");
        return search<SizeCostsRule>(
            domain,
            [&](const SizeCostsRule& x) -> std::optional<Counterexample> {
              const Time& optimum = ctx.optimum(x.n, x.costs);
              const auto broken = four_thirds_broken(x.n, x.costs, x.rule, optimum);
              if (!broken) return std::nullopt;
              return Counterexample{
                  *broken,
                  {{"n", x.n}, {"costs", costs_json(x.costs)}, {"optimum", to_string(optimum)}},
                  schedule_replay("binomial-strategy", x.n, x.costs, to_string(x.rule))};
            },
            "; optimum by " + ctx.optimum_method(s.n_max));
      });
}

}  // namespace my_conjecture
