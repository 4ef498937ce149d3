#pragma once
// The segmented model's builders by name. Each returns an explicit schedule
// and the rules it is meant to satisfy; the validator measures it.

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <string>
#include <vector>

namespace redcheck {

struct SegmentedBuilt {
  Schedule schedule;
  SegmentedRules rules;  ///< what the validator checks it against
};

/// uni-greedy, bi-greedy, pipeline, binomial, binary, butterfly.
const std::vector<std::string>& segmented_algorithms();

/// Builds `algorithm` on `instance`. `ports` applies to pipeline, binomial,
/// binary and uni-greedy; bi-greedy and the butterfly are bidirectional.
/// Throws InputError for an unknown name or an instance the algorithm does
/// not apply to.
SegmentedBuilt build_segmented(const std::string& algorithm, const SegmentedInstance& instance,
                               Ports ports);

/// The validator's makespan of build_segmented's schedule. Throws
/// std::logic_error when the schedule is invalid (a builder bug), InputError
/// as build_segmented does.
Time validated_segmented_makespan(const std::string& algorithm, const SegmentedInstance& instance,
                                  Ports ports);

}  // namespace redcheck
