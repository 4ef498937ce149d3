// Reduction trees: the decomposition of a reduce optimum, Proposition 4's
// fixed-period schedules, and the best single tree.

#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/single_trees.hpp"
#include "models/steady_state/validator.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

SteadyStateProblem two_slow_nodes() {
  Platform g;
  g.add_node("0", Time(2));
  g.add_node("1", Time(2));
  g.add_edge(0, 1, Time(1));
  g.add_edge(1, 0, Time(1));
  return reduce_problem(std::move(g), 0, {0, 1});
}

}  // namespace

TEST_CASE("the weighted trees sum to the reduce optimum, with integer weights") {
  Random random(8);
  for (const auto& shape : platform_shape_names()) {
    std::vector<int> all{0, 1, 2, 3, 4, 5};
    const SteadyStateProblem p =
        reduce_problem(random_platform(platform_shape(shape), 6, random), 3, all);
    const SteadyStateSolution s = solve_steady_state(p);
    const auto trees = reduction_trees(p, s);
    INFO(shape);
    BigInt total = 0;
    std::vector<ReductionTreeUse> uses;
    std::vector<BigInt> runs;
    for (const auto& tree : trees) {
      CHECK(tree.weight > 0);
      total += tree.weight;
      uses.push_back(tree.uses);
      runs.push_back(tree.weight);
      CHECK(tree_text(p, tree.uses).rfind("v[0,5]@P3", 0) == 0);
    }
    CHECK(total == s.operations_per_period());
    // The trees' own flow is a valid periodic schedule at the optimal throughput.
    const SteadyStateSolution again = solution_of_trees(p, uses, runs, s.period);
    CHECK(again.throughput == s.throughput);
    const PeriodicValidation v =
        validate_periodic(split_periodic_schedule(p, again).schedule, p, false);
    INFO(v.validation.rule << ": " << v.validation.violation);
    CHECK(v.validation.valid());
  }
}

TEST_CASE("Proposition 4: a fixed period loses at most card(TREES) / T_fixed") {
  const SteadyStateProblem p = two_slow_nodes();
  const SteadyStateSolution s = solve_steady_state(p);
  REQUIRE(s.throughput == 1);
  const auto trees = reduction_trees(p, s);
  REQUIRE(trees.size() == 2);  // one tree alone reaches only 1/2
  for (int fixed = 1; fixed <= 7; ++fixed) {
    const SteadyStateSolution approx = fixed_period_solution(p, s, trees, fixed);
    const Time loss = s.throughput - approx.throughput;
    CHECK(loss >= 0);
    CHECK(loss <= Time(2, fixed));
    CHECK(validate_periodic(split_periodic_schedule(p, approx).schedule, p, false)
              .validation.valid());
  }
  // T_fixed = 1: each tree has weight 1 in T = 2, so r = floor(1/2) = 0 for both.
  CHECK(fixed_period_solution(p, s, trees, 1).throughput == 0);
}

TEST_CASE("the best single tree is below the LP optimum on two slow nodes, not on Figure 6") {
  const SteadyStateProblem p = two_slow_nodes();
  const BestSingleTree best = best_single_tree(p, 1000);
  CHECK(best.throughput == Time(1, 2));
  CHECK(best.trees == 2);
  const SteadyStateProblem fig6 = figure6_problem(figure6_unit_costs());
  CHECK(best_single_tree(fig6, 100000).throughput == 1);
  CHECK_THROWS_AS(best_single_tree(fig6, 3), InputError);
}
