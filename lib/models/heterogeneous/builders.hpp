#pragma once
// The builders of the heterogeneous model: the four algorithms of Section 2
// (simulation.hpp states every choice the text leaves open), each returning
// the explicit schedule of one realisation of the costs, which the validator
// times.

#include "models/heterogeneous/model.hpp"
#include "models/heterogeneous/simulation.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class HeterogeneousBuilder {
  binomial_stat,        ///< rounds, receivers in round order
  binomial_stat_fcfs,   ///< rounds, receivers first come, first served
  fibonacci_stat,       ///< FS_k, receivers in round order
  fibonacci_stat_fcfs,  ///< FS_k, receivers first come, first served
  tree_dyn,             ///< the slot (commutative only)
  non_commut_tree_dyn,  ///< the array of idle processors
};

/// Every builder, in a fixed order.
const std::vector<HeterogeneousBuilder>& all_heterogeneous_builders();

/// "binomial-stat", "binomial-stat-fcfs", ..., "non-commut-tree-dyn".
std::string to_string(HeterogeneousBuilder builder);

/// True when the builder's schedules keep ranges adjacent (it serves
/// non-commutative reductions): the round-order static ones and
/// Non-Commut-Tree-dyn.
bool serves_non_commutative(HeterogeneousBuilder builder);

/// An instance's costs as the simulations read them (`d(i, j)`, `c(j)`).
struct InstanceCosts {
  const HeterogeneousInstance& instance;
  const Time& d(int from, int to) const { return instance.transfer(from, to); }
  const Time& c(int on) const { return instance.reduction(on); }
};

/// True for the four static builders.
bool is_static(HeterogeneousBuilder builder);

/// A static builder's tree on n processors (binomial_stat_tree or
/// fibonacci_stat_tree) and its receivers' order. With a root R > 0 (a
/// rooted instance, model.hpp), the tree on relative ranks: P_{(v + R) mod n}
/// plays P_v, so the sink is P_R (MPICH's numbering). Throws InternalError
/// for a dynamic builder.
ReductionTree static_tree_of(HeterogeneousBuilder builder, int n,
                             int root = HeterogeneousInstance::any_root);
ReceiveOrder receive_order_of(HeterogeneousBuilder builder);

/// The earliest schedule of `tree`, each processor receiving in the tree's
/// order: the static simulation in round order (optimum.hpp says why this
/// is the earliest timing of a shape).
Schedule earliest_schedule(const ReductionTree& tree, const HeterogeneousInstance& instance);

/// The schedule and the simulation's own makespan.
struct HeterogeneousBuilt {
  Schedule schedule;
  Time own_makespan;
};

/// Why `builder` does not serve `instance`, or nullopt when it does: a
/// non-commutative instance is served by the builders that keep ranges
/// adjacent, and by a static one only when its tree rooted at the
/// instance's root still does.
std::optional<std::string> refusal(HeterogeneousBuilder builder,
                                   const HeterogeneousInstance& instance);

/// Runs the builder's simulation on `instance`'s costs, ending on its root
/// when it has one (simulation.hpp says how each algorithm is adapted).
/// Throws InputError with the refusal when the builder does not serve the
/// instance.
HeterogeneousBuilt build_heterogeneous(HeterogeneousBuilder builder,
                                       const HeterogeneousInstance& instance);

/// The builder's makespan by the same simulation in integer ticks, without
/// a schedule (a fast path of the model, checked against the validated
/// schedule in fast_paths.cpp); nullopt when the costs have no int64 tick
/// grid wide enough. Throws as build_heterogeneous.
std::optional<Time> heterogeneous_makespan_in_ticks(HeterogeneousBuilder builder,
                                                    const HeterogeneousInstance& instance);

/// The same for several builders, the costs put on their tick grid once:
/// [k] for builders[k].
std::vector<std::optional<Time>> heterogeneous_makespans_in_ticks(
    const std::vector<HeterogeneousBuilder>& builders, const HeterogeneousInstance& instance);

}  // namespace redcheck
