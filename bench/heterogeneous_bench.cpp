// Speed goals of the heterogeneous model (Benoit, Canon & Marchal): 10^6
// Monte Carlo runs x the four algorithms at n = 64 within 4 s on 2 cores; the
// exact optimum at n = 8 well under a second, n = 9 in about 10 s, and as far
// as a minute allows; Tree-dyn's chain with reductions.

#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/markov.hpp"
#include "models/heterogeneous/monte_carlo.hpp"
#include "models/heterogeneous/optimum.hpp"

#include <benchmark/benchmark.h>

using namespace redcheck;

static void BM_MonteCarloFourAlgorithms(benchmark::State& state) {
  MonteCarloSettings s;
  s.n = 64;
  s.runs = static_cast<std::uint64_t>(state.range(0));
  s.cv = 1;
  s.seed = 1;
  for (auto _ : state) {
    auto stats = run_monte_carlo(s);
    benchmark::DoNotOptimize(stats);
  }
}
BENCHMARK(BM_MonteCarloFourAlgorithms)
    ->Arg(1'000'000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Random rational costs (a / b, a in 0..20, b in 1..5), seed 5.
static void BM_OptimumSubsets(benchmark::State& state) {
  Random random(5);
  const HeterogeneousInstance in =
      random_heterogeneous_instance(static_cast<int>(state.range(0)), random);
  for (auto _ : state) {
    auto o = optimum_by_subsets(in);
    benchmark::DoNotOptimize(o);
  }
}
BENCHMARK(BM_OptimumSubsets)->DenseRange(8, 15)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_OptimumHomogeneous(benchmark::State& state) {
  const HeterogeneousInstance in = homogeneous_instance(static_cast<int>(state.range(0)), 1, 1);
  for (auto _ : state) {
    auto o = optimum_by_subsets(in);
    benchmark::DoNotOptimize(o);
  }
}
BENCHMARK(BM_OptimumHomogeneous)
    ->Arg(9)
    ->Arg(12)
    ->Arg(15)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

static void BM_OptimumRanges(benchmark::State& state) {
  Random random(5);
  HeterogeneousInstance in =
      random_heterogeneous_instance(static_cast<int>(state.range(0)), random);
  in.commutative = false;
  for (auto _ : state) {
    auto o = optimum_by_subsets(in);
    benchmark::DoNotOptimize(o);
  }
}
BENCHMARK(BM_OptimumRanges)
    ->Arg(16)
    ->Arg(32)
    ->Arg(48)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

static void BM_OptimumEveryShape(benchmark::State& state) {
  Random random(5);
  const HeterogeneousInstance in =
      random_heterogeneous_instance(static_cast<int>(state.range(0)), random);
  for (auto _ : state) {
    auto o = optimum_by_every_shape(in);
    benchmark::DoNotOptimize(o);
  }
}
BENCHMARK(BM_OptimumEveryShape)->Arg(7)->Arg(8)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_MarkovWithReductions(benchmark::State& state) {
  for (auto _ : state) {
    auto m = tree_dyn_moments(static_cast<int>(state.range(0)), 1, Time(1));
    benchmark::DoNotOptimize(m);
  }
}
BENCHMARK(BM_MarkovWithReductions)->Arg(64)->Arg(256)->Unit(benchmark::kMillisecond);
