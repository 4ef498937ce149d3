// Speed of the steady-state model (issue 11). Run:
//   build/bin/redcheck_bench --benchmark_filter=SteadyState
// Goals: the scatter LP on a random 50-node platform with 10 targets, solved
// by QSopt_ex and certified exactly, in a few seconds at most; the reduce LP
// with 8 participants on a 16-node platform under a minute. The counters
// give the LP's size: the reduce LP has (N+1)(N+2)/2 types and C(N+2, 3)
// tasks per node for N+1 participants, so its columns grow as
// |E| N^2 + |V| N^3.

#include "models/steady_state/finite_horizon.hpp"
#include "models/steady_state/linear_programs.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"

#include <benchmark/benchmark.h>

using namespace redcheck;

namespace {

Platform platform(int shape, int nodes) {
  Random random(1);
  return random_platform(static_cast<PlatformShape>(shape), nodes, random);
}

std::vector<int> every_other(int count) {
  std::vector<int> out;
  for (int k = 0; k < count; ++k) out.push_back(2 * k);
  return out;
}

void solve(benchmark::State& state, const SteadyStateProblem& p) {
  int columns = 0, rows = 0;
  for (auto _ : state) {
    const SteadyStateSolution s = solve_steady_state(p);  // builds the program too
    if (!s.certificate.verified) state.SkipWithError("not certified");
    columns = s.columns;
    rows = s.rows;
  }
  state.counters["columns"] = columns;
  state.counters["rows"] = rows;
}

}  // namespace

// Args: shape (0 layered, 1 random, 2 star, 3 clique).
static void BM_SteadyStateScatter50Nodes10Targets(benchmark::State& state) {
  const auto shape = static_cast<int>(state.range(0));
  solve(state, scatter_problem(platform(shape, 50), 0, {1, 5, 9, 13, 17, 21, 25, 29, 33, 37}));
}
BENCHMARK(BM_SteadyStateScatter50Nodes10Targets)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

// Args: shape, participants (P0, P2, ... on a 16-node platform, into P0).
static void BM_SteadyStateReduce16Nodes(benchmark::State& state) {
  const auto shape = static_cast<int>(state.range(0));
  const auto participants = static_cast<int>(state.range(1));
  solve(state, reduce_problem(platform(shape, 16), 0, every_other(participants)));
}
BENCHMARK(BM_SteadyStateReduce16Nodes)
    ->ArgsProduct({{0, 1, 3}, {2, 4, 8}})
    ->Unit(benchmark::kMillisecond);

// The whole construction on the 8-participant reduce: LP, certificate,
// edge colouring and periodic schedule.
static void BM_SteadyStateReduceSchedule(benchmark::State& state) {
  const SteadyStateProblem p =
      reduce_problem(platform(static_cast<int>(state.range(0)), 16), 0, every_other(8));
  for (auto _ : state) {
    const SteadyStateSolution s = solve_steady_state(p);
    benchmark::DoNotOptimize(split_periodic_schedule(p, s));
  }
}
BENCHMARK(BM_SteadyStateReduceSchedule)->Arg(0)->Arg(3)->Unit(benchmark::kMillisecond);

// A reduce of every node on the layered platform of `nodes` nodes, into P0:
// beyond max_direct_reduce_work, solved by tree generation (goal: 20 nodes
// within 10 s; the simplex on the program whole took 13 minutes).
static void BM_SteadyStateLayeredReduceByTrees(benchmark::State& state) {
  const Platform g = platform(0, static_cast<int>(state.range(0)));
  const SteadyStateProblem p = reduce_problem(g, 0, g.all_nodes());
  int trees = 0;
  for (auto _ : state) {
    const SteadyStateSolution s = solve_steady_state(p);
    if (!s.certificate.verified) state.SkipWithError("not certified");
    trees = s.generated_trees;
  }
  state.counters["trees"] = trees;
}
BENCHMARK(BM_SteadyStateLayeredReduceByTrees)
    ->Arg(16)
    ->Arg(20)
    ->Arg(24)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Lemma 1's largest search (verifier check --claim legrand2004.lemma1):
// opt(G, K) on Figure 6 with unit costs, K = 1..the argument, as the claim
// runs it.
static void BM_SteadyStateFiniteHorizonFigure6(benchmark::State& state) {
  const SteadyStateProblem p = figure6_problem(figure6_unit_costs());
  const int largest = static_cast<int>(state.range(0));
  std::uint64_t states = 0;
  for (auto _ : state) {
    states = exhaustive_operations_up_to(p, largest, 2000000).states;
  }
  state.counters["states"] = static_cast<double>(states);
}
BENCHMARK(BM_SteadyStateFiniteHorizonFigure6)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);
