// Canon & Antoniu 2012, Section 5: Algorithm 1 is optimal (Theorem 4), the
// bounds on the optimum (Lemma 5, Proposition 6) and on any schedule.

#include "models/overlap/claims/sections.hpp"
#include "models/overlap/claims/tree_times.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/tree_timing.hpp"

#include <atomic>

namespace redcheck {

namespace {

Claim theorem4() {
  return claim_in<OverlapClaimContext>(
      "canon2012.thm4", canon_paper + "Theorem 4 (Section 5)", "Algorithm 1 is optimal.",
      "for every n, cost pair and argmin tie-break: Algorithm 1's own length, the "
      "validated schedule read off its dates, the Proposition 3 timing of its tree "
      "and the exhaustive optimum are all equal",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        return search<SizeCostsRule>(
            sizes_costs_rules(s, 1, s.n_max),
            [&](const SizeCostsRule& x) -> std::optional<Counterexample> {
              const auto& [n, m, rule] = x;
              const Time& opt = ctx.optimum(n, m);
              const GreedyTree g = algorithm1(n, m, rule);
              const Time literal = validated_makespan(algorithm1_schedule(g, m), m, "Algorithm 1");
              const Time timed =
                  validated_makespan(earliest_schedule(g.tree, m, ArrivalOrder::by_ready_time), m,
                                     "Proposition 3 timing");
              if (g.length == literal && literal == opt && timed == opt) return std::nullopt;
              return Counterexample{
                  "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                      ": Algorithm 1 claims " + to_string(g.length) +
                      ", its schedule validates at " + to_string(literal) + " (" +
                      to_string(timed) + " by Proposition 3), the optimum is " + to_string(opt),
                  {{"n", n},
                   {"costs", costs_json(m)},
                   {"tie_break", to_string(rule)},
                   {"algorithm1_length", to_string(g.length)},
                   {"validated", to_string(literal)},
                   {"proposition3", to_string(timed)},
                   {"optimum", to_string(opt)},
                   {"tree", g.tree.brackets()}},
                  schedule_replay(to_string(OverlapBuilder::greedy), n, m, to_string(rule)) + "; " +
                      optimum_replay(n, m)};
            },
            "; optimum by " + ctx.optimum_method(s.n_max));
      });
}

// A claim "value(n, m) relation optimum" over n and the grid.
template <class Bound, class Fails>
ClaimReport against_optimum(OverlapClaimContext& ctx, const std::string& what, Bound&& bound,
                            Fails&& fails) {
  const OverlapSettings& s = ctx.settings();
  return search<SizeCosts>(
      sizes_and_costs(s, 1, s.n_max),
      [&](const SizeCosts& x) -> std::optional<Counterexample> {
        const auto& [n, m] = x;
        const Time& opt = ctx.optimum(n, m);
        const Time b = bound(n, m);
        if (!fails(opt, b)) return std::nullopt;
        return Counterexample{"n = " + std::to_string(n) + ": optimum " + to_string(opt) + ", " +
                                  what + " " + to_string(b),
                              {{"n", n},
                               {"costs", costs_json(m)},
                               {"optimum", to_string(opt)},
                               {"bound", to_string(b)}},
                              optimum_replay(n, m)};
      },
      ", optimum by " + ctx.optimum_method(s.n_max));
}

Claim lemma5() {
  return claim_in<OverlapClaimContext>(
      "canon2012.lemma5", canon_paper + "Lemma 5 (Section 5)",
      "The optimal length for reducing n elements is greater than or equal to "
      "ceil(log2(n)) max(d, c).",
      "against the exhaustive optimum", Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return against_optimum(ctx, "lower bound ceil(log2 n) max(d, c) =", lemma5_lower_bound,
                               [](const Time& opt, const Time& b) { return opt < b; });
      });
}

Claim lemma5_monotone() {
  return claim_in<OverlapClaimContext>(
      "canon2012.lemma5.monotone", canon_paper + "proof of Lemma 5 (Section 5)",
      "the optimal length is monotonically non-decreasing when the number of elements "
      "to reduce increases.",
      "optimum(n - 1) <= optimum(n), exhaustive optima", Outcome::holds, "",
      [](OverlapClaimContext& ctx) {
        return against_optimum(
            ctx, "optimum for n - 1 machines",
            [&](int n, const OverlapModel& m) { return n > 1 ? ctx.optimum(n - 1, m) : Time(0); },
            [](const Time& opt, const Time& previous) { return opt < previous; });
      });
}

Claim proposition6() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop6", canon_paper + "Proposition 6 (Section 5)",
      "The optimal length for reducing n elements is lower than or equal to "
      "ceil(log2(n)) (d + c).",
      "against the exhaustive optimum", Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return against_optimum(ctx, "upper bound ceil(log2 n)(d + c) =", proposition6_upper_bound,
                               [](const Time& opt, const Time& b) { return opt > b; });
      });
}

Claim structural_bounds() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec5.structural-bounds", canon_paper + "end of Section 5",
      "the length of any schedule is greater than or equal to d + (deg - 1) max(d, c) "
      "+ c and to (depth - 1)(d + c).",
      "deg = most senders of one machine, depth = transfers on the longest path to "
      "the sink; n >= 2 (with n = 1 there is no reduction and no arity); each ordered "
      "tree's earliest schedule, which no schedule of that shape and order beats",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        std::atomic<std::uint64_t> count{0}, tight_depth{0};
        // Decided in ticks first (tree_times.hpp); each point counted once.
        const auto holds = [&](const auto& a, const TreeCosts& x) {
          const auto& d = a.costs[0];
          const auto& c = a.costs[1];
          using T = std::decay_t<decltype(d)>;
          const T length =
              earliest_makespan(x.tree, d, c, x.costs.overlap, ArrivalOrder::as_in_tree);
          ++count;
          if (!(length < T(x.tree.depth()) * (d + c))) ++tight_depth;
          return !(length < single_machine_time(x.tree.max_in_degree(), d, c)) &&
                 !(length < T(x.tree.depth() - 1) * (d + c));
        };
        const auto exact = [&](const TreeCosts& x, bool counted) -> std::optional<Counterexample> {
          const auto& [n, m, tree] = x;
          const Time length = validated_makespan(
              earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m, "earliest");
          const Time by_degree = single_machine_time(tree.max_in_degree(), m);
          const Time by_depth = Time(tree.depth() - 1) * (m.d + m.c);
          if (!counted) {
            ++count;
            if (length >= Time(tree.depth()) * (m.d + m.c)) ++tight_depth;
          }
          if (length >= by_degree && length >= by_depth) return std::nullopt;
          return Counterexample{"tree " + tree.brackets() + " ends at " + to_string(length) +
                                    "; degree bound " + to_string(by_degree) + ", depth bound " +
                                    to_string(by_depth),
                                {{"tree", tree.brackets()},
                                 {"costs", costs_json(m)},
                                 {"makespan", to_string(length)},
                                 {"degree_bound", to_string(by_degree)},
                                 {"depth_bound", to_string(by_depth)}},
                                tree_replay(tree, m, true)};
        };
        ClaimReport report = search_in_parallel<TreeCosts>(
            every_ordered_tree(ctx.settings(), 2),
            ticks_then_exact(
                [](int n, const std::vector<BigInt>& t) {
                  return BigInt(2 * n + 2) * (t[0] + t[1]);
                },
                holds, exact, "whether the structural bounds hold on the tree"),
            " (earliest schedule of each arrival order)");
        if (report.outcome == Outcome::holds) {
          report.notes.push_back(
              "with depth counted in transfers, length >= depth (d + c) held in " +
              std::to_string(tight_depth.load()) + " of " + std::to_string(count.load()) +
              " instances");
        }
        return report;
      });
}

}  // namespace

std::vector<Claim> section5_claims() {
  return {theorem4(), lemma5(), lemma5_monotone(), proposition6(), structural_bounds()};
}

}  // namespace redcheck
