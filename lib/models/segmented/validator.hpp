#pragma once
// Validator of the segmented model (see model.hpp for the rules). The only
// place that turns a segmented schedule into a makespan.

#include "models/segmented/model.hpp"
#include "rules/validation.hpp"
#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The resources activities hold in this model: one port (unidirectional)
/// or a send and a receive port (bidirectional) per processor, held by
/// transfers and by reductions (no overlap of communication and
/// computation); one compute unit.
ResourcePolicy segmented_resources(const SegmentedRules& rules);

/// The rules, in the order they are checked:
///  indices            processors, segments and operands exist; p and the root match;
///  root               the root never sends (unless forwarding);
///  durations          a transfer lasts alpha + beta * its elements;
///  combine on arrival one reduction per transfer, on its receiver, from its end;
///  resources          ports (unidirectional or bidirectional), no transfer while
///                     combining, one reduction at a time;
///  data flow          senders hold what they send, each reduction lasts gamma *
///                     the elements it combines, a reduction tree per segment
///                     (unless forwarding), every contribution at the root;
///  precedence         nothing is sent while data of it is still arriving or combined;
///  in order           (when asked) a processor is done with segment i before j > i.
/// `schedule.machines` must equal instance.p and `schedule.sink` 0.
/// Memory: O(p q + a) for a activities; a schedule that cannot carry every
/// contribution to the root (fewer than (p - 1) q segment sends) is refused
/// before anything of size p q is allocated.
/// Complexity: O(a log a) exact comparisons, plus O(segments carried).
Validation validate_segmented(const Schedule& schedule, const SegmentedInstance& instance,
                              const SegmentedRules& rules);

/// The names of the rules validate_segmented checks, in order.
std::vector<std::string> segmented_rule_names();

/// The dependencies of a valid schedule of this model (for timelines): each
/// reduction on its transfer, each send on the reductions that delivered what
/// it sends.
std::vector<Dependency> segmented_dependencies(const Schedule& schedule,
                                               const SegmentedInstance& instance);

}  // namespace redcheck
