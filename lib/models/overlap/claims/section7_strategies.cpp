// Canon & Antoniu 2012, Section 7.3: the binomial and Fibonacci strategies
// (Theorems 18, 19) and the conjecture on their worst cost ratios (Figure 2).

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/strategies.hpp"

namespace redcheck {

namespace {

Time strategy_makespan(Strategy strategy, int n, const OverlapModel& m, TieBreak rule) {
  return validated_makespan(strategy_schedule(strategy, n, m, rule), m, to_string(strategy));
}

// Ratio strategy / optimum; n >= 2 and max(d, c) > 0 so the optimum is > 0.
Time ratio(OverlapClaimContext& ctx, Strategy strategy, int n, const OverlapModel& m,
           TieBreak rule) {
  return strategy_makespan(strategy, n, m, rule) / ctx.optimum(n, m);
}

// "strategy <= bound(n, m, optimum)" for every n, cost pair (kept) and tie-break.
template <class Bound>
ClaimReport strategy_bound(OverlapClaimContext& ctx, Strategy strategy, bool positive_costs,
                           const std::string& bound_text, Bound&& bound) {
  const OverlapSettings& s = ctx.settings();
  Domain<SizeCostsRule> domain = sizes_costs_rules(s, 1, s.n_max);
  if (positive_costs) {
    domain = domain.where([](const SizeCostsRule& x) { return max_positive(x.costs); },
                          "with max(d, c) > 0");
  }
  return search<SizeCostsRule>(
      domain,
      [&](const SizeCostsRule& x) -> std::optional<Counterexample> {
        const auto& [n, m, rule] = x;
        const Time& opt = ctx.optimum(n, m);
        const Time limit = bound(n, m, opt);
        const Time length = strategy_makespan(strategy, n, m, rule);
        if (length <= limit) return std::nullopt;
        return Counterexample{"n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                                  ": the " + to_string(strategy) + " takes " + to_string(length) +
                                  ", above " + bound_text + " = " + to_string(limit) +
                                  " (optimum " + to_string(opt) + ")",
                              {{"n", n},
                               {"costs", costs_json(m)},
                               {"tie_break", to_string(rule)},
                               {"strategy", to_string(length)},
                               {"bound", to_string(limit)},
                               {"optimum", to_string(opt)}},
                              schedule_replay(to_string(strategy), n, m, to_string(rule))};
      },
      "; optimum by " + ctx.optimum_method(s.n_max));
}

Claim theorem18() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm18", canon_paper + "Theorem 18 (Section 7.3)",
      "The binomial strategy is a (1 + min(d, c)/max(d, c))-approximation.",
      "binomial strategy = Algorithm 1 with min(d, c) set to 0, timed with the true "
      "costs by Proposition 3, for every argmin tie-break; max(d, c) > 0 (the ratio is "
      "undefined at d = c = 0)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return strategy_bound(ctx, Strategy::binomial, true, "(1 + min(d,c)/max(d,c)) x optimum",
                              [](int, const OverlapModel& m, const Time& opt) {
                                return (Time(1) + m.min_cost() / m.max_cost()) * opt;
                              });
      });
}

Claim theorem18_proof_bound() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm18.proof-bound", canon_paper + "proof of Theorem 18",
      "the binomial strategy builds schedules with lengths lower than or equal to "
      "ceil(log2(n)) (d + c).",
      "for every argmin tie-break", Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return strategy_bound(ctx, Strategy::binomial, false, "ceil(log2 n)(d + c)",
                              [](int n, const OverlapModel& m, const Time&) {
                                return proposition6_upper_bound(n, m);
                              });
      });
}

Claim theorem19() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm19", canon_paper + "Theorem 19 (Section 7.3)",
      "The Fibonacci strategy is a 2-approximation.",
      "Fibonacci strategy = Algorithm 1 with d = c, timed with the true costs by "
      "Proposition 3, for every argmin tie-break",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return strategy_bound(
            ctx, Strategy::fibonacci, false, "2 x optimum",
            [](int, const OverlapModel&, const Time& opt) { return Time(2) * opt; });
      });
}

// Costs at which the conjecture says a strategy is at its worst.
OverlapModel worst_costs(Strategy strategy) {
  return strategy == Strategy::binomial ? make_overlap_model(1, 1) : make_overlap_model(1, 0);
}

std::string worst_text(Strategy strategy) {
  return strategy == Strategy::binomial ? "d = c" : "min(d, c) = 0";
}

Domain<SizeCosts> ratio_domain(const OverlapSettings& s) {
  return sizes_and_costs(s, 2, s.n_max)
      .where([](const SizeCosts& x) { return max_positive(x.costs); }, "with max(d, c) > 0");
}

// Per n: no cost pair gives a larger ratio than the conjectured worst costs.
// Each tie-break rule is searched on its own; the smallest n refutes.
ClaimReport worst_ratio_per_n(OverlapClaimContext& ctx, Strategy strategy) {
  const OverlapSettings& s = ctx.settings();
  const Domain<SizeCosts> domain = ratio_domain(s);
  std::optional<ClaimReport> failure;
  std::uint64_t count = 0;
  std::vector<std::string> notes;
  for (TieBreak rule : s.tie_breaks) {
    ClaimReport report =
        search<SizeCosts>(domain, [&](const SizeCosts& x) -> std::optional<Counterexample> {
          const auto& [n, m] = x;
          ++count;
          const Time reference = ratio(ctx, strategy, n, worst_costs(strategy), rule);
          const Time r = ratio(ctx, strategy, n, m, rule);
          if (r <= reference) return std::nullopt;
          return Counterexample{
              "n = " + std::to_string(n) + ", tie-break " + to_string(rule) + ": the " +
                  to_string(strategy) + " is " + to_string(r) +
                  " x optimal at d = " + to_string(m.d) + ", c = " + to_string(m.c) +
                  ", worse than at " + worst_text(strategy) + " (" + to_string(reference) + ")",
              {{"n", n},
               {"costs", costs_json(m)},
               {"tie_break", to_string(rule)},
               {"ratio", to_string(r)},
               {"ratio_at_conjectured_worst", to_string(reference)}},
              schedule_replay(to_string(strategy), n, m, to_string(rule)) + "; " +
                  schedule_replay(to_string(strategy), n, worst_costs(strategy), to_string(rule))};
        });
    if (report.counterexample) {
      const int n = report.counterexample->instance["n"].get<int>();
      notes.push_back("tie-break " + to_string(rule) +
                      ": refuted first at n = " + std::to_string(n));
      if (!failure || n < failure->counterexample->instance["n"].get<int>()) failure = report;
    } else {
      notes.push_back("tie-break " + to_string(rule) +
                      ": holds for n <= " + std::to_string(s.n_max));
    }
  }
  ClaimReport out =
      failure ? *failure : holds_on(count, domain.words() + ", tie-break " + s.tie_breaks_text());
  if (failure) {
    out.covered = "searched " + domain.words() + ", tie-break " + s.tie_breaks_text() +
                  ", each rule in order; reports the smallest n";
  }
  out.notes = notes;
  return out;
}

// Per n, one tie-break rule, n = 2..max(n_max, conjecture_n_max): the
// strategy with that rule is one algorithm, the paper's if its unstated
// tie-break is that one. Optima beyond n_max by the Pareto recurrence.
ClaimReport worst_ratio_per_n_with(OverlapClaimContext& ctx, Strategy strategy, TieBreak rule) {
  const OverlapSettings& s = ctx.settings();
  const int last = std::max(s.n_max, s.conjecture_n_max);
  const Domain<SizeCosts> domain =
      sizes_and_costs(s, 2, last)
          .where([](const SizeCosts& x) { return max_positive(x.costs); }, "with max(d, c) > 0");
  const auto wide_ratio = [&](int n, const OverlapModel& m) {
    return strategy_makespan(strategy, n, m, rule) / ctx.wide_optimum(n, m);
  };
  return search<SizeCosts>(
      domain,
      [&](const SizeCosts& x) -> std::optional<Counterexample> {
        const auto& [n, m] = x;
        const Time reference = wide_ratio(n, worst_costs(strategy));
        const Time r = wide_ratio(n, m);
        if (r <= reference) return std::nullopt;
        return Counterexample{
            "n = " + std::to_string(n) + ", tie-break " + to_string(rule) + ": the " +
                to_string(strategy) + " is " + to_string(r) +
                " x optimal at d = " + to_string(m.d) + ", c = " + to_string(m.c) +
                ", worse than at " + worst_text(strategy) + " (" + to_string(reference) + ")",
            {{"n", n},
             {"costs", costs_json(m)},
             {"tie_break", to_string(rule)},
             {"ratio", to_string(r)},
             {"ratio_at_conjectured_worst", to_string(reference)}},
            schedule_replay(to_string(strategy), n, m, to_string(rule)) + "; " +
                schedule_replay(to_string(strategy), n, worst_costs(strategy), to_string(rule))};
      },
      ", tie-break " + to_string(rule) + "; optimum by " + ctx.optimum_method(s.n_max) +
          " up to n = " + std::to_string(s.n_max) + ", by the Pareto recurrence beyond");
}

// Over all n: no cost pair exceeds the largest ratio at the conjectured costs.
ClaimReport worst_ratio_overall(OverlapClaimContext& ctx, Strategy strategy) {
  const OverlapSettings& s = ctx.settings();
  const Domain<SizeCosts> domain = ratio_domain(s);
  std::uint64_t count = 0;
  for (TieBreak rule : s.tie_breaks) {
    Time worst_reference = 0;
    for (int n = 2; n <= s.n_max; ++n) {
      worst_reference =
          std::max(worst_reference, ratio(ctx, strategy, n, worst_costs(strategy), rule));
    }
    ClaimReport report =
        search<SizeCosts>(domain, [&](const SizeCosts& x) -> std::optional<Counterexample> {
          const auto& [n, m] = x;
          ++count;
          const Time r = ratio(ctx, strategy, n, m, rule);
          if (r <= worst_reference) return std::nullopt;
          return Counterexample{"tie-break " + to_string(rule) + ": the " + to_string(strategy) +
                                    " is " + to_string(r) + " x optimal at n = " +
                                    std::to_string(n) + ", d = " + to_string(m.d) +
                                    ", c = " + to_string(m.c) + ", above its worst ratio at " +
                                    worst_text(strategy) + " (" + to_string(worst_reference) + ")",
                                {{"n", n},
                                 {"costs", costs_json(m)},
                                 {"tie_break", to_string(rule)},
                                 {"ratio", to_string(r)},
                                 {"worst_ratio_at_conjectured_costs", to_string(worst_reference)}},
                                schedule_replay(to_string(strategy), n, m, to_string(rule))};
        });
    if (report.counterexample) {
      report.covered = "searched " + domain.words() + ", tie-break " + s.tie_breaks_text() +
                       ", rule by rule; stopped at the first counterexample";
      return report;
    }
  }
  return holds_on(count, domain.words() + ", tie-break " + s.tie_breaks_text());
}

const std::string conjecture_statement =
    "For each number of elements, the length obtained with the binomial (resp., "
    "Fibonacci) strategy is compared to the length obtained with Algorithm 1 when "
    "d = c (resp., min(d, c) = 0). This is conjectured to provide the worst-case "
    "ratios for both strategies.";

Claim conjecture_binomial() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.conjecture.binomial", canon_paper + "Section 7.3 (Figure 2)",
      conjecture_statement,
      "binomial half, per n: for each n, no cost pair gives the binomial strategy a "
      "larger ratio to the optimum than d = c does; every argmin tie-break is a "
      "binomial strategy, so each must satisfy it",
      Outcome::refuted,
      "with tie-break highest the binomial strategy is optimal at d = c for n = 9 but "
      "not at other ratios; with tie-break lowest the first counterexample is n = 22 "
      "(outside the default n <= 16)",
      [](OverlapClaimContext& ctx) { return worst_ratio_per_n(ctx, Strategy::binomial); });
}

Claim conjecture_fibonacci() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.conjecture.fibonacci", canon_paper + "Section 7.3 (Figure 2)",
      "(as canon2012.sec7.3.conjecture.binomial) ... the Fibonacci strategy ... when "
      "min(d, c) = 0 ... is conjectured to provide the worst-case ratios.",
      "Fibonacci half, per n, every argmin tie-break", Outcome::refuted,
      "with tie-break highest the Fibonacci strategy is optimal at min(d, c) = 0 for "
      "n = 9 but not at other ratios",
      [](OverlapClaimContext& ctx) { return worst_ratio_per_n(ctx, Strategy::fibonacci); });
}

// The conjecture for the strategy with one tie-break rule.
Claim conjecture_with_rule(Strategy strategy, TieBreak rule) {
  const bool binomial = strategy == Strategy::binomial;
  const std::string half = binomial ? "binomial" : "fibonacci";
  const bool refuted = binomial || rule == TieBreak::highest_index;
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.conjecture." + half + "." + to_string(rule),
      canon_paper + "Section 7.3 (Figure 2), tie-break " + to_string(rule),
      binomial ? conjecture_statement
               : "(as canon2012.sec7.3.conjecture.binomial) ... the Fibonacci strategy ... when "
                 "min(d, c) = 0 ... is conjectured to provide the worst-case ratios.",
      half + " half, per n, for the strategy whose argmin ties go to the " + to_string(rule) +
          " index (Algorithm 1 does not say which): for each n = 2..--conjecture-n-max, no cost "
          "pair of the grid gives it a larger ratio to the optimum than " +
          worst_text(strategy) + " does",
      refuted ? Outcome::refuted : Outcome::holds,
      !refuted ? ""
      : binomial && rule == TieBreak::lowest_index
          ? "first at n = 22: the binomial strategy is optimal at d = c but not at some other "
            "ratio (beyond the default --n-max 16, within --conjecture-n-max 40)"
          : "first at n = 9: the strategy is optimal at " + worst_text(strategy) +
                " but not at some other ratio",
      [strategy, rule](OverlapClaimContext& ctx) {
        return worst_ratio_per_n_with(ctx, strategy, rule);
      });
}

Claim conjecture_overall(Strategy strategy) {
  const bool binomial = strategy == Strategy::binomial;
  const std::string half = binomial ? "binomial" : "fibonacci";
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.conjecture." + half + ".overall", canon_paper + "Section 7.3 (Figure 2)",
      "(as canon2012.sec7.3.conjecture." + half + ")",
      "weaker reading: the largest ratio over all n of the domain and all cost pairs "
      "is reached at " +
          worst_text(strategy) + ", for each argmin tie-break",
      Outcome::holds, "",
      [strategy](OverlapClaimContext& ctx) { return worst_ratio_overall(ctx, strategy); });
}

}  // namespace

std::vector<Claim> section7_strategy_claims() {
  return {theorem18(),
          theorem18_proof_bound(),
          theorem19(),
          conjecture_binomial(),
          conjecture_fibonacci(),
          conjecture_with_rule(Strategy::binomial, TieBreak::lowest_index),
          conjecture_with_rule(Strategy::binomial, TieBreak::highest_index),
          conjecture_with_rule(Strategy::fibonacci, TieBreak::lowest_index),
          conjecture_with_rule(Strategy::fibonacci, TieBreak::highest_index),
          conjecture_overall(Strategy::binomial),
          conjecture_overall(Strategy::fibonacci)};
}

}  // namespace redcheck
