#pragma once
// RapidCheck generators of the heterogeneous model (Benoit, Canon & Marchal
// 2013): cost matrices, instances, and the schedules of its builders, with
// shrinking (fewer processors, costs towards 0 and small integers).
// Installed as <redcheck/models/heterogeneous/generators.hpp>.

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/model.hpp"
#include "schedule/schedule.hpp"

#include <rapidcheck/Gen.h>

#include <ostream>
#include <vector>

namespace redcheck::gen {

/// An n x n matrix of transfer costs d_ij from gen::cost(), with d_ii = 0.
rc::Gen<std::vector<std::vector<Time>>> cost_matrix(int n);
/// The same with every d_ij (i != j) drawn from `entry` (e.g. positive_cost()).
rc::Gen<std::vector<std::vector<Time>>> cost_matrix(int n, rc::Gen<Time> entry);

/// n in 1..max_n, d from cost_matrix(n), c_i from gen::cost(), commutative.
rc::Gen<HeterogeneousInstance> heterogeneous_instance(int max_n);

/// A builder's schedule and what it was built from.
struct HeterogeneousScheduled {
  HeterogeneousInstance instance;
  HeterogeneousBuilder builder = HeterogeneousBuilder::tree_dyn;
  HeterogeneousBuilt built;  ///< the schedule and the simulation's own makespan
};

/// heterogeneous_instance(max_n), one of the builders, and its schedule.
rc::Gen<HeterogeneousScheduled> heterogeneous_schedule(int max_n);

void showValue(const HeterogeneousInstance& instance, std::ostream& os);
void showValue(const HeterogeneousScheduled& scheduled, std::ostream& os);

}  // namespace redcheck::gen
