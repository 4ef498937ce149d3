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

std::string budget_bracket(const std::optional<Time>& lower, const std::string& builder,
                           const std::optional<Time>& upper, const std::optional<Time>& found) {
  std::string text;
  if (lower) text = "no schedule below " + to_string(*lower);
  if (found) {
    text += (text.empty() ? "" : "; ") + std::string("the best schedule it found takes ") +
            to_string(*found);
  }
  if (upper) {
    text += (text.empty() ? "" : "; ") + builder + "'s schedule takes " + to_string(*upper);
  }
  return text;
}

std::optional<Time> validated_found_before_stop(const SegmentedSearch& search,
                                                const SegmentedInstance& instance,
                                                const SegmentedRules& rules,
                                                const std::string& instance_text) {
  if (!search.found_before_stop) return std::nullopt;
  const Validation checked = validate_segmented(search.schedule, instance, rules);
  checked_valid("the exhaustive search's schedule found before it stopped", instance_text,
                checked.violation);
  if (checked.makespan != *search.found_before_stop) {
    throw InternalError("the exhaustive search of " + instance_text +
                        " found a schedule of makespan " + to_string(*search.found_before_stop) +
                        " before it stopped, which the validator times at " +
                        to_string(checked.makespan));
  }
  return checked.makespan;
}

void refuse_out_of_budget(const std::string& instance_text, bool in_order, std::uint64_t budget,
                          const std::string& bracket) {
  throw TooBig("the exhaustive search of " + instance_text +
               " did not finish within its budget of " + std::to_string(budget) + " states" +
               (bracket.empty() ? "" : " (by then: " + bracket + ")") + "; " +
               segmented_search_suggestion(in_order) + ", or " + max_states_suggestion(budget));
}

void refuse_out_of_memory(const std::string& instance_text, bool in_order, std::uint64_t budget,
                          std::uint64_t states, const std::string& bracket) {
  const std::uint64_t megabytes = search_memory_limit_bytes() >> 20;
  const std::string before = budget == no_state_budget
                                 ? ""
                                 : " before its budget of " + std::to_string(budget) + " states";
  throw TooBig("the exhaustive search of " + instance_text + " ran out of memory" + before +
               ": its tables passed " + std::to_string(megabytes) +
               " MB, three quarters of the memory this process may use, after " +
               std::to_string(states) + " states" +
               (bracket.empty() ? "" : " (by then: " + bracket + ")") + "; " +
               segmented_search_suggestion(in_order));
}

void refuse_out_of_time(const std::string& instance_text, bool in_order, std::uint64_t seconds,
                        std::uint64_t states, const std::string& bracket) {
  throw TooBig("the exhaustive search of " + instance_text + " did not finish within " +
               std::to_string(seconds) + " s, after " + std::to_string(states) + " states" +
               (bracket.empty() ? "" : " (by then: " + bracket + ")") + "; " +
               segmented_search_suggestion(in_order) + ", or " + max_seconds_flag + " S above " +
               std::to_string(seconds) + ", or " + max_states_flag +
               " N (the search goes on up to N states, with no time limit)");
}

std::optional<std::chrono::steady_clock::time_point> deadline_after(
    std::optional<std::uint64_t> seconds) {
  if (!seconds) return std::nullopt;
  return std::chrono::steady_clock::now() + std::chrono::seconds(*seconds);
}

void refuse_unfinished(const std::string& instance_text, bool in_order, std::uint64_t budget,
                       std::optional<std::uint64_t> seconds, const SegmentedSearch& search,
                       const std::string& bracket) {
  if (search.out_of_memory) {
    refuse_out_of_memory(instance_text, in_order, budget, search.nodes, bracket);
  }
  if (search.out_of_time && seconds) {
    refuse_out_of_time(instance_text, in_order, *seconds, search.nodes, bracket);
  }
  refuse_out_of_budget(instance_text, in_order, budget, bracket);
}

}  // namespace redcheck
