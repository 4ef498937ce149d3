#pragma once
// RapidCheck generators of the segmented model (Lowery & Langou 2013):
// segmentations, instances, and schedules of its builders, with shrinking
// (fewer processors, shorter messages, more equal segments, costs towards 0
// and small integers). Installed as <redcheck/models/segmented/generators.hpp>.

#include "models/segmented/builders.hpp"
#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <rapidcheck/Gen.h>

#include <cstdint>
#include <ostream>
#include <vector>

namespace redcheck::gen {

/// A segmentation of m elements into 1..min(m, max_q) segments of at least
/// one element each (summing to m); shrinks towards one segment, then
/// towards equal ones.
rc::Gen<std::vector<std::int64_t>> segmentation(std::int64_t m, int max_q);

/// p in 1..max_p, m in 1..max_m, a segmentation of m into at most max_q
/// segments, alpha, beta, gamma from gen::cost().
rc::Gen<SegmentedInstance> segmented_instance(int max_p, std::int64_t max_m, int max_q);

/// A builder's schedule and what it was built from.
struct SegmentedScheduled {
  SegmentedInstance instance;
  SegmentedAlgorithm algorithm = SegmentedAlgorithm::pipeline;
  Ports ports = Ports::unidirectional;
  SegmentedBuilt built;  ///< the schedule and the rules it is checked against
};

/// An instance as segmented_instance() with alpha > 0, one of uni-greedy,
/// bi-greedy, pipeline, binomial, binary (the butterfly needs p = q a power
/// of two, so it is left out) on ports it is defined for, and its schedule.
rc::Gen<SegmentedScheduled> segmented_schedule(int max_p, std::int64_t max_m, int max_q);

void showValue(const SegmentedInstance& instance, std::ostream& os);
void showValue(const SegmentedScheduled& scheduled, std::ostream& os);

}  // namespace redcheck::gen
