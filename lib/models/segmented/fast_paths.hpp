#pragma once
// The segmented model's fast paths, each with its check against explicit
// schedules measured by the validator (run by the conformance tests).

#include "models/model.hpp"
#include "models/segmented/model.hpp"

#include <vector>

namespace redcheck {

/// The batched uni-greedy, the pipeline recurrence, the segmentation sweep,
/// the per-segment tree timing and the equal-count search.
std::vector<FastPathCheck> segmented_fast_path_checks();

/// A random small instance: p in 1..p_max, 1..q_max segments of 1..4
/// elements, costs numerator 0..3 over 1..3 (simplest first: one processor,
/// one segment, costs 0).
SegmentedInstance random_segmented_instance(Chooser& choose, int p_max, int q_max);
/// The same drawn uniformly from a seeded engine.
SegmentedInstance random_segmented_instance(Random& random, int p_max, int q_max);

}  // namespace redcheck
