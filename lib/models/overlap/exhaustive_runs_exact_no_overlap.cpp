// The overlap exhaustive optimum in exact rationals, without overlap (Section 3.1)
// (exhaustive_runs.hpp).
#include "models/overlap/exhaustive_runs_impl.hpp"

namespace redcheck::overlap_exhaustive {
REDCHECK_OVERLAP_EXHAUSTIVE_RUNS(Time, false)
}  // namespace redcheck::overlap_exhaustive
