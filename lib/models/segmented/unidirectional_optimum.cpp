#include "models/segmented/unidirectional_optimum.hpp"

#include "errors.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_limits.hpp"
#include "models/segmented/search_reach.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

OptimumReport unidirectional_optimum(const SegmentedInstance& in, bool in_order,
                                     const OptimumLimits& limits) {
  refuse_beyond_unidirectional_search(in);
  if (!limits.given()) refuse_beyond_search_reach(in, Ports::unidirectional, in_order);
  // The replay search (durations of 2^22 ticks or more) has its own
  // budget, in its cheaper nodes, unless one is given.
  const std::uint64_t budget =
      limits.states(unidirectional_search_replays(in) ? replay_search_node_budget
                                                      : unidirectional_search_state_budget);
  const std::optional<std::uint64_t> seconds = limits.seconds();
  // From here: the builders' schedules count in the time too.
  const SearchDeadline deadline = deadline_after(seconds);
  const SegmentedBuilt greedy =
      build_segmented(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional);
  const Validation measured = validate_segmented(greedy.schedule, in, greedy.rules);
  checked_valid("uni-greedy", segmented_instance_text(in, Ports::unidirectional),
                measured.violation);
  const std::string text = segmented_instance_text(in, Ports::unidirectional);
  const SegmentedSearch search = within_memory(text, in_order, [&] {
    return search_unidirectional_schedules(in, in_order, measured.makespan, budget, {}, {},
                                           std::nullopt, deadline);
  });
  if (!search.complete) {
    const SegmentedRules rules{Ports::unidirectional, in_order, false};
    refuse_unfinished(text, in_order, budget, seconds, search,
                      searched_bracket(search, in, rules, text, "uni-greedy", measured.makespan));
  }
  OptimumReport report;
  report.optimum = search.best ? *search.best : measured.makespan;
  report.method = std::string("exhaustive search over every unidirectional schedule") +
                  (in_order ? " that reduces segments in order" : "") +
                  " (models/segmented/exhaustive.hpp)";
  report.arithmetic = "int64 ticks";
  report.example = search.best ? search.schedule : greedy.schedule;
  report.fields["states"] = search.nodes;
  report.fields["uni_greedy"] = to_string(measured.makespan);
  report.fields["beats_uni_greedy"] = search.best.has_value();
  report.lines.push_back("states expanded: " + std::to_string(search.nodes) +
                         "; uni-greedy takes " + to_string(measured.makespan) +
                         (search.best ? ", beaten" : ", optimal"));
  return report;
}

}  // namespace redcheck
