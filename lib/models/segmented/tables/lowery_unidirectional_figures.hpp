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

#include "tables/table_spec.hpp"

namespace redcheck {

/// data/lowery2013_figure{1,4,5}*.
TableOutput lowery_unidirectional_figures();

}  // namespace redcheck
