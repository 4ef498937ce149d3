#pragma once
// RapidCheck generators of the overlap model (Canon & Antoniu 2012): costs,
// instances, ordered reduction trees and their schedules, with shrinking
// (smaller n, costs towards 0 and small integers, trees towards the star).
// Installed as <redcheck/models/overlap/generators.hpp> for a user's own properties:
//
//   rc::check([](void) {
//     const redcheck::OverlapInstance in = *redcheck::gen::overlap_instance(12);
//     ...
//   });

#include "models/overlap/model.hpp"
#include "models/overlap/overlap_model.hpp"
#include "models/overlap/tree_timing.hpp"
#include "schedule/reduction_tree.hpp"
#include "schedule/schedule.hpp"

#include <rapidcheck/Gen.h>

#include <ostream>

namespace redcheck::gen {

/// Costs (d, c), each from gen::cost(): exact, 0 included.
rc::Gen<OverlapModel> overlap_model();

/// n in 1..max_n (shrinking towards 1), costs from overlap_model() (the
/// instance of enumerator schedule --model overlap).
rc::Gen<OverlapInstance> overlap_instance(int max_n);

/// An ordered tree on n machines: machine i >= 1 sends to machine u_i mod i,
/// senders in index order; shrinks towards the star.
rc::Gen<ReductionTree> reduction_tree(int n);

/// An instance, a tree on its n machines, and the tree's earliest schedule
/// with arrivals by readiness (Proposition 3), which the validator accepts.
struct OverlapScheduled {
  OverlapInstance instance;
  ReductionTree tree;
  Schedule schedule;
};

/// overlap_instance(max_n), reduction_tree(n) and its earliest schedule.
rc::Gen<OverlapScheduled> overlap_schedule(int max_n);

void showValue(const OverlapInstance& instance, std::ostream& os);
void showValue(const OverlapScheduled& scheduled, std::ostream& os);

}  // namespace redcheck::gen
