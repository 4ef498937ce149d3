// The overlap exhaustive optimum in int32 ticks, without overlap (Section 3.1)
// (exhaustive_runs.hpp).
#include "models/overlap/exhaustive_runs_impl.hpp"

namespace redcheck::overlap_exhaustive {
REDCHECK_OVERLAP_EXHAUSTIVE_RUNS(std::int32_t, false)
}  // namespace redcheck::overlap_exhaustive
