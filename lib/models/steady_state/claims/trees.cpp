// Section 4's reduction trees: Proposition 4 and the remark of Section 4.6.

#include "claims/domain.hpp"
#include "models/steady_state/claims/sections.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/platform_files.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/single_trees.hpp"
#include "models/steady_state/validator.hpp"

#include <algorithm>

namespace redcheck {

namespace {

/// The reduces Proposition 4 is checked on: Figure 6, then every node of a
/// random platform into P0.
std::vector<SteadyStateProblem> proposition4_problems(int seeds) {
  std::vector<SteadyStateProblem> out{figure6_problem(figure6_unit_costs())};
  for (int nodes = 3; nodes <= 6; ++nodes) {
    for (const auto& shape : platform_shape_names()) {
      for (int seed = 0; seed < seeds; ++seed) {
        Random random(static_cast<std::uint64_t>(seed));
        Platform g = random_platform(platform_shape(shape), nodes, random);
        const std::vector<int> all = g.all_nodes();
        out.push_back(reduce_problem(std::move(g), 0, all));
      }
    }
  }
  return out;
}

constexpr int largest_fixed_period = 24;

std::optional<Counterexample> proposition4_fails(const SteadyStateProblem& p) {
  const SteadyStateSolution optimum = solve_steady_state(p);
  const auto trees = reduction_trees(p, optimum);
  std::vector<BigInt> periods;
  for (int t = 1; t <= largest_fixed_period; ++t) periods.push_back(t);
  periods.push_back(optimum.period);
  periods.push_back(2 * optimum.period);
  for (const BigInt& fixed : periods) {
    const SteadyStateSolution approx = fixed_period_solution(p, optimum, trees, fixed);
    const PeriodicSchedule schedule = split_periodic_schedule(p, approx);
    const PeriodicValidation v = validate_periodic(schedule.schedule, p, false);
    const Time loss = optimum.throughput - approx.throughput;
    const Time bound = Time(static_cast<long long>(trees.size())) / Time(fixed);
    std::string problem;
    if (!v.validation.valid())
      problem = v.validation.rule + ": " + v.validation.violation;
    else if (v.operations_per_period / v.validation.makespan != approx.throughput) {
      problem =
          "the schedule reaches " + to_string(v.operations_per_period / v.validation.makespan);
    } else if (loss > bound) {
      problem = "TP - TP* = " + to_string(loss) + " > card(TREES) / T_fixed = " + to_string(bound);
    } else if (fixed % optimum.period == 0 && loss != 0) {
      problem = "a multiple of T loses " + to_string(loss);
    }
    if (problem.empty()) continue;
    return Counterexample{problem_text(p) + ", T_fixed = " + fixed.str() + ": " + problem,
                          {{"platform", platform_json(p.platform)}, {"fixed_period", fixed.str()}},
                          "enumerator steady-state --platform P.json --operation reduce --target " +
                              p.platform.name(p.target()) + " --fixed-period " + fixed.str()};
  }
  return std::nullopt;
}

/// Platforms of `nodes` nodes, every node a participant in order, target 0,
/// in order of edge count, then costs in {1, 2} and w in {1, 2}.
std::vector<Platform> small_platforms(int nodes) {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a < nodes; ++a) {
    for (int b = 0; b < nodes; ++b) {
      if (a != b) pairs.emplace_back(a, b);
    }
  }
  std::vector<Platform> out;
  const int subsets = 1 << pairs.size();
  for (std::size_t size = 1; size <= pairs.size(); ++size) {
    for (int subset = 1; subset < subsets; ++subset) {
      if (static_cast<std::size_t>(__builtin_popcount(static_cast<unsigned>(subset))) != size)
        continue;
      for (int costs = 0; costs < (1 << size); ++costs) {
        for (int speeds = 0; speeds < (1 << nodes); ++speeds) {
          Platform g;
          for (int i = 0; i < nodes; ++i) {
            g.add_node(std::to_string(i), Time(1 + ((speeds >> i) & 1)));
          }
          int bit = 0;
          for (std::size_t k = 0; k < pairs.size(); ++k) {
            if (!((subset >> k) & 1)) continue;
            g.add_edge(pairs[k].first, pairs[k].second, Time(1 + ((costs >> bit++) & 1)));
          }
          bool connected = true;
          for (int i = 1; i < nodes; ++i) connected = connected && g.reachable_from(i)[0];
          if (connected) out.push_back(std::move(g));
        }
      }
    }
  }
  return out;
}

}  // namespace

Claim proposition4() {
  return claim_in<SteadyStateContext>(
      "legrand2004.prop4", "Legrand, Marchal & Robert 2004, Section 4.5, Proposition 4",
      "We can derive a steady-state operation for periods of arbitrary length, whose throughput "
      "converges to the optimal solution as the period size increases. [With r(T) = "
      "floor(weight(T) / T x T_fixed):] TP - TP* <= card(TREES) / T_fixed",
      "the LP optimum of each reduce is decomposed into weighted reduction trees (integer "
      "weights, residual 0); for T_fixed = 1..24, T and 2T, the trees run r(T) times in a "
      "period T_fixed: the schedule built from them (edge colouring) passes the periodic "
      "validator at TP*, TP - TP* <= card(TREES) / T_fixed, and TP* = TP when T divides T_fixed",
      Outcome::holds, "", [](SteadyStateContext& context) {
        const int seeds = std::min(context.seeds(), 3);
        const Domain<SteadyStateProblem> domain = listed_domain(
            "Figure 6 and reduces of every node into P0 on random platforms of 3..6 nodes (4 "
            "shapes, seeds 0.." +
                std::to_string(seeds - 1) + "), T_fixed = 1.." +
                std::to_string(largest_fixed_period) + ", T, 2T",
            proposition4_problems(seeds));
        return search_in_parallel<SteadyStateProblem>(domain, proposition4_fails);
      });
}

Claim one_tree_not_enough() {
  return claim_in<SteadyStateContext>(
      "legrand2004.sec4.6.one-tree", "Legrand, Marchal & Robert 2004, Section 4.6 (last paragraph)",
      "We notice that in the obtained schedule, one reduction tree is not sufficient to come with "
      "the optimal throughput.",
      "search for the smallest platform (fewest nodes, then edges; costs and task times in {1, "
      "2}; every node a participant, target 0) where the best single reduction tree (every tree "
      "enumerated, TP = 1 / its largest load) is below the LP optimum; holds when one is found",
      Outcome::holds, "", [](SteadyStateContext&) {
        std::uint64_t searched = 0;
        for (int nodes = 2; nodes <= 3; ++nodes) {
          for (Platform& g : small_platforms(nodes)) {
            ++searched;
            const std::vector<int> all = g.all_nodes();
            const SteadyStateProblem p = reduce_problem(std::move(g), 0, all);
            const SteadyStateSolution optimum = solve_steady_state(p);
            const BestSingleTree best = best_single_tree(p, 1000000);
            if (best.throughput >= optimum.throughput) continue;
            const auto trees = reduction_trees(p, optimum);
            std::vector<std::string> notes{
                "platform: " + one_line(platform_dot(p.platform, "smallest")),
                "LP throughput " + to_string(optimum.throughput) + " with " +
                    std::to_string(trees.size()) + " trees; the best of the " +
                    std::to_string(best.trees) + " single trees reaches " +
                    to_string(best.throughput) + ": " + tree_text(p, best.tree)};
            for (const auto& tree : trees) {
              notes.push_back("weight " + tree.weight.str() + " per period " +
                              optimum.period.str() + ": " + tree_text(p, tree.uses));
            }
            return holds_on(searched,
                            "platforms in order up to the first where one tree is not enough (" +
                                std::to_string(nodes) + " nodes, " +
                                std::to_string(p.platform.edges().size()) + " edges)",
                            notes);
          }
        }
        ClaimReport report;
        report.outcome = Outcome::undecided;
        report.covered =
            std::to_string(searched) + " platforms of 2 and 3 nodes: one tree always enough";
        return report;
      });
}

}  // namespace redcheck
