#include "models/overlap/tree_timing.hpp"

namespace redcheck {

Schedule earliest_schedule(const ReductionTree& tree, const OverlapModel& model,
                           ArrivalOrder order) {
  Schedule schedule;
  schedule.machines = tree.size();
  schedule.sink = tree.sink();
  schedule.transfers.reserve(static_cast<std::size_t>(tree.size() - 1));
  schedule.reductions.reserve(static_cast<std::size_t>(tree.size() - 1));
  earliest_makespan(tree, model.d, model.c, model.overlap, order,
                    [&](int sender, int receiver, const Time& start, const Time& reduction_start) {
                      const int operand = static_cast<int>(schedule.transfers.size());
                      schedule.transfers.push_back({sender, receiver, start, start + model.d});
                      schedule.reductions.push_back(
                          {receiver, operand, reduction_start, reduction_start + model.c});
                    });
  return schedule;
}

}  // namespace redcheck
