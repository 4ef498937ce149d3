#pragma once
// Tables computed from Canon & Antoniu 2012 (overlap model).

#include "tables/table_spec.hpp"

namespace redcheck {

/// Exact optimal makespans for n = 1..16 over a (d, c) grid, by exhaustive
/// enumeration, cross-checked with Algorithm 1 (both tie-breaks), the
/// recurrence and the validator.
TableOutput canon_optimum_table();

/// Figure 2: binomial strategy / optimum at d = c and Fibonacci strategy /
/// optimum at min(d, c) = 0, for 2 <= n <= 10000, both argmin tie-breaks,
/// exact, with a plot.
TableOutput canon_figure2_table();

}  // namespace redcheck
