// Speed of the overlap-model pieces the issues set goals for. Run:
//   build/bin/redcheck_bench
// Goals (issue 2): exhaustive optimum n = 16 under 1 s and n = 18 in a few
// seconds; Algorithm 1 at n = 1,000,000 well under a second; Figure 2 data
// (2 <= n <= 10000, both strategies, exact) under 2 s.

#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/tables/canon_tables.hpp"
#include "models/overlap/validator.hpp"

#include <benchmark/benchmark.h>

using namespace redcheck;

static void BM_ExhaustiveOptimum(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto m = make_overlap_model(Time(3, 7), Time(5, 11));
  ExhaustiveOptions options;
  options.keep_trees = 1000;
  std::uint64_t shapes = 0;
  for (auto _ : state) {
    const auto r = exhaustive_optimum(n, m, options);
    shapes = r.shapes;
    benchmark::DoNotOptimize(r.optimum);
  }
  state.counters["trees"] = static_cast<double>(shapes);
  state.counters["trees_per_s"] =
      benchmark::Counter(static_cast<double>(shapes) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ExhaustiveOptimum)
    ->Arg(12)
    ->Arg(14)
    ->Arg(16)
    ->Arg(18)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

static void BM_Algorithm1Tree(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto m = make_overlap_model(Time(3, 2), 1);
  for (auto _ : state) benchmark::DoNotOptimize(algorithm1(n, m, TieBreak::lowest_index).length);
}
BENCHMARK(BM_Algorithm1Tree)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

static void BM_Algorithm1Kernel(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  for (auto _ : state) {
    benchmark::DoNotOptimize(algorithm1_run<std::int64_t>(n, 3, 2, TieBreak::lowest_index).length);
  }
}
BENCHMARK(BM_Algorithm1Kernel)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

static void BM_Algorithm1ScheduleValidated(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto m = make_overlap_model(Time(3, 2), 1);
  for (auto _ : state) {
    const GreedyTree g = algorithm1(n, m, TieBreak::lowest_index);
    const Validation v = validate(algorithm1_schedule(g, m), m);
    benchmark::DoNotOptimize(v.makespan);
  }
}
BENCHMARK(BM_Algorithm1ScheduleValidated)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

static void BM_Figure2Table(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(canon_figure2_table().files.size());
}
BENCHMARK(BM_Figure2Table)->Unit(benchmark::kMillisecond);

static void BM_Recurrence(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto m = make_overlap_model(Time(3, 7), Time(5, 11));
  for (auto _ : state) benchmark::DoNotOptimize(recurrence_optimum(n, m).states);
}
BENCHMARK(BM_Recurrence)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
