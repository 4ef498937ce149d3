// Canon & Antoniu 2012, Sections 7.1 and 7.2: binomial and Fibonacci trees,
// their lengths (Propositions 13, 16), the most elements reducible in a time
// and the uniqueness of the tree reaching it (Theorems 14, 17), and Algorithm
// 1 building them.

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/builders.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/tree_timing.hpp"

#include <algorithm>

namespace redcheck {

namespace {

const std::string degenerate =
    "d = c = 0 is in the default grid: every schedule then takes 0 time, so any number of "
    "elements is reduced in 0 time units by any tree; the same statement with max(d, c) > 0 is "
    "registered separately";

ClaimReport tree_family(OverlapClaimContext& ctx, const TreeFamily& family) {
  return search<OrderCosts>(
      family_orders(ctx.settings(), family),
      [&](const OrderCosts& x) -> std::optional<Counterexample> {
        const auto& [k, m] = x;
        const ReductionTree tree = family.build(k);
        const Time expected = family.length(k, m);
        const Time in_order = validated_makespan(
            earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m, family.name);
        const Time by_ready = validated_makespan(
            earliest_schedule(tree, m, ArrivalOrder::by_ready_time), m, family.name);
        if (static_cast<std::uint64_t>(tree.size()) == family.size(k) && in_order == expected &&
            by_ready == expected) {
          return std::nullopt;
        }
        return Counterexample{
            family.name + " of order " + std::to_string(k) + " has " + std::to_string(tree.size()) +
                " machines and ends at " + to_string(in_order) + " (" + to_string(by_ready) +
                " by Proposition 3); the proposition says " + std::to_string(family.size(k)) +
                " and " + to_string(expected),
            {{"order", k},
             {"costs", costs_json(m)},
             {"machines", tree.size()},
             {"validated", to_string(in_order)},
             {"formula", to_string(expected)}},
            "enumerator schedule --model overlap --algorithm " + family.algorithm + " --order " +
                std::to_string(k) + " --d " + to_string(m.d) + " --c " + to_string(m.c)};
      });
}

// Theorems 14 and 17: within bound(k) time at most size(k) elements, and the
// family tree of order k is the only tree on size(k) machines that fits.
ClaimReport at_most_and_unique(OverlapClaimContext& ctx, const std::string& id,
                               const std::function<bool(const OverlapModel&)>& keep,
                               const TreeFamily& family, int first_order) {
  const OverlapSettings& s = ctx.settings();
  // Every tree within the bound is enumerated as far as the optima are
  // (--exhaustive-n-max: 18 by default, 12 when fuzzing, where n is drawn
  // over the whole range and n = 21 would take seconds a draw).
  const int enumerable = std::min({s.n_max, s.exhaustive_n_max, exhaustive_max_n});
  const auto size = [&](int k) { return family.size(k); };
  return search<SizeCosts>(
      sizes_and_costs(s, 1, s.n_max)
          .where([&](const SizeCosts& x) { return keep(x.costs); },
                 "restricted to the theorem's costs"),
      [&](const SizeCosts& x) -> std::optional<Counterexample> {
        const auto& [n, m] = x;
        const auto count = static_cast<std::uint64_t>(n);
        // the largest order below n: "no more than size(k) elements in bound(k)"
        int below = -1;
        for (int k = first_order; size(k) < count; ++k) below = k;
        int exact = -1;
        for (int k = first_order; size(k) <= count; ++k) {
          if (size(k) == count) exact = k;
        }
        if (below >= 0) {
          const Time& opt = ctx.optimum(n, m);
          const Time bound = family.length(below, m);
          if (opt <= bound) {
            return Counterexample{std::to_string(n) + " elements are reduced in " + to_string(opt) +
                                      " time units, within " + to_string(bound) +
                                      ", which the theorem allows for no more than " +
                                      std::to_string(size(below)) + " elements (order " +
                                      std::to_string(below) + ")",
                                  {{"n", n},
                                   {"costs", costs_json(m)},
                                   {"order", below},
                                   {"optimum", to_string(opt)},
                                   {"bound", to_string(bound)}},
                                  optimum_replay(n, m) + "; " + verifier_replay(id, n, m)};
          }
        }
        if (exact < 0 || n > enumerable) return std::nullopt;
        const ReductionTree expected = family.build(exact);
        const Time bound = family.length(exact, m);
        std::uint64_t fitting = 0;
        std::optional<ReductionTree> other;
        for_each_tree_within(n, m, bound, [&](const ReductionTree& tree, const Time&) {
          ++fitting;
          if (!isomorphic(tree, expected)) other = tree;
          return !other;
        });
        if (fitting > 0 && !other) return std::nullopt;
        const std::string what = other ? "tree " + other->brackets() + ", not a " + family.name +
                                             " of order " + std::to_string(exact) +
                                             ", also reduces them within " + to_string(bound)
                                       : "no schedule reduces them within " + to_string(bound);
        return Counterexample{std::to_string(n) + " elements: " + what,
                              {{"n", n},
                               {"costs", costs_json(m)},
                               {"order", exact},
                               {"bound", to_string(bound)},
                               {"other_tree", other ? other->brackets() : ""}},
                              optimum_replay(n, m) + " --within " + to_string(bound)};
      },
      "; uniqueness by exhaustive enumeration for n <= " + std::to_string(enumerable));
}

// Algorithm 1 builds the family tree when n is a family size.
ClaimReport greedy_builds(OverlapClaimContext& ctx,
                          const std::function<bool(const OverlapModel&)>& keep,
                          const TreeFamily& family, int first_order) {
  const OverlapSettings& s = ctx.settings();
  return search<OrderCosts>(
      family_orders(s, family, first_order)
          .where([&](const OrderCosts& x) { return keep(x.costs); },
                 "restricted to the statement's costs")
          .described(", tie-break " + s.tie_breaks_text()),
      [&](const OrderCosts& x) -> std::optional<Counterexample> {
        const auto& [k, m] = x;
        const int n = static_cast<int>(family.size(k));
        const ReductionTree expected = family.build(k);
        for (TieBreak rule : s.tie_breaks) {
          const GreedyTree g = algorithm1(n, m, rule);
          if (isomorphic(g.tree, expected)) continue;
          return Counterexample{
              "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                  ": Algorithm 1 builds " + (n <= 64 ? g.tree.canonical() : std::string("a tree")) +
                  ", not the " + family.name + " of order " + std::to_string(k),
              {{"n", n},
               {"costs", costs_json(m)},
               {"tie_break", to_string(rule)},
               {"tree", g.tree.brackets()},
               {"expected", expected.brackets()}},
              schedule_replay(to_string(OverlapBuilder::greedy), n, m, to_string(rule))};
        }
        return std::nullopt;
      });
}

bool binomial_costs(const OverlapModel& m, bool positive) {
  return min_is_zero(m) && (!positive || max_positive(m));
}

bool fibonacci_costs(const OverlapModel& m, bool positive) {
  return m.d == m.c && (!positive || max_positive(m));
}

Claim proposition13() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop13", canon_paper + "Proposition 13 (Section 7.1)",
      "The length of a schedule whose spanning tree is a binomial tree of order k > 0 "
      "is k(d + c) and the number of reduced elements is 2^k.",
      "binomial trees per Definition 12, timed in definition order and by "
      "Proposition 3; order 0 included (length 0, one element)",
      Outcome::holds, "",
      [](OverlapClaimContext& ctx) { return tree_family(ctx, binomial_family()); });
}

Claim theorem14(bool positive) {
  const std::string id = positive ? "canon2012.thm14.positive-costs" : "canon2012.thm14";
  const auto check = [id, positive](OverlapClaimContext& ctx) {
    return at_most_and_unique(
        ctx, id, [positive](const OverlapModel& m) { return binomial_costs(m, positive); },
        binomial_family(), 0);
  };
  if (positive) {
    return claim_in<OverlapClaimContext>(
        id, canon_paper + "Theorem 14, with max(d, c) > 0",
        "Theorem 14 restricted to min(d, c) = 0 < max(d, c).",
        "as canon2012.thm14, without the degenerate costs d = c = 0", Outcome::holds, "", check);
  }
  return claim_in<OverlapClaimContext>(
      id, canon_paper + "Theorem 14 (Section 7.1)",
      "For any k >= 0 and when min(d, c) = 0, no more than 2^k elements can be reduced "
      "in k(c + d) time units and a binomial tree of order k is the unique solution.",
      "for n > 2^k the optimum exceeds k(c + d); every ordered tree on 2^k machines "
      "within k(c + d) is isomorphic to the binomial tree of order k",
      Outcome::refuted, degenerate, check);
}

Claim theorem14_corollary(bool positive) {
  const auto check = [positive](OverlapClaimContext& ctx) {
    return greedy_builds(
        ctx, [positive](const OverlapModel& m) { return binomial_costs(m, positive); },
        binomial_family(), 0);
  };
  if (positive) {
    return claim_in<OverlapClaimContext>("canon2012.thm14.corollary.positive-costs",
                                         canon_paper + "after Theorem 14, with max(d, c) > 0",
                                         "The corollary restricted to min(d, c) = 0 < max(d, c).",
                                         "as canon2012.thm14.corollary, without d = c = 0",
                                         Outcome::holds, "", check);
  }
  return claim_in<OverlapClaimContext>(
      "canon2012.thm14.corollary", canon_paper + "after Theorem 14 (Section 7.1)",
      "Algorithm 1 builds such trees when the number of elements is a power of two "
      "and when min(d, c) = 0.",
      "Algorithm 1's tree is isomorphic to the binomial tree, for every argmin tie-break",
      Outcome::refuted,
      "with d = c = 0 every s_j stays 0, so the tree is whatever the tie-break makes "
      "of a tie (a star for lowest, a chain for highest)",
      check);
}

Claim proposition16() {
  return claim_in<OverlapClaimContext>(
      "canon2012.prop16", canon_paper + "Proposition 16 (Section 7.2)",
      "The length of a schedule whose spanning tree is a Fibonacci tree of order k > 0 "
      "is d + (k - 1) max(d, c) + c and the number of reduced elements is F_{k+2}. For "
      "order -1 and 0, no data is reduced.",
      "Fibonacci trees per Definition 15 (the order k-2 sink sends to the order k-1 "
      "sink), timed in definition order and by Proposition 3; orders -1 and 0 are "
      "single machines of length 0",
      Outcome::holds, "",
      [](OverlapClaimContext& ctx) { return tree_family(ctx, fibonacci_family()); });
}

Claim theorem17(bool positive) {
  const std::string id = positive ? "canon2012.thm17.positive-costs" : "canon2012.thm17";
  const auto check = [id, positive](OverlapClaimContext& ctx) {
    return at_most_and_unique(
        ctx, id, [positive](const OverlapModel& m) { return fibonacci_costs(m, positive); },
        fibonacci_family(), 1);
  };
  if (positive) {
    return claim_in<OverlapClaimContext>(
        id, canon_paper + "Theorem 17, with d = c > 0", "Theorem 17 restricted to d = c > 0.",
        "as canon2012.thm17, without the degenerate costs d = c = 0", Outcome::holds, "", check);
  }
  return claim_in<OverlapClaimContext>(
      id, canon_paper + "Theorem 17 (Section 7.2)",
      "For any k > 0 and when d = c, no more than F_{k+2} elements can be reduced in "
      "d + (k - 1) max(d, c) + c time units and a Fibonacci tree of order k is the "
      "unique solution.",
      "for n > F_{k+2} the optimum exceeds the bound; every ordered tree on F_{k+2} "
      "machines within it is isomorphic to the Fibonacci tree of order k",
      Outcome::refuted, degenerate, check);
}

Claim greedy_builds_fibonacci() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.3.greedy-fibonacci", canon_paper + "Section 7.3",
      "A direct consequence of Theorems 14 and 17 is that Algorithm 1 builds binomial "
      "and Fibonacci trees for specific values of n, d and c.",
      "the Fibonacci half: with d = c > 0 and n = F_{k+2}, Algorithm 1's tree is "
      "isomorphic to the Fibonacci tree of order k, for every argmin tie-break (the "
      "binomial half is canon2012.thm14.corollary)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return greedy_builds(
            ctx, [](const OverlapModel& m) { return fibonacci_costs(m, true); }, fibonacci_family(),
            1);
      });
}

}  // namespace

std::vector<Claim> section7_tree_claims() {
  return {proposition13(),           theorem14(false), theorem14(true),  theorem14_corollary(false),
          theorem14_corollary(true), proposition16(),  theorem17(false), theorem17(true),
          greedy_builds_fibonacci()};
}

}  // namespace redcheck
