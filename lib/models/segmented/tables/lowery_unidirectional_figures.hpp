#pragma once
// Figures 1, 4 and 5 of Lowery & Langou 2013 (unidirectional, alpha = 10,
// beta = 1, gamma = 0, p = 2^2..2^10, m = 2^2..2^16, Section V-B's grid).
//
// Every algorithm is timed at its best equi-segmentation, found exactly by
// equal_count_search.hpp (the schedules, not the formulas). Figure 1 is
// computed twice: as the paper drew it, from the Table I formulas at their
// best q, and from the schedules; the CSV marks the cells where the two
// disagree on the best standard algorithm. Binomial is searched over q like
// the others (the paper does not segment it); the search finds q = 1 in every
// cell here, which the CSV shows.

#include "models/segmented/builders.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "tables/table_spec.hpp"

#include <map>

namespace redcheck {

/// The grid: p = 2^2..2^10, m = 2^2..2^16.
std::vector<int> unidirectional_figures_p();
std::vector<std::int64_t> unidirectional_figures_m();

/// The standard algorithms' Table I formula at its best q (equal segments by
/// count), as the paper's s_opt does on a continuum.
struct FormulaOptimum {
  Time makespan;
  std::int64_t segments = 1;
};

/// The Table I formula of a standard algorithm (binomial, pipeline, binary)
/// at its best q (equal segments by count), alpha = 10, beta = 1, gamma = 0.
FormulaOptimum best_table1(SegmentedAlgorithm algorithm, int p, std::int64_t m);

/// One (p, m) of the grid: the four algorithms' validated schedules at their
/// best equi-segmentation, and the three standard ones' formulas.
struct UnidirectionalFigureCell {
  int p = 0;
  std::int64_t m = 0;
  std::map<SegmentedAlgorithm, EqualCountOptimum> schedule;  ///< uni-greedy and the standard three
  std::map<SegmentedAlgorithm, FormulaOptimum> formula;      ///< binomial, pipeline, binary

  Time best_standard_schedule() const;
  Time best_standard_formula() const;
};

/// The cells of the rows `ps` (each m of the grid), computed over the cores
/// and, under MPI, the ranks.
std::vector<UnidirectionalFigureCell> compute_unidirectional_cells(const std::vector<int>& ps);

/// data/lowery2013_figure{1,4,5}*.
TableOutput lowery_unidirectional_figures();

}  // namespace redcheck
