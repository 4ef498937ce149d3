#pragma once
// The tree a user gives a "tree" builder (the overlap and heterogeneous
// models'): --tree in nested parentheses, senders in arrival order, or
// --receivers, the receiver of each machine (-1 for the sink); exactly one.

#include "models/model.hpp"
#include "schedule/reduction_tree.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The options' tree. Throws InputError when neither or both are given,
/// or when either is malformed (naming it), or a receiver exceeds
/// `max_machines`.
ReductionTree given_tree(const OptionValues& options, int max_machines);

/// The two options, for a model's builder_options().
std::vector<OptionSpec> given_tree_options();

}  // namespace redcheck
