#include "models/segmented/search_budget.hpp"

#include "cli/arguments.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"

namespace redcheck {

OptionSpec max_states_option() {
  return {max_states_flag,
          "States the exhaustive search may expand before it gives up (default: one port " +
              std::to_string(unidirectional_search_state_budget) + ", two ports " +
              std::to_string(bidirectional_search_state_budget) +
              ", and instances beyond what those answer within about a minute refused at once; "
              "given, the search goes on up to N states, " +
              bytes_per_state_text +
              ", stopping if they fill three quarters of this machine's memory)"};
}

std::optional<std::uint64_t> max_states_given(const OptionValues& options) {
  const std::string* text = options.find(max_states_flag);
  if (!text) return std::nullopt;
  return static_cast<std::uint64_t>(
      parse_integer(*text, max_states_flag, 1, static_cast<long long>(max_states_most)));
}

std::string max_states_suggestion(std::uint64_t budget) {
  return std::string(max_states_flag) + " N above " + std::to_string(budget) + " (states of " +
         bytes_per_state_text + ")";
}

}  // namespace redcheck
