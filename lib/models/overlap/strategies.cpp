#include "models/overlap/strategies.hpp"

#include "models/overlap/prefix_timing.hpp"
#include "models/overlap/tree_timing.hpp"
#include "time/fast_path.hpp"

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

std::vector<Time> strategy_prefix_lengths(Strategy strategy, TieBreak rule, int total,
                                          const OverlapModel& truth) {
  const OverlapModel chooser = strategy_costs(strategy);
  const std::vector<int> receiver = with_fastest_exact<NumberTypes::int64_or_exact>(
      {chooser.d, chooser.c},
      [total](const std::vector<BigInt>& t) { return BigInt(total + 1) * (t[0] + t[1]); },
      [&](const auto& a) {
        using T = typename std::decay_t<decltype(a.costs)>::value_type;
        return algorithm1_run<T>(total, a.costs[0], a.costs[1], rule).receiver;
      });
  return with_fastest_exact<NumberTypes::int64_or_exact>(
      {truth.d, truth.c},
      [total](const std::vector<BigInt>& t) { return BigInt(total + 1) * (t[0] + t[1]); },
      [&](const auto& a) {
        using T = typename std::decay_t<decltype(a.costs)>::value_type;
        const auto lengths = prefix_makespans<T>(receiver, a.costs[0], a.costs[1], truth.overlap);
        std::vector<Time> out;
        out.reserve(lengths.size());
        for (const auto& x : lengths) out.push_back(a.to_time(x));
        return out;
      });
}

}  // namespace redcheck
