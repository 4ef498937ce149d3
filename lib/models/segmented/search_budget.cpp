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
              " within --max-seconds' default minute, and instances beyond what those answer "
              "within about a minute refused at once; given, the search goes on up to N states, " +
              bytes_per_state_text +
              ", with no time limit unless --max-seconds is given too, stopping if they fill "
              "three quarters of this machine's memory)"};
}

std::optional<std::uint64_t> max_states_given(const OptionValues& options) {
  const std::string* text = options.find(max_states_flag);
  if (!text) return std::nullopt;
  return static_cast<std::uint64_t>(
      parse_integer(*text, max_states_flag, 1, static_cast<long long>(max_states_most)));
}

OptionSpec max_seconds_option() {
  return {max_seconds_flag,
          "Seconds the exhaustive search may run before it gives up (default: " +
              std::to_string(default_max_seconds) +
              " when --max-states is not given either; given alone, no budget of states, and "
              "instances beyond what the search answers within about a minute are searched "
              "too)"};
}

std::uint64_t OptimumLimits::states(std::uint64_t own) const {
  if (max_states) return *max_states;
  return max_seconds ? no_state_budget : own;
}

std::optional<std::uint64_t> OptimumLimits::seconds() const {
  if (max_seconds) return max_seconds;
  if (default_minute && !max_states) return default_max_seconds;
  return std::nullopt;
}

OptimumLimits optimum_limits_given(const OptionValues& options) {
  OptimumLimits limits;
  limits.max_states = max_states_given(options);
  if (const std::string* text = options.find(max_seconds_flag)) {
    limits.max_seconds = static_cast<std::uint64_t>(
        parse_integer(*text, max_seconds_flag, 1, static_cast<long long>(max_seconds_most)));
  }
  limits.default_minute = true;
  return limits;
}

std::string max_states_suggestion(std::uint64_t budget) {
  return std::string(max_states_flag) + " N above " + std::to_string(budget) + " (states of " +
         bytes_per_state_text + ")";
}

}  // namespace redcheck
