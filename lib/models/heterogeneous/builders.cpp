#include "models/heterogeneous/builders.hpp"

#include "errors.hpp"
#include "models/heterogeneous/static_trees.hpp"

namespace redcheck {

namespace {

// The instance's costs, as the simulations read them.
struct InstanceCosts {
  const HeterogeneousInstance& in;
  const Time& d(int from, int to) const { return in.transfer(from, to); }
  const Time& c(int on) const { return in.reduction(on); }
};

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
  switch (builder) {
    case HeterogeneousBuilder::binomial_stat:
    case HeterogeneousBuilder::binomial_stat_fcfs:
      simulated = simulate_static<Time>(binomial_stat_tree(in.n),
                                        builder == HeterogeneousBuilder::binomial_stat
                                            ? ReceiveOrder::round_order
                                            : ReceiveOrder::fcfs,
                                        costs, recorder);
      break;
    case HeterogeneousBuilder::fibonacci_stat:
    case HeterogeneousBuilder::fibonacci_stat_fcfs:
      simulated = simulate_static<Time>(fibonacci_stat_tree(in.n),
                                        builder == HeterogeneousBuilder::fibonacci_stat
                                            ? ReceiveOrder::round_order
                                            : ReceiveOrder::fcfs,
                                        costs, recorder);
      break;
    case HeterogeneousBuilder::tree_dyn:
      simulated = simulate_tree_dyn<Time>(in.n, costs, recorder);
      break;
    case HeterogeneousBuilder::non_commut_tree_dyn:
      simulated = simulate_non_commut_tree_dyn<Time>(in.n, costs, recorder);
      break;
  }
  out.schedule.sink = simulated.sink;
  out.own_makespan = simulated.makespan;
  return out;
}

}  // namespace redcheck
