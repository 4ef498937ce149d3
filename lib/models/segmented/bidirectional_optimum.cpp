#include "models/segmented/bidirectional_optimum.hpp"

#include "errors.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_limits.hpp"
#include "models/segmented/search_reach.hpp"
#include "models/segmented/validator.hpp"

#include <optional>
#include <vector>

namespace redcheck {

namespace {

struct Upper {
  SegmentedAlgorithm algorithm;
  Time makespan;
  Schedule schedule;
};

// The best builder's validated schedule under the instance's rules, if any
// applies (bi-greedy needs transfers that take time; the butterfly forwards).
// In order, where bi-greedy's schedule is not kept, uni-greedy's one-port
// schedule (in order, and valid with two ports) is tried too: p = 6, segments
// 2,1,3,3, alpha 1/3, beta 1/2, gamma 1/2 has no schedule below its 47/2,
// shown in about 15,000 states, where below pipeline's 145/6 the search was
// refused after 20 million (docs/segmented.md).
std::optional<Upper> best_builder(const SegmentedInstance& in, const SegmentedRules& rules) {
  std::optional<Upper> best;
  std::vector<SegmentedAlgorithm> tried{SegmentedAlgorithm::bi_greedy, SegmentedAlgorithm::binomial,
                                        SegmentedAlgorithm::binary, SegmentedAlgorithm::pipeline};
  if (rules.in_order) tried.push_back(SegmentedAlgorithm::uni_greedy);
  for (SegmentedAlgorithm a : tried) {
    if (a == SegmentedAlgorithm::bi_greedy && (in.alpha == 0 && in.beta == 0)) continue;
    SegmentedBuilt built = build_segmented(
        a, in, a == SegmentedAlgorithm::uni_greedy ? Ports::unidirectional : Ports::bidirectional);
    const Validation checked = validate_segmented(built.schedule, in, built.rules);
    checked_valid(
        to_string(a), [&] { return segmented_instance_text(in, Ports::bidirectional); },
        checked.violation);
    // Valid under its own rules; kept when it also keeps the instance's.
    if (rules.in_order && !validate_segmented(built.schedule, in, rules).valid()) continue;
    if (!best || checked.makespan < best->makespan) {
      best = Upper{a, checked.makespan, std::move(built.schedule)};
    }
  }
  return best;
}

}  // namespace

OptimumReport bidirectional_optimum(const SegmentedInstance& in, bool in_order,
                                    const OptimumLimits& limits) {
  refuse_beyond_bidirectional_search(in);
  if (!limits.given()) refuse_beyond_search_reach(in, Ports::bidirectional, in_order);
  // Without transfer costs the one-port search answers (search_bidirectional_schedules),
  // with its own budget unless one is given.
  const bool one_port_search = in.alpha == 0 && in.beta == 0;
  const std::uint64_t budget = limits.states(one_port_search ? unidirectional_search_state_budget
                                                             : bidirectional_search_state_budget);
  const std::optional<std::uint64_t> seconds = limits.seconds();
  // From here: the builders' schedules count in the time too.
  const SearchDeadline deadline = deadline_after(seconds);
  const SegmentedRules rules{Ports::bidirectional, in_order, false};
  const std::optional<Upper> upper = best_builder(in, rules);
  const std::optional<Time> upper_makespan =
      upper ? std::optional<Time>(upper->makespan) : std::nullopt;
  const std::string text = segmented_instance_text(in, Ports::bidirectional);
  const SegmentedSearch search = within_memory(text, in_order, [&] {
    return search_bidirectional_schedules(in, in_order, upper_makespan, budget, {}, {},
                                          std::nullopt, deadline);
  });
  if (!search.complete) {
    refuse_unfinished(text, in_order, budget, seconds, search,
                      searched_bracket(search, in, rules, text,
                                       upper ? to_string(upper->algorithm) : "", upper_makespan));
  }
  if (!search.best && !upper) {
    throw InternalError("the bidirectional search found no schedule of " + text);
  }
  OptimumReport report;
  report.optimum = search.best ? *search.best : upper->makespan;
  report.method = std::string("exhaustive search over every bidirectional schedule") +
                  (in_order ? " that reduces segments in order" : "") +
                  " (models/segmented/bidirectional_search.hpp)";
  report.arithmetic = "int64 ticks";
  report.example = search.best ? search.schedule : upper->schedule;
  report.fields["states"] = search.nodes;
  std::string line = "states expanded: " + std::to_string(search.nodes);
  if (upper) {
    report.fields["best_builder"] = to_string(upper->algorithm);
    report.fields["best_builder_makespan"] = to_string(upper->makespan);
    report.fields["beats_best_builder"] = search.best.has_value();
    line += "; the best builder, " + to_string(upper->algorithm) + ", takes " +
            to_string(upper->makespan) + (search.best ? ", beaten" : ", optimal");
  }
  report.lines.push_back(line);
  return report;
}

}  // namespace redcheck
