#include "models/overlap/strategies.hpp"

#include "models/overlap/tree_timing.hpp"

namespace redcheck {

std::string to_string(Strategy strategy) {
  return strategy == Strategy::binomial ? "binomial-strategy" : "fibonacci-strategy";
}

OverlapModel strategy_costs(Strategy strategy) {
  return strategy == Strategy::binomial ? make_overlap_model(1, 0) : make_overlap_model(1, 1);
}

ReductionTree strategy_tree(Strategy strategy, int n, TieBreak rule) {
  return algorithm1(n, strategy_costs(strategy), rule).tree;
}

Schedule strategy_schedule(Strategy strategy, int n, const OverlapModel& model, TieBreak rule) {
  return earliest_schedule(strategy_tree(strategy, n, rule), model, ArrivalOrder::by_ready_time);
}

}  // namespace redcheck
