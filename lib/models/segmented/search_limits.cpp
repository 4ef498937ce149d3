#include "models/segmented/search_limits.hpp"

#include "memory/process_memory.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_budget.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

std::string segmented_search_suggestion(bool in_order) {
  return std::string("accepted: smaller p or q") +
         (in_order ? "" : std::string(", or ") + in_order_suggestion);
}

OptimumBracket searched_bracket(const SegmentedSearch& search, const SegmentedInstance& instance,
                                const SegmentedRules& rules, const std::string& instance_text,
                                const std::string& builder,
                                const std::optional<Time>& builder_makespan) {
  OptimumBracket bracket;
  bracket.states = search.nodes;
  bracket.no_schedule_below = search.lower_bound;
  bracket.builder = builder;
  bracket.builder_makespan = builder_makespan;
  if (!search.found_before_stop) return bracket;
  const Validation checked = validate_segmented(search.schedule, instance, rules);
  checked_valid("the exhaustive search's schedule found before it stopped", instance_text,
                checked.violation);
  if (checked.makespan != *search.found_before_stop) {
    throw InternalError("the exhaustive search of " + instance_text +
                        " found a schedule of makespan " + to_string(*search.found_before_stop) +
                        " before it stopped, which the validator times at " +
                        to_string(checked.makespan));
  }
  bracket.best_found = checked.makespan;
  bracket.best_found_schedule = search.schedule;
  return bracket;
}

namespace {

// " (by then: ...)" when the bracket knows anything.
std::string by_then(const OptimumBracket& bracket) {
  const std::string text = bracket_text(bracket);
  return text.empty() ? "" : " (by then: " + text + ")";
}

}  // namespace

void refuse_out_of_budget(const std::string& instance_text, bool in_order, std::uint64_t budget,
                          OptimumBracket bracket) {
  bracket.reason = StopReason::states;
  const std::string message =
      "the exhaustive search of " + instance_text + " did not finish within its budget of " +
      std::to_string(budget) + " states" + by_then(bracket) + "; " +
      segmented_search_suggestion(in_order) + ", or " + max_states_suggestion(budget);
  throw OptimumStoppedShort(message, std::move(bracket));
}

void refuse_out_of_memory(const std::string& instance_text, bool in_order, std::uint64_t budget,
                          OptimumBracket bracket) {
  bracket.reason = StopReason::memory;
  const std::uint64_t megabytes = search_memory_limit_bytes() >> 20;
  const std::string before = budget == no_state_budget
                                 ? ""
                                 : " before its budget of " + std::to_string(budget) + " states";
  const std::string message = "the exhaustive search of " + instance_text + " ran out of memory" +
                              before + ": its tables passed " + std::to_string(megabytes) +
                              " MB, three quarters of the memory this process may use, after " +
                              std::to_string(bracket.states) + " states" + by_then(bracket) + "; " +
                              segmented_search_suggestion(in_order);
  throw OptimumStoppedShort(message, std::move(bracket));
}

void refuse_out_of_time(const std::string& instance_text, bool in_order, std::uint64_t seconds,
                        OptimumBracket bracket) {
  bracket.reason = StopReason::time;
  const std::string message = "the exhaustive search of " + instance_text +
                              " did not finish within " + std::to_string(seconds) + " s, after " +
                              std::to_string(bracket.states) + " states" + by_then(bracket) + "; " +
                              segmented_search_suggestion(in_order) + ", or " + max_seconds_flag +
                              " S above " + std::to_string(seconds) + ", or " + max_states_flag +
                              " N (the search goes on up to N states, with no time limit)";
  throw OptimumStoppedShort(message, std::move(bracket));
}

std::optional<std::chrono::steady_clock::time_point> deadline_after(
    std::optional<std::uint64_t> seconds) {
  if (!seconds) return std::nullopt;
  return std::chrono::steady_clock::now() + std::chrono::seconds(*seconds);
}

void refuse_unfinished(const std::string& instance_text, bool in_order, std::uint64_t budget,
                       std::optional<std::uint64_t> seconds, const SegmentedSearch& search,
                       OptimumBracket bracket) {
  if (search.out_of_memory) {
    refuse_out_of_memory(instance_text, in_order, budget, std::move(bracket));
  }
  if (search.out_of_time && seconds) {
    refuse_out_of_time(instance_text, in_order, *seconds, std::move(bracket));
  }
  refuse_out_of_budget(instance_text, in_order, budget, std::move(bracket));
}

}  // namespace redcheck
