#pragma once
// The segmented model of Lowery & Langou 2013 (rules in model.hpp) as the
// programs see it: its instance (p, the segments, the costs, the port model),
// its builders, its exhaustive optimum (unidirectional), the segmentation
// sweep, its claims and its tables.

#include "models/model.hpp"
#include "models/segmented/model.hpp"

#include <memory>

namespace redcheck {

/// An instance and the rules its schedules are checked against.
struct SegmentedProblem {
  SegmentedInstance instance;
  SegmentedRules rules;
};

std::shared_ptr<const Model> make_segmented_model();

/// p (--p) and the costs (--alpha, --beta, --gamma) given as options; the
/// segments are left to the caller. Throws InputError naming a missing,
/// malformed or out-of-range value.
SegmentedInstance processors_and_costs(const OptionValues& options);

/// The options that give `in` again (--p, --segments, --alpha, --beta,
/// --gamma), as instance_from_options reads them; rule options are the
/// caller's to add.
OptionValues segmented_options(const SegmentedInstance& in);

}  // namespace redcheck
