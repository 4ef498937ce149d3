// Speed of Section 6 of Canon & Antoniu (issue 10). Run:
//   build/bin/redcheck_bench --benchmark_filter='Limited|Algorithm2|Algorithm3'
// Goals: Algorithms 2 and 3 at n = 10^6 under a second each (both
// Theta(n log n)); the exact optima under a limit for n <= 9, and as far as
// the proven pruning allows in a minute.

#include "models/overlap/greedy.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/optimum_report.hpp"
#include "models/overlap/validator.hpp"

#include <benchmark/benchmark.h>

using namespace redcheck;

namespace {

OverlapModel costs() {
  return make_overlap_model(Time(3, 2), 1);
}

}  // namespace

// Algorithm 2 as the paper states it: the reversed dates, int64 ticks.
static void BM_Algorithm2Length(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int k = static_cast<int>(state.range(1));
  for (auto _ : state) {
    benchmark::DoNotOptimize(algorithm2_length(n, k, costs(), TieBreak::lowest_index));
  }
}
BENCHMARK(BM_Algorithm2Length)
    ->Args({1'000'000, 1})
    ->Args({1'000'000, 1000})
    ->Args({1'000'000, 500'000})
    ->Unit(benchmark::kMillisecond);

// Algorithm 3: Algorithm 1 with its argmin over the first K machines.
static void BM_Algorithm3Length(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int k = static_cast<int>(state.range(1));
  for (auto _ : state) {
    benchmark::DoNotOptimize(algorithm1(n, costs(), TieBreak::lowest_index, k).length);
  }
}
BENCHMARK(BM_Algorithm3Length)
    ->Args({1'000'000, 1})
    ->Args({1'000'000, 1000})
    ->Args({1'000'000, 500'000})
    ->Unit(benchmark::kMillisecond);

// The forward schedule of Algorithm 2 in exact rationals, then validated
// under its limit (what enumerator schedule does).
static void BM_Algorithm2ScheduleValidated(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  OverlapModel m = costs();
  m.max_transfers = 1000;
  for (auto _ : state) {
    const LimitedTransfersSchedule a = algorithm2(n, 1000, costs(), TieBreak::lowest_index);
    benchmark::DoNotOptimize(validate(a.schedule, m).makespan);
  }
}
BENCHMARK(BM_Algorithm2ScheduleValidated)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

// The exact optimum under K transfers (the search, its bounds from
// Algorithms 2 and 3), worst K of a few measured by hand.
static void BM_LimitedOptimumTransfers(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  OverlapModel m = make_overlap_model(Time(1, 3), Time(1, 2));
  m.max_transfers = static_cast<int>(state.range(1));
  for (auto _ : state) {
    benchmark::DoNotOptimize(limited_optimum_report(n, m, "bench").optimum);
  }
}
BENCHMARK(BM_LimitedOptimumTransfers)
    ->Args({9, 1})
    ->Args({9, 2})
    ->Args({12, 1})
    ->Args({14, 1})
    ->Args({14, 2})
    ->Unit(benchmark::kMillisecond);

// The exact optimum under K reducers: every ordered tree with <= K internal machines.
static void BM_LimitedOptimumReducers(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int k = static_cast<int>(state.range(1));
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        reducer_limited_optimum(n, make_overlap_model(Time(1, 3), Time(1, 2)), k).optimum);
  }
}
BENCHMARK(BM_LimitedOptimumReducers)
    ->Args({9, 4})
    ->Args({14, 7})
    ->Args({16, 8})
    ->Args({16, 15})
    ->Unit(benchmark::kMillisecond);
