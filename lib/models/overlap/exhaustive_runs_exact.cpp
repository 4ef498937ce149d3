// The overlap exhaustive optimum in exact rationals, with overlap (exhaustive_runs.hpp).
#include "models/overlap/exhaustive_runs_impl.hpp"

namespace redcheck::overlap_exhaustive {
REDCHECK_OVERLAP_EXHAUSTIVE_RUNS(Time, true)
}  // namespace redcheck::overlap_exhaustive
