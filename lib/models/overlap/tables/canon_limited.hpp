#pragma once
// The table of Section 6 (Canon & Antoniu 2012): exact optima under a limit
// on concurrent transfers or on reducers, Algorithms 2 and 3, and the bound
// of Proposition 8, with a plot of the length against K.

#include "tables/table_spec.hpp"

namespace redcheck {

/// n = 2..12, K = 1..floor(n/2), (d, c) in {(1, 1), (2, 1), (1, 2), (1, 0)}:
/// the optimum under K transfers and under K reducers, Algorithm 2,
/// Algorithm 3 (also checked under K transfers), the unlimited optimum and
/// Proposition 8's bound as printed and corrected; and the plot of the optima
/// against K = 1..n-1 at n = 12.
TableOutput canon_limited_table();

}  // namespace redcheck
