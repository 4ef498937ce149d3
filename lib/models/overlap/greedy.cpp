#include "models/overlap/greedy.hpp"

#include "errors.hpp"
#include "time/fast_path.hpp"

#include <cstdint>

namespace redcheck {

std::string to_string(TieBreak rule) {
  return rule == TieBreak::lowest_index ? "lowest" : "highest";
}

TieBreak parse_tie_break(const std::string& text) {
  if (text == "lowest") return TieBreak::lowest_index;
  if (text == "highest") return TieBreak::highest_index;
  throw InputError("tie-break '" + text + "' is unknown; use lowest or highest");
}

namespace {

ReductionTree tree_of(const std::vector<int>& receiver) {
  const int n = static_cast<int>(receiver.size());
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = n - 1; i >= 1; --i) senders[receiver[i]].push_back(i);
  return ReductionTree::from_senders(std::move(senders));
}

}  // namespace

GreedyTree algorithm1(int n, const OverlapModel& model, TieBreak rule,
                      std::optional<int> receivers) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (receivers && *receivers < 1) {
    throw InputError("K = " + std::to_string(*receivers) + " reducers; K must be at least 1");
  }
  // Every value Algorithm 1 forms is at most (n + 1)(d + c) (greedy.hpp).
  const auto largest = [n](const std::vector<BigInt>& t) { return BigInt(n + 1) * (t[0] + t[1]); };
  return with_fastest_exact<NumberTypes::int64_or_exact>(
      {model.d, model.c}, largest, [&](const auto& arithmetic) {
        using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
        auto run = algorithm1_run<T>(n, arithmetic.costs[0], arithmetic.costs[1], rule, receivers);
        GreedyTree g;
        g.tree = tree_of(run.receiver);
        g.length = arithmetic.to_time(run.length);
        if constexpr (std::is_same_v<T, Time>) {
          g.exact_dates = std::move(run.assigned);
        } else {
          g.tick = arithmetic.tick;
          g.tick_dates = std::move(run.assigned);
        }
        return g;
      });
}

Schedule algorithm1_schedule(const GreedyTree& greedy, const OverlapModel& model) {
  const ReductionTree& tree = greedy.tree;
  Schedule schedule;
  schedule.machines = tree.size();
  schedule.sink = tree.sink();
  schedule.transfers.reserve(static_cast<std::size_t>(tree.size() - 1));
  schedule.reductions.reserve(static_cast<std::size_t>(tree.size() - 1));
  for (int machine = 0; machine < tree.size(); ++machine) {
    for (int sender : tree.senders(machine)) {
      const Time start = greedy.length - greedy.assigned(sender);
      const int operand = static_cast<int>(schedule.transfers.size());
      schedule.transfers.push_back({sender, machine, start, start + model.d});
      schedule.reductions.push_back({machine, operand, start + model.d, start + model.d + model.c});
    }
  }
  return schedule;
}

std::vector<Time> algorithm1_prefix_lengths(int total, const OverlapModel& costs) {
  return with_fastest_exact<NumberTypes::int64_or_exact>(
      {costs.d, costs.c},
      [total](const std::vector<BigInt>& t) { return BigInt(total + 1) * (t[0] + t[1]); },
      [&](const auto& a) {
        using T = typename std::decay_t<decltype(a.costs)>::value_type;
        const auto run = algorithm1_run<T>(total, a.costs[0], a.costs[1], TieBreak::lowest_index);
        std::vector<Time> length(static_cast<std::size_t>(total) + 1, Time(0));
        T longest(0);
        for (int n = 2; n <= total; ++n) {
          if (longest < run.assigned[n - 1]) longest = run.assigned[n - 1];
          length[n] = a.to_time(longest);
        }
        return length;
      });
}

}  // namespace redcheck
