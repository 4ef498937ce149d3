#include "models/heterogeneous/builders.hpp"

#include "errors.hpp"
#include "models/heterogeneous/static_trees.hpp"

namespace redcheck {

namespace {

// Writes the simulation's activities into a schedule.
struct ScheduleRecorder {
  Schedule& schedule;
  int transfer(int from, int to, const Time& start, const Time& end) {
    schedule.transfers.push_back(Transfer{from, to, start, end, 0, 1});
    return static_cast<int>(schedule.transfers.size()) - 1;
  }
  void reduction(int on, int transfer, const Time& start, const Time& end) {
    schedule.reductions.push_back(Reduction{on, transfer, start, end});
  }
};

}  // namespace

const std::vector<HeterogeneousBuilder>& all_heterogeneous_builders() {
  static const std::vector<HeterogeneousBuilder> all{
      HeterogeneousBuilder::binomial_stat,  HeterogeneousBuilder::binomial_stat_fcfs,
      HeterogeneousBuilder::fibonacci_stat, HeterogeneousBuilder::fibonacci_stat_fcfs,
      HeterogeneousBuilder::tree_dyn,       HeterogeneousBuilder::non_commut_tree_dyn};
  return all;
}

std::string to_string(HeterogeneousBuilder builder) {
  switch (builder) {
    case HeterogeneousBuilder::binomial_stat:
      return "binomial-stat";
    case HeterogeneousBuilder::binomial_stat_fcfs:
      return "binomial-stat-fcfs";
    case HeterogeneousBuilder::fibonacci_stat:
      return "fibonacci-stat";
    case HeterogeneousBuilder::fibonacci_stat_fcfs:
      return "fibonacci-stat-fcfs";
    case HeterogeneousBuilder::tree_dyn:
      return "tree-dyn";
    case HeterogeneousBuilder::non_commut_tree_dyn:
      return "non-commut-tree-dyn";
  }
  throw InternalError("unknown heterogeneous builder");
}

bool serves_non_commutative(HeterogeneousBuilder builder) {
  return builder == HeterogeneousBuilder::binomial_stat ||
         builder == HeterogeneousBuilder::fibonacci_stat ||
         builder == HeterogeneousBuilder::non_commut_tree_dyn;
}

bool is_static(HeterogeneousBuilder builder) {
  return builder != HeterogeneousBuilder::tree_dyn &&
         builder != HeterogeneousBuilder::non_commut_tree_dyn;
}

ReductionTree static_tree_of(HeterogeneousBuilder builder, int n) {
  if (!is_static(builder)) throw InternalError(to_string(builder) + " has no static tree");
  const bool binomial = builder == HeterogeneousBuilder::binomial_stat ||
                        builder == HeterogeneousBuilder::binomial_stat_fcfs;
  return binomial ? binomial_stat_tree(n) : fibonacci_stat_tree(n);
}

ReceiveOrder receive_order_of(HeterogeneousBuilder builder) {
  if (!is_static(builder)) throw InternalError(to_string(builder) + " has no static tree");
  const bool fcfs = builder == HeterogeneousBuilder::binomial_stat_fcfs ||
                    builder == HeterogeneousBuilder::fibonacci_stat_fcfs;
  return fcfs ? ReceiveOrder::fcfs : ReceiveOrder::round_order;
}

Schedule earliest_schedule(const ReductionTree& tree, const HeterogeneousInstance& in) {
  Schedule schedule;
  schedule.machines = in.n;
  ScheduleRecorder recorder{schedule};
  schedule.sink =
      simulate_static<Time>(tree, ReceiveOrder::round_order, InstanceCosts{in}, recorder).sink;
  return schedule;
}

HeterogeneousBuilt build_heterogeneous(HeterogeneousBuilder builder,
                                       const HeterogeneousInstance& in) {
  if (!in.commutative && !serves_non_commutative(builder)) {
    throw InputError(to_string(builder) +
                     " pairs values that need not be adjacent, so it serves commutative "
                     "reductions only; drop --non-commutative or use binomial-stat, "
                     "fibonacci-stat or non-commut-tree-dyn");
  }
  HeterogeneousBuilt out;
  out.schedule.machines = in.n;
  ScheduleRecorder recorder{out.schedule};
  const InstanceCosts costs{in};
  Simulated<Time> simulated;
  if (is_static(builder)) {
    simulated = simulate_static<Time>(static_tree_of(builder, in.n), receive_order_of(builder),
                                      costs, recorder);
  } else if (builder == HeterogeneousBuilder::tree_dyn) {
    simulated = simulate_tree_dyn<Time>(in.n, costs, recorder);
  } else {
    simulated = simulate_non_commut_tree_dyn<Time>(in.n, costs, recorder);
  }
  out.schedule.sink = simulated.sink;
  out.own_makespan = simulated.makespan;
  return out;
}

}  // namespace redcheck
