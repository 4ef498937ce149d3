// The overlap exhaustive optimum in int64 ticks, without overlap (Section 3.1)
// (exhaustive_runs.hpp).
#include "models/overlap/exhaustive_runs_impl.hpp"

namespace redcheck::overlap_exhaustive {
REDCHECK_OVERLAP_EXHAUSTIVE_RUNS(std::int64_t, false)
}  // namespace redcheck::overlap_exhaustive
