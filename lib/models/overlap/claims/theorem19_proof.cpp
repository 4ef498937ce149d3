// Canon & Antoniu 2012, Section 7.3: the steps of Theorem 19's proof (the
// Fibonacci strategy against the next Fibonacci tree, the bound on F_k, the
// logarithmic inequality, n = 1 and 2) and the ratios Figure 2 plots.
//
// The golden ratio phi = (1 + sqrt 5)/2 is handled exactly: phi^k = F_k phi +
// F_(k-1), and the sign of a + b sqrt 5 is decided by squaring
// (time/real_bounds.hpp); logarithms by rational enclosures.

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/special_trees.hpp"
#include "models/overlap/strategies.hpp"
#include "time/real_bounds.hpp"

namespace redcheck {

namespace {

std::string theorem19_proof() {
  return canon_paper + "proof of Theorem 19 (Section 7.3)";
}

// The smallest j with F_j >= n (the paper's ceil(F^-1(n)), F^-1(F_j) = j).
int fibonacci_index_at_least(std::int64_t n) {
  int j = 1;
  while (fibonacci_number(j) < static_cast<std::uint64_t>(n)) ++j;
  return j;
}

Claim next_fibonacci_tree() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19.next-fibonacci-tree", theorem19_proof(),
      "When the number of elements n is the (k+2)th Fibonacci number, the Fibonacci strategy "
      "builds a schedule with length d + (k - 1) max(d, c) + c. [...] Then, the previous length "
      "can be expressed as d + (ceil(F^(-1)(n)) - 3) max(d, c) + c.",
      "for every n >= 2 (the strategy is trivially optimal below), every (d, c) of the grid and "
      "both tie-breaks of Algorithm 1: the Fibonacci strategy's schedule (its tree timed by "
      "Proposition 3 with the true costs) is no longer than d + (j - 3) max(d, c) + c, j the "
      "smallest index with F_j >= n (the length of the next Fibonacci tree)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        const int total = s.family_limit();
        struct Case {
          OverlapModel costs;
          TieBreak rule;
        };
        std::vector<Case> all;
        for (const OverlapModel& m : s.cost_pairs()) {
          for (TieBreak rule : s.tie_breaks) all.push_back({m, rule});
        }
        return search<Case>(
            listed_domain("(d, c) in " + s.costs_text() + ", tie-break " + s.tie_breaks_text(),
                          std::move(all)),
            [&](const Case& c) -> std::optional<Counterexample> {
              const auto length =
                  strategy_prefix_lengths(Strategy::fibonacci, c.rule, total, c.costs);
              const Time longer = std::max(c.costs.d, c.costs.c);
              for (int n = 2; n <= total; ++n) {
                const int j = fibonacci_index_at_least(n);
                const Time bound = c.costs.d + Time(j - 3) * longer + c.costs.c;
                if (length[static_cast<std::size_t>(n)] <= bound) continue;
                return Counterexample{
                    "n = " + std::to_string(n) + ", tie-break " + to_string(c.rule) +
                        ": the Fibonacci strategy takes " + to_string(length[n]) +
                        ", the next Fibonacci tree (order " + std::to_string(j - 2) + ") " +
                        to_string(bound),
                    {{"n", n},
                     {"costs", costs_json(c.costs)},
                     {"tie_break", to_string(c.rule)},
                     {"strategy", to_string(length[n])},
                     {"bound", to_string(bound)}},
                    schedule_replay("fibonacci-strategy", n, c.costs, to_string(c.rule))};
              }
              return std::nullopt;
            },
            "; n = 2.." + std::to_string(total) +
                " (--family-n-max), each prefix of the strategy's tree timed exactly");
      });
}

// F_k >= (phi^k - (1 - phi)^2) / sqrt 5, i.e. with phi^k = F_k phi + F_(k-1),
// (1 - phi)^2 = 2 - phi and sqrt 5 = 2 phi - 1: phi (F_k - 1) - F_(k+1) + 2
// >= 0, written as a + b sqrt 5.
bool fibonacci_lower_bound_holds(int k) {
  const Time fk(fibonacci_number(k)), next(fibonacci_number(k + 1));
  return sign_plus_sqrt5((fk - 1) / 2 - next + 2, (fk - 1) / 2) >= 0;
}

ClaimReport fibonacci_bound(int first) {
  std::vector<int> ks;
  for (int k = first; k <= 90; ++k) ks.push_back(k);
  return search<int>(
      listed_domain("k = " + std::to_string(first) + "..90", std::move(ks)),
      [](const int& k) -> std::optional<Counterexample> {
        if (fibonacci_lower_bound_holds(k)) return std::nullopt;
        return Counterexample{"k = " + std::to_string(k) +
                                  ": F_k = " + std::to_string(fibonacci_number(k)) +
                                  " is below (phi^k - (1 - phi)^2)/sqrt 5",
                              {{"k", k}},
                              "verifier check --claim canon2012.thm19.fibonacci-bound"};
      },
      "; exact (phi^k = F_k phi + F_(k-1))");
}

const std::string fibonacci_bound_statement =
    "By definition, F_k >= (phi^k - (1 - phi)^2) / sqrt 5.";

Claim fibonacci_bound_as_printed() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19.fibonacci-bound", theorem19_proof(), fibonacci_bound_statement,
      "for every k >= 0 (F_0 = 0, F_1 = F_2 = 1), checked exactly", Outcome::refuted,
      "k = 0: F_0 = 0 is below (1 - (1 - phi)^2)/sqrt 5 = 0.276; it holds from k = 1 on, all "
      "the proof needs (n >= 1 element), see .k-at-least-1",
      [](OverlapClaimContext&) { return fibonacci_bound(0); });
}

Claim fibonacci_bound_from_1() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19.fibonacci-bound.k-at-least-1", theorem19_proof() + ", restricted here",
      "Restricted (ours): F_k >= (phi^k - (1 - phi)^2) / sqrt 5 for every k >= 1.",
      "for every k = 1..90, checked exactly", Outcome::holds, "",
      [](OverlapClaimContext&) { return fibonacci_bound(1); });
}

// log_phi(sqrt 5 n + (1 - phi)^2) - 1 - 2 log2 n, enclosed.
Enclosure log_gap(std::int64_t n) {
  // sqrt 5 n + (1 - phi)^2 = 3/2 + sqrt 5 (n - 1/2), n >= 1.
  const Enclosure root = sqrt5_enclosure();
  const Time half = Time(n) - Time(1, 2);
  const Enclosure x{Time(3, 2) + root.low * half, Time(3, 2) + root.high * half};
  // Outward to 40 bits: the logarithm's series stays short.
  const BigInt scale = BigInt(1) << 40;
  const auto down = [&](const Time& v) {
    return Time(BigInt(numerator(v) * scale / denominator(v)), scale);
  };
  const auto up = [&](const Time& v) { return down(v) + Time(1, scale); };
  const Enclosure log_x{log2_enclosure(down(x.low)).low, log2_enclosure(up(x.high)).high};
  const Enclosure left = log_x / log2_golden_ratio();
  const Enclosure right = log2_enclosure(Time(n));
  return {left.low - 1 - 2 * right.high, left.high - 1 - 2 * right.low};
}

Claim log_inequality() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19.log-inequality", theorem19_proof(),
      "The inequality log_phi(sqrt 5 n + (1 - phi)^2) - 1 <= 2 log2(n) holds for any n > 2.",
      "n = 3..64 and powers of two to 4096, rational enclosures of the logarithms and of sqrt "
      "5; beyond, the left "
      "side minus the right one decreases with n (its derivative 1/((n + 0.17) ln phi) - 2/(n ln "
      "2) is negative for n >= 1), so the check at n = 3 carries over",
      Outcome::holds, "", [](OverlapClaimContext&) {
        std::vector<std::int64_t> ns;
        for (std::int64_t n = 3; n <= 4096; n = n < 64 ? n + 1 : n * 2) ns.push_back(n);
        std::uint64_t undecided = 0;
        ClaimReport r = search<std::int64_t>(
            listed_domain("n = 3..64, then powers of two up to 4096", std::move(ns)),
            [&](const std::int64_t& n) -> std::optional<Counterexample> {
              const Enclosure gap = log_gap(n);
              if (gap.high <= 0) return std::nullopt;
              if (gap.low <= 0) {
                ++undecided;
                return std::nullopt;
              }
              return Counterexample{"n = " + std::to_string(n) +
                                        ": the left side exceeds 2 "
                                        "log2 n by at least " +
                                        to_decimal(gap.low, 6),
                                    {{"n", n}},
                                    "verifier check --claim canon2012.thm19.log-inequality"};
            },
            "; exact enclosures");
        if (undecided > 0 && r.outcome == Outcome::holds) {
          r.outcome = Outcome::undecided;
          r.notes.push_back(std::to_string(undecided) + " points inside the enclosures' width");
        }
        for (std::int64_t n : {1, 2}) {
          const Enclosure gap = log_gap(n);
          r.notes.push_back("n = " + std::to_string(n) +
                            " (excluded by the text): the left side "
                            "exceeds 2 log2 n by " +
                            to_decimal(gap.low, 4));
        }
        return r;
      });
}

Claim small_n_optimal() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19.small-n", theorem19_proof(),
      "The Fibonacci strategy is furthermore trivially optimal for a single element and for two "
      "elements.",
      "n = 1 and 2, every (d, c) of the grid, both tie-breaks: the Fibonacci strategy's "
      "validated schedule reaches the optimum",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return search<SizeCostsRule>(
            sizes_costs_rules(ctx.settings(), 1, 2),
            [&](const SizeCostsRule& x) -> std::optional<Counterexample> {
              const Time length =
                  validated_makespan(strategy_schedule(Strategy::fibonacci, x.n, x.costs, x.rule),
                                     x.costs, "fibonacci-strategy");
              const Time& best = ctx.wide_optimum(x.n, x.costs);
              if (length == best) return std::nullopt;
              return Counterexample{
                  "n = " + std::to_string(x.n) + ": the strategy takes " + to_string(length) +
                      ", the optimum " + to_string(best),
                  {{"n", x.n}, {"costs", costs_json(x.costs)}},
                  schedule_replay("fibonacci-strategy", x.n, x.costs, to_string(x.rule))};
            });
      });
}

Claim figure2_ratios() {
  return claim_in<OverlapClaimContext>(
      "canon2012.fig2.within-bounds", canon_paper + "Section 7.3, Figure 2",
      "For each number of elements, the length obtained with the binomial (resp., Fibonacci) "
      "strategy is compared to the length obtained with Algorithm 1 when d = c (resp., min(d, "
      "c) = 0). [...] Figure 2 depicts those ratios for 2 <= n <= 10000.",
      "the figure prints no numbers; what it must show: every plotted ratio, the strategy's "
      "Proposition 3 length over Algorithm 1's (the optimum, Theorem 4) at d = c = 1 "
      "(binomial) or d = 1, c = 0 (Fibonacci), both tie-breaks, lies between 1 and 2 (Theorems "
      "18 and 19); data/canon2012_figure2.csv has the curves",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const int total = std::max(ctx.settings().family_limit(), 2);
        const OverlapModel equal = make_overlap_model(1, 1), zero = make_overlap_model(1, 0);
        const auto optimum_equal = algorithm1_prefix_lengths(total, equal);
        const auto optimum_zero = algorithm1_prefix_lengths(total, zero);
        struct Curve {
          Strategy strategy;
          TieBreak rule;
        };
        std::vector<Curve> curves;
        for (Strategy st : {Strategy::binomial, Strategy::fibonacci}) {
          for (TieBreak rule : all_tie_breaks) curves.push_back({st, rule});
        }
        Time largest = 0;
        ClaimReport r = search<Curve>(
            listed_domain("the four curves (binomial and Fibonacci strategies, both "
                          "tie-breaks), n = 2.." +
                              std::to_string(total) + " (--family-n-max 10000: the figure)",
                          std::move(curves)),
            [&](const Curve& c) -> std::optional<Counterexample> {
              const bool binomial = c.strategy == Strategy::binomial;
              const auto length =
                  strategy_prefix_lengths(c.strategy, c.rule, total, binomial ? equal : zero);
              const auto& best = binomial ? optimum_equal : optimum_zero;
              for (int n = 2; n <= total; ++n) {
                const Time ratio =
                    length[static_cast<std::size_t>(n)] / best[static_cast<std::size_t>(n)];
                largest = std::max(largest, ratio);
                if (ratio >= 1 && ratio <= 2) continue;
                return Counterexample{"n = " + std::to_string(n) + ": the " +
                                          to_string(c.strategy) + " (tie-break " +
                                          to_string(c.rule) + ") ratio is " + to_string(ratio),
                                      {{"n", n}, {"ratio", to_string(ratio)}},
                                      "enumerator table canon-figure2 --out DIR"};
              }
              return std::nullopt;
            },
            "; exact prefix lengths");
        r.notes.push_back("largest ratio " + to_string(largest) + " (" + to_decimal(largest, 4) +
                          ")");
        return r;
      });
}

}  // namespace

std::vector<Claim> theorem19_proof_claims() {
  return {next_fibonacci_tree(),    fibonacci_bound_as_printed(),
          fibonacci_bound_from_1(), log_inequality(),
          small_n_optimal(),        figure2_ratios()};
}

}  // namespace redcheck
