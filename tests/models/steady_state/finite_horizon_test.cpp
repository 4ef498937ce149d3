// opt(G, K) by exhaustive search and steady(G, K) of the periodic schedule.

#include "models/steady_state/finite_horizon.hpp"
#include "errors.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

#include <tuple>

using namespace redcheck;

namespace {

SteadyStateProblem chain(int first, int second) {
  Platform g;
  for (const char* name : {"s", "a", "t"}) g.add_node(name, Time(1));
  g.add_edge(0, 1, Time(first));
  g.add_edge(1, 2, Time(second));
  return scatter_problem(std::move(g), 0, {2});
}

}  // namespace

TEST_CASE(
    "the exhaustive optimum on a chain is what its slower hop lets through after the first "
    "message") {
  // s -> a costs 1, a -> t costs 2: the k-th message reaches t at 1 + 2k.
  const SteadyStateProblem p = chain(1, 2);
  for (int k = 0; k <= 9; ++k) {
    INFO("K = " << k);
    CHECK(exhaustive_operations(p, k, 100000).operations == (k >= 1 ? (k - 1) / 2 : 0));
  }
  // Two targets fed by one source port: each operation costs 1 + 1 on it.
  Platform star;
  for (const char* name : {"s", "t0", "t1"}) star.add_node(name, Time(1));
  star.add_edge(0, 1, Time(1));
  star.add_edge(0, 2, Time(1));
  const SteadyStateProblem q = scatter_problem(std::move(star), 0, {1, 2});
  CHECK(exhaustive_operations(q, 7, 100000).operations == 3);
  CHECK_THROWS_AS(exhaustive_operations(q, 40, 10), InputError);  // the state limit
  CHECK_THROWS_AS(exhaustive_operations(chain(1, 2), -1, 10), InputError);
}

TEST_CASE("a cost of 1/2 is searched in half-unit ticks") {
  Platform half;
  half.add_node("s", Time(1));
  half.add_node("t", Time(1));
  half.add_edge(0, 1, Time(1, 2));
  const SteadyStateProblem p = scatter_problem(std::move(half), 0, {1});
  for (int k = 0; k <= 4; ++k) CHECK(exhaustive_operations(p, k, 100000).operations == 2 * k);
}

TEST_CASE("a reduce of two nodes pipelines one transfer and one task per time unit") {
  // 1 sends v_1 to 0 (cost 1), 0 computes v_0 + v_1 (w = 1): the first
  // result at 2, then one per time unit.
  Platform g;
  g.add_node("0", Time(1));
  g.add_node("1", Time(1));
  g.add_edge(1, 0, Time(1));
  const SteadyStateProblem p = reduce_problem(std::move(g), 0, {0, 1});
  for (int k = 0; k <= 8; ++k) {
    INFO("K = " << k);
    CHECK(exhaustive_operations(p, k, 100000).operations == std::max(0, k - 1));
  }
  const SteadyStateSolution s = solve_steady_state(p);
  REQUIRE(s.throughput == 1);
  const PeriodicSchedule whole = unsplit_periodic_schedule(p, split_periodic_schedule(p, s));
  // One period for the transfer, one for the task: the first result after 2.
  const Time period = *whole.schedule.period;
  for (int m = 1; m <= 10; ++m) {
    CHECK(Time(periodic_operations(p, whole, period * m)) == s.throughput * period * (m - 1));
  }
}

TEST_CASE("a task needs both inputs: without the transfer nothing is reduced") {
  // Node 1 may compute v[0,1] only with v_0, which never reaches it; the
  // only way is through node 0, whose task time is 3.
  Platform g;
  g.add_node("0", Time(3));
  g.add_node("1", Time(1));
  g.add_edge(1, 0, Time(1));
  const SteadyStateProblem p = reduce_problem(std::move(g), 0, {0, 1});
  CHECK(exhaustive_operations(p, 3, 100000).operations == 0);
  CHECK(exhaustive_operations(p, 4, 100000).operations == 1);
  CHECK(exhaustive_operations(p, 10, 100000).operations == 3);
}

TEST_CASE(
    "the periodic schedule run from time 0 approaches TP x K and never beats the exhaustive "
    "optimum") {
  const SteadyStateProblem p = chain(1, 2);
  const SteadyStateSolution s = solve_steady_state(p);
  REQUIRE(s.throughput == Time(1, 2));
  const PeriodicSchedule whole = unsplit_periodic_schedule(p, split_periodic_schedule(p, s));
  const Time period = *whole.schedule.period;
  for (int m = 1; m <= 20; ++m) {
    const BigInt steady = periodic_operations(p, whole, period * m);
    // One period of warm-up: a has nothing to forward in the first.
    CHECK(Time(steady) == s.throughput * period * (m - 1));
  }
  for (int k = 1; k <= 8; ++k) {
    CHECK(periodic_operations(p, whole, Time(k)) <= exhaustive_operations(p, k, 100000).operations);
  }
}

TEST_CASE("Figure 6's first reduce needs 5/2 time units") {
  // v_1 reaches 0 at 1, v_2 at 2 (one receive port), and node 0's two tasks
  // take 1/2 each: the first v[0,2] at 5/2. No other tree is faster: any
  // v[1,2] made on 1 or 2 reaches 0 at 3 at the earliest (a transfer, a
  // task of 1, a transfer).
  const SteadyStateProblem p = figure6_problem(figure6_unit_costs());
  CHECK(exhaustive_operations(p, 2, 100000).operations == 0);
  CHECK(exhaustive_operations(p, 3, 100000).operations == 1);
}

TEST_CASE("one search of the largest K gives every smaller K's optimum, as its own search does") {
  // The shared memo keys states by the ticks left; a separate search for
  // each K is the independent computation.
  Platform gossip;
  for (const char* name : {"0", "1", "2"}) gossip.add_node(name, Time(1));
  for (const auto& [from, to, cost] :
       std::vector<std::tuple<int, int, int>>{{0, 1, 1}, {1, 0, 1}, {1, 2, 1}, {0, 2, 2}}) {
    gossip.add_edge(from, to, Time(cost));
  }
  Platform half;
  for (const char* name : {"0", "1", "2"}) half.add_node(name, Time(1, 2));
  half.add_edge(2, 1, Time(1, 2));
  half.add_edge(1, 0, Time(1));
  // Under the sanitizers (2 minutes for all), the first two.
  const auto cases = testing::cases_to_check<std::pair<SteadyStateProblem, int>>(
      {{chain(1, 2), 9},
       {gossip_problem(gossip, {0, 1}, {1, 2}), 6},
       {reduce_problem(half, 0, {0, 1, 2}), 6},
       {figure6_problem(figure6_unit_costs()), 4}},
      2);
  for (const auto& [p, largest] : cases) {
    const FiniteHorizonOptima all = exhaustive_operations_up_to(p, largest, 1000000);
    REQUIRE(all.operations.size() == static_cast<std::size_t>(largest + 1));
    for (int k = 0; k <= largest; ++k) {
      INFO("K = " << k << " of " << largest);
      CHECK(all.operations[static_cast<std::size_t>(k)] ==
            exhaustive_operations(p, k, 1000000).operations);
    }
  }
  CHECK_THROWS_AS(exhaustive_operations_up_to(chain(1, 2), -1, 10), InputError);
}
