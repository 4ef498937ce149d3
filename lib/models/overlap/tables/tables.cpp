#include "models/overlap/tables/tables.hpp"

#include "models/overlap/tables/canon_limited.hpp"
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
      {"canon-limited",
       "Canon & Antoniu 2012 Section 6: exact optima under at most K concurrent transfers and "
       "under at most K reducers, Algorithms 2 and 3 and Proposition 8's bound, n = 2..12, K = "
       "1..floor(n/2), (d, c) in {(1, 1), (2, 1), (1, 2), (1, 0)}",
       "enumerator table canon-limited --out data",
       {{"canon2012_limited.csv", "exact lengths, optimality of each algorithm, the bounds"},
        {"canon2012_limited.svg", "optimal length against K at n = 12"}},
       canon_limited_table},
  };
}

}  // namespace redcheck
