#include "models/overlap/greedy.hpp"

#include "cli/input_error.hpp"
#include "time/tick_scale.hpp"

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

GreedyTree algorithm1(int n, const OverlapModel& model, TieBreak rule) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (const auto scale = scale_to_ticks({model.d, model.c})) {
    const std::int64_t d = scale->ticks[0];
    const std::int64_t c = scale->ticks[1];
    if (fits_in<std::int64_t>(BigInt(n + 1) * (BigInt(d) + BigInt(c)))) {
      auto fast = algorithm1_run<std::int64_t>(n, d, c, rule);
      GreedyTree g;
      g.tree = tree_of(fast.receiver);
      g.length = scale->to_time(fast.length);
      g.tick = scale->tick;
      g.tick_dates = std::move(fast.assigned);
      return g;
    }
  }
  auto exact = algorithm1_run<Time>(n, model.d, model.c, rule);
  GreedyTree g;
  g.tree = tree_of(exact.receiver);
  g.length = exact.length;
  g.exact_dates = std::move(exact.assigned);
  return g;
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

}  // namespace redcheck
