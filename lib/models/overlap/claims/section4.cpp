// Canon & Antoniu 2012, Section 4: Propositions 2 and 3 (the transfer times
// of any schedule) and Section 4.1 (non-commutative operations).

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/claims/tree_times.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "schedule/relabel.hpp"

namespace redcheck {

namespace {

// Every ordered tree of the domain, each point decided in ticks first
// (tree_times.hpp). Every value formed is at most the makespan, at most
// (n - 1)(d + c) for an earliest schedule, plus d + n max(d, c) + c.
BigInt tree_claims_largest(int n, const std::vector<BigInt>& t) {
  return BigInt(2 * n + 2) * (t[0] + t[1]);
}

ClaimReport proposition2(OverlapClaimContext& ctx, Proposition2Reading reading) {
  const auto holds = [reading](const auto& a, const TreeCosts& x) {
    const auto& d = a.costs[0];
    const auto& c = a.costs[1];
    const auto t = tree_times(x.tree, d, c, x.costs.overlap, ArrivalOrder::as_in_tree);
    for (int i = 0; i < x.n; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (t.incoming_starts[k].empty()) continue;
      if (t.send_start[k] < proposition2_bound(t.incoming_starts[k], d, c, reading)) return false;
    }
    return true;
  };
  const auto exact = [reading](const TreeCosts& x, bool) -> std::optional<Counterexample> {
    const auto& [n, m, tree] = x;
    const Schedule s = earliest_schedule(tree, m, ArrivalOrder::as_in_tree);
    validated_makespan(s, m, "the earliest schedule");
    const TreeTimes<Time> t = tree_times(s);
    for (int i = 0; i < n; ++i) {
      if (t.incoming_starts[i].empty()) continue;
      const Time bound = proposition2_bound(t.incoming_starts[i], m, reading);
      if (t.send_start[i] >= bound) continue;
      nlohmann::json starts = nlohmann::json::array();
      for (const auto& start : t.incoming_starts[i]) starts.push_back(to_string(start));
      return Counterexample{"tree " + tree.brackets() + ", machine " + std::to_string(i) +
                                ": its transfers start at " + starts.dump() +
                                " and it is done at " + to_string(t.send_start[i]) +
                                ", below the bound " + to_string(bound),
                            {{"n", n},
                             {"tree", tree.brackets()},
                             {"machine", i},
                             {"costs", costs_json(m)},
                             {"incoming_transfer_starts", starts},
                             {"t_i", to_string(t.send_start[i])},
                             {"bound", to_string(bound)}},
                            tree_replay(tree, m, true)};
    }
    return std::nullopt;
  };
  return search<TreeCosts>(every_ordered_tree(ctx.settings(), 1),
                           ticks_then_exact(tree_claims_largest, holds, exact,
                                            "whether Proposition 2 holds on the tree"),
                           "; every machine with senders, in the tree's earliest schedule");
}

Claim proposition2_as_printed() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop2", canon_paper + "Proposition 2 (Section 4.2)",
      "t_i >= max_{j in [1, m_i]} (t_i^j + d + (m_i - j) max(d, c) + c), where t_i^j is "
      "the jth largest transfer time among all the predecessors of machine i.",
      "as printed: t_i^j ranked largest first; t_i^j are the start times of the "
      "transfers machine i receives, t_i when i sends (the sink: when it is done); "
      "every machine of every ordered tree, earliest schedule",
      Outcome::refuted,
      "ranking the transfer times largest first charges the latest transfer with "
      "every pipelined reduction; the proof ranks them earliest first (next claim)",
      [](OverlapClaimContext& ctx) { return proposition2(ctx, Proposition2Reading::jth_largest); });
}

Claim proposition2_earliest_first() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop2.earliest-first",
      canon_paper + "Proposition 2 (Section 4.2), as its proof uses it",
      "t_i >= max_{j in [1, m_i]} (t_i^j + d + (m_i - j) max(d, c) + c), with t_i^j "
      "the jth earliest transfer time (the proof's f_i^k reduces the first k elements).",
      "t_i^j ranked earliest first; otherwise as canon2012.prop2", Outcome::holds, "",
      [](OverlapClaimContext& ctx) {
        return proposition2(ctx, Proposition2Reading::jth_smallest);
      });
}

Claim proposition3() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop3", canon_paper + "Proposition 3 (Section 4.2)",
      "The transfer time of any machine i can be set to t_i = max_{j in [1, m_i]} "
      "(t_i^j + d + (m_i - j) max(d, c) + c) without increasing the schedule length.",
      "for every ordered tree: timing its unordered tree by Proposition 3 (senders in "
      "order of readiness, t_i^j the senders' t_j earliest first) gives a valid "
      "schedule whose machines are done exactly at the formula, and which is no "
      "longer than the tree's own arrival order",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const auto holds = [](const auto& a, const TreeCosts& x) {
          const auto& d = a.costs[0];
          const auto& c = a.costs[1];
          const bool overlap = x.costs.overlap;
          const auto own = earliest_makespan(x.tree, d, c, overlap, ArrivalOrder::as_in_tree);
          const auto t = tree_times(x.tree, d, c, overlap, ArrivalOrder::by_ready_time);
          if (own < t.makespan) return false;
          for (int i = 0; i < x.n; ++i) {
            const auto k = static_cast<std::size_t>(i);
            std::vector<std::decay_t<decltype(d)>> ready;
            for (int s : t.senders[k]) ready.push_back(t.send_start[static_cast<std::size_t>(s)]);
            if (t.finish[k] != proposition2_bound(ready, d, c, Proposition2Reading::jth_smallest)) {
              return false;
            }
          }
          return true;
        };
        const auto exact = [](const TreeCosts& x, bool) -> std::optional<Counterexample> {
          const auto& [n, m, tree] = x;
          const Time own = validated_makespan(earliest_schedule(tree, m, ArrivalOrder::as_in_tree),
                                              m, "earliest");
          const Schedule p3 = earliest_schedule(tree, m, ArrivalOrder::by_ready_time);
          const Time prop3 = validated_makespan(p3, m, "Proposition 3 timing");
          const TreeTimes<Time> t = tree_times(p3);
          std::string problem;
          if (prop3 > own) {
            problem = "Proposition 3 timing ends at " + to_string(prop3) +
                      ", after the tree's own arrival order (" + to_string(own) + ")";
          }
          for (int i = 0; i < n && problem.empty(); ++i) {
            std::vector<Time> ready;
            for (int s : t.senders[i]) ready.push_back(t.send_start[s]);
            // t_i^j: the senders' own t_j (when their data is ready), earliest first
            const Time formula = proposition2_bound(ready, m, Proposition2Reading::jth_smallest);
            if (t.finish[i] != formula) {
              problem = "machine " + std::to_string(i) + " is done at " + to_string(t.finish[i]) +
                        " but the formula gives " + to_string(formula);
            }
          }
          if (problem.empty()) return std::nullopt;
          return Counterexample{"tree " + tree.brackets() + ": " + problem,
                                {{"n", n},
                                 {"tree", tree.brackets()},
                                 {"costs", costs_json(m)},
                                 {"proposition3_makespan", to_string(prop3)},
                                 {"tree_order_makespan", to_string(own)}},
                                tree_replay(tree, m, false)};
        };
        return search_in_parallel<TreeCosts>(
            every_ordered_tree(ctx.settings(), 1),
            ticks_then_exact(tree_claims_largest, holds, exact,
                             "whether Proposition 3 holds on the tree"));
      });
}

Claim non_commutative() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec4.1.non-commutative", canon_paper + "Section 4.1",
      "The machines can thus be permuted in any optimal schedule such that the "
      "non-commutative property of the reduction operation is respected.",
      "Algorithm 1's optimal schedule with machines renumbered in preorder of its tree "
      "(a machine, then its senders' subtrees in arrival order) passes the validator's "
      "non-commutative rule (every reduction joins adjacent ranges) at the optimum",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        return search<SizeCostsRule>(
            sizes_costs_rules(s, 1, s.n_max),
            [&](const SizeCostsRule& x) -> std::optional<Counterexample> {
              const auto& [n, m, rule] = x;
              const Schedule optimal = algorithm1_schedule(algorithm1(n, m, rule), m);
              OverlapModel ordered = m;
              ordered.commutative = false;
              const Validation v = validate(relabel_in_preorder(optimal), ordered);
              if (v.valid() && v.makespan == ctx.optimum(n, m)) return std::nullopt;
              return Counterexample{
                  "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                      ": the renumbered optimal schedule " +
                      (v.valid() ? "takes " + to_string(v.makespan) : "breaks: " + v.violation),
                  {{"n", n}, {"costs", costs_json(m)}, {"tie_break", to_string(rule)}},
                  schedule_replay(to_string(OverlapBuilder::greedy), n, ordered, to_string(rule))};
            },
            "; Algorithm 1's schedule renumbered in preorder");
      });
}

}  // namespace

std::vector<Claim> section4_claims() {
  return {proposition2_as_printed(), proposition2_earliest_first(), proposition3(),
          non_commutative()};
}

}  // namespace redcheck
