// Canon & Antoniu 2012, Section 6: limited concurrent transfers (Algorithm 2,
// Theorem 7, Proposition 8) and limited reducers (Algorithm 3, Theorems 9 and
// 10, Corollary 11), each against the exact optima under the limit.

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/limited_timing.hpp"

namespace redcheck {

namespace {

const std::string optimum_words =
    "; optima under the limit by the search of limited_optimum.hpp (every tree and transfer "
    "order) or, for reducers, every ordered tree with at most K reducers";

std::pair<int, int> every_k(int n) {
  return {1, n};
}

std::pair<int, int> k_to_half(int n) {
  return {1, n / 2};
}

std::pair<int, int> k_above_half(int n) {
  return {n / 2 + 1, n};
}

std::string where(int n, int k, const std::string& what) {
  return "n = " + std::to_string(n) + ", K = " + std::to_string(k) + " " + what;
}

// A claim "algorithm's length <= Proposition 8's bound" on a range of K.
template <class Length>
ClaimReport under_bound(OverlapClaimContext& ctx, const std::string& algorithm,
                        const std::function<std::pair<int, int>(int)>& k_range,
                        const std::string& k_words, bool transfers, Length&& length,
                        bool corrected = false) {
  const OverlapSettings& s = ctx.settings();
  std::uint64_t tight = 0, count = 0;
  ClaimReport report = search<LimitCosts>(
      sizes_limits_costs(s, 1, s.limited_n_max, k_range, k_words),
      [&](const LimitCosts& x) -> std::optional<Counterexample> {
        const auto& [n, k, m] = x;
        Time got(0);  // the longer of the tie-breaks
        for (TieBreak rule : s.tie_breaks) got = std::max(got, length(n, k, m, rule));
        const Time bound =
            corrected ? proposition8_corrected_bound(n, k, m) : proposition8_bound(n, k, m);
        ++count;
        if (got == bound) ++tight;
        if (got <= bound) return std::nullopt;
        const OverlapModel limited =
            transfers ? m.with_limits(k, std::nullopt) : m.with_limits(std::nullopt, k);
        return Counterexample{
            where(n, k, transfers ? "transfers" : "reducers") + ": " + algorithm + " takes " +
                to_string(got) + ", above the bound " +
                (corrected ? "(m + ceil((n - 2^m)/K))(d + c), m = floor(log2 K) + 1, = "
                           : "(floor(log2 K + 1) + ceil(n/K - 2))(d + c) = ") +
                to_string(bound),
            {{"n", n},
             {"k", k},
             {"costs", costs_json(m)},
             {"length", to_string(got)},
             {"bound", to_string(bound)}},
            schedule_replay(transfers ? "greedy-limited-transfers" : "greedy-limited-reducers", n,
                            limited)};
      });
  if (report.outcome == Outcome::holds) {
    report.notes.push_back("the bound is reached in " + std::to_string(tight) + " of " +
                           std::to_string(count) + " instances");
  }
  return report;
}

Time algorithm2_validated(int n, int k, const OverlapModel& m, TieBreak rule) {
  const LimitedTransfersSchedule a = algorithm2(n, k, m, rule);
  const Time length = validated_makespan(a.schedule, m.with_limits(k, std::nullopt), "Algorithm 2");
  checked("Algorithm 2's length", where(n, k, "transfers"), "t_n (line 14)", a.last_completion,
          "the validator", length);
  return length;
}

Time algorithm3_validated(int n, int k, const OverlapModel& m, TieBreak rule) {
  const GreedyTree g = algorithm1(n, m, rule, k);
  const Time length =
      validated_makespan(algorithm1_schedule(g, m), m.with_limits(std::nullopt, k), "Algorithm 3");
  checked("Algorithm 3's length", where(n, k, "reducers"), "its own dates", g.length,
          "the validator", length);
  return length;
}

// Theorems 7 and 9: Algorithm 2 (under K transfers) or Algorithm 3 (under K
// reducers), each tie-break, reaches the exact optimum under that limit.
ClaimReport reaches_optimum_under_limit(OverlapClaimContext& ctx, bool transfers) {
  const std::string algorithm = transfers ? "Algorithm 2" : "Algorithm 3";
  const OverlapSettings& s = ctx.settings();
  const auto rules = s.tie_breaks;
  return search<LimitCosts>(
      sizes_limits_costs(s, 1, s.limited_n_max, every_k, "K = 1..n"),
      [&](const LimitCosts& x) -> std::optional<Counterexample> {
        const auto& [n, k, m] = x;
        const OverlapModel limited =
            transfers ? m.with_limits(k, std::nullopt) : m.with_limits(std::nullopt, k);
        const Time& opt = ctx.optimum_under_limits(n, limited);
        for (TieBreak rule : rules) {
          const Time length =
              transfers ? algorithm2_validated(n, k, m, rule) : algorithm3_validated(n, k, m, rule);
          if (length == opt) continue;
          return Counterexample{
              where(n, k, transfers ? "transfers" : "reducers") + ", tie-break " + to_string(rule) +
                  ": " + algorithm + " takes " + to_string(length) + ", the optimum is " +
                  to_string(opt),
              {{"n", n},
               {"k", k},
               {"costs", costs_json(m)},
               {"tie_break", to_string(rule)},
               {transfers ? "algorithm2" : "algorithm3", to_string(length)},
               {"optimum", to_string(opt)}},
              schedule_replay(transfers ? "greedy-limited-transfers" : "greedy-limited-reducers", n,
                              limited, to_string(rule)) +
                  "; " + optimum_replay(n, limited)};
        }
        return std::nullopt;
      },
      optimum_words);
}

Claim theorem7() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm7", canon_paper + "Theorem 7 (Section 6.1)",
      "When no more than K concurrent transfers is allowed, Algorithm 2 is optimal.",
      "Algorithm 2 as reconstructed in limited_greedy.hpp; its forward schedule is validated "
      "under the limit K (with t_n equal to the validated makespan) and compared with the exact "
      "optimum under K transfers, for every K <= n and both argmin tie-breaks",
      Outcome::holds, "",
      [](OverlapClaimContext& ctx) { return reaches_optimum_under_limit(ctx, true); });
}

Claim proposition8() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop8", canon_paper + "Proposition 8 (Section 6.1)",
      "The length of any schedule built by Algorithm 2 is lower than or equal to "
      "(floor(log2(K) + 1) + ceil(n/K - 2))(d + c) with K <= floor(n/2).",
      "as printed, for n >= 2 and K = 1..floor(n/2); both argmin tie-breaks (the longer); the "
      "length is "
      "the validated makespan of Algorithm 2's schedule",
      Outcome::refuted,
      "the proof's second mode counts ceil(n/K - 2) steps for the n - 2^m machines left after "
      "the m = floor(log2 K) + 1 doubling steps, using n - 2^m < n - 2K, which is false since "
      "2^m <= 2K; the bound can fall below even Lemma 5's lower bound (n = 6, K = 3, c = 0); "
      "canon2012.prop8.corrected repairs the count",
      [](OverlapClaimContext& ctx) {
        return under_bound(ctx, "Algorithm 2", k_to_half, "K = 1..floor(n/2)", true,
                           algorithm2_validated);
      });
}

Claim proposition8_corrected() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop8.corrected", canon_paper + "Proposition 8 (Section 6.1), count repaired",
      "(corrected) The length of any schedule built by Algorithm 2 is at most (m + ceil((n - "
      "2^m)/K))(d + c) with m = floor(log2 K) + 1 when 2^m < n, and ceil(log2 n)(d + c) "
      "otherwise, for every K >= 1.",
      "the proof's step schedule counted step by step (bounds.hpp); every K = 1..n; "
      "both argmin tie-breaks (the longer); validated lengths",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return under_bound(ctx, "Algorithm 2", every_k, "K = 1..n", true, algorithm2_validated,
                           true);
      });
}

Claim corollary11_corrected() {
  return claim_in<OverlapClaimContext>(
      "canon2012.cor11.corrected", canon_paper + "Corollary 11 (Section 6.2), count repaired",
      "(corrected) The length of any schedule built by Algorithm 3 is at most the bound of "
      "canon2012.prop8.corrected, for every K >= 1 reducers.",
      "the step schedule of the proof uses at most K reducers (2^(m-1) <= K in the doubling "
      "steps, the same K afterwards); every K = 1..n; both argmin tie-breaks (the longer); "
      "validated lengths",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return under_bound(ctx, "Algorithm 3", every_k, "K = 1..n", false, algorithm3_validated,
                           true);
      });
}

Claim proposition8_beyond() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop8.beyond", canon_paper + "Proposition 8 (Section 6.1), beyond its range",
      "(not in the paper) The bound of Proposition 8 also holds for floor(n/2) < K <= n.",
      "the printed bound with K above the range the paper states; ceil(n/K - 2) is then -1 "
      "or 0",
      Outcome::refuted,
      "above floor(n/2) the ceiling drops to -1 while the schedule does not get shorter: the "
      "bound falls below the length (the paper restricts K for this reason)",
      [](OverlapClaimContext& ctx) {
        return under_bound(ctx, "Algorithm 2", k_above_half, "K = floor(n/2)+1..n", true,
                           algorithm2_validated);
      });
}

Claim theorem9() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm9", canon_paper + "Theorem 9 (Section 6.2)",
      "When no more than K reducers are available, Algorithm 3 is optimal.",
      "Algorithm 3's schedule (read off its dates) validated under the reducer limit, its own "
      "length equal to the validated makespan, and equal to the optimum over every ordered tree "
      "with at most K reducers, for every K <= n and both argmin tie-breaks",
      Outcome::holds, "",
      [](OverlapClaimContext& ctx) { return reaches_optimum_under_limit(ctx, false); });
}

Claim theorem10() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm10", canon_paper + "Theorem 10 (Section 6.2)",
      "When no more than K concurrent transfers is allowed and when d >= c, Algorithm 3 is "
      "optimal.",
      "Algorithm 3 with K reducers: its schedule, not delayed, must pass the validator under "
      "the limit of K transfers, and its length must equal the optimum under K transfers; "
      "every K <= n, pairs with d >= c, both tie-breaks",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        const auto rules = s.tie_breaks;
        return search<LimitCosts>(
            sizes_limits_costs(s, 1, s.limited_n_max, every_k, "K = 1..n")
                .where([](const LimitCosts& x) { return x.costs.d >= x.costs.c; }, "with d >= c"),
            [&](const LimitCosts& x) -> std::optional<Counterexample> {
              const auto& [n, k, m] = x;
              const Time& opt = ctx.optimum_under_limits(n, m.with_limits(k, std::nullopt));
              for (TieBreak rule : rules) {
                const GreedyTree g = algorithm1(n, m, rule, k);
                const Schedule schedule = algorithm1_schedule(g, m);
                const Validation v = validate(schedule, m.with_limits(k, std::nullopt));
                if (v.valid() && v.makespan == opt) continue;
                const std::string got =
                    v.valid() ? "takes " + to_string(v.makespan)
                              : "breaks the limit of K transfers (" + v.violation + ")";
                return Counterexample{
                    where(n, k, "transfers") + ", tie-break " + to_string(rule) + ": Algorithm 3 " +
                        got + ", the optimum is " + to_string(opt),
                    {{"n", n},
                     {"k", k},
                     {"costs", costs_json(m)},
                     {"tie_break", to_string(rule)},
                     {"algorithm3_valid_under_k_transfers", v.valid()},
                     {"algorithm3", v.valid() ? to_string(v.makespan) : v.violation},
                     {"optimum", to_string(opt)}},
                    schedule_replay("greedy-limited-reducers", n, m.with_limits(k, k),
                                    to_string(rule)) +
                        "; " + optimum_replay(n, m.with_limits(k, std::nullopt))};
              }
              return std::nullopt;
            },
            optimum_words);
      });
}

Claim corollary11() {
  return claim_in<OverlapClaimContext>(
      "canon2012.cor11", canon_paper + "Corollary 11 (Section 6.2)",
      "The length of any schedule built by Algorithm 3 is lower than or equal to "
      "(floor(log2(K) + 1) + ceil(n/K - 2))(d + c) with K <= floor(n/2).",
      "as printed, n >= 2 and K = 1..floor(n/2) reducers; both argmin tie-breaks (the longer); the "
      "length "
      "is the validated makespan of Algorithm 3's schedule",
      Outcome::refuted,
      "the same bound as Proposition 8, with the same miscount (canon2012.prop8); "
      "canon2012.cor11.corrected repairs it",
      [](OverlapClaimContext& ctx) {
        return under_bound(ctx, "Algorithm 3", k_to_half, "K = 1..floor(n/2)", false,
                           algorithm3_validated);
      });
}

Claim one_port_remark() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec6.1.one-port", canon_paper + "Section 6.1, before Proposition 8",
      "As each machine is assumed to be involved in at most one transfer at any time, there is "
      "no more than floor(n/2) concurrent transfers. Thus, we consider that the limit K is lower "
      "than or equal to this hard limit.",
      "a limit K >= floor(n/2) never binds: the exact optimum under K transfers equals the "
      "unlimited exhaustive optimum (two independent computations), and Algorithm 1's schedule "
      "never has more than floor(n/2) transfers in progress",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        return search<LimitCosts>(
            sizes_limits_costs(
                s, 1, s.limited_n_max,
                [](int n) {
                  return std::pair<int, int>{std::max(1, n / 2), n};
                },
                "K = max(1, floor(n/2))..n"),
            [&](const LimitCosts& x) -> std::optional<Counterexample> {
              const auto& [n, k, m] = x;
              const Time& limited = ctx.optimum_under_limits(n, m.with_limits(k, std::nullopt));
              const Time& unlimited = ctx.wide_optimum(n, m);
              const int most = most_concurrent_transfers(
                  algorithm1_schedule(algorithm1(n, m, TieBreak::lowest_index), m));
              if (limited == unlimited && most <= n / 2) return std::nullopt;
              return Counterexample{
                  where(n, k, "transfers") + ": optimum " + to_string(limited) +
                      " under the limit, " + to_string(unlimited) + " without; Algorithm 1 has " +
                      std::to_string(most) + " transfers at once",
                  {{"n", n},
                   {"k", k},
                   {"costs", costs_json(m)},
                   {"optimum_under_limit", to_string(limited)},
                   {"optimum", to_string(unlimited)},
                   {"algorithm1_most_concurrent", most}},
                  optimum_replay(n, m.with_limits(k, std::nullopt)) + "; " + optimum_replay(n, m)};
            },
            optimum_words);
      });
}

}  // namespace

std::vector<Claim> section6_limit_claims() {
  return {theorem7(),  proposition8(), proposition8_corrected(), proposition8_beyond(), theorem9(),
          theorem10(), corollary11(),  corollary11_corrected(),  one_port_remark()};
}

}  // namespace redcheck
