#pragma once
// The SMT encoding of the reduction-tree models with one port and overlapping
// reductions: the overlap model of Canon & Antoniu (models/overlap/model.hpp,
// with its variants) and the heterogeneous model of Benoit, Canon & Marchal
// (models/heterogeneous/model.hpp), which has the same rules with costs that
// depend on the machines. Every block is named as their validators name the
// rule it states.

#include "certify/smt_encoding.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct TreeRules {
  int n = 1;
  std::function<Time(int from, int to)> transfer;  ///< d: a transfer from -> to
  std::function<Time(int on)> reduction;           ///< c: a reduction on a machine
  bool overlap = true;                             ///< false: no transfer while reducing
  bool commutative = true;                         ///< false: adjacent ranges only
  /// The machine that must end with the result (a root; MPI_Reduce's), or
  /// any when unset. Not with identical_machines (renumbering moves the sink).
  std::optional<int> root;
  std::optional<int> max_transfers;  ///< at most K transfers in progress
  std::optional<int> max_reducers;   ///< at most K machines reduce
  /// A transfer of zero duration still holds its machines' ports at its
  /// instant: it is not made while another transfer of theirs is in progress
  /// (ResourcePolicy::empty_transfers_hold_their_instant).
  bool empty_transfers_hold_their_instant = false;
  /// A machine reduces the values it receives in arrival order (the rule
  /// "arrival order").
  bool arrival_order = false;
  /// Every machine has the same costs (any renumbering of a schedule is a
  /// schedule of the same makespan): symmetry breaking applies.
  bool identical_machines = false;
  std::string machine_noun = "machine";
  std::vector<std::string> header;  ///< the model and the instance in words
};

/// The most machines an encoding is written for.
inline constexpr int max_encoded_machines = 40;

/// Throws InputError when rules.n is < 1 or above max_encoded_machines.
SmtEncoding tree_encoding(const TreeRules& rules);

}  // namespace redcheck
