#include "models/segmented/search_limits.hpp"

#include "models/segmented/search_budget.hpp"

namespace redcheck {

std::string segmented_search_suggestion(bool in_order) {
  return std::string("accepted: smaller p or q") +
         (in_order ? "" : std::string(", or ") + in_order_suggestion);
}

std::string budget_bracket(const std::optional<Time>& lower, const std::string& builder,
                           const std::optional<Time>& upper) {
  std::string text;
  if (lower) text = "no schedule below " + to_string(*lower);
  if (upper) {
    text += (text.empty() ? "" : "; ") + builder + "'s schedule takes " + to_string(*upper);
  }
  return text;
}

void refuse_out_of_budget(const std::string& instance_text, bool in_order, std::uint64_t budget,
                          const std::string& bracket) {
  throw TooBig("the exhaustive search of " + instance_text +
               " did not finish within its budget of " + std::to_string(budget) + " states" +
               (bracket.empty() ? "" : " (by then: " + bracket + ")") + "; " +
               segmented_search_suggestion(in_order) + ", or " + max_states_suggestion(budget));
}

}  // namespace redcheck
