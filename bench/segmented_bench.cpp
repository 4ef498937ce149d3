// Speed goals of the segmented model (Lowery & Langou): all of Table IV
// (986 configurations x 512 segmentations, exact) and every segmentation of
// m = 20 at p = 1024.

#include "models/segmented/segmentation_search.hpp"
#include "tables/lowery_table_iv.hpp"

#include <benchmark/benchmark.h>

using namespace redcheck;

static void BM_TableIvConfigurations(benchmark::State& state) {
  const auto& grid = table_iv_grids()[1];  // 986 configurations
  for (auto _ : state) {
    auto configs = compute_table_iv(grid.p_values, SweepAlgorithm::uni_greedy);
    benchmark::DoNotOptimize(configs);
  }
}
BENCHMARK(BM_TableIvConfigurations)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_TableIvWhole(benchmark::State& state) {
  for (auto _ : state) {
    auto out = lowery_table_iv();  // 1044 configurations, 12 readings compared, validation, plots
    benchmark::DoNotOptimize(out);
  }
}
BENCHMARK(BM_TableIvWhole)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_AllSegmentations(benchmark::State& state) {
  const auto m = state.range(0);
  for (auto _ : state) {
    auto result = search_segmentations(SweepAlgorithm::uni_greedy, 1024, m, 1, 1, 1);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_AllSegmentations)->Arg(10)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);
