// Readings the paper leaves open: which machine argmin returns on a tie
// (Algorithm 1, line 6), and whether the strategies' lengths depend on it.

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/builders.hpp"
#include "models/overlap/strategies.hpp"

namespace redcheck {

namespace {

Claim greedy_tie_independent() {
  return claim_in<OverlapClaimContext>(
      "canon2012.alg1.tie-breaking", canon_paper + "Algorithm 1, line 6 (reading)",
      "M <- argmin_{j in [1, i-1]} s_j + c + d (the text does not say which j a tie "
      "returns).",
      "Algorithm 1's length is the same for every tie-break (its trees may differ)", Outcome::holds,
      "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        std::uint64_t runs = 0, different_trees = 0;
        ClaimReport report = search<SizeCosts>(
            sizes_and_costs(s, 1, s.n_max).described(", tie-break " + s.tie_breaks_text()),
            [&](const SizeCosts& x) -> std::optional<Counterexample> {
              const auto& [n, m] = x;
              const GreedyTree first = algorithm1(n, m, s.tie_breaks.front());
              for (TieBreak rule : s.tie_breaks) {
                const GreedyTree other = algorithm1(n, m, rule);
                ++runs;
                if (!isomorphic(first.tree, other.tree)) ++different_trees;
                if (other.length == first.length) continue;
                return Counterexample{
                    "n = " + std::to_string(n) + ": Algorithm 1 gives " + to_string(first.length) +
                        " with tie-break " + to_string(s.tie_breaks.front()) + " and " +
                        to_string(other.length) + " with " + to_string(rule),
                    {{"n", n}, {"costs", costs_json(m)}},
                    schedule_replay(to_string(OverlapBuilder::greedy), n, m, to_string(rule))};
              }
              return std::nullopt;
            });
        if (report.outcome == Outcome::holds) {
          report.notes.push_back("the trees themselves differ (not isomorphic) in " +
                                 std::to_string(different_trees) + " of " + std::to_string(runs) +
                                 " runs");
        }
        return report;
      });
}

Claim strategies_tie_independent() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.strategies.tie-breaking", canon_paper + "Section 7.3 (reading)",
      "The binomial (Fibonacci) strategy is an algorithm derived from Algorithm 1 "
      "where one of the cost is systematically set to zero (costs are supposed to be "
      "homogeneous).",
      "the strategies' lengths are the same for every argmin tie-break", Outcome::refuted,
      "the modified costs create ties, and the tie-break changes the tree and its "
      "length under the true costs (first at n = 3 for the binomial strategy with "
      "d = c)",
      [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        const TieBreak first_rule = s.tie_breaks.front();
        return search<SizeCosts>(
            sizes_and_costs(s, 1, s.n_max)
                .described(", tie-break " + s.tie_breaks_text() + ", both strategies"),
            [&](const SizeCosts& x) -> std::optional<Counterexample> {
              const int n = x.n;
              const OverlapModel& m = x.costs;  // not bound: clang 14 captures no bindings
              for (Strategy strategy : {Strategy::binomial, Strategy::fibonacci}) {
                const auto length = [&](TieBreak rule) {
                  return validated_makespan(strategy_schedule(strategy, n, m, rule), m,
                                            to_string(strategy));
                };
                const Time first = length(first_rule);
                for (TieBreak rule : s.tie_breaks) {
                  const Time other = length(rule);
                  if (other == first) continue;
                  return Counterexample{
                      "n = " + std::to_string(n) + ": the " + to_string(strategy) + " takes " +
                          to_string(first) + " with tie-break " + to_string(first_rule) + " and " +
                          to_string(other) + " with " + to_string(rule),
                      {{"n", n},
                       {"costs", costs_json(m)},
                       {"strategy", to_string(strategy)},
                       {to_string(first_rule), to_string(first)},
                       {to_string(rule), to_string(other)}},
                      schedule_replay(to_string(strategy), n, m, to_string(first_rule)) + "; " +
                          schedule_replay(to_string(strategy), n, m, to_string(rule))};
                }
              }
              return std::nullopt;
            });
      });
}

}  // namespace

std::vector<Claim> tie_breaking_claims() {
  return {greedy_tie_independent(), strategies_tie_independent()};
}

}  // namespace redcheck
