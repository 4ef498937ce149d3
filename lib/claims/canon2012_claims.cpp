// Claims of Canon & Antoniu 2012, "Scheduling Associative Reductions with
// Homogeneous Costs when Overlapping Communications and Computations"
// (RR-7898), checked on the overlap model. Statements are quoted as printed in
// the text extraction; `reading` says how each is checked.

#include "claims/canon2012_claims.hpp"

#include "claims/check_context.hpp"
#include "claims/check_helpers.hpp"
#include "enumeration/exhaustive_overlap.hpp"
#include "enumeration/ordered_trees.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/strategies.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "schedule/relabel.hpp"

#include <algorithm>
#include <functional>
#include <optional>

namespace redcheck {
namespace {

const std::string paper = "Canon & Antoniu 2012, ";

std::string up_to(int n) {
  return "n = 1.." + std::to_string(n);
}

// Pairs of the grid that satisfy `keep`.
template <class Keep>
std::vector<OverlapModel> pairs_where(const Domain& domain, Keep&& keep) {
  std::vector<OverlapModel> pairs;
  for (const auto& m : domain.cost_pairs()) {
    if (keep(m)) pairs.push_back(m);
  }
  return pairs;
}

bool min_is_zero(const OverlapModel& m) {
  return m.min_cost() == 0;
}
bool max_positive(const OverlapModel& m) {
  return m.max_cost() > 0;
}

ReductionTree star(int senders) {
  std::vector<int> receiver(static_cast<std::size_t>(senders) + 1, 0);
  receiver[0] = -1;
  return ReductionTree::from_receivers(receiver);
}

// ----- Section 3.1 -----------------------------------------------------------

ClaimReport single_machine(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int k = 1; k < dom.n_max; ++k) {
    for (const auto& m : dom.cost_pairs()) {
      const Time measured = validated_makespan(
          earliest_schedule(star(k), m, ArrivalOrder::as_in_tree), m, "a star schedule");
      const Time formula = single_machine_time(k, m);
      const Time simplified = m.d < m.c ? m.d + Time(k) * m.c : Time(k) * m.d + m.c;
      ++count;
      if (measured != formula || measured != simplified) {
        return refuted_by("k = 1.." + std::to_string(dom.n_max - 1) + ", " + dom.describe_costs(),
                          "one machine receiving k = " + std::to_string(k) +
                              " elements finishes at " + to_string(measured) +
                              ", the formula gives " + to_string(formula) +
                              " and its simplification " + to_string(simplified),
                          {{"k", k},
                           {"costs", costs_json(m)},
                           {"validated", to_string(measured)},
                           {"formula", to_string(formula)},
                           {"simplified", to_string(simplified)}},
                          schedule_command("star", k + 1, m));
      }
    }
  }
  return holds_on(count, "sink with k = 1.." + std::to_string(dom.n_max - 1) + " senders, " +
                             dom.describe_costs());
}

ClaimReport no_overlap_star(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int k = 1; k < dom.n_max; ++k) {
    for (auto m : dom.cost_pairs()) {
      m.overlap = false;
      const Time measured = validated_makespan(
          earliest_schedule(star(k), m, ArrivalOrder::as_in_tree), m, "a star schedule");
      ++count;
      if (measured != Time(k) * (m.d + m.c)) {
        return refuted_by("k = 1.." + std::to_string(dom.n_max - 1) + ", " + dom.describe_costs(),
                          "without overlap, k = " + std::to_string(k) + " elements take " +
                              to_string(measured) +
                              ", not k(d + c) = " + to_string(Time(k) * (m.d + m.c)),
                          {{"k", k}, {"costs", costs_json(m)}, {"validated", to_string(measured)}},
                          schedule_command("star", k + 1, m));
      }
    }
  }
  return holds_on(count, "sink with k = 1.." + std::to_string(dom.n_max - 1) +
                             " senders, no-overlap variant, " + dom.describe_costs());
}

ClaimReport no_overlap_subcase(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      OverlapModel without = m;
      without.overlap = false;
      const OverlapModel folded = make_overlap_model(0, m.d + m.c);
      const Time& a = ctx.optimum(n, without);
      const Time& b = ctx.optimum(n, folded);
      ++count;
      if (a != b) {
        return refuted_by(
            up_to(dom.n_max) + ", " + dom.describe_costs(),
            "n = " + std::to_string(n) + ": optimum without overlap " + to_string(a) +
                " differs from the overlap optimum with d = 0, c = d + c: " + to_string(b),
            {{"n", n},
             {"costs", costs_json(m)},
             {"no_overlap", to_string(a)},
             {"overlap_folded", to_string(b)}},
            optimum_command(n, without));
      }
    }
  }
  return holds_on(count, up_to(dom.n_max) + ", " + dom.describe_costs() + ", optima by " +
                             ctx.optimum_method(dom.n_max));
}

// ----- Propositions 2 and 3 ----------------------------------------------------

// Incoming transfers of each machine in a schedule: (start, sender).
struct MachineTimes {
  std::vector<std::vector<Time>> incoming_starts;
  std::vector<std::vector<int>> senders;
  std::vector<Time> send_start;  // or finish for the sink
  std::vector<Time> finish;
};

MachineTimes machine_times(const Schedule& s) {
  MachineTimes t;
  const auto n = static_cast<std::size_t>(s.machines);
  t.incoming_starts.resize(n);
  t.senders.resize(n);
  t.send_start.assign(n, Time(0));
  t.finish.assign(n, Time(0));
  for (const auto& tr : s.transfers) {
    t.incoming_starts[tr.to].push_back(tr.start);
    t.senders[tr.to].push_back(tr.from);
    t.send_start[tr.from] = tr.start;
  }
  for (const auto& r : s.reductions) t.finish[r.machine] = std::max(t.finish[r.machine], r.end);
  t.send_start[s.sink] = t.finish[s.sink];
  return t;
}

std::string explicit_trees(const Domain& dom) {
  return "every ordered tree on n = 1.." + std::to_string(dom.explicit_tree_n_max()) +
         " machines, " + dom.describe_costs();
}

ClaimReport proposition2(CheckContext& ctx, Proposition2Reading reading) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  std::optional<ClaimReport> failure;
  for (int n = 1; n <= dom.explicit_tree_n_max() && !failure; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      if (failure) break;
      for_each_ordered_tree(n, [&](const ReductionTree& tree) {
        if (failure) return;
        const Schedule s = earliest_schedule(tree, m, ArrivalOrder::as_in_tree);
        validated_makespan(s, m, "the earliest schedule");
        const MachineTimes t = machine_times(s);
        for (int i = 0; i < n && !failure; ++i) {
          if (t.incoming_starts[i].empty()) continue;
          ++count;
          const Time bound = proposition2_bound(t.incoming_starts[i], m, reading);
          if (t.send_start[i] < bound) {
            nlohmann::json starts = nlohmann::json::array();
            for (const auto& x : t.incoming_starts[i]) starts.push_back(to_string(x));
            failure = refuted_by(
                explicit_trees(dom),
                "tree " + tree.brackets() + ", machine " + std::to_string(i) +
                    ": its transfers start at " + starts.dump() + " and it is done at " +
                    to_string(t.send_start[i]) + ", below the bound " + to_string(bound),
                {{"n", n},
                 {"tree", tree.brackets()},
                 {"machine", i},
                 {"costs", costs_json(m)},
                 {"incoming_transfer_starts", starts},
                 {"t_i", to_string(t.send_start[i])},
                 {"bound", to_string(bound)}},
                "enumerator schedule --model overlap --algorithm tree --tree '" + tree.brackets() +
                    "' --arrival as-in-tree --d " + to_string(m.d) + " --c " + to_string(m.c));
          }
        }
      });
    }
  }
  if (failure) return *failure;
  return holds_on(count, "machines with senders in " + explicit_trees(dom) +
                             ", each timed by its earliest schedule");
}

ClaimReport proposition3(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  std::optional<ClaimReport> failure;
  for (int n = 1; n <= dom.explicit_tree_n_max() && !failure; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      if (failure) break;
      for_each_ordered_tree(n, [&](const ReductionTree& tree) {
        if (failure) return;
        const Time own =
            validated_makespan(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m, "earliest");
        const Schedule p3 = earliest_schedule(tree, m, ArrivalOrder::by_ready_time);
        const Time prop3 = validated_makespan(p3, m, "Proposition 3 timing");
        const MachineTimes t = machine_times(p3);
        ++count;
        std::string problem;
        if (prop3 > own) {
          problem = "Proposition 3 timing ends at " + to_string(prop3) +
                    ", after the tree's own arrival order (" + to_string(own) + ")";
        }
        for (int i = 0; i < n && problem.empty(); ++i) {
          std::vector<Time> ready;
          for (int s : t.senders[i]) ready.push_back(t.send_start[s]);
          // t_i^j: the senders' own t_j (when their data is ready), ranked earliest first
          const Time formula = proposition2_bound(ready, m, Proposition2Reading::jth_smallest);
          if (t.finish[i] != formula) {
            problem = "machine " + std::to_string(i) + " is done at " + to_string(t.finish[i]) +
                      " but the formula gives " + to_string(formula);
          }
        }
        if (!problem.empty()) {
          failure = refuted_by(explicit_trees(dom), "tree " + tree.brackets() + ": " + problem,
                               {{"n", n},
                                {"tree", tree.brackets()},
                                {"costs", costs_json(m)},
                                {"proposition3_makespan", to_string(prop3)},
                                {"tree_order_makespan", to_string(own)}},
                               "enumerator schedule --model overlap --algorithm tree --tree '" +
                                   tree.brackets() + "' --d " + to_string(m.d) + " --c " +
                                   to_string(m.c));
        }
      });
    }
  }
  if (failure) return *failure;
  return holds_on(count, explicit_trees(dom));
}

// ----- Section 4.1: non-commutative operations ------------------------------------

ClaimReport non_commutative(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      for (TieBreak rule : dom.tie_breaks) {
        const Schedule optimal = algorithm1_schedule(algorithm1(n, m, rule), m);
        OverlapModel ordered = m;
        ordered.commutative = false;
        const Validation v = validate(relabel_in_preorder(optimal), ordered);
        ++count;
        if (!v.valid() || v.makespan != ctx.optimum(n, m)) {
          return refuted_by(
              up_to(dom.n_max) + ", " + dom.describe_costs(),
              "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                  ": the renumbered optimal schedule " +
                  (v.valid() ? "takes " + to_string(v.makespan) : "breaks: " + v.violation),
              {{"n", n}, {"costs", costs_json(m)}, {"tie_break", to_string(rule)}},
              schedule_command("greedy", n, m, to_string(rule)) + " --non-commutative");
        }
      }
    }
  }
  return holds_on(count, up_to(dom.n_max) + ", " + dom.describe_costs() + ", tie-break " +
                             dom.describe_tie_breaks() +
                             "; Algorithm 1's schedule renumbered in preorder");
}

// ----- Section 5: Algorithm 1 and bounds ----------------------------------------

ClaimReport theorem4(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      const Time& opt = ctx.optimum(n, m);
      for (TieBreak rule : dom.tie_breaks) {
        const GreedyTree g = algorithm1(n, m, rule);
        const Time literal = validated_makespan(algorithm1_schedule(g, m), m, "Algorithm 1");
        const Time timed = validated_makespan(
            earliest_schedule(g.tree, m, ArrivalOrder::by_ready_time), m, "Proposition 3 timing");
        ++count;
        if (g.length != literal || literal != opt || timed != opt) {
          return refuted_by(
              up_to(dom.n_max) + ", " + dom.describe_costs() + ", tie-break " +
                  dom.describe_tie_breaks(),
              "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                  ": Algorithm 1 claims " + to_string(g.length) + ", its schedule validates at " +
                  to_string(literal) + " (" + to_string(timed) +
                  " by Proposition 3), the optimum is " + to_string(opt),
              {{"n", n},
               {"costs", costs_json(m)},
               {"tie_break", to_string(rule)},
               {"algorithm1_length", to_string(g.length)},
               {"validated", to_string(literal)},
               {"proposition3", to_string(timed)},
               {"optimum", to_string(opt)},
               {"tree", g.tree.brackets()}},
              schedule_command("greedy", n, m, to_string(rule)) + "; " + optimum_command(n, m));
        }
      }
    }
  }
  return holds_on(count, up_to(dom.n_max) + ", " + dom.describe_costs() + ", tie-break " +
                             dom.describe_tie_breaks() + "; optimum by " +
                             ctx.optimum_method(dom.n_max));
}

// A claim "value(n, m) relation optimum" over n and the grid.
template <class Bound, class Fails>
ClaimReport against_optimum(CheckContext& ctx, const std::string& what, Bound&& bound,
                            Fails&& fails) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      const Time& opt = ctx.optimum(n, m);
      const Time b = bound(n, m);
      ++count;
      if (fails(opt, b)) {
        return refuted_by(up_to(dom.n_max) + ", " + dom.describe_costs(),
                          "n = " + std::to_string(n) + ": optimum " + to_string(opt) + ", " + what +
                              " " + to_string(b),
                          {{"n", n},
                           {"costs", costs_json(m)},
                           {"optimum", to_string(opt)},
                           {"bound", to_string(b)}},
                          optimum_command(n, m));
      }
    }
  }
  return holds_on(count, up_to(dom.n_max) + ", " + dom.describe_costs() + ", optimum by " +
                             ctx.optimum_method(dom.n_max));
}

ClaimReport lemma5(CheckContext& ctx) {
  return against_optimum(ctx, "lower bound ceil(log2 n) max(d, c) =", lemma5_lower_bound,
                         [](const Time& opt, const Time& b) { return opt < b; });
}

ClaimReport proposition6(CheckContext& ctx) {
  return against_optimum(ctx, "upper bound ceil(log2 n)(d + c) =", proposition6_upper_bound,
                         [](const Time& opt, const Time& b) { return opt > b; });
}

ClaimReport monotone_optimum(CheckContext& ctx) {
  return against_optimum(
      ctx, "optimum for n - 1 machines",
      [&](int n, const OverlapModel& m) { return n > 1 ? ctx.optimum(n - 1, m) : Time(0); },
      [](const Time& opt, const Time& previous) { return opt < previous; });
}

ClaimReport structural_bounds(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  std::uint64_t tight_depth = 0;
  std::optional<ClaimReport> failure;
  for (int n = 2; n <= dom.explicit_tree_n_max() && !failure; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      if (failure) break;
      for_each_ordered_tree(n, [&](const ReductionTree& tree) {
        if (failure) return;
        const Time length =
            validated_makespan(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m, "earliest");
        const Time by_degree = single_machine_time(tree.max_in_degree(), m);
        const Time by_depth = Time(tree.depth() - 1) * (m.d + m.c);
        ++count;
        if (length >= Time(tree.depth()) * (m.d + m.c)) ++tight_depth;
        if (length < by_degree || length < by_depth) {
          failure = refuted_by(
              explicit_trees(dom),
              "tree " + tree.brackets() + " ends at " + to_string(length) + "; degree bound " +
                  to_string(by_degree) + ", depth bound " + to_string(by_depth),
              {{"tree", tree.brackets()},
               {"costs", costs_json(m)},
               {"makespan", to_string(length)},
               {"degree_bound", to_string(by_degree)},
               {"depth_bound", to_string(by_depth)}},
              "enumerator schedule --model overlap --algorithm tree --tree '" + tree.brackets() +
                  "' --arrival as-in-tree --d " + to_string(m.d) + " --c " + to_string(m.c));
        }
      });
    }
  }
  if (failure) return *failure;
  return holds_on(count,
                  "every ordered tree on n = 2.." + std::to_string(dom.explicit_tree_n_max()) +
                      " machines (earliest schedule of each arrival order), " +
                      dom.describe_costs(),
                  {"with depth counted in transfers, length >= depth (d + c) held in " +
                   std::to_string(tight_depth) + " of " + std::to_string(count) + " instances"});
}

// ----- Section 7: binomial and Fibonacci trees ------------------------------------

// A tree family of Section 7, with the paper's formulas for it.
struct TreeFamily {
  std::string name;       ///< "binomial tree"
  std::string algorithm;  ///< its builder in enumerator schedule
  std::function<ReductionTree(int)> build;
  std::function<std::uint64_t(int)> size;                ///< machines of order k
  std::function<Time(int, const OverlapModel&)> length;  ///< Propositions 13 and 16
};

const TreeFamily binomial_family{"binomial tree", "binomial-tree", binomial_tree,
                                 [](int k) { return std::uint64_t{1} << k; }, binomial_tree_length};
const TreeFamily fibonacci_family{"Fibonacci tree", "fibonacci-tree", fibonacci_tree,
                                  [](int k) { return fibonacci_number(k + 2); },
                                  fibonacci_tree_length};

ClaimReport tree_family(CheckContext& ctx, const TreeFamily& family, int first_order) {
  const auto& [name, algorithm, build, size, length] = family;
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  int last = first_order;
  for (int k = first_order; size(k) <= static_cast<std::uint64_t>(dom.family_limit()); ++k) {
    const ReductionTree tree = build(k);
    last = k;
    for (const auto& m : dom.cost_pairs()) {
      const Time expected = length(k, m);
      const Time in_order =
          validated_makespan(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m, name);
      const Time by_ready =
          validated_makespan(earliest_schedule(tree, m, ArrivalOrder::by_ready_time), m, name);
      ++count;
      if (static_cast<std::uint64_t>(tree.size()) != size(k) || in_order != expected ||
          by_ready != expected) {
        return refuted_by(
            "orders " + std::to_string(first_order) + ".., " + dom.describe_costs(),
            name + " of order " + std::to_string(k) + " has " + std::to_string(tree.size()) +
                " machines and ends at " + to_string(in_order) + " (" + to_string(by_ready) +
                " by Proposition 3); the proposition says " + std::to_string(size(k)) + " and " +
                to_string(expected),
            {{"order", k},
             {"costs", costs_json(m)},
             {"machines", tree.size()},
             {"validated", to_string(in_order)},
             {"formula", to_string(expected)}},
            "enumerator schedule --model overlap --algorithm " + algorithm + " --order " +
                std::to_string(k) + " --d " + to_string(m.d) + " --c " + to_string(m.c));
      }
    }
  }
  return holds_on(count, "orders " + std::to_string(first_order) + ".." + std::to_string(last) +
                             " (at most " + std::to_string(dom.family_limit()) + " machines), " +
                             dom.describe_costs());
}

ClaimReport proposition13(CheckContext& ctx) {
  return tree_family(ctx, binomial_family, 0);
}

ClaimReport proposition16(CheckContext& ctx) {
  return tree_family(ctx, fibonacci_family, -1);
}

// Theorems 14 and 17: within `bound(k)` time, at most size(k) elements, and the
// family tree of order k is the only tree on size(k) machines that fits.
template <class Keep>
ClaimReport at_most_and_unique(CheckContext& ctx, const std::string& id, Keep&& keep,
                               const TreeFamily& tree_family, int first_order) {
  const auto& [family, algorithm, build, size, bound] = tree_family;
  const Domain& dom = ctx.domain();
  const auto pairs = pairs_where(dom, keep);
  const int enumerable = std::min(dom.n_max, exhaustive_max_n);
  const std::string covered = up_to(dom.n_max) + ", " + dom.describe_costs() +
                              " restricted to the theorem's costs; uniqueness by exhaustive "
                              "enumeration for n <= " +
                              std::to_string(enumerable);
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    // the largest order whose size is below n: "no more than size(k) elements in bound(k)"
    int below = -1;
    for (int k = first_order; size(k) < static_cast<std::uint64_t>(n); ++k) below = k;
    int exact = -1;
    for (int k = first_order; size(k) <= static_cast<std::uint64_t>(n); ++k) {
      if (size(k) == static_cast<std::uint64_t>(n)) exact = k;
    }
    for (const auto& m : pairs) {
      if (below >= 0) {
        ++count;
        const Time& opt = ctx.optimum(n, m);
        if (opt <= bound(below, m)) {
          return refuted_by(covered,
                            std::to_string(n) + " elements are reduced in " + to_string(opt) +
                                " time units, within " + to_string(bound(below, m)) +
                                ", which the theorem "
                                "allows for no more than " +
                                std::to_string(size(below)) + " elements (order " +
                                std::to_string(below) + ")",
                            {{"n", n},
                             {"costs", costs_json(m)},
                             {"order", below},
                             {"optimum", to_string(opt)},
                             {"bound", to_string(bound(below, m))}},
                            optimum_command(n, m) + "; " + verifier_command(id, n, m));
        }
      }
      if (exact >= 0 && n <= enumerable) {
        ++count;
        const ReductionTree expected = build(exact);
        std::uint64_t fitting = 0;
        std::optional<ReductionTree> other;
        for_each_tree_within(n, m, bound(exact, m), [&](const ReductionTree& tree, const Time&) {
          ++fitting;
          if (!isomorphic(tree, expected)) other = tree;
          return !other;
        });
        if (fitting == 0 || other) {
          const std::string what =
              other ? "tree " + other->brackets() + ", not a " + family + " of order " +
                          std::to_string(exact) + ", also reduces them within " +
                          to_string(bound(exact, m))
                    : "no schedule reduces them within " + to_string(bound(exact, m));
          return refuted_by(covered, std::to_string(n) + " elements: " + what,
                            {{"n", n},
                             {"costs", costs_json(m)},
                             {"order", exact},
                             {"bound", to_string(bound(exact, m))},
                             {"other_tree", other ? other->brackets() : ""}},
                            "enumerator optimum --model overlap --n " + std::to_string(n) +
                                " --d " + to_string(m.d) + " --c " + to_string(m.c) + " --within " +
                                to_string(bound(exact, m)));
        }
      }
    }
  }
  return holds_on(count, covered);
}

ClaimReport theorem14(CheckContext& ctx, bool positive_costs) {
  return at_most_and_unique(
      ctx, positive_costs ? "canon2012.thm14.positive-costs" : "canon2012.thm14",
      [&](const OverlapModel& m) { return min_is_zero(m) && (!positive_costs || max_positive(m)); },
      binomial_family, 0);
}

ClaimReport theorem17(CheckContext& ctx, bool positive_costs) {
  return at_most_and_unique(
      ctx, positive_costs ? "canon2012.thm17.positive-costs" : "canon2012.thm17",
      [&](const OverlapModel& m) { return m.d == m.c && (!positive_costs || max_positive(m)); },
      fibonacci_family, 1);
}

// Algorithm 1 builds the family tree when n is a family size.
template <class Keep>
ClaimReport greedy_builds(CheckContext& ctx, Keep&& keep, const TreeFamily& tree_family,
                          int first_order) {
  const auto& family = tree_family.name;
  const auto& build = tree_family.build;
  const auto& size = tree_family.size;
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  const auto pairs = pairs_where(dom, keep);
  const std::string covered = "n = " + family + " sizes up to " +
                              std::to_string(dom.family_limit()) + ", " + dom.describe_costs() +
                              " restricted to the statement's costs, tie-break " +
                              dom.describe_tie_breaks();
  for (int k = first_order; size(k) <= static_cast<std::uint64_t>(dom.family_limit()); ++k) {
    const int n = static_cast<int>(size(k));
    const ReductionTree expected = build(k);
    for (const auto& m : pairs) {
      for (TieBreak rule : dom.tie_breaks) {
        const GreedyTree g = algorithm1(n, m, rule);
        ++count;
        if (!isomorphic(g.tree, expected)) {
          return refuted_by(covered,
                            "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                                ": Algorithm 1 builds " +
                                (n <= 64 ? g.tree.canonical() : std::string("a tree")) +
                                ", not the " + family + " of order " + std::to_string(k),
                            {{"n", n},
                             {"costs", costs_json(m)},
                             {"tie_break", to_string(rule)},
                             {"tree", g.tree.brackets()},
                             {"expected", expected.brackets()}},
                            schedule_command("greedy", n, m, to_string(rule)));
        }
      }
    }
  }
  return holds_on(count, covered);
}

ClaimReport theorem14_corollary(CheckContext& ctx, bool positive_costs) {
  return greedy_builds(
      ctx,
      [&](const OverlapModel& m) { return min_is_zero(m) && (!positive_costs || max_positive(m)); },
      binomial_family, 0);
}

ClaimReport greedy_builds_fibonacci(CheckContext& ctx) {
  return greedy_builds(
      ctx, [](const OverlapModel& m) { return m.d == m.c && max_positive(m); }, fibonacci_family,
      1);
}

// ----- Section 7.3: strategies ------------------------------------------------------

Time strategy_makespan(Strategy strategy, int n, const OverlapModel& m, TieBreak rule) {
  return validated_makespan(strategy_schedule(strategy, n, m, rule), m, to_string(strategy));
}

template <class Keep, class Bound>
ClaimReport strategy_bound(CheckContext& ctx, Strategy strategy, Keep&& keep,
                           const std::string& bound_text, Bound&& bound) {
  const Domain& dom = ctx.domain();
  const auto pairs = pairs_where(dom, keep);
  const std::string covered =
      up_to(dom.n_max) + ", " + dom.describe_costs() +
      (pairs.size() < dom.cost_pairs().size() ? " with max(d, c) > 0" : "") + ", tie-break " +
      dom.describe_tie_breaks() + "; optimum by " + ctx.optimum_method(dom.n_max);
  std::uint64_t count = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : pairs) {
      const Time& opt = ctx.optimum(n, m);
      const Time limit = bound(n, m, opt);
      for (TieBreak rule : dom.tie_breaks) {
        const Time length = strategy_makespan(strategy, n, m, rule);
        ++count;
        if (length > limit) {
          return refuted_by(covered,
                            "n = " + std::to_string(n) + ", tie-break " + to_string(rule) +
                                ": the " + to_string(strategy) + " takes " + to_string(length) +
                                ", above " + bound_text + " = " + to_string(limit) + " (optimum " +
                                to_string(opt) + ")",
                            {{"n", n},
                             {"costs", costs_json(m)},
                             {"tie_break", to_string(rule)},
                             {"strategy", to_string(length)},
                             {"bound", to_string(limit)},
                             {"optimum", to_string(opt)}},
                            schedule_command(to_string(strategy), n, m, to_string(rule)));
        }
      }
    }
  }
  return holds_on(count, covered);
}

ClaimReport theorem18(CheckContext& ctx) {
  return strategy_bound(ctx, Strategy::binomial, max_positive, "(1 + min(d,c)/max(d,c)) x optimum",
                        [](int, const OverlapModel& m, const Time& opt) {
                          return (Time(1) + m.min_cost() / m.max_cost()) * opt;
                        });
}

ClaimReport theorem18_proof_bound(CheckContext& ctx) {
  return strategy_bound(
      ctx, Strategy::binomial, [](const OverlapModel&) { return true; }, "ceil(log2 n)(d + c)",
      [](int n, const OverlapModel& m, const Time&) { return proposition6_upper_bound(n, m); });
}

ClaimReport theorem19(CheckContext& ctx) {
  return strategy_bound(
      ctx, Strategy::fibonacci, [](const OverlapModel&) { return true; }, "2 x optimum",
      [](int, const OverlapModel&, const Time& opt) { return Time(2) * opt; });
}

// Costs at which the conjecture says a strategy is at its worst.
OverlapModel worst_costs(Strategy strategy) {
  return strategy == Strategy::binomial ? make_overlap_model(1, 1) : make_overlap_model(1, 0);
}

std::string worst_text(Strategy strategy) {
  return strategy == Strategy::binomial ? "d = c" : "min(d, c) = 0";
}

// Ratio strategy / optimum; n >= 2 and max(d, c) > 0 so the optimum is > 0.
Time ratio(CheckContext& ctx, Strategy strategy, int n, const OverlapModel& m, TieBreak rule) {
  return strategy_makespan(strategy, n, m, rule) / ctx.optimum(n, m);
}

ClaimReport worst_ratio_per_n(CheckContext& ctx, Strategy strategy) {
  const Domain& dom = ctx.domain();
  const auto pairs = pairs_where(dom, max_positive);
  const OverlapModel worst = worst_costs(strategy);
  const std::string covered = "n = 2.." + std::to_string(dom.n_max) + ", " + dom.describe_costs() +
                              " with max(d, c) > 0, tie-break " + dom.describe_tie_breaks();
  std::uint64_t count = 0;
  std::vector<std::string> notes;
  std::optional<ClaimReport> failure;
  for (TieBreak rule : dom.tie_breaks) {
    std::optional<int> first_n;
    for (int n = 2; n <= dom.n_max && !first_n; ++n) {
      const Time reference = ratio(ctx, strategy, n, worst, rule);
      for (const auto& m : pairs) {
        const Time r = ratio(ctx, strategy, n, m, rule);
        ++count;
        if (r > reference) {
          first_n = n;
          if (!failure || n < failure->counterexample->instance["n"].get<int>()) {
            failure = refuted_by(
                covered,
                "n = " + std::to_string(n) + ", tie-break " + to_string(rule) + ": the " +
                    to_string(strategy) + " is " + to_string(r) +
                    " x optimal at d = " + to_string(m.d) + ", c = " + to_string(m.c) +
                    ", worse than at " + worst_text(strategy) + " (" + to_string(reference) + ")",
                {{"n", n},
                 {"costs", costs_json(m)},
                 {"tie_break", to_string(rule)},
                 {"ratio", to_string(r)},
                 {"ratio_at_conjectured_worst", to_string(reference)}},
                schedule_command(to_string(strategy), n, m, to_string(rule)) + "; " +
                    schedule_command(to_string(strategy), n, worst, to_string(rule)));
          }
          break;
        }
      }
    }
    notes.push_back("tie-break " + to_string(rule) + ": " +
                    (first_n ? "refuted first at n = " + std::to_string(*first_n)
                             : "holds for n <= " + std::to_string(dom.n_max)));
  }
  ClaimReport report = failure ? *failure : holds_on(count, covered);
  report.notes = notes;
  return report;
}

ClaimReport worst_ratio_overall(CheckContext& ctx, Strategy strategy) {
  const Domain& dom = ctx.domain();
  const auto pairs = pairs_where(dom, max_positive);
  const std::string covered = "n = 2.." + std::to_string(dom.n_max) + ", " + dom.describe_costs() +
                              " with max(d, c) > 0, tie-break " + dom.describe_tie_breaks();
  std::uint64_t count = 0;
  for (TieBreak rule : dom.tie_breaks) {
    Time worst_reference = 0;
    for (int n = 2; n <= dom.n_max; ++n) {
      worst_reference =
          std::max(worst_reference, ratio(ctx, strategy, n, worst_costs(strategy), rule));
    }
    for (int n = 2; n <= dom.n_max; ++n) {
      for (const auto& m : pairs) {
        const Time r = ratio(ctx, strategy, n, m, rule);
        ++count;
        if (r > worst_reference) {
          return refuted_by(covered,
                            "tie-break " + to_string(rule) + ": the " + to_string(strategy) +
                                " is " + to_string(r) + " x optimal at n = " + std::to_string(n) +
                                ", d = " + to_string(m.d) + ", c = " + to_string(m.c) +
                                ", above its worst ratio at " + worst_text(strategy) + " (" +
                                to_string(worst_reference) + ")",
                            {{"n", n},
                             {"costs", costs_json(m)},
                             {"tie_break", to_string(rule)},
                             {"ratio", to_string(r)},
                             {"worst_ratio_at_conjectured_costs", to_string(worst_reference)}},
                            schedule_command(to_string(strategy), n, m, to_string(rule)));
        }
      }
    }
  }
  return holds_on(count, covered);
}

// ----- Tie-breaking in argmin (a reading the paper leaves open) -----------------------

ClaimReport greedy_tie_independent(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  std::uint64_t different_trees = 0;
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      const GreedyTree first = algorithm1(n, m, dom.tie_breaks.front());
      for (TieBreak rule : dom.tie_breaks) {
        const GreedyTree other = algorithm1(n, m, rule);
        ++count;
        if (!isomorphic(first.tree, other.tree)) ++different_trees;
        if (other.length != first.length) {
          return refuted_by(up_to(dom.n_max) + ", " + dom.describe_costs(),
                            "n = " + std::to_string(n) + ": Algorithm 1 gives " +
                                to_string(first.length) + " with tie-break " +
                                to_string(dom.tie_breaks.front()) + " and " +
                                to_string(other.length) + " with " + to_string(rule),
                            {{"n", n}, {"costs", costs_json(m)}},
                            schedule_command("greedy", n, m, to_string(rule)));
        }
      }
    }
  }
  return holds_on(
      count,
      up_to(dom.n_max) + ", " + dom.describe_costs() + ", tie-break " + dom.describe_tie_breaks(),
      {"the trees themselves differ (not isomorphic) in " + std::to_string(different_trees) +
       " of " + std::to_string(count) + " runs"});
}

ClaimReport strategies_tie_independent(CheckContext& ctx) {
  const Domain& dom = ctx.domain();
  std::uint64_t count = 0;
  const std::string covered = up_to(dom.n_max) + ", " + dom.describe_costs() + ", tie-break " +
                              dom.describe_tie_breaks() + ", both strategies";
  for (int n = 1; n <= dom.n_max; ++n) {
    for (const auto& m : dom.cost_pairs()) {
      for (Strategy strategy : {Strategy::binomial, Strategy::fibonacci}) {
        const Time first = strategy_makespan(strategy, n, m, dom.tie_breaks.front());
        for (TieBreak rule : dom.tie_breaks) {
          const Time other = strategy_makespan(strategy, n, m, rule);
          ++count;
          if (other != first) {
            return refuted_by(
                covered,
                "n = " + std::to_string(n) + ": the " + to_string(strategy) + " takes " +
                    to_string(first) + " with tie-break " + to_string(dom.tie_breaks.front()) +
                    " and " + to_string(other) + " with " + to_string(rule),
                {{"n", n},
                 {"costs", costs_json(m)},
                 {"strategy", to_string(strategy)},
                 {to_string(dom.tie_breaks.front()), to_string(first)},
                 {to_string(rule), to_string(other)}},
                schedule_command(to_string(strategy), n, m, to_string(dom.tie_breaks.front())) +
                    "; " + schedule_command(to_string(strategy), n, m, to_string(rule)));
          }
        }
      }
    }
  }
  return holds_on(count, covered);
}

// A claim of this file: its check runs in the overlap model's context.
struct CanonClaim {
  std::string id, source, statement, reading;
  Outcome expected = Outcome::holds;
  std::string expected_why;
  std::function<ClaimReport(CheckContext&)> check;
};

}  // namespace

std::vector<Claim> canon2012_claims() {
  const std::string degenerate =
      "d = c = 0 is in the default grid: every schedule then takes 0 time, so any number of "
      "elements is reduced in 0 time units by any tree; the same statement with max(d, c) > 0 is "
      "registered separately";
  std::vector<CanonClaim> claims;
  claims.push_back(
      {"canon2012.sec3.1.single-machine", paper + "Section 3.1",
       "the time required to process k elements on a single machine is d + (k - 1) "
       "max(d, c) + c ... If d < c, this simplifies as d + kc, otherwise, it is kd + c.",
       "k counts the elements the machine receives (the text's 'followed by k "
       "reductions'): a sink with k senders; the validator times its earliest schedule",
       Outcome::holds, "", single_machine});
  claims.push_back(
      {"canon2012.sec3.1.no-overlap", paper + "Section 3.1",
       "When transfers and computations do not overlap, the cost to sequentially reduce "
       "k elements is k(d + c).",
       "a sink with k senders under the no-overlap variant of the validator", Outcome::holds, "",
       no_overlap_star});
  claims.push_back(
      {"canon2012.sec3.1.no-overlap-subcase", paper + "Section 3.1",
       "This is a sub-case of the previous model where transfer costs are incorporated "
       "into computation costs.",
       "the optimum without overlap for (d, c) equals the optimum with overlap for "
       "(0, d + c), both by exhaustive enumeration",
       Outcome::holds, "", no_overlap_subcase});
  claims.push_back(
      {"canon2012.prop2", paper + "Proposition 2 (Section 4.2)",
       "t_i >= max_{j in [1, m_i]} (t_i^j + d + (m_i - j) max(d, c) + c), where t_i^j is "
       "the jth largest transfer time among all the predecessors of machine i.",
       "as printed: t_i^j ranked largest first; t_i^j are the start times of the "
       "transfers machine i receives, t_i when i sends (the sink: when it is done); "
       "every machine of every ordered tree, earliest schedule",
       Outcome::refuted,
       "ranking the transfer times largest first charges the latest transfer with "
       "every pipelined reduction; the proof ranks them earliest first (next claim)",
       [](CheckContext& ctx) { return proposition2(ctx, Proposition2Reading::jth_largest); }});
  claims.push_back(
      {"canon2012.prop2.earliest-first",
       paper + "Proposition 2 (Section 4.2), as its proof uses it",
       "t_i >= max_{j in [1, m_i]} (t_i^j + d + (m_i - j) max(d, c) + c), with t_i^j "
       "the jth earliest transfer time (the proof's f_i^k reduces the first k elements).",
       "t_i^j ranked earliest first; otherwise as canon2012.prop2", Outcome::holds, "",
       [](CheckContext& ctx) { return proposition2(ctx, Proposition2Reading::jth_smallest); }});
  claims.push_back(
      {"canon2012.prop3", paper + "Proposition 3 (Section 4.2)",
       "The transfer time of any machine i can be set to t_i = max_{j in [1, m_i]} "
       "(t_i^j + d + (m_i - j) max(d, c) + c) without increasing the schedule length.",
       "for every ordered tree: timing its unordered tree by Proposition 3 (senders in "
       "order of readiness, t_i^j the senders' t_j earliest first) gives a valid "
       "schedule whose machines are done exactly at the formula, and which is no "
       "longer than the tree's own arrival order",
       Outcome::holds, "", proposition3});
  claims.push_back(
      {"canon2012.sec4.1.non-commutative", paper + "Section 4.1",
       "The machines can thus be permuted in any optimal schedule such that the "
       "non-commutative property of the reduction operation is respected.",
       "Algorithm 1's optimal schedule with machines renumbered in preorder of its tree "
       "(a machine, then its senders' subtrees in arrival order) passes the validator's "
       "non-commutative rule (every reduction joins adjacent ranges) at the optimum",
       Outcome::holds, "", non_commutative});
  claims.push_back({"canon2012.thm4", paper + "Theorem 4 (Section 5)", "Algorithm 1 is optimal.",
                    "for every n, cost pair and argmin tie-break: Algorithm 1's own length, the "
                    "validated schedule read off its dates, the Proposition 3 timing of its tree "
                    "and the exhaustive optimum are all equal",
                    Outcome::holds, "", theorem4});
  claims.push_back({"canon2012.lemma5", paper + "Lemma 5 (Section 5)",
                    "The optimal length for reducing n elements is greater than or equal to "
                    "ceil(log2(n)) max(d, c).",
                    "against the exhaustive optimum", Outcome::holds, "", lemma5});
  claims.push_back(
      {"canon2012.lemma5.monotone", paper + "proof of Lemma 5 (Section 5)",
       "the optimal length is monotonically non-decreasing when the number of elements "
       "to reduce increases.",
       "optimum(n - 1) <= optimum(n), exhaustive optima", Outcome::holds, "", monotone_optimum});
  claims.push_back({"canon2012.prop6", paper + "Proposition 6 (Section 5)",
                    "The optimal length for reducing n elements is lower than or equal to "
                    "ceil(log2(n)) (d + c).",
                    "against the exhaustive optimum", Outcome::holds, "", proposition6});
  claims.push_back(
      {"canon2012.sec5.structural-bounds", paper + "end of Section 5",
       "the length of any schedule is greater than or equal to d + (deg - 1) max(d, c) "
       "+ c and to (depth - 1)(d + c).",
       "deg = most senders of one machine, depth = transfers on the longest path to "
       "the sink; n >= 2 (with n = 1 there is no reduction and no arity); each ordered "
       "tree's earliest schedule, which no schedule of that shape and order beats",
       Outcome::holds, "", structural_bounds});
  claims.push_back(
      {"canon2012.prop13", paper + "Proposition 13 (Section 7.1)",
       "The length of a schedule whose spanning tree is a binomial tree of order k > 0 "
       "is k(d + c) and the number of reduced elements is 2^k.",
       "binomial trees per Definition 12, timed in definition order and by "
       "Proposition 3; order 0 included (length 0, one element)",
       Outcome::holds, "", proposition13});
  claims.push_back(
      {"canon2012.thm14", paper + "Theorem 14 (Section 7.1)",
       "For any k >= 0 and when min(d, c) = 0, no more than 2^k elements can be reduced "
       "in k(c + d) time units and a binomial tree of order k is the unique solution.",
       "for n > 2^k the optimum exceeds k(c + d); every ordered tree on 2^k machines "
       "within k(c + d) is isomorphic to the binomial tree of order k",
       Outcome::refuted, degenerate, [](CheckContext& ctx) { return theorem14(ctx, false); }});
  claims.push_back({"canon2012.thm14.positive-costs", paper + "Theorem 14, with max(d, c) > 0",
                    "Theorem 14 restricted to min(d, c) = 0 < max(d, c).",
                    "as canon2012.thm14, without the degenerate costs d = c = 0", Outcome::holds,
                    "", [](CheckContext& ctx) { return theorem14(ctx, true); }});
  claims.push_back({"canon2012.thm14.corollary", paper + "after Theorem 14 (Section 7.1)",
                    "Algorithm 1 builds such trees when the number of elements is a power of two "
                    "and when min(d, c) = 0.",
                    "Algorithm 1's tree is isomorphic to the binomial tree, for every argmin "
                    "tie-break",
                    Outcome::refuted,
                    "with d = c = 0 every s_j stays 0, so the tree is whatever the tie-break makes "
                    "of a tie (a star for lowest, a chain for highest)",
                    [](CheckContext& ctx) { return theorem14_corollary(ctx, false); }});
  claims.push_back({"canon2012.thm14.corollary.positive-costs",
                    paper + "after Theorem 14, with max(d, c) > 0",
                    "The corollary restricted to min(d, c) = 0 < max(d, c).",
                    "as canon2012.thm14.corollary, without d = c = 0", Outcome::holds, "",
                    [](CheckContext& ctx) { return theorem14_corollary(ctx, true); }});
  claims.push_back(
      {"canon2012.prop16", paper + "Proposition 16 (Section 7.2)",
       "The length of a schedule whose spanning tree is a Fibonacci tree of order k > 0 "
       "is d + (k - 1) max(d, c) + c and the number of reduced elements is F_{k+2}. For "
       "order -1 and 0, no data is reduced.",
       "Fibonacci trees per Definition 15 (the order k-2 sink sends to the order k-1 "
       "sink), timed in definition order and by Proposition 3; orders -1 and 0 are "
       "single machines of length 0",
       Outcome::holds, "", proposition16});
  claims.push_back({"canon2012.thm17", paper + "Theorem 17 (Section 7.2)",
                    "For any k > 0 and when d = c, no more than F_{k+2} elements can be reduced in "
                    "d + (k - 1) max(d, c) + c time units and a Fibonacci tree of order k is the "
                    "unique solution.",
                    "for n > F_{k+2} the optimum exceeds the bound; every ordered tree on F_{k+2} "
                    "machines within it is isomorphic to the Fibonacci tree of order k",
                    Outcome::refuted, degenerate,
                    [](CheckContext& ctx) { return theorem17(ctx, false); }});
  claims.push_back({"canon2012.thm17.positive-costs", paper + "Theorem 17, with d = c > 0",
                    "Theorem 17 restricted to d = c > 0.",
                    "as canon2012.thm17, without the degenerate costs d = c = 0", Outcome::holds,
                    "", [](CheckContext& ctx) { return theorem17(ctx, true); }});
  claims.push_back(
      {"canon2012.sec7.3.greedy-fibonacci", paper + "Section 7.3",
       "A direct consequence of Theorems 14 and 17 is that Algorithm 1 builds binomial "
       "and Fibonacci trees for specific values of n, d and c.",
       "the Fibonacci half: with d = c > 0 and n = F_{k+2}, Algorithm 1's tree is "
       "isomorphic to the Fibonacci tree of order k, for every argmin tie-break (the "
       "binomial half is canon2012.thm14.corollary)",
       Outcome::holds, "", greedy_builds_fibonacci});
  claims.push_back(
      {"canon2012.thm18", paper + "Theorem 18 (Section 7.3)",
       "The binomial strategy is a (1 + min(d, c)/max(d, c))-approximation.",
       "binomial strategy = Algorithm 1 with min(d, c) set to 0, timed with the true "
       "costs by Proposition 3, for every argmin tie-break; max(d, c) > 0 (the ratio is "
       "undefined at d = c = 0)",
       Outcome::holds, "", theorem18});
  claims.push_back({"canon2012.thm18.proof-bound", paper + "proof of Theorem 18",
                    "the binomial strategy builds schedules with lengths lower than or equal to "
                    "ceil(log2(n)) (d + c).",
                    "for every argmin tie-break", Outcome::holds, "", theorem18_proof_bound});
  claims.push_back({"canon2012.thm19", paper + "Theorem 19 (Section 7.3)",
                    "The Fibonacci strategy is a 2-approximation.",
                    "Fibonacci strategy = Algorithm 1 with d = c, timed with the true costs by "
                    "Proposition 3, for every argmin tie-break",
                    Outcome::holds, "", theorem19});
  claims.push_back(
      {"canon2012.sec7.3.conjecture.binomial", paper + "Section 7.3 (Figure 2)",
       "For each number of elements, the length obtained with the binomial (resp., "
       "Fibonacci) strategy is compared to the length obtained with Algorithm 1 when "
       "d = c (resp., min(d, c) = 0). This is conjectured to provide the worst-case "
       "ratios for both strategies.",
       "binomial half, per n: for each n, no cost pair gives the binomial strategy a "
       "larger ratio to the optimum than d = c does; every argmin tie-break is a "
       "binomial strategy, so each must satisfy it",
       Outcome::refuted,
       "with tie-break highest the binomial strategy is optimal at d = c for n = 9 but "
       "not at other ratios; with tie-break lowest the first counterexample is n = 22 "
       "(outside the default n <= 16)",
       [](CheckContext& ctx) { return worst_ratio_per_n(ctx, Strategy::binomial); }});
  claims.push_back({"canon2012.sec7.3.conjecture.fibonacci", paper + "Section 7.3 (Figure 2)",
                    "(as canon2012.sec7.3.conjecture.binomial) ... the Fibonacci strategy ... when "
                    "min(d, c) = 0 ... is conjectured to provide the worst-case ratios.",
                    "Fibonacci half, per n, every argmin tie-break", Outcome::refuted,
                    "with tie-break highest the Fibonacci strategy is optimal at min(d, c) = 0 for "
                    "n = 9 but not at other ratios",
                    [](CheckContext& ctx) { return worst_ratio_per_n(ctx, Strategy::fibonacci); }});
  claims.push_back({"canon2012.sec7.3.conjecture.binomial.overall",
                    paper + "Section 7.3 (Figure 2)", "(as canon2012.sec7.3.conjecture.binomial)",
                    "weaker reading: the largest ratio over all n of the domain and all cost pairs "
                    "is reached at d = c, for each argmin tie-break",
                    Outcome::holds, "", [](CheckContext& ctx) {
                      return worst_ratio_overall(ctx, Strategy::binomial);
                    }});
  claims.push_back({"canon2012.sec7.3.conjecture.fibonacci.overall",
                    paper + "Section 7.3 (Figure 2)", "(as canon2012.sec7.3.conjecture.fibonacci)",
                    "weaker reading: the largest ratio over all n of the domain and all cost pairs "
                    "is reached at min(d, c) = 0, for each argmin tie-break",
                    Outcome::holds, "", [](CheckContext& ctx) {
                      return worst_ratio_overall(ctx, Strategy::fibonacci);
                    }});
  claims.push_back({"canon2012.alg1.tie-breaking", paper + "Algorithm 1, line 6 (reading)",
                    "M <- argmin_{j in [1, i-1]} s_j + c + d (the text does not say which j a tie "
                    "returns).",
                    "Algorithm 1's length is the same for every tie-break (its trees may differ)",
                    Outcome::holds, "", greedy_tie_independent});
  claims.push_back({"canon2012.sec7.3.strategies.tie-breaking", paper + "Section 7.3 (reading)",
                    "The binomial (Fibonacci) strategy is an algorithm derived from Algorithm 1 "
                    "where one of the cost is systematically set to zero (costs are supposed to be "
                    "homogeneous).",
                    "the strategies' lengths are the same for every argmin tie-break",
                    Outcome::refuted,
                    "the modified costs create ties, and the tie-break changes the tree and its "
                    "length under the true costs (first at n = 3 for the binomial strategy with "
                    "d = c)",
                    strategies_tie_independent});
  std::vector<Claim> out;
  for (auto& c : claims) {
    out.push_back({c.id, c.source, c.statement, c.reading, c.expected, c.expected_why,
                   [check = c.check](ClaimContext& context) {
                     return check(context_as<CheckContext>(context));
                   },
                   ""});
  }
  return out;
}

}  // namespace redcheck
