#pragma once
// Table IV of Lowery & Langou 2013 (Section VIII): m = 10, beta = 1,
// gamma in {0, 1}, alpha in {0..10, 20..100 step 10, 200..1000 step 100},
// every one of the 512 segmentations timed exactly, for each p of a grid.
// The text's p values (2^n, n = 2..10, and 3 * 2^n, n = 1..9) give 1044
// configurations, the paper reports 986 = 17 p values x 58; the grids below
// and the two readings of "equi-segmentation" (model.hpp) are compared, and
// the pair that reproduces the published count is the one tabulated.

#include "models/segmented/segmentation_search.hpp"
#include "tables/table_spec.hpp"

#include <string>
#include <vector>

namespace redcheck {

struct TableIvGrid {
  std::string name;
  std::string description;
  std::vector<int> p_values;
};

/// as-printed (18 p values), without-1536, without-4.
const std::vector<TableIvGrid>& table_iv_grids();

/// The alpha values of the text.
const std::vector<int>& table_iv_alphas();

/// How a configuration is read: `classify` decides whether an
/// equi-segmentation is among the optimal ones ("optimized by an
/// equi-segmentation"); `ratio` is the reading of "best time for
/// equi-segmentations" in the printed ratio.
struct TableIvReading {
  EqualReading classify = EqualReading::by_size;
  EqualReading ratio = EqualReading::by_size;

  std::string name() const {
    return "classify " + to_string(classify) + ", ratio " + to_string(ratio);
  }
};

struct TableIvConfig {
  int p = 0, alpha = 0, gamma = 0;
  SegmentationOptimum result;

  /// Best equi-segmentation / best segmentation.
  Time ratio(const TableIvReading& reading) const {
    return result.equal(reading.ratio).makespan / result.best.makespan;
  }
  bool unequal_better(const TableIvReading& reading) const {
    return result.equal(reading.classify).makespan > result.best.makespan;
  }
};

/// Every (p, gamma, alpha) of `p_values` (p-major, then gamma, then alpha),
/// m = 10, beta = 1. Parallel over configurations; deterministic order.
std::vector<TableIvConfig> compute_table_iv(const std::vector<int>& p_values,
                                            SweepAlgorithm algorithm);

/// Summary of one grid: configurations, unequal_better, max ratio, average
/// gain among the unequal ones.
struct TableIvCounts {
  std::size_t configurations = 0, unequal_better = 0;
  Time max_ratio = 1, average_gain = 0;
};
TableIvCounts count_table_iv(const std::vector<TableIvConfig>& configs,
                             const std::vector<int>& p_values, const TableIvReading& reading);

/// Row by row against the published table, on the grid without p = 1536 and
/// the reading that reproduces the published count (classify by size, ratio
/// by count): each published row, then each row of ours the paper lacks,
/// with its differences (none: it agrees). `configs` must cover that grid.
struct TableIvRowCheck {
  int p = 0, alpha = 0, gamma = 0;
  bool published = false;
  std::vector<std::string> differences;
};
std::vector<TableIvRowCheck> check_table_iv_rows(const std::vector<TableIvConfig>& configs);

/// data/lowery2013_table_iv*.csv and the Figure 10 plots.
TableOutput lowery_table_iv();

}  // namespace redcheck
