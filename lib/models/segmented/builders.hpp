#pragma once
// The segmented model's builders. Each returns an explicit schedule and the
// rules it is meant to satisfy; the validator measures it. Builders are named
// by a typed id; the names below are read only at the command line.

#include "models/segmented/butterfly.hpp"
#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class SegmentedAlgorithm { uni_greedy, bi_greedy, pipeline, binomial, binary, butterfly };

inline constexpr SegmentedAlgorithm all_segmented_algorithms[] = {
    SegmentedAlgorithm::uni_greedy, SegmentedAlgorithm::bi_greedy, SegmentedAlgorithm::pipeline,
    SegmentedAlgorithm::binomial,   SegmentedAlgorithm::binary,    SegmentedAlgorithm::butterfly};

/// "uni-greedy", "bi-greedy", "pipeline", "binomial", "binary", "butterfly".
std::string to_string(SegmentedAlgorithm algorithm);

/// The algorithm of that name, if any (the command line's only entry point).
std::optional<SegmentedAlgorithm> segmented_algorithm_named(const std::string& name);

/// The ports an algorithm is defined for, when it is defined for one only
/// (uni-greedy: unidirectional; bi-greedy and the butterfly: bidirectional).
std::optional<Ports> required_ports(SegmentedAlgorithm algorithm);

struct SegmentedBuilt {
  Schedule schedule;
  SegmentedRules rules;  ///< what the validator checks it against
};

/// Builds `algorithm` on `instance` with `ports` (the butterfly's first
/// step, for p not a power of two, as `elimination` reads it). Throws
/// InputError for an instance the algorithm does not apply to, or ports it
/// is not defined for.
SegmentedBuilt build_segmented(SegmentedAlgorithm algorithm, const SegmentedInstance& instance,
                               Ports ports, Elimination elimination = Elimination::halves);

/// The validator's makespan of build_segmented's schedule. Throws
/// CrossCheckFailure when the validator rejects it (a builder bug),
/// InputError as build_segmented does.
Time validated_segmented_makespan(SegmentedAlgorithm algorithm, const SegmentedInstance& instance,
                                  Ports ports, Elimination elimination = Elimination::halves);

}  // namespace redcheck
