#include "models/overlap/tables/tables.hpp"

#include "models/overlap/tables/canon_tables.hpp"

namespace redcheck {

std::vector<TableSpec> overlap_tables() {
  return {
      {"canon-optimum",
       "Canon & Antoniu 2012 overlap model: exact optimal makespans for n = 1..16 over the (d, c) "
       "grid {0, 1/2, 1, 2, 3}^2 by exhaustive enumeration of every ordered tree",
       "enumerator table canon-optimum --out data",
       {{"canon2012_optimum.csv",
         "optimum, counts of ordered trees and of optimal ones, "
         "isomorphism classes of the optimal trees, bounds"}},
       canon_optimum_table},
      {"canon-figure2",
       "Canon & Antoniu 2012 Figure 2: binomial strategy / optimum at d = c and Fibonacci "
       "strategy / optimum at min(d, c) = 0 for 2 <= n <= 10000, both argmin tie-breaks",
       "enumerator table canon-figure2 --out data",
       {{"canon2012_figure2.csv", "exact lengths and ratios, with decimals"},
        {"canon2012_figure2.svg", "plot of the four ratio curves"}},
       canon_figure2_table},
  };
}

}  // namespace redcheck
