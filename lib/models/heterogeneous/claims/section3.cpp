// Benoit, Canon & Marchal 2013, Section 3: Tree-dyn with exponential costs.
// The closed forms, as printed and as derived, against the chain solved
// exactly (markov.hpp).

#include "models/heterogeneous/claims/sections.hpp"

#include "models/heterogeneous/markov.hpp"

namespace redcheck {

namespace {

const Time rates[] = {Time(1), Time(2), Time(1, 3)};

using Formula = Time (*)(int, const Time&);

// formula(n, lambda_d) equals the chain's mean (or variance) for n in `parity`
// (0: even, 1: odd) up to the settings' n, every rate of the grid.
Claim chain_claim(std::string id, std::string statement, std::string reading, int parity,
                  bool variance, Formula formula, Outcome expected = Outcome::holds,
                  std::string why = "") {
  return claim_in<HeterogeneousClaimContext>(
      std::move(id), benoit_paper + "Section 3", std::move(statement), std::move(reading), expected,
      std::move(why), [=](HeterogeneousClaimContext& ctx) {
        std::vector<std::pair<int, Time>> pool;
        const int first = parity == 0 ? 2 : 1;
        for (const Time& rate : rates) {
          for (int n = first; n <= ctx.settings().markov_n_max; n += 2) pool.push_back({n, rate});
        }
        const auto domain = listed_domain(
            "n = " + std::to_string(first) + ", " + std::to_string(first + 2) + ", ..., " +
                std::to_string(ctx.settings().markov_n_max) +
                ", lambda_d in {1, 2, 1/3}, reductions taking no time; the chain solved exactly",
            std::move(pool));
        return search<std::pair<int, Time>>(
            domain, [&](const std::pair<int, Time>& p) -> std::optional<Counterexample> {
              const auto& [n, rate] = p;
              const MarkovMoments m = tree_dyn_moments(n, rate, std::nullopt);
              const Time chain = variance ? m.variance : m.mean;
              const Time closed = formula(n, rate);
              if (chain == closed) return std::nullopt;
              const std::string what = variance ? "variance" : "mean";
              return Counterexample{"n = " + std::to_string(n) + ", lambda_d = " + to_string(rate) +
                                        ": the chain's " + what + " is " + to_string(chain) + " (" +
                                        to_decimal(chain, 6) + "), the formula gives " +
                                        to_string(closed) + " (" + to_decimal(closed, 6) + ")",
                                    {{"n", n},
                                     {"lambda_d", to_string(rate)},
                                     {"chain", to_string(chain)},
                                     {"formula", to_string(closed)}},
                                    "enumerator markov --algorithm tree-dyn --n " +
                                        std::to_string(n) + " --lambda-d " + to_string(rate)};
            });
      });
}

}  // namespace

std::vector<Claim> benoit_section3_claims() {
  return {
      chain_claim(
          "benoit2013.sec3.mean",
          "C_Tree-dyn = w_{n/2,0} = sum_{i=1}^{n/2} phi(s_{i,0}) + phi(s_{i-1,1}) = "
          "sum_{i=1}^{n/2} "
          "1/(i lambda_d) + sum_{i=1}^{n/2-1} 1/(i lambda_d) = (1/lambda_d)(2 H(n/2) + 2/n), n "
          "even, lambda_c = 0",
          "the last closed form as printed, against the chain's exact mean (markov.hpp); "
          "'lambda_c = 0' read as reductions taking no time",
          0, false, printed_tree_dyn_mean, Outcome::refuted,
          "the two sums printed before it add to 2 H(n/2) - 2/n: the sign of 2/n is wrong "
          "(n = 2: the mean is 1/lambda_d, the formula gives 3/lambda_d)"),
      chain_claim("benoit2013.sec3.mean.corrected",
                  "Corrected (ours): C_Tree-dyn = (1/lambda_d)(2 H(n/2) - 2/n) for n even, the sum "
                  "of the two printed sums",
                  "the corrected closed form against the chain's exact mean", 0, false,
                  derived_tree_dyn_mean),
      chain_claim("benoit2013.sec3.variance",
                  "V_Tree-dyn = (1/lambda_d^2)(2 sum_{i=1}^{n/2-1} 1/i^2 + 4/n^2), n even, "
                  "lambda_c = 0",
                  "as printed, against the chain's exact variance (second moments by first-step "
                  "analysis, not the sum of holding-time variances the text uses)",
                  0, true, printed_tree_dyn_variance),
      chain_claim("benoit2013.sec3.odd.mean",
                  "(the following analysis can be performed to the cases where n is odd by "
                  "adapting the initial state) -- derived here: C = 2 H((n-1)/2) / lambda_d",
                  "our closed form for n odd (the chain starts at s_{(n-1)/2,1}) against the chain",
                  1, false, derived_tree_dyn_mean),
      chain_claim("benoit2013.sec3.odd.variance",
                  "derived here for n odd: V = 2 sum_{i=1}^{(n-1)/2} 1/i^2 / lambda_d^2",
                  "our closed form for n odd against the chain's exact variance", 1, true,
                  derived_tree_dyn_variance),
  };
}

}  // namespace redcheck
