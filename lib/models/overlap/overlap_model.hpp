#pragma once
// The overlap model of Canon & Antoniu 2012 (rules in model.hpp) as the
// programs see it: its instance (n, d, c and the variants), its builders,
// its exhaustive optimum, its claims and its tables.

#include "models/model.hpp"
#include "models/overlap/model.hpp"

#include <memory>
#include <string>

namespace redcheck {

/// An instance: n machines (0 when a builder's tree fixes it) and the costs
/// and variants of the rules.
struct OverlapInstance {
  int n = 0;
  OverlapModel model;
};

/// "--n 9 --d 1 --c 1/2 [--no-overlap] [--non-commutative] [--max-transfers
/// K] [--max-reducers K]": the instance as the enumerator's options, every
/// rule option included, for replay commands.
std::string overlap_instance_arguments(const OverlapInstance& instance);

/// The same without --n, for a builder whose tree fixes the machines.
std::string overlap_rule_arguments(const OverlapModel& model);

std::shared_ptr<const Model> make_overlap_model();

}  // namespace redcheck
